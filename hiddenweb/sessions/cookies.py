"""Browser cookies ↔ HTTP cookie headers: one session for plain and rendered requests.

Plain requests keep their cookies in Scrapy's cookie jar, rendered ones in
a browser context. The rendering glue copies the request's ``Cookie``
header into the browser context before a page loads, and the browser's
cookies back as ``Set-Cookie`` headers of the rendered response, so that
whichever fetches the next page carries the same session.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit


def cookies_from_header(header: str, url: str) -> list[dict[str, Any]]:
    """The cookies of a ``Cookie`` request header, in Playwright's ``add_cookies`` format."""
    cookies = []
    for part in header.split(";"):
        name, _, value = part.strip().partition("=")
        if name:
            cookies.append({"name": name, "value": value, "url": url})
    return cookies


def cookie_matches(cookie: dict[str, Any], url: str) -> bool:
    """Whether a browser cookie belongs to the host of ``url`` (its domain or a subdomain)."""
    host = (urlsplit(url).hostname or "").lower()
    domain = str(cookie.get("domain", "")).lstrip(".").lower()
    return not domain or host == domain or host.endswith("." + domain)


def set_cookie_header(cookie: dict[str, Any]) -> str:
    """A ``Set-Cookie`` header value for a browser cookie (Playwright's ``context.cookies()`` format)."""
    parts = [f"{cookie['name']}={cookie.get('value', '')}", f"Path={cookie.get('path') or '/'}"]
    if cookie.get("secure"):
        parts.append("Secure")
    if cookie.get("httpOnly"):
        parts.append("HttpOnly")
    return "; ".join(parts)
