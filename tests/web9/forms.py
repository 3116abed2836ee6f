"""Family I's forms: the relevant tender search in six layouts, its results, and the negative forms."""

from __future__ import annotations

import hashlib
from html import escape
from typing import TYPE_CHECKING

from tests.web9.lang import ATTRS, CPV, Lang, field_name, label

if TYPE_CHECKING:
    from tests.web9.pages import Ctx

_ABBR = dict(zip(ATTRS, ("q", "ref", "ca", "cpv", "pt", "pd", "dl", "v", "nuts", "st")))
_PLAIN = dict(zip(ATTRS, ("keywords", "reference", "authority", "cpv_code", "procedure", "published")))
_PLAIN |= {"deadline": "deadline", "value": "value", "region": "region", "status": "status"}
RANGED = ("pubdate", "deadline", "value")


def names(style: str, lang: Lang) -> dict[str, str]:
    """Field names of a form site: attribute (and ``attr.lo``/``attr.hi``, year, sort, size) -> name."""
    out: dict[str, str] = {}
    for attr in ATTRS:
        if style == "abbr":
            base = _ABBR[attr]
        elif style == "plain":
            base = _PLAIN[attr]
        elif style == "native":
            base = field_name(lang, attr)
        else:
            base = f"filter[{attr}]"
        out[attr] = base
        if attr in RANGED:
            if style == "bracket":
                out[attr + ".lo"], out[attr + ".hi"] = f"filter[{attr}][from]", f"filter[{attr}][to]"
            elif style == "abbr":
                out[attr + ".lo"], out[attr + ".hi"] = base + "1", base + "2"
            else:
                out[attr + ".lo"], out[attr + ".hi"] = base + "_min", base + "_max"
    extra = {"plain": ("year", "sort", "per_page"), "native": ("y", "ord", "n"), "abbr": ("yr", "ob", "ps")}
    year, sort, size = extra.get(style, ("filter[year]", "sort", "limit"))
    return out | {"year": year, "sort": sort, "size": size}


def _sel(name: str, options: list[tuple[str, str]], attrs: str = "") -> str:
    opts = "".join(f'<option value="{escape(v)}">{escape(t)}</option>' for v, t in options)
    return f'<select name="{escape(name)}"{attrs}>{opts}</select>'


def _status(L: Lang) -> list[tuple[str, str]]:
    return [("", L.f_all), ("open", L.s_open), ("closed", L.s_closed), ("awarded", L.s_awarded)]


def _cpv(L: Lang, division: bool = False) -> list[tuple[str, str]]:
    codes = {(c[:2] if division else c): t for c, t in reversed(CPV)}
    return [("", L.f_all)] + [(c, f"{c} – {t}") for c, t in sorted(codes.items())]


def _regions(L: Lang) -> list[tuple[str, str]]:
    return [("", L.f_all)] + [(f"R{i + 1}", r) for i, r in enumerate(L["regions"])]


def _procs(L: Lang) -> list[tuple[str, str]]:
    return [("open", L.p_open), ("restricted", L.p_restricted), ("negotiated", L.p_negotiated)]


def _token(ctx: Ctx, what: str) -> str:
    return hashlib.sha256(f"{ctx.site.name}|{what}".encode()).hexdigest()[:32]


def relevant_form(ctx: Ctx) -> str:
    """The site's tender search form (one of six layouts), posting to its results page."""
    site, L = ctx.site, ctx.L
    n = names(site.names, L)
    action_url = ctx.r.url("results")
    path, _, query = action_url.partition("?")
    hidden = "".join(
        f'<input type="hidden" name="{escape(k)}" value="{escape(v)}">'
        for k, _, v in (p.partition("=") for p in query.split("&") if p)
    )
    lay = site.layout
    fid = f"frm{_token(ctx, 'id')[:6]}"
    submit = f'<input type="submit" value="{escape(L.f_submit)}">'
    if lay == "simple":
        inner = (
            f'<label for="{fid}k">{escape(L.f_keyword)}</label> '
            f'<input type="text" id="{fid}k" name="{n["keyword"]}" size="40"> '
            f'<label for="{fid}s">{escape(L.f_status)}</label> '
            + _sel(n["status"], _status(L), f' id="{fid}s"')
            + " "
            + submit
        )
        return f'<form id="{fid}" action="{escape(path)}" method="get">{hidden}<p>{inner}</p></form>'
    if lay == "advanced":
        rows = [
            _row(fid, "k", L.f_keyword, f'<input type="text" name="{n["keyword"]}" id="{fid}k">'),
            _row(fid, "r", L.f_ref, f'<input type="text" name="{n["ref"]}" id="{fid}r" size="16">'),
            _row(fid, "a", L.f_authority, f'<input type="text" name="{n["authority"]}" id="{fid}a">'),
            _row(fid, "c", L.f_cpv, _sel(n["cpv"], _cpv(L), f' id="{fid}c"')),
        ]
        radios = "".join(
            f'<label><input type="radio" name="{n["procedure"]}" value="{v}"> {escape(t)}</label> '
            for v, t in [("", L.f_all)] + _procs(L)
        )
        rows.append(f"<fieldset><legend>{escape(L.f_procedure)}</legend>{radios}</fieldset>")
        for attr, typ in (("pubdate", "date"), ("deadline", "date"), ("value", "number")):
            rows.append(
                f"<fieldset><legend>{escape(label(L, attr))}</legend>"
                f'{escape(L.f_from)} <input type="{typ}" name="{n[attr + ".lo"]}"> '
                f'{escape(L.f_to)} <input type="{typ}" name="{n[attr + ".hi"]}"></fieldset>'
            )
        rows.append(_row(fid, "g", L.f_region, _sel(n["region"], _regions(L), f' id="{fid}g"')))
        rows.append(_row(fid, "s", L.f_status, _sel(n["status"], _status(L), f' id="{fid}s"')))
        sorts = [("date", L.f_pubdate), ("deadline", L.f_deadline), ("value", L.f_value)]
        rows.append(_row(fid, "o", L.f_sort, _sel(n["sort"], sorts, f' id="{fid}o"')))
        rows.append(
            _row(fid, "n", L.f_pagesize, _sel(n["size"], [(x, x) for x in ("10", "25", "50")], f' id="{fid}n"'))
        )
        body = "".join(rows)
        return f'<form id="{fid}" class="adv" action="{escape(path)}" method="get">{hidden}{body}<p>{submit} <input type="reset"></p></form>'
    if lay == "selects":
        years = [("", L.f_all)] + [(str(y), str(y)) for y in range(2024, 2014, -1)]
        parts = [
            f"<label>{escape(L.f_cpv)} " + _sel(n["cpv"], _cpv(L, division=True)) + "</label>",
            f"<label>{escape(L.f_region)} " + _sel(n["region"], _regions(L)) + "</label>",
            f"<label>{escape(L.f_year)} " + _sel(n["year"], years) + "</label>",
            f"<label>{escape(L.f_status)} " + _sel(n["status"], _status(L)) + "</label>",
        ]
        return f'<form action="{escape(path)}" method="get">{hidden}<p>{"<br>".join(parts)}</p><p>{submit}</p></form>'
    if lay == "post_tokens":
        tokens = (
            f'<input type="hidden" name="csrf_token" value="{_token(ctx, "csrf")}">'
            f'<input type="hidden" name="__state" value="{_token(ctx, "state")}{_token(ctx, "s2")}">'
            '<input type="hidden" name="step" value="2">'
        )
        checks = "".join(
            f'<label><input type="checkbox" name="{n["status"]}" value="{v}"> {escape(t)}</label> '
            for v, t in _status(L)[1:]
        )
        body = (
            _row(fid, "k", L.f_keyword, f'<input type="text" name="{n["keyword"]}" id="{fid}k">')
            + _row(fid, "a", L.f_authority, f'<input type="text" name="{n["authority"]}" id="{fid}a">')
            + _row(fid, "p", L.f_procedure, _sel(n["procedure"], [("", L.f_all)] + _procs(L), f' id="{fid}p"'))
            + f"<p>{escape(L.f_deadline)}: {escape(L.f_from)} "
            f'<input type="text" name="{n["deadline.lo"]}" placeholder="dd.mm.yyyy"> {escape(L.f_to)} '
            f'<input type="text" name="{n["deadline.hi"]}" placeholder="dd.mm.yyyy"></p>'
            + f"<p>{escape(L.f_status)}: {checks}</p>"
        )
        return f'<form name="searchForm" action="{escape(action_url)}" method="post">{tokens}{body}<p><button type="submit">{escape(L.f_submit)}</button></p></form>'
    if lay == "table_labels":
        cells = [
            (L.f_keyword, f'<input type="text" name="{n["keyword"]}" size="30">'),
            (L.f_ref, f'<input type="text" name="{n["ref"]}" size="14">'),
            (
                L.f_authority,
                _sel(
                    n["authority"],
                    [("", L.f_all)]
                    + [
                        (str(i), a.format(city=c, region=c))
                        for i, (a, c) in enumerate(zip(L["authorities"], L["cities"]))
                    ],
                ),
            ),
            (L.f_cpv, f'<input type="text" name="{n["cpv"]}" size="10" maxlength="10">'),
            (
                L.f_pubdate,
                f'<input type="text" name="{n["pubdate.lo"]}" size="10"> – <input type="text" name="{n["pubdate.hi"]}" size="10">',
            ),
            (L.f_region, _sel(n["region"], _regions(L))),
        ]
        trs = "".join(f'<tr><td class="lbl">{escape(t)}:</td><td>{w}</td></tr>' for t, w in cells)
        return f'<form action="{escape(path)}" method="get">{hidden}<table class="frm" border="0">{trs}<tr><td></td><td>{submit}</td></tr></table></form>'
    # placeholders only
    ph = [
        ("keyword", L.f_keyword, "text"),
        ("ref", L.f_ref, "text"),
        ("authority", L.f_authority, "text"),
        ("cpv", L.f_cpv, "text"),
        ("deadline", L.f_deadline, "date"),
    ]
    inputs = "".join(f'<input type="{t}" name="{n[a]}" placeholder="{escape(p)}"> ' for a, p, t in ph)
    return f'<form class="finder" action="{escape(path)}" method="get">{hidden}<div>{inputs}<button>{escape(L.f_submit)}</button></div></form>'


def _row(fid: str, suffix: str, text: str, widget: str) -> str:
    return f'<p><label for="{fid}{suffix}">{escape(text)}</label> {widget}</p>'


# -- negative forms --------------------------------------------------------------------------------
def site_search_box(ctx: Ctx) -> str:
    """The header's site-wide search box (not the relevant form)."""
    name = ("q", "s", "keys", "query", "searchword")[ctx.site.idx % 5]
    return (
        f'<form class="sitesearch" role="search" action="{escape(ctx.u("sitesearch"))}" method="get">'
        f'<input type="search" name="{name}" aria-label="{escape(ctx.L.search)}">'
        f"<button>{escape(ctx.L.search)}</button></form>"
    )


def contact_form(ctx: Ctx) -> str:
    L = ctx.L
    return (
        f'<form action="{escape(ctx.u("contact"))}" method="post"><h2>{escape(L.contact)}</h2>'
        '<p><label>Name <input name="name"></label></p><p><label>E-mail <input type="email" name="email"></label></p>'
        '<p><label>Message <textarea name="message"></textarea></label></p><p><button>OK</button></p></form>'
    )


def newsletter_form(ctx: Ctx) -> str:
    """Tender alerts by e-mail: an e-mail address plus CPV and region preferences (a negative)."""
    L = ctx.L
    return (
        f'<form action="{escape(ctx.u("newsletter"))}" method="post"><h2>{escape(L.newsletter)}</h2>'
        f'<p><label>E-mail <input type="email" name="email" required></label></p>'
        f"<p><label>{escape(L.f_cpv)} {_sel('alert_cpv', _cpv(L, True))}</label></p>"
        f"<p><label>{escape(L.f_region)} {_sel('alert_region', _regions(L))}</label></p>"
        f'<p><label><input type="checkbox" name="consent" value="1"> {escape(L.privacy)}</label></p>'
        f"<p><button>OK</button></p></form>"
    )


def login_form(ctx: Ctx) -> str:
    L = ctx.L
    return (
        f'<form action="{escape(ctx.u("login"))}" method="post"><h2>{escape(L.login)}</h2>'
        '<p><label>User <input name="username"></label></p>'
        '<p><label>Password <input type="password" name="password"></label></p>'
        f'<input type="hidden" name="_csrf" value="{_token(ctx, "login")}"><p><button>{escape(L.login)}</button></p></form>'
    )


def register_form(ctx: Ctx) -> str:
    L = ctx.L
    checks = "".join(f'<label><input type="checkbox" name="cpv[]" value="{c}"> {c} {t}</label><br>' for c, t in CPV[:6])
    return (
        f'<form action="{escape(ctx.u("register"))}" method="post"><h2>{escape(L.register)}</h2>'
        '<p><label>Company <input name="company"></label></p><p><label>VAT / tax id <input name="vat"></label></p>'
        '<p><label>E-mail <input type="email" name="email"></label></p>'
        '<p><label>Password <input type="password" name="pw"></label></p>'
        f"<fieldset><legend>{escape(L.f_cpv)}</legend>{checks}</fieldset>"
        f"<p>{escape(L.f_region)} {_sel('seat', _regions(L))}</p><p><button>OK</button></p></form>"
    )


def complaints_form(ctx: Ctx) -> str:
    L = ctx.L
    return (
        f'<form action="{escape(ctx.u("complaints"))}" method="post" enctype="multipart/form-data">'
        f"<h2>{escape(L.complaints)}</h2>"
        f'<p><label>Name <input name="name"></label></p><p><label>{escape(L.f_ref)} <input name="proc_ref"></label></p>'
        '<p><label>Text <textarea name="text"></textarea></label></p><p><input type="file" name="annex"></p>'
        "<p><button>OK</button></p></form>"
    )


def stats_form(ctx: Ctx) -> str:
    L = ctx.L
    years = [(str(y), str(y)) for y in range(2024, 2016, -1)]
    ind = [("n", "Number of notices"), ("v", "Total value"), ("sme", "SME share")]
    return (
        f'<form action="{escape(ctx.u("stats"))}" method="get">'
        f"<label>{escape(L.f_year)} {_sel('y', years)}</label> <label>{escape(L.f_region)} {_sel('r', _regions(L))}</label> "
        f"<label>Indicator {_sel('ind', ind)}</label> <button>OK</button></form>"
    )


NEIGHBOUR_FORMS: dict[str, tuple[str, list[tuple[str, str, str]]]] = {
    # kind -> (button, [(label or lang key, name, widget kind)])
    "company_register": (
        "Search register",
        [
            ("Company name", "cname", "text"),
            ("Registration number", "regno", "text"),
            ("f_region", "seat", "region"),
            ("f_status", "state", "text"),
        ],
    ),
    "job_board": (
        "Find jobs",
        [("Job title", "what", "text"), ("f_region", "where", "region"), ("Contract type", "ct", "text")],
    ),
    "grant_search": (
        "Find funding",
        [
            ("f_keyword", "kw", "text"),
            ("Programme", "prog", "text"),
            ("f_region", "area", "region"),
            ("f_deadline", "closes", "date"),
        ],
    ),
    "auction": (
        "Search auctions",
        [
            ("Location", "loc", "region"),
            ("Property type", "ptype", "text"),
            ("Starting price", "price_min", "number"),
            ("Auction date", "adate", "date"),
        ],
    ),
    "chamber": (
        "Search members",
        [("Company", "member", "text"), ("Sector", "nace", "text"), ("f_region", "city", "region")],
    ),
    "consultancy": (
        "Send",
        [("Name", "name", "text"), ("E-mail", "email", "text"), ("Your question about tenders", "msg", "text")],
    ),
}


def neighbour_form(ctx: Ctx) -> str:
    """The neighbour's own (non-relevant) form."""
    L = ctx.L
    button, fields = NEIGHBOUR_FORMS[ctx.site.sub]
    rows = []
    for text, name, kind in fields:
        text = L.words.get(text, text)
        widget = _sel(name, _regions(L)) if kind == "region" else f'<input type="{kind}" name="{name}">'
        rows.append(f"<p><label>{escape(text)} {widget}</label></p>")
    method = "post" if ctx.site.sub == "consultancy" else "get"
    return f'<form action="{escape(ctx.u("found"))}" method="{method}">{"".join(rows)}<p><button>{button}</button></p></form>'
