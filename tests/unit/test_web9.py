"""Family I (``tests/web9``): a generated web of public-procurement sites — determinism, truth, reachability."""

from __future__ import annotations

import html
import re
import urllib.request
from collections import deque
from html.parser import HTMLParser
from urllib.parse import urlencode, urljoin, urlsplit

import pytest

from tests.web9 import HIDES, TARGET, build_web, write_domains
from tests.web9.build import Site, Web
from tests.web9.domain import domain

SKIP_KEYS = {"item", "pdf", "calendar", "results", "sitesearch", "found"}
TRAP = re.compile(r"[?&](sid|f|sort|hl|m)=|;jsessionid=")


class _Links(HTMLParser):
    """Links a crawler without JavaScript follows: <a>/<area href>, <frame>/<iframe src>, meta refresh."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.links: list[str] = []
        self.base = ""
        self.forms: list[dict[str, list[str]]] = []
        self._form: dict[str, list[str]] | None = None
        self._text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag in ("a", "area") and a.get("href"):
            self.links.append(a["href"])
        elif tag in ("frame", "iframe") and a.get("src"):
            self.links.append(a["src"])
        elif tag == "base" and a.get("href"):
            self.base = a["href"]
        elif tag == "meta" and a.get("http-equiv", "").lower() == "refresh":
            m = re.search(r"url=(.+)", a.get("content", ""), re.I)
            if m:
                self.links.append(m.group(1).strip("'\" "))
        elif tag == "form":
            self._form = {"attrs": [f"{k}={v}" for k, v in a.items()], "names": [], "text": [], "hidden": []}
            self.forms.append(self._form)
        if self._form is not None and tag in ("input", "select", "textarea", "button"):
            self._form["names"].append(a.get("name", ""))
            if a.get("type") == "hidden":
                self._form["hidden"].append(f"{a.get('name', '')}={a.get('value', '')}")
            self._form["text"] += [a.get("placeholder", ""), a.get("aria-label", ""), a.get("value", "")]

    def handle_endtag(self, tag: str) -> None:
        if tag == "form":
            self._form = None

    def handle_data(self, data: str) -> None:
        if self._form is not None:
            self._form["text"].append(data)


def _charset(ctype: str) -> str:
    m = re.search(r"charset=([\w-]+)", ctype)
    return m.group(1) if m else "utf-8"


_LINK = re.compile(
    r"""<(?:a|area)\b[^>]*?\shref\s*=\s*["']([^"']*)["']|<i?frame\b[^>]*?\ssrc\s*=\s*["']([^"']*)["']"""
    r"""|<meta\b[^>]*?http-equiv\s*=\s*["']refresh["'][^>]*?content\s*=\s*["'][^"']*?url=([^"']*)["']"""
    r"""|<base\b[^>]*?\shref\s*=\s*["']([^"']*)["']""",
    re.I,
)


def links(web: Web, url: str) -> tuple[int, list[str]]:
    """(status, absolute links) of a page served in-process: what a crawler without JavaScript follows."""
    resp = web.respond(url)
    if resp.status in (301, 302, 303, 307):
        return resp.status, [urljoin(url, dict(resp.headers)["Location"])]
    if not resp.content_type.startswith("text/html"):
        return resp.status, []
    text = resp.body.decode(_charset(resp.content_type))
    base, out = url, []
    for a, frame, refresh, base_href in _LINK.findall(text):
        if base_href:
            base = urljoin(url, html.unescape(base_href))
        href = html.unescape(a or frame or refresh).strip()
        if href and not href.startswith(("#", "mailto:", "javascript:")):
            out.append(href)
    return resp.status, [urljoin(base, h).split("#")[0] for h in out]


def parse(web: Web, url: str) -> tuple[int, _Links]:
    """(status, parsed page) for the form checks."""
    resp = web.respond(url)
    p = _Links()
    p.feed(resp.body.decode(_charset(resp.content_type)))
    return resp.status, p


def bfs(web: Web, limit: int = 60000) -> tuple[dict[str, int], int]:
    """Hops from the seeds to every truth page, over directory and on-topic pages (items and traps not expanded)."""
    truth = web.form_pages()
    dist = {u: 0 for u in web.seeds()}
    queue = deque(dist)
    found: dict[str, int] = {}
    expanded = 0
    while queue and len(found) < len(truth) and expanded < limit:
        url = queue.popleft()
        if url in truth:
            found[url] = dist[url]
            continue
        expanded += 1
        for link in links(web, url)[1]:
            parts = urlsplit(link)
            site = web.by_host.get(parts.hostname or "")
            if site is None or site.kind not in ("portal", "webdir", "form", "topic") or link in dist:
                continue
            if site.kind not in ("portal", "webdir"):
                key = site.router.resolve(parts.path, parts.query)[0]
                if key in SKIP_KEYS or (TRAP.search(link) and link not in truth):
                    continue
                if key in ("procurement", "items") and "pg=" in parts.query:
                    continue  # list pagination leads to items only
            dist[link] = dist[url] + 1
            queue.append(link)
    return found, expanded


@pytest.fixture(scope="module")
def web() -> Web:
    return build_web(seed=1, sites=3000, forms=22, net="127.150.0")


def test_sizes_and_truth(web: Web) -> None:
    kinds = [s.kind for s in web.sites]
    assert len(web.sites) == 3000 and kinds.count("form") == 22
    assert 230 <= kinds.count("form") + kinds.count("topic") <= 250
    truth = web.form_pages()
    assert len(truth) == 22 and len({urlsplit(u).hostname for u in truth}) == 22
    assert {s.hide for s in web.form_sites} == set(HIDES)
    assert len(set(web.hosts())) == 3000 and len(set(web.hosts().values())) == 3000
    assert {s.layout for s in web.form_sites} >= {"simple", "advanced", "selects", "post_tokens"}
    assert len({s.lang for s in web.form_sites}) >= 12
    assert sum(not s.listed for s in web.form_sites) == 4


def test_domain_file() -> None:
    path = write_domains()
    assert path.name == f"{TARGET}.json" and path.exists()
    d = domain()
    assert d["threshold"] == 0.9 and 80 <= len(d["keywords"]) <= 150
    assert 8 <= len(d["attributes"]) <= 10
    assert all(0.3 <= a["specificity"] <= 0.95 for a in d["attributes"])


def test_deterministic(web: Web) -> None:
    other = build_web(seed=1, sites=3000, forms=22, net="127.150.0")
    urls = sorted(web.form_pages())[:6] + web.seeds()[:4]
    for u in urls:
        assert web.respond(u).body == other.respond(u).body == web.respond(u).body
    assert build_web(seed=2).form_pages() != web.form_pages()


def test_truth_pages_hold_the_form(web: Web) -> None:
    aliases = [{x.casefold() for x in a["aliases"]} for a in domain()["attributes"]]
    for url in web.form_pages():
        status, p = parse(web, url)
        assert status == 200
        best = 0
        for form in p.forms:
            text = " ".join(form["text"]).casefold()
            hits = sum(any(al in text for al in group) for group in aliases)
            best = max(best, hits)
        assert best >= 2, url
        # submitting gives records and a link back, not the form again
        form = next(f for f in p.forms if "class=sitesearch" not in f["attrs"])
        attrs = dict(a.split("=", 1) for a in form["attrs"])
        target = urljoin(url, attrs["action"])
        data = {k: [v] for k, _, v in (h.partition("=") for h in form["hidden"])}
        if attrs.get("method", "get").lower() == "post":
            result = web.respond(target, "POST", data)
        else:
            result = web.respond(target + ("&" if "?" in target else "?") + urlencode(data, doseq=True))
        assert result.status == 200 and b"<table class='results'>" in result.body, url
        assert b"<form" not in result.body.split(b"<main>")[-1] or result.body.count(b"<form") <= 1
        assert re.search(rb"<a href=\"[^\"]+\">\xc2\xab|<a href=\"[^\"]+\">&#171;|<a href=\"[^\"]+\">\xab", result.body)


def test_only_one_page_holds_the_form(web: Web) -> None:
    for site in web.form_sites:
        truth = web.url(site, "search")
        variants = [truth + ("&" if "?" in truth else "?") + q for q in ("print=1", "hl=en")]
        variants += [web.url(site, key) for key in ("home", "procurement", "suppliers", "profile", "widget")]
        assert _holds(web, site, truth)
        assert not any(_holds(web, site, url) for url in variants), site.hide


def _holds(web: Web, site: Site, url: str) -> bool:
    """Whether the page holds a form submitting to the site's results page (the relevant form)."""
    _, p = parse(web, url)
    for form in p.forms:
        attrs = dict(a.split("=", 1) for a in form["attrs"])
        path, _, query = urljoin(url, attrs.get("action", "")).partition("?")
        hidden = "&".join(form["hidden"]) if attrs.get("method", "get").lower() == "get" else ""
        if site.router.resolve(urlsplit(path).path, "&".join(x for x in (query, hidden) if x))[0] == "results":
            return True
    return False


def test_charsets_honoured(web: Web) -> None:
    seen = set()
    for s in web.sites[:400] + web.form_sites:
        resp = web.respond(s.base + "/")
        if resp.status != 200:
            continue
        cs = _charset(resp.content_type)
        resp.body.decode(cs)  # strict
        assert f"charset={cs}".encode() in resp.body or f'charset="{cs}"'.encode() in resp.body
        seen.add(cs)
    assert {"windows-1250", "windows-1251", "iso-8859-13", "windows-1257", "windows-1256"} <= seen


def test_reachable_from_seeds_small() -> None:
    small = build_web(seed=3, sites=600, forms=10, net="127.151.0")
    found, _ = bfs(small)
    assert set(found) == small.form_pages()
    assert max(found.values()) <= 8


def test_reachable_from_seeds(web: Web) -> None:
    found, expanded = bfs(web)
    assert set(found) == web.form_pages(), sorted(web.form_pages() - set(found))
    assert min(found.values()) >= 2 and max(found.values()) <= 6  # the data sheet's shortest paths
    assert expanded < 20000


def test_served_on_loopback() -> None:
    small = build_web(seed=1, sites=600, forms=10, net="127.152.0")
    small.start()
    try:
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        hosts = small.hosts()
        for url in (small.seeds()[0], sorted(small.form_pages())[0]):
            parts = urlsplit(url)
            direct = f"http://{hosts[parts.hostname]}:{parts.port}{parts.path}" + (
                f"?{parts.query}" if parts.query else ""
            )
            req = urllib.request.Request(direct, headers={"Host": parts.netloc})
            with opener.open(req, timeout=10) as resp:
                body = resp.read()
                assert resp.status == 200 and body.decode(_charset(resp.headers["Content-Type"]))
    finally:
        small.stop()
