"""Login forms and configured credentials: log in only where the user allows it.

Login forms (a password field, Álvarez §III.4.1.1) are filled only with the
credentials configured for that site (``HIDDENWEB_CREDENTIALS``); without
them they are never submitted. Credentials never enter routes or logs.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urljoin

import lxml.html
from lxml import etree

from hiddenweb.sessions.routes import site_of

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


def parse_page(html: str | bytes) -> Any | None:
    """The page's lxml tree (its first :data:`MAX_INSPECTED_CHARS`), None if empty or unparsable."""
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
    root = parse_page(html)
    if root is None:
        return None
    for form in root.xpath("//form"):
        passwords = form.xpath(".//input[@type='password'][@name]")
        if len(passwords) != 1:
            continue
        password = passwords[0]
        user_field = None
        candidates = form.xpath(".//input[@name and (not(@type) or @type='text' or @type='email' or @type='tel')]")
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
        return LoginForm(
            action=action,
            method=(form.get("method") or "GET").upper(),
            user_field=user_field,
            password_field=password.get("name"),
            hidden=hidden,
            submit=submit,
        )
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
        matches = name in (site, hostname) or hostname.endswith("." + name)
        if matches and (best is None or len(name) > best[0]):
            best = (len(name), creds)
    if best is None or not isinstance(best[1], Mapping):
        return None
    creds = best[1]
    user = creds.get("username", creds.get("user", creds.get("login", "")))
    password = creds.get("password", creds.get("pass", ""))
    if not password:
        return None
    return {"username": str(user), "password": str(password)}
