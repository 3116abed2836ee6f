"""Family J (``tests/web10``): sizes, determinism, the truth pages' forms, reachability, charsets, serving."""

from __future__ import annotations

import json
import re
import time
import urllib.request
from collections import Counter, deque
from urllib.parse import parse_qs, urldefrag, urljoin, urlsplit

import lxml.html
import pytest

from tests.web10 import HIDES, TARGET, build_web, write_domains
from tests.web10.build import Web

#: Pages a path to a search never needs to pass through (items, lists, calendars, answers, language versions).
LEAVES = {"item", "list", "events", "results", "sent", "sitesearch"}
EXPANDED = {"portal", "directory", "form", "ontopic", "partner"}


@pytest.fixture(scope="module")
def web() -> Web:
    return build_web(seed=1, sites=3000, forms=22, net="127.150.0")


@pytest.fixture(scope="module")
def small() -> Web:
    return build_web(seed=1, sites=600, forms=10, net="127.161.0")


@pytest.fixture(scope="module")
def domain() -> dict:
    return json.loads(write_domains().read_text(encoding="utf-8"))


def decode(response: object) -> str:
    ctype = response.content_type  # type: ignore[attr-defined]
    charset = ctype.split("charset=", 1)[1]
    return response.body.decode(charset, "strict")  # type: ignore[attr-defined]


def out_links(web: Web, url: str) -> list[str]:
    """Links of a served page a crawler can follow without JavaScript (redirects included)."""
    r = web.respond(url)
    if r.status in (301, 302):
        return [urljoin(url, dict(r.headers)["Location"])]
    if r.status != 200 or not r.content_type.startswith("text/html"):
        return []
    doc = lxml.html.document_fromstring(decode(r))
    out = []
    for el in doc.iter("a", "area", "frame", "iframe", "meta"):
        if el.tag == "meta":
            m = re.search(r"url=(.+)", el.get("content") or "", re.I)
            href = m.group(1) if m and (el.get("http-equiv") or "").lower() == "refresh" else None
        else:
            href = el.get("href") if el.tag in ("a", "area") else el.get("src")
        if href and not href.startswith("#"):
            out.append(urldefrag(urljoin(url, href))[0])
    return out


def bfs(web: Web) -> tuple[dict[str, int], dict[str, int]]:
    """Hops from the seeds to every truth page, and how many pages held a relevant form per site (host)."""
    truth = web.form_pages()
    dist = dict.fromkeys(web.seeds(), 0)
    queue = deque(web.seeds())
    found: dict[str, int] = {}
    holders: Counter[str] = Counter()
    hosts = web.hosts()
    while queue and len(found) < len(truth):
        url = queue.popleft()
        site = web.site_of(url)
        if url in truth:
            found[url] = dist[url]
        if site.kind not in EXPANDED:
            continue
        parts = urlsplit(url)
        routed = site.route(parts.path, parse_qs(parts.query))
        if routed is not None and (routed[0] in LEAVES or "lang" in routed[2]):
            continue
        r = web.respond(url)
        if r.status == 200 and b'<form id="reg' in r.body:
            holders[url] += 1
        for link in out_links(web, url):
            if urlsplit(link).hostname in hosts and link not in dist:
                dist[link] = dist[url] + 1
                queue.append(link)
    return found, dict(holders)


def test_builds_fast_with_the_documented_sizes(web: Web) -> None:
    start = time.monotonic()
    build_web(seed=3)
    assert time.monotonic() - start < 2
    kinds = Counter(s.kind for s in web.sites)
    assert len(web.sites) == 3000 and kinds["form"] == 22
    assert 200 <= kinds["ontopic"] + kinds["form"] <= 260 and 180 <= kinds["neighbour"] <= 240
    assert len({s.sub for s in web.sites if s.kind == "offtopic"}) >= 8
    assert len(web.hosts()) == 3000 and len(set(web.hosts().values())) == 3000
    assert len(web.form_pages()) == 22 and len(web.seeds()) == 12
    assert len({s.lang for s in web.sites}) >= 12 and len({s.lang for s in web.form_sites()}) >= 12
    assert Counter(s.hide for s in web.form_sites()) == Counter(HIDES[f % len(HIDES)] for f in range(22))


def test_renders_deterministically_per_seed(web: Web) -> None:
    again = build_web(seed=1)
    other = build_web(seed=2)
    assert again.hosts() == web.hosts() and other.hosts() != web.hosts()
    urls = sorted(web.form_pages()) + web.seeds()
    urls += [s.url("list") for s in web.sites[100:140] if s.kind not in ("partner",)]
    for url in urls:
        assert again.respond(url).body == web.respond(url).body, url


def test_every_truth_page_holds_one_relevant_form(web: Web, small: Web, domain: dict) -> None:
    aliases = {alias.lower() for attr in domain["attributes"] for alias in attr["aliases"]}
    for w in (web, small):
        for url in w.form_pages():
            r = w.respond(url)
            assert r.status == 200, url
            doc = lxml.html.document_fromstring(decode(r))
            relevant = [f for f in doc.forms if (f.get("id") or "").startswith("reg")]
            assert len(relevant) == 1 and len(doc.forms) == 1, url  # no header search box on the truth page
            form = relevant[0]
            texts = [" ".join(e.text_content().split()) for e in form.iter("label", "legend", "td")]
            texts += [e.get("placeholder") or "" for e in form.iter("input")]
            named = {x.rstrip(":").lower() for x in texts} & aliases
            assert len(named) >= 2, (url, texts)
            action = urljoin(url, form.get("action") or url)
            answer = w.respond(action + ("?" if "?" not in action else "&") + "x=1")
            assert answer.status == 200 and b'<form id="reg' not in answer.body
            assert w.respond(url + ("&" if "?" in url else "?") + "print=1").status == 301


def test_every_truth_page_is_reachable_from_the_seeds(web: Web, small: Web) -> None:
    for w in (small, web):
        found, holders = bfs(w)
        assert set(found) == w.form_pages()
        assert max(found.values()) <= 6 and min(found.values()) >= 2
        assert set(holders) == w.form_pages()  # no other page reached held the relevant form
    hops: dict[str, list[int]] = {}
    for s in web.form_sites():
        url = web.sites[s.partner].url("form") if s.hide == "partner_host" else s.url("form")
        hops.setdefault(s.hide, []).append(found[url])
    print({h: (min(v), sum(v) / len(v), max(v)) for h, v in hops.items()})  # the data sheet's table


def test_charsets_are_declared_and_honoured(web: Web) -> None:
    seen: Counter[str] = Counter()
    for site in web.sites[:400] + web.form_sites():
        for url in (site.base + site.home(), site.url("about") if "about" in site.pids() else site.base + site.home()):
            r = web.respond(url)
            if r.status in (301, 302):
                r = web.respond(urljoin(url, dict(r.headers)["Location"]))
            charset = r.content_type.split("charset=", 1)[1]
            text = decode(r)
            assert f"charset={charset}" in text.replace('charset="', "charset=") or f'charset="{charset}"' in text
            seen[charset] += 1
    assert {"Shift_JIS", "EUC-KR", "ISO-8859-15", "windows-1250"} & set(seen)
    assert len(seen) >= 6


def test_domain_file(domain: dict) -> None:
    assert domain["name"] == TARGET and domain["threshold"] == 0.9
    assert 80 <= len(domain["keywords"]) <= 150
    assert 8 <= len(domain["attributes"]) <= 10
    assert all(0.3 <= a["specificity"] <= 0.95 and len(a["aliases"]) >= 12 for a in domain["attributes"])


def test_served_on_loopback(small: Web) -> None:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    small.start()
    try:
        for url in (small.seeds()[0], sorted(small.form_pages())[0]):
            site = small.site_of(url)
            parts = urlsplit(url)
            target = f"http://{site.ip}:{site.port}{parts.path}" + (f"?{parts.query}" if parts.query else "")
            request = urllib.request.Request(target, headers={"Host": f"{parts.hostname}:{site.port}"})
            with opener.open(request, timeout=10) as response:
                body = response.read()
                assert response.status == 200
                assert "charset=" in response.headers["Content-Type"]
            assert body == small.respond(url).body
    finally:
        small.stop()
