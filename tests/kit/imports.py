"""A Scrapy extension for tests: which watched modules a crawl imported, as a stat.

Enabled with ``EXTENSIONS={"tests.kit.imports.ImportedModules": 0}``; when the
spider closes it sets ``test/imported`` to the modules of :data:`WATCHED` in
``sys.modules`` then (issue 17: what a crawl does not need, it must not import).
"""

from __future__ import annotations

import sys
from typing import Any

#: Modules a plain-site harvest does not need: the browser stack, ``discover``'s learning core.
WATCHED = (
    "playwright",
    "scrapy_playwright",
    "hiddenweb.middlewares.playwrighthandler",
    "hiddenweb.middlewares.browser",
    "hiddenweb.discover.frontier",
    "hiddenweb.discover.links",
    "hiddenweb.discover.neardup",
    "hiddenweb.discover.searchforms",
    "Stemmer",
    "datasketch",
    "scipy",
)


class ImportedModules:
    def __init__(self, crawler: Any) -> None:
        from scrapy import signals

        self.stats = crawler.stats
        crawler.signals.connect(self.spider_closed, signal=signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Any) -> ImportedModules:
        return cls(crawler)

    def spider_closed(self, spider: Any) -> None:
        self.stats.set_value("test/imported", sorted(name for name in WATCHED if name in sys.modules))
