"""Shape 6: sites where harvesting must give up cleanly.

* :class:`NoFormSite`: the "search" page holds only login, newsletter and contact forms.
* :class:`ErrorSite`: the form is fine, every results page answers HTTP 500.
* :class:`HangingSite`: the form is fine, results sleep ``hang_seconds`` (longer
  than the short download timeout tests set); the sleep ends when the site stops.
* :class:`WrongTypeSite`: the search URL serves a PDF; ``/api/search?q=`` serves JSON.
"""

from __future__ import annotations

from typing import Any

from tests.kit import Request, Response, Route, esc
from tests.sites.base import RecordSite
from tests.sites.data import make_books

PDF = b"""%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >> endobj
4 0 obj << /Length 44 >> stream
BT /F1 18 Tf 72 720 Td (Search help) Tj ET
endstream endobj
trailer << /Root 1 0 R >>
%%EOF
"""


class _SmallBookSite(RecordSite):
    id_field = "isbn"
    search_fields = ("title", "author", "subject")
    keyword_field = "q"
    detail_prefix = "/book/"
    search_path = "/search"

    def __init__(self, *, n_records: int = 40, seed: int = 11) -> None:
        super().__init__(make_books(n_records, seed))

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/search", "search", self.search_page),
            Route(r"/results", "results", self.results),
        ]

    def home(self, request: Request) -> Response:
        return self.page(
            "Home",
            f"""<h1>{esc(self.site_title)}</h1>
<p><a href="{self.search_path}">Search the collection</a></p>{self.home_common()}""",
            body_class="home",
        )

    def search_form(self) -> str:
        return """<form id="search" method="get" action="/results"><label for="q">Keywords</label>
<input type="text" id="q" name="q"><select name="sort"><option value="date">Newest</option>
<option value="title">Title</option></select><button type="submit">Search</button></form>"""

    def search_page(self, request: Request) -> Response:
        return self.page("Search", f"<h1>Search</h1>{self.search_form()}", body_class="search")

    def results(self, request: Request) -> Response:
        raise NotImplementedError


class NoFormSite(_SmallBookSite):
    name = "no_form"
    site_title = "Members' Library"

    def search_page(self, request: Request) -> Response:
        return self.page(
            "Search",
            f"""<h1>Search</h1>
<p>The catalogue search is available to members only. Please sign in.</p>{self.login_form()}
<h2>Stay informed</h2><form id="nl" method="post" action="/newsletter"><label for="e">E-mail</label>
<input type="email" id="e" name="email"><button type="submit">Subscribe</button></form>
<h2>Questions?</h2>{self.contact_form()}""",
            body_class="search",
        )

    def results(self, request: Request) -> Response:
        return Response.redirect("/login")


class ErrorSite(_SmallBookSite):
    name = "error"
    site_title = "Unstable Archive"

    def results(self, request: Request) -> Response:
        return Response.html(
            "<html><head><title>500 Internal Server Error</title></head><body>"
            "<h1>Internal Server Error</h1><p>The server encountered an internal error.</p>"
            "</body></html>",
            500,
        )


class HangingSite(_SmallBookSite):
    name = "hanging"
    site_title = "Slow Archive"

    def __init__(self, *, hang_seconds: float = 20.0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.hang_seconds = hang_seconds

    def results(self, request: Request) -> Response:
        self.stopping.wait(self.hang_seconds)
        return self.page("Results", "<h1>Results</h1><p>Sorry, that took a while.</p>")


class WrongTypeSite(_SmallBookSite):
    name = "wrong_type"
    site_title = "Document Store"

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(
                r"/search",
                "search",
                lambda r: Response(
                    PDF, 200, "application/pdf", [("Content-Disposition", 'inline; filename="search.pdf"')]
                ),
            ),
            Route(r"/api/search", "api", self.api),
        ]

    def home(self, request: Request) -> Response:
        return self.page(
            "Home",
            f"""<h1>{esc(self.site_title)}</h1><p><a href="/search">Search</a> ·
<a href="/api/search?q=history">API</a></p>{self.home_common()}""",
            body_class="home",
        )

    def api(self, request: Request) -> Response:
        found = self.matching(request.arg("q"))
        return Response.json(
            {
                "query": request.arg("q"),
                "total": len(found),
                "results": [{"id": r["id"], "title": r["title"], "isbn": r["isbn"]} for r in found],
            }
        )
