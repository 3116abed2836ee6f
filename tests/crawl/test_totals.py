"""Reported totals learnt per site, harvested end to end (``tests/sites/totals.py``)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from hiddenweb.harvest.plans import is_listing
from tests.kit.crawl import run_crawl
from tests.sites import AdminListSite, EditionsSite


def _warnings_about_totals(log: str) -> int:
    return sum("WARNING" in line and "disagrees with the" in line for line in log.splitlines())


def test_totals_the_regular_expressions_miss_are_learnt_where_they_sit(fresh_site, tmp_path: Path) -> None:
    """The total in a tab ("List (445)"), rows full of numbers ("3 items"): the regular expressions find
    no total (the records are set aside while a page's total is read, so no record's cell is taken for
    one); the place that agreed with the listing gives the reports' guesses, then is confirmed."""
    site = fresh_site(AdminListSite)
    # The listing has every record: the harvest would stop once the keyword queries confirm its total.
    # It goes on here (no coverage or yield stop), for the totals of many keyword queries to be read.
    unstopped = {"HIDDENWEB_TARGET_COVERAGE": 0, "HIDDENWEB_MIN_NEW_PER_REQUEST": 0}
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 120}, unstopped)
    assert run.returncode == 0, run.log[-3000:]
    assert max(Counter(record["key"] for record in run.records).values()) == 1
    assert len(run.records) == len(site.records)  # the listing's records are not new again on a keyword page
    stats = run.stats
    assert "list ( [#] )" in stats["hiddenweb/totals/locator"]
    assert "hiddenweb/totals/disagree" not in stats and _warnings_about_totals(run.log) == 0
    listed = [query for query in run.queries if query["records"]]
    assert is_listing(listed[0]["term"]) and not listed[0]["total_trusted"]  # the empty query's 20 pages first
    first = next(i for i, query in enumerate(listed) if query["total_trusted"])
    # The listing agreed with the tab over its 20 pages; the keyword queries after it stop early (few
    # new records) and show other numbers there: confirmed at the end of the second of them, whose
    # report states the total read there; the listing and the first report the tab's number as a guess
    # (the regular expressions read none), and every page from then on is read where the total sits.
    assert first == 2 and len(listed) - first >= 10
    assert listed[0]["reported_total"] == len(site.records) and not listed[1]["total_trusted"]
    assert listed[1]["reported_total"] == len(site.expected(listed[1]["term"]))
    assert stats["hiddenweb/totals/trusted"] >= sum(query["pages"] for query in listed[first + 1 :])
    assert stats["hiddenweb/totals/read_right"] == 1.0
    for query in listed[first:]:  # once confirmed, every total is read where it sits, and right
        assert query["total_trusted"] and query["reported_total"] == len(site.expected(query["term"])), query
    assert site.coverage(run.records) >= 0.9


def test_totals_that_disagree_with_pagination_are_counted_and_not_trusted(fresh_site, tmp_path: Path) -> None:
    """The site's "Results 1 – 10 of 57" counts editions while works are listed: every stated total
    disagrees with pagination; the crawl goes on, counts it, warns once and stops using those totals."""
    site = fresh_site(EditionsSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 120})
    assert run.returncode == 0, run.log[-3000:]
    assert run.reason == "finished_budget_exhausted"
    stats = run.stats
    assert stats["hiddenweb/totals/disagree"] > 0 and _warnings_about_totals(run.log) == 1
    assert stats["hiddenweb/totals/guess_trusted"] is False and stats["hiddenweb/totals/locator"] is None
    assert "hiddenweb/totals/trusted" not in stats
    listed = [query for query in run.queries if query["records"]]
    assert not any(query["total_trusted"] for query in run.queries)
    for query in listed:  # what the site says, never the works listed, until it is no longer used
        assert query["reported_total"] in (None, site.stated(query["term"])), query
    dropped = next(i for i, query in enumerate(listed) if query["reported_total"] is None)
    assert dropped <= 8 and all(query["reported_total"] is None for query in listed[dropped:])
    assert len(listed) - dropped >= 10
    assert site.coverage(run.records) >= 0.5
