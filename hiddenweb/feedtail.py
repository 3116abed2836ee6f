"""Which records a JSON-lines feed already ends with.

A record is held in the crawl state's outbox until the feed has written it
(the ``item_scraped`` signal acknowledges it). A crawl killed between the
feed's write and that acknowledgement leaves a record that is both written
and held; whoever recovers the held records (a resumed crawl) checks the tail
of the feed first and re-emits only the records the feed lacks. Only the
tail is read: held records are the last ones a crawl emitted.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterable
from pathlib import Path

logger = logging.getLogger(__name__)

#: Bytes read from the end of a feed: many times a crawl's records in flight.
TAIL_BYTES = 8 * 1024 * 1024


def keys_in_tail(path: str | os.PathLike[str], field: str = "key", tail_bytes: int = TAIL_BYTES) -> set[str]:
    """The ``field`` values of the JSON lines in the last ``tail_bytes`` of ``path`` (none if it does not exist)."""
    try:
        with open(path, "rb") as feed:
            size = feed.seek(0, os.SEEK_END)
            feed.seek(max(0, size - tail_bytes))
            data = feed.read()
    except FileNotFoundError:
        return set()
    lines = data.split(b"\n")
    if size > tail_bytes:
        lines = lines[1:]  # the first line read is cut
    keys = set()
    for line in lines:
        if not line.strip():
            continue
        try:
            value = json.loads(line).get(field)
        except (ValueError, AttributeError):
            continue  # a line torn by the kill, or not an object: not a written record
        if isinstance(value, str):
            keys.add(value)
    return keys


def keys_in_feeds(paths: Iterable[str | os.PathLike[str]], field: str = "key") -> set[str]:
    """:func:`keys_in_tail` over several feeds."""
    keys: set[str] = set()
    for path in paths:
        keys |= keys_in_tail(Path(path), field)
    return keys
