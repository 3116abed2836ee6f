"""Issue 16: sites whose only search is structured (no "all words" box).

``CarSite``   a used-car catalogue searchable only by a *required* make select,
              model and year selects and a price range (min/max text boxes);
              labels sit in table cells beside the fields (no ``<label for>``),
              field names are cryptic (``mk``, ``md``, ``yr``, ``pmin``,
              ``pmax``). At most ``result_cap`` cars are shown per query (the
              total found is reported), ``page_size`` a page; the empty form is
              refused ("Please choose a make"). ``ignore``: filters the site
              ignores (a broken filter: its records do not match the value queried).
``DependentCarSite``  the same catalogue, whose model select is empty in the
              HTML: a script fills it from ``/models?mk=…`` (JSON) when a make
              is chosen, as such forms do (issue 16: dependent selects).
``BookFieldsSite``  a book search with author, title and ISBN boxes and no
              free-text box; at least one must be filled; author and title match
              when every word matches (AND), the ISBN exactly.

Both answer on a results table with a header row (``<th>``), detail pages by id.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping

from tests.kit import Request, Response, Route, esc, qs
from tests.sites.base import RecordSite, fmt_int, tokens
from tests.sites.data import make_books

MAKES = {
    "Audi": ("A3", "A4", "Q5"),
    "BMW": ("118i", "320d", "X3"),
    "Citroen": ("C3", "C4", "Berlingo"),
    "Dacia": ("Sandero", "Duster"),
    "Fiat": ("Panda", "Punto", "Tipo"),
    "Ford": ("Fiesta", "Focus", "Kuga", "Mondeo"),
    "Honda": ("Jazz", "Civic"),
    "Kia": ("Picanto", "Ceed", "Sportage"),
}
YEARS = tuple(range(2012, 2024))


def make_cars(n: int = 400, seed: int = 16) -> list[dict]:
    """Cars: id (stock number), make, model, year, price, mileage; makes of uneven popularity."""
    rng = random.Random(seed)
    makes = list(MAKES)
    weights = [3, 2, 1, 1, 2, 4, 1, 2]
    cars = []
    for i in range(n):
        make = rng.choices(makes, weights)[0]
        year = rng.choice(YEARS)
        price = max(1500, int(rng.gauss(9000 + 1100 * (year - 2012), 3500)) // 50 * 50)
        cars.append(
            {
                "id": f"C{i + 1:05d}",
                "make": make,
                "model": rng.choice(MAKES[make]),
                "year": year,
                "price": price,
                "mileage": rng.randint(5, 180) * 1000,
            }
        )
    return cars


def page_number(request: Request) -> int:
    """The result page asked for (1 when missing or bad)."""
    try:
        return max(1, int(request.arg("page", "1")))
    except ValueError:
        return 1


class StructuredSite(RecordSite):
    """What both sites share: the benchmark's unit of budget."""

    def result_pages(self) -> int:
        """Result pages of the whole database at the site's page size (the benchmark's unit of budget)."""
        return -(-len(self.records) // self.page_size)


class CarSite(StructuredSite):
    name = "cars"
    site_title = "Northway Motors"
    tagline = "Used cars you can trust"
    id_field = "id"
    detail_prefix = "/car/"
    search_path = "/find-a-car"
    #: The form's filters, as the results page reads them.
    filters: tuple[str, ...] = ("mk", "md", "yr", "pmin", "pmax")
    #: The results table's columns: (header, record field).
    columns: tuple[tuple[str, str], ...] = (("Make", "make"), ("Model", "model"))

    def __init__(
        self,
        *,
        n_records: int = 400,
        seed: int = 16,
        page_size: int = 10,
        result_cap: int | None = 50,
        ignore: tuple[str, ...] = (),
    ) -> None:
        super().__init__(make_cars(n_records, seed))
        self.page_size, self.result_cap, self.ignore = page_size, result_cap, ignore

    # --- gold ------------------------------------------------------------------
    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        """``filters``: mk, md, yr, pmin, pmax (empty: any); those in ``ignore`` are ignored (a broken filter)."""
        filters = {k: v for k, v in filters.items() if k not in self.ignore}
        if not filters.get("mk"):
            return []
        out = []
        for r in self.records:
            if r["make"] != filters["mk"] or (filters.get("md") and r["model"] != filters["md"]):
                continue
            if filters.get("yr") and str(r["year"]) != filters["yr"]:
                continue
            try:
                if filters.get("pmin") and r["price"] < float(filters["pmin"]):
                    continue
                if filters.get("pmax") and r["price"] > float(filters["pmax"]):
                    continue
            except ValueError:
                return []
            out.append(r)
        return out

    # --- pages -----------------------------------------------------------------
    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/find-a-car", "search", self.search_page),
            Route(r"/cars", "results", self.results),
            Route(r"/car/[^/]+", "detail", self.detail),
        ]

    def home(self, request: Request) -> Response:
        body = f"""<h1>Northway Motors</h1><p>{fmt_int(len(self.records))} cars in stock.
<a href="{self.search_path}">Find a car</a>.</p>{self.home_common()}"""
        return self.page("Home", body)

    def search_form(self) -> str:
        makes = "".join(f'<option value="{esc(m)}">{esc(m)}</option>' for m in MAKES)
        models = "".join(f'<option value="{esc(m)}">{esc(m)}</option>' for ms in MAKES.values() for m in ms)
        years = "".join(f'<option value="{y}">{y}</option>' for y in YEARS)
        return f"""<form id="finder" method="get" action="/cars"><table class="finder">
<tr><td class="lbl">Make</td><td><select name="mk" required><option value="">— choose —</option>{makes}</select></td></tr>
<tr><td class="lbl">Model</td><td><select name="md"><option value="">Any model</option>{models}</select></td></tr>
<tr><td class="lbl">Year</td><td><select name="yr"><option value="">Any year</option>{years}</select></td></tr>
<tr><td class="lbl">Price from</td><td><input type="text" name="pmin" size="6"> to <input type="text" name="pmax" size="6"> €</td></tr>
<tr><td></td><td><input type="submit" value="Find cars"></td></tr></table></form>"""

    def search_page(self, request: Request) -> Response:
        return self.page("Find a car", f"<h1>Find a car</h1>{self.search_form()}")

    def results(self, request: Request) -> Response:
        params = {k: request.arg(k) for k in self.filters if request.arg(k)}
        if not params.get("mk"):
            body = f"<h1>Find a car</h1><p class='notice'>Please choose a make.</p>{self.search_form()}"
            return self.page("Find a car", body)
        found = self.select("", params)
        if not found:
            body = f"<h1>No cars found</h1><p>No cars match your criteria.</p>{self.search_form()}"
            return self.page("No cars found", body)
        page = page_number(request)
        reachable = min(len(found), self.result_cap) if self.result_cap else len(found)
        start = (page - 1) * self.page_size
        shown = found[start : min(start + self.page_size, reachable)]
        rows = "".join(
            f"""<tr><td><a href="{self.detail_prefix}{r["id"]}">{r["id"]}</a></td>{"".join(f"<td>{esc(r[k])}</td>" for _, k in self.columns)}
<td>{r["year"]}</td><td>€{fmt_int(r["price"])}</td><td>{fmt_int(r["mileage"])} km</td></tr>"""
            for r in shown
        )
        names = "".join(f"<th>{name}</th>" for name, _ in self.columns)
        nav = ""
        if page * self.page_size < reachable:
            nav = f'<a rel="next" href="/cars?{qs({**params, "page": str(page + 1)})}">Next ›</a>'
        body = f"""<h1>Cars found</h1><p class="count">{fmt_int(len(found))} cars found</p>
<table class="results"><tr><th>Stock no.</th>{names}<th>Year</th><th>Price</th><th>Mileage</th></tr>
{rows}</table><nav class="pager">{nav}</nav>"""
        return self.page("Cars found", body)

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(
            r["id"], f"<h1>{esc(r['make'])} {esc(r['model'])} ({r['year']})</h1><p>€{fmt_int(r['price'])}</p>"
        )


_MODELS_JS = """<script>
(function () {
  var make = document.querySelector('#finder select[name="mk"]');
  var model = document.querySelector('#finder select[name="md"]');
  make.addEventListener("change", function () {
    model.length = 1;
    if (!make.value) return;
    fetch("/models?mk=" + encodeURIComponent(make.value))
      .then(function (r) { return r.json(); })
      .then(function (names) { names.forEach(function (n) { model.add(new Option(n, n)); }); });
  });
})();
</script>"""


class DependentCarSite(CarSite):
    """The car catalogue whose model select a script fills once a make is chosen (from a JSON endpoint)."""

    name = "cars-dependent"

    def site_routes(self) -> list[Route]:
        return [Route(r"/models", "models", self.models), *super().site_routes()]

    def search_form(self) -> str:
        empty = '<select name="md"><option value="">Any model</option></select>'
        form = re.sub(r'<select name="md">.*?</select>', empty, super().search_form(), flags=re.S)
        return form + _MODELS_JS

    def models(self, request: Request) -> Response:
        """The models of a make, as the form's script asks for them."""
        return Response.json(list(MAKES.get(request.arg("mk"), ())))


class BookFieldsSite(StructuredSite):
    name = "bookfields"
    site_title = "Ashgrove Books"
    tagline = "Search by author, title or ISBN"
    id_field = "isbn"
    detail_prefix = "/book/"
    search_path = "/search"

    def __init__(self, *, n_records: int = 400, seed: int = 17, page_size: int = 10) -> None:
        super().__init__(make_books(n_records, seed))
        self.page_size = page_size

    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        """``filters``: author, title (every word), isbn (exactly); none given: nothing."""
        if not any(tokens(filters.get(k, "")) for k in ("author", "title", "isbn")):
            return []  # "*" and punctuation are no search
        out = []
        for r in self.records:
            ok = all(set(tokens(filters.get(k, ""))) <= set(tokens(r[k])) for k in ("author", "title"))
            isbn = filters.get("isbn", "").replace("-", "").strip()
            if ok and (not isbn or r["isbn"].replace("-", "") == isbn):
                out.append(r)
        return out

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/search", "search", self.search_page),
            Route(r"/results", "results", self.results),
            Route(r"/book/[^/]+", "detail", self.detail),
        ]

    def home(self, request: Request) -> Response:
        body = f"""<h1>Ashgrove Books</h1><p><a href="/search">Search our books</a>.</p>{self.home_common()}"""
        return self.page("Home", body)

    def search_form(self) -> str:
        return """<form id="booksearch" method="get" action="/results"><fieldset><legend>Find a book</legend>
<p><label for="au">Author</label> <input type="text" id="au" name="author"></p>
<p><label for="ti">Title</label> <input type="text" id="ti" name="title"></p>
<p><label for="is">ISBN</label> <input type="text" id="is" name="isbn" size="17"></p>
<p><button type="submit">Search</button></p></fieldset></form>"""

    def search_page(self, request: Request) -> Response:
        return self.page("Search", f"<h1>Search</h1>{self.search_form()}")

    def results(self, request: Request) -> Response:
        params = {k: request.arg(k) for k in ("author", "title", "isbn") if request.arg(k)}
        if not any(tokens(v) for v in params.values()):
            return self.page(
                "Search", f"<p class='notice'>Please enter an author, a title or an ISBN.</p>{self.search_form()}"
            )
        found = self.select("", params)
        if not found:
            return self.page("No results", f"<h1>No results</h1><p>No books found.</p>{self.search_form()}")
        page = page_number(request)
        start = (page - 1) * self.page_size
        shown = found[start : start + self.page_size]
        rows = "".join(
            f"""<tr><td><a href="{self.detail_prefix}{r["id"]}">{esc(r["title"])}</a></td><td>{esc(r["author"])}</td>
<td>{r["year"]}</td><td>{r["isbn"]}</td></tr>"""
            for r in shown
        )
        nav = ""
        if start + self.page_size < len(found):
            nav = f'<a rel="next" href="/results?{qs({**params, "page": str(page + 1)})}">Next ›</a>'
        body = f"""<h1>Search results</h1><p class="count">{fmt_int(len(found))} books found</p>
<table class="results"><tr><th>Title</th><th>Author</th><th>Year</th><th>ISBN</th></tr>{rows}</table>
<nav class="pager">{nav}</nav>"""
        return self.page("Results", body)

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(r["title"], f"<h1>{esc(r['title'])}</h1><p>{esc(r['author'])}</p><p>ISBN {r['isbn']}</p>")
