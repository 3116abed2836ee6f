"""The embedded demo: corpus, search index and the site served over real HTTP."""

from __future__ import annotations

import re
from urllib.parse import parse_qs, urlsplit

import numpy as np
import pytest

from hiddenweb.demo import DemoSite, build_corpus, serve
from hiddenweb.demo.corpus import Document, extract_units, load_units
from hiddenweb.demo.index import ENGLISH_STOP_WORDS, SearchIndex, tokenize
from tests.kit.client import fetch, submit


# --- corpus --------------------------------------------------------------------

def test_corpus_is_stdlib_docstrings_deterministic():
    docs = build_corpus()
    assert len(docs) > 5000
    assert len({d.id for d in docs}) == len(docs)
    assert [d.id for d in docs] == [d.id for d in build_corpus()]
    # the (file-cached) units are what a fresh parse gives
    fresh = extract_units(packages={"json", "email", "os", "pydoc_data"})
    cached = load_units()
    for part in ("docstrings", "extra"):
        subset = [u for u in cached[part] if u[0].split(".")[0] in {"json", "email", "os", "pydoc_data"}]
        assert [tuple(u) for u in fresh[part]] == subset and subset
    titles = {d.title: d for d in docs}
    decode = titles["json.decoder.JSONDecoder.decode"]
    assert decode.kind == "function" and decode.module == "json.decoder" and "JSON" in decode.text
    assert titles["json"].kind == "module" and titles["json.decoder.JSONDecoder"].kind == "class"
    assert {d.kind for d in docs} == {"module", "class", "function"}
    modules = {d.module for d in docs}
    assert not any(m.startswith(("test.", "idlelib", "lib2to3")) or ".test." in m for m in modules)
    assert not any(".tests." in m or m.endswith(".tests") for m in modules)


def test_corpus_splits_into_paragraphs_when_more_documents_are_needed():
    base = build_corpus()
    more = build_corpus(len(base) + 1000)
    assert len(more) >= len(base) + 1000
    assert any(re.search(r" §\d+$", d.title) for d in more)
    assert len({d.id for d in more}) == len(more)
    big = build_corpus(50_000)
    assert len(big) >= 50_000
    assert np.median([len(d.text.split()) for d in big]) >= 3
    assert all(isinstance(d, Document) and d.text.strip() for d in big[::97])


# --- index ---------------------------------------------------------------------

@pytest.fixture(scope="module")
def index() -> SearchIndex:
    return SearchIndex(build_corpus())


def test_search_is_and_over_terms_and_ranked_deterministically(index):
    ids = index.search("socket timeout")
    assert ids and ids == index.search("timeout socket")
    for doc_id in ids:
        doc = index.documents[index.position(doc_id)]
        words = set(tokenize(doc.title + " " + doc.text))
        assert {"socket", "timeout"} <= words
    scores = index.scores("socket timeout", np.asarray([index.position(i) for i in ids]))
    assert list(scores) == sorted(scores, reverse=True)
    both = set(ids)
    assert both == set(index.search("socket")) & set(index.search("timeout"))
    assert index.search("") == [] and index.search("xqzzyqx") == []


def test_term_postings_agree_with_documents(index):
    post = index.term_postings("json")
    assert post.dtype == np.int32 and np.all(np.diff(post) > 0)
    brute = [i for i, d in enumerate(index.documents) if "json" in tokenize(d.title + " " + d.text)]
    assert list(post) == brute and index.df("json") == len(brute)
    assert len(index.term_postings("nosuchtermzz")) == 0
    assert index.vocabulary["json"] == len(brute)


def test_filters_filter(index):
    all_ids = index.search("file")
    in_os = index.search("file", category="os")
    assert in_os and set(in_os) < set(all_ids)
    assert all(index.documents[index.position(i)].module.split(".")[0] == "os" for i in in_os)
    classes = index.search("file", kind="class")
    assert classes and all(index.documents[index.position(i)].kind == "class" for i in classes)
    titles = index.search("file", titles_only=True)
    assert titles and set(titles) < set(all_ids)
    assert all("file" in tokenize(index.documents[index.position(i)].title) for i in titles)
    by_title = index.search("file", sort="title")
    keys = [index.documents[index.position(i)].title.lower() for i in by_title]
    assert keys == sorted(keys) and set(by_title) == set(all_ids)


def test_stop_words_are_configurable():
    docs = build_corpus()[:2000]
    full = SearchIndex(docs)
    lean = SearchIndex(docs, stopwords=ENGLISH_STOP_WORDS)
    assert full.df("the") > 0 and lean.df("the") == 0
    assert lean.search("the file") == lean.search("file") != []
    assert set(full.search("the file")) < set(full.search("file"))


# --- site ----------------------------------------------------------------------

def test_home_page_links_forms_and_traps(demo_site):
    home = fetch(demo_site.url)
    assert demo_site.search_url in home.links("Advanced search")
    assert any(urlsplit(u).path == "/admin/" for u in home.links())
    forms = {f.get("id") or f.get("class"): f for f in home.doc.forms}
    assert forms["login-home"].get("method") == "post" and forms["login-home"].get("action") == "/login"
    assert forms["newsletter-home"].get("action") == "/newsletter"
    quick = forms["quick-search"]
    assert quick.get("action") == "/results" and "q" in quick.inputs.keys()
    assert home.links("Next month")
    robots = fetch(demo_site.url + "robots.txt")
    assert "Disallow: /admin/" in robots.text


def test_search_form_has_many_inputs_one_keyword_box(demo_site):
    page = fetch(demo_site.search_url)
    form = page.form("advanced-search")
    assert form.get("method") == "get" and form.get("action") == "/results"
    label = page.doc.xpath("//label[@for='q']")[0].text_content()
    assert label == "Keywords" and form.inputs["q"].type == "text"
    assert form.inputs["cat"].tag == "select" and len(form.inputs["cat"].value_options) > 50
    assert form.inputs["sort"].tag == "select"
    assert set(form.inputs["kind"].value_options) == {"any", "module", "class", "function"}
    assert form.inputs["titles"].type == "checkbox" and not form.inputs["titles"].checked
    assert form.inputs["v"].value == "2" and len(form.inputs["sid"].value) == 12
    assert page.doc.xpath("//header") and page.doc.xpath("//footer")


def test_results_pages_follow_the_index_up_to_the_cap(demo_site):
    page = fetch(demo_site.search_url)
    form = page.form("advanced-search")
    word = "file"
    expected = demo_site.expected(word)
    assert len(expected) > demo_site.result_cap
    results = submit(page, form, {"q": word})
    assert f"Showing 1–10 of {len(expected):,} results" in results.text
    assert "only the first 200 results are shown" in results.text
    seen: list[str] = []
    pages = 0
    while True:
        pages += 1
        seen += [a.get("href").rsplit("/", 1)[1] for a in results.doc.xpath("//div[@class='record']/h3/a")]
        nxt = results.links("Next »")
        if not nxt:
            break
        assert parse_qs(urlsplit(nxt[0]).query)["page"] == [str(pages + 1)]
        results = fetch(nxt[0])
    assert pages == 20 and seen == expected[:200] == demo_site.served(word)
    numbered = [int(a.text_content()) for a in results.doc.xpath("//nav[@class='pager']/a[not(@class)]")]
    assert numbered and max(numbered) < 20
    beyond = fetch(demo_site.url + "results?q=file&page=21")
    assert not beyond.doc.xpath("//div[@class='record']") and "only the first 200" in beyond.text
    popular = beyond.doc.xpath("//section[@class='popular']//a")
    assert len(popular) > 10


def test_filters_and_empty_page(demo_site):
    page = fetch(demo_site.search_url)
    form = page.form("advanced-search")
    narrowed = submit(page, form, {"q": "file", "cat": "os", "kind": "function"})
    n = len(demo_site.expected("file", cat="os", kind="function"))
    assert 0 < n < len(demo_site.expected("file"))
    assert f"of {n:,} results" in narrowed.text
    modules = narrowed.css_text("//span[@class='module']")
    kinds = narrowed.css_text("//span[@class='kind']")
    assert modules and all(m.split(".")[0] == "os" for m in modules) and set(kinds) == {"function"}
    titles_only = submit(page, form, {"q": "file", "titles": "1"})
    assert f"of {len(demo_site.expected('file', titles='1')):,} results" in titles_only.text
    empty = submit(page, form, {"q": "qqxzzyq"})
    assert empty.status == 200 and "No documents match your search" in empty.text


def test_detail_about_and_counters(demo_site):
    before = demo_site.hits.snapshot()
    doc = demo_site.records[42]
    page = fetch(demo_site.detail_url(doc))
    assert page.status == 200 and doc["title"] in page.text
    text = page.doc.xpath("//pre[@class='docstring']")[0].text_content()
    assert text == doc["text"]
    about = fetch(demo_site.url + "about")
    assert about.charset == "iso-8859-1" and "café" in about.body.decode("latin-1")
    fetch(demo_site.url + "results?q=json")
    after = demo_site.hits.snapshot()
    assert after["GET doc"] == before.get("GET doc", 0) + 1
    assert after["GET results"] == before.get("GET results", 0) + 1
    assert after.get("POST login", 0) == 0 and after.get("GET admin", 0) == 0
    assert fetch(demo_site.url + "doc/ffffffffffff").status == 404


def test_serve_returns_a_running_site_with_options():
    docs = build_corpus()[:500]
    site = serve(port=0, corpus=docs, result_cap=20, page_size=5)
    try:
        assert isinstance(site, DemoSite) and site.url.startswith("http://127.0.0.1:")
        word = next(w for w in site.vocabulary() if site.df(w) > 30)
        last = fetch(site.url + f"results?q={word}&page=4")
        assert f"Showing 16–20 of {site.df(word)} results" in last.text
        assert not last.links("Next »")
    finally:
        site.stop()
    assert not site.running
