"""Reading one result page: its records, emptiness, reported total and next page, from one parse.

:func:`read_result_page` is what a harvest asks of every result page. The
page is parsed once; the links the rendering middleware appended and the
search form the page repeats are taken out of the tree
(:func:`~hiddenweb.results.content.strip_page`) while the records, the
"no results" message, He et al.'s signature filter and the reported total
are read, then put back for pagination. Once read, the records themselves are
set aside while the page-level questions (no results, total, next page) are read.

:class:`PageAnalysis` answers the three page-level questions (empty, total,
next link) of a page already parsed, each computed on first use.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

import lxml.html

from hiddenweb.domain import Domain
from hiddenweb.htmlinput import parse_text
from hiddenweb.records import SegmentedRecord, Wrapper, segment_page
from hiddenweb.results.content import Stripped, as_root, main_text, strip_page
from hiddenweb.results.empty import EmptyPageSignatures
from hiddenweb.results.pagination import PageLink, next_page
from hiddenweb.results.sitetotals import PageTotal, SiteTotals
from hiddenweb.results.totals import body_total, ends, no_results_in, total_in

__all__ = ["MIN_RECORDS_ASIDE", "PageAnalysis", "ResultPage", "analyse", "parse_result_page", "read_result_page"]

#: Records read on a page before they are set aside while the page-level questions
#: (no results, total, the page's numbers, next page) are read: one "record" may be a "no results" row.
MIN_RECORDS_ASIDE = 2


class PageAnalysis:
    """Everything a harvest asks of one parsed result page, each part computed once.

    ``empty`` is :func:`~hiddenweb.results.empty.is_no_results`, ``total`` is
    :func:`~hiddenweb.results.totals.reported_total`, ``next_link`` is
    :func:`~hiddenweb.results.pagination.next_page`; they share one parse and
    one pass over the main content's text (the slow part of both) and are
    computed on first use only, so a reader that skips pagination on an empty
    page never pays for it.
    """

    def __init__(
        self,
        root: lxml.html.HtmlElement,
        url: str = "",
        page: int | None = None,
        query: str | None = None,
    ) -> None:
        self.root = root
        self.url = url
        self.page = page
        self.query = query

    @cached_property
    def main_text(self) -> str:
        """Visible text of the main content (capped at both ends)."""
        return ends(main_text(self.root))

    @cached_property
    def _main_total(self) -> int | None:
        return total_in(self.main_text) if self.main_text else None

    @cached_property
    def empty(self) -> bool:
        """The main content says the query matched nothing."""
        return no_results_in(self.main_text, lambda: self._main_total)

    @cached_property
    def total(self) -> int | None:
        """The number of results the page reports: in its main content, else anywhere on it."""
        total = self._main_total
        return total if total is not None else body_total(self.root)

    @cached_property
    def next_link(self) -> PageLink | None:
        """The request for the next result page (None on the last one)."""
        return next_page(self.root, self.url, self.page, self.query)


def analyse(
    html: str | bytes | lxml.html.HtmlElement,
    url: str = "",
    page: int | None = None,
    query: str | None = None,
) -> PageAnalysis:
    """A result page's :class:`PageAnalysis` (``empty``, ``total``, ``next_link``), from its
    HTML or, cheaper, from the root :func:`hiddenweb.htmlinput.parse_text` already gave."""
    return PageAnalysis(as_root(html, url or None), url, page, query)


@dataclass
class ResultPage:
    """What one result page of a query holds, as :func:`read_result_page` read it."""

    #: The records, in page order (none on an empty page).
    records: list[SegmentedRecord] = field(default_factory=list)
    #: The page says "no results", or looks like the learnt empty pages.
    empty: bool = False
    #: The number of results the page reports ("1–20 of 3,412"), if it reports one.
    total: int | None = None
    #: ``total`` was read where this site's totals agreed with full pagination (see ``SiteTotals``).
    total_trusted: bool = False
    #: The page's numbers, evidence for the site's totals when its query ends (with ``SiteTotals``).
    total_reading: PageTotal | None = None
    #: The request for the next result page; None on the last page, an empty page or a page without records.
    next_link: PageLink | None = None
    #: The form's wrapper for its next pages: the one given, or the one induced from this page.
    wrapper: Wrapper | None = None
    #: True: the wrapper given read the records; False: it no longer fit; None: no wrapper was given.
    by_wrapper: bool | None = None


def parse_result_page(html: str, url: str, keyword: str = "") -> lxml.html.HtmlElement:
    """A result page parsed as the site shows its results: without the links the rendering
    middleware appended and without the search form it repeats (for pages read, never paged)."""
    root = parse_text(html, url)
    strip_page(root, keyword, html)
    return root


def read_result_page(
    html: str,
    url: str,
    query: str,
    page: int,
    *,
    keyword: str = "",
    signatures: EmptyPageSignatures | None = None,
    wrapper: Wrapper | None = None,
    domain: Domain | None = None,
    totals: SiteTotals | None = None,
) -> ResultPage:
    """Read result page ``page`` of ``query``: records, emptiness, reported total, next page.

    ``keyword`` is the name of the form's keyword field (the repeated search
    form is recognised by it). Empty pages: an explicit "no results" message,
    else He et al.'s filter against ``signatures``; a page the form's
    ``wrapper`` reads is shaped like a real result page and skips the filter.
    Records: through ``wrapper`` while it fits, else full segmentation (with
    ``domain``'s labels), from which the form's wrapper is induced when it has
    none. The next page is looked for only on a page with records. The total: the regular
    expressions' guess, or, given the site's ``totals``, read where they learnt it sits.

    The records the wrapper or full segmentation read (at least :data:`MIN_RECORDS_ASIDE`) are set
    aside, reversibly, while the page-level questions are read: they are about the page around the records, and the records'
    text is most of a page (a quarter of a 200-record page's CPU went to reading it again).
    """
    root = parse_text(html, url)
    stripped = strip_page(root, keyword, html)
    reading = wrapper.read(root, url, query) if wrapper is not None else None
    aside = _set_aside(stripped, reading.records, reading.elements) if reading is not None else []
    analysis = PageAnalysis(root, url, page, query)
    # The "no results" message is read even when the form's wrapper reads records: a wrapper can fit a
    # page that found nothing (Fossil's no-results page keeps its result page's lists).
    result = ResultPage(empty=analysis.empty, wrapper=wrapper)
    if not result.empty:
        if reading is not None:
            result.records, result.by_wrapper = reading.records, True
        else:
            result.by_wrapper = False if wrapper is not None else None
            segmentation = segment_page(root, url, query, domain)
            if result.wrapper is None:
                result.wrapper = Wrapper.from_segmentation(segmentation)
            result.records = segmentation.records
            # He et al.'s filter (the costly check: a signature of the whole page); a page the form's
            # wrapper read records from is shaped like a real result page and skips it.
            if signatures is not None and signatures.is_empty(root, query):
                # nor a wrapper induced from it (Roundup's empty page is its table header: a wrapper
                # induced there reads the header cells as records on every later page)
                result.empty, result.records, result.wrapper = True, [], wrapper
            else:
                elements = [node.el for nodes in segmentation.record_nodes for node in nodes if node.el is not None]
                aside = _set_aside(stripped, result.records, elements)
                analysis = PageAnalysis(root, url, page, query)  # its total read without the records
    if totals is None:
        result.total = analysis.total
    else:
        read = totals.read_page(root, query, page, analysis.total, empty=result.empty, records=result.records)
        result.total, result.total_trusted, result.total_reading = read.total, read.trusted, read
    stripped.restore()
    if not result.empty and result.records:
        # pagination reads the whole page (the form's "More" button, captured links) but the records
        records = Stripped()
        for el in aside:
            records.detach(el)
        result.next_link = next_page(root, url, page, query)
        records.restore()
    return result


def _set_aside(
    stripped: Stripped, records: Sequence[SegmentedRecord], elements: Sequence[lxml.html.HtmlElement]
) -> list[lxml.html.HtmlElement]:
    """Take the ``elements`` the ``records`` were read from out of the page (into ``stripped``), given
    at least :data:`MIN_RECORDS_ASIDE` records; the elements taken out."""
    if len(records) < MIN_RECORDS_ASIDE:
        return []
    for el in elements:
        stripped.detach(el)
    return list(elements)
