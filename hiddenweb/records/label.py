"""Column metadata, labels, value cleaning and field names (Álvarez §III.5.6; DeLa).

First phase (§III.5.6), per aligned column:

* *mandatory* (a value in every record), *irrelevant* (< 20% of records: not
  used for matching, still output), *constant* (same text everywhere),
  *separator* (only characters of ``' .-:;\\n\\t(){}$%€£'`` and kin),
* the data *type* by pattern (number, date, currency, URL, e-mail, text; DeLa
  heuristic 4),
* common whole-word *prefix* and *suffix* of the values (DeLa heuristic 3)
  (patterns, cleaning and affixes live in :mod:`hiddenweb.records.values`).

Second phase: a constant column is a candidate label of the next value column
("Buy new:" → the price); a common prefix is a label and is cut from the values;
``<th>`` headers label their table column (DeLa heuristic 2); the column that
echoes the query words is where the keyword was typed (DeLa heuristic 1); the
candidate labels are matched against the domain attributes with the §III.4.2
SoftTFIDF similarity. Columns with no label get a name from their role (the
record's link text is its ``title``, a currency is a ``price``…) or a generated
``field_N``: data is never dropped. Constant template text (a "More info"
link in every record) and separator-only columns are not values.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass
from functools import lru_cache
from typing import Any

from hiddenweb.domain import Domain
from hiddenweb.records.align import OVERFLOW, Alignment
from hiddenweb.records.dom import TEXT, Node
from hiddenweb.records.region import mentions
from hiddenweb.records.values import (
    clean_value,
    common_prefix,
    common_suffix,
    is_separator,
    value_type,
)
from hiddenweb.text import STOP_WORDS, tokenize

__all__ = ["ColumnSpec", "apply_columns", "clean_value", "has_fields", "learn_columns", "value_type"]

#: Share of records below which a column is irrelevant (thesis: 20%).
IRRELEVANT_SHARE = 0.2
_LABEL_COLON = re.compile(r"^([^:：]{1,40})[:：]\s*(.+)$", re.DOTALL)

#: Joins the values of a repeated field.
REPEAT_JOIN = "; "
TYPE_NAMES = {"currency": "price", "date": "date", "email": "email", "url": "url"}


def _is_label_text(text: str) -> bool:
    """A short text ending in a colon: "Price used:"."""
    t = text.rstrip()
    return t.endswith((":", "：")) and len(t) <= 40 and 0 < len(t.split()) <= 5


@lru_cache(maxsize=4096)
def label_name(label: str) -> str | None:
    """A field name from a label: ``"Buy new:"`` → ``buy_new``; None if only stop words."""
    toks = tokenize(label)
    if not toks or all(t in STOP_WORDS for t in toks):
        return None
    name = "_".join(toks[:6])
    if name[0].isdigit():
        name = "f_" + name
    return name


@dataclass
class ColumnSpec:
    """What a column is and how its values are named and cleaned."""

    id: int
    sym: int = -1
    role: str = "value"  # value | label | constant | separator
    name: str = ""
    label: str = ""
    prefix: str = ""
    suffix: str = ""
    type: str = "text"
    present: int = 0
    mandatory: bool = False
    irrelevant: bool = False
    echo: float = 0.0
    link: float = 0.0
    constant_text: str = ""
    #: for label columns: the value column they name
    target: int = -1

    def to_dict(self) -> dict[str, Any]:
        """The spec as JSON-ready data (wrappers are stored as JSON)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> ColumnSpec:
        """The spec :meth:`to_dict` gave."""
        return cls(**d)


def _in_link(node: Node, stop: set[int]) -> bool:
    n = node.parent
    while n is not None and id(n) not in stop:
        if n.tag == "a" and n.el is not None and n.el.get("href"):
            return True
        n = n.parent
    return False


def _header_cells(row: Node) -> list[tuple[int, int, Node]]:
    """(start, span, cell) of the cells of a table row, colspans counted."""
    out, pos = [], 0
    for c in row.children:
        if c.tag in ("td", "th"):
            try:
                span = max(1, min(50, int(((c.el.get("colspan") if c.el is not None else None) or "1").strip())))
            except ValueError:
                span = 1
            out.append((pos, span, c))
            pos += span
    return out


def _table_headers(region: Node) -> list[tuple[int, int, str]] | None:
    """Header cells of the table the region belongs to (thead or a row of th)."""
    table: Node | None = region
    while table is not None and table.tag != "table":
        table = table.parent
    if table is None:
        return None
    rows = []
    for sect in table.children:
        if sect.tag == "tr":
            rows.append(sect)
        elif sect.tag in ("thead", "tbody"):
            rows.extend(r for r in sect.children if r.tag == "tr")
        if len(rows) > 5:
            break
    for r in rows:
        cells = _header_cells(r)
        if len(cells) >= 2 and (
            all(c.tag == "th" for _, _, c in cells) or (r.parent is not None and r.parent.tag == "thead")
        ):
            return [(start, span, c.text_content()) for start, span, c in cells]
    return None


def _cell_index(node: Node) -> int | None:
    n = node.parent
    while n is not None and n.tag not in ("td", "th"):
        n = n.parent
    if n is None or n.parent is None or n.parent.tag != "tr":
        return None
    for start, _, c in _header_cells(n.parent):
        if c is n:
            return start
    return None


def learn_columns(
    al: Alignment,
    records: Sequence[Sequence[Node]],
    region: Node | None,
    terms: frozenset[str],
    domain: Domain | None = None,
) -> list[ColumnSpec]:
    """First and second labelling phases over the aligned columns."""
    record_ids = [{id(x) for x in r} for r in records]
    headers = _table_headers(region) if region is not None else None
    specs = [_describe(al, cid, record_ids, terms, headers) for cid in al.text_columns()]
    _label_by_constants(specs, len(al.cells))
    _label_by_label_texts(specs, al)
    for i, spec in enumerate(specs):
        if spec.role == "label":
            nxt = next((s for s in specs[i + 1 :] if s.role == "value"), None)
            spec.target = nxt.id if nxt is not None else -1
    for spec in specs:
        if spec.role == "value":
            _affixes(spec, [c[spec.id].text for c in al.cells if spec.id in c])
    _mark_repeats(specs, al)
    _name_columns(specs, al, domain)
    return specs


def _describe(
    al: Alignment,
    cid: int,
    record_ids: Sequence[set[int]],
    terms: frozenset[str],
    headers: list[tuple[int, int, str]] | None,
) -> ColumnSpec:
    """First phase for one column: presence, role (separator, constant), type, query echo,
    share inside links, ``<th>`` header label."""
    n = len(al.cells)
    values = [c[cid].text for c in al.cells if cid in c]
    nodes = [(r, c[cid]) for r, c in enumerate(al.cells) if cid in c]
    spec = ColumnSpec(cid, al.column_sym.get(cid, -1), present=len(values))
    spec.mandatory = spec.present == n
    spec.irrelevant = spec.present < IRRELEVANT_SHARE * n
    distinct = set(values)
    if all(is_separator(v) for v in values):
        spec.role = "separator"
    elif n >= 3 and spec.present >= 2 and len(distinct) == 1:
        spec.role = "constant"
        spec.constant_text = values[0]
    spec.type = _main_type(values)
    if terms:
        spec.echo = sum(mentions(v, terms) for v in values) / len(values)
    spec.link = sum(_in_link(node, record_ids[r]) for r, node in nodes) / len(nodes)
    if headers and cid != OVERFLOW:
        idx = _cell_index(nodes[0][1])
        if idx is not None:
            for start, span, text in headers:
                if start <= idx < start + span and text:
                    spec.label = text
                    break
    return spec


def _main_type(values: Sequence[str]) -> str:
    """The type of 80% of the values, else ``text``."""
    t, c = Counter(value_type(v) for v in values).most_common(1)[0]
    return t if c >= 0.8 * len(values) else "text"


def _label_by_constants(specs: list[ColumnSpec], n: int) -> None:
    """Constant columns: labels of the next value column, or template text."""
    for i, spec in enumerate(specs):
        if spec.role != "constant":
            continue
        text = spec.constant_text
        nxt = next((s for s in specs[i + 1 :] if s.role == "value"), None)
        labelish = text.rstrip().endswith((":", "：")) or len(text.split()) <= 4
        if nxt is not None and labelish and not nxt.label:
            nxt.label = text
            spec.role = "label"
        elif spec.present < n and not text.rstrip().endswith((":", "：")):
            spec.role = "value"  # optional but equal where present: data ("Out of stock")


def _label_by_label_texts(specs: list[ColumnSpec], al: Alignment) -> None:
    """Columns of "Label:" texts that vary by record ("Price used:" / "Other editions:"
    aligned together), or too few records for constants: each record's label names
    its own next value."""
    for i, spec in enumerate(specs):
        if spec.role != "value":
            continue
        vals = [c[spec.id].text for c in al.cells if spec.id in c]
        if vals and all(_is_label_text(v) for v in vals):
            nxt = next((s for s in specs[i + 1 :] if s.role == "value"), None)
            if nxt is not None:
                if not nxt.label:
                    nxt.label = Counter(vals).most_common(1)[0][0]
                spec.role = "label"


def _affixes(spec: ColumnSpec, vals: list[str]) -> None:
    """Common prefixes / suffixes (whole words) of a value column as its label.

    Without a colon a prefix is a label only before numbers/dates or when it is a
    function word ("by"), and a suffix only after numbers ("213 reviews"): a shared
    first word of three titles is a coincidence, not a label.
    """
    if len(vals) >= 2:
        p = common_prefix(vals)
        if (
            p
            and not spec.label
            and (
                p.endswith((":", "："))
                or (
                    len(vals) >= 3
                    and len(p.split()) <= 3
                    and spec.echo < 0.5
                    and spec.type not in ("currency", "date", "number")
                    and (
                        _all_typed(vals, p, "")
                        or _all_typed(vals, p, common_suffix(vals))
                        or (spec.link < 0.5 and _function_words(p))
                    )
                )
            )
        ):
            spec.prefix = p
            spec.label = p
        sfx = common_suffix(vals)
        if (
            sfx
            and not spec.label
            and len(vals) >= 3
            and len(sfx.split()) <= 2
            and spec.type != "currency"
            and _all_typed(vals, "", sfx)
        ):
            spec.suffix = sfx
            spec.label = sfx
    else:
        m = _LABEL_COLON.match(vals[0]) if vals else None
        if m and len(m.group(1).split()) <= 4 and not spec.label:
            spec.prefix = vals[0][: m.start(2)].rstrip()
            spec.label = m.group(1)
    if spec.prefix or spec.suffix:
        spec.type = _main_type([clean_value(v, spec.prefix, spec.suffix) for v in vals])


def _all_typed(vals: Sequence[str], prefix: str, suffix: str) -> bool:
    """Whether the values are numbers/dates/prices once the affix is cut."""
    cleaned = [clean_value(v, prefix, suffix) for v in vals]
    typed = sum(value_type(v) in ("number", "currency", "date") for v in cleaned)
    return typed >= 0.8 * len(cleaned)


def _function_words(text: str) -> bool:
    toks = tokenize(text)
    return bool(toks) and all(t in STOP_WORDS for t in toks)


def _mark_repeats(specs: list[ColumnSpec], al: Alignment) -> None:
    """Consecutive columns that repeat one field (a list of authors): same tag
    path and class, a record has the k-th only if it has the (k-1)-th, the
    whole element is missing where the value is (not an empty table cell) and
    they sit in one container. They become one field, values joined by "; "."""
    parent_col: dict[int, int] = {}
    containers: dict[int, list[int]] = {}
    present: dict[int, set[int]] = {}
    for r, pairs in enumerate(al.tokens):
        col_of = {id(n): c for n, c in pairs}
        for n, c in pairs:
            if c is None:  # only a wrapper's alignment has tokens without a column
                continue
            if n.tag == TEXT and n.parent is not None:
                pc = col_of.get(id(n.parent))
                if pc is not None:
                    parent_col.setdefault(c, pc)
                gp = n.parent.parent
                containers.setdefault(c, []).append(id(gp) if gp is not None else 0)
        present_cols = {c for _, c in pairs if c is not None}
        for c in present_cols:
            present.setdefault(c, set()).add(r)
    values = [s for s in specs if s.role in ("value",)]
    prev: ColumnSpec | None = None
    head: ColumnSpec | None = None
    for s in values:
        ok = (
            prev is not None
            and head is not None
            and not (head.prefix or head.suffix or s.label)
            and s.sym == prev.sym
            and al.column_key.get(s.id) == al.column_key.get(prev.id)
            and present.get(s.id, set()) <= present.get(prev.id, set())
            and len(present.get(s.id, ())) < len(al.cells)
            and s.id in parent_col
            and not (present.get(parent_col[s.id], set()) - present.get(s.id, set()))
            and _same_containers(al, prev.id, s.id)
        )
        if ok:
            s.role = "repeat"
            s.target = head.id  # type: ignore[union-attr]
        else:
            head = s
        prev = s


def _same_containers(al: Alignment, a: int, b: int) -> bool:
    for cells in al.cells:
        if a in cells and b in cells:
            pa, pb = cells[a].parent, cells[b].parent
            if pa is None or pb is None or pa.parent is not pb.parent:
                return False
    return True


def _name_columns(specs: list[ColumnSpec], al: Alignment, domain: Domain | None) -> None:
    values = [s for s in specs if s.role == "value"]
    for s in values:
        s.name = (label_name(s.label) or "") if s.label else ""
    if not any(s.name == "title" for s in values):
        title = next((s for s in values if not s.name and s.link >= 0.5 and s.type == "text"), None)
        if title is None:
            title = next(
                (s for s in values if not s.name and s.echo >= 0.5 and s.type == "text" and _mean_len(al, s.id) <= 150),
                None,
            )
        if title is not None:
            title.name = "title"
    used_types: Counter[str] = Counter()
    for s in sorted(values, key=lambda s: -s.present):  # the most frequent gets the plain name
        if not s.name and s.type in TYPE_NAMES:
            used_types[s.type] += 1
            k = used_types[s.type]
            s.name = TYPE_NAMES[s.type] + (f"_{k}" if k > 1 else "")
    if domain is not None and domain.attributes:
        fields = {}
        for s in values:
            if s.irrelevant:
                continue
            texts = [t for t in (s.label, s.name) if t]
            sample = [c[s.id].text for c in al.cells[:30] if s.id in c]
            fields[s.id] = (texts, sample)
        for cid, match in domain.match(fields).items():
            for s in values:
                if s.id == cid:
                    s.name = match.attribute
    seen: Counter[str] = Counter()
    for k, s in enumerate(values, start=1):
        if not s.name:
            s.name = f"field_{k}"
        seen[s.name] += 1
        if seen[s.name] > 1:
            s.name = f"{s.name}_{seen[s.name]}"


def _mean_len(al: Alignment, cid: int) -> float:
    vals = [len(c[cid].text) for c in al.cells if cid in c]
    return sum(vals) / len(vals) if vals else 0.0


def _kept(specs: Sequence[ColumnSpec], cells: dict[int, str]) -> Iterator[tuple[ColumnSpec, str, str | None]]:
    """The columns of a record whose text makes or extends a field, in spec order: each with its
    text and the text of the label column naming it (None: none did)."""
    labels: dict[int, str] = {}
    for s in specs:
        text = cells.get(s.id)
        if text is None or s.role == "separator":
            continue
        if s.role == "label":
            if (
                s.target >= 0
                and s.target in cells
                and (not s.constant_text or text == s.constant_text or _is_label_text(text))
            ):
                labels[s.target] = text
                continue
            if s.constant_text and text == s.constant_text:
                continue
        elif s.role == "constant" and text == s.constant_text:
            continue
        yield s, text, labels.get(s.id)


def has_fields(specs: Sequence[ColumnSpec], cells: dict[int, str]) -> bool:
    """Whether :func:`apply_columns` gives the record any field (a record without one is no record),
    without building them: the first column kept makes a field (a repeat extends one made before)."""
    return next(_kept(specs, cells), None) is not None


def apply_columns(
    specs: Sequence[ColumnSpec], cells: dict[int, str]
) -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """Fields, raw texts and types of one record from the texts of its aligned cells (by column)."""
    fields: dict[str, str] = {}
    raw: dict[str, str] = {}
    types: dict[str, str] = {}
    colname: dict[int, str] = {}

    def put(name: str, value: str, text: str) -> str:
        """Store a field under ``name`` (``name_2``… if taken); the name used."""
        base, k = name, 1
        while name in fields:
            k += 1
            name = f"{base}_{k}"
        fields[name] = value
        raw[name] = text
        types[name] = value_type(value)
        return name

    for s, text, own in _kept(specs, cells):
        if s.role == "label":
            put(label_name(text) or f"field_c{s.id}", clean_value(text), text)  # no value to name: keep it
            continue
        if s.role == "constant":
            put(f"field_c{s.id}", clean_value(text), text)  # template text changed here: it is data
            continue
        if s.role == "repeat":
            head = colname.get(s.target)
            if head is not None:
                fields[head] = f"{fields[head]}{REPEAT_JOIN}{clean_value(text)}"
                raw[head] = f"{raw[head]}{REPEAT_JOIN}{text}"
                types[head] = "text"
                continue
        name = s.name
        if own is not None and label_name(own) != label_name(s.label or ""):
            name = label_name(own) or name
        colname[s.id] = put(name, clean_value(text, s.prefix, s.suffix), text)
    return fields, raw, types
