"""The form model: every form of a page, its fields and their labels, and query templates.

Parsing follows the form model of Álvarez (DeepBot, §III.4.1): a form is a
set of fields, each with the texts that label it, *bounded* (select,
checkbox, radio: the values are given) or *unbounded* (free text), plus
submission controls. Labels come from ``<label for>``, wrapping labels,
``aria-label(ledby)``, ``placeholder``, ``title`` and, as Álvarez's visual
association is not available without a browser, the nearest text in
document order (same table cell or the cell before, column headers).

Submission follows He et al. (§3, URL templates) and Álvarez §III.4.4: the
keyword field gets ``{query}``, every other field keeps the value a browser
would submit by default (hidden fields kept, selects at their selected or
first option, checked checkboxes and radios, the first named submit button).

``python -m hiddenweb.forms PAGE.html [--url URL]`` prints every form of a
page as JSON lines with its type, probability and keyword field.
"""

from __future__ import annotations

import argparse
import contextvars
import json
import logging
import math
import os
import re
import sys
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote_plus, urldefrag, urljoin, urlsplit, urlunsplit

import lxml.html

from hiddenweb.htmlinput import (
    base_url,
    decode_html,
    is_hidden,
    normalize_space,
    parse_text,
    visible_text,
)

from hiddenweb.formsafety import search_evidence, state_changing

logger = logging.getLogger(__name__)

__all__ = [
    "Field",
    "Form",
    "QueryTemplate",
    "UNSAFE_FORM_TYPES",
    "FORM_TYPES",
    "parse_forms",
    "forms_from_root",
    "form_type",
    "rule_form_type",
    "keyword_field",
    "find_search_form",
    "search_links",
    "query_template",
    "script_submitted",
    "without_search_form",
]

#: Form types the classifiers return.
FORM_TYPES = (
    "search",
    "login",
    "registration",
    "password_recovery",
    "contact",
    "mailing_list",
    "order",
    "delete",
    "other",
)
#: Form types never submitted by default (issue #2: never log in, register,
#: write to people, subscribe, order or delete anything).
UNSAFE_FORM_TYPES = frozenset(
    {"login", "registration", "password_recovery", "contact", "mailing_list", "order", "delete"}
)
#: Field types whose values are given by the page (Álvarez §III.4.1).
BOUNDED_TYPES = frozenset({"select", "checkbox", "radio"})
#: Field types that submit a form.
SUBMIT_TYPES = frozenset({"submit", "image"})
#: Field types a user types free text into.
TEXT_TYPES = frozenset({"text", "search", "textarea"})
_INPUT_TYPES = frozenset(
    """
    text search hidden checkbox radio submit image button reset password email number date
    datetime-local datetime month week time tel url file range color
    """.split()
)
#: Limits that keep a pathological page cheap.
MAX_FORMS = 200
MAX_FIELDS_PER_FORM = 500
MAX_OPTIONS = 1000
MAX_LABEL_CHARS = 200
MAX_FORM_HTML = 64 * 1024
DEFAULT_ENCTYPE = "application/x-www-form-urlencoded"


# ---------------------------------------------------------------------------
# Model
# ---------------------------------------------------------------------------


@dataclass
class Field:
    """One form control (a radio group is one field whose ``options`` are its buttons)."""

    name: str
    type: str
    value: str = ""
    options: list[tuple[str, str]] = field(default_factory=list)
    checked: bool = False
    required: bool = False
    disabled: bool = False
    label: str = ""
    texts: list[str] = field(default_factory=list)
    id: str = ""
    placeholder: str = ""
    autocomplete: str = ""
    size: int = 0
    maxlength: int = 0
    multiple: bool = False
    readonly: bool = False
    #: Values selected by default in a ``<select multiple>``.
    selected: list[str] = field(default_factory=list)
    #: Other attributes that matter now and then (formaction, formmethod, pattern, inputmode, min, max, tag).
    attrs: dict[str, str] = field(default_factory=dict)

    @property
    def bounded(self) -> bool:
        """Values come from the page (select/checkbox/radio), Álvarez §III.4.1."""
        return self.type in BOUNDED_TYPES

    @property
    def submits(self) -> bool:
        return self.type in SUBMIT_TYPES

    def defaults(self) -> list[tuple[str, str]]:
        """The ``(name, value)`` pairs a browser sends for this field when the form is
        submitted untouched (submit buttons excluded: they send only when clicked)."""
        if not self.name or self.disabled:
            return []
        t = self.type
        if t in SUBMIT_TYPES or t in ("button", "reset", "file"):
            return []
        if t == "checkbox":
            return [(self.name, self.value or "on")] if self.checked else []
        if t == "radio":
            return [(self.name, self.value)] if self.checked else []
        if t == "select":
            if self.multiple:
                return [(self.name, v) for v in self.selected]
            if not self.options and not self.value:
                return []
            return [(self.name, self.value)]
        return [(self.name, self.value)]

    def click_pairs(self) -> list[tuple[str, str]]:
        """The pairs this submit control adds when it is the one clicked."""
        if not self.name or self.disabled:
            return []
        if self.type == "image":
            return [(self.name + ".x", "0"), (self.name + ".y", "0")]
        return [(self.name, self.value)]

    def to_dict(self) -> dict[str, Any]:
        d = {
            "name": self.name,
            "type": self.type,
            "value": self.value,
            "options": [list(o) for o in self.options],
            "checked": self.checked,
            "required": self.required,
            "disabled": self.disabled,
            "label": self.label,
            "texts": list(self.texts),
            "id": self.id,
            "placeholder": self.placeholder,
            "autocomplete": self.autocomplete,
            "size": self.size,
            "maxlength": self.maxlength,
            "multiple": self.multiple,
            "readonly": self.readonly,
            "selected": list(self.selected),
            "attrs": dict(self.attrs),
        }
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Field:
        kwargs = {k: d[k] for k in cls.__dataclass_fields__ if k in d}
        kwargs["options"] = [(str(o[0]), str(o[1])) for o in d.get("options", [])]
        return cls(**kwargs)


@dataclass
class Form:
    """One ``<form>`` of a page, ready to be classified and submitted."""

    url: str
    action: str
    method: str = "GET"
    enctype: str = DEFAULT_ENCTYPE
    index: int = 0
    id: str = ""
    name: str = ""
    fields: list[Field] = field(default_factory=list)
    text: str = ""
    submits: list[Field] = field(default_factory=list)
    #: Charset queries are encoded in (accept-charset, else the page's encoding).
    encoding: str = "utf-8"
    #: class, role, in_search_landmark ("1" inside role=search/<search>), accept-charset, onsubmit...
    attrs: dict[str, str] = field(default_factory=dict)
    #: The form's markup (capped at MAX_FORM_HTML), for classifiers that read HTML (hiddenweb.formtypes).
    html: str = ""

    def __post_init__(self) -> None:
        if not self.submits:
            self.submits = [f for f in self.fields if f.type in SUBMIT_TYPES]

    def field_named(self, name: str) -> Field | None:
        for f in self.fields:
            if f.name == name:
                return f
        return None

    def defaults(self, submit: Field | None | bool = True) -> list[tuple[str, str]]:
        """Form data a browser would send untouched, in document order.

        ``submit=True`` clicks the first submit button that has a name (many
        sites check it); a :class:`Field` clicks that one; ``False``/``None``
        clicks none.
        """
        if submit is True:
            submit = next((s for s in self.submits if s.name and not s.disabled), None)
        pairs: list[tuple[str, str]] = []
        for f in self.fields:
            if f is submit:
                pairs.extend(f.click_pairs())
                submit = None  # once
            else:
                pairs.extend(f.defaults())
        return pairs

    def to_dict(self) -> dict[str, Any]:
        return {
            "url": self.url,
            "action": self.action,
            "method": self.method,
            "enctype": self.enctype,
            "index": self.index,
            "id": self.id,
            "name": self.name,
            "text": self.text,
            "encoding": self.encoding,
            "attrs": dict(self.attrs),
            "fields": [f.to_dict() for f in self.fields],
            "html": self.html,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Form:
        fields = [Field.from_dict(x) for x in d.get("fields", [])]
        return cls(
            url=d.get("url", ""),
            action=d.get("action", ""),
            method=d.get("method", "GET"),
            enctype=d.get("enctype", DEFAULT_ENCTYPE),
            index=int(d.get("index", 0)),
            id=d.get("id", ""),
            name=d.get("name", ""),
            fields=fields,
            text=d.get("text", ""),
            encoding=d.get("encoding", "utf-8"),
            attrs=dict(d.get("attrs", {})),
            html=d.get("html", ""),
        )


# ---------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------


def _int_attr(value: str | None) -> int:
    try:
        return max(0, int((value or "").strip()))
    except ValueError:
        return 0


def _clip(text: str) -> str:
    text = normalize_space(text)
    return text[:MAX_LABEL_CHARS]


def _label_text(el: lxml.html.HtmlElement) -> str:
    return _clip(visible_text(el, skip=frozenset({"select", "textarea", "option", "datalist"}), max_elements=500))


_CONTROL_TAGS = ("input", "select", "textarea", "button")


class _PageIndex:
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
                    text = _label_text(el)
                    if text:
                        self.label_for.setdefault(target, []).append(text)
            elif el.tag in _CONTROL_TAGS and el.get("form"):
                self.form_owned.setdefault(el.get("form"), []).append(el)


def _walk_controls(form_el: lxml.html.HtmlElement) -> list[tuple[str, Any]]:
    """Linear sequence of ``("text", str)`` and ``("ctl", element)`` events inside a form.

    Used for the nearby-text association: the text a user reads right before
    (or, for checkboxes and radios, right after) a control.
    """
    events: list[tuple[str, Any]] = []
    stack: list[tuple[Any, bool]] = [(form_el, False)]
    visited = 0
    while stack:
        node, tail = stack.pop()
        if tail:
            if node.tail and node.tail.strip():
                events.append(("text", node.tail))
            continue
        visited += 1
        if visited > 20_000:
            break
        if node is not form_el:
            stack.append((node, True))
        tag = node.tag if isinstance(node.tag, str) else ""
        if not tag:
            continue
        if tag in _CONTROL_TAGS:
            # Hidden inputs separate no texts; a control's own content (options, button text) labels nothing else.
            if not (tag == "input" and (node.get("type") or "").lower() == "hidden"):
                events.append(("ctl", node))
            continue
        if is_hidden(node):
            continue
        if tag in ("td", "th", "tr", "li", "p", "div", "br", "dt", "dd", "fieldset", "legend", "label"):
            events.append(("break", tag))
        if node.text and node.text.strip():
            events.append(("text", node.text))
        for child in reversed(node):
            stack.append((child, False))
    return events


_ROW_BREAKS = frozenset({"tr", "li", "p", "div", "br", "dt", "dd", "fieldset", "legend"})


def _nearby_texts(events: list[tuple[str, Any]]) -> dict[Any, tuple[str, str]]:
    """For each control element: (closest text before it, closest text after it)."""
    result: dict[Any, tuple[str, str]] = {}
    ctl_positions = [i for i, (kind, _) in enumerate(events) if kind == "ctl"]
    for n, pos in enumerate(ctl_positions):
        prev_ctl = ctl_positions[n - 1] if n else -1
        next_ctl = ctl_positions[n + 1] if n + 1 < len(ctl_positions) else len(events)
        before = ""
        for i in range(pos - 1, prev_ctl, -1):
            kind, val = events[i]
            if kind == "text":
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
            and result.get(prev_el, ("", ""))[1] == _clip(before)
        ):
            before = ""  # that text labels the checkbox/radio before us
        after = ""
        for i in range(pos + 1, next_ctl):
            kind, val = events[i]
            if kind == "text":
                chunk = normalize_space(val)
                if chunk:
                    after = chunk
                    break
            elif kind == "break" and val in _ROW_BREAKS:
                break  # the next row's text labels the next row
        result[events[pos][1]] = (_clip(before)[-MAX_LABEL_CHARS:], _clip(after))
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
    col = [c for c in row if isinstance(c.tag, str) and c.tag in ("td", "th")].index(cell)
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
        cells = [c for c in tr if isinstance(c.tag, str) and c.tag in ("td", "th")]
        if cells and all(c.tag == "th" for c in cells) and col < len(cells):
            return _clip(visible_text(cells[col], max_elements=200))
    return ""


_OFFSCREEN = re.compile(r"(?:left|top|text-indent)\s*:\s*-\d{3,}", re.I)


def _in_invisible_container(el: lxml.html.HtmlElement, form_el) -> bool:
    """Hidden by CSS/ARIA or positioned off-screen (spam honeypots), itself or an ancestor in the form."""
    node = el
    while node is not None:
        if node.tag != "input" and is_hidden(node):
            return True
        if node.tag == "input" and (node.get("style") or "").replace(" ", "").lower().find("display:none") >= 0:
            return True
        if _OFFSCREEN.search(node.get("style") or ""):
            return True
        if node is form_el:
            break
        node = node.getparent()
    return False


def _in_disabled_fieldset(el: lxml.html.HtmlElement) -> bool:
    for anc in el.iterancestors():
        if anc.tag == "fieldset" and anc.get("disabled") is not None:
            return True
        if anc.tag == "form":
            break
    return False


def _option_value(opt: lxml.html.HtmlElement) -> str:
    value = opt.get("value")
    if value is None:
        value = normalize_space(opt.text_content())
    return value


def _control_texts(el, index: _PageIndex, nearby: dict, form_el) -> list[str]:
    """Candidate label texts of a control, best first, without duplicates."""
    texts: list[str] = []

    def add(t: str | None) -> None:
        t = _clip(t or "")
        if t and t not in texts:
            texts.append(t)

    eid = el.get("id")
    if eid:
        for t in index.label_for.get(eid, []):
            add(t)
    for anc in el.iterancestors():
        if anc.tag == "label":
            add(_label_text(anc))
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
        header = _column_header(el)
        if header and _first_text_cell(el):
            add(header)
        add(before)
        add(header)
    return texts


def _first_text_cell(el: lxml.html.HtmlElement) -> bool:
    """True if no cell before ``el``'s cell in its table row carries text (grid layouts)."""
    cell = next((a for a in el.iterancestors() if a.tag in ("td", "th")), None)
    if cell is None:
        return False
    for prev in cell.itersiblings(preceding=True):
        if isinstance(prev.tag, str) and normalize_space(prev.text_content()):
            return False
    return not normalize_space("".join(t for t in cell.itertext(tag=("td", "th", "span", "b", "label", "div"))))


def _field_type(el: lxml.html.HtmlElement) -> str:
    tag = el.tag
    if tag == "select":
        return "select"
    if tag == "textarea":
        return "textarea"
    if tag == "button":
        t = (el.get("type") or "submit").strip().lower()
        return t if t in ("button", "reset") else "submit"
    t = (el.get("type") or "text").strip().lower()
    return t if t in _INPUT_TYPES else "text"


def _make_field(el, index: _PageIndex, nearby: dict, form_el) -> Field:
    typ = _field_type(el)
    get = el.get
    f = Field(
        name=get("name") or "",
        type=typ,
        id=get("id") or "",
        placeholder=_clip(get("placeholder") or ""),
        autocomplete=(get("autocomplete") or "").strip().lower(),
        size=_int_attr(get("size")),
        maxlength=_int_attr(get("maxlength")),
        required=get("required") is not None or get("aria-required") == "true",
        disabled=get("disabled") is not None or _in_disabled_fieldset(el),
        readonly=get("readonly") is not None,
        multiple=get("multiple") is not None,
    )
    for attr in (
        "formaction",
        "formmethod",
        "formenctype",
        "pattern",
        "inputmode",
        "min",
        "max",
        "alt",
        "class",
        "role",
    ):
        v = get(attr)
        if v is not None:
            f.attrs[attr] = v[:200]
    if el.tag == "button":
        f.attrs["tag"] = "button"
    if typ != "hidden" and _in_invisible_container(el, form_el):
        f.attrs["invisible"] = "1"
    if typ == "select":
        selected: list[str] = []
        first_enabled = None
        for n, opt in enumerate(el.iter("option")):
            if n >= MAX_OPTIONS:
                break
            value = _option_value(opt)
            f.options.append((value, _clip(opt.text_content())))
            if opt.get("disabled") is None and first_enabled is None:
                first_enabled = value
            if opt.get("selected") is not None:
                selected.append(value)
        if f.multiple:
            f.selected = selected
            f.value = selected[0] if selected else ""
        else:
            # Browsers show the last selected option, else the first enabled one.
            f.value = selected[-1] if selected else (first_enabled if first_enabled is not None else "")
            f.checked = bool(selected)
    elif typ == "textarea":
        text = el.text or ""
        f.value = text[1:] if text.startswith("\n") else text
    elif typ in ("checkbox", "radio"):
        f.value = get("value") if get("value") is not None else "on"
        f.checked = get("checked") is not None
    elif typ == "button" or (typ == "submit" and el.tag == "button"):
        f.value = get("value") or ""
    else:
        f.value = get("value") or ""
    f.texts = _control_texts(el, index, nearby, form_el)
    if typ in SUBMIT_TYPES or typ in ("button", "reset"):
        # What a user reads on a button is its value / content / alt.
        caption = ""
        if el.tag == "button":
            caption = _label_text(el)
        elif typ == "image":
            caption = get("alt") or ""
        else:
            caption = get("value") or ("Submit" if typ == "submit" else "")
        caption = _clip(caption)
        if caption:
            f.texts = [caption] + [t for t in f.texts if t != caption]
    f.label = f.texts[0] if f.texts else ""
    return f


def _merge_radios(fields: list[Field]) -> list[Field]:
    """One field per radio group (same name), options = its buttons."""
    out: list[Field] = []
    groups: dict[str, Field] = {}
    for f in fields:
        if f.type != "radio" or not f.name:
            out.append(f)
            continue
        option_label = f.texts[0] if f.texts else f.value
        g = groups.get(f.name)
        if g is None:
            g = Field(
                name=f.name,
                type="radio",
                value=f.value if f.checked else "",
                checked=f.checked,
                required=f.required,
                disabled=f.disabled,  # the group is disabled only if every button is
                id=f.id,
                attrs=dict(f.attrs),
            )
            groups[f.name] = g
            out.append(g)
        elif f.checked:
            g.value, g.checked = f.value, True
        g.required = g.required or f.required
        g.disabled = g.disabled and f.disabled
        g.options.append((f.value, option_label))
        # The group's own texts: the label texts of its buttons come last.
        g.texts.append(option_label)
    for g in groups.values():
        g.label = g.texts[0] if g.texts else ""
    return out


def _group_label(form_el, fields: list[Field], radios_el: dict[str, lxml.html.HtmlElement], nearby) -> None:
    """A radio group's label is its fieldset legend or the text before its first button."""
    for f in fields:
        if f.type != "radio" or f.name not in radios_el:
            continue
        el = radios_el[f.name]
        group_texts: list[str] = []
        for anc in el.iterancestors():
            if anc.tag == "fieldset":
                legend = anc.find("legend")
                if legend is not None:
                    t = _clip(visible_text(legend, max_elements=100))
                    if t:
                        group_texts.append(t)
                break
            if anc is form_el:
                break
        before = nearby.get(el, ("", ""))[0]
        if before and before not in group_texts:
            group_texts.append(before)
        if group_texts:
            f.texts = group_texts + [t for t in f.texts if t not in group_texts]
            f.label = f.texts[0]


def _resolve_action(form_el, page_url: str, base: str) -> str:
    action = (form_el.get("action") or "").strip()
    if not action or action.lower().startswith("javascript:"):
        target = page_url
    else:
        target = urljoin(base, action)
    return urldefrag(target)[0] or page_url


def _in_search_landmark(form_el) -> bool:
    if (form_el.get("role") or "").lower() == "search":
        return True
    for anc in form_el.iterancestors():
        if anc.tag == "search" or (anc.get("role") or "").lower() == "search":
            return True
    return False


_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})


def _heading_before(form_el: Any, siblings: int = 3) -> str:
    """The heading right before a form ("Delete your account", "Search the catalogue"), if any.

    Only headings: a paragraph of help text above a search form often names
    acts ("remove stop words") that say nothing of what the form does.
    """
    for el in (form_el, form_el.getparent()):
        if el is None:
            break
        for n, prev in enumerate(el.itersiblings(preceding=True)):
            if n >= siblings:
                break
            if isinstance(prev.tag, str) and prev.tag.lower() in _HEADINGS:
                return normalize_space(prev.text_content())[:MAX_LABEL_CHARS]
    return ""


def _form_from_element(form_el, idx: int, page_url: str, base: str, encoding: str, index: _PageIndex) -> Form:
    controls = [el for el in form_el.iter(*_CONTROL_TAGS)]
    fid = form_el.get("id")
    if fid and fid in index.form_owned:
        owned = [el for el in index.form_owned[fid] if el not in controls]
        controls.extend(owned)
    # Controls that name another form belong to it, not to this one.
    controls = [el for el in controls if not el.get("form") or el.get("form") == fid]
    controls = controls[:MAX_FIELDS_PER_FORM]
    events = _walk_controls(form_el)
    nearby = _nearby_texts(events)
    raw_fields = []
    radios_el: dict[str, Any] = {}
    for el in controls:
        f = _make_field(el, index, nearby, form_el)
        if f.type == "radio" and f.name and f.name not in radios_el:
            radios_el[f.name] = el
        raw_fields.append(f)
    fields = _merge_radios(raw_fields)
    _group_label(form_el, fields, radios_el, nearby)
    method = (form_el.get("method") or "GET").strip().upper()
    method = "POST" if method == "POST" else "GET"
    enctype = (form_el.get("enctype") or DEFAULT_ENCTYPE).strip().lower()
    if enctype not in (DEFAULT_ENCTYPE, "multipart/form-data", "text/plain"):
        enctype = DEFAULT_ENCTYPE
    accept = (form_el.get("accept-charset") or "").replace(",", " ").split()
    form_encoding = encoding
    for cand in accept:
        try:
            "".encode(cand)
        except LookupError:
            continue
        form_encoding = cand
        break
    attrs = {}
    for attr in ("class", "role", "accept-charset", "onsubmit", "target", "autocomplete", "action"):
        v = form_el.get(attr)
        if v is not None:
            attrs[attr] = v[:200]
    if _in_search_landmark(form_el):
        attrs["in_search_landmark"] = "1"
    context = _heading_before(form_el)
    if context:
        attrs["context"] = context
    text = visible_text(form_el, skip=frozenset({"select", "textarea", "option", "datalist"}), max_elements=20_000)
    try:
        markup = lxml.html.tostring(form_el, encoding="unicode", with_tail=False)[:MAX_FORM_HTML]
    except (ValueError, TypeError):
        markup = ""
    return Form(
        url=page_url,
        action=_resolve_action(form_el, page_url, base),
        method=method,
        enctype=enctype,
        index=idx,
        id=fid or "",
        name=form_el.get("name") or "",
        fields=fields,
        text=text[:5000],
        encoding=form_encoding,
        attrs=attrs,
        html=markup,
    )


def forms_from_root(root: lxml.html.HtmlElement, url: str, encoding: str = "utf-8") -> list[Form]:
    """Forms of an already parsed document (see :func:`parse_forms`)."""
    forms: list[Form] = []
    try:
        form_els = list(root.iter("form"))[:MAX_FORMS]
        if not form_els:
            return []
        base = base_url(root, url)
        index = _PageIndex(root)
        for i, form_el in enumerate(form_els):
            try:
                forms.append(_form_from_element(form_el, i, url, base, encoding, index))
            except Exception:  # one broken form must not hide the others
                logger.debug("skipping unparseable form %d on %s", i, url, exc_info=True)
    except Exception:
        logger.debug("form parsing failed on %s", url, exc_info=True)
    return forms


def parse_forms(html: str | bytes, url: str, encoding: str | None = None) -> list[Form]:
    """Every form of a page, in document order; ``[]`` for unparseable input.

    ``encoding`` is the charset the transport declared (``Content-Type``);
    it also becomes the charset queries are encoded in, unless the form
    says otherwise (``accept-charset``).
    """
    try:
        text, enc = decode_html(html, encoding)
        root = parse_text(text, url)
    except Exception:
        logger.debug("cannot parse %s", url, exc_info=True)
        return []
    return forms_from_root(root, url, enc or "utf-8")


# ---------------------------------------------------------------------------
# Words and scoring helpers
# ---------------------------------------------------------------------------

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_NONWORD = re.compile(r"[^0-9a-zà-ÿ]+")


def _tokens(text: str) -> list[str]:
    """Split names like ``searchTerm``, ``search_query[]``, ``txtKeyword`` into lowercase words."""
    if not text:
        return []
    text = _CAMEL.sub(" ", text)
    return [t for t in _NONWORD.split(text.lower()) if t]


def _field_words(f: Field) -> list[str]:
    words = _tokens(f.name) + _tokens(f.id) + _tokens(f.placeholder) + _tokens(f.autocomplete)
    for t in f.texts[:4]:
        words += _tokens(t)
    return words


def _rx(alternatives: str) -> re.Pattern[str]:
    """Case-insensitive whole-word alternation (``"log ?in|sign ?in"``)."""
    return re.compile(r"(?<![a-z])(?:" + alternatives + r")(?![a-z])", re.I)


_TYPE_PATTERNS: dict[str, list[tuple[re.Pattern[str], float]]] = {
    "search": [
        (
            _rx(
                "search|search for|find|look ?up|query|keywords?|go|suchen?|buscar|búsqueda|recherche"
                "|rechercher|cerca|ricerca|pesquisa|pesquisar|zoeken|sök|szukaj|αναζήτηση|поиск|検索|搜索"
            ),
            2.0,
        ),
        (_rx("advanced search|refine|filter|sort by|results per page|all words|exact phrase"), 1.5),
    ],
    "login": [
        (
            _rx(
                "log ?in|sign ?in|log ?on|username|user name|remember me|stay signed in|anmelden"
                "|iniciar sesión|connexion|accedi"
            ),
            2.5,
        ),
    ],
    "registration": [
        (
            _rx(
                "register|registration|sign ?up|create (?:an |your )?account|join( now| us)?"
                "|confirm (?:your )?password|repeat password|re-?enter password"
                "|terms (?:of service|and conditions)|i agree|registrieren|regístrate|inscription"
            ),
            2.5,
        ),
    ],
    "password_recovery": [
        (
            _rx(
                "forgot(?:ten)? (?:your )?password|reset (?:your )?password|recover (?:your )?password"
                "|lost (?:your )?password|password reminder|password recovery|send reset link|reset link"
                "|passwort vergessen|mot de passe oublié"
            ),
            4.0,
        ),
    ],
    "contact": [
        (
            _rx(
                "contact|contact us|message|your message|inquiry|enquiry|feedback|comments?|subject"
                "|get in touch|send message|kontakt|contacto|write to us"
            ),
            1.5,
        ),
    ],
    "mailing_list": [
        (
            _rx(
                "newsletter|subscribe|subscription|mailing list|sign up for|e-?mail updates|unsubscribe"
                "|join our list|stay (?:informed|updated)|abonnieren|suscribirse"
            ),
            2.5,
        ),
    ],
    "order": [
        (
            _rx(
                "checkout|check out|add to (?:cart|basket|bag)|buy now|place (?:your )?order|order now"
                "|payment|card number|credit card|cvv|cvc|billing|shipping address|quantity|qty|coupon"
                "|promo code|proceed to checkout|pay now|warenkorb|carrito|panier"
            ),
            2.0,
        ),
    ],
    "delete": [
        (
            _rx(
                "delete (?:my |your |this )?account|close (?:my |your )?account|deactivate"
                "|permanently delete|remove (?:my |your )?account|delete (?:my |all )?data|erase"
                "|konto löschen|eliminar cuenta|supprimer (?:mon )?compte"
            ),
            5.0,
        ),
        (_rx("delete|remove"), 1.5),
    ],
}

_SEARCH_NAMES = frozenset(
    """
    q query s search keyword keywords kw term terms searchterm searchtext searchstring k w wd qs qt text
    find words fulltext ft suche busqueda buscar recherche query_string querystring search_query
    searchquery p qry srch
    """.split()
)


def _form_bag(form: Form) -> str:
    parts = [form.text, form.id, form.name, form.attrs.get("class", ""), urlsplit(form.action).path.replace("/", " ")]
    for f in form.fields:
        if f.type == "hidden":
            continue
        parts.append(" ".join(_tokens(f.name)))
        parts.append(" ".join(_tokens(f.id)))
        parts.append(f.placeholder)
        parts.extend(f.texts[:3])
    return " ".join(p for p in parts if p)


def rule_form_type(form: Form) -> tuple[str, float]:
    """Hand-written form-type rules (the fallback of :func:`form_type`).

    Structural evidence (password, email, textarea and search-box counts,
    autocomplete tokens) plus phrase evidence from the form's visible text,
    field names and labels and action path, in the spirit of Barbosa &
    Freire's structural searchable-form classifier (SFC, §4). Scores are
    turned into a probability with a softmax.
    """
    visible = [f for f in form.fields if f.type not in ("hidden", "submit", "image", "button", "reset")]
    typed = [f for f in visible if f.type not in BOUNDED_TYPES]
    n_pw = sum(f.type == "password" for f in visible)
    n_email = sum(
        f.type == "email" or any(w in ("email", "mail", "e-mail") for w in _tokens(f.name) + _tokens(f.autocomplete))
        for f in visible
    )
    n_textarea = sum(f.type == "textarea" for f in visible)
    n_search_box = sum(f.type == "search" for f in visible)
    autocompletes = " ".join(f.autocomplete for f in visible)
    names = {w for f in visible for w in _tokens(f.name)}
    bag = _form_bag(form)
    scores = {t: 0.0 for t in FORM_TYPES}
    scores["other"] = 1.0
    for t, pats in _TYPE_PATTERNS.items():
        for pat, weight in pats:
            hits = len(pat.findall(bag))
            if hits:
                scores[t] += weight * min(hits, 3) ** 0.5
    # Structure.
    if n_search_box:
        scores["search"] += 3.0
    if form.attrs.get("in_search_landmark"):
        scores["search"] += 2.5
    if any(f.name.lower() in _SEARCH_NAMES for f in typed):
        scores["search"] += 1.5
    if form.method == "GET":
        scores["search"] += 0.5
    if n_pw:
        scores["search"] -= 5.0
        if n_pw >= 2 or "new-password" in autocompletes:
            scores["registration"] += 4.0
        elif len(typed) <= 3:
            scores["login"] += 4.0
        else:
            scores["registration"] += 2.0
        if "current-password" in autocompletes:
            scores["login"] += 1.5
    if n_textarea:
        scores["search"] -= 1.5
        if n_email or names & {"name", "subject", "phone"}:
            scores["contact"] += 3.0
    if n_email and not n_pw:
        if len(typed) <= 2 and not n_textarea:
            scores["mailing_list"] += 2.0
            scores["password_recovery"] += 0.5
        scores["search"] -= 1.0
    if "cc-" in autocompletes or names & {"cvv", "cvc", "ccnum", "cardnumber", "qty", "quantity"}:
        scores["order"] += 3.0
    if scores["password_recovery"] > 0 and n_pw == 0:
        scores["login"] -= 2.0
    if not typed:
        # Only buttons and bounded controls: a filter/sort/pager/cart/delete button.
        scores["search"] -= 1.0
    best = max(scores, key=lambda k: scores[k])
    top = max(scores.values())
    z = sum(math.exp(s - top) for s in scores.values())
    return best, round(1.0 / z, 4)


#: Probability above which the rules' "unsafe" verdict overrides the trained model.
RULES_VETO = 0.8

_classifier_guard: contextvars.ContextVar[bool] = contextvars.ContextVar("hiddenweb_forms_guard", default=False)


def _trained_form_type(form: Form) -> tuple[str, float] | None:
    """Ask ``hiddenweb.formtypes`` (the trained classifier) if it is installed and has a model.

    Contract: ``hiddenweb.formtypes.classify(form) -> (type, probability) | None``
    (``None`` when no model is available); ``form_type`` is accepted as an alias.
    """
    if _classifier_guard.get():
        return None
    try:
        from hiddenweb import formtypes  # type: ignore[attr-defined]
    except ImportError:
        return None
    fn = getattr(formtypes, "classify", None) or getattr(formtypes, "form_type", None)
    if fn is None or fn is form_type:
        return None
    token = _classifier_guard.set(True)
    try:
        result = fn(form)
    except Exception:
        logger.debug("trained form classifier failed; using rules", exc_info=True)
        return None
    finally:
        _classifier_guard.reset(token)
    if not result:
        return None
    label, prob = result
    if label not in FORM_TYPES:
        return None
    return str(label), float(prob)


def form_type(form: Form) -> tuple[str, float]:
    """``(type, probability)`` of a form, one of :data:`FORM_TYPES`.

    Uses the trained classifier of ``hiddenweb.formtypes`` when it is
    importable and has a model, else :func:`rule_form_type`. The rules keep
    a veto: a form they call unsafe with probability ≥ :data:`RULES_VETO`
    stays unsafe whatever the model says.
    """
    if state_changing(form):
        # Whatever a classifier says: a form that deletes, removes, unsubscribes or
        # cancels is never taken for a search form (issue #12, defect 1).
        return "delete", 1.0
    try:
        rules = rule_form_type(form)
        trained = _trained_form_type(form)
        if trained is None:
            return rules
        if trained[0] not in UNSAFE_FORM_TYPES and rules[0] in UNSAFE_FORM_TYPES and rules[1] >= RULES_VETO:
            # Safety first: what the rules confidently call unsafe (e.g. "delete", a
            # type the trained model may not know) is never submitted.
            return rules
        return trained
    except Exception:
        logger.debug("form_type failed", exc_info=True)
        return "other", 0.0


# ---------------------------------------------------------------------------
# Keyword field
# ---------------------------------------------------------------------------


def _weights(table: str) -> dict[str, float]:
    """Parse ``"<weight> word word…"`` lines into a word → weight table."""
    out: dict[str, float] = {}
    for line in table.strip().splitlines():
        weight, *words = line.split()
        out.update(dict.fromkeys(words, float(weight)))
    return out


_KEYWORD_WORDS = _weights(
    """
    +3.0 q query keyword keywords searchterm
    +2.5 kw search fulltext qry srch suche buscar recherche freetext
    +2.0 term terms find words qs cerca zoeken
    +1.5 word anywhere s wd qt lookup
    +1.0 text phrase k w free contains look
    +0.5 all any
    +0.3 for
    """
)
_ANTI_WORDS = _weights(
    """
    -6.0 captcha
    -5.0 password cvv
    -4.0 email phone zip zipcode postcode postal login username firstname lastname coupon promo qty quantity
    -4.0 card dob birthday
    -3.0 mail tel mobile fax plz user fname lname city address street date year page goto radius distance
    -2.5 price message comment
    -2.0 first last name country min max isbn issn doi company jump url website age
    -1.5 from author publisher code location where
    -1.0 state to title subject number
    -0.5 id
    """
)
_NON_KEYWORD_TYPES = frozenset(
    """
    hidden password email tel url number date datetime-local datetime month week time file range color
    checkbox radio select submit image button reset
    """.split()
)


def _keyword_score(f: Field, position: int) -> float:
    score = {"search": 4.0, "text": 1.0, "textarea": -1.0}.get(f.type, 0.0)
    words = _field_words(f)
    name_words = _tokens(f.name) + _tokens(f.id)
    best_pos = 0.0
    worst = 0.0
    for w in words:
        if w in _KEYWORD_WORDS:
            best_pos = max(best_pos, _KEYWORD_WORDS[w])
        elif w in _ANTI_WORDS:
            worst = min(worst, _ANTI_WORDS[w])
    # Exact short keyword names are the strongest signal (q=, query=, s=).
    if f.name.lower() in _SEARCH_NAMES:
        best_pos += 1.5
    if any(w in ("search", "query", "keyword", "keywords", "q") for w in name_words):
        best_pos += 0.5
    score += best_pos + worst
    ac = f.autocomplete
    if ac and ac not in ("off", "on"):
        score -= 2.0
    if f.attrs.get("inputmode") in ("numeric", "decimal", "tel", "email"):
        score -= 3.0
    pattern = f.attrs.get("pattern", "")
    if pattern and re.fullmatch(r"[\[\]\\d0-9\-{},]+", pattern):
        score -= 3.0
    if f.maxlength and f.maxlength <= 6:
        score -= 3.0
    if f.size:
        score += 0.5 if f.size >= 20 else (-1.0 if f.size <= 6 else 0.0)
    score -= 0.15 * min(position, 10)
    return score


def _keyword_candidates(form: Form) -> list[tuple[float, int, Field]]:
    cands = []
    pos = 0
    for f in form.fields:
        if f.type in _NON_KEYWORD_TYPES or not f.name or f.disabled or f.readonly or f.attrs.get("invisible"):
            continue
        cands.append((_keyword_score(f, pos), -pos, f))
        pos += 1
    cands.sort(key=lambda c: (c[0], c[1]), reverse=True)
    return cands


def keyword_field(form: Form) -> Field | None:
    """The free-text keyword box of a form, or ``None`` if it has none.

    Scores every named, enabled text-like input (never hidden, password,
    email, number, date… boxes) by its type (search > text > textarea), the
    words of its name/id/labels/placeholder (``q``, ``query``, ``keywords``…
    vs. ``email``, ``zip``, ``author``…), small ``maxlength``/``size``,
    numeric input modes and its position. A field with clearly negative
    evidence (e.g. the only text box is a zip code) is not a keyword box.
    """
    try:
        cands = _keyword_candidates(form)
    except Exception:
        logger.debug("keyword_field failed", exc_info=True)
        return None
    if not cands:
        return None
    score, _, best = cands[0]
    if score < -0.5:
        return None
    return best


# ---------------------------------------------------------------------------
# Choosing the site's search form
# ---------------------------------------------------------------------------


def _queryable_inputs(form: Form) -> int:
    return sum(
        1
        for f in form.fields
        if f.name
        and not f.disabled
        and f.type not in ("hidden", "submit", "image", "button", "reset", "file", "password")
    )


def _blocking_required(form: Form, kw: Field) -> int:
    """Required free-text fields, other than the keyword box, with no default: submitting fails."""
    return sum(
        1
        for f in form.fields
        if f is not kw
        and f.required
        and not f.disabled
        and f.type not in BOUNDED_TYPES
        and f.type not in ("hidden", "submit", "image", "button", "reset")
        and not f.value
    )


def find_search_form(forms: list[Form], allow_types: Iterable[str] = ()) -> tuple[Form, Field] | None:
    """The site's keyword search form and its keyword field, or ``None``.

    Forms of an unsafe type (:data:`UNSAFE_FORM_TYPES`) are never returned
    unless their type is in ``allow_types``. Among the rest, forms that have
    a keyword field are ranked by: type ``search`` first, then the number of
    query-able inputs (so a page's full/advanced search form wins over the
    header quick-search box: it is the page's main content and reaches the
    database the page is about, while the header box often searches the
    whole site), then the keyword field's score. Forms whose other required
    text boxes are empty, and forms posting to another host, are demoted.
    """
    allowed = set(allow_types)
    ranked: list[tuple[float, int, Form, Field]] = []
    for form in forms:
        try:
            typ, prob = form_type(form)
            if typ in UNSAFE_FORM_TYPES and typ not in allowed:
                continue
            kw = keyword_field(form)
            if kw is None:
                continue
            if form.method == "POST" and typ not in allowed and not search_evidence(form):
                # A POST changes things unless the form shows it searches: a "Go" box
                # posting to /process is not harvested on a classifier's word alone.
                logger.info("Not submitting the POST form to %s: nothing on it says it searches", form.action)
                continue
            cands = _keyword_candidates(form)
            kw_score = cands[0][0] if cands else 0.0
            score = 0.0
            if typ == "search":
                score += 6.0 + 2.0 * prob
            score += min(kw_score, 8.0) * 0.5
            score += min(_queryable_inputs(form), 12) * 0.4
            score -= 4.0 * _blocking_required(form, kw)
            page_host = urlsplit(form.url).hostname
            action_host = urlsplit(form.action).hostname
            if page_host and action_host and page_host != action_host:
                page_dom = ".".join(page_host.split(".")[-2:])
                if not action_host.endswith(page_dom):
                    score -= 5.0
            ranked.append((score, -form.index, form, kw))
        except Exception:
            logger.debug("skipping form %s in find_search_form", getattr(form, "index", "?"), exc_info=True)
    if not ranked:
        return None
    ranked.sort(key=lambda r: (r[0], r[1]), reverse=True)
    _, _, form, kw = ranked[0]
    return form, kw


_ADV_SEARCH = _rx(
    "advanced search|advanced|power search|detailed search|expert search|erweiterte suche"
    "|búsqueda avanzada|recherche avancée|ricerca avanzata"
)
_SEARCH_TEXT = _rx(
    "search|find|search the (?:catalog|catalogue|database|archive|collection|site)|suche|suchen"
    "|buscar|búsqueda|recherche|ricerca|cerca|pesquisa|zoeken|sök|αναζήτηση|поиск|検索|搜索"
    "|catalog(?:ue)?|database|look ?up|browse"
)
_NOT_SEARCH_TEXT = _rx(
    "search tips|search help|how to search|saved searches|recent searches|search history"
    "|research|searches|job search tips"
)
_SEARCH_PATH = re.compile(
    r"(?:^|[/_.\-])(?:search|advanced[_-]?search|adv[_-]?search|find|query|lookup|catalog|"
    r"suche|buscar|recherche|ricerca)(?:$|[/_.\-?])",
    re.I,
)


def search_links(html: str | bytes, url: str) -> list[str]:
    """Links of a page that probably lead to a search page, best first.

    For start pages without a search form (issue #2: "the spider finds the
    search form on it or one link away"). Scores anchor text, title,
    aria-label and image alt ("Advanced search" > "Search" > "Catalogue")
    and URL paths (``/search``, ``/advanced-search``); links to other
    sites, ``javascript:``/``mailto:`` links and help pages are left out.
    """
    try:
        text, _ = decode_html(html)
        root = parse_text(text, url)
        base = base_url(root, url)
        page_host = urlsplit(url).hostname or ""
        page_dom = ".".join(page_host.split(".")[-2:])
        self_url = urldefrag(url)[0]
        scores: dict[str, float] = {}
        order: dict[str, int] = {}
        for n, a in enumerate(root.iter("a", "area")):
            if n > 20_000:
                break
            href = (a.get("href") or "").strip()
            if not href or href.startswith("#") or href.lower().startswith(("javascript:", "mailto:", "tel:", "data:")):
                continue
            try:
                target = urldefrag(urljoin(base, href))[0]
                parts = urlsplit(target)
            except ValueError:
                continue
            if parts.scheme not in ("http", "https") or target == self_url:
                continue
            host = parts.hostname or ""
            if host != page_host and not (page_dom and host.endswith("." + page_dom)):
                continue
            label = " ".join(
                x
                for x in (
                    visible_text(a, max_elements=50),
                    a.get("title") or "",
                    a.get("aria-label") or "",
                    " ".join(img.get("alt") or "" for img in a.iter("img")),
                )
                if x
            )
            score = 0.0
            if _ADV_SEARCH.search(label):
                score += 6.0
            if _SEARCH_TEXT.search(label):
                score += (
                    4.0 if re.search(r"search|such|busc|recherch|ricerc|cerca|pesquis|zoek|sök", label, re.I) else 1.5
                )
            if _NOT_SEARCH_TEXT.search(label):
                score -= 5.0
            path = parts.path
            if _SEARCH_PATH.search(path):
                score += 3.0
                if re.search(r"advanced|adv[_-]", path, re.I):
                    score += 2.0
            if re.search(r"(?:help|tips|faq)", path, re.I):
                score -= 3.0
            if score <= 0:
                continue
            score -= 0.2 * len(label) / 40.0  # long anchor texts are prose, not navigation
            if target not in scores or score > scores[target]:
                scores[target] = score
                order.setdefault(target, n)
        return sorted(scores, key=lambda u: (-scores[u], order[u]))
    except Exception:
        logger.debug("search_links failed on %s", url, exc_info=True)
        return []


# ---------------------------------------------------------------------------
# Query templates
# ---------------------------------------------------------------------------

PLACEHOLDER = "{query}"


def _encode(value: str, encoding: str) -> str:
    try:
        return quote_plus(value, encoding=encoding, errors="xmlcharrefreplace")
    except LookupError:
        return quote_plus(value, encoding="utf-8")


def _urlencode(pairs: list[tuple[str, str]], encoding: str, keep_index: int | None = None) -> str:
    """``application/x-www-form-urlencoded`` in order; the value of pair ``keep_index`` is left as is."""
    out = []
    for i, (k, v) in enumerate(pairs):
        ev = v if i == keep_index else _encode(v, encoding)
        out.append(f"{_encode(k, encoding)}={ev}")
    return "&".join(out)


@dataclass
class QueryTemplate:
    """How to submit one keyword to a form (He et al. §3 URL templates; POST templates).

    For GET, ``url`` is the submission URL with the keyword value written as
    ``{query}``; for POST, ``url`` is the action and ``formdata`` holds every
    default pair with the keyword's value ``{query}``.
    """

    method: str
    url: str
    formdata: list[tuple[str, str]]
    keyword: str
    form: Form | None = None
    enctype: str = DEFAULT_ENCTYPE
    encoding: str = "utf-8"
    #: ``"http"``: the request is built here and sent by any HTTP client;
    #: ``"browser"``: a script submits the form, so the query is typed into
    #: the form on its page in a browser (see :meth:`browser_form`).
    kind: str = "http"

    @property
    def page_url(self) -> str:
        """The page that holds the form (where a browser query starts)."""
        return (self.form.url if self.form is not None and self.form.url else "") or self.url

    def browser_form(self, query: str) -> dict[str, Any]:
        """What the rendering middleware needs to fill and submit the form in a
        browser (``meta["hiddenweb_form"]``, Álvarez §III.4.4): where the form is,
        its keyword box and the value to type. Other fields keep their defaults."""
        form = self.form
        selector = ""
        if form is not None and form.id:
            selector = f'form[id="{_css_string(form.id)}"]'
        elif form is not None and form.name:
            selector = f'form[name="{_css_string(form.name)}"]'
        return {"form": selector or None, "index": form.index if form is not None else None,
                "field": self.keyword, "values": {self.keyword: query}}

    def pairs_for(self, query: str) -> list[tuple[str, str]]:
        """Form data with the keyword filled in."""
        done = False
        out = []
        for k, v in self.formdata:
            if not done and k == self.keyword and v == PLACEHOLDER:
                out.append((k, query))
                done = True
            else:
                out.append((k, v))
        return out

    def request_for(self, query: str) -> tuple[str, str, bytes | None, dict[str, str]]:
        """``(method, url, body, headers)`` submitting ``query``, ready for a Request.

        For a ``"browser"`` template this is the GET of the form's page; the
        submission itself is :meth:`browser_form`.
        """
        if self.kind == "browser":
            return "GET", self.page_url, None, {}
        if self.method == "GET":
            url = self.url.replace(PLACEHOLDER, _encode(query, self.encoding), 1)
            return "GET", url, None, {}
        pairs = self.pairs_for(query)
        if self.enctype == "multipart/form-data":
            boundary = "----hiddenweb" + uuid.uuid5(uuid.NAMESPACE_URL, self.url + query).hex
            body = _multipart(pairs, boundary, self.encoding)
            return "POST", self.url, body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}
        if self.enctype == "text/plain":
            body = "".join(f"{k}={v}\r\n" for k, v in pairs).encode(self.encoding, "xmlcharrefreplace")
            return "POST", self.url, body, {"Content-Type": "text/plain"}
        body = _urlencode(pairs, self.encoding).encode("ascii")
        return "POST", self.url, body, {"Content-Type": DEFAULT_ENCTYPE}

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "url": self.url,
            "formdata": [list(p) for p in self.formdata],
            "keyword": self.keyword,
            "enctype": self.enctype,
            "encoding": self.encoding,
            "form": self.form.to_dict() if self.form is not None else None,
            "kind": self.kind,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> QueryTemplate:
        form = d.get("form")
        return cls(
            method=d["method"],
            url=d["url"],
            formdata=[(str(k), str(v)) for k, v in d.get("formdata", [])],
            keyword=d["keyword"],
            form=Form.from_dict(form) if form else None,
            enctype=d.get("enctype", DEFAULT_ENCTYPE),
            encoding=d.get("encoding", "utf-8"),
            kind=d.get("kind") if d.get("kind") in TEMPLATE_KINDS else "http",
        )


#: How a query template is submitted: by an HTTP request, or by a browser filling the form.
TEMPLATE_KINDS = ("http", "browser")


def _css_string(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


_FORM_TAG = re.compile(r"<form\b[^>]*>", re.I)


def _form_tag_attr(form: Form, name: str) -> str | None:
    """An attribute of the ``<form>`` tag as written (``Form.action`` is resolved)."""
    if name in form.attrs:
        return form.attrs[name]
    match = _FORM_TAG.match(form.html.lstrip()) if form.html else None
    if match is None:
        return None
    try:
        return lxml.html.fragment_fromstring(match.group(0) + "</form>").get(name)
    except (lxml.etree.ParserError, ValueError):
        return None


def script_submitted(form: Form) -> bool:
    """Whether a script, not the browser's own submission, sends this form.

    Then the query template computed from the markup would land back on the
    form's page, and the query must be typed into the form in a browser and
    submitted the way Álvarez §III.4.4 does. Signs (those of
    :func:`hiddenweb.rendering.needs_rendering`'s ``script-form``): a
    ``javascript:`` action, an ``onsubmit`` that cancels the submission, or
    no real action together with an ``onsubmit`` handler or, without any
    submit control, scripted controls.
    """
    action = (_form_tag_attr(form, "action") or "").strip().lower()
    onsubmit = (form.attrs.get("onsubmit") or _form_tag_attr(form, "onsubmit") or "").lower()
    if action.startswith("javascript:") or "return false" in onsubmit or "preventdefault" in onsubmit:
        return True
    if action not in ("", "#"):
        return False
    if onsubmit:
        return True
    return not form.submits and bool(re.search(r"\sonclick\s*=", form.html, re.I))


#: A form holding more text than this is a page layout (ASP.NET wraps whole pages in one), not a search box.
MAX_SEARCH_FORM_TEXT = 1000


def without_search_form(html: str, keyword: str, url: str | None = None) -> str:
    """The result page without the search form it repeats (its box, filters and labels).

    Sites that show results under the search box, e.g. when a script fills the
    results in place (Álvarez §III.3), repeat the form on every result page;
    its labels ("Language", "From year"…) are a repeated structure that record
    segmentation would take for records. A form is removed when it has a
    control named ``keyword`` and is small and table-free (a whole-page
    ASP.NET form holding the results is kept). Returns ``html`` itself when
    there is nothing to remove.
    """
    if not keyword or "<form" not in html.lower() or keyword not in html:
        return html
    root = parse_text(html, url)
    removed = False
    for form in root.xpath("//form[.//*[self::input or self::select or self::textarea][@name=$name]]", name=keyword):
        if form.xpath(".//table") or len(form.text_content() or "") > MAX_SEARCH_FORM_TEXT:
            continue
        form.drop_tree()  # keeps the tail text
        removed = True
    if not removed:
        return html
    return lxml.html.tostring(root, encoding="unicode")


def _multipart(pairs: list[tuple[str, str]], boundary: str, encoding: str) -> bytes:
    chunks = []
    for k, v in pairs:
        name = k.replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")
        chunks.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{v}\r\n')
    chunks.append(f"--{boundary}--\r\n")
    return "".join(chunks).encode(encoding, "xmlcharrefreplace")


def query_template(form: Form, field: Field) -> QueryTemplate:
    """The template submitting keywords through ``field`` with every other field at its default.

    GET: the form data replaces the action's query string (as browsers do).
    The first named submit button is included; a submit's ``formaction`` /
    ``formmethod`` override the form's.
    """
    submit = next((s for s in form.submits if s.name and not s.disabled), None)
    first_submit = submit or (form.submits[0] if form.submits else None)
    action, method, enctype = form.action, form.method, form.enctype
    if first_submit is not None:
        if first_submit.attrs.get("formaction"):
            action = urldefrag(urljoin(form.url or form.action, first_submit.attrs["formaction"].strip()))[0]
        fm = first_submit.attrs.get("formmethod", "").strip().upper()
        if fm in ("GET", "POST"):
            method = fm
        fe = first_submit.attrs.get("formenctype", "").strip().lower()
        if fe in (DEFAULT_ENCTYPE, "multipart/form-data", "text/plain"):
            enctype = fe
    pairs: list[tuple[str, str]] = []
    placed: int | None = None
    for f in form.fields:
        if f is field:
            placed = len(pairs)
            pairs.append((f.name, PLACEHOLDER))
        elif f is submit:
            pairs.extend(f.click_pairs())
        else:
            pairs.extend(f.defaults())
    if placed is None:
        placed = len(pairs)
        pairs.append((field.name, PLACEHOLDER))
    if method == "GET":
        parts = urlsplit(action)
        query = _urlencode(pairs, form.encoding, keep_index=placed)
        url = urlunsplit((parts.scheme, parts.netloc, parts.path, query, ""))
    else:
        url = action
    return QueryTemplate(
        method=method, url=url, formdata=pairs, keyword=field.name, form=form, enctype=enctype, encoding=form.encoding,
        kind="browser" if script_submitted(form) else "http",
    )


# ---------------------------------------------------------------------------
# CLI
# ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    """Print every form of a saved page as one JSON line: type, probability, keyword field."""
    parser = argparse.ArgumentParser(prog="python -m hiddenweb.forms", description=main.__doc__)
    parser.add_argument("page", help="HTML file to read ('-' for stdin)")
    parser.add_argument("--url", default=None, help="URL the page was fetched from (default: file:// URL)")
    parser.add_argument("--encoding", default=None, help="charset declared by the server, if known")
    args = parser.parse_args(argv)
    try:
        if args.page == "-":
            data = sys.stdin.buffer.read()
            url = args.url or "http://localhost/"
        else:
            with open(args.page, "rb") as fh:
                data = fh.read()
            import pathlib

            url = args.url or pathlib.Path(args.page).resolve().as_uri()
    except OSError as exc:
        print(f"error: cannot read {args.page}: {exc}", file=sys.stderr)
        return 2
    forms = parse_forms(data, url, args.encoding)
    chosen = find_search_form(forms)
    for form in forms:
        typ, prob = form_type(form)
        kw = keyword_field(form)
        out = {
            "index": form.index,
            "type": typ,
            "probability": prob,
            "search_form": chosen is not None and chosen[0] is form,
            "keyword_field": kw.name if kw else None,
            "method": form.method,
            "action": form.action,
            "fields": [{"name": f.name, "type": f.type, "label": f.label, "value": f.value} for f in form.fields],
        }
        if kw is not None and typ not in UNSAFE_FORM_TYPES:
            out["template"] = query_template(form, kw).to_dict() | {"form": None}
        try:
            print(json.dumps(out, ensure_ascii=False), flush=True)
        except BrokenPipeError:  # `… | head`
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the interpreter's final flush
            return 0
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
