"""The generated web as objects: its sites (:class:`Site`) and the web that serves them (:class:`Web`)."""

from __future__ import annotations

import logging
import random
import re
import threading
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from tests.kit import Request, Response
from tests.kit.webs import ServedWeb, host_address
from tests.web.render import HTML, RENDERERS, html_page, robots
from tests.web.topics import DOMAINS_DIR, FILLER, TOPICS

logger = logging.getLogger(__name__)


@dataclass
class Site:
    """One site of the web: what it is, where it listens and how its URLs look."""

    name: str
    kind: str  # directory, topic (form site), blog, portal, offtopic, farm, calendar, robots, stress, binary
    topic: str = ""
    host: str = ""  # host name ("" = the IP address)
    ip: str = ""
    port: int = 0
    articles: int = 0  # item pages (form sites), posts (blogs), stories (off-topic sites)
    form_depth: int = 0  # 1..3 links from home to the search form
    path: list[tuple[str, str]] = field(default_factory=list)  # (anchor, path) steps to the form page
    nav: list[tuple[str, str]] = field(default_factory=list)  # info pages in the navigation bar
    nav_everywhere: bool = True  # the path's first step is in the navigation of every page
    item_pattern: str = "/item/{k}"
    quick_search: bool = False
    out_links: list[int] = field(default_factory=list)  # other sites' indexes linked from this one
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def base(self) -> str:
        """``http://host:port`` (the host name if it has one, else the address)."""
        return f"http://{self.host or self.ip}:{self.port}"

    def item_url(self, k: int) -> str:
        """The path of item (or post) ``k``, in the site's URL pattern."""
        slug = _slug_words(random.Random(f"{self.name}|{k}"), TOPICS.get(self.topic, {"words": FILLER})["words"])
        return self.item_pattern.format(
            k=k,
            thing=TOPICS[self.topic]["thing"].replace(" ", "-"),
            slug=slug,
            year=2000 + k % 20,
            month=f"{k % 12 + 1:02d}",
        )

    def item_of(self, path: str, query: dict[str, list[str]]) -> int | None:
        """The item number a request is for (it must match the site's URL pattern), or None."""
        pattern, _, key = self.item_pattern.partition("?")
        if key:  # /product.php?id={k}: the number is in the query
            name = key.split("=", 1)[0]
            values = query.get(name) or []
            ok = path == pattern and values and values[0].isdigit()
            return int(values[0]) if ok else None
        regex = re.escape(pattern)
        for placeholder, part in (
            ("k", r"(?P<k>\d+)"),
            ("thing", r"[a-z-]+"),
            ("slug", r"[a-z-]+"),
            ("year", r"\d{4}"),
            ("month", r"\d{2}"),
        ):
            regex = regex.replace(re.escape("{" + placeholder + "}"), part)
        m = re.fullmatch(regex, path)
        return int(m.group("k")) if m else None


def _slug_words(rng: random.Random, vocab: list[str]) -> str:
    return "-".join(rng.choice(vocab) for _ in range(3))


class Web(ServedWeb):
    """The generated web; :meth:`start` serves it, :meth:`stop` shuts it down."""

    def __init__(self, sites: list[Site], seed: int, net: str = "127.0.1") -> None:
        self.sites = sites
        self.seed = seed
        self.net = net
        self.hits: Counter[tuple[str, str]] = Counter()
        super().__init__()
        self._hits_lock = threading.Lock()
        for i, site in enumerate(sites):
            site.ip = host_address(net, i)

    # -- serving -------------------------------------------------------------------------
    def serve(self, site: Site, request: Request) -> Response:
        """Count the request in :attr:`hits` and answer it with the site's page."""
        with self._hits_lock:
            self.hits[(site.name, request.path)] += 1
        try:  # the query as the pages were seeded with: blank values dropped
            status, ctype, body = self.render(site, request.path, parse_qs(request.raw_query))
        except Exception:  # a bug in a renderer must show as a server error, not a hang
            logger.exception("%s: renderer failed for %s", site.name, request.path)
            status, ctype, body = 500, HTML, html_page("Error", "<h1>Internal server error</h1>")
        return Response(body, status, ctype)

    # -- what tests need -------------------------------------------------------------------
    def site(self, name: str) -> Site:
        """The site called ``name``."""
        return next(s for s in self.sites if s.name == name)

    def url(self, site: Site | int, path: str = "/") -> str:
        """Absolute URL of ``path`` on a site (given as object or index)."""
        s = self.sites[site] if isinstance(site, int) else site
        return s.base + path

    def seeds(self) -> list[str]:
        """Directory home pages, plus a non-HTML URL and an unreachable one (bad seeds)."""
        urls = [self.url(s) for s in self.sites if s.kind == "directory"]
        binary = next((s for s in self.sites if s.kind == "binary"), None)
        if binary is not None:
            urls.append(self.url(binary, "/report.pdf"))
        urls.append(f"http://{self.net}.254:9/")
        return urls

    def domain_file(self, topic: str) -> Path:
        """The domain definition of ``topic`` (for ``-a domain=``)."""
        return DOMAINS_DIR / f"{topic}.json"

    def form_pages(self, topic: str) -> set[str]:
        """URLs of the pages holding a relevant search form of ``topic`` (ground truth)."""
        out = set()
        for s in self.sites:
            if s.kind == "topic" and s.topic == topic:
                out.add(self.url(s, s.path[-1][1]))
                if s.quick_search:
                    out.add(self.url(s, "/"))
            if s.kind == "portal" and topic in s.extra["topics"]:
                out.add(self.url(s, "/search"))
        return out

    def render(self, site: Site, path: str, query: dict[str, list[str]]) -> tuple[int, str, bytes]:
        """``(status, content type, body)`` of a page: the same every time (seeded by site, path, query)."""
        if path == "/robots.txt":
            return robots(site)
        rng = random.Random(f"{self.seed}|{site.name}|{path}|{sorted(query.items())}")
        return RENDERERS[site.kind](self, site, path, query, rng)
