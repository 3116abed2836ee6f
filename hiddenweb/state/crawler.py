"""One crawl state per Scrapy crawler, shared by its scheduler, spider and pipelines.

A state that fails (:class:`~hiddenweb.state.base.StateError`: Redis out of
reach past ``HIDDENWEB_STATE_RETRY_SECONDS``, Redis restarted empty, a damaged
``JOBDIR`` journal, the ``redis`` library missing) ends the crawl cleanly: the
error is logged once, as one line, and the spider is closed with the error's
reason (``finished_state_unavailable``, ``finished_state_lost``,
``state_corrupt``). Wherever the error surfaces it is raised as
:class:`StateFailed`, a ``CloseSpider``, which Scrapy turns into that close
without a traceback (spider callbacks, ``start``, ``spider_opened`` and
``spider_idle`` handlers); the schedulers catch it in the engine's calls. What
the feed has already written is kept. A state that cannot even be opened is
replaced by an empty in-process one for the few calls made before the spider
opens, and the spider is closed as soon as it does.
"""

from __future__ import annotations

import logging
import weakref
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from scrapy import signals
from scrapy.exceptions import CloseSpider

from hiddenweb.config import StateConfig
from hiddenweb.state import CrawlState, MemoryState, StateError, open_state

if TYPE_CHECKING:
    from scrapy import Spider
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

_T = TypeVar("_T")

_states: weakref.WeakKeyDictionary[Crawler, GuardedState] = weakref.WeakKeyDictionary()


class StateFailed(CloseSpider):
    """A :class:`StateError` as Scrapy's request to close the spider with the error's reason."""

    def __init__(self, error: StateError) -> None:
        super().__init__(error.reason)
        self.error = error

    def __str__(self) -> str:
        return str(self.error)


def _guarded(method: Callable[..., _T]) -> Callable[..., _T]:
    """``method`` of the backend, its StateError reported once and raised as StateFailed."""
    name = method.__name__

    def call(self: GuardedState, *args: Any, **kwargs: Any) -> _T:
        try:
            return getattr(self.backend, name)(*args, **kwargs)
        except StateError as error:
            raise self.failed(error) from None

    call.__name__ = call.__qualname__ = name
    call.__doc__ = method.__doc__
    return call


class GuardedState(CrawlState):
    """The crawler's state: the backend's, with its failures turned into one log line and a close."""

    def __init__(self, crawler: Crawler, backend: CrawlState) -> None:
        self.crawler = crawler
        self.backend = backend
        #: The error that ended the state, once there is one.
        self.failure: StateError | None = None
        self._counted = False
        crawler.signals.connect(self._spider_opened, signal=signals.spider_opened)

    def __getattr__(self, name: str) -> Any:
        """The backend's own attributes (e.g. ``RedisState.round_trips``)."""
        if name in ("backend", "crawler", "failure", "_counted"):  # not set yet (unpickling, early errors)
            raise AttributeError(name)
        return getattr(self.backend, name)

    def failed(self, error: StateError) -> StateFailed:
        """Report ``error`` (the first time only) and ask the engine to close; what to raise."""
        if self.failure is None:
            self.failure = error
            logger.error(
                "Crawl state: %s; closing the crawl (%s), what the feed has is kept",
                str(error).rstrip("."),
                error.reason,
            )
            self._count()
            self._close_crawl(error.reason)
        return StateFailed(error)

    def _count(self) -> None:
        stats = getattr(self.crawler, "_stats", None)  # None while the spider is being built
        if stats is not None and not self._counted:
            stats.inc_value("hiddenweb/errors/state")
            self._counted = True

    def _close_crawl(self, reason: str) -> None:
        engine = getattr(self.crawler, "_engine", None)
        if engine is None or getattr(engine, "spider", None) is None:
            return  # not open yet: _spider_opened closes it
        from scrapy.utils.asyncio import call_later
        from scrapy.utils.defer import deferred_from_coro

        def close() -> None:
            if engine.spider is not None:
                deferred_from_coro(engine.close_spider_async(reason=reason))

        call_later(0, close)  # not from inside the state call that failed

    def _spider_opened(self, spider: Spider) -> None:
        if self.failure is not None:
            self._count()
            raise StateFailed(self.failure)

    add = _guarded(CrawlState.add)
    add_held = _guarded(CrawlState.add_held)
    has = _guarded(CrawlState.has)
    size = _guarded(CrawlState.size)
    incr = _guarded(CrawlState.incr)
    counters = _guarded(CrawlState.counters)
    counter = _guarded(CrawlState.counter)
    append = _guarded(CrawlState.append)
    read = _guarded(CrawlState.read)
    read_many = _guarded(CrawlState.read_many)
    length = _guarded(CrawlState.length)
    get = _guarded(CrawlState.get)
    put = _guarded(CrawlState.put)
    push = _guarded(CrawlState.push)
    pop = _guarded(CrawlState.pop)
    ack = _guarded(CrawlState.ack)
    pending = _guarded(CrawlState.pending)
    check = _guarded(CrawlState.check)
    flush = _guarded(CrawlState.flush)

    def close(self) -> None:
        """Close the backend; a failure found only now is logged, not raised (the engine has stopped)."""
        try:
            self.backend.close()
        except StateError as error:
            if self.failure is None:
                self.failed(error)


def state_for(crawler: Crawler) -> CrawlState:
    """The crawler's state, opened (and reached) on first use and closed when the engine stops."""
    state = _states.get(crawler)
    if state is None:
        config = StateConfig.from_settings(crawler.settings)
        opened: CrawlState | None = None
        try:
            opened = open_state(
                redis_url=config.redis_url,
                jobdir=crawler.settings.get("JOBDIR"),
                prefix=config.prefix,
                retry_seconds=config.retry_seconds,
            )
            opened.check()
        except StateError as error:
            state = GuardedState(crawler, MemoryState())  # stands in until the spider opens and is closed
            state.failed(error)
            if opened is not None:
                _close_quietly(opened)
        else:
            state = GuardedState(crawler, opened)
        _states[crawler] = state
        crawler.signals.connect(_close_state(crawler), signal=signals.engine_stopped, weak=False)
    return state


def state_failure(crawler: Crawler) -> StateError | None:
    """The error that ended the crawler's state, if it has one."""
    state = _states.get(crawler)
    return state.failure if state is not None else None


def _close_quietly(state: CrawlState) -> None:
    try:
        state.close()
    except StateError as error:  # it failed already, and that has been reported
        logger.debug("closing a failed crawl state: %s", error)


def _close_state(crawler: Crawler) -> Callable[[], None]:
    def close() -> None:
        state = _states.pop(crawler, None)
        if state is not None:
            state.close()

    return close
