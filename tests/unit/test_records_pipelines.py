"""Record labelling and validation pipelines on a real Scrapy crawler's stats."""

from __future__ import annotations

import json

import pytest
from scrapy import Spider
from scrapy.exceptions import DropItem
from scrapy.utils.test import get_crawler

from hiddenweb.domain import DomainError
from hiddenweb.items import Record
from hiddenweb.pipelines.records import RecordLabelPipeline, RecordValidationPipeline
from hiddenweb.records import segment
from tests import kit

PAGES = kit.PAGES / "records"

BOOKS = {
    "name": "books",
    "attributes": [
        {"name": "book_title", "aliases": ["title", "book title"], "specificity": 0.6},
        {"name": "writer", "aliases": ["author", "written by"], "specificity": 0.7},
        {"name": "binding", "aliases": ["format", "binding type"], "values": ["paperback", "hardcover"]},
        {"name": "cost", "aliases": ["price", "cost of book"], "specificity": 0.05},
    ],
}


class BooksSpider(Spider):
    name = "books"


def crawler_with(settings=None, **spider_kwargs):
    crawler = get_crawler(BooksSpider, settings or {})
    crawler.spider = BooksSpider(**spider_kwargs)
    return crawler


def records_of(page: str, query: str, url: str) -> list[Record]:
    out = []
    for r in segment((PAGES / page).read_bytes(), url, query):
        out.append(
            Record(
                key=f"{url}#{r.position}",
                url=url,
                query=query,
                position=r.position,
                fields=r.fields,
                raw=r.raw,
                types=r.types,
                links=r.links,
                detail_url=r.detail_url,
                site="books.example",
            )
        )
    return out


def test_label_pipeline_renames_fields_to_domain_attributes(tmp_path):
    path = tmp_path / "books.json"
    path.write_text(json.dumps(BOOKS))
    crawler = crawler_with(domain=str(path))
    pipe = RecordLabelPipeline.from_crawler(crawler)
    pipe.open_spider()
    items = [pipe.process_item(r) for r in records_of("table_books.html", "java", "http://books.example/s")]
    assert items[0].fields == {
        "book_title": "Thinking in Java (4th Edition)",
        "writer": "Bruce Eckel",
        "binding": "Paperback",
        "cost": "$47.49",
    }
    assert set(items[0].raw) == set(items[0].fields) == set(items[0].types)
    assert crawler.stats.get_value("hiddenweb/records_labelled") == 5
    assert crawler.stats.get_value("hiddenweb/fields_matched") == 19  # the last record has no price


def test_label_pipeline_reads_the_setting_and_is_idle_without_domain(tmp_path):
    path = tmp_path / "books.json"
    path.write_text(json.dumps(BOOKS))
    pipe = RecordLabelPipeline.from_crawler(crawler_with({"HIDDENWEB_DOMAIN": str(path)}))
    pipe.open_spider()
    assert pipe.domain is not None and pipe.domain.name == "books"
    idle = RecordLabelPipeline.from_crawler(crawler_with())
    idle.open_spider()
    rec = records_of("table_books.html", "java", "http://books.example/s")[0]
    assert idle.process_item(rec).fields["title"] == "Thinking in Java (4th Edition)"
    assert idle.process_item({"other": "item"}) == {"other": "item"}


def test_label_pipeline_rejects_a_bad_domain_file_loudly(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text(json.dumps({"name": "x", "attributes": [{"name": "a", "specificity": 7}]}))
    pipe = RecordLabelPipeline.from_crawler(crawler_with(domain=str(path)))
    with pytest.raises(DomainError, match=r"attributes\[0\]\.specificity"):
        pipe.open_spider()


def test_validation_drops_only_empty_records_and_counts_everything():
    crawler = crawler_with()
    pipe = RecordValidationPipeline.from_crawler(crawler)
    good = Record(
        key="k1", url="http://x/", fields={"title": "  A   title ", "field_2": ""}, raw={}, links=["http://x/1"]
    )
    assert pipe.process_item(good).fields == {"title": "A title"}
    assert good.raw == {"title": "  A   title "}
    empty = Record(key="k2", url="http://x/", fields={"title": "   "})
    with pytest.raises(DropItem):
        pipe.process_item(empty)
    with pytest.raises(DropItem):
        pipe.process_item(Record(key="k3", url="http://x/", fields=None))  # type: ignore[arg-type]
    unlabelled = Record(key="", url="", fields={"field_1": "x"}, raw={"field_1": "x"})
    pipe.process_item(unlabelled)
    s = crawler.stats.get_stats()
    assert s["hiddenweb/records_dropped/empty"] == 1
    assert s["hiddenweb/records_dropped/malformed"] == 1
    assert s["hiddenweb/records_valid"] == 2
    assert s["hiddenweb/records_warnings/empty_values"] == 1
    assert s["hiddenweb/records_warnings/raw_missing"] == 1
    assert s["hiddenweb/records_warnings/unlabelled"] == 1
    assert s["hiddenweb/records_warnings/no_url"] == 1
    assert s["hiddenweb/records_warnings/no_key"] == 1
    assert s["hiddenweb/records_warnings/no_links"] == 1
    assert pipe.process_item({"not": "a record"}) == {"not": "a record"}
