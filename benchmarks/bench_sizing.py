"""How honest is the crawler's database-size estimate? Interval coverage over simulated sites.

Each run crawls a simulated site (``hiddenweb.querying.simulate``: no HTTP) over a real corpus
with the adaptive policy and size probes (``HIDDENWEB_SIZE_PROBES``), and checks after every
query: does the interval hold the true size, is the point estimate within ±x of it, and does the
estimate ever equal the records seen while the last queries still brought new records?

Databases (the *development set* of the estimator — its choices were tuned on them, so these
figures are optimistic for other sites): the standard library's docstrings
(``hiddenweb.demo.corpus``, whole docstrings or 50,000 short pieces) and Debian's package list
(the test bed's pinned ``apt-cache dumpavail``, ``tests/testbed/corpus.py``: names, sections, maintainers,
one-line summaries), at several sizes,
result caps and page sizes; totals reported (and trusted) or not; several probe seeds.
``--small``: small databases instead (500 and 1,500 records of each corpus, spread over it at other
places than the test bed's; 100 and 300 requests; a site that shows every match on one page too),
where generic probe words mostly match nothing (issue 14, item 3).

    python benchmarks/bench_sizing.py [--quick | --small] [--share 0.03] [--seeds 3]
"""

from __future__ import annotations

import argparse
import itertools
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hiddenweb.querying import make_policy
from hiddenweb.querying.probes import ProbePlan
from hiddenweb.querying.simulate import SimulatedSite, harvest, texts_of


def pydocs(n: int | None) -> list[str]:
    """Stdlib docstrings: all 7,660 whole ones (n None), or at least n shorter pieces."""
    from hiddenweb.demo.corpus import build_corpus

    return texts_of(build_corpus(n) if n else build_corpus())


def debian_spread(n: int, offset: float = 0.5) -> list[str]:
    """n Debian packages spread over the list, *offset* of a step past :func:`debian`'s."""
    from tests.testbed.corpus import debian_packages

    packages = debian_packages()
    step = len(packages) / n
    return [
        f"{p.name} {p.section} {p.maintainer} {p.summary}"
        for p in (packages[int((i + offset) * step)] for i in range(n))
    ]


def pydocs_spread(n: int, offset: float = 0.5) -> list[str]:
    """n whole stdlib docstrings spread over all of them, *offset* of a step past the test bed's."""
    from hiddenweb.demo.corpus import build_corpus

    docs = build_corpus()
    step = len(docs) / n
    return texts_of([docs[int((i + offset) * step)] for i in range(n)])


def debian(n: int | None) -> list[str]:
    """Debian packages (name, section, maintainer, summary), n spread over the list."""
    from tests.testbed.corpus import debian_packages

    return [f"{p.name} {p.section} {p.maintainer} {p.summary}" for p in debian_packages(n)]


@dataclass
class Run:
    """One crawl's estimates, query by query."""

    name: str
    truth: int
    holds: list[bool] = field(default_factory=list)
    errors: list[float] = field(default_factory=list)  # estimate / truth − 1
    collapsed: int = 0  # estimate == seen while the last queries brought new records
    final: tuple[int, float, float, float | None, str] | None = None  # seen, estimate, low, high, method
    probes: int = 0
    requests: int = 0
    coverage: float | None = None  # final estimated coverage (None: the size had no upper end)
    true_coverage: float = 0.0


def crawl(name: str, site: SimulatedSite, budget: int, share: float, seed: int, plan_kwargs: dict | None = None) -> Run:
    """Crawl *site* within *budget* requests; record the interval after every query."""
    policy = make_policy("adaptive", costs=(1.0, 1.0, 0.0), page_size=site.page_size, result_cap=site.cap)
    plan = ProbePlan(share, seed=seed, **(plan_kwargs or {})) if share > 0 else None
    run = Run(name, site.size)
    truth = site.size
    estimator = policy.size_estimator

    def check(_outcome: object) -> None:
        interval = estimator.interval(policy.num_docs)
        if interval is None:
            return
        high = interval.high if interval.high is not None else float("inf")
        run.holds.append(interval.low <= site.size <= high)
        run.errors.append(interval.estimate / site.size - 1.0)
        if estimator.recent_new and interval.estimate <= policy.num_docs:
            run.collapsed += 1

    trace = harvest(policy, site, 100_000, max_requests=budget, on_query=check, probes=plan)
    interval = estimator.interval(policy.num_docs)
    run.requests = trace.requests[-1] if trace.requests else 0
    run.probes = sum(o.probe for o in trace.outcomes)
    if interval is not None:
        run.final = (policy.num_docs, interval.estimate, interval.low, interval.high, interval.method)
        run.coverage = interval.coverage(policy.num_docs)[0]
    run.true_coverage = policy.num_docs / truth
    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer databases and budgets")
    parser.add_argument("--small", action="store_true", help="small databases (500 and 1,500 records) instead")
    parser.add_argument("--share", type=float, default=0.03, help="size probes' share of the requests (0.03)")
    parser.add_argument("--seeds", type=int, default=3, help="probe seeds per configuration (3)")
    parser.add_argument("--need-share", type=float, help="their share while the size has no upper end")
    parser.add_argument("--lexicon", type=int, default=0, help="probe lexicon size (0: the default)")
    args = parser.parse_args()

    databases: list[tuple[str, Callable[[], list[str]]]] = [
        ("pydocs-7.7k", lambda: pydocs(None)),
        ("debian-5k", lambda: debian(5_000)),
        ("debian-20k", lambda: debian(20_000)),
    ]
    if not args.quick:
        databases += [("pydocs-50k", lambda: pydocs(50_000)), ("debian-64k", lambda: debian(None))]
    shapes = [(None, 10), (1000, 10), (100, 50)] if not args.quick else [(None, 10), (100, 50)]
    budgets = (300, 1000) if args.quick else (300, 1000, 3000)
    if args.small:
        databases = [
            ("pydocs-500", lambda: pydocs_spread(500)),
            ("pydocs-1.5k", lambda: pydocs_spread(1_500)),
            ("debian-500", lambda: debian_spread(500)),
            ("debian-1.5k", lambda: debian_spread(1_500)),
        ]
        shapes, budgets = [(None, 10), (100, 50), (None, 1000)], (100, 300)
    plan_kwargs: dict = {"lexicon_size": args.lexicon} if args.lexicon else {}
    if args.need_share is not None:
        plan_kwargs["need_share"] = args.need_share

    runs: list[Run] = []
    t0 = time.perf_counter()
    header = f"{'site':34s}{'seen':>8s}{'truth':>8s}{'estimate':>10s}{'interval':>20s} {'method':9s}{'holds':>7s}{'|err|':>7s}{'cov':>6s}{'true':>6s}{'probes':>7s}"
    print(header)
    print("-" * len(header))
    for (db_name, load), (cap, page), totals in itertools.product(databases, shapes, (True, False)):
        texts = load()
        site = SimulatedSite(texts, cap=cap, page_size=page, report_totals=totals)
        for budget, seed in itertools.product(budgets, range(args.seeds)):
            name = f"{db_name} cap={cap} page={page} {'T' if totals else '-'} b={budget} s={seed}"
            run = crawl(name, site, budget, args.share, seed, plan_kwargs)
            runs.append(run)
            if run.final is None:
                print(f"{name:34s} no estimate (true coverage {run.true_coverage:.2f}, {run.probes} probes)")
                continue
            seen, est, low, high, method = run.final
            holds = low <= run.truth <= (high if high is not None else float("inf"))
            high_s = f"{high:,.0f}" if high is not None else "?"
            print(
                f"{name:34s}{seen:8,d}{run.truth:8,d}{est:10,.0f}{f'{low:,.0f}–{high_s}':>20s} {method:9s}"
                f"{'yes' if holds else 'NO':>7s}{abs(est / run.truth - 1):7.2f}"
                f"{'–' if run.coverage is None else f'{run.coverage:.2f}':>6s}{run.true_coverage:6.2f}{run.probes:7d}"
            )
    print(f"\n{len(runs)} runs in {time.perf_counter() - t0:.0f}s")
    finals = [r for r in runs if r.final is not None]
    final_holds = [r.final[2] <= r.truth <= (r.final[3] or float("inf")) for r in finals]  # type: ignore[index]
    bounded = [r for r in finals if r.final[3] is not None]  # type: ignore[index]
    print(f"final interval holds the true size: {sum(final_holds)}/{len(finals)} = {statistics.mean(final_holds):.2f}")
    print(f"final interval bounded above: {len(bounded)}/{len(finals)}")
    all_holds = [h for r in runs for h in r.holds]
    print(f"interval holds the true size after each query: {statistics.mean(all_holds):.2f} ({len(all_holds)} checks)")
    errs = [abs(r.final[1] / r.truth - 1) for r in finals]  # type: ignore[index]
    print(
        f"final |estimate/truth − 1|: median {statistics.median(errs):.3f}, ≤ 0.05 in {sum(e <= 0.05 for e in errs)}/{len(errs)}"
    )
    cov_errs = [abs(r.coverage - r.true_coverage) if r.coverage is not None else float("inf") for r in runs]
    print(
        f"final |estimated − true coverage|: median {statistics.median(cov_errs):.3f}, ≤ 0.05 in "
        f"{sum(e <= 0.05 for e in cov_errs)}/{len(cov_errs)} (no coverage figure: {sum(r.coverage is None for r in runs)})"
    )
    print(
        f"estimate == records seen while the last queries brought new records: {sum(r.collapsed for r in runs)} times"
    )
    for method in sorted({r.final[4] for r in finals}):  # type: ignore[index]
        sel = [h for r, h in zip(finals, final_holds) if r.final[4] == method]  # type: ignore[index]
        print(f"  {method}: holds {sum(sel)}/{len(sel)}")


if __name__ == "__main__":
    main()
