"""Structured query plans (issue 16): a form's inputs, ISIT's informativeness, refinements, record checks.

End-to-end crawls: ``tests/crawl/test_structured.py``.
"""

from __future__ import annotations

from hiddenweb.domain import load_domain
from hiddenweb.forms import assess, choose_search_form, parse_forms, query_template
from hiddenweb.harvest.plans import PlanBook, QueryPlan, is_listing
from hiddenweb.harvest.structured import (
    Input,
    StructuredPlanner,
    check_record,
    column_of,
    dependent_selects,
    form_inputs,
    uses_structured,
)
from hiddenweb.harvest.targets import read_start_page
from hiddenweb.querying.policies import make_policy
from tests.sites.dependent import CHAIN, ChainCarSite
from tests.sites.structured import MAKES, BookFieldsSite, CarSite, DependentCarSite

BASE = "http://cars.example/find-a-car"
LOGIN = """<form method="get" action="/login"><select name="realm"><option>staff</option><option>users</option></select>
<input name="user"><input type="password" name="pw"><button>Sign in</button></form>"""
POST_FILTER = """<form method="post" action="/search"><select name="cat"><option>a</option><option>b</option></select>
<button>Search</button></form>"""


def car_page() -> str:
    return f"<html><body>{CarSite().search_form()}</body></html>"


def car_form():
    return next(f for f in parse_forms(car_page(), BASE) if f.action.endswith("/cars"))


def car_template() -> dict:
    return query_template(car_form(), None).to_dict()


def test_inputs_of_a_form_without_a_keyword_box():
    """Selects without their "any" value, a required select, and a min/max pair as one range."""
    inputs = {i.name: i for i in form_inputs(car_form())}
    assert set(inputs) == {"mk", "md", "yr", "pmin"}
    assert inputs["mk"].required and inputs["mk"].kind == "bounded" and len(inputs["mk"].values) == 8
    assert "" not in dict(inputs["md"].values) and len(inputs["yr"].values) == 12  # "Any model", "Any year" out
    assert inputs["pmin"].kind == "range" and inputs["pmin"].upper == "pmax" and inputs["pmin"].vtype == "price"
    assert inputs["mk"].label == "Make"  # the table cell beside the field


def test_a_form_without_a_keyword_box_is_chosen_only_for_structured_plans():
    body = car_page().encode()
    assert read_start_page(body, BASE).template is None  # plan=keyword: as before
    page = read_start_page(body, BASE, structured=True)
    assert page.template is not None and page.keyword == "" and page.template["keyword"] == ""
    assert "{query}" not in page.template["url"]


def test_structured_choice_never_admits_login_or_post_forms():
    """A keywordless GET login form, a POST filter form: never chosen (a POST needs a keyword box's probe)."""
    forms = [assess(f) for f in parse_forms(f"<html><body>{LOGIN}{POST_FILTER}</body></html>", BASE)]
    assert choose_search_form(forms, structured=True) is None


def test_a_form_with_a_keyword_box_still_wins():
    html = f"<html><body>{CarSite().search_form()}{BookFieldsSite().search_form()}</body></html>"
    chosen = choose_search_form([assess(f) for f in parse_forms(html, BASE)], structured=True)
    assert chosen is not None and chosen.keyword is not None and chosen.keyword.name == "title"


def test_the_plan_rule():
    text, bounded = Input("author", "text", "Author"), Input("cat", "bounded", "Category", (("a", "A"), ("b", "B")))
    assert not uses_structured("keyword", "", [bounded], [])
    assert uses_structured("auto", "", [bounded], [])  # no keyword box
    assert not uses_structured("auto", "q", [bounded], [])  # bounded beside a keyword box: split plans
    assert uses_structured("auto", "q", [bounded], [{"author": "x"}])  # the user's tuples
    assert uses_structured("auto", "title", [text], [])  # another text box: per-attribute candidates
    assert uses_structured("structured", "q", [bounded], [])


def test_struct_plan_keys_round_trip_and_are_no_listing():
    plan = QueryPlan("struct", "", (("mk", "Ford"), ("md", "Focus")))
    assert plan.key == "plan:struct::mk=Ford&md=Focus"
    assert QueryPlan.from_key(plan.key) == plan and not is_listing(plan.key)


def test_columns_and_record_checks():
    inputs = form_inputs(car_form())
    make, price = inputs[0], inputs[3]
    assert column_of(make, ["stock_no", "make", "model"]) == "make"
    assert column_of(price, ["model", "price", "mileage"]) == "price"
    assert column_of(make, ["model", "year"]) is None
    args = (("mk", "Ford"), ("md", "Focus"), ("pmin", "5000"), ("pmax", "9999"))
    assert check_record(args, inputs, {"make": "Ford", "model": "Focus", "price": "€7,100"}) == (3, 0)
    assert check_record(args, inputs, {"make": "Kia", "model": "Focus", "price": "€12,100"}) == (3, 2)
    assert check_record(args, inputs, {"stock_no": "C1"}) == (0, 0)  # nothing to check against


def _book_with(events: list[dict], ended: list[tuple[str, int, int, bool, int]]) -> PlanBook:
    book = PlanBook()
    for event in events:
        book.apply(event)
    for key, returned, new, capped, total in ended:
        book.mark_issued(key)
        book.observe(key, returned, new, capped, total)
    return book


def test_isit_samples_a_template_then_enumerates_it_when_informative():
    planner = StructuredPlanner(car_template())
    policy = make_policy("adaptive")
    book = PlanBook()
    first = planner.next_key(book, policy)
    sample = []
    while first is not None and len(sample) < 3:
        sample.append(first)
        book.mark_issued(first)
        first = planner.next_key(book, policy)
    assert first is None and len(sample) == 3  # the sample's outcome decides
    assert all(k.startswith("plan:struct::mk=") for k in sample)
    for n, key in enumerate(sample):
        book.apply({"event": "struct", "key": key, "sig": f"sig{n}"})
        book.observe(key, 10, 10, False, 10)
    rest = []
    while (key := planner.next_key(book, policy)) is not None:
        rest.append(key)
        book.mark_issued(key)
    assert len(rest) == 5 and not set(rest) & set(sample)  # the other makes


def test_an_uninformative_template_is_not_enumerated():
    planner = StructuredPlanner(car_template())
    policy = make_policy("adaptive")
    book = PlanBook()
    for _ in range(3):
        key = planner.next_key(book, policy)
        assert key is not None
        book.mark_issued(key)
        book.apply({"event": "struct", "key": key, "sig": "empty"})
        book.observe(key, 0, 0, False, None)
    assert planner.next_key(book, policy) is None


def test_a_capped_query_is_refined_by_the_values_its_records_showed():
    planner = StructuredPlanner(car_template())
    parent = QueryPlan("struct", "", (("mk", "Ford"),)).key
    columns = {"event": "columns", "key": parent, "new": {}, "all": {"model": ["Focus", "Kuga", "Focus", "Fiesta"]}}
    book = _book_with([columns, {"event": "struct", "key": parent, "sig": "a"}], [(parent, 50, 50, True, 109)])
    for key in planner._ordered(book, make_policy("adaptive")):
        book.mark_issued(key)
    children = sorted(k for k in book.issued if k.startswith(parent + "&"))
    assert children == [parent + "&md=Fiesta", parent + "&md=Focus", parent + "&md=Kuga"]


def test_domain_tuples_map_onto_the_matched_fields():
    domain = load_domain(
        {
            "name": "cars",
            "attributes": [{"name": "make", "aliases": ["make", "brand"]}, {"name": "model", "aliases": ["model"]}],
            "examples": [{"make": "Kia", "model": "Ceed"}],
        }
    )
    planner = StructuredPlanner(car_template(), domain, [{"make": "honda"}])
    keys = list(planner._domain_queries())
    assert keys == ["plan:struct::mk=Kia&md=Ceed", "plan:struct::mk=Honda"]
    assert planner.next_key(PlanBook(), make_policy("adaptive")) == keys[0]


def test_a_domain_that_matches_no_field_is_said_once(caplog):
    domain = load_domain({"name": "films", "attributes": [{"name": "director"}], "examples": [{"director": "x"}]})
    planner = StructuredPlanner(car_template(), domain)
    assert list(planner._domain_queries()) == []
    assert "matches no field" in caplog.text


def test_a_tuple_without_a_required_value_is_not_issued(caplog):
    caplog.set_level("INFO")
    domain = load_domain({"name": "cars", "attributes": [{"name": "model", "aliases": ["model"]}]})
    planner = StructuredPlanner(car_template(), domain, [{"model": "Focus"}])
    assert list(planner._domain_queries()) == [] and list(planner._domain_queries()) == []
    assert caplog.text.count("sets no value of the required field(s) ['mk']") == 1


def test_presentation_and_paging_controls_are_no_inputs():
    html = """<form method="get" action="/issue"><input name="@search_text"><input name="title">
<select name="@columns"><option>id</option><option>title</option></select>
<select name="@group"><option>priority</option><option>status</option></select>
<input name="@startwith" value="0"><input name="@pagesize" value="50"><input name="id">
<select name="status"><option value="">-</option><option value="1">open</option><option value="2">closed</option></select>
<button>Search</button></form>"""
    [form] = parse_forms(html, "http://tracker.example/issue")
    inputs = {i.name: i for i in form_inputs(form, "@search_text")}
    assert set(inputs) == {"title", "id", "status"}
    assert inputs["id"].vtype == "code" and inputs["title"].kind == "text"


def test_tuples_without_a_domain_map_onto_the_fields_named_like_their_attributes():
    planner = StructuredPlanner(car_template(), None, [{"make": "Ford", "year": "2015"}, {"colour": "red"}])
    assert list(planner._domain_queries()) == ["plan:struct::mk=Ford&yr=2015"]


def book_template() -> dict:
    """The book search's form as a form without a keyword box (author, title: text; ISBN: an identifier)."""
    html = f"<html><body>{BookFieldsSite().search_form()}</body></html>"
    form = next(f for f in parse_forms(html, "http://books.example/search") if f.action.endswith("/results"))
    return query_template(form, None).to_dict()


def test_without_a_keyword_box_the_stop_word_probe_goes_into_each_text_field_until_one_brings_records():
    planner = StructuredPlanner(book_template(), mode="structured")
    policy, book = make_policy("adaptive", stop_word_probe=True), PlanBook()
    first = planner.next_key(book, policy)
    assert first == "plan:struct::author=the"
    book.mark_issued(first)
    assert planner.next_key(book, policy) == "plan:struct::title=the"  # the ISBN box: an identifier, never
    policy.stop_words_probed = True  # judged (policy.observe_plan): no more probes
    assert planner.next_key(book, policy) is None  # no record yet: no column words
    assert StructuredPlanner(book_template()).next_key(PlanBook(), make_policy("adaptive")) is None  # probe off


def test_per_attribute_stop_words_only_once_the_site_is_known_to_index_them():
    planner = StructuredPlanner(book_template(), mode="structured")
    titles = ["The Sea and the Moon", "On the Moon", "Songs of the Sea", "The Moon"]
    book = _book_with([{"event": "columns", "key": "the", "new": {"Title": titles}}], [])
    policy = make_policy("adaptive")
    for title in titles:
        policy.observe_document(set(title.lower().split()))
    words = lambda: {QueryPlan.from_key(k).args[0][1] for k in planner._per_attribute(book, policy)}  # noqa: E731
    assert words() == {"sea", "moon", "songs"}
    policy.stop_words_indexed = True  # the probe's records held it
    assert words() == {"sea", "moon", "songs", "the", "and", "on", "of"}  # two letters too


# -- dependent selects: options a script fills once their parent is chosen -----------------------------
def dependent_page() -> str:
    return f"<html><body>{DependentCarSite().search_form()}</body></html>"


def dependent_form():
    return next(f for f in parse_forms(dependent_page(), BASE) if f.action.endswith("/cars"))


def test_a_select_empty_in_the_markup_after_one_with_values_is_dependent():
    pairs = [(child.name, parent.name) for child, parent in dependent_selects(dependent_form())]
    assert pairs == [("md", "mk")]
    assert dependent_selects(car_form()) == []  # every select has its values in the markup
    assert dependent_selects(None) == []
    lone = parse_forms('<form action="/s"><select name="md"><option value="">Any</option></select></form>', BASE)[0]
    assert dependent_selects(lone) == []  # no select before it to depend on


def test_the_start_page_says_whether_it_has_scripts():
    assert read_start_page(dependent_page().encode(), BASE, structured=True).scripted
    assert not read_start_page(car_page().encode(), BASE, structured=True).scripted


def test_without_its_options_read_a_dependent_select_is_no_input():
    assert "md" not in {i.name for i in form_inputs(dependent_form())}


def _dependent_template() -> dict:
    options = {make: [["", "Any model"], *([m, m] for m in models)] for make, models in MAKES.items()}
    template = query_template(dependent_form(), None).to_dict()
    return {**template, "dependent": {"md": {"parent": "mk", "options": options}}}


def test_the_options_read_per_parent_value_make_a_dependent_input():
    model = {i.name: i for i in form_inputs(dependent_form(), "", _dependent_template()["dependent"])}["md"]
    assert model.kind == "bounded" and model.parent == "mk" and model.label == "Model"
    assert len(model.values) == sum(len(m) for m in MAKES.values())  # "Any model" left out
    assert [v for v, _ in model.values_under("Ford")] == list(MAKES["Ford"])
    assert model.values_under("Tesla") is None  # not read: unknown, not none


def test_a_capped_query_is_refined_by_every_model_of_its_make_the_page_offers():
    """Not only the models its records showed: the dependent select's options under the make queried."""
    planner = StructuredPlanner(_dependent_template())
    parent = QueryPlan("struct", "", (("mk", "Ford"),)).key
    columns = {"event": "columns", "key": parent, "new": {}, "all": {"model": ["Focus", "Kuga"]}}
    book = _book_with([columns, {"event": "struct", "key": parent, "sig": "a"}], [(parent, 50, 50, True, 109)])
    for key in planner._ordered(book, make_policy("adaptive")):
        book.mark_issued(key)
    children = sorted(k for k in book.issued if k.startswith(parent + "&"))
    assert children == sorted(f"{parent}&md={m}" for m in MAKES["Ford"])
    assert not any(k.startswith("plan:struct::md=") for k in book.issued)  # never without its make


# -- a chain of dependent selects: make → model → trim ----------------------------------------------------
def chain_form():
    page = f"<html><body>{ChainCarSite().search_form()}</body></html>"
    return next(f for f in parse_forms(page, BASE) if f.action.endswith("/cars"))


def test_a_select_empty_after_a_dependent_one_depends_on_it():
    pairs = [(child.name, parent.name) for child, parent in dependent_selects(chain_form())]
    assert pairs == [("md", "mk"), ("tr", "md")]  # the trim after the model, not after the make


def _chain_template() -> dict:
    template = query_template(chain_form(), None).to_dict()
    models = {"parents": ["mk"], "under": [[[mk], [["", "Any"], *([m, m] for m in CHAIN[mk])]] for mk in CHAIN]}
    trims = {
        "parents": ["mk", "md"],
        "under": [[[mk, md], [[t, t] for t in trims]] for mk in CHAIN for md, trims in CHAIN[mk].items()],
    }
    return {**template, "dependent": {"md": models, "tr": trims}}


def test_a_trim_is_queried_under_its_make_and_model_only():
    planner = StructuredPlanner(_chain_template())
    trim = planner.by_name["tr"]
    assert trim.parents == ("mk", "md") and trim.parent == "md"
    assert [v for v, _ in trim.values_under({"mk": "Ford", "md": "Focus"})] == list(CHAIN["Ford"]["Focus"])
    capped = QueryPlan("struct", "", (("mk", "Ford"), ("md", "Focus"))).key
    book = _book_with([{"event": "struct", "key": capped, "sig": "a"}], [(capped, 35, 20, True, 109)])
    children = sorted(k for k in planner._refinements(book) if k.startswith(capped + "&"))
    assert children == sorted(f"{capped}&tr={t}" for t in CHAIN["Ford"]["Focus"])
    make_only = QueryPlan("struct", "", (("mk", "Ford"),)).key
    book = _book_with([{"event": "struct", "key": make_only, "sig": "a"}], [(make_only, 117, 20, True, 109)])
    assert not any("tr=" in k for k in planner._refinements(book))  # never a trim without its model


def test_a_capped_trim_query_is_refined_further_the_chain_counting_as_one_input():
    """Make, model and trim narrow one choice: a capped query on all three may still be split by year."""
    planner = StructuredPlanner(_chain_template())
    capped = QueryPlan("struct", "", (("mk", "Ford"), ("md", "Focus"), ("tr", "Zetec"))).key
    columns = {"event": "columns", "key": capped, "new": {}, "all": {"year": ["2015", "2019", "2021"]}}
    book = _book_with([columns, {"event": "struct", "key": capped, "sig": "a"}], [(capped, 10, 10, True, 14)])
    assert sorted(k for k in planner._refinements(book)) == [f"{capped}&yr={y}" for y in ("2015", "2019", "2021")]
