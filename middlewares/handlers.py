"""The download handler hiddenweb installs for http(s): Scrapy's, and the browser's only when a request needs it.

Requests the rendering middleware does not send to the browser go through
Scrapy's own HTTP handler, as with scrapy-playwright. Beyond
scrapy-playwright's handler:

* **Lazy start, one browser stack per crawler.** scrapy-playwright starts
  Playwright's Node driver when the engine starts, once per handler
  instance (one for http, one for https): ~245 MB and ~0.5 s per crawl
  even when no page ever needs the browser. Here scrapy-playwright's
  handler (:class:`~hiddenweb.middlewares.playwrighthandler.PlaywrightDownloadHandler`)
  is built, Playwright imported and its driver started with the first
  request that needs the browser, and the http and https handlers of a
  crawler share one driver, one browser and its contexts (the first handler
  built for a crawler owns them, the other hands its browser requests
  over). ``HIDDENWEB_RENDER=never`` therefore never starts it, and a crawl
  whose pages never need the browser never imports Playwright (issue 17:
  ~6 MB and ~40 ms of its start-up). ``hiddenweb/browser/drivers_started``
  counts the starts.
* **A time limit** on each browser download (see
  :mod:`~hiddenweb.middlewares.playwrighthandler`): :class:`BrowserTimeout`.
"""

from __future__ import annotations

import weakref
from typing import Any

from scrapy import Request
from scrapy.core.downloader.handlers.http11 import HTTP11DownloadHandler
from scrapy.crawler import Crawler
from scrapy.http import Response
from scrapy.utils.misc import load_object
from scrapy.utils.reactor import verify_installed_reactor

#: Stats key: Playwright drivers started by this crawl (0 or 1; absent when no page needed the browser).
DRIVERS_STARTED = "hiddenweb/browser/drivers_started"
#: scrapy-playwright's handler, by name: telling a configured handler apart must not import Playwright.
PLAYWRIGHT_HANDLER_CLASS = "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler"

#: The handler that owns each crawler's browser stack (per crawler: a crawl in the same process
#: with its own crawler gets its own browser).
_OWNERS: weakref.WeakKeyDictionary[Crawler, BrowserDownloadHandler] = weakref.WeakKeyDictionary()


def is_playwright_handler(handler: Any) -> bool:
    """Whether a DOWNLOAD_HANDLERS entry is ours or scrapy-playwright's handler (or a subclass of either)."""
    if not handler:
        return False
    try:
        loaded = load_object(handler) if isinstance(handler, str) else handler
    except (ImportError, NameError, ValueError, AttributeError):
        return False
    if not isinstance(loaded, type):
        return False
    names = {f"{cls.__module__}.{cls.__qualname__}" for cls in loaded.__mro__}
    return issubclass(loaded, BrowserDownloadHandler) or PLAYWRIGHT_HANDLER_CLASS in names


class BrowserTimeout(Exception):
    """A browser download did not finish in time (the browser likely disconnected)."""


class BrowserDownloadHandler(HTTP11DownloadHandler):
    """Scrapy's HTTP handler; browser requests go to one scrapy-playwright handler per crawler, built on first need."""

    def __init__(self, crawler: Crawler) -> None:
        # scrapy-playwright's handler refuses to load without the asyncio reactor: so does this one, at start
        verify_installed_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")
        super().__init__(crawler)
        self._owner = _OWNERS.setdefault(crawler, self)
        self._browser: Any = None

    async def download_request(self, request: Request) -> Response:
        """Plain requests through Scrapy's HTTP handler; browser requests through the crawler's one browser."""
        if not request.meta.get("playwright"):
            return await super().download_request(request)
        return await self._owner.browser_handler().download_request(request)

    def browser_handler(self) -> Any:
        """The crawler's scrapy-playwright handler, built on the first call."""
        if self._browser is None:
            # deferred: imports Playwright, which a crawl whose pages never need the browser does not pay
            from .playwrighthandler import PlaywrightDownloadHandler

            self._browser = PlaywrightDownloadHandler(self._crawler)
        return self._browser

    async def close(self) -> None:
        """Close Scrapy's HTTP handler and, on the owner, the browser stack."""
        await super().close()
        if self._browser is not None:
            await self._browser.close()
        if _OWNERS.get(self._crawler) is self:
            del _OWNERS[self._crawler]
