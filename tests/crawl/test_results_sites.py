"""Forms and result pages of the local test sites, fetched over HTTP."""

from __future__ import annotations

import pytest

from hiddenweb.results import (
    EmptyPageSignatures,
    is_no_results,
    next_page,
    nonsense_queries,
    reported_total,
)

URL = "https://catalog.example.org/search?q=bridge&page=2"


def _fetch(
    method: str, url: str, body: bytes | None = None, headers: dict | None = None
) -> tuple[int, bytes, str | None]:
    import urllib.error
    import urllib.request

    req = urllib.request.Request(url, data=body, headers=headers or {}, method=method)
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, resp.read(), resp.headers.get_content_charset()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read(), None


@pytest.mark.parametrize("name", ["get_filters", "post_form", "capped", "token_pages", "sparse", "topic"])
def test_forms_and_result_pages_on_local_sites(name, fresh_site):
    """Find the search form from the home page (or one link away), submit it, follow every result page
    to the cap, read the reported total and tell empty pages from result pages."""
    from hiddenweb.forms import find_search_form, parse_forms, query_template, search_links

    site = fresh_site(name)
    status, html, charset = _fetch("GET", site.url)
    chosen = find_search_form(parse_forms(html, site.url, charset))
    for link in [] if chosen else search_links(html, site.url)[:3]:
        status, html, charset = _fetch("GET", link)
        chosen = find_search_form(parse_forms(html, link, charset))
        if chosen:
            break
    assert chosen is not None
    form, kw = chosen
    assert kw.name == site.keyword_field
    template = query_template(form, kw)
    sigs = EmptyPageSignatures()
    for q in nonsense_queries(2, seed=11):
        status, page_html, _ = _fetch(*template.request_for(q))
        assert status == 200 and is_no_results(page_html) and reported_total(page_html) == 0
        sigs.learn(page_html, q)
    vocabulary = site.vocabulary()
    for q in (vocabulary[3], vocabulary[len(vocabulary) // 3]):
        method, url, body, headers = template.request_for(q)
        status, page_html, _ = _fetch(method, url, body, headers)
        assert status == 200
        expected = len(site.expected(q))
        assert reported_total(page_html) == expected
        assert not is_no_results(page_html) and not sigs.is_empty(page_html, q)
        pages, seen = 1, {url}
        while (link := next_page(page_html, url, current_page=pages)) is not None:
            assert link.url not in seen or link.method == "POST"
            status, page_html, _ = _fetch(link.method, link.url, link.body, link.headers)
            assert status == 200
            url = link.url
            seen.add(url)
            pages += 1
            assert pages <= 200
        reachable = min(expected, site.result_cap or expected)
        assert pages == -(-reachable // site.page_size)
    nonsense = nonsense_queries(3, seed=11)[2]
    status, page_html, _ = _fetch(*template.request_for(nonsense))
    assert sigs.is_empty(page_html, nonsense)
    assert site.hits.of_kind("login") == 0 and site.hits.of_kind("newsletter") == 0


def test_no_search_form_on_a_site_without_one(fresh_site):
    from hiddenweb.forms import find_search_form, parse_forms, search_links

    site = fresh_site("no_form")
    _status, html, charset = _fetch("GET", site.url)
    assert find_search_form(parse_forms(html, site.url, charset)) is None
    for link in search_links(html, site.url)[:3]:
        _status, html, charset = _fetch("GET", link)
        assert find_search_form(parse_forms(html, link, charset)) is None
    assert site.hits.of_kind("login") == 0 and site.hits.of_kind("newsletter") == 0
