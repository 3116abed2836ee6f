"""One site of family J and its URLs: every site has its own URL scheme, mapping page ids to paths and back.

A page id (``pid``) names a page of a site independently of how its URL looks: ``home``, ``news``, ``contact``,
``item`` (with a number), ``list``…  :meth:`Site.path` turns one into a path in the site's scheme and
:meth:`Site.route` a request's path and query back into ``(pid, k, rest of the query)``.
"""

from __future__ import annotations

import re
import zlib
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from tests.web10.lang import slug

#: Scheme → (page pattern, item pattern, the query parameter naming the page or "").
SCHEMES: dict[str, tuple[str, str, str]] = {
    "pretty": ("/{lang}/{slug}/", "/{lang}/{thing}/{k}/", ""),
    "cmd": ("/app?cmd={slug}", "/app?cmd=view&id={k}", "cmd"),
    "liferay": ("/web/guest/{slug}", "/web/guest/{thing}/-/asset/{k}", ""),
    "content": ("/content/{num}", "/content/{num}", ""),
    "servlet": ("/servlet/Main?op={slug}", "/servlet/Main?op=show&rec={k}", "op"),
    "portaal": ("/portaal/{slug}.html", "/portaal/{thing}/{k}.html", ""),
    "tilde": ("/~{unit}/{slug}.htm", "/~{unit}/{thing}{k}.htm", ""),
    "aspx": ("/Pages/{Slug}.aspx", "/Pages/Record.aspx?ID={k}", ""),
    "php": ("/index.php?page={slug}", "/index.php?page={thing}&id={k}", "page"),
    "raw": ("/{slug}", "/{thing}/{k}", ""),
}
#: Navigation keys whose URL segment is the word of the site's language.
NAV_KEYS = {
    "about",
    "news",
    "contact",
    "patients",
    "pros",
    "research",
    "data",
    "services",
    "links",
    "trials",
    "medicines",
    "pubs",
    "privacy",
    "registers",
    "events",
    "pipeline",
    "minutes",
    "donate",
    "booking",
}


@dataclass
class Site:
    """A site: what it is, how it looks, where it listens and whom it links to."""

    index: int
    kind: str  # portal, directory, form, ontopic, neighbour, offtopic, partner
    sub: str  # the kind's variety: hospital, assoc…, pharmacy…, cooking…
    lang: str
    host: str
    name: str = ""
    charset: str = "UTF-8"
    template: str = "html5"  # html5, table4, portlet, dropdown, frames
    scheme: str = "pretty"
    items: int = 40
    thing: str = "item"  # the item pages' URL segment
    pager: str = "p"  # the list pages' page parameter (start/from: an offset)
    header_search: bool = False
    session: str = ""  # "", "sid" (query) or "jsession" (path parameter)
    robots: bool = False
    alt_lang: str = ""  # a second language version (?lang=…) of every page but the search
    links: list[int] = field(default_factory=list)  # sites linked from the "Links" page
    listed: list[int] = field(default_factory=list)  # portals and directories: the sites they list
    form: int = -1  # form sites: their number (0…forms-1)
    hide: str = ""
    layout: int = 0
    style: int = 0
    brand: str = ""
    acronym: str = ""
    partner: int = -1  # the form site's partner host (hide "partner_host") or, on the partner, its client
    extra: dict[str, Any] = field(default_factory=dict)
    ip: str = ""
    port: int = 0
    _paths: dict[str, str] | None = field(default=None, repr=False)
    _back: dict[str, str] | None = field(default=None, repr=False)

    @property
    def base(self) -> str:
        """``http://host:port``."""
        return f"http://{self.host}:{self.port}"

    @property
    def unit(self) -> str:
        return self.extra.get("unit", "web")

    # -- paths ---------------------------------------------------------------------------
    def home(self) -> str:
        if self.scheme == "pretty":
            return f"/{self.lang}/"
        if self.scheme == "tilde":
            return f"/~{self.unit}/"
        return "/"

    def slug_of(self, pid: str) -> str:
        if pid in self.extra.get("slugs", {}):
            return self.extra["slugs"][pid]
        if pid in NAV_KEYS:
            return slug(self.lang, pid)
        return pid

    def _build(self) -> None:
        pattern = SCHEMES[self.scheme][0]
        paths: dict[str, str] = {"home": self.home()}
        for pid in self.extra.get("pids", ()):
            s = self.slug_of(pid)
            num = 100000 + zlib.crc32(f"{self.host}|{pid}".encode()) % 790000
            while True:
                path = pattern.format(
                    lang=self.lang,
                    slug=s,
                    Slug="".join(w.capitalize() for w in re.split(r"[-/]", s)),
                    num=num,
                    unit=self.unit,
                )
                if path not in paths.values() and s not in (self.thing, "view", "show"):
                    break
                s, num = s + "-1", num + 1
            paths[pid] = path
        self._paths = paths
        self._back = {v: k for k, v in paths.items()}

    def path(self, pid: str, k: int | None = None, **params: Any) -> str:
        """The path (and query) of page ``pid`` (item ``k`` when pid is "item"), with extra query ``params``."""
        if self._paths is None:
            self._build()
        assert self._paths is not None
        if pid == "item":
            out = SCHEMES[self.scheme][1].format(
                lang=self.lang, thing=self.thing, k=k, num=900000 + (k or 0), unit=self.unit
            )
        else:
            out = self._paths[pid]
        sid = params.pop("jsessionid", "")
        if sid:
            path, sep, query = out.partition("?")
            out = f"{path};jsessionid={sid}{sep}{query}"
        extra = [(key, v) for key, v in params.items() if v not in (None, "")]
        if extra:
            out += ("&" if "?" in out else "?") + urlencode(extra, doseq=True)
        return out

    def url(self, pid: str, k: int | None = None, **params: Any) -> str:
        return self.base + self.path(pid, k, **params)

    def pids(self) -> list[str]:
        if self._paths is None:
            self._build()
        assert self._paths is not None
        return list(self._paths)

    def route(self, path: str, query: dict[str, list[str]]) -> tuple[str, int | None, dict[str, list[str]]] | None:
        """``(pid, item number or None, the rest of the query)`` of a request, or None (not found)."""
        if self._back is None:
            self._build()
        assert self._back is not None
        path = path.split(";jsessionid=", 1)[0]
        param = SCHEMES[self.scheme][2]
        rest = dict(query)
        key = path
        if param and param in query:
            key = f"{path}?{param}={query[param][0]}"
            rest.pop(param)
        pid = self._back.get(key)
        if pid is not None:
            return pid, None, rest
        k = self._item_of(path, rest)
        if k is not None:
            return "item", k, rest
        return None

    def _item_of(self, path: str, rest: dict[str, list[str]]) -> int | None:
        scheme = self.scheme
        if scheme == "content":
            m = re.fullmatch(r"/content/9(\d{5})", path)
            k = int(m.group(1)) if m else None
        elif scheme in ("cmd", "servlet", "php", "aspx"):
            name = {"cmd": "id", "servlet": "rec", "php": "id", "aspx": "ID"}[scheme]
            pattern = SCHEMES[scheme][1].split("?")[0]
            values = rest.get(name) or [""]
            k = int(values[0]) if path == pattern and values[0].isdigit() else None
            if k is not None:
                rest.pop(name)
        else:
            regex = re.escape(SCHEMES[scheme][1]).replace(r"\{k\}", r"(\d+)")
            regex = regex.replace(r"\{lang\}", re.escape(self.lang)).replace(r"\{thing\}", re.escape(self.thing))
            regex = regex.replace(r"\{unit\}", re.escape(self.unit))
            m = re.fullmatch(regex, path)
            k = int(m.group(1)) if m else None
        if k is None or not 1 <= k <= self.items:
            return None
        return k
