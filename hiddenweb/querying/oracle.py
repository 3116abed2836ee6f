"""The offline greedy oracle: the practical limit for single-term queries.

Query selection is a (budgeted) set-cover problem (Ntoulas et al. §2.3, NP-hard); the greedy
algorithm that always takes the query adding the most uncovered records is its classic
approximation. Knowing every term's result set — which no crawler does — it bounds what an
adaptive policy can reach with the same number of queries. With a result cap only the first
``cap`` results in the site's order are reachable per query.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping

import numpy as np

__all__ = ["greedy_oracle"]


def greedy_oracle(
    postings: Mapping[str, set[int] | np.ndarray], n_queries: int, cap: int | None
) -> list[tuple[str, int]]:
    """Greedy max-coverage over *postings* (term → record ids in site order; a set is taken in
    ascending id order). Returns ``(term, cumulative records covered)`` per step.

    Lazy greedy (gains only shrink), so each step re-evaluates only the few top terms.
    """
    reach: dict[str, np.ndarray] = {}
    size = 0
    for term, docs in postings.items():
        arr = (
            np.fromiter(sorted(docs), dtype=np.int64)
            if isinstance(docs, (set, frozenset))
            else np.asarray(docs, dtype=np.int64)
        )
        if cap is not None:
            arr = arr[:cap]
        if len(arr):
            reach[term] = arr
            size = max(size, int(arr.max()) + 1)
    covered = np.zeros(size, dtype=bool)
    heap = [(-len(arr), term) for term, arr in reach.items()]
    heapq.heapify(heap)
    steps: list[tuple[str, int]] = []
    total = 0
    while heap and len(steps) < n_queries:
        _neg_gain, term = heapq.heappop(heap)
        arr = reach[term]
        gain = int(len(arr) - np.count_nonzero(covered[arr]))
        if heap and gain < -heap[0][0]:
            if gain > 0:
                heapq.heappush(heap, (-gain, term))
            continue
        if gain <= 0:
            break
        covered[arr] = True
        total += gain
        steps.append((term, total))
    return steps
