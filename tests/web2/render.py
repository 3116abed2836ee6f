"""Family B's pages: one function renders every page of every site, the same every time for a URL.

Layouts differ per site (navigation bar, dropdown menus, sidebar, or
navigation only in the footer); non-search forms are real ones from the
Formasaurus data (``forms.json``); traps are session ids in every link
(``sid``), an endless events calendar (``events``) and faceted listings whose
filters combine without end (``facets``).
"""

from __future__ import annotations

import hashlib
import random
import zlib
from html import escape
from typing import TYPE_CHECKING

from tests.web2.vocab import ACCOUNT, CATEGORY, EVENTS, FIELDS, FILLER, INFO, OPTIONS, SUBMIT, TOPICS

if TYPE_CHECKING:
    from tests.web2.web import Site, Web

PER_PAGE = 24
FACETS = ["red", "white", "small", "large", "new", "old", "cheap", "rare"]


def _text(rng: random.Random, site: Site, n: int) -> str:
    topical = TOPICS[site.topic].get(site.lang, []) + TOPICS[site.topic]["en"] if site.topic else []
    filler = FILLER[site.lang]
    return " ".join(rng.choice(topical) if topical and rng.random() < 0.3 else rng.choice(filler) for _ in range(n))


class _Links:
    """Builds a site's internal links (with a fresh session id on ``sid`` sites)."""

    def __init__(self, web: Web, site: Site, here: str) -> None:
        self.web, self.site, self.here = web, site, here

    def href(self, kind: str, **parts: object) -> str:
        url = self.web.url(self.site, kind, **parts)
        if "sid" in self.site.traps:
            sid = hashlib.md5(f"{self.here}|{url}".encode()).hexdigest()[:10]
            url += ("&" if "?" in url else "?") + f"sid={sid}"
        return url

    def a(self, text: str, kind: str, **parts: object) -> str:
        return f'<a href="{escape(self.href(kind, **parts))}">{escape(text)}</a>'


def _nav(links: _Links, site: Site) -> tuple[str, str]:
    """(navigation, footer) of every page."""
    lang = site.lang
    cats = [links.a(c.split("-")[0].title(), "list", c=c, n=1) for c in site.cats]
    info = [links.a(INFO[lang][i][0], "info", s=INFO[lang][i][1]) for i in site.info]
    acct = [links.a(text, "acct", s=slug) for text, slug in ACCOUNT[lang]]
    extra = []
    if site.hide in ("nav", "home") and site.entry:
        extra.append(links.a(site.entry, "form"))
    if site.hide == "more":
        extra.append(links.a(site.more, "more"))
    if "events" in site.traps:
        extra.append(links.a(EVENTS[lang], "events", ym="2024-05"))
    footer_only = [links.a(site.entry, "form")] if site.hide == "footer" else []
    home = links.a(site.name, "home")
    if site.template == "dropdown":
        nav = (
            f'<nav><ul class="menu"><li>{home}</li><li><span>{CATEGORY[lang]}</span><ul class="dropdown">'
            + "".join(f"<li>{c}</li>" for c in cats)
            + '</ul></li><li><span>+</span><ul class="dropdown">'
            + "".join(f"<li>{x}</li>" for x in extra + info[:2])
            + "</ul></li></ul></nav>"
        )
    elif site.template == "sidebar":
        nav = f"<header>{home}</header><aside><ul>" + "".join(f"<li>{x}</li>" for x in cats + extra) + "</ul></aside>"
    elif site.template == "footer":
        nav = f"<header>{home}</header>"
        footer_only = cats + extra + footer_only
    else:
        nav = "<nav>" + " | ".join([home, *cats, *extra, *acct[:1]]) + "</nav>"
    footer = "<footer>" + " · ".join(footer_only + info + acct) + "</footer>"
    return nav, footer


def _real_form(web: Web, site: Site, kind: str) -> str:
    forms = web.forms.get(kind) or []
    return forms[site.forms.get(kind, 0) % len(forms)]["html"] if forms else ""


def search_form(site: Site, rng: random.Random, action: str) -> str:
    """The site's advanced search form: a keyword box and its topic's attributes, labelled in its language."""
    lang = site.lang
    parts = [f'<form method="get" action="{escape(action)}" class="finder">']
    parts.append(
        f'<label for="kw">{escape({"en": "Keywords", "es": "Palabras", "fr": "Mots-clés", "de": "Stichwort"}[lang])}</label>'
    )
    parts.append(f'<input type="text" id="kw" name="{rng.choice(["q", "kw", "term", "s"])}">')
    fields = FIELDS[site.topic]
    for k, labels in enumerate(rng.sample(fields[:4], 3) + rng.sample(fields[4:], rng.randint(0, len(fields[4:])))):
        label = labels.get(lang, labels["en"])
        name = f"f{k}"
        if k % 2:
            options = "".join(f"<option>{o}</option>" for o in OPTIONS.get(site.topic, OPTIONS["default"]))
            parts.append(
                f'<label for="{name}">{escape(label)}</label><select id="{name}" name="{name}">{options}</select>'
            )
        else:
            parts.append(f'<label for="{name}">{escape(label)}</label><input type="text" id="{name}" name="{name}">')
    parts.append(f'<input type="submit" value="{escape(SUBMIT[lang])}"></form>')
    return "".join(parts)


def _page(site: Site, title: str, nav: str, main: str, footer: str) -> bytes:
    html = (
        f'<!DOCTYPE html><html lang="{site.lang}"><head><meta charset="utf-8"><title>{escape(title)}</title></head>'
        f"<body>{nav}<main><h1>{escape(title)}</h1>{main}</main>{footer}</body></html>"
    )
    return html.encode("utf-8")


def _strip_sid(path: str, query: str) -> str:
    kept = [p for p in query.split("&") if p and not p.startswith("sid=")]
    return path + ("?" + "&".join(kept) if kept else "")


def render(web: Web, site: Site, path: str, query: str) -> tuple[int, bytes]:
    """(status, body) of a page of ``site``."""
    target = _strip_sid(path, query)
    rng = random.Random(f"{web.seed}|{site.name}|{target}")
    if site.kind == "hub":
        return _hub(web, site, target, rng)
    parsed = site.parse(target)
    if parsed is None:
        return 404, _page(site, "Not found", "", "<p>404</p>", "")
    kind, parts = parsed
    links = _Links(web, site, target)
    nav, footer = _nav(links, site)
    title, main = _main(web, site, links, kind, parts, rng)
    if main is None:
        return 404, _page(site, "Not found", "", "<p>404</p>", "")
    return 200, _page(site, f"{title} – {site.name}", nav, main, footer)


def _main(
    web: Web, site: Site, links: _Links, kind: str, parts: dict[str, str], rng: random.Random
) -> tuple[str, str | None]:
    lang, text = site.lang, _text(rng, site, 60)
    if kind == "home":
        featured = " ".join(links.a(_text(rng, site, 3), "item", n=rng.randrange(site.items)) for _ in range(12))
        partners = " ".join(
            f'<a href="{web.url(web.sites[j])}">{escape(web.sites[j].name)}</a>' for j in site.out_links
        )
        form = search_form(site, rng, site.path("form")) if site.hide == "home" else ""
        return site.name, f"<p>{text}</p>{form}<div class='featured'>{featured}</div><p class='partners'>{partners}</p>"
    if kind in ("list", "facet"):
        c = parts["c"]
        if c not in site.cats:
            return "", None
        n = int(parts.get("n", 1))
        start = (zlib.crc32(c.encode()) % 7 + (n - 1) * PER_PAGE) % max(site.items, 1)
        items = " ".join(
            f"<div>{links.a(_text(rng, site, 4), 'item', n=(start + k) % site.items)}</div>" for k in range(PER_PAGE)
        )
        more = links.a("»", "list", c=c, n=n + 1) if n * PER_PAGE < site.items else ""
        facets = ""
        if "facets" in site.traps:
            f = parts.get("f", "")
            facets = " ".join(links.a(v, "facet", c=c, f=(f + "-" + v).strip("-")) for v in FACETS)
        return c.split("-")[0].title(), f"<p>{text}</p><div class='facets'>{facets}</div>{items}<p>{more}</p>"
    if kind == "item":
        n = int(parts["n"])
        if n >= site.items:
            return "", None
        related = " ".join(links.a(_text(rng, site, 3), "item", n=rng.randrange(site.items)) for _ in range(6))
        order = _real_form(web, site, "order") if n % 5 == 0 else ""
        return _text(rng, site, 4).title(), f"<p>{text}</p><p>{_text(rng, site, 80)}</p>{order}<p>{related}</p>"
    if kind == "more" and site.hide == "more":
        decoys = [links.a(INFO[lang][i][0], "info", s=INFO[lang][i][1]) for i in site.info]
        entries = decoys + [links.a(site.entry, "form")]
        rng.shuffle(entries)
        return site.more, "<ul>" + "".join(f"<li>{e} – {_text(rng, site, 8)}</li>" for e in entries) + "</ul>"
    if kind == "form" and site.hide in ("nav", "more", "footer"):
        return site.entry, f"<p>{text}</p>" + search_form(site, rng, site.path("form") + "?go=1")
    if kind == "info":
        slugs = {s: a for a, s in INFO[lang]}
        if parts["s"] not in slugs:
            return "", None
        form = _real_form(web, site, "contact") if parts["s"] in ("contact", "contacto", "kontakt") else ""
        return slugs[parts["s"]], f"<p>{text}</p><p>{_text(rng, site, 60)}</p>{form}"
    if kind == "acct":
        form_kind = {"login": "login", "newsletter": "newsletter", "basket": "order"}.get(parts["s"])
        if form_kind is None:
            return "", None
        extra = _real_form(web, site, "registration") if form_kind == "login" else ""
        return parts["s"].title(), f"<p>{text}</p>{_real_form(web, site, form_kind)}{extra}"
    if kind == "events" and "events" in site.traps:
        y, m = (int(x) for x in parts["ym"].replace("/", "-").split("-"))
        prev_ym = f"{y - (m == 1)}-{(m - 2) % 12 + 1:02d}"
        next_ym = f"{y + (m == 12)}-{m % 12 + 1:02d}"
        nav = links.a("«", "events", ym=prev_ym) + " " + links.a("»", "events", ym=next_ym)
        return f"{EVENTS[lang]} {y}-{m:02d}", f"<p>{text}</p><p>{nav}</p>"
    return "", None


def _hub(web: Web, site: Site, target: str, rng: random.Random) -> tuple[int, bytes]:
    """A hub (seed): a paginated list of links to sites of every topic."""
    page = 1
    if target.startswith("/page/"):
        page = int(target.rsplit("/", 1)[-1] or 1)
    elif target not in ("/", ""):
        return 404, _page(site, "Not found", "", "", "")
    per = 60
    chunk = site.out_links[(page - 1) * per : page * per]
    if not chunk:
        return 404, _page(site, "Not found", "", "", "")
    rows = "".join(f'<li><a href="{web.url(web.sites[j])}">{escape(web.sites[j].name)}</a></li>' for j in chunk)
    nxt = f'<a href="/page/{page + 1}">next</a>' if page * per < len(site.out_links) else ""
    return 200, _page(site, f"Link list {site.name} page {page}", "", f"<ul>{rows}</ul><p>{nxt}</p>", "")
