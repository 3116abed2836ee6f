"""What the Debian-packaged applications of the test bed share: the package check, the filled
installation's cache, and the server process.

Filling an application takes from seconds to minutes, and the benchmark restarts sites often, so a
filled installation is built once under ``~/.cache/hiddenweb/testbed/<app>-<size>/`` (``$XDG_CACHE_HOME``
is honoured), stamped with a key (package version, corpus digest, fill-script version), and copied
into each run's working directory. A stale or half-built cache is rebuilt; builds go to a temporary
sibling and are renamed into place, so two runs starting at once never see a partial tree.
"""

from __future__ import annotations

import hashlib
import html
import json
import logging
import os
import re
import shutil
import signal
import subprocess
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

from tests.testbed.base import Missing, TestbedSite
from tests.testbed.http import Client

__all__ = [
    "INSTALL",
    "PHP_SERVER",
    "Server",
    "cached_fill",
    "digest",
    "link_record_id",
    "linked_ids",
    "package_version",
    "read_truth",
    "result_page",
    "run",
    "serve",
    "write_truth",
]

logger = logging.getLogger(__name__)

INSTALL = "sudo sh tests/testbed/install-debian.sh"
#: PHP's built-in web server with the opcode cache on (off by default on the command line, where each
#: request would compile the whole application again).
PHP_SERVER = ("php", "-d", "opcache.enable_cli=1", "-S")
TRUTH_FILE = "truth.json"
_KEY_FILE = "KEY"
_HREF = re.compile(r"""\bhref=(["'])(.*?)\1""", re.S)


def package_version(package: str) -> str:
    """The installed version of Debian package ``package`` (raise :class:`Missing` when it is not installed)."""
    try:
        done = subprocess.run(
            ["dpkg-query", "-W", "-f=${Status}\t${Version}", package], capture_output=True, text=True, check=False
        )
    except OSError as exc:
        raise Missing(f"dpkg-query not found ({exc}): the Debian test-bed applications need Debian") from exc
    status, _, version = done.stdout.partition("\t")
    if done.returncode != 0 or not status.endswith(" installed"):
        raise Missing(f"Debian package {package} is not installed; install with: {INSTALL}")
    return version


def digest(parts: Iterable[str]) -> str:
    """A short, stable digest of ``parts`` (a corpus' titles and texts), for cache keys."""
    sha = hashlib.sha1()
    for part in parts:
        sha.update(part.encode("utf-8", "surrogatepass"))
        sha.update(b"\0")
    return sha.hexdigest()[:16]


def _cache_root() -> Path:
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "hiddenweb" / "testbed"


def cached_fill(app: str, size: int, key: str, fill: Callable[[Path], None], workdir: Path) -> Path:
    """Copy the filled installation of ``app`` at ``size`` records into ``workdir/app`` and return that path.

    ``fill(directory)`` builds the installation into an empty ``directory`` when the cache is
    missing or its key differs from ``key``; it must write only inside that directory and leave
    paths in it relative (the tree is copied).
    """
    cache = _cache_root() / f"{app}-{size}"
    stamp = cache / _KEY_FILE
    if not (stamp.is_file() and stamp.read_text(encoding="utf-8") == key):
        cache.parent.mkdir(parents=True, exist_ok=True)
        building = cache.with_name(f"{cache.name}.building-{os.getpid()}")
        shutil.rmtree(building, ignore_errors=True)
        building.mkdir()
        started = time.monotonic()
        try:
            fill(building)
        except BaseException:
            shutil.rmtree(building, ignore_errors=True)
            raise
        (building / _KEY_FILE).write_text(key, encoding="utf-8")
        old = cache.with_name(f"{cache.name}.old-{os.getpid()}")
        try:
            if cache.exists():
                cache.rename(old)
            building.rename(cache)
        except OSError:  # another run put its build in place first: use that one
            shutil.rmtree(building, ignore_errors=True)
        shutil.rmtree(old, ignore_errors=True)
        logger.info("test bed: filled %s (%d records) in %.0f s", app, size, time.monotonic() - started)
    target = workdir / app
    shutil.rmtree(target, ignore_errors=True)
    shutil.copytree(cache, target, symlinks=True)
    return target


def write_truth(directory: Path, ids: Iterable[str]) -> None:
    """Keep the record ids of a filled installation next to it (the cache carries its truth)."""
    (directory / TRUTH_FILE).write_text(json.dumps(sorted(ids), ensure_ascii=False), encoding="utf-8")


def read_truth(directory: Path) -> frozenset[str]:
    """The record ids :func:`write_truth` kept."""
    return frozenset(json.loads((directory / TRUTH_FILE).read_text(encoding="utf-8")))


def link_record_id(
    truth: frozenset[str], id_of: Callable[[str], str | None]
) -> Callable[[Mapping[str, Any]], str | None]:
    """A ``record_id`` for sites whose records are pages: the first of a feed row's detail URL and
    links that ``id_of`` maps to a record of ``truth`` (None for rows that show no record)."""

    def record_id(row: Mapping[str, Any]) -> str | None:
        for url in [row.get("detail_url"), *(row.get("links") or [])]:
            found = id_of(url) if isinstance(url, str) else None
            if found in truth:
                return found
        return None

    return record_id


def result_page(client: Client, url: str) -> str:
    """The page a search URL answers; empty when the site refuses the query (an HTTP 4xx: Fossil's
    ``s=*``), which shows no record. Server errors still raise."""
    try:
        return client.get(url)
    except urllib.error.HTTPError as exc:
        if 400 <= exc.code < 500:
            return ""
        raise


def linked_ids(
    page: str, base: str, truth: frozenset[str], id_of: Callable[[str], str | None], limit: int | None = None
) -> list[str]:
    """The records of ``truth`` that the links of ``page`` (a result list's HTML) show, in page order, once
    each, at most ``limit``: what a search helper reads off a result page, outside the crawler."""
    ids: dict[str, None] = {}
    for match in _HREF.finditer(page):
        found = id_of(urllib.parse.urljoin(base, html.unescape(match.group(2))))
        if found in truth:
            ids[found] = None
            if limit is not None and len(ids) >= limit:
                break
    return list(ids)


def run(command: list[str], cwd: Path, env: Mapping[str, str] | None = None, stdin: str | None = None) -> str:
    """Run a fill step; a failure raises with the program's own output (a fill must not fail silently)."""
    done = subprocess.run(
        command, cwd=cwd, env={**os.environ, **(env or {})}, input=stdin, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(
            f"{' '.join(command)} failed ({done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}"
        )
    return done.stdout


class Server:
    """A server process of the test bed, in its own process group, its output in a log file.

    ``stop()`` ends the whole group (``php -S`` with workers forks) and waits for it, so nothing
    is left running; it may be called more than once.
    """

    def __init__(self, command: list[str], cwd: Path, log: Path, env: Mapping[str, str] | None = None) -> None:
        self.log = log
        with log.open("ab") as out:
            self.process = subprocess.Popen(
                command,
                cwd=cwd,
                env={**os.environ, **(env or {})},
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )

    def wait_ready(self, url: str, timeout: float = 30.0) -> None:
        """Wait until ``url`` answers (any HTTP status below 500); raise with the log if the server died."""
        deadline = time.monotonic() + timeout
        while True:
            if self.process.poll() is not None:
                self.stop()
                raise RuntimeError(f"server exited ({self.process.returncode}):\n{self._tail()}")
            try:
                with urllib.request.urlopen(url, timeout=10):
                    return
            except urllib.error.HTTPError as exc:
                if exc.code < 500:
                    return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"server did not answer {url} within {timeout:.0f} s:\n{self._tail()}")
            time.sleep(0.2)

    def _tail(self) -> str:
        try:
            return self.log.read_text(errors="replace")[-2000:]
        except OSError:
            return ""

    def stop(self) -> None:
        """End the server and every process it started."""
        if self.process.poll() is None:
            try:
                os.killpg(self.process.pid, signal.SIGTERM)
            except ProcessLookupError:
                pass
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        # Workers of the group may outlive their parent for a moment.
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def serve(
    name: str,
    directory: Path,
    command: list[str],
    start_url: str,
    id_of: Callable[[str], str | None],
    notes: Mapping[str, Any],
    env: Mapping[str, str] | None = None,
) -> TestbedSite:
    """Start the server of a filled installation and answer the running site (its truth read from
    ``directory``, its records told by ``id_of`` of their links)."""
    server = Server(command, cwd=directory, log=directory / "server.log", env=env)
    server.wait_ready(start_url, timeout=60)
    truth = read_truth(directory)
    return TestbedSite(
        name=name,
        start_url=start_url,
        truth=truth,
        record_id=link_record_id(truth, id_of),
        notes={**notes, "install": INSTALL},
        stop=server.stop,
    )
