"""The download handler hiddenweb installs for http(s): scrapy-playwright's, with a time limit.

Requests the rendering middleware does not send to the browser go through
Scrapy's own HTTP handler, as with scrapy-playwright. A browser download may
take at most twice its ``download_timeout`` (``DOWNLOAD_TIMEOUT``):
after Chromium crashed, scrapy-playwright 0.0.48 can retry a request on a
context that died with the browser and wait forever for a page slot that is
never released, which would keep the crawl open for good. Past the limit the
download fails with :class:`BrowserTimeout`, which the rendering middleware
retries in the relaunched browser. A page's own time limit
(``HIDDENWEB_PAGE_TIMEOUT``, a ``TimeoutError`` too) is not taken for it.
"""

from __future__ import annotations

import asyncio
from typing import Any

from scrapy import Request
from scrapy.http import Response
from scrapy.utils.misc import load_object
from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler


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
    """scrapy-playwright's download handler with a time limit on browser downloads."""

    def _time_limit(self, request: Request) -> float:
        timeout = request.meta.get("download_timeout") or self._crawler.settings.getfloat("DOWNLOAD_TIMEOUT", 180.0)
        return 2.0 * float(timeout)

    async def _download_request(self, request: Request, spider: Any = None) -> Response:
        limit = self._time_limit(request)
        try:
            async with asyncio.timeout(limit) as deadline:
                return await super()._download_request(request, spider)
        except TimeoutError:
            if deadline.expired():
                raise BrowserTimeout(f"the browser download of {request.url} took over {limit:.0f} s "
                                     "(browser disconnected?)") from None
            raise  # the page's own time limit, or Playwright's
