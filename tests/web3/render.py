"""Family C's pages: one function renders every page of every site, the same every time for a URL.

Templates: ``classic`` (header navigation, footer), ``mega`` (a mega-menu of
columns: categories by town), ``crumbs`` (no navigation bar: a breadcrumb
trail and links in the page bodies only), ``services`` (an "Online services"
landing page lists the tools). A site may open on a language-selection splash.
Non-search forms: Formasaurus' real login, registration, contact, newsletter
and order forms, and written ones (valuation requests, viewing bookings,
mortgage calculators, removal quotes). Traps: a session id in the path of every
link (``;jsessionid=``), an open-house calendar without end, sort facets that
combine without end, and listings whose "next" link never stops.
"""

from __future__ import annotations

import hashlib
import random
import re
from html import escape
from typing import TYPE_CHECKING, Any

from tests.web3.vocab import (
    ANY,
    DEAL,
    FILLER,
    MONTHS,
    RE_FIELDS,
    SEND,
    SITE_SEARCH,
    TOPIC_LABEL,
    TOPICS,
    TOWNS,
    UI,
    VALUATION_FIELDS,
)
from tests.web3.web import INFO_KEYS, PER_PAGE, form_kind, slugify

if TYPE_CHECKING:
    from tests.web3.web import Site, Web

SORT_KEYS = ["price-asc", "price-desc", "newest", "size", "rooms-2", "rooms-3", "garden", "parking"]
#: Names the property search's fields carry in variant 3 (code names, not the local words).
CODE_NAMES = ["f[city]", "f[kind]", "f[price_max]", "f[beds_min]", "f[area_min]"]


def _words(site: Site) -> list[str]:
    if site.topic in TOPICS:
        return TOPICS[site.topic][site.lang]["words"]
    return ["news", UI[site.lang]["news"].lower()]


def _text(rng: random.Random, site: Site, n: int) -> str:
    topical, filler = _words(site), FILLER[site.lang]
    return " ".join(rng.choice(topical) if rng.random() < 0.25 else rng.choice(filler) for _ in range(n)).capitalize()


class _Links:
    """A site's internal links (a session id in the path on ``jsession`` sites)."""

    def __init__(self, site: Site, here: str) -> None:
        self.site, self.here = site, here

    def href(self, kind: str, **parts: Any) -> str:
        path = self.site.path(kind, **parts)
        if "jsession" in self.site.traps:
            sid = hashlib.md5(f"{self.here}|{path}".encode()).hexdigest()[:24].upper()
            head, sep, tail = path.partition("?")
            path = f"{head};jsessionid={sid}{sep}{tail}"
        return path

    def a(self, text: str, kind: str, **parts: Any) -> str:
        return f'<a href="{escape(self.href(kind, **parts))}">{escape(text)}</a>'


def _ext(web: Web, j: int, text: str | None = None) -> str:
    other = web.sites[j]
    return f'<a href="{escape(other.base)}/">{escape(text or other.name)}</a>'


# -- forms ------------------------------------------------------------------------------------
def property_search(site: Site, links: _Links, rng: random.Random) -> str:
    """The relevant form: a property search in the site's language, one of four layouts."""
    lang, v = site.lang, site.form_variant
    action = escape(links.href("list", c=0, n=1))
    names = [n[lang] for _, _, n in RE_FIELDS] if v != 3 else CODE_NAMES
    labels = [lab[lang] for _, lab, _ in RE_FIELDS]
    towns = TOWNS[lang]
    kinds = TOPICS[site.topic][lang]["item"]
    prices = ["100000", "150000", "200000", "300000", "500000", "1000000"]
    sale, rent, submit = DEAL[lang]
    deal = (
        f'<label><input type="radio" name="contratto" value="v" checked> {escape(sale)}</label> '
        f'<label><input type="radio" name="contratto" value="a"> {escape(rent)}</label>'
    )

    def select(name: str, first: str, values: list[str]) -> str:
        opts = "".join(f'<option value="{escape(slugify(x) or x)}">{escape(x)}</option>' for x in values)
        return f'<select name="{escape(name)}" id="{escape(slugify(name))}"><option value="">{escape(first)}</option>{opts}</select>'

    if v == 0:
        rows = [
            (labels[0], f'<input type="text" name="{names[0]}" id="{slugify(names[0])}">'),
            (labels[1], select(names[1], ANY[lang], kinds)),
            (labels[2], select(names[2], ANY[lang], [f"€ {int(p):,}".replace(",", ".") for p in prices])),
            (labels[3], select(names[3], ANY[lang], ["1", "2", "3", "4", "5+"])),
            (labels[4], f'<input type="text" name="{names[4]}" size="4"> m²'),
        ]
        body = "<table>" + "".join(
            f'<tr><th><label for="{slugify(names[k])}">{escape(lab)}</label></th><td>{ctl}</td></tr>'
            for k, (lab, ctl) in enumerate(rows)
        )
        body = f"<p>{deal}</p>" + body + f'</table><input type="submit" value="{escape(submit)}">'
        return f'<form method="get" action="{action}" class="ricerca">{body}</form>'
    if v == 1:
        return (
            f'<form action="{action}" method="get"><fieldset>{deal}'
            f'<input type="text" name="{names[0]}" placeholder="{escape(labels[0])}">'
            + select(names[1], labels[1], kinds)
            + select(names[2], labels[2], prices)
            + select(names[3], labels[3], ["1", "2", "3", "4", "5"])
            + f'<button type="submit">{escape(submit)}</button></fieldset></form>'
        )
    if v == 2:
        return (
            f'<form method="get" action="{action}" id="quick">'
            f"<div><label>{escape(labels[0])}<br>{select(names[0], ANY[lang], towns)}</label></div>"
            f"<div><label>{escape(labels[1])}<br>{select(names[1], ANY[lang], kinds)}</label></div>"
            f'<div><label>{escape(labels[2])}<br><input type="number" name="{names[2]}" step="10000"></label></div>'
            f"<div><label>{escape(labels[3])}<br>{select(names[3], ANY[lang], ['1+', '2+', '3+', '4+'])}</label></div>"
            f'<input type="submit" value="{escape(submit)}"></form>'
        )
    fields = "".join(
        f'<li><label for="fld{k}">{escape(labels[k])}</label> <input id="fld{k}" type="text" name="{names[k]}"></li>'
        for k in (0, 2, 3, 4)
    )
    return (
        f'<form action="{action}" method="get" class="filters"><ul>{fields}'
        f'<li><label for="fld1">{escape(labels[1])}</label> {select(names[1], ANY[lang], kinds)}</li>'
        f'<li><label for="fldp">{escape(labels[2])} min</label> <input id="fldp" type="text" name="f[price_min]"></li></ul>'
        f'<input type="hidden" name="f[deal]" value="sale"><input type="submit" value="{escape(submit)}"></form>'
    )


def _labelled_form(lang: str, action: str, labels: list[str], names: list[str], extra: str = "") -> str:
    rows = "".join(
        f'<p><label for="{n}">{escape(lab)}</label><br>'
        + (
            f'<textarea name="{n}" id="{n}"></textarea>'
            if n in ("messaggio", "message")
            else f'<input type="{"email" if "mail" in n else "text"}" name="{n}" id="{n}">'
        )
        + "</p>"
        for lab, n in zip(labels, names, strict=True)
    )
    return f'<form method="post" action="{escape(action)}">{rows}{extra}<input type="submit" value="{escape(SEND[lang])}"></form>'


def valuation_form(site: Site, links: _Links) -> str:
    """An on-topic form that is no search: ask the agent to value your home."""
    names = ["nome", "email", "telefono", "indirizzo", "vani", "messaggio"]
    return _labelled_form(site.lang, links.href("info", i="valuation"), VALUATION_FIELDS[site.lang], names)


def viewing_form(site: Site, links: _Links) -> str:
    """Book a viewing: name, e-mail, date, time (a booking form)."""
    lab = VALUATION_FIELDS[site.lang]
    date = '<p><input type="date" name="data_visita"> <select name="ora"><option>10:00</option><option>14:00</option><option>17:30</option></select></p>'
    return _labelled_form(site.lang, links.href("info", i="viewing"), lab[:3], ["nome", "email", "telefono"], date)


def tool_form(site: Site, links: _Links) -> str:
    """A neighbour's form: a mortgage calculator, a removal quote, or a furniture finder (off-domain search)."""
    lang = site.lang
    if site.topic == "mortgage" or site.topic == site.topic == "realestate":
        words = TOPICS["mortgage"][lang]["words"]
        return (
            f'<form method="get" action="{escape(links.href("services"))}"><h3>{escape(UI[lang]["mortgage"])}</h3>'
            f'<label>{escape(words[1].title())} (€) <input type="number" name="importo"></label> '
            f'<label>{escape(words[2].title())} % <input type="text" name="tasso" value="3.5"></label> '
            f'<label><select name="anni"><option>10</option><option>20</option><option>30</option></select></label>'
            f'<input type="submit" value="="></form>'
        )
    if site.topic == "removals":
        lab = VALUATION_FIELDS[lang]
        return _labelled_form(
            lang,
            links.href("info", i="contact"),
            [lab[0], lab[1], lab[3], lab[3] + " (2)", lab[4]],
            ["naam", "email", "van_adres", "naar_adres", "aantal"],
        )
    words = _words(site)
    cats = "".join(f"<option>{escape(c)}</option>" for c in site.cats)
    return (
        f'<form method="get" action="{escape(links.href("list", c=0, n=1))}">'
        f'<input type="text" name="kw" placeholder="{escape(words[0])}"> <select name="cat"><option value="">{escape(UI[lang]["all"])}</option>{cats}</select> '
        f'<input type="text" name="max" size="6" placeholder="€"> <input type="submit" value="{escape(SITE_SEARCH[lang][0])}"></form>'
    )


def _real(web: Web, site: Site, kind: str) -> str:
    index = site.site_search if kind == "search" else site.forms.get(kind, 0)
    html = web.forms[kind][index % len(web.forms[kind])]["html"]
    return re.sub(r'href="(?:https?:)?//[^"]*"', 'href="#"', html)  # no links out of the loopback web


# -- chrome -----------------------------------------------------------------------------------
def _nav(web: Web, site: Site, links: _Links, kind: str, parts: dict[str, Any]) -> tuple[str, str]:
    """(header, footer) of a page of a business, blog, news or portal site."""
    ui, lang = UI[site.lang], site.lang
    brand = f'<div class="brand">{links.a(site.name, "home")}</div>'
    search = ""
    if site.site_search >= 0:
        search = f'<div class="site-search">{_real(web, site, "search")}</div>'
    cats = [links.a(c, "list", c=k, n=1) for k, c in enumerate(site.cats[:5])]
    entry = links.a(site.entry, "form") if site.hide == "nav" else ""
    info = [links.a(ui[k], "info", i=k) for k in site.info if k not in ("login", "newsletter")]
    account = [links.a(ui[k], "info", i=k) for k in site.info if k in ("login", "newsletter")]
    if site.template == "mega":
        cols = []
        for k, c in enumerate(site.cats[:4]):
            towns = TOWNS[lang][: 3 + k % 3]
            sub = [links.a(f"{c} · {t}", "facet", c=k, f=slugify(t)) for t in towns]
            cols.append(
                f'<div class="col"><h4>{links.a(c, "list", c=k, n=1)}</h4><ul>'
                + "".join(f"<li>{x}</li>" for x in sub)
                + "</ul></div>"
            )
        tools = [x for x in [entry, *info[:3]] if x]
        cols.append(
            f'<div class="col"><h4>{escape(ui["links"])}</h4><ul>'
            + "".join(f"<li>{x}</li>" for x in tools)
            + "</ul></div>"
        )
        header = f'<header>{brand}{search}<nav class="megamenu">{"".join(cols)}</nav></header>'
    elif site.template == "crumbs":
        trail = [links.a(ui["home"], "home")]
        if kind in ("list", "facet") and site.cats:
            trail.append(links.a(site.cats[int(parts["c"]) % len(site.cats)], "list", c=parts["c"], n=1))
        elif kind == "item" and site.cats:
            c = int(parts["n"]) % len(site.cats)
            trail.append(links.a(site.cats[c], "list", c=c, n=1))
        crumbs = f'<p class="breadcrumb">{escape(ui["here"])} ' + " › ".join(trail) + "</p>" if kind != "home" else ""
        header = f"<header>{brand}{search}</header>{crumbs}"
    else:
        items = [links.a(ui["home"], "home"), *cats, *([entry] if entry else [])]
        if site.template == "services":
            items.append(links.a(ui["services"], "services"))
        items += info[:2]
        header = f"<header>{brand}{search}<nav><ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul></nav></header>"
    foot = [*info, *account, links.a(ui["sitemap"], "sitemap")]
    if site.template == "crumbs":
        foot = [links.a(ui["privacy"], "info", i="privacy"), links.a(ui["sitemap"], "sitemap")]
    if "calendar" in site.traps:
        foot.append(links.a(ui["calendar"], "calendar", ym="2026-05"))
    credit = ""
    credited = [j for j in site.out_links if web.sites[j].topic == "webdesign"]
    if credited and site.kind == "business":
        credit = f'<p class="credit">{escape(ui["credit"])} {_ext(web, credited[0])}</p>'
    footer = f"<footer><p>{' | '.join(foot)}</p><p>© 2026 {escape(site.name)}</p>{credit}</footer>"
    return header, footer


def _page(site: Site, title: str, header: str, main: str, footer: str, aside: str = "") -> bytes:
    aside_html = f"<aside>{aside}</aside>" if aside else ""
    return (
        f'<!DOCTYPE html><html lang="{site.lang}"><head><meta charset="utf-8"><title>{escape(title)}</title></head>'
        f"<body>{header}<main>{main}</main>{aside_html}{footer}</body></html>"
    ).encode()


def _not_found(site: Site) -> tuple[int, bytes, str]:
    return 404, _page(site, "404", "", "<h1>404</h1><p>Not found</p>", ""), ""


def _pager(site: Site, links: _Links, c: int, n: int, last: int) -> str:
    ui = UI[site.lang]
    out = []
    if n > 1:
        out.append(links.a(ui["prev"], "list", c=c, n=n - 1))
    for k in range(max(1, n - 2), min(last, n + 2) + 1):
        out.append(f"<b>{k}</b>" if k == n else links.a(str(k), "list", c=c, n=k))
    if n < last or "endless" in site.traps:
        out.append(links.a(ui["next"], "list", c=c, n=n + 1))
    return f'<p class="pager">{" ".join(out)}</p>'


def _item_li(site: Site, links: _Links, n: int) -> str:
    rng = random.Random(f"{site.name}|card|{n}")
    price = f"€ {rng.randint(60, 900) * 1000:,}".replace(",", ".") if site.topic == "realestate" else ""
    return f"<li>{links.a(site.item_title(n), 'item', n=n)} {escape(price)}</li>"


# -- pages ------------------------------------------------------------------------------------
def render(web: Web, site: Site, path: str, query: str) -> tuple[int, bytes, str]:
    """``(status, body, redirect location)`` of a request to ``site``."""
    parsed = site.parse(path, query)
    if parsed is None:
        return _not_found(site)
    kind, parts = parsed
    here = path + ("?" + query if query else "")
    rng = random.Random(f"{web.seed}|{site.name}|{here}")
    links = _Links(site, here)
    ui = UI[site.lang]
    if kind == "root":
        if not site.splash:
            return 302, b"", links.href("home")
        langs = f'<li><a href="{escape(links.href("home"))}" hreflang="{site.lang}">{escape(ui["lang"])}</a></li>'
        langs += f'<li><a href="{escape(links.href("en"))}" hreflang="en">English</a></li>'
        return 200, _page(site, site.name, "", f'<h1>{escape(site.name)}</h1><ul class="lang">{langs}</ul>', ""), ""
    if kind == "en":
        main = f"<h1>{escape(site.name)}</h1><p>Our English pages are being prepared. {links.a(ui['lang'], 'home')}</p>"
        return 200, _page(site, site.name, "", main, ""), ""
    if site.kind == "directory":
        return _directory(web, site, links, kind, parts, rng)
    if kind in ("list", "facet") and int(parts["c"]) >= len(site.cats):
        return _not_found(site)
    if kind == "item" and not 0 <= int(parts["n"]) < max(site.items, 1):
        return _not_found(site)
    header, footer = _nav(web, site, links, kind, parts)
    aside = ""
    if site.kind == "blog":
        aside = (
            f"<h3>{escape(ui['links'])}</h3><ul>"
            + "".join(f"<li>{_ext(web, j)}</li>" for j in site.out_links)
            + "</ul>"
        )
    title, main = _main(web, site, links, kind, parts, rng)
    if kind == "list" and form_kind(site) == ("list", {"c": 0, "n": 1}) and parts == {"c": 0, "n": 1}:
        aside = property_search(site, links, rng) + aside
    elif site.own_search and kind == "home":
        aside = tool_form(site, links) + aside
    return 200, _page(site, title, header, main, footer, aside), ""


def _main(web: Web, site: Site, links: _Links, kind: str, parts: dict[str, Any], rng: random.Random) -> tuple[str, str]:
    ui, lang = UI[site.lang], site.lang
    label = TOPIC_LABEL.get(site.topic, TOPIC_LABEL["news"])[lang]
    if kind == "home":
        blocks = [f"<h1>{escape(ui['welcome'])} – {escape(site.name)}</h1><p>{_text(rng, site, 40)}.</p>"]
        if site.hide == "home":
            blocks.append(f'<section class="hero">{property_search(site, links, rng)}</section>')
        if site.template == "crumbs":  # the only way in: tiles in the page body
            tiles = [links.a(c, "list", c=k, n=1) for k, c in enumerate(site.cats)]
            tiles += [links.a(ui[k], "info", i=k) for k in site.info[:3]]
            blocks.append('<div class="tiles">' + "".join(f'<div class="tile">{t}</div>' for t in tiles) + "</div>")
        if site.kind == "portal":
            blocks.append(f"<p>{links.a(ui['members'], 'list', c=0, n=1)}</p>")
            blocks.append("<ul>" + "".join(f"<li>{_ext(web, j)}</li>" for j in site.out_links[:8]) + "</ul>")
        latest = [
            int(x) for x in rng.sample(range(max(site.items, 1)), min(site.items, 6 if site.kind != "news" else 15))
        ]
        if latest:
            blocks.append(
                f"<h2>{escape(ui['latest'])}</h2><ul>"
                + "".join(_item_li(site, links, n) for n in sorted(latest))
                + "</ul>"
            )
        if site.kind == "business" and site.topic != "realestate" and site.out_links and rng.random() < 0.5:
            blocks.append(f"<p>{escape(ui['partners'])}: {_ext(web, site.out_links[0])}</p>")
        return site.name, "".join(blocks)
    if kind == "info":
        key = parts["i"]
        text = f"<h1>{escape(ui[key])}</h1><p>{_text(rng, site, 60)}.</p>"
        if key == "about" and site.hide == "body":  # the way to the search: a link in the text
            text += f"<p>{_text(rng, site, 12)} {links.a(site.entry, 'form')}. {_text(rng, site, 10)}.</p>"
        if key == "about" and site.kind == "business":
            text += "".join(f"<p>{escape(ui['partners'])}: {_ext(web, j)}</p>" for j in site.out_links[:2])
        form = {
            "contact": lambda: _real(web, site, "contact"),
            "login": lambda: (
                _real(web, site, "login") + f"<p>{escape(ui['register'])}</p>" + _real(web, site, "registration")
            ),
            "newsletter": lambda: _real(web, site, "newsletter"),
            "valuation": lambda: valuation_form(site, links),
            "viewing": lambda: viewing_form(site, links),
            "careers": lambda: "",
        }.get(key, lambda: "")()
        return f"{ui[key]} – {site.name}", text + form
    if kind == "services":
        tools = [links.a(ui[k], "info", i=k) for k in INFO_KEYS if k in site.info or k in ("contact", "login")]
        if site.hide == "services":
            tools.insert(rng.randrange(len(tools) + 1), links.a(site.entry, "form"))
        mortgage = tool_form(site, links) if site.topic == "realestate" and rng.random() < 0.5 else ""
        main = f"<h1>{escape(ui['services'])}</h1><ul>" + "".join(f"<li>{t}</li>" for t in tools) + f"</ul>{mortgage}"
        return ui["services"], main
    if kind == "sitemap":
        rows = [links.a(ui["home"], "home")]
        rows += [links.a(c, "list", c=k, n=1) for k, c in enumerate(site.cats)]
        rows += [links.a(ui[k], "info", i=k) for k in INFO_KEYS if k in site.info or k == "privacy"]
        if site.hide in ("sitemap", "nav", "services", "body"):
            rows.insert(1 + len(site.cats), links.a(site.entry, "form"))
        if site.template == "services":
            rows.append(links.a(ui["services"], "services"))
        return ui["sitemap"], f"<h1>{escape(ui['sitemap'])}</h1><ul>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>"
    if kind == "form":
        featured = sorted(rng.sample(range(site.items), min(site.items, 5)))
        main = f"<h1>{escape(site.entry)}</h1><p>{_text(rng, site, 20)}.</p>{property_search(site, links, rng)}"
        main += "<ul>" + "".join(_item_li(site, links, n) for n in featured) + "</ul>"
        return f"{site.entry} – {site.name}", main
    if kind in ("list", "facet"):
        c = int(parts["c"])
        if site.kind == "portal":
            return _members(web, site, links, int(parts.get("n", 1)))
        last = max(1, -(-site.items // PER_PAGE))
        n = int(parts.get("n", 1))
        if kind == "facet":
            n = 1 + zlib_crc(parts["f"]) % last
        start = ((n - 1) * PER_PAGE) % max(site.items, 1)
        shown = (
            [(start + k) % max(site.items, 1) for k in range(min(PER_PAGE, site.items))]
            if n <= last or "endless" in site.traps
            else []
        )
        body = f"<h1>{escape(site.cats[c])}</h1><p>{_text(rng, site, 15)}.</p>"
        if "facets" in site.traps:
            have = str(parts.get("f", "")).split("+") if kind == "facet" else []
            opts = [f for f in SORT_KEYS if f not in have]
            body += (
                f'<p class="sort">{escape(ui["sort"])}: '
                + " ".join(links.a(f, "facet", c=c, f="+".join([*have, f]) if have else f) for f in opts)
                + "</p>"
            )
        body += (
            "<ul>" + "".join(_item_li(site, links, x) for x in shown) + "</ul>"
            if shown
            else f"<p>{escape(ui['none'])}</p>"
        )
        if kind == "list":
            body += _pager(site, links, c, n, last)
        return f"{site.cats[c]} – {site.name}", body
    if kind == "item":
        n = int(parts["n"])
        title = site.item_title(n)
        body = f"<h1>{escape(title)}</h1><p>{_text(rng, site, 70)}.</p>"
        if site.topic == "realestate" and site.kind == "business":
            body += (
                f"<ul class='facts'><li>€ {rng.randint(60, 900) * 1000:,}</li><li>{rng.randint(1, 6)} × {escape(RE_FIELDS[3][1][lang])}</li>"
                f"<li>{rng.randint(30, 250)} m²</li></ul>"
            )
            if "viewing" in site.info:
                body += f"<p>{links.a(ui['viewing'], 'info', i='viewing')}</p>"
        if site.kind == "news" and site.out_links:
            picks = rng.sample(site.out_links, min(len(site.out_links), rng.randint(1, 3)))
            body += "<p>" + " ".join(f"{_text(rng, site, 8)} {_ext(web, j)}." for j in picks) + "</p>"
        related = [(n + d) % site.items for d in (1, 2, 7) if site.items > 3]
        body += "<ul class='related'>" + "".join(_item_li(site, links, r) for r in related) + "</ul>"
        return f"{title} – {site.name}", body
    if kind == "calendar":
        y, m = (int(x) for x in str(parts["ym"]).split("-"))
        prev_ym = f"{y - (m == 1)}-{(m - 2) % 12 + 1:02d}"
        next_ym = f"{y + (m == 12)}-{m % 12 + 1:02d}"
        days = sorted(rng.sample(range(1, 29), 4))
        events = "".join(
            f"<li>{d} {escape(MONTHS[lang][m - 1])}: {_item_li(site, links, rng.randrange(max(site.items, 1)))}</li>"
            for d in days
            if site.items
        )
        body = (
            f"<h1>{escape(ui['calendar'])} – {escape(MONTHS[lang][m - 1])} {y}</h1><ul>{events}</ul>"
            f"<p>{links.a(ui['prev'], 'calendar', ym=prev_ym)} {links.a(ui['next'], 'calendar', ym=next_ym)}</p>"
        )
        return f"{ui['calendar']} {label}", body
    return site.name, ""


def zlib_crc(text: str) -> int:
    import zlib

    return zlib.crc32(text.encode())


def _members(web: Web, site: Site, links: _Links, n: int) -> tuple[str, str]:
    ui = UI[site.lang]
    per = 15
    last = max(1, -(-len(site.out_links) // per))
    if n > last:
        return ui["members"], f"<p>{escape(ui['none'])}</p>"
    rows = "".join(
        f"<li>{_ext(web, j)} – {escape(web.sites[j].lang.upper())}</li>"
        for j in site.out_links[(n - 1) * per : n * per]
    )
    pager = " ".join(f"<b>{k}</b>" if k == n else links.a(str(k), "list", c=0, n=k) for k in range(1, last + 1))
    return f"{ui['members']} – {site.name}", f"<h1>{escape(ui['members'])}</h1><ul>{rows}</ul><p>{pager}</p>"


def _directory(
    web: Web, site: Site, links: _Links, kind: str, parts: dict[str, Any], rng: random.Random
) -> tuple[int, bytes, str]:
    """A directory (seed): categories, each a paginated list of sites with a line about each."""
    ui = UI[site.lang]
    header = f"<header><h2>{links.a(site.name, 'home')}</h2></header>"
    footer = (
        f"<footer>{links.a(ui['contact'], 'info', i='contact')} | {links.a(ui['about'], 'info', i='about')}</footer>"
    )
    per = 25
    if kind == "home":
        cats = "".join(
            f"<li>{links.a(c, 'list', c=k, n=1)} ({len(site.listed[k])})</li>" for k, c in enumerate(site.cats)
        )
        return (
            200,
            _page(site, site.name, header, f"<h1>{escape(site.name)}</h1><ul class='cats'>{cats}</ul>", footer),
            "",
        )
    if kind == "list":
        c, n = int(parts["c"]), int(parts["n"])
        if c >= len(site.cats):
            return _not_found(site)
        listed = site.listed[c]
        last = max(1, -(-len(listed) // per))
        if not 1 <= n <= last:
            return _not_found(site)
        rows = []
        for j in listed[(n - 1) * per : n * per]:
            other = web.sites[j]
            words = _words(other)
            blurb = " ".join(random.Random(f"{other.name}|blurb").sample(words, min(4, len(words))))
            rows.append(f"<li>{_ext(web, j)} – {escape(blurb)}</li>")
        pager = " ".join(f"<b>{k}</b>" if k == n else links.a(str(k), "list", c=c, n=k) for k in range(1, last + 1))
        main = f"<h1>{escape(site.cats[c])}</h1><ul>{''.join(rows)}</ul><p class='pager'>{pager}</p>"
        return 200, _page(site, f"{site.cats[c]} – {site.name}", header, main, footer), ""
    if kind == "info":
        key = parts["i"]
        form = _real(web, site, "contact") if key == "contact" else ""
        return (
            200,
            _page(site, ui[key], header, f"<h1>{escape(ui[key])}</h1><p>{_text(rng, site, 30)}</p>{form}", footer),
            "",
        )
    return _not_found(site)
