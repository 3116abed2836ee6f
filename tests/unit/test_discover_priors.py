"""The frontier's priors that hold on any web (issue 15): URL-template novelty, search entries, the
learner's per-site document frequency, the shipped link model; site navigation first, boilerplate last."""

from __future__ import annotations

import lxml.html

from hiddenweb.discover.defaults import load_default_link_model
from hiddenweb.discover.features import select_features
from hiddenweb.discover.frontier import FrontierConfig, LevelFrontier
from hiddenweb.discover.linkentry import annotate
from hiddenweb.discover.outlinks import frontier_entries, page_links_nav
from hiddenweb.discover.sitepriors import (
    is_boilerplate,
    is_search_entry,
    link_kind,
    names_search_page,
    page_identity,
    url_template,
)
from hiddenweb.discover.terms import LinkContext, link_terms
from hiddenweb.state import MemoryState


def raw(url: str, anchor: str = "", parent: str = "http://a.test/", **extra: object) -> dict:
    """A link as the spider hands it over: raw anchor text, the page it was found on."""
    return {"url": url, "anchor": anchor, "around": "", "parent": parent, "score": 0.9, **extra}


def test_url_templates_group_instances_of_one_page_kind():
    same = [
        ("http://a.test/item/12", "http://a.test/item/913"),
        ("http://a.test/2019/04/red-wine-12/", "http://a.test/2021/11/old-port-7/"),
        ("http://a.test/index.php?page=item&id=7", "http://a.test/index.php?id=8&page=item"),
        ("http://a.test/Item.aspx?ID=4&sid=9a8b7c6d5e", "http://a.test/Item.aspx?ID=5&sid=0f1e2d3c4b"),
        ("http://a.test/c/merlot-1?f=red", "http://a.test/c/riesling-2?f=red-white"),
        ("http://a.test/events/2024/05/", "http://a.test/events/1999/12/"),
        ("http://a.test/?p=12", "http://a.test/?p=913"),  # WordPress posts: items
        ("http://a.test/item.php?id=12", "http://a.test/item.php?id=913"),  # an id elsewhere: items
        ("http://a.test/index.php?id=13&uid=1", "http://a.test/index.php?id=16&uid=2"),  # TYPO3's records
    ]
    for one, other in same:
        assert url_template(one) == url_template(other), (one, other)
    different = [
        ("http://a.test/index.php?page=item&id=7", "http://a.test/index.php?page=finder"),
        ("http://a.test/about", "http://a.test/contact"),
        ("http://a.test/item/12", "http://a.test/search/advanced"),
        # a content system's menu pages: WordPress's pages, Joomla's menu items, DotNetNuke's tabs
        ("http://a.test/?page_id=192", "http://a.test/?page_id=17"),
        (
            "http://a.test/index.php?option=com_content&Itemid=101",
            "http://a.test/index.php?option=com_content&Itemid=7",
        ),
        ("http://a.test/Default.aspx?tabid=55", "http://a.test/Default.aspx?TabId=56"),
        ("http://a.test/index.php?id=40", "http://a.test/index.php?id=417"),  # TYPO3's menu pages
        ("http://a.test/?id=40", "http://a.test/?id=417"),
    ]
    for one, other in different:
        assert url_template(one) != url_template(other), (one, other)


def test_search_entries_in_several_languages():
    for anchor in (
        "Advanced search",
        "Finder",
        "Lookup",
        "Browse the catalogue",
        "Query our records",
        "Buscar",
        "Búsqueda avanzada",
        "Recherche avancée",
        "Erweiterte Suche",
        "Katalog durchsuchen",
        "Поиск по коллекции",
        "Электронный каталог",
        "Wyszukiwanie zaawansowane",
        "Vyhledávání",
        "Αναζήτηση",
        "Karar arama",
        "Ticaret unvanı sorgulama",
        "استعلام عن شركة",
        "법인 조회",
        "חיפוש באוסף",
        "البحث المتقدم",
        "खोज",
        "馆藏检索",
        "判例検索",
        "판례검색",
        "การค้นหา",
        "Tìm kiếm nâng cao",
        "Cari putusan",
        "Avancerad sök",
        "Meklēt iepirkumus",
        "Pirkimų paieška",
        "Hangete otsing",
        "Otsi",
        "Pretraživanje natječaja",
        "Traži",
        "Претрага",
        "Vyhľadávanie",
        "Iskanje",
        "Căutare avansată",
        "Търсене",
        "Пребарување",
        "Kërko",
        "Søgning i udbud",
        "Sökning",
        "Hanapin",
        "অনুসন্ধান",
        "Chwilio",
        "தேடல்",
        "ძიება",
        "Որոնում",
        "Axtarış",
        "Іздеу",
    ):
        assert is_search_entry(anchor, "http://a.test/x"), anchor
    assert is_search_entry("", "http://a.test/cgi-bin/proc.pl?op=perolehan_cari")  # a whole word between "_"
    assert is_search_entry("Skatīt visus", "http://a.test/iepirkumi/meklet")
    assert is_search_entry("", "http://a.test/ru/%D0%BF%D0%BE%D0%B8%D1%81%D0%BA/")  # /ru/поиск/, percent-encoded
    for anchor in (
        "Caribbean cruises",
        "Para comprar",
        "Hakubutsukan",
        "Karamel",
        "Leite",
        "Výhľad na zajtra",
        "Изделие",
    ):
        assert not is_search_entry(anchor, "http://a.test/x"), anchor
    assert is_search_entry("Go", "http://a.test/index.php?page=finder")
    assert is_search_entry("", "http://a.test/Catalog/Query.aspx")
    for anchor, url in (
        ("About us", "http://a.test/about"),
        ("More", "http://a.test/more"),
        ("Merlot 2019", "http://a.test/Catalog/Item.aspx?ID=3"),
        ("Home", "http://finders-keepers.test/"),
    ):
        assert not is_search_entry(anchor, url), (anchor, url)


def _take_all(frontier: LevelFrontier) -> list[str]:
    order = []
    while (taken := frontier.next_link()) is not None:
        frontier.done(taken)
        order.append(taken["url"])
    return order


def _site_links() -> list[dict]:
    return [raw(f"http://a.test/item/{i}", f"Red wine {i}") for i in range(6)] + [raw("http://a.test/more", "More")]


def test_known_templates_wait_after_new_page_kinds_of_the_site():
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online", template_pages=3))
    frontier.add_links(_site_links())
    order = _take_all(frontier)
    assert len(order) == 7
    assert order.index("http://a.test/more") == 3  # after three items, not after six
    # Without the prior, the items (same score, first in) all come first.
    plain = LevelFrontier(MemoryState(), FrontierConfig(mode="online", template_pages=0))
    plain.add_links(_site_links())
    assert _take_all(plain)[-1] == "http://a.test/more"


def test_a_template_whose_pages_list_new_sites_keeps_its_place():
    """A directory's category pages are one template, but each lists sites not yet visited: the web's map."""
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online", template_pages=3))
    categories = [raw(f"http://dir.test/category/{i}/", f"Category {i}", parent="http://dir.test/") for i in range(6)]
    items = [raw(f"http://a.test/item/{i}", f"Red wine {i}") for i in range(6)]
    frontier.add_links(categories + items)
    taken = [frontier.next_link() for _ in range(12)]
    for link in taken:
        frontier.done(link)
        if link["url"].startswith("http://dir.test/category/"):  # each lists three sites not yet visited
            n = link["url"].split("/")[-2]
            frontier.add_links([raw(f"http://s{n}-{k}.test/", "Museum", parent=link["url"]) for k in range(3)])
    sample = annotate(raw("http://dir.test/category/9/", "Category 9", parent="http://dir.test/"))
    assert not frontier._template_known(sample)
    assert frontier._template_known(annotate(raw("http://a.test/item/9", "Red wine 9")))


def test_search_entries_skip_the_batch_only_on_their_own_on_topic_site():
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    frontier.add_links([raw(f"http://a.test/item/{i}", "wine") for i in range(3)])
    assert frontier.next_link()["url"].startswith("http://a.test/item/")  # the batch is in the queues
    frontier.add_links(
        [
            raw("http://b.test/erweitert", "Erweiterte Suche", parent="http://a.test/item/0"),  # another site
            raw("http://a.test/suche", "Suche", parent="http://a.test/item/0", off_topic=True),  # off-topic page
            raw("http://a.test/erweiterte-suche", "Erweiterte Suche", parent="http://a.test/item/0"),
        ]
    )
    assert frontier.next_link()["url"] == "http://a.test/erweiterte-suche"
    rest = _take_all(frontier)
    assert rest[-2:] != ["http://a.test/erweiterte-suche"] and "http://b.test/erweitert" in rest
    # Baseline stays ACHE's: no priors.
    baseline = LevelFrontier(MemoryState(), FrontierConfig(mode="baseline"))
    baseline.add_links([raw("http://a.test/erweiterte-suche", "Erweiterte Suche")])
    assert baseline.state.pending("discover/q1") == 0


def test_resume_keeps_the_template_counts(tmp_path):
    path = tmp_path / "state.jsonl"
    state = MemoryState(path)
    frontier = LevelFrontier(state, FrontierConfig(mode="online", template_pages=3))
    frontier.add_links(_site_links())
    for _ in range(3):
        frontier.done(frontier.next_link())
    state._journal.close()  # killed: only the journal survives
    state._journal = None
    resumed = LevelFrontier(MemoryState(path), FrontierConfig(mode="online", template_pages=3))
    assert resumed.next_link()["url"] == "http://a.test/more"


def test_document_frequency_is_counted_per_site():
    """Ten links into one site named "Crown Cellar" do not make "crown" a feature; "finder" on three sites does."""
    links, sites = [], []
    for i in range(10):
        links.append(link_terms(LinkContext(f"http://crown.test/{i}", "Crown Cellar", "")))
        sites.append("crown.test")
    for host in ("a.test", "b.test", "c.test"):
        links.append(link_terms(LinkContext(f"http://{host}/finder", "Wine finder", "")))
        sites.append(host)
    per_link = select_features(links, top_n=3)
    per_site = select_features(links, top_n=3, sites=sites)
    assert "crown" in per_link.terms["anchor"]
    assert "crown" not in per_site.terms["anchor"] and "finder" in per_site.terms["anchor"]


def test_the_shipped_link_model_ranks_search_links_first():
    model = load_default_link_model()
    assert model is not None
    search = model.scores(link_terms(LinkContext("http://a.test/search/advanced", "Advanced search", "")))
    item = model.scores(link_terms(LinkContext("http://a.test/item/12", "Red wine 12", "")))
    assert search[0] > item[0]


def test_boilerplate_pages_in_several_languages():
    for anchor, url in (
        ("About us", "http://a.test/about/"),
        ("", "http://a.test/p/privacy"),
        ("Sign in", "http://a.test/account/login/"),
        ("Impressum", "http://a.test/x"),
        ("Datenschutzerklärung", "http://a.test/x"),
        ("Mentions légales", "http://a.test/x"),
        ("Aviso legal", "http://a.test/x"),
        ("Warenkorb", "http://a.test/x"),
        ("Go", "http://a.test/index.php?page=contact"),
        ("Gizlilik Politikası", "http://a.test/index.php?option=com_content&view=article&id=22&Itemid=122"),
        ("Erişilebilirlik", "http://a.test/Default.aspx?tabid=46"),
        ("İletişim", "http://a.test/x"),
        ("Giriş", "http://a.test/x"),
        ("Πολιτική Απορρήτου", "http://a.test/x"),
        ("Integritetspolicy", "http://a.test/x"),
        ("Adatvédelmi tájékoztató", "http://a.test/x"),
        ("Deklaracja dostępności", "http://a.test/x"),
        ("Политика конфиденциальности", "http://a.test/x"),
        ("נגישות", "http://a.test/x"),
        ("سياسة الخصوصية", "http://a.test/x"),
        ("Chính sách bảo mật", "http://a.test/x"),
        ("Kebijakan Privasi", "http://a.test/x"),
        ("隐私政策", "http://a.test/x"),
        ("お問い合わせ", "http://a.test/x"),
        ("นโยบายความเป็นส่วนตัว", "http://a.test/x"),
    ):
        assert is_boilerplate(anchor, url), (anchor, url)
    for anchor, url in (
        ("More", "http://a.test/more/"),
        ("Tools", "http://a.test/Pages/Tools.aspx"),
        ("Resources", "http://a.test/index.php?page=tools"),
        ("Merlot 2019", "http://a.test/Catalog/Item.aspx?ID=3"),
        ("Search the account archive", "http://a.test/x"),  # a search entry first
        ("Aboutique", "http://a.test/shop"),
        # registers and their entries are topics of their own, whatever the language
        ("Registrul Comerțului", "http://a.test/x"),
        ("Sicil Kayıtları", "http://a.test/x"),
        ("Đăng ký kinh doanh", "http://a.test/x"),
        ("Rejestry", "http://a.test/x"),
        ("Cadastro Nacional", "http://a.test/x"),
        ("企业注册信息", "http://a.test/x"),
        ("Girişimci destekleri", "http://a.test/x"),  # entrepreneurs, not "log in"
        ("Faydalı Bağlantılar", "http://a.test/x"),  # useful links: other sites
    ):
        assert not is_boilerplate(anchor, url), (anchor, url)


def test_navigation_links_are_marked():
    html = (
        "<html><body><nav><a href='/tools'>Tools</a></nav><div class='main-menu'><a href='/m'>M</a></div>"
        "<main><a href='/item/1'>Red</a><div class='menuitem-card'><a href='/item/2'>White</a></div></main>"
        "<footer><a href='/about'>About</a> <a href='http://b.test/'>Partner</a></footer></body></html>"
    )
    links = {
        ctx.url.rsplit("/", 1)[-1] or ctx.url: nav
        for ctx, nav, _ in page_links_nav(lxml.html.fromstring(html), "http://a.test/")
    }
    assert links == {"tools": True, "m": True, "1": False, "2": False, "about": True, "http://b.test/": True}
    entries = frontier_entries(lxml.html.fromstring(html), "http://a.test/", {}, 0.9, lambda url: False)
    assert [e["url"] for e in entries if e.get("nav")] == [
        "http://a.test/tools",
        "http://a.test/m",
        "http://a.test/about",
        "http://b.test/",
    ]


def _home_links() -> list[dict]:
    """A home page's links: items in its content, a "Tools" hub and boilerplate in its navigation, a partner."""
    items = [raw(f"http://a.test/item/{i}", f"Red wine {i}") for i in range(2)]
    return [
        raw("http://a.test/about", "About us", nav=True),
        *items,
        raw("http://a.test/privacy", "Privacy", nav=True),
        raw("http://b.test/", "Partner", nav=True),
        raw("http://a.test/tools", "Tools", nav=True),
        raw("http://a.test/list/1", "Red wines", nav=True),
        raw("http://a.test/list/2", "White wines", nav=True),
    ]


def test_navigation_first_boilerplate_last_on_an_on_topic_site():
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    frontier.add_links(_home_links())
    order = _take_all(frontier)
    # A site not yet visited first, then the site's own navigation, its one page of a kind ("Tools")
    # before its categories; the partner's link sits in the footer, but is no map of this site.
    assert order[:4] == ["http://b.test/", "http://a.test/tools", "http://a.test/list/1", "http://a.test/list/2"]
    assert set(order[-2:]) == {"http://a.test/about", "http://a.test/privacy"}
    # Without these priors the navigation has no precedence and the boilerplate comes first.
    plain = LevelFrontier(MemoryState(), FrontierConfig(mode="online", navigation=False, boilerplate=False))
    plain.add_links(_home_links())
    assert _take_all(plain)[0] == "http://a.test/about"
    # Off-topic pages' links and Baseline stay as they were.
    baseline = LevelFrontier(MemoryState(), FrontierConfig(mode="baseline"))
    baseline.add_links(_home_links())
    assert _take_all(baseline)[0] == "http://a.test/about"


def test_resume_keeps_the_navigation_marks(tmp_path):
    path = tmp_path / "state.jsonl"
    state = MemoryState(path)
    frontier = LevelFrontier(state, FrontierConfig(mode="online"))
    frontier.add_links(_home_links())
    frontier.done(frontier.next_link())
    state._journal.close()  # killed: only the journal survives
    state._journal = None
    resumed = LevelFrontier(MemoryState(path), FrontierConfig(mode="online"))
    order = _take_all(resumed)
    assert order[:3] == ["http://a.test/tools", "http://a.test/list/1", "http://a.test/list/2"]  # b.test was taken
    assert set(order[-2:]) == {"http://a.test/about", "http://a.test/privacy"}


def test_navigation_links_of_a_site_found_late_skip_the_batch():
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    frontier.add_links([raw(f"http://a.test/item/{i}", "wine") for i in range(3)])
    assert frontier.next_link()["url"].startswith("http://a.test/item/")  # the batch is in the queues
    home = "http://late.test/"
    frontier.add_links(
        [
            raw("http://late.test/item/1", "Red", parent=home),
            raw("http://late.test/tools", "Tools", parent=home, nav=True),
        ]
    )
    assert frontier.next_link()["url"] == "http://late.test/tools"
    assert frontier.next_link()["url"].startswith("http://a.test/item/")  # its content links wait for the batch


def test_a_page_marks_its_categories_and_its_pages_of_a_kind_of_their_own():
    hub = "http://a.test/films"
    html = (
        "<html><body><ul class='nav'><li><a href='/'>Home</a></li><li><a href='/films'>Films</a></li>"
        "<li><a href='/category/horror'>Horror</a></li><li><a href='/category/drama'>Drama</a></li></ul>"
        "<main><ul><li><a href='/films/screenings'>Screenings</a></li>"
        "<li><a href='/item/1'>Red</a></li><li><a href='/item/2'>White</a></li>"
        "<li><a href='/blog/3/my-post'>Post</a></li><li><a href='/blog/4/other-post'>Other</a></li>"
        "<li><a href='/films?page=2'>Next page</a></li><li><a href='http://b.test/x'>Partner</a></li></ul></main>"
        "</body></html>"
    )
    entries = {
        e["url"].removeprefix("http://a.test"): e
        for e in frontier_entries(lxml.html.fromstring(html), hub, {}, 0.9, lambda url: False)
    }
    # The categories are one list of one shape; "Films" and "Home" are page kinds of their own.
    assert entries["/category/horror"]["nav"] == entries["/category/drama"]["nav"] == "repeat"
    assert entries["/films"]["nav"] is True and entries["/"]["nav"] is True
    # In the content, the hub's next step is alone of its kind; items, posts, the page's own next page
    # and other sites' links are not.
    lone = sorted(url for url, e in entries.items() if e.get("lone"))
    assert lone == ["/films/screenings"]
    # An off-topic page's links get no marks: the priors are for on-topic sites.
    off = frontier_entries(lxml.html.fromstring(html), hub, {}, None, lambda url: False)
    assert not any(e.get("lone") or e.get("nav") == "repeat" for e in off)


def test_sites_take_turns_within_a_kind_of_link():
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    for site in ("a", "b"):  # both sites visited: their links are no new sites
        frontier._site_pages[f"{site}.test"] = 1
    for site in ("a", "b"):
        home = f"http://{site}.test/"
        frontier.add_links([raw(f"{home}{page}", page, parent=home, nav=True) for page in ("films", "shop", "visit")])
        frontier.add_links([raw(f"{home}films/screenings", "Screenings", parent=f"{home}films", lone=True)])
    order = [url.removeprefix("http://") for url in _take_all(frontier)]
    # Every site's first navigation link before any site's second: a site found late is not left
    # waiting behind the whole map of the sites found before it. Kinds keep their order.
    assert order[:6] == ["a.test/films", "b.test/films", "a.test/shop", "b.test/shop", "a.test/visit", "b.test/visit"]
    assert order[6:] == ["a.test/films/screenings", "b.test/films/screenings"]


def test_resume_keeps_the_turns(tmp_path):
    path = tmp_path / "state.jsonl"
    state = MemoryState(path)
    frontier = LevelFrontier(state, FrontierConfig(mode="online"))
    frontier._site_pages.update({"a.test": 1, "b.test": 1})
    frontier.add_links([raw(f"http://a.test/{p}", p, nav=True) for p in ("films", "shop")])
    state._journal.close()  # killed: only the journal survives
    state._journal = None
    resumed = LevelFrontier(MemoryState(path), FrontierConfig(mode="online"))
    resumed._site_pages.update({"a.test": 1, "b.test": 1})
    resumed.add_links([raw(f"http://b.test/{p}", p, parent="http://b.test/", nav=True) for p in ("films", "shop")])
    assert [u.removeprefix("http://") for u in _take_all(resumed)] == [
        "a.test/films",
        "b.test/films",
        "a.test/shop",
        "b.test/shop",
    ]


def test_a_search_entry_that_is_one_item_of_a_list_does_not_go_first():
    page = "http://a.test/"
    html = (
        "<html><body><main><ul><li><a href='/post/1'>Find the best screenplay</a></li>"
        "<li><a href='/post/2'>Where to find old films</a></li><li><a href='/post/3'>Films</a></li></ul>"
        "<p><a href='/catalogue'>Search the catalogue</a></p></main></body></html>"
    )
    entries = frontier_entries(lxml.html.fromstring(html), page, {}, 0.9, lambda url: False)
    marks = {e["url"].removeprefix("http://a.test"): (e.get("listed", False), e.get("lone", False)) for e in entries}
    assert marks == {
        "/post/1": (True, False),
        "/post/2": (True, False),
        "/post/3": (True, False),
        "/catalogue": (False, True),
    }
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    frontier._site_pages["a.test"] = 1
    frontier.add_links(entries)
    first = frontier.next_link()
    assert first["url"] == "http://a.test/catalogue"  # the search entry first…
    frontier.done(first)
    assert frontier.pending() == 3  # …the posts wait for the next batch, "find" in their titles or not
    assert frontier.state.pending("discover/q1") == 0


def test_a_site_routing_every_page_through_one_template_keeps_its_search_entries():
    """WordPress serves every page as ``/?page_id=N`` (its posts as ``/?p=N``): each page its own page kind
    (:data:`~hiddenweb.discover.sitepriors.MENU_PAGE_KEYS`), so neither its menu nor the image link to its
    search in the content is one item of a list (its posts are)."""
    page = "http://a.test/"
    html = (
        "<html><body><nav><a href='/?page_id=2'>Fahrzeugangebot</a> <a href='/?page_id=3'>Kaufen</a> "
        "<a href='/?page_id=9'>Erweiterte Suche</a></nav><main>"
        "<a href='/?page_id=57'><img src='lupe.png' alt='Detailsuche'></a>"
        "<ul><li><a href='/?p=101'>VW Golf</a></li><li><a href='/?p=102'>Suche nach dem Glück</a></li></ul>"
        "</main></body></html>"
    )
    entries = frontier_entries(lxml.html.fromstring(html), page, {}, 0.9, lambda url: False)
    listed = {e["url"].removeprefix("http://a.test/"): e.get("listed", False) for e in entries}
    assert listed == {
        "?page_id=2": False,
        "?page_id=3": False,
        "?page_id=9": False,
        "?page_id=57": False,
        "?p=101": True,
        "?p=102": True,
    }
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    frontier._site_pages["a.test"] = 1
    frontier.add_links(entries)
    first = [frontier.next_link()["url"] for _ in range(2)]
    assert sorted(first) == ["http://a.test/?page_id=57", "http://a.test/?page_id=9"]  # before the rest


def test_a_site_whose_search_was_found_loses_its_navigation_priors():
    """Family E's job boards: the search found on the second page, then 80 facet paths
    (``/jobs/filter/full-time/health/``, each its own template and a navigation link) while other
    sites waited; once served, the site's links are ranked as any classified link."""

    def links() -> list[dict]:
        facets = [raw(f"http://a.test/jobs/filter/{f}/", f"Jobs {f}", nav=True) for f in ("it", "health", "sales")]
        return [
            *facets,
            raw("http://a.test/jobs/advanced-search", "Advanced search", nav=True),
            raw("http://b.test/tools", "Tools", parent="http://b.test/", nav=True),
        ]

    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    assert frontier.form_found("http://a.test/jobs/search", "form-1")  # the form page's verdict, then its links
    frontier.add_links(links())
    order = _take_all(frontier)
    # its search entry still first, then the other site's navigation, a's facets as plain links
    assert order[:2] == ["http://a.test/jobs/advanced-search", "http://b.test/tools"]
    assert set(order[2:]) == {f"http://a.test/jobs/filter/{f}/" for f in ("it", "health", "sales")}
    # before the form: a's navigation takes its turns beside b's
    plain = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    plain.add_links(links())
    assert _take_all(plain).index("http://b.test/tools") > 1
    # a form relevant by its page's words alone (a site-search box) does not serve its site
    boxed = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    assert boxed.form_found("http://a.test/", "site-search", serves_site=False)
    boxed.add_links(links())
    assert _take_all(boxed).index("http://b.test/tools") > 1


def test_a_script_app_menus_plain_twin_in_noscript_is_followed():
    """Family E's hash-bang apps: the menu's ``/#!/candidates`` is the home page to a crawler without
    script; its twin for such clients sits in ``<noscript>``, scripts' own text stays unread."""
    html = (
        "<html><body><nav><ul><li><a href='/#!/candidates'>Candidates</a></li></ul>"
        "<noscript><ul><li><a href='/html/candidates'>Candidates</a></li></ul></noscript></nav>"
        "<script>document.write(\"<a href='/from-script'>x</a>\")</script></body></html>"
    )
    links = {ctx.url: nav for ctx, nav, _ in page_links_nav(lxml.html.fromstring(html), "http://a.test/")}
    assert links == {"http://a.test/": True, "http://a.test/html/candidates": True}  # the fragment goes


def test_a_flood_of_one_kind_of_link_keeps_only_the_sites_map_in_front():
    """A faceted listing whose every filter combination is a navigation link of its own: past
    MAX_TURNS of one kind, a site's links wait for the batch, and another site's categories and hub
    steps, found later, come before them."""
    from hiddenweb.discover.frontier import MAX_TURNS

    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    frontier._site_pages.update({"facets.test": 1, "late.test": 1})
    facets = "http://facets.test/jobs/"
    frontier.add_links(
        [raw(f"{facets}f/{a}/{b}/", f"{a} {b}", parent=facets, nav=True) for a in "abcdefgh" for b in "ijklmnop"]
    )
    frontier.add_links([raw("http://late.test/categories", "Categories", parent="http://late.test/", nav="repeat")])
    order = [url.removeprefix("http://") for url in _take_all(frontier)]
    assert order.index("late.test/categories") == MAX_TURNS  # after the map, not behind 64 facets
    assert len([u for u in order if u.startswith("facets.test")]) == 64  # the rest are crawled after, not lost


def test_language_versions_of_a_page_are_one_page():
    for url, identity in [
        ("http://a.test/fr/Pages/Decisions.aspx", "/Pages/Decisions.aspx"),
        ("http://a.test/Pages/Decisions.aspx?lang=it&p=2", "/Pages/Decisions.aspx?p=2"),
        ("http://a.test/pt-br/servicos/", "/servicos/"),
        ("http://a.test/zh_hans/", "/"),
        ("http://a.test/de", "/"),
        ("http://a.test/fr/x;jsessionid=0A1B2C?sid=9f", "/x"),
    ]:
        assert page_identity(url) == identity, url
    for url in (
        "http://a.test/Pages/Decisions.aspx",
        "http://a.test/xx/a",
        "http://a.test/faq/",
        "http://a.test/idx/1",
    ):
        assert page_identity(url) == url[len("http://a.test") :], url  # no language mark: the page itself


def test_a_page_read_in_one_language_waits_in_the_others():
    """Family G: a site's navigation links every page's language versions (/, /de/, /it/ and the same
    pages under each); a quarter of the budget went to pages already read in another language."""
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online", template_pages=3))
    frontier.add_links([raw("http://a.test/Pages/Decisions.aspx", "Décisions", nav=True)])
    frontier.done(frontier.next_link())
    frontier.add_links(
        [
            raw("http://a.test/de/Pages/Decisions.aspx", "Entscheide", nav=True),
            raw("http://a.test/de/", "Deutsch", nav=True),
            raw("http://a.test/Pages/Services.aspx", "Services", nav=True),
        ]
    )
    version = annotate(raw("http://a.test/it/Pages/Decisions.aspx", "Decisioni", nav=True))
    assert frontier.rank(version)[0] == frontier.queue_count  # with the known templates' links
    order = _take_all(frontier)
    assert order[-1] == "http://a.test/de/Pages/Decisions.aspx" and len(order) == 3
    # counted once read, not when taken: a resumed crawl's link in flight is no version of itself
    fresh = LevelFrontier(MemoryState(), FrontierConfig(mode="online", template_pages=3))
    fresh.add_links([raw("http://a.test/fr/", "Français", nav=True)])
    assert not fresh._template_known(fresh.next_link())


def test_site_maps_in_several_languages():
    for anchor, url in [
        ("Mapa do site", "http://a.test/index.php?page=mapa-do-site"),
        ("", "http://a.test/sitemap.html"),
        ("Карта сайта", "http://a.test/x"),
        ("Plan du site", "http://a.test/plan"),
        ("サイトマップ", "http://a.test/"),
        ("Site haritası", "http://a.test/"),
        ("Χάρτης ιστότοπου", "http://a.test/"),
        ("Lapas karte", "http://a.test/lapas-karte"),
        ("Карта на сайта", "http://a.test/"),
        ("Mapa stranica", "http://a.test/"),
        ("", "http://a.test/svetaines-medis"),
    ]:
        assert link_kind(anchor, url) == "map", anchor or url
    for anchor, url in [("Roadmap", "http://a.test/roadmap"), ("Map of the museum", "http://a.test/map")]:
        assert link_kind(anchor, url) != "map", anchor


def test_the_site_map_goes_first_and_its_links_are_the_site_s_navigation():
    """Family H: the search page sat 2–4 clicks down the navigation of sites given 8 pages each; the
    site map names it, and its link is a search entry once the map is read."""
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    frontier.add_links(
        [
            raw("http://a.test/news", "News", nav=True),
            raw("http://a.test/services", "Services", nav=True),
            raw("http://a.test/mapa-do-site", "Mapa do site", nav=True),
        ]
    )
    taken = frontier.next_link()
    assert taken["url"] == "http://a.test/mapa-do-site"
    root = lxml.html.fromstring(
        "<html><body><ul>"
        + "".join(f"<li><a href='/index.php?page={p}'>{p}</a></li>" for p in ("noticias", "servicos", "contato"))
        + "<li><a href='/index.php?page=busca-de-patentes'>Busca de patentes</a></li></ul></body></html>"
    )
    entries = frontier_entries(root, taken["url"], taken, 0.9, frontier.known)
    assert all(e.get("nav") for e in entries)  # one template, all of them: the map, not a list of items
    frontier.done(taken)
    frontier.add_links(entries)
    assert frontier.next_link()["url"] == "http://a.test/index.php?page=busca-de-patentes"
    # the map of a site whose search was found, or of an off-topic page, has no precedence
    assert not frontier._map_first(annotate(raw("http://b.test/sitemap", "Sitemap", off_topic=True)))


def test_a_tab_named_search_is_a_search_entry_though_one_of_a_list():
    assert names_search_page("http://a.test/Default.aspx?tabid=186&tab=search")
    assert names_search_page("http://a.test/advanced-search")
    assert not names_search_page("http://a.test/blog/find-the-best-wines-of-2023")
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    tabs = ("overview", "statistics", "search", "downloads")
    frontier.add_links(
        [raw(f"http://a.test/registers?tab={t}", t.title(), parent="http://a.test/registers") for t in tabs]
        + [raw(f"http://a.test/blog/find-the-best-{k}", "Find the best", parent="http://a.test/blog") for k in "xy"]
    )
    listed = [annotate(dict(raw(f"http://a.test/registers?tab={t}", t.title()), listed=True)) for t in tabs]
    assert [frontier._entry_first(link) for link in listed] == [False, False, True, False]
    post = annotate(dict(raw("http://a.test/blog/find-the-best-x", "Find the best"), listed=True))
    assert not frontier._entry_first(post)


def test_the_frames_of_an_on_topic_page_come_with_it():
    """Family M: a frameset page was crawled, its menu frame (one of two frames of one shape, so
    neither a page kind alone nor a navigation link) waited in the batch, and the search it links to
    was never reached. A frame, or an iframe of another host (an embedded portal), is the rest of its page."""
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="online"))
    frontier.add_links([raw(f"http://a.test/news/{i}", f"News {i}", nav=True) for i in range(3)])
    frameset = "http://a.test/planreg/index.html"
    root = lxml.html.fromstring(
        "<html><head><title>Planning register</title></head><frameset cols='20%,80%'>"
        "<frame src='menu.html' name='menu'><frame src='main.html' name='main'></frameset></html>"
    )
    entries = frontier_entries(root, frameset, {"url": frameset, "depth": 1}, 0.9, frontier.known)
    portal = "http://a.test/planning"
    root = lxml.html.fromstring(
        "<html><body><iframe src='http://portal.b.test/app/search' title='Portal'></iframe>"
        "<a href='/planning/help'>Help</a><a href='/planning/fees'>Fees</a></body></html>"
    )
    entries += frontier_entries(root, portal, {"url": portal, "depth": 1}, 0.9, frontier.known)
    frames = {e["url"] for e in entries if e.get("frame")}
    assert frames == {
        "http://a.test/planreg/menu.html",
        "http://a.test/planreg/main.html",
        "http://portal.b.test/app/search",
    }
    frontier.add_links(entries)
    order = _take_all(frontier)
    assert set(order[:3]) == frames  # before the site's navigation and the pages' own links
    # an off-topic page's frames are links like its others
    off = frontier_entries(root, "http://c.test/f.html", {"url": "http://c.test/f.html"}, None, lambda _: False)
    assert not any(e.get("frame") for e in off)
