"""Servers and plain HTTP for the test bed (stdlib only): start an application, a client that keeps cookies.

The oracle (:mod:`tests.testbed.oracle`) asks each application's search
through this client, outside the crawler, so what it learns does not depend
on the code under test.
"""

from __future__ import annotations

import http.cookiejar
import os
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable
from pathlib import Path

__all__ = ["ROOT", "Client", "serve_directory", "start_server", "wait_until_up"]

#: The repository: servers run from here so ``python -m tests.testbed.<app>`` finds this package.
ROOT = Path(__file__).resolve().parents[2]


def start_server(module: str, args: list[str], url: str, log: Path, timeout: float = 120) -> Callable[[], None]:
    """Run ``python -m module args`` (output to ``log``) until ``url`` answers; the function that stops it."""
    with log.open("ab") as out:  # the child keeps its own descriptor
        process = subprocess.Popen(
            [sys.executable, "-m", module, *args],
            cwd=ROOT,
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )

    def stop() -> None:
        process.kill()
        process.wait()

    try:
        wait_until_up(url, process, timeout=timeout, log=log)
    except BaseException:
        stop()
        raise
    return stop


def serve_directory(directory: Path, port: int, page: str, log: Path) -> tuple[str, Callable[[], None]]:
    """Serve ``directory`` as static files on 127.0.0.1:``port`` (``python -m http.server``) until ``page``
    answers: the base URL and the function that stops it (a built documentation site)."""
    base = f"http://127.0.0.1:{port}/"
    args = [str(port), "--bind", "127.0.0.1", "--directory", str(directory)]
    return base, start_server("http.server", args, base + page, log)


class Client:
    """GET and POST with one cookie jar (a logged-in session lasts as long as the client)."""

    def __init__(self, timeout: float = 60) -> None:
        self.timeout = timeout
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))

    def get(self, url: str) -> str:
        """The page's text (HTTP errors raise ``urllib.error.HTTPError``)."""
        with self.opener.open(url, timeout=self.timeout) as response:
            return str(response.read().decode("utf-8", "replace"))

    def post(self, url: str, data: dict[str, str]) -> str:
        """Post a form (urlencoded); the text of the page it leads to."""
        body = urllib.parse.urlencode(data).encode()
        with self.opener.open(url, data=body, timeout=self.timeout) as response:
            return str(response.read().decode("utf-8", "replace"))


def wait_until_up(url: str, process: subprocess.Popen[bytes], timeout: float, log: Path | None = None) -> None:
    """Return once ``url`` answers (any HTTP status); raise if the server exits or ``timeout`` passes."""
    deadline = time.monotonic() + timeout
    while True:
        if process.poll() is not None:
            tail = log.read_text(errors="replace")[-3000:] if log and log.exists() else ""
            raise RuntimeError(f"the server exited with status {process.returncode} before answering {url}\n{tail}")
        try:
            with urllib.request.urlopen(url, timeout=5):
                return
        except urllib.error.HTTPError:
            return  # it answers
        except OSError:
            pass
        if time.monotonic() > deadline:
            raise RuntimeError(f"{url} did not answer within {timeout:.0f} s")
        time.sleep(0.2)
