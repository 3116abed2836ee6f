"""Render through a browser only the pages that need it (scrapy-playwright).

:class:`RenderingMiddleware` is a downloader middleware usable by any
spider. Every request goes through Scrapy's HTTP downloader first unless
the site is known to need the browser for that kind of page; a plain
response that shows the signs of script-built content
(:func:`hiddenweb.rendering.needs_rendering`) is fetched again through the
browser and the (site, kind of page) is remembered in the crawl state, so
later pages of that kind go straight to the browser (Álvarez §III.3,
"mini-navegadores"). A site whose rendered pages keep bringing nothing their
plain versions lacked (false alarms, :meth:`RenderingMemory.detection_muted`)
stops going to the browser on the detection's word (``hiddenweb/rendering/muted``,
one INFO line). Rendered pages also get:

* route replay: a request whose ``meta["hiddenweb_route"]`` has browser
  steps is reached by replaying them (Álvarez §III.3.1);
* script-submitted forms: ``meta["hiddenweb_form"] = {"form": css,
  "index": n, "field": name, "values": {...}}`` fills the form and submits
  it the way Álvarez §III.4.4 does (:class:`hiddenweb.rendering.FormSpec`);
* event simulation (Álvarez §III.3.3): every captured navigation becomes a
  route and is appended to the response body as an ordinary ``<a href>``
  (:mod:`hiddenweb.rendering.links`), so that any spider's link extraction
  follows it; routes that need steps get a URL carrying
  ``hiddenweb_route=<key>`` and are kept in the crawl state.

Bounded resources: page and context limits (scrapy-playwright's
``PLAYWRIGHT_MAX_PAGES_PER_CONTEXT``/``PLAYWRIGHT_MAX_CONTEXTS``), a
per-page time limit around everything done on a page, a reaper that
closes pages left open past it and idle contexts, dialogs/pop-ups/
downloads suppressed, and the browser's memory in the stats (once a
browser exists: the download handler starts it on first need).

The decisions are core (:mod:`hiddenweb.rendering`); what is done in a
page is browser glue (:mod:`hiddenweb.middlewares.browser`).
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

from scrapy import signals
from scrapy.exceptions import IgnoreRequest
from scrapy.http import HtmlResponse, Request, Response, TextResponse

from hiddenweb import meta as M
from hiddenweb.config import RenderingConfig
from hiddenweb.harvest.plans import searched_text
from hiddenweb.rendering.chromium import (
    INSTALL_HINT,
    BrowserMissing,
    cannot_launch,
    chromium_executable,
    worth_retrying,
)
from hiddenweb.rendering.detection import measure, needs_rendering, rendering_added
from hiddenweb.rendering.links import ROUTE_PARAM, CapturedLink, inject_links, route_key_of, route_url
from hiddenweb.rendering.memory import RenderingMemory, page_kind
from hiddenweb.rendering.modes import mode_for, parse_mode, spider_modes
from hiddenweb.rendering.page import FormSpec, PageOptions, PageResult
from hiddenweb.rendering.processes import browser_memory
from hiddenweb.sessions.cookies import cookie_matches, set_cookie_header
from hiddenweb.sessions.routes import Route, RouteError, SessionSnapshot, route_of, site_of

from .handlers import DRIVERS_STARTED, is_playwright_handler

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

    from .browser import BrowserPages

logger = logging.getLogger(__name__)

#: scrapy-playwright's download handler with a lazy start and a time limit.
PLAYWRIGHT_HANDLER = "hiddenweb.middlewares.handlers.BrowserDownloadHandler"
#: Crawl-state names: the rendering memory's log; the routes behind ``hiddenweb_route=<key>`` URLs.
MEMORY_LOG = "hiddenweb:rendering"
ROUTE_VALUE = "hiddenweb:route:"
#: ``meta`` keys of a request sent to the browser (removed when it goes plain again).
_BROWSER_META = (
    "playwright",
    "playwright_page_methods",
    "playwright_page_init_callback",
    "playwright_context",
    "playwright_context_kwargs",
    "playwright_page_goto_kwargs",
    M.RENDERED,
    M.PAGE_OPTIONS,
)


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
        config = RenderingConfig.from_settings(s)
        self.mode = parse_mode(config.render)
        self.domains: dict[str, Any] = dict(config.render_domains)
        self.simulate = config.simulate_events
        self.max_events = config.simulation_max_events
        self.sim_settle_ms = config.simulation_settle_ms
        self.settle_ms = config.render_settle_ms
        self.page_timeout = config.page_timeout
        self.retries = config.render_retries
        self.block_resources = list(config.block_resources)
        self.context_idle = config.context_idle
        self.context_max_pages = config.context_max_pages
        self.memory_interval = config.memory_interval
        self.memory_trace = config.memory_trace
        self.max_contexts = s.getint("PLAYWRIGHT_MAX_CONTEXTS", 0)
        self.memory = RenderingMemory()
        self.memory_samples: list[tuple[int, int]] = []
        #: This crawler's open pages and contexts (:attr:`pages`), made with the first page sent to the browser.
        self._pages: BrowserPages | None = None
        self._state: Any = None
        self._log_pos = 0
        self._last_sync = 0.0
        self._last_memory = 0.0
        self._session_cookies: dict[str, list[dict[str, Any]]] = {}
        self._loop: Any = None
        self._warned: set[str] = set()
        #: Sites whose pages no longer go to the browser on the detection's word (its false alarms).
        self._muted_sites: set[str] = set()
        self.disabled: str | None = None
        if self.mode != "never" or self.domains:
            self._check_browser(s.getdict("DOWNLOAD_HANDLERS") or {}, s.getdict("PLAYWRIGHT_LAUNCH_OPTIONS"))

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RenderingMiddleware:
        """The middleware, connected to the spider's open and close signals."""
        mw = cls(crawler)
        crawler.signals.connect(mw.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(mw.spider_closed, signal=signals.spider_closed)
        return mw

    def _check_browser(self, handlers: dict[str, Any], launch_options: dict[str, Any]) -> None:
        """Disable rendering, with the fix in one log line, when the browser cannot work."""
        if not any(is_playwright_handler(handlers.get(k)) for k in ("http", "https")):
            self._disable(
                "no-handler",
                "scrapy-playwright's download handler is not configured "
                f"(DOWNLOAD_HANDLERS = {{'http': '{PLAYWRIGHT_HANDLER}', 'https': ...}}); "
                "pages that need JavaScript will be fetched without it",
            )
            return
        try:
            chromium_executable(launch_options)
        except BrowserMissing as exc:
            self._disable("browser-missing", str(exc))

    def _disable(self, reason: str, message: str) -> None:
        if self.disabled is None:
            logger.error("hiddenweb rendering disabled: %s", message)
        self.disabled = reason
        self.stats.set_value("hiddenweb/rendering/disabled", reason)

    def _error(self, where: str, message: str, *args: Any) -> None:
        """A failure that costs a feature, not the crawl: counted, and logged once at WARNING."""
        self.stats.inc_value(f"hiddenweb/errors/{where}")
        if where not in self._warned:
            self._warned.add(where)
            logger.warning(message, *args)

    @property
    def pages(self) -> BrowserPages:
        """This crawler's open pages and contexts in the browser."""
        if self._pages is None:
            # deferred: imports Playwright, which a crawl whose pages never need the browser does not pay
            from .browser import BrowserPages

            self._pages = BrowserPages(self.stats)
        return self._pages

    # -- life cycle -----------------------------------------------------------
    def spider_opened(self) -> None:
        """Replay what earlier runs learnt; start the housekeeping (memory, stuck pages, idle contexts)."""
        from twisted.internet import task

        self._sync_memory(force=True)
        self._loop = task.LoopingCall(self._housekeeping)
        self._loop.start(min(self.memory_interval, 1.0), now=False)

    def spider_closed(self) -> None:
        """Stop the housekeeping; final browser memory and rendered fraction."""
        if self._loop is not None and self._loop.running:
            self._loop.stop()
        self._sample_memory()
        self._update_fraction()
        if self.memory_trace and self.memory_samples:
            self.stats.set_value("hiddenweb/browser/memory_samples", list(self.memory_samples))

    @property
    def state(self) -> Any:
        """The crawl state (rendering memory log, stored routes), shared with other workers."""
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
        except Exception as exc:  # noqa: BLE001 - any state backend failure: go on with what this worker knows; counted and logged once at WARNING by _error
            self._error("rendering_memory", "cannot read the rendering memory from the crawl state: %r", exc)
            return
        self._log_pos += len(entries)
        if self.memory.replay(entries):
            self._error("rendering_memory", "malformed rendering memory entries in the crawl state")

    def _learn(self, site: str, kind: str, needed: bool) -> None:
        entry = self.memory.learn(site, kind, needed)
        try:
            self._log_pos = self.state.append(MEMORY_LOG, [entry])
        except Exception as exc:  # noqa: BLE001 - any state backend failure: other workers learn it themselves; counted and logged once at WARNING by _error
            self._error("rendering_memory", "cannot record the rendering memory in the crawl state: %r", exc)

    # -- housekeeping: memory, stuck pages, idle contexts ---------------------
    def _housekeeping(self) -> None:
        now = time.monotonic()
        if now - self._last_memory >= self.memory_interval:
            self._last_memory = now
            self._sample_memory()
        if self._pages is not None:  # no page was ever sent to the browser: nothing to reap
            self._pages.reap(
                now, self.page_timeout * 2 + 5, self.context_idle, self.context_max_pages, self.max_contexts
            )

    def _sample_memory(self) -> None:
        if not self.stats.get_value(DRIVERS_STARTED):
            return  # no browser: nothing to measure (the download handler starts it on first need)
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
        """The render mode of a request: its meta, else the spider's, else the settings (per site)."""
        spider = self.crawler.spider
        explicit = request.meta.get(M.RENDER)
        if explicit:
            return parse_mode(explicit)
        default, domains = spider_modes(self.mode, self.domains, spider)
        return mode_for(request.url, default, domains)

    def _reason(self, request: Request, route: Route | None) -> str | None:
        """Why this request goes to the browser, None if it goes plain."""
        meta = request.meta
        mode = self.mode_of(request)
        if mode == "never":
            return None
        if mode == "always":
            return "always"
        if meta.get(M.FORM):
            return "form"
        if route is not None and route.needs_browser:
            return "route"
        if meta.get(M.RENDER_REASON):
            return str(meta[M.RENDER_REASON])
        self._sync_memory()
        if self.memory.wants_browser(site_of(request.url), page_kind(request.url, meta.get(M.PAGE_KIND))):
            return "memory"
        return None

    def process_request(self, request: Request) -> Request | None:
        """Resolve route URLs; send the request to the browser or let it go plain."""
        meta = request.meta
        if route_key_of(request.url) and not meta.get(M.ROUTE_RESOLVED):
            resolved = self._resolve_route_url(request)
            if resolved is not None:
                return resolved
        if self.disabled or meta.get(M.PLAIN_STEP):
            self._clear_browser_meta(meta)
            return None
        if "playwright" in meta and M.RENDERED not in meta:
            return None  # the spider decided
        route = self._route(meta)
        reason = self._reason(request, route)
        if reason is None:
            self._clear_browser_meta(meta)
        else:
            self._to_browser(request, reason, route)
        return None

    def _route(self, meta: dict[str, Any]) -> Route | None:
        try:
            return route_of(meta.get(M.ROUTE))
        except RouteError as exc:
            logger.warning("ignoring a malformed route: %s", exc)
            return None

    def _resolve_route_url(self, request: Request) -> Request | None:
        key = route_key_of(request.url)
        if not key:
            return None
        data = request.meta.get(M.ROUTE) if request.meta.get(M.ROUTE_KEY) == key else None
        if data is None:
            try:
                data = self.state.get(ROUTE_VALUE + key)
            except Exception as exc:  # noqa: BLE001 - any state backend failure: the route is unknown here; counted and logged once at WARNING by _error
                self._error("stored_routes", "cannot read a stored route for %s: %r", request.url, exc)
        if data is None:
            self.stats.inc_value("hiddenweb/routes/dropped/unknown-route")
            raise IgnoreRequest(f"unknown route {key} (not in the crawl state)")
        route = Route.from_dict(data)
        meta = dict(request.meta)
        meta.update({M.ROUTE: route.to_dict(), M.ROUTE_RESOLVED: True, M.ROUTE_KEY: key, M.ROUTE_URL: request.url})
        return request.replace(url=route.start_url, meta=meta, dont_filter=True)

    @staticmethod
    def _clear_browser_meta(meta: dict[str, Any]) -> None:
        if M.RENDERED in meta:
            for key in _BROWSER_META:
                meta.pop(key, None)

    def _context_name(self, request: Request) -> str:
        session = request.meta.get(M.SESSION) or site_of(request.url)
        return f"hw:{session}"

    def _page_options(self, request: Request, route: Route | None) -> PageOptions:
        meta = request.meta
        allowed = set(getattr(self.crawler.spider, "allowed_domains", None) or ())
        form = meta.get(M.FORM)
        return PageOptions(
            route=route if route is not None else Route.start(request.url),
            timeout=self.page_timeout,
            settle_ms=self.settle_ms,
            simulate=self.simulate and not meta.get(M.NO_SIMULATION),
            max_events=self.max_events,
            sim_settle_ms=self.sim_settle_ms,
            steps=list(route.steps) if route is not None and route.needs_browser else [],
            form=FormSpec.from_meta(form) if form else None,
            block_resources=list(self.block_resources),
            allowed_sites=sorted(allowed),
        )

    def _to_browser(self, request: Request, reason: str, route: Route | None) -> None:
        from scrapy_playwright.page import PageMethod

        context = self._context_name(request)
        opts = self._page_options(request, route)
        kwargs: dict[str, Any] = {"accept_downloads": False, "ignore_https_errors": True, "service_workers": "block"}
        cookies = self._session_cookies.get(context)
        snapshot = route.session if route is not None else SessionSnapshot()
        if cookies or snapshot:
            kwargs["storage_state"] = {"cookies": cookies or snapshot.cookies, "origins": snapshot.origins}
        request.meta.update(
            {
                "playwright": True,
                "playwright_context": context,
                "playwright_context_kwargs": kwargs,
                "playwright_include_page": False,
                "playwright_page_init_callback": self.pages.init_page,
                "playwright_page_methods": [PageMethod(self.pages.render_page, opts)],
                "playwright_page_goto_kwargs": {"wait_until": "commit", "timeout": self.page_timeout * 1000},
                M.PAGE_OPTIONS: opts.to_dict(),
                M.RENDERED: reason,
            }
        )
        self.stats.inc_value(f"hiddenweb/rendering/reason/{reason}")

    # -- responses ------------------------------------------------------------
    def process_response(self, request: Request, response: Response) -> Request | Response:
        """Build the rendered response; or send a plain page that needs the browser back to it."""
        meta = request.meta
        if meta.get(M.RENDERED) and "playwright" in (response.flags or []):
            response = self._rendered_response(request, response)
            self.stats.inc_value("hiddenweb/rendered")
            self._update_fraction()
            return response
        if meta.get("playwright") and M.RENDERED not in meta:
            return response  # rendered on the spider's own terms
        self.stats.inc_value("hiddenweb/rendering/plain")
        verdict = None
        if (
            not self.disabled
            and not meta.get(M.PLAIN_STEP)
            and response.status == 200
            and isinstance(response, TextResponse)
            and self.mode_of(request) == "auto"
        ):
            verdict = needs_rendering(response.text, response.url)
        if verdict and self._detection_muted(site_of(request.url)):
            self.stats.inc_value("hiddenweb/rendering/muted")
            verdict = None
        if not verdict:
            self._update_fraction()
            return response
        assert isinstance(response, TextResponse)
        for reason in verdict.reasons:
            self.stats.inc_value(f"hiddenweb/rendering/detected/{reason}")
        self._learn(site_of(request.url), page_kind(request.url, meta.get(M.PAGE_KIND)), True)
        self.stats.inc_value("hiddenweb/rendering/plain", -1)  # counted again once rendered
        self.stats.inc_value("hiddenweb/rendering/rerendered")
        logger.debug("rendering %s: %s", request.url, ", ".join(verdict.reasons))
        new_meta = dict(meta)
        new_meta[M.RENDER_REASON] = "detected"
        new_meta[M.PLAIN_MEASURE] = measure(response.text)
        return request.replace(meta=new_meta, dont_filter=True)

    def _detection_muted(self, site: str) -> bool:
        """Whether the detection's false alarms on ``site`` stopped its rendering (one INFO line per site)."""
        if not self.memory.detection_muted(site):
            return False
        if site not in self._muted_sites:
            self._muted_sites.add(site)
            self.stats.inc_value("hiddenweb/rendering/muted_sites")
            logger.info(
                "rendering: no more pages of %s go to the browser on the detection's word "
                "(%d rendered pages brought nothing their plain versions lacked)",
                site,
                sum(stats.unneeded for (where, _), stats in self.memory.kinds().items() if where == site),
            )
        return True

    def _rendered_response(self, request: Request, response: Response) -> Response:
        meta = request.meta
        result = next(
            (
                pm.result
                for pm in meta.get("playwright_page_methods") or ()
                if isinstance(getattr(pm, "result", None), PageResult)
            ),
            None,
        )
        if result is not None and result.cross_host:
            self.stats.inc_value("hiddenweb/rendering/cross_host", len(result.cross_host))
        html = result.html if result is not None and result.html else response.text
        url = result.url if result is not None and result.url else response.url
        self._check_host(request, url)
        links: list[CapturedLink] = []
        if result is not None:
            context = meta.get("playwright_context")
            if context:
                self._session_cookies[context] = result.cookies
            self._note_page(request, result)
            links = self._captured_links(meta, result, url)
        if meta.get(M.PLAIN_MEASURE) is not None and not rendering_added(meta[M.PLAIN_MEASURE], html, bool(links)):
            self.stats.inc_value("hiddenweb/rendering/false_alarm")
            if _searched_for_something(meta):
                self._learn(site_of(request.url), page_kind(request.url, meta.get(M.PAGE_KIND)), False)
                self._detection_muted(site_of(request.url))
        headers = response.headers.copy()
        if result is not None and result.cookies:
            # let CookiesMiddleware (which runs after us on responses) learn the browser's cookies
            headers.setlist(
                b"Set-Cookie",
                [set_cookie_header(c).encode("latin-1", "replace") for c in result.cookies if cookie_matches(c, url)],
            )
        headers.pop(b"Content-Encoding", None)
        return HtmlResponse(
            url=url,
            status=response.status,
            headers=headers,
            body=inject_links(html, links).encode("utf-8"),
            encoding="utf-8",
            request=request,
            flags=response.flags,
            ip_address=response.ip_address,
        )

    def _check_host(self, request: Request, url: str) -> None:
        """A rendered page that ended (at ``url``) on a host the spider does not allow is dropped."""
        if site_of(url) == site_of(request.url):
            return
        allowed = set(getattr(self.crawler.spider, "allowed_domains", None) or ())
        host = site_of(url).split(":")[0]
        if not any(host == d or host.endswith("." + d) for d in allowed):
            self.stats.inc_value("hiddenweb/rendering/cross_host")
            raise IgnoreRequest(f"rendered {request.url} ended on another host: {url}")

    def _note_page(self, request: Request, result: PageResult) -> None:
        """The page's route (with the submitted form's steps and the browser's session), form stats."""
        meta = request.meta
        form = result.form
        if form is not None and form.ok:
            self.stats.inc_value(f"hiddenweb/forms/submitted/{form.via}")
        elif form is not None:
            self.stats.inc_value(f"hiddenweb/forms/failed/{form.reason}")
            meta[M.FORM_FAILED] = form.reason
        meta[M.ROUTE] = result.route(self._route(meta) or Route.start(request.url)).to_dict()
        if result.form_boxes:  # for the form readers' layout labels (Álvarez §III.4.1)
            meta[M.FORM_BOXES] = result.form_boxes
        if result.dialogs:
            self.stats.inc_value("hiddenweb/simulation/dialogs_suppressed", int(result.dialogs))
        if result.closes:
            self.stats.inc_value("hiddenweb/simulation/closes_suppressed", int(result.closes))

    def _captured_links(self, meta: dict[str, Any], result: PageResult, page_url: str) -> list[CapturedLink]:
        """The links for the routes event simulation found; routes that need steps are stored."""
        sim = result.simulation
        if sim is None:
            return []
        self.stats.inc_value("hiddenweb/simulation/events", sim.events)
        links = []
        for route in sim.routes:
            self.stats.inc_value(f"hiddenweb/simulation/routes/{route.kind}")
            text = sim.texts.get(route.key(), "")
            if route.needs_browser or route.steps[-1].method != "GET":
                key = route.key()
                try:
                    self.state.put(ROUTE_VALUE + key, route.to_dict())
                except Exception as exc:  # noqa: BLE001 - any state backend failure: the link still carries it; counted and logged once at WARNING by _error
                    self._error("stored_routes", "cannot store a route found on %s: %r", page_url, exc)
                links.append(CapturedLink(route_url(page_url, key), text, route.kind))
            else:
                links.append(CapturedLink(route.url, text, route.kind))
        meta[M.ROUTES] = [r.to_dict() for r in sim.routes]
        return links

    def process_exception(self, request: Request, exception: BaseException) -> Request | None:
        """A failed browser download: retry after a crash, drop a browser-only route, else go plain."""
        meta = request.meta
        if not meta.get(M.RENDERED):
            return None
        name = type(exception).__name__
        self.stats.inc_value(f"hiddenweb/rendering/errors/{name}")
        message = str(exception)
        if cannot_launch(message):
            self._disable(
                "browser-missing", f"the browser could not be started ({message.splitlines()[0]}); {INSTALL_HINT}"
            )
        attempts = int(meta.get(M.RENDER_ATTEMPTS, 0)) + 1
        new_meta = dict(meta)
        new_meta[M.RENDER_ATTEMPTS] = attempts
        # browser settings are set again when the request comes back (after the scheduler)
        self._clear_browser_meta(new_meta)
        retryable = worth_retrying(message) and not isinstance(exception, IgnoreRequest)
        if not self.disabled and retryable and attempts <= self.retries:
            logger.info(
                "browser failed on %s (%s: %s); retrying", request.url, name, message.splitlines()[0] if message else ""
            )
            return request.replace(meta=new_meta, dont_filter=True)
        route = self._route(meta)
        if route is not None and route.needs_browser:
            self.stats.inc_value("hiddenweb/routes/dropped/browser-failed")
            logger.warning("dropping route to %s: the browser failed (%s)", route.url, name)
            raise IgnoreRequest(f"route needs the browser, which failed: {name}")
        logger.warning("browser failed on %s (%s); fetching it without JavaScript", request.url, name)
        self.stats.inc_value("hiddenweb/rendering/fallback")
        new_meta[M.RENDER] = "never"
        return request.replace(meta=new_meta, dont_filter=True)


__all__ = [
    "MEMORY_LOG",
    "PLAYWRIGHT_HANDLER",
    "ROUTE_PARAM",
    "ROUTE_VALUE",
    "BrowserMissing",
    "RenderingMemory",
    "RenderingMiddleware",
    "browser_memory",
    "chromium_executable",
    "inject_links",
    "route_url",
]


def _searched_for_something(meta: dict[str, Any]) -> bool:
    """Whether a rendered page that added nothing shows the detection wrong.

    A harvest's pages that search for nothing (its start page, the form's own page, the empty
    query, a wildcard) show no results where the search runs in the page's script either: Sphinx's
    search page was muted after its form page and two empty probes, before a word was searched.
    """
    if M.HARVEST not in meta:
        return True
    query = meta.get(M.QUERY)
    return bool(query) and bool(searched_text(str(query)).strip("*% "))
