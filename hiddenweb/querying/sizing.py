"""How big is the database behind the form? (for coverage and for P(q)·N)

Two sources, best first:

1. **Reported totals** ("1–10 of 3,412"). A query's total ``T(q)`` and its share of the
   downloaded sample *before* it was issued give ``N ≈ T(q) / P(q | downloaded)``; the median
   over queries with enough sample support resists the odd biased term. The largest total ever
   reported is a lower bound (a query matching "everything" still misses some records).
2. **Capture–recapture** over query overlaps (Bharat & Broder, WWW 1998: |A|/|B| =
   P(A∩B | B) / P(A∩B | A)): a query's results are a second sample of the database; the share
   already downloaded estimates ``|downloaded| / N``. Pooled over queries (Schnabel):
   ``N ≈ Σ n1·n2 / Σ m`` with n1 = records downloaded before the query, n2 = records it
   returned, m = how many of them were already downloaded.

Both are biased low when queries correlate with what was downloaded (an adaptive crawler's
queries do): the estimate is never below the number of distinct records seen.
"""

from __future__ import annotations

import statistics
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # policies imports this module
    from .policies import QueryOutcome

__all__ = ["SizeEstimator", "coverage"]


class SizeEstimator:
    """Database-size estimate from query outcomes; feed it every finished query."""

    def __init__(self, min_sample_df: int = 5, min_sample_size: int = 30, min_ratio_estimates: int = 1) -> None:
        self.min_sample_df = min_sample_df
        self.min_sample_size = min_sample_size
        self.min_ratio_estimates = min_ratio_estimates
        self.ratio_estimates: list[float] = []  # T(q) / P(q | sample), one per reliable query
        self.max_reported_total = 0
        self.distinct_seen = 0  # lower bound: records downloaded so far
        self._capture_num = 0.0  # Σ n1·n2
        self._capture_den = 0  # Σ m
        self._captures = 0

    def observe(self, outcome: QueryOutcome, sample_df: int, sample_size: int) -> None:
        """Learn from a finished query; *sample_df*/*sample_size* describe the downloaded
        sample just *before* the query was issued (its df for the term, number of records)."""
        self.distinct_seen = max(self.distinct_seen, sample_size + max(outcome.new, 0))
        total = outcome.reported_total
        if total is not None and total >= 0:
            self.max_reported_total = max(self.max_reported_total, total)
            if sample_df >= self.min_sample_df and sample_size >= self.min_sample_size and total > 0:
                self.ratio_estimates.append(total * sample_size / sample_df)
        returned = outcome.returned
        if sample_size > 0 and returned > 0:
            recaptured = max(0, returned - outcome.new)
            self._capture_num += sample_size * returned
            self._capture_den += recaptured
            self._captures += 1

    @property
    def lower_bound(self) -> int:
        """The database holds at least this many records: the largest total a site reported,
        or the distinct records downloaded."""
        return max(self.max_reported_total, self.distinct_seen)

    def estimate(self) -> float | None:
        """Estimated number of records in the database, or None before there is evidence."""
        if len(self.ratio_estimates) >= self.min_ratio_estimates:
            return max(float(statistics.median(self.ratio_estimates)), float(self.lower_bound))
        if self._captures and self._capture_den > 0:
            return max(self._capture_num / self._capture_den, float(self.lower_bound))
        return None


def coverage(distinct: int, estimated_size: float | None) -> float | None:
    """Share of the database downloaded (distinct records / estimated size), in [0, 1]."""
    if estimated_size is None or estimated_size <= 0:
        return None
    return min(1.0, distinct / estimated_size)
