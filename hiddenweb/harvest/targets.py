"""Harvest targets: the search form of a start page, forms feeds, seeds and the site's own words.

A harvest *target* is a start URL (the page with the search form, or the
site's home page when the form is at most one link away) or a query template
taken from ``discover``'s forms feed or form queue. :func:`read_start_page`
finds the site's keyword search form on a page; :func:`site_words` gives the
words a topical site names itself with, the first queries before any record
is known.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeGuard

import lxml.html

from hiddenweb import forms as formlib
from hiddenweb.forms.layout import ambiguous, label_by_layout
from hiddenweb.forms.model import NO_INPUT_TYPES
from hiddenweb.htmlinput import decode_html, parse_text, visible_text
from hiddenweb.rendering.detection import is_furniture
from hiddenweb.spiderargs import BadArgument
from hiddenweb.text import is_query_term, tokenize

__all__ = [
    "TARGETS",
    "TARGET_IDS",
    "StartPage",
    "doubtful_fields",
    "is_template",
    "looks_like_search",
    "posts",
    "read_forms",
    "read_seeds",
    "read_start_page",
    "site_words",
    "target_id",
    "template_page",
    "template_words_last",
    "tokenize_terms",
]

TARGETS = "harvest:targets"  # log: the form templates taken from a form queue, in order
TARGET_IDS = "harvest:target_ids"  # set: their ids (a form is registered once per crawl state)
#: Candidate search pages followed from a start page without a search form.
MAX_SEARCH_LINKS = 3


def read_seeds(value: str) -> list[str]:
    """``seeds`` is a file of queries (one per line, ``#`` comments) or a comma-separated list."""
    path = Path(value)
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines() if path.is_file() else value.split(",")
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def is_template(value: Any) -> TypeGuard[dict]:
    """Whether ``value`` is a query template (a dict with the form's ``url`` and ``keyword``)."""
    return isinstance(value, dict) and "url" in value and "keyword" in value


def read_forms(value: str) -> list[dict]:
    """Query templates from a ``discover`` feed (JSON lines) or a JSON file."""
    path = Path(value)
    if not path.is_file():
        raise BadArgument(f"-a forms={value!r}: no such file")
    text = path.read_text(encoding="utf-8")
    rows: list[Any]
    try:
        rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    except ValueError:
        try:
            loaded = json.loads(text)
        except ValueError:
            raise BadArgument(f"-a forms={value!r}: not JSON lines nor JSON") from None
        rows = loaded if isinstance(loaded, list) else [loaded]
    templates = []
    for row in rows:
        template = row.get("template", row) if isinstance(row, dict) else None
        if not is_template(template):
            raise BadArgument(f"-a forms={value!r}: a line is not a form item with a query template")
        templates.append(template)
    if not templates:
        raise BadArgument(f"-a forms={value!r}: no forms in the file")
    return templates


def template_page(template: dict) -> str:
    """The page a query template's form was found on."""
    return template.get("form", {}).get("url") or template["url"]


def target_id(target: str | dict) -> str:
    """A short stable id of a harvest target (start URL or form template)."""
    text = target if isinstance(target, str) else json.dumps(target, sort_keys=True)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]


def posts(template: dict) -> bool:
    """Whether a query template submits by POST (its probes are checked one at a time)."""
    return str(template.get("method", "GET")).upper() == "POST"


def tokenize_terms(text: str) -> list[str]:
    """Words worth a query; tokens with digits are ids, dates and prices, not words."""
    return [token for token in tokenize(text) if is_query_term(token) and token.isalpha()]


def site_words(html: str | lxml.html.HtmlElement, limit: int = 60) -> list[str]:
    """The site's own vocabulary, by frequency on its search page: queries to try
    before any record is known (a topical site names its topic). ``html`` may be
    the page already parsed; hidden elements (e.g. captured links) do not count,
    nor do navigation, menus, header, footer and sidebars: the words of every
    page of the application ("login", "recent changes"), not of its data."""
    root = parse_text(html) if isinstance(html, str) else html
    words = Counter(tokenize_terms(_content_text(root)))
    names = _field_words(root) - _site_name_words(root)
    return [word for word, _ in words.most_common(limit + len(names)) if word not in names][:limit]


#: Inside page furniture, what names the site (a topical site names its topic): its ``h1`` and
#: elements whose id or class says logo, brand, title, tagline or slogan (menus' own headings do not).
_HEADINGS = frozenset(("h1",))
_SITE_NAME = re.compile(r"(?:^|[\s_-])(?:logo|brand|title|tagline|slogan|site-?name)", re.I)


def _content_text(root: lxml.html.HtmlElement) -> str:
    """The page's visible text without its furniture (on a copy: ``root`` is shared); the site's
    name and tagline in its header stay, and so do its forms' values (a select's options, a
    checkbox's label name categories)."""
    content = copy.deepcopy(root)
    for el in list(content.iter()):
        if el.getparent() is None or not isinstance(el.tag, str):
            continue
        if is_furniture(el):
            names = [n for n in el.iter() if n.tag in _HEADINGS or _SITE_NAME.search(_name_of(n))]
            kept = " ".join(visible_text(n) for n in names if not any(a in names for a in n.iterancestors()))
            replacement = lxml.html.Element("p")
            replacement.text = kept
            el.getparent().replace(el, replacement)
    return visible_text(content)


#: Inputs whose label is a value the records may hold ("Fiction"), not the name of a field.
_VALUE_INPUTS = frozenset(("checkbox", "radio", "hidden", "submit", "button", "image", "reset"))


def _field_words(root: lxml.html.HtmlElement) -> frozenset[str]:
    """The words that name the fields and actions of ``root``'s forms: the labels of text boxes and
    selects, legends, buttons. A search form's "Author", "Title", "Find a book" and "Search" are
    words no record holds, wherever the page repeats them (a tagline "Search by author, title or
    ISBN"): on a structured book search they were 6 of the first 14 queries, none matching. A
    checkbox's or radio's label is a value ("Fiction") and stays, and so do a select's options."""
    texts: list[str] = []
    for form in root.iter("form"):
        ids = {el.get("id"): el for el in form.iter("input", "select", "textarea") if el.get("id")}
        for el in form.iter("label", "legend", "button"):
            if el.tag == "label":
                control = ids.get(el.get("for") or "")
                if control is None:
                    control = next(el.iter("input", "select", "textarea"), None)
                kind = (control.get("type") or "text").lower() if control is not None else ""
                if control is None or (control.tag == "input" and kind in _VALUE_INPUTS):
                    continue
            texts.append(_own_text(el))
    return frozenset(tokenize_terms(" ".join(texts)))


#: Elements that name the site (not its tagline, which may describe the form: "Search by author").
_SITE_NAME_ONLY = re.compile(r"(?:^|[\s_-])(?:logo|brand|site-?name)", re.I)


def _site_name_words(root: lxml.html.HtmlElement) -> frozenset[str]:
    """The words of the elements that name the site (its logo, brand): a search button may name it too
    ("Search Wistman"), and a site's name is a good first query."""
    names = [el for el in root.iter() if isinstance(el.tag, str) and _SITE_NAME_ONLY.search(_name_of(el))]
    return frozenset(tokenize_terms(" ".join(el.text_content() for el in names)))


def _own_text(el: lxml.html.HtmlElement) -> str:
    """``el``'s text without that of the controls in it (a label around its select: not the options)."""
    bare = copy.deepcopy(el)
    bare.tail = None
    for control in list(bare.iter("select", "textarea")):
        control.drop_tree()
    return bare.text_content()


def _name_of(el: lxml.html.HtmlElement) -> str:
    return f"{el.get('id') or ''} {el.get('class') or ''}" if isinstance(el.tag, str) else ""


#: Share of the empty result page's own words (furniture aside) on the search page above which
#: that page is the search page itself, its results shown in place (by script).
SAME_PAGE_SHARE = 0.8


def template_words_last(words: Sequence[str], empty_page: lxml.html.HtmlElement | None) -> list[str]:
    """``words`` with those of an empty result page (a nonsense query's answer) moved last.

    What is on a page that shows no record is the result page's template
    ("results", "matching", "create"), not data; but it is also the site's
    name ("Wistman Herbarium" names a wood its records come from), so these
    words are tried after the others, not dropped. A search page that shows
    its results in place answers with itself: its words stay as they are.
    """
    if empty_page is None or not words:
        return list(words)
    own = set(site_words(empty_page, limit=200))
    if own and len(own & set(words)) >= SAME_PAGE_SHARE * len(own):
        return list(words)
    template = set(tokenize_terms(visible_text(empty_page)))
    return [w for w in words if w not in template] + [w for w in words if w in template]


def looks_like_search(form: formlib.Form) -> bool:
    """A search form by its type, its landmark or its words (one without a keyword box may be typed "other")."""
    if formlib.form_type(form)[0] == "search" or form.attrs.get("in_search_landmark"):
        return True
    words = f"{form.action} {form.id} {form.name} {' '.join(s.label or s.value for s in form.submits)}".lower()
    return "search" in words or "find" in words


@dataclass
class StartPage:
    """What a candidate start page offers a harvest."""

    #: The query template of the site's keyword search form, when the page has one.
    template: dict | None = None
    #: The form's method and action, and the name of its keyword box.
    method: str = ""
    action: str = ""
    keyword: str = ""
    #: The site's own words (:func:`site_words`), first queries before any record is known.
    bootstrap: list[str] = field(default_factory=list)
    #: The page has a search form, but without a box to type keywords into.
    keywordless: bool = False
    #: Without a search form: links that probably lead to one (followed from the first page only).
    links: list[str] = field(default_factory=list)
    #: Fields of the form whose document-order label is in doubt (:func:`doubtful_fields`), when
    #: the page's layout was not measured: rendering the page once would tell.
    doubtful: list[str] = field(default_factory=list)
    #: Fields of the form the layout relabelled (``name`` → label), when it was measured.
    relabelled: dict[str, str] = field(default_factory=dict)
    #: The page has scripts (a select empty in its markup may be filled by one: ``dependent_selects``).
    scripted: bool = False

    @property
    def form(self) -> str:
        """The search form as the stats name it: ``"GET http://site/results (q)"``."""
        return f"{self.method} {self.action} ({self.keyword})"


def doubtful_fields(form: formlib.Form) -> list[str]:
    """Names of the fields whose document-order label is in doubt (:func:`~hiddenweb.forms.layout.ambiguous`),
    when the form has more than one field to fill: a lone box is queried whatever its label says."""
    if sum(f.type not in NO_INPUT_TYPES for f in form.fields) < 2:
        return []
    return [form.fields[i].name for i in sorted(ambiguous(form))]


def read_start_page(
    body: bytes,
    url: str,
    encoding: str | None = None,
    hops: int = 0,
    allow_types: tuple[str, ...] = (),
    structured: bool = False,
    form_boxes: Sequence[Mapping[str, Any]] | None = None,
) -> StartPage:
    """Find the site's keyword search form on a page (``hops`` links away from the start URL).

    Unsafe form types are never chosen unless ``allow_types`` opts in. A page
    without a search form offers up to :data:`MAX_SEARCH_LINKS` links to
    candidate search pages ("Advanced search"), when it is the start page itself.
    ``structured``: a search form without a keyword box may be chosen (its
    template's ``keyword`` is ``""``; :mod:`hiddenweb.harvest.structured` fills it).
    ``form_boxes``: the forms as the browser laid them out (``request.meta`` key
    ``hiddenweb_form_boxes``), which label the fields the markup leaves in doubt (Álvarez §III.4.1).
    """
    text, charset = decode_html(body, encoding)
    root = parse_text(text, url)
    page_forms = formlib.forms_from_root(root, url, charset or "utf-8")
    before = [[f.label for f in form.fields] for form in page_forms]
    if form_boxes:
        label_by_layout(page_forms, form_boxes)
    chosen = formlib.choose_search_form(
        (formlib.assess(form) for form in page_forms), allow_types=allow_types, structured=structured
    )
    template = formlib.query_template(chosen.form, chosen.keyword) if chosen is not None else None
    if chosen is None or template is None or (chosen.keyword is None and template.kind != "http"):
        keywordless = any(looks_like_search(form) and formlib.keyword_field(form) is None for form in page_forms)
        links = formlib.search_links(body, url)[:MAX_SEARCH_LINKS] if hops == 0 else []
        return StartPage(keywordless=keywordless, links=links)
    form = chosen.form
    old = next(labels for labels, f in zip(before, page_forms, strict=True) if f is form)
    return StartPage(
        template=template.to_dict(),
        method=form.method,
        action=form.action,
        keyword=chosen.keyword.name if chosen.keyword is not None else "",
        bootstrap=site_words(root),
        doubtful=[] if form_boxes else doubtful_fields(form),
        relabelled={f.name: f.label for f, label in zip(form.fields, old, strict=True) if f.label != label},
        scripted=bool(root.xpath("//script")),
    )
