"""The local test sites behave as the harvest tests assume (real HTTP, urllib)."""

from __future__ import annotations

import json
import re
import socket
import urllib.error
import urllib.request
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.kit.client import Page, fetch, submit
from tests.sites import HitCounter, start_site
from tests.sites.base import tokens

RECORD_SITES = ["get_filters_site", "post_form_site", "capped_site", "token_pages_site", "sparse_site"]
ALL_SITES = RECORD_SITES + ["no_form_site", "error_site", "hanging_site", "wrong_type_site", "topic_site"]


def common_word(site, lo: int, hi: int) -> str:
    """A content word whose document frequency lies in [lo, hi]."""
    for w in site.vocabulary():
        if lo <= site.df(w) <= hi and len(w) > 3 and not w.isdigit():
            return w
    raise AssertionError(f"no word with df in [{lo}, {hi}]")


def visible_ids(page: Page, site, field: str) -> list[str]:
    """Gold ids whose unique value appears in the page's result region."""
    by_value = {str(r[field]): r["id"] for r in site.records}
    text = page.text
    return [by_value[v] for v in re.findall("|".join(map(re.escape, by_value)), text)]


# --- all sites -----------------------------------------------------------------


@pytest.mark.parametrize("fixture", ALL_SITES)
def test_every_site_has_robots_chrome_and_traps(fixture, request):
    site = request.getfixturevalue(fixture)
    host = urlsplit(site.url).hostname
    assert host.startswith("127.") and host != "127.0.0.1"
    robots = fetch(site.url + "robots.txt")
    assert robots.status == 200 and "Disallow: /admin/" in robots.text
    home = fetch(site.url)
    assert home.status == 200 and home.doc.xpath("//nav") and home.doc.xpath("//footer")
    assert any(urlsplit(u).path.startswith("/admin") for u in home.links())
    posts = {f.get("action") for f in home.doc.forms if (f.get("method") or "").lower() == "post"}
    assert "/login" in posts or any("/login" in u for u in home.links())
    assert "/newsletter" in posts or any("/newsletter" in u for u in home.links())
    # the calendar trap never ends
    months = set()
    link = next(u for u in home.links() if "month=" in u)
    for _ in range(4):
        months.add(parse_qs(urlsplit(link).query)["month"][0])
        link = fetch(link).links("Next month")[0]
    assert len(months) == 4


def test_sites_get_distinct_loopback_hosts(get_filters_site, post_form_site, capped_site, token_pages_site):
    hosts = {urlsplit(s.url).hostname for s in (get_filters_site, post_form_site, capped_site, token_pages_site)}
    assert len(hosts) == 4


def test_hits_count_by_method_and_kind(fresh_site):
    site = fresh_site("sparse")
    fetch(site.url)
    fetch(site.url + "catalogue/search?q=quercus")
    fetch(site.url + "catalogue/search?q=nothing")
    fetch(site.url + "login", {"username": "x", "password": "y"})
    assert site.hits["GET home"] == 1
    assert site.hits["GET results"] == 2
    assert site.hits["POST login"] == 1 and site.hits.of_kind("login") == 1
    assert site.hits["GET admin"] == 0
    assert site.requests[-1].form == {"username": ["x"], "password": ["y"]}
    assert isinstance(site.hits, HitCounter)


# --- get_filters ---------------------------------------------------------------


def test_get_filters_form_is_one_link_away_and_has_many_inputs(get_filters_site):
    site = get_filters_site
    home = fetch(site.url)
    assert site.search_url in home.links("Advanced search")
    assert not any(f.get("action", "").endswith("/catalog/results") for f in home.doc.forms)
    page = fetch(site.search_url)
    form = page.form("advanced-search")
    names = {i.name for i in form.inputs if i.name}
    assert {"kw", "isbn", "subject", "format", "sort", "in_stock", "avail", "src", "csrf"} <= names
    assert form.inputs["kw"].type == "text" and form.inputs["csrf"].type == "hidden"
    assert form.inputs["avail"].checked and not form.inputs["in_stock"].checked


def test_get_filters_results_paginate_to_the_gold_answer(get_filters_site):
    site = get_filters_site
    word = common_word(site, 25, 60)
    page = fetch(site.search_url)
    results = submit(page, page.form("advanced-search"), {"kw": word})
    assert results.status == 200
    expected = site.expected(word)
    assert f"of {len(expected)} for" in results.text
    seen: list[str] = []
    numbered = sorted(
        {u for u in results.links() if "page=" in u}, key=lambda u: int(parse_qs(urlsplit(u).query)["page"][0])
    )
    assert [parse_qs(urlsplit(u).query)["page"][0] for u in numbered][:2] == ["2", "3"]
    seen += visible_ids(results, site, "isbn")
    while nxt := results.links("Next ›"):
        results = fetch(nxt[0])
        seen += visible_ids(results, site, "isbn")
    assert seen == expected
    for rid in expected[:3]:
        title = site.by_id[rid]["title"]
        assert word in tokens(" ".join(str(v) for v in site.by_id[rid].values())), title
    items = results.doc.xpath("//ol[@class='results']/li")
    assert items and all(i.xpath(".//a[starts-with(@href, '/book/')]") for i in items)


def test_get_filters_requires_the_csrf_token(get_filters_site):
    site = get_filters_site
    word = common_word(site, 5, 30)
    page = fetch(site.search_url)
    form = page.form("advanced-search")
    assert submit(page, form, {"kw": word}, drop=["csrf"]).status == 403
    assert submit(page, form, {"kw": word, "csrf": "0" * 32}).status == 403
    ok = submit(page, form, {"kw": word})
    assert ok.status == 200 and "Results 1–" in ok.text


def test_get_filters_filters_filter(get_filters_site):
    site = get_filters_site
    word = "the"
    page = fetch(site.search_url)
    form = page.form("advanced-search")
    everything = site.expected(word)
    subject = site.by_id[everything[0]]["subject"]
    narrowed = submit(page, form, {"kw": word, "subject": subject})
    m = re.search(r"of ([\d,]+) for", narrowed.text)
    n = int(m.group(1).replace(",", ""))
    assert n == sum(1 for rid in everything if site.by_id[rid]["subject"] == subject) < len(everything)
    # the checked-by-default box matters: dropping it hides out-of-print titles
    without = submit(page, form, {"kw": word}, drop=["avail"])
    n_without = int(re.search(r"of ([\d,]+) for", without.text).group(1).replace(",", ""))
    assert n_without == sum(1 for rid in everything if not site.by_id[rid]["out_of_print"]) < len(everything)
    # sort order changes the first page
    by_year = submit(page, form, {"kw": word, "sort": "year_desc"})
    years = [int(y) for y in by_year.css_text("//span[@class='year']")]
    assert years == sorted(years, reverse=True)
    empty = submit(page, form, {"kw": "zzzyzzy"})
    assert empty.status == 200 and "No books match your search" in empty.text


def test_get_filters_detail_page(get_filters_site):
    site = get_filters_site
    record = site.records[17]
    page = fetch(site.detail_url(record))
    assert page.status == 200 and record["isbn"] in page.text and record["title"] in page.text
    assert fetch(site.url + "book/nope").status == 404


# --- post_form -----------------------------------------------------------------


def test_post_form_table_and_more_results_button(post_form_site):
    site = post_form_site
    word = common_word(site, 45, 80)
    page = fetch(site.search_url)
    form = page.form("job-search")
    assert form.get("method") == "post"
    results = submit(page, form, {"keywords": word})
    expected = site.expected(word)
    assert results.status == 200 and f"{len(expected)} jobs found" in results.text
    headers = results.css_text("//table[@class='results']//th")
    assert headers[:3] == ["Job title", "Company", "Location"]
    seen = visible_ids(results, site, "ref")
    pages = 1
    while True:
        more = [f for f in results.doc.forms if "more" in (f.get("class") or "")]
        if not more:
            break
        assert more[0].get("method") == "post" and "offset" in more[0].inputs
        assert more[0].xpath(".//button")[0].text_content() == "More results"
        assert not results.links("Next")
        results = submit(results, more[0])
        seen += visible_ids(results, site, "ref")
        pages += 1
    assert pages > 2
    assert seen == expected


def test_post_form_get_on_results_redirects_and_empty_query_is_refused(post_form_site):
    site = post_form_site
    r = fetch(site.url + "jobs/results", follow=False)
    assert r.status == 302
    page = fetch(site.search_url)
    refused = submit(page, page.form("job-search"), {"keywords": ""})
    assert "Please enter" in refused.text
    none = submit(page, page.form("job-search"), {"keywords": "astronaut"})
    assert none.status == 200 and "0 jobs found" in none.text


def test_post_form_filters(post_form_site):
    site = post_form_site
    word = common_word(site, 45, 80)
    page = fetch(site.search_url)
    city = site.by_id[site.expected(word)[0]]["location"]
    results = submit(page, page.form("job-search"), {"keywords": word, "location": city})
    locations = results.css_text("//td[@class='location']")
    assert locations and set(locations) == {city}
    assert f"{len(site.expected(word, location=city))} jobs found" in results.text


# --- capped --------------------------------------------------------------------


def test_capped_reports_total_but_serves_at_most_the_cap(capped_site):
    site = capped_site
    word = common_word(site, 150, 400)
    total = len(site.expected(word))
    assert total > site.result_cap
    results = fetch(site.url + f"search?q={word}")
    assert f"About {total:,} results" in results.text and "Only the first 50 results" in results.text
    seen = visible_ids(results, site, "sku")
    while nxt := results.links("Next ›"):
        results = fetch(nxt[0])
        seen += visible_ids(results, site, "sku")
    assert len(seen) == site.result_cap and seen == site.served(word)
    beyond = fetch(site.url + f"search?q={word}&page={site.result_cap // site.page_size + 1}")
    assert beyond.status == 200 and not visible_ids(beyond, site, "sku") and "refine" in beyond.text


def test_capped_small_queries_and_empty_page(capped_site):
    site = capped_site
    word = common_word(site, 3, 20)
    results = fetch(site.url + f"search?q={word}")
    assert visible_ids(results, site, "sku")[:10] == site.expected(word)[:10]
    dept = site.by_id[site.expected(word)[0]]["department"]
    narrowed = fetch(site.url + f"search?q={word}&dept={dept}")
    assert f"About {len(site.expected(word, dept=dept))} results" in narrowed.text
    empty = fetch(site.url + "search?q=unobtainium")
    assert empty.status == 200 and "Nothing found" in empty.text


# --- token_pages ---------------------------------------------------------------


def test_token_pages_opaque_tokens_and_dl_records(token_pages_site):
    site = token_pages_site
    word = common_word(site, 40, 90)
    page = fetch(site.url)
    results = submit(page, page.form("find"), {"terms": word})
    expected = site.expected(word)
    assert f"{len(expected)} papers" in results.text
    dls = results.doc.xpath("//dl[@class='paper']")
    assert dls and [dt.text_content() for dt in dls[0].xpath("./dt")] == ["Title", "Authors", "Venue", "DOI"]
    seen = visible_ids(results, site, "doi")
    tokens_seen = []
    while nxt := results.links("Next page"):
        query = parse_qs(urlsplit(nxt[0]).query)
        assert list(query) == ["t"] and word not in query["t"][0]
        tokens_seen.append(query["t"][0])
        results = fetch(nxt[0])
        seen += visible_ids(results, site, "doi")
    assert len(tokens_seen) >= 3 and len(set(tokens_seen)) == len(tokens_seen)
    assert seen == expected
    expired = fetch(site.url + "find?t=notatoken")
    assert expired.status == 200 and "expired" in expired.text and not visible_ids(expired, site, "doi")


# --- sparse --------------------------------------------------------------------


def test_sparse_site_mostly_empty(sparse_site):
    site = sparse_site
    assert 50 <= len(site.records) <= 80
    empties = 0
    for word in ["history", "the", "computer", "water", "music", "garden", "london", "river"]:
        page = fetch(site.url + f"catalogue/search?q={word}")
        assert page.status == 200
        if f"Sorry, no results for '{word}'" in page.text:
            empties += 1
            assert not site.expected(word)
    assert empties == 8
    word = site.vocabulary()[0]
    hit = fetch(site.url + f"catalogue/search?q={word}")
    assert f"{site.df(word)} specimens" in hit.text
    assert sorted(visible_ids(hit, site, "accession")) == sorted(site.expected(word))


# --- broken --------------------------------------------------------------------


def test_no_form_site_has_only_non_search_forms(no_form_site):
    page = fetch(no_form_site.search_url)
    actions = sorted(f.get("action") for f in page.doc.forms)
    assert actions == ["/contact", "/login", "/newsletter", "/newsletter"]


def test_error_site_answers_500(error_site):
    page = fetch(error_site.search_url)
    results = submit(page, page.form("search"), {"q": "history"})
    assert results.status == 500


def test_hanging_site_outlasts_a_short_timeout(hanging_site):
    page = fetch(hanging_site.search_url)
    assert page.form("search") is not None
    with pytest.raises((socket.timeout, TimeoutError, urllib.error.URLError)):
        urllib.request.urlopen(hanging_site.url + "results?q=history", timeout=0.5)


def test_hanging_site_releases_handlers_on_stop():
    site = start_site("hanging", hang_seconds=600)
    try:
        with pytest.raises((socket.timeout, TimeoutError, urllib.error.URLError)):
            urllib.request.urlopen(site.url + "results?q=x", timeout=0.3)
    finally:
        site.stop()
    assert site.stopping.is_set() and not site.running


def test_wrong_type_site_serves_pdf_and_json(wrong_type_site):
    pdf = fetch(wrong_type_site.search_url)
    assert pdf.content_type == "application/pdf" and pdf.body.startswith(b"%PDF-")
    api = fetch(wrong_type_site.url + "api/search?q=history")
    data = json.loads(api.body)
    assert api.content_type == "application/json"
    assert data["total"] == len(wrong_type_site.expected("history")) > 0


# --- topic ---------------------------------------------------------------------


def test_topic_site_caps_at_100(topic_site):
    site = topic_site
    assert len(site.records) == 3000 and site.result_cap == 100
    assert len(site.expected("the")) > 100
    last = fetch(site.url + "results?q=the&page=10")
    assert "Showing 91–100 of" in last.text and not last.links("Next »")
    beyond = fetch(site.url + "results?q=the&page=11")
    assert "only the first 100 results are shown" in beyond.text
    assert not beyond.doc.xpath("//div[@class='record']")


# --- coverage helper -----------------------------------------------------------


def test_coverage_matches_items_by_detail_url_or_visible_value(capped_site, topic_site):
    from hiddenweb.items import Record

    site = capped_site
    a, b, _c = site.records[:3]
    items = [
        Record(key="1", url=site.url, detail_url=site.detail_url(a)),
        {"fields": {"sku": f"SKU {b['sku']}"}},
        Record(key="3", url=site.url, raw={"text": "no id here"}),
    ]
    assert site.matched_ids(items) == {a["id"], b["id"]}
    assert site.coverage(items) == pytest.approx(2 / len(site.records))
    doc, other = topic_site.records[5], topic_site.records[9]
    found = topic_site.matched_ids([{"links": [topic_site.detail_url(doc)]}, {"raw": {"x": "ID " + other["id"]}}])
    assert found == {doc["id"], other["id"]}
