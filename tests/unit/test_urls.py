"""hiddenweb.urls: site, server and registered domain of a URL; canonical and identity URLs."""

from __future__ import annotations

import pytest

from hiddenweb.urls import (
    canonical_url,
    domain_entry,
    identity_url,
    registered_domain,
    same_url,
    server_of,
    site_of,
    without_session,
)


@pytest.mark.parametrize(
    "url,site,server",
    [
        ("http://Example.com:80/x", "example.com", "example.com"),
        ("https://www.Example.com/x", "example.com", "www.example.com"),
        ("https://example.com:443/", "example.com", "example.com"),
        ("http://127.0.0.2:8080/", "127.0.0.2", "127.0.0.2:8080"),
        ("https://user:pw@www.shop.example:8443/a?b", "shop.example", "www.shop.example:8443"),
        ("ftp://files.example/pub", "files.example", "files.example"),
        ("not a url", "", ""),
    ],
)
def test_site_and_server_of(url, site, server):
    assert site_of(url) == site
    assert server_of(url) == server


def test_site_of_fast_path_agrees_with_urlsplit():
    from urllib.parse import urlsplit

    for url in (
        "http://[::1]:8080/x",
        "http://a.example",
        "https://WWW.B.example:1/",
        "http://u@[2001:db8::1]/",
        "https://x.example?q=1",
    ):
        host = (urlsplit(url).hostname or "").lower()
        assert site_of(url) == host.removeprefix("www.")


@pytest.mark.parametrize(
    "url,domain",
    [
        ("https://shop.example.co.uk/x", "example.co.uk"),
        ("https://www.example.com/", "example.com"),
        ("https://a.b.example.org:8080/", "example.org"),
        ("http://www.boltbarn.example/shop", "boltbarn.example"),  # suffix unknown to the list
        ("http://127.0.0.2:8080/", "127.0.0.2"),
        ("http://[::1]/", "::1"),
        ("http://localhost:6800/", "localhost"),
    ],
)
def test_registered_domain(url, domain):
    assert registered_domain(url) == domain


def test_domain_entry_takes_the_most_specific_matching_key():
    table = {"example.com": "parent", ".Shop.Example.com": "shop", "127.0.0.2:8080": "server", "other.org": "x"}
    assert domain_entry(table, "https://www.example.com/") == "parent"
    assert domain_entry(table, "https://a.shop.example.com/x") == "shop"
    assert domain_entry(table, "http://127.0.0.2:8080/") == "server"
    assert domain_entry(table, "http://127.0.0.2:9090/") is None
    assert domain_entry(table, "https://notexample.com/") is None
    assert domain_entry({}, "https://example.com/") is None


def test_canonical_and_identity_urls():
    assert canonical_url("http://Example.com/a?b=2&a=1#frag") == "http://example.com/a?a=1&b=2"
    assert same_url("http://example.com/a?b=2&a=1", "http://example.com/a?a=1&b=2#top")
    assert not same_url("http://example.com/a?a=1", "http://example.com/a?a=2")
    assert same_url("http://[::1/x", "http://[::1/x") and not same_url("http://[::1/x", "http://[::1/y")
    one = identity_url("https://books.example/item?id=7&q=java&page=2&phpsessid=ab12&utm_source=x")
    two = identity_url("https://books.example/item?sid=zz&id=7&q=python")
    assert one == two == "https://books.example/item?id=7"
    # names match as written (record keys are stored: a looser match would change them)
    assert identity_url("https://books.example/item?id=7&PHPSESSID=ab12") != one


def test_without_session_drops_session_arguments_and_path_parameters():
    assert without_session("http://a.test/search.do;jsessionid=A1B2?x=1") == "http://a.test/search.do?x=1"
    assert without_session("http://a.test/a;JSESSIONID=x/b.jsp;foo=1") == "http://a.test/a/b.jsp;foo=1"
    assert without_session("http://a.test/p?sid=abc&id=3#top") == "http://a.test/p?id=3#top"
    assert without_session("http://a.test/p?PHPSESSID=abc") == "http://a.test/p"
    # Names that only contain a session word, and other parameters, stay.
    for url in ("http://a.test/session-info", "http://a.test/?q=node/12", "http://a.test/p?tokens=1;x=2"):
        assert without_session(url) == url


def test_discover_sees_one_page_under_every_session():
    from hiddenweb.discover.linkentry import canonical
    from hiddenweb.discover.sitepriors import url_template

    urls = [f"http://a.test/immobili/cerca.jsp;jsessionid={sid}?tipo=casa" for sid in ("A1", "B2C3")]
    assert canonical(urls[0]) == canonical(urls[1]) == "http://a.test/immobili/cerca.jsp?tipo=casa"
    assert url_template(urls[0]) == url_template(urls[1])
