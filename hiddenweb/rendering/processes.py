"""The browser's processes and their memory, read from ``/proc`` (Linux).

Playwright's Node driver and the Chromium it launches are children of the
crawl's process; their memory is reported in the stats
(``hiddenweb/browser/memory``), so that a crawl that renders for hours
shows whether the browser grows.
"""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Process:
    """One process: its id, name (``comm``) and resident memory in bytes."""

    pid: int
    name: str
    rss: int


def descendants(root_pid: int | None = None) -> list[Process] | None:
    """Every process descending from ``root_pid`` (default: this one); None off Linux."""
    root_pid = root_pid or os.getpid()
    try:
        entries = os.listdir("/proc")
    except OSError:
        return None
    children: dict[int, list[int]] = {}
    found: dict[int, Process] = {}
    page = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
    for name in entries:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as fh:
                stat = fh.read().decode("ascii", "replace")
            fields = stat[stat.rindex(")") + 2 :].split()
            pid, ppid = int(name), int(fields[1])
            found[pid] = Process(pid, stat[stat.index("(") + 1 : stat.rindex(")")], int(fields[21]) * page)
            children.setdefault(ppid, []).append(pid)
        except (OSError, ValueError, IndexError):
            continue  # the process ended while we read /proc
    out, stack = [], list(children.get(root_pid, []))
    while stack:
        pid = stack.pop()
        out.append(found[pid])
        stack.extend(children.get(pid, []))
    return out


def browser_memory(root_pid: int | None = None) -> int | None:
    """Memory (bytes, PSS where the kernel reports it, else RSS) of every process
    descending from this one: Playwright's driver and the browser it launched.
    None off Linux."""
    processes = descendants(root_pid)
    if processes is None:
        return None
    return sum(_pss(p.pid, p.rss) for p in processes)


def _pss(pid: int, fallback: int) -> int:
    """Proportional set size: shared pages split between the browser's processes
    (summing RSS would count the shared ones once per renderer)."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as fh:
            for line in fh:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass  # gone, or no smaps_rollup (old kernels): the RSS stands in
    return fallback
