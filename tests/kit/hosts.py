"""Loopback addresses for local sites, and starting a site on one for the length of a block.

Every site gets its own address (127.0.0.2, 127.0.0.3, …) so that sites are
distinct hosts for a crawler's politeness, cookies and per-site limits, as on
the web. Linux answers on all of 127.0.0.0/8 without configuration.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TypeVar

from hiddenweb.demo.server import WebApp

_lock = threading.Lock()
_counters: dict[str, itertools.count[int]] = {}

W = TypeVar("W", bound=WebApp)


def next_host(net: str = "127.0.0") -> str:
    """The next unused address of this process in ``net``: ``net.2``, ``net.3``, …, then the next /24s.

    Each site family counts in its own ``net`` (record sites 127.0.0.x, JS sites
    127.0.5.x), so families started by one process never share an address.
    """
    with _lock:
        n = next(_counters.setdefault(net, itertools.count(2)))
    if n < 254:
        return f"{net}.{n}"
    a, b, c = net.split(".")
    return f"{a}.{b}.{int(c) + n // 254}.{n % 254 + 1}"


@contextmanager
def serving(app: W, host: str | None = None, port: int = 0) -> Iterator[W]:
    """Start ``app`` on ``host`` (default: :func:`next_host`) and stop it when the block ends."""
    app.start(host or next_host(), port)
    try:
        yield app
    finally:
        app.stop()
