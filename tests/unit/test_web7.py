"""Family G (tests/web7): build, charsets, ground truth, reachability from the seeds, negatives, robots, serving."""

from __future__ import annotations

import json
import re
import statistics
import time
import urllib.request
from collections import Counter, deque
from html import unescape
from typing import Any
from urllib.parse import urlencode, urljoin, urlsplit, urlunsplit
from urllib.robotparser import RobotFileParser

import pytest

from tests.web7 import HIDES, TARGET, Web, build_web, write_domains
from tests.web7.lang import CHARSETS, CODES
from tests.web7.model import strip_sid

_LINK = re.compile(
    r"<(?:a|area)\b[^>]*?\bhref\s*=\s*[\"']([^\"']*)[\"']|<i?frame\b[^>]*?\bsrc\s*=\s*[\"']([^\"']*)[\"']", re.I
)
_BASE = re.compile(r"<base\b[^>]*?\bhref\s*=\s*[\"']([^\"']+)[\"']", re.I)
_REFRESH = re.compile(r"<meta\b[^>]*?http-equiv=[\"']refresh[\"'][^>]*?content=[\"']\d+;\s*url=([^\"']+)[\"']", re.I)
_META_CS = re.compile(r"<meta\b[^>]*?charset=[\"']?([A-Za-z0-9_-]+)", re.I)
_FORM = re.compile(r"<form\b([^>]*)>(.*?)</form>", re.I | re.S)
_ATTR = re.compile(r"([a-zA-Z_:-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
_FIELD = re.compile(r"<(?:input|select|textarea|button)\b([^>]*)>", re.I)
_SKIP_QUERY = {"print", "m", "f"}


def _attrs(tag: str) -> dict[str, str]:
    return {
        m.group(1).lower(): unescape(m.group(2) if m.group(2) is not None else m.group(3)) for m in _ATTR.finditer(tag)
    }


def forms_of(html: str, url: str) -> list[tuple[str, str, list[str]]]:
    """``(absolute action, method, field names)`` of every form of a page."""
    out = []
    for m in _FORM.finditer(html):
        a = _attrs(m.group(1))
        names = [n for f in _FIELD.finditer(m.group(2)) if (n := _attrs(f.group(1)).get("name"))]
        action = urljoin(url, a.get("action", "")).split("#")[0]
        out.append((action, a.get("method", "get").lower(), list(dict.fromkeys(names))))
    return out


def charset_of(ctype: str) -> str:
    return ctype.split("charset=", 1)[1].strip() if "charset=" in ctype else ""


def decode(resp: Any) -> str:
    return resp.body.decode(charset_of(resp.content_type) or "utf-8")


def links_of(html: str, url: str) -> list[str]:
    """Targets of ``<a>``/``<area>`` hrefs, ``<frame>``/``<iframe>`` srcs and meta refreshes (``<base>`` honoured)."""
    base = _BASE.search(html)
    root = urljoin(url, unescape(base.group(1))) if base else url
    origin = root[: root.index("/", 8)]
    out = [unescape(a or b) for a, b in _LINK.findall(html)]
    out += [unescape(u) for u in _REFRESH.findall(html)]
    return [
        (origin + u if u[0] == "/" and u[:2] != "//" else urljoin(root, u)).split("#")[0]
        for u in out
        if u and not u.startswith(("javascript:", "mailto:", "#"))
    ]


def canonical(url: str) -> str:
    if ";jsessionid=" not in url and "/(S(" not in url:
        return url
    p = urlsplit(url)
    return urlunsplit((p.scheme, p.netloc, strip_sid(p.path)[0], p.query, ""))


@pytest.fixture(scope="module")
def web() -> Web:
    return build_web()


@pytest.fixture(scope="module")
def crawl(web: Web) -> dict[str, Any]:
    """Breadth-first over on-topic pages (directories, court and form sites) from the seeds.

    Not expanded: other sites' pages, item pages, results, print views, calendar months, facets, further
    pages of the decision lists and other language versions (none of them leads closer to a search form).
    """
    truth = web.form_pages()
    depth: dict[str, int] = {}
    queue: deque[tuple[str, int]] = deque((u, 0) for u in web.seeds())
    pages: dict[str, str] = {}
    found: dict[str, int] = {}
    statuses: Counter[int] = Counter()
    max_depth = 99
    while queue:
        url, d = queue.popleft()
        c = canonical(url)
        if c in depth or d > max_depth or urlsplit(url).hostname not in web.by_host:
            continue
        depth[c] = d
        if c in truth:
            found[c] = d
            if len(found) == len(truth):
                max_depth = d
        site, key, lang, query = web.describe(url)
        if site.kind not in ("directory", "form", "court") and d > 0:
            continue
        if key in ("item", "res", "sres", "nbres", "db") or lang != site.lang or _SKIP_QUERY & set(query):
            continue
        if d >= max_depth or (key == "latest" and query.get("page", ["1"]) != ["1"]):
            continue
        resp = web.respond(url)
        statuses[resp.status] += 1
        if resp.status in (301, 302):
            queue.append((urljoin(url, dict(resp.headers)["Location"]), d + 1))
            continue
        if resp.status != 200 or "html" not in resp.content_type:
            continue
        html = decode(resp)
        pages[c] = html
        queue.extend((u, d + 1) for u in links_of(html, url))
    return {"depth": depth, "found": found, "pages": pages, "statuses": statuses}


def test_build_fast_deterministic() -> None:
    t0 = time.perf_counter()
    a = build_web(seed=3)
    assert time.perf_counter() - t0 < 10
    b, c = build_web(seed=3), build_web(seed=4)
    assert a.hosts() == b.hosts() and a.form_pages() == b.form_pages()
    assert a.hosts() != c.hosts()
    for url in list(a.form_pages())[:5] + a.seeds()[:5]:
        assert a.respond(url).body == b.respond(url).body


def test_counts(web: Web) -> None:
    kinds = Counter(s.kind for s in web.sites)
    assert len(web.sites) == 3000
    topical = kinds["form"] + kinds["court"]
    assert 0.07 <= topical / 3000 <= 0.09
    assert kinds["form"] == 22 and len(web.form_pages()) == 22
    forms = [s for s in web.sites if s.kind == "form"]
    assert {s.hide for s in forms} == set(HIDES)
    assert len({s.lang for s in forms}) >= 12 and {s.layout for s in forms} >= {"jsf", "aspnet", "table"}
    assert len(web.hosts()) == 3000 and all(h.startswith("www.") for h in web.hosts())
    assert {s.lang for s in web.sites} == set(CODES)
    assert {s.charset for s in web.sites} == {c for cs in CHARSETS.values() for c in cs}


def test_domain_file(web: Web) -> None:
    path = write_domains()
    assert path == web.domain_file() and path.name == f"{TARGET}.json"
    dom = json.loads(path.read_text(encoding="utf-8"))
    assert dom["name"] == TARGET and dom["threshold"] == 0.9 and len(dom["keywords"]) > 100
    assert 8 <= len(dom["attributes"]) <= 10
    for attr in dom["attributes"]:
        assert 0.3 <= attr["specificity"] <= 0.9 and len(attr["aliases"]) >= 10


def test_charsets_strict(web: Web, crawl: dict[str, Any]) -> None:
    urls = list(crawl["depth"])[::41]
    urls += [web.url(s) for s in web.sites[::5]]
    seen: Counter[str] = Counter()
    for url in urls:
        resp = web.respond(url)
        if "html" not in resp.content_type or resp.status == 302:
            continue
        declared = charset_of(resp.content_type)
        text = resp.body.decode(declared)  # strict
        meta = _META_CS.search(text)
        assert meta and meta.group(1).lower() == declared.lower(), url
        if not resp.body.isascii():
            seen[declared] += 1
    assert set(seen) == {c for cs in CHARSETS.values() for c in cs}


def test_truth_pages_hold_one_relevant_form(web: Web) -> None:
    for site in (s for s in web.sites if s.kind == "form"):
        page, action, method, names = web.relevant(site)
        resp = web.respond(page)
        assert resp.status == 200, page
        html = decode(resp)
        forms = forms_of(html, page)
        relevant = [f for f in forms if f == (action, method, names)]
        assert len(relevant) == 1, (site.hide, page, forms)
        assert len(names) >= 3 and (site.lang in ("ja", "ko", "ar", "hi", "en") or not html.isascii())
        # submit it: a list of decisions and a link back, never a second copy of the form
        segment = next(m.group(0) for m in _FORM.finditer(html) if forms_of(m.group(0), page)[0][2] == names)
        hidden = {n: _hidden_value(segment, n) for n in names}
        data = urlencode({n: "2019" if hidden[n] is None else hidden[n] for n in names})
        res = web.respond(action, "POST", data) if method == "post" else web.respond(f"{action}?{data}")
        assert res.status == 200, action
        rhtml = decode(res)
        assert not [f for f in forms_of(rhtml, action) if f[2] == names]
        assert page in links_of(rhtml, action)
        # the other language versions of the page hold no copy either
        for lang in site.langs[1:]:
            other = web.respond(web.url(site, f"/{lang}{site.truth}"))
            assert not [f for f in forms_of(decode(other), page) if f[2] == names]


def test_reachable_from_seeds(web: Web, crawl: dict[str, Any]) -> None:
    truth = web.form_pages()
    assert set(crawl["found"]) == truth
    assert not crawl["statuses"][500] and crawl["statuses"][200] > 1000
    by_hide: dict[str, list[int]] = {}
    for site in (s for s in web.sites if s.kind == "form"):
        by_hide.setdefault(site.hide, []).append(crawl["found"][web.url(site, site.truth)])
    stats = {h: (min(v), statistics.mean(v), max(v)) for h, v in by_hide.items()}
    print("\nshortest paths from the seeds (min, mean, max):")
    for h in HIDES:
        print(f"  {h:15s} {stats[h][0]} {stats[h][1]:.1f} {stats[h][2]}")
    allv = [d for v in by_hide.values() for d in v]
    print(f"  all: min {min(allv)} median {statistics.median(allv)} max {max(allv)}; pages {len(crawl['pages'])}")
    assert min(allv) >= 2


def test_no_relevant_form_elsewhere_and_negatives_exist(web: Web, crawl: dict[str, Any]) -> None:
    truth = web.form_pages()
    signatures = {tuple(web.relevant(s)[3]) for s in web.sites if s.kind == "form"}
    negatives: Counter[str] = Counter()
    for url, html in crawl["pages"].items():
        for _, _, names in forms_of(html, url):
            if tuple(names) in signatures:
                assert url in truth, url
            elif "password" in html and any(n in ("pin",) for n in names):
                negatives["efiling"] += 1
            elif names:
                negatives["other"] += 1
    for url in truth:
        html = decode(web.respond(url))
        assert len(forms_of(html, url)) >= 1
    assert negatives["efiling"] > 0 and negatives["other"] > 100
    kinds = Counter()
    for s in web.sites[::3]:
        for key in ("login", "signup", "newsletter", "contact"):
            if key in s.keys:
                html = decode(web.respond(web.url(s, _spath(s, key))))
                kinds[key] += len(forms_of(html, web.url(s)))
    assert all(kinds[k] > 0 for k in ("login", "signup", "newsletter", "contact")), kinds


def _hidden_value(html: str, name: str) -> str | None:
    m = re.search(r'<input type="hidden" name="' + re.escape(name) + r'"[^>]*?value="([^"]*)"', html)
    return unescape(m.group(1)) if m else None


def _spath(site: Any, key: str) -> str:
    from tests.web7.model import spath

    return spath(site, key)


def test_robots_never_block_the_search(web: Web) -> None:
    with_robots = 0
    for site in web.sites:
        resp = web.respond(web.url(site, "/robots.txt"))
        if resp.status != 200:
            continue
        with_robots += 1
        if site.kind == "form":
            rp = RobotFileParser()
            rp.parse(resp.body.decode().splitlines())
            assert rp.can_fetch("*", web.url(site, site.truth))
            assert not rp.can_fetch("*", web.url(site, "/admin/x"))
    assert with_robots > 300


def test_served_over_loopback() -> None:
    small = build_web(seed=2, sites=300, net="127.151.0")
    small.start()
    try:
        site = next(s for s in small.sites if s.kind == "form")
        page = small.url(site, site.truth)
        ip = small.hosts()[site.host]
        req = urllib.request.Request(page.replace(site.host, ip, 1), headers={"Host": f"{site.host}:{site.port}"})
        with urllib.request.urlopen(req, timeout=10) as r:
            body = r.read()
            assert r.status == 200 and charset_of(r.headers["Content-Type"]) == site.charset
        assert body == small.respond(page).body
    finally:
        small.stop()
