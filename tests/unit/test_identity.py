"""Record identity learned per site (hiddenweb.harvest.identity): which link arguments select a record."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import quote, quote_plus

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hiddenweb.harvest import Harvest
from hiddenweb.harvest.identity import PATIENCE, IdentityRule, Observation, RecordIdentity, learn_rule
from hiddenweb.harvest.keys import field_key, record_key
from hiddenweb.querying.policies import make_policy
from hiddenweb.records import SegmentedRecord
from hiddenweb.results.analysis import read_result_page
from hiddenweb.state import MemoryState
from hiddenweb.urls import canonical_url, identity_url
from tests.kit.stats import Stats

H = "http://shop.example"


def page(term: str, number: int, links: Sequence[str | None]) -> Observation:
    """A result page whose records (each of its own values) have these detail links."""
    return Observation(
        term, number, f"{H}/search?q={term}&p={number}", [(u, field_key([f"{u}#{i}"])) for i, u in enumerate(links)]
    )


def keys_of(rule: IdentityRule, links: Sequence[str | None]) -> list[str]:
    return rule.keys([(u, field_key([f"{u}#{i}"])) for i, u in enumerate(links)]).keys


def admin(term: str, number: int, ids: Sequence[int]) -> list[str]:
    """Flask-Admin's detail links: the id and the list to return to (query, page), URL-encoded."""
    back = quote(f"/admin/pkg/?search={quote_plus(term)}&page={number - 1}", safe="")
    return [f"{H}/admin/pkg/details/?id={i}&url={back}" for i in ids]


# -- learning --------------------------------------------------------------------------------
def test_nested_return_to_url_is_state_and_the_id_selects() -> None:
    rule = learn_rule(
        [page("foo", 1, admin("foo", 1, [1, 2, 3])), page("bar baz", 2, admin("bar baz", 2, [3, 4]))], final=True
    )
    assert rule.keep == {"id": "varies"}
    assert rule.drop == {"url": "return_to"}
    # Record 3 reached by two queries, on two pages, has one key: its link without the listing.
    assert (
        keys_of(rule, admin("foo", 1, [3]))
        == keys_of(rule, admin("other", 7, [3]))
        == [f"u:{H}/admin/pkg/details/?id=3"]
    )


def test_id_in_the_path_keeps_only_the_path() -> None:
    links = lambda term, n, names: [f"{H}/pkg/{x}/?back=%2Fsearch%3Fq%3D{term}&pg={n}&sid=s{n}" for x in names]  # noqa: E731
    rule = learn_rule(
        [page("foo", 1, links("foo", 1, ["a", "b"])), page("foo", 2, links("foo", 2, ["c", "d"]))], final=True
    )
    assert rule.keep == {}
    assert rule.drop == {"back": "return_to", "pg": "page", "sid": "session"}
    assert keys_of(rule, links("zap", 9, ["a"])) == [f"u:{H}/pkg/a/"]


@pytest.mark.parametrize(
    ("value", "reason"),
    [
        ("caf%C3%A9+au+lait", "echo"),  # UTF-8, + for spaces
        ("CAF%C3%89%20AU%20LAIT", "echo"),  # another case, %20 for spaces
        ("caf%E9+au+lait", "echo"),  # Latin-1
        ("caf%25C3%25A9%2Bau%2Blait", "echo"),  # encoded twice
        ("xx-caf%C3%A9+au+lait-yy", "echo"),  # inside a longer value
        ("%2Fsearch%3Fq%3Dcaf%25C3%25A9%2Bau%2Blait", "return_to"),  # in a nested URL
        ("lait", "prevalent"),  # a part of the term only: no echo
    ],
)
def test_the_query_echoed_in_any_encoding_is_state(value: str, reason: str) -> None:
    term = "café au lait"
    rule = learn_rule([page(term, 1, [f"{H}/item?id=1&zq={value}", f"{H}/item?id=2&zq={value}"])], final=False)
    assert rule.drop["zq"] == reason
    assert rule.keep == {"id": "varies"}


def test_pager_size_and_sort_arguments_by_name_and_by_value() -> None:
    def links(n: int) -> list[str]:
        tail = f"offset={(n - 1) * 20}&per_page=20&orderby=title&%40sort=-id&xq={n}&tbl_page={n}&Dir=asc"
        return [f"{H}/item?id={i}&{tail}" for i in (n, n + 10)]

    rule = learn_rule([page("foo", 3, links(3))], final=False)
    assert rule.drop == {
        "offset": "page",
        "per_page": "page_size",
        "orderby": "sort",
        "@sort": "sort",
        "xq": "page",  # no name to go by: its value is the page number
        "tbl_page": "page",
        "Dir": "sort",
    }


def test_constant_arguments_without_evidence() -> None:
    one = page("foo", 1, [f"{H}/view?table=books&tok=a1&id=1", f"{H}/view?table=books&tok=a1&id=2"])
    two = page("bar", 1, [f"{H}/view?table=books&tok=b7&id=3", f"{H}/view?table=books&tok=b7&id=4"])
    assert learn_rule([one], final=False).drop == {"table": "prevalent", "tok": "prevalent"}
    rule = learn_rule([one, two], final=True)
    assert rule.drop == {"table": "prevalent", "tok": "across_pages"}
    assert rule.final and rule.pages == 2
    assert keys_of(rule, [f"{H}/view?id=3&tok=zz&table=books"]) == [f"u:{H}/view?id=3"]


def test_form_fields_in_links_are_listing_state() -> None:
    obs = page("foo", 1, [f"{H}/view?id=1&dept=all&kw=foo", f"{H}/view?id=2&dept=all&kw=foo"])
    rule = learn_rule([obs], final=False, keyword="kw", form_fields={"kw", "dept"})
    assert rule.drop == {"dept": "form", "kw": "echo"}


def test_an_argument_that_varies_within_a_page_is_never_dropped() -> None:
    # Names that usually mean state, values that tell the records apart: wiki pages, reference numbers.
    obs = page("foo", 1, [f"{H}/w?page=Main_Page&ref=A1&sort=x", f"{H}/w?page=Help&ref=B2&sort=x"])
    rule = learn_rule([obs], final=False)
    assert rule.keep == {"page": "varies", "ref": "varies"}
    assert rule.drop == {"sort": "sort"}


def test_an_argument_present_in_one_link_only_may_tell_two_links_apart() -> None:
    obs = page("foo", 1, [f"{H}/item?id=5", f"{H}/item?id=5&rev=2", f"{H}/item?id=6&hl=foo", f"{H}/item?id=7"])
    rule = learn_rule([obs], final=False)
    assert rule.keep == {"id": "varies", "rev": "distinguishes"}
    assert rule.drop == {"hl": "echo"}
    assert len(set(keys_of(rule, [u for u, _ in obs.links]))) == 4


def test_one_record_pages_teach_nothing() -> None:
    obs = page("foo", 1, [f"{H}/item?id=5&back=%2Fs%3Fq%3Dfoo&sid=9"])
    assert not obs.informative
    rule = learn_rule([], final=False)
    assert keys_of(rule, [u for u, _ in obs.links]) == ["u:" + identity_url(obs.links[0][0] or "")]


def test_a_link_every_record_shares_is_no_identity() -> None:
    links = [f"{H}/list?view=full"] * 4
    obs = page("foo", 1, links)
    assert not obs.informative
    keyed = IdentityRule().keys(obs.links)
    assert keyed.keys == [values for _, values in obs.links]  # each record by its values
    assert keyed.shared == 4
    # The same link among records with links of their own: shared links are remembered in the rule.
    mixed = page("foo", 1, [f"{H}/item?id=1", f"{H}/item?id=2", f"{H}/cat?c=x", f"{H}/cat?c=x"])
    rule = learn_rule([mixed], final=False)
    assert rule.shared == [f"{H}/cat"]  # c=x: constant, state
    assert keys_of(rule, [f"{H}/cat?c=y"]) == [field_key([f"{H}/cat?c=y#0"])]


def test_records_without_links_keep_the_hash_of_their_values() -> None:
    rule = learn_rule([page("foo", 1, admin("foo", 1, [1, 2]))], final=False)
    keyed = rule.keys([(None, "h:abc"), ("", "h:def")])
    assert keyed.keys == ["h:abc", "h:def"]
    assert record_key(None, ["A  b", "c"]) == record_key(None, ["c", "a b"])


def test_the_rule_guards_every_page() -> None:
    one = page("foo", 1, [f"{H}/e?cat=3&n=1&ref=x", f"{H}/e?cat=3&n=2&ref=x"])
    two = page("bar", 1, [f"{H}/e?cat=3&n=4&ref=y", f"{H}/e?cat=3&n=5&ref=y"])
    rule = learn_rule([one, two], final=True)
    assert rule.drop == {"cat": "prevalent", "ref": "return_to"}
    # A later page where both vary: numbers per category would collide, references tell records apart.
    later = [f"{H}/e?cat=3&n=1&ref=p", f"{H}/e?cat=4&n=1&ref=q", f"{H}/e?cat=4&n=2&ref=r"]
    keyed = rule.keys([(u, f"h:{i}") for i, u in enumerate(later)])
    assert keyed.keys == ["u:" + url for url in later]
    assert keyed.restored == {"cat", "ref"}
    # Varying, though dropping them would merge nothing here: still kept.
    assert rule.keys([(later[0], "h:0"), (f"{H}/e?cat=5&n=7&ref=s", "h:1")]).restored == {"cat", "ref"}
    # New arguments are kept, and reported.
    assert rule.keys([(f"{H}/e?n=9&hl=x", "h:0")]).unknown == {"hl"}


def test_bad_links_are_their_own_keys() -> None:
    rule = learn_rule([page("foo", 1, admin("foo", 1, [1, 2]))], final=False)
    assert keys_of(rule, ["http://h:99999/x?id=1"]) == ["u:http://h:99999/x?id=1"]


def test_rules_round_trip_through_json() -> None:
    rule = learn_rule([page("foo", 1, admin("foo", 1, [1, 2]))], final=True)
    assert IdentityRule.from_dict(rule.to_dict()) == rule
    obs = page("foo", 2, admin("foo", 2, [1]))
    assert Observation.from_dict(obs.to_dict()) == obs


# -- kept in the crawl state: stable keys ------------------------------------------------------
def harvest_on(state: MemoryState) -> Harvest:
    return Harvest(state, lambda words: make_policy("adaptive", seeds=words), namespace="h1")


def records(links: Sequence[str]) -> list[SegmentedRecord]:
    return [SegmentedRecord(i, {"title": u}, {"title": u}, links=[u], detail_url=u) for i, u in enumerate(links)]


def read(
    harvest: Harvest, identity: RecordIdentity, term: str, number: int, links: Sequence[str], claim: bool = True
) -> tuple[list[str], list[bool]]:
    """Key a result page; with ``claim``, account it as the harvest does: which of its records are new."""
    found = records(links)
    keys = identity.keys(found, f"{H}/s?q={term}&p={number}", term, number, Stats())
    if not claim:
        return keys, []
    verdict = harvest.page(term, keys, [set() for _ in keys], [{"key": k} for k in keys])
    return keys, [token is not None for token in verdict.held]


def cat_links(term: str, cat: int | None, ns: Sequence[int]) -> list[str]:
    """Links numbered per category, with the listing's term as return-to state."""
    return [f"{H}/e?cat={cat if cat is not None else n % 2}&n={n}&back={term}" for n in ns]


def test_records_read_before_the_rule_are_not_counted_again(tmp_path: Path) -> None:
    state = MemoryState()
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)
    # Page 1: every record in category 1, so its provisional rule drops ``cat``…
    keys1, new1 = read(harvest, identity, "foo", 1, cat_links("foo", 1, [1, 3]))
    assert new1 == [True, True] and identity.rule is None
    assert keys1 == [f"u:{H}/e?n=1", f"u:{H}/e?n=3"]
    # …page 2 shows it varies: the decided rule keeps it, and page 1's records get their new keys claimed.
    read(harvest, identity, "bar", 1, cat_links("bar", None, [2, 4, 5]))
    assert identity.rule is not None and identity.rule.keep == {"cat": "varies", "n": "varies"}
    assert state.get(identity.RULE) == identity.rule.to_dict()
    keys3, new3 = read(harvest, identity, "zap", 1, cat_links("zap", None, [1, 3, 7]))
    assert keys3[:2] == [f"u:{H}/e?cat=1&n=1", f"u:{H}/e?cat=1&n=3"]
    assert new3 == [False, False, True]  # records 1 and 3 were counted on page 1
    harvest.sync()
    assert harvest.records == 6


def test_a_probe_page_teaches_no_rule() -> None:
    """DokuWiki refuses the empty query and shows its tools: ``id=start`` on every link, ``do`` varies.
    Learnt from those, the rule would drop ``id``; the keyword queries' pages teach it instead."""
    state = MemoryState()
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)
    tools = [f"{H}/doku.php?id=start&do={do}" for do in ("edit", "recent", "index")]
    for term in ("", "*"):
        found = records(tools)
        identity.keys(found, f"{H}/doku.php?do=search&q={term}", term, 1, Stats(), probe=True)
    assert identity.rule is None
    for term in ("gzip", "tar"):
        pages = [f"{H}/doku.php?id=pkg:{term}{n}&s[]={term}" for n in range(3)]
        identity.keys(records(pages), f"{H}/doku.php?do=search&q={term}", term, 1, Stats())
    assert identity.rule is not None and "id" in identity.rule.keep and identity.rule.dropped("s[]")
    keys = identity.keys(records([f"{H}/doku.php?id=pkg:gzip0&s[]=zip"]), f"{H}/x", "zip", 1, Stats())
    assert keys == [f"u:{H}/doku.php?id=pkg%3Agzip0"]


def test_a_long_listing_of_probe_pages_does_not_decide_the_rule_unlearnt() -> None:
    """Django's admin: the empty query's listing (a plan's probe, 50 pages) comes first; its change links
    carry the list's state (``_changelist_filters=p%3D2``), a keyword query's the query (``q%3Dserver``)."""
    state = MemoryState()
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)

    def change(ids: Sequence[int], filters: str) -> list[str]:
        return [
            f"{H}/admin/pkg/{i}/change/" + (f"?_changelist_filters={quote(filters, safe='')}" if filters else "")
            for i in ids
        ]

    for n in range(1, PATIENCE + 11):
        links = change(range(10 * n, 10 * n + 10), f"p={n}" if n > 1 else "q=")
        keys = identity.keys(records(links), f"{H}/admin/pkg/?p={n}", "", n, Stats(), probe=True)
        harvest.page("", keys, [set() for _ in keys], [{"key": k} for k in keys])
    assert identity.rule is None
    # the first keyword page, keyed before the rule is decided, holds records the listing had: not new
    assert read(harvest, identity, "server", 1, change([10, 11, 5], "q=server"))[1] == [False, False, True]
    read(harvest, identity, "tools", 1, change([4, 6], "q=tools"))
    assert identity.rule is not None and identity.rule.dropped("_changelist_filters")
    keys, new = read(harvest, identity, "lib", 1, change([4, 7], "q=lib"))
    assert keys[0] == f"u:{H}/admin/pkg/4/change/" and new == [False, True]


def test_a_record_listed_twice_on_a_page_under_one_link_is_one_record() -> None:
    """Sphinx lists a page found as an object (``x.html#x``) and by its text (``x.html``): one title,
    two snippets. Keyed by their values, the page came again under every other query."""
    state = MemoryState()
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)

    def entry(name: str, anchor: bool, snippet: str) -> SegmentedRecord:
        url = f"{H}/api/{name}.html" + (f"#{name}" if anchor else "")
        raw = {"title": name, "snippet": snippet}
        return SegmentedRecord(0, raw, raw, links=[url], detail_url=url)

    def keyed(term: str, found: list[SegmentedRecord]) -> tuple[list[str], list[bool]]:
        keys = identity.keys(found, f"{H}/search.html?q={term}", term, 1, Stats())
        verdict = harvest.page(term, keys, [set() for _ in keys], [{"key": k} for k in keys])
        return keys, [token is not None for token in verdict.held]

    keys, new = keyed(
        "dump",
        [
            entry("pickle.dump", True, "(function)"),
            entry("pickle.dump", False, "… dump …"),
            entry("marshal.dump", False, "… dump …"),
        ],
    )
    assert keys[0] == keys[1] == f"u:{H}/api/pickle.dump.html" and new == [True, False, True]
    keys, new = keyed("pickle", [entry("pickle.dump", False, "… pickle …"), entry("pickle.load", False, "… pickle …")])
    assert keys[0] == f"u:{H}/api/pickle.dump.html" and new == [False, True]
    # two titles under one link are still two records, keyed by their values
    keys, _ = keyed(
        "tools",
        [
            entry("tools", False, "a"),
            SegmentedRecord(
                0,
                {"title": "other"},
                {"title": "other"},
                links=[f"{H}/api/tools.html"],
                detail_url=f"{H}/api/tools.html",
            ),
        ],
    )
    assert keys[0] != keys[1] and all(key.startswith("h:") for key in keys)

    def titled(title: str, snippet: str) -> SegmentedRecord:
        url = f"{H}/index.html"
        raw = {"title": title, "snippet": snippet}
        return SegmentedRecord(0, raw, raw, links=[url], detail_url=url)

    # a page whose title and one of its sections both match: "Title" and "Title > Section", one record
    keys, new = keyed("package", [titled("Stdlib Notes", "… packages …"), titled("Stdlib Notes > Packages", "…")])
    assert keys == [f"u:{H}/index.html"] * 2 and new == [True, False]
    # a longer name is another record, not a section ("Ford Focus ST")
    keys, _ = keyed("focus", [titled("Ford Focus", "a"), titled("Ford Focus ST", "b")])
    assert keys[0] != keys[1]


MKDOCS = Path(__file__).resolve().parents[1] / "fixtures" / "realpages" / "mkdocs-search-results-stdlib-zipapp.html"
MK = "http://127.0.0.1:35081/"


def test_a_page_listed_with_its_sections_under_other_titles_is_one_record() -> None:
    """MkDocs (readthedocs theme, rendered in Chromium) lists its home page "Home" ``./`` and the
    page's sections "Stdlib Notes" ``./#stdlib-notes`` and "Packages" ``./#packages``, the page's text
    their titles and texts one after the other. Keyed by their values (one link, other titles), the
    home page was three records."""
    html = MKDOCS.read_text(encoding="utf-8")
    state = MemoryState()
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)

    def keyed(term: str, page_html: str) -> tuple[list[str], list[str], list[bool]]:
        url = f"{MK}search.html?q={quote_plus(term)}"
        found = read_result_page(page_html, url, term, 1, keyword="q").records
        keys = identity.keys(found, url, term, 1, Stats())
        verdict = harvest.page(term, keys, [set() for _ in keys], [{"key": k} for k in keys])
        return [r.detail_url.removeprefix(MK) for r in found], keys, [t is not None for t in verdict.held]

    links, keys, new = keyed("stdlib zipapp", html)
    assert links == ["packages/zipapp/", "#stdlib-notes", "packages/zipapp/#the-zipapp-package", "", "#packages"]
    assert keys == [f"u:{MK}packages/zipapp/", f"u:{MK}", f"u:{MK}packages/zipapp/", f"u:{MK}", f"u:{MK}"]
    assert new == [True, True, False, False, False]
    # "zipapp" lists the home page and its "Packages" section only: the record already found
    stdlib = re.search(r'<article><h3><a href="\./#stdlib-notes">.*?</article>', html)
    assert stdlib is not None
    links, keys, new = keyed("zipapp", html.replace(stdlib.group(0), ""))
    assert keys[links.index("")] == keys[links.index("#packages")] == f"u:{MK}" and not any(new)
    # anchors of one page that its entry does not show (a glossary's terms) stay records of their own
    home = re.search(r'(<a href="\./">Home</a></h3><p>)(.*?)(</p>)', html)
    assert home is not None
    links, keys, _ = keyed(
        "notes", html.replace(home.group(0), home.group(1) + "Welcome to the notes." + home.group(3))
    )
    assert len({keys[links.index(link)] for link in ("", "#stdlib-notes", "#packages")}) == 3


def test_a_page_logged_but_never_claimed_is_not_aliased() -> None:
    state = MemoryState()
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)
    read(harvest, identity, "foo", 1, cat_links("foo", 1, [1, 3]), claim=False)  # killed before its claim
    read(harvest, identity, "bar", 1, cat_links("bar", None, [2, 4, 5]))
    assert identity.rule is not None and "cat" in identity.rule.keep  # page 1's keys changed
    _, new = read(harvest, identity, "zap", 1, cat_links("zap", None, [1, 3]))
    assert new == [True, True]  # never emitted: still new


def test_a_page_read_again_before_the_rule_gets_the_same_keys() -> None:
    state = MemoryState()
    harvest = harvest_on(state)
    first, _ = read(harvest, RecordIdentity(harvest), "foo", 1, cat_links("foo", 1, [1, 3]), claim=False)
    other = RecordIdentity(harvest_on(state))  # a resumed crawl, or another worker
    read(harvest, other, "bar", 1, [f"{H}/e?cat=1&n=8"])  # a one-record page in between
    again, _ = read(harvest, other, "foo", 1, cat_links("foo", 1, [1, 3]))
    assert again == first


def test_keys_are_the_same_after_a_resume_and_on_every_worker(tmp_path: Path) -> None:
    path = tmp_path / "state.jsonl"
    state = MemoryState(path)
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)
    read(harvest, identity, "foo", 1, admin("foo", 1, [1, 2]))
    read(harvest, identity, "foo", 2, admin("foo", 2, [3, 4]))
    before, _ = read(harvest, identity, "bar", 1, admin("bar", 1, [1, 5]))
    worker = RecordIdentity(harvest_on(state))
    assert read(harvest, worker, "baz", 3, admin("baz", 3, [1, 5]), claim=False)[0] == before
    state.close()
    resumed = MemoryState(path)
    harvest = harvest_on(resumed)
    logged = len(resumed.read(RecordIdentity(harvest).PAGES))
    identity = RecordIdentity(harvest)
    keys, new = read(harvest, identity, "qux", 4, admin("qux", 4, [1, 5, 6]))
    assert keys[:2] == before and new == [False, False, True]
    assert len(resumed.read(identity.PAGES)) == logged  # decided: nothing more logged
    resumed.close()


def test_a_site_of_one_record_pages_stops_logging() -> None:
    state = MemoryState()
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)
    for n in range(PATIENCE + 5):
        keys, _ = read(harvest, identity, f"t{n}", 1, [f"{H}/item/{n}?back=%2Fs%3Fq%3Dt{n}&sid=x"])
        assert keys == [f"u:{H}/item/{n}?back=%2Fs%3Fq%3Dt{n}"]  # nothing learned: session dropped by name
    assert identity.rule is not None and identity.rule.pages == 0
    assert len(state.read(identity.PAGES)) == PATIENCE


# -- never merge: any links, any rule ----------------------------------------------------------
_ARG = st.tuples(
    st.sampled_from(["id", "page", "ref", "sort", "url", "x", "sid", "q"]),
    st.sampled_from(["1", "2", "a b", "%2Fs%3Fq%3Dfoo", ""]),
)
_LINK = st.one_of(
    st.none(),
    st.builds(
        lambda path, args: f"{H}/{path}?" + "&".join(f"{k}={v}" for k, v in args),
        st.sampled_from(["item", "item/7", "e", ""]),
        st.lists(_ARG, max_size=4),
    ),
)
_PAGE = st.lists(_LINK, max_size=8)


@settings(max_examples=60, deadline=None)
@given(st.lists(_PAGE, min_size=1, max_size=3), _PAGE)
def test_records_of_one_page_are_never_merged(window: list[list[str | None]], links: list[str | None]) -> None:
    """Whatever the rule learned, two records of a page with different values get different keys."""
    rule = learn_rule([page("foo", n + 1, urls) for n, urls in enumerate(window)], final=True, keyword="q")
    keys = rule.keys([(url, f"h:{i}") for i, url in enumerate(links)]).keys
    assert len(set(keys)) == len(keys)
    # …and by their links, not by their values, unless their links are one.
    canonical = [canonical_url(url) if url else None for url in links]
    for url, key in zip(canonical, keys):
        if url is not None and canonical.count(url) == 1 and not rule.shared:
            assert key.startswith("u:"), (url, key)
    assert IdentityRule.from_dict(rule.to_dict()).keys([(url, f"h:{i}") for i, url in enumerate(links)]).keys == keys


def test_a_session_in_the_links_path_is_no_part_of_a_records_key() -> None:
    """A Java site writes ``;jsessionid=`` into every link; a new session lists every record anew."""
    state = MemoryState()
    harvest = harvest_on(state)
    identity = RecordIdentity(harvest)

    def page(session: str, ns: Sequence[int]) -> list[str]:
        return [f"{H}/item.do;jsessionid={session}?id={n}" for n in ns]

    keys, new = read(harvest, identity, "foo", 1, page("A1B2", [1, 2, 3]))
    assert keys == [f"u:{H}/item.do?id={n}" for n in (1, 2, 3)] and new == [True] * 3
    _, new = read(harvest, identity, "bar", 1, page("C3D4", [2, 3, 4]))
    assert new == [False, False, True]


def test_an_argument_the_rule_never_saw_is_state_where_it_is_the_pages_query_itself() -> None:
    # DokuWiki links page-name hits as ?id=NAME and full-text hits as ?id=NAME&s[]=TERM (a highlight);
    # the first pages held page-name hits only, so the rule never saw s[].
    rule = learn_rule(
        [
            page("perl", 1, [f"{H}/doku.php?id=a-perl", f"{H}/doku.php?id=b-perl"]),
            page("go", 1, [f"{H}/doku.php?id=go"]),
        ],
        final=True,
    )
    assert "s[]" not in rule.keep and "s[]" not in rule.drop
    hits = [f"{H}/doku.php?id=a-perl&s[]=lists", f"{H}/doku.php?id=c&s[]=lists"]
    keyed = rule.keys([(u, field_key([u])) for u in hits], "lists")
    assert keyed.keys == [f"u:{H}/doku.php?id=a-perl", f"u:{H}/doku.php?id=c"]
    assert not keyed.unknown
    # Holding the query is not being it: a one-record page's id=a-perl for "perl" stays its key.
    assert rule.keys([(f"{H}/doku.php?id=a-perl", "v")], "perl").keys == [f"u:{H}/doku.php?id=a-perl"]
    # Without the page's query, or where it differs, an unseen argument is kept (a duplicate before a merge).
    assert rule.keys([(hits[0], "v")]).keys == [f"u:{H}/doku.php?id=a-perl&s%5B%5D=lists"]
    assert rule.keys([(hits[0], "v")], "other").unknown == {"s[]"}
