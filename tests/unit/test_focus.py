"""The focused-crawl core (ACHE, hiddenweb.discover): features, link classifier, learner, level frontier, DSFC,
page classifier, near-duplicate pages."""

from __future__ import annotations

import json

import lxml.html
import pytest

from hiddenweb.discover.dsfc import DomainFormClassifier
from hiddenweb.discover.features import select_features
from hiddenweb.discover.frontier import FrontierConfig, LevelFrontier
from hiddenweb.discover.learner import learn, path_examples, select_per_level
from hiddenweb.discover.links import LinkClassifier
from hiddenweb.discover.neardup import NearDuplicates
from hiddenweb.discover.outlinks import frontier_entries, page_links
from hiddenweb.discover.pages import PageClassifier, PageText
from hiddenweb.discover.searchforms import FormFilter, form_key
from hiddenweb.discover.terms import LinkContext, StemmerMismatch, link_terms, stem, text_terms, url_terms
from hiddenweb.domain import load_domain
from hiddenweb.forms import parse_forms
from hiddenweb.state import MemoryState
from tests.web import DOMAINS_DIR, write_domains


@pytest.fixture(scope="module", autouse=True)
def domains() -> None:
    write_domains()


def link(url: str, anchor: str = "", around: str = "", **extra) -> dict:
    ctx = LinkContext(url, anchor, around)
    return {"url": url, "terms": link_terms(ctx), "site": url.split("/")[2], **extra}


# -- features -----------------------------------------------------------------------------


def test_stemming_merges_inflections():
    assert stem("books") == stem("book")
    assert stem("searching") == stem("search")
    assert stem("libraries") == stem("library")
    assert stem("bookstores") == stem("bookstore")


def test_models_of_another_stemmer_are_refused():
    """Stems of hiddenweb's old stemmer ("new" for "news") would match silently wrong: refused, with a clear error."""
    pages, forms = _paths_web()
    saved = learn(pages, forms).classifier.to_dict()
    assert saved["format"] == 2 and saved["stemmer"] == "snowball-english"
    old = {k: v for k, v in saved.items() if k not in ("format", "stemmer")}  # a format 1 model
    with pytest.raises(StemmerMismatch, match="old built-in stemmer"):
        LinkClassifier.from_dict(old)
    with pytest.raises(ValueError, match="format 3"):
        LinkClassifier.from_dict({**saved, "format": 3})
    pos, neg = [PageText(body="novel author")] * 2, [PageText(body="storm weather")] * 2
    page_model = PageClassifier.train(pos, neg).to_dict()
    assert PageClassifier.from_dict(page_model).classify(PageText(body="a novel")).on_topic
    with pytest.raises(StemmerMismatch):
        PageClassifier.from_dict({k: v for k, v in page_model.items() if k != "stemmer"})
    assert PageClassifier.from_dict(PageClassifier.from_keywords(["book"]).to_dict()).keywords == ["book"]


def test_a_crawl_state_of_another_stemmer_is_refused():
    old = MemoryState()
    old.add("discover/seen", ["http://a.test/"])  # a frontier written before the stemmer was recorded
    with pytest.raises(StemmerMismatch, match="crawl state"):
        LevelFrontier(old, FrontierConfig(mode="baseline"))
    new = MemoryState()
    LevelFrontier(new, FrontierConfig(mode="baseline")).add_links([link("http://a.test/", "a")])
    assert LevelFrontier(new, FrontierConfig(mode="baseline")).pending() == 1  # resumes its own state


def test_page_links_anchor_and_around_in_text_order():
    root = lxml.html.fromstring(
        "<html><body><p>one two three four <a href='/adv'>Advanced search</a> five six</p>"
        "<script>var x = '<a href=/no>';</script><a href='javascript:void(0)'>js</a><a href='#top'>top</a></body></html>"
    )
    links = page_links(root, "http://example.test/dir/page", around=3)
    assert [link.url for link in links] == ["http://example.test/adv"]
    assert links[0].anchor == "Advanced search"
    assert links[0].around == "two three four five six js"


def test_an_image_link_reads_as_its_alt_an_icon_as_its_label():
    """A search reached by an image (its words in ``alt``) or an icon button (``aria-label``) has an anchor."""
    root = lxml.html.fromstring(
        "<html><body><nav><a href='/find'><img src='lupe.png' alt='Detailsuche'></a> "
        "<a href='/cars' aria-label='Fahrzeugsuche'><i class='icon-search'></i></a> "
        "<a href='/t' title='Tip'>Text</a></nav><map><area href='/map' alt='Zur Suche'></map></body></html>"
    )
    links = page_links(root, "http://example.test/", around=2)
    assert [(link.anchor, link.around) for link in links] == [
        ("Detailsuche", "Fahrzeugsuche Text"),
        ("Fahrzeugsuche", "Detailsuche Text Zur"),
        ("Text", "Detailsuche Fahrzeugsuche Zur Suche"),
        ("Zur Suche", "Fahrzeugsuche Text"),
    ]


def test_an_embedded_page_is_a_link_named_by_its_title():
    """A catalogue's search embedded from the catalogue software (``<iframe src>``), a frameset's frames."""
    root = lxml.html.fromstring(
        "<html><body><h1>Collection</h1><iframe src='https://opac.example.org/search?embed=1' "
        "title='Catalogue search'>Your browser shows no frames</iframe><iframe src='about:blank'></iframe>"
        "</body></html>"
    )
    links = page_links(root, "http://museum.test/collection/")
    assert [(link.url, link.anchor) for link in links] == [
        ("https://opac.example.org/search?embed=1", "Your browser shows no frames Catalogue search")
    ]
    frames = lxml.html.fromstring(
        "<html><head><title>Rechtsprechung</title></head><frameset cols='20%,80%'>"
        "<frame src='menu.html' name='menu'><frame src='/app/start.jsf' name='inhalt'></frameset></html>"
    )
    assert [(link.url, link.anchor) for link in page_links(frames, "http://court.test/portal/")] == [
        ("http://court.test/portal/menu.html", "menu"),
        ("http://court.test/app/start.jsf", "inhalt"),
    ]


def test_feature_selection_top_terms_and_url_subterms():
    paths = [
        LinkContext(f"http://s{i}.test/jobsearch/list{i}", "Search jobs", "find your next career") for i in range(5)
    ]
    paths += [LinkContext("http://x.test/job/", "Jobs", "")]
    selected = select_features(paths, top_n=3)
    assert "search" in selected.terms["anchor"]
    assert "job" in selected.terms["anchor"]
    # "job" absorbs the frequency of "jobsearch" (Alg. 2, URL sub-terms)
    assert selected.terms["url"][0] == "job"
    assert selected.frequencies["url"]["job"] == 6
    assert "url:job" in selected.vector(LinkContext("http://new.test/jobsearch/", "", ""))


def test_features_are_selected_per_level():
    """Alg. 2 per distance: topic words on every path link must not crowd out each level's own words."""
    topic = ["novel", "fiction", "poetry", "author"]
    examples = []
    for i in range(12):
        words = f"book {topic[i % 4]} {topic[(i + 1) % 4]}"
        examples.append((link_terms(LinkContext(f"http://s{i}.test/find", f"Search {words}", "")), 1))
        examples.append((link_terms(LinkContext(f"http://s{i}.test/stacks", f"Catalog {words}", "")), 2))
        examples.append((link_terms(LinkContext(f"http://s{i}.test/", f"Shop {i} {words}", "")), 3))
        examples.append((link_terms(LinkContext(f"http://s{i}.test/privacy", f"Privacy {words}", "")), 4))
    pooled = select_features((terms for terms, level in examples if level <= 3), top_n=3)
    assert "search" not in pooled.terms["anchor"]  # book, and topic words on every level, fill the top 3
    selected = select_per_level(examples, top_n=3)
    assert {"search", "catalog", "privaci"} <= set(selected.terms["anchor"])
    assert selected.frequencies["anchor"]["book"] == 48  # added up over the levels
    model = LinkClassifier.train(selected, examples)
    assert model.classify(link_terms(LinkContext("http://new.test/x", "Search poetry", ""))).level == 1
    assert model.classify(link_terms(LinkContext("http://new.test/y", "Privacy poetry", ""))).level == 4


# -- link classifier and learner -------------------------------------------------------------


def _paths_web() -> tuple[dict, list[str]]:
    """A page log: home -> catalog -> advanced search (form) on 6 sites, plus article links."""
    pages: dict[str, dict] = {}
    forms = []
    for s in range(6):
        home = f"http://site{s}.test/"
        cat = f"http://site{s}.test/catalog"
        adv = f"http://site{s}.test/catalog/advanced-search"
        pages[home] = {"parent": None, "terms": link_terms(LinkContext(home, f"Site {s}", "directory of shops"))}
        pages[cat] = {"parent": home, "terms": link_terms(LinkContext(cat, "Catalog", "about us news"))}
        pages[adv] = {
            "parent": cat,
            "terms": link_terms(LinkContext(adv, "Advanced catalog search", "opening hours events")),
        }
        forms.append(adv)
        for a in range(10):
            url = f"http://site{s}.test/articles/{a}"
            pages[url] = {
                "parent": home,
                "terms": link_terms(LinkContext(url, f"story number {a} reading", "latest stories")),
            }
    return pages, forms


def test_path_examples_levels_from_the_page_log():
    pages, forms = _paths_web()
    positives, negatives = path_examples(pages, forms, levels=3)
    levels = sorted(level for _, level in positives)
    assert levels.count(1) == 6 and levels.count(2) == 6 and levels.count(3) == 6
    assert negatives and all(level == 4 for _, level in negatives)


def test_learned_classifier_ranks_search_links_first():
    pages, forms = _paths_web()
    result = learn(pages, forms, levels=3)
    assert result is not None
    model = result.classifier
    near = model.classify(link_terms(LinkContext("http://new.test/search/advanced", "Advanced search", "")))
    middle = model.classify(link_terms(LinkContext("http://new.test/catalog", "Catalog", "")))
    far = model.classify(link_terms(LinkContext("http://new.test/articles/3", "story reading", "latest stories")))
    assert near.level == 1
    assert middle.level == 2
    assert far.level == 4
    restored = LinkClassifier.from_dict(json.loads(json.dumps(model.to_dict())))
    assert restored.classify(link_terms(LinkContext("http://n.test/catalog", "Catalog", ""))).level == 2


def test_a_words_weight_grows_with_its_support():
    """m-estimates: a word seen around one path, and on half the far links, weighs next to nothing;
    seen around twenty paths, it counts (add-one smoothing gives the single path a third of that weight)."""

    def weight(paths: int) -> float:
        examples = [(link_terms(LinkContext(f"http://s{i}.test/find", "Search", "cinema")), 1) for i in range(paths)]
        examples += [
            (link_terms(LinkContext(f"http://s{i}.test/post", "Read", "cinema" if i % 2 else "")), 4) for i in range(60)
        ]
        model = LinkClassifier.train(select_per_level(examples), examples)
        j = model.index["around:cinema"]
        return float(model.log_on[0, j] - model.log_on[-1, j])

    assert abs(weight(1)) < 0.15
    assert weight(20) > 0.4


# -- frontier ------------------------------------------------------------------------------------


def _model() -> LinkClassifier:
    pages, forms = _paths_web()
    return learn(pages, forms).classifier


def test_frontier_level_order_and_persistent_refill():
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="offline"), initial_model=_model())
    frontier.add_seeds([link("http://seed.test/", "seed", seed=True)])
    seed = frontier.next_link()
    assert seed["url"] == "http://seed.test/"
    frontier.done(seed)
    frontier.add_links(
        [
            link("http://a.test/articles/1", "story reading", "latest stories"),
            link("http://b.test/catalog", "Catalog"),
            link("http://c.test/catalog/advanced-search", "Advanced catalog search"),
        ]
    )
    # New links wait in the persistent frontier; queues refill only when empty.
    assert state.pending("discover/q1") == 0
    order = [frontier.next_link()["url"] for _ in range(3)]
    assert order == ["http://c.test/catalog/advanced-search", "http://b.test/catalog", "http://a.test/articles/1"]
    assert frontier.next_link() is None
    # Duplicates never re-enter.
    assert frontier.add_links([link("http://b.test/catalog", "Catalog")]) == 0


def test_frontier_batches_new_links_until_queues_are_empty():
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="offline"), initial_model=_model())
    frontier.add_links([link(f"http://a.test/articles/{i}", "story") for i in range(3)])
    first = frontier.next_link()  # refill: the three articles enter the queues
    assert first["url"].startswith("http://a.test/articles/")
    frontier.add_links([link("http://z.test/search/advanced", "Advanced search")])
    # The better link waits in the persistent frontier until the queues are empty.
    rest = [frontier.next_link()["url"] for _ in range(3)]
    assert rest[:2] == sorted(rest[:2]) or all("articles" in u for u in rest[:2])
    assert rest[-1] == "http://z.test/search/advanced"


def test_refill_moves_only_the_best_links_of_the_persistent_frontier():
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="offline", refill_size=2), initial_model=_model())
    frontier.add_links([link(f"http://a.test/articles/{i}", "story reading", "latest stories") for i in range(4)])
    frontier.add_links(
        [link("http://b.test/catalog", "Catalog"), link("http://c.test/search/advanced", "Advanced search")]
    )
    assert frontier.refill() == 2
    firsts = {frontier.next_link()["url"], frontier.next_link()["url"]}
    assert firsts == {"http://b.test/catalog", "http://c.test/search/advanced"}
    assert frontier.pending() == 6  # 2 leased + 4 still in the persistent frontier


def test_far_links_go_least_far_first():
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="offline"), initial_model=_model())
    frontier.add_links(
        [
            link("http://f.test/articles/1", "story number reading", "latest stories"),
            link("http://f.test/articles/2", "story number", "latest stories"),
        ]
    )
    frontier.refill()
    far = frontier.queue_name(frontier.queue_count)
    assert state.pending(far) == 2
    # The link with fewer far words is less surely far: it comes first.
    assert state.pop(far, lease=0)[1]["url"] == "http://f.test/articles/2"


def test_learning_also_every_learn_pages_pages():
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="online", learn_every=100, learn_pages=50))
    pages, forms = _paths_web()
    entries = list(pages.items())
    for url, entry in entries[:60]:  # no relevant form yet: nothing to learn from
        frontier.page_visited(url, entry["parent"], entry["terms"])
    assert frontier.learning_iterations == 0
    frontier.form_found(forms[0], "form0")  # far below learn_every
    assert frontier.learning_iterations == 0
    for url, entry in entries[60:]:
        frontier.page_visited(url, entry["parent"], entry["terms"])
    assert frontier.learning_iterations == 1  # 50 pages after the last learning
    assert frontier.model is not None


def test_per_site_stopping_criteria():
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="baseline", max_site_pages=3, max_site_forms=2))
    frontier.add_links([link(f"http://farm.test/p/{i}", "deals", score=0.5) for i in range(10)])
    frontier.add_links([link("http://other.test/", "other", score=0.1)])
    urls = []
    while (nxt := frontier.next_link()) is not None:
        urls.append(nxt["url"])
    assert sum("farm.test" in u for u in urls) == 3
    assert "http://other.test/" in urls
    assert frontier.dropped_sites == 7
    # Forms: the site is left after max_site_forms distinct forms.
    frontier.add_links([link(f"http://forms.test/{i}", "x", score=0.5) for i in range(5)])
    frontier.form_found("http://forms.test/0", "k1")
    frontier.form_found("http://forms.test/1", "k1")  # same form: not distinct
    assert not frontier.site_exhausted("forms.test")
    frontier.form_found("http://forms.test/1", "k2")
    assert frontier.site_exhausted("forms.test")
    assert frontier.next_link() is None


def test_politeness_skips_busy_sites():
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="baseline"))
    frontier.add_links(
        [
            link("http://busy.test/1", score=0.9),
            link("http://busy.test/2", score=0.8),
            link("http://free.test/", score=0.1),
        ]
    )
    got = frontier.next_link(busy=lambda site: site == "busy.test")
    assert got["url"] == "http://free.test/"
    assert frontier.next_link()["url"] == "http://busy.test/1"


def test_learner_changes_link_ranking_after_threshold():
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="online", learn_every=6))
    queued = [
        link("http://q.test/articles/9", "story reading", "latest stories", score=0.9),
        link("http://q.test/search/advanced", "Advanced search", score=0.1),
    ]
    frontier.add_links(queued)
    frontier.refill()
    assert frontier.model is None
    # Baseline ranking: by the parent page's score, the article first.
    assert state.pop("discover/q1", lease=0)[1]["url"] == "http://q.test/articles/9"
    state = MemoryState()
    frontier = LevelFrontier(state, FrontierConfig(mode="online", learn_every=6))
    frontier.add_links(queued)
    frontier.refill()
    pages, forms = _paths_web()
    for url, entry in pages.items():
        frontier.page_visited(url, entry["parent"], entry["terms"])
    for i, url in enumerate(forms[:5]):
        frontier.form_found(url, f"form{i}")
    assert frontier.learning_iterations == 0  # below the threshold
    frontier.form_found(forms[5], "form5")
    assert frontier.learning_iterations == 1
    assert frontier.next_link()["url"] == "http://q.test/search/advanced"
    assert state.read("discover/learning")[0]["features"]["anchor"]


def test_resume_keeps_learned_model_and_frontier(tmp_path):
    path = tmp_path / "state.jsonl"
    state = MemoryState(path)
    frontier = LevelFrontier(state, FrontierConfig(mode="online", learn_every=6))
    pages, forms = _paths_web()
    for url, entry in pages.items():
        frontier.page_visited(url, entry["parent"], entry["terms"])
    for i, url in enumerate(forms):
        frontier.form_found(url, f"form{i}")
    frontier.add_links(
        [link("http://r.test/articles/1", "story"), link("http://r.test/search/advanced", "Advanced search")]
    )
    in_flight = frontier.next_link()
    assert in_flight["url"] == "http://r.test/search/advanced"
    # Killed here: no close(), only the journal survives.
    state._journal.close()
    state._journal = None
    resumed_state = MemoryState(path)
    resumed = LevelFrontier(resumed_state, FrontierConfig(mode="online", learn_every=6))
    assert resumed.model is not None and resumed.learning_iterations == 1
    assert resumed.model.to_dict() == frontier.model.to_dict()
    assert resumed.pending() == frontier.pending() == 2
    # The link that was in flight is queued again, and still comes first.
    assert resumed.next_link()["url"] == "http://r.test/search/advanced"
    assert not resumed.mark_seen("http://r.test/articles/1")


def test_frontier_entries_of_a_page_skip_known_links():
    root = lxml.html.fromstring(
        "<html><body><a href='/a'>A</a> <a href='/b#x'>B</a> <a href='/b'>B again</a>"
        "<a href='http://other.test/c'>C</a></body></html>"
    )
    frontier = LevelFrontier(MemoryState(), FrontierConfig(mode="baseline"))
    frontier.mark_seen("http://site.test/a")
    parent = {"url": "http://site.test/", "depth": 1}
    entries = frontier_entries(root, "http://site.test/", parent, 0.75, frontier.known)
    assert [e["url"] for e in entries] == ["http://site.test/b", "http://other.test/c"]
    assert entries[0] == {
        "url": "http://site.test/b",
        "parent": "http://site.test/",
        "anchor": "B",
        "around": "A B again C",
        "score": 0.75,
        "depth": 2,
        "site": "site.test",
        "template": "/b",
        "lone": True,  # the page's one content link of its kind
    }
    off_topic = frontier_entries(root, "http://site.test/", parent, None, frontier.known)
    assert all(e["off_topic"] and e["score"] == 0.0 for e in off_topic)


def test_modes_are_validated():
    with pytest.raises(ValueError):
        LevelFrontier(MemoryState(), FrontierConfig(mode="psychic"))


# -- near-duplicate pages ------------------------------------------------------------------------

_FILLER = (
    "the a of and to in for with on at by from this that is are was were be been it its their our your "
    "book novel author reading library shelf paperback poetry fiction story chapter page cover edition"
).split()


def _text(rng, n: int) -> str:
    return " ".join(rng.choice(_FILLER) for _ in range(n))


def test_near_duplicates_catch_a_trap_whose_pages_differ_by_a_few_words():
    import random

    rng = random.Random(5)
    nav = "Home Books Authors Events About Contact Sign in Register Newsletter"
    intro, footer = _text(rng, 150), "Copyright Inkwell Bookshop all rights reserved privacy terms"
    quotes = [_text(rng, 8) for _ in range(12)]
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    months = [
        "January",
        "February",
        "March",
        "April",
        "May",
        "June",
        "July",
        "August",
        "September",
        "October",
        "November",
        "December",
    ]
    seen = NearDuplicates(MemoryState())
    flags = [
        seen.seen(
            "shop.test",
            f"Events {nav} {intro} Quote of the day: {rng.choice(quotes)} Visitors: {1000 + 7 * i} "
            f"Today is {days[i % 7]} {i % 28 + 1} {months[i % 12]} 2024 {footer}",
        )
        for i in range(12)
    ]
    assert not flags[0]
    assert sum(flags) >= 8  # the trap is cut within its first pages (links of a duplicate are not followed)
    # The exact hash of digit-masked text this replaced caught none of these (each page has other words).
    # Distinct pages of one site, sharing navigation and footer, are not near-duplicates.
    distinct = [
        seen.seen("shop.test", f"{_text(rng, 6)} {nav} {_text(rng, 120)} You may also like {_text(rng, 30)} {footer}")
        for _ in range(200)
    ]
    assert not any(distinct)
    menu = _text(rng, 100)  # a site whose pages are half navigation
    assert not any(seen.seen("menus.test", f"{menu} {_text(rng, 100)}") for _ in range(200))
    # Nor is a twin page on another site (the test is per site).
    assert not seen.seen(
        "mirror.test",
        f"Events {nav} {intro} Quote of the day: {quotes[0]} Visitors: 1 Today is Monday 1 January 2024 {footer}",
    )


def test_near_duplicates_live_in_the_crawl_state(tmp_path):
    """JOBDIR resume (and a fleet's shared state) still knows the pages seen before; nothing is kept in memory."""
    text = "Book club events calendar readings by authors poetry nights " * 5
    state = MemoryState(tmp_path / "state.jsonl")
    assert not NearDuplicates(state).seen("club.test", text + "month 1")
    state.close()
    resumed = NearDuplicates(MemoryState(tmp_path / "state.jsonl"))
    assert resumed.seen("club.test", text + "month 2")  # numbers are masked: the same page
    assert not resumed.seen("club.test", "Opening hours of the shop and how to find us " * 3)


# -- searchable forms -----------------------------------------------------------------------------


def test_form_filter_stages_and_keys():
    forms = parse_forms(
        f"<html><head><title>Books</title></head><body>{BOOK_SEARCH}{MOVIE_FORM}{LOGIN_FORM}</body></html>",
        "http://portal.test/search",
    )
    page = PageText(title="Books and films")
    books = FormFilter(DomainFormClassifier(load_domain(DOMAINS_DIR / "books.json")))
    stages = [books.assess(form, page).stage for form in forms]
    assert stages == ["relevant", "off_domain", "type"]
    verdict = books.assess(forms[0], page)
    assert verdict.key == form_key(forms[0]) != form_key(forms[1])
    item = verdict.item("http://portal.test/search", 2)
    assert item.key == verdict.key and item.site == "portal.test" and item.depth == 2
    assert item.template is not None and item.template["keyword"] == "q" and item.keyword_field == "q"
    assert item.relevance > 0.9 and "isbn" in item.matches.values()
    # Without a domain every searchable form is relevant.
    assert [FormFilter(None).assess(form, page).stage for form in forms] == ["relevant", "relevant", "type"]


def test_a_get_form_of_no_known_type_whose_fields_match_the_domain_is_a_search_of_it():
    """Family J: a registry's search of "Condition", "Active substance" and "Country" boxes under an
    arrow for a button had P(search) 0.28 and the type *other*; its fields say what it searches."""
    books = FormFilter(DomainFormClassifier(load_domain(DOMAINS_DIR / "books.json")))
    fields = "<label>Title <input name='t'></label><label>Author <input name='a'></label><button>→</button>"
    page = PageText(title="Catalogue")
    (form,) = parse_forms(f"<html><body><form method='get' action='/c'>{fields}</form></body></html>", "http://l.test/")
    verdict = books.assess(form, page)
    assert verdict.stage == "relevant" and verdict.kind == "search" and verdict.searchable < 0.5
    assert set(verdict.relevance.matches.values()) == {"title", "author"}
    # by POST the same fields make a record (a new issue, a new entry); one matched field says too little
    (posted,) = parse_forms(
        f"<html><body><form method='post' action='/c'>{fields}</form></body></html>", "http://l.test/"
    )
    one = "<label>Title <input name='t'></label><label>Colour <input name='c'></label><button>→</button>"
    (single,) = parse_forms(f"<html><body><form method='get' action='/c'>{one}</form></body></html>", "http://l.test/")
    assert books.assess(posted, page).stage == "type" and books.assess(single, page).stage == "type"


def test_a_search_by_select_whose_options_name_attributes_makes_its_box_a_search_of_the_domain():
    """Family K (session 23): "[Επωνυμία | Αριθμός ΓΕΜΗ | ΑΦΜ ▾] [      ]" and a register select: the
    options name three attributes, the box has no label; two fields the domain did not know kept the text
    judge from speaking, though the page and the form said "register" everywhere."""
    books = DomainFormClassifier(load_domain(DOMAINS_DIR / "books.json"))
    selector = "<select name='by'><option>Title</option><option>Author</option><option>ISBN</option></select>"
    page = PageText(title="Books: the library's catalogue", headings="Search the books")
    html = f"<form method='get' action='/find'>{selector}<input name='q'><button>Go</button></form>"
    (form,) = parse_forms(f"<html><body>{html}</body></html>", "http://lib.test/")
    verdict = books.assess(form, page)
    assert verdict.relevant and verdict.specific
    # options that name no attribute are no selector: the same box beside a select of colours
    colours = "<select name='c'><option>Red</option><option>Green</option><option>Blue</option></select>"
    html = f"<form method='get' action='/find'>{colours}<input name='q'><button>Go</button></form>"
    (other,) = parse_forms(f"<html><body>{html}</body></html>", "http://lib.test/")
    assert not books.assess(other, page).relevant


# -- page classifier ---------------------------------------------------------------------------------


def test_page_classifier_from_keywords():
    clf = PageClassifier.from_keywords(["book", "novel", "author"])
    on = clf.classify(PageText(title="The Reading Room - books", body="new novels by your favourite author"))
    off = clf.classify(PageText(title="Daily News", body="election weather storm market"))
    assert on.on_topic and not off.on_topic
    assert on.score > off.score
    # Same stem, other topic: "booking" is no "book" (a hotel page is not about books).
    hotel = clf.classify(PageText(title="Harbor Inn - booking", body="booking rooms, booking suites, booked out"))
    assert not hotel.on_topic
    libraries = PageClassifier.from_keywords(["library"]).classify(
        PageText(title="Public libraries", body="two libraries")
    )
    assert libraries.on_topic


def test_a_keyword_of_several_words_counts_as_a_phrase_not_as_its_short_words():
    """Family K (session 23): "Registro de Empresas", "Rejista ya Makampuni", "In liquidation" made every
    page with "de", "ya" or "in" a hit; 2,196 of 3,000 pages were on topic, most of them cooking, football
    and travel sites, and the crawl went where they linked."""
    clf = PageClassifier.from_keywords(["Registro de Empresas", "Rejista ya Makampuni", "In liquidation"])
    recipe = PageText(title="Receta de paella", body="arroz de mariscos, caldo de pescado; in a pan, ya listo")
    assert not clf.classify(recipe).on_topic
    register = PageText(title="Registro de empresas", body="Consulte el registro")
    assert clf.classify(register).on_topic  # the phrase, its long words alone too ("registro")
    swahili = PageText(title="Huduma", body="Tafuta kwenye Rejista ya Makampuni. Makampuni yote")
    assert clf.classify(swahili).on_topic
    assert not clf.names_topic("Despre de in ya") and clf.names_topic("Makampuni")


def test_keywords_and_terms_of_languages_written_without_spaces():
    """A Japanese dealer's home page is one regex "word" per sentence: its keyword 中古車 is found
    where it occurs, and its links' terms are character bigrams, as a learnt model needs them."""
    clf = PageClassifier.from_keywords(["中古車", "自動車", "car"])
    dealer = clf.classify(PageText(title="中古車販売の山本モータース", body="在庫一覧 メーカー・車種から探す"))
    news = clf.classify(PageText(title="大阪のニュース", body="天気 選挙 市場"))
    assert dealer.on_topic and not news.on_topic
    assert clf.classify(PageText(title="Used car dealer", body="cars")).on_topic  # spaced scripts as before
    assert text_terms("メーカー・車種から探す") == ["メー", "ーカ", "カー", "車種", "種か", "から", "ら探", "探す"]
    assert "検索" in url_terms("http://yamamoto.example.jp/ja/%E4%B8%AD%E5%8F%A4%E8%BB%8A%E6%A4%9C%E7%B4%A2/")
    assert text_terms("일자리를 찾기") == ["일자", "자리", "리를", "찾기"]
    # Thai writes no spaces either: "museum" inside a museum's name and running text.
    thai = PageClassifier.from_keywords(["พิพิธภัณฑ์", "museum"])
    assert thai.classify(PageText(title="พิพิธภัณฑ์เมืองเชียงใหม่", body="ยินดีต้อนรับสู่พิพิธภัณฑ์ของเรา")).on_topic
    assert not thai.classify(PageText(title="ร้านอาหารเชียงใหม่", body="เมนูอาหารไทย")).on_topic


def test_page_classifier_trained_on_example_folder(tmp_path):
    for label, words in (
        ("positive", "book novel author isbn paperback"),
        ("negative", "storm election weather market"),
    ):
        (tmp_path / label).mkdir()
        for i in range(4):
            (tmp_path / label / f"{i}.html").write_text(
                f"<html><title>{words.split()[i]}</title><body>{words} {i}</body></html>"
            )
    clf = PageClassifier.from_folder(tmp_path)
    assert clf.classify(PageText(body="a paperback novel by an author")).on_topic
    assert not clf.classify(PageText(body="weather report: storm over the market")).on_topic
    again = PageClassifier.from_dict(json.loads(json.dumps(clf.to_dict())))
    assert again.classify(PageText(body="isbn of the book")).on_topic
    with pytest.raises(ValueError):
        PageClassifier.from_folder(tmp_path / "positive")


# -- DSFC ----------------------------------------------------------------------------------------------

BOOK_FORM = """<form action='/results' method='get'><label>Title <input name='title'></label>
<label>Author <input name='author'></label><label>ISBN <input name='isbn'></label><input type='submit' value='Search'></form>"""
MOVIE_FORM = """<form action='/results/movies' method='get'><label>Movie title <input name='title'></label>
<label>Actor <input name='actor'></label><label>Director <input name='director'></label>
<select name='genre'><option>Comedy</option><option>Drama</option></select><input type='submit' value='Search'></form>"""
GENERIC_BOX = "<form action='/s'><input name='q'><input type='submit' value='Go'></form>"
BOOK_SEARCH = """<form action='/results/books' method='get'><label>Search books <input name='q'></label>
<label>Author <input name='author'></label><label>ISBN <input name='isbn'></label><input type='submit' value='Search'></form>"""
LOGIN_FORM = """<form action='/login' method='post'><label>E-mail <input type='email' name='email'></label>
<label>Password <input type='password' name='password'></label><button type='submit'>Sign in</button></form>"""


def _form(html: str):
    return parse_forms(f"<html><body>{html}</body></html>", "http://portal.test/search")[0]


def test_dsfc_attribute_relevance_for_multi_field_forms():
    dsfc = DomainFormClassifier(load_domain(DOMAINS_DIR / "books.json"))
    book = dsfc.assess(_form(BOOK_FORM))
    assert book.relevant and book.attribute_score > 0.9
    assert set(book.matches.values()) >= {"author", "isbn"}
    movie = dsfc.assess(_form(MOVIE_FORM))
    assert not movie.relevant
    movies = DomainFormClassifier(load_domain(DOMAINS_DIR / "movies.json"))
    assert movies.assess(_form(MOVIE_FORM)).relevant
    assert not movies.assess(_form(BOOK_FORM)).relevant


def test_dsfc_context_decides_generic_boxes():
    dsfc = DomainFormClassifier(load_domain(DOMAINS_DIR / "books.json"))
    on_topic = PageText(title="Inkwell Books - novels, paperback books", headings="Search our books")
    off_topic = PageText(title="Daily News", headings="Weather")
    assert dsfc.assess(_form(GENERIC_BOX), on_topic).relevant
    assert not dsfc.assess(_form(GENERIC_BOX), off_topic).relevant


def test_dsfc_keywords_match_as_phrases(tmp_path):
    """A keyword of several words is a hit where its words stand in a row, not where one of them does:
    "used cars" names the domain, a condition select's "Used" does not."""
    domain = tmp_path / "cars.json"
    domain.write_text(
        '{"name": "cars", "threshold": 0.9, "keywords": ["used cars", "add to cart"], "attributes": ['
        '{"name": "make", "aliases": ["make", "brand"], "specificity": 0.9}]}'
    )
    dsfc = DomainFormClassifier(load_domain(domain))
    used = _form(
        "<form action='/s'><input name='q'><select name='c'><option>Used</option><option>New</option></select></form>"
    )
    assert dsfc.text_relevance(used) == 0.0
    assert dsfc.text_relevance(_form("<form action='/s'><label>Search used cars <input name='q'></label></form>")) > 0.5
    # stop words inside a keyword and inside the text are dropped alike
    assert dsfc.text_relevance(_form("<form action='/s'><input name='q'><button>Add to cart</button></form>")) > 0.5
    assert dsfc.text_relevance(_form("<form action='/s'><input name='q'><button>Cart</button></form>")) == 0.0


def test_dsfc_words_do_not_overrule_the_fields_of_a_multi_field_form():
    """A form of several query fields is judged by them: one field matching an attribute (Author) does
    not let a keyword in the page's words accept the shop's form the fields rejected."""
    dsfc = DomainFormClassifier(load_domain(DOMAINS_DIR / "books.json"))
    page = PageText(title="Inkwell Books - novels, paperback books", headings="Search our books")
    shop = (
        "<form action='/shop'><label>Author <input name='author'></label><input name='brand'>"
        "<input name='colour'><input name='price_max'><button>Books</button></form>"
    )
    verdict = dsfc.assess(_form(shop), page)
    assert verdict.specific and verdict.text_score > 0.5
    assert verdict.attribute_score < dsfc.domain.threshold and not verdict.relevant


def test_a_keyword_box_does_not_serve_its_site_an_attribute_of_the_domain_does(tmp_path):
    """A site-search box matches a domain's keyword attribute, as it would any domain's: relevant by its
    page's words, it is not the site's search of the domain (the frontier keeps exploring the site)."""
    domain = tmp_path / "books.json"
    domain.write_text(
        '{"name": "books", "threshold": 0.9, "keywords": ["book", "books", "novels"], "attributes": ['
        '{"name": "keyword", "aliases": ["keyword", "search", "query"], "specificity": 0.3},'
        '{"name": "author", "aliases": ["author", "writer"], "specificity": 0.8},'
        '{"name": "isbn", "aliases": ["isbn"], "specificity": 0.9}]}'
    )
    page = PageText(title="Inkwell Books - novels, paperback books", headings="Search our books")
    forms = FormFilter(DomainFormClassifier(load_domain(domain)))
    box = forms.assess(_form("<form action='/s'><label>Search <input name='query'></label></form>"), page)
    assert box.relevant and box.relevance is not None and box.relevance.matches == {"query": "keyword"}
    assert not box.serves_site
    assert forms.assess(_form(BOOK_SEARCH), page).serves_site
    # The page's words speak for a form whose fields say nothing else: not for the shop's product search
    shop = "<form action='/shop'><input name='q'><input name='brand'><input name='price_max'></form>"
    assert not forms.assess(_form(shop), page).relevant
    sorted_box = (
        "<form action='/s'><label>Search <input name='query'></label><select name='sort'><option>Newest</option></select>"
        "<select name='per_page'><option>20</option><option>50</option></select><input name='genre'></form>"
    )
    assert forms.assess(_form(sorted_box), page).relevant  # sort and page size ask nothing; one filter beside
