"""hiddenweb on result pages saved from real search software (tests/fixtures/realpages/README.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from hiddenweb.harvest.controls import page_controls
from hiddenweb.harvest.targets import site_words, template_words_last
from hiddenweb.htmlinput import parse_text
from hiddenweb.rendering import RenderingMemory, needs_rendering
from hiddenweb.results.analysis import read_result_page
from hiddenweb.results.pagination import next_page

PAGES = Path(__file__).resolve().parents[1] / "fixtures" / "realpages"
MW = "http://127.0.0.1:56897/index.php?title=Special:Search&fulltext=1&search="
DW = "http://127.0.0.1:40623/doku.php?do=search&id=start&q="
FOSSIL = "http://127.0.0.1:54531/search?s="


def page(name: str) -> str:
    return (PAGES / f"{name}.html").read_text(encoding="utf-8")


#: Saved pages whose content a script builds: Sphinx's search page as served (its results come from
#: searchindex.js), and as Chromium rendered it (its <noscript> still asks for JavaScript).
BUILT_BY_SCRIPT = frozenset({"sphinxdocs-search-page"})
RENDERED = frozenset({"sphinxdocs-search-results-dump", "mkdocs-search-results-stdlib-zipapp"})


@pytest.mark.parametrize(
    "name", sorted(p.stem for p in PAGES.glob("*.html") if p.stem not in BUILT_BY_SCRIPT | RENDERED)
)
def test_server_rendered_pages_with_empty_script_hooks_need_no_browser(name):
    # MediaWiki: empty div#contentSub, ul.vector-menu-content-list in its <nav>s, span.oo-ui-icon-search;
    # DokuWiki: the quick-search pop-up div#qsearch__out beside its search box; Django's admin: a formless
    # "Start typing to filter…" box over its navigation, beside the sidebar's toggle button; Trac: a ticket's
    # empty "Cc:" cell (class "searchable"), the hidden comment preview of its query page's batch form
    assert not needs_rendering(page(name)), needs_rendering(page(name)).reasons


def test_an_empty_results_container_filled_by_a_script_still_needs_the_browser():
    # the MediaWiki page with an empty div#results in its content area: the hook rules leave it a signal
    html = page("mediawiki-search-results").replace('<div class="searchresults">', '<div id="results"></div><div>', 1)
    assert "script-container" in needs_rendering(html).reasons


def test_memory_stops_the_detection_on_a_site_after_repeated_false_alarms():
    memory = RenderingMemory()
    for _ in range(2):
        memory.learn("wiki.org", "/index.php?search", True)
        memory.learn("wiki.org", "/index.php?search", False)
    assert not memory.detection_muted("wiki.org")
    memory.learn("wiki.org", "/index.php?search", True)
    memory.learn("wiki.org", "/index.php?search", False)
    assert memory.detection_muted("wiki.org") and not memory.detection_muted("other.org")
    # a site where the detection is mostly right keeps it
    for _ in range(3):
        memory.learn("js.org", "/list", True)
        memory.learn("js.org", "/item", True)
        memory.learn("js.org", "/item", False)
    assert not memory.detection_muted("js.org")
    replayed = RenderingMemory()
    replayed.replay([{"site": "wiki.org", "kind": "k", "needed": n} for n in (True, False) * 3])
    assert replayed.detection_muted("wiki.org")


def test_dokuwiki_tools_menu_button_is_no_next_page():
    # the header's <select name=do> "Tools" menu has a ">" submit button: it leads to /doku.php?id=start&do=,
    # which drops the query; every match is on the one results page
    assert next_page(page("dokuwiki-search-results"), DW + "fonts", 1, "fonts") is None


def test_a_query_inside_another_word_is_not_kept():
    # "st" is in "id=start": the Tools button still drops the query
    assert next_page(page("dokuwiki-search-results").replace("q=fonts", "q=st"), DW + "st", 1, "st") is None


def test_mediawiki_next_page_keeps_the_query():
    link = next_page(page("mediawiki-search-results"), MW + "socket", 1, "socket")
    assert link is not None and "offset=20" in link.url and "search=socket" in link.url


def test_a_bare_sign_button_that_keeps_the_query_is_still_a_next_page():
    html = (
        "<html><body><ul><li>a socket</li><li>b socket</li></ul><form action='/s'>"
        "<input type=hidden name=q value=socket><input type=hidden name=p value=2><button>&gt;</button></form></body></html>"
    )
    link = next_page(html, "http://x.org/s?q=socket", 1, "socket")
    assert link is not None and "p=2" in link.url


def test_mediawiki_one_result_is_one_record_without_the_create_page_paragraph():
    result = read_result_page(page("mediawiki-search-one-result"), MW + "crypt", "crypt", 1, keyword="search")
    assert [r.detail_url for r in result.records] == ["http://127.0.0.1:56897/index.php/crypt.mksalt"]
    assert "Create the page" not in " ".join(result.records[0].fields.values())


def test_fossil_result_with_its_term_marked_is_one_record():
    result = read_result_page(page("fossil-search-one-result"), FOSSIL + "xdrlib", "xdrlib", 1, keyword="s")
    assert [r.detail_url for r in result.records] == ["http://127.0.0.1:54531/wiki?name=xdrlib.Error"]


def test_fossil_snippet_marking_the_term_twice_is_one_record():
    # "splituser('user[:<mark>passwd</mark>]@host...": the snippet was split in 3 rows at its <mark>s
    result = read_result_page(page("fossil-search-marks"), FOSSIL + "passwd", "passwd", 1, keyword="s")
    assert [r.detail_url.split("=")[-1] for r in result.records] == [
        "urllib.parse._splituser",
        "urllib.request",
        "ftplib.FTP.__init__",
    ]
    assert "user[:passwd]@host" in result.records[0].fields["field_2"]


def test_trac_answers_holding_the_term_inside_longer_words_are_all_read():
    # "save": only #1306 says "save"; #1985 matched by "screensaver" and #854 by "FileSaver.js" (Trac
    # matches substrings). Read as a page of one result, its total (3) contradicted its one record and
    # the site's totals were set aside for the rest of the crawl.
    url = "http://127.0.0.1:43211/search?q=save&noquickjump=1&ticket=on"
    result = read_result_page(page("trac-search-substring-matches"), url, "save", 1, keyword="q")
    assert [r.detail_url.rsplit("/", 1)[-1] for r in result.records] == ["1985", "1306", "854"]


@pytest.mark.parametrize(
    "name,url,term,keyword",
    [
        ("mediawiki-search-no-results", MW + "zzqqxx", "zzqqxx", "search"),
        ("dokuwiki-search-no-results", DW + "zzqqxx", "zzqqxx", "q"),
        ("fossil-search-no-results", FOSSIL + "zzqqxx", "zzqqxx", "s"),
    ],
)
def test_no_results_pages_have_no_records(name, url, term, keyword):
    result = read_result_page(page(name), url, term, 1, keyword=keyword)
    assert not result.records


@pytest.mark.parametrize("app", ["mediawiki", "dokuwiki", "fossil"])
def test_first_queries_are_no_words_of_the_page_furniture_or_the_result_template(app):
    # words on the page a nonsense query answers (no record) belong to the result page's template: tried last
    empty = parse_text(page(f"{app}-search-no-results"))
    words = site_words(page(f"{app}-search-page"))
    bootstrap = template_words_last(words, empty)
    template = set(words) & set(site_words(empty))
    first = bootstrap[: len(bootstrap) - len(template)]
    assert set(bootstrap[len(first) :]) == template
    chrome = {"search", "login", "navigation", "tools", "recent", "changes", "sitemap", "timeline", "privacy", "log"}
    assert not chrome & set(words) - template, words
    assert not chrome & set(first), first


def test_a_topical_search_page_keeps_its_own_words():
    html = (
        "<html><body><header><a class=logo href=/>Wistman Herbarium</a><nav><a href=/>Home</a> <a href=/login>Login</a>"
        "</nav></header><h1>Old mills of Kent</h1><p>Watermills and windmills of Kent: mills, millers, millstones.</p>"
        "<form><input name=q><button>Search</button></form><footer>Privacy policy</footer></body></html>"
    )
    words = site_words(html)
    assert {"mills", "kent", "wistman", "herbarium"} <= set(words)
    assert not {"home", "login", "privacy"} & set(words)


def test_the_names_of_the_forms_fields_are_no_first_queries_their_values_are():
    # the book search of tests/sites/structured.py: "Author", "Title", "ISBN", "Find a book", "Search" name
    # fields (also in the tagline that repeats them); a select's options and a checkbox's label are values
    html = (
        "<html><body><header><a class=logo href=/>Ashgrove Books</a> <span class=tagline>Search by author, title"
        " or ISBN</span></header><main><h1>Search</h1><form><fieldset><legend>Find a book</legend>"
        "<p><label for=au>Author</label> <input id=au name=author></p><p><label for=ti>Title</label>"
        " <input type=text id=ti name=title></p><label>Genre <select name=g><option>Poetry</option>"
        "<option>Fiction</option></select></label> <label><input type=checkbox name=h> Hardcover</label>"
        "<button>Search</button></fieldset></form><p>Rare volumes of poetry</p></main></body></html>"
    )
    words = site_words(html)
    assert not {"search", "author", "title", "find", "book", "genre"} & set(words), words
    assert {"ashgrove", "books", "isbn", "poetry", "fiction", "hardcover", "rare", "volumes"} <= set(words)
    # a button that names the site ("Search Ashgrove") does not take the site's name out
    assert "ashgrove" in site_words(html.replace("<button>Search</button>", "<button>Search Ashgrove</button>"))


def test_mediawiki_title_and_text_matches_are_records_not_two_sections():
    html = page("mediawiki-search-results")
    result = read_result_page(html, MW + "socket", "socket", 1, keyword="search")
    assert len(result.records) == html.count('<li class="mw-search-result') == 34
    assert all(r.detail_url and "/index.php/" in r.detail_url for r in result.records)
    assert not any("Page title matches" in " ".join(r.fields.values()) for r in result.records)


def test_mediawiki_short_title_list_above_a_long_text_list_is_read_too():
    # 5 title matches above 20 text matches: the votes inside the long list outnumber those across both,
    # yet the page's records are both lists, and its total is the one written in bold pieces
    html = page("mediawiki-search-title-and-text-matches")
    mw = MW.replace("fulltext=1", "fulltext=Search")
    result = read_result_page(html, mw + "return", "return", 1, keyword="search")
    assert len(result.records) == html.count('<li class="mw-search-result') == 25
    titles = [r.fields["title"] for r in result.records]
    assert titles[0] == "bdb.Bdb.dispatch return" and "aifc" in titles
    assert result.total == 711


def test_mediawiki_a_title_section_of_one_match_is_a_section_not_a_record():
    html = page("mediawiki-search-one-title-match")
    url = MW.replace("fulltext=1", "fulltext=Search") + "directories&limit=1000"
    result = read_result_page(html, url, "directories", 1, keyword="search")
    assert len(result.records) == html.count('<li class="mw-search-result') == result.total == 35
    assert len({r.detail_url for r in result.records}) == 34  # one page matched by title and by text


def test_a_wrapper_learnt_on_one_list_does_not_read_a_page_with_two():
    # page 2 of a query lists text matches only: its wrapper must not read just the first list of a first page
    from hiddenweb.records import Wrapper, segment_page

    html = page("mediawiki-search-results")
    first, rest = html.split("<h2><span class='mw-headline'>Page text matches</span></h2>")
    one_list = first.split("<h2><span class='mw-headline'>Page title matches</span></h2>")[0] + rest
    wrapper = Wrapper.from_segmentation(segment_page(one_list, MW + "socket", "socket"))
    assert wrapper is not None
    assert wrapper.apply(html, MW + "socket", "socket") is None


@pytest.mark.parametrize(
    "name,url,term,keyword,template",
    [
        ("dokuwiki-search-results", DW + "fonts", "fonts", "q", {"hits", "last", "modified"}),
        ("mediawiki-search-results", MW + "socket", "socket", "search", {"bytes", "words", "january"}),
        # "105 bytes (17 words) - 00:00, 1 January 2024" or "2 KB (310 words) ...": one metadata column
        ("mediawiki-search-results-page3", MW + "one&limit=20&offset=40", "one", "search", {"bytes", "kb", "january"}),
    ],
)
def test_record_texts_leave_out_the_words_every_record_repeats(name, url, term, keyword, template):
    from hiddenweb.text import terms

    result = read_result_page(page(name), url, term, 1, keyword=keyword)
    words = [terms(r.text) for r in result.records]
    for word in template:  # written by the template in every record, left only where the data says it
        assert sum(word in w for w in words) <= 0.2 * len(words), word
    assert all(term in w for w in words[:5])  # the query's own word stays


def test_a_search_page_that_answers_in_place_keeps_its_words_in_order():
    search_page = "<html><body><h1>Members</h1><p>Popular topics: river, garden, market</p><form><input name=q></form>"
    words = site_words(search_page + "</body></html>")
    answered = parse_text(search_page + "<div id=results><p>No results</p></div></body></html>")
    assert template_words_last(words, answered) == words


def test_a_metadata_column_in_fixed_phrasings_gives_no_words():
    from hiddenweb.text import terms

    url = MW + "one&limit=20&offset=40"
    result = read_result_page(page("mediawiki-search-results-page3"), url, "one", 3, keyword="search")
    assert len(result.records) == 20
    assert not {"bytes", "kb", "january"} & set().union(*(terms(r.text) for r in result.records))


def test_mediawiki_last_page_with_one_result_and_the_query_next():
    # the query "next" is echoed by the "Create the page" link and the pager, not by the one result
    url = MW + "next&limit=20&offset=40"
    result = read_result_page(page("mediawiki-search-last-page-one-result"), url, "next", 3, keyword="search")
    assert [r.detail_url for r in result.records] == ["http://127.0.0.1:56897/index.php/wsgiref.validate"]
    assert result.next_link is None  # the red link reading "next" is the query, not a next page


def test_datasette_result_page_its_rows_total_and_largest_page_argument():
    # Datasette writes "3 rows where search matches "sane"", links each row's id to its row page and
    # names its page-size argument only as _size=max (the CSV link, the export form's hidden input)
    url = "http://127.0.0.1:47271/debian/packages?_search=sane"
    html = page("datasette-search-sane")
    result = read_result_page(html, url, "sane", 1, keyword="_search")
    assert result.total == 3 and result.next_link is None
    assert [r.detail_url.rsplit("/", 1)[-1] for r in result.records] == ["6407", "16676", "18298"]
    sizes, sorts = page_controls(parse_text(html, url), url, "_search")
    assert {(c.name, tuple(c.values), c.free) for c in sizes} == {("_size", (), True)}
    assert [f.name for f in sorts] == ["_sort"]


def test_a_formless_box_that_filters_the_page_is_no_search_but_one_that_searches_is():
    links = "".join(f"<li><a href='/p/{i}'>Package number {i} of the list</a></li>" for i in range(20))
    template = "<html><body><div><input type='search' {}><button>Go</button></div><ul>{}</ul><script src='/a.js'></script></body></html>"
    filtering = template.format("placeholder='Start typing to filter…'", links)
    searching = template.format("placeholder='Search the catalogue'", links)
    assert not needs_rendering(filtering)
    assert "script-form" in needs_rendering(searching).reasons


def test_an_empty_field_cell_or_a_hidden_pane_of_a_form_is_no_results_container():
    script = "<script>fetch('/api').then(r => r.text()).then(t => show(t))</script>"
    links = "".join(f"<li><a href='/p/{i}'>Ticket number {i} of the list</a></li>" for i in range(20))
    cell = f"<table><tr><th>Cc:</th><td class='searchable'></td></tr></table><ul>{links}</ul>{script}"
    pane = f"<form action='/batch' method='post'><div id='preview' class='content' style='display: none'></div><input type='submit'></form><ul>{links}</ul>{script}"
    waiting = f"<div id='results' style='display:none'></div><ul>{links}</ul>{script}"
    assert not needs_rendering(f"<html><body>{cell}</body></html>")
    assert not needs_rendering(f"<html><body>{pane}</body></html>")
    assert "xhr-container" in needs_rendering(f"<html><body>{waiting}</body></html>").reasons


@pytest.mark.parametrize("name", sorted(BUILT_BY_SCRIPT))
def test_pages_built_by_script_need_the_browser(name):
    assert needs_rendering(page(name))
