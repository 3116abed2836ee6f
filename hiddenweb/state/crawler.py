"""One crawl state per Scrapy crawler, shared by its scheduler, spider and pipelines."""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from scrapy import signals

from hiddenweb.state import CrawlState, open_state

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

_states: weakref.WeakKeyDictionary[Crawler, CrawlState] = weakref.WeakKeyDictionary()


def state_for(crawler: Crawler) -> CrawlState:
    """The crawler's state, opened on first use and closed when the engine stops."""
    state = _states.get(crawler)
    if state is None:
        settings = crawler.settings
        state = open_state(
            redis_url=settings.get("HIDDENWEB_REDIS_URL", ""),
            jobdir=settings.get("JOBDIR"),
            prefix=settings.get("HIDDENWEB_STATE_PREFIX", "hiddenweb"),
        )
        _states[crawler] = state
        crawler.signals.connect(_close_state(crawler), signal=signals.engine_stopped, weak=False)
    return state


def _close_state(crawler: Crawler):
    def close() -> None:
        state = _states.pop(crawler, None)
        if state is not None:
            state.close()

    return close
