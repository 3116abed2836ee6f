"""Building family G: the sites, their languages, hiding places and links; the :class:`Web` that serves them."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from tests.kit import Request, Response
from tests.web.model import Web as BaseWeb
from tests.web7.forms import LAYOUTS, NAMINGS, NEIGHBOURS, field_keys, relevant_form
from tests.web7.lang import CHARSETS, CODES, LATIN, ORG_TOKENS, TLDS, WEIGHTS, W, slug
from tests.web7.model import LEGACY, Site7, resolve, spath
from tests.web7.pages import render

logger = logging.getLogger(__name__)

TARGET = "caselaw"
HIDES = (
    "disclaimer",
    "image_map",
    "iframe",
    "footer",
    "open_data",
    "news_item",
    "faq",
    "noscript",
    "icon_link",
    "register_table",
    "legacy_site",
    "typo3_ids",
)
DOMAINS = Path(__file__).resolve().parent / "domains"
FORM_LANGS = ("de", "fr", "ja", "es", "ko", "ar", "it", "nl", "cs", "id", "vi", "hi")
FORM_LANGS += ("de", "fr", "ja", "es", "ar", "ko", "en", "it", "nl", "cs")
FORM_ROLES = (0, 3, 1, 4, 2, 0, 5, 3, 8, 6, 9, 7)
COURT_SUBS = ("plain",) * 6 + ("causelist",) * 3 + ("efiling",) * 3 + ("soon",) * 2 + ("gazette",) * 3
COURT_SUBS += ("ombudsman",) * 3
_SUB_ROLES = {"plain": (0, 1, 2, 3, 9), "causelist": (2, 3), "efiling": (2, 3), "soon": (6, 7), "gazette": (4, 5)}
_SUB_ROLES["ombudsman"] = (8,)
_LEGAL_TOKENS = ("lawfirm", "lawblog", "notary", "lawschool", "findlawyer", "lawjobs", "lawbooks", "companyreg", "city")
_LEGAL_NB = {3: "courses", 4: "lawyers", 5: "jobs", 6: "books", 7: "company"}
_OFF_TOKENS = ("shop", "news", "travel", "sport", "recipes", "music", "cars", "homes", "games", "weather")
_TRUTH_SEGS = ("db", "portal", "start", "query")


class Web(BaseWeb):
    """Family G, served by the base's plumbing; :meth:`respond` renders a page without sockets."""

    sites: list[Site7]  # type: ignore[assignment]

    def __init__(self, sites: list[Site7], seed: int, net: str) -> None:
        super().__init__(sites, seed, net)  # type: ignore[arg-type]
        self.by_host = {s.host: s for s in sites}
        self.seed_sites: list[int] = []

    # -- serving ---------------------------------------------------------------------------------------------
    def serve(self, site: Site7, request: Request) -> Response:  # type: ignore[override]
        with self._hits_lock:
            self.hits[(site.name, request.path)] += 1
        form = request.form if request.method == "POST" else {}
        return self.respond_to(site, request.method, request.path, request.raw_query, form)

    def respond_to(
        self, site: Site7, method: str, path: str, raw_query: str, form: dict[str, list[str]] | None = None
    ) -> Response:
        """The response of ``site`` to a request."""
        try:
            status, ctype, body, headers = render(self, site, method, path, raw_query, form or {})
        except Exception:  # a renderer's bug must show as a server error, not a hang
            logger.exception("%s: renderer failed for %s", site.name, path)
            status, ctype, body, headers = 500, "text/html; charset=utf-8", b"<h1>500</h1>", []
        return Response(body, status, ctype, headers)

    def respond(self, url: str, method: str = "GET", data: str = "") -> Response:
        """Render ``url`` in-process (``data``: a urlencoded POST body)."""
        parts = urlsplit(url)
        site = self.by_host[parts.hostname or ""]
        return self.respond_to(site, method, parts.path or "/", parts.query, parse_qs(data))

    # -- what tests and benchmarks need ---------------------------------------------------------------------
    def seeds(self) -> list[str]:
        """Directory home pages (legal portals, web directories) and a few home pages of other sites."""
        urls = [self.url(s) for s in self.sites if s.kind == "directory"]
        return urls + [self.url(self.sites[i]) for i in self.seed_sites]

    def domain_file(self, topic: str = TARGET) -> Path:
        """The domain definition of the web's topic."""
        return write_domains() if topic == TARGET else DOMAINS / f"{topic}.json"

    def form_pages(self, topic: str = TARGET) -> set[str]:
        """Absolute URLs of the pages holding a relevant search form (one per form site)."""
        if topic != TARGET:
            return set()
        return {self.url(s, s.truth) for s in self.sites if s.kind == "form"}

    def relevant(self, site: Site7) -> tuple[str, str, str, list[str]]:
        """``(page URL, action URL, method, field names)`` of a form site's relevant form."""
        page = self.url(site, site.truth)
        if site.layout in ("jsf", "aspnet"):
            action, method = page, "post"
        else:
            action = (
                self.url(site, site.results.split("?")[0]) if "?id=" in site.results else self.url(site, site.results)
            )
            method = "get"
        _, names = relevant_form(site.lang, site.layout, site.naming, site.db, site.results, site.name)
        return page, action, method, names

    def describe(self, url: str) -> tuple[Site7, str, str, dict[str, list[str]]]:
        """``(site, page key, language, query)`` of a URL of this web (key "" for pages without one)."""
        parts = urlsplit(url)
        site = self.by_host[parts.hostname or ""]
        key, lang, query, _, bare = resolve(site, parts.path or "/", parts.query)
        if site.hide == "legacy_site" and bare.startswith(LEGACY):
            key = "legacy"
        return site, key, lang, query


# -- building -------------------------------------------------------------------------------------------------
def _host(rng: random.Random, taken: set[str], stem: str, tld: str, place: str = "") -> str:
    stem = stem[:18].strip("-") + (f"-{place}" if place else "")
    host = f"www.{stem}.{tld}"
    while host in taken:
        host = f"www.{stem}{rng.randrange(2, 99)}.{tld}"
    taken.add(host)
    return host


def _langs(rng: random.Random, lang: str, tld: str) -> tuple[str, ...]:
    if tld == "ch":
        return (lang, *[x for x in ("de", "fr", "it") if x != lang])
    if tld == "be":
        return (lang, "nl" if lang == "fr" else "fr")
    if lang != "en" and rng.random() < 0.5:
        return (lang, "en")
    return (lang,)


def _pick_lang(rng: random.Random) -> str:
    return rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0]


def _charset(rng: random.Random, lang: str) -> str:
    options = CHARSETS[lang]
    return options[0] if len(options) == 1 or rng.random() < 0.5 else rng.choice(options[1:] + options[:1])


def _new(kind: str, name: str, rng: random.Random, lang: str, **kw: Any) -> Site7:
    kw.setdefault("charset", _charset(rng, lang))
    return Site7(name=name, kind=kind, lang=lang, **kw)


def _institution(site: Site7, rng: random.Random, taken: set[str], place_i: int) -> None:
    """Title, host, languages, URL style and the pages of a form, court, legal or off-topic site."""
    w = W[site.lang]
    place, roman = w["places"][place_i], w["roman"][place_i]
    tld = rng.choice(TLDS[site.lang])
    if site.kind in ("form", "court"):
        org = w["orgs"][site.role]
        site.title = f"{place}{org}" if site.lang in ("ja", "ko") else f"{org} {place}"
        stem = slug(org) if site.lang in LATIN else ORG_TOKENS[site.role]
    elif site.kind == "legal":
        site.title = f"{w['legalorgs'][site.role]} {place}"
        stem = slug(w["legalorgs"][site.role]) if site.lang in LATIN else _LEGAL_TOKENS[site.role]
    else:
        filler = rng.choice(w["filler"])
        site.title = f"{filler.capitalize()} {w['offcats'][site.role]}"
        stem = slug(f"{filler}-{w['offcats'][site.role]}") if site.lang in LATIN else _OFF_TOKENS[site.role]
    site.host = _host(rng, taken, stem, tld, roman)
    site.langs = _langs(rng, site.lang, tld)
    if not site.style:
        site.style = rng.choice(("dir", "dir", "html", "php", "aspx", "jsf", "typo3"))
    site.sid = site.style in ("aspx", "jsf", "php") and rng.random() < 0.3
    site.robots = rng.random() < 0.3
    topical = site.kind in ("form", "court")
    if site.search_box == -1 and rng.random() < (0.6 if site.kind != "legal" else 0.5):
        site.search_box = rng.randrange(60)
    keys = ["about", "news", "item", "latest", "contact", "imprint", "privacy", "sitemap", "links"]
    if topical:
        keys += ["access"]
        site.articles = site.articles or rng.randrange(40, 801)
        site.cal = site.cal or rng.random() < 0.4
        site.facets = rng.random() < 0.4
        for k, p in (("press", 0.5), ("services", 0.5), ("faq", 0.4), ("opendata", 0.25), ("registers", 0.3)):
            if rng.random() < p:
                keys.append(k)
    else:
        site.articles = rng.randrange(20, 301 if site.kind == "off" else 201)
        site.anchor = w["offcats"][site.role] if site.kind == "off" else w["latest"]
        if site.kind == "legal" and site.role in _LEGAL_NB:
            site.neighbour = _LEGAL_NB[site.role]
    if site.cal:
        keys.append("hearings")
    negs = [
        n for n, p in (("login", 0.3), ("registration", 0.2), ("newsletter", 0.3), ("contact", 0.5)) if rng.random() < p
    ]
    site.negs = tuple(negs)
    keys += [{"registration": "signup"}.get(n, n) for n in negs if n != "contact"]
    if site.search_box >= 0:
        keys.append("sres")
    if site.neighbour:
        keys += ["nbres"] + (["nb"] if site.neighbour == "efiling" else [])
    site.news_n = rng.randrange(6, 19)
    site.keys = tuple(dict.fromkeys(keys))
    site.footer = tuple(
        k
        for k in (
            "imprint",
            "privacy",
            "access",
            "sitemap",
            "faq",
            "opendata",
            "press",
            "links",
            "login",
            "signup",
            "newsletter",
        )
        if k in site.keys
    )


def _form_site(site: Site7, f: int, rng: random.Random) -> None:
    """The hiding place, layout and paths of form site ``f``."""
    site.hide = HIDES[f % len(HIDES)]
    site.layout = LAYOUTS[(3 * f) % len(LAYOUTS)]
    site.naming = NAMINGS[f % len(NAMINGS)]
    site.db = "legislation" if site.role in (4, 5) else "caselaw"
    site.anchor = rng.choice(W[site.lang]["leglinks" if site.db == "legislation" else "caselinks"])
    site.neighbour = "efiling" if rng.random() < 0.3 else ""
    if site.layout == "jsf":
        site.style = "jsf"
    elif site.layout == "aspnet":
        site.style = "aspx"
    if site.hide in ("typo3_ids", "legacy_site") and site.layout in ("jsf", "aspnet"):
        site.layout = "table" if f % 2 else "placeholder"
        site.style = ""
    if site.hide == "typo3_ids":
        site.style = "typo3"


def _form_paths(site: Site7, rng: random.Random) -> None:
    keys = list(site.keys)
    if site.hide in ("disclaimer", "iframe"):
        keys.append("intro")
    if site.hide == "disclaimer":
        keys.append("accept")
    extra = {"typo3_ids": "services", "faq": "faq", "open_data": "opendata", "register_table": "registers"}
    if site.hide in extra:
        keys.append(extra[site.hide])
    if site.hide == "news_item":
        site.news_n = max(site.news_n, 17)
        site.launch = rng.randrange(9, 17)
    site.keys = tuple(dict.fromkeys(keys))
    site.footer = tuple(dict.fromkeys((*site.footer, *[k for k in ("faq", "opendata") if k in site.keys])))
    if site.lang in LATIN:
        word = slug(site.anchor)
    else:
        word = {"ja": "hanrei", "ko": "panrye", "ar": "ahkam", "hi": "nirnay"}[site.lang]
    x = rng.choice(_TRUTH_SEGS)
    truth, results = {
        "dir": (f"/{word}/{x}/", f"/{word}/{x}/results"),
        "html": (f"/{word}/{x}.html", f"/{word}/list.html"),
        "php": (f"/{word}/index.php", f"/{word}/result.php"),
        "aspx": (
            f"/Pages/{word.title().replace('-', '')}/Default.aspx",
            f"/Pages/{word.title().replace('-', '')}/Results.aspx",
        ),
        "jsf": (f"/{word}/app/index.jsf", f"/{word}/app/hits.jsf"),
        "typo3": ("/index.php?id=417", "/index.php?id=418"),
    }[site.style]
    if site.hide == "iframe":
        truth, results = f"/app/{word}/embed", f"/app/{word}/hits"
    if site.hide == "legacy_site":
        truth, results = f"{LEGACY}rsp/abfrage.htm", f"{LEGACY}rsp/treffer.htm"
    site.truth, site.results = truth, results


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.150.0") -> Web:
    """Family G: ``sites`` sites, about 8 % on topic, ``forms`` of them with a relevant search form."""
    rng = random.Random(f"web7|{seed}")
    n_ldir = max(2, min(13, sites // 150))
    n_wdir = max(1, min(12, sites // 250))
    n_topic = max(forms * 2, round(0.08 * sites))
    n_legal = round(0.07 * sites)
    n_off = sites - n_ldir - n_wdir - n_topic - n_legal
    specs: list[tuple[str, int]] = [("ldir", i) for i in range(n_ldir)] + [("wdir", i) for i in range(n_wdir)]
    specs += [("form", i) for i in range(forms)] + [("court", i) for i in range(n_topic - forms)]
    specs += [("legal", i) for i in range(n_legal)] + [("off", i) for i in range(n_off)]
    rng.shuffle(specs)
    taken: set[str] = set()
    out: list[Site7] = []
    form_count: dict[str, int] = {}
    for idx, (kind, i) in enumerate(specs):
        r = random.Random(f"web7|{seed}|{kind}|{i}")
        name = f"g{idx:04d}"
        if kind in ("ldir", "wdir"):
            lang = CODES[i % len(CODES)] if kind == "ldir" else r.choice(CODES)
            site = _new("directory", name, r, lang, role=int(kind == "wdir"), langs=(lang,))
            w = W[lang]
            site.title = w["dir_legal" if kind == "ldir" else "dir_web"]
            stem = slug(site.title) if lang in LATIN else ("lawportal" if kind == "ldir" else "webdir")
            site.host = _host(r, taken, stem, r.choice(TLDS[lang]))
        elif kind == "form":
            lang = FORM_LANGS[i % len(FORM_LANGS)]
            n = form_count[lang] = form_count.get(lang, -1) + 1
            charsets = sorted(CHARSETS[lang], key=lambda c: c == "UTF-8")
            site = _new(
                "form", name, r, lang, role=FORM_ROLES[i % len(FORM_ROLES)], charset=charsets[n % len(charsets)]
            )
            site.extra["f"] = i
            _form_site(site, i, r)
            _institution(site, r, taken, r.randrange(6))
            _form_paths(site, r)
        elif kind == "court":
            lang = _pick_lang(r)
            sub = COURT_SUBS[i % len(COURT_SUBS)]
            site = _new("court", name, r, lang, role=r.choice(_SUB_ROLES[sub]), sub=sub, cal=sub == "causelist")
            site.neighbour = {"causelist": "causelist", "efiling": "efiling"}.get(sub, "")
            leg = site.role in (4, 5)
            site.anchor = r.choice(W[lang]["leglinks" if leg else "caselinks"])
            site.db = "legislation" if leg else "caselaw"
            _institution(site, r, taken, r.randrange(6))
            if sub == "soon":
                site.keys += ("soon",)
        else:
            lang = _pick_lang(r)
            site = _new(kind, name, r, lang, role=r.randrange(9 if kind == "legal" else 10))
            _institution(site, r, taken, r.randrange(6))
        out.append(site)
    web = Web(out, seed, net)
    _link(web, rng)
    return web


def _link(web: Web, rng: random.Random) -> None:
    """Directories' entries and the sites' links to each other."""
    sites = web.sites
    by_kind: dict[str, list[int]] = {}
    for i, s in enumerate(sites):
        by_kind.setdefault(s.kind, []).append(i)
    ldirs = [i for i in by_kind["directory"] if sites[i].role == 0]
    wdirs = [i for i in by_kind["directory"] if sites[i].role == 1]
    own = {sites[d].lang: d for d in ldirs}
    portal = {lang: own.get(lang, ldirs[j % len(ldirs)]) for j, lang in enumerate(CODES)}
    for i, s in enumerate(sites):
        if s.kind == "form" and s.extra["f"] % 5 == 4:
            continue  # reachable only through a few links of other courts
        if s.topical or (s.kind == "legal" and rng.random() < 0.5):
            sites[portal[s.lang]].entries.append(i)
            if rng.random() < 0.15:
                sites[rng.choice(ldirs)].entries.append(i)
        p_web = {"off": 0.7, "legal": 0.4, "court": 0.3, "form": 0.3}.get(s.kind, 0)
        if rng.random() < p_web:
            sites[rng.choice(wdirs)].entries.append(i)
        if s.kind == "off" and rng.random() < 0.2:
            sites[rng.choice(wdirs)].entries.append(i)
    for d in ldirs:
        sites[d].entries += rng.sample(by_kind["off"], 3)
    for d in ldirs + wdirs:
        entries = list(dict.fromkeys(sites[d].entries))
        random.Random(f"{web.seed}|{d}").shuffle(entries)
        sites[d].entries = entries
    topical = by_kind["form"] + by_kind["court"]
    visible = [i for i in topical if not (sites[i].kind == "form" and sites[i].extra["f"] % 5 == 4)]
    lang_of: dict[str, list[int]] = {}
    for i in visible:
        lang_of.setdefault(sites[i].lang, []).append(i)
    legal_of: dict[str, list[int]] = {}
    for i in by_kind["legal"]:
        legal_of.setdefault(sites[i].lang, []).append(i)
    for i, s in enumerate(sites):
        if s.kind == "directory":
            continue
        same = [j for j in lang_of.get(s.lang, []) if j != i]
        if s.topical:
            k = rng.randrange(10, 26) if s.sub == "soon" else rng.randrange(3, 11)
            links = rng.sample(same, min(k, len(same))) + rng.sample(legal_of.get(s.lang, by_kind["legal"]), 1)
            if rng.random() < 0.3:
                links.append(rng.choice(by_kind["off"]))
        elif s.kind == "legal":
            pool = same + legal_of.get(s.lang, [])
            links = rng.sample(pool, min(len(pool), rng.randrange(2, 7)))
        else:
            links = rng.sample(by_kind["off"], rng.randrange(3, 9))
        s.out_links = [j for j in dict.fromkeys(links) if j != i]
    courts = [i for i in by_kind["court"] if sites[i].sub != "soon"]
    for i in by_kind["form"]:
        if sites[i].extra["f"] % 5 == 4:
            pool = [j for j in courts if sites[j].lang == sites[i].lang] or courts
            for j in rng.sample(pool, min(2, len(pool))):
                sites[j].out_links.insert(rng.randrange(len(sites[j].out_links) + 1), i)
    web.seed_sites = by_kind["court"][:4] + by_kind["off"][:4]


# -- the domain ----------------------------------------------------------------------------------------------
_ATTRS = (
    ("keyword", ("keyword", "fulltext"), 0.3),
    ("case number", ("caseno",), 0.9),
    ("court", ("court",), 0.7),
    ("decision date", ("date",), 0.6),
    ("judge", ("judge",), 0.7),
    ("parties", ("parties",), 0.6),
    ("area of law", ("area",), 0.5),
    ("statute", ("statute",), 0.7),
    ("document type", ("doctype",), 0.4),
    ("ECLI", ("ecli",), 0.9),
)

_MORE = {
    "ECLI": (
        "European Case Law Identifier",
        "Europäischer Rechtsprechungsidentifikator",
        "Identifiant européen de la jurisprudence",
        "Identificador Europeo de Jurisprudencia",
        "Identificatore europeo della giurisprudenza",
        "Europese Jurisprudentie Identificatiecode",
        "Evropský identifikátor judikatury",
    )
}


def domain() -> dict[str, Any]:
    """The domain definition: topic words and attributes with their names in every language of the web."""
    keywords: list[str] = []
    for lang in CODES:
        w = W[lang]
        keywords += [*w["caselinks"], *w["leglinks"], w["casedb"], w["legdb"], *w["legalwords"][:8], *w["orgs"][:4]]
    attributes = []
    for name, keys, spec in _ATTRS:
        aliases = [name] + [W[lang][k] for lang in CODES for k in keys] + list(_MORE.get(name, ()))
        attributes.append({"name": name, "aliases": list(dict.fromkeys(aliases)), "specificity": spec})
    return {"name": TARGET, "threshold": 0.9, "keywords": list(dict.fromkeys(keywords)), "attributes": attributes}


def write_domains() -> Path:
    """Write the domain JSON file (``tests/web7/domains/caselaw.json``); its path."""
    DOMAINS.mkdir(exist_ok=True)
    path = DOMAINS / f"{TARGET}.json"
    text = json.dumps(domain(), ensure_ascii=False, indent=1) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


__all__ = ["HIDES", "NEIGHBOURS", "TARGET", "Web", "build_web", "field_keys", "spath", "write_domains"]
