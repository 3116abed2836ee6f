"""What every test-bed application gives the tests and ``benchmarks/bench_realsites.py``."""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import socket
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

__all__ = [
    "Missing",
    "TestbedSite",
    "built_once",
    "free_port",
    "need_commands",
    "serve_main",
    "serve_until_interrupted",
]


class Missing(RuntimeError):
    """The application (or a program it needs) is not installed here; the message says how to install it."""


@dataclass
class TestbedSite:
    """A running application of the test bed and the truth about its database.

    ``record_id`` maps one emitted ``Record`` (a feed row, a dict) to the id of
    the database record it shows (None: not a record of the database, e.g. a
    navigation row segmented as a record). Coverage is
    ``len({record_id(r)} & truth) / len(truth)``; a duplicate is a second
    feed row with the same id.
    """

    __test__ = False  # not a pytest test class

    name: str
    #: What ``scrapy crawl harvest -a start_urls=`` gets: the page with the search form.
    start_url: str
    #: The id of every record of the database.
    truth: frozenset[str]
    record_id: Callable[[Mapping[str, Any]], str | None]
    #: Extra Scrapy settings the crawl needs here (e.g. credentials), as ``-s`` would give them.
    settings: dict[str, Any] = field(default_factory=dict)
    #: What is known about the application's search: page size, cap, listing for an empty query...
    notes: dict[str, Any] = field(default_factory=dict)
    stop: Callable[[], None] = lambda: None
    #: The application's own search, asked over plain HTTP outside the crawler (for the oracle):
    #: ``search(term)`` -> (ids of every matching record, through full pagination; result pages it took).
    #: None: the oracle cannot run on this site.
    search: Callable[[str], tuple[list[str], int]] | None = None
    #: The total the site prints for ``term`` where it need not be the number of records ``search``
    #: finds (MediaWiki counts a page that matches by title and by text twice); None here: the printed
    #: total is that number, or the site prints none (``notes["total"]`` is None).
    printed_total: Callable[[str], int | None] | None = None
    #: The searchable text of each record (what the site's search looks in): the oracle's candidate words.
    documents: list[str] = field(default_factory=list)
    #: The same texts by record id, where the module knows which is which (tests check ``search`` against them).
    texts: dict[str, str] = field(default_factory=dict)

    def __enter__(self) -> TestbedSite:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def need_commands(*names: str, install: str) -> None:
    """Raise :class:`Missing` unless every command is on the PATH (``install`` says how to get them)."""
    missing = [name for name in names if shutil.which(name) is None]
    if missing:
        raise Missing(f"{', '.join(missing)} not found; install with: {install}")


def serve_until_interrupted(site: TestbedSite) -> None:
    """Print the site's start URL and keep it running until Ctrl-C (a module's ``main``, to look at it)."""
    print(site.start_url, flush=True)
    try:
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        site.stop()


def serve_main(
    description: str, start: Callable[[Path, int], TestbedSite], default_size: int, argv: Sequence[str] | None
) -> None:
    """A module's ``main``: build the site of ``--size`` records into ``--dir`` and serve it until interrupted."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--dir", type=Path, required=True)
    parser.add_argument("--size", type=int, default=default_size)
    args = parser.parse_args(argv)
    serve_until_interrupted(start(args.dir, args.size))


def built_once(directory: Path, key: Any, out: Path, ready: Path, build: Callable[[], float]) -> Path:
    """``out``, built under ``directory`` by ``build`` (which answers the seconds it took, kept in
    ``build-seconds``) unless the stamp there says it was built from the same ``key`` (JSON data:
    the content, its generator's version) and ``ready`` exists: a test and the benchmarks reuse it."""
    digest = hashlib.sha1(json.dumps(key).encode()).hexdigest()
    stamp = directory / "KEY"
    if stamp.is_file() and stamp.read_text() == digest and ready.exists():
        return out
    stamp.unlink(missing_ok=True)
    seconds = build()
    (directory / "build-seconds").write_text(f"{seconds:.1f}\n")
    stamp.write_text(digest)
    return out
