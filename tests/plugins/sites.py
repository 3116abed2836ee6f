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

from collections.abc import Callable, Iterator
from typing import Any

import pytest

from hiddenweb.demo.site import DemoSite
from tests.kit import WebApp, serving
from tests.sites import SITE_CLASSES, start_site


def _site_fixture(name: str) -> Callable[[], Iterator[WebApp]]:
    @pytest.fixture(scope="session")
    def fixture() -> Iterator[WebApp]:
        with serving(SITE_CLASSES[name]()) as site:
            yield site

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
    with serving(DemoSite(), host="127.0.0.1") as site:
        yield site


@pytest.fixture
def fresh_site() -> Iterator[Callable[..., WebApp]]:
    """Factory: ``fresh_site(name_or_cls, **kwargs)`` starts a private site, stopped after the test."""
    started: list[WebApp] = []

    def make(name_or_cls: str | type[WebApp], **kwargs: Any) -> WebApp:
        site = start_site(name_or_cls, **kwargs)
        started.append(site)
        return site

    try:
        yield make
    finally:
        for site in started:
            site.stop()
