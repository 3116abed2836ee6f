"""Family D as objects: sites (:class:`Site`), their URL schemes, the web that serves them (:class:`Web`).

Generated from a seed by :func:`build_web`. Every site is its own host on its
own loopback address with a host name; the serving plumbing is family A's
(:class:`tests.web.model.Web`), as families B and C use it.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, unquote

from tests.kit import Request, Response
from tests.web.model import Web as _ServedWeb
from tests.web4.vocab import (
    BUSINESS,
    CHARSETS,
    DIRECTORY,
    ENTRIES,
    FIELD_ALIASES,
    FIELD_KEYS,
    FIELDS,
    HUB,
    LANG_WEIGHTS,
    LANGS,
    LEGACY_SHARE,
    MAKES,
    MAKES_JA,
    NAMES,
    NATIVE_SLUGS,
    NEIGHBOURS,
    OTHERS,
    ROMAN_TOPIC,
    SLUGS,
    SPECIFICITY,
    STOCK,
    TARGET,
    TLDS,
    TOPIC_LABEL,
    TOPIC_WORDS,
    UI,
)

DOMAINS_DIR = Path(__file__).with_name("domains")
SCHEMES = ("routes", "wp", "joomla", "asp", "rails", "upper")
INFO_KEYS = ("about", "contact", "privacy", "imprint", "login", "newsletter", "finance", "tradein", "testdrive")
#: Where a form site's vehicle search is: on the home page, a header link, inside the mega-menu's dropdown,
#: behind an image link (alt text only), behind an icon button (aria-label only), in the sidebar of the stock
#: list, behind the "Buy" hub (two clicks), only in the footer, only in a home-page banner.
HIDES = ("home", "nav", "mega", "imgalt", "icon", "stock", "hub", "footer", "banner")
PER_PAGE = 20
#: Filters whose facet pages combine without end (in the order clicked).
FACET_EXTRA = ("diesel", "petrol", "hybrid", "electric", "automatic", "manual", "suv", "estate", "van", "under-5000")


def slugify(text: str, native: bool = False) -> str:
    """A path word: ASCII ("Über uns" → "uber-uns"), or in the native script when ``native``."""
    text = text.lower().replace("ı", "i").replace("ß", "ss")
    if native:
        return re.sub(r"[\s/・:：,()（）'\"]+", "-", text).strip("-")
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")


@dataclass
class Site:
    """One site of family D."""

    name: str
    kind: str  # directory (seed), dealer, portal, news, forum, blog, business
    topic: str = ""
    lang: str = "en"
    scheme: str = "routes"
    native: bool = False  # "routes" paths in the site's own script (percent-encoded in links)
    charset: str = "utf-8"
    template: str = "bar"  # bar, mega, minimal
    hide: str = ""  # one of HIDES for a form site; "" = no vehicle search
    entry: str = ""  # anchor (or alt text, or aria-label) of the way to the search
    stock_label: str = ""
    hub_label: str = ""  # "" = no "Buy" hub
    form_variant: int = 0
    names: int = 0  # which set of field names the search uses
    site_search: int = -1  # index of a real (Formasaurus) site-search box in the header; -2 = a plain one
    tool: bool = False  # a neighbour's form (parts finder, insurance quote, rental search) on its "form" page
    items: int = 0
    info: list[str] = field(default_factory=list)
    #: sid, jsession, phpsess, facets, sort, compare, print, calendar, endless
    traps: set[str] = field(default_factory=set)
    robots: bool = False
    forms: dict[str, int] = field(default_factory=dict)  # kind → index into forms.json (real forms)
    out_links: list[int] = field(default_factory=list)
    cats: list[str] = field(default_factory=list)  # directories: topic keys
    listed: list[list[int]] = field(default_factory=list)  # directories: per category, the sites listed
    roman: str = ""
    host: str = ""
    ip: str = ""
    port: int = 0

    @property
    def base(self) -> str:
        """``http://host:port``."""
        return f"http://{self.host or self.ip}:{self.port}"

    # -- URL scheme -----------------------------------------------------------------------
    def slugs(self) -> tuple[str, ...]:
        return NATIVE_SLUGS[self.lang] if self.native else SLUGS[self.lang]

    def info_token(self, key: str) -> str:
        i = INFO_KEYS.index(key)
        if self.scheme == "routes":
            return slugify(UI[self.lang][key], self.native) or key
        if self.scheme == "upper":
            return key.upper()
        return str({"wp": 2, "joomla": 12, "asp": 3, "rails": 3}[self.scheme] + i)

    def templates(self) -> list[tuple[str, str, tuple[tuple[str, str], ...]]]:
        """(kind, path template, query template) of every page kind, the first that matches wins."""
        if self.kind == "directory":
            return [
                ("home", "/", ()),
                ("info", "/{i}.html", ()),
                ("list1", "/cat/{c}/", ()),
                ("list", "/cat/{c}/page/{n}/", ()),
            ]
        L = self.lang
        stock, form, hub, events, prnt, compare = self.slugs()
        jv = (("option", "com_vehiclemanager"),)
        t: dict[str, list[tuple[str, str, tuple[tuple[str, str], ...]]]] = {
            "routes": [
                ("home", f"/{L}/", ()),
                ("results", f"/{L}/", (("q", "{q}"),)),
                ("form", f"/{L}/{form}/", ()),
                ("hub", f"/{L}/{hub}/", ()),
                ("list1", f"/{L}/{stock}/", ()),
                ("sort", f"/{L}/{stock}/", (("sort", "price-{o}"), ("page", "{n}"))),
                ("list", f"/{L}/{stock}/{{n}}/", ()),
                ("facet", f"/{L}/{stock}/f/{{f}}/", ()),
                ("item", f"/{L}/{stock}/{{slug}}-{{n}}/", ()),
                ("print", f"/{L}/{prnt}/{{n}}/", ()),
                ("compare", f"/{L}/{compare}/{{ids}}/", ()),
                ("calendar", f"/{L}/{events}/{{y}}/{{m}}/", ()),
                ("info", f"/{L}/{{i}}/", ()),
            ],
            "wp": [
                ("home", "/", ()),
                ("results", "/", (("s", "{q}"),)),
                ("form", "/", (("page_id", "57"),)),
                ("hub", "/", (("page_id", "40"),)),
                ("list1", "/", (("page_id", "20"),)),
                ("list", "/", (("page_id", "20"), ("paged", "{n}"))),
                ("sort", "/", (("page_id", "20"), ("orderby", "price"), ("order", "{o}"), ("paged", "{n}"))),
                ("facet", "/", (("page_id", "20"), ("filter", "{f}"))),
                ("compare", "/", (("page_id", "30"), ("compare", "{ids}"))),
                ("info", "/", (("page_id", "{i}"),)),
                ("item", "/", (("p", "{n}"),)),
                ("print", "/", (("p", "{n}"), ("print", "1"))),
                (
                    "calendar",
                    "/",
                    (("post_type", "tribe_events"), ("eventDisplay", "month"), ("tribe-bar-date", "{y}-{m}")),
                ),
            ],
            "joomla": [
                ("home", "/index.php", ()),
                ("results", "/index.php", (("option", "com_search"), ("searchword", "{q}"))),
                ("form", "/index.php", (*jv, ("view", "search"), ("Itemid", "131"))),
                (
                    "hub",
                    "/index.php",
                    (("option", "com_content"), ("view", "category"), ("id", "8"), ("Itemid", "120")),
                ),
                ("list1", "/index.php", (*jv, ("view", "list"), ("Itemid", "130"))),
                ("list", "/index.php", (*jv, ("view", "list"), ("Itemid", "130"), ("limitstart", "{start}"))),
                (
                    "sort",
                    "/index.php",
                    (
                        *jv,
                        ("view", "list"),
                        ("Itemid", "130"),
                        ("filter_order", "price"),
                        ("filter_order_Dir", "{o}"),
                        ("limitstart", "{start}"),
                    ),
                ),
                ("facet", "/index.php", (*jv, ("view", "list"), ("Itemid", "130"), ("filter", "{f}"))),
                ("item", "/index.php", (*jv, ("view", "vehicle"), ("id", "{n}"), ("Itemid", "130"))),
                (
                    "print",
                    "/index.php",
                    (*jv, ("view", "vehicle"), ("id", "{n}"), ("Itemid", "130"), ("tmpl", "component"), ("print", "1")),
                ),
                ("compare", "/index.php", (*jv, ("view", "compare"), ("cid", "{ids}"), ("Itemid", "130"))),
                (
                    "calendar",
                    "/index.php",
                    (
                        ("option", "com_jevents"),
                        ("task", "month.calendar"),
                        ("year", "{y}"),
                        ("month", "{m}"),
                        ("Itemid", "140"),
                    ),
                ),
                (
                    "info",
                    "/index.php",
                    (("option", "com_content"), ("view", "article"), ("id", "{i}"), ("Itemid", "101")),
                ),
            ],
            "asp": [
                ("home", "/default.asp", ()),
                ("results", "/find.asp", (("q", "{q}"),)),
                ("form", "/search.asp", ()),
                ("hub", "/buy.asp", ()),
                ("list1", "/stock.asp", ()),
                ("list", "/stock.asp", (("page", "{n}"),)),
                ("sort", "/stock.asp", (("page", "{n}"), ("sort", "{o}"))),
                ("facet", "/stock.asp", (("f", "{f}"),)),
                ("item", "/detail.asp", (("ID", "{n}"),)),
                ("print", "/detail.asp", (("ID", "{n}"), ("print", "yes"))),
                ("compare", "/compare.asp", (("IDs", "{ids}"),)),
                ("calendar", "/events.asp", (("m", "{y}-{m}"),)),
                ("info", "/page.asp", (("ID", "{i}"),)),
            ],
            "rails": [
                ("home", "/", ()),
                ("results", "/search", (("q", "{q}"),)),
                ("form", "/vehicles/search", ()),
                ("hub", "/pages/40", ()),
                ("list1", "/vehicles", ()),
                ("list", "/vehicles", (("page", "{n}"),)),
                ("sort", "/vehicles", (("sort", "price_{o}"), ("page", "{n}"))),
                ("facet", "/vehicles/filter/{f}", ()),
                ("print", "/vehicles/{n}-{slug}/print", ()),
                ("item", "/vehicles/{n}-{slug}", ()),
                ("compare", "/compare/{ids}", ()),
                ("calendar", "/events/{y}/{m}", ()),
                ("info", "/pages/{i}", ()),
            ],
            "upper": [
                ("home", "/INDEX.HTM", ()),
                ("results", "/CGI-BIN/FIND.EXE", (("Q", "{q}"),)),
                ("form", "/SEARCH/CARS.HTM", ()),
                ("hub", "/BUY/INDEX.HTM", ()),
                ("list1", "/STOCK/LIST.HTM", ()),
                ("list", "/STOCK/LIST{n}.HTM", ()),
                ("sort", "/STOCK/LIST{n}_{o}.HTM", ()),
                ("facet", "/STOCK/F/{f}/INDEX.HTM", ()),
                ("item", "/CARS/{n}.HTM", ()),
                ("print", "/CARS/{n}_PRINT.HTM", ()),
                ("compare", "/COMPARE.HTM", (("IDS", "{ids}"),)),
                ("calendar", "/EVENTS/{y}{m}.HTM", ()),
                ("info", "/PAGES/{i}.HTM", ()),
            ],
        }
        return t[self.scheme]

    def home_path(self) -> str:
        return self.path("home")

    def path(self, kind: str, **p: Any) -> str:
        """The path (and query) of a page of ``kind`` in the site's scheme (unencoded)."""
        if kind == "root":
            return "/"
        if kind == "list" and int(p.get("n", 1)) == 1 and "o" not in p:
            kind = "list1"
        values = dict(p)
        if "ym" in values:
            values["y"], values["m"] = str(values["ym"]).split("-")
        if "n" in values:
            values["start"] = (int(values["n"]) - 1) * PER_PAGE
        if kind in ("item", "print") and "slug" not in values:
            values["slug"] = self.item_slug(int(values["n"]))
        if "f" in values:
            toks = list(values["f"])
            sep = "/" if self.scheme in ("routes", "rails", "upper") else "."
            values["f"] = sep.join(x.upper() if self.scheme == "upper" else x for x in toks)
        if "ids" in values:
            values["ids"] = "-".join(str(x) for x in values["ids"])
        if "o" in values and self.scheme == "upper":
            values["o"] = str(values["o"]).upper()
        if "i" in values:
            values["i"] = self.info_token(values["i"]) if self.kind != "directory" else values["i"]
        for k, path, query in self.templates():
            if k == kind:
                out = path.format(**values)
                if query:
                    out += "?" + "&".join(f"{key}={val.format(**values)}" for key, val in query)
                return out
        raise KeyError(kind)

    def parse(self, path: str, query: str) -> tuple[str, dict[str, Any]] | None:
        """(kind, parts) of a request (session ids removed), or None for a page the site does not have."""
        path = unquote(re.sub(r";jsessionid=[A-Za-z0-9]*", "", path))
        q = {k: v[0] for k, v in parse_qs(query, keep_blank_values=True).items()}
        q.pop("sid", None)
        q.pop("PHPSESSID", None)
        if path == "/" and not q and self.home_path() != "/":
            return "root", {}
        var = {
            "n": r"\d{1,6}",
            "start": r"\d{1,7}",
            "o": r"(?:asc|desc|ASC|DESC)",
            "f": r"[A-Za-z0-9-]+(?:[./][A-Za-z0-9-]+)*",
            "ids": r"\d{1,6}(?:-\d{1,6}){0,30}",
            "slug": r"[^/]+?",
            "y": r"\d{4}",
            "m": r"\d{2}",
            "i": r"[^/]+",
            "c": r"[a-z]+",
            "q": r".*",
        }

        def rx(template: str) -> str:
            out, pos = "", 0
            for m in re.finditer(r"\{(\w+)\}", template):
                out += re.escape(template[pos : m.start()]) + f"(?P<{m.group(1)}>{var[m.group(1)]})"
                pos = m.end()
            return out + re.escape(template[pos:])

        for kind, ptpl, qtpl in self.templates():
            pm = re.fullmatch(rx(ptpl), path, flags=re.S)
            if not pm or set(q) != {k for k, _ in qtpl}:
                continue
            parts = dict(pm.groupdict())
            ok = True
            for key, vtpl in qtpl:
                vm = re.fullmatch(rx(vtpl), q[key], flags=re.S)
                if not vm:
                    ok = False
                    break
                parts.update(vm.groupdict())
            if not ok:
                continue
            return self._typed(kind, parts)
        return None

    def _typed(self, kind: str, parts: dict[str, str]) -> tuple[str, dict[str, Any]] | None:
        out: dict[str, Any] = {}
        if "start" in parts:
            start = int(parts["start"])
            if start % PER_PAGE:
                return None
            out["n"] = start // PER_PAGE + 1
        if "n" in parts:
            out["n"] = int(parts["n"])
        if kind == "list1":
            kind, out["n"] = "list", 1
        if "o" in parts:
            out["o"] = parts["o"].lower()
        if "f" in parts:
            out["f"] = [x.lower() for x in re.split(r"[./]", parts["f"])]
        if "ids" in parts:
            out["ids"] = [int(x) for x in parts["ids"].split("-")]
        if "y" in parts:
            out["ym"] = f"{parts['y']}-{parts['m']}"
        if "c" in parts:
            out["c"] = parts["c"]
        if "q" in parts:
            out["q"] = parts["q"]
        if "i" in parts:
            if self.kind == "directory":
                out["i"] = parts["i"]
            else:
                key = next((k for k in INFO_KEYS if self.info_token(k) == parts["i"]), None)
                if key is None:
                    return None
                out["i"] = key
        if kind in ("item", "print") and "slug" in parts and parts["slug"] != self.item_slug(out["n"]):
            return None
        if kind == "sort" and out.get("n", 1) < 1:
            return None
        return kind, out

    # -- items --------------------------------------------------------------------------------
    def vehicle(self, n: int) -> dict[str, Any]:
        """Make, model, year, mileage, price, fuel of vehicle ``n`` of a dealer."""
        rng = random.Random(f"{self.name}|vehicle|{n}")
        makes = MAKES_JA if self.lang == "ja" else MAKES
        make, models, mslug = makes[rng.randrange(len(makes))]
        model = rng.choice(models)
        return {
            "make": make,
            "model": model,
            "slug": f"{mslug}-{slugify(model) or 'x'}",
            "year": rng.randint(2008, 2025),
            "km": rng.randint(3, 220) * 1000,
            "price": rng.randint(4, 90) * (500 if self.lang not in ("cs", "tr", "ru", "ja") else 1),
            "fuel": rng.randrange(5),
            "gear": rng.randrange(2),
            "body": rng.randrange(6),
        }

    def item_slug(self, n: int) -> str:
        if self.topic == TARGET and self.kind == "dealer":
            return self.vehicle(n)["slug"]
        rng = random.Random(f"{self.name}|slug|{n}")
        words = TOPIC_WORDS.get(self.topic or "news", TOPIC_WORDS["news"])["en"]
        return "-".join(slugify(rng.choice(words)) for _ in range(2))

    def item_title(self, n: int) -> str:
        if self.topic == TARGET and self.kind == "dealer":
            v = self.vehicle(n)
            return f"{v['make']} {v['model']} ({v['year']})"
        rng = random.Random(f"{self.name}|title|{n}")
        words = TOPIC_WORDS.get(self.topic or "news", TOPIC_WORDS["news"])[self.lang]
        return " ".join(rng.choice(words) for _ in range(3)).capitalize() + f" {n}"

    def session(self, here: str, path: str, form: bool) -> str:
        """``path`` with the site's session id in it (a new one on every page: the trap)."""
        sid = hashlib.md5(f"{here}|{path}".encode()).hexdigest()[:16]
        if "jsession" in self.traps:
            head, sep, tail = path.partition("?")
            return f"{head};jsessionid={sid.upper()}{sep}{tail}"
        if "sid" in self.traps:
            return path + ("&" if "?" in path else "?") + "sid=" + sid
        if "phpsess" in self.traps and not form and "?" in path:
            return path + "&PHPSESSID=" + sid
        return path

    def disallowed(self) -> list[str]:
        """The robots.txt ``Disallow`` prefixes (never the search page)."""
        if not self.robots:
            return []
        L = self.lang
        return {
            "routes": [f"/{L}/{self.slugs()[4]}/", f"/{L}/{self.slugs()[5]}/"],
            "wp": ["/wp-admin/", "/?s="],
            "joomla": ["/administrator/", "/index.php?option=com_search"],
            "asp": ["/compare.asp", "/find.asp"],
            "rails": ["/compare/", "/search?"],
            "upper": ["/COMPARE.HTM", "/CGI-BIN/"],
        }.get(self.scheme, [])


class Web(_ServedWeb):
    """Family D's web; :meth:`start` serves it (the serving plumbing is family A's :class:`tests.web.Web`)."""

    def __init__(self, sites: list[Site], seed: int, net: str, target: str = TARGET) -> None:
        super().__init__(sites, seed, net)  # type: ignore[arg-type]
        self.sites: list[Site] = sites  # type: ignore[assignment]
        self.target = target
        self.forms: dict[str, list[dict[str, str]]] = json.loads(
            (Path(__file__).parent.parent / "web2" / "forms.json").read_text(encoding="utf-8")
        )

    def serve(self, site: Site, request: Request) -> Response:  # type: ignore[override]
        """Count the hit and render the page."""
        from tests.web4.render import render

        with self._hits_lock:
            self.hits[(site.name, request.path)] += 1
        status, body, ctype, location = render(self, site, request.path, request.raw_query)
        if location:
            return Response.redirect(location, status)
        return Response(body, status, ctype)

    def url(self, site: Site, kind: str = "root", **parts: Any) -> str:  # type: ignore[override]
        """Absolute URL of a page of ``site`` (percent-encoded)."""
        return site.base + encode(site.path(kind, **parts))

    def seeds(self) -> list[str]:
        """Every directory's home page and the first page of its vehicles category."""
        out = []
        for s in self.sites:
            if s.kind == "directory":
                out.append(self.url(s))
                if self.target in s.cats:
                    out.append(self.url(s, "list", c=self.target, n=1))
        return out

    def domain_file(self, topic: str = TARGET) -> Path:
        """The domain definition of ``topic``."""
        return DOMAINS_DIR / f"{topic}.json"

    def form_pages(self, topic: str = TARGET) -> set[str]:
        """URLs of the pages holding a relevant vehicle search (ground truth; session ids left out)."""
        return {self.url(s, *form_kind(s)[:1], **form_kind(s)[1]) for s in self.sites if is_form_site(s, topic)}

    def on_topic_sites(self, topic: str = TARGET) -> int:
        """Sites of ``topic``."""
        return sum(1 for s in self.sites if s.topic == topic)


def encode(path: str) -> str:
    """A path and query as a link writes it: non-ASCII percent-encoded (UTF-8)."""
    return quote(path, safe="/?&=;:-_.~%+,!$'()*@")


def is_form_site(site: Site, topic: str = TARGET) -> bool:
    """Whether ``site`` holds a relevant vehicle search of ``topic``."""
    return site.kind == "dealer" and site.topic == topic and bool(site.hide)


def form_kind(site: Site) -> tuple[str, dict[str, Any]]:
    """The page (kind, parts) that holds the site's vehicle search."""
    if site.hide == "home":
        return "home", {}
    if site.hide == "stock":
        return "list", {"n": 1}
    return "form", {}


def _host(rng: random.Random, site: Site, used: set[str]) -> str:
    tld = rng.choice(TLDS[site.lang])
    base = site.roman
    host = ("www." if rng.random() < 0.5 else "") + base + tld
    k = 2
    while host in used:
        host = host.replace(base, f"{base}{k}", 1)
        k += 1
    used.add(host)
    return host


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.240.0", target: str = TARGET) -> Web:
    """Generate family D: ``sites`` sites, ``forms`` of them with a vehicle search (the relevant form).

    About 8% of the sites are on vehicles: dealers, classifieds and auction houses
    (the form sites among them), dealers without a search, dealers' associations
    and motor portals, motoring news, car forums and blogs. Car parts, insurance
    and rental are the neighbours (10%); eight more topics, general news,
    regional portals and forums fill the rest. Eight directories (the seeds,
    one per language) list about half the sites in paginated categories.
    """
    rng = random.Random(f"web4|{seed}")
    out: list[Site] = [Site(name=DIRECTORY[lang], kind="directory", lang=lang, roman=f"dir-{lang}") for lang in LANGS]
    out[0].roman = "webindex"
    n = sites - len(out)
    n_target = max(forms * 9, int(sites * 0.08))
    n_dealer = int(n_target * 0.62)
    n_assoc = max(3, n_target // 25)
    n_mnews = max(3, n_target // 25)
    n_forum = max(3, n_target // 10)
    n_mblog = max(0, n_target - n_dealer - n_assoc - n_mnews - n_forum)
    n_neigh = int(n * 0.1)
    n_portal = max(8, n // 120)
    n_news = max(8, n // 100)
    n_gforum = max(4, n // 150)
    plan: list[tuple[str, str]] = (
        [("dealer", target)] * n_dealer
        + [("portal", target)] * n_assoc
        + [("news", target)] * n_mnews
        + [("forum", target)] * n_forum
        + [("blog", target)] * n_mblog
        + [("business", NEIGHBOURS[i % len(NEIGHBOURS)]) for i in range(n_neigh)]
        + [("portal", "regional")] * n_portal
        + [("news", "news")] * n_news
        + [("forum", OTHERS[i % len(OTHERS)]) for i in range(n_gforum)]
    )
    rest = n - len(plan)
    plan += [("blog" if i % 5 == 0 else "business", OTHERS[i % len(OTHERS)]) for i in range(rest)]
    rng.shuffle(plan)
    dealers = [i for i, (k, _) in enumerate(plan) if k == "dealer"]
    with_form = set(rng.sample(dealers, forms))
    hides = [HIDES[i % len(HIDES)] for i in range(forms)]  # every hiding place, in turn
    rng.shuffle(hides)
    used: set[str] = set()
    for i, (kind, topic) in enumerate(plan):
        lang = rng.choices(LANGS, LANG_WEIGHTS)[0]
        scheme = rng.choice(SCHEMES if kind != "dealer" or lang != "ja" else ("routes", "routes", "wp", "asp"))
        site = Site(name="", kind=kind, topic=topic, lang=lang, scheme=scheme)
        site.native = scheme == "routes" and lang in ("ja", "ru", "el") and rng.random() < 0.6
        if rng.random() < LEGACY_SHARE[lang]:
            site.charset = CHARSETS[lang]
        native, roman = rng.choice(NAMES[lang])
        if kind == "dealer":
            site.name = (
                f"{native} {rng.choice(BUSINESS[lang])}" if lang != "de" else f"{rng.choice(BUSINESS[lang])} {native}"
            )
            site.roman = f"{roman}-{rng.choice(ROMAN_TOPIC[target])}"
        elif kind == "portal":
            site.name = f"{TOPIC_LABEL[topic][lang]} {native}" + (
                " – " + UI[lang]["members"] if topic == target else ""
            )
            site.roman = f"{'motorportal' if topic == target else 'portal'}-{roman}"
        elif kind == "news":
            site.name = f"{native} {TOPIC_LABEL[topic][lang]} {rng.choice(['24', 'Online', 'Express', 'Journal'])}"
            site.roman = f"{roman}-{'motornews' if topic == target else 'news'}"
        elif kind == "forum":
            site.name = f"{TOPIC_LABEL[topic][lang]} {UI[lang]['forum']} {native}"
            site.roman = f"forum-{roman}-{topic}"
        elif kind == "blog":
            site.name = f"{native} – {TOPIC_WORDS[topic][lang][0].capitalize()} blog"
            site.roman = f"{roman}-{topic}-blog"
        else:
            site.name = f"{native} {TOPIC_WORDS[topic][lang][rng.randrange(2)].capitalize()}"
            site.roman = (
                f"{roman}-{ROMAN_TOPIC.get(topic, [topic])[rng.randrange(len(ROMAN_TOPIC.get(topic, [topic])))]}"
            )
        while site.name in used:
            site.name += f" {rng.choice(NAMES[lang])[0]}"
        used.add(site.name)
        site.template = rng.choices(["bar", "mega", "minimal"], [4, 3, 2])[0]
        site.info = rng.sample(list(INFO_KEYS[:4]), rng.randint(2, 4))
        site.stock_label = rng.choice(STOCK[lang])
        if kind == "dealer":
            site.items = rng.choice([120, 250, 400, 800])
            site.info += [k for k, p in (("finance", 0.6), ("tradein", 0.6), ("testdrive", 0.5)) if rng.random() < p]
            site.traps = {
                t for t, p in (("facets", 0.5), ("sort", 0.6), ("compare", 0.4), ("print", 0.5)) if rng.random() < p
            }
            if rng.random() < 0.12:
                site.traps.add("calendar")  # auction dates
            if rng.random() < 0.4:
                site.hub_label = rng.choice(HUB[lang])
        elif kind == "news":
            site.items = rng.choice([300, 800, 2000])
            site.traps = {"endless"}
        elif kind == "forum":
            site.items = rng.choice([60, 150, 400])
            if rng.random() < 0.4:
                site.traps.add("calendar")  # meets
        elif kind == "portal":
            site.items = 0
        else:
            site.items = rng.choice([10, 25, 60, 120])
            if rng.random() < 0.1:
                site.traps.add("calendar")
            if rng.random() < 0.08:
                site.traps.add("endless")
            site.tool = topic in NEIGHBOURS and rng.random() < 0.7
        if scheme == "asp" and rng.random() < 0.5:
            site.traps.add("sid")
        elif scheme == "upper" and rng.random() < 0.6:
            site.traps.add("jsession")
        elif scheme == "joomla" and rng.random() < 0.5:
            site.traps.add("phpsess")
        if rng.random() < 0.4:
            site.info.append("login")
        if rng.random() < 0.4:
            site.info.append("newsletter")
        site.robots = rng.random() < 0.3
        r = rng.random()
        site.site_search = rng.randrange(20) if r < 0.15 else (-2 if r < 0.35 else -1)
        site.forms = {k: rng.randrange(20) for k in ("login", "registration", "contact", "newsletter", "order")}
        if i in with_form:
            site.hide = hides.pop()
            if site.hide == "mega":
                site.template = "mega"
            elif site.hide == "nav" and site.template == "minimal":
                site.template = "bar"
            if site.hide == "hub":
                site.hub_label = rng.choice(HUB[lang])
            stock = {x.lower() for x in STOCK[lang]}
            site.entry = rng.choice([e for e in ENTRIES[lang] if e.lower() not in stock])
            site.form_variant = rng.randrange(5)
            site.names = rng.randrange(4)
        out.append(site)
    _link(rng, out, target)
    taken: set[str] = set()
    for s in out:
        s.host = _host(rng, s, taken)
    return Web(out, seed, net, target)


def _link(rng: random.Random, out: list[Site], target: str) -> None:
    """Who links to whom: directories, portals, news, forums, blogs, credits; every form site reachable on-topic."""
    dirs = {s.lang: j for j, s in enumerate(out) if s.kind == "directory"}
    by_lang: dict[str, list[int]] = {}
    by_topic: dict[str, list[int]] = {}
    for j, s in enumerate(out):
        if s.kind != "directory":
            by_lang.setdefault(s.lang, []).append(j)
            by_topic.setdefault(s.topic, []).append(j)
    listing: dict[int, dict[str, list[int]]] = {d: {} for d in dirs.values()}
    for j, s in enumerate(out):
        if s.kind == "directory":
            continue
        if rng.random() < 0.45:
            listing[dirs[s.lang]].setdefault(s.topic, []).append(j)
        if s.lang != "en" and rng.random() < 0.1:
            listing[dirs["en"]].setdefault(s.topic, []).append(j)
    designers = by_topic.get("webdesign", [])
    neighbours = [j for t in NEIGHBOURS for j in by_topic.get(t, [])]
    for j, s in enumerate(out):
        if s.kind == "directory":
            continue
        local = by_lang[s.lang]
        on = [x for x in by_topic.get(target, []) if x != j]
        if s.kind == "portal" and s.topic == target:
            pool = [x for x in on if out[x].kind == "dealer" and out[x].lang == s.lang] or on
            s.out_links = rng.sample(pool, min(len(pool), rng.randint(15, 45)))
        elif s.kind == "portal":
            s.out_links = rng.sample(local, min(len(local), rng.randint(30, 70)))
        elif s.kind in ("news", "forum") and s.topic == target:
            s.out_links = rng.sample(on, min(len(on), rng.randint(15, 40)))
        elif s.kind in ("news", "forum"):
            s.out_links = rng.sample(local, min(len(local), rng.randint(15, 50)))
        elif s.kind == "blog":
            peers = [x for x in by_topic[s.topic] if x != j]
            s.out_links = rng.sample(peers, min(len(peers), rng.randint(4, 12)))
        elif s.kind == "dealer":
            peers = [x for x in on if out[x].kind == "dealer"]
            s.out_links = rng.sample(peers, min(len(peers), rng.randint(0, 2)))
            s.out_links += rng.sample(neighbours, min(len(neighbours), rng.randint(1, 3)))
        else:
            peers = [x for x in by_topic[s.topic] if x != j]
            s.out_links = rng.sample(peers, min(len(peers), rng.randint(0, 2)))
        if s.kind in ("dealer", "business") and designers and rng.random() < 0.5:
            s.out_links.append(rng.choice(designers))
    for d in dirs.values():
        cats = sorted(listing[d], key=lambda t: (t != target, t))
        out[d].cats = cats
        out[d].listed = [sorted(listing[d][c], key=lambda x: out[x].name) for c in cats]
    # Every form site reachable over on-topic pages: listed in a vehicles category, or linked from an
    # on-topic site that is; else its language's directory lists it under vehicles.
    reach: set[int] = set()
    frontier = [x for d in dirs.values() if target in out[d].cats for x in out[d].listed[out[d].cats.index(target)]]
    while frontier:
        x = frontier.pop()
        if x in reach or out[x].topic != target:
            continue
        reach.add(x)
        frontier.extend(out[x].out_links)
    for j, s in enumerate(out):
        if is_form_site(s, target) and j not in reach:
            d = dirs[s.lang]
            if target not in out[d].cats:
                out[d].cats.insert(0, target)
                out[d].listed.insert(0, [])
            lst = out[d].listed[out[d].cats.index(target)]
            lst.append(j)
            lst.sort(key=lambda x: out[x].name)


def write_domains(folder: Path = DOMAINS_DIR) -> Path:
    """(Re)write the domain definition of the target topic (used vehicles), in eight languages."""
    from tests.web4.vocab import TOPIC_WORDS as WORDS

    folder.mkdir(parents=True, exist_ok=True)
    keywords: list[str] = []
    for lang in LANGS:
        keywords += [w.lower() for w in WORDS[TARGET][lang][:6] if w.lower() not in keywords]
    attributes = []
    for key in FIELD_KEYS:
        aliases = sorted({FIELDS[lang][key].lower() for lang in LANGS} | set(FIELD_ALIASES[key]))
        attributes.append({"name": FIELDS["en"][key].lower(), "aliases": aliases, "specificity": SPECIFICITY[key]})
    data = {"name": TARGET, "keywords": keywords, "threshold": 0.9, "attributes": attributes}
    path = folder / f"{TARGET}.json"
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
