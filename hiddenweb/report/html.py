"""The crawl report as one self-contained HTML page (inline CSS and SVG, nothing fetched to view it).

Every headline number is a ``<span class="num" id="num-…" data-value="…">``,
so a reader (or a test) can take it from the page exactly.
"""

from __future__ import annotations

import datetime
from collections.abc import Iterable, Sequence
from html import escape
from typing import Any

from hiddenweb.report.data import Crawl
from hiddenweb.report.events import PageVisited
from hiddenweb.report.plots import Plot, discover_plots, harvest_plots

__all__ = ["render_report"]

STYLE = """
body{font:14px/1.45 system-ui,sans-serif;margin:24px auto;max-width:1100px;padding:0 16px;color:#1f2328}
h1{font-size:22px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #d0d7de}
.nums{display:flex;flex-wrap:wrap;gap:12px}.card{border:1px solid #d0d7de;border-radius:6px;padding:8px 14px}
.card .num{display:block;font-size:22px;font-weight:600}.card small{color:#59636e}
.plots{display:grid;grid-template-columns:repeat(auto-fit,minmax(480px,1fr));gap:16px}
figure.plot{margin:0;border:1px solid #d0d7de;border-radius:6px;padding:8px}
figure.plot svg{width:100%;height:auto}figcaption{font-weight:600;margin-bottom:4px}
table{border-collapse:collapse;font-size:13px;margin:8px 0}th,td{border-bottom:1px solid #eaeef2;padding:3px 8px;text-align:left}
th{background:#f6f8fa}td.n{text-align:right;font-variant-numeric:tabular-nums}
.scroll{max-height:480px;overflow:auto}code{font-size:12px}
"""


def _num(name: str, value: Any, text: str | None = None, note: str = "") -> str:
    shown = (
        text if text is not None else ("–" if value is None else f"{value:,}" if isinstance(value, int) else str(value))
    )
    data = "" if value is None else f' data-value="{escape(str(value))}"'
    return (
        f'<div class="card"><span class="num" id="num-{name}"{data}>{escape(shown)}</span>'
        f"<small>{escape(name.replace('-', ' '))}{escape(note)}</small></div>"
    )


def _interval(value: float | None, low: float | None, high: float | None, fmt: str) -> str:
    if value is None:
        return "unknown" if high is None else f"at most {format(high, fmt)}"
    ends = f" ({format(low, fmt) if low is not None else '?'}–{format(high, fmt) if high is not None else '?'})"
    return format(value, fmt) + ends


def _table(headers: Sequence[str], rows: Iterable[Sequence[Any]], table_id: str) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = []
    for row in rows:
        cells = []
        for cell in row:
            if isinstance(cell, tuple):  # (text, link)
                cells.append(f'<td><a href="{escape(cell[1])}">{escape(cell[0])}</a></td>')
            elif isinstance(cell, int | float) and not isinstance(cell, bool):
                cells.append(f'<td class="n">{escape(f"{cell:,}" if isinstance(cell, int) else f"{cell:.3f}")}</td>')
            else:
                cells.append(
                    f"<td>{escape('' if cell is None else 'yes' if cell is True else '' if cell is False else str(cell))}</td>"
                )
        body.append("<tr>" + "".join(cells) + "</tr>")
    return f'<div class="scroll"><table id="{table_id}"><thead><tr>{head}</tr></thead><tbody>{"".join(body)}</tbody></table></div>'


def _figures(plots: list[Plot]) -> str:
    return (
        '<div class="plots">'
        + "".join(
            f'<figure class="plot" id="plot-{pid}"><figcaption>{escape(title)}</figcaption>{svg}</figure>'
            for pid, title, svg in plots
        )
        + "</div>"
    )


def _harvest(crawl: Crawl) -> str:
    queries = crawl.queries()
    estimate = crawl.final_estimate()
    spent = crawl.requests_by_kind()
    requests = sum(s.last.requests for s in crawl.harvest_sources() if s.last is not None)
    reasons = sorted({s.end.reason for s in crawl.harvest_sources() if s.end is not None})
    budget = max((s.last.budget for s in crawl.harvest_sources() if s.last is not None), default=0)
    empty = sum(s.last.empty_pages for s in crawl.harvest_sources() if s.last is not None)
    cov = estimate["coverage"]
    nums = [
        _num("records", crawl.records()),
        _num("queries", len(queries), note=f" ({sum(1 for q in queries if q.get('probe'))} of them probes)"),
        _num(
            "coverage",
            None if cov is None else round(cov, 4),
            _interval(cov, estimate["coverage_low"], estimate["coverage_high"], ".2f"),
            " (estimated, interval)",
        ),
        _num(
            "estimated-size",
            None if not estimate["estimated_size"] else round(estimate["estimated_size"]),
            _interval(
                estimate["estimated_size"], estimate["estimated_size_low"], estimate["estimated_size_high"], ",.0f"
            ),
        ),
        _num(
            "requests",
            requests,
            note=f" ({requests - spent['other']:,} of a budget of {budget:,}, {spent['other']:,} other)"
            if budget
            else "",
        ),
        _num("empty-pages", empty),
        _num("finish-reason", ", ".join(reasons) or None, ", ".join(reasons) or "not finished (killed?)"),
    ]
    rows = [
        (
            q.get("term"),
            q.get("reported_total"),
            q.get("pages", 0),
            q.get("records", 0),
            q.get("new_records", 0),
            bool(q.get("capped")),
            q.get("stop_reason"),
            bool(q.get("probe")),
        )
        for q in queries
    ]
    parts = [
        "<h2>Harvest</h2>",
        f'<div class="nums">{"".join(nums)}</div>',
        _figures(harvest_plots(crawl)),
        "<h3>Queries</h3>",
        _table(
            ("term or template", "reported total", "pages", "records", "new records", "capped", "stop reason", "probe"),
            rows,
            "queries",
        ),
        "<h3>Requests by kind</h3>",
        _table(("kind", "requests"), sorted(spent.items()), "budget"),
        "<h3>Errors by reason</h3>",
        _table(("reason", "count"), crawl.errors().most_common(), "errors") if crawl.errors() else "<p>No errors.</p>",
    ]
    return "".join(parts)


def _discover(crawl: Crawl) -> str:
    sources = crawl.discover_sources()
    pages = sum(sum(1 for e in s.events if type(e) is PageVisited) for s in sources)
    forms = crawl.forms()
    learning = crawl.learning()
    nums = [
        _num("pages", pages),
        _num("relevant-forms", len(forms)),
        _num("harvest-rate", round(1000.0 * len(forms) / pages, 2) if pages else None, note=" (per 1,000 pages)"),
        _num("learning-iterations", len(learning)),
    ]
    form_rows = [
        (
            (f.get("url", ""), f.get("url", "")),
            f.get("site"),
            f.get("relevance"),
            f.get("searchable"),
            f.get("keyword_field"),
            (f.get("form") or {}).get("method") or f.get("method"),
            (f.get("form") or {}).get("action") or f.get("action"),
        )
        for f in forms
    ]
    return "".join(
        [
            "<h2>Discover</h2>",
            f'<div class="nums">{"".join(nums)}</div>',
            _figures(discover_plots(crawl)),
            "<h3>Learning iterations and their selected features</h3>",
            _table(
                ("iteration", "pages", "relevant forms", "selected features"),
                [(e.iteration, e.pages, e.relevant, e.features) for e in learning],
                "learning",
            ),
            "<h3>Relevant forms</h3>",
            _table(("page", "site", "relevance", "P(search)", "keyword field", "method", "action"), form_rows, "forms"),
        ]
    )


def _workers(crawl: Crawl) -> str:
    rows = []
    for source in crawl.sources:
        last, end = source.last, source.end
        queries = source.queries()
        rows.append(
            (
                source.label,
                source.spider,
                last.requests if last else None,
                len(queries),
                max((q.get("cumulative_records", 0) for q in queries), default=None),
                last.pages if last else None,
                last.relevant_forms if last else None,
                sum(1 for e in source.events if type(e).__name__ == "CrawlStarted"),
                end.reason if end else "not finished",
            )
        )
    return "<h2>Workers</h2>" + _table(
        (
            "worker",
            "spider",
            "requests",
            "queries",
            "records (fleet)",
            "pages",
            "relevant forms",
            "runs",
            "finish reason",
        ),
        rows,
        "workers",
    )


def render_report(crawl: Crawl, title: str = "hiddenweb crawl report") -> str:
    """The report of ``crawl`` as one HTML page."""
    inputs = ", ".join(str(s.feed or s.log) for s in crawl.sources)
    parts = [
        f"<!doctype html><html lang=en><head><meta charset=utf-8><title>{escape(title)}</title>",
        f"<style>{STYLE}</style></head><body><h1>{escape(title)}</h1>",
        f"<p><small>{escape(inputs)} · made {datetime.datetime.now().strftime('%Y-%m-%d %H:%M')}</small></p>",
    ]
    if crawl.harvest_sources():
        parts.append(_harvest(crawl))
    if crawl.discover_sources():
        parts.append(_discover(crawl))
    if crawl.fleet:
        parts.append(_workers(crawl))
    parts.append("</body></html>")
    return "\n".join(parts)
