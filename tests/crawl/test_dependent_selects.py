"""Dependent selects filled by a script, read through the browser (issue 16, "Bad input").

The site is :class:`tests.sites.structured.DependentCarSite`: the car catalogue
whose model select is empty in the HTML and filled from a JSON endpoint once a
make is chosen. With rendering allowed the harvest opens the form's page in
Chromium once per make, chooses it and reads the models; with
``HIDDENWEB_RENDER=never`` it still harvests by makes and refinement alone.
Unit tests of the detection: ``tests/unit/test_structured.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.kit.crawl import CrawlRun, run_crawl
from tests.sites.structured import MAKES, DependentCarSite

pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="needs Chromium: apt-get install -y chromium"
)


def harvest(site: DependentCarSite, tmp_path: Path, budget: int, settings: dict | None = None) -> CrawlRun:
    url = site.url.rstrip("/") + site.search_path
    run = run_crawl("harvest", tmp_path, {"url": url, "budget": budget}, settings or {}, timeout=240)
    assert run.returncode == 0, run.log[-3000:]
    keys = [record["key"] for record in run.records]
    assert len(keys) == len(set(keys))
    return run


def test_the_models_a_script_fills_are_read_in_the_browser_per_make(fresh_site, tmp_path):
    site = fresh_site(DependentCarSite)
    run = harvest(site, tmp_path, 3 * site.result_pages())
    assert "model's options are filled by a script after make; reading them in the browser" in run.log
    assert site.hits["GET models"] == len(MAKES)  # one browser read per make, none twice
    assert run.stats["hiddenweb/structured/dependent_reads"] == len(MAKES)
    assert run.stats["hiddenweb/rendering/reason/route"] == len(MAKES)  # nothing else went to the browser
    assert run.stats["hiddenweb/structured/dependent_options_read"] == sum(len(m) for m in MAKES.values())
    assert any("&md=" in query["term"] for query in run.queries)  # models under their make
    assert site.coverage(run.records) >= 0.9
    # it stops with budget left (no candidate query): the requests it reports are those it sent (the
    # search page is not charged), not those it had reserved of the budget
    assert run.reason != "finished_budget_exhausted"
    assert run.stats["hiddenweb/requests"] < run.stats["downloader/request_count"]


def test_without_the_browser_makes_and_refinement_alone_still_harvest_it(fresh_site, tmp_path):
    site = fresh_site(DependentCarSite)
    run = harvest(site, tmp_path, 3 * site.result_pages(), {"HIDDENWEB_RENDER": "never"})
    assert "hiddenweb/structured/dependent_reads" not in run.stats and site.hits["GET models"] == 0
    assert not any("&md=" in query["term"] for query in run.queries)
    assert site.coverage(run.records) >= 0.9


def test_where_queries_show_few_records_the_models_read_in_the_browser_reach_more(fresh_site, tmp_path):
    """One result page a query (at most 10 cars): the models its cars show are not all the make's."""
    browser_site, plain_site = fresh_site(DependentCarSite, result_cap=10), fresh_site(DependentCarSite, result_cap=10)
    budget = 3 * browser_site.result_pages()
    browser = harvest(browser_site, tmp_path / "browser", budget)
    never = harvest(plain_site, tmp_path / "never", budget, {"HIDDENWEB_RENDER": "never"})
    covered, plain = browser_site.coverage(browser.records), plain_site.coverage(never.records)
    assert covered >= 0.95 and plain >= 0.6 and covered >= plain + 0.1, (covered, plain)
