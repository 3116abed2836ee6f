"""Which (site, kind of page) needed the browser: the per-site rendering memory.

Once a plain page of one kind on a site has needed the browser, later
pages of that kind go straight to it (Álvarez §III.3, "mini-navegadores"),
paying the plain HTTP round trip once per kind, not on every page.
And once the detection has been wrong on a site again and again (the
rendered pages brought nothing their plain versions lacked), the site's
pages stop going to the browser on the detection's word: a server-rendered
application whose template trips a signal would otherwise cost a browser
load on every page.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlsplit

_HEX_OR_TOKEN = re.compile(r"^(?=.*\d)[A-Za-z0-9_-]{16,}$|^[0-9a-f]{8,}$", re.I)
_NUMBER = re.compile(r"^\d+([.,-]\d+)*$")
#: False alarms on one site after which its pages are no longer rendered on the detection's word
#: (when they are also at least this many times the detections that were right).
FALSE_ALARMS_TO_STOP = 3


def page_kind(url: str, hint: str | None = None) -> str:
    """A coarse *kind* of page from its URL: the path with numbers and tokens
    generalised and the sorted names of its query arguments.

    ``/item/17?q=a&page=2`` → ``/item/{n}?page&q``. A spider that knows
    better (``"results"``, ``"form"``, ``"detail"``) passes ``hint``.
    """
    if hint:
        return str(hint)
    parts = urlsplit(url)
    segments = []
    for seg in parts.path.split("/"):
        if _NUMBER.match(seg):
            segments.append("{n}")
        elif _HEX_OR_TOKEN.match(seg):
            segments.append("{x}")
        else:
            segments.append(seg)
    path = "/".join(segments) or "/"
    names = sorted({k for k, _ in parse_qsl(parts.query, keep_blank_values=True)})
    return path + ("?" + "&".join(names) if names else "")


@dataclass
class KindStats:
    """How often pages of one kind needed the browser, and how often it was a false alarm."""

    needed: int = 0
    unneeded: int = 0

    @property
    def browser(self) -> bool:
        """The majority says: render this kind of page."""
        return self.needed > self.unneeded


class RenderingMemory:
    """Per site and kind of page: did rendering make a difference?

    ``learn(site, kind, needed=True)`` when a plain page of that kind
    needed the browser; ``needed=False`` when a rendered page turned out no
    different from its plain version (a false alarm). ``wants_browser``
    answers from the majority. Entries are JSON dicts so that the crawl
    state can log them and other workers replay them.
    """

    def __init__(self) -> None:
        self._kinds: dict[tuple[str, str], KindStats] = defaultdict(KindStats)

    def learn(self, site: str, kind: str, needed: bool = True) -> dict[str, Any]:
        """Count one observation; returns the entry to log for other workers."""
        stats = self._kinds[(site, kind)]
        if needed:
            stats.needed += 1
        else:
            stats.unneeded += 1
        return {"site": site, "kind": kind, "needed": bool(needed)}

    def replay(self, entries: Iterable[Mapping[str, Any]]) -> int:
        """Learn logged entries (other workers', an earlier run's); returns how many were malformed."""
        malformed = 0
        for entry in entries:
            try:
                self.learn(str(entry["site"]), str(entry["kind"]), bool(entry.get("needed", True)))
            except (KeyError, TypeError):
                malformed += 1
        return malformed

    def wants_browser(self, site: str, kind: str) -> bool:
        """Whether pages of this kind on this site should go straight to the browser."""
        stats = self._kinds.get((site, kind))
        return bool(stats and stats.browser)

    def detection_muted(self, site: str) -> bool:
        """Whether the detection has been wrong so often on ``site`` that its pages should stay plain.

        Every detection is learnt ``needed=True`` and every false alarm
        ``needed=False`` (:class:`RenderingMiddleware`), so a site's false
        alarms are its ``unneeded`` counts and the detections that were
        right (or are still being rendered) the rest.
        """
        needed = unneeded = 0
        for (where, _), stats in self._kinds.items():
            if where == site:
                needed += stats.needed
                unneeded += stats.unneeded
        right = max(needed - unneeded, 0)
        return unneeded >= FALSE_ALARMS_TO_STOP and unneeded >= FALSE_ALARMS_TO_STOP * right

    def known(self, site: str, kind: str) -> bool:
        """Whether anything was learnt about this kind of page on this site."""
        return (site, kind) in self._kinds

    def kinds(self) -> dict[tuple[str, str], KindStats]:
        """Everything learnt, by (site, kind)."""
        return dict(self._kinds)
