"""Start and stop a real ``redis-server`` on a free loopback port, for tests.

Persistence is off (``--save "" --appendonly no``) and the data directory is a
temporary one, so a test server leaves nothing behind::

    with RedisServer() as server:
        state = RedisState(server.url, prefix="t")

Outages: ``RedisServer(persistent=True)`` keeps its data in an append-only file
(fsynced at every write), so ``stop(keep_data=True)`` then ``start()`` is a
Redis restarted on the same port with its data; without persistence a
restart brings Redis back empty.

The pytest fixtures ``redis_server`` (one server per test session) and
``redis_url`` come from :mod:`tests.plugins.redis`; tests isolate themselves
with distinct key prefixes or :meth:`RedisServer.flush`.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest

REDIS_SERVER = shutil.which("redis-server") or "/usr/bin/redis-server"


def missing_service(message: str) -> None:
    """Skip the test, or fail it when ``HIDDENWEB_REQUIRE_SERVICES`` is set (CI)."""
    if os.environ.get("HIDDENWEB_REQUIRE_SERVICES"):
        pytest.fail(message)
    pytest.skip(message)


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as sock:
        sock.bind((host, 0))
        return sock.getsockname()[1]


class RedisServer:
    """One ``redis-server`` process bound to 127.0.0.1 on a free port."""

    def __init__(self, host: str = "127.0.0.1", port: int | None = None, *, persistent: bool = False) -> None:
        self.host = host
        self.port = port or free_port(host)
        self.persistent = persistent
        self.process: subprocess.Popen[bytes] | None = None
        self._dir: str | None = None

    @property
    def url(self) -> str:
        return f"redis://{self.host}:{self.port}/0"

    def start(self, timeout: float = 10.0) -> RedisServer:
        if not Path(REDIS_SERVER).exists():
            missing_service("redis-server is not installed (apt-get install -y redis-server)")
        self._dir = self._dir or tempfile.mkdtemp(prefix="hiddenweb-redis-")
        persistence = ["--appendonly", "yes", "--appendfsync", "always"] if self.persistent else ["--appendonly", "no"]
        self.process = subprocess.Popen(
            [
                REDIS_SERVER,
                "--bind",
                self.host,
                "--port",
                str(self.port),
                "--save",
                "",
                *persistence,
                "--dir",
                self._dir,
                "--protected-mode",
                "no",
                "--loglevel",
                "warning",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                error = self.process.stderr.read().decode(errors="replace") if self.process.stderr else ""
                raise RuntimeError(f"redis-server exited with {self.process.returncode}: {error}")
            if self.ping():
                return self
            time.sleep(0.02)
        self.stop()
        raise RuntimeError(f"redis-server did not answer on {self.host}:{self.port} within {timeout}s")

    def ping(self) -> bool:
        try:
            with socket.create_connection((self.host, self.port), timeout=0.5) as sock:
                sock.sendall(b"PING\r\n")
                return sock.recv(16).startswith(b"+PONG")
        except OSError:
            return False

    def command(self, *args: str) -> bytes:
        """Send one inline command and return the raw reply (no client library needed)."""
        with socket.create_connection((self.host, self.port), timeout=5) as sock:
            sock.sendall(" ".join(args).encode() + b"\r\n")
            return sock.recv(65536)

    def flush(self) -> None:
        reply = self.command("FLUSHALL")
        if not reply.startswith(b"+OK"):
            raise RuntimeError(f"FLUSHALL failed: {reply!r}")

    def stop(self, keep_data: bool = False) -> None:
        """Stop the server; ``keep_data``: keep its data directory for the next :meth:`start`."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process is not None and self.process.stderr:
            self.process.stderr.close()
        self.process = None
        if self._dir and not keep_data:
            shutil.rmtree(self._dir, ignore_errors=True)
            self._dir = None

    def __enter__(self) -> RedisServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class StateRoundTrips:
    """Scrapy extension: puts the crawl state's Redis round trips in the stats.

    ``EXTENSIONS = {"tests.kit.redis.StateRoundTrips": 0}`` adds
    ``hiddenweb/state/round_trips`` (RedisState only) when the spider closes.
    """

    def __init__(self, crawler: Any) -> None:
        from scrapy import signals

        self.crawler = crawler
        crawler.signals.connect(self.spider_closed, signal=signals.spider_closed)

    @classmethod
    def from_crawler(cls, crawler: Any) -> StateRoundTrips:
        return cls(crawler)

    def spider_closed(self, spider: Any, reason: str) -> None:
        from hiddenweb.state.crawler import state_for

        round_trips = getattr(state_for(self.crawler), "round_trips", None)
        if round_trips is not None:
            self.crawler.stats.set_value("hiddenweb/state/round_trips", round_trips)
