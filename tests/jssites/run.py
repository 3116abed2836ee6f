"""Run a crawl in a subprocess (``scrapy runspider``) with the browser middlewares on."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
SPIDER = Path(__file__).resolve().parent / "spider.py"
PLAYWRIGHT_HANDLER = "hiddenweb.middlewares.handlers.BrowserDownloadHandler"

#: What hiddenweb proposes as defaults for rendering and sessions (see the report).
BROWSER_SETTINGS: dict[str, Any] = {
    "DOWNLOAD_HANDLERS": {"http": PLAYWRIGHT_HANDLER, "https": PLAYWRIGHT_HANDLER},
    "DOWNLOADER_MIDDLEWARES": {
        "hiddenweb.middlewares.sessions.SessionMiddleware": 690,
        "hiddenweb.middlewares.rendering.RenderingMiddleware": 725,
    },
    "SPIDER_MIDDLEWARES": {"hiddenweb.middlewares.sessions.RouteSpiderMiddleware": 750},
    "PLAYWRIGHT_LAUNCH_OPTIONS": {
        "executable_path": "/usr/bin/chromium",
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
            "--disable-sync",
        ],
    },
    "PLAYWRIGHT_MAX_CONTEXTS": 8,
    "PLAYWRIGHT_MAX_PAGES_PER_CONTEXT": 4,
    "ROBOTSTXT_OBEY": False,
    "AUTOTHROTTLE_ENABLED": False,
    "DOWNLOAD_TIMEOUT": 30,
    "LOG_LEVEL": "INFO",
    "TELNETCONSOLE_ENABLED": False,
}


@dataclass
class Run:
    returncode: int
    items: list[dict[str, Any]]
    stats: dict[str, Any]
    log: str

    def records(self, site: Any) -> dict[str, str]:
        """id → title of the records found on one site."""
        netloc = f"{site.host}:{site.port}"
        return {i["id"]: i["title"] for i in self.items if i.get("site") == netloc}


def run(
    urls: list[str], queries: list[str] = (), settings: dict[str, Any] | None = None, timeout: float = 180, **args: Any
) -> Run:
    with tempfile.TemporaryDirectory() as tmp:
        feed, stats_file = Path(tmp, "items.jsonl"), Path(tmp, "stats.json")
        merged = {**BROWSER_SETTINGS, **(settings or {})}
        cmd = [
            sys.executable,
            "-m",
            "scrapy",
            "runspider",
            str(SPIDER),
            "-O",
            f"{feed}:jsonlines",
            "-a",
            "urls=" + ",".join(urls),
            "-a",
            "queries=" + ",".join(queries),
            "-a",
            f"stats_file={stats_file}",
        ]
        for k, v in args.items():
            cmd += ["-a", f"{k}={v}"]
        for k, v in merged.items():
            cmd += ["-s", f"{k}={v if isinstance(v, str) else json.dumps(v)}"]
        done = subprocess.run(
            cmd, cwd=ROOT, capture_output=True, text=True, timeout=timeout, env={**os.environ, "PYTHONUNBUFFERED": "1"}
        )
        items = [json.loads(line) for line in feed.read_text().splitlines()] if feed.exists() else []
        stats = json.loads(stats_file.read_text()) if stats_file.exists() else {}
        return Run(done.returncode, items, stats, done.stderr + done.stdout)
