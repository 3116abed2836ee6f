"""Family J's pages: the chrome every site shares and the pages of each kind of site.

:func:`render` answers one request of a site: ``(status, content type, body, headers)``, the same every time for
the same (seed, site, path, query). The form sites' own pages (where their search hides) are in
:mod:`tests.web10.hides`.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tests.web10.forms import NEIGHBOUR_FORMS, negative_form
from tests.web10.html import Link, Page, a, encode, esc, frameset, header_search, layout, menu_page, ul
from tests.web10.lang import CITIES, COND, DRUGS, FILLER, KW, LANG_COUNTRY, W, t
from tests.web10.site import Site

if TYPE_CHECKING:
    from tests.web10.build import Web

Result = tuple[int, str, bytes, list[tuple[str, str]]]
PER_PAGE = 20
#: Label key of a page id in menus (when it is not the page id itself).
LABELS = {
    "list": "",
    "tool": "",
    "form": "search",
    "results": "results",
    "sitesearch": "search",
    "countries": "country",
}
OFFTOPIC = {
    "cooking": ("Recipes", ["soup", "pasta", "bread", "curry", "salad", "cake", "dumplings"]),
    "football": ("Football", ["league", "transfer", "derby", "goalkeeper", "fixtures", "cup"]),
    "travel": ("Travel", ["beach", "hostel", "mountain", "ferry", "old town", "itinerary"]),
    "cars": ("Cars", ["hatchback", "test drive", "engine", "tyres", "electric", "used cars"]),
    "gardening": ("Garden", ["roses", "compost", "tomatoes", "pruning", "seeds", "lawn"]),
    "music": ("Music", ["album", "concert", "jazz", "guitar", "festival", "vinyl"]),
    "realestate": ("Homes", ["apartment", "rent", "villa", "mortgage", "studio", "garden flat"]),
    "fashion": ("Fashion", ["sneakers", "jackets", "summer dresses", "outlet", "denim", "scarves"]),
    "games": ("Games", ["walkthrough", "console", "puzzle", "strategy", "speedrun", "mods"]),
    "weather": ("Weather", ["forecast", "rain radar", "storm", "heatwave", "frost", "pollen count"]),
}


@dataclass
class Ctx:
    """One request being rendered."""

    web: Web
    site: Site
    pid: str
    k: int | None
    q: dict[str, list[str]]
    rng: random.Random
    lang: str

    def arg(self, name: str, default: str = "") -> str:
        values = self.q.get(name)
        return values[0] if values else default

    def w(self, key: str) -> str:
        return t(self.lang, key)

    def item_link(self, k: int, text: str) -> str:
        site = self.site
        if site.session == "sid":
            return a(site.path("item", k, sid=f"{self.rng.getrandbits(32):08x}"), text)
        if site.session == "jsession":
            return a(site.path("item", k, jsessionid=f"{self.rng.getrandbits(64):016X}"), text)
        return a(site.path("item", k), text)


def label(site: Site, lang: str, pid: str) -> str:
    if pid == "list":
        return t(lang, site.extra.get("list_label", "news"))
    if pid == "tool":
        return t(lang, site.sub if site.sub in ("pharmacy", "doctor", "jobs", "journal", "price") else "booking")
    key = LABELS.get(pid, pid)
    return t(lang, key) if key in W["en"] else pid


def para(ctx: Ctx, n: int = 2, topical: bool = True) -> str:
    """A paragraph or two of the page's language (topic words on the topical sites)."""
    rng, lang = ctx.rng, ctx.lang
    out = []
    for _ in range(n):
        if topical:
            words = [
                rng.choice(KW[lang]),
                rng.choice(COND[lang]),
                rng.choice(DRUGS),
                rng.choice(KW[lang]),
                rng.choice(CITIES[lang]),
            ]
            out.append(f"<p>{esc(words[0])}: {esc(words[1])}, {esc(words[2])}. {esc(words[3])} — {esc(words[4])}.</p>")
        else:
            cat = OFFTOPIC.get(ctx.site.sub, ("", ["news", "events", "offers"]))[1]
            out.append(
                f"<p>{esc(rng.choice(FILLER['en']))} {esc(rng.choice(cat).capitalize())}, "
                f"{esc(rng.choice(cat))} &amp; {esc(rng.choice(cat))}. {esc(rng.choice(CITIES[lang]))}.</p>"
            )
    return "".join(out)


def chrome(ctx: Ctx, title: str, body: str, *, search: bool = True, switch: bool = True) -> Page:
    """The page around ``body`` with the site's navigation, footer, header search and language switch."""
    site, lang = ctx.site, ctx.lang
    nav = [(t(lang, "home"), site.home())] + [(label(site, lang, p), site.path(p)) for p in site.extra.get("nav", [])]
    footer = [(label(site, lang, p), site.path(p)) for p in site.extra.get("footer", [])]
    if site.hide == "partner_host":  # the registry runs on a partner's host
        partner = ctx.web.sites[site.partner]
        footer.append((f"{site.brand} · powered by {partner.name}", partner.url("client")))
    sub = {
        label(site, lang, p): [(label(site, lang, c), site.path(c)) for c in cs]
        for p, cs in site.extra.get("subnav", {}).items()
    }
    box = header_search(site, site.path("sitesearch"), site.index) if site.header_search and search else ""
    alt = ""
    if switch and site.alt_lang and ctx.lang == site.lang:
        alt = site.alt_lang
    elif switch and site.alt_lang:
        alt = site.lang
    link = (alt.upper(), site.path(ctx.pid, ctx.k, lang=alt if alt != site.lang else "")) if alt else None
    return Page(title, body, nav, sub, footer, box, link, lang=lang)


def finish(ctx: Ctx, page: Page, status: int = 200) -> Result:
    if ctx.arg("print") == "1":
        page.bare = True
    ctype, body = encode(ctx.site, layout(ctx.site, page))
    return status, ctype, body, []


def html(ctx: Ctx, title: str, body: str, *, search: bool = True, status: int = 200) -> Result:
    h1 = f"<h1>{esc(title)}</h1>"
    return finish(ctx, chrome(ctx, f"{title} – {ctx.site.name}", h1 + body, search=search), status)


def not_found(ctx: Ctx) -> Result:
    return html(ctx, "404", f"<p>Not found. {a(ctx.site.home(), t(ctx.lang, 'home'))}</p>", status=404)


def redirect(location: str, status: int = 302) -> Result:
    return status, "text/html; charset=utf-8", b"", [("Location", location)]


def binary(kind: str, name: str) -> Result:
    if kind == "pdf":
        return (
            200,
            "application/pdf",
            b"%PDF-1.4\n% " + name.encode() + b"\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n",
            [],
        )
    if kind == "csv":
        return 200, "text/csv; charset=utf-8", f"id,name\n1,{name}\n".encode(), []
    if kind == "rss":
        body = f'<?xml version="1.0"?><rss version="2.0"><channel><title>{esc(name)}</title></channel></rss>'
        return 200, "application/rss+xml", body.encode(), []
    return (
        200,
        "image/gif",
        b"GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,"
        b"\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;",
        [],
    )


# -- shared pages ------------------------------------------------------------------------------------------------
def item_title(ctx: Ctx, k: int) -> str:
    site, lang = ctx.site, ctx.lang
    r = random.Random(f"{site.host}|{k}")
    kind = site.extra.get("item_kind", "news")
    if kind == "trial":
        return f"{site.acronym or 'CT'}-{2015 + k % 9}-{k:05d} · {r.choice(COND[lang])} · {r.choice(DRUGS)}"
    if kind == "product":
        return f"{r.choice(DRUGS).capitalize()} {r.choice((5, 10, 20, 50, 100))} mg"
    if kind == "minutes":
        return f"{t(lang, 'minutes')} {2016 + k % 8}-{k % 12 + 1:02d}"
    if kind == "offtopic":
        words = OFFTOPIC[site.sub][1]
        return f"{r.choice(words).capitalize()} {r.choice(words)} #{k}"
    if kind == "entry":
        return f"{label(site, lang, 'tool')} {r.choice(CITIES[lang])} {k}"
    return f"{r.choice(KW[lang])}: {r.choice(COND[lang])} ({2016 + k % 8})"


def item_page(ctx: Ctx) -> Result:
    site, lang, k = ctx.site, ctx.lang, ctx.k or 1
    if ctx.arg("format") == "pdf":
        return binary("pdf", f"{site.host}-{k}")
    title = item_title(ctx, k)
    r = random.Random(f"{site.host}|{k}")
    if site.extra.get("item_kind") == "trial":
        rows = [
            ("a_id", title.split(" · ")[0]),
            ("a_sponsor", f"{r.choice(CITIES[lang])} {t(lang, 'pharma')}"),
            ("a_phase", r.choice(("I", "II", "III", "IV"))),
            ("a_status", t(lang, r.choice(("recruiting", "completed")))),
            ("a_country", LANG_COUNTRY[lang]),
            ("a_start", f"{2015 + k % 9}-{k % 12 + 1:02d}-01"),
            ("a_drug", title.split(" · ")[-1]),
        ]
        body = (
            "<table class='record'>"
            + "".join(f"<tr><th>{esc(t(lang, key))}</th><td>{esc(v)}</td></tr>" for key, v in rows)
            + "</table>"
        )
    else:
        body = para(ctx, 3, site.kind not in ("offtopic",))
    tools = f"<p class='tools'>{a(site.path('item', k, print=1), 'Print')} · {a(site.path('item', k, format='pdf'), 'PDF')}</p>"
    back = f"<p>{a(site.path('list'), label(site, lang, 'list'))}</p>"
    return html(ctx, title, body + tools + back)


def list_page(ctx: Ctx) -> Result:
    """The site's paginated list of items, with facets on some sites (a trap: their combinations never end)."""
    site = ctx.site
    pages = max(1, (site.items + PER_PAGE - 1) // PER_PAGE)
    raw = ctx.arg(site.pager, "0" if site.pager in ("start", "from") else "1")
    if not raw.isdigit():
        return not_found(ctx)
    n = int(raw) // PER_PAGE + 1 if site.pager in ("start", "from") else int(raw)
    if not 1 <= n <= pages:
        return not_found(ctx)
    facets = ctx.q.get("f", [])
    first = (n - 1) * PER_PAGE + 1
    rows = [ctx.item_link(k, item_title(ctx, k)) for k in range(first, min(site.items, first + PER_PAGE - 1) + 1)]
    body = ul([], "") if not rows else "<ul class='items'>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>"

    def at(m: int) -> str:
        value = (m - 1) * PER_PAGE if site.pager in ("start", "from") else m
        return site.path("list", **{site.pager: value}, f=facets)

    nav = []
    if n > 1:
        nav.append(a(at(n - 1), "«"))
    nav += [a(at(m), str(m)) if m != n else f"<b>{m}</b>" for m in range(max(1, n - 3), min(pages, n + 3) + 1)]
    if n < pages:
        nav.append(a(at(n + 1), ctx.w("next") + " »"))
    side = ""
    if site.extra.get("facets"):
        values = site.extra["facets"]
        links = [(v, site.path("list", f=facets + [v])) for v in values if len(facets) < 5]
        side = f"<div class='facets'><h3>Filter</h3>{ul(links)}</div>"
    return html(ctx, label(site, ctx.lang, "list"), body + f"<p class='pager'>{' '.join(nav)}</p>" + side)


def calendar(ctx: Ctx) -> Result:
    """An endless calendar: every month links the next and the previous one."""
    raw = ctx.arg("month", "2024-05")
    try:
        year, month = (int(x) for x in raw.split("-"))
    except ValueError:
        return not_found(ctx)
    if not 1 <= month <= 12:
        return not_found(ctx)
    prev = f"{year - (month == 1)}-{12 if month == 1 else month - 1:02d}"
    nxt = f"{year + (month == 12)}-{1 if month == 12 else month + 1:02d}"
    days = "".join(f"<li>{year}-{month:02d}-{d:02d}: {esc(ctx.rng.choice(KW[ctx.lang]))}</li>" for d in (3, 11, 24))
    body = (
        f"<ul>{days}</ul><p>{a(ctx.site.path('events', month=prev), '‹ ' + prev)} "
        f"{a(ctx.site.path('events', month=nxt), nxt + ' ›')}</p>"
    )
    return html(ctx, f"{ctx.w('events')} {year}-{month:02d}", body)


def links_page(ctx: Ctx) -> Result:
    web, site = ctx.web, ctx.site
    rows = [(o.name, o.base + o.home()) for o in (web.sites[i] for i in site.links)]
    return html(ctx, ctx.w("links"), ul(rows, "links"))


def form_page(ctx: Ctx, kind: str, title_key: str) -> Result:
    action = ctx.site.path("sent")
    return html(ctx, ctx.w(title_key), para(ctx, 1) + negative_form(kind, ctx.lang, action))


def generic(ctx: Ctx) -> Result:
    """A navigation page with nothing special on it: text and a few links inside the site."""
    site, pid = ctx.site, ctx.pid
    links = [(label(site, ctx.lang, p), site.path(p)) for p in site.extra.get("nav", []) if p != pid][:3]
    body = para(ctx, 3, site.kind != "offtopic") + ul(links)
    if pid == "about":
        body += f"<address>{esc(site.name)}, {esc(ctx.rng.choice(CITIES[site.lang]))}</address>"
    return html(ctx, label(site, ctx.lang, pid), body)


def common(ctx: Ctx) -> Result | None:
    """The pages every institutional or off-topic site may have; None when ``ctx.pid`` is not one of them."""
    pid = ctx.pid
    if pid == "item":
        return item_page(ctx)
    if pid == "list":
        return list_page(ctx)
    if pid == "events":
        return calendar(ctx)
    if pid == "links":
        return links_page(ctx)
    if pid == "contact":
        return form_page(ctx, "contact", "contact")
    if pid == "login":
        return form_page(ctx, "login", "login")
    if pid == "newsletter":
        return form_page(ctx, "newsletter", "newsletter")
    if pid == "donate":
        return form_page(ctx, "donate", "donate")
    if pid == "booking":
        return form_page(ctx, "booking", "booking")
    if pid == "adverse":
        return form_page(ctx, "adverse", "adverse")
    if pid == "tool":
        return form_page(ctx, NEIGHBOUR_FORMS.get(ctx.site.sub, "booking"), "search")
    if pid in ("sent", "sitesearch"):
        found = [ctx.item_link(k, item_title(ctx, k)) for k in range(1, min(ctx.site.items, 4) + 1)]
        return html(ctx, ctx.w("results"), "<ol>" + "".join(f"<li>{f}</li>" for f in found) + "</ol>", search=False)
    return None


# -- seeds ---------------------------------------------------------------------------------------------------------
def directory(ctx: Ctx) -> Result:
    """A web directory (seed): categories, each a paginated list of sites."""
    web, site = ctx.web, ctx.site
    cats: dict[str, list[int]] = site.extra["cats"]
    if ctx.pid == "home":
        rows = [(f"{name} ({len(ids)})", site.path(f"cat-{name}")) for name, ids in cats.items()]
        return html(ctx, site.name, "<p>Sites by category.</p>" + ul(rows, "categories"))
    name = ctx.pid[4:]
    return paged_sites(ctx, name.capitalize(), [web.sites[i] for i in cats[name]], 25)


def paged_sites(ctx: Ctx, title: str, sites: list[Site], per: int) -> Result:
    n_raw = ctx.arg("p", "1")
    n = int(n_raw) if n_raw.isdigit() else 0
    pages = max(1, (len(sites) + per - 1) // per)
    if not 1 <= n <= pages:
        return not_found(ctx)
    chunk = sites[(n - 1) * per : n * per]
    rows = "".join(f"<dt>{a(s.base + s.home(), s.name)}</dt><dd>{esc(s.host)}</dd>" for s in chunk)
    pager = " ".join(a(ctx.site.path(ctx.pid, p=m), str(m)) if m != n else f"<b>{m}</b>" for m in range(1, pages + 1))
    return html(ctx, title, f"<dl>{rows}</dl><p class='pager'>{pager}</p>")


def portal(ctx: Ctx) -> Result:
    """A health portal (seed) of two languages: each language's institutions, then related services."""
    web, site = ctx.web, ctx.site
    langs: list[str] = site.extra["langs"]
    if ctx.pid == "home":
        parts = []
        for lang in langs:
            inst = [web.sites[i] for i in site.extra["inst"][lang]][:8]
            parts.append(
                f"<h2 lang='{lang}'>{esc(t(lang, 'portal'))}</h2>"
                + ul([(s.name, s.base + s.home()) for s in inst])
                + f"<p>{a(site.path('inst-' + lang), t(lang, 'more') + ' »')} · "
                f"{a(site.path('svc-' + lang), t(lang, 'services'))}</p>"
            )
        return html(ctx, site.name, "".join(parts))
    kind, lang = ctx.pid.split("-", 1)
    ids = site.extra["inst" if kind == "inst" else "svc"][lang]
    title = t(lang, "portal") if kind == "inst" else t(lang, "services")
    return paged_sites(ctx, title, [web.sites[i] for i in ids], 15)


# -- the other kinds -------------------------------------------------------------------------------------------------
def ontopic_home(ctx: Ctx) -> Result:
    """The home page of a topical site without the search: its words, and decoys on some."""
    site, lang, rng = ctx.site, ctx.lang, ctx.rng
    body = para(ctx, 2)
    latest = [ctx.item_link(k, item_title(ctx, k)) for k in range(1, min(site.items, 5) + 1)]
    body += f"<h2>{esc(label(site, lang, 'list'))}</h2><ul>" + "".join(f"<li>{x}</li>" for x in latest) + "</ul>"
    if site.sub in ("hospital", "assoc"):  # a decoy: a heading with the search's words over a fixed list
        trials = "".join(
            f"<li>{esc(rng.choice(COND[lang]))} – {esc(rng.choice(DRUGS))} ({esc(t(lang, 'recruiting'))})</li>"
            for _ in range(rng.randint(3, 8))
        )
        body += f"<h2>{esc(t(lang, 'find'))}</h2><ol class='trials'>{trials}</ol>"
    if site.sub == "pharma":
        rows = "".join(
            f"<tr><td>{esc(d)}</td><td>{esc(rng.choice(COND[lang]))}</td><td>{rng.choice('I II III'.split())}</td></tr>"
            for d in rng.sample(DRUGS, 5)
        )
        body += f"<h2>{esc(t(lang, 'pipeline'))}</h2><table>{rows}</table>"
    if site.sub == "agency_pdf":
        files = [(f"{t(lang, 'medicines')} {y} (PDF)", f"/files/list-{y}.pdf") for y in range(2019, 2025)]
        body += f"<h2>{esc(t(lang, 'registers'))}</h2>" + ul(files)
    return html(ctx, site.name, body)


def neighbour_home(ctx: Ctx) -> Result:
    site = ctx.site
    body = para(ctx, 1)
    if site.extra.get("tool_on_home"):
        body += negative_form(NEIGHBOUR_FORMS.get(site.sub, "booking"), ctx.lang, site.path("sent"))
    body += f"<p>{a(site.path('tool'), label(site, ctx.lang, 'tool'))} · {a(site.path('list'), ctx.w('more'))}</p>"
    return html(ctx, site.name, body)


def offtopic_home(ctx: Ctx) -> Result:
    site = ctx.site
    latest = [ctx.item_link(k, item_title(ctx, k)) for k in range(1, min(site.items, 6) + 1)]
    body = para(ctx, 1, False) + "<ul>" + "".join(f"<li>{x}</li>" for x in latest) + "</ul>"
    return html(ctx, site.name, body)


def render(web: Web, site: Site, path: str, query: dict[str, list[str]], rng: random.Random) -> Result:
    """The answer to a GET (or POST) of ``path`` on ``site``."""
    from tests.web10 import hides

    if path.startswith("/files/") or path.startswith("/img/") or path.startswith("/feeds/"):
        name = path.rsplit("/", 1)[-1]
        kind = (
            "pdf" if name.endswith(".pdf") else "csv" if name.endswith(".csv") else "rss" if ".xml" in name else "gif"
        )
        return binary(kind, name)
    if path == "/robots.txt":
        return robots(site)
    if path == "/" and site.home() != "/":
        return redirect(site.home(), 301)
    routed = site.route(path, query)
    if routed is None:
        ctx = Ctx(web, site, "home", None, {}, rng, site.lang)
        return not_found(ctx)
    pid, k, rest = routed
    lang = site.alt_lang if site.alt_lang and rest.get("lang", [""])[0] == site.alt_lang else site.lang
    ctx = Ctx(web, site, pid, k, rest, rng, lang)
    if site.template == "frames" and pid == "home":
        return 200, *encode(site, frameset(site, site.name, site.path("menu"), site.path("main"))), []
    if pid == "menu":
        links = [(label(site, lang, p), site.path(p)) for p in site.extra.get("nav", [])]
        return 200, *encode(site, menu_page(site, [(t(lang, "home"), site.path("main"))] + links)), []
    if pid == "main":
        ctx.pid = "home"
    if site.kind in ("form", "partner"):
        answer = hides.render(ctx)
        if answer is not None:
            return answer
    if site.kind == "directory":
        return directory(ctx)
    if site.kind == "portal":
        return portal(ctx)
    answer = common(ctx)
    if answer is not None:
        return answer
    if ctx.pid == "home":
        if site.kind == "neighbour":
            return neighbour_home(ctx)
        if site.kind == "offtopic":
            return offtopic_home(ctx)
        return ontopic_home(ctx)
    return generic(ctx)


def robots(site: Site) -> Result:
    if not site.robots:
        return 404, "text/plain; charset=utf-8", b"Not found\n", []
    lines = ["User-agent: *", "Disallow: /admin/", "Disallow: /intranet/", "Disallow: /cgi-bin/"]
    lines += [f"Disallow: {p}" for p in site.extra.get("disallow", [])]
    return 200, "text/plain; charset=utf-8", ("\n".join(lines) + "\n").encode(), []


def nav_links(site: Site) -> list[Link]:
    return [(label(site, site.lang, p), site.path(p)) for p in site.extra.get("nav", [])]
