"""The MkDocs documentation of the test bed builds, serves, and its Python oracle is the page's own search.

MkDocs (PyPI, the ``testbed`` extra) builds 200 docstring pages with the readthedocs theme; its
search runs lunr.js in a web worker, so the oracle (:class:`tests.testbed.mkdocsite.LunrSearch`)
rebuilds the index and runs the query in Python. These tests hold it to what Chromium shows for
the same queries (every entry, in the page's order; the records; "No results found" or a search
that never ends), its index to the one lunr.js builds of the same documents, its stemmer to the
page's over the whole vocabulary, and its answers to the texts the site was built from. Skipped
(never failed) where MkDocs, lunr or Chromium is missing.
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from tests.kit.testbed import chromium_tab, running
from tests.testbed.base import TestbedSite
from tests.testbed.mkdocsite import INSTALL, LunrSearch, browser_search, page_id, stem

SIZE = 200
_SPLIT = re.compile(r"[\s\-]+")  # how lunr.js splits a field (MkDocs' separator)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestbedSite]:
    """The documentation of SIZE docstrings, built and served."""
    yield from running("mkdocs", tmp_path_factory, SIZE, pypi=True)


@pytest.fixture(scope="module")
def browser_page(site: TestbedSite) -> Iterator[Any]:
    """One Chromium tab, closed after the module."""
    with chromium_tab(INSTALL) as page:
        yield page


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as response:
        assert response.status == 200
        return str(response.read().decode("utf-8", "replace"))


def _base(site: TestbedSite) -> str:
    return site.start_url.removesuffix("search.html")


def _docstring_pages(site: TestbedSite) -> list[str]:
    """The docstring pages' ids, sorted (the other records: the package pages and the home page)."""
    return sorted(rid for rid in site.truth if not rid.startswith("packages/") and rid != "index")


def _words(text: str) -> set[str]:
    """A text's words as lunr.js reads them: split on white space and hyphens, lowercased, trimmed."""
    return {re.sub(r"^[^a-z0-9_]+|[^a-z0-9_]+$", "", w) for w in _SPLIT.split(text.lower())}


def _holders(texts: dict[str, str]) -> dict[str, set[str]]:
    """Word (letters only, six or more) -> the records whose text holds it as a whole word."""
    holders: dict[str, set[str]] = {}
    for rid, text in texts.items():
        for word in _words(text):
            if len(word) >= 6 and word.isalpha():
                holders.setdefault(word, set()).add(rid)
    return holders


def test_the_search_page_as_served_has_the_form_and_no_results(site: TestbedSite) -> None:
    html = _get(site.start_url)
    form = re.search(r'<form id="content_search" action="search.html">(.*?)</form>', html, re.S)
    assert form and re.search(r"""<input\b[^>]*\bname=["']q["']""", form.group(1))
    assert re.search(r'<form id ?="rtd-search-form"[^>]*action="\./search\.html" method="get">', html)
    results = re.search(r'<div id="mkdocs-search-results"[^>]*>(.*?)</div>', html, re.S)
    assert results and results.group(1).strip() == "Searching...", "results must come from the script only"
    assert "search/main.js" in html and "<article>" not in html
    docstrings = _docstring_pages(site)
    assert len(docstrings) == SIZE
    packages = {rid for rid in site.truth if rid.startswith("packages/")}
    assert packages and site.truth == set(docstrings) | packages | {"index"}
    assert page_id("/packages/json/") == "packages/json" and page_id("/#packages") == "index"
    assert page_id("/index.html") == "index" and page_id("/api/json.dumps/index.html") == "json.dumps"
    assert page_id("/search.html?q=x") is None and page_id("/404.html") is None and page_id("/api/") is None
    # A record's page serves under the URL the results link to (./api/NAME/ and ./api/NAME/#anchor).
    rid = docstrings[0]
    page = _get(f"{_base(site)}api/{rid}/")
    assert page_id(f"/api/{rid}/?q=x#{rid.replace('.', '')}") == rid and site.texts[rid].split("\n")[0] == rid
    assert f">{rid}</h1>" in page
    (package,) = [p for p in packages if rid in site.texts[p].split("\n")[1:]]
    assert f'href="{package}/"' in _get(_base(site)) and f'href="../../api/{rid}/"' in _get(f"{_base(site)}{package}/")


def test_the_built_pages_say_the_docstrings(site: TestbedSite) -> None:
    """The escaped Markdown renders every docstring as it is: the search index holds each page's
    name and docstring, word for word, and its heading's entry the docstring alone."""
    docs = json.loads(_get(_base(site) + "search/search_index.json"))["docs"]
    by_location = {doc["location"]: doc for doc in docs}
    for rid in _docstring_pages(site):
        words = site.texts[rid].split()
        entry = by_location[f"api/{rid}/"]
        assert entry["title"] == rid and entry["text"].split() == words, rid
        (heading,) = [doc for loc, doc in by_location.items() if loc.startswith(f"api/{rid}/#")]
        assert heading["title"] == rid and heading["text"].split() == words[1:]
    assert {page_id("/" + loc) for loc in by_location} == site.truth


def test_the_oracle_agrees_with_chromium(site: TestbedSite, browser_page: Any) -> None:
    """Every entry in the page's order and the records, for terms of every kind: the page prints no
    total, so the number of entries listed stands for it."""
    assert isinstance(site.search, LunrSearch) and site.printed_total is None and site.notes["total"] is None
    holders = _holders(site.texts)
    few = sorted((w for w, ids in holders.items() if 3 <= len(ids) <= 20), key=lambda w: (-len(holders[w]), w))
    common = max(sorted(holders), key=lambda w: len(holders[w]))
    numbers = sorted({w for t in site.texts.values() for w in _words(t) if w.isdigit() and len(w) >= 3})
    terms = [
        *few[:3],  # rare words
        common,
        few[0][:4],  # part of a word: no prefix match
        "the",  # a stop word: never indexed
        numbers[0],
        "2",  # under 3 characters: "No results found" without a search
        "zqxjvbwkq",
        "read file",  # two words: either one
        "+read +file",  # both
        f"-{common}",  # all but
        f"title:{few[0]}",
        f"{few[1][:4]}*",
        "foo:bar",  # no field "foo": lunr throws, "Searching..." stays
        "   ",  # no clause: every entry
        "",  # no search at all
    ]
    base = _base(site)
    for term in terms:
        hrefs, status, _ = browser_search(browser_page, site.start_url, term)
        entries = [base + location for location, _, _ in site.search.results(term)]
        assert entries == hrefs, f"{term!r}: the oracle {entries[:3]}..., Chromium {hrefs[:3]}..."
        shown = list(dict.fromkeys(rid for rid in map(page_id, hrefs) if rid in site.truth))
        ids, pages = site.search(term)
        assert pages == 1 and ids == shown and len(shown) == len({page_id(h) for h in hrefs}), term
        if not hrefs:  # a query lunr cannot parse, or none at all, leaves the placeholder
            expected = "Searching..." if term in ("foo:bar", "") else "No results found"
            assert status == expected, f"{term!r}: {status!r}"
    assert site.search("   ")[0] == site.search("-zqxjvbwkq")[0] and set(site.search("   ")[0]) == site.truth


def test_the_oracles_index_is_the_pages(site: TestbedSite, browser_page: Any) -> None:
    """lunr.js's own index of the same documents, built as worker.js builds it: the same terms in the
    same order, the same term scores, the same words in its token set (the lost and the made-up ones too)."""
    base = _base(site)
    browser_page.goto(site.start_url)
    browser_page.add_script_tag(url=base + "search/lunr.js")  # a fresh lunr: token-set ids from 1, as in the worker
    theirs = browser_page.evaluate(
        """async () => {
          const data = await (await fetch('search/search_index.json')).json();
          lunr.tokenizer.separator = new RegExp(data.config.separator);
          const index = lunr(function () {
            this.field('title'); this.field('text'); this.ref('location');
            data.docs.forEach(doc => this.add(doc));
          });
          const vectors = {};
          for (const [ref, vector] of Object.entries(index.fieldVectors)) vectors[ref] = vector.elements;
          return {terms: Object.keys(index.invertedIndex).sort((a, b) => index.invertedIndex[a]._index
                    - index.invertedIndex[b]._index),
                  vectors: vectors, words: index.tokenSet.toArray()};
        }"""
    )
    assert isinstance(site.search, LunrSearch)
    ours = site.search._load()
    assert list(ours.inverted_index) == theirs["terms"]
    assert {ref: list(v.elements) for ref, v in ours.field_vectors.items()} == theirs["vectors"]
    assert ours.token_set.to_list() == theirs["words"]


def test_the_oracles_stemmer_is_the_pages(site: TestbedSite, browser_page: Any) -> None:
    browser_page.goto(site.start_url)
    browser_page.add_script_tag(url=_base(site) + "search/lunr.js")
    words = sorted({w for text in site.texts.values() for w in _words(text)} | {"try", "lay", "cry", "yelling"})
    theirs = browser_page.evaluate("ws => ws.map(w => lunr.stemmer(new lunr.Token(w)).toString())", words)
    differ = [(w, a) for w, a in zip(words, theirs, strict=True) if stem(w) != a]
    assert not differ, f"{len(differ)} of {len(words)} words stem otherwise: {differ[:10]}"


def test_the_oracle_agrees_with_the_built_texts(site: TestbedSite) -> None:
    """Every page holding a word is found; a page found without it holds a word of the same stem."""
    assert site.search is not None
    assert set(site.texts) == set(site.truth) and len(site.documents) == len(site.truth)
    holders = _holders(site.texts)
    few = sorted((w for w, ids in holders.items() if 3 <= len(ids) <= 20), key=lambda w: (-len(holders[w]), w))
    for word in [*few[:5], max(sorted(holders), key=lambda w: len(holders[w]))]:
        ids, _ = site.search(word)
        assert len(ids) == len(set(ids)) and set(ids) <= site.truth
        assert holders[word] <= set(ids), f"{word!r} missed {sorted(holders[word] - set(ids))[:5]}"
        for rid in set(ids) - holders[word]:
            assert stem(word) in {stem(w) for w in _words(site.texts[rid])}, f"{word!r} found {rid!r}"
    assert site.search("zqxjvbwkq") == ([], 1) and site.search("the") == ([], 1)
