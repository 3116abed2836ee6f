"""Harvest the real-software test bed next to a single-term greedy oracle (issue 14, item 6).

For each test-bed application (``tests/testbed/sites.py``; one that is not
installed here is skipped with the reason), it builds the site's oracle
(``tests/testbed/oracle.py``: every candidate term asked once with full
pagination, cached under ``~/.cache/hiddenweb/testbed``), then runs
``scrapy crawl harvest -a url=<start page> -a budget=B`` at each budget with
hiddenweb's policy and two baselines (``generic-frequency``, ``random``), and
reports per run: coverage, the oracle's coverage at that budget and the ratio,
the page-size bound, duplicate records and rows that are no record, records
per request, the final size estimate and its interval against the truth, the
estimated coverage, and the share of reported totals read right: equal to the
total the page prints (terms the oracle asked; sites that print none left out).
MediaWiki prints title hits + text hits, which counts a page matching both
twice; the JSON's ``totals_true`` counts the totals that equal the number of
records the query matches. ``--plans keyword,structured,auto`` runs each policy
with each ``-a plan=`` (issue 16: structured plans against keyword-only ones at
the same budget); without it, the harvest's default plan.

    python benchmarks/bench_realsites.py [--sites flaskadmin,roundup,datasette] [--budgets 100,300,1000]
        [--size N] [--repeat 1] [--policies hiddenweb,generic-frequency,random]
        [--plans keyword,structured,auto] [--json out.json]
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hiddenweb.harvest.structured import PLAN_MODES  # noqa: E402
from tests.kit.crawl import run_crawl  # noqa: E402
from tests.testbed.base import Missing, TestbedSite  # noqa: E402
from tests.testbed.oracle import DEFAULT_K, Oracle, build_oracle, score  # noqa: E402
from tests.testbed.sites import SITES, start  # noqa: E402

#: name in the report -> the harvest's ``policy`` argument (None: hiddenweb's default)
POLICIES: dict[str, str | None] = {"hiddenweb": None, "generic-frequency": "generic-frequency", "random": "random"}


def harvest(
    site: TestbedSite, budget: int, policy: str | None, workdir: Path, plan: str = ""
) -> tuple[list[dict], dict]:
    """One ``scrapy crawl harvest`` of the site (``plan``: ``-a plan=``, "" the default): its feed rows and stats."""
    tmp = Path(tempfile.mkdtemp(prefix=f"{site.name}-{budget}-", dir=workdir))
    args: dict[str, Any] = {"url": site.start_url, "budget": budget}
    if policy:
        args["policy"] = policy
    if plan:
        args["plan"] = plan
    run = run_crawl("harvest", tmp, args, site.settings, timeout=300 + 3 * budget)
    (tmp / "crawl.log").write_text(run.log)  # kept beside the feed and stats, to see what the crawler did
    if run.returncode != 0 or not run.stats:
        print(f"  crawl exited {run.returncode}: {run.log[-1500:]}", file=sys.stderr)
    return run.items, run.stats


def measure_site(name: str, options: argparse.Namespace, workdir: Path) -> dict[str, Any]:
    """Every run on one site, scored; or why the site was skipped."""
    try:
        site = start(name, workdir / name, options.size)
    except (Missing, ModuleNotFoundError) as exc:  # not installed here, or its module not on this branch
        print(f"{name}: skipped ({exc})")
        return {"site": name, "skipped": str(exc)}
    with site:
        size = len(site.truth)
        if site.search is None or not site.documents:  # the oracle needs both
            print(f"{name}: skipped (its test-bed module gives no search helper or no documents: no oracle)")
            return {"site": name, "skipped": "no oracle"}
        print(f"{name}: {size} records, start page {site.start_url}")
        runs = []
        for budget in options.budgets:
            for policy in options.policies:
                for plan in options.plans:
                    label = f"{policy}/{plan}" if plan else policy
                    for repeat in range(options.repeat):
                        began = time.monotonic()
                        items, stats = harvest(site, budget, POLICIES[policy], workdir, plan)
                        took = time.monotonic() - began
                        runs.append((budget, label, repeat, items, stats, took))
                        print(f"  {label} at {budget}: {stats.get('finish_reason')} in {took:.0f} s")
        terms = {str(row["term"]) for _, _, _, items, _, _ in runs for row in items if "term" in row}
        oracle = build_oracle(site, size, options.k, extra_terms=sorted(terms))
        best = oracle.coverage(options.budgets)
        rows = [
            _row(site, oracle, best, budget, label, repeat, items, stats, seconds)
            for budget, label, repeat, items, stats, seconds in runs
        ]
    return {"site": name, "size": size, "oracle": {str(b): best[b] for b in options.budgets}, "runs": rows}


def _row(
    site: TestbedSite,
    oracle: Oracle,
    best: dict[int, float],
    budget: int,
    label: str,
    repeat: int,
    items: list[dict],
    stats: dict,
    seconds: float,
) -> dict[str, Any]:
    result = score(items, site, stats, oracle)
    return {
        "policy": label,
        "budget": budget,
        "repeat": repeat,
        "seconds": round(seconds, 1),
        "truth": len(site.truth),
        "oracle_coverage": best[budget],
        "page_size_bound": oracle.bound(budget),
        "vs_oracle": result.coverage / best[budget] if best[budget] else None,
        "totals_right_share": result.totals_right_share,
        **dataclasses.asdict(result),
    }


def _mean(rows: list[dict[str, Any]], key: str) -> float | None:
    values = [row[key] for row in rows if isinstance(row.get(key), int | float) and not isinstance(row[key], bool)]
    return statistics.fmean(values) if values else None


def _fmt(value: float | None, spec: str = ".3f") -> str:
    return "-" if value is None else format(value, spec)


def print_table(results: list[dict[str, Any]]) -> None:
    """One line per site, policy and budget (means over repeats)."""
    head = (
        f"{'site':<11}{'policy':<22}{'budget':>6}{'cover':>7}{'oracle':>7}{'ratio':>7}{'bound':>7}"
        f"{'dups':>7}{'no-id':>6}{'rec/req':>8}  {'estimate [low-high] / N':<28}{'est.cov':>8}{'totals':>8}  reason"
    )
    print(head)
    print("-" * len(head))
    for result in results:
        if "skipped" in result:
            print(f"{result['site']:<11}skipped: {result['skipped']}")
            continue
        groups: dict[tuple[str, int], list[dict[str, Any]]] = {}
        for row in result["runs"]:
            groups.setdefault((row["policy"], row["budget"]), []).append(row)
        for (policy, budget), rows in groups.items():
            est = _mean(rows, "estimated_size")
            low, high = _mean(rows, "estimated_low"), _mean(rows, "estimated_high")
            interval = "" if low is None or high is None else f" [{low:.0f}-{high:.0f}]"
            estimate = f"{_fmt(est, '.0f')}{interval} / {rows[0]['truth']}"
            reasons = ",".join(sorted({str(row["reason"]).removeprefix("finished_") for row in rows}))
            print(
                f"{result['site']:<11}{policy:<22}{budget:>6}{_fmt(_mean(rows, 'coverage')):>7}"
                f"{_fmt(rows[0]['oracle_coverage']):>7}{_fmt(_mean(rows, 'vs_oracle'), '.2f'):>7}"
                f"{_fmt(rows[0]['page_size_bound'], '.2f'):>7}{_fmt(_mean(rows, 'duplicates'), '.0f'):>7}"
                f"{_fmt(_mean(rows, 'no_id'), '.0f'):>6}{_fmt(_mean(rows, 'records_per_request'), '.2f'):>8}  "
                f"{estimate:<28}{_fmt(_mean(rows, 'estimated_coverage'), '.2f'):>8}"
                f"{_fmt(_mean(rows, 'totals_right_share'), '.2f'):>8}  {reasons}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sites", default=",".join(SITES), help="comma-separated test-bed sites (default: all)")
    parser.add_argument("--budgets", default="100,300,1000", help="comma-separated request budgets")
    parser.add_argument("--size", type=int, default=None, help="records per site (default: each site's own)")
    parser.add_argument("--repeat", type=int, default=1, help="runs per site, policy and budget")
    parser.add_argument("--policies", default=",".join(POLICIES), help=f"among {', '.join(POLICIES)}")
    parser.add_argument("--plans", default="", help=f"among {', '.join(PLAN_MODES)} (default: the harvest's own)")
    parser.add_argument("--k", type=int, default=DEFAULT_K, help="the oracle's candidate terms")
    parser.add_argument("--workdir", type=Path, default=None, help="where applications and crawls keep files")
    parser.add_argument("--json", type=Path, default=None, help="write every run's figures here")
    options = parser.parse_args()
    options.budgets = [int(b) for b in options.budgets.split(",") if b]
    options.policies = [p for p in options.policies.split(",") if p]
    options.plans = [p for p in options.plans.split(",") if p] or [""]
    unknown = (
        [p for p in options.policies if p not in POLICIES]
        + [s for s in options.sites.split(",") if s not in SITES]
        + [p for p in options.plans if p and p not in PLAN_MODES]
    )
    if unknown:
        parser.error(f"unknown site, policy or plan: {', '.join(unknown)}")
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    workdir = options.workdir or Path(tempfile.mkdtemp(prefix="bench-realsites-"))
    results = [measure_site(name, options, workdir) for name in options.sites.split(",") if name]
    print()
    print_table(results)
    if options.json:
        options.json.write_text(json.dumps(results, indent=1))
        print(f"\nwritten to {options.json}")


if __name__ == "__main__":
    main()
