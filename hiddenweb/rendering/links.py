"""Captured navigations as ordinary links: what a rendered page hands to any spider.

Event simulation (Álvarez §III.3.3) captures the navigations a page's
scripts would make. Each becomes an ``<a href>`` appended to the rendered
page inside ``<div id="hiddenweb-simulated">``, so that any spider's link
extraction follows it. A navigation that needs browser steps (a click that
only fetched data, a POST) gets a same-site URL carrying
``hiddenweb_route=<key>``; the route itself is kept in the crawl state and
the rendering middleware resolves the URL back to it.
"""

from __future__ import annotations

import re
from html import escape
from typing import NamedTuple
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

#: Id of the block of links the rendering middleware appends to a rendered
#: page: one ``<a href>`` per navigation captured by event simulation.
SIMULATED_LINKS_ID = "hiddenweb-simulated"
_SIMULATED_BLOCK = re.compile(rf'<div id="{SIMULATED_LINKS_ID}" hidden>.*?</div>', re.DOTALL)
#: Query argument that marks a URL standing for a route kept in the crawl state.
ROUTE_PARAM = "hiddenweb_route"


class CapturedLink(NamedTuple):
    """A navigation found on a rendered page, as the link appended for it."""

    url: str
    text: str
    #: How it was found: ``navigation``, ``xhr``, ``revealed`` (a route kind).
    kind: str


def without_simulated_links(html: str) -> str:
    """The page as the site rendered it, without the appended block of captured
    links: what record segmentation, empty-page detection and the site's
    vocabulary must read (the block is for link and "next" extraction only)."""
    if SIMULATED_LINKS_ID not in html:
        return html
    return _SIMULATED_BLOCK.sub("", html)


def inject_links(html: str, links: list[CapturedLink] | list[tuple[str, str, str]]) -> str:
    """Append captured routes as ordinary links, before ``</body>``."""
    if not links:
        return html
    items = "".join(
        f'<li><a href="{escape(url)}" data-hiddenweb-via="{escape(kind)}">{escape(text or url)}</a></li>'
        for url, text, kind in links
    )
    block = f'<div id="{SIMULATED_LINKS_ID}" hidden><ul>{items}</ul></div>'
    idx = html.lower().rfind("</body>")
    if idx < 0:
        return html + block
    return html[:idx] + block + html[idx:]


def route_url(page_url: str, key: str) -> str:
    """A same-site URL standing for a stored route (resolved by the middleware)."""
    parts = urlsplit(page_url)
    args = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != ROUTE_PARAM]
    args.append((ROUTE_PARAM, key))
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(args), ""))


def route_key_of(url: str) -> str | None:
    """The key of the stored route a :func:`route_url` stands for, None for any other URL."""
    if ROUTE_PARAM not in url:
        return None
    args = parse_qsl(urlsplit(url).query, keep_blank_values=True)
    return next((v for k, v in args if k == ROUTE_PARAM), None) or None
