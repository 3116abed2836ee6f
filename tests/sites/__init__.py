"""Local test sites for the ``harvest`` spider: real HTTP servers on loopback hosts.

Every site is a :class:`tests.kit.WebApp` started on its own
loopback host (127.0.0.2, 127.0.0.3, …, port 0) and backed by a generated
**database of records** (deterministic from a seed).  A started site has:

``url``          base URL with trailing slash (``http://127.0.0.2:41234/``)
``search_url``   the page that holds the search form
``records``      the gold database: ``list[dict]``; every record has ``"id"``
``hits``         :class:`~tests.kit.HitCounter`, keys ``"<METHOD> <kind>"``
                 e.g. ``hits["GET results"]``, ``hits["POST login"]``, ``hits["GET admin"]``;
                 ``hits.of_kind("login")`` sums over methods; ``hits.reset()``
``requests``     deque of :class:`~tests.kit.LoggedRequest` (method, kind, path, query, form, status)
``keyword_field`` name of the keyword input of the search form
``page_size``, ``result_cap`` (``None`` = no cap)

Record sites (:class:`RecordSite` subclasses) also offer the gold search:
``expected(query, **filters) -> list[str]`` ids matching (uncapped, in site order),
``detail_url(record_or_id)``, ``matched_ids(items) -> set[str]`` and
``coverage(items) -> float`` (items are dicts or dataclasses such as
:class:`hiddenweb.items.Record`; matched by detail URL or by the record's
unique visible value ``record[site.id_field]`` in any field/raw value),
``df(word)`` and ``vocabulary()`` (words by descending document frequency).

Shapes (one class each; constructor args are keyword-only with defaults):

=================  ==========================================================
GetFiltersSite     books; home → "Advanced search" (``/catalog/search``); GET form
                   (``kw`` + ``isbn`` text, selects, checkboxes, hidden ``csrf`` that
                   must be echoed else 403, sort); ``<ol>/<li>`` cards; numbered
                   pagination ``page=N``; details ``/book/<id>``
PostFormSite       jobs; POST urlencoded form at ``/jobs/search`` → ``/jobs/results``;
                   ``<table>`` with ``<th>`` row; "More results" is a POST form
                   with hidden ``offset``; details ``/job/<id>``
CappedSite         products; GET ``/search?q=``; reports full total, serves at
                   most ``result_cap=50``; "Next ›" links; details ``/product/<id>``
TokenPagesSite     papers; GET ``/find?terms=``; later pages ``/find?t=<opaque>``
                   (server-side state); records as ``<dl><dt>/<dd>``; details ``/paper/<id>``
SparseSite         ~60 specimens with rare words; "Sorry, no results for 'x'" (200)
TitlesSite         400 package pages; search matches a page's whole text, results show its name only
NoFormSite         search page with only login/newsletter/contact forms
HostileFormsSite   a dozen one-box forms that delete/remove/unsubscribe/cancel (kind ``danger``)
ErrorSite          form OK, results answer HTTP 500
HangingSite        form OK, results sleep ``hang_seconds`` (default 20; wakes on stop)
WrongTypeSite      ``search_url`` serves a PDF; ``/api/search?q=`` serves JSON
TopicSite          :class:`hiddenweb.demo.site.DemoSite` over a 3,000-doc stdlib
                   docstring subset, ``result_cap=100``
AdminListSite      products in an admin list view: the total only in the tab "List (445)",
                   rows full of numbers ("3 items"), numbered pager (pages from 0)
EditionsSite       books; "Results 1 – 10 of 57" counts editions while works are listed:
                   every stated total disagrees with pagination (``stated(query)``)
PlansSite          library books; page-size controls (a per-page select or
                   "per page" links), an empty query that lists every record,
                   a ``subject`` select with facet counts; bad variants (sizes
                   or empty queries answered wrongly) by arguments
CarSite            cars; no text box: a required make select, model and year selects,
                   a price min/max pair, labels in table cells beside the fields;
                   at most 50 results a query (full total reported)
BookFieldsSite     books; author, title and ISBN boxes, no "all words" box
ChainCarSite       cars; make → model → trim selects, model and trim filled by a
                   script from JSON endpoints once their parent is chosen
LoadedCarSite      cars; the required make select filled by a script on load
=================  ==========================================================

All sites: ``/robots.txt`` (disallows ``/admin/``), an ``/admin/`` link that must
never be fetched, a login form (``POST /login``) and a newsletter form
(``POST /newsletter``) that must never be submitted, a contact page, and an
infinite calendar trap (``/calendar?month=YYYY-MM``, "next month" forever).

``SITE_CLASSES`` maps fixture-ish names (``"get_filters"``, …) to classes;
``start_site(name_or_cls, host=None, **kwargs)`` starts one on the next free
loopback host.
"""

from __future__ import annotations

from typing import Any

from tests.kit import HitCounter, LoggedRequest, Request, Response, Route, WebApp, next_host
from tests.sites.base import RecordSite
from tests.sites.broken import ErrorSite, HangingSite, NoFormSite, WrongTypeSite
from tests.sites.capped import CappedSite
from tests.sites.dependent import ChainCarSite, LoadedCarSite
from tests.sites.get_filters import GetFiltersSite
from tests.sites.hostile_forms import HostileFormsSite
from tests.sites.plans import PlansSite
from tests.sites.post_form import PostFormSite
from tests.sites.sparse import SparseSite
from tests.sites.structured import BookFieldsSite, CarSite
from tests.sites.titles import TitlesSite
from tests.sites.token_pages import TokenPagesSite
from tests.sites.topic import TopicSite
from tests.sites.totals import AdminListSite, EditionsSite

SITE_CLASSES: dict[str, type[WebApp]] = {
    "get_filters": GetFiltersSite,
    "post_form": PostFormSite,
    "capped": CappedSite,
    "token_pages": TokenPagesSite,
    "sparse": SparseSite,
    "titles": TitlesSite,
    "no_form": NoFormSite,
    "error": ErrorSite,
    "hanging": HangingSite,
    "wrong_type": WrongTypeSite,
    "hostile_forms": HostileFormsSite,
    "topic": TopicSite,
    "admin_list": AdminListSite,
    "editions": EditionsSite,
    "plans": PlansSite,
    "cars": CarSite,
    "book_fields": BookFieldsSite,
    "cars_chain": ChainCarSite,
    "cars_loaded": LoadedCarSite,
}


def start_site(name_or_cls: str | type[WebApp], host: str | None = None, port: int = 0, **kwargs: Any) -> WebApp:
    """Build and start a site on ``host`` (default: the next free loopback host)."""
    cls = SITE_CLASSES[name_or_cls] if isinstance(name_or_cls, str) else name_or_cls
    return cls(**kwargs).start(host or next_host(), port)


__all__ = [
    "SITE_CLASSES",
    "AdminListSite",
    "CappedSite",
    "ChainCarSite",
    "EditionsSite",
    "ErrorSite",
    "GetFiltersSite",
    "HangingSite",
    "HitCounter",
    "LoadedCarSite",
    "LoggedRequest",
    "NoFormSite",
    "PlansSite",
    "PostFormSite",
    "RecordSite",
    "Request",
    "Response",
    "Route",
    "SparseSite",
    "TitlesSite",
    "TokenPagesSite",
    "TopicSite",
    "WebApp",
    "WrongTypeSite",
    "next_host",
    "start_site",
]
