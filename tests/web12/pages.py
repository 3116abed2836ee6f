"""Family L's pages: one request of one site rendered from its page table (seeded by site, path and query).

Seven site templates (``menu_div`` for ``/seg/`` sites, a ``<table>`` layout for ``.htm`` sites, a WordPress sidebar
``<ul id="sidebar">``, Drupal's ``block-system-main-menu``, Plone's ``portal-globalnav``, SharePoint's
``ms-core-listMenu``, MediaWiki's ``mw-panel``), a header with icon links (title attribute only), breadcrumbs and a
footer that is very long on a third of the sites.
"""

from __future__ import annotations

import html
import random
from typing import TYPE_CHECKING
from urllib.parse import parse_qsl, urlencode

from tests.web12.build import Page, Site, token
from tests.web12.hides import SEARCH_PATHS
from tests.web12.lang import LANGS, RECORDS, Lang, slugify

if TYPE_CHECKING:
    from tests.web12.build import Web

_GIF = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
_ENG = {"f_surname": "surname", "f_given": "forename", "f_yfrom": "year_from", "f_yto": "year_to", "f_year": "year",
        "f_place": "place", "f_parish": "parish", "f_county": "county", "f_type": "record_type", "f_father": "father",
        "f_mother": "mother", "f_spouse": "spouse", "f_age": "age", "f_name": "name", "f_sex": "sex"}  # fmt: skip
_ABBR = {"f_surname": "sn", "f_given": "gn", "f_yfrom": "yf", "f_yto": "yt", "f_year": "yr", "f_place": "pl",
         "f_parish": "pa", "f_county": "co", "f_type": "ty", "f_father": "fa", "f_mother": "mo", "f_spouse": "sp",
         "f_age": "ag", "f_name": "nm", "f_sex": "sx"}  # fmt: skip
_SELECTS = {"f_type", "f_parish", "f_county", "f_sex", "f_year"}
Result = tuple[int, str, bytes, list[tuple[str, str]]]


def e(text: object) -> str:
    return html.escape(str(text), quote=True)


def href(web: Web, url: str) -> str:
    """The href of a page-table link: ``@idx/path`` is another site's page."""
    if url.startswith("@"):
        idx, _, path = url[1:].partition("/")
        return e(web.sites[int(idx)].base + "/" + path)
    return e(url)


def a(web: Web, label: str, url: str, extra: str = "") -> str:
    return f'<a href="{href(web, url)}"{extra}>{e(label)}</a>'


def render(web: Web, site: Site, method: str, path: str, raw_query: str) -> Result:
    params = parse_qsl(raw_query)
    pd = dict(params)
    if path == "/robots.txt":
        if not site.robots:
            return 404, "text/plain", b"Not found", []
        lines = "User-agent: *\n" + "".join(f"Disallow: {r}\n" for r in site.robots)
        return 200, "text/plain", lines.encode(), []
    if path.startswith("/img/"):
        return 200, "image/gif", _GIF, []
    rng = random.Random(f"{web.seed}|{site.idx}|{path}|{raw_query}")
    k = site.item_of(path, pd) if site.items else None
    if k is not None:
        return _html(web, site, *_item(web, site, k, "print" in pd, rng))
    if site.scheme == "wp" and "s" in pd and site.search_box:
        page: Page | None = Page("sitesearch", site.L["search"])
    else:
        page = site.lookup(path, params)
    if page is None or (page.kind == "wikirc" and pd.get("title") != page.data["need"]):
        return _html(web, site, "404", f"<h1>404</h1><p>{e(site.L['fill'])}</p>", status=404)
    if page.kind == "redirect":
        to = page.data["to"]
        location = href(web, to) if to.startswith("@") else site.base + to
        return 302, "text/html", b"", [("Location", html.unescape(location))]
    if page.kind == "nform" and (method == "POST" or "go" in pd):
        if "go" in pd:
            return _html(web, site, page.title, _b_nresults(web, site, page, params, rng))
        return _html(web, site, page.title, f"<h1>{e(page.title)}</h1><p>{e(site.L['fill'])}</p>")
    body = _BODY[page.kind](web, site, page, params, rng)
    return _html(web, site, page.title, body, page=page, home=path in ("/", site.home) and page.kind == "home")


# -- the document -----------------------------------------------------------------------------------
def _html(
    web: Web, site: Site, title: str, body: str, *, page: Page | None = None, home: bool = False, status: int = 200
) -> Result:
    L = site.L
    cs = site.charset
    meta = (
        f'<meta http-equiv="Content-Type" content="text/html; charset={cs}">'
        if site.meta_equiv
        else f'<meta charset="{cs}">'
    )
    full = site.title if title == site.title else f"{title} – {site.title}"
    head = f'<!DOCTYPE html><html lang="{site.lang}"><head>{meta}<title>{e(full)}</title></head>'
    crumbs = _crumbs(web, site, page)
    doc = head + "<body>" + _TEMPLATES[_template(site)](web, site, crumbs + body, page, home) + "</body></html>"
    del L
    return status, f"text/html; charset={cs}", doc.encode(cs, "xmlcharrefreplace"), []


def _template(site: Site) -> str:
    return {
        "slash": "menu_div",
        "htm": "table",
        "wp": "sidebar",
        "drupal": "drupal",
        "plone": "plone",
        "sharepoint": "sharepoint",
        "wiki": "wiki",
    }[site.scheme]


def _crumbs(web: Web, site: Site, page: Page | None) -> str:
    if page is None or page.kind == "home" or site.kind == "seed":
        return ""
    parts = [a(web, site.L["home"], site.home)]
    crumb = page.data.get("crumb")
    if crumb:
        parent = site.lookup(crumb, [])
        if parent is not None:
            parts.append(a(web, parent.title, crumb))
    parts.append(e(page.title))
    cls = "portal-breadcrumbs" if site.scheme == "plone" else "breadcrumb"
    return f'<div class="{cls}">' + " › ".join(parts) + "</div>"


def _header(web: Web, site: Site) -> str:
    L = site.L
    icons = "".join(
        f'<a href="{href(web, url)}" title="{e(t)}" class="icon"><i class="{c}"></i></a>' for c, t, url in site.icons
    )
    box = ""
    if site.search_box:
        path = SEARCH_PATHS[site.scheme]
        name = {"wp": "s", "drupal": "keys", "plone": "SearchableText", "sharepoint": "k", "htm": "query"}.get(
            site.scheme, "q"
        )
        hidden = ""
        if site.scheme == "wiki":
            path, name, hidden = "/index.php", "search", '<input type="hidden" name="title" value="Special:Search">'
        box = (
            f'<form class="site-search" action="{e(path or "/")}" method="get" role="search">{hidden}'
            f'<input type="text" name="{name}" size="15" aria-label="{e(L["search"])}">'
            f'<input type="submit" value="{e(L["search"])}"></form>'
        )
    return (
        f'<div id="header"><a href="{e(site.home)}"><img src="/img/logo.png" alt="{e(site.title)}"></a> '
        f'<span class="site-name">{e(site.title)}</span> <span class="icons">{icons}</span>{box}</div>'
    )


def _footer(web: Web, site: Site) -> str:
    L = site.L
    links = " · ".join(a(web, t, u) for t, u in site.footer)
    if not site.mega:
        return f'<div id="footer">{links}<p>© {e(site.title)}</p></div>'
    cols = [
        (L["home"], [p for p in site.nav if p[1] != "#"]),
        (L["about"], site.footer + site.dropdown),
        (L["links"], [(web.sites[i].title, f"@{i}/") for i in site.out[:12]]),
    ]
    news = next((u for t, u in site.nav if t == L["news"]), "")
    if news:
        sep = "&" if "?" in news else "?"
        cols.append((L["news"], [(f"{L['page']} {n}", f"{news}{sep}page={n}") for n in range(1, 9)]))
    body = "".join(
        f'<div class="footer-col"><h4>{e(h)}</h4><ul>'
        + "".join(f"<li>{a(web, t, u)}</li>" for t, u in lst)
        + "</ul></div>"
        for h, lst in cols
    )
    return f'<footer class="mega-footer">{body}<p class="legal">{links}</p><p>© {e(site.title)}</p></footer>'


def _nav_items(web: Web, site: Site) -> list[str]:
    return [a(web, t, u) for t, u in site.nav]


def _dropdown_li(web: Web, site: Site) -> str:
    if not site.dropdown:
        return ""
    inner = "".join(f"<li>{a(web, t, u)}</li>" for t, u in site.dropdown)
    label = site.extra.get("dropdown_label", site.L["research"])
    return (
        f'<li class="dropdown"><a href="#" class="dropdown-toggle">{e(label)} ▾</a>'
        f'<ul class="dropdown-menu">{inner}</ul></li>'
    )


def _ul_nav(web: Web, site: Site, ul_attrs: str, li_attrs: str = "") -> str:
    items = "".join(f"<li{li_attrs}>{x}</li>" for x in _nav_items(web, site))
    return f"<ul {ul_attrs}>{items}{_dropdown_li(web, site)}</ul>"


def _t_menu_div(web: Web, site: Site, body: str, page: Page | None, home: bool) -> str:
    menu = " | ".join(_nav_items(web, site))
    if site.dropdown:
        inner = "".join(a(web, t, u) for t, u in site.dropdown)
        label = site.extra.get("dropdown_label", site.L["research"])
        menu += f' | <div class="dropdown"><span class="dropbtn">{e(label)}</span><div class="dropdown-content">{inner}</div></div>'
    return f'{_header(web, site)}<div class="menu">{menu}</div><div id="content">{body}</div>{_footer(web, site)}'


def _t_table(web: Web, site: Site, body: str, page: Page | None, home: bool) -> str:
    nav = "<br>\n".join(_nav_items(web, site))
    if site.dropdown:
        label = site.extra.get("dropdown_label", site.L["research"])
        nav += f"<br>\n<b>{e(label)}</b><br>\n" + "<br>\n".join("&nbsp;&nbsp;" + a(web, t, u) for t, u in site.dropdown)
    return (
        '<table width="100%" border="0" cellpadding="4"><tr><td colspan="2" bgcolor="#336699">'
        f"{_header(web, site)}</td></tr>"
        f'<tr><td class="nav" width="180" valign="top" bgcolor="#eeeeee">{nav}</td><td valign="top">{body}</td></tr>'
        f'<tr><td colspan="2">{_footer(web, site)}</td></tr></table>'
    )


def _t_sidebar(web: Web, site: Site, body: str, page: Page | None, home: bool) -> str:
    L = site.L
    widgets = [
        f'<li class="widget widget_pages"><h2 class="widgettitle">{e(L["home"])}</h2>'
        + "<ul>"
        + "".join(f"<li>{x}</li>" for x in _nav_items(web, site))
        + "</ul></li>"
    ]
    if site.dropdown:
        label = site.extra.get("dropdown_label", L["research"])
        widgets.append(
            f'<li class="widget"><h2 class="widgettitle">{e(label)}</h2><ul>'
            + "".join(f"<li>{a(web, t, u)}</li>" for t, u in site.dropdown)
            + "</ul></li>"
        )
    if home and page is not None and page.data.get("sidebar_form"):
        widgets.insert(
            0, f'<li class="widget widget_search_records">{_relevant_form(web, site, site, site.form_url)}</li>'
        )
    roll = site.extra.get("blogroll")
    if roll:
        widgets.append(
            '<li class="widget widget_links"><h2 class="widgettitle">Blogroll</h2><ul class="xoxo blogroll">'
            + "".join(f"<li>{a(web, t, u)}</li>" for t, u in roll)
            + "</ul></li>"
        )
    return (
        f'<div id="page">{_header(web, site)}<div id="primary" class="content-area">{body}</div>'
        f'<ul id="sidebar">{"".join(widgets)}</ul>{_footer(web, site)}</div>'
    )


def _t_drupal(web: Web, site: Site, body: str, page: Page | None, home: bool) -> str:
    nav = _ul_nav(web, site, 'class="menu nav"', ' class="leaf"')
    node = ""
    if page is not None and page.data.get("node"):
        node = f'<p class="shortlink"><a href="{e(page.data["node"])}">#</a></p>'
    return (
        f'{_header(web, site)}<div id="block-system-main-menu" class="block block-menu">{nav}</div>'
        f'<div class="region region-content">{body}{node}</div><div class="region-footer">{_footer(web, site)}</div>'
    )


def _t_plone(web: Web, site: Site, body: str, page: Page | None, home: bool) -> str:
    nav = _ul_nav(web, site, 'id="portal-globalnav"', ' class="plain"')
    return (
        f'<div id="portal-header">{_header(web, site)}{nav}</div><div id="portal-columns">'
        f'<div id="content">{body}</div></div><div id="portal-footer-wrapper">{_footer(web, site)}</div>'
    )


def _t_sharepoint(web: Web, site: Site, body: str, page: Page | None, home: bool) -> str:
    nav = _ul_nav(web, site, 'class="root ms-core-listMenu-root static"', ' class="static"')
    return (
        f'<div id="s4-workspace">{_header(web, site)}<div class="ms-core-listMenu-horizontalBox">{nav}</div>'
        f'<div id="contentBox"><div id="DeltaPlaceHolderMain">{body}</div></div>{_footer(web, site)}</div>'
    )


def _t_wiki(web: Web, site: Site, body: str, page: Page | None, home: bool) -> str:
    nav = "".join(f"<li>{x}</li>" for x in _nav_items(web, site))
    tools = "".join(f"<li>{a(web, t, u)}</li>" for t, u in site.extra.get("tools", []))
    panel = (
        f'<div id="mw-panel"><div class="portal" id="p-navigation"><h3>Navigation</h3><ul>{nav}</ul></div>'
        + (f'<div class="portal" id="p-tb"><h3>Tools</h3><ul>{tools}</ul></div>' if tools else "")
        + "</div>"
    )
    return (
        f'{_header(web, site)}<div id="content" class="mw-body"><div id="bodyContent">{body}</div></div>'
        f"{panel}{_footer(web, site)}"
    )


_TEMPLATES = {
    "menu_div": _t_menu_div,
    "table": _t_table,
    "sidebar": _t_sidebar,
    "drupal": _t_drupal,
    "plone": _t_plone,
    "sharepoint": _t_sharepoint,
    "wiki": _t_wiki,
}


# -- page bodies ------------------------------------------------------------------------------------
def _paras(page: Page) -> str:
    return "".join(f"<p>{e(p)}</p>" for p in page.data.get("paras", []))


def _ul(web: Web, links: list[tuple[str, str]]) -> str:
    return "<ul>" + "".join(f"<li>{a(web, t, u)}</li>" for t, u in links) + "</ul>" if links else ""


def _b_home(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    out = [f"<h1>{e(site.title)}</h1>"] + [f"<p>{e(p)}</p>" for p in page.data.get("intro", [])]
    areas = page.data.get("map")
    if areas:
        shapes = "".join(
            f'<area shape="rect" coords="{i * 120},0,{i * 120 + 119},160" href="{href(web, u)}" alt="{e(t)}">'
            for i, (t, u) in enumerate(areas)
        )
        out.append(
            f'<img src="/img/collage.jpg" width="{120 * len(areas)}" height="160" usemap="#m{site.idx}" '
            f'alt="{e(site.L["t_map"])}"><map name="m{site.idx}">{shapes}</map>'
        )
    out.append(_ul(web, page.links))
    if page.data.get("nform"):
        out.append(_nform(web, site, page.data["nform"], "/"))
    if site.items and site.kind != "hub":
        ks = rng.sample(range(1, site.items + 1), min(site.items, 6))
        out.append(
            "<h2>" + e(site.L["news"]) + "</h2><ul>"
            + "".join(f"<li>{a(web, _item_title(site, k), site.item_url(k))}</li>" for k in ks)
            + "</ul>"
        )  # fmt: skip
    return "".join(out)


def _b_text(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    out = [f"<h1>{e(page.title)}</h1>", _paras(page)]
    style = page.data.get("style", "ul")
    links = page.links
    if "progress" in page.data:
        out.append(f'<p><progress value="{page.data["progress"]}" max="100"></progress> {page.data["progress"]} %</p>')
        out.append(f"<p>{a(web, site.L['t_join'], page.data['join'])}</p>")
    if style == "logos":
        out.append(
            '<div class="logos">'
            + "".join(
                f'<a href="{href(web, u)}"><img src="/img/logo-{slugify(t)[:12] or i}.png" alt="{e(t)}"></a>'
                for i, (t, u) in enumerate(links)
            )
            + "</div>"
        )
    elif style == "dl":
        out.append(
            "<dl>" + "".join(f"<dt>{a(web, t, u)}</dt><dd>{e(site.L['t_intro'])}</dd>" for t, u in links) + "</dl>"
        )
    elif style == "letters":
        out.append('<p class="az">' + " ".join(a(web, t, u) for t, u in links) + "</p>")
    elif style == "names":
        L = site.L
        rows = "".join(
            f"<tr><td>{e(rng.choice(L.lists['surnames']))}</td><td>{e(rng.choice(L.lists['given']))}</td>"
            f"<td>{rng.randint(1700, 1920)}</td></tr>"
            for _ in range(25)
        )
        out.append(f"<table>{rows}</table>")
    elif style == "sitemap":
        out.append('<ul class="sitemap">' + "".join(f"<li>{a(web, t, u)}</li>" for t, u in links) + "</ul>")
    else:
        out.append(_ul(web, links))
    if site.kind == "decoy" and site.sub == "cemetery" and not links:
        out.append(_ul(web, site.nav))
    return "".join(out)


def _b_list(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    pd = dict(params)
    param = page.data.get("param", "page")
    per = page.data.get("per", 12)
    step = per if param == "start" else 1
    raw = pd.get(param, "0" if param == "start" else "1")
    n = int(raw) // step + (0 if param == "start" else -1) if raw.isdigit() else 0
    pages = max(1, -(-max(site.items, 1) // per))
    out = [f"<h1>{e(page.title)}</h1>"]
    start = (n * per) % max(site.items, 1)
    ks = [start + i + 1 for i in range(per) if start + i < site.items]
    out.append("<ul>" + "".join(f"<li>{a(web, _item_title(site, k), site.item_url(k))}</li>" for k in ks) + "</ul>")
    base = page.data["url"]
    sep = "&" if "?" in base else "?"
    nav = []
    if n > 0:
        nav.append(a(web, site.L["prev"], f"{base}{sep}{param}={(n - 1) * step + (param != 'start')}"))
    if n + 1 < pages or page.data.get("endless"):
        nav.append(a(web, site.L["next"], f"{base}{sep}{param}={(n + 1) * step + (param != 'start')}"))
    out.append('<p class="pager">' + " ".join(nav) + "</p>")
    return "".join(out)


def _b_calendar(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    month = dict(params).get("month", "2024-05")
    try:
        y, m = (int(x) for x in month.split("-"))
    except ValueError:
        y, m = 2024, 5
    base = page.data["url"]
    sep = "&" if "?" in base else "?"
    prev = f"{y - (m == 1)}-{(m - 2) % 12 + 1:02d}"
    nxt = f"{y + (m == 12)}-{m % 12 + 1:02d}"
    days = "".join(f"<td>{d}</td>" + ("</tr><tr>" if d % 7 == 0 else "") for d in range(1, 31))
    return (
        f"<h1>{e(page.title)} {y}-{m:02d}</h1><table class='calendar'><tr>{days}</tr></table>"
        f"<p>{a(web, '«', f'{base}{sep}month={prev}')} {a(web, '»', f'{base}{sep}month={nxt}')}</p>"
    )


def _b_facets(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    L = site.L
    chosen = [v for k, v in params if k == "facet"]
    base = page.data["url"]
    places = L.lists["places"][:6]
    decades = range(1750, 1900, 25)
    groups = [
        (L["f_parish"], [f"parish:{slugify(p) or i}" for i, p in enumerate(places)], places),
        (L["f_year"], [f"decade:{d}" for d in decades], [f"{d}–{d + 24}" for d in decades]),
        (L["f_type"], [f"type:{r[2:]}" for r in RECORDS[:4]], [L[r] for r in RECORDS[:4]]),
    ]
    out = [f"<h1>{e(page.title)}</h1>"]
    for head, values, labels in groups:
        items = []
        for v, lab in zip(values, labels, strict=True):
            if v in chosen:
                continue
            q = urlencode([("facet", c) for c in chosen] + [("facet", v)])
            url = base + ("&" if "?" in base else "?") + q
            items.append(f"<li>{a(web, lab, url)} ({rng.randint(1, 900)})</li>")
        out.append(f'<div class="facet"><h3>{e(head)}</h3><ul>{"".join(items)}</ul></div>')
    if site.items:
        ks = rng.sample(range(1, site.items + 1), min(site.items, 10))
        out.append("<ol>" + "".join(f"<li>{a(web, _item_title(site, k), site.item_url(k))}</li>" for k in ks) + "</ol>")
    return "".join(out)


def _b_wikirc(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    pd = dict(params)
    offset = int(pd["offset"]) if pd.get("offset", "").isdigit() else 0
    limit = pd.get("limit", "50")
    combos = " | ".join(
        a(web, f"{d}d/{lim}", f"/index.php?title=Special:RecentChanges&days={d}&limit={lim}")
        for d in (1, 3, 7, 14, 30)
        for lim in (50, 100, 250, 500)
    )
    older = f"/index.php?title=Special:RecentChanges&days={pd.get('days', '7')}&limit={limit}&offset={offset + 50}"
    arts = [u for t, u in site.nav if u.startswith("/wiki/")]
    changes = "".join(f"<li>{a(web, 'diff', rng.choice(arts))} · {rng.randint(1, 9999)} bytes</li>" for _ in range(8))
    return f"<h1>Recent changes</h1><p>{combos}</p><ul>{changes}</ul><p>{a(web, 'older 50', older)}</p>"


def _b_seedlist(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    out = [f"<h1>{e(page.title)}</h1>"]
    per = page.data.get("per")
    for head, links in page.data["sections"]:
        lst = links
        pager = ""
        if per:
            raw = dict(params).get("page", "1")
            n = int(raw) if raw.isdigit() and int(raw) > 0 else 1
            lst = links[(n - 1) * per : n * per]
            base = page.data["url"]
            sep = "&" if "?" in base else "?"
            pages = -(-len(links) // per)
            pager = " ".join(a(web, str(i), f"{base}{sep}page={i}") for i in range(1, pages + 1) if i != n)
        out.append(f"<h2>{e(head)}</h2>{_ul(web, lst)}<p class='pager'>{pager}</p>")
    return "".join(out)


def _b_sitesearch(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    return f"<h1>{e(site.L['results'])}</h1><p>0</p>{_ul(web, site.nav[:3])}"


def _b_nresults(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    ks = rng.sample(range(1, site.items + 1), min(site.items, 10)) if site.items else []
    rows = "".join(f"<li>{a(web, _item_title(site, k), site.item_url(k))}</li>" for k in ks)
    return f"<h1>{e(site.L['results'])}</h1><ol>{rows}</ol>"


def _b_form(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    owner = web.sites[page.data["of"]] if "of" in page.data else site
    L = owner.L
    return (
        f"<h1>{e(page.title)}</h1><p>{e(L['t_intro'])}</p>"
        f"{_relevant_form(web, owner, site, owner.form_url)}<p>{e(L['help'])}: {e(L['faq'])}</p>"
    )


def _b_results(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    owner = web.sites[page.data["of"]] if "of" in page.data else site
    L = owner.L
    a0, b0 = owner.db["years"]
    n = rng.randint(12, 400)
    rows = []
    for _ in range(min(n, 20)):
        k = rng.randint(1, site.items)
        rows.append(
            f"<tr><td>{e(rng.choice(L.lists['surnames']))}</td><td>{e(rng.choice(L.lists['given']))}</td>"
            f"<td>{rng.randint(a0, b0)}</td><td>{e(rng.choice(L.lists['places']))}</td>"
            f"<td>{e(L[rng.choice(owner.db['types'])])}</td><td>{a(web, '»', site.item_url(k))}</td></tr>"
        )
    head = "".join(f"<th>{e(L[f])}</th>" for f in ("f_surname", "f_given", "f_year", "f_parish", "f_type"))
    return (
        f"<h1>{e(L['results'])}</h1><p>{e(L['found'].format(n=n))}</p>"
        f'<table class="results"><tr>{head}<th></th></tr>{"".join(rows)}</table>'
        f"<p>{a(web, L['back'], owner.form_url)}</p>"
    )


def _b_nform(web: Web, site: Site, page: Page, params: list[tuple[str, str]], rng: random.Random) -> str:
    return f"<h1>{e(page.title)}</h1>{_nform(web, site, page.data['nk'], page.data['url'])}"


_BODY = {
    "home": _b_home,
    "text": _b_text,
    "list": _b_list,
    "calendar": _b_calendar,
    "facets": _b_facets,
    "wikirc": _b_wikirc,
    "seedlist": _b_seedlist,
    "sitesearch": _b_sitesearch,
    "nresults": _b_nresults,
    "form": _b_form,
    "results": _b_results,
    "nform": _b_nform,
}


# -- items ------------------------------------------------------------------------------------------
def _item_title(site: Site, k: int) -> str:
    L = site.L
    rng = random.Random(f"{site.host}|t|{k}")
    if site.kind in ("form", "hub") or (site.kind == "decoy" and site.sub in ("scans", "photos", "cemetery")):
        return f"{L[rng.choice(RECORDS)]}: {rng.choice(L.lists['given'])} {rng.choice(L.lists['surnames'])}, {1650 + k % 270}"
    if site.kind == "offtopic":
        return f"{L[site.sub]} {k}: {L['fill'][:40]}"
    if site.kind == "neighbour":
        return f"{L['nk_' + site.sub]} {k}: {rng.choice(L.lists['places'])}"
    return f"{L['genealogy']} {k}: {rng.choice(L.lists['surnames'])}"


def _item(web: Web, site: Site, k: int, printed: bool, rng: random.Random) -> tuple[str, str]:
    L = site.L
    title = _item_title(site, k)
    out = [f"<h1>{e(title)}</h1>"]
    if site.kind in ("form", "hub"):
        owner = web.sites[site.partner] if site.kind == "hub" else site
        L = owner.L
        rows = "".join(
            f"<tr><th>{e(L[f])}</th><td>{e(v)}</td></tr>"
            for f, v in (
                ("f_surname", rng.choice(L.lists["surnames"])),
                ("f_given", rng.choice(L.lists["given"])),
                ("f_year", 1650 + k % 270),
                ("f_parish", rng.choice(L.lists["places"])),
                ("f_father", rng.choice(L.lists["given"])),
                ("f_mother", rng.choice(L.lists["given"])),
            )
        )
        out.append(f'<table class="record">{rows}</table>')
    else:
        out.append(f"<p>{e(L['t_intro'] if site.kind != 'offtopic' else L['fill'])}</p>")
        if site.sub == "dnashop":
            out.append(_nform(web, site, "order", site.item_url(k)))
        elif site.sub == "blog" or site.sub == "blogroll":
            out.append(_nform(web, site, "comment", "/wp-comments-post.php"))
    if not printed:
        url = site.item_url(k)
        sep = "&" if "?" in url else "?"
        nxt = [a(web, L["print"], f"{url}{sep}print=1")]
        if k > 1:
            nxt.append(a(web, L["prev"], site.item_url(k - 1)))
        if k < site.items:
            nxt.append(a(web, L["next"], site.item_url(k + 1)))
        out.append('<p class="item-nav">' + " · ".join(nxt) + "</p>")
    return title, "".join(out)


# -- forms ------------------------------------------------------------------------------------------
def _fname(o: Site, key: str) -> str:
    style = o.names
    if style == "lang":
        return o.L.field_name(key)
    if style == "bracket":
        return f"search[{_ENG[key]}]"
    if style == "abbr":
        return _ABBR[key]
    if style == "aspx":
        return "ctl00$MainContent$" + ("ddl" if key in _SELECTS else "txt") + _ENG[key].title().replace("_", "")
    return _ENG[key]


def _fields(o: Site) -> list[str]:
    rng = random.Random(f"fields|{o.host}")
    extra = rng.sample(["f_father", "f_mother", "f_spouse", "f_age", "f_county", "f_sex"], rng.randint(1, 3))
    return {
        "full": ["f_surname", "f_given", "f_yfrom", "f_yto", "f_place", "f_type", *extra],
        "simple": ["f_name"],
        "post_token": ["f_surname", "f_given", "f_year", "f_parish"],
        "selects": ["f_parish", "f_year", "f_type"],
        "table": ["f_surname", "f_given", "f_yfrom", "f_yto", "f_place", "f_parish"],
        "placeholder": ["f_surname", "f_given", "f_year", "f_place"],
        "aspx": ["f_surname", "f_given", "f_yfrom", "f_yto", "f_type", "f_county"],
    }[o.layout]


def _options(o: Site, key: str) -> list[tuple[str, str]]:
    L = o.L
    if key == "f_type":
        return [("", L["any"])] + [
            (r[2:], L[r]) for r in o.db["types"] + [r for r in RECORDS if r not in o.db["types"]][:2]
        ]
    if key == "f_parish":
        return [("", L["any"])] + [(str(i + 1), p) for i, p in enumerate(L.lists["places"])]
    if key == "f_county":
        return [("", L["any"])] + [(slugify(c) or str(i), c) for i, c in enumerate(L.lists["counties"])]
    if key == "f_sex":
        return [("", L["any"]), ("m", "M"), ("f", "F")]
    a0, b0 = o.db["years"]
    return [("", L["any"])] + [(str(y), str(y)) for y in range(a0 - a0 % 10, b0 + 1, 10)]


def _control(o: Site, key: str, fid: str, placeholder: bool) -> str:
    name = _fname(o, key)
    if key in _SELECTS and (key != "f_year" or o.layout in ("selects", "post_token")):
        opts = "".join(f'<option value="{e(v)}">{e(t)}</option>' for v, t in _options(o, key))
        return f'<select name="{e(name)}" id="{fid}">{opts}</select>'
    size = 4 if key in ("f_yfrom", "f_yto", "f_year", "f_age") else 25
    ph = f' placeholder="{e(o.L[key])}"' if placeholder else ""
    return f'<input type="text" name="{e(name)}" id="{fid}" size="{size}"{ph}>'


def _relevant_form(web: Web, o: Site, host: Site, form_url: str) -> str:
    """The relevant search form of form site ``o`` (served by ``host``: ``o`` or its hub)."""
    L = o.L
    action = o.results_url
    post = o.layout in ("post_token", "aspx")
    hidden = ""
    if not post and "?" in action:  # a GET form drops the action's query: carry it in hidden fields
        path, _, q = action.partition("?")
        hidden = "".join(f'<input type="hidden" name="{e(k)}" value="{e(v)}">' for k, v in parse_qsl(q))
        action = path
    if o.layout == "post_token":
        hidden += f'<input type="hidden" name="csrf_token" value="{token(o.host, "csrf")}">'
    if o.layout == "aspx":
        hidden += (
            f'<input type="hidden" name="__VIEWSTATE" value="/wEPDw{token(o.host, "vs")}">'
            f'<input type="hidden" name="__EVENTVALIDATION" value="/wEdA{token(o.host, "ev")[:24]}">'
        )
    if o.layout == "simple":
        hidden += f'<input type="hidden" name="db" value="{e(slugify(o.db["acr"]) or "db")}">'
    rows = []
    for i, key in enumerate(_fields(o)):
        fid = f"fld{i}"
        if o.layout in ("post_token", "table"):
            rows.append(f"<tr><td>{e(L[key])}</td><td>{_control(o, key, fid, False)}</td></tr>")
        elif o.layout == "placeholder" or (o.layout == "simple" and o.idx % 2):
            rows.append(_control(o, key, fid, True))
        elif o.layout == "aspx":
            rows.append(f'<div class="row"><span id="lbl{i}">{e(L[key])}</span> {_control(o, key, fid, False)}</div>')
        else:
            rows.append(f'<p><label for="{fid}">{e(L[key])}</label> {_control(o, key, fid, False)}</p>')
    inner = f"<table>{''.join(rows)}</table>" if o.layout in ("post_token", "table") else " ".join(rows)
    submit_name = ' name="ctl00$MainContent$btnSearch"' if o.layout == "aspx" else ""
    method = "post" if post else "get"
    attrs = {
        "full": 'id="searchForm"',
        "simple": 'class="quick-search"',
        "post_token": 'id="person-search"',
        "selects": 'class="browse-registers"',
        "table": 'name="sform"',
        "placeholder": 'class="search-form"',
        "aspx": 'id="aspnetForm"',
    }[o.layout]
    return (
        f'<form action="{e(action)}" method="{method}" {attrs}>{hidden}{inner} '
        f'<input type="submit"{submit_name} value="{e(L["search"])}"></form>'
    )


_NFORMS: dict[str, tuple[str, list[str]]] = {
    "contact": ("post", ["name", "email", "message"]),
    "login": ("post", ["user", "password"]),
    "newsletter": ("post", ["email"]),
    "join": ("post", ["name", "email", "message"]),
    "booking": ("post", ["name", "email", "n_date"]),
    "order": ("post", ["qty", "name"]),
    "comment": ("post", ["name", "email", "message"]),
    "forumsearch": ("get", ["n_keyword", "n_author"]),
    "lib": ("get", ["n_title", "n_author", "n_keyword"]),
    "museum": ("get", ["n_object", "n_artist", "n_date"]),
    "news": ("get", ["n_keyword", "n_paper", "n_date"]),
    "maps": ("get", ["n_placename", "n_mapsheet"]),
    "gaz": ("get", ["n_placename", "n_municipality"]),
    "ships": ("get", ["n_vessel", "n_shiptype", "n_date"]),
}


def _nform(web: Web, site: Site, nk: str, url: str) -> str:
    L: Lang = site.L if site.kind != "hub" else LANGS["en"]
    method, keys = _NFORMS[nk]
    rows = []
    for i, key in enumerate(keys):
        name = key.removeprefix("n_")
        kind = "password" if key == "password" else "email" if key == "email" else "text"
        control = (
            f'<textarea name="{name}" id="n{i}"></textarea>'
            if key == "message"
            else f'<input type="{kind}" name="{name}" id="n{i}">'
        )
        rows.append(f'<p><label for="n{i}">{e(L[key])}</label> {control}</p>')
    hidden = f'<input type="hidden" name="form_token" value="{token(site.host, nk)[:16]}">' if method == "post" else ""
    action = url
    if method == "get":
        action = {"forumsearch": "/search.php?do=results"}.get(nk, url)
        if "?" in action:
            path, _, q = action.partition("?")
            hidden += "".join(f'<input type="hidden" name="{e(k)}" value="{e(v)}">' for k, v in parse_qsl(q))
            action = path
        hidden += '<input type="hidden" name="go" value="1">'
    label = L["send"] if method == "post" else L["search"]
    if nk == "login":
        label = L["login"]
    if nk == "order":
        label = L["cart"]
    return f'<form action="{href(web, action)}" method="{method}" class="form-{nk}">{hidden}{"".join(rows)}<input type="submit" value="{e(label)}"></form>'
