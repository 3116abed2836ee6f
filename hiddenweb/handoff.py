"""Hand-off of relevant forms from ``discover`` to ``harvest`` workers through Redis.

A *form queue* is named by a URL: the Redis server, then the queue's name as
the fragment, e.g. ``redis://127.0.0.1:6379/0#books`` (no fragment: ``forms``).
``discover`` offers each new relevant form to it (``HIDDENWEB_FORMS_QUEUE``);
``harvest -a forms=redis://…#books`` workers take forms from it when they are
idle. The queue is a leased queue of :class:`~hiddenweb.state.redis.RedisState`:
a form taken by a worker that dies before it registered the form's harvest in
its crawl state goes back to the queue when its lease runs out.

Producers say they are alive (a sorted set of worker ids with deadlines), so
an idle harvest worker keeps waiting while some ``discover`` may still offer
forms, and stops waiting once every producer closed or died.
"""

from __future__ import annotations

import os
import time
from typing import Any
from urllib.parse import urlsplit, urlunsplit

DEFAULT_NAME = "forms"
#: Seconds a producer counts as alive after it last said so.
PRODUCER_TTL = 30.0
QUEUE = "queue"


class FormQueueError(ValueError):
    """A form queue URL that cannot be used."""


def is_queue_url(value: str) -> bool:
    return value.startswith(("redis://", "rediss://", "unix://"))


def split_queue_url(url: str) -> tuple[str, str]:
    """``(redis URL, queue name)`` of a form queue URL."""
    if not is_queue_url(url):
        raise FormQueueError(f"{url!r} is not a redis:// URL")
    parts = urlsplit(url)
    name = parts.fragment or DEFAULT_NAME
    return urlunsplit(parts._replace(fragment="")), name


class FormQueue:
    """The queue of forms waiting for a harvest, shared through Redis."""

    def __init__(self, url: str, *, lease: float = 600.0) -> None:
        try:
            from hiddenweb.state.redis import RedisState
        except ImportError as error:
            raise FormQueueError(str(error)) from None
        redis_url, self.name = split_queue_url(url)
        try:
            self.state = RedisState(redis_url, prefix=f"hiddenweb:handoff:{self.name}")
            self.state.client.ping()
        except Exception as error:  # noqa: BLE001 - re-raised as FormQueueError: a bad URL or an unreachable server, one clear message
            raise FormQueueError(f"cannot reach the Redis server of {url!r}: {error}") from None
        self.lease = lease
        self.worker = f"{os.getpid()}-{os.urandom(3).hex()}"
        self._producers = f"{self.state.prefix}:producers"

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r})"

    # -- producers (discover) -------------------------------------------------------
    def offer(self, key: str, template: dict[str, Any], priority: float = 0.0) -> bool:
        """Queue a form's template once per ``key``; True when it was new."""
        if not self.state.add("offered", [key])[0]:
            return False
        self.state.push(QUEUE, {"key": key, "template": template}, priority)
        self.state.flush()
        return True

    def producing(self) -> None:
        """Say this producer is alive for the next ``PRODUCER_TTL`` seconds (call it more often)."""
        self.state.client.zadd(self._producers, {self.worker: time.time() + PRODUCER_TTL})

    def stopped_producing(self) -> None:
        self.state.client.zrem(self._producers, self.worker)

    def producers(self) -> int:
        """Producers alive now."""
        return int(self.state.client.zcount(self._producers, time.time(), "+inf"))

    # -- consumers (harvest) -----------------------------------------------------------
    def take(self) -> tuple[str, dict[str, Any]] | None:
        """The best waiting form, leased to this worker: ``(token, {"key", "template"})``."""
        return self.state.pop(QUEUE, self.lease)

    def done(self, token: str) -> None:
        """The form taken with ``token`` is registered where it will be harvested."""
        self.state.ack(QUEUE, token)
        self.state.flush()

    def pending(self) -> int:
        """Forms queued or taken and not yet registered."""
        return self.state.pending(QUEUE)

    def close(self) -> None:
        self.state.close()
