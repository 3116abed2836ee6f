"""Result pages: records, pagination, reported totals, empty-result detection.

* :func:`read_result_page` (:mod:`~hiddenweb.results.analysis`) reads one
  result page from one parse: its records (through the form's wrapper or by
  full segmentation), whether it is empty, the total it reports and the
  request for the next page.
* :mod:`~hiddenweb.results.content`: the main content and its text; the
  repeated search form and the captured links taken out of a parsed page.
* :func:`next_page` (:mod:`~hiddenweb.results.pagination`) finds the request
  for the *next* result page only (sequential chains, as Ntoulas et al. §3
  "press next to get all result pages"): ``rel=next``, "Next"/"›"/"»"
  anchors, numbered page links, opaque-token links, "More results" buttons
  rendered as forms and ASP.NET ``__doPostBack`` pagers.
* :func:`reported_total` (:mod:`~hiddenweb.results.totals`) reads
  "1–20 of 3,412"-style totals, used for the capped-results correction
  (Ntoulas et al. §3.4) and size estimation: a first guess.
  :class:`~hiddenweb.results.sitetotals.SiteTotals` learns where a site
  states its totals (a locator of :mod:`~hiddenweb.results.numbers`) from the
  queries its harvest paged to the end, and reads them there.
* :mod:`~hiddenweb.results.empty`: :func:`is_no_results` recognises explicit
  "no results" messages; :class:`EmptyPageSignatures` is He et al.'s
  empty-page filter (WSDM 2013, §3 / ALGORITHMS.md §5): result pages of
  nonsense queries are learnt, and a page whose signature is ≥ 0.85 similar
  to one of them is empty.

The page-level functions accept ``str`` or ``bytes`` (any charset) or a page
already parsed, cap their work on huge pages and answer ``None``/``False`` on
input that is not a page.
"""

from __future__ import annotations

from hiddenweb.results.analysis import PageAnalysis, ResultPage, analyse, parse_result_page, read_result_page
from hiddenweb.results.content import main_content, main_text, strip_page
from hiddenweb.results.empty import (
    CHROME_WEIGHT,
    LINK_TEXT_WEIGHT,
    EmptyPageSignatures,
    is_no_results,
    nonsense_queries,
    page_signature,
    signature_similarity,
)
from hiddenweb.results.pagination import PageLink, next_page
from hiddenweb.results.totals import reported_total

__all__ = [
    "CHROME_WEIGHT",
    "LINK_TEXT_WEIGHT",
    "EmptyPageSignatures",
    "PageAnalysis",
    "PageLink",
    "ResultPage",
    "analyse",
    "is_no_results",
    "main_content",
    "main_text",
    "next_page",
    "nonsense_queries",
    "page_signature",
    "parse_result_page",
    "read_result_page",
    "reported_total",
    "signature_similarity",
    "strip_page",
]
