"""Issue 17's start-up: a harvest of a plain site imports neither the browser stack nor ``discover``'s core."""

from __future__ import annotations

from pathlib import Path

from hiddenweb.middlewares.handlers import DRIVERS_STARTED
from tests.kit.crawl import run_crawl

IMPORTED = {"EXTENSIONS": {"tests.kit.imports.ImportedModules": 0}}


def test_a_plain_site_harvest_imports_no_playwright_and_no_discover_core(get_filters_site, tmp_path: Path) -> None:
    run = run_crawl("harvest", tmp_path, {"url": get_filters_site.url, "budget": 20}, settings=IMPORTED)
    assert run.returncode == 0, run.log[-3000:]
    assert run.reason == "finished_budget_exhausted" and run.queries
    # Scrapy's spider loader imports the discover spider too: its learning core (the link classifier,
    # Stemmer, the frontier, near-duplicates) waits for a discover crawl; Playwright for a page that needs it
    assert run.stats["test/imported"] == [], run.stats["test/imported"]
    assert DRIVERS_STARTED not in run.stats and not any(key.startswith("playwright/") for key in run.stats)
