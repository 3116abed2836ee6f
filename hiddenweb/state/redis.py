"""Crawl state in Redis, shared by every worker that uses the same URL and prefix.

Each primitive of :class:`~hiddenweb.state.base.CrawlState` maps to Redis
structures under ``<prefix>:``:

=================  ==============================  ===========================
primitive          Redis keys                      commands
=================  ==============================  ===========================
set ``n``          ``<p>:set:<n>`` set             Lua script (add), SADD
                                                   (deferred) / SISMEMBER
counters ``n``     ``<p>:cnt:<n>`` hash            HINCRBY / HGETALL
log ``n``          ``<p>:log:<n>`` list (JSON)     RPUSH / LRANGE / LLEN
value ``n``        ``<p>:val:<n>`` string (JSON)   SET / GET
queue ``n``        ``<p>:q:<n>:ready`` zset,       Lua scripts (push, pop,
                   ``<p>:q:<n>:leased`` zset,      ack) / HLEN
                   ``<p>:q:<n>:items`` hash
(answers)          ``<p>:receipt:<token>`` string  SET with expiry (add, pop)
(marker)           ``<p>:meta:id`` string          SET NX / GET
=================  ==============================  ===========================

Atomicity is what makes a fleet correct: ``add`` answers "new" to exactly one
worker for each member (that is how workers claim queries and records), and
``pop`` runs as one Lua script, so two workers never lease the same item and
an item whose lease ran out (its worker died) is queued again, with its
original priority, before the best item is chosen. Lease deadlines use the
Redis server's clock, so workers on machines with skewed clocks agree.

Round trips are what a fleet pays for, so they are kept few:

* a call that answers something is one round trip;
* a call that answers nothing (``push``, ``ack``, ``put``, and ``incr``,
  ``add``, ``append`` with ``wait=False``) is *deferred*: it travels, in
  order, in the pipeline of the next call that needs an answer (or at
  ``flush``/``close``), so a worker always reads its own writes and other
  workers see them at its next call. A worker killed with SIGKILL may lose
  its deferred writes; that is safe, because an ``ack`` is never sent before
  the ``push`` calls made before it, so lost work is leased again;
* pushes (or acks) in a row to one queue travel as one script call, and an
  item pushed and acknowledged between two round trips (a record held until
  the feed has it) is not sent at all;
* sets only grow, so members known to be present are remembered locally
  (up to ``cache_limit`` members): adding or testing them again is free.

:attr:`RedisState.round_trips` counts the round trips made.

Outages: see :mod:`hiddenweb.state.redis_link` (retries for ``retry_seconds``,
then :class:`~hiddenweb.state.base.StateUnavailable`; a marker key that
reveals a Redis restarted empty, :class:`~hiddenweb.state.base.StateLost`).
Once the state has failed, writes that answer nothing are dropped (they can
never be sent). A round trip sent again may have reached Redis the first time
(its reply lost with the connection): pushes and acks do the same twice,
``add``, ``add_held`` and ``pop`` answer the same twice (a claim or an item
taken in the lost attempt is still this worker's: their answers are kept for a
while under a receipt key, ``add_held`` recognises its own hold tokens), while
a counter increment or a log append may count twice.
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal, overload

from hiddenweb.state.base import CrawlState

try:
    import redis
except ImportError as exc:  # pragma: no cover - depends on the environment
    raise ImportError("HIDDENWEB_REDIS_URL needs the redis client library: pip install 'hiddenweb[redis]'") from exc

from hiddenweb.state.redis_link import RedisLink
from hiddenweb.state.redis_scripts import ACK, ADD_HELD, ADD_LOGGED, CLAIM, POP, PUSH

logger = logging.getLogger(__name__)

#: Deferred writes are sent on their own once this many wait.
MAX_DEFERRED = 500


class _QueueBatch:
    """Deferred pushes (or acknowledgements) in a row to one queue: one script call.

    ``entries`` maps a token to its push arguments (score, item JSON, lease),
    or to None for an acknowledgement.
    """

    __slots__ = ("entries", "keys", "name", "script")

    def __init__(self, script: str, name: str, keys: list[str]) -> None:
        self.script, self.name, self.keys = script, name, keys
        self.entries: dict[str, tuple[str, str, str] | None] = {}

    def command(self) -> tuple[Any, ...] | None:
        if not self.entries:
            return None
        if self.script is ACK:
            return ("EVAL", ACK, 3, *self.keys, *self.entries)
        args = [arg for token, push in self.entries.items() for arg in (token, *push)]  # type: ignore[misc]
        return ("EVAL", PUSH, 3, *self.keys, *args)


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class RedisStateError(RuntimeError):
    """A command sent to Redis failed (e.g. a key of another type under our prefix)."""


class RedisState(CrawlState):
    """Crawl state kept in Redis under ``<prefix>:``; safe to share between processes."""

    def __init__(
        self,
        url: str,
        prefix: str = "hiddenweb",
        *,
        cache_limit: int = 1_000_000,
        empty_ttl: float = 0.2,
        value_ttl: float = 0.2,
        retry_seconds: float = 30.0,
        client: redis.Redis | None = None,
    ) -> None:
        self.url = url
        self.prefix = prefix
        self.link = RedisLink(url, prefix, retry_seconds=retry_seconds, client=client, on_failure=self._drop_deferred)
        self.client: redis.Redis = self.link.client
        # How long Redis keeps a claim's or a pop's answer, for the same call sent again.
        self._receipt_seconds = int(retry_seconds) + 60
        #: Network round trips to Redis made by this object.
        self.round_trips = 0
        self.cache_limit = cache_limit
        self._known: dict[str, set[str]] = {}
        self._known_count = 0
        self._deferred: list[tuple[Any, ...] | _QueueBatch] = []
        self._deferred_ops = 0
        self._unsent_pushes: dict[str, _QueueBatch] = {}  # token -> the deferred batch that pushes it
        self._worker = os.urandom(4).hex()
        self._last_token_time = 0
        #: A queue found empty is not asked again for this long, unless this
        #: worker pushes to it: idle polling costs no round trips.
        self.empty_ttl = empty_ttl
        self._empty_until: dict[str, float] = {}
        #: A value read is trusted for this long (a worker sees its own ``put`` at once).
        self.value_ttl = value_ttl
        self._values: dict[str, tuple[float, str | None]] = {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.url!r}, prefix={self.prefix!r})"

    def _key(self, kind: str, name: str, *parts: str) -> str:
        return ":".join((self.prefix, kind, name, *parts))

    def _queue_keys(self, name: str) -> list[str]:
        return [self._key("q", name, part) for part in ("ready", "leased", "items")]

    # -- round trips ------------------------------------------------------------
    def _defer(self, *command: Any) -> None:
        self._deferred.append(command)
        self._counted()

    def _counted(self) -> None:
        self._deferred_ops += 1
        if self.link.failure is not None:
            self._drop_deferred()
        elif self._deferred_ops >= MAX_DEFERRED:
            self.flush()

    def _defer_queue(self, script: str, name: str, token: str, push: tuple[str, str, str] | None) -> None:
        """Defer a push or an ack, joining the last deferred write if it is one of the same kind."""
        last = self._deferred[-1] if self._deferred else None
        if not (isinstance(last, _QueueBatch) and last.script is script and last.name == name):
            last = _QueueBatch(script, name, self._queue_keys(name))
            self._deferred.append(last)
        last.entries[token] = push
        if push is not None:
            self._unsent_pushes[token] = last
        self._counted()

    def _send(self, *commands: tuple[Any, ...]) -> list[Any]:
        """One round trip: the deferred writes, then ``commands``; their replies."""
        built = [c.command() if isinstance(c, _QueueBatch) else c for c in self._deferred]
        deferred = [c for c in built if c is not None]
        self._deferred = []
        self._deferred_ops = 0
        self._unsent_pushes.clear()
        sent: tuple[tuple[Any, ...], ...] = (*deferred, *commands)
        replies = self.link.execute(sent)
        self.round_trips += 1
        for command, reply in zip(sent, replies):
            if isinstance(reply, Exception):
                raise RedisStateError(f"{command[0]} {command[1:3]} failed: {reply}") from reply
        return replies[len(deferred) :]

    def _drop_deferred(self) -> None:
        """The state failed: the deferred writes can never be sent."""
        self._deferred = []
        self._deferred_ops = 0
        self._unsent_pushes.clear()

    def check(self) -> None:
        """One round trip now (it writes the marker): StateUnavailable at once if Redis is out of reach."""
        self._send(("PING",))

    def flush(self) -> None:
        """Send the deferred writes now."""
        if self._deferred:
            self._send()

    def close(self) -> None:
        try:
            self.flush()
        finally:
            logger.debug("%r made %d round trips", self, self.round_trips)
            self.link.close()

    # -- sets -----------------------------------------------------------------
    def _remember(self, name: str, member: str) -> None:
        if self._known_count < self.cache_limit:
            self._known.setdefault(name, set()).add(member)
            self._known_count += 1

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

    def add(
        self,
        name: str,
        members: Iterable[str],
        *,
        log: str | None = None,
        entries: Sequence[Any] | None = None,
        wait: bool = True,
    ) -> list[bool] | None:
        """Add ``members``; with ``log``, append ``entries[i]`` for each new ``members[i]``.

        Adding and logging are one atomic step: a member is never new for two
        workers, and never new without its entry in the log (not even when
        the worker dies right after), which makes claims of records or
        queries exactly-once. ``wait=False``: do not wait for (nor return)
        which members were new; the step, still atomic, travels with the
        next call that waits (e.g. logging a query's outcome exactly once).
        """
        members = list(members)
        if log is not None:
            if entries is None or len(entries) != len(members):
                raise ValueError("add(..., log=...) needs one entry per member")
            first_entry: dict[str, Any] = {}
            for member, entry in zip(members, entries):
                first_entry.setdefault(member, entry)
        known = self._known.get(name, ())
        unknown = [m for m in dict.fromkeys(members) if m not in known]
        if not wait:
            key = self._key("set", name)
            if log is None:
                for member in unknown:
                    self._defer("SADD", key, member)
            elif unknown:
                encoded = [_dumps(first_entry[member]) for member in unknown]
                self._defer("EVAL", ADD_LOGGED, 2, key, self._key("log", log), len(unknown), *unknown, *encoded)
            for member in unknown:  # present once the deferred step has run: this worker reads its own writes
                self._remember(name, member)
            return None
        added: dict[str, bool] = {}
        if unknown:
            keys = [self._key("set", name), self._receipt()]
            args: list[Any] = [self._receipt_seconds, *unknown]
            if log is not None:
                keys.append(self._key("log", log))
                args += [_dumps(first_entry[member]) for member in unknown]
            replies = self._send(("EVAL", CLAIM, len(keys), *keys, *args))[0]
            for member, count in zip(unknown, replies):
                added[member] = bool(count)
                self._remember(name, member)
        # A member repeated within one call is new at most once.
        return [added.pop(member, False) for member in members]

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
        """``add(log=…)`` and the holds of the new members in one Lua script (one round trip)."""
        members = list(members)
        if len(entries) != len(members) or len(items) != len(members):
            raise ValueError("add_held() needs one entry and one item per member")
        known = self._known.get(name, ())
        first: dict[str, int] = {}
        for i, member in enumerate(members):
            if member not in known:
                first.setdefault(member, i)
        tokens = {member: self._token() for member in first}
        if first:
            unknown = list(first)
            _, leased, stored = self._queue_keys(queue)
            command = (
                "EVAL",
                ADD_HELD,
                4,
                self._key("set", name),
                self._key("log", log),
                leased,
                stored,
                len(unknown),
                repr(max(float(lease), 0.0)),
                *unknown,
                *(_dumps(entries[first[m]]) for m in unknown),
                *(tokens[m] for m in unknown),
                *(_dumps(items[first[m]]) for m in unknown),
            )
            replies = self._send(command)[0]
            for member, count in zip(unknown, replies):
                if not count:
                    tokens.pop(member)
                self._remember(name, member)
        else:
            tokens = {}
        # A member repeated within one call is new (and held) at most once.
        return [tokens.pop(member, None) if first.get(member) == i else None for i, member in enumerate(members)]

    def has(self, name: str, member: str) -> bool:
        if member in self._known.get(name, ()):
            return True
        present = bool(self._send(("SISMEMBER", self._key("set", name), member))[0])
        if present:
            self._remember(name, member)
        return present

    def size(self, name: str) -> int:
        return int(self._send(("SCARD", self._key("set", name)))[0])

    # -- counters ---------------------------------------------------------------
    @overload
    def incr(self, name: str, key: str, amount: int = ..., *, wait: Literal[True] = ...) -> int: ...

    @overload
    def incr(self, name: str, key: str, amount: int = ..., *, wait: bool) -> int | None: ...

    def incr(self, name: str, key: str, amount: int = 1, *, wait: bool = True) -> int | None:
        """Add ``amount`` to a counter; ``wait=False``: do not wait for (nor return) the new value."""
        command = ("HINCRBY", self._key("cnt", name), key, int(amount))
        if not wait:
            self._defer(*command)
            return None
        return int(self._send(command)[0])

    def counters(self, name: str) -> dict[str, int]:
        reply = self._send(("HGETALL", self._key("cnt", name)))[0]
        return {k: int(v) for k, v in reply.items()}

    def counter(self, name: str, key: str) -> int:
        value = self._send(("HGET", self._key("cnt", name), key))[0]
        return int(value) if value is not None else 0

    # -- logs -------------------------------------------------------------------
    @overload
    def append(self, name: str, entries: Iterable[Any], *, wait: Literal[True] = ...) -> int: ...

    @overload
    def append(self, name: str, entries: Iterable[Any], *, wait: bool) -> int | None: ...

    def append(self, name: str, entries: Iterable[Any], *, wait: bool = True) -> int | None:
        """Append to a log; ``wait=False``: do not wait for (nor return) the new length."""
        encoded = [_dumps(entry) for entry in entries]
        key = self._key("log", name)
        if not wait:
            if encoded:
                self._defer("RPUSH", key, *encoded)
            return None
        command = ("RPUSH", key, *encoded) if encoded else ("LLEN", key)
        return int(self._send(command)[0])

    def read(self, name: str, start: int = 0) -> list[Any]:
        reply = self._send(("LRANGE", self._key("log", name), int(start), -1))[0]
        return [json.loads(entry) for entry in reply]

    def read_many(self, starts: Mapping[str, int]) -> dict[str, list[Any]]:
        """Several logs, each from its own position, in one round trip."""
        names = list(starts)
        replies = self._send(*(("LRANGE", self._key("log", n), int(starts[n]), -1) for n in names))
        return {n: [json.loads(e) for e in reply] for n, reply in zip(names, replies)}

    def length(self, name: str) -> int:
        return int(self._send(("LLEN", self._key("log", name)))[0])

    # -- values -----------------------------------------------------------------
    def get(self, name: str, default: Any = None) -> Any:
        cached = self._values.get(name)
        if self.value_ttl and cached is not None and time.monotonic() < cached[0]:
            raw = cached[1]
        else:
            raw = self._send(("GET", self._key("val", name)))[0]
            if self.value_ttl:
                self._values[name] = (time.monotonic() + self.value_ttl, raw)
        return default if raw is None else json.loads(raw)

    def put(self, name: str, value: Any) -> None:
        raw = _dumps(value)
        self._defer("SET", self._key("val", name), raw)
        if self.value_ttl:
            self._values[name] = (time.monotonic() + self.value_ttl, raw)

    # -- leased queues ------------------------------------------------------------
    def _receipt(self) -> str:
        """The key under which a call's answer is kept for a while (the call may be sent twice)."""
        return self._key("receipt", self._token())

    def _token(self) -> str:
        now = max(time.time_ns(), self._last_token_time + 1)
        self._last_token_time = now
        return f"{now:016x}{self._worker}"

    def push(self, name: str, item: Any, priority: float = 0.0, *, lease: float | None = None) -> str:
        """Queue ``item``; with ``lease``, lease it to this worker at once.

        Returns the item's token (for ``ack``). A leased push is how a worker
        keeps the follow-ups of its own work (e.g. the next result page of its
        query) while making them safe: if it dies, they are queued again for
        the others when the lease runs out.
        """
        score = repr(-float(priority))
        if score == "nan":
            raise ValueError(f"push({name!r}): the priority is not a number")
        token = self._token()
        lease_arg = "" if lease is None else repr(max(float(lease), 0.0))
        self._defer_queue(PUSH, name, token, (score, _dumps(item), lease_arg))
        if lease is None:
            self._empty_until.pop(name, None)
        return token

    def pop(self, name: str, lease: float = 300.0) -> tuple[str, Any] | None:
        if self.empty_ttl and time.monotonic() < self._empty_until.get(name, 0.0):
            return None
        lease_arg = repr(max(float(lease), 0.0))
        found = self._send(
            ("EVAL", POP, 4, *self._queue_keys(name), self._receipt(), lease_arg, self._receipt_seconds)
        )[0]
        if not found:
            if self.empty_ttl:
                self._empty_until[name] = time.monotonic() + self.empty_ttl
            return None
        token, item = found
        return token, json.loads(item)

    def ack(self, name: str, token: str) -> None:
        """Forget a popped (or pushed) item; with its push still unsent, neither is sent.

        Nothing between a deferred push and its ack can have seen the item
        (other workers see it only once sent; this worker's reads send it
        first), so dropping both is the same as sending both.
        """
        batch = self._unsent_pushes.pop(token, None)
        if batch is not None and batch.name == name and batch.entries.pop(token, None) is not None:
            return
        self._defer_queue(ACK, name, token, None)

    def pending(self, name: str) -> int:
        return int(self._send(("HLEN", self._queue_keys(name)[2]))[0])
