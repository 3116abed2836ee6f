"""Building family J (:func:`build_web`), serving it (:class:`Web`) and its domain file (:func:`write_domains`)."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from tests.kit import Request, Response
from tests.kit.webs import ServedWeb, host_address
from tests.web10.hides import HIDES, NEEDS
from tests.web10.lang import CHARSETS, CITIES, KW, LANGS, TLDS, W, slug, t
from tests.web10.pages import OFFTOPIC, render
from tests.web10.site import SCHEMES, Site

logger = logging.getLogger(__name__)

TARGET = "trials"
DOMAINS_DIR = Path(__file__).parent / "domains"
ONTOPIC = ("hospital", "assoc", "ethics", "pharma", "healthnews", "agency_pdf")
NEIGHBOURS = ("pharmacy", "doctor", "symptom", "jobs", "journal", "price", "booking")
PORTAL_PAIRS = (
    ("ja", "ko"),
    ("de", "nl"),
    ("fr", "ca"),
    ("pt", "sw"),
    ("sl", "is"),
    ("ka", "hy"),
    ("az", "kk"),
    ("ur", "ta"),
    ("en",),
)
SHALLOW = {"audience", "accordion", "cta_banner", "country_map", "iframe_embed"}
TEMPLATES = ("html5", "table4", "portlet", "dropdown")
_SYL = "ka lo mi ra ven tor sa li no ber ga del fin mar os ta ril ux em pa qui zen do rho bel".split()
_STEMS = {
    "health": ["med", "clinic", "pharm", "care", "bio", "vita", "salus", "cura", "thera", "gen"],
    "offtopic": ["club", "world", "zone", "hub", "daily", "online", "corner", "spot"],
}
_THINGS = {
    "trial": ["study", "trial", "record", "protocol"],
    "news": ["news-item", "article", "post", "bericht"],
    "product": ["product", "medicine", "smpc", "drug"],
    "minutes": ["session", "minute"],
    "entry": ["entry", "place", "listing"],
    "offtopic": ["story", "page", "item", "post"],
}
_SUB_PAGES = {
    "hospital": ["research", "booking", "events", "newsletter"],
    "assoc": ["donate", "newsletter", "events"],
    "ethics": ["events", "pubs"],
    "pharma": ["pipeline", "adverse", "login"],
    "healthnews": ["newsletter", "login"],
    "agency_pdf": ["registers", "data", "adverse"],
}
_ITEM_KIND = {
    "hospital": "news",
    "assoc": "news",
    "ethics": "minutes",
    "pharma": "product",
    "healthnews": "news",
    "agency_pdf": "product",
}
_LIST_LABEL = {
    "hospital": "news",
    "assoc": "news",
    "ethics": "minutes",
    "pharma": "medicines",
    "healthnews": "news",
    "agency_pdf": "medicines",
}


class Web(ServedWeb):
    """Family J: :meth:`start` serves every site on its own loopback address, :meth:`stop` shuts them down."""

    server_name = "web10"

    def __init__(self, sites: list[Site], seed: int, net: str) -> None:
        self.sites = sites
        self.seed = seed
        self.net = net
        super().__init__()
        self._by_host = {s.host: s for s in sites}
        for i, site in enumerate(sites):
            site.ip = host_address(net, i)

    def site_app(self, site: Any) -> Any:
        return _App(self, site)

    def seeds(self) -> list[str]:
        """The health portals' and web directories' home pages."""
        return [s.base + s.home() for s in self.sites if s.kind in ("portal", "directory")]

    def form_pages(self) -> set[str]:
        """Absolute URLs of the pages holding a relevant search form, one per form site."""
        out = set()
        for s in self.sites:
            if s.kind == "form":
                out.add(self.sites[s.partner].url("form") if s.hide == "partner_host" else s.url("form"))
        return out

    def form_sites(self) -> list[Site]:
        return sorted((s for s in self.sites if s.kind == "form"), key=lambda s: s.form)

    def render(self, site: Site, path: str, query: dict[str, list[str]]) -> tuple[int, str, bytes, list]:
        rng = random.Random(f"{self.seed}|{site.host}|{path}|{sorted(query.items())}")
        return render(self, site, path, query, rng)

    def serve(self, site: Site, path: str, raw_query: str) -> Response:
        try:
            status, ctype, body, headers = self.render(site, path, parse_qs(raw_query))
        except Exception:  # a renderer's bug shows as a server error, not a hang
            logger.exception("%s: renderer failed for %s", site.host, path)
            return Response(b"<h1>Internal server error</h1>", 500, "text/html; charset=utf-8")
        return Response(body, status, ctype, list(headers))

    def respond(self, url: str) -> Response:
        """Render ``url`` in-process (no sockets)."""
        parts = urlsplit(url)
        return self.serve(self._by_host[parts.hostname or ""], parts.path or "/", parts.query)

    def site_of(self, url: str) -> Site:
        return self._by_host[urlsplit(url).hostname or ""]


class _App:
    def __init__(self, web: Web, site: Site) -> None:
        self.web = web
        self.site = site
        self.name = site.host
        self.stopping = web.stopping

    def handle(self, request: Request) -> Response:
        return self.web.serve(self.site, request.path, request.raw_query)


def _word(rng: random.Random, n: int = 2) -> str:
    return "".join(rng.choice(_SYL) for _ in range(n))


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.150.0") -> Web:
    """Family J with ``sites`` sites of which ``forms`` hold the relevant search form."""
    rng = random.Random(f"web10|{seed}")
    used: set[str] = set()

    def host(lang: str, stems: list[str], prefix: str = "www.") -> str:
        while True:
            name = f"{prefix}{_word(rng, rng.randint(1, 2))}{rng.choice(stems)}.{rng.choice(TLDS[lang])}"
            if name not in used:
                used.add(name)
                return name

    seeds: list[Site] = []
    for pair in PORTAL_PAIRS:
        name = " / ".join(t(lang, "portal") for lang in pair)
        seeds.append(
            Site(
                0,
                "portal",
                "",
                pair[0],
                host(pair[0], ["portal", "health", "info"]),
                name,
                scheme="raw",
                extra={"langs": list(pair)},
            )
        )
    for _ in range(3):
        seeds.append(
            Site(
                0,
                "directory",
                "",
                "en",
                host("en", ["dir", "links", "index"]),
                f"{_word(rng).capitalize()} Web Directory",
                scheme="raw",
            )
        )
    n_topic = max(forms + 10, round(sites * 0.08))
    n_neigh = round(sites * 0.07)
    specs: list[Site] = []
    lang_order = LANGS[:]
    rng.shuffle(lang_order)
    forms_list: list[Site] = []
    candidates = [f for f in range(forms) if HIDES[f % len(HIDES)] in SHALLOW]
    hidden = set(candidates[1::2][:4])
    for f in range(forms):
        lang = lang_order[f % len(lang_order)]
        cs = CHARSETS[lang]
        site = Site(
            0,
            "form",
            rng.choice(("agency", "registry", "hospital")),
            lang,
            host(lang, _STEMS["health"]),
            charset=cs[(f + 1) % len(cs)],
            form=f,
            hide=HIDES[f % len(HIDES)],
            layout=f % 7,
            style=f % 4,
            template=rng.choice(TEMPLATES),
            scheme=rng.choice(list(SCHEMES)[:-1]),
        )
        site.extra["hidden"] = f in hidden
        if f == 10:
            site.template, site.scheme = "frames", "tilde"
        forms_list.append(site)
        specs.append(site)
        if site.hide == "partner_host":
            partner = Site(
                0,
                "partner",
                "",
                lang,
                host("en", ["systems", "cloud", "hosting"], ""),
                f"{_word(rng).capitalize()} Clinical Systems",
                charset="UTF-8",
                scheme="raw",
            )
            site.extra["partner_spec"] = partner
            specs.append(partner)
    for i in range(n_topic - forms):
        lang = rng.choice(LANGS)
        sub = ONTOPIC[i % len(ONTOPIC)]
        cs = CHARSETS[lang]
        site = Site(
            0,
            "ontopic",
            sub,
            lang,
            host(lang, _STEMS["health"]),
            charset=cs[0] if rng.random() < 0.6 else rng.choice(cs),
            template=rng.choice(TEMPLATES),
            scheme=rng.choice(list(SCHEMES)[:-1]),
        )
        if i == 0:
            site.template, site.scheme = "frames", "tilde"
        specs.append(site)
    for i in range(n_neigh):
        lang = rng.choice(LANGS)
        specs.append(
            Site(
                0,
                "neighbour",
                NEIGHBOURS[i % len(NEIGHBOURS)],
                lang,
                host(lang, _STEMS["health"]),
                charset=rng.choice(CHARSETS[lang]),
                template=rng.choice(TEMPLATES),
                scheme=rng.choice(list(SCHEMES)[:-1]),
            )
        )
    cats = list(OFFTOPIC)
    for i in range(max(0, sites - len(seeds) - len(specs))):
        lang = rng.choice(LANGS)
        specs.append(
            Site(
                0,
                "offtopic",
                cats[i % len(cats)],
                lang,
                host(lang, _STEMS["offtopic"]),
                charset=rng.choice(CHARSETS[lang]),
                template=rng.choice(TEMPLATES),
                scheme=rng.choice(list(SCHEMES)[:-1]),
            )
        )
    rng.shuffle(specs)
    all_sites = seeds + specs
    for i, site in enumerate(all_sites):
        site.index = i
    for site in forms_list:
        if "partner_spec" in site.extra:
            partner = site.extra.pop("partner_spec")
            site.partner, partner.partner = partner.index, site.index
    for site in sorted(all_sites, key=lambda s: s.kind == "partner"):  # a partner after its client
        _furnish(site, rng, all_sites)
    _link(all_sites, rng)
    return Web(all_sites, seed, net)


def _furnish(site: Site, rng: random.Random, sites: list[Site]) -> None:
    """Name, pages, navigation and traps of one site."""
    lang, extra = site.lang, site.extra
    city = rng.choice(CITIES[lang])
    site.header_search = site.kind not in ("portal", "directory", "partner") and rng.random() < 0.5
    site.robots = rng.random() < 0.3
    site.alt_lang = (
        "en" if lang != "en" and site.kind in ("form", "ontopic", "neighbour") and rng.random() < 0.2 else ""
    )
    site.pager = rng.choice(("p", "pg", "start", "from"))
    extra["unit"] = rng.choice(("web", "info", "dept", "ctu", "amt"))
    base = ["about", "news", "contact", "links", "privacy", "list", "sitesearch", "sent"]
    if site.kind == "portal":
        extra["pids"] = [f"{k}-{lg}" for lg in extra["langs"] for k in ("inst", "svc")]
        return
    if site.kind == "directory":
        extra["pids"] = [f"cat-{c}" for c in list(OFFTOPIC) + ["health"]]
        return
    if site.kind == "partner":
        client = sites[site.partner]
        code = client.acronym.lower() or "reg"
        extra["pids"] = ["client", "form", "results"]
        extra["slugs"] = {"client": f"c/{code}/", "form": f"t/{code}/search.do", "results": f"t/{code}/list.do"}
        return
    if site.kind == "form":
        site.acronym = "".join(rng.choice("ABCDEFGHKLMNPRSTVZ") for _ in range(rng.randint(3, 4)))
        site.brand = _word(rng, 2).capitalize() + rng.choice(("Base", "Net", " Info", " Online", "Data", "Reg"))
        site.name = f"{t(lang, {'agency': 'agency', 'hospital': 'hospital'}.get(site.sub, 'agency'))} {city}"
        site.items = rng.randint(100, 600)
        extra["item_kind"], extra["list_label"] = "trial", "trials"
        pages, nav_needed, footer_needed = NEEDS[site.hide]
        if site.hide == "partner_host":  # the form and its answers are on the partner's host
            pages = []
        extra["pids"] = (
            base
            + ["patients", "pros", "research", "data", "services", "pubs", "adverse", "newsletter"]
            + (["results"] if "form" in pages else [])
            + pages
        )
        optional = [p for p in ("patients", "pros", "research", "data", "services", "pubs") if p not in nav_needed]
        if site.hide == "audience":
            optional.remove("pros")
        middle = nav_needed + rng.sample(optional, 2)
        rng.shuffle(middle)
        extra["nav"] = ["about", "list", "news"] + middle + ["contact"]
        extra["footer"] = ["privacy", "links", "newsletter"] + footer_needed
        extra["slugs"] = {
            "form": rng.choice(("query", "finder", "db", "consult", "browse", "lookup", "explorer", "ctr", "studies")),
            "results": rng.choice(("hits", "resultlist", "out", "records", "treffer")),
        }
    elif site.kind == "ontopic":
        words = {"hospital": "hospital", "assoc": "assoc", "ethics": "ethics", "agency_pdf": "agency"}
        if site.sub in words:
            site.name = f"{t(lang, words[site.sub])} {city}"
        else:
            site.name = f"{_word(rng).capitalize()} {t(lang, 'pharma' if site.sub == 'pharma' else 'healthnews')}"
        site.items = rng.randint(30, 400)
        extra["item_kind"], extra["list_label"] = _ITEM_KIND[site.sub], _LIST_LABEL[site.sub]
        subs = _SUB_PAGES[site.sub]
        extra["pids"] = base + subs
        extra["nav"] = ["about", "list"] + subs[:2] + ["news", "contact"]
        extra["footer"] = ["privacy", "links"] + subs[2:]
    elif site.kind == "neighbour":
        site.name = f"{t(lang, site.sub) if site.sub in W['en'] else t(lang, 'symptoms')} – {_word(rng).capitalize()}"
        site.items = rng.randint(30, 200)
        extra["item_kind"], extra["list_label"] = "entry", "more"
        extra["pids"] = base + ["tool", "login"]
        extra["nav"] = ["about", "tool", "list", "contact"]
        extra["footer"] = ["privacy", "links", "login"]
        extra["tool_on_home"] = rng.random() < 0.5
    else:
        site.name = f"{_word(rng).capitalize()} {OFFTOPIC[site.sub][0]}"
        site.items = rng.randint(30, 300)
        extra["item_kind"], extra["list_label"] = "offtopic", "more"
        extra["pids"] = base + (["events"] if rng.random() < 0.2 else [])
        extra["nav"] = ["about", "list", "contact"] + (["events"] if "events" in extra["pids"] else [])
        extra["footer"] = ["privacy", "links"]
    if site.template == "frames":
        extra["pids"] += ["menu", "main"]
    label_key = extra.get("list_label", "more")
    extra.setdefault("slugs", {})["list"] = {"news": "archive", "more": "overview"}.get(label_key) or slug(
        lang, label_key
    )
    if site.template == "dropdown":
        extra["subnav"] = {"about": ["news", "links"]}
    site.thing = rng.choice(_THINGS[extra["item_kind"]]) if site.scheme != "php" else "detail"
    if site.items > 60 and rng.random() < 0.3:
        extra["facets"] = ["phase-1", "phase-2", "phase-3", "2023", "2024", "closed", "open"]
    if rng.random() < 0.25 and site.scheme in ("servlet", "liferay", "aspx", "cmd", "php"):
        site.session = "jsession" if site.scheme in ("servlet", "liferay") else "sid"
    if site.robots and "events" in extra["pids"]:
        events = site.path("events")
        chain = [site.path(p) for p in extra["pids"] if p not in ("events",)]
        if not any(p.startswith(events) for p in chain):
            extra["disallow"] = [events]


def _link(sites: list[Site], rng: random.Random) -> None:
    """Portals, directories and the sites' "Links" pages."""
    topical = [s for s in sites if s.kind in ("form", "ontopic")]
    listed = [s for s in topical if not s.extra.get("hidden")]
    neighbours = [s for s in sites if s.kind == "neighbour"]
    by_lang: dict[str, list[Site]] = {}
    for s in listed:
        by_lang.setdefault(s.lang, []).append(s)
    for portal in (s for s in sites if s.kind == "portal"):
        portal.extra["inst"] = {lg: [s.index for s in by_lang.get(lg, [])] for lg in portal.extra["langs"]}
        portal.extra["svc"] = {
            lg: [s.index for s in neighbours if s.lang == lg and rng.random() < 0.5] for lg in portal.extra["langs"]
        }
        for ids in portal.extra["inst"].values():
            rng.shuffle(ids)
    directories = [s for s in sites if s.kind == "directory"]
    for d in directories:
        d.extra["cats"] = {c: [] for c in list(OFFTOPIC) + ["health"]}
    for s in sites:
        if s.kind == "offtopic" and rng.random() < 0.7:
            rng.choice(directories).extra["cats"][s.sub].append(s.index)
        elif (s in listed and rng.random() < 0.2) or (s.kind == "neighbour" and rng.random() < 0.3):
            rng.choice(directories).extra["cats"]["health"].append(s.index)
    offtopic_by_cat: dict[str, list[Site]] = {}
    for s in sites:
        if s.kind == "offtopic":
            offtopic_by_cat.setdefault(s.sub, []).append(s)
    for s in sites:
        if s.kind in ("form", "ontopic"):
            same = [o for o in by_lang.get(s.lang, []) if o is not s]
            pool = rng.sample(same, min(len(same), rng.randint(2, 7))) + rng.sample(listed, 2)
            pool += rng.sample(neighbours, 1) if neighbours else []
            s.links = [o.index for o in pool if o is not s]
        elif s.kind == "neighbour":
            s.links = [o.index for o in rng.sample(listed, 2) + rng.sample(neighbours, 2) if o is not s]
        elif s.kind == "offtopic":
            cat = offtopic_by_cat[s.sub]
            pool = rng.sample(cat, min(len(cat), rng.randint(3, 7)))
            if rng.random() < 0.1:
                pool.append(rng.choice(neighbours))
            s.links = [o.index for o in pool if o is not s]
    for s in (x for x in topical if x.extra.get("hidden")):  # reachable only from other topical sites' "Links"
        referrers = [o for o in by_lang.get(s.lang, []) if o.kind == "ontopic"] or [
            o for o in listed if o.kind == "ontopic"
        ]
        for o in rng.sample(referrers, min(2, len(referrers))):
            o.links.insert(rng.randint(0, len(o.links)), s.index)


def write_domains() -> Path:
    """Write ``domains/trials.json`` (the topic in every language of the web, ten attributes); its path."""
    keywords: list[str] = []
    for lang in W:
        for word in KW[lang] + [t(lang, "trials"), t(lang, "find")]:
            if word not in keywords:
                keywords.append(word)
    attributes = [
        ("condition", ["a_keyword"], 0.35),
        ("trial id", ["a_id"], 0.95),
        ("sponsor", ["a_sponsor"], 0.7),
        ("active substance", ["a_drug"], 0.75),
        ("phase", ["a_phase"], 0.85),
        ("recruitment status", ["a_status"], 0.85),
        ("country", ["a_country"], 0.35),
        ("start date", ["a_start"], 0.5),
        ("age group and sex", ["a_age", "a_sex"], 0.55),
        ("marketing authorisation holder", ["a_mah"], 0.9),
    ]
    attrs = []
    for name, keys, specificity in attributes:
        aliases = [name]
        for lang in W:
            for key in keys:
                if W[lang][key] not in aliases:
                    aliases.append(W[lang][key])
        attrs.append({"name": name, "aliases": aliases, "specificity": specificity})
    data = {"name": TARGET, "threshold": 0.9, "keywords": keywords, "attributes": attrs}
    DOMAINS_DIR.mkdir(exist_ok=True)
    path = DOMAINS_DIR / f"{TARGET}.json"
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path
