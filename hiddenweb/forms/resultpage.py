"""Result pages without the search form they repeat.

Sites that show results under the search box, e.g. when a script fills the
results in place (Álvarez §III.3), repeat the form on every result page;
its labels ("Language", "From year"…) are a repeated structure that record
segmentation would take for records.
"""

from __future__ import annotations

import lxml.html

from hiddenweb.htmlinput import parse_text

__all__ = ["MAX_SEARCH_FORM_TEXT", "without_search_form"]

#: A form holding more text than this is a page layout (ASP.NET wraps whole pages in one), not a search box.
MAX_SEARCH_FORM_TEXT = 1000


def without_search_form(html: str, keyword: str, url: str | None = None) -> str:
    """The result page without the search form it repeats (its box, filters and labels).

    Sites that show results under the search box, e.g. when a script fills the
    results in place (Álvarez §III.3), repeat the form on every result page;
    its labels ("Language", "From year"…) are a repeated structure that record
    segmentation would take for records. A form is removed when it has a
    control named ``keyword`` and is small and table-free (a whole-page
    ASP.NET form holding the results is kept). Returns ``html`` itself when
    there is nothing to remove.
    """
    if not keyword or "<form" not in html.lower() or keyword not in html:
        return html
    root = parse_text(html, url)
    removed = False
    for form in root.xpath("//form[.//*[self::input or self::select or self::textarea][@name=$name]]", name=keyword):
        if form.xpath(".//table") or len(form.text_content() or "") > MAX_SEARCH_FORM_TEXT:
            continue
        form.drop_tree()  # keeps the tail text
        removed = True
    if not removed:
        return html
    return lxml.html.tostring(root, encoding="unicode")
