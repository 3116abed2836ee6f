"""A wrapper's reading of a region without a node tree (issue 17.2: compiled paths).

Full segmentation needs the page's :class:`~hiddenweb.records.dom.Node` tree
(votes, splits, alignment walk up and down it); a
:class:`~hiddenweb.records.wrapper.Wrapper` reading a later page of the form
only needs, per child of the region, its tag paths in pre-order (the child's
shape) and its texts and links. :class:`RegionWalker` walks the region's lxml
subtree once and gives each child's :data:`Token` tuples — the same nodes,
texts and paths :func:`~hiddenweb.records.dom.build_tree` would make (same
skipped, hidden and inline elements, same text runs; ``tests/unit/
test_records_wrapper.py`` checks it on every fixture page), the paths being the
wrapper's interned names relative to the region. :func:`flat_records` turns
records mapped onto the wrapper's columns into :class:`SegmentedRecord`
objects exactly as :func:`~hiddenweb.records.extract.build_records` does from nodes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import lxml.html

from hiddenweb.records.dom import (
    INLINE_TAGS,
    MAX_CHILDREN,
    MAX_NODES,
    SKIP_TAGS,
    TEXT,
    _after_label,
    _has_text,
    _highlight_class,
    _highlighted,
    _inline_only,
    _inline_text,
)
from hiddenweb.records.extract import SegmentedRecord, template_words, without_words
from hiddenweb.records.label import ColumnSpec, has_fields
from hiddenweb.records.region import query_words
from hiddenweb.text.html import hidden_by_style

__all__ = ["MAX_DEPTH", "RegionWalker", "Token", "flat_records"]

#: One node of a region child: (tag, path id, text — "" for an element, element — None for a text, depth
#: below the region: 1 for the child itself).
Token = tuple[str, int, str, "lxml.html.HtmlElement | None", int]
#: Deepest element below the region the walker follows (it recurses); a deeper region is left to full segmentation.
MAX_DEPTH = 200


class RegionWalker:
    """Walks a region element into the tokens of its children, naming paths through the wrapper's names.

    ``intern`` gives the id of a path name (``div/li/a/#text``, relative to the
    region), numbering new ones; ``names`` are the names by id. Path ids are cached
    per (parent path, tag), so a page costs no string building once its template is known.
    """

    def __init__(self, intern: Callable[[str], int], names: Sequence[str]) -> None:
        self._intern = intern
        self._names = names
        self._paths: dict[tuple[int, str], int] = {}
        self._too_deep = False
        self._terms: frozenset[str] = frozenset()

    def _path(self, parent: int, tag: str) -> int:
        """The id of path ``parent path/tag``."""
        key = (parent, tag)
        path = self._paths.get(key)
        if path is None:
            path = self._paths[key] = self._intern(self._names[parent] + "/" + tag)
        return path

    def children(
        self, region: lxml.html.HtmlElement, region_tag: str, terms: frozenset[str] = frozenset()
    ) -> list[list[Token]] | None:
        """The tokens of each child of ``region`` (texts directly in it are children too), in page order;
        ``terms``: the query's words, as :func:`~hiddenweb.records.dom.build_tree` takes them.

        None when the region is bigger than a node tree holds (:data:`~hiddenweb.records.dom.MAX_NODES`,
        where :func:`~hiddenweb.records.dom.build_tree` truncates) or nests deeper than :data:`MAX_DEPTH`.
        """
        tokens: list[Token] = []
        self._too_deep, self._terms = False, terms
        tag = region.tag if isinstance(region.tag, str) else "body"
        self._walk(region, tag, self._intern(region_tag), 1, tokens)
        if len(tokens) + 1 >= MAX_NODES or self._too_deep:  # the region's node and its tokens
            return None
        out: list[list[Token]] = []
        for token in tokens:
            if token[4] == 1:
                out.append([token])
            else:
                out[-1].append(token)
        return out

    def _walk(self, el: lxml.html.HtmlElement, tag: str, path: int, depth: int, out: list[Token]) -> None:
        """Append the tokens below ``el`` (its children at ``depth``) in pre-order.

        The rules are :meth:`hiddenweb.records.dom._TreeBuilder._children`'s, inlined
        the same way (it runs for every element of every page a wrapper reads); only
        the output differs: flat tuples in pre-order instead of linked nodes.
        """
        if depth > MAX_DEPTH:
            self._too_deep = True
            return
        run: list[str] = []
        text_path = -1
        in_text: bool | None = None
        elements = 0
        own = el.text
        if own:
            run.append(own)
        skip, inline, paths = SKIP_TAGS, INLINE_TAGS, self._paths
        for child in el:
            raw = child.tag
            tail = child.tail
            if type(raw) is not str:  # comment / processing instruction
                if tail:
                    run.append(tail)
                continue
            ctag = raw.lower()
            names = child.keys()  # one call; most elements have no style/hidden attribute to read
            if ctag in skip or (
                names
                and (
                    ("style" in names and hidden_by_style(child.get("style")))
                    or "hidden" in names
                    or ("aria-hidden" in names and child.get("aria-hidden") == "true")
                )
            ):
                if tail:
                    run.append(tail)
                continue
            if ctag in inline:
                if in_text is None:
                    in_text = tag == "a" or _has_text(el)
                if (
                    in_text
                    and (raw != "span" or _highlight_class(child.get("class") or ""))  # _formatting, inlined
                    and (ctag == "mark" or not _after_label(run) or _highlighted(child, self._terms))
                    and _inline_only(child)
                ):
                    run.append(_inline_text(child))
                    if tail:
                        run.append(tail)
                    continue
            if run:
                text = " ".join("".join(run).split())
                run.clear()
                if text:
                    if text_path < 0:
                        text_path = self._path(path, TEXT)
                    out.append((TEXT, text_path, text, None, depth))
            if elements >= MAX_CHILDREN:
                break
            elements += 1
            cpath = paths.get((path, ctag))
            if cpath is None:
                cpath = self._path(path, ctag)
            out.append((ctag, cpath, "", child, depth))
            if len(child):
                self._walk(child, ctag, cpath, depth + 1, out)
            elif depth >= MAX_DEPTH:
                self._too_deep = True
            else:  # a leaf (most elements of a record): its text as _walk reads it, without the call
                text = child.text
                if text:
                    text = " ".join(text.split())
                    if text:
                        leaf = paths.get((cpath, TEXT))
                        out.append((TEXT, self._path(cpath, TEXT) if leaf is None else leaf, text, None, depth + 1))
            if tail:
                run.append(tail)
        if run:
            text = " ".join("".join(run).split())
            if text:
                out.append((TEXT, text_path if text_path >= 0 else self._path(path, TEXT), text, None, depth))


def flat_records(
    records: Sequence[tuple[Sequence[Token], Sequence[int | None]]],
    specs: Sequence[ColumnSpec],
    absolute: Callable[[str | None], str | None],
    query: str | None = None,
) -> list[SegmentedRecord]:
    """The :class:`SegmentedRecord` of each record given as its tokens and their columns (None: no column),
    its fields built on first use (:meth:`SegmentedRecord.deferred`).

    The same records :func:`~hiddenweb.records.extract.build_records` makes of
    the same alignment: fields by the column specs, links made absolute by
    ``absolute``, the detail link (around the title, else the first link with
    content) and the text without the page's template words.
    """
    cells = [
        {col: i for i, (token, col) in enumerate(zip(tokens, cols)) if col is not None and token[0] == TEXT}
        for tokens, cols in records
    ]
    texts = [{col: tokens[i][2] for col, i in cell.items()} for cell, (tokens, _) in zip(cells, records)]
    template = template_words(texts, query_words(query))
    title_col = next((s.id for s in specs if s.role == "value" and s.name == "title"), None)
    out: list[SegmentedRecord] = []
    # a template column's texts repeat on every record ("Module:", "Kind:"): each is stripped once per page
    stripped: dict[tuple[int | None, str], str] = {}
    for (tokens, cols), cell, cell_texts in zip(records, cells, texts):
        if not has_fields(specs, cell_texts):
            continue
        links: list[str] = []
        words: list[str] = []
        first_text_link = None
        for i, (token, col) in enumerate(zip(tokens, cols)):
            tag, el = token[0], token[3]
            if tag == TEXT:
                template_of = template.get(col) if col is not None else None
                if template_of:
                    key = (col, token[2])
                    text = stripped.get(key)
                    if text is None:
                        text = stripped[key] = without_words(token[2], template_of)
                    words.append(text)
                else:
                    words.append(token[2])
            elif tag == "a" and el is not None:
                u = absolute(el.get("href"))
                if u and u not in links:
                    links.append(u)
                    if first_text_link is None and _has_content(tokens, i):
                        first_text_link = u
        detail = None
        if title_col is not None and title_col in cell:
            detail = _title_link(tokens, cell[title_col], absolute)
        if detail is None:
            detail = first_text_link or (links[0] if links else None)
        out.append(SegmentedRecord.deferred(len(out), links, detail, " ".join(words), specs, cell_texts))
    return out


def _has_content(tokens: Sequence[Token], i: int) -> bool:
    """Whether element ``tokens[i]`` has a text child or a child with children (a link with content)."""
    depth = tokens[i][4]
    n = len(tokens)
    j = i + 1
    while j < n and tokens[j][4] > depth:
        if tokens[j][4] == depth + 1 and (tokens[j][0] == TEXT or (j + 1 < n and tokens[j + 1][4] > depth + 1)):
            return True
        j += 1
    return False


def _parent(tokens: Sequence[Token], i: int) -> int | None:
    """The index of ``tokens[i]``'s parent in the record (None: the region)."""
    depth = tokens[i][4]
    for j in range(i - 1, -1, -1):
        if tokens[j][4] < depth:
            return j
    return None


def _title_link(tokens: Sequence[Token], title: int, absolute: Callable[[str | None], str | None]) -> str | None:
    """The link around a record's title (its detail page), if the title is a link's text."""
    n = _parent(tokens, title)
    while n is not None and tokens[n][0] != "a" and tokens[n][4] > 1:  # depth 1: a top of the record
        n = _parent(tokens, n)
    el = tokens[n][3] if n is not None and tokens[n][0] == "a" else None
    return absolute(el.get("href")) if el is not None else None
