"""Routes and sessions for any spider: record how a page was reached, rebuild lost sessions.

Two middlewares (Álvarez §III.3.1, "rutas"):

* :class:`RouteSpiderMiddleware` (spider middleware) gives every request a
  spider yields a *route*: the route of the page it came from plus one step
  (``goto`` for a GET, ``request`` for a POST), pruned to what rebuilds the
  server's state. Routes ride in ``request.meta["hiddenweb_route"]`` as
  JSON-ready dicts, so JOBDIR and Redis queues carry them. When a page whose
  route once had records comes back empty, it asks for the route to be
  replayed before fetching it again.
* :class:`SessionMiddleware` (downloader middleware) keeps one cookie jar
  (and, through the rendering middleware, one browser context) per site
  session, recognises a lost session on the response
  (:func:`hiddenweb.sessions.session_problem`), and rebuilds it: a fresh jar,
  a login with configured credentials if the site asks for one, the route's
  steps replayed, then the request again — a bounded number of times, after
  which the route is dropped with a counted reason and the crawl goes on.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Iterable
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from scrapy.exceptions import IgnoreRequest
from scrapy.http import FormRequest, Request, Response, TextResponse

from hiddenweb.routes import Route, RouteError, Step, route_of, site_of
from hiddenweb.sessions import credentials_for, find_login_form, session_problem

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

#: Crawl-state set of route keys whose page had records.
ROUTES_WITH_RESULTS = "hiddenweb:routes-with-results"
ROUTE_META = "hiddenweb_route"
#: ``meta`` keys the middlewares set on a request for themselves (never inherited by follow-ups).
INTERNAL_META = (
    "hiddenweb_rendered", "hiddenweb_page_options", "hiddenweb_routes", "hiddenweb_plain_measure",
    "hiddenweb_render_reason", "hiddenweb_render_attempts", "hiddenweb_form_failed", "hiddenweb_session",
    "hiddenweb_session_jar", "hiddenweb_session_attempts", "hiddenweb_session_inline", "hiddenweb_replay_before",
    "hiddenweb_replayed", "hiddenweb_replay_step", "hiddenweb_plain_step", "hiddenweb_route_resolved",
    "hiddenweb_route_key", "hiddenweb_route_url",
)


def step_for(request: Request) -> Step:
    """The navigation step a request stands for."""
    if request.method == "GET" and not request.body:
        return Step("goto", url=request.url)
    ctype = request.headers.get(b"Content-Type", b"").decode("latin-1")
    return Step("request", url=request.url, method=request.method,
                body=request.body.decode(request.encoding or "utf-8", "replace"),
                headers={"Content-Type": ctype} if ctype else {})


def _safe_route(meta: dict[str, Any]) -> Route | None:
    try:
        return route_of(meta.get(ROUTE_META))
    except RouteError as exc:
        logger.warning("ignoring a malformed route: %s", exc)
        return None


class RouteSpiderMiddleware:
    """Attach routes to the requests a spider yields; replay routes that lost their records."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.max_steps = crawler.settings.getint("HIDDENWEB_ROUTE_MAX_STEPS", 12)
        self._state: Any = None

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RouteSpiderMiddleware:
        return cls(crawler)

    @property
    def state(self) -> Any:
        if self._state is None:
            from hiddenweb.state.crawler import state_for

            self._state = state_for(self.crawler)
        return self._state

    def _route_of_response(self, response: Response) -> Route:
        route = _safe_route(response.meta) if response.request is not None else None
        return route or Route.start(response.url)

    def _child(self, parent: Route, request: Request, response: Response) -> None:
        meta = request.meta
        # spiders often copy the response's ``hiddenweb_*`` meta into follow-up requests:
        # what the middlewares noted about the parent is not an instruction for the child
        for key in INTERNAL_META:
            meta.pop(key, None)
        parent_meta = response.meta
        if parent_meta.get("hiddenweb_rendered"):  # the rendering middleware's playwright_* keys
            for key in [k for k in meta if k.startswith("playwright")]:
                if key in parent_meta and meta[key] is parent_meta[key] or meta.get(key) == parent_meta.get(key):
                    del meta[key]
        for key in ("hiddenweb_form", ROUTE_META):
            if key in meta and key in parent_meta and meta[key] == parent_meta[key]:
                del meta[key]
        if meta.get(ROUTE_META) is not None:
            return
        route = parent.extended(step_for(request), url=request.url, max_steps=self.max_steps)
        request.meta[ROUTE_META] = Route(url=route.url, steps=route.steps, kind=route.kind).to_dict()

    def _after(self, response: Response, parent: Route, items: int) -> Request | None:
        key = parent.key()
        try:
            if items:
                self.state.add(ROUTES_WITH_RESULTS, [key], wait=False)  # nobody waits for the answer
                return None
            if response.meta.get("hiddenweb_session_attempts") or response.meta.get("hiddenweb_replay_before"):
                return None
            if response.status == 200 and self.state.has(ROUTES_WITH_RESULTS, key):
                self.crawler.stats.inc_value("hiddenweb/sessions/problem/empty-results")
                logger.info("%s had records before and has none now: replaying its route", response.url)
                meta = dict(response.meta)
                meta["hiddenweb_replay_before"] = "empty-results"
                return response.request.replace(meta=meta, dont_filter=True)
        except Exception as exc:  # the state must not break the crawl
            logger.debug("route bookkeeping failed: %s", exc)
        return None

    def process_spider_output(self, response: Response, result: Iterable[Any]) -> Iterable[Any]:
        parent = self._route_of_response(response)
        items = 0
        for x in result:
            if isinstance(x, Request):
                self._child(parent, x, response)
            else:
                items += 1
            yield x
        again = self._after(response, parent, items)
        if again is not None:
            yield again

    async def process_spider_output_async(self, response: Response, result: AsyncIterator[Any]) -> AsyncIterator[Any]:
        parent = self._route_of_response(response)
        items = 0
        async for x in result:
            if isinstance(x, Request):
                self._child(parent, x, response)
            else:
                items += 1
            yield x
        again = self._after(response, parent, items)
        if again is not None:
            yield again


def _is_robots_txt(request: Request) -> bool:
    """The request (or the one it was redirected from) is a robots.txt fetch."""
    asked = (request.meta.get("redirect_urls") or [request.url])[0]
    return urlsplit(asked).path == "/robots.txt"


class SessionDropped(IgnoreRequest):
    """A session could not be rebuilt; the route is dropped."""


class SessionMiddleware:
    """One cookie jar / browser context per site session; rebuild lost sessions.

    Enable with ``DOWNLOADER_MIDDLEWARES = {"hiddenweb.middlewares.sessions.SessionMiddleware": 690}``
    (before ``CookiesMiddleware``, which reads the jar it chooses).
    """

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        s = crawler.settings
        self.stats = crawler.stats
        self.retries = s.getint("HIDDENWEB_SESSION_RETRIES", 2)
        self.credentials = s.getdict("HIDDENWEB_CREDENTIALS") or {}
        self.generation: dict[str, int] = {}
        self.entries: dict[str, set[str]] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SessionMiddleware:
        return cls(crawler)

    def _lock(self, site: str) -> asyncio.Lock:
        if site not in self._locks:
            self._locks[site] = asyncio.Lock()
        return self._locks[site]

    def _session(self, site: str) -> str:
        return f"{site}#{self.generation.get(site, 0)}"

    def _assign(self, request: Request, site: str) -> None:
        meta = request.meta
        session = self._session(site)
        meta["hiddenweb_session"] = session
        if "cookiejar" not in meta or meta.get("hiddenweb_session_jar"):
            meta["cookiejar"] = session
            meta["hiddenweb_session_jar"] = True

    # -- requests ------------------------------------------------------------
    async def process_request(self, request: Request) -> None:
        if request.meta.get("hiddenweb_no_session"):
            return None
        site = site_of(request.url)
        self.entries.setdefault(site, {request.url})
        if not request.meta.get("hiddenweb_replay_step"):
            self._assign(request, site)
        reason = request.meta.get("hiddenweb_replay_before")
        if reason and not request.meta.get("hiddenweb_replayed"):
            request.meta["hiddenweb_replayed"] = True
            route = _safe_route(request.meta)
            async with self._lock(site):
                self._new_session(site, request)
                self._assign(request, site)
                if route is not None:
                    await self._replay(route, site)
                    if route.needs_browser:
                        request.meta[ROUTE_META] = Route(url=route.url, steps=route.steps, kind=route.kind).to_dict()
        return None

    # -- responses -----------------------------------------------------------
    def _problem(self, request: Request, response: Response) -> str | None:
        if request.meta.get("hiddenweb_replay_step"):
            return None
        site = site_of(request.url)
        route = _safe_route(request.meta)
        asked = (request.meta.get("redirect_urls") or [request.url])[0]
        creds = credentials_for(asked, self.credentials)
        session_bound = bool(
            (route is not None and any(s.changes_state for s in route.steps[1:]))
            or request.headers.get(b"Cookie") or creds)
        if not session_bound:
            if not creds and self._asks_login(response):
                self.stats.inc_value("hiddenweb/sessions/login_required")
            return None
        entries = set(self.entries.get(site, ()))
        if route is not None:
            entries.add(route.start_url)
        location = response.headers.get(b"Location")
        location = location.decode("latin-1") if location else None
        if any(asked.split("#")[0] == e for e in entries):
            # the entry page itself: only a login page means trouble
            if 300 <= response.status < 400:
                reason = session_problem(status=response.status, url=response.url, request_url=asked,
                                         location=location)
                return reason if reason == "redirect-to-login" and creds else None
            if creds and isinstance(response, TextResponse) and find_login_form(response.text, response.url):
                return "login-page"
            return None
        html = response.text if isinstance(response, TextResponse) and response.status < 300 else ""
        reason = session_problem(status=response.status, url=response.url, request_url=asked, html=html,
                                 entry_urls=sorted(entries), redirected=bool(request.meta.get("redirect_urls")),
                                 location=location)
        if reason in ("redirect-to-login", "login-page") and not creds:
            self.stats.inc_value("hiddenweb/sessions/login_required")
            return None
        return reason

    @staticmethod
    def _asks_login(response: Response) -> bool:
        if 300 <= response.status < 400:
            location = (response.headers.get(b"Location") or b"").decode("latin-1")
            return session_problem(status=response.status, url=response.url, request_url=response.url,
                                   location=location) == "redirect-to-login"
        return False

    async def process_response(self, request: Request, response: Response) -> Response | Request:
        if request.meta.get("hiddenweb_session_inline"):
            return response  # the recovering call checks it
        if _is_robots_txt(request):
            # never session-bound; and recovering here would deadlock: RobotsTxtMiddleware
            # holds back every request to the site, ours included, until robots.txt is in
            return response
        reason = self._problem(request, response)
        if reason is None:
            return response
        return await self._recover(request, response, reason)

    async def _recover(self, request: Request, response: Response, reason: str) -> Response:
        site = site_of(request.url)
        asked = (request.meta.get("redirect_urls") or [request.url])[0]
        route = _safe_route(request.meta) or Route.start(asked)
        attempts = int(request.meta.get("hiddenweb_session_attempts", 0))
        self.stats.inc_value(f"hiddenweb/sessions/problem/{reason}")
        async with self._lock(site):
            while True:
                if attempts >= self.retries:
                    return self._drop(route, reason, attempts)
                attempts += 1
                logger.info("session lost on %s (%s): rebuilding it by replaying %d step(s), attempt %d of %d",
                            asked, reason, max(len(route.steps) - 1, 0), attempts, self.retries)
                login_page = reason in ("login-page", "redirect-to-login") or (
                    isinstance(response, TextResponse) and find_login_form(response.text, response.url))
                if request.meta.get("hiddenweb_session") == self._session(site) and not login_page:
                    # a fresh jar (and browser context); a login page is answered in the jar that got it
                    self._new_session(site, request)
                if reason == "redirect-to-login":
                    location = (response.headers.get(b"Location") or b"").decode("latin-1")
                    response = await self._download(Request(
                        response.urljoin(location), dont_filter=True, priority=100,
                        meta={"cookiejar": self._session(site), "hiddenweb_session": self._session(site),
                              "hiddenweb_replay_step": True, "hiddenweb_plain_step": True,
                              "hiddenweb_session_inline": True}))
                    login_page = True
                if login_page:
                    login = await self._login(response, site)
                    if login is not None:
                        return self._drop(route, login, attempts)
                await self._replay(route, site)
                meta = dict(request.meta)
                for key in ("redirect_urls", "redirect_times", "redirect_reasons", "redirect_ttl"):
                    meta.pop(key, None)
                meta.update(hiddenweb_session_attempts=attempts, hiddenweb_session_inline=True,
                            hiddenweb_session=self._session(site), cookiejar=self._session(site),
                            hiddenweb_session_jar=True)
                if route.steps:
                    meta[ROUTE_META] = Route(url=route.url, steps=route.steps, kind=route.kind).to_dict()
                retry = self._retry_request(request, route, asked, meta)
                response = await self._download(retry)
                request = response.request or retry
                problem = self._problem(request, response)
                request.meta.pop("hiddenweb_session_inline", None)
                if problem is None:
                    self.stats.inc_value("hiddenweb/sessions/rebuilt")
                    return response
                reason = problem
                self.stats.inc_value(f"hiddenweb/sessions/problem/{reason}")

    @staticmethod
    def _retry_request(request: Request, route: Route, asked: str, meta: dict[str, Any]) -> Request:
        """The request again, as first issued: after a redirect, ``request`` is the
        redirected GET; the route's last step says what was really asked (e.g. a POST)."""
        last = route.steps[-1] if route.steps else None
        if last is not None and last.op == "request" and last.url == asked:
            return request.replace(url=asked, method=last.method, body=last.body.encode("utf-8"),
                                   headers={**request.headers.to_unicode_dict(), **last.headers},
                                   meta=meta, dont_filter=True)
        return request.replace(url=asked, meta=meta, dont_filter=True)

    def _drop(self, route: Route, reason: str, attempts: int) -> Response:
        self.stats.inc_value(f"hiddenweb/routes/dropped/{reason}")
        logger.warning("dropping route to %s: session could not be rebuilt (%s) after %d attempt(s)",
                       route.url, reason, attempts)
        raise SessionDropped(f"session could not be rebuilt ({reason})")

    def _new_session(self, site: str, request: Request) -> None:
        self.generation[site] = self.generation.get(site, 0) + 1
        self.stats.inc_value("hiddenweb/sessions/started")

    async def _download(self, request: Request) -> Response:
        engine = self.crawler.engine
        assert engine is not None
        return await engine.download_async(request)

    async def _replay(self, route: Route, site: str) -> None:
        """Replay the HTTP steps that rebuild server state (all but the last).

        Browser routes are replayed by the rendering middleware when the
        request itself is retried in the new session's browser context.
        """
        if route.needs_browser:
            return
        for step in route.steps[:-1]:
            if step.op not in ("goto", "request"):
                continue
            headers = dict(step.headers)
            req = Request(step.url, method=step.method, body=step.body or None, headers=headers or None,
                          dont_filter=True, priority=100,
                          meta={"cookiejar": self._session(site), "hiddenweb_session": self._session(site),
                                "hiddenweb_replay_step": True, "hiddenweb_plain_step": True,
                                "hiddenweb_session_inline": True, "dont_merge_cookies": False})
            try:
                resp = await self._download(req)
            except Exception as exc:
                logger.info("replaying %s %s failed: %s", step.method, step.url, exc)
                return
            self.stats.inc_value("hiddenweb/sessions/replayed_steps")
            if isinstance(resp, TextResponse) and find_login_form(resp.text, resp.url):
                if await self._login(resp, site) is not None:
                    return

    async def _login(self, response: Response, site: str) -> str | None:
        """Log in on this login page with configured credentials; a failure reason or None."""
        if not isinstance(response, TextResponse):
            return "login-failed"
        form = find_login_form(response.text, response.url)
        if form is None:
            return "login-failed"
        creds = credentials_for(response.url, self.credentials)
        if not creds:
            self.stats.inc_value("hiddenweb/sessions/login_required")
            logger.warning("%s asks for a login and HIDDENWEB_CREDENTIALS has none for %s; not logging in",
                           response.url, site)
            return "login-required"
        logger.info("logging in to %s with the configured credentials", site)
        req = FormRequest(form.action, method=form.method, formdata=form.formdata(creds["username"], creds["password"]),
                          dont_filter=True, priority=100,
                          meta={"cookiejar": self._session(site), "hiddenweb_session": self._session(site),
                                "hiddenweb_replay_step": True, "hiddenweb_plain_step": True,
                                "hiddenweb_session_inline": True})
        try:
            resp = await self._download(req)
        except Exception as exc:
            logger.warning("login to %s failed: %s", site, type(exc).__name__)
            return "login-failed"
        if isinstance(resp, TextResponse) and find_login_form(resp.text, resp.url):
            self.stats.inc_value("hiddenweb/sessions/login_failed")
            logger.warning("login to %s was refused", site)
            return "login-failed"
        self.stats.inc_value("hiddenweb/sessions/logins")
        return None
