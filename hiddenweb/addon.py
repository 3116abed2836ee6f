"""Scrapy add-on that installs hiddenweb's defaults in any project."""

from __future__ import annotations

import logging
import shutil
from typing import TYPE_CHECKING

from hiddenweb import settings as defaults

if TYPE_CHECKING:
    from scrapy.settings import BaseSettings


def add_component(settings: BaseSettings, name: str, component: type, order: int) -> None:
    """Add ``component`` to the component dict ``name`` (``ITEM_PIPELINES``, ``ADDONS``…), for a spider.

    Unlike ``setdefault_in_component_priority_dict``, the dict is kept at
    ``spider`` priority (unless it already has a higher one): ``scrapy crawl``
    updates a new crawler's settings with the project's after the spider's
    ``update_settings``, and would replace a dict kept at its old priority.
    A component the project already lists keeps the project's order.
    """
    from scrapy.settings import SETTINGS_PRIORITIES
    from scrapy.utils.misc import load_object

    components = settings.getdict(name)
    if not any(load_object(key) is component for key in components):
        components[component] = order
    priority = max(settings.getpriority(name) or 0, SETTINGS_PRIORITIES["spider"])
    settings.set(name, components, priority=priority)


def hiddenweb_defaults() -> dict[str, object]:
    """Every ``HIDDENWEB_*`` setting with its default value."""
    return {k: v for k, v in vars(defaults).items() if k.startswith("HIDDENWEB_")}


#: Chromium from the system (Debian's ``chromium`` package); Playwright's own
#: browser downloads are not needed.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]


class HiddenWeb:
    """Installs hiddenweb in a Scrapy project, below the project's own settings.

    Enable it with ``ADDONS = {"hiddenweb.addon.HiddenWeb": 0}``: it sets the
    ``HIDDENWEB_*`` defaults, the session and rendering middlewares, and
    its download handler (Scrapy's, which builds scrapy-playwright's for the
    first request the rendering middleware sends to the browser). A
    project's own settings and ``-s`` options still win.
    """

    def update_settings(self, settings: BaseSettings) -> None:
        for name, value in hiddenweb_defaults().items():
            settings.set(name, value, priority="addon")
        middlewares = settings["DOWNLOADER_MIDDLEWARES"]
        # Sessions pick the cookie jar before CookiesMiddleware (700); rendering
        # comes after it, so the session cookie reaches the browser.
        middlewares.set("hiddenweb.middlewares.sessions.SessionMiddleware", 690, priority="addon")
        middlewares.set("hiddenweb.middlewares.rendering.RenderingMiddleware", 725, priority="addon")
        settings["SPIDER_MIDDLEWARES"].set(
            "hiddenweb.middlewares.sessions.RouteSpiderMiddleware", 750, priority="addon"
        )
        handlers = settings["DOWNLOAD_HANDLERS"]
        for scheme in ("http", "https"):
            handlers.set(scheme, "hiddenweb.middlewares.handlers.BrowserDownloadHandler", priority="addon")
        settings.set(
            "PLAYWRIGHT_LAUNCH_OPTIONS",
            {"executable_path": shutil.which("chromium") or "/usr/bin/chromium", "args": CHROMIUM_ARGS},
            priority="addon",
        )
        settings.set("PLAYWRIGHT_MAX_CONTEXTS", 8, priority="addon")
        settings.set("PLAYWRIGHT_MAX_PAGES_PER_CONTEXT", 4, priority="addon")
        settings["EXTENSIONS"].set("hiddenweb.extensions.CrawlOutcome", 0, priority="addon")
        settings["EXTENSIONS"].set("hiddenweb.crawllog.CrawlLog", 10, priority="addon")
        quiet_network_tracebacks()
        offline_public_suffixes()


def offline_public_suffixes() -> None:
    """Give Scrapy's cookie middleware the Public Suffix List tldextract ships, never fetched.

    ``scrapy.downloadermiddlewares.cookies`` checks every cookie's domain with a
    module-level ``TLDExtract`` that downloads the list from publicsuffix.org on
    first use in each environment: a request to a host the crawl never named (and,
    offline, a logged traceback, or a wait where the network drops packets).
    """
    import tldextract
    from scrapy.downloadermiddlewares import cookies

    current = getattr(cookies, "_split_domain", None)
    if isinstance(current, tldextract.TLDExtract) and current.suffix_list_urls:
        cookies._split_domain = tldextract.TLDExtract(
            suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True
        )


class NetworkErrorsWithoutTraceback(logging.Filter):
    """Log an unreachable host as one line, not a traceback.

    Scrapy's robots.txt middleware logs a failed ``robots.txt`` download with
    its full traceback; for a host that refuses connections or times out the
    message alone says everything, and the spider logs its own clear error.
    """

    NETWORK_ERRORS = (
        "ConnectError",
        "ConnectionRefusedError",
        "TimeoutError",
        "DNSLookupError",
        "TCPTimedOutError",
        "ConnectionLost",
        "ResponseNeverReceived",
        # Scrapy ≥ 2.19 wraps Twisted's errors in its own:
        "DownloadConnectionRefusedError",
        "CannotResolveHostError",
        "DownloadFailedError",
        "DownloadTimeoutError",
    )

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[0] and record.exc_info[0].__name__ in self.NETWORK_ERRORS:
            record.exc_info = None
            record.exc_text = None
        return True


def quiet_network_tracebacks() -> None:
    robots = logging.getLogger("scrapy.downloadermiddlewares.robotstxt")
    if not any(isinstance(f, NetworkErrorsWithoutTraceback) for f in robots.filters):
        robots.addFilter(NetworkErrorsWithoutTraceback())
