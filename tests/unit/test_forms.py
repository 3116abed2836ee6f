"""The form model: parsing, labels, form types, keyword field, search-form choice, query templates."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import parse_qs, parse_qsl, urlsplit

import numpy as np
import pytest

from hiddenweb import forms as forms_module
from hiddenweb.forms import (
    UNSAFE_FORM_TYPES,
    Field,
    Form,
    QueryTemplate,
    classify_form,
    find_search_form,
    form_type,
    keyword_field,
    main,
    parse_forms,
    query_template,
    rule_form_type,
    search_links,
)
from hiddenweb.forms.trained import TRAINED_TYPES, FormTypeModel

PAGES = Path(__file__).parent.parent / "pages" / "forms"


def load(name: str, url: str = "https://www.example.org/dir/page.html", encoding: str | None = None) -> list[Form]:
    return parse_forms((PAGES / name).read_bytes(), url, encoding)


def by_name(form: Form, name: str) -> Field:
    f = form.field_named(name)
    assert f is not None, name
    return f


# ---------------------------------------------------------------------------
# Form types: every fixture page
# ---------------------------------------------------------------------------

EXPECTED_TYPES = {
    "library_catalog.html": ["search", "search", "login", "mailing_list"],
    "login.html": ["search", "login"],
    "registration.html": ["registration"],
    "contact.html": ["search", "contact"],
    "newsletter.html": ["mailing_list"],
    "checkout.html": ["order", "order"],
    "delete_account.html": ["delete"],
    "password_recovery.html": ["password_recovery"],
    "court_records_post.html": ["search"],
    "shop_noaction.html": ["search"],
    "latin1_search.html": ["search"],
    "labels_mixed.html": ["search"],
}


@pytest.mark.parametrize("page", sorted(EXPECTED_TYPES))
def test_rule_form_types_of_fixture_pages(page):
    found = [rule_form_type(f)[0] for f in load(page)]
    assert found == EXPECTED_TYPES[page]
    for f in load(page):
        typ, prob = form_type(f)  # the trained model, when one is installed, else the rules
        assert typ in forms_module.FORM_TYPES and 0.0 < prob <= 1.0
        if EXPECTED_TYPES[page][f.index] in UNSAFE_FORM_TYPES:
            assert typ in UNSAFE_FORM_TYPES


SEARCH_CHOICE = {
    # page: (form index chosen, keyword field name)
    "library_catalog.html": (1, "kw"),  # the advanced form, not the header box
    "login.html": (0, "k"),
    "contact.html": (0, "query"),
    "court_records_post.html": (0, "ctl00$Main$txtKeyword"),
    "shop_noaction.html": (0, "searchTerm"),
    "jobs.html": (0, "q"),
    "latin1_search.html": (0, "texto"),
    "labels_mixed.html": (0, "words"),
}


@pytest.mark.parametrize("page", sorted(SEARCH_CHOICE))
def test_find_search_form_and_keyword_field(page):
    chosen = find_search_form(load(page))
    assert chosen is not None
    form, kw = chosen
    assert (form.index, kw.name) == SEARCH_CHOICE[page]
    assert form_type(form)[0] not in UNSAFE_FORM_TYPES


@pytest.mark.parametrize(
    "page",
    [
        "registration.html",
        "newsletter.html",
        "checkout.html",
        "delete_account.html",
        "password_recovery.html",
        "realestate_bounded.html",
        "home_no_form.html",
    ],
)
def test_no_search_form_on_unsafe_or_unqueryable_pages(page):
    assert find_search_form(load(page)) is None


def test_unsafe_forms_never_chosen_even_when_alone():
    forms = load("login.html")
    login = [f for f in forms if form_type(f)[0] == "login"]
    assert find_search_form(login) is None
    contact = [f for f in load("contact.html") if form_type(f)[0] == "contact"]
    assert find_search_form(contact) is None


def test_allow_types_lets_an_unsafe_type_through():
    html = """<form action="/newsletter/subscribe" method="post"><p>Subscribe to our newsletter</p>
              <input type="text" name="topics" placeholder="Topics you like">
              <input type="submit" value="Subscribe"></form>"""
    forms = parse_forms(html, "https://news.example.com/")
    assert form_type(forms[0])[0] == "mailing_list"
    assert find_search_form(forms) is None
    chosen = find_search_form(forms, allow_types={"mailing_list"})
    assert chosen is not None and chosen[1].name == "topics"


# ---------------------------------------------------------------------------
# Parsing details
# ---------------------------------------------------------------------------


def test_library_catalog_fields_labels_and_defaults():
    quick, adv, login, news = load("library_catalog.html")
    assert quick.action == "https://www.example.org/catalog/search" and quick.method == "GET"
    assert quick.attrs.get("in_search_landmark") == "1"
    assert by_name(quick, "q").type == "search" and by_name(quick, "q").label == "Search the catalog"
    assert adv.id == "advsearch" and adv.name == "advanced"
    assert by_name(adv, "kw").label == "Keywords" and by_name(adv, "kw").placeholder == "any words"
    assert by_name(adv, "kw").texts[:2] == ["Keywords", "any words"]
    assert by_name(adv, "isbn").label == "ISBN / ISSN" and by_name(adv, "isbn").maxlength == 17
    fmt = by_name(adv, "format")
    assert fmt.bounded and fmt.value == "" and fmt.options[1] == ("book", "Book") and len(fmt.options) == 5
    assert by_name(adv, "lang").value == "eng"
    assert by_name(adv, "year_from").type == "number" and by_name(adv, "year_from").label == "Published from"
    avail, full = by_name(adv, "available"), by_name(adv, "fulltext")
    assert avail.checked and not full.checked and avail.label == "Available now"
    sort = by_name(adv, "sort")
    assert sort.type == "radio" and sort.value == "relevance" and sort.label == "Sort results by"
    assert sort.options == [("relevance", "Relevance"), ("date_desc", "Newest first"), ("title", "Title A–Z")]
    assert by_name(adv, "per_page").value == "25"  # option without value attribute: its text
    assert [s.name for s in adv.submits] == ["search"]
    assert "Combine fields" not in adv.text and "Search terms" in adv.text and "Available now" in adv.text
    assert by_name(login, "pin").type == "password" and by_name(login, "username").label == "Library card number"
    assert by_name(news, "email").required


def test_advanced_search_template_keeps_defaults_in_order():
    forms = load("library_catalog.html")
    form, kw = find_search_form(forms)
    tpl = query_template(form, kw)
    assert tpl.method == "GET" and tpl.keyword == "kw"
    assert tpl.url == (
        "https://www.example.org/catalog/search/results?csrf_token=a8f3c9e1b2d4&mode=advanced&kw={query}"
        "&title=&author=&subject=&isbn=&format=&lang=eng&year_from=&year_to=&available=1&sort=relevance"
        "&per_page=25&search=Search"
    )
    method, url, body, headers = tpl.request_for("covered bridges & mills")
    assert method == "GET" and body is None and headers == {}
    q = parse_qs(urlsplit(url).query, keep_blank_values=True)
    assert q["kw"] == ["covered bridges & mills"] and q["csrf_token"] == ["a8f3c9e1b2d4"]
    assert "fulltext" not in q  # unchecked checkbox
    assert "kw=covered+bridges+%26+mills&" in url


def test_post_search_form_aspnet():
    (form,) = load("court_records_post.html", url="https://courts.example.gov/Portal/Search.aspx")
    assert form.method == "POST" and form.action == "https://courts.example.gov/Portal/CaseSearch.aspx"
    assert by_name(form, "ctl00$Main$txtKeyword").label == "Keyword:"
    assert by_name(form, "ctl00$Main$ddlCaseType").label == "Case type:"
    kw = keyword_field(form)
    assert kw.name == "ctl00$Main$txtKeyword"  # not the date boxes
    tpl = query_template(form, kw)
    method, url, body, headers = tpl.request_for("smith")
    assert method == "POST" and url == form.action and headers["Content-Type"] == "application/x-www-form-urlencoded"
    pairs = parse_qsl(body.decode("ascii"), keep_blank_values=True)
    names = [k for k, _ in pairs]
    assert names[:4] == ["__EVENTTARGET", "__EVENTARGUMENT", "__VIEWSTATE", "__EVENTVALIDATION"]
    assert ("ctl00$Main$txtKeyword", "smith") in pairs and ("ctl00$Main$ddlSearchType", "party") in pairs
    assert ("ctl00$Main$btnSearch", "Search") in pairs and "ctl00$Main$btnClear" not in names
    assert dict(pairs)["__VIEWSTATE"].endswith("ZJ0=")


def test_form_without_action_uses_page_url_not_base_and_multi_select():
    (form,) = load("shop_noaction.html", url="https://www.boltbarn.example/shop/parts?cat=fasteners")
    assert form.action == "https://www.boltbarn.example/shop/parts?cat=fasteners"
    brand = by_name(form, "brand")
    assert brand.multiple and brand.selected == ["acme", "fixit"]
    assert by_name(form, "searchTerm").label == "Search fasteners"
    assert by_name(form, "inStock").label == "In stock only"
    tpl = query_template(form, keyword_field(form))
    # GET submission replaces the action's query string, as browsers do.
    assert tpl.url == (
        "https://www.boltbarn.example/shop/parts?sid=7f3a&cat=fasteners&searchTerm={query}"
        "&sortBy=best&brand=acme&brand=fixit&inStock=true&minPrice=&maxPrice="
    )
    assert tpl.request_for("hex bolt M8")[1].count("searchTerm=hex+bolt+M8") == 1


def test_jobs_what_not_where():
    forms = load("jobs.html")
    assert keyword_field(forms[0]).name == "q"
    assert by_name(forms[0], "l").label == "Where"


def test_zip_only_form_has_no_keyword_field():
    (form,) = load("realestate_bounded.html")
    assert by_name(form, "zip").label == "ZIP code"  # column header of a grid layout
    assert by_name(form, "minp").label == "Min price"
    assert keyword_field(form) is None


def test_legacy_charset_labels_and_query_encoding():
    (form,) = load("latin1_search.html")
    assert form.encoding == "cp1252"
    assert by_name(form, "texto").label == "Título o autor:" and by_name(form, "col").label == "Colección:"
    tpl = query_template(form, keyword_field(form))
    assert tpl.request_for("café")[1] == "https://www.example.org/dir/buscar.php?texto=caf%E9&col=todas&buscar=Buscar"
    # The same page served with a correct header gives the same result.
    (again,) = load("latin1_search.html", encoding="windows-1252")
    assert by_name(again, "texto").label == "Título o autor:"


def test_mixed_label_sources_disabled_fields_and_multipart():
    (form,) = load("labels_mixed.html")
    assert by_name(form, "words").label == "Enter words to look for"  # nearby text
    assert by_name(form, "writer").label == "Written by"  # aria-labelledby
    assert by_name(form, "pubtitle").label == "Journal title"  # title
    notes = by_name(form, "notes")
    assert notes.label == "Notes" and notes.value == "default notes"
    assert by_name(form, "blocked").disabled and by_name(form, "off").disabled
    scope = by_name(form, "scope")
    assert scope.options == [("all", "All fields"), ("ti", "Titles only")] and not scope.checked
    db = by_name(form, "db")
    assert db.value == "b" and db.label == ""  # "Titles only" labels the radio, not the select
    assert by_name(form, "outside").value == "1"  # form="f" outside the element
    assert form.enctype == "multipart/form-data"
    tpl = query_template(form, keyword_field(form))
    method, _, body, headers = tpl.request_for("steam engine")
    assert method == "POST"
    boundary = headers["Content-Type"].split("boundary=")[1]
    text = body.decode()
    assert text.startswith(f"--{boundary}\r\n") and text.endswith(f"--{boundary}--\r\n")
    parts = {
        p.split('name="')[1].split('"')[0]: p.split("\r\n\r\n", 1)[1].rstrip("\r\n")
        for p in text.split(f"--{boundary}")[1:-1]
    }
    assert parts == {
        "words": "steam engine",
        "writer": "",
        "pubtitle": "",
        "notes": "default notes",
        "db": "b",
        "go.x": "0",
        "go.y": "0",
        "outside": "1",
    }


def test_honeypot_field_is_not_a_keyword_box():
    (form,) = load("newsletter.html")
    assert by_name(form, "b_81bc_3f2").attrs.get("invisible") == "1"
    assert keyword_field(form) is None


@pytest.mark.parametrize(
    "html,expected",
    [
        ('<input name="email"><input name="q">', "q"),
        ('<input name="first_name"><input name="phone"><input name="zip" size=5><input name="search">', "search"),
        ('<input name="txtZip" maxlength=5><input name="txtKeyword">', "txtKeyword"),
        ('<input name="a" type="text"><input name="b" type="search">', "b"),
        (
            '<input name="x1" placeholder="Author"><input name="x2" placeholder="Title"><input name="x3" placeholder="Any words">',
            "x3",
        ),
        ("<label for=w>Where</label><input id=w name=w1><label for=k>Keywords</label><input id=k name=w2>", "w2"),
        ('<input type="hidden" name="q" value="x"><input type="email" name="em">', None),
        ('<input name="postcode" inputmode="numeric"><input name="start" type="date">', None),
        ('<input name="searchTerm" disabled><input name="query">', "query"),
        ('<input name="your_email_address"><input name="phone_number"><input name="zip_code">', None),
        ('<input name="lookup">', "lookup"),
    ],
)
def test_keyword_field_among_many_inputs(html, expected):
    (form,) = parse_forms(f"<form>{html}<input type=submit></form>", "http://h.example/")
    kw = keyword_field(form)
    assert (kw.name if kw else None) == expected


def test_button_types_and_formaction_override():
    html = """<form action="/a" method="get"><input name="q">
              <button type="button" name="b1">Preview</button>
              <button name="go" value="1" formaction="/b" formmethod="post">Search</button></form>"""
    (form,) = parse_forms(html, "https://h.example/x")
    assert [f.type for f in form.fields] == ["text", "button", "submit"]
    assert form.submits[0].label == "Search"
    tpl = query_template(form, form.fields[0])
    assert tpl.method == "POST" and tpl.url == "https://h.example/b"
    assert tpl.formdata == [("q", "{query}"), ("go", "1")]


def test_get_action_with_query_string_and_fragment():
    html = '<form action="/s?lang=en#results"><input type=hidden name=t value="{query}"><input name=q></form>'
    (form,) = parse_forms(html, "https://h.example/")
    tpl = query_template(form, by_name(form, "q"))
    # A literal "{query}" default is encoded, only the keyword is substituted.
    assert tpl.url == "https://h.example/s?t=%7Bquery%7D&q={query}"
    assert tpl.request_for("a/b?c=d")[1] == "https://h.example/s?t=%7Bquery%7D&q=a%2Fb%3Fc%3Dd"


def test_text_plain_enctype():
    html = '<form action="/p" method="post" enctype="text/plain"><input name=q></form>'
    (form,) = parse_forms(html, "https://h.example/")
    _, _, body, headers = query_template(form, form.fields[0]).request_for("x y")
    assert body == b"q=x y\r\n" and headers == {"Content-Type": "text/plain"}


# ---------------------------------------------------------------------------
# JSON round trips
# ---------------------------------------------------------------------------


@pytest.mark.parametrize("page", ["library_catalog.html", "court_records_post.html", "labels_mixed.html"])
def test_form_and_template_json_round_trip(page):
    for form in load(page):
        again = Form.from_dict(json.loads(json.dumps(form.to_dict())))
        assert again == form
        assert [s.name for s in again.submits] == [s.name for s in form.submits]
    form, kw = find_search_form(load(page))
    tpl = query_template(form, kw)
    again = QueryTemplate.from_dict(json.loads(json.dumps(tpl.to_dict())))
    assert again == tpl
    first = tpl.request_for("old mill")
    second = again.request_for("old mill")
    if tpl.enctype == "multipart/form-data":
        assert first[1] == second[1] and first[2] == second[2]
    else:
        assert first == second


def test_template_without_form_round_trips():
    tpl = QueryTemplate("GET", "https://h.example/s?q={query}", [("q", "{query}")], "q")
    again = QueryTemplate.from_dict(json.loads(json.dumps(tpl.to_dict())))
    assert again == tpl and again.request_for("x")[1] == "https://h.example/s?q=x"


# ---------------------------------------------------------------------------
# Search links (no form on the start page)
# ---------------------------------------------------------------------------


def test_search_links_best_first():
    links = search_links((PAGES / "home_no_form.html").read_bytes(), "https://hartwellhistory.example/")
    assert links[:2] == [
        "https://hartwellhistory.example/db/advanced_search.php",
        "https://hartwellhistory.example/db/search.php",
    ]
    assert not any("google" in u or "tips" in u or "research" in u or u.startswith("mailto") for u in links)


def test_search_links_on_garbage():
    assert search_links(b"\xff\xfe\x00\x00garbage", "https://h.example/") == []
    assert search_links("", "https://h.example/") == []


# ---------------------------------------------------------------------------
# Trained classifier hook
# ---------------------------------------------------------------------------


def _constant_model(kind: str, probability: float) -> FormTypeModel:
    """A real model (no features, only a bias) that gives every form ``kind`` with ``probability``."""
    classes = list(TRAINED_TYPES)
    rest = (1.0 - probability) / (len(classes) - 1)
    bias = np.log([probability if c == kind else rest for c in classes])
    return FormTypeModel(classes, [], np.zeros((0, len(classes))), bias)


def test_form_type_is_the_trained_models_with_the_rules_veto():
    (form,) = load("court_records_post.html")
    assert form_type(form)[0] == "search"  # the shipped model
    # where the model doubts it, a "Search" button beside a keyword box says it (the button rule)
    verdict = classify_form(form, _constant_model("other", 0.61))
    assert (verdict.type, verdict.judge) == ("search", "button")
    # without a button that says so, the model's verdict stands
    page = (PAGES / "court_records_post.html").read_bytes().replace(b'value="Search"', b'value="OK"')
    (wordless,) = parse_forms(page, "https://www.example.org/dir/page.html")
    verdict = classify_form(wordless, _constant_model("other", 0.61))
    assert (verdict.type, verdict.judge) == ("other", "model")
    assert verdict.probability == pytest.approx(0.61)
    assert verdict.search_probability == pytest.approx(0.39 / 7)
    # The rules veto "safe" verdicts on forms they confidently call unsafe.
    login = load("login.html")[1]
    assert rule_form_type(login)[0] == "login" and rule_form_type(login)[1] >= forms_module.RULES_VETO
    verdict = classify_form(login, _constant_model("search", 0.9))
    assert (verdict.type, verdict.judge) == ("login", "rules-veto")
    assert verdict.search_probability == pytest.approx(0.9)
    # The safety veto comes first, whatever either classifier says.
    (delete,) = load("delete_account.html")
    verdict = classify_form(delete, _constant_model("search", 0.99))
    assert (verdict.type, verdict.probability, verdict.judge) == ("delete", 1.0, "safety")
    assert "Delete this account" in delete.html and delete.html.startswith("<form")


def test_a_form_without_markup_is_judged_by_the_rules():
    (form,) = load("court_records_post.html")
    bare = Form.from_dict(form.to_dict() | {"html": ""})
    assert bare.element is None
    verdict = classify_form(bare)
    assert verdict.judge == "rules" and (verdict.type, verdict.probability) == rule_form_type(form)


def test_the_trained_model_reads_the_parsed_element_or_the_markup_alike():
    for form in load("library_catalog.html"):
        assert form.element is not None and form.element.tag == "form"
        rebuilt = Form.from_dict(json.loads(json.dumps(form.to_dict())))
        assert rebuilt.element is None
        assert classify_form(rebuilt).type == classify_form(form).type
        assert classify_form(rebuilt).probability == pytest.approx(classify_form(form).probability)


# ---------------------------------------------------------------------------
# Bad input
# ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\x00" * 50,
        b"\xff\xfe\xfa" * 500,
        "<form",
        "<form><input name='q'",
        "<form action='http://[bad'><input name=q></form>",
        "<form><select name=s>" + "<option>x" * 3000,
        "<form>" * 1000 + "<input name=q>",
        None,
        42,
    ],
    ids=lambda v: repr(v)[:25],
)
def test_parse_forms_never_raises(data):
    forms = parse_forms(data, "https://h.example/")
    assert isinstance(forms, list)
    for f in forms:
        form_type(f)
        keyword_field(f)
    find_search_form(forms)


def test_unclosed_form_still_parsed_and_options_capped():
    html = "<form action=/s><input name=q><select name=s>" + "".join(f"<option>o{i}" for i in range(3000))
    (form,) = parse_forms(html, "https://h.example/")
    assert keyword_field(form).name == "q"
    assert len(by_name(form, "s").options) == forms_module.MAX_OPTIONS


def test_many_forms_capped():
    html = "".join(f"<form action='/f{i}'><input name=q{i}></form>" for i in range(500))
    forms = parse_forms(html, "https://h.example/")
    assert len(forms) == forms_module.MAX_FORMS
    assert [f.index for f in forms] == list(range(forms_module.MAX_FORMS))  # alike: document order


def _crowded_page(n: int, search_at: int) -> str:
    """``n`` forms: POST "Go" boxes and GET "Go" boxes, and one real search form at ``search_at``."""
    forms = []
    for i in range(n):
        if i == search_at:
            forms.append(
                '<form action="/catalog/search"><label>Search the catalogue <input name="q"></label>'
                '<select name="field"><option>all</option><option>title</option></select>'
                "<button>Search</button></form>"
            )
        elif i % 2:
            forms.append(f'<form method="post" action="/items/{i}/note"><input name="note"><button>Go</button></form>')
        else:
            forms.append(f'<form action="/items/{i}"><input name="note{i}"><button>Go</button></form>')
    return "<html><body>" + "<hr>".join(forms) + "</body></html>"


@pytest.mark.parametrize("search_at", [499, 599, 0])
def test_the_search_form_is_found_among_600_forms(search_at):
    """Issue #12, defect 6: only the first 200 forms were read; the 500th, the search form, never was."""
    forms = parse_forms(_crowded_page(600, search_at), "https://crowded.example/page")
    assert len(forms) == forms_module.MAX_FORMS  # the expensive work stays capped
    assert [f.index for f in forms] == sorted(f.index for f in forms)  # document order, document positions
    chosen = find_search_form(forms)
    assert chosen is not None
    form, kw = chosen
    assert (form.index, kw.name, form.action) == (search_at, "q", "https://crowded.example/catalog/search")
    assert query_template(form, kw).browser_form("x")["index"] == search_at


# ---------------------------------------------------------------------------
# CLI
# ---------------------------------------------------------------------------


def test_cli_prints_json_lines(capsys):
    assert main([str(PAGES / "library_catalog.html"), "--url", "https://lib.example.org/catalog/search/advanced"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [d["type"] for d in lines] == ["search", "search", "login", "mailing_list"]
    assert [d["search_form"] for d in lines] == [False, True, False, False]
    assert lines[1]["keyword_field"] == "kw" and lines[1]["template"]["url"].startswith(
        "https://lib.example.org/catalog/search/results?"
    )
    assert "template" not in lines[2]


# ---------------------------------------------------------------------------
# hiddenweb.htmlinput: decoding and parsing that never fail
# ---------------------------------------------------------------------------

from hiddenweb.htmlinput import MAX_HTML_CHARS, decode_html, parse_html, visible_text  # noqa: E402


@pytest.mark.parametrize(
    "data,declared,text,encoding",
    [
        ("<p>Ünïcode</p>".encode(), None, "<p>Ünïcode</p>", "utf-8"),
        ("<p>Ünïcode</p>".encode("cp1252"), None, "<p>Ünïcode</p>", "cp1252"),  # undeclared legacy bytes
        ("<p>Ünïcode</p>".encode("cp1252"), "iso-8859-1", "<p>Ünïcode</p>", "cp1252"),  # header (latin-1 → cp1252)
        ("\ufeff<p>Ünïcode</p>".encode("utf-16-le"), "iso-8859-1", "<p>Ünïcode</p>", "utf-16-le"),  # BOM wins
        ('<meta charset="koi8-r"><p>Поиск</p>'.encode("koi8-r"), None, '<meta charset="koi8-r"><p>Поиск</p>', "koi8-r"),
        (
            '<meta charset="utf-8"><p>Búsqueda</p>'.encode("cp1252"),
            None,
            '<meta charset="utf-8"><p>Búsqueda</p>',
            "cp1252",
        ),
        ("<p>Ünïcode</p>".encode(), "no-such-charset", "<p>Ünïcode</p>", "utf-8"),
    ],
)
def test_decode_html(data, declared, text, encoding):
    got_text, got_encoding = decode_html(data, declared)
    assert got_text == text and got_encoding == encoding


def test_parse_html_survives_everything():
    for data in (
        b"",
        None,
        b"\x00\x01\x02",
        "<?xml version='1.0' encoding='utf-8'?><html><p>x</p></html>",
        "<p>a\x00b\x0bc</p>",
        "</div>" * 1000,
        "<!-- never closed",
        b"\xef\xbb\xbf<p>bom</p>",
    ):
        root = parse_html(data, "https://h.example/")
        assert root is not None and root.tag == "html"
    assert visible_text(parse_html("<?xml version='1.0' encoding='utf-8'?><html><p>x</p></html>")) == "x"
    assert visible_text(parse_html("<p>a\x00b</p><script>var x=1</script><p hidden>no</p>")) == "a b"


def test_parse_html_caps_size():
    big = "<p>" + "x" * (MAX_HTML_CHARS + 1000) + "</p><p id=tail>tail</p>"
    root = parse_html(big)
    assert root.get_element_by_id("tail", None) is None
    assert len(decode_html(big.encode())[0]) == MAX_HTML_CHARS
