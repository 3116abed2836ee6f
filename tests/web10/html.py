"""Family J's page templates (HTML 5, HTML 4 tables, portlets, drop-down menus, a frame-based legacy layout).

:func:`layout` wraps a page's body in its site's template; :func:`encode` turns the page into bytes of the site's
charset (characters outside it as numeric references) with the Content-Type header declaring it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html import escape

from tests.web10.lang import RTL, t
from tests.web10.site import Site

Link = tuple[str, str]  # (text, href)


def esc(text: str) -> str:
    return escape(text, quote=True)


def a(href: str, text: str, **attrs: str) -> str:
    more = "".join(f' {k.rstrip("_").replace("_", "-")}="{esc(v)}"' for k, v in attrs.items())
    return f'<a href="{esc(href)}"{more}>{esc(text)}</a>'


def ul(links: list[Link], cls: str = "") -> str:
    items = "".join(f"<li>{a(href, text)}</li>" for text, href in links)
    return f'<ul class="{cls}">{items}</ul>' if cls else f"<ul>{items}</ul>"


@dataclass
class Page:
    """What a renderer says about a page; the template decides how it looks."""

    title: str
    body: str
    nav: list[Link] = field(default_factory=list)
    subnav: dict[str, list[Link]] = field(default_factory=dict)  # nav text → drop-down entries
    footer: list[Link] = field(default_factory=list)
    search_box: str = ""  # the header's site search form, or ""
    switch: Link | None = None  # the other language version
    head: str = ""
    lang: str = "en"
    bare: bool = False  # no header, navigation or footer (an embedded document, a print version)


def _head(site: Site, page: Page, html4: bool) -> str:
    meta = (
        f'<meta http-equiv="Content-Type" content="text/html; charset={site.charset}">'
        if html4
        else f'<meta charset="{site.charset}">'
    )
    return f"<head>{meta}<title>{esc(page.title)}</title>{page.head}</head>"


def _html_attrs(page: Page) -> str:
    rtl = ' dir="rtl"' if page.lang in RTL else ""
    return f'lang="{page.lang}"{rtl}'


def layout(site: Site, page: Page) -> str:
    """The whole document of ``page`` in ``site``'s template."""
    html4 = site.template in ("table4", "frames")
    doctype = (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">'
        if html4
        else "<!DOCTYPE html>"
    )
    head = _head(site, page, html4)
    if page.bare:
        return f"{doctype}<html {_html_attrs(page)}>{head}<body>{page.body}</body></html>"
    switch = f'<div class="lang">{a(page.switch[1], page.switch[0])}</div>' if page.switch else ""
    footer = " | ".join(a(href, text) for text, href in page.footer)
    logo = f'<a href="{esc(site.home())}" class="logo">{esc(site.name)}</a>'
    if site.template == "table4":
        nav = "<br>".join(a(href, text) for text, href in page.nav)
        body = (
            f'<table width="100%" border="0" cellpadding="4"><tr><td colspan="2" bgcolor="#003366">'
            f'<font color="#ffffff" size="+2">{logo}</font>{switch}{page.search_box}</td></tr>'
            f'<tr><td width="180" valign="top" bgcolor="#e8eef4"><font size="2">{nav}</font></td>'
            f'<td valign="top">{page.body}</td></tr>'
            f'<tr><td colspan="2"><font size="1">{footer}</font></td></tr></table>'
        )
    elif site.template == "frames":  # the navigation is in the menu frame
        body = f"{page.body}<hr><p><small>{footer}</small></p>"
    elif site.template == "portlet":
        nav = "".join(f'<span class="menu-item">{a(href, text)}</span>' for text, href in page.nav)
        body = (
            f'<div id="wrapper"><div id="banner">{logo}{switch}{page.search_box}</div>'
            f'<div id="navigation" class="menu">{nav}</div>'
            f'<div id="content"><div class="portlet"><div class="portlet-body">{page.body}</div></div></div>'
            f'<div id="footer">{footer}</div></div>'
        )
    elif site.template == "dropdown":
        items = []
        for text, href in page.nav:
            sub = page.subnav.get(text)
            menu = ul(sub, "dropdown-menu") if sub else ""
            items.append(f'<li class="{"dropdown" if sub else "nav-item"}">{a(href, text)}{menu}</li>')
        body = (
            f'<div class="navbar">{logo}<ul class="navbar-nav">{"".join(items)}</ul>{switch}{page.search_box}</div>'
            f'<div class="container">{page.body}</div><div class="site-footer">{footer}</div>'
        )
    else:  # html5
        body = (
            f"<header>{logo}{switch}{page.search_box}</header><nav>{ul(page.nav)}</nav>"
            f"<main>{page.body}</main><footer>{footer}</footer>"
        )
    return f"{doctype}<html {_html_attrs(page)}>{head}<body>{body}</body></html>"


def frameset(site: Site, title: str, menu: str, main: str) -> str:
    """A legacy frame-based home page: a menu frame and a content frame."""
    return (
        '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd">'
        f"<html><head>"
        f'<meta http-equiv="Content-Type" content="text/html; charset={site.charset}">'
        f'<title>{esc(title)}</title></head><frameset cols="200,*">'
        f'<frame name="menu" src="{esc(menu)}"><frame name="main" src="{esc(main)}">'
        f"<noframes><body>{esc(title)}</body></noframes></frameset></html>"
    )


def menu_page(site: Site, links: list[Link]) -> str:
    """The menu frame of a frame-based site."""
    items = "<br>".join(f'<a href="{esc(href)}" target="main">{esc(text)}</a>' for text, href in links)
    page = Page(site.name, f"<p><b>{esc(site.name)}</b></p><p>{items}</p>", lang=site.lang, bare=True)
    return layout(site, page)


def encode(site: Site, text: str) -> tuple[str, bytes]:
    """``(content type, body)``: the text in the site's charset, characters outside it as references."""
    return f"text/html; charset={site.charset}", text.encode(site.charset, "xmlcharrefreplace")


def header_search(site: Site, action: str, variant: int) -> str:
    """The site-wide search box of a header (a negative: it searches the site's pages, not the topic)."""
    word = t(site.lang, "search")
    if variant % 3 == 0:
        return (
            f'<form class="site-search" action="{esc(action)}" method="get">'
            f'<input type="text" name="q" size="15" title="{esc(word)}"><input type="submit" value="{esc(word)}"></form>'
        )
    if variant % 3 == 1:
        return (
            f'<form id="searchbox" action="{esc(action)}"><label for="sw">{esc(word)}</label>'
            f'<input id="sw" name="searchword" type="search"><button type="submit">&#128269;</button></form>'
        )
    return (
        f'<form name="quick" action="{esc(action)}" method="get"><input name="query" placeholder="{esc(word)}…">'
        f'<input type="hidden" name="scope" value="site"><input type="image" src="/img/go.gif" alt="{esc(word)}"></form>'
    )
