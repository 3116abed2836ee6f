"""What a ``harvest`` crawl does when its crawl state fails: real crawls, real ``redis-server``.

* Redis down for a moment mid-crawl: the crawl pauses, goes on when Redis is
  back, and its feed has every record it claimed, each once;
* Redis down longer than ``HIDDENWEB_STATE_RETRY_SECONDS``, Redis restarted
  empty, Redis out of reach at the start, the ``redis`` library missing, a
  ``JOBDIR`` journal damaged in the middle: the crawl closes cleanly with the
  failure's reason, one ERROR line and no traceback, and keeps what its feed has.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from tests.kit.crawl import CrawlRun, _collect, crawl_command, finish_crawl, read_items, run_crawl, start_crawl
from tests.kit.redis import RedisServer, free_port, missing_service

ROOT = Path(__file__).resolve().parents[1]
FAST = {"DOWNLOAD_DELAY": "0.05", "CONCURRENT_REQUESTS": "2", "HIDDENWEB_LEASE": "60"}


@pytest.fixture(autouse=True)
def redis_client_library() -> None:
    try:
        import redis  # noqa: F401
    except ImportError:
        missing_service("the redis client library is not installed (pip install 'hiddenweb[redis]')")


def _redis_settings(server: RedisServer, prefix: str, **extra: Any) -> dict[str, Any]:
    return {"HIDDENWEB_REDIS_URL": server.url, "HIDDENWEB_STATE_PREFIX": prefix, **FAST, **extra}


def _wait_for_records(feed: Path, records: int, timeout: float = 60) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and sum("key" in item for item in read_items(feed)) < records:
        time.sleep(0.05)
    assert sum("key" in item for item in read_items(feed)) >= records, "the crawl did not get going"


def _errors(log: str) -> list[str]:
    return [line for line in log.splitlines() if "] ERROR:" in line]


def _assert_clean_close(run: CrawlRun, reason: str, message: str) -> None:
    assert run.reason == reason, run.log[-3000:]
    errors = _errors(run.log)
    assert len(errors) == 1 and message in errors[0], errors or run.log[-3000:]
    assert "Traceback" not in run.log, run.log[-5000:]
    assert run.stats.get("hiddenweb/errors/state") == 1


def _assert_each_record_once(run: CrawlRun) -> None:
    keys = Counter(record["key"] for record in run.records)
    assert not [k for k, n in keys.items() if n > 1], "a record was emitted twice"
    terms = [query["term"] for query in run.queries]
    assert len(terms) == len(set(terms)), "a query was issued twice"


def test_harvest_pauses_through_a_redis_outage_and_loses_nothing(fresh_site: Any, tmp_path: Path) -> None:
    site = fresh_site("get_filters")
    with RedisServer(persistent=True) as server:
        process, feed, stats = start_crawl(
            "harvest", tmp_path, {"url": site.url, "budget": 90}, _redis_settings(server, "outage")
        )
        _wait_for_records(feed, 30)
        server.stop(keep_data=True)
        time.sleep(2)
        server.start()
        run = finish_crawl(process, feed, stats)
    assert run.reason == "finished_budget_exhausted", run.log[-3000:]
    _assert_each_record_once(run)
    assert run.stats["hiddenweb/records"] == len(run.records)  # every record claimed is in the feed
    warnings = [line for line in run.log.splitlines() if "out of reach" in line]
    assert len(warnings) == 1 and "WARNING" in warnings[0], warnings
    assert len([line for line in run.log.splitlines() if "is back after" in line]) == 1
    assert _errors(run.log) == [] and "Traceback" not in run.log, run.log[-5000:]


def test_harvest_closes_when_redis_stays_away_longer_than_the_retry_window(fresh_site: Any, tmp_path: Path) -> None:
    site = fresh_site("get_filters")
    with RedisServer() as server:
        process, feed, stats = start_crawl(
            "harvest",
            tmp_path,
            {"url": site.url, "budget": 400},
            _redis_settings(server, "away", HIDDENWEB_STATE_RETRY_SECONDS="2"),
        )
        _wait_for_records(feed, 10)
        server.stop()
        run = finish_crawl(process, feed, stats, timeout=120)
    _assert_clean_close(run, "finished_state_unavailable", "out of reach for")
    assert run.records, "what was emitted before the outage is kept"
    _assert_each_record_once(run)


def test_harvest_stops_when_redis_comes_back_empty(fresh_site: Any, tmp_path: Path) -> None:
    site = fresh_site("get_filters")
    with RedisServer() as server:
        process, feed, stats = start_crawl(
            "harvest", tmp_path, {"url": site.url, "budget": 400}, _redis_settings(server, "emptied")
        )
        _wait_for_records(feed, 10)
        server.stop()
        server.start()  # same port, no data
        run = finish_crawl(process, feed, stats, timeout=120)
        leftovers = server.command("DBSIZE")
    _assert_clean_close(run, "finished_state_lost", "vanished")
    assert leftovers == b":0\r\n", "the stopped crawl wrote into the emptied Redis"
    assert run.records
    _assert_each_record_once(run)


def test_harvest_with_redis_out_of_reach_at_the_start(tmp_path: Path) -> None:
    url = f"redis://127.0.0.1:{free_port()}/0"
    run = run_crawl(
        "harvest",
        tmp_path,
        {"url": "http://127.0.0.1:9/"},
        {"HIDDENWEB_REDIS_URL": url, "HIDDENWEB_STATE_RETRY_SECONDS": "3600"},
    )
    _assert_clean_close(run, "finished_state_unavailable", f"cannot reach Redis at {url}")


def test_harvest_without_the_redis_library_names_the_extra(tmp_path: Path) -> None:
    import subprocess

    command, feed, stats = crawl_command(
        "harvest", tmp_path, {"url": "http://127.0.0.1:9/"}, {"HIDDENWEB_REDIS_URL": "redis://127.0.0.1:6379/0"}
    )
    assert command[1:3] == ["-m", "scrapy"]
    no_redis = "import sys; sys.modules['redis'] = None; from scrapy.cmdline import execute; execute(['scrapy', *sys.argv[1:]])"
    done = subprocess.run(
        [sys.executable, "-c", no_redis, *command[3:]], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    run = _collect(done.returncode, done.stderr + done.stdout, feed, stats)
    _assert_clean_close(run, "finished_state_unavailable", "pip install 'hiddenweb[redis]'")


def test_harvest_refuses_a_journal_damaged_in_the_middle(tmp_path: Path) -> None:
    jobdir = tmp_path / "job"
    jobdir.mkdir()
    journal = jobdir / "hiddenweb-state.jsonl"
    journal.write_text('["add","s",["a"]]\n{garbage\n["add","s",["b"]]\n', encoding="utf-8")
    before = journal.read_bytes()
    run = run_crawl("harvest", tmp_path, {"url": "http://127.0.0.1:9/"}, {"JOBDIR": str(jobdir)})
    _assert_clean_close(run, "state_corrupt", f"{journal}, line 2")
    assert journal.read_bytes() == before  # left as it was, for the user to repair
