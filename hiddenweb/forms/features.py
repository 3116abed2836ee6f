"""The features of the trained searchable-form classifier (Barbosa & Freire SFC, §4).

Barbosa & Freire (ACHE, WWW 2007, §4, and §3.4 "form filtering") filter the
forms a focused crawler meets with a *generic* classifier over structural
features before a domain classifier reads their text. These are its
features: counts of field kinds, method, the shape of the field set, the
shape of a structured query (ordering controls, low/high range pairs, selects
offering "any", only bounded fields: issue 16), and
short texts that are nearly language-independent in practice (field names,
button texts, CSS classes, action URL, labels, placeholders), all binary and
namespaced (``name:q``, ``n_password=1``, ``shape:t1p1e0x0s0c1``).

They are read from the parsed ``<form>`` element (training reads the
Formasaurus pages the same way), so training and inference never drift
apart; the model file records :data:`FEATURES_VERSION` and refuses another.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from itertools import pairwise
from typing import Any
from urllib.parse import SplitResult, unquote, urlsplit

import lxml.html

from hiddenweb.forms.model import Form

__all__ = ["FEATURES_VERSION", "form_element", "form_features", "page_words"]

#: Bump when :func:`form_features` changes; the shipped model must match.
FEATURES_VERSION = 3

# Work caps: a form with thousands of inputs or options costs bounded time.
MAX_FIELDS = 300
MAX_TEXT_TOKENS = 400
MAX_OPTIONS = 60

_FIELD_KINDS = (
    "text",
    "password",
    "email",
    "search",
    "checkbox",
    "radio",
    "select",
    "textarea",
    "hidden",
    "submit",
    "button",
    "image",
    "file",
    "number",
    "tel",
    "url",
    "date",
    "other",
)
_DATE_TYPES = {"date", "datetime", "datetime-local", "month", "week", "time"}
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_NO_TEXT = "not(ancestor::script) and not(ancestor::style) and not(ancestor::noscript)"

#: Adds binary features ``prefix:token`` for each token.
_Add = Callable[[str, Iterable[str]], None]


def _bucket(n: int, edges: Iterable[int] = (0, 1, 2)) -> str:
    """``n`` as a small categorical value: exact up to the last edge, then ``N+``."""
    edges = tuple(edges)
    if n <= edges[-1]:
        return str(n)
    return f"{edges[-1] + 1}+"


def _words(text: str) -> list[str]:
    """Lower-case word tokens; CJK runs become character bigrams (no spaces there)."""
    out: list[str] = []
    for word in _WORD.findall(text.lower()):
        if _CJK.search(word) and len(word) > 2:
            out.extend(word[i : i + 2] for i in range(len(word) - 1))
        elif not word.isdigit():
            out.append(word)
    return out


def _name_parts(name: str) -> list[str]:
    """A field or CSS name and its parts: ``loginForm[user_name]`` → login, form, user, name…"""
    name = name.strip()
    if not name:
        return []
    parts = [p.lower() for p in _WORD.findall(_CAMEL.sub(" ", name)) if not p.isdigit()]
    whole = re.sub(r"[\W_]+", "", name.lower())
    if whole and (len(parts) != 1 or parts[0] != whole):
        parts.append("=" + whole)
    return parts


def _field_kind(element: Any) -> str:
    tag = element.tag if isinstance(element.tag, str) else ""
    if tag == "select":
        return "select"
    if tag == "textarea":
        return "textarea"
    if tag == "button":
        kind = (element.get("type") or "submit").strip().lower()
        return "submit" if kind == "submit" else "button"
    kind = (element.get("type") or "text").strip().lower()
    if kind in _DATE_TYPES:
        return "date"
    if kind == "reset":
        return "button"
    if kind in _FIELD_KINDS:
        return kind
    return "text" if kind in {"", "txt"} else "other"


def _split(url: str) -> SplitResult:
    """``url`` split into its parts; a malformed URL (``http://[bad``) has only a path, itself."""
    try:
        return urlsplit(url)
    except ValueError:
        return SplitResult("", "", url, "", "")


def _text(element: Any, xpath: str = ".//text()") -> str:
    return " ".join(element.xpath(xpath))


def _char_grams(text: str, sizes: tuple[int, ...] = (3, 4)) -> set[str]:
    """Character n-grams of each word (with boundary marks): sub-words of
    identifiers such as ``searchbox``, ``loginform``, ``suchbegriff``."""
    out: set[str] = set()
    for word in re.sub(r"[\W_]+", " ", text.lower()).split()[:MAX_TEXT_TOKENS]:
        if word.isdigit():
            continue
        marked = f"<{word[:30]}>"
        for n in sizes:
            out.update(marked[i : i + n] for i in range(len(marked) - n + 1))
    return out


def form_features(form: Any, page_url: str = "") -> dict[str, float]:
    """Named features of an lxml ``<form>`` element (namespaced, binary).

    ``page_url`` is the URL of the page the form is on (its path words help:
    ``/login``, ``viewforum.php``); empty when unknown.
    """
    feats: dict[str, float] = {}

    def add(prefix: str, tokens: Iterable[str]) -> None:
        for token in tokens:
            feats[f"{prefix}:{token}"] = 1.0

    fields = form.xpath(".//input|.//select|.//textarea|.//button")[:MAX_FIELDS]
    _control_features(fields, feats, add)
    _structure_features(fields, feats)
    action = (form.get("action") or "").strip()
    _tag_features(form, action, feats, add)
    tokens = _text_features(form, feats, add)
    if not tokens:
        feats["txt:<none>"] = 1.0
    identifiers = " ".join(
        [
            *(f.get("name") or "" for f in fields if _field_kind(f) != "hidden"),
            action,
            form.get("class") or "",
            form.get("id") or "",
        ]
    )
    add("cg", _char_grams(identifiers))
    if page_url:
        add("page", page_words(page_url))
    feats["bias"] = 1.0
    return feats


def page_words(page_url: str) -> list[str]:
    """The words of a page's path that :func:`form_features` reads (its ``page:`` features)."""
    return _name_parts(_split(page_url).path.replace("/", " ").replace(".", " "))


def _control_features(fields: list[Any], feats: dict[str, float], add: _Add) -> None:
    """Each control's names, hints and button words; the counts and shape of the field set."""
    counts = dict.fromkeys(_FIELD_KINDS, 0)
    visible_kinds: list[str] = []
    for field in fields:
        kind = _field_kind(field)
        counts[kind] += 1
        if kind == "hidden":
            add("hid", _name_parts(field.get("name") or ""))
            continue
        visible_kinds.append(kind)
        _one_control(field, kind, feats, add)
    for kind, n in counts.items():
        feats[f"n_{kind}={_bucket(n)}"] = 1.0
    feats[f"n_visible={_bucket(len(visible_kinds), (0, 1, 2, 3, 4, 5, 6))}"] = 1.0
    n_typed = counts["text"] + counts["email"] + counts["search"] + counts["tel"] + counts["number"] + counts["url"]
    shape = (
        f"t{_bucket(n_typed, (0, 1, 2, 3))}p{_bucket(counts['password'])}"
        f"e{_bucket(counts['email'], (0, 1))}x{_bucket(counts['textarea'], (0, 1))}"
        f"s{_bucket(counts['select'], (0, 1))}c{_bucket(counts['checkbox'] + counts['radio'], (0, 1))}"
    )
    feats[f"shape:{shape}"] = 1.0
    if visible_kinds:
        feats[f"first:{visible_kinds[0]}"] = 1.0
    if fields and len(fields) >= MAX_FIELDS:
        feats["has:huge"] = 1.0


#: Name parts of the controls of a query's shape: ordering and grouping the results.
_ORDER_PARTS = frozenset({"sort", "sortby", "order", "orderby", "group", "groupby", "sortdir", "dir", "direction"})
#: Name parts that bound a range, paired low/high.
_RANGE_PAIRS = (("from", "to"), ("min", "max"), ("start", "end"), ("low", "high"))
_PROMPT_OPTION = re.compile(r"^\W*(?:any|all|alle?|tous|todos?|toutes|tutti|select|choose)\b|\.\.\.|…|^\W*-+", re.I)


def _structure_features(fields: list[Any], feats: dict[str, float]) -> None:
    """The shape of a structured query (issue 16): ordering controls, ranges, selects offering
    "any", only bounded fields — what query builders and filter forms have and order, login or
    delete forms have not."""
    names: list[list[str]] = []
    bounded = typed = prompts = 0
    for field in fields:
        kind = _field_kind(field)
        if kind in ("hidden", "submit", "button", "image", "password", "file"):
            continue
        parts = [re.sub(r"\d+", "", p) for p in _name_parts(field.get("name") or "") if not p.startswith("=")]
        names.append(parts)
        if kind in ("select", "checkbox", "radio"):
            bounded += 1
        else:
            typed += 1
        if kind == "select":
            first = field.find(".//option")
            if first is not None and _PROMPT_OPTION.search(first.text_content() or ""):
                prompts += 1
    if any(_ORDER_PARTS.intersection(parts) for parts in names):
        feats["struct:order"] = 1.0
    for lo, hi in _RANGE_PAIRS:
        lows = {tuple(sorted(set(p) - {lo})) for p in names if lo in p}
        highs = {tuple(sorted(set(p) - {hi})) for p in names if hi in p}
        if lows & highs:
            feats["struct:range"] = 1.0
    if bounded >= 2 and not typed:
        feats["struct:bounded_only"] = 1.0
    if prompts:
        feats[f"struct:prompt_selects={_bucket(prompts, (1, 2))}"] = 1.0


def _one_control(field: Any, kind: str, feats: dict[str, float], add: _Add) -> None:
    parts = _name_parts(field.get("name") or "")
    add("name", parts)
    add(f"name_{kind}", parts)
    for event in ("onchange", "onclick", "onkeyup", "onfocus"):
        if field.get(event) is not None:
            feats[f"js:{kind}_{event}"] = 1.0
    add("iid", _name_parts(field.get("id") or ""))
    add("icls", _name_parts(field.get("class") or ""))
    if field.get("autocomplete"):
        add("ac", _name_parts(field.get("autocomplete")))
    hint = " ".join(field.get(a) or "" for a in ("placeholder", "title", "aria-label"))
    add("hint", _words(hint))
    if kind in {"submit", "button", "image"}:
        label = " ".join(field.get(a) or "" for a in ("value", "alt", "title"))
        if field.tag == "button":
            label += " " + _text(field)
        add("btn", _words(label))
    if field.get("required") is not None:
        feats["has:required"] = 1.0
    if kind == "text" and (field.get("value") or "").strip():
        feats["has:prefilled_text"] = 1.0


def _tag_features(form: Any, action: str, feats: dict[str, float], add: _Add) -> None:
    """The ``<form>`` tag's method, action words, identifiers and attributes."""
    method = (form.get("method") or "").strip().lower()
    feats[f"method:{method if method in {'get', 'post'} else 'none'}"] = 1.0
    if not action or action == "#":
        feats["action:empty"] = 1.0
    else:
        parts = _split(unquote(action))
        add("act", _name_parts(parts.path.replace("/", " ").replace(".", " ")))
        add("actq", _name_parts(parts.query.replace("&", " ").replace("=", " ")))
    add("css", _name_parts(" ".join(form.get(a) or "" for a in ("id", "class", "name", "role"))))
    enctype = (form.get("enctype") or "").lower()
    if "multipart" in enctype:
        feats["enctype:multipart"] = 1.0
    for attr in ("onsubmit", "target", "autocomplete", "accept-charset"):
        if form.get(attr) is not None:
            feats[f"attr:{attr}"] = 1.0
    add("css", _words(form.get("aria-label") or ""))


def _text_features(form: Any, feats: dict[str, float], add: _Add) -> list[str]:
    """Words and word pairs of the form's text, labels, links and options; returns the text's words."""
    text = _text(form, f".//text()[{_NO_TEXT} and not(ancestor::option) and not(ancestor::a)]")
    tokens = _words(text)[:MAX_TEXT_TOKENS]
    add("txt", tokens)
    add("txt2", (f"{a}_{b}" for a, b in pairwise(tokens)))
    add("lbl", _words(_text(form, ".//label//text()"))[:MAX_TEXT_TOKENS])
    add("lnk", _words(_text(form, f".//a//text()[{_NO_TEXT}]"))[:MAX_TEXT_TOKENS])
    for href in form.xpath(".//a/@href")[:20]:
        add("href", _name_parts(_split(href).path.replace("/", " ")))
    options = form.xpath(".//option")
    feats[f"n_options={_bucket(len(options), (0, 5, 20, 100))}"] = 1.0
    add("opt", _words(" ".join(_text(o) for o in options[:MAX_OPTIONS]))[:MAX_TEXT_TOKENS])
    return tokens


def form_element(form: Form | str | bytes | Any) -> Any:
    """The lxml ``<form>`` element to read features from.

    Accepts an lxml element, the HTML of one form, or a :class:`Form`: its
    parsed :attr:`~Form.element` when it has one (so a parsed page is never
    parsed again), else its markup (a form rebuilt from JSON).
    """
    if hasattr(form, "xpath") and hasattr(form, "tag"):
        return form
    if isinstance(form, (str, bytes)):
        return _parse_form_html(form)
    if isinstance(form, Form):
        if form.element is not None:
            return form.element
        if form.html:
            return _parse_form_html(form.html)
    raise TypeError(f"cannot get the markup of a {type(form).__name__} form")


def _parse_form_html(markup: str | bytes) -> Any:
    if isinstance(markup, bytes):
        markup = markup.decode("utf-8", "replace")
    doc = lxml.html.document_fromstring(f"<html><body>{markup}</body></html>")
    forms = doc.xpath("//form")
    if forms:
        return forms[0]
    wrapper = lxml.html.Element("form")
    body = doc.find("body")
    if body is not None:
        for child in list(body):
            wrapper.append(child)
    return wrapper
