"""The form readers of a crawl take the browser's boxes (issue 16 item 1).

``read_start_page`` (the harvest's search page) and ``FormFilter.page_forms``
(discover) label the fields the markup leaves in doubt by the boxes
``hiddenweb/data/formboxes.js`` measured (``request.meta`` key
``hiddenweb_form_boxes``); without boxes the harvest is told which fields are
in doubt, to render the page once. The boxes here are what Chromium measures
for the page (a header row of labels above three selects); the crawl with a
real Chromium is ``tests/crawl/test_form_layout_crawl.py``.
"""

from __future__ import annotations

from typing import Any

import lxml.html

from hiddenweb.discover.pages import PageText
from hiddenweb.discover.searchforms import FormFilter
from hiddenweb.forms import Form
from hiddenweb.forms.layout import label_by_layout
from hiddenweb.harvest.targets import doubtful_fields, read_start_page

PAGE = b"""<html><head><title>Find a car</title></head><body><h1>Find a car</h1>
<form method="get" action="/search"><table>
<tr><td>Make</td><td>Model</td><td>Year</td></tr>
<tr><td><select name="mk"><option value="">-</option><option>Audi</option><option>Ford</option></select></td>
<td><select name="md"><option value="">-</option><option>A3</option><option>Focus</option></select></td>
<td><select name="yr"><option value="">-</option><option>2015</option><option>2016</option></select></td></tr>
</table><input type="submit" value="Search"></form></body></html>"""
URL = "http://cars.test/find"


def boxes() -> list[dict[str, Any]]:
    """The form as laid out: each label in the cell above its select."""
    fields = [
        {"name": name, "type": "select", "nth": 0, "explicit": False, "box": [x, 30, 60, 20]}
        for name, x in (("mk", 10), ("md", 100), ("yr", 190))
    ]
    texts = [
        {"text": text, "chars": len(text), "box": [x, 10, 8 * len(text), 16]}
        for text, x in (("Make", 10), ("Model", 100), ("Year", 190), ("Search", 10))
    ]
    texts[-1]["box"] = [10, 60, 48, 16]
    return [{"fields": fields, "texts": texts}]


def labels(template: dict[str, Any]) -> dict[str, str]:
    return {f["name"]: f["label"] for f in template["form"]["fields"] if f["name"]}


def test_without_boxes_the_fields_in_doubt_are_named() -> None:
    page = read_start_page(PAGE, URL, structured=True)
    assert page.template is not None and page.keyword == ""
    assert labels(page.template) == {"mk": "Year", "md": "", "yr": ""}  # document order
    assert page.doubtful == ["md", "yr"] and page.relabelled == {}


def test_with_boxes_the_template_carries_the_layout_labels() -> None:
    page = read_start_page(PAGE, URL, structured=True, form_boxes=boxes())
    assert page.template is not None
    assert labels(page.template) == {"mk": "Make", "md": "Model", "yr": "Year"}
    assert page.relabelled == {"mk": "Make", "md": "Model", "yr": "Year"} and page.doubtful == []
    # the make select no longer holds the year's text (it would match the records' year column)
    mk = next(f for f in page.template["form"]["fields"] if f["name"] == "mk")
    assert "Year" not in mk["texts"]


def test_a_label_made_shared_by_the_first_pass_is_settled_by_the_next() -> None:
    form = Form.from_dict(read_start_page(PAGE, URL, structured=True).template["form"])  # type: ignore[index]
    assert label_by_layout([form], boxes()) == 3
    assert [f.label for f in form.fields if f.name] == ["Make", "Model", "Year"]
    assert label_by_layout([form], boxes()) == 0


def test_a_lone_keyword_box_is_never_in_doubt() -> None:
    html = b'<form action="/search"><input name="q"><input type="submit" value="Go"></form>'
    page = read_start_page(html, URL)
    assert page.template is not None and page.doubtful == []
    assert doubtful_fields(Form.from_dict(page.template["form"])) == []


def test_discover_reads_the_forms_by_their_boxes() -> None:
    root = lxml.html.fromstring(PAGE, base_url=URL)
    plain = FormFilter(None).page_forms(root, URL, "utf-8", PageText.from_root(root))
    measured = FormFilter(None).page_forms(root, URL, "utf-8", PageText.from_root(root), boxes())
    assert [f.label for f in plain[0].form.fields if f.name] == ["Year", "", ""]
    assert [f.label for f in measured[0].form.fields if f.name] == ["Make", "Model", "Year"]
