"""Items of ``scrapy crawl discover``: relevant searchable forms (and, optionally, pages)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class FormItem:
    """One distinct searchable form relevant to the domain (ACHE's form database entry).

    ``template`` is the submission template (``QueryTemplate.to_dict()``) that
    ``scrapy crawl harvest -a forms=forms.jsonl`` reads directly; ``form`` is
    the full form model (fields, labels, types, options, method, action).
    """

    url: str
    form: dict[str, Any]
    form_type: str
    searchable: float
    relevance: float
    template: dict[str, Any] | None = None
    keyword_field: str | None = None
    key: str = ""
    site: str = ""
    depth: int = 0
    attribute_score: float = 0.0
    text_score: float = 0.0
    matches: dict[str, str] = field(default_factory=dict)


@dataclass
class PageItem:
    """One crawled page, emitted with ``-a page_items=1`` (for analysing a crawl)."""

    url: str
    on_topic: bool
    score: float
    forms: int = 0
    relevant_forms: int = 0
    level: int = 0
    depth: int = 0
