"""Family G's sites and their URL schemes: where every page of a site lives and which page a URL names."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

from tests.web.model import Site
from tests.web7.lang import LATIN, W, slug

STYLES = ("dir", "html", "php", "aspx", "jsf", "typo3")
LEGACY = "/alt/"  # the previous website of a legacy_site court
_ROMAN = {"ja": ("hanrei", "houreii"), "ko": ("panrye", "beopryeong"), "ar": ("ahkam", "tashriat")}
_ROMAN["hi"] = ("judgments", "acts")
_EN_SEGS = {"latest": "decisions", "item": "document", "hearings": "calendar", "sres": "search", "nb": "eservice"}
_EN_SEGS |= {"nbres": "eservice-results", "accept": "accept", "intro": "database", "soon": "database"}
_SID = re.compile(r";jsessionid=[0-9A-F]+|^/\(S\([0-9a-z]+\)\)")


@dataclass
class Site7(Site):
    """A site of family G (``kind``: directory, form, court, legal, off)."""

    role: int = 0  # directory: 0 legal portal, 1 web directory; form/court: org; legal: legalorgs; off: category
    sub: str = ""  # court sub-role: plain, causelist, efiling, soon, gazette, ombudsman
    lang: str = "en"
    langs: tuple[str, ...] = ()
    charset: str = "UTF-8"
    title: str = ""
    style: str = ""
    hide: str = ""
    layout: str = ""
    naming: str = ""
    db: str = "caselaw"
    anchor: str = ""  # the words of the link that leads to the search (or the decoy list)
    truth: str = ""  # path of the relevant form page (form sites)
    results: str = ""  # where the relevant form is submitted
    sid: bool = False
    robots: bool = False
    search_box: int = -1
    negs: tuple[str, ...] = ()  # Formasaurus pages: login, signup, newsletter, contact
    neighbour: str = ""  # a neighbour's form on this site (forms.NEIGHBOURS)
    keys: tuple[str, ...] = ()
    footer: tuple[str, ...] = ()
    news_n: int = 12
    launch: int = 0  # the news article announcing the database (news_item)
    cal: bool = False
    facets: bool = False
    entries: list[int] = field(default_factory=list)  # directories: listed sites
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def topical(self) -> bool:
        return self.kind in ("form", "court")


def token(*parts: object) -> str:
    return hashlib.blake2b("|".join(map(str, parts)).encode(), digest_size=8).hexdigest()


def seg(site: Site7, key: str) -> str:
    """The URL segment of a page key on a site (its language's word when written in Latin letters)."""
    segs = site.extra.get("segs")
    if segs is None:
        segs, seen = {}, set()
        for k in site.keys:
            s = ""
            if k in ("intro", "soon") and site.lang in _ROMAN:
                s = _ROMAN[site.lang][site.db == "legislation"]
            elif k in ("intro", "soon", "latest") and site.lang in LATIN:
                s = slug(site.anchor)
            elif k == "sres" and site.lang in LATIN:
                s = slug(W[site.lang]["submit"])
            elif k == "accept" and site.lang in LATIN:
                s = slug(W[site.lang]["terms"])
            elif site.lang in LATIN and isinstance(W[site.lang].get(k), str):
                s = slug(W[site.lang][k])
            s = s or _EN_SEGS.get(k, k)
            if s in seen:
                s = f"{s}-{k}"
            seen.add(s)
            segs[k] = s
        site.extra["segs"] = segs
    return segs[key]


def typo3_id(site: Site7, key: str) -> int:
    if key == "db":
        return 417
    if key == "res":
        return 418
    return 10 + 3 * site.keys.index(key)


def spath(site: Site7, key: str) -> str:
    """The primary-language path of a static page."""
    if key == "home":
        return "/"
    if key == "db":
        return site.truth
    if key == "res":
        return site.results
    s, st = seg(site, key), site.style
    if st == "dir":
        return f"/{s}/"
    if st in ("html", "php"):
        return f"/{s}.{st}"
    if st == "aspx":
        return "/Pages/" + "".join(p.capitalize() for p in s.split("-")) + ".aspx"
    if st == "jsf":
        return f"/portal/{s}.xhtml"
    return f"/index.php?id={typo3_id(site, key)}"


def addq(path: str, **params: object) -> str:
    """``path`` with ``params`` appended to its query (``f`` may be a list)."""
    parts = []
    for k, v in params.items():
        for x in v if isinstance(v, list | tuple) else [v]:
            parts.append(f"{k}={x}")
    if not parts:
        return path
    return path + ("&" if "?" in path else "?") + "&".join(parts)


def kpath(site: Site7, key: str, k: int) -> str:
    """The path of numbered page ``k`` under ``key`` (decisions: ``item``, news articles: ``news``)."""
    s = seg(site, key)
    if site.style == "dir":
        return f"/{s}/{k}/"
    if site.style == "html":
        return f"/{s}/{k}.html"
    return addq(spath(site, key), **{"uid" if site.style == "typo3" else "id": k})


def routes(site: Site7) -> dict[str, str]:
    """Static path → page key (built on first use)."""
    table = site.extra.get("routes")
    if table is None:
        table = {spath(site, k): k for k in site.keys if k not in ("db", "res")}
        table["/"] = "home"
        site.extra["routes"] = table
    return table


def strip_sid(path: str) -> tuple[str, str]:
    """``(path without session id, session id)``."""
    m = _SID.search(path)
    if not m:
        return path, ""
    text = m.group(0)
    sid = text.split("=", 1)[1] if text.startswith(";") else text[4:-2]
    return path[: m.start()] + path[m.end() :] or "/", sid


def with_sid(site: Site7, path: str, sid: str) -> str:
    """``path`` carrying session id ``sid`` the site's way (never the search page's own path)."""
    if not sid or not site.sid:
        return path
    bare = path.split("?", 1)[0]
    if bare in (site.truth.split("?")[0], site.results.split("?")[0]) or bare.startswith(LEGACY):
        return path
    if site.style == "aspx":
        return f"/(S({sid.lower()}))" + path
    p, q, rest = path.partition("?")
    return f"{p};jsessionid={sid.upper()}{q}{rest}"


def resolve(site: Site7, path: str, raw_query: str) -> tuple[str, str, dict[str, list[str]], str, str]:
    """``(key, lang, query, sid, bare path)`` of a request ("" key: no static page). ``k`` in query: the number."""
    path, sid = strip_sid(path)
    query = parse_qs(raw_query)
    lang = site.lang
    for lg in site.langs[1:]:
        if path == f"/{lg}" or path.startswith(f"/{lg}/"):
            lang, path = lg, path[len(lg) + 1 :] or "/"
            break
    if site.truth and path == site.truth.split("?")[0] and _same_id(site.truth, query):
        return "db", lang, query, sid, path
    if site.results and path == site.results.split("?")[0] and _same_id(site.results, query):
        return "res", lang, query, sid, path
    if site.hide == "legacy_site" and path.startswith(LEGACY):
        return "legacy", lang, query, sid, path
    table = routes(site)
    if site.style == "typo3" and path == "/index.php":
        ident = (query.get("id") or [""])[0]
        key = table.get(f"/index.php?id={ident}", "")
        if "uid" in query:
            query["k"] = query["uid"]
        return key, lang, query, sid, path
    if path in table:
        key = table[path]
        if "id" in query and site.style in ("php", "aspx", "jsf"):
            query["k"] = query["id"]
        return key, lang, query, sid, path
    m = re.fullmatch(r"/([a-z0-9-]+)/(\d+)(?:/|\.html)", path)
    if m and site.style in ("dir", "html"):
        rev = {seg(site, k): k for k in ("item", "news") if k in site.keys}
        if m.group(1) in rev and (site.style == "dir") == path.endswith("/"):
            query["k"] = [m.group(2)]
            return rev[m.group(1)], lang, query, sid, path
    if site.style == "dir" and not path.endswith("/") and path + "/" in table:
        return "slash", lang, query, sid, path
    return "", lang, query, sid, path


def _same_id(path: str, query: dict[str, list[str]]) -> bool:
    if "?id=" not in path:
        return True
    return query.get("id") == [path.split("?id=")[1]]
