"""Run a hiddenweb spider the way a user does: ``scrapy crawl`` in a subprocess.

Each run gets its own output feed and a JSON dump of its stats, so tests
assert on what a user would see, with a real reactor and real sockets.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.kit.paths import ROOT

#: Loopback test sites need no politeness delays; everything else stays at the defaults.
FAST = {"AUTOTHROTTLE_ENABLED": "False", "DOWNLOAD_TIMEOUT": "10", "LOG_LEVEL": "INFO", "HIDDENWEB_LOG_INTERVAL": "2"}


@dataclass
class CrawlRun:
    returncode: int
    items: list[dict[str, Any]]
    stats: dict[str, Any]
    log: str
    feed: Path
    stats_file: Path = field(repr=False, default=Path())

    @property
    def records(self) -> list[dict[str, Any]]:
        return [item for item in self.items if "key" in item]

    @property
    def queries(self) -> list[dict[str, Any]]:
        return [item for item in self.items if "term" in item]

    @property
    def reason(self) -> str | None:
        return self.stats.get("finish_reason")


def crawl_command(
    spider: str,
    tmp: Path,
    args: dict[str, Any],
    settings: dict[str, Any] | None = None,
    feed: Path | None = None,
    overwrite: bool = True,
) -> tuple[list[str], Path, Path]:
    feed = feed or tmp / "items.jsonl"
    stats_file = tmp / f"stats-{time.monotonic_ns()}.json"
    command = [sys.executable, "-m", "scrapy", "crawl", spider, "-O" if overwrite else "-o", f"{feed}:jsonlines"]
    for key, value in args.items():
        command += ["-a", f"{key}={value}"]
    for key, value in {
        **FAST,
        **(settings or {}),
        "STATS_CLASS": "tests.kit.crawl.JsonStatsCollector",
        "HIDDENWEB_TEST_STATS_FILE": str(stats_file),
    }.items():
        command += ["-s", f"{key}={value if isinstance(value, str) else json.dumps(value)}"]
    return command, feed, stats_file


def run_crawl(
    spider: str,
    tmp: Path,
    args: dict[str, Any],
    settings: dict[str, Any] | None = None,
    timeout: float = 240,
    feed: Path | None = None,
    overwrite: bool = True,
) -> CrawlRun:
    """Run ``scrapy crawl`` to the end; return its items, stats and log."""
    command, feed, stats_file = crawl_command(spider, tmp, args, settings, feed, overwrite)
    done = subprocess.run(
        command, cwd=ROOT, capture_output=True, text=True, timeout=timeout, env={**os.environ, "PYTHONUNBUFFERED": "1"}
    )
    return _collect(done.returncode, done.stderr + done.stdout, feed, stats_file)


def start_crawl(
    spider: str,
    tmp: Path,
    args: dict[str, Any],
    settings: dict[str, Any] | None = None,
    feed: Path | None = None,
    overwrite: bool = True,
) -> tuple[subprocess.Popen, Path, Path]:
    """Start ``scrapy crawl`` in the background (to kill it mid-crawl)."""
    command, feed, stats_file = crawl_command(spider, tmp, args, settings, feed, overwrite)
    log_path = tmp / f"log-{time.monotonic_ns()}.txt"
    with log_path.open("w") as log:  # the child keeps its own copy of the descriptor
        process = subprocess.Popen(
            command,
            cwd=ROOT,
            stdout=log,
            stderr=subprocess.STDOUT,
            text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
    process.log_path = log_path  # type: ignore[attr-defined]
    return process, feed, stats_file


def _log_of(process: subprocess.Popen) -> str:
    """The output so far of a crawl started by :func:`start_crawl`."""
    return Path(process.log_path).read_text()  # type: ignore[attr-defined]


def finish_crawl(process: subprocess.Popen, feed: Path, stats: Path, timeout: float = 240) -> CrawlRun:
    """Wait for a crawl started by :func:`start_crawl` to close by itself; kill it and fail if it does not."""
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise AssertionError(f"a worker did not close by itself:\n{_log_of(process)[-3000:]}") from None
    return _collect(process.returncode, _log_of(process), feed, stats)


def stop_crawl(process: subprocess.Popen, sig: int = signal.SIGINT, timeout: float = 60) -> str:
    """Send ``sig`` to a crawl started by :func:`start_crawl`, wait for it to end; its log."""
    process.send_signal(sig)
    process.wait(timeout=timeout)
    return _log_of(process)


def read_items(feed: Path) -> list[dict[str, Any]]:
    """The items of a JSON-lines feed ([] when the crawl wrote none)."""
    if not feed.exists():
        return []
    return [json.loads(line) for line in feed.read_text(encoding="utf-8").splitlines() if line.strip()]


def _collect(returncode: int, log: str, feed: Path, stats_file: Path) -> CrawlRun:
    stats = json.loads(stats_file.read_text()) if stats_file.exists() else {}
    return CrawlRun(returncode, read_items(feed), stats, log, feed, stats_file)


try:  # only inside the crawl subprocess, where Scrapy is imported anyway
    from scrapy.statscollectors import MemoryStatsCollector

    class JsonStatsCollector(MemoryStatsCollector):
        """Writes the final stats to ``HIDDENWEB_TEST_STATS_FILE`` for the test to read."""

        def _persist_stats(self, stats: dict[str, Any], *args: Any) -> None:
            super()._persist_stats(stats, *args)
            path = self._crawler.settings.get("HIDDENWEB_TEST_STATS_FILE")
            if path:
                Path(path).write_text(json.dumps(stats, default=str))
except ImportError:  # pragma: no cover
    pass
