"""Family L (``tests/web12``): served, every relevant form page answers with its form and is reachable by links."""

from __future__ import annotations

import http.client
import json
import re
from collections import deque
from collections.abc import Iterator
from urllib.parse import parse_qsl, urlencode, urljoin, urlsplit

import lxml.html
import pytest

from tests.web12 import CLICKS, HIDES, Web, build_web, write_domains
from tests.web12.build import Site

SITES = 400  # small enough to serve in a moment, big enough for every hiding place (24 form sites)
FORMS = 24
_HREF = re.compile(r"""<(?:a|area)\b[^>]*?\bhref=["']([^"']+)["']""", re.I)
_REFRESH = re.compile(r"""<meta[^>]+http-equiv=["']?refresh["']?[^>]+content=["'][^"']*url=([^"'>]+)""", re.I)


@pytest.fixture(scope="module")
def web() -> Iterator[Web]:
    with build_web(seed=3, sites=SITES, forms=FORMS, net="127.215.0") as w:  # served until the module's tests end
        yield w


def fetch(web: Web, url: str, data: list[tuple[str, str]] | None = None) -> tuple[int, dict[str, str], bytes]:
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(web.hosts()[parts.hostname or ""], parts.port, timeout=5)
    try:
        path = (parts.path or "/") + ("?" + parts.query if parts.query else "")
        headers = {"Host": parts.netloc}
        body = None
        if data is not None:
            body = urlencode(data)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        conn.request("POST" if data is not None else "GET", path, body=body, headers=headers)
        resp = conn.getresponse()
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
    finally:
        conn.close()


def text_of(headers: dict[str, str], body: bytes) -> str:
    charset = headers.get("content-type", "").partition("charset=")[2] or "utf-8"
    return body.decode(charset)  # strict: the bytes really are in the declared charset


def candidates(doc: lxml.html.HtmlElement, action: str, method: str) -> list[lxml.html.FormElement]:
    """The forms of ``doc`` posting to ``action`` with ``method`` (the header's site search aside)."""
    return [
        f
        for f in doc.forms
        if f.get("action") == action
        and (f.get("method") or "get").lower() == method
        and f.get("class") != "site-search"
    ]


def signature(form: lxml.html.FormElement) -> tuple[str, str, tuple[str, ...]]:
    names = sorted({str(el.get("name")) for el in form.inputs if el.get("name")})
    return form.get("action") or "", (form.get("method") or "get").lower(), tuple(names)


def relevant_signature(web: Web, site: Site) -> tuple[str, str, tuple[str, ...]]:
    url, action, method = web.relevant(site)
    _, headers, body = fetch(web, url)
    doc = lxml.html.document_fromstring(text_of(headers, body))
    forms = candidates(doc, action, method)
    assert len(forms) == 1, url
    return signature(forms[0])


def links(web: Web, url: str, target: str, sig: tuple[str, str, tuple[str, ...]]) -> list[str]:
    status, headers, body = fetch(web, url)
    if status in (301, 302, 303, 307, 308):
        return [urljoin(url, headers["location"])]
    text = text_of(headers, body) if status == 200 else ""
    if url != target and "<form" in text:
        doc = lxml.html.document_fromstring(text)
        assert all(signature(f) != sig for f in doc.forms), f"the relevant form on {url}"
    hrefs = _HREF.findall(text) + _REFRESH.findall(text)
    return [urljoin(url, h.replace("&amp;", "&")).partition("#")[0] for h in hrefs]


def test_every_form_page_answers_with_a_form(web: Web) -> None:
    pages = web.form_pages()
    assert len(pages) == FORMS
    assert {s.sub for s in web.form_sites()} == set(HIDES)
    for site in web.form_sites():
        url, action, method = web.relevant(site)
        status, headers, body = fetch(web, url)
        assert status == 200 and url in pages, url
        charset = headers["content-type"].partition("charset=")[2]
        assert charset.encode() in body[:300], url  # declared in the header and in a meta tag
        doc = lxml.html.document_fromstring(text_of(headers, body))
        (form,) = candidates(doc, action, method)
        values = [(k, v or "1850") for k, v in form.form_values()]
        if method == "get":
            sep = "&" if "?" in action else "?"
            status, headers, body = fetch(web, urljoin(url, action) + sep + urlencode(values))
        else:
            status, headers, body = fetch(web, urljoin(url, action), values)
        result = lxml.html.document_fromstring(text_of(headers, body))
        assert status == 200 and result.xpath("//table[@class='results']//a"), url
        assert all(signature(f) != signature(form) for f in result.forms), url  # never the form again


def test_charsets_are_declared_and_true(web: Web) -> None:
    legacy = 0
    for site in web.sites[:120] + web.form_sites():
        status, headers, body = fetch(web, site.base + "/")
        if status == 302:
            status, headers, body = fetch(web, urljoin(site.base + "/", headers["location"]))
        assert status == 200, site.host
        charset = headers["content-type"].partition("charset=")[2]
        assert charset == site.charset and charset.encode() in body[:300], site.host
        text_of(headers, body)
        legacy += charset != "utf-8"
    assert legacy > 10


def test_seeds_are_reachable(web: Web) -> None:
    seeds = web.seeds()
    assert len(seeds) == 12
    for url in seeds:
        status, headers, body = fetch(web, url)
        if status == 302:
            status, headers, body = fetch(web, urljoin(url, headers["location"]))
        assert status == 200 and b"<a href" in body, url


def test_every_form_page_is_reachable_from_its_home_page(web: Web) -> None:
    for site in web.form_sites():
        host = web.form_host(site)
        target = host.base + site.form_url
        sig = relevant_signature(web, site)
        hosts = {urlsplit(site.base).netloc, urlsplit(host.base).netloc}
        owners = {urlsplit(site.base).netloc: site, urlsplit(host.base).netloc: host}
        start = site.base + "/"
        seen, queue, depth = {start}, deque([(start, 0)]), None
        while queue:
            url, d = queue.popleft()
            if url == target:
                depth = d
                break
            if d >= 6:
                continue
            for link in links(web, url, target, sig):
                parts = urlsplit(link)
                if parts.netloc not in hosts or link in seen:
                    continue
                owner = owners[parts.netloc]
                if owner.item_of(parts.path, dict(parse_qsl(parts.query))) is not None:
                    continue  # item pages lead nowhere new
                seen.add(link)
                queue.append((link, d + 1))
        assert depth is not None, f"{site.sub}: {target} not reachable from {start}"
        assert depth == CLICKS[site.sub], (site.sub, depth)


def test_robots_never_block_the_search(web: Web) -> None:
    for site in web.form_sites():
        host = web.form_host(site)
        checks = [(site, site.chain)]
        if host is site:
            checks[0][1].append(site.results_url)
        else:
            checks.append((host, host.chain + [site.results_url]))
        for owner, paths in checks:
            status, _, body = fetch(web, owner.base + "/robots.txt")
            if status != 200:
                continue
            rules = [
                line.split(":", 1)[1].strip() for line in body.decode().splitlines() if line.startswith("Disallow")
            ]
            for path in paths:
                assert not any(r and path.startswith(r) for r in rules), (owner.host, path)
    assert any(s.robots for s in web.sites)


def _portless(body: bytes) -> bytes:
    return re.sub(rb":\d{1,5}/", b":PORT/", body)


def test_one_seed_renders_the_same_page() -> None:
    a = build_web(seed=5, sites=SITES, forms=FORMS, net="127.216.0")
    b = build_web(seed=5, sites=SITES, forms=FORMS, net="127.217.0")
    with a, b:
        for sa, sb in zip(a.form_sites(), b.form_sites(), strict=True):
            assert sa.host == sb.host and sa.form_url == sb.form_url
        for kind in ("form", "offtopic", "seed", "decoy", "neighbour", "hub"):
            sa = next(s for s in a.sites if s.kind == kind)
            sb = b.sites[sa.idx]
            for path in ("/", sa.form_url or "/about"):
                assert _portless(fetch(a, sa.base + path)[2]) == _portless(fetch(b, sb.base + path)[2])


def test_domain_file() -> None:
    doc = json.loads(write_domains().read_text(encoding="utf-8"))
    assert doc["name"] == "genealogy" and 8 <= len(doc["attributes"]) <= 10
    assert 150 <= len(doc["keywords"]) <= 250
    assert all(len(attr["aliases"]) >= 12 for attr in doc["attributes"])
