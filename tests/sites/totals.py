"""Two sites whose reported totals the regular expressions cannot be trusted with.

``AdminListSite``: an admin application's list view (the layout of Flask-Admin's): the total sits
only in the list tab, "List (445)", away from any noun; the records' rows are full of numbers
(ids, years, "3 items" in stock); the pager shows numbered page links. The regular expressions read
a record's "3 items" as the total; the site's real totals must be learnt from where they sit.

``EditionsSite``: a library catalogue that says "Results 1 – 10 of 57" where 57 counts the
*editions* of the matching works (two or three each) while the list shows the works: every
stated total disagrees with what full pagination lists. ``stated(query)`` is what it says.
"""

from __future__ import annotations

import random

from tests.kit import Request, Response, Route, esc, qs
from tests.sites.base import RecordSite, fmt_int, pages_window
from tests.sites.data import make_books, make_products


class AdminListSite(RecordSite):
    name = "admin_list"
    site_title = "Stockroom Admin"
    tagline = "Inventory"
    id_field = "sku"
    search_fields = ("name", "brand")
    keyword_field = "search"
    detail_prefix = "/inventory/product/edit/"
    search_path = "/inventory/product/"

    def __init__(self, *, n_records: int = 400, seed: int = 11, page_size: int = 20) -> None:
        records = make_products(n_records, seed)
        rng = random.Random(seed)
        for number, record in enumerate(records, 1):
            record["number"] = number
            record["year"] = rng.randint(1998, 2024)
            record["stock"] = rng.randint(1, 40)
        super().__init__(records)
        self.page_size = page_size

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/inventory/product/", "results", self.list_view),
            Route(r"/inventory/product/edit/[^/]+", "detail", self.detail),
        ]

    def home(self, request: Request) -> Response:
        return self.page(
            "Home",
            f'<h1>{esc(self.site_title)}</h1><p><a href="{self.search_path}">Products</a></p>{self.home_common()}',
            body_class="home",
        )

    def list_view(self, request: Request) -> Response:
        """Every product for an empty search, else the matching ones; pages are numbered from 0."""
        q = request.arg("search")
        found = self.matching(q) if q.strip() else list(self.records)
        try:
            page = max(0, int(request.arg("page", "0")))
        except ValueError:
            page = 0
        count = f" ({len(found)})" if found else ""
        tabs = f"""<ul class="nav nav-tabs actions-nav">
<li class="nav-item"><a class="nav-link active" href="javascript:void(0)">List{count}</a></li></ul>"""
        search = f"""<form method="GET" action="{self.search_path}" class="search-form" role="search">
<input type="search" name="search" value="{esc(q)}" placeholder="Search: Name, Brand">
<button type="submit">Search</button></form>"""
        if not found:
            body = f'{tabs}{search}<div class="text-center">There are no items in the table.</div>'
            return self.page("Product - List", body, body_class="admin list")
        shown = found[page * self.page_size : (page + 1) * self.page_size]
        rows = "".join(
            f"""<tr><td class="list-checkbox-column"><input type="checkbox" name="rowid" value="{r["number"]}"></td>
<td class="col-id">{r["number"]}</td><td class="col-name"><a href="{self.detail_prefix}{r["id"]}?url=%2Finventory%2Fproduct%2F">{esc(r["name"])}</a></td>
<td class="col-sku">{r["sku"]}</td><td class="col-year">{r["year"]}</td><td class="col-stock">{r["stock"]} items</td>
<td class="col-price">{r["price"]}</td></tr>"""
            for r in shown
        )
        table = f"""<table class="table table-striped table-bordered model-list"><thead><tr><th></th><th>Id</th>
<th>Name</th><th>SKU</th><th>Year</th><th>Stock</th><th>Price</th></tr></thead><tbody>{rows}</tbody></table>"""
        body = f"<h1>Product</h1>{tabs}{search}{table}{self.pager(q, page, -(-len(found) // self.page_size))}"
        return self.page("Product - List", body, body_class="admin list")

    def pager(self, q: str, page: int, pages: int) -> str:
        """Flask-Admin's pager: « < numbered pages > », the current page a link to nowhere."""
        if pages <= 1:
            return ""

        def href(p: int) -> str:
            return f"{self.search_path}?{qs([('page', str(p)), ('search', q)])}"

        items = [f'<li class="page-item"><a class="page-link" href="{href(0)}">&laquo;</a></li>']
        if page > 0:
            items.append(f'<li class="page-item"><a class="page-link" href="{href(page - 1)}">&lt;</a></li>')
        for p in pages_window(page + 1, pages, 3):
            if p - 1 == page:
                items.append(
                    f'<li class="page-item active"><a class="page-link" href="javascript:void(0)">{p}</a></li>'
                )
            else:
                items.append(f'<li class="page-item"><a class="page-link" href="{href(p - 1)}">{p}</a></li>')
        if page + 1 < pages:
            items.append(f'<li class="page-item"><a class="page-link" href="{href(page + 1)}">&gt;</a></li>')
        items.append(f'<li class="page-item"><a class="page-link" href="{href(pages - 1)}">&raquo;</a></li>')
        return f'<ul class="pagination">{"".join(items)}</ul>'

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(r["name"], f"<h1>{esc(r['name'])}</h1><p>SKU {r['sku']}, {r['stock']} items in stock</p>")


class EditionsSite(RecordSite):
    name = "editions"
    site_title = "Hartwell Public Library"
    tagline = "Catalogue"
    id_field = "isbn"
    search_fields = ("title", "author", "publisher", "subject")
    keyword_field = "q"
    detail_prefix = "/work/"
    search_path = "/catalogue"

    def __init__(self, *, n_records: int = 400, seed: int = 12, page_size: int = 10) -> None:
        records = make_books(n_records, seed)
        rng = random.Random(seed)
        for record in records:
            record["editions"] = rng.choice((2, 2, 3))
        super().__init__(records)
        self.page_size = page_size

    def stated(self, query: str) -> int:
        """The total the site states for ``query``: its matching works' editions."""
        return sum(r["editions"] for r in self.matching(query))

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/catalogue", "search", self.search_page),
            Route(r"/catalogue/results", "results", self.results),
            Route(r"/work/[^/]+", "detail", self.detail),
        ]

    def form(self, q: str = "") -> str:
        return f"""<form id="catalogue-search" method="get" action="/catalogue/results" role="search">
<label for="q">Title, author or subject</label> <input type="text" id="q" name="q" value="{esc(q)}">
<button type="submit">Search</button></form>"""

    def home(self, request: Request) -> Response:
        return self.page(
            "Home",
            f'<h1>{esc(self.site_title)}</h1><p><a href="/catalogue">Search the catalogue</a></p>{self.home_common()}',
            body_class="home",
        )

    def search_page(self, request: Request) -> Response:
        return self.page("Catalogue", f"<h1>Catalogue</h1>{self.form()}", body_class="search")

    def results(self, request: Request) -> Response:
        q = request.arg("q")
        found = self.matching(q)
        if not found:
            body = f"<h1>Search results</h1><p>No results found for “{esc(q)}”.</p>{self.form(q)}"
            return self.page("No results", body, body_class="results empty")
        try:
            page = max(1, int(request.arg("page", "1")))
        except ValueError:
            page = 1
        start = (page - 1) * self.page_size
        shown = found[start : start + self.page_size]
        items = "".join(
            f"""<li class="work"><a href="{self.detail_prefix}{r["id"]}">{esc(r["title"])}</a>
<span class="author">{esc(r["author"])}</span> · <span class="year">{r["year"]}</span> ·
<span class="editions">{r["editions"]} editions</span> · ISBN {r["isbn"]}</li>"""
            for r in shown
        )
        nav = []
        if start + self.page_size < len(found):
            nav.append(f'<a rel="next" href="/catalogue/results?{qs([("q", q), ("page", str(page + 1))])}">Next »</a>')
        summary = (
            f'<p class="summary">Results {start + 1} – {start + len(shown)} of {fmt_int(self.stated(q))}'
            f" for “{esc(q)}”</p>"
        )
        body = f'<h1>Search results</h1>{summary}<ol class="works">{items}</ol><nav class="pager">{"".join(nav)}</nav>'
        return self.page(f"{q} – catalogue", body, body_class="results", header_extra=self.form(q))

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(r["title"], f"<h1>{esc(r['title'])}</h1><p>{esc(r['author'])}, {r['year']}</p>")
