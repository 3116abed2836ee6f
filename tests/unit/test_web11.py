"""Family K (``tests/web11``): served, every relevant form page answers with a form and is reachable by links."""

from __future__ import annotations

import http.client
import re
from collections import deque
from collections.abc import Iterator
from urllib.parse import urljoin, urlsplit

import pytest

from tests.web11 import HIDES, Web, build_web, write_domains

SITES = 400  # small enough to serve in a moment, big enough for every hiding place (22 form sites)
_HREF = re.compile(r"""<(?:a|area)\b[^>]*?\bhref=["']([^"']+)["']""", re.I)
_REFRESH = re.compile(r"""<meta[^>]+http-equiv=["']?refresh["']?[^>]+content=["'][^"']*url=([^"'>]+)""", re.I)
_SID = re.compile(r"[?&]sid=[0-9a-f]+$")
#: Steps from the home page to the form page of each hiding place (links, and redirects as steps of their own).
STEPS = {
    "home_box": 0,
    "footer_only": 1,
    "cta_button": 1,
    "mega_menu": 1,
    "registers_tab": 2,
    "brand_acronym": 2,
    "aspx_tabid": 2,
    "subdomain": 3,  # link to the partner host, its 302, the link to the search
    "php_id_router": 3,
    "guide_steps": 3,
    "eservice_start": 4,  # catalogue, service page, "Start service" (a 302), the search
    "portal_ut": 4,
}


@pytest.fixture(scope="module")
def web() -> Iterator[Web]:
    w = build_web(seed=3, sites=SITES, forms=22, net="127.211.0")
    w.start()
    try:
        yield w
    finally:
        w.stop()


def fetch(web: Web, url: str) -> tuple[int, dict[str, str], bytes]:
    parts = urlsplit(url)
    conn = http.client.HTTPConnection(web.hosts()[parts.hostname], parts.port, timeout=5)
    try:
        path = parts.path + ("?" + parts.query if parts.query else "")
        conn.request("GET", path, headers={"Host": parts.netloc})
        resp = conn.getresponse()
        return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
    finally:
        conn.close()


def links(web: Web, url: str, target: str = "") -> list[str]:
    status, headers, body = fetch(web, url)
    if status in (301, 302, 303, 307, 308):
        return [urljoin(url, headers["location"])]
    assert url == target or b"register-search-form" not in body, f"a relevant form on {url}"
    charset = headers.get("content-type", "").partition("charset=")[2] or "utf-8"
    text = body.decode({"windows-874": "cp874"}.get(charset, charset), "replace")
    hrefs = _HREF.findall(text) + _REFRESH.findall(text)
    return [urljoin(url, h.replace("&amp;", "&")) for h in hrefs]


def test_every_form_page_answers_with_a_form(web: Web) -> None:
    pages = web.form_pages()
    assert len(pages) == 22
    assert {s.sub for s in web.form_sites()} == set(HIDES)
    for url in pages:
        status, headers, body = fetch(web, url)
        assert status == 200, url
        assert b"<form" in body and b"register-search-form" in body, url
        charset = headers["content-type"].partition("charset=")[2]
        assert charset.encode() in body[:300], url  # declared in the header and in a meta tag


def test_seeds_are_reachable(web: Web) -> None:
    seeds = web.seeds()
    assert len(seeds) >= 6
    for url in seeds:
        status, _, body = fetch(web, url)
        assert status == 200 and b"<a href" in body, url


def _portless(body: bytes) -> bytes:
    return re.sub(rb":\d{2,5}/", b":PORT/", body)


def test_one_seed_renders_the_same_page() -> None:
    a = build_web(seed=5, sites=SITES, forms=22, net="127.212.0")
    b = build_web(seed=5, sites=SITES, forms=22, net="127.213.0")
    with a, b:
        for sa, sb in zip(a.form_sites(), b.form_sites(), strict=True):
            assert sa.host == sb.host and sa.form_url == sb.form_url
        for kind in ("form", "offtopic", "seed", "decoy"):
            sa = next(s for s in a.sites if s.kind == kind)
            sb = b.sites[sa.idx]
            for path in ("/", sa.form_url or "/"):
                assert _portless(fetch(a, sa.base + path)[2]) == _portless(fetch(b, sb.base + path)[2])


def test_every_form_page_is_reachable_from_its_home_page(web: Web) -> None:
    for site in web.form_sites():
        target = site.base + site.form_url
        hosts = {urlsplit(site.base).netloc}
        if site.partner >= 0:
            hosts.add(urlsplit(web.sites[site.partner].base).netloc)
            target = web.sites[site.partner].base + site.form_url
        start = site.base + "/"
        seen, queue, depth = {start}, deque([(start, 0)]), None
        while queue:
            url, d = queue.popleft()
            if url == target:
                depth = d
                break
            if d >= 6:
                continue
            for link in links(web, url, target):
                link = _SID.sub("", link.partition("#")[0])
                parts = urlsplit(link)
                if parts.netloc not in hosts or link in seen:
                    continue
                owner = site if parts.netloc == urlsplit(site.base).netloc else web.sites[site.partner]
                if owner.items and owner.item_of(
                    parts.path, dict(q.split("=", 1) for q in parts.query.split("&") if "=" in q)
                ):
                    continue  # item pages lead nowhere new
                seen.add(link)
                queue.append((link, d + 1))
        assert depth is not None, f"{site.sub}: {target} not reachable from {start}"
        assert depth == STEPS[site.sub], (site.sub, depth)


def test_one_page_per_url() -> None:
    web = build_web(seed=4, sites=SITES, forms=22, net="127.214.0")
    for site in web.sites:
        for path, routes in site.routes.items():
            queries = [need for need, _ in routes]
            assert len(queries) == len(set(queries)), (site.host, path)


def test_domain_file() -> None:
    import json

    doc = json.loads(write_domains().read_text(encoding="utf-8"))
    assert doc["name"] == "companies" and 8 <= len(doc["attributes"]) <= 10
