"""The crawl state: what a crawl learns, behind one small interface.

Everything a crawl must not forget (issued queries, seen record keys, query
statistics, frontiers, learned models, routes) is expressed with five kinds
of named structures, so that one interface serves an in-process backend
(persisted in ``JOBDIR``) and a Redis backend shared by many workers:

* sets of strings (``add`` answers which members were new, atomically),
* counters (``incr``),
* append-only logs of JSON values (``append``/``read``): workers replay
  them to rebuild derived structures such as the query-statistics table,
* values (``get``/``put``) for small blobs such as a learned model,
* leased priority queues (``push``/``pop``/``ack``): an item popped and not
  acknowledged within its lease goes back to the queue, so work held by a
  dead worker is not lost.

All values must be JSON-serialisable.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Any


class CrawlState(ABC):
    """Named sets, counters, logs, values and leased queues."""

    # -- sets ---------------------------------------------------------------
    @abstractmethod
    def add(self, name: str, members: Iterable[str]) -> list[bool]:
        """Add ``members``; return, for each, whether it was new."""

    @abstractmethod
    def has(self, name: str, member: str) -> bool: ...

    @abstractmethod
    def size(self, name: str) -> int: ...

    # -- counters -----------------------------------------------------------
    @abstractmethod
    def incr(self, name: str, key: str, amount: int = 1) -> int:
        """Add ``amount`` to counter ``key`` of ``name``; return the new value."""

    @abstractmethod
    def counters(self, name: str) -> dict[str, int]: ...

    def counter(self, name: str, key: str) -> int:
        return self.counters(name).get(key, 0)

    # -- logs ---------------------------------------------------------------
    @abstractmethod
    def append(self, name: str, entries: Iterable[Any]) -> int:
        """Append ``entries`` to log ``name``; return the log's new length."""

    @abstractmethod
    def read(self, name: str, start: int = 0) -> list[Any]:
        """Entries of log ``name`` from position ``start`` on."""

    @abstractmethod
    def length(self, name: str) -> int: ...

    # -- values -------------------------------------------------------------
    @abstractmethod
    def get(self, name: str, default: Any = None) -> Any: ...

    @abstractmethod
    def put(self, name: str, value: Any) -> None: ...

    # -- leased priority queues --------------------------------------------
    @abstractmethod
    def push(self, name: str, item: Any, priority: float = 0.0) -> None:
        """Queue ``item``; higher ``priority`` pops first."""

    @abstractmethod
    def pop(self, name: str, lease: float = 300.0) -> tuple[str, Any] | None:
        """Take the best item for ``lease`` seconds: ``(token, item)`` or None.

        Items whose lease ran out without ``ack`` are queued again first.
        """

    @abstractmethod
    def ack(self, name: str, token: str) -> None:
        """The work of a popped item is done: forget it."""

    @abstractmethod
    def pending(self, name: str) -> int:
        """Items queued or leased (not yet acknowledged)."""

    # -- life cycle ----------------------------------------------------------
    def flush(self) -> None:
        """Make every change so far durable."""

    def close(self) -> None:
        self.flush()
