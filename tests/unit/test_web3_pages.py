"""Family C (tests/web3): pages render, every relevant form is reachable by links, the truth is right, seeds decide.

Rendered in-process (no server): a breadth-first walk over a small web from
the directories, with a page cap per site, checks links, forms and truth.
"""

from __future__ import annotations

import re
from collections import Counter, deque
from urllib.parse import urljoin, urlsplit

import pytest

from tests.web3 import build_web, write_domains
from tests.web3.render import render
from tests.web3.web import SCHEMES, Site, Web, form_kind, is_form_site

PORT = 8000
#: Field names only the property search carries (the local names of the price field, and variant 3's code name).
PRICE_NAMES = ("f[price_max]", "max_price", "prezzo_max", "prijs_tot", "preco_max", "cena_do", "maxpris")


def _has_property_search(html: str) -> bool:
    return any(f'name="{name}"' in html for name in PRICE_NAMES)


def _get(web: Web, site: Site, url: str) -> tuple[int, str, str]:
    parts = urlsplit(url)
    status, body, location = render(web, site, parts.path, parts.query)
    return status, body.decode("utf-8"), location


def _walk(web: Web, per_site: int, per_form_site: int) -> tuple[Counter, set[str]]:
    """(statuses, canonical URLs of the pages read that hold a property search); every directory page is read."""
    by_host = {f"{s.host}:{PORT}": s for s in web.sites}
    queue, seen, per, statuses = deque(web.seeds()), set(), Counter(), Counter()
    with_form: set[str] = set()
    while queue:
        url = queue.popleft()
        if url in seen:
            continue
        seen.add(url)
        site = by_host.get(urlsplit(url).netloc)
        cap = 10**6 if site and site.kind == "directory" else per_form_site if site and is_form_site(site) else per_site
        if site is None or per[site.name] >= cap:
            continue
        per[site.name] += 1
        status, html, location = _get(web, site, url)
        statuses[status] += 1
        if location:
            queue.append(urljoin(url, location))
            continue
        if _has_property_search(html):
            with_form.add(re.sub(r";jsessionid=[A-Z0-9]*", "", url))
        hrefs = [urljoin(url, h.replace("&amp;", "&")) for h in re.findall(r'href="([^"#][^"]*)"', html)]
        queue.extend(h for h in hrefs if h.startswith("http"))
    return statuses, with_form


@pytest.fixture(scope="module")
def small() -> Web:
    web = build_web(seed=3, sites=240, forms=8, net="127.231.0")
    for site in web.sites:
        site.port = PORT
    return web


def test_the_web_has_its_shape(small):
    kinds = Counter(s.kind for s in small.sites)
    assert kinds["directory"] == 6 and 6 < len(small.seeds()) <= 12
    assert sum(1 for s in small.sites if is_form_site(s)) == 8 == len(small.form_pages())
    assert small.on_topic_sites() >= 8 * 9
    assert len({s.host for s in small.sites}) == len(small.sites)
    assert all(h.endswith(".test") for h in small.hosts())


def test_every_relevant_form_is_reachable_and_the_truth_is_right(small):
    # Form sites get a bigger cap: mega-menus put the site map (and behind it the form) late on the page.
    statuses, with_form = _walk(small, per_site=8, per_form_site=120)
    assert statuses[200] > 1000 and statuses[404] < statuses[200] / 20
    assert with_form == small.form_pages()  # found on exactly the truth's pages, every one of them


def test_every_scheme_and_hiding_place_serves_its_form():
    web = build_web(seed=5, sites=200, forms=4, net="127.232.0")
    site = next(s for s in web.sites if is_form_site(s))
    site.port, site.traps = PORT, {"jsession"}
    for scheme in SCHEMES:
        for hide in ("home", "nav", "services", "sitemap", "sidebar", "body"):
            for splash in (False, True):
                site.scheme, site.hide, site.splash = scheme, hide, splash
                site.template = {"services": "services", "body": "crumbs"}.get(hide, "classic")
                kind, parts = form_kind(site)
                status, html, _ = _get(web, site, site.base + site.path(kind, **parts))
                assert status == 200 and _has_property_search(html), (scheme, hide, splash)
                status, home, location = _get(web, site, site.base + "/")
                if splash:
                    assert status == 200 and "hreflang" in home
                elif location:
                    assert status == 302 and site.parse(*location.partition("?")[::2]) == ("home", {})
                # the page before the form links to it (one click away from where the hiding place says)
                before = {"nav": "home", "services": "services", "sitemap": "sitemap", "body": "info"}.get(hide)
                if before:
                    extra = {"i": "about"} if before == "info" else {}
                    status, html, _ = _get(web, site, site.base + site.path(before, **extra))
                    form_path = re.escape(site.path("form").partition("?")[0])
                    assert re.search(form_path, html), (scheme, hide)


def test_unknown_pages_are_404s_and_items_stop():
    web = build_web(seed=5, sites=200, forms=4, net="127.232.0")
    site = next(s for s in web.sites if s.kind == "business")
    assert _get(web, site, site.base + "/nothing/here.php")[0] == 404
    assert _get(web, site, site.base + site.path("item", n=site.items + 5))[0] == 404


def test_a_seed_decides_the_web():
    a, b, c = (build_web(seed=s, sites=200, forms=4, net="127.233.0") for s in (7, 7, 8))
    assert [s.host for s in a.sites] == [s.host for s in b.sites] != [s.host for s in c.sites]
    assert a.form_pages() == b.form_pages()
    for x, y in zip(a.sites[:40], b.sites[:40], strict=True):
        x.port = y.port = PORT
        for kind in ("root", "home", "sitemap"):
            assert _get(a, x, x.base + x.path(kind)) == _get(b, y, y.base + y.path(kind))


def test_the_domain_file_names_the_forms_fields():
    import json

    data = json.loads(write_domains().read_text(encoding="utf-8"))
    assert data["name"] == "realestate" and len(data["attributes"]) == 5
    aliases = {a for attr in data["attributes"] for a in attr["aliases"]}
    assert {"prezzo massimo", "woonoppervlakte", "liczba pokoi", "bostadstyp", "localização"} <= aliases
