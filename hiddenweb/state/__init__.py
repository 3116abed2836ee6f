"""Crawl state backends: in process (``JOBDIR``) or Redis (``HIDDENWEB_REDIS_URL``)."""

from __future__ import annotations

from pathlib import Path

from hiddenweb.state.base import CrawlState, StateCorrupt, StateError, StateLost, StateUnavailable
from hiddenweb.state.memory import MemoryState

__all__ = ["CrawlState", "MemoryState", "StateCorrupt", "StateError", "StateLost", "StateUnavailable", "open_state"]


def open_state(
    redis_url: str = "", jobdir: str | None = None, prefix: str = "hiddenweb", retry_seconds: float = 30.0
) -> CrawlState:
    """The state backend the settings ask for.

    Raises :class:`StateUnavailable` when Redis is asked for and its client
    library is not installed, :class:`StateCorrupt` for a damaged journal.
    """
    if redis_url:
        try:
            from hiddenweb.state.redis import RedisState  # optional dependency
        except ImportError as error:
            raise StateUnavailable(str(error)) from None
        return RedisState(redis_url, prefix=prefix, retry_seconds=retry_seconds)
    path = Path(jobdir, f"{prefix}-state.jsonl") if jobdir else None
    return MemoryState(path)
