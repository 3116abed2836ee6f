"""Shape 5: a small herbarium catalogue with rare (Latin) words.

About 60 records; most dictionary words match nothing and get a friendly
"Sorry, no results for 'x'" page with status 200, as real sites do.
"""

from __future__ import annotations

from tests.kit import Request, Response, Route, esc
from tests.sites.base import RecordSite
from tests.sites.data import make_specimens


class SparseSite(RecordSite):
    name = "sparse"
    site_title = "Wistman Herbarium"
    tagline = "Specimen catalogue"
    id_field = "accession"
    search_fields = ("taxon", "locality", "collector")
    keyword_field = "q"
    detail_prefix = "/specimen/"
    search_path = "/catalogue"

    def __init__(self, *, n_records: int = 60, seed: int = 5) -> None:
        super().__init__(make_specimens(n_records, seed))
        self.page_size = 25

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/catalogue", "search", self.catalogue),
            Route(r"/catalogue/search", "results", self.results),
            Route(r"/specimen/[^/]+", "detail", self.detail),
        ]

    def form(self, q: str = "") -> str:
        return f"""<form id="specimen-search" method="get" action="/catalogue/search">
<label for="q">Taxon, locality or collector</label> <input type="text" id="q" name="q" value="{esc(q)}">
<button type="submit">Search the catalogue</button></form>"""

    def home(self, request: Request) -> Response:
        return self.page(
            "Home",
            f"""<h1>{esc(self.site_title)}</h1>
<p>The herbarium holds pressed specimens collected since 1820. <a href="/catalogue">Search the catalogue</a>.</p>
{self.home_common()}""",
            body_class="home",
        )

    def catalogue(self, request: Request) -> Response:
        return self.page("Catalogue", f"<h1>Specimen catalogue</h1>{self.form()}", body_class="search")

    def results(self, request: Request) -> Response:
        q = request.arg("q")
        found = self.select(q, {})
        if not found:
            return self.page(
                "No results",
                f"""<h1>Search results</h1>
<div class="message"><p>Sorry, no results for '{esc(q)}'.</p><p>Most of our records use Latin names.</p></div>
{self.form(q)}""",
                body_class="results empty",
            )
        rows = "".join(
            f"""<li class="specimen"><a href="{self.detail_prefix}{r["id"]}"><i>{esc(r["taxon"])}</i></a>
— {esc(r["locality"])}, coll. {esc(r["collector"])} {r["year"]} <span class="acc">{r["accession"]}</span></li>"""
            for r in found[: self.page_size]
        )
        return self.page(
            f"Results: {q}",
            f"""<h1>Search results</h1><p>{len(found)} specimens for '{esc(q)}'</p>
<ul class="specimens">{rows}</ul>""",
            body_class="results",
        )

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(
            r["taxon"],
            f"""<h1><i>{esc(r["taxon"])}</i></h1><p>Accession {r["accession"]}</p>
<p>Collected at {esc(r["locality"])} by {esc(r["collector"])} in {r["year"]}.</p>""",
        )
