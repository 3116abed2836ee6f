"""Reported totals learnt per site: numbers and their locators, learning from pagination, the harvest hooks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import lxml.html
import pytest

from hiddenweb import meta
from hiddenweb.config import HarvestConfig
from hiddenweb.harvest.loop import Harvest
from hiddenweb.harvest.pages import ResultPages
from hiddenweb.querying.policies import make_policy
from hiddenweb.results import read_result_page
from hiddenweb.results.numbers import page_numbers, parse_int
from hiddenweb.results.sitetotals import REGEX, PageTotal, SiteTotals
from hiddenweb.state import MemoryState
from tests.kit.stats import Stats

URL = "https://db.example.org/search"


def page(body: str) -> str:
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>Search</title></head><body>{body}</body></html>"


def numbers(body: str, query: str = "") -> dict[str, int | None]:
    return page_numbers(lxml.html.fromstring(page(body)), query)


def at(found: dict[str, int | None], context: str) -> list[int | None]:
    """The numbers whose locator's context is ``context``."""
    return [value for key, value in found.items() if key.split(" | ", 1)[1] == context]


# ---------------------------------------------------------------------------
# numbers and locators
# ---------------------------------------------------------------------------

FORMATS = [
    # (how the site writes "n results" on page ``p`` of ``pages``, the locator's context of the total)
    ("1–10 of 3,412", lambda n, a, b, p, ps: f"<p class=summary>{a}–{b} of {n:,}</p>", "– # of [#]"),
    (
        "Results 1 - 20 of 1,234",
        lambda n, a, b, p, ps: f"<p>Results <b>{a}</b> - <b>{b}</b> of <b>{n:,}</b></p>",
        "- # of [#]",
    ),
    (
        "445 rows where search matches",
        lambda n, a, b, p, ps: f"<h3>{n:,} rows where search matches <q>stone</q></h3>",
        "[#] row where search",
    ),
    (
        "Found 1.234 results",
        lambda n, a, b, p, ps: f"<div class=hits>Found {n:,} results</div>".replace(",", "."),
        "found [#] result",
    ),
    (
        "Showing 51 to 100 of 5,000 entries",
        lambda n, a, b, p, ps: f"<div class=info>Showing {a} to {b} of {n:,} entries</div>",
        "to # of [#] entry",
    ),
    (
        "List (5000)",
        lambda n, a, b, p, ps: (
            '<ul class="nav nav-tabs"><li class="nav-item active">'
            f'<a class="nav-link active" href="javascript:void(0)">List ({n})</a></li></ul>'
        ),
        "list ( [#] )",
    ),
    (
        "1..50 out of 123",
        lambda n, a, b, p, ps: (
            f'<table class=footer><tr><th><a href="?p=0">&lt;&lt; previous</a></th>'
            f"<th>{a}..{b} out of {n}</th></tr></table>"
        ),
        "# out of [#]",
    ),
    (
        "Page 1 of 7 (63 results)",
        lambda n, a, b, p, ps: f"<p class=pages>Page {p} of {ps} ({n} results)</p>",
        "of # ( [#] result )",
    ),
    (
        "<span class=count>445</span> matches",
        lambda n, a, b, p, ps: f"<p><span class=count>{n}</span> matches in <em>the archive</em></p>",
        "[#] match in the",
    ),
]


def site_page(summary: Callable[..., str], query: str, n: int, page_no: int = 1, size: int = 10) -> str:
    """A result page full of decoys: ids, years, "N items", prices in the records, numbered page
    links, the current page, site statistics, the year in the footer."""
    start = (page_no - 1) * size
    pages = max(1, -(-n // size))
    rows = "".join(
        f'<tr><td class="id">{7301 + i}</td><td><a href="/rec/{7301 + i}">{query.title()} record {i + 1}</a></td>'
        f"<td>{1950 + (i * 7) % 70}</td><td>{(i * 3) % 17 + 1} items</td><td>£{(i * 13) % 90 + 5}.99</td></tr>"
        for i in range(start, min(n, start + size))
    )
    links = "".join(
        f'<a href="/search?q={query}&amp;page={p}">{p}</a> ' if p != page_no else f"<span class=current>{p}</span> "
        for p in range(1, pages + 1)
    )
    following = f'<a rel="next" href="/search?q={query}&amp;page={page_no + 1}">Next</a>' if page_no < pages else ""
    body = (
        '<header class="site"><p>Over 40,000 items in the archive</p></header>'
        f'<div id="content">{summary(n, start + 1, min(n, start + size), page_no, pages)}'
        f'<table class="results"><tr><th>Id</th><th>Title</th><th>Year</th><th>Stock</th><th>Price</th></tr>'
        f'{rows}</table><div class="pager">{links}{following}</div></div>'
        "<footer>© 2024 The Archive</footer>"
    )
    return page(body)


@pytest.mark.parametrize(("name", "summary", "context"), FORMATS, ids=[f[0] for f in FORMATS])
def test_the_total_has_one_locator_on_every_page_of_the_site(name: str, summary: Callable, context: str) -> None:
    first = page_numbers(lxml.html.fromstring(site_page(summary, "stone", 3412)), "stone")
    other = page_numbers(lxml.html.fromstring(site_page(summary, "mill", 57, page_no=3)), "mill")
    assert at(first, context) == [3412]
    assert at(other, context) == [57]
    locator = next(key for key in first if key.endswith(context))
    assert locator in other  # the same place on another query's third page


def test_numbers_in_several_locales() -> None:
    for text in ("3,412", "3.412", "3\u00a0412", "3\u202f412", "3 412", "3'412", "3\u2019412", "3412"):
        assert at(numbers(f"<p>{text} results</p>"), "[#] result") == [3412], text
    assert parse_int("12,345,678") == 12345678
    for text in ("1,234.56", "4.5", "2024.01.05", "1,23", "12.345,678", "1234,567"):
        assert parse_int(text) is None, text
    assert at(numbers("<p>1,234.56 € in 0.03 seconds, version 2.0.1</p>"), "[#] € in") == []


def test_record_cells_page_links_and_ids_are_no_candidates() -> None:
    found = numbers(
        "<table><tr><td>7301</td><td>1987</td></tr><tr><td>7302</td><td>1990</td></tr></table>"
        '<p class=pages><a href="?page=2">2</a> <a href="?page=3">[3]</a> <span class=current>1</span></p>'
        "<select name=per><option>10</option><option>100</option></select><button>Show 50</button>"
        "<script>var total = 445;</script><p>id_42 x2 12px</p>"
    )
    assert set(found.values()) == {None, 1}  # the columns hold different numbers; the current page is 1
    assert [key for key, value in found.items() if value == 1] == ["body>p.pages>span | [ # ] [#]"]


def test_text_of_the_records_read_is_no_candidate() -> None:
    root = lxml.html.fromstring(page("<p>45 results</p><ul><li>Mill, 1887, 45 pages</li></ul>"))
    assert sorted(v for v in page_numbers(root, "mill").values() if v is not None) == [45, 45, 1887]
    assert list(page_numbers(root, "mill", records_text="Mill, 1887, 45 pages").values()) == [45]
    root = lxml.html.fromstring(page("<p>45 results</p><table><tr><td>1887</td><td>£4.99</td></tr></table>"))
    assert list(page_numbers(root, "mill", record_values={"1887", "£4.99"}).values()) == [45]


def test_the_query_and_state_classes_are_left_out_of_locators() -> None:
    one = numbers('<p class="summary active">“Old mill”: 12 results</p>', "old mill")
    two = numbers('<p class="summary">“bridge”: 7 results</p>', "bridge")
    assert list(one) == list(two) == ["body>p.summary | : [#] result"]
    listing = numbers('<p class="summary">“”: 7,660 results</p>', "")
    assert list(listing) == list(one)  # the empty query's listing: its total at the same place


def test_a_label_before_the_block_is_part_of_the_locator() -> None:
    found = numbers(
        "<table><tr><th>Total</th><td>77</td></tr><tr><th>Shown</th><td>10</td></tr></table><dl><dt>Matches</dt><dd>77</dd></dl>"
    )
    assert at(found, "total [#]") == [77] and at(found, "shown [#]") == [10] and at(found, "match [#]") == [77]


def test_huge_and_broken_pages_stay_bounded() -> None:
    rows = "".join(f"<tr><td>{i}</td><td>Row {i} of {i * 3}</td></tr>" for i in range(25_000))
    found = numbers(f"<p>25,000 rows</p><table>{rows}</table>")
    assert at(found, "[#] row") == [25000]
    for bad in ("<" * 1000, "<b>" * 5000 + "12 results", "\x00 1 2 3"):
        page_numbers(lxml.html.fromstring(page(bad)), "q")


# ---------------------------------------------------------------------------
# learning where the site's totals sit
# ---------------------------------------------------------------------------


class Site:
    """A site of one total format, read with a learner as a harvest reads it."""

    def __init__(
        self,
        summary: Callable[..., str],
        size: int = 10,
        cap: int | None = None,
        stated: Callable[[int], int] | None = None,
    ) -> None:
        self.summary, self.size, self.cap = summary, size, cap
        self.stated = stated or (lambda n: n)
        self.totals = SiteTotals("db.example.org")

    def pages(
        self, query: str, n: int, reason: str = "last_page", last: int | None = None, *, listing: bool = False
    ) -> list[PageTotal]:
        """Read ``query``'s result pages (``n`` matches; the site lists up to its cap) and end it."""
        listed = min(n, self.cap or n)
        pages = max(1, -(-listed // self.size)) if last is None else last
        readings = []
        for page_no in range(1, pages + 1):
            html = site_page(
                lambda _, a, b, p, ps: self.summary(self.stated(n), a, b, p, ps), query, listed, page_no, self.size
            )
            result = read_result_page(html, f"{URL}?q={query}&page={page_no}", query, page_no, totals=self.totals)
            assert result.total_reading is not None
            readings.append(result.total_reading)
        returned = sum(r.records for r in readings)
        self.check = self.totals.end_query(query, readings, returned, reason, listing=listing)
        return readings


@pytest.mark.parametrize(("name", "summary", "context"), FORMATS, ids=[f[0] for f in FORMATS])
def test_a_locator_is_confirmed_by_two_queries_with_different_counts(
    name: str, summary: Callable, context: str
) -> None:
    site = Site(summary)
    site.pages("stone", 23)
    site.pages("quarry", 23)
    assert site.totals.trusted == []  # one count: the number did not change with the query
    first = site.pages("mill", 7)
    assert not any(p.trusted for p in first)
    assert (site.totals.describe() or "").endswith(context)
    later = site.pages("bridge", 12_345, reason="few_new_records", last=2)
    assert [(p.total, p.trusted) for p in later] == [(12_345, True), (12_345, True)]


def test_a_long_listing_confirms_its_total_at_the_next_query_that_shows_another() -> None:
    """The empty query's listing (many pages, one count) and a query that stopped early: the number
    agreed over pages no page-sized count explains, and it changed with the query."""
    site = Site(FORMATS[5][1])
    site.pages("", 95)
    assert site.totals.trusted == []  # one query: the number may not change with the query
    partial = site.pages("mill", 40, reason="few_new_records", last=2)
    assert not any(p.trusted for p in partial)
    assert (site.totals.describe() or "").endswith("list ( [#] )")
    assert site.totals.query_total(partial) == 40  # its report states the total read there
    assert [(p.total, p.trusted) for p in site.pages("bridge", 12)] == [(12, True), (12, True)]


def test_a_listing_of_the_database_confirms_its_total_at_the_second_word_that_shows_another() -> None:
    """Flask-Admin: the empty query lists every record first ("List (1000)" over 10 pages); the words
    after it stop after a page or two (every record is known), so none is paged to its end. Two words
    that show two other numbers there, none below what they listed, confirm the place."""
    site = Site(FORMATS[5][1], size=100)
    site.pages("", 1_000, listing=True)
    first = site.pages("perl", 624, reason="few_new_records", last=2)
    assert site.totals.trusted == [] and not any(p.trusted for p in first)  # one word's number: maybe a cap's
    second = site.pages("org", 872, reason="few_new_records", last=2)
    assert (site.totals.describe() or "").endswith("list ( [#] )")
    assert site.totals.query_total(second) == 872  # its report states the total read there
    assert [(p.total, p.trusted) for p in site.pages("team", 298, reason="few_new_records", last=1)] == [(298, True)]


def test_a_cap_note_agreeing_with_the_listing_is_not_confirmed_by_words() -> None:
    """The demo's "only the first 2,000 are shown" agrees with its capped listing; on words it shows 200
    (capped) or nothing (uncapped): one number, then contradictions, never two numbers."""
    totals = SiteTotals()

    def end(term: str, total: int, cap: int, *, listing: bool = False, reason: str = "last_page") -> None:
        listed = min(total, cap)
        pages = [
            PageTotal(p, {"note": cap} if total > cap else {}, records=min(200, listed - 200 * (p - 1)))
            for p in range(1, -(-listed // 200) + 1)
        ]
        totals.end_query(term, pages, listed, reason, listing=listing)

    end("", 7_660, 2_000, listing=True)
    end("function", 542, 200)
    end("module", 389, 200, reason="few_new_records")
    end("class", 61, 200)
    assert totals.trusted == []


def test_one_page_or_one_number_confirms_nothing() -> None:
    site = Site(FORMATS[5][1])
    site.pages("stone", 7)  # one page: 7 may be any number of the page that happens to be 7
    site.pages("mill", 40, reason="few_new_records", last=2)
    assert site.totals.trusted == []
    site = Site(FORMATS[5][1])
    site.pages("", 95)
    site.pages("mill", 95, reason="few_new_records", last=2)  # the same number again: not a total yet
    assert site.totals.trusted == [] and site.totals.query_total([]) is None


def test_the_guess_is_used_until_a_locator_is_confirmed_and_where_it_is_absent() -> None:
    def summary(n: int, a: int, b: int, p: int, ps: int) -> str:
        return f"<p class=count>{n} results</p>" if p == 1 else f"<div class=more>Page {p} of {ps}: {n} results</div>"

    site = Site(summary)
    assert [p.total for p in site.pages("stone", 5)] == [5]  # the regular expressions' guess
    site.pages("mill", 25)
    readings = site.pages("bridge", 31)
    assert [(p.total, p.trusted) for p in readings] == [(31, True), (31, False), (31, False), (31, False)]
    assert site.totals.regex_trusted  # it read every page right


def test_a_capped_query_is_no_evidence_against_the_total() -> None:
    site = Site(FORMATS[0][1], cap=50)
    site.pages("stone", 412)  # 50 listed of 412
    site.pages("mill", 23)
    site.pages("bridge", 1_200)
    site.pages("quarry", 41)
    assert (site.totals.describe() or "").endswith("– # of [#]")
    assert [(p.total, p.trusted) for p in site.pages("river", 3412)][:1] == [(3412, True)]
    assert site.check.agree == site.check.disagree == 0  # capped: nothing to check


def test_a_listing_and_the_keyword_queries_have_caps_of_their_own() -> None:
    """The demo lists 2,000 records for the empty query and 200 for a word: a word's "542 results"
    with 200 listed is its cap, not a wrong total."""
    totals = SiteTotals()
    lid = "tab"

    def end(term: str, stated: int, listed: int, *, listing: bool = False) -> Any:
        pages = [
            PageTotal(p, {lid: stated}, records=min(100, listed - 100 * (p - 1)))
            for p in range(1, -(-listed // 100) + 1)
        ]
        for reading in pages:
            reading.total = stated
        return totals.end_query(term, pages, listed, "last_page", listing=listing)

    assert end("", 7_660, 2_000, listing=True).entry["l"] == 1
    assert end("function", 542, 200).disagree == 0  # the largest count of a word so far: maybe its cap
    assert end("class", 61, 61).agree == 1
    assert end("module", 389, 200).disagree == 0
    assert end("return", 150, 140).disagree == 2  # below every cap: wrong, on both its pages
    assert end("*", 7_000, 1_500, listing=True).disagree == 15  # below the listing's cap: wrong


def test_an_answer_on_one_page_shorter_than_a_page_is_whole() -> None:
    """Flask-Admin writes ``page_size=100`` where the guess reads a total: a word answered with three
    records on one page of a hundred reports 100. Before any query showed the site's cap, 100 for 3
    might be a cap; a cap below one page is none, so the page size asked for refutes it."""
    totals = SiteTotals()

    def end(term: str, listed: int, guess: int, page_size: int | None) -> Any:
        reading = PageTotal(1, {REGEX: guess}, total=guess, records=listed)
        return totals.end_query(term, [reading], listed, "last_page", page_size=page_size)

    assert end("engineering", 3, 100, None).disagree == 0  # the largest count so far: maybe the cap
    assert end("sydney", 3, 100, 100).disagree == 1
    assert totals.regex_trusted  # one contradiction is tolerated
    assert end("tasman", 5, 100, 100).disagree == 1
    assert not totals.regex_trusted
    assert end("harbour", 100, 412, 100).disagree == 0  # a full page and no next one may be a cap


def test_the_harvest_takes_a_short_one_page_answer_for_whole(tmp_path: Any) -> None:
    """The harvest's report and the policy's outcome: a short one-page answer is whole, not capped,
    whatever untrusted total its page showed; counted in ``hiddenweb/totals/refuted_one_page``."""
    state = MemoryState(tmp_path / "state.jsonl")
    harvest = harvest_of(state)
    harvest.plans.apply({"event": "reference", "key": "stone", "text": "stone", "args": [], "count": 10})

    def answer(term: str, listed: int, total: int, *, trusted: bool = False) -> dict[str, Any]:
        assert harvest.claim_query(term)
        keys = [f"{term}{i}" for i in range(listed)]
        harvest.page(term, keys, [{term} for _ in keys], [{"key": k} for k in keys], total, total_trusted=trusted)
        return harvest.end_query(term, "last_page")

    report = answer("engineering", 3, 100)
    assert (report["reported_total"], report["capped"], report["total_refuted"]) == (3, False, True)
    outcome = state.read(harvest.OUTCOMES)[-1]
    assert (outcome["reported_total"], outcome["capped"]) == (3, False)
    report = answer("harbour", 10, 412)  # a full page: the site's cap may be one page
    assert (report["reported_total"], report["capped"], report["total_refuted"]) == (412, True, False)
    report = answer("tasman", 4, 100, trusted=True)  # read where the site's totals were confirmed
    assert (report["reported_total"], report["total_refuted"]) == (100, False)
    state.close()


def test_the_end_of_a_page_range_is_no_total() -> None:
    """ "1–7 of 7": the range's end agrees with every query of one page, but changes from page to page."""
    site = Site(FORMATS[0][1])
    for query, n in (("stone", 23), ("mill", 7), ("bridge", 5), ("quarry", 31), ("river", 9), ("lock", 3)):
        site.pages(query, n)
    names = [site.totals.names.get(lid, lid) for lid in site.totals.trusted]
    assert names and all(name.endswith("– # of [#]") for name in names), names


def test_a_note_that_states_the_cap_is_no_total() -> None:
    """The demo: "your search matched 542 documents; only the first 200 are shown" (2,000 for the
    empty query): the cap note agrees with every capped query, the total with the uncapped ones."""
    totals = SiteTotals()

    def end(term: str, total: int, cap: int, *, listing: bool = False) -> list[PageTotal]:
        listed = min(total, cap)
        note = {"note": cap} if total > cap else {}
        pages = [
            PageTotal(p, {"total": total, **note}, records=min(200, listed - 200 * (p - 1)))
            for p in range(1, -(-listed // 200) + 1)
        ]
        totals.end_query(term, pages, listed, "last_page", listing=listing)
        return pages

    end("", 7_660, 2_000, listing=True)
    for term, total in (("function", 542), ("module", 389), ("class", 61)):
        end(term, total, 200)
    assert totals.trusted == []  # one uncapped count so far
    pages = end("path", 93, 200)
    assert totals.trusted == ["total"] and totals.query_total(pages) == 93


def test_totals_that_disagree_with_pagination_are_counted_and_no_longer_used(caplog: pytest.LogCaptureFixture) -> None:
    site = Site(FORMATS[0][1], stated=lambda n: 2 * n + 1)  # counts what it does not list
    site.pages("stone", 30)  # the largest count so far: maybe capped
    site.pages("mill", 12)
    assert site.check.disagree == 2 and site.totals.regex_trusted
    site.pages("bridge", 8)
    assert site.check.disagree == 1 and not site.totals.regex_trusted
    assert [p.total for p in site.pages("quarry", 14)] == [None, None]
    assert site.totals.trusted == []
    assert sum("disagrees with the" in r.getMessage() for r in caplog.records if r.levelname == "WARNING") == 1


def test_a_few_contradictions_are_tolerated_many_are_not() -> None:
    site = Site(FORMATS[2][1])
    site.pages("stone", 5)
    site.pages("mill", 8)
    site.totals.ingest([{"q": "odd", "n": 3, "c": True, "v": {lid: 4 for lid in site.totals.trusted}}])
    assert site.totals.trusted == []  # 1 contradiction in 3 checks
    for i, n in enumerate(range(9, 16)):
        site.pages(f"word{i}", n)
    assert len(site.totals.trusted) == 1  # 1 in 10


def test_pages_of_a_query_that_varies_or_stops_early() -> None:
    site = Site(FORMATS[2][1])
    site.pages("stone", 12, reason="few_new_records", last=1)  # 10 listed of 12: no evidence either way
    site.pages("mill", 23, reason="budget_exhausted", last=2)
    assert site.totals.trusted == []
    site.pages("quarry", 4)
    site.pages("bridge", 17)
    assert site.totals.trusted
    lid = site.totals.trusted[0]
    # A total below what pagination listed contradicts; a page number varies from page to page.
    stopped = [PageTotal(1, {lid: 9}, records=10), PageTotal(2, {lid: 9}, records=10)]
    assert site.totals.end_query("x", stopped, 20, "few_new_records").entry["v"] == {lid: 9}
    varying = [PageTotal(1, {lid: 1}, records=10), PageTotal(2, {lid: 2}, records=3)]
    assert site.totals.end_query("y", varying, 13, "last_page").entry["v"] == {lid: None}


def test_queries_whose_count_is_unsound_teach_nothing() -> None:
    totals = SiteTotals()
    full = [
        PageTotal(1, {"a": 30}, records=10),
        PageTotal(2, {"a": 30}, records=10),
        PageTotal(3, {"a": 30}, records=10),
    ]
    assert totals.end_query("full", full, 30, "last_page").entry is not None
    resumed = [PageTotal(2, {"a": 30}, records=10), PageTotal(3, {"a": 30}, records=10)]
    assert totals.end_query("resumed", resumed, 20, "last_page").entry is None  # its first page was read elsewhere
    short = [PageTotal(1, {"a": 9}, records=1), PageTotal(2, {"a": 9}, records=1), PageTotal(3, {"a": 9}, records=1)]
    check = totals.end_query("short", short, 3, "last_page")  # the header read as one record a page
    assert check.entry is not None and check.agree == check.disagree == 0
    assert totals.end_query("error", full, 30, "error").entry is None
    assert totals.trusted == []


def test_an_empty_page_has_total_zero() -> None:
    site = Site(FORMATS[2][1])
    site.pages("stone", 5)
    site.pages("mill", 8)
    html = page("<div id=content><h3>0 rows where search matches <q>zzz</q></h3><p>No results found.</p></div>")
    result = read_result_page(html, URL, "zzz", 1, totals=site.totals)
    assert result.empty and (result.total, result.total_trusted) == (0, True)
    html = page('<header class="site"><p>Over 40,000 items in the archive</p></header><p>No results found.</p>')
    assert read_result_page(html, URL, "zzz", 1).total == 40000  # the guess alone reads the site's statistics
    result = read_result_page(html, URL, "zzz", 1, totals=site.totals)
    assert result.empty and (result.total, result.total_trusted) == (0, False)


def test_ingest_is_idempotent() -> None:
    site = Site(FORMATS[0][1])
    site.pages("stone", 5)
    site.pages("mill", 8)
    entries = [{"q": "stone", "n": 5, "c": True, "v": {REGEX: 99}}, {"q": "mill", "n": 8, "c": True, "v": {REGEX: 99}}]
    site.totals.ingest(entries)  # read back from the crawl state's log: already counted
    assert site.totals.regex_trusted and site.totals.trusted


# ---------------------------------------------------------------------------
# the harvest: trusted totals in the query outcome, evidence shared through the crawl state
# ---------------------------------------------------------------------------


def harvest_of(state: MemoryState) -> Harvest:
    harvest = Harvest(state, lambda bootstrap: make_policy("generic-frequency"), namespace="h1")
    harvest.set_target({"url": URL, "keyword": "q"})
    return harvest


def run_query(pages: ResultPages, harvest: Harvest, query: str, n: int) -> Any:
    """Every result page of ``query`` (``n`` matches) through the harvest; its report."""
    page_no = 1
    while True:
        html = site_page(FORMATS[5][1], query, n, page_no)
        request_meta = {meta.HARVEST: "h1", meta.QUERY: query, meta.PAGE: page_no}
        outcome = pages.read(harvest, request_meta, f"{URL}?q={query}&page={page_no}", html)
        if outcome.ended is not None:
            return outcome.ended
        page_no += 1


def test_the_harvest_reports_trusted_totals_and_shares_what_it_learnt(tmp_path: Any) -> None:
    state = MemoryState(tmp_path / "state.jsonl")
    stats = Stats()
    config = HarvestConfig.from_settings({"HIDDENWEB_PAGE_PATIENCE": 100})
    pages, harvest = ResultPages(state, stats, config), harvest_of(state)
    reports = [run_query(pages, harvest, query, n) for query, n in (("stone", 13), ("mill", 6), ("bridge", 23))]
    # The guess (the records set aside: no record's "N items") reads the header's "Over 40,000 items"
    # until the total's place in the list tab is confirmed (by the end of "mill": its report states the
    # total read there).
    assert [(r.reported_total, r.total_trusted) for r in reports] == [(40000, False), (6, True), (23, True)]
    assert stats["hiddenweb/totals/read"] == 6 and stats["hiddenweb/totals/trusted"] == 3
    # "stone" read 40,000 for 13 listed: the largest count so far may be a cap, so it is not checked.
    assert stats["hiddenweb/totals/agree"] == 3 and stats["hiddenweb/totals/disagree"] == 1
    assert stats["hiddenweb/totals/read_right"] == 0.75 and stats["hiddenweb/totals/guess_trusted"] is False
    assert "list ( [#] )" in stats["hiddenweb/totals/locator"]
    outcome = state.read(harvest.OUTCOMES)[-1]
    assert outcome["total_trusted"] is True and outcome["reported_total"] == 23
    # Another worker on the same state, and this crawl resumed from its journal, know where totals sit.
    other = ResultPages(state, Stats(), config)
    assert run_query(other, harvest_of(state), "quarry", 9).total_trusted
    state.close()
    resumed = MemoryState(tmp_path / "state.jsonl")
    report = run_query(ResultPages(resumed, Stats(), config), harvest_of(resumed), "river", 31)
    assert (report.reported_total, report.total_trusted) == (31, True)
    resumed.close()


def test_a_page_size_two_queries_share_is_sound() -> None:
    """Queries read at another page size (a per-page control) count once two of them show it."""
    totals = SiteTotals()

    def ended(term: str, size: int, pages: int) -> int:
        n = size * (pages - 1) + 1
        readings = [PageTotal(i, {"a": n}, total=n, records=size) for i in range(1, pages)] + [
            PageTotal(pages, {"a": n}, total=n, records=1)
        ]
        return totals.end_query(term, readings, n, "last_page").agree

    assert ended("large", 100, 2) == 2
    assert ended("small", 20, 3) == 0  # 20 a page, alone: maybe a misread page, not checked
    assert totals.trusted == []
    assert ended("other", 20, 2) == 2
    assert totals.trusted == ["a"]  # three agreements now


def test_a_listing_stating_its_total_in_a_sentence_of_its_own_sizes_the_database() -> None:
    """Datasette: "20,000 rows" above the listing, "445 rows where search matches …" above a word's
    results, in one ``h3``: the words confirm their place; the listing's number in the same element,
    equal to the records it listed over several pages to its last, is the database's total."""

    def summary(n: int, a: int, b: int, p: int, ps: int, query: str = "") -> str:
        return f"<h3>{n:,} rows where search matches <q>{query}</q></h3>" if query else f"<h3>{n:,} rows</h3>"

    class Words(Site):
        def pages(self, query: str, n: int, *args: Any, **kwargs: Any) -> list[PageTotal]:
            self.summary = lambda n_, a, b, p, ps: summary(n_, a, b, p, ps, query)
            return super().pages(query, n, *args, **kwargs)

    site = Words(summary, size=100)
    site.pages("", 1_000, listing=True)
    assert site.totals.listing_total() is None  # no place confirmed yet
    site.pages("perl", 62)
    site.pages("org", 87)
    assert (site.totals.describe() or "").endswith("[#] row where search")
    assert site.totals.listing_total() == 1_000
    # a listing cut short (the budget) states a number its records do not confirm: no total
    cut = Words(summary, size=100)
    cut.pages("", 1_000, reason="budget_exhausted", last=3, listing=True)
    cut.pages("perl", 62)
    cut.pages("org", 87)
    assert cut.totals.describe() and cut.totals.listing_total() is None


def test_a_listing_without_the_keyword_pages_total_is_read_at_another_confirmed_place() -> None:
    """Django's admin: "179 results (5000 total)" above a search's rows, and "Select all 179 packages"
    only where the results fill more than a page; a listing shows no search's total, only "Select all
    5000 packages". The first place agrees on every word and is read first; the listing's total is
    read at the other, also confirmed."""

    def summary(n: int, size: int, query: str = "") -> str:
        above = f"<div id=toolbar><span class=small>{n} results (5000 total)</span></div>" if query else ""
        return above + (f"<div class=actions><a>Select all {n} packages</a></div>" if n > size else "")

    class Words(Site):
        def pages(self, query: str, n: int, *args: Any, **kwargs: Any) -> list[PageTotal]:
            self.summary = lambda n_, a, b, p, ps: summary(n_, self.size, query)
            return super().pages(query, n, *args, **kwargs)

    site = Words(summary, size=100)
    site.pages("", 1_000, listing=True)
    for term, n in [("perl", 62), ("org", 250), ("lists", 7), ("net", 180), ("doc", 41)]:
        site.pages(term, n)
    assert len(site.totals.trusted) == 2 and "result (" in (site.totals.describe() or "")
    assert site.totals.listing_total() == 1_000
