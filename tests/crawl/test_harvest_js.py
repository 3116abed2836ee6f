"""``scrapy crawl harvest`` over JavaScript sites yields the records of their plain twins.

Each JS test site (``tests/jssites``) has a twin that serves the same
records through plain HTML. One harvest per site (real Chromium, real
``scrapy crawl`` subprocesses, the same query limit) must issue the same
queries and surface the same records on both, with no site-specific code:

* ``ClientSearchSite``: the search form is submitted by a script, results
  are rendered from a JSON endpoint, "Next" is a script button that
  re-renders in place; the suggested searches are written by a script;
* ``SessionSite``: the result set lives in the server session (a POST that
  redirects to ``/results``), "Next" is a script button, and the session
  expires every few requests;
* ``LoginSite``: the search form is behind a login and runs by XHR, the
  results appear under the form.
"""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from hiddenweb.middlewares.handlers import DRIVERS_STARTED
from hiddenweb.spiders.harvest import site_words
from tests.jssites import AUTHORS, WORDS, sites, start
from tests.kit.crawl import CrawlRun, run_crawl

pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="needs Chromium: apt-get install -y chromium"
)

# 14 terms (the empty query and "*" of hiddenweb.harvest.plans come first and are not counted by
# ``queries``): the session site's sessions expire several times, on a query's first result page too
# (the GET its POST redirected to, handed to the browser: rebuilt by replaying the POST).
QUERIES = 14
PROBES = 2  # HIDDENWEB_EMPTY_PROBES
PAGE_SIZE = 2  # several result pages per query: the JS "Next" buttons are exercised
EXPIRE_AFTER = 7  # requests per session on the session site


def dense_corpus(n: int = 12) -> list[dict]:
    """Records over a small vocabulary, so that queries match several records each."""
    return [
        {
            "id": f"D{i:03d}",
            "title": f"The {WORDS[i % 4].title()} of {WORDS[4 + (i // 4) % 3].title()}",
            "author": AUTHORS[i % len(AUTHORS)],
            "year": 1950 + i * 3,
            "category": i % 4 + 1,
        }
        for i in range(n)
    ]


RECORDS = dense_corpus()
KINDS = {
    "ClientSearchSite": (sites.ClientSearchSite, {}),
    "SessionSite": (sites.SessionSite, {"expire_after": EXPIRE_AFTER}),
    "LoginSite": (sites.LoginSite, {}),
}
CREDS = {"username": sites.LoginSite.USER, "password": sites.LoginSite.PASSWORD}


def _site(name: str, js: bool):
    cls, kwargs = KINDS[name]
    small_pages = type(name, (cls,), {"page_size": PAGE_SIZE})
    return start(small_pages, js=js, records=RECORDS, **kwargs)


def _harvest(site, tmp: Path) -> CrawlRun:
    settings = {"HIDDENWEB_CREDENTIALS": {site.host: CREDS}}
    return run_crawl("harvest", tmp, {"url": site.url, "queries": QUERIES}, settings, timeout=180)


def sites_plain_html(site) -> str:
    """The search page as a client without JavaScript gets it."""
    from tests.jssites import Req

    if isinstance(site, sites.LoginSite):
        site.auth.add("test-probe")
        reply = site.handle(Req("GET", "/", {}, {}, {"AUTH": "test-probe"}))
        site.auth.discard("test-probe")
    else:
        reply = site.handle(Req("GET", "/", {}, {}, {}))
    return reply.body.decode("utf-8")


def _records(run: CrawlRun) -> list[tuple[str, ...]]:
    """Each record's values (title, author, year in whatever fields the wrapper named)."""
    return sorted(tuple(sorted(str(v) for v in record["raw"].values())) for record in run.records)


TRUTH = {tuple(sorted((r["title"], r["author"], str(r["year"])))) for r in RECORDS}


@pytest.fixture(scope="module")
def harvests(tmp_path_factory):
    pairs = {name: {"js": _site(name, True), "twin": _site(name, False)} for name in KINDS}
    # the three browser harvests first (the long ones), side by side
    jobs = [(name, variant, pair[variant]) for variant in ("js", "twin") for name, pair in pairs.items()]
    try:
        with ThreadPoolExecutor(max_workers=3) as pool:
            futures = {
                (name, variant): pool.submit(_harvest, site, tmp_path_factory.mktemp(f"{name}-{variant}"))
                for name, variant, site in jobs
            }
            runs = {key: future.result() for key, future in futures.items()}
    finally:
        for pair in pairs.values():
            for site in pair.values():
                site.stop()
    return pairs, runs


@pytest.mark.parametrize("name", list(KINDS))
def test_js_site_yields_the_records_of_its_twin(harvests, name: str) -> None:
    _, runs = harvests
    js, twin = runs[(name, "js")], runs[(name, "twin")]
    for run in (js, twin):
        assert run.returncode == 0, run.log[-3000:]
        assert run.reason == "finished_max_queries", run.log[-3000:]
        assert "Traceback" not in run.log, run.log[-3000:]
    # The same queries in the same order: the JS site's suggested searches were read
    # from the rendered page, and every query saw the same results as on the twin.
    assert [q["term"] for q in js.queries] == [q["term"] for q in twin.queries]
    assert [q["new_records"] for q in js.queries] == [q["new_records"] for q in twin.queries]
    # The same records, all of them real (no form labels or table headers taken for records).
    assert _records(js) == _records(twin)
    assert set(_records(twin)) <= TRUTH
    assert len(_records(twin)) >= len(RECORDS) // 2
    assert len({r["key"] for r in js.records}) == len(js.records)
    # The twin never needed the browser: not even Playwright's driver was started.
    assert twin.stats.get("hiddenweb/rendered", 0) == 0 and "playwright/page_count" not in twin.stats
    assert DRIVERS_STARTED not in twin.stats and "hiddenweb/browser/memory" not in twin.stats
    assert js.stats["hiddenweb/rendered"] > 0 and js.stats[DRIVERS_STARTED] == 1
    assert js.stats["playwright/page_count"] == js.stats["playwright/page_count/closed"]


def test_script_submitted_forms_go_through_the_browser(harvests) -> None:
    pairs, runs = harvests
    for name in ("ClientSearchSite", "LoginSite"):
        run = runs[(name, "js")]
        # every query and both empty-page probes were typed into the form and submitted by the browser
        assert run.stats["hiddenweb/forms/submitted/button"] >= QUERIES + PROBES
        assert run.stats["hiddenweb/rendering/reason/form"] >= QUERIES + PROBES
        assert not any(k.startswith(("hiddenweb/forms_failed", "hiddenweb/forms/failed")) for k in run.stats)
        # the suggested searches exist only once the search page's script ran, yet they were queried
        assert "river" in [q["term"] for q in run.queries]
        assert "river" not in site_words(sites_plain_html(pairs[name]["js"]))


def test_js_next_buttons_and_session_result_sets(harvests) -> None:
    pairs, runs = harvests
    client, session = runs[("ClientSearchSite", "js")], runs[("SessionSite", "js")]
    # "Next" re-renders in place (XHR): replayed as a route; the pages it gave were read
    assert client.stats["hiddenweb/simulation/routes/xhr"] > 0 and client.stats["hiddenweb/rendering/reason/route"] > 0
    assert max(q["pages"] for q in client.queries) > 1
    # "Next" is a script button over a session result set: found by event simulation
    assert session.stats["hiddenweb/simulation/routes/navigation"] > 0
    assert max(q["pages"] for q in session.queries) > 1
    # sessions expired and were rebuilt by replaying the query's route (open the form, POST it)
    for variant in ("js", "twin"):
        assert pairs["SessionSite"][variant].expirations >= 1
        assert runs[("SessionSite", variant)].stats["hiddenweb/sessions/rebuilt"] >= 1
        assert not any(k.startswith("hiddenweb/routes/dropped") for k in runs[("SessionSite", variant)].stats)
    # the login site: one login with the configured credentials, on both
    for variant in ("js", "twin"):
        assert pairs["LoginSite"][variant].logins == 1 and pairs["LoginSite"][variant].bad_logins == 0
        assert sites.LoginSite.PASSWORD not in runs[("LoginSite", variant)].log
