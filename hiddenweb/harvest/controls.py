"""Presentation and partition controls of a search site: page sizes, sort orders, bounded filters.

A keyword query costs a request per result page, so the number of records a
page holds is the first lever on the cost per record (issue 14, item 4b). Sites
say what page sizes they accept in their forms and links only: a per-page
select in the search form ("Results per page: 10 / 50 / 100"), "Show 10 | 50 |
100 per page" links on result pages, a ``per_page=20`` argument carried by the
pager's links, a "Display" form next to the results, an export link's
``_size=max`` (the largest page, its number unsaid). :func:`form_page_sizes`
and :func:`page_controls` find them; each is only a *candidate* until a probe
shows that it gives more records, the same ones (see
:mod:`hiddenweb.harvest.planner`).

The bounded fields of the search form (selects, radio groups, checkbox groups:
category, year, type) partition a result set that the site caps; sort orders
reach other parts of it (item 4c). :func:`split_fields` lists them, with the
facet counts a select's options often show ("Fiction (1,204)").

Everything here is pure: forms (:class:`~hiddenweb.forms.model.Form`) and parsed
pages in, candidates out.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from urllib.parse import parse_qsl, urljoin, urlsplit

import lxml.html

from hiddenweb.forms.model import Field, Form
from hiddenweb.forms.parse import forms_from_root
from hiddenweb.forms.roles import SORT_NAME, SORT_WORDS, is_page_size_name, is_sort_name
from hiddenweb.htmlinput import base_url, normalize_space, visible_text

__all__ = [
    "MAX_LINKS",
    "PageSizeControl",
    "SplitField",
    "asks_largest_page",
    "facet_count",
    "form_page_sizes",
    "page_controls",
    "split_fields",
]

#: Most anchors of a result page looked at for page-size and sort links.
MAX_LINKS = 3000
#: Largest page size tried (bigger pages than this are slow to serve and to read).
MAX_PAGE_SIZE = 1000

_PER_PAGE_WORDS = re.compile(
    r"per\s*page|per\s*pg|/\s*page|a\s+page|page\s*size|results?\s+(?:per|on each|each)|items?\s+per|rows?\s+per|"
    r"hits\s+per|records\s+per|entries\s+per|\bshow\b|\bdisplay\b|pro\s+seite|par\s+page|"
    r"por\s+p[aá]gina|per\s+pagina",
    re.I,
)
# The text of a "Show 100 per page" link: a number, perhaps with its words around it.
_SIZE_LINK = re.compile(
    r"^(?:show|display|view|list)?\s*(\d{1,5})\s*(?:per\s*page|/\s*page|a\s+page|results|items|rows|entries|"
    r"records|hits|pro\s+seite|par\s+page|por\s+p[aá]gina)?$",
    re.I,
)
# Values that ask a page-size argument for the largest page the site serves: Datasette names its ``_size``
# only as ``_size=max`` (its export links), other sites offer ``per_page=all``. Any page-size name may take
# "max"; "all" only a name that says page size on its own ("show=all" is as often a filter).
_LARGEST = frozenset({"max", "maximum"})
_ALL = frozenset({"all", "unlimited"})
# Arguments that choose which page, never how big it is.
_PAGE_NUMBER_NAMES = frozenset("page p pg pageno pagenum pagenumber start offset from skip first cursor".split())
_ANY_LABEL = re.compile(r"^(?:all|any|every|everything|anything|both|all\s+\w+|any\s+\w+|-+|\*|none)$", re.I)
_FACET = re.compile(r"[(\[]\s*(\d{1,3}(?:[,.\s]\d{3})+|\d+)\s*[)\]]\s*$")


def _plain(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def asks_largest_page(name: str, value: str) -> bool:
    """Whether ``name=value`` asks for the largest page (``_size=max``, ``per_page=all``): a free page size."""
    word = value.strip().lower()
    return (word in _LARGEST and is_page_size_name(name, strict=False)) or (word in _ALL and is_page_size_name(name))


@dataclass
class PageSizeControl:
    """An argument that may set the number of results a page shows, and the sizes it offers."""

    name: str
    values: list[int] = field(default_factory=list)
    #: Free text (an input, a link argument): sizes other than the offered ones may be tried.
    free: bool = False
    #: Where it was found: ``form`` (the search form), ``link`` (result-page links), ``page-form``.
    source: str = "form"

    def to_dict(self) -> dict:
        """JSON-ready data (the plan log's ``candidate`` event)."""
        return {"name": self.name, "values": sorted(set(self.values)), "free": self.free, "source": self.source}


@dataclass
class SplitField:
    """A bounded field that partitions (``filter``) or reorders (``sort``) a result set."""

    name: str
    role: str
    #: ``(value, facet count or None)``, the default value left out.
    values: list[tuple[str, int | None]] = field(default_factory=list)


def facet_count(label: str) -> int | None:
    """The count an option's label shows, ``"Fiction (1,204)"`` → 1204; None without one."""
    match = _FACET.search(label or "")
    return int(re.sub(r"\D", "", match.group(1))) if match else None


def _sizes(values: list[str]) -> list[int]:
    return [int(v) for v in values if v.strip().isdigit() and 0 < int(v) <= 100_000]


def _field_words(f: Field) -> str:
    return " ".join([f.label, *f.texts, f.id, f.placeholder])


def _field_page_size(f: Field, source: str) -> PageSizeControl | None:
    """A form field that sets the page size, or None."""
    if not f.name or f.disabled:
        return None
    named = is_page_size_name(f.name, strict=False)
    worded = bool(_PER_PAGE_WORDS.search(_field_words(f)))
    if f.type in ("select", "radio"):
        offered = [value for value, _ in f.options if value.strip()]
        sizes = _sizes(offered)
        if len(sizes) >= 2 and len(sizes) >= 0.8 * len(offered) and (named or worded):
            return PageSizeControl(f.name, sizes, free=False, source=source)
        return None
    typed = f.type in ("text", "number", "hidden", "search", "tel")
    if typed and f.value.strip().isdigit() and (is_page_size_name(f.name) or (named and worded)):
        return PageSizeControl(f.name, _sizes([f.value]), free=True, source=source)
    if typed and asks_largest_page(f.name, f.value):  # a hidden ``_size=max``: the sizes are for probes to find
        return PageSizeControl(f.name, [], free=True, source=source)
    return None


def form_page_sizes(form: Form | None, keyword: str = "", source: str = "form") -> list[PageSizeControl]:
    """The page-size fields of a form (a per-page select, a ``limit`` input, a hidden ``per_page``)."""
    if form is None:
        return []
    found = []
    for f in form.fields:
        if f.name == keyword:
            continue
        control = _field_page_size(f, source)
        if control is not None:
            found.append(control)
    return found


def split_fields(form: Form | None, keyword: str = "", exclude: frozenset[str] = frozenset()) -> list[SplitField]:
    """The bounded fields of ``form`` that split a result set: filters (partitions) and sort orders.

    A select or radio group with two or more values (its default and "All…"
    values left out: they are the unsplit query); same-named checkboxes as one
    group. Page-size fields and ``exclude`` are not split fields.
    """
    if form is None:
        return []
    out: list[SplitField] = []
    checkboxes: dict[str, list[Field]] = {}
    for f in form.fields:
        if not f.name or f.name == keyword or f.disabled or f.name in exclude or _field_page_size(f, "form"):
            continue
        if f.type == "checkbox":
            checkboxes.setdefault(f.name, []).append(f)
            continue
        if f.type not in ("select", "radio") or f.multiple or len(f.options) < 2:
            continue
        sort = is_sort_name(f.name) or bool(SORT_WORDS.search(_field_words(f)))
        values = [
            (value, None if sort else facet_count(label))
            for value, label in f.options
            if value != f.value and value.strip() and not _ANY_LABEL.match(normalize_space(re.sub(_FACET, "", label)))
        ]
        if values:
            out.append(SplitField(f.name, "sort" if sort else "filter", values))
    for name, group in checkboxes.items():
        values = [(f.value or "on", facet_count(_field_words(f))) for f in group if not f.checked]
        if len(group) >= 2 and values:
            out.append(SplitField(name, "filter", values))
    return out


def page_controls(
    root: lxml.html.HtmlElement, url: str, keyword: str = ""
) -> tuple[list[PageSizeControl], list[SplitField]]:
    """Page-size and sort controls of a result page: its links and its forms.

    Links: "Show 100 per page" (a number in a per-page context whose URL
    carries that number in one argument), page-size arguments in any link
    (the pager's ``per_page=20``) and arguments that ask for the largest page
    (an export link's ``_size=max``: a free size, the probes find which sizes
    it takes); sort links (``sort=title``, ``order=desc``).
    Forms: every page-size field of the page's forms (a "Display" form, the
    repeated search form).
    """
    base = base_url(root, url)
    sizes: dict[str, PageSizeControl] = {}
    sorts: dict[str, list[str]] = {}
    for n, anchor in enumerate(root.iter("a")):
        if n >= MAX_LINKS:
            break
        href = (anchor.get("href") or "").strip()
        if not href or href.startswith(("#", "javascript:", "mailto:")):
            continue
        try:
            args = parse_qsl(urlsplit(urljoin(base, href)).query, keep_blank_values=True)
        except ValueError:
            continue
        if not args:
            continue
        for name, size in _link_sizes(anchor, args):
            sizes.setdefault(name, PageSizeControl(name, [], free=True, source="link")).values.append(size)
        for name, value in args:
            if asks_largest_page(name, value):  # ``_size=max`` (an export link): free, sizes left to the probes
                sizes.setdefault(name, PageSizeControl(name, [], free=True, source="link"))
        for name, value in args:
            if SORT_NAME.match(_plain(name)) and value and not value.isdigit():
                sorts.setdefault(name, [])
                if value not in sorts[name]:
                    sorts[name].append(value)
    found = list(sizes.values())
    for form in forms_from_root(root, url):
        found.extend(form_page_sizes(form, keyword, source="page-form"))
    return found, [SplitField(name, "sort", [(v, None) for v in values]) for name, values in sorts.items()]


def _link_sizes(anchor: lxml.html.HtmlElement, args: list[tuple[str, str]]) -> list[tuple[str, int]]:
    """``(argument, size)`` a link sets: a "Show 100 per page" link, or a page-size argument it carries."""
    out = [(name, int(value)) for name, value in args if value.isdigit() and is_page_size_name(name)]
    label = normalize_space(visible_text(anchor, max_elements=20))
    match = _SIZE_LINK.match(label) if label and len(label) <= 40 else None
    if match is None:
        return out
    size = match.group(1)
    named = [name for name, value in args if value == size and _plain(name) not in _PAGE_NUMBER_NAMES]
    if not named:
        return out
    # "Show 100 per page", or a bare "100" among "Results per page: 10 | 50 | 100": any argument name;
    # "100 results": only a name that may mean a page size.
    said = bool(_PER_PAGE_WORDS.search(label)) or _per_page_context(anchor)
    for name in named:
        if (said and len(named) == 1) or (label != size and is_page_size_name(name, strict=False)):
            out.append((name, int(size)))
    return out


def _per_page_context(anchor: lxml.html.HtmlElement) -> bool:
    """Whether the text around a bare-number link speaks of page sizes ("Show: 10 | 50 | 100 per page")."""
    node = anchor.getparent()
    for _ in range(2):
        if node is None:
            return False
        text = visible_text(node, max_elements=60)
        if len(text) > 300:
            return False
        if _PER_PAGE_WORDS.search(text):
            return True
        node = node.getparent()
    return False
