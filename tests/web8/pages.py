"""Family H's pages: four site templates and a renderer per page key (see :func:`render`)."""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING
from urllib.parse import quote, urlsplit

from tests.web8.forms import negative_form, relevant_form, site_search
from tests.web8.lang import LANGS, encode, word
from tests.web8.router import NUMBERED

if TYPE_CHECKING:
    from tests.web8.model import Out, Site, Web

OFFTOPIC = {
    "shop": ("Products", "product", "sneakers jacket lamp kettle backpack watch sofa blender mug scarf"),
    "news": ("Stories", "story", "election market storm festival council budget bridge school harbour mayor"),
    "travel": ("Destinations", "trip", "beach island mountain hostel cruise lake village museum canyon"),
    "sport": ("Matches", "match", "football hockey tennis marathon league cup derby transfer referee"),
    "recipes": ("Recipes", "recipe", "soup cake pasta salad bread curry pie dumplings pancakes stew"),
    "music": ("Albums", "album", "concert guitar jazz vinyl band choir tour piano drums ballad"),
    "cars": ("Cars", "car", "sedan engine tyres hybrid coupe diesel wagon van roadster gearbox"),
    "realestate": ("Listings", "listing", "apartment house garden studio loft villa garage plot terrace"),
    "games": ("Games", "game", "puzzle quest arcade chess strategy racing cards dungeon platformer"),
    "weather": ("Forecasts", "forecast", "rain sun wind snow frost storm fog heat drizzle"),
}
NEIGHBOUR_LABEL = {"attorney_finder": "attorneys", "courses": "courses", "jobs": "jobs", "company_register": "company",
                   "standards_shop": "standard", "literature": "journal"}  # fmt: skip
TECH = ("sensor valve battery antenna polymer enzyme turbine circuit compressor vaccine catalyst bearing lens "
        "membrane actuator coating filter semiconductor").split()  # fmt: skip
VERB = (
    "Method for controlling;Device for measuring;System for producing;Apparatus for cleaning;Process for coating".split(
        ";"
    )
)
NAV_WORD = {"home": "home", "about": "about", "news": "news", "links": "links", "contact": "contact",
            "services": "services", "eservices": "eservices", "registers": "registers", "databases": "databases",
            "tools": "tools", "publications": "publications", "stats": "stats", "login": "efiling", "fees": "fees",
            "newsletter": "subscribe", "calendar": "calendar", "start": "home", "sitemap": "sitemap",
            "privacy": "privacy"}  # fmt: skip


def e(text: str) -> str:
    return escape(text, quote=True)


@dataclass
class Ctx:
    web: Web
    site: Site
    lang: str
    key: str
    k: int | None
    params: dict[str, list[str]]
    rng: random.Random
    sid: str

    def w(self, key: str, extra: int = 0) -> str:
        return word(self.lang, key, self.site.pick + extra)

    def u(self, key: str, k: int | None = None, params: list[tuple[str, str]] | None = None,
          lang: str | None = None) -> str:  # fmt: skip
        return self.site.router.url(key, lang or self.lang, k, params, sid=self.sid)

    def p(self, name: str, default: str = "") -> str:
        return (self.params.get(name) or [default])[0]


def a(href: str, text: str, extra: str = "") -> str:
    return f'<a href="{e(href)}"{extra}>{e(text)}</a>'


# -- templates -------------------------------------------------------------------------------------------------
DOCTYPES = {
    "table": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
    "div": "<!DOCTYPE html>",
    "dl": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    "frames": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN" "http://www.w3.org/TR/html4/frameset.dtd">',
}


def head(ctx: Ctx, title: str) -> str:
    s = ctx.site
    meta = (f'<meta charset="{s.charset}">' if s.template == "div"
            else f'<meta http-equiv="Content-Type" content="text/html; charset={s.charset}">')  # fmt: skip
    rtl = ' dir="rtl"' if LANGS[ctx.lang].rtl else ""
    return (f'{DOCTYPES[s.template]}\n<html lang="{LANGS[ctx.lang].html}"{rtl}><head>{meta}'
            f"<title>{e(title)} – {e(s.name)}</title></head>")  # fmt: skip


def nav_label(ctx: Ctx, key: str) -> str:
    s = ctx.site
    if key == "items":
        if s.kind == "offtopic":
            return OFFTOPIC[s.sub][0]
        if s.kind == "neighbour":
            return ctx.w(NEIGHBOUR_LABEL.get(s.sub, "record"))
        return ctx.w({"tto": "patents", "gazette": "gazette", "ipnews": "ip"}.get(s.sub, "plist"))
    if key == "dbentry":
        return s.brand
    if key == "app":
        return ctx.w(NEIGHBOUR_LABEL.get(s.sub, "watch" if s.sub == "watch" else "search"))
    return ctx.w(NAV_WORD[key])


def nav_keys(ctx: Ctx) -> list[str]:
    s = ctx.site
    keys = list(s.nav)
    if s.hide == "lang_switch" and ctx.lang != s.lang:
        keys = [k for k in keys if k != "tools"]
    return keys


def wrap(ctx: Ctx, title: str, content: str, *, truth: bool = False, bare: bool = False, side: str = "") -> str:
    """A whole page of the site's template around ``content`` (``bare``: no navigation, as in frames)."""
    s = ctx.site
    h = head(ctx, title)
    if bare or s.template == "frames":
        return f"{h}<body>{content}</body></html>"
    links = [(ctx.u(k), nav_label(ctx, k)) for k in nav_keys(ctx)]
    langs = " | ".join(
        a(s.router.url(ctx.key, other, ctx.k, _keep(ctx), sid=ctx.sid), word(other, "lang"), f' hreflang="{other}"')
        for other in s.langs if other != ctx.lang
    )  # fmt: skip
    search = site_search(ctx.lang, ctx.u("sitesearch"), random.Random(s.idx)) if s.header_search and not truth else ""
    foot_keys = ["sitemap", "privacy", "contact"] + (["calendar"] if s.calendar else [])
    foot = " · ".join(a(ctx.u(k), ctx.w(NAV_WORD.get(k, k))) for k in foot_keys)
    foot = f"{foot} · © {2010 + s.idx % 14}–2024 {e(s.name)}"
    if s.hide == "quicklinks_inner" and ctx.key != "home" and ctx.lang == s.lang:
        side = (f"<h3>{e(ctx.w('quick'))}</h3><ul><li>{a(ctx.u('search'), s.brand)}</li>"
                f"<li>{a(ctx.u('fees'), ctx.w('fees'))}</li><li>{a(ctx.u('publications'), ctx.w('gazette'))}</li>"
                f"</ul>") + side  # fmt: skip
    brand = f"<b>{e(s.name)}</b>"
    if s.template == "table":
        navhtml = "<br>".join(a(href, text) for href, text in links)
        return (f'{h}<body bgcolor="#ffffff"><table width="100%" border="0" cellspacing="0">'
                f'<tr><td colspan="3" class="top">{brand} <span class="lang">{langs}</span> {search}</td></tr>'
                f'<tr><td width="180" valign="top" class="menu">{navhtml}</td><td valign="top">{content}</td>'
                f'<td width="200" valign="top">{side}</td></tr><tr><td colspan="3" class="foot">{foot}</td></tr>'
                f"</table></body></html>")  # fmt: skip
    if s.template == "dl":
        navhtml = "".join(f"<dd>{a(href, text)}</dd>" for href, text in links)
        return (f'{h}<body><div id="wrap"><div id="head">{brand} {search}<div class="langs">{langs}</div></div>'
                f'<div id="side"><dl><dt>{e(ctx.w("home"))}</dt>{navhtml}</dl>{side}</div>'
                f'<div id="content">{content}</div><div id="foot">{foot}</div></div></body></html>')  # fmt: skip
    navhtml = "".join(f"<li>{a(href, text)}</li>" for href, text in links)
    return (f'{h}<body><header><div class="logo">{brand}</div><nav class="langs">{langs}</nav>{search}'
            f'<nav class="main"><ul>{navhtml}</ul></nav></header><main>{content}</main>'
            f"<aside>{side}</aside><footer>{foot}</footer></body></html>")  # fmt: skip


def _keep(ctx: Ctx) -> list[tuple[str, str]]:
    return [(n, v) for n, vs in ctx.params.items() for v in vs if n in ("p", "tab", "m", "sort")]


# -- content helpers ---------------------------------------------------------------------------------------------
def _h(text: str, level: int = 1) -> str:
    return f"<h{level}>{e(text)}</h{level}>"


def _para(ctx: Ctx, *keys: str) -> str:
    words = ", ".join(ctx.w(k) for k in keys)
    return f"<p>{e(ctx.w('welcome'))} {e(words)}.</p>"


def _topical(site: Site) -> bool:
    return site.kind in ("form", "dbhost", "ontopic", "portal")


def record_title(site: Site, k: int) -> str:
    r = random.Random(f"{site.idx}|{k}")
    if site.kind == "offtopic":
        thing, words = OFFTOPIC[site.sub][1], OFFTOPIC[site.sub][2].split()
        return f"{thing.title()} {r.choice(words)} {r.choice(words)} #{k}"
    if site.kind == "neighbour":
        return f"{word(site.lang, NEIGHBOUR_LABEL.get(site.sub, 'record'))} {k}: {r.choice(TECH)}"
    return f"{r.choice(VERB)} a {r.choice(TECH)} {r.choice(TECH)}"


def record_number(site: Site, k: int) -> str:
    cc = site.host.rsplit(".", 1)[-1].upper()[:2]
    return f"{cc} {2000 + k % 24}/{(k * 7919 + site.idx) % 900000 + 100000}"


def _pager(
    ctx: Ctx, key: str, total: int, per: int, k: int | None = None, extra: list[tuple[str, str]] | None = None
) -> str:
    pages = max(1, (total + per - 1) // per)
    cur = int(ctx.p("p", "1")) if ctx.p("p", "1").isdigit() else 1
    if pages == 1:
        return ""
    parts = [a(ctx.u(key, k, (extra or []) + [("p", str(i))]), str(i)) if i != cur else f"<b>{i}</b>"
             for i in range(1, pages + 1)]  # fmt: skip
    if cur < pages:
        parts.append(a(ctx.u(key, k, (extra or []) + [("p", str(cur + 1))]), ctx.w("next") + " »"))
    return f'<p class="pager">{e(ctx.w("page"))}: {" ".join(parts)}</p>'


def _page_slice(ctx: Ctx, total: int, per: int) -> range:
    cur = int(ctx.p("p", "1")) if ctx.p("p", "1").isdigit() else 1
    return range((cur - 1) * per, min(total, cur * per))


# -- page renderers ----------------------------------------------------------------------------------------------
def page_home(ctx: Ctx) -> str:
    s = ctx.site
    if s.kind in ("portal", "webdir"):
        cats = "".join(f"<li>{a(ctx.u('category', i), label)} ({len(members)})</li>"
                       for i, (label, members) in enumerate(s.cats))  # fmt: skip
        recent = ""
        if s.kind == "portal" and s.cats:
            recent = "".join(f"<li>{a(ctx.web.sites[j].url(), ctx.web.sites[j].name)}</li>" for j in s.cats[0][1][:5])
            recent = f"<h2>{e(ctx.w('news'))}</h2><ul>{recent}</ul>"
        intro = _para(ctx, "ip", "patents", "trademarks") if s.kind == "portal" else "<p>The web, sorted by people.</p>"
        return wrap(ctx, s.name, f"{_h(s.name)}{intro}<ul class='cats'>{cats}</ul>{recent}")
    if s.template == "frames":
        return (f"{head(ctx, s.name)}<frameset rows='90,*'><frame name='top' src='{e(ctx.u('about'))}'>"
                f"<frameset cols='200,*'><frame name='menu' src='{e(ctx.u('sitemap'))}'>"
                f"<frame name='main' src='{e(ctx.u('news'))}'></frameset>"
                f"<noframes><body>{a(ctx.u('sitemap'), ctx.w('sitemap'))}</body></noframes></frameset></html>")  # fmt: skip
    teasers = "".join(f"<li>{a(ctx.u('article', i), _headline(ctx, i))}</li>" for i in range(min(3, s.items // 10 + 1)))
    topic = _para(ctx, "patents", "trademarks", "utility", "designs") if _topical(s) else _para(ctx, "news", "contact")
    if s.kind == "offtopic":
        topic = f"<p>{e(OFFTOPIC[s.sub][0])}: {e(OFFTOPIC[s.sub][2])}.</p>"
    return wrap(ctx, ctx.w("home"), f"{_h(s.name)}{topic}<h2>{e(ctx.w('news'))}</h2><ul>{teasers}</ul>")


def _headline(ctx: Ctx, i: int) -> str:
    s = ctx.site
    if i == 0 and s.hide == "breadcrumb":
        return ctx.w("announce")
    if s.kind == "offtopic":
        return f"{OFFTOPIC[s.sub][1].title()} news {i}: {OFFTOPIC[s.sub][2].split()[i % 5]}"
    return f"{ctx.w('news')} {i + 1}: {ctx.w(('patents', 'trademarks', 'designs', 'ip', 'stats')[i % 5])}"


def page_category(ctx: Ctx) -> str:
    s = ctx.site
    if ctx.k is None or ctx.k >= len(s.cats):
        return ""
    label, members = s.cats[ctx.k]
    rows = []
    for j in (members[i] for i in _page_slice(ctx, len(members), 15)):
        other = ctx.web.sites[j]
        desc = ctx.w(other.sub) if other.sub in ("tto", "attorneys", "gazette", "efiling", "fees", "infocentre") else ""
        rows.append(f"<li>{a(other.url(), other.name)} <small>{e(other.host)}</small> {e(desc)}</li>")
    body = f"{_h(label)}<ul class='entries'>{''.join(rows)}</ul>{_pager(ctx, 'category', len(members), 15, ctx.k)}"
    return wrap(ctx, label, body + f"<p>{a(ctx.u('home'), '« ' + ctx.w('home'))}</p>")


def page_about(ctx: Ctx) -> str:
    s = ctx.site
    body = _h(ctx.w("about")) + _para(ctx, "office" if _topical(s) else "about", "ip" if _topical(s) else "contact")
    if s.kind == "offtopic":
        body += f"<p>We write about {e(OFFTOPIC[s.sub][2])}.</p>"
    if s.template == "frames":  # the top frame
        body = f"<b>{e(s.name)}</b> " + " ".join(a(s.router.url("home", o), word(o, "lang")) for o in s.langs)
    return wrap(ctx, ctx.w("about"), body)


def page_news(ctx: Ctx) -> str:
    total = max(5, ctx.site.items // 8)
    rows = "".join(f"<li>{a(ctx.u('article', i), _headline(ctx, i))}</li>" for i in _page_slice(ctx, total, 10))
    return wrap(ctx, ctx.w("news"), f"{_h(ctx.w('news'))}<ul>{rows}</ul>{_pager(ctx, 'news', total, 10)}")


def page_article(ctx: Ctx) -> str:
    s, i = ctx.site, ctx.k or 0
    if i >= max(5, s.items // 8):
        return ""
    crumbs = [a(ctx.u("home"), ctx.w("home")), a(ctx.u("news"), ctx.w("news"))]
    if s.hide == "breadcrumb" and i == 0 and ctx.lang == s.lang:
        crumbs = [a(ctx.u("home"), ctx.w("home")), e(ctx.w("databases")), a(ctx.u("search"), s.brand),
                  e(ctx.w("news"))]  # fmt: skip
    body = (f'<p class="breadcrumb">{" › ".join(crumbs)}</p>{_h(_headline(ctx, i))}'
            f"<p>{e(ctx.w('welcome'))} {e(ctx.w('patents'))} — {e(ctx.w('announce') if i == 0 else ctx.w('stats'))}.</p>"
            f"<p>{a(ctx.u('article', i, [('print', '1')]), ctx.w('print'))}</p>")  # fmt: skip
    return wrap(ctx, _headline(ctx, i), body, bare=ctx.p("print") == "1")


def page_items(ctx: Ctx) -> str:
    s = ctx.site
    label = nav_label(ctx, "items")
    facets = ctx.params.get("f", [])
    extra = [("sort", ctx.p("sort"))] if ctx.p("sort") else []
    extra += [("f", f) for f in facets]
    rows = "".join(f"<tr><td>{a(ctx.u('item', i), record_number(s, i))}</td><td>{e(record_title(s, i))}</td></tr>"
                   for i in _page_slice(ctx, s.items, 20))  # fmt: skip
    sorts = " ".join(a(ctx.u("items", None, [("sort", v)]), t) for v, t in
                     (("no", ctx.w("a_pubno")), ("date", ctx.w("a_published")), ("title", ctx.w("a_title"))))  # fmt: skip
    facet_html = ""
    if s.facets:
        facet_html = "<p class='facets'>" + e(ctx.w("filter")) + ": " + " ".join(
            a(ctx.u("items", None, extra + [("f", f"{c}{len(facets)}")]), f"{c}{len(facets)}") for c in "abc"
        ) + "</p>"  # fmt: skip
    body = (f"{_h(label)}<p>{e(ctx.w('sort'))}: {sorts}</p>{facet_html}<table class='list'>{rows}</table>"
            f"{_pager(ctx, 'items', s.items, 20, None, extra)}")  # fmt: skip
    return wrap(ctx, label, body)


def page_item(ctx: Ctx) -> str:
    s, i = ctx.site, ctx.k or 0
    if i >= s.items:
        return ""
    r = random.Random(f"{s.idx}|rec|{i}")
    title = record_title(s, i)
    if _topical(s):
        fields = [("a_pubno", record_number(s, i)), ("a_appno", f"{2000 + i % 24}{r.randrange(10**6):06d}"),
                  ("a_applicant", f"{r.choice(TECH).title()}tech Ltd."), ("a_inventor", f"{r.choice('ABCDEFGH')}. Nowak"),
                  ("a_class", f"{r.choice('ABCDEFGH')}{r.randrange(1, 99):02d}K {r.randrange(1, 30)}/00"),
                  ("a_filed", f"{2000 + i % 24}-{i % 12 + 1:02d}-{i % 27 + 1:02d}"),
                  ("a_status", ctx.w(("granted", "pending", "lapsed")[i % 3]))]  # fmt: skip
        table = "".join(f"<tr><th>{e(ctx.w(f))}</th><td>{e(v)}</td></tr>" for f, v in fields)
    else:
        table = f"<tr><th>#</th><td>{i}</td></tr><tr><th>Info</th><td>{e(title)}</td></tr>"
    body = (f"{_h(title)}<table class='record'>{table}</table><p>{e(ctx.w('description'))}: {e(title.lower())}.</p>"
            f"<p>{a(ctx.u('item', i, [('print', '1')]), ctx.w('print'))} · {a(ctx.u('pdf', i), 'PDF')} · "
            f"{a(ctx.u('items'), nav_label(ctx, 'items'))}</p>")  # fmt: skip
    return wrap(ctx, title, body, bare=ctx.p("print") == "1")


def page_links(ctx: Ctx) -> str:
    rows = "".join(f"<li>{a(ctx.web.sites[j].url(), ctx.web.sites[j].name)}</li>" for j in ctx.site.out)
    return wrap(ctx, ctx.w("links"), f"{_h(ctx.w('links'))}<ul class='links'>{rows}</ul>")


def page_sitemap(ctx: Ctx) -> str:
    s = ctx.site
    keys = nav_keys(ctx)
    rows = [f"<li>{a(ctx.u(k), nav_label(ctx, k))}</li>" for k in keys]
    if s.hide == "sitemap_acronym" and ctx.lang == s.lang:
        rows.insert(len(rows) // 2, f"<li>{a(ctx.u('search'), s.brand.upper())}</li>")
    if s.template == "frames":  # the menu frame
        rows = [f"<li>{a(ctx.u(k), nav_label(ctx, k), ' target=main')}</li>" for k in keys]
    return wrap(ctx, ctx.w("sitemap"), f"{_h(ctx.w('sitemap'))}<ul>{''.join(rows)}</ul>")


def page_text(ctx: Ctx) -> str:
    label = ctx.w(NAV_WORD.get(ctx.key, "about"))
    return wrap(ctx, label, _h(label) + _para(ctx, "privacy", "contact"))


def page_contact(ctx: Ctx) -> str:
    return wrap(ctx, ctx.w("contact"), _h(ctx.w("contact")) + negative_form("contact", ctx.lang, ctx.u("contact")))


def page_newsletter(ctx: Ctx) -> str:
    return wrap(ctx, ctx.w("subscribe"), negative_form("newsletter", ctx.lang, ctx.u("newsletter")))


def page_calendar(ctx: Ctx) -> str:
    m = ctx.p("m", "2024-01")
    try:
        y, mo = (int(x) for x in m.split("-"))
    except ValueError:
        y, mo = 2024, 1
    prev = f"{y - (mo == 1)}-{(mo - 2) % 12 + 1:02d}"
    nxt = f"{y + (mo == 12)}-{mo % 12 + 1:02d}"
    days = "".join(f"<td>{d}</td>" for d in range(1, 29))
    body = (f"{_h(ctx.w('calendar') + ' ' + m)}<table><tr>{days}</tr></table>"
            f"<p>{a(ctx.u('calendar', None, [('m', prev)]), '« ' + ctx.w('prev'))} "
            f"{a(ctx.u('calendar', None, [('m', nxt)]), ctx.w('next') + ' »')}</p>")  # fmt: skip
    return wrap(ctx, ctx.w("calendar"), body)


def page_sitesearch(ctx: Ctx) -> str:
    rows = "".join(f"<li>{a(ctx.u('article', i), _headline(ctx, i))}</li>" for i in range(3))
    return wrap(ctx, ctx.w("results"), f"{_h(ctx.w('results'))}<ol>{rows}</ol>")


SERVICE_KEYS = ("efiling", "fees", "gazette", "stats", "attorneys", "courses", "watch", "tmsearch", "jobs",
                "infocentre", "tto", "designs")  # fmt: skip


def page_services(ctx: Ctx) -> str:
    s = ctx.site
    cards = [(ctx.w(k), ctx.u({"efiling": "login", "fees": "fees", "gazette": "publications", "stats": "stats"}.get(k, "about")))
             for k in SERVICE_KEYS[:6]]  # fmt: skip
    if s.hide == "services_cards" and ctx.lang == s.lang:
        cards.insert(3, (s.brand, ctx.u("search")))
    html = "".join(f'<div class="card"><h3>{e(t)}</h3><p>{e(ctx.w("ip"))}</p>{a(href, ctx.w("more"))}</div>'
                   for t, href in cards)  # fmt: skip
    return wrap(ctx, ctx.w("services"), f"{_h(ctx.w('services'))}<div class='cards'>{html}</div>")


def page_eservices(ctx: Ctx) -> str:
    rows = "".join(f"<li>{a(ctx.u('service', i), _service_name(ctx, i))}</li>" for i in range(12))
    return wrap(ctx, ctx.w("eservices"), f"{_h(ctx.w('eservices'))}<ol class='services'>{rows}</ol>")


def _service_name(ctx: Ctx, i: int) -> str:
    s = ctx.site
    if s.hide == "eservices_portal" and i == 7 and ctx.lang == s.lang:
        return s.brand
    return ctx.w(SERVICE_KEYS[i])


def page_service(ctx: Ctx) -> str:
    s, i = ctx.site, ctx.k or 0
    if i >= 12:
        return ""
    target = ctx.u("search") if (s.hide == "eservices_portal" and i == 7 and ctx.lang == s.lang) else ctx.u("login")
    name = _service_name(ctx, i)
    body = f"{_h(name)}<p>{e(ctx.w('ip'))}: {e(name)}.</p><p class='start'>{a(target, ctx.w('start'))}</p>"
    return wrap(ctx, name, body)


def page_registers(ctx: Ctx) -> str:
    s = ctx.site
    if s.hide == "registers_tab" and ctx.lang == s.lang:
        tab = ctx.p("tab", "overview")
        tabs = " | ".join(a(ctx.u("registers", None, [("tab", t)]), lab) for t, lab in
                          (("overview", ctx.w("registers")), ("stats", ctx.w("stats")), ("search", s.brand)))  # fmt: skip
        if tab == "search":
            form = relevant_form(ctx.lang, s.layout, s.naming, ctx.u("results"), s.trademark, s.pick, s.host)
            return wrap(ctx, s.brand, f"{_h(ctx.w('registers'))}<div class='tabs'>{tabs}</div>{form}", truth=True)
        content = _stats_table(ctx) if tab == "stats" else _para(ctx, "patents", "trademarks", "designs")
        return wrap(ctx, ctx.w("registers"), f"{_h(ctx.w('registers'))}<div class='tabs'>{tabs}</div>{content}")
    rows = "".join(f"<li>{a(ctx.u('items'), ctx.w(k))}</li>" for k in ("patents", "utility", "designs", "trademarks"))
    return wrap(ctx, ctx.w("registers"), f"{_h(ctx.w('registers'))}<ul>{rows}</ul>")


def _stats_table(ctx: Ctx) -> str:
    r = random.Random(ctx.site.idx)
    rows = "".join(f"<tr><td>{y}</td><td>{r.randrange(900, 9000)}</td><td>{r.randrange(2000, 20000)}</td></tr>"
                   for y in range(2014, 2024))  # fmt: skip
    return (f"<table class='stats'><tr><th>{e(ctx.w('year'))}</th><th>{e(ctx.w('patents'))}</th>"
            f"<th>{e(ctx.w('trademarks'))}</th></tr>{rows}</table>")  # fmt: skip


def page_stats(ctx: Ctx) -> str:
    return wrap(ctx, ctx.w("stats"), _h(ctx.w("stats")) + _stats_table(ctx))


SECTIONS = ("patents", "trademarks", "databases", "publications")


def page_databases(ctx: Ctx) -> str:
    s = ctx.site
    if s.hide == "legacy_frames":
        return wrap(ctx, s.brand, f"{_h(ctx.w('databases'))}<iframe src='{e(ctx.u('search'))}' width='100%' "
                    f"height='600' title='{e(s.brand)}'></iframe>")  # fmt: skip
    if s.hide == "mega_menu" and ctx.lang == s.lang:
        sub = "".join(f"<li>{a(ctx.u('section', i), ctx.w(k))}</li>" for i, k in enumerate(SECTIONS))
        return wrap(ctx, ctx.w("databases"), f"{_h(ctx.w('databases'))}<ul class='mega level2'>{sub}</ul>")
    rows = f"<li>{a(ctx.u('items'), ctx.w('plist'))}</li><li>{a(ctx.u('stats'), ctx.w('stats'))}</li>"
    return wrap(ctx, ctx.w("databases"), f"{_h(ctx.w('databases'))}<ul>{rows}</ul>")


def page_section(ctx: Ctx) -> str:
    s, i = ctx.site, ctx.k or 0
    if s.hide != "mega_menu" or i >= len(SECTIONS):
        return ""
    level3 = [(ctx.w("plist"), ctx.u("items")), (ctx.w("gazette"), ctx.u("publications"))]
    if i == 2 and ctx.lang == s.lang:
        level3.insert(1, (s.brand, ctx.u("search")))
    sub = "".join(f"<li>{a(ctx.u('section', j), ctx.w(k))}" + (
        "<ul class='level3'>" + "".join(f"<li>{a(h, t)}</li>" for t, h in level3) + "</ul>" if j == i else "") + "</li>"
        for j, k in enumerate(SECTIONS))  # fmt: skip
    return wrap(ctx, ctx.w(SECTIONS[i]), f"{_h(ctx.w(SECTIONS[i]))}<ul class='mega level2'>{sub}</ul>")


def page_tools(ctx: Ctx) -> str:
    s = ctx.site
    tools = [(ctx.w("fees"), ctx.u("fees")), (ctx.w("efiling"), ctx.u("login"))]
    if s.hide == "separate_host":
        tools.insert(1, (s.brand, ctx.web.sites[s.partner].url()))
    if s.hide == "lang_switch" and ctx.lang == s.lang:
        tools.insert(1, (s.brand, ctx.u("search")))
    rows = "".join(f"<li>{a(h, t)} – {e(ctx.w('ip'))}</li>" for t, h in tools)
    return wrap(ctx, ctx.w("tools"), f"{_h(ctx.w('tools'))}<ul>{rows}</ul>")


def page_publications(ctx: Ctx) -> str:
    s = ctx.site
    issue = ctx.w("gazette")
    rows = "".join(f"<li>{a(ctx.u('pdf', i), f'{issue} {2024 - i // 12}/{i % 12 + 1}')} (PDF)</li>"
                   for i in _page_slice(ctx, max(12, s.items // 4), 12))  # fmt: skip
    guide = f"<p>{a(ctx.u('guide'), ctx.w('guide'))}</p>" if s.hide == "user_guide" and ctx.lang == s.lang else ""
    body = f"{_h(ctx.w('publications'))}{guide}<ul>{rows}</ul>{_pager(ctx, 'publications', max(12, s.items // 4), 12)}"
    return wrap(ctx, ctx.w("publications"), body)


def page_guide(ctx: Ctx) -> str:
    s = ctx.site
    if s.hide != "user_guide":
        return ""
    steps = "".join(f"<li>{e(ctx.w(k))}</li>" for k in ("a_pubno", "a_applicant", "a_class", "a_filed"))
    body = (f"<div class='pdf-page'>{_h(ctx.w('guide'))}<p>1. {e(s.brand)}: {e(ctx.w('pdb'))}.</p><ol>{steps}</ol>"
            f"<p>2. {a(ctx.u('search'), s.brand + ' – ' + ctx.w('start', 1))}</p></div>")  # fmt: skip
    return wrap(ctx, ctx.w("guide"), body, bare=True)


def page_search(ctx: Ctx) -> str:
    s = ctx.site
    if not (s.kind == "dbhost" or (s.kind == "form" and s.hide not in ("registers_tab", "separate_host"))):
        return ""
    if ctx.lang != s.lang:  # only in the main language
        note = f"<p>{e(word(s.lang, 'lang'))}: {a(s.router.url('search', s.lang), s.brand)}</p>"
        return wrap(ctx, s.brand, f"{_h(s.brand)}{note}")
    form = relevant_form(ctx.lang, s.layout, s.naming, ctx.u("results"), s.trademark, s.pick, s.host)
    intro = f"<p>{e(s.brand)} — {e(ctx.w('pdb'))}</p>"
    return wrap(ctx, s.brand, f"{intro}{form}", truth=True, bare=s.hide == "legacy_frames")


def page_results(ctx: Ctx) -> str:
    s = ctx.site
    if s.kind not in ("form", "dbhost"):
        return ""
    r = random.Random(str(sorted(ctx.params.items())))
    hits = sorted(r.sample(range(max(1, s.items)), min(10, s.items)))
    rows = "".join(f"<tr><td>{a(ctx.u('item', i), record_number(s, i))}</td><td>{e(record_title(s, i))}</td></tr>"
                   for i in hits)  # fmt: skip
    back = (
        s.router.url("registers", s.lang, None, [("tab", "search")]) if s.hide == "registers_tab" else ctx.u("search")
    )
    body = (f"{_h(ctx.w('results'))}<p>{len(hits)} / {s.items}</p><table class='hits'>{rows}</table>"
            f"<p>{a(back, ctx.w('newsearch'))}</p>")  # fmt: skip
    return wrap(ctx, ctx.w("results"), body)


def page_consent(ctx: Ctx) -> str:
    ret = ctx.p("return", "/")
    body = (f"<div class='consent'>{_h(ctx.site.brand)}<p>{e(ctx.w('cookies'))}</p>"
            f"<p>{a(ctx.u('accept', None, [('return', ret)]), ctx.w('continue'))}</p></div>")  # fmt: skip
    return wrap(ctx, ctx.w("continue"), body, bare=True)


def page_login(ctx: Ctx) -> str:
    body = negative_form("login", ctx.lang, ctx.u("login"), ctx.site.host)
    if ctx.site.sub == "efiling":
        body += negative_form("signup", ctx.lang, ctx.u("start"))
    return wrap(ctx, ctx.w("efiling"), body)


def page_fees(ctx: Ctx) -> str:
    return wrap(ctx, ctx.w("fees"), negative_form("fees", ctx.lang, ctx.u("fees")))


def page_app(ctx: Ctx) -> str:
    s = ctx.site
    kind = "watch" if s.sub == "watch" else s.sub
    return wrap(ctx, nav_label(ctx, "app"), negative_form(kind, ctx.lang, ctx.u("appresults")))


def page_appresults(ctx: Ctx) -> str:
    s = ctx.site
    rows = "".join(f"<li>{a(ctx.u('item', i), record_title(s, i))}</li>" for i in range(min(8, s.items)))
    return wrap(
        ctx, ctx.w("results"), f"{_h(ctx.w('results'))}<ul>{rows}</ul><p>{a(ctx.u('app'), ctx.w('newsearch'))}</p>"
    )


def page_start(ctx: Ctx) -> str:
    s = ctx.site
    if s.kind != "dbhost":
        return wrap(ctx, ctx.w("signup"), negative_form("signup", ctx.lang, ctx.u("start")))
    body = (f"{_h(s.brand)}<p>{e(ctx.w('welcome'))} {e(ctx.w('pdb'))}.</p>"
            f"<ul><li>{a(ctx.u('search'), ctx.w('start', 1) + ': ' + ctx.w('psearch'))}</li>"
            f"<li>{a(ctx.u('items'), ctx.w('plist'))}</li></ul>")  # fmt: skip
    return wrap(ctx, s.brand, body)


PAGES = {
    "home": page_home, "category": page_category, "about": page_about, "news": page_news, "article": page_article,
    "items": page_items, "item": page_item, "links": page_links, "sitemap": page_sitemap, "privacy": page_text,
    "contact": page_contact, "newsletter": page_newsletter, "calendar": page_calendar, "sitesearch": page_sitesearch,
    "services": page_services, "eservices": page_eservices, "service": page_service, "registers": page_registers,
    "stats": page_stats, "databases": page_databases, "section": page_section, "tools": page_tools,
    "publications": page_publications, "guide": page_guide, "search": page_search, "results": page_results,
    "consent": page_consent, "login": page_login, "fees": page_fees, "app": page_app, "appresults": page_appresults,
    "start": page_start,
}  # fmt: skip


def _html(site: Site, text: str, status: int = 200, headers: list[tuple[str, str]] | None = None) -> Out:
    return status, f"text/html; charset={site.charset}", encode(text, site.charset), headers or []


def _not_found(ctx: Ctx) -> Out:
    return _html(ctx.site, wrap(ctx, "404", f"<h1>404</h1><p>{a(ctx.u('home'), ctx.w('home'))}</p>"), 404)


def robots(site: Site) -> Out:
    lines = ["User-agent: *", "Disallow: /admin/", "Disallow: /cgi-bin/", "Disallow: /intranet/"]
    if site.calendar:
        lines.append("Disallow: " + site.router.url("calendar").split("?")[0] + "?m=19")
    return 200, "text/plain; charset=utf-8", ("\n".join(lines) + "\n").encode(), []


def render(web: Web, site: Site, method: str, path: str, query: dict[str, list[str]]) -> Out:
    """``(status, content type, body, headers)`` of a request: the same bytes every time."""
    if path == "/robots.txt":
        return robots(site) if site.robots else (404, "text/plain; charset=utf-8", b"not found", [])
    if site.kind == "dbhost" and path == "/":
        return 302, "text/html", b"", [("Location", site.router.url("start"))]
    if site.router.style == "slug" and path == "/":
        target = site.router.url("home")
        if site.idx % 2:  # a meta refresh instead of a redirect
            page = (f'<html><head><meta http-equiv="refresh" content="0; url={target}">'
                    f'<meta http-equiv="Content-Type" content="text/html; charset={site.charset}"></head>'
                    f'<body><a href="{target}">{e(site.name)}</a></body></html>')  # fmt: skip
            return _html(site, page)
        return 302, "text/html", b"", [("Location", target)]
    parsed = site.router.parse(path, query)
    rng = random.Random(f"{web.seed}|{site.idx}|{path}|{sorted(query.items())}")
    sid = ""
    if site.router.session:
        sid = (query.get("sid") or [""])[0] or path.partition(";jsessionid=")[2]
        sid = (
            sid
            or hashlib.md5(f"{web.seed}|{site.idx}|{path}|{sorted(query.items())}".encode()).hexdigest()[:16].upper()
        )
    if parsed is None:
        ctx = Ctx(web, site, site.langs[0], "home", None, {}, rng, sid)
        return _not_found(ctx)
    key, lang, k, params = parsed
    ctx = Ctx(web, site, lang, key, k, params, rng, sid)
    if key in NUMBERED and k is None:
        return _not_found(ctx)
    if key == "pdf":
        if site.kind in ("portal", "webdir"):
            return _not_found(ctx)
        return 200, "application/pdf", b"%PDF-1.4\n% " + site.host.encode() + b"\n%%EOF\n", []
    if key == "dbentry":
        if site.hide != "consent":
            return _not_found(ctx)
        target = site.router.url("search", site.lang)
        return 302, "text/html", b"", [("Location", site.router.url("consent", lang, None, [("return", target)]))]
    if key == "accept":
        target = ctx.p("return", "/")
        if not target.startswith("/") or target.startswith("//"):
            target = "/"
        return 302, "text/html", b"", [("Location", target), ("Set-Cookie", "consent=1; Path=/")]
    if key == "consent" and site.hide != "consent":
        return _not_found(ctx)
    if key == "category" and site.kind not in ("portal", "webdir"):
        return _not_found(ctx)
    html = PAGES[key](ctx) if key in PAGES else ""
    if not html:
        return _not_found(ctx)
    return _html(site, html)


def local(url: str) -> str:
    """Path and query of an absolute URL."""
    parts = urlsplit(url)
    return parts.path + ("?" + parts.query if parts.query else "")


__all__ = ["OFFTOPIC", "PAGES", "local", "quote", "render"]
