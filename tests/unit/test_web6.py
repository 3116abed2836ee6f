"""Family F (``tests/web6``): museum, archive and library collection searches, held out.

Pages are rendered in-process (:meth:`tests.web6.Web.respond`) except for one
check over loopback. :func:`walk` is how the package docstring's shortest paths
were computed: breadth-first from the seeds, following only on-topic pages'
``<a href>``, ``<area href>``, ``<iframe src>`` (and the links inside
``<noscript>``), with a cap of pages per host.
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections import Counter, deque
from urllib.parse import urlencode, urljoin, urlsplit

import lxml.html
import pytest

from tests.web6 import HIDES, TARGET, build_web, write_domains
from tests.web6.render import field_names
from tests.web6.vocab import LANG_CODES, LANGS
from tests.web6.web import LAYOUTS, ROBOTS, SCHEMES, Web, codec

SEED = 1


@pytest.fixture(scope="module")
def web() -> Web:
    return build_web(seed=SEED, sites=3000, forms=22, net="127.150.0")


def get(web: Web, url: str, method: str = "GET", data: dict[str, str] | None = None, hops: int = 5):
    """``(final url, status, content type, body)`` of a URL rendered in-process, redirects followed."""
    for _ in range(hops):
        u = urlsplit(url)
        site = web.by_host[u.hostname]
        form = {k: [v] for k, v in (data or {}).items()}
        status, ctype, body = web.respond(site, method, u.path or "/", u.query, form)
        if status not in (301, 302, 303, 307, 308):
            return url, status, ctype, body
        url = urljoin(url, body.decode())
        method, data = "GET", None
    raise AssertionError(f"redirect loop at {url}")


def text_of(ctype: str, body: bytes) -> str:
    charset = ctype.split("charset=", 1)[1]
    return body.decode(codec(charset))  # strict: every byte is of the declared charset


def links(url: str, doc: lxml.html.HtmlElement) -> list[str]:
    """What a crawler follows: <a href>, <area href>, <iframe src> (links in <noscript> are <a> too)."""
    out = []
    for href in doc.xpath("//a/@href | //area/@href | //iframe/@src"):
        full = urljoin(url, href.strip()).split("#", 1)[0]
        if full.startswith("http"):
            out.append(full)
    return out


def walk(web: Web, cap: int = 60) -> dict[str, int]:
    """Clicks from the nearest seed to each relevant form page, following only on-topic pages."""
    truth = web.form_pages()
    found: dict[str, int] = {}
    seeds = web.seeds()
    seen = set(seeds)
    queue = deque((u, 0) for u in seeds)
    expanded: Counter[str] = Counter()
    while queue and len(found) < len(truth):
        url, d = queue.popleft()
        host = urlsplit(url).hostname or ""
        site = web.by_host.get(host)
        if site is None or not site.on_topic or expanded[host] >= cap:
            continue  # (a link to another site's page can be a redirect to an on-topic page: fetched)
        expanded[host] += 1
        final, status, ctype, body = get(web, url)
        if final in truth:
            found.setdefault(final, d)
        if status != 200 or not ctype.startswith("text/html") or not web.on_topic(final):
            continue
        doc = lxml.html.document_fromstring(text_of(ctype, body))
        for link in links(final, doc):
            if link in truth:
                found.setdefault(link, d + 1)
            if link not in seen:
                seen.add(link)
                queue.append((link, d + 1))
    return found


def clicks(web: Web) -> dict[int, int]:
    return dict(sorted(Counter(walk(web).values()).items()))


# -- the web as built ---------------------------------------------------------------------------------------
def test_sizes_and_mix(web: Web) -> None:
    kinds = Counter(s.kind for s in web.sites)
    assert len(web.sites) == 3000
    on_topic = kinds["heritage"] + kinds["collhost"] + kinds["portal"]
    assert 0.06 * 3000 <= on_topic <= 0.1 * 3000
    form_sites = [s for s in web.sites if s.kind == "heritage" and s.form]
    assert len(form_sites) == 22
    assert {s.hide for s in form_sites} == set(HIDES)
    assert {s.layout for s in form_sites} == set(LAYOUTS)
    assert {s.lang for s in form_sites} == set(LANG_CODES)
    assert {s.scheme for s in web.sites if s.kind == "heritage"} == set(SCHEMES)
    assert len({s.host for s in web.sites}) == len(web.sites)
    assert len(web.hosts()) == len(web.sites)
    assert {s.charset for s in web.sites} >= {
        "GB18030",
        "KOI8-R",
        "ISO-8859-7",
        "ISO-8859-9",
        "windows-1255",
        "TIS-620",
    }


def test_small_webs_and_determinism() -> None:
    a, b = build_web(seed=2, sites=300, forms=22), build_web(seed=2, sites=300, forms=22)
    assert [s.host for s in a.sites] == [s.host for s in b.sites]
    assert len(a.form_pages()) == 22
    s = next(x for x in a.sites if x.kind == "heritage" and x.form and x.hide == "nav")
    assert get(a, s.base + "/")[3] == get(b, s.base + "/")[3]
    c = build_web(seed=3, sites=300, forms=22)
    assert [s.host for s in a.sites] != [s.host for s in c.sites]


def test_domain_file() -> None:
    path = write_domains()
    assert path.name == f"{TARGET}.json" and path.parent.name == "domains"
    d = json.loads(path.read_text(encoding="utf-8"))
    assert d["name"] == TARGET and d["threshold"] == 0.9
    keywords = " ".join(d["keywords"])
    for probe in ("museum", "藏品", "музей", "μουσείο", "müze", "אוסף", "พิพิธภัณฑ์", "acervo", "zbiory", "makumbusho"):
        assert probe in keywords
    names = {a["name"] for a in d["attributes"]}
    assert {"artist", "object type", "material", "accession number", "date"} <= names
    for attr in d["attributes"]:
        assert 0 < attr["specificity"] <= 1 and len(attr["aliases"]) >= 10


# -- pages ------------------------------------------------------------------------------------------------
HERITAGE_KINDS = (
    "home about visit exhibitions calendar news shop tickets support contact login register newsletter sitemap"
    " privacy research education partners collection order browse share submit"
).split()


def _check_page(url: str, status: int, ctype: str, body: bytes) -> lxml.html.HtmlElement:
    assert status == 200, url
    assert ctype.startswith("text/html; charset="), url
    text = text_of(ctype, body)
    charset = ctype.split("charset=", 1)[1]
    assert charset.lower() in text[:400].lower(), url  # declared in a <meta> too
    doc = lxml.html.document_fromstring(text)
    assert doc.xpath("//title") and doc.xpath("//body"), url
    return doc


def test_every_page_kind_renders_in_every_scheme_and_language(web: Web) -> None:
    done: set[tuple[str, str]] = set()
    langs: set[str] = set()
    for s in web.sites:
        if s.kind != "heritage" or (s.scheme, s.sub) in done:
            continue
        done.add((s.scheme, s.sub))
        langs.add(s.lang)
        for kind in HERITAGE_KINDS:
            url = s.base + web.path(s, kind)
            doc = _check_page(*get(web, url))
            assert doc.xpath("//a[@href]"), url
        if s.objects:
            from tests.web6.render import obj_base

            oid = obj_base(s) + s.objects // 2
            for kind in ("object", "zoom", "print"):
                _check_page(*get(web, s.base + web.path(s, kind, oid)))
            _check_page(*get(web, s.base + web.path(s, "browse", type="1", material="2", page="2", sort="date")))
            assert get(web, s.base + web.path(s, "object", obj_base(s) + s.objects))[1] == 404
        cal = get(web, s.base + web.path(s, "calendar", month="1899-12"))
        assert "1899-11" in text_of(cal[2], cal[3]) and "1900-01" in text_of(cal[2], cal[3])
    assert langs == set(LANG_CODES)
    for kind in ("directory", "portal", "blog", "neighbour", "offtopic", "collhost"):
        for s in [x for x in web.sites if x.kind == kind][:12]:
            doc = _check_page(*get(web, s.base + "/"))
            for link in links(s.base + "/", doc)[:15]:
                if urlsplit(link).hostname == s.host:
                    final, status, ctype, body = get(web, link)
                    if status == 200 and ctype.startswith("text/html"):
                        _check_page(final, status, ctype, body)


def test_right_to_left_and_thai_without_spaces(web: Web) -> None:
    he = next(s for s in web.sites if s.kind == "heritage" and s.lang == "he")
    _, _, ctype, body = get(web, he.base + "/")
    assert 'dir="rtl"' in text_of(ctype, body)
    th = next(s for s in web.sites if s.kind == "heritage" and s.lang == "th" and s.charset == "TIS-620")
    _, _, ctype, body = get(web, th.base + web.path(th, "about"))
    para = lxml.html.document_fromstring(text_of(ctype, body)).xpath("//main/p")[0].text_content()
    assert len(para) > 30 and para.count(" ") <= 4


def test_missing_characters_are_numeric_references(web: Web) -> None:
    checked = 0
    for s in web.sites:
        if s.kind != "heritage" or s.charset in ("UTF-8", "GB18030"):
            continue
        _, _, ctype, body = get(web, s.base + web.path(s, "partners"))
        doc = lxml.html.document_fromstring(text_of(ctype, body))  # strict decoding
        shown = {a.text_content() for a in doc.xpath("//main//a")}
        for i in s.partners + s.sponsors:
            title = web.sites[i].title
            assert title in shown
            try:
                title.encode(codec(s.charset))
            except UnicodeEncodeError:
                assert b"&#" in body
                checked += 1
    assert checked > 10


# -- the ground truth ---------------------------------------------------------------------------------------
def relevant_forms(
    web: Web, url: str, response: tuple[str, int, str, bytes] | None = None
) -> list[lxml.html.FormElement]:
    """The collection search forms of a page (at least two of its naming style's field names)."""
    final, status, ctype, body = response or get(web, url)
    if status != 200 or not ctype.startswith("text/html"):
        return []
    site = web.by_host[urlsplit(final).hostname]
    if not (site.kind == "collhost" or site.form):
        return []
    names = set(field_names(site.naming, site.lang).values())
    doc = lxml.html.document_fromstring(text_of(ctype, body))
    return [f for f in doc.forms if len(names & {e.get("name") for e in f.inputs if e.get("name")}) >= 2]


def test_truth_pages_hold_the_collection_search(web: Web) -> None:
    truth = web.form_pages()
    assert len(truth) == 22
    for url in truth:
        final, status, _ctype, _body = get(web, url)
        assert final == url and status == 200, url
        forms = relevant_forms(web, url)
        assert len(forms) == 1, url
        f = forms[0]
        fields = [e for e in f.inputs if e.get("type") not in ("hidden", "submit", "reset", "button")]
        assert len(fields) >= 3, url
        assert "sid=" not in url and "jsessionid" not in url and "(S(" not in url


def test_selects_only_layout_has_no_text_box(web: Web) -> None:
    for s in web.sites:
        if s.kind == "heritage" and s.form and s.layout == "selects_only" and s.hide != "subhost":
            f = relevant_forms(web, s.base + web.form_path(s))[0]
            assert not f.xpath(".//input[@type='text' or @type='search' or not(@type)]")
            assert f.xpath(".//select")


def test_results_answer_without_a_second_copy(web: Web) -> None:
    for url in web.form_pages():
        f = relevant_forms(web, url)[0]
        values = dict(f.form_values())
        action = urljoin(url, f.get("action") or url)
        method = (f.get("method") or "get").upper()
        text_names = [e.get("name") for e in f.inputs if e.get("type") in (None, "text", "search")]
        if text_names:
            values[text_names[0]] = "1850"
        if method == "GET":
            target = action + ("&" if "?" in action else "?") + urlencode(values)
            final, status, ctype, body = get(web, target)
        else:
            final, status, ctype, body = get(web, action, "POST", values)
        assert status == 200, (url, final)
        assert method == "POST" or final not in web.form_pages()  # ASP.NET posts back to the form's URL
        assert not relevant_forms(web, final, (final, status, ctype, body)), final
        doc = lxml.html.document_fromstring(text_of(ctype, body))
        assert doc.xpath("//a[@href]")


def test_no_relevant_form_elsewhere(web: Web) -> None:
    """Non-form heritage sites, neighbours and form sites' other pages: no collection search."""
    truth = web.form_pages()
    checked = 0
    for s in web.sites:
        if s.kind == "heritage":
            for kind in (
                "home",
                "collection",
                "research",
                "sitemap",
                "tickets",
                "shop",
                "order",
                "support",
                "education",
            ):
                url = s.base + web.path(s, kind)
                if url in truth:
                    continue
                assert not relevant_forms(web, url), url
                checked += 1
            if not s.form:
                assert get(web, s.base + web.path(s, "form"))[1] == 404
            if s.objects:
                url = s.base + web.path(s, "browse", page="2")
                assert url not in truth and not relevant_forms(web, url)
        elif s.kind == "neighbour" and s.index % 5 == 0:
            final, _status, ctype, body = get(web, s.base + web.path(s, "form"))
            assert final not in truth and lxml.html.document_fromstring(text_of(ctype, body)).forms
    assert checked > 1500


def test_sessions_never_on_form_page_links(web: Web) -> None:
    sessioned = [s for s in web.sites if s.kind == "heritage" and s.sessions]
    assert {s.sessions for s in sessioned} == {"jsession", "query", "aspnet"}
    assert any(s.form for s in sessioned)
    strip = re.compile(r"^/\(S\([a-z0-9]+\)\)|;jsessionid=[a-z0-9]+|[?&]sid=[a-z0-9]+$")
    for s in sessioned:
        with_sid = 0
        for kind in ("home", "about", "sitemap", "research", "collection"):
            _, _, ctype, body = get(web, s.base + web.path(s, kind))
            for href in lxml.html.document_fromstring(text_of(ctype, body)).xpath("//a/@href | //area/@href"):
                bare = strip.sub("", href)
                with_sid += bare != href
                if s.form and bare == web.form_path(s):
                    assert href == bare, (s.host, href)
        assert with_sid > 10, s.host


def test_robots_never_disallow_the_way_to_the_search(web: Web) -> None:
    def blocked(rules: tuple[str, ...], path: str) -> bool:
        for rule in rules:
            if "*" in rule:
                head, _, tail = rule.partition("*")
                if path.startswith(head) and tail in path[len(head) :]:
                    return True
            elif path.startswith(rule):
                return True
        return False

    with_robots = [s for s in web.sites if s.robots]
    assert 0.2 < len(with_robots) / len(web.sites) < 0.4
    for s in web.sites:
        if s.kind == "heritage" and s.form and s.hide != "subhost":
            rules = ROBOTS[s.scheme]
            for kind in ("home", "collection", "research", "sitemap", "browse"):
                assert not blocked(rules, web.path(s, kind)), (s.scheme, kind)
            assert not blocked(rules, web.form_path(s))
            assert blocked(rules, web.path(s, "print", 123))
    s = next(x for x in web.sites if x.robots and x.kind == "heritage")
    status, _, body = web.respond(s, "GET", "/robots.txt", "")
    assert status == 200 and b"Disallow" in body


def test_neighbours_forms_are_not_truth(web: Web) -> None:
    truth = web.form_pages()
    subs = Counter()
    for s in web.sites:
        if s.kind == "neighbour":
            subs[s.sub] += 1
            assert s.base + web.path(s, "form") not in truth
    assert set(subs) == {"tickets", "events", "artshop", "auction", "genealogy", "tourism", "courses"}


# -- reachability ----------------------------------------------------------------------------------------
def test_every_form_page_is_reachable_over_on_topic_pages(web: Web) -> None:
    found = walk(web)
    truth = web.form_pages()
    assert set(found) == truth, truth - set(found)
    assert max(found.values()) <= 7
    assert min(found.values()) <= 2


def test_seeds(web: Web) -> None:
    seeds = web.seeds()
    assert len(seeds) == 2 * len(LANGS) + 3
    for url in seeds:
        final, status, _ctype, _body = get(web, url)
        assert status == 200 and web.on_topic(final)


# -- over loopback ----------------------------------------------------------------------------------------
def test_served_over_loopback() -> None:
    small = build_web(seed=5, sites=200, forms=22, net="127.151.0")
    small.start()
    try:
        s = next(x for x in small.sites if x.kind == "heritage" and x.form and x.hide == "home" and x.scheme != "lang")
        req = urllib.request.Request(f"http://{s.ip}:{s.port}/", headers={"Host": f"{s.host}:{s.port}"})
        with urllib.request.urlopen(req, timeout=10) as resp:  # / redirects to the home page on some sites
            body, ctype, final = resp.read(), resp.headers["Content-Type"], resp.geturl()
        assert ctype == f"text/html; charset={s.charset}"
        assert "<form" in body.decode(codec(s.charset))
        assert s.base + urlsplit(final).path in small.form_pages()
        post = next(x for x in small.sites if x.kind == "heritage" and x.naming == "aspnet" and x.hide != "subhost")
        data = urlencode({"ctl00$MainContent$txtKeyword": "bronze"}).encode()
        url = f"http://{post.ip}:{post.port}{small.form_path(post)}"
        with urllib.request.urlopen(urllib.request.Request(url, data=data), timeout=10) as resp:
            assert resp.status == 200 and b"__VIEWSTATE" not in resp.read()
    finally:
        small.stop()
    assert small.hits


if __name__ == "__main__":  # shortest paths for the docstring
    for seed in (1, 2, 3):
        w = build_web(seed=seed)
        print(f"seed {seed}: {clicks(w)}")
