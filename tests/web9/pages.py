"""Family I's pages: templates, the on-topic sites' pages (with the hiding places), neighbours, off-topic.

``render`` is the only entry point: ``(status, headers, body bytes)`` of a request, the same every time for
the same (seed, site, path, query). The first header is the Content-Type (with the site's charset).
"""

from __future__ import annotations

import hashlib
import random
from html import escape
from urllib.parse import urlencode

from tests.web9 import forms as F
from tests.web9.build import Site, Web
from tests.web9.directories import directory_page
from tests.web9.lang import CPV, LANGS, OFF_WORDS
from tests.web9.templates import Ctx, add_query, doc, encode, footer, frameset, header, nav, related, ul, wrap

Result = tuple[int, list[tuple[str, str]], bytes]
PER_PAGE = 15
ALL_KEYS = {"home", "about", "news", "contact", "privacy", "accessibility", "sitemap", "item", "main", "menu", "top"}
TOPIC_KEYS = ALL_KEYS | set(
    "procurement archive documents transparency contracts suppliers guide business useful opendata widget links "
    "login register newsletter complaints org profile".split()
)


def html_result(site: Site, html: str, status: int = 200) -> Result:
    cs = site.charset
    return status, [("Content-Type", f"text/html; charset={cs}")], encode(html, cs)


def redirect(location: str, status: int = 302) -> Result:
    return status, [("Content-Type", "text/html; charset=utf-8"), ("Location", location)], b"<p>Moved</p>"


def robots(site: Site) -> Result:
    lines = ["User-agent: *", "Disallow: /admin/", "Disallow: /intranet/"]
    if site.calendar and site.scheme in ("path", "html", "drupal", "wps", "numeric"):
        lines.append("Disallow: " + site.router.url("calendar").split("!ut")[0])
    if not site.robots:
        return 404, [("Content-Type", "text/plain")], b"not found"
    return 200, [("Content-Type", "text/plain; charset=utf-8")], ("\n".join(lines) + "\n").encode()


def render(web: Web, site: Site, method: str, path: str, raw_query: str, form: dict[str, list[str]]) -> Result:
    if path == "/robots.txt":
        return robots(site)
    if site.kind in ("portal", "webdir"):
        status, html = directory_page(web, site, path, raw_query)
        return html_result(site, html, status)
    key, k, extra = site.router.resolve(path, raw_query)
    hl = site.alt_en and extra.get("hl", [""])[0] == "en"
    L = LANGS["en"] if hl else LANGS[site.lang]
    rng = random.Random(f"{web.seed}|{site.idx}|{path}|{raw_query}")
    ctx = Ctx(web, site, L, hl, rng, key)
    if key == "/":
        return redirect(site.router.url("home"))
    if key == "go" and site.hide == "redirect_chain":
        return redirect("/redirect.php?" + urlencode({"target": site.router.url("search")}), 301)
    if key == "out" and site.hide == "redirect_chain":
        target = extra.get("target", [""])[0]
        if target.startswith("/") and not target.startswith("//"):
            head = f'<meta http-equiv="refresh" content="0; url={escape(target)}">'
            return html_result(site, doc(ctx, L.go, f"<p>{escape(L.go)} …</p>", head))
    if key == "pdf":
        return 200, [("Content-Type", "application/pdf")], b"%PDF-1.4\n% tender document\n%%EOF\n"
    if key not in _keys(site):
        return html_result(site, doc(ctx, "404", "<h1>404</h1><p>Not found.</p>"), 404)
    if key == "home" and site.template == "frames":
        return html_result(site, frameset(ctx))
    printing = extra.get("print", [""])[0] == "1"
    title, body = PAGES.get(key, _generic)(ctx, k, extra, printing)
    if printing:
        return html_result(site, doc(ctx, title, f"<div class='print'>{body}</div>"))
    if key in ("widget", "menu", "top"):
        return html_result(site, doc(ctx, title, body))
    return html_result(site, wrap(ctx, title, body))


def _keys(site: Site) -> set[str]:
    keys = set(TOPIC_KEYS if site.kind in ("form", "topic") else ALL_KEYS | {"items"})
    if site.kind == "form":
        keys |= {"search", "results"}
    if site.sub == "stats":
        keys.add("stats")
    if site.kind == "neighbour":
        keys |= {"lookup", "found", "links"}
    if site.sitesearch:
        keys.add("sitesearch")
    if site.calendar:
        keys.add("calendar")
    return keys


# -- notices -------------------------------------------------------------------------------------------
def notice(ctx: Ctx, k: int) -> dict[str, str]:
    s, L = ctx.site, LANGS[ctx.site.lang]
    r = random.Random(f"{s.idx}|n|{k}")
    cpv = r.choice(CPV)
    return {
        "subject": r.choice(L["subjects"]),
        "ref": f"{2015 + k % 10}/{s.idx % 97:02d}-{k:04d}",
        "authority": s.title,
        "cpv": f"{cpv[0]} {cpv[1]}",
        "deadline": f"{1 + k % 28:02d}.{1 + k % 12:02d}.{2015 + k % 10}",
        "value": f"{r.randint(5, 900) * 1000:,}".replace(",", " "),
        "status": (L.s_open, L.s_closed, L.s_awarded)[k % 3],
        "region": r.choice(L["regions"]),
    }


def _notice_li(ctx: Ctx, k: int) -> str:
    n = notice(ctx, k)
    return (
        f'<a href="{escape(ctx.item_url(k))}">{escape(n["ref"])} – {escape(n["subject"])}</a> ({escape(n["deadline"])})'
    )


def _pager(ctx: Ctx, key: str, page: int, pages: int, **params: object) -> str:
    L = ctx.L
    out = []
    if page > 1:
        out.append(ctx.a(key, f"« {L.prev}", pg=page - 1, **params))
    for p in range(max(1, page - 2), min(pages, page + 2) + 1):
        out.append(f"<b>{p}</b>" if p == page else ctx.a(key, str(p), pg=p, **params))
    if page < pages:
        out.append(ctx.a(key, f"{L.next} »", pg=page + 1, **params))
        out.append(ctx.a(key, f"{L.last} »»", pg=pages, **params))
    return f'<p class="pager">{" ".join(out)}</p>'


def _page_no(extra: dict[str, list[str]], pages: int) -> int:
    v = extra.get("pg", ["1"])[0]
    return min(max(int(v), 1), pages) if v.isdigit() else 1


# -- on-topic pages ------------------------------------------------------------------------------------------
def _home(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    if s.kind not in ("form", "topic"):
        return _off_home(ctx)
    latest = [_notice_li(ctx, s.items - i) for i in range(5)]
    body = f"<h1>{escape(s.title)}</h1><p>{escape(L.lorem)}</p><h2>{escape(L.procurement)}</h2>{ul(latest)}"
    body += f"<p>{ctx.a('procurement', L.procurement + ' »')}</p>"
    if s.sub == "esubmit":
        body += F.login_form(ctx) + f"<p>{ctx.a('register', L.register)}</p>"
    if s.sub == "supplier":
        body += f"<p><strong>{ctx.a('register', L.register)}</strong></p>"
    if s.links_home and s.out:
        body += related(ctx)
    return s.title, body


def _procurement(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    title = f"{L.procurement} – {s.title}"
    if s.hide == "see_all":
        latest = [_notice_li(ctx, s.items - i) for i in range(5)]
        body = f"<h1>{escape(L.procurement)}</h1><p>{escape(L.lorem)}</p>{ul(latest)}"
        return title, body + f'<p class="more">{ctx.a("search", f"{L.seeall} ({s.items})")}</p>'
    if s.hide == "numeric_nav":
        subs = [("archive", L.archive), ("documents", L.documents), ("guide", L.guide), ("search", s.brand)]
        subs += [("register", L.register), ("complaints", L.complaints)]
        items = [f"1.{i + 1} {ctx.a(key, t)}" for i, (key, t) in enumerate(subs)]
        return title, f"<h1>{escape(L.procurement)}</h1><p>{escape(L.lorem)}</p>{ul(items, 'subpages')}"
    pages = max(1, (s.items + PER_PAGE - 1) // PER_PAGE)
    page = _page_no(extra, pages)
    first = s.items - (page - 1) * PER_PAGE
    rows = [_notice_li(ctx, kk) for kk in range(first, max(0, first - PER_PAGE), -1)]
    if s.sub == "notices":
        rows = [r + f' <a href="{ctx.r.pdf(f"notice-{kk}")}">PDF</a>' for r, kk in zip(rows, range(first, 0, -1))]
    body = f"<h1>{escape(L.procurement)}</h1>"
    facets = ""
    if s.facets and not printing:
        chosen = extra.get("f", [])
        opts = [f"status:{v}" for v in ("open", "closed", "awarded")] + [f"cpv:{c}" for c, _ in CPV[:4]]
        base = ctx.u("procurement")
        links = [
            f'<a href="{escape(base + ("&" if "?" in base else "?") + urlencode([("f", x) for x in chosen + [o]]))}">{escape(o)}</a>'
            for o in opts
        ]
        sorts = [ctx.a("procurement", o, sort=o) for o in ("date", "deadline", "value")]
        facets = f'<div class="facets">{" ".join(links)} | {escape(L.f_sort)}: {" ".join(sorts)}</div>'
    body += facets + ul(rows) + _pager(ctx, "procurement", page, pages)
    if printing:
        box = [ctx.a("archive", L.archive), ctx.a("documents", L.documents)]
        if s.hide == "print_only":
            box.insert(1, ctx.a("search", s.brand))
        return title, body + f'<div class="seealso"><h3>{escape(L.related)}</h3>{ul(box)}</div>'
    body += f"<p>{ctx.a('archive', L.archive)} · {ctx.a('procurement', L.print, print=1)}</p>"
    return title, body


def _archive(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    pages = 9 if s.hide == "archive_last" else 3 + s.idx % 9
    page = _page_no(extra, pages)
    first = max(1, s.items // 2) - (page - 1) * 12
    rows = [_notice_li(ctx, kk) for kk in range(first, max(0, first - 12), -1)]
    body = f"<h1>{escape(L.archive)}</h1>{ul(rows)}{_pager(ctx, 'archive', page, pages)}"
    if page == pages and s.hide == "archive_last":
        body += f"<p>{escape(L.archive)}: {ctx.a('search', s.brand)}</p>"
    return L.archive, body


def _docs(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    rows = [f'<a href="{ctx.r.pdf(f"doc-{i}")}">{escape(L.documents)} {2024 - i % 6} ({i})</a> PDF' for i in range(12)]
    return L.documents, f"<h1>{escape(L.documents)}</h1>{ul(rows)}"


def _transparency(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    obls = L["obligations"]
    links = []
    for i in range(24):
        o = obls[i % len(obls)]
        links.append(f'<a href="{ctx.r.pdf(f"obl-{i}")}">{escape(o)} – art. {12 + i}</a>')
    links.insert(7 + ctx.site.idx % 12, ctx.a("contracts", f"{L.contracts} – art. 37"))
    return L.transparency, f"<h1>{escape(L.transparency)}</h1><p>{escape(L.lorem)}</p>{ul(links, 'obligations')}"


def _contracts(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    rows = [f'<a href="{ctx.r.pdf(f"contracts-{y}")}">{escape(L.contracts)} {y}</a>' for y in range(2024, 2016, -1)]
    rows.insert(2, ctx.a("procurement", L.procurement))
    if s.hide == "transparency_hub":
        rows.insert(5, ctx.a("search", s.brand))
    return L.contracts, f"<h1>{escape(L.contracts)}</h1>{ul(rows)}"


def _suppliers(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    links = [ctx.a(key, t) for key, t in (("guide", L.guide), ("register", L.register), ("newsletter", L.newsletter))]
    links += [ctx.a("login", L.login), ctx.a("complaints", L.complaints)]
    return L.suppliers, f"<h1>{escape(L.suppliers)}</h1><p>{escape(L.lorem)}</p>{ul(links)}"


def _guide(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    heads = [L.about, L.register, L.login, L.procurement, L.f_procedure, L.documents, L.suppliers, L.f_deadline]
    heads += [L.f_value, L.complaints, L.newsletter, L.contact]
    toc = ul([f'<a href="#s{i + 1}">{i + 1}. {escape(h)}</a>' for i, h in enumerate(heads)], "toc")
    secs = []
    for i, h in enumerate(heads):
        text = escape(L.lorem)
        if i == 6 and s.hide == "toc_guide":
            text += f" → {ctx.a('search', s.brand)}."
        secs.append(f'<h2 id="s{i + 1}">{i + 1}. {escape(h)}</h2><p>{text}</p><p>{text}</p><p><a href="#top">↑</a></p>')
    return L.guide, f'<h1 id="top">{escape(L.guide)}</h1>{toc}{"".join(secs)}'


def _business(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    blocks = [
        (L.register, ctx.a("register", L.register)),
        (L.guide, ctx.a("guide", L.guide)),
        (
            L.procurement,
            ctx.a("search", s.brand) if s.hide == "supplier_details" else ctx.a("procurement", L.procurement),
        ),
        (L.newsletter, ctx.a("newsletter", L.newsletter)),
        (L.complaints, ctx.a("complaints", L.complaints)),
    ]
    html = "".join(f"<details><summary>{escape(q)}?</summary><p>{escape(L.lorem)} {a}</p></details>" for q, a in blocks)
    return L.business, f"<h1>{escape(L.business)}</h1>{html}"


def _useful(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    rows = []
    for i in s.out[:8]:
        o = ctx.web.sites[i]
        rows.append((ctx.ext(i), f"/img/logo-{o.idx}.png", o.brand or o.title))
    if s.hide == "logo_table":
        rows.insert(min(2, len(rows)), (ctx.u("search"), "/img/platform.png", s.brand))
    trs = "".join(
        f'<tr><td><a href="{escape(h)}"><img src="{escape(src)}" alt="{escape(alt)}" width="120" height="40"></a></td>'
        f"<td>{escape(L['cats'][n % 5])}</td></tr>"
        for n, (h, src, alt) in enumerate(rows)
    )
    return L.useful, f"<h1>{escape(L.useful)}</h1><table class='platforms'>{trs}</table>"


def _opendata(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    rows = "".join(
        f'<tr><td>{escape(L.procurement)} {y}</td><td><a href="{ctx.r.pdf(f"data-{y}")}">CSV</a></td></tr>'
        for y in range(2024, 2018, -1)
    )
    frame = (
        f'<iframe src="{escape(ctx.u("widget"))}" width="100%" height="320" title="{escape(L.procurement)}"></iframe>'
    )
    return L.opendata, f"<h1>{escape(L.opendata)}</h1><table>{rows}</table>{frame}"


def _widget(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    latest = [_notice_li(ctx, s.items - i) for i in range(5)]
    more = ctx.a("search", f"{L.seeall} · {s.brand}") if s.hide == "widget_iframe" else ctx.a("procurement", L.seeall)
    return L.procurement, f'<div class="widget"><h4>{escape(L.procurement)}</h4>{ul(latest)}<p>{more}</p></div>'


def _links(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    return ctx.L.related, f"<h1>{escape(ctx.L.related)}</h1>{related(ctx)}"


def _org(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    units = [escape(L.about), escape(L.documents), ctx.a("profile", L.profile), escape(L.opendata), escape(L.contact)]
    return L.org, f"<h1>{escape(L.org)}</h1>{ul(units, 'orgchart')}"


def _about(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    body = f"<h1>{escape(L.about)}</h1><p>{escape(L.lorem)}</p>"
    if s.kind in ("form", "topic"):
        body += ul([ctx.a("org", L.org), ctx.a("documents", L.documents), ctx.a("contact", L.contact)])
    return L.about, body


def _profile(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    if s.hide == "buyer_profile":
        notices = ctx.a("search", L.seeall)
    else:
        notices = ul([_notice_li(ctx, s.items - i) for i in range(6)])
    rows = [(L.f_authority, escape(s.title)), (L.f_region, escape(LANGS[s.lang]["regions"][s.idx % 5]))]
    rows += [
        (L.contact, f"info@{escape(s.host)}"),
        (L.procurement, notices),
        (L.documents, ctx.a("documents", L.documents)),
    ]
    trs = "".join(f"<tr><th>{escape(a)}</th><td>{b}</td></tr>" for a, b in rows)
    return L.profile, f"<h1>{escape(L.profile)}</h1><table class='profile'>{trs}</table>"


def _form_page(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    key, L, s = ctx.key, ctx.L, ctx.site
    make = {"login": F.login_form, "register": F.register_form, "newsletter": F.newsletter_form}
    make |= {"complaints": F.complaints_form, "contact": F.contact_form}
    title = {"login": L.login, "register": L.register, "newsletter": L.newsletter, "complaints": L.complaints}
    title["contact"] = L.contact
    body = f"<h1>{escape(title[key])}</h1><p>{escape(L.lorem if s.kind in ('form', 'topic') else '')}</p>"
    return title[key], body + make[key](ctx)


def _stats(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    year = extra.get("y", ["2024"])[0]
    rows = "".join(
        f"<tr><td>{escape(r)}</td><td>{(i * 37 + len(year)) % 400}</td></tr>" for i, r in enumerate(L["regions"])
    )
    return L.opendata, f"<h1>{escape(L.procurement)} – {escape(year)}</h1>{F.stats_form(ctx)}<table>{rows}</table>"


def _calendar(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    m = extra.get("m", ["2024-05"])[0]
    try:
        y, mo = (int(x) for x in m.split("-"))
    except ValueError:
        y, mo = 2024, 5
    prev = f"{y - (mo == 1)}-{12 if mo == 1 else mo - 1:02d}"
    nxt = f"{y + (mo == 12)}-{1 if mo == 12 else mo + 1:02d}"
    days = "".join(f"<td>{d}</td>" + ("</tr><tr>" if d % 7 == 0 else "") for d in range(1, 31))
    nav = f"{ctx.a('calendar', '« ' + prev, m=prev)} <b>{y}-{mo:02d}</b> {ctx.a('calendar', nxt + ' »', m=nxt)}"
    return L.calendar, f"<h1>{escape(L.calendar)}</h1><p>{nav}</p><table><tr>{days}</tr></table>"


def _item(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    if k < 1 or k > s.items:
        return "404", "<h1>404</h1>"
    if s.kind not in ("form", "topic"):
        words = OFF_WORDS[s.sub].split()
        t = f"{words[k % len(words)].title()} {words[(k * 3) % len(words)]} #{k}"
        body = f"<h1>{escape(t)}</h1><p>{' '.join(words[(k + i) % len(words)] for i in range(30))}.</p>"
        back = "items"
    else:
        n = notice(ctx, k)
        t = f"{n['ref']} – {n['subject']}"
        rows = [
            (L.f_ref, n["ref"]),
            (L.f_authority, n["authority"]),
            (L.f_cpv, n["cpv"]),
            (L.f_deadline, n["deadline"]),
        ]
        rows += [(L.f_value, n["value"] + " €"), (L.f_region, n["region"]), (L.f_status, n["status"])]
        dl = "".join(f"<dt>{escape(a)}</dt><dd>{escape(b)}</dd>" for a, b in rows)
        body = f"<h1>{escape(t)}</h1><dl>{dl}</dl><p>{escape(L.lorem)}</p>"
        body += f'<p><a href="{ctx.r.pdf(f"notice-{k}")}">PDF</a></p>'
        back = "procurement"
    links = [ctx.a(back, "↑")]
    if k > 1:
        links.append(f'<a href="{escape(ctx.item_url(k - 1))}">{escape(L.prev)}</a>')
    if k < s.items:
        links.append(f'<a href="{escape(ctx.item_url(k + 1))}">{escape(L.next)}</a>')
    if not printing:
        links.append(f'<a href="{escape(add_query(ctx.item_url(k), {"print": "1"}))}">{escape(L.print)}</a>')
    return t, body + f"<p>{' · '.join(links)}</p>"


def _search(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    title = f"{s.brand} – {L.procurement}"
    if printing or ctx.hl or extra:  # the form lives on one URL only: no print, language or other variant
        native = escape(s.router.url("search"))
        return (
            title,
            f'<h1>{escape(s.brand)}</h1><p>{escape(LANGS[s.lang].name)}: <a href="{native}">{escape(s.brand)}</a></p>',
        )
    body = f"<h1>{escape(s.brand)}</h1><p>{escape(L.lorem)}</p>{F.relevant_form(ctx)}"
    if s.hide == "see_all":
        body += ul([_notice_li(ctx, s.items - i) for i in range(PER_PAGE)])
    return title, body


def _results(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    start = 1 + int(hashlib.md5(repr(sorted(extra.items())).encode()).hexdigest()[:4], 16) % max(1, s.items - 10)
    trs = []
    for kk in range(start, min(s.items, start + 10) + 1):
        n = notice(ctx, kk)
        link = f'<a href="{escape(ctx.item_url(kk))}">{escape(n["subject"])}</a>'
        trs.append(
            f"<tr><td>{escape(n['ref'])}</td><td>{link}</td><td>{escape(n['deadline'])}</td><td>{escape(n['status'])}</td></tr>"
        )
    head = f"<tr><th>{escape(L.f_ref)}</th><th>{escape(L.procurement)}</th><th>{escape(L.f_deadline)}</th><th>{escape(L.f_status)}</th></tr>"
    return (
        s.brand,
        f"<h1>{escape(s.brand)}</h1><table class='results'>{head}{''.join(trs)}</table><p>{ctx.a('search', '« ' + L.prev)}</p>",
    )


def _sitesearch(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    q = next((v[0] for key, v in extra.items() if key in ("q", "s", "keys", "query", "searchword")), "")
    hits = [_notice_li(ctx, 1 + (len(q) * 7 + i) % s.items) for i in range(5)] if s.kind in ("form", "topic") else []
    return L.search, f"<h1>{escape(L.search)}: {escape(q)}</h1>{ul(hits)}"


def _news(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    heads = [f"{d:02d}.0{1 + d % 9}.2024 – {escape(L.lorem.split('.')[0])}" for d in range(1, 11)]
    return L.news, f"<h1>{escape(L.news)}</h1>{ul(heads)}"


def _sitemap(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    return ctx.L.sitemap, f"<h1>{escape(ctx.L.sitemap)}</h1>{ul(nav(ctx))}{ul(footer(ctx))}"


def _menu(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    """The menu frame of a frame-based site: header, navigation and footer links (targets: main)."""
    html = f"{header(ctx)}{ul(nav(ctx))}<hr>{ul(footer(ctx))}".replace("<a href=", '<a target="main" href=')
    return ctx.site.title, html


def _top(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    return ctx.site.title, f'<h1><a href="/" target="_top">{escape(ctx.site.title)}</a></h1>'


def _generic(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    L = ctx.L
    title = {"privacy": L.privacy, "accessibility": L.accessibility}.get(ctx.key, ctx.site.title)
    return title, f"<h1>{escape(title)}</h1><p>{escape(L.lorem)}</p>"


# -- neighbours and off-topic sites ---------------------------------------------------------------------------
def _off_home(ctx: Ctx) -> tuple[str, str]:
    s, L = ctx.site, ctx.L
    words = OFF_WORDS[s.sub].split()
    title = s.title
    latest = [
        f'<a href="{escape(ctx.item_url(s.items - i))}">{escape(words[i % len(words)].title())} #{s.items - i}</a>'
        for i in range(6)
    ]
    body = f"<h1>{escape(title)}</h1><p>{' '.join(words)}.</p>{ul(latest)}"
    if s.kind == "neighbour":
        body += F.neighbour_form(ctx) if s.idx % 2 else f"<p>{ctx.a('lookup', F.NEIGHBOUR_FORMS[s.sub][0])}</p>"
        if s.sub == "consultancy":
            body += f"<p>{escape(L.procurement)} · {escape(L.procurement2)} · {escape(L.f_deadline)}</p>"
    partners = [f'<a href="{ctx.ext(i)}">{escape(ctx.web.sites[i].title or ctx.web.sites[i].host)}</a>' for i in s.out]
    return title, body + "<h3>Partners</h3>" + ul(partners)


def _items(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s = ctx.site
    words = OFF_WORDS[s.sub].split()
    pages = max(1, (s.items + 19) // 20)
    page = _page_no(extra, pages)
    first = s.items - (page - 1) * 20
    rows = [
        f'<a href="{escape(ctx.item_url(kk))}">{escape(words[kk % len(words)].title())} #{kk}</a>'
        for kk in range(first, max(0, first - 20), -1)
    ]
    return words[0].title(), f"<h1>{escape(words[0].title())}</h1>{ul(rows)}{_pager(ctx, 'items', page, pages)}"


def _lookup(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    button = F.NEIGHBOUR_FORMS[ctx.site.sub][0]
    return button, f"<h1>{escape(button)}</h1>{F.neighbour_form(ctx)}"


def _found(ctx: Ctx, k: int, extra: dict[str, list[str]], printing: bool) -> tuple[str, str]:
    s = ctx.site
    rows = [f'<a href="{escape(ctx.item_url(1 + (i * 13) % s.items))}">#{1 + (i * 13) % s.items}</a>' for i in range(8)]
    return "Results", f"<h1>Results</h1>{ul(rows)}<p>{ctx.a('lookup', '«')}</p>"


PAGES = {
    "home": _home,
    "main": _home,
    "about": _about,
    "procurement": _procurement,
    "archive": _archive,
    "documents": _docs,
    "transparency": _transparency,
    "contracts": _contracts,
    "suppliers": _suppliers,
    "guide": _guide,
    "business": _business,
    "useful": _useful,
    "opendata": _opendata,
    "widget": _widget,
    "links": _links,
    "org": _org,
    "profile": _profile,
    "login": _form_page,
    "register": _form_page,
    "newsletter": _form_page,
    "complaints": _form_page,
    "contact": _form_page,
    "stats": _stats,
    "calendar": _calendar,
    "item": _item,
    "search": _search,
    "results": _results,
    "sitesearch": _sitesearch,
    "news": _news,
    "sitemap": _sitemap,
    "menu": _menu,
    "top": _top,
    "items": _items,
    "lookup": _lookup,
    "found": _found,
}

__all__ = ["Ctx", "render", "wrap"]
