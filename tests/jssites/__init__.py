"""JavaScript test sites and their plain twins (real HTTP servers on loopback, built on :mod:`tests.kit`).

Every site class takes ``js=True`` (content, navigation or forms only work
with scripts) or ``js=False`` (the twin: the same records through plain
HTML). Records are ``<… class="record" data-id=… >`` elements with
``.title``/``.author``/``.year`` children, so one extractor reads them all.

``start(SiteClass, **kwargs)`` starts a site on its own loopback host
(127.0.5.x) and port 0; ``site.stop()`` stops it. A site is a
:class:`tests.kit.WebApp` whose pages come from its :meth:`Site.serve`;
``site.hits`` counts requests by ``"<METHOD> <path>"`` (``hits["POST /login"]``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests.kit import Request, Response, Route, WebApp, html_document, next_host

#: The loopback /24 of the JS sites (the record sites use 127.0.0.x).
NET = "127.0.5"

WORDS = [
    "river",
    "stone",
    "garden",
    "winter",
    "market",
    "harbor",
    "forest",
    "signal",
    "copper",
    "lantern",
    "orchard",
    "meadow",
    "canyon",
    "island",
    "mirror",
    "velvet",
    "thunder",
    "ember",
    "falcon",
    "glacier",
]
AUTHORS = ["Ana Ruiz", "Ben Okafor", "Chen Wei", "Dana Novak", "Elif Kaya", "Femi Adeyemi", "Greta Lind"]


def corpus(n: int = 42) -> list[dict[str, Any]]:
    """Deterministic records: id, title (two words), author, year, category."""
    out = []
    for i in range(n):
        a, b = WORDS[i % len(WORDS)], WORDS[(i * 7 + 3) % len(WORDS)]
        out.append(
            {
                "id": f"R{i:03d}",
                "title": f"The {a.title()} of {b.title()}",
                "author": AUTHORS[i % len(AUTHORS)],
                "year": 1950 + (i * 3) % 70,
                "category": i % 4 + 1,
            }
        )
    return out


def search(records: list[dict[str, Any]], q: str) -> list[dict[str, Any]]:
    words = [w for w in q.lower().split() if w]
    if not words:
        return []
    return [r for r in records if all(w in f"{r['title']} {r['author']}".lower().split() for w in words)]


def record_html(r: dict[str, Any], tag: str = "tr") -> str:
    if tag == "tr":
        return (
            f'<tr class="record" data-id="{r["id"]}"><td class="title">{r["title"]}</td>'
            f'<td class="author">{r["author"]}</td><td class="year">{r["year"]}</td></tr>'
        )
    return (
        f'<div class="record" data-id="{r["id"]}"><h2 class="title">{r["title"]}</h2>'
        f'<p>by <span class="author">{r["author"]}</span>, <span class="year">{r["year"]}</span></p></div>'
    )


def page(title: str, body: str, head: str = "") -> str:
    """A page of the catalogue: masthead, ``body``, footer."""
    return html_document(
        title,
        f"<div id='masthead'><a href='/'>Home</a></div>{body}"
        f"<div id='footer'><p>About this catalogue: a small collection of books for testing.</p></div>",
        head,
    )


def reply(
    body: str | bytes = "",
    status: int = 200,
    ctype: str = "text/html; charset=utf-8",
    headers: list[tuple[str, str]] | None = None,
) -> Response:
    """A response; ``body`` text is sent as UTF-8."""
    return Response(body.encode("utf-8") if isinstance(body, str) else body, status, ctype, list(headers or []))


def redirect(location: str, headers: list[tuple[str, str]] | None = None) -> Response:
    """A 302 to ``location``, with extra headers (``Set-Cookie``)."""
    return reply("", 302, headers=[("Location", location), *(headers or [])])


def Req(
    method: str, path: str, query: dict[str, list[str]], form: dict[str, list[str]], cookies: dict[str, str]
) -> Request:
    """A request as a browser with these ``cookies`` sends it (to call :meth:`WebApp.handle` directly)."""
    cookie = "; ".join(f"{k}={v}" for k, v in cookies.items())
    return Request(method, path, query, form, {"cookie": cookie} if cookie else {})


class Site(WebApp):
    """Base: every path goes to :meth:`serve` (``serve(req) -> Response``); hits count per path."""

    name = "jssite"

    def __init__(self, js: bool = True, records: list[dict[str, Any]] | None = None) -> None:
        super().__init__()
        self.js = js
        self.records = records if records is not None else corpus()

    @property
    def url(self) -> str:
        """``http://host:port/``, still known after :meth:`stop` (tests name a stopped site in assertions)."""
        return f"http://{self.host}:{self.port}/"

    def routes(self) -> list[Route]:
        return [Route(r"/.*", "page", self.serve, ("GET", "HEAD", "POST"))]

    def hit_key(self, request: Request, kind: str) -> str:
        return f"{request.method} {request.path}"

    def serve(self, req: Request) -> Response:  # pragma: no cover - overridden
        """The site's answer to ``req``."""
        return reply("not found", 404)

    def start(self, host: str | None = None, port: int | None = None) -> Site:
        """Serve on ``host`` (default: the next free 127.0.5.x) and a free port."""
        super().start(host or next_host(NET), port)
        return self


def start(cls: Callable[..., Site], **kwargs: Any) -> Site:
    """Build a site of ``cls`` and start it on its own loopback host."""
    return cls(**kwargs).start()
