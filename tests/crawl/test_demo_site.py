"""The embedded demo site served over real HTTP (its corpus and index: tests/unit/test_demo_index.py)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

from hiddenweb.demo import DemoSite, build_corpus, serve
from tests.kit.client import fetch, submit
from tests.kit.paths import ROOT

# --- site ----------------------------------------------------------------------


def test_home_page_links_forms_and_traps(demo_site):
    home = fetch(demo_site.url)
    assert demo_site.search_url in home.links("Advanced search")
    assert any(urlsplit(u).path == "/admin/" for u in home.links())
    forms = {f.get("id") or f.get("class"): f for f in home.doc.forms}
    assert forms["login-home"].get("method") == "post" and forms["login-home"].get("action") == "/login"
    assert forms["newsletter-home"].get("action") == "/newsletter"
    quick = forms["quick-search"]
    assert quick.get("action") == "/results" and "q" in quick.inputs
    assert home.links("Next month")
    robots = fetch(demo_site.url + "robots.txt")
    assert "Disallow: /admin/" in robots.text


def test_search_form_has_many_inputs_one_keyword_box(demo_site):
    page = fetch(demo_site.search_url)
    form = page.form("advanced-search")
    assert form.get("method") == "get" and form.get("action") == "/results"
    label = page.doc.xpath("//label[@for='q']")[0].text_content()
    assert label == "Keywords" and form.inputs["q"].type == "text"
    assert form.inputs["cat"].tag == "select" and len(form.inputs["cat"].value_options) > 50
    assert form.inputs["sort"].tag == "select"
    assert set(form.inputs["kind"].value_options) == {"any", "module", "class", "function"}
    assert form.inputs["titles"].type == "checkbox" and not form.inputs["titles"].checked
    assert form.inputs["v"].value == "2" and len(form.inputs["sid"].value) == 12
    assert form.inputs["per_page"].tag == "select" and form.inputs["per_page"].value_options == [
        "10",
        "20",
        "50",
        "100",
    ]
    assert form.inputs["per_page"].value == "10"
    os_option = page.doc.xpath("//select[@name='cat']/option[@value='os']")[0].text_content()
    assert os_option == f"os ({demo_site.index.category_count('os')})"  # facet counts
    assert page.doc.xpath("//header") and page.doc.xpath("//footer")


def test_results_pages_follow_the_index_up_to_the_cap(demo_site):
    page = fetch(demo_site.search_url)
    form = page.form("advanced-search")
    word = "file"
    expected = demo_site.expected(word)
    assert len(expected) > demo_site.result_cap
    results = submit(page, form, {"q": word})
    assert f"Showing 1–10 of {len(expected):,} results" in results.text
    assert "only the first 200 results are shown" in results.text
    seen: list[str] = []
    pages = 0
    while True:
        pages += 1
        seen += [a.get("href").rsplit("/", 1)[1] for a in results.doc.xpath("//div[@class='record']/h3/a")]
        nxt = results.links("Next »")
        if not nxt:
            break
        assert parse_qs(urlsplit(nxt[0]).query)["page"] == [str(pages + 1)]
        results = fetch(nxt[0])
    assert pages == 20 and seen == expected[:200] == demo_site.served(word)
    numbered = [int(a.text_content()) for a in results.doc.xpath("//nav[@class='pager']/a[not(@class)]")]
    assert numbered and max(numbered) < 20
    beyond = fetch(demo_site.url + "results?q=file&page=21")
    assert not beyond.doc.xpath("//div[@class='record']") and "only the first 200" in beyond.text
    popular = beyond.doc.xpath("//section[@class='popular']//a")
    assert len(popular) > 10


def test_page_sizes_per_page_links_and_sort_links(demo_site):
    page = fetch(demo_site.search_url)
    results = submit(page, page.form("advanced-search"), {"q": "file", "per_page": "50"})
    expected = demo_site.expected("file")
    ids = [a.get("href").rsplit("/", 1)[1] for a in results.doc.xpath("//div[@class='record']/h3/a")]
    assert ids == expected[:50] and f"Showing 1–50 of {len(expected):,} results" in results.text
    nxt = results.links("Next »")[0]
    assert parse_qs(urlsplit(nxt).query)["per_page"] == ["50"]
    assert "Show" in results.css_text("//p[@class='per-page']")[0]
    sizes = {parse_qs(urlsplit(u).query)["per_page"][0] for u in results.doc.xpath("//p[@class='per-page']/a/@href")}
    assert sizes == {"10", "100"}  # 50 is the size in force
    biggest = fetch(demo_site.url + "results?q=file&per_page=200")
    assert len(biggest.doc.xpath("//div[@class='record']")) == 200  # more than the form offers
    too_big = fetch(demo_site.url + "results?q=file&per_page=201")
    assert too_big.status == 400 and not too_big.doc.xpath("//div[@class='record']")
    sorts = {parse_qs(urlsplit(u).query)["sort"][0] for u in results.doc.xpath("//p[@class='sort']/a/@href")}
    assert sorts == {"title", "module"}


def test_the_empty_query_lists_every_document_up_to_the_listing_cap(demo_site):
    n = len(demo_site.records)
    listing = fetch(demo_site.url + "results?q=&per_page=100")
    assert f"Showing 1–100 of {n:,} results" in listing.text
    assert f"only the first {demo_site.listing_cap:,} results are shown" in listing.text
    assert demo_site.served("") == demo_site.expected("")[: demo_site.listing_cap] and len(demo_site.expected("")) == n
    last = fetch(demo_site.url + f"results?q=&per_page=100&page={demo_site.listing_cap // 100}")
    assert last.doc.xpath("//div[@class='record']") and not last.links("Next »")
    in_os = fetch(demo_site.url + "results?q=&cat=os&per_page=100")
    assert f"of {demo_site.index.category_count('os'):,} results" in in_os.text


def test_filters_and_empty_page(demo_site):
    page = fetch(demo_site.search_url)
    form = page.form("advanced-search")
    narrowed = submit(page, form, {"q": "file", "cat": "os", "kind": "function"})
    n = len(demo_site.expected("file", cat="os", kind="function"))
    assert 0 < n < len(demo_site.expected("file"))
    assert f"of {n:,} results" in narrowed.text
    modules = narrowed.css_text("//span[@class='module']")
    kinds = narrowed.css_text("//span[@class='kind']")
    assert modules and all(m.split(".")[0] == "os" for m in modules) and set(kinds) == {"function"}
    titles_only = submit(page, form, {"q": "file", "titles": "1"})
    assert f"of {len(demo_site.expected('file', titles='1')):,} results" in titles_only.text
    empty = submit(page, form, {"q": "qqxzzyq"})
    assert empty.status == 200 and "No documents match your search" in empty.text


def test_detail_about_and_counters(demo_site):
    before = demo_site.hits.snapshot()
    doc = demo_site.records[42]
    page = fetch(demo_site.detail_url(doc))
    assert page.status == 200 and doc["title"] in page.text
    text = page.doc.xpath("//pre[@class='docstring']")[0].text_content()
    assert text == doc["text"]
    about = fetch(demo_site.url + "about")
    assert about.charset == "iso-8859-1" and "café" in about.body.decode("latin-1")
    fetch(demo_site.url + "results?q=json")
    after = demo_site.hits.snapshot()
    assert after["GET doc"] == before.get("GET doc", 0) + 1
    assert after["GET results"] == before.get("GET results", 0) + 1
    assert after.get("POST login", 0) == 0 and after.get("GET admin", 0) == 0
    assert fetch(demo_site.url + "doc/ffffffffffff").status == 404


def test_the_plain_site_has_one_page_size_and_no_listing():
    site = serve(port=0, corpus=build_corpus()[:300], per_page=(), per_page_links=(), listing_cap=0)
    try:
        assert "per_page" not in fetch(site.search_url).form("advanced-search").inputs
        assert "No documents match" in fetch(site.url + "results?q=").text
        word = next(w for w in site.vocabulary() if site.df(w) > 30)
        page = fetch(site.url + f"results?q={word}&per_page=100")
        assert len(page.doc.xpath("//div[@class='record']")) == 10 and not page.doc.xpath("//p[@class='per-page']")
    finally:
        site.stop()


def test_serve_returns_a_running_site_with_options():
    docs = build_corpus()[:500]
    site = serve(port=0, corpus=docs, result_cap=20, page_size=5)
    try:
        assert isinstance(site, DemoSite) and site.url.startswith("http://127.0.0.1:")
        word = next(w for w in site.vocabulary() if site.df(w) > 30)
        last = fetch(site.url + f"results?q={word}&page=4")
        assert f"Showing 16–20 of {site.df(word)} results" in last.text
        assert not last.links("Next »")
    finally:
        site.stop()
    assert not site.running


# --- the demo harvest ------------------------------------------------------------


def test_hiddenweb_demo_reaches_most_of_the_database_in_its_default_budget(tmp_path: Path):
    """``hiddenweb demo`` (300 requests): the empty query's listing at the largest page size, then terms."""
    feed = tmp_path / "demo.jsonl"
    done = subprocess.run(
        [sys.executable, "-m", "hiddenweb", "demo", "--output", str(feed), "--log-level", "INFO"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout[done.stdout.index("{") :])
    assert result["finish_reason"] == "finished_budget_exhausted" and result["requests"] == 300
    assert result["coverage"] >= 0.8, result
    assert result["estimated_coverage"] is not None and result["estimated_coverage"] <= result["coverage"] + 0.05
    assert "The query '' lists the database" in done.stderr
    assert "Page size: per_page=200 gives 200 records a page" in done.stderr
    items = [json.loads(line) for line in feed.read_text().splitlines()]
    queries = [item for item in items if "term" in item]
    keys = [item["key"] for item in items if "key" in item]
    assert len(keys) == len(set(keys)) == result["records"]
    assert any(q["term"].startswith("plan:") and q["records"] >= 1000 for q in queries)  # the listing
