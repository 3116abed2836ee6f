"""How family K's pages render: the four site templates around a body per page kind, in the site's charset."""

from __future__ import annotations

import hashlib
import random
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl

from tests.kit import Request, esc
from tests.web11.build import Page
from tests.web11.lang import HTML_LANG, codec, slugify

if TYPE_CHECKING:
    from tests.web11.build import Site, Web

PER_PAGE = 15


class Ctx:
    """What a page's renderers share: the web, the site, the request's rng and session id."""

    def __init__(self, web: Web, site: Site, path: str, params: dict[str, str]) -> None:
        self.web = web
        self.s = site
        self.L = site.L
        self.path = path
        self.params = params
        self.rng = random.Random(f"{web.seed}|{site.idx}|{path}|{sorted(params.items())}")
        self.sid = hashlib.md5(f"{web.seed}|{site.host}|{path}".encode()).hexdigest()[:12] if site.sid else ""

    def href(self, url: str) -> str:
        """The escaped href of a link target: ``@<site>/path`` is another site; the session id goes at the end."""
        if url.startswith("@"):
            idx, _, path = url[1:].partition("/")
            return esc(self.web.sites[int(idx)].base + "/" + path)
        if self.sid and url.startswith("/") and url not in self.s.no_sid:
            url += ("&" if "?" in url else "?") + "sid=" + self.sid
        return esc(url)

    def a(self, label: str, url: str, cls: str = "") -> str:
        c = f' class="{cls}"' if cls else ""
        return f'<a href="{self.href(url)}"{c}>{esc(label)}</a>'

    def topical(self) -> list[str]:
        L = self.L
        words = [L[k] for k in ("t_company", "t_companies", "t_reg", "f_regno", "f_vat", "f_form", "f_seat")]
        return words + L.lists["lf"] + L.lists["st"]

    def paras(self, n: int, topical: bool = False) -> str:
        words = self.topical() if topical else None
        return "".join(
            f"<p>{esc(' '.join(self.L.sentence(self.rng, words) for _ in range(self.rng.randint(2, 4))))}</p>"
            for _ in range(n)
        )


# -- entry point ---------------------------------------------------------------------------------
def render(web: Web, s: Site, req: Request) -> tuple[int, str, bytes, list[tuple[str, str]]]:
    """``(status, content type, body, headers)`` of a request to ``s``."""
    path = req.path
    if path == "/robots.txt":
        if not s.robots:
            return 404, "text/plain; charset=utf-8", b"Not found", []
        body = "User-agent: *\nDisallow: /admin/\nDisallow: /cgi-bin/\nDisallow: /intranet/\n"
        return 200, "text/plain; charset=utf-8", body.encode(), []
    pairs = [(k, v) for k, v in parse_qsl(req.raw_query, keep_blank_values=True) if k != "sid"]
    params = dict(pairs)
    if path.startswith("/files/") and path.endswith((".pdf", ".csv")):
        if path.endswith(".pdf"):
            return 200, "application/pdf", b"%PDF-1.4\n% register extract\n%%EOF\n", []
        return 200, "text/csv; charset=utf-8", b"name;number;status\n", []
    k = s.item_of(path, params) if s.items else None
    page = Page("item", "", data={"k": k}) if k is not None and 1 <= k <= s.items else s.lookup(path, pairs)
    if page is None:
        ctx = Ctx(web, s, path, params)
        return _html(ctx, Page("text", "404"), "<h1>404</h1><p>Not found.</p>", 404)
    if page.kind == "redirect":
        to = page.data["to"]
        return 302, "text/html; charset=utf-8", b"", [("Location", to if to.startswith("http") else s.base + to)]
    if req.method == "POST" and page.kind == "form" and page.data.get("action") == path:
        page = Page("results", s.L["w_results"])
    ctx = Ctx(web, s, path, params)
    body = RENDERERS[page.kind](ctx, page)
    return _html(ctx, page, body, 200)


def _html(ctx: Ctx, page: Page, body: str, status: int) -> tuple[int, str, bytes, list[tuple[str, str]]]:
    s, L = ctx.s, ctx.L
    title = f"{page.title} | {s.title}" if page.title and page.title != s.title else s.title
    meta = (
        f'<meta http-equiv="Content-Type" content="text/html; charset={s.charset}">'
        if s.idx % 2
        else f'<meta charset="{s.charset}">'
    )
    lang = HTML_LANG.get(s.lang, s.lang)
    rtl = ' dir="rtl"' if L.rtl else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}"{rtl}><head>{meta}<title>{esc(title)}</title>'
        f'<meta name="viewport" content="width=device-width, initial-scale=1"></head>\n<body>'
        f"{SHELLS[s.template](ctx, page, body)}</body></html>\n"
    )
    return status, f"text/html; charset={s.charset}", html.encode(codec(s.charset), "xmlcharrefreplace"), []


# -- templates -----------------------------------------------------------------------------------
def _nav_list(ctx: Ctx, items: list[tuple[str, str]], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{ctx.a(label, url)}</li>" for label, url in items) + "</ul>"


def _mega(ctx: Ctx) -> str:
    if not ctx.s.mega:
        return ""
    cols = "".join(
        f'<div class="mega-col"><h3>{esc(head)}</h3>{_nav_list(ctx, items)}</div>' for head, items in ctx.s.mega
    )
    return f'<li class="has-mega"><span>{esc(ctx.L["w_services"])}</span><div class="mega-panel">{cols}</div></li>'


def _searchbox(ctx: Ctx) -> str:
    path = ctx.s.extra.get("search")
    if not path:
        return ""
    name = ("q", "s", "keys", "searchword")[ctx.s.idx % 4]
    return (
        f'<form class="site-search" role="search" action="{esc(path)}" method="get">'
        f'<input type="search" name="{name}" aria-label="{esc(ctx.L["w_search"])}">'
        f'<button type="submit">{esc(ctx.L["w_search"])}</button></form>'
    )


def _footer(ctx: Ctx) -> str:
    s, L = ctx.s, ctx.L
    news = ""
    if s.news_box and "newsletter" in s.extra:
        news = (
            f'<form class="newsletter" action="{esc(s.extra["newsletter"])}" method="post">'
            f'<label>{esc(L["w_newsletter"])} <input type="email" name="email"></label>'
            f"<button>{esc(L['w_subscribe'])}</button></form>"
        )
    return (
        f"<footer>{_nav_list(ctx, s.footer, 'footer-links')}{news}<p>© {2024 - s.idx % 9} {esc(s.title)}</p></footer>"
    )


def _gov(ctx: Ctx, page: Page, body: str) -> str:
    s, L = ctx.s, ctx.L
    nav = "".join(f"<li>{ctx.a(label, url)}</li>" for label, url in ctx.s.nav) + _mega(ctx)
    crumbs = f'<nav class="breadcrumb">{ctx.a(L["w_home"], "/")} › {esc(page.title)}</nav>' if page.title else ""
    return (
        f'<a class="skip" href="#main">{esc(L["w_more"])}</a><header><img src="/static/crest.png" alt="">'
        f'<span class="site-name">{esc(s.title)}</span>{_searchbox(ctx)}</header>'
        f'<nav class="main-nav"><ul>{nav}</ul></nav>{crumbs}<main id="main">{body}</main>{_footer(ctx)}'
    )


def _classic(ctx: Ctx, page: Page, body: str) -> str:
    s = ctx.s
    left = "".join(f"<tr><td>{ctx.a(label, url)}</td></tr>" for label, url in s.nav)
    mega = f"<ul>{_mega(ctx)}</ul>" if s.mega else ""
    return (
        f'<table width="100%" border="0"><tr><td colspan="2" class="top"><b>{esc(s.title)}</b> {_searchbox(ctx)}</td></tr>'
        f'<tr><td valign="top" width="200"><table class="menu">{left}</table>{mega}</td><td valign="top">{body}</td></tr>'
        f'<tr><td colspan="2">{_footer(ctx)}</td></tr></table>'
    )


def _bootstrap(ctx: Ctx, page: Page, body: str) -> str:
    s = ctx.s
    items = "".join(f'<li class="nav-item">{ctx.a(label, url, "nav-link")}</li>' for label, url in s.nav)
    return (
        f'<nav class="navbar navbar-expand-lg"><a class="navbar-brand" href="{ctx.href("/")}">{esc(s.title)}</a>'
        f'<div class="collapse navbar-collapse"><ul class="navbar-nav">{items}{_mega(ctx)}</ul>{_searchbox(ctx)}</div></nav>'
        f'<div class="container"><div class="row"><div class="col-md-12">{body}</div></div></div>{_footer(ctx)}'
    )


def _portal(ctx: Ctx, page: Page, body: str) -> str:
    s = ctx.s
    tabs = "".join(f'<li class="wpthemeNavListItem">{ctx.a(label, url)}</li>' for label, url in s.nav)
    return (
        f'<div class="wpthemeFrame"><div class="wpthemeHeader"><div class="wpthemeBanner">{esc(s.title)}</div>'
        f"{_searchbox(ctx)}</div>"
        f'<div class="wpthemeMainNav"><ul class="wpthemeNavList">{tabs}{_mega(ctx)}</ul></div>'
        f'<div class="wpthemeMain"><div class="component-container">{body}</div></div>'
        f'<div class="wpthemeFooter">{_footer(ctx)}</div></div>'
    )


SHELLS = {"gov": _gov, "classic": _classic, "bootstrap": _bootstrap, "portal": _portal}


# -- bodies --------------------------------------------------------------------------------------
def _links(ctx: Ctx, links: list[tuple[str, str]]) -> str:
    return _nav_list(ctx, links, "links") if links else ""


def _home(ctx: Ctx, page: Page) -> str:
    s, L = ctx.s, ctx.L
    out = [f"<h1>{esc(s.title)}</h1>"]
    if "cta" in s.extra:
        label, url = s.extra["cta"]
        out.append(f'<div class="hero"><p>{esc(L["t_reg"])}</p>{ctx.a(label, url, "btn btn-primary btn-lg")}</div>')
    if s.kind == "seed":
        out.append(ctx.paras(1))
        for label, path, ids in s.extra["sections_nav"]:
            out.append(f"<h2>{ctx.a(label, path)} ({len(ids)})</h2>")
            out.append(_entries(ctx, ids[:6]))
        return "".join(out)
    out.append(ctx.paras(2, s.kind in ("form", "decoy", "partner")))
    if s.extra.get("news"):
        latest = [(_item_title(ctx, k), s.item_url(k)) for k in range(s.items, max(0, s.items - 5), -1)]
        out.append(f"<h2>{esc(L['w_news'])}</h2>{_links(ctx, latest)}")
    if s.out and s.kind == "offtopic":
        out.append("<aside><h3>★</h3>" + _entries(ctx, s.out[:4]) + "</aside>")
    return "".join(out)


def _entries(ctx: Ctx, ids: list[int]) -> str:
    rows = []
    for i in ids:
        t = ctx.web.sites[i]
        rows.append(f"<li>{ctx.a(t.title, f'@{i}/')} <small>{esc(t.host)}</small></li>")
    return "<ul class='entries'>" + "".join(rows) + "</ul>"


def _text(ctx: Ctx, page: Page) -> str:
    s = ctx.s
    topical = bool(page.data.get("topical"))
    out = [f"<h1>{esc(page.title)}</h1>"]
    sub = page.data.get("sub")
    if sub:
        out.append(f'<div class="submenu">{_nav_list(ctx, sub)}</div>')
    out.append(ctx.paras(ctx.rng.randint(1, 3), topical))
    out.append(_links(ctx, page.links))
    if page.data.get("out") and s.out:
        out.append(_entries(ctx, s.out))
    return "".join(out)


def _service(ctx: Ctx, page: Page) -> str:
    L = ctx.L
    return (
        f"<h1>{esc(page.title)}</h1><h2>{esc(L['w_description'])}</h2>{ctx.paras(1, True)}"
        f"<h2>{esc(L['w_whouse'])}</h2>{ctx.paras(1)}<h2>{esc(L['w_fees'])}</h2><p>0 – 25</p>"
        f"<p>{ctx.a(L['w_start'], page.data['start'], 'button start-service')}</p>"
    )


def _item_title(ctx: Ctx, k: int) -> str:
    s, L = ctx.s, ctx.L
    rng = random.Random(f"{s.host}|title|{k}")
    if s.kind in ("form", "partner") or s.sub in ("pdf_register", "gazette", "bnews"):
        return L.company(rng)
    return L.sentence(rng, None, 5).rstrip(".。")


def _news(ctx: Ctx, page: Page) -> str:
    s, L = ctx.s, ctx.L
    p = int(ctx.params.get("page", "1")) if ctx.params.get("page", "1").isdigit() else 1
    last = max(1, -(-s.items // PER_PAGE))
    ks = [k for k in range(s.items - (p - 1) * PER_PAGE, s.items - p * PER_PAGE, -1) if k >= 1]
    out = [f"<h1>{esc(page.title)}</h1>", _links(ctx, [(_item_title(ctx, k), s.item_url(k)) for k in ks])]
    url = _url_of(s, page)
    base = url + ("&" if "?" in url else "?")
    nav = []
    if p > 1:
        nav.append(ctx.a(L["w_prev"], f"{base}page={p - 1}"))
    if p < last or s.endless:
        nav.append(ctx.a(L["w_next"], f"{base}page={p + 1}"))
    out.append(f'<div class="pager">{" | ".join(nav)}</div>')
    return "".join(out)


def _url_of(s: Site, page: Page) -> str:
    """The URL a page was added at (its first one)."""
    return page.data.get("url", "/")


def _item(ctx: Ctx, page: Page) -> str:
    s, L = ctx.s, ctx.L
    k = page.data["k"]
    title = _item_title(ctx, k)
    page.title = title
    out = [f"<h1>{esc(title)}</h1>"]
    if s.kind == "form" or s.sub in ("pdf_register", "chamber"):
        rng = random.Random(f"{s.host}|rec|{k}")
        rows = [
            ("f_regno", f"{rng.randint(10, 99)}/{rng.randint(1000, 99999)}/{2000 + k % 24}"),
            ("f_vat", str(rng.randint(10**7, 10**9))),
            ("f_form", rng.choice(L.lists["lf"])),
            ("f_seat", rng.choice(L.lists["pl"])),
            ("f_status", rng.choice(L.lists["st"])),
            ("f_incdate", f"{2000 + k % 24}-{k % 12 + 1:02d}-{k % 28 + 1:02d}"),
        ]
        out.append("<dl>" + "".join(f"<dt>{esc(L[key])}</dt><dd>{esc(v)}</dd>" for key, v in rows) + "</dl>")
    else:
        out.append(ctx.paras(ctx.rng.randint(2, 4), s.kind == "decoy"))
    url = s.item_url(k)
    links = [(L["w_print"], url + ("&" if "?" in url else "?") + "print=1")]
    if s.extra.get("news"):
        links.append((L["w_news"], s.extra["news"]))
    if k > 1:
        links.append((L["w_prev"], s.item_url(k - 1)))
    out.append(_links(ctx, links))
    return "".join(out)


def _links_page(ctx: Ctx, page: Page) -> str:
    return f"<h1>{esc(page.title)}</h1>{ctx.paras(1)}{_entries(ctx, ctx.s.out)}"


def _contact(ctx: Ctx, page: Page) -> str:
    L = ctx.L
    return (
        f"<h1>{esc(page.title)}</h1>{ctx.paras(1)}"
        f'<form action="{ctx.href(_url_of(ctx.s, page))}" method="post" class="contact">'
        f'<label>{esc(L["f_name"].split()[0])} <input name="name"></label>'
        f'<label>{esc(L["w_email"])} <input type="email" name="email"></label>'
        f'<label>{esc(L["w_message"])} <textarea name="message"></textarea></label>'
        f'<button type="submit">{esc(L["w_send"])}</button></form>'
    )


def _login(ctx: Ctx, page: Page) -> str:
    L = ctx.L
    return (
        f"<h1>{esc(page.title)}</h1>"
        f'<form action="{ctx.href(_url_of(ctx.s, page))}" method="post" class="login">'
        f'<label>{esc(L["w_user"])} <input name="username"></label>'
        f'<label>{esc(L["w_password"])} <input type="password" name="password"></label>'
        f'<input type="hidden" name="_csrf" value="{ctx.s.idx * 7919:x}">'
        f'<button type="submit">{esc(L["w_login"])}</button></form>'
    )


def _newsletter(ctx: Ctx, page: Page) -> str:
    L = ctx.L
    return (
        f"<h1>{esc(page.title)}</h1>{ctx.paras(1)}"
        f'<form action="{ctx.href(_url_of(ctx.s, page))}" method="post">'
        f'<label>{esc(L["w_email"])} <input type="email" name="email"></label>'
        f'<button type="submit">{esc(L["w_subscribe"])}</button></form>'
    )


def _sitesearch(ctx: Ctx, page: Page) -> str:
    s, L = ctx.s, ctx.L
    q = next((v for k, v in ctx.params.items() if k in ("q", "s", "keys", "searchword")), "")
    if not q or not s.items:
        return f"<h1>{esc(L['w_results'])}</h1><p>{esc(L['w_noresults'])}</p>"
    ks = sorted({ctx.rng.randint(1, s.items) for _ in range(5)})
    return f"<h1>{esc(L['w_results'])}: {esc(q)}</h1>" + _links(ctx, [(_item_title(ctx, k), s.item_url(k)) for k in ks])


def _calendar(ctx: Ctx, page: Page) -> str:
    L = ctx.L
    m = ctx.params.get("month", "2024-05")
    try:
        y, mo = (int(x) for x in m.split("-"))
    except ValueError:
        y, mo = 2024, 5
    prev = f"{y - (mo == 1)}-{(mo - 2) % 12 + 1:02d}"
    nxt = f"{y + (mo == 12)}-{mo % 12 + 1:02d}"
    base = _url_of(ctx.s, page)
    sep = "&" if "?" in base else "?"
    days = "".join(f"<td>{d}</td>" + ("</tr><tr>" if d % 7 == 0 else "") for d in range(1, 29))
    return (
        f"<h1>{esc(page.title)} {y}-{mo:02d}</h1><table class='cal'><tr>{days}</tr></table>"
        f"<p>{ctx.a(L['w_prev'], f'{base}{sep}month={prev}')} | {ctx.a(L['w_next'], f'{base}{sep}month={nxt}')}</p>"
    )


def _tabs(ctx: Ctx, page: Page) -> str:
    L = ctx.L
    cur = page.data["current"]
    tabs = "".join(
        f'<li class="{"active" if key == cur else ""}" role="tab">{ctx.a(label, url)}</li>'
        for key, label, url in page.data["tabs"]
    )
    body = f'<h1>{esc(L["w_registers"])}</h1><ul class="nav nav-tabs" role="tablist">{tabs}</ul>'
    if page.kind == "form":
        return body + f'<div class="tab-pane active"><h2>{esc(page.title)}</h2>{relevant_form(ctx, page)}</div>'
    if not cur:
        return body + f'<div class="tab-pane">{ctx.paras(2, True)}</div>'
    return body + f'<div class="tab-pane"><h2>{esc(page.title)}</h2>{ctx.paras(1, True)}{_downloads_list(ctx)}</div>'


def _downloads_list(ctx: Ctx) -> str:
    s, L = ctx.s, ctx.L
    rows = []
    for i in range(ctx.rng.randint(3, 8)):
        ext = "pdf" if i % 3 else "csv"
        name = f"/files/{slugify(L['t_extracts']) or 'extract'}-{2024 - i // 12}-{i % 12 + 1:02d}.{ext}"
        rows.append((f"{L['t_extracts']} {2024 - i // 12}/{i % 12 + 1:02d} ({ext.upper()})", name))
    return f"<h3>{esc(L['w_download'])}</h3>" + _links(ctx, rows) if s else ""


def _downloads(ctx: Ctx, page: Page) -> str:
    return f"<h1>{esc(page.title)}</h1>{ctx.paras(1, True)}{_downloads_list(ctx)}"


def _members(ctx: Ctx, page: Page) -> str:
    L = ctx.L
    letters = "ABCDEFGHIJKLMNOPRSTUVZ" if L.latin else "123456789"
    base = _url_of(ctx.s, page)
    sep = "&" if "?" in base else "?"
    cur = ctx.params.get("letter", letters[0])
    rng = random.Random(f"{ctx.s.host}|members|{cur}")
    names = "".join(f"<li>{esc(L.company(rng))}</li>" for _ in range(12))
    index = " ".join(ctx.a(c, f"{base}{sep}letter={c}") for c in letters)
    return f"<h1>{esc(page.title)}</h1><p class='az'>{index}</p><ul>{names}</ul>"


def _dir(ctx: Ctx, page: Page) -> str:
    L = ctx.L
    ids = page.data["ids"]
    p = int(ctx.params.get("p", "1")) if ctx.params.get("p", "1").isdigit() else 1
    per = 20
    chunk = ids[(p - 1) * per : p * per]
    base = _url_of(ctx.s, page)
    nav = []
    if p > 1:
        nav.append(ctx.a(L["w_prev"], f"{base}?p={p - 1}"))
    if p * per < len(ids):
        nav.append(ctx.a(L["w_next"], f"{base}?p={p + 1}"))
    return f"<h1>{esc(page.title)}</h1>{_entries(ctx, chunk)}<p>{' | '.join(nav)}</p>"


def _nform(ctx: Ctx, page: Page) -> str:
    L, sub = ctx.L, ctx.s.sub
    fields = {
        "job": ("n_kw", "n_loc"),
        "tm": ("n_kw", "n_class"),
        "tender": ("n_kw", "n_year"),
        "post": ("n_street", "n_city"),
        "lib": ("n_title", "n_author"),
        "stat": ("n_kw", "n_year"),
    }[sub]
    inputs = "".join(f'<label>{esc(L[f])} <input name="{f[2:]}"></label>' for f in fields)
    return (
        f"<h1>{esc(page.title)}</h1>{ctx.paras(1)}"
        f'<form action="{ctx.href(page.data["action"])}" method="get">{inputs}'
        f'<button type="submit">{esc(L["w_search"])}</button></form>'
    )


def _nresults(ctx: Ctx, page: Page) -> str:
    return f"<h1>{esc(ctx.L['w_results'])}</h1>{ctx.paras(2)}"


def _results(ctx: Ctx, page: Page) -> str:
    s, L = ctx.s, ctx.L
    owner = ctx.web.sites[s.partner] if s.kind == "partner" else s
    ks = sorted({ctx.rng.randint(1, max(1, owner.items)) for _ in range(8)})
    rows = "".join(
        f"<tr><td>{ctx.a(_item_title(ctx, k), s.item_url(k)) if s.items else esc(_item_title(ctx, k))}</td>"
        f"<td>{ctx.rng.randint(1000, 99999)}</td><td>{esc(ctx.rng.choice(L.lists['st']))}</td></tr>"
        for k in ks
    )
    head = "".join(f"<th>{esc(L[k])}</th>" for k in ("f_name", "f_regno", "f_status"))
    return f"<h1>{esc(L['w_results'])}</h1><table class='results'><tr>{head}</tr>{rows}</table>"


def _form_page(ctx: Ctx, page: Page) -> str:
    if "tabs" in page.data:
        return _tabs(ctx, page)
    intro = f"<h1>{esc(page.title)}</h1>" if not page.data.get("home") else ""
    form = f"<section class='register-search'>{intro}{ctx.paras(1, True)}{relevant_form(ctx, page)}</section>"
    if page.data.get("home"):
        return _home(ctx, page).replace("</h1>", "</h1>" + form, 1)
    sub = page.data.get("sub")
    return (f'<div class="submenu">{_nav_list(ctx, sub)}</div>' if sub else "") + form


# -- the relevant form ---------------------------------------------------------------------------
_PLAIN = {
    "f_name": "name",
    "f_regno": "regno",
    "f_vat": "vat",
    "f_form": "legal_form",
    "f_seat": "seat",
    "f_status": "status",
    "f_from": "inc_from",
    "f_to": "inc_to",
    "f_activity": "activity",
    "f_officer": "officer",
    "f_regtype": "register",
}
_ABBR = {
    "f_name": "nm",
    "f_regno": "rn",
    "f_vat": "tx",
    "f_form": "lf",
    "f_seat": "sd",
    "f_status": "st",
    "f_from": "df",
    "f_to": "dt",
    "f_activity": "ac",
    "f_officer": "of",
    "f_regtype": "rg",
}
_ASPX = {
    "f_name": "txtName",
    "f_regno": "txtRegNo",
    "f_vat": "txtTaxId",
    "f_form": "ddlLegalForm",
    "f_seat": "ddlSeat",
    "f_status": "ddlStatus",
}


def _fname(s: Site, key: str) -> str:
    if s.layout == "aspnet":
        return "ctl00$ContentPlaceHolder1$" + _ASPX.get(key, key[2:])
    if s.layout == "jsf":
        return "searchForm:" + _PLAIN[key]
    style = s.idx % 4
    if style == 1 and s.L.latin:
        return slugify(s.L[key]).replace("-", "_")[:24] or _PLAIN[key]
    if style == 2:
        return f"search[{_PLAIN[key]}]"
    if style == 3:
        return _ABBR[key]
    return _PLAIN[key]


def _field(ctx: Ctx, key: str, control: str, label_style: int) -> str:
    L = ctx.L
    fid = "f_" + _PLAIN[key]
    if label_style == 2 and control.startswith("<input"):
        control = control.replace("<input", f'<input placeholder="{esc(L[key])}"', 1)
        return f"<div>{control.replace('<input', f'<input id={fid!r}', 1)}</div>"
    control = control.replace("<input", f'<input id="{fid}"', 1).replace("<select", f'<select id="{fid}"', 1)
    if label_style == 1:
        return f"<tr><td>{esc(L[key])}:</td><td>{control}</td></tr>"
    return f'<div class="form-group"><label for="{fid}">{esc(L[key])}</label>{control}</div>'


def relevant_form(ctx: Ctx, page: Page) -> str:
    """The register search form of the site's layout."""
    s, L = ctx.s, ctx.L
    layout = s.layout
    ls = (s.idx // 4) % 3
    if layout in ("aspnet", "jsf"):
        ls = 1

    def text(key: str, typ: str = "text") -> str:
        return _field(ctx, key, f'<input type="{typ}" name="{esc(_fname(s, key))}">', ls)

    def select(key: str, options: list[str]) -> str:
        opts = "<option value=''>—</option>" + "".join(
            f'<option value="{i + 1}">{esc(o)}</option>' for i, o in enumerate(options)
        )
        return _field(ctx, key, f'<select name="{esc(_fname(s, key))}">{opts}</select>', ls)

    hidden = list(page.data.get("hidden", []))
    method = "get"
    if layout == "simple":
        fields = [text("f_name")]
        hidden.append(("type", "company"))
    elif layout == "namecheck":
        fields = [text("f_name"), select("f_form", L.lists["lf"])]
    elif layout == "select_text":
        by = "".join(
            f'<option value="{v}">{esc(L[k])}</option>'
            for k, v in (("f_name", "name"), ("f_regno", "number"), ("f_vat", "tax"))
        )
        fields = [
            f'<div><select name="by" aria-label="{esc(L["w_search"])}">{by}</select>'
            f'<input type="text" name="{esc(_fname(s, "f_name"))}" size="40"></div>',
            select("f_regtype", [L[k] for k in ("t_reg", "t_coop", "t_charity", "t_assoc")]),
        ]
    elif layout == "post":
        method = "post"
        hidden.append(("csrf_token", hashlib.md5(s.host.encode()).hexdigest()))
        fields = [text("f_name"), text("f_regno"), text("f_vat"), select("f_status", L.lists["st"])]
    elif layout == "advanced":
        fields = [
            text("f_name"),
            text("f_regno"),
            text("f_vat"),
            select("f_form", L.lists["lf"]),
            select("f_seat", L.lists["pl"]),
            select("f_status", L.lists["st"]),
            text("f_from", "date"),
            text("f_to", "date"),
            text("f_activity"),
            text("f_officer"),
        ]
    elif layout == "aspnet":
        method = "post"
        vs = hashlib.sha256(s.host.encode()).hexdigest()
        hidden += [
            ("__VIEWSTATE", "/wEPDwUK" + vs[:40]),
            ("__VIEWSTATEGENERATOR", vs[40:48].upper()),
            ("__EVENTVALIDATION", "/wEdAA" + vs[8:36]),
        ]
        fields = [
            text("f_name"),
            text("f_regno"),
            text("f_vat"),
            select("f_form", L.lists["lf"]),
            select("f_seat", L.lists["pl"]),
        ]
    elif layout == "jsf":
        method = "post"
        hidden += [("searchForm", "searchForm"), ("javax.faces.ViewState", f"{s.idx}:-{s.idx * 31337 % 99991}")]
        fields = [
            text("f_name"),
            text("f_regno"),
            text("f_vat"),
            select("f_seat", L.lists["pl"]),
            select("f_status", L.lists["st"]),
        ]
    else:
        raise ValueError(layout)
    body = "".join(fields)
    if ls == 1:
        body = (
            "<table class='search'>"
            + "".join(f if f.startswith("<tr>") else f"<tr><td colspan='2'>{f}</td></tr>" for f in fields)
            + "</table>"
        )
    hid = "".join(f'<input type="hidden" name="{esc(k)}" value="{esc(v)}">' for k, v in hidden)
    if layout == "aspnet":
        submit = f'<input type="submit" name="ctl00$ContentPlaceHolder1$btnSearch" value="{esc(L["w_search"])}">'
    elif layout == "jsf":
        submit = f'<input type="submit" name="searchForm:btnSearch" value="{esc(L["w_search"])}">'
    else:
        submit = f'<button type="submit">{esc(L["w_search"])}</button>'
        if layout == "advanced":
            submit += f'<input type="reset" value="{esc(L["w_advanced"])} ×">'
    fid = ' id="searchForm"' if layout == "jsf" else ' id="aspnetForm"' if layout == "aspnet" else ""
    return (
        f'<form{fid} action="{ctx.href(page.data["action"])}" method="{method}" class="register-search-form">'
        f"{hid}{body}{submit}</form>"
    )


RENDERERS: dict[str, Any] = {
    "home": _home,
    "text": _text,
    "service": _service,
    "news": _news,
    "item": _item,
    "links": _links_page,
    "contact": _contact,
    "login": _login,
    "newsletter": _newsletter,
    "sitesearch": _sitesearch,
    "calendar": _calendar,
    "tabs": _tabs,
    "downloads": _downloads,
    "members": _members,
    "dir": _dir,
    "nform": _nform,
    "nresults": _nresults,
    "results": _results,
    "form": _form_page,
    "section": _news,
}
