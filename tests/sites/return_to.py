"""Shape: an admin-like list view whose detail links carry the listing's state.

Like Flask-Admin's list view with ``can_view_details``, every record's detail link
(``/catalogue/view/?id=<id>&…``) carries, besides the record's id, a "return to the
list" URL (the listing's query, page and sort, URL-encoded), the page number, the sort
order and direction, a session id (constant per query), an opaque listing token (one
per result page) and a constant ``table=``. The same book reached by two queries or
on two pages has two different links: keyed by its link as written, every record
recurs 2–4 times. Results are a ``<table>`` of 10 rows with numbered pages.
"""

from __future__ import annotations

import hashlib
from urllib.parse import parse_qs, urlsplit

from tests.kit import Request, Response, Route, esc, qs
from tests.sites.base import RecordSite, fmt_int, pages_window
from tests.sites.data import make_books


class ReturnToSite(RecordSite):
    name = "return_to"
    site_title = "Stacks Admin"
    tagline = "Catalogue administration"
    id_field = "isbn"
    search_fields = ("title", "author", "subject", "description")
    keyword_field = "search"
    detail_prefix = "/catalogue/view/"
    search_path = "/catalogue/"

    def __init__(self, *, n_records: int = 300, seed: int = 5, page_size: int = 10) -> None:
        super().__init__(make_books(n_records, seed))
        self.page_size = page_size

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/catalogue/", "results", self.results),
            Route(r"/catalogue/view/", "detail", self.detail),
        ]

    @staticmethod
    def record_id(url: str) -> str | None:
        """The id a detail link selects (the truth the crawler must key records by)."""
        return (parse_qs(urlsplit(url).query).get("id") or [None])[0]

    def search_form(self, value: str = "") -> str:
        return f"""<form id="search-form" class="search-form" method="get" action="/catalogue/">
<label for="search">Search</label> <input type="search" id="search" name="search" value="{esc(value)}">
<button type="submit">Search</button></form>"""

    def home(self, request: Request) -> Response:
        return self.page(
            "Catalogue",
            f"<h1>Catalogue</h1><p>{fmt_int(len(self.records))} books.</p>{self.search_form()}{self.home_common()}",
            body_class="home",
        )

    @staticmethod
    def _token(*parts: object) -> str:
        return hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()[:10]

    def results(self, request: Request) -> Response:
        term, sort = request.arg("search"), request.arg("sort", "title")
        if not term.strip():
            return self.page("Catalogue", f"<h1>Catalogue</h1><p>Type a search.</p>{self.search_form()}")
        found = sorted(self.matching(term), key=lambda r: (str(r.get(sort, r["title"])).lower(), r["id"]))
        if not found:
            return self.page("No results", f"<h1>No books match “{esc(term)}”</h1>{self.search_form(term)}")
        try:
            page = max(1, int(request.arg("page", "1")))
        except ValueError:
            page = 1
        last = (len(found) + self.page_size - 1) // self.page_size
        page = min(page, last)
        sid = self._token("session", term)
        listing = [("search", term), ("page", str(page)), ("sort", sort)]
        state = [
            ("url", f"/catalogue/?{qs(listing)}"),
            ("page", str(page)),
            ("sort", sort),
            ("dir", "asc"),
            ("sid", sid),
            ("ctx", self._token("listing", term, page)),
            ("table", "books"),
        ]
        rows = "".join(
            f"""<tr><td><a href="{self.detail_prefix}?{qs([("id", r["id"])] + state)}">{esc(r["title"])}</a></td>
<td>{esc(r["author"])}</td><td>{r["year"]}</td><td>{r["isbn"]}</td></tr>"""
            for r in found[(page - 1) * self.page_size : page * self.page_size]
        )
        pager = []
        for n in pages_window(page, last):
            href = f"/catalogue/?{qs([('search', term), ('page', str(n)), ('sort', sort), ('sid', sid)])}"
            pager.append(f'<span class="current">{n}</span>' if n == page else f'<a href="{href}">{n}</a>')
        if page < last:
            href = f"/catalogue/?{qs([('search', term), ('page', str(page + 1)), ('sort', sort), ('sid', sid)])}"
            pager.append(f'<a rel="next" href="{href}">Next »</a>')
        body = f"""<h1>Books</h1>{self.search_form(term)}<p class="count">{fmt_int(len(found))} books</p>
<table class="model-list"><thead><tr><th>Title</th><th>Author</th><th>Year</th><th>ISBN</th></tr></thead>
<tbody>{rows}</tbody></table><nav class="pagination">{" ".join(pager)}</nav>"""
        return self.page(f"Books – {term}", body, body_class="results")

    def detail(self, request: Request) -> Response:
        r = self.by_id.get(request.arg("id"))
        if r is None:
            return self.no_such_record()
        back = request.arg("url", "/catalogue/")
        return self.page(
            r["title"],
            f"""<h1>{esc(r["title"])}</h1><dl><dt>Author</dt><dd>{esc(r["author"])}</dd>
<dt>Year</dt><dd>{r["year"]}</dd><dt>ISBN</dt><dd>{r["isbn"]}</dd></dl><p><a href="{esc(back)}">Back to the list</a></p>""",
        )
