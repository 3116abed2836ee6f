"""Kill a harvest at random points, resume it, and check what it emitted (issue #12, "Kill soak").

Used by ``tests/test_kill_soak.py`` (a few kills, in CI) and
``benchmarks/bench_kill_soak.py`` (many). One soak: ``kills`` times, start
``scrapy crawl harvest`` on the same crawl state (``JOBDIR``, or a Redis
prefix) with an appending feed, wait until the site has answered a random
number of further requests, SIGKILL it; then let a last run finish. The
invariants checked on the final feed:

* no record key twice; no query term twice;
* nothing lost: every record the crawl state counts as seen is in the feed
  (``hiddenweb/records`` of the last run equals the feed's distinct keys);
* the crawl ends by its budget, like an uninterrupted one.
"""

from __future__ import annotations

import random
import signal
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.kit.crawl import CrawlRun, read_items, run_crawl, start_crawl, stop_crawl


@dataclass
class SoakResult:
    kills: int
    final: CrawlRun
    items: list[dict[str, Any]]
    problems: list[str] = field(default_factory=list)

    @property
    def records(self) -> list[dict[str, Any]]:
        return [item for item in self.items if "key" in item]

    @property
    def terms(self) -> list[str]:
        return [item["term"] for item in self.items if "term" in item]


def soak(
    site: Any, tmp: Path, *, kills: int, budget: int, seed: int, settings: dict[str, Any], max_wait: float = 60.0
) -> SoakResult:
    """Kill a harvest of ``site`` ``kills`` times at random points, resume it to the end, check the feed."""
    rng = random.Random(seed)
    feed = tmp / "records.jsonl"
    args = {"url": site.url, "budget": budget}
    settings = {"DOWNLOAD_DELAY": "0.02", "CONCURRENT_REQUESTS": "4", **settings}
    done = 0
    for _ in range(kills):
        before = _served(site)
        target = before + rng.randint(3, max(4, budget // (kills + 1)))
        process, _, _ = start_crawl("harvest", tmp, args, settings, feed=feed, overwrite=False)
        deadline = time.monotonic() + max_wait
        while time.monotonic() < deadline and process.poll() is None:
            if _served(site) >= target:
                break
            time.sleep(0.01)
        if process.poll() is not None:
            break  # the crawl ended before this kill: the budget is spent
        time.sleep(rng.random() * 0.2)  # a random point within the request in flight
        stop_crawl(process, signal.SIGKILL)
        done += 1
    final = run_crawl("harvest", tmp, args, settings, feed=feed, overwrite=False)
    result = SoakResult(done, final, read_items(feed))
    result.problems = check(result)
    return result


def _served(site: Any) -> int:
    return sum(site.hits.snapshot().values())


def check(result: SoakResult) -> list[str]:
    """What the final feed breaks of the soak's invariants (empty: nothing)."""
    problems = []
    keys = Counter(record["key"] for record in result.records)
    twice = [key for key, n in keys.items() if n > 1]
    if twice:
        problems.append(f"{len(twice)} records emitted more than once, e.g. {twice[0]}")
    terms = Counter(result.terms)
    again = [term for term, n in terms.items() if n > 1]
    if again:
        problems.append(f"{len(again)} queries issued more than once, e.g. {again[0]!r}")
    known = result.final.stats.get("hiddenweb/records")
    if known != len(keys):
        problems.append(f"the crawl state knows {known} records, the feed has {len(keys)}")
    if result.final.returncode != 0 or "Traceback" in result.final.log:
        problems.append(f"the last run failed (exit {result.final.returncode})")
    if result.final.reason != "finished_budget_exhausted":
        problems.append(f"the last run ended with {result.final.reason}")
    return problems
