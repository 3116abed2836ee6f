"""Scoring segmentation against hand-written gold records (tests, benchmarks).

Gold files sit beside their pages: ``NAME.json`` with ``url``, ``query``,
optional ``domain`` (a domain definition object) and ``records``: one object
per record, field name → cleaned value. A gold key ``field_*`` means "a field
with a generated name": only its value must match. Keys starting with ``_``
are checks of record attributes (``_detail_url``). A record is correct when
it has every gold field with the gold value and no other value
(Álvarez §IV.1 counts a record correct when all its attributes are).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Self

from hiddenweb.records.extract import SegmentedRecord
from hiddenweb.text import normalize_space

__all__ = ["GoldPage", "Score", "load_gold_pages", "record_matches", "score_page"]


def _norm(v: Any) -> str:
    """A value as compared: text, whitespace collapsed."""
    return normalize_space(str(v))


@dataclass
class GoldPage:
    """A fixture page and its hand-written records."""

    name: str
    html: bytes
    url: str
    query: str | None
    records: list[dict[str, str]]
    domain: dict[str, Any] | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def load_gold_pages(folder: str | Path) -> list[GoldPage]:
    """Every ``NAME.json`` of ``folder`` that has its ``NAME.html`` beside it, by name."""
    pages = []
    for gold in sorted(Path(folder).glob("*.json")):
        page = gold.with_suffix(".html")
        if not page.exists():
            continue
        d = json.loads(gold.read_text(encoding="utf-8"))
        pages.append(
            GoldPage(
                gold.stem,
                page.read_bytes(),
                d.get("url", ""),
                d.get("query"),
                d["records"],
                d.get("domain"),
                {k: v for k, v in d.items() if k not in ("url", "query", "records", "domain")},
            )
        )
    return pages


def record_matches(rec: SegmentedRecord, gold: dict[str, Any]) -> bool:
    """Whether a segmented record equals a gold record (see module doc)."""
    fields = {k: _norm(v) for k, v in rec.fields.items()}
    values = list(fields.values())
    expected = []
    for k, v in gold.items():
        if k.startswith("_"):
            if k == "_detail_url" and rec.detail_url != v:
                return False
            continue
        v = _norm(v)
        expected.append(v)
        if k.startswith("field_"):
            if v not in values:
                return False
        elif fields.get(k) != v:
            return False
    return sorted(values) == sorted(expected)


@dataclass
class Score:
    """Record counts of one or more pages: output, gold, and output records that match gold."""

    output: int = 0
    gold: int = 0
    correct: int = 0

    @property
    def precision(self) -> float:
        """Share of output records that are correct (1 when nothing was due and nothing came)."""
        return self.correct / self.output if self.output else (1.0 if not self.gold else 0.0)

    @property
    def recall(self) -> float:
        """Share of gold records found."""
        return self.correct / self.gold if self.gold else 1.0

    def __iadd__(self, other: Score) -> Self:
        self.output += other.output
        self.gold += other.gold
        self.correct += other.correct
        return self


def score_page(records: Sequence[SegmentedRecord], gold: Iterable[dict[str, Any]]) -> Score:
    """Records matched one-to-one with gold records, in order where possible."""
    gold = list(gold)
    used = [False] * len(gold)
    correct = 0
    for r in records:
        for i, g in enumerate(gold):
            if not used[i] and record_matches(r, g):
                used[i] = True
                correct += 1
                break
    return Score(len(records), len(gold), correct)
