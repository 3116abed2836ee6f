"""Roundup: a real issue tracker (PyPI ``roundup``) whose issues are Debian packages.

``roundup-admin install`` makes a tracker from the classic template with the
sqlite backend, ``roundup-admin initialise`` creates its database, and the
tracker's own Python API files one issue per package (title: the package's
summary and name, indexed by Roundup's native full-text indexer). The classic
schema already lets anonymous users view and search issues. ``roundup-server``
serves the tracker as ``/tracker/`` on 127.0.0.1 (as root — CI runs as root —
its "Can't run as root!" refusal is lifted in the server process: the server
code is otherwise Roundup's own).

What the crawl meets there: the search page (``issue?@template=search``) has
the site-wide search box (``@search_text`` with hidden ``@columns``, ``@sort``,
``@group``) and the full search form; result pages write their total as
``1..50 out of 411``, page with ``@startwith=``/``@pagesize=`` (any page size is
accepted), detail links are plain ``issue123``; an empty ``@search_text``
lists every issue; the sidebar has "Show All" / "Show Unassigned" listing links.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlsplit

from tests.testbed.base import Missing, TestbedSite, free_port
from tests.testbed.corpus import debian_packages
from tests.testbed.http import ROOT, Client, start_server

__all__ = ["DEFAULT_SIZE", "start"]

DEFAULT_SIZE = 2000
PAGE_SIZE = 50
TRACKER = "tracker"
ADMIN_PASSWORD = "hiddenweb-testbed"
INSTALL = "pip install -e '.[testbed]' (roundup)"
FILLED = "testbed-issues.json"
_ISSUE = re.compile(r"/issue(\d+)$")


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Install, fill (once per work directory and size) and serve a Roundup tracker of ``size`` issues."""
    if importlib.util.find_spec("roundup") is None:
        raise Missing(f"roundup is not installed; install with: {INSTALL}")
    size = size or DEFAULT_SIZE
    workdir.mkdir(parents=True, exist_ok=True)
    home = workdir / f"roundup-{size}"
    port = free_port()
    base = f"http://127.0.0.1:{port}/{TRACKER}/"
    issues = _tracker(home, size, base)
    stop = start_server(
        "tests.testbed.roundup",
        ["serve", "--home", str(home), "--port", str(port)],
        base,
        workdir / "roundup-server.log",
    )
    return TestbedSite(
        name="roundup",
        start_url=base + "issue?@template=search",
        truth=frozenset(issues),
        record_id=record_id,
        notes={
            "page_size": PAGE_SIZE,
            "page_sizes": "any (@pagesize=N)",
            "max_page_size": size,
            "page_argument": "@startwith (record offset)",
            "total": "'1..50 out of 411' above and below the list",
            "empty_query": "lists every issue",
            "detail_url": "issue<id>",
            "keyword_field": "@search_text (whole words, Roundup's native indexer)",
        },
        stop=stop,
        search=lambda term: search(base, term),
        documents=list(issues.values()),
    )


def _tracker(home: Path, size: int, web: str) -> dict[str, str]:
    """Issue id -> title of a filled tracker at ``home`` (installed and filled unless it already is)."""
    filled = home / FILLED
    if filled.exists():
        issues: dict[str, str] = json.loads(filled.read_text())
        if len(issues) == size:
            _set_web(home, web)
            return issues
    if home.exists():
        shutil.rmtree(home)
    admin = [sys.executable, "-m", "roundup.scripts.roundup_admin", "-i", str(home)]
    options = f"tracker_web={web},mail_domain=localhost,mail_host=localhost"
    for command in (["install", "classic", "sqlite", options], ["initialise", ADMIN_PASSWORD]):
        done = subprocess.run(admin + command, capture_output=True, text=True, stdin=subprocess.DEVNULL)
        if done.returncode != 0:
            raise RuntimeError(f"roundup-admin {command[0]} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    done = subprocess.run(
        [sys.executable, "-m", "tests.testbed.roundup", "fill", "--home", str(home), "--size", str(size)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    if done.returncode != 0:
        raise RuntimeError(f"filling the tracker failed:\n{done.stderr[-3000:]}")
    issues = json.loads(filled.read_text())
    return issues


def _set_web(home: Path, web: str) -> None:
    """Point the tracker's ``[tracker] web`` at this run's port (its absolute links use it)."""
    config = home / "config.ini"
    text = re.sub(r"(?m)^web = .*$", f"web = {web}", config.read_text())
    config.write_text(text)


def record_id(row: Mapping[str, Any]) -> str | None:
    """The issue number: from the detail link ``issue123``, else the row's ID field."""
    for url in [row.get("detail_url"), *(row.get("links") or [])]:
        if isinstance(url, str):
            found = _ISSUE.search(urlsplit(url).path)
            if found:
                return found.group(1)
    fields = row.get("fields") or {}
    for label, value in fields.items():
        if str(label).strip().lower() == "id" and str(value).strip().isdigit():
            return str(value).strip()
    return None


def search(base: str, term: str) -> tuple[list[str], int]:
    """Every issue ``@search_text=term`` finds, and the result pages of 50 it takes.

    Asked in one page (``@pagesize`` is free here), counted in pages of the
    default size, what a client paging through the results would spend.
    """
    url = f"{base}issue?@columns=id,title&@sort=id&@pagesize=1000000&@startwith=0&@search_text={quote(term)}"
    html = Client().get(url)
    ids = list(dict.fromkeys(re.findall(r'href="issue(\d+)"', html)))
    return ids, max(1, math.ceil(len(ids) / PAGE_SIZE))


# -- in subprocesses ---------------------------------------------------------------------------------


def fill(home: Path, size: int) -> None:
    """File one issue per package through the tracker's API; write id -> title to ``FILLED``."""
    from roundup import instance

    tracker = instance.open(str(home))
    db = tracker.open("admin")
    try:
        titles = [f"{p.summary} ({p.name})" for p in debian_packages(size)]
        issues = {db.issue.create(title=title): title for title in titles}
        db.commit()
    finally:
        db.close()
    (home / FILLED).write_text(json.dumps(issues))


def serve(home: Path, port: int) -> None:
    """``roundup-server`` (threaded) for the tracker at ``home``, until killed."""
    from roundup.scripts import roundup_server

    if hasattr(os, "geteuid") and os.geteuid() == 0:
        roundup_server.setuid = lambda user: None  # it refuses root; we stay on loopback
    sys.argv = ["roundup-server", "-n", "127.0.0.1", "-p", str(port), "-t", "thread", f"{TRACKER}={home}"]
    roundup_server.run()


def main(argv: list[str] | None = None) -> None:
    """``fill`` or ``serve`` (what :func:`start` runs in subprocesses)."""
    parser = argparse.ArgumentParser(description="Roundup tracker of Debian packages (the hiddenweb test bed)")
    parser.add_argument("command", choices=("fill", "serve"))
    parser.add_argument("--home", type=Path, required=True)
    parser.add_argument("--size", type=int, default=DEFAULT_SIZE)
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args(argv)
    if args.command == "fill":
        fill(args.home, args.size)
    else:
        serve(args.home, args.port)


if __name__ == "__main__":
    main()
