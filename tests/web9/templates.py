"""Family I's page templates: the render context, HTML wrappers (div/nav, table, sidebar, XHTML, frames),
navigation, footers, the header's quick-links menu and the related-sites block."""

from __future__ import annotations

import hashlib
import random
from html import escape
from typing import TYPE_CHECKING
from urllib.parse import urlencode

from tests.web9 import forms as F
from tests.web9.lang import LANGS, OFF_WORDS, Lang

if TYPE_CHECKING:
    from tests.web9.build import Site, Web


class Ctx:
    """What a page renderer needs: the site, the language it is written in, URLs of the site's pages."""

    def __init__(self, web: Web, site: Site, L: Lang, hl: bool, rng: random.Random, key: str) -> None:
        self.web, self.site, self.L, self.hl, self.rng, self.key = web, site, L, hl, rng, key
        self.r = site.router

    def u(self, key: str, **params: object) -> str:
        q = {k: str(v) for k, v in params.items() if v is not None}
        if self.hl:
            q["hl"] = "en"
        return add_query(self.r.url(key), q)

    def a(self, key: str, text: str, **params: object) -> str:
        return f'<a href="{escape(self.u(key, **params))}">{escape(text)}</a>'

    def item_url(self, k: int) -> str:
        url = self.r.item(k)
        sid = hashlib.md5(f"{self.rng.random()}".encode()).hexdigest()[:16]
        if self.site.sid == "jsession":
            path, sep, query = url.partition("?")
            url = f"{path};jsessionid={sid.upper()}{sep}{query}"
        elif self.site.sid == "query":
            url = add_query(url, {"sid": sid})
        return add_query(url, {"hl": "en"}) if self.hl else url

    def ext(self, idx: int) -> str:
        return self.web.sites[idx].base + "/"


def add_query(url: str, params: dict[str, str]) -> str:
    if not params:
        return url
    return url + ("&" if "?" in url else "?") + urlencode(params)


def ul(items: list[str], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def encode(text: str, charset: str) -> bytes:
    return text.encode(charset, "xmlcharrefreplace")


# -- templates ---------------------------------------------------------------------------------------
def head_meta(ctx: Ctx, html5: bool) -> str:
    cs = ctx.site.charset
    if html5:
        return f'<meta charset="{cs}">'
    return f'<meta http-equiv="Content-Type" content="text/html; charset={cs}">'


def doc(ctx: Ctx, title: str, body: str, head: str = "") -> str:
    L = ctx.L
    d = ' dir="rtl"' if L.dir == "rtl" else ""
    return (
        f'<!DOCTYPE html><html lang="{L.code}"{d}><head>{head_meta(ctx, True)}<title>{escape(title)}</title>'
        f"{head}</head><body>{body}</body></html>"
    )


def nav(ctx: Ctx) -> list[str]:
    s, L = ctx.site, ctx.L
    if s.kind in ("form", "topic"):
        keys = [("home", L.home), ("about", L.about), ("procurement", L.procurement), ("news", L.news)]
        keys += [("suppliers", L.suppliers), ("business", L.business), ("documents", L.documents)]
        if s.sub == "esubmit":
            keys.append(("login", L.login))
        if s.sub == "stats":
            keys.append(("stats", L.opendata + " – 2024"))
        if s.calendar:
            keys.append(("calendar", L.calendar))
        if s.hide == "redirect_chain":
            keys.append(("go", s.brand))
        keys.append(("contact", L.contact))
    else:
        noun = OFF_WORDS[s.sub].split()[0].replace("-", " ").title()
        keys = [("home", L.home), ("about", L.about), ("items", noun), ("news", L.news)]
        if s.kind == "neighbour":
            keys.append(("lookup", F.NEIGHBOUR_FORMS[s.sub][0]))
        if s.calendar:
            keys.append(("calendar", L.calendar))
        keys.append(("contact", L.contact))
    return [ctx.a(k, t) for k, t in keys]


def footer(ctx: Ctx) -> list[str]:
    s, L = ctx.site, ctx.L
    keys = [("privacy", L.privacy), ("accessibility", L.accessibility), ("sitemap", L.sitemap)]
    if s.kind in ("form", "topic"):
        keys = [("transparency", L.transparency), ("opendata", L.opendata), ("useful", L.useful)]
        keys += [("links", L.related), ("newsletter", L.newsletter), ("complaints", L.complaints)]
        keys += [("sitemap", L.sitemap), ("privacy", L.privacy), ("accessibility", L.accessibility)]
    if s.kind == "neighbour":
        keys.append(("links", L.useful))
    return [ctx.a(k, t) for k, t in keys]


def jump_menu(ctx: Ctx) -> str:
    """The header's quick-links menu: a <select> for script users, real links only in <noscript>."""
    s, L = ctx.site, ctx.L
    entries = [("procurement", L.procurement), ("archive", L.archive), ("register", L.register)]
    entries += [("login", L.login), ("guide", L.guide), ("documents", L.documents), ("newsletter", L.newsletter)]
    if s.hide == "jump_select":
        entries.insert(3, ("search", s.brand))
    opts = "".join(f'<option value="{escape(ctx.u(k))}">{escape(t)}</option>' for k, t in entries)
    links = "".join(f"<li>{ctx.a(k, t)}</li>" for k, t in entries)
    return (
        f'<div class="quick"><select onchange="location.href=this.value" aria-label="{escape(L.quick)}">'
        f'<option value="">{escape(L.quick)} …</option>{opts}</select>'
        f"<noscript><ul>{links}</ul></noscript></div>"
    )


def header(ctx: Ctx) -> str:
    s = ctx.site
    parts = [f'<div class="brand">{ctx.a("home", s.title)}</div>']
    if s.alt_en:
        parts.append(
            ctx.a(ctx.key if ctx.key in ctx.r.urls else "home", "English", hl="en")
            if not ctx.hl
            else f'<a href="{escape(ctx.r.url("home"))}">{escape(LANGS[s.lang].name)}</a>'
        )
    if s.sitesearch and ctx.key != "search":
        parts.append(F.site_search_box(ctx))
    if s.kind in ("form", "topic") and (s.hide == "jump_select" or s.idx % 4 == 1):
        parts.append(jump_menu(ctx))
    return "".join(parts)


def related(ctx: Ctx) -> str:
    items = [
        f'<a href="{ctx.ext(i)}">{escape(ctx.web.sites[i].title or ctx.web.sites[i].host)}</a>' for i in ctx.site.out
    ]
    return f"<h3>{escape(ctx.L.platforms)}</h3>" + ul(items)


def wrap(ctx: Ctx, title: str, body: str) -> str:
    s, L = ctx.site, ctx.L
    t = s.template
    if t == "frames":  # content frame: no chrome, the menu frame has it
        return doc(ctx, title, body + f"<p><small>{escape(s.title)}</small></p>")
    links, foot, head = nav(ctx), footer(ctx), header(ctx)
    d = ' dir="rtl"' if L.dir == "rtl" else ""
    if t == "table":
        return (
            '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">'
            f'<html lang="{L.code}"{d}><head>{head_meta(ctx, False)}<title>{escape(title)}</title></head>'
            f'<body bgcolor="#ffffff"><table width="100%" border="0" cellpadding="4"><tr><td colspan="2">{head}</td></tr>'
            f'<tr><td width="190" valign="top" class="menu">{"<br>".join(links)}</td><td valign="top">{body}</td></tr>'
            f'<tr><td colspan="2" align="center"><font size="1">{" | ".join(foot)}</font></td></tr></table></body></html>'
        )
    if t == "xhtml":
        return (
            f'<?xml version="1.0" encoding="{s.charset}"?><!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{L.code}"{d}><head>{head_meta(ctx, False)}'
            f'<title>{escape(title)}</title></head><body><div id="top">{head}</div>'
            f'<div id="menu">{ul(links)}</div><div id="content">{body}</div><div id="foot">{ul(foot)}</div></body></html>'
        )
    if t == "sidebar":
        latest = [ctx.a("news", f"{L.news} {d2}/2024") for d2 in range(1, 4)]
        return doc(
            ctx,
            title,
            f'<header>{head}</header><div class="wrap"><aside class="left"><nav>{ul(links)}</nav></aside>'
            f'<main>{body}</main><aside class="right"><h4>{escape(L.news)}</h4>{ul(latest)}</aside></div>'
            f"<footer>{ul(foot)}</footer>",
        )
    return doc(
        ctx,
        title,
        f"<header>{head}<nav>{ul(links)}</nav></header><main>{body}</main><footer>{' · '.join(foot)}</footer>",
    )


def frameset(ctx: Ctx) -> str:
    s = ctx.site
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">'
        f"<html><head>{head_meta(ctx, False)}<title>{escape(s.title)}</title></head>"
        f'<frameset rows="90,*"><frame name="top" src="{escape(ctx.u("top"))}">'
        f'<frameset cols="220,*"><frame name="menu" src="{escape(ctx.u("menu"))}">'
        f'<frame name="main" src="{escape(ctx.u("main"))}"></frameset>'
        f"<noframes><body>{' '.join(nav(ctx))}</body></noframes></frameset></html>"
    )
