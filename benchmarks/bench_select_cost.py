"""Cost of choosing the next query: 100,000 candidate terms, 50,000 downloaded records.

Target (issue #2): ≤ 5 ms median per ``select()``. Baseline, in the same process: the naive
selection §3.3 of Ntoulas et al. avoids — rebuild the term → document-frequency table from all
downloaded records, then loop over every candidate computing its efficiency.

    python benchmarks/bench_select_cost.py [--quick]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hiddenweb.querying import QueryOutcome, make_policy


def synthetic_records(n_docs: int, n_terms: int, seed: int = 7) -> list[set[str]]:
    """Short records over a Zipfian vocabulary; every one of *n_terms* terms occurs at least once."""
    rng = np.random.default_rng(seed)
    vocab = [f"w{i:06d}x" for i in range(n_terms)]
    ranks = np.minimum(rng.zipf(1.15, size=(n_docs, 20)) - 1, n_terms - 1)
    uniform = rng.integers(0, n_terms, size=(n_docs, 4))
    docs = [set(map(vocab.__getitem__, np.concatenate([r, u]).tolist())) for r, u in zip(ranks, uniform)]
    seen = set().union(*docs)
    missing = [t for t in vocab if t not in seen]
    for term in missing:
        docs[int(rng.integers(0, n_docs))].add(term)
    return docs


def naive_select(docs: list[set[str]], issued: set[str], size: float, cap: int) -> str | None:
    """Rescan every record, then score every candidate in Python (independence estimator)."""
    df = Counter()
    for terms in docs:
        df.update(terms)
    n = len(docs)
    best, best_eff = None, -1.0
    for term, count in df.items():
        if term in issued:
            continue
        matches = count / n * size
        new = min(cap, matches) * (1 - count / matches)
        eff = new / (1 + max(1, -(-min(cap, matches) // 10)))
        if eff > best_eff:
            best, best_eff = term, eff
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer timed selections")
    parser.add_argument("--docs", type=int, default=50_000)
    parser.add_argument("--terms", type=int, default=100_000)
    args = parser.parse_args()
    rounds = 20 if args.quick else 100

    t0 = time.perf_counter()
    base = synthetic_records(args.docs, args.terms)
    extra = synthetic_records(rounds * 20, args.terms, seed=8)
    print(
        f"{args.docs:,} records, {len(set().union(*base)):,} distinct terms (built in {time.perf_counter() - t0:.1f}s)"
    )

    for estimator in ("independence", "zipf"):
        policy = make_policy("adaptive", estimator=estimator, page_size=10, result_cap=1000)
        t0 = time.perf_counter()
        for terms in base:
            policy.observe_document(terms)
        first = policy.select()  # counts the replayed records
        replay = time.perf_counter() - t0
        policy.mark_issued(first)
        times = []
        feed = iter(extra)
        total = 0
        for i in range(rounds):
            t0 = time.perf_counter()
            term = policy.select()
            times.append(time.perf_counter() - t0)
            policy.mark_issued(term)
            new = [next(feed) for _ in range(20)]
            for terms in new:
                policy.observe_document(terms)
            total += 400 + i
            policy.observe_query(QueryOutcome(term, 400 + i, 20, 20, 2, True, policy.num_docs))
        times_ms = np.array(times) * 1000
        print(
            f"adaptive({estimator}): replay {args.docs:,} records {replay:.2f}s; select median "
            f"{np.median(times_ms):.2f} ms, p95 {np.percentile(times_ms, 95):.2f} ms over {rounds} choices"
        )
        if estimator == "independence":
            fast_median = float(np.median(times_ms))

    naive_rounds = 2 if args.quick else 3
    all_docs = list(base)
    issued: set[str] = set()
    naive = []
    for _ in range(naive_rounds):
        t0 = time.perf_counter()
        term = naive_select(all_docs, issued, size=args.docs * 2, cap=1000)
        naive.append((time.perf_counter() - t0) * 1000)
        issued.add(term)
    naive_median = statistics.median(naive)
    print(f"naive rescan baseline: median {naive_median:.0f} ms over {naive_rounds} choices")
    print(
        f"speed-up (naive / incremental, independence): {naive_median / fast_median:.0f}x; "
        f"target ≤ 5 ms median: {'met' if fast_median <= 5 else 'NOT met'}"
    )


if __name__ == "__main__":
    main()
