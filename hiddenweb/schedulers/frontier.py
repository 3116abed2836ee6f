"""The discover scheduler: ACHE's frontier manager as a Scrapy scheduler.

Links the ``discover`` spider yields (``request.meta[hiddenweb.meta.LINK]``) go
to the :class:`~hiddenweb.discover.frontier.LevelFrontier` kept in the crawl
state: seeds to queue 1, other links to the persistent frontier that refills
the level queues when they run empty. ``next_request`` takes the best link of
the first non-empty queue, skipping sites that already have
``HIDDENWEB_DISCOVER_HOST_CONCURRENCY`` requests in the downloader
(default: ``CONCURRENT_REQUESTS_PER_DOMAIN``), so one site's links cannot
fill the downloader while other sites wait (politeness per host) and sites that reached their stopping criteria.
Requests that are not links (redirects, retries) are served first, from
memory. The link model learned online lives in the state too, so
``JOBDIR`` resume keeps both the frontier and what was learned.

The spider's side of the contract is :class:`FrontierSpider`; a spider
without it gets its requests served in order, without a frontier.
"""

from __future__ import annotations

import logging
from collections import Counter, deque
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from scrapy import Request, signals

from hiddenweb.discover.frontier import LevelFrontier, site_of
from hiddenweb.discover.linkentry import canonical
from hiddenweb.meta import LINK
from hiddenweb.state.crawler import StateFailed

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

__all__ = ["LINK", "FrontierScheduler", "FrontierSpider"]


@runtime_checkable
class FrontierSpider(Protocol):
    """What :class:`FrontierScheduler` needs of its spider (the ``discover`` spider has it).

    ``frontier`` is the crawl's :class:`LevelFrontier` (None when the spider
    could not configure one: then nothing is crawled); ``max_pages`` the page
    budget (0: none); ``request_for_link`` builds the request of a link entry
    the frontier hands out, with the entry in ``request.meta[hiddenweb.meta.LINK]``.
    """

    frontier: LevelFrontier | None
    max_pages: int

    def request_for_link(self, link: dict[str, Any]) -> Request:
        """The request of a link entry."""
        ...


class FrontierScheduler:
    """``SCHEDULER`` of the ``discover`` spider (a :class:`FrontierSpider`)."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        # Requests per site handed to the downloader at once (0: the downloader's own per-domain limit).
        self.host_concurrency = crawler.settings.getint(
            "HIDDENWEB_DISCOVER_HOST_CONCURRENCY", 0
        ) or crawler.settings.getint("CONCURRENT_REQUESTS_PER_DOMAIN", 8)
        self.spider: FrontierSpider | None = None
        self.frontier: LevelFrontier | None = None
        self._direct: deque[Request] = deque()
        self._inflight: Counter[str] = Counter()
        self._scheduled = 0
        crawler.signals.connect(self._reached, signal=signals.request_reached_downloader)
        crawler.signals.connect(self._left, signal=signals.request_left_downloader)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> FrontierScheduler:
        """Scrapy's constructor."""
        return cls(crawler)

    def open(self, spider: Spider) -> None:
        """Take the spider's frontier (none for a spider that is not a :class:`FrontierSpider`)."""
        if not isinstance(spider, FrontierSpider):
            logger.warning(
                "%s is not a FrontierSpider (frontier, max_pages, request_for_link): its requests are served in order",
                type(spider).__name__,
            )
            return
        self.spider = spider
        self.frontier = spider.frontier
        if self.frontier is not None:
            self._scheduled = self.frontier.counted("pages_scheduled")
            pending = self.frontier.pending()
            if pending:
                logger.info(
                    "Resuming discover with %d links in the frontier, %d pages crawled, %d learning iterations",
                    pending,
                    self._scheduled,
                    self.frontier.learning_iterations,
                )

    def close(self, reason: str) -> None:
        """Make the frontier durable."""
        if self.frontier is not None:
            try:
                self.frontier.flush()
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
        max_pages = self.spider.max_pages if self.spider is not None else 0
        return not max_pages or self._scheduled < max_pages

    # A failed state (StateFailed) has already asked the engine to close the spider with
    # its reason: until then the scheduler gives nothing and is not idle, so that the
    # crawl does not close as plain "finished" first.
    def has_pending_requests(self) -> bool:
        """Requests served directly, or links in the frontier while the page budget lasts."""
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
        """A link request goes to the frontier (once); any other request is served directly."""
        link = request.meta.get(LINK)
        if self.frontier is None or link is None:
            self._direct.append(request)
            return True
        if request.dont_filter or (request.url != link["url"] and canonical(link["url"]) != canonical(request.url)):
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
        """A direct request first, else the frontier's best link whose site is not busy."""
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
            logger.info(
                "Picked up the link model of learning iteration %d (learned by another worker)",
                self.frontier.learning_iterations,
            )
        link = self.frontier.next_link(busy=self._busy)
        if self.frontier.dropped_sites:
            self.stats.inc_value("hiddenweb/discover/links_dropped_site_limit", self.frontier.dropped_sites)
            self.frontier.dropped_sites = 0
        if link is None:
            self.stats.inc_value("hiddenweb/discover/scheduler_waits")
            if logger.isEnabledFor(logging.DEBUG):  # the arguments cost more than the call
                logger.debug(
                    "No link ready: %d pending, in flight %s",
                    self.frontier.pending(),
                    {k: v for k, v in self._inflight.items() if v},
                )
            return None
        self._scheduled = self.frontier.count("pages_scheduled")
        return self.spider.request_for_link(link)

    # -- what the spider reports ------------------------------------------------------------
    def stats_snapshot(self) -> dict[str, Any]:
        """Pages scheduled and requests in flight per site (for progress logs)."""
        return {"scheduled": self._scheduled, "inflight": dict(self._inflight)}
