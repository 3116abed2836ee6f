"""Result-page analysis: pagination, reported totals, "no results", He et al. empty-page signatures."""

from __future__ import annotations

import json
import random
from pathlib import Path
from urllib.parse import parse_qs

import pytest

from hiddenweb.results import (
    EmptyPageSignatures,
    PageLink,
    is_no_results,
    next_page,
    nonsense_queries,
    page_signature,
    reported_total,
)

URL = "https://catalog.example.org/search?q=bridge&page=2"


def page(body: str, head: str = "") -> str:
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'>{head}</head><body>{body}</body></html>"


# ---------------------------------------------------------------------------
# next_page: realistic pagers
# ---------------------------------------------------------------------------

PAGERS = [
    # (name, html, url, current_page, expected url (or None), expected kind)
    (
        "link rel=next in head",
        page("<p>results</p>", head='<link rel="next" href="/search?q=bridge&amp;page=3">'),
        URL,
        None,
        "https://catalog.example.org/search?q=bridge&page=3",
        "next",
    ),
    (
        "anchor rel=next",
        page(
            '<div class="pagination"><a rel="prev" href="?q=bridge&page=1">Prev</a> <a rel="next" href="?q=bridge&page=3">Forward</a></div>'
        ),
        URL,
        None,
        "https://catalog.example.org/search?q=bridge&page=3",
        "next",
    ),
    (
        "Next › text",
        page(
            '<ul class="pager"><li><a href="/search?q=bridge&page=1">‹ Previous</a></li><li><a href="/search?q=bridge&page=3">Next ›</a></li></ul>'
        ),
        URL,
        None,
        "https://catalog.example.org/search?q=bridge&page=3",
        "next",
    ),
    (
        "bootstrap numbered with active li",
        page(
            '<nav aria-label="Page navigation"><ul class="pagination">'
            '<li class="page-item"><a class="page-link" href="?q=bridge&page=1">1</a></li>'
            '<li class="page-item active" aria-current="page"><a class="page-link" href="#">2</a></li>'
            '<li class="page-item"><a class="page-link" href="?q=bridge&page=3">3</a></li>'
            '<li class="page-item"><a class="page-link" href="?q=bridge&page=4">4</a></li></ul></nav>'
        ),
        URL,
        None,
        "https://catalog.example.org/search?q=bridge&page=3",
        "numbered",
    ),
    (
        "numbered with current as span without href",
        page(
            '<div class="pages">Pages: <a href="results.php?s=0&kw=bridge">1</a> <span>2</span> '
            '<a href="results.php?s=20&kw=bridge">3</a> <a href="results.php?s=30&kw=bridge">4</a></div>'
        ),
        "http://oldsite.example.com/results.php?s=10&kw=bridge",
        None,
        "http://oldsite.example.com/results.php?s=20&kw=bridge",
        "numbered",
    ),
    (
        "numbered with <b> current in table",
        page(
            '<table><tr><td>Result pages:</td><td><a href="list.asp?pg=1">[1]</a> <b>[2]</b> <a href="list.asp?pg=3">[3]</a></td></tr></table>'
        ),
        "http://db.example.net/list.asp?pg=2",
        None,
        "http://db.example.net/list.asp?pg=3",
        "numbered",
    ),
    (
        "numbered without marker uses current_page",
        page(
            '<div class="paging"><a href="/r?p=1">1</a> <a href="/r?p=2">2</a> <a href="/r?p=3">3</a> <a href="/r?p=4">4</a></div>'
        ),
        "https://x.example.com/r?token=abc",
        3,
        "https://x.example.com/r?p=4",
        "numbered",
    ),
    (
        "numbered without marker: link to self identifies current",
        page('<div class="paging"><a href="/r?p=1">1</a> <a href="/r?p=2">2</a> <a href="/r?p=3">3</a></div>'),
        "https://x.example.com/r?p=2",
        None,
        "https://x.example.com/r?p=3",
        "numbered",
    ),
    (
        "opaque cursor token",
        page(
            '<div class="nav-links"><a class="next" href="/api/search?q=bridge&amp;cursor=eyJpZCI6IDE0MjF9">Next results</a></div>'
        ),
        "https://x.example.com/api/search?q=bridge",
        None,
        "https://x.example.com/api/search?q=bridge&cursor=eyJpZCI6IDE0MjF9",
        "token",
    ),
    (
        "icon-only next with aria-label",
        page(
            '<nav class="pagination"><a href="?q=a&after=t3_9x1k2p" aria-label="Next page"><svg viewBox="0 0 8 8"><path d="M0 0"/></svg></a></nav>'
        ),
        "https://forum.example.com/search?q=a",
        None,
        "https://forum.example.com/search?q=a&after=t3_9x1k2p",
        "token",
    ),
    (
        "» glyph in pager",
        page(
            '<p class="pagenav"><a href="/s/bridge/1">«</a> <a href="/s/bridge/1">1</a> <strong>2</strong> <a href="/s/bridge/3">»</a></p>'
        ),
        "https://x.example.com/s/bridge/2",
        None,
        "https://x.example.com/s/bridge/3",
        "next",
    ),
    (
        "Older posts (blog search)",
        page('<div class="nav-previous"><a href="https://blog.example.com/page/3/?s=bridge">Older posts</a></div>'),
        "https://blog.example.com/page/2/?s=bridge",
        None,
        "https://blog.example.com/page/3/?s=bridge",
        "next",
    ),
    (
        "Spanish Siguiente",
        page(
            '<div class="paginacion"><a href="buscar?q=puente&pag=1">Anterior</a> <a href="buscar?q=puente&pag=3">Siguiente &gt;</a></div>'
        ),
        "https://es.example.com/buscar?q=puente&pag=2",
        None,
        "https://es.example.com/buscar?q=puente&pag=3",
        "next",
    ),
    (
        "German weiter",
        page('<div class="seiten"><a href="/suche?q=bruecke&s=2">weiter</a></div>'),
        "https://de.example.com/suche?q=bruecke",
        None,
        "https://de.example.com/suche?q=bruecke&s=2",
        "next",
    ),
    (
        "last page: only previous and numbered up to current",
        page(
            '<ul class="pagination"><li><a href="?page=1">« Prev</a></li><li><a href="?page=1">1</a></li><li class="active"><span>2</span></li></ul>'
        ),
        "https://x.example.com/list?page=2",
        None,
        None,
        None,
    ),
    (
        "next link disabled (no href)",
        page('<div class="pager"><a href="?page=4">Previous</a> <a class="next disabled">Next</a></div>'),
        "https://x.example.com/list?page=5",
        None,
        None,
        None,
    ),
    (
        "next that points to the same page is ignored",
        page('<div class="pager"><a href="/list?page=5#top">Next</a></div>'),
        "https://x.example.com/list?page=5",
        None,
        None,
        None,
    ),
    (
        "next to another host is ignored",
        page('<a href="https://ads.example.net/click?id=3">Next</a>'),
        "https://x.example.com/list?page=5",
        None,
        None,
        None,
    ),
    (
        "article 'Next' nav vs pager: pager wins",
        page(
            '<div class="story-nav"><a href="/story/99">Next story</a></div>'
            '<div class="pagination"><a href="/search?q=a&start=20">Next</a></div>'
        ),
        "https://x.example.com/search?q=a&start=10",
        None,
        "https://x.example.com/search?q=a&start=20",
        "next",
    ),
    (
        "Google-style start offset numbered with table cells",
        page(
            '<table id="nav"><tr><td><span>1</span></td><td><a href="/search?q=a&start=10">2</a></td>'
            '<td><a href="/search?q=a&start=20">3</a></td><td><a href="/search?q=a&start=10"><span>Next</span></a></td></tr></table>'
        ),
        "https://x.example.com/search?q=a",
        None,
        "https://x.example.com/search?q=a&start=10",
        "numbered",
    ),
    (
        "two-page pager: current marked, one link",
        page('<div class="pagination"><span class="current">1</span> <a href="/s?q=a&p=2">2</a></div>'),
        "https://x.example.com/s?q=a",
        None,
        "https://x.example.com/s?q=a&p=2",
        "numbered",
    ),
    (
        "relative link with base href",
        page('<a rel="next" href="page3.html">Next</a>', head='<base href="https://mirror.example.com/archive/q/">'),
        "https://mirror.example.com/archive/q/page2.html",
        None,
        "https://mirror.example.com/archive/q/page3.html",
        "next",
    ),
    (
        "more results anchor",
        page(
            '<ol class="results"><li>one</li></ol><p><a href="/search?q=bridge&amp;offset=20" class="btn">More results</a></p>'
        ),
        "https://x.example.com/search?q=bridge",
        None,
        "https://x.example.com/search?q=bridge&offset=20",
        "next",
    ),
    (
        "table-cell pager, numbers only",
        page(
            '<table class="nav"><tr><td><b>1</b></td><td><a href="/q?s=10">2</a></td><td><a href="/q?s=20">3</a></td></tr></table>'
        ),
        "https://x.example.com/q?s=0",
        None,
        "https://x.example.com/q?s=10",
        "numbered",
    ),
    (
        "first page: pages 2..N linked, no 1 at all",
        page(
            '<div class="pages">More pages: <a href="/r/bridge/2">2</a> <a href="/r/bridge/3">3</a> <a href="/r/bridge/4">4</a></div>'
        ),
        "https://x.example.com/r/bridge",
        None,
        "https://x.example.com/r/bridge/2",
        "numbered",
    ),
    (
        "numbers in a results table are not a pager",
        page('<table><tr><th>Rank</th><th>Title</th></tr><tr><td>1</td><td><a href="/d/7">2</a></td></tr></table>'),
        "https://x.example.com/list",
        None,
        None,
        None,
    ),
    (
        "javascript-only pager without postback form: nothing to follow",
        page('<div class="pager"><a href="javascript:void(0)" onclick="load(3)">Next</a></div>'),
        "https://x.example.com/list",
        None,
        None,
        None,
    ),
]


@pytest.mark.parametrize("name,html,url,current,expected,kind", PAGERS, ids=[p[0] for p in PAGERS])
def test_next_page_realistic(name, html, url, current, expected, kind):
    link = next_page(html, url, current_page=current)
    if expected is None:
        assert link is None, link
    else:
        assert link is not None
        assert link.method == "GET"
        assert link.url == expected
        assert link.kind == kind


def test_more_results_button_rendered_as_form():
    html = page(
        '<ol class="results"><li>r1</li><li>r2</li></ol>'
        '<form action="/results" method="post">'
        '<input type="hidden" name="q" value="bridge"><input type="hidden" name="offset" value="20">'
        '<input type="hidden" name="sid" value="A93F0C">'
        '<input type="submit" name="prev" value="Previous 20"> <input type="submit" name="more" value="More results">'
        "</form>"
    )
    link = next_page(html, "https://x.example.com/results")
    assert link is not None and link.kind == "more-form"
    assert link.method == "POST" and link.url == "https://x.example.com/results"
    assert parse_qs(link.body.decode()) == {
        "q": ["bridge"],
        "offset": ["20"],
        "sid": ["A93F0C"],
        "more": ["More results"],
    }
    assert link.headers["Content-Type"] == "application/x-www-form-urlencoded"


def test_next_button_get_form():
    html = page(
        '<form action="/find" method="get"><input type="hidden" name="q" value="mill">'
        '<input type="hidden" name="from" value="40"><button type="submit">Next page ›</button></form>'
    )
    link = next_page(html, "https://x.example.com/find?q=mill&from=20")
    assert link is not None and link.kind == "more-form"
    assert link.method == "GET" and link.url == "https://x.example.com/find?q=mill&from=40"


def _wrapped_pager(current: int, last: int) -> str:
    """Trac's pager: each number a link in its own <span>, the current one a <span class="current"> in one."""
    items = "".join(
        f'<span><span class="current">{n}</span></span>'
        if n == current
        else f'<span><a href="/s?q=the&page={n}">{n}</a></span>'
        for n in range(max(1, current - 10), min(last, current + 10) + 1)
    )
    nxt = f'<span class="next"><a href="/s?q=the&page={current + 1}">&rarr;</a></span>' if current < last else ""
    return page(
        f'<div class="paging"><span class="previous"><a href="/s?q=the&page={current - 1}">&larr;</a></span>{items}{nxt}</div>'
    )


def test_a_link_wrapped_in_a_pager_item_is_no_current_page():
    # the <span> around link "21" once read as the current page: the last page's next page was page 22
    assert next_page(_wrapped_pager(31, 31), "https://x.example.com/s?q=the&page=31", 31, "the") is None
    link = next_page(
        _wrapped_pager(12, 31).replace('<span class="next">', "<span>"), "https://x.example.com/s?q=the&page=12"
    )
    assert link is not None and link.page == 13


def test_search_form_is_not_a_pager():
    html = page('<form action="/find"><input name="q" value="mill"><input type="submit" value="Search"></form>')
    assert next_page(html, "https://x.example.com/find?q=mill") is None


def test_aspnet_postback_pager():
    html = page(
        '<form name="aspnetForm" method="post" action="./Results.aspx" id="aspnetForm">'
        '<input type="hidden" name="__EVENTTARGET" value=""><input type="hidden" name="__EVENTARGUMENT" value="">'
        '<input type="hidden" name="__VIEWSTATE" value="/wEPDwUKLTI2ODQ">'
        '<input type="text" name="ctl00$txtKeyword" value="bridge">'
        '<table class="grid"><tr><td>row</td></tr></table>'
        '<div class="pager"><span>1</span> <a href="javascript:__doPostBack(&#39;ctl00$grid&#39;,&#39;Page$2&#39;)">2</a> '
        '<a href="javascript:__doPostBack(&#39;ctl00$grid&#39;,&#39;Page$Next&#39;)">Next &gt;</a></div>'
        "</form>"
    )
    link = next_page(html, "https://records.example.gov/Results.aspx")
    assert link is not None and link.kind == "more-form" and link.method == "POST"
    assert link.url == "https://records.example.gov/Results.aspx"
    data = parse_qs(link.body.decode(), keep_blank_values=True)
    assert data["__EVENTTARGET"] == ["ctl00$grid"]
    assert data["__EVENTARGUMENT"][0] in ("Page$Next", "Page$2")
    assert data["__VIEWSTATE"] == ["/wEPDwUKLTI2ODQ"] and data["ctl00$txtKeyword"] == ["bridge"]


def test_next_page_number_reported():
    html = page('<ul class="pagination"><li class="active"><a>4</a></li><li><a href="?p=5">5</a></li></ul>')
    link = next_page(html, "https://x.example.com/s?p=4")
    assert link is not None and link.page == 5 and link.kind == "numbered"


def test_page_link_round_trip():
    link = PageLink("POST", "https://x.example.com/r", b"a=1&b=%E9", {"Content-Type": "x"}, "more-form", 3)
    again = PageLink.from_dict(json.loads(json.dumps(link.to_dict())))
    assert again == link


# ---------------------------------------------------------------------------
# reported_total
# ---------------------------------------------------------------------------

TOTALS = [
    ("1–20 of 3,412", 3412),
    ("Showing 11-20 of 3412 results", 3412),
    ("3,412 results", 3412),
    ("About 1,200 matches", 1200),
    ("Results 1 - 10 of about 523 for bridge. (0.23 seconds)", 523),
    ("Page 2 of 14", None),
    ("No results found for “zqxjv”.", 0),
    ("Your search returned 0 results.", 0),
    ("Showing 1 to 10 of 57 entries", 57),
    ("Items 1 to 25 of 1,024 total", 1024),
    ("Displaying records 26 - 50 of 4,096", 4096),
    ("1 result", 1),
    ("Your search for 'mill' returned 87 results", 87),
    ("Results: 523", 523),
    ("Total hits: 17", 17),
    ("10,000+ results", 10000),
    ("More than 1,000 results match", 1000),
    ("Found 245 records matching your query", 245),
    ("3.412 Ergebnisse", 3412),
    ("Treffer 1 - 10 von 345", 345),
    ("Resultados 1 - 20 de 1.250", 1250),
    ("1 234 résultats", 1234),
    ("Showing 20 results per page", None),
    ("Sort by date · 25 per page · Page 3 of 9", None),
    ("We have 12 jobs matching “welder” in Ohio", 12),
    ("About 1.2 million results", 1200000),
    ("Viewing 1-50 of 50", 50),
    ("Copyright 2024. Established 1887.", None),
    ("Papers matching “query” 137 papers · page 1 Title Towards robust query Authors J. Pearl", 137),
    ("Results page 2 Title: Old mill Author: Smith", None),
    ("Showing 21-40 of 1,187 photographs", 1187),
    # Sphinx's search: a documentation site's records are its pages, "N pages" then counts them
    ("Search finished, found 136 pages matching the search query.", 136),
    ("Search finished, found 1 page(s) matching the search query.", 1),
    ("Results 1 - 10, 14 pages", None),
    ("", None),
]


@pytest.mark.parametrize("text,expected", TOTALS, ids=[t[0] or "empty" for t in TOTALS])
def test_reported_total_text(text, expected):
    assert reported_total(text) == expected


def test_reported_total_from_html_prefers_results_line_over_sidebar_noise():
    html = page(
        '<div class="sidebar"><h4>Format</h4><ul><li>Books (1,412)</li><li>Maps (37)</li></ul></div>'
        '<div id="content"><p class="summary">Results <b>1</b>–<b>20</b> of <b>3,412</b> for <i>bridge</i></p>'
        "<ol><li>Old bridge, 1887</li></ol></div>"
        '<div class="footer">Copyright 2024</div>'
    )
    assert reported_total(html) == 3412
    assert reported_total(html.encode("utf-8")) == 3412


def test_reported_total_prefers_main_content_over_site_statistics():
    html = page(
        '<header class="site-header"><p>Over 40,000 photographs online</p></header>'
        "<main><h1>Photos of mills</h1><p>87 photographs</p><ul><li>Mill, 1901</li></ul></main>"
        "<footer><p>Results 1 - 3 of 3 shown in your basket</p></footer>"
    )
    assert reported_total(html) == 87


def test_reported_total_never_raises():
    for bad in (b"\xff\xfe\x00<", b"<<<>>>", "<" * 10000, b"\x00" * 100, "1" * 5000 + " results"):
        reported_total(bad)


# ---------------------------------------------------------------------------
# is_no_results
# ---------------------------------------------------------------------------

NO_RESULTS = [
    (page('<div id="content"><h1>Search</h1><p>No results found for <b>zqxjv</b>.</p></div>'), True),
    (page("<main><p>Your search - <em>zqxjv</em> - did not match any documents.</p></main>"), True),
    (page('<div class="results"><p>0 results for "zqxjv"</p></div>'), True),
    (page('<p>Sorry, we couldn\'t find any products matching "zqxjv".</p>'), True),
    (page("<p>Keine Treffer für „zqxjv“.</p>"), True),
    (page("<p>Aucun résultat ne correspond à votre recherche.</p>"), True),
    (page("<p>No se encontraron resultados para zqxjv</p>"), True),
    (page('<div class="results"><p>Showing 1–10 of 40</p><ol><li>Bridge over the river</li></ol></div>'), False),
    # A hidden "no results" template that JS toggles is present on every page.
    (
        page(
            '<div class="no-results" style="display:none">No results found</div><ol class="results"><li>A record</li></ol>'
        ),
        False,
    ),
    (page('<div class="no-results" hidden>No results found</div><ol><li>Record</li></ol>'), False),
    # The phrase in the sidebar help, not in the main content.
    (
        page(
            '<aside class="sidebar"><h4>Search tips</h4><p>No results? Try fewer words.</p></aside>'
            "<main><ol><li>Bridge</li><li>Mill</li></ol></main>"
        ),
        False,
    ),
    (
        page('<nav><a href="/help#no-results">No results? Read our search help</a></nav><div><p>10 results</p></div>'),
        False,
    ),
    # Spelling correction: no results for the typo, results for the suggestion.
    (
        page("<main><p>No results found for <b>brdge</b>. Showing results 1-10 of 87 for <b>bridge</b>.</p></main>"),
        False,
    ),
    (page("<main><p>We found 12 results.</p></main>"), False),
    # A record's snippet says it ("None if no items have a match"); the page says how many it found.
    (
        page(
            "<main><p>Search finished, found 2 pages matching the search query.</p><ul>"
            "<li><a href='/a'>email.Message.get_body</a> return the part, or None if no items have a match</li>"
            "<li><a href='/b'>os.getenv</a> return None if it doesn't exist</li></ul></main>"
        ),
        False,
    ),
]


@pytest.mark.parametrize("html,expected", NO_RESULTS)
def test_is_no_results(html, expected):
    assert is_no_results(html) is expected


def test_is_no_results_bytes_and_garbage():
    assert is_no_results("No matches were found.".encode("utf-16")) in (True, False)
    assert is_no_results(page("<p>Ningún resultado</p>").encode("cp1252", "replace")) is True
    assert is_no_results(b"") is False
    assert is_no_results(None) is False  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# Empty-page signatures: realistic sites whose chrome dominates the page
# ---------------------------------------------------------------------------

WORDS = (
    "river valley history map letter photograph archive county survey railway bridge mill church school farm "
    "harbor lighthouse census court deed estate family portrait journal diary ledger council station canal "
    "quarry tannery brewery market fair parish"
).split()


def _menu(n: int) -> str:
    return "".join(
        f'<li class="menu-item"><a href="/section/{i}">Section {chr(65 + i % 26)} topics and guides</a></li>'
        for i in range(n)
    )


def site_divsoup(main: str, q: str) -> str:
    """Unmarked div soup: no <main>/<nav>, no telling class names, heavy menus and footers."""
    return f"""<html><head><title>Search: {q} - County Archive</title></head><body>
<div class="wrap"><div class="top"><img src="/logo.png" alt="County Archive">
<div class="links"><a href="/">Home</a> <a href="/visit">Visit us</a> <a href="/donate">Donate</a> <a href="/account">My account</a></div>
<div class="bar"><ul class="dd">{_menu(60)}</ul></div></div>
<div class="row"><div class="col-3"><h4>Browse by collection</h4>
<ul>{"".join(f'<li><a href="/c/{w}">{w.title()} collection</a></li>' for w in WORDS)}</ul>
<h4>Opening hours</h4><p>Monday to Friday 9am to 5pm, Saturday 10am to 2pm. Closed on public holidays.
The reading room requires a reader ticket; please bring photo identification and proof of address.</p></div>
<div class="col-9">
<form action="/search"><input name="q" value="{q}"><select name="type"><option>All</option><option>Photos</option></select>
<input type="submit" value="Search"></form>
<h2>Search results for “{q}”</h2>
{main}
</div></div>
<div class="bottom"><p>County Archive, 12 High Street. Registered charity 1098765. Copyright 2024. All rights reserved.</p>
<ul>{"".join(f'<li><a href="/f/{i}">Footer link number {i} about policies</a></li>' for i in range(30))}</ul></div>
</div></body></html>"""


def site_semantic(main: str, q: str) -> str:
    return f"""<!DOCTYPE html><html><head><title>{q} | BookFinder</title></head><body>
<header><a href="/">BookFinder</a><nav><ul>{_menu(40)}</ul></nav>
<form role="search" action="/s"><input type="search" name="q" value="{q}"></form></header>
<main><h1>Results for {q}</h1>{main}</main>
<aside><h3>Trending</h3><ul>{"".join(f'<li><a href="/t/{w}">{w} books and more</a></li>' for w in WORDS[:15])}</ul></aside>
<footer><p>About BookFinder. Terms. Privacy. Contact. Careers at BookFinder.</p></footer></body></html>"""


def site_tables(main: str, q: str) -> str:
    return f"""<html><body bgcolor="#ffffff"><table width="100%"><tr><td colspan=2><img src="banner.gif"><br>
<font size=2>{" | ".join(f'<a href="/p{i}.html">Page {i} heading</a>' for i in range(40))}</font></td></tr>
<tr><td width="20%" valign=top>{"<br>".join(f'<a href="/cat/{w}">{w.title()} records index</a>' for w in WORDS)}</td>
<td valign=top><form method=post action="search.php"><input name=kw value="{q}"><input type=submit value=Go></form>
<b>Search:</b> {q}<br>{main}</td></tr>
<tr><td colspan=2><font size=1>Maintained by the volunteers of the Genealogy Society. Last updated 3 March 2011.
Best viewed at 800x600.</font></td></tr></table></body></html>"""


SITES = {"divsoup": site_divsoup, "semantic": site_semantic, "tables": site_tables}


def records(n: int, q: str, seed: int, style: str) -> str:
    rng = random.Random(seed)
    out = []
    for i in range(n):
        title = " ".join(rng.choice(WORDS) for _ in range(4)).title()
        snippet = " ".join(rng.choice(WORDS) for _ in range(18))
        if style == "table":
            out.append(
                f'<tr><td><a href="/rec/{seed}{i}">{title} {q}</a></td><td>{1800 + i}</td><td>{snippet}</td></tr>'
            )
        elif style == "titles":
            out.append(
                f'<li><a href="/rec/{seed}-{i}">{" ".join(rng.choice(WORDS) for _ in range(3)).title()}</a></li>'
            )
        else:
            out.append(
                f'<div class="result"><h3><a href="/rec/{seed}{i}">{title} {q}</a></h3>'
                f'<p class="meta">Item {seed}{i} · {1800 + i} · Box {i}</p><p class="snip">{snippet} {q}</p></div>'
            )
    body = "".join(out)
    if style == "table":
        return f'<p>Results 1 - {n} of {n * 7}</p><table class="res"><tr><th>Title</th><th>Year</th><th>Description</th></tr>{body}</table>'
    if style == "titles":
        return f'<ul class="hits">{body}</ul>'
    return (
        f'<p class="count">Showing 1–{n} of {n * 7} results</p><div class="results">{body}</div>'
        f'<div class="pager"><a href="?q={q}&page=2">Next ›</a></div>'
    )


def empty(q: str, suggest: str | None = None) -> str:
    s = f'<p>Did you mean <a href="/search?q={suggest}">{suggest}</a>?</p>' if suggest else ""
    return (
        f'<p class="noresults">Sorry, your search for <b>{q}</b> did not match any records.</p>{s}'
        "<ul><li>Check your spelling</li><li>Try more general words</li><li>Try different words that mean the same thing</li></ul>"
    )


@pytest.mark.parametrize("site", list(SITES))
def test_empty_pages_of_different_nonsense_words_are_similar(site):
    build = SITES[site]
    q1, q2, q3 = nonsense_queries(3, seed=7)
    sigs = EmptyPageSignatures()
    sigs.learn(build(empty(q1), q1), q1)
    assert sigs.similarity(build(empty(q2), q2), q2) >= 0.95
    # A "did you mean" suggestion for the nonsense word changes little.
    assert sigs.is_empty(build(empty(q3, suggest="bigamy"), q3), q3)


@pytest.mark.parametrize("site", list(SITES))
@pytest.mark.parametrize("style", ["div", "table", "titles"])
@pytest.mark.parametrize("n", [10, 3, 1])
def test_result_pages_are_not_similar_to_empty_pages(site, style, n):
    build = SITES[site]
    sigs = EmptyPageSignatures()
    for q in nonsense_queries(2, seed=1):
        sigs.learn(build(empty(q), q), q)
    sim = sigs.similarity(build(records(n, "railway", seed=n, style=style), "railway"), "railway")
    assert sim < 0.85, sim
    if n == 10:
        assert sim < 0.6, sim  # a full page is far from empty, not borderline


def test_signature_removes_query_and_numbers():
    a = page_signature(page("<main><p>Results for zqxjv: 0 items, page 1</p></main>"), "zqxjv")
    b = page_signature(page("<main><p>Results for bovoxq: 0 items, page 7</p></main>"), "bovoxq")
    assert a == b
    assert not any("zqxjv" in k for k in a)


def test_signatures_round_trip_and_threshold():
    sigs = EmptyPageSignatures(threshold=0.9)
    q = nonsense_queries(1)[0]
    sigs.learn(site_semantic(empty(q), q), q)
    again = EmptyPageSignatures.from_dict(json.loads(json.dumps(sigs.to_dict())))
    assert again.threshold == 0.9 and len(again) == 1
    other = nonsense_queries(2)[1]
    html = site_semantic(empty(other), other)
    assert again.similarity(html, other) == pytest.approx(sigs.similarity(html, other))


def test_no_signatures_means_nothing_is_empty():
    assert EmptyPageSignatures().is_empty(page("<p>No results</p>"), "x") is False
    assert EmptyPageSignatures().similarity(page("<p>x</p>"), "x") == 0.0


def test_signatures_survive_bad_input():
    sigs = EmptyPageSignatures()
    sigs.learn(b"\xff\xfe<\x00h\x00", "q")
    sigs.learn("", "q")
    sigs.learn(site_tables(empty("zq"), "zq"), "zq")
    assert sigs.similarity(b"\x00\x01\x02", "q") <= 1.0
    assert sigs.is_empty("<html><body><p>" + "<div>" * 5000, "q") in (True, False)


def test_nonsense_queries_are_distinct_deterministic_and_absent():
    qs = nonsense_queries(50, seed=3)
    assert len(set(qs)) == 50 and qs == nonsense_queries(50, seed=3)
    assert qs != nonsense_queries(50, seed=4)
    assert all(q.isalpha() and q.islower() and 5 <= len(q) <= 14 for q in qs)
    rare = ("zq", "xj", "qv", "vx", "jq", "zx", "qk", "wx")
    assert all(any(r in q for r in rare) for q in qs)
    assert nonsense_queries(0) == []


# ---------------------------------------------------------------------------
# Robustness: huge pages, garbage, non-UTF-8
# ---------------------------------------------------------------------------


def test_huge_page_is_capped_and_handled():
    row = '<div class="r"><a href="/rec/{i}">Record {i}</a> some text about bridges</div>'
    body = "".join(row.format(i=i) for i in range(60_000))  # ~4.5 MB
    html = page(body + '<div class="pager"><a rel="next" href="/s?page=2">Next</a></div>')
    assert len(html) > 4_000_000
    link = next_page(html, "https://x.example.com/s?page=1")
    assert link is None or link.url == "https://x.example.com/s?page=2"
    assert reported_total(html) in (None, 0) or isinstance(reported_total(html), int)
    sigs = EmptyPageSignatures()
    sigs.learn(html, "bridges")
    assert sigs.similarity(html, "bridges") == pytest.approx(1.0)


@pytest.mark.parametrize(
    "bad",
    [
        b"",
        b"\x00\x00\x00",
        b"\xff\xfe\xfd" * 1000,
        "<html><a href='http://[::1'>Next</a>",
        "<a href=>Next</a>",
        "<a href='http://%'>Next</a>",
        "<" * 100_000,
        "<a rel=next href='mailto:x@y'>Next</a>",
        12345,
    ],
    ids=lambda v: repr(v)[:30],
)
def test_never_raises_on_garbage(bad):
    assert next_page(bad, "https://x.example.com/") is None or isinstance(
        next_page(bad, "https://x.example.com/"), PageLink
    )
    reported_total(bad)
    is_no_results(bad)


def test_non_utf8_pager_text():
    html = page('<div class="paginación"><a href="/b?p=3">Página siguiente »</a></div>').encode("cp1252")
    link = next_page(html, "https://x.example.com/b?p=2")
    assert link is not None and link.url == "https://x.example.com/b?p=3"


# ---------------------------------------------------------------------------
# End to end over the local test sites (real HTTP on loopback hosts)
# ---------------------------------------------------------------------------


# ---------------------------------------------------------------------------
# One parse per result page: the search form and captured links taken out of the tree
# ---------------------------------------------------------------------------

RECORD_PAGES = sorted(
    p
    for p in (Path(__file__).parent.parent / "pages" / "records").glob("*.html")
    if "<form" in p.read_text(encoding="utf-8", errors="replace")
)
CAPTURED = '<div id="hiddenweb-simulated" hidden><ul><li><a href="/search?q=bridge&amp;page=2">Next</a></li></ul></div>'


def _with_captured_links(html: str) -> str:
    at = html.lower().rfind("</body>")
    return html + CAPTURED if at < 0 else html[:at] + CAPTURED + "\nafter" + html[at:]


@pytest.mark.parametrize("path", RECORD_PAGES, ids=lambda p: p.stem)
def test_stripped_tree_is_the_page_without_its_search_form_and_captured_links(path):
    """Stripping the parsed page gives the tree of the page serialised without them and parsed again
    (what the harvest read before), and restoring it gives the whole page back."""
    import lxml.html

    from hiddenweb import forms as formlib
    from hiddenweb.htmlinput import decode_html, parse_text
    from hiddenweb.rendering import without_simulated_links
    from hiddenweb.results import strip_page

    html = _with_captured_links(decode_html(path.read_bytes())[0])
    found = formlib.find_search_form(formlib.parse_forms(html, URL))
    keyword = found[1].name if found else "q"
    expected = formlib.without_search_form(without_simulated_links(html), keyword, URL)
    root = parse_text(html, URL)
    whole = lxml.html.tostring(root)
    stripped = strip_page(root, keyword, html)
    assert stripped and lxml.html.tostring(root) == lxml.html.tostring(parse_text(expected, URL))
    stripped.restore()
    assert lxml.html.tostring(root) == whole


def test_result_page_read_without_its_search_form_paged_with_everything():
    """Records come from the page without its repeated search form (its labels are not records);
    the next page may be a link only the captured links hold."""
    from hiddenweb.results import read_result_page

    rows = "".join(
        f'<li class="hit"><a href="/doc/{i}">A bridge over river {i}</a> <span>built {1900 + i}</span></li>'
        for i in range(6)
    )
    html = page(
        '<form action="/search"><label>Language <select name="lang"><option>English</option></select></label>'
        '<label>From year <input name="from"></label><input name="q" value="bridge"><button>Search</button></form>'
        f'<p>Showing 1-6 of 40</p><ul class="results">{rows}</ul>'
    )
    result = read_result_page(
        _with_captured_links(html), "https://catalog.example.org/search?q=bridge", "bridge", 1, keyword="q"
    )
    assert not result.empty and result.total == 40
    assert len(result.records) == 6 and all("bridge" in r.text.lower() for r in result.records)
    assert result.next_link is not None and result.next_link.url.endswith("page=2")
    assert result.wrapper is not None and result.by_wrapper is None
    again = read_result_page(
        html, "https://catalog.example.org/search?q=bridge&page=2", "bridge", 2, keyword="q", wrapper=result.wrapper
    )
    assert again.by_wrapper is True and len(again.records) == 6 and again.wrapper is result.wrapper


def _shelf(items: list[str], note: str = "") -> str:
    rows = "".join(
        f'<li class="hit"><a href="/doc/{i}">{title}</a> <span>copies 1-2 of {3 + i} on the shelf</span></li>'
        for i, title in enumerate(items)
    )
    return page(
        f'<form action="/search"><input name="q"><button>Search</button></form>{note}<ul class="shelf">{rows}</ul>'
    )


def test_a_wrapper_reads_records_first_and_the_page_around_them_after():
    """The page-level questions (no results, total, next page) are read without the records a wrapper
    read: a record's "copies 1-2 of 4" is no total, and a "no results" page that keeps the result page's
    lists (Fossil's) is still empty; the page is whole again afterwards."""
    from hiddenweb.results import read_result_page

    url = "https://catalog.example.org/search?q=bridge"
    first = read_result_page(
        _shelf([f"A bridge over river {i}" for i in range(6)], "<p>Showing 1-6 of 40</p>"),
        url,
        "bridge",
        1,
        keyword="q",
    )
    assert first.total == 40 and len(first.records) == 6 and first.wrapper is not None
    later = _shelf([f"A bridge in town {i}" for i in range(5)])  # no total stated: none read in a record
    again = read_result_page(later, url + "&page=2", "bridge", 2, keyword="q", wrapper=first.wrapper)
    assert again.by_wrapper is True and len(again.records) == 5 and again.total is None and not again.empty
    assert "copies 1-2 of 3 on the shelf" in again.records[0].raw.values()
    recent = _shelf(["Recently added: maps", "Recently added: atlases"], '<p>No results found for "zzqq".</p>')
    empty = read_result_page(recent, url.replace("bridge", "zzqq"), "zzqq", 1, keyword="q", wrapper=first.wrapper)
    assert empty.empty and not empty.records and empty.by_wrapper is None
    # a lone "record" is never set aside: it may be the page's "no results" row
    one = _shelf(["No results found for your search"]).replace("copies 1-2 of 3 on the shelf", "none on the shelf")
    assert read_result_page(one, url, "zzqq", 1, keyword="q", wrapper=first.wrapper).empty


@pytest.mark.parametrize(
    "body",
    [
        '<div><form action="/s"><input name="q"></form>after the form<p>1 result</p></div>',
        '<div>before<form action="/s"><input name="q"></form>after<form action="/s"><input name="q"></form></div>',
        '<form action="/s"><input name="q"></form>',
    ],
)
def test_strip_and_restore_keep_the_text_around_what_is_taken_out(body):
    import lxml.html

    from hiddenweb import forms as formlib
    from hiddenweb.htmlinput import parse_text
    from hiddenweb.results import strip_page

    html = page(body)
    root = parse_text(html, URL)
    whole = lxml.html.tostring(root)
    stripped = strip_page(root, "q", html)
    assert lxml.html.tostring(root) == lxml.html.tostring(parse_text(formlib.without_search_form(html, "q"), URL))
    stripped.restore()
    assert lxml.html.tostring(root) == whole


def test_main_text_keeps_inline_pieces_in_document_order():
    from hiddenweb.results.content import main_text
    from hiddenweb.results.totals import as_root

    html = (
        "<html><body><nav><a href=/>Home</a></nav><main><p>Results <b>1 – 20</b> of <b>711</b> for "
        "<i>return</i>.</p><!-- c --><span hidden>x</span> end</main></body></html>"
    )
    assert main_text(as_root(html)) == "Results 1 – 20 of 711 for return . end"
    assert reported_total(html) == 711


def test_stripping_the_search_form_keeps_the_total_it_holds_and_restores_the_page_exactly():
    import lxml.html

    from hiddenweb.results.content import main_text, strip_page
    from hiddenweb.results.totals import as_root

    html = (
        "<html><body><form action=/s><input name=q value=war> <label>In</label> <select name=ns>"
        "<option>All 3 namespaces</option></select><div class=info>Results <b>1 – 20</b> of <b>711</b></div>"
        "tail</form>after<ul><li>War and Peace</li><li>The War of the Worlds</li></ul></body></html>"
    )
    root = as_root(html)
    whole = lxml.html.tostring(root)
    stripped = strip_page(root, "q", html)
    text = main_text(root)
    assert "Results 1 – 20 of 711" in text and "namespaces" not in text and "In" not in text.split()
    assert reported_total(root) == 711
    stripped.restore()
    assert lxml.html.tostring(root) == whole
