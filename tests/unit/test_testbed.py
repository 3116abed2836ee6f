"""The test bed's greedy oracle, crawl score, record ids and pinned corpus (``tests/testbed``), on hand-made rows."""

from __future__ import annotations

from typing import Any

from tests.testbed.base import TestbedSite
from tests.testbed.corpus import debian_packages, parse_dumpavail
from tests.testbed.oracle import Oracle, build_oracle, candidate_terms, greedy_coverage, page_size_bound, score

TRUTH = frozenset(str(i) for i in range(10))


def test_candidate_terms_by_document_frequency() -> None:
    docs = ["GNU C library", "C library for XML", "the GNU compiler", "xml tools"]
    assert candidate_terms(docs, 3) == ["gnu", "library", "xml"]  # 2 documents each; "c" is too short


def test_greedy_takes_most_new_records_per_page_and_counts_a_cut_query_by_its_pages() -> None:
    answers = {
        "wide": ([str(i) for i in range(8)], 4),  # 2 new per page
        "narrow": (["8", "9"], 1),  # 2 new per page
        "stale": (["8", "0"], 1),  # 2 new per page at first, 1 once "narrow" is in
    }
    result = greedy_coverage(answers, TRUTH, page_size=2, budgets=[1, 3, 5, 50])
    # ties by term: "narrow" first; then "wide" (2 a page) beats "stale" (now 1); budget 3 cuts
    # "wide" after 2 of its 4 pages (its first 4 records); "stale" brings nothing new: never taken
    assert result == {1: 0.2, 3: 0.6, 5: 1.0, 50: 1.0}


def test_greedy_also_tries_the_largest_gain_within_the_budget() -> None:
    answers = {
        "all": ([str(i) for i in range(10)], 6),  # 10 records in 6 requests: 1.7 a request
        "s1": (["0", "1"], 1),  # 2 a request
        "s2": (["2", "3"], 1),
    }
    # by rate: s1, s2, then 4 pages of "all" (0.8 at 6); by gain: "all" at once (1.0)
    assert greedy_coverage(answers, TRUTH, page_size=2, budgets=[2, 6]) == {2: 0.4, 6: 1.0}


def test_greedy_stops_when_nothing_new_is_left() -> None:
    assert greedy_coverage({"a": (["1"], 1)}, TRUTH, page_size=10, budgets=[100]) == {100: 0.1}


def test_page_size_bound() -> None:
    assert page_size_bound(10, 50, 1000) == 0.5
    assert page_size_bound(100, 50, 1000) == 1.0


def test_score_counts_duplicates_rows_without_id_and_the_interval() -> None:
    site = TestbedSite("t", "http://x/", TRUTH, lambda row: row.get("fields", {}).get("id"))
    items: list[dict[str, Any]] = [
        {"key": "a", "fields": {"id": "1"}},
        {"key": "b", "fields": {"id": "1"}},  # the same record again, under another key
        {"key": "c", "fields": {}},  # a navigation row
        {"key": "d", "fields": {"id": "2"}},
        {"term": "q", "reported_total": 2, "estimated_size": 9.0, "estimated_size_low": 8, "estimated_size_high": 12},
    ]
    result = score(items, site, {"hiddenweb/requests": 4})
    assert (result.records, result.duplicates, result.no_id) == (4, 1, 1)
    assert result.coverage == 0.2
    assert result.records_per_request == 0.5
    assert result.interval_holds_truth is True
    assert result.totals_shown == 0 and result.totals_right_share is None  # no oracle: no totals judged


def test_totals_are_judged_against_what_the_page_prints() -> None:
    """MediaWiki prints title hits + text hits: read right is the printed number, not the distinct count."""
    answers = {"a": (["1", "2", "3"], 1), "b": (["4"], 1), "c": (["5", "6"], 1), "z": ([], 1)}
    rows: list[dict[str, Any]] = [
        {"term": "a", "reported_total": 4},  # printed 4 (one page counted twice): read right
        {"term": "b", "reported_total": 1},  # printed 1
        {"term": "c", "reported_total": 7},  # printed 2: misread
        {"term": "z", "reported_total": 0},  # found nothing: not judged
        {"term": "b", "reported_total": None, "pages": 0},  # cut by the budget before its first page: not judged
    ]
    oracle = Oracle("t", TRUTH, 10, 10, [], answers, printed={"a": 4, "b": 1, "c": 2})
    printing = TestbedSite("t", "http://x/", TRUTH, lambda row: None, printed_total=lambda term: None)
    result = score(rows, printing, {}, oracle)
    assert (result.totals_shown, result.totals_right, result.totals_true) == (3, 2, 1)
    counting = TestbedSite("t", "http://x/", TRUTH, lambda row: None)  # prints the number of matches
    assert (score(rows, counting, {}, oracle).totals_right, score(rows, counting, {}, oracle).totals_shown) == (1, 3)
    silent = TestbedSite("t", "http://x/", TRUTH, lambda row: None, notes={"total": None})  # prints none
    assert score(rows, silent, {}, oracle).totals_shown == 0


def test_flaskadmin_record_id_is_the_primary_key_whatever_the_return_to_state() -> None:
    from tests.testbed.flaskadmin import record_id

    base = "http://h/admin/package/details/?id=gir1..2-gtk-3..0&url=/admin/package/?search%3D{}%26page%3D{}"
    assert {record_id({"detail_url": base.format(term, page)}) for term in "ab" for page in (1, 2)} == {
        "gir1.2-gtk-3.0"  # Flask-Admin escapes "." as ".." in URL ids
    }
    assert record_id({"detail_url": None, "fields": {"Name": "zlib1g"}}) == "zlib1g"
    assert record_id({"detail_url": "http://h/admin", "fields": {"title": "Debian packages"}}) is None


def test_roundup_record_id_is_the_issue_number() -> None:
    from tests.testbed.roundup import record_id

    assert record_id({"detail_url": "http://h/tracker/issue123"}) == "123"
    assert record_id({"detail_url": None, "links": ["http://h/tracker/issue7?@template=item"]}) == "7"
    assert record_id({"detail_url": None, "fields": {"id": "ID"}}) is None


def test_datasette_record_id_is_the_row_page_id() -> None:
    from tests.testbed.datasette import record_id

    assert record_id({"detail_url": "http://h/debian/packages/123", "fields": {"id": "9"}}) == "123"
    assert record_id({"links": ["http://h/debian/packages?_sort=name", "http://h/debian/packages/7"]}) == "7"
    assert record_id({"fields": {"id": "42", "name": "zlib1g"}}) == "42"
    assert record_id({"links": ["http://h/debian/packages?_facet=section"], "fields": {"name": "x"}}) is None


def test_the_package_list_is_pinned_and_parsed_as_apt_prints_it() -> None:
    """The test bed reads the list it was measured on, not the machine's of the day."""
    packages = debian_packages()
    assert len(packages) == 63_681 and [p.name for p in packages] == sorted(p.name for p in packages)
    assert debian_packages(3) == [packages[0], packages[21_227], packages[42_454]]
    dump = (
        "Package: zsh\nVersion: 5.9-4\nSection: shells\nMaintainer: Debian Zsh Maintainers <z@d.org>\n"
        "Description: shell with lots of features\n more text\nHomepage: https://www.zsh.org/\n\n"
        "Package: bash\nVersion: 5.2\nPriority: required\nSection: base/shells\nDescription: GNU shell\n\n"
        "Package: zsh\nVersion: 5.8\nDescription: the second stanza of a name is left out\n"
    )
    bash, zsh = parse_dumpavail(dump)
    assert (bash.name, bash.section, bash.priority, bash.summary) == ("bash", "shells", "required", "GNU shell")
    assert (zsh.version, zsh.summary, zsh.homepage) == ("5.9-4", "shell with lots of features", "https://www.zsh.org/")
    assert zsh.description == "more text\nhttps://www.zsh.org/"


def test_cached_oracle_answers_are_for_the_same_ids_and_texts(tmp_path) -> None:
    """Ids 1..N say nothing of what a database holds: answers cached for other texts are asked again."""
    asked: list[str] = []

    def site(texts: dict[str, str]) -> TestbedSite:
        def search(term: str) -> tuple[list[str], int]:
            asked.append(term)
            return [rid for rid, text in texts.items() if term in text.split()], 1

        return TestbedSite(
            "t", "http://x/", frozenset(texts), lambda row: None, search=search, documents=list(texts.values())
        )

    first = {"1": "gnu library tools", "2": "gnu library", "3": "tools"}
    assert build_oracle(site(first), 3, cache_dir=tmp_path).matches("tools") == 2
    n = len(asked)
    build_oracle(site(first), 3, cache_dir=tmp_path)
    assert len(asked) == n  # the same database: answered from the cache
    second = {"1": "gnu library tools", "2": "gnu tools", "3": "library tools"}  # the same ids and words
    assert build_oracle(site(second), 3, cache_dir=tmp_path).matches("tools") == 3
