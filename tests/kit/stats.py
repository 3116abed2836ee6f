"""A stats collector for tests that drive the harvest core without Scrapy (``hiddenweb.harvest.pages.Stats``)."""

from __future__ import annotations

from typing import Any

__all__ = ["Stats"]


class Stats(dict):
    """Scrapy's stats-collector calls over a plain dict: the counts are its items."""

    def get_value(self, key: str, default: Any = None) -> Any:
        return self.get(key, default)

    def set_value(self, key: str, value: Any) -> None:
        self[key] = value

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None:
        self[key] = self.get(key, start) + count
