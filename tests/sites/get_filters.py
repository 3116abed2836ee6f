"""Shape 1: a bookshop catalogue with a many-input GET form, list results, numbered pages.

The keyword box (``kw``) sits among a second text box (``isbn``), selects,
checkboxes (one checked by default: dropping it filters out-of-print books),
a hidden ``src`` and a hidden CSRF-like ``csrf`` token that must be echoed
back; without a valid token the results page answers 403 "session expired".
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
import threading
from collections.abc import Mapping

from tests.kit import Request, Response, Route, esc, qs
from tests.sites.base import RecordSite, fmt_int, pages_window
from tests.sites.data import BOOK_SUBJECTS, make_books

SORTS = {"relevance": "Relevance", "title": "Title A–Z", "year_desc": "Newest first", "price_asc": "Price: low to high"}
FORMATS = ["Hardcover", "Paperback", "Ebook"]


class GetFiltersSite(RecordSite):
    name = "get_filters"
    site_title = "Marlowe & Finch Booksellers"
    tagline = "Rare and new books since 1921"
    id_field = "isbn"
    search_fields = ("title", "author", "publisher", "subject", "description")
    keyword_field = "kw"
    detail_prefix = "/book/"
    search_path = "/catalog/search"

    def __init__(self, *, n_records: int = 500, seed: int = 1, page_size: int = 10) -> None:
        super().__init__(make_books(n_records, seed))
        self.page_size = page_size
        self._secret = secrets.token_bytes(16)
        self._issued: set[str] = set()
        self._lock = threading.Lock()

    # --- CSRF tokens ---------------------------------------------------------
    def new_token(self) -> str:
        nonce = secrets.token_hex(8)
        token = nonce + hmac.new(self._secret, nonce.encode(), hashlib.sha256).hexdigest()[:16]
        with self._lock:
            self._issued.add(token)
        return token

    def token_ok(self, token: str) -> bool:
        with self._lock:
            return token in self._issued

    # --- gold ------------------------------------------------------------------
    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        """``filters``: subject, format, in_stock ("1"), avail ("1" = include out of print), isbn, sort."""
        if query.strip():
            found = self.matching(query)
        elif any(filters.get(k) for k in ("subject", "format", "isbn")):
            found = list(self.records)  # browsing by facet
        else:
            found = []
        subject, fmt = filters.get("subject", ""), filters.get("format", "")
        isbn = filters.get("isbn", "").replace("-", "").strip()
        in_stock = filters.get("in_stock") == "1"
        include_oop = filters.get("avail", "1") == "1"
        out = [
            r
            for r in found
            if (not subject or r["subject"] == subject)
            and (not fmt or r["format"] == fmt)
            and (not isbn or r["isbn"].replace("-", "") == isbn)
            and (not in_stock or r["in_stock"])
            and (include_oop or not r["out_of_print"])
        ]
        sort = filters.get("sort", "relevance")
        if sort == "title":
            out.sort(key=lambda r: (r["title"].lower(), r["id"]))
        elif sort == "year_desc":
            out.sort(key=lambda r: (-r["year"], r["id"]))
        elif sort == "price_asc":
            out.sort(key=lambda r: (float(r["price"]), r["id"]))
        return out

    # --- pages -----------------------------------------------------------------
    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/catalog/search", "search", self.search_page),
            Route(r"/catalog/results", "results", self.results),
            Route(r"/book/[^/]+", "detail", self.detail),
            Route(r"/subjects", "browse", self.subjects),
        ]

    def nav_links(self) -> list[tuple[str, str]]:
        return [("/", "Home"), ("/subjects", "Subjects"), ("/about", "About us"), ("/contact", "Contact")]

    def home(self, request: Request) -> Response:
        staff = self.records[:5]
        picks = "".join(
            f'<li><a href="{self.detail_prefix}{r["id"]}">{esc(r["title"])}</a> <span class="muted">by {esc(r["author"])}</span></li>'
            for r in staff
        )
        return self.page(
            "Welcome",
            f"""<h1>Welcome to {esc(self.site_title)}</h1>
<p>Browse our <a href="/subjects">subjects</a> or use the <a href="{self.search_path}" class="adv">Advanced search</a>
to look through {fmt_int(len(self.records))} titles.</p>
<section class="picks"><h2>Staff picks</h2><ul>{picks}</ul></section>
{self.home_common()}""",
            body_class="home",
        )

    def subjects(self, request: Request) -> Response:
        items = "".join(f"<li>{esc(s)}</li>" for s in BOOK_SUBJECTS)
        return self.page(
            "Subjects",
            f"<h1>Subjects</h1><ul class='subjects'>{items}</ul>"
            f"<p>Search within a subject on the <a href='{self.search_path}'>Advanced search</a> page.</p>",
        )

    def search_form(self, token: str, values: Mapping[str, str] | None = None) -> str:
        v = values or {}
        subj = "".join(
            f'<option value="{esc(s)}"{" selected" if v.get("subject") == s else ""}>{esc(s)}</option>'
            for s in BOOK_SUBJECTS
        )
        fmts = "".join(f'<option value="{f}">{f}</option>' for f in FORMATS)
        sorts = "".join(
            f'<option value="{k}"{" selected" if k == "relevance" else ""}>{esc(t)}</option>' for k, t in SORTS.items()
        )
        return f"""<form id="advanced-search" class="search-form" method="get" action="/catalog/results">
<fieldset><legend>Find books</legend>
<div class="row"><label for="kw">Keywords</label>
<input type="text" id="kw" name="kw" size="40" value="{esc(v.get("kw", ""))}" placeholder="title, author or subject words"></div>
<div class="row"><label for="isbn">ISBN</label> <input type="text" id="isbn" name="isbn" size="17" maxlength="17"></div>
<div class="row"><label for="subject">Subject</label>
<select id="subject" name="subject"><option value="">All subjects</option>{subj}</select></div>
<div class="row"><label for="format">Format</label>
<select id="format" name="format"><option value="" selected>Any format</option>{fmts}</select></div>
<div class="row"><label for="sort">Sort by</label> <select id="sort" name="sort">{sorts}</select></div>
<div class="row"><input type="checkbox" id="in_stock" name="in_stock" value="1"><label for="in_stock">Only books in stock</label>
<input type="checkbox" id="avail" name="avail" value="1" checked><label for="avail">Include out-of-print titles</label></div>
<input type="hidden" name="src" value="adv"><input type="hidden" name="csrf" value="{token}">
<button type="submit" name="go" value="Search">Search</button> <button type="reset">Clear</button>
</fieldset></form>"""

    def search_page(self, request: Request) -> Response:
        return self.page(
            "Advanced search",
            f"""<h1>Advanced search</h1>
<p>Fill in one or more fields. Searches look in titles, authors, publishers and descriptions.</p>
{self.search_form(self.new_token())}
<p class="tips muted">Tip: use several words to narrow your search.</p>""",
            body_class="search",
        )

    def results(self, request: Request) -> Response:
        token = request.arg("csrf")
        if not self.token_ok(token):
            return self.page(
                "Session expired",
                f"""<h1>Your session has expired</h1>
<p>For your security, searches must be made from the <a href="{self.search_path}">search page</a>.</p>""",
                status=403,
            )
        kw = request.arg("kw")
        filters = {k: request.arg(k) for k in ("subject", "format", "isbn", "in_stock", "sort")}
        filters["avail"] = "1" if request.arg("avail") == "1" else "0"
        found = self.select(kw, filters)
        try:
            page = max(1, int(request.arg("page", "1")))
        except ValueError:
            page = 1
        total = len(found)
        if not found:
            body = f"""<h1>Search results</h1><div class="no-results"><p>No books match your search
for <strong>{esc(kw)}</strong>.</p><p>Check the spelling or try fewer words.</p></div>{self.search_form(token, {"kw": kw})}"""
            return self.page("No results", body, body_class="results empty")
        last = (total + self.page_size - 1) // self.page_size
        page = min(page, last)
        shown = found[(page - 1) * self.page_size : page * self.page_size]
        first = (page - 1) * self.page_size + 1
        items = "".join(self._card(r) for r in shown)
        params = [
            (k, request.arg(k))
            for k in ("kw", "isbn", "subject", "format", "sort", "in_stock", "avail", "src", "csrf")
            if request.has(k)
        ]
        links = []
        if page > 1:
            links.append(
                f'<a class="prev" href="/catalog/results?{qs(params + [("page", str(page - 1))])}">‹ Previous</a>'
            )
        for n in pages_window(page, last):
            if n == page:
                links.append(f'<span class="current">{n}</span>')
            else:
                links.append(f'<a href="/catalog/results?{qs(params + [("page", str(n))])}">{n}</a>')
        if page < last:
            links.append(f'<a class="next" href="/catalog/results?{qs(params + [("page", str(page + 1))])}">Next ›</a>')
        refine = "".join(
            f'<li><a href="/catalog/results?{qs([("kw", kw), ("subject", s), ("avail", "1"), ("csrf", token)])}">{esc(s)}</a></li>'
            for s in BOOK_SUBJECTS
        )
        sidebar = (
            f'<section class="widget refine"><h3>Refine by subject</h3><ul>{refine}</ul></section>' + self.sidebar()
        )
        body = f"""<h1>Search results</h1>
<p class="summary">Results {first}–{first + len(shown) - 1} of {fmt_int(total)} for <strong>{esc(kw)}</strong></p>
<ol class="results" start="{first}">{items}</ol>
<nav class="pagination" aria-label="Result pages">{"".join(links)}</nav>"""
        return self.page(f"Results for {kw}", body, sidebar=sidebar, body_class="results")

    def _card(self, r: dict) -> str:
        stock = "In stock" if r["in_stock"] else "Available to order"
        oop = ' <span class="badge">Out of print</span>' if r["out_of_print"] else ""
        return f"""<li class="result book">
<h3 class="title"><a href="{self.detail_prefix}{r["id"]}">{esc(r["title"])}</a>{oop}</h3>
<div class="meta"><span class="author">{esc(r["author"])}</span> · <span class="publisher">{esc(r["publisher"])}</span>,
<span class="year">{r["year"]}</span> · <span class="format">{r["format"]}</span></div>
<div class="isbn">ISBN {r["isbn"]}</div><div class="price">£{r["price"]}</div>
<div class="stock muted">{stock}</div></li>"""

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        rows = "".join(
            f"<tr><th>{esc(k.replace('_', ' ').title())}</th><td>{esc(r[k])}</td></tr>"
            for k in ("author", "publisher", "year", "format", "isbn", "subject", "price")
        )
        return self.page(
            r["title"],
            f"""<article class="book-detail"><h1>{esc(r["title"])}</h1>
<table class="details">{rows}</table><p class="description">{esc(r["description"])}</p>
<p><a href="{self.search_path}">New search</a></p></article>""",
        )
