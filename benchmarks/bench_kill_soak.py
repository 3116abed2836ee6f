"""Kill soak: a harvest SIGKILLed at random points many times, on JOBDIR and on Redis (issue #12).

For each backend, ``--soaks`` soaks of ``--kills`` kills each (see
``tests/killsoak.py``) harvest a fresh ``get_filters`` test site with a budget,
and an uninterrupted harvest of another fresh copy with the same budget runs
beside them. Printed per backend: kills made, soaks whose final feed broke an
invariant (a record twice, a query twice, a record the state knows but the
feed lacks, an abnormal end), and the records a killed crawl got ÷ the
uninterrupted one's.

    python benchmarks/bench_kill_soak.py [--kills 10] [--soaks 3] [--budget 200] [--backends jobdir,redis]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # the benchmark uses the test sites

from tests.kit.crawl import run_crawl  # noqa: E402
from tests.kit.killsoak import soak  # noqa: E402
from tests.kit.redis import RedisServer  # noqa: E402
from tests.sites import start_site  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=10)
    parser.add_argument("--soaks", type=int, default=3)
    parser.add_argument("--budget", type=int, default=200)
    parser.add_argument("--backends", default="jobdir,redis")
    args = parser.parse_args()
    failed = 0
    with RedisServer() as redis:
        for backend in args.backends.split(","):
            kills, broken, ratios = 0, 0, []
            for n in range(args.soaks):
                with tempfile.TemporaryDirectory() as tmp_name:
                    tmp = Path(tmp_name)
                    settings = (
                        {"JOBDIR": str(tmp / "job")}
                        if backend == "jobdir"
                        else {
                            "HIDDENWEB_REDIS_URL": redis.url,
                            "HIDDENWEB_LEASE": "2",
                            "HIDDENWEB_STATE_PREFIX": f"soak-{uuid.uuid4().hex[:8]}",
                        }
                    )
                    site, clean_site = start_site("get_filters"), start_site("get_filters")
                    try:
                        result = soak(site, tmp, kills=args.kills, budget=args.budget, seed=n, settings=settings)
                        (tmp / "clean").mkdir()
                        clean = run_crawl("harvest", tmp / "clean", {"url": clean_site.url, "budget": args.budget})
                    finally:
                        site.stop()
                        clean_site.stop()
                    kills += result.kills
                    broken += bool(result.problems)
                    for problem in result.problems:
                        print(f"  {backend} soak {n}: {problem}")
                    ratios.append(len(result.records) / max(1, len(clean.records)))
            failed += broken
            print(
                f"{backend}: {args.soaks} soaks, {kills} kills, {broken} soaks broke an invariant; "
                f"records ÷ uninterrupted run: median {statistics.median(ratios):.3f} "
                f"(min {min(ratios):.3f}, max {max(ratios):.3f})"
            )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
