"""In-process crawl state, persisted to a journal in ``JOBDIR``.

Every change is appended to ``<jobdir>/<prefix>-state.jsonl`` as it happens
(one JSON line per operation, flushed to the OS), so a crawl that is killed,
even with SIGKILL, resumes with everything it had learned. ``close`` compacts
the journal into a snapshot.
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
from typing import Any, TextIO

from hiddenweb.state.base import CrawlState

logger = logging.getLogger(__name__)


class MemoryState(CrawlState):
    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self._sets: dict[str, set[str]] = defaultdict(set)
        self._counters: dict[str, dict[str, int]] = defaultdict(dict)
        self._logs: dict[str, list[Any]] = defaultdict(list)
        self._values: dict[str, Any] = {}
        # queue name -> token -> (priority, item); heap of (-priority, seq, token)
        self._queued: dict[str, dict[str, tuple[float, Any]]] = defaultdict(dict)
        self._heaps: dict[str, list[tuple[float, int, str]]] = defaultdict(list)
        self._leased: dict[str, dict[str, tuple[float, float, Any]]] = defaultdict(dict)
        self._seq = itertools.count()
        self._journal: TextIO | None = None
        self.path = Path(path) if path else None
        if self.path:
            self._load()
            self._journal = self.path.open("a", encoding="utf-8")

    # -- persistence ----------------------------------------------------------
    def _snapshot_path(self) -> Path:
        assert self.path is not None
        return self.path.with_suffix(".snapshot.json")

    def _load(self) -> None:
        assert self.path is not None
        self.path.parent.mkdir(parents=True, exist_ok=True)
        snap = self._snapshot_path()
        if snap.exists():
            data = json.loads(snap.read_text(encoding="utf-8"))
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
        replayed = 0
        if self.path.exists():
            with self.path.open(encoding="utf-8") as journal:
                for line in journal:
                    try:
                        op = json.loads(line)
                    except ValueError:  # torn last line of a killed process
                        logger.warning("Ignoring a torn line at the end of %s", self.path)
                        break
                    self._apply(op)
                    replayed += 1
        # Work leased by the process that died is queued again.
        for name, leased in self._leased.items():
            for token, (_, priority, item) in list(leased.items()):
                self._enqueue(name, token, priority, item)
            leased.clear()
        if replayed or snap.exists():
            logger.info("Resumed crawl state from %s (%d journal entries)", self.path, replayed)

    def _log_op(self, *op: Any) -> None:
        if self._journal is not None:
            self._journal.write(json.dumps(op, separators=(",", ":")) + "\n")
            self._journal.flush()

    def _apply(self, op: list[Any]) -> None:
        kind, name, *args = op
        if kind == "add":
            self._sets[name].update(args[0])
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

    def flush(self) -> None:
        if self._journal is not None:
            self._journal.flush()
            os.fsync(self._journal.fileno())

    def close(self) -> None:
        if self._journal is None:
            return
        self._journal.close()
        self._journal = None
        assert self.path is not None
        queues = {}
        for name in set(self._queued) | set(self._leased):
            items = [(t, p, i) for t, (p, i) in self._queued[name].items()]
            items += [(t, p, i) for t, (_, p, i) in self._leased[name].items()]
            queues[name] = items
        data = {
            "sets": {k: sorted(v) for k, v in self._sets.items()},
            "counters": self._counters,
            "logs": self._logs,
            "values": self._values,
            "queues": queues,
        }
        tmp = self._snapshot_path().with_suffix(".tmp")
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, self._snapshot_path())
        self.path.write_text("", encoding="utf-8")

    # -- sets -----------------------------------------------------------------
    def add(self, name: str, members: Iterable[str], *, log: str | None = None,
            entries: Sequence[Any] | None = None, wait: bool = True) -> list[bool]:
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
                    logged.append(entries[i])
            result.append(is_new)
        if fresh:
            self._log_op("add", name, fresh)
        if logged:
            self.append(log, logged)
        return result

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

    def push(self, name: str, item: Any, priority: float = 0.0, *, lease: float | None = None) -> str:
        token = f"{time.time_ns():x}-{next(self._seq)}"
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
