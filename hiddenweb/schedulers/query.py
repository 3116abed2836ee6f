"""The harvest scheduler: it owns the query frontier.

Requests that spiders yield (start page, result pages, detail pages) wait in
a leased priority queue of the crawl state, so a resumed crawl or another
worker finds them, and a request taken by a worker that dies goes back to the
queue when its lease runs out. When that queue is empty and the spider's
:class:`~hiddenweb.harvest.Harvest` may issue a query, the scheduler asks the
query policy for the next term and builds its request from the site's query
template: each choice sees every result page read before it (Ntoulas et al.,
§2: select, query, download, repeat). The spider's side of the contract is
:class:`~hiddenweb.schedulers.query_contract.QuerySource`.

When the state is in this process and not persisted (no Redis, no
``JOBDIR``), nobody else reads the queue: requests then stay ``Request``
objects in memory, never serialised.
"""

from __future__ import annotations

import heapq
import itertools
import json
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scrapy import Request, signals
from scrapy.exceptions import CloseSpider, DontCloseSpider
from scrapy.utils.reactor import CallLaterOnce
from scrapy.utils.request import RequestFingerprinterProtocol, request_from_dict

from hiddenweb.config import HarvestConfig, StateConfig
from hiddenweb.meta import QUERY, TOKEN
from hiddenweb.querying.sizing import combined, format_coverage
from hiddenweb.schedulers.query_contract import QuerySource
from hiddenweb.state.crawler import StateFailed, state_for

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.core.engine import ExecutionEngine
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

IDLE_WAITS = 2  # engine heartbeats (5 s) an idle worker waits for a search form another worker is reading
#: Longest pause between two looks at the shared queue while this worker has requests of its own.
SHARED_LOOK = 5.0
#: Pause between two wake-ups of a worker waiting for another one (e.g. reading the search form).
WAKE_INTERVAL = 0.25


def request_to_json(request: Request, spider: Spider | None) -> dict[str, Any]:
    """A request as JSON-safe data (bytes as latin-1 text), for the crawl state."""
    data = request.to_dict(spider=spider)
    data["headers"] = {
        key.decode("latin-1"): [value.decode("latin-1") for value in values] for key, values in data["headers"].items()
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
    """The request :func:`request_to_json` gave."""
    data = dict(data)
    data["body"] = data["body"].encode("latin-1")
    data["headers"] = {key: [value.encode("latin-1") for value in values] for key, values in data["headers"].items()}
    return request_from_dict(data, spider=spider)


def engine_wakeup(engine: ExecutionEngine | None) -> Callable[[], None] | None:
    """The engine's own "look at the scheduler again now" call, ``engine._slot.nextcall.schedule``.

    The one private Scrapy attribute hiddenweb uses (Scrapy 2.13 to 2.19 have
    it): there is no public way to wake an engine whose scheduler had nothing
    to give. Without it a waiting worker looks again only at the engine's
    5-second heartbeat; the scheduler then counts ``hiddenweb/errors/engine_wakeup``
    and warns, and ``tests/test_harvest.py`` fails.
    """
    slot = getattr(engine, "_slot", None)
    schedule = getattr(getattr(slot, "nextcall", None), "schedule", None)
    return schedule if callable(schedule) else None


class QueryScheduler:
    """Scrapy scheduler of the ``harvest`` spider (``SCHEDULER`` setting).

    The spider is a :class:`~hiddenweb.schedulers.query_contract.QuerySource`:
    it gives the next query's request and the
    :class:`~hiddenweb.harvest.Harvest` whose budget a request is charged to.
    """

    QUEUE = "harvest:requests"
    SEEN = "harvest:fingerprints"

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.state = state_for(crawler)
        self.stats = crawler.stats
        config = HarvestConfig.from_settings(crawler.settings)
        self.lease = config.lease
        #: Requests stay in this process as they are: no other worker (Redis) nor later run (JOBDIR) reads them.
        self.local = not StateConfig.from_settings(crawler.settings).redis_url and not crawler.settings.get("JOBDIR")
        self.fingerprinter: RequestFingerprinterProtocol = crawler.request_fingerprinter
        self.spider: Spider | None = None
        #: The spider, as the query source it is.
        self.source: QuerySource | None = None
        self._last_log = 0.0
        self._log_interval = config.log_interval
        self._started = time.monotonic()
        # Requests this worker made (its queries and their next pages), leased to it in
        # the state: it works on its own queries, others take them over if it dies.
        # Entries: (-priority, sequence, lease token, request as JSON); locally (None, the Request).
        self._mine: list[tuple[int, int, str | None, Any]] = []
        self._seq = itertools.count()
        self._idle_waits = 0
        # Every request of the queue is pushed leased to the worker that works on it, so the
        # shared queue only offers requests whose lease ran out (a dead worker's): they appear
        # at least a lease after their push, and a busy worker needs to look only now and then.
        self._look_interval = min(SHARED_LOOK, max(self.lease, 0.0) / 4)
        self._next_look = 0.0
        self._wake_call: CallLaterOnce[None] = CallLaterOnce(self._wake)
        self._wakeup: Callable[[], None] | None = None
        crawler.signals.connect(self._on_idle, signal=signals.spider_idle)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> QueryScheduler:
        """The scheduler of ``crawler`` (Scrapy's entry point)."""
        return cls(crawler)

    def open(self, spider: Spider) -> None:
        """Start scheduling for ``spider``, a :class:`QuerySource` (a queue left by a stopped run resumes)."""
        if not isinstance(spider, QuerySource):
            raise TypeError(
                f"{type(self).__name__} schedules for spiders that provide the QuerySource "
                f"contract (hiddenweb.schedulers.query_contract), not {type(spider).__name__}"
            )
        self.spider, self.source = spider, spider
        self._wakeup = engine_wakeup(self.crawler.engine)
        if self._wakeup is None:
            self.stats.inc_value("hiddenweb/errors/engine_wakeup")
            logger.warning(
                "This Scrapy has no engine._slot.nextcall: workers waiting for another one "
                "look again only every 5 seconds"
            )
        pending = self.state.pending(self.QUEUE)
        if pending:
            logger.info("Resuming with %d queued requests", pending)

    def close(self, reason: str) -> None:
        """The crawl ends: the budget reserved and not spent goes back, then progress once more (its
        requests are those sent, not those reserved)."""
        self._wake_call.cancel()
        if self.source is not None:
            try:
                for harvest in self.source.harvests.values():
                    harvest.release()  # budget reserved and not spent goes back to the fleet
                self._log_progress(final=True)
            except StateFailed:
                pass  # the state failed: logged once by its glue, nothing more to tell it

    def __len__(self) -> int:
        try:
            return len(self._mine) if self.local else self.state.pending(self.QUEUE)
        except StateFailed:
            return 0

    # -- the engine's interface ---------------------------------------------------------
    # A failed state (StateFailed) has already asked the engine to close the spider with
    # its reason: until then the scheduler gives nothing and is not idle, so that the
    # crawl does not close as plain "finished" first.
    def has_pending_requests(self) -> bool:
        """Requests queued here or by other workers, or a query some harvest may issue."""
        if self._mine:
            return True
        try:
            if not self.local and self.state.pending(self.QUEUE):
                self._wake_later(waiting=True)  # other workers' requests, leased: wait until they are done
                return True
            return self.source is not None and self.source.wants_query()
        except StateFailed:
            return True

    def enqueue_request(self, request: Request) -> bool:
        """Queue ``request`` (leased to this worker); False for a duplicate or a failed state."""
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
            added = self.state.add(self.SEEN, [fingerprint])
            if not added or not added[0]:
                self.stats.inc_value("hiddenweb/requests/duplicate")
                return False
        self._keep(request)
        self.stats.inc_value("hiddenweb/requests/enqueued")
        return True

    def _keep(self, request: Request) -> tuple[int, int, str | None, Any]:
        """Queue ``request``: in memory, and leased to this worker in the state unless :attr:`local`."""
        if self.local:
            entry: tuple[int, int, str | None, Any] = (-request.priority, next(self._seq), None, request)
        else:
            data = request_to_json(request, self.spider)
            token = self.state.push(self.QUEUE, data, request.priority, lease=self.lease)
            entry = (-request.priority, next(self._seq), token, data)
        heapq.heappush(self._mine, entry)
        return entry

    def next_request(self) -> Request | None:
        """The next request: queued pages first, then the next query's first page (Ntoulas et al.'s loop)."""
        try:
            return self._next_request()
        except StateFailed:
            return None

    def _next_request(self) -> Request | None:
        self._log_progress()
        spider = self.source
        assert spider is not None
        while (taken := self._take()) is not None:
            token, request = taken
            harvest = spider.harvest_of(request)
            if harvest is not None and not harvest.count_request():
                if token is not None:
                    self.state.ack(self.QUEUE, token)
                self.stats.inc_value("hiddenweb/requests/over_budget")
                continue
            if token is not None:
                request.meta[TOKEN] = token
            return request
        while (query := spider.next_query_request()) is not None:
            # Queue the query's request (leased to this worker), then claim the query:
            # the claim's round trip carries the push, so a worker never dies having
            # claimed a query without its request being queued.
            entry = self._keep(query)
            harvest = spider.harvest_of(query)
            if harvest is None or harvest.claim_query(query.meta[QUERY]):
                return self._next_request()
            self._mine = [mine for mine in self._mine if mine is not entry]
            heapq.heapify(self._mine)
            if entry[2] is not None:
                self.state.ack(self.QUEUE, entry[2])  # another worker issued it first
        self._wake_later()
        return None

    def _take(self) -> tuple[str | None, Request] | None:
        """This worker's next request, else one from the shared queue (e.g. of a dead worker)."""
        if self._mine:
            _, _, token, payload = heapq.heappop(self._mine)
            return token, (payload if token is None else request_from_json(payload, self.spider))
        if self.local:
            return None
        now = time.monotonic()
        if now < self._next_look:
            return None
        taken = self.state.pop(self.QUEUE, self.lease)
        if taken is None:
            self._next_look = now + self._look_interval
            return None
        return taken[0], request_from_json(taken[1], self.spider)

    def _wake_later(self, waiting: bool = False) -> None:
        """Ask the engine for requests again soon while this worker waits for another one.

        Without work of its own, the engine looks again only at its 5-second
        heartbeat: a worker waiting for the search form another worker is
        reading would join the harvest seconds late, and one waiting for the
        others' last requests (``waiting``) would close seconds after them.
        """
        if self._wakeup is None or self.source is None:
            return
        if not waiting and not any(h.target is None and not h.stop_reason for h in self.source.harvests.values()):
            return
        self._wake_call.schedule(WAKE_INTERVAL)  # once: not again while a call is pending

    def _wake(self) -> None:
        if self._wakeup is not None:
            self._wakeup()

    # -- the spider's side ------------------------------------------------------------------
    def done(self, request: Request) -> None:
        """The response (or failure) of ``request`` has been fully handled."""
        token = request.meta.get(TOKEN)
        if token is not None:
            self.state.ack(self.QUEUE, token)

    def _on_idle(self, spider: Spider) -> None:
        """Close with the reason the harvest stopped for, e.g. ``finished_budget_exhausted``."""
        if not isinstance(spider, QuerySource):
            return
        if spider.close_reason:
            raise CloseSpider(spider.close_reason)
        harvests = spider.harvests.values()
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
        harvests = list(self.source.harvests.values()) if self.source is not None else []
        if not harvests:
            return
        if final:
            for harvest in harvests:
                harvest.sync()  # the records count is the one of the last sync
        counters = [h.counters() for h in harvests]  # one round trip per harvest
        requests = sum(c.get("requests", 0) for c in counters)
        records = sum(h.records for h in harvests)
        elapsed = max(now - self._started, 1e-9)
        size = combined([h.size_interval() for h in harvests])
        cov = size.coverage(records) if size is not None else (None, None, None)
        ends = (size.estimate, size.low, size.high) if size is not None else (None, None, None)
        values: dict[str, Any] = {
            "queries": sum(c.get("queries", 0) for c in counters),
            "records": records,
            "requests": requests,
            **{f"estimated_size{end}": round(v) if v else None for end, v in zip(("", "_low", "_high"), ends)},
            **{f"coverage{end}": round(v, 4) if v is not None else None for end, v in zip(("", "_low", "_high"), cov)},
        }
        for key, value in values.items():
            if value is not None or self.stats.get_value(f"hiddenweb/{key}") is not None:
                self.stats.set_value(f"hiddenweb/{key}", value)  # None: not known now, no stale figure
        logger.info(
            "Harvest: %(queries)s queries, %(records)s records, estimated coverage %(coverage)s "
            "(of ~%(size)s), %(rate).1f requests/s",
            {
                **values,
                "coverage": format_coverage(*cov),
                "size": values["estimated_size"],
                "rate": requests / elapsed,
            },
        )
