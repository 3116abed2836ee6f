"""A package wiki whose search matches each page's whole text while its results list page names only.

The shape of DokuWiki's full-text search over the test bed's package pages: a page
is named by its package (``libvoxel-quartz``), its text holds a summary and its
maintainers' address; a query matches the text, the result list shows the names.
Names are two parts of a 400-word list, so a name's words match a few pages each;
summaries are three of twelve common words (what a crawl's first generic words find), and every
page names its maintainers' team ("team", "maintainers": in every text and no name; "lists", the
list address's domain, in nine of ten).
"""

from __future__ import annotations

import random

from tests.kit import Request, Response, Route, esc
from tests.sites.base import RecordSite

_SYLLABLES = "ba ko ri tu ne va lo mi su da fe gu ha ji pe zo".split()
#: Summary words: common English words, so that the generic words a crawl starts with match some pages.
_SUMMARY = "time people work world life year day way game data system music".split()
_TEAMS = "python perl ruby java haskell rust golang games science multimedia".split()


def make_pages(n: int, seed: int) -> list[dict]:
    """``n`` package pages: a unique two-part name, a summary, the maintainers (most on a list address)."""
    rng = random.Random(seed)
    parts = sorted({"".join(rng.choice(_SYLLABLES) for _ in range(3)) for _ in range(1200)})[:400]
    names: set[str] = set()
    pages = []
    while len(pages) < n:
        name = f"{rng.choice(parts)}-{rng.choice(parts)}"
        if name in names:
            continue
        names.add(name)
        team = rng.choice(_TEAMS)
        address = f"{team}-team@lists.example.org" if rng.random() < 0.9 else f"{team}@example.net"
        pages.append(
            {
                "id": name,
                "name": name,
                "text": f"{name}: {' '.join(rng.sample(_SUMMARY, 3))}; maintainers {team} team <{address}>",
            }
        )
    return pages


class TitlesSite(RecordSite):
    name = "titles"
    site_title = "Package Wiki"
    tagline = "One page per package"
    search_fields = ("text",)
    keyword_field = "q"
    detail_prefix = "/page/"
    search_path = "/search"

    def __init__(self, *, n_records: int = 400, seed: int = 11) -> None:
        super().__init__(make_pages(n_records, seed))
        self.page_size = 50

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/search", "search", self.search),
            Route(r"/page/[^/]+", "detail", self.detail),
        ]

    def form(self, q: str = "") -> str:
        return f"""<form id="wiki-search" method="get" action="/search">
<label for="q">Search the wiki</label> <input type="text" id="q" name="q" value="{esc(q)}">
<button type="submit">Search</button></form>"""

    def home(self, request: Request) -> Response:
        return self.page("Home", f"<h1>{esc(self.site_title)}</h1>{self.form()}{self.home_common()}", body_class="home")

    def search(self, request: Request) -> Response:
        q = request.arg("q")
        if not q:
            return self.page("Search", f"<h1>Search</h1>{self.form()}", body_class="search")
        found = self.select(q, {})
        page = max(1, int(request.arg("page") or 1))
        shown = found[(page - 1) * self.page_size : page * self.page_size]
        if not shown:
            return self.page("Search", f"<h1>Search</h1>{self.form(q)}<p>Nothing was found.</p>", body_class="results")
        hits = "".join(f'<li><a href="{self.detail_prefix}{r["id"]}">{esc(r["name"])}</a></li>' for r in shown)
        more = (
            f'<p class="pager"><a href="/search?q={esc(q)}&amp;page={page + 1}">Next page</a></p>'
            if page * self.page_size < len(found)
            else ""
        )
        return self.page(
            "Search",
            f'<h1>Search</h1>{self.form(q)}<h2>Matching pages</h2><ul class="hits">{hits}</ul>{more}',
            body_class="results",
        )

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(r["name"], f"<h1>{esc(r['name'])}</h1><p>{esc(r['text'])}</p>")
