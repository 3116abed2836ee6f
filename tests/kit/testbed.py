"""What the test-bed applications' own tests share: the application running, a Chromium tab."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from tests.kit.redis import missing_service
from tests.testbed import sites
from tests.testbed.base import Missing, TestbedSite

__all__ = ["CHROMIUM", "chromium_tab", "running"]

#: Debian's Chromium, which Playwright drives (``playwright install`` cannot download browsers here).
CHROMIUM = "/usr/bin/chromium"


def running(name: str, tmp_path_factory: pytest.TempPathFactory, size: int, *, pypi: bool) -> Iterator[TestbedSite]:
    """Application ``name`` with ``size`` records, for a module's tests (a module fixture yields from it).

    Not installed: the tests are skipped; a PyPI application (``.[test]`` installs it) fails them
    instead where ``HIDDENWEB_REQUIRE_SERVICES`` is set (CI).
    """
    try:
        site = sites.start(name, Path(tmp_path_factory.mktemp(name)), size)
    except Missing as exc:
        if pypi:
            missing_service(f"{name}: {exc}")
        pytest.skip(f"{name}: {exc}")
    with site:
        yield site


@contextmanager
def chromium_tab(install: str) -> Iterator[Any]:
    """One tab of Debian's Chromium through Playwright's sync API, closed after use; skips the test
    where Chromium or Playwright (``install`` says how to get it) is missing."""
    if not Path(CHROMIUM).exists():
        missing_service("needs Chromium: apt-get install -y chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip(f"needs playwright; install with: {install}")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            yield browser.new_page()
        finally:
            browser.close()
