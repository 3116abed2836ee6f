"""Forms: the relevant planning-application search in its layouts, its results, and every other form.

Relevant layouts (``LAYOUTS``): ``plain`` (GET, ``<label for>``, field names in the site's language), ``table``
(GET, label cells, abbreviated names), ``placeholder`` (GET, no labels, bracketed names), ``idox`` (POST, Idox
Public Access names ``searchCriteria.*`` and ``date(applicationReceivedStart)``, a CSRF token), ``accela`` (POST,
ASP.NET ``ctl00$PlaceHolderMain$generalSearchForm$…`` with ``__VIEWSTATE``, ``<span>`` labels), ``widget`` (the home
page box: reference, address, ward).
"""

from __future__ import annotations

import hashlib
import random

from tests.kit import esc
from tests.web13.build import Site
from tests.web13.lang import LISTS, slug, w

LAYOUTS = ("plain", "table", "placeholder", "idox", "accela", "widget")
# (field, label key, kind): kind "text", "date" or the LISTS key of a select
FIELDS = (
    ("ref", "f_ref", "text"),
    ("addr", "f_addr", "text"),
    ("applicant", "f_applicant", "text"),
    ("keyword", "f_keyword", "text"),
    ("ward", "f_ward", "wards"),
    ("type", "f_type", "types"),
    ("decision", "f_decision", "decisions"),
    ("recv_from", "f_recv_from", "date"),
    ("recv_to", "f_recv_to", "date"),
    ("dec_from", "f_dec_from", "date"),
    ("dec_to", "f_dec_to", "date"),
)
_IDOX = {
    "ref": "searchCriteria.reference",
    "addr": "searchCriteria.address",
    "applicant": "searchCriteria.applicantName",
    "keyword": "searchCriteria.description",
    "ward": "searchCriteria.ward",
    "type": "searchCriteria.caseType",
    "decision": "searchCriteria.caseDecision",
    "recv_from": "date(applicationReceivedStart)",
    "recv_to": "date(applicationReceivedEnd)",
    "dec_from": "date(applicationDecisionStart)",
    "dec_to": "date(applicationDecisionEnd)",
}
_ACCELA = {
    "ref": "txtGSPermitNumber",
    "addr": "txtGSStreetName",
    "applicant": "txtGSApplicantName",
    "keyword": "txtGSProjectName",
    "ward": "ddlGSDistrict",
    "type": "ddlGSPermitType",
    "decision": "ddlGSStatus",
    "recv_from": "txtGSStartDate",
    "recv_to": "txtGSEndDate",
    "dec_from": "txtGSIssuedStart",
    "dec_to": "txtGSIssuedEnd",
}
_SHORT = {
    "ref": "ref",
    "addr": "addr",
    "applicant": "appl",
    "keyword": "desc",
    "ward": "wd",
    "type": "typ",
    "decision": "dec",
    "recv_from": "rf",
    "recv_to": "rt",
    "dec_from": "df",
    "dec_to": "dt",
}
ACCELA_PREFIX = "ctl00$PlaceHolderMain$generalSearchForm$"


def token(*parts: object) -> str:
    return hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()


def _fields(site: Site, layout: str) -> list[tuple[str, str, str]]:
    """The fields this site's form has (always reference and address, then a per-site choice)."""
    if layout == "widget":
        return [f for f in FIELDS if f[0] in ("ref", "addr", "ward")]
    rng = random.Random(f"fields|{site.host}")
    optional = [f for f in FIELDS[2:] if rng.random() < 0.75]
    return list(FIELDS[:2]) + optional


def _name(site: Site, layout: str, field: str, label: str) -> str:
    if layout == "idox":
        return _IDOX[field]
    if layout == "accela":
        return ACCELA_PREFIX + _ACCELA[field]
    if layout == "table":
        return _SHORT[field]
    if layout == "placeholder":
        return f"q[{field}]"
    return slug(label, "_", site.lang)[:24] or field


def _control(site: Site, name: str, kind: str, label: str, layout: str, fid: str) -> str:
    ph = f' placeholder="{esc(label)}"' if layout == "placeholder" else ""
    if kind == "text":
        return f'<input type="text" id="{fid}" name="{esc(name)}" size="30"{ph}>'
    if kind == "date":
        return f'<input type="text" id="{fid}" name="{esc(name)}" size="10" placeholder="dd/mm/yyyy">'
    options = [f'<option value="">{esc(w("f_any", site.lang))}</option>']
    options += [f'<option value="{esc(slug(o, "_", site.lang))}">{esc(o)}</option>' for o in LISTS[site.lang][kind]]
    title = f' title="{esc(label)}"' if layout == "placeholder" else ""
    return f'<select id="{fid}" name="{esc(name)}"{title}>{"".join(options)}</select>'


def relevant_form(site: Site, layout: str, action: str, method: str) -> str:
    """The planning-application search of a form site in ``layout``, posting to ``action``."""
    lang = site.lang
    rows = []
    for field, key, kind in _fields(site, layout):
        label = w(key, lang)
        name = _name(site, layout, field, label)
        fid = f"f-{field}"
        control = _control(site, name, kind, label, layout, fid)
        if layout == "table":
            rows.append(f'<tr><td class="label">{esc(label)}</td><td>{control}</td></tr>')
        elif layout == "accela":
            rows.append(
                f'<div class="ACA_TabRow"><div class="ACA_Label"><span>{esc(label)}</span></div>{control}</div>'
            )
        elif layout == "placeholder":
            rows.append(f'<div class="field">{control}</div>')
        else:
            rows.append(f'<div class="form-row"><label for="{fid}">{esc(label)}</label> {control}</div>')
    hidden = ""
    if layout == "idox":
        hidden = (
            f'<input type="hidden" name="_csrf" value="{token("csrf", site.host)[:32]}">'
            '<input type="hidden" name="searchType" value="Application">'
        )
    elif layout == "accela":
        hidden = (
            f'<input type="hidden" name="__VIEWSTATE" value="/wEPDw{token("vs", site.host)}">'
            f'<input type="hidden" name="__EVENTVALIDATION" value="/wEWB{token("ev", site.host)[:24]}">'
        )
    inner = "".join(rows)
    if layout == "table":
        inner = f'<table class="search-form">{inner}</table>'
    submit = (
        f'<input type="submit" value="{esc(w("search", lang))}"> <input type="reset" value="{esc(w("f_reset", lang))}">'
    )
    if layout == "accela":
        submit = f'<input type="submit" name="{ACCELA_PREFIX}btnNewSearch" value="{esc(w("search", lang))}">'
    legend = w("advanced", lang) if layout == "idox" else w("search_apps", lang)
    return (
        f'<form id="planning-search" class="planning-search" action="{esc(action)}" method="{method}">'
        f"<fieldset><legend>{esc(legend)}</legend>{hidden}{inner}<p>{submit}</p></fieldset></form>"
    )


def reference(site: Site, k: int) -> str:
    """An application reference in the style of the site's locale."""
    year = 18 + k % 7
    return {
        "en": f"{year}/{k:05d}/FUL",
        "us": f"BLD20{year}-{k:04d}",
        "de": f"{k}/20{year}",
        "nl": f"OLO-{k:07d}",
        "sv": f"BN 20{year}-{k:06d}",
        "da": f"20{year}-{k:06d}",
        "nb": f"{year}/{k}",
        "fr": f"PC 0{k % 95 + 1:02d} 2{year} {k:05d}",
        "it": f"PdC {k}/20{year}",
        "es": f"LO-{k:04d}/20{year}",
        "pl": f"AB.6740.{k}.20{year}",
    }[site.lang]


def results(site: Site, values: object, detail: str, back: str) -> str:
    """A table of three to six applications answering a search; ``detail`` a URL pattern with ``{k}``."""
    rng = random.Random(token("results", site.host, sorted(values.items()) if isinstance(values, dict) else values))
    lists = LISTS[site.lang]
    n = rng.randint(3, 6)
    rows = []
    for _ in range(n):
        k = rng.randint(1, max(site.items, 1))
        address = f"{rng.randint(1, 120)} {rng.choice(lists['streets'])}"
        rows.append(
            f'<tr><td><a href="{esc(detail.format(k=k))}">{esc(reference(site, k))}</a></td><td>{esc(address)}</td>'
            f"<td>{esc(rng.choice(lists['types']))}</td><td>{esc(rng.choice(lists['decisions']))}</td></tr>"
        )
    head = "".join(f"<th>{esc(w(k, site.lang))}</th>" for k in ("f_ref", "f_addr", "f_type", "f_decision"))
    return (
        f'<p class="count">{n} {esc(w("found", site.lang))}</p><table class="results"><tr>{head}</tr>'
        f'{"".join(rows)}</table><p><a href="{esc(back)}">{esc(w("refine", site.lang))}</a></p>'
    )


def detail(site: Site, k: int, back: str) -> str:
    """One application's page."""
    rng = random.Random(token("detail", site.host, k))
    lists = LISTS[site.lang]
    rows = [
        ("f_ref", reference(site, k)),
        ("f_addr", f"{rng.randint(1, 120)} {rng.choice(lists['streets'])}"),
        ("f_ward", rng.choice(lists["wards"])),
        ("f_type", rng.choice(lists["types"])),
        ("f_decision", rng.choice(lists["decisions"])),
        ("f_recv_from", f"{rng.randint(1, 28):02d}/{rng.randint(1, 12):02d}/20{18 + k % 7}"),
    ]
    cells = "".join(f"<tr><th>{esc(w(key, site.lang))}</th><td>{esc(v)}</td></tr>" for key, v in rows)
    return f'<table class="application-details">{cells}</table><p><a href="{esc(back)}">{esc(w("back", site.lang))}</a></p>'


# -- every other form -----------------------------------------------------------------------------------------------
# name: (title key or text, method, [(field name, label key or text, kind)], submit key)
OTHER = {
    "site_search": ("search_site", "get", [("q", "search_site", "text")]),
    "contact": (
        "contact",
        "post",
        [("name", "name", "text"), ("email", "email", "text"), ("message", "message", "area")],
    ),
    "login": ("login", "post", [("username", "username", "text"), ("password", "password", "password")]),
    "register": (
        "register_acct",
        "post",
        [("name", "name", "text"), ("email", "email", "text"), ("password", "password", "password")],
    ),
    "newsletter": ("newsletter", "post", [("email", "email", "text")]),
    "report": (
        "report",
        "post",
        [("type", "problem_type", "select"), ("location", "location", "text"), ("details", "description", "area")],
    ),
    "pay": ("pay", "post", [("ref", "payref", "text"), ("amount", "amount", "text"), ("card", "card", "text")]),
    "comment": (
        "comment",
        "post",
        [
            ("appref", "f_ref", "text"),
            ("name", "name", "text"),
            ("email", "email", "text"),
            ("comment", "message", "area"),
        ],
    ),
    "bin": ("bin", "get", [("postcode", "f_postcode", "text"), ("street", "street", "text")]),
    "permit": (
        "permit_apply",
        "post",
        [
            ("name", "name", "text"),
            ("street", "street", "text"),
            ("vrm", "vehicle", "text"),
            ("email", "email", "text"),
        ],
    ),
    "zone": ("zone_lookup", "get", [("street", "street", "text")]),
    "tax": (
        "tax_lookup",
        "get",
        [("postcode", "f_postcode", "text"), ("street", "street", "text"), ("no", "house_no", "text")],
    ),
    "jobs": (
        "jobs_search",
        "get",
        [("keywords", "keyword", "text"), ("dept", "department", "select"), ("grade", "salary", "select")],
    ),
    "meetings": (
        "meetings_search",
        "get",
        [("kw", "keyword", "text"), ("from", "date", "text"), ("committee", "meetings", "select")],
    ),
    "library": (
        "library_search",
        "get",
        [("title", "title", "text"), ("author", "author", "text"), ("subject", "subject", "text")],
    ),
    "cadastre": (
        "cadastre_search",
        "get",
        [("parcel", "parcel", "text"), ("municipality", "municipality", "select"), ("street", "street", "text")],
    ),
    "forum": ("search", "get", [("keywords", "keyword", "text"), ("author", "author", "text")]),
    "guidance": ("search", "get", [("q", "keyword", "text"), ("topic", "subject", "select")]),
    "find_council": ("find_council", "get", [("postcode", "f_postcode", "text")]),
    "petition": (
        "Sign the petition",
        "post",
        [("name", "name", "text"), ("email", "email", "text"), ("postcode", "f_postcode", "text")],
    ),
    "shop": ("Search products", "get", [("q", "Search products", "text"), ("cat", "Category", "select")]),
    "hotel": (
        "Find a hotel",
        "get",
        [
            ("destination", "Destination", "text"),
            ("checkin", "Check-in", "text"),
            ("checkout", "Check-out", "text"),
            ("guests", "Guests", "select"),
        ],
    ),
    "recipe": ("Find a recipe", "get", [("q", "Ingredient or dish", "text"), ("diet", "Diet", "select")]),
    "car": (
        "Search cars",
        "get",
        [("make", "Make", "select"), ("model", "Model", "text"), ("max_price", "Max price", "text")],
    ),
    "property": (
        "Property search",
        "get",
        [
            ("location", "Town, area or postcode", "text"),
            ("min_price", "Min price", "select"),
            ("max_price", "Max price", "select"),
            ("beds", "Bedrooms", "select"),
        ],
    ),
    "weather": ("Weather forecast", "get", [("loc", "Enter a town or postcode", "text")]),
    "doctor": ("Find a doctor", "get", [("postcode", "Postcode", "text"), ("specialty", "Specialty", "select")]),
    "tickets": ("Find tickets", "get", [("artist", "Artist or venue", "text"), ("date", "Date", "text")]),
}
CATEGORY_FORM = {
    "shopping": "shop",
    "news": "site_search",
    "travel": "hotel",
    "sport": "tickets",
    "recipes": "recipe",
    "music": "tickets",
    "cars": "car",
    "property": "property",
    "games": "site_search",
    "weather": "weather",
    "health": "doctor",
    "tech": "shop",
}


def _label(text: str, lang: str) -> str:
    try:
        return w(text, lang)
    except KeyError:
        return text


def other_form(site: Site, name: str, action: str) -> str:
    """A form that is not the relevant search: its own heading, fields labelled in the site's language."""
    title, method, fields = OTHER[name]
    lang = site.lang
    rows = []
    for field, label, kind in fields:
        text = _label(label, lang)
        fid = f"{name}-{field}"
        if kind == "area":
            control = f'<textarea id="{fid}" name="{field}" rows="5" cols="40"></textarea>'
        elif kind == "select":
            opts = "".join(f'<option value="{i}">{esc(text)} {i}</option>' for i in range(1, 5))
            control = (
                f'<select id="{fid}" name="{field}"><option value="">{esc(w("f_any", lang))}</option>{opts}</select>'
            )
        else:
            typ = "password" if kind == "password" else "email" if field == "email" else "text"
            control = f'<input type="{typ}" id="{fid}" name="{field}">'
        rows.append(f'<p><label for="{fid}">{esc(text)}</label> {control}</p>')
    hidden = f'<input type="hidden" name="token" value="{token(name, site.host)[:20]}">' if method == "post" else ""
    button = w("search", lang) if method == "get" else w("send", lang)
    cls = "site-search" if name == "site_search" else f"form-{name}"
    return (
        f'<form class="{cls}" action="{esc(action)}" method="{method}"><h2>{esc(_label(title, lang))}</h2>{hidden}'
        f'{"".join(rows)}<p><input type="submit" value="{esc(button)}"></p></form>'
    )


def header_search(site: Site, action: str) -> str:
    """The small site search box in a page header."""
    return (
        f'<form class="site-search" action="{esc(action)}" method="get" role="search"><label for="hq" class="sr-only">'
        f'{esc(w("search_site", site.lang))}</label><input type="search" id="hq" name="q">'
        f'<button type="submit">{esc(w("search", site.lang))}</button></form>'
    )


def answer(site: Site, name: str, values: dict[str, str]) -> str:
    """What a site answers to one of its other forms."""
    rng = random.Random(token("answer", site.host, name, sorted(values.items())))
    if OTHER.get(name, ("", "post"))[1] == "post":
        return f'<p>{esc(w("send", site.lang))}: OK. #{rng.randint(10000, 99999)}</p><p><a href="/">{esc(w("home", site.lang))}</a></p>'
    items = "".join(f"<li>{esc(name)} {rng.randint(1, 999)}</li>" for _ in range(rng.randint(0, 5)))
    return f'<h2>{esc(w("results", site.lang))}</h2><ul class="answers">{items}</ul><p><a href="/">{esc(w("home", site.lang))}</a></p>'
