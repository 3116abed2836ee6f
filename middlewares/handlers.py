"""The download handler hiddenweb installs for http(s): scrapy-playwright's, started lazily, with a time limit.

Requests the rendering middleware does not send to the browser go through
Scrapy's own HTTP handler, as with scrapy-playwright. Beyond
scrapy-playwright's handler:

* **Lazy start, one browser stack per crawler.** scrapy-playwright starts
  Playwright's Node driver when the engine starts, once per handler
  instance (one for http, one for https): ~245 MB and ~0.5 s per crawl
  even when no page ever needs the browser. Here the driver starts with
  the first request that needs the browser, and the http and https
  handlers of a crawler share one driver, one browser and its contexts (the
  first handler built for a crawler owns them, the other hands its browser
  requests over). ``HIDDENWEB_RENDER=never`` therefore never starts it.
  ``hiddenweb/browser/drivers_started`` counts the starts.
* **A time limit.** A browser download may take at most twice its
  ``download_timeout`` (``DOWNLOAD_TIMEOUT``): after Chromium crashed,
  scrapy-playwright 0.0.48 can retry a request on a context that died with
  the browser and wait forever for a page slot that is never released,
  which would keep the crawl open for good. Past the limit the download
  fails with :class:`BrowserTimeout`, which the rendering middleware
  retries in the relaunched browser. A page's own time limit
  (``HIDDENWEB_PAGE_TIMEOUT``, a ``TimeoutError`` too) is not taken for it.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Any

from scrapy import Request
from scrapy.crawler import Crawler
from scrapy.http import Response
from scrapy.utils.misc import load_object
from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler

#: Stats key: Playwright drivers started by this crawl (0 or 1; absent when no page needed the browser).
DRIVERS_STARTED = "hiddenweb/browser/drivers_started"

#: The handler that owns each crawler's browser stack (per crawler: a crawl in the same process
#: with its own crawler gets its own browser).
_OWNERS: weakref.WeakKeyDictionary[Crawler, BrowserDownloadHandler] = weakref.WeakKeyDictionary()


def is_playwright_handler(handler: Any) -> bool:
    """Whether a DOWNLOAD_HANDLERS entry is scrapy-playwright's handler (or a subclass, such as ours)."""
    if not handler:
        return False
    try:
        loaded = load_object(handler) if isinstance(handler, str) else handler
    except (ImportError, NameError, ValueError, AttributeError):
        return False
    return isinstance(loaded, type) and issubclass(loaded, ScrapyPlaywrightDownloadHandler)


class BrowserTimeout(Exception):
    """A browser download did not finish in time (the browser likely disconnected)."""


class BrowserDownloadHandler(ScrapyPlaywrightDownloadHandler):
    """scrapy-playwright's download handler, started on first need, one per crawler, with a time limit."""

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self._owner = _OWNERS.setdefault(crawler, self)
        self._start_lock = asyncio.Lock()
        self._started = False

    async def _maybe_launch_in_thread(self) -> None:
        """Called by scrapy-playwright when the engine starts: start nothing yet (see :meth:`_start`)."""

    async def download_request(self, request: Request) -> Response:
        """Plain requests through Scrapy's HTTP handler; browser requests through the crawler's one browser."""
        if request.meta.get("playwright") and self._owner is not self:
            return await self._owner.download_request(request)
        return await super().download_request(request)

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

    async def close(self) -> None:
        """Close Scrapy's HTTP handler and, on the owner, the browser stack."""
        await super().close()
        if _OWNERS.get(self._crawler) is self:
            del _OWNERS[self._crawler]
