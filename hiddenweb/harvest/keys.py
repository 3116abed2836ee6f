"""Record identity: the key under which a harvest counts a record once, however often it is seen.

A record with a detail link is keyed by that link, canonical and without the
arguments that do not select the record (session parameters by default; on
a site whose rule :mod:`hiddenweb.harvest.identity` learned, every argument
that rule found to be state); a record without one by a hash of its values.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Collection, Iterable

from hiddenweb.urls import VOLATILE_PARAMS, canonical_url, identity_url, without_args

__all__ = ["SESSION_PARAMS", "field_key", "record_key", "url_key"]

#: URL parameters that carry a session, not a record's identity (kept under its old name).
SESSION_PARAMS = VOLATILE_PARAMS

_SPACES = re.compile(r"\s+")


def record_key(detail_url: str | None, fields: Iterable[str]) -> str:
    """A stable identity for a record: its detail link (see :func:`url_key`), else a hash of its values."""
    if detail_url:
        return url_key(detail_url)
    return field_key(fields)


def url_key(detail_url: str, drop: Collection[str] | None = None) -> str:
    """The key of a record by its detail link: canonical, without the arguments named in ``drop``.

    ``drop`` None: without session-like parameters (:data:`SESSION_PARAMS`), so
    the same record reached by two queries (or two sessions) has one key. A
    link that does not parse as a URL (a bad port, an unclosed IPv6 bracket)
    is its own key, as written.
    """
    try:
        if drop is None:
            return "u:" + identity_url(detail_url)
        return "u:" + without_args(canonical_url(detail_url), drop)
    except ValueError:  # urllib's answer to a malformed URL
        return "u:" + detail_url.strip()


def field_key(fields: Iterable[str]) -> str:
    """The key of a record without a detail link: a hash of its values, normalised (case, spaces, order)."""
    normal = "\x1f".join(sorted(_SPACES.sub(" ", value).strip().lower() for value in fields))
    return "h:" + hashlib.sha1(normal.encode("utf-8")).hexdigest()
