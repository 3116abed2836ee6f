"""Issue 16: car catalogues whose selects a script fills (read in the browser: Álvarez §III.3, §III.4.1.1).

``ChainCarSite``   make → model → trim: the model select is empty in the HTML
                   and filled from ``/models?mk=…`` once a make is chosen, the
                   trim select from ``/trims?mk=…&md=…`` once a model is chosen
                   (each model has trims of its own). Year and price as in
                   :class:`~tests.sites.structured.CarSite`; results show the trim.
``LoadedCarSite``  the car catalogue whose (required) make select is empty in
                   the HTML: a script fills it from ``/makes`` as the page loads,
                   with nothing chosen. Without a browser no make can be chosen.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping

from tests.kit import Request, Response, Route, esc
from tests.sites.structured import MAKES, YEARS, CarSite

CHAIN: dict[str, dict[str, tuple[str, ...]]] = {
    "Audi": {"A3": ("Sport", "S line", "Black Edition"), "A4": ("SE", "S line"), "Q5": ("Sport", "Vorsprung")},
    "BMW": {"118i": ("SE", "Sport", "M Sport"), "320d": ("SE", "M Sport"), "X3": ("xLine", "M Sport")},
    "Ford": {
        "Fiesta": ("Trend", "Zetec", "ST"),
        "Focus": ("Zetec", "Titanium", "ST-Line"),
        "Kuga": ("Zetec", "Titanium", "Vignale"),
        "Mondeo": ("Zetec", "Titanium"),
    },
    "Kia": {
        "Picanto": ("Pure", "GT-Line"),
        "Ceed": ("Pure", "Edition", "GT-Line"),
        "Sportage": ("Edition", "GT-Line S"),
    },
    "Toyota": {
        "Yaris": ("Icon", "Design", "Excel"),
        "Corolla": ("Icon", "Design"),
        "RAV4": ("Icon", "Design", "Dynamic"),
    },
}


def make_chain_cars(n: int = 400, seed: int = 16) -> list[dict]:
    """Cars with a trim: id, make, model, trim, year, price, mileage; makes of uneven popularity."""
    rng = random.Random(seed)
    makes, weights = list(CHAIN), [2, 2, 4, 2, 3]
    cars = []
    for i in range(n):
        make = rng.choices(makes, weights)[0]
        model = rng.choice(list(CHAIN[make]))
        year = rng.choice(YEARS)
        cars.append(
            {
                "id": f"T{i + 1:05d}",
                "make": make,
                "model": model,
                "trim": rng.choice(CHAIN[make][model]),
                "year": year,
                "price": max(1500, int(rng.gauss(9000 + 1100 * (year - 2012), 3500)) // 50 * 50),
                "mileage": rng.randint(5, 180) * 1000,
            }
        )
    return cars


_CHAIN_JS = """<script>
(function () {
  var form = document.getElementById("finder");
  var make = form.querySelector('select[name="mk"]');
  var model = form.querySelector('select[name="md"]');
  var trim = form.querySelector('select[name="tr"]');
  function fill(select, url) {
    fetch(url).then(function (r) { return r.json(); })
      .then(function (names) { names.forEach(function (n) { select.add(new Option(n, n)); }); });
  }
  make.addEventListener("change", function () {
    model.length = 1; trim.length = 1;
    if (make.value) fill(model, "/models?mk=" + encodeURIComponent(make.value));
  });
  model.addEventListener("change", function () {
    trim.length = 1;
    if (model.value) fill(trim, "/trims?mk=" + encodeURIComponent(make.value) + "&md=" + encodeURIComponent(model.value));
  });
})();
</script>"""


class ChainCarSite(CarSite):
    """Make → model → trim, the model and trim selects filled by a script from JSON endpoints."""

    name = "cars-chain"
    filters = ("mk", "md", "tr", "yr", "pmin", "pmax")
    columns = (("Make", "make"), ("Model", "model"), ("Trim", "trim"))

    def __init__(self, *, n_records: int = 400, seed: int = 16, page_size: int = 10, result_cap: int | None = 20):
        super().__init__(n_records=0, seed=seed, page_size=page_size, result_cap=result_cap)
        self.records = make_chain_cars(n_records, seed)
        self.by_id = {r["id"]: r for r in self.records}

    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        found = super().select(query, {k: v for k, v in filters.items() if k != "tr"})
        return [r for r in found if not filters.get("tr") or r["trim"] == filters["tr"]]

    def site_routes(self) -> list[Route]:
        return [Route(r"/models", "models", self.models), Route(r"/trims", "trims", self.trims), *super().site_routes()]

    def search_form(self) -> str:
        makes = "".join(f'<option value="{esc(m)}">{esc(m)}</option>' for m in CHAIN)
        form = super().search_form()
        form = re.sub(
            r'(<select name="mk" required><option value="">— choose —</option>).*?</select>',
            lambda m: m.group(1) + makes + "</select>",
            form,
            flags=re.S,
        )
        empty = (
            '<select name="md"><option value="">Any model</option></select></td></tr>\n'
            '<tr><td class="lbl">Trim</td><td><select name="tr"><option value="">Any trim</option></select>'
        )
        form = re.sub(r'<select name="md">.*?</select>', empty, form, flags=re.S)
        return form + _CHAIN_JS

    def models(self, request: Request) -> Response:
        """The models of a make, as the form's script asks for them."""
        return Response.json(list(CHAIN.get(request.arg("mk"), {})))

    def trims(self, request: Request) -> Response:
        """The trims of a make's model."""
        return Response.json(list(CHAIN.get(request.arg("mk"), {}).get(request.arg("md"), ())))


_MAKES_JS = """<script>
(function () {
  var make = document.querySelector('#finder select[name="mk"]');
  fetch("/makes").then(function (r) { return r.json(); })
    .then(function (names) { names.forEach(function (n) { make.add(new Option(n, n)); }); });
})();
</script>"""


class LoadedCarSite(CarSite):
    """The car catalogue whose make select a script fills as the page loads (nothing chosen)."""

    name = "cars-loaded"

    def site_routes(self) -> list[Route]:
        return [Route(r"/makes", "makes", self.makes), *super().site_routes()]

    def search_form(self) -> str:
        empty = r"\1</select>"
        form = re.sub(
            r'(<select name="mk" required><option value="">— choose —</option>).*?</select>',
            empty,
            super().search_form(),
            flags=re.S,
        )
        return form + _MAKES_JS

    def makes(self, request: Request) -> Response:
        """The makes, as the form's script asks for them on load."""
        return Response.json(list(MAKES))
