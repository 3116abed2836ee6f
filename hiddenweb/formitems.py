"""Form items of ``discover`` (moved to :mod:`hiddenweb.discover.items`), and their query templates in
zyte-common-items' format.

``discover -a template_format=zyte`` also emits each relevant form's query
template as a zyte-common-items ``SearchRequestTemplate`` (Jinja templates of
the search request's URL, method, body and headers, the query written
``{{ query|quote_plus }}``), so the forms plug into Zyte's spider templates and
other tools that read that item; ``harvest -a forms=FILE`` reads such lines
too. Both need the optional dependency: ``pip install 'hiddenweb[zyte]'``.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlsplit

from hiddenweb.discover.items import *  # noqa: F403  (moved to hiddenweb.discover.items)
from hiddenweb.forms.template import PLACEHOLDER, QueryTemplate

__all__ = ["ZyteFormatError", "from_zyte_template", "is_zyte_template", "to_zyte_template"]

#: Typed in place of the query while converting: letters only, so every encoding leaves it as it is.
MARK = "hiddenwebquerymark"
#: How a zyte template writes the query (URL and urlencoded body); raw where the body is not urlencoded.
JINJA_QUOTED = "{{ query|quote_plus }}"
JINJA_RAW = "{{ query }}"


class ZyteFormatError(ValueError):
    """A template that cannot be written or read in zyte-common-items' format (the message says why)."""


def _zyte() -> Any:
    try:
        import zyte_common_items
    except ImportError:
        raise ZyteFormatError(
            "zyte-common-items is not installed: pip install 'hiddenweb[zyte]' to read or write SearchRequestTemplate"
        ) from None
    return zyte_common_items


def to_zyte_template(template: dict[str, Any]) -> Any:
    """``discover``'s query template as a zyte-common-items ``SearchRequestTemplate`` item.

    :class:`ZyteFormatError` for a form a script submits (only a browser can) or a non-UTF-8 form.
    """
    zyte = _zyte()
    query = QueryTemplate.from_dict(template)
    if query.kind != "http":
        raise ZyteFormatError("a script submits this form: no HTTP request template")
    if query.encoding.lower().replace("_", "-") not in ("utf-8", "utf8"):
        raise ZyteFormatError(f"the form is submitted as {query.encoding}: zyte templates are UTF-8 only")
    method, url, body, headers = query.request_for(MARK)
    raw = query.enctype in ("multipart/form-data", "text/plain")
    return zyte.SearchRequestTemplate(
        url=url.replace(MARK, JINJA_QUOTED),
        method=method,
        body=body.decode("utf-8").replace(MARK, JINJA_RAW if raw else JINJA_QUOTED) if body else None,
        headers=[zyte.Header(name=k, value=v) for k, v in headers.items()] or None,
    )


def is_zyte_template(row: Any) -> bool:
    """Whether a feed line is a ``SearchRequestTemplate`` (a URL or body that is a Jinja template, no ``keyword``)."""
    return (
        isinstance(row, dict)
        and "keyword" not in row
        and "template" not in row
        and isinstance(row.get("url"), str)
        and "{{" in (row["url"] + str(row.get("body") or ""))
    )


def from_zyte_template(row: dict[str, Any]) -> dict[str, Any]:
    """A ``SearchRequestTemplate`` line as the query template ``harvest`` takes (``QueryTemplate.to_dict()``).

    The template is rendered with a marker query; the argument that carries it is the keyword field.
    :class:`ZyteFormatError` when no argument does (the query is not a form argument).
    """
    zyte = _zyte()
    fields = {k: row[k] for k in ("url", "method", "body") if row.get(k) is not None}
    headers = [zyte.Header(**h) if isinstance(h, dict) else h for h in row.get("headers") or []]
    request = zyte.SearchRequestTemplate(**fields, headers=headers or None).request(query=MARK)
    method = (request.method or "GET").upper()
    body = request.body_bytes.decode("utf-8") if request.body else ""
    content_type = next((h.value for h in request.headers or [] if h.name.lower() == "content-type"), "")
    if method == "GET" or not body:
        pairs = parse_qsl(urlsplit(request.url).query, keep_blank_values=True)
        url = request.url.replace(MARK, PLACEHOLDER)
    elif "application/x-www-form-urlencoded" in content_type or not content_type:
        pairs, url = parse_qsl(body, keep_blank_values=True), request.url
    else:
        raise ZyteFormatError(f"a {content_type} body: only GET and urlencoded POST templates can be harvested")
    keyword = next((name for name, value in pairs if value == MARK), None)
    if keyword is None:
        raise ZyteFormatError(f"{row['url']}: the query is not the value of one of its arguments")
    return {
        "method": method,
        "url": url,
        "formdata": [[name, PLACEHOLDER if value == MARK else value] for name, value in pairs],
        "keyword": keyword,
        "enctype": "application/x-www-form-urlencoded",
        "encoding": "utf-8",
        "kind": "http",
    }
