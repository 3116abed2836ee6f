"""Family H as objects: its sites (:class:`Site`) and the web that serves them (:class:`Web`).

The serving plumbing imitates :mod:`tests.web.model`: one kit :class:`ServerGroup`, each site on its own
loopback address under ``net``; pages render lazily in :mod:`tests.web8.pages`, deterministically per
(seed, site, path, query).
"""

from __future__ import annotations

import logging
import threading
from collections import Counter
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs, urlencode, urlsplit

from tests.kit import Request, Response
from tests.kit.webs import ServedWeb, host_address
from tests.web8.router import Router

logger = logging.getLogger(__name__)

#: (status, content type, body, extra headers)
Out = tuple[int, str, bytes, list[tuple[str, str]]]


@dataclass
class Site:
    """One site of the web."""

    idx: int
    kind: str  # portal, webdir, form, dbhost, ontopic, neighbour, offtopic
    sub: str  # what within the kind (office, gazette, shop, attorney_finder, …)
    name: str
    host: str
    lang: str  # main language
    langs: tuple[str, ...]  # langs[0]: the unprefixed default version
    charset: str
    template: str  # table, div, dl, frames
    router: Router
    pick: int = 0  # which variant of each word the site uses
    items: int = 0
    header_search: bool = False
    robots: bool = False
    calendar: bool = False
    facets: bool = False
    nav: list[str] = field(default_factory=list)
    out: list[int] = field(default_factory=list)  # sites on the "useful links" page
    # form sites
    form: int = -1  # the form site's number (-1: none)
    hide: str = ""
    layout: str = ""
    naming: str = ""
    trademark: bool = False
    brand: str = ""
    listed: bool = True  # in a directory
    partner: int = -1  # form site <-> its separate search host
    cats: list[tuple[str, list[int]]] = field(default_factory=list)  # directories: (label, site indexes)
    extra: dict[str, Any] = field(default_factory=dict)
    ip: str = ""
    port: int = 0

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    def url(self, key: str = "home", k: int | None = None, params: list[tuple[str, str]] | None = None,
            lang: str | None = None) -> str:  # fmt: skip
        """Absolute URL of a page (no session id)."""
        if key == "home" and lang is None:
            return self.base + "/"
        return self.base + self.router.url(key, lang, k, params)

    def truth_path(self) -> str:
        """Path (and query) of the page holding the relevant form (form sites and search hosts)."""
        if self.hide == "registers_tab":
            return self.router.url("registers", self.lang, None, [("tab", "search")])
        return self.router.url("search", self.lang)


class Web(ServedWeb):
    """The generated web; :meth:`start` serves it, :meth:`stop` shuts it down; :meth:`respond` renders in process."""

    server_name = "web8"

    def __init__(self, sites: list[Site], seed: int, net: str) -> None:
        self.sites = sites
        self.seed = seed
        self.net = net
        self.by_host = {s.host: s for s in sites}
        self.hits: Counter[tuple[int, str]] = Counter()
        super().__init__()
        self._lock = threading.Lock()
        for i, site in enumerate(sites):
            site.ip = host_address(net, i)

    # -- serving ------------------------------------------------------------------------------------------

    def serve(self, site: Site, request: Request) -> Response:
        with self._lock:
            self.hits[(site.idx, request.path)] += 1
        query = parse_qs(request.raw_query)
        if request.method == "POST":
            for name, values in request.form.items():
                query.setdefault(name, values)
        try:
            status, ctype, body, headers = self.render(site, request.method, request.path, query)
        except Exception:  # a renderer bug shows as a server error, not a hang
            logger.exception("%s: renderer failed for %s", site.host, request.path)
            status, ctype, body, headers = 500, "text/html; charset=utf-8", b"<h1>Internal server error</h1>", []
        return Response(body, status, ctype, headers)

    def render(self, site: Site, method: str, path: str, query: dict[str, list[str]]) -> Out:
        from tests.web8.pages import render

        return render(self, site, method, path, query)

    def respond(self, url: str, method: str = "GET", data: dict[str, str] | None = None) -> Out:
        """Render ``url`` of this web in process, without sockets (the host name picks the site)."""
        parts = urlsplit(url)
        site = self.by_host.get(parts.hostname or "")
        if site is None:
            return 502, "text/plain", b"unknown host", []
        query = parse_qs(parts.query)
        if data:
            for name, value in parse_qs(urlencode(data)).items():
                query.setdefault(name, value)
        return self.render(site, method, parts.path or "/", query)

    # -- the public interface -------------------------------------------------------------------------------
    def seeds(self) -> list[str]:
        """Home pages of the directories: topical portals (one per language) and web directories."""
        return [s.url() for s in self.sites if s.kind in ("portal", "webdir")]

    def form_sites(self) -> list[Site]:
        """The form sites in form order (the search host stands in for its office where the search lives there)."""
        out = []
        for s in sorted((s for s in self.sites if s.kind == "form"), key=lambda s: s.form):
            out.append(self.sites[s.partner] if s.hide == "separate_host" else s)
        return out

    def form_pages(self) -> set[str]:
        """Ground truth: the absolute URL of the one page of each form site holding the relevant form."""
        return {s.base + s.truth_path() for s in self.form_sites()}

    def site_of(self, url: str) -> Site | None:
        return self.by_host.get(urlsplit(url).hostname or "")
