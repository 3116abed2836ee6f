"""Which Chromium the crawl launches, and what a browser failure means.

hiddenweb uses the system's Chromium (Debian's ``/usr/bin/chromium``);
Playwright's own browser downloads are not needed. A missing browser is
named with the fix at start-up, and a failed browser download is sorted
into "the browser cannot start" (rendering is disabled), "the browser
crashed or was closed" (worth another try in the relaunched browser) and
anything else (the page is fetched without JavaScript).
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Mapping
from typing import Any

INSTALL_HINT = (
    "install it with `apt-get install -y chromium` (Debian/Ubuntu) or set "
    'PLAYWRIGHT_LAUNCH_OPTIONS = {"executable_path": "/path/to/chromium"}'
)
_BROWSER_MISSING = re.compile(r"Executable doesn't exist|executable_path|No such file|ENOENT|Failed to launch", re.I)
_RETRYABLE = re.compile(r"crash|closed|disconnected|Target page|Connection", re.I)


class BrowserMissing(RuntimeError):
    """The browser executable cannot be found or started."""


def chromium_executable(launch_options: Mapping[str, Any] | None) -> str | None:
    """The Chromium the crawl will launch: the configured path, else a system one.

    Raises :class:`BrowserMissing` naming the path and how to install it;
    None means Playwright's own bundled browser, if installed.
    """
    configured = (launch_options or {}).get("executable_path")
    if configured:
        if not (os.path.isfile(configured) and os.access(configured, os.X_OK)):
            raise BrowserMissing(f"Chromium executable {configured!r} not found; {INSTALL_HINT}")
        return str(configured)
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def cannot_launch(message: str) -> bool:
    """Whether a browser error says the browser cannot be started at all (rendering is pointless)."""
    lowered = message.lower()
    return bool(_BROWSER_MISSING.search(message)) and ("executable" in lowered or "launch" in lowered)


def worth_retrying(message: str) -> bool:
    """Whether a browser error looks like a crash or a closed browser (relaunched for the retry).

    A page that timed out or is a download would fail the same way again.
    """
    return bool(_RETRYABLE.search(message))
