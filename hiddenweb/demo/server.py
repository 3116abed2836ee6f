"""A tiny threaded web-app framework on :mod:`http.server` for loopback sites.

The demo site and the test sites are real HTTP servers (never mocks) so a
crawler talks to them exactly as it talks to the web.  This module keeps the
plumbing in one place: a request/response pair, a route table, per-kind hit
counters that tests inspect (``site.hits["POST login"] == 0``) and a server
that runs in a background thread and stops cleanly even while a handler is
deliberately hanging.  :class:`ServerGroup` serves any number of apps, each on
its own address, from one accepting thread: one site (:meth:`WebApp.start`) or
a generated web of hundreds of hosts (``tests/web``).  The test kit
(``tests/kit``) is built on this module.
"""

from __future__ import annotations

import html
import json
import logging
import re
import selectors
import socket
import socketserver
import threading
import time
from collections import Counter, deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Protocol
from urllib.parse import parse_qs, quote, urlencode, urlsplit

logger = logging.getLogger(__name__)

MAX_BODY = 1 << 20


class HitCounter(Counter):
    """A thread-safe :class:`collections.Counter` of served requests.

    Keys are ``"<METHOD> <kind>"`` (``"GET results"``, ``"POST login"``);
    ``kind`` is the route name.  Use :meth:`of_kind` to sum over methods.
    """

    def __init__(self) -> None:
        super().__init__()
        self._lock = threading.Lock()

    def hit(self, key: str) -> None:
        with self._lock:
            self[key] += 1

    def of_kind(self, kind: str) -> int:
        """Requests of a route kind, whatever the method."""
        with self._lock:
            return sum(n for k, n in self.items() if k.split(" ", 1)[-1] == kind)

    def snapshot(self) -> dict[str, int]:
        with self._lock:
            return dict(self)

    def reset(self) -> None:
        with self._lock:
            self.clear()

    def __reduce__(self) -> tuple[Callable[[dict[str, int]], HitCounter], tuple[dict[str, int]]]:
        """Pickle through :func:`_rebuild_counter`: Counter's own pickling would drop the lock."""
        return (_rebuild_counter, (dict(self),))


def _rebuild_counter(data: dict[str, int]) -> HitCounter:
    c = HitCounter()
    c.update(data)
    return c


@dataclass
class Request:
    """What a handler sees of an HTTP request."""

    method: str
    path: str
    query: dict[str, list[str]]
    form: dict[str, list[str]]
    headers: dict[str, str]
    body: bytes = b""
    raw_query: str = ""
    match: re.Match | None = None

    def arg(self, name: str, default: str = "") -> str:
        """First value of ``name`` in the form body, else the query string."""
        values = self.form.get(name) or self.query.get(name)
        return values[0] if values else default

    def args(self, name: str) -> list[str]:
        return list(self.form.get(name) or self.query.get(name) or [])

    def has(self, name: str) -> bool:
        return name in self.form or name in self.query

    @property
    def cookies(self) -> dict[str, str]:
        jar: dict[str, str] = {}
        for part in self.headers.get("cookie", "").split(";"):
            if "=" in part:
                k, v = part.split("=", 1)
                jar[k.strip()] = v.strip()
        return jar


@dataclass
class Response:
    """A handler's answer; ``body`` is bytes already encoded."""

    body: bytes = b""
    status: int = 200
    content_type: str = "text/html; charset=utf-8"
    headers: list[tuple[str, str]] = field(default_factory=list)

    @classmethod
    def html(cls, text: str, status: int = 200, charset: str = "utf-8") -> Response:
        return cls(text.encode(charset, "xmlcharrefreplace"), status, f"text/html; charset={charset}")

    @classmethod
    def text(cls, text: str, status: int = 200) -> Response:
        return cls(text.encode("utf-8"), status, "text/plain; charset=utf-8")

    @classmethod
    def json(cls, data: object, status: int = 200) -> Response:
        return cls(json.dumps(data).encode("utf-8"), status, "application/json")

    @classmethod
    def redirect(cls, location: str, status: int = 302) -> Response:
        return cls(b"", status, "text/html; charset=utf-8", [("Location", location)])


Handler = Callable[[Request], Response]


@dataclass
class Route:
    """``pattern`` is a regex matched against the whole path."""

    pattern: str
    kind: str
    handler: Handler
    methods: tuple[str, ...] = ("GET", "HEAD")

    def __post_init__(self) -> None:
        self.regex = re.compile(self.pattern + r"\Z")


@dataclass
class LoggedRequest:
    method: str
    kind: str
    path: str
    query: str
    form: dict[str, list[str]]
    status: int


class WebApp:
    """Base class of a loopback site: subclass, fill :meth:`routes`, ``start()``.

    A started app has ``url`` (``http://host:port/``), ``hits``
    (:class:`HitCounter`) and ``requests`` (the last 100,000 requests as
    :class:`LoggedRequest`, for assertions such as "the CSRF token was echoed").
    """

    name = "site"
    #: path of the page holding the search form (relative to ``url``)
    search_path = "/"

    def __init__(self) -> None:
        self.hits = HitCounter()
        self.requests: deque[LoggedRequest] = deque(maxlen=100_000)
        self._server: ServerGroup | None = None
        self.stopping = threading.Event()
        self._routes: list[Route] | None = None
        self.host = "127.0.0.1"
        self.port = 0

    # --- to override -----------------------------------------------------
    def routes(self) -> list[Route]:
        raise NotImplementedError

    def not_found(self, request: Request) -> Response:
        return Response.html(
            "<!DOCTYPE html><html><head><title>Not found</title></head>"
            "<body><h1>404 Not Found</h1><p>The page you requested does not exist.</p>"
            '<p><a href="/">Home</a></p></body></html>',
            404,
        )

    def hit_key(self, request: Request, kind: str) -> str:
        """The :attr:`hits` key of a request: ``"<METHOD> <kind>"``; a site may count by path instead."""
        return f"{request.method} {kind}"

    # --- dispatch --------------------------------------------------------
    def handle(self, request: Request) -> Response:
        if self._routes is None:
            self._routes = self.routes()
        kind = "not_found"
        handler: Callable[[Request], Response] = self.not_found
        allowed: tuple[str, ...] | None = None
        for route in self._routes:
            m = route.regex.match(request.path)
            if m:
                kind = route.kind
                if request.method in route.methods:
                    handler, request.match = route.handler, m
                    allowed = None
                else:
                    allowed = route.methods
                break
        self.hits.hit(self.hit_key(request, kind))
        if allowed is not None:
            response = Response.html(
                f"<html><body><h1>405 Method Not Allowed</h1><p>Use {', '.join(allowed)}.</p></body></html>", 405
            )
            response.headers.append(("Allow", ", ".join(allowed)))
        else:
            try:
                response = handler(request)
            except Exception:  # a bug in a test site must show, not hang the crawl
                logger.exception("%s: handler failed for %s", self.name, request.path)
                response = Response.html("<html><body><h1>500 Internal Server Error</h1></body></html>", 500)
        self.requests.append(
            LoggedRequest(request.method, kind, request.path, request.raw_query, request.form, response.status)
        )
        return response

    # --- life cycle ------------------------------------------------------
    @property
    def url(self) -> str:
        """Base URL with a trailing slash, e.g. ``http://127.0.0.2:40123/``."""
        if self._server is None:
            raise RuntimeError(f"{self.name} is not started")
        return f"http://{self.host}:{self.port}/"

    @property
    def search_url(self) -> str:
        """Absolute URL of the page that holds the search form."""
        return self.url.rstrip("/") + self.search_path

    def absolute(self, path: str) -> str:
        return self.url.rstrip("/") + path

    def start(self, host: str | None = None, port: int | None = None) -> WebApp:
        """Serve in a daemon thread; ``port=0`` picks a free port."""
        if self._server is not None:
            return self
        if host is not None:
            self.host = host
        if port is not None:
            self.port = port
        self.stopping.clear()
        group = ServerGroup(self.name)
        self.port = group.add(self, self.host, self.port)
        self._server = group.start()
        logger.debug("%s serving at %s", self.name, self.url)
        return self

    def stop(self) -> None:
        """Stop serving; handlers that sleep on :attr:`stopping` wake up."""
        self.stopping.set()
        group, self._server = self._server, None
        if group is not None:
            group.stop()

    def serve_forever(self) -> None:
        """Run in the foreground until Ctrl-C."""
        self.start()
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
        finally:
            self.stop()

    @property
    def running(self) -> bool:
        return self._server is not None

    def __enter__(self) -> WebApp:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class App(Protocol):
    """What :class:`ServerGroup` serves: a :class:`WebApp`, or any object with these three members."""

    name: str
    stopping: threading.Event

    def handle(self, request: Request) -> Response: ...


class _Server(ThreadingHTTPServer):
    """One app's listening socket; every accepted connection is served in its own daemon thread."""

    daemon_threads = True
    block_on_close = False
    allow_reuse_address = True
    request_queue_size = 64
    timeout = 0  # handle_request() is only called when a connection is waiting: never block
    app: App

    def server_bind(self) -> None:
        # HTTPServer.server_bind also looks the host's name up (socket.getfqdn), a DNS query per
        # loopback address; nothing here uses that name.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = str(self.server_address[0]), int(self.server_address[1])


class ServerGroup:
    """Serves any number of apps, each on its own address, from one accepting thread.

    One site is a group of one (:meth:`WebApp.start`); a generated web of
    hundreds of hosts is one group, so the process runs one thread waiting
    for connections, not one polling thread per host.  Each connection is
    served in its own daemon thread (HTTP/1.1 keep-alive, ``TCP_NODELAY``).
    :meth:`stop` wakes the accepting thread at once.
    """

    def __init__(self, name: str = "http") -> None:
        self.name = name
        self._servers: list[_Server] = []
        self._selector = selectors.DefaultSelector()
        self._wake_read, self._wake_write = socket.socketpair()
        self._selector.register(self._wake_read, selectors.EVENT_READ, None)
        self._thread: threading.Thread | None = None

    def add(self, app: App, host: str, port: int = 0, backlog: int = 64) -> int:
        """Listen for ``app`` on ``host:port`` (``port=0``: a free one); the port it got."""
        server = _Server((host, port), _Handler, bind_and_activate=False)
        server.request_queue_size = backlog
        try:
            server.server_bind()
            server.server_activate()
        except OSError:
            server.server_close()
            raise
        server.app = app
        self._servers.append(server)
        self._selector.register(server.socket, selectors.EVENT_READ, server)
        return int(server.server_address[1])

    def start(self) -> ServerGroup:
        """Accept connections in a daemon thread."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._accept, name=f"{self.name}-http", daemon=True)
            self._thread.start()
        return self

    def _accept(self) -> None:
        while True:
            for key, _ in self._selector.select():
                if key.data is None:  # stop() wrote to the wake-up socket
                    return
                key.data.handle_request()

    def stop(self) -> None:
        """Stop accepting and close the listening sockets; apps' :attr:`stopping` is set first."""
        for server in self._servers:
            server.app.stopping.set()
        if self._thread is not None:
            self._wake_write.send(b"x")
            self._thread.join(timeout=5)
            self._thread = None
        for server in self._servers:
            server.server_close()
        self._servers.clear()
        self._selector.close()
        self._wake_read.close()
        self._wake_write.close()

    def __enter__(self) -> ServerGroup:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"
    # Headers and body go out in two writes; with Nagle's algorithm the body would wait for
    # the client's delayed ACK (40 ms per response), which real web servers avoid.
    disable_nagle_algorithm = True
    server_version = "Apache/2.4.57"
    sys_version = ""
    timeout = 60  # idle keep-alive connections do not keep a thread forever

    def log_message(self, format: str, *args: object) -> None:
        logger.debug("%s " + format, self.server.app.name, *args)

    def _dispatch(self) -> None:
        parts = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(min(length, MAX_BODY)) if length > 0 else b""
        form: dict[str, list[str]] = {}
        ctype = (self.headers.get("Content-Type") or "").lower()
        if body and "application/x-www-form-urlencoded" in ctype:
            form = parse_qs(body.decode("utf-8", "replace"), keep_blank_values=True)
        request = Request(
            method=self.command,
            path=parts.path or "/",
            query=parse_qs(parts.query, keep_blank_values=True),
            form=form,
            headers={k.lower(): v for k, v in self.headers.items()},
            body=body,
            raw_query=parts.query,
        )
        app = self.server.app
        if app.stopping.is_set():  # a kept-alive connection outliving stop()
            response = Response.text("Service unavailable\n", 503)
            self.close_connection = True
        else:
            response = app.handle(request)
        try:
            self.send_response(response.status)
            self.send_header("Content-Type", response.content_type)
            self.send_header("Content-Length", str(len(response.body)))
            for name, value in response.headers:
                self.send_header(name, value)
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(response.body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    do_GET = do_POST = do_HEAD = do_PUT = do_DELETE = _dispatch


# --- HTML helpers shared by the sites ------------------------------------


def esc(value: object) -> str:
    return html.escape(str(value), quote=True)


def qs(params: Iterable[tuple[str, str]] | dict[str, str]) -> str:
    """Query string in the given order (stable URLs make stable tests)."""
    return urlencode(list(params.items()) if isinstance(params, dict) else list(params), quote_via=quote)
