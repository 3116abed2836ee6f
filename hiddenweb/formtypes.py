"""Searchable-form classifier (SFC): what kind of form is this?

Barbosa & Freire (ACHE, WWW 2007, §2 and §3.4 "form filtering") filter the
forms a focused crawler meets with a *generic* classifier over structural
features before a domain classifier looks at their text. We predict one of
:data:`FORM_TYPES` with a probability, from structural features (counts of
field kinds, method, the shape of the field set) and short texts that are
nearly language-independent in practice (field names, button texts, CSS
classes, action URL, labels, placeholders).

The model is multinomial logistic regression trained by
``benchmarks/train_formtypes.py`` on the annotated real forms of the
Formasaurus data set (grouped cross-validation by site). It ships as JSON
package data (``hiddenweb/data/formtypes.json``: vocabulary, weights, bias)
and is evaluated with numpy only, so it survives library upgrades and works
from a Scrapyd egg. No pickles.

Feature extraction lives here (not in the training script) so that training
and inference can never drift apart; the model file records
:data:`FEATURES_VERSION` and refuses a mismatch.
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Iterable
from functools import lru_cache
from importlib import resources
from typing import Any
from urllib.parse import unquote, urlsplit

import lxml.html
import numpy as np

logger = logging.getLogger(__name__)

#: Form types, in the order of the model's classes.
FORM_TYPES: tuple[str, ...] = (
    "search",
    "login",
    "registration",
    "password_recovery",
    "contact",
    "mailing_list",
    "order",
    "other",
)
#: Bump when :func:`form_features` changes; the shipped model must match.
FEATURES_VERSION = 2
MODEL_RESOURCE = "formtypes.json"

# Work caps: a form with thousands of inputs or options costs bounded time.
MAX_FIELDS = 300
MAX_TEXT_TOKENS = 400
MAX_OPTIONS = 60

_FIELD_KINDS = (
    "text", "password", "email", "search", "checkbox", "radio", "select", "textarea",
    "hidden", "submit", "button", "image", "file", "number", "tel", "url", "date", "other",
)
_DATE_TYPES = {"date", "datetime", "datetime-local", "month", "week", "time"}
_BUTTON_TYPES = {"submit", "button", "image", "reset"}
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
_NO_TEXT = "not(ancestor::script) and not(ancestor::style) and not(ancestor::noscript)"


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
    counts = dict.fromkeys(_FIELD_KINDS, 0)
    visible_kinds: list[str] = []
    for field in fields:
        kind = _field_kind(field)
        counts[kind] += 1
        if kind != "hidden":
            visible_kinds.append(kind)
        name = field.get("name") or ""
        if kind == "hidden":
            add("hid", _name_parts(name))
            continue
        parts = _name_parts(name)
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
    for kind, n in counts.items():
        feats[f"n_{kind}={_bucket(n)}"] = 1.0
    n_visible = len(visible_kinds)
    feats[f"n_visible={_bucket(n_visible, (0, 1, 2, 3, 4, 5, 6))}"] = 1.0
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

    method = (form.get("method") or "").strip().lower()
    feats[f"method:{method if method in {'get', 'post'} else 'none'}"] = 1.0
    action = (form.get("action") or "").strip()
    if not action or action == "#":
        feats["action:empty"] = 1.0
    else:
        parts = urlsplit(unquote(action))
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

    text = _text(form, f".//text()[{_NO_TEXT} and not(ancestor::option) and not(ancestor::a)]")
    tokens = _words(text)[:MAX_TEXT_TOKENS]
    add("txt", tokens)
    add("txt2", (f"{a}_{b}" for a, b in zip(tokens, tokens[1:])))
    add("lbl", _words(_text(form, ".//label//text()"))[:MAX_TEXT_TOKENS])
    add("lnk", _words(_text(form, f".//a//text()[{_NO_TEXT}]"))[:MAX_TEXT_TOKENS])
    for href in form.xpath(".//a/@href")[:20]:
        add("href", _name_parts(urlsplit(href).path.replace("/", " ")))
    options = form.xpath(".//option")
    feats[f"n_options={_bucket(len(options), (0, 5, 20, 100))}"] = 1.0
    add("opt", _words(" ".join(_text(o) for o in options[:MAX_OPTIONS]))[:MAX_TEXT_TOKENS])
    if not tokens:
        feats["txt:<none>"] = 1.0
    identifiers = " ".join(
        [*(f.get("name") or "" for f in fields if _field_kind(f) != "hidden"), action,
         form.get("class") or "", form.get("id") or ""]
    )
    add("cg", _char_grams(identifiers))
    if page_url:
        add("page", _name_parts(urlsplit(page_url).path.replace("/", " ").replace(".", " ")))
    feats["bias"] = 1.0
    return feats


class FormTypeModel:
    """Multinomial logistic regression over :func:`form_features`, in numpy."""

    def __init__(self, classes: list[str], vocabulary: list[str], weights: np.ndarray, bias: np.ndarray) -> None:
        self.classes = list(classes)
        self.index = {feature: i for i, feature in enumerate(vocabulary)}
        self.weights = np.asarray(weights, dtype=np.float64)  # (n_features, n_classes)
        self.bias = np.asarray(bias, dtype=np.float64)
        if self.weights.shape != (len(vocabulary), len(self.classes)):
            raise ValueError(f"weights have shape {self.weights.shape}, expected ({len(vocabulary)}, {len(self.classes)})")

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FormTypeModel:
        version = data.get("features_version")
        if version != FEATURES_VERSION:
            raise ValueError(f"form-type model was trained on features v{version}; this code extracts v{FEATURES_VERSION}")
        scale = float(data.get("scale", 1.0))
        weights = np.asarray(data["weights"], dtype=np.float64) / scale
        return cls(data["classes"], data["vocabulary"], weights, np.asarray(data["bias"], dtype=np.float64))

    def to_dict(self, decimals: int = 3, scale: float = 1000.0, **meta: Any) -> dict[str, Any]:
        vocabulary = sorted(self.index, key=self.index.__getitem__)
        return {
            "features_version": FEATURES_VERSION,
            "classes": self.classes,
            "vocabulary": vocabulary,
            "scale": scale,
            "weights": np.rint(self.weights * scale).astype(int).tolist(),
            "bias": np.round(self.bias, decimals).tolist(),
            **meta,
        }

    def scores(self, features: dict[str, float]) -> np.ndarray:
        logits = self.bias.copy()
        for feature, value in features.items():
            i = self.index.get(feature)
            if i is not None:
                logits += value * self.weights[i]
        logits -= logits.max()
        exp = np.exp(logits)
        return exp / exp.sum()

    def probabilities(self, features: dict[str, float]) -> dict[str, float]:
        return dict(zip(self.classes, map(float, self.scores(features))))


@lru_cache(maxsize=1)
def model_available() -> bool:
    """Whether the shipped model loads (logged once when it does not)."""
    try:
        load_model()
    except (OSError, ValueError, KeyError) as exc:
        logger.warning("No usable form-type model: %s", exc)
        return False
    return True


@lru_cache(maxsize=1)
def load_model() -> FormTypeModel:
    """The shipped model (package data), loaded once."""
    raw = resources.files("hiddenweb").joinpath("data", MODEL_RESOURCE).read_text(encoding="utf-8")
    return FormTypeModel.from_dict(json.loads(raw))


def form_element(form: Any) -> Any:
    """An lxml ``<form>`` element for ``form``.

    Accepts an lxml element, an HTML string of one form, or an object with the
    form's markup in ``element``, ``html`` or ``source`` (such as
    :class:`hiddenweb.forms.Form`).
    """
    if hasattr(form, "xpath") and hasattr(form, "tag"):
        return form
    for attr in ("element", "html", "source", "outer_html"):
        value = getattr(form, attr, None)
        if value is None:
            continue
        if hasattr(value, "xpath"):
            return value
        if isinstance(value, (str, bytes)) and value:
            return _parse_form_html(value)
    if isinstance(form, (str, bytes)):
        return _parse_form_html(form)
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


def probabilities(form: Any, page_url: str | None = None) -> dict[str, float]:
    """Probability of each of :data:`FORM_TYPES` for ``form``.

    The page URL is taken from ``form.url`` (:class:`hiddenweb.forms.Form`)
    unless given.
    """
    if page_url is None:
        page_url = getattr(form, "url", "") or ""
    return load_model().probabilities(form_features(form_element(form), page_url))


def classify(form: Any) -> tuple[str, float] | None:
    """The most likely form type of ``form`` and its probability; None without a model.

    This is the contract :func:`hiddenweb.forms.form_type` relies on.
    """
    if not model_available():
        return None
    probs = probabilities(form)
    best = max(probs, key=probs.__getitem__)
    return best, probs[best]


def is_searchable(form: Any, threshold: float = 0.5) -> tuple[bool, float]:
    """Whether ``form`` is a search form (ACHE's SFC decision) and P(search)."""
    p = probabilities(form).get("search", 0.0)
    return p >= threshold, p
