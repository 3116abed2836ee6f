"""Field↔attribute matching and form relevance that hold beyond the forms they were made on (issue 16).

Each test is one rule of :mod:`hiddenweb.forms.relevance` / :mod:`hiddenweb.domain`
on a small form written for it: checkbox groups as values, name affixes,
the shipped multilingual aliases, generic attributes.
"""

from __future__ import annotations

from typing import Any

from hiddenweb.domain import Domain, generic_words, load_domain, multilingual_aliases
from hiddenweb.forms import parse_forms
from hiddenweb.forms.fields import MAX_OPTIONS as PARSED_OPTIONS
from hiddenweb.forms.model import Form
from hiddenweb.forms.relevance import (
    MAX_OPTIONS,
    attribute_relevance,
    form_is_relevant,
    match_inputs,
    match_name_words,
)

POSTS: dict[str, Any] = {
    "name": "posts",
    "attributes": [
        {"name": "text", "aliases": ["keywords", "search"], "specificity": 0.1},
        {"name": "author", "aliases": ["author", "user name"], "specificity": 0.4},
        {"name": "date", "aliases": ["date", "posted since"], "specificity": 0.2},
        {"name": "forum", "aliases": ["forum", "this forum only"], "specificity": 0.8},
    ],
}


def domain_of(domain: str, **attributes: tuple[list[str], float]) -> Domain:
    """A domain of attributes given as ``attribute=(aliases, specificity)``."""
    attrs = [{"name": a, "aliases": al, "specificity": e} for a, (al, e) in attributes.items()]
    return load_domain({"name": domain, "attributes": attrs})


def form_of(body: str) -> Form:
    html = f"<html><body><form action='/search' method='get'>{body}<input type=submit value=Go></form></body></html>"
    return parse_forms(html.encode(), "http://example.com/", "utf-8")[0]


def labels_of(form: Form) -> dict[str, str]:
    return {f.name: f.label for f in form.fields}


def matched(domain: Domain, form: Form) -> dict[str, str]:
    return attribute_relevance(domain, form)[1]


def test_a_checkbox_group_of_content_types_is_values_not_attributes() -> None:
    """vBulletin's "Search Types": Posts, Forums — where to search, not a forum field."""
    posts = load_domain(POSTS)
    group = form_of(
        "Keywords: <input name=query> Search Types: "
        "<input type=checkbox name='type[]' value=1> Posts "
        "<input type=checkbox name='type[]' value=3> Forums "
        "<input type=checkbox name='type[]' value=7> Groups"
    )
    assert "type[]" not in matched(posts, group)
    # A single checkbox that names the attribute it restricts still matches it.
    single = form_of("Keywords: <input name=query> <input type=checkbox name=nodes value=1> Search this forum only")
    assert matched(posts, single)["nodes"] == "forum"


def test_name_affixes_are_dropped_before_names_are_compared() -> None:
    assert match_name_words("searchdate") == ["date"]
    assert match_name_words("txtKeyword") == ["keyword"]
    assert match_name_words("searchuser") == ["user"]
    assert match_name_words("q") == ["q"]  # a name of stop words only keeps them
    assert match_name_words("boxer") == ["boxer"]  # too little left once "box" is dropped
    posts = load_domain(POSTS)
    form = form_of(
        "Keywords: <input name=query> <select name=searchdate><option value=0>Any Date</option>"
        "<option value=7>A Week Ago</option></select>"
    )
    assert matched(posts, form)["searchdate"] == "date"  # Jaro-Winkler put "searchdate" next to "search"


def test_shipped_aliases_match_labels_in_other_languages() -> None:
    spec: dict[str, Any] = {
        "name": "cars",
        "attributes": [
            {"name": "make", "aliases": ["make"], "specificity": 0.9},
            {"name": "price", "aliases": ["price"], "specificity": 0.3},
            {"name": "year", "aliases": ["year"], "specificity": 0.3},
        ],
    }
    form = form_of(
        "<label for=m>Marque</label><input id=m name=a1> <label for=p>Preis</label><input id=p name=a2> "
        "<label for=y>Год</label><input id=y name=a3>"
    )
    assert matched(load_domain(spec), form) == {"a1": "make", "a2": "price", "a3": "year"}
    assert matched(load_domain({**spec, "multilingual": False}), form) == {}
    assert "mærke" in multilingual_aliases()["brand"]  # a concept's English words share its aliases


def test_generic_attributes_alone_make_no_form_relevant() -> None:
    """Keyword, date, price, place and category boxes fit a search form of any domain."""
    jobs = domain_of(
        "jobs",
        text=(["keywords"], 0.3),
        category=(["category"], 0.4),
        location=(["location"], 0.3),
        date=(["date"], 0.3),
        salary=(["salary"], 0.8),
    )
    assert {"keywords", "date", "price", "location", "category"} <= generic_words()
    events = form_of(
        "Keywords <input name=kw> Category <select name=cat><option>Music</option><option>Theatre</option></select> "
        "Location <input name=loc> Date <input name=d>"
    )
    matches = jobs.match(match_inputs(events)).values()
    assert jobs.relevance(matches) > jobs.threshold and not jobs.is_relevant(matches)
    offers = form_of("Keywords <input name=kw> Location <input name=loc> Salary <input name=sal>")
    assert jobs.is_relevant(jobs.match(match_inputs(offers)).values())
    # A domain of generic attributes only is judged by the sum alone.
    plain = load_domain({"name": "any", "attributes": [{"name": "date", "specificity": 1.0}]})
    assert plain.is_relevant(plain.match(match_inputs(form_of("Date <input name=d>"))).values())


def test_a_worded_first_option_over_numbers_labels_the_select() -> None:
    """bilbasen's "Pris (til)" over "1 kr", "10.000 kr": its value (10000000) is the range's far end."""
    form = form_of(
        "<select name=PriceTo><option value=10000000>Pris (til)</option><option value=1>1 kr</option>"
        "<option value=10000>10.000 kr</option><option value=25000>25.000 kr</option></select>"
        "<select name=Body><option value=1>Sedan</option><option value=2>Coupé</option>"
        "<option value=3>Van</option></select>"
    )
    labels = labels_of(form)
    assert labels["PriceTo"] == "Pris (til)"
    assert labels["Body"] == ""  # a first option that is a value like the others labels nothing


def test_a_text_of_the_fieldset_before_does_not_label_a_control() -> None:
    """bilbasen's "Nulstil" (reset) link ends the fieldset before the make select, which names itself."""
    form = form_of(
        "<fieldset><input type=radio name=n value=a> All <a href='#'>Nulstil</a></fieldset>"
        "<fieldset><div><select name=Make><option value=0>Mærke (alle)</option><option>Audi</option>"
        "<option>BMW</option></select></div></fieldset>"
        "<fieldset><legend>Price</legend><input name=price></fieldset>"
    )
    labels = labels_of(form)
    assert labels["Make"] == "Mærke (alle)"
    assert labels["price"] == "Price"  # the fieldset's own legend still labels it


def test_a_small_form_of_a_specific_attribute_is_relevant() -> None:
    """Flask-Admin's filter form: two boxes for SECTION (0.8) cannot sum to μ = 0.9; μ scales with the form."""
    packages = domain_of("packages", name=(["package name"], 0.4), section=(["section"], 0.8))
    small = form_of(
        "<input value=equals> Section <input name=flt0_2> <select><option>contains</option></select> "
        "Section <input name=flt1_0>"
    )
    inputs = match_inputs(small)
    assert all(key.split(":", 1)[1] for key in inputs)  # a control without a name sends nothing: not matched
    assert form_is_relevant(packages, small)
    assert not packages.is_relevant(packages.match(inputs).values())  # without the form's size: 0.8 < 0.9
    # A one-box keyword form stays irrelevant: its attribute says nothing specific.
    keyword = load_domain({**POSTS, "name": "posts"})
    assert not form_is_relevant(keyword, form_of("Keywords: <input name=query>"))


def test_a_select_of_thousands_of_options_is_matched_on_a_bounded_part() -> None:
    """Bad input: a 20,000-option select keeps its first 1,000 options, and at most MAX_OPTIONS are compared."""
    options = "".join(f"<option value={n}>Place {n}</option>" for n in range(20_000))
    form = form_of(f"Town <select name=town><option value=''>Any town</option>{options}</select>")
    [town] = [f for f in form.fields if f.name == "town"]
    assert len(town.options) == PARSED_OPTIONS
    [(_texts, values)] = match_inputs(form).values()
    assert values is not None and len(values) == MAX_OPTIONS
    places = load_domain(
        {
            "name": "places",
            "attributes": [{"name": "place", "aliases": ["municipality"], "values": ["Place 3", "Place 7"]}],
        }
    )
    assert matched(places, form) == {"town": "place"}  # by its values, among the part compared


def test_a_domain_that_matches_no_field_gives_no_match_and_no_relevance() -> None:
    """The harvest then says so and keeps to the keyword plan (``hiddenweb.harvest.structured``)."""
    films = load_domain({"name": "films", "attributes": [{"name": "director", "specificity": 1.0}]})
    form = form_of(
        "Keywords: <input name=query> Year <select name=y><option>2020</option><option>2021</option></select>"
    )
    assert attribute_relevance(films, form) == (0.0, {})
    assert not form_is_relevant(films, form)


def test_a_collapsed_panel_labels_its_own_controls_only() -> None:
    """An "Advanced search" or amenities panel hidden until a click: its texts label its controls, not visible ones."""
    form = form_of(
        "<ul style='display:none'><li><input type=checkbox name=pool> <label for=Pool>Piscine</label></li>"
        "<li>Salary <input name=salary></li><li>Help text that labels nothing outside</li></ul>"
        "<input name=town>"
    )
    labels = labels_of(form)
    assert labels["pool"] == "Piscine" and labels["salary"] == "Salary"
    assert labels["town"] == ""  # the panel's last text is hidden: it does not label the visible box after it
