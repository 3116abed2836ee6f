"""A result cap the site never states: many queries answered with the same, largest, count.

Some applications cut every answer at their best-scored N matches and say
nothing (Fossil's search lists its 100 best, no total, no next page). A
query whose answer hit such a cap looks complete, so the policy believes
it has seen all of that query's matches. Evidence for a silent cap: the
largest number of records any query returned, returned exactly by several
queries that all ended on their last page. Databases answer with all sorts
of counts; the same maximum again and again is a limit.
"""

from __future__ import annotations

from collections import Counter

__all__ = ["MIN_CAP", "MIN_QUERIES", "SilentCap"]

#: Fewest records a silent cap can be (a small database returns all of itself to many queries).
MIN_CAP = 10
#: Queries that must end with exactly the largest count before it is taken for a cap.
MIN_QUERIES = 2


class SilentCap:
    """Counts the records of each query that ended on its last page; says when a count is the cap."""

    def __init__(self) -> None:
        self._counts: Counter[int] = Counter()
        self._largest = 0

    def capped(self, returned: int, last_page: bool, reported_total: int | None = None) -> bool:
        """Whether a query that returned ``returned`` records was cut by the site's silent cap.

        Only queries that ended on their last page count (``last_page``); a
        reported total that equals ``returned`` says the answer is whole.
        """
        if not last_page or returned <= 0:
            return False
        self._largest = max(self._largest, returned)
        self._counts[returned] += 1
        if reported_total is not None and reported_total <= returned:
            return False
        return self.cap == returned

    @property
    def cap(self) -> int | None:
        """The silent cap, once several queries ended with the largest count seen (None before)."""
        largest = self._largest
        if largest >= MIN_CAP and self._counts[largest] >= MIN_QUERIES:
            return largest
        return None
