"""A Scrapy extension for the speed benchmarks: when responses arrived, what CPU they cost, what was fetched.

Enabled with ``-s EXTENSIONS={"benchmarks.responseclock.ResponseClock": 0}`` and
``-s BENCH_CLOCK_FILE=PATH``; at close it writes a JSON object: ``responses``,
``wall`` and ``cpu`` seconds between the first and the last response (start-up
and shut-down left out: a browser stack or a reactor start is a fixed cost that
flatters small budgets), ``startup_wall``/``startup_cpu`` (engine start to first
response) and ``requests``, the ``[method, url, body]`` of every response, in order.
Start-up of the whole process (issue 17: ≤ 1 s to the first request):
``first_request_cpu``, the process's CPU seconds (Python, imports, Scrapy,
add-ons) when the first request reached the downloader, and, when the launcher
put its ``time.monotonic()`` just before the spawn in ``BENCH_SPAWNED``,
``first_request_wall``, the wall seconds from the spawn to that request;
``vm_hwm_kb``, the process's own peak resident memory (``VmHWM``; its children,
a browser driver, are sampled by the launcher).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from scrapy import Request, Spider, signals
from scrapy.crawler import Crawler
from scrapy.http import Response


class ResponseClock:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.opened = (time.monotonic(), time.process_time())
        self.first: tuple[float, float] | None = None
        self.last = self.opened
        self.requests: list[list[str]] = []
        self.first_request: tuple[float, float] | None = None

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ResponseClock:
        clock = cls(Path(crawler.settings["BENCH_CLOCK_FILE"]))
        crawler.signals.connect(clock.engine_started, signals.engine_started)
        crawler.signals.connect(clock.response_received, signals.response_received)
        crawler.signals.connect(clock.request_reached_downloader, signals.request_reached_downloader)
        crawler.signals.connect(clock.spider_closed, signals.spider_closed)
        return clock

    def engine_started(self) -> None:
        self.opened = (time.monotonic(), time.process_time())

    def request_reached_downloader(self, request: Request, spider: Spider) -> None:
        if self.first_request is None:
            self.first_request = (time.monotonic(), time.process_time())

    def response_received(self, response: Response, request: Request, spider: Spider) -> None:
        now = (time.monotonic(), time.process_time())
        if self.first is None:
            self.first = now
        self.last = now
        if not request.url.startswith("data:") and not request.url.endswith("/robots.txt"):
            self.requests.append([request.method, request.url, (request.body or b"").decode("latin-1")])

    def spider_closed(self, spider: Spider) -> None:
        first = self.first or self.last
        data: dict[str, Any] = {
            "responses": len(self.requests),
            "wall": self.last[0] - first[0],
            "cpu": self.last[1] - first[1],
            "startup_wall": first[0] - self.opened[0],
            "startup_cpu": first[1] - self.opened[1],
            "requests": self.requests,
            "vm_hwm_kb": vm_hwm_kb(),
        }
        if self.first_request is not None:
            data["first_request_cpu"] = self.first_request[1]
            spawned = os.environ.get("BENCH_SPAWNED")
            if spawned:
                data["first_request_wall"] = self.first_request[0] - float(spawned)
        self.path.write_text(json.dumps(data))


def vm_hwm_kb() -> int | None:
    """This process's peak resident set size in kB (Linux ``/proc/self/status``), None elsewhere."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None
