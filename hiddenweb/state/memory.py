"""In-process crawl state, persisted to a journal in ``JOBDIR``.

Every change is appended to ``<jobdir>/<prefix>-state.jsonl`` as it happens,
as **one** line (a claim together with its log entry and its hold, see
:meth:`MemoryState.add_held`, is one line too), flushed to the OS: a crawl
killed even with SIGKILL resumes with every change it made, each change whole
or not at all. The journal is compacted into one snapshot line when it has
grown well past the state's size, at the start of a resume and on ``close``
(see :mod:`hiddenweb.state.journal` for how torn and damaged lines are
treated).
"""

from __future__ import annotations

import heapq
import itertools
import json
import logging
import os
import time
from collections import defaultdict
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from hiddenweb.state.base import CrawlState, StateCorrupt
from hiddenweb.state.journal import SNAPSHOT, Journal

logger = logging.getLogger(__name__)


class MemoryState(CrawlState):
    """The crawl state in this process; with ``path``, journalled there and resumed from it.

    ``compact_min_bytes`` and ``compact_factor``: see :class:`~hiddenweb.state.journal.Journal`.
    """

    def __init__(
        self,
        path: str | os.PathLike[str] | None = None,
        *,
        compact_min_bytes: int = 8 << 20,
        compact_factor: float = 2.0,
    ) -> None:
        self._sets: dict[str, set[str]] = defaultdict(set)
        self._counters: dict[str, dict[str, int]] = defaultdict(dict)
        self._logs: dict[str, list[Any]] = defaultdict(list)
        self._values: dict[str, Any] = {}
        # queue name -> token -> (priority, item); heap of (-priority, seq, token)
        self._queued: dict[str, dict[str, tuple[float, Any]]] = defaultdict(dict)
        self._heaps: dict[str, list[tuple[float, int, str]]] = defaultdict(list)
        self._leased: dict[str, dict[str, tuple[float, float, Any]]] = defaultdict(dict)
        self._seq = itertools.count()
        self._journal: Journal | None = None
        self.path = Path(path) if path else None
        if self.path:
            journal = Journal(self.path, compact_min_bytes=compact_min_bytes, compact_factor=compact_factor)
            self._load(journal)
            journal.open()
            self._journal = journal
            if journal.grown():  # a long history replayed: the next resume starts from a snapshot
                self._compact()

    # -- persistence ----------------------------------------------------------
    def _legacy_snapshot_path(self) -> Path:
        """Where versions before the one-file journal kept the snapshot written on close."""
        assert self.path is not None
        return self.path.with_suffix(".snapshot.json")

    def _load(self, journal: Journal) -> None:
        assert self.path is not None
        legacy = self._legacy_snapshot_path()
        if legacy.exists():
            try:
                self._restore(json.loads(legacy.read_text(encoding="utf-8")))
            except (ValueError, TypeError, KeyError, AttributeError) as error:
                raise StateCorrupt(
                    f"{legacy}: not a crawl state snapshot ({type(error).__name__}: {error}); "
                    f"the crawl state is not resumed"
                ) from None
        replayed = 0
        for number, op in journal.entries():
            try:
                if op[0] == SNAPSHOT:
                    self._restore(op[2])
                else:
                    self._apply(op)
            except (ValueError, TypeError, KeyError, IndexError) as error:
                raise StateCorrupt(
                    f"{self.path}, line {number}: not a change this state knows "
                    f"({type(error).__name__}: {error}); the crawl state is not resumed"
                ) from None
            replayed += 1
        # Work leased by the process that died is queued again.
        for name, leased in self._leased.items():
            for token, (_, priority, item) in list(leased.items()):
                self._enqueue(name, token, priority, item)
            leased.clear()
        if replayed or legacy.exists():
            logger.info("Resumed crawl state from %s (%d journal entries)", self.path, replayed)

    def _log_op(self, *op: Any) -> None:
        journal = self._journal
        if journal is not None:
            journal.write(list(op))
            if journal.grown():
                self._compact()

    def _apply(self, op: list[Any]) -> None:
        kind, name, *args = op
        if kind == "add":  # [members] or [members, log, entries]: a claim and its log entries
            self._sets[name].update(args[0])
            if len(args) > 1:
                self._logs[args[1]].extend(args[2])
        elif kind == "held":  # members, log, entries, queue, [[token, item], ...]: see add_held
            members, log, entries, queue, held = args
            self._sets[name].update(members)
            self._logs[log].extend(entries)
            for token, item in held:
                self._enqueue(queue, token, 0.0, item)
                self._take(queue, token, 0.0)
        elif kind == "incr":
            counters = self._counters[name]
            counters[args[0]] = counters.get(args[0], 0) + args[1]
        elif kind == "append":
            self._logs[name].extend(args[0])
        elif kind == "put":
            self._values[name] = args[0]
        elif kind == "push":
            self._enqueue(name, args[0], args[1], args[2])
        elif kind == "pop":
            self._take(name, args[0], 0.0)
        elif kind == "ack":
            self._queued[name].pop(args[0], None)
            self._leased[name].pop(args[0], None)
        else:
            raise ValueError(f"unknown kind of change {kind!r}")

    def _snapshot(self) -> dict[str, Any]:
        queues = {}
        for name in set(self._queued) | set(self._leased):
            items = [(t, p, i) for t, (p, i) in self._queued[name].items()]
            items += [(t, p, i) for t, (_, p, i) in self._leased[name].items()]
            queues[name] = items
        return {
            "sets": {k: sorted(v) for k, v in self._sets.items()},
            "counters": self._counters,
            "logs": self._logs,
            "values": self._values,
            "queues": queues,
        }

    def _restore(self, data: dict[str, Any]) -> None:
        """Replace everything with a snapshot's content."""
        for structure in (
            self._sets,
            self._counters,
            self._logs,
            self._values,
            self._queued,
            self._heaps,
            self._leased,
        ):
            structure.clear()
        for name, members in data["sets"].items():
            self._sets[name] = set(members)
        for name, values in data["counters"].items():
            self._counters[name] = dict(values)
        for name, entries in data["logs"].items():
            self._logs[name] = list(entries)
        self._values.update(data["values"])
        for name, items in data["queues"].items():
            for token, priority, item in items:
                self._enqueue(name, token, priority, item)

    def _compact(self) -> None:
        """Replace the journal with a snapshot of the state (crash-safe)."""
        assert self._journal is not None
        self._journal.compact(self._snapshot())
        legacy = self._legacy_snapshot_path()
        if legacy.exists():  # included in the snapshot now
            legacy.unlink()

    def flush(self) -> None:
        if self._journal is not None:
            self._journal.sync()

    def close(self) -> None:
        journal = self._journal
        if journal is None:
            return
        if journal.appended_bytes:
            self._compact()
        journal.close()
        self._journal = None

    # -- sets -----------------------------------------------------------------
    def add(
        self,
        name: str,
        members: Iterable[str],
        *,
        log: str | None = None,
        entries: Sequence[Any] | None = None,
        wait: bool = True,
    ) -> list[bool]:
        """Add ``members``; with ``log``, the new members' entries go to that log in the same journal line."""
        members = list(members)
        if log is not None and (entries is None or len(entries) != len(members)):
            raise ValueError("add(..., log=...) needs one entry per member")
        target = self._sets[name]
        result = []
        fresh = []
        logged = []
        for i, member in enumerate(members):
            is_new = member not in target
            if is_new:
                target.add(member)
                fresh.append(member)
                if log is not None:
                    logged.append(entries[i])  # type: ignore[index]
            result.append(is_new)
        if logged:
            self._logs[log].extend(logged)  # type: ignore[index]
            self._log_op("add", name, fresh, log, logged)
        elif fresh:
            self._log_op("add", name, fresh)
        return result

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
        """Claim, log and hold the new members in one journal line: a kill keeps all of it or none."""
        members = list(members)
        if len(entries) != len(members) or len(items) != len(members):
            raise ValueError("add_held() needs one entry and one item per member")
        target = self._sets[name]
        tokens: list[str | None] = []
        fresh: list[str] = []
        logged: list[Any] = []
        held: list[list[Any]] = []
        for i, member in enumerate(members):
            if member in target:
                tokens.append(None)
                continue
            target.add(member)
            entry, item = entries[i], items[i]  # read only for new members: items may be built on access
            token = self._token()
            self._enqueue(queue, token, 0.0, item)
            self._take(queue, token, lease)
            fresh.append(member)
            logged.append(entry)
            held.append([token, item])
            tokens.append(token)
        if fresh:
            self._logs[log].extend(logged)
            self._log_op("held", name, fresh, log, logged, queue, held)
        return tokens

    def has(self, name: str, member: str) -> bool:
        return member in self._sets.get(name, ())

    def size(self, name: str) -> int:
        return len(self._sets.get(name, ()))

    # -- counters ---------------------------------------------------------------
    def incr(self, name: str, key: str, amount: int = 1, *, wait: bool = True) -> int:
        counters = self._counters[name]
        counters[key] = counters.get(key, 0) + amount
        self._log_op("incr", name, key, amount)
        return counters[key]

    def counters(self, name: str) -> dict[str, int]:
        return dict(self._counters.get(name, {}))

    # -- logs -------------------------------------------------------------------
    def append(self, name: str, entries: Iterable[Any], *, wait: bool = True) -> int:
        entries = list(entries)
        if entries:
            self._logs[name].extend(entries)
            self._log_op("append", name, entries)
        return len(self._logs[name])

    def read(self, name: str, start: int = 0) -> list[Any]:
        return self._logs.get(name, [])[start:]

    def length(self, name: str) -> int:
        return len(self._logs.get(name, ()))

    # -- values -----------------------------------------------------------------
    def get(self, name: str, default: Any = None) -> Any:
        return self._values.get(name, default)

    def put(self, name: str, value: Any) -> None:
        self._values[name] = value
        self._log_op("put", name, value)

    # -- leased queues ------------------------------------------------------------
    def _enqueue(self, name: str, token: str, priority: float, item: Any) -> None:
        self._queued[name][token] = (priority, item)
        heapq.heappush(self._heaps[name], (-priority, next(self._seq), token))

    def _take(self, name: str, token: str, lease: float) -> tuple[float, Any] | None:
        entry = self._queued[name].pop(token, None)
        if entry is None:
            return None
        priority, item = entry
        self._leased[name][token] = (time.monotonic() + lease, priority, item)
        return entry

    def _token(self) -> str:
        return f"{time.time_ns():x}-{next(self._seq)}"

    def push(self, name: str, item: Any, priority: float = 0.0, *, lease: float | None = None) -> str:
        token = self._token()
        self._enqueue(name, token, priority, item)
        self._log_op("push", name, token, priority, item)
        if lease is not None:
            self._take(name, token, lease)
            self._log_op("pop", name, token)
        return token

    def pop(self, name: str, lease: float = 300.0) -> tuple[str, Any] | None:
        now = time.monotonic()
        leased = self._leased[name]
        for token, (deadline, priority, item) in list(leased.items()):
            if deadline <= now:
                del leased[token]
                self._enqueue(name, token, priority, item)
        heap = self._heaps[name]
        while heap:
            _, _, token = heapq.heappop(heap)
            entry = self._take(name, token, lease)
            if entry is not None:
                self._log_op("pop", name, token)
                return token, entry[1]
        return None

    def ack(self, name: str, token: str) -> None:
        self._leased[name].pop(token, None)
        self._queued[name].pop(token, None)
        self._log_op("ack", name, token)

    def pending(self, name: str) -> int:
        return len(self._queued.get(name, ())) + len(self._leased.get(name, ()))
