"""Reaching Redis through outages, for :class:`~hiddenweb.state.redis.RedisState`.

A pipeline that fails for a connection error (Redis restarted, the
connection dropped, a timeout) is sent again: at once and silently the first
time (a pooled connection the server had closed), then with backoff for up to
``retry_seconds``, with one WARNING when the outage starts and one INFO when
Redis is back; the crawl pauses meanwhile (the state's calls are
synchronous). Past that window, or when Redis cannot be reached on the very
first contact, :class:`~hiddenweb.state.base.StateUnavailable` is raised, and
raised again by every later call.

The first pipeline writes a marker ``<prefix>:meta:id`` (kept if another
worker wrote it first) and reads it back. Every connection made after that
(after an outage, or when the connection pool noticed by itself that Redis
restarted) reads the marker before anything else is sent through it; if the
marker is gone or another one replaced it (Redis restarted empty, the keys
were deleted), :class:`~hiddenweb.state.base.StateLost` is raised instead of
carrying on against an empty state.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Sequence
from typing import Any

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from hiddenweb.state.base import StateError, StateLost, StateUnavailable

logger = logging.getLogger(__name__)

#: Longest pause between two attempts to reach Redis during an outage.
MAX_BACKOFF = 2.0
#: Connection errors that no wait mends: a wrong password or missing rights.
_NOT_RETRIED = (redis.exceptions.AuthenticationError, redis.exceptions.AuthorizationError)


class RedisLink:
    """A Redis client whose pipelines ride out outages, and notice a Redis that lost the state."""

    def __init__(
        self,
        url: str,
        prefix: str,
        *,
        retry_seconds: float = 30.0,
        client: redis.Redis | None = None,
        on_failure: Callable[[], None] | None = None,
    ) -> None:
        self.url = url
        self.prefix = prefix
        #: Seconds an outage may last before giving up (StateUnavailable).
        self.retry_seconds = retry_seconds
        # No retries inside redis-py: every connection error comes here. Every new
        # connection checks the marker (_connected) before anything is sent through it.
        self.client: redis.Redis = client or redis.Redis.from_url(
            url,
            decode_responses=True,
            retry=Retry(NoBackoff(), 0),
            socket_connect_timeout=5.0,
            socket_timeout=10.0,
            redis_connect_func=self._connected,
        )
        self.marker_key = f"{prefix}:meta:id"
        #: The marker's value, once a pipeline went through.
        self.marker: str | None = None
        #: The error that ended the link, once there is one.
        self.failure: StateError | None = None
        self._on_failure = on_failure

    def execute(self, commands: Sequence[tuple[Any, ...]]) -> list[Any]:
        """The replies of ``commands``, sent as one pipeline (again, over connection errors)."""
        if self.failure is not None:
            raise type(self.failure)(str(self.failure))  # a new one: a re-raised one would grow its traceback
        first = self.marker is None
        if first:
            value = f"{os.urandom(8).hex()}@{time.time():.0f}"
            commands = (("SET", self.marker_key, value, "NX"), ("GET", self.marker_key), *commands)
        started = time.monotonic()
        attempt = 0
        while True:
            try:
                replies = _pipeline_replies(self.client, commands)
                break
            except (redis.ConnectionError, redis.TimeoutError) as error:
                attempt += 1
                self._outage(error, attempt, time.monotonic() - started)
        if attempt > 1:
            logger.info("Redis at %s is back after %.1f s; the crawl goes on", self.url, time.monotonic() - started)
        if first:
            self.marker = replies[1]
            replies = replies[2:]
        return replies

    def _outage(self, error: Exception, attempt: int, waited: float) -> None:
        """Wait before attempt ``attempt + 1``, or give up (StateUnavailable)."""
        if attempt == 1:
            return
        if self.marker is None or isinstance(error, _NOT_RETRIED):
            self._fail(StateUnavailable(f"cannot reach Redis at {self.url}: {error}"))
        if attempt == 2:
            logger.warning(
                "Redis at %s is out of reach (%s): the crawl pauses, retrying for up to %g s",
                self.url,
                error,
                self.retry_seconds,
            )
        if waited >= self.retry_seconds:
            self._fail(
                StateUnavailable(
                    f"Redis at {self.url} out of reach for {waited:.0f} s "
                    f"(HIDDENWEB_STATE_RETRY_SECONDS={self.retry_seconds:g}): {error}"
                )
            )
        time.sleep(min(0.05 * 2**attempt, MAX_BACKOFF, self.retry_seconds - waited + 0.01))

    def _connected(self, connection: Any) -> None:
        """A new connection: once the marker is known, it must still be there (StateLost if not).

        Called by redis-py when it (re)connects, before the commands that
        needed the connection are sent: nothing reaches a Redis that lost the
        state.
        """
        connection.on_connect()
        if self.marker is None:
            return
        connection.send_command("GET", self.marker_key)
        if connection.read_response() != self.marker:
            connection.disconnect()
            self._fail(
                StateLost(
                    f"the crawl state {self.prefix!r} on Redis at {self.url} vanished (Redis restarted empty, or its "
                    f"keys were deleted); the crawl does not start over from nothing"
                )
            )

    def _fail(self, error: StateError) -> None:
        """From now on every pipeline raises ``error``."""
        self.failure = error
        if self._on_failure is not None:
            self._on_failure()
        raise error from None

    def close(self) -> None:
        self.client.close()


def _pipeline_replies(client: redis.Redis, commands: Sequence[tuple[Any, ...]]) -> list[Any]:
    """Send ``commands`` in one pipeline; connection errors (even as a reply, e.g. LOADING) raise."""
    pipe = client.pipeline(transaction=False)
    for command in commands:
        pipe.execute_command(*command)
    replies = pipe.execute(raise_on_error=False)
    for reply in replies:
        if isinstance(reply, (redis.ConnectionError, redis.TimeoutError)):
            raise reply
    return replies
