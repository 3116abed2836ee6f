"""Fixtures that start the local test sites (real HTTP servers on loopback hosts).

Session-scoped sites (one server each, shared by all tests; ``hits`` accumulate,
so assert on differences or on kinds nobody should touch, e.g. ``"POST login"``):

``get_filters_site`` ``post_form_site`` ``capped_site`` ``token_pages_site``
``sparse_site`` ``no_form_site`` ``error_site`` ``hanging_site``
``wrong_type_site`` ``topic_site`` ``demo_site``

Each yields the started site object: ``.url``, ``.search_url``, ``.records``,
``.hits``, ``.requests``, ``.keyword_field``, ``.expected(query, **filters)``,
``.coverage(items)`` (see ``tests/sites/__init__.py``).

``fresh_site`` is a function-scoped factory for a private site with clean
counters: ``site = fresh_site("capped", result_cap=30)``; stopped after the test.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import Callable, Iterator

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from sites import SITE_CLASSES, WebApp, start_site  # noqa: E402

from hiddenweb.demo.site import DemoSite  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def public_suffix_list_cached() -> None:
    """Fill tldextract's cache before any crawl runs.

    Scrapy's cookie middleware splits cookie domains with a default
    ``TLDExtract``, which on first use tries to download the Public Suffix
    List. Offline (CI) that logs a warning with a traceback, once per fresh
    machine, into whichever crawl comes first, and then caches the bundled
    snapshot. Doing the same first use here, with the same default arguments
    (the cache key), keeps that one-time noise out of the crawls' logs.
    """
    import tldextract

    quiet = logging.getLogger("tldextract")
    level, quiet.level = quiet.level, logging.CRITICAL
    try:
        tldextract.TLDExtract(include_psl_private_domains=True)("example.com")
    finally:
        quiet.setLevel(level)


def _site_fixture(name: str, **kwargs) -> Callable[[], Iterator[WebApp]]:
    @pytest.fixture(scope="session")
    def fixture() -> Iterator[WebApp]:
        site = start_site(name, **kwargs)
        try:
            yield site
        finally:
            site.stop()

    fixture.__doc__ = f"The {name!r} test site ({SITE_CLASSES[name].__name__}), started once per session."
    return fixture


get_filters_site = _site_fixture("get_filters")
post_form_site = _site_fixture("post_form")
capped_site = _site_fixture("capped")
token_pages_site = _site_fixture("token_pages")
sparse_site = _site_fixture("sparse")
no_form_site = _site_fixture("no_form")
error_site = _site_fixture("error")
hanging_site = _site_fixture("hanging")
wrong_type_site = _site_fixture("wrong_type")
topic_site = _site_fixture("topic")


@pytest.fixture(scope="session")
def demo_site() -> Iterator[DemoSite]:
    """The embedded demo site over all stdlib docstrings (result cap 200), on 127.0.0.1."""
    site = DemoSite(host="127.0.0.1", port=0)
    site.start()
    try:
        yield site
    finally:
        site.stop()


@pytest.fixture
def fresh_site() -> Iterator[Callable[..., WebApp]]:
    """Factory: ``fresh_site(name_or_cls, **kwargs)`` starts a private site, stopped after the test."""
    started: list[WebApp] = []

    def make(name_or_cls, **kwargs) -> WebApp:
        site = start_site(name_or_cls, **kwargs)
        started.append(site)
        return site

    try:
        yield make
    finally:
        for site in started:
            site.stop()
