"""Family I's seeds: one procurement portal per language and six general web directories.

Portals (``/``, ``/dir/<c>/?page=N``, ``/about/``, ``/newsletter/``, ``/search/``) list the listed on-topic
sites of their language in five authority categories (8 a page) and some neighbours in a sixth; they link
each other and the web directories. Web directories (``/``, ``/c/<category>/?p=N``, ``/add/``, ``/about/``)
list 70 % of the off-topic sites by category (20 a page) and, under "Government & business", the portals,
a fifth of the on-topic sites and some neighbours.
"""

from __future__ import annotations

import hashlib
from html import escape
from typing import TYPE_CHECKING
from urllib.parse import parse_qsl

from tests.web9.lang import LANGS, OFF_WORDS

if TYPE_CHECKING:
    from tests.web9.build import Site, Web

CATS = ("football", "recipes", "travel", "music", "cars", "garden", "games", "fashion", "weather", "pets")
GOV = "government-business"


def _h(text: str) -> int:
    return int(hashlib.md5(text.encode()).hexdigest()[:6], 16)


def _listing(web: Web) -> dict[tuple[int, str], list[Site]]:
    """(directory index, category) -> listed sites, built once per web."""
    cached = web.cache.get("listing")
    if isinstance(cached, dict):
        return cached
    out: dict[tuple[int, str], list[Site]] = {}
    dirs = [s for s in web.sites if s.kind == "webdir"]
    for s in web.sites:
        if s.kind == "portal" and s.listed:
            for d in dirs:
                out.setdefault((d.idx, GOV), []).append(s)
        elif s.kind == "offtopic" and s.listed:
            out.setdefault((dirs[s.idx % len(dirs)].idx, s.sub), []).append(s)
        elif (s.kind in ("form", "topic") and s.listed and _h(f"{web.seed}|{s.idx}") % 5 == 0) or (
            s.kind == "neighbour" and s.idx % 2 == 0
        ):
            out.setdefault((dirs[s.idx % len(dirs)].idx, GOV), []).append(s)
        if s.kind in ("form", "topic") and s.listed:
            out.setdefault((web.portals[s.lang].idx, str(s.cat)), []).append(s)
        if s.kind == "neighbour" and s.idx % 3 == 0:
            out.setdefault((web.portals[s.lang].idx, "5"), []).append(s)
    web.cache["listing"] = out
    return out


def _doc(site: Site, title: str, body: str) -> str:
    L = LANGS[site.lang]
    d = ' dir="rtl"' if L.dir == "rtl" else ""
    return (
        f'<!DOCTYPE html><html lang="{site.lang}"{d}><head><meta charset="{site.charset}">'
        f"<title>{escape(title)}</title></head><body>{body}</body></html>"
    )


def _entry(web: Web, s: Site, with_desc: bool = True) -> str:
    desc = f" – {escape(s.host)}" if with_desc else ""
    return f'<li><a href="{s.base}/">{escape(s.title or s.host)}</a>{desc}</li>'


def _pager(base: str, param: str, page: int, pages: int) -> str:
    links = [f"<b>{p}</b>" if p == page else f'<a href="{base}?{param}={p}">{p}</a>' for p in range(1, pages + 1)]
    if page < pages:
        links.append(f'<a href="{base}?{param}={page + 1}">»</a>')
    return f'<p class="pages">{" ".join(links)}</p>' if pages > 1 else ""


def directory_page(web: Web, site: Site, path: str, raw_query: str) -> tuple[int, str]:
    """``(status, html)`` of a portal's or web directory's page."""
    q = dict(parse_qsl(raw_query))
    if site.kind == "portal":
        return _portal(web, site, path, q)
    return _webdir(web, site, path, q)


def _portal(web: Web, site: Site, path: str, q: dict[str, str]) -> tuple[int, str]:
    L = LANGS[site.lang]
    listing = _listing(web)
    cats = list(L["cats"]) + [L.useful]
    head = (
        f'<header><h1><a href="/">{escape(site.title)}</a></h1>'
        f'<form action="/search/" method="get"><input name="q" aria-label="{escape(L.search)}">'
        f"<button>{escape(L.search)}</button></form>"
        f'<nav><a href="/">{escape(L.home)}</a> · <a href="/about/">{escape(L.about)}</a> · '
        f'<a href="/newsletter/">{escape(L.newsletter)}</a></nav></header>'
    )
    foot = f'<footer><a href="/about/">{escape(L.contact)}</a> · {escape(L.privacy)}</footer>'
    if path == "/":
        items = []
        for i, c in enumerate(cats):
            entries = listing.get((site.idx, str(i)), [])
            first = "".join(_entry(web, s, False) for s in entries[:6])
            more = f'<p><a href="/dir/{i}/">{escape(L.seeall)} ({len(entries)})</a></p>'
            items.append(f"<li><h3>{escape(c)}</h3><ul>{first}</ul>{more}</li>")
        others = [_entry(web, p, False) for p in web.portals.values() if p is not site]
        dirs = [_entry(web, d, False) for d in web.sites if d.kind == "webdir"][:3]
        body = (
            f"{head}<main><p>{escape(L.lorem)}</p><h2>{escape(L.dirname)}</h2><ul>{''.join(items)}</ul>"
            f"<h2>{escape(L.platforms)}</h2><ul>{''.join(others)}</ul><ul>{''.join(dirs)}</ul></main>{foot}"
        )
        return 200, _doc(site, site.title, body)
    if path.startswith("/dir/") and path.endswith("/") and path[5:-1].isdigit() and int(path[5:-1]) < len(cats):
        c = int(path[5:-1])
        entries = listing.get((site.idx, str(c)), [])
        pages = max(1, (len(entries) + 7) // 8)
        page = int(q["page"]) if q.get("page", "").isdigit() else 1
        page = min(max(page, 1), pages)
        chunk = entries[(page - 1) * 8 : page * 8]
        body = f"{head}<main><h2>{escape(cats[c])}</h2><ul>{''.join(_entry(web, s) for s in chunk)}</ul>"
        body += _pager(path, "page", page, pages) + f"</main>{foot}"
        return 200, _doc(site, cats[c], body)
    if path == "/newsletter/":
        form = (
            f'<form action="/newsletter/" method="post"><label>E-mail <input type="email" name="email"></label>'
            f'<label><input type="checkbox" name="weekly" value="1"> {escape(L.newsletter)}</label><button>OK</button></form>'
        )
        return 200, _doc(site, L.newsletter, f"{head}<main>{form}</main>{foot}")
    if path in ("/about/", "/search/"):
        return 200, _doc(site, L.about, f"{head}<main><p>{escape(L.lorem)}</p></main>{foot}")
    return 404, _doc(site, "404", f"{head}<p>404</p>")


def _webdir(web: Web, site: Site, path: str, q: dict[str, str]) -> tuple[int, str]:
    listing = _listing(web)
    names = {c: OFF_WORDS[c].split()[0].title() + " & " + c.title() for c in CATS}
    names[GOV] = "Government & business"
    title = f"Links directory #{site.idx - len(web.portals) + 1} ({LANGS[site.lang].name})"
    head = (
        f'<div id="hd"><a href="/">{escape(title)}</a> | <a href="/add/">Suggest a site</a> | '
        f'<a href="/about/">About</a></div>'
    )
    if path == "/":
        rows = [
            f'<li><a href="/c/{c}/">{escape(n)}</a> ({len(listing.get((site.idx, c), []))})</li>'
            for c, n in names.items()
        ]
        return 200, _doc(site, title, f"{head}<h1>{escape(title)}</h1><ul>{''.join(rows)}</ul>")
    if path.startswith("/c/") and path.endswith("/") and path[3:-1] in names:
        c = path[3:-1]
        entries = listing.get((site.idx, c), [])
        pages = max(1, (len(entries) + 19) // 20)
        page = int(q["p"]) if q.get("p", "").isdigit() else 1
        page = min(max(page, 1), pages)
        chunk = entries[(page - 1) * 20 : page * 20]
        body = f"{head}<h1>{escape(names[c])}</h1><ol>{''.join(_entry(web, s) for s in chunk)}</ol>"
        return 200, _doc(site, names[c], body + _pager(path, "p", page, pages))
    if path == "/add/":
        form = (
            '<form action="/add/" method="post"><label>URL <input name="url"></label>'
            '<label>Title <input name="title"></label><label>E-mail <input name="email"></label>'
            "<button>Submit</button></form>"
        )
        return 200, _doc(site, "Suggest a site", head + form)
    if path == "/about/":
        return 200, _doc(site, "About", head + "<p>A hand-edited directory of the web.</p>")
    return 404, _doc(site, "404", head + "<p>404</p>")
