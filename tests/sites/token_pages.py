"""Shape 4: a paper index whose later result pages are addressed by opaque tokens.

The first page is ``/find?terms=…``; "Next page" links are ``/find?t=<token>``
where the token is a random id looked up server-side (query, offset).  An
unknown token shows a "this result list has expired" page.  Records are
``<dl>`` blocks of ``<dt>``/``<dd>`` pairs.
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Mapping

from tests.kit import Request, Response, Route, esc, qs
from tests.sites.base import RecordSite, fmt_int
from tests.sites.data import PAPER_TOPICS, VENUES, make_papers


class TokenPagesSite(RecordSite):
    name = "token_pages"
    site_title = "OpenScholar Index"
    tagline = "Computer science papers"
    id_field = "doi"
    search_fields = ("title", "authors", "venue", "abstract")
    keyword_field = "terms"
    detail_prefix = "/paper/"
    search_path = "/find"

    def __init__(self, *, n_records: int = 400, seed: int = 4, page_size: int = 10) -> None:
        super().__init__(make_papers(n_records, seed))
        self.page_size = page_size
        self.tokens: dict[str, tuple[str, str, str, int]] = {}
        self._lock = threading.Lock()

    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        """``filters``: venue, topic; newest first."""
        out = [
            r for r in self.matching(query) if all(not filters.get(k) or r[k] == filters[k] for k in ("venue", "topic"))
        ]
        out.sort(key=lambda r: (-r["year"], r["id"]))
        return out

    def _token_for(self, state: tuple[str, str, str, int]) -> str:
        token = secrets.token_urlsafe(12)
        with self._lock:
            self.tokens[token] = state
        return token

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/find", "results", self.find),
            Route(r"/paper/[^/]+", "detail", self.detail),
        ]

    def form(self, terms: str = "") -> str:
        venues = "".join(f'<option value="{v}">{v}</option>' for v in VENUES)
        topics = "".join(f'<option value="{esc(t)}">{esc(t)}</option>' for t in PAPER_TOPICS)
        return f"""<form id="find" method="get" action="/find" class="finder">
<label for="terms">Search papers</label> <input type="text" id="terms" name="terms" value="{esc(terms)}" size="40">
<label for="venue">Venue</label> <select id="venue" name="venue"><option value="">Any venue</option>{venues}</select>
<label for="topic">Area</label> <select id="topic" name="topic"><option value="">All areas</option>{topics}</select>
<input type="hidden" name="lang" value="en"><button type="submit">Find</button></form>"""

    def home(self, request: Request) -> Response:
        recent = "".join(
            f'<li><a href="{self.detail_prefix}{r["id"]}">{esc(r["title"])}</a></li>' for r in self.records[:4]
        )
        return self.page(
            "Home",
            f"""<h1>{esc(self.site_title)}</h1><p>{fmt_int(len(self.records))} papers indexed.</p>
{self.form()}<h2>Recently added</h2><ul>{recent}</ul>{self.home_common()}""",
            body_class="home",
        )

    def find(self, request: Request) -> Response:
        token = request.arg("t")
        if token:
            with self._lock:
                state = self.tokens.get(token)
            if state is None:
                return self.page(
                    "Expired",
                    """<h1>This result list has expired</h1>
<p>Please <a href="/find">search again</a>.</p>""",
                    body_class="results expired",
                )
            terms, venue, topic, offset = state
        else:
            terms, venue, topic, offset = request.arg("terms"), request.arg("venue"), request.arg("topic"), 0
            if not terms.strip():
                return self.page("Find papers", f"<h1>Find papers</h1>{self.form()}", body_class="search")
        found = self.select(terms, {"venue": venue, "topic": topic})
        if not found:
            return self.page(
                "No papers",
                f"""<h1>No papers found</h1><p>Your search — <b>{esc(terms)}</b> —
did not match any papers.</p>{self.form(terms)}""",
                body_class="results empty",
            )
        shown = found[offset : offset + self.page_size]
        blocks = "".join(
            f"""<dl class="paper"><dt>Title</dt><dd class="title"><a href="{self.detail_prefix}{r["id"]}">{esc(r["title"])}</a></dd>
<dt>Authors</dt><dd>{esc(r["authors"])}</dd><dt>Venue</dt><dd>{r["venue"]} {r["year"]}</dd>
<dt>DOI</dt><dd class="doi">{r["doi"]}</dd></dl>"""
            for r in shown
        )
        nav = []
        if offset > 0:
            prev = self._token_for((terms, venue, topic, max(0, offset - self.page_size)))
            nav.append(f'<a class="prev" href="/find?{qs({"t": prev})}">Previous page</a>')
        if offset + self.page_size < len(found):
            nxt = self._token_for((terms, venue, topic, offset + self.page_size))
            nav.append(f'<a class="next" href="/find?{qs({"t": nxt})}">Next page</a>')
        body = f"""<h1>Papers matching “{esc(terms)}”</h1>
<p class="summary">{fmt_int(len(found))} papers · page {offset // self.page_size + 1}</p>
<div class="papers">{blocks}</div><div class="nav">{" | ".join(nav)}</div>"""
        return self.page(f"Find: {terms}", body, body_class="results")

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(
            r["title"],
            f"""<article><h1>{esc(r["title"])}</h1><p class="authors">{esc(r["authors"])}</p>
<p>{r["venue"]} {r["year"]} · doi:{r["doi"]}</p><h2>Abstract</h2><p>{esc(r["abstract"])}</p></article>""",
        )
