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
  (:func:`hiddenweb.sessions.judge_response`), and rebuilds it: a fresh jar,
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

from hiddenweb import meta as M
from hiddenweb.config import SessionConfig
from hiddenweb.sessions import redact
from hiddenweb.sessions.expiry import Exchange, judge_response
from hiddenweb.sessions.login import credentials_for, find_login_form
from hiddenweb.sessions.routes import Route, RouteError, Step, route_of, site_of

if TYPE_CHECKING:
    from scrapy.crawler import Crawler

logger = logging.getLogger(__name__)

#: Crawl-state set of route keys whose page had records.
ROUTES_WITH_RESULTS = "hiddenweb:routes-with-results"
ROUTE_META = M.ROUTE
#: ``meta`` keys the middlewares set on a request for themselves (never inherited by follow-ups).
INTERNAL_META = (
    M.RENDERED,
    M.PAGE_OPTIONS,
    M.ROUTES,
    M.PLAIN_MEASURE,
    M.RENDER_REASON,
    M.RENDER_ATTEMPTS,
    M.FORM_FAILED,
    M.SESSION,
    M.SESSION_JAR,
    M.SESSION_ATTEMPTS,
    M.SESSION_INLINE,
    M.REPLAY_BEFORE,
    M.REPLAYED,
    M.REPLAY_STEP,
    M.PLAIN_STEP,
    M.ROUTE_RESOLVED,
    M.ROUTE_KEY,
    M.ROUTE_URL,
)
#: Redirect bookkeeping of a request, dropped when it is sent again as first issued.
_REDIRECT_META = ("redirect_urls", "redirect_times", "redirect_reasons", "redirect_ttl")


def step_for(request: Request) -> Step:
    """The navigation step a request stands for."""
    if request.method == "GET" and not request.body:
        return Step("goto", url=request.url)
    ctype = (request.headers.get(b"Content-Type") or b"").decode("latin-1")
    return Step(
        "request",
        url=request.url,
        method=request.method,
        body=request.body.decode(request.encoding or "utf-8", "replace"),
        headers={"Content-Type": ctype} if ctype else {},
    )


def _safe_route(meta: dict[str, Any]) -> Route | None:
    try:
        return route_of(meta.get(M.ROUTE))
    except RouteError as exc:
        logger.warning("ignoring a malformed route: %s", exc)
        return None


def _bare(route: Route) -> dict[str, Any]:
    """The route without its session snapshot and result count, as requests carry it."""
    return Route(url=route.url, steps=route.steps, kind=route.kind).to_dict()


def _asked(request: Request) -> str:
    """The URL first asked for (before redirects)."""
    return str((request.meta.get("redirect_urls") or [request.url])[0])


class RouteSpiderMiddleware:
    """Attach routes to the requests a spider yields; replay routes that lost their records."""

    def __init__(self, crawler: Crawler) -> None:
        self.crawler = crawler
        self.max_steps = SessionConfig.from_settings(crawler.settings).route_max_steps
        self._state: Any = None
        self._warned = False

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RouteSpiderMiddleware:
        """The middleware for this crawler."""
        return cls(crawler)

    @property
    def state(self) -> Any:
        """The crawl state (which routes had records), shared with other workers."""
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
        if parent_meta.get(M.RENDERED):  # the rendering middleware's playwright_* keys
            for key in [k for k in meta if k.startswith("playwright")]:
                if (key in parent_meta and meta[key] is parent_meta[key]) or meta.get(key) == parent_meta.get(key):
                    del meta[key]
        for key in (M.FORM, M.ROUTE):
            if key in meta and key in parent_meta and meta[key] == parent_meta[key]:
                del meta[key]
        if meta.get(M.ROUTE) is not None:
            return
        meta[M.ROUTE] = _bare(parent.extended(step_for(request), url=request.url, max_steps=self.max_steps))

    def _after(self, response: Response, parent: Route, items: int) -> Request | None:
        key = parent.key()
        try:
            if items:
                self.state.add(ROUTES_WITH_RESULTS, [key], wait=False)  # nobody waits for the answer
                return None
            if response.meta.get(M.SESSION_ATTEMPTS) or response.meta.get(M.REPLAY_BEFORE):
                return None
            if response.status == 200 and response.request is not None and self.state.has(ROUTES_WITH_RESULTS, key):
                self.crawler.stats.inc_value("hiddenweb/sessions/problem/empty-results")
                logger.info("%s had records before and has none now: replaying its route", response.url)
                meta = dict(response.meta)
                meta[M.REPLAY_BEFORE] = "empty-results"
                return response.request.replace(meta=meta, dont_filter=True)
        except Exception as exc:  # noqa: BLE001 - any state backend failure: only this replay hint is lost; counted, WARNING once with the URL
            self.crawler.stats.inc_value("hiddenweb/errors/route_bookkeeping")
            if not self._warned:
                self._warned = True
                logger.warning("route bookkeeping failed on %s: %r", response.url, exc)
        return None

    def process_spider_output(self, response: Response, result: Iterable[Any]) -> Iterable[Any]:
        """Give the spider's requests routes; after the page, maybe replay its route (empty results)."""
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
        """:meth:`process_spider_output` for asynchronous callbacks."""
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
    return urlsplit(_asked(request)).path == "/robots.txt"


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
        config = SessionConfig.from_settings(s)
        self.retries = config.session_retries
        self.credentials = dict(config.credentials)
        if self.credentials:  # never in a log line, whatever logs it
            redact.install(
                str(value)
                for creds in self.credentials.values()
                if isinstance(creds, dict)
                for key, value in creds.items()
                if key != "username"
            )
        self.generation: dict[str, int] = {}
        self.entries: dict[str, set[str]] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SessionMiddleware:
        """The middleware for this crawler."""
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
        meta[M.SESSION] = session
        if "cookiejar" not in meta or meta.get(M.SESSION_JAR):
            meta["cookiejar"] = session
            meta[M.SESSION_JAR] = True

    def _inline_meta(self, site: str) -> dict[str, Any]:
        """Meta of a request made while rebuilding a session: plain, in the new jar, checked by the caller."""
        return {
            "cookiejar": self._session(site),
            M.SESSION: self._session(site),
            M.REPLAY_STEP: True,
            M.PLAIN_STEP: True,
            M.SESSION_INLINE: True,
        }

    # -- requests ------------------------------------------------------------
    async def process_request(self, request: Request) -> None:
        """Put the request in its site's current session; rebuild the session first if asked to."""
        if request.meta.get(M.NO_SESSION):
            return None
        site = site_of(request.url)
        self.entries.setdefault(site, {request.url})
        if not request.meta.get(M.REPLAY_STEP):
            self._assign(request, site)
        if request.meta.get(M.REPLAY_BEFORE) and not request.meta.get(M.REPLAYED):
            request.meta[M.REPLAYED] = True
            route = _safe_route(request.meta)
            async with self._lock(site):
                self._new_session(site, request)
                self._assign(request, site)
                if route is not None:
                    await self._replay(route, site)
                    if route.needs_browser:
                        request.meta[M.ROUTE] = _bare(route)
        return None

    # -- responses -----------------------------------------------------------
    def _problem(self, request: Request, response: Response) -> str | None:
        """Why this response looks like a lost session (counting a login nobody configured), or None."""
        if request.meta.get(M.REPLAY_STEP):
            return None
        route = _safe_route(request.meta)
        asked = _asked(request)
        creds = credentials_for(asked, self.credentials) is not None
        bound = bool(
            (route is not None and any(s.changes_state for s in route.steps[1:]))
            or request.headers.get(b"Cookie")
            or creds
        )
        entries = set(self.entries.get(site_of(request.url), ()))
        if route is not None:
            entries.add(route.start_url)
        location = response.headers.get(b"Location")
        exchange = Exchange(
            asked=asked,
            status=response.status,
            url=response.url,
            location=location.decode("latin-1") if location else None,
            text=response.text if bound and isinstance(response, TextResponse) else "",
            redirected=bool(request.meta.get("redirect_urls")),
        )
        verdict = judge_response(exchange, session_bound=bound, credentials=creds, entries=entries)
        if verdict.login_required:
            self.stats.inc_value("hiddenweb/sessions/login_required")
        return verdict.problem

    async def process_response(self, request: Request, response: Response) -> Response | Request:
        """The response, or — its session lost — the response after the session was rebuilt."""
        if request.meta.get(M.SESSION_INLINE):
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
        """Rebuild the session and fetch the request again, at most ``HIDDENWEB_SESSION_RETRIES`` times."""
        site = site_of(request.url)
        asked = _asked(request)
        route = _safe_route(request.meta) or Route.start(asked)
        attempts = int(request.meta.get(M.SESSION_ATTEMPTS, 0))
        self.stats.inc_value(f"hiddenweb/sessions/problem/{reason}")
        async with self._lock(site):
            while True:
                if attempts >= self.retries:
                    return self._drop(route, reason, attempts)
                attempts += 1
                logger.info(
                    "session lost on %s (%s): rebuilding it by replaying %d step(s), attempt %d of %d",
                    asked,
                    reason,
                    max(len(route.steps) - 1, 0),
                    attempts,
                    self.retries,
                )
                failed = await self._rebuild(request, response, reason, site)
                if failed is not None:
                    return self._drop(route, failed, attempts)
                await self._replay(route, site)
                retry = self._retry_request(request, route, asked, self._retry_meta(request, route, site, attempts))
                response = await self._download(retry)
                request = response.request or retry
                problem = self._problem(request, response)
                request.meta.pop(M.SESSION_INLINE, None)
                if problem is None:
                    self.stats.inc_value("hiddenweb/sessions/rebuilt")
                    return response
                reason = problem
                self.stats.inc_value(f"hiddenweb/sessions/problem/{reason}")

    async def _rebuild(self, request: Request, response: Response, reason: str, site: str) -> str | None:
        """A fresh session (jar and browser context), logged in if the site asks; a failure reason or None."""
        login_page = reason in ("login-page", "redirect-to-login") or bool(
            isinstance(response, TextResponse) and find_login_form(response.text, response.url)
        )
        if request.meta.get(M.SESSION) == self._session(site) and not login_page:
            # a fresh jar (and browser context); a login page is answered in the jar that got it
            self._new_session(site, request)
        if reason == "redirect-to-login":
            location = (response.headers.get(b"Location") or b"").decode("latin-1")
            response = await self._download(
                Request(response.urljoin(location), dont_filter=True, priority=100, meta=self._inline_meta(site))
            )
            login_page = True
        if login_page:
            return await self._login(response, site)
        return None

    def _retry_meta(self, request: Request, route: Route, site: str, attempts: int) -> dict[str, Any]:
        meta = dict(request.meta)
        for key in _REDIRECT_META:
            meta.pop(key, None)
        meta.update(
            {
                M.SESSION_ATTEMPTS: attempts,
                M.SESSION_INLINE: True,
                M.SESSION: self._session(site),
                "cookiejar": self._session(site),
                M.SESSION_JAR: True,
            }
        )
        if route.steps:
            meta[M.ROUTE] = _bare(route)
        return meta

    @staticmethod
    def _retry_request(request: Request, route: Route, asked: str, meta: dict[str, Any]) -> Request:
        """The request again, as first issued: after a redirect, ``request`` is the
        redirected GET; the route's last step says what was really asked (e.g. a POST).

        A route that ends in a request step (a POST) is retried from that step even when the
        lost page is another URL: the GET its redirect led to, handed to the browser on the way,
        reads a server state (a session's result set) that only the POST builds again."""
        last = route.steps[-1] if route.steps else None
        if last is not None and last.op == "request":
            headers: dict[Any, Any] = {**dict(request.headers.to_unicode_dict()), **last.headers}
            return request.replace(
                url=last.url,
                method=last.method,
                body=last.body.encode("utf-8"),
                headers=headers,
                meta=meta,
                dont_filter=True,
            )
        return request.replace(url=asked, meta=meta, dont_filter=True)

    def _drop(self, route: Route, reason: str, attempts: int) -> Response:
        self.stats.inc_value(f"hiddenweb/routes/dropped/{reason}")
        logger.warning(
            "dropping route to %s: session could not be rebuilt (%s) after %d attempt(s)", route.url, reason, attempts
        )
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
            headers: dict[str, str] = dict(step.headers)
            req = Request(
                step.url,
                method=step.method,
                body=step.body or None,
                headers=headers or None,
                dont_filter=True,
                priority=100,
                meta={**self._inline_meta(site), "dont_merge_cookies": False},
            )
            try:
                resp = await self._download(req)
            except Exception as exc:  # noqa: BLE001 - any download failure: the request is retried without it; counted, WARNING with the URL
                self.stats.inc_value("hiddenweb/errors/session_replay")
                logger.warning("replaying %s %s to rebuild the session failed: %r", step.method, step.url, exc)
                return
            self.stats.inc_value("hiddenweb/sessions/replayed_steps")
            if (
                isinstance(resp, TextResponse)
                and find_login_form(resp.text, resp.url)
                and await self._login(resp, site) is not None
            ):
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
            logger.warning(
                "%s asks for a login and HIDDENWEB_CREDENTIALS has none for %s; not logging in", response.url, site
            )
            return "login-required"
        logger.info("logging in to %s with the configured credentials", site)
        # A GET login puts the password in its URL: no page after it may name that URL as its Referer.
        meta = {**self._inline_meta(site), "referrer_policy": "no-referrer"}
        req = FormRequest(
            form.action,
            method=form.method,
            formdata=form.formdata(creds["username"], creds["password"]),
            dont_filter=True,
            priority=100,
            meta=meta,
        )
        try:
            resp = await self._download(req)
        except Exception as exc:  # noqa: BLE001 - any download failure is a failed login: counted as hiddenweb/errors/login, WARNING with the URL
            self.stats.inc_value("hiddenweb/errors/login")
            logger.warning("login to %s at %s failed: %s", site, form.action, type(exc).__name__)
            return "login-failed"
        if isinstance(resp, TextResponse) and find_login_form(resp.text, resp.url):
            self.stats.inc_value("hiddenweb/sessions/login_failed")
            logger.warning("login to %s was refused", site)
            return "login-failed"
        self.stats.inc_value("hiddenweb/sessions/logins")
        return None
