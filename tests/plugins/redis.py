"""Fixtures: a real ``redis-server`` for the session (skipped, or failed in CI, when it is missing)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.kit.redis import RedisServer, missing_service


@pytest.fixture(scope="session")
def redis_server() -> Iterator[RedisServer]:
    """One ``redis-server`` on a free loopback port for the whole session."""
    with RedisServer() as server:
        yield server


@pytest.fixture
def redis_url(redis_server: RedisServer) -> str:
    """The URL of the session's ``redis-server``, once the redis client library is known to be there."""
    try:
        import redis  # noqa: F401
    except ImportError:
        missing_service("the redis client library is not installed (pip install 'hiddenweb[redis]')")
    return redis_server.url
