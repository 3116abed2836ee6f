"""``scrapy crawl harvest`` end to end on real search applications from PyPI (issue 14's targets).

Flask-Admin (a list view behind a login form) and Roundup (an issue tracker)
are installed from PyPI (the ``testbed`` extra), filled with Debian packages
and started by ``tests/testbed``; their HTML is their own. One harvest per
application (module-scoped), then one test per target of issue 14:

* the crawl ends cleanly (no error close reason) — and logs in where it must;
* zero duplicate records (a record's id: Flask-Admin's primary key, Roundup's
  issue number — never the "return to" state in a detail link);
* coverage ≥ 0.95 within 60 requests at 1,000 records: both applications
  list every record for an empty search and accept larger pages (Flask-Admin
  100, Roundup any), so the issue's target for such sites applies; the
  empty-query listing takes 10 requests at 100 a page (20 at the default 50).
  Single-term queries reach 0.956 on Flask-Admin today ("debian" and "org"
  are in most maintainers' addresses), not on Roundup;
* the final estimate's interval holds the true size, and the estimated
  coverage is within ±0.05 of the truth;
* reported totals are read right on ≥ 95% of the queries that found records.

Assertions that need a feature built on another branch of issue 14 are
``xfail(strict=True)`` with the feature named, so they flip when it lands.
A missing application skips these tests, or fails them when
``HIDDENWEB_REQUIRE_SERVICES`` is set (CI).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.kit.crawl import CrawlRun, run_crawl
from tests.kit.redis import missing_service
from tests.testbed.base import Missing
from tests.testbed.oracle import Oracle, Score, build_oracle, score
from tests.testbed.sites import start

SIZE = 1000
BUDGET = 60
#: Close reasons of a harvest that did its work (the budget, the coverage, the yield or the candidates ran out).
CLEAN = {
    "finished_budget_exhausted",
    "finished_coverage_reached",
    "finished_low_yield",
    "finished_no_candidate_queries",
}


@dataclass
class Harvested:
    run: CrawlRun
    score: Score
    truth: int


def _harvest(name: str, workdir: Path) -> Iterator[Harvested]:
    try:
        site = start(name, workdir, SIZE)
    except Missing as exc:
        missing_service(f"{name}: {exc}")
    with site:
        run = run_crawl("harvest", workdir / "crawl", {"url": site.start_url, "budget": BUDGET}, site.settings)
        # the true match count of every term the crawl issued (its totals are judged against them)
        terms = [str(query["term"]) for query in run.queries]
        oracle: Oracle = build_oracle(site, SIZE, k=0, extra_terms=terms, cache_dir=workdir)
        yield Harvested(run, score(run.items, site, run.stats, oracle), len(site.truth))


@pytest.fixture(scope="module")
def flaskadmin(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Harvested]:
    yield from _harvest("flaskadmin", tmp_path_factory.mktemp("flaskadmin"))


@pytest.fixture(scope="module")
def roundup(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Harvested]:
    yield from _harvest("roundup", tmp_path_factory.mktemp("roundup"))


def _clean_end(harvest: Harvested) -> None:
    run = harvest.run
    assert run.returncode == 0, run.log[-3000:]
    assert run.reason in CLEAN, run.log[-3000:]
    assert harvest.score.records > 0, run.log[-3000:]


def _interval_holds_truth(harvest: Harvested) -> None:
    result = harvest.score
    assert result.interval_holds_truth, (result.estimated_low, result.estimated_size, result.estimated_high)
    assert result.estimated_coverage is not None
    assert abs(result.estimated_coverage - result.coverage) <= 0.05, (result.estimated_coverage, result.coverage)


def _totals_read_right(harvest: Harvested) -> None:
    result = harvest.score
    assert result.totals_shown > 0
    assert (result.totals_right_share or 0) >= 0.95, (result.totals_right, result.totals_shown)


# -- Flask-Admin -------------------------------------------------------------------------------------


def test_flaskadmin_logs_in_and_ends_cleanly(flaskadmin: Harvested) -> None:
    _clean_end(flaskadmin)
    assert flaskadmin.run.stats.get("hiddenweb/sessions/logins", 0) >= 1
    assert flaskadmin.score.coverage > 0


@pytest.mark.xfail(
    reason="needs record identity (issue 14.1): detail links carry a url= 'return to' argument", strict=True
)
def test_flaskadmin_no_duplicate_records(flaskadmin: Harvested) -> None:
    assert flaskadmin.score.duplicates == 0, f"{flaskadmin.score.duplicates} of {flaskadmin.score.records} rows"


def test_flaskadmin_coverage(flaskadmin: Harvested) -> None:
    # Single-term queries reach 0.956 here today ("debian" and "org" are in most maintainers' addresses);
    # the empty-query listing at 100 a page should take it to ~1.
    assert flaskadmin.score.coverage >= 0.95


@pytest.mark.xfail(reason="needs honest coverage intervals (issue 14.3)", strict=True)
def test_flaskadmin_estimate_interval_holds_truth(flaskadmin: Harvested) -> None:
    _interval_holds_truth(flaskadmin)


@pytest.mark.xfail(reason="needs learned totals (issue 14.2): 'List (N)' was read as the page size", strict=True)
def test_flaskadmin_totals_read_right(flaskadmin: Harvested) -> None:
    _totals_read_right(flaskadmin)


# -- Roundup -----------------------------------------------------------------------------------------


def test_roundup_ends_cleanly(roundup: Harvested) -> None:
    _clean_end(roundup)


def test_roundup_no_duplicate_records(roundup: Harvested) -> None:
    assert roundup.score.duplicates == 0, f"{roundup.score.duplicates} of {roundup.score.records} rows"


@pytest.mark.xfail(
    reason="needs the empty-query listing first (issue 14.4), or a wrapper that does not take the header cells "
    "of a one-result page for records: today the first query ('group', one issue) teaches it ID/Activity/Title/Status",
    strict=True,
)
def test_roundup_rows_are_records(roundup: Harvested) -> None:
    result = roundup.score
    assert result.coverage > 0.5
    assert result.no_id <= 0.02 * result.records, f"{result.no_id} of {result.records} rows are no issue"


@pytest.mark.xfail(reason="needs the empty-query listing and page-size plans (issue 14.4)", strict=True)
def test_roundup_coverage(roundup: Harvested) -> None:
    assert roundup.score.coverage >= 0.95


@pytest.mark.xfail(reason="needs honest coverage intervals (issue 14.3)", strict=True)
def test_roundup_estimate_interval_holds_truth(roundup: Harvested) -> None:
    _interval_holds_truth(roundup)


@pytest.mark.xfail(reason="needs learned totals (issue 14.2): '1..50 out of N' is not read", strict=True)
def test_roundup_totals_read_right(roundup: Harvested) -> None:
    _totals_read_right(roundup)
