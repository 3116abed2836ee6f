"""Family F's pages, rendered on request: one renderer per site kind, one function per page kind."""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass
from functools import cache
from html import escape
from typing import Any
from urllib.parse import parse_qs, quote, unquote, urlencode

from tests.kit import ROOT
from tests.web6.vocab import CATEGORY_KEYS, LANGS, NATIVE_NAMES
from tests.web6.web import ROBOTS, SESSION_MARK, Site, Web, codec

PER_PAGE = 20
NEWSLETTER = {
    "en": "Newsletter",
    "zh": "订阅通讯",
    "ru": "Рассылка",
    "el": "Ενημερωτικό δελτίο",
    "tr": "E-bülten",
    "he": "ניוזלטר",
    "th": "จดหมายข่าว",
    "pt": "Newsletter",
    "pl": "Newsletter",
    "sw": "Jarida",
}
YEAR = 2024


@cache
def formasaurus() -> dict[str, list[str]]:
    """Real forms by kind (Formasaurus, via ``tests/web2/forms.json``)."""
    data = json.loads((ROOT / "tests" / "web2" / "forms.json").read_text(encoding="utf-8"))
    return {kind: [f["html"] for f in forms] for kind, forms in data.items()}


def real_form(kind: str, i: int, action: str) -> str:
    forms = formasaurus()[kind]
    return forms[i % len(forms)].replace('action="/submit"', f'action="{escape(action)}"')


@dataclass
class Redirect:
    location: str
    status: int = 302


class Ctx:
    """What a page renderer needs: the web, the site, the request and a seeded random source."""

    def __init__(self, web: Web, site: Site, path: str, query: dict[str, list[str]], method: str) -> None:
        self.web, self.site, self.path, self.query, self.method = web, site, path, query, method
        self.L: dict[str, Any] = LANGS[site.lang]
        self.rng = random.Random(f"{web.seed}|{site.name}|{path}|{sorted(query.items())}")
        self.head = ""

    def q(self, key: str, default: str = "") -> str:
        return (self.query.get(key) or [default])[0]

    def link(self, kind: str, id: int | str | None = None, **query: Any) -> str:
        return self.web.link(self.site, kind, id, **query)

    def words(self, n: int, topic: float = 0.3) -> str:
        L, r = self.L, self.rng
        ws = [r.choice(L["topic_words"] if r.random() < topic else L["words"]) for _ in range(n)]
        text = L["sep"].join(ws)
        return text[:1].upper() + text[1:]

    def text(self, sentences: int = 3, topic: float = 0.3) -> str:
        end = {"zh": "。", "th": " "}.get(self.site.lang, ". ")
        return end.join(self.words(self.rng.randrange(6, 14), topic) for _ in range(sentences)) + end.strip()


def a(href: str, text: str, **attrs: str) -> str:
    extra = "".join(f' {k.rstrip("_").replace("_", "-")}="{escape(v)}"' for k, v in attrs.items())
    return f'<a href="{escape(href)}"{extra}>{escape(text)}</a>'


def ul(items: list[str], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f"<ul{c}>" + "".join(f"<li>{i}</li>" for i in items) + "</ul>"


def document(site: Site, title: str, body: str, head: str = "") -> str:
    L = site.L
    cs = site.charset
    meta = (
        f'<meta charset="{cs}">'
        if site.meta == "charset"
        else f'<meta http-equiv="Content-Type" content="text/html; charset={cs}">'
    )
    return (
        f'<!DOCTYPE html>\n<html lang="{L["code"]}" dir="{L["dir"]}"><head>{meta}<title>{escape(title)}</title>'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f'<link rel="stylesheet" href="/static/site.css">{head}</head>\n<body>{body}</body></html>\n'
    )


# -- objects ---------------------------------------------------------------------------------------------------
def obj_base(site: Site) -> int:
    if site.kind == "heritage" and site.scheme == "drupal":
        return 1000
    return random.Random(f"{site.name}|ob").choice((1, 100, 1000, 10000, 52000))


@cache
def _objects(name: str, lang: str, n: int) -> tuple[tuple[int, ...], ...]:
    """(type, material, artist, place, period, dept, year) of each object of a site."""
    out = []
    for k in range(n):
        r = random.Random(f"{name}|o|{k}")
        period = r.randrange(5)
        out.append(
            (
                r.randrange(9),
                r.randrange(7),
                r.randrange(5),
                r.randrange(5),
                period,
                r.randrange(5),
                1500 + period * 100 + r.randrange(100),
            )
        )
    return tuple(out)


def objects(site: Site) -> tuple[tuple[int, ...], ...]:
    return _objects(site.name, site.lang, site.objects)


def obj_title(site: Site, k: int) -> str:
    t, _m, ar, pl, _pe, _d, y = objects(site)[k]
    L = site.L
    if site.lang == "zh":
        return f"{L['artists'][ar]}《{L['places'][pl]}{L['types'][t]}》"
    if site.lang == "th":
        return f"{L['types'][t]}{L['places'][pl]} {y + 543}"
    return f"{L['types'][t]}, {L['places'][pl]}, {y}"


def inv_no(site: Site, k: int) -> str:
    style = random.Random(f"{site.name}|inv").randrange(4)
    y = objects(site)[k][6]
    return (
        f"{y}.{k + 17}",
        f"INV-{k + obj_base(site):06d}",
        f"KR/{k}/{y % 100:02d}",
        f"{chr(65 + k % 5)}-{k * 3 + 11}",
    )[style]


def obj_k(site: Site, id_: str) -> int | None:
    k = int(id_) - obj_base(site)
    return k if 0 <= k < site.objects else None


# -- forms -----------------------------------------------------------------------------------------------------
_NAMING = {
    "plain": "q|title|artist|type|date_from|date_to|material|place|department|accession|has_image",
    "bracket": "search[keyword]|search[title]|search[creator]|search[object_type]|search[date_from]|search[date_to]"
    "|search[material]|search[place]|search[collection]|search[inventory]|search[with_image]",
    "short": "kw|ti|au|ot|df|dt|mt|pl|cl|inv|img",
    "dc": "any|dc_title|dc_creator|dc_type|dc_date_from|dc_date_to|dc_format|dc_coverage|dc_relation|dc_identifier|digitized",
    "aspnet": "|".join(
        f"ctl00$MainContent${x}"
        for x in "txtKeyword txtTitle txtArtist ddlType txtDateFrom txtDateTo ddlMaterial txtPlace ddlDepartment"
        " txtAccession chkImages".split()
    ),
}
_FIELDS = ("keyword", "title", "artist", "type", "date_from", "date_to", "material", "place", "department")
_FIELDS += ("accession", "has_image")
_EN_SLUGS = {
    "type": "painting sculpture print photograph manuscript map coin textile ceramics".split(),
    "material": "oil-on-canvas bronze paper silk wood silver parchment".split(),
    "department": "prints-drawings asian-art archaeology rare-books photography".split(),
    "place": "a b c d e".split(),
}


def field_names(naming: str, lang: str) -> dict[str, str]:
    if naming == "native":
        return NATIVE_NAMES[lang]
    return dict(zip(_FIELDS, _NAMING[naming].split("|"), strict=True))


def _options(site: Site, field: str, naming: str) -> list[tuple[str, str]]:
    L = site.L
    labels = {"type": L["types"], "material": L["materials"], "department": L["depts"], "place": L["places"]}[field]
    if naming in ("short", "aspnet"):
        values = [str(i + 1) for i in range(len(labels))]
    elif naming == "native":
        values = list(labels)
    else:
        values = (_EN_SLUGS[field] if field != "place" else [f"p{i}" for i in range(len(labels))])[: len(labels)]
    return list(zip(values, labels, strict=False))


def select(name: str, options: list[tuple[str, str]], any_label: str | None, fid: str = "") -> str:
    idattr = f' id="{fid}"' if fid else ""
    opts = f'<option value="">{escape(any_label)}</option>' if any_label is not None else ""
    opts += "".join(f'<option value="{escape(str(v))}">{escape(t)}</option>' for v, t in options)
    return f'<select name="{escape(name)}"{idattr}>{opts}</select>'


def hidden(pairs: list[tuple[str, str]]) -> str:
    return "".join(f'<input type="hidden" name="{escape(k)}" value="{escape(v)}">' for k, v in pairs)


def _action(web: Web, site: Site, kind: str, method: str) -> tuple[str, str]:
    """(action URL, hidden inputs): a GET form carries the action's own query as hidden fields."""
    p = web.path(site, kind)
    if method == "post":
        return p, ""
    path, _, qs = p.partition("?")
    return path, hidden([(k, v[0]) for k, v in parse_qs(qs).items()])


def collection_form(ctx: Ctx, site: Site) -> str:
    """The relevant form: a collection search in the site's layout and field naming style."""
    L, r, web = site.L, random.Random(f"{site.name}|form"), ctx.web
    f = L["fields"]
    names = field_names(site.naming, site.lang)
    layout = site.layout
    method = "post" if layout == "compact_post" or site.naming == "aspnet" else "get"
    action_kind = "browse" if site.hide == "browse" else "results"
    if site.naming == "aspnet":
        action, extra = web.path(site, "form"), ""
    else:
        action, extra = _action(web, site, action_kind, method)
    if site.naming == "aspnet":
        extra += hidden(
            [
                ("__VIEWSTATE", "/wEPDwUKMTY1NDU2MTA1MmRk" + f"{r.getrandbits(64):016x}"),
                ("__VIEWSTATEGENERATOR", f"{r.getrandbits(32):08X}"),
                ("__EVENTVALIDATION", "/wEdAAeK" + f"{r.getrandbits(48):012x}"),
            ]
        )
    elif method == "post":
        extra += hidden([("token", f"{r.getrandbits(64):016x}")])
    if site.kind == "collhost":
        extra += hidden([("lang", site.lang)])
    submit = (
        f'<input type="submit" value="{escape(f["submit"])}">'
        if r.random() < 0.5
        else f'<button type="submit">{escape(f["submit"])}</button>'
    )
    if site.naming == "aspnet":
        submit = f'<input type="submit" name="ctl00$MainContent$btnSearch" value="{escape(f["submit"])}">'
    pid = r.choice(("", "cs-", "f_", "adv-"))

    def text(key: str, ph: bool = False, size: int = 30) -> str:
        attrs = f' placeholder="{escape(f[key])}"' if ph else ""
        typ = "search" if key == "keyword" and r.random() < 0.4 else "text"
        return f'<input type="{typ}" name="{escape(names[key])}" id="{pid}{key}" size="{size}"{attrs}>'

    def year(key: str, ph: bool = False) -> str:
        typ = r.choice(("text", "number"))
        attrs = f' placeholder="{escape(f[key])}"' if ph else f' placeholder="{1500 if key == "date_from" else 1900}"'
        return f'<input type="{typ}" name="{escape(names[key])}" id="{pid}{key}" size="5" maxlength="4"{attrs}>'

    def sel(key: str, label_as_any: bool = False) -> str:
        any_label = f"{f[key]}: {f['any']}" if label_as_any else f["any"]
        return select(names[key], _options(site, key, site.naming), any_label, f"{pid}{key}")

    def check() -> str:
        return (
            f'<label><input type="checkbox" name="{escape(names["has_image"])}" value="1"> '
            f"{escape(f['has_image'])}</label>"
        )

    def lab(key: str) -> str:
        return f'<label for="{pid}{key}">{escape(f[key])}</label>'

    if layout == "table":
        rows = [(k, text(k)) for k in ("keyword", "artist")]
        rows += [("type", sel("type")), ("date_from", year("date_from")), ("date_to", year("date_to"))]
        rows += [("material", sel("material")), ("department", sel("department"))]
        body = "<table class='search-table'>" + "".join(f"<tr><th>{lab(k)}</th><td>{w}</td></tr>" for k, w in rows)
        body += f"<tr><td></td><td>{check()}</td></tr><tr><td></td><td>{submit}</td></tr></table>"
    elif layout == "above":
        parts = [(k, text(k)) for k in ("keyword", "artist", "place")] + [
            ("type", sel("type")),
            ("accession", text("accession", size=12)),
        ]
        body = "".join(f'<div class="form-group">{lab(k)}<br>{w}</div>' for k, w in parts) + f"<p>{submit}</p>"
    elif layout == "placeholders":
        body = text("keyword", True) + " " + text("artist", True) + " " + text("place", True) + f" {submit}"
        body += f"<details><summary>{escape(ctx.L['misc']['filters'])}</summary>{sel('type', True)} {sel('material', True)} {check()}</details>"
    elif layout == "selects_only":
        periods = [(str(i + 1), p) for i, p in enumerate(L["periods"])]
        body = "".join(
            f'<p><span class="lbl">{escape(f[k])}</span> {sel(k)}</p>'
            for k in ("type", "material", "department", "place")
        )
        body += f'<p><span class="lbl">{escape(f["period"])}</span> {select(names["date_from"], periods, f["any"])}</p>'
        body += f"<p>{check()}</p><p>{submit}</p>"
    elif layout == "advanced":
        rows = [(k, text(k)) for k in ("keyword", "title", "artist")]
        rows += [
            ("type", sel("type")),
            ("material", sel("material")),
            ("place", text("place")),
            ("department", sel("department")),
        ]
        rows += [
            ("date_from", year("date_from")),
            ("date_to", year("date_to")),
            ("accession", text("accession", size=12)),
        ]
        body = "<fieldset><legend>" + escape(f["advanced"]) + "</legend>"
        body += "".join(f'<div class="row">{lab(k)} {w}</div>' for k, w in rows)
        body += (
            '<div class="row"><label><input type="radio" name="op" value="and" checked> AND</label>'
            '<label><input type="radio" name="op" value="or"> OR</label></div>'
        )
        sort_opts = [("relevance", "—"), ("date", ctx.L["misc"]["sort_date"]), ("title", ctx.L["misc"]["sort_title"])]
        body += f'<div class="row">{select("sort", sort_opts, None)} {select("limit", [("20", "20"), ("50", "50"), ("100", "100")], None)}</div>'
        body += f'<div class="row">{check()}</div>{submit} <input type="reset" value="{escape(f["reset"])}"></fieldset>'
    else:  # compact_post
        body = f"{text('keyword', r.random() < 0.5, 24)} {sel('type', True)} {text('accession', True, 10)} {submit}"
    cls = r.choice(("", ' class="search-form"', ' class="form-horizontal"', ' class="opac"', ' name="searchform"'))
    if site.naming == "aspnet":
        cls = ' id="aspnetForm"'
    return f'<form method="{method}" action="{escape(action)}"{cls}>{extra}{body}</form>'


def site_search_box(ctx: Ctx) -> str:
    s = ctx.site
    if s.site_search is None:
        return ""
    kind = "sitesearch" if "sitesearch" in ctx.web.templates(s) else "submit"
    if s.site_search == "own":
        action = ctx.web.path(s, kind, q="").partition("?")[0] if kind == "sitesearch" else ctx.web.path(s, kind)
        name = "s" if "?s=" in ctx.web.templates(s).get("sitesearch", "") else "q"
        return (
            f'<form class="site-search" role="search" action="{escape(action)}" method="get">'
            f'<input type="search" name="{name}" placeholder="{escape(ctx.L["misc"]["site_search"])}">'
            f'<button type="submit">{escape(ctx.L["fields"]["submit"])}</button></form>'
        )
    return f'<div class="site-search">{real_form("search", s.site_search, ctx.web.path(s, kind, q="x"))}</div>'


def neighbour_form(ctx: Ctx, which: str, action: str) -> str:
    """A form of a neighbouring topic (never relevant): tickets, events, art supplies, auction alerts and bids,
    genealogy orders, tourism finder, course search, donations, add-a-site."""
    L, nf = ctx.L, ctx.L["nform"]
    sub = '<input type="submit" value="{}">'

    def inp(name: str, label: str, typ: str = "text") -> str:
        return f'<p><label>{escape(label)} <input type="{typ}" name="{name}"></label></p>'

    if which == "tickets":
        slots = [(f"{h}:00", f"{h}:00") for h in (10, 12, 14, 16)]
        return (
            f'<form method="post" action="{escape(action)}" class="booking">'
            + inp("visit_date", nf["visit_date"], "date")
            + f"<p>{escape(nf['time_slot'])} {select('slot', slots, None)}</p>"
            + f"<p>{escape(L['nav']['exhibitions'])} {select('exhibition', [(str(i), ctx.words(3)) for i in range(3)], None)}</p>"
            + inp("adults", nf["adults"], "number")
            + inp("children", nf["children"], "number")
            + sub.format(escape(nf["book"]))
            + "</form>"
        )
    if which == "events":
        months = list(enumerate(L["months"], 1))
        cats = [("ex", L["nav"]["exhibitions"]), ("ed", L["nav"]["education"]), ("ev", L["nav"]["events"])]
        return (
            f'<form method="get" action="{escape(action)}" class="event-filter">'
            f"<p>{escape(nf['month'])} {select('month', [(f'{YEAR}-{m:02d}', n) for m, n in months], None)}</p>"
            f"<p>{escape(nf['category'])} {select('category', cats, L['fields']['any'])}</p>"
            + sub.format(escape(nf["find_events"]))
            + "</form>"
        )
    if which == "artshop":
        brands = [(b.lower(), b) for b in ("Winsor", "Talens", "Lefranc", "Renesans")]
        return (
            f'<form method="get" action="{escape(action)}" class="product-search">'
            f'<input type="text" name="search_query" placeholder="{escape(nf["product"])}">'
            f" {select('brand', brands, nf['brand'])}"
            f' <input type="number" name="price_max" placeholder="{escape(nf["max_price"])}"> '
            + sub.format(escape(nf["search_products"]))
            + "</form>"
        )
    if which == "auction":
        types = list(enumerate(L["types"]))
        return (
            f'<form method="post" action="{escape(action)}" class="lot-alert">'
            + inp("email", nf["email"], "email")
            + inp("artist", L["fields"]["artist"])
            + f"<p>{escape(L['fields']['type'])} {select('category', [(str(i), t) for i, t in types], L['fields']['any'])}</p>"
            + sub.format(escape(nf["alert"]))
            + "</form>"
        )
    if which == "bid":
        return (
            f'<form method="post" action="{escape(action)}" class="bid">'
            + inp("lot", nf["lot"], "number")
            + inp("max_bid", nf["max_bid"], "number")
            + '<input type="hidden" name="currency" value="EUR">'
            + sub.format(escape(nf["place_bid"]))
            + "</form>"
        )
    if which in ("genealogy", "order"):
        dl = [("pdf", "PDF"), ("paper", L["nform"]["delivery"] + " A4")]
        return (
            f'<form method="post" action="{escape(action)}" class="order-form">'
            + inp("surname", nf["surname"])
            + inp("given_name", nf["given_name"])
            + inp("birth_year", nf["birth_year"], "number")
            + inp("parish", nf["parish"])
            + inp("reference", nf["reference"])
            + inp("email", nf["email"], "email")
            + f"<p>{escape(nf['delivery'])} {select('delivery', dl, None)}</p>"
            + '<p><textarea name="notes" rows="4" cols="40"></textarea></p>'
            + sub.format(escape(nf["order"]))
            + "</form>"
        )
    if which == "tourism":
        cities = [(c[1], c[0]) for c in L["cities"]]
        what = [(k, L["categories"][k]) for k in ("culture", "food", "sports", "shopping")]
        return (
            f'<form method="get" action="{escape(action)}" class="finder">'
            f"<p>{escape(nf['city'])} {select('city', cities, None)}</p>"
            f"<p>{escape(nf['what_to_visit'])} {select('what', what, L['fields']['any'])}</p>"
            + inp("date", L["misc"]["date"], "date")
            + sub.format(escape(nf["find_places"]))
            + "</form>"
        )
    if which == "courses":
        levels = [("ba", "BA"), ("ma", "MA"), ("phd", "PhD")]
        return (
            f'<form method="get" action="{escape(action)}" class="course-search">'
            + inp("course", nf["course"])
            + f"<p>{escape(nf['faculty'])} {select('faculty', [(f'f{i}', d) for i, d in enumerate(L['depts'])], L['fields']['any'])}</p>"
            f"<p>{escape(nf['level'])} {select('level', levels, L['fields']['any'])}</p>"
            + sub.format(escape(nf["find_courses"]))
            + "</form>"
        )
    if which == "donate":
        radios = "".join(
            f'<label><input type="radio" name="amount" value="{v}"> {v}</label> ' for v in (10, 25, 50, 100)
        )
        return (
            f'<form method="post" action="{escape(action)}" class="donation">'
            f"<p>{escape(nf['amount'])}: {radios}</p>"
            + inp("name", nf["name"])
            + inp("email", nf["email"], "email")
            + sub.format(escape(nf["donate"]))
            + "</form>"
        )
    if which == "addsite":
        cats = [(str(i), L["categories"][k]) for i, k in enumerate(CATEGORY_KEYS)]
        return (
            f'<form method="post" action="{escape(action)}" class="add-site">'
            + inp("url", "URL", "url")
            + inp("title", L["fields"]["title"])
            + inp("email", nf["email"], "email")
            + f"<p>{escape(nf['category'])} {select('cat', cats, None)}</p>"
            + '<p><textarea name="description" rows="3" cols="40"></textarea></p>'
            + sub.format(escape(L["misc"]["add_site"]))
            + "</form>"
        )
    raise ValueError(which)


# -- heritage sites ----------------------------------------------------------------------------------------------
def _coll_label(site: Site, i: int = 0) -> str:
    labels = site.L["coll"]
    return labels[(site.index + i) % len(labels)]


def _form_href(web: Web, site: Site) -> str:
    """Where a heritage site's own pages link its collection search (another host for ``subhost``)."""
    if site.hide == "subhost":
        return web.home_url(site.child)
    return web.form_path(site)


def _nav_items(ctx: Ctx) -> list[tuple[str, str]]:
    s, web, L = ctx.site, ctx.web, ctx.L
    nav = L["nav"]
    coll_href = ctx.link("collection")
    if s.form and s.hide in ("nav", "subhost"):
        coll_href = _form_href(web, s)
    elif s.form and s.hide == "browse":
        coll_href = ctx.link("browse")
    tickets = web.home_url(s.extra["ticketing"]) if "ticketing" in s.extra else ctx.link("tickets")
    items = [
        (nav["about"], ctx.link("about")),
        (nav["visit"], ctx.link("visit")),
        (nav["exhibitions"], ctx.link("exhibitions")),
        (nav["events"], ctx.link("calendar")),
        (_coll_label(s), coll_href),
        (nav["news"], ctx.link("news")),
        (nav["shop"], ctx.link("shop")),
        (nav["tickets"], tickets),
        (nav["support"], ctx.link("support")),
    ]
    if (s.form and s.hide == "two_clicks") or (not s.form and s.sub in ("archive", "library", "institute")):
        items.insert(5, (_hub_label(s), ctx.link("research")))
    return items


def _hub_label(site: Site) -> str:
    return site.L["hub"][site.index % len(site.L["hub"])]


def _mega(ctx: Ctx, items: list[tuple[str, str]]) -> str:
    s, L = ctx.site, ctx.L
    groups: list[tuple[str, list[tuple[str, str]]]] = [
        (L["nav"]["visit"], [items[1], items[7], items[3]]),
        (
            _coll_label(s),
            [(L["misc"]["highlights"], ctx.link("collection")), (L["misc"]["browse_all"], ctx.link("browse"))],
        ),
        (
            L["nav"]["about"],
            [items[0], (L["nav"]["news"], ctx.link("news")), (L["nav"]["partners"], ctx.link("partners"))],
        ),
        (L["nav"]["support"], [items[8], (L["nav"]["shop"], ctx.link("shop"))]),
    ]
    if s.form and s.hide == "mega":
        groups[1][1].insert(1, (L["hub_link"][s.index % 3], ctx.web.form_path(s)))
    out = ['<nav class="mega-menu"><ul class="level-1">']
    for head, links in groups:
        out.append(f'<li class="has-children"><span class="toggle">{escape(head)}</span>')
        out.append(ul([a(h, t) for t, h in links], "level-2") + "</li>")
    out.append("</ul></nav>")
    return "".join(out)


def _jump(ctx: Ctx) -> str:
    s, L, web = ctx.site, ctx.L, ctx.web
    links = [(L["nav"]["visit"], ctx.link("visit")), (L["nav"]["tickets"], ctx.link("tickets"))]
    links += [(_coll_label(s, 2), web.form_path(s)), (L["nav"]["shop"], ctx.link("shop"))]
    links += [(L["nav"]["contact"], ctx.link("contact"))]
    opts = "".join(f'<option value="{escape(h)}">{escape(t)}</option>' for t, h in links)
    return (
        f'<div class="quick-links"><select onchange="if(this.value)window.location.href=this.value">'
        f'<option value="">{escape(L["misc"]["quick_links"])}</option>{opts}</select>'
        f"<noscript>{ul([a(h, t) for t, h in links])}</noscript></div>"
    )


def heritage_header(ctx: Ctx) -> str:
    s = ctx.site
    key = (s.name, "header")
    got = ctx.web._cache.get(key)
    if got is not None:
        return got
    items = _nav_items(ctx)
    mega = (s.form and s.hide == "mega") or (not s.form and s.index % 4 == 0)
    nav = _mega(ctx, items) if mega else f'<nav class="main-nav">{ul([a(h, t) for t, h in items])}</nav>'
    home = ctx.web.path(s, "home")
    logo = f'<a class="logo" href="{escape(ctx.web.link(s, "home") if home != ctx.web.form_path(s) else home)}"><img src="/static/logo.png" alt="{escape(s.title)}"></a>'
    jump = _jump(ctx) if s.form and s.hide == "jump" else ""
    out = f'<header class="site-header">{logo}<span class="site-name">{escape(s.title)}</span>{site_search_box(ctx)}{nav}{jump}</header>'
    ctx.web._cache[key] = out
    return out


def heritage_footer(ctx: Ctx) -> str:
    s, L, web = ctx.site, ctx.L, ctx.web
    key = (s.name, "footer")
    got = web._cache.get(key)
    if got is not None:
        return got
    nav = L["nav"]
    items = [
        a(ctx.link("contact"), nav["contact"]),
        a(ctx.link("login"), nav["login"]),
        a(ctx.link("newsletter"), NEWSLETTER[s.lang]),
        a(ctx.link("privacy"), nav["privacy"]),
        a(ctx.link("sitemap"), nav["sitemap"]),
        a(ctx.link("partners"), nav["partners"]),
        a(ctx.link("education"), nav["education"]),
    ]
    if s.form and s.hide == "footer":
        items.insert(3, a(web.form_path(s), _coll_label(s, 3)))
    if s.sub in ("archive", "library"):
        items.append(a(ctx.link("order"), L["misc"]["order_copies"]))
    sponsors = " · ".join(a(web.home_url(i), web.sites[i].title) for i in s.sponsors)
    designer = web.sites[s.extra["designer"]]
    out = (
        f'<footer class="site-footer">{ul(items, "footer-links")}'
        f'<p class="sponsors">{escape(L["misc"]["sponsors"])}: {sponsors}</p>'
        f"<p>© {YEAR} {escape(s.title)}. {escape(L['misc']['rights'])}.</p>"
        f'<p class="credits">{escape(L["misc"]["credits"])} {a(web.home_url(designer), designer.host)}</p></footer>'
    )
    web._cache[key] = out
    return out


def heritage_page(ctx: Ctx, title: str, main: str, aside: str = "") -> str:
    s, web = ctx.site, ctx.web
    head = ctx.head
    if s.form and s.hide == "jump":
        head += f'<link rel="search" type="text/html" href="{escape(web.form_path(s))}" title="{escape(s.L["form_title"][0])}">'
    side = f'<aside class="sidebar">{aside}</aside>' if aside else ""
    body = f'{heritage_header(ctx)}<div class="container"><main><h1>{escape(title)}</h1>{main}</main>{side}</div>{heritage_footer(ctx)}'
    return document(s, title if title == s.title else f"{title} | {s.title}", body, head)


def _obj_links(ctx: Ctx, ks: list[int], site: Site | None = None) -> str:
    s = site or ctx.site
    web = ctx.web
    items = []
    for k in ks:
        path = web.link(s, "object", obj_base(s) + k)
        href = path if s is ctx.site else s.base + path.replace(SESSION_MARK, "x1")
        items.append(
            a(href, obj_title(s, k)) + f' <img src="{escape(web.path(s, "media", obj_base(s) + k))}" alt="" width="80">'
        )
    return ul(items, "objects")


def _exhibition_title(ctx: Ctx, i: int) -> str:
    r = random.Random(f"{ctx.site.name}|ex|{i}")
    L = ctx.L
    return f"{r.choice(L['artists'])}: {r.choice(L['types'])}, {r.choice(L['places'])}"


def heritage(ctx: Ctx, kind: str, p: dict[str, str]) -> str | Redirect | tuple[int, str]:
    s, L, web, r = ctx.site, ctx.L, ctx.web, ctx.rng
    nav, misc = L["nav"], L["misc"]
    n = s.objects
    if ctx.method == "POST" and kind in ("form", "home", "browse", "embed", "results"):
        if kind == "home" and not (s.form and s.hide == "home"):
            return heritage_page(ctx, misc["thanks"], f"<p>{escape(misc['thanks'])}</p>")
        return results_page(ctx, s)
    if kind == "home":
        main = f'<section class="hero"><p>{escape(ctx.text(2))}</p>'
        if s.form and s.hide == "button":
            main += a(web.form_path(s), _coll_label(s, 1), class_="btn btn-primary btn-lg", role="button")
        main += "</section>"
        if s.form and s.hide == "home":
            main += f'<section class="collection-search"><h2>{escape(L["form_title"][s.index % 3])}</h2>{collection_form(ctx, s)}</section>'
        if (s.form and s.hide == "imagemap") or s.index % 5 == 1:
            areas = [(nav["visit"], ctx.link("visit")), (nav["exhibitions"], ctx.link("exhibitions"))]
            areas += [(nav["shop"], ctx.link("shop"))]
            if s.form and s.hide == "imagemap":
                areas.insert(1, (_coll_label(s, 4), web.form_path(s)))
            area = "".join(
                f'<area shape="rect" coords="{i * 100},0,{i * 100 + 90},120" href="{escape(h)}" alt="{escape(t)}" title="{escape(t)}">'
                for i, (t, h) in enumerate(areas)
            )
            main += (
                f'<section class="floorplan"><h2>{escape(misc["floorplan"])}</h2>'
                f'<img src="/static/floorplan.png" usemap="#plan" alt="{escape(misc["floorplan"])}" width="400" height="120">'
                f'<map name="plan">{area}</map></section>'
            )
        if n:
            main += f"<section><h2>{escape(misc['highlights'])}</h2>{_obj_links(ctx, r.sample(range(n), min(6, n)))}</section>"
        ex = [a(ctx.link("exhibition", i), _exhibition_title(ctx, i)) for i in range(1, 4)]
        main += f"<section><h2>{escape(nav['exhibitions'])}</h2>{ul(ex)}</section>"
        posts = [a(ctx.link("post", i), ctx.words(5)) for i in range(1, 4)]
        main += f"<section><h2>{escape(nav['news'])}</h2>{ul(posts)}</section>"
        net = [a(web.home_url(i), web.sites[i].title) for i in s.partners[:6]]
        main += f'<section class="network"><h2>{escape(misc["network"])}</h2>{ul(net)}</section>'
        if s.index % 3 == 0:
            main += f'<section class="newsletter">{real_form("newsletter", s.index, ctx.link("submit"))}</section>'
        return heritage_page(ctx, s.title, main)
    if kind in ("about", "visit", "privacy", "education", "support", "partners"):
        main = f"<p>{escape(ctx.text(4))}</p>"
        if kind == "visit":
            main += f"<h2>{escape(misc['hours'])}</h2><p>10:00–18:00</p>" + ul(
                [a(ctx.link("tickets"), nav["tickets"]), a(ctx.link("calendar"), nav["events"])]
            )
        if kind == "support":
            main += neighbour_form(ctx, "donate", ctx.link("submit"))
        if kind == "education":
            main += neighbour_form(ctx, "courses", ctx.link("education"))
        if kind == "partners":
            main += ul([a(web.home_url(i), web.sites[i].title) for i in s.partners])
            main += f"<h2>{escape(misc['sponsors'])}</h2>" + ul(
                [a(web.home_url(i), web.sites[i].title) for i in s.sponsors]
            )
        if kind == "about":
            main += ul([a(ctx.link("contact"), nav["contact"]), a(ctx.link("partners"), nav["partners"])])
        return heritage_page(ctx, nav[kind], main)
    if kind == "research":
        links = [a(ctx.link("visit"), nav["visit"]), a(ctx.link("collection"), _coll_label(s, 5))]
        if s.form and s.hide == "two_clicks":
            links.insert(0, a(web.form_path(s), L["hub_link"][s.index % 3]))
        if s.sub in ("archive", "library", "institute"):
            links.append(a(ctx.link("order"), misc["order_copies"]))
        return heritage_page(ctx, _hub_label(s), f"<p>{escape(ctx.text(3))}</p>" + ul(links))
    if kind == "order":
        return heritage_page(
            ctx,
            misc["order_copies"],
            f"<p>{escape(ctx.text(2))}</p>" + neighbour_form(ctx, "order", ctx.link("submit")),
        )
    if kind == "contact":
        return heritage_page(
            ctx, nav["contact"], f"<p>{escape(ctx.text(1))}</p>" + real_form("contact", s.index, ctx.link("submit"))
        )
    if kind == "login":
        main = (
            real_form("login", s.index, ctx.link("submit")) + f"<p>{a(ctx.link('register'), nav['login'] + ' +')}</p>"
        )
        return heritage_page(ctx, nav["login"], main)
    if kind == "register":
        return heritage_page(ctx, nav["login"], real_form("registration", s.index, ctx.link("submit")))
    if kind == "newsletter":
        return heritage_page(ctx, NEWSLETTER[s.lang], real_form("newsletter", s.index + 1, ctx.link("submit")))
    if kind == "tickets":
        if s.extra.get("ticket_form"):
            return heritage_page(ctx, nav["tickets"], neighbour_form(ctx, "tickets", ctx.link("submit")))
        return heritage_page(
            ctx,
            nav["tickets"],
            f"<p>{a(web.home_url(s.extra['ticketing']), nav['tickets'])}</p>" if "ticketing" in s.extra else "",
        )
    if kind == "shop":
        items = [a(ctx.link("shop", page=i), ctx.words(3)) for i in range(2, 5)]
        return heritage_page(ctx, nav["shop"], neighbour_form(ctx, "artshop", ctx.link("shop")) + ul(items))
    if kind == "exhibitions":
        ex = [a(ctx.link("exhibition", i), _exhibition_title(ctx, i)) for i in range(1, 11)]
        return heritage_page(ctx, nav["exhibitions"], ul(ex) + a(ctx.link("calendar"), misc["calendar"]))
    if kind == "exhibition":
        i = int(p["id"])
        if not 1 <= i <= 10:
            return (404, "")
        main = f"<p>{escape(ctx.text(4, 0.5))}</p>"
        if n:
            main += _obj_links(ctx, [(i * 37 + j * 11) % n for j in range(4)])
        main += ul([a(ctx.link("tickets"), nav["tickets"]), a(ctx.link("exhibitions"), nav["exhibitions"])])
        return heritage_page(ctx, _exhibition_title(ctx, i), main)
    if kind == "calendar":
        return calendar(
            ctx,
            lambda **q: ctx.link("calendar", **q),
            heritage_page,
            neighbour_form(ctx, "events", ctx.link("calendar")),
        )
    if kind == "news":
        page = _int(ctx.q("page", "1"))
        posts = [a(ctx.link("post", (page - 1) * 5 + j + 1), ctx.words(6)) for j in range(5)]
        main = ul(posts) + "<p>" + a(ctx.link("news", page=page + 1), misc["older"]) + "</p>"
        return heritage_page(ctx, nav["news"], main)
    if kind == "post":
        i = int(p["id"])
        main = f"<p>{escape(ctx.text(5))}</p>"
        if n:
            main += _obj_links(ctx, [(i * 13) % n])
        if s.partners:
            j = s.partners[i % len(s.partners)]
            main += f"<p>{a(web.home_url(j), web.sites[j].title)}</p>"
        here = web.path(s, "post", i)
        main += share_links(ctx, here)
        return heritage_page(ctx, ctx.words(6), main)
    if kind == "sitemap":
        keys = ("about", "visit", "exhibitions", "calendar", "news", "shop", "tickets", "support", "contact", "privacy")
        links = [a(ctx.link(k), nav["events"] if k == "calendar" else nav[k]) for k in keys]
        links.append(a(ctx.link("collection"), _coll_label(s)))
        if n:
            links.append(a(ctx.link("browse"), misc["browse_all"]))
        if s.form and s.hide in ("nav", "mega", "sitemap", "two_clicks", "button"):
            links.append(a(web.form_path(s), L["hub_link"][(s.index + 1) % 3]))
        return heritage_page(ctx, nav["sitemap"], ul(links, "sitemap"))
    if kind == "collection":
        main = f"<p>{escape(ctx.text(2, 0.6))}</p>"
        if s.form and s.hide == "iframe":
            main += (
                f'<iframe src="{escape(web.form_path(s))}" width="100%" height="420" title="{escape(L["form_title"][0])}"'
                ' style="border:0"></iframe>'
            )
        if n:
            main += f"<h2>{escape(misc['highlights'])}</h2>" + _obj_links(ctx, r.sample(range(n), min(8, n)))
            depts = [a(ctx.link("browse", **{"dept": str(i)}), d) for i, d in enumerate(L["depts"])]
            main += ul(depts) + f"<p>{a(ctx.link('browse'), misc['browse_all'])}</p>"
        elif s.extra.get("coming_soon"):
            main += f"<p><em>{escape(misc['coming_soon'])}</em></p>"
        return heritage_page(ctx, _coll_label(s), main)
    if kind == "browse":
        return browse(ctx, s, heritage_page)
    if kind in ("object", "zoom", "print"):
        k = obj_k(s, p["id"])
        if k is None:
            return (404, "")
        return object_page(ctx, s, k, kind, heritage_page)
    if kind == "form":
        if not s.form or s.hide in ("home", "iframe", "browse", "subhost"):
            return (404, "")
        main = f"<p>{escape(ctx.text(1, 0.6))}</p>{collection_form(ctx, s)}"
        return heritage_page(ctx, L["form_title"][s.index % 3], main)
    if kind == "embed":
        if not (s.form and s.hide == "iframe"):
            return (404, "")
        body = f'<div class="embed"><h2>{escape(L["form_title"][0])}</h2>{collection_form(ctx, s)}</div>'
        return document(s, L["form_title"][0], body, '<base target="_top">')
    if kind == "results":
        return results_page(ctx, s)
    if kind == "sitesearch":
        q = ctx.q("q") or p.get("q", "") or ctx.q("s")
        keys = ("about", "visit", "exhibitions", "news", "contact")
        hits = [a(ctx.link(k), nav[k]) for k in keys[: 1 + len(q) % 5]] if q else []
        main = f"<p>{escape(misc['results_for'])} «{escape(q)}»</p>" + (
            ul(hits) if hits else f"<p>{escape(misc['no_results'])}</p>"
        )
        return heritage_page(ctx, misc["site_search"], main)
    if kind == "share":
        return heritage_page(
            ctx, misc["share"], f"<p>{escape(ctx.q('url'))}</p><p>{a(ctx.link('home'), nav['home'])}</p>"
        )
    if kind == "submit":
        return heritage_page(ctx, misc["thanks"], f"<p>{escape(misc['thanks'])}</p>")
    return (404, "")


def _int(v: str, default: int = 1) -> int:
    return int(v) if v.isdigit() and 0 < int(v) < 10**6 else default


def share_links(ctx: Ctx, here: str) -> str:
    web, s = ctx.web, ctx.site
    shares = [
        a(
            web.link(s, "share", url=here, utm_source=src, utm_medium="social", utm_campaign="share"),
            f"{ctx.L['misc']['share']} ({src})",
        )
        for src in ("facebook", "twitter", "email")
    ]
    return f'<div class="share">{" ".join(shares)}</div>'


def calendar(ctx: Ctx, href: Any, page: Any, form: str) -> str:
    """A month of events with links to the previous and next month, without end."""
    L = ctx.L
    month = ctx.q("month", f"{YEAR}-05")
    m = re.fullmatch(r"(\d{4})-(\d{2})", month)
    y, mo = (int(m.group(1)), int(m.group(2))) if m and 1 <= int(m.group(2)) <= 12 else (YEAR, 5)
    prev = f"{y - (mo == 1)}-{(mo - 2) % 12 + 1:02d}"
    nxt = f"{y + (mo == 12)}-{mo % 12 + 1:02d}"
    days = [a(href(month=f"{y}-{mo:02d}", day=f"{d:02d}"), str(d)) for d in range(1, 29, 3)]
    day = ctx.q("day")
    listing = f"<p>{escape(ctx.text(2))}</p>" if day else ""
    main = (
        f"<h2>{escape(L['months'][mo - 1])} {y}</h2>{form}{listing}<p>{' '.join(days)}</p>"
        f"<p>{a(href(month=prev), '« ' + L['misc']['prev'])} {a(href(month=nxt), L['misc']['next'] + ' »')}</p>"
    )
    return page(ctx, L["misc"]["calendar"], main)


def _facets(ctx: Ctx, site: Site) -> list[tuple[str, str]]:
    """The facets of a browse request, in the order they were clicked (the query's order)."""
    keys = ("type", "material", "dept", "place", "artist")
    return [(k, v[0]) for k, v in ctx.query.items() if k in keys and v and v[0].isdigit()]


def browse(ctx: Ctx, site: Site, page_fn: Any) -> str | tuple[int, str]:
    """A page of the collection's objects: facets that combine without end, sort toggles, pagination."""
    L, web, misc = site.L, ctx.web, site.L["misc"]
    facets = _facets(ctx, site)
    names = {"type": 0, "material": 1, "artist": 2, "place": 3, "dept": 5}
    pool = [k for k, o in enumerate(objects(site)) if all(o[names[f]] == int(v) for f, v in facets)]
    sort, order = ctx.q("sort"), ctx.q("order")
    if sort == "title":
        pool.sort(key=lambda k: obj_title(site, k), reverse=order == "desc")
    elif sort == "date":
        pool.sort(key=lambda k: objects(site)[k][6], reverse=order == "desc")
    page = _int(ctx.q("page", "1"))
    pages = max(1, -(-len(pool) // PER_PAGE))
    shown = pool[(page - 1) * PER_PAGE : page * PER_PAGE]
    base_q: dict[str, str] = dict(facets)
    if sort:
        base_q |= {"sort": sort, "order": order}

    def href(**q: Any) -> str:
        return web.link(site, "browse", **(base_q | q))

    main = ""
    plain = not ctx.query or set(ctx.query) <= {"lang"}
    if site.kind == "heritage" and site.form and site.hide == "browse" and plain:
        main += collection_form(ctx, site)
    main += f"<p>{len(pool)} {escape(misc['results'])}</p>" + _obj_links(
        ctx, shown, site if site is not ctx.site else None
    )
    nums = [a(href(page=i), str(i)) for i in range(1, min(pages, 6) + 1)]
    if page > 1:
        nums.insert(0, a(href(page=page - 1), "« " + misc["prev"]))
    if page < pages:
        nums.append(a(href(page=page + 1), misc["next"] + " »"))
    main += f'<p class="pager">{" ".join(nums)}</p>'
    toggles = [
        a(
            href(sort="date", order="desc" if sort == "date" and order == "asc" else "asc", page=None),
            misc["sort_date"],
        ),
        a(
            href(sort="title", order="desc" if sort == "title" and order == "asc" else "asc", page=None),
            misc["sort_title"],
        ),
    ]
    side = f'<div class="sort">{" | ".join(toggles)}</div>'
    labels = {
        "type": L["types"],
        "material": L["materials"],
        "dept": L["depts"],
        "place": L["places"],
        "artist": L["artists"],
    }
    used = {f for f, _ in facets}
    for f, values in labels.items():
        if f in used:
            continue
        side += f"<h3>{escape(L['fields']['department' if f == 'dept' else f])}</h3>" + ul(
            [a(web.link(site, "browse", **(base_q | {f: str(i)})), v) for i, v in enumerate(values)]
        )
    if facets:  # "remove" links: the facets without one of them, in the clicked order
        side += ul(
            [
                a(
                    web.link(site, "browse", **{k: v for k, v in facets if k != f}),
                    f"✕ {labels[f][int(v) % len(labels[f])]}",
                )
                for f, v in facets
            ]
        )
    return page_fn(ctx, misc["browse_all"], main, side)


def object_page(ctx: Ctx, site: Site, k: int, kind: str, page_fn: Any) -> str:
    L, web, misc, f = site.L, ctx.web, site.L["misc"], site.L["fields"]
    t, m, ar, pl, _pe, d, y = objects(site)[k]
    oid = obj_base(site) + k
    title = obj_title(site, k)
    img = f'<img src="{escape(web.path(site, "media", oid))}" alt="{escape(title)}">'
    if kind == "zoom":
        level = _int(ctx.q("level", "1"))
        main = (
            img
            + f"<p>{a(web.link(site, 'zoom', oid, level=level + 1), misc['zoom_in'])} {a(web.link(site, 'object', oid), title)}</p>"
        )
        return page_fn(ctx, f"{misc['zoom']}: {title}", main)
    dl = [
        (f["artist"], L["artists"][ar]),
        (f["type"], L["types"][t]),
        (L["misc"]["date"], str(y)),
        (f["material"], L["materials"][m]),
        (f["place"], L["places"][pl]),
        (f["department"], L["depts"][d]),
        (f["accession"], inv_no(site, k)),
    ]
    info = "<dl>" + "".join(f"<dt>{escape(x)}</dt><dd>{escape(v)}</dd>" for x, v in dl) + "</dl>"
    if kind == "print":
        return document(site, title, f"<h1>{escape(title)}</h1>{img}{info}")
    n = site.objects
    related = [(k + j * 7 + 1) % n for j in range(6)]
    main = img + info + f"<p>{escape(ctx.text(2, 0.6))}</p>"
    main += f"<p>{a(web.link(site, 'zoom', oid, level=1), misc['zoom'])} · {a(web.link(site, 'print', oid), misc['print'])}</p>"
    if site.kind == "heritage":
        main += share_links(ctx, web.path(site, "object", oid))
    main += f"<h2>{escape(misc['related'])}</h2>" + _obj_links(ctx, related, site if site is not ctx.site else None)
    main += ul(
        [
            a(web.link(site, "browse", type=str(t)), L["types"][t]),
            a(web.link(site, "browse", artist=str(ar)), L["artists"][ar]),
            a(web.link(site, "browse", dept=str(d)), L["depts"][d]),
        ]
    )
    return page_fn(ctx, title, main)


def results_page(ctx: Ctx, site: Site) -> str:
    """The answer to a collection search: objects and a link back to the search, never a second copy of it."""
    web, misc = ctx.web, site.L["misc"]
    n = site.objects
    terms = sorted((k, v[0]) for k, v in ctx.query.items() if k not in ("page", "do", "action") and v and v[0])
    h = random.Random(f"{site.name}|{terms}")
    total = h.randrange(0, min(n, 240) + 1) if n else 0
    page = _int(ctx.q("page", "1"))
    start = h.randrange(max(1, n))
    shown = [(start + i * 3) % n for i in range((page - 1) * PER_PAGE, min(total, page * PER_PAGE))] if n else []
    back = web.home_url(site) if site.kind == "collhost" and not site.extra.get("provider") else web.form_path(site)
    if site.kind == "heritage" and site.hide == "subhost":
        back = web.link(site, "collection")
    main = f"<p>{total} {escape(misc['results'])}</p>" + (
        _obj_links(ctx, shown, site if site is not ctx.site else None)
        if shown
        else f"<p>{escape(misc['no_results'])}</p>"
    )
    if page * PER_PAGE < total:
        q = dict(terms) | {"page": str(page + 1)}
        main += f"<p>{a(web.path(site, 'results') + ('&' if '?' in web.path(site, 'results') else '?') + urlencode(q), misc['next'])}</p>"
    main += f"<p>{a(back, misc['new_search'])}</p>"
    fn = heritage_page if site.kind == "heritage" else collhost_page
    return fn(ctx, misc["results_for"], main)


# -- collection hosts --------------------------------------------------------------------------------------------
def collhost_page(ctx: Ctx, title: str, main: str, aside: str = "") -> str:
    s, web, L = ctx.site, ctx.web, ctx.L
    parent = web.sites[s.parent]
    nav = [
        a(web.home_url(parent), parent.title),
        a(web.form_path(s), L["form_title"][0]) if s.extra.get("provider") else a("/", L["form_title"][0]),
        a(web.path(s, "browse"), L["misc"]["browse_all"]),
        a(web.path(s, "about"), L["nav"]["about"]),
        a(web.path(s, "help"), "?"),
    ]
    side = f"<aside>{aside}</aside>" if aside else ""
    powered = (
        "" if not s.extra.get("provider") else f'<p class="powered">Powered by {escape(s.host.split(".", 1)[1])}</p>'
    )
    body = (
        f'<header><span class="site-name">{escape(s.title)} — {escape(_coll_label(s))}</span>{ul(nav)}</header>'
        f"<main><h1>{escape(title)}</h1>{main}</main>{side}<footer>{powered}<p>© {YEAR} {escape(parent.title)}</p></footer>"
    )
    return document(s, f"{title} — {s.title}", body)


def collhost(ctx: Ctx, kind: str, p: dict[str, str]) -> str | Redirect | tuple[int, str]:
    s, L, web = ctx.site, ctx.L, ctx.web
    provider = s.extra.get("provider")
    if ctx.method == "POST" or kind == "results":
        return results_page(ctx, s)
    if kind == "home" and provider:
        return Redirect(web.form_path(s))
    if kind in ("home", "form"):
        if ctx.query:  # a GET form sent to itself
            return results_page(ctx, s)
        main = f"<p>{escape(ctx.text(1, 0.6))}</p>{collection_form(ctx, s)}"
        return collhost_page(ctx, L["form_title"][s.index % 3], main)
    if kind == "browse":
        return browse(ctx, s, collhost_page)
    if kind == "object":
        k = obj_k(s, p["id"])
        if k is None:
            return (404, "")
        return object_page(ctx, s, k, "object", collhost_page)
    if kind in ("about", "help"):
        return collhost_page(ctx, L["nav"]["about"], f"<p>{escape(ctx.text(3))}</p>")
    return (404, "")


# -- directories, portals, blogs, neighbours, off-topic sites ----------------------------------------------------
def plain_page(ctx: Ctx, title: str, main: str, aside: str = "", nav: list[str] | None = None) -> str:
    s = ctx.site
    search = site_search_box(ctx)
    navhtml = f"<nav>{ul(nav)}</nav>" if nav else ""
    side = f"<aside>{aside}</aside>" if aside else ""
    body = (
        f'<header><a href="/" class="brand">{escape(s.title)}</a>{search}{navhtml}</header>'
        f"<main><h1>{escape(title)}</h1>{main}</main>{side}"
        f"<footer><p>© {YEAR} {escape(s.title)}. {escape(ctx.L['misc']['rights'])}.</p></footer>"
    )
    return document(s, title if title == s.title else f"{title} — {s.title}", body, ctx.head)


DIR_PAGE = 25


def directory(ctx: Ctx, kind: str, p: dict[str, str]) -> str | Redirect | tuple[int, str]:
    s, L, web = ctx.site, ctx.L, ctx.web
    cats = s.extra["cats"]
    nav = [
        a("/", L["nav"]["home"]),
        a(web.path(s, "add"), L["misc"]["add_site"]),
        a(web.path(s, "about"), L["nav"]["about"]),
    ]

    def site_link(i: int) -> str:
        o = web.sites[i]
        href = web.path(s, "go", i) if s.extra.get("redirects") else web.home_url(o)
        return a(href, o.title) + f" <small>{escape(o.host)}</small>"

    if kind == "home":
        main = f"<h2>{escape(L['misc']['categories'])}</h2>" + ul(
            [
                a(web.path(s, "category", c), L["categories"][k]) + f" ({len(cats[c])})"
                for c, k in enumerate(CATEGORY_KEYS)
            ]
        )
        recent = [i for c in (1, 2, 3, 5, 8) for i in cats[c][:2]]
        main += f"<h2>{escape(L['misc']['new_sites'])}</h2>" + ul([site_link(i) for i in recent])
        return plain_page(ctx, s.title, main, nav=nav)
    if kind == "category":
        c = int(p["id"])
        if c >= len(CATEGORY_KEYS):
            return (404, "")
        members = list(cats[c])
        if ctx.q("sort") == "alpha":
            members.sort(key=lambda i: web.sites[i].title)
        page = _int(ctx.q("page", "1"))
        pages = max(1, -(-len(members) // DIR_PAGE))
        if page > pages:
            return (404, "")
        shown = members[(page - 1) * DIR_PAGE : page * DIR_PAGE]
        items = [site_link(i) + f"<br><small>{escape(ctx.words(8))}</small>" for i in shown]
        sortq = {"sort": ctx.q("sort")} if ctx.q("sort") else {}
        pager = [a(web.path(s, "category", c, **sortq, page=i if i > 1 else None), str(i)) for i in range(1, pages + 1)]
        if page < pages:
            pager.append(a(web.path(s, "category", c, **sortq, page=page + 1), L["misc"]["next"] + " »"))
        main = (
            f"<p>{a(web.path(s, 'category', c, sort='alpha'), 'A–Z')}</p>"
            + ul(items)
            + f'<p class="pager">{" ".join(pager)}</p>'
        )
        return plain_page(ctx, L["categories"][CATEGORY_KEYS[c]], main, nav=nav)
    if kind == "go":
        i = int(p["id"])
        return Redirect(web.home_url(i)) if i < len(web.sites) else (404, "")
    if kind == "add":
        return plain_page(ctx, L["misc"]["add_site"], neighbour_form(ctx, "addsite", web.path(s, "submit")), nav=nav)
    if kind == "about":
        return plain_page(ctx, L["nav"]["about"], f"<p>{escape(ctx.text(3))}</p>", nav=nav)
    if kind == "submit":
        return plain_page(ctx, L["misc"]["thanks"], f"<p>{escape(L['misc']['thanks'])}</p>", nav=nav)
    return (404, "")


def portal(ctx: Ctx, kind: str, p: dict[str, str]) -> str | Redirect | tuple[int, str]:
    s, L, web = ctx.site, ctx.L, ctx.web
    misc = L["misc"]
    nav = [
        a("/", L["nav"]["home"]),
        a(web.path(s, "partners"), L["nav"]["partners"]),
        a(web.path(s, "stories"), misc["stories"]),
        a(web.path(s, "theme", 1), misc["themes"]),
        a(web.path(s, "about"), L["nav"]["about"]),
        a(web.path(s, "contact"), L["nav"]["contact"]),
    ]
    with_objects = [i for i in s.partners if web.sites[i].objects]

    def records(seed: int, count: int) -> str:
        if not with_objects:
            return ""
        rr = random.Random(f"{s.name}|rec|{seed}")
        items = []
        for _ in range(count):
            j = rr.randrange(len(with_objects))
            m = web.sites[with_objects[j]]
            k = rr.randrange(m.objects)
            items.append(
                a(web.path(s, "record", j * 10000 + k), obj_title(m, k)) + f" <small>{escape(m.title)}</small>"
            )
        return ul(items, "records")

    if kind == "home":
        main = f"<p>{escape(ctx.text(2, 0.6))}</p><p><em>{escape(misc['coming_soon'])}</em></p>"
        main += f"<h2>{escape(misc['highlights'])}</h2>" + records(0, 8)
        main += f"<h2>{escape(misc['stories'])}</h2>" + ul(
            [a(web.path(s, "story", i), ctx.words(5)) for i in range(1, 5)]
        )
        main += f"<h2>{escape(L['nav']['partners'])}</h2>" + ul(
            [a(web.home_url(i), web.sites[i].title) for i in s.partners[:6]]
        )
        main += f"<p>{a(web.path(s, 'partners'), L['misc']['more'] + ' »')}</p>"
        return plain_page(ctx, s.title, main, nav=nav)
    if kind == "partners":
        page = _int(ctx.q("page", "1"))
        pages = max(1, -(-len(s.partners) // PER_PAGE))
        shown = s.partners[(page - 1) * PER_PAGE : page * PER_PAGE]
        main = ul(
            [a(web.home_url(i), web.sites[i].title) + f" <small>{escape(web.sites[i].host)}</small>" for i in shown]
        )
        pager = [a(web.path(s, "partners", page=i), str(i)) for i in range(1, pages + 1)]
        return plain_page(ctx, L["nav"]["partners"], main + f'<p class="pager">{" ".join(pager)}</p>', nav=nav)
    if kind == "record":
        j, k = divmod(int(p["id"]), 10000)
        if j >= len(with_objects) or k >= web.sites[with_objects[j]].objects:
            return (404, "")
        m = web.sites[with_objects[j]]
        href = m.base + web.path(m, "object", obj_base(m) + k)
        main = (
            f"<p>{escape(m.title)}</p><p>{a(href, obj_title(m, k))}</p><p>{a(web.home_url(m), m.title)}</p>"
            + records(int(p["id"]), 4)
        )
        return plain_page(ctx, obj_title(m, k), main, nav=nav)
    if kind in ("stories", "story", "theme"):
        i = int(p.get("id", "0"))
        main = f"<p>{escape(ctx.text(4, 0.5))}</p>" + records(i * 7 + 1, 5)
        if kind == "stories":
            main += ul([a(web.path(s, "story", j), ctx.words(4)) for j in range(1, 9)])
        if kind == "theme":
            main += f"<p>{a(web.path(s, 'theme', i + 1), misc['next'] + ' »')}</p>"
        if kind == "story":
            main += ul([a(web.home_url(b), web.sites[b].title) for b in s.links])
        return plain_page(ctx, misc["stories"] if kind == "stories" else ctx.words(4), main, nav=nav)
    if kind == "about":
        return plain_page(ctx, L["nav"]["about"], f"<p>{escape(ctx.text(4))}</p>", nav=nav)
    if kind == "contact":
        return plain_page(ctx, L["nav"]["contact"], real_form("contact", s.index, web.path(s, "submit")), nav=nav)
    if kind == "newsletter":
        return plain_page(ctx, "Newsletter", real_form("newsletter", s.index, web.path(s, "submit")), nav=nav)
    if kind == "sitesearch":
        q = ctx.q("q")
        items = [a(web.path(s, "story", 1 + len(q) % 8), ctx.words(4))] if q else []
        return plain_page(
            ctx, misc["results_for"], ul(items) if items else f"<p>{escape(misc['no_results'])}</p>", nav=nav
        )
    if kind == "submit":
        return plain_page(ctx, misc["thanks"], "", nav=nav)
    return (404, "")


def blog(ctx: Ctx, kind: str, p: dict[str, str]) -> str | Redirect | tuple[int, str]:
    s, L, web = ctx.site, ctx.L, ctx.web
    misc = L["misc"]
    nav = [
        a("/", L["nav"]["home"]),
        a(web.path(s, "archive"), misc["calendar"]),
        a(web.path(s, "about"), L["nav"]["about"]),
    ]
    if kind == "home":
        page = _int(ctx.q("page", "1"))
        posts = [
            a(web.path(s, "post", (page - 1) * 6 + j + 1), ctx.words(6, 0.5)) + f"<p>{escape(ctx.text(1, 0.5))}</p>"
            for j in range(6)
        ]
        main = ul(posts) + f"<p>{a(web.path(s, 'home', page=page + 1), misc['older'])}</p>"
        return plain_page(ctx, s.title, main, nav=nav)
    if kind == "post":
        i = int(p["id"])
        r = random.Random(f"{s.name}|post|{i}")
        links = []
        for j in r.sample(s.links, min(3, len(s.links))):
            h = web.sites[j]
            if h.objects and r.random() < 0.4:
                k = r.randrange(h.objects)
                links.append(a(h.base + web.path(h, "object", obj_base(h) + k), obj_title(h, k)))
            elif r.random() < 0.3:
                links.append(a(h.base + web.path(h, "exhibition", 1 + i % 10), h.title))
            else:
                links.append(a(web.home_url(h), h.title))
        main = f"<p>{escape(ctx.text(5, 0.5))}</p>" + ul(links) + real_form("contact", 7, web.path(s, "submit"))
        main += f"<p>{a(web.path(s, 'post', i + 1), misc['older'])}</p>"
        return plain_page(ctx, ctx.words(6, 0.5), main, nav=nav)
    if kind == "archive":
        return calendar(ctx, lambda **q: web.path(s, "archive", **q), lambda c, t, m: plain_page(c, t, m, nav=nav), "")
    if kind == "about":
        return plain_page(ctx, L["nav"]["about"], f"<p>{escape(ctx.text(3))}</p>", nav=nav)
    if kind == "contact":
        return plain_page(ctx, L["nav"]["contact"], real_form("contact", s.index, web.path(s, "submit")), nav=nav)
    if kind == "submit":
        return plain_page(ctx, misc["thanks"], "", nav=nav)
    return (404, "")


def neighbour(ctx: Ctx, kind: str, p: dict[str, str]) -> str | Redirect | tuple[int, str]:
    s, L, web = ctx.site, ctx.L, ctx.web
    misc = L["misc"]
    nav = [
        a("/", L["nav"]["home"]),
        a(web.path(s, "form"), L["neigh"][s.sub]),
        a(web.path(s, "items"), misc["browse_all"]),
        a(web.path(s, "about"), L["nav"]["about"]),
        a(web.path(s, "contact"), L["nav"]["contact"]),
        a(web.path(s, "login"), L["nav"]["login"]),
    ]

    def item_title(i: int) -> str:
        r = random.Random(f"{s.name}|it|{i}")
        if s.sub in ("auction", "events", "tickets"):
            return f"{r.choice(L['artists'])} — {r.choice(L['types'])}"
        return ctx.words(3) if s.sub != "courses" else f"{r.choice(L['depts'])} {100 + i}"

    if kind == "home":
        main = f"<p>{escape(ctx.text(2))}</p>" + ul([a(web.path(s, "item", i), item_title(i)) for i in range(1, 7)])
        main += f"<p>{a(web.path(s, 'form'), L['neigh'][s.sub])}</p>"
        main += ul([a(web.home_url(i), web.sites[i].title) for i in s.links])
        return plain_page(ctx, s.title, main, nav=nav)
    if kind == "form":
        if ctx.query or ctx.method == "POST":
            return plain_page(
                ctx, misc["results_for"], ul([a(web.path(s, "item", i), item_title(i)) for i in range(1, 11)]), nav=nav
            )
        which = {"genealogy": "genealogy"}.get(s.sub, s.sub)
        action = web.path(s, "submit") if s.sub in ("tickets", "genealogy", "auction") else web.path(s, "form")
        return plain_page(ctx, L["neigh"][s.sub], neighbour_form(ctx, which, action), nav=nav)
    if kind == "items":
        page = _int(ctx.q("page", "1"))
        if page > 20:
            return (404, "")
        items = [
            a(web.path(s, "item", (page - 1) * 10 + j + 1), item_title((page - 1) * 10 + j + 1)) for j in range(10)
        ]
        more = a(web.path(s, "items", page=page + 1), misc["next"]) if page < 20 else ""
        return plain_page(ctx, misc["browse_all"], ul(items) + f"<p>{more}</p>", nav=nav)
    if kind == "item":
        i = int(p["id"])
        main = f"<p>{escape(ctx.text(3))}</p>"
        if s.sub == "auction":
            main += f"<p>{a(web.path(s, 'bid', i), L['nform']['place_bid'])}</p>"
        elif s.sub == "tickets":
            main += f"<p>{a(web.path(s, 'form', event=i), L['nform']['book'])}</p>"
        return plain_page(ctx, item_title(i), main, nav=nav)
    if kind == "bid":
        return plain_page(ctx, L["nform"]["place_bid"], neighbour_form(ctx, "bid", web.path(s, "submit")), nav=nav)
    if kind == "about":
        return plain_page(ctx, L["nav"]["about"], f"<p>{escape(ctx.text(3))}</p>", nav=nav)
    if kind == "contact":
        return plain_page(ctx, L["nav"]["contact"], real_form("contact", s.index, web.path(s, "submit")), nav=nav)
    if kind == "login":
        return plain_page(ctx, L["nav"]["login"], real_form("login", s.index, web.path(s, "submit")), nav=nav)
    if kind == "submit":
        return plain_page(ctx, misc["thanks"], "", nav=nav)
    return (404, "")


def offtopic(ctx: Ctx, kind: str, p: dict[str, str]) -> str | Redirect | tuple[int, str]:
    s, L, web = ctx.site, ctx.L, ctx.web
    misc = L["misc"]
    nav = [
        a("/", L["nav"]["home"]),
        a(web.path(s, "services"), L["off"][s.sub]),
        a(web.path(s, "stories"), L["nav"]["blog"]),
        a(web.path(s, "about"), L["nav"]["about"]),
        a(web.path(s, "contact"), L["nav"]["contact"]),
    ]
    if kind == "home":
        main = f"<p>{escape(ctx.text(3, 0))}</p>" + ul([a(web.home_url(i), web.sites[i].title) for i in s.links])
        if s.index % 4 == 0:
            main += real_form("newsletter", s.index, web.path(s, "submit"))
        return plain_page(ctx, s.title, main, nav=nav)
    if kind == "stories":
        page = _int(ctx.q("page", "1"))
        if page > 30:
            return (404, "")
        items = [a(web.path(s, "story", (page - 1) * 8 + j + 1), ctx.words(5, 0)) for j in range(8)]
        return plain_page(
            ctx,
            L["nav"]["blog"],
            ul(items) + f"<p>{a(web.path(s, 'stories', page=page + 1), misc['older'])}</p>",
            nav=nav,
        )
    if kind == "story":
        main = f"<p>{escape(ctx.text(5, 0))}</p>"
        if s.links and int(p["id"]) % 3 == 0:
            main += f"<p>{a(web.home_url(s.links[0]), web.sites[s.links[0]].title)}</p>"
        return plain_page(ctx, ctx.words(5, 0), main, nav=nav)
    if kind in ("about", "services"):
        return plain_page(
            ctx, L["nav"]["about"] if kind == "about" else L["off"][s.sub], f"<p>{escape(ctx.text(4, 0))}</p>", nav=nav
        )
    if kind == "contact":
        return plain_page(ctx, L["nav"]["contact"], real_form("contact", s.index, web.path(s, "submit")), nav=nav)
    if kind == "login":
        return plain_page(ctx, L["nav"]["login"], real_form("login", s.index + 3, web.path(s, "submit")), nav=nav)
    if kind == "submit":
        return plain_page(ctx, misc["thanks"], "", nav=nav)
    return (404, "")


RENDERERS = {
    "heritage": heritage,
    "collhost": collhost,
    "directory": directory,
    "portal": portal,
    "blog": blog,
    "neighbour": neighbour,
    "offtopic": offtopic,
}

# -- the request ------------------------------------------------------------------------------------------------
_ASPNET_SESSION = re.compile(r"^/\(S\(([a-z0-9]+)\)\)(/.*)$")
_JSESSION = re.compile(r";jsessionid=([A-Za-z0-9]*)")
_PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4a10000000049454e44ae426082"
)


def robots(web: Web, site: Site) -> tuple[int, str, bytes]:
    if not site.robots:
        return 404, "text/plain", b"Not found"
    lines = ["User-agent: *"]
    rules = ROBOTS[site.scheme] if site.kind == "heritage" else ("/login/", "/send/", "/search/")
    lines += [f"Disallow: {r}" for r in rules]
    lines += ["", f"Sitemap: {site.base}/sitemap.xml", ""]
    return 200, "text/plain", "\n".join(lines).encode()


def _not_found(site: Site) -> tuple[int, str, bytes]:
    body = document(site, "404", '<h1>404</h1><p><a href="/">Home</a></p>')
    return 404, f"text/html; charset={site.charset}", body.encode(codec(site.charset), "xmlcharrefreplace")


def respond(
    web: Web, site: Site, method: str, raw_path: str, raw_query: str, form: dict[str, list[str]]
) -> tuple[int, str, bytes]:
    path = unquote(raw_path or "/")
    sid = ""
    m = _ASPNET_SESSION.match(path)
    if m:
        sid, path = m.group(1), m.group(2)
    m2 = _JSESSION.search(path)
    if m2:
        sid, path = m2.group(1), _JSESSION.sub("", path)
    query = parse_qs(raw_query, keep_blank_values=True)
    if "sid" in query:
        sid = query.pop("sid")[0]
    query.pop("PHPSESSID", None)
    if method == "POST":
        for k, v in form.items():
            query.setdefault(k, v)
    if path == "/robots.txt":
        return robots(web, site)
    if path.startswith("/static/") or path.startswith("/media/"):
        return 200, "image/png", _PNG
    if path == "/sitemap.xml":
        return 404, "text/plain", b"Not found"
    if path == "/" and site.kind == "heritage" and site.scheme in ("lang", "cgi", "aspnet"):
        return (302 if site.scheme != "cgi" else 301), "", web.path(site, "home").encode()
    hit = web.resolve(site, path, query)
    if hit is None and path != "/":
        alt = path[:-1] if path.endswith("/") else path + "/"
        hit = web.resolve(site, alt, query)
        if hit is not None and alt.endswith("/") and site.slash == "redirect":
            loc = quote(alt, safe="/;=()-_.~!$*+,@") + (f"?{raw_query}" if raw_query else "")
            return 301, "", loc.encode()
    if hit is None:
        return _not_found(site)
    kind, params = hit
    ctx = Ctx(web, site, path, query, method)
    if site.sessions and not sid:
        sid = f"{ctx.rng.getrandbits(96):024x}"
    out = RENDERERS[site.kind](ctx, kind, params)
    if isinstance(out, Redirect):
        return out.status, "", out.location.encode()
    status = 200
    if isinstance(out, tuple):
        status, out = out
        if status == 404:
            return _not_found(site)
    html = out.replace(SESSION_MARK, sid)
    return status, f"text/html; charset={site.charset}", html.encode(codec(site.charset), "xmlcharrefreplace")
