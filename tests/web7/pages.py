"""Family G's pages, rendered on request: ``render(web, site, method, path, raw_query, form)``."""

from __future__ import annotations

import random
from html import escape as esc
from typing import Any

from tests.web7.forms import neighbour_form, real_form, relevant_form, site_search_box
from tests.web7.lang import W
from tests.web7.model import LEGACY, Site7, addq, kpath, resolve, spath, token, with_sid

Page = tuple[int, str, bytes, list[tuple[str, str]]]
_CASENO = {
    "de": "{r} ZR {n}/{yy}",
    "fr": "n° {yy}-{n}.{m}",
    "es": "STS {n}/{y}",
    "ja": "令和{s}年(受)第{n}号",
    "ko": "{y}다{n}{m}",
    "ar": "الطعن رقم {n} لسنة {s} ق",
    "it": "n. {n}{m}/{y}",
    "nl": "{n}/{yy}/{m}",
    "id": "{n} K/Pdt/{y}",
    "vi": "{n}/{y}/DS-PT",
    "cs": "{s} Cdo {n}/{y}",
    "hi": "Civil Appeal No. {n} of {y}",
    "en": "[{y}] EWCA Civ {n}",
}
_EU = {"de", "fr", "es", "it", "nl", "cs", "en"}


def caseno(lang: str, k: int) -> str:
    """The case number of decision ``k`` in the language's own style."""
    y = 2000 + k % 24
    return _CASENO[lang].format(
        r="IVX"[k % 3], n=100 + k * 7 % 900, m=k % 97 + 2, y=y, yy=f"{y % 100:02d}", s=k % 6 + 1
    )


class Ctx:
    """What a page is rendered with: the site, the language of the page, its session id and request path."""

    def __init__(self, web: Any, site: Site7, lang: str, sid: str, rel: str, rng: random.Random) -> None:
        self.web, self.site, self.lang, self.sid, self.rel, self.rng = web, site, lang, sid, rel, rng
        self.w: dict[str, Any] = W[lang]

    def link(self, rel: str, lang: str | None = None) -> str:
        lg = lang or self.lang
        path = rel if lg == self.site.lang else f"/{lg}{rel}"
        return with_sid(self.site, path, self.sid)

    def key(self, key: str, **q: object) -> str:
        return self.link(addq(spath(self.site, key), **q))

    def num(self, key: str, k: int, **q: object) -> str:
        return self.link(addq(kpath(self.site, key, k), **q))

    def a(self, key: str, label: str | None = None, **q: object) -> str:
        return f'<a href="{esc(self.key(key, **q))}">{esc(label if label is not None else self.label(key))}</a>'

    def label(self, key: str) -> str:
        w = self.w
        if key in ("intro", "soon") or (key == "latest" and "intro" not in self.site.keys):
            return self.site.anchor if self.lang == self.site.lang else w["latest"]
        if key == "latest":
            return w["latest"]
        if key in ("item", "nb"):
            return w["status"] if self.site.neighbour == "efiling" else w["results"]
        if key == "sres":
            return w["sitesearch"]
        return w.get(key, key) if isinstance(w.get(key, key), str) else key

    def words(self, n: int, legal: bool = True) -> str:
        vocab = self.w["legalwords" if legal else "filler"]
        ws = [self.rng.choice(vocab) for _ in range(n)]
        if self.lang == "ja":
            return "、".join(ws) + "。"
        return " ".join(ws).capitalize() + ("।" if self.lang == "hi" else ".")

    def paras(self, n: int, legal: bool = True) -> str:
        return "".join(f"<p>{esc(self.words(self.rng.randrange(8, 20), legal))}</p>" for _ in range(n))


def _encode(site: Site7, html: str) -> bytes:
    return html.encode(site.charset, errors="xmlcharrefreplace")


def doc(c: Ctx, title: str, body: str, head: str = "") -> bytes:
    """A whole page in the site's charset, declared in a meta tag (and by the server in Content-Type)."""
    s = c.site
    meta = (
        f'<meta charset="{s.charset}">'
        if int(s.name[1:]) % 2
        else f'<meta http-equiv="Content-Type" content="text/html; charset={s.charset}">'
    )
    rtl = ' dir="rtl"' if c.lang == "ar" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{c.lang}"{rtl}><head>{meta}<title>{esc(title)}</title>{head}</head>'
        f"<body>{body}</body></html>"
    )
    return _encode(s, html)


def ok(c: Ctx, title: str, body: str, head: str = "", status: int = 200) -> Page:
    return status, f"text/html; charset={c.site.charset}", doc(c, title, body, head), []


def redirect(location: str, status: int = 302) -> Page:
    return status, "text/html; charset=utf-8", b"", [("Location", location)]


def not_found(c: Ctx) -> Page:
    return ok(c, "404", f"<h1>404</h1><p>{c.a('home')}</p>", status=404)


# -- the frame of an institution's page --------------------------------------------------------------------
def frame(c: Ctx, key: str, title: str, main: str, aside: str = "") -> Page:
    s, w = c.site, c.w
    langs = " | ".join(
        f'<a href="{esc(c.link(c.rel, lg))}" hreflang="{lg}" lang="{lg}">{esc(W[lg]["lname"])}</a>'
        for lg in s.langs
        if lg != c.lang
    )
    top = f'<div id="top"><a class="logo" href="{esc(c.key("home"))}"><img src="/static/logo.png" alt="{esc(s.title)}"></a>'
    top += f'<span class="org">{esc(s.title)}</span>'
    if langs:
        top += f'<div class="langs">{langs}</div>'
    if s.search_box >= 0 and "sres" in s.keys:
        top += site_search_box(c.lang, s.search_box, spath(s, "sres"))
    tools = [("contact", "i-mail"), ("sitemap", "i-map")]
    if s.hide == "icon_link":
        tools.insert(1, ("db", "i-gavel"))
    if s.kind in ("form", "court") and (s.hide == "icon_link" or int(s.name[1:]) % 3 == 0):
        icons = []
        for k, icon in tools:
            href = s.truth if k == "db" else c.key(k)
            text = s.anchor if k == "db" else c.label(k)
            alt = "" if k == "db" else f' alt="{esc(text)}"'
            icons.append(
                f'<a href="{esc(href)}" title="{esc(text)}" aria-label="{esc(text)}"><img src="/static/{icon}.svg"{alt}></a>'
            )
        top += f'<div class="tools">{"".join(icons)}</div>'
    if s.hide == "noscript" or (s.kind == "court" and int(s.name[1:]) % 4 == 1):
        jump = [k for k in ("about", "news", "hearings", "contact", "registers") if k in s.keys]
        items = [(c.key(k), c.label(k)) for k in jump]
        if s.hide == "noscript":
            items.insert(2, (s.truth, s.anchor))
        opts = "".join(f'<option value="{esc(h)}">{esc(t)}</option>' for h, t in items)
        lis = "".join(f'<li><a href="{esc(h)}">{esc(t)}</a></li>' for h, t in items)
        top += (
            f'<form action="#" class="jump"><select onchange="if(this.value)location.href=this.value" '
            f'aria-label="{esc(w["quick"])}"><option value="">{esc(w["quick"])}</option>{opts}</select></form>'
            f'<noscript><ul class="jump">{lis}</ul></noscript>'
        )
    top += "</div>"
    nav = "".join(f"<li>{c.a(k)}</li>" for k in nav_keys(s))
    crumb = f'<div class="breadcrumb">{c.a("home")} › <span>{esc(title)}</span></div>' if key != "home" else ""
    foot_items = [c.a(k) for k in s.footer]
    if s.hide == "footer":
        foot_items.insert(len(foot_items) // 2, f'<a href="{esc(s.truth)}">{esc(s.anchor)}</a>')
    if s.hide == "legacy_site":
        foot_items.append(f'<a href="{LEGACY}">{esc(w["legacy"])}</a>')
    footer = f"<footer><ul>{''.join(f'<li>{x}</li>' for x in foot_items)}</ul><p>© {esc(s.title)}</p></footer>"
    aside_html = f'<aside class="sidebar">{aside}</aside>' if aside else ""
    body = f'{top}<nav id="nav"><ul>{nav}</ul></nav>{crumb}<main><h1>{esc(title)}</h1>{main}</main>{aside_html}{footer}'
    return ok(c, f"{title} – {s.title}" if key != "home" else s.title, body)


_NAV = ("about", "news", "latest", "intro", "soon", "hearings", "services", "registers", "contact")


def nav_keys(site: Site7) -> list[str]:
    """The keys of the navigation bar's pages."""
    return ["home"] + [k for k in _NAV if k in site.keys]


# -- institutions' pages (courts, gazettes, law firms, shops: one frame, other words) ------------------------
def _home(c: Ctx) -> Page:
    s, w = c.site, c.w
    legal = s.kind != "off"
    main = f"<p>{esc(c.words(14, legal))}</p>"
    if "news" in s.keys:
        news = "".join(f"<li>{_news_link(c, k)}</li>" for k in (1, 2, 3))
        main += f"<h2>{esc(w['news'])}</h2><ul class='news'>{news}</ul>"
    if "item" in s.keys and s.kind in ("form", "court"):
        items = "".join(f'<li><a href="{esc(c.num("item", k))}">{esc(_item_title(c, k))}</a></li>' for k in range(1, 6))
        main += f"<h2>{esc(w['latest'])}</h2><ul>{items}</ul>"
    elif "item" in s.keys:
        items = "".join(f'<li><a href="{esc(c.num("item", k))}">{esc(_item_title(c, k))}</a></li>' for k in range(1, 7))
        main += f"<ul class='teasers'>{items}</ul>"
    if s.kind == "legal" and s.neighbour:
        main += neighbour_form(s.neighbour, c.lang, spath(s, "nbres"), s.name)
    if s.sub == "soon":
        main += f"<p class='notice'>{esc(s.anchor)}: {esc(w['soon'])}</p>"
    if s.kind == "off" and s.out_links:
        main += _partners(c, s.out_links[:4])
    return frame(c, "home", s.title, main)


def _news_link(c: Ctx, k: int) -> str:
    return f'<a href="{esc(c.num("news", k))}">{esc(_headline(c, k))}</a>'


def _headline(c: Ctx, k: int) -> str:
    s = c.site
    if s.hide == "news_item" and k == s.launch:
        return c.w["launch"]
    r = random.Random(f"{s.name}|news|{k}")
    vocab = c.w["legalwords" if s.kind != "off" else "filler"]
    return " ".join(r.choice(vocab) for _ in range(4)).capitalize() + f" ({2024 - k // 10})"


def _item_title(c: Ctx, k: int) -> str:
    s, w = c.site, c.w
    r = random.Random(f"{s.name}|item|{k}")
    if s.kind in ("form", "court"):
        if s.db == "legislation" or s.sub == "gazette":
            return f"{r.choice(w['legtypes'])} {caseno(c.site.lang, k)}"
        return f"{r.choice(w['doctypes'])} {caseno(c.site.lang, k)}"
    vocab = w["legalwords" if s.kind == "legal" else "filler"]
    return " ".join(r.choice(vocab) for _ in range(3)).capitalize() + f" {k}"


def _partners(c: Ctx, idxs: list[int]) -> str:
    lis = "".join(f'<li><a href="{esc(c.web.url(c.web.sites[i]))}">{esc(c.web.sites[i].title)}</a></li>' for i in idxs)
    return f'<ul class="partners">{lis}</ul>'


def _list(c: Ctx, query: dict[str, list[str]]) -> Page:
    """The browsable list of decisions (no search form), paginated, with facets on some sites."""
    s, w = c.site, c.w
    per = 25
    pages = max(1, -(-s.articles // per))
    page = int((query.get("page") or ["1"])[0]) if (query.get("page") or ["1"])[0].isdigit() else 0
    if not 1 <= page <= pages:
        return not_found(c)
    lo = (page - 1) * per + 1
    facets = query.get("f", [])
    items = "".join(
        f'<li><a href="{esc(c.num("item", k))}">{esc(_item_title(c, k))}</a></li>'
        for k in range(lo, min(s.articles, lo + per - 1) + 1)
    )
    nav = [f'<a href="{esc(c.key("latest", page=p, f=facets))}">{p}</a>' for p in range(1, min(pages, 10) + 1)]
    if page < pages:
        nav.append(f'<a href="{esc(c.key("latest", page=page + 1, f=facets))}" rel="next">{esc(w["next"])}</a>')
    main = f"<ol start='{lo}'>{items}</ol><div class='pager'>{' '.join(nav)}</div>"
    if s.facets:
        opts = [f"a{i}" for i in range(len(w["areas"]))] + [f"t{i}" for i in range(3)]
        names = w["areas"] + w["doctypes"]
        fl = "".join(
            f'<li><a href="{esc(c.key("latest", f=[*facets, o]))}">{esc(n)}</a></li>' for o, n in zip(opts, names)
        )
        main = f"<ul class='facets'>{fl}</ul>" + main
    return frame(c, "latest", c.label("latest"), main)


def _item(c: Ctx, query: dict[str, list[str]]) -> Page:
    s, w = c.site, c.w
    raw = (query.get("k") or [""])[0]
    if not raw.isdigit() or not 1 <= int(raw) <= s.articles:
        return not_found(c) if raw else redirect(c.key("latest" if "latest" in s.keys else "home"))
    k = int(raw)
    title = _item_title(c, k)
    if "print" in query:
        return ok(c, title, f"<h1>{esc(title)}</h1>{c.paras(4, s.kind != 'off')}")
    meta = ""
    if s.kind in ("form", "court"):
        r = random.Random(f"{s.name}|meta|{k}")
        rows = [(w["court"], s.title), (w["date"], f"{2000 + k % 24}-{k % 12 + 1:02d}-{k % 28 + 1:02d}")]
        rows += [(w["caseno"], caseno(c.site.lang, k)), (w["area"], r.choice(w["areas"]))]
        if c.lang in _EU:
            rows.append(("ECLI", f"ECLI:{c.lang.upper()}:{s.name[:4].upper()}:{2000 + k % 24}:{k}"))
        meta = "<dl>" + "".join(f"<dt>{esc(a)}</dt><dd>{esc(b)}</dd>" for a, b in rows) + "</dl>"
    related = "".join(
        f'<li><a href="{esc(c.num("item", j))}">{esc(_item_title(c, j))}</a></li>'
        for j in (k * 7 % s.articles + 1, k * 13 % s.articles + 1, k % s.articles + 1)
    )
    tools = f'<p><a href="{esc(c.num("item", k, print=1))}">{esc(w["print"])}</a>'
    if s.kind in ("form", "court"):
        tools += f' · <a href="/pdf/{k}.pdf">{esc(w["pdf"])}</a>'
    tools += "</p>"
    back = c.a("latest", w["back"]) if "latest" in s.keys else c.a("home")
    main = f"{meta}{c.paras(3, s.kind != 'off')}{tools}<ul class='related'>{related}</ul><p>{back}</p>"
    return frame(c, "item", title, main)


def _news(c: Ctx, query: dict[str, list[str]]) -> Page:
    s, w = c.site, c.w
    if "k" in query:
        raw = query["k"][0]
        if not raw.isdigit() or not 1 <= int(raw) <= s.news_n:
            return not_found(c)
        k = int(raw)
        main = c.paras(2, s.kind != "off")
        if s.hide == "news_item" and k == s.launch:
            main = f'<p>{esc(w["launch_text"])} <a href="{esc(s.truth)}">{esc(w["legdb" if s.db == "legislation" else "casedb"])}</a></p>{main}'
        return frame(c, "news", _headline(c, k), main + f"<p>{c.a('news', w['back'])}</p>")
    per = 8
    pages = -(-s.news_n // per)
    raw = (query.get("page") or ["1"])[0]
    page = int(raw) if raw.isdigit() else 0
    if not 1 <= page <= pages:
        return not_found(c)
    lis = "".join(f"<li>{_news_link(c, k)}</li>" for k in range((page - 1) * per + 1, min(s.news_n, page * per) + 1))
    pager = " ".join(f'<a href="{esc(c.key("news", page=p))}">{p}</a>' for p in range(1, pages + 1) if p != page)
    return frame(c, "news", w["news"], f"<ul>{lis}</ul><div class='pager'>{pager}</div>")


def _hearings(c: Ctx, query: dict[str, list[str]]) -> Page:
    """A hearing calendar: month after month without end (the calendar trap), the cause-list form on some."""
    s, w = c.site, c.w
    raw = (query.get("m") or ["2024-05"])[0]
    try:
        y, m = (int(x) for x in raw.split("-"))
        assert 1 <= m <= 12
    except (ValueError, AssertionError):
        return not_found(c)
    prev_m = f"{y - (m == 1)}-{(m - 2) % 12 + 1:02d}"
    next_m = f"{y + (m == 12)}-{m % 12 + 1:02d}"
    rows = "".join(
        f"<tr><td>{y}-{m:02d}-{d:02d}</td><td>{esc(caseno(c.site.lang, d * m + y))}</td><td>{esc(w['courtroom'])} {d % 5 + 1}</td></tr>"
        for d in range(3, 28, 6)
    )
    main = ""
    if s.neighbour == "causelist":
        main += neighbour_form("causelist", c.lang, spath(s, "nbres"), s.name)
    main += f"<table class='cal'>{rows}</table>"
    main += f'<p><a href="{esc(c.key("hearings", m=prev_m))}">{esc(w["prev"])}</a> · <a href="{esc(c.key("hearings", m=next_m))}">{esc(w["next"])}</a></p>'
    return frame(c, "hearings", f"{w['hearings']} {y}-{m:02d}", main)


def _about(c: Ctx) -> Page:
    s, w = c.site, c.w
    main = c.paras(3, s.kind != "off")
    if s.kind in ("form", "court"):
        areas = [(c.key(k), c.label(k)) for k in ("hearings", "press", "services", "contact") if k in s.keys]
        if s.hide == "image_map":
            areas.insert(1, (s.truth, s.anchor))
        shapes = "".join(
            f'<area shape="rect" coords="{10 + 120 * i},10,{120 + 120 * i},60" href="{esc(h)}" alt="{esc(t)}">'
            for i, (h, t) in enumerate(areas)
        )
        main += f'<img src="/static/organigram.png" usemap="#org" alt="{esc(w["about"])}" width="600"><map name="org">{shapes}</map>'
    return frame(c, "about", w["about"], main)


def _services(c: Ctx) -> Page:
    s, w = c.site, c.w
    lis = []
    for k in ("nb", "hearings", "newsletter", "contact", "registers", "opendata"):
        if k in s.keys:
            lis.append(f"<li>{c.a(k)} – {esc(c.words(6))}</li>")
    sub = ""
    if s.hide == "typo3_ids":  # the second-level menu of the section
        sub = f'<ul class="subnav"><li>{c.a("services")}</li><li><a href="{esc(s.truth)}">{esc(s.anchor)}</a></li>'
        sub += "".join(f"<li>{c.a(k)}</li>" for k in ("nb", "hearings") if k in s.keys) + "</ul>"
    return frame(c, "services", w["services"], f"<ul>{''.join(lis)}</ul>", sub)


def _registers(c: Ctx) -> Page:
    s, w = c.site, c.w
    rows = []
    if "nb" in s.keys:
        rows.append((w["status"], c.key("nb")))
    if "hearings" in s.keys:
        rows.append((w["hearings"], c.key("hearings")))
    rows.append((w["latest"], c.key("latest")))
    if s.hide == "register_table":
        rows.insert(1, (w["legdb" if s.db == "legislation" else "casedb"], s.truth))
    body = "".join(
        f"<tr><td>{esc(name)}</td><td>{esc(c.words(5))}</td><td><a href='{esc(h)}'>{esc(w['consult'])}</a></td></tr>"
        for name, h in rows
    )
    head = f"<tr><th>{esc(w['registers'])}</th><th>{esc(w['description'])}</th><th></th></tr>"
    return frame(c, "registers", w["registers"], f"<table class='registers'>{head}{body}</table>")


def _faq(c: Ctx) -> Page:
    s, w = c.site, c.w
    qa = [(q, c.words(12)) for q in w["faq_other"]]
    parts = [f"<dt>{esc(q)}</dt><dd>{esc(a)}</dd>" for q, a in qa]
    if s.hide == "faq":
        parts.insert(
            2, f'<dt>{esc(w["faq_q"])}</dt><dd>{esc(w["faq_a"])} <a href="{esc(s.truth)}">{esc(w["here"])}</a>.</dd>'
        )
    return frame(c, "faq", w["faq"], f"<dl class='faq'>{''.join(parts)}</dl>")


def _opendata(c: Ctx) -> Page:
    s, w = c.site, c.w
    rows = [
        (f"{c.label('latest')} {y}", f"/opendata/decisions-{y}.{fmt}", fmt.upper())
        for y, fmt in ((2021, "csv"), (2022, "xml"), (2023, "csv"), (2024, "json"))
    ]
    if s.hide == "open_data":
        rows.insert(2, (w["webapp"], s.truth, "HTML"))
    body = "".join(
        f"<tr><td>{esc(n)}</td><td>{f}</td><td><a href='{esc(h)}'>{esc(w['consult'] if f == 'HTML' else w['pdf'].split()[0])}</a></td></tr>"
        for n, h, f in rows
    )
    return frame(
        c, "opendata", w["opendata"], f"<table><tr><th>{esc(w['dataset'])}</th><th></th><th></th></tr>{body}</table>"
    )


def _links(c: Ctx) -> Page:
    return frame(c, "links", c.w["links"], _partners(c, c.site.out_links))


def _sitemap(c: Ctx) -> Page:
    s = c.site
    keys = [k for k in (*nav_keys(s), *s.footer) if k != "sitemap"]
    return frame(c, "sitemap", c.w["sitemap"], "<ul>" + "".join(f"<li>{c.a(k)}</li>" for k in keys) + "</ul>")


def _formpage(c: Ctx, key: str) -> Page:
    """Login, sign-up, newsletter and contact pages: real Formasaurus forms."""
    s = c.site
    kind = {"login": "login", "signup": "registration", "newsletter": "newsletter", "contact": "contact"}[key]
    i = int(token(s.name, kind), 16) % 20
    body = c.paras(1, s.kind != "off")
    if kind in s.negs:
        body += real_form(kind, i, f"/{kind}/submit")
    return frame(c, key, c.label(key), body)


def _neighbour_page(c: Ctx, key: str) -> Page:
    s, w = c.site, c.w
    if key == "nbres":
        items = "".join(f'<li><a href="{esc(c.num("item", k))}">{esc(_item_title(c, k))}</a></li>' for k in range(1, 6))
        back = next(k for k in ("nb", "hearings", "home") if k in s.keys or k == "home")
        return frame(c, key, w["results"], f"<ul>{items}</ul><p>{c.a(back, w['back'])}</p>")
    form = neighbour_form(s.neighbour, c.lang, spath(s, "nbres"), s.name) if s.neighbour else ""
    return frame(c, key, c.label("nb"), c.paras(1) + form)


def _site_results(c: Ctx) -> Page:
    s, w = c.site, c.w
    keys = [k for k in nav_keys(s) if k != "home"][:6]
    lis = "".join(f"<li>{c.a(k)}</li>" for k in keys)
    return frame(c, "sres", w["results"], f"<p>{len(keys)} {esc(w['hits'])}</p><ul>{lis}</ul>")


def _intro(c: Ctx) -> Page:
    """disclaimer: the terms to accept before the database; iframe: the database embedded in the page."""
    s, w = c.site, c.w
    if s.hide == "disclaimer":
        nxt = (
            spath(s, "accept")
            + ("&" if "?" in spath(s, "accept") else "?")
            + "next="
            + s.truth.replace("?", "%3F").replace("=", "%3D")
        )
        main = f"<h2>{esc(w['terms'])}</h2><p>{esc(w['terms_text'])}</p>"
        main += f'<p class="accept"><a href="{esc(nxt)}">{esc(w["accept"])}</a></p>'
    elif s.hide == "iframe":
        main = f'<p>{esc(w["terms_text"])}</p><iframe src="{esc(s.truth)}" width="100%" height="900" title="{esc(s.anchor)}"></iframe>'
    else:
        main = c.paras(2) + f"<p>{esc(w['soon'])}</p>"
    return frame(c, "intro", s.anchor, main)


def _accept(c: Ctx, query: dict[str, list[str]]) -> Page:
    nxt = (query.get("next") or [""])[0]
    if nxt != c.site.truth:
        return not_found(c)
    return redirect(c.web.url(c.site, nxt))


def _truth(c: Ctx, method: str, query: dict[str, list[str]], form: dict[str, list[str]]) -> Page:
    """The relevant form's page (primary language only), or the results when the form is submitted to it."""
    s, w = c.site, c.w
    extra = {k for k in query if k != "id"}
    if method == "POST" or extra:
        return _results(c)
    if c.lang != s.lang:
        return frame(
            c, "db", s.anchor, f'<p>{esc(w["only"])}</p><p><a href="{esc(s.truth)}">{esc(W[s.lang]["lname"])}</a></p>'
        )
    html, _ = relevant_form(s.lang, s.layout, s.naming, s.db, _action(s), s.name)
    title = w["legdb" if s.db == "legislation" else "casedb"]
    main = f"<p>{esc(c.words(10))}</p>{html}<p class='help'>{esc(c.words(14))}</p>"
    if s.hide == "iframe":  # an embedded application: no frame of its own
        return ok(c, title, f"<h1>{esc(title)}</h1>{main}")
    if s.hide == "legacy_site":
        return ok(
            c,
            title,
            f"<table width='760'><tr><td><h1>{esc(title)}</h1>{main}<a href='../main.htm'>{esc(w['back'])}</a></td></tr></table>",
        )
    return frame(c, "db", title, main)


def _action(s: Site7) -> str:
    if s.layout in ("jsf", "aspnet"):
        return s.truth
    if s.hide == "legacy_site":
        return "treffer.htm"
    return s.results


def _results(c: Ctx) -> Page:
    """The decisions matching a query, and a link back to the search (never a second copy of the form)."""
    s, w = c.site, c.w
    n = c.rng.randrange(0, min(40, s.articles))
    ks = sorted(c.rng.sample(range(1, s.articles + 1), min(n, 10)))
    lis = "".join(f'<li><a href="{esc(c.num("item", k))}">{esc(_item_title(c, k))}</a></li>' for k in ks)
    main = f"<p>{n} {esc(w['hits'])}</p><ol>{lis}</ol><p><a href='{esc(s.truth)}'>{esc(w['back'])}</a></p>"
    if s.hide in ("iframe", "legacy_site"):
        return ok(c, w["results"], f"<h1>{esc(w['results'])}</h1>{main}")
    return frame(c, "res", w["results"], main)


def _legacy(c: Ctx, path: str) -> Page:
    """The previous website: a meta refresh, a frameset, a menu with ``<base href>`` and relative links."""
    s, w = c.site, c.w
    rest = path[len(LEGACY) :]
    if rest == "":
        return ok(
            c,
            w["legacy"],
            f"<p><a href='start.htm'>{esc(w['legacy'])}</a></p>",
            '<meta http-equiv="refresh" content="0; url=start.htm">',
        )
    if rest == "start.htm":
        html = (
            f'<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">\n<html lang="{s.lang}"><head>'
            f'<meta http-equiv="Content-Type" content="text/html; charset={s.charset}"><title>{esc(s.title)}</title></head>'
            '<frameset cols="220,*"><frame src="nav/menu.htm" name="menu"><frame src="main.htm" name="main">'
            f"<noframes><a href='main.htm'>{esc(s.title)}</a></noframes></frameset></html>"
        )
        return 200, f"text/html; charset={s.charset}", _encode(s, html), []
    if rest == "nav/menu.htm":
        links = [("main.htm", w["home"]), ("gericht.htm", w["about"]), ("rsp/abfrage.htm", s.anchor)]
        links.append(("../", w["back"]))
        lis = "".join(f'<li><a href="{h}" target="main">{esc(t)}</a></li>' for h, t in links)
        return ok(c, s.title, f"<ul>{lis}</ul>", f'<base href="{LEGACY}">')
    if rest in ("main.htm", "gericht.htm"):
        return ok(
            c,
            s.title,
            f"<table width='760'><tr><td><h1>{esc(s.title)}</h1>{c.paras(2)}<p><i>{esc(w['legacy_note'])}</i></p></td></tr></table>",
        )
    if rest == "rsp/treffer.htm":
        return _results(c)
    return not_found(c)


def _legacy_note(c: Ctx) -> str:
    return f"<p>{esc(c.w['legacy_note'])}</p>" if c.site.hide == "legacy_site" else ""


def render(web: Any, site: Site7, method: str, path: str, raw_query: str, form: dict[str, list[str]]) -> Page:
    """``(status, content type, body, headers)`` of a request (the same every time, seeded by site and URL)."""
    if path == "/robots.txt":
        return _robots(site)
    if path.startswith("/pdf/") and path.endswith(".pdf") and site.kind in ("form", "court"):
        return 200, "application/pdf", b"%PDF-1.4\n% " + path.encode() + b"\n%%EOF\n", []
    if path.startswith("/opendata/decisions-"):
        return 200, "text/csv; charset=utf-8", b"ecli,date,court\n", []
    key, lang, query, sid, bare = resolve(site, path, raw_query)
    rel = bare + (f"?{raw_query}" if raw_query else "")
    if site.sid and not sid and site.style in ("aspx", "jsf", "php"):
        sid = token(web.seed, site.name, path)[:12]
    rng = random.Random(f"{web.seed}|{site.name}|{path}|{raw_query}|{method}")
    c = Ctx(web, site, lang, sid, rel, rng)
    if site.kind == "directory":
        return _directory(c, key, bare, query)
    if key == "db":
        return _truth(c, method, query, form)
    if key == "res":
        return _results(c)
    if key == "legacy":
        return _legacy(c, bare)
    if key == "slash":
        return redirect(web.url(site, c.link(bare + "/")), 301)
    handler = {
        "home": _home,
        "about": _about,
        "services": _services,
        "registers": _registers,
        "faq": _faq,
        "opendata": _opendata,
        "links": _links,
        "sitemap": _sitemap,
        "intro": _intro,
        "soon": _intro,
        "sres": _site_results,
    }.get(key)
    if handler is not None:
        return handler(c)
    if key in ("latest",):
        return _list(c, query) if "k" not in query else not_found(c)
    if key == "item":
        return _item(c, query)
    if key == "news":
        return _news(c, query)
    if key == "hearings":
        return _hearings(c, query)
    if key == "accept":
        return _accept(c, query)
    if key in ("login", "signup", "newsletter", "contact"):
        return _formpage(c, key)
    if key in ("nb", "nbres"):
        return _neighbour_page(c, key)
    if key in ("imprint", "privacy", "access", "press"):
        return frame(c, key, c.label(key), c.paras(3, site.kind != "off") + _legacy_note(c))
    return not_found(c)


def _robots(site: Site7) -> Page:
    if not site.robots:
        return 404, "text/plain; charset=utf-8", b"", []
    lines = ["User-agent: *", "Disallow: /admin/", "Disallow: /intranet/", "Disallow: /cgi-bin/"]
    if site.cal and site.style == "dir":
        lines.append(f"Disallow: {spath(site, 'hearings')}")
    return 200, "text/plain; charset=utf-8", ("\n".join(lines) + "\n").encode(), []


# -- directories -----------------------------------------------------------------------------------------------
def _directory(c: Ctx, key: str, path: str, query: dict[str, list[str]]) -> Page:
    """A legal portal (courts, other institutions) or a web directory (categories), paginated lists of sites."""
    s, w, web = c.site, c.w, c.web
    legal = s.role == 0
    if legal:
        groups = [
            (
                w["courts_word"],
                [i for i in s.entries if web.sites[i].kind in ("form", "court") and web.sites[i].role < 4],
            )
        ]
        groups.append((w["others_word"], [i for i in s.entries if i not in groups[0][1]]))
    else:
        cats = w["offcats"] + [w["cat_law"]]
        groups = [(name, [i for i in s.entries if _dir_cat(web.sites[i]) == j]) for j, name in enumerate(cats)]
    title = w["dir_legal" if legal else "dir_web"]
    per = 20
    if path == "/":
        lis = "".join(f'<li><a href="/c/{j}/">{esc(name)}</a> ({len(ix)})</li>' for j, (name, ix) in enumerate(groups))
        feat = "".join(_entry(c, i) for i in s.entries[:8])
        body = f"<h1>{esc(title)}</h1><ul class='cats'>{lis}</ul><h2>★</h2><ul>{feat}</ul>"
        return ok(c, title, body)
    parts = path.strip("/").split("/")
    if (
        len(parts) != 2
        or parts[0] != "c"
        or not parts[1].isdigit()
        or int(parts[1]) >= len(groups)
        or not path.endswith("/")
    ):
        return ok(c, "404", "<h1>404</h1><p><a href='/'>/</a></p>", status=404)
    j = int(parts[1])
    name, ix = groups[j]
    raw = (query.get("p") or ["1"])[0]
    pages = max(1, -(-len(ix) // per))
    page = int(raw) if raw.isdigit() else 0
    if not 1 <= page <= pages:
        return ok(c, "404", "<h1>404</h1>", status=404)
    lis = "".join(_entry(c, i) for i in ix[(page - 1) * per : page * per])
    pager = " ".join(f'<a href="/c/{j}/?p={p}">{p}</a>' for p in range(1, pages + 1) if p != page)
    body = f"<p><a href='/'>{esc(title)}</a> › {esc(name)}</p><h1>{esc(name)}</h1><ul>{lis}</ul><div class='pager'>{pager}</div>"
    return ok(c, f"{name} – {title}", body)


def _dir_cat(site: Site7) -> int:
    return site.role if site.kind == "off" else 10


def _entry(c: Ctx, i: int) -> str:
    t = c.web.sites[i]
    desc = W[t.lang]["legalwords" if t.kind != "off" else "filler"][i % 12]
    return f'<li><a href="{esc(c.web.url(t))}">{esc(t.title)}</a> – {esc(desc)} <small>[{t.lang}]</small></li>'
