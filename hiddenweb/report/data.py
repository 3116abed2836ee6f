"""What a crawl report shows, read from crawl logs and feeds (no plotting, no HTML).

``hiddenweb report`` is given feeds (JSON lines of ``Record`` and
``QueryResult`` items, or ``discover``'s ``FormItem`` lines), crawl logs, or
``JOBDIR`` folders; each feed's crawl log is found beside it
(:func:`~hiddenweb.report.events.crawl_log_path`). Each crawl log is one
worker (every worker of a fleet writes its own); the numbers at the top come
from the feeds when given (what the user has), else from the logs.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hiddenweb.report.events import (
    EVENT_TYPES,
    CrawlEnded,
    CrawlStarted,
    Event,
    FormFound,
    LearningIteration,
    PageVisited,
    Progress,
    QueryEnded,
    crawl_log_path,
    read_events,
)

__all__ = ["Crawl", "ReportError", "Source", "load_crawl"]


class ReportError(Exception):
    """The report cannot be made: a file is missing or holds nothing to report (the message says which)."""


@dataclass
class Source:
    """One worker's crawl log and its feed (either may be missing, not both)."""

    label: str
    log: Path | None = None
    feed: Path | None = None
    events: list[Event] = field(default_factory=list)
    items: list[dict[str, Any]] = field(default_factory=list)

    def of(self, cls: type[Event]) -> list[Any]:
        """This log's events of one kind (exactly that kind: an end is not a progress sample here)."""
        return [e for e in self.events if type(e) is cls]

    @property
    def spider(self) -> str:
        """``harvest`` or ``discover``: as the log's start says, else as its items look."""
        for event in self.of(CrawlStarted):
            return str(event.spider)
        if any("term" in item for item in self.items) or self.of(QueryEnded):
            return "harvest"
        return "discover" if any("form_type" in item for item in self.items) or self.of(PageVisited) else "harvest"

    @property
    def last(self) -> Progress | None:
        """The last progress sample or end (the crawl's final counts)."""
        samples = [e for e in self.events if isinstance(e, Progress)]
        return samples[-1] if samples else None

    @property
    def end(self) -> CrawlEnded | None:
        """The end of the last run, if it ended (a killed crawl has none)."""
        ends = self.of(CrawlEnded)
        return ends[-1] if ends else None

    def queries(self) -> list[dict[str, Any]]:
        """The queries' reports: the feed's ``QueryResult`` items, else the log's query events."""
        from_feed = [item for item in self.items if "term" in item and "key" not in item]
        if from_feed or self.feed is not None:
            return from_feed
        return [vars(e) for e in self.of(QueryEnded)]


@dataclass
class Crawl:
    """Everything a report is made of: one source per worker."""

    sources: list[Source]

    @property
    def fleet(self) -> bool:
        """More than one worker (crawl log) to show."""
        return sum(1 for s in self.sources if s.events) > 1

    def harvest_sources(self) -> list[Source]:
        """The workers that harvested."""
        return [s for s in self.sources if s.spider == "harvest"]

    def discover_sources(self) -> list[Source]:
        """The workers that discovered forms."""
        return [s for s in self.sources if s.spider == "discover"]

    def records(self) -> int:
        """Distinct records: in the feeds, else as the logs last counted them."""
        feeds = [s for s in self.harvest_sources() if s.feed is not None]
        if feeds:
            return len({item["key"] for s in feeds for item in s.items if "key" in item})
        return max((q["cumulative_records"] for s in self.harvest_sources() for q in s.queries()), default=0)

    def queries(self) -> list[dict[str, Any]]:
        """Every query's report, in the order of the workers' logs."""
        return [q for s in self.harvest_sources() for q in s.queries()]

    def final_estimate(self) -> dict[str, Any]:
        """The last estimate of the size and the coverage (with their intervals), as the last query
        reported it: the latest of every worker's logged queries, else the last in the feeds."""
        logged = [
            e for s in self.harvest_sources() for e in s.of(QueryEnded) if e.coverage is not None or e.estimated_size
        ]
        reports = (
            [vars(max(logged, key=lambda e: e.time))]
            if logged
            else [q for q in self.queries() if q.get("coverage") is not None or q.get("estimated_size")]
        )
        keys = (
            "estimated_size",
            "estimated_size_low",
            "estimated_size_high",
            "coverage",
            "coverage_low",
            "coverage_high",
        )
        last = reports[-1] if reports else {}
        return {k: last.get(k) for k in keys}

    def requests_by_kind(self) -> Counter[str]:
        """Requests by kind, over the workers (their last samples); the result pages of size and plan
        probes (queries reported as ``probe``) count as probes."""
        total: Counter[str] = Counter()
        for source in self.sources:
            if source.last is not None:
                total.update(source.last.by_kind)
        probe_pages = min(sum(q.get("pages", 0) for q in self.queries() if q.get("probe")), total["result_pages"])
        if probe_pages:
            total["result_pages"] -= probe_pages
            total["probes"] += probe_pages
        return total

    def errors(self) -> Counter[str]:
        """Errors by reason, over the workers."""
        total: Counter[str] = Counter()
        for source in self.sources:
            if source.last is not None:
                total.update(source.last.errors)
        return total

    def forms(self) -> list[dict[str, Any]]:
        """discover's relevant forms: the feeds' form items, else the logs' form events."""
        found: list[dict[str, Any]] = []
        for source in self.discover_sources():
            items = [item for item in source.items if "form_type" in item]
            found += items if (items or source.feed is not None) else [vars(e) for e in source.of(FormFound)]
        return found

    def learning(self) -> list[LearningIteration]:
        """The learning iterations of every discover worker."""
        return [e for s in self.discover_sources() for e in s.of(LearningIteration)]


def _read_items(path: Path) -> list[dict[str, Any]]:
    items = []
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                try:
                    item = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a last line cut short by a kill
                if isinstance(item, dict):
                    items.append(item)
    return items


def _is_crawl_log(path: Path) -> bool:
    with path.open(encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                try:
                    first = json.loads(line)
                except json.JSONDecodeError:
                    return False
                return isinstance(first, dict) and first.get("event") in EVENT_TYPES
    return False


def _source(path: Path) -> Source:
    if path.is_dir():
        log = path / "crawl.jsonl"
        if not log.is_file():
            raise ReportError(f"{path}: a folder without a crawl log (crawl.jsonl): not a JOBDIR of a crawl")
        return Source(path.name, log=log, events=read_events(log))
    if not path.is_file():
        raise ReportError(f"{path}: no such file or folder")
    if _is_crawl_log(path):
        return Source(path.name.removesuffix(".jsonl").removesuffix(".crawl"), log=path, events=read_events(path))
    beside = crawl_log_path("", None, [str(path)])
    found = beside if beside is not None and beside.is_file() else None
    return Source(
        path.name.split(".")[0],
        log=found,
        feed=path,
        events=read_events(found) if found is not None else [],
        items=_read_items(path),
    )


def load_crawl(paths: Sequence[str | Path]) -> Crawl:
    """The crawl behind ``paths`` (feeds, crawl logs or JOBDIRs); :class:`ReportError` when there is nothing."""
    if not paths:
        raise ReportError("give at least one feed, crawl log or JOBDIR")
    sources = [_source(Path(p)) for p in paths]
    if not any(s.events or s.items for s in sources):
        raise ReportError(f"nothing to report in {', '.join(map(str, paths))}: no events and no items")
    return Crawl(sources)
