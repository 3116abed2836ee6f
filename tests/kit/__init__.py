"""The test-server kit: how every local site of the tests is served, started and stopped.

One server for all of them, :mod:`hiddenweb.demo.server` (package code, because
``hiddenweb demo`` serves the demo site with it): a threaded loopback HTTP/1.1
server with ``TCP_NODELAY``, keep-alive and a clean stop even while a handler
hangs. Everything below re-exports it or adds what the tests share:

``WebApp``                a site: a route table of ``Route(pattern, kind, handler)``,
                          ``start(host, port)``/``stop()`` or ``with``; ``url``, ``hits``
                          (``HitCounter`` of ``"<METHOD> <kind>"``), ``requests`` (``LoggedRequest`` log)
``Request``/``Response``  what a handler gets and returns (``Response.html/text/json/redirect``)
``ServerGroup``           many apps, each on its own address, one accepting thread (``tests/web``)
``serving(app)``          context manager: start on the next free loopback host, stop afterwards
``next_host(net)``        127.0.0.2, 127.0.0.3, … (per ``net``, so site families never collide)
``html_document``         the minimal page the JS sites and the generated web wrap their bodies in
``esc``, ``qs``           HTML escaping, query strings in a stable order
``PAGES``, ``ROOT``       the fixture pages folder and the repository root

Built on it: ``tests/sites`` (record sites), ``tests/jssites`` (JavaScript sites
and their plain twins) and ``tests/web`` (the generated web for ``discover``).
Also here, imported by name: :mod:`tests.kit.client` (a browser-like urllib
client), :mod:`tests.kit.crawl` (``scrapy crawl`` in a subprocess) and
:mod:`tests.kit.redis` (a throwaway ``redis-server``).
"""

from __future__ import annotations

from hiddenweb.demo.server import (
    App,
    HitCounter,
    LoggedRequest,
    Request,
    Response,
    Route,
    ServerGroup,
    WebApp,
    esc,
    qs,
)
from tests.kit.hosts import next_host, serving
from tests.kit.html import html_document
from tests.kit.paths import PAGES, ROOT

__all__ = [
    "PAGES",
    "ROOT",
    "App",
    "HitCounter",
    "LoggedRequest",
    "Request",
    "Response",
    "Route",
    "ServerGroup",
    "WebApp",
    "esc",
    "html_document",
    "next_host",
    "qs",
    "serving",
]
