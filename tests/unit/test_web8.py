"""Family H (tests/web8): the generated web of patent and trademark registers, checked without the crawler."""

from __future__ import annotations

import json
import re
import statistics
import time
import urllib.request
from collections import deque
from pathlib import Path
from urllib.parse import parse_qs, urljoin, urlsplit

import lxml.html
import pytest

from tests.web8 import HIDES, TARGET, build_web, write_domains
from tests.web8.build import domain
from tests.web8.model import Web

_CHARSET = re.compile(r"charset=([\w-]+)", re.I)


def _charset(ctype: str) -> str:
    m = _CHARSET.search(ctype)
    return m.group(1) if m else "utf-8"


def _doc(body: bytes, ctype: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(body.decode(_charset(ctype)))


def _links(url: str, status: int, ctype: str, body: bytes, headers: list[tuple[str, str]]) -> list[tuple[str, bool]]:
    """(absolute URL, is a redirect) of everything a page leads to without JavaScript."""
    out = [(urljoin(url, v), True) for k, v in headers if k.lower() == "location"]
    if not ctype.startswith("text/html") or not body:
        return out
    doc = _doc(body, ctype)
    base = (doc.xpath("//base/@href") or [url])[0]
    for el, attr in (("a", "href"), ("area", "href"), ("frame", "src"), ("iframe", "src")):
        out += [(urljoin(urljoin(url, base), v), False) for v in doc.xpath(f"//{el}/@{attr}")]
    for content in doc.xpath("//meta[translate(@http-equiv,'REFSH','refsh')='refresh']/@content"):
        target = content.partition("url=")[2] or content.partition("URL=")[2]
        if target:
            out.append((urljoin(url, target.strip("'\" ")), True))
    return [(u.split("#")[0], r) for u, r in out if u.startswith("http")]


_TRAPS = ("print=", "f=", "m=", "sort=", "return=http")
_SESSION = re.compile(r";jsessionid=\w+|[?&]sid=\w+")


def _canonical(url: str) -> str:
    """``url`` without its session id (a session's pages are the same pages)."""
    url = _SESSION.sub("", url)
    return url if "?" in url or "&" not in url else url.replace("&", "?", 1)


def _expand(web: Web, url: str) -> bool:
    """Whether the BFS looks at the links of ``url``: directory, form-site and search-host pages (no item pages
    or traps), and the home and link pages of the other on-topic sites."""
    site = web.site_of(url)
    if site is None or any(t in url for t in _TRAPS):
        return False
    parts = urlsplit(url)
    parsed = site.router.parse(parts.path, parse_qs(parts.query))
    key = parsed[0] if parsed else "home"
    if key in ("item", "pdf"):
        return False
    if site.kind in ("portal", "webdir", "form", "dbhost"):
        return True
    return site.kind == "ontopic" and key in ("home", "links")


def bfs(web: Web) -> tuple[dict[str, int], int, list[tuple[str, str, bytes]]]:
    """Clicks (redirects are free) from the seeds to every page expanded; pages expanded; their (url, ctype, body)."""
    dist: dict[str, int] = {}
    queue: deque[tuple[str, int]] = deque((u, 0) for u in web.seeds())
    pages: list[tuple[str, str, bytes]] = []
    while queue:
        url, d = queue.popleft()
        key = _canonical(url)
        if key in dist and dist[key] <= d:
            continue
        dist[key] = d
        if not _expand(web, key) and d > 0:
            continue
        status, ctype, body, headers = web.respond(url)
        pages.append((url, ctype, body))
        for target, redirect in _links(url, status, ctype, body, headers):
            if redirect:
                queue.appendleft((target, d))
            elif _canonical(target) not in dist:
                queue.append((target, d + 1))
    return dist, len(pages), pages


_ATTRIBUTES = domain()["attributes"]


def _attrs_in_form(form: lxml.html.HtmlElement) -> set[str]:
    """The domain attributes a form asks for: an alias in its labels, cells, placeholders or options."""
    text = " ".join([form.text_content()] + form.xpath(".//@placeholder") + form.xpath(".//@aria-label")).casefold()
    found = set()
    for attribute in _ATTRIBUTES:
        if any(alias.casefold() in text for alias in attribute["aliases"] if len(alias) > 2):
            found.add(attribute["name"])
    return found


@pytest.fixture(scope="module")
def web() -> Web:
    return build_web(seed=1, sites=3000, forms=22, net="127.150.0")


@pytest.fixture(scope="module")
def small() -> Web:
    return build_web(seed=2, sites=600, forms=10, net="127.151.0")


@pytest.fixture(scope="module")
def walk(web: Web) -> tuple[dict[str, int], int, list[tuple[str, str, bytes]]]:
    return bfs(web)


def test_builds_fast_and_sized(web: Web) -> None:
    start = time.perf_counter()
    again = build_web(seed=1, sites=3000, forms=22, net="127.150.0")
    assert time.perf_counter() - start < 2
    assert len(again.sites) == 3000 and len(again.hosts()) == 3000
    kinds = [s.kind for s in web.sites]
    assert kinds.count("form") == 22 and len(web.form_pages()) == 22
    assert 200 <= kinds.count("ontopic") + kinds.count("dbhost") + 22 <= 260
    assert 190 <= kinds.count("neighbour") <= 230
    assert all(h.startswith(("www.", "pub.", "search.", "register.", "db.")) for h in web.hosts())
    assert len(set(web.hosts().values())) == 3000
    assert 10 <= len(web.seeds()) <= 20


def test_deterministic(web: Web) -> None:
    other = build_web(seed=1, sites=3000, forms=22, net="127.150.0")
    sample = web.seeds() + sorted(web.form_pages()) + [s.url("items") for s in web.sites[::97]]
    sample += [s.url("item", 3) for s in web.sites[::89]] + [s.url("news") for s in web.sites[::83]]
    for url in sample:
        assert web.respond(url) == other.respond(url) == web.respond(url), url
    assert build_web(seed=3, sites=3000, forms=22).seeds() != web.seeds()


def test_truth_pages_hold_the_register_search(web: Web, small: Web) -> None:
    for w in (web, small):
        for url in w.form_pages():
            status, ctype, body, _ = w.respond(url)
            assert status == 200, url
            forms = _doc(body, ctype).forms
            assert len(forms) == 1, f"{url}: {len(forms)} forms"  # no header site search on the page
            assert len(_attrs_in_form(forms[0])) >= 2, (url, _attrs_in_form(forms[0]))
            # submitting gives records and a way back, never the form again
            form = forms[0]
            action = urljoin(url, form.get("action") or url)
            values = dict(form.form_values())
            if (form.get("method") or "get").lower() == "post":
                rstatus, rtype, rbody, _ = w.respond(action, "POST", values)
            else:
                rstatus, rtype, rbody, _ = w.respond(action)
            assert rstatus == 200, action
            rdoc = _doc(rbody, rtype)
            assert not [f for f in rdoc.forms if len(_attrs_in_form(f)) >= 2]
            assert url in {urljoin(action, h) for h in rdoc.xpath("//a/@href")}


def test_every_truth_page_reachable_within_six_clicks(web: Web, walk: tuple[dict[str, int], int, list]) -> None:
    dist, expanded, pages = walk
    truth = web.form_pages()
    missing = truth - set(dist)
    assert not missing, missing
    clicks = {u: dist[u] for u in truth}
    assert all(1 <= d <= 6 for d in clicks.values()), clicks
    # the only pages (of those expanded) holding a register search are the truth pages
    holders = set()
    for url, ctype, body in pages:
        if ctype.startswith("text/html") and body and any(len(_attrs_in_form(f)) >= 2 for f in _doc(body, ctype).forms):
            holders.add(url)
    assert holders == truth, holders ^ truth
    by_hide: dict[str, list[int]] = {}
    for s in web.form_sites():
        by_hide.setdefault(s.hide or "separate_host", []).append(clicks[s.base + s.truth_path()])
    print(f"\nexpanded {expanded} pages")
    for hide in HIDES:
        v = by_hide[hide]
        print(f"{hide}: {min(v)} / {statistics.mean(v):.1f} / {max(v)}")
    v = sorted(clicks.values())
    print(f"all: min {v[0]} median {statistics.median(v)} max {v[-1]}")


def test_hidden_form_sites_are_in_no_directory(web: Web) -> None:
    listed = {j for s in web.sites if s.kind in ("portal", "webdir") for _, members in s.cats for j in members}
    hidden = [s for s in web.sites if s.kind == "form" and s.idx not in listed]
    assert len(hidden) == 4
    for s in hidden:
        linkers = [o for o in web.sites if s.idx in o.out]
        assert len(linkers) >= 2 and all(o.kind == "ontopic" for o in linkers)


def test_small_web_reachable(small: Web) -> None:
    dist, _, _ = bfs(small)
    assert small.form_pages() <= set(dist)
    assert all(dist[u] <= 6 for u in small.form_pages())
    assert sum(s.kind == "form" for s in small.sites) == 10


def test_charsets_are_honoured(web: Web, walk: tuple[dict[str, int], int, list]) -> None:
    _, _, pages = walk
    declared = set()
    for url, ctype, body in pages:
        if not ctype.startswith("text/html") or not body:
            continue
        charset = _charset(ctype)
        declared.add(charset.lower())
        text = body.decode(charset)  # strict: the bytes are in the declared charset
        meta = re.search(r"<meta[^>]+charset=\"?([\w-]+)", text, re.I)
        assert meta and meta.group(1).lower() == charset.lower(), url
        site = web.site_of(url)
        assert site is not None and charset == site.charset
    legacy = declared - {"utf-8"}
    assert {"windows-1251", "koi8-u", "gb2312", "iso-8859-7", "windows-1255", "tis-620", "iso-8859-2"} <= legacy


def test_domain_file() -> None:
    path = write_domains()
    assert path.name == f"{TARGET}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["name"] == "patents" and data["threshold"] == 0.9
    assert 80 <= len(data["keywords"]) <= 150
    assert 8 <= len(data["attributes"]) <= 10
    assert all(0.3 <= a["specificity"] <= 0.95 and a["aliases"] for a in data["attributes"])
    assert {"专利检索", "Patent Arama", "Wyszukiwarka", "Busca de patentes"} <= set(data["keywords"])


def test_served_on_loopback(small: Web, tmp_path: Path) -> None:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    def get(url: str) -> tuple[int, bytes, str]:
        site = small.site_of(url)
        assert site is not None
        parts = urlsplit(url)
        direct = f"http://{site.ip}:{site.port}{parts.path}" + (f"?{parts.query}" if parts.query else "")
        request = urllib.request.Request(direct, headers={"Host": f"{site.host}:{site.port}"})
        with opener.open(request, timeout=10) as response:
            return response.status, response.read(), response.headers.get("Content-Type", "")

    small.start()
    try:
        hosts = json.loads(small.write_hosts(tmp_path / "hosts.json").read_text())
        assert hosts == small.hosts()
        status, body, ctype = get(small.seeds()[0])
        assert status == 200 and b"<a " in body
        truth = sorted(small.form_pages())[0]
        assert ":0/" not in truth
        status, body, ctype = get(truth)
        assert status == 200 and len(_doc(body, ctype).forms) == 1
    finally:
        small.stop()
