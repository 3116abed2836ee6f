"""Family I's sites and the :class:`Web` that serves them (see the package docstring for the data sheet)."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlsplit

from tests.kit import Request, Response
from tests.kit.webs import ServedWeb, host_address
from tests.web9.lang import CODES, LANGS, OFF_WORDS, slug
from tests.web9.routes import SCHEMES, Router

logger = logging.getLogger(__name__)

HIDES = (
    "transparency_hub",  # footer "Transparency" -> legal-obligation hub -> "Contracts" category -> brand link
    "supplier_details",  # "Business with us" -> FAQ in <details> blocks; the answer of one links the brand
    "buyer_profile",  # About us -> organisation chart -> buyer profile -> table row "See all"
    "archive_last",  # procurement list -> archive of past calls -> its last page -> "search the archive"
    "toc_guide",  # Suppliers -> long guide for bidders (TOC of anchors) -> one real link in section 7
    "jump_select",  # header "Quick links" <select onchange>, real links only in its <noscript> list
    "print_only",  # procurement list -> its print version (?print=1) -> "See also" box with the brand
    "logo_table",  # footer "Useful links" -> table of platforms, logos only (alt text = brand)
    "see_all",  # procurement overview with five latest notices -> "See all" = the search page
    "numeric_nav",  # ?lang=xx&page=NN site: procurement page's sub-page list -> page=NNN
    "redirect_chain",  # nav brand link /go/<brand> -> 301 -> /redirect.php meta refresh -> search page
    "widget_iframe",  # footer "Open data" -> <iframe> widget of latest notices -> "search" link in the widget
)
LAYOUTS = ("simple", "advanced", "selects", "post_tokens", "table_labels", "placeholders")
NAME_STYLES = ("plain", "native", "bracket", "abbr")
TOPIC_SUBS = ("notices", "profile", "esubmit", "supplier", "blog", "stats")
NEIGHBOURS = ("company_register", "job_board", "grant_search", "auction", "chamber", "consultancy")
OFFTOPIC = ("football", "recipes", "travel", "music", "cars", "garden", "games", "fashion", "weather", "pets")
TEMPLATES = ("div", "table", "sidebar", "xhtml")
WEBDIRS = 6


@dataclass
class Site:
    """One site: what it is, where it listens, how its URLs and pages look."""

    idx: int
    kind: str  # portal, webdir, form, topic, neighbour, offtopic
    sub: str  # topic: TOPIC_SUBS; neighbour: NEIGHBOURS; offtopic: OFFTOPIC; form: authority type
    lang: str
    charset: str
    host: str
    title: str = ""
    brand: str = ""
    cat: int = 0  # category in its language portal (authority type)
    scheme: str = "path"
    template: str = "div"
    items: int = 0
    sitesearch: bool = False
    sid: str = ""  # "", "jsession" or "query": session ids on list and item links
    robots: bool = False
    calendar: bool = False
    facets: bool = False
    alt_en: bool = False
    links_home: bool = False  # related-site links on the home page (else on a "Related" page)
    listed: bool = True  # in a directory
    out: list[int] = field(default_factory=list)
    f: int = -1  # form number (form sites)
    hide: str = ""
    layout: str = ""
    names: str = ""
    ip: str = ""
    port: int = 0
    _router: Router | None = None

    @property
    def name(self) -> str:
        return f"i{self.idx:04d}"

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def router(self) -> Router:
        if self._router is None:
            iseg = {"form": "procurement", "topic": "procurement"}.get(self.kind, "")
            seg = slug(LANGS[self.lang].procurement, "notices") if iseg else self.sub.replace("_", "-")
            self._router = Router(self.name, self.scheme, self.lang, self.brand, seg)
        return self._router


class Web(ServedWeb):
    """The generated web: :meth:`start` serves every site on its own loopback address."""

    server_name = "web9"
    backlog = 128

    def __init__(self, sites: list[Site], seed: int, net: str) -> None:
        self.sites = sites
        self.seed = seed
        self.net = net
        self.by_host = {s.host: s for s in sites}
        super().__init__()
        for s in sites:
            s.ip = host_address(net, s.idx)
        self.portals = {s.lang: s for s in sites if s.kind == "portal"}
        self.form_sites = [s for s in sites if s.kind == "form"]
        self.cache: dict[str, object] = {}  # directory listings, built on first use

    # -- serving -----------------------------------------------------------------------------
    def site_app(self, site: Any) -> Any:
        return _App(self, site)

    def handle(self, site: Site, method: str, path: str, raw_query: str, form: dict[str, list[str]]) -> Response:
        from tests.web9.pages import render

        try:
            status, headers, body = render(self, site, method, path, raw_query, form)
        except Exception:  # a renderer bug shows as a server error, not a hang
            logger.exception("%s: renderer failed for %s?%s", site.name, path, raw_query)
            return Response(b"<h1>Internal server error</h1>", 500, "text/html; charset=utf-8")
        ctype = headers.pop(0)[1]
        return Response(body, status, ctype, headers)

    def respond(self, url: str, method: str = "GET", data: dict[str, list[str]] | None = None) -> Response:
        """Render ``url`` in-process, without sockets (any port)."""
        parts = urlsplit(url)
        site = self.by_host[parts.hostname or ""]
        return self.handle(site, method, parts.path or "/", parts.query, data or {})

    # -- what the benchmark and tests use ---------------------------------------------------------
    def url(self, site: Site, key: str) -> str:
        return site.base + site.router.url(key)

    def seeds(self) -> list[str]:
        """The language portals' and web directories' home pages."""
        return [s.base + "/" for s in self.sites if s.kind in ("portal", "webdir")]

    def form_pages(self) -> set[str]:
        """Ground truth: the one page of each form site that holds the relevant search form."""
        return {self.url(s, "search") for s in self.form_sites}

    def hide_of(self) -> dict[str, str]:
        """Truth page URL -> hiding place."""
        return {self.url(s, "search"): s.hide for s in self.form_sites}


class _App:
    def __init__(self, web: Web, site: Site) -> None:
        self.web = web
        self.site = site
        self.name = site.name
        self.stopping = web.stopping

    def handle(self, request: Request) -> Response:
        form = request.form or (parse_qs(request.body.decode("latin-1")) if request.body else {})
        return self.web.handle(self.site, request.method, request.path, request.raw_query, form)


# -- building ---------------------------------------------------------------------------------------
def _host(rng: random.Random, lang: str, used: set[str]) -> str:
    words = LANGS[lang]["hostwords"]
    tld = rng.choice(LANGS[lang]["tlds"])
    while True:
        a, b = rng.sample(words, 2)
        host = f"www.{a}-{b}.{tld}" if rng.random() < 0.5 else f"{a}{b}{rng.randint(1, 99)}.{tld}"
        if host not in used:
            used.add(host)
            return host


def _brand(rng: random.Random, lang: str) -> str:
    lg = LANGS[lang]
    return (
        f"{rng.choice(lg['brand1'])}{rng.choice(lg['brand2'])}"
        if lang in ("da", "no", "en")
        else (f"{rng.choice(lg['brand1'])} {rng.choice(lg['brand2'])}")
    )


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.150.0") -> Web:
    """Build family I: ``sites`` sites, ``forms`` of them with the relevant search form."""
    rng = random.Random(f"web9|{seed}")
    n_portals, n_dirs = len(CODES), WEBDIRS
    n_topic = max(forms + 2 * len(CODES), round(sites * 0.08))
    n_neigh = max(len(NEIGHBOURS), round(sites * 0.07))
    n_off = sites - n_portals - n_dirs - n_topic - n_neigh
    if n_off < 4 * len(OFFTOPIC):
        raise ValueError(f"{sites} sites are too few for {forms} form sites")
    kinds = ["portal"] * n_portals + ["webdir"] * n_dirs + ["form"] * forms
    kinds += ["topic"] * (n_topic - forms) + ["neighbour"] * n_neigh + ["offtopic"] * n_off
    # shuffle everything but the directories, so addresses say nothing about kinds
    rest = kinds[n_portals + n_dirs :]
    rng.shuffle(rest)
    kinds = kinds[: n_portals + n_dirs] + rest
    used: set[str] = set()
    out: list[Site] = []
    f = t = nb = 0
    for i, kind in enumerate(kinds):
        r = random.Random(f"web9|{seed}|{i}")
        if kind == "portal":
            lang = CODES[i]
            site = Site(i, kind, "portal", lang, LANGS[lang]["charsets"][0], _host(r, lang, used))
            site.title = f"{LANGS[lang].procurement2} · {LANGS[lang].dirname}"
        elif kind == "webdir":
            lang = ("en", "es", "it", "da", "hu", "ms")[(i - n_portals) % 6]
            site = Site(i, kind, "webdir", lang, "utf-8", f"dir{i - n_portals + 1}.links-{lang}.net")
            used.add(site.host)
        elif kind == "form":
            lang = CODES[(f * 7) % len(CODES)]
            charsets = LANGS[lang]["charsets"]
            site = Site(i, kind, "", lang, charsets[(f // len(CODES)) % len(charsets)], _host(r, lang, used))
            site.f, site.hide = f, HIDES[f % len(HIDES)]
            site.layout = LAYOUTS[(f * 5 + 1) % len(LAYOUTS)]
            site.names = "abbr" if site.layout == "placeholders" else NAME_STYLES[f % len(NAME_STYLES)]
            site.names = "native" if site.layout == "table_labels" else site.names
            site.scheme = "qs" if site.hide == "numeric_nav" else SCHEMES[(f * 3) % 7]
            site.template = "frames" if f == 4 else TEMPLATES[f % len(TEMPLATES)]
            site.listed = not (f % 5 == 1 and f < 20)  # four form sites in no directory
            f += 1
        else:
            lang = r.choice(CODES)
            site = Site(i, kind, "", lang, r.choice(LANGS[lang]["charsets"]), _host(r, lang, used))
            site.scheme = r.choice(SCHEMES)
            site.template = "frames" if r.random() < 0.012 else r.choice(TEMPLATES)
            if kind == "topic":
                site.sub = TOPIC_SUBS[t % len(TOPIC_SUBS)]
                t += 1
            elif kind == "neighbour":
                site.sub = NEIGHBOURS[nb % len(NEIGHBOURS)]
                nb += 1
            else:
                site.sub = OFFTOPIC[i % len(OFFTOPIC)]
            site.listed = kind != "offtopic" or r.random() < 0.7
        lg = LANGS[site.lang]
        if kind in ("form", "topic"):
            site.cat = r.randrange(5)
            auth = lg["authorities"][site.cat % len(lg["authorities"])]
            site.title = auth.format(city=r.choice(lg["cities"]), region=r.choice(lg["regions"]))
            site.brand = _brand(r, site.lang)
            site.calendar = r.random() < 0.3
            site.facets = r.random() < 0.4
            site.links_home = r.random() < 0.4
            site.items = r.randint(30, 600)
        elif kind in ("neighbour", "offtopic"):
            site.items = r.randint(30, 400)
            site.brand = site.sub
            words = OFF_WORDS[site.sub].split()
            label = site.host.removeprefix("www.").split(".")[0].replace("-", " ").title()
            site.title = f"{label}: {r.choice(words)} & {r.choice(words)}"
        elif kind == "portal":
            site.brand = _brand(r, site.lang)
        site.sitesearch = kind != "webdir" and r.random() < 0.5
        site.sid = r.choice(("", "", "", "jsession", "query")) if kind not in ("portal", "webdir") else ""
        site.robots = r.random() < 0.3
        site.alt_en = site.lang != "en" and kind in ("form", "topic", "portal") and r.random() < 0.35
        out.append(site)
    _link(out, rng)
    return Web(out, seed, net)


def _link(sites: list[Site], rng: random.Random) -> None:
    """Out-links: on-topic sites to 3-10 others (mostly their language), orphans from two sites each."""
    topical = [s for s in sites if s.kind in ("form", "topic")]
    neigh = [s for s in sites if s.kind == "neighbour"]
    by_lang: dict[str, list[Site]] = {}
    for s in topical:
        by_lang.setdefault(s.lang, []).append(s)
    by_cat: dict[str, list[Site]] = {}
    for s in sites:
        if s.kind == "offtopic":
            by_cat.setdefault(s.sub, []).append(s)
    for s in topical:
        same = [o for o in by_lang[s.lang] if o is not s and o.listed]
        picks = rng.sample(same, min(len(same), rng.randint(2, 7)))
        picks += rng.sample(topical, 1) + rng.sample(neigh, rng.randint(0, 2))
        s.out = [o.idx for o in picks if o is not s]
    for s in sites:
        if s.kind == "form" and not s.listed:
            hosts = [o for o in by_lang[s.lang] if o.kind == "topic" and o.listed] or [
                o for o in topical if o.kind == "topic" and o.listed
            ]
            linkers = rng.sample(hosts, min(2, len(hosts)))
            linkers[0].links_home = True
            for o in linkers:
                o.out.insert(rng.randint(0, len(o.out)), s.idx)
    for s in neigh:
        s.out = [o.idx for o in rng.sample(neigh + topical, 4) if o is not s]
    for group in by_cat.values():
        for s in group:
            s.out = [o.idx for o in rng.sample(group, min(len(group), rng.randint(3, 6))) if o is not s]
            if rng.random() < 0.1:
                s.out.append(rng.choice(neigh).idx)
