"""The crawl report: what a crawl got, at a glance, as one self-contained HTML page.

``hiddenweb report FEED_OR_JOBDIR… -o report.html`` reads the crawl log each
crawl writes (:mod:`hiddenweb.crawllog`, schema in :mod:`.events`) and the
feeds (:mod:`.data`), draws the plots (:mod:`.plots`, matplotlib: the
``report`` extra) and writes the page (:mod:`.html`). No Scrapy here.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from hiddenweb.report.data import Crawl, ReportError, load_crawl

__all__ = ["Crawl", "ReportError", "load_crawl", "write_report"]


def write_report(paths: Sequence[str | Path], output: str | Path) -> Path:
    """Write the report of the crawl behind ``paths`` (feeds, crawl logs, JOBDIRs) to ``output``; its path.

    :class:`ReportError` when an input is missing, holds nothing, or matplotlib is not installed.
    """
    from hiddenweb.report.html import render_report

    page = render_report(load_crawl(paths))
    out = Path(output)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(page, encoding="utf-8")
    return out
