"""Family E's pages: every page of every site, rendered from the site and the request alone.

:func:`render` answers ``(status, body, content type, redirect location)``; the
same request always gets the same bytes (seeded by site, path and query). Job
sites have vacancy lists (paginated, with facets and sort toggles on some),
vacancy pages (apply, save, share, print), candidates hubs and tabbed pages,
job alerts, "post a job" and CV forms; the form sites have the vacancy search
where :data:`tests.web5.web.HIDES` says. Blogs, forums, news and job fairs
link out; directories and aggregators list sites.
"""

from __future__ import annotations

import hashlib
import html
import math
import random
import re
import unicodedata
from collections import defaultdict
from functools import lru_cache
from typing import Any, NamedTuple
from urllib.parse import parse_qs, unquote

from tests.web5.vocab import (
    CONTRACT_KEYS,
    DATE_KEYS,
    FIELD_KEYS,
    LEVEL_KEYS,
    LOCAL_NAMES,
    NAME_STYLES,
    RTL,
    SALARY_KEYS,
    SECTOR_KEYS,
    TARGET,
    V,
    cities,
    orgs,
    topic_label,
    topic_words,
    ui,
)
from tests.web5.web import (
    DIR_PAGE,
    PER_PAGE,
    POST_KINDS,
    SID_KINDS,
    VACANCY_KINDS,
    Site,
    Web,
    _job_title_index,
    encode,
    form_page,
)

BASE_YM = (2025, 5)  # "this month" of the web's calendars
FAIR_ITEMS = 500


def esc(text: str) -> str:
    """HTML-escape text and attribute values."""
    return html.escape(text, quote=True)


def fmt(template: str, **kw: Any) -> str:
    """``template`` with ``{name}`` slots filled (missing ones left empty)."""
    return template.format_map(defaultdict(str, {k: str(v) for k, v in kw.items()}))


# -- bytes ------------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _cp1258_char(ch: str) -> str:
    """A character as windows-1258 writes it: a precomposed base letter plus a combining tone mark."""
    try:
        ch.encode("cp1258")
        return ch
    except UnicodeEncodeError:
        pass
    d = unicodedata.normalize("NFD", ch)
    base, marks = d[0], d[1:]
    for i in range(len(marks) + 1):  # the shape mark (circumflex, breve, horn) composed, the tone mark apart
        head = unicodedata.normalize("NFC", base + marks[i : i + 1])
        rest = marks[:i] + marks[i + 1 :]
        try:
            (head + rest).encode("cp1258")
            return head + rest
        except UnicodeEncodeError:
            continue
    return ch


def encode_body(text: str, charset: str) -> bytes:
    """``text`` in ``charset`` (characters it lacks as numeric references, as browsers send them)."""
    if charset == "windows-1258":
        text = re.sub(r"[^\x00-\x7f]", lambda m: _cp1258_char(m.group()), text)
    return text.encode(charset, "xmlcharrefreplace")


# -- the data behind the pages ---------------------------------------------------------------------


class Job(NamedTuple):
    """One vacancy."""

    title: int
    city: int
    sector: int
    contract: int
    salary: int
    level: int
    days: int
    company: str


@lru_cache(maxsize=400_000)
def _job(roman: str, name: str, lang: str, kind: str, org: str, sector: int, items: int, k: int) -> Job:
    rng = random.Random(f"job|{name}|{k}")
    if kind in ("board", "agency"):
        company = rng.choice(V[lang]["company_names"]).format(x=rng.choice(orgs(lang))[0])
        sec = rng.randrange(8)
    else:
        company = org if kind != "ats" else name.split(" – ")[0]
        sec = sector if rng.random() < 0.7 else rng.randrange(8)
    return Job(
        title=_job_title_index(roman, k),
        city=rng.randrange(8),
        sector=sec,
        contract=rng.choices(range(4), [6, 3, 1, 2])[0],
        salary=rng.randrange(4),
        level=rng.randrange(3),
        days=(items - k) // 6 + rng.randint(1, 3),
        company=company,
    )


def job(site: Site, k: int) -> Job:
    """Vacancy ``k`` of ``site``."""
    return _job(site.roman, site.name, site.lang, site.kind, site.org, site.sector, site.items, k)


def facet_values(lang: str) -> list[tuple[str, str, str]]:
    """``(group, slug, label)`` of every filter of a vacancy list: sectors, cities, contract types."""
    out = [("sector", k, V[lang]["sectors"][i]) for i, k in enumerate(SECTOR_KEYS)]
    out += [("city", slug, name) for name, slug in cities(lang)]
    out += [("contract", k, V[lang]["contracts"][i]) for i, k in enumerate(CONTRACT_KEYS)]
    return out


def _matches(site: Site, j: Job, f: tuple[str, ...]) -> bool:
    city_slugs = [c[1] for c in cities(site.lang)]
    for v in f:
        if v in SECTOR_KEYS and SECTOR_KEYS.index(v) != j.sector:
            return False
        if v in CONTRACT_KEYS and CONTRACT_KEYS.index(v) != j.contract:
            return False
        if v in city_slugs and city_slugs.index(v) != j.city:
            return False
    return True


def vacancies(site: Site, f: tuple[str, ...] = (), sort: str = "") -> list[int]:
    """The vacancy numbers a list shows, filtered by ``f`` and in ``sort`` order (newest first by default)."""
    ks = [k for k in range(site.items, 0, -1) if not f or _matches(site, job(site, k), f)]
    if sort == "date_asc":
        ks.reverse()
    elif sort in ("salary", "salary_asc"):
        ks.sort(key=lambda k: (job(site, k).salary, k), reverse=sort == "salary")
    return ks


# -- the relevant form and the forms that are not -------------------------------------------------


def field_names(site: Site) -> dict[str, str]:
    """The vacancy search's field names (keyword, location, category, contract, salary, date, level)."""
    names = LOCAL_NAMES[site.lang] if site.names == 4 else NAME_STYLES[site.names % 4]
    return dict(zip(FIELD_KEYS, names, strict=True))


def _options(values: list[tuple[str, str]], any_label: str) -> str:
    opts = f'<option value="">{esc(any_label)}</option>'
    return opts + "".join(f'<option value="{esc(v)}">{esc(t)}</option>' for v, t in values)


def _values(site: Site, key: str) -> list[tuple[str, str]]:
    lang = site.lang
    numeric = site.names in (1, 4)
    if key == "loc":
        return [(str(11 + 3 * i) if numeric else slug, name) for i, (name, slug) in enumerate(cities(lang))]
    if key == "cat":
        return [(str(100 + i) if numeric else k, V[lang]["sectors"][i]) for i, k in enumerate(SECTOR_KEYS)]
    if key == "ct":
        return [(str(i + 1) if numeric else k, V[lang]["contracts"][i]) for i, k in enumerate(CONTRACT_KEYS)]
    if key == "sal":
        return [(k, V[lang]["salaries"][i]) for i, k in enumerate(SALARY_KEYS)]
    if key == "date":
        return [(k, V[lang]["dates"][i]) for i, k in enumerate(DATE_KEYS)]
    return [(k, V[lang]["levels"][i]) for i, k in enumerate(LEVEL_KEYS)]


_LABEL = {"kw": "keyword", "loc": "location", "cat": "sector", "ct": "contract", "sal": "salary", "date": "date",
          "lvl": "experience"}  # fmt: skip


def vacancy_search(site: Site, action: str) -> str:
    """The relevant form: a vacancy search in one of six layouts and five naming styles."""
    lang = site.lang
    nm = field_names(site)
    lay = site.form_variant % 6
    method = "post" if site.post else "get"
    t = lambda k: esc(ui(lang, _LABEL[k]))  # noqa: E731
    fid = lambda k: f"js-{k}-{site.form_variant}"  # noqa: E731

    def select(k: str, label: bool = True) -> str:
        lab = f'<label for="{fid(k)}">{t(k)}</label> ' if label else ""
        return f'{lab}<select name="{esc(nm[k])}" id="{fid(k)}">{_options(_values(site, k), ui(lang, "any"))}</select>'

    def text(k: str, label: bool = True, placeholder: bool = False) -> str:
        lab = f'<label for="{fid(k)}">{t(k)}</label> ' if label else ""
        ph = f' placeholder="{t(k)}"' if placeholder else ""
        return f'{lab}<input type="text" name="{esc(nm[k])}" id="{fid(k)}"{ph}>'

    def choices(k: str, kind: str, only: tuple[int, ...] = (0, 1, 2, 3)) -> str:
        vals = _values(site, k)
        boxes = "".join(
            f'<label><input type="{kind}" name="{esc(nm[k])}" value="{esc(vals[i][0])}"> {esc(vals[i][1])}</label> '
            for i in only
        )
        if kind == "radio":
            boxes = (
                f'<label><input type="radio" name="{esc(nm[k])}" value="" checked> {esc(ui(lang, "any"))}</label> '
                + boxes
            )
        return f"<fieldset><legend>{t(k)}</legend>{boxes}</fieldset>"

    button = ui(lang, "submit") if site.form_variant % 2 == 0 else ui(lang, "submit2")
    submit = (
        f'<button type="submit">{esc(button)}</button>' if lay != 4 else f'<input type="submit" value="{esc(button)}">'
    )
    cls = ["finder", "search-panel", "hero__form", "vacantes-form", "form-inline", "jobsearch"][site.form_variant]
    if lay == 0:
        rows = "".join(
            f"<tr><th>{t(k)}</th><td>{part}</td></tr>"
            for k, part in (
                ("kw", text("kw", label=False)),
                ("loc", select("loc", label=False)),
                ("cat", select("cat", label=False)),
            )
        )
        body = f"<table>{rows}</table>{choices('ct', 'radio')}{submit}"
    elif lay == 1:
        body = "".join(
            f'<div class="field">{part}</div>'
            for part in (
                text("kw"),
                text("loc"),
                select("cat"),
                choices("ct", "checkbox"),
                select("sal"),
                select("date"),
            )
        )
        body += submit
    elif lay == 2:
        body = (
            f"{text('kw', label=False, placeholder=True)} {text('loc', label=False, placeholder=True)} {submit}"
            f"<details><summary>{esc(ui(lang, 'filters'))}</summary>{select('cat')} "
            f"{choices('ct', 'checkbox', (3,))} {select('lvl')}</details>"
        )
    elif lay == 3:
        body = " ".join(f"<p>{select(k)}</p>" for k in ("cat", "loc", "ct", "date")) + submit
    elif lay == 4:
        body = f"<p>{select('cat')}</p><p>{select('loc')}</p>{choices('ct', 'radio')}<p>{select('sal')}</p><p>{select('lvl')}</p>{submit}"
    else:
        body = (
            f'<input type="hidden" name="act" value="list"><input type="hidden" name="lang" value="{lang}">'
            f"{text('kw')} {select('loc')} {select('cat')} {select('date')} {submit}"
        )
    return f'<form action="{esc(action)}" method="{method}" class="{cls}">{body}</form>'


def alert_form(site: Site, action: str, style: int) -> str:
    """A job alert (not a search): e-mail, category and location selects, frequency."""
    lang = site.lang
    names = LOCAL_NAMES[lang] if style == 4 else NAME_STYLES[style % 4]
    nm = dict(zip(FIELD_KEYS, names, strict=True))
    return (
        f'<form action="{esc(action)}" method="post" class="alert-box">'
        f'<label>{esc(ui(lang, "email"))} <input type="email" name="email" required></label> '
        f'<select name="{esc(nm["cat"])}">{_options(_values(site, "cat"), ui(lang, "any"))}</select> '
        f'<select name="{esc(nm["loc"])}">{_options(_values(site, "loc"), ui(lang, "any"))}</select> '
        f'<label><input type="radio" name="frequency" value="daily" checked> {esc(ui(lang, "daily"))}</label> '
        f'<label><input type="radio" name="frequency" value="weekly"> {esc(ui(lang, "weekly"))}</label> '
        f'<button type="submit">{esc(ui(lang, "subscribe"))}</button></form>'
    )


def post_job_form(site: Site) -> str:
    """An employer's "post a job" form (not a search): title, location, salary, contract, description."""
    lang = site.lang
    cts = _options([(k, V[lang]["contracts"][i]) for i, k in enumerate(CONTRACT_KEYS)], ui(lang, "contract"))
    return (
        '<form action="/submit" method="post" class="post-job">'
        f'<p><label>{esc(ui(lang, "company"))} <input type="text" name="company" required></label></p>'
        f'<p><label>{esc(ui(lang, "job_title"))} <input type="text" name="job_title" required></label></p>'
        f'<p><label>{esc(ui(lang, "location"))} <input type="text" name="location"></label></p>'
        f'<p><label>{esc(ui(lang, "salary"))} <input type="number" name="salary"></label></p>'
        f'<p><label>{esc(ui(lang, "contract"))} <select name="contract">{cts}</select></label></p>'
        f'<p><label>{esc(ui(lang, "desc"))} <textarea name="description" rows="6"></textarea></label></p>'
        f'<p><label>{esc(ui(lang, "email"))} <input type="email" name="contact_email"></label></p>'
        f'<button type="submit">{esc(ui(lang, "publish"))}</button></form>'
    )


def cv_form(site: Site, k: int = 0) -> str:
    """An application or CV upload (not a search): name, e-mail, phone, file, letter."""
    lang = site.lang
    hidden = f'<input type="hidden" name="job_id" value="{k + site.id0}">' if k else ""
    areas = _options([(k2, V[lang]["sectors"][i]) for i, k2 in enumerate(SECTOR_KEYS)], ui(lang, "sector"))
    return (
        f'<form action="/submit" method="post" enctype="multipart/form-data" class="apply">{hidden}'
        f'<p><label>{esc(ui(lang, "name"))} <input type="text" name="full_name" required></label></p>'
        f'<p><label>{esc(ui(lang, "email"))} <input type="email" name="email" required></label></p>'
        f'<p><label>{esc(ui(lang, "phone"))} <input type="tel" name="phone"></label></p>'
        + ("" if k else f'<p><label>{esc(ui(lang, "sector"))} <select name="interest">{areas}</select></label></p>')
        + f'<p><label>{esc(ui(lang, "upload"))} <input type="file" name="cv" accept=".pdf"></label></p>'
        f'<p><label>{esc(ui(lang, "letter"))} <textarea name="letter" rows="5"></textarea></label></p>'
        f'<button type="submit">{esc(ui(lang, "send"))}</button></form>'
    )


def salary_calculator(site: Site) -> str:
    """A salary calculator (not a search): job, region, years of experience."""
    lang = site.lang
    regions = _options([(slug, name) for name, slug in cities(lang)], ui(lang, "location"))
    years = "".join(f'<option value="{y}">{y}</option>' for y in (0, 1, 2, 5, 10, 15, 20))
    return (
        '<form action="/submit" method="post" class="calc">'
        f'<p><label>{esc(ui(lang, "job_title"))} <input type="text" name="job"></label></p>'
        f'<p><label>{esc(ui(lang, "location"))} <select name="region">{regions}</select></label></p>'
        f'<p><label>{esc(ui(lang, "years"))} <select name="years">{years}</select></label></p>'
        f'<button type="submit">{esc(ui(lang, "calculate"))}</button></form>'
    )


def neighbour_tool(site: Site, action: str) -> str:
    """A neighbour's own form: course search, salary calculator, coworking booking, gig search, CV order."""
    lang = site.lang
    L = lambda k: esc(ui(lang, k))  # noqa: E731
    city = _options([(slug, name) for name, slug in cities(lang)], ui(lang, "location"))
    if site.topic == "training":
        return (
            f'<form action="{esc(action)}" method="get" class="courses">'
            f'<input type="text" name="q" placeholder="{L("course")}"> <select name="city">{city}</select> '
            f'<label><input type="radio" name="mode" value="online"> {L("online")}</label> '
            f'<label><input type="radio" name="mode" value="onsite"> {L("onsite")}</label> '
            f'<label>{L("start")} <input type="date" name="start"></label> <button type="submit">{L("submit")}</button></form>'
        )
    if site.topic == "salary":
        return salary_calculator(site)
    if site.topic == "coworking":
        spaces = "".join(
            f'<option value="{v}">{v}</option>' for v in ("hot-desk", "fixed-desk", "office", "meeting-room")
        )
        return (
            f'<form action="{esc(action)}" method="get" class="booking">'
            f'<select name="city">{city}</select> <input type="date" name="date"> '
            f'<label>{L("desk")} <select name="space">{spaces}</select></label> '
            f'<label>{L("people")} <input type="number" name="people" value="1"></label> '
            f'<button type="submit">{L("book")}</button></form>'
        )
    if site.topic == "freelance":
        cats = _options(
            [(w, w) for w in topic_words(lang, "webdesign") + topic_words(lang, "tech")], ui(lang, "sector")
        )
        budgets = "".join(f'<option value="{v}">{v}</option>' for v in ("50", "200", "500", "1000+"))
        return (
            f'<form action="{esc(action)}" method="get" class="gigs">'
            f'<input type="text" name="q" placeholder="{L("keyword")}"> <select name="category">{cats}</select> '
            f'<label>{L("budget")} <select name="budget">{budgets}</select></label> '
            f'<label>{L("delivery")} <select name="delivery"><option>1</option><option>3</option><option>7</option></select></label> '
            f'<button type="submit">{L("submit")}</button></form>'
        )
    packs = "".join(f'<option value="{v}">{v}</option>' for v in ("basic", "pro", "premium"))
    return (
        '<form action="/submit" method="post" enctype="multipart/form-data" class="order">'
        f'<label>{L("package")} <select name="package">{packs}</select></label> '
        f'<label>{L("name")} <input type="text" name="name"></label> '
        f'<label>{L("email")} <input type="email" name="email"></label> '
        f'<label>{L("upload")} <input type="file" name="current_cv"></label> '
        f'<button type="submit">{L("send")}</button></form>'
    )


# -- the page -----------------------------------------------------------------------------


class Page:
    """One request's page: the site, what was asked, and the helpers that write it."""

    def __init__(
        self, web: Web, site: Site, kind: str, parts: dict[str, Any], query: dict[str, list[str]], here: str
    ) -> None:
        self.web = web
        self.site = site
        self.kind = kind
        self.parts = parts
        self.query = query
        self.here = here
        self.lang = site.lang
        self.rng = random.Random(f"{web.seed}|{site.name}|{here}")

    # -- helpers -------------------------------------------------------------------------------
    def t(self, key: str, **kw: Any) -> str:
        """A UI string, filled and escaped."""
        return esc(fmt(ui(self.lang, key), **kw))

    def q1(self, key: str) -> str:
        return (self.query.get(key) or [""])[0]

    def _sid(self) -> str:
        return hashlib.md5(f"{self.web.seed}|{self.site.name}|{self.here}".encode()).hexdigest()

    def is_form_page(self, kind: str, parts: dict[str, Any]) -> bool:
        """Whether ``kind``/``parts`` is this site's vacancy-search page (its links never carry a session)."""
        if not self.site.hide:
            return False
        fk, fp = form_page(self.site)
        return (
            fk == kind and all(parts.get(k, 1 if k == "n" else None) == v for k, v in fp.items()) and not parts.get("f")
        )

    def href(self, kind: str, extra: tuple[tuple[str, str], ...] = (), **parts: Any) -> str:
        """A link to a page of this site (percent-encoded; a session id where the site has one)."""
        s = self.site
        path = s.path(kind, **parts)
        if extra:
            path += ("&" if "?" in path else "?") + "&".join(f"{k}={v}" for k, v in extra)
        if s.trap("sid") and kind in SID_KINDS and not self.is_form_page(kind, parts):
            sid = self._sid()
            if s.scheme == "jsp":
                p, _, q = path.partition("?")
                path = f"{p};jsessionid={sid.upper()}" + (f"?{q}" if q else "")
            else:
                arg = {"php": f"PHPSESSID={sid[:26]}", "cfm": f"CFID={int(sid[:6], 16)}&CFTOKEN={int(sid[6:14], 16)}"}
                path += ("&" if "?" in path else "?") + arg.get(s.scheme, f"sid={sid[:16]}")
        return encode(path)

    def ext(self, other: Site, kind: str = "home", **parts: Any) -> str:
        """An absolute link to another site (to its root for its home page, as people link sites)."""
        return other.base + "/" if kind == "home" else self.web.url(other, kind, **parts)

    def a(self, url: str, text: str, cls: str = "", **attrs: str) -> str:
        """``<a href=url>text</a>`` (text already HTML)."""
        extra = "".join(f' {k.replace("_", "-")}="{esc(v)}"' for k, v in attrs.items())
        c = f' class="{cls}"' if cls else ""
        return f'<a href="{esc(url)}"{c}{extra}>{text}</a>'

    def para(self, topic: str, n: int = 2) -> str:
        """``n`` sentences about ``topic`` in the site's language."""
        words = topic_words(self.lang, topic)
        label = topic_label(self.lang, topic)
        out = []
        for _ in range(n):
            a, b, c = self.rng.sample(words, 3)
            out.append(fmt(self.rng.choice(V[self.lang]["gen_sent"]), a=a, b=b, c=c, label=label, site=self.site.name))
        return "<p>" + esc(" ".join(out)) + "</p>"

    def real(self, kind: str, idx: int) -> str:
        """A real (Formasaurus) form, with every link to the outside web neutralised."""
        text = self.web.forms[kind][idx % len(self.web.forms[kind])]["html"]
        text = re.sub(r'(href|src)="(?:https?:)?//[^"]*"', r'\1="#"', text)
        return re.sub(r'action="(?:https?:)?//[^"]*"', 'action="/submit"', text)

    def ym_shift(self, ym: str, d: int) -> str:
        y, m = map(int, ym.split("-"))
        t = y * 12 + m - 1 + d
        return f"{t // 12:04d}-{t % 12 + 1:02d}"

    def this_month(self) -> str:
        return f"{BASE_YM[0]:04d}-{BASE_YM[1]:02d}"

    # -- chrome ---------------------------------------------------------------------------------
    def document(self, title: str, body: str, nav: list[tuple[str, str]], head: str = "", aside: str = "") -> str:
        """The whole page: header (logo, site search, icon link, navigation), main, aside, footer."""
        s = self.site
        lang = self.lang
        d = ' dir="rtl"' if lang in RTL else ""
        search = ""
        if s.site_search >= 0:
            search = f'<div class="site-search">{self.real("search", s.site_search)}</div>'
        elif s.site_search == -2 and self.has("sitesearch"):
            search = (
                f'<form class="site-search" role="search" action="{esc(self.href("sitesearch"))}" method="get">'
                f'<input type="search" name="s" placeholder="{self.t("sitesearch")}" aria-label="{self.t("sitesearch")}">'
                '<button type="submit">&#128269;</button></form>'
            )
        icon = ""
        if s.hide == "icon":
            svg = '<svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true"><path d="M3 7h16v11H3z M8 7V4h6v3"/></svg>'
            glyph = svg if s.icon_attr == "aria-label" else '<i class="ico ico-briefcase"></i>'
            icon = self.a(self.href("form"), glyph, "icon-link", **{s.icon_attr.replace("-", "_"): s.entry})
        home = "/" if s.scheme == "hashbang" else self.href("home")
        logo = self.a(home, f"<strong>{esc(s.name)}</strong>", "logo")
        navhtml = self.nav_html(nav)
        header = f"<header>{logo}{search}{icon}{navhtml if s.layout != 'side' else ''}</header>"
        side = f"<aside class='menu'>{navhtml}</aside>" if s.layout == "side" else ""
        aside_html = f"<aside>{aside}</aside>" if aside else ""
        style = "<style>body{font-family:sans-serif}.tab{display:none}.tab:target{display:block}</style>"
        return (
            f'<!DOCTYPE html>\n<html lang="{lang}"{d}><head><meta charset="{s.charset}">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{esc(title if s.name.startswith(title) else f'{title} – {s.name}')}</title>{style}{head}</head>"
            f"<body>{header}{side}<main>{body}</main>{aside_html}{self.footer()}</body></html>"
        )

    def nav_html(self, nav: list[tuple[str, str]]) -> str:
        s = self.site
        if s.scheme == "hashbang":  # the app's links are fragments; the plain twin is in <noscript>
            app = "".join(f"<li>{self.a(_app_link(u), t)}</li>" for u, t in nav)
            plain = "".join(f"<li>{self.a(u, t)}</li>" for u, t in nav)
            return f'<nav><ul class="app">{app}</ul><noscript><ul>{plain}</ul></noscript></nav>'
        items = "".join(f"<li>{self.a(u, t)}</li>" for u, t in nav)
        return f"<nav><ul>{items}</ul></nav>"

    def footer(self) -> str:
        s = self.site
        keys = [k for k in s.info if k not in ("about", "contact")] + ["about", "contact"]
        links = [
            self.a(self.href("info", key=k), self.t(k if k != "addsite" else "add_site")) for k in keys if k in s.info
        ]
        if s.hide == "footer":
            links.insert(len(links) // 2, self.a(self.href("form"), esc(s.entry)))
        credit = ""
        if s.designer >= 0:
            d = self.web.sites[s.designer]
            credit = f'<p class="credit">{self.t("design")}: {self.a(self.ext(d), esc(d.name))}</p>'
        powered = '<p class="powered">Powered by RecruitPortal ATS</p>' if s.kind == "ats" else ""
        return (
            f'<footer><ul class="links">{"".join(f"<li>{x}</li>" for x in links)}</ul>{credit}{powered}'
            f"<p>© 2025 {esc(s.name)}. {self.t('rights')}.</p></footer>"
        )

    def has(self, kind: str, **parts: Any) -> bool:
        """Whether the site has a page of ``kind``."""
        return page_exists(self.site, kind, parts)

    # -- navigation of each site kind -----------------------------------------------------------
    def job_nav(self) -> list[tuple[str, str]]:
        s = self.site
        nav = [(self.href("home"), self.t("home"))]
        if s.items:
            nav.append((self.href("list", n=1), esc(s.list_label)))
        if s.ats >= 0:
            nav.append((self.ext(self.web.sites[s.ats]), esc(s.hub_label)))
        elif s.tabs:
            nav.append((self.href("tabs"), esc(s.hub_label)))
        elif s.hub_label:
            nav.append((self.href("hub"), esc(s.hub_label)))
        if s.hide == "nav":
            nav.insert(2, (self.href("form"), esc(s.entry)))
        if "post" in s.info:
            nav.append((self.href("info", key="post"), self.t("employers")))
        if s.trap("calendar"):
            nav.append((self.href("calendar", ym=self.this_month()), self.t("events")))
        if s.kind == "ats" and s.parent >= 0:
            p = self.web.sites[s.parent]
            nav.append((self.ext(p), esc(p.name)))
        nav.append((self.href("info", key="about"), self.t("about")))
        if "login" in s.info:
            nav.append((self.href("info", key="login"), self.t("login")))
        return nav

    def other_nav(self) -> list[tuple[str, str]]:
        s = self.site
        nav = [(self.href("home"), self.t("home"))]
        if s.kind in POST_KINDS and s.kind != "fair":
            label = {"blog": "posts", "news": "news", "forum": "threads"}[s.kind]
            nav.append((self.href("list", n=2), self.t("archive") if label != "threads" else self.t("threads")))
        elif s.kind == "chamber":
            nav.append((self.href("list", n=1), self.t("members")))
        elif s.kind == "webdesign":
            nav.append((self.href("list", n=1), self.t("portfolio")))
        elif s.kind not in POST_KINDS:
            nav.append((self.href("list", n=1), esc(topic_label(self.lang, s.topic))))
        if s.tool:
            nav.append((self.href("tool"), esc(topic_words(self.lang, s.topic)[0].capitalize())))
        if s.trap("calendar"):
            nav.append((self.href("calendar", ym=self.this_month()), self.t("upcoming")))
        nav.append((self.href("info", key="about"), self.t("about")))
        nav.append((self.href("info", key="contact"), self.t("contact")))
        return nav

    # -- pages ------------------------------------------------------------------------------------
    def render(self) -> str | None:
        """The page's HTML, or None for a page that does not exist (404)."""
        s = self.site
        if s.kind == "directory":
            return self.directory()
        if s.kind == "aggregator":
            return self.aggregator()
        if self.kind == "info":
            return self.info(self.parts["key"])
        if self.kind == "sitesearch":
            return self.sitesearch()
        if self.kind == "calendar":
            return self.calendar(self.parts["ym"])
        if s.kind in VACANCY_KINDS:
            return getattr(self, f"job_{self.kind}")()
        if s.kind in POST_KINDS:
            return getattr(self, f"post_{self.kind}")()
        return getattr(self, f"biz_{self.kind}")()

    def nav(self) -> list[tuple[str, str]]:
        return self.job_nav() if self.site.kind in VACANCY_KINDS else self.other_nav()

    def job_line(self, k: int, ref: str = "") -> str:
        """A vacancy in a list: its title (linked), company, city, contract, age."""
        s = self.site
        j = job(s, k)
        lang = self.lang
        extra = (("ref", ref),) if ref and s.trap("ref") else ()
        title = self.a(self.href("item", extra=extra, k=k), esc(V[lang]["titles"][j.title]))
        meta = " · ".join(
            esc(x)
            for x in (
                j.company,
                cities(lang)[j.city][0],
                V[lang]["contracts"][j.contract],
                fmt(ui(lang, "days_ago"), n=j.days),
            )
        )
        return f"<li>{title} <span class='meta'>{meta}</span></li>"

    def job_home(self) -> str:
        s = self.site
        lang = self.lang
        intro = {
            "board": "intro_board", "agency": "intro_agency", "employer": "intro_company", "public": "intro_public",
            "university": "intro_uni", "ats": "intro_ats",
        }[s.kind]  # fmt: skip
        name = s.name.split(" – ")[0] if s.kind == "ats" else s.name
        body = f"<h1>{esc(name)}</h1><p>{self.t(intro, site=name, n=s.items, sector=V[lang]['sectors'][s.sector], city=cities(lang)[s.sector][0])}</p>"
        if s.hide in ("home", "host"):
            body += f'<section class="hero">{vacancy_search(s, self.href("results"))}</section>'
        if s.hide == "refine":
            body += (
                f'<form action="{esc(self.href("results"))}" method="get" class="quick">'
                f'<button type="submit">{self.t("quick")}</button></form>'
            )
        if s.ats >= 0:
            body += f'<p class="banner">{self.a(self.ext(self.web.sites[s.ats]), self.t("hiring"))}</p>'
            body += self.para(TARGET, 3)
        if s.items:
            latest = "".join(self.job_line(k, "home") for k in range(s.items, max(0, s.items - 8), -1))
            body += f"<h2>{self.t('latest')}</h2><ul class='jobs'>{latest}</ul>"
            body += f"<p>{self.a(self.href('list', n=1), self.t('all_jobs'))}</p>"
            if s.trap("facets"):
                for group, label in (("sector", "by_sector"), ("city", "by_city")):
                    links = " ".join(
                        self.a(self.href("list", n=1, f=(slug,)), esc(name))
                        for g, slug, name in facet_values(lang)
                        if g == group
                    )
                    body += f"<h2>{self.t(label)}</h2><p class='facets'>{links}</p>"
            else:
                body += f"<h2>{self.t('by_sector')}</h2><p>{esc(', '.join(V[lang]['sectors']))}</p>"
        if "alert" in s.info and self.rng.random() < 0.6:
            body += (
                f"<h2>{self.t('alert')}</h2>{alert_form(s, '/submit', s.names if s.hide else self.rng.randrange(5))}"
            )
        if s.out_links:
            links = "".join(
                f"<li>{self.a(self.ext(self.web.sites[j]), esc(self.web.sites[j].name))}</li>" for j in s.out_links
            )
            body += f"<h2>{self.t('partners')}</h2><ul>{links}</ul>"
        body += self.para(TARGET, 2)
        return self.document(name, body, self.nav())

    def job_list(self) -> str | None:
        s = self.site
        lang = self.lang
        n = self.parts.get("n", 1)
        f = self.parts.get("f", ())
        sort = self.q1("sort") if s.trap("sort") else ""
        ks = vacancies(s, f, sort)
        pages = max(1, math.ceil(len(ks) / PER_PAGE))
        if n > pages:
            return None
        labels = {slug: name for _, slug, name in facet_values(lang)}
        title = s.list_label + ("" if not f else " – " + ", ".join(labels.get(v, v) for v in f))
        body = f"<h1>{esc(title)}</h1><p>{self.t('found', n=len(ks))}</p>"
        keep = (("sort", sort),) if sort else ()
        if s.trap("sort"):
            toggles = []
            for key, flip, label in (("date", "date_asc", "sort_date"), ("salary", "salary_asc", "sort_salary")):
                value = flip if sort == key else key
                toggles.append(self.a(self.href("list", extra=(("sort", value),), n=1, f=f), self.t(label)))
            body += f"<p class='sort'>{' | '.join(toggles)}</p>"
        aside = ""
        if s.trap("facets"):
            groups: dict[str, list[str]] = {}
            for g, slug, name in facet_values(lang):
                if slug not in f:
                    groups.setdefault(g, []).append(
                        f"<li>{self.a(self.href('list', extra=keep, n=1, f=f + (slug,)), esc(name))}</li>"
                    )
            aside = f"<h2>{self.t('filters')}</h2>" + "".join(
                f"<h3>{self.t(k)}</h3><ul>{''.join(v)}</ul>"
                for k, v in (
                    ("sector", groups.get("sector", [])),
                    ("location", groups.get("city", [])),
                    ("contract", groups.get("contract", [])),
                )
            )
        if s.hide == "list" and n == 1 and not f and not sort:
            aside = f'<div class="sidebar-search">{vacancy_search(s, self.href("results"))}</div>' + aside
        if s.hide == "refine" and n == 1:
            body += f"<p>{self.a(self.href('results'), esc(s.entry))}</p>"
        body += (
            "<ul class='jobs'>"
            + "".join(self.job_line(k, "list") for k in ks[(n - 1) * PER_PAGE : n * PER_PAGE])
            + "</ul>"
        )
        body += self.pager(n, pages, lambda m: self.href("list", extra=keep, n=m, f=f))
        return self.document(title, body, self.nav(), aside=aside)

    def pager(self, n: int, pages: int, link: Any) -> str:
        """Previous, a window of page numbers, next."""
        out = []
        if n > 1:
            out.append(self.a(link(n - 1), self.t("prev"), rel="prev"))
        for m in range(max(1, n - 3), min(pages, n + 3) + 1):
            out.append(f"<strong>{m}</strong>" if m == n else self.a(link(m), str(m)))
        if n < pages:
            out.append(self.a(link(n + 1), self.t("next"), rel="next"))
        return f"<nav class='pages'>{' '.join(out)}</nav>" if pages > 1 else ""

    def job_item(self) -> str | None:
        s = self.site
        lang = self.lang
        k = self.parts["k"]
        j = job(s, k)
        title = V[lang]["titles"][j.title]
        city = cities(lang)[j.city][0]
        meta = [
            ("company", j.company), ("location", city), ("contract", V[lang]["contracts"][j.contract]),
            ("salary", V[lang]["salaries"][j.salary]), ("posted", fmt(ui(lang, "days_ago"), n=j.days)),
            ("experience", V[lang]["levels"][j.level]),
        ]  # fmt: skip
        body = (
            f"<h1>{esc(title)}</h1><dl>" + "".join(f"<dt>{self.t(a)}</dt><dd>{esc(b)}</dd>" for a, b in meta) + "</dl>"
        )
        sents = [fmt(x, company=j.company, title=title, city=city) for x in V[lang]["job_sent"]]
        body += "<p>" + esc(" ".join(sents)) + "</p>"
        body += (
            f"<h2>{self.t('requirements')}</h2><ul>"
            + "".join(f"<li>{esc(x)}</li>" for x in self.rng.sample(V[lang]["reqs"], 4))
            + "</ul>"
        )
        body += (
            f"<h2>{self.t('we_offer')}</h2><ul>" + "".join(f"<li>{esc(x)}</li>" for x in V[lang]["offers"]) + "</ul>"
        )
        actions = [self.a(self.href("apply", k=k), self.t("apply"), "btn")]
        if s.trap("save"):
            actions.append(self.a(self.href("save", extra=(("ref", "detail"),), k=k), self.t("save")))
        if s.trap("print"):
            actions.append(self.a(self.href("print", k=k), self.t("print")))
        if s.trap("share"):
            for net in ("facebook", "whatsapp", "linkedin"):
                actions.append(
                    self.a(
                        self.href("item", extra=(("utm_source", net), ("utm_medium", "share")), k=k),
                        f"{self.t('share')} ({net})",
                    )
                )
        body += f"<p class='actions'>{' · '.join(actions)}</p>"
        similar = [(k + d - 1) % s.items + 1 for d in (1, 7, 13, 29) if s.items > 1]
        body += (
            f"<h2>{self.t('similar')}</h2><ul>"
            + "".join(self.job_line(x, "similar") for x in similar if x != k)
            + "</ul>"
        )
        body += f"<p>{self.a(self.href('list', n=1), self.t('back'))}</p>"
        return self.document(title, body, self.nav())

    def job_print(self) -> str:
        s = self.site
        j = job(s, self.parts["k"])
        title = V[self.lang]["titles"][j.title]
        body = f"<h1>{esc(title)}</h1><p>{esc(j.company)} · {esc(cities(self.lang)[j.city][0])}</p>"
        return self.document(title, body + "<script>window.print()</script>", [])

    def job_apply(self) -> str:
        k = self.parts["k"]
        j = job(self.site, k)
        title = V[self.lang]["titles"][j.title]
        body = f"<h1>{self.t('apply')}: {esc(title)}</h1>{cv_form(self.site, k)}"
        return self.document(f"{ui(self.lang, 'apply')}: {title}", body, self.nav())

    def job_save(self) -> str:
        body = f"<h1>{self.t('login')}</h1><p>{self.t('need_login')}</p>{self.real('login', self.site.forms['login'])}"
        return self.document(ui(self.lang, "login"), body, self.nav())

    def job_form(self) -> str:
        s = self.site
        body = f"<h1>{esc(s.entry)}</h1>{self.para(TARGET, 1)}{vacancy_search(s, self.href('results'))}"
        body += (
            f"<h2>{self.t('latest')}</h2><ul class='jobs'>"
            + "".join(self.job_line(k) for k in range(s.items, max(0, s.items - 5), -1))
            + "</ul>"
        )
        return self.document(s.entry, body, self.nav())

    def job_results(self) -> str:
        s = self.site
        given = {k: v[0] for k, v in self.query.items() if v and v[0]}
        ks = vacancies(s)
        if given:  # a search was sent: a pseudo-filter, the same every time
            h = int(hashlib.md5(repr(sorted(given.items())).encode()).hexdigest()[:6], 16)
            ks = [k for k in ks if (k * 7 + h) % 5 == 0]
        title = ui(self.lang, "refine") if not given else fmt(ui(self.lang, "found"), n=len(ks))
        if s.hide == "refine":  # the refine form is the full search (this page is the relevant one)
            body = f"<h1>{esc(title)}</h1>{vacancy_search(s, self.href('results'))}"
        else:  # an answer to the search elsewhere: a link back to it, no second copy of the form
            fk, fp = form_page(s)
            back = self.href(fk, **fp) if s.hide != "host" else self.href("home")
            body = f"<h1>{esc(title)}</h1><p>{self.a(back, self.t('refine'))}</p>"
        body += "<ul class='jobs'>" + "".join(self.job_line(k) for k in ks[:10]) + "</ul>"
        body += f"<p>{self.a(self.href('list', n=1), self.t('all_jobs'))}</p>"
        return self.document(title, body, self.nav())

    def job_hub(self) -> str:
        s = self.site
        links = [self.a(self.href("list", n=1), self.t("all_jobs"))]
        if s.hide == "hub":
            links.insert(self.rng.randrange(2), self.a(self.href("form"), esc(s.entry)))
        for key in ("cv", "alert", "register"):
            if key in s.info:
                links.append(self.a(self.href("info", key=key), self.t(key)))
        if s.trap("calendar"):
            links.append(self.a(self.href("calendar", ym=self.this_month()), self.t("events")))
        body = (
            f"<h1>{esc(s.hub_label)}</h1>{self.para(TARGET, 2)}<ul class='hub'>"
            + "".join(f"<li>{x}</li>" for x in links)
            + "</ul>"
        )
        return self.document(s.hub_label, body, self.nav())

    def job_tabs(self) -> str:
        s = self.site
        tabs = []
        if s.hide == "tabs":
            tabs.append(("t-search", esc(s.entry), vacancy_search(s, self.href("results"))))
        tabs.append(("t-cv", self.t("tab_cv"), cv_form(s)))
        tabs.append(("t-alert", self.t("tab_alert"), alert_form(s, "/submit", s.names if s.hide else 0)))
        self.rng.shuffle(tabs)
        head = "<ul class='tabs'>" + "".join(f'<li><a href="#{i}">{label}</a></li>' for i, label, _ in tabs) + "</ul>"
        panes = "".join(
            f'<section id="{i}" class="tab"><h2>{label}</h2>{content}</section>' for i, label, content in tabs
        )
        body = f"<h1>{esc(s.hub_label)}</h1>{self.para(TARGET, 1)}{head}{panes}"
        return self.document(s.hub_label, body, self.nav())

    def info(self, key: str) -> str:
        s = self.site
        lang = self.lang
        label = ui(lang, key if key != "addsite" else "add_site")
        topic = s.topic if s.topic else "regional"
        content = {
            "login": lambda: self.real("login", s.forms["login"]),
            "register": lambda: self.real("registration", s.forms["registration"]),
            "contact": lambda: self.real("contact", s.forms["contact"]),
            "newsletter": lambda: self.real("newsletter", s.forms["newsletter"]),
            "alert": lambda: alert_form(s, "/submit", s.names if s.hide else self.rng.randrange(5)),
            "post": lambda: post_job_form(s),
            "cv": lambda: cv_form(s),
            "salarytool": lambda: salary_calculator(s),
            "addsite": lambda: self.add_site_form(),
        }.get(key, lambda: self.para(topic, 3) + self.para(topic, 2))()
        body = f"<h1>{esc(label)}</h1>{content}"
        return self.document(label, body, self.nav())

    def add_site_form(self) -> str:
        s = self.site
        cats = _options([(c, topic_label(self.lang, c)) for c in s.cats], ui(self.lang, "categories"))
        return (
            '<form action="/submit" method="post" class="add-site">'
            f'<p><label>{self.t("name")} <input type="text" name="site_name"></label></p>'
            f'<p><label>{self.t("url")} <input type="url" name="site_url"></label></p>'
            f'<p><label>{self.t("categories")} <select name="category">{cats}</select></label></p>'
            f'<p><label>{self.t("email")} <input type="email" name="owner_email"></label></p>'
            f'<button type="submit">{self.t("send")}</button></form>'
        )

    def sitesearch(self) -> str:
        s = self.site
        words = self.q1("s")
        links = "".join(
            f"<li>{self.a(self.href('info', key=k), self.t(k if k != 'addsite' else 'add_site'))}</li>" for k in s.info
        )
        body = f"<h1>{self.t('sitesearch')}</h1><p>“{esc(words)}”</p><ul>{links}</ul>"
        return self.document(ui(self.lang, "sitesearch"), body, self.nav())

    def calendar(self, ym: str) -> str | None:
        s = self.site
        y = int(ym[:4])
        if not 1900 <= y <= 2999:
            return None
        lang = self.lang
        rng = random.Random(f"{s.name}|{ym}")
        events = []
        for i in range(rng.randint(1, 4)):
            city = cities(lang)[rng.randrange(8)][0]
            name = fmt(rng.choice(V[lang]["fair_titles"]), city=city)
            day = f"{ym}-{rng.randint(1, 28):02d}"
            if s.kind == "fair":
                k = (int(ym[:4]) * 12 + int(ym[5:]) * 3 + i) % FAIR_ITEMS + 1
                events.append(f"<li>{day}: {self.a(self.href('item', k=k), esc(name))}</li>")
            else:
                events.append(f"<li>{day}: {esc(name)}</li>")
        prev_ = self.a(self.href("calendar", ym=self.ym_shift(ym, -1)), "« " + self.t("prev"), rel="prev")
        next_ = self.a(self.href("calendar", ym=self.ym_shift(ym, 1)), self.t("next") + " »", rel="next")
        body = f"<h1>{self.t('events')} {ym}</h1><ul>{''.join(events)}</ul><p>{prev_} | {next_}</p>"
        return self.document(f"{ui(lang, 'events')} {ym}", body, self.nav())

    # -- blogs, news, forums, job fairs -------------------------------------------------------------
    def post_title(self, k: int) -> str:
        s = self.site
        lang = self.lang
        rng = random.Random(f"post|{s.name}|{k}")
        if s.topic != TARGET:
            words = topic_words(lang, s.topic)
            return f"{words[rng.randrange(len(words))].capitalize()}: {rng.choice(words)} #{k}"
        key = {"blog": "hr_titles", "news": "news_titles", "forum": "forum_titles", "fair": "fair_titles"}[s.kind]
        company = rng.choice(V[lang]["company_names"]).format(x=rng.choice(orgs(lang))[0])
        return fmt(
            rng.choice(V[lang][key]),
            company=company,
            city=cities(lang)[rng.randrange(8)][0],
            title=rng.choice(V[lang]["titles"]),
        )

    def top(self) -> int:
        return self.site.items if self.site.kind != "fair" else 6

    def post_links(self, k: int) -> list[int]:
        """The other sites a post links to: the newest ten posts share the site's out-links."""
        s = self.site
        r = self.top() - k
        if 0 <= r < 10:
            return s.out_links[r::10]
        return s.out_links[r % 10 :: 10][:1] if s.out_links else []

    def post_home(self) -> str:
        s = self.site
        body = f"<h1>{esc(s.name)}</h1>{self.para(s.topic, 2)}"
        if s.kind == "fair":
            ex = "".join(
                f"<li>{self.a(self.ext(self.web.sites[j]), esc(self.web.sites[j].name))}</li>" for j in s.out_links
            )
            body += (
                f"<h2>{self.t('upcoming')}</h2><ul>"
                + "".join(f"<li>{self.a(self.href('item', k=k), esc(self.post_title(k)))}</li>" for k in range(1, 7))
                + f"</ul><h2>{self.t('exhibitors')}</h2><ul>{ex}</ul>"
            )
            return self.document(s.name, body, self.nav())
        latest = range(s.items, max(0, s.items - 10), -1)
        body += (
            "<ul class='posts'>"
            + "".join(f"<li>{self.a(self.href('item', k=k), esc(self.post_title(k)))}</li>" for k in latest)
            + "</ul>"
        )
        if s.items > 10:
            body += f"<p>{self.a(self.href('list', n=2), self.t('older'))}</p>"
        if s.kind == "blog" and s.out_links:
            roll = "".join(
                f"<li>{self.a(self.ext(self.web.sites[j]), esc(self.web.sites[j].name))}</li>" for j in s.out_links[:6]
            )
            body += f"<h2>{self.t('partners')}</h2><ul>{roll}</ul>"
        return self.document(s.name, body, self.nav())

    def post_list(self) -> str | None:
        s = self.site
        n = self.parts.get("n", 1)
        if s.kind == "fair":
            return None
        pages = max(1, math.ceil(s.items / 10))
        endless = s.trap("endless")
        if n > pages and not endless:
            return None
        ks = [((s.items - (n - 1) * 10 - i - 1) % s.items) + 1 for i in range(10)]
        body = f"<h1>{self.t('archive')} – {self.t('page')} {n}</h1><ul class='posts'>"
        body += "".join(f"<li>{self.a(self.href('item', k=k), esc(self.post_title(k)))}</li>" for k in ks) + "</ul>"
        nav = []
        if n > 1:
            nav.append(self.a(self.href("list", n=n - 1), self.t("newer")))
        if n < pages or endless:
            nav.append(self.a(self.href("list", n=n + 1), self.t("older")))
        body += f"<p>{' | '.join(nav)}</p>"
        return self.document(f"{ui(self.lang, 'archive')} {n}", body, self.nav())

    def post_item(self) -> str | None:
        s = self.site
        k = self.parts["k"]
        title = self.post_title(k)
        body = f"<h1>{esc(title)}</h1>{self.para(s.topic, 3)}"
        if s.topic == TARGET and s.kind != "fair":
            rng = random.Random(f"{s.name}|{k}")
            j = rng.randrange(18)
            city = cities(self.lang)[rng.randrange(8)][0]
            body += (
                "<p>"
                + esc(fmt(V[self.lang]["job_sent"][0], company=s.org, title=V[self.lang]["titles"][j], city=city))
                + "</p>"
            )
        links = s.out_links if s.kind == "fair" else self.post_links(k)
        if links:
            label = self.t("exhibitors") if s.kind == "fair" else self.t("read")
            body += (
                f"<h2>{label}</h2><ul>"
                + "".join(f"<li>{self.a(self.ext(self.web.sites[j]), esc(self.web.sites[j].name))}</li>" for j in links)
                + "</ul>"
            )
        if s.kind == "forum":
            replies = random.Random(f"{s.name}|r|{k}").randint(0, 40)
            body += f"<p>{self.t('replies', n=replies)}</p>{self.para(s.topic, 1)}"
        if s.kind != "fair" and k > 1:
            body += f"<p>{self.a(self.href('item', k=k - 1), self.t('older'))}</p>"
        return self.document(title, body, self.nav())

    # -- businesses, portals, chambers, web designers -----------------------------------------------
    def biz_home(self) -> str:
        s = self.site
        body = f"<h1>{esc(s.name)}</h1>{self.para(s.topic, 3)}"
        if s.kind in ("chamber", "webdesign", "portal"):
            label = {"chamber": "members", "webdesign": "clients", "portal": "partners"}[s.kind]
            links = "".join(
                f"<li>{self.a(self.ext(self.web.sites[j]), esc(self.web.sites[j].name))}</li>" for j in s.out_links[:12]
            )
            body += f"<h2>{self.t(label)}</h2><ul>{links}</ul><p>{self.a(self.href('list', n=1), self.t('more'))}</p>"
        else:
            feat = "".join(
                f"<li>{self.a(self.href('item', k=k), esc(self.biz_title(k)))}</li>"
                for k in range(1, min(s.items, 6) + 1)
            )
            body += f"<ul>{feat}</ul><p>{self.a(self.href('list', n=1), self.t('more'))}</p>"
            if s.tool:
                body += f"<p>{self.a(self.href('tool'), esc(topic_words(self.lang, s.topic)[0].capitalize()))}</p>"
            if s.out_links:
                links = "".join(
                    f"<li>{self.a(self.ext(self.web.sites[j]), esc(self.web.sites[j].name))}</li>" for j in s.out_links
                )
                body += f"<h2>{self.t('partners')}</h2><ul>{links}</ul>"
        return self.document(s.name, body, self.nav())

    def biz_title(self, k: int) -> str:
        rng = random.Random(f"biz|{self.site.name}|{k}")
        words = topic_words(self.lang, self.site.topic)
        return f"{rng.choice(words).capitalize()} {rng.choice(words)} {k}"

    def biz_list(self) -> str | None:
        s = self.site
        n = self.parts.get("n", 1)
        if s.kind in ("chamber", "webdesign", "portal"):
            pages = max(1, math.ceil(len(s.out_links) / DIR_PAGE))
            if n > pages:
                return None
            chunk = s.out_links[(n - 1) * DIR_PAGE : n * DIR_PAGE]
            items = "".join(
                f"<li>{self.a(self.ext(self.web.sites[j]), esc(self.web.sites[j].name))}</li>" for j in chunk
            )
        else:
            pages = max(1, math.ceil(s.items / PER_PAGE))
            if n > pages:
                return None
            ks = range((n - 1) * PER_PAGE + 1, min(s.items, n * PER_PAGE) + 1)
            items = "".join(f"<li>{self.a(self.href('item', k=k), esc(self.biz_title(k)))}</li>" for k in ks)
        title = topic_label(self.lang, s.topic)
        body = f"<h1>{esc(title)}</h1><ul>{items}</ul>" + self.pager(n, pages, lambda m: self.href("list", n=m))
        return self.document(title, body, self.nav())

    def biz_item(self) -> str:
        title = self.biz_title(self.parts["k"])
        body = f"<h1>{esc(title)}</h1>{self.para(self.site.topic, 3)}{self.para(self.site.topic, 2)}"
        return self.document(title, body, self.nav())

    def biz_tool(self) -> str:
        s = self.site
        title = topic_words(self.lang, s.topic)[0].capitalize()
        body = f"<h1>{esc(title)}</h1>{self.para(s.topic, 1)}{neighbour_tool(s, self.href('tool'))}"
        return self.document(title, body, self.nav())

    # -- directories and aggregators --------------------------------------------------------------
    def directory(self) -> str | None:
        s = self.site
        nav = [(self.href("home"), self.t("home")), (self.href("info", key="addsite"), self.t("add_site")),
               (self.href("info", key="about"), self.t("about"))]  # fmt: skip
        if self.kind == "home":
            cats = "".join(
                f"<li>{self.a(self.href('cat', c=c, n=1), esc(topic_label(self.lang, c)))} ({self.t('sites', n=len(lst))})</li>"
                for c, lst in zip(s.cats, s.listed, strict=True)
            )
            body = f"<h1>{esc(s.name)}</h1><p>{self.t('directory')}</p><h2>{self.t('categories')}</h2><ul>{cats}</ul>"
            return self.document(s.name, body, nav)
        if self.kind == "info":
            self.nav = lambda: nav  # type: ignore[method-assign]
            return self.info(self.parts["key"])
        c, n = self.parts["c"], self.parts.get("n", 1)
        listed = s.listed[s.cats.index(c)]
        pages = max(1, math.ceil(len(listed) / DIR_PAGE))
        if n > pages:
            return None
        entries = []
        for j in listed[(n - 1) * DIR_PAGE : n * DIR_PAGE]:
            o = self.web.sites[j]
            words = ", ".join(topic_words(o.lang, o.topic)[:3])
            entries.append(f"<li>{self.a(self.ext(o), esc(o.name))} – {esc(words)}</li>")
        title = topic_label(self.lang, c)
        body = f"<h1>{esc(title)}</h1><ul class='sites'>{''.join(entries)}</ul>"
        body += self.pager(n, pages, lambda m: self.href("cat", c=c, n=m))
        return self.document(title, body, nav)

    def agg_jobs(self, key: str, count: int) -> list[tuple[int, int]]:
        """``(site, vacancy)`` pairs an aggregator shows (deep links to the vacancy pages)."""
        s = self.site
        rng = random.Random(f"agg|{s.name}|{key}")
        pool = [j for j in s.out_links if self.web.sites[j].items]
        return (
            [(j, rng.randint(1, self.web.sites[j].items)) for j in (rng.choice(pool) for _ in range(count))]
            if pool
            else []
        )

    def aggregator(self) -> str | None:
        s = self.site
        lang = self.lang
        nav = [(self.href("home"), self.t("home")), (self.href("employers", n=1), self.t("employers")),
               (self.href("resources"), self.t("resources")), (self.href("info", key="about"), self.t("about"))]  # fmt: skip
        self.nav = lambda: nav  # type: ignore[method-assign]

        def deep(pairs: list[tuple[int, int]]) -> str:
            out = []
            for j, k in pairs:
                o = self.web.sites[j]
                jb = job(o, k)
                title = V[o.lang]["titles"][jb.title]
                out.append(f"<li>{self.a(self.ext(o, 'item', k=k), esc(title))} – {esc(jb.company)}</li>")
            return "<ul class='jobs'>" + "".join(out) + "</ul>"

        if self.kind == "home":
            sectors = " ".join(
                self.a(self.href("sector", c=k, n=1), esc(V[lang]["sectors"][i])) for i, k in enumerate(SECTOR_KEYS)
            )
            body = f"<h1>{esc(s.name)}</h1><p>{self.t('agg_intro')}</p><h2>{self.t('by_sector')}</h2><p>{sectors}</p>"
            body += f"<h2>{self.t('latest')}</h2>{deep(self.agg_jobs('home', 12))}"
            body += f"<p>{self.a(self.href('employers', n=1), self.t('employers'))}</p>"
            body += f"<h2>{self.t('alert')}</h2>{alert_form(s, '/submit', 0)}"
            return self.document(s.name, body, nav)
        if self.kind == "info":
            return self.info(self.parts["key"])
        if self.kind == "resources":
            links = "".join(
                f"<li>{self.a(self.ext(self.web.sites[j]), esc(self.web.sites[j].name))}</li>" for j in s.listed[0]
            )
            body = f"<h1>{self.t('resources')}</h1><ul>{links}</ul>"
            return self.document(ui(lang, "resources"), body, nav)
        n = self.parts.get("n", 1)
        if self.kind == "sector":
            c = self.parts["c"]
            pairs = self.agg_jobs(c, 100)
            pages = 5
            if n > pages:
                return None
            title = V[lang]["sectors"][SECTOR_KEYS.index(c)]
            body = f"<h1>{esc(title)}</h1>{deep(pairs[(n - 1) * 20 : n * 20])}"
            body += self.pager(n, pages, lambda m: self.href("sector", c=c, n=m))
            return self.document(title, body, nav)
        pages = max(1, math.ceil(len(s.out_links) / DIR_PAGE))
        if n > pages:
            return None
        rows = []
        for j in s.out_links[(n - 1) * DIR_PAGE : n * DIR_PAGE]:
            o = self.web.sites[j]
            rows.append(f"<li>{self.a(self.ext(o), esc(o.name))} – {esc(V[o.lang]['sectors'][o.sector])}</li>")
        body = f"<h1>{self.t('employers')}</h1><ul class='employers'>{''.join(rows)}</ul>"
        body += self.pager(n, pages, lambda m: self.href("employers", n=m))
        return self.document(ui(lang, "employers"), body, nav)


def _app_link(url: str) -> str:
    """A hash-bang app's link to a page of its plain twin: ``/html/jobs`` → ``/#!/jobs``."""
    if not url.startswith("/"):
        return url
    return "/#!" + (url.removeprefix("/html") or "/")


def page_exists(site: Site, kind: str, parts: dict[str, Any]) -> bool:
    """Whether ``site`` has the page ``kind``/``parts`` (beyond what its URL scheme can write)."""
    s = site
    if s.kind in ("directory", "aggregator"):
        if kind == "cat":
            return parts.get("c") in s.cats
        if kind == "info":
            return parts.get("key") in s.info
        return True
    k = parts.get("k")
    if kind == "info":
        return parts.get("key") in s.info
    if kind == "sitesearch":
        return s.site_search == -2
    if kind == "calendar":
        return s.trap("calendar")
    if s.kind in VACANCY_KINDS:
        if kind in ("list",):
            return s.items > 0
        if kind in ("item", "apply"):
            return k is not None and 1 <= k <= s.items
        if kind in ("save", "print"):
            return s.trap(kind) and k is not None and 1 <= k <= s.items
        if kind == "form":
            return s.hide in ("nav", "hub", "footer", "icon")
        if kind == "results":
            return bool(s.hide)
        if kind == "hub":
            return bool(s.hub_label) and not s.tabs and s.ats < 0
        if kind == "tabs":
            return s.tabs
        return kind == "home"
    if s.kind in POST_KINDS:
        if kind == "item":
            return k is not None and 1 <= k <= (FAIR_ITEMS if s.kind == "fair" else s.items)
        return kind == "home" or (kind == "list" and s.kind != "fair")
    if kind == "item":
        return k is not None and 1 <= k <= s.items
    if kind == "tool":
        return s.tool
    return kind in ("home", "list")


def robots(site: Site) -> tuple[int, bytes, str, str]:
    """robots.txt: on 30% of the sites, disallowing saves, prints and site searches (never the search page)."""
    if not site.robots:
        return 404, b"Not found", "text/plain; charset=utf-8", ""
    lines = ["User-agent: *"] + [f"Disallow: {encode(p)}" for p in site.disallowed()]
    if site.trap("sort"):
        lines.append("Disallow: /*sort=")
    return 200, ("\n".join(lines) + "\n").encode(), "text/plain; charset=utf-8", ""


def render(web: Web, site: Site, path: str, raw_query: str) -> tuple[int, bytes, str, str]:
    """``(status, body, content type, redirect location)`` of a request to ``site``."""
    if path == "/robots.txt":
        return robots(site)
    ctype = f"text/html; charset={site.charset}"
    path = re.sub(r";jsessionid=[0-9A-Za-z]*", "", path)
    query = parse_qs(raw_query)
    here = path + ("?" + raw_query if raw_query else "")
    if path == "/submit":
        page = Page(web, site, "info", {}, query, here)
        body = f"<h1>{page.t('thanks')}</h1><p>{page.a(page.href('home'), page.t('home'))}</p>"
        return 200, encode_body(page.document(ui(site.lang, "thanks"), body, []), site.charset), ctype, ""
    unq = unquote(path)
    if unq == "/" and site.root_redirects():
        return 302, b"", ctype, encode(site.path("home"))
    parsed = site.parse(unq, query)
    html_text: str | None = None
    if parsed is not None and page_exists(site, *parsed):
        kind, parts = parsed
        html_text = Page(web, site, kind, parts, query, here).render()
    if html_text is None:
        page = Page(web, site, "info", {}, query, here)
        body = f"<h1>{page.t('not_found')}</h1><p>{page.a(page.href('home'), page.t('home'))}</p>"
        return 404, encode_body(page.document(ui(site.lang, "not_found"), body, []), site.charset), ctype, ""
    return 200, encode_body(html_text, site.charset), ctype, ""
