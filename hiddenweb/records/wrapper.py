"""Wrapper reuse across the result pages of one form (Álvarez §III.5; DeLa wrappers).

Result pages of one form come from one template, so what full segmentation
learns on the first page — where the region is, how its children group into
records, which aligned position holds which field and how it is labelled and
cleaned — holds for the next pages. A :class:`Wrapper` stores exactly that:

* the region's XPath (and its tag, as a check),
* the shapes (subtree strings, as tag paths relative to the region) of the
  children that formed records, with their group, and the split rule
  ("records start with group g" …),
* the aligned master and, per known record shape, its column of each symbol,
* the column specs (role, name, affixes, label).

:meth:`Wrapper.apply` parses the page (or takes it parsed), walks only the region subtree
(:mod:`hiddenweb.records.flat`: its children's tag paths and texts, no node tree),
classifies its children by shape (exact lookup, else the nearest known shape
with se ≥ 0.8), splits them with the stored rule and maps each record onto the
stored columns (new shapes are aligned once against the master and cached).
It returns None — the caller falls back to full segmentation — when the region
is gone, too many children are unknown, a record has a text the columns
cannot hold, or the page has many more links outside the region than the page it
was induced on (another list of results beside it: DokuWiki's full-text hits under
its page-name hits, which the first pages lacked): a wrapper never silently drops data.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import lxml.etree
import lxml.html

from hiddenweb.domain import Domain
from hiddenweb.records.align import MAX_TOKENS, OVERFLOW, align_to
from hiddenweb.records.dom import TEXT, Links, PageTree, build_tree
from hiddenweb.records.extract import Segmentation, SegmentedRecord, segment_tree
from hiddenweb.records.flat import RegionWalker, Token, flat_records
from hiddenweb.records.label import ColumnSpec
from hiddenweb.records.region import query_terms
from hiddenweb.records.split import apply_rule
from hiddenweb.records.strings import edit_similarity
from hiddenweb.text.html import base_url, parse_html

logger = logging.getLogger(__name__)

__all__ = ["Wrapper", "WrapperReading"]

#: A child whose shape is this similar to a known one belongs to its group.
SHAPE_SIMILARITY = 0.8
#: Share of the region's children that may be unknown before the wrapper gives up.
MAX_UNKNOWN_SHARE = 0.3
#: Known shapes compared with an unknown child at most.
MAX_SHAPE_COMPARISONS = 64
#: Links outside the region a page may have beyond those of the page the wrapper was induced on
#: (pagination, facets) before it is read by full segmentation: more are another list of results.
LINK_SLACK = 20
_LINKS = lxml.etree.XPath("count(.//a[@href])")
UNKNOWN = -1
NOISE = -2


@dataclass(frozen=True)
class WrapperReading:
    """What :meth:`Wrapper.read` read on a page."""

    #: The page's records, in page order.
    records: list[SegmentedRecord]
    #: The region's children the records were read from (their text is the records'), in page order.
    elements: list[lxml.html.HtmlElement]


class Wrapper:
    """Record boundary and column paths of a form's result pages."""

    VERSION = 1

    def __init__(self) -> None:
        self.region_xpath = ""
        self.region_tag = ""
        self.rule: tuple[str, int] = ("each", -1)
        self.names: list[str] = []
        self._name_ids: dict[str, int] = {}
        self.shape_group: dict[tuple[int, ...], int] = {}
        self.record_groups: set[int] = set()
        self.master: list[int] = []
        #: record shape → column of each of its symbols (None: no column); None: the shape does not fit
        self.columns_of: dict[tuple[int, ...], list[int | None] | None] = {}
        self.column_name: dict[int, int] = {}
        self.specs: list[ColumnSpec] = []
        #: Pages the wrapper read records from.
        self.pages = 0
        #: Links outside the region on the page it was induced on (None: not known, not checked).
        self.links_outside: int | None = None
        self._xpath: lxml.etree.XPath | None = None
        self._walker: RegionWalker | None = None

    # -- names --------------------------------------------------------------

    def _intern(self, name: str) -> int:
        i = self._name_ids.get(name)
        if i is None:
            i = self._name_ids[name] = len(self.names)
            self.names.append(name)
        return i

    def _translator(self, tree: PageTree, prefix_len: int, region_tag: str) -> dict[int, int]:
        """Page symbol → interned relative path name."""
        out = {}
        for sym in set(tree.paths.values()):
            full = tree.path_name(sym)
            out[sym] = self._intern(region_tag + full[prefix_len:])
        return out

    # -- induction ------------------------------------------------------------

    @classmethod
    def induce(
        cls, html: str | bytes, url: str = "", query: str | None = None, domain: Domain | None = None
    ) -> Wrapper | None:
        """Learn a wrapper from a result page; None when the page has fewer than
        two records or no repeated structure to learn from."""
        tree = build_tree(html, url, terms=query_terms(query))
        seg = segment_tree(tree, query, domain)
        return cls.from_segmentation(seg)

    @classmethod
    def from_segmentation(cls, seg: Segmentation) -> Wrapper | None:
        """Build a wrapper from a full segmentation (saves segmenting twice)."""
        if (
            seg.method != "region"
            or seg.split is None
            or seg.region is None
            or seg.alignment is None
            or len(seg.records) < 2
        ):
            return None
        region = seg.region
        if region.el is None:
            return None
        w = cls()
        tree = seg.tree
        try:
            w.region_xpath = region.el.getroottree().getpath(region.el)
        except (ValueError, TypeError):
            return None
        w.region_tag = region.tag
        region_path = tree.path_name(region.sym)
        tr = w._translator(tree, len(region_path), region.tag)
        w.rule = seg.split.rule
        for g, shapes in seg.split.group_shapes.items():
            for s in shapes:
                w.shape_group[tuple(tr[x] for x in s)] = g
        in_records = {id(n) for r in seg.record_nodes for n in r}
        for child, g in zip(region.children, seg.split.child_groups):
            if id(child) in in_records:
                w.record_groups.add(g)
        al = seg.alignment
        w.master = list(al.master)
        w.column_name = {cid: tr[sym] for cid, sym in al.column_sym.items() if sym in tr}
        for pairs in al.tokens:
            shape = tuple(tr[n.sym] for n, _ in pairs)
            w.columns_of[shape] = [c for _, c in pairs]
        w.specs = list(seg.specs)
        w.links_outside = _links_outside(region.el.getroottree().getroot(), region.el)
        if any(OVERFLOW in c for c in al.cells):
            return None  # records too long to map position by position
        return w

    # -- application ----------------------------------------------------------

    def apply(
        self, html: str | bytes, url: str = "", query: str | None = None, root: lxml.html.HtmlElement | None = None
    ) -> list[SegmentedRecord] | None:
        """Records of a page of the same form, or None when the wrapper no longer fits.

        ``root`` is the page already parsed (:func:`hiddenweb.text.html.parse_text`
        of ``html``): given, the page is not parsed again. It is only read. Bad
        markup or charsets only make the wrapper miss; an exception here is a bug
        and propagates.
        """
        reading = self.read(root if root is not None else parse_html(html, url or None), url, query)
        return reading.records if reading is not None else None

    def read(self, doc: lxml.html.HtmlElement, url: str = "", query: str | None = None) -> WrapperReading | None:
        """:meth:`apply` on a parsed page, with the elements the records were read from.

        The region is read by its compiled paths (:class:`~hiddenweb.records.flat.RegionWalker`):
        no node tree is built.
        """
        el = self._locate(doc)
        if el is None:
            return None
        if self.links_outside is not None and _links_outside(doc, el) > self.links_outside + LINK_SLACK:
            return None
        if self._walker is None:
            self._walker = RegionWalker(self._intern, self.names)
        child_tokens = self._walker.children(el, self.region_tag, query_terms(query))
        if not child_tokens:
            return None
        child_shapes = [tuple([t[1] for t in tokens]) for tokens in child_tokens]
        groups = self._groups(child_shapes)
        if groups is None:
            return None
        kept = [i for i, g in enumerate(groups) if g in self.record_groups]
        if not kept:
            return None
        parts = [[kept[i] for i in r] for r in apply_rule([groups[i] for i in kept], self.rule)]
        mapped = self._columns(parts, child_tokens, child_shapes)
        if mapped is None:
            return None
        records = flat_records(mapped, self.specs, Links(base_url(doc, url)).absolute, query)
        if not records:
            return None
        self.pages += 1
        elements = [child_tokens[i][0][3] for r in parts for i in r]
        return WrapperReading(records, [e for e in elements if e is not None])

    def _locate(self, doc: lxml.html.HtmlElement) -> lxml.html.HtmlElement | None:
        """The region element of a page, if the page still has it."""
        if self._xpath is None:
            try:
                self._xpath = lxml.etree.XPath(self.region_xpath)
            except lxml.etree.XPathSyntaxError:  # a tag name XPath cannot spell (``<h!ml>`` in broken markup)
                return None
        found = self._xpath(doc.getroottree())
        if not isinstance(found, list):
            return None
        # several matches: the page has lists where the wrapper's had one (MediaWiki's first result page
        # lists title matches above text matches); full segmentation reads them all
        if len(found) == 1 and getattr(found[0], "tag", None) == self.region_tag:
            return found[0]
        return None

    def _groups(self, shapes: Sequence[tuple[int, ...]]) -> list[int] | None:
        """The group of each region child by its shape (exact, else the nearest known
        shape with se ≥ :data:`SHAPE_SIMILARITY`); None when too many are unknown."""
        groups: list[int] = []
        unknown = 0
        known_shapes = list(self.shape_group)
        for shape in shapes:
            g = self.shape_group.get(shape)
            if g is None:
                best, g = 0.0, UNKNOWN
                for ks in known_shapes[:MAX_SHAPE_COMPARISONS]:
                    sim = edit_similarity(shape, ks)
                    if sim > best:
                        best, g = sim, self.shape_group[ks]
                if best < SHAPE_SIMILARITY:
                    g = UNKNOWN
            if g == UNKNOWN:
                unknown += 1
            groups.append(g)
        if unknown > MAX_UNKNOWN_SHARE * len(shapes):
            return None
        return groups

    def _columns(
        self,
        parts: Sequence[Sequence[int]],
        child_tokens: Sequence[list[Token]],
        child_shapes: Sequence[tuple[int, ...]],
    ) -> list[tuple[list[Token], list[int | None]]] | None:
        """Records (lists of child indexes) as their tokens and the stored column of each; None
        when a record is too long or has a text no column holds."""
        master_names = [self.column_name.get(c, -1) for c in self.master]
        out: list[tuple[list[Token], list[int | None]]] = []
        for r in parts:
            if len(r) == 1:  # most records are one child of the region: its tokens and shape as they are
                tokens, shape = child_tokens[r[0]], child_shapes[r[0]]
            else:
                tokens = [t for i in r for t in child_tokens[i]]
                shape = tuple([x for i in r for x in child_shapes[i]])
            if len(tokens) > MAX_TOKENS:
                return None
            if shape in self.columns_of:
                cols = self.columns_of[shape]
            else:
                cols = self.columns_of[shape] = self._map_shape(master_names, shape)
            if cols is None:
                return None
            out.append((tokens, cols))
        return out

    def _map_shape(self, master_names: Sequence[int], shape: tuple[int, ...]) -> list[int | None] | None:
        """Columns of a new record shape, or None when one of its texts has no column."""
        mapping, _ = align_to(master_names, shape)
        text_names = {self._name_ids[n] for n in self.names if n.endswith("/" + TEXT)}
        out: list[int | None] = []
        for sym, m in zip(shape, mapping):
            if m < 0:
                if sym in text_names:
                    return None
                out.append(None)
            else:
                out.append(self.master[m])
        return out

    # -- persistence ------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The wrapper as JSON-ready data (kept with the form between crawls)."""
        return {
            "version": self.VERSION,
            "region_xpath": self.region_xpath,
            "region_tag": self.region_tag,
            "rule": list(self.rule),
            "names": list(self.names),
            "shapes": [[list(s), g] for s, g in self.shape_group.items()],
            "record_groups": sorted(self.record_groups),
            "master": list(self.master),
            "column_name": [[c, n] for c, n in self.column_name.items()],
            "columns_of": [[list(s), c] for s, c in self.columns_of.items() if c is not None],
            "specs": [s.to_dict() for s in self.specs],
            "pages": self.pages,
            "links_outside": self.links_outside,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Wrapper:
        """The wrapper :meth:`to_dict` gave; :class:`ValueError` for another version or a broken XPath."""
        if d.get("version") != cls.VERSION:
            raise ValueError(f"unsupported wrapper version {d.get('version')!r}")
        w = cls()
        w.region_xpath = d["region_xpath"]
        try:
            w._xpath = lxml.etree.XPath(w.region_xpath)
        except lxml.etree.XPathSyntaxError as error:
            raise ValueError(f"wrapper region XPath {w.region_xpath!r}: {error}") from None
        w.region_tag = d["region_tag"]
        w.rule = (d["rule"][0], int(d["rule"][1]))
        for name in d["names"]:
            w._intern(name)
        w.shape_group = {tuple(s): int(g) for s, g in d["shapes"]}
        w.record_groups = set(d["record_groups"])
        w.master = list(d["master"])
        w.column_name = {int(c): int(n) for c, n in d["column_name"]}
        w.columns_of = {tuple(s): list(c) for s, c in d["columns_of"]}
        w.specs = [ColumnSpec.from_dict(s) for s in d["specs"]]
        w.pages = int(d.get("pages", 0))
        w.links_outside = d.get("links_outside")
        return w


def _links_outside(doc: lxml.html.HtmlElement, region: lxml.html.HtmlElement) -> int:
    """Links of the page ``doc`` outside its ``region``."""
    return int(_LINKS(doc)) - int(_LINKS(region))
