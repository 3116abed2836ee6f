"""``scrapy crawl harvest`` end to end on real search applications from PyPI (issue 14's targets).

Flask-Admin (a list view behind a login form), Roundup (an issue tracker) and
Datasette (a database browser, held out: see README) are installed from PyPI
(the ``testbed`` extra), filled with Debian packages and started by
``tests/testbed``; their HTML is their own. One harvest per
application (module-scoped), then one test per target of issue 14:

* the crawl ends cleanly (no error close reason) — and logs in where it must;
* zero duplicate records (a record's id: Flask-Admin's primary key, Roundup's
  issue number — never the "return to" state in a detail link);
* coverage ≥ 0.95 within 60 requests at 1,000 records: both applications
  list every record for an empty search and accept larger pages (Flask-Admin
  100, Roundup any), so the issue's target for such sites applies; the
  empty-query listing takes 10 requests at 100 a page (20 at the default 50).
  Single-term queries reach 0.956 on Flask-Admin today ("debian" and "org"
  are in most maintainers' addresses), not on Roundup. Datasette gets 10,000
  records: at its 100 rows a page, 60 requests reach 0.6 of them at most
  (listing or not); only its larger pages (``_size=`` up to 1,000, which it
  names only as ``_size=max`` in its export links) reach 0.95;
* the final estimate's interval holds the true size, and the estimated
  coverage is within ±0.05 of the truth;
* reported totals are read right on ≥ 95% of the queries that found records.

Assertions that need a feature built on another branch of issue 14 are
``xfail(strict=True)`` with the feature named, so they flip when it lands.
A missing application skips these tests, or fails them when
``HIDDENWEB_REQUIRE_SERVICES`` is set (CI).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.kit.crawl import CrawlRun, run_crawl
from tests.kit.redis import missing_service
from tests.testbed.base import Missing
from tests.testbed.oracle import Score, build_oracle, score
from tests.testbed.sites import start

SIZE = 1000
#: Sites harvested at another size: Datasette's page-size bound at its own 100 rows a page is 0.6 there.
SIZES = {"datasette": 10_000}
BUDGET = 60
SITES = ("flaskadmin", "roundup", "datasette")
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


def _harvest(name: str, workdir: Path) -> Harvested:
    """Start the application, harvest it, learn the true match count of every term the crawl issued."""
    size = SIZES.get(name, SIZE)
    try:
        site = start(name, workdir, size)
    except Missing as exc:
        missing_service(f"{name}: {exc}")
        raise
    with site:
        run = run_crawl("harvest", workdir / "crawl", {"url": site.start_url, "budget": BUDGET}, site.settings)
        terms = [str(query["term"]) for query in run.queries]
        oracle = build_oracle(site, size, k=0, extra_terms=terms, cache_dir=workdir)
        return Harvested(run, score(run.items, site, run.stats, oracle))


@pytest.fixture(scope="module")
def harvest(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Harvested]:
    """``harvest(name)``: the module's one harvest of that application."""
    done: dict[str, Harvested] = {}

    def get(name: str) -> Harvested:
        if name not in done:
            done[name] = _harvest(name, tmp_path_factory.mktemp(name))
        return done[name]

    return get


def _sites(**xfails: str) -> list[Any]:
    """Every site as a parameter; those named fail for the reason given (strict: they must flip)."""
    return [
        pytest.param(name, marks=pytest.mark.xfail(reason=xfails[name], strict=True) if name in xfails else ())
        for name in SITES
    ]


@pytest.mark.parametrize("name", SITES)
def test_harvest_ends_cleanly_logged_in_where_needed(name: str, harvest: Callable[[str], Harvested]) -> None:
    run = harvest(name).run
    assert run.returncode == 0, run.log[-3000:]
    assert run.reason in CLEAN, run.log[-3000:]
    assert harvest(name).score.records > 0, run.log[-3000:]
    if name == "flaskadmin":  # every page is behind its login form
        assert run.stats.get("hiddenweb/sessions/logins", 0) >= 1
        assert harvest(name).score.coverage > 0


@pytest.mark.parametrize("name", SITES)
def test_no_duplicate_records(name: str, harvest: Callable[[str], Harvested]) -> None:
    result = harvest(name).score
    assert result.duplicates == 0, f"{result.duplicates} of {result.records} rows"


@pytest.mark.parametrize("name", SITES)
def test_rows_are_records(name: str, harvest: Callable[[str], Harvested]) -> None:
    result = harvest(name).score
    assert result.coverage > 0.25
    assert result.no_id <= 0.02 * result.records, f"{result.no_id} of {result.records} rows are no record"


@pytest.mark.parametrize("name", SITES)
def test_coverage(name: str, harvest: Callable[[str], Harvested]) -> None:
    # Flask-Admin: single-term queries reach 0.956 today ("debian" and "org" are in most maintainers'
    # addresses); the empty-query listing at 100 a page should take both sites to ~1. Datasette: 0.6 at
    # most at its own page size (see the module's text).
    assert harvest(name).score.coverage >= 0.95


@pytest.mark.parametrize("name", SITES)
def test_estimate_interval_holds_truth(name: str, harvest: Callable[[str], Harvested]) -> None:
    result = harvest(name).score
    assert result.interval_holds_truth, (result.estimated_low, result.estimated_size, result.estimated_high)
    assert result.estimated_coverage is not None
    assert abs(result.estimated_coverage - result.coverage) <= 0.05, (result.estimated_coverage, result.coverage)


@pytest.mark.parametrize("name", _sites())
def test_totals_read_right(name: str, harvest: Callable[[str], Harvested]) -> None:
    result = harvest(name).score
    assert result.totals_shown > 0
    assert (result.totals_right_share or 0) >= 0.95, (result.totals_right, result.totals_shown)


def test_datasette_pages_at_a_larger_size_it_names_only_as_max(harvest: Callable[[str], Harvested]) -> None:
    # its _size appears only as _size=max (the CSV link, the export form); a probe finds the size it takes
    stats = harvest("datasette").run.stats
    assert stats.get("hiddenweb/plans/page_size", 0) >= 500, {k: v for k, v in stats.items() if "plans" in k}


def test_datasette_search_helper_agrees_with_the_texts_it_was_filled_with(tmp_path: Path) -> None:
    # the oracle asks Datasette's JSON API; the harvest reads its HTML: both are its FTS5 search
    try:
        site = start("datasette", tmp_path, 300)
    except Missing as exc:
        missing_service(f"datasette: {exc}")
        raise
    with site:
        assert site.search is not None
        for word in ("library", "perl", "python", "data"):
            ids, pages = site.search(word)
            expected = {rid for rid, text in site.texts.items() if word in re.findall(r"[^\W_]+", text.lower())}
            assert set(ids) == expected and len(ids) == len(set(ids)) and expected, word
            assert pages == max(1, -(-len(ids) // 100))
