"""JavaScript test sites and their plain twins (real HTTP servers on loopback).

Every site class takes ``js=True`` (content, navigation or forms only work
with scripts) or ``js=False`` (the twin: the same records through plain
HTML). Records are ``<… class="record" data-id=… >`` elements with
``.title``/``.author``/``.year`` children, so one extractor reads them all.

``start(SiteClass, **kwargs)`` starts a site on its own loopback host
(127.0.5.x) and port 0; ``site.stop()`` stops it.
"""

from __future__ import annotations

import itertools
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Callable
from urllib.parse import parse_qs, urlsplit

_hosts = itertools.count(2)
_lock = threading.Lock()

WORDS = ["river", "stone", "garden", "winter", "market", "harbor", "forest", "signal", "copper", "lantern",
         "orchard", "meadow", "canyon", "island", "mirror", "velvet", "thunder", "ember", "falcon", "glacier"]
AUTHORS = ["Ana Ruiz", "Ben Okafor", "Chen Wei", "Dana Novak", "Elif Kaya", "Femi Adeyemi", "Greta Lind"]


def corpus(n: int = 42) -> list[dict[str, Any]]:
    """Deterministic records: id, title (two words), author, year, category."""
    out = []
    for i in range(n):
        a, b = WORDS[i % len(WORDS)], WORDS[(i * 7 + 3) % len(WORDS)]
        out.append({"id": f"R{i:03d}", "title": f"The {a.title()} of {b.title()}", "author": AUTHORS[i % len(AUTHORS)],
                    "year": 1950 + (i * 3) % 70, "category": i % 4 + 1})
    return out


def search(records: list[dict[str, Any]], q: str) -> list[dict[str, Any]]:
    words = [w for w in q.lower().split() if w]
    if not words:
        return []
    return [r for r in records if all(w in f"{r['title']} {r['author']}".lower().split() for w in words)]


def record_html(r: dict[str, Any], tag: str = "tr") -> str:
    if tag == "tr":
        return (f'<tr class="record" data-id="{r["id"]}"><td class="title">{r["title"]}</td>'
                f'<td class="author">{r["author"]}</td><td class="year">{r["year"]}</td></tr>')
    return (f'<div class="record" data-id="{r["id"]}"><h2 class="title">{r["title"]}</h2>'
            f'<p>by <span class="author">{r["author"]}</span>, <span class="year">{r["year"]}</span></p></div>')


def page(title: str, body: str, head: str = "") -> str:
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
            f"<body><div id='masthead'><a href='/'>Home</a></div>{body}"
            f"<div id='footer'><p>About this catalogue: a small collection of books for testing.</p></div></body></html>")


class Reply:
    def __init__(self, body: str | bytes = "", status: int = 200, ctype: str = "text/html; charset=utf-8",
                 headers: list[tuple[str, str]] | None = None) -> None:
        self.body = body.encode("utf-8") if isinstance(body, str) else body
        self.status = status
        self.headers = [("Content-Type", ctype), *(headers or [])]

    @classmethod
    def json(cls, data: Any) -> Reply:
        return cls(json.dumps(data), ctype="application/json")

    @classmethod
    def redirect(cls, location: str, headers: list[tuple[str, str]] | None = None) -> Reply:
        return cls("", 302, headers=[("Location", location), *(headers or [])])


class Req:
    def __init__(self, method: str, path: str, query: dict[str, list[str]], form: dict[str, list[str]],
                 cookies: dict[str, str]) -> None:
        self.method, self.path, self.query, self.form, self.cookies = method, path, query, form, cookies

    def arg(self, name: str, default: str = "") -> str:
        return (self.query.get(name) or self.form.get(name) or [default])[0]


class Site:
    """Base: route ``handle(req) -> Reply``; counts hits per path."""

    def __init__(self, js: bool = True, records: list[dict[str, Any]] | None = None) -> None:
        self.js = js
        self.records = records if records is not None else corpus()
        self.hits: dict[str, int] = {}
        self.server: ThreadingHTTPServer | None = None
        self.host = ""
        self.port = 0

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    def handle(self, req: Req) -> Reply:  # pragma: no cover - overridden
        return Reply("not found", 404)

    def start(self, host: str | None = None) -> Site:
        with _lock:
            n = next(_hosts)
        self.host = host or f"127.0.5.{n}"
        site = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # no 40 ms wait for a delayed ACK between headers and body

            def log_message(self, *args: Any) -> None:
                pass

            def _do(self) -> None:
                parts = urlsplit(self.path)
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length).decode("utf-8", "replace") if length else ""
                cookies = {}
                for part in (self.headers.get("Cookie") or "").split(";"):
                    k, _, v = part.strip().partition("=")
                    if k:
                        cookies[k] = v
                req = Req(self.command, parts.path, parse_qs(parts.query, keep_blank_values=True),
                          parse_qs(raw, keep_blank_values=True), cookies)
                with _lock:
                    site.hits[f"{self.command} {parts.path}"] = site.hits.get(f"{self.command} {parts.path}", 0) + 1
                try:
                    reply = site.handle(req)
                except Exception as exc:  # a bug in a site must show up, not hang the crawl
                    reply = Reply(f"error: {exc!r}", 500, "text/plain")
                self.send_response(reply.status)
                for k, v in reply.headers:
                    self.send_header(k, v)
                self.send_header("Content-Length", str(len(reply.body)))
                self.end_headers()
                self.wfile.write(reply.body)

            do_GET = do_POST = _do

        self.server = ThreadingHTTPServer((self.host, 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


def start(cls: Callable[..., Site], **kwargs: Any) -> Site:
    return cls(**kwargs).start()
