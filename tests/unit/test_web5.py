"""Family E (tests/web5): pages render, every relevant form is reachable over on-topic pages, the truth is right.

Rendered in-process (no server) for the walks, served over loopback for one
check. The reachability walk is what a focused crawler could do at best: a
breadth-first walk from the seeds that follows the ``<a href>`` links of
on-topic pages only (a directory's jobs category, every page of an
aggregator, pages of job sites), with a page cap per site; it records the
clicks from a seed to each page.

Shortest paths (clicks from a seed to each relevant form page) at the
default scale (3,000 sites, 22 forms), from :func:`shortest_paths`:

* seed 1: {1: 1, 2: 11, 3: 9, 4: 1}
* seed 2: {1: 1, 2: 9, 3: 9, 4: 3}
* seed 3: {1: 2, 2: 10, 3: 5, 4: 2, 5: 3}

(clicks: forms; a redirect costs no click; 1 is a home-page form of a site
listed on a seed page.)
"""

from __future__ import annotations

import json
import re
import urllib.request
from collections import Counter, deque
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urldefrag, urljoin, urlsplit

import lxml.html
import pytest

from tests.web5 import build_web, write_domains
from tests.web5.render import page_exists, render, vacancy_search
from tests.web5.vocab import LANGS, TARGET, VACANCY_NAMES
from tests.web5.web import HIDES, SCHEMES, Site, Web, encode, form_page, is_form_site

PORT = 8000
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
FORM_RE = re.compile(r"<form\b.*?</form>", flags=re.S | re.I)


def is_vacancy_search(form: str) -> bool:
    """A form is the relevant vacancy search: three or more visible fields named as this family names them,
    and nothing a search never asks for (an e-mail address, a password, a file, a free text)."""
    controls = re.findall(r"<(input|select|textarea)\b([^>]*)>", form, flags=re.I)
    names = set()
    for tag, attrs in controls:
        kind = "".join(re.findall(r'\btype="([^"]*)"', attrs)[:1]).lower()
        name = "".join(re.findall(r'\bname="([^"]*)"', attrs)[:1]).replace("&amp;", "&")
        if tag.lower() == "textarea" or kind in ("email", "password", "file") or "mail" in name.lower():
            return False
        if kind != "hidden":
            names.add(name)
    return len(names & VACANCY_NAMES) >= 3


def has_vacancy_search(html: str) -> bool:
    return any(is_vacancy_search(f) for f in FORM_RE.findall(html))


def _get(web: Web, site: Site, url: str) -> tuple[int, str, str, str]:
    parts = urlsplit(url)
    status, body, ctype, location = render(web, site, parts.path, parts.query)
    charset = ctype.partition("charset=")[2]
    return status, body.decode(charset) if charset else "", charset, location


def _canonical(url: str) -> str:
    """The URL without a session id (as the ground truth writes it)."""
    url = re.sub(r";jsessionid=[0-9A-Za-z]*", "", url)
    url = re.sub(r"[?&](?:sid|PHPSESSID|CFID)=[0-9a-f]+(?:&CFTOKEN=\d+)?$", "", url)
    return url


def _on_topic(web: Web, site: Site, url: str) -> bool:
    if site.kind == "directory":
        parts = urlsplit(url)
        got = site.parse(unquote(parts.path), {})
        return got is not None and got[1].get("c") == TARGET
    return site.topic == TARGET


def walk(web: Web, per_site: int = 100, depth: int = 9) -> tuple[dict[str, int], Counter[int], list[str], set[str]]:
    """(clicks from a seed to each page of the truth, statuses, HTML pages read, pages read with a vacancy search).

    Breadth-first from the seeds over the links of on-topic pages only: a page
    of the truth counts as reached when a link (or a redirect) leads to it; a
    redirect costs no click; at most ``per_site`` pages of each site are read.
    """
    truth = web.form_pages()
    by_host = {f"{s.host}:{PORT}": s for s in web.sites}
    queue = deque((u, 0) for u in web.seeds())
    seen: set[str] = set()
    per: Counter[str] = Counter()
    statuses: Counter[int] = Counter()
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
        if has_vacancy_search(html):
            with_form.add(_canonical(url))
        if not _on_topic(web, site, url):
            continue
        for href in re.findall(r'<a\b[^>]*\bhref="([^"#][^"]*)"', html):
            queue.append((urldefrag(urljoin(url, href.replace("&amp;", "&")))[0], d + 1))
    return found, statuses, pages, with_form


def shortest_paths(seed: int, sites: int = 3000, forms: int = 22) -> dict[int, int]:
    """Clicks from a seed → how many relevant forms are that far (the distribution in the docstring)."""
    web = build_web(seed=seed, sites=sites, forms=forms)
    for s in web.sites:
        s.port = PORT
    found, _, _, with_form = walk(web)
    truth = web.form_pages()
    assert set(found) == truth and with_form <= truth, (len(found), len(truth), sorted(truth - set(found)))
    return dict(sorted(Counter(found.values()).items()))


@pytest.fixture(scope="module", params=[1, 2])
def small(request: pytest.FixtureRequest) -> Web:
    web = build_web(seed=request.param, sites=500, forms=9, net="127.251.0")
    for site in web.sites:
        site.port = PORT
    return web


class _Balance(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
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


def _check_html(body: bytes, ctype: str, url: str) -> str:
    """The page decodes strictly in its declared charset, declares it again, and is well-formed (forms aside)."""
    charset = ctype.partition("charset=")[2]
    html = body.decode(charset)  # strict: every byte is of the declared charset
    assert f'<meta charset="{charset}">' in html and html.startswith("<!DOCTYPE html>"), url
    doc = lxml.html.document_fromstring(body)
    assert doc.find("head/title") is not None and doc.find("body") is not None, url
    parser = _Balance()
    parser.feed(FORM_RE.sub("", html))  # real forms keep their own markup
    assert not parser.errors and parser.stack == [], (url, parser.errors[:3], parser.stack)
    return html


def test_the_web_has_its_shape(small: Web) -> None:
    kinds = Counter(s.kind for s in small.sites)
    assert kinds["directory"] == 9 and kinds["aggregator"] == 3 and len(small.seeds()) == 24
    assert sum(1 for s in small.sites if is_form_site(s)) == 9 == len(small.form_pages())
    assert small.on_topic_sites() >= 9 * 9
    assert len({s.host for s in small.sites}) == len(small.sites)
    langs = Counter(s.lang for s in small.sites)
    assert set(langs) == set(LANGS) and min(langs.values()) > 20
    assert {s.charset for s in small.sites} == {"utf-8", "euc-kr", "windows-1256", "iso-8859-2", "windows-1258"}
    ats = [s for s in small.sites if s.kind == "ats"]
    assert ats and all(small.sites[s.parent].ats == small.sites.index(s) for s in ats)


def test_default_scale() -> None:
    web = build_web()
    assert len(web.sites) == 3000 and len(web.form_pages()) == 22
    assert 230 <= web.on_topic_sites() <= 250
    assert {s.hide for s in web.sites if s.hide} == set(HIDES)
    assert sum(1 for s in web.sites if is_form_site(s) and s.form_variant in (3, 4)) >= 3  # no text box at all
    assert sum(1 for s in web.sites if is_form_site(s) and s.post) >= 3
    items = [s.items for s in web.sites if s.kind == "board"]
    assert min(items) >= 100 and max(items) == 1000


def test_every_relevant_form_is_reachable_over_on_topic_pages(small: Web) -> None:
    found, statuses, pages, with_form = walk(small, per_site=40)
    assert set(found) == small.form_pages()  # every one of them is reached
    assert with_form <= small.form_pages() and len(with_form) >= 6  # no other page read has a vacancy search
    assert max(found.values()) <= 6 and statuses[500] == 0
    assert statuses[200] > 2000 and statuses[404] < statuses[200] / 50
    # on-topic forms that are no search: CV uploads, job alerts, "post a job", logins, calculators, tabs
    text = "\n".join(pages)
    for marker in ('type="file"', 'class="alert-box"', 'name="job_title"', 'type="password"', 'class="tab"'):
        assert marker in text, marker


def test_every_page_read_is_valid_html_in_its_declared_charset(small: Web) -> None:
    by_host = {f"{s.host}:{PORT}": s for s in small.sites}
    checked, charsets, kinds = 0, Counter[str](), Counter[str]()
    queue, seen = deque(small.seeds()), set()
    per: Counter[str] = Counter()
    truth = small.form_pages()
    while queue and checked < 1500:
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
        html = _check_html(body, ctype, url)
        assert not has_vacancy_search(html) or _canonical(url) in truth, url  # nothing else holds the search
        charsets[ctype.partition("charset=")[2]] += 1
        kinds[site.kind] += 1
        checked += 1
        hrefs = re.findall(r'href="([^"#][^"]*)"', html)
        queue.extend(urldefrag(urljoin(url, h.replace("&amp;", "&")))[0] for h in hrefs)
    assert checked >= 1200 and len(charsets) >= 4, charsets
    assert len(kinds) >= 12, kinds


def _all_pages(web: Web, site: Site) -> list[tuple[str, dict[str, object], str]]:
    """(kind, parts, query) of one page of every kind ``site`` has."""
    out: list[tuple[str, dict[str, object], str]] = []
    candidates: list[tuple[str, dict[str, object], str]] = [
        ("home", {}, ""), ("list", {"n": 1}, ""), ("list", {"n": 2}, ""), ("list", {"n": 1, "f": ("it", "remote")}, "sort=salary"),
        ("item", {"k": 1}, ""), ("item", {"k": 2}, "utm_source=whatsapp&utm_medium=share"), ("apply", {"k": 3}, ""),
        ("save", {"k": 1}, "ref=detail"), ("print", {"k": 1}, ""), ("form", {}, ""), ("results", {}, ""),
        ("results", {}, "q=x&loc=y"), ("hub", {}, ""), ("tabs", {}, ""), ("calendar", {"ym": "2025-05"}, ""),
        ("sitesearch", {}, "s=a"), ("tool", {}, ""), ("cat", {"n": 1, "c": TARGET}, ""), ("sector", {"c": "it", "n": 2}, ""),
        ("employers", {"n": 1}, ""), ("resources", {}, ""),
    ]  # fmt: skip
    candidates += [("info", {"key": k}, "") for k in site.info]
    for kind, parts, query in candidates:
        if page_exists(site, kind, parts):
            try:
                site.path(kind, **parts)
            except KeyError:
                continue
            out.append((kind, parts, query))
    return out


def test_no_other_page_holds_the_vacancy_search(small: Web) -> None:
    truth = small.form_pages()
    held = set()
    for site in small.sites:
        for kind, parts, query in _all_pages(small, site):
            path = encode(site.path(kind, **parts))
            p, _, q = path.partition("?")
            status, body, ctype, _ = render(small, site, p, "&".join(x for x in (q, query) if x))
            if status == 200 and has_vacancy_search(body.decode(ctype.partition("charset=")[2])):
                held.add(site.base + path if not query or kind != "results" else "")
    assert held - {""} == truth  # the refine form answers with itself: a result page of a search sent, no link


def test_every_page_kind_renders_in_every_language_and_charset() -> None:
    web = build_web(seed=4, sites=400, forms=9, net="127.252.0")
    kinds_done: set[tuple[str, str]] = set()
    for s in web.sites:
        s.port = PORT
    samples: dict[str, Site] = {}
    for s in web.sites:
        group = "form" if s.hide else s.kind
        samples.setdefault(group, s)
    from tests.web5.vocab import CHARSETS

    for lang in LANGS:
        for charset in {"utf-8", CHARSETS.get(lang, "utf-8")}:
            for group, site in samples.items():
                old = (site.lang, site.charset, site.native)
                site.lang, site.charset, site.native = lang, charset, False
                try:
                    for kind, parts, query in _all_pages(web, site):
                        path = encode(site.path(kind, **parts))
                        p, _, q = path.partition("?")
                        status, body, ctype, _ = render(web, site, p, "&".join(x for x in (q, query) if x))
                        if status == 404 and kind == "list" and parts.get("n") == 2:
                            continue  # a list of one page
                        assert status == 200, (group, kind, parts, lang, path)
                        html = _check_html(body, ctype, site.base + path)
                        if lang == "ar":
                            assert 'dir="rtl"' in html
                        kinds_done.add((site.kind, kind))
                finally:
                    site.lang, site.charset, site.native = old
    assert len(kinds_done) >= 40, sorted(kinds_done)


def test_every_scheme_and_hiding_place_serves_its_form() -> None:
    web = build_web(seed=5, sites=300, forms=9, net="127.253.0")
    site = next(s for s in web.sites if is_form_site(s) and s.kind != "ats")
    site.port = PORT
    site.ats = -1
    for scheme in SCHEMES:
        for hide in HIDES:
            for native, lang, traps in ((False, "es", {"sid", "facets"}), (True, "ko", {"sid", "sort", "ref"})):
                site.scheme, site.hide, site.lang, site.traps = scheme, hide, lang, traps
                site.native = native and scheme == "local"
                site.tabs = hide == "tabs"
                site.hub_label = "Candidatos" if hide in ("hub", "tabs") else ""
                site.items = max(site.items, 60)
                for variant in range(6):
                    site.form_variant, site.names, site.post = variant, variant % 5, variant == 5
                    kind, parts = form_page(site)
                    url = site.base + encode(site.path(kind, **parts))
                    status, html, _, _ = _get(web, site, url)
                    assert status == 200 and has_vacancy_search(html), (scheme, hide, variant)
                    assert sum(map(is_vacancy_search, FORM_RE.findall(html))) == 1
                # the form page is linked from the page before it, where the hiding place says
                before = {"hub": ("hub", {}), "refine": ("list", {"n": 1})}.get(hide, ("home", {}))
                _, html, _, _ = _get(web, site, site.base + encode(site.path(before[0], **before[1])))
                target = encode(site.path(kind, **parts))
                hrefs = {_canonical(h.replace("&amp;", "&")) for h in re.findall(r'href="([^"]*)"', html)}
                assert hide in ("home", "host") or target in hrefs, (scheme, hide, native)
                if hide == "icon":
                    link = re.search(rf'<a href="{re.escape(target.replace("&", "&amp;"))}"[^>]*>(.*?)</a>', html)
                    assert link and not re.sub(r"<[^>]+>", "", link.group(1)).strip()
                if hide == "refine":
                    _, home, _, _ = _get(web, site, site.base + encode(site.path("home")))
                    quick = [f for f in FORM_RE.findall(home) if f'action="{target}"' in f]
                    assert quick and "<input" not in quick[0] and "<select" not in quick[0]
                for p in site.disallowed():  # robots.txt never keeps a crawler from the search
                    assert not target.startswith(encode(p))


def test_the_host_hiding_place_is_another_host_of_the_organisation() -> None:
    web = build_web(seed=6, sites=500, forms=9, net="127.254.0")
    for s in web.sites:
        s.port = PORT
    hosts = [s for s in web.sites if is_form_site(s) and s.hide == "host"]
    assert hosts
    for ats in hosts:
        parent = web.sites[ats.parent]
        assert ats.kind == "ats" and parent.ats == web.sites.index(ats) and ats.host != parent.host
        home = web.url(parent)
        _, html, _, location = _get(web, parent, home)
        if location:
            _, html, _, _ = _get(web, parent, parent.base + location)
        assert web.url(ats) in html.replace("&amp;", "&") and not has_vacancy_search(html)


def test_forms_that_are_no_vacancy_search() -> None:
    from tests.web5.render import alert_form, cv_form, neighbour_tool, post_job_form, salary_calculator

    web = build_web(seed=7, sites=300, forms=6, net="127.249.0")
    site = next(s for s in web.sites if is_form_site(s))
    decoys = [post_job_form(site), cv_form(site), cv_form(site, 3), salary_calculator(site)]
    decoys += [alert_form(site, "/submit", style) for style in range(5)]
    for topic in ("cvwriting", "training", "salary", "coworking", "freelance"):
        site.topic = topic
        decoys.append(neighbour_tool(site, "/tool"))
    decoys += [f["html"] for forms in web.forms.values() for f in forms]  # every real (Formasaurus) form
    assert not any(map(is_vacancy_search, decoys))
    for lang in LANGS:
        site.lang = lang
        for variant in range(6):
            for style in range(5):
                site.form_variant, site.names = variant, style
                assert is_vacancy_search(vacancy_search(site, "/r"))
                assert len(re.findall(r"<(?:input|select)\b[^>]*\bname=", vacancy_search(site, "/r"))) >= 4


def test_traps_are_endless_by_nature_not_by_errors() -> None:
    web = build_web(seed=8, sites=400, forms=6, net="127.248.0")
    news = next(s for s in web.sites if s.kind == "news")
    board = next(s for s in web.sites if s.kind == "board")
    fair = next(s for s in web.sites if s.kind == "fair")
    for s in (news, board, fair):
        s.port = PORT
    board.traps = {"facets", "sort", "save", "share", "ref", "calendar", "sid"}
    board.scheme = "local"
    for n in (1, 50, 400, 5000):  # news archives never stop
        status, html, _, _ = _get(web, news, news.base + encode(news.path("list", n=n)))
        assert status == 200 and encode(news.path("list", n=n + 1)) in html.replace("&amp;", "&")
    url = board.base + encode(board.path("list", n=1))
    depth = 0
    for _ in range(12):  # filters combine in the order clicked
        status, html, _, _ = _get(web, board, url)
        assert status == 200
        facet = [h for h in re.findall(r'href="([^"]*/f/[^"]*)"', html)]
        if not facet:
            break
        url = urljoin(url, facet[-1].replace("&amp;", "&"))
        depth += 1
    assert depth >= 10
    for ym in ("1990-01", "2025-05", "2300-12"):  # calendars go on
        assert _get(web, board, board.base + encode(board.path("calendar", ym=ym)))[0] == 200
        assert _get(web, fair, fair.base + encode(fair.path("calendar", ym=ym)))[0] == 200
    home = board.base + encode(board.path("home"))
    a, b = (_get(web, board, u)[1] for u in (home, board.base + encode(board.path("list", n=2))))
    sids = {re.findall(r"sid=([0-9a-f]+)", h)[0] for h in (a, b)}
    assert len(sids) == 2  # a new session id on every page
    assert _get(web, board, board.base + encode(board.path("item", k=board.items + 1)))[0] == 404
    assert _get(web, board, board.base + "/nothing/here.php")[0] == 404


def test_served_over_loopback_with_its_charset() -> None:
    web = build_web(seed=2, sites=150, forms=3, net="127.247.0")
    web.start()
    try:
        hosts = {s.host: s for s in web.sites}
        for url in sorted(web.form_pages()) + web.seeds()[:4]:
            parts = urlsplit(url)
            site = hosts[parts.hostname or ""]
            direct = f"http://{site.ip}:{site.port}{parts.path}" + (f"?{parts.query}" if parts.query else "")
            with urllib.request.urlopen(direct, timeout=10) as r:
                charset = r.headers.get_content_charset()
                html = r.read().decode(charset)
            assert r.status == 200 and f'charset="{charset}"' in html
            if url in web.form_pages():
                assert has_vacancy_search(html), url
        moved = next(s for s in web.sites if s.root_redirects())  # "/" of a JSP, ColdFusion or localised site
        with urllib.request.urlopen(f"http://{moved.ip}:{moved.port}/", timeout=10) as r:
            assert r.status == 200 and r.url.endswith(encode(moved.path("home")))
    finally:
        web.stop()


def test_a_seed_decides_the_web() -> None:
    a, b, c = (build_web(seed=s, sites=200, forms=4, net="127.246.0") for s in (7, 7, 8))
    assert [s.host for s in a.sites] == [s.host for s in b.sites] != [s.host for s in c.sites]
    assert a.form_pages() == b.form_pages() and a.seeds() == b.seeds()
    for x, y in zip(a.sites[:40], b.sites[:40], strict=True):
        x.port = y.port = PORT
        assert _get(a, x, x.base + "/") == _get(b, y, y.base + "/")


def test_the_domain_file_names_the_forms_fields(tmp_path: Path) -> None:
    from tests.web5.web import DOMAINS_DIR

    written = write_domains(tmp_path)
    data = json.loads(written.read_text(encoding="utf-8"))
    assert written.read_text(encoding="utf-8") == (DOMAINS_DIR / "jobs.json").read_text(encoding="utf-8")
    assert data["name"] == "jobs" and data["threshold"] == 0.9 and len(data["attributes"]) == 8
    assert all(0 <= a["specificity"] <= 1 for a in data["attributes"])
    aliases = {a for attr in data["attributes"] for a in attr["aliases"]}
    assert {
        "jornada",
        "고용형태",
        "نوع الدوام",
        "वेतन",
        "gaji",
        "sijainti",
        "munkarend",
        "mức lương",
        "job type",
    } <= aliases
    assert {"empleo", "채용", "وظائف", "नौकरी", "lowongan", "työpaikka", "állás", "việc làm", "jobs"} <= set(
        data["keywords"]
    )
