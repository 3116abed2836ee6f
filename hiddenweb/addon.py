"""Scrapy add-on that installs hiddenweb's defaults in any project."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from hiddenweb import settings as defaults

if TYPE_CHECKING:
    from scrapy.settings import BaseSettings


def hiddenweb_defaults() -> dict[str, object]:
    """Every ``HIDDENWEB_*`` setting with its default value."""
    return {k: v for k, v in vars(defaults).items() if k.startswith("HIDDENWEB_")}


class HiddenWeb:
    """Sets the ``HIDDENWEB_*`` defaults at add-on priority.

    Enable it with ``ADDONS = {"hiddenweb.addon.HiddenWeb": 0}``; a project's
    own settings and ``-s`` options still win.
    """

    def update_settings(self, settings: BaseSettings) -> None:
        for name, value in hiddenweb_defaults().items():
            settings.set(name, value, priority="addon")
        quiet_network_tracebacks()


class NetworkErrorsWithoutTraceback(logging.Filter):
    """Log an unreachable host as one line, not a traceback.

    Scrapy's robots.txt middleware logs a failed ``robots.txt`` download with
    its full traceback; for a host that refuses connections or times out the
    message alone says everything, and the spider logs its own clear error.
    """

    NETWORK_ERRORS = ("ConnectError", "ConnectionRefusedError", "TimeoutError", "DNSLookupError",
                      "TCPTimedOutError", "ConnectionLost", "ResponseNeverReceived",
                      # Scrapy ≥ 2.19 wraps Twisted's errors in its own:
                      "DownloadConnectionRefusedError", "CannotResolveHostError", "DownloadFailedError",
                      "DownloadTimeoutError")

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and record.exc_info[0] and record.exc_info[0].__name__ in self.NETWORK_ERRORS:
            record.exc_info = None
            record.exc_text = None
        return True


def quiet_network_tracebacks() -> None:
    robots = logging.getLogger("scrapy.downloadermiddlewares.robotstxt")
    if not any(isinstance(f, NetworkErrorsWithoutTraceback) for f in robots.filters):
        robots.addFilter(NetworkErrorsWithoutTraceback())
