"""The append-only journal of the in-process crawl state (``<jobdir>/<prefix>-state.jsonl``).

One JSON array per line, one line per change, each written in one ``write``
and flushed to the OS, so a process killed at any moment leaves every change
it made before the kill, plus at most one incomplete last line:

* an incomplete (or unreadable) **last** line is the write the kill cut
  short; it is cut off the file before anything is appended after it (it
  would otherwise hide every later line from the next resume);
* an unreadable line **before** the last one is not something a kill does
  (a disk error, an edit by hand): loading stops with :class:`StateCorrupt`,
  naming the file and the line, instead of silently dropping what follows.

The journal is compacted by replacing the whole file with one snapshot line
(written to a temporary file, fsynced, renamed over the journal, directory
fsynced): a kill at any point leaves either the old journal or the new one.
:meth:`Journal.grown` says when the changes appended since the last
compaction outweigh the snapshot, so that a crawl killed many times still
resumes in time proportional to its state, not to its history.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from hiddenweb.state.base import StateCorrupt

logger = logging.getLogger(__name__)

#: The first element of a snapshot line.
SNAPSHOT = "snapshot"


class Journal:
    """The journal file: read (repairing a torn tail), append, compact."""

    def __init__(self, path: Path, *, compact_min_bytes: int = 8 << 20, compact_factor: float = 2.0) -> None:
        self.path = path
        #: Compact once the lines appended since the last compaction exceed both this many
        #: bytes and ``compact_factor`` times the size of the last snapshot.
        self.compact_min_bytes = compact_min_bytes
        self.compact_factor = compact_factor
        self._file: IO[bytes] | None = None
        self._snapshot_bytes = 0  # size of the snapshot line the file starts with
        self._appended_bytes = 0  # bytes after it

    def entries(self) -> Iterator[tuple[int, list[Any]]]:
        """``(line number, entry)`` of every complete line; a torn last line is cut off the file.

        Raises :class:`StateCorrupt` for an unreadable line that is not the last one.
        """
        self._snapshot_bytes = self._appended_bytes = 0
        if not self.path.exists():
            return
        good_end = 0
        bad: tuple[int, str] | None = None
        with self.path.open("rb") as file:
            for number, line in enumerate(file, 1):
                if bad is not None:
                    raise StateCorrupt(
                        f"{self.path}, line {bad[0]}: {bad[1]}; the lines after it cannot be trusted, so the crawl "
                        f"state is not resumed. Remove or repair that line to resume without it, or remove the "
                        f"file to start the crawl over"
                    )
                try:
                    entry = _parse(line)
                except ValueError as error:
                    bad = (number, str(error))
                    continue
                yield number, entry
                good_end += len(line)
                if number == 1 and entry[0] == SNAPSHOT:
                    self._snapshot_bytes = len(line)
                else:
                    self._appended_bytes += len(line)
        if bad is not None:
            self._cut(good_end, bad)

    def _cut(self, good_end: int, bad: tuple[int, str]) -> None:
        """Cut the torn last line off the file (it is the write a kill interrupted)."""
        size = self.path.stat().st_size
        with self.path.open("r+b") as file:
            file.truncate(good_end)
            file.flush()
            os.fsync(file.fileno())
        logger.warning(
            "%s, line %d: %s; discarded it (%d bytes), the write a killed crawl left unfinished",
            self.path,
            bad[0],
            bad[1],
            size - good_end,
        )

    # -- appending ------------------------------------------------------------
    def open(self) -> None:
        """Open for appending (after :meth:`entries` has read and repaired the file)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._file = self.path.open("ab")

    @property
    def is_open(self) -> bool:
        return self._file is not None

    def write(self, entry: list[Any]) -> None:
        """Append one entry as one line, flushed to the OS (it survives a kill of the process)."""
        assert self._file is not None
        line = _dumps(entry)
        self._file.write(line)
        self._file.flush()
        self._appended_bytes += len(line)

    def grown(self) -> bool:
        """Whether the lines appended since the last compaction call for a new one."""
        return self._appended_bytes > max(self.compact_min_bytes, self.compact_factor * self._snapshot_bytes)

    @property
    def appended_bytes(self) -> int:
        """Bytes of the lines after the snapshot (all lines when there is none)."""
        return self._appended_bytes

    def sync(self) -> None:
        """Make every line written so far durable (fsync)."""
        if self._file is not None:
            self._file.flush()
            os.fsync(self._file.fileno())

    def compact(self, snapshot: Any) -> None:
        """Replace the journal with one snapshot line, crash-safely (temporary file, fsync, rename)."""
        line = _dumps([SNAPSHOT, 1, snapshot])
        tmp = self.path.with_name(self.path.name + ".compacting")
        with tmp.open("wb") as file:
            file.write(line)
            file.flush()
            os.fsync(file.fileno())
        os.replace(tmp, self.path)
        _fsync_directory(self.path.parent)
        reopen = self._file is not None
        self.close()
        if reopen:
            self.open()
        self._snapshot_bytes, self._appended_bytes = len(line), 0

    def close(self) -> None:
        """Close the file (what was written stays; nothing is compacted)."""
        if self._file is not None:
            self._file.close()
            self._file = None


def _dumps(entry: Any) -> bytes:
    return (json.dumps(entry, separators=(",", ":")) + "\n").encode("utf-8")


def _parse(line: bytes) -> list[Any]:
    """The entry of a complete journal line; ValueError for anything else."""
    if not line.endswith(b"\n"):
        raise ValueError("incomplete line (no newline at its end)")
    try:
        entry = json.loads(line)
    except ValueError as error:  # UnicodeDecodeError included
        raise ValueError(f"not valid JSON ({error})") from None
    if not isinstance(entry, list) or not entry or not isinstance(entry[0], str):
        raise ValueError("not a journal entry (a JSON array starting with the kind of change)")
    return entry


def _fsync_directory(path: Path) -> None:
    """Make a rename in ``path`` durable (where the platform allows opening a directory)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:  # e.g. Windows
        return
    try:
        os.fsync(fd)
    except OSError:  # a file system that cannot fsync a directory: the rename is as durable as it allows
        logger.debug("cannot fsync the directory %s", path)
    finally:
        os.close(fd)
