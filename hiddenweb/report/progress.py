"""The one-line live progress of a harvest (``hiddenweb demo`` in a terminal), from the crawl log's events."""

from __future__ import annotations

import time

from hiddenweb.querying.sizing import format_coverage
from hiddenweb.report.events import Event, Progress, QueryEnded

__all__ = ["ProgressLine"]


class ProgressLine:
    """Follows a harvest's crawl-log events and says where it stands in one line.

    Records, estimated coverage with its interval, requests per second and the
    budget left; updated by every ended query and progress sample.
    """

    def __init__(self, budget: int = 0, width: int = 20) -> None:
        self.budget = budget
        self.width = width
        self.started = time.monotonic()
        self.records = self.requests = self.queries = 0
        self.coverage: tuple[float | None, float | None, float | None] = (None, None, None)

    def update(self, event: Event) -> bool:
        """Take ``event`` in; True when the line changed."""
        if isinstance(event, QueryEnded):
            self.queries += 1
            self.records = max(self.records, event.cumulative_records)
            self.requests = max(self.requests, event.requests)
            self.coverage = (event.coverage, event.coverage_low, event.coverage_high)
            return True
        if isinstance(event, Progress):
            self.records = max(self.records, event.records)
            self.requests = max(self.requests, event.requests)
            self.budget = event.budget or self.budget
            return True
        return False

    def line(self) -> str:
        """The progress line, e.g. ``[#####.....] 1,234 records · coverage 0.41 (0.35–0.52) · 12.3 req/s · 150 left``."""
        coverage = "coverage " + format_coverage(*self.coverage).replace("n/a", "?")
        rate = self.requests / max(time.monotonic() - self.started, 1e-6)
        done = min(self.requests / self.budget, 1.0) if self.budget else 0.0
        bar = "#" * round(done * self.width)
        left = (
            f"{max(self.budget - self.requests, 0):,} of {self.budget:,} requests left" if self.budget else "no budget"
        )
        return (
            f"[{bar:.<{self.width}}] {self.records:,} records · {self.queries} queries · {coverage} · "
            f"{rate:.1f} req/s · {left}"
        )
