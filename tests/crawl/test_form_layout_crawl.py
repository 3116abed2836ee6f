"""The form layout in a crawl (issue 16 item 1): a search form whose labels the markup leaves in doubt.

The car catalogue of :mod:`tests.sites.structured` with its labels in a header
row above the selects (no ``<label for>``): in document order the make select
takes the text before it and the model select none. The harvest renders the
search page once in Chromium, measures its forms (``hiddenweb/data/formboxes.js``)
and labels the fields by where the texts sit (Álvarez §III.4.1). Unit tests of
the association: ``tests/unit/test_form_layout.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.kit.crawl import CrawlRun, run_crawl
from tests.sites.structured import MAKES, YEARS, CarSite

needs_chromium = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="needs Chromium: apt-get install -y chromium"
)


class HeaderRowCarSite(CarSite):
    """The car catalogue, its make, model and year labels in a row above their selects."""

    name = "cars-header-row"

    def search_form(self) -> str:
        makes = "".join(f'<option value="{m}">{m}</option>' for m in MAKES)
        models = "".join(f'<option value="{m}">{m}</option>' for ms in MAKES.values() for m in ms)
        years = "".join(f'<option value="{y}">{y}</option>' for y in YEARS)
        return f"""<form id="finder" method="get" action="/cars"><table class="finder">
<tr><td>Make</td><td>Model</td><td>Year</td></tr>
<tr><td><select name="mk" required><option value="">—</option>{makes}</select></td>
<td><select name="md"><option value="">—</option>{models}</select></td>
<td><select name="yr"><option value="">—</option>{years}</select></td></tr>
<tr><td>Price from</td><td><input type="text" name="pmin" size="6"> to <input type="text" name="pmax" size="6"></td></tr>
<tr><td colspan="3"><input type="submit" value="Find cars"></td></tr></table></form>"""


def harvest(site: CarSite, tmp_path: Path, **settings: Any) -> CrawlRun:
    url = site.url.rstrip("/") + site.search_path
    run = run_crawl("harvest", tmp_path, {"url": url, "budget": 30}, settings=settings)
    assert run.returncode == 0, run.log[-3000:]
    return run


@needs_chromium
def test_a_search_form_labelled_by_a_header_row_is_read_by_its_layout(fresh_site, tmp_path):
    site = fresh_site(HeaderRowCarSite)
    run = harvest(site, tmp_path)
    # the plain page's labels were in doubt: rendered once, measured, relabelled
    assert run.stats["hiddenweb/forms/layout_renders"] == 1
    assert run.stats["hiddenweb/rendered"] >= 1
    assert run.stats["hiddenweb/forms/layout_measured"] >= 1
    assert site.hits.of_kind("search") == 2  # once plain, once in the browser; never again
    line = next(line for line in run.log.splitlines() if "labelled by its layout" in line)
    assert "mk='Make'" in line and "md='Model'" in line and "yr='Year'" in line
    # the harvest's template carries them: the records' columns are matched to the right fields
    terms = [query["term"] for query in run.queries]
    assert any(term.startswith("plan:struct::mk=") for term in terms)
    assert run.records and "hiddenweb/structured/mismatch" not in run.stats


def test_without_a_browser_the_form_is_read_in_document_order(fresh_site, tmp_path):
    site = fresh_site(HeaderRowCarSite)
    run = harvest(site, tmp_path, HIDDENWEB_RENDER="never")
    assert "hiddenweb/forms/layout_renders" not in run.stats
    assert site.hits.of_kind("search") == 1
    assert "labelled by its layout" not in run.log
    # in document order the make select is labelled "Year": its makes checked against the years
    assert run.stats["hiddenweb/structured/mismatch"] > 0
