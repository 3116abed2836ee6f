"""Family D (tests/web4): pages render, every relevant form is reachable over on-topic pages, the truth is right.

Rendered in-process (no server) for the walks, served over loopback for one
check. The reachability walk is what a focused crawler could do at best: a
breadth-first walk from the seeds that follows the ``<a href>`` links of
on-topic pages only (a directory's vehicles category, pages of vehicle sites),
with a page cap per site; it records the clicks from a seed to each page.

Shortest paths (clicks from a seed to each relevant form page) at the
default scale (3,000 sites, 22 forms), from :func:`shortest_paths`:

* seed 1: {2: 13, 3: 6, 4: 1, 5: 2}
* seed 2: {1: 3, 2: 9, 3: 10}
* seed 3: {1: 3, 2: 9, 3: 6, 4: 4}

(clicks: forms; 1 is a home-page form of a site listed on a seed page, whose
root redirects to the home page: a redirect costs no click).
"""

from __future__ import annotations

import re
import urllib.request
from collections import Counter, deque
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

import lxml.html
import pytest

from tests.web4 import build_web, write_domains
from tests.web4.render import SEARCH_NAMES, render, vehicle_search
from tests.web4.web import HIDES, SCHEMES, TARGET, Site, Web, encode, form_kind, is_form_site

PORT = 8000
VEHICLE_NAMES = {n for names in SEARCH_NAMES for n in names}
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


def _fields(html: str) -> list[int]:
    """Per form of the page, how many of its controls are vehicle-search fields."""
    out = []
    for form in re.findall(r"<form\b.*?</form>", html, flags=re.S | re.I):
        names = set(re.findall(r'<(?:input|select|textarea)\b[^>]*\bname="([^"]*)"', form))
        out.append(len({n.replace("&amp;", "&") for n in names} & VEHICLE_NAMES))
    return out


def _has_vehicle_search(html: str) -> bool:
    return any(k >= 3 for k in _fields(html))


def _get(web: Web, site: Site, url: str) -> tuple[int, str, str, str]:
    parts = urlsplit(url)
    status, body, ctype, location = render(web, site, parts.path, parts.query)
    charset = ctype.partition("charset=")[2]
    return status, body.decode(charset) if charset else "", charset, location


def _canonical(url: str) -> str:
    return re.sub(r"[?&]sid=[0-9a-f]+$|;jsessionid=[0-9A-Za-z]*", "", url)


def _on_topic(site: Site, url: str) -> bool:
    if site.kind == "directory":
        return "/cat/vehicles/" in url
    return site.topic == TARGET


def walk(web: Web, per_site: int = 100, depth: int = 9) -> tuple[dict[str, int], Counter, list[str], set[str]]:
    """(clicks from a seed to each page of the truth, statuses, HTML pages read, pages read with a vehicle search).

    Breadth-first from the seeds over the links of on-topic pages only: a page
    of the truth counts as reached when a link (or a redirect) leads to it; a
    redirect costs no click; at most ``per_site`` pages of each site are read.
    """
    truth = web.form_pages()
    by_host = {f"{s.host}:{PORT}": s for s in web.sites}
    queue = deque((u, 0) for u in web.seeds())
    seen: set[str] = set()
    per: Counter = Counter()
    statuses: Counter = Counter()
    found: dict[str, int] = {}
    pages: list[str] = []
    with_form: set[str] = set()
    while queue:
        url, d = queue.popleft()
        if _canonical(url) in truth:
            found.setdefault(_canonical(url), d)
        if url in seen or d > depth:
            continue
        seen.add(url)
        site = by_host.get(urlsplit(url).netloc)
        if site is None or per[site.name] >= per_site:
            continue
        per[site.name] += 1
        status, html, _, location = _get(web, site, url)
        statuses[status] += 1
        if location:
            queue.appendleft((urljoin(url, location), d))
            continue
        if status != 200:
            continue
        pages.append(html)
        if _has_vehicle_search(html):
            with_form.add(_canonical(url))
        if not _on_topic(site, url):
            continue
        for href in re.findall(r'<a\b[^>]*\bhref="([^"#][^"]*)"', html):
            queue.append((urljoin(url, href.replace("&amp;", "&")), d + 1))
    return found, statuses, pages, with_form


def shortest_paths(seed: int, sites: int = 3000, forms: int = 22) -> dict[int, int]:
    """Clicks from a seed → how many relevant forms are that far (the distribution in the docstring)."""
    web = build_web(seed=seed, sites=sites, forms=forms)
    for s in web.sites:
        s.port = PORT
    found, _, _, with_form = walk(web)
    truth = web.form_pages()
    assert set(found) == truth and with_form <= truth, (len(found), len(truth))
    return dict(sorted(Counter(found.values()).items()))


@pytest.fixture(scope="module", params=[1, 2])
def small(request) -> Web:
    web = build_web(seed=request.param, sites=500, forms=9, net="127.241.0")
    for site in web.sites:
        site.port = PORT
    return web


class _Balance(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else ''}>")
            if tag in self.stack:
                while self.stack.pop() != tag:
                    pass
        else:
            self.stack.pop()


def test_the_web_has_its_shape(small):
    kinds = Counter(s.kind for s in small.sites)
    assert kinds["directory"] == 8 and 8 < len(small.seeds()) <= 16
    assert sum(1 for s in small.sites if is_form_site(s)) == 9 == len(small.form_pages())
    assert small.on_topic_sites() >= 9 * 9
    assert len({s.host for s in small.sites}) == len(small.sites)
    langs = Counter(s.lang for s in small.sites)
    assert sum(langs[x] for x in ("el", "ru", "ja")) > len(small.sites) / 4  # non-Latin scripts


def test_every_relevant_form_is_reachable_over_on_topic_pages(small):
    found, statuses, pages, with_form = walk(small, per_site=40)
    assert set(found) == small.form_pages()  # every one of them is reached
    assert with_form <= small.form_pages() and len(with_form) >= 5  # no other page read has a vehicle search
    assert max(found.values()) <= 9 and statuses[500] == 0
    assert statuses[200] > 2000 and statuses[404] < statuses[200] / 50
    # on-topic forms that are no search: valuations (make/model/year/mileage), calculators, bookings, real ones
    text = "\n".join(pages)
    for marker in ('name="odometer"', 'name="deposit"', 'name="date"', 'type="password"', 'name="vehicle_make"'):
        assert marker in text, marker


def test_every_page_is_valid_html_in_its_declared_charset(small):
    by_host = {f"{s.host}:{PORT}": s for s in small.sites}
    checked, charsets = 0, Counter()
    queue, seen = deque(small.seeds()), set()
    per: Counter = Counter()
    while queue and checked < 1000:
        url = queue.popleft()
        if url in seen:
            continue
        seen.add(url)
        site = by_host.get(urlsplit(url).netloc)
        if site is None or per[site.name] >= 6:
            continue
        per[site.name] += 1
        parts = urlsplit(url)
        _, body, ctype, location = render(small, site, parts.path, parts.query)
        if location:
            queue.append(urljoin(url, location))
            continue
        charset = ctype.partition("charset=")[2]
        html = body.decode(charset)  # strict: every byte is of the declared charset
        assert f'<meta charset="{charset}">' in html and html.startswith("<!DOCTYPE html>")
        doc = lxml.html.document_fromstring(body)
        assert doc.find("head/title") is not None and doc.find("body") is not None
        parser = _Balance()
        parser.feed(re.sub(r"<form\b.*?</form>", "", html, flags=re.S))  # real forms keep their own markup
        assert not parser.errors and parser.stack == [], (url, parser.errors[:3], parser.stack)
        charsets[charset] += 1
        checked += 1
        queue.extend(urljoin(url, h.replace("&amp;", "&")) for h in re.findall(r'href="([^"#][^"]*)"', html))
    assert checked >= 800 and len(charsets) >= 4, charsets


def test_every_scheme_and_hiding_place_serves_its_form():
    web = build_web(seed=5, sites=300, forms=4, net="127.242.0")
    site = next(s for s in web.sites if is_form_site(s))
    site.port = PORT
    for scheme in SCHEMES:
        for hide in HIDES:
            for native, traps in ((False, {"sid", "facets"}), (True, {"jsession", "phpsess", "compare"})):
                site.scheme, site.hide, site.native, site.traps = scheme, hide, native and scheme == "routes", traps
                site.template = "mega" if hide == "mega" else "bar"
                site.hub_label = site.hub_label or "Buy"
                for variant in range(5):
                    site.form_variant, site.names = variant, variant % 4
                    kind, parts = form_kind(site)
                    status, html, _, _ = _get(web, site, site.base + encode(site.path(kind, **parts)))
                    assert status == 200 and max(_fields(html)) >= 3, (scheme, hide, variant)
                    assert len(re.findall(r"<(?:input|select)\b[^>]*\bname=", vehicle_search(site, _L(site)))) >= 4
                # the form page is linked from the page before it, where the hiding place says
                before = {"hub": ("hub", {}), "stock": ("home", {})}.get(hide, ("home", {}))
                status, html, _, _ = _get(web, site, site.base + encode(site.path(before[0], **before[1])))
                target = site.path(kind, **parts)
                hrefs = {_canonical(h.replace("&amp;", "&")) for h in re.findall(r'href="([^"]*)"', html)}
                assert hide == "home" or encode(target) in hrefs, (scheme, hide, native)
                for p in site.disallowed():  # robots.txt never keeps a crawler from the search
                    assert not encode(target).startswith(encode(p))


class _L:
    """A stand-in for the renderer's links (the form's action only)."""

    def __init__(self, site: Site) -> None:
        self.site = site

    def href(self, kind: str, **parts) -> str:
        return encode(self.site.path(kind, **parts))


def test_traps_are_endless_by_nature_not_by_errors():
    web = build_web(seed=6, sites=400, forms=6, net="127.243.0")
    news = next(s for s in web.sites if s.kind == "news")
    dealer = next(s for s in web.sites if s.kind == "dealer")
    dealer.port = news.port = PORT
    dealer.traps = {"facets", "compare", "sort", "print", "calendar", "sid"}
    for n in (1, 50, 400, 5000):  # news lists never stop
        status, html, _, _ = _get(web, news, news.base + encode(news.path("list", n=n)))
        assert status == 200 and news.path("list", n=n + 1).split("?")[-1] in html.replace("&amp;", "&")
    url = dealer.base + encode(dealer.path("list", n=1))
    for _ in range(12):  # facets combine, compare lists grow, calendars go on
        status, html, _, _ = _get(web, dealer, url)
        assert status == 200
        facet = [h for h in re.findall(r'href="([^"]*)"', html) if "f" in h and h.count("/") + h.count(".") > 2]
        url = urljoin(url, facet[-1].replace("&amp;", "&")) if facet else url
    for ym in ("1990-01", "2026-11", "2300-12"):
        assert _get(web, dealer, dealer.base + encode(dealer.path("calendar", ym=ym)))[0] == 200
    ids = [1]
    for _ in range(20):
        status, html, _, _ = _get(web, dealer, dealer.base + encode(dealer.path("compare", ids=ids)))
        assert status == 200
        ids.append(max(set(range(1, dealer.items + 1)) - set(ids)))
    assert _get(web, dealer, dealer.base + encode(dealer.path("item", n=dealer.items + 1)))[0] == 404
    assert _get(web, dealer, dealer.base + "/nothing/here.php")[0] == 404


def test_served_over_loopback_with_its_charset():
    web = build_web(seed=2, sites=120, forms=3, net="127.244.0")
    web.start()
    try:
        ips = {s.host: s for s in web.sites}
        for url in sorted(web.form_pages()) + web.seeds()[:4]:
            parts = urlsplit(url)
            site = ips[parts.hostname]
            direct = f"http://{site.ip}:{site.port}{parts.path}" + (f"?{parts.query}" if parts.query else "")
            with urllib.request.urlopen(direct, timeout=10) as r:
                charset = r.headers.get_content_charset()
                html = r.read().decode(charset)
            assert r.status == 200 and f'charset="{charset}"' in html
            if url in web.form_pages():
                assert _has_vehicle_search(html), url
    finally:
        web.stop()


def test_a_seed_decides_the_web():
    a, b, c = (build_web(seed=s, sites=200, forms=4, net="127.245.0") for s in (7, 7, 8))
    assert [s.host for s in a.sites] == [s.host for s in b.sites] != [s.host for s in c.sites]
    for x, y in zip(a.sites[:30], b.sites[:30], strict=True):
        x.port = y.port = PORT
        assert _get(a, x, x.base + "/") == _get(b, y, y.base + "/")


def test_the_domain_file_names_the_forms_fields():
    import json

    data = json.loads(write_domains().read_text(encoding="utf-8"))
    assert data["name"] == "vehicles" and len(data["attributes"]) == 9
    aliases = {a for attr in data["attributes"] for a in attr["aliases"]}
    assert {"erstzulassung", "kilométrage", "najeto", "yakıt", "χιλιόμετρα", "пробег", "走行距離"} <= aliases
