"""Family C as objects: sites (:class:`Site`), their URL schemes, the web that serves them (:class:`Web`).

Generated from a seed by :func:`build_web`. Every site is its own host on its
own loopback address with a host name; the serving plumbing (one
:class:`tests.kit.ServerGroup`, :class:`tests.web.resolver.TestWebResolver`
for the names) is family A's, as family B uses it.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from tests.kit import Request, Response
from tests.web.model import Web as _ServedWeb
from tests.web3.vocab import (
    BUSINESS,
    LANG_WEIGHTS,
    LANGS,
    NAME_PARTS,
    NEIGHBOURS,
    RE_FIELDS,
    REGIONS,
    SEARCH_ENTRIES,
    SEARCH_SLUGS,
    TARGET,
    TOPIC_LABEL,
    TOPICS,
    UI,
)

DOMAINS_DIR = Path(__file__).with_name("domains")
SCHEMES = ("drupal", "dnn", "jsp", "folders", "cgi", "html")
#: Finite pages of a site: info pages (key of :data:`tests.web3.vocab.UI`).
INFO_KEYS = ("about", "contact", "privacy", "careers", "terms", "valuation", "viewing", "login", "newsletter")
PER_PAGE = 20
ITEM_WORD = {"en": "property", "it": "annuncio", "nl": "object", "pt": "imovel", "pl": "oferta", "sv": "objekt"}


def slugify(text: str) -> str:
    """ASCII slug of ``text`` ("Nieruchomości w Łodzi" → "nieruchomosci-w-lodzi")."""
    text = text.replace("ł", "l").replace("Ł", "L").replace("ø", "o").replace("æ", "ae")
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")


@dataclass
class Site:
    """One site of family C."""

    name: str
    kind: str  # directory (seed), portal, news, blog, business
    topic: str = ""  # "" for directories and regional portals
    lang: str = "en"
    scheme: str = "folders"
    template: str = "classic"  # classic, mega, crumbs, services
    splash: bool = False  # the root is a language-selection page
    hide: str = ""  # where the property search is: home, nav, services, sitemap, sidebar, body; "" = none
    entry: str = ""  # anchor of the link to the search page
    form_slug: str = ""
    form_variant: int = 0
    site_search: int = -1  # index of a real (Formasaurus) site-search box in the header, -1 = none
    own_search: bool = False  # an off-topic structured search (its topic's), or a neighbour's tool form
    items: int = 0
    cats: list[str] = field(default_factory=list)  # category labels (local language)
    info: list[str] = field(default_factory=list)  # keys of INFO_KEYS linked from the footer
    traps: set[str] = field(default_factory=set)  # jsession, calendar, facets, endless
    forms: dict[str, int] = field(default_factory=dict)  # kind → index into forms.json (real forms)
    out_links: list[int] = field(default_factory=list)  # other sites (indexes) linked from this one
    listed: list[list[int]] = field(default_factory=list)  # directories: per category, the sites listed
    host: str = ""
    ip: str = ""
    port: int = 0

    @property
    def base(self) -> str:
        """``http://host:port``."""
        return f"http://{self.host or self.ip}:{self.port}"

    # -- URL scheme -----------------------------------------------------------------------
    def cat_token(self, c: int) -> str:
        if self.scheme == "drupal":
            return str(c + 3)
        if self.scheme == "dnn":
            return str(c + 61)
        return slugify(self.cats[c]) if c < len(self.cats) else f"c{c}"

    def cat_of(self, token: str) -> int | None:
        for c in range(len(self.cats)):
            if self.cat_token(c) == token:
                return c
        return None

    def home_path(self) -> str:
        return {
            "drupal": "/?q=node/1" if self.splash else "/",
            "dnn": "/Default.aspx?tabid=36",
            "jsp": "/portal/home.jsp",
            "folders": f"/{self.lang}/",
            "cgi": "/cgi-bin/site.pl",
            "html": "/index.html",
        }[self.scheme]

    def path(self, kind: str, **p: Any) -> str:
        """The path (and query) of a page of ``kind`` in the site's scheme."""
        ui = UI[self.lang]
        s, L = self.scheme, self.lang
        if kind == "root":
            return "/"
        if kind == "home":
            return self.home_path()
        if kind == "en":  # the English page a splash links to
            return {
                "drupal": "/?q=en/node/1",
                "dnn": "/Default.aspx?tabid=36&language=en-GB",
                "jsp": "/portal/home.jsp?locale=en",
                "folders": "/en/",
                "cgi": "/cgi-bin/site.pl?lang=en",
                "html": "/en/index.html",
            }[s]
        if kind == "info":
            i = INFO_KEYS.index(p["i"])
            slug = slugify(UI[L][p["i"]])
            return {
                "drupal": f"/?q=node/{10 + i}",
                "dnn": f"/Default.aspx?tabid={40 + i}",
                "jsp": f"/portal/page.jsp?id={slug}",
                "folders": f"/{L}/{slug}/",
                "cgi": f"/cgi-bin/site.pl?page={slug}",
                "html": f"/{slug}.html",
            }[s]
        if kind in ("services", "sitemap"):
            slug = ui["services_slug"] if kind == "services" else ui["sitemap_slug"]
            return {
                "drupal": "/?q=node/30" if kind == "services" else "/?q=sitemap",
                "dnn": "/Default.aspx?tabid=80" if kind == "services" else "/Default.aspx?tabid=81",
                "jsp": f"/portal/{kind}.jsp",
                "folders": f"/{L}/{slug}/",
                "cgi": "/cgi-bin/site.pl?page=" + ("tools" if kind == "services" else "map"),
                "html": f"/{slug}.html",
            }[s]
        if kind == "form":
            return {
                "drupal": f"/?q=node/{40 + self.form_variant}",
                "dnn": f"/Default.aspx?tabid={90 + self.form_variant}",
                "jsp": f"/portal/{self.form_slug}.do",
                "folders": f"/{L}/{ui['services_slug']}/{self.form_slug}/",
                "cgi": f"/cgi-bin/db.cgi?db=listings&view={self.form_slug}",
                "html": f"/{self.form_slug}.html",
            }[s]
        if kind == "list":
            n, t = int(p["n"]), self.cat_token(int(p["c"]))
            return {
                "drupal": f"/?q=taxonomy/term/{t}" + (f"&page={n - 1}" if n > 1 else ""),
                "dnn": f"/Default.aspx?tabid={t}&pageindex={n}",
                "jsp": f"/portal/list.do?cat={t}&pg={n}",
                "folders": f"/{L}/{t}/" + (f"{ui['page']}-{n}/" if n > 1 else ""),
                "cgi": f"/cgi-bin/db.cgi?db=listings&cat={t}&start={(n - 1) * PER_PAGE}",
                "html": f"/{t}/index{n}.html",
            }[s]
        if kind == "facet":
            t, f = self.cat_token(int(p["c"])), str(p["f"])
            return {
                "drupal": f"/?q=taxonomy/term/{t}&sort={f}",
                "dnn": f"/Default.aspx?tabid={t}&sortby={f}",
                "jsp": f"/portal/list.do?cat={t}&order={f}",
                "folders": f"/{L}/{t}/{f}/",
                "cgi": f"/cgi-bin/db.cgi?db=listings&cat={t}&sort={f}",
                "html": f"/{t}/{f}.html",
            }[s]
        if kind == "item":
            n = int(p["n"])
            slug = p.get("s") or self.item_slug(n)
            return {
                "drupal": f"/?q=node/{1000 + n}",
                "dnn": f"/Default.aspx?tabid=70&mid=412&ItemId={n}",
                "jsp": f"/portal/detail.jsp?code={n}",
                "folders": f"/{L}/{ITEM_WORD[L]}/{slug}-{n}.html",
                "cgi": f"/cgi-bin/db.cgi?db=listings&uid={n}&view=record",
                "html": f"/scheda/{n}-{slug}.html",
            }[s]
        if kind == "calendar":
            y, m = str(p["ym"]).split("-")
            return {
                "drupal": f"/?q=calendar/month/{y}-{m}",
                "dnn": f"/Default.aspx?tabid=99&month={y}-{m}",
                "jsp": f"/portal/calendar.do?m={y}{m}",
                "folders": f"/{L}/{ui['agenda_slug']}/{y}/{m}/",
                "cgi": f"/cgi-bin/cal.pl?m={y}-{m}",
                "html": f"/agenda/{y}-{m}.html",
            }[s]
        raise KeyError(kind)

    def item_slug(self, n: int) -> str:
        return slugify(self.item_title(n))[:40].strip("-")

    def item_title(self, n: int) -> str:
        from tests.web3.vocab import TOWNS

        rng = random.Random(f"{self.name}|item|{n}")
        words = TOPICS[self.topic][self.lang] if self.topic in TOPICS else {"words": ["news"], "item": []}
        things = words["item"] or [w.title() for w in words["words"][:4]]
        return f"{rng.choice(things)} {rng.choice(TOWNS[self.lang])} {rng.randint(2, 99)}"

    def parse(self, path: str, query: str) -> tuple[str, dict[str, Any]] | None:
        """(kind, parts) of a request (session ids removed), or None for a page the site does not have."""
        path = re.sub(r";jsessionid=[A-Za-z0-9]*", "", path)
        q = {k: v[0] for k, v in parse_qs(query, keep_blank_values=True).items()}
        target = path + ("?" + query if query else "")
        if path == "/" and not query:
            return ("root", {}) if self.home_path() != "/" or self.splash else ("home", {})
        finite: dict[str, tuple[str, dict[str, Any]]] = {
            self.path("home"): ("home", {}),
            self.path("services"): ("services", {}),
            self.path("sitemap"): ("sitemap", {}),
        }
        if self.splash:
            finite[self.path("en")] = ("en", {})
        if self.hide and self.hide != "home" and self.hide != "sidebar":
            finite[self.path("form")] = ("form", {})
        for key in INFO_KEYS:
            finite[self.path("info", i=key)] = ("info", {"i": key})
        if target in finite:
            return finite[target]
        s = self.scheme
        m = None
        if s == "drupal":
            if path == "/" and (m := re.fullmatch(r"q=node/(\d+)", query)):
                n = int(m.group(1))
                return ("item", {"n": n - 1000}) if 1000 <= n < 1000 + self.items else None
            if path == "/" and (m := re.fullmatch(r"q=calendar/month/(\d{4})-(\d{2})", query)):
                return "calendar", {"ym": f"{m.group(1)}-{m.group(2)}"}
            if path == "/" and (m := re.fullmatch(r"q=taxonomy/term/(\d+)(?:&page=(\d+)|&sort=([a-z0-9+-]+))?", query)):
                c = self.cat_of(m.group(1))
                if c is None:
                    return None
                if m.group(3):
                    return "facet", {"c": c, "f": m.group(3)}
                return "list", {"c": c, "n": int(m.group(2) or 0) + 1}
            return None
        if s == "dnn":
            if path.lower() != "/default.aspx":
                return None
            tab = q.get("tabid", "")
            if tab == "70" and q.get("ItemId", "").isdigit():
                return "item", {"n": int(q["ItemId"])}
            if tab == "99" and re.fullmatch(r"\d{4}-\d{2}", q.get("month", "")):
                return "calendar", {"ym": q["month"]}
            c = self.cat_of(tab)
            if c is not None and "sortby" in q:
                return "facet", {"c": c, "f": q["sortby"]}
            if c is not None and q.get("pageindex", "").isdigit():
                return "list", {"c": c, "n": int(q["pageindex"])}
            return None
        if s == "jsp":
            if path == "/portal/detail.jsp" and q.get("code", "").isdigit():
                return "item", {"n": int(q["code"])}
            if path == "/portal/calendar.do" and re.fullmatch(r"\d{6}", q.get("m", "")):
                return "calendar", {"ym": q["m"][:4] + "-" + q["m"][4:]}
            if path == "/portal/list.do" and (c := self.cat_of(q.get("cat", ""))) is not None:
                if "order" in q:
                    return "facet", {"c": c, "f": q["order"]}
                if q.get("pg", "").isdigit():
                    return "list", {"c": c, "n": int(q["pg"])}
            return None
        if s == "folders":
            L, ui = self.lang, UI[self.lang]
            if m := re.fullmatch(rf"/{L}/{ITEM_WORD[L]}/([a-z0-9-]+)-(\d+)\.html", path):
                return "item", {"n": int(m.group(2)), "s": m.group(1)}
            if m := re.fullmatch(rf"/{L}/{ui['agenda_slug']}/(\d{{4}})/(\d{{2}})/", path):
                return "calendar", {"ym": f"{m.group(1)}-{m.group(2)}"}
            if m := re.fullmatch(rf"/{L}/([a-z0-9-]+)/(?:{ui['page']}-(\d+)/)?", path):
                c = self.cat_of(m.group(1))
                return ("list", {"c": c, "n": int(m.group(2) or 1)}) if c is not None else None
            if m := re.fullmatch(rf"/{L}/([a-z0-9-]+)/([a-z0-9+-]+)/", path):
                c = self.cat_of(m.group(1))
                return ("facet", {"c": c, "f": m.group(2)}) if c is not None else None
            return None
        if s == "cgi":
            if path == "/cgi-bin/db.cgi" and q.get("db") == "listings":
                if q.get("view") == "record" and q.get("uid", "").isdigit():
                    return "item", {"n": int(q["uid"])}
                c = self.cat_of(q.get("cat", ""))
                if c is not None and "sort" in q:
                    return "facet", {"c": c, "f": q["sort"]}
                if c is not None and q.get("start", "").isdigit():
                    return "list", {"c": c, "n": int(q["start"]) // PER_PAGE + 1}
            if path == "/cgi-bin/cal.pl" and re.fullmatch(r"\d{4}-\d{2}", q.get("m", "")):
                return "calendar", {"ym": q["m"]}
            return None
        if s == "html":
            if m := re.fullmatch(r"/scheda/(\d+)-([a-z0-9-]*)\.html", path):
                return "item", {"n": int(m.group(1)), "s": m.group(2)}
            if m := re.fullmatch(r"/agenda/(\d{4})-(\d{2})\.html", path):
                return "calendar", {"ym": f"{m.group(1)}-{m.group(2)}"}
            if m := re.fullmatch(r"/([a-z0-9-]+)/index(\d+)\.html", path):
                c = self.cat_of(m.group(1))
                return ("list", {"c": c, "n": int(m.group(2))}) if c is not None else None
            if m := re.fullmatch(r"/([a-z0-9-]+)/([a-z0-9+-]+)\.html", path):
                c = self.cat_of(m.group(1))
                return ("facet", {"c": c, "f": m.group(2)}) if c is not None else None
        return None


class Web(_ServedWeb):
    """Family C's web; :meth:`start` serves it (the serving plumbing is family A's :class:`tests.web.Web`)."""

    def __init__(self, sites: list[Site], seed: int, net: str, target: str = TARGET) -> None:
        super().__init__(sites, seed, net)  # type: ignore[arg-type]
        self.sites: list[Site] = sites  # type: ignore[assignment]
        self.target = target
        self.forms: dict[str, list[dict[str, str]]] = json.loads(
            (Path(__file__).parent.parent / "web2" / "forms.json").read_text(encoding="utf-8")
        )

    def serve(self, site: Site, request: Request) -> Response:  # type: ignore[override]
        """Count the hit and render the page."""
        from tests.web3.render import render

        with self._hits_lock:
            self.hits[(site.name, request.path)] += 1
        status, body, location = render(self, site, request.path, request.raw_query)
        if location:
            return Response.redirect(location, status)
        return Response(body, status, "text/html; charset=utf-8")

    def url(self, site: Site, kind: str = "root", **parts: Any) -> str:  # type: ignore[override]
        """Absolute URL of a page of ``site``."""
        return site.base + site.path(kind, **parts)

    def seeds(self) -> list[str]:
        """Every directory's home page and the first page of its real-estate category.

        A user seeds a focused crawl with pages of the topic; the directories'
        home pages alone list only categories (off-topic pages, whose links a
        hard-focus crawler does not follow).
        """
        out = []
        for s in self.sites:
            if s.kind == "directory":
                out.append(self.url(s))
                label = TOPIC_LABEL[self.target][s.lang]
                if label in s.cats:
                    out.append(self.url(s, "list", c=s.cats.index(label), n=1))
        return out

    def domain_file(self, topic: str = TARGET) -> Path:
        """The domain definition of ``topic``."""
        return DOMAINS_DIR / f"{topic}.json"

    def form_pages(self, topic: str = TARGET) -> set[str]:
        """URLs of the pages holding a relevant search form (ground truth; session ids left out)."""
        return {self.url(s, form_kind(s)[0], **form_kind(s)[1]) for s in self.sites if is_form_site(s, topic)}

    def on_topic_sites(self, topic: str = TARGET) -> int:
        """Sites of ``topic``."""
        return sum(1 for s in self.sites if s.topic == topic)


def is_form_site(site: Site, topic: str = TARGET) -> bool:
    """Whether ``site`` holds a relevant search form of ``topic``."""
    return site.kind == "business" and site.topic == topic and bool(site.hide)


def form_kind(site: Site) -> tuple[str, dict[str, Any]]:
    """The page (kind, parts) that holds the site's property search."""
    if site.hide == "home":
        return "home", {}
    if site.hide == "sidebar":
        return "list", {"c": 0, "n": 1}
    return "form", {}


def _host(rng: random.Random, site: Site, used: set[str]) -> str:
    tld = {
        "en": rng.choice([".co.uk.test", ".ie.test", ".test"]),
        "it": ".it.test",
        "nl": ".nl.test",
        "pt": ".pt.test",
        "pl": rng.choice([".pl.test", ".com.pl.test"]),
        "sv": ".se.test",
    }[site.lang]
    words = slugify(site.name).split("-")
    base = ("" if rng.random() < 0.6 else "-").join(words)[:40]
    host = ("www." if rng.random() < 0.5 else "") + base + tld
    k = 2
    while host in used:
        host = host.replace(base, f"{base}{k}", 1)
        k += 1
    used.add(host)
    return host


def _business_name(rng: random.Random, lang: str, topic: str) -> str:
    if topic in BUSINESS:
        suffix = rng.choice(BUSINESS[topic][lang])
    else:
        words = TOPICS[topic][lang]["words"]
        suffix = rng.choice(words[:3]).title()
    first = rng.choice(NAME_PARTS[lang])
    return f"{suffix} {first}" if lang in ("it", "pt") and rng.random() < 0.5 else f"{first} {suffix}"


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.230.0", target: str = TARGET) -> Web:
    """Generate family C: ``sites`` sites, ``forms`` of them with a property search (the relevant form).

    About 8% of the sites are of the target topic: the form sites, estate agents
    without a search (listings, a valuation form), property blogs and news, and
    associations listing their members. Neighbour topics (mortgages, removals,
    furniture) share its words; eight more topics fill the rest. Six directories
    (the seeds, one per language) list about half the sites in paginated
    categories; regional portals list local sites; news sites link out from
    their articles; blogs keep blogrolls; businesses credit their web designers.
    """
    rng = random.Random(f"web3|{seed}")
    out: list[Site] = []
    dir_names = {
        "en": "Webguide Directory",
        "it": "Pagine Web Italia",
        "nl": "Startpagina Linkpagina",
        "pt": "Directório Portugal",
        "pl": "Katalog Stron Polska",
        "sv": "Länkkatalogen Sverige",
    }
    for lang in LANGS:
        out.append(Site(name=dir_names[lang], kind="directory", lang=lang, scheme="folders"))
    n = sites - len(out)
    n_target = max(forms * 9, int(sites * 0.08))
    n_form, n_agency = forms, int(n_target * 0.62) - forms
    n_assoc = max(3, n_target // 25)
    n_renews = max(3, n_target // 25)
    n_reblog = n_target - n_form - n_agency - n_assoc - n_renews
    n_neigh = int(n * 0.1)
    n_portal = max(6, n // 120)
    n_news = max(6, n // 100)
    others = [t for t in TOPICS if t != target and t not in NEIGHBOURS]
    plan: list[tuple[str, str]] = (
        [("business", target)] * (n_form + n_agency)
        + [("portal", target)] * n_assoc
        + [("news", target)] * n_renews
        + [("blog", target)] * n_reblog
        + [("business", NEIGHBOURS[i % len(NEIGHBOURS)]) for i in range(n_neigh)]
        + [("portal", "")] * n_portal
        + [("news", "news")] * n_news
    )
    rest = n - len(plan)
    plan += [("blog" if i % 5 == 0 else "business", others[i % len(others)]) for i in range(rest)]
    rng.shuffle(plan)
    target_business = [i for i, (k, t) in enumerate(plan) if k == "business" and t == target]
    with_form = set(rng.sample(target_business, forms))
    used_names: set[str] = set()
    for i, (kind, topic) in enumerate(plan):
        lang = rng.choices(LANGS, LANG_WEIGHTS)[0]
        site = Site(name="", kind=kind, topic=topic, lang=lang, scheme=rng.choice(SCHEMES))
        if kind == "portal":
            region = rng.choice(REGIONS[lang])
            site.name = (
                f"{TOPIC_LABEL[target][lang]} {region}" if topic == target else f"{UI[lang]['welcome']} {region}"
            )
        elif kind == "news":
            site.name = f"{TOPIC_LABEL[topic][lang]} {rng.choice(NAME_PARTS[lang])} {rng.choice(['24', 'Online', 'Today', 'Express', 'Magazine'])}"
        elif kind == "blog":
            site.name = f"{rng.choice(NAME_PARTS[lang])} {TOPICS[topic][lang]['words'][rng.randrange(3)].title()} Blog"
        else:
            site.name = _business_name(rng, lang, topic)
        while site.name in used_names:
            site.name += f" {rng.choice(NAME_PARTS[lang])}"
        used_names.add(site.name)
        site.template = rng.choices(["classic", "mega", "crumbs", "services"], [4, 2, 2, 2])[0]
        site.splash = lang != "en" and kind == "business" and rng.random() < 0.12
        site.info = rng.sample(list(INFO_KEYS[:5]), rng.randint(2, 5))
        if kind == "business" and topic == target:
            site.cats = rng.sample(TOPICS[target][lang]["cats"], rng.randint(2, 5))
            site.info += [k for k in ("valuation", "viewing") if rng.random() < 0.5]
            site.items = rng.choice([12, 30, 60, 150, 400, 1200])
        elif kind in ("business", "blog", "news"):
            words = TOPICS[topic][lang]["words"] if topic in TOPICS else ["news"]
            site.cats = sorted({w.title() for w in rng.sample(words, min(len(words), rng.randint(2, 4)))})
            site.items = rng.choice([8, 20, 50, 120, 300]) if kind != "news" else rng.choice([200, 600, 2000])
        else:  # portals: one category, their members
            site.cats = [UI[lang]["members"]]
        if rng.random() < 0.5:
            site.info += ["login"]
        if rng.random() < 0.4:
            site.info += ["newsletter"]
        site.traps = {t for t, p in (("calendar", 0.12), ("facets", 0.15), ("endless", 0.1)) if rng.random() < p}
        if kind == "news":
            site.traps.add("endless")
        if site.scheme == "jsp" and rng.random() < 0.6:
            site.traps.add("jsession")
        if topic != target and kind == "business" and rng.random() < 0.12:
            site.own_search = True
        if rng.random() < 0.25:
            site.site_search = rng.randrange(20)
        site.forms = {k: rng.randrange(20) for k in ("login", "registration", "contact", "newsletter", "order")}
        if i in with_form:
            if site.template == "crumbs":
                site.hide = rng.choice(["home", "body", "sitemap", "sidebar"])
            elif site.template == "services":
                site.hide = rng.choice(["services", "services", "nav", "home"])
            else:
                site.hide = rng.choices(["home", "nav", "sitemap", "sidebar"], [2, 4, 2, 2])[0]
            if site.hide == "sidebar" and not site.cats:
                site.hide = "nav"
            site.entry = rng.choice(SEARCH_ENTRIES[lang])
            site.form_slug = rng.choice(SEARCH_SLUGS[lang])
            site.form_variant = rng.randrange(4)
            site.items = max(site.items, 60)
        out.append(site)
    _link(rng, out, target)
    taken: set[str] = set()
    for s in out:
        s.host = _host(rng, s, taken)
    return Web(out, seed, net, target)


def _link(rng: random.Random, out: list[Site], target: str) -> None:
    """Who links to whom: directories, portals, news, blogs, credits; every form site reachable."""
    dirs = [j for j, s in enumerate(out) if s.kind == "directory"]
    by_lang: dict[str, list[int]] = {}
    by_topic: dict[str, list[int]] = {}
    for j, s in enumerate(out):
        if s.kind != "directory":
            by_lang.setdefault(s.lang, []).append(j)
            by_topic.setdefault(s.topic, []).append(j)
    listing: dict[int, dict[str, list[int]]] = {d: {} for d in dirs}
    for j, s in enumerate(out):
        if s.kind == "directory":
            continue
        own = next(d for d in dirs if out[d].lang == s.lang)
        if rng.random() < 0.45:
            listing[own].setdefault(s.topic or "news", []).append(j)
        if rng.random() < (0.2 if s.lang != "en" else 0.1):
            listing[dirs[0]].setdefault(s.topic or "news", []).append(j)
    web_agencies = by_topic.get("webdesign", [])
    for j, s in enumerate(out):
        if s.kind == "directory":
            continue
        local = by_lang[s.lang]
        if s.kind == "portal" and s.topic == target:
            pool = [x for x in by_topic[target] if out[x].kind == "business" and out[x].lang == s.lang]
            s.out_links = rng.sample(pool, min(len(pool), rng.randint(15, 40)))
        elif s.kind == "portal":
            s.out_links = rng.sample(local, min(len(local), rng.randint(30, 70)))
        elif s.kind == "news":
            pool = by_topic.get(s.topic, []) if s.topic == target else local
            s.out_links = rng.sample(pool, min(len(pool), rng.randint(20, 60)))
        elif s.kind == "blog":
            peers = [x for x in by_topic[s.topic] if x != j]
            s.out_links = rng.sample(peers, min(len(peers), rng.randint(4, 12)))
        else:
            peers = [x for x in by_topic[s.topic] if x != j]
            s.out_links = rng.sample(peers, min(len(peers), rng.randint(0, 2)))
            if web_agencies and rng.random() < 0.5:
                s.out_links.append(rng.choice(web_agencies))
    for d in dirs:
        cats = sorted(listing[d])
        out[d].cats = [TOPIC_LABEL[c][out[d].lang] for c in cats]
        out[d].listed = [sorted(listing[d][c], key=lambda x: out[x].name) for c in cats]
    # Every form site must be linked from somewhere reachable: else its language's directory lists it.
    linked = {x for s in out for x in s.out_links} | {x for d in dirs for lst in out[d].listed for x in lst}
    for j, s in enumerate(out):
        if is_form_site(s, target) and j not in linked:
            own = next(d for d in dirs if out[d].lang == s.lang)
            label = TOPIC_LABEL[target][s.lang]
            if label not in out[own].cats:
                out[own].cats.append(label)
                out[own].listed.append([])
            out[own].listed[out[own].cats.index(label)].append(j)


def write_domains(folder: Path = DOMAINS_DIR) -> Path:
    """(Re)write the domain definition of the target topic (real estate), in six languages."""
    folder.mkdir(parents=True, exist_ok=True)
    from tests.web3.vocab import DOMAIN_KEYWORDS

    keywords = [w for lang in LANGS for w in DOMAIN_KEYWORDS[lang]]
    attributes = []
    extra = {  # further names real forms give the same attribute
        "location": [
            "town",
            "city",
            "area",
            "località",
            "zona",
            "woonplaats",
            "concelho",
            "distrito",
            "miejscowość",
            "ort",
        ],
        "type": ["type", "tipo", "type woning", "typ nieruchomości", "objekttyp"],
        "price": ["price", "prezzo", "prijs", "vraagprijs", "preço", "cena", "pris"],
        "rooms": ["rooms", "camere", "slaapkamers", "pokoje", "rum"],
        "area": ["size", "m²", "mq", "oppervlakte", "metraż", "yta"],
    }
    specificity = {"location": 0.4, "type": 0.5, "price": 0.4, "rooms": 0.6, "area": 0.5}
    for name, labels, _names in RE_FIELDS:
        aliases = sorted({label.lower() for label in labels.values()} | set(extra[name]))
        attributes.append({"name": labels["en"].lower(), "aliases": aliases, "specificity": specificity[name]})
    data = {"name": TARGET, "keywords": keywords, "threshold": 0.9, "attributes": attributes}
    path = folder / f"{TARGET}.json"
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
