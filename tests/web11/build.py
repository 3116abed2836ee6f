"""Family K as objects: its sites (:class:`Site`), their page tables, the web that serves them, and how both are built."""

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
from tests.web11.lang import CATEGORIES, CODES, LANGS, Lang, slugify

logger = logging.getLogger(__name__)

TARGET = "companies"
DOMAINS_DIR = Path(__file__).parent / "domains"

#: Where the relevant search form hides; form site ``f`` takes ``HIDES[f % len(HIDES)]``.
HIDES = (
    "home_box",
    "footer_only",
    "registers_tab",
    "brand_acronym",
    "subdomain",
    "aspx_tabid",
    "eservice_start",
    "php_id_router",
    "guide_steps",
    "portal_ut",
    "cta_button",
    "mega_menu",
)
#: The URL scheme a hiding place forces (the others draw one of :data:`FREE_SCHEMES`).
HIDE_SCHEME = {"aspx_tabid": "aspx_tabid", "php_id_router": "php_id", "portal_ut": "portal", "registers_tab": "slash"}
FREE_SCHEMES = ("slash", "plain", "html", "joomla", "aspx_pages", "do", "php_id", "aspx_tabid", "portal")
LAYOUTS = ("select_text", "advanced", "post", "simple")
DECOYS = ("pdf_register", "lawfirm", "bnews", "chamber", "accountant", "gazette", "ministry", "soon")
NEIGHBOURS = ("job", "tm", "tender", "post", "lib", "stat")
TEMPLATES = ("gov", "classic", "bootstrap", "portal")
ITEM_TEMPLATES = (
    "/news/{k}",
    "/news/{k}/",
    "/article.php?id={k}",
    "/{year}/{month}/{slug}-{k}.html",
    "/entry/{k}",
    "/records/view.aspx?rid={k}",
    "/p/{k}.htm",
    "/item.jsp?itemId={k}",
    "/content/{slug}/{k}",
    "/detail/{k}/{slug}/",
)
_ASCII = (
    "nova alfa delta vista prime nexa terra luma orbi quanta sol mar vento roca pixel green blue star city info "
    "web net hub zone point line data max pro go kilo omega polar urban east west north south sun river lake"
).split()


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
    kind: str  # seed, form, decoy, neighbour, offtopic, partner
    sub: str  # decoy / neighbour kind, off-topic category, hiding place of a form site
    lang: str
    charset: str
    host: str
    title: str = ""
    ip: str = ""
    port: int = 0
    template: str = "gov"
    scheme: str = "slash"
    items: int = 0
    item_tpl: str = "/news/{k}"
    layout: str = ""
    sid: bool = False
    calendar: bool = False
    endless: bool = False
    search_box: bool = False
    news_box: bool = False
    robots: bool = False
    partner: int = -1  # subdomain hiding place: the partner site (and the partner's owner)
    out: list[int] = field(default_factory=list)
    langs: list[str] = field(default_factory=list)  # seeds: the languages they list
    routes: dict[str, list[tuple[frozenset[tuple[str, str]], Page]]] = field(default_factory=dict)
    nav: list[tuple[str, str]] = field(default_factory=list)
    footer: list[tuple[str, str]] = field(default_factory=list)
    mega: list[tuple[str, list[tuple[str, str]]]] = field(default_factory=list)
    form_url: str = ""  # the relevant form's page (form sites: on this site or on the partner)
    no_sid: set[str] = field(default_factory=set)
    extra: dict[str, Any] = field(default_factory=dict)
    _ids: int = 10

    @property
    def L(self) -> Lang:
        """The site's language."""
        return LANGS[self.lang]

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    # -- URLs and the page table ---------------------------------------------------------------
    def url(self, key: str, label: str, scheme: str | None = None) -> str:
        """A new page URL in the site's scheme (``key``: an English slug, ``label``: the page's title)."""
        scheme = scheme or self.scheme
        base = (slugify(label) if self.L.latin else "")[:40].strip("-") or key
        slug = base
        taken = self.extra.setdefault("urls", set())
        while True:
            self._ids += self.extra.setdefault("step", 1 + self.idx % 7)
            url = self._url(scheme, slug, self._ids)
            if url not in taken:
                taken.add(url)
                return url
            slug = f"{base}-{self._ids % 97}"

    def _url(self, scheme: str, slug: str, n: int) -> str:
        if scheme == "slash":
            return f"/{slug}/"
        if scheme == "plain":
            return f"/{slug}"
        if scheme == "html":
            return f"/{slug}.html"
        if scheme == "php_id":
            return f"/index.php?id={n}"
        if scheme == "aspx_tabid":
            return f"/Default.aspx?tabid={n}"
        if scheme == "joomla":
            return f"/index.php?option=com_content&view=article&id={n}&Itemid={100 + n % 37}"
        if scheme == "aspx_pages":
            return f"/Pages/{''.join(p.capitalize() for p in slug.split('-'))}.aspx"
        if scheme == "do":
            return f"/portal/{slug}.do"
        if scheme == "portal":
            token = hashlib.sha1(f"{self.host}|{n}".encode()).digest().hex()
            token = "".join(c.upper() if i % 3 == 0 and c.isalpha() else c for i, c in enumerate(token))
            ctx = self.extra.setdefault("ctx", slugify(self.host.split(".")[1] if "." in self.host else "web"))
            return f"/wps/portal/{ctx}/!ut/p/z1/04_Sj9CP{token[:28]}/"
        raise ValueError(scheme)

    def add(self, url: str, page: Page) -> str:
        parts = urlsplit(url)
        params = frozenset(parse_qsl(parts.query, keep_blank_values=True))
        page.data.setdefault("url", url)
        self.extra.setdefault("urls", set()).add(url)
        self.routes.setdefault(parts.path, []).append((params, page))
        return url

    def page(self, key: str, label: str, kind: str = "text", scheme: str | None = None, **data: Any) -> str:
        """Add a page titled ``label`` at a new URL; the URL."""
        links = data.pop("links", [])
        return self.add(self.url(key, label, scheme), Page(kind, label, links, data))

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
        words = [slugify(w) or "x" for w in rng.sample(self.L.lists["fl"], 2)] if self.L.latin else ["doc", str(k % 7)]
        return self.item_tpl.format(k=k, year=2005 + k % 19, month=f"{k % 12 + 1:02d}", slug="-".join(words))

    def item_of(self, path: str, params: dict[str, str]) -> int | None:
        tpl = self.item_tpl
        pattern, _, query = tpl.partition("?")
        if query:
            name = query.split("=", 1)[0]
            value = params.get(name, "")
            return int(value) if path == pattern and value.isdigit() else None
        regex = re.escape(pattern)
        for name, part in (("k", r"(?P<k>\d+)"), ("slug", r"[a-z0-9-]+"), ("year", r"\d{4}"), ("month", r"\d{2}")):
            regex = regex.replace(re.escape("{" + name + "}"), part)
        m = re.fullmatch(regex, path)
        return int(m.group("k")) if m else None


# ---------------------------------------------------------------------------------------------
class Web(ServedWeb):
    """Family K's web; :meth:`start` serves it, :meth:`stop` shuts it down."""

    server_name = "test-web11"

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
        """The home pages of the seed portals and directories."""
        return [s.base + "/" for s in self.sites if s.kind == "seed"]

    def form_pages(self) -> set[str]:
        """URLs of the pages holding a relevant search form (the ground truth; ports known once served)."""
        out = set()
        for s in self.sites:
            if s.kind == "form":
                host = self.sites[s.partner] if s.sub == "subdomain" else s
                out.add(host.base + s.form_url)
        return out

    def form_sites(self) -> list[Site]:
        return [s for s in self.sites if s.kind == "form"]

    def domain_file(self) -> Path:
        return write_domains()

    def serve(self, site: Site, request: Request) -> Response:
        from tests.web11.pages import render

        with self._lock:
            self.hits[site.kind] += 1
        try:
            status, ctype, body, headers = render(self, site, request)
        except Exception:  # a renderer's bug shows as a server error, not a hang
            logger.exception("%s: renderer failed for %s", site.host, request.path)
            status, ctype, body, headers = 500, "text/html; charset=utf-8", b"<h1>Internal server error</h1>", []
        return Response(body, status, ctype, headers)


# ---------------------------------------------------------------------------------------------
def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.150.0") -> Web:
    """The web of ``sites`` sites, ``forms`` of them with a relevant search form (deterministic per seed)."""
    return _Builder(seed, sites, forms).build(net)


class _Builder:
    def __init__(self, seed: int, n: int, forms: int) -> None:
        self.rng = random.Random(f"web11|{seed}")
        self.seed = seed
        self.n = n
        self.forms = forms
        self.hosts: set[str] = set()

    # -- the sites ------------------------------------------------------------------------------
    def build(self, net: str) -> Web:
        rng, n = self.rng, self.n
        n_seed = min(12, max(2, n // 60))
        n_topic = max(self.forms + 8, round(0.08 * n))
        n_decoy = n_topic - self.forms
        n_neigh = max(6, round(0.07 * n))
        n_partner = sum(1 for f in range(self.forms) if HIDES[f % len(HIDES)] == "subdomain")
        n_off = n - n_seed - n_topic - n_neigh - n_partner
        if n_off < 20:
            raise ValueError(f"{n} sites are too few for {self.forms} form sites")
        codes = CODES[:]
        rng.shuffle(codes)
        specs: list[tuple[str, str, str, int]] = []  # (kind, sub, lang, form number)
        specs += [
            ("seed", "portal" if i < n_seed - 2 else "directory", codes[i % len(codes)], -1) for i in range(n_seed)
        ]
        specs += [("form", HIDES[f % len(HIDES)], codes[f % len(codes)], f) for f in range(self.forms)]
        specs += [("decoy", DECOYS[i % len(DECOYS)], rng.choice(codes), -1) for i in range(n_decoy)]
        specs += [("neighbour", NEIGHBOURS[i % len(NEIGHBOURS)], rng.choice(codes), -1) for i in range(n_neigh)]
        specs += [("offtopic", CATEGORIES[i % len(CATEGORIES)], rng.choice(codes), -1) for i in range(n_off)]
        order = list(range(len(specs)))
        rng.shuffle(order)  # addresses do not betray kinds
        sites: list[Site] = [None] * (len(specs) + n_partner)  # type: ignore[list-item]
        for spec_i, idx in enumerate(order):
            kind, sub, lang, f = specs[spec_i]
            sites[idx] = self.site(idx, kind, sub, lang)
            sites[idx].extra["f"] = f
        forms = [s for s in sites if s is not None and s.kind == "form"]
        nxt = len(specs)
        for s in sorted(forms, key=lambda s: s.idx):
            if s.sub == "subdomain":
                p = self.site(nxt, "partner", "partner", s.lang)
                p.host = "portal." + s.host.removeprefix("www.")
                p.charset, p.template, p.partner, s.partner = s.charset, "portal", s.idx, nxt
                sites[nxt] = p
                nxt += 1
        seeds = sorted((s for s in sites if s.kind == "seed"), key=lambda s: codes.index(s.lang))
        for i, s in enumerate(seeds):  # seed i lists the sites of codes[i] (and of codes[i + n_seed])
            s.langs = [codes[j] for j in range(len(codes)) if j % len(seeds) == i]
            s.title = s.L[("w_portal" if s.sub == "portal" else "w_dir")]
        self.link(sites, seeds)
        for s in sites:
            _pages(s, sites, random.Random(f"{self.seed}|pages|{s.idx}"))
        return Web(sites, self.seed, net)

    def site(self, idx: int, kind: str, sub: str, lang: str) -> Site:
        rng = random.Random(f"{self.seed}|site|{idx}")
        L = LANGS[lang]
        charset = L.charsets[0] if rng.random() < 0.55 else rng.choice(L.charsets)
        if kind == "form" and len(L.charsets) > 1 and idx % 2:  # half the form sites in a legacy charset
            charset = L.charsets[1 + idx % (len(L.charsets) - 1)]
        gov = kind in ("form", "partner") or sub in ("pdf_register", "gazette", "ministry", "soon", "stat", "tm")
        s = Site(idx, kind, sub, lang, charset, self.host(rng, L, gov))
        s.template = "portal" if sub == "portal_ut" else rng.choice(TEMPLATES)
        s.scheme = HIDE_SCHEME.get(sub) if kind == "form" and sub in HIDE_SCHEME else rng.choice(FREE_SCHEMES)
        if kind == "seed":
            s.scheme = rng.choice(("slash", "plain", "html"))
        hi = {"form": 400, "decoy": 400, "neighbour": 200, "offtopic": 300}.get(kind, 0)
        s.items = rng.randint(20 if kind != "form" else 40, hi) if hi else 0
        s.item_tpl = rng.choice(ITEM_TEMPLATES)
        s.sid = (
            kind not in ("seed", "partner")
            and s.scheme in ("php_id", "aspx_tabid", "do", "joomla", "plain")
            and rng.random() < 0.3
        )
        s.calendar = kind in ("decoy", "offtopic", "neighbour") and rng.random() < 0.15
        s.endless = kind in ("offtopic", "decoy") and rng.random() < 0.1
        s.search_box = rng.random() < 0.6
        s.news_box = rng.random() < 0.3
        s.robots = rng.random() < 0.3
        s.title = self.title(rng, s)
        return s

    def host(self, rng: random.Random, L: Lang, gov: bool) -> str:
        words = _ASCII + ([slugify(w) for w in L.lists["nw"] + L.lists["pl"]] if L.latin else [])
        words = [w.replace("-", "") for w in words if w]
        for attempt in range(1000):
            tld = rng.choice(L.gov_tlds if gov else L.tlds)
            name = rng.choice(words) + rng.choice(words) + (str(attempt) if attempt > 20 else "")
            host = ("www." if rng.random() < 0.8 else "") + f"{name[:30]}.{tld}"
            if host not in self.hosts and "portal." + host.removeprefix("www.") not in self.hosts:
                self.hosts.add(host)
                return host
        raise RuntimeError("no free host name")

    def title(self, rng: random.Random, s: Site) -> str:
        L = s.L
        town = rng.choice(L.lists["pl"])
        if s.kind == "form":
            reg = {"registers_tab": "t_reg", "guide_steps": "t_authority"}.get(s.sub) or rng.choice(
                ("t_reg", "t_authority", "t_coop", "t_charity", "t_insolv", "t_ubo", "t_assoc")
            )
            s.extra["register"] = reg
            return L[reg] if rng.random() < 0.6 else f"{L[reg]} – {town}"
        if s.kind == "partner":
            return L["w_eservices"]
        if s.kind == "decoy":
            key = {
                "pdf_register": "t_extracts",
                "lawfirm": "t_lawfirm",
                "bnews": "t_bnews",
                "chamber": "t_chamber",
                "accountant": "t_accountant",
                "gazette": "w_gazette",
                "ministry": "w_ministry",
                "soon": "t_reg",
            }[s.sub]
            if s.sub in ("lawfirm", "accountant"):
                return f"{L[key]} {L.company(rng)}"
            return f"{L[key]} {town}" if s.sub in ("chamber", "soon", "pdf_register") else L[key]
        if s.kind == "neighbour":
            return f"{L['n_' + s.sub]} – {town}"
        if s.kind == "offtopic":
            return f"{L['c_' + s.sub]} {rng.choice(L.lists['nw'])}"
        return ""

    # -- the links between sites ----------------------------------------------------------------
    def link(self, sites: list[Site], seeds: list[Site]) -> None:
        rng = self.rng
        by_lang: dict[tuple[str, str], list[Site]] = {}
        for s in sites:
            if s.kind != "seed":
                by_lang.setdefault((s.kind, s.lang), []).append(s)
        topic_kinds = ("form", "decoy")
        hidden = {s.idx for s in sites if s.kind == "form" and s.extra["f"] % 5 == 4}
        offtopic = [s for s in sites if s.kind == "offtopic"]
        by_cat: dict[str, list[Site]] = {}
        for s in offtopic:
            by_cat.setdefault(s.sub, []).append(s)
        for seed in seeds:
            seed.extra["sections"] = {"topic": [], "inst": [], **{c: [] for c in CATEGORIES}}
        seed_of = {lang: seed for seed in seeds for lang in seed.langs}
        for s in sites:
            if s.kind in topic_kinds and s.idx not in hidden:
                seed_of[s.lang].extra["sections"]["topic"].append(s.idx)
                if rng.random() < 0.15:
                    rng.choice(seeds).extra["sections"]["topic"].append(s.idx)
            elif s.kind == "neighbour" and rng.random() < 0.5:
                seed_of[s.lang].extra["sections"]["inst"].append(s.idx)
            elif s.kind == "offtopic" and rng.random() < 0.7:
                rng.choice(seeds).extra["sections"][s.sub].append(s.idx)
        for seed in seeds:
            for lst in seed.extra["sections"].values():
                rng.shuffle(lst)
        for s in sites:
            if s.kind in topic_kinds:
                pool = [t for k in topic_kinds for t in by_lang.get((k, s.lang), []) if t is not s]
                near = by_lang.get(("neighbour", s.lang), [])
                k = rng.randint(3, 10) if s.sub in ("ministry", "lawfirm", "chamber") else rng.randint(2, 6)
                s.out = [t.idx for t in rng.sample(pool, min(k, len(pool)))]
                s.out += [t.idx for t in rng.sample(near, min(2, len(near)))]
                if rng.random() < 0.2:
                    s.out.append(rng.choice(offtopic).idx)
            elif s.kind == "neighbour":
                pool = by_lang.get(("decoy", s.lang), []) + by_lang.get(("neighbour", s.lang), [])
                s.out = [t.idx for t in rng.sample(pool, min(rng.randint(1, 4), len(pool))) if t is not s]
                s.out += [rng.choice(offtopic).idx for _ in range(rng.randint(0, 3))]
            elif s.kind == "offtopic":
                same = by_cat[s.sub]
                s.out = [
                    (rng.choice(same) if rng.random() < 0.7 else rng.choice(offtopic)).idx
                    for _ in range(rng.randint(3, 8))
                ]
                s.out = [i for i in dict.fromkeys(s.out) if i != s.idx]
                if rng.random() < 0.05:  # a rare off-topic link into the topic
                    s.out.append(rng.choice([t for t in sites if t.kind == "decoy"]).idx)
        for s in sites:  # every hidden form site: in the "Links" pages of two or more sites of its language
            if s.idx in hidden:
                pool = [t for t in by_lang.get(("decoy", s.lang), []) if t.sub in ("ministry", "lawfirm", "chamber")]
                pool = pool or by_lang.get(("decoy", s.lang), [])
                for t in rng.sample(pool, min(2, len(pool))):
                    if s.idx not in t.out:
                        t.out.append(s.idx)


# ---------------------------------------------------------------------------------------------
def _pages(s: Site, sites: list[Site], rng: random.Random) -> None:
    """Fill the page table, the navigation and the footer of ``s``."""
    from tests.web11 import hides

    L = s.L
    if s.kind == "partner":
        hides.partner_pages(s, sites[s.partner], rng)
        return
    home = s.add("/", Page("home", s.title))
    if s.scheme in ("php_id", "aspx_tabid", "joomla") and rng.random() < 0.5:
        alias = "/index.php" if s.scheme != "aspx_tabid" else "/Default.aspx"
        s.add(alias, Page("home", s.title))  # the bare script is the home page too
    s.nav = [(L["w_home"], home)]
    about = s.page("about", L["w_about"], topical=s.kind in ("form", "decoy"))
    news = s.page("news", L["w_news"], "news") if s.items else ""
    contact = s.page("contact", L["w_contact"], "contact")
    s.nav.append((L["w_about"], about))
    if news:
        s.nav.append((L["w_news"], news))
    s.extra["news"] = news
    foot = [(L["w_privacy"], s.page("privacy", L["w_privacy"])), (L["w_legal"], s.page("legal", L["w_legal"]))]
    if rng.random() < 0.6:
        foot.append((L["w_access"], s.page("accessibility", L["w_access"])))
    if rng.random() < 0.5:
        foot.append((L["w_faq"], s.page("faq", L["w_faq"], topical=s.kind in ("form", "decoy"))))
    if s.search_box:
        path = rng.choice(("/search", "/search/", "/suche.php", "/buscar", "/s"))
        s.add(path, Page("sitesearch", L["w_search"]))
        s.extra["search"] = path
    if s.kind != "seed" and rng.random() < 0.7:
        login = s.page("login", L["w_login"], "login")
        (s.nav if rng.random() < 0.5 else foot).append((L["w_login"], login))
    if rng.random() < 0.4 or s.news_box:
        s.extra["newsletter"] = s.page("newsletter", L["w_newsletter"], "newsletter")
        foot.append((L["w_newsletter"], s.extra["newsletter"]))
    if s.calendar:
        events = s.page("events", L["w_events"], "calendar")
        s.nav.append((L["w_events"], events))
    if s.out:
        links = s.page("links", L["w_links"], "links")
        (foot if rng.random() < 0.5 else s.nav).append((L["w_links"], links))
    if s.kind == "seed":
        _seed_pages(s, rng)
    elif s.kind == "form":
        hides.form_pages(s, sites, rng)
    elif s.kind == "decoy":
        hides.decoy_pages(s, rng)
    elif s.kind == "neighbour":
        hides.neighbour_pages(s, rng)
    else:
        for _ in range(rng.randint(1, 3)):
            word = rng.choice(L.lists["fl"])
            s.nav.append((word, s.page("section", word, "news")))
    s.nav.append((L["w_contact"], contact))
    if rng.random() < 0.4:
        sm = s.page("sitemap", L["w_sitemap"], links=list(s.nav))
        foot.append((L["w_sitemap"], sm))
    s.footer = foot + s.footer


def _seed_pages(s: Site, rng: random.Random) -> None:
    L = s.L
    for name, ids in s.extra["sections"].items():
        if not ids:
            continue
        label = (
            f"{L['w_business']} · {L['w_registers']}"
            if name == "topic"
            else L["w_inst"]
            if name == "inst"
            else L["c_" + name]
        )
        path = f"/dir/{name}/" if s.scheme != "html" else f"/dir/{name}.html"
        s.add(path, Page("dir", label, data={"ids": ids}))
        s.nav.append((label, path))
        s.extra.setdefault("sections_nav", []).append((label, path, ids))


# ---------------------------------------------------------------------------------------------
_SPECIFICITY = {
    "f_name": 0.5,
    "f_regno": 0.9,
    "f_vat": 0.8,
    "f_form": 0.7,
    "f_seat": 0.4,
    "f_status": 0.5,
    "f_incdate": 0.6,
    "f_activity": 0.5,
    "f_officer": 0.6,
    "f_regtype": 0.4,
}
_NAMES = {
    "f_name": "company name",
    "f_regno": "registration number",
    "f_vat": "tax id",
    "f_form": "legal form",
    "f_seat": "seat",
    "f_status": "status",
    "f_incdate": "date of incorporation",
    "f_activity": "business activity",
    "f_officer": "officer",
    "f_regtype": "register",
}
_EXTRA_ALIASES = {
    "f_name": ["Business name", "Entity name", "Nume firmă", "Firma", "Unvan", "Nome empresarial", "Nama badan usaha"],
    "f_regno": ["Registration number", "J number", "Numer rejestru", "Registration No.", "Số đăng ký"],
    "f_vat": ["Tax ID", "VAT ID", "CUI", "Vergi no", "REGON", "TIN"],
    "f_form": ["Entity type", "Company type", "Tipo jurídico"],
    "f_seat": ["Municipality", "Town", "County", "Judet", "Município", "Kedudukan kota"],
    "f_incdate": ["Incorporation date", "Registration date", "Data constituirii"],
    "f_status": ["Status", "Stare", "Situação"],
}


def write_domains() -> Path:
    """Write the domain file of the topic (``domains/companies.json``); its path."""
    keywords: list[str] = []
    for L in LANGS.values():
        for key in (
            "t_reg",
            "t_csearch",
            "t_charity",
            "t_coop",
            "t_insolv",
            "t_ubo",
            "t_assoc",
            "t_companies",
            "t_authority",
            "t_extracts",
            "t_company",
        ):
            keywords.append(L[key])
        keywords += L.lists["lf"][:2] + L.lists["st"][1:]
    attributes = []
    for key, name in _NAMES.items():
        aliases = [name] + [L[key] for L in LANGS.values()] + _EXTRA_ALIASES.get(key, [])
        attributes.append({"name": name, "aliases": list(dict.fromkeys(aliases)), "specificity": _SPECIFICITY[key]})
    doc = {"name": TARGET, "threshold": 0.9, "keywords": list(dict.fromkeys(keywords)), "attributes": attributes}
    DOMAINS_DIR.mkdir(exist_ok=True)
    path = DOMAINS_DIR / f"{TARGET}.json"
    text = json.dumps(doc, ensure_ascii=False, indent=1) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path
