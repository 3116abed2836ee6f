"""What a URL belongs to, and the URL that identifies a page: one place for every crawler part.

Three granularities, three names (they are not interchangeable):

* :func:`site_of` — the *site* a URL belongs to for per-site budgets and politeness
  (discover's page and form limits, the frontier scheduler): its lower-case host with
  ``www.`` dropped and no port, so ``www.example.com`` and ``example.com`` share a budget;
* :func:`server_of` — the *server* that holds a session: lower-case host plus the port
  when it is not the scheme's default (``127.0.0.2:8080``), ``www.`` kept; sessions, routes,
  credentials and what rendering learned are kept per server;
* :func:`registered_domain` — the domain its owner registered (``shop.example.co.uk`` →
  ``example.co.uk``, by the Public Suffix List): for "is this link/action on the same
  organisation's site" and for grouping sites in evaluations.

:func:`domain_entry` reads per-domain setting tables (``{"example.com": …}`` also covers its
subdomains). Canonical URLs: :func:`canonical_url` (one page, one spelling: for seen-sets and
"is this the same request") and :func:`identity_url` (also without session, tracking and
query-echo parameters: the key of a record reached by several queries or sessions).
:func:`query_args` and :func:`without_args` read and drop the arguments of a canonical URL by name
(the learned record identity of :mod:`hiddenweb.harvest.identity`).
"""

from __future__ import annotations

import ipaddress
from collections.abc import Collection, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar
from urllib.parse import unquote_plus, urlsplit

from w3lib.url import canonicalize_url, url_query_cleaner

if TYPE_CHECKING:
    import tldextract

__all__ = [
    "SESSION_PARAMS",
    "VOLATILE_PARAMS",
    "canonical_url",
    "domain_entry",
    "identity_url",
    "query_args",
    "registered_domain",
    "same_url",
    "server_of",
    "site_of",
    "without_args",
    "without_session",
    "without_session_path",
]

V = TypeVar("V")

#: URL parameters that carry a session, a tracker or the query and page that led to a
#: page, not the identity of what the page shows (dropped by :func:`identity_url`).
VOLATILE_PARAMS = (
    "sid",
    "sessionid",
    "session_id",
    "jsessionid",
    "phpsessid",
    "token",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "ref",
    "q",
    "query",
    "page",
)

_DEFAULT_PORTS = {"http": 80, "https": 443}

#: Names (lower case) of the URL parameters and path parameters (``;jsessionid=…``) that carry a
#: session: the same page under another session is the same page.
SESSION_PARAMS = frozenset(
    {"sid", "session", "sessionid", "session_id", "jsessionid", "phpsessid", "aspsessionid", "s_id", "token"}
)


def site_of(url: str) -> str:
    """The site a URL belongs to, for per-site limits and politeness: its host (no ``www.``, no port).

    Called for every link a crawl sees, so ``http(s)`` URLs are cut by hand instead of
    :func:`urllib.parse.urlsplit` (same result, several times faster).
    """
    parts = url.split("/", 3)
    if len(parts) < 3 or not url.startswith(("http://", "https://")):
        host = (urlsplit(url).hostname or "").lower()
    else:
        netloc = parts[2].split("?", 1)[0].split("#", 1)[0].rsplit("@", 1)[-1]
        host = netloc[1:].split("]", 1)[0] if netloc.startswith("[") else netloc.split(":", 1)[0]
        host = host.lower()
    return host[4:] if host.startswith("www.") else host


def server_of(url: str) -> str:
    """The server a URL is served by, which sessions belong to: host, plus a non-default port.

    Raises :class:`ValueError` for a URL whose port is not a number.
    """
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    port = parts.port
    if port and port != _DEFAULT_PORTS.get(parts.scheme):
        return f"{host}:{port}"
    return host


@lru_cache(maxsize=1)
def _suffix_list() -> tldextract.TLDExtract:
    """The Public Suffix List snapshot shipped with tldextract (never fetched over the network)."""
    import tldextract

    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


def registered_domain(url: str) -> str:
    """The domain the site's owner registered: ``https://shop.example.co.uk/x`` → ``example.co.uk``.

    A host under a suffix the Public Suffix List does not know (``.example``, ``.test``,
    an intranet name) counts its last label as the suffix; an IP address or a one-label
    host (``localhost``) is its own domain.
    """
    host = (urlsplit(url).hostname or "").lower()
    labels = host.split(".")
    if len(labels) < 2 or _is_ip(host):
        return host
    found = _suffix_list().extract_str(host).top_domain_under_public_suffix
    return found or ".".join(labels[-2:])


def _is_ip(host: str) -> bool:
    """Whether a host is an IPv4 or IPv6 address."""
    try:
        ipaddress.ip_address(host)
    except ValueError:
        return False
    return True


def domain_entry(table: Mapping[str, V], url: str) -> V | None:
    """The value of the most specific entry of a per-domain table that covers ``url``, else None.

    Keys name a server (``host:port``), a host or a parent domain (``example.com`` also covers
    ``www.example.com``; a leading dot is ignored, case too); the longest matching key wins.
    """
    server = server_of(url)
    host = server.split(":")[0]
    best: tuple[int, V] | None = None
    for key, value in table.items():
        name = str(key).lower().lstrip(".")
        if (name in (server, host) or host.endswith("." + name)) and (best is None or len(name) > best[0]):
            best = (len(name), value)
    return best[1] if best is not None else None


@lru_cache(maxsize=4096)
def canonical_url(url: str) -> str:
    """One spelling of a URL (w3lib: arguments sorted, escapes normalised, fragment dropped).

    Raises :class:`ValueError` for a URL that cannot be parsed (a broken IPv6 host).
    """
    return canonicalize_url(url)


def same_url(a: str, b: str) -> bool:
    """Whether two URLs ask for the same page; unparseable URLs are compared as written."""
    try:
        return canonical_url(a) == canonical_url(b)
    except ValueError:
        return a == b


def identity_url(url: str) -> str:
    """The URL that identifies what a page shows: canonical, without :data:`VOLATILE_PARAMS`.

    The same record reached by two queries (or two sessions) has one identity URL. Parameter
    names match exactly (``PHPSESSID`` is kept): record keys made from these URLs are stored
    in crawl states, and a looser match would change them.
    """
    return canonical_url(url_query_cleaner(url, VOLATILE_PARAMS, remove=True))


def without_session(url: str) -> str:
    """``url`` without the session it carries: its :data:`SESSION_PARAMS` arguments and path parameters
    (``/search.do;jsessionid=A1B2?x=1`` → ``/search.do?x=1``), any case; other URLs as they are.

    A Java or PHP site that keeps sessions in its URLs writes every link of every visit anew:
    without this, one page is many pages (discover: a site's page budget spent on copies of its
    home page, one search form emitted once per session).
    """
    url = without_session_path(url)
    if not any(name in url.lower() for name in SESSION_PARAMS):
        return url
    base, hash_, fragment = url.partition("#")
    base, sep, query = base.partition("?")
    if sep:
        args = [a for a in query.split("&") if unquote_plus(a.partition("=")[0]).lower() not in SESSION_PARAMS]
        query = "&".join(args)
        sep = "?" if query else ""
    return base + sep + query + hash_ + fragment


def without_session_path(url: str) -> str:
    """``url`` without the :data:`SESSION_PARAMS` path parameters of its path segments
    (``/item.do;jsessionid=A1B2?id=7`` → ``/item.do?id=7``); its arguments as they are."""
    lowered = url.lower()
    if ";" not in lowered or not any(name in lowered for name in SESSION_PARAMS):
        return url
    base, hash_, rest = url.partition("#")
    base, sep, query = base.partition("?")
    path_start = base.find("/", base.find("//") + 2) if "//" in base else 0
    if path_start < 0 or ";" not in base[path_start:]:
        return url
    segments = []
    for segment in base[path_start:].split("/"):
        name, *params = segment.split(";")
        kept = [p for p in params if p.partition("=")[0].lower() not in SESSION_PARAMS]
        segments.append(";".join([name, *kept]))
    return base[:path_start] + "/".join(segments) + sep + query + hash_ + rest


def query_args(canonical: str) -> list[tuple[str, str]]:
    """The arguments of a canonical URL (:func:`canonical_url`) as decoded ``(name, value)`` pairs, in order."""
    query = canonical.partition("#")[0].partition("?")[2]
    segments = (segment.partition("=") for segment in query.split("&") if segment)
    return [(unquote_plus(name), unquote_plus(value)) for name, _, value in segments]


def without_args(canonical: str, names: Collection[str]) -> str:
    """A canonical URL without the arguments named in ``names`` (decoded names, exact case).

    The URL stays canonical: a canonical query is sorted, and a part of a sorted
    list is sorted; repeated arguments are kept (``tag=a&tag=b`` is not ``tag=a``).
    """
    base, sep, query = canonical.partition("?")
    if not sep or not names:
        return canonical
    kept = [segment for segment in query.split("&") if segment and unquote_plus(segment.partition("=")[0]) not in names]
    return f"{base}?{'&'.join(kept)}" if kept else base
