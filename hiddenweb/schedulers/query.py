"""The harvest scheduler: it owns the query frontier.

Requests that spiders yield (start page, result pages, detail pages) wait in
a leased priority queue of the crawl state, so a resumed crawl or another
worker finds them, and a request taken by a worker that dies goes back to the
queue when its lease runs out. When that queue is empty and the spider's
:class:`~hiddenweb.harvest.Harvest` may issue a query, the scheduler asks the
query policy for the next term and builds its request from the site's query
template: each choice sees every result page read before it (Ntoulas et al.,
§2: select, query, download, repeat).
"""

from __future__ import annotations

import heapq
import itertools
import json
import logging
import time
from typing import TYPE_CHECKING, Any

from scrapy import Request, signals
from scrapy.exceptions import CloseSpider, DontCloseSpider
from scrapy.utils.request import RequestFingerprinter, request_from_dict

from hiddenweb.state.crawler import StateFailed, state_for

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

TOKEN = "hiddenweb_token"  # request.meta key of the request's lease in the state queue
IDLE_WAITS = 2  # engine heartbeats (5 s) an idle worker waits for a search form another worker is reading
#: Longest pause between two looks at the shared queue while this worker has requests of its own.
SHARED_LOOK = 5.0
#: Pause between two wake-ups of a worker waiting for another one (e.g. reading the search form).
WAKE_INTERVAL = 0.25


def request_to_json(request: Request, spider: Spider | None) -> dict[str, Any]:
    """A request as JSON-safe data (bytes as latin-1 text), for the crawl state."""
    data = request.to_dict(spider=spider)
    data["headers"] = {
        key.decode("latin-1"): [value.decode("latin-1") for value in values]
        for key, values in data["headers"].items()
    }
    data["body"] = data["body"].decode("latin-1")
    meta = {}
    for key, value in data["meta"].items():
        try:
            json.dumps(value)
        except (TypeError, ValueError):
            logger.debug("Not keeping request meta %r of %s: not JSON", key, request)
            continue
        meta[key] = value
    data["meta"] = meta
    return data


def request_from_json(data: dict[str, Any], spider: Spider | None) -> Request:
    data = dict(data)
    data["body"] = data["body"].encode("latin-1")
    data["headers"] = {key: [value.encode("latin-1") for value in values] for key, values in data["headers"].items()}
    return request_from_dict(data, spider=spider)


class QueryScheduler:
    """Scrapy scheduler of the ``harvest`` spider (``SCHEDULER`` setting).

    The spider (see ``hiddenweb.spiders.harvest``) provides
    ``next_query_request()``, ``wants_query()`` and ``harvest_of(request)``,
    the :class:`~hiddenweb.harvest.Harvest` whose budget a request is
    charged to.
    """

    QUEUE = "harvest:requests"
    SEEN = "harvest:fingerprints"

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.state = state_for(crawler)
        self.stats = crawler.stats
        self.lease = crawler.settings.getfloat("HIDDENWEB_LEASE", 600.0)
        self.fingerprinter: RequestFingerprinter = crawler.request_fingerprinter
        self.spider: Spider | None = None
        self._last_log = 0.0
        self._log_interval = crawler.settings.getfloat("HIDDENWEB_LOG_INTERVAL", 10.0)
        self._started = time.monotonic()
        # Requests this worker made (its queries and their next pages), leased to it in
        # the state: it works on its own queries, others take them over if it dies.
        self._mine: list[tuple[int, int, str, dict]] = []
        self._seq = itertools.count()
        self._idle_waits = 0
        # Every request of the queue is pushed leased to the worker that works on it, so the
        # shared queue only offers requests whose lease ran out (a dead worker's): they appear
        # at least a lease after their push, and a busy worker needs to look only now and then.
        self._look_interval = min(SHARED_LOOK, max(self.lease, 0.0) / 4)
        self._next_look = 0.0
        self._wake_call: Any = None
        crawler.signals.connect(self._on_idle, signal=signals.spider_idle)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> QueryScheduler:
        return cls(crawler)

    def open(self, spider: Spider) -> None:
        self.spider = spider
        pending = self.state.pending(self.QUEUE)
        if pending:
            logger.info("Resuming with %d queued requests", pending)

    def close(self, reason: str) -> None:
        if self._wake_call is not None and self._wake_call.active():
            self._wake_call.cancel()
        if self.spider is not None:
            try:
                self._log_progress(final=True)
                for harvest in getattr(self.spider, "harvests", {}).values():
                    harvest.release()  # budget reserved and not spent goes back to the fleet
            except StateFailed:
                pass  # the state failed: logged once by its glue, nothing more to tell it

    def __len__(self) -> int:
        try:
            return self.state.pending(self.QUEUE)
        except StateFailed:
            return 0

    # -- the engine's interface ---------------------------------------------------------
    # A failed state (StateFailed) has already asked the engine to close the spider with
    # its reason: until then the scheduler gives nothing and is not idle, so that the
    # crawl does not close as plain "finished" first.
    def has_pending_requests(self) -> bool:
        if self._mine:
            return True
        try:
            if self.state.pending(self.QUEUE):  # other workers' requests, leased: wait until they are done
                self._wake_later(waiting=True)
                return True
            return self.spider is not None and self.spider.wants_query()
        except StateFailed:
            return True

    def enqueue_request(self, request: Request) -> bool:
        try:
            return self._enqueue(request)
        except StateFailed:
            return False

    def _enqueue(self, request: Request) -> bool:
        old = request.meta.pop(TOKEN, None)
        if old is not None:  # a redirect or retry replaces the request it came from
            self.state.ack(self.QUEUE, old)
        if not request.dont_filter:
            fingerprint = self.fingerprinter.fingerprint(request).hex()
            if not self.state.add(self.SEEN, [fingerprint])[0]:
                self.stats.inc_value("hiddenweb/requests/duplicate")
                return False
        self._keep(request_to_json(request, self.spider), request.priority)
        self.stats.inc_value("hiddenweb/requests/enqueued")
        return True

    def _keep(self, data: dict, priority: int) -> str:
        token = self.state.push(self.QUEUE, data, priority, lease=self.lease)
        heapq.heappush(self._mine, (-priority, next(self._seq), token, data))
        return token

    def next_request(self) -> Request | None:
        try:
            return self._next_request()
        except StateFailed:
            return None

    def _next_request(self) -> Request | None:
        self._log_progress()
        spider = self.spider
        while (taken := self._take()) is not None:
            token, data = taken
            request = request_from_json(data, spider)
            harvest = spider.harvest_of(request)
            if harvest is not None and not harvest.count_request():
                self.state.ack(self.QUEUE, token)
                self.stats.inc_value("hiddenweb/requests/over_budget")
                continue
            request.meta[TOKEN] = token
            return request
        while (request := spider.next_query_request()) is not None:
            # Queue the query's request (leased to this worker), then claim the query:
            # the claim's round trip carries the push, so a worker never dies having
            # claimed a query without its request being queued.
            token = self._keep(request_to_json(request, spider), request.priority)
            harvest = spider.harvest_of(request)
            if harvest is None or harvest.claim_query(request.meta["hiddenweb_query"]):
                return self._next_request()
            self._mine = [entry for entry in self._mine if entry[2] != token]
            heapq.heapify(self._mine)
            self.state.ack(self.QUEUE, token)  # another worker issued it first
        self._wake_later()
        return None

    def _take(self) -> tuple[str, dict] | None:
        """This worker's next request, else one from the shared queue (e.g. of a dead worker)."""
        if self._mine:
            _, _, token, data = heapq.heappop(self._mine)
            return token, data
        now = time.monotonic()
        if now < self._next_look:
            return None
        taken = self.state.pop(self.QUEUE, self.lease)
        if taken is None:
            self._next_look = now + self._look_interval
        return taken

    def _wake_later(self, waiting: bool = False) -> None:
        """Ask the engine for requests again soon while this worker waits for another one.

        Without work of its own, the engine looks again only at its 5-second
        heartbeat: a worker waiting for the search form another worker is
        reading would join the harvest seconds late, and one waiting for the
        others' last requests (``waiting``) would close seconds after them.
        """
        if self._wake_call is not None and self._wake_call.active():
            return
        harvests = getattr(self.spider, "harvests", {}).values()
        if not waiting and not any(h.target is None and not h.stop_reason for h in harvests):
            return
        from twisted.internet import reactor

        self._wake_call = reactor.callLater(WAKE_INTERVAL, self._wake)

    def _wake(self) -> None:
        slot = getattr(self.crawler.engine, "_slot", None)  # the engine's own wake-up call
        nextcall = getattr(slot, "nextcall", None)
        if nextcall is not None:
            nextcall.schedule()

    # -- the spider's side ------------------------------------------------------------------
    def done(self, request: Request) -> None:
        """The response (or failure) of ``request`` has been fully handled."""
        token = request.meta.get(TOKEN)
        if token is not None:
            self.state.ack(self.QUEUE, token)

    def _on_idle(self, spider: Spider) -> None:
        """Close with the reason the harvest stopped for, e.g. ``finished_budget_exhausted``."""
        if getattr(spider, "close_reason", None):
            raise CloseSpider(spider.close_reason)
        harvests = getattr(spider, "harvests", {}).values()
        if any(h.target is None and not h.stop_reason for h in harvests) and self._idle_waits < IDLE_WAITS:
            # Another worker may be between acknowledging the search page and queueing
            # what it found there: give it a few heartbeats before closing.
            self._idle_waits += 1
            raise DontCloseSpider
        reasons = {h.stop_reason for h in harvests if h.stop_reason}
        if len(reasons) == 1:
            raise CloseSpider(f"finished_{reasons.pop()}")

    # -- progress -------------------------------------------------------------------------------
    def _log_progress(self, final: bool = False) -> None:
        now = time.monotonic()
        if not final and now - self._last_log < self._log_interval:
            return
        self._last_log = now
        harvests = list(getattr(self.spider, "harvests", {}).values())
        if not harvests:
            return
        if final:
            for harvest in harvests:
                harvest.sync()  # the records count is the one of the last sync
        counters = [h.counters() for h in harvests]  # one round trip per harvest
        requests = sum(c.get("requests", 0) for c in counters)
        records = sum(h.records for h in harvests)
        elapsed = max(now - self._started, 1e-9)
        sizes = [h.estimated_size() for h in harvests]
        size = sum(sizes) if all(sizes) else None  # type: ignore[arg-type]
        cov = records / size if size else None
        values: dict[str, Any] = {
            "queries": sum(c.get("queries", 0) for c in counters),
            "records": records,
            "requests": requests,
            "estimated_size": round(size) if size else None,
            "coverage": round(cov, 4) if cov is not None else None,
        }
        for key, value in values.items():
            if value is not None:
                self.stats.set_value(f"hiddenweb/{key}", value)
        logger.info(
            "Harvest: %(queries)s queries, %(records)s records, estimated coverage %(coverage)s "
            "(of ~%(size)s), %(rate).1f requests/s",
            {**values, "coverage": f"{cov:.1%}" if cov is not None else "n/a", "size": values["estimated_size"],
             "rate": requests / elapsed},
        )
