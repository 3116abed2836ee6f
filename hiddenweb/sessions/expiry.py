"""Recognising lost sessions: when to rebuild one by replaying its route.

Sites that keep a server-side result set or a login in a session answer a
request from an expired (or another worker's) session with a redirect to
their entry or login page, a "session expired" text, an HTTP 401/403/440,
or simply an empty result list. Álvarez (§III.3.1) keeps for each route the
navigation sequence that reached it, so that when the session is gone the
crawler replays the sequence to rebuild it; :func:`session_problem` is the
test that decides when to do so, and :func:`judge_response` applies it to
one response as the session middleware sees it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from hiddenweb.sessions.login import find_login_form, parse_page
from hiddenweb.sessions.routes import site_of

#: HTTP statuses that mean "not in a valid session" (440: IIS "login time-out").
SESSION_STATUSES = frozenset({401, 403, 419, 440})

_EXPIRED = re.compile(
    r"session\W+(\w+\W+){0,3}(expired|timed?\W?out|has ended|is no longer valid|invalid)"
    r"|(expired|invalid|lost)\W+(\w+\W+){0,2}session"
    r"|(please|kindly)\W+(log|sign)\W*in\W+again|your\W+(\w+\W+)?session\W+(has\W+)?(expired|ended)"
    r"|sesi[oó]n\W+(\w+\W+){0,3}(caducad|expirad|finalizad|ha\W+expirado|ha\W+caducado)"
    r"|(caducad|expirad)\w*\W+(\w+\W+){0,2}sesi[oó]n"
    r"|sitzung\W+(\w+\W+){0,3}(abgelaufen|beendet)|session\W+(\w+\W+){0,2}(a\W+)?expir[ée]"
    r"|sessione\W+(\w+\W+){0,2}scadut",
    re.I,
)
_LOGIN_WORDS = re.compile(r"log\s*-?\s*in|sign\s*-?\s*in|iniciar\s+sesi|acceso|anmelden|connexion|accedi|login", re.I)


def session_problem(
    *,
    status: int,
    url: str,
    request_url: str,
    html: str | bytes = "",
    entry_urls: tuple[str, ...] | list[str] = (),
    redirected: bool = False,
    previous_results: int = -1,
    results: int = -1,
    location: str | None = None,
) -> str | None:
    """Why this response looks like a lost session, or None.

    * ``status-<n>``: 401, 403, 419 or 440;
    * ``login-page``: we asked for something else and got a page with a login
      form (usually after a redirect);
    * ``redirect-to-entry``: we were redirected to one of the site's entry
      pages (the route's start URL, the site root) instead of what we asked;
    * ``expired-text``: the page says the session expired (English, Spanish,
      German, French, Italian);
    * ``empty-results``: the route had ``previous_results`` > 0 records and
      now has none;
    * ``redirect-to-login`` / ``redirect-to-entry``: a 3xx response whose
      ``location`` is a login page or an entry page (checked before the
      redirect is followed: a crawler's duplicate filter would drop it).
    """
    if status in SESSION_STATUSES:
        return f"status-{status}"
    if 300 <= status < 400:
        if not location:
            return None
        target = urljoin(url, location)
        if site_of(target) != site_of(request_url):
            return None
        if _LOGIN_WORDS.search(urlsplit(target).path) and not _LOGIN_WORDS.search(urlsplit(request_url).path):
            return "redirect-to-login"
        asked_path = urlsplit(request_url).path
        if asked_path not in ("", "/") and (
            any(_norm(target) == _norm(e) for e in entry_urls) or urlsplit(target).path in ("", "/")
        ):
            return "redirect-to-entry"
        return None
    asked = _norm(request_url)
    got = _norm(url)
    moved = redirected or (got != asked)
    at_entry = any(got == _norm(e) for e in entry_urls) or urlsplit(url).path in ("", "/")
    if moved and got != asked and at_entry and urlsplit(request_url).path not in ("", "/"):
        return "redirect-to-entry"
    root = parse_page(html) if html else None
    if root is not None:
        asked_login = _LOGIN_WORDS.search(urlsplit(request_url).path or "")
        if not asked_login and root.xpath("//form[.//input[@type='password']]") and moved:
            return "login-page"
        body = root.find("body")
        text = (body if body is not None else root).text_content()[:20000]
        # a short page dominated by the message, not an article mentioning sessions
        if _EXPIRED.search(text) and len(text.split()) < 400:
            return "expired-text"
    if previous_results > 0 and results == 0:
        return "empty-results"
    return None


def _norm(url: str) -> str:
    parts = urlsplit(url)
    path = parts.path or "/"
    return f"{parts.scheme}://{parts.netloc.lower()}{path}" + (f"?{parts.query}" if parts.query else "")


@dataclass(frozen=True)
class Exchange:
    """One request and its response, as the session test sees them."""

    #: The URL first asked for (before any redirect).
    asked: str
    status: int
    #: Where the response came from.
    url: str
    #: The ``Location`` of a redirect.
    location: str | None = None
    #: The text of a text response (any status), else "".
    text: str = ""
    #: The response is the end of followed redirects.
    redirected: bool = False


@dataclass(frozen=True)
class SessionVerdict:
    """What one response says about its session."""

    #: Why the session looks lost (a :func:`session_problem` reason), None if it looks fine.
    problem: str | None = None
    #: The site asks for a login and no credentials are configured for it.
    login_required: bool = False


def judge_response(
    exchange: Exchange, *, session_bound: bool, credentials: bool, entries: Iterable[str]
) -> SessionVerdict:
    """Whether this response means the session must be rebuilt.

    Only a *session-bound* request (its route changed server state, it sent
    cookies, or the site has credentials) can have lost its session. The
    site's entry pages (``entries``) are judged apart: there only a login
    page (with credentials to answer it) is a problem. A login asked for
    without configured credentials is never a problem to fix, but reported
    (``login_required``).
    """
    if not session_bound:
        return SessionVerdict(login_required=not credentials and _redirects_to_login(exchange))
    entry_list = sorted(set(entries))
    if any(exchange.asked.split("#")[0] == e for e in entry_list):
        return SessionVerdict(_entry_problem(exchange, credentials))
    html = exchange.text if exchange.status < 300 else ""
    reason = session_problem(
        status=exchange.status,
        url=exchange.url,
        request_url=exchange.asked,
        html=html,
        entry_urls=entry_list,
        redirected=exchange.redirected,
        location=exchange.location,
    )
    if reason in ("redirect-to-login", "login-page") and not credentials:
        return SessionVerdict(login_required=True)
    return SessionVerdict(reason)


def _redirects_to_login(exchange: Exchange) -> bool:
    if not 300 <= exchange.status < 400:
        return False
    return (
        session_problem(
            status=exchange.status, url=exchange.url, request_url=exchange.url, location=exchange.location or ""
        )
        == "redirect-to-login"
    )


def _entry_problem(exchange: Exchange, credentials: bool) -> str | None:
    """The entry page itself: only a login page (that we can answer) means trouble."""
    if 300 <= exchange.status < 400:
        reason = session_problem(
            status=exchange.status, url=exchange.url, request_url=exchange.asked, location=exchange.location
        )
        return reason if reason == "redirect-to-login" and credentials else None
    if credentials and exchange.text and find_login_form(exchange.text, exchange.url):
        return "login-page"
    return None
