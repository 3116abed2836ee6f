"""Credentials are never logged, nor sent onward as a Referer, even by a GET login form (issue #12, defect 9)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import quote_plus

from tests.jssites import sites, start
from tests.kit.crawl import run_crawl


class GetLoginSite(sites.LoginSite):
    login_method = "get"


def test_a_get_login_leaks_no_password(tmp_path: Path) -> None:
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
