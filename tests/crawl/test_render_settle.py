"""A rendered page is read once its scripts stop changing it, not only once its requests are done.

Sphinx's search page appends its results one at a time, a few milliseconds apart, with no request
between two (an object's result needs none): read when the requests had been quiet for 60 ms, a
query's page held 15 of its 378 results. The JS catalogue of ``tests/jssites`` shows its rows the
same way (40 ms apart, its total and "Next" after the last); real Chromium, the instrumentation the
harvest installs, and the wait it uses.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from hiddenweb.middlewares.automation import settle
from hiddenweb.middlewares.browser import SIMULATION_JS
from tests.jssites import sites, start

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Chromium: apt-get install -y chromium")


async def _read_after_settle(url: str, max_ms: float = 3000) -> tuple[bool, int, int, str]:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = await browser.new_page()
            await page.add_init_script(SIMULATION_JS)
            await page.goto(url, wait_until="load")
            quiet = await settle(page, max_ms)
            rows, following, info = await page.evaluate(
                "() => [document.querySelectorAll('tr.record').length,"
                " document.querySelectorAll('button.next').length,"
                " (document.getElementById('info') || {}).textContent || '']"
            )
            return quiet, rows, following, info
        finally:
            await browser.close()


def test_rows_shown_one_at_a_time_are_all_read() -> None:
    small_pages = type("ClientSearchSite", (sites.ClientSearchSite,), {"page_size": 3})
    site = start(small_pages, js=True)
    try:
        for _ in range(3):  # timing: each run must see the whole page
            quiet, rows, following, info = asyncio.run(_read_after_settle(site.url.rstrip("/") + "/search?q=the"))
            assert quiet and (rows, following) == (3, 1) and info.endswith("results"), (rows, following, info)
    finally:
        site.stop()


def test_a_page_that_never_stops_changing_is_read_at_the_limit_and_said_so() -> None:
    ticker = "data:text/html,<table><tbody id=t></tbody></table><script>setInterval(function () {"
    ticker += " document.getElementById('t').insertAdjacentHTML('beforeend', '<tr class=record></tr>'); }, 20)</script>"
    quiet, rows, _, _ = asyncio.run(_read_after_settle(ticker, max_ms=400))
    assert not quiet and rows >= 10
