"""WordPress of the test bed (Debian's package on a MariaDB of its own) starts, answers and searches as its
oracle says.

WordPress and MariaDB come from Debian packages (``tests/testbed/install-debian.sh``), which CI does not
install: these tests skip where they are missing, also under ``HIDDENWEB_REQUIRE_SERVICES``. At 200 posts
they check what ``tests/testbed/wordpress.py`` says of the site: the start page holds the search form, the
oracle's ``search`` (the REST API) finds the posts the HTML search pages list, in their order and over
their pages, and the posts WordPress's matching rules pick from the filled texts, on terms of every kind;
the notes' claims that a crawl depends on (the page size no URL argument changes, an empty query listing
every post, a one-result page saying nothing matched) still hold.
"""

from __future__ import annotations

import re
import urllib.parse
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator

import pytest

from tests.kit.testbed import running
from tests.testbed import wordpress
from tests.testbed.base import TestbedSite

SIZE = 200
_WORD = re.compile(r"[a-z]{5,}")
_RESULT = '<h2 class="wp-block-post-title">'
_LINK = re.compile(r'<h2 class="wp-block-post-title"><a href="([^"]+)"')
_NO_RESULTS = "Sorry, but nothing matched your search terms."
_SEARCH_FORM = re.compile(r"""<form role="search" method="get"[^>]*>.*?<input\b[^>]*\bname="s"[^>]*>""", re.S)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestbedSite]:
    """WordPress with SIZE posts; skipped (never failed) where it or MariaDB is not installed."""
    yield from running("wordpress", tmp_path_factory, SIZE, pypi=False)


def _server(site: TestbedSite) -> str:
    return site.start_url.split("/?", 1)[0]


def _get(url: str) -> tuple[int, str]:
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.status, response.read().decode("utf-8", "replace")


def _search_page(site: TestbedSite, query: dict[str, str]) -> str:
    return _get(f"{_server(site)}/?" + urllib.parse.urlencode(query))[1]


def _id_of(site: TestbedSite) -> Callable[[str], str | None]:
    return lambda url: site.record_id({"detail_url": url})


def _terms(texts: dict[str, str]) -> list[str]:
    """A dozen queries of every kind, picked from the filled texts so that each finds what it should."""
    counts = Counter(word for text in texts.values() for word in set(_WORD.findall(text.lower())))
    some = {w: n for w, n in counts.items() if n < len(texts) * 0.8 and w not in wordpress.STOPWORDS}
    rare = next(
        word
        for word in sorted(w for w, n in some.items() if n == 1)
        if sum(wordpress.matches(text, word) for text in texts.values()) == 1
    )
    few = min((w for w, n in some.items() if 3 <= n <= 9), key=lambda w: (-some[w], w))
    common = max(sorted(some), key=lambda w: some[w])
    part = next(  # the middle of a long word, where it is not in most posts
        w[1:5]
        for w in sorted((w for w in some if len(w) >= 8), key=lambda w: (-some[w], w))
        if sum(wordpress.matches(text, w[1:5]) for text in texts.values()) < len(texts) * 0.8
    )
    numbers = Counter(n for text in texts.values() for n in set(re.findall(r"\b\d{2}\b", text)))
    pairs = Counter(p for text in texts.values() for p in set(re.findall(r"(?=\b([a-z]{4,} [a-z]{4,})\b)", text)))
    return [
        rare,  # one post: its page also says nothing matched
        few,
        common,
        common.upper(),  # case-blind
        part,  # part of a word
        f"{few} {common}",  # two words: both, anywhere
        f"the {few}",  # a stop word among others is dropped
        "the",  # alone it is the whole query
        max(sorted(numbers), key=lambda n: numbers[n]),  # a number
        f"{common} -{few}",  # an exclusion
        f'"{max(sorted(pairs), key=lambda p: pairs[p])}"',  # a phrase
        "zqxjvbwkq",  # nonsense
        "",  # no query: every post
    ]


def test_the_start_page_holds_the_search_form(site: TestbedSite) -> None:
    status, html = _get(site.start_url)
    assert status == 200
    assert _SEARCH_FORM.search(html), "the no-results page should hold the search form"
    assert _NO_RESULTS in html and _RESULT not in html
    assert len(site.truth) == SIZE
    assert set(site.texts) == set(site.truth) and len(site.documents) == SIZE


def test_the_oracle_agrees_with_the_search_pages_and_the_texts(site: TestbedSite) -> None:
    assert site.search is not None
    for term in _terms(site.texts):
        ids, pages = site.search(term)
        shown, read = wordpress.html_search(_server(site), _id_of(site), term)
        assert ids == shown, f"{term!r}: the REST API and the search pages differ"
        assert pages == read, f"{term!r}: {pages} result pages said, {read} read"
        expected = {rid for rid, text in site.texts.items() if wordpress.matches(text, term)}
        assert set(ids) == expected, f"{term!r}: {sorted(set(ids) ^ expected)[:5]}"
        assert len(ids) == len(set(ids))
    assert site.search("zqxjvbwkq") == ([], 1)
    assert len(site.search("")[0]) == SIZE


def test_record_id_reads_permalinks_and_shortlinks(site: TestbedSite) -> None:
    name = sorted(site.truth)[0]
    html = _search_page(site, {"s": name})
    links = {site.record_id({"detail_url": link}): link for link in _LINK.findall(html)}
    assert name in links, f"{name!r} not found by its own name"
    status, post = _get(links[name])
    assert status == 200
    shortlink = re.search(r"<link rel='shortlink' href='([^']+)'", post)
    assert shortlink and "?p=" in shortlink.group(1)
    assert site.record_id({"detail_url": shortlink.group(1)}) == name
    for other in ("/", "/?s=x", "/category/devel/", "/2021/", "/page/2/", "/wp-login.php", "/?p=999999"):
        assert site.record_id({"detail_url": _server(site) + other}) is None


def test_what_the_notes_say_of_the_search_pages(site: TestbedSite) -> None:
    assert site.search is not None
    # One result: listed, and yet "nothing matched" and the form (WordPress 6.1's no-results block).
    rare = _terms(site.texts)[0]
    html = _search_page(site, {"s": rare})
    assert html.count(_RESULT) == 1 and _NO_RESULTS in html and _SEARCH_FORM.search(html)
    # Several: no message, no form, 10 a page whatever the URL asks.
    common = _terms(site.texts)[2]
    assert len(site.search(common)[0]) > wordpress.PAGE_SIZE
    for extra in ({}, {"posts_per_page": "50"}, {"posts": "50"}, {"showposts": "50"}):
        html = _search_page(site, {"s": common, **extra})
        assert html.count(_RESULT) == wordpress.PAGE_SIZE, extra
        assert _NO_RESULTS not in html and not _SEARCH_FORM.search(html)
        assert "wp-block-query-pagination-next" in html
    # No query: every post by date, 10 a page, without a form.
    html = _search_page(site, {"s": ""})
    assert html.count(_RESULT) == wordpress.PAGE_SIZE and not _SEARCH_FORM.search(html)
