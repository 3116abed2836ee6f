"""One contract for every crawl state backend.

The same tests run against MemoryState (in process, and persisted in a
JOBDIR journal) and RedisState (a real ``redis-server`` started on a free
loopback port). Backends that persist are also reopened, including after a
process that wrote to them was killed with SIGKILL; the Redis backend is
also shared by several processes at once, which is what a fleet does.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from hiddenweb.state import CrawlState, MemoryState, open_state
from tests.kit.redis import RedisServer, missing_service

ROOT = Path(__file__).resolve().parents[2]
_prefixes = itertools.count()

Opener = Callable[[], CrawlState]


class Backend:
    """Opens states of one backend that all see the same stored data."""

    def __init__(self, kind: str, opener: Opener, persistent: bool, shared: bool, spec: dict) -> None:
        self.kind = kind
        self.open = opener
        self.persistent = persistent  # reopening sees what was written before
        self.shared = shared  # several live instances see each other's writes
        self.spec = spec  # how a subprocess opens the same state (open_state kwargs)


@pytest.fixture(params=["memory", "memory-jobdir", "redis"])
def backend(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Backend]:
    opened: list[CrawlState] = []

    def track(state: CrawlState) -> CrawlState:
        opened.append(state)
        return state

    if request.param == "memory":
        yield Backend("memory", lambda: track(MemoryState()), False, False, {})
    elif request.param == "memory-jobdir":
        spec = {"jobdir": str(tmp_path / "job"), "prefix": "t"}
        yield Backend("memory-jobdir", lambda: track(open_state(**spec)), True, False, spec)
    else:
        try:
            import redis  # noqa: F401
        except ImportError:
            missing_service("the redis client library is not installed (pip install 'hiddenweb[redis]')")
        server = request.getfixturevalue("redis_server")
        spec = {"redis_url": server.url, "prefix": f"t{next(_prefixes)}"}
        yield Backend("redis", lambda: track(open_state(**spec)), True, True, spec)
    for state in opened:
        try:
            state.close()
        except Exception:  # noqa: BLE001 - teardown only: the test may have closed or broken it already
            pass


@pytest.fixture
def state(backend: Backend) -> CrawlState:
    return backend.open()


# -- sets ----------------------------------------------------------------------
def test_add_answers_newness_per_member(state: CrawlState) -> None:
    assert state.add("s", ["a", "b"]) == [True, True]
    assert state.add("s", ["b", "c", "c", "a"]) == [False, True, False, False]
    assert state.add("s", []) == []
    assert state.size("s") == 3
    assert state.has("s", "c") and not state.has("s", "d")
    assert state.size("other") == 0 and not state.has("other", "a")


def test_sets_are_separate_and_keep_any_text(state: CrawlState) -> None:
    members = ["köln", "a b", "x:y", "", "\u00e9\n\t", "1" * 500]
    assert state.add("one", members) == [True] * len(members)
    assert state.add("two", members[:2]) == [True, True]
    assert all(state.has("one", m) for m in members)
    assert state.size("one") == len(members) and state.size("two") == 2


# -- counters ------------------------------------------------------------------
def test_counters(state: CrawlState) -> None:
    assert state.incr("c", "x") == 1
    assert state.incr("c", "x", 4) == 5
    assert state.incr("c", "y", -2) == -2
    assert state.counters("c") == {"x": 5, "y": -2}
    assert state.counter("c", "x") == 5 and state.counter("c", "missing") == 0
    assert state.counters("none") == {}


# -- logs ----------------------------------------------------------------------
def test_logs_append_and_read_from_offset(state: CrawlState) -> None:
    entries = [{"q": "köln", "n": 3, "f": 0.25}, ["a", None, True], "text", 7]
    assert state.append("log", entries[:2]) == 2
    assert state.append("log", []) == 2
    assert state.append("log", (e for e in entries[2:])) == 4
    assert state.length("log") == 4
    assert state.read("log") == entries
    assert state.read("log", 3) == entries[3:]
    assert state.read("log", 4) == [] and state.read("log", 99) == []
    assert state.read("missing") == [] and state.length("missing") == 0


# -- values --------------------------------------------------------------------
def test_values(state: CrawlState) -> None:
    assert state.get("v") is None and state.get("v", 3) == 3
    model = {"weights": [0.5, -1.25, 1e-9], "labels": ["a", "ß"], "version": 2}
    state.put("v", model)
    assert state.get("v") == model
    state.put("v", None)
    assert state.get("v", 3) is None


# -- leased queues -------------------------------------------------------------
def test_queue_pops_by_priority_then_push_order(state: CrawlState) -> None:
    for i, priority in enumerate([0, 5, 1, 5, -3, 0]):
        state.push("q", {"i": i}, priority)
    assert state.pending("q") == 6
    popped = [state.pop("q") for _ in range(6)]
    assert [item["i"] for _, item in popped] == [1, 3, 2, 0, 5, 4]
    assert len({token for token, _ in popped}) == 6
    assert state.pop("q") is None
    assert state.pending("q") == 6  # leased, not acknowledged
    for token, _ in popped:
        state.ack("q", token)
    assert state.pending("q") == 0 and state.pop("q") is None


def test_fractional_priorities_keep_their_order(state: CrawlState) -> None:
    priorities = [0.1 + 1e-12, 0.1, 0.1 + 2e-12, -0.0, 1e300]
    for priority in priorities:
        state.push("q", priority, priority)
    order = [state.pop("q")[1] for _ in priorities]
    assert order == sorted(priorities, reverse=True)


def test_add_held_claims_and_holds_each_new_member_once(state: CrawlState) -> None:
    tokens = state.add_held(
        "keys",
        ["a", "b", "a"],
        log="records",
        entries=["ea", "eb", "ea2"],
        queue="outbox",
        items=[{"r": "a"}, {"r": "b"}, {"r": "a2"}],
        lease=3600,
    )
    assert [t is not None for t in tokens] == [True, True, False]
    assert getattr(state, "round_trips", 1) == 1  # Redis: claim, log and holds in one script
    assert (
        state.add_held(
            "keys",
            ["b", "c"],
            log="records",
            entries=["eb2", "ec"],
            queue="outbox",
            items=[{"r": "b2"}, {"r": "c"}],
            lease=0,
        )[0]
        is None
    )
    assert state.read("records") == ["ea", "eb", "ec"]
    assert state.pending("outbox") == 3
    # "a" and "b" are held for an hour; the hold of "c" ran out at once, so "c" is queued for anyone.
    token, item = state.pop("outbox", lease=3600)
    assert item == {"r": "c"}
    assert state.pop("outbox") is None
    for held in (tokens[0], tokens[1], token):
        state.ack("outbox", held)
    assert state.pending("outbox") == 0


def test_expired_lease_is_queued_again_and_live_lease_is_not(state: CrawlState) -> None:
    state.push("q", "held", 1)
    state.push("q", "expires", 2)
    token, item = state.pop("q", lease=0)  # a lease that has already run out
    assert item == "expires"
    assert state.pop("q", lease=3600) == (token, "expires")  # same item, same token
    held_token, held = state.pop("q", lease=3600)
    assert held == "held"
    assert state.pop("q") is None  # both are leased and their leases run
    assert state.pending("q") == 2
    state.ack("q", token)
    state.ack("q", held_token)
    assert state.pending("q") == 0


def test_ack_of_queued_item_forgets_it(state: CrawlState) -> None:
    state.push("q", "a")
    token, _ = state.pop("q", lease=0)
    state.ack("q", token)
    assert state.pop("q") is None and state.pending("q") == 0
    state.ack("q", "no-such-token")  # harmless


def test_queues_are_separate(state: CrawlState) -> None:
    state.push("a", 1)
    state.push("b", 2)
    assert state.pop("a")[1] == 1 and state.pop("a") is None
    assert state.pending("b") == 1 and state.pop("b")[1] == 2


# -- persistence -------------------------------------------------------------------
def _fill(state: CrawlState) -> str:
    state.add("s", ["a", "b"])
    state.incr("c", "x", 3)
    state.append("log", [{"q": "one"}, {"q": "two"}])
    state.put("v", {"model": [1, 2]})
    state.push("q", "first", 2)
    state.push("q", "second", 1)
    token, _ = state.pop("q", lease=3600)
    return token


def _check_filled(state: CrawlState) -> None:
    assert state.add("s", ["a", "c"]) == [False, True]
    assert state.counters("c") == {"x": 3}
    assert state.read("log", 1) == [{"q": "two"}]
    assert state.get("v") == {"model": [1, 2]}
    assert state.pending("q") == 2


def test_reopened_state_keeps_everything(backend: Backend) -> None:
    if not backend.persistent:
        pytest.skip("an in-process state without JOBDIR lives as long as its process")
    first = backend.open()
    token = _fill(first)
    first.close()
    second = backend.open()
    _check_filled(second)
    if backend.kind == "memory-jobdir":
        # The process that held the lease is gone: its item is queued again.
        assert state_pop_items(second) == ["first", "second"]
    else:
        # Redis leases outlive a worker; the item returns when the lease runs out.
        assert state_pop_items(second) == ["second"]
        second.ack("q", token)


def state_pop_items(state: CrawlState) -> list[object]:
    items = []
    while (popped := state.pop("q", lease=3600)) is not None:
        items.append(popped[1])
    return items


WRITER = textwrap.dedent(
    """
    import json, sys, time
    from hiddenweb.state import open_state
    state = open_state(**json.loads(sys.argv[1]))
    state.add("s", ["a", "b"])
    state.incr("c", "x", 3)
    state.append("log", [{"q": "one"}, {"q": "two"}])
    state.put("v", {"model": [1, 2]})
    state.push("q", "first", 2)
    state.push("q", "second", 1)
    token, item = state.pop("q", lease=float(sys.argv[2]))
    assert item == "first"
    print("written", flush=True)
    time.sleep(600)
    """
)


def test_state_survives_sigkill_of_its_writer(backend: Backend) -> None:
    if not backend.persistent:
        pytest.skip("an in-process state without JOBDIR dies with its process")
    lease = 2.0 if backend.shared else 3600.0
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, json.dumps(backend.spec), str(lease)],
        stdout=subprocess.PIPE,
        cwd=ROOT,
    )
    try:
        assert writer.stdout is not None
        assert writer.stdout.readline().strip() == b"written"
    finally:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
        if writer.stdout:
            writer.stdout.close()
    assert writer.returncode == -signal.SIGKILL
    state = backend.open()
    _check_filled(state)
    if backend.shared:
        # The dead worker's lease still runs: only the other item is available...
        first = state.pop("q", lease=3600)
        assert first is not None and first[1] == "second"
        assert state.pop("q") is None
        # ...until the lease runs out; then its item is queued again, not lost.
        deadline = time.monotonic() + 30
        while (again := state.pop("q", lease=3600)) is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert again is not None and again[1] == "first"
    else:
        assert state_pop_items(state) == ["first", "second"]


def test_memory_state_ignores_a_torn_journal_line(tmp_path: Path) -> None:
    state = open_state(jobdir=str(tmp_path), prefix="t")
    state.add("s", ["a"])
    state.flush()
    journal = tmp_path / "t-state.jsonl"
    with journal.open("a", encoding="utf-8") as f:
        f.write('["add","s",["b"')  # what a kill in the middle of a write leaves
    reopened = MemoryState(journal)
    assert reopened.has("s", "a") and not reopened.has("s", "b")


# -- sharing between processes (Redis) ----------------------------------------------
POPPER = textwrap.dedent(
    """
    import json, sys
    from hiddenweb.state import open_state
    state = open_state(**json.loads(sys.argv[1]))
    claimed = state.add("claims", [f"m{i}" for i in range(300)])
    taken = []
    while (popped := state.pop("work", lease=3600)) is not None:
        token, item = popped
        taken.append(item)
        state.ack("work", token)
    print(json.dumps({"claimed": [i for i, new in enumerate(claimed) if new], "taken": taken}))
    """
)


def test_processes_sharing_a_state_never_get_the_same_work(backend: Backend) -> None:
    if not backend.shared:
        pytest.skip("only a shared backend can be used by several processes at once")
    state = backend.open()
    for i in range(400):
        state.push("work", i, priority=i % 7)
    state.flush()  # publish the deferred pushes before others look
    workers = [
        subprocess.Popen([sys.executable, "-c", POPPER, json.dumps(backend.spec)], stdout=subprocess.PIPE, cwd=ROOT)
        for _ in range(4)
    ]
    results = []
    for worker in workers:
        out, _ = worker.communicate(timeout=120)
        assert worker.returncode == 0
        results.append(json.loads(out))
    taken = [item for result in results for item in result["taken"]]
    assert sorted(taken) == list(range(400))  # every item exactly once
    claimed = [i for result in results for i in result["claimed"]]
    assert sorted(claimed) == list(range(300))  # every member new for exactly one process
    assert state.pending("work") == 0


def test_redis_state_round_trips(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}")
    other = RedisState(redis_server.url, prefix=state.prefix, value_ttl=0, empty_ttl=0)
    try:
        assert state.add("s", [f"m{i}" for i in range(50)]) == [True] * 50
        assert state.round_trips == 1  # one pipeline for all members
        assert state.add("s", ["m1", "m2"]) == [False, False]  # known locally: no round trip
        assert state.has("s", "m3")
        assert state.round_trips == 1
        assert other.add("s", ["m1", "new"]) == [False, True]  # the cache never hides a change
        # Calls that answer nothing wait for the next call that answers something.
        state.put("v", 1)
        state.push("q", "x")
        assert state.round_trips == 1
        assert other.get("v") is None and other.pending("q") == 0  # not sent yet
        assert state.get("v") == 1  # a worker reads its own writes (here without asking)
        assert state.pending("q") == 1
        assert state.round_trips == 2
        token, _ = state.pop("q")
        state.ack("q", token)
        state.incr("c", "k")  # carries the ack
        assert state.round_trips == 4
        assert other.pending("q") == 0 and other.get("v") == 1
        state.put("v", 2)
        state.flush()
        state.flush()  # nothing left to send: no round trip
        assert state.round_trips == 5 and other.get("v") == 2
        state.put("v", 3)
        state.close()  # close sends what waits
        assert other.get("v") == 3
    finally:
        other.close()


def test_redis_values_are_trusted_for_value_ttl(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    reader = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}", value_ttl=3600)
    writer = RedisState(redis_server.url, prefix=reader.prefix)
    try:
        assert reader.get("model") is None
        writer.put("model", {"version": 2})
        writer.flush()
        assert reader.get("model") is None and reader.round_trips == 1  # within value_ttl: no round trip
        reader.value_ttl = 0
        assert reader.get("model") == {"version": 2}  # the newest version once the time is up
    finally:
        reader.close()
        writer.close()


def test_redis_state_reports_failed_commands(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState, RedisStateError

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}")
    try:
        state.client.set(f"{state.prefix}:log:wrong", "a string, not a list")
        with pytest.raises(RedisStateError, match="RPUSH"):
            state.append("wrong", [1])
        state.push("q", 1)
        with pytest.raises(ValueError):
            state.push("q", 1, float("nan"))
        with pytest.raises(TypeError):
            state.put("v", object())  # not JSON: refused at once, nothing sent
        assert state.pending("q") == 1
    finally:
        state.close()


def test_redis_state_bounds_its_local_cache(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}", cache_limit=10)
    try:
        assert state.add("s", [str(i) for i in range(100)]) == [True] * 100
        assert state.add("s", [str(i) for i in range(100)]) == [False] * 100
        assert sum(len(members) for members in state._known.values()) == 10
    finally:
        state.close()


# -- Redis extensions: exactly-once claims, writes without replies, batched reads ------------------
def test_redis_add_with_log_claims_and_logs_in_one_step(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}")
    other = RedisState(redis_server.url, prefix=state.prefix)
    try:
        assert state.add("keys", ["a", "b", "a"], log="records", entries=[{"k": "a"}, {"k": "b"}, {"k": "a2"}]) == [
            True,
            True,
            False,
        ]
        assert state.round_trips == 1
        assert other.add("keys", ["b", "c"], log="records", entries=[{"k": "b2"}, {"k": "c"}]) == [False, True]
        assert state.add("keys", ["a"], log="records", entries=[{"k": "a3"}]) == [False]  # known: no round trip
        assert state.round_trips == 1
        assert state.read("records") == [{"k": "a"}, {"k": "b"}, {"k": "c"}]
        with pytest.raises(ValueError):
            state.add("keys", ["x"], log="records", entries=[])
    finally:
        state.close()
        other.close()


CLAIMER = textwrap.dedent(
    """
    import json, sys
    from hiddenweb.state.redis import RedisState
    state = RedisState(sys.argv[1], prefix=sys.argv[2])
    members = [f"m{i}" for i in range(0, 300, 3)] + [f"m{i}" for i in range(300)]
    state.add("claims", members, log="claimed", entries=[{"m": m, "by": sys.argv[3]} for m in members])
    state.close()
    """
)


def test_redis_add_with_log_is_exactly_once_across_processes(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    prefix = f"rt{next(_prefixes)}"
    workers = [
        subprocess.Popen([sys.executable, "-c", CLAIMER, redis_server.url, prefix, str(i)], cwd=ROOT) for i in range(4)
    ]
    assert [w.wait(timeout=120) for w in workers] == [0, 0, 0, 0]
    state = RedisState(redis_server.url, prefix=prefix)
    try:
        logged = [entry["m"] for entry in state.read("claimed")]
        assert sorted(logged) == sorted(f"m{i}" for i in range(300))  # each claim logged once
        assert state.size("claims") == 300
    finally:
        state.close()


def test_redis_writes_without_reply_and_batched_reads(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}")
    other = RedisState(redis_server.url, prefix=state.prefix)
    try:
        assert state.incr("c", "pages", 2, wait=False) is None
        assert state.add("s", ["x", "y", "x"], wait=False) is None
        assert state.add("s", ["x"], wait=False) is None  # known: not even deferred
        assert state.append("a", [1, 2], wait=False) is None
        assert state.append("b", [], wait=False) is None
        assert state.round_trips == 0
        assert other.counter("c", "pages") == 0  # not sent yet
        assert state.read_many({"a": 1, "b": 0, "none": 0}) == {"a": [2], "b": [], "none": []}
        assert state.round_trips == 1  # the deferred writes went with the reads
        assert other.counter("c", "pages") == 2 and other.read("a") == [1, 2]
        assert other.add("s", ["x", "y", "z"]) == [False, False, True]
        assert len(state._deferred) == 0
        assert state.incr("c", "pages") == 3
    finally:
        state.close()
        other.close()


def test_redis_empty_queue_is_not_polled_again_at_once(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}", empty_ttl=3600)
    eager = RedisState(redis_server.url, prefix=state.prefix, empty_ttl=0)
    try:
        assert state.pop("q") is None and state.pop("q") is None
        assert state.round_trips == 1  # the second pop trusted the first
        state.push("q", "mine")  # a worker's own push is seen at once
        assert state.pop("q")[1] == "mine"
        assert eager.pop("q") is None
        eager.push("q", "theirs")
        eager.flush()
        assert eager.pop("q")[1] == "theirs"  # without the cache, every pop asks Redis
        assert eager.round_trips == 3
    finally:
        state.close()
        eager.close()


def test_redis_leased_push_keeps_work_for_its_pusher_but_safe(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    mine = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}")
    other = RedisState(redis_server.url, prefix=mine.prefix, empty_ttl=0)
    try:
        kept = mine.push("q", "next page", 5, lease=3600)
        dropped = mine.push("q", "orphan", 1, lease=0)  # as if its worker died long ago
        mine.push("q", "shared", 3)
        mine.flush()
        assert other.pending("q") == 3
        assert other.pop("q")[1] == "shared"  # the kept item is not offered to others
        assert other.pop("q") == (dropped, "orphan")  # a run-out lease is queued again
        assert other.pop("q") is None
        mine.ack("q", kept)
        mine.flush()
        assert other.pending("q") == 2  # "shared" and "orphan", leased by other
    finally:
        mine.close()
        other.close()


def test_redis_deferred_claim_with_log_is_still_exactly_once(redis_server: RedisServer) -> None:
    """``add(..., log=..., wait=False)`` (a query's outcome) travels later, atomic as ever."""
    from hiddenweb.state.redis import RedisState

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}")
    other = RedisState(redis_server.url, prefix=state.prefix)
    try:
        assert (
            state.add(
                "ended", ["q1", "q2"], log="outcomes", entries=[{"q": 1, "by": "s"}, {"q": 2, "by": "s"}], wait=False
            )
            is None
        )
        assert state.round_trips == 0 and state.has("ended", "q1")  # its own write, without asking
        assert other.add("ended", ["q1"], log="outcomes", entries=[{"q": 1, "by": "o"}]) == [True]  # sent first
        state.flush()
        assert other.read("outcomes") == [{"q": 1, "by": "o"}, {"q": 2, "by": "s"}]  # q1 logged once, by other
        with pytest.raises(ValueError):
            state.add("ended", ["x"], log="outcomes", entries=[], wait=False)
    finally:
        state.close()
        other.close()


def test_redis_queue_writes_in_a_row_are_one_call_and_cancel_out(redis_server: RedisServer) -> None:
    from hiddenweb.state.redis import RedisState

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}")
    other = RedisState(redis_server.url, prefix=state.prefix, empty_ttl=0)

    def evals() -> int:
        return int(state.client.info("commandstats").get("cmdstat_eval", {}).get("calls", 0))

    try:
        before = evals()
        for name in ("a", "b", "c"):
            state.push("q", name)  # equal priorities: first pushed, first popped
        state.push("q", "urgent", 9)
        state.flush()
        assert evals() - before == 1  # four pushes, one script call
        popped = [other.pop("q") for _ in range(4)]
        assert [item for _, item in popped] == ["urgent", "a", "b", "c"]
        for token, _ in popped:
            other.ack("q", token)
        # Held and released between two round trips (a record until the feed has it): nothing is sent.
        before = evals()
        held = [state.push("outbox", {"record": i}, lease=600) for i in range(5)]
        for token in held[:4]:
            state.ack("outbox", token)
        state.flush()
        assert evals() - before == 1  # only the push of the record still held
        assert state.client.hlen(f"{state.prefix}:q:outbox:items") == 1
        state.ack("outbox", held[4])  # sent already: acknowledged for real
        state.push("other", "x")
        state.flush()
        assert other.pending("outbox") == 0 and other.pending("other") == 1
        # Acknowledgements in a row: one call.
        for name in ("d", "e", "f", "g"):
            state.push("q", name)
        state.flush()
        taken = [other.pop("q", lease=600) for _ in range(3)]
        before = evals()
        for token, _ in taken:
            other.ack("q", token)
        other.flush()
        assert evals() - before == 1 and other.pending("q") == 1
    finally:
        state.close()
        other.close()


def test_redis_add_held_holds_in_the_claims_round_trip(redis_server: RedisServer) -> None:
    """A worker killed right after its claim's reply leaves the held items to the others."""
    from hiddenweb.state.redis import RedisState

    state = RedisState(redis_server.url, prefix=f"rt{next(_prefixes)}")
    other = RedisState(redis_server.url, prefix=state.prefix)
    try:
        state.add_held(
            "keys",
            ["a", "b"],
            log="records",
            entries=["ea", "eb"],
            queue="outbox",
            items=[{"r": "a"}, {"r": "b"}],
            lease=0.2,
        )
        assert state.round_trips == 1
        # Nothing else sent by `state` (as if it died now): the others see both holds at once,
        assert other.pending("outbox") == 2
        time.sleep(0.3)
        # and take them over once the lease ran out.
        assert sorted(other.pop("outbox")[1]["r"] for _ in range(2)) == ["a", "b"]
    finally:
        state.close()
        other.close()
