"""A harvest killed with SIGKILL at random points, again and again, loses and repeats nothing (issue #12)."""

from __future__ import annotations

import uuid
from pathlib import Path

from tests.kit.killsoak import soak


def test_kill_soak_jobdir(fresh_site, tmp_path: Path) -> None:
    site = fresh_site("get_filters")
    result = soak(site, tmp_path, kills=4, budget=120, seed=1, settings={"JOBDIR": str(tmp_path / "job")})
    assert result.kills >= 3, "the crawl ended before it could be killed"
    assert not result.problems, result.problems
    assert result.records


def test_kill_soak_redis(fresh_site, redis_url: str, tmp_path: Path) -> None:
    site = fresh_site("get_filters")
    settings = {
        "HIDDENWEB_REDIS_URL": redis_url,
        "HIDDENWEB_STATE_PREFIX": f"soak-{uuid.uuid4().hex[:8]}",
        "HIDDENWEB_LEASE": "2",
    }
    result = soak(site, tmp_path, kills=4, budget=120, seed=2, settings=settings)
    assert result.kills >= 3, "the crawl ended before it could be killed"
    assert not result.problems, result.problems
    assert result.records
