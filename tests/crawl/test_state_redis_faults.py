"""Redis faults under the crawl state: outages, dropped connections, lost replies, a Redis restarted empty.

Each test runs its own ``redis-server`` (tests/kit/redis.py) so that it can
stop, restart or empty it: with ``persistent=True`` a restart keeps the data
(an outage), without it Redis comes back empty (the state vanished). A small
TCP proxy in front of Redis cuts a connection after Redis has run a command
and before its reply reaches the worker (a reply lost with the connection).
"""

from __future__ import annotations

import logging
import socket
import threading
import time
from collections.abc import Iterator

import pytest

from hiddenweb.state import StateLost, StateUnavailable
from tests.kit.redis import RedisServer, free_port, missing_service

try:
    from hiddenweb.state.redis import RedisState
except ImportError:  # pragma: no cover - depends on the environment
    RedisState = None  # type: ignore[assignment,misc]

LOGGER = "hiddenweb.state.redis_link"


@pytest.fixture(autouse=True)
def redis_client_library() -> None:
    if RedisState is None:
        missing_service("the redis client library is not installed (pip install 'hiddenweb[redis]')")


@pytest.fixture
def persistent_server() -> Iterator[RedisServer]:
    with RedisServer(persistent=True) as server:
        yield server


@pytest.fixture
def server() -> Iterator[RedisServer]:
    with RedisServer() as server:
        yield server


def _restart_after(server: RedisServer, seconds: float, *, keep_data: bool = True) -> threading.Thread:
    """Stop ``server`` now and start it again on the same port ``seconds`` later (in a thread)."""

    def start_later() -> None:
        time.sleep(seconds)
        server.start()

    server.stop(keep_data=keep_data)
    thread = threading.Thread(target=start_later, daemon=True)
    thread.start()
    return thread


def _messages(caplog: pytest.LogCaptureFixture, level: int) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == LOGGER and r.levelno == level]


def test_an_outage_pauses_the_state_which_then_goes_on_with_nothing_lost(
    persistent_server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    state = RedisState(persistent_server.url, prefix="outage", retry_seconds=60)
    try:
        held = state.add_held(
            "keys",
            ["a", "b"],
            log="docs",
            entries=["da", "db"],
            queue="outbox",
            items=[{"k": "a"}, {"k": "b"}],
            lease=600,
        )
        state.incr("c", "pages", 2, wait=False)
        state.push("q", "work", 1)
        state.flush()
        caplog.set_level(logging.INFO, logger=LOGGER)
        restarted = _restart_after(persistent_server, 1.5)
        # Redis is down: this call waits until it is back, then answers as if nothing happened.
        assert state.add("keys", ["b", "c"], log="docs", entries=["db2", "dc"]) == [False, True]
        restarted.join()
        assert state.read("docs") == ["da", "db", "dc"]
        assert state.counter("c", "pages") == 2
        popped = state.pop("q", lease=600)
        assert popped is not None and popped[1] == "work"
        for token in held:
            assert token is not None
            state.ack("outbox", token)
        assert state.pending("outbox") == 0
    finally:
        state.close()
    warnings = _messages(caplog, logging.WARNING)
    assert len(warnings) == 1 and "out of reach" in warnings[0]
    infos = _messages(caplog, logging.INFO)
    assert len(infos) == 1 and "is back" in infos[0]


def test_a_dropped_connection_is_sent_again_at_once_without_a_warning(
    server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    state = RedisState(server.url, prefix="dropped")
    try:
        assert state.add("s", ["a"]) == [True]
        state.push("q", "x")
        caplog.set_level(logging.INFO, logger=LOGGER)
        assert server.command("CLIENT", "KILL", "TYPE", "normal").startswith(b":")  # every client connection
        assert state.add("s", ["a", "b"]) == [False, True]  # carries the deferred push too
        assert state.pending("q") == 1
    finally:
        state.close()
    assert _messages(caplog, logging.WARNING) == [] and _messages(caplog, logging.INFO) == []


def test_an_outage_longer_than_the_retry_window_ends_the_state(
    server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    state = RedisState(server.url, prefix="gone", retry_seconds=0.5)
    try:
        state.add("s", ["a"])
        caplog.set_level(logging.INFO, logger=LOGGER)
        server.stop()
        state.push("q", "deferred")
        with pytest.raises(StateUnavailable, match="out of reach for"):
            state.add("s", ["b"])
        assert len(_messages(caplog, logging.WARNING)) == 1
        # From now on every call fails at once, and writes that answer nothing are dropped.
        with pytest.raises(StateUnavailable):
            state.pending("q")
        state.push("q", "after")
        assert state._deferred == []
    finally:
        state.close()  # nothing left to send: no error
    assert _messages(caplog, logging.INFO) == []


def test_redis_out_of_reach_on_the_first_contact_fails_at_once() -> None:
    url = f"redis://127.0.0.1:{free_port()}/0"  # nothing listens there
    state = RedisState(url, prefix="absent", retry_seconds=3600)
    try:
        with pytest.raises(StateUnavailable, match=f"cannot reach Redis at {url}"):
            state.check()
    finally:
        state.close()


def test_redis_restarted_empty_is_a_lost_state_not_a_fresh_start(
    server: RedisServer, caplog: pytest.LogCaptureFixture
) -> None:
    state = RedisState(server.url, prefix="crawl1", retry_seconds=60)
    try:
        assert state.add("keys", ["a", "b"]) == [True, True]
        _restart_after(server, 0.5, keep_data=False).join()  # back, without any data
        with pytest.raises(StateLost, match=r"'crawl1'.*vanished"):
            state.add("keys", ["c"])
        with pytest.raises(StateLost):
            state.pending("q")
        assert server.command("EXISTS", "crawl1:set:keys") == b":0\r\n"  # nothing written to the empty Redis
    finally:
        state.close()


def test_workers_joining_an_existing_state_share_its_marker(server: RedisServer) -> None:
    first = RedisState(server.url, prefix="shared")
    second = RedisState(server.url, prefix="shared")
    try:
        first.check()
        second.check()
        assert first.link.marker == second.link.marker is not None
        server.command("CLIENT", "KILL", "TYPE", "normal")
        assert second.add("s", ["x"]) == [True]  # reconnected, marker unchanged: goes on
    finally:
        first.close()
        second.close()


class ReplyDroppingProxy:
    """A TCP proxy in front of Redis; :meth:`drop_next_reply` cuts the connection after Redis
    has received the next request and before its reply reaches the client."""

    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self._drop = threading.Event()
        self.dropped = 0
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def drop_next_reply(self) -> None:
        self._drop.set()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            upstream = socket.create_connection(("127.0.0.1", self.target_port))
            threading.Thread(target=self._pump, args=(client, upstream, False), daemon=True).start()
            threading.Thread(target=self._pump, args=(upstream, client, True), daemon=True).start()

    def _pump(self, source: socket.socket, sink: socket.socket, replies: bool) -> None:
        try:
            while data := source.recv(65536):
                if replies and self._drop.is_set():
                    self._drop.clear()
                    self.dropped += 1
                    break
                sink.sendall(data)
        except OSError:
            pass
        for sock in (source, sink):
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()

    def close(self) -> None:
        self.listener.close()


def test_a_claim_whose_reply_was_lost_is_still_this_workers_own(server: RedisServer) -> None:
    """add_held sent again after its reply was lost: the records it claimed are still held by it, once."""
    proxy = ReplyDroppingProxy(server.port)
    state = RedisState(proxy.url, prefix="lostreply")
    other = RedisState(server.url, prefix="lostreply")
    try:
        assert not state.has("warm", "up")  # connected
        proxy.drop_next_reply()
        tokens = state.add_held(
            "keys",
            ["a", "b", "a"],
            log="docs",
            entries=["da", "db", "da2"],
            queue="outbox",
            items=[{"k": "a"}, {"k": "b"}, {"k": "a2"}],
            lease=600,
        )
        assert proxy.dropped == 1  # Redis ran the claim once already, its reply never came back
        assert [t is not None for t in tokens] == [True, True, False]
        assert other.read("docs") == ["da", "db"]  # logged once
        assert other.pending("outbox") == 2
        for token in tokens[:2]:
            assert token is not None
            state.ack("outbox", token)
        state.flush()
        assert other.pending("outbox") == 0
    finally:
        state.close()
        other.close()
        proxy.close()


def test_a_claim_or_a_pop_whose_reply_was_lost_answers_the_same(server: RedisServer) -> None:
    """add (with and without a log) and pop sent again after their reply was lost: the same answer."""
    proxy = ReplyDroppingProxy(server.port)
    state = RedisState(proxy.url, prefix="lostreply2", empty_ttl=0)
    other = RedisState(server.url, prefix="lostreply2")
    try:
        other.push("q", "only item")
        other.flush()
        assert not state.has("warm", "up")
        proxy.drop_next_reply()
        assert state.add("queries", ["q1", "q2"], log="issued", entries=["e1", "e2"]) == [True, True]
        proxy.drop_next_reply()
        assert state.add("seen", ["f1"]) == [True]
        proxy.drop_next_reply()
        popped = state.pop("q", lease=600)
        assert popped is not None
        token, item = popped
        assert proxy.dropped == 3
        assert item == "only item" and state.pop("q") is None
        assert other.read("issued") == ["e1", "e2"]  # logged once
        state.ack("q", token)
        state.flush()
        assert other.pending("q") == 0  # not left leased to nobody
    finally:
        state.close()
        other.close()
        proxy.close()
