"""Where things are: the repository root (crawls run there) and the fixture pages."""

from __future__ import annotations

from pathlib import Path

#: The repository root: ``scrapy crawl`` subprocesses run here, so ``tests.*`` is importable in them.
ROOT = Path(__file__).resolve().parents[2]
#: Hand-written pages: ``PAGES / "forms"`` and ``PAGES / "records"`` (with their gold records).
PAGES = ROOT / "tests" / "pages"
