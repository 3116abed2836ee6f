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

All values must be JSON-serialisable. A backend may defer writes whose
result nobody waits for (``push``, ``ack``, ``put``, ``wait=False``) until
its next call that returns a value, or ``flush()``.

A backend that cannot go on raises a :class:`StateError` whose ``reason`` is
the close reason of the crawl (the Scrapy glue, :mod:`hiddenweb.state.crawler`,
logs it once and closes the crawl with that reason).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal, overload


class StateError(RuntimeError):
    """The crawl state cannot be used any more; ``reason`` is the crawl's close reason."""

    reason = "state_error"


class StateUnavailable(StateError):
    """The backend is out of reach (e.g. Redis down longer than the retry window, or not installed)."""

    reason = "finished_state_unavailable"


class StateLost(StateError):
    """The stored state vanished under a running crawl (e.g. Redis restarted empty)."""

    reason = "finished_state_lost"


class StateCorrupt(StateError):
    """The stored state cannot be read back (e.g. a damaged line in the middle of a journal)."""

    reason = "state_corrupt"


class CrawlState(ABC):
    """Named sets, counters, logs, values and leased queues."""

    # -- sets ---------------------------------------------------------------
    @overload
    def add(
        self,
        name: str,
        members: Iterable[str],
        *,
        log: str | None = ...,
        entries: Sequence[Any] | None = ...,
        wait: Literal[True] = ...,
    ) -> list[bool]: ...

    @overload
    def add(
        self,
        name: str,
        members: Iterable[str],
        *,
        log: str | None = ...,
        entries: Sequence[Any] | None = ...,
        wait: bool,
    ) -> list[bool] | None: ...

    @abstractmethod
    def add(
        self,
        name: str,
        members: Iterable[str],
        *,
        log: str | None = None,
        entries: Sequence[Any] | None = None,
        wait: bool = True,
    ) -> list[bool] | None:
        """Add ``members``; return, for each, whether it was new.

        With ``log``, the ``entries`` of the new members (one per member) are
        appended to that log in the same atomic step: a claim and its record.
        ``wait=False``: the caller does not need the answer (a backend may
        send the step, still atomic, with its next call, and return None).
        """

    def add_held(
        self,
        name: str,
        members: Sequence[str],
        *,
        log: str,
        entries: Sequence[Any],
        queue: str,
        items: Sequence[Any],
        lease: float,
    ) -> list[str | None]:
        """Claim ``members`` as ``add(log=…)`` does and hold each new one's ``items[i]`` in ``queue``.

        The hold is a push leased to this worker for ``lease`` seconds, made in
        the same atomic step as the claim where the backend is shared: a worker
        that dies right after the claim leaves the item to the others, never a
        claimed member without it. Returns each new member's hold token (for
        ``ack``), None for the others.
        """
        new = self.add(name, members, log=log, entries=entries)
        assert new is not None  # wait=True: the answer
        # items[i] is read only for new members: a caller may build them on access (harvest.pages.PageRecords).
        return [self.push(queue, items[i], lease=lease) if is_new else None for i, is_new in enumerate(new)]

    @abstractmethod
    def has(self, name: str, member: str) -> bool: ...

    @abstractmethod
    def size(self, name: str) -> int: ...

    # -- counters -----------------------------------------------------------
    @overload
    def incr(self, name: str, key: str, amount: int = ..., *, wait: Literal[True] = ...) -> int: ...

    @overload
    def incr(self, name: str, key: str, amount: int = ..., *, wait: bool) -> int | None: ...

    @abstractmethod
    def incr(self, name: str, key: str, amount: int = 1, *, wait: bool = True) -> int | None:
        """Add ``amount`` to counter ``key`` of ``name``; return the new value.

        ``wait=False``: the caller does not need the value, a backend may send
        the change with its next call.
        """

    @abstractmethod
    def counters(self, name: str) -> dict[str, int]: ...

    def counter(self, name: str, key: str) -> int:
        return self.counters(name).get(key, 0)

    # -- logs ---------------------------------------------------------------
    @overload
    def append(self, name: str, entries: Iterable[Any], *, wait: Literal[True] = ...) -> int: ...

    @overload
    def append(self, name: str, entries: Iterable[Any], *, wait: bool) -> int | None: ...

    @abstractmethod
    def append(self, name: str, entries: Iterable[Any], *, wait: bool = True) -> int | None:
        """Append ``entries`` to log ``name``; return the log's new length."""

    @abstractmethod
    def read(self, name: str, start: int = 0) -> list[Any]:
        """Entries of log ``name`` from position ``start`` on."""

    def read_many(self, starts: Mapping[str, int]) -> dict[str, list[Any]]:
        """Several logs at once (one round trip where the backend can)."""
        return {name: self.read(name, start) for name, start in starts.items()}

    @abstractmethod
    def length(self, name: str) -> int: ...

    # -- values -------------------------------------------------------------
    @abstractmethod
    def get(self, name: str, default: Any = None) -> Any: ...

    @abstractmethod
    def put(self, name: str, value: Any) -> None: ...

    # -- leased priority queues --------------------------------------------
    @abstractmethod
    def push(self, name: str, item: Any, priority: float = 0.0, *, lease: float | None = None) -> str:
        """Queue ``item``; higher ``priority`` pops first. Return its token.

        With ``lease``, the item starts out taken by its pusher for that many
        seconds, as if popped: the pusher works on it, others only if it dies.
        """

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
    def check(self) -> None:  # noqa: B027 - optional: a backend in process has nothing to reach
        """Reach the backend now, so that one out of reach fails at the start (StateError), not mid-crawl."""

    def flush(self) -> None:  # noqa: B027 - optional: a backend may write everything at once
        """Make every change so far durable."""

    def close(self) -> None:
        self.flush()
