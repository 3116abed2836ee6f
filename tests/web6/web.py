"""Family F's sites, their URL schemes and the web that serves them (see the package docstring)."""

from __future__ import annotations

import json
import random
import re
import threading
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlencode

from tests.kit import Request, Response
from tests.web.model import Web as _BaseWeb
from tests.web6.vocab import LANG_CODES, LANGS, NEIGHBOUR_KEYS, OFFTOPIC_KEYS, PATH_WORDS

DOMAINS_DIR = Path(__file__).resolve().parent / "domains"
#: The topic of family F (its domain file is ``domains/collections.json``).
TARGET = "collections"

#: Where a form site's collection search hides, each form site taking the next in turn.
HIDES = (
    "home",  # the form is on the home page itself
    "nav",  # a link in the header navigation
    "mega",  # a link inside a nested list of a mega-menu (a top item without a link)
    "two_clicks",  # "Research" hub page, then "Collections database"
    "footer",  # only a footer link
    "subhost",  # a separate host (collections.org.tld or org.<provider>), linked from the site's navigation
    "button",  # a button-styled link in the home page's hero
    "imagemap",  # an <area href> of the home page's floor plan image map
    "iframe",  # the collection page embeds the form page in an <iframe src>; the iframe's page is the truth
    "jump",  # a <select onchange> jump menu, a <noscript> fallback list and <link rel="search">
    "sitemap",  # only in the sitemap page (footer "Sitemap")
    "browse",  # the facet sidebar form of the first (unfiltered) browse page of the collection
)
#: The relevant form's layouts.
LAYOUTS = ("table", "above", "placeholders", "selects_only", "advanced", "compact_post")
#: Field naming styles (``aspnet`` only on ASP.NET sites, which always use it).
NAMINGS = ("plain", "bracket", "short", "dc", "native")
#: URL schemes of the heritage sites.
SCHEMES = ("clean", "query", "drupal", "lang", "cgi", "aspnet")
#: Kinds of heritage institution.
INSTITUTIONS = ("museum", "gallery", "archive", "library", "institute", "auction", "portal")
#: Hosts of collection-software providers that serve an institution's catalogue as ``org.<provider>``.
PROVIDERS = ("collectio-cloud.net", "heritage-hosting.io", "opac-online.com", "museum-catalog.org")

LANG_PATH = {
    "en": "en",
    "zh": "zh-cn",
    "ru": "ru",
    "el": "el",
    "tr": "tr",
    "he": "he",
    "th": "th",
    "pt": "pt-br",
    "pl": "pl",
    "sw": "sw",
}

_PY_CODEC = {"windows-1254": "cp1254", "windows-1255": "cp1255", "windows-1251": "cp1251"}


def codec(charset: str) -> str:
    """The Python codec of a declared charset."""
    return _PY_CODEC.get(charset.lower(), charset.lower())


@dataclass
class Site:
    """One site of family F."""

    name: str
    kind: str  # directory, portal, heritage, collhost, blog, neighbour, offtopic
    lang: str
    host: str = ""
    ip: str = ""
    port: int = 0
    charset: str = "UTF-8"
    meta: str = "charset"  # how the page declares its charset: "charset" or "http-equiv"
    title: str = ""
    sub: str = ""  # institution kind, neighbour kind or off-topic kind
    city: int = 0
    scheme: str = "clean"
    on_topic: bool = False
    form: bool = False
    hide: str = ""
    layout: str = ""
    naming: str = ""
    objects: int = 0
    sessions: str = ""  # "", "jsession", "query", "aspnet"
    robots: bool = False
    slash: str = "redirect"  # missing trailing slash: "redirect" (301) or "same" (served as is)
    site_search: Any = None  # None, "own" or the index of a Formasaurus search form
    partners: list[int] = field(default_factory=list)  # other heritage sites it links to
    sponsors: list[int] = field(default_factory=list)  # off-topic / neighbour sites it links to
    links: list[int] = field(default_factory=list)  # other sites (blogs, off-topic, portals: what they link)
    parent: int = -1  # collhost: its institution
    child: int = -1  # institution: its collection host
    index: int = -1
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def base(self) -> str:
        """``http://host:port``."""
        return f"http://{self.host or self.ip}:{self.port}"

    @property
    def L(self) -> dict[str, Any]:
        return LANGS[self.lang]


# -- URL schemes ----------------------------------------------------------------------------------------
_PH = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True)
class Route:
    kind: str
    template: str
    path_re: re.Pattern[str]
    literal: tuple[tuple[str, str], ...]
    capture: tuple[tuple[str, str], ...]

    def match(self, path: str, query: dict[str, list[str]]) -> dict[str, str] | None:
        m = self.path_re.fullmatch(path)
        if m is None:
            return None
        for k, v in self.literal:
            if (query.get(k) or [None])[0] != v:
                return None
        params = dict(m.groupdict())
        for k, name in self.capture:
            values = query.get(k)
            if not values:
                return None
            if name == "id" and not values[0].isdigit():
                return None
            params[name] = values[0]
        return params


def _compile(kind: str, template: str) -> Route:
    path, _, qs = template.partition("?")
    parts = _PH.split(path)
    regex = "".join(
        re.escape(p) if i % 2 == 0 else (rf"(?P<{p}>\d+)" if p == "id" else rf"(?P<{p}>[^/]+)")
        for i, p in enumerate(parts)
    )
    literal, capture = [], []
    for pair in qs.split("&") if qs else []:
        k, _, v = pair.partition("=")
        m = _PH.fullmatch(v)
        (capture if m else literal).append((k, m.group(1) if m else v))
    return Route(kind, template, re.compile(regex), tuple(literal), tuple(capture))


def _order(route: Route) -> tuple[int, int]:
    literal_chars = len(_PH.sub("", route.template.partition("?")[0]))
    return (-(len(route.literal) + len(route.capture)), -literal_chars)


def slugify(text: str, lang: str) -> str:
    """A path segment from a label: native scripts kept, Latin folded to ASCII."""
    text = text.lower().replace("/", " ").replace("'", "").replace(",", " ").replace("&", " ")
    if lang in ("en", "pt", "pl", "sw", "tr"):
        text = text.replace("ı", "i").replace("ł", "l")
        text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "-".join(text.split())


INFO = (
    "about",
    "visit",
    "exhibitions",
    "calendar",
    "news",
    "shop",
    "tickets",
    "support",
    "contact",
    "login",
    "register",
    "newsletter",
    "sitemap",
    "privacy",
    "research",
    "education",
    "partners",
    "collection",
    "order",
)


def heritage_templates(site: Site) -> dict[str, str]:
    """Path templates of a heritage site's pages, in its URL scheme."""
    r = random.Random(f"{site.name}|ids")
    ids = dict(zip(INFO, r.sample(range(2, 400), len(INFO)), strict=True))
    scheme = site.scheme
    t: dict[str, str]
    if scheme == "clean":
        cb = r.choice(("collection", "collections", "explore", "objects"))
        t = {k: f"/{k.replace('_', '-')}/" for k in INFO}
        t |= {
            "home": "/",
            "calendar": "/whats-on/calendar/",
            "support": "/support-us/",
            "login": "/account/login/",
            "register": "/account/register/",
            "education": "/learning/",
            "order": "/research/order-copies/",
            "exhibition": "/exhibitions/{id}/",
            "post": "/news/{id}/",
            "collection": f"/{cb}/",
            "browse": f"/{cb}/browse/",
            "object": f"/{cb}/object/{{id}}/",
            "zoom": f"/{cb}/object/{{id}}/zoom/",
            "print": f"/{cb}/object/{{id}}/print/",
            "share": "/share/",
            "form": r.choice((f"/{cb}/search/", f"/{cb}/advanced-search/", "/search-the-collection/")),
            "results": f"/{cb}/results/",
            "embed": f"/{cb}/embed/catalogue/",
            "sitesearch": "/site-search/",
            "submit": "/submit/",
        }
    elif scheme == "query":
        t = {k: f"/?page_id={ids[k]}" for k in INFO}
        t |= {
            "home": "/",
            "news": "/?cat=3",
            "post": "/?p={id}",
            "exhibition": "/?exhibition={id}",
            "browse": "/objects.php",
            "object": "/objects.php?id={id}",
            "zoom": "/objects.php?id={id}&view=zoom",
            "print": "/objects.php?id={id}&view=print",
            "share": "/share.php",
            "form": r.choice(("/catalogue.php", f"/?page_id={ids['collection'] + 1}")),
            "results": "/catalogue.php?action=results",
            "embed": "/catalogue.php?embed=1",
            "sitesearch": "/?s={q}",
            "submit": "/wp-admin/admin-post.php",
        }
    elif scheme == "drupal":
        t = {k: f"/node/{ids[k]}" for k in INFO}
        t |= {
            "home": "/",
            "news": "/news",
            "post": "/news/{id}",
            "exhibition": "/exhibition/{id}",
            "browse": "/collection/browse",
            "object": "/node/{id}",
            "zoom": "/zoom/{id}",
            "print": "/print/{id}",
            "share": "/share",
            "form": r.choice(("/collection-search", f"/node/{ids['collection'] + 400}")),
            "results": "/collection-search/results",
            "embed": "/collection-search/embed",
            "sitesearch": "/search/node",
            "submit": "/form/submit",
            "login": "/user/login",
            "register": "/user/register",
        }
    elif scheme == "lang":
        lc = LANG_PATH[site.lang]
        nav = site.L["nav"]
        pw = PATH_WORDS[site.lang]
        t = {k: f"/{lc}/{slugify(nav[k], site.lang)}/" for k in INFO if k in nav}
        coll = f"/{lc}/{pw['collection']}/"
        t |= {
            "home": f"/{lc}/",
            "calendar": f"/{lc}/{slugify(nav['events'], site.lang)}/",
            "register": f"/{lc}/{slugify(nav['login'], site.lang)}/register/",
            "newsletter": f"/{lc}/newsletter/",
            "order": f"/{lc}/{slugify(nav['research'], site.lang)}/order/",
            "exhibition": f"/{lc}/{slugify(nav['exhibitions'], site.lang)}/{{id}}/",
            "post": f"/{lc}/{slugify(nav['news'], site.lang)}/{{id}}/",
            "collection": coll,
            "browse": f"{coll}{pw['browse']}/",
            "object": f"{coll}{pw['object']}/{{id}}/",
            "zoom": f"{coll}{pw['object']}/{{id}}/zoom/",
            "print": f"{coll}{pw['object']}/{{id}}/print/",
            "share": f"/{lc}/share/",
            "form": f"{coll}{pw['search']}/",
            "results": f"{coll}{pw['search']}/results/",
            "embed": f"{coll}{pw['embed']}/",
            "sitesearch": f"/{lc}/site-search/",
            "submit": f"/{lc}/submit/",
        }
    elif scheme == "cgi":
        t = {k: f"/{k}.html" for k in INFO}
        t |= {
            "home": "/index.html",
            "exhibitions": "/cgi-bin/exhibitions.pl",
            "exhibition": "/cgi-bin/exhibitions.pl?id={id}",
            "calendar": "/cgi-bin/calendar.pl",
            "news": "/cgi-bin/news.pl",
            "post": "/cgi-bin/news.pl?item={id}",
            "login": "/cgi-bin/login.pl",
            "register": "/cgi-bin/login.pl?action=register",
            "browse": "/cgi-bin/browse.pl",
            "object": "/cgi-bin/browse.pl?rec={id}",
            "zoom": "/cgi-bin/zoom.pl?rec={id}",
            "print": "/cgi-bin/browse.pl?rec={id}&format=print",
            "share": "/cgi-bin/share.pl",
            "form": "/cgi-bin/opac.pl",
            "results": "/cgi-bin/opac.pl?do=find",
            "embed": "/cgi-bin/opac.pl?frame=1",
            "sitesearch": "/cgi-bin/search.pl",
            "submit": "/cgi-bin/formmail.pl",
        }
    else:  # aspnet
        t = {k: f"/Default.aspx?ID={ids[k]}" for k in INFO}
        t |= {
            "home": "/Default.aspx",
            "exhibitions": "/Exhibitions.aspx",
            "exhibition": "/Exhibitions.aspx?ExhibitionID={id}",
            "calendar": "/Calendar.aspx",
            "news": "/News.aspx",
            "post": "/News.aspx?ArticleID={id}",
            "login": "/Account/Login.aspx",
            "register": "/Account/Register.aspx",
            "sitemap": "/Sitemap.aspx",
            "collection": "/Collections/Default.aspx",
            "browse": "/Collections/Browse.aspx",
            "object": "/Collections/Object.aspx?ObjectID={id}",
            "zoom": "/Collections/Zoom.aspx?ObjectID={id}",
            "print": "/Collections/Object.aspx?ObjectID={id}&print=1",
            "share": "/Share.aspx",
            "form": "/Collections/Search.aspx",
            "results": "/Collections/Results.aspx",
            "embed": "/Collections/Embed.aspx",
            "sitesearch": "/SiteSearch.aspx",
            "submit": "/Submit.aspx",
        }
    t["media"] = "/media/{id}.jpg"
    return t


ROBOTS = {
    "clean": ("/*/print/", "/share/", "/site-search/", "/account/"),
    "query": ("/*view=print", "/share.php", "/*?s=", "/wp-admin/"),
    "drupal": ("/print/", "/share", "/search/", "/user/"),
    "lang": ("/*/print/", "/*/share/", "/*/site-search/"),
    "cgi": ("/*format=print", "/cgi-bin/share.pl", "/cgi-bin/search.pl", "/cgi-bin/login.pl"),
    "aspnet": ("/*print=1", "/Share.aspx", "/SiteSearch.aspx", "/Account/"),
}


def other_templates(site: Site) -> dict[str, str]:
    """Path templates of the sites that are no heritage institution."""
    k = site.kind
    if k == "directory":
        return {
            "home": "/",
            "category": "/category/{id}/",
            "add": "/add-site/",
            "about": "/about/",
            "go": "/go.php?id={id}",
            "submit": "/add-site/send/",
        }
    if k == "portal":
        return {
            "home": "/",
            "partners": "/partners/",
            "stories": "/stories/",
            "story": "/stories/{id}/",
            "theme": "/themes/{id}/",
            "record": "/record/{id}/",
            "about": "/about/",
            "sitesearch": "/search/",
            "contact": "/contact/",
            "newsletter": "/newsletter/",
            "submit": "/submit/",
        }
    if k == "collhost":
        return {
            "home": "/",
            "form": "/search/simple" if site.extra.get("provider") else "/",
            "results": "/search/results",
            "browse": "/objects/",
            "object": "/objects/{id}",
            "zoom": "/objects/{id}/zoom",
            "print": "/objects/{id}/print",
            "about": "/about/",
            "help": "/help/",
            "media": "/media/{id}.jpg",
        }
    if k == "blog":
        return {
            "home": "/",
            "post": "/{id}/",
            "archive": "/archive/",
            "about": "/about/",
            "contact": "/contact/",
            "submit": "/wp-comments-post.php",
        }
    if k == "neighbour":
        formpath = {
            "tickets": "/book/",
            "events": "/agenda/",
            "artshop": "/catalog/",
            "auction": "/lots/alerts/",
            "genealogy": "/order/",
            "tourism": "/explore/",
            "courses": "/courses/search/",
        }[site.sub]
        return {
            "home": "/",
            "form": formpath,
            "items": "/list/",
            "item": "/list/{id}/",
            "bid": "/list/{id}/bid/",
            "about": "/about/",
            "contact": "/contact/",
            "login": "/login/",
            "submit": "/send/",
        }
    return {  # offtopic
        "home": "/",
        "about": "/about/",
        "services": "/services/",
        "contact": "/contact/",
        "stories": "/blog/",
        "story": "/blog/{id}/",
        "login": "/login/",
        "submit": "/send/",
    }


# -- building the web ---------------------------------------------------------------------------------------
_DIR_HOSTS = {
    "en": "uk-webguide.com",
    "zh": "daohang123.cn",
    "ru": "katalog-saitov.ru",
    "el": "katalogos-istoselidon.gr",
    "tr": "site-rehberi.com.tr",
    "he": "index-atarim.co.il",
    "th": "saraban-web.co.th",
    "pt": "guiadesites.com.br",
    "pl": "katalog-stron.pl",
    "sw": "saraka-tovuti.co.ke",
}
_PORTALS = (("en", "heritage-hub.eu"), ("pt", "acervos-do-brasil.org.br"), ("ru", "kollektsii-rossii.ru"))
_NEIGH_SLUG = {
    "tickets": ("tickets", "ticketbox", "kassa", "biletix"),
    "events": ("agenda", "whatson", "afisha", "kultura-guide"),
    "artshop": ("artshop", "artstore", "paintbox", "canvas-supplies"),
    "auction": ("auctions", "bidhouse", "lotbid", "licytacje"),
    "genealogy": ("familyroots", "genealogy", "rodoslovie", "ancestry-search"),
    "tourism": ("visit", "cityguide", "explore", "turizm"),
    "courses": ("uni", "university", "studia", "courses"),
}
_OFF_SLUG = {
    "restaurant": "restaurant",
    "football": "fc",
    "garage": "autoservice",
    "electronics": "electro",
    "fitness": "fitness",
    "lawyer": "law",
    "bakery": "bakery",
    "hotel": "hotel",
    "dentist": "dental",
}
_BLOG_SLUG = ("museumnotes", "artdiary", "archivewalks", "heritage-blog", "oldmaps", "curiosities")

#: Formasaurus search forms with a single text box (used as site-wide search boxes).
SITE_SEARCH_FORMS = (0, 1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 19)


def _ctlds(L: dict[str, Any]) -> list[str]:
    """Commercial top-level domains of a language (no .edu, .ac, .gov, .org for a bakery)."""
    return [t for t in L["tlds"] if not {"edu", "ac", "gov", "go", "or", "org"} & set(t.split("."))] or [L["tlds"][0]]


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.150.0") -> Web:
    """Family F: ``sites`` sites (about 8% on museum, archive and library collections), ``forms`` with a
    collection search; deterministic given ``seed``."""
    rng = random.Random(f"web6|{seed}")
    n_dir = len(LANG_CODES)
    n_portal = len(_PORTALS)
    n_her = max(forms + 10, round(0.072 * sites))
    n_blog = max(6, round(0.02 * sites))
    n_neigh = max(14, round(0.08 * sites))
    hides = [HIDES[(i + seed) % len(HIDES)] for i in range(forms)]
    n_sub = hides.count("subhost")
    n_off = max(20, sites - n_dir - n_portal - n_her - n_blog - n_neigh - n_sub)

    out: list[Site] = []
    used: set[str] = set()

    def host(base: str) -> str:
        h, n = base, 2
        while h in used:
            stem, _, tld = base.partition(".")
            h = f"{stem}{n}.{tld}"
            n += 1
        used.add(h)
        return h

    def charset(lang: str) -> str:
        return rng.choice(LANGS[lang]["charsets"])

    def new(kind: str, lang: str, hostname: str, **kw: Any) -> Site:
        s = Site(
            name=hostname,
            kind=kind,
            lang=lang,
            host=hostname,
            charset=charset(lang),
            meta=rng.choice(("charset", "http-equiv")),
            robots=rng.random() < 0.3,
            slash=rng.choice(("redirect", "same")),
            **kw,
        )
        out.append(s)
        return s

    directories = [new("directory", lang, host(_DIR_HOSTS[lang]), on_topic=True) for lang in LANG_CODES]
    for d in directories:
        d.title = d.L["dirname"]
        d.extra["redirects"] = d.lang in ("ru", "pt")  # links out through /go.php?id=
    portals = [new("portal", lang, host(h), on_topic=True) for lang, h in _PORTALS]

    # heritage institutions: the form sites first
    heritage: list[Site] = []
    for i in range(n_her):
        form = i < forms
        lang = LANG_CODES[(i + seed) % len(LANG_CODES)] if form else rng.choice(LANG_CODES)
        L = LANGS[lang]
        inst = INSTITUTIONS[(i * 3 + seed) % len(INSTITUTIONS)] if form else rng.choice(INSTITUTIONS)
        ci = rng.randrange(len(L["cities"]))
        city_native, city_latin = L["cities"][ci]
        sep = rng.choice(("", "-"))
        tld = rng.choice(L["tlds"])
        base = (
            f"{L['slug'][inst]}{sep}{city_latin}.{tld}"
            if rng.random() < 0.7
            else f"{city_latin}{L['slug'][inst]}.{tld}"
        )
        if rng.random() < 0.3:
            base = "www." + base
        h = host(base)
        scheme = rng.choice(SCHEMES)
        s = new("heritage", lang, h, on_topic=True, sub=inst, city=ci, scheme=scheme, form=form)
        s.title = L["inst"][inst].format(city=city_native)
        if form:
            s.hide = hides[i]
            s.layout = LAYOUTS[(i * 5 + seed) % len(LAYOUTS)]
            s.naming = "aspnet" if scheme == "aspnet" else NAMINGS[(i * 2 + seed) % len(NAMINGS)]
            s.objects = rng.randrange(100, 1001)
        else:
            s.objects = rng.choice((0, 0, rng.randrange(12, 60), rng.randrange(100, 600)))
            s.extra["coming_soon"] = rng.random() < 0.3
        s.sessions = (
            {"clean": "jsession", "lang": "jsession", "query": "query", "cgi": "query", "aspnet": "aspnet"}.get(
                scheme, ""
            )
            if rng.random() < 0.25
            else ""
        )
        s.site_search = rng.choice((None, "own", "own", rng.choice(SITE_SEARCH_FORMS)))
        s.extra["ticket_form"] = rng.random() < 0.5
        heritage.append(s)

    # separate collection hosts
    for s in heritage:
        if s.hide != "subhost":
            continue
        provider = len([x for x in out if x.kind == "collhost"]) % 2 == 1
        stem = s.host.removeprefix("www.")
        hname = f"{stem.split('.')[0]}.{rng.choice(PROVIDERS)}" if provider else f"collections.{stem}"
        c = new("collhost", s.lang, host(hname), on_topic=True, sub=s.sub, city=s.city, form=False)
        c.charset, c.meta, c.title = s.charset, s.meta, s.title
        c.layout, c.naming, c.objects = s.layout, s.naming if s.naming != "aspnet" else "plain", s.objects
        c.extra["provider"] = provider
        c.robots = False
        c.parent = len(out) - 1  # fixed below, after shuffling
        c.extra["parent_name"] = s.name
        s.extra["child_name"] = c.name

    blogs = []
    for i in range(n_blog):
        lang = rng.choice(LANG_CODES)
        L = LANGS[lang]
        city_native, city_latin = L["cities"][i % len(L["cities"])]
        b = new("blog", lang, host(f"{rng.choice(_BLOG_SLUG)}-{city_latin}.{rng.choice(_ctlds(L))}"), on_topic=True)
        b.title = f"{L['nav']['blog']}: {rng.choice(L['topic_words'])} · {city_native}"
        blogs.append(b)
    neighbours = []
    for i in range(n_neigh):
        lang = rng.choice(LANG_CODES)
        L = LANGS[lang]
        sub = NEIGHBOUR_KEYS[i % len(NEIGHBOUR_KEYS)]
        ci = rng.randrange(len(L["cities"]))
        s = new("neighbour", lang, host(f"{rng.choice(_NEIGH_SLUG[sub])}-{L['cities'][ci][1]}.{rng.choice(_ctlds(L))}"))
        s.sub, s.city = sub, ci
        s.title = f"{L['neigh'][sub]} {L['cities'][ci][0]}"
        s.site_search = rng.choice((None, "own", rng.choice(SITE_SEARCH_FORMS)))
        neighbours.append(s)
    offtopic = []
    for _ in range(n_off):
        lang = rng.choice(LANG_CODES)
        L = LANGS[lang]
        sub = rng.choice(OFFTOPIC_KEYS)
        ci = rng.randrange(len(L["cities"]))
        s = new("offtopic", lang, host(f"{_OFF_SLUG[sub]}-{L['cities'][ci][1]}.{rng.choice(_ctlds(L))}"))
        s.sub, s.city = sub, ci
        s.title = f"{L['off'][sub]} {L['cities'][ci][0]}"
        s.site_search = rng.choice((None, None, "own", rng.choice(SITE_SEARCH_FORMS)))
        offtopic.append(s)
    for p in portals:
        p.title = {"en": "Heritage Hub", "pt": "Acervos do Brasil", "ru": "Коллекции России"}[p.lang]

    # addresses in a shuffled order (site kinds mixed over the network), then links by index
    rng.shuffle(out)
    for i, s in enumerate(out):
        s.index = i
    by_name = {s.name: s for s in out}
    for s in out:
        if s.kind == "collhost":
            s.parent = by_name[s.extra["parent_name"]].index
            by_name[s.extra["parent_name"]].child = s.index

    _link(rng, out, directories, portals, heritage, blogs, neighbours, offtopic, forms)
    return Web(out, seed, net)


def _link(
    rng: random.Random,
    out: list[Site],
    directories: list[Site],
    portals: list[Site],
    heritage: list[Site],
    blogs: list[Site],
    neighbours: list[Site],
    offtopic: list[Site],
    forms: int,
) -> None:
    """Who lists and links whom: directories, portals, partners, sponsors, blogs and off-topic mentions."""
    dir_of = {d.lang: d for d in directories}
    listed: set[int] = set()  # heritage sites listed by a directory (where crosslink-only sites are linked from)
    for d in directories:
        d.extra["cats"] = {c: [] for c in range(10)}
    for i, s in enumerate(heritage):
        mode = i % 3 if i < forms else rng.choice((0, 0, 0, 1, 2))
        s.extra["mode"] = ("directory", "portal", "crosslink")[mode]
        if mode == 0:
            dir_of[s.lang].extra["cats"][0].append(s.index)
            listed.add(s.index)
        if mode == 1 or (mode == 0 and rng.random() < 0.3):
            portals[(i // 3) % len(portals)].links.append(s.index)

    def same(pool: list[Site], lang: str, k: int, exclude: Site | None = None) -> list[int]:
        """``k`` sites of ``pool``, of language ``lang`` where there are enough (a fifth from anywhere)."""
        local = [x for x in pool if x.lang == lang and x is not exclude]
        out = []
        for _ in range(k):
            src = local if local and rng.random() < 0.8 else [x for x in pool if x is not exclude]
            out.append(rng.choice(src).index)
        return list(dict.fromkeys(out))

    for s in heritage:
        s.partners = same(heritage, s.lang, rng.randrange(2, 5), s)
    for s in heritage:
        if s.extra["mode"] == "crosslink":  # two listed institutions (of its language if any) link it from home
            local = [j for j in sorted(listed) if out[j].lang == s.lang] or sorted(listed)
            for j in rng.sample(local, min(2, len(local))):
                out[j].partners.insert(0, s.index)
    for i, s in enumerate(heritage):
        s.sponsors = same(offtopic, s.lang, 2) + same(
            [n for n in neighbours if n.sub in ("artshop", "tourism")], s.lang, 1
        )
        s.extra["designer"] = same(offtopic, s.lang, 1)[0]
        tick = [n for n in neighbours if n.sub == "tickets" and n.lang == s.lang]
        if tick and not s.extra["ticket_form"]:
            s.extra["ticketing"] = tick[i % len(tick)].index
    for b in blogs:
        dir_of[b.lang].extra["cats"][0].append(b.index)
        b.links = same(heritage, b.lang, 12)
    for n in neighbours:
        cat = {"tickets": 0, "events": 0, "artshop": 3, "auction": 4, "genealogy": 4, "tourism": 2, "courses": 1}
        dir_of[n.lang].extra["cats"][cat[n.sub]].append(n.index)
        n.links = same(heritage, n.lang, 3)
    offcat = {
        "restaurant": 8,
        "football": 5,
        "garage": 4,
        "electronics": 6,
        "fitness": 7,
        "lawyer": 4,
        "bakery": 8,
        "hotel": 2,
        "dentist": 7,
    }
    for o in offtopic:
        if rng.random() < 0.5:
            dir_of[o.lang].extra["cats"][offcat[o.sub] if rng.random() < 0.8 else 9].append(o.index)
        o.links = same(heritage, o.lang, 1) if rng.random() < 0.15 else []
        o.links += same(offtopic, o.lang, 2, o)
    for p in portals:
        p.partners = sorted(set(p.links))
        p.links = [b.index for b in rng.sample(blogs, min(4, len(blogs)))]
    for d in directories:
        for members in d.extra["cats"].values():
            rng.shuffle(members)


# -- the web -----------------------------------------------------------------------------------------------
SESSION_MARK = "@@SID@@"


class Web(_BaseWeb):
    """Family F, served on loopback: every site on its own address, rendered on request."""

    def __init__(self, sites: list[Site], seed: int, net: str) -> None:
        super().__init__(sites, seed, net)  # type: ignore[arg-type]
        self.sites: list[Site] = sites  # type: ignore[assignment]
        self.by_host = {s.host: s for s in sites}
        self._routes: dict[str, tuple[dict[str, str], list[Route]]] = {}
        self._cache: dict[tuple[str, str], str] = {}
        self._cache_lock = threading.Lock()

    # -- URLs --------------------------------------------------------------------------------------------
    def templates(self, site: Site) -> dict[str, str]:
        return self._router(site)[0]

    def _router(self, site: Site) -> tuple[dict[str, str], list[Route]]:
        got = self._routes.get(site.name)
        if got is None:
            t = heritage_templates(site) if site.kind == "heritage" else other_templates(site)
            routes = sorted((_compile(k, v) for k, v in t.items()), key=_order)
            got = self._routes[site.name] = (t, routes)
        return got

    def path(self, site: Site, kind: str, id: int | str | None = None, **query: Any) -> str:
        """The (percent-encoded) path of a page of ``site``, ``query`` appended in the order given."""
        tpl = self.templates(site)[kind]
        if id is not None:
            tpl = tpl.replace("{id}", str(id))
        if "{q}" in tpl:
            tpl = tpl.replace("{q}", quote(str(query.pop("q", "")), safe=""))
        p, _, qs = tpl.partition("?")
        p = quote(p, safe="/;=()-_.~!$*+,@")
        extra = urlencode([(k, v) for k, v in query.items() if v is not None and v != ""])
        qs = "&".join(x for x in (qs, extra) if x)
        return f"{p}?{qs}" if qs else p

    def link(self, site: Site, kind: str, id: int | str | None = None, **query: Any) -> str:
        """:meth:`path` with the site's session id placeholder (never on the form page's links)."""
        p = self.path(site, kind, id, **query)
        if not site.sessions or p == self.form_path(site):
            return p
        if site.sessions == "aspnet":
            return f"/(S({SESSION_MARK})){p}"
        if site.sessions == "jsession":
            head, q, tail = p.partition("?")
            return f"{head};jsessionid={SESSION_MARK}{q}{tail}"
        return p + ("&" if "?" in p else "?") + f"sid={SESSION_MARK}"

    def url(self, site: Site | int, path: str = "/") -> str:  # type: ignore[override]
        s = self.sites[site] if isinstance(site, int) else site
        return s.base + path

    def home_url(self, site: Site | int) -> str:
        """Where other sites link a site: its home page (``/``: some redirect it)."""
        s = self.sites[site] if isinstance(site, int) else site
        return s.base + "/"

    def form_path(self, site: Site) -> str:
        """The path of the page holding a form site's relevant form ("" if none on this host)."""
        if site.kind == "collhost":
            return self.path(site, "form")
        if site.kind != "heritage" or not site.form or site.hide == "subhost":
            return ""
        kind = {"home": "home", "iframe": "embed", "browse": "browse"}.get(site.hide, "form")
        return self.path(site, kind)

    def form_pages(self, topic: str = TARGET) -> set[str]:  # type: ignore[override]
        """Absolute URLs of the pages holding a relevant collection search (the ground truth)."""
        if topic != TARGET:
            return set()
        out = set()
        for s in self.sites:
            if s.kind == "heritage" and s.form:
                target = self.sites[s.child] if s.hide == "subhost" else s
                out.add(target.base + self.form_path(target))
        return out

    def seeds(self) -> list[str]:
        """Each directory's home page and its museums-archives-libraries category; each portal's home page."""
        urls = []
        for s in self.sites:
            if s.kind == "directory":
                urls += [self.url(s, "/"), self.url(s, self.path(s, "category", 0))]
        urls += [self.url(s, "/") for s in self.sites if s.kind == "portal"]
        return urls

    def domain_file(self, topic: str = TARGET) -> Path:
        return DOMAINS_DIR / f"{topic}.json"

    def on_topic(self, url_or_site: str | Site, path: str = "/") -> bool:
        """Whether a page is on the topic: pages of heritage sites, their collection hosts, portals and
        culture blogs, and the directories' home and museums-archives-libraries pages."""
        if isinstance(url_or_site, str):
            rest = url_or_site.split("://", 1)[1]
            hostport, _, tail = rest.partition("/")
            site = self.by_host.get(hostport.rsplit(":", 1)[0])
            path = "/" + tail
        else:
            site = url_or_site
        if site is None or not site.on_topic:
            return False
        if site.kind == "directory":
            p = path.partition("?")[0]
            return p == "/" or p == self.path(site, "category", 0)
        return True

    # -- serving -----------------------------------------------------------------------------------------
    def serve(self, site: Site, request: Request) -> Response:  # type: ignore[override]
        with self._hits_lock:
            self.hits[(site.name, request.path)] += 1
        body = request.body if isinstance(request.body, bytes | bytearray) else b""
        form = parse_qs(bytes(body).decode("latin-1"), keep_blank_values=True) if body else {}
        try:
            reply = self.respond(site, request.method, request.path, request.raw_query or "", form)
        except Exception:  # a renderer's bug shows as a server error
            import logging

            logging.getLogger(__name__).exception("%s: renderer failed for %s", site.name, request.path)
            reply = (500, "text/html; charset=UTF-8", b"<html><body><h1>Internal server error</h1></body></html>")
        if reply[0] in (301, 302, 303, 307, 308):
            return Response.redirect(reply[2].decode(), reply[0])
        return Response(reply[2], reply[0], reply[1])

    def respond(
        self, site: Site, method: str, raw_path: str, raw_query: str, form: dict[str, list[str]] | None = None
    ) -> tuple[int, str, bytes]:
        """``(status, content type, body)`` of a request; for redirects the body is the location."""
        from tests.web6 import render

        return render.respond(self, site, method.upper(), raw_path, raw_query, form or {})

    def resolve(self, site: Site, path: str, query: dict[str, list[str]]) -> tuple[str, dict[str, str]] | None:
        """The page kind a (decoded, session-free) path and query are for, with its parameters."""
        for route in self._router(site)[1]:
            params = route.match(path, query)
            if params is not None:
                return route.kind, params
        return None


def write_domains() -> Path:
    """Write ``domains/collections.json`` (the topic as a user would describe it); its path."""
    from tests.web6.domain import DOMAIN

    DOMAINS_DIR.mkdir(parents=True, exist_ok=True)
    path = DOMAINS_DIR / f"{TARGET}.json"
    path.write_text(json.dumps(DOMAIN, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path
