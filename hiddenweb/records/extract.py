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
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from hiddenweb.domain import Domain
from hiddenweb.records.align import Alignment, align_records
from hiddenweb.records.dom import TEXT, Node, PageTree
from hiddenweb.records.label import REPEAT_JOIN, ColumnSpec, apply_columns, learn_columns
from hiddenweb.records.region import find_region, query_terms, query_words
from hiddenweb.records.split import SimCache, Split, split_region

logger = logging.getLogger(__name__)

__all__ = ["RecordValues", "Segmentation", "SegmentedRecord", "build_records", "segment_tree"]

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

    @classmethod
    def deferred(
        cls,
        position: int,
        links: list[str],
        detail_url: str | None,
        text: str,
        specs: Sequence[ColumnSpec],
        cells: dict[int, str],
    ) -> SegmentedRecord:
        """A record whose ``fields``, ``raw`` and ``types`` are built from its ``cells`` by the column
        ``specs`` on first use: a harvest keys most records by their links and has seen most of
        them before (86% of the demo's), so their fields are never read. The caller has checked
        that the record has a field (:func:`~hiddenweb.records.label.has_fields`)."""
        record = cls.__new__(cls)
        record.position, record.links, record.detail_url, record.text = position, links, detail_url, text
        record.__dict__.update(_cells=cells, _specs=specs)
        return record

    def cell_texts(self) -> Iterable[str]:
        """Texts among which every value of :attr:`raw` is, or holds :data:`REPEAT_JOIN` (see :class:`RecordValues`)."""
        cells = self.__dict__.get("_cells")
        return cells.values() if cells is not None and "raw" not in self.__dict__ else self.raw.values()

    if not TYPE_CHECKING:  # hidden from mypy, which would let any attribute pass

        def __getattr__(self, name: str) -> Any:
            """Build a :meth:`deferred` record's fields (only called for attributes not set)."""
            if name not in ("fields", "raw", "types") or "_cells" not in self.__dict__:
                raise AttributeError(name)
            self.fields, self.raw, self.types = apply_columns(self._specs, self._cells)
            return self.__dict__[name]


class RecordValues:
    """Every value (``raw``) of a page's records, for ``text in values``.

    A value is the text of one of the record's cells, or repeated cells' texts
    joined by :data:`REPEAT_JOIN` (the last one after a join): a text that is
    neither is no value, and the records' fields are built only for one that is.
    """

    def __init__(self, records: Sequence[SegmentedRecord]) -> None:
        self._records = records
        self._cells: set[str] | None = None
        self._values: set[str] | None = None

    def __bool__(self) -> bool:
        return bool(self._records)  # a record has a field, so a value

    def __contains__(self, text: object) -> bool:
        if self._cells is None:
            self._cells = {t for record in self._records for t in record.cell_texts()}
        if text not in self._cells and not (isinstance(text, str) and self._joined(text)):
            return False
        if self._values is None:
            self._values = {value for record in self._records for value in record.raw.values()}
        return text in self._values

    def _joined(self, text: str) -> bool:
        """Whether ``text`` may be cells' texts joined: what follows one of its joins is a cell's text."""
        assert self._cells is not None
        i = text.find(REPEAT_JOIN)
        while i >= 0:
            if text[i + len(REPEAT_JOIN) :] in self._cells:
                return True
            i = text.find(REPEAT_JOIN, i + 1)
        return False


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
    query: str | None = None,
) -> list[SegmentedRecord]:
    """Turn aligned records into :class:`SegmentedRecord` objects.

    A record's ``text`` (the words the query policy learns from) leaves out
    the template words of its columns (:func:`template_words`): "Hits",
    "Last modified", "bytes" written in every record are the page's, not the data's.
    """
    out: list[SegmentedRecord] = []
    title_col = next((s.id for s in specs if s.role == "value" and s.name == "title"), None)
    absolute = tree.absolute
    by_column = [{col: node.text for col, node in cells.items()} for cells in al.cells]
    template = template_words(by_column, query_words(query))
    for nodes, cells, cell_texts, pairs in zip(record_nodes, al.cells, by_column, al.tokens):
        fields, raw, types = apply_columns(specs, cell_texts)
        if not fields:
            continue
        links: list[str] = []
        texts: list[str] = []
        first_text_link = None
        for n, col in pairs:
            if n.tag == TEXT:
                words = template.get(col) if col is not None else None
                texts.append(without_words(n.text, words) if words else n.text)
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


#: Fewest records on a page, and the share of them, whose column must hold a word for it to be a template word.
TEMPLATE_MIN_RECORDS = 3
TEMPLATE_SHARE = 0.9
_WORD = re.compile(r"[^\W\d_]+")
_WORD_PARTS = re.compile(r"([^\W\d_]+)")
_DIGITS = re.compile(r"\d+")
#: Most texts (numbers masked) a column of numbers in fixed phrasings takes on one page.
TEMPLATE_SHAPES = 3


def template_words(cells: Sequence[dict[int, str]], keep: frozenset[str] = frozenset()) -> dict[int, frozenset[str]]:
    """Per column, the words of the page's template (``cells``: each record's texts by column).

    The template writes a column's text in at most :data:`TEMPLATE_SHAPES` forms
    on the page once its numbers are masked: a label or a constant text ("Last
    modified:", "3 years ago"), whose words written in (nearly) every record are
    the template's, and a column of numbers in a few fixed phrasings (MediaWiki's
    "105 bytes (17 words) - 00:00, 1 January 2024" and "2 KB (310 words) ..."),
    whose every word is. A column whose texts differ from record to record is the
    records' own text: a word each of them holds is the data's, and the query that
    reaches them all where the site searches that text (Trac's descriptions all
    begin "Package: … Version: …"; left out, the policy never counted its best
    words). Words of the query (``keep``) stay: every record answering it may say it.

    It runs on every result page, so a column's forms are counted only up to one
    more than :data:`TEMPLATE_SHAPES`, its words only while some word can still
    reach the share (:func:`_common_words`), and a phrased column's words are those
    of its few masked texts (masking only replaces digits, which no word holds).
    """
    n = len(cells)
    if n < TEMPLATE_MIN_RECORDS:
        return {}
    need = max(TEMPLATE_MIN_RECORDS, TEMPLATE_SHARE * n)
    columns: dict[int, list[str]] = {}
    for record in cells:
        for col, text in record.items():
            columns.setdefault(col, []).append(text)
    out: dict[int, frozenset[str]] = {}
    for col, texts in columns.items():
        if len(texts) < need:  # no word reaches the share, and the column is not phrased
            continue
        shapes: set[str] = set()
        phrased = True  # every text holds a number
        for text in texts:
            masked = _DIGITS.sub("#", text)
            phrased = phrased and masked != text
            shapes.add(masked)
            if len(shapes) > TEMPLATE_SHAPES:
                break
        if len(shapes) > TEMPLATE_SHAPES:  # the records' own texts: their words are data
            continue
        if phrased:
            words = frozenset(w for s in shapes for w in {x.lower() for x in _WORD.findall(s)} if w not in keep)
        else:
            words = frozenset(_common_words(texts, need, keep))
        if words:
            out[col] = words
    return out


def _common_words(texts: Sequence[str], need: float, keep: frozenset[str] = frozenset()) -> set[str]:
    """The words (lower case) found in at least ``need`` of ``texts``, but those in ``keep``.

    A word missing from more than ``len(texts) - need`` texts can no longer
    reach ``need``: it is dropped, new words are no longer counted once that
    many texts are read, and the count stops when no word is left. The words
    of ``keep`` (the query's, which every snippet may bold) are never counted.
    Once few words are left, a text is searched for them instead of being cut into words.
    """
    if len(set(texts)) == 1:  # a constant text (a label): its words are in every text
        return _words(texts[0]) - keep if len(texts) >= need else set()
    misses_allowed = len(texts) - need
    counts: dict[str, int] = {}
    for i, text in enumerate(texts):
        if i > misses_allowed and not counts:
            break
        if i <= misses_allowed:
            for word in _words(text):
                if word not in keep:
                    counts[word] = counts.get(word, 0) + 1
            continue
        if len(counts) <= _FEW_WORDS and "\u0130" not in text and "\u03a3" not in text:
            lowered = text.lower()  # the same words as _words' (see there)
            seen = {word for word in counts if _has_word(lowered, word)}
        else:
            seen = _words(text)
        for word in [w for w in counts if w not in seen]:
            if (i + 1) - counts[word] > misses_allowed:
                del counts[word]
        for word in seen:
            if word in counts:
                counts[word] += 1
    return {w for w, c in counts.items() if c >= need}


#: Words left to count below which :func:`_common_words` searches a text for them.
_FEW_WORDS = 16
_LETTER = re.compile(r"[^\W\d_]")


def _has_word(text: str, word: str) -> bool:
    """Whether ``word`` (letters) is one of :data:`_WORD`'s words of ``text``: found with no letter either side."""
    i = text.find(word)
    while i >= 0:
        j = i + len(word)
        if (i == 0 or not _LETTER.match(text, i - 1)) and (j == len(text) or not _LETTER.match(text, j)):
            return True
        i = text.find(word, i + 1)
    return False


def _words(text: str) -> set[str]:
    """The words of ``text``, lower case: the text lowered whole, one call instead of one a word.

    The same words: lowering keeps every other character one character of the same kind
    (letter or not); "İ" becomes two, and "Σ" lowers by its context (a final "ς").
    """
    if "\u0130" in text or "\u03a3" in text:
        return {w.lower() for w in _WORD.findall(text)}
    return set(_WORD.findall(text.lower()))


def without_words(text: str, words: frozenset[str]) -> str:
    """``text`` without ``words`` (whole words, any case)."""
    parts = _WORD_PARTS.split(text)  # the words at odd indexes (cheaper than a callback per word)
    parts[1::2] = ["" if w.lower() in words else w for w in parts[1::2]]
    return "".join(parts)


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


#: Echoes whose blocks are compared when looking for a single result (each costs a walk up the tree).
MAX_SINGLE_ECHOES = 30


def _innermost_single(tree: PageTree, qnodes: Sequence[Node]) -> list[Node] | None:
    """The single result's block: around the first echo in document order, unless it holds
    another echo's block (then it is the list around the result, with the page's notes:
    MediaWiki's "Create the page TERM" paragraph above its one result).
    """
    qset = {id(q) for q in qnodes}
    echoes = [t for t in tree.text_nodes if id(t) in qset][:MAX_SINGLE_ECHOES]  # document order, bounded
    blocks = [b for b in (_single_container(q) for q in echoes) if b]
    for block in blocks:
        inner = [b for b in blocks if b is not block and b[0] is not block[0] and _contains(block[0], b[0])]
        if not inner:
            return _lone_item(block)
    return None


def _lone_item(block: list[Node]) -> list[Node]:
    """The one list item (li, tr, article...) holding a link and two texts inside a block that also
    holds the page's notes (MediaWiki's last page: "Create the page 'next'", one result, the pager:
    the result does not echo the query, the note and the pager do)."""
    if len(block) != 1:
        return block
    items = [
        n
        for n in block[0].iter()
        if n is not block[0]
        and n.tag in RECORD_TAGS
        and sum(1 for _ in n.texts()) >= 2
        and any(x.tag == "a" for x in n.iter())
        and not any(a.tag in RECORD_TAGS for a in _ancestors(n, block[0]))
    ]
    return [items[0]] if len(items) == 1 else block


def _ancestors(n: Node, top: Node) -> list[Node]:
    out = []
    p = n.parent
    while p is not None and p is not top:
        out.append(p)
        p = p.parent
    return out


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
        lists = _list_of_lists(region, record_nodes)
        if lists:
            record_nodes = [rec for sub in lists for rec in split_region(sub, sim).records]
            seg.split, method = None, "lists"
    if terms and qnodes:
        outside = [q for q in qnodes if not _inside(q, record_nodes)]
        if any(NO_RESULTS.search(q.text) for q in outside):
            seg.method = "no-results"
            return seg
        if (
            _records_mentioning(record_nodes, qnodes) <= 1
            and _records_mentioning(record_nodes, _holding(tree, terms)) <= 1
        ):
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
    seg.records = build_records(tree, record_nodes, al, specs, query)
    seg.method = method
    return seg


#: Most sections of a list of lists (more are records made of field lists).
MAX_SECTIONS = 6


def _list_of_lists(region: Node, record_nodes: Sequence[Sequence[Node]]) -> list[Node] | None:
    """The lists of a region that holds a few sections of results, one list each.

    MediaWiki's first result page lists "Page title matches" and "Page text
    matches": two headed lists whose items are the records; the region found
    is their parent and each section would come out as one record. A
    section's list has two or more items of one tag, and its items link to
    distinct pages (field lists of records link at most once), one list per
    record of the split.
    """
    if not 2 <= len(record_nodes) <= MAX_SECTIONS:
        return None
    lists: list[Node] = []
    for record in record_nodes:
        found = [n for n in record if _result_list(n, _twin_sections(n, region))]
        if len(found) != 1:
            return None
        lists.append(found[0])
    return lists


def _twin_sections(n: Node, region: Node) -> bool:
    """``n`` is one of several ``<ul>``/``<ol>`` lists of one class right under the region (a
    section of one match, "Page title matches" above 120 text matches, is a list of one item;
    a record's rows or definition list are not sections)."""
    return (
        n.tag in ("ul", "ol")
        and n.parent is region
        and sum(1 for c in region.children if c.tag == n.tag and c.key == n.key) > 1
    )


def _result_list(n: Node, one_item: bool = False) -> bool:
    items = [c for c in n.children if c.tag != TEXT]
    if len(items) < (1 if one_item else 2) or len({c.tag for c in items}) != 1:
        return False
    hrefs = []
    for item in items:
        href = next(
            (x.el.get("href") for x in item.iter() if x.tag == "a" and x.el is not None and x.el.get("href")), None
        )
        if href is None:
            return False
        hrefs.append(href)
    return len(set(hrefs)) == len(hrefs)


def _inside(t: Node, record_nodes: Sequence[Sequence[Node]]) -> bool:
    tops = {id(x) for r in record_nodes for x in r}
    n: Node | None = t
    while n is not None:
        if id(n) in tops:
            return True
        n = n.parent
    return False


def _holding(tree: PageTree, terms: frozenset[str]) -> list[Node]:
    """The text nodes holding a query word of three letters or more inside a longer word: on a site
    that matches substrings (Trac, Django's admin) a record answers "save" with "screensaver" or
    "FileSaver.js", and a page of three such answers is no page of a single result."""
    words = [t for t in terms if len(t) >= 3]
    return [t for t in tree.all_text_nodes if any(w in t.text.lower() for w in words)] if words else []


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
