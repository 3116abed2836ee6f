"""The test bed's applications, by name: each module's ``start(workdir, size)`` answers a running
:class:`~tests.testbed.base.TestbedSite` (or raises :class:`~tests.testbed.base.Missing`)."""

from __future__ import annotations

import importlib
from pathlib import Path

from tests.testbed.base import TestbedSite

__all__ = ["SITES", "start"]

#: name -> module; PyPI applications first (they run in CI), then Debian's (benchmarks).
SITES = {
    "flaskadmin": "tests.testbed.flaskadmin",
    "roundup": "tests.testbed.roundup",
    "datasette": "tests.testbed.datasette",
    "djangoadmin": "tests.testbed.djangoadmin",
    "trac": "tests.testbed.trac",
    "sphinxdocs": "tests.testbed.sphinxdocs",
    "mkdocs": "tests.testbed.mkdocsite",
    "mediawiki": "tests.testbed.mediawiki",
    "dokuwiki": "tests.testbed.dokuwiki",
    "fossil": "tests.testbed.fossil",
    "wordpress": "tests.testbed.wordpress",
}


def start(name: str, workdir: Path, size: int | None = None) -> TestbedSite:
    """Install-check, fill and start application ``name`` with ``size`` records (its default if None)."""
    module = importlib.import_module(SITES[name])
    site: TestbedSite = module.start(workdir, size)
    return site
