"""Family L's page tables: what each kind of site has, and where each form site hides its relevant search form.

:func:`site_pages` fills a site's routes, navigation, dropdown, footer and icon links; the hiding places are the
``_hide_*`` functions (one per entry of :data:`tests.web12.build.HIDES`), each recording the click path from the
home page to the form page in ``site.chain``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from tests.web12.build import CLICKS, PERIODS, Page, Site, host_label
from tests.web12.lang import CATEGORIES, RECORDS, slugify


def ext(idx: int, path: str = "/") -> str:
    """A link to another site (resolved to its base URL when the page renders)."""
    return f"@{idx}{path}"


def _sep(url: str) -> str:
    return "&" if "?" in url else "?"


def site_pages(s: Site, sites: list[Site], rng: random.Random) -> None:
    """Fill ``s``'s page table."""
    if s.kind == "seed":
        _seed(s, sites, rng)
        return
    if s.kind == "hub":
        _hub(s, sites, rng)
        return
    _common(s, sites, rng)
    if s.kind == "form":
        _FORM_HIDES[s.sub](s, sites, rng)
        if s.sub not in ("image_map", "home_sidebar") and rng.random() < 0.6:
            _lookalike(s, rng)
    elif s.kind == "decoy":
        _DECOY[s.sub](s, sites, rng)
    elif s.kind == "neighbour":
        _neighbour(s, rng)
    else:
        _offtopic(s, rng)
    _finish(s, rng)


# -- what every site has ------------------------------------------------------------------------
def _common(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    if s.scheme == "wiki":
        main = s.url("main", L["home"])
        s.home = main
        s.add("/", Page("redirect", L["home"], data={"to": main}))
        s.add(main, Page("home", s.title, data={"intro": [L["t_intro"], L["t_about"]]}))
    else:
        s.add("/", Page("home", s.title, data={"intro": [_intro(s)]}))
    about = s.page("about", L["about"], paras=[_intro(s), L["t_about"] if s.kind != "offtopic" else L["fill"]])
    contact = s.page("contact", L["contact"], "nform", nk="contact")
    privacy = s.page("privacy", L["privacy"], paras=[L["fill"]])
    access = s.page("access", L["access"], paras=[L["fill"]])
    links = s.page("links", L["links"], links=[(sites[i].title, ext(i)) for i in s.out])
    sitemap = s.page("sitemap", L["sitemap"], style="sitemap")
    s.extra["sitemap"] = sitemap
    news = s.page("news", L["news"], "list", per=12, endless=s.endless)
    s.nav = [(L["home"], s.home), (L["about"], about), (L["news"], news), (L["contact"], contact)]
    s.footer = [(L["privacy"], privacy), (L["access"], access), (L["sitemap"], sitemap), (L["links"], links)]
    s.icons = [("icon-mail", L["contact"], contact), ("icon-sitemap", L["sitemap"], sitemap)]
    if rng.random() < (0.7 if s.kind in ("form", "decoy") else 0.3):
        login = s.page("login", L["login"], "nform", nk="login")
        s.icons.append(("icon-user", L["login"], login))
        s.footer.append((L["login"], login))
    if rng.random() < 0.3:
        s.footer.append((L["newsletter"], s.page("newsletter", L["newsletter"], "nform", nk="newsletter")))
    if rng.random() < (0.3 if s.kind == "form" else 0.15):
        cal = s.page("events", L["events"], "calendar")
        s.nav.insert(3, (L["events"], cal))
        if "?" not in cal and rng.random() < 0.5:
            s.robots.append(cal)
    if s.search_box:
        path = SEARCH_PATHS[s.scheme]
        if path:
            s.add(path, Page("sitesearch", L["search"]))
    if rng.random() < 0.3:
        s.robots += rng.sample(["/admin/", "/intranet/", "/tmp/", "/wp-admin/", "/cgi-bin/admin/"], 2)
    if s.sub != "dropdown" and rng.random() < 0.2:  # other sites have plain-HTML dropdowns too
        s.dropdown = [
            (L[r], s.page("guide", L[r], paras=[L["t_intro"]])) for r in rng.sample(RECORDS, rng.randint(3, 5))
        ]
        s.extra["dropdown_label"] = L["research"] if s.kind != "offtopic" else L["more"]


#: The header site search's action per URL scheme (WordPress: ``/?s=``, served by the home route).
SEARCH_PATHS = {
    "wp": "",
    "drupal": "/search/node",
    "plone": "/@@search",
    "sharepoint": "/_layouts/15/osssearchresults.aspx",
    "slash": "/search/",
    "htm": "/cgi-bin/search.pl",
    "wiki": "/index.php?title=Special:Search",
}


def _intro(s: Site) -> str:
    L = s.L
    if s.kind in ("form", "decoy", "hub"):
        return L["t_intro"]
    if s.kind == "neighbour":
        return f"{L['nk_' + s.sub]}. {L['fill']}"
    return f"{L[s.sub]}. {L['fill']}" if s.kind == "offtopic" else L["fill"]


def _finish(s: Site, rng: random.Random) -> None:
    """The sitemap lists the navigation and footer pages (and what a hiding place adds)."""
    page = s.lookup(s.extra["sitemap"].split("?")[0], _params(s.extra["sitemap"]))
    assert page is not None
    page.links = [p for p in s.nav if p[1] != "#"] + s.dropdown + s.footer + page.data.pop("hidden", [])
    if s.robots and s.chain:  # never the path to the search
        s.robots = [r for r in s.robots if not any(c.startswith(r) for c in s.chain + [s.results_url])]


def _params(url: str) -> list[tuple[str, str]]:
    q = url.partition("?")[2]
    return [tuple(p.split("=", 1)) for p in q.split("&") if "=" in p]  # type: ignore[misc]


def _form(s: Site, label: str, parent: str = "") -> str:
    """The relevant form page (titled ``label``) and its results page; the form page's URL."""
    url = s.page("search", label, "form", parent=parent)
    s.form_url = url
    if s.scheme == "wiki":
        s.results_url = "/index.php?title=Special:RecordSearch"
        s.add(s.results_url, Page("results", s.L["results"]))
    else:
        s.results_url = s.page("results", s.L["results"], "results", parent=parent)
    return url


def _lookalike(s: Site, rng: random.Random) -> None:
    """A browse page of digitised registers in the nav: the same words, no form (faceted on shallow hides)."""
    L = s.L
    kind = "facets" if CLICKS[s.sub] <= 2 else "list"
    url = s.page("browse", L["t_scans"], kind, per=20)
    s.nav.insert(2, (L["t_scans"] if rng.random() < 0.5 else L["t_browse"], url))


# -- hiding places --------------------------------------------------------------------------------
def _hide_home_sidebar(s: Site, sites: list[Site], rng: random.Random) -> None:
    page = s.lookup("/", [])
    assert page is not None
    page.data["sidebar_form"] = True
    s.form_url = "/"
    s.results_url = s.page("results", s.L["results"], "results")
    s.chain = ["/"]


def _hide_image_map(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    areas: list[tuple[str, str]] = []
    others = [r for r in RECORDS if r not in s.db["types"]]
    for r in rng.sample(others, rng.randint(3, 5)):
        areas.append((L[r], s.page("coll", L[r], "facets" if rng.random() < 0.5 else "text", paras=[L["t_offline"]])))
    form = _form(s, s.db["name"])
    areas.insert(rng.randint(0, len(areas)), (s.db["name"], form))
    page = s.lookup("/", [])
    assert page is not None
    page.data["map"] = areas
    s.chain = ["/", form]


def _hide_dropdown(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    guides = [(L[r], s.page("guide", L[r], paras=[L["t_intro"]])) for r in rng.sample(RECORDS, rng.randint(4, 6))]
    form = _form(s, s.db["name"])
    label = s.db["acr"] if rng.random() < 0.5 else s.db["name"]
    guides.insert(rng.randint(0, len(guides)), (label, form))
    s.dropdown = guides
    s.extra["dropdown_label"] = L["research"]
    s.chain = ["/", form]


def _hide_sitemap_only(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    parent = s.page("services", L["t_coll"], paras=[L["t_about"]])
    form = _form(s, s.db["name"], parent)
    sitemap = s.lookup(s.extra["sitemap"].split("?")[0], _params(s.extra["sitemap"]))
    assert sitemap is not None
    extra = [(L[r], s.page("guide", L[r], parent=parent, paras=[L["t_offline"]])) for r in rng.sample(RECORDS, 4)]
    extra.insert(rng.randint(0, len(extra)), (s.db["name"], form))
    sitemap.data["hidden"] = [(L["t_coll"], parent)] + extra
    s.chain = ["/", s.extra["sitemap"], form]


def _hide_logo_link(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    projects = s.page("projects", L["projects"], style="logos")
    logos = [(a, s.page("project", a, paras=[L["t_soon"]])) for a in L.lists["acr"] if a != s.db["acr"]][:4]
    logos += [(sites[i].title, ext(i)) for i in s.out[:2]]
    rng.shuffle(logos)
    form = _form(s, f"{s.db['acr']} – {s.db['name']}")
    logos.insert(rng.randint(0, len(logos)), (s.db["acr"], form))
    page = s.lookup(projects.split("?")[0], _params(projects))
    assert page is not None
    page.links = logos
    s.nav.insert(2, (L["projects"], projects))
    s.chain = ["/", projects, form]


def _hide_databases(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    dbs = s.page("databases", L["t_db"], style="dl")
    entries: list[tuple[str, str]] = []
    for i, r in enumerate(rng.sample([r for r in RECORDS if r not in s.db["types"]], rng.randint(6, 8))):
        name = f"{L[r]} {rng.choice(L.lists['places'])}"
        if i < 2:
            entries.append((name, s.page("db", name, "nform", parent=dbs, nk="lib")))
        else:
            entries.append((name, s.page("db", name, parent=dbs, paras=[L["t_offline"] if i % 2 else L["t_soon"]])))
    form = _form(s, s.db["name"], dbs)
    entries.insert(rng.randint(0, len(entries)), (s.db["name"], form))
    page = s.lookup(dbs.split("?")[0], _params(dbs))
    assert page is not None
    page.links = entries
    s.nav.insert(1, (L["t_db"], dbs))
    s.chain = ["/", dbs, form]


def _hide_az_index(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    top = s.page("indexes", L["t_indexes"], style="letters")
    names = [f"{L[r]} {rng.choice(L.lists['places'])}" for r in rng.sample(RECORDS, 8)]
    names += [f"{rng.choice(L.lists['counties'])}: {L[r]}" for r in rng.sample(RECORDS, 4)]
    letters = list(dict.fromkeys(list(L["abc"]) + [n[0].upper() for n in names + [s.db["name"]]]))
    entries: dict[str, list[tuple[str, str]]] = {c: [] for c in letters}
    for n in names:
        entries[n[0].upper()].append((n, s.page("index", n, "text", parent=top, style="names")))
    form = _form(s, s.db["name"], top)
    entries[s.db["name"][0].upper()].append((s.db["name"], form))
    letter_links: list[tuple[str, str]] = []
    for i, c in enumerate(letters):
        url = f"{top}{_sep(top)}letter={slugify(c) if L.latin and slugify(c) else i + 1}"
        if url in s.extra["urls"]:
            url = f"{top}{_sep(top)}letter={i + 1}"
        lst = sorted(entries[c])
        rng.shuffle(lst)
        s.add(url, Page("text", f"{L['t_indexes']}: {c}", lst, {"style": "ul"}))
        letter_links.append((c, url))
        if (s.db["name"], form) in lst:
            s.chain = ["/", top, url, form]
    page = s.lookup(top.split("?")[0], _params(top))
    assert page is not None
    page.links = letter_links
    s.nav.insert(1, (L["t_indexes"], top))


def _hide_transcription(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    vol = s.page("volunteers", L["volunteers"], paras=[L["t_join"]])
    login = s.page("login", L["login"], "nform", nk="login")
    projects: list[tuple[str, str]] = []
    for r in rng.sample([r for r in RECORDS if r not in s.db["types"]], rng.randint(2, 3)):
        name = f"{L['t_project']}: {L[r]}"
        projects.append((name, s.page("project", name, parent=vol, progress=rng.randint(5, 95), join=login)))
    name = f"{L['t_project']}: {s.db['name']}"
    proj = s.page("project", name, parent=vol, progress=100, join=login)
    projects.insert(rng.randint(0, len(projects)), (name, proj))
    form = _form(s, f"{L['t_searchtr']} – {s.db['name']}", vol)
    page = s.lookup(proj.split("?")[0], _params(proj))
    assert page is not None
    page.links = [(L["t_searchtr"], form)]
    page = s.lookup(vol.split("?")[0], _params(vol))
    assert page is not None
    page.links = projects
    s.nav.insert(len(s.nav) - 1, (L["volunteers"], vol))
    s.chain = ["/", vol, proj, form]


def _hide_partner_hub(s: Site, sites: list[Site], rng: random.Random) -> None:
    hub = sites[s.partner]
    slug = _hub_paths(s)
    s.nav.insert(1, (s.L["t_db"], ext(hub.idx, f"/societies/{slug}/")))
    page = s.lookup("/", [])
    assert page is not None
    page.data["intro"].append(f"{s.L['t_hosted']} {hub.title}.")
    s.chain = ["/"]


def _hub_paths(owner: Site) -> str:
    """The society's slug on its hub; sets the owner's form and results paths (on the hub)."""
    slug = slugify(host_label(owner.host)) or f"s{owner.idx}"
    owner.form_url = f"/db/{slug}/search"
    owner.results_url = f"/db/{slug}/results"
    return slug


def _hide_mediawiki(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    arts = [(p, s.page("art", p, paras=[L["t_intro"], L["t_about"]])) for p in L.lists["places"]]
    cats = [(L[r], s.page("cat", f"Category {L[r]}", links=arts[:3])) for r in rng.sample(RECORDS, 4)]
    page = s.lookup(s.home, [])
    assert page is not None
    page.links = arts + cats
    special = "/wiki/Special:SpecialPages"
    form_name = "/wiki/Special:" + "".join(p.capitalize() for p in (slugify(s.db["acr"]) or "records").split("-"))
    s.add(form_name, Page("form", s.db["name"]))
    s.form_url = form_name
    s.results_url = "/index.php?title=Special:RecordSearch"
    s.add(s.results_url, Page("results", L["results"]))
    login = "/wiki/Special:UserLogin"
    s.add(login, Page("nform", L["login"], data={"nk": "login"}))
    specials = [
        ("Recent changes", "/index.php?title=Special:RecentChanges&days=7&limit=50"),
        ("All pages", "/wiki/Special:AllPages"),
        ("Categories", "/wiki/Special:Categories"),
        ("Statistics", "/wiki/Special:Statistics"),
        (L["login"], login),
        ("Upload file", "/wiki/Special:Upload"),
        ("Wanted pages", "/wiki/Special:WantedPages"),
    ]
    s.add(specials[1][1], Page("text", "All pages", arts + cats, {"style": "ul"}))
    s.add(specials[2][1], Page("text", "Categories", cats, {"style": "ul"}))
    s.add(specials[3][1], Page("text", "Statistics", data={"paras": [L["t_about"]]}))
    s.add(specials[5][1], Page("redirect", "Upload", data={"to": login}))
    s.add(specials[6][1], Page("text", "Wanted pages", data={"paras": [L["t_soon"]]}))
    s.add("/index.php", Page("wikirc", "Recent changes", data={"need": "Special:RecentChanges"}))
    specials.insert(rng.randint(1, len(specials)), (s.db["name"], form_name))
    s.add(special, Page("text", "Special pages", specials, {"style": "ul"}))
    s.nav = [
        (L["home"], s.home),
        ("Recent changes", specials[0][1]),
        ("All pages", "/wiki/Special:AllPages"),
        (L["help"], s.page("help", L["help"], paras=[L["fill"]])),
    ]
    s.icons.append(("icon-tools", "Special pages", special))
    s.extra["tools"] = [("Special pages", special), ("Upload file", "/wiki/Special:Upload")]
    s.chain = ["/", s.home, special, form_name]


def _hide_finding_aid(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    top = "/archives/"
    fonds: list[tuple[str, str]] = []
    target = rng.randrange(6)
    fid = 100 + s.idx % 50
    for i in range(rng.randint(6, 8)):
        fid += rng.randint(1, 9)
        f_url = f"/archives/fonds/{fid}/"
        f_title = f"{L['t_fonds']} {fid}: {L[RECORDS[(i + s.idx) % 12]]} {rng.choice(L.lists['places'])}"
        series: list[tuple[str, str]] = []
        for j in range(rng.randint(3, 5)):
            sid = fid * 10 + j
            s_url = f"/archives/series/{sid}/"
            files: list[tuple[str, str]] = []
            for k in range(rng.randint(3, 6)):
                u = f"/archives/file/{sid * 10 + k}/"
                a = rng.randint(1650, 1900)
                ft = f"{L['t_file']} {sid * 10 + k}: {a}–{a + rng.randint(5, 40)}"
                s.add(u, Page("text", ft, data={"paras": [L["t_offline"] if k % 2 else L["t_scans"]], "crumb": s_url}))
                files.append((ft, u))
            if i == target and j == 1:
                form = f"/archives/file/{sid * 10 + 9}/"
                s.add(form, Page("form", f"{L['t_online']}: {s.db['name']}", data={"crumb": s_url}))
                s.form_url = form
                s.results_url = f"/archives/file/{sid * 10 + 9}/results"
                s.add(s.results_url, Page("results", L["results"]))
                files.insert(rng.randint(0, len(files)), (f"{L['t_online']}: {s.db['name']}", form))
                s.chain = ["/", top, f_url, s_url, form]
            st = f"{L['t_series']} {sid}"
            s.add(s_url, Page("text", st, files, {"style": "ul", "crumb": f_url}))
            series.append((st, s_url))
        s.add(f_url, Page("text", f_title, series, {"style": "ul", "crumb": top}))
        fonds.append((f_title, f_url))
    s.add(top, Page("text", L["t_catalogue"], fonds, {"style": "ul"}))
    s.nav.insert(1, (L["t_catalogue"], top))


def _hide_wizard(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    base = s.page("start", L["start"], style="ul")
    types = list(dict.fromkeys(list(s.db["types"]) + rng.sample(RECORDS, 5)))
    rng.shuffle(types)
    guide = s.page("guide", L["help"], paras=[L["t_intro"], L["t_offline"]])
    form = _form(s, s.db["name"])
    first: list[tuple[str, str]] = []
    for r in types:
        q1 = f"{base}{_sep(base)}what={slugify(r[2:])}"
        second: list[tuple[str, str]] = []
        for p in PERIODS:
            q2 = f"{q1}&when={p}"
            good = r in s.db["types"] and p != "1900-1950"
            reco = [(s.db["name"], form)] if good else [(L["help"], guide)]
            s.add(q2, Page("text", f"{L['t_reco']}: {L[r]}, {p}", reco, {"style": "ul", "paras": [L["t_reco"]]}))
            second.append((p.replace("-", "–"), q2))
            if good and not s.chain:
                s.chain = ["/", base, q1, q2, form]
        s.add(q1, Page("text", L["t_q2"], second, {"style": "ul", "paras": [L[r]]}))
        first.append((L[r], q1))
    page = s.lookup(base.split("?")[0], _params(base))
    assert page is not None
    page.links = first
    page.data["paras"] = [L["t_q1"]]
    s.nav.insert(1, (L["start"], base))


_FORM_HIDES: dict[str, Callable[[Site, list[Site], random.Random], None]] = {
    "home_sidebar": _hide_home_sidebar,
    "image_map": _hide_image_map,
    "dropdown": _hide_dropdown,
    "sitemap_only": _hide_sitemap_only,
    "logo_link": _hide_logo_link,
    "databases": _hide_databases,
    "az_index": _hide_az_index,
    "transcription": _hide_transcription,
    "partner_hub": _hide_partner_hub,
    "mediawiki": _hide_mediawiki,
    "finding_aid": _hide_finding_aid,
    "wizard": _hide_wizard,
}


# -- decoys: on-topic sites without a relevant form -------------------------------------------------
def _decoy_blog(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    for r in rng.sample(RECORDS, 3):
        s.nav.insert(2, (L[r], s.page("cat", L[r], "list", per=10)))
    s.extra["blogroll"] = [(sites[i].title, ext(i)) for i in s.out]


def _decoy_society(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    s.nav.insert(1, (L["members"], s.page("members", L["members"], "nform", nk="login")))
    s.nav.insert(2, (L["dk_society"], s.page("join", L["dk_society"], "nform", nk="join")))
    s.nav.insert(3, (L["events"], s.page("events", L["events"], "calendar")))
    s.nav.insert(4, (L["research"], s.page("help", L["research"], links=[(sites[i].title, ext(i)) for i in s.out])))


def _decoy_dnashop(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    s.nav.insert(1, (L["t_dna"], s.page("shop", L["t_dna"], "list", per=12)))
    s.nav.insert(2, (L["shop"], s.page("cart", L["shop"], "nform", nk="login")))


def _decoy_forum(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    forums = []
    for f, r in enumerate(rng.sample(RECORDS, 5), start=1):
        url = f"/viewforum.php?f={f}"
        s.add(url, Page("list", f"{L['forum']}: {L[r]}", data={"per": 15, "param": "start"}))
        forums.append((L[r], url))
    page = s.lookup("/", [])
    assert page is not None
    page.links = forums
    s.add("/search.php", Page("nform", L["search"], data={"nk": "forumsearch"}))
    s.add("/search.php?do=results", Page("nresults", L["results"]))
    s.add("/ucp.php?mode=login", Page("nform", L["login"], data={"nk": "login"}))
    s.nav.insert(1, (L["search"], "/search.php"))
    s.icons.append(("icon-user", L["login"], "/ucp.php?mode=login"))


def _decoy_photos(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    s.add("/items/browse", Page("facets", L["photos"]))
    colls = []
    for c in range(1, rng.randint(4, 7)):
        url = f"/collections/show/{c}"
        s.add(url, Page("list", f"{L['t_coll']}: {rng.choice(L.lists['places'])}", data={"per": 12}))
        colls.append((L["t_coll"] + f" {c}", url))
    s.add("/collections/browse", Page("text", L["t_coll"], colls, {"style": "ul"}))
    s.nav[1:1] = [(L["t_browse"], "/items/browse"), (L["t_coll"], "/collections/browse")]


def _decoy_scans(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    alias = s.item_tpl.split("/")[3]
    s.add(f"/digital/collection/{alias}/", Page("facets", L["t_scans"]))
    s.add("/digital/collections", Page("text", L["t_coll"], [(L["t_scans"], f"/digital/collection/{alias}/")]))
    s.nav[1:1] = [(L["t_scans"], f"/digital/collection/{alias}/"), (L["t_coll"], "/digital/collections")]


def _decoy_soon(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    s.nav.insert(1, (L["t_db"], s.page("db", L["t_db"], paras=[L["t_soon"], L["t_offline"]])))
    s.nav.insert(2, (L["research"], s.page("booking", L["research"], "nform", nk="booking")))
    s.nav.insert(3, (L["hours"], s.page("hours", L["hours"], paras=[L["fill"]])))


def _decoy_cemetery(s: Site, sites: list[Site], rng: random.Random) -> None:
    L = s.L
    sections = [(f"{L['r_grave']} {c}", s.page("section", f"{L['r_grave']} {c}", "list", per=10)) for c in "ABCD"]
    page = s.lookup("/", [])
    assert page is not None
    page.data["map"] = sections
    s.nav.insert(1, (L["r_grave"], s.page("order", L["r_grave"], "nform", nk="order")))
    s.nav.insert(2, (L["hours"], s.page("hours", L["hours"], paras=[L["fill"]])))


_DECOY: dict[str, Callable[[Site, list[Site], random.Random], None]] = {
    "blog": _decoy_blog,
    "society": _decoy_society,
    "dnashop": _decoy_dnashop,
    "forum": _decoy_forum,
    "photos": _decoy_photos,
    "scans": _decoy_scans,
    "soon": _decoy_soon,
    "cemetery": _decoy_cemetery,
}


# -- neighbours and off-topic sites ----------------------------------------------------------------
def _neighbour(s: Site, rng: random.Random) -> None:
    L = s.L
    search = s.page("search", L["nk_" + s.sub], "nform", nk=s.sub)
    s.nav.insert(1, (L["nk_" + s.sub], search))
    if rng.random() < 0.5:
        page = s.lookup("/", [])
        assert page is not None
        page.data["nform"] = s.sub  # the catalogue's search box on the home page as well


def _offtopic(s: Site, rng: random.Random) -> None:
    L = s.L
    for c in rng.sample(CATEGORIES, 2):
        s.nav.insert(2, (L[c], s.page("cat", L[c], "list", per=10, endless=s.endless)))
    if rng.random() < 0.15:
        page = s.lookup("/", [])
        assert page is not None
        page.data["map"] = s.nav[1:4]


# -- seeds and hubs ---------------------------------------------------------------------------------
_SECTIONS = {
    "form": "Archives & record offices",
    "soon": "Archives & record offices",
    "scans": "Digitised registers",
    "society": "Societies",
    "blog": "Blogs",
    "forum": "Forums & mailing lists",
    "photos": "Photographs",
    "cemetery": "Cemeteries",
    "dnashop": "DNA & shopping",
    "neighbour": "Libraries, museums & maps",
    "hub": "Hosting",
}


def _section(t: Site) -> str:
    return _SECTIONS.get(t.sub if t.kind == "decoy" else t.kind, "Other")


def _seed(s: Site, sites: list[Site], rng: random.Random) -> None:
    from tests.web12.lang import LANGS

    entries = [sites[i] for i in s.out]
    s.footer = [("About", s.page("about", "About", paras=["A volunteer-run list of genealogy resources."]))]
    if s.sub in ("dir", "wiki"):
        if s.sub == "wiki":
            s.home = "/wiki/Main_Page"
            s.add("/", Page("redirect", "Main Page", data={"to": s.home}))
        countries: list[tuple[str, str]] = []
        for code in s.langs:
            L = LANGS[code]
            mine = [t for t in entries if t.lang == code]
            sections: dict[str, list[tuple[str, str]]] = {}
            for t in mine:
                sections.setdefault(_section(t), []).append((t.title, ext(t.idx)))
            title = f"{L['country']} {'Genealogy' if s.sub == 'wiki' else ''}".strip()
            if s.sub == "wiki":
                url = "/wiki/" + (slugify(L["country"]).replace("-", "_").capitalize() or code) + "_Genealogy"
            else:
                url = f"/country/{code}/"
            s.add(url, Page("seedlist", title, data={"sections": sorted(sections.items())}))
            countries.append((title, url))
        s.add(s.home, Page("seedlist", s.title, data={"sections": [("Countries", countries)]}))
        if s.sub == "wiki":
            s.add("/index.php", Page("wikirc", "Recent changes", data={"need": "Special:RecentChanges"}))
            s.nav = [("Main Page", s.home), ("Recent changes", "/index.php?title=Special:RecentChanges&days=7")]
        else:
            s.nav = [("Home", "/"), ("Submit a site", s.page("submit", "Submit a site", "nform", nk="contact"))]
        return
    if s.sub == "blogroll":
        s.add("/", Page("home", s.title, data={"intro": ["Stories, tips and links for family historians."]}))
        s.extra["blogroll"] = [(t.title, ext(t.idx)) for t in entries]
        s.nav = [("Home", "/"), ("About", s.footer[0][1])]
        s.items = 120
        return
    cats: dict[str, list[tuple[str, str]]] = {}
    for t in entries:
        name = "Genealogy & family history" if t.kind != "offtopic" else _CAT_NAMES[t.sub]
        cats.setdefault(name, []).append((t.title, ext(t.idx)))
    links = []
    for name, lst in sorted(cats.items()):
        url = s.page("cat", name, "seedlist", sections=[(name, lst)], per=20)
        links.append((name, url))
    s.add("/", Page("seedlist", s.title, data={"sections": [("Categories", links)]}))
    s.nav = [("Home", "/")]


_CAT_NAMES = {
    "c_shop": "Shopping",
    "c_news": "News & media",
    "c_travel": "Travel",
    "c_sport": "Sport",
    "c_recipes": "Food & recipes",
    "c_music": "Music",
    "c_cars": "Cars & motoring",
    "c_property": "Property",
    "c_games": "Games",
    "c_weather": "Weather",
}


def _hub(s: Site, sites: list[Site], rng: random.Random) -> None:
    owner = sites[s.partner]
    slug = _hub_paths(owner)
    societies = [t for t in sites if t.kind == "decoy" and t.sub == "society"]
    others = rng.sample(societies, min(len(societies), 5))
    listed: list[tuple[str, str]] = []
    for t in others:
        url = f"/societies/{slugify(host_label(t.host)) or t.idx}-{t.idx}/"
        s.add(url, Page("text", t.title, [(t.title, ext(t.idx))], {"paras": [t.L["t_offline"]], "style": "ul"}))
        listed.append((t.title, url))
    own = f"/societies/{slug}/"
    dbs: list[tuple[str, str]] = []
    for n in range(1, 4):
        go = f"/go/{owner.idx * 10 + n}"
        if n == 2:
            s.add(go, Page("redirect", owner.db["name"], data={"to": owner.form_url}))
            dbs.append((owner.db["name"], go))
        else:
            name = f"{owner.L[RECORDS[(owner.idx + n) % 12]]} ({owner.L['members']})"
            s.add(go, Page("redirect", name, data={"to": "/login"}))
            dbs.append((name, go))
    s.add(own, Page("text", owner.title, dbs + [(owner.title, ext(owner.idx))], {"style": "ul"}))
    listed.insert(rng.randint(0, len(listed)), (owner.title, own))
    s.add("/", Page("home", s.title, listed, {"intro": ["Database hosting for family history societies."]}))
    s.add(owner.form_url, Page("form", owner.db["name"], data={"of": owner.idx}))
    s.add(owner.results_url, Page("results", "Results", data={"of": owner.idx}))
    s.add("/login", Page("nform", "Log in", data={"nk": "login"}))
    about = s.page("about", "About", paras=["We host the databases of family history societies."])
    s.nav = [("Home", "/"), ("Societies", "/"), ("About", about)]
    s.footer = [("About", about), ("Log in", "/login")]
    s.chain = [own, f"/go/{owner.idx * 10 + 2}", owner.form_url]
    s.extra["f"] = -1
