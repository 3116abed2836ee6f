"""Django's admin in the test bed starts, asks for a login, and its oracle agrees with the texts it was filled with.

No harvest here (Django's admin is held out; ``benchmarks/bench_realsites.py --sites djangoadmin``
measures the crawl): the application at 300 packages answers behind its login form, a word only one
package holds finds that package, and ``search(term)`` (the oracle's view of the admin's search, over
plain HTTP) returns exactly the records :func:`tests.testbed.djangoadmin.matches` picks from the filled
texts, with the result pages that takes. Skipped where Django is not installed (failed under
``HIDDENWEB_REQUIRE_SERVICES``, as CI installs the ``testbed`` extra).
"""

from __future__ import annotations

import math
import re
import urllib.request
from collections import Counter
from collections.abc import Iterator
from urllib.parse import urlencode, urljoin

import lxml.html
import pytest

from tests.kit.testbed import running
from tests.testbed.base import TestbedSite
from tests.testbed.djangoadmin import LIST_PATH, MAX_SHOW_ALL, PAGE_SIZE, Searcher, matches
from tests.testbed.oracle import candidate_terms

SIZE = 300


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestbedSite]:
    yield from running("djangoadmin", tmp_path_factory, SIZE, pypi=True)


def _searcher(site: TestbedSite) -> Searcher:
    assert isinstance(site.search, Searcher)
    site.search("zqxjvbwkq")  # logs in
    assert site.search.client is not None
    return site.search


def test_the_changelist_is_behind_the_login_form(site: TestbedSite) -> None:
    with urllib.request.urlopen(site.start_url, timeout=30) as response:
        assert response.geturl().endswith(f"/admin/login/?next={LIST_PATH}")
        page = lxml.html.document_fromstring(response.read())
    form = page.get_element_by_id("login-form")
    assert form.get("method") == "post"
    assert {"username", "password", "csrfmiddlewaretoken", "next"} <= set(form.xpath(".//input/@name"))
    assert site.settings["HIDDENWEB_CREDENTIALS"]  # the crawl gets the user name and password


def test_the_changelist_answers_after_login(site: TestbedSite) -> None:
    search = _searcher(site)
    assert search.client is not None
    page = lxml.html.document_fromstring(search.client.get(site.start_url))
    assert page.xpath("//form[@id='changelist-search']//input[@name='q']")
    rows = page.xpath("//table[@id='result_list']/tbody/tr")
    assert len(rows) == PAGE_SIZE
    assert re.search(rf"\b{SIZE} packages\b", page.xpath("string(//p[@class='paginator'])"))
    links = [urljoin(site.start_url, href) for href in page.xpath("//table[@id='result_list']//th/a/@href")]
    assert {site.record_id({"detail_url": link}) for link in links} == {str(i) for i in range(1, PAGE_SIZE + 1)}
    assert site.record_id({"fields": {"Name": rows[0].xpath("string(th)")}}) == "1"


def test_a_known_word_finds_its_record(site: TestbedSite) -> None:
    words = {rid: set(re.findall(r"[a-z]{6,}", text.lower())) for rid, text in site.texts.items()}
    counts = Counter(word for found in words.values() for word in found)
    word, rid = next((w, rid) for rid in sorted(words, key=int) for w in sorted(words[rid]) if counts[w] == 1)
    search = _searcher(site)
    assert search.client is not None
    html = search.client.get(f"{site.start_url}?{urlencode({'q': word})}")
    page = lxml.html.document_fromstring(html)
    links = [urljoin(site.start_url, href) for href in page.xpath("//table[@id='result_list']//th/a/@href")]
    assert rid in {site.record_id({"detail_url": link}) for link in links}, word
    assert re.search(rf"\d+ results? \(<a href=\"\?\">{SIZE} total</a>\)", html)


def test_the_search_helper_agrees_with_the_filled_texts(site: TestbedSite) -> None:
    assert site.search is not None
    assert set(site.texts) == set(site.truth) and len(site.documents) == SIZE
    terms = candidate_terms(site.documents, 400)
    # the commonest words (past "Show all": paged at 100), a few from the middle and the tail, two-word queries
    asked = [*terms[:3], *terms[100:400:60], f"{terms[0]} {terms[5]}", f"{terms[50]} {terms[1]}", "LIB", "zqxjvbwkq"]
    sizes = set()
    for term in asked:
        ids, pages = site.search(term)
        expected = {rid for rid, text in site.texts.items() if matches(term, text)}
        assert set(ids) == expected and len(ids) == len(expected), term
        assert pages == max(1, math.ceil(len(ids) / PAGE_SIZE)), term
        sizes.add(len(ids))
    assert max(sizes) > MAX_SHOW_ALL and 0 in sizes and any(0 < n <= PAGE_SIZE for n in sizes)


def test_matches_reads_the_admins_search_as_django_does() -> None:
    text = "Lib-Foo\nA tool for café\nhttps://example.org\nrole::program"
    assert matches("foo", text) and matches("LIB", text) and matches("tool prog", text)
    assert not matches("foo zzz", text) and not matches("", text)
    assert matches("café", text) and not matches("CAFÉ", text)  # SQLite's LIKE folds ASCII letters only
    assert matches("foo café", text)  # each word in a field of its own
