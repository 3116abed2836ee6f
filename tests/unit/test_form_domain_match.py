"""Field labels and field↔attribute matching on real multi-field forms (issue 16, Álvarez §III.4.1–4.3).

The test bed's forms saved under ``benchmarks/data/forms`` and their labels in
``benchmarks/data/forms_labelled.json``; the domains of ``benchmarks/data/domains.json``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hiddenweb.domain import load_domain
from hiddenweb.forms import classify_form, parse_forms
from hiddenweb.forms.fields import prompt_option
from hiddenweb.forms.model import Field, Form
from hiddenweb.forms.relevance import attribute_relevance, match_inputs

DATA = Path(__file__).parent.parent.parent / "benchmarks" / "data"
DOMAINS = {d["name"]: load_domain(d) for d in json.loads((DATA / "domains.json").read_text("utf-8"))["domains"]}


def saved_form(page: str, index: int) -> Form:
    forms = parse_forms((DATA / "forms" / page).read_bytes(), "http://127.0.0.1/", "utf-8")
    return next(f for f in forms if f.index == index)


def test_roundup_search_form_labels_and_issue_attributes() -> None:
    form = saved_form("roundup-issue-search.html", 3)
    labels = {f.name: f.label for f in form.fields if f.name and f.type != "checkbox"}
    assert labels["title"] == "Title:" and labels["status"] == "Status:" and labels["priority"] == "Priority:"
    # A radio group filling a table column is labelled by the column's header, not by its first button.
    assert labels["@sort"] == "Sort on" and labels["@group"] == "Group on"
    score, matched = attribute_relevance(DOMAINS["issues"], form)
    assert matched["title"] == "title" and matched["status"] == "status" and matched["priority"] == "priority"
    assert matched["keyword"] == "keyword"  # not "@sort", whose *buttons* read "keyword"
    assert "@sort" not in matched and "@group" not in matched
    assert score > DOMAINS["issues"].threshold
    assert classify_form(form).type == "search"
    for other in ("cars", "packages", "people"):
        assert not DOMAINS[other].is_relevant(DOMAINS[other].match(match_inputs(form)).values()), other


def test_mediawiki_namespace_checkboxes_are_values_of_namespace() -> None:
    form = saved_form("mediawiki-advanced-search.html", 0)
    inputs = match_inputs(form)
    talk = next(v for k, v in inputs.items() if k.endswith(":ns1"))
    assert talk == (["Talk", "ns1"], ["Talk"])  # a checkbox's label is the value it adds
    wiki = DOMAINS["wiki"]
    matches = wiki.match(inputs)
    assert "namespace" in {m.attribute for m in matches.values()}
    assert wiki.is_relevant(matches.values())


def test_select_prompt_option_labels_a_select_only_when_it_names_something() -> None:
    def select(*options: tuple[str, str]) -> Field:
        return Field(name="s", type="select", options=list(options))

    assert prompt_option(select(("0", "Mærke (alle)"), ("3", "Audi"))) == "Mærke (alle)"
    assert prompt_option(select(("", "Any Make"), ("ford", "Ford"))) == "Any Make"
    assert prompt_option(select(("y", "Year..."), ("2015", "2015"))) == "Year..."
    assert prompt_option(select(("1", "Personbil"), ("2", "Varebil"))) == ""  # a value like the others
    assert prompt_option(select(("", "any"), ("ford", "Ford"))) == ""  # names nothing
    assert prompt_option(select(("", "--- choose one ---"))) == ""
    html = '<form><select name="make"><option value="">Any make</option><option>Ford</option></select></form>'
    assert parse_forms(html, "https://cars.example/")[0].fields[0].label == "Any make"


def test_label_holding_an_alias_matches_and_names_are_split() -> None:
    people, cars = DOMAINS["people"], DOMAINS["cars"]
    assert people.similarity("first_name", ["Ancestor's First Name"]) >= people.match_threshold
    assert cars.similarity("year", ["YearFrom"]) < cars.match_threshold  # the raw name alone does not
    form = Form(
        url="https://cars.example/", action="https://cars.example/s", fields=[Field(name="YearFrom", type="text")]
    )
    assert match_inputs(form)["0:YearFrom"][0] == ["year from"]
    assert cars.match(match_inputs(form))["0:YearFrom"].attribute == "year"
    # Equal words only: "Publicado por" holds no PUBLICATION.
    articles = DOMAINS["articles"]
    assert articles.similarity("journal", ["Publicado por:"]) < articles.match_threshold


@pytest.mark.parametrize("name", ["cars", "posts", "issues", "wiki"])
def test_a_login_form_is_relevant_to_no_domain(name: str) -> None:
    login = saved_form("roundup-issue-search.html", 2)
    assert classify_form(login).type == "login"
    assert attribute_relevance(DOMAINS[name], login)[0] <= DOMAINS[name].threshold


@pytest.mark.parametrize(
    ("page", "index"),
    [
        ("roundup-issue-index.html", 3),  # no text box: Sort on / Group on selects, "Redisplay"
        ("flaskadmin-package-filters.html", 1),  # list filters: operation selects and values, "Apply"
        ("roundup-issue-search.html", 3),  # the custom query: filters, columns, sort and group
        ("mediawiki-advanced-search.html", 0),  # namespace checkboxes
    ],
)
def test_structured_search_forms_are_search_forms(page: str, index: int) -> None:
    verdict = classify_form(saved_form(page, index))
    assert verdict.type == "search"
    assert verdict.search_probability > 0.5


def test_structured_shapes_do_not_make_order_or_delete_forms_searchable() -> None:
    pages = Path(__file__).parent.parent / "pages" / "forms"
    checkout = parse_forms((pages / "checkout.html").read_bytes(), "https://shop.example/checkout")
    assert [classify_form(f).type for f in checkout] == ["order", "order"]
    delete = parse_forms((pages / "delete_account.html").read_bytes(), "https://shop.example/account")
    assert [classify_form(f).type for f in delete] == ["delete"]
    # A filter-shaped form that deletes is still a delete form (the safety veto comes first).
    html = (
        '<form action="/admin/users/delete" method="post"><select name="sort"><option value="">any</option>'
        '</select><select name="status"><option>all</option></select><input type="submit" value="Delete"></form>'
    )
    assert classify_form(parse_forms(html, "https://shop.example/admin")[0]).type == "delete"
