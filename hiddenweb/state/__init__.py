"""Crawl state backends: in process (``JOBDIR``) or Redis (``HIDDENWEB_REDIS_URL``)."""

from __future__ import annotations

from pathlib import Path

from hiddenweb.state.base import CrawlState, StateCorrupt, StateError, StateLost, StateUnavailable
from hiddenweb.state.memory import MemoryState

__all__ = ["CrawlState", "MemoryState", "StateCorrupt", "StateError", "StateLost", "StateUnavailable", "open_state"]


def open_state(redis_url: str = "", jobdir: str | None = None, prefix: str = "hiddenweb") -> CrawlState:
    """The state backend the settings ask for."""
    if redis_url:
        from hiddenweb.state.redis import RedisState  # optional dependency

        return RedisState(redis_url, prefix=prefix)
    path = Path(jobdir, f"{prefix}-state.jsonl") if jobdir else None
    return MemoryState(path)
