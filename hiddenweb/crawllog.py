"""Scrapy extension: the crawl log (``HIDDENWEB_CRAWL_LOG``), the events ``hiddenweb report`` reads.

Installed by the add-on (:class:`hiddenweb.addon.HiddenWeb`). One JSON line
per event (the schema: :mod:`hiddenweb.report.events`), flushed as it is
written: each ended query (its :class:`~hiddenweb.items.QueryResult` and the
requests spent so far), a progress sample every ``HIDDENWEB_LOG_INTERVAL``
seconds (requests by kind, records, the estimate and its interval, errors by
reason), and for ``discover`` each page's verdict, each learning iteration
and each relevant form. Spiders send their own events with
``crawler.signals.send_catch_log(CRAWL_EVENT, event=...)``; every event
written is sent on as :data:`CRAWL_LOG_WRITTEN` (``hiddenweb demo``'s
progress bar listens to it).

The log lives in ``JOBDIR/crawl.jsonl``, else as ``NAME.crawl.jsonl`` beside
the first file feed, else nowhere (the setting overrides; ``off`` disables
it). A crawl with a ``JOBDIR``, or whose feed appends, appends to the log and
goes on counting from its last sample, so a resumed crawl's report covers the
whole crawl; a crawl that overwrites its feed starts a new log.
"""

from __future__ import annotations

import logging
import os
import socket
import time
from pathlib import Path
from typing import IO, Any

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured
from scrapy.http import Request, Response
from twisted.internet import task

from hiddenweb import meta
from hiddenweb.config import CrawlLogConfig, StateConfig
from hiddenweb.discover.items import FormItem
from hiddenweb.items import QueryResult
from hiddenweb.report.events import (
    CrawlEnded,
    CrawlStarted,
    Event,
    FormFound,
    Progress,
    QueryEnded,
    crawl_log_path,
    errors_by_reason,
    event_line,
    last_sample,
    read_events,
    request_kind,
)
from hiddenweb.schedulers.query_contract import QuerySource

__all__ = ["CRAWL_EVENT", "CRAWL_LOG_WRITTEN", "CrawlLog"]

logger = logging.getLogger(__name__)

#: Signal a spider sends with ``event=`` (a :class:`~hiddenweb.report.events.Event`) to log it.
CRAWL_EVENT = object()
#: Signal sent with ``event=`` after an event was written (live progress).
CRAWL_LOG_WRITTEN = object()


class CrawlLog:
    """Writes the crawl log of one crawler."""

    def __init__(self, crawler: Crawler, path: Path, append: bool, interval: float) -> None:
        self.crawler = crawler
        self.path = path
        self.append = append
        self.interval = interval
        self.spider_name = ""
        self.run = 0
        self.requests = 0
        self.by_kind: dict[str, int] = {}
        self.records = self.queries = self.pages = self.relevant = 0
        self.elapsed_before = 0.0
        self.started = time.monotonic()
        self.last_query: QueryEnded | None = None
        self._file: IO[str] | None = None
        self._loop: task.LoopingCall | None = None
        for handler, signal in (
            (self.spider_opened, signals.spider_opened),
            (self.spider_closed, signals.spider_closed),
            (self.request_reached, signals.request_reached_downloader),
            (self.response_received, signals.response_received),
            (self.item_scraped, signals.item_scraped),
            (self.write, CRAWL_EVENT),
        ):
            crawler.signals.connect(handler, signal=signal)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> CrawlLog:
        """The crawl log where ``HIDDENWEB_CRAWL_LOG``, ``JOBDIR`` and ``FEEDS`` put it (NotConfigured: none)."""
        config = CrawlLogConfig.from_settings(crawler.settings)
        feeds = crawler.settings.getdict("FEEDS")
        jobdir = crawler.settings.get("JOBDIR")
        path = crawl_log_path(config.crawl_log, jobdir, list(feeds))
        if path is None:
            raise NotConfigured("no crawl log: no JOBDIR, no file feed and no HIDDENWEB_CRAWL_LOG")
        first = next(iter(feeds.values()), None) if feeds else None
        overwrite = bool((first or {}).get("overwrite")) if isinstance(first, dict) else False
        return cls(crawler, path, append=bool(jobdir) or not overwrite, interval=config.log_interval)

    # -- writing ------------------------------------------------------------------------------------
    def write(self, event: Event, **kwargs: Any) -> None:
        """Append ``event`` to the log (flushed at once: a killed crawl loses no line before it)."""
        if self._file is None:
            return
        event.time = round(time.time(), 3)
        event.run = self.run
        self._file.write(event_line(event))
        self._file.flush()
        if isinstance(event, QueryEnded):
            self.last_query = event
        self.crawler.signals.send_catch_log(CRAWL_LOG_WRITTEN, event=event)

    def spider_opened(self, spider: Any) -> None:
        """Open the log (appending and counting on, for a resumed crawl) and say the crawl started."""
        self.spider_name = spider.name
        previous = read_events(self.path) if self.append and self.path.is_file() else []
        resumed = bool(previous)
        sample = last_sample(previous)
        if sample is not None:  # go on counting from where the last run stopped
            self.requests, self.by_kind = sample.requests, dict(sample.by_kind)
            self.pages, self.relevant, self.elapsed_before = sample.pages, sample.relevant_forms, sample.elapsed
        self.run = max((e.run for e in previous), default=-1) + 1
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.path.open("a" if self.append else "w", encoding="utf-8")
        logger.info("Crawl log: %s%s", self.path, " (appending)" if resumed else "")
        settings = self.crawler.settings
        self.write(
            CrawlStarted(
                spider=spider.name,
                worker=f"{socket.gethostname()}:{os.getpid()}",
                resumed=resumed,
                shared_state=bool(StateConfig.from_settings(settings).redis_url),
                budget=self._budget(spider),
                feeds=[str(uri) for uri in settings.getdict("FEEDS")],
            )
        )
        self._loop = task.LoopingCall(self.sample)
        self._loop.start(max(self.interval, 0.5), now=False)

    def spider_closed(self, spider: Any, reason: str) -> None:
        """A last sample, with the close reason; the log is closed."""
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        if self._file is None:
            return
        self.write(CrawlEnded(reason=reason, **vars(self._sample(spider))))
        self._file.close()
        self._file = None

    # -- counting -----------------------------------------------------------------------------------
    def request_reached(self, request: Request, spider: Any) -> None:
        """Count a request by kind (a retry counts as a retry as well)."""
        self.requests += 1
        kind = request_kind(request.meta, self.spider_name)
        self.by_kind[kind] = self.by_kind.get(kind, 0) + 1
        if request.meta.get("retry_times"):
            self.by_kind["retries"] = self.by_kind.get("retries", 0) + 1

    def response_received(self, response: Response, request: Request, spider: Any) -> None:
        """Count a page that came through the browser."""
        if request.meta.get(meta.RENDERED):
            self.by_kind["rendered"] = self.by_kind.get("rendered", 0) + 1

    def item_scraped(self, item: Any, spider: Any, **kwargs: Any) -> None:
        """A query's report, or a relevant form: logged."""
        if isinstance(item, QueryResult):
            self.write(QueryEnded(requests=self.requests, **vars(item)))
        elif isinstance(item, FormItem):
            form = item.form or {}
            self.write(
                FormFound(
                    url=item.url,
                    site=item.site,
                    form_type=item.form_type,
                    searchable=item.searchable,
                    relevance=item.relevance,
                    keyword_field=item.keyword_field,
                    action=str(form.get("action") or ""),
                    method=str(form.get("method") or ""),
                    depth=item.depth,
                    pages=int(self.crawler.stats.get_value("hiddenweb/discover/pages", 0)),
                    relevant=int(self.crawler.stats.get_value("hiddenweb/forms_relevant", 0)),
                )
            )

    def sample(self) -> None:
        """A progress sample."""
        if self._file is not None and self.crawler.spider is not None:
            self.write(self._sample(self.crawler.spider))

    def _sample(self, spider: Any) -> Progress:
        stats = self.crawler.stats.get_stats()
        last = self.last_query
        values: dict[str, Any] = {}
        for key in ("estimated_size", "estimated_size_low", "estimated_size_high"):
            values[key] = stats.get(f"hiddenweb/{key}")
        for key in ("coverage", "coverage_low", "coverage_high"):
            values[key] = stats.get(f"hiddenweb/{key}")
        return Progress(
            elapsed=round(self.elapsed_before + time.monotonic() - self.started, 3),
            requests=self.requests,
            by_kind=dict(self.by_kind),
            errors=errors_by_reason(stats),
            records=max(int(stats.get("hiddenweb/records", 0) or 0), last.cumulative_records if last else 0),
            queries=int(stats.get("hiddenweb/queries", 0) or 0),
            empty_pages=int(stats.get("hiddenweb/result_pages_empty", 0) or 0),
            budget=self._budget(spider),
            pages=int(stats.get("hiddenweb/discover/pages", 0) or 0),
            relevant_forms=int(stats.get("hiddenweb/forms_relevant", 0) or 0),
            **values,
        )

    @staticmethod
    def _budget(spider: Any) -> int:
        """The request budget of a harvest's forms (0: none)."""
        if not isinstance(spider, QuerySource):
            return 0
        return sum(h.limits.budget for h in spider.harvests.values())
