"""Ecosystem formats: discover's forms as zyte-common-items SearchRequestTemplate items, harvested from
that format, and feeds split by item class with Scrapy's ``FEEDS`` ``item_classes`` (README, *Crawl report*)."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.kit.crawl import crawl_command
from tests.kit.paths import ROOT

pytest.importorskip("zyte_common_items")


def crawl_split(spider: str, tmp: Path, args: dict[str, Any], feeds: dict[str, str]) -> subprocess.CompletedProcess:
    """``scrapy crawl`` with one feed per item class (``{path: dotted item class}``), no ``-O``."""
    command, _, _ = crawl_command(spider, tmp, args)
    at = command.index("-O")
    del command[at : at + 2]
    setting = {path: {"format": "jsonlines", "overwrite": True, "item_classes": [cls]} for path, cls in feeds.items()}
    command += ["-s", f"FEEDS={json.dumps(setting)}"]
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=240, env=dict(os.environ))


def lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def test_discover_emits_zyte_templates_that_harvest_takes(fresh_site, tmp_path: Path) -> None:
    sites = [fresh_site(name) for name in ("capped", "post_form")]
    forms, zyte = tmp_path / "forms.jsonl", tmp_path / "zyte.jsonl"
    done = crawl_split(
        "discover",
        tmp_path,
        {"seeds": ",".join(site.search_url for site in sites), "soft_focus": 1, "pages": 20, "template_format": "zyte"},
        {str(forms): "hiddenweb.discover.items.FormItem", str(zyte): "zyte_common_items.SearchRequestTemplate"},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    form_items, templates = lines(forms), lines(zyte)
    assert len(form_items) == len(sites) and all("form_type" in item for item in form_items)
    assert len(templates) == len(sites)
    for template in templates:
        assert set(template) <= {"url", "method", "body", "headers", "metadata"}
        assert "{{ query|quote_plus }}" in template["url"] + (template["body"] or "")
    assert {t["method"] for t in templates} == {"GET", "POST"}
    # harvest reads the zyte file; its records and query reports go to two files by item class.
    records, queries = tmp_path / "records.jsonl", tmp_path / "queries.jsonl"
    done = crawl_split(
        "harvest",
        tmp_path,
        {"forms": zyte, "budget": 25, "seeds": ",".join(w for site in sites for w in site.vocabulary()[:2])},
        {str(records): "hiddenweb.items.Record", str(queries): "hiddenweb.items.QueryResult"},
    )
    assert done.returncode == 0, done.stderr[-3000:]
    record_items, query_items = lines(records), lines(queries)
    assert record_items and all("key" in r and "term" not in r for r in record_items)
    assert query_items and all("term" in q and "key" not in q for q in query_items)
    sites_reached = {r["site"] for r in record_items}
    assert len(sites_reached) == len(sites), sites_reached
    # The crawl log goes beside the first file feed.
    assert (tmp_path / "records.crawl.jsonl").is_file()


def test_a_zyte_template_without_the_query_in_an_argument_is_a_bad_argument(tmp_path: Path) -> None:
    forms = tmp_path / "zyte.jsonl"
    forms.write_text(json.dumps({"url": "https://example.test/search/{{ query|quote_plus }}", "method": "GET"}) + "\n")
    command, _, _ = crawl_command("harvest", tmp_path, {"forms": forms})
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    assert "the query is not the value of one of its arguments" in done.stderr
