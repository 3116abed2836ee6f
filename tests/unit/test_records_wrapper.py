"""Wrapper induction and reuse across result pages of one form."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.bench_records import result_page
from hiddenweb.records import Wrapper, segment, segment_page
from hiddenweb.records.align import subtree_tokens
from hiddenweb.records.dom import build_tree
from hiddenweb.records.flat import RegionWalker
from hiddenweb.results.analysis import read_result_page
from hiddenweb.text.html import parse_html
from tests.kit import PAGES

ROOT = Path(__file__).resolve().parents[2]

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


def _tree_tokens(node, names, prefix):
    """(tag, path relative to the body, text) of a Node subtree in pre-order."""
    return [(n.tag, prefix + names(n.sym)[len("/html/body") :], n.text) for n in subtree_tokens(node)]


@pytest.mark.parametrize(
    "page",
    sorted((PAGES / "records").glob("*.html")) + sorted((ROOT / "tests" / "fixtures" / "realpages").glob("*.html")),
    ids=lambda p: p.name,
)
def test_the_wrapper_walks_a_region_into_the_nodes_and_texts_of_the_page_tree(page):
    # the wrapper reads a region without a node tree: it must see exactly the nodes, paths and texts
    # (skipped, hidden and inline elements, text runs) full segmentation sees on the same page
    doc = parse_html(page.read_bytes(), "http://site.example/")
    body = doc.find("body")
    tree = build_tree(doc, "http://site.example/")
    names = Wrapper()  # its interned path names
    children = RegionWalker(names._intern, names.names).children(body, "body")
    assert children is not None
    walked = [[(t[0], names.names[t[1]], t[2]) for t in tokens] for tokens in children]
    built = [_tree_tokens(c, tree.path_name, "body") for c in tree.root.children]
    assert walked == built
    assert sum(len(c) for c in walked) > 10


def _snippets(query: str, snippets: list[str]) -> str:
    items = "".join(
        f'<div class="record"><h3><a href="/doc/{i}">Title {i}</a></h3>'
        f'<div class="meta">Kind: <b>kind{i % 3}</b></div><p class="snippet">{s}</p></div>'
        for i, s in enumerate(snippets)
    )
    return f'<html><body><h1>Results for {query}</h1><div class="results">{items}</div></body></html>'


def test_a_query_word_highlighted_after_a_colon_stays_in_its_snippet_and_the_wrapper_reads_it():
    # a search engine bolds the query in snippets, also after a colon ("fp : <b>file</b> pointer"):
    # that is no labelled field, and the form's wrapper must read such a record (it missed 84 of
    # the demo's 295 result pages on them)
    plain = [f"Open the <b>file</b> number {i} and read it." for i in range(6)]
    first = _snippets("file", plain)
    later = _snippets("file", plain[:3] + ["Arguments: fp : <b>file</b> pointer; default stdin."] + plain[4:])
    w = Wrapper.induce(first, URL, "file")
    assert w is not None
    records = w.apply(later, URL, "file")
    assert records is not None and len(records) == 6
    full = segment_page(later, URL, "file").records
    assert [r.fields for r in records] == [r.fields for r in full]
    assert "Arguments: fp : file pointer; default stdin." in records[3].fields.values()
    # a bold value after a label that is not the query is still a field of its own
    assert {r.fields.get("kind") for r in records} == {"kind0", "kind1", "kind2"}


def test_a_page_saying_no_results_is_empty_even_when_the_forms_wrapper_fits_it():
    # why read_result_page checks the "no results" message before trusting the wrapper: Fossil's
    # no-results page has the lists of its result page, and the wrapper learnt there reads 9 "records"
    realpages = ROOT / "tests" / "fixtures" / "realpages"
    url = "http://127.0.0.1:54531/search?s="
    first = read_result_page((realpages / "fossil-search-page.html").read_text(), url + "the", "the", 1, keyword="s")
    assert first.wrapper is not None
    nothing = (realpages / "fossil-search-no-results.html").read_text()
    assert first.wrapper.apply(nothing, url + "zzqqxx", "zzqqxx")  # it fits...
    result = read_result_page(nothing, url + "zzqqxx", "zzqqxx", 1, keyword="s", wrapper=first.wrapper)
    assert result.empty and not result.records  # ...yet the page says it found nothing


def test_a_wrapper_builds_a_records_fields_on_first_use_and_keeps_the_same_records():
    """Fields are built only when read (most records a harvest reads were seen before); which records
    there are, and every value a page's numbers are checked against, stay those of eager fields."""
    from hiddenweb.records.extract import RecordValues, SegmentedRecord
    from hiddenweb.records.label import ColumnSpec, apply_columns, has_fields

    wrapper = Wrapper.induce(result_page(50, page=1), "http://x/s?q=garden", "garden")
    assert wrapper is not None
    records = wrapper.apply(result_page(50, page=2), "http://x/s?q=garden&p=2", "garden")
    assert records
    assert all("fields" not in r.__dict__ for r in records)
    values = RecordValues(records)
    assert "no such value" not in values and all("fields" not in r.__dict__ for r in records)
    eager = {v for r in records for v in r.raw.values()}
    assert all(v in values for v in eager)
    specs = [
        ColumnSpec(0, role="label", constant_text="Price:", target=1),
        ColumnSpec(1, name="price"),
        ColumnSpec(2, role="constant", constant_text="|"),
        ColumnSpec(3, role="separator"),
        ColumnSpec(4, role="repeat", target=1),
    ]
    for cells in ({}, {0: "Price:"}, {0: "Price:", 1: "3"}, {2: "|"}, {2: "x"}, {3: "-"}, {0: "Cost:"}, {4: "a"}):
        assert has_fields(specs, cells) == bool(apply_columns(specs, cells)[0])
    joined = SegmentedRecord.deferred(0, [], None, "3 4; 5", specs, {1: "3", 4: "4; 5"})
    values = RecordValues([joined])
    assert "3; 4; 5" in values and "3" not in values and "4; 5" not in values and "x; 4; 5" not in values
    assert joined.raw == {"price": "3; 4; 5"}


def test_a_columns_common_words_are_those_counted_text_by_text():
    """The template words' shortcuts (the query's words never counted, few words searched for, texts
    lowered whole) find the words a plain count over every text finds, whatever the script."""
    import random
    import re

    from hiddenweb.records.extract import _common_words

    word = re.compile(r"[^\W\d_]+")
    vocabulary = ["the", "The", "THE", "theme", "a", "of", "İs", "ΟΔΟΣ", "Σx", "file", "x2y", "²b", "ß", "…", "fil"]
    rnd = random.Random(7)
    for _ in range(300):
        texts = [
            "".join(
                rnd.choice(vocabulary) + rnd.choice([" ", ", ", "'", "", "1", "…"]) for _ in range(rnd.randint(0, 12))
            )
            for _ in range(rnd.randint(3, 40))
        ]
        need = 0.9 * len(texts)
        keep = frozenset(rnd.sample(["the", "file", "a"], rnd.randint(0, 2)))
        per_text = [{w.lower() for w in word.findall(t)} for t in texts]
        plain = {w for w in set().union(*per_text) if sum(w in s for s in per_text) >= need} - keep
        assert _common_words(texts, need, keep) == plain, texts


def test_wrapper_steps_aside_when_another_list_of_results_sits_beside_its_region():
    # DokuWiki: the first pages list page-name hits only; later ones add full-text hits under them,
    # which the wrapper's region does not hold: full segmentation reads the page instead.
    first = result_page(seed=7, page=1)
    w = Wrapper.induce(first, URL, "garden")
    assert w is not None and w.links_outside is not None
    assert w.apply(result_page(seed=7, page=2), URL, "garden") is not None  # pager and sidebar: within the slack
    hits = "".join(f'<dt><a href="/wiki/p{i}">Page {i}</a></dt><dd>snippet {i}</dd>' for i in range(40))
    beside = first.replace("</body>", f'<dl class="search_results">{hits}</dl></body>')
    assert w.apply(beside, URL, "garden") is None
    few = "".join(f'<dt><a href="/wiki/p{i}">Page {i}</a></dt>' for i in range(3))
    assert w.apply(first.replace("</body>", f"<dl>{few}</dl></body>"), URL, "garden") is not None
    assert Wrapper.from_dict(json.loads(json.dumps(w.to_dict()))).links_outside == w.links_outside
