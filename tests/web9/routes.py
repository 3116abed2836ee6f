"""URLs of family I: eight URL schemes, and the way back from a requested URL to the page it names.

A site's pages have *keys* (``"home"``, ``"procurement"``, ``"search"`` …); :class:`Router` turns a key into
the site's URL for it and a request back into ``(key, item number, extra parameters)``. Extra parameters
(``pg``, ``print``, ``hl``, ``sid``, ``m``, ``f``, ``sort`` …) ride on any page and never name a new one.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, urlencode

from tests.web9.lang import LANGS, slug

SCHEMES = ("path", "html", "pageid", "drupal", "wps", "cgi", "numeric", "qs")
IDENTITY = {"pageid": ("_pageid", "_dad", "_schema"), "cgi": ("op", "id"), "qs": ("lang", "page")}

# key -> URL segments, each (word of the language or "", English fallback)
SEGS: dict[str, tuple[tuple[str, str], ...]] = {
    "home": (),
    "about": (("about", "about-us"),),
    "org": (("about", "about-us"), ("org", "organisation")),
    "profile": (("about", "about-us"), ("profile", "buyer-profile")),
    "news": (("news", "news"),),
    "contact": (("contact", "contact"),),
    "privacy": (("privacy", "privacy"),),
    "accessibility": (("accessibility", "accessibility"),),
    "sitemap": (("sitemap", "sitemap"),),
    "procurement": (("procurement", "tenders"),),
    "archive": (("procurement", "tenders"), ("archive", "archive")),
    "search": (("procurement", "tenders"), ("search", "search")),
    "results": (("procurement", "tenders"), ("", "results")),
    "documents": (("documents", "documents"),),
    "transparency": (("transparency", "transparency"),),
    "contracts": (("transparency", "transparency"), ("contracts", "contracts")),
    "suppliers": (("suppliers", "suppliers"),),
    "guide": (("suppliers", "suppliers"), ("guide", "guide")),
    "business": (("business", "business"),),
    "useful": (("useful", "links"),),
    "opendata": (("opendata", "open-data"),),
    "widget": (("", "widgets"), ("", "latest-notices")),
    "links": (("related", "related"),),
    "login": (("login", "login"),),
    "register": (("register", "register"),),
    "newsletter": (("newsletter", "alerts"),),
    "complaints": (("complaints", "complaints"),),
    "calendar": (("calendar", "calendar"),),
    "sitesearch": (("", "site-search"),),
    "stats": (("", "statistics"),),
    "items": (("", "list"),),
    "lookup": (("", "lookup"),),
    "found": (("", "lookup"), ("", "results")),
    "main": (("", "main"),),
    "menu": (("", "menu"),),
    "top": (("", "top"),),
}
PAGE_KEYS = tuple(SEGS)
EXTRA_ROUTES = ("go", "out", "pdf")  # fixed paths outside the schemes


def _num(text: str, lo: int = 10, hi: int = 990) -> int:
    return lo + int(hashlib.md5(text.encode()).hexdigest()[:8], 16) % (hi - lo)


def _tok(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:18].upper()


def canon(path: str, pairs: list[tuple[str, str]], scheme: str) -> tuple[str, dict[str, list[str]]]:
    """``(path?identity-query, extra parameters)`` of a request: the identity part names the page."""
    keep = IDENTITY.get(scheme, ())
    ident = sorted((k, v) for k, v in pairs if k in keep)
    extra: dict[str, list[str]] = {}
    for k, v in pairs:
        if k not in keep:
            extra.setdefault(k, []).append(v)
    return (path + ("?" + urlencode(ident) if ident else "")), extra


@dataclass
class Router:
    """A site's URLs: key -> URL, and back."""

    name: str
    scheme: str
    lang: str
    brand: str
    iseg: str  # the item segment ("licitaciones", "recipes" …)
    urls: dict[str, str] = field(default_factory=dict)
    back: dict[str, str] = field(default_factory=dict)
    pids: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        lang = LANGS[self.lang]
        used: set[int] = set()
        self.bslug = slug(self.brand, "platform") or "platform"
        for key, segs in SEGS.items():
            words = [slug(lang.words[w], en) if w else en for w, en in segs]
            pid = 1 if key == "home" else _num(f"{self.name}|{key}")
            while pid in used:
                pid += 1
            used.add(pid)
            self.pids[key] = pid
            url = self._make(key, words, pid)
            self.urls[key] = url
            path, _, query = url.partition("?")
            self.back[canon(path, parse_qsl(query), self.scheme)[0]] = key

    def _make(self, key: str, words: list[str], pid: int) -> str:
        s, lc = self.scheme, self.lang
        joined = "/".join(words)
        if s == "path":
            return "/" if key == "home" else f"/{lc}/{joined}/"
        if s == "html":
            return "/" if key == "home" else f"/{joined}.html"
        if s == "drupal":
            return "/" if key == "home" else f"/{joined}"
        if s == "pageid":
            return f"/portal/page?_dad=portal&_pageid=33,{pid}&_schema=PORTAL"
        if s == "wps":
            name = "home" if key == "home" else joined
            return f"/wps/portal/{self.bslug}/{name}/!ut/p/z1/{_tok(self.name + key)}/"
        if s == "cgi":
            return "/" if key == "home" else f"/cgi-bin/proc.pl?op={'_'.join(words).replace('-', '_')}"
        if s == "numeric":
            return "/" if key == "home" else f"/p/{pid}.html"
        return f"/?lang={lc}&page={pid}"  # qs

    def url(self, key: str) -> str:
        if key == "go":
            return f"/go/{self.bslug}"
        return self.urls[key]

    def item(self, k: int) -> str:
        s, lc = self.scheme, self.lang
        if s == "path":
            return f"/{lc}/{self.iseg}/{k}/"
        if s == "html":
            return f"/{self.iseg}/{2015 + k % 10}/{k}.html"
        if s == "drupal":
            return f"/node/{k}"
        if s == "pageid":
            return f"/portal/page?_dad=portal&_pageid=9,{k}&_schema=PORTAL"
        if s == "wps":
            return f"/wps/portal/{self.bslug}/{self.iseg}/{k}"
        if s == "cgi":
            return f"/cgi-bin/proc.pl?id={k}&op=show"
        if s == "numeric":
            return f"/p/{10000 + k}.html"
        return f"/?lang={lc}&page={10000 + k}"

    def pdf(self, name: str) -> str:
        return f"/sites/default/files/{name}.pdf" if self.scheme == "drupal" else f"/files/{name}.pdf"

    def resolve(self, path: str, raw_query: str) -> tuple[str, int, dict[str, list[str]]]:
        """``(key, item number or -1, extra parameters)``; key ``""`` = not found, ``"/"`` = redirect home."""
        path = re.sub(r";jsessionid=[0-9A-Za-z]*", "", path)
        pairs = parse_qsl(raw_query, keep_blank_values=True)
        ident, extra = canon(path, pairs, self.scheme)
        key = self.back.get(ident)
        if key is not None:
            return key, -1, extra
        if path.startswith("/go/") and path[4:] == self.bslug:
            return "go", -1, extra
        if path in ("/redirect.php", "/out"):
            return "out", -1, extra
        if path.endswith(".pdf") and (path.startswith("/files/") or path.startswith("/sites/default/files/")):
            return "pdf", -1, extra
        k = self._item_of(path, dict(parse_qsl(raw_query)))
        if k >= 0:
            return "item", k, extra
        if path == "/" and self.scheme in ("pageid", "wps", "qs") and not ident.count("?"):
            return "/", -1, extra
        return "", -1, extra

    def _item_of(self, path: str, q: dict[str, str]) -> int:
        s = self.scheme
        m: re.Match[str] | None = None
        if s == "path":
            m = re.fullmatch(rf"/{self.lang}/{re.escape(self.iseg)}/(\d+)/", path)
        elif s == "html":
            m = re.fullmatch(rf"/{re.escape(self.iseg)}/\d{{4}}/(\d+)\.html", path)
        elif s == "drupal":
            m = re.fullmatch(r"/node/(\d+)", path)
        elif s == "wps":
            m = re.fullmatch(rf"/wps/portal/{re.escape(self.bslug)}/{re.escape(self.iseg)}/(\d+)", path)
        elif s == "numeric":
            m = re.fullmatch(r"/p/1(\d{4})\.html", path)
        if m:
            return int(m.group(1))
        if s == "pageid" and path == "/portal/page" and q.get("_pageid", "").startswith("9,"):
            tail = q["_pageid"][2:]
            return int(tail) if tail.isdigit() else -1
        if s == "cgi" and path == "/cgi-bin/proc.pl" and q.get("op") == "show" and q.get("id", "").isdigit():
            return int(q["id"])
        if s == "qs" and path == "/" and q.get("page", "").isdigit() and int(q["page"]) >= 10000:
            return int(q["page"]) - 10000
        return -1
