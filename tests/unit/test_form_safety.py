"""State-changing forms are never submitted; POST forms must show they search (issue #12, defect 1)."""

from __future__ import annotations

import pytest

from hiddenweb import forms as formlib
from hiddenweb.formsafety import answers_like_a_search, search_evidence, state_changing
from tests.sites.hostile_forms import DANGEROUS_FORMS, HostileFormsSite


def _form(html: str, url: str = "http://site.test/page") -> formlib.Form:
    forms = formlib.parse_forms(f"<html><body>{html}</body></html>", url)
    assert len(forms) == 1
    return forms[0]


@pytest.mark.parametrize("n", range(len(DANGEROUS_FORMS)))
def test_every_state_changing_form_is_vetoed(n: int) -> None:
    form = _form(HostileFormsSite.form_html(n))
    assert state_changing(form), DANGEROUS_FORMS[n]
    assert formlib.form_type(form) == ("delete", 1.0)
    assert formlib.find_search_form([form]) is None


def test_the_reported_page_has_no_search_form() -> None:
    """Login, registration, contact and newsletter forms and a POST /delete "Go" box: nothing to submit."""
    html = """<form method="post" action="/login"><input name="user"><input type="password" name="pw">
<button>Sign in</button></form><form method="post" action="/newsletter"><input type="email" name="email">
<button>Subscribe</button></form><form method="post" action="/delete"><input type="text" name="id">
<button>Go</button></form>"""
    assert formlib.find_search_form(formlib.parse_forms(f"<html><body>{html}</body></html>", "http://s.test/")) is None


def test_the_delete_type_can_be_allowed_explicitly() -> None:
    form = _form(HostileFormsSite.form_html(0))
    assert formlib.find_search_form([form], allow_types=["delete"]) is not None  # the user said so
    form = _form('<form method="get" action="/delete"><input type="search" name="q"></form>')
    assert formlib.find_search_form([form]) is None
    assert formlib.find_search_form([form], allow_types=["delete"]) is not None


@pytest.mark.parametrize(
    "html",
    [
        '<form method="get" action="/search"><input name="q"><button>Search</button>'
        '<button name="clear" value="1">Remove filters</button></form>',
        '<form method="post" action="/catalog/results"><label for="k">Keywords</label><input id="k" name="kw">'
        "<button>Go</button></form>",
        '<form role="search" method="post" action="/x"><input type="text" name="terms"><button>Go</button></form>',
        '<h2>Search the archive</h2><form method="post" action="/x"><input type="text" name="t"><button>Go</button></form>',
    ],
)
def test_search_forms_stay_searchable(html: str) -> None:
    form = _form(html)
    assert state_changing(form) is None
    assert search_evidence(form)
    assert formlib.find_search_form([form]) is not None


def test_a_query_builders_remove_filter_buttons_change_the_query_not_the_site() -> None:
    """Trac's custom query: a "–" button named ``rm_filter_0_priority_0`` beside each filter row removes a
    filter from the query the form builds; the form is a search form. A button that deletes a record
    stays a veto."""
    builder = _form(
        '<form method="get" action="/query"><input type="submit" name="rm_filter_0_priority_0" value="–">'
        '<select name="0_priority"><option>major</option><option>minor</option></select>'
        '<select name="0_type"><option>defect</option><option>task</option></select>'
        '<input type="submit" name="update" value="Update"></form>'
    )
    assert state_changing(builder) is None
    assert formlib.form_type(builder)[0] == "search"
    deleting = _form(
        '<form method="post" action="/tickets"><input type="hidden" name="id" value="7">'
        '<input type="submit" name="rm_ticket" value="–"><input type="submit" name="update" value="Update"></form>'
    )
    assert state_changing(deleting)


def test_a_post_box_without_evidence_of_search_is_not_submitted() -> None:
    form = _form('<form method="post" action="/process"><input type="text" name="value"><button>Go</button></form>')
    assert state_changing(form) is None
    assert not search_evidence(form)
    assert formlib.find_search_form([form]) is None
    get = _form('<form method="get" action="/process"><input type="text" name="value"><button>Go</button></form>')
    assert formlib.find_search_form([get]) is not None  # a GET form changes nothing by HTTP's rules


def test_answers_like_a_search() -> None:
    assert answers_like_a_search("Sorry, no results for bizqovema.", "bizqovema")
    assert answers_like_a_search("Your search for 'bizqovema' matched nothing", "bizqovema")
    assert answers_like_a_search("0 results", "bizqovema")
    assert not answers_like_a_search("Thank you! Your request has been received.", "bizqovema")
    assert not answers_like_a_search("The item bizqovema has been deleted.", "bizqovema")
    assert not answers_like_a_search("Welcome back", "bizqovema")
