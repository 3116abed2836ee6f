"""Links of a page as a crawler without JavaScript sees them (``<a>``, ``<area>``, frames, meta refresh, redirects),
and a breadth-first walk over the web in process: hop distances from the seeds and clicks from a home page."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import parse_qsl, urljoin, urlsplit

_LINK = re.compile(r"""<(?:a|area)\b[^>]*?\bhref=["']([^"'#][^"']*)["']|<i?frame\b[^>]*?\bsrc=["']([^"']+)["']""", re.I)
_REFRESH = re.compile(r"""<meta[^>]+http-equiv=["']?refresh["']?[^>]+content=["'][^"']*url=([^"'>]+)""", re.I)
_SESSION = re.compile(r";jsessionid=[0-9A-Za-z]*|[?&]sid=[0-9a-f]+$")


def normal(url: str) -> str:
    """A URL without its fragment and session id (as the ground truth is written)."""
    return _SESSION.sub("", url.partition("#")[0])


def links(url: str, status: int, headers: dict[str, str], text: str) -> list[str]:
    """Absolute URLs a page leads to."""
    if status in (301, 302, 303, 307, 308):
        return [urljoin(url, headers["location"])]
    if status != 200:
        return []
    hrefs = [a or b for a, b in _LINK.findall(text)] + _REFRESH.findall(text)
    return [urljoin(url, h.strip().replace("&amp;", "&")).partition("#")[0] for h in hrefs]


def fetcher(web: Any) -> Callable[[str], tuple[int, dict[str, str], str]]:
    """GET a URL of ``web`` in process (no sockets): (status, headers, text)."""
    by_host = {s.host: s for s in web.sites}

    def get(url: str) -> tuple[int, dict[str, str], str]:
        parts = urlsplit(url)
        site = by_host.get(parts.hostname or "")
        if site is None:
            return 404, {}, ""
        status, ctype, body, headers = web.respond(site, "GET", parts.path or "/", dict(parse_qsl(parts.query)))
        charset = ctype.partition("charset=")[2] or "latin-1"
        return status, headers, body.decode(charset) if ctype.startswith("text/html") else ""

    return get


def hops(
    web: Any, starts: Iterable[str], targets: set[str], allowed: Callable[[str], bool], limit: int = 10**6
) -> dict[str, int]:
    """Breadth-first from ``starts`` over the URLs ``allowed``: the hop distance of every target reached."""
    get = fetcher(web)
    seen = {normal(u) for u in starts}
    queue = deque((u, 0) for u in starts)
    found: dict[str, int] = {}
    fetched = 0
    while queue and len(found) < len(targets) and fetched < limit:
        url, d = queue.popleft()
        key = normal(url)
        if key in targets and key not in found:
            found[key] = d
        fetched += 1
        status, headers, text = get(url)
        for link in links(url, status, headers, text):
            n = normal(link)
            if n not in seen and allowed(link):
                seen.add(n)
                queue.append((link, d + 1))
    return found


def not_item(web: Any, per_site: int = 300) -> Callable[[str], bool]:
    """Skip item pages, query-string traps and more than ``per_site`` pages a site."""
    by_host = {s.host: s for s in web.sites}
    count: dict[str, int] = {}

    def allowed(url: str) -> bool:
        parts = urlsplit(url)
        site = by_host.get(parts.hostname or "")
        if site is None:
            return False
        query = dict(parse_qsl(parts.query))
        if site.item_of(parts.path, query) is not None or {"page", "month", "sid"} & set(query):
            return False
        count[site.host] = count.get(site.host, 0) + 1
        return count[site.host] <= per_site

    return allowed


def served(web: Any) -> Callable[..., tuple[int, dict[str, str], bytes]]:
    """Request a URL of a started ``web`` over HTTP at its site's address: ``get(url, data=None)`` POSTs ``data``
    (pairs, urlencoded) when given; (status, lower-case headers, body)."""
    import http.client
    from urllib.parse import urlencode

    addresses = web.hosts()

    def get(url: str, data: list[tuple[str, str]] | None = None) -> tuple[int, dict[str, str], bytes]:
        parts = urlsplit(url)
        target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        headers = {"Host": parts.netloc}
        payload = None if data is None else urlencode(data)
        if payload is not None:
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        conn = http.client.HTTPConnection(addresses[parts.hostname or ""], parts.port, timeout=5)
        try:
            conn.request("GET" if payload is None else "POST", target, body=payload, headers=headers)
            resp = conn.getresponse()
            return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
        finally:
            conn.close()

    return get


def decoded(headers: dict[str, str], body: bytes) -> str:
    """The body in the charset its Content-Type declares (strictly: a wrong declaration raises)."""
    return body.decode(headers.get("content-type", "").partition("charset=")[2] or "utf-8")
