"""Which text labels which field, by where they sit on the screen (Álvarez, DeepBot §III.4.1).

Álvarez associates the texts of a rendered form with its fields by their
on-screen position, because markup often does not say which text labels
which field (no ``<label for>``, no aria; the labels sit in table cells or
divs beside the fields). Pure geometry on boxes the browser measured
(``hiddenweb/data/formboxes.js``, run by the rendering glue): no browser here.

For each field and each text: the distance between their rectangles in
character units (pixels over the text's mean character width) and the
direction from field to text, rounded to π/4; a text is *aligned* when it
shares the field's row or column (their extents overlap on the other axis).
A field's candidates are the texts within ``k`` (5) × its smallest distance
(for texts in a label's first direction, × the smallest among those: a table
row's label cell is farther than the next row's text just below; never less
than ``k`` × 2 characters). Aligned texts come first, in the directions a
label takes (left, then above a box; right, then left of a checkbox or
radio), then other aligned texts, then the rest, each by distance. Each text
labels one field: pairs are taken best first, a text once. A field left
without a text then takes its best candidate all the same.

Without a browser, :mod:`hiddenweb.forms.labels`' document order is the fallback.
"""

from __future__ import annotations

import math
import pkgutil
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hiddenweb.forms.fields import prompt_option
from hiddenweb.forms.model import NO_INPUT_TYPES

__all__ = [
    "K_CANDIDATES",
    "Box",
    "FieldBox",
    "TextBox",
    "aligned",
    "ambiguous",
    "apply_layout",
    "associate",
    "boxes_script",
    "direction",
    "distance",
    "label_by_layout",
    "layout_texts",
]

#: Candidates of a field: texts within this many times its smallest distance (Álvarez: 5).
K_CANDIDATES = 5.0
#: Smallest distance, in characters, that ``k ×`` multiplies (a hint touching its box is at 0, and
#: the label a table cell away must stay a candidate).
MIN_SCALE = 2.0
#: Field types whose label sits after them (right), not before.
_CHECKS = frozenset({"checkbox", "radio"})
_PI4 = math.pi / 4
#: The tiers of a text aligned with a field but not where a label sits, and of one not aligned.
_OTHER_ALIGNED, _NOT_ALIGNED = 2, 3


@dataclass(frozen=True)
class Box:
    """A rectangle in CSS pixels, page coordinates (y grows downwards)."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        """The x of its right edge."""
        return self.x + self.width

    @property
    def bottom(self) -> float:
        """The y of its bottom edge."""
        return self.y + self.height


@dataclass(frozen=True)
class TextBox:
    """A text node as rendered: its text and its bounding box."""

    text: str
    box: Box
    #: Characters the box holds (white space included, collapsed); 0: those of :attr:`text`.
    chars: int = 0

    @property
    def char_width(self) -> float:
        """Mean width of a character of this text, in pixels (the unit of distances).

        Never more than half the line's height: a padded or letter-spaced
        text does not make its distances shrink.
        """
        n = max(self.chars or len(self.text), 1)
        width = self.box.width / n
        if self.box.height > 0:
            width = min(width, self.box.height / 2)
        return max(width, 1.0)


@dataclass(frozen=True)
class FieldBox:
    """A field as rendered: a key naming it, its type and its bounding box."""

    key: Any
    type: str
    box: Box


def _gap(lo: float, hi: float, t_lo: float, t_hi: float) -> float:
    """Signed gap on one axis from the span [lo, hi] to [t_lo, t_hi]; 0 where they overlap."""
    if t_hi <= lo:
        return t_hi - lo
    if t_lo >= hi:
        return t_lo - hi
    return 0.0


def _gaps(field: Box, text: Box) -> tuple[float, float]:
    """Signed gaps from the field to the text (0 where they overlap on that axis); negative = left/above."""
    return _gap(field.x, field.right, text.x, text.right), _gap(field.y, field.bottom, text.y, text.bottom)


def distance(field: Box, text: TextBox) -> float:
    """Rectangle distance from a field to a text, in characters of that text."""
    gx, gy = _gaps(field, text.box)
    return math.hypot(gx, gy) / text.char_width


def direction(field: Box, text: Box) -> int:
    """Direction from field to text rounded to π/4, as a multiple of π/4 (0 right, 2 below, 4 left, 6 above).

    Measured on the gap between the rectangles, so a label beside a taller
    box is straight left of it however their centres differ; overlapping
    rectangles by the side they touch, else by their centres.
    """
    gx, gy = _gaps(field, text)
    if gx == 0 and gy == 0:
        # Touching or overlapping: the side it touches, else the centres.
        gx = -1.0 if text.right <= field.x else 1.0 if text.x >= field.right else 0.0
        gy = -1.0 if text.bottom <= field.y else 1.0 if text.y >= field.bottom else 0.0
    if gx == 0 and gy == 0:
        gx = (text.x + text.right - field.x - field.right) / 2
        gy = (text.y + text.bottom - field.y - field.bottom) / 2
    return round(math.atan2(gy, gx) / _PI4) % 8


def aligned(field: Box, text: Box) -> bool:
    """Whether a text is in the field's row (their vertical extents overlap) or column (horizontal ones)."""
    overlap_y = min(field.bottom, text.bottom) - max(field.y, text.y)
    overlap_x = min(field.right, text.right) - max(field.x, text.x)
    return overlap_y > 0 or overlap_x > 0


def _rank(field: FieldBox, text: TextBox) -> tuple[int, float]:
    """Ordering key of a (field, text) pair: aligned in a label's first direction (left of a box,
    right of a checkbox), then its second (above a box, left of a checkbox), then other aligned
    texts, then the rest; within each, nearer first."""
    d = direction(field.box, text.box)
    preferred = (0, 4) if field.type in _CHECKS else (4, 6)
    if not aligned(field.box, text.box):
        tier = _NOT_ALIGNED
    elif d in preferred:
        tier = preferred.index(d)
    else:
        tier = _OTHER_ALIGNED
    return tier, distance(field.box, text)


def _limit(ranks: Sequence[tuple[int, float]], tier: int, k: float) -> float:
    """Farthest distance a candidate of ``tier`` may be: ``k`` × the nearest text of its tier (aligned
    in a label's direction) or, for the other tiers, of all texts, and never below ``k`` characters."""
    pool = [d for t, d in ranks if t == 0] if tier == 0 else [d for _, d in ranks]
    return k * max(min(pool), MIN_SCALE)


def associate(
    fields: Sequence[FieldBox], texts: Sequence[TextBox], k: float = K_CANDIDATES
) -> dict[Any, list[tuple[str, bool]]]:
    """Field key → its texts, best first, each with whether it sits where a label does (§III.4.1):
    aligned with the field, left of or above a box, right or left of a checkbox.

    Each text goes to one field (pairs taken best first: aligned before not
    aligned, then nearer); a field that got none then takes its best
    candidate, even if another field has it. Without texts, the answer is empty.
    """
    candidates: dict[Any, list[tuple[tuple[int, float], int]]] = {}
    if not texts:
        return {}
    for f in fields:
        ranks = [_rank(f, t) for t in texts]
        candidates[f.key] = sorted((r, i) for i, r in enumerate(ranks) if r[1] <= _limit(ranks, r[0], k))
    pairs = sorted((rank, n, key, i) for n, (key, ranked) in enumerate(candidates.items()) for rank, i in ranked)
    owner: dict[int, Any] = {}
    result: dict[Any, list[tuple[tuple[int, float], int]]] = {}
    for rank, _, key, i in pairs:
        if i not in owner:
            owner[i] = key
            result.setdefault(key, []).append((rank, i))
    for key, ranked in candidates.items():
        if key not in result and ranked:
            result[key] = [ranked[0]]
    return {key: [(texts[i].text, rank[0] < _OTHER_ALIGNED) for rank, i in sorted(got)] for key, got in result.items()}


# -- boxes measured by the browser -> the form model -------------------------------------------


def boxes_script() -> str:
    """The JavaScript (a function of no argument) that measures every form's fields and texts.

    The rendering glue runs it with ``page.evaluate``; it answers one entry a
    form of ``document.querySelectorAll('form')``: ``{"fields": [{"name",
    "type", "nth", "explicit", "box"}], "texts": [{"text", "box"}]}``, boxes
    as ``[x, y, width, height]``; ``explicit`` says the markup labels the
    field (``<label>``, aria), and texts of labels already bound to a field
    are left out.
    """
    return (pkgutil.get_data("hiddenweb", "data/formboxes.js") or b"").decode("utf-8")


def _box(raw: Sequence[float]) -> Box:
    x, y, w, h = (float(v) for v in raw[:4])
    return Box(x, y, w, h)


def layout_texts(measured: Mapping[str, Any]) -> dict[tuple[str, int], list[tuple[str, bool]]]:
    """``(field name, nth of that name)`` → its texts by layout, for the fields the markup does not label."""
    fields = [
        FieldBox((str(f.get("name") or ""), int(f.get("nth") or 0)), str(f.get("type") or "text"), _box(f["box"]))
        for f in measured.get("fields", [])
        if not f.get("explicit") and f.get("name")
    ]
    texts = [
        TextBox(str(t["text"]), _box(t["box"]), int(t.get("chars") or 0))
        for t in measured.get("texts", [])
        if str(t.get("text", "")).strip()
    ]
    return associate(fields, texts)


def ambiguous(form: Any) -> set[int]:
    """Positions of the fields whose document-order label is in doubt: none at all, or one another
    field of the form has too (a text two fields claim labels at most one of them)."""
    labels: dict[str, int] = {}
    for f in form.fields:
        if f.label and f.type not in NO_INPUT_TYPES:
            labels[f.label] = labels.get(f.label, 0) + 1
    return {
        i
        for i, f in enumerate(form.fields)
        if f.type not in NO_INPUT_TYPES and (not f.label or labels.get(f.label, 0) > 1)
    }


def apply_layout(forms: Iterable[Any], measured: Sequence[Mapping[str, Any]], everywhere: bool = False) -> int:
    """Relabel the fields of parsed forms by the browser's boxes; the number of fields relabelled.

    ``forms`` are :class:`~hiddenweb.forms.model.Form` of the page (their
    ``index`` is their position among the page's forms, as in ``measured``).
    Fields the markup labels (``<label>``, aria) never change, nor does a
    radio group's label; of the others only those whose document-order
    label is in doubt (:func:`ambiguous`) unless ``everywhere``. Every
    unlabelled field takes part in the association all the same, so that a
    text goes to the field it sits beside. The layout's text goes first
    unless it does not sit where a label does (:func:`associate`) and the
    field has a placeholder.
    """
    changed = 0
    for form in forms:
        if not 0 <= form.index < len(measured):
            continue
        names = {str(f.get("name") or "") for f in measured[form.index].get("fields", [])}
        if not names <= {f.name for f in form.fields}:
            continue  # the browser's DOM and lxml's tree disagree on which form this is
        by_field = layout_texts(measured[form.index])
        doubtful = ambiguous(form)
        seen: dict[str, int] = {}
        for i, f in enumerate(form.fields):
            nth = seen.get(f.name, 0)
            seen[f.name] = nth + 1
            got = by_field.get((f.name, nth))
            if not got or f.type == "radio" or not (everywhere or i in doubtful):
                continue
            if f.type == "select" and f.label and f.label == prompt_option(f):
                continue  # the select names itself ("Make (any)"): no text outside it does better
            layout = [t for t, _ in got]
            first = layout if got[0][1] or not f.placeholder else [f.placeholder, *layout]
            f.texts = list(dict.fromkeys([*first, *f.texts]))
            if f.label != f.texts[0]:
                changed += 1
            f.label = f.texts[0]
    return changed


def label_by_layout(forms: Sequence[Any], boxes: Sequence[Mapping[str, Any]]) -> int:
    """Relabel the fields in doubt by the browser's boxes until none changes; the fields relabelled.

    One :func:`~hiddenweb.forms.layout.apply_layout` pass can leave a label
    shared: a field whose wrong document-order label was unique ("Year", the
    header row's last text, on the make select) shares it once the field it
    belongs to is relabelled, and the next pass gives it its own. A relabelled
    field then drops the texts that label another field (each text labels one
    field): the make select's "Year" would match it with the records' year column.
    """
    before = [[f.label for f in form.fields] for form in forms]
    changed = 0
    for _ in range(3):
        done = apply_layout(forms, boxes)
        changed += done
        if not done:
            break
    for form, labels in zip(forms, before, strict=True):
        others = Counter(f.label for f in form.fields if f.label)
        for f, label in zip(form.fields, labels, strict=True):
            if f.label != label:
                f.texts = [t for t in f.texts if t == f.label or not others[t]]
    return changed
