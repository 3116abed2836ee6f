"""Scrapy extension: a broken installation stops a crawl at start; failures exit non-zero.

Installed by the add-on (:class:`hiddenweb.addon.HiddenWeb`).

* The searchable-form model is loaded when the spider opens: a model that does
  not load is a broken installation, reported in one ERROR line naming the
  file, and the crawl closes with ``broken_installation`` before its first
  request (issue #12, defect 7).
* A crawl that closes for a reason in :data:`FAILURE_REASONS` (bad arguments,
  a broken installation, a lost or unavailable crawl state) makes
  ``scrapy crawl`` exit with status 1, so scripts and Scrapyd see the failure
  (issue #12, defect 8). Scrapy sets that status when a crawler ends without
  a spider (``CrawlerRunner.bootstrap_failed``); once the spider is closed,
  nothing else reads ``crawler.spider``, so the extension clears it then.
  ``tests/crawl/test_exit_status.py`` fails if a Scrapy upgrade changes this.
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.exceptions import CloseSpider
from scrapy.utils.asyncio import call_later

from hiddenweb.forms import FormModelError, load_model

logger = logging.getLogger(__name__)

#: Close reasons that mean the crawl could not do its work (not an outcome about the site).
FAILURE_REASONS = frozenset(
    {"bad_arguments", "broken_installation", "state_corrupt", "finished_state_lost", "finished_state_unavailable"}
)


class CrawlOutcome:
    """Checks the installation when the spider opens; turns failure close reasons into exit status 1."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        crawler.signals.connect(self.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(self.spider_closed, signal=signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> CrawlOutcome:
        """Scrapy's extension constructor."""
        return cls(crawler)

    def spider_opened(self, spider: Any) -> None:
        """Load the form model now, so a broken installation fails before the first request."""
        try:
            load_model()
        except FormModelError as error:
            logger.error("Broken installation: %s", error)
            self.crawler.stats.set_value("hiddenweb/errors/form_model", 1)
            raise CloseSpider("broken_installation") from None  # Scrapy closes before the first request

    def spider_closed(self, spider: Any, reason: str) -> None:
        """Mark a failed crawl as failed for ``scrapy crawl``'s exit status (after the other close handlers)."""
        if reason in FAILURE_REASONS:
            call_later(0, self._mark_failed)

    def _mark_failed(self) -> None:
        self.crawler.spider = None
