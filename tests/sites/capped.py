"""Shape 3: a shop that reports the full total but serves at most ``result_cap`` results.

"About 412 results" is printed, yet pages stop after ``result_cap`` records
(5 pages of 10 by default); asking for a page beyond the cap shows a "refine
your search" page without records.  Results come in relevance order (name
matches first), so the capped sample is not a random one, as on real sites.
"""

from __future__ import annotations

from collections.abc import Mapping

from tests.kit import Request, Response, Route, esc, qs
from tests.sites.base import RecordSite, fmt_int, tokens
from tests.sites.data import DEPARTMENTS, make_products


class CappedSite(RecordSite):
    name = "capped"
    site_title = "Hollybrook Home & Garden"
    tagline = "Free delivery over £40"
    id_field = "sku"
    search_fields = ("name", "brand", "department", "colour")
    keyword_field = "q"
    detail_prefix = "/product/"
    search_path = "/search"

    def __init__(self, *, n_records: int = 800, seed: int = 3, page_size: int = 10, result_cap: int = 50) -> None:
        super().__init__(make_products(n_records, seed))
        self.page_size = page_size
        self.result_cap = result_cap

    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        """``filters``: dept.  Order: more query words in the name first, then rating, then id."""
        dept = filters.get("dept", "")
        words = set(tokens(query))
        found = [r for r in self.matching(query) if not dept or r["department"] == dept]
        found.sort(key=lambda r: (-len(words & set(tokens(r["name"]))), -r["rating"], r["id"]))
        return found

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/search", "results", self.results),
            Route(r"/product/[^/]+", "detail", self.detail),
        ]

    def header_search(self, q: str = "", dept: str = "") -> str:
        opts = "".join(
            f'<option value="{esc(d)}"{" selected" if d == dept else ""}>{esc(d)}</option>' for d in DEPARTMENTS
        )
        return f"""<form id="site-search" role="search" method="get" action="/search">
<select name="dept" aria-label="Department"><option value="">All departments</option>{opts}</select>
<input type="search" name="q" value="{esc(q)}" aria-label="Search products" placeholder="Search products">
<button type="submit">Go</button></form>"""

    def home(self, request: Request) -> Response:
        depts = "".join(f'<li><a href="/search?{qs({"q": "", "dept": d})}">{esc(d)}</a></li>' for d in DEPARTMENTS)
        return self.page(
            "Home",
            f"""<h1>Spring sale now on</h1><p>Search our range of {fmt_int(len(self.records))} products.</p>
{self.header_search()}<section><h2>Departments</h2><ul>{depts}</ul></section>{self.home_common()}""",
            body_class="home",
        )

    def results(self, request: Request) -> Response:
        q, dept = request.arg("q"), request.arg("dept")
        if not q.strip():
            return self.page(
                "Search",
                f"<h1>Search our shop</h1><p>Type what you are looking for.</p>{self.header_search('', dept)}",
                body_class="search",
            )
        found = self.select(q, {"dept": dept})
        if not found:
            return self.page(
                "No results",
                f"""<h1>Nothing found for “{esc(q)}”</h1>
<p>Try another word or browse a department.</p>{self.header_search(q, dept)}""",
                body_class="results empty",
            )
        try:
            page = max(1, int(request.arg("page", "1")))
        except ValueError:
            page = 1
        cap = self.result_cap or len(found)
        start = (page - 1) * self.page_size
        base = [("q", q)] + ([("dept", dept)] if dept else [])
        if start >= min(cap, len(found)):
            return self.page(
                "Refine your search",
                f"""<h1>About {fmt_int(len(found))} results for “{esc(q)}”</h1>
<p class="notice">Only the first {cap} results can be displayed. Please refine your search.</p>
{self.header_search(q, dept)}""",
                body_class="results capped",
            )
        shown = found[start : min(start + self.page_size, cap)]
        cards = "".join(
            f"""<div class="product-card"><a class="name" href="{self.detail_prefix}{r["id"]}">{esc(r["name"])}</a>
<span class="price">£{r["price"]}</span><span class="rating">{r["rating"]} ★</span>
<span class="sku muted">{r["sku"]}</span></div>"""
            for r in shown
        )
        nav = []
        if page > 1:
            nav.append(f'<a rel="prev" href="/search?{qs(base + [("page", str(page - 1))])}">‹ Prev</a>')
        if start + self.page_size < min(cap, len(found)):
            nav.append(f'<a rel="next" class="next" href="/search?{qs(base + [("page", str(page + 1))])}">Next ›</a>')
        notice = f'<p class="notice">Only the first {cap} results can be displayed.</p>' if len(found) > cap else ""
        body = f"""<h1>About {fmt_int(len(found))} results for “{esc(q)}”</h1>{notice}
<div class="grid products">{cards}</div><nav class="pager">{" ".join(nav)}</nav>"""
        return self.page(f"{q} – search", body, body_class="results", header_extra=self.header_search(q, dept))

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(
            r["name"],
            f"""<div class="product"><h1>{esc(r["name"])}</h1><p class="price">£{r["price"]}</p>
<ul><li>Brand: {esc(r["brand"])}</li><li>Department: {esc(r["department"])}</li><li>Colour: {r["colour"]}</li>
<li>SKU: {r["sku"]}</li><li>Rating: {r["rating"]}</li></ul>
<form method="post" action="/basket"><input type="hidden" name="sku" value="{r["sku"]}"><button>Add to basket</button></form></div>""",
        )
