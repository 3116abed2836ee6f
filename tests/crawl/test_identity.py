"""Record identity end to end: detail links full of listing state, each record emitted once.

The ``ReturnToSite`` list view gives every record a detail link that carries, besides
its id, the list to return to (query, page, sort), the page number, the sort order and
direction, a session id, an opaque per-page token and a constant ``table=``: keyed by
its link as written, a record reached by two queries or on two pages would count twice.
"""

from __future__ import annotations

import signal
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

from hiddenweb.urls import identity_url
from tests.kit.crawl import read_items, run_crawl, start_crawl, stop_crawl
from tests.sites.return_to import ReturnToSite


def _ids(records: list[dict[str, Any]]) -> Counter:
    """How often each true record (the id its link selects) is in the feed."""
    return Counter(ReturnToSite.record_id(record["detail_url"]) for record in records)


def _once(records: list[dict[str, Any]]) -> None:
    ids = _ids(records)
    assert records and None not in ids
    assert max(ids.values()) == 1, f"records emitted twice: {[i for i, n in ids.items() if n > 1][:5]}"
    keys = Counter(record["key"] for record in records)
    assert max(keys.values()) == 1


def test_records_recurring_across_queries_and_pages_are_emitted_once(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(ReturnToSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 80})
    assert run.returncode == 0, run.log[-3000:]
    assert run.reason == "finished_budget_exhausted"
    _once(run.records)
    assert run.stats["hiddenweb/records"] == len(run.records)
    assert run.stats["hiddenweb/records_seen_again"] > 0  # records did recur
    # Without the learned rule their links would have been different keys.
    assert len({identity_url(r["detail_url"]) for r in run.records}) == len(run.records)
    assert run.stats["hiddenweb/identity/links_stripped"] > 0
    # ("prevalent", a value common to both learning pages, depends on which pages came first: with the
    # empty-query listing they are the listing's)
    for reason in ("return_to", "page", "sort", "session", "across_pages"):
        assert run.stats[f"hiddenweb/identity/args_dropped/{reason}"] >= 1, reason
    assert run.stats["hiddenweb/identity/args_kept"] == 1
    lines = [line for line in run.log.splitlines() if "Record identity on" in line]
    assert len(lines) == 1 and "by their path and id (varies)" in lines[0] and "url (return_to)" in lines[0]
    # Every record of the feed is keyed by its id (the first page's too: it was read before the rule).
    assert all(r["key"].endswith(f"/catalogue/view/?id={ReturnToSite.record_id(r['detail_url'])}") for r in run.records)
    assert site.coverage(run.records) >= 0.4


def _kill_when(site: ReturnToSite, tmp: Path, args: dict, settings: dict, feed: Path, results: int) -> None:
    """Start the harvest (appending to ``feed``) and SIGKILL it once the site served ``results`` result pages."""
    process, _, _ = start_crawl("harvest", tmp, args, settings, feed=feed, overwrite=False)
    deadline = time.monotonic() + 60
    while process.poll() is None and time.monotonic() < deadline and site.hits["GET results"] < results:
        time.sleep(0.005)
    assert process.poll() is None, "the crawl ended before it could be killed"
    stop_crawl(process, signal.SIGKILL)


def test_keys_stay_the_same_across_kills_and_resumes(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(ReturnToSite)
    args = {"url": site.url, "budget": 70}
    settings = {"JOBDIR": str(tmp_path / "job"), "DOWNLOAD_DELAY": "0.02", "CONCURRENT_REQUESTS": "2"}
    feed = tmp_path / "records.jsonl"
    # Killed at the first result page (after the two probes: before or after it is read), at the
    # second (before or after the rule is decided), then later on.
    for more in (3, 1, 8):
        _kill_when(site, tmp_path, args, settings, feed, site.hits["GET results"] + more)
    final = run_crawl("harvest", tmp_path, args, settings, feed=feed, overwrite=False)
    assert final.returncode == 0, final.log[-3000:]
    records = [item for item in read_items(feed) if "key" in item]
    _once(records)
    assert final.stats["hiddenweb/records"] == len(records)  # nothing lost either
    assert final.reason == "finished_budget_exhausted"


def test_fleet_workers_key_records_alike(fresh_site, redis_url: str, tmp_path: Path) -> None:
    site = fresh_site(ReturnToSite)
    settings = {"HIDDENWEB_REDIS_URL": redis_url, "HIDDENWEB_STATE_PREFIX": f"identity-{uuid.uuid4().hex[:8]}"}
    started = [
        start_crawl("harvest", tmp_path, {"url": site.url, "budget": 80}, settings, feed=tmp_path / f"w{i}.jsonl")
        for i in range(2)
    ]
    for process, _, _ in started:
        assert process.wait(timeout=240) == 0
    records = [item for _, feed, _ in started for item in read_items(feed) if "key" in item]
    _once(records)
