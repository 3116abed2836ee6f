"""The crawl log's events: one JSON object a line, ``"event"`` naming its kind.

The crawl log (``HIDDENWEB_CRAWL_LOG``, written by :mod:`hiddenweb.crawllog`)
is what ``hiddenweb report`` reads: the spiders tell it what happened as it
happens, instead of piling it into the final stats. Each kind of line is a
dataclass here, so the writer and the reader share one schema; a reader
skips kinds it does not know (a newer writer) and fields it does not know.
"""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar

from hiddenweb import meta
from hiddenweb.items import QueryResult

__all__ = [
    "EVENT_TYPES",
    "CrawlEnded",
    "CrawlStarted",
    "Event",
    "FormFound",
    "LearningIteration",
    "PageVisited",
    "Progress",
    "QueryEnded",
    "crawl_log_path",
    "event_line",
    "parse_event",
    "read_events",
    "request_kind",
]

logger = logging.getLogger(__name__)

#: The request kinds a harvest's budget is spent on, in the order the report shows them.
REQUEST_KINDS = ("form_pages", "probes", "result_pages", "detail_pages", "pages", "other")


@dataclass(kw_only=True)
class Event:
    """What every line has: its kind (``event``), when (epoch seconds) and which crawl run of the log."""

    event: ClassVar[str] = ""
    time: float = 0.0
    run: int = 0


@dataclass(kw_only=True)
class CrawlStarted(Event):
    """A crawl (or a resumed one: ``resumed``) starts writing to the log."""

    event: ClassVar[str] = "start"
    spider: str = ""
    worker: str = ""
    resumed: bool = False
    #: The crawl state is shared with other workers (Redis): its counts are the fleet's.
    shared_state: bool = False
    budget: int = 0
    feeds: list[str] = field(default_factory=list)


@dataclass(kw_only=True)
class Progress(Event):
    """A periodic sample: this worker's requests by kind, the crawl's records and estimate, errors by reason."""

    event: ClassVar[str] = "progress"
    elapsed: float = 0.0
    requests: int = 0
    #: Requests by kind (:data:`REQUEST_KINDS`), plus ``retries`` and ``rendered`` (a page may be both).
    by_kind: dict[str, int] = field(default_factory=dict)
    errors: dict[str, int] = field(default_factory=dict)
    records: int = 0
    queries: int = 0
    empty_pages: int = 0
    estimated_size: float | None = None
    estimated_size_low: float | None = None
    estimated_size_high: float | None = None
    coverage: float | None = None
    coverage_low: float | None = None
    coverage_high: float | None = None
    budget: int = 0
    #: discover: pages crawled and relevant forms found
    pages: int = 0
    relevant_forms: int = 0


@dataclass(kw_only=True)
class CrawlEnded(Progress):
    """The crawl closes: a last sample, with its close reason."""

    event: ClassVar[str] = "end"
    reason: str = ""


@dataclass(kw_only=True)
class QueryEnded(QueryResult, Event):
    """A query's pagination ended: its :class:`~hiddenweb.items.QueryResult` (the same fields, so the two
    never drift apart) and the requests spent so far."""

    event: ClassVar[str] = "query"
    #: requests this worker had made when the query ended (across resumes)
    requests: int = 0


@dataclass(kw_only=True)
class PageVisited(Event):
    """discover: one page and the page classifier's verdict on it."""

    event: ClassVar[str] = "page"
    url: str = ""
    site: str = ""
    on_topic: bool = False
    score: float = 0.0
    forms: int = 0
    relevant_forms: int = 0
    depth: int = 0
    #: pages crawled and relevant forms found so far (the harvest-rate curve)
    pages: int = 0
    relevant: int = 0


@dataclass(kw_only=True)
class LearningIteration(Event):
    """discover: the link classifier was learned anew, with these selected features."""

    event: ClassVar[str] = "learning"
    iteration: int = 0
    features: str = ""
    pages: int = 0
    relevant: int = 0


@dataclass(kw_only=True)
class FormFound(Event):
    """discover: a relevant searchable form, new to the crawl."""

    event: ClassVar[str] = "form"
    url: str = ""
    site: str = ""
    form_type: str = ""
    searchable: float = 0.0
    relevance: float = 0.0
    keyword_field: str | None = None
    action: str = ""
    method: str = ""
    depth: int = 0
    pages: int = 0
    relevant: int = 0


#: Every kind of line, by its ``event`` name.
EVENT_TYPES: dict[str, type[Event]] = {
    cls.event: cls
    for cls in (CrawlStarted, Progress, CrawlEnded, QueryEnded, PageVisited, LearningIteration, FormFound)
}


#: Field values :func:`event_line` writes as they are (``dataclasses.asdict`` would copy them unchanged).
_PLAIN = frozenset({str, int, float, bool, type(None)})


_FIELD_NAMES: dict[type[Event], tuple[str, ...]] = {}


def _field_names(cls: type[Event]) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return names


def event_line(event: Event) -> str:
    """``event`` as one line of the crawl log (with its newline).

    Field by field: ``discover`` writes a line per page, and ``dataclasses.asdict``
    (deep copies, recursion) cost more than the JSON. An event holding a list or a
    dict goes through ``asdict`` as before.
    """
    data: dict[str, Any] = {"event": event.event}
    for name in _field_names(type(event)):
        data[name] = getattr(event, name)
    if not all(type(value) in _PLAIN for value in data.values()):
        data = {"event": event.event, **dataclasses.asdict(event)}
    return json.dumps(data, ensure_ascii=False) + "\n"


def parse_event(data: Mapping[str, Any]) -> Event | None:
    """The event of a parsed line; None for a kind this version does not know (fields it does not know are left out)."""
    cls = EVENT_TYPES.get(str(data.get("event", "")))
    if cls is None:
        return None
    names = {f.name for f in dataclasses.fields(cls)}
    return cls(**{k: v for k, v in data.items() if k in names})


def read_events(path: Path) -> list[Event]:
    """The events of crawl log ``path``; a line cut short by a kill (the last one) is skipped with a warning."""
    events: list[Event] = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError:
                logger.warning("%s, line %d: not JSON (cut short by a kill?); skipped", path, number)
                continue
            event = parse_event(data) if isinstance(data, dict) else None
            if event is not None:
                events.append(event)
    return events


def last_sample(events: Iterable[Event]) -> Progress | None:
    """The log's last progress sample (or end), from which a resumed crawl goes on counting."""
    last = None
    for event in events:
        if isinstance(event, Progress):
            last = event
    return last


def iter_kind(events: Iterable[Event], cls: type[Event]) -> Iterator[Any]:
    """The events of one kind."""
    return (e for e in events if type(e) is cls)


def request_kind(request_meta: Mapping[str, Any], spider: str) -> str:
    """What a request was for, from its ``meta`` (one of :data:`REQUEST_KINDS`)."""
    if spider == "discover":
        return "pages" if meta.LINK in request_meta else "other"
    if meta.HOPS in request_meta:
        return "form_pages"
    if meta.PROBE in request_meta:
        return "probes"
    if meta.QUERY in request_meta:
        return "result_pages"
    if meta.HARVEST in request_meta:
        return "detail_pages"
    return "other"  # robots.txt, a login, a route's step


def crawl_log_path(setting: str, jobdir: str | None, feeds: Iterable[str]) -> Path | None:
    """Where the crawl log goes: the setting (``off`` for none), else ``JOBDIR/crawl.jsonl``, else
    ``NAME.crawl.jsonl`` beside the first local file feed ``NAME.EXT``, else nowhere."""
    setting = (setting or "").strip()
    if setting.lower() in ("off", "none", "0", "false"):
        return None
    if setting:
        return Path(setting)
    if jobdir:
        return Path(jobdir) / "crawl.jsonl"
    for uri in feeds:
        uri = str(uri)
        if "%(" in uri or ("://" in uri and not uri.startswith("file://")) or uri in ("-", "stdout:"):
            continue
        path = Path(uri.removeprefix("file://"))
        return path.with_name(f"{path.name.split('.')[0] or path.name}.crawl.jsonl")
    return None


#: Stats key prefixes counted as errors, and the prefix of their reason in the report.
ERROR_STATS = (
    ("hiddenweb/errors/", ""),
    ("downloader/exception_type_count/", "download: "),
    ("spider_exceptions/", "spider: "),
    ("hiddenweb/forms_failed/", "form not submitted: "),
    ("hiddenweb/rendering/errors/", "rendering: "),
    ("hiddenweb/targets_failed/", "target: "),
    ("hiddenweb/requests_unsendable/", "unsendable: "),
)


def errors_by_reason(stats: Mapping[str, Any]) -> dict[str, int]:
    """A crawl's errors by reason, from its stats: its own error counters, download exceptions
    (by exception name), spider exceptions and HTTP error statuses (``HTTP 404``)."""
    errors: dict[str, int] = {}
    for key, value in stats.items():
        if not isinstance(value, int) or isinstance(value, bool) or not value:
            continue
        if key.startswith("downloader/response_status_count/"):
            status = key.rsplit("/", 1)[1]
            if status.isdigit() and int(status) >= 400:
                errors[f"HTTP {status}"] = value
            continue
        for prefix, label in ERROR_STATS:
            if key.startswith(prefix):
                errors[label + key[len(prefix) :].rsplit(".", 1)[-1]] = value
                break
    return dict(sorted(errors.items()))
