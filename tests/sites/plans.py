"""Shape 8: a library catalogue with page-size controls, an empty-query listing and a subject select.

What the harvest's plan queries (``hiddenweb.harvest.plans``) meet on real
sites, each switched on by an argument, so one class gives the good sites and
the bad ones:

``per_page``       ``"select"``: a "Results per page" select in the search form;
                   ``"links"``: "Results per page: 10 | 25 | 50 | 100" links on
                   result pages only; ``None``: one page size
``sizes``          the sizes offered (10, 25, 50, 100)
``max_per_page``   larger sizes get ``over_max`` (``"error"``: an error page,
                   HTTP 200 and no records; ``"clamp"``: served at the maximum)
``bad_size``       every size but the default is answered wrongly:
                   ``"error"`` (an error page), ``"fewer"`` (5 records),
                   ``"different"`` (the database's last records, whatever the query)
``empty``          the empty query: ``"list"`` (every record, ``listing_cap`` of
                   them reachable), ``"error"`` (HTTP 500), ``"prompt"`` ("Please
                   enter a search term" and the form), ``"repeat"`` (a listing
                   whose every page shows the first page's records), ``"none"``
                   (the no-results page)
``result_cap``     results reachable for a keyword query (None: all)

The search form (``/search``) has ``q``, a ``subject`` select with facet counts
("History (229)") and perhaps ``per_page``; results are ``/results``, detail
pages ``/book/<id>``.
"""

from __future__ import annotations

from collections.abc import Mapping

from tests.kit import Request, Response, Route, esc, qs
from tests.sites.base import RecordSite, fmt_int
from tests.sites.data import BOOK_SUBJECTS, make_books

_ARGS = ("q", "subject", "per_page")


class PlansSite(RecordSite):
    name = "plans"
    site_title = "Rookwood Public Library"
    tagline = "The catalogue online"
    id_field = "isbn"
    search_fields = ("title", "author", "subject", "description")
    keyword_field = "q"
    detail_prefix = "/book/"
    search_path = "/search"

    def __init__(
        self,
        *,
        n_records: int = 1000,
        seed: int = 11,
        page_size: int = 10,
        per_page: str | None = "select",
        sizes: tuple[int, ...] = (10, 25, 50, 100),
        max_per_page: int = 200,
        over_max: str = "error",
        bad_size: str | None = None,
        empty: str = "list",
        listing_cap: int | None = None,
        result_cap: int | None = 50,
    ) -> None:
        super().__init__(make_books(n_records, seed))
        self.page_size, self.per_page, self.sizes = page_size, per_page, sizes
        self.max_per_page, self.over_max, self.bad_size = max_per_page, over_max, bad_size
        self.empty, self.listing_cap, self.result_cap = empty, listing_cap, result_cap

    # --- gold ------------------------------------------------------------------
    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        """``filters``: subject. The empty query lists every record (``empty="list"``)."""
        found = self.matching(query) if query.strip() else list(self.records) if self.empty == "list" else []
        subject = filters.get("subject", "")
        return [r for r in found if not subject or r["subject"] == subject]

    def cap_of(self, query: str) -> int | None:
        """Results reachable for ``query``."""
        return self.listing_cap if not query.strip() else self.result_cap

    def served(self, query: str, **filters: str) -> list[str]:
        ids = self.expected(query, **filters)
        cap = self.cap_of(query)
        return ids[:cap] if cap else ids

    # --- pages -----------------------------------------------------------------
    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/search", "search", self.search_page),
            Route(r"/results", "results", self.results),
            Route(r"/book/[^/]+", "detail", self.detail),
        ]

    def home(self, request: Request) -> Response:
        body = f"""<h1>Welcome to the library</h1><p>{fmt_int(len(self.records))} books in the catalogue.
<a href="{self.search_path}">Search the catalogue</a>.</p>{self.home_common()}"""
        return self.page("Home", body)

    def search_form(self, values: Mapping[str, str] | None = None) -> str:
        v = values or {}
        counts: dict[str, int] = {}
        for r in self.records:
            counts[r["subject"]] = counts.get(r["subject"], 0) + 1
        subjects = "".join(
            f'<option value="{esc(s)}"{" selected" if v.get("subject") == s else ""}>{esc(s)} ({counts.get(s, 0)})</option>'
            for s in sorted(BOOK_SUBJECTS)
        )
        per_page = ""
        if self.per_page == "select":
            options = "".join(
                f'<option value="{n}"{" selected" if n == self.page_size else ""}>{n}</option>' for n in self.sizes
            )
            per_page = f'<label for="pp">Results per page</label> <select id="pp" name="per_page">{options}</select>'
        return f"""<form id="catalogue-search" method="get" action="/results">
<label for="q">Title, author or subject</label> <input type="text" id="q" name="q" value="{esc(v.get("q", ""))}">
<label for="subject">Subject</label> <select id="subject" name="subject"><option value="">All subjects</option>{subjects}</select>
{per_page}<button type="submit">Search</button></form>"""

    def search_page(self, request: Request) -> Response:
        return self.page("Search", f"<h1>Search the catalogue</h1>{self.search_form()}")

    def _size(self, request: Request) -> int | None:
        """The page size served; None for an error page."""
        if self.per_page is None or not request.has("per_page"):
            return self.page_size
        try:
            size = int(request.arg("per_page"))
        except ValueError:
            return None
        if size == self.page_size:
            return size
        if self.bad_size == "error" or size < 1 or (size > self.max_per_page and self.over_max == "error"):
            return None
        return min(size, self.max_per_page)

    def results(self, request: Request) -> Response:
        q = request.arg("q")
        params = {k: request.arg(k) for k in _ARGS if request.arg(k)}
        if not q.strip() and self.empty == "error":
            return self.page("Server error", "<h1>Internal server error</h1>", status=500)
        if not q.strip() and self.empty == "prompt":
            body = f"<h1>Search</h1><p class='notice'>Please enter a search term.</p>{self.search_form(params)}"
            return self.page("Search", body)
        size = self._size(request)
        if size is None:
            body = f"<h1>Error</h1><p class='error'>Invalid parameter: per_page.</p>{self.search_form(params)}"
            return self.page("Error", body)
        found = self.select(q, params) if q.strip() or self.empty in ("list", "repeat") else []
        if not q.strip() and self.empty == "repeat":
            found = list(self.records)
        if not found:
            body = f"<h1>No results</h1><p>Nothing matches your search.</p>{self.search_form(params)}"
            return self.page("No results", body)
        try:
            page = max(1, int(request.arg("page", "1")))
        except ValueError:
            page = 1
        cap = self.cap_of(q)
        reachable = min(len(found), cap) if cap else len(found)
        start = (page - 1) * size if not (self.empty == "repeat" and not q.strip()) else 0
        shown = found[start : min(start + size, reachable)]
        if size != self.page_size and self.bad_size == "fewer":
            shown = shown[:5]
        elif size != self.page_size and self.bad_size == "different":
            shown = self.records[::-1][start : start + size]  # the query is lost: the database's last records
        items = "".join(
            f"""<li class="result"><a href="{self.detail_prefix}{r["id"]}">{esc(r["title"])}</a>
<span class="author">{esc(r["author"])}</span> · <span class="subject">{esc(r["subject"])}</span> · ISBN {r["isbn"]}</li>"""
            for r in shown
        )
        nav = ""
        if page * size < reachable:
            nav = f'<a rel="next" href="/results?{qs({**params, "page": str(page + 1)})}">Next ›</a>'
        body = f"""<h1>Search results</h1><p class="count">Showing {start + 1}–{start + len(shown)} of
{fmt_int(len(found))} results</p><ol class="results">{items}</ol><nav class="pager">{nav}</nav>{self._size_links(params, size)}"""
        return self.page("Results", body)

    def _size_links(self, params: Mapping[str, str], size: int) -> str:
        if self.per_page != "links":
            return ""
        links = " | ".join(
            f"<b>{n}</b>" if n == size else f'<a href="/results?{qs({**params, "per_page": str(n)})}">{n}</a>'
            for n in self.sizes
        )
        return f'<p class="display">Results per page: {links}</p>'

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(
            r["title"],
            f"""<h1>{esc(r["title"])}</h1><p>{esc(r["author"])}, {r["year"]}</p><p>Subject: {esc(r["subject"])}</p>
<p>ISBN {r["isbn"]}</p><p>{esc(r["description"])}</p>""",
        )
