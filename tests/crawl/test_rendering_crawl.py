"""Real crawls (``scrapy runspider``, real Chromium, loopback sites) through the browser middlewares.

One crawl over all JS sites and one over their plain twins; then hostile
pages, a crawl that never renders, a missing browser and a browser killed
mid-crawl.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from hiddenweb.middlewares.handlers import DRIVERS_STARTED
from tests.jssites import corpus, page, record_html, reply, search, sites, start
from tests.jssites.run import run

pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="needs Chromium: apt-get install -y chromium"
)

RECORDS = corpus(24)
QUERY = "the"  # matches every record: five result pages
CREDS = {"username": sites.LoginSite.USER, "password": sites.LoginSite.PASSWORD}
KINDS = (sites.ClientSearchSite, sites.MenuSite, sites.LoginSite)


def _drivers(result) -> list[str]:
    """The Playwright drivers (Node processes) the crawl had running when it closed."""
    return [name for name in result.stats["test/child_processes"] if name.startswith("node")]


def _start_group(js: bool) -> dict[str, object]:
    group = {cls.__name__: start(cls, js=js, records=RECORDS) for cls in KINDS}
    group["SessionSite"] = start(sites.SessionSite, js=js, records=RECORDS, expire_after=6)
    return group


def _crawl(group: dict[str, object], **settings):
    creds = {s.host: CREDS for s in group.values()}
    return run(
        [s.url for s in group.values()],
        [QUERY],
        settings={"HIDDENWEB_CREDENTIALS": creds, "CONCURRENT_REQUESTS_PER_DOMAIN": 1, **settings},
    )


@pytest.fixture(scope="module")
def crawls():
    js, twins = _start_group(True), _start_group(False)
    # a second session site: sessions expire after 3 s with a "session expired" page (ten result pages)
    js["TimedSession"] = start(sites.SessionSite, js=True, records=corpus(48), expire_seconds=3.0, expired="text")
    try:
        yield {"js": (js, _crawl(js)), "twins": (twins, _crawl(twins))}
    finally:
        for s in [*js.values(), *twins.values()]:
            s.stop()


def test_each_js_site_yields_the_same_records_as_its_twin(crawls):
    js, js_run = crawls["js"]
    twins, twin_run = crawls["twins"]
    assert js_run.returncode == 0 and twin_run.returncode == 0, js_run.log[-3000:]
    gold = {r["id"]: r["title"] for r in search(RECORDS, QUERY)}
    for name in ("ClientSearchSite", "MenuSite", "LoginSite", "SessionSite"):
        assert twin_run.records(twins[name]) == gold, name
        assert js_run.records(js[name]) == twin_run.records(twins[name]), name
    assert js_run.records(js["TimedSession"]) == {r["id"]: r["title"] for r in search(corpus(48), QUERY)}


def test_twins_never_start_the_browser_and_js_sites_render_only_what_needs_it(crawls):
    _, twin_run = crawls["twins"]
    js, js_run = crawls["js"]
    assert "playwright/browser_count" not in twin_run.stats
    assert twin_run.stats.get("hiddenweb/rendered", 0) == 0
    assert twin_run.stats["hiddenweb/rendering/plain"] > 0
    # no page needed the browser: not even Playwright's driver was started, and no browser memory is reported
    assert DRIVERS_STARTED not in twin_run.stats and not _drivers(twin_run)
    assert "hiddenweb/browser/memory" not in twin_run.stats
    stats = js_run.stats
    # one driver for the whole crawl (http and https handlers share it), started when a page needed it
    assert stats[DRIVERS_STARTED] == 1 and len(_drivers(js_run)) == 1
    # record detail pages of the menu site are plain: not everything was rendered
    assert stats["hiddenweb/rendering/plain"] > 0 and 0 < stats["hiddenweb/rendered_fraction"] < 1
    # once a kind of page needed the browser, later pages of that kind went straight to it
    assert stats["hiddenweb/rendering/reason/memory"] > 0
    assert stats["hiddenweb/rendering/rerendered"] < stats["hiddenweb/rendered"]
    # client-side pagination and click-only links were found by event simulation
    assert stats["hiddenweb/simulation/routes/xhr"] > 0 and stats["hiddenweb/simulation/routes/navigation"] > 0
    assert stats["hiddenweb/forms/submitted/button"] >= 2  # script-submitted forms (client search, login site)
    assert stats["hiddenweb/browser/memory_max"] > 0
    # one browser context per site session, every page closed
    assert stats["playwright/page_count"] == stats["playwright/page_count/closed"]
    assert stats["playwright/context_count"] >= len(js)


def test_sessions_were_rebuilt_and_logins_used_configured_credentials(crawls):
    js, js_run = crawls["js"]
    twins, twin_run = crawls["twins"]
    for group, result in ((js, js_run), (twins, twin_run)):
        assert result.stats["hiddenweb/sessions/rebuilt"] >= 2  # login + expired session
        assert result.stats["hiddenweb/sessions/logins"] == 1
        assert group["LoginSite"].logins == 1 and group["LoginSite"].bad_logins == 0
        assert group["SessionSite"].expirations >= 1
        assert sites.LoginSite.PASSWORD not in result.log
    assert js["TimedSession"].expirations >= 1
    assert "session lost on" in js_run.log and "rebuilding it by replaying" in js_run.log


def test_login_forms_are_never_submitted_without_credentials():
    site = start(sites.LoginSite, js=False, records=RECORDS)
    try:
        result = run([site.url], [QUERY])
    finally:
        site.stop()
    assert result.returncode == 0
    assert site.hits.get("POST /login", 0) == 0 and result.items == []
    assert result.stats.get("hiddenweb/sessions/login_required", 0) >= 1


def test_hostile_pages_and_unrebuildable_sessions_lose_nothing_else():
    other = start(sites.MixedSite, js=False, n_pages=3)
    # Every hostile page but the endless script (it has a crawl of its own, below): these pages must
    # render in full, so they get the default page time limit. With a short one (it was 4 s, for the
    # endless script) a busy machine — and the endless script itself, burning a core next to them —
    # made them run out of time and come without JavaScript, without their records.
    links = tuple(p for p in sites.BadSite.LINKS if p != "/loop")
    bad = start(type("Bad", (sites.BadSite,), {"other": other.url, "LINKS": links}), js=True, records=RECORDS)
    # sessions expire after 3 requests: replaying the route costs as much, so it can never be rebuilt
    doomed = start(sites.SessionSite, js=False, records=RECORDS, expire_after=3)
    try:
        result = run([bad.url, doomed.url], [QUERY], settings={"HIDDENWEB_RENDER_DOMAINS": {bad.host: "always"}})
    finally:
        bad.stop(), other.stop(), doomed.stop()
    stats = result.stats
    assert result.returncode == 0 and "Spider closed (finished)" in result.log
    # alert storms, pop-ups, a script that leaves for another host and a page that never loads give their records
    assert set(result.records(bad)) == {"R001", "R002", "R003", "R004", "R005"}, result.log[-3000:]
    assert stats["hiddenweb/simulation/dialogs_suppressed"] >= 500
    assert stats.get("hiddenweb/simulation/closes_suppressed", 0) >= 1
    assert other.hits.get("GET /ok", 0) == 0  # the pop-up to the other host was never opened
    assert stats["playwright/page_count"] == stats["playwright/page_count/closed"]
    assert stats["hiddenweb/rendering/cross_host"] >= 1
    # /stalled never loads (its async script never comes): read as it stood, then left for about:blank. (/jsaway,
    # which leaves before its load, is one more such page on most runs: Playwright forgets that load,
    # unless the load came before the script's navigation, as it did on a busy machine.)
    assert stats["hiddenweb/rendering/load_unreported"] >= 1
    assert bad.hits["GET /download"] >= 1
    # the doomed session: its first page came through, the rest were dropped with a counted reason
    assert stats["hiddenweb/routes/dropped/redirect-to-entry"] >= 1
    assert 0 < len(result.records(doomed)) < len(RECORDS)
    assert "dropping route to" in result.log


def test_an_endless_script_times_out_and_its_page_comes_without_javascript():
    bad = start(sites.BadSite, js=True, records=RECORDS)
    try:
        # the page never finishes loading, so it runs out of time whatever the limit and however
        # fast the machine; one page only (max_pages=1): nothing else shares the short limit
        result = run(
            [bad.url + "loop"],
            [],
            max_pages=1,
            settings={"HIDDENWEB_PAGE_TIMEOUT": 2, "HIDDENWEB_RENDER_DOMAINS": {bad.host: "always"}},
        )
    finally:
        bad.stop()
    stats = result.stats
    assert result.returncode == 0 and "Spider closed (finished)" in result.log
    # the endless script timed out, its page was closed, the page was fetched without JS
    assert stats["hiddenweb/rendering/errors/TimeoutError"] == 1 and stats["hiddenweb/rendering/fallback"] == 1
    assert stats["playwright/page_count"] == stats["playwright/page_count/closed"] == 1
    assert bad.hits["GET /loop"] == 2  # once in the browser, once without JavaScript


def test_a_crawl_that_never_renders_starts_no_browser_driver():
    site = start(sites.MixedSite, js=True, n_pages=10)
    try:
        result = run([site.url], [], settings={"HIDDENWEB_RENDER": "never"})
    finally:
        site.stop()
    assert result.returncode == 0
    assert len(result.records(site)) == 8  # the two pages built by scripts come without their records
    # no Playwright driver (a ``node`` process) and no browser: no playwright stats, no browser memory
    assert not _drivers(result), result.stats["test/child_processes"]
    assert not any("chrom" in name for name in result.stats["test/child_processes"])
    assert DRIVERS_STARTED not in result.stats and not any(k.startswith("playwright/") for k in result.stats)
    assert "hiddenweb/browser/memory" not in result.stats


def test_a_missing_browser_is_named_with_the_fix_and_plain_pages_still_come():
    site = start(sites.MixedSite, js=True, n_pages=10)
    try:
        result = run(
            [site.url], [], settings={"PLAYWRIGHT_LAUNCH_OPTIONS": {"executable_path": "/nonexistent/chromium"}}
        )
    finally:
        site.stop()
    assert result.returncode == 0
    assert "/nonexistent/chromium" in result.log and "apt-get install -y chromium" in result.log
    assert result.stats["hiddenweb/rendering/disabled"] == "browser-missing"
    assert len(result.records(site)) == 8  # the two pages built by scripts are lost, nothing else


def test_a_crashed_browser_is_restarted():
    site = start(sites.MixedSite, js=True, n_pages=25)
    try:
        result = run(
            [site.url],
            [],
            settings={"HIDDENWEB_RENDER_DOMAINS": {site.host: "always"}, "CONCURRENT_REQUESTS": 2},
            kill_browser_after=6,
        )
    finally:
        site.stop()
    assert "killed" in result.log
    assert result.stats["playwright/browser_count"] >= 2
    assert len(result.records(site)) == 25


class _StalledPageSite(sites.MixedSite):
    """A MixedSite whose record page 2 answers only after 8 s (a browser download that never ends in time)."""

    def handle(self, req):
        if req.path == "/p/2":
            time.sleep(8)
        return super().handle(req)


def test_a_stalled_browser_download_is_cut_off_and_the_crawl_ends():
    site = start(_StalledPageSite, js=True, n_pages=4)
    try:
        # The browser's own navigation limit (60 s) is far away: only the handler's limit
        # (2 × DOWNLOAD_TIMEOUT = 3 s) can end the download of /p/2.
        result = run(
            [site.url],
            [],
            settings={
                "HIDDENWEB_RENDER_DOMAINS": {site.host: "always"},
                "DOWNLOAD_TIMEOUT": 1.5,
                "PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT": 60000,
            },
            timeout=120,
        )
    finally:
        site.stop()
    assert result.returncode == 0, result.log[-3000:]
    assert f"the browser download of {site.url.rstrip('/')}/p/2 took over 3 s" in result.log, result.log[-3000:]
    assert result.stats.get("hiddenweb/rendering/errors/BrowserTimeout", 0) >= 1
    assert len(result.records(site)) == 3  # the other records are all there


class _HookSite(sites.MixedSite):
    """A server-rendered MixedSite whose every record page also has an empty ``div#results`` and a
    script that creates elements: the detection's signal on every page, rendering adds nothing."""

    def serve(self, req):
        kind, _, num = req.path.strip("/").partition("/")
        if kind == "p" and num.isdigit() and int(num) < len(self.records):
            r = self.records[int(num)]
            text = "<p>" + "Some descriptive text about this record. " * 8 + "</p>"
            hook = "<div id='results'></div><script>var hook = document.createElement('span');</script>"
            return reply(page(r["title"], record_html(r, "div") + text + hook))
        return super().serve(req)


def test_a_site_whose_renderings_are_false_alarms_stops_going_to_the_browser():
    site = start(_HookSite, js=False, n_pages=12)
    try:
        result = run([site.url], [], settings={"CONCURRENT_REQUESTS": 1})
    finally:
        site.stop()
    assert result.returncode == 0, result.log[-3000:]
    assert len(result.records(site)) == 12
    stats = result.stats
    # three false alarms teach the middleware that this site's pages are server-rendered
    assert stats["hiddenweb/rendering/false_alarm"] == 3
    assert stats["hiddenweb/rendered"] == 3
    assert stats["hiddenweb/rendering/muted_sites"] == 1
    assert stats["hiddenweb/rendering/muted"] == 9
    assert result.log.count("no more pages of") == 1
