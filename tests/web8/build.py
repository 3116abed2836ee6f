"""Build family H: :func:`build_web` (the sites and how they link) and :func:`write_domains` (the domain file)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from tests.web8.forms import LAYOUTS, NAMING
from tests.web8.lang import LANGS, MAIN_LANGS, WORDS, pick_charset, word
from tests.web8.model import Site, Web
from tests.web8.pages import OFFTOPIC
from tests.web8.router import STYLES, Router

TARGET = "patents"
DOMAINS_DIR = Path(__file__).resolve().parent / "domains"

#: Where the relevant form hides; form site ``f`` takes ``HIDES[f % len(HIDES)]``.
HIDES = (
    "consent", "sitemap_acronym", "eservices_portal", "registers_tab", "user_guide", "mega_menu",
    "quicklinks_inner", "lang_switch", "services_cards", "separate_host", "breadcrumb", "legacy_frames",
)  # fmt: skip
#: Hiding places two clicks from the home page: the form sites in no directory take these.
SHALLOW = ("sitemap_acronym", "registers_tab", "quicklinks_inner", "services_cards")
ONTOPIC_SUBS = ("office", "gazette", "efiling", "fees", "attorney", "tto", "ipnews", "infocentre", "watch")
NEIGHBOUR_SUBS = ("attorney_finder", "courses", "jobs", "company_register", "standards_shop", "literature")
FORM_LANGS = MAIN_LANGS + ["en"]
HIDE_NAV = {
    "services_cards": "services", "eservices_portal": "eservices", "mega_menu": "databases", "registers_tab": "registers",
    "lang_switch": "tools", "separate_host": "tools", "consent": "dbentry", "user_guide": "publications",
    "legacy_frames": "databases",
}  # fmt: skip
KIND_NAV = {
    "office": "about news registers items stats publications links contact",
    "gazette": "about publications items links contact",
    "efiling": "login fees about links contact",
    "fees": "fees about links contact",
    "attorney": "about services news newsletter links contact",
    "tto": "about items news links contact",
    "ipnews": "news items newsletter links contact",
    "infocentre": "about stats news links contact",
    "watch": "app about links contact",
}
GENERIC = ("online", "info", "portal", "centrum", "net", "group", "hub", "plus", "pro", "media")
BRAND_A = ("PAT", "IP", "e", "TM", "REG", "INFO", "OPEN", "DOK", "ESP", "SIG", "INV", "PUB")
BRAND_B = ("net", "search", "view", "online", "base", "DOK", "web", "register", "RIS", "PI", "scope", "find")
SURNAMES = ("Kowalski", "Yilmaz", "Virtanen", "Andersson", "Papadopoulos", "Cohen", "Popescu", "Silva", "Ivanov",
            "Wang", "Srisuk", "Shevchenko", "Smith")  # fmt: skip


def _host(rng: random.Random, words: tuple[str, ...], tld: str, taken: set[str]) -> str:
    for attempt in range(50):
        w1 = rng.choice(words)
        w2 = rng.choice([w for w in words + GENERIC if w != w1])
        host = f"www.{w1}{rng.choice(('', '-'))}{w2}{attempt or ''}.{tld}"
        if host not in taken:
            taken.add(host)
            return host
    raise RuntimeError("no free host name")


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.150.0") -> Web:
    """The web of ``sites`` sites, ``forms`` of them with the relevant form (seeded, deterministic)."""
    rng = random.Random(f"web8|{seed}")
    hides = [HIDES[f % len(HIDES)] for f in range(forms)]
    n_db = hides.count("separate_host")
    n_dir = len(LANGS) + (4 if sites >= 1000 else 2)
    n_on = max(round(0.08 * sites), forms + n_db + 20) - forms - n_db
    n_nb = round(0.07 * sites)
    n_off = sites - n_dir - forms - n_db - n_on - n_nb
    if n_off < 50:
        raise ValueError(f"{sites} sites are too few for {forms} form sites")
    specs: list[tuple[str, str, int]] = [("portal", code, -1) for code in LANGS]
    specs += [("webdir", ("en", "ru", "pt", "zh")[i % 4], -1) for i in range(n_dir - len(LANGS))]
    specs += [("form", "", f) for f in range(forms)] + [("dbhost", "", -1)] * n_db
    specs += [("ontopic", ONTOPIC_SUBS[i % len(ONTOPIC_SUBS)], -1) for i in range(n_on)]
    specs += [("neighbour", NEIGHBOUR_SUBS[i % len(NEIGHBOUR_SUBS)], -1) for i in range(n_nb)]
    specs += [("offtopic", list(OFFTOPIC)[i % len(OFFTOPIC)], -1) for i in range(n_off)]
    rng.shuffle(specs)
    taken: set[str] = set()
    brands: set[str] = set()
    out: list[Site] = []
    dbhosts: list[int] = []
    frames_left = 2
    for idx, (kind, sub, f) in enumerate(specs):
        r = random.Random(f"web8|{seed}|{idx}")
        lang = sub if kind in ("portal", "webdir") else r.choice(FORM_LANGS + ["en"])
        if kind == "form":
            lang = FORM_LANGS[f % len(FORM_LANGS)]
            if hides[f] == "lang_switch" and lang == "en":
                lang = "pt"
        info = LANGS[lang]
        template = r.choice(("table", "div", "dl"))
        style = r.choice(STYLES)
        langs: tuple[str, ...] = (lang,) if lang == "en" or r.random() < 0.5 else (lang, "en")
        site = Site(
            idx=idx, kind=kind, sub=sub if kind not in ("portal", "webdir", "dbhost", "form") else kind,
            name="", host="", lang=lang, langs=langs, charset=pick_charset(r, lang), template=template,
            router=Router(style, langs), pick=r.randrange(3), items=r.randint(20, 300),
            header_search=r.random() < 0.5, robots=r.random() < 0.3, calendar=r.random() < 0.2,
            facets=r.random() < 0.25,
        )  # fmt: skip
        words = info.hostwords
        if kind == "form":
            site.hide, site.form = hides[f], f
            site.layout, site.naming = LAYOUTS[f % len(LAYOUTS)], NAMING[(f // 2) % len(NAMING)]
            site.trademark = f % 4 == 3
            site.charset = pick_charset(r, lang, prefer_legacy=f < len(FORM_LANGS))
            site.template = "frames" if site.hide == "legacy_frames" else ("table", "div", "dl")[f % 3]
            style = "html" if site.hide == "legacy_frames" else STYLES[f % len(STYLES)]
            if site.hide == "lang_switch":
                site.langs = ("en", lang)
            elif site.hide == "legacy_frames":
                site.langs = (lang,)
            site.items = r.randint(30, 600)
        elif kind == "offtopic":
            words = tuple(OFFTOPIC[sub][2].split()) + (sub,)
            if frames_left and r.random() < 0.01:
                frames_left -= 1
                site.template, style, site.langs = "frames", "html", (lang,)
        elif kind in ("ontopic", "dbhost"):
            site.items = r.randint(30, 600)
        elif kind in ("portal", "webdir"):
            if kind == "webdir":
                words = ("links", "katalog", "catalog", "sites", "index", "guide", "dir", "webring")
            site.langs, style = (lang,), r.choice(("slug", "html", "php", "node"))
            site.calendar = site.facets = False
        site.router = Router(
            style, site.langs, r.randrange(13), session=style in ("jsp", "aspx", "php") and r.random() < 0.3
        )
        if kind in ("form", "dbhost") or site.hide:
            site.router.session = False if site.hide in ("registers_tab", "consent") else site.router.session
        tld = r.choice(info.tlds if kind not in ("offtopic", "webdir") else info.tlds[:1] + ("com", "net"))
        site.host = _host(r, words, tld, taken)
        _name(site, r, brands)
        _nav(site, r)
        out.append(site)
        if kind == "dbhost":
            dbhosts.append(idx)
    # search hosts of the separate_host offices
    offices = sorted((s for s in out if s.kind == "form"), key=lambda s: s.form)
    for office, db_idx in zip((s for s in offices if s.hide == "separate_host"), dbhosts, strict=True):
        db = out[db_idx]
        office.partner, db.partner, db.form = db_idx, office.idx, office.form
        db.lang, db.langs, db.charset = office.lang, (office.lang,), office.charset
        db.layout, db.naming, db.trademark, db.brand = office.layout, office.naming, office.trademark, office.brand
        taken.discard(db.host)
        db.host = f"{('pub', 'search', 'register', 'db')[office.idx % 4]}.{office.host.removeprefix('www.')}"
        taken.add(db.host)
        db.router = Router("jsp", db.langs, 3)
        db.name = f"{db.brand} – {word(db.lang, 'pdb')}"
        db.nav = ["start", "items", "about", "contact"]
        db.listed = False
    web = Web(out, seed, net)
    web.by_host = {s.host: s for s in out}
    _link(web, rng, hides)
    return web


def _name(site: Site, r: random.Random, brands: set[str]) -> None:
    lang, kind, sub = site.lang, site.kind, site.sub
    label = site.host.split(".")[1].replace("-", " ").title()
    if kind == "portal":
        site.name = f"{word(lang, 'ip')} — portal"
    elif kind == "webdir":
        site.name = f"{label} Web Directory"
    elif kind in ("form", "dbhost"):
        site.name = f"{word(lang, 'office', site.pick)} ({label})"
        while not site.brand or site.brand in brands:
            site.brand = r.choice(BRAND_A) + r.choice(BRAND_B)
        brands.add(site.brand)
    elif kind == "ontopic":
        key = {"office": "office", "gazette": "gazette", "efiling": "efiling", "fees": "fees", "tto": "tto",
               "ipnews": "ip", "infocentre": "infocentre", "watch": "watch"}.get(sub)  # fmt: skip
        site.name = f"{SURNAMES[site.idx % 13]} & Partners – {word(lang, 'attorneys')}" if key is None else (
            f"{word(lang, key, site.pick)} ({label})")  # fmt: skip
    elif kind == "neighbour":
        site.name = f"{label} – {word(lang, {'attorney_finder': 'attorneys', 'courses': 'courses', 'jobs': 'jobs', 'company_register': 'company', 'standards_shop': 'standard', 'literature': 'journal'}[sub])}"
    else:
        site.name = f"{label} {OFFTOPIC[sub][0]}"


def _nav(site: Site, r: random.Random) -> None:
    kind = site.kind
    if kind in ("portal", "webdir"):
        site.nav = ["home", "about", "contact"]
    elif kind == "form":
        extra = r.sample(["services", "eservices", "stats", "fees", "login", "publications"], 2)
        keys = ["about", "news", "items", "links", "contact"] + [k for k in extra if k != HIDE_NAV.get(site.hide)]
        r.shuffle(keys)
        site.nav = ["home"] + ([HIDE_NAV[site.hide]] if site.hide in HIDE_NAV else []) + keys
        if site.hide in ("registers_tab", "services_cards"):  # in the middle of the menu
            site.nav.remove(HIDE_NAV[site.hide])
            site.nav.insert(3, HIDE_NAV[site.hide])
    elif kind == "ontopic":
        site.nav = ["home"] + KIND_NAV[site.sub].split()
    elif kind == "neighbour":
        site.nav = ["home", "about", "app", "items", "news", "links", "contact"]
    elif kind == "offtopic":
        site.nav = ["home", "news", "items"] + (["app"] if site.sub in _FORMY else []) + ["about", "links", "contact"]


_FORMY = ("travel", "realestate", "cars", "recipes", "music", "weather", "shop", "games")


def _link(web: Web, rng: random.Random, hides: list[str]) -> None:
    sites = web.sites
    forms = sorted((s for s in sites if s.kind == "form"), key=lambda s: s.form)
    n_hidden = round(len(forms) * 4 / 22)
    shallow = [f.form for f in forms if f.hide in SHALLOW]
    second = [f for f in shallow if f >= len(HIDES)] + [f for f in shallow if f < len(HIDES)]
    for f in second[:n_hidden]:
        forms[f].listed = False
    topical = [s for s in sites if s.kind in ("form", "ontopic") and s.listed]
    by_lang: dict[str, list[Site]] = {}
    for s in topical:
        by_lang.setdefault(s.lang, []).append(s)
    neighbours = [s for s in sites if s.kind == "neighbour"]
    offtopic = [s for s in sites if s.kind == "offtopic"]
    by_cat: dict[str, list[Site]] = {}
    for s in offtopic:
        by_cat.setdefault(s.sub, []).append(s)
    for s in topical:
        r = random.Random(f"links|{web.seed}|{s.idx}")
        n = r.randint(10, 20) if s.sub in ("infocentre", "office") else r.randint(3, 10)
        same = [o for o in by_lang[s.lang] if o is not s]
        pool = r.sample(same, min(len(same), round(n * 0.7))) + r.sample(topical, n - round(n * 0.7))
        s.out = list(dict.fromkeys(o.idx for o in pool if o is not s))
        if r.random() < 0.3:
            s.out.append(r.choice(neighbours).idx)
    for lone in (s for s in forms if not s.listed):  # only two on-topic sites' link pages lead here
        linkers = [o for o in by_lang[lone.lang] if o.kind == "ontopic"] or [o for o in topical if o.kind == "ontopic"]
        for o in random.Random(f"hidden|{web.seed}|{lone.idx}").sample(linkers, 2):
            o.out.append(lone.idx)
    for s in neighbours:
        r = random.Random(f"links|{web.seed}|{s.idx}")
        s.out = [o.idx for o in r.sample(neighbours, 3) + r.sample(topical, 2) if o is not s]
    for s in offtopic:
        r = random.Random(f"links|{web.seed}|{s.idx}")
        pool = r.sample(by_cat[s.sub], min(len(by_cat[s.sub]), r.randint(2, 6))) + r.sample(offtopic, 2)
        s.out = list(dict.fromkeys(o.idx for o in pool if o is not s))
        if r.random() < 0.05:
            s.out.append(r.choice(neighbours).idx)
    # topical portals: one per language, six sections
    groups = (("office", ("form", "office", "infocentre")), ("tto", ("tto",)), ("attorneys", ("attorney", "attorney_finder")),
              ("gazette", ("gazette", "ipnews", "watch")), ("eservices", ("efiling", "fees")),
              ("links", ("courses", "jobs", "company_register", "standards_shop", "literature")))  # fmt: skip
    listable = topical + neighbours
    for portal in (s for s in sites if s.kind == "portal"):
        members = [o for o in listable if o.lang == portal.lang or (portal.lang == "en" and o.idx % 7 == 0)]
        members = [o for o in members if o.kind != "neighbour" or o.idx % 2 == 0]
        portal.cats = [(word(portal.lang, label), [o.idx for o in members if o.sub in subs]) for label, subs in groups]
    # web directories: the off-topic categories (70 % of those sites) and "Business & law"
    webdirs = [s for s in sites if s.kind == "webdir"]
    for d in webdirs:
        none: list[int] = []
        cats = [(OFFTOPIC[c][0], list(none)) for c in OFFTOPIC] + [("Business & law", list(none))]
        d.cats = cats
    for s in offtopic:
        if rng.random() < 0.7:
            d = rng.choice(webdirs)
            d.cats[list(OFFTOPIC).index(s.sub)][1].append(s.idx)
    for s in topical + neighbours:
        if rng.random() < 0.2:
            rng.choice(webdirs).cats[-1][1].append(s.idx)


# -- the domain file -------------------------------------------------------------------------------------------
ATTRIBUTES = (
    ("keyword", "a_keyword", 0.3), ("publication number", "a_pubno", 0.9), ("application number", "a_appno", 0.9),
    ("applicant", "a_applicant", 0.6), ("inventor", "a_inventor", 0.8), ("title", "a_title", 0.4),
    ("classification", "a_class", 0.8), ("filing date", "a_filed", 0.6), ("publication date", "a_published", 0.6),
    ("status", "a_status", 0.4),
)  # fmt: skip
KEYWORD_KEYS = ("patents", "trademarks", "utility", "designs", "psearch", "tmsearch", "pdb", "ip")


def domain() -> dict[str, Any]:
    """The domain definition of :data:`TARGET` (every language of the web)."""
    keywords: list[str] = ["patent", "trademark", "patent search", "patent register", "trademark register"]
    for code in WORDS:
        for key in KEYWORD_KEYS:
            keywords += WORDS[code][key]
    attributes = []
    for name, key, specificity in ATTRIBUTES:
        aliases = [name]
        for code in WORDS:
            aliases += WORDS[code][key]
            if key == "a_status":
                aliases += WORDS[code]["kind"]
        if key == "a_class":
            aliases += ["Nice class", "CPC", "IPC"]
        attributes.append({"name": name, "aliases": list(dict.fromkeys(aliases)), "specificity": specificity})
    return {"name": TARGET, "threshold": 0.9, "keywords": list(dict.fromkeys(keywords)), "attributes": attributes}


def write_domains() -> Path:
    """Write ``tests/web8/domains/patents.json``; its path."""
    DOMAINS_DIR.mkdir(exist_ok=True)
    path = DOMAINS_DIR / f"{TARGET}.json"
    path.write_text(json.dumps(domain(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path
