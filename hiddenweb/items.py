"""Items that hiddenweb spiders emit (dataclasses, read through itemadapter)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Record:
    """One record of a hidden database, as found on a result page.

    ``fields`` holds cleaned values under their labels (or generated names
    such as ``field_3``); ``raw`` keeps the text as it was on the page.
    """

    key: str
    url: str
    query: str | None = None
    page: int = 1
    position: int = 0
    fields: dict[str, str] = field(default_factory=dict)
    raw: dict[str, str] = field(default_factory=dict)
    types: dict[str, str] = field(default_factory=dict)
    links: list[str] = field(default_factory=list)
    detail_url: str | None = None
    site: str = ""
    #: text of the detail page, with ``HIDDENWEB_FOLLOW_DETAILS``
    detail_text: str | None = None


@dataclass
class QueryResult:
    """What one query brought: emitted once its pagination has ended."""

    term: str
    site: str
    reported_total: int | None = None
    #: ``reported_total`` was read where this site's totals agreed with full pagination.
    total_trusted: bool = False
    pages: int = 0
    records: int = 0
    new_records: int = 0
    cumulative_records: int = 0
    capped: bool = False
    empty: bool = False
    estimated_size: float | None = None
    coverage: float | None = None
    stop_reason: str = ""
    #: a size probe or a plan's probe (the empty query, a page size): it spends requests of the
    #: budget but is not one of the queries ``max_queries`` counts
    probe: bool = False
    #: the size estimate's interval and the coverage's (None while an end is unknown)
    estimated_size_low: float | None = None
    estimated_size_high: float | None = None
    coverage_low: float | None = None
    coverage_high: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)
