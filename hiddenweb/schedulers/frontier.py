"""The discover scheduler: ACHE's frontier manager as a Scrapy scheduler.

Links the ``discover`` spider yields (``request.meta["hiddenweb_link"]``) go
to the :class:`~hiddenweb.focus.frontier.LevelFrontier` kept in the crawl
state: seeds to queue 1, other links to the persistent frontier that refills
the level queues when they run empty. ``next_request`` takes the best link of
the first non-empty queue, skipping sites that already have
``HIDDENWEB_DISCOVER_HOST_CONCURRENCY`` requests in the downloader
(default: ``CONCURRENT_REQUESTS_PER_DOMAIN``), so one site's links cannot
fill the downloader while other sites wait (politeness per host) and sites that reached their stopping criteria.
Requests that are not links (redirects, retries) are served first, from
memory. The link model learned online lives in the state too, so
``JOBDIR`` resume keeps both the frontier and what was learned.
"""

from __future__ import annotations

import logging
from collections import Counter, deque
from typing import TYPE_CHECKING, Any

from scrapy import Request, signals
from w3lib.url import canonicalize_url

from hiddenweb.focus.frontier import LevelFrontier, site_of
from hiddenweb.state.crawler import StateFailed

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

LINK = "hiddenweb_link"  # request.meta key: the frontier entry of a link request


class FrontierScheduler:
    """``SCHEDULER`` of the ``discover`` spider, which provides ``frontier``
    (a :class:`LevelFrontier`), ``request_for_link(link)`` and ``max_pages``."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        # Requests per site handed to the downloader at once (0: the downloader's own per-domain limit).
        self.host_concurrency = crawler.settings.getint("HIDDENWEB_DISCOVER_HOST_CONCURRENCY", 0) or \
            crawler.settings.getint("CONCURRENT_REQUESTS_PER_DOMAIN", 8)
        self.spider: Spider | None = None
        self.frontier: LevelFrontier | None = None
        self._direct: deque[Request] = deque()
        self._inflight: Counter[str] = Counter()
        self._scheduled = 0
        crawler.signals.connect(self._reached, signal=signals.request_reached_downloader)
        crawler.signals.connect(self._left, signal=signals.request_left_downloader)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> FrontierScheduler:
        return cls(crawler)

    def open(self, spider: Spider) -> None:
        self.spider = spider
        self.frontier = getattr(spider, "frontier", None)
        if self.frontier is not None:
            self._scheduled = self.frontier.state.counter("discover/counters", "pages_scheduled")
            pending = self.frontier.pending()
            if pending:
                logger.info("Resuming discover with %d links in the frontier, %d pages crawled, %d learning iterations",
                            pending, self._scheduled, self.frontier.learning_iterations)

    def close(self, reason: str) -> None:
        if self.frontier is not None:
            try:
                self.frontier.state.flush()
            except StateFailed:
                pass  # the state failed: logged once by its glue, its writes cannot be sent

    def __len__(self) -> int:
        try:
            return len(self._direct) + (self.frontier.pending() if self.frontier else 0)
        except StateFailed:
            return len(self._direct)

    # -- politeness ---------------------------------------------------------------------
    def _reached(self, request: Request, spider: Spider) -> None:
        self._inflight[site_of(request.url)] += 1

    def _left(self, request: Request, spider: Spider) -> None:
        site = site_of(request.url)
        if self._inflight[site] > 0:
            self._inflight[site] -= 1

    def _busy(self, site: str) -> bool:
        return self.host_concurrency > 0 and self._inflight[site] >= self.host_concurrency

    # -- the engine's interface ------------------------------------------------------------
    def _budget_left(self) -> bool:
        max_pages = getattr(self.spider, "max_pages", 0)
        return not max_pages or self._scheduled < max_pages

    # A failed state (StateFailed) has already asked the engine to close the spider with
    # its reason: until then the scheduler gives nothing and is not idle, so that the
    # crawl does not close as plain "finished" first.
    def has_pending_requests(self) -> bool:
        if self._direct:
            return True
        try:
            return self.frontier is not None and self._budget_left() and self.frontier.pending() > 0
        except StateFailed:
            return True

    def enqueue_request(self, request: Request) -> bool:
        try:
            return self._enqueue(request)
        except StateFailed:
            return False

    def _enqueue(self, request: Request) -> bool:
        link = request.meta.get(LINK)
        if self.frontier is None or link is None:
            self._direct.append(request)
            return True
        if canonicalize_url(link["url"]) != canonicalize_url(request.url) or request.dont_filter:
            # A redirect or a retry of a link already taken from the frontier.
            if not request.dont_filter and not self.frontier.mark_seen(request.url):
                self.stats.inc_value("hiddenweb/discover/duplicate_requests")
                return False
            self._direct.append(request)
            return True
        added = self.frontier.add_seeds([link]) if link.get("seed") else self.frontier.add_links([link])
        if not added:
            self.stats.inc_value("hiddenweb/discover/duplicate_requests")
            return False
        self.stats.inc_value("hiddenweb/discover/links_queued")
        return True

    def next_request(self) -> Request | None:
        if self._direct:
            return self._direct.popleft()
        try:
            return self._next_link_request()
        except StateFailed:
            return None

    def _next_link_request(self) -> Request | None:
        if self.frontier is None or self.spider is None or not self._budget_left():
            return None
        if self.frontier.refresh():
            self.stats.inc_value("hiddenweb/discover/models_picked_up")
            logger.info("Picked up the link model of learning iteration %d (learned by another worker)",
                        self.frontier.learning_iterations)
        link = self.frontier.next_link(busy=self._busy)
        if self.frontier.dropped_sites:
            self.stats.inc_value("hiddenweb/discover/links_dropped_site_limit", self.frontier.dropped_sites)
            self.frontier.dropped_sites = 0
        if link is None:
            self.stats.inc_value("hiddenweb/discover/scheduler_waits")
            logger.debug("No link ready: %d pending, in flight %s", self.frontier.pending(),
                         {k: v for k, v in self._inflight.items() if v})
            return None
        self._scheduled = self.frontier.state.incr("discover/counters", "pages_scheduled")
        request: Request = self.spider.request_for_link(link)
        return request

    # -- what the spider reports ------------------------------------------------------------
    def stats_snapshot(self) -> dict[str, Any]:
        return {"scheduled": self._scheduled, "inflight": dict(self._inflight)}
