"""Where family J's relevant search forms hide: the form sites' own pages and the partner hosts.

Each form site takes one hiding place of :data:`HIDES` (``HIDES[f % len(HIDES)]``); :data:`NEEDS` says which pages
of the site the hiding place uses (:mod:`tests.web10.build` adds them to the site) and :func:`render` draws them.
"""

from __future__ import annotations

from tests.web10.forms import negative_form, relevant_form
from tests.web10.html import a, esc, ul
from tests.web10.lang import COND, DRUGS, KW, LANG_COUNTRY, t
from tests.web10.pages import Ctx, Result, chrome, finish, html, item_title, label, para, redirect

HIDES = (
    "audience",
    "accordion",
    "cta_banner",
    "wizard",
    "country_map",
    "partner_host",
    "acronym_table",
    "data_hub",
    "report_deeplink",
    "tag_cloud",
    "iframe_embed",
    "investigator_portal",
)
#: Hiding place → (pages it adds, navigation entries it needs, footer entries it needs).
NEEDS: dict[str, tuple[list[str], list[str], list[str]]] = {
    "audience": (["form"], [], []),
    "accordion": (["form"], ["research"], []),
    "cta_banner": (["form"], ["patients"], []),
    "wizard": (["form", "step-1", "step-2", "step-2b"], ["services"], []),
    "country_map": (["form", "countries"] + [f"country-{i}" for i in range(1, 6)], [], ["countries"]),
    "partner_host": ([], [], []),
    "acronym_table": (["form", "registers"], ["data"], []),
    "data_hub": (["form", "go"], ["data"], []),
    "report_deeplink": (["form"] + [f"report-{y}" for y in range(2019, 2024)], ["pubs"], []),
    "tag_cloud": (["form", "launch"] + [f"tag-{i}" for i in range(1, 13)], ["news"], []),
    "iframe_embed": (["form"], ["pros"], []),
    "investigator_portal": (["form", "investigators"], ["pros"], []),
}
_INV = {
    "de": ("Prüfarztportal", "Öffentlicher Zugang ohne Anmeldung"),
    "fr": ("Portail investigateurs", "Accès public sans inscription"),
    "nl": ("Onderzoekersportaal", "Openbare toegang zonder account"),
    "pt": ("Portal do investigador", "Acesso público sem registo"),
    "ja": ("研究者ポータル", "登録なしで公開情報を見る"),
    "ko": ("연구자 포털", "로그인 없이 공개 정보 보기"),
    "en": ("Investigator portal", "Public access without registration"),
}
_TAGS = [
    "COVID-19",
    "GCP",
    "SmPC",
    "2023",
    "EU-CTR",
    "oncology",
    "",
    "pediatrics",
    "biosimilars",
    "GMP",
    "open data",
    "ATC",
]


def _form_url(ctx: Ctx) -> str:
    """Where the site's relevant form is (its partner host's page for a registry hosted elsewhere)."""
    site = ctx.site
    if site.hide == "partner_host":
        partner = ctx.web.sites[site.partner]
        return partner.url("form")
    return site.path("form")


def _form_page(ctx: Ctx) -> Result:
    site, lang = ctx.site, ctx.lang
    if ctx.q:  # one page holds the form: any other URL of it goes back to the canonical one
        return redirect(site.path("form"), 301)
    client = ctx.web.sites[site.partner] if site.kind == "partner" else site
    lang = client.lang
    form = relevant_form(client, site.path("results"), ctx.rng)
    intro = f"<p>{esc(ctx.rng.choice(KW[lang]))}. {esc(client.brand)} ({esc(client.acronym)}).</p>"
    title = f"{client.acronym} – {client.brand}"
    if site.hide == "iframe_embed" or site.kind == "partner":
        back = a(client.base + client.home(), client.name, target="_top")
        page = chrome(ctx, title, f"<h2>{esc(client.brand)}</h2>{intro}{form}<p>{back}</p>", search=False, switch=False)
        page.bare = True
        return finish(ctx, page)
    page = chrome(
        ctx, f"{title} – {site.name}", f"<h1>{esc(client.brand)}</h1>{intro}{form}", search=False, switch=False
    )
    return finish(ctx, page)


def _results(ctx: Ctx) -> Result:
    """What a submission returns: records, a link back to the form, the next page; never the form again."""
    site = ctx.site
    client = ctx.web.sites[site.partner] if site.kind == "partner" else site
    raw = ctx.arg("n", "1")
    n = int(raw) if raw.isdigit() and 0 < int(raw) < 50 else 1
    items = client.items
    first = ((n - 1) * 10) % max(1, items) + 1
    rows = []
    for k in range(first, min(items, first + 9) + 1):
        if site.kind == "partner":
            rows.append(f"<li>{esc(item_title(Ctx(ctx.web, client, 'item', k, {}, ctx.rng, client.lang), k))}</li>")
        else:
            rows.append(f"<li>{ctx.item_link(k, item_title(ctx, k))}</li>")
    more = a(site.path("results", n=n + 1), t(client.lang, "next")) if first + 10 <= items else ""
    body = f"<ol class='hits'>{''.join(rows)}</ol><p>{more} · {a(site.path('form'), t(client.lang, 'search'))}</p>"
    return html(ctx, f"{t(client.lang, 'results')} – {client.acronym}", body, search=False)


def _partner(ctx: Ctx) -> Result:
    site = ctx.site
    client = ctx.web.sites[site.partner]
    if ctx.pid == "home":
        return html(
            ctx,
            site.name,
            f"<p>Registry hosting for health authorities since 2009.</p><p>{a(site.path('client'), client.name)}</p>",
        )
    if ctx.pid == "client":  # a meta refresh to the client's registry
        head = f'<meta http-equiv="refresh" content="0; url={esc(site.url("form"))}">'
        page = chrome(ctx, client.brand, f"<p>{esc(client.brand)} …</p>")
        page.head, page.bare = head, True
        return finish(ctx, page)
    if ctx.pid == "form":
        return _form_page(ctx)
    if ctx.pid == "results":
        return _results(ctx)
    return html(ctx, site.name, "<p>Not found.</p>", status=404)


def render(ctx: Ctx) -> Result | None:
    """The pages of a form site that depend on its hiding place (None: an ordinary page of the site)."""
    site, lang, pid, hide = ctx.site, ctx.lang, ctx.pid, ctx.site.hide
    if site.kind == "partner":
        return _partner(ctx)
    if pid == "form":
        return _form_page(ctx)
    if pid == "results":
        return _results(ctx)
    brand = site.brand
    form = _form_url(ctx)
    if pid == "home":
        body = para(ctx, 2)
        body += f"<p>{a(site.path('list'), t(lang, 'trials'))} · {a(site.path('news'), t(lang, 'news'))}</p>"
        if hide == "audience":
            body += (
                f"<div class='audience'>{a(site.path('patients'), t(lang, 'i_patient'), class_='btn')}"
                f"{a(site.path('pros'), t(lang, 'i_pro'), class_='btn')}</div>"
            )
        return html(ctx, site.name, body)
    if pid == "pros" and hide == "audience":
        rows = [
            (t(lang, "medicines"), site.path("list")),
            (t(lang, "adverse"), site.path("adverse")),
            (brand, form),
            (t(lang, "pubs"), site.path("news")),
        ]
        body = (
            "<dl>" + "".join(f"<dt>{a(h, x)}</dt><dd>{esc(ctx.rng.choice(KW[lang]))}</dd>" for x, h in rows) + "</dl>"
        )
        return html(ctx, t(lang, "pros"), body)
    if pid == "research" and hide == "accordion":
        sections = []
        for i in range(1, 6):
            inner = para(ctx, 1)
            if i == 4:
                inner += f"<p>{a(form, brand)}</p>"
            sections.append(
                f"<div class='acc-item'><h3 class='acc-head'><a href='#s{i}'>{esc(ctx.rng.choice(KW[lang]))}"
                f"</a></h3><div class='acc-panel' id='s{i}'>{inner}</div></div>"
            )
        return html(ctx, t(lang, "research"), f"<div class='accordion'>{''.join(sections)}</div>")
    if pid == "patients" and hide == "cta_banner":
        banner = (
            f'<div class="banner"><a href="{esc(form)}"><img src="/img/cta-{site.index}.gif" '
            f'alt="{esc(t(lang, "find"))}" width="640" height="120"></a></div>'
        )
        return html(ctx, t(lang, "patients"), banner + para(ctx, 2))
    if hide == "wizard" and pid in ("services", "step-1", "step-2", "step-2b"):
        if pid == "services":
            rows = [
                (t(lang, "adverse"), site.path("adverse")),
                (t(lang, "newsletter"), site.path("newsletter")),
                (f"{brand} – {t(lang, 'start')}", site.path("step-1")),
            ]
            return html(ctx, t(lang, "services"), para(ctx, 1) + ul(rows))
        if pid == "step-1":
            return html(
                ctx, f"{brand} (1/3)", para(ctx, 2) + f"<p>{a(site.path('step-2'), t(lang, 'start') + ' ›')}</p>"
            )
        if pid == "step-2":
            rows = [(t(lang, "trials"), form), (t(lang, "medicines"), site.path("step-2b"))]
            return html(ctx, f"{brand} (2/3)", ul(rows, "choices"))
        return html(ctx, f"{brand} (2/3)", para(ctx, 1) + f"<p>{a(site.path('step-2'), '‹')}</p>")
    if hide == "country_map" and (pid == "countries" or pid.startswith("country-")):
        if pid == "countries":
            own = LANG_COUNTRY[site.lang]
            others = ["DE", "FR", "PT", "KR", "GE", "TZ", "IS", "SI"]
            others = [c for c in others if c != own][:5]
            areas = [
                f'<area shape="rect" coords="{i * 60},0,{i * 60 + 59},80" href="{esc(form)}" alt="{own}">'
                if c == own
                else f'<area shape="rect" coords="{i * 60},0,{i * 60 + 59},80" '
                f'href="{esc(site.path(f"country-{i}"))}" alt="{c}">'
                for i, c in enumerate([own] + others)
            ]
            # the areas' order: the own country first, the others country-1…country-5
            body = (
                f'<img src="/img/map-{site.index}.gif" usemap="#countries" alt="" width="360" height="80">'
                f'<map name="countries">{"".join(areas)}</map>'
            )
            return html(ctx, t(lang, "country"), body)
        return html(ctx, pid, para(ctx, 1) + f"<p>{a(site.path('countries'), '‹ ' + t(lang, 'country'))}</p>")
    if pid == "data" and hide in ("acronym_table", "data_hub"):
        if hide == "acronym_table":
            body = para(ctx, 1) + ul([(t(lang, "registers"), site.path("registers")), ("CSV", "/files/statistics.csv")])
            return html(ctx, t(lang, "data"), body)
        feeds = [("RSS " + t(lang, "news"), "/feeds/news.xml"), ("RSS " + t(lang, "trials"), "/feeds/trials.xml")]
        downloads = [(f"{t(lang, 'medicines')} {y} (CSV)", f"/files/medicines-{y}.csv") for y in (2022, 2023, 2024)]
        opendata = [
            (f"{site.acronym} – API", "/files/api-doc.pdf"),
            (f"{site.acronym} – web", site.path("go")),
            (f"{site.acronym} – XML", "/feeds/records.xml"),
        ]
        body = f"<h2>RSS</h2>{ul(feeds)}<h2>CSV</h2>{ul(downloads)}<h2>Open data</h2>{ul(opendata)}"
        return html(ctx, t(lang, "data"), body)
    if pid == "registers" and hide == "acronym_table":
        rows = [
            ("ATC-DB", "/files/atc.pdf", "PDF"),
            (site.acronym, form, "HTML"),
            ("PSUR", "/files/psur.csv", "CSV"),
            ("GMP-R", "/files/gmp.pdf", "PDF"),
        ]
        cells = "".join(
            f"<tr><td>{a(h, x)}</td><td>{esc(ctx.rng.choice(KW[lang]))}</td><td>{f}</td></tr>" for x, h, f in rows
        )
        return html(ctx, t(lang, "registers"), f"<table class='registers'>{cells}</table>")
    if pid == "go" and hide == "data_hub":
        return redirect(form)
    if hide == "report_deeplink" and (pid == "pubs" or pid.startswith("report-")):
        if pid == "pubs":
            rows = [(f"{t(lang, 'report')} {y}", site.path(f"report-{y}")) for y in range(2023, 2018, -1)]
            return html(ctx, t(lang, "pubs"), ul(rows))
        year = pid[7:]
        pages = []
        for n in range(1, 7):
            note = ""
            if year == "2023" and n == 5:
                url = site.base + form
                note = f"<p class='fn'><sup>17</sup> {esc(brand)}: {a(form, url)}</p>"
            pages.append(f"<div class='pdf-page'><p class='pg'>{n} / 48</p>{para(ctx, 2)}{note}</div>")
        return html(ctx, f"{t(lang, 'report')} {year}", "".join(pages))
    if hide == "tag_cloud" and (pid == "news" or pid.startswith("tag-") or pid == "launch"):
        if pid == "news":
            tags = _TAGS[:6] + [site.acronym] + _TAGS[7:]
            cloud = " ".join(
                f"<a href='{esc(site.path(f'tag-{i + 1}'))}' style='font-size:{80 + (i * 37) % 90}%'>{esc(tag)}</a>"
                for i, tag in enumerate(tags)
            )
            heads = "".join(f"<li>2024-0{m}-1{m}: {esc(ctx.rng.choice(KW[lang]))}</li>" for m in range(1, 8))
            return html(ctx, t(lang, "news"), f"<ul class='news'>{heads}</ul><div class='tagcloud'>{cloud}</div>")
        if pid == "launch":
            return html(ctx, f"{brand} (2023-11-14)", para(ctx, 2) + f"<p>{a(form, brand)}</p>")
        n = int(pid[4:])
        rows = [ctx.item_link(k, item_title(ctx, k)) for k in (n, n + 12) if k <= site.items]
        if n == 7:
            rows.insert(1, a(site.path("launch"), f"{brand} (2023-11-14)"))
        tag = site.acronym if n == 7 else _TAGS[n - 1]
        return html(ctx, f"# {tag}", "<ul>" + "".join(f"<li>{r}</li>" for r in rows) + "</ul>")
    if pid == "pros" and hide in ("iframe_embed", "investigator_portal"):
        if hide == "iframe_embed":
            frame = f'<iframe src="{esc(form)}" title="{esc(brand)}" width="100%" height="700"></iframe>'
            return html(ctx, t(lang, "pros"), para(ctx, 1) + frame)
        inv = _INV.get(lang, _INV["en"])[0]
        rows = [
            (t(lang, "adverse"), site.path("adverse")),
            (inv, site.path("investigators")),
            (t(lang, "pubs"), site.path("news")),
        ]
        return html(ctx, t(lang, "pros"), para(ctx, 1) + ul(rows))
    if pid == "investigators" and hide == "investigator_portal":
        inv, public = _INV.get(lang, _INV["en"])
        body = negative_form("login", lang, site.path("sent")) + f"<p><small>{a(form, public)}</small></p>"
        return html(ctx, inv, body)
    if pid == "news":
        heads = "".join(
            f"<li>2024-0{m}-0{m}: {esc(ctx.rng.choice(KW[lang]))} – {esc(ctx.rng.choice(COND[lang]))}</li>"
            for m in range(1, 9)
        )
        return html(ctx, t(lang, "news"), f"<ul class='news'>{heads}</ul>")
    if pid in ("patients", "pros", "research", "data", "services", "pubs"):
        body = para(ctx, 2) + ul(
            [(label(site, lang, "list"), site.path("list")), (t(lang, "adverse"), site.path("adverse"))]
        )
        if pid == "patients":  # a decoy: the call to action's words over a fixed list
            body += (
                f"<h2>{esc(t(lang, 'find'))}</h2><ul>"
                + "".join(f"<li>{esc(c)} – {esc(d)}</li>" for c, d in zip(COND[lang], DRUGS, strict=False))
                + "</ul>"
            )
        return html(ctx, label(site, lang, pid), body)
    return None
