"""Family B (tests/web2) serves every page it links to: a form two clicks behind a hub page is reachable."""

from __future__ import annotations

from tests.web2 import build_web
from tests.web2.render import render
from tests.web2.web import URLS


def _get(web, site, target: str) -> tuple[int, str]:
    path, _, query = target.partition("?")
    status, body = render(web, site, path, query)
    return status, body.decode("utf-8")


def test_every_scheme_serves_its_hub_page_and_the_form_behind_it():
    web = build_web(seed=1, sites=200, forms=4, net="127.211.0")
    site = next(s for s in web.sites if s.kind == "shop" and s.topic == "wine" and s.hide)
    site.hide, site.traps = "more", set()
    for scheme in URLS:
        site.scheme = scheme
        status, home = _get(web, site, site.path("home"))
        assert status == 200 and site.path("more") in home, scheme
        status, hub = _get(web, site, site.path("more"))
        assert status == 200 and site.path("form") in hub, scheme  # was a 404 on three schemes of four
        status, form = _get(web, site, site.path("form"))
        assert status == 200 and "<form" in form, scheme
