"""Text–field association by on-screen layout (Álvarez §III.4.1): geometry on hand-made boxes,
the form model relabelled from measured boxes, and one real Chromium rendering of a table layout."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pytest

from hiddenweb.forms import parse_forms
from hiddenweb.forms.layout import (
    Box,
    FieldBox,
    TextBox,
    aligned,
    ambiguous,
    apply_layout,
    associate,
    boxes_script,
    direction,
    distance,
)

PAGES = Path(__file__).parent.parent / "pages" / "forms"
CHAR = 8.0  # px per character of the hand-made texts


def text(s: str, x: float, y: float) -> TextBox:
    """A one-line text of CHAR-wide characters, 16 px high, at (x, y)."""
    return TextBox(s, Box(x, y, CHAR * len(s), 16))


def field(key: str, x: float, y: float, width: float = 120, typ: str = "text") -> FieldBox:
    return FieldBox(key, typ, Box(x, y, width, 20))


def labels(result: dict[Any, list[tuple[str, bool]]]) -> dict[Any, str]:
    return {k: v[0][0] for k, v in result.items()}


# -- geometry --------------------------------------------------------------------------------


def test_distance_is_in_characters_of_the_text() -> None:
    f = Box(100, 0, 100, 20)
    assert distance(f, text("Name", 100 - 4 * CHAR - 3 * CHAR, 2)) == pytest.approx(3.0)  # 3 characters left
    assert distance(f, text("Name", 100, -16 - 2 * CHAR)) == pytest.approx(2.0)  # 2 characters above
    assert distance(f, text("Name", 100 - 4 * CHAR, 2)) == 0.0  # touching
    far = text("Name", 200 + 3 * CHAR, 20 + 4 * CHAR)  # diagonal: 3 right, 4 below
    assert distance(f, far) == pytest.approx(5.0)


def test_direction_is_rounded_to_a_quarter_pi() -> None:
    f = Box(100, 100, 100, 20)
    assert direction(f, Box(10, 102, 50, 16)) == 4  # left
    assert direction(f, Box(10, 90, 50, 16)) == 4  # left, a little higher: still left
    assert direction(f, Box(100, 50, 50, 16)) == 6  # above
    assert direction(f, Box(260, 104, 50, 16)) == 0  # right
    assert direction(f, Box(120, 130, 50, 16)) == 2  # below
    assert direction(f, Box(10, 40, 50, 16)) == 5  # above-left: π + π/4
    assert direction(f, Box(10, 120, 50, 16)) == 4  # touching the field's bottom edge from the left
    assert direction(f, Box(100, 120, 50, 16)) == 2  # touching it from below
    assert round(math.pi / 4 * direction(f, Box(300, 300, 5, 5)), 3) == round(math.pi / 4, 3)  # below-right


def test_aligned_means_sharing_a_row_or_a_column() -> None:
    f = Box(100, 100, 100, 20)
    assert aligned(f, Box(0, 105, 50, 16))  # same row
    assert aligned(f, Box(150, 0, 50, 16))  # same column
    assert not aligned(f, Box(0, 0, 50, 16))  # neither


def test_labels_left_of_boxes_in_a_two_column_layout() -> None:
    fields = [field("title", 100, 0), field("author", 100, 30), field("year", 100, 60)]
    texts = [text("Title", 0, 2), text("Author", 0, 32), text("Year", 0, 62)]
    assert labels(associate(fields, texts)) == {"title": "Title", "author": "Author", "year": "Year"}


def test_labels_above_boxes_beat_the_next_rows_label() -> None:
    # Labels stacked above their selects: the text right below a select is the next one's label.
    fields = [field("make", 0, 20), field("model", 0, 60)]
    texts = [text("Make", 0, 4), text("Model", 0, 40)]
    assert labels(associate(fields, texts)) == {"make": "Make", "model": "Model"}


def test_checkbox_takes_the_text_at_its_right() -> None:
    fields = [field("photos", 0, 0, width=13, typ="checkbox"), field("new", 0, 30, width=13, typ="checkbox")]
    texts = [text("With photos", 20, 0), text("New only", 20, 30)]
    assert labels(associate(fields, texts)) == {"photos": "With photos", "new": "New only"}


def test_each_text_labels_one_field_and_no_field_is_left_without() -> None:
    # "Price" labels the first box; "to" the second, though "Price" is in the second's row too.
    fields = [field("p1", 60, 0, width=60), field("p2", 150, 0, width=60)]
    texts = [text("Price", 0, 2), text("to", 126, 2)]
    got = associate(fields, texts)
    assert labels(got) == {"p1": "Price", "p2": "to"}
    assert [t for t, _ in got["p2"]] == ["to"]  # "Price" went to p1 alone
    # One text, two fields: the nearer takes it, the other still gets its best candidate.
    lone = associate([field("a", 60, 0, width=60), field("b", 60, 30, width=60)], [text("Name", 0, 2)])
    assert labels(lone) == {"a": "Name", "b": "Name"}
    assert lone["a"][0][1] and not lone["b"][0][1]  # aligned for a, not for b


def test_candidates_are_within_k_times_the_nearest() -> None:
    # A text 40 characters away is no candidate when another is 1 character away (k = 5).
    fields = [field("q", 100, 0)]
    near, far = text("Keywords", 100 - 8 * CHAR - CHAR, 2), text("Newsletter", 100, 400)
    assert [t for t, _ in associate(fields, [near, far])["q"]] == ["Keywords"]
    assert [t for t, _ in associate(fields, [near, far], k=1000)["q"]] == ["Keywords", "Newsletter"]
    assert associate(fields, []) == {}


# -- the form model relabelled from measured boxes ------------------------------------------------

TABLE_FORM = """<form action="/cars"><table>
<tr><td>Make</td><td>Model</td></tr>
<tr><td><select name="mk"><option>Ford</option></select></td><td><select name="md"><option>Civic</option></select></td></tr>
<tr><td>Owner</td><td><input name="owner" aria-label="Owner's name"></td></tr>
</table></form>"""


def measured_table() -> list[dict[str, Any]]:
    """What formboxes.js answers for TABLE_FORM laid out as two columns."""
    return [
        {
            "fields": [
                {"name": "mk", "type": "select", "nth": 0, "explicit": False, "box": [10, 30, 60, 20]},
                {"name": "md", "type": "select", "nth": 0, "explicit": False, "box": [100, 30, 60, 20]},
                {"name": "owner", "type": "text", "nth": 0, "explicit": True, "box": [100, 60, 120, 20]},
            ],
            "texts": [
                {"text": "Make", "chars": 4, "box": [10, 10, 32, 16]},
                {"text": "Model", "chars": 5, "box": [100, 10, 40, 16]},
                {"text": "Owner", "chars": 5, "box": [10, 62, 40, 16]},
            ],
        }
    ]


def test_document_order_is_in_doubt_for_a_grid_of_headers() -> None:
    form = parse_forms(TABLE_FORM, "https://cars.example/")[0]
    mk, md = form.field_named("mk"), form.field_named("md")
    assert mk is not None and md is not None
    assert mk.label == "Model" and md.label == ""  # what document order makes of it
    assert {form.fields[i].name for i in ambiguous(form)} == {"md"}


def test_apply_layout_relabels_the_fields_the_markup_does_not_label() -> None:
    forms = parse_forms(TABLE_FORM, "https://cars.example/")
    assert apply_layout(forms, measured_table(), everywhere=True) == 2
    labels_now = {f.name: f.label for f in forms[0].fields}
    assert labels_now == {"mk": "Make", "md": "Model", "owner": "Owner's name"}  # aria-label kept
    # Where document order is in doubt only: md had no label, mk's ("Model") was no one else's.
    forms = parse_forms(TABLE_FORM, "https://cars.example/")
    assert apply_layout(forms, measured_table()) == 1
    assert {f.name: f.label for f in forms[0].fields}["md"] == "Model"
    # Boxes of another page (fewer forms, or a form of other fields) change nothing.
    assert apply_layout(parse_forms(TABLE_FORM, "https://cars.example/"), []) == 0
    other = measured_table()
    other[0]["fields"][0]["name"] = "q"
    assert apply_layout(parse_forms(TABLE_FORM, "https://cars.example/"), other, everywhere=True) == 0


# -- Chromium ------------------------------------------------------------------------------------


@pytest.mark.skipif(not Path("/usr/bin/chromium").exists(), reason="needs Chromium: apt-get install -y chromium")
def test_table_layout_form_rendered_in_chromium() -> None:
    """A real rendering: labels in the cells above and beside the fields, a checkbox labelled at its right."""
    from playwright.sync_api import sync_playwright

    html = (PAGES / "table_labels.html").read_text(encoding="utf-8")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            page = browser.new_page()
            page.set_content(html)
            measured = page.evaluate(boxes_script())
        finally:
            browser.close()
    forms = parse_forms(html, "https://cars.example/")
    before = {f.name: f.label for f in forms[0].fields if f.name}
    assert before["mk"] == "Model" and before["md"] == ""  # document order gets the grid wrong
    apply_layout(forms, measured, everywhere=True)
    after = {f.name: f.label for f in forms[0].fields if f.name}
    assert after == {
        "mk": "Make",
        "md": "Model",
        "p1": "Price from",
        "p2": "to",
        "yr": "Year",
        "ph": "with photos only",
    }
