"""Recognising lost sessions, and logging in only where the user allows it.

Sites that keep a server-side result set or a login in a session answer a
request from an expired (or another worker's) session with a redirect to
their entry or login page, a "session expired" text, an HTTP 401/403/440,
or simply an empty result list. Álvarez (§III.3.1) keeps for each route the
navigation sequence that reached it, so that when the session is gone the
crawler replays the sequence to rebuild it; :func:`session_problem` is the
test that decides when to do so.

Login forms (a password field, Álvarez §III.4.1.1) are filled only with the
credentials configured for that site (``HIDDENWEB_CREDENTIALS``); without
them they are never submitted. Credentials never enter routes or logs.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin, urlsplit

import lxml.html
from lxml import etree

from hiddenweb.routes import site_of

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
_USER_NAMES = re.compile(r"user|login|email|e-mail|mail|account|usuario|benutzer|utilisateur|name|id", re.I)
#: Only this much of a page is inspected.
MAX_INSPECTED_CHARS = 500_000


@dataclass
class LoginForm:
    """A login form: where it posts and the names of its fields."""

    action: str
    method: str
    user_field: str | None
    password_field: str
    hidden: dict[str, str] = field(default_factory=dict)
    submit: tuple[str, str] | None = None

    def formdata(self, username: str, password: str) -> dict[str, str]:
        """Field values to post: hidden inputs, the credentials, the submit control."""
        data = dict(self.hidden)
        if self.user_field:
            data[self.user_field] = username
        data[self.password_field] = password
        if self.submit:
            data[self.submit[0]] = self.submit[1]
        return data


def _parse(html: str | bytes) -> Any | None:
    if isinstance(html, bytes):
        html = html[: MAX_INSPECTED_CHARS * 2].decode("utf-8", "replace")
    html = html[:MAX_INSPECTED_CHARS]
    if not html.strip():
        return None
    try:
        return lxml.html.document_fromstring(html)
    except (etree.ParserError, ValueError):
        return None


def find_login_form(html: str | bytes, url: str) -> LoginForm | None:
    """The page's login form (one with a password field), if any.

    Registration forms (two password fields: password and confirmation)
    are not login forms and are ignored.
    """
    root = _parse(html)
    if root is None:
        return None
    for form in root.xpath("//form"):
        passwords = form.xpath(".//input[@type='password'][@name]")
        if len(passwords) != 1:
            continue
        password = passwords[0]
        user_field = None
        candidates = form.xpath(
            ".//input[@name and (not(@type) or @type='text' or @type='email' or @type='tel')]")
        named = [c for c in candidates if _USER_NAMES.search(c.get("name", "") + " " + c.get("id", ""))]
        # the visible text box nearest before the password field
        preceding = [c for c in candidates if _before(c, password)]
        pick = (named or preceding or candidates or [None])[0]
        if pick is not None:
            user_field = pick.get("name")
        hidden = {i.get("name"): i.get("value", "") for i in form.xpath(".//input[@type='hidden'][@name]")}
        submit = None
        for s in form.xpath(".//input[@type='submit'][@name] | .//button[@name][not(@type) or @type='submit']"):
            submit = (s.get("name"), s.get("value", ""))
            break
        action = urljoin(url, (form.get("action") or "").strip() or url)
        return LoginForm(action=action, method=(form.get("method") or "GET").upper(), user_field=user_field,
                         password_field=password.get("name"), hidden=hidden, submit=submit)
    return None


def _before(a: Any, b: Any) -> bool:
    for el in a.getroottree().iter():
        if el is a:
            return True
        if el is b:
            return False
    return False


def credentials_for(url: str, credentials: Mapping[str, Any] | None) -> dict[str, str] | None:
    """The configured credentials for the site of ``url`` (host, host:port, or a parent domain)."""
    if not credentials:
        return None
    site = site_of(url)
    hostname = site.split(":")[0]
    best: tuple[int, Any] | None = None
    for name, creds in credentials.items():
        name = str(name).lower().lstrip(".")
        if name in (site, hostname) or hostname.endswith("." + name):
            if best is None or len(name) > best[0]:
                best = (len(name), creds)
    if best is None or not isinstance(best[1], Mapping):
        return None
    creds = best[1]
    user = creds.get("username", creds.get("user", creds.get("login", "")))
    password = creds.get("password", creds.get("pass", ""))
    if not password:
        return None
    return {"username": str(user), "password": str(password)}


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
        if asked_path not in ("", "/") and (any(_norm(target) == _norm(e) for e in entry_urls)
                                            or urlsplit(target).path in ("", "/")):
            return "redirect-to-entry"
        return None
    asked = _norm(request_url)
    got = _norm(url)
    moved = redirected or (got != asked)
    if moved and got != asked:
        if any(got == _norm(e) for e in entry_urls) or urlsplit(url).path in ("", "/"):
            if urlsplit(request_url).path not in ("", "/"):
                return "redirect-to-entry"
    root = _parse(html) if html else None
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


def is_login_page(html: str | bytes, url: str) -> bool:
    """A page whose (only) purpose is logging in."""
    return find_login_form(html, url) is not None


def _norm(url: str) -> str:
    parts = urlsplit(url)
    path = parts.path or "/"
    return f"{parts.scheme}://{parts.netloc.lower()}{path}" + (f"?{parts.query}" if parts.query else "")
