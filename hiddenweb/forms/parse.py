"""HTML → :class:`~hiddenweb.forms.model.Form`: every form of a page, read once.

The page is parsed once; each ``<form>`` element becomes a :class:`Form`
with its fields (:mod:`hiddenweb.forms.fields`) and their labels
(:mod:`hiddenweb.forms.labels`), its resolved action, method, enctype and
charset, its visible text and the heading before it. The element stays on
the form (:attr:`Form.element`) so that the trained classifier reads its
features from the same tree (:mod:`hiddenweb.forms.features`).

A page may hold thousands of forms (issue #12, defect 6: the search form
was the 500th of 600). Reading a form in full costs far more than a glance
at its tag and controls, so every form is ranked by such a glance
(:func:`search_likeness`) and only the best :data:`MAX_FORMS` are read in
full: the cap bounds the work, never which forms are candidates.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urldefrag, urljoin

import lxml.html

from hiddenweb.forms.fields import field_type, make_field, merge_radios
from hiddenweb.forms.labels import CONTROL_TAGS, MAX_LABEL_CHARS, PageIndex, group_labels, nearby_texts
from hiddenweb.forms.model import DEFAULT_ENCTYPE, Field, Form
from hiddenweb.forms.safety import SEARCH_FIELD_NAMES, SEARCH_WORDS, identifier_words
from hiddenweb.htmlinput import base_url, decode_html, normalize_space, parse_text, visible_text

__all__ = ["MAX_FORMS", "forms_from_root", "parse_forms", "search_likeness"]

#: Forms read in full per page: the most search-like by :func:`search_likeness`.
MAX_FORMS = 200
#: Controls read per form.
MAX_FIELDS_PER_FORM = 500
#: Longest form markup kept in :attr:`Form.html`.
MAX_FORM_HTML = 64 * 1024
#: Longest form text kept in :attr:`Form.text`.
MAX_FORM_TEXT = 5000
#: Form attributes kept in :attr:`Form.attrs`.
_KEPT_ATTRS = ("class", "role", "accept-charset", "onsubmit", "target", "autocomplete", "action")
_ENCTYPES = (DEFAULT_ENCTYPE, "multipart/form-data", "text/plain")
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_NOT_TEXT = frozenset({"select", "textarea", "option", "datalist"})


def parse_forms(html: str | bytes | None, url: str, encoding: str | None = None) -> list[Form]:
    """Every form of a page (the :data:`MAX_FORMS` most search-like of a page with more), in document order.

    ``encoding`` is the charset the transport declared (``Content-Type``);
    it also becomes the charset queries are encoded in, unless the form
    says otherwise (``accept-charset``). Input that is not HTML gives ``[]``.
    """
    text, enc = decode_html(html, encoding)
    return forms_from_root(parse_text(text, url), url, enc or "utf-8")


def forms_from_root(root: lxml.html.HtmlElement, url: str, encoding: str = "utf-8") -> list[Form]:
    """Forms of an already parsed document (see :func:`parse_forms`)."""
    form_els = list(root.iter("form"))
    if not form_els:
        return []
    positions: list[int] = list(range(len(form_els)))
    if len(form_els) > MAX_FORMS:
        ranked = sorted(positions, key=lambda i: (-search_likeness(form_els[i]), i))
        positions = sorted(ranked[:MAX_FORMS])
    base = base_url(root, url)
    index = PageIndex(root)
    return [_form_from_element(form_els[i], i, url, base, encoding, index) for i in positions]


def search_likeness(form_el: Any) -> float:
    """How much a ``<form>`` element looks like a search form, at a glance.

    Reads only attributes and button captions (no labels, no page text):
    a search landmark, search words in the action, id, name or class, a
    search box or a text box named like one (``q``, ``query``…), a search
    button, GET; a password box or no text box at all count against.
    """
    score = 0.5 if (form_el.get("method") or "get").strip().lower() == "get" else 0.0
    if _in_search_landmark(form_el):
        score += 3.0
    idents = " ".join(identifier_words(" ".join(form_el.get(a) or "" for a in ("action", "id", "name", "class"))))
    if SEARCH_WORDS.search(idents):
        score += 2.0
    text_boxes = 0
    for n, el in enumerate(form_el.iter(*CONTROL_TAGS)):
        if n >= MAX_FIELDS_PER_FORM:
            break
        typ = field_type(el)
        if typ == "password":
            score -= 4.0
        elif typ in ("text", "search"):
            text_boxes += 1
            score += 3.0 if typ == "search" else 0.0
            score += 2.0 if (el.get("name") or "").lower() in SEARCH_FIELD_NAMES else 0.0
        elif typ in ("submit", "image", "button"):
            caption = el.text_content() if el.tag == "button" else f"{el.get('value') or ''} {el.get('alt') or ''}"
            score += 1.0 if SEARCH_WORDS.search(caption) else 0.0
    return score if text_boxes else score - 3.0


def _controls(form_el: Any, index: PageIndex) -> list[Any]:
    """The control elements of a form: its own and those naming it (``form="id"``) outside it."""
    controls = list(form_el.iter(*CONTROL_TAGS))
    fid = form_el.get("id")
    if fid and fid in index.form_owned:
        controls.extend(el for el in index.form_owned[fid] if el not in controls)
    # Controls that name another form belong to it, not to this one.
    controls = [el for el in controls if not el.get("form") or el.get("form") == fid]
    return controls[:MAX_FIELDS_PER_FORM]


def _fields(form_el: Any, index: PageIndex) -> list[Field]:
    nearby = nearby_texts(form_el)
    raw_fields = []
    radios_el: dict[str, Any] = {}
    for el in _controls(form_el, index):
        f = make_field(el, index, nearby, form_el)
        if f.type == "radio" and f.name and f.name not in radios_el:
            radios_el[f.name] = el
        raw_fields.append(f)
    fields = merge_radios(raw_fields)
    group_labels(form_el, fields, radios_el, nearby)
    return fields


def _resolve_action(form_el: Any, page_url: str, base: str) -> str:
    action = (form_el.get("action") or "").strip()
    if not action or action.lower().startswith("javascript:"):
        return page_url
    try:
        target = urljoin(base, action)
    except ValueError:  # "http://[bad": not a URL a browser would submit to either
        return page_url
    return urldefrag(target)[0] or page_url


def _in_search_landmark(form_el: Any) -> bool:
    if (form_el.get("role") or "").lower() == "search":
        return True
    return any(anc.tag == "search" or (anc.get("role") or "").lower() == "search" for anc in form_el.iterancestors())


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


def _encoding(form_el: Any, page_encoding: str) -> str:
    """The first charset of ``accept-charset`` Python knows, else the page's."""
    for cand in (form_el.get("accept-charset") or "").replace(",", " ").split():
        try:
            "".encode(cand)
        except LookupError:
            continue
        return cand
    return page_encoding


def _attrs(form_el: Any) -> dict[str, str]:
    attrs = {}
    for attr in _KEPT_ATTRS:
        v = form_el.get(attr)
        if v is not None:
            attrs[attr] = v[:200]
    if _in_search_landmark(form_el):
        attrs["in_search_landmark"] = "1"
    context = _heading_before(form_el)
    if context:
        attrs["context"] = context
    return attrs


def _markup(form_el: Any) -> str:
    try:
        return lxml.html.tostring(form_el, encoding="unicode", with_tail=False)[:MAX_FORM_HTML]
    except (ValueError, TypeError):  # a tree lxml cannot serialise: the form works without its markup
        return ""


def _form_from_element(form_el: Any, idx: int, page_url: str, base: str, encoding: str, index: PageIndex) -> Form:
    method = (form_el.get("method") or "GET").strip().upper()
    enctype = (form_el.get("enctype") or DEFAULT_ENCTYPE).strip().lower()
    text = visible_text(form_el, skip=_NOT_TEXT, max_elements=20_000)
    return Form(
        url=page_url,
        action=_resolve_action(form_el, page_url, base),
        method="POST" if method == "POST" else "GET",
        enctype=enctype if enctype in _ENCTYPES else DEFAULT_ENCTYPE,
        index=idx,
        id=form_el.get("id") or "",
        name=form_el.get("name") or "",
        fields=_fields(form_el, index),
        text=text[:MAX_FORM_TEXT],
        encoding=_encoding(form_el, encoding),
        attrs=_attrs(form_el),
        html=_markup(form_el),
        element=form_el,
    )
