"""Harvest fleets: records per second with 1, 2 and 4 workers sharing one Redis state.

A local record site (the ``capped`` test site: 2,000 products, 10 per page, at
most 50 results per query) answers every request after a fixed delay, so the
site, not the CPU, is the bottleneck, as on the real web. For N = 1, 2, 4,
N ``scrapy crawl harvest`` processes run at once against it with
``-s HIDDENWEB_REDIS_URL=redis://…`` and one key prefix per fleet, sharing a
budget of B requests. The rate is measured in the steady state, from the
shared counters in Redis (sampled every 0.2 s): new records per second while
the fleet spends the middle 80 % of its budget, so that process start-up and
shut-down (seconds on a loaded machine) do not blur the comparison; the rate
over the whole crawl window (first spider opened to last closed) is printed
too, and result pages per second (throughput, apart from how many new records
each page brings). Redis round trips per request come from each worker's
RedisState counter. The machine is shared and its load changes: ``--repeat R``
runs R rounds of all fleet sizes (every other round in reverse order) and
compares medians of the per-round ratios. The site's server sends with
TCP_NODELAY (see :class:`SlowSite`).

Targets (issue #6): ≥ 3.2× the one-worker rate with 4 workers; ≤ 3 Redis
round trips per request.

    python benchmarks/bench_fleet.py [--delay 0.2] [--budget 200] [--workers 1,2,4] [-s NAME=VALUE]
"""

from __future__ import annotations

import argparse
import collections
import datetime
import statistics
import sys
import threading
import time
from pathlib import Path
from tempfile import TemporaryDirectory

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.kit.crawl import _collect, start_crawl  # noqa: E402
from tests.kit.redis import RedisServer  # noqa: E402
from tests.sites import CappedSite, next_host  # noqa: E402


class SlowSite(CappedSite):
    """The capped products site, answering every request after ``delay`` seconds.

    Its server sends with TCP_NODELAY, as real web servers do (the demo
    server's handler): with Nagle's algorithm the body, written after the
    headers, may wait for the client's delayed ACK (40 ms on Linux) on some
    connections and not others, which measured the test server, not the crawler.
    """

    def __init__(self, delay: float, **kwargs) -> None:
        super().__init__(**kwargs)
        self.delay = delay

    def handle(self, request):
        time.sleep(self.delay)
        return super().handle(request)


def _time(value: str) -> float:
    return datetime.datetime.fromisoformat(str(value)).timestamp()


class CounterSampler(threading.Thread):
    """Samples the fleet's shared harvest counters (requests, new records) over time."""

    def __init__(self, redis_url: str, prefix: str, interval: float = 0.2) -> None:
        super().__init__(daemon=True)
        import redis

        self.client = redis.Redis.from_url(redis_url, decode_responses=True)
        self.pattern = f"{prefix}:cnt:harvest:*:counters"
        self.interval = interval
        self.samples: list[tuple[float, int, int, int]] = []
        self.done = threading.Event()

    def run(self) -> None:
        while not self.done.wait(self.interval):
            for key in self.client.keys(self.pattern):
                values = self.client.hgetall(key)
                self.samples.append(
                    (
                        time.monotonic(),
                        int(values.get("requests", 0)),
                        int(values.get("new_records", 0)),
                        int(values.get("pages", 0)),
                    )
                )

    def steady_rate(self, budget: int, column: int = 2) -> float:
        """New records (``column=3``: result pages) per second while the requests counter goes
        from 10 % to 90 % of the budget."""
        inside = [s for s in self.samples if 0.1 * budget <= s[1] <= 0.9 * budget]
        if len(inside) < 2 or inside[-1][0] == inside[0][0]:
            return float("nan")
        return (inside[-1][column] - inside[0][column]) / (inside[-1][0] - inside[0][0])


def run_fleet(
    site: SlowSite,
    redis_url: str,
    workers: int,
    budget: int,
    seeds: str,
    tmp: Path,
    extra: dict[str, str] | None = None,
    run: int = 0,
) -> dict:
    settings = {
        **(extra or {}),
        "HIDDENWEB_REDIS_URL": redis_url,
        "HIDDENWEB_STATE_PREFIX": f"bench{workers}-{run}",
        "EXTENSIONS": {"tests.kit.redis.StateRoundTrips": 0},
        "LOG_LEVEL": "WARNING",
    }
    args = {"url": site.search_url, "budget": budget, "seeds": seeds}
    tmp = tmp / f"run{run}-n{workers}"
    tmp.mkdir()
    sampler = CounterSampler(redis_url, settings["HIDDENWEB_STATE_PREFIX"])
    sampler.start()
    started = [start_crawl("harvest", tmp, args, settings, feed=tmp / f"n{workers}-w{i}.jsonl") for i in range(workers)]
    runs = []
    for process, feed, stats in started:
        process.wait(timeout=900)
        runs.append(_collect(process.returncode, Path(process.log_path).read_text(), feed, stats))
    sampler.done.set()
    sampler.join()
    for run in runs:
        if run.returncode != 0 or not run.stats:
            raise SystemExit(f"a worker failed ({run.returncode}):\n{run.log[-3000:]}")
    records = [record for run in runs for record in run.records]
    keys = collections.Counter(record["key"] for record in records)
    terms = collections.Counter(query["term"] for run in runs for query in run.queries)
    requests = sum(run.stats.get("downloader/request_count", 0) for run in runs)
    round_trips = sum(run.stats.get("hiddenweb/state/round_trips", 0) for run in runs)
    window = max(_time(r.stats["finish_time"]) for r in runs) - min(_time(r.stats["start_time"]) for r in runs)
    return {
        "workers": workers,
        "records": len(keys),
        "duplicate_records": sum(c - 1 for c in keys.values()),
        "duplicate_queries": sum(c - 1 for c in terms.values()),
        "coverage": site.coverage(records),
        "requests": requests,
        "per_worker": [run.stats.get("downloader/request_count", 0) for run in runs],
        "round_trips_per_request": round_trips / max(requests, 1),
        "window": window,
        "window_rate": len(keys) / window,
        "rate": sampler.steady_rate(budget),
        "page_rate": sampler.steady_rate(budget, column=3),
        "reasons": sorted({run.reason or "?" for run in runs}),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=float, default=0.2, help="seconds the site waits per request")
    parser.add_argument("--budget", type=int, default=200, help="requests shared by each fleet")
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--records", type=int, default=2000)
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="rounds of all fleet sizes (every other round in reverse order); medians are compared",
    )
    parser.add_argument(
        "-s",
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a Scrapy setting for every worker (repeatable)",
    )
    args = parser.parse_args()
    extra = dict(item.split("=", 1) for item in args.set)
    sizes = [int(n) for n in args.workers.split(",")]
    site = SlowSite(args.delay, n_records=args.records, result_cap=50).start(next_host(), 0)
    seeds = ",".join(site.vocabulary()[:4])
    print(
        f"site: {len(site.records)} records, {args.delay * 1000:.0f} ms per request; "
        f"budget {args.budget} requests per fleet"
    )
    rounds: list[dict[int, dict]] = []
    try:
        with RedisServer() as redis, TemporaryDirectory(prefix="bench-fleet-") as tmp:
            for round_no in range(max(1, args.repeat)):
                rounds.append({})
                for workers in sizes if round_no % 2 == 0 else sizes[::-1]:
                    result = run_fleet(site, redis.url, workers, args.budget, seeds, Path(tmp), extra, round_no)
                    rounds[-1][workers] = result
                    print(
                        f"[round {round_no + 1}] {workers} worker(s): {result['rate']:.1f} records/s steady "
                        f"({result['page_rate']:.1f} result pages/s); {result['records']} records "
                        f"in {result['window']:.1f} s = {result['window_rate']:.1f} records/s over the whole window; "
                        f"{result['requests']} requests {result['per_worker']}; "
                        f"coverage {result['coverage']:.3f}; {result['round_trips_per_request']:.2f} Redis round "
                        f"trips/request; duplicates: {result['duplicate_records']} records, "
                        f"{result['duplicate_queries']} queries; {', '.join(result['reasons'])}",
                        flush=True,
                    )
    finally:
        site.stop()
    first = sizes[0]
    print()
    print(f"speed-up = rate / the rate of {first} worker(s) in the same round; median over {len(rounds)} round(s)")
    print("workers  records/s (steady)  speed-up  pages/s speed-up  speed-up (whole window)  round trips/request")
    medians = {}
    for workers in sizes:
        runs = [r[workers] for r in rounds]

        def ratio(key: str, size: int = workers) -> float:
            return statistics.median(r[size][key] / r[first][key] for r in rounds)

        medians[workers] = ratio("rate")
        print(
            f"{workers:>7}  {statistics.median(r['rate'] for r in runs):>18.1f}  {medians[workers]:>7.2f}x  "
            f"{ratio('page_rate'):>15.2f}x  {ratio('window_rate'):>22.2f}x  "
            f"{max(r['round_trips_per_request'] for r in runs):>19.2f}"
        )
    if 4 in medians and first == 1:
        print(
            f"\n4 workers: {medians[4]:.2f}x (target >= 3.2x); round trips/request: "
            f"{max(r[w]['round_trips_per_request'] for r in rounds for w in sizes):.2f} at most (target <= 3)"
        )


if __name__ == "__main__":
    main()
