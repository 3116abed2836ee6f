"""Rendering a page of a tree site (councils, decoys, neighbours, off-topic sites) by its node's kind."""

from __future__ import annotations

import random
import re
from typing import Any
from urllib.parse import urlencode

from tests.kit import esc
from tests.web13.build import Site
from tests.web13.chrome import Menu, links_list, page, paragraphs
from tests.web13.forms import answer, detail, header_search, other_form, reference, relevant_form, results
from tests.web13.lang import LISTS, TEXTS, w
from tests.web13.tree import Node, Tree

SEARCH_PATH = {
    "localgov": "/search",
    "typo3": "/suche.html",
    "table": "/cgi-bin/search.pl",
    "sitevision": "/sok.html",
    "wordpress": "/search/",
    "civicplus": "/Search",
}
DETAIL = "/planning-application/{k}"
PER_PAGE = 20
Result = tuple[int, str, dict[str, str]]  # status, html (or a location), extra


def menu_of(t: Tree) -> Menu:
    site = t.site
    top = []
    for key in t.top:
        node = t.nodes[key]
        kids = [t.link(k) for k in node.children if t.nodes[k].menu and t.nodes[k].listed]
        top.append((node.title, node.path, kids if site.nav in ("mega", "dropdown") else []))
    search = header_search(site, SEARCH_PATH[site.cms]) if site.council or site.kind != "offtopic" else ""
    return Menu(
        top=top,
        footer=[t.link(k) for k in t.footer if k in t.nodes],
        header=[t.link(k) for k in t.header if k in t.nodes],
        search=search,
    )


def _href(t: Tree, ref: Any) -> tuple[str, str]:
    if isinstance(ref, str):
        return t.link(ref)
    label, href = ref
    return label, t.href(href[1:]) if href.startswith("@") else href


def _text(site: Site, node: Node) -> str:
    key = (node.arg or {}).get("text", "filler")
    return paragraphs(TEXTS.get(key, TEXTS["filler"])[site.lang], TEXTS["filler"][site.lang])


def _children(t: Tree, node: Node) -> str:
    kids = [t.link(k) for k in node.children if t.nodes[k].listed]
    return links_list(kids, "sub-pages") if kids else ""


def _relevant_action(t: Tree, key: str) -> tuple[str, str, str]:
    """(page path, action as written, method) of a council-hosted relevant form."""
    node = t.nodes[key] if key != "home" else t.nodes["home"]
    res = t.nodes[(node.arg or {}).get("results") or "home_results"]
    method = "post" if t.site.layout in ("idox", "accela") else "get"
    return node.path, res.path, method


def relevant_html(t: Tree, key: str) -> str:
    _, action, method = _relevant_action(t, key)
    hidden = ""
    if method == "get" and "?" in action:  # a GET form drops the action's query: carry it as hidden fields
        action, _, q = action.partition("?")
        hidden = "".join(
            f'<input type="hidden" name="{esc(k)}" value="{esc(v)}">'
            for k, v in (p.split("=", 1) for p in q.split("&"))
        )
    html = relevant_form(t.site, t.site.layout, action, method)
    return html.replace("<fieldset>", "<fieldset>" + hidden, 1) if hidden else html


def _items(site: Site, rng: random.Random, start: int, n: int) -> str:
    out = []
    for k in range(start, min(start + n, site.items + 1)):
        street = random.Random(f"{site.host}|{k}").choice(LISTS[site.lang]["streets"])
        out.append((f"{w('news', site.lang)} {k}: {street}", site.item_path(k)))
    return links_list(out, "item-list")


def _home(t: Tree, node: Node, web: Any) -> str:
    site, arg = t.site, node.arg or {}
    rng = random.Random(f"home|{site.host}")
    parts = [paragraphs(TEXTS["council" if site.council else "filler"][site.lang])]
    if arg.get("relevant"):
        parts.append(
            f'<section id="planning-search"><h2>{esc(w("search_apps", site.lang))}</h2>{relevant_html(t, "home")}</section>'
        )
    tasks = [_href(t, x) for x in arg.get("tasks", []) if not isinstance(x, str) or x in t.nodes]
    if tasks:
        parts.append(
            f'<section class="top-tasks"><h2>{esc(w("services", site.lang))}</h2>{links_list(tasks)}</section>'
        )
    for name in arg.get("forms", []):
        parts.append(other_form(site, name, f"/do/{name}"))
    parts.append(f'<section class="latest"><h2>{esc(w("news", site.lang))}</h2>{_items(site, rng, 1, 5)}</section>')
    if arg.get("newsletter"):
        parts.append(other_form(site, "newsletter", "/do/newsletter"))
    return "".join(parts)


def _news(t: Tree, node: Node, query: dict[str, str]) -> str:
    site = t.site
    n = int(query.get("page", "1")) if query.get("page", "1").isdigit() else 1
    last = max(1, (site.items + PER_PAGE - 1) // PER_PAGE)
    body = _items(site, random.Random(0), (n - 1) * PER_PAGE + 1, PER_PAGE)
    sep = "&" if "?" in node.path else "?"
    nav = []
    if n > 1:
        nav.append(
            f'<a href="{esc(node.path + sep + "page=" + str(n - 1))}" rel="prev">{esc(w("prev", site.lang))}</a>'
        )
    if n < last or "endless" in site.traps:
        nav.append(
            f'<a href="{esc(node.path + sep + "page=" + str(n + 1))}" rel="next">{esc(w("next", site.lang))}</a>'
        )
    return body + f'<div class="pager">{" ".join(nav)}</div>'


def _calendar(t: Tree, node: Node, query: dict[str, str]) -> str:
    m = re.fullmatch(r"(\d{4})-(\d{2})", query.get("month", "")) or re.fullmatch(r"(\d{4})-(\d{2})", "2024-05")
    y, mo = int(m.group(1)), int(m.group(2))
    prev = f"{y - (mo == 1)}-{(mo - 2) % 12 + 1:02d}"
    nxt = f"{y + (mo == 12)}-{mo % 12 + 1:02d}"
    sep = "&" if "?" in node.path else "?"
    days = "".join(f"<td>{d}</td>" + ("</tr><tr>" if d % 7 == 0 else "") for d in range(1, 29))
    return (
        f'<table class="calendar"><caption>{y}-{mo:02d}</caption><tr>{days}</tr></table>'
        f'<p><a href="{esc(node.path + sep + "month=" + prev)}">&laquo; {prev}</a> '
        f'<a href="{esc(node.path + sep + "month=" + nxt)}">{nxt} &raquo;</a></p>'
    )


def _alphabet(lang: str) -> list[tuple[str, str]]:
    letters = [(c, c.lower()) for c in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"]
    extra = {"sv": "ÅÄÖ", "da": "ÆØÅ", "nb": "ÆØÅ", "pl": "ŁŚŻ", "de": "", "es": "Ñ"}.get(lang, "")
    names = {"Å": "aa", "Ä": "ae", "Ö": "oe", "Æ": "ae2", "Ø": "oe2", "Ł": "l2", "Ś": "s2", "Ż": "z2", "Ñ": "n2"}
    return letters + [(c, names[c]) for c in extra]


def _az_entries(t: Tree) -> list[Node]:
    return [n for n in t.nodes.values() if n in t.mapped() or (n.arg or {}).get("az")]


def _first_letter(title: str, lang: str) -> str:
    c = title[:1].upper()
    table = {"É": "E", "È": "E", "Á": "A", "Ó": "O", "Ú": "U", "Í": "I", "Ü": "U"}
    c = table.get(c, c)
    for letter, code in _alphabet(lang):
        if letter == c:
            return code
    return "a"


def _az(t: Tree, node: Node, query: dict[str, str]) -> str:
    lang = t.site.lang
    sep = "&" if "?" in node.path else "?"
    letters = " ".join(
        f'<a href="{esc(node.path + sep + "letter=" + code)}">{esc(c)}</a>' for c, code in _alphabet(lang)
    )
    chosen = query.get("letter", "")
    body = f'<p class="az-letters">{letters}</p>'
    if chosen:
        hits = [e for e in _az_entries(t) if _first_letter(e.title, lang) == chosen]
        body += f"<h2>{esc(chosen.upper()[:1])}</h2>" + (
            links_list([(e.title, e.path) for e in hits]) if hits else "<p>–</p>"
        )
    return body


def _sitemap(t: Tree) -> str:
    out = []
    for key in t.top + [k for k in t.nodes if t.nodes[k].parent == "home" and k not in t.top]:
        node = t.nodes[key]
        if not node.sitemap:
            continue
        kids = [(t.nodes[k].title, t.nodes[k].path) for k in node.children if t.nodes[k] in t.mapped()]
        out.append(f'<li><a href="{esc(node.path)}">{esc(node.title)}</a>{links_list(kids) if kids else ""}</li>')
    return f'<ul class="sitemap">{"".join(out)}</ul>'


def _tiles(t: Tree, node: Node) -> str:
    site = t.site
    entries = [t.nodes[k] for k in node.children] + [
        t.nodes[k] for k in ("pay", "report", "waste", "parking", "tax", "jobs", "contact") if k in t.nodes
    ]
    tiles = []
    for i, e in enumerate(entries):
        label = "" if e.kind == "relevant" or i % 3 == 0 else f"<span>{esc(e.title)}</span>"
        tiles.append(
            f'<a class="tile" href="{esc(e.path)}"><img src="/static/tiles/{e.key}.png" alt="{esc(e.title)}">{label}</a>'
        )
    return f'<div class="tiles">{"".join(tiles)}</div>' + paragraphs(TEXTS["filler"][site.lang])


def _links(t: Tree, web: Any) -> str:
    others = [web.sites[i] for i in t.site.links]
    return links_list([(s.name, s.base + "/") for s in others], "links")


def _current(t: Tree, node: Node, query: dict[str, str]) -> str:
    site = t.site
    n = int(query.get("page", "1")) if query.get("page", "1").isdigit() else 1
    refine = t.href(node.arg["search"])
    table = results(site, {"page": n}, DETAIL, refine)
    sep = "&" if "?" in node.path else "?"
    return (
        table
        + f'<p class="pager"><a href="{esc(node.path + sep + "page=" + str(n + 1))}">{esc(w("next", site.lang))}</a></p>'
    )


def _weekly(site: Site, node: Node) -> str:
    rng = random.Random(f"weekly|{site.host}")
    start = rng.randint(1, 30)
    links = [
        (f"{w('weekly', site.lang)} {k} (PDF)", f"/documents/weekly-list-{k}.pdf") for k in range(start, start + 12)
    ]
    return paragraphs(TEXTS["not_online"][site.lang]) + links_list(links, "documents")


def render_node(web: Any, t: Tree, node: Node, method: str, query: dict[str, str], form: dict[str, str]) -> Result:
    """(status, html, extra headers) of a node."""
    site = t.site
    arg = node.arg or {}
    kind = node.kind
    crumbs = [t.link(n.key) for n in t.chain(node.key)[:-1]]
    body = ""
    head = ""
    if kind == "frameset":
        frames = "".join(
            f'<frame src="{esc(t.href(k))}" name="{"menu" if i == 0 else "main"}">' for i, k in enumerate(arg["frames"])
        )
        html = (
            f'<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN"><html><head>'
            f'<meta http-equiv="Content-Type" content="text/html; charset={site.charset}"><title>{esc(node.title)}</title>'
            f'</head><frameset cols="220,*">{frames}<noframes><body><a href="/">{esc(w("home", site.lang))}</a>'
            "</body></noframes></frameset></html>"
        )
        return 200, html, {}
    if kind == "frame_menu":
        links = [t.link(k) for k in arg["links"]]
        items = "".join(f'<li><a href="{esc(h)}" target="main">{esc(x)}</a></li>' for x, h in links)
        html = (
            f'<html><head><meta http-equiv="Content-Type" content="text/html; charset={site.charset}">'
            f'<title>{esc(node.title)}</title></head><body class="menu"><ul>{items}'
            f'<li><a href="/" target="_top">{esc(w("home", site.lang))}</a></li></ul></body></html>'
        )
        return 200, html, {}
    if kind == "refresh":
        head = f'<meta http-equiv="refresh" content="0; URL={esc(arg["url"])}">'
        body = f"<p>{esc(w('portal_title', site.lang))} &hellip;</p>"
    elif kind == "home":
        body = _home(t, node, web)
    elif kind in ("section", "info", "form"):
        body = _text(site, node)
        body += "".join(other_form(site, name, f"/do/{name}") for name in arg.get("forms", []))
        links = [_href(t, x) for x in arg.get("links", [])]
        body += links_list(links, "related") if links else ""
        body += _children(t, node)
        if arg.get("bare"):
            html = f'<html><head><meta charset="{site.charset}"><title>{esc(node.title)}</title></head><body><h1>{esc(node.title)}</h1>{body}</body></html>'
            return 200, html, {}
    elif kind == "relevant":
        body = paragraphs(TEXTS["planning"][site.lang]) + relevant_html(t, node.key)
    elif kind == "results":
        values = form if method == "POST" else query
        back = t.href(arg["form"]) if arg["form"] != "home" else "/"
        body = results(site, values, DETAIL, back)
    elif kind == "current":
        body = _current(t, node, query)
    elif kind == "news":
        body = _news(t, node, query)
    elif kind == "calendar":
        body = _calendar(t, node, query)
    elif kind == "az":
        body = _az(t, node, query)
    elif kind == "sitemap":
        body = _sitemap(t)
    elif kind == "tiles":
        body = _tiles(t, node)
    elif kind == "links":
        body = _links(t, web) + _children(t, node)
    elif kind == "weekly_pdfs":
        body = _weekly(site, node)
    elif kind == "custom":
        body = arg["render"](web, t, node, query)
    return 200, page(site, node.title, body, menu_of(t), crumbs, head), {}


def render_tree_site(
    web: Any, site: Site, method: str, path: str, query: dict[str, str], form: dict[str, str]
) -> Result:
    t = web.tree(site)
    node = t.lookup(path, query)
    if node is not None:
        if method == "POST" and node.kind not in ("results", "relevant", "custom"):
            return 405, page(site, "405", "<p>Method not allowed</p>"), {}
        return render_node(web, t, node, method, query, form)
    k = site.item_of(path, query)
    menu = menu_of(t)
    if k is not None:
        rng = random.Random(f"item|{site.host}|{k}")
        body = paragraphs(TEXTS["filler"][site.lang], TEXTS["council" if site.council else "filler"][site.lang])
        prev_next = [(w("prev", site.lang), site.item_path(k - 1))] if k > 1 else []
        if k < site.items:
            prev_next.append((w("next", site.lang), site.item_path(k + 1)))
        body += links_list(prev_next, "pager") + f"<p>#{rng.randint(1000, 9999)}</p>"
        title = f"{w('news', site.lang)} {k}"
        return 200, page(site, title, body, menu, [(w("home", site.lang), "/")]), {}
    m = re.fullmatch(r"/planning-application/(\d+)", path)
    if m and site.kind == "form":
        k = int(m.group(1))
        return 200, page(site, f"{w('detail', site.lang)} {reference(site, k)}", detail(site, k, "/"), menu), {}
    m = re.fullmatch(r"/do/([a-z_]+)", path)
    if m:
        return 200, page(site, w("results", site.lang), answer(site, m.group(1), {**query, **form}), menu), {}
    if path == SEARCH_PATH[site.cms]:
        return 200, page(site, w("results", site.lang), answer(site, "site_search", query), menu), {}
    m = re.fullmatch(r"/documents/weekly-list-(\d+)\.pdf", path)
    if m:
        return 200, "%PDF-1.4\n% weekly list " + m.group(1) + "\n%%EOF\n", {"content-type": "application/pdf"}
    return 404, page(site, "404", f'<p>Not found. <a href="/">{esc(w("home", site.lang))}</a></p>', menu), {}


def qs_path(path: str, **params: object) -> str:
    sep = "&" if "?" in path else "?"
    return path + sep + urlencode(params)
