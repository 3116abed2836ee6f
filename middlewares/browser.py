"""Browser glue: the pages and contexts one crawler has open, and what it does on each.

:class:`BrowserPages` belongs to one crawler's rendering middleware (it was
a module-level registry shared by every crawler in the process). Its
:meth:`~BrowserPages.init_page` is scrapy-playwright's page init callback
(instrument the page before its scripts run) and
:meth:`~BrowserPages.render_page` the page method run after ``goto``
(replay, submit, snapshot, simulate, under one time limit); both are
handed to scrapy-playwright in ``request.meta`` as bound methods.
:meth:`~BrowserPages.stale` tells the middleware's reaper which pages and
contexts to close.

Import rule (see :mod:`hiddenweb.rendering`): code that calls a Playwright
``Page`` lives here and in :mod:`hiddenweb.middlewares.automation`; the
data it exchanges with the middleware are the typed results of
:mod:`hiddenweb.rendering.page`.
"""

from __future__ import annotations

import asyncio
import logging
import pkgutil
import time
import weakref
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from hiddenweb import meta as M
from hiddenweb.rendering.page import PageOptions, PageResult
from hiddenweb.sessions.cookies import cookies_from_header
from hiddenweb.sessions.routes import site_of

from .automation import LOAD_WAIT_MS, PageTracker, loaded, replay_steps, settle, simulate_events, submit_form
from .formlayout import measure_form_boxes

if TYPE_CHECKING:
    from scrapy.http import Request
    from scrapy.statscollectors import StatsCollector

logger = logging.getLogger(__name__)

#: Installed before the page's own scripts: event bookkeeping, captured navigations, suppressed dialogs.
SIMULATION_JS = (pkgutil.get_data("hiddenweb", "data/simulation.js") or b"").decode("utf-8")
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


@dataclass
class ContextUse:
    """How much a browser context has been used, to recycle it."""

    served: int = 0
    last_used: float = 0.0
    name: str | None = None


class BrowserPages:
    """The pages and contexts one crawler has open in the browser."""

    def __init__(self, stats: StatsCollector) -> None:
        self.stats = stats
        self.pages: weakref.WeakKeyDictionary[Any, PageTracker] = weakref.WeakKeyDictionary()
        self.contexts: weakref.WeakKeyDictionary[Any, ContextUse] = weakref.WeakKeyDictionary()
        self._closing: set[asyncio.Future[Any]] = set()
        self._busy_sites: set[str] = set()  # sites whose pages were read still busy (logged once each)

    # -- scrapy-playwright callbacks --------------------------------------------
    async def init_page(self, page: Any, request: Request) -> None:
        """scrapy-playwright page init callback: instrument a new page.

        Installs ``simulation.js`` before the page's scripts, dismisses dialogs,
        closes pop-ups, blocks heavy resources and captures navigations while
        simulating; syncs the Scrapy cookie header into the browser context so
        that plain and rendered requests share one session.
        """
        opts = PageOptions.from_dict(request.meta.get(M.PAGE_OPTIONS) or {}, request.url)
        site = site_of(request.url)
        tracker = PageTracker(
            site=site, opened=time.monotonic(), allowed={site, *opts.allowed_sites}, context=page.context
        )
        self.pages[page] = tracker
        use = self.contexts.setdefault(page.context, ContextUse(name=request.meta.get("playwright_context")))
        use.served += 1
        use.last_used = time.monotonic()
        await page.add_init_script(SIMULATION_JS)
        await page.add_init_script(BODY_READS_JS)
        page.set_default_timeout(opts.timeout * 1000)
        page.on("dialog", lambda d: asyncio.ensure_future(_quietly(d.dismiss())))
        page.on("popup", lambda p: asyncio.ensure_future(_quietly(p.close())))
        await page.route("**", _router(page, tracker, set(opts.block_resources)))
        await self._sync_cookies(page, request)

    async def _sync_cookies(self, page: Any, request: Request) -> None:
        header = request.headers.get(b"Cookie")
        cookies = cookies_from_header(header.decode("latin-1"), request.url) if header else []
        if not cookies:
            return
        try:
            await page.context.add_cookies(cookies)
        except PlaywrightError as exc:  # the page renders without the session: say so
            self.stats.inc_value("hiddenweb/errors/browser_cookies")
            logger.warning("could not copy the session cookies of %s into the browser: %s", request.url, exc)

    async def render_page(self, page: Any, opts: PageOptions) -> PageResult:
        """Everything hiddenweb does on a rendered page, under one time limit.

        Called by scrapy-playwright as a page method after ``goto``; the
        result (HTML snapshot before simulation, routes, cookies…) is read
        back by the rendering middleware. On timeout the page is closed by
        scrapy-playwright (and, failing that, by the reaper).
        """
        try:
            return await asyncio.wait_for(self._render(page, opts), opts.timeout)
        except TimeoutError as exc:
            raise TimeoutError(f"page work exceeded {opts.timeout:g}s on {page.url}") from exc

    async def _render(self, page: Any, opts: PageOptions) -> PageResult:
        tracker = self.pages.get(page)
        # the request's ``goto`` waits for the response only (see ``loaded``); half the page's time for the rest
        if not await loaded(page, min(LOAD_WAIT_MS, opts.timeout * 500)):
            self.stats.inc_value("hiddenweb/rendering/unloaded")
            logger.debug("%s had not loaded in time: read as it stands", page.url)
        if not await settle(page, opts.settle_ms):
            self.stats.inc_value("hiddenweb/rendering/busy")
            self._busy_once(page.url, opts.settle_ms)
        result = PageResult(html="", url="")
        if opts.steps:
            result.steps = await replay_steps(page, opts.steps, opts.settle_ms, tracker)
        if opts.form is not None:
            result.form = await submit_form(page, opts.form, opts.settle_ms, tracker=tracker)
        result.html = await page.content()
        result.url = page.url
        if "<form" in result.html.lower():
            await self._measure_forms(page, result)
        if opts.simulate:
            base = opts.route
            if result.form is not None and result.form.ok:
                base = base.extended(*result.form.steps, url=page.url, kind="form")
            result.simulation = await simulate_events(
                page, base, opts.max_events, opts.sim_settle_ms, opts.settle_ms, tracker
            )
        result.cookies = await page.context.cookies()
        result.dialogs, result.closes = await page.evaluate("() => window.__hw ? [__hw.dialogs, __hw.closes] : [0, 0]")
        if tracker is not None:
            result.blocked = tracker.blocked
            result.cross_host = list(tracker.cross_host)
        await self._leave_unreported_load(page)
        return result

    def _busy_once(self, url: str, settle_ms: float) -> None:
        """Say once per site that a page was read while its scripts or requests were still at work."""
        site = site_of(url)
        if site not in self._busy_sites:
            self._busy_sites.add(site)
            logger.warning(
                "%s: a page still changing after %g ms was read as it stood (what it had not shown yet is"
                " missed; HIDDENWEB_RENDER_SETTLE_MS waits longer); counted in hiddenweb/rendering/busy",
                site,
                settle_ms,
            )

    async def _leave_unreported_load(self, page: Any) -> None:
        """Send a page Playwright does not call loaded to ``about:blank``, its HTML being taken.

        scrapy-playwright waits for the page's "load" after each page method; Playwright
        never reports it for a document whose script started a navigation the router
        stopped before the load (see ``automation.loaded``), nor for a page still loading
        a resource: the request would fail after the navigation time limit, its page lost.
        """
        try:
            await page.wait_for_load_state("load", timeout=10)
        except PlaywrightTimeoutError:
            self.stats.inc_value("hiddenweb/rendering/load_unreported")
            await page.goto("about:blank")

    async def _measure_forms(self, page: Any, result: PageResult) -> None:
        """The boxes of the page's forms, for the form readers' layout labels (Álvarez §III.4.1), in
        ``result.form_boxes`` (the rendering middleware puts them in the request's meta, :data:`M.FORM_BOXES`)."""
        try:
            boxes = await measure_form_boxes(page)
        except PlaywrightError as exc:  # the page reads in document order: counted, said
            self.stats.inc_value("hiddenweb/errors/form_boxes")
            logger.warning("could not measure the forms of %s: %s", page.url, exc)
            return
        if not boxes:
            return
        result.form_boxes = boxes
        self.stats.inc_value("hiddenweb/forms/layout_measured")

    # -- the reaper ---------------------------------------------------------------
    def reap(
        self, now: float, page_limit: float, context_idle: float, context_max_pages: int, max_contexts: int
    ) -> None:
        """Close the pages stuck past ``page_limit`` seconds and the contexts to recycle (see :meth:`stale`)."""
        stuck, idle = self.stale(now, page_limit, context_idle, context_max_pages, max_contexts)
        for page, age in stuck:
            self.stats.inc_value("hiddenweb/rendering/pages_reaped")
            logger.warning("closing a browser page open for %.0fs (%s)", age, page.url)
            self._close_soon(page.close())
        for context in idle:
            self.stats.inc_value("hiddenweb/rendering/contexts_closed")
            self._close_soon(context.close())

    def _close_soon(self, closing: Any) -> None:
        async def guarded() -> None:
            try:
                await asyncio.wait_for(closing, 10)
            except (TimeoutError, PlaywrightError) as exc:  # already gone, or the browser is stuck
                logger.debug("browser clean-up: %r", exc)

        future = asyncio.ensure_future(guarded())
        self._closing.add(future)
        future.add_done_callback(self._closing.discard)

    def stale(
        self, now: float, page_limit: float, context_idle: float, context_max_pages: int, max_contexts: int
    ) -> tuple[list[tuple[Any, float]], list[Any]]:
        """Pages open longer than ``page_limit`` seconds (with their age), and contexts to recycle,
        all forgotten here.

        A context without an open page is recycled when idle for
        ``context_idle`` seconds, after ``context_max_pages`` pages, or, when
        ``max_contexts`` are open, the least recently used one idle for a second.
        """
        stuck = []
        for page, tracker in list(self.pages.items()):
            if page.is_closed():
                self.pages.pop(page, None)
            elif now - tracker.opened > page_limit:
                stuck.append((page, now - tracker.opened))
                self.pages.pop(page, None)
        in_use = {tracker.context for tracker in self.pages.values()}
        contexts = sorted(self.contexts.items(), key=lambda item: item[1].last_used)
        crowded = bool(max_contexts) and len(contexts) >= max_contexts
        idle = []
        for context, use in contexts:
            if context in in_use:
                continue
            unused = now - use.last_used
            if unused > context_idle or use.served >= context_max_pages or (crowded and unused > 1.0):
                idle.append(context)
                self.contexts.pop(context, None)
                crowded = False
        return stuck, idle


async def _quietly(action: Any) -> None:
    """Await a dialog's dismissal or a pop-up's closing; the page may be gone already."""
    try:
        await action
    except PlaywrightError:
        pass  # closed with its page: nothing left to dismiss


def _router(page: Any, tracker: PageTracker, blocked_types: set[str]) -> Any:
    """The page's route handler: blocks heavy resources, captures navigations while simulating,
    stops navigations to other hosts after the first page, records XHR/fetch and navigations."""
    first = {"done": False}

    async def on_route(route: Any, preq: Any) -> None:
        try:
            if preq.resource_type in blocked_types:
                tracker.blocked += 1
                await route.abort()
                return
            main_navigation = preq.is_navigation_request() and preq.frame == page.main_frame
            if main_navigation and tracker.simulating:
                tracker.navs.append(
                    {"url": preq.url, "method": preq.method, "body": preq.post_data or "", "via": "navigation"}
                )
                tracker.nav_event.set()
                await route.abort("aborted")  # ERR_ABORTED: the page stays, no error page
                return
            if main_navigation and first["done"] and site_of(preq.url) not in tracker.allowed:
                tracker.cross_host.append(preq.url)
                await route.abort("aborted")
                return
            first["done"] = first["done"] or main_navigation
            if preq.resource_type in ("xhr", "fetch") or main_navigation:
                tracker.requests.append(("navigation" if preq.is_navigation_request() else "xhr", preq.url))
            await route.fallback()
        except PlaywrightError as exc:  # the page closed while its request was routed
            logger.debug("route handler on %s: %s", preq.url, exc)

    return on_route
