"""Segmentation of hand-written result pages against their gold records."""

from __future__ import annotations

import pytest

from hiddenweb.domain import load_domain
from hiddenweb.records import segment
from hiddenweb.records.evaluate import load_gold_pages, record_matches
from tests import kit

PAGES = load_gold_pages(kit.PAGES / "records")


def test_fixture_set_is_large_enough():
    assert len(PAGES) >= 20


@pytest.mark.parametrize("page", PAGES, ids=[p.name for p in PAGES])
def test_page_records_match_gold(page):
    domain = load_domain(page.domain) if page.domain else None
    records = segment(page.html, page.url, page.query, domain)
    got = [r.fields for r in records]
    assert len(records) == len(page.records), got
    for rec, gold in zip(records, page.records):
        assert record_matches(rec, gold), (rec.fields, rec.detail_url, gold)
