"""Item pipelines for records: domain labelling and validation.

Segmentation itself runs in the spider (``hiddenweb.records.segment`` /
``Wrapper``) because the query policy needs each page's records at once; these
pipelines work on the :class:`hiddenweb.items.Record` items it yields.

``RecordLabelPipeline``
    Renames record fields to the attributes of a domain definition
    (``-a domain=books.json`` or ``HIDDENWEB_DOMAIN``) with the §III.4.2
    SoftTFIDF matching of field names and values to attribute aliases and
    values. One mapping per site and field-name set (records of one form share
    it), so every record of a form gets the same names.

``RecordValidationPipeline``
    Drops only records without any value (``hiddenweb/records_dropped/<reason>``)
    and counts what looks wrong without dropping it
    (``hiddenweb/records_warnings/<kind>``).

Enable (priorities leave room for the lead's dedup pipeline in between)::

    ITEM_PIPELINES = {
        "hiddenweb.pipelines.records.RecordLabelPipeline": 300,
        "hiddenweb.pipelines.records.RecordValidationPipeline": 310,
    }
"""

from __future__ import annotations

import logging
import os
from typing import Any

from itemadapter import ItemAdapter
from scrapy.exceptions import DropItem

from hiddenweb.domain import Domain, DomainError, load_domain
from hiddenweb.items import Record

logger = logging.getLogger(__name__)

__all__ = ["RecordLabelPipeline", "RecordValidationPipeline"]

#: Values longer than this are suspicious (a whole page in one field).
LONG_VALUE = 10_000


def _is_record(item: Any) -> bool:
    if type(item) is Record:  # the harvest's items: no ItemAdapter and field list per item (issue 17)
        return True
    try:
        adapter = ItemAdapter(item)
    except TypeError:
        return False
    return "fields" in adapter.field_names() and "raw" in adapter.field_names()


class RecordLabelPipeline:
    """Map record field names to the domain's attribute names."""

    def __init__(self, crawler, domain_source: Any) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.domain_source = domain_source
        self.domain: Domain | None = None
        self._mappings: dict[tuple[str, frozenset[str]], dict[str, str]] = {}

    @classmethod
    def from_crawler(cls, crawler) -> RecordLabelPipeline:
        return cls(crawler, crawler.settings.get("HIDDENWEB_DOMAIN") or None)

    def open_spider(self) -> None:
        spider = getattr(self.crawler, "spider", None)
        source = getattr(spider, "domain", None) or self.domain_source
        if not source:
            self.domain = None
            return
        if isinstance(source, (str, os.PathLike)) and not os.fspath(source).strip():
            self.domain = None
            return
        try:
            self.domain = load_domain(source)
        except DomainError as e:
            # a wrong domain file is a configuration error the user must see at once
            raise DomainError(f"HIDDENWEB_DOMAIN / -a domain: {e}") from e
        logger.info("labelling records with domain %r (%d attributes)", self.domain.name, len(self.domain.attributes))

    def mapping(self, site: str, fields: dict[str, str]) -> dict[str, str]:
        """Field name → attribute name for records of one site with these fields."""
        key = (site, frozenset(fields))
        m = self._mappings.get(key)
        if m is None:
            assert self.domain is not None
            spec = {name: ([name.replace("_", " ")], [v] if v else None) for name, v in fields.items()}
            m = {name: match.attribute for name, match in self.domain.match(spec).items()}
            self._mappings[key] = m
        return m

    def process_item(self, item: Any) -> Any:
        if self.domain is None or not _is_record(item):
            return item
        adapter = ItemAdapter(item)
        fields = dict(adapter.get("fields") or {})
        if not fields:
            return item
        m = self.mapping(str(adapter.get("site") or ""), fields)
        if not m:
            self.stats.inc_value("hiddenweb/records_labelled/none")
            return item
        renamed: dict[str, str] = {}
        for name in fields:
            new = m.get(name, name)
            if new in renamed:  # an unmatched field already uses the attribute's name
                new = f"{new}_{len(renamed) + 1}"
            renamed[name] = new
        for key in ("fields", "raw", "types"):
            old = adapter.get(key) or {}
            adapter[key] = {renamed.get(k, k): v for k, v in old.items()}
        self.stats.inc_value("hiddenweb/records_labelled")
        self.stats.inc_value("hiddenweb/fields_matched", len(m))
        return item


class RecordValidationPipeline:
    """Drop records with nothing in them; count anything odd, drop nothing else."""

    def __init__(self, crawler) -> None:
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler) -> RecordValidationPipeline:
        return cls(crawler)

    def _drop(self, reason: str, msg: str) -> None:
        self.stats.inc_value(f"hiddenweb/records_dropped/{reason}")
        raise DropItem(msg)

    def _warn(self, kind: str) -> None:
        self.stats.inc_value(f"hiddenweb/records_warnings/{kind}")

    def process_item(self, item: Any) -> Any:
        if not _is_record(item):
            return item
        adapter = ItemAdapter(item)
        fields = adapter.get("fields")
        if not isinstance(fields, dict):
            self._drop("malformed", f"record fields are not a mapping: {type(fields).__name__}")
        clean = {}
        for k, v in fields.items():
            if v is None:
                continue
            v = " ".join(str(v).split())
            if v:
                clean[str(k)] = v
        if not clean:
            self._drop("empty", f"record without values at {adapter.get('url')!r}")
        if len(clean) != len(fields):
            self._warn("empty_values")
        adapter["fields"] = clean
        raw = adapter.get("raw")
        if not isinstance(raw, dict):
            raw = {}
        missing = [k for k in clean if k not in raw]
        if missing:
            self._warn("raw_missing")
            raw = {**raw, **{k: fields[k] for k in missing}}
        adapter["raw"] = raw
        if not adapter.get("url"):
            self._warn("no_url")
        if "key" in adapter.field_names() and not adapter.get("key"):
            self._warn("no_key")
        if not adapter.get("detail_url") and not adapter.get("links"):
            self._warn("no_links")
        if all(k.startswith("field_") for k in clean):
            self._warn("unlabelled")
        if any(len(v) > LONG_VALUE for v in clean.values()):
            self._warn("long_value")
        self.stats.inc_value("hiddenweb/records_valid")
        return item
