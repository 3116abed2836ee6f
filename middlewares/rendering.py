"""Render through a browser only the pages that need it (scrapy-playwright).

:class:`RenderingMiddleware` is a downloader middleware usable by any
spider. Every request goes through Scrapy's HTTP downloader first unless
the site is known to need the browser for that kind of page; a plain
response that shows the signs of script-built content
(:func:`hiddenweb.rendering.needs_rendering`) is fetched again through the
browser and the (site, kind of page) is remembered in the crawl state, so
later pages of that kind go straight to the browser (Álvarez §III.3,
"mini-navegadores"). Rendered pages also get:

* route replay: a request whose ``meta["hiddenweb_route"]`` has browser
  steps is reached by replaying them (Álvarez §III.3.1);
* script-submitted forms: ``meta["hiddenweb_form"] = {"form": css,
  "index": n, "field": name, "values": {...}}`` fills the form and submits
  it the way Álvarez §III.4.4 does (submit inputs, image inputs, buttons,
  nearby clickables ranked by distance and "search/go/submit" text, then
  ``form.submit()``; success = a navigation or an XHR);
* event simulation (Álvarez §III.3.3): handled events are fired with
  navigations captured instead of followed; every captured navigation
  becomes a route and is appended to the response body as an ordinary
  ``<a href>`` inside ``<div id="hiddenweb-simulated">`` so that any
  spider's link extraction follows it. Routes that need steps (a click
  that only fetched data by XHR, a POST) get a URL carrying
  ``hiddenweb_route=<key>``; the route itself is in the crawl state.

Bounded resources: page and context limits (scrapy-playwright's
``PLAYWRIGHT_MAX_PAGES_PER_CONTEXT``/``PLAYWRIGHT_MAX_CONTEXTS``), a
per-page time limit around everything done on a page, a reaper that
closes pages left open past it and idle contexts, dialogs/pop-ups/
downloads suppressed, and the browser's memory in the stats.
"""

from __future__ import annotations

import asyncio
import logging
import os
import pkgutil
import re
import shutil
import time
import weakref
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from scrapy import signals
from scrapy.exceptions import IgnoreRequest
from scrapy.http import HtmlResponse, Request, Response, TextResponse

from hiddenweb.rendering import (SIMULATED_LINKS_ID, RenderingMemory, mode_for, needs_rendering, page_kind,
                                 parse_mode, rendering_changed)
from hiddenweb.routes import Route, RouteError, SessionSnapshot, Step, route_of, site_of

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

#: scrapy-playwright's download handler with a time limit on browser downloads.
PLAYWRIGHT_HANDLER = "hiddenweb.middlewares.handlers.BrowserDownloadHandler"
#: Query argument that marks a URL standing for a route kept in the crawl state.
ROUTE_PARAM = "hiddenweb_route"
#: Crawl-state names.
MEMORY_LOG = "hiddenweb:rendering"
ROUTE_VALUE = "hiddenweb:route:"
INSTALL_HINT = ("install it with `apt-get install -y chromium` (Debian/Ubuntu) or set "
                "PLAYWRIGHT_LAUNCH_OPTIONS = {\"executable_path\": \"/path/to/chromium\"}")
_BROWSER_MISSING = re.compile(r"Executable doesn't exist|executable_path|No such file|ENOENT|Failed to launch", re.I)

_RETRYABLE = re.compile(r"crash|closed|disconnected|Target page|Connection", re.I)

SIMULATION_JS = (pkgutil.get_data("hiddenweb", "data/simulation.js") or b"").decode("utf-8")


class BrowserMissing(RuntimeError):
    """The browser executable cannot be found or started."""


def chromium_executable(launch_options: dict[str, Any] | None) -> str | None:
    """The Chromium the crawl will launch: the configured path, else a system one.

    Raises :class:`BrowserMissing` naming the path and how to install it.
    """
    configured = (launch_options or {}).get("executable_path")
    if configured:
        if not (os.path.isfile(configured) and os.access(configured, os.X_OK)):
            raise BrowserMissing(f"Chromium executable {configured!r} not found; {INSTALL_HINT}")
        return str(configured)
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None  # Playwright's own bundled browser, if installed


# ---------------------------------------------------------------------------
# Pages: instrumentation, replay, form submission, event simulation
# ---------------------------------------------------------------------------

@dataclass
class PageInfo:
    site: str
    opened: float
    allowed: set[str]
    context: Any = None
    simulating: bool = False
    navs: list[dict[str, Any]] = field(default_factory=list)
    requests: list[tuple[str, str]] = field(default_factory=list)  # (kind, url) seen while submitting
    blocked: int = 0
    cross_host: list[str] = field(default_factory=list)
    nav_event: asyncio.Event = field(default_factory=asyncio.Event)


_pages: weakref.WeakKeyDictionary[Any, PageInfo] = weakref.WeakKeyDictionary()
_contexts: weakref.WeakKeyDictionary[Any, dict[str, Any]] = weakref.WeakKeyDictionary()


async def init_page(page: Any, request: Request) -> None:
    """scrapy-playwright page init callback: instrument a new page.

    Installs ``simulation.js`` before the page's scripts, dismisses dialogs,
    closes pop-ups, blocks heavy resources and captures navigations while
    simulating; syncs the Scrapy cookie header into the browser context so
    that plain and rendered requests share one session.
    """
    opts = request.meta.get("hiddenweb_page_options") or {}
    site = site_of(request.url)
    info = PageInfo(site=site, opened=time.monotonic(), allowed={site, *opts.get("allowed_sites", ())},
                    context=page.context)
    _pages[page] = info
    ctx = _contexts.setdefault(page.context, {"served": 0, "last_used": time.monotonic(),
                                              "name": request.meta.get("playwright_context")})
    ctx["served"] += 1
    ctx["last_used"] = time.monotonic()
    await page.add_init_script(SIMULATION_JS)
    await page.add_init_script(BODY_READS_JS)
    page.set_default_timeout(float(opts.get("timeout", 20.0)) * 1000)

    async def dismiss(dialog: Any) -> None:
        try:
            await dialog.dismiss()
        except Exception:  # the page may be gone
            pass

    async def close_popup(popup: Any) -> None:
        try:
            await popup.close()
        except Exception:
            pass

    page.on("dialog", lambda d: asyncio.ensure_future(dismiss(d)))
    page.on("popup", lambda p: asyncio.ensure_future(close_popup(p)))
    blocked_types = set(opts.get("block_resources", ()))
    initial = {"done": False}

    async def on_route(route: Any, preq: Any) -> None:
        try:
            if preq.resource_type in blocked_types:
                info.blocked += 1
                await route.abort()
                return
            if preq.is_navigation_request() and preq.frame == page.main_frame:
                if info.simulating:
                    info.navs.append({"url": preq.url, "method": preq.method, "body": preq.post_data or "",
                                      "via": "navigation"})
                    info.nav_event.set()
                    await route.abort("aborted")  # ERR_ABORTED: the page stays, no error page
                    return
                if initial["done"] and site_of(preq.url) not in info.allowed:
                    info.cross_host.append(preq.url)
                    await route.abort("aborted")
                    return
                initial["done"] = True
            if preq.resource_type in ("xhr", "fetch") or (preq.is_navigation_request() and preq.frame == page.main_frame):
                info.requests.append(("navigation" if preq.is_navigation_request() else "xhr", preq.url))
            await route.fallback()
        except Exception as exc:  # page closed while routing
            logger.debug("route handler: %s", exc)

    await page.route("**", on_route)
    cookie_header = request.headers.get(b"Cookie")
    if cookie_header:
        cookies = []
        for part in cookie_header.decode("latin-1").split(";"):
            name, _, value = part.strip().partition("=")
            if name:
                cookies.append({"name": name, "value": value, "url": request.url})
        if cookies:
            try:
                await page.context.add_cookies(cookies)
            except Exception as exc:
                logger.debug("could not sync cookies into the browser: %s", exc)


async def _settle(page: Any, max_ms: float, quiet_ms: float = 60) -> None:
    """Wait until the page's requests are done and it has been quiet for ``quiet_ms``
    (at most ``max_ms``); if a navigation replaces the page meanwhile, settle the new one."""
    for _ in range(2):
        try:
            await page.evaluate("([m, q]) => window.__hw ? __hw.settle(m, q) : null", [max_ms, quiet_ms])
            return
        except Exception as exc:  # navigation destroyed the context: wait for the new page
            if "context was destroyed" in str(exc) or "navigation" in str(exc).lower():
                await page.wait_for_load_state("load")
            else:
                raise


#: Reading a fetch() body is part of the request: results are rendered after
#: ``response.json()`` resolves, not when the headers arrive (``__hw.settle``
#: would otherwise return between the two).
BODY_READS_JS = """
(function () {
  if (!window.Response || !window.__hw) return;
  ["json", "text", "arrayBuffer", "blob", "formData"].forEach(function (name) {
    var orig = Response.prototype[name];
    if (!orig) return;
    Response.prototype[name] = function () {
      var hw = window.__hw;
      hw.pending++; hw.lastActivity = Date.now();
      var p = orig.apply(this, arguments);
      var finish = function () { setTimeout(function () { hw.pending--; hw.lastActivity = Date.now(); }, 0); };
      p.then(finish, finish);
      return p;
    };
  });
})();
"""


class StepFailed(RuntimeError):
    """A navigation step could not be replayed (element gone, page changed)."""


async def _act_and_follow(page: Any, expr: str, arg: Any, settle_ms: float, nav_wait_ms: float = 150) -> bool:
    """Run ``expr`` in the page; if it starts a navigation, wait for the new page."""
    info = _pages.get(page)
    before = len(info.requests) if info else 0
    try:
        ok = await page.evaluate(expr, arg)
    except Exception as exc:
        if "context was destroyed" in str(exc) or "navigat" in str(exc).lower():
            await page.wait_for_load_state("load")
            await _settle(page, settle_ms)
            return True
        raise
    await _settle(page, settle_ms)
    if info is not None:
        deadline = time.monotonic() + nav_wait_ms / 1000
        while time.monotonic() < deadline and not any(k == "navigation" for k, _ in info.requests[before:]):
            await asyncio.sleep(0.01)
        if any(k == "navigation" for k, _ in info.requests[before:]):
            await page.wait_for_load_state("load")
            await _settle(page, settle_ms)
    return bool(ok)


async def replay_steps(page: Any, steps: Iterable[dict[str, Any]], settle_ms: float = 3000) -> list[dict[str, Any]]:
    """Replay a route's navigation steps on ``page`` (Álvarez §III.3.1)."""
    done: list[dict[str, Any]] = []
    for i, data in enumerate(steps):
        step = Step.from_dict(data)
        if step.op == "goto":
            if i == 0 and step.url.split("#")[0] == page.url.split("#")[0]:
                done.append(step.to_dict())
                continue
            await page.goto(step.url, wait_until="load")
            await _settle(page, settle_ms)
        elif step.op == "request":
            pairs = parse_qsl(step.body, keep_blank_values=True)
            await _act_and_follow(page, """([url, method, pairs]) => {
                const f = document.createElement('form'); f.method = method; f.action = url;
                for (const [k, v] of pairs) { const i = document.createElement('input');
                  i.type = 'hidden'; i.name = k; i.value = v; f.appendChild(i); }
                document.body.appendChild(f); HTMLFormElement.prototype.submit.call(f); return true; }""",
                                  [step.url, step.method, pairs], settle_ms)
        elif step.op == "wait":
            if step.selector:
                await page.wait_for_selector(step.selector, state="attached")
            else:
                await asyncio.sleep(min(float(step.value or step.timeout or 0) / 1000, 10))
        elif step.op == "login":
            raise StepFailed("login steps are replayed over HTTP by the sessions middleware")
        else:
            ok = await _act_and_follow(page, "([op, s, t, v]) => __hw.act(op, s, t, v)",
                                       [step.op, step.selector, step.text, step.value], settle_ms)
            if not ok:
                raise StepFailed(f"step {step.op} {step.selector or step.text!r} found no element on {page.url}")
        done.append(step.to_dict())
    return done


async def submit_form(page: Any, spec: dict[str, Any], settle_ms: float = 3000,
                      max_candidates: int = 8) -> dict[str, Any]:
    """Fill a form and submit it like a user would (Álvarez §III.4.4).

    Tries submit inputs, image inputs, buttons, then nearby elements with
    handlers ranked by distance and "search/go/submit" text, then
    ``form.submit()``. Success is a navigation or an XHR (or, beyond the
    paper, an in-page change for sites that filter an in-page index).
    """
    info = _pages.get(page)
    args = [spec.get("form"), spec.get("index"), spec.get("field")]
    filled = await page.evaluate("([s, i, f, v]) => __hw.fillForm(s, i, f, v)", [*args, spec.get("values") or {}])
    steps = [Step(op=f["op"], selector=f["selector"], value=str(f["value"])).to_dict() for f in filled or []]
    cands = await page.evaluate("([s, i, f]) => __hw.submitCandidates(s, i, f)", args)
    if cands is None:
        return {"ok": False, "reason": "form-not-found", "steps": steps}
    tried = 0
    for cand in cands:
        if cand["kind"] == "nearby":
            if tried >= max_candidates:
                continue
            tried += 1
        before = len(info.requests) if info else 0
        await page.evaluate("() => __hw.take()")
        if cand["kind"] == "form.submit":
            expr = "id => { const f = __hw.el(id); if (!f) return false; HTMLFormElement.prototype.submit.call(f); return true; }"
            arg: Any = cand["id"]
            step = Step("submit", selector=cand["selector"])
        else:
            expr = "id => __hw.fire(id, 'click')"
            arg = cand["id"]
            step = Step("click", selector=cand["selector"], text=cand["text"])
        try:
            await _act_and_follow(page, expr, arg, settle_ms, nav_wait_ms=300)
        except Exception as exc:
            logger.debug("submission candidate %s failed: %s", cand, exc)
            continue
        new = info.requests[before:] if info else []
        effect = None
        if any(k == "navigation" for k, _ in new):
            effect = "navigation"
        elif any(k == "xhr" for k, _ in new):
            effect = "xhr"
        else:
            try:
                taken = await page.evaluate("() => window.__hw ? __hw.take() : {mutations: 0}")
                if taken.get("mutations", 0) > 0:
                    effect = "dom"
            except Exception:
                effect = "navigation"
        if effect:
            await _settle(page, settle_ms)
            return {"ok": True, "via": cand["kind"], "effect": effect, "steps": steps + [step.to_dict()],
                    "url": page.url}
    return {"ok": False, "reason": "no-submission-worked", "steps": steps}


_EVENT_ORDER = {"mouseover": 0, "mouseenter": 1, "focus": 2, "mousedown": 3, "mouseup": 4, "change": 5,
                "click": 6, "dblclick": 7}
_EVENT_OP = {"mouseover": "mouseover", "mouseenter": "mouseover", "click": "click", "dblclick": "click",
             "mousedown": "click", "mouseup": "click"}


async def simulate_events(page: Any, base: Route, max_events: int = 60, settle_ms: float = 40,
                          xhr_wait_ms: float = 3000) -> dict[str, Any]:
    """Route discovery by event simulation (Álvarez §III.3.3).

    Every element with handlers gets each handled event fired while the
    page is in *simulation state*: navigations (links, ``location``,
    ``window.open``, form submissions) are captured, not followed; dialogs
    and ``window.close`` are suppressed. After each event the page is
    scanned again and new elements are processed first, carrying the steps
    that revealed them (a menu's mouseover). Returns the routes found.
    """
    info = _pages.get(page)
    if info is None:
        return {"routes": [], "events": 0}
    info.simulating = True
    routes: dict[str, Route] = {}
    texts: dict[str, str] = {}
    seen_urls = {page.url.split("#")[0]}
    seen_xhr: set[tuple[str, ...]] = set()
    events = 0
    try:
        await page.evaluate("() => { __hw.simulating = true; __hw.take(); }")
        initial = await page.evaluate("n => __hw.scan(n)", 2000)
        queue: deque[tuple[dict[str, Any], list[Step]]] = deque(
            (c, []) for c in initial if not c["plain"])
        while queue and events < max_events:
            cand, prefix = queue.popleft()
            for ev in sorted(cand["events"], key=lambda e: _EVENT_ORDER.get(e, 9)):
                if ev in ("focus", "change") and len(cand["events"]) > 1:
                    continue
                if events >= max_events:
                    break
                events += 1
                info.navs.clear()
                info.nav_event.clear()
                try:
                    fired = await page.evaluate("([id, ev]) => __hw.fire(id, ev)", [cand["id"], ev])
                except Exception as exc:
                    logger.debug("firing %s on %s failed: %s", ev, cand["selector"], exc)
                    continue
                if not fired:
                    break  # element gone
                await _settle(page, xhr_wait_ms, quiet_ms=0)
                if not info.navs:
                    try:
                        await asyncio.wait_for(info.nav_event.wait(), settle_ms / 1000)
                    except asyncio.TimeoutError:
                        pass
                taken = await page.evaluate("() => __hw.take()")
                step = Step(_EVENT_OP.get(ev, "click"), selector=cand["selector"], text=cand["text"])
                navs = list(taken.get("captured") or []) + list(info.navs)
                for nav in navs:
                    url = nav["url"].split("#")[0]
                    if nav["method"] == "GET":
                        if url in seen_urls or not url.startswith(("http://", "https://")):
                            continue
                        seen_urls.add(url)
                        route = base.extended(Step("goto", url=url), url=url, kind="navigation")
                    else:
                        route = base.extended(*prefix, step, url=url, kind="navigation")
                    routes.setdefault(route.key(), route)
                    texts.setdefault(route.key(), cand["text"])
                xhr = tuple(sorted({x["url"] for x in taken.get("xhr") or []}))
                if not navs and xhr and xhr not in seen_xhr:
                    seen_xhr.add(xhr)
                    route = base.extended(*prefix, step, url=page.url, kind="xhr")
                    routes.setdefault(route.key(), route)
                    texts.setdefault(route.key(), cand["text"])
                if navs:
                    continue
                new = await page.evaluate("n => __hw.scan(n)", 500)
                fresh = []
                for c in new:
                    if c["plain"]:
                        url = c["href"].split("#")[0]
                        if url not in seen_urls and url.startswith(("http://", "https://")):
                            seen_urls.add(url)
                            route = base.extended(Step("goto", url=url), url=url, kind="revealed")
                            routes.setdefault(route.key(), route)
                            texts.setdefault(route.key(), c["text"])
                    else:
                        fresh.append((c, prefix + [step]))
                queue.extendleft(reversed(fresh))  # newly created elements first (bottom-up)
    finally:
        info.simulating = False
        try:
            await page.evaluate("() => { __hw.simulating = false; }")
        except Exception:
            pass
    return {"routes": [r.to_dict() for r in routes.values()], "events": events,
            "texts": texts}


async def render_page(page: Any, opts: dict[str, Any]) -> dict[str, Any]:
    """Everything hiddenweb does on a rendered page, under one time limit.

    Called by scrapy-playwright as a page method after ``goto``; the result
    (HTML snapshot before simulation, routes, cookies…) is read back by
    :class:`RenderingMiddleware`. On timeout the page is closed by
    scrapy-playwright (and, failing that, by the reaper).
    """
    timeout = float(opts.get("timeout", 20.0))
    settle_ms = float(opts.get("settle_ms", 3000))

    async def run() -> dict[str, Any]:
        result: dict[str, Any] = {}
        await _settle(page, settle_ms)
        if opts.get("steps"):
            result["steps"] = await replay_steps(page, opts["steps"], settle_ms)
        if opts.get("form"):
            result["form"] = await submit_form(page, opts["form"], settle_ms)
        result["html"] = await page.content()
        result["url"] = page.url
        if opts.get("simulate"):
            base = Route.from_dict(opts["route"]) if opts.get("route") else Route.start(page.url)
            if result.get("form", {}).get("ok"):
                base = base.extended(*[Step.from_dict(s) for s in result["form"]["steps"]], url=page.url,
                                     kind="form")
            result["simulation"] = await simulate_events(page, base, int(opts.get("max_events", 60)),
                                                         float(opts.get("sim_settle_ms", 40)), settle_ms)
        result["cookies"] = await page.context.cookies()
        stats = await page.evaluate("() => window.__hw ? [__hw.dialogs, __hw.closes] : [0, 0]")
        result["dialogs"], result["closes"] = stats
        info = _pages.get(page)
        if info is not None:
            result["blocked"] = info.blocked
            result["cross_host"] = list(info.cross_host)
        return result

    try:
        return await asyncio.wait_for(run(), timeout)
    except asyncio.TimeoutError as exc:
        raise TimeoutError(f"page work exceeded {timeout:g}s on {page.url}") from exc


# ---------------------------------------------------------------------------
# Browser memory
# ---------------------------------------------------------------------------

def browser_memory(root_pid: int | None = None) -> int | None:
    """Memory (bytes, PSS where the kernel reports it, else RSS) of every process
    descending from this one: Playwright's driver and the browser it launched.
    None off Linux."""
    root_pid = root_pid or os.getpid()
    try:
        entries = os.listdir("/proc")
    except OSError:
        return None
    children: dict[int, list[int]] = {}
    rss: dict[int, int] = {}
    page = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
    for name in entries:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", "rb") as fh:
                stat = fh.read().decode("ascii", "replace")
            fields = stat[stat.rindex(")") + 2:].split()
            pid, ppid = int(name), int(fields[1])
            children.setdefault(ppid, []).append(pid)
            rss[pid] = int(fields[21]) * page
        except (OSError, ValueError, IndexError):
            continue
    total, stack = 0, list(children.get(root_pid, []))
    while stack:
        pid = stack.pop()
        total += _pss(pid, rss.get(pid, 0))
        stack.extend(children.get(pid, []))
    return total


def _pss(pid: int, fallback: int) -> int:
    """Proportional set size: shared pages split between the browser's processes
    (summing RSS would count the shared ones once per renderer)."""
    try:
        with open(f"/proc/{pid}/smaps_rollup", "rb") as fh:
            for line in fh:
                if line.startswith(b"Pss:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return fallback


# ---------------------------------------------------------------------------
# The middleware
# ---------------------------------------------------------------------------

class RenderingMiddleware:
    """Decides per request: plain HTTP or the browser; learns which pages need it.

    Enable with ``DOWNLOADER_MIDDLEWARES = {"hiddenweb.middlewares.rendering.RenderingMiddleware": 725}``
    (after ``CookiesMiddleware`` so the session cookie reaches the browser)
    and scrapy-playwright's download handlers for http and https.
    """

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        s = crawler.settings
        self.stats = crawler.stats
        self.mode = parse_mode(s.get("HIDDENWEB_RENDER", "auto"))
        self.domains: dict[str, Any] = dict(s.getdict("HIDDENWEB_RENDER_DOMAINS") or {})
        self.simulate = s.getbool("HIDDENWEB_SIMULATE_EVENTS", True)
        self.max_events = s.getint("HIDDENWEB_SIMULATION_MAX_EVENTS", 60)
        self.sim_settle_ms = s.getfloat("HIDDENWEB_SIMULATION_SETTLE_MS", 40.0)
        self.settle_ms = s.getfloat("HIDDENWEB_RENDER_SETTLE_MS", 3000.0)
        self.page_timeout = s.getfloat("HIDDENWEB_PAGE_TIMEOUT", 20.0)
        self.retries = s.getint("HIDDENWEB_RENDER_RETRIES", 1)
        self.block_resources = list(s.getlist("HIDDENWEB_RENDER_BLOCK_RESOURCES", ["image", "media", "font"]))
        self.context_idle = s.getfloat("HIDDENWEB_CONTEXT_IDLE", 60.0)
        self.context_max_pages = s.getint("HIDDENWEB_CONTEXT_MAX_PAGES", 200)
        self.memory_interval = s.getfloat("HIDDENWEB_BROWSER_MEMORY_INTERVAL", 5.0)
        self.memory_trace = s.getbool("HIDDENWEB_BROWSER_MEMORY_TRACE", False)
        self.max_contexts = s.getint("PLAYWRIGHT_MAX_CONTEXTS", 0)
        self.memory = RenderingMemory()
        self.memory_samples: list[tuple[int, int]] = []
        self._state: Any = None
        self._log_pos = 0
        self._last_sync = 0.0
        self._session_cookies: dict[str, list[dict[str, Any]]] = {}
        self._tasks: set[asyncio.Future[Any]] = set()
        self._loop: Any = None
        self.disabled: str | None = None
        handlers = s.getdict("DOWNLOAD_HANDLERS") or {}
        if self.mode != "never" or self.domains:
            if not any(_is_playwright_handler(handlers.get(k)) for k in ("http", "https")):
                self._disable("no-handler", "scrapy-playwright's download handler is not configured "
                              f"(DOWNLOAD_HANDLERS = {{'http': '{PLAYWRIGHT_HANDLER}', 'https': ...}}); "
                              "pages that need JavaScript will be fetched without it")
            else:
                try:
                    chromium_executable(s.getdict("PLAYWRIGHT_LAUNCH_OPTIONS"))
                except BrowserMissing as exc:
                    self._disable("browser-missing", str(exc))

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RenderingMiddleware:
        mw = cls(crawler)
        crawler.signals.connect(mw.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(mw.spider_closed, signal=signals.spider_closed)
        return mw

    def _disable(self, reason: str, message: str) -> None:
        if self.disabled is None:
            logger.error("hiddenweb rendering disabled: %s", message)
        self.disabled = reason
        self.stats.set_value("hiddenweb/rendering/disabled", reason)

    # -- life cycle -----------------------------------------------------------
    def spider_opened(self) -> None:
        from twisted.internet import task

        self._sync_memory(force=True)
        self._loop = task.LoopingCall(self._housekeeping)
        self._loop.start(min(self.memory_interval, 1.0), now=False)

    def spider_closed(self) -> None:
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        self._sample_memory()
        self._update_fraction()
        if self.memory_trace:
            self.stats.set_value("hiddenweb/browser/memory_samples", list(self.memory_samples))

    @property
    def state(self) -> Any:
        if self._state is None:
            from hiddenweb.state.crawler import state_for

            self._state = state_for(self.crawler)
        return self._state

    def _sync_memory(self, force: bool = False) -> None:
        """Replay what other workers (or an earlier run) learned."""
        now = time.monotonic()
        if not force and now - self._last_sync < 1.0:
            return
        self._last_sync = now
        try:
            entries = self.state.read(MEMORY_LOG, self._log_pos)
        except Exception as exc:  # a state backend hiccup must not stop the crawl
            logger.debug("cannot read rendering memory: %s", exc)
            return
        self._log_pos += len(entries)
        self.memory.replay(entries)

    def _learn(self, site: str, kind: str, needed: bool) -> None:
        entry = self.memory.learn(site, kind, needed)
        try:
            self._log_pos = self.state.append(MEMORY_LOG, [entry])
        except Exception as exc:
            logger.debug("cannot record rendering memory: %s", exc)

    # -- housekeeping: memory, stuck pages, idle contexts ---------------------
    _last_memory = 0.0

    def _housekeeping(self) -> None:
        now = time.monotonic()
        if now - self._last_memory >= self.memory_interval:
            self._last_memory = now
            self._sample_memory()
        limit = self.page_timeout * 2 + 5
        for page, info in list(_pages.items()):
            try:
                closed = page.is_closed()
            except Exception:
                closed = True
            if closed:
                _pages.pop(page, None)
                continue
            if now - info.opened > limit:
                self.stats.inc_value("hiddenweb/rendering/pages_reaped")
                logger.warning("closing a browser page open for %.0fs (%s)", now - info.opened, page.url)
                self._spawn(page.close())
                _pages.pop(page, None)
        open_contexts = {info.context for info in _pages.values()}
        contexts = list(_contexts.items())
        crowded = self.max_contexts and len(contexts) >= self.max_contexts
        for ctx, meta in sorted(contexts, key=lambda c: c[1]["last_used"]):
            if ctx in open_contexts:
                continue
            idle = now - meta["last_used"]
            if idle > self.context_idle or meta["served"] >= self.context_max_pages or (crowded and idle > 1.0):
                self.stats.inc_value("hiddenweb/rendering/contexts_closed")
                _contexts.pop(ctx, None)
                self._spawn(ctx.close())
                crowded = False

    def _spawn(self, coro: Any) -> None:
        async def guarded() -> None:
            try:
                await asyncio.wait_for(coro, 10)
            except Exception as exc:
                logger.debug("browser clean-up: %s", exc)

        fut = asyncio.ensure_future(guarded())
        self._tasks.add(fut)
        fut.add_done_callback(self._tasks.discard)

    def _sample_memory(self) -> None:
        mem = browser_memory()
        if mem is None:
            return
        self.stats.set_value("hiddenweb/browser/memory", mem)
        self.stats.max_value("hiddenweb/browser/memory_max", mem)
        if self.memory_trace:
            self.memory_samples.append((int(self.stats.get_value("hiddenweb/rendered", 0)), mem))
            self.stats.set_value("hiddenweb/browser/memory_samples", list(self.memory_samples))

    def _update_fraction(self) -> None:
        rendered = self.stats.get_value("hiddenweb/rendered", 0)
        plain = self.stats.get_value("hiddenweb/rendering/plain", 0)
        if rendered + plain:
            self.stats.set_value("hiddenweb/rendered_fraction", round(rendered / (rendered + plain), 4))

    # -- decisions ------------------------------------------------------------
    def mode_of(self, request: Request) -> str:
        spider = self.crawler.spider
        explicit = request.meta.get("hiddenweb_render")
        if explicit:
            return parse_mode(explicit)
        domains = dict(self.domains)
        domains.update(getattr(spider, "hiddenweb_render_domains", None) or {})
        default = self.mode
        spider_mode = getattr(spider, "hiddenweb_render", None) or getattr(spider, "render", None)
        if isinstance(spider_mode, (str, bool)) and spider_mode != "":
            default = parse_mode(spider_mode)
        return mode_for(request.url, default, domains)

    def process_request(self, request: Request) -> Request | None:
        meta = request.meta
        if ROUTE_PARAM in request.url and not meta.get("hiddenweb_route_resolved"):
            resolved = self._resolve_route_url(request)
            if resolved is not None:
                return resolved
        if self.disabled or meta.get("hiddenweb_plain_step"):
            self._clear_browser_meta(meta)
            return None
        if "playwright" in meta and "hiddenweb_rendered" not in meta:
            return None  # the spider decided
        mode = self.mode_of(request)
        route = self._route(meta)
        reason = None
        if mode == "never":
            reason = None
        elif mode == "always":
            reason = "always"
        elif meta.get("hiddenweb_form"):
            reason = "form"
        elif route is not None and route.needs_browser:
            reason = "route"
        elif meta.get("hiddenweb_render_reason"):
            reason = meta["hiddenweb_render_reason"]
        else:
            self._sync_memory()
            if self.memory.wants_browser(site_of(request.url), page_kind(request.url, meta.get("hiddenweb_page_kind"))):
                reason = "memory"
        if reason is None:
            self._clear_browser_meta(meta)
            return None
        self._to_browser(request, reason, route)
        return None

    def _route(self, meta: dict[str, Any]) -> Route | None:
        try:
            return route_of(meta.get("hiddenweb_route"))
        except RouteError as exc:
            logger.warning("ignoring a malformed route: %s", exc)
            return None

    def _resolve_route_url(self, request: Request) -> Request | None:
        parts = urlsplit(request.url)
        args = parse_qsl(parts.query, keep_blank_values=True)
        key = next((v for k, v in args if k == ROUTE_PARAM), None)
        if not key:
            return None
        data = request.meta.get("hiddenweb_route") if request.meta.get("hiddenweb_route_key") == key else None
        if data is None:
            try:
                data = self.state.get(ROUTE_VALUE + key)
            except Exception:
                data = None
        if data is None:
            self.stats.inc_value("hiddenweb/routes/dropped/unknown-route")
            raise IgnoreRequest(f"unknown route {key} (not in the crawl state)")
        route = Route.from_dict(data)
        meta = dict(request.meta)
        meta.update(hiddenweb_route=route.to_dict(), hiddenweb_route_resolved=True, hiddenweb_route_key=key,
                    hiddenweb_route_url=request.url)
        return request.replace(url=route.start_url, meta=meta, dont_filter=True)

    def _clear_browser_meta(self, meta: dict[str, Any]) -> None:
        if "hiddenweb_rendered" in meta:
            for key in ("playwright", "playwright_page_methods", "playwright_page_init_callback",
                        "playwright_context", "playwright_context_kwargs", "hiddenweb_rendered",
                        "hiddenweb_page_options", "playwright_page_goto_kwargs"):
                meta.pop(key, None)

    def _context_name(self, request: Request) -> str:
        session = request.meta.get("hiddenweb_session") or site_of(request.url)
        return f"hw:{session}"

    def _to_browser(self, request: Request, reason: str, route: Route | None) -> None:
        from scrapy_playwright.page import PageMethod

        meta = request.meta
        context = self._context_name(request)
        steps = None
        if route is not None and route.needs_browser:
            steps = [s.to_dict() for s in route.steps]
        allowed = set(getattr(self.crawler.spider, "allowed_domains", None) or ())
        opts = {
            "timeout": self.page_timeout,
            "settle_ms": self.settle_ms,
            "simulate": self.simulate and not meta.get("hiddenweb_no_simulation"),
            "max_events": self.max_events,
            "sim_settle_ms": self.sim_settle_ms,
            "steps": steps,
            "form": meta.get("hiddenweb_form"),
            "route": route.to_dict() if route is not None else Route.start(request.url).to_dict(),
            "block_resources": self.block_resources,
            "allowed_sites": sorted(allowed),
        }
        kwargs: dict[str, Any] = {"accept_downloads": False, "ignore_https_errors": True,
                                  "service_workers": "block"}
        cookies = self._session_cookies.get(context)
        snapshot = route.session if route is not None else SessionSnapshot()
        if cookies or snapshot:
            kwargs["storage_state"] = {"cookies": cookies or snapshot.cookies, "origins": snapshot.origins}
        meta.update(
            playwright=True,
            playwright_context=context,
            playwright_context_kwargs=kwargs,
            playwright_include_page=False,
            playwright_page_init_callback="hiddenweb.middlewares.rendering.init_page",
            playwright_page_methods=[PageMethod(render_page, opts)],
            playwright_page_goto_kwargs={"wait_until": "load", "timeout": self.page_timeout * 1000},
            hiddenweb_page_options=opts,
            hiddenweb_rendered=reason,
        )
        self.stats.inc_value(f"hiddenweb/rendering/reason/{reason}")

    # -- responses ------------------------------------------------------------
    def process_response(self, request: Request, response: Response) -> Request | Response:
        meta = request.meta
        if meta.get("hiddenweb_rendered") and "playwright" in (response.flags or []):
            response = self._rendered_response(request, response)
            self.stats.inc_value("hiddenweb/rendered")
            self._update_fraction()
            return response
        if meta.get("playwright") and "hiddenweb_rendered" not in meta:
            return response  # rendered on the spider's own terms
        self.stats.inc_value("hiddenweb/rendering/plain")
        if (self.disabled or meta.get("hiddenweb_plain_step") or response.status != 200
                or not isinstance(response, TextResponse)):
            self._update_fraction()
            return response
        if self.mode_of(request) != "auto":
            self._update_fraction()
            return response
        verdict = needs_rendering(response.text, response.url)
        if not verdict:
            self._update_fraction()
            return response
        site = site_of(request.url)
        kind = page_kind(request.url, meta.get("hiddenweb_page_kind"))
        for reason in verdict.reasons:
            self.stats.inc_value(f"hiddenweb/rendering/detected/{reason}")
        self._learn(site, kind, True)
        self.stats.inc_value("hiddenweb/rendering/plain", -1)  # counted again once rendered
        self.stats.inc_value("hiddenweb/rendering/rerendered")
        logger.debug("rendering %s: %s", request.url, ", ".join(verdict.reasons))
        new_meta = dict(meta)
        new_meta["hiddenweb_render_reason"] = "detected"
        new_meta["hiddenweb_plain_measure"] = _measure_plain(response.text)
        return request.replace(meta=new_meta, dont_filter=True)

    def _rendered_response(self, request: Request, response: Response) -> Response:
        spider = self.crawler.spider
        meta = request.meta
        result: dict[str, Any] = {}
        for pm in meta.get("playwright_page_methods") or ():
            if getattr(pm, "method", None) is render_page and isinstance(pm.result, dict):
                result = pm.result
        if result.get("cross_host"):
            self.stats.inc_value("hiddenweb/rendering/cross_host", len(result["cross_host"]))
        if site_of(response.url) != site_of(request.url):
            allowed = set(getattr(spider, "allowed_domains", None) or ())
            host = site_of(response.url).split(":")[0]
            if not any(host == d or host.endswith("." + d) for d in allowed):
                self.stats.inc_value("hiddenweb/rendering/cross_host")
                raise IgnoreRequest(f"rendered {request.url} ended on another host: {response.url}")
        html = result.get("html") or response.text
        context = meta.get("playwright_context")
        if result.get("cookies") is not None and context:
            self._session_cookies[context] = result["cookies"]
        route = self._route(meta) or Route.start(request.url)
        executed = list(result.get("steps") or [])
        form = result.get("form")
        if form is not None:
            if form.get("ok"):
                self.stats.inc_value(f"hiddenweb/forms/submitted/{form.get('via')}")
                route = route.extended(*[Step.from_dict(s) for s in form["steps"]], url=result.get("url", response.url),
                                       kind="form")
            else:
                self.stats.inc_value(f"hiddenweb/forms/failed/{form.get('reason')}")
                meta["hiddenweb_form_failed"] = form.get("reason")
        elif executed:
            route = Route(url=result.get("url", response.url), steps=[Step.from_dict(s) for s in executed],
                          kind=route.kind)
        route = route.with_session({"cookies": result.get("cookies") or []})
        meta["hiddenweb_route"] = route.to_dict()
        for key, value in (("dialogs", result.get("dialogs")), ("closes", result.get("closes"))):
            if value:
                self.stats.inc_value(f"hiddenweb/simulation/{key}_suppressed", int(value))
        sim = result.get("simulation") or {}
        links = []
        if sim:
            self.stats.inc_value("hiddenweb/simulation/events", int(sim.get("events", 0)))
            routes = []
            for data in sim.get("routes") or []:
                r = Route.from_dict(data)
                routes.append(data)
                self.stats.inc_value(f"hiddenweb/simulation/routes/{r.kind}")
                text = (sim.get("texts") or {}).get(r.key(), "")
                if r.needs_browser or r.steps[-1].method != "GET":
                    key = r.key()
                    try:
                        self.state.put(ROUTE_VALUE + key, r.to_dict())
                    except Exception as exc:
                        logger.debug("cannot store route: %s", exc)
                    links.append((route_url(response.url, key), text, r.kind))
                else:
                    links.append((r.url, text, r.kind))
            meta["hiddenweb_routes"] = routes
        if meta.get("hiddenweb_plain_measure") is not None:
            if not rendering_changed_measure(meta["hiddenweb_plain_measure"], html, bool(links)):
                self.stats.inc_value("hiddenweb/rendering/false_alarm")
                self._learn(site_of(request.url), page_kind(request.url, meta.get("hiddenweb_page_kind")), False)
        body = inject_links(html, links)
        headers = response.headers.copy()
        if result.get("cookies"):
            # let CookiesMiddleware (which runs after us on responses) learn the browser's cookies
            headers.setlist(b"Set-Cookie", [_set_cookie(c) for c in result["cookies"]
                                            if _cookie_matches(c, response.url)])
        headers.pop(b"Content-Encoding", None)
        url = result.get("url") or response.url
        return HtmlResponse(url=url, status=response.status, headers=headers, body=body.encode("utf-8"),
                            encoding="utf-8", request=request, flags=response.flags,
                            ip_address=response.ip_address)

    def process_exception(self, request: Request, exception: BaseException) -> Request | None:
        meta = request.meta
        if not meta.get("hiddenweb_rendered"):
            return None
        name = type(exception).__name__
        self.stats.inc_value(f"hiddenweb/rendering/errors/{name}")
        message = str(exception)
        if _BROWSER_MISSING.search(message) and ("executable" in message.lower() or "launch" in message.lower()):
            self._disable("browser-missing", f"the browser could not be started ({message.splitlines()[0]}); {INSTALL_HINT}")
        attempts = int(meta.get("hiddenweb_render_attempts", 0)) + 1
        new_meta = dict(meta)
        new_meta["hiddenweb_render_attempts"] = attempts
        # a crashed or closed browser is worth another try (scrapy-playwright relaunches it);
        # a page that timed out or is a download would fail the same way again
        retryable = bool(_RETRYABLE.search(message)) and not isinstance(exception, IgnoreRequest)
        if not self.disabled and retryable and attempts <= self.retries:
            logger.info("browser failed on %s (%s: %s); retrying", request.url, name, message.splitlines()[0] if message else "")
            return request.replace(meta=new_meta, dont_filter=True)
        route = self._route(meta)
        if route is not None and route.needs_browser:
            self.stats.inc_value("hiddenweb/routes/dropped/browser-failed")
            logger.warning("dropping route to %s: the browser failed (%s)", route.url, name)
            raise IgnoreRequest(f"route needs the browser, which failed: {name}")
        logger.warning("browser failed on %s (%s); fetching it without JavaScript", request.url, name)
        self.stats.inc_value("hiddenweb/rendering/fallback")
        new_meta["hiddenweb_render"] = "never"
        self._clear_browser_meta(new_meta)
        return request.replace(meta=new_meta, dont_filter=True)


def _is_playwright_handler(handler: Any) -> bool:
    """Whether a DOWNLOAD_HANDLERS entry is scrapy-playwright's handler (or a subclass, such as ours)."""
    if not handler:
        return False
    try:
        from scrapy.utils.misc import load_object
        from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler

        loaded = load_object(handler) if isinstance(handler, str) else handler
        return isinstance(loaded, type) and issubclass(loaded, ScrapyPlaywrightDownloadHandler)
    except (ImportError, NameError, ValueError, AttributeError):
        return False


def route_url(page_url: str, key: str) -> str:
    """A same-site URL standing for a stored route (resolved by the middleware)."""
    parts = urlsplit(page_url)
    args = [(k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if k != ROUTE_PARAM]
    args.append((ROUTE_PARAM, key))
    return urlunsplit((parts.scheme, parts.netloc, parts.path, urlencode(args), ""))


def inject_links(html: str, links: list[tuple[str, str, str]]) -> str:
    """Append captured routes as ordinary links, before ``</body>``."""
    if not links:
        return html
    items = "".join(f'<li><a href="{escape(url)}" data-hiddenweb-via="{escape(kind)}">{escape(text or url)}</a></li>'
                    for url, text, kind in links)
    block = f'<div id="{SIMULATED_LINKS_ID}" hidden><ul>{items}</ul></div>'
    idx = html.lower().rfind("</body>")
    if idx < 0:
        return html + block
    return html[:idx] + block + html[idx:]


def _measure_plain(html: str) -> tuple[int, int]:
    from hiddenweb.rendering import _visible_text_and_links
    import lxml.html

    try:
        root = lxml.html.document_fromstring(html[:1_000_000] or "<html/>")
    except Exception:
        return (0, 0)
    text, links = _visible_text_and_links(root)
    return (len(text), len(links))


def rendering_changed_measure(plain: Any, rendered_html: str, found_routes: bool) -> bool:
    """Like :func:`hiddenweb.rendering.rendering_changed`, from the plain page's measure."""
    if found_routes:
        return True
    try:
        pt, pl = int(plain[0]), int(plain[1])
    except (TypeError, ValueError, IndexError):
        return True
    rt, rl = _measure_plain(rendered_html)
    return rt > pt * 1.05 + 20 or rl > pl


def _cookie_matches(cookie: dict[str, Any], url: str) -> bool:
    host = (urlsplit(url).hostname or "").lower()
    domain = str(cookie.get("domain", "")).lstrip(".").lower()
    return not domain or host == domain or host.endswith("." + domain)


def _set_cookie(cookie: dict[str, Any]) -> bytes:
    parts = [f"{cookie['name']}={cookie.get('value', '')}", f"Path={cookie.get('path') or '/'}"]
    if cookie.get("secure"):
        parts.append("Secure")
    if cookie.get("httpOnly"):
        parts.append("HttpOnly")
    return "; ".join(parts).encode("latin-1", "replace")


__all__ = [
    "RenderingMiddleware", "init_page", "render_page", "replay_steps", "submit_form", "simulate_events",
    "browser_memory", "chromium_executable", "BrowserMissing", "inject_links", "route_url", "ROUTE_PARAM",
    "RenderingMemory", "rendering_changed",
]
