"""A chain of dependent selects and a select filled on load, read through the browser (issue 16, "Bad input").

The sites are :class:`tests.sites.dependent.ChainCarSite` (make → model →
trim, model and trim filled from JSON endpoints once their parent is chosen)
and :class:`tests.sites.dependent.LoadedCarSite` (the required make select
filled as the page loads). Real Chromium through scrapy-playwright; the same
crawls with ``HIDDENWEB_RENDER=never`` for comparison. The first level alone
(a model after its make): ``tests/crawl/test_dependent_selects.py``.
"""

from __future__ import annotations

import signal
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.kit.crawl import CrawlRun, read_items, run_crawl, start_crawl, stop_crawl
from tests.sites.dependent import CHAIN, ChainCarSite, LoadedCarSite
from tests.sites.structured import CarSite

pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="needs Chromium: apt-get install -y chromium"
)
MODELS = sum(len(models) for models in CHAIN.values())


def harvest(site: CarSite, tmp_path: Path, settings: dict | None = None) -> CrawlRun:
    url = site.url.rstrip("/") + site.search_path
    run = run_crawl("harvest", tmp_path, {"url": url, "budget": 3 * site.result_pages()}, settings or {}, timeout=240)
    assert run.returncode == 0, run.log[-3000:]
    keys = [record["key"] for record in run.records]
    assert len(keys) == len(set(keys))
    return run


def _trims(run: CrawlRun) -> list[str]:
    return [query["term"] for query in run.queries if "tr=" in query["term"]]


def test_the_chain_is_read_per_make_then_per_model_and_trims_queried_under_both(fresh_site, tmp_path):
    site = fresh_site(ChainCarSite, result_cap=10)
    run = harvest(site, tmp_path)
    assert "trim's options are filled by a script after model; reading them in the browser" in run.log
    assert site.hits["GET models"] == len(CHAIN) + MODELS  # the level-2 routes choose the make again
    assert site.hits["GET trims"] == MODELS  # one read a model, none twice
    assert run.stats["hiddenweb/structured/dependent_reads"] == len(CHAIN) + MODELS
    trims = _trims(run)
    assert trims and all("&md=" in term and "mk=" in term for term in trims)  # never without make and model
    never = harvest(fresh_site(ChainCarSite, result_cap=10), tmp_path / "never", {"HIDDENWEB_RENDER": "never"})
    assert not _trims(never) and "hiddenweb/structured/dependent_reads" not in never.stats
    covered, plain = site.coverage(run.records), site.coverage(never.records)
    assert covered >= 0.9 and covered >= plain + 0.15, (covered, plain)


def test_a_make_select_filled_on_load_is_read_once_then_enumerated(fresh_site, tmp_path):
    site = fresh_site(LoadedCarSite)
    run = harvest(site, tmp_path)
    assert site.hits["GET makes"] == 1 and run.stats["hiddenweb/structured/dependent_reads"] == 1
    assert "Options of mk filled by a script on load: 8" in run.log
    assert site.coverage(run.records) >= 0.9
    plain_site = fresh_site(LoadedCarSite)
    never = harvest(plain_site, tmp_path / "never", {"HIDDENWEB_RENDER": "never"})
    assert plain_site.coverage(never.records) < 0.1  # no make to choose: the site answers "choose a make"


def test_a_resumed_crawl_reads_nothing_again_and_plans_with_the_logged_options(fresh_site, tmp_path):
    """Killed after its reads: the resumed crawl opens no page in the browser and still queries trims."""
    site = fresh_site(ChainCarSite, result_cap=10)
    feed = tmp_path / "items.jsonl"
    args = {"url": site.url.rstrip("/") + site.search_path, "budget": 3 * site.result_pages()}
    settings = {"JOBDIR": str(tmp_path / "job"), "DOWNLOAD_DELAY": "0.1", "CONCURRENT_REQUESTS": "1"}
    process, _, _ = start_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and site.hits["GET results"] < 15:  # the reads are done before any query
        time.sleep(0.05)
    log = stop_crawl(process, signal.SIGKILL)
    assert site.hits["GET trims"] == MODELS, log[-3000:]
    reads = site.hits["GET models"] + site.hits["GET trims"]
    resumed = run_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    assert resumed.returncode == 0, resumed.log[-3000:]
    assert site.hits["GET models"] + site.hits["GET trims"] == reads  # no page read again
    assert "hiddenweb/structured/dependent_reads" not in resumed.stats
    assert _trims(resumed)  # planned with the options logged before the kill
    items = read_items(feed)
    terms = [item["term"] for item in items if "term" in item]
    assert len(terms) == len(set(terms)) and any("tr=" in term for term in terms)
    assert max(Counter(item["key"] for item in items if "key" in item).values()) == 1
    assert site.coverage(items) >= 0.9
