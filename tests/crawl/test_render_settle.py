"""A rendered page is read once its scripts stop changing it, not only once its requests are done.

Sphinx's search page appends its results one at a time, a few milliseconds apart, with no request
between two (an object's result needs none): read when the requests had been quiet for 60 ms, a
query's page held 15 of its 378 results. The JS catalogue of ``tests/jssites`` shows its rows the
same way (40 ms apart, its total and "Next" after the last); real Chromium, the instrumentation the
harvest installs, and the wait it uses.
"""

from __future__ import annotations

import asyncio
import http.server
import threading
import time
from pathlib import Path

import pytest

from hiddenweb.middlewares.automation import replay_steps, settle
from hiddenweb.middlewares.browser import SIMULATION_JS
from hiddenweb.sessions.routes import Step
from tests.jssites import sites, start

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="needs Chromium: apt-get install -y chromium")


async def _read_after_settle(
    url: str, max_ms: float = 3000, served: dict[str, tuple[str, str]] | None = None
) -> tuple[bool, int, int, str]:
    """Open ``url`` with the harvest's instrumentation, wait as it waits, count what the page shows;
    ``served``: path -> (content type, body) answered by the browser's router (no server)."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = await browser.new_page()
            for path, (content_type, body) in (served or {}).items():
                await page.route(
                    "http://worker.test" + path,
                    lambda route, ct=content_type, b=body: route.fulfill(status=200, content_type=ct, body=b),
                )
            await page.add_init_script(SIMULATION_JS)
            await page.goto(url, wait_until="load")
            quiet = await settle(page, max_ms)
            rows, following, info = await page.evaluate(
                "() => [document.querySelectorAll('tr.record').length,"
                " document.querySelectorAll('button.next').length,"
                " (document.getElementById('info') || {}).textContent || '']"
            )
            return quiet, rows, following, info
        finally:
            await browser.close()


def test_rows_shown_one_at_a_time_are_all_read() -> None:
    small_pages = type("ClientSearchSite", (sites.ClientSearchSite,), {"page_size": 3})
    site = start(small_pages, js=True)
    try:
        for _ in range(3):  # timing: each run must see the whole page
            quiet, rows, following, info = asyncio.run(_read_after_settle(site.url.rstrip("/") + "/search?q=the"))
            assert quiet and (rows, following) == (3, 1) and info.endswith("results"), (rows, following, info)
    finally:
        site.stop()


def test_a_page_that_never_stops_changing_is_read_at_the_limit_and_said_so() -> None:
    ticker = "data:text/html,<table><tbody id=t></tbody></table><script>setInterval(function () {"
    ticker += " document.getElementById('t').insertAdjacentHTML('beforeend', '<tr class=record></tr>'); }, 20)</script>"
    quiet, rows, _, _ = asyncio.run(_read_after_settle(ticker, max_ms=400))
    assert not quiet and rows >= 10


# A search answered by a Web Worker, as MkDocs' is: the worker builds its index (a busy half second
# here), says it is ready, then answers the query the page posts; the page shows nothing until then.
_WORKER_PAGE = """<html><body><div id=info></div><table><tbody id=t></tbody></table><script>
var w = new Worker('/worker.js');
w.onmessage = function (e) {
  if (e.data.ready) { w.postMessage({q: 'the'}); return; }
  var t = document.getElementById('t');
  e.data.rows.forEach(function (r) { t.insertAdjacentHTML('beforeend', '<tr class=record><td>' + r + '</td></tr>'); });
  document.getElementById('info').textContent = e.data.rows.length + ' results';
};
</script></body></html>"""
_WORKER_JS = """
function busy(ms) { var end = Date.now() + ms; while (Date.now() < end) {} }
busy(500); postMessage({ready: true});
onmessage = function (e) { busy(300); postMessage({rows: ['a', 'b', 'c']}); };
"""


def test_a_search_answered_by_a_web_worker_is_read_once_answered() -> None:
    served = {"/search": ("text/html", _WORKER_PAGE), "/worker.js": ("application/javascript", _WORKER_JS)}
    quiet, rows, _, info = asyncio.run(_read_after_settle("http://worker.test/search", served=served))
    assert quiet and rows == 3 and info == "3 results"


# A search that fetches its results as JSON whose body comes after the headers (a slow server, a
# loaded machine): the fetch has answered, the page still shows nothing until the body is read.
_SLOW_BODY_PAGE = b"""<html><body><div id=info></div><table><tbody id=t></tbody></table><script>
fetch('/api').then(function (r) { return r.json(); }).then(function (d) {
  var t = document.getElementById('t');
  d.rows.forEach(function (r) { t.insertAdjacentHTML('beforeend', '<tr class=record><td>' + r + '</td></tr>'); });
  document.getElementById('info').textContent = d.rows.length + ' results';
});
</script></body></html>"""


class _SlowBodyHandler(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        slow = self.path == "/api"
        body = b'{"rows": ["a", "b", "c"]}' if slow else _SLOW_BODY_PAGE
        self.send_response(200)
        self.send_header("Content-Type", "application/json" if slow else "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.flush()
        if slow:
            time.sleep(0.5)
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


def test_a_response_body_that_comes_after_its_headers_is_waited_for() -> None:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _SlowBodyHandler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        quiet, rows, _, info = asyncio.run(_read_after_settle(f"http://127.0.0.1:{server.server_port}/"))
    finally:
        server.shutdown()
        server.server_close()
    assert quiet and rows == 3 and info == "3 results"


# A route's click on a pager a script draws a timer after the page went quiet (the JS catalogue's
# "Next" comes 40 ms after its last row; a loaded machine stretched that past the 60 ms of quiet).
_LATE_PAGER = (
    "data:text/html,<div id=info></div><div id=pager></div><script>setTimeout(function () {"
    " var b = document.createElement('button'); b.className = 'next'; b.textContent = 'Next';"
    " b.onclick = function () { document.getElementById('info').textContent = 'page 2'; };"
    " document.getElementById('pager').appendChild(b); }, 600)</script>"
)


async def _replay_click_on_late_pager() -> tuple[list[Step], str]:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        try:
            page = await browser.new_page()
            await page.add_init_script(SIMULATION_JS)
            steps = [Step(op="goto", url=_LATE_PAGER), Step(op="click", selector="#pager > button.next", text="Next")]
            done = await replay_steps(page, steps, settle_ms=3000)
            return done, await page.evaluate("() => document.getElementById('info').textContent")
        finally:
            await browser.close()


def test_a_route_step_waits_for_an_element_a_script_draws_late() -> None:
    done, info = asyncio.run(_replay_click_on_late_pager())
    assert [s.op for s in done] == ["goto", "click"] and info == "page 2"
