"""Structured query plans on structured-only databases (issue 16, item 5): coverage within a budget.

On the local sites of ``tests/sites/structured.py`` — a car catalogue searched
only by a required make select, model and year selects and a price range; a
book search with author, title and ISBN boxes and no "all words" box — it runs
``scrapy crawl harvest`` at a budget of ``--times`` (3 by default) × the
database's result pages (records / page size) with:

* ``auto``: the default plan (structured on the car site, per-attribute
  candidates beside the keyword box on the book site);
* ``structured``: ``-a plan=structured``;
* ``keyword-<policy>``: ``-a plan=keyword`` with each keyword policy (the best
  of them is the keyword-only figure; the car site has no keyword box: 0);

and, next to them, **full enumeration**: every combination of the car form's
bounded fields (make × model × year, in form order) with every result page of
each read, charged like the harvest (one request per page, one for an empty
answer), and how much of the database it covers within the same budget; the
requests it needs for all of it. Its answers are the site's own search function
(the same as over HTTP), so it costs no crawl. Figures of the development set:
the sites were written with the planner.

``--testbed roundup`` (or another test-bed application, ``tests/testbed``)
also harvests that real application's search form with ``keyword``,
``structured`` and ``auto`` at the same budget (``--times`` × its result pages).

    python benchmarks/bench_structured.py [--times 3] [--seeds 16,17,18] [--testbed roundup] [--json out.json]
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.kit.crawl import run_crawl  # noqa: E402
from tests.sites.structured import MAKES, YEARS, BookFieldsSite, CarSite  # noqa: E402

PLANS: dict[str, dict[str, str]] = {
    "auto": {},
    "structured": {"plan": "structured"},
    "keyword-adaptive": {"plan": "keyword"},
    "keyword-generic-frequency": {"plan": "keyword", "policy": "generic-frequency"},
}


def harvest(site: CarSite | BookFieldsSite, budget: int, args: dict[str, str], workdir: Path) -> dict[str, Any]:
    """One crawl: its coverage, requests and the structured stats."""
    tmp = Path(tempfile.mkdtemp(dir=workdir))
    url = site.url.rstrip("/") + site.search_path
    run = run_crawl("harvest", tmp, {"url": url, "budget": budget, **args}, timeout=600)
    keys = [record["key"] for record in run.records]
    return {
        "coverage": round(site.coverage(run.records), 4),
        "records": len(run.records),
        "duplicates": len(keys) - len(set(keys)),
        "requests": run.stats.get("hiddenweb/requests", 0),
        "queries": len(run.queries),
        "mismatch": run.stats.get("hiddenweb/structured/mismatch", 0),
        "checked": run.stats.get("hiddenweb/structured/checked", 0),
        "reason": run.reason,
    }


def full_enumeration(site: CarSite, budget: int) -> dict[str, Any]:
    """Every make × model × year combination, every result page read: coverage within ``budget``, cost of all."""
    seen: set[str] = set()
    spent, covered_at_budget = 0, 0.0
    for make, model, year in itertools.product(MAKES, [m for ms in MAKES.values() for m in ms], YEARS):
        found = site.select("", {"mk": make, "md": model, "yr": str(year)})
        reachable = found[: site.result_cap] if site.result_cap else found
        pages = max(1, math.ceil(len(reachable) / site.page_size))
        for page in range(pages):
            spent += 1
            seen.update(r["id"] for r in reachable[page * site.page_size : (page + 1) * site.page_size])
            if spent == budget:
                covered_at_budget = len(seen) / len(site.records)
    if spent < budget:
        covered_at_budget = len(seen) / len(site.records)
    return {"coverage": round(covered_at_budget, 4), "requests_for_all": spent, "all": len(seen) / len(site.records)}


def testbed(name: str, times: float, workdir: Path) -> dict[str, Any]:
    """The three plans on a test-bed application at ``times`` × its result pages (or why it was skipped)."""
    from tests.testbed.base import Missing
    from tests.testbed.sites import start

    try:
        site = start(name, workdir / name)
    except (Missing, ModuleNotFoundError) as exc:
        return {"skipped": str(exc)}
    try:
        page_size = int(site.notes.get("page_size") or 50)
        budget = int(times * math.ceil(len(site.truth) / page_size))
        row: dict[str, Any] = {"site": name, "budget": budget}
        for plan in ("keyword", "structured", "auto"):
            tmp = Path(tempfile.mkdtemp(dir=workdir))
            args = {"url": site.start_url, "budget": budget, "plan": plan}
            run = run_crawl("harvest", tmp, args, site.settings, timeout=900)
            ids = {site.record_id(r) for r in run.records} - {None}
            terms = [query["term"] for query in run.queries]
            row[plan] = {
                "coverage": round(len(ids & site.truth) / len(site.truth), 4),
                "struct_queries": sum(term.startswith("plan:struct:") for term in terms),
                "mismatch": run.stats.get("hiddenweb/structured/mismatch", 0),
                "reason": run.reason,
            }
            print(name, plan, row[plan], flush=True)
        return row
    finally:
        site.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--times", type=float, default=3.0, help="budget in result pages of the database")
    parser.add_argument("--seeds", default="16,17,18", help="database seeds (one site of each kind per seed)")
    parser.add_argument("--testbed", default="", help="test-bed applications too, comma-separated (e.g. roundup)")
    parser.add_argument("--json", help="write the results here")
    options = parser.parse_args()
    results: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="bench-structured-") as workdir:
        for seed in (int(s) for s in options.seeds.split(",")):
            for cls in (CarSite, BookFieldsSite):
                site = cls(seed=seed).start("127.0.0.1", 0)
                try:
                    budget = int(options.times * site.result_pages())
                    row: dict[str, Any] = {"site": site.name, "seed": seed, "budget": budget}
                    for name, args in PLANS.items():
                        row[name] = harvest(site, budget, args, Path(workdir))
                        print(site.name, seed, name, row[name], flush=True)
                    if isinstance(site, CarSite):
                        row["full-enumeration"] = full_enumeration(site, budget)
                        print(site.name, seed, "full-enumeration", row["full-enumeration"], flush=True)
                    results.append(row)
                finally:
                    site.stop()
        for name in filter(None, options.testbed.split(",")):
            results.append(testbed(name, options.times, Path(workdir)))
    print("\nsite        plan                        coverage (median over seeds)")
    for name in ("cars", "bookfields"):
        rows = [r for r in results if r.get("site") == name]
        for plan in [*PLANS, "full-enumeration"]:
            values = [r[plan]["coverage"] for r in rows if plan in r]
            if values:
                print(
                    f"{name:<11} {plan:<27} {statistics.median(values):.3f}  ({', '.join(f'{v:.3f}' for v in values)})"
                )
    if options.json:
        Path(options.json).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
