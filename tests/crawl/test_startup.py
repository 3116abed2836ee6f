"""Issue 17's start-up: a harvest of a plain site does not import the browser stack."""

from __future__ import annotations

from pathlib import Path

from hiddenweb.middlewares.handlers import DRIVERS_STARTED
from tests.kit.crawl import run_crawl

IMPORTED = {"EXTENSIONS": {"tests.kit.imports.ImportedModules": 0}}


def test_a_plain_site_harvest_imports_no_playwright(get_filters_site, tmp_path: Path) -> None:
    run = run_crawl("harvest", tmp_path, {"url": get_filters_site.url, "budget": 20}, settings=IMPORTED)
    assert run.returncode == 0, run.log[-3000:]
    assert run.reason == "finished_budget_exhausted" and run.queries
    # Playwright (and its driver) wait for a page that needs the browser
    assert run.stats["test/imported"] == [], run.stats["test/imported"]
    assert DRIVERS_STARTED not in run.stats and not any(key.startswith("playwright/") for key in run.stats)
