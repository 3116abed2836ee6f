"""Record segmentation and labelling of result pages (Álvarez §III.5; DeLa).

``segment(html, url, query, domain, wrapper)`` turns a result page into
:class:`SegmentedRecord` objects; :class:`Wrapper` reuses what was learnt on
the first result page of a form for the next pages.
"""

from __future__ import annotations

import logging

import lxml.html

from hiddenweb.domain import Domain
from hiddenweb.records.dom import build_tree
from hiddenweb.records.extract import Segmentation, SegmentedRecord, segment_tree
from hiddenweb.records.region import query_terms
from hiddenweb.records.wrapper import Wrapper

logger = logging.getLogger(__name__)

__all__ = ["Segmentation", "SegmentedRecord", "Wrapper", "segment", "segment_page"]


def segment_page(
    html: str | bytes | lxml.html.HtmlElement, url: str = "", query: str | None = None, domain: Domain | None = None
) -> Segmentation:
    """Full segmentation with everything learnt on the way (region, split, columns).

    ``html`` may be the page already parsed (an lxml root, only read)."""
    return segment_tree(build_tree(html, url, terms=query_terms(query)), query, domain)


def segment(
    html: str | bytes,
    url: str = "",
    query: str | None = None,
    domain: Domain | None = None,
    wrapper: Wrapper | None = None,
) -> list[SegmentedRecord]:
    """The records of a result page, in page order.

    With a ``wrapper`` induced on an earlier page of the same form, the page is
    read through it; when it no longer matches, full segmentation runs. Bad
    input (broken markup, wrong charset, huge pages) gives a possibly empty
    list, never an exception.
    """
    try:
        if wrapper is not None:
            records = wrapper.apply(html, url, query)
            if records is not None:
                return records
        return segment_page(html, url, query, domain).records
    except Exception:  # the documented contract: never raises; a bug is logged loudly, this page is lost
        logger.exception("record segmentation failed on %s", url or "<html>")
        return []
