"""Full segmentation of one result page (Álvarez §III.5.2, Fig. 41).

page → tree → data region (§III.5.3) → records (§III.5.4) → columns
(§III.5.5) → labels (§III.5.6) → :class:`SegmentedRecord` list.

Two situations the thesis leaves open are decided here:

* the query is echoed on the page but never twice at the same tag path, so
  the refined vote is silent: if a "no results" message echoes it, the page
  has no records; if the echo sits in a record-like block, that block is the
  single result; otherwise the structural region stands;
* every step is bounded (nodes, children, distinct shapes, tokens) so huge
  or pathological pages cost bounded time.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from hiddenweb.domain import Domain
from hiddenweb.records.align import Alignment, align_records
from hiddenweb.records.dom import TEXT, Node, PageTree
from hiddenweb.records.label import ColumnSpec, apply_columns, learn_columns
from hiddenweb.records.region import find_region, query_terms
from hiddenweb.records.split import SimCache, Split, split_region

logger = logging.getLogger(__name__)

__all__ = ["Segmentation", "SegmentedRecord", "build_records", "segment_tree"]

#: Echo texts that say the query found nothing.
NO_RESULTS = re.compile(
    r"\b(?:no|0|zero)\s+(?:\w+\s+){0,2}(?:results?|matches|matching|items?|records?|hits|documents?|entries|books?|products?)\b"
    r"|\bnothing\s+(?:was\s+)?found\b|\bnot\s+found\b|\bdid\s+not\s+match\b|\bdoes\s+not\s+match\b"
    r"|\bno\s+\w+\s+found\b|\bsin\s+resultados\b|\bningún\s+resultado\b|\baucun\s+résultat\b|\bkeine\s+(?:treffer|ergebnisse)\b",
    re.IGNORECASE,
)
RECORD_TAGS = frozenset({"tr", "li", "article", "dt", "dd"})
_RECORD_CLASS = re.compile(r"result|item|record|hit|product|entry|listing|card|offer|book|doc|row", re.IGNORECASE)
_HEADING = frozenset({"h1", "h2", "title", "caption", "legend"})


@dataclass
class SegmentedRecord:
    """One record found on a result page."""

    position: int
    fields: dict[str, str] = field(default_factory=dict)
    raw: dict[str, str] = field(default_factory=dict)
    types: dict[str, str] = field(default_factory=dict)
    links: list[str] = field(default_factory=list)
    detail_url: str | None = None
    text: str = ""


@dataclass
class Segmentation:
    """Everything full segmentation learnt about a page (wrappers are induced from it)."""

    tree: PageTree
    region: Node | None = None
    split: Split | None = None
    alignment: Alignment | None = None
    specs: list[ColumnSpec] = field(default_factory=list)
    records: list[SegmentedRecord] = field(default_factory=list)
    record_nodes: list[list[Node]] = field(default_factory=list)
    method: str = "none"


def build_records(
    tree: PageTree,
    record_nodes: Sequence[Sequence[Node]],
    al: Alignment,
    specs: Sequence[ColumnSpec],
) -> list[SegmentedRecord]:
    """Turn aligned records into :class:`SegmentedRecord` objects."""
    out: list[SegmentedRecord] = []
    title_col = next((s.id for s in specs if s.role == "value" and s.name == "title"), None)
    absolute = tree.absolute
    for nodes, cells, pairs in zip(record_nodes, al.cells, al.tokens):
        fields, raw, types = apply_columns(specs, cells)
        if not fields:
            continue
        links: list[str] = []
        texts: list[str] = []
        first_text_link = None
        for n, _ in pairs:
            if n.tag == TEXT:
                texts.append(n.text)
            elif n.tag == "a" and n.el is not None:
                u = absolute(n.el.get("href"))
                if u and u not in links:
                    links.append(u)
                    if first_text_link is None and any(c.tag == TEXT or c.children for c in n.children):
                        first_text_link = u
        detail = None
        if title_col is not None and title_col in cells:
            detail = _title_link(tree, cells[title_col], nodes)
        if detail is None:
            detail = first_text_link or (links[0] if links else None)
        out.append(SegmentedRecord(len(out), fields, raw, types, links, detail, " ".join(texts)))
    return out


def _title_link(tree: PageTree, title: Node, record: Sequence[Node]) -> str | None:
    """The link around a record's title (its detail page), if the title is a link's text."""
    tops = {id(x) for x in record}
    n = title.parent
    while n is not None and n.tag != "a" and id(n) not in tops:
        n = n.parent
    if n is not None and n.tag == "a" and n.el is not None:
        return tree.absolute(n.el.get("href"))
    return None


def _single_container(q: Node) -> list[Node] | None:
    """The record-like block around a lone query echo (a single result)."""
    n = q.parent
    fallback = None
    while n is not None and n.parent is not None and n.tag not in ("body", "html"):
        if n.tag in _HEADING:
            return None
        ntexts = sum(1 for _ in n.texts())
        if ntexts > 60:
            break
        cls = ""
        if n.el is not None:
            cls = f"{n.el.get('class') or ''} {n.el.get('id') or ''}"
        if ntexts >= 2 and (n.tag in RECORD_TAGS or (cls.strip() and _RECORD_CLASS.search(cls))):
            return _with_siblings(n)
        if fallback is None and ntexts >= 2 and n.tag not in ("a", "span", "p", "b", "strong", "td", "font"):
            fallback = n
        n = n.parent
    return [fallback] if fallback is not None else None


def _innermost_single(tree: PageTree, qnodes: Sequence[Node]) -> list[Node] | None:
    """The single result's block: around the first echo in document order, unless it holds
    another echo's block (then it is the list around the result, with the page's notes:
    MediaWiki's "Create the page TERM" paragraph above its one result).
    """
    qset = {id(q) for q in qnodes}
    blocks = [b for b in (_single_container(q) for q in tree.text_nodes if id(q) in qset) if b]
    for block in blocks:
        inner = [b for b in blocks if b is not block and b[0] is not block[0] and _contains(block[0], b[0])]
        if not inner:
            return block
    return None


def _contains(outer: Node, inner: Node) -> bool:
    n: Node | None = inner.parent
    while n is not None:
        if n is outer:
            return True
        n = n.parent
    return False


def _with_siblings(n: Node) -> list[Node]:
    """A dt with its dd's, or a row with the data rows that follow it."""
    p = n.parent
    if p is None:
        return [n]
    sibs = [c for c in p.children if c.tag != TEXT]
    i = sibs.index(n)
    if n.tag == "dt":
        out = [n]
        for c in sibs[i + 1 :]:
            if c.tag != "dd":
                break
            out.append(c)
        return out
    if n.tag == "tr":
        out = [n]
        for c in sibs[i + 1 :]:
            if c.tag != "tr" or any(x.tag == "th" for x in c.children) or len(out) >= 3:
                break
            out.append(c)
        return out
    return [n]


def segment_tree(tree: PageTree, query: str | None = None, domain: Domain | None = None) -> Segmentation:
    """Full segmentation of a parsed page."""
    seg = Segmentation(tree)
    terms = query_terms(query)
    region, qnodes = find_region(tree, terms)
    sim = SimCache()
    record_nodes: list[list[Node]] = []
    method = "none"
    if region is not None:
        split = split_region(region, sim)
        seg.split = split
        record_nodes = split.records
        method = "region"
    if terms and qnodes:
        outside = [q for q in qnodes if not _inside(q, record_nodes)]
        if any(NO_RESULTS.search(q.text) for q in outside):
            seg.method = "no-results"
            return seg
        if _records_mentioning(record_nodes, qnodes) <= 1:
            single = _innermost_single(tree, qnodes)
            if single:
                record_nodes = [single]
                method = "single"
                seg.split = None
                region = single[0].parent
    if not record_nodes:
        seg.method = method
        return seg
    al = align_records(record_nodes)
    specs = learn_columns(al, record_nodes, region, terms, domain)
    seg.region = region
    seg.alignment = al
    seg.specs = specs
    seg.record_nodes = record_nodes
    seg.records = build_records(tree, record_nodes, al, specs)
    seg.method = method
    return seg


def _inside(t: Node, record_nodes: Sequence[Sequence[Node]]) -> bool:
    tops = {id(x) for r in record_nodes for x in r}
    n: Node | None = t
    while n is not None:
        if id(n) in tops:
            return True
        n = n.parent
    return False


def _records_mentioning(record_nodes: Sequence[Sequence[Node]], qnodes: Sequence[Node]) -> int:
    top_to_rec = {id(x): i for i, r in enumerate(record_nodes) for x in r}
    hit = set()
    for q in qnodes:
        n: Node | None = q
        while n is not None:
            r = top_to_rec.get(id(n))
            if r is not None:
                hit.add(r)
                break
            n = n.parent
    return len(hit)
