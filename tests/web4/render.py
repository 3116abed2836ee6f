"""Family D's pages: one function renders every page of every site, the same every time for a URL.

Dealer templates: ``bar`` (a header navigation bar), ``mega`` (a dropdown
mega-menu: makes, body types, services), ``minimal`` (no navigation: tiles in
the home page's body). Pages are served in UTF-8 or in the language's legacy
charset (ISO-8859-x, windows-125x, Shift_JIS), declared in the header and in a
``<meta charset>``. Non-search forms: Formasaurus' real login, registration,
contact and newsletter forms and site-search boxes, and written ones (finance
calculators, trade-in valuations with make/model/year/mileage, test-drive
bookings, parts finders, insurance quotes, rental searches).
"""

from __future__ import annotations

import random
import re
from html import escape
from typing import TYPE_CHECKING, Any

from tests.web4.vocab import (
    BODIES,
    CURRENCY,
    FIELDS,
    FILLER,
    FUELS,
    GEARS,
    MAKES,
    MAKES_JA,
    MONTHS,
    PERSON,
    PRICE_STEPS,
    RANGE,
    TARGET,
    TOPIC_LABEL,
    TOPIC_WORDS,
    UI,
)
from tests.web4.web import FACET_EXTRA, INFO_KEYS, PER_PAGE, encode, form_kind

if TYPE_CHECKING:
    from tests.web4.web import Site, Web

#: Field names of the vehicle search, per naming style: make, model, price from, price to, year from,
#: mileage to, fuel, gearbox, body, location.
SEARCH_NAMES = (
    ("make", "model", "price_from", "price_to", "year_from", "mileage_to", "fuel", "gearbox", "body", "location"),
    ("mk", "md", "pf", "pt", "yf", "km", "ft", "gb", "bt", "zip"),
    (
        "q[brand]",
        "q[model]",
        "q[price][min]",
        "q[price][max]",
        "q[reg_from]",
        "q[km_max]",
        "q[fuel]",
        "q[gear]",
        "q[body]",
        "q[city]",
    ),
    ("marke", "modell", "preis_von", "preis_bis", "ez_von", "km_bis", "kraftstoff", "getriebe", "karosserie", "ort"),
)
GIF = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
SEARCH_ICON = (
    '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24"><circle cx="10" cy="10" r="7" '
    'fill="none" stroke="currentColor" stroke-width="2"></circle><line x1="15" y1="15" x2="22" y2="22" '
    'stroke="currentColor" stroke-width="2"></line></svg>'
)


def _text(rng: random.Random, site: Site, n: int) -> str:
    topical = TOPIC_WORDS.get(site.topic, TOPIC_WORDS["news"])[site.lang]
    filler = FILLER[site.lang]
    sep = "" if site.lang == "ja" else " "
    words = [rng.choice(topical) if rng.random() < 0.3 else rng.choice(filler) for _ in range(n)]
    return escape(sep.join(words).capitalize())


class _Links:
    """A site's internal links, from page ``here`` (session ids on some sites)."""

    def __init__(self, site: Site, here: str) -> None:
        self.site, self.here = site, here
        self.form = form_kind(site)

    def href(self, kind: str, **parts: Any) -> str:
        path = self.site.path(kind, **parts)
        canonical = kind in ("home", "info", "hub", "form") or (kind, parts) == self.form
        return encode(self.site.session(self.here, path, canonical))

    def a(self, text: str, kind: str, cls: str = "", **parts: Any) -> str:
        c = f' class="{cls}"' if cls else ""
        return f'<a href="{escape(self.href(kind, **parts))}"{c}>{escape(text)}</a>'


def _ext(web: Web, j: int, text: str | None = None) -> str:
    other = web.sites[j]
    return f'<a href="{escape(other.base)}/">{escape(text or other.name)}</a>'


def _real(web: Web, site: Site, kind: str) -> str:
    index = site.site_search if kind == "search" else site.forms.get(kind, 0)
    html = web.forms[kind][index % len(web.forms[kind])]["html"]
    return re.sub(r'href="[^"]*"', 'href="#"', html)  # the form's own links led out of the loopback web


# -- forms ------------------------------------------------------------------------------------
def _select(name: str, first: str, values: list[str], ident: str = "") -> str:
    opts = "".join(f'<option value="{k + 1}">{escape(v)}</option>' for k, v in enumerate(values))
    i = f' id="{escape(ident)}"' if ident else ""
    return f'<select name="{escape(name)}"{i}><option value="">{escape(first)}</option>{opts}</select>'


def _makes(site: Site) -> list[tuple[str, list[str], str]]:
    return MAKES_JA if site.lang == "ja" else MAKES


def _price_labels(lang: str) -> list[str]:
    cur = CURRENCY[lang]
    return [f"{p:,} {cur}".replace(",", " ") if lang != "en" else f"{cur}{p:,}" for p in PRICE_STEPS[lang]]


def vehicle_search(site: Site, links: _Links) -> str:
    """The relevant form: a multi-field vehicle search in the site's language, one of five layouts."""
    lang, v = site.lang, site.form_variant
    nm = SEARCH_NAMES[site.names]
    f = FIELDS[lang]
    lo, hi, anyw, submit = RANGE[lang]
    action = escape(links.href("list", n=1).split("?")[0].split(";")[0])
    hidden = "".join(
        f'<input type="hidden" name="{escape(k)}" value="{escape(val)}">'
        for k, _, val in (x.partition("=") for x in site.path("list", n=1).partition("?")[2].split("&") if x)
    )
    makes = [m for m, _, _ in _makes(site)]
    model_opts = "".join(
        f'<optgroup label="{escape(m)}">' + "".join(f"<option>{escape(x)}</option>" for x in models) + "</optgroup>"
        for m, models, _ in _makes(site)
    )
    model_sel = f'<select name="{escape(nm[1])}" id="f-model"><option value="">{escape(f["model"])}</option>{model_opts}</select>'
    years = [str(y) for y in range(2025, 2004, -2)]
    kms = [f"{k:,}".replace(",", " ") + " km" for k in (10000, 30000, 60000, 100000, 150000)]
    fuels, gears, bodies = FUELS[lang].split("|"), GEARS[lang].split("|"), BODIES[lang].split("|")
    head = f'<form method="get" action="{action}"'
    if v == 0:  # a table of labels
        rows = [
            (f["make"], "f-make", _select(nm[0], anyw, makes, "f-make")),
            (f["model"], "f-model", model_sel),
            (
                f["price"],
                "f-pf",
                f'{escape(lo)} <input type="text" name="{escape(nm[2])}" id="f-pf" size="7"> '
                f'{escape(hi)} <input type="text" name="{escape(nm[3])}" size="7"> {escape(CURRENCY[lang])}',
            ),
            (f["year"], "f-year", _select(nm[4], anyw, years, "f-year")),
            (f["mileage"], "f-km", f'<input type="text" name="{escape(nm[5])}" id="f-km" size="7"> km'),
            (f["fuel"], "f-fuel", _select(nm[6], anyw, fuels, "f-fuel")),
            (f["location"], "f-loc", f'<input type="text" name="{escape(nm[9])}" id="f-loc">'),
        ]
        body = "".join(
            f'<tr><th><label for="{ident}">{escape(lab)}</label></th><td>{ctl}</td></tr>' for lab, ident, ctl in rows
        )
        return f'{head} class="detailsuche">{hidden}<table>{body}</table><input type="submit" value="{escape(submit)}"></form>'
    if v == 1:  # labels above the fields
        rows = [
            (f["make"], _select(nm[0], anyw, makes, "f-make")),
            (f["model"], model_sel),
            (f"{f['price']} ({hi})", _select(nm[3], anyw, _price_labels(lang), "f-pt")),
            (f"{f['year']} ({lo})", _select(nm[4], anyw, years, "f-year")),
            (f"{f['mileage']} ({hi})", _select(nm[5], anyw, kms, "f-km")),
            (f["fuel"], _select(nm[6], anyw, fuels, "f-fuel")),
            (f["gearbox"], _select(nm[7], anyw, gears, "f-gear")),
            (f["body"], _select(nm[8], anyw, bodies, "f-body")),
        ]
        body = "".join(f'<div class="field"><label>{escape(lab)}</label><br>{ctl}</div>' for lab, ctl in rows)
        return f'{head} id="inventory-filter">{hidden}{body}<button type="submit">{escape(submit)}</button></form>'
    if v == 2:  # placeholders only
        ph = [
            (nm[0], f["make"]),
            (nm[1], f["model"]),
            (nm[3], f"{f['price']} {hi}"),
            (nm[4], f"{f['year']} {lo}"),
            (nm[5], f"{f['mileage']} {hi}"),
        ]
        body = "".join(f'<input type="text" name="{escape(n)}" placeholder="{escape(p)}">' for n, p in ph)
        body += _select(nm[8], f["body"], bodies)
        return f'{head}>{hidden}{body}<input type="submit" value="{escape(submit)}"></form>'
    if v == 3:  # selects only, no text box
        sels = [
            _select(nm[0], f["make"], makes),
            model_sel,
            _select(nm[3], f"{f['price']} {hi}", _price_labels(lang)),
            _select(nm[4], f"{f['year']} {lo}", years),
            _select(nm[5], f"{f['mileage']} {hi}", kms),
            _select(nm[6], f["fuel"], fuels),
            _select(nm[8], f["body"], bodies),
        ]
        return f'{head} class="filters">{hidden}' + "".join(sels) + f"<button>{escape(submit)}</button></form>"
    count = random.Random(site.name).randint(40, max(41, site.items))
    return (
        f'{head} class="quick">{hidden}<input type="hidden" name="condition" value="used">'
        + _select(nm[0], f["make"], makes)
        + model_sel
        + _select(nm[3], f"{f['price']} {hi}", _price_labels(lang))
        + _select(nm[4], f"{f['year']} {lo}", years)
        + f'<button type="submit">{escape(submit)} ({count})</button></form>'
    )


def _post_form(action: str, rows: list[tuple[str, str]], button: str, method: str = "post") -> str:
    body = "".join(f'<p><label for="{escape(n)}">{escape(lab)}</label><br>{ctl(n)}</p>' for lab, n, ctl in _rows(rows))
    return (
        f'<form method="{method}" action="{escape(action)}">{body}<input type="submit" value="{escape(button)}"></form>'
    )


def _rows(rows: list[tuple[str, str]]) -> list[tuple[str, str, Any]]:
    def ctl(kind: str) -> Any:
        if kind == "textarea":
            return lambda n: f'<textarea name="{escape(n)}" id="{escape(n)}"></textarea>'
        if kind.startswith("select:"):
            values = kind[7:].split("|")
            return lambda n: _select(n, "–", values, n)
        return lambda n: f'<input type="{kind}" name="{escape(n)}" id="{escape(n)}">'

    out = []
    for lab, spec in rows:
        name, _, kind = spec.partition(":")
        out.append((lab, name, ctl(kind or "text")))
    return out


def tradein_form(site: Site, links: _Links) -> str:
    """What's my car worth: make, model, year, mileage (a valuation request, no search)."""
    f, p, lang = FIELDS[site.lang], PERSON[site.lang], site.lang
    makes = "|".join(m for m, _, _ in _makes(site))
    rows = [
        (f["make"], f"vehicle_make:select:{makes}"),
        (f["model"], "vehicle_model:text"),
        (f["year"], "reg_year:number"),
        (f["mileage"], "odometer:number"),
        (p[0], "name:text"),
        (p[1], "email:email"),
        (p[2], "phone:tel"),
    ]
    return _post_form(links.href("info", i="tradein"), rows, UI[lang]["send"])


def finance_form(site: Site, links: _Links) -> str:
    f, p = FIELDS[site.lang], PERSON[site.lang]
    rows = [(f["price"], "amount:number"), (p[5], "deposit:number"), (p[6], "months:select:12|24|36|48|60|72")]
    return _post_form(links.href("info", i="finance"), rows, p[7], method="get")


def testdrive_form(site: Site, links: _Links) -> str:
    p = PERSON[site.lang]
    cars = "|".join(site.item_title(n) for n in range(1, min(site.items, 6) + 1)) or "–"
    rows = [
        (FIELDS[site.lang]["model"], f"vehicle:select:{cars}"),
        (p[0], "name:text"),
        (p[1], "email:email"),
        (p[2], "phone:tel"),
        (p[3], "date:date"),
    ]
    return _post_form(links.href("info", i="testdrive"), rows, UI[site.lang]["send"])


def tool_form(site: Site, links: _Links) -> str:
    """A neighbour's form: a parts finder (make/model/year!), an insurance quote or a rental search."""
    f, p, lang = FIELDS[site.lang], PERSON[site.lang], site.lang
    makes = "|".join(m for m, _, _ in _makes(site))
    years = "|".join(str(y) for y in range(2024, 2000, -1))
    if site.topic == "parts":
        parts = "|".join(w.capitalize() for w in TOPIC_WORDS["parts"][lang][1:])
        rows = [
            (f["make"], f"car_make:select:{makes}"),
            (f["model"], "car_model:text"),
            (f["year"], f"car_year:select:{years}"),
            ("kW / ccm", "engine:text"),
            (TOPIC_LABEL["parts"][lang], f"part:select:{parts}"),
        ]
        return _post_form(links.href("list", n=1).split("?")[0], rows, UI[lang]["site_search"], method="get")
    if site.topic == "insurance":
        rows = [
            (f["make"], f"ins_make:select:{makes}"),
            (f["model"], "ins_model:text"),
            (f["year"], f"ins_year:select:{years}"),
            (f["location"], "postcode:text"),
            (p[1], "email:email"),
        ]
        return _post_form(links.href("info", i="contact"), rows, UI[lang]["send"])
    rows = [
        (f["location"], "pickup:text"),
        (p[3], "date_from:date"),
        (p[3] + " (2)", "date_to:date"),
        (f["body"], "class:select:" + BODIES[lang]),
    ]
    return _post_form(links.href("home").split("?")[0], rows, UI[lang]["site_search"], method="get")


def site_search(web: Web, site: Site, links: _Links) -> str:
    """The header's text search box: a real Formasaurus one, or the site engine's own (not the vehicle search)."""
    if site.site_search >= 0:
        return f'<div class="site-search">{_real(web, site, "search")}</div>'
    path = site.path("results", q="QQQ")
    head, _, query = path.partition("?")
    hidden, box = "", ""
    for k, _, val in (x.partition("=") for x in query.split("&")):
        if val == "QQQ":
            box = f'<input type="search" name="{escape(k)}" placeholder="{escape(UI[site.lang]["site_search"])}…">'
        else:
            hidden += f'<input type="hidden" name="{escape(k)}" value="{escape(val)}">'
    return (
        f'<form role="search" class="site-search" method="get" action="{escape(encode(head))}">{hidden}{box}'
        f'<button type="submit" aria-label="{escape(UI[site.lang]["site_search"])}">{SEARCH_ICON}</button></form>'
    )


# -- chrome -----------------------------------------------------------------------------------
def _list_label(site: Site) -> str:
    ui = UI[site.lang]
    return {
        "dealer": site.stock_label,
        "news": ui["news"],
        "forum": ui["forum"],
        "blog": ui["latest"],
        "portal": ui["members"],
    }.get(site.kind, TOPIC_LABEL.get(site.topic, TOPIC_LABEL["news"])[site.lang])


def _chrome(web: Web, site: Site, links: _Links) -> tuple[str, str]:
    """(header, footer) of a page."""
    ui, lang = UI[site.lang], site.lang
    brand = f'<div class="brand">{links.a(site.name, "home")}</div>'
    search = site_search(web, site, links) if site.site_search != -1 else ""
    icon = ""
    if site.hide == "icon":
        icon = f'<a href="{escape(links.href("form"))}" class="btn btn-icon" aria-label="{escape(site.entry)}">{SEARCH_ICON}</a>'
    services = [links.a(ui[k], "info", i=k) for k in ("finance", "tradein", "testdrive") if k in site.info]
    hub = [links.a(site.hub_label, "hub")] if site.hub_label else []
    entry = [links.a(site.entry, "form")] if site.hide == "nav" else []
    stock = links.a(_list_label(site), "list", n=1)
    if site.template == "mega" and site.kind == "dealer":
        makes = _makes(site)[:6]
        col1 = "".join(
            f"<li>{links.a(m, 'facet', f=[slug]) if 'facets' in site.traps else escape(m)}</li>" for m, _, slug in makes
        )
        col3 = "".join(
            f"<li>{x}</li>"
            for x in [*(entry or ([links.a(site.entry, "form")] if site.hide == "mega" else [])), *services]
        )
        drop = (
            f'<div class="dropdown-menu mega"><div class="col"><h4>{escape(FIELDS[lang]["make"])}</h4><ul>{col1}</ul></div>'
            f'<div class="col"><h4>{escape(ui["links"])}</h4><ul>{col3}</ul></div></div>'
        )
        items = [f'<li class="has-dropdown">{stock}{drop}</li>', *(f"<li>{x}</li>" for x in hub)]
        items.append(f"<li>{links.a(ui['contact'], 'info', i='contact')}</li>")
        nav = f'<nav class="main-menu"><ul>{"".join(items)}</ul></nav>'
    elif site.template == "minimal" and site.kind == "dealer":
        nav = ""
    else:
        items = [links.a(ui["home"], "home"), stock, *entry, *hub, *services[:2]]
        nav = "<nav><ul>" + "".join(f"<li>{x}</li>" for x in items) + "</ul></nav>"
    header = f"<header>{brand}{icon}{search}{nav}</header>"
    foot = [links.a(ui[k], "info", i=k) for k in INFO_KEYS if k in site.info or k == "contact"]
    if site.hide == "footer":
        foot.append(links.a(site.entry, "form"))
    if "calendar" in site.traps:
        foot.append(links.a(ui["calendar"], "calendar", ym="2026-11"))
    credit = ""
    designers = [j for j in site.out_links if web.sites[j].topic == "webdesign"]
    if designers and site.kind in ("dealer", "business"):
        credit = f'<p class="credit">{escape(ui["credit"])} {_ext(web, designers[0])}</p>'
    footer = f"<footer><p>{' | '.join(foot)}</p><p>© 2026 {escape(site.name)}</p>{credit}</footer>"
    return header, footer


def _page(site: Site, title: str, header: str, main: str, footer: str, aside: str = "") -> tuple[bytes, str]:
    aside_html = f"<aside>{aside}</aside>" if aside else ""
    html = (
        f'<!DOCTYPE html><html lang="{site.lang}"><head><meta charset="{site.charset}"><title>{escape(title)}</title></head>'
        f"<body>{header}<main>{main}</main>{aside_html}{footer}</body></html>"
    )
    return html.encode(site.charset, "xmlcharrefreplace"), f"text/html; charset={site.charset}"


def _not_found(site: Site) -> tuple[int, bytes, str, str]:
    body, ctype = _page(site, "404", "", "<h1>404</h1><p>Not found</p>", "")
    return 404, body, ctype, ""


def _item_li(site: Site, links: _Links, n: int) -> str:
    extra = ""
    if site.kind == "dealer":
        v = site.vehicle(n)
        extra = f" – {v['km']:,} km – {_price(site, v['price'])}".replace(",", " ")
    return f"<li>{links.a(site.item_title(n), 'item', n=n)}{escape(extra)}</li>"


def _price(site: Site, amount: int) -> str:
    cur = CURRENCY[site.lang]
    if site.lang == "ja":
        return f"{amount * 3}{cur}"
    scale = {"cs": 10000, "tr": 50000, "ru": 40000}.get(site.lang, 1)
    return f"{amount * scale:,} {cur}".replace(",", " ")


def _pager(site: Site, links: _Links, n: int, last: int, o: str = "") -> str:
    ui = UI[site.lang]
    extra = {"o": o} if o else {}
    out = []
    if n > 1:
        out.append(links.a(ui["prev"], "sort" if o else "list", n=n - 1, **extra))
    for k in range(max(1, n - 2), min(last, n + 2) + 1):
        out.append(f"<b>{k}</b>" if k == n else links.a(str(k), "sort" if o else "list", n=k, **extra))
    if n < last or "endless" in site.traps:
        out.append(links.a(ui["next"], "sort" if o else "list", n=n + 1, **extra))
    return f'<p class="pager">{" ".join(out)}</p>'


# -- pages ------------------------------------------------------------------------------------
def robots(site: Site) -> tuple[int, bytes, str, str]:
    lines = ["User-agent: *", *(f"Disallow: {encode(p)}" for p in site.disallowed())]
    if len(lines) == 1:
        lines.append("Disallow:")
    return 200, ("\n".join(lines) + "\n").encode(), "text/plain; charset=utf-8", ""


def render(web: Web, site: Site, path: str, query: str) -> tuple[int, bytes, str, str]:
    """``(status, body, content type, redirect location)`` of a request to ``site``."""
    if path == "/robots.txt":
        return robots(site)
    if path.startswith("/img/"):
        return 200, GIF, "image/gif", ""
    parsed = site.parse(path, query)
    if parsed is None:
        return _not_found(site)
    kind, parts = parsed
    here = path + ("?" + query if query else "")
    rng = random.Random(f"{web.seed}|{site.name}|{here}")
    links = _Links(site, here)
    if kind == "root":
        return 302, b"", "", links.href("home")
    if site.kind == "directory":
        return _directory(web, site, links, kind, parts, rng)
    if not _exists(site, kind, parts):
        return _not_found(site)
    header, footer = _chrome(web, site, links)
    title, main, aside = _main(web, site, links, kind, parts, rng)
    if site.kind == "blog":
        aside += (
            f"<h3>{escape(UI[site.lang]['links'])}</h3><ul>"
            + "".join(f"<li>{_ext(web, j)}</li>" for j in site.out_links)
            + "</ul>"
        )
    body, ctype = _page(site, title, header, main, footer, aside)
    return 200, body, ctype, ""


def _last(site: Site) -> int:
    return max(1, -(-site.items // PER_PAGE))


def _facet_pool(site: Site) -> list[str]:
    return [slug for _, _, slug in _makes(site)[:6]] + list(FACET_EXTRA)


def _exists(site: Site, kind: str, p: dict[str, Any]) -> bool:
    dealer = site.kind == "dealer"
    n = int(p.get("n", 1))
    checks = {
        "home": True,
        "results": site.site_search != -1,
        "info": p.get("i") in site.info or p.get("i") == "contact",
        "hub": bool(site.hub_label),
        "form": site.hide in ("nav", "mega", "imgalt", "icon", "hub", "footer", "banner"),
        "list": n >= 1 and (n <= _last(site) or "endless" in site.traps),
        "sort": dealer and "sort" in site.traps and 1 <= n <= _last(site),
        "facet": dealer
        and "facets" in site.traps
        and len(set(p.get("f", []))) == len(p.get("f", []))
        and set(p.get("f", [])) <= set(_facet_pool(site)),
        "item": 1 <= n <= site.items,
        "print": dealer and "print" in site.traps and 1 <= n <= site.items,
        "compare": dealer and "compare" in site.traps and all(1 <= x <= site.items for x in p.get("ids", [])),
        "calendar": "calendar" in site.traps,
    }
    return bool(checks.get(kind, False))


def _main(
    web: Web, site: Site, links: _Links, kind: str, p: dict[str, Any], rng: random.Random
) -> tuple[str, str, str]:
    """(title, main, aside) of a page."""
    ui, lang = UI[site.lang], site.lang
    dealer = site.kind == "dealer"
    aside = ""
    if kind == "home":
        blocks = [f"<h1>{escape(ui['welcome'])} – {escape(site.name)}</h1><p>{_text(rng, site, 40)}.</p>"]
        if site.hide == "home":
            blocks.append(f'<section class="hero">{vehicle_search(site, links)}</section>')
        if site.hide == "banner":
            blocks.append(
                f'<div class="banner"><h2>{_text(rng, site, 5)}</h2>'
                f'<a class="cta" href="{escape(links.href("form"))}">{escape(site.entry)} →</a></div>'
            )
        elif dealer and "finance" in site.info:
            blocks.append(
                f'<div class="banner">{links.a(ui["finance"] + " 0 %", "info", cls="cta", i="finance")}</div>'
            )
        if site.hide == "imgalt":
            blocks.append(
                f'<p class="teaser"><a href="{escape(links.href("form"))}"><img src="/img/teaser-{rng.randrange(9)}.jpg" '
                f'alt="{escape(site.entry)}" width="600" height="200"></a></p>'
            )
        if site.template == "minimal" or site.kind != "dealer":
            tiles = [links.a(_list_label(site), "list", n=1)]
            tiles += [links.a(site.hub_label, "hub")] if site.hub_label and site.template == "minimal" else []
            tiles += [links.a(ui[k], "info", i=k) for k in site.info[:4]]
            blocks.append('<div class="tiles">' + "".join(f'<div class="tile">{t}</div>' for t in tiles) + "</div>")
        if site.items:
            picks = sorted(rng.sample(range(1, site.items + 1), min(site.items, 15 if site.kind == "news" else 6)))
            blocks.append(
                f"<h2>{escape(ui['latest'])}</h2><ul>" + "".join(_item_li(site, links, x) for x in picks) + "</ul>"
            )
        if site.kind == "portal":
            blocks.append(f"<p>{links.a(ui['members'], 'list', n=1)}</p>")
            blocks.append("<ul>" + "".join(f"<li>{_ext(web, j)}</li>" for j in site.out_links[:8]) + "</ul>")
        if site.kind in ("dealer", "business") and site.out_links:
            others = [j for j in site.out_links if web.sites[j].topic != "webdesign"]
            if others:
                blocks.append(f"<p>{escape(ui['partners'])}: " + ", ".join(_ext(web, j) for j in others) + "</p>")
        if site.tool:
            aside = tool_form(site, links)
        return site.name, "".join(blocks), aside
    if kind == "info":
        key = p["i"]
        text = f"<h1>{escape(ui[key])}</h1><p>{_text(rng, site, 50)}.</p>"
        form = {
            "contact": lambda: _real(web, site, "contact"),
            "login": lambda: (
                _real(web, site, "login") + f"<p>{escape(ui['register'])}</p>" + _real(web, site, "registration")
            ),
            "newsletter": lambda: _real(web, site, "newsletter"),
            "finance": lambda: finance_form(site, links),
            "tradein": lambda: tradein_form(site, links),
            "testdrive": lambda: testdrive_form(site, links),
        }.get(key, lambda: "")()
        return f"{ui[key]} – {site.name}", text + form, ""
    if kind == "results":
        main = f"<h1>{escape(ui['site_search'])}</h1><p>0 {escape(ui['results'])}: «{escape(str(p.get('q', ''))[:60])}»</p>"
        return ui["site_search"], main + f"<p>{links.a(ui['home'], 'home')}</p>", ""
    if kind == "hub":
        cards = [links.a(site.stock_label, "list", n=1)]
        if site.hide == "hub":
            cards.insert(rng.randrange(2), links.a(site.entry, "form"))
        cards += [links.a(ui[k], "info", i=k) for k in ("finance", "tradein", "testdrive") if k in site.info]
        cards.append(links.a(ui["new_cars"], "info", i="contact"))
        main = (
            f"<h1>{escape(site.hub_label)}</h1><div class='cards'>"
            + "".join(f"<div class='card'>{c}</div>" for c in cards)
            + "</div>"
        )
        return site.hub_label, main, ""
    if kind == "form":
        featured = sorted(rng.sample(range(1, site.items + 1), min(site.items, 5)))
        main = f"<h1>{escape(site.entry)}</h1><p>{_text(rng, site, 20)}.</p>{vehicle_search(site, links)}"
        main += "<ul>" + "".join(_item_li(site, links, n) for n in featured) + "</ul>"
        return f"{site.entry} – {site.name}", main, ""
    if kind in ("list", "sort", "facet"):
        return _listing(web, site, links, kind, p, rng)
    if kind in ("item", "print"):
        n = int(p["n"])
        title = site.item_title(n)
        body = f"<h1>{escape(title)}</h1>"
        if dealer:
            v, f = site.vehicle(n), FIELDS[lang]
            facts = [
                (f["make"], v["make"]),
                (f["model"], v["model"]),
                (f["year"], str(v["year"])),
                (f["mileage"], f"{v['km']:,} km".replace(",", " ")),
                (f["fuel"], FUELS[lang].split("|")[v["fuel"]]),
                (f["gearbox"], GEARS[lang].split("|")[v["gear"]]),
                (f["price"], _price(site, v["price"])),
            ]
            body += (
                "<table class='facts'>"
                + "".join(f"<tr><th>{escape(a)}</th><td>{escape(b)}</td></tr>" for a, b in facts)
                + "</table>"
            )
        body += f"<p>{_text(rng, site, 60)}.</p>"
        if kind == "print":
            return title, body + f"<p>{links.a(title, 'item', n=n)}</p>", ""
        actions = []
        if "compare" in site.traps:
            actions.append(links.a(ui["add_compare"], "compare", ids=[n]))
        if "print" in site.traps:
            actions.append(links.a(ui["print"], "print", n=n))
        actions += [links.a(ui[k], "info", i=k) for k in ("testdrive", "finance") if k in site.info]
        if actions:
            body += "<p class='actions'>" + " | ".join(actions) + "</p>"
        if site.kind in ("news", "forum") and site.out_links:
            picks = {site.out_links[n % len(site.out_links)], rng.choice(site.out_links)}
            body += "".join(f"<p>{_text(rng, site, 10)} {_ext(web, j)}.</p>" for j in sorted(picks))
        if site.kind == "forum":
            body += "".join(
                f"<div class='post'><b>user{rng.randrange(999)}</b><p>{_text(rng, site, 25)}</p></div>"
                for _ in range(3)
            )
            body += f"<p>{links.a(ui['reply'], 'info', i='login') if 'login' in site.info else ''}</p>"
        related = sorted({(n + d - 1) % site.items + 1 for d in (1, 2, 7)} - {n}) if site.items > 3 else []
        body += "<ul class='related'>" + "".join(_item_li(site, links, r) for r in related) + "</ul>"
        return f"{title} – {site.name}", body, ""
    if kind == "compare":
        ids = p["ids"]
        rows = "".join(f"<li>{links.a(site.item_title(x), 'item', n=x)}</li>" for x in ids)
        more = []
        if len(ids) < 30:
            for x in sorted({(ids[-1] * 7 + d) % site.items + 1 for d in (1, 3, 11)} - set(ids)):
                more.append(links.a(f"+ {site.item_title(x)}", "compare", ids=[*ids, x]))
        main = f"<h1>{escape(ui['compare'])} ({len(ids)})</h1><ol>{rows}</ol><p>{' '.join(more)}</p>"
        return ui["compare"], main, ""
    if kind == "calendar":
        y, m = (int(x) for x in str(p["ym"]).split("-"))
        if not 1 <= m <= 12:
            return ui["calendar"], f"<p>{escape(ui['none'])}</p>", ""
        prev_ym = f"{y - (m == 1)}-{(m - 2) % 12 + 1:02d}"
        next_ym = f"{y + (m == 12)}-{m % 12 + 1:02d}"
        month = MONTHS[lang].split()[m - 1]
        events = "".join(
            f"<li>{d}. {escape(month)}: {_item_li(site, links, rng.randrange(site.items) + 1)}</li>"
            for d in sorted(rng.sample(range(1, 29), 3))
            if site.items
        )
        body = (
            f"<h1>{escape(ui['calendar'])} – {escape(month)} {y}</h1><ul>{events}</ul>"
            f"<p>{links.a(ui['prev'], 'calendar', ym=prev_ym)} {links.a(ui['next'], 'calendar', ym=next_ym)}</p>"
        )
        return f"{ui['calendar']} {month} {y}", body, ""
    return site.name, "", ""


def _listing(
    web: Web, site: Site, links: _Links, kind: str, p: dict[str, Any], rng: random.Random
) -> tuple[str, str, str]:
    ui = UI[site.lang]
    label = _list_label(site)
    if site.kind == "portal":
        per = 15
        n = int(p.get("n", 1))
        last = max(1, -(-len(site.out_links) // per))
        rows = "".join(f"<li>{_ext(web, j)}</li>" for j in site.out_links[(n - 1) * per : n * per])
        pager = " ".join(f"<b>{k}</b>" if k == n else links.a(str(k), "list", n=k) for k in range(1, last + 1))
        return f"{label} – {site.name}", f"<h1>{escape(label)}</h1><ul>{rows}</ul><p>{pager}</p>", ""
    last = _last(site)
    n = int(p.get("n", 1))
    if kind == "facet":
        n = 1 + rng.randrange(last)
    start = (n - 1) * PER_PAGE
    shown = [(start + k) % max(site.items, 1) + 1 for k in range(min(PER_PAGE, site.items))]
    if kind == "sort" and p["o"] == "desc":
        shown.reverse()
    body = f"<h1>{escape(label)}</h1>"
    if kind == "facet":
        body += f"<p class='chips'>{escape(' + '.join(p['f']))} {links.a('×', 'list', n=1)}</p>"
    body += f"<p>{_text(rng, site, 12)}.</p>"
    if "sort" in site.traps and kind in ("list", "sort"):
        o = p.get("o", "")
        toggle = [("asc", ui["price_asc"]), ("desc", ui["price_desc"])]
        body += (
            f'<p class="sort">{escape(ui["sort"])}: '
            + " | ".join(f"<b>{escape(t)}</b>" if o == k else links.a(t, "sort", n=n, o=k) for k, t in toggle)
            + "</p>"
        )
    if "facets" in site.traps and site.kind == "dealer":
        have = list(p.get("f", []))
        opts = [t for t in _facet_pool(site) if t not in have]
        body += '<p class="facets">' + " ".join(links.a(t, "facet", f=[*have, t]) for t in opts) + "</p>"
    body += "<ul class='results'>" + "".join(_item_li(site, links, x) for x in shown) + "</ul>"
    if kind != "facet":
        body += _pager(site, links, n, last, p.get("o", "") if kind == "sort" else "")
    aside = ""
    if kind == "list" and site.hide == "stock" and n == 1:
        aside = vehicle_search(site, links)
    return f"{label} – {site.name}", body, aside


def _directory(
    web: Web, site: Site, links: _Links, kind: str, p: dict[str, Any], rng: random.Random
) -> tuple[int, bytes, str, str]:
    """A directory (seed): categories, each a paginated list of sites with a line about each."""
    ui = UI[site.lang]
    header = f"<header><h2>{links.a(site.name, 'home')}</h2></header>"
    footer = (
        f"<footer>{links.a(ui['contact'], 'info', i='contact')} | {links.a(ui['about'], 'info', i='about')}</footer>"
    )
    per = 25
    if kind == "home":
        cats = "".join(
            f"<li>{links.a(TOPIC_LABEL[c][site.lang], 'list', c=c, n=1)} ({len(site.listed[k])})</li>"
            for k, c in enumerate(site.cats)
        )
        body, ctype = _page(
            site, site.name, header, f"<h1>{escape(site.name)}</h1><ul class='cats'>{cats}</ul>", footer
        )
        return 200, body, ctype, ""
    if kind == "list":
        c, n = p["c"], int(p["n"])
        if c not in site.cats:
            return _not_found(site)
        listed = site.listed[site.cats.index(c)]
        last = max(1, -(-len(listed) // per))
        if not 1 <= n <= last:
            return _not_found(site)
        rows = []
        for j in listed[(n - 1) * per : n * per]:
            other = web.sites[j]
            words = TOPIC_WORDS.get(other.topic, TOPIC_WORDS["news"])[other.lang]
            blurb = " ".join(random.Random(f"{other.name}|blurb").sample(words, min(4, len(words))))
            rows.append(f"<li>{_ext(web, j)} – {escape(blurb)}</li>")
        pager = " ".join(f"<b>{k}</b>" if k == n else links.a(str(k), "list", c=c, n=k) for k in range(1, last + 1))
        label = TOPIC_LABEL[c][site.lang]
        main = f"<h1>{escape(label)}</h1><ul>{''.join(rows)}</ul><p class='pager'>{pager}</p>"
        body, ctype = _page(site, f"{label} – {site.name}", header, main, footer)
        return 200, body, ctype, ""
    if kind == "info" and p["i"] in ("about", "contact"):
        key = p["i"]
        form = _real(web, site, "contact") if key == "contact" else ""
        main = f"<h1>{escape(ui[key])}</h1><p>{_text(rng, site, 30)}</p>{form}"
        body, ctype = _page(site, ui[key], header, main, footer)
        return 200, body, ctype, ""
    return _not_found(site)


__all__ = ["SEARCH_NAMES", "TARGET", "render", "vehicle_search"]
