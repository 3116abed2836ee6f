"""Family E as objects: sites (:class:`Site`), their URL schemes, the web that serves them (:class:`Web`).

Generated from a seed by :func:`build_web`. Every site is its own host on its
own loopback address; the serving plumbing is family A's
(:class:`tests.web.model.Web`).
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any
from urllib.parse import quote

from tests.kit import Request, Response
from tests.web.model import Web as _ServedWeb
from tests.web5.vocab import (
    ATTRIBUTES,
    CHARSETS,
    EN_SLUGS,
    INFO_SLUGS,
    LANG_WEIGHTS,
    LANGS,
    LEGACY_SHARE,
    NATIVE_PATHS,
    NATIVE_SLUGS,
    NEIGHBOURS,
    OTHERS,
    SLUGS,
    TARGET,
    TOPICS,
    V,
    orgs,
    topic_label,
    topic_words,
    ui,
)

DOMAINS_DIR = Path(__file__).with_name("domains")
SCHEMES = ("ats", "php", "jsp", "cfm", "static", "local", "hashbang")
SCHEME_WEIGHTS = (25, 15, 12, 10, 10, 20, 8)
#: Where a form site's vacancy search is (every place in turn over the form sites):
#: home: on the home page; nav: behind a link of the header navigation; hub: two clicks in, behind a
#: "Candidates" hub page; footer: only linked from the footer; host: on the home page of a separate host of
#: the organisation (jobs.example.com or org.<ats provider>), linked from the organisation's site; tabs: in
#: one tab of a candidates page with several tabs (CSS :target, no script); icon: behind a link whose only
#: text is an icon with an aria-label or title; refine: the home page has a GET form with only a button that
#: leads to a results page whose refine form is the full search (the results page is the relevant page;
#: the first list page also links it); list: in the sidebar of the first page of the vacancy list.
HIDES = ("home", "nav", "hub", "footer", "host", "tabs", "icon", "refine", "list")
#: Site kinds that publish vacancies (item pages are vacancies).
VACANCY_KINDS = ("board", "agency", "employer", "public", "university", "ats")
POST_KINDS = ("blog", "news", "forum", "fair")
BUSINESS_KINDS = ("business", "portal", "chamber", "webdesign")
INFO_KEYS = (
    "about", "contact", "privacy", "terms", "login", "register", "newsletter",
    "alert", "post", "cv", "salarytool", "addsite",
)  # fmt: skip
#: Applicant-tracking providers: an employer's vacancies at org.<provider>.
ATS_PROVIDERS = ("recruit-portal.net", "talentdesk.cloud", "hireloop.io", "vagas-ats.com")
#: Formasaurus search forms that are a site's text search box (one text field; not a parts finder).
SITE_SEARCH_FORMS = (0, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 19)
STATIC_LACKS = frozenset({"facets", "sort", "save", "print", "calendar", "sid"})
PER_PAGE = 15
DIR_PAGE = 20
#: Kinds of pages whose links carry a session id on sites with one (never a form page).
SID_KINDS = ("list", "item", "info", "hub", "calendar", "apply", "save", "print", "sector", "employers")


def slugify(text: str, native: bool = False) -> str:
    """A path word: ASCII ("Técnico de mantenimiento" → "tecnico-de-mantenimiento"), or in the native script."""
    text = text.lower()
    if native:
        return re.sub(r"[\s/·,()'\"?!.:،؟]+", "-", text).strip("-")
    text = text.replace("đ", "d")
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")


def encode(path: str) -> str:
    """A path and query as a link writes it: non-ASCII percent-encoded (UTF-8)."""
    return quote(path, safe="/?&=;:-_.~%+,!$'()*@[]")


@dataclass
class Site:
    """One site of family E."""

    name: str
    kind: str  # directory, aggregator, board, agency, employer, public, university, ats, blog, news, forum,
    # fair, business, portal, chamber, webdesign
    topic: str = ""
    lang: str = "en"
    scheme: str = "ats"
    native: bool = False  # "local" paths in the site's own script (ko, ar, hi; percent-encoded in links)
    charset: str = "utf-8"
    layout: str = "bar"  # bar, side, minimal
    hide: str = ""  # one of HIDES for a form site; "" = no vacancy search
    entry: str = ""  # anchor (or aria-label/title) of the way to the vacancy search
    icon_attr: str = "aria-label"
    hub_label: str = ""  # "" = no candidates hub
    list_label: str = ""
    tabs: bool = False  # a candidates page with tabs (CV, alerts; the search too where hide == "tabs")
    form_variant: int = 0  # layout of the vacancy search (0–5)
    names: int = 0  # field-name style (0–3 shared, 4 = the language's own)
    post: bool = False  # the vacancy search is sent by POST
    site_search: int = -1  # index of a real (Formasaurus) site-search box in the header; -2 = a plain one
    tool: bool = False  # a neighbour's form (course search, salary calculator, …) on its "tool" page
    items: int = 0  # vacancies, posts, products, threads, fairs
    id0: int = 0  # the number in an item's URL is id0 + k
    sector: int = 0  # the main sector of an employer (index into SECTOR_KEYS)
    org: str = ""  # organisation name (native)
    info: list[str] = field(default_factory=list)
    #: sid, facets, sort, save, print, share, ref, calendar, endless
    traps: set[str] = field(default_factory=set)
    robots: bool = False
    forms: dict[str, int] = field(default_factory=dict)  # kind → index into forms.json (real forms)
    out_links: list[int] = field(default_factory=list)
    designer: int = -1  # a web designer credited in the footer
    parent: int = -1  # ats hosts: the organisation's own site
    ats: int = -1  # an organisation whose vacancies are on a separate host: that host
    cats: list[str] = field(default_factory=list)  # directories: topic keys; aggregators: ""
    listed: list[list[int]] = field(default_factory=list)  # directories: per category the sites listed
    roman: str = ""
    host: str = ""
    ip: str = ""
    port: int = 0

    @property
    def base(self) -> str:
        """``http://host:port``."""
        return f"http://{self.host or self.ip}:{self.port}"

    def trap(self, name: str) -> bool:
        """Whether the site has the trap ``name`` (static sites have no facets, sorts, saves, prints, sessions)."""
        return name in self.traps and not (self.scheme == "static" and name in STATIC_LACKS)

    # -- URL scheme -----------------------------------------------------------------------
    def words(self) -> dict[str, str]:
        """The path words of the site (ASCII, localised, or in the site's own script)."""
        if self.kind in VACANCY_KINDS:
            if self.scheme in ("jsp", "local"):
                return NATIVE_SLUGS[self.lang] if self.native else SLUGS[self.lang]
            return EN_SLUGS
        if self.kind in ("directory", "aggregator"):
            return NATIVE_SLUGS[self.lang] if self.native else SLUGS[self.lang]
        w = dict(EN_SLUGS)
        if self.kind in POST_KINDS:
            w.update({"jobs": self.kind, "offers": "archive", "offer": {"forum": "thread"}.get(self.kind, "post")})
        else:
            w.update({"jobs": "catalog", "offers": "all", "offer": "item"})
        return w

    def info_tokens(self) -> dict[str, str]:
        """Info key → path word."""
        if self.scheme == "static":
            return {k: str(i + 1) for i, k in enumerate(INFO_KEYS)}
        if self.native:
            return {k: slugify(ui(self.lang, k if k != "addsite" else "add_site"), True) for k in INFO_KEYS}
        if self.scheme in ("jsp", "local") or self.kind == "directory":
            return INFO_SLUGS[self.lang]
        return INFO_SLUGS["en"]

    def templates(self) -> list[tuple[str, str, tuple[tuple[str, str], ...]]]:
        """(kind, path template, query template) of every page kind; the first that matches wins."""
        return _templates(self.kind, self.scheme, self.lang, self.native)

    def path(self, kind: str, **parts: Any) -> str:
        """The (unencoded) path and query of a page: ``kind`` with ``parts`` (n, f, k, key, ym, c)."""
        given = {k for k, v in parts.items() if v not in (None, (), "") and not (k == "n" and v == 1)}
        for knd, ptmpl, qtmpl in self.templates():
            if knd != kind:
                continue
            need = set(re.findall(r"\{(\w+)\}", ptmpl + "".join(v for _, v in qtmpl))) - {"slug"}
            if need != given:
                continue
            values = self._values(parts)
            path = ptmpl.format(**values)
            if qtmpl:
                path += "?" + "&".join(f"{k}={v.format(**values)}" for k, v in qtmpl)
            return path
        raise KeyError(f"{self.scheme}: no {kind} page with {sorted(given)}")

    def _values(self, parts: dict[str, Any]) -> dict[str, str]:
        values: dict[str, str] = {}
        for k, v in parts.items():
            if k == "f":
                values["f"] = "/".join(v) if self.scheme in ("ats", "local") else ",".join(v)
            elif k == "k":
                values["k"] = str(int(v) + self.id0)
            elif k == "key":
                values["key"] = self.info_tokens()[v]
            elif k == "c":
                values["c"] = self.cat_slug(v)
            else:
                values[k] = str(v)
        if "k" in parts:
            values["slug"] = self.item_slug(int(parts["k"]))
        return values

    def item_slug(self, k: int) -> str:
        """The words of an item's URL (a vacancy's title; a post's or product's topic words)."""
        if self.kind not in VACANCY_KINDS:
            words = topic_words("en" if self.lang in ("ko", "ar", "hi") else self.lang, self.topic or TARGET)
            r = random.Random(f"slug|{self.roman}|{k}")
            return slugify(" ".join(r.sample(words, 2)))
        i = _job_title_index(self.roman, k)
        if self.native:
            return slugify(V[self.lang]["titles"][i], True)
        if self.lang in ("ko", "ar", "hi"):
            return slugify(V["en"]["titles"][i])
        return slugify(V[self.lang]["titles"][i])

    def cat_slug(self, c: str) -> str:
        """A directory category's (or an aggregator sector's) path word."""
        if self.kind == "aggregator":
            return c
        return slugify(topic_label(self.lang, c), self.native) or c

    def parse(self, path: str, query: dict[str, list[str]]) -> tuple[str, dict[str, Any]] | None:
        """``(kind, parts)`` of an (unquoted) path and its query, or None."""
        for knd, regex, qtmpl in _compiled(self.kind, self.scheme, self.lang, self.native):
            m = regex.fullmatch(path)
            if not m:
                continue
            raw = {k: v for k, v in m.groupdict().items() if v is not None}
            ok = True
            for key, vt in qtmpl:
                got = (query.get(key) or [""])[0]
                if not got:
                    ok = False
                    break
                ph = re.fullmatch(r"\{(\w+)\}", vt)
                if ph:
                    raw[ph.group(1)] = got
                elif got != vt:
                    ok = False
                    break
            if not ok:
                continue
            parts = self._parse_parts(raw)
            if parts is None:
                continue
            return knd, parts
        return None

    def _parse_parts(self, raw: dict[str, str]) -> dict[str, Any] | None:
        parts: dict[str, Any] = {}
        for k, v in raw.items():
            if k in ("n",):
                if not v.isdigit() or int(v) < 1:
                    return None
                parts["n"] = int(v)
            elif k == "k":
                if not v.isdigit():
                    return None
                parts["k"] = int(v) - self.id0
            elif k == "f":
                f = tuple(x for x in re.split(r"[/,]", v) if x)
                if not f or any(not re.fullmatch(r"[a-z0-9-]+", x) for x in f):
                    return None
                parts["f"] = f
            elif k == "key":
                back = {t: key for key, t in self.info_tokens().items()}
                if v not in back:
                    return None
                parts["key"] = back[v]
            elif k == "c":
                back = {self.cat_slug(c): c for c in self.cat_keys()}
                if v not in back:
                    return None
                parts["c"] = back[v]
            elif k == "ym":
                if not re.fullmatch(r"\d{4}-(0[1-9]|1[0-2])", v):
                    return None
                parts["ym"] = v
        return parts

    def cat_keys(self) -> list[str]:
        """A directory's categories (topic keys) or an aggregator's sectors."""
        from tests.web5.vocab import SECTOR_KEYS

        return list(SECTOR_KEYS) if self.kind == "aggregator" else list(self.cats)

    def root_redirects(self) -> bool:
        """Whether ``/`` redirects to the home page (JSP, ColdFusion, localised sites)."""
        return self.scheme in ("jsp", "cfm", "local") and self.kind not in ("directory", "aggregator")

    def disallowed(self) -> list[str]:
        """Path prefixes robots.txt disallows (never a way to the search)."""
        w = self.words()
        L = self.lang
        return {
            "ats": ["/account/", "/search"],
            "php": ["/index.php?r=job/save", "/index.php?r=job/print", "/index.php?r=site/search"]
            if self.kind in VACANCY_KINDS
            else ["/index.php?r=site/search"],
            "jsp": [f"/portal/{w['save']}.jsp", f"/portal/{w['print']}.jsp", f"/portal/{w['sitesearch']}.jsp"],
            "cfm": [f"/{w['jobs']}/save.cfm", f"/{w['jobs']}/print.cfm", "/search.cfm"],
            "static": ["/cgi-bin/"],
            "local": [f"/{L}/{w['jobs']}/{w['save']}/", f"/{L}/{w['sitesearch']}/"],
            "hashbang": ["/html/save/", "/html/find"],
        }[self.scheme]


@cache
def _job_title_index(roman: str, k: int) -> int:
    return random.Random(f"title|{roman}|{k}").randrange(18)


@cache
def _templates(kind: str, scheme: str, lang: str, native: bool) -> list[tuple[str, str, tuple[tuple[str, str], ...]]]:
    probe = Site(name="", kind=kind, lang=lang, scheme=scheme, native=native)
    w = probe.words()
    T: list[tuple[str, str, tuple[tuple[str, str], ...]]]
    if kind == "directory":
        return [
            ("home", "/", ()),
            ("cat", f"/{w['cat']}/{{c}}/", (("page", "{n}"),)),
            ("cat", f"/{w['cat']}/{{c}}/", ()),
            ("info", "/{key}.html", ()),
        ]
    if kind == "aggregator":
        return [
            ("home", "/", ()),
            ("sector", f"/{w['jobs']}/{{c}}/", (("p", "{n}"),)),
            ("sector", f"/{w['jobs']}/{{c}}/", ()),
            ("employers", f"/{w['emp']}/", (("p", "{n}"),)),
            ("employers", f"/{w['emp']}/", ()),
            ("resources", f"/{w['res']}/", ()),
            ("info", "/{key}.html", ()),
        ]
    J, O, I = w["jobs"], w["offers"], w["offer"]  # noqa: E741
    if scheme == "ats":
        T = [
            ("home", "/", ()),
            ("list", f"/{J}/filter/{{f}}/", (("page", "{n}"),)),
            ("list", f"/{J}/filter/{{f}}/", ()),
            ("list", f"/{J}/", (("page", "{n}"),)),
            ("list", f"/{J}/", ()),
            ("print", f"/{O}/{{k}}-{{slug}}", (("print", "1"),)),
            ("item", f"/{O}/{{k}}-{{slug}}", ()),
            ("apply", f"/{O}/{{k}}/{w['apply']}", ()),
            ("form", f"/{J}/{w['find']}", ()),
            ("results", f"/{J}/{w['results']}", ()),
            ("hub", f"/{w['hub']}/", ()),
            ("tabs", f"/{w['hub']}/{w['tabs']}", ()),
            ("save", "/account/save", (("job", "{k}"),)),
            ("calendar", f"/{w['events']}/{{ym}}", ()),
            ("sitesearch", "/search", ()),
            ("tool", f"/{w['tool']}/", ()),
            ("info", "/{key}", ()),
        ]
    elif scheme == "php":
        r = "/index.php"
        e = "job" if kind in VACANCY_KINDS else ("post" if kind in POST_KINDS else "item")
        T = [
            ("home", "/", ()),
            ("list", r, (("r", f"{e}/index"), ("filter", "{f}"), ("page", "{n}"))),
            ("list", r, (("r", f"{e}/index"), ("filter", "{f}"))),
            ("list", r, (("r", f"{e}/index"), ("page", "{n}"))),
            ("list", r, (("r", f"{e}/index"),)),
            ("item", r, (("r", f"{e}/view"), ("id", "{k}"))),
            ("apply", r, (("r", f"{e}/apply"), ("id", "{k}"))),
            ("save", r, (("r", f"{e}/save"), ("id", "{k}"))),
            ("print", r, (("r", f"{e}/print"), ("id", "{k}"))),
            ("form", r, (("r", "site/page"), ("view", "careers" if kind in VACANCY_KINDS else w["find"]))),
            ("hub", r, (("r", "site/page"), ("view", w["hub"]))),
            ("tabs", r, (("r", "site/page"), ("view", w["tabs"]))),
            ("results", r, (("r", f"{e}/search"),)),
            ("calendar", r, (("r", "event/index"), ("month", "{ym}"))),
            ("sitesearch", r, (("r", "site/search"),)),
            ("tool", r, (("r", "site/page"), ("view", w["tool"]))),
            ("info", r, (("r", "site/page"), ("view", "{key}"))),
            ("home", r, ()),
        ]
    elif scheme == "jsp":
        p = "/portal"
        T = [
            ("home", f"{p}/index.jsp", ()),
            ("list", f"{p}/{O}.jsp", (("filtro", "{f}"), ("pag", "{n}"))),
            ("list", f"{p}/{O}.jsp", (("filtro", "{f}"),)),
            ("list", f"{p}/{O}.jsp", (("pag", "{n}"),)),
            ("list", f"{p}/{O}.jsp", ()),
            ("item", f"{p}/{I}.jsp", (("id", "{k}"),)),
            ("apply", f"{p}/{w['apply']}.jsp", (("id", "{k}"),)),
            ("save", f"{p}/{w['save']}.jsp", (("id", "{k}"),)),
            ("print", f"{p}/{w['print']}.jsp", (("id", "{k}"),)),
            ("form", f"{p}/{w['find']}.jsp", ()),
            ("hub", f"{p}/{w['hub']}.jsp", ()),
            ("tabs", f"{p}/{w['tabs']}.jsp", ()),
            ("results", f"{p}/{w['results']}.jsp", ()),
            ("calendar", f"{p}/{w['events']}.jsp", (("mes", "{ym}"),)),
            ("sitesearch", f"{p}/{w['sitesearch']}.jsp", ()),
            ("tool", f"{p}/{w['tool']}.jsp", ()),
            ("info", f"{p}/{{key}}.jsp", ()),
        ]
    elif scheme == "cfm":
        T = [
            ("home", "/index.cfm", ()),
            ("list", "/index.cfm", (("fuseaction", f"{J}.list"), ("f", "{f}"), ("page", "{n}"))),
            ("list", "/index.cfm", (("fuseaction", f"{J}.list"), ("f", "{f}"))),
            ("list", "/index.cfm", (("fuseaction", f"{J}.list"), ("page", "{n}"))),
            ("list", "/index.cfm", (("fuseaction", f"{J}.list"),)),
            ("item", f"/{J}/detail.cfm", (("id", "{k}"),)),
            ("apply", f"/{J}/apply.cfm", (("id", "{k}"),)),
            ("save", f"/{J}/save.cfm", (("id", "{k}"),)),
            ("print", f"/{J}/print.cfm", (("id", "{k}"),)),
            ("form", f"/{J}/{w['find']}.cfm", ()),
            ("results", f"/{J}/results.cfm", ()),
            ("hub", f"/{w['hub']}.cfm", ()),
            ("tabs", f"/{w['hub']}/{w['tabs']}.cfm", ()),
            ("calendar", "/events/calendar.cfm", (("month", "{ym}"),)),
            ("sitesearch", "/search.cfm", ()),
            ("tool", "/tools/index.cfm", ()),
            ("info", "/{key}.cfm", ()),
        ]
    elif scheme == "static":
        T = [
            ("home", "/", ()),
            ("list", "/p/index-{n}.html", ()),
            ("list", "/p/index.html", ()),
            ("form", "/p/21.html", ()),
            ("hub", "/p/22.html", ()),
            ("tabs", "/p/23.html", ()),
            ("results", "/p/24.html", ()),
            ("tool", "/p/25.html", ()),
            ("info", "/p/{key}.html", ()),
            ("apply", "/p/apply-{k}.html", ()),
            ("sitesearch", "/cgi-bin/search.pl", ()),
            ("item", "/p/{k}.html", ()),
        ]
    elif scheme == "local":
        L = lang
        pg = w["page"]
        T = [
            ("home", f"/{L}/", ()),
            ("list", f"/{L}/{J}/{O}/f/{{f}}/{pg}/{{n}}/", ()),
            ("list", f"/{L}/{J}/{O}/f/{{f}}/", ()),
            ("list", f"/{L}/{J}/{O}/{pg}/{{n}}/", ()),
            ("list", f"/{L}/{J}/{O}/", ()),
            ("item", f"/{L}/{J}/{I}/{{k}}-{{slug}}/", ()),
            ("apply", f"/{L}/{J}/{I}/{{k}}/{w['apply']}/", ()),
            ("print", f"/{L}/{J}/{I}/{{k}}/{w['print']}/", ()),
            ("save", f"/{L}/{J}/{w['save']}/{{k}}/", ()),
            ("form", f"/{L}/{J}/{w['find']}/", ()),
            ("results", f"/{L}/{J}/{w['results']}/", ()),
            ("hub", f"/{L}/{w['hub']}/", ()),
            ("tabs", f"/{L}/{w['hub']}/{w['tabs']}/", ()),
            ("calendar", f"/{L}/{w['events']}/{{ym}}/", ()),
            ("sitesearch", f"/{L}/{w['sitesearch']}/", ()),
            ("tool", f"/{L}/{w['tool']}/", ()),
            ("info", f"/{L}/{{key}}/", ()),
        ]
    else:  # hashbang: a script app at /#!/…, with a plain HTML twin under /html/
        T = [
            ("home", "/", ()),
            ("list", f"/html/{J}", (("f", "{f}"), ("p", "{n}"))),
            ("list", f"/html/{J}", (("f", "{f}"),)),
            ("list", f"/html/{J}", (("p", "{n}"),)),
            ("list", f"/html/{J}", ()),
            ("item", f"/html/{I}/{{k}}", ()),
            ("apply", f"/html/{I}/{{k}}/apply", ()),
            ("print", f"/html/{I}/{{k}}/print", ()),
            ("save", "/html/save/{k}", ()),
            ("form", f"/html/{w['find']}", ()),
            ("results", f"/html/{w['results']}", ()),
            ("hub", f"/html/{w['hub']}", ()),
            ("tabs", f"/html/{w['tabs']}", ()),
            ("calendar", f"/html/{w['events']}/{{ym}}", ()),
            ("sitesearch", "/html/find", ()),
            ("tool", f"/html/{w['tool']}", ()),
            ("info", "/html/{key}", ()),
        ]
    return T


_PLACEHOLDER = {
    "n": r"(?P<n>\d+)",
    "k": r"(?P<k>\d+)",
    "slug": r"(?P<slug>[^/?]*)",
    "f": r"(?P<f>[a-z0-9-]+(?:[/,][a-z0-9-]+)*)",
    "key": r"(?P<key>[^/?]+)",
    "c": r"(?P<c>[^/?]+)",
    "ym": r"(?P<ym>\d{4}-\d{2})",
}


@cache
def _compiled(
    kind: str, scheme: str, lang: str, native: bool
) -> list[tuple[str, re.Pattern[str], tuple[tuple[str, str], ...]]]:
    """The templates as regexes, those with more query keys first (a stable sort keeps the given order)."""
    out = []
    for knd, ptmpl, qtmpl in _templates(kind, scheme, lang, native):
        regex = ""
        for piece in re.split(r"(\{\w+\})", ptmpl):
            m = re.fullmatch(r"\{(\w+)\}", piece)
            regex += _PLACEHOLDER[m.group(1)] if m else re.escape(piece)
        out.append((knd, re.compile(regex), qtmpl))
    out.sort(key=lambda t: -len(t[2]))
    return out


class Web(_ServedWeb):
    """Family E's web; :meth:`start` serves it (the serving plumbing is family A's :class:`tests.web.Web`)."""

    def __init__(self, sites: list[Site], seed: int, net: str, target: str = TARGET) -> None:
        super().__init__(sites, seed, net)  # type: ignore[arg-type]
        self.sites: list[Site] = sites  # type: ignore[assignment]
        self.target = target
        self.forms: dict[str, list[dict[str, str]]] = json.loads(
            (Path(__file__).parent.parent / "web2" / "forms.json").read_text(encoding="utf-8")
        )

    def serve(self, site: Site, request: Request) -> Response:  # type: ignore[override]
        """Count the hit and render the page."""
        from tests.web5.render import render

        with self._hits_lock:
            self.hits[(site.name, request.path)] += 1
        status, body, ctype, location = render(self, site, request.path, request.raw_query)
        if location:
            return Response.redirect(location, status)
        return Response(body, status, ctype)

    def url(self, site: Site | int, kind: str = "home", **parts: Any) -> str:  # type: ignore[override]
        """Absolute URL of a page of ``site`` (given as object or index; percent-encoded)."""
        s = self.sites[site] if isinstance(site, int) else site
        return s.base + encode(s.path(kind, **parts))

    def seeds(self) -> list[str]:
        """Every directory's home page and its jobs category; every aggregator's home and employers list."""
        out = []
        for s in self.sites:
            if s.kind == "directory":
                out.append(self.url(s))
                if self.target in s.cats:
                    out.append(self.url(s, "cat", c=self.target, n=1))
            elif s.kind == "aggregator":
                out += [self.url(s), self.url(s, "employers", n=1)]
        return out

    def domain_file(self, topic: str = TARGET) -> Path:
        """The domain definition of ``topic``."""
        return DOMAINS_DIR / f"{topic}.json"

    def form_pages(self, topic: str = TARGET) -> set[str]:
        """URLs of the pages holding a relevant vacancy search (ground truth; no session ids)."""
        return {self.url(s, *form_page(s)[:1], **form_page(s)[1]) for s in self.sites if is_form_site(s, topic)}

    def on_topic_sites(self, topic: str = TARGET) -> int:
        """Sites of ``topic``."""
        return sum(1 for s in self.sites if s.topic == topic)


def is_form_site(site: Site, topic: str = TARGET) -> bool:
    """Whether ``site`` holds a relevant vacancy search of ``topic``."""
    return site.kind in VACANCY_KINDS and site.topic == topic and bool(site.hide)


def form_page(site: Site) -> tuple[str, dict[str, Any]]:
    """The page (kind, parts) that holds the site's vacancy search."""
    return {
        "home": ("home", {}),
        "host": ("home", {}),
        "tabs": ("tabs", {}),
        "refine": ("results", {}),
        "list": ("list", {"n": 1}),
    }.get(site.hide, ("form", {}))


def _host(rng: random.Random, site: Site, used: set[str]) -> str:
    tld = rng.choice(V[site.lang]["tld"])
    base = site.roman
    host = ("www." if rng.random() < 0.6 else "") + base + tld
    k = 2
    while host in used:
        host = host.replace(base, f"{base}{k}", 1)
        k += 1
    used.add(host)
    return host


_KIND_NAMES = {
    "board": "board_names",
    "agency": "agency_names",
    "employer": "company_names",
    "public": "public_names",
    "university": "university_names",
}
_ROMAN_TOPIC = {
    "cvwriting": ["cv", "curriculum", "resume"],
    "training": ["academy", "cursos", "learn"],
    "salary": ["salary", "paycheck", "salaryindex"],
    "coworking": ["cowork", "hub", "desk"],
    "freelance": ["freelance", "gigs", "workers"],
    "webdesign": ["webdesign", "studio", "pixel"],
    "chamber": ["chamber", "camara", "kadin"],
    "news": ["news", "daily", "times"],
    "regional": ["portal", "city", "info"],
}
AGGREGATORS = {
    "es": ("Empleo Latino – Todas las vacantes", "empleolatino"),
    "ko": ("잡모아 – 전국 채용정보", "jobmoa"),
    "ar": ("وظائف العرب – كل الوظائف في مكان واحد", "wazaef-alarab"),
}


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.250.0", target: str = TARGET) -> Web:
    """Generate family E: ``sites`` sites, ``forms`` of them with a vacancy search (the relevant form).

    About 8% of the sites are on job vacancies: job boards, recruitment
    agencies, employers' careers sites (some with their vacancies on a separate
    applicant-tracking host), public-sector portals, universities, HR blogs,
    career forums, labour-market news and job fairs, plus three job
    aggregators. CV writing, training, salary surveys, coworking and freelance
    marketplaces are the neighbours (10%); nine more topics, web designers,
    chambers of commerce, news and regional portals fill the rest. Nine
    directories (one per language) and the aggregators are the seeds.
    """
    rng = random.Random(f"web5|{seed}")
    out: list[Site] = [
        Site(name=ui(lang, "dirname"), kind="directory", lang=lang, roman=f"directorio-{lang}", layout="minimal")
        for lang in LANGS
    ]
    romans = {"es": "directorio-web", "ko": "webdir", "ar": "dalil", "hi": "suchi", "id": "direktori",
              "fi": "linkkihakemisto", "hu": "linkkatalogus", "vi": "danhba", "en": "openwebdir"}  # fmt: skip
    for s in out:
        s.roman = romans[s.lang]
        s.native = s.lang in NATIVE_PATHS and rng.random() < 0.5
        s.charset = CHARSETS[s.lang] if s.lang in CHARSETS and rng.random() < LEGACY_SHARE[s.lang] else "utf-8"
        s.info = ["about", "addsite", "contact", "privacy"]
        s.forms = {k: rng.randrange(20) for k in ("login", "registration", "contact", "newsletter", "order")}
    for lang, (name, roman) in AGGREGATORS.items():
        agg = Site(name=name, kind="aggregator", topic=target, lang=lang, roman=roman, layout="bar")
        agg.charset = "euc-kr" if lang == "ko" else "utf-8"
        agg.info = ["about", "contact", "privacy", "alert", "login"]
        agg.forms = {k: rng.randrange(20) for k in ("login", "registration", "contact", "newsletter", "order")}
        agg.robots = True
        out.append(agg)
    n = sites - len(out)
    n_target = max(forms * 9, int(sites * 0.08)) - len(AGGREGATORS)
    n_host = sum(1 for i in range(forms) if HIDES[i % len(HIDES)] == "host")
    shares = {"board": 0.22, "agency": 0.14, "employer": 0.2, "public": 0.06, "university": 0.06, "blog": 0.1,
              "forum": 0.06, "news": 0.05, "fair": 0.04}  # fmt: skip
    counts = {k: max(2, int(n_target * v)) for k, v in shares.items()}
    counts["ats"] = max(n_host + 3, int(n_target * 0.06))
    counts["board"] += n_target - sum(counts.values())
    plan: list[tuple[str, str]] = [(k, target) for k, c in counts.items() for _ in range(c)]
    n_neigh = int(n * 0.1)
    plan += [("business", NEIGHBOURS[i % len(NEIGHBOURS)]) for i in range(n_neigh)]
    n_special = {"webdesign": max(6, n // 80), "chamber": max(5, n // 120), "news": max(8, n // 100),
                 "regional": max(8, n // 120)}  # fmt: skip
    for topic, c in n_special.items():
        kind = {"webdesign": "webdesign", "chamber": "chamber", "news": "news", "regional": "portal"}[topic]
        plan += [(kind, topic)] * c
    plan += [("forum", OTHERS[i % len(OTHERS)]) for i in range(max(4, n // 150))]
    rest = n - len(plan)
    plan += [("blog" if i % 4 == 0 else "business", OTHERS[i % len(OTHERS)]) for i in range(rest)]
    rng.shuffle(plan)
    first = len(out)
    idx = {k: [first + i for i, (kk, t) in enumerate(plan) if kk == k and t == target] for k in counts}
    # every applicant-tracking host belongs to an employer (its parent)
    parents = rng.sample(idx["employer"], len(idx["ats"]))
    ats_of = dict(zip(idx["ats"], parents, strict=True))
    hides = [HIDES[i % len(HIDES)] for i in range(forms)]
    rng.shuffle(hides)
    host_sites = rng.sample(idx["ats"], hides.count("host"))
    others = [j for k in ("board", "agency", "employer", "public", "university") for j in idx[k] if j not in parents]
    other_sites = rng.sample(sorted(others), len(hides) - len(host_sites))
    hide_of: dict[int, str] = dict(zip(host_sites, ["host"] * len(host_sites), strict=True))
    rest_hides = [h for h in hides if h != "host"]
    hide_of.update(zip(other_sites, rest_hides, strict=True))
    used_names: set[str] = set()
    variants = list(range(6)) * (forms // 6 + 1)
    rng.shuffle(variants)
    styles = list(range(5)) * (forms // 5 + 1)
    rng.shuffle(styles)
    form_no = 0
    for i, (kind, topic) in enumerate(plan, start=first):
        lang = rng.choices(LANGS, LANG_WEIGHTS)[0]
        site = _make_site(rng, kind, topic, lang, used_names)
        if kind == "ats":
            site.parent = ats_of[i]
        if i in hide_of:
            _make_form_site(rng, site, hide_of[i], variants[form_no], styles[form_no])
            form_no += 1
        out.append(site)
    # an applicant-tracking host speaks its organisation's language and is named after it; the organisation's
    # own site has no vacancy list, its "careers" link goes to the host
    for j, s in enumerate(out):
        if s.kind == "ats":
            p = out[s.parent]
            p.ats = j
            s.lang, s.org = p.lang, p.org
            s.charset = CHARSETS[s.lang] if s.lang in CHARSETS and rng.random() < LEGACY_SHARE[s.lang] else "utf-8"
            s.name = f"{p.name} – {rng.choice(V[s.lang]['hubs'])}"
            s.list_label = rng.choice(V[s.lang]["lists"])
            s.hub_label = rng.choice(V[s.lang]["hubs"]) if s.hub_label else ""
            if s.hide:
                s.entry = rng.choice(V[s.lang]["entries"])
            p.hub_label = rng.choice(V[p.lang]["hubs"])
            p.items, p.tabs = 0, False
            p.traps -= {"facets", "sort", "save", "print", "share", "ref"}
    _link(rng, out, target)
    taken: set[str] = set()
    for s in out:
        if s.kind != "ats":
            s.host = _host(rng, s, taken)
    for s in out:
        if s.kind == "ats":
            p = out[s.parent]
            if rng.random() < 0.5:
                sub = {"es": "empleos", "fi": "rekry", "hu": "karrier", "id": "karir", "vi": "tuyendung"}.get(
                    p.lang, "jobs"
                )
                host = f"{rng.choice([sub, 'careers'])}.{p.host.removeprefix('www.')}"
            else:
                host = f"{p.roman}.{rng.choice(ATS_PROVIDERS)}"
            while host in taken:
                host = "x" + host
            taken.add(host)
            s.host = host
            s.roman = host.split(".")[0] + "-" + p.roman
    return Web(out, seed, net, target)


def _make_site(rng: random.Random, kind: str, topic: str, lang: str, used: set[str]) -> Site:
    """A site of ``kind`` on ``topic`` in ``lang``, with its name, scheme, traps and info pages."""
    scheme = rng.choices(SCHEMES, SCHEME_WEIGHTS)[0]
    if kind == "ats":
        scheme = "hashbang" if rng.random() < 0.3 else "ats"
    site = Site(name="", kind=kind, topic=topic, lang=lang, scheme=scheme)
    site.native = scheme == "local" and kind in VACANCY_KINDS and lang in NATIVE_PATHS and rng.random() < 0.6
    if rng.random() < LEGACY_SHARE.get(lang, 0):
        site.charset = CHARSETS[lang]
    native, roman = rng.choice(orgs(lang))
    site.org = native
    if kind in _KIND_NAMES:
        site.name = rng.choice(V[lang][_KIND_NAMES[kind]]).format(x=native)
        site.roman = f"{roman}-{rng.choice(V[lang]['roman_job'])}" if kind in ("board", "agency") else roman
        if kind in ("public", "university"):
            site.roman = f"{V[lang]['roman_job'][0] if kind == 'public' else 'uni'}-{roman}"
    elif kind == "ats":
        site.name = native
        site.roman = roman
    elif topic == TARGET:
        label = {"blog": ui(lang, "blog"), "forum": ui(lang, "forum"), "news": ui(lang, "news"),
                 "fair": ui(lang, "events")}[kind]  # fmt: skip
        site.name = f"{native} {label}"
        site.roman = f"{roman}-{rng.choice(V[lang]['roman_job'])}-{kind}"
    else:
        word = topic_words(lang, topic)[rng.randrange(2)]
        site.name = f"{native} – {topic_label(lang, topic)}" if kind != "blog" else f"{native} {word} blog"
        site.roman = f"{roman}-{rng.choice(_ROMAN_TOPIC.get(topic, [topic]))}"
        if kind == "forum":
            site.name = f"{ui(lang, 'forum')} {native} – {topic_label(lang, topic)}"
            site.roman = f"forum-{roman}-{topic}"
    k = 0
    base_name = site.name
    while site.name in used:
        city = rng.choice(V[lang]["cities"]).split("/")
        site.name = f"{base_name} {city[0]}"
        site.roman = f"{site.roman}-{city[1]}"
        k += 1
        if k > 3:
            site.name = f"{base_name} {k}"
    used.add(site.name)
    site.layout = rng.choices(["bar", "side", "minimal"], [5, 3, 2])[0]
    site.list_label = rng.choice(V[lang]["lists"])
    site.sector = rng.randrange(8)
    site.id0 = rng.choice([0, 100, 1000, 24000, 150000]) if scheme != "static" else 100
    site.info = ["about", "contact", "privacy"] + [k for k, p in (("terms", 0.4), ("login", 0.4), ("newsletter", 0.35))
                                                   if rng.random() < p]  # fmt: skip
    if kind in VACANCY_KINDS:
        site.items = {"board": rng.choice([100, 250, 400, 700, 1000]), "agency": rng.choice([100, 180, 300, 400]),
                      "employer": rng.choice([30, 60, 120]), "public": rng.choice([200, 400, 800]),
                      "university": rng.choice([40, 80, 120]), "ats": rng.choice([25, 60, 150])}[kind]  # fmt: skip
        site.info += [k for k, p in (("alert", 0.5), ("cv", 0.5), ("register", 0.3)) if rng.random() < p]
        if kind in ("board", "agency"):
            site.info += [k for k, p in (("post", 0.6), ("salarytool", 0.2)) if rng.random() < p]
        site.traps = {t for t, p in (("facets", 0.45), ("sort", 0.5), ("save", 0.5), ("print", 0.3), ("share", 0.5),
                                     ("ref", 0.4), ("calendar", 0.1)) if rng.random() < p}  # fmt: skip
        if kind in ("board", "agency") and rng.random() < 0.35:
            site.hub_label = rng.choice(V[lang]["hubs"])
        site.tabs = rng.random() < 0.15
        if site.tabs and not site.hub_label:
            site.hub_label = rng.choice(V[lang]["hubs"])
    elif kind in POST_KINDS:
        site.items = {"blog": rng.choice([20, 60, 150]), "news": rng.choice([300, 1000, 3000]),
                      "forum": rng.choice([60, 200, 500]), "fair": 0}[kind]  # fmt: skip
        if kind == "news" or (kind == "blog" and rng.random() < 0.3):
            site.traps.add("endless")
        if kind == "fair" or (kind == "forum" and rng.random() < 0.3):
            site.traps.add("calendar")
        if kind == "forum":
            site.info.append("register")
    else:
        site.items = rng.choice([10, 25, 60, 120])
        if rng.random() < 0.08:
            site.traps.add("calendar")
        site.tool = topic in NEIGHBOURS and rng.random() < 0.75
    if scheme == "static":
        site.traps -= STATIC_LACKS
    elif rng.random() < {"php": 0.5, "jsp": 0.7, "cfm": 0.6}.get(scheme, 0.12):
        site.traps.add("sid")
    site.robots = rng.random() < 0.3
    r = rng.random()
    site.site_search = rng.choice(SITE_SEARCH_FORMS) if r < 0.15 else (-2 if r < 0.33 else -1)
    site.forms = {k: rng.randrange(20) for k in ("login", "registration", "contact", "newsletter", "order")}
    site.icon_attr = rng.choice(["aria-label", "title"])
    return site


def _make_form_site(rng: random.Random, site: Site, hide: str, variant: int, style: int) -> None:
    """Give ``site`` the vacancy search, hidden as ``hide``."""
    site.hide = hide
    site.form_variant = variant
    site.names = style
    site.post = variant == 5 or rng.random() < 0.15
    lang = site.lang
    taken = {site.list_label.lower(), site.hub_label.lower()}
    site.entry = rng.choice([e for e in V[lang]["entries"] if e.lower() not in taken])
    if hide in ("hub", "tabs"):
        site.hub_label = rng.choice([h for h in V[lang]["hubs"] if h.lower() != site.entry.lower()])
    site.tabs = hide == "tabs" or (site.tabs and hide != "hub")
    if hide in ("list", "refine") and site.items < PER_PAGE * 2:
        site.items = PER_PAGE * 4


def _link(rng: random.Random, out: list[Site], target: str) -> None:
    """Who links to whom: directories, aggregators, blogs, forums, credits; every form site reachable on-topic."""
    dirs = {s.lang: j for j, s in enumerate(out) if s.kind == "directory"}
    aggs = [j for j, s in enumerate(out) if s.kind == "aggregator"]
    by_lang: dict[str, list[int]] = {}
    by_topic: dict[str, list[int]] = {}
    for j, s in enumerate(out):
        if s.kind not in ("directory", "aggregator"):
            by_lang.setdefault(s.lang, []).append(j)
            by_topic.setdefault(s.topic, []).append(j)
    listing: dict[int, dict[str, list[int]]] = {d: {} for d in dirs.values()}
    for j, s in enumerate(out):
        if s.kind in ("directory", "aggregator") or (s.kind == "ats" and rng.random() < 0.9):
            continue
        if rng.random() < 0.45:
            listing[dirs[s.lang]].setdefault(s.topic, []).append(j)
        if s.lang != "en" and rng.random() < 0.08:
            listing[dirs["en"]].setdefault(s.topic, []).append(j)
    vacancy = [j for j in by_topic.get(target, []) if out[j].kind in VACANCY_KINDS and out[j].items]
    employers = [j for j in by_topic.get(target, []) if out[j].kind in ("employer", "public", "university")]
    designers = by_topic.get("webdesign", [])
    neighbours = [j for t in NEIGHBOURS for j in by_topic.get(t, [])]
    for a in aggs:  # an aggregator lists the vacancy sites of its language, and some of every other
        s = out[a]
        pool = [j for j in vacancy if out[j].kind != "ats"] + [p for p in employers if out[p].ats >= 0]
        s.out_links = [j for j in pool if rng.random() < (0.55 if out[j].lang == s.lang else 0.04)]
        s.out_links = sorted(set(s.out_links), key=lambda x: out[x].name)
        s.listed = [rng.sample(neighbours, min(len(neighbours), 12))]
    for j, s in enumerate(out):
        if s.kind in ("directory", "aggregator"):
            continue
        local = by_lang[s.lang]
        on = [x for x in by_topic.get(target, []) if x != j and out[x].kind != "ats"]
        on_local = [x for x in on if out[x].lang == s.lang] or on
        if s.topic == target and s.kind in ("blog", "forum", "news"):
            s.out_links = rng.sample(on_local, min(len(on_local), rng.randint(6, 18)))
            s.out_links += rng.sample(neighbours, min(len(neighbours), rng.randint(1, 4)))
        elif s.kind == "fair":
            pool = [x for x in on_local if out[x].kind in ("employer", "agency", "university", "public")] or on_local
            s.out_links = rng.sample(pool, min(len(pool), rng.randint(8, 25)))
        elif s.kind in VACANCY_KINDS:
            s.out_links = rng.sample(on, min(len(on), rng.randint(0, 2)))
            s.out_links += rng.sample(neighbours, min(len(neighbours), rng.randint(1, 3)))
        elif s.kind == "chamber":  # a member list: local businesses, employers among them
            pool = [x for x in local if out[x].kind in ("employer", "business", "agency")]
            s.out_links = rng.sample(pool, min(len(pool), rng.randint(30, 90)))
        elif s.kind in ("portal", "webdesign") or (s.kind in ("news", "forum") and s.topic != target):
            s.out_links = rng.sample(local, min(len(local), rng.randint(12, 45)))
        else:
            peers = [x for x in by_topic[s.topic] if x != j]
            s.out_links = rng.sample(peers, min(len(peers), rng.randint(1, 4)))
            if rng.random() < 0.12 and on_local:  # "we're hiring": an off-topic site links to a careers site
                s.out_links.append(rng.choice(on_local))
            if s.topic in NEIGHBOURS and on_local:
                s.out_links += rng.sample(on_local, min(len(on_local), rng.randint(0, 3)))
        if s.kind in ("business", "board", "agency", "employer") and designers and rng.random() < 0.5:
            s.designer = rng.choice(designers)
    for d in dirs.values():
        cats = sorted(listing[d], key=lambda t: (t != target, TOPICS.index(t) if t in TOPICS else 99))
        out[d].cats = cats
        out[d].listed = [sorted(listing[d][c], key=lambda x: out[x].name) for c in cats]
    # Every form site reachable over on-topic pages from the seeds, a few sites away: listed in a jobs
    # category or by an aggregator, or linked from an on-topic site that is, or from one such site further
    # (an applicant-tracking host counts from its organisation); else its language's directory lists it (or
    # its organisation) under jobs.
    hops: dict[int, int] = {}
    frontier = [x for d in dirs.values() if target in out[d].cats for x in out[d].listed[out[d].cats.index(target)]]
    frontier += [x for a in aggs for x in out[a].out_links]
    level = 0
    while frontier and level <= 2:
        nxt = []
        for x in frontier:
            if x in hops or out[x].topic != target:
                continue
            hops[x] = level
            nxt.extend(out[x].out_links)
            if out[x].ats >= 0:
                nxt.append(out[x].ats)
        frontier, level = nxt, level + 1
    for j, s in enumerate(out):
        if is_form_site(s, target) and j not in hops:
            k = s.parent if s.kind == "ats" else j
            d = dirs[out[k].lang]
            if target not in out[d].cats:
                out[d].cats.insert(0, target)
                out[d].listed.insert(0, [])
            lst = out[d].listed[out[d].cats.index(target)]
            lst.append(k)
            lst.sort(key=lambda x: out[x].name)


def write_domains(folder: Path = DOMAINS_DIR) -> Path:
    """(Re)write the domain definition of the target topic (job vacancies), in nine languages."""
    folder.mkdir(parents=True, exist_ok=True)
    keywords: list[str] = []
    for lang in LANGS:
        for w in V[lang]["kw"] + topic_words(lang, TARGET):
            if w.lower() not in keywords:
                keywords.append(w.lower())
    attributes = []
    for name, (specificity, by_lang) in ATTRIBUTES.items():
        aliases = sorted({a.lower() for lang in LANGS for a in by_lang[lang]})
        attributes.append({"name": name, "aliases": aliases, "specificity": specificity})
    data = {"name": TARGET, "keywords": keywords, "threshold": 0.9, "attributes": attributes}
    path = folder / f"{TARGET}.json"
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
