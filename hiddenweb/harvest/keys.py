"""Record identity: the key under which a harvest counts a record once, however often it is seen."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable

from hiddenweb.urls import VOLATILE_PARAMS, identity_url

__all__ = ["SESSION_PARAMS", "record_key"]

#: URL parameters that carry a session, not a record's identity (kept under its old name).
SESSION_PARAMS = VOLATILE_PARAMS

_SPACES = re.compile(r"\s+")


def record_key(detail_url: str | None, fields: Iterable[str]) -> str:
    """A stable identity for a record: its detail link, else a hash of its values.

    The detail link is canonicalised and stripped of session-like parameters,
    so the same record reached by two queries (or two sessions) has one key;
    a link that does not parse as a URL (a bad port, an unclosed IPv6
    bracket) is its own key, as written.
    """
    if detail_url:
        try:
            return "u:" + identity_url(detail_url)
        except ValueError:  # urllib's answer to a malformed URL
            return "u:" + detail_url.strip()
    normal = "\x1f".join(sorted(_SPACES.sub(" ", value).strip().lower() for value in fields))
    return "h:" + hashlib.sha1(normal.encode("utf-8")).hexdigest()
