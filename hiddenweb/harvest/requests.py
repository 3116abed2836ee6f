"""The requests a harvest makes, described without Scrapy: the spider turns each into a ``Request``.

Every request carries its harvest's id (:data:`hiddenweb.meta.HARVEST`) so the
scheduler charges it to that harvest's budget. Priorities make a worker
finish what earlier queries started before it issues a new query.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from hiddenweb import forms as formlib
from hiddenweb import meta
from hiddenweb.forms.template import url_with_args
from hiddenweb.results import PageLink
from hiddenweb.routes import Route, Step

__all__ = [
    "PRIORITY_DETAIL",
    "PRIORITY_PAGE",
    "PRIORITY_PROBE",
    "PRIORITY_START",
    "RequestSpec",
    "detail_request",
    "next_page_request",
    "query_request",
    "start_request",
]

# Request priorities: finish what earlier queries started before a new query.
PRIORITY_PROBE = 30
PRIORITY_PAGE = 20
PRIORITY_DETAIL = 15
PRIORITY_START = 10


@dataclass
class RequestSpec:
    """A request a harvest wants made, and what reads its answer (``kind``).

    ``kind``: ``start`` (a candidate search page), ``probe`` (a nonsense query
    that shows the empty result page), ``options`` (the form's page in the
    browser after a select was chosen: the options a script filled in a
    dependent select), ``results`` (a result page of a query) or ``detail`` (a record's detail page; ``record`` is the record waiting
    for it).
    """

    kind: str
    url: str
    method: str = "GET"
    body: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    meta: dict[str, Any] = field(default_factory=dict)
    priority: int = 0
    #: Never dropped as a duplicate (see :func:`query_request`).
    dont_filter: bool = False
    record: dict[str, Any] | None = None


def start_request(url: str, hid: str, hops: int = 0) -> RequestSpec:
    """A page that may hold the search form, ``hops`` links from the start URL.

    Never filtered as a duplicate: a site's cookie check redirects back to the
    same URL (the second request carries the cookie), which the duplicate
    filter would drop, ending the crawl with nothing harvested.
    """
    return RequestSpec(
        "start", url, priority=PRIORITY_START, meta={meta.HARVEST: hid, meta.HOPS: hops}, dont_filter=True
    )


def query_request(
    hid: str,
    template: dict,
    term: str,
    priority: int = PRIORITY_START,
    kind: str = "results",
    *,
    text: str | None = None,
    extra: Sequence[tuple[str, str]] = (),
) -> RequestSpec:
    """The first result page of query ``term``, submitted through the query template.

    ``text`` is what is typed (``term`` itself for a keyword query; the key of
    a plan query is no word: :mod:`hiddenweb.harvest.plans`), ``extra`` the
    other arguments set (a page size, a category); they stay on its next pages.
    Never filtered as a duplicate: the harvest issues each term once, and the
    same URL serves every query on sites that keep the result set in the
    session (a POST that redirects to /results, a form typed into in a browser).
    """
    typed = term if text is None else text
    query_template = formlib.QueryTemplate.from_dict(template)
    method, url, body, headers = query_template.request_for(typed, extra)
    request_meta: dict[str, Any] = {meta.HARVEST: hid, meta.QUERY: term, meta.PAGE: 1}
    if extra:
        request_meta[meta.ARGS] = [list(arg) for arg in extra]
    if query_template.kind == "browser":
        # A script submits the form: the rendering middleware types the query into it on its page.
        request_meta[meta.FORM] = query_template.browser_form(typed, extra)
    elif query_template.page_url != url:
        request_meta[meta.ROUTE] = _query_route(query_template.page_url, method, url, body, headers)
    return RequestSpec(
        kind, url, method=method, body=body, headers=headers, meta=request_meta, priority=priority, dont_filter=True
    )


def next_page_request(link: PageLink, previous: dict[str, Any], page: int) -> RequestSpec:
    """Result page ``page`` of the query ``previous`` (the meta of the page before) belongs to.

    Never filtered as a duplicate: /results?page=2 of a session result set is
    another page per query; loops end by the paging rule (no new records). A
    GET link that lacks an argument the query was sent with (a page size the
    site's pager forgets) gets it back.
    """
    carried = {key: previous[key] for key in (meta.HARVEST, meta.QUERY, meta.ARGS) if key in previous}
    url = link.url
    if link.method == "GET" and previous.get(meta.ARGS):
        url = _with_missing_args(url, previous[meta.ARGS])
    return RequestSpec(
        "results",
        url,
        method=link.method,
        body=link.body,
        headers=link.headers,
        meta={**carried, meta.PAGE: page},
        priority=PRIORITY_PAGE,
        dont_filter=True,
    )


def detail_request(url: str, hid: str, record: dict[str, Any]) -> RequestSpec:
    """A record's detail page (``HIDDENWEB_FOLLOW_DETAILS``), a request of the budget."""
    return RequestSpec("detail", url, priority=PRIORITY_DETAIL, meta={meta.HARVEST: hid}, record=record)


def _with_missing_args(url: str, args: Sequence[Sequence[str]]) -> str:
    """``url`` with those of ``args`` it does not carry added."""
    try:
        present = {name for name, _ in parse_qsl(urlsplit(url).query, keep_blank_values=True)}
    except ValueError:
        return url
    missing = [(name, value) for name, value in args if name not in present]
    return url_with_args(url, missing, "utf-8") if missing else url


def _query_route(form_page: str, method: str, url: str, body: bytes | None, headers: dict[str, str]) -> dict:
    """A query's route (Álvarez §III.3.1): open the form's page, then submit. Sites that
    keep the result set in the session rebuild it by replaying this route."""
    if method == "GET" and not body:
        step = Step("goto", url=url)
    else:
        step = Step(
            "request",
            url=url,
            method=method,
            body=(body or b"").decode("utf-8", "replace"),
            headers={k: v for k, v in headers.items() if k.lower() == "content-type"},
        )
    return Route.start(form_page).extended(step, url=url, kind="form").to_dict()
