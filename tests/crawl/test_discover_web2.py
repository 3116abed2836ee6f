"""``scrapy crawl discover`` on a small web of family B (tests/web2): a form behind a German link is found."""

from __future__ import annotations

import re

import pytest

from tests.kit.crawl import run_crawl
from tests.web2 import build_web, write_domains


@pytest.fixture(scope="module")
def web():
    built = build_web(seed=3, sites=80, forms=3, net="127.210.0")
    german = next(s for s in built.sites if s.kind == "shop" and s.topic == "wine" and s.hide)
    # Navigation only in the footer, 600 item pages, the search page one click behind "Erweiterte Suche".
    german.lang, german.hide, german.template, german.items = "de", "nav", "footer", 600
    german.entry, german.form_slug, german.scheme, german.traps = "Erweiterte Suche", "finder", "aspx", set()
    hub = built.sites[0]
    hub.out_links = sorted(set(hub.out_links) | {built.sites.index(german)})
    built.german = german  # type: ignore[attr-defined]
    with built:
        yield built


def test_a_form_behind_a_foreign_language_link_is_found(web, tmp_path):
    seeds = tmp_path / "seeds.txt"
    seeds.write_text("\n".join(web.seeds()) + "\n")
    hosts = web.write_hosts(tmp_path / "hosts.json")
    run = run_crawl(
        "discover",
        tmp_path,
        {"seeds": seeds, "domain": write_domains(), "pages": 80},
        {
            "CONCURRENT_REQUESTS": "1",  # the order of pages does not depend on timing
            "DNS_RESOLVER": "tests.web.resolver.TestWebResolver",
            "HIDDENWEB_TEST_HOSTS": str(hosts),
        },
    )
    assert run.returncode == 0, run.log[-3000:]
    found = {re.sub(r"[?&]sid=[0-9a-f]+$", "", item["url"]) for item in run.items}  # session-id trap sites
    assert web.url(web.german, "form") in found
    assert found <= web.form_pages()  # login, registration, contact, newsletter and order forms are not taken
    german_pages = sum(n for (name, _), n in web.hits.items() if name == web.german.name)
    assert german_pages <= 12  # not its 600 items
