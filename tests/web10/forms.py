"""Family J's forms: the relevant one in seven layouts and four naming styles, and the negative forms.

:func:`relevant_form` is the searchable interface of a trial registry or a medicines database; every other form
here (header site search aside, see :mod:`tests.web10.html`) is a form a crawler for this topic should not want.
"""

from __future__ import annotations

import random

from tests.web10.html import esc
from tests.web10.lang import COUNTRIES, LANG_COUNTRY, slug, t
from tests.web10.site import Site

LAYOUTS = ("simple", "advanced", "selects", "post_tokens", "table_labels", "placeholders", "fieldsets")
STYLES = ("plain", "native", "bracketed", "abbreviated")

_PLAIN = {
    "a_keyword": "condition",
    "a_id": "trial_id",
    "a_sponsor": "sponsor",
    "a_drug": "substance",
    "a_phase": "phase",
    "a_status": "status",
    "a_country": "country",
    "a_start": "start_from",
    "a_age": "age_group",
    "a_sex": "sex",
    "a_mah": "mah",
}
_BRACKET = {
    "a_keyword": "q[cond]",
    "a_id": "q[id]",
    "a_sponsor": "q[sponsor]",
    "a_drug": "q[substance]",
    "a_phase": "filter[phase]",
    "a_status": "filter[status]",
    "a_country": "filter[country]",
    "a_start": "date[start][from]",
    "a_age": "filter[age]",
    "a_sex": "filter[sex]",
    "a_mah": "q[holder]",
}
_ABBR = {
    "a_keyword": "cnd",
    "a_id": "tid",
    "a_sponsor": "spn",
    "a_drug": "sub",
    "a_phase": "ph",
    "a_status": "st",
    "a_country": "cty",
    "a_start": "dtf",
    "a_age": "ag",
    "a_sex": "sx",
    "a_mah": "mah",
}


def field_name(site: Site, key: str) -> str:
    """The name of the field for attribute ``key`` in the site's naming style."""
    style = STYLES[site.style % len(STYLES)]
    if style == "bracketed":
        return _BRACKET[key]
    if style == "abbreviated":
        return _ABBR[key]
    if style == "native":
        name = slug(site.lang, key).replace("-", "_")
        return _PLAIN[key] + "_" if name == key else name[:24]
    return _PLAIN[key]


def _options(site: Site, key: str) -> list[tuple[str, str]]:
    lang = site.lang
    if key == "a_phase":
        return [("", "—")] + [(v, f"{t(lang, 'a_phase')} {v}") for v in ("I", "II", "III", "IV")]
    if key == "a_status":
        return [("", "—"), ("R", t(lang, "recruiting")), ("C", t(lang, "completed"))]
    if key == "a_country":
        home = LANG_COUNTRY[lang]
        return [("", "—"), (home, home)] + [(c, c) for c in COUNTRIES if c != home]
    if key == "a_age":
        return [("", "—"), ("child", "0–17"), ("adult", "18–64"), ("older", "65+")]
    return []


def _control(site: Site, key: str, fid: str, *, placeholder: bool = False) -> str:
    name = esc(field_name(site, key))
    label = esc(t(site.lang, key))
    options = _options(site, key)
    if options and not placeholder:
        opts = "".join(f'<option value="{esc(v)}">{esc(text)}</option>' for v, text in options)
        return f'<select id="{fid}" name="{name}">{opts}</select>'
    if key == "a_sex" and not placeholder:
        return "".join(
            f'<input type="radio" name="{name}" value="{v}" id="{fid}{v}"{" checked" if v == "A" else ""}>'
            f'<label for="{fid}{v}">{v}</label>'
            for v in ("A", "F", "M")
        )
    kind = "date" if key == "a_start" else "text"
    hint = f' placeholder="{label}"' if placeholder else ""
    return f'<input type="{kind}" id="{fid}" name="{name}"{hint}>'


def _row(site: Site, key: str, i: int) -> str:
    fid = f"f{i}"
    return f'<div class="row"><label for="{fid}">{esc(t(site.lang, key))}</label> {_control(site, key, fid)}</div>'


def relevant_form(site: Site, action: str, rng: random.Random) -> str:
    """The relevant search form of a form site (or of its partner host), in the site's layout."""
    lang = site.lang
    layout = LAYOUTS[site.layout % len(LAYOUTS)]
    button = f'<input type="submit" value="{esc(t(lang, "search"))}">'
    fid = f"reg{site.form}"
    if layout == "simple":
        rows = _row(site, "a_keyword", 1) + _row(site, "a_status", 2)
        return f'<form id="{fid}" action="{esc(action)}" method="get">{rows}{button}</form>'
    if layout == "advanced":
        keys = [
            "a_keyword",
            "a_id",
            "a_sponsor",
            "a_drug",
            "a_phase",
            "a_status",
            "a_country",
            "a_start",
            "a_age",
            "a_sex",
        ]
        rows = "".join(_row(site, k, i) for i, k in enumerate(keys))
        start = field_name(site, "a_start")
        to = esc(
            start.replace("from", "to").replace("dtf", "dtt")
            if start in ("start_from", "dtf", "date[start][from]")
            else start + "_to"
        )
        rows += f'<div class="row"><label for="f99">…</label><input type="date" id="f99" name="{to}"></div>'
        reset = '<input type="reset">'
        return f'<form id="{fid}" class="advanced" action="{esc(action)}" method="get">{rows}{button}{reset}</form>'
    if layout == "selects":
        rows = "".join(_row(site, k, i) for i, k in enumerate(["a_phase", "a_status", "a_country"]))
        return f'<form id="{fid}" action="{esc(action)}">{rows}{button}</form>'
    if layout == "post_tokens":
        token = f"{rng.getrandbits(128):032x}"
        hidden = (
            f'<input type="hidden" name="__state" value="{token[:24]}">'
            f'<input type="hidden" name="token" value="{token}">'
            f'<input type="hidden" name="wf" value="s1">'
        )
        rows = "".join(_row(site, k, i) for i, k in enumerate(["a_keyword", "a_drug", "a_mah", "a_status"]))
        return f'<form id="{fid}" action="{esc(action)}" method="post">{hidden}{rows}{button}</form>'
    if layout == "table_labels":
        keys = ["a_keyword", "a_id", "a_sponsor", "a_phase", "a_status"]
        cells = "".join(
            f"<tr><td class='lbl'>{esc(t(lang, k))}:</td><td>{_control(site, k, f'f{i}')}</td></tr>"
            for i, k in enumerate(keys)
        )
        return (
            f'<form id="{fid}" action="{esc(action)}" method="get"><table border="0">{cells}'
            f"<tr><td></td><td>{button}</td></tr></table></form>"
        )
    if layout == "placeholders":
        boxes = "".join(
            _control(site, k, f"f{i}", placeholder=True) for i, k in enumerate(["a_keyword", "a_drug", "a_country"])
        )
        return (
            f'<form id="{fid}" action="{esc(action)}" method="get">{boxes}<button type="submit">&#8594;</button></form>'
        )
    # fieldsets
    first = "".join(_row(site, k, i) for i, k in enumerate(["a_keyword", "a_phase", "a_status"]))
    second = "".join(_row(site, k, i + 10) for i, k in enumerate(["a_drug", "a_mah", "a_id"]))
    return (
        f'<form id="{fid}" action="{esc(action)}" method="get">'
        f"<fieldset><legend>{esc(t(lang, 'trials'))}</legend>{first}</fieldset>"
        f"<fieldset><legend>{esc(t(lang, 'medicines'))}</legend>{second}</fieldset>{button}</form>"
    )


# -- negative forms --------------------------------------------------------------------------------
def _simple(lang: str, action: str, fields: list[tuple[str, str, str]], method: str = "post", fid: str = "") -> str:
    rows = "".join(
        f'<p><label for="n{i}">{esc(t(lang, key))}</label> '
        + (
            f'<textarea id="n{i}" name="{name}"></textarea>'
            if kind == "textarea"
            else f'<input id="n{i}" type="{kind}" name="{name}">'
        )
        + "</p>"
        for i, (key, name, kind) in enumerate(fields)
    )
    ident = f' id="{fid}"' if fid else ""
    return f'<form{ident} action="{esc(action)}" method="{method}">{rows}<input type="submit" value="{esc(t(lang, "send"))}"></form>'


def negative_form(kind: str, lang: str, action: str) -> str:
    """A form that is not the topic's search: login, newsletter, contact, booking, finders, donation…"""
    if kind == "login":
        return _simple(lang, action, [("email", "username", "text"), ("password", "password", "password")], fid="login")
    if kind == "newsletter":
        return _simple(lang, action, [("email", "email", "email")], fid="newsletter")
    if kind == "contact":
        return _simple(
            lang,
            action,
            [("name", "name", "text"), ("email", "email", "email"), ("message", "message", "textarea")],
            fid="contact",
        )
    if kind == "booking":
        dept = "".join(f"<option>{esc(c)}</option>" for c in ("Cardiology", "Oncology", "Paediatrics", "Neurology"))
        return (
            _simple(
                lang,
                action,
                [("name", "patient_name", "text"), ("phone", "phone", "tel"), ("date", "preferred_date", "date")],
                fid="booking",
            )[:-7]
            + f'<select name="department">{dept}</select></form>'
        )
    if kind == "symptoms":
        boxes = "".join(
            f'<label><input type="checkbox" name="symptom" value="{s}"> {s}</label>'
            for s in ("fever", "cough", "headache", "nausea", "fatigue")
        )
        return (
            f'<form id="checker" action="{esc(action)}" method="post"><p>{esc(t(lang, "age"))} '
            f'<input type="number" name="age"></p><p>{esc(t(lang, "a_sex"))} <select name="sex"><option>F</option>'
            f"<option>M</option></select></p><p>{esc(t(lang, 'symptoms'))}: {boxes}</p>"
            f'<input type="submit" value="{esc(t(lang, "next"))}"></form>'
        )
    if kind == "pharmacy":
        return (
            f'<form id="pharmacies" action="{esc(action)}" method="get"><label>{esc(t(lang, "postcode"))} '
            f'<input name="plz" size="6"></label><label><input type="checkbox" name="open" value="1"> 24h</label>'
            f'<input type="submit" value="{esc(t(lang, "search"))}"></form>'
        )
    if kind == "doctor":
        spec = "".join(f"<option>{s}</option>" for s in ("GP", "Dermatology", "Cardiology", "Psychiatry"))
        return (
            f'<form id="doctors" action="{esc(action)}"><select name="specialty">{spec}</select>'
            f'<input name="city" placeholder="{esc(t(lang, "postcode"))}"><input name="doctor_name" '
            f'placeholder="{esc(t(lang, "name"))}"><input type="submit" value="{esc(t(lang, "search"))}"></form>'
        )
    if kind == "jobs":
        return (
            f'<form id="jobs" action="{esc(action)}"><input name="keywords" placeholder="Job title">'
            f'<input name="location"><select name="contract"><option>Full-time</option><option>Part-time</option>'
            f'</select><input type="submit" value="{esc(t(lang, "search"))}"></form>'
        )
    if kind == "journal":
        return (
            f'<form id="articles" action="{esc(action)}"><p>Title <input name="title"></p><p>Author '
            f'<input name="author"></p><p>Keywords <input name="kw"></p><p>Year <input name="year" size="4"></p>'
            f'<input type="submit" value="{esc(t(lang, "search"))}"></form>'
        )
    if kind == "price":
        return (
            f'<form id="prices" action="{esc(action)}"><label>{esc(t(lang, "medicines"))} '
            f'<input name="product"></label><label>Pack <select name="pack"><option>10</option><option>30</option>'
            f'<option>100</option></select></label><input type="submit" value="{esc(t(lang, "price"))}"></form>'
        )
    if kind == "donate":
        amounts = "".join(f'<label><input type="radio" name="amount" value="{v}"> {v} €</label>' for v in (10, 25, 50))
        return (
            f'<form id="donate" action="{esc(action)}" method="post"><p>{esc(t(lang, "amount"))}: {amounts}</p>'
            f'<p>{esc(t(lang, "name"))} <input name="donor"></p><p>{esc(t(lang, "email"))} <input name="email"></p>'
            f'<input type="submit" value="{esc(t(lang, "donate"))}"></form>'
        )
    # adverse: report a side effect (a submission with personal data, not a lookup)
    return _simple(
        lang,
        action,
        [
            ("medicines", "product_name", "text"),
            ("symptoms", "reaction", "textarea"),
            ("age", "patient_age", "number"),
            ("email", "reporter_email", "email"),
        ],
        fid="adr-report",
    )


#: Neighbour variety → its negative form.
NEIGHBOUR_FORMS = {
    "pharmacy": "pharmacy",
    "doctor": "doctor",
    "symptom": "symptoms",
    "jobs": "jobs",
    "journal": "journal",
    "price": "price",
    "booking": "booking",
}
