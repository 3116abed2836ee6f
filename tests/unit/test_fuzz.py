"""Property-based tests of the HTML-facing parsers (issue #12, "Fuzzing").

Generated tag soup and mutated real pages (``tests/pages``) go through every
parser a crawl feeds untrusted bytes to: forms, result pages (content, totals,
pagination, emptiness), record segmentation and record keys. The properties:
no exception escapes, results have the promised types, and no call spends
more than its CPU bound (a generous one: it catches blow-ups, not slowness).

CI runs a small number of examples; ``HIDDENWEB_FUZZ_EXAMPLES=5000`` (see
``benchmarks/fuzz.py``) runs the same properties at a large size.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hiddenweb import forms as formlib
from hiddenweb import results
from hiddenweb.harvest import record_key
from hiddenweb.htmlinput import decode_html, parse_text
from hiddenweb.records import Wrapper, segment_page
from hiddenweb.results.numbers import page_numbers

EXAMPLES = int(os.environ.get("HIDDENWEB_FUZZ_EXAMPLES", "40"))
#: CPU seconds one parser call may take on a page of at most ~300 KB.
CPU_BOUND = float(os.environ.get("HIDDENWEB_FUZZ_CPU_BOUND", "10"))
PAGES = sorted((Path(__file__).parent.parent / "pages").rglob("*.html"))
URL = "http://fuzz.test/search?q=book"

FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    derandomize=not os.environ.get("HIDDENWEB_FUZZ_RANDOM"),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

T = TypeVar("T")


def bounded(call: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``call(*args)``, failing the test when it spends more CPU than :data:`CPU_BOUND`."""
    start = time.process_time()
    out = call(*args, **kwargs)
    spent = time.process_time() - start
    assert spent < CPU_BOUND, f"{call.__name__} took {spent:.1f} s of CPU"
    return out


# -- generated tag soup ----------------------------------------------------------------------------
TAGS = [
    "form",
    "input",
    "select",
    "option",
    "textarea",
    "button",
    "label",
    "table",
    "tr",
    "td",
    "th",
    "a",
    "div",
    "span",
    "ul",
    "ol",
    "li",
    "p",
    "h1",
    "h2",
    "script",
    "style",
    "nav",
    "main",
    "dl",
    "dt",
    "dd",
    "br",
    "iframe",
    "fieldset",
    "legend",
    "noscript",
    "template",
    "svg",
    "math",
    "frameset",
]
ATTRS = [
    "name",
    "type",
    "value",
    "href",
    "action",
    "method",
    "class",
    "id",
    "role",
    "for",
    "selected",
    "checked",
    "form",
    "formaction",
    "aria-label",
    "hidden",
    "style",
    "accept-charset",
    "enctype",
    "rel",
    "src",
]
ATTR_VALUES = st.one_of(
    st.sampled_from(
        [
            "q",
            "search",
            "submit",
            "hidden",
            "text",
            "post",
            "GET",
            "next",
            "?page=2",
            "javascript:x()",
            "/results?q=a&page=3",
            "#",
            "display:none",
            "pagination",
            "utf-7",
            "x-unknown",
            "..",
            "//evil",
        ]
    ),
    st.text(max_size=30),
)
TEXT = st.one_of(
    st.text(max_size=40),
    st.sampled_from(
        [
            "Next ›",
            "1–20 of 3,412",
            "Showing 21 to 40 of 1.234.567 results",
            "No results found",
            "Page 2",
            "«",
            "»",
            "1",
            "2",
            "999999999999999999999",
            "&amp;",
            "&#0;",
            "\x00",
            "\ufffd",
            "Search",
            "Delete",
            "Go",
        ]
    ),
)


@st.composite
def tag_soup(draw: st.DrawFn, depth: int = 0) -> str:
    parts = []
    for _ in range(draw(st.integers(0, 6 if depth < 3 else 2))):
        if depth < 5 and draw(st.booleans()):
            tag = draw(st.sampled_from(TAGS))
            attrs = "".join(
                f' {a}="{v}"' for a, v in draw(st.lists(st.tuples(st.sampled_from(ATTRS), ATTR_VALUES), max_size=4))
            )
            inner = draw(tag_soup(depth + 1))
            close = "" if draw(st.integers(0, 9)) == 0 else f"</{tag}>"  # unclosed now and then
            parts.append(f"<{tag}{attrs}>{inner}{close}")
        else:
            parts.append(draw(TEXT))
    return "".join(parts)


# -- mutated real pages ----------------------------------------------------------------------------
@st.composite
def mutated_page(draw: st.DrawFn) -> bytes:
    data = bytearray(PAGES[draw(st.integers(0, len(PAGES) - 1))].read_bytes())
    for _ in range(draw(st.integers(1, 8))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        op = draw(st.sampled_from(["flip", "cut", "dup", "insert", "truncate"]))
        if op == "flip":
            data[at] = draw(st.integers(0, 255))
        elif op == "cut":
            del data[at : at + draw(st.integers(1, 200))]
        elif op == "dup":
            chunk = data[at : at + draw(st.integers(1, 400))]
            data[at:at] = chunk * draw(st.integers(1, 20))
        elif op == "insert":
            data[at:at] = draw(tag_soup()).encode("utf-8", "surrogatepass")
        else:
            del data[at:]
    return bytes(data)


PAGE_INPUT = st.one_of(
    tag_soup().map(lambda s: f"<html><body>{s}</body></html>"), mutated_page(), st.binary(max_size=2000)
)


def _check_forms(data: str | bytes) -> None:
    forms = bounded(formlib.parse_forms, data, URL)
    assert isinstance(forms, list)
    for form in forms:
        typ, prob = bounded(formlib.form_type, form)
        assert typ in formlib.FORM_TYPES and 0.0 <= prob <= 1.0
    found = bounded(formlib.find_search_form, forms)
    if found is not None:
        form, field = found
        template = formlib.query_template(form, field)
        method, url, _, _ = template.request_for("fuzz")
        assert method in ("GET", "POST") and url.startswith(("http://", "https://"))
    links = bounded(formlib.search_links, data, URL)
    assert all(isinstance(link, str) for link in links)


def _check_result_page(data: str | bytes) -> None:
    text, _ = decode_html(data)
    root = parse_text(text, URL)
    analysis = bounded(results.analyse, root, URL, 1, "book")
    assert isinstance(analysis.empty, bool)
    assert analysis.total is None or (isinstance(analysis.total, int) and analysis.total >= 0)
    nxt = analysis.next_link
    assert nxt is None or nxt.url.startswith(("http://", "https://"))
    total = bounded(results.reported_total, text)
    assert total is None or total >= 0
    found = bounded(page_numbers, root, "book")
    assert all(value is None or value >= 0 for value in found.values())
    assert isinstance(bounded(results.is_no_results, text), bool)


def _check_records(data: str | bytes) -> None:
    page = bounded(segment_page, data, URL, "book")
    for record in page.records:
        assert isinstance(record.fields, dict)
        key = record_key(record.detail_url, record.raw.values())
        assert key.startswith(("u:", "h:"))
    wrapper = Wrapper.from_segmentation(page)
    if wrapper is not None:
        again = bounded(wrapper.apply, data if isinstance(data, str) else decode_html(data)[0], URL, "book")
        assert again is None or isinstance(again, list)


@FUZZ
@given(PAGE_INPUT)
def test_forms_parse_any_page(data: str | bytes) -> None:
    _check_forms(data)


@FUZZ
@given(PAGE_INPUT)
def test_result_pages_read_any_page(data: str | bytes) -> None:
    _check_result_page(data)


@FUZZ
@given(PAGE_INPUT)
def test_records_segment_any_page(data: str | bytes) -> None:
    _check_records(data)


@FUZZ
@given(
    st.one_of(st.text(max_size=200), st.from_regex(r"https?://[a-z.]{1,20}(:\d{1,6})?/[\w/%?&=;.#-]{0,80}")),
    st.lists(st.text(max_size=30), max_size=5),
)
def test_record_keys_of_any_url(url: str, values: list[str]) -> None:
    key = record_key(url or None, values)
    assert key.startswith(("u:", "h:"))
    assert record_key(url or None, values) == key  # stable


def test_huge_pages_stay_within_their_bound() -> None:
    """A 2 MB page of repeated rows and 3,000 forms: every parser returns within its CPU bound."""
    row = '<tr><td><a href="/item/{0}">Item {0}</a></td><td>{0} pages</td></tr>'
    form = '<form action="/s{0}" method="post"><input name="x{0}"><button>Go</button></form>'
    body = "".join(row.format(i) for i in range(25_000)) + "".join(form.format(i) for i in range(3_000))
    html = f"<html><body><table>{body}</table></body></html>"
    assert len(html) > 2_000_000
    _check_forms(html)
    _check_result_page(html)
