"""The page around a site's content: head with the declared charset, header, navigation in the site's style,
breadcrumbs and footer; and the encoding of the page into the bytes of that charset."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

from tests.kit import esc
from tests.web13.build import Site
from tests.web13.lang import HTML_LANG, w

Link = tuple[str, str]


@dataclass
class Menu:
    """A site's navigation: top entries (label, href, children) and footer links."""

    top: list[tuple[str, str, list[Link]]] = field(default_factory=list)
    footer: list[Link] = field(default_factory=list)
    header: list[Link] = field(default_factory=list)  # small links top right (login, contact, A–Z…)
    search: str = ""  # the header's site search form (HTML), if any


def links_list(links: list[Link], cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return f"<ul{attr}>" + "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for t, h in links) + "</ul>"


def _nav(site: Site, menu: Menu) -> str:
    style = site.nav
    if style == "div":
        return '<div id="menu">' + " | ".join(f'<a href="{esc(h)}">{esc(t)}</a>' for t, h, _ in menu.top) + "</div>"
    if style == "mega":
        cols = []
        for t, h, kids in menu.top:
            sub = links_list(kids) if kids else ""
            cols.append(f'<div class="mega-col"><h3><a href="{esc(h)}">{esc(t)}</a></h3>{sub}</div>')
        return f'<div class="mega-menu" role="navigation">{"".join(cols)}</div>'
    if style == "wp":
        items = "".join(
            f'<li class="menu-item menu-item-type-post_type"><a href="{esc(h)}">{esc(t)}</a></li>'
            for t, h, _ in menu.top
        )
        return (
            f'<nav id="site-navigation" class="main-navigation"><ul id="menu-primary" class="menu">{items}</ul></nav>'
        )
    if style == "dropdown":
        items = []
        for t, h, kids in menu.top:
            if kids:
                sub = "".join(f'<li><a href="{esc(kh)}">{esc(kt)}</a></li>' for kt, kh in kids)
                items.append(
                    f'<li class="dropdown"><a href="#" class="dropdown-toggle" aria-haspopup="true">{esc(t)}'
                    f' <span class="caret"></span></a><ul class="dropdown-menu">{sub}</ul></li>'
                )
            else:
                items.append(f'<li><a href="{esc(h)}">{esc(t)}</a></li>')
        return f'<nav class="navbar"><ul class="nav navbar-nav">{"".join(items)}</ul></nav>'
    # "nav" and "table" (the table layout puts it in its left column)
    return '<nav class="main-nav" aria-label="Main">' + links_list([(t, h) for t, h, _ in menu.top]) + "</nav>"


def _crumbs(site: Site, crumbs: list[Link]) -> str:
    if not crumbs:
        return ""
    if site.idx % 2:
        items = "".join(f'<li class="breadcrumb-item"><a href="{esc(h)}">{esc(t)}</a></li>' for t, h in crumbs)
        return f'<nav aria-label="breadcrumb"><ol class="breadcrumb">{items}</ol></nav>'
    trail = " &rsaquo; ".join(f'<a href="{esc(h)}">{esc(t)}</a>' for t, h in crumbs)
    return f'<div class="crumbs">{esc(w("you_are_here", site.lang))}: {trail}</div>'


def _footer(site: Site, menu: Menu) -> str:
    links = " &middot; ".join(f'<a href="{esc(h)}">{esc(t)}</a>' for t, h in menu.footer)
    return (
        f'<footer class="site-footer"><p class="footer-links">{links}</p><p>&copy; 2024 {esc(site.name)}</p></footer>'
    )


def page(
    site: Site,
    title: str,
    body: str,
    menu: Menu | None = None,
    crumbs: list[Link] | None = None,
    head: str = "",
) -> str:
    """A whole HTML document of ``site`` (a string: :func:`encode` makes the bytes)."""
    menu = menu or Menu()
    meta = (
        f'<meta charset="{site.charset}">'
        if site.idx % 2
        else f'<meta http-equiv="Content-Type" content="text/html; charset={site.charset}">'
    )
    lang = HTML_LANG.get(site.lang, site.lang)
    small = " | ".join(f'<a href="{esc(h)}">{esc(t)}</a>' for t, h in menu.header)
    header = (
        f'<header class="site-header"><a href="/" class="logo"><img src="/static/logo.png" alt="{esc(site.name)}">'
        f'</a><span class="site-name">{esc(site.name)}</span><div class="tools">{small}</div>{menu.search}</header>'
    )
    main = f'<main id="content">{_crumbs(site, crumbs or [])}<h1>{esc(title)}</h1>{body}</main>'
    if site.nav == "table":
        layout = (
            f'<table width="100%" cellpadding="4" border="0"><tr><td class="nav" valign="top" width="180">'
            f'{_nav(site, menu)}</td><td class="content" valign="top">{main}</td></tr></table>'
        )
    else:
        layout = _nav(site, menu) + main
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head>{meta}<title>{esc(title)} - {esc(site.name)}</title>'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">{head}</head>'
        f"<body>{header}{layout}{_footer(site, menu)}</body></html>"
    )


_HREF = re.compile(r'(href|src|action)="(/[^"#]*)"')


def add_sid(html: str, site: Site, here: str) -> str:
    """A session id at the end of every same-site URL: a new one on every page (the ``sid`` trap)."""
    sid = hashlib.sha1(f"{site.host}|{here}".encode()).hexdigest()[:12]

    def repl(m: re.Match[str]) -> str:
        url = re.sub(r"[?&]sid=[0-9a-f]+$", "", m.group(2).replace("&amp;", "&"))
        sep = "&amp;" if "?" in url else "?"
        return f'{m.group(1)}="{esc(url)}{sep}sid={sid}"'

    return _HREF.sub(repl, html)


def encode(html: str, charset: str) -> tuple[str, bytes]:
    """(Content-Type, bytes): characters outside the charset as numeric references."""
    return f"text/html; charset={charset}", html.encode(charset, "xmlcharrefreplace")


def paragraphs(*texts: str) -> str:
    return "".join(f"<p>{esc(t)}</p>" for t in texts if t)
