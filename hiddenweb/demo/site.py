"""The embedded demo site: a hidden-web search site over the stdlib docstrings.

Run it with :func:`serve` (background thread) or :func:`main` (foreground).
Pages, as a crawler meets them:

* ``/``: home; "Advanced search" link, quick-search box in the header, login
  and newsletter forms, browse pages, an ``/admin/`` link (disallowed by
  robots.txt) and an endless events calendar (a trap);
* ``/search``: the GET form: ``q`` (Keywords), ``cat`` (module select with
  facet counts, "os (312)"), ``sort`` (select), ``kind`` (radio), ``titles``
  (checkbox, unchecked), ``per_page`` (select: 10, 20, 50, 100), hidden
  ``sid`` and ``v=2``;
* ``/results?…&page=N``: "Showing 11–20 of 3,412 results", at most
  ``result_cap`` results reachable, numbered pages and "Next »", "Sort by" links, "Show 10 |
  50 | 100 per page" links, a popular-searches sidebar, "No documents match
  your search". ``per_page`` up to ``max_per_page`` (200) is served, a larger
  one gets an error page (HTTP 400). The empty query lists every document
  (the filters apply), ``listing_cap`` of them reachable (2,000);
* ``/doc/<id>``: full docstring; ``/browse`` and ``/browse/<cat>``;
* ``/about`` (served as ISO-8859-1), ``/robots.txt``, ``/login``, ``/newsletter``.

``site.hits`` counts requests as ``"<METHOD> <kind>"`` (``"GET results"``,
``"POST login"``, ``"GET admin"``).
"""

from __future__ import annotations

import argparse
import logging
import re
import secrets
from collections.abc import Iterable, Mapping, Sequence
from typing import Any
from urllib.parse import urlsplit

from .corpus import Document, build_corpus
from .index import SORTS, IndexedDocument, SearchIndex, package_of, tokenize
from .server import Request, Response, Route, WebApp, esc, qs

logger = logging.getLogger(__name__)

POPULAR_SEARCHES = [
    "open file",
    "socket",
    "thread lock",
    "json",
    "regular expression",
    "date format",
    "subprocess",
    "path",
    "unicode",
    "http request",
    "decimal",
    "random",
    "queue",
    "zip archive",
    "email message",
    "logging handler",
]
SORT_LABELS = {"relevance": "Best match", "title": "Title (A–Z)", "module": "Module"}
KIND_LABELS = {
    "module": "Modules",
    "class": "Classes",
    "function": "Functions",
    "comment": "Comments",
    "topic": "Help topics",
}
_HEX12 = re.compile(r"\b[0-9a-f]{12}\b")

CSS = """body{font:15px/1.4 system-ui,sans-serif;margin:0}header.site{background:#1d3557;color:#fff;padding:8px 16px;
display:flex;gap:16px;align-items:center}header.site a{color:#fff}.layout{display:grid;grid-template-columns:1fr 240px}
main{padding:16px}aside.side{background:#f1faee;padding:16px}.record{border-bottom:1px solid #ddd;padding:8px 0}
.pager a,.pager span{padding:2px 6px}footer.site{background:#eee;padding:12px 16px;font-size:13px}"""


class DemoSite(WebApp):
    """A hidden-web search site over ``corpus`` (stdlib docstrings by default).

    ``DemoSite(corpus=None, host="127.0.0.1", port=0, result_cap=200, page_size=10, stopwords=None,
    per_page=(10, 20, 50, 100), per_page_links=(10, 50, 100), max_per_page=200, listing_cap=2000)``;
    ``per_page=()`` and ``listing_cap=0`` give the plain site of one page size whose empty query
    finds nothing;
    ``start()``/``stop()`` or use as a context manager; ``url``, ``search_url``,
    ``records`` (gold: dicts id/title/module/kind/text), ``index``
    (:class:`~hiddenweb.demo.index.SearchIndex`), ``hits``.
    """

    name = "demo"
    site_title = "PyDoc Finder"
    search_path = "/search"
    keyword_field = "q"
    detail_prefix = "/doc/"
    id_field = "id"

    def __init__(
        self,
        corpus: Sequence[Document] | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
        *,
        result_cap: int | None = 200,
        page_size: int = 10,
        stopwords: Iterable[str] | None = None,
        index: SearchIndex | None = None,
        per_page: Sequence[int] = (10, 20, 50, 100),
        per_page_links: Sequence[int] = (10, 50, 100),
        max_per_page: int = 200,
        listing_cap: int | None = 2000,
    ) -> None:
        super().__init__()
        self.host, self.port = host, port
        self.result_cap = result_cap
        self.page_size = page_size
        #: Page sizes the advanced search form offers, and "Show N per page" links; () = the site has one size.
        self.per_page, self.per_page_links = tuple(per_page), tuple(per_page_links)
        self.max_per_page = max_per_page
        #: Documents reachable for the empty query, which lists them all (0: it finds nothing; None: no cap).
        self.listing_cap = listing_cap
        docs = list(corpus) if corpus is not None else (list(index.documents) if index else build_corpus())
        self.index = index if index is not None else SearchIndex(docs, stopwords)
        self.documents = self.index.documents
        self.records = [d.as_record() if hasattr(d, "as_record") else dict(vars(d)) for d in self.documents]
        self.by_id = {d.id: d for d in self.documents}

    # --- gold helpers (same interface as the test sites) ---------------------
    def filters_of(self, filters: Mapping[str, str]) -> dict[str, Any]:
        return {
            "category": filters.get("cat") or None,
            "kind": filters.get("kind") if filters.get("kind") in self.index.kinds else None,  # "any", junk: all
            "titles_only": filters.get("titles") == "1",
            "sort": filters.get("sort") if filters.get("sort") in SORTS else "relevance",
        }

    def expected(self, query: str, **filters: str) -> list[str]:
        """Gold ids the site answers ``query`` with, before the cap (filters: cat, kind, titles, sort).

        The empty query (no indexed word) lists every document when :attr:`lists_all`.
        """
        return self.index.search(query, everything=self.lists_all, **self.filters_of(filters))

    def served(self, query: str, **filters: str) -> list[str]:
        """Gold ids reachable through the result pages (the first ``result_cap``, ``listing_cap`` for the listing)."""
        ids = self.expected(query, **filters)
        cap = self.cap_of(query)
        return ids[:cap] if cap else ids

    @property
    def lists_all(self) -> bool:
        """Whether the empty query lists every document."""
        return self.listing_cap != 0

    def cap_of(self, query: str) -> int | None:
        """Results reachable for ``query`` (None: all): the listing's cap for the empty query."""
        return self.listing_cap if self.lists_all and not self.index.query_terms(query) else self.result_cap

    def df(self, word: str) -> int:
        return self.index.df(word)

    def vocabulary(self) -> list[str]:
        vocab = self.index.vocabulary
        return sorted(vocab, key=lambda w: (-vocab[w], w))

    def detail_url(self, record: Mapping[str, Any] | str) -> str:
        doc_id = record if isinstance(record, str) else record["id"]
        return self.absolute(f"{self.detail_prefix}{doc_id}")

    def matched_ids(self, items: Iterable[Any]) -> set[str]:
        """Gold ids among harvested items (detail URL ``/doc/<id>`` or the visible id)."""
        return _matched_ids(self, items)

    def coverage(self, items: Iterable[Any]) -> float:
        return len(self.matched_ids(items)) / len(self.records) if self.records else 0.0

    # --- routing -------------------------------------------------------------
    def routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/search", "search", self.search_page),
            Route(r"/results", "results", self.results),
            Route(r"/doc/[0-9a-f]+", "doc", self.doc),
            Route(r"/browse(/[\w.]+)?", "browse", self.browse),
            Route(r"/about", "about", self.about),
            Route(r"/robots\.txt", "robots", self.robots),
            Route(r"/login", "login", self.login, ("GET", "HEAD", "POST")),
            Route(r"/newsletter", "newsletter", self.newsletter, ("GET", "HEAD", "POST")),
            Route(r"/admin(/.*)?", "admin", self.admin, ("GET", "HEAD", "POST")),
            Route(r"/events", "calendar", self.calendar),
            Route(r"/static/style\.css", "static", lambda r: Response(CSS.encode(), 200, "text/css")),
            Route(r"/favicon\.ico", "favicon", lambda r: Response(b"", 204, "image/x-icon")),
        ]

    # --- chrome --------------------------------------------------------------
    def page(
        self, title: str, body: str, *, side: str = "", status: int = 200, charset: str = "utf-8", q: str = ""
    ) -> Response:
        aside = f'<aside class="side">{side}</aside>' if side else ""
        doc = f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="{charset}"><title>{esc(title)} - {self.site_title}</title>
<link rel="stylesheet" href="/static/style.css"></head><body>
<header class="site"><a class="brand" href="/">{self.site_title}</a>
<nav class="top"><a href="/">Home</a> <a href="/search">Advanced search</a> <a href="/browse">Browse</a> <a href="/about">About</a></nav>
<form class="quick-search" action="/results" method="get" role="search"><input type="search" name="q" value="{esc(q)}"
 aria-label="Quick search" placeholder="Search the docs"><button type="submit">Go</button></form></header>
<div class="layout"><main id="main">{body}</main>{aside}</div>
<footer class="site"><p><a href="/about">About</a> | <a href="/newsletter">Newsletter</a> | <a href="/login">Log in</a>
| <a href="/events">Events</a></p><p>Texts are the docstrings of the Python standard library.</p></footer>
</body></html>"""
        return Response.html(doc, status, charset)

    def popular(self) -> str:
        links = "".join(f'<li><a href="/results?{qs({"q": s})}">{esc(s)}</a></li>' for s in POPULAR_SEARCHES)
        return f'<section class="popular"><h3>Popular searches</h3><ul>{links}</ul></section>'

    # --- pages -----------------------------------------------------------------
    def home(self, request: Request) -> Response:
        cats = sorted(self.index.categories, key=lambda c: (-self.index.category_count(c), c))[:8]
        browse = "".join(f'<li><a href="/browse/{esc(c)}">{esc(c)}</a></li>' for c in cats)
        body = f"""<h1>Search {len(self.records):,} documents of the Python library</h1>
<p>Use the quick search box above, or the <a href="/search" id="adv-link">Advanced search</a> with filters.</p>
<section class="browse"><h2>Browse by module</h2><ul>{browse}</ul><p><a href="/browse">All modules…</a></p></section>
<section class="signup"><h2>Newsletter</h2><form id="newsletter-home" action="/newsletter" method="post">
<label for="nl">E-mail address</label> <input type="email" id="nl" name="email"><button type="submit">Sign up</button></form></section>
<section class="account"><h2>Members</h2><form id="login-home" action="/login" method="post">
<label for="u">User name</label> <input type="text" id="u" name="user"> <label for="p">Password</label>
<input type="password" id="p" name="password"> <button type="submit">Log in</button></form></section>
<section class="events"><h2>Events</h2><p><a href="/events?month=2024-01">This month</a> ·
<a href="/events?month=2024-02">Next month »</a></p></section>
<p class="staff"><a href="/admin/">Site administration</a></p>"""
        return self.page("Home", body, side=self.popular())

    def search_form(self, values: Mapping[str, str] | None = None) -> str:
        v = values or {}
        cats = "".join(
            f'<option value="{esc(c)}"{" selected" if v.get("cat") == c else ""}>{esc(c)} ({self.index.category_count(c)})</option>'
            for c in self.index.categories
        )
        sorts = "".join(
            f'<option value="{k}"{" selected" if v.get("sort", "relevance") == k else ""}>{SORT_LABELS[k]}</option>'
            for k in SORTS
        )
        kinds = [("any", "Anything")] + [(k, KIND_LABELS.get(k, k.title())) for k in self.index.kinds]
        radios = "".join(
            f'<label><input type="radio" name="kind" value="{k}"{" checked" if v.get("kind", "any") == k else ""}> {esc(t)}</label> '
            for k, t in kinds
        )
        return f"""<form id="advanced-search" class="search" action="/results" method="get">
<div class="field"><label for="q">Keywords</label> <input type="text" id="q" name="q" size="40" value="{esc(v.get("q", ""))}"></div>
<div class="field"><label for="cat">Module</label> <select id="cat" name="cat"><option value="">All modules</option>{cats}</select></div>
<div class="field"><label for="sort">Sort results by</label> <select id="sort" name="sort">{sorts}</select></div>
<fieldset class="field"><legend>Show</legend>{radios}</fieldset>
<div class="field"><input type="checkbox" id="titles" name="titles" value="1"> <label for="titles">Search titles only</label></div>
{self._per_page_select(v)}<input type="hidden" name="sid" value="{secrets.token_hex(6)}"><input type="hidden" name="v" value="2">
<button type="submit" class="primary">Search</button></form>"""

    def _per_page_select(self, values: Mapping[str, str]) -> str:
        """The form's "Results per page" select (none when the site has one page size)."""
        if not self.per_page:
            return ""
        current = values.get("per_page", str(self.page_size))
        options = "".join(
            f'<option value="{n}"{" selected" if str(n) == current else ""}>{n}</option>' for n in self.per_page
        )
        return f"""<div class="field"><label for="per_page">Results per page</label>
<select id="per_page" name="per_page">{options}</select></div>
"""

    def _page_size_of(self, request: Request) -> int | None:
        """The page size asked for (the site's own by default); None when it is more than the site serves."""
        if not self.per_page:
            return self.page_size  # a site of one page size ignores the argument
        try:
            size = int(request.arg("per_page", str(self.page_size)))
        except ValueError:
            return self.page_size
        if size < 1:
            return self.page_size
        return size if size <= self.max_per_page else None

    def _per_page_links(self, params: Mapping[str, str], size: int) -> str:
        """ "Show 10 | 50 | 100 per page" (the size in force not linked)."""
        if not self.per_page_links:
            return ""
        links = [
            f"<strong>{n}</strong>" if n == size else f'<a href="/results?{qs({**params, "per_page": str(n)})}">{n}</a>'
            for n in self.per_page_links
        ]
        return f'<p class="per-page">Show {" | ".join(links)} per page</p>'

    def _sort_links(self, params: Mapping[str, str]) -> str:
        """ "Sort by: Best match | Title (A–Z) | Module" (the order in force not linked)."""
        current = params.get("sort") if params.get("sort") in SORTS else "relevance"
        links = [
            f"<strong>{SORT_LABELS[k]}</strong>"
            if k == current
            else f'<a href="/results?{qs({**params, "sort": k})}">{esc(SORT_LABELS[k])}</a>'
            for k in SORTS
        ]
        return f'<p class="sort">Sort by: {" | ".join(links)}</p>'

    def search_page(self, request: Request) -> Response:
        body = f"""<h1>Advanced search</h1><p>All words must appear in a document. Use the filters to narrow down.</p>
{self.search_form()}"""
        return self.page("Advanced search", body, side=self.popular())

    def results(self, request: Request) -> Response:
        q = request.arg("q")
        params = {
            k: request.arg(k) for k in ("q", "cat", "sort", "kind", "titles", "sid", "v", "per_page") if request.has(k)
        }
        try:
            page = max(1, int(request.arg("page", "1")))
        except ValueError:
            page = 1
        size = self._page_size_of(request)
        if size is None:
            body = f"""<h1>Bad request</h1><p class="error">At most {self.max_per_page} results can be shown
per page.</p>{self.search_form(params)}"""
            return self.page("Bad request", body, status=400, q=q)
        ids = self.expected(q, **params)
        total = len(ids)
        if not ids:
            body = f"""<h1>Search results</h1><div class="empty"><p>No documents match your search
<q>{esc(q)}</q>.</p><p>Suggestions: check the spelling, use fewer words, or remove filters.</p></div>
{self.search_form(params)}"""
            return self.page("No results", body, side=self.popular(), q=q)
        cap = self.cap_of(q)
        reachable = min(total, cap) if cap else total
        last = -(-reachable // size)
        capped_note = (
            f'<p class="cap-note">Your search matched {total:,} documents; only the first '
            f"{cap:,} results are shown. Add words to narrow it down.</p>"
            if reachable < total
            else ""
        )
        if page > last:
            body = f"""<h1>Search results</h1>{capped_note or "<p>There are no more results.</p>"}
<p><a href="/results?{qs(params)}">Back to the first page</a></p>"""
            return self.page(f"Results for {q}", body, side=self.popular(), q=q)
        start = (page - 1) * size
        shown = ids[start : min(start + size, reachable)]
        words = set(tokenize(q))
        blocks = "".join(self._record(self.by_id[i], words) for i in shown)
        pager = []
        if page > 1:
            pager.append(f'<a class="prev" href="/results?{qs({**params, "page": str(page - 1)})}">« Previous</a>')
        for n in range(max(1, page - 5), min(last, page + 5) + 1):
            pager.append(
                f'<span class="current">{n}</span>'
                if n == page
                else f'<a href="/results?{qs({**params, "page": str(n)})}">{n}</a>'
            )
        if page < last:
            pager.append(f'<a class="next" href="/results?{qs({**params, "page": str(page + 1)})}">Next »</a>')
        body = f"""<h1>Search results</h1>
<p class="count">Showing {start + 1:,}–{start + len(shown):,} of {total:,} results for <q>{esc(q)}</q></p>{capped_note}
{self._sort_links(params)}<div class="results">{blocks}</div>
<nav class="pager" aria-label="Pages">{" ".join(pager)}</nav>{self._per_page_links(params, size)}"""
        return self.page(f"Results for {q}", body, side=self.popular(), q=q)

    def _record(self, doc: IndexedDocument, words: set[str]) -> str:
        text = " ".join(doc.text.split()[:40])
        snippet = re.sub(
            r"[^\W_]+", lambda m: f"<b>{m.group(0)}</b>" if m.group(0).lower() in words else m.group(0), esc(text)
        )
        return f"""<div class="record"><h3 class="title"><a href="/doc/{doc.id}">{esc(doc.title)}</a></h3>
<div class="meta">Module: <span class="module">{esc(doc.module)}</span> · Kind: <span class="kind">{esc(doc.kind)}</span>
· ID: <span class="docid">{doc.id}</span></div><p class="snippet">{snippet}…</p></div>"""

    def doc(self, request: Request) -> Response:
        doc = self.by_id.get(request.path.rsplit("/", 1)[-1])
        if doc is None:
            return self.page("Not found", "<h1>Document not found</h1>", status=404)
        body = f"""<article class="document"><h1>{esc(doc.title)}</h1>
<p class="meta">Module <a href="/browse/{esc(package_of(doc.module))}">{esc(doc.module)}</a> · {esc(doc.kind)} · ID {doc.id}</p>
<pre class="docstring">{esc(doc.text)}</pre></article><p><a href="/search">New search</a></p>"""
        return self.page(doc.title, body)

    def browse(self, request: Request) -> Response:
        parts = request.path.strip("/").split("/")
        if len(parts) == 1:
            items = "".join(
                f'<li><a href="/browse/{esc(c)}">{esc(c)}</a> ({self.index.category_count(c)})</li>'
                for c in self.index.categories
            )
            return self.page("Browse", f"<h1>Browse by module</h1><ul class='modules'>{items}</ul>")
        cat = parts[1]
        docs = [d for d in self.documents if package_of(d.module) == cat and d.kind == "module"][:20]
        items = "".join(f'<li><a href="/doc/{d.id}">{esc(d.title)}</a></li>' for d in docs)
        return self.page(
            f"Browse {cat}",
            f"""<h1>{esc(cat)}</h1><ul>{items or "<li>No module pages.</li>"}</ul>
<p>To find everything about {esc(cat)}, use the <a href="/search">Advanced search</a>.</p>""",
        )

    def about(self, request: Request) -> Response:
        body = """<h1>About PyDoc Finder</h1><p>A café-style reading room for the docstrings of Python's
standard library — naïve questions welcome. © 2024 Demo Société.</p>"""
        return self.page("About", body, charset="iso-8859-1")

    def robots(self, request: Request) -> Response:
        return Response.text("User-agent: *\nDisallow: /admin/\n")

    def login(self, request: Request) -> Response:
        note = '<p class="error">Wrong user name or password.</p>' if request.method == "POST" else ""
        return self.page(
            "Log in",
            f"""<h1>Log in</h1>{note}<form action="/login" method="post">
<label for="lu">User name</label> <input id="lu" name="user"> <label for="lp">Password</label>
<input id="lp" type="password" name="password"> <button type="submit">Log in</button></form>""",
        )

    def newsletter(self, request: Request) -> Response:
        if request.method == "POST":
            return self.page("Newsletter", "<h1>Almost done</h1><p>Check your inbox to confirm.</p>")
        return self.page(
            "Newsletter",
            """<h1>Newsletter</h1><form action="/newsletter" method="post">
<label for="ne">E-mail</label> <input id="ne" type="email" name="email"> <button type="submit">Subscribe</button></form>""",
        )

    def admin(self, request: Request) -> Response:
        return self.page("Forbidden", "<h1>Forbidden</h1>", status=403)

    def calendar(self, request: Request) -> Response:
        month = request.arg("month", "2024-01")
        m = re.fullmatch(r"(\d{4})-(\d{2})", month)
        year, mon = (int(m.group(1)), int(m.group(2))) if m else (2024, 1)
        year, mon = (year + 1, 1) if mon >= 12 else (year, mon + 1)
        return self.page(
            f"Events {month}",
            f"""<h1>Events in {esc(month)}</h1><p>No events planned.</p>
<p><a href="/events?month={year:04d}-{mon:02d}">Next month »</a></p>""",
        )


def item_strings(item: Any) -> Iterable[str]:
    """Every text value of an item (dataclass, dict or itemadapter item), nested ones included."""
    import dataclasses

    if dataclasses.is_dataclass(item) and not isinstance(item, type):
        data: Any = dataclasses.asdict(item)
    elif isinstance(item, Mapping):
        data = dict(item)
    else:
        try:
            from itemadapter import ItemAdapter

            data = ItemAdapter(item).asdict()
        except (ImportError, TypeError):  # no itemadapter, or not an item type it knows: its text as a whole
            data = str(item)
    stack = [data]
    while stack:
        value = stack.pop()
        if isinstance(value, str):
            yield value
        elif isinstance(value, Mapping):
            stack.extend(value.values())
        elif isinstance(value, (list, tuple, set)):
            stack.extend(value)
        elif value is not None and not isinstance(value, (bytes, bytearray)):
            yield str(value)


def _matched_ids(site: DemoSite, items: Iterable[Any]) -> set[str]:
    found: set[str] = set()
    for item in items:
        for text in item_strings(item):
            if text.startswith(("http://", "https://", "/")):
                path = urlsplit(text).path
                if path.startswith(site.detail_prefix):
                    doc_id = path[len(site.detail_prefix) :].strip("/")
                    if doc_id in site.by_id:
                        found.add(doc_id)
                        continue
            found.update(m for m in _HEX12.findall(text) if m in site.by_id)
    return found


def serve(host: str = "127.0.0.1", port: int = 0, **opts: Any) -> DemoSite:
    """Start the demo site in a background thread and return it (``site.url``; ``site.stop()``).

    ``opts``: ``corpus``, ``result_cap`` (200), ``page_size`` (10), ``stopwords``,
    ``min_docs`` (build a corpus with at least that many documents).
    """
    min_docs = opts.pop("min_docs", 0)
    if "corpus" not in opts and "index" not in opts and min_docs:
        opts["corpus"] = build_corpus(min_docs)
    site = DemoSite(host=host, port=port, **opts)
    site.start()
    return site


def main(argv: Sequence[str] | None = None) -> int:
    """Serve the demo site in the foreground until Ctrl-C."""
    parser = argparse.ArgumentParser(prog="hiddenweb demo", description="Serve the embedded demo search site.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--result-cap", type=int, default=200, help="results reachable per query (0: no cap)")
    parser.add_argument("--page-size", type=int, default=10)
    parser.add_argument("--min-docs", type=int, default=0, help="split docstrings until this many documents")
    parser.add_argument(
        "--plain", action="store_true", help="one page size: no per-page choice, no listing of every record"
    )
    args = parser.parse_args(argv)
    plain: dict[str, Any] = {"per_page": (), "per_page_links": (), "listing_cap": 0} if args.plain else {}
    site = serve(
        args.host,
        args.port,
        result_cap=args.result_cap or None,
        page_size=args.page_size,
        min_docs=args.min_docs,
        **plain,
    )
    print(f"Demo site with {len(site.records):,} documents at {site.url} (search form: {site.search_url})", flush=True)
    try:
        site.serve_forever()
    finally:
        site.stop()
    return 0
