"""The Debian-packaged applications of the test bed start, answer and find what they were filled with.

MediaWiki, DokuWiki and Fossil come from Debian packages (``tests/testbed/install-debian.sh``),
which CI does not install: these tests skip where an application is missing, also under
``HIDDENWEB_REQUIRE_SERVICES``. Each starts its application with a small database, fetches the
search page and searches, over plain HTTP, for a word that only one record's text holds: that
record must be among the results, as ``TestbedSite.record_id`` reads them from the result links.
The oracle's ``search`` helper of each must agree with the texts the site was filled with.
"""

from __future__ import annotations

import html as htmllib
import re
import urllib.parse
import urllib.request
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from tests.testbed import sites
from tests.testbed.base import Missing, TestbedSite
from tests.testbed.corpus import debian_packages, python_docs

SIZE = 200
_WORD = re.compile(r"[a-z]{6,}")
_HREF = re.compile(r"""href=["']([^"']+)["']""")


def _docs_texts() -> dict[str, str]:
    from tests.testbed.mediawiki import page_texts

    return page_texts(python_docs(SIZE))


def _fossil_texts() -> dict[str, str]:
    from tests.testbed.fossil import page_texts

    return page_texts(python_docs(SIZE))


def _package_texts() -> dict[str, str]:
    # Page ids are DokuWiki's cleanID of the name: the same for names of [a-z0-9.-] only.
    return {p.name: f"{p.name} {p.summary}" for p in debian_packages(SIZE) if re.fullmatch(r"[a-z0-9.-]+", p.name)}


#: name -> (record id -> text it was filled with, query URL for a term given the start URL, search box name)
APPS: dict[str, tuple[Callable[[], dict[str, str]], Callable[[str, str], str], str]] = {
    "mediawiki": (
        _docs_texts,
        lambda start, q: (
            start.replace("/index.php/Special:Search", "/index.php?")
            + urllib.parse.urlencode({"title": "Special:Search", "search": q, "fulltext": "1", "limit": "500"})
        ),
        "search",
    ),
    "dokuwiki": (
        _package_texts,
        lambda start, q: start.split("?")[0] + "?" + urllib.parse.urlencode({"do": "search", "q": q}),
        "q",
    ),
    "fossil": (_fossil_texts, lambda start, q: start + "?" + urllib.parse.urlencode({"s": q}), "s"),
}


def _get(url: str) -> tuple[int, str]:
    with urllib.request.urlopen(url, timeout=30) as response:
        return response.status, response.read().decode("utf-8", "replace")


def _shown(app: TestbedSite, html: str) -> set[str | None]:
    """The records a result page links to, as the site's ``record_id`` reads the links."""
    links = (urllib.parse.urljoin(app.start_url, htmllib.unescape(href)) for href in _HREF.findall(html))
    return {app.record_id({"detail_url": link}) for link in links}


def _rare_word(texts: dict[str, str]) -> tuple[str, str]:
    """A word of six letters or more that one record's text holds and no other's; that record's id."""
    words = {rid: set(_WORD.findall(text.lower())) for rid, text in texts.items()}
    counts = Counter(word for found in words.values() for word in found)
    for rid in sorted(words):
        unique = sorted(word for word in words[rid] if counts[word] == 1)
        if unique:
            return unique[0], rid
    raise AssertionError("no record has a word of its own")


@pytest.fixture(scope="module", params=sorted(APPS))
def app(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[TestbedSite]:
    """A running application of SIZE records; skipped (never failed) where it is not installed."""
    try:
        site = sites.start(request.param, Path(tmp_path_factory.mktemp(request.param)), SIZE)
    except Missing as exc:
        pytest.skip(f"{request.param}: {exc}")
    with site:
        yield site


def test_search_page_answers_with_its_search_box(app: TestbedSite) -> None:
    status, html = _get(app.start_url)
    assert status == 200
    box = APPS[app.name][2]
    assert re.search(rf"""<form\b[^>]*>.*?<input\b[^>]*\bname=["']{box}["']""", html, re.S | re.I)
    assert len(app.truth) >= SIZE * 0.99


def test_a_known_word_finds_its_record(app: TestbedSite) -> None:
    texts, query_url, _ = APPS[app.name]
    word, expected = _rare_word({rid: text for rid, text in texts().items() if rid in app.truth})
    status, html = _get(query_url(app.start_url, word))
    assert status == 200
    found = _shown(app, html)
    assert expected in found, f"{app.name}: {word!r} did not find {expected!r}"
    # A nonsense word finds none of the records.
    status, html = _get(query_url(app.start_url, "zqxjvbwkq"))
    found = _shown(app, html)
    assert found <= {None}


_TOKEN = re.compile(r"[a-z0-9]+")


def _holders(texts: dict[str, str]) -> dict[str, set[str]]:
    """Word (letters only, six or more) -> the records whose text holds it as a whole token."""
    holders: dict[str, set[str]] = {}
    for rid, text in texts.items():
        for token in set(_TOKEN.findall(text.lower())):
            if len(token) >= 6 and token.isalpha():
                holders.setdefault(token, set()).add(rid)
    return holders


def _agrees(app: TestbedSite, word: str, holders: set[str]) -> None:
    """``search(word)`` finds every record holding the word (up to the site's cap) and nothing else the
    site's matching does not explain (a prefix or stem of the word in the text, the word in the id)."""
    assert app.search is not None
    ids, pages = app.search(word)
    found = set(ids)
    assert len(ids) == len(found), f"{app.name}: {word!r} answered a record twice"
    assert found <= app.truth
    assert pages >= 1
    cap = app.notes.get("cap")
    if cap and len(holders) > cap:
        assert len(ids) == cap, f"{app.name}: {word!r} should show the site's cap of {cap}"
        assert len(found & holders) >= cap * 0.9
        return
    assert holders <= found, f"{app.name}: {word!r} missed {sorted(holders - found)[:5]}"
    for rid in found - holders:
        assert word[:5] in app.texts[rid].lower() or word in rid.lower(), f"{app.name}: {word!r} found {rid!r}"


def test_the_search_helper_agrees_with_the_filled_texts(app: TestbedSite) -> None:
    assert app.search is not None, f"{app.name} gives no search helper: no oracle"
    assert set(app.texts) == set(app.truth)
    assert app.documents and len(app.documents) == len(app.truth)
    holders = _holders(app.texts)
    # A word a few records hold (below any cap), and the word most records hold (a cap shows there).
    few = sorted((word for word, ids in holders.items() if 3 <= len(ids) <= 20), key=lambda w: (-len(holders[w]), w))
    assert few, f"{app.name}: no word held by a few records"
    for word in few[:3]:
        _agrees(app, word, holders[word])
    common = max(sorted(holders), key=lambda w: len(holders[w]))
    _agrees(app, common, holders[common])
    assert app.search("zqxjvbwkq") == ([], 1)
    if app.name == "fossil":  # "*" answers HTTP 400 there: no record shown, not a failure of the oracle
        assert app.search("*") == ([], 1)


def test_the_search_helper_shows_the_sites_cap(app: TestbedSite) -> None:
    """Where the site cuts its answers (Fossil: 100), the oracle sees the cut, not every match."""
    cap = app.notes.get("cap")
    if not cap:
        pytest.skip(f"{app.name} shows every match")
    assert app.search is not None
    # A prefix query (TERM* works on Fossil) that more records than the cap match.
    holders = {rid for rid, text in app.texts.items() if re.search(r"\bre", text.lower())}
    assert len(holders) > cap
    ids, pages = app.search("re*")
    assert len(ids) == cap and pages == 1
    assert set(ids) <= holders
