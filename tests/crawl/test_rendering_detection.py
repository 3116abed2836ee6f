"""Rendering detection on the JS sites and their plain twins, fetched over HTTP."""

from __future__ import annotations

import urllib.request

import pytest

from hiddenweb.rendering import (
    needs_rendering,
)
from tests.jssites import sites, start


def fetch(site, path: str) -> str:
    return urllib.request.urlopen(site.url.rstrip("/") + path, timeout=5).read().decode("utf-8")


@pytest.fixture(scope="module")
def pairs():
    started = {}
    for cls in (sites.ClientSearchSite, sites.MenuSite, sites.SessionSite, sites.MixedSite):
        started[cls.__name__] = (start(cls, js=True), start(cls, js=False))
    yield started
    for a, b in started.values():
        a.stop()
        b.stop()


@pytest.mark.parametrize(
    "name,path,reason",
    [
        ("ClientSearchSite", "/", "script-form"),
        ("ClientSearchSite", "/search?q=the", "empty-body"),
        ("MenuSite", "/", "script-links"),
        ("MenuSite", "/cat/1", "script-container"),
        ("MixedSite", "/js/0", "noscript"),
    ],
)
def test_js_pages_are_detected_and_their_twins_are_not(pairs, name, path, reason):
    js, twin = pairs[name]
    verdict = needs_rendering(fetch(js, path), js.url)
    assert verdict and reason in verdict.reasons
    assert not needs_rendering(fetch(twin, path.replace("/js/", "/p/")), twin.url)


def test_plain_pages_of_js_sites_are_not_rendered(pairs):
    assert not needs_rendering(fetch(pairs["MenuSite"][0], "/item/R001"))
    assert not needs_rendering(fetch(pairs["MixedSite"][0], "/p/1"))
    assert not needs_rendering(fetch(pairs["SessionSite"][0], "/"))
