"""Reading the controls of a form into :class:`~hiddenweb.forms.model.Field` objects.

A control's type, the value a browser would send untouched (selected
option, checked boxes, textarea text), its constraints (size, maxlength,
pattern, required, disabled by itself or by its fieldset), whether a user
can see it (honeypots are hidden by CSS or placed off-screen) and its
label texts (:mod:`hiddenweb.forms.labels`). Radio buttons of one name
become one bounded field whose options are the buttons (Álvarez §III.4.1).
"""

from __future__ import annotations

import re
from typing import Any

from hiddenweb.forms.labels import Nearby, PageIndex, clip, control_texts, label_text
from hiddenweb.forms.model import SUBMIT_TYPES, Field
from hiddenweb.htmlinput import is_hidden, normalize_space

#: Options read per ``<select>``.
MAX_OPTIONS = 1000

_INPUT_TYPES = frozenset(
    """
    text search hidden checkbox radio submit image button reset password email number date
    datetime-local datetime month week time tel url file range color
    """.split()
)
#: Control attributes kept in :attr:`Field.attrs`.
_KEPT_ATTRS = ("formaction", "formmethod", "formenctype", "pattern", "inputmode", "min", "max", "alt", "class", "role")
_OFFSCREEN = re.compile(r"(?:left|top|text-indent)\s*:\s*-\d{3,}", re.I)


def _int_attr(value: str | None) -> int:
    try:
        return max(0, int((value or "").strip()))
    except ValueError:
        return 0


def _in_invisible_container(el: Any, form_el: Any) -> bool:
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


def _in_disabled_fieldset(el: Any) -> bool:
    for anc in el.iterancestors():
        if anc.tag == "fieldset" and anc.get("disabled") is not None:
            return True
        if anc.tag == "form":
            break
    return False


def _option_value(opt: Any) -> str:
    value: str | None = opt.get("value")
    if value is None:
        value = normalize_space(opt.text_content())
    return value


def field_type(el: Any) -> str:
    """The type of a control as a browser sees it (unknown input types are text boxes)."""
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


def select_options(el: Any) -> list[tuple[str, str]]:
    """A select's options as ``(value, label)``, at most :data:`MAX_OPTIONS` (a rendered page's select
    is read alike: the options a script filled, ``Harvester.options_page``)."""
    return [(_option_value(opt), clip(opt.text_content())) for _, opt in zip(range(MAX_OPTIONS), el.iter("option"))]


def _select_value(f: Field, el: Any) -> None:
    selected: list[str] = []
    first_enabled = None
    for n, opt in enumerate(el.iter("option")):
        if n >= MAX_OPTIONS:
            break
        value = _option_value(opt)
        f.options.append((value, clip(opt.text_content())))
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


def _set_value(f: Field, el: Any) -> None:
    """The value a browser submits for the control untouched."""
    if f.type == "select":
        _select_value(f, el)
    elif f.type == "textarea":
        text = el.text or ""
        f.value = text[1:] if text.startswith("\n") else text
    elif f.type in ("checkbox", "radio"):
        f.value = el.get("value") if el.get("value") is not None else "on"
        f.checked = el.get("checked") is not None
    else:
        f.value = el.get("value") or ""


def _caption(f: Field, el: Any) -> str:
    """What a user reads on a button: its content, alt text or value."""
    if el.tag == "button":
        return clip(label_text(el))
    if f.type == "image":
        return clip(el.get("alt") or "")
    return clip(el.get("value") or ("Submit" if f.type == "submit" else ""))


def make_field(el: Any, index: PageIndex, nearby: Nearby, form_el: Any) -> Field:
    """The :class:`Field` of one control element of ``form_el``."""
    typ = field_type(el)
    get = el.get
    f = Field(
        name=get("name") or "",
        type=typ,
        id=get("id") or "",
        placeholder=clip(get("placeholder") or ""),
        autocomplete=(get("autocomplete") or "").strip().lower(),
        size=_int_attr(get("size")),
        maxlength=_int_attr(get("maxlength")),
        required=get("required") is not None or get("aria-required") == "true",
        disabled=get("disabled") is not None or _in_disabled_fieldset(el),
        readonly=get("readonly") is not None,
        multiple=get("multiple") is not None,
    )
    for attr in _KEPT_ATTRS:
        v = get(attr)
        if v is not None:
            f.attrs[attr] = v[:200]
    if el.tag == "button":
        f.attrs["tag"] = "button"
    if typ != "hidden" and _in_invisible_container(el, form_el):
        f.attrs["invisible"] = "1"
    _set_value(f, el)
    f.texts = control_texts(el, index, nearby, form_el)
    if typ in SUBMIT_TYPES or typ in ("button", "reset"):
        caption = _caption(f, el)
        if caption:
            f.texts = [caption] + [t for t in f.texts if t != caption]
    if typ == "select" and not f.texts:
        prompt = prompt_option(f)
        if prompt:
            f.texts = [prompt]
    f.label = f.texts[0] if f.texts else ""
    return f


#: Option values that choose nothing: the option is a prompt ("Make (any)"), not a value.
_NO_CHOICE = frozenset({"", "0", "-1", "*", "all", "any", "none"})
_PROMPT_WORDS = frozenset({"any", "all", "none", "select", "choose", "pick", "one", "an", "a", "please"})
_PROMPT = re.compile(r"\.\.\.|…|^\W*(?:any|all|select|choose|pick)\b", re.I)


def prompt_option(f: Field) -> str:
    """The text of a select's first option when it reads as the select's label.

    A select with no label around it often names itself in its first option
    ("Mærke (alle)", "Year...", "Any Make"), which is what a user reads;
    an option that is a value like the others ("Personbil") is not a label,
    nor is one that names nothing ("any", "--- choose one ---"). A worded first
    option over a list of numbers ("Pris (til)" over "1 kr", "10.000 kr") is a label
    whatever its value.
    """
    if not f.options:
        return ""
    value, text = f.options[0]
    if not (value.strip().lower() in _NO_CHOICE or _PROMPT.search(text) or _heads_numbers(f)):
        return ""
    if not set(re.findall(r"[^\W\d_]+", text.lower())) - _PROMPT_WORDS:
        return ""  # "any", "--- choose one ---": names nothing
    return text


#: Letters an option may have beside its digits and still read as a number ("10.000 kr", "90 mL").
_UNIT_LETTERS = 4
#: Share of a select's other options that must read as numbers for a worded first option to be its label.
_NUMERIC_SHARE = 0.8


def _numeric(text: str) -> bool:
    """Whether an option reads as a number, a price or a measure ("10.000 kr", "$5,000", "2015")."""
    return bool(re.search(r"\d", text)) and len(re.findall(r"[^\W\d_]", text)) <= _UNIT_LETTERS


def _heads_numbers(f: Field) -> bool:
    """A worded first option over a list of numbers names the list: "Pris (til)" over "1 kr",
    "10.000 kr", … (its value is a number too, the range's far end, so the value rule misses it)."""
    rest = [t for _, t in f.options[1:] if t.strip()]
    first = f.options[0][1]
    if len(rest) < 2 or _numeric(first) or not re.search(r"[^\W\d_]{2}", first):
        return False
    return sum(_numeric(t) for t in rest) >= _NUMERIC_SHARE * len(rest)


def merge_radios(fields: list[Field]) -> list[Field]:
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
