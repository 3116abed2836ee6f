"""Which texts label a control: Álvarez's label association (DeepBot, §III.4.1).

Álvarez associates each field with the texts that label it by their visual
position in the rendered page. Without a browser we use, best first:
``<label for>``, a wrapping ``<label>``, ``aria-label(ledby)``,
``placeholder``, ``title``, and the nearest text in document order (same
table cell or the cell before it; the column header of a grid layout; for
checkboxes and radios the text right after them). A radio group is labelled
by its fieldset legend or the text before its first button.
"""

from __future__ import annotations

from bisect import bisect_left
from typing import Any

import lxml.html

from hiddenweb.forms.model import Field
from hiddenweb.forms.roles import is_operator_options
from hiddenweb.htmlinput import is_hidden, normalize_space, visible_text
from hiddenweb.text.html import INVISIBLE_TAGS

#: Longest label text kept.
MAX_LABEL_CHARS = 200
#: The tags of form controls.
CONTROL_TAGS = ("input", "select", "textarea", "button")
#: What :func:`nearby_texts` returns: for each control element, the text before and after it.
Nearby = dict[Any, tuple[str, str]]


def clip(text: str) -> str:
    """``text`` with its white space normalised, cut to :data:`MAX_LABEL_CHARS`."""
    text = normalize_space(text)
    return text[:MAX_LABEL_CHARS]


def label_text(el: lxml.html.HtmlElement) -> str:
    """The visible text of a label-like element, without the option texts of controls inside it; a
    label showing no text (a colour swatch) is read by its ``title``, the name a pointer shows."""
    text = clip(visible_text(el, skip=frozenset({"select", "textarea", "option", "datalist"}), max_elements=500))
    return text or clip(el.get("title") or "")


class PageIndex:
    """Per-page lookups shared by all forms: labels by ``for`` id, elements by id."""

    def __init__(self, root: lxml.html.HtmlElement) -> None:
        self.label_for: dict[str, list[str]] = {}
        self.by_id: dict[str, lxml.html.HtmlElement] = {}
        self.form_owned: dict[str, list[lxml.html.HtmlElement]] = {}
        count = 0
        for el in root.iter():
            count += 1
            if count > 200_000:
                break
            if not isinstance(el.tag, str):
                continue
            eid = el.get("id")
            if eid and eid not in self.by_id:
                self.by_id[eid] = el
            if el.tag == "label":
                target = el.get("for")
                if target:
                    text = label_text(el)
                    if text:
                        self.label_for.setdefault(target, []).append(text)
            elif el.tag in CONTROL_TAGS and el.get("form"):
                self.form_owned.setdefault(el.get("form"), []).append(el)


def nearby_texts(form_el: lxml.html.HtmlElement) -> Nearby:
    """For each control of a form: (closest text before it, closest text after it)."""
    events = _walk_controls(form_el)
    return _query_builder_rows(events, _nearby_texts(events))


def _option_labels(el: lxml.html.HtmlElement) -> list[str]:
    return [normalize_space(o.text_content() or o.get("label") or "") for o in el.iter("option")]


def _selected_label(el: lxml.html.HtmlElement) -> str:
    """The label of the option a select shows (the one marked selected, else its first) when it chooses
    something (a value, not "- column -")."""
    chosen = next((o for o in el.iter("option") if o.get("selected") is not None), None)
    if chosen is None:
        chosen = next(el.iter("option"), None)
    if chosen is None or not (chosen.get("value") if chosen.get("value") is not None else chosen.text_content()):
        return ""
    return normalize_space(chosen.text_content() or chosen.get("label") or "")


def _query_builder_rows(events: list[tuple[str, Any]], result: Nearby) -> Nearby:
    """Give a query builder's value control the label of its row.

    A row of a query builder reads "Priority [is not ▾] [trivial ▾]" (Trac) or "[name ▾]
    [contains ▾] [lib]" (Datasette, Flask-Admin): the operator select between the row's
    label and its value has the value's label before it, and the value nothing. The value
    takes the operator's label, or, where a column select comes first, the column it chose,
    or, where a checkbox that turns the row on comes first ("[x] Status [is ▾] [open ▾]",
    Redmine), the checkbox's label, which the operator takes too
    (:func:`hiddenweb.forms.roles.is_operator_options`).
    """
    controls = [i for i, (kind, _) in enumerate(events) if kind == "ctl"]
    for n in range(1, len(controls)):
        el, op = events[controls[n]][1], events[controls[n - 1]][1]
        before, after = result.get(el, ("", ""))
        if before or op.tag != "select" or not is_operator_options(_option_labels(op)):
            continue
        if any(kind == "text" for kind, _ in events[controls[n - 1] + 1 : controls[n]]):
            continue  # a text of its own between them: the value's label, not the row's
        label = result.get(op, ("", ""))[0]
        if not label and n >= 2:
            column = events[controls[n - 2]][1]
            between = events[controls[n - 2] + 1 : controls[n - 1]]
            if column.tag == "select" and not any(kind == "text" for kind, _ in between):
                label = clip(_selected_label(column))
            elif column.tag == "input" and (column.get("type") or "").lower() == "checkbox":
                # "[x] Status [is ▾] [open ▾]" (Redmine): the box that turns the row on carries its label
                label = result.get(column, ("", ""))[1]
                if label:
                    result[op] = (label, result.get(op, ("", ""))[1])
        if label:
            result[el] = (label, after)
    return result


def _walk_controls(form_el: lxml.html.HtmlElement) -> list[tuple[str, Any]]:
    """Linear sequence of ``("text", str)`` and ``("ctl", element)`` events inside a form.

    Used for the nearby-text association: the text a user reads right before
    (or, for checkboxes and radios, right after) a control. A collapsed panel
    (``display:none`` until a click: an "Advanced search", a list of amenities)
    gives ``("htext", str)`` and ``("hctl", element)``: its texts label its own
    controls only, never a visible one.
    """
    events: list[tuple[str, Any]] = []
    stack: list[tuple[Any, bool, bool]] = [(form_el, False, False)]
    visited = 0
    while stack:
        node, tail, hidden = stack.pop()
        text_kind = "htext" if hidden else "text"
        if tail:
            if node.tail and node.tail.strip():
                events.append((text_kind, node.tail))
            continue
        visited += 1
        if visited > 20_000:
            break
        if node is not form_el:
            stack.append((node, True, hidden))
        tag = node.tag if isinstance(node.tag, str) else ""
        if not tag:
            continue
        if tag in CONTROL_TAGS:
            # Hidden inputs separate no texts; a control's own content (options, button text) labels nothing else.
            if not (tag == "input" and (node.get("type") or "").lower() == "hidden"):
                events.append(("hctl" if hidden else "ctl", node))
            continue
        if tag in INVISIBLE_TAGS:
            continue  # scripts, styles, templates: never read
        if not hidden and is_hidden(node):
            hidden, text_kind = True, "htext"
        if tag in ("td", "th", "tr", "li", "p", "div", "br", "dt", "dd", "fieldset", "legend", "label"):
            events.append(("break", tag))
        if node.text and node.text.strip():
            events.append((text_kind, node.text))
        for child in reversed(node):
            stack.append((child, False, hidden))
    return events


_ROW_BREAKS = frozenset({"tr", "li", "p", "div", "br", "dt", "dd", "fieldset", "legend"})


def _nearby_texts(events: list[tuple[str, Any]]) -> Nearby:
    """For each control element: (closest text before it, closest text after it)."""
    result: Nearby = {}
    every_ctl = [i for i, (kind, _) in enumerate(events) if kind in ("ctl", "hctl")]
    visible_ctl = [i for i, (kind, _) in enumerate(events) if kind == "ctl"]
    for pos in every_ctl:
        # A control of a collapsed panel reads the panel's texts too; a visible one never reads them,
        # nor stops at the panel's controls.
        hidden = events[pos][0] == "hctl"
        texts = ("text", "htext") if hidden else ("text",)
        ctl_positions = every_ctl if hidden else visible_ctl
        n = bisect_left(ctl_positions, pos)
        prev_ctl = ctl_positions[n - 1] if n else -1
        next_ctl = ctl_positions[n + 1] if n + 1 < len(ctl_positions) else len(events)
        before = ""
        for i in range(pos - 1, prev_ctl, -1):
            kind, val = events[i]
            if kind == "break" and val == "fieldset" and not before:
                break  # a text before the control's own fieldset belongs to the fieldset before it
            if kind in texts:
                chunk = normalize_space(val)
                if chunk:
                    before = chunk + (" " + before if before else "")
                    if len(before) > 3:
                        break
        prev_el = events[prev_ctl][1] if prev_ctl >= 0 else None
        if (
            before
            and prev_el is not None
            and prev_el.tag == "input"
            and (prev_el.get("type") or "").lower() in ("checkbox", "radio")
            and result.get(prev_el, ("", ""))[1] == clip(before)
        ):
            before = ""  # that text labels the checkbox/radio before us
        after = ""
        for i in range(pos + 1, next_ctl):
            kind, val = events[i]
            if kind in texts:
                chunk = normalize_space(val)
                if chunk:
                    after = chunk
                    break
            elif kind == "break" and val in _ROW_BREAKS:
                break  # the next row's text labels the next row
        result[events[pos][1]] = (clip(before)[-MAX_LABEL_CHARS:], clip(after))
    return result


def _column_header(el: lxml.html.HtmlElement) -> str:
    """Header cell text of the table column holding ``el`` (forms laid out in grids)."""
    cell = None
    for anc in el.iterancestors():
        if anc.tag in ("td", "th"):
            cell = anc
            break
        if anc.tag in ("form", "table"):
            return ""
    if cell is None:
        return ""
    row = cell.getparent()
    if row is None or row.tag != "tr":
        return ""
    col = _cells(row).index(cell)
    table = row
    for anc in row.iterancestors():
        if anc.tag == "table":
            table = anc
            break
    if table is row:
        return ""
    for tr in table.iter("tr"):
        if tr is row:
            return ""
        cells = _cells(tr)
        if cells and all(c.tag == "th" for c in cells) and col < len(cells):
            return clip(visible_text(cells[col], max_elements=200))
    return ""


def control_texts(el: Any, index: PageIndex, nearby: Nearby, form_el: Any) -> list[str]:
    """Candidate label texts of a control, best first, without duplicates."""
    texts: list[str] = []

    def add(t: str | None) -> None:
        t = clip(t or "")
        if t and t not in texts:
            texts.append(t)

    eid = el.get("id")
    if eid:
        for t in index.label_for.get(eid, []):
            add(t)
    for anc in el.iterancestors():
        if anc.tag == "label":
            add(label_text(anc))
            break
        if anc is form_el or anc.tag in ("form", "body"):
            break
    add(el.get("aria-label"))
    for ref in (el.get("aria-labelledby") or "").split():
        target = index.by_id.get(ref)
        if target is not None:
            add(visible_text(target, max_elements=200))
    add(el.get("placeholder"))
    add(el.get("title"))
    if el.tag == "input" and (el.get("type") or "").lower() == "image":
        add(el.get("alt"))
    before, after = nearby.get(el, ("", ""))
    typ = (el.get("type") or "").lower()
    if el.tag == "input" and typ in ("checkbox", "radio"):
        add(after)
        add(before)
    else:
        add(_row_header(el))
        header = _column_header(el)
        if header and _first_text_cell(el):
            add(header)
        add(before)
        add(header)
    return texts


def _cell_of(el: lxml.html.HtmlElement) -> lxml.html.HtmlElement | None:
    """The table cell (``td``, ``th``) ``el`` sits in, if any."""
    return next((a for a in el.iterancestors() if a.tag in ("td", "th")), None)


def _cells(row: lxml.html.HtmlElement) -> list[lxml.html.HtmlElement]:
    """The cells of a table row, in order."""
    return [c for c in row if isinstance(c.tag, str) and c.tag in ("td", "th")]


def _row_header(el: lxml.html.HtmlElement) -> str:
    """Text of the header cell (``th``) that starts the table row of ``el``'s data cell: HTML's own
    association of a cell with its row's header. A query form laid out one row per column reads
    "name | varchar(100) | utf8mb4_general_ci | [LIKE ▾] | [ ]" (phpMyAdmin): the type and collation
    cells sit nearer the boxes, the row header names what they query."""
    cell = _cell_of(el)
    if cell is None or cell.tag != "td":
        return ""
    row = cell.getparent()
    if row is None or row.tag != "tr":
        return ""
    first = _cells(row)[0]
    if first.tag != "th" or first is cell:
        return ""
    if any(c.tag in CONTROL_TAGS for c in first.iter() if isinstance(c.tag, str)):
        return ""  # a header cell with a control of its own: a filter's column select, not a label
    return clip(visible_text(first, max_elements=200))


def _first_text_cell(el: lxml.html.HtmlElement) -> bool:
    """True if no cell before ``el``'s cell in its table row carries text (grid layouts)."""
    cell = _cell_of(el)
    if cell is None:
        return False
    for prev in cell.itersiblings(preceding=True):
        if isinstance(prev.tag, str) and normalize_space(prev.text_content()):
            return False
    return not normalize_space("".join(t for t in cell.itertext(tag=("td", "th", "span", "b", "label", "div"))))


def group_labels(form_el: Any, fields: list[Field], radios_el: dict[str, Any], nearby: Nearby) -> None:
    """A radio group's label is its fieldset legend, the header of the table column its buttons
    fill one a row (a query form's "Sort on" column), or the text before its first button."""
    for f in fields:
        if f.type != "radio" or f.name not in radios_el:
            continue
        el = radios_el[f.name]
        group_texts: list[str] = []
        for anc in el.iterancestors():
            if anc.tag == "fieldset":
                legend = anc.find("legend")
                if legend is not None:
                    t = clip(visible_text(legend, max_elements=100))
                    if t:
                        group_texts.append(t)
                break
            if anc is form_el:
                break
        header = _column_header(el) if _in_one_column(el, f.name, form_el) else ""
        if header and header not in group_texts:
            group_texts.append(header)
        before = nearby.get(el, ("", ""))[0]
        if before and before not in group_texts and not header:
            group_texts.append(before)
        if group_texts:
            f.texts = group_texts + [t for t in f.texts if t not in group_texts]
            f.label = f.texts[0]


def _in_one_column(el: lxml.html.HtmlElement, name: str, form_el: Any) -> bool:
    """Whether the radios called ``name`` sit one a row in the same column of one table (≥ 2 rows)."""
    cell = _cell_of(el)
    row = cell.getparent() if cell is not None else None
    if row is None or row.tag != "tr":
        return False
    col = _cells(row).index(cell)
    rows = set()
    for other in form_el.iter("input"):
        if other.get("name") != name or (other.get("type") or "").lower() != "radio":
            continue
        ocell = _cell_of(other)
        orow = ocell.getparent() if ocell is not None else None
        if orow is None or _cells(orow).index(ocell) != col:
            return False
        rows.add(id(orow))
    return len(rows) >= 2
