"""What every record-backed test site shares: chrome, common pages, traps, gold search.

A subclass sets the database (``records``), the fields a keyword search
looks at (``search_fields``), the visible unique field (``id_field``) and its
own pages (home, search form, results, detail) through :meth:`site_routes`.
"""

from __future__ import annotations

import datetime
import itertools
import re
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import urlsplit

from hiddenweb.demo.site import item_strings
from tests.kit import Request, Response, Route, WebApp, esc

WORD_RE = re.compile(r"[^\W_]+")


def tokens(text: str) -> list[str]:
    """Lowercase alphanumeric words, as the sites' search engines see them."""
    return WORD_RE.findall(str(text).lower())


CSS = """body{font-family:Georgia,serif;margin:0;color:#222}#masthead{background:#234;color:#fff;padding:.5em 1em}
#masthead a{color:#fff}#main-nav ul{list-style:none;display:flex;gap:1em;margin:0;padding:0}
#page{display:flex}#sidebar{width:14em;padding:1em;background:#f4f4f4}#content{flex:1;padding:1em}
.result{margin-bottom:1em}.pagination a,.pagination span{margin-right:.4em}#footer{border-top:1px solid #ccc;padding:1em}
table.results td,table.results th{border:1px solid #ccc;padding:.2em .5em}.muted{color:#777}"""


def month_after(month: str) -> str:
    try:
        d = datetime.date.fromisoformat(month + "-01")
    except ValueError:
        d = datetime.date(2024, 1, 1)
    return f"{d.year + d.month // 12}-{d.month % 12 + 1:02d}"


class RecordSite(WebApp):
    """A loopback site over a list of record dicts (the gold database)."""

    name = "records"
    site_title = "Records"
    tagline = ""
    #: field whose value is unique and shown on result and detail pages
    id_field = "id"
    #: fields a keyword query is matched against (AND over query words)
    search_fields: tuple[str, ...] = ()
    #: name of the keyword input in the search form
    keyword_field = "q"
    #: path prefix of detail pages: f"{detail_prefix}{record['id']}"
    detail_prefix = "/item/"
    page_size = 10
    result_cap: int | None = None

    def __init__(self, records: list[dict]) -> None:
        super().__init__()
        self.records = records
        self.by_id = {r["id"]: r for r in records}
        self._postings: dict[str, set[int]] = {}
        for pos, record in enumerate(records):
            for word in set(itertools.chain.from_iterable(tokens(record[f]) for f in self.search_fields)):
                self._postings.setdefault(word, set()).add(pos)
        self._value_re: re.Pattern | None = None

    # --- gold search -------------------------------------------------------
    def matching(self, query: str) -> list[dict]:
        """Records containing every query word (database order); [] for no words."""
        words = tokens(query)
        if not words:
            return []
        sets = sorted((self._postings.get(w, set()) for w in set(words)), key=len)
        hits = set.intersection(*sets) if sets else set()
        return [self.records[p] for p in sorted(hits)]

    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        """The site's full (uncapped) answer, in the order it shows results."""
        return self.matching(query)

    def expected(self, query: str, **filters: str) -> list[str]:
        """Gold ids the site answers ``query`` with (before any cap or paging)."""
        return [r["id"] for r in self.select(query, filters)]

    def served(self, query: str, **filters: str) -> list[str]:
        """Gold ids reachable through the result pages (the first ``result_cap``, if any)."""
        ids = self.expected(query, **filters)
        return ids[: self.result_cap] if self.result_cap else ids

    def df(self, word: str) -> int:
        return len(self._postings.get(word.lower(), ()))

    def vocabulary(self) -> list[str]:
        """Indexed words, most frequent first (ties alphabetical)."""
        return sorted(self._postings, key=lambda w: (-len(self._postings[w]), w))

    def detail_url(self, record: dict | str) -> str:
        rid = record if isinstance(record, str) else record["id"]
        return self.absolute(f"{self.detail_prefix}{rid}")

    # --- coverage of harvested items ----------------------------------------
    def matched_ids(self, items: Iterable[Any]) -> set[str]:
        """Gold ids found among harvested items (by detail URL or unique visible value)."""
        by_path = {f"{self.detail_prefix}{r['id']}": r["id"] for r in self.records}
        by_value = {str(r[self.id_field]): r["id"] for r in self.records}
        if self._value_re is None:
            alternatives = sorted(map(re.escape, by_value), key=len, reverse=True)
            self._value_re = re.compile("|".join(alternatives) or "(?!)")
        found: set[str] = set()
        for item in items:
            for text in item_strings(item):
                if text.startswith(("http://", "https://", "/")):
                    rid = by_path.get(urlsplit(text).path.rstrip("/"))
                    if rid:
                        found.add(rid)
                        continue
                for m in self._value_re.finditer(text):
                    found.add(by_value[m.group(0)])
        return found

    def coverage(self, items: Iterable[Any]) -> float:
        """Fraction of the gold database present among ``items``."""
        return len(self.matched_ids(items)) / len(self.records) if self.records else 0.0

    # --- routes ------------------------------------------------------------
    def site_routes(self) -> list[Route]:
        """The site's own pages (home, search, results, detail)."""
        return []

    def routes(self) -> list[Route]:
        return self.site_routes() + [
            Route(r"/robots\.txt", "robots", self.robots),
            Route(r"/login", "login", self.login, ("GET", "HEAD", "POST")),
            Route(r"/newsletter", "newsletter", self.newsletter, ("GET", "HEAD", "POST")),
            Route(r"/contact", "contact", self.contact, ("GET", "HEAD", "POST")),
            Route(r"/admin(/.*)?", "admin", self.admin, ("GET", "HEAD", "POST")),
            Route(r"/calendar", "calendar", self.calendar),
            Route(r"/about", "about", self.about),
            Route(r"/static/site\.css", "static", lambda r: Response(CSS.encode(), 200, "text/css")),
            Route(r"/favicon\.ico", "favicon", lambda r: Response(b"", 204, "image/x-icon")),
        ]

    # --- chrome ------------------------------------------------------------
    def nav_links(self) -> list[tuple[str, str]]:
        return [("/", "Home"), (self.search_path, "Search"), ("/about", "About"), ("/contact", "Contact")]

    def sidebar(self) -> str:
        return (
            '<section class="widget"><h3>Events</h3>'
            '<p><a href="/calendar?month=2024-01">Events calendar</a></p></section>'
            '<section class="widget"><h3>Help</h3><ul><li><a href="/about">About this catalogue</a></li>'
            '<li><a href="/contact">Ask a librarian</a></li></ul></section>'
        )

    def page(
        self,
        title: str,
        body: str,
        *,
        sidebar: str | None = None,
        body_class: str = "",
        header_extra: str = "",
        status: int = 200,
        charset: str = "utf-8",
    ) -> Response:
        nav = "".join(f'<li><a href="{href}">{esc(text)}</a></li>' for href, text in self.nav_links())
        side = self.sidebar() if sidebar is None else sidebar
        doc = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="{charset}"><title>{esc(title)} | {esc(self.site_title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/static/site.css"></head>
<body class="{esc(body_class)}">
<header id="masthead"><a class="logo" href="/">{esc(self.site_title)}</a> <span class="tagline">{esc(self.tagline)}</span>
<nav id="main-nav" aria-label="Main"><ul>{nav}</ul></nav>{header_extra}</header>
<div id="page"><aside id="sidebar">{side}</aside>
<main id="content">{body}</main></div>
<footer id="footer"><div class="footer-links"><a href="/about">About</a> · <a href="/contact">Contact</a> ·
<a href="/login">Sign in</a> · <a href="/calendar?month=2024-01">Events</a> · <a href="/about#privacy">Privacy</a></div>
<form id="newsletter-footer" class="newsletter" method="post" action="/newsletter">
<label for="nl-email">Get our newsletter</label> <input type="email" id="nl-email" name="email" placeholder="you@example.com">
<input type="hidden" name="list" value="weekly"><button type="submit">Subscribe</button></form>
<p class="muted">© 2024 {esc(self.site_title)}. All rights reserved.</p></footer>
</body></html>"""
        return Response.html(doc, status, charset)

    def login_form(self) -> str:
        return (
            '<form id="login" class="login" method="post" action="/login">'
            '<h3>Member sign in</h3><label for="user">Username</label> <input type="text" id="user" name="username">'
            '<label for="pw">Password</label> <input type="password" id="pw" name="password">'
            '<input type="checkbox" id="remember" name="remember" value="1"><label for="remember">Remember me</label>'
            '<button type="submit">Sign in</button></form>'
        )

    def home_common(self) -> str:
        """Login box, admin link (never to be fetched) and the calendar trap."""
        return (
            f'<section class="account">{self.login_form()}</section>'
            '<section class="calendar"><h3>What\'s on</h3>'
            '<p><a href="/calendar?month=2024-01">January 2024</a> · <a href="/calendar?month=2024-02">Next month »</a></p>'
            '</section><p class="staff muted">Staff: <a href="/admin/">Administration</a></p>'
        )

    # --- common pages ------------------------------------------------------
    def robots(self, request: Request) -> Response:
        return Response.text("User-agent: *\nDisallow: /admin/\nDisallow: /login\n\nSitemap: /sitemap.xml\n")

    def login(self, request: Request) -> Response:
        msg = '<p class="error">Invalid username or password.</p>' if request.method == "POST" else ""
        return self.page("Sign in", f"<h1>Sign in</h1>{msg}{self.login_form()}")

    def newsletter(self, request: Request) -> Response:
        if request.method == "POST":
            return self.page("Newsletter", "<h1>Thank you</h1><p>Please confirm your subscription by e-mail.</p>")
        return self.page(
            "Newsletter",
            """<h1>Newsletter</h1>
<form id="newsletter" method="post" action="/newsletter"><label for="email">E-mail</label>
<input type="email" id="email" name="email"><label for="freq">Frequency</label>
<select id="freq" name="freq"><option>weekly</option><option>monthly</option></select>
<button type="submit">Subscribe</button></form>""",
        )

    def contact_form(self) -> str:
        return """<form id="contact" method="post" action="/contact">
<label for="c-name">Your name</label> <input type="text" id="c-name" name="name">
<label for="c-email">E-mail</label> <input type="email" id="c-email" name="email">
<label for="c-subject">Subject</label> <input type="text" id="c-subject" name="subject">
<label for="c-msg">Message</label> <textarea id="c-msg" name="message" rows="5"></textarea>
<button type="submit">Send message</button></form>"""

    def contact(self, request: Request) -> Response:
        if request.method == "POST":
            return self.page("Contact", "<h1>Message sent</h1><p>We will get back to you.</p>")
        return self.page("Contact", f"<h1>Contact us</h1>{self.contact_form()}")

    def admin(self, request: Request) -> Response:
        return self.page("Administration", "<h1>Administration</h1><p>Restricted area.</p>", status=403)

    def calendar(self, request: Request) -> Response:
        month = request.arg("month", "2024-01")[:7]
        nxt = month_after(month)
        return self.page(
            f"Events {month}",
            f"""<h1>Events in {esc(month)}</h1>
<table class="calendar"><tr><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th></tr>
<tr><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td></tr></table><p>No events this month.</p>
<p class="pager"><a href="/calendar?month={esc(nxt)}">Next month »</a></p>""",
        )

    def about(self, request: Request) -> Response:
        return self.page(
            "About",
            f"""<h1>About {esc(self.site_title)}</h1>
<p>{esc(self.site_title)} holds {len(self.records):,} records. Use the <a href="{self.search_path}">search page</a>
to find them.</p><h2 id="privacy">Privacy</h2><p>We use cookies to remember your preferences.</p>""",
        )

    def no_such_record(self) -> Response:
        return self.page("Not found", "<h1>Record not found</h1><p>It may have been withdrawn.</p>", status=404)

    def record_from_path(self, request: Request) -> dict | None:
        rid = request.path[len(self.detail_prefix) :].strip("/")
        return self.by_id.get(rid)


def pages_window(current: int, last: int, width: int = 4) -> list[int]:
    """Page numbers shown around ``current`` (1-based)."""
    lo = max(1, current - width)
    hi = min(last, current + width)
    return list(range(lo, hi + 1))


def fmt_int(n: int) -> str:
    return f"{n:,}"
