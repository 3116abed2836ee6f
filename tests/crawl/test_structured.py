"""Structured query plans end to end (issue 16): forms with no keyword box, other text boxes, resume.

The sites are :mod:`tests.sites.structured`'s: a car catalogue searchable only
by a required make select, model and year selects and a price range (labels
in table cells beside the fields), and a book search with author, title and
ISBN boxes. Unit tests: ``tests/unit/test_structured.py``.
"""

from __future__ import annotations

import json
import signal
import time
from collections import Counter
from pathlib import Path

from tests.kit.crawl import CrawlRun, read_items, run_crawl, start_crawl, stop_crawl
from tests.sites.structured import BookFieldsSite, CarSite


def harvest(site: CarSite | BookFieldsSite, tmp_path: Path, budget: int, **args: str) -> CrawlRun:
    url = site.url.rstrip("/") + site.search_path
    run = run_crawl("harvest", tmp_path, {"url": url, "budget": budget, **args})
    assert run.returncode == 0, run.log[-3000:]
    keys = [record["key"] for record in run.records]
    assert len(keys) == len(set(keys))
    assert site.hits["POST login"] == 0 and site.hits["POST newsletter"] == 0 and site.hits.of_kind("contact") == 0
    return run


def test_a_catalogue_without_a_keyword_box_is_covered_within_three_times_its_result_pages(fresh_site, tmp_path):
    """Makes first (the required select), then the capped makes refined by the models their cars showed."""
    site = fresh_site(CarSite)
    run = harvest(site, tmp_path, budget=3 * site.result_pages())
    assert site.coverage(run.records) >= 0.9
    terms = [query["term"] for query in run.queries]
    assert all(term.startswith("plan:struct::mk=") for term in terms if term != "plan:empty::")
    assert any("&md=" in term or "&pmin=" in term or "&yr=" in term for term in terms)  # refinements
    assert run.stats["hiddenweb/structured/checked"] > 0 and "hiddenweb/structured/mismatch" not in run.stats
    assert "no keyword box (structured queries only)" in run.log


def test_plan_keyword_keeps_the_old_behaviour(fresh_site, tmp_path):
    site = fresh_site(CarSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url + "find-a-car", "budget": 20, "plan": "keyword"})
    assert run.reason == "finished_no_keyword_field" and site.hits["GET results"] == 0


def test_records_that_do_not_match_the_values_queried_are_counted(fresh_site, tmp_path):
    """The site ignores the model filter: a refined query's cars show other models."""
    site = fresh_site(CarSite, ignore=("md",))
    run = harvest(site, tmp_path, budget=80)
    assert run.stats.get("hiddenweb/structured/mismatch", 0) > 0


def test_domain_queries_go_first(fresh_site, tmp_path):
    site = fresh_site(CarSite)
    domain = tmp_path / "cars.json"
    domain.write_text(
        json.dumps(
            {
                "name": "cars",
                "attributes": [{"name": "make", "aliases": ["make"]}, {"name": "model", "aliases": ["model"]}],
                "examples": [{"make": "Kia", "model": "Ceed"}],
            }
        )
    )
    queries = tmp_path / "queries.jsonl"
    queries.write_text('{"make": "Honda", "model": "Jazz"}\n')
    run = harvest(site, tmp_path, budget=10, domain=str(domain), queries=str(queries))
    terms = [query["term"] for query in run.queries]
    assert terms[1:3] == ["plan:struct::mk=Kia&md=Ceed", "plan:struct::mk=Honda&md=Jazz"]
    assert "hiddenweb/structured/mismatch" not in run.stats


def test_other_text_boxes_do_no_worse_than_the_keyword_box_alone(fresh_site, tmp_path):
    """Author, title and ISBN boxes: the author column's words in the author box beside title words."""
    site = fresh_site(BookFieldsSite)
    budget = 3 * site.result_pages()
    keyword = harvest(site, tmp_path / "keyword", budget, plan="keyword")
    auto = harvest(site, tmp_path / "auto", budget)
    assert any(query["term"].startswith("plan:struct::author=") for query in auto.queries)
    assert site.coverage(auto.records) >= site.coverage(keyword.records)


def test_a_killed_structured_harvest_resumes_without_duplicates_or_losses(fresh_site, tmp_path):
    site = fresh_site(CarSite)
    feed, args = tmp_path / "items.jsonl", {"url": site.url + "find-a-car", "budget": 3 * site.result_pages()}
    settings = {"JOBDIR": str(tmp_path / "job"), "DOWNLOAD_DELAY": "0.1", "CONCURRENT_REQUESTS": "1"}
    process, _, _ = start_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and site.hits["GET results"] < 20:  # in the makes' enumeration
        time.sleep(0.05)
    stop_crawl(process, signal.SIGKILL)
    killed_at = site.hits["GET results"]
    resumed = run_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    assert resumed.returncode == 0, resumed.log[-3000:]
    items = read_items(feed)
    terms = [item["term"] for item in items if "term" in item]
    assert len(terms) == len(set(terms)), "a query was reported twice"
    keys = Counter(item["key"] for item in items if "key" in item)
    assert max(keys.values()) == 1, "a record was emitted twice"
    assert killed_at >= 10 and site.coverage(items) >= 0.9  # nothing dropped: the resumed crawl finished the job
    assert resumed.stats.get("hiddenweb/plans/queries/empty", 0) == 0  # the plan state was replayed


def test_a_fleet_shares_a_structured_harvest(redis_url: str, fresh_site, tmp_path):
    """Two workers on Redis: no structured query twice, no record twice, the catalogue covered."""
    from tests.crawl.test_fleet import fleet_settings, run_fleet

    site = fresh_site(CarSite)
    args = {"url": site.url + "find-a-car", "budget": 3 * site.result_pages()}
    runs = run_fleet(2, tmp_path, args, fleet_settings(redis_url, "structured-fleet"))
    for run in runs:
        assert run.returncode == 0 and (run.reason or "").startswith("finished_"), run.log[-3000:]
    terms = [query["term"] for run in runs for query in run.queries]
    assert [t for t, n in Counter(terms).items() if n > 1] == []
    records = [record for run in runs for record in run.records]
    assert [k for k, n in Counter(r["key"] for r in records).items() if n > 1] == []
    assert site.coverage(records) >= 0.9


def test_a_book_search_that_indexes_stop_words_is_covered_within_three_times_its_result_pages(fresh_site, tmp_path):
    """Issue 16's target on the book search (development set): "the" first, then the stop words are candidates."""
    site = fresh_site(BookFieldsSite)
    run = harvest(site, tmp_path, 3 * site.result_pages(), plan="structured")
    terms = [query["term"] for query in run.queries if not query["term"].startswith("plan:empty:")]
    assert terms[0] == "the" and "stop words are candidates" in run.log
    assert any(term in ("plan:struct::title=of", "plan:struct::title=on") for term in terms)
    assert site.coverage(run.records) >= 0.9
