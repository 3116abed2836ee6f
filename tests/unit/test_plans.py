"""Queries that are not single terms: page-size and split controls, listings, probes, the plan book.

Fixture pages: ``tests/pages/plans/``. End-to-end crawls: ``tests/crawl/test_plans.py``.
"""

from __future__ import annotations

from hiddenweb import meta
from hiddenweb.forms import QueryTemplate, parse_forms, query_template
from hiddenweb.forms.roles import is_page_size_name
from hiddenweb.harvest.controls import (
    asks_largest_page,
    facet_count,
    form_page_sizes,
    page_controls,
    split_fields,
)
from hiddenweb.harvest.loop import Harvest
from hiddenweb.harvest.planner import _as_reference, asks_for_a_term, choose_split, judge_listing, judge_probe
from hiddenweb.harvest.plans import MAX_PAGE_SIZE_PROBES, PlanBook, QueryPlan, is_plan, merge_args, query_text
from hiddenweb.harvest.requests import next_page_request, query_request
from hiddenweb.htmlinput import parse_text
from hiddenweb.querying.policies import make_policy
from hiddenweb.results import PageLink, ResultPage, read_result_page
from hiddenweb.state import MemoryState
from tests.kit import PAGES

FIXTURES = PAGES / "plans"
BASE = "http://records.example/"


def fixture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def advanced_form():
    forms = parse_forms(fixture("search_form.html"), BASE + "search")
    return next(f for f in forms if f.id == "advanced")


# -- plan queries: keys ------------------------------------------------------------------------


def test_plan_keys_round_trip_and_stay_apart_from_terms():
    plan = QueryPlan("split", "war & peace", (("cat", "fiction: novels"), ("per_page", "100")))
    assert QueryPlan.from_key(plan.key) == plan
    assert is_plan(plan.key) and query_text(plan.key) == "war & peace"
    assert QueryPlan("empty", "*").key == "plan:empty:%2A:" and query_text("plan:empty:%2A:") == "*"
    for term in ("war", "plan", "plans: a history", "plan:unknown:x:"):
        assert not is_plan(term) and query_text(term) == term
    assert merge_args((("a", "1"), ("b", "2")), (("b", "3"), ("c", "4"))) == (("a", "1"), ("b", "3"), ("c", "4"))


# -- controls: forms, links, facet counts ---------------------------------------------------------


def test_search_form_per_page_select_and_split_fields():
    form = advanced_form()
    sizes = form_page_sizes(form, "q")
    assert [(c.name, c.values, c.free) for c in sizes] == [("rpp", [20, 40, 80], False)]
    fields = {f.name: f for f in split_fields(form, "q", exclude=frozenset({"rpp"}))}
    assert set(fields) == {"collection", "sort", "period", "fmt"}  # not the keyword, hidden, lone checkbox, per page
    assert fields["collection"].role == "filter"
    assert fields["collection"].values == [("maps", 1204), ("letters", 388), ("deeds", 57), ("empty", 0)]
    assert fields["sort"].role == "sort" and [v for v, _ in fields["sort"].values] == ["date", "title"]
    assert [v for v, _ in fields["period"].values] == ["c18", "c19"]  # "any" is the unsplit query
    assert [v for v, _ in fields["fmt"].values] == ["paper", "digital"]
    assert facet_count("Fiction (1 204)") == 1204 and facet_count("Fiction") is None


def test_page_size_names():
    for name in ("per_page", "perPage", "@pagesize", "page-size", "limit", "rows", "items_per_page"):
        assert is_page_size_name(name)
    for name in ("page", "q", "sort", "id", "num"):
        assert not is_page_size_name(name)
    assert is_page_size_name("num", strict=False)


def test_result_page_links_give_page_sizes_and_sort_orders():
    root = parse_text(fixture("results_links.html"), BASE + "find?q=mill")
    sizes, sorts = page_controls(root, BASE + "find?q=mill", "q")
    assert {(c.name, tuple(sorted(set(c.values))), c.free, c.source) for c in sizes} == {
        ("pagesize", (20, 50, 100), True, "link")
    }
    assert [(f.name, [v for v, _ in f.values]) for f in sorts] == [("sort", ["date", "title"])]


def test_a_display_form_next_to_the_results():
    root = parse_text(fixture("results_display_form.html"), BASE + "catalogue?kw=war")
    sizes, _ = page_controls(root, BASE + "catalogue?kw=war", "kw")
    assert [(c.name, c.values, c.source) for c in sizes] == [("n", [12, 24, 48], "page-form")]


def test_page_numbers_and_ids_are_not_page_sizes():
    html = """<html><body><p>Showing 1-10 of 300</p><ul><li><a href="/r/1">One</a></li></ul>
    <div class="pager"><a href="?q=x&page=2">2</a> <a href="?q=x&page=3">3</a> <a href="?q=x&page=10">10</a></div>
    <p><a href="?q=x&id=50">50</a> <a href="/item?ref=100">100 items</a></p></body></html>"""
    sizes, sorts = page_controls(parse_text(html, BASE), BASE + "?q=x", "q")
    assert sizes == [] and sorts == []


def test_an_argument_asking_for_the_largest_page_is_a_free_page_size():
    # Datasette names its _size only as _size=max, in its export link and the export form's hidden input
    html = """<html><body><h3>445 rows where search matches "x"</h3><table><tr><td><a href="/db/t/1">1</a></td></tr>
    </table><p><a href="/db/t.csv?_search=x&amp;_size=max">CSV</a></p>
    <form action="/db/t.csv"><input type="hidden" name="_search" value="x"><input type="hidden" name="_size"
    value="max"><input type="submit" value="Export CSV"></form></body></html>"""
    sizes, _ = page_controls(parse_text(html, BASE), BASE + "db/t?_search=x", "_search")
    assert {(c.name, tuple(c.values), c.free) for c in sizes} == {("_size", (), True)}
    assert {c.source for c in sizes} == {"link", "page-form"}
    assert asks_largest_page("per_page", "all") and asks_largest_page("limit", "MAX")
    # "all" for a name that needs a label to mean a page size is as often a filter ("show=all")
    assert not asks_largest_page("show", "all") and not asks_largest_page("size", "large")
    assert not asks_largest_page("q", "max") and not asks_largest_page("page", "max")


def test_a_free_size_without_a_number_is_probed_at_the_extra_sizes_largest_first():
    book = PlanBook()
    book.apply({"event": "candidate", "name": "_size", "values": [], "free": True, "source": "link"})
    book.apply({"event": "reference", "key": QueryPlan("empty", "").key, "text": "", "args": [], "count": 100})
    assert book.probe_queue() == [QueryPlan("pagesize", "", (("_size", str(n)),)).key for n in (1000, 500, 200)]


# -- verdicts: listings, probes -----------------------------------------------------------------


def test_a_please_enter_a_term_page_is_no_listing():
    html = fixture("empty_prompt.html")
    page = read_result_page(html, BASE + "find?q=", "", 1, keyword="q")
    keys = [r.detail_url or r.text for r in page.records]
    assert judge_listing(page, keys, asks_for_a_term("Search Please enter a search term.")) == "prompt"
    assert asks_for_a_term("Type what you are looking for.") and asks_for_a_term("The search query is empty")
    assert not asks_for_a_term("Showing 1-10 of 7,660 results. Enter the archive.")


def test_judge_listing():
    link = PageLink("GET", BASE + "find?q=&page=2")
    assert judge_listing(ResultPage(empty=True), []) == "empty"
    assert judge_listing(ResultPage(), []) == "no_records"
    assert judge_listing(ResultPage(total=None), ["a", "b"]) == "small"
    assert judge_listing(ResultPage(total=2), ["a", "b"], prompt=True) == "prompt"
    assert judge_listing(ResultPage(next_link=link), ["a", "b"]) == "listing"
    assert judge_listing(ResultPage(total=7660), ["a", "b"], prompt=True) == "listing"
    assert judge_listing(ResultPage(next_link=link), ["a", "b"], keyword="q") == "listing"  # the pager sends q
    calendar = PageLink("GET", BASE + "events?month=2024-02")  # the empty query sent back to the home page
    assert judge_listing(ResultPage(next_link=calendar), ["a", "b"], keyword="q") == "small"
    more = PageLink("POST", BASE + "find", body=b"q=&offset=20")
    assert judge_listing(ResultPage(next_link=more), ["a", "b"], keyword="q") == "listing"
    # Flask-Admin's pager leaves the empty search out: the same path as the result page that sent it
    pager = PageLink("GET", BASE + "admin/package/?page=1&page_size=50")
    here = BASE + "admin/package/?search="
    assert judge_listing(ResultPage(next_link=pager), ["a", "b"], keyword="search", url=here) == "listing"
    assert judge_listing(ResultPage(next_link=pager), ["a", "b"], keyword="search", url=BASE) == "small"
    assert judge_listing(ResultPage(next_link=calendar), ["a", "b"], keyword="q", url=BASE + "?q=") == "small"
    # DokuWiki: every page is doku.php; its tools form leaves the search (do=search), it does not page it
    tools = PageLink("GET", BASE + "doku.php?id=start&do=", kind="more-form")
    asked = BASE + "doku.php?do=search&id=start&q="
    assert judge_listing(ResultPage(next_link=tools), ["a", "b"], keyword="q", url=asked) == "small"
    paged = PageLink("GET", BASE + "doku.php?do=search&id=start&first=20")
    assert judge_listing(ResultPage(next_link=paged), ["a", "b"], keyword="q", url=asked) == "listing"


def test_a_probe_record_with_the_reference_values_is_the_reference_record():
    """Detail links that carry their page's state (Flask-Admin's ``url=…page_size%3D50``) differ on the probe."""
    link = "u:http://h/details/?id={}&url=%2Flist%2F%3Fpage_size%3D{}"
    ref = {"keys": [link.format(i, 50) for i in range(10)], "values": [f"h:{i}" for i in range(10)], "count": 10}
    probe = [link.format(i, 100) for i in range(20)]
    mapped = _as_reference(ref, probe, [f"h:{i}" for i in range(20)])
    assert mapped[:10] == ref["keys"] and mapped[10:] == probe[10:]
    assert judge_probe(ref["keys"], 10, probe, empty=False) == "different"  # by their links alone
    assert judge_probe(ref["keys"], 10, mapped, empty=False) == "accepted"
    other = _as_reference(ref, probe, [f"h:x{i}" for i in range(20)])  # other values: other records
    assert judge_probe(ref["keys"], 10, other, empty=False) == "different"
    assert _as_reference({"keys": ref["keys"]}, probe, ["h:0"] * 20) == probe  # a log written before "values"


def test_judge_probe():
    ref = [f"r{i}" for i in range(10)]
    more = ref + [f"r{i}" for i in range(10, 50)]
    assert judge_probe(ref, 10, more, empty=False) == "accepted"
    assert judge_probe(ref, 10, more[:5], empty=False) == "fewer"
    assert judge_probe(ref, 10, ref, empty=False) == "same_size"
    assert judge_probe(ref, 10, [f"x{i}" for i in range(50)], empty=False) == "different"
    assert judge_probe(ref, 10, [], empty=False) == "error"
    assert judge_probe(ref, 10, ["about", "contact", "help"], empty=False) == "error"  # an error page's chrome
    assert judge_probe(ref, 10, more, empty=True) == "error"


def test_choose_split_prefers_the_field_that_reaches_most_per_request():
    form = advanced_form()
    fields = split_fields(form, "q", exclude=frozenset({"rpp"}))
    field, matches = choose_split(fields, total=1649, reach=500, page_size=100, costs=(1.0, 1.0), match_all=True)
    assert field.name == "collection" and dict(matches) == {"maps": 1204, "letters": 388, "deeds": 57}
    only_sort = [f for f in fields if f.role == "sort"]
    field, matches = choose_split(only_sort, total=1649, reach=500, page_size=100, costs=(1.0, 1.0))
    assert field.name == "sort" and [m for _, m in matches] == [1649.0, 1649.0]
    assert choose_split(fields, total=520, reach=500, page_size=100, costs=(1.0, 1.0)) is not None
    assert choose_split([], total=1649, reach=500, page_size=100, costs=(1.0, 1.0)) is None


# -- requests: extra arguments --------------------------------------------------------------------


def test_request_for_sets_extra_arguments():
    form = advanced_form()
    template = query_template(form, form.field_named("q"))
    method, url, _, _ = template.request_for("old mill", (("collection", "maps"), ("rpp", "80"), ("fmt", "paper")))
    assert method == "GET"
    assert url == (
        "http://records.example/find?q=old+mill&collection=maps&sort=rel&period=any&rpp=80&view=list&fmt=paper"
    )
    assert (
        template.request_for("mill")[1]
        == "http://records.example/find?q=mill&collection=&sort=rel&period=any&rpp=40&view=list"
    )
    post = QueryTemplate("POST", BASE + "find", [("q", "{query}"), ("n", "10")], "q")
    _, _, body, _ = post.request_for("mill", (("n", "100"), ("cat", "a b")))
    assert body == b"q=mill&n=100&cat=a+b"


def test_a_query_keeps_its_arguments_on_its_next_pages():
    template = QueryTemplate("GET", BASE + "find?q={query}", [("q", "{query}")], "q").to_dict()
    key = QueryPlan("listing", "").key
    first = query_request("h", template, key, text="", extra=(("per_page", "100"),))
    assert first.url == BASE + "find?q=&per_page=100" and first.meta[meta.QUERY] == key
    second = next_page_request(PageLink("GET", BASE + "find?q=&page=2"), first.meta, 2)
    assert second.url == BASE + "find?q=&page=2&per_page=100" and second.meta[meta.ARGS] == [["per_page", "100"]]
    kept = next_page_request(PageLink("GET", BASE + "find?q=&page=2&per_page=100"), first.meta, 2)
    assert kept.url == BASE + "find?q=&page=2&per_page=100"


# -- the plan book -----------------------------------------------------------------------------------


def policy():
    return make_policy("adaptive", costs=(1.0, 1.0, 0.0))


def test_plan_book_asks_for_everything_then_probes_page_sizes_then_lists():
    book, p = PlanBook(), policy()
    empty, star = QueryPlan("empty", "").key, QueryPlan("empty", "*").key
    assert book.next_query(p) == empty
    book.mark_issued(empty)
    assert book.next_query(p) is None  # its first page is on its way
    book.apply({"event": "empty", "text": "", "key": empty, "verdict": "prompt"})
    assert book.next_query(p) == star
    book.mark_issued(star)
    page2 = PageLink("GET", BASE + "find?q=*&page=2").to_dict()
    book.apply({"event": "empty", "text": "*", "key": star, "verdict": "listing", "next": page2})
    assert book.is_match_all(star) and not book.is_match_all(empty)
    assert book.resume_link(QueryPlan("listing", "*").key) == page2  # at the site's size: from page 2 on
    book.apply({"event": "reference", "key": star, "text": "*", "args": [], "keys": list("abcdefghij"), "count": 10})
    book.apply({"event": "candidate", "name": "per_page", "values": [10, 50], "free": True, "source": "link"})
    book.apply({"event": "candidate", "name": "rows", "values": [10, 20, 100], "free": False, "source": "form"})
    queue = book.probe_queue()
    assert queue[:3] == [
        QueryPlan("pagesize", "*", (("per_page", "1000"),)).key,
        QueryPlan("pagesize", "*", (("per_page", "500"),)).key,
        QueryPlan("pagesize", "*", (("per_page", "200"),)).key,
    ]
    assert len(queue) == MAX_PAGE_SIZE_PROBES and QueryPlan("pagesize", "*", (("rows", "100"),)).key in queue
    for key in queue[:2]:
        book.mark_issued(key)
        book.apply({"event": "probe", "key": key, "verdict": "error"})
    accepted = queue[2]
    assert book.next_query(p) == accepted
    book.mark_issued(accepted)
    book.apply({"event": "probe", "key": accepted, "verdict": "accepted"})
    book.apply({"event": "pagesize", "name": "per_page", "value": 200, "records": 200})
    assert book.page_size == 200 and book.presentation == (("per_page", "200"),)
    assert book.next_query(p) == QueryPlan("listing", "*").key  # the listing, at the size chosen
    assert book.is_match_all(QueryPlan("listing", "*").key)
    assert book.resume_link(QueryPlan("listing", "*").key) is None  # from page 1, at the larger size
    assert book.request_args("war") == (("per_page", "200"),)
    assert book.request_args(QueryPlan("split", "war", (("cat", "7"),)).key) == (("per_page", "200"), ("cat", "7"))


def test_a_probe_of_other_records_drops_that_argument():
    book = PlanBook()
    book.apply({"event": "reference", "key": "war", "text": "war", "args": [], "keys": ["a", "b"], "count": 2})
    book.apply({"event": "candidate", "name": "n", "values": [2, 10, 20], "free": False, "source": "page-form"})
    book.apply({"event": "candidate", "name": "limit", "values": [5], "free": False, "source": "form"})
    first = book.probe_queue()[0]
    assert first == QueryPlan("pagesize", "war", (("n", "20"),)).key
    book.mark_issued(first)
    book.apply({"event": "probe", "key": first, "verdict": "different"})
    assert book.probe_queue() == [QueryPlan("pagesize", "war", (("limit", "5"),)).key]


def test_split_queries_compete_with_the_policy_and_learn_what_they_bring():
    book, p = PlanBook(), policy()
    for text in ("", "*"):
        key = QueryPlan("empty", text).key
        book.mark_issued(key)
        book.apply({"event": "empty", "text": text, "key": key, "verdict": "error"})
    values = [
        [QueryPlan("split", "", (("sort", "date"),)).key, 1000.0],
        [QueryPlan("split", "", (("sort", "title"),)).key, 1000.0],
    ]
    book.apply(
        {
            "event": "split",
            "parent": "p",
            "field": "sort",
            "total": 1000,
            "cap": 200,
            "text": "",
            "all": True,
            "values": values,
        }
    )
    date, title = values[0][0], values[1][0]
    assert book.next_query(p) == date  # the policy knows no term: any expected record beats it
    book.mark_issued(date)
    assert book.split_value(title, p) > 0
    before = book.split_value(title, p)
    book.observe(QueryPlan("split", "x", (("sort", "title"),)).key, returned=200, new=0)
    assert book.split_value(title, p) < before / 2  # a sort order that brought nothing is worth less
    p._next_best = 1e9  # a term the policy expects to bring more per request than any split
    assert book.next_query(p) is None


def test_harvest_issues_plan_queries_first_and_its_policy_never_sees_them():
    state = MemoryState()
    harvest = Harvest(state, lambda bootstrap: make_policy("adaptive", seeds=["war"]), namespace="h")
    harvest.set_target({"method": "GET", "url": BASE + "find?q={query}", "formdata": [], "keyword": "q"})
    key = harvest.next_query()
    assert key == QueryPlan("empty", "").key and key not in harvest.policy.issued
    harvest.plans.record({"event": "empty", "text": "", "key": key, "verdict": "listing"})
    harvest.plans.record({"event": "listing", "key": key})
    harvest.page(key, ["r1", "r2"], [{"alpha"}, {"beta"}], [{"key": "r1"}, {"key": "r2"}], reported_total=2)
    report = harvest.end_query(key, "last_page")
    assert report["records"] == 2 and report["new_records"] == 2
    assert harvest.next_query() == "war"  # the plan queries are done: the policy's terms
    assert harvest.policy.num_docs == 2 and harvest.policy.sample_df("alpha") == 1
    # Another worker (or a resumed crawl) rebuilds the same book from the state's logs.
    again = Harvest(state, lambda bootstrap: make_policy("adaptive", seeds=["war"]), namespace="h")
    assert again.plans.listing == key and key in again.plans.issued and again.plans.is_match_all(key)
    assert key not in again.policy.issued and "war" in again.policy.issued
    outcome = next(o for o in state.read(again.OUTCOMES) if o["term"] == key)
    assert outcome["match_all"] is True and outcome["reported_total"] == 2


def test_a_structured_stop_word_probe_is_judged_from_the_state_alike_by_every_worker():
    """``title=the`` on a form without a keyword box: its records hold "the", so stop words are candidates."""
    state = MemoryState()

    def policy(bootstrap):
        return make_policy("adaptive", stop_word_probe=True)

    harvest = Harvest(state, policy, namespace="h")
    harvest.set_target({"method": "GET", "url": BASE + "find", "formdata": [], "keyword": ""})
    key = QueryPlan("struct", "", (("title", "the"),)).key
    assert harvest.claim_query(key)
    texts = [{"the", "sea", "and"}, {"the", "moon", "of"}, {"the", "sky"}]
    harvest.page(key, ["r1", "r2", "r3"], texts, [{"key": k} for k in ("r1", "r2", "r3")], reported_total=3)
    harvest.end_query(key, "last_page")
    assert harvest.policy.stop_words_probed and harvest.policy.stop_words_indexed
    again = Harvest(state, policy, namespace="h")  # another worker, or a resumed crawl
    assert again.policy.stop_words_indexed and again.policy.select() == harvest.policy.select()
    again.policy.mark_issued("the")  # the commonest candidate now; then the other stop words compete
    assert again.policy.select() in {"and", "of", "sea", "moon", "sky"}
