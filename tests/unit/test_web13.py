"""Family M (``tests/web13``): served, every relevant form page answers with its planning search, is reachable from
the seeds by links and lies the claimed number of clicks from its council's home page."""

from __future__ import annotations

import json
import re
import time
from collections import Counter
from collections.abc import Iterator
from urllib.parse import urlencode, urljoin, urlsplit

import lxml.html
import pytest

from tests.web13 import CLICKS, HIDES, PORTAL_OF, TARGET, Web, build_web, write_domains
from tests.web13.graph import decoded, hops, links, normal, not_item, served

SITES = 400
FORMS = 24
NET = "127.216.0"


@pytest.fixture(scope="module")
def web() -> Iterator[Web]:
    with build_web(seed=3, sites=SITES, forms=FORMS, net=NET) as w:  # served until the module's tests end
        yield w


def fetch(web: Web, url: str, data: list[tuple[str, str]] | None = None) -> tuple[int, dict[str, str], bytes]:
    return served(web)(url, data)


text_of = decoded


def planning_form(text: str) -> lxml.html.FormElement | None:
    forms = [f for f in lxml.html.document_fromstring(text).forms if f.get("id") == "planning-search"]
    assert len(forms) <= 1
    return forms[0] if forms else None


def test_every_form_page_answers_with_a_planning_search(web: Web) -> None:
    pages = web.form_pages()
    assert len(pages) == FORMS
    for site in web.form_sites():
        url, action, method = web.relevant(site)
        assert url in pages
        status, headers, body = fetch(web, url)
        assert status == 200, url
        charset = headers["content-type"].partition("charset=")[2]
        assert charset == site.charset and charset.encode() in body[:400], url  # header and meta agree
        form = planning_form(text_of(headers, body))
        assert form is not None and normal(form.get("action")) == action and form.get("method") == method, url
        kinds = Counter(el.get("type") or el.tag for el in form.inputs)
        assert kinds["text"] >= 2 or (kinds["text"] >= 1 and kinds["select"] >= 1), url  # reference, address…
        assert not kinds["password"] and not form.xpath(".//textarea"), url  # a search, not a submission
        values = [(k, v or "2021") for k, v in form.form_values()]
        target = urljoin(url, form.get("action"))
        if method == "get":
            status, headers, body = fetch(web, target + ("&" if "?" in target else "?") + urlencode(values))
        else:
            status, headers, body = fetch(web, target, values)
        result = text_of(headers, body)
        assert status == 200 and planning_form(result) is None, url  # results, never the form again
        doc = lxml.html.document_fromstring(result)
        assert len(doc.xpath("//table[@class='results']//a")) >= 3, url


def test_every_hiding_place_is_used_at_its_claimed_clicks(web: Web) -> None:
    assert Counter(s.sub for s in web.form_sites()) == dict.fromkeys(HIDES, 2)
    assert sum(1 for s in web.sites if s.kind == "portal") == 2 * len(PORTAL_OF)
    for site in web.form_sites():
        host = web.form_host(site)
        hosts = {site.host, host.host}
        url = web.relevant(site)[0]
        seen, frontier, depth = {site.base + "/"}, [site.base + "/"], 0
        while url not in {normal(u) for u in frontier} and frontier and depth <= 5:
            nxt = []
            for page_url in frontier:
                status, headers, body = fetch(web, page_url)
                text = text_of(headers, body) if status == 200 else ""
                if status == 200 and normal(page_url) != url:
                    assert planning_form(text) is None, f"the relevant form on {page_url}"
                for link in links(page_url, status, headers, text):
                    parts = urlsplit(link)
                    if parts.hostname in hosts and normal(link) not in seen:
                        owner = host if parts.hostname == host.host else site
                        if owner.item_of(parts.path, dict(re.findall(r"([^&=]+)=([^&]*)", parts.query))) is None:
                            seen.add(normal(link))
                            nxt.append(link)
            frontier, depth = nxt, depth + 1
        assert url in {normal(u) for u in frontier}, f"{site.sub}: {url} not reached from {site.base}/"
        assert depth == CLICKS[site.sub], (site.sub, depth)


def test_every_form_page_is_reachable_from_the_seeds(web: Web) -> None:
    seeds = web.seeds()
    assert len(seeds) == 12
    truth = web.form_pages()
    for url in seeds:
        status, headers, body = fetch(web, url)
        assert status == 200 and planning_form(text_of(headers, body)) is None, url
    found = hops(web, seeds, truth, not_item(web))
    assert set(found) == truth
    distances = sorted(found.values())
    assert distances[0] >= 2 and 3 <= distances[len(distances) // 2] <= 5, distances


def test_other_forms_are_there(web: Web) -> None:
    classes: Counter[str] = Counter()
    for site in web.sites:
        if site.kind not in ("neighbour", "form", "decoy") and site.idx % 7:
            continue
        status, headers, body = fetch(web, site.base + "/")
        if status == 302:
            status, headers, body = fetch(web, urljoin(site.base + "/", headers["location"]))
        doc = lxml.html.document_fromstring(text_of(headers, body))
        t = web.tree(site) if site.kind in ("neighbour", "form", "decoy", "offtopic") else None
        pages = [doc]
        if t is not None:
            for key in ("waste", "parking", "tax", "jobs", "meetings", "comment", "contact", "account", "report"):
                if key in t.nodes:
                    status, headers, body = fetch(web, site.base + t.href(key))
                    pages.append(lxml.html.document_fromstring(text_of(headers, body)))
        for d in pages:
            classes.update(f.get("class") for f in d.forms if f.get("id") != "planning-search")
    for cls in (
        "site-search",
        "form-login",
        "form-contact",
        "form-comment",
        "form-bin",
        "form-permit",
        "form-zone",
        "form-tax",
        "form-jobs",
        "form-meetings",
        "form-library",
        "form-cadastre",
        "form-report",
    ):
        assert classes[cls] > 0, cls


def test_charsets_are_declared_and_true(web: Web) -> None:
    legacy = 0
    for site in web.sites[:150]:
        status, headers, body = fetch(web, site.base + "/")
        if status == 302:
            status, headers, body = fetch(web, urljoin(site.base + "/", headers["location"]))
        if status == 302:
            status, headers, body = fetch(web, urljoin(site.base + "/", headers["location"]))
        assert status == 200, site.host
        charset = headers["content-type"].partition("charset=")[2]
        assert charset == site.charset and charset.encode() in body[:400], site.host
        text = text_of(headers, body)
        legacy += charset != "utf-8"
        if charset != "utf-8" and site.council:
            assert any(b > 127 for b in body) or "&#" in text  # the language's letters, really in that charset
    assert legacy > 20


def test_portal_sessions_and_redirects(web: Web) -> None:
    idox = next(s for s in web.sites if s.kind == "portal" and s.sub == "idox")
    status, headers, _ = fetch(web, idox.base + "/online-applications/")
    assert status == 302 and ";jsessionid=" in headers["location"]
    status, headers, body = fetch(web, urljoin(idox.base + "/", headers["location"]))
    assert status == 200 and b"<noscript>" in body and planning_form(text_of(headers, body)) is None


def _portless(body: bytes) -> bytes:
    return re.sub(rb":\d{1,5}/", b":PORT/", body)


def test_one_seed_renders_the_same_web() -> None:
    a = build_web(seed=5, sites=SITES, forms=FORMS, net="127.217.0")
    b = build_web(seed=5, sites=SITES, forms=FORMS, net="127.218.0")
    c = build_web(seed=6, sites=SITES, forms=FORMS, net="127.219.0")
    assert [s.host for s in a.sites] == [s.host for s in b.sites] != [s.host for s in c.sites]
    assert {u.split(":0")[1] for u in a.form_pages()} == {u.split(":0")[1] for u in b.form_pages()}
    for sa, sb in list(zip(a.sites, b.sites, strict=True))[::7]:
        for path in ("/", "/robots.txt"):
            ra, rb = a.respond(sa, "GET", path, {}), b.respond(sb, "GET", path, {})
            assert ra[:2] == rb[:2] and _portless(ra[2]) == _portless(rb[2])


def test_build_time_and_domain_file() -> None:
    start = time.perf_counter()
    web = build_web(seed=1)
    assert time.perf_counter() - start < 2 and len(web.sites) == 3000
    assert len(web.hosts()) == 3000 and len(set(web.hosts().values())) == 3000
    doc = json.loads(write_domains().read_text(encoding="utf-8"))
    assert doc["name"] == TARGET and len(doc["attributes"]) == 9
    assert all(len(attr["aliases"]) >= 11 for attr in doc["attributes"])
    assert len(doc["keywords"]) >= 150
