"""Fleets: several ``harvest`` workers on one site, sharing their crawl state in Redis.

Every worker is a real ``scrapy crawl harvest`` process with
``-s HIDDENWEB_REDIS_URL=redis://…`` (a real ``redis-server`` on loopback)
and the same ``HIDDENWEB_STATE_PREFIX``. The state's atomic set ``add`` is the
crawl-wide claim of a query and of a record, and its leased queue hands the
work of a dead worker to the others, so:

* no query is issued twice and no record is emitted twice across workers;
* the fleet reaches the coverage of one worker with the same total budget;
* a worker killed with SIGKILL loses nothing: the requests it held are
  leased again after ``HIDDENWEB_LEASE`` seconds and finished by the others,
  and every query it issued gets its outcome;
* workers close by themselves once the shared work is done, and not before.
"""

from __future__ import annotations

import collections
import datetime
import json
import signal
import time
from pathlib import Path
from typing import Any

from hiddenweb.report import load_crawl
from hiddenweb.report.events import QueryEnded
from hiddenweb.report.html import render_report
from tests.kit.crawl import CrawlRun, finish_crawl, run_crawl, start_crawl
from tests.sites import CappedSite

_prefixes = iter(range(1_000_000))


class SlowSite(CappedSite):
    """The capped products site, answering each request after ``delay`` seconds (a remote site)."""

    def __init__(self, *, delay: float = 0.05, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.delay = delay

    def handle(self, request):
        time.sleep(self.delay)
        return super().handle(request)


def fleet_settings(redis_url: str, prefix: str, **extra: Any) -> dict[str, Any]:
    return {
        "HIDDENWEB_REDIS_URL": redis_url,
        "HIDDENWEB_STATE_PREFIX": prefix,
        "EXTENSIONS": {"tests.kit.redis.StateRoundTrips": 0},
        **extra,
    }


def run_fleet(
    workers: int, tmp: Path, args: dict[str, Any], settings: dict[str, Any], timeout: float = 240
) -> list[CrawlRun]:
    """Start ``workers`` harvest processes at once; wait for all of them."""
    started = [
        start_crawl("harvest", tmp, args, settings, feed=tmp / f"{settings['HIDDENWEB_STATE_PREFIX']}-{i}.jsonl")
        for i in range(workers)
    ]
    return [finish_crawl(process, feed, stats, timeout) for process, feed, stats in started]


def state_of(redis_url: str, prefix: str):
    from hiddenweb.state.redis import RedisState

    return RedisState(redis_url, prefix=prefix)


def harvest_names(state, kind: str, name: str) -> list[str]:
    """State names ``harvest:<target id>:<name>`` present in Redis (one per harvested form)."""
    keys = state.client.keys(f"{state.prefix}:{kind}:harvest:*:{name}")
    return [key.split(":", 2)[2] for key in keys]


def _time(value: Any) -> float:
    return datetime.datetime.fromisoformat(str(value)).timestamp()


def test_fleet_shares_queries_and_records_without_duplicates(redis_url: str, fresh_site, tmp_path: Path) -> None:
    site = fresh_site(CappedSite, n_records=400, result_cap=50)
    budget = 60
    args = {"url": site.search_url, "budget": budget, "seeds": ",".join(site.vocabulary()[:2])}
    one = run_crawl("harvest", tmp_path, args, fleet_settings(redis_url, "one"), feed=tmp_path / "one.jsonl")
    assert one.returncode == 0 and one.records, one.log[-3000:]
    runs = run_fleet(3, tmp_path, args, fleet_settings(redis_url, "three"))
    for run in runs:
        assert run.returncode == 0, run.log[-3000:]
        assert run.reason and run.reason.startswith("finished_"), run.log[-3000:]
    records = [record for run in runs for record in run.records]
    terms = [query["term"] for run in runs for query in run.queries]
    # No query issued twice, no record emitted twice, across the workers.
    assert [t for t, n in collections.Counter(terms).items() if n > 1] == []
    assert [k for k, n in collections.Counter(r["key"] for r in records).items() if n > 1] == []
    state = state_of(redis_url, "three")
    try:
        (issued,) = harvest_names(state, "set", "issued")
        # Every claimed query was reported once, but for those whose request the budget cut.
        assert len(terms) <= state.size(issued) <= len(terms) + 3
        (requests,) = harvest_names(state, "cnt", "counters")
        assert state.counter(requests, "requests") <= budget + 3 * 2  # the budget is crawl-wide
    finally:
        state.close()
    # The fleet shares one budget: it reaches what one worker reaches with it.
    single, fleet = site.coverage(one.records), site.coverage(records)
    assert fleet >= 0.85 * single, (single, fleet)
    assert len(records) >= 0.85 * len(one.records)
    # Every worker's Redis traffic was measured.
    assert all(run.stats.get("hiddenweb/state/round_trips", 0) > 0 for run in runs)
    # The crawl report of the fleet: one row per worker, every query of every worker, the records once.
    crawl = load_crawl([run.feed for run in runs])
    assert crawl.fleet and len(crawl.harvest_sources()) == 3
    assert sorted(q["term"] for q in crawl.queries()) == sorted(terms)
    assert crawl.records() == len(records)
    latest = max((e for s in crawl.sources for e in s.of(QueryEnded)), key=lambda e: e.time)
    assert crawl.final_estimate()["coverage"] == latest.coverage
    html = render_report(crawl)
    assert all(f"<td>{source.label}</td>" in html for source in crawl.sources), html[:2000]


def test_killed_worker_loses_nothing(redis_url: str, fresh_site, tmp_path: Path) -> None:
    site = fresh_site(SlowSite, delay=0.1, n_records=400, result_cap=50)
    prefix = "kill"
    lease = 3.0
    args = {"url": site.search_url, "queries": 18, "budget": 0, "seeds": ",".join(site.vocabulary()[:2])}
    settings = fleet_settings(redis_url, prefix, HIDDENWEB_LEASE=lease, HIDDENWEB_MIN_NEW_PER_REQUEST=0)
    started = [start_crawl("harvest", tmp_path, args, settings, feed=tmp_path / f"kill-{i}.jsonl") for i in range(3)]
    state = state_of(redis_url, prefix)
    try:
        # Kill the first worker that finishes a query of its own (it goes on with the
        # next one): with a slow site, a worker always has a request in flight, so it
        # dies holding a lease (and, maybe, records not yet written to its feed).
        victim = None
        deadline = time.monotonic() + 120
        while victim is None and time.monotonic() < deadline:
            for process, feed, _stats in started:
                if process.poll() is None and Path(process.log_path).read_text().count("Query '") >= 1:
                    victim, victim_feed = process, feed
                    break
            time.sleep(0.02)
        assert victim is not None, "no worker finished a query"
        victim.send_signal(signal.SIGKILL)
        victim.wait()
        killed_at = time.time()
        survivors = [
            finish_crawl(process, feed, stats, 240) for process, feed, stats in started if process is not victim
        ]
        for run in survivors:
            assert run.returncode == 0, run.log[-3000:]
        dead_items = (
            [json.loads(line) for line in victim_feed.read_text().splitlines() if line.strip().endswith("}")]
            if victim_feed.exists()
            else []
        )
        # The survivors waited for the dead worker's leases to run out, and did its work.
        assert max(_time(run.stats["finish_time"]) for run in survivors) >= killed_at + lease - 1
        assert state.pending("harvest:requests") == 0, "requests of the dead worker were never done"
        (issued,) = harvest_names(state, "set", "issued")
        (outcomes,) = harvest_names(state, "log", "outcomes")
        claimed = {m for m in state.client.smembers(f"{prefix}:set:{issued}")}
        reported = [entry.get("outcome", entry)["term"] for entry in state.read(outcomes)]
        assert claimed and set(reported) == claimed, "a query of the dead worker was lost"
        assert len(reported) == len(set(reported)), "a query was reported twice"
        # No record twice, even counting what the dead worker wrote before dying.
        records = [r for run in survivors for r in run.records] + [i for i in dead_items if "key" in i]
        assert [k for k, n in collections.Counter(r["key"] for r in records).items() if n > 1] == []
        (seen,) = harvest_names(state, "set", "records")
        claimed_records = set(state.client.smembers(f"{prefix}:set:{seen}"))
        lost = claimed_records - {r["key"] for r in records}
        assert not lost, f"{len(lost)} of {len(claimed_records)} records claimed but in no feed"
    finally:
        for process, _, _ in started:
            if process.poll() is None:
                process.kill()
                process.wait()
        state.close()


def test_idle_worker_waits_for_the_others_then_closes(redis_url: str, fresh_site, tmp_path: Path) -> None:
    """A worker with nothing to do stays while another still works, and closes after it."""
    site = fresh_site(SlowSite, delay=0.1, n_records=300, result_cap=50)
    prefix = "idle"
    args = {"url": site.search_url, "queries": 3, "budget": 0, "seeds": ",".join(site.vocabulary()[:2])}
    settings = fleet_settings(redis_url, prefix, HIDDENWEB_MIN_NEW_PER_REQUEST=0)
    first = start_crawl("harvest", tmp_path, args, settings, feed=tmp_path / "idle-first.jsonl")
    state = state_of(redis_url, prefix)
    try:
        # Start the second worker once every query has been claimed: it can only wait.
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            counters = harvest_names(state, "cnt", "counters")
            if counters and state.counter(counters[0], "queries") >= 3:
                break
            time.sleep(0.05)
        else:
            raise AssertionError("the first worker issued no queries")
        assert first[0].poll() is None, "the first worker finished too early for this test"
        second = start_crawl("harvest", tmp_path, args, settings, feed=tmp_path / "idle-second.jsonl")
        one = finish_crawl(*first, timeout=240)
        two = finish_crawl(*second, timeout=240)
        assert one.returncode == 0 and two.returncode == 0, two.log[-3000:]
        assert _time(two.stats["finish_time"]) >= _time(one.stats["finish_time"]) - 0.5 or two.records
        assert state.pending("harvest:requests") == 0
    finally:
        state.close()
