"""Queries beyond single terms, end to end: listings, page sizes, splits, and sites that answer them wrongly.

The sites are :class:`tests.sites.PlansSite` variants (a library catalogue of
1,000 books); the unit tests of the detection and verification logic are in
``tests/unit/test_plans.py``.
"""

from __future__ import annotations

import signal
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.kit.crawl import CrawlRun, read_items, run_crawl, start_crawl, stop_crawl
from tests.sites import PlansSite


def harvest(site: PlansSite, tmp_path: Path, budget: int) -> CrawlRun:
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": budget})
    assert run.returncode == 0, run.log[-3000:]
    keys = [record["key"] for record in run.records]
    assert len(keys) == len(set(keys))
    assert site.hits["POST login"] == 0 and site.hits["POST newsletter"] == 0
    return run


def plan_queries(run: CrawlRun, kind: str) -> list[dict]:
    return [query for query in run.queries if query["term"].startswith(f"plan:{kind}:")]


def test_per_page_select_and_an_empty_query_that_lists_everything(fresh_site, tmp_path: Path) -> None:
    """A per-page select up to 200 and a listing for the empty query: nearly everything in 25 requests."""
    site = fresh_site(PlansSite, per_page="select", sizes=(10, 50, 100, 200), empty="list")
    run = harvest(site, tmp_path, budget=25)
    assert site.coverage(run.records) >= 0.95
    assert run.stats["hiddenweb/plans/listing_found"] == 1
    assert run.stats["hiddenweb/plans/page_size"] == 200
    [probe] = plan_queries(run, "pagesize")  # the largest size offered, accepted at once, pages the listing
    assert probe["term"].endswith("per_page=200") and probe["pages"] == 5 and probe["records"] == 1000
    assert "Page size: per_page=200 gives 200 records a page" in run.log


def test_per_page_links_only(fresh_site, tmp_path: Path) -> None:
    """No select: "Results per page" links on result pages; sizes above the largest offered are tried too."""
    site = fresh_site(
        PlansSite, per_page="links", sizes=(10, 25, 50, 100), max_per_page=100, empty="prompt", result_cap=None
    )
    run = harvest(site, tmp_path, budget=60)
    assert run.stats["hiddenweb/plans/empty_refused/prompt"] >= 1
    assert run.stats["hiddenweb/plans/page_size"] > 50  # 100, or what the probe's query had if fewer
    assert "Page size: per_page=100 gives" in run.log
    assert run.stats["hiddenweb/plans/pagesize_rejected/error"] == 3  # 1000, 500, 200: the site's error page
    [accepted] = [query for query in plan_queries(run, "pagesize") if query["term"].endswith("per_page=100")]
    assert accepted["records"] > 50
    terms = [query for query in run.queries if not query["term"].startswith("plan:")]
    assert max(query["records"] / query["pages"] for query in terms) > 50  # later queries use the larger pages
    assert site.coverage(run.records) >= 0.5


def test_a_capped_listing_is_split_over_the_category_select(fresh_site, tmp_path: Path) -> None:
    """The listing shows 300 of 1,000 records: one query per subject (facet counts in the select) reaches the rest."""
    site = fresh_site(PlansSite, per_page="select", sizes=(10, 50, 100), max_per_page=100, listing_cap=300)
    run = harvest(site, tmp_path, budget=40)
    assert run.stats["hiddenweb/plans/splits"] >= 1
    splits = plan_queries(run, "split")
    assert len(splits) >= 5 and all("subject=" in query["term"] for query in splits)
    assert site.coverage(run.records) >= 0.95


def test_a_killed_listing_resumes_where_it_was(fresh_site, tmp_path: Path) -> None:
    """Killed while paging the listing: the resumed crawl neither probes the page size again nor repeats a query."""
    site = fresh_site(PlansSite, per_page="select", sizes=(10, 25, 50, 100), empty="list")
    feed, args = tmp_path / "items.jsonl", {"url": site.url, "budget": 30}
    settings = {"JOBDIR": str(tmp_path / "job"), "DOWNLOAD_DELAY": "0.2", "CONCURRENT_REQUESTS": "1"}
    process, _, _ = start_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and site.hits["GET results"] < 6:  # 2 probes, "", per_page=100, 2 pages
        time.sleep(0.05)
    stop_crawl(process, signal.SIGKILL)
    resumed = run_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    assert resumed.returncode == 0, resumed.log[-3000:]
    items = read_items(feed)
    terms = [item["term"] for item in items if "term" in item]
    assert len(terms) == len(set(terms)), "a query was issued twice"
    keys = Counter(item["key"] for item in items if "key" in item)
    assert max(keys.values()) == 1, "a record was emitted twice"
    # The plan state was replayed, not learned again: no second empty query, no second probe, no new decision.
    assert resumed.stats.get("hiddenweb/plans/queries/empty", 0) == 0
    assert "hiddenweb/plans/page_size" not in resumed.stats and "lists the database" not in resumed.log
    assert len([t for t in terms if t.startswith("plan:pagesize:")]) <= 1
    assert site.hits["GET results"] <= 30 and site.coverage(items) > 0.25


def test_a_listing_is_paged_at_the_site_size_when_no_larger_page_is_accepted(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(PlansSite, per_page="select", bad_size="error", empty="list")
    run = harvest(site, tmp_path, budget=40)
    assert run.stats["hiddenweb/plans/pagesize_rejected/error"] == 3  # 100, 50, 25: every size but the site's
    assert "hiddenweb/plans/page_size" not in run.stats
    [listing] = plan_queries(run, "listing")
    assert listing["term"] == "plan:listing::" and listing["pages"] > 20 and listing["new_records"] > 200
    assert site.coverage(run.records) > 0.25


@pytest.mark.parametrize(
    ("kwargs", "stat"),
    [
        ({"bad_size": "error"}, "hiddenweb/plans/pagesize_rejected/error"),
        ({"bad_size": "fewer"}, "hiddenweb/plans/pagesize_rejected/fewer"),
        ({"bad_size": "different"}, "hiddenweb/plans/pagesize_rejected/different"),
        ({"empty": "error", "per_page": None}, "hiddenweb/plans/empty_refused/error"),
        ({"empty": "prompt", "per_page": None}, "hiddenweb/plans/empty_refused/prompt"),
        ({"empty": "repeat", "per_page": None}, "hiddenweb/plans/listing_repeats"),
    ],
    ids=["size-error-page", "size-fewer", "size-different", "empty-error", "empty-prompt", "listing-repeats"],
)
def test_bad_answers_are_counted_and_the_crawl_goes_on(fresh_site, tmp_path: Path, kwargs: dict, stat: str) -> None:
    site = fresh_site(PlansSite, **{"empty": "none", **kwargs})
    run = harvest(site, tmp_path, budget=50)
    assert run.stats.get(stat, 0) >= 1, {k: v for k, v in run.stats.items() if "plans" in k}
    assert "hiddenweb/plans/page_size" not in run.stats
    assert run.reason == "finished_budget_exhausted"
    terms = [query for query in run.queries if not query["term"].startswith("plan:")]
    assert len(terms) >= 5 and site.coverage(run.records) > 0.1  # keyword queries do the work
    if kwargs.get("empty") in ("error", "prompt"):
        assert [q["records"] for q in plan_queries(run, "empty")] == [0, 0]  # "" then "*"; nothing kept
