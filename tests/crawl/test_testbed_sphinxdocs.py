"""The Sphinx documentation of the test bed builds, serves, and its Python oracle is the page's own search.

Sphinx (PyPI, the ``testbed`` extra) builds 200 docstring pages; its search runs in the browser
only, so the oracle (:class:`tests.testbed.sphinxdocs.SphinxSearch`) recomputes
``searchtools.js``'s matching in Python. These tests hold it to what Chromium shows for the same
queries (the records, in the page's order, and the printed total), its stemmer to the page's over
the whole vocabulary, and its answers to the texts the site was built from. Skipped (never failed)
where Sphinx or Chromium is missing.
"""

from __future__ import annotations

import re
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest

from tests.kit.testbed import chromium_tab, running
from tests.testbed.base import TestbedSite
from tests.testbed.sphinxdocs import INSTALL, browser_search, page_id, stem

SIZE = 200
_TOKEN = re.compile(r"\w+")  # how Sphinx's indexer splits words
_TOTAL = re.compile(r"found (one|\d+) pages? matching")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestbedSite]:
    """The documentation of SIZE docstrings, built and served."""
    yield from running("sphinxdocs", tmp_path_factory, SIZE, pypi=True)


@pytest.fixture(scope="module")
def browser_page(site: TestbedSite) -> Iterator[Any]:
    """One Chromium tab, closed after the module."""
    with chromium_tab(INSTALL) as page:
        yield page


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=30) as response:
        assert response.status == 200
        return str(response.read().decode("utf-8", "replace"))


def _docstring_pages(site: TestbedSite) -> list[str]:
    """The docstring pages' ids, sorted (the other records: the package pages and the index)."""
    return sorted(rid for rid in site.truth if not rid.startswith("packages/") and rid != "index")


def _holders(texts: dict[str, str]) -> dict[str, set[str]]:
    """Word (letters only, six or more) -> the records whose text holds it as a whole token."""
    holders: dict[str, set[str]] = {}
    for rid, text in texts.items():
        for token in set(_TOKEN.findall(text.lower())):
            if len(token) >= 6 and token.isalpha():
                holders.setdefault(token, set()).add(rid)
    return holders


def test_the_search_page_as_served_has_the_form_and_no_results(site: TestbedSite) -> None:
    html = _get(site.start_url)
    form = re.search(r"<form\b[^>]*>(.*?)</form>", html, re.S)
    assert form and re.search(r"""<input\b[^>]*\bname=["']q["']""", form.group(1))
    assert re.search(r'<input\b[^>]*type="submit"[^>]*value="search"', form.group(1))
    assert re.search(r'<div id="search-results">\s*</div>', html), "results must come from the script only"
    assert "searchindex.js" in html
    docstrings = _docstring_pages(site)
    assert len(docstrings) == SIZE
    packages = {rid for rid in site.truth if rid.startswith("packages/")}
    assert packages and site.truth == set(docstrings) | packages | {"index"}
    assert page_id("/packages/json.html") == "packages/json" and page_id("/index.html#x") == "index"
    assert page_id("/search.html?q=x") is None and page_id("/genindex.html") is None
    # A record's page serves under the URL the results link to.
    rid = docstrings[0]
    page = _get(site.start_url.replace("search.html", f"api/{rid}.html"))
    assert page_id(f"/api/{rid}.html?highlight=x#{rid}") == rid and site.texts[rid].split("\n")[0] == rid
    assert rid in page


def test_the_oracle_agrees_with_chromium(site: TestbedSite, browser_page: Any) -> None:
    """Records in the page's order and the printed total, for words of every kind of match."""
    assert site.search is not None and site.printed_total is not None
    holders = _holders(site.texts)
    few = sorted((w for w, ids in holders.items() if 3 <= len(ids) <= 20), key=lambda w: (-len(holders[w]), w))
    common = max(sorted(holders), key=lambda w: len(holders[w]))
    partial = few[0][:4]  # a stem of 3+ characters also finds the stems holding it
    docstrings = _docstring_pages(site)
    obj = docstrings[len(docstrings) // 2].split(".")[-1][:5].lower()  # part of an object's name
    terms = [*few[:4], common, partial, obj, "the", "read file", "os", "2", "zqxjvbwkq"]
    for term in terms:
        hrefs, status, _ = browser_search(browser_page, site.start_url, term)
        shown = list(dict.fromkeys(rid for rid in map(page_id, hrefs) if rid in site.truth))
        found = _TOTAL.search(status)
        total = 0 if found is None else 1 if found.group(1) == "one" else int(found.group(1))
        ids, pages = site.search(term)
        assert pages == 1
        assert ids == shown, f"{term!r}: the oracle {ids[:5]}..., Chromium {shown[:5]}..."
        assert site.printed_total(term) == total == len(hrefs), f"{term!r}: {status!r}"
        assert (total == 0) == ("did not match any documents" in status)


def test_the_oracles_stemmer_is_the_pages(site: TestbedSite, browser_page: Any) -> None:
    browser_page.goto(site.start_url)  # without a query: the page's scripts, no search
    words = sorted({w for text in site.texts.values() for w in re.findall(r"\w+", text.lower())})
    theirs = browser_page.evaluate("ws => { const s = new Stemmer(); return ws.map(w => s.stemWord(w)); }", words)
    differ = [(w, a) for w, a in zip(words, theirs, strict=True) if stem(w) != a]
    assert not differ, f"{len(differ)} of {len(words)} words stem otherwise: {differ[:10]}"


def test_the_oracle_agrees_with_the_built_texts(site: TestbedSite) -> None:
    """Every page holding a word is found; a page found without it holds its stem or the word in its name."""
    assert site.search is not None
    assert set(site.texts) == set(site.truth) and len(site.documents) == len(site.truth)
    holders = _holders(site.texts)
    few = sorted((w for w, ids in holders.items() if 3 <= len(ids) <= 20), key=lambda w: (-len(holders[w]), w))
    for word in [*few[:5], max(sorted(holders), key=lambda w: len(holders[w]))]:
        ids, _ = site.search(word)
        assert len(ids) == len(set(ids)) and set(ids) <= site.truth
        assert holders[word] <= set(ids), f"{word!r} missed {sorted(holders[word] - set(ids))[:5]}"
        for rid in set(ids) - holders[word]:
            assert word in rid.lower() or stem(word)[:4] in site.texts[rid].lower(), f"{word!r} found {rid!r}"
    assert site.search("zqxjvbwkq") == ([], 1)
