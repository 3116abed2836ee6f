"""Credentials are never logged, nor sent onward as a Referer, even by a GET login form (issue #12, defect 9)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote_plus

import pytest

from tests.jssites import sites, start
from tests.kit.crawl import run_crawl


class GetLoginSite(sites.LoginSite):
    login_method = "get"


def test_a_get_login_leaks_no_password(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TLDEXTRACT_CACHE", str(tmp_path / "tldextract"))  # as on a new machine (below)
    site = start(GetLoginSite, js=False)
    try:
        creds = {"username": site.USER, "password": site.PASSWORD}
        run = run_crawl(
            "harvest",
            tmp_path,
            {"url": site.url, "queries": 3},
            {"HIDDENWEB_CREDENTIALS": {site.host: creds}, "LOG_LEVEL": "DEBUG"},
        )
    finally:
        site.stop()
    assert site.logins >= 1, run.log[-3000:]
    assert run.queries, run.log[-3000:]
    for secret in (site.PASSWORD, quote_plus(site.PASSWORD)):
        assert secret not in run.log
        assert not [referer for referer in site.referers if secret in referer]
    assert "[redacted]" in run.log  # the login request was logged, without its password
    # the crawl asks nothing of any host but the site's: Scrapy's cookie middleware would fetch the Public
    # Suffix List from publicsuffix.org for the session's cookie (offline: a logged traceback)
    assert "public_suffix_list" not in run.log
