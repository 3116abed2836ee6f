"""The crawl report's plots, drawn by matplotlib (Agg, no display) as inline SVG.

matplotlib is an optional dependency (``pip install 'hiddenweb[report]'``):
:func:`require_matplotlib` says so in one line when it is missing.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any

from hiddenweb.report.data import Crawl, ReportError, Source
from hiddenweb.report.events import REQUEST_KINDS, PageVisited, QueryEnded

__all__ = ["discover_plots", "harvest_plots", "require_matplotlib"]

#: Plot title and SVG, in the order the report shows them.
Plot = tuple[str, str, str]  # (id, title, svg)

COLORS = ("#1f6feb", "#d1242f", "#1a7f37", "#9a6700", "#8250df", "#bf3989", "#0a7480", "#6e7781")


def require_matplotlib() -> Any:
    """The ``matplotlib.figure`` module (Agg backend); :class:`ReportError` naming the extra when missing."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        matplotlib.rcParams.update({"svg.fonttype": "none", "font.size": 9, "axes.spines.top": False})
        matplotlib.rcParams["axes.spines.right"] = False
        from matplotlib import figure
    except ImportError:
        raise ReportError(
            "the crawl report draws its plots with matplotlib, which is not installed: pip install 'hiddenweb[report]'"
        ) from None
    return figure


def _svg(draw: Callable[[Any], None], height: float = 3.0) -> str:
    """One figure as SVG text (no XML prolog: it goes inline into the HTML)."""
    figure = require_matplotlib().Figure(figsize=(7.2, height), layout="constrained")
    draw(figure)
    out = io.StringIO()
    figure.savefig(out, format="svg")
    svg = out.getvalue()
    return svg[svg.index("<svg") :]


def _query_points(source: Source) -> list[QueryEnded]:
    return [e for e in source.events if type(e) is QueryEnded]


def _records_and_size(crawl: Crawl) -> Callable[[Any], None]:
    def draw(figure: Any) -> None:
        ax = figure.subplots()
        for index, source in enumerate(crawl.harvest_sources()):
            points = _query_points(source)
            if not points:
                continue
            color = COLORS[index % len(COLORS)]
            label = f" ({source.label})" if crawl.fleet else ""
            x = [p.requests for p in points]
            ax.plot(x, [p.cumulative_records for p in points], color=color, label=f"records found{label}")
            sized = [p for p in points if p.estimated_size]
            if sized:
                xs = [p.requests for p in sized]
                ax.plot(xs, [p.estimated_size for p in sized], "--", color=color, label=f"estimated size{label}")
                top = max(p.estimated_size_high or p.estimated_size or 0 for p in sized) * 1.1
                highs = [p.estimated_size_high if p.estimated_size_high else top for p in sized]
                lows = [p.estimated_size_low or p.estimated_size for p in sized]
                ax.fill_between(xs, lows, highs, color=color, alpha=0.15, label=f"size interval{label}")
        ax.set_xlabel("requests")
        ax.set_ylabel("records")
        ax.legend(loc="upper left", fontsize=8)

    return draw


def _coverage(crawl: Crawl) -> Callable[[Any], None]:
    def draw(figure: Any) -> None:
        ax = figure.subplots()
        for index, source in enumerate(crawl.harvest_sources()):
            points = [p for p in _query_points(source) if p.coverage is not None]
            if not points:
                continue
            color = COLORS[index % len(COLORS)]
            x = [p.requests for p in points]
            ax.plot(x, [p.coverage for p in points], color=color, label=source.label if crawl.fleet else "estimate")
            ax.fill_between(
                x,
                [p.coverage_low if p.coverage_low is not None else 0.0 for p in points],
                [min(p.coverage_high if p.coverage_high is not None else 1.0, 1.0) for p in points],
                color=color,
                alpha=0.15,
                label="interval" if not crawl.fleet else None,
            )
        ax.set_ylim(0, 1.05)
        ax.set_xlabel("requests")
        ax.set_ylabel("estimated coverage")
        ax.legend(loc="upper left", fontsize=8)

    return draw


def _new_per_query(crawl: Crawl) -> Callable[[Any], None]:
    queries = crawl.queries()

    def draw(figure: Any) -> None:
        ax = figure.subplots()
        colors = [COLORS[1] if q.get("probe") else COLORS[0] for q in queries]
        ax.bar(range(1, len(queries) + 1), [q.get("new_records", 0) for q in queries], color=colors, width=0.8)
        ax.set_xlabel("query (red: probes of the size or of a plan)")
        ax.set_ylabel("new records")

    return draw


def _new_per_request(crawl: Crawl) -> Callable[[Any], None]:
    def draw(figure: Any) -> None:
        ax = figure.subplots()
        for index, source in enumerate(crawl.harvest_sources()):
            points = _query_points(source)
            xs, ys, before, seen = [], [], 0, 0
            for p in points:
                spent = p.requests - before
                if spent > 0:
                    xs.append(p.requests)
                    ys.append(max(p.cumulative_records - seen, 0) / spent)
                    before, seen = p.requests, p.cumulative_records
            ax.plot(xs, ys, ".-", color=COLORS[index % len(COLORS)], label=source.label if crawl.fleet else None)
        ax.set_xlabel("requests")
        ax.set_ylabel("new records per request")
        if crawl.fleet:
            ax.legend(fontsize=8)

    return draw


def _barh(labels: Sequence[str], values: Sequence[float], xlabel: str, color: str = COLORS[0]) -> Callable[[Any], None]:
    def draw(figure: Any) -> None:
        ax = figure.subplots()
        bars = ax.barh(list(labels)[::-1], list(values)[::-1], color=color)
        ax.bar_label(bars, padding=3, fontsize=8)
        ax.set_xlabel(xlabel)

    return draw


def _height(rows: int) -> float:
    return max(1.6, 0.5 + 0.3 * rows)


def harvest_plots(crawl: Crawl) -> list[Plot]:
    """The harvest's plots: records and size, coverage, new records per query and per request, the budget, errors."""
    plots = [
        ("records", "Records found and estimated database size (with its interval)", _svg(_records_and_size(crawl))),
        ("coverage", "Estimated coverage (with its interval)", _svg(_coverage(crawl))),
        ("new-per-query", "New records per query", _svg(_new_per_query(crawl))),
        ("new-per-request", "New records per request", _svg(_new_per_request(crawl))),
    ]
    spent = crawl.requests_by_kind()
    kinds = [k for k in (*REQUEST_KINDS, "retries", "rendered") if k in spent or k in ("probes", "result_pages")]
    labels = [k.replace("_", " ") for k in kinds]
    plots.append(
        (
            "budget",
            "How the requests were spent",
            _svg(_barh(labels, [spent[k] for k in kinds], "requests"), _height(len(kinds))),
        )
    )
    errors = crawl.errors()
    if errors:
        top = errors.most_common(12)
        draw = _barh([k for k, _ in top], [v for _, v in top], "count", COLORS[1])
        plots.append(("errors", "Errors by reason", _svg(draw, _height(len(top)))))
    return plots


def _harvest_rate(crawl: Crawl) -> Callable[[Any], None]:
    def draw(figure: Any) -> None:
        ax = figure.subplots()
        for index, source in enumerate(crawl.discover_sources()):
            pages = [e for e in source.events if type(e) is PageVisited]
            color = COLORS[index % len(COLORS)]
            ax.step(
                [p.pages for p in pages],
                [p.relevant for p in pages],
                where="post",
                color=color,
                label=source.label if crawl.fleet else "relevant forms",
            )
        for learned in crawl.learning():
            ax.axvline(learned.pages, color=COLORS[3], linestyle=":", linewidth=1)
            ax.annotate(
                f"#{learned.iteration}",
                (learned.pages, 0),
                xytext=(2, 2),
                textcoords="offset points",
                fontsize=7,
                color=COLORS[3],
            )
        ax.set_xlabel("pages crawled (dotted: learning iterations)")
        ax.set_ylabel("relevant forms")
        ax.legend(loc="upper left", fontsize=8)

    return draw


def discover_plots(crawl: Crawl) -> list[Plot]:
    """discover's plots: relevant forms vs pages with the learning iterations, forms per site, page verdicts."""
    plots = [("harvest-rate", "Relevant forms vs pages crawled (harvest rate)", _svg(_harvest_rate(crawl)))]
    sites: dict[str, int] = {}
    for form in crawl.forms():
        sites[form.get("site", "")] = sites.get(form.get("site", ""), 0) + 1
    top = sorted(sites.items(), key=lambda kv: (-kv[1], kv[0]))[:20]
    if top:
        draw = _barh([k for k, _ in top], [v for _, v in top], "relevant forms")
        plots.append(("forms-per-site", "Relevant forms per site", _svg(draw, _height(len(top)))))
    verdicts = {"on topic": 0, "off topic": 0, "with a relevant form": 0}
    for source in crawl.discover_sources():
        for page in source.events:
            if type(page) is PageVisited:
                verdicts["on topic" if page.on_topic else "off topic"] += 1
                verdicts["with a relevant form"] += bool(page.relevant_forms)
    draw = _barh(list(verdicts), list(verdicts.values()), "pages", COLORS[2])
    plots.append(("page-verdicts", "Pages by the page classifier's verdict", _svg(draw, _height(3))))
    return plots
