"""Wrapper induction and reuse across result pages of one form."""

from __future__ import annotations

import json

from benchmarks.bench_records import result_page
from hiddenweb.records import Wrapper, segment, segment_page
from tests.kit import PAGES

URL = "https://shop.example/search?q=garden"


def test_wrapper_gives_the_same_records_as_full_segmentation_on_a_later_page():
    w = Wrapper.induce(result_page(seed=3, page=1), URL, "garden")
    assert w is not None
    later = result_page(seed=3, page=2)
    full = segment_page(later, URL, "garden").records
    wrapped = w.apply(later, URL, "garden")
    assert wrapped is not None and len(wrapped) == 50
    assert [r.fields for r in wrapped] == [r.fields for r in full]
    assert [r.detail_url for r in wrapped] == [r.detail_url for r in full]
    assert wrapped[0].detail_url.startswith("https://shop.example/p/")


def test_wrapper_survives_a_round_trip_through_json():
    w = Wrapper.induce(result_page(seed=4, page=1), URL, "garden")
    w2 = Wrapper.from_dict(json.loads(json.dumps(w.to_dict())))
    page = result_page(seed=4, page=3)
    assert [r.fields for r in w2.apply(page, URL)] == [r.fields for r in w.apply(page, URL)]


def test_wrapper_steps_aside_when_the_template_changes():
    w = Wrapper.induce(result_page(seed=5, page=1), URL, "garden")
    other = PAGES / "records" / "table_books.html"
    html = other.read_bytes()
    assert w.apply(html, "http://books.example/search?q=java") is None
    # segment() then falls back to full segmentation
    records = segment(html, "http://books.example/search?q=java", "java", wrapper=w)
    assert len(records) == 5 and records[0].fields["title"] == "Thinking in Java (4th Edition)"


def test_wrapper_refuses_records_with_texts_it_has_no_column_for():
    first = result_page(seed=6, page=1)
    w = Wrapper.induce(first, URL, "garden")
    changed = first.replace(
        '<div class="brand">',
        '<div class="brand"><em class="new-field">NEW</em> <i>x</i><div class="x">extra text</div>',
    )
    assert w.apply(changed, URL) is None
    assert len(segment(changed, URL, "garden", wrapper=w)) == 50


def test_no_wrapper_from_a_page_without_a_list():
    single = PAGES / "records" / "single_result.html"
    assert Wrapper.induce(single.read_bytes(), "https://stayfinder.example/", "zanzibar") is None
    assert Wrapper.induce(b"", "", None) is None
