"""Family L as objects: its sites (:class:`Site`), their page tables, the web that serves them, and how both are built."""

from __future__ import annotations

import hashlib
import json
import logging
import random
import re
import threading
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from tests.kit import Request, Response
from tests.kit.webs import ServedWeb, host_address
from tests.web12.lang import CATEGORIES, CODES, FIELDS, LANGS, RECORDS, Lang, slugify

logger = logging.getLogger(__name__)

TARGET = "genealogy"
DOMAINS_DIR = Path(__file__).parent / "domains"

#: Where the relevant search form hides; form site ``f`` takes ``HIDES[f % len(HIDES)]``.
HIDES = (
    "home_sidebar",
    "image_map",
    "dropdown",
    "sitemap_only",
    "logo_link",
    "databases",
    "az_index",
    "transcription",
    "partner_hub",
    "mediawiki",
    "finding_aid",
    "wizard",
)
#: Clicks (links, and redirects as steps of their own) from a form site's home page to its form page.
CLICKS = {
    "home_sidebar": 0,
    "image_map": 1,
    "dropdown": 1,
    "sitemap_only": 2,
    "logo_link": 2,
    "databases": 2,
    "az_index": 3,
    "transcription": 3,
    "partner_hub": 3,
    "mediawiki": 3,
    "finding_aid": 4,
    "wizard": 4,
}
HIDE_SCHEME = {"home_sidebar": "wp", "mediawiki": "wiki"}
SCHEMES = ("slash", "htm", "wp", "drupal", "plone", "sharepoint")
LAYOUTS = ("full", "simple", "post_token", "selects", "table", "placeholder", "aspx")
DECOYS = ("blog", "society", "dnashop", "forum", "photos", "scans", "soon", "cemetery")
NEIGHBOURS = ("lib", "museum", "news", "maps", "gaz", "ships")
SEEDS = ("dir", "dir", "dir", "dir", "wiki", "wiki", "wiki", "wiki", "blogroll", "blogroll", "webdir", "webdir")
HUB_BRANDS = ("gendata-hosting", "rootsarchive-cloud", "kinbase-services", "ancestry-hosting", "sippe-data")
_ASCII = (
    "nova alfa delta vista prime nexa terra luma orbi quanta sol mar vento roca pixel green blue star city info "
    "web net hub zone point line data max pro go kilo omega polar urban east west north south sun river lake"
).split()
_CAT_ASCII = {
    "c_shop": "shop",
    "c_news": "news",
    "c_travel": "travel",
    "c_sport": "sport",
    "c_recipes": "recipes",
    "c_music": "music",
    "c_cars": "cars",
    "c_property": "homes",
    "c_games": "games",
    "c_weather": "weather",
}
PERIODS = ("1700-1800", "1800-1850", "1850-1900", "1900-1950")


@dataclass(slots=True)
class Page:
    """One page of a site's table: what renders it (``kind``), its title, its links and its data."""

    kind: str
    title: str
    links: list[tuple[str, str]] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class Site:
    """One site: what it is, where it listens, how its URLs look and what pages it has."""

    idx: int
    kind: str  # seed, form, decoy, neighbour, offtopic, hub
    sub: str  # seed kind, decoy / neighbour kind, off-topic category, hiding place of a form site
    lang: str
    charset: str
    host: str
    title: str = ""
    ip: str = ""
    port: int = 0
    scheme: str = "slash"
    items: int = 0
    item_tpl: str = "/record/{k}/"
    layout: str = ""
    names: str = ""  # field-name style of the relevant form
    meta_equiv: bool = False  # charset in <meta http-equiv> (else <meta charset>)
    mega: bool = False  # a very long footer
    search_box: bool = False
    endless: bool = False
    robots: list[str] = field(default_factory=list)
    partner: int = -1  # partner_hub: the hub (and the hub's society)
    out: list[int] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)  # seeds: the languages they list
    routes: dict[str, list[tuple[frozenset[tuple[str, str]], Page]]] = field(default_factory=dict)
    nav: list[tuple[str, str]] = field(default_factory=list)
    dropdown: list[tuple[str, str]] = field(default_factory=list)
    footer: list[tuple[str, str]] = field(default_factory=list)
    icons: list[tuple[str, str, str]] = field(default_factory=list)  # (icon class, title, url)
    home: str = "/"  # the home page's path (a wiki's main page)
    form_url: str = ""  # the relevant form's page (on this site, or on the hub for partner_hub)
    results_url: str = ""  # the relevant form's action
    chain: list[str] = field(default_factory=list)  # paths from the home page to the form page
    db: dict[str, Any] = field(default_factory=dict)  # the relevant database: name, acronym, types
    extra: dict[str, Any] = field(default_factory=dict)
    _ids: int = 10

    @property
    def L(self) -> Lang:
        return LANGS[self.lang]

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    # -- URLs and the page table ---------------------------------------------------------------
    def url(self, key: str, label: str, parent: str = "", scheme: str | None = None) -> str:
        """A new page URL in the site's scheme (``key``: an English slug, ``label``: the page's title)."""
        scheme = scheme or self.scheme
        base = (slugify(label) if self.L.latin else "")[:40].strip("-") or key
        slug = base
        taken = self.extra.setdefault("urls", set())
        while True:
            self._ids += self.extra.setdefault("step", 1 + self.idx % 7)
            url = self._url(scheme, slug, self._ids, parent)
            if url not in taken:
                taken.add(url)
                return url
            slug = f"{base[:6]}-{self._ids % 997}"

    def _url(self, scheme: str, slug: str, n: int, parent: str) -> str:
        nest = parent.rstrip("/") if parent.startswith("/") and "?" not in parent and parent != "/" else ""
        if scheme == "wp":
            return f"/?page_id={n}"
        if scheme in ("drupal", "plone"):
            return f"{nest}/{slug}"
        if scheme == "slash":
            return f"{nest}/{slug}/"
        if scheme == "htm":
            return f"/{slug.replace('-', '')[:8]}.htm"
        if scheme == "sharepoint":
            ctx = self.extra.setdefault("ctx", slugify(host_label(self.host))[:12] or "web")
            return f"/sites/{ctx}/Pages/{''.join(p.capitalize() for p in slug.split('-'))}.aspx"
        if scheme == "wiki":
            return "/wiki/" + "_".join(p.capitalize() for p in slug.split("-"))
        raise ValueError(scheme)

    def add(self, url: str, page: Page) -> str:
        parts = urlsplit(url)
        params = frozenset(parse_qsl(parts.query, keep_blank_values=True))
        page.data.setdefault("url", url)
        self.extra.setdefault("urls", set()).add(url)
        self.routes.setdefault(parts.path, []).append((params, page))
        if self.scheme == "drupal" and page.kind != "redirect" and not parts.query and url.count("/") <= 2:
            node = f"/node/{9000 + len(self.extra['urls'])}"  # the node's own URL: the same page again
            page.data["node"] = node
            self.routes.setdefault(node, []).append((frozenset(), page))
        return url

    def page(self, key: str, label: str, kind: str = "text", parent: str = "", **data: Any) -> str:
        """Add a page titled ``label`` at a new URL; the URL."""
        links = data.pop("links", [])
        return self.add(self.url(key, label, parent), Page(kind, label, links, data))

    def lookup(self, path: str, params: list[tuple[str, str]]) -> Page | None:
        """The page a request is for: the route of ``path`` whose query is the largest part of ``params``."""
        have = set(params)
        best: tuple[int, Page] | None = None
        for need, page in self.routes.get(path, ()):
            if need <= have and (best is None or len(need) > best[0]):
                best = (len(need), page)
        return best[1] if best else None

    # -- item pages ----------------------------------------------------------------------------
    def item_url(self, k: int) -> str:
        rng = random.Random(f"{self.host}|{k}")
        words = [slugify(w) or "x" for w in rng.sample(self.L.lists["surnames"], 2)] if self.L.latin else ["rec"]
        return self.item_tpl.format(k=k, year=1990 + k % 30, month=f"{k % 12 + 1:02d}", slug="-".join(words))

    def item_of(self, path: str, params: dict[str, str]) -> int | None:
        pattern, _, query = self.item_tpl.partition("?")
        if query:
            name = query.split("=", 1)[0]
            value = params.get(name, "")
            ok = path == pattern and value.isdigit() and 0 < int(value) <= max(self.items, 1)
            return int(value) if ok else None
        regex = re.escape(pattern)
        for name, part in (("k", r"(?P<k>\d+)"), ("slug", r"[a-z0-9-]+"), ("year", r"\d{4}"), ("month", r"\d{2}")):
            regex = regex.replace(re.escape("{" + name + "}"), part)
        m = re.fullmatch(regex, path)
        return int(m.group("k")) if m and 0 < int(m.group("k")) <= max(self.items, 1) else None


# ---------------------------------------------------------------------------------------------
class Web(ServedWeb):
    """Family L's web; :meth:`start` serves it, :meth:`stop` shuts it down."""

    server_name = "test-web12"

    def __init__(self, sites: list[Site], seed: int, net: str) -> None:
        self.sites = sites
        self.seed = seed
        self.net = net
        self.hits: Counter[str] = Counter()
        self._lock = threading.Lock()
        super().__init__()
        for site in sites:
            site.ip = host_address(net, site.idx)

    def seeds(self) -> list[str]:
        """The home pages of the link directories, genealogy wikis, blogrolls and web directories."""
        return [s.base + "/" for s in self.sites if s.kind == "seed"]

    def form_pages(self) -> set[str]:
        """URLs of the pages holding a relevant search form (the ground truth; ports known once served)."""
        return {self.form_host(s).base + s.form_url for s in self.form_sites()}

    def form_sites(self) -> list[Site]:
        return [s for s in self.sites if s.kind == "form"]

    def form_host(self, site: Site) -> Site:
        """The site serving ``site``'s form page (the hub for ``partner_hub``)."""
        return self.sites[site.partner] if site.sub == "partner_hub" else site

    def relevant(self, site: Site) -> tuple[str, str, str]:
        """(form page URL, action, method) of form site ``site``'s relevant form."""
        post = site.layout in ("post_token", "aspx")
        action = site.results_url if post else site.results_url.partition("?")[0]
        return self.form_host(site).base + site.form_url, action, "post" if post else "get"

    def domain_file(self) -> Path:
        return write_domains()

    def serve(self, site: Site, request: Request) -> Response:
        from tests.web12.pages import render

        with self._lock:
            self.hits[site.kind] += 1
        try:
            status, ctype, body, headers = render(self, site, request.method, request.path, request.raw_query)
        except Exception:  # a renderer's bug shows as a server error, not a hang
            logger.exception("%s: renderer failed for %s", site.host, request.path)
            status, ctype, body, headers = 500, "text/html; charset=utf-8", b"<h1>Internal server error</h1>", []
        return Response(body, status, ctype, headers)


# ---------------------------------------------------------------------------------------------
def build_web(seed: int = 1, sites: int = 3000, forms: int = 24, net: str = "127.160.0") -> Web:
    """The web of ``sites`` sites, ``forms`` of them with a relevant search form (deterministic per seed)."""
    return _Builder(seed, sites, forms).build(net)


def host_label(host: str) -> str:
    """The distinctive label of a host name (``www.kirkebog-odense.dk`` → ``kirkebog-odense``)."""
    return host.removeprefix("www.").split(".")[0]


def hidden(f: int) -> bool:
    """Form site ``f`` is in no seed: only other on-topic sites link to it."""
    return f % 5 == 4


class _Builder:
    def __init__(self, seed: int, n: int, forms: int) -> None:
        self.rng = random.Random(f"web12|{seed}")
        self.seed = seed
        self.n = n
        self.forms = forms
        self.hosts: set[str] = set()

    def build(self, net: str) -> Web:
        rng, n = self.rng, self.n
        n_seed = len(SEEDS)
        n_hub = sum(1 for f in range(self.forms) if HIDES[f % len(HIDES)] == "partner_hub")
        n_topic = max(self.forms + 16, round(0.08 * n))
        n_decoy = n_topic - self.forms
        n_neigh = max(12, round(0.07 * n))
        n_off = n - n_seed - n_topic - n_neigh - n_hub
        if n_off < 30:
            raise ValueError(f"{n} sites are too few for {self.forms} form sites")
        codes = CODES[:]
        rng.shuffle(codes)
        groups = [codes[i : i + 3] for i in range(0, 12, 3)]
        codes2 = codes[:]
        rng.shuffle(codes2)
        groups2 = [codes2[i : i + 3] for i in range(0, 12, 3)]
        seed_langs = {"dir": "en", "blogroll": "en", "webdir": "en"}
        specs: list[tuple[str, str, str, int]] = []  # (kind, sub, lang, form number; seeds: group number)
        specs += [
            ("seed", sub, groups2[i % 4][0] if sub == "wiki" else seed_langs[sub], i % 4) for i, sub in enumerate(SEEDS)
        ]
        specs += [("form", HIDES[f % len(HIDES)], codes[f % len(codes)], f) for f in range(self.forms)]
        specs += [("decoy", DECOYS[i % len(DECOYS)], codes[i % len(codes)], -1) for i in range(n_decoy)]
        specs += [("neighbour", NEIGHBOURS[i % len(NEIGHBOURS)], rng.choice(codes), -1) for i in range(n_neigh)]
        specs += [("offtopic", CATEGORIES[i % len(CATEGORIES)], rng.choice(codes), -1) for i in range(n_off)]
        specs += [("hub", "hub", "en", -1) for _ in range(n_hub)]
        order = list(range(len(specs)))
        rng.shuffle(order)  # addresses do not betray kinds
        sites: list[Site] = [None] * len(specs)  # type: ignore[list-item]
        for spec_i, idx in enumerate(order):
            kind, sub, lang, f = specs[spec_i]
            sites[idx] = self.site(idx, kind, sub, lang, f)
            sites[idx].extra["f"] = f
        hubs = sorted((s for s in sites if s.kind == "hub"), key=lambda s: s.idx)
        for s in sorted((s for s in sites if s.sub == "partner_hub"), key=lambda s: s.idx):
            hub = hubs.pop()
            hub.partner, s.partner = s.idx, hub.idx
        seeds = sorted((s for s in sites if s.kind == "seed"), key=lambda s: s.idx)
        for s in seeds:
            s.langs = {"dir": groups[s.extra["f"]], "wiki": groups2[s.extra["f"]]}.get(s.sub, codes)
        self.link(sites, seeds)
        from tests.web12.hides import site_pages

        for s in sites:
            site_pages(s, sites, random.Random(f"{self.seed}|pages|{s.idx}"))
        return Web(sites, self.seed, net)

    def site(self, idx: int, kind: str, sub: str, lang: str, f: int) -> Site:
        rng = random.Random(f"{self.seed}|site|{idx}")
        L = LANGS[lang]
        scheme = HIDE_SCHEME.get(sub) or rng.choice(SCHEMES)
        if kind == "decoy":
            scheme = {"blog": "wp", "forum": "slash", "photos": "slash", "scans": "slash"}.get(sub, scheme)
        if kind == "seed":
            scheme = {"dir": "slash", "wiki": "wiki", "blogroll": "wp", "webdir": "htm"}[sub]
        if kind == "hub":
            scheme = "slash"
        legacy = rng.random() < (0.7 if scheme == "htm" else 0.25)
        if kind == "form":
            legacy = idx % 2 == 1
        charset = rng.choice(L.charsets[1:]) if legacy and len(L.charsets) > 1 else "utf-8"
        s = Site(idx, kind, sub, lang, charset, self.host(rng, L, kind, sub), scheme=scheme)
        s.meta_equiv = scheme in ("htm", "sharepoint") or rng.random() < 0.3
        s.mega = rng.random() < 0.35
        s.search_box = kind != "seed" and rng.random() < 0.6
        s.endless = kind in ("decoy", "offtopic", "neighbour") and rng.random() < 0.1
        s.items = rng.randint(40, 400) if kind in ("form", "hub") else rng.randint(20, 300)
        s.item_tpl = self.item_tpl(rng, s)
        s.title = self.title(rng, s)
        if kind == "form":
            s.layout = LAYOUTS[(f + self.seed) % len(LAYOUTS)]  # every layout on three or four form sites
            s.names = {"table": "abbr", "placeholder": "lang", "aspx": "aspx"}.get(
                s.layout, rng.choice(("plain", "lang", "bracket"))
            )
            types = rng.sample(RECORDS, rng.randint(1, 3))
            place = rng.choice(L.lists["counties"] + L.lists["places"])
            a, b = rng.choice(((1640, 1900), (1750, 1920), (1800, 1950), (1813, 1875), (1700, 1830)))
            s.db = {
                "types": types,
                "name": f"{L[types[0]]} {place} {a}–{b}",
                "acr": rng.choice(L.lists["acr"]),
                "years": (a, b),
            }
        return s

    def item_tpl(self, rng: random.Random, s: Site) -> str:
        if s.kind == "decoy" and s.sub in ("forum", "photos", "scans", "dnashop"):
            alias = slugify(host_label(s.host))[:10] or "coll"
            return {
                "forum": "/viewtopic.php?t={k}",
                "photos": "/items/show/{k}",
                "scans": f"/digital/collection/{alias}/id/{{k}}",
                "dnashop": "/product/{slug}-{k}.html",
            }[s.sub]
        if s.kind == "hub":
            return "/record/{k}"
        return {
            "wp": "/?p={k}",
            "drupal": "/node/{k}",
            "plone": "/archive/records/{slug}-{k}",
            "sharepoint": "/Lists/Records/DispForm.aspx?ID={k}",
            "htm": "/cgi-bin/show.pl?id={k}",
            "wiki": "/wiki/Person:{k}",
            "slash": rng.choice(("/{year}/{month}/{slug}-{k}/", "/record/{k}/", "/items/show/{k}", "/entry/{k}")),
        }[s.scheme]

    def host(self, rng: random.Random, L: Lang, kind: str, sub: str) -> str:
        tld = rng.choice(L.lists["tld"])
        for attempt in range(50):
            if kind == "hub":
                name = f"{HUB_BRANDS[attempt % len(HUB_BRANDS)]}.net"
            elif kind == "seed":
                word = {"dir": "genealogy-links", "wiki": "genwiki", "blogroll": "ancestor-blogs", "webdir": "webdir"}
                name = f"www.{word[sub]}-{rng.choice(_ASCII)}.org"
            elif kind == "offtopic":
                name = f"www.{rng.choice(_ASCII)}{_CAT_ASCII[sub]}.{tld}"
                if attempt > 5:
                    name = f"{rng.choice(_ASCII)}-{_CAT_ASCII[sub]}-{rng.choice(_ASCII)}.{tld}"
            elif kind == "neighbour":
                name = f"www.{sub}-{rng.choice(_ASCII)}.{tld}"
            else:
                w1, w2 = rng.sample(L.lists["hostw"], 2)
                place = slugify(rng.choice(L.lists["places"])) if L.latin else rng.choice(_ASCII)
                name = rng.choice((f"www.{w1}-{place}.{tld}", f"{w1}{w2}.{tld}", f"www.{place}-{w2}.{tld}"))
            if attempt > 20:
                name = name.replace(".", f"{attempt}.", 1)
            if name not in self.hosts:
                self.hosts.add(name)
                return name
        raise RuntimeError("no free host name")

    def title(self, rng: random.Random, s: Site) -> str:
        L = s.L
        place, county = rng.choice(L.lists["places"]), rng.choice(L.lists["counties"])
        if s.kind == "form" or (s.kind == "decoy" and s.sub in ("soon", "society", "scans")):
            org = rng.choice(L.lists["orgs"]).format(p=place, c=county)
            if s.kind == "decoy" and s.sub != "soon":
                return f"{L['dk_' + s.sub]} – {org}"
            return org
        if s.kind == "decoy":
            return f"{L['dk_' + s.sub]} {place}"
        if s.kind == "neighbour":
            return f"{L['nk_' + s.sub]} – {place}"
        if s.kind == "offtopic":
            return f"{rng.choice(_ASCII).capitalize()} {L[s.sub]}"
        if s.kind == "hub":
            return s.host.removesuffix(".net").replace("-", " ").title()
        return {
            "dir": "Genealogy Links by Country",
            "wiki": f"GenWiki – {L['genealogy']}",
            "blogroll": "Ancestor Blogs – a genealogy blog",
            "webdir": "The Web Directory",
        }[s.sub]

    # -- links between sites -------------------------------------------------------------------
    def link(self, sites: list[Site], seeds: list[Site]) -> None:
        rng = self.rng
        topical = [s for s in sites if s.kind in ("form", "decoy")]
        by_lang: dict[str, list[Site]] = {}
        for s in topical:
            by_lang.setdefault(s.lang, []).append(s)
        neigh_lang: dict[str, list[Site]] = {}
        for s in sites:
            if s.kind == "neighbour":
                neigh_lang.setdefault(s.lang, []).append(s)
        listed: dict[int, list[int]] = {s.idx: [] for s in seeds}
        dirs = [s for s in seeds if s.sub in ("dir", "wiki")]
        rolls = [s for s in seeds if s.sub == "blogroll"]
        webdirs = [s for s in seeds if s.sub == "webdir"]
        for s in topical:
            if s.kind == "form" and hidden(s.extra["f"]):
                continue
            own = [d for d in dirs if s.lang in d.langs]
            first = rng.choice(own)
            listed[first.idx].append(s.idx)
            if rng.random() < 0.15:
                listed[rng.choice([d for d in dirs if d is not first]).idx].append(s.idx)
            if s.sub in ("blog", "society", "forum", "dnashop") and rng.random() < 0.6:
                listed[rng.choice(rolls).idx].append(s.idx)
            if rng.random() < 0.1:
                listed[rng.choice(webdirs).idx].append(s.idx)
        for s in sites:
            if s.kind == "neighbour" and rng.random() < 0.5:
                listed[rng.choice([d for d in dirs if s.lang in d.langs]).idx].append(s.idx)
            elif s.kind == "offtopic" and rng.random() < 0.7:
                listed[rng.choice(webdirs).idx].append(s.idx)
            elif s.kind == "hub":
                listed[rng.choice(rolls).idx].append(s.idx)
        for s in seeds:
            s.out = listed[s.idx]
        # on-topic sites' "Links" pages: 3-10 on-topic sites of their language, 1-2 neighbours
        for s in topical:
            pool = [t.idx for t in by_lang[s.lang] if t is not s and not (t.kind == "form" and hidden(t.extra["f"]))]
            s.out = rng.sample(pool, min(len(pool), rng.randint(3, 10)))
            near = neigh_lang.get(s.lang, [])
            s.out += [t.idx for t in rng.sample(near, min(len(near), rng.randint(0, 2)))]
        for s in topical:  # the hidden form sites: linked from two or three listed decoys of their language
            if s.kind == "form" and hidden(s.extra["f"]):
                hosts = [t for t in by_lang[s.lang] if t.kind == "decoy"]
                for t in rng.sample(hosts, min(len(hosts), rng.randint(2, 3))):
                    t.out.insert(rng.randint(0, len(t.out)), s.idx)
        off = [s for s in sites if s.kind == "offtopic"]
        by_cat: dict[str, list[Site]] = {}
        for s in off:
            by_cat.setdefault(s.sub, []).append(s)
        for s in off:
            outs: list[int] = []
            for _ in range(rng.randint(3, 8)):
                cands = by_cat[s.sub] if rng.random() < 0.7 else off
                other = rng.choice(cands)
                if other is not s and other.idx not in outs:
                    outs.append(other.idx)
            if rng.random() < 0.05:
                outs.append(rng.choice(topical).idx)
            s.out = outs
        for s in sites:
            if s.kind == "neighbour":
                pool = [t.idx for t in by_lang.get(s.lang, []) if not (t.kind == "form" and hidden(t.extra["f"]))]
                s.out = rng.sample(pool, min(len(pool), rng.randint(1, 4)))
                s.out += [t.idx for t in rng.sample(neigh_lang[s.lang], min(2, len(neigh_lang[s.lang]))) if t != s]


# ---------------------------------------------------------------------------------------------
_SPECIFICITY = {
    "f_surname": ("surname", 0.6),
    "f_given": ("given name", 0.4),
    "f_year": ("year", 0.5),
    "f_place": ("place", 0.4),
    "f_parish": ("parish", 0.7),
    "f_type": ("record type", 0.6),
    "f_father": ("father's name", 0.8),
    "f_mother": ("mother's name", 0.8),
    "f_spouse": ("spouse", 0.7),
    "f_age": ("age", 0.5),
}
_EXTRA_ALIASES = {
    "f_surname": ["Last name", "Family name", "Familienname", "Achternaam", "Nazwisko"],
    "f_given": ["First name", "Given name", "Christian name", "Fornavn"],
    "f_year": ["f_yfrom", "f_yto", "Date", "Period"],
    "f_place": ["f_county", "Town", "Residence", "Place of birth", "Townland"],
    "f_parish": ["Church", "Congregation"],
    "f_type": ["Event", "Source", "Record set"],
    "f_father": ["Father"],
    "f_mother": ["Mother"],
    "f_spouse": ["Husband", "Wife", "Bride", "Groom"],
    "f_age": ["Age at death"],
}


def write_domains() -> Path:
    """Write the domain file of the topic (``domains/genealogy.json``); its path."""
    keywords: list[str] = []
    for L in LANGS.values():
        keywords += [L["genealogy"], L["t_records"], L["t_online"], L["t_scans"]]
        keywords += [L[r] for r in RECORDS]
    attributes = []
    for key, (name, specificity) in _SPECIFICITY.items():
        aliases = [name] + [L[key] for L in LANGS.values()]
        for extra in _EXTRA_ALIASES.get(key, []):
            aliases += [L[extra] for L in LANGS.values()] if extra in FIELDS else [extra]
        attributes.append({"name": name, "aliases": list(dict.fromkeys(aliases)), "specificity": specificity})
    doc = {"name": TARGET, "threshold": 0.9, "keywords": list(dict.fromkeys(keywords)), "attributes": attributes}
    DOMAINS_DIR.mkdir(exist_ok=True)
    path = DOMAINS_DIR / f"{TARGET}.json"
    text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path


def token(*parts: object) -> str:
    """A stable hex token (CSRF values, view states)."""
    return hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()
