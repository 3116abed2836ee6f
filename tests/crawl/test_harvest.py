"""``scrapy crawl harvest`` end to end against the local test sites."""

from __future__ import annotations

import json
import signal
import socket
import time
from collections import Counter
from pathlib import Path

import pytest

from tests.kit.crawl import read_items, run_crawl, start_crawl, stop_crawl
from tests.sites import TitlesSite, start_site


def _no_unsafe_traffic(site) -> None:
    """Safe by default: no login/newsletter/contact submission, robots.txt obeyed."""
    assert site.hits["POST login"] == 0
    assert site.hits["POST newsletter"] == 0
    assert site.hits["POST contact"] == 0
    assert site.hits.of_kind("admin") == 0


def _assert_distinct(run) -> None:
    keys = Counter(record["key"] for record in run.records)
    assert keys and max(keys.values()) == 1, "a record was emitted twice"
    terms = Counter(query["term"] for query in run.queries)
    assert max(terms.values()) == 1, "a query was issued twice"


def test_get_form_with_filters_and_hidden_token(get_filters_site, tmp_path: Path) -> None:
    site = get_filters_site
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 60})
    assert run.returncode == 0, run.log[-3000:]
    assert run.reason == "finished_budget_exhausted"
    _assert_distinct(run)
    # The form is one link away from the home page; its hidden csrf token was echoed (else 403).
    assert run.stats["hiddenweb/form"].endswith("(kw)")
    assert run.stats.get("downloader/response_status_count/403", 0) == 0
    assert site.coverage(run.records) >= 0.5
    assert run.stats["downloader/request_count"] <= 60 + 2  # budget, plus robots.txt
    record = run.records[0]
    assert record["detail_url"] and record["fields"] and record["query"] and record["site"]
    assert {"term", "reported_total", "pages", "new_records", "cumulative_records"} <= set(run.queries[0])
    assert run.stats["hiddenweb/records"] == len(run.records)
    # Every query's report is in the crawl log beside the feed (not in the stats), with the requests spent.
    assert "hiddenweb/query_log" not in run.stats
    logged = [json.loads(line) for line in (tmp_path / "items.crawl.jsonl").read_text().splitlines()]
    ended = [event for event in logged if event["event"] == "query"]
    assert [event["term"] for event in ended] == [q["term"] for q in run.queries]
    assert 0 < ended[-1]["requests"] <= run.stats["downloader/request_count"]
    assert logged[0]["event"] == "start" and logged[-1]["event"] == "end"
    assert logged[-1]["reason"] == run.reason and logged[-1]["records"] == len(run.records)
    # The scheduler wakes the engine through the one private Scrapy attribute it uses
    # (hiddenweb.schedulers.query.engine_wakeup): this fails when a Scrapy upgrade removes it.
    assert "hiddenweb/errors/engine_wakeup" not in run.stats
    _no_unsafe_traffic(site)


def test_post_form_with_table_and_more_results_button(post_form_site, tmp_path: Path) -> None:
    site = post_form_site
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 60})
    assert run.returncode == 0, run.log[-3000:]
    _assert_distinct(run)
    assert site.hits["POST results"] > 0
    # "More results" is a POST form: some query must have read more than one page.
    assert max(query["pages"] for query in run.queries) > 1
    assert site.coverage(run.records) >= 0.6
    _no_unsafe_traffic(site)


def test_capped_results_stop_at_the_cap(capped_site, tmp_path: Path) -> None:
    site = capped_site
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 60})
    assert run.returncode == 0, run.log[-3000:]
    _assert_distinct(run)
    capped = [q for q in run.queries if q["capped"]]
    assert capped, "no query hit the site's result cap"
    for query in capped:
        assert query["records"] <= site.result_cap < query["reported_total"]
    assert site.coverage(run.records) > 0.2


def test_opaque_token_pagination(token_pages_site, tmp_path: Path) -> None:
    site = token_pages_site
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 50})
    assert run.returncode == 0, run.log[-3000:]
    _assert_distinct(run)
    assert any(record["page"] > 1 for record in run.records)
    assert any("t=" in entry.query for entry in site.requests if entry.kind == "results")
    assert site.coverage(run.records) >= 0.5


def test_sparse_site_with_mostly_empty_results(sparse_site, tmp_path: Path) -> None:
    site = sparse_site
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 80})
    assert run.returncode == 0, run.log[-3000:]
    assert run.stats.get("hiddenweb/result_pages_empty", 0) > 0
    empty = [q for q in run.queries if q["empty"]]
    assert empty and all(q["records"] == 0 for q in empty)
    assert site.coverage(run.records) >= 0.5


@pytest.mark.parametrize(
    ("fixture", "reason"),
    [
        ("no_form_site", "finished_no_search_form"),
        ("error_site", "finished_site_errors"),
        ("hanging_site", "finished_site_errors"),
    ],
)
def test_bad_sites_close_cleanly(fixture: str, reason: str, request, tmp_path: Path) -> None:
    site = request.getfixturevalue(fixture)
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 40}, {"DOWNLOAD_TIMEOUT": "1", "RETRY_TIMES": "0"})
    assert run.returncode == 0, run.log[-3000:]
    assert run.reason == reason
    assert "Traceback" not in run.log
    _no_unsafe_traffic(site)


def test_search_form_without_keyword_box(fresh_site, tmp_path: Path) -> None:
    """A search form of selects only (browse by facets) has nothing to type queries into (with ``plan=keyword``;
    the default plan harvests it with structured queries: ``tests/crawl/test_structured.py``)."""
    from tests.sites import Response
    from tests.sites.broken import NoFormSite

    class FacetsOnlySite(NoFormSite):
        def search_page(self, request):
            return self.page(
                "Search",
                """<h1>Browse the catalogue</h1>
<form method="get" action="/results" role="search"><label>Subject <select name="subject">
<option value="history">History</option><option value="poetry">Poetry</option></select></label>
<label>Decade <select name="decade"><option>1950s</option><option>1960s</option></select></label>
<button type="submit">Search</button></form>""",
            )

        def results(self, request):
            return Response.html("<html><body><p>No results</p></body></html>")

    site = fresh_site(FacetsOnlySite)
    run = run_crawl("harvest", tmp_path, {"url": site.search_url, "plan": "keyword"})
    assert run.reason == "finished_no_keyword_field", run.log[-2000:]
    assert run.log.count("has no keyword box") == 1
    assert site.hits.of_kind("results") == 0


def test_detail_pages_count_in_the_budget(get_filters_site, tmp_path: Path) -> None:
    run = run_crawl(
        "harvest", tmp_path, {"url": get_filters_site.url, "budget": 40}, {"HIDDENWEB_FOLLOW_DETAILS": "True"}
    )
    assert run.returncode == 0, run.log[-3000:]
    detailed = [record for record in run.records if record["detail_text"]]
    assert detailed and len(detailed) == run.stats["hiddenweb/detail_pages"]
    for record in detailed:
        assert record["fields"] and any(value[:20] in record["detail_text"] for value in record["raw"].values())
    assert run.stats["downloader/request_count"] <= 40 + 2  # budget, plus robots.txt
    _assert_distinct(run)


def test_unreachable_site(tmp_path: Path) -> None:
    with socket.socket() as sock:  # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    run = run_crawl("harvest", tmp_path, {"url": f"http://127.0.0.1:{port}/"}, {"RETRY_TIMES": "0"})
    assert run.returncode == 0
    assert run.reason == "finished_site_unreachable"
    assert "Traceback" not in run.log


@pytest.mark.parametrize(
    "args",
    [
        {"url": "ftp://example.org/"},
        {"url": "http://127.0.0.1/", "budget": "lots"},
        {"url": "http://127.0.0.1/", "policy": "clever"},
        {"url": "http://127.0.0.1/", "coverage": "2"},
        {},
        {"forms": "/nonexistent/forms.jsonl"},
    ],
)
def test_bad_arguments(args: dict, tmp_path: Path) -> None:
    run = run_crawl("harvest", tmp_path, args)
    assert run.returncode == 1  # scripts and Scrapyd see the failure
    assert run.reason == "bad_arguments"
    assert run.log.count("Bad argument") == 1
    assert "Traceback" not in run.log


def test_forms_feed_from_discover(get_filters_site, tmp_path: Path) -> None:
    """``-a forms=`` takes the query templates that ``discover`` emits."""
    from hiddenweb import forms as formlib
    from tests.kit.client import fetch

    page = fetch(get_filters_site.search_url)
    form, field = formlib.find_search_form(formlib.parse_forms(page.body, page.url))
    line = {"url": page.url, "template": formlib.query_template(form, field).to_dict()}
    forms_file = tmp_path / "forms.jsonl"
    forms_file.write_text(json.dumps(line) + "\n")
    run = run_crawl("harvest", tmp_path, {"forms": forms_file, "budget": 25})
    assert run.returncode == 0, run.log[-3000:]
    assert run.records and get_filters_site.coverage(run.records) > 0.1


def test_policies_on_a_topic_specific_site(topic_site, tmp_path: Path) -> None:
    """Adaptive beats generic-frequency beats random with the same number of queries."""
    coverage = {}
    for policy in ("adaptive", "generic-frequency", "random"):
        run = run_crawl(
            "harvest",
            tmp_path / policy,
            {"url": topic_site.url, "queries": 30, "policy": policy},
            {"HIDDENWEB_MIN_NEW_PER_REQUEST": "0"},
        )
        assert run.returncode == 0, run.log[-3000:]
        _assert_distinct(run) if run.records else None
        assert len([query for query in run.queries if not query["probe"]]) <= 30
        coverage[policy] = topic_site.coverage(run.records)
    assert coverage["adaptive"] > coverage["generic-frequency"] > coverage["random"], coverage


def test_seeds_go_first(get_filters_site, tmp_path: Path) -> None:
    seeds = tmp_path / "seeds.txt"
    seeds.write_text("# first queries\nhistory\nwar\n")
    run = run_crawl("harvest", tmp_path, {"url": get_filters_site.url, "queries": 4, "seeds": seeds})
    terms = [query["term"] for query in run.queries if not query["term"].startswith("plan:")]  # after the empty query
    assert terms[:2] == ["history", "war"]
    assert run.reason == "finished_max_queries"


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGKILL])
def test_resume_after_kill(sig: int, fresh_site, tmp_path: Path) -> None:
    """A killed crawl resumes from JOBDIR: no query reissued, no record emitted twice or lost."""
    site = fresh_site("get_filters")
    jobdir = tmp_path / "job"
    feed = tmp_path / "records.jsonl"
    args = {"url": site.url, "budget": 90}
    settings = {"JOBDIR": str(jobdir), "DOWNLOAD_DELAY": "0.05", "CONCURRENT_REQUESTS": "2"}
    process, _, _ = start_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and site.hits["GET results"] < 30:
        time.sleep(0.1)
    log = stop_crawl(process, sig)
    assert site.hits["GET results"] >= 30, log[-3000:]
    first = read_items(feed)
    first_terms = [item["term"] for item in first if "term" in item]
    resumed = run_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    assert resumed.returncode == 0, resumed.log[-3000:]
    assert "Resumed crawl state" in resumed.log
    items = read_items(feed)
    records = [item for item in items if "key" in item]
    keys = Counter(record["key"] for record in records)
    assert max(keys.values()) == 1, "a record was emitted twice"
    terms = [item["term"] for item in items if "term" in item]
    assert len(terms) == len(set(terms)), "a query was issued twice"
    assert set(first_terms) <= set(terms)
    # Nothing lost: every record the crawl state counts as seen is in the feed.
    assert resumed.stats["hiddenweb/records"] == len(records)
    assert resumed.reason == "finished_budget_exhausted"


def test_spider_and_scheduler_keep_their_contract() -> None:
    """The harvest spider is the scheduler's query source; the scheduler acknowledges the spider's requests."""
    from scrapy.utils.test import get_crawler

    from hiddenweb.schedulers.query import QueryScheduler
    from hiddenweb.schedulers.query_contract import QuerySource, RequestLeases
    from hiddenweb.spiders.harvest import HarvestSpider

    crawler = get_crawler(HarvestSpider)
    spider = HarvestSpider.from_crawler(crawler, url="http://127.0.0.1:9/search")
    assert isinstance(spider, QuerySource)
    assert isinstance(QueryScheduler.from_crawler(crawler), RequestLeases)
    assert spider.close_reason is None and not spider.wants_query()  # no query before the search form is known
    assert list(spider.harvests) and spider.next_query_request() is None


def test_page_records_are_copied_only_when_asked() -> None:
    """A page's records become items once, and their data (what the crawl state holds) on demand."""
    from dataclasses import asdict

    from hiddenweb.harvest.pages import PageRecords
    from hiddenweb.records import SegmentedRecord

    found = [
        SegmentedRecord(
            position=i,
            fields={"title": f"Bridge {i}"},
            raw={"title": f"Bridge {i}"},
            detail_url=f"http://site.test/doc/{i}?sid=9",
        )
        for i in range(3)
    ]
    records = PageRecords(found, "http://site.test/results?q=bridge", "bridge", 2)
    assert records.keys == [f"u:http://site.test/doc/{i}" for i in range(3)]
    item = records.item(1)
    assert records.item(1) is item and (item.page, item.query, item.site) == (2, "bridge", "site.test")
    assert records[1] == asdict(item) and records[1] is not records[1]
    assert len(records) == 3 and records[0:2] == [asdict(records.item(0)), asdict(records.item(1))]


def test_a_site_matching_text_its_results_do_not_show_gets_detail_pages_read_for_words(tmp_path: Path) -> None:
    """TitlesSite: results list page names, the search matches the pages' whole text (DokuWiki's shape).
    The records' words are name parts, a few pages each; the words of every page are in the texts."""
    site = start_site(TitlesSite)
    try:
        run = run_crawl("harvest", tmp_path, {"url": site.url + "search", "budget": 40})
    finally:
        site.stop()
    assert run.returncode == 0, run.log[-3000:]
    assert "the site matches text they do not show" in run.log
    asked, read = run.stats["hiddenweb/full_texts/asked"], run.stats["hiddenweb/full_texts/read"]
    assert 3 <= read == asked <= 3  # 3% of 40 requests, at least 3
    terms = [q["term"] for q in run.queries]
    assert {"team", "maintainers"} & set(terms)  # in every page's text, in no page name
    assert site.coverage(run.records) >= 0.95
    detailed = [r for r in run.records if r["detail_text"]]
    assert len(detailed) == read and all("maintainers" in r["detail_text"] for r in detailed)
    assert len({r["key"] for r in run.records}) == len(run.records)
