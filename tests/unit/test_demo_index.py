"""The embedded demo's corpus (stdlib docstrings) and search index, in process."""

from __future__ import annotations

import re

import numpy as np
import pytest

from hiddenweb.demo import build_corpus
from hiddenweb.demo.corpus import Document, extract_units, load_units
from hiddenweb.demo.index import ENGLISH_STOP_WORDS, SearchIndex, tokenize

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


def test_an_empty_query_finds_everything_when_asked(index):
    everything = index.search("", everything=True)
    assert len(everything) == len(index) and everything == sorted(everything)  # no scores: by id
    in_os = index.search("", category="os", everything=True)
    assert len(in_os) == index.category_count("os") and set(in_os) < set(everything)
    assert index.search("xqzzyqx", everything=True) == []  # words still have to match


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
