"""scrapy-playwright's download handler, started on first need, with a time limit.

Built by :class:`hiddenweb.middlewares.handlers.BrowserDownloadHandler` for
the first request that needs the browser; importing this module imports
Playwright (~6 MB and ~40 ms of start-up a crawl whose pages never need the
browser does not pay). What it adds to scrapy-playwright's handler:

* **Lazy start.** scrapy-playwright starts Playwright's Node driver when the
  engine starts (~245 MB and ~0.5 s per crawl even when no page ever needs
  the browser). Here the driver starts with the first request it downloads.
  ``hiddenweb/browser/drivers_started`` counts the starts.
* **A time limit.** A browser download may take at most twice its
  ``download_timeout`` (``DOWNLOAD_TIMEOUT``): after Chromium crashed,
  scrapy-playwright 0.0.48 can retry a request on a context that died with
  the browser and wait forever for a page slot that is never released,
  which would keep the crawl open for good. Past the limit the download
  fails with :class:`~hiddenweb.middlewares.handlers.BrowserTimeout`, which
  the rendering middleware retries in the relaunched browser. A page's own
  time limit (``HIDDENWEB_PAGE_TIMEOUT``, a ``TimeoutError`` too) is not
  taken for it.
"""

from __future__ import annotations

import asyncio
from typing import Any

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.http import Response
from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler

from .handlers import DRIVERS_STARTED, BrowserTimeout


class PlaywrightDownloadHandler(ScrapyPlaywrightDownloadHandler):
    """scrapy-playwright's download handler, its browser stack started on first need, with a time limit."""

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self._start_lock = asyncio.Lock()
        self._started = False

    async def _maybe_launch_in_thread(self) -> None:
        """Called by scrapy-playwright when the engine starts: start nothing yet (see :meth:`_start`)."""

    async def _download_request(self, request: Request, spider: Any = None) -> Response:
        await self._start()
        limit = self._time_limit(request)
        try:
            async with asyncio.timeout(limit) as deadline:
                return await super()._download_request(request, spider)
        except TimeoutError:
            if deadline.expired():
                raise BrowserTimeout(
                    f"the browser download of {request.url} took over {limit:.0f} s (browser disconnected?)"
                ) from None
            raise  # the page's own time limit, or Playwright's

    async def _start(self) -> None:
        """Start Playwright (its Node driver) and the startup contexts, once."""
        if self._started:
            return
        async with self._start_lock:
            if self._started:
                return
            try:
                await self._launch()
            except BaseException:
                self.__dict__.pop("browser_provider", None)  # half started: the next request tries again
                raise
            self._started = True
            self.stats.inc_value(DRIVERS_STARTED)

    def _time_limit(self, request: Request) -> float:
        timeout = request.meta.get("download_timeout") or self._crawler.settings.getfloat("DOWNLOAD_TIMEOUT", 180.0)
        return 2.0 * float(timeout)
