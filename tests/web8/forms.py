"""Family H's forms: the relevant patent/trademark register search in seven layouts, and the negative forms.

Field names come in four styles (``NAMING``): plain English (``applicant``), the site's own words transliterated
(``zglaszajacy``), bracketed (``q[applicant]``) and abbreviations (``pa``).
"""

from __future__ import annotations

import hashlib
import random
from html import escape

from tests.web8.lang import slug, variants, word

LAYOUTS = ("simple", "advanced", "selects", "viewstate", "csrf", "table", "placeholders")
NAMING = ("plain", "native", "bracket", "abbr")

ABBR = {
    "a_keyword": "kw", "a_pubno": "pn", "a_appno": "an", "a_applicant": "pa", "a_inventor": "in", "a_title": "ti",
    "a_class": "ipc", "a_filed": "ad", "a_published": "pd", "a_status": "st", "kind": "kd",
}  # fmt: skip
PLAIN = {
    "a_keyword": "keywords", "a_pubno": "publication_number", "a_appno": "application_number",
    "a_applicant": "applicant", "a_inventor": "inventor", "a_title": "title", "a_class": "classification",
    "a_filed": "filing_date", "a_published": "publication_date", "a_status": "status", "kind": "right_type",
}  # fmt: skip
IPC_SECTIONS = (
    "A – Human necessities", "B – Performing operations; transporting", "C – Chemistry; metallurgy",
    "D – Textiles; paper", "E – Fixed constructions", "F – Mechanical engineering; lighting; heating",
    "G – Physics", "H – Electricity",
)  # fmt: skip


def e(text: str) -> str:
    return escape(text, quote=True)


def field_name(attr: str, naming: str, lang: str, suffix: str = "") -> str:
    """The ``name`` of the field for attribute ``attr`` (a word-table key) in a naming style."""
    if naming == "abbr":
        base = ABBR[attr]
    elif naming == "native":
        base = slug(word(lang, attr), lang).replace("-", "_")[:24] or PLAIN[attr]
        if not base.isascii() or not base[0].isalpha():
            base = PLAIN[attr]
    elif naming == "bracket":
        return f"q[{PLAIN[attr]}]" + (f"[{suffix}]" if suffix else "")
    else:
        base = PLAIN[attr]
    return base + (f"_{suffix}" if suffix else "")


def _token(*parts: object) -> str:
    return hashlib.sha1("|".join(map(str, parts)).encode()).hexdigest()


def _kinds(lang: str, trademark: bool) -> list[tuple[str, str]]:
    if trademark:
        return [("tm", word(lang, "trademarks")), ("ds", word(lang, "designs"))]
    return [("pt", word(lang, "patents")), ("um", word(lang, "utility")), ("ds", word(lang, "designs"))]


def _statuses(lang: str) -> list[tuple[str, str]]:
    return [("", word(lang, "any")), ("g", word(lang, "granted")), ("p", word(lang, "pending")),
            ("l", word(lang, "lapsed"))]  # fmt: skip


def _classes(trademark: bool) -> list[tuple[str, str]]:
    if trademark:
        return [(str(n), f"{n:02d}") for n in range(1, 46)]
    return [(s[0], s) for s in IPC_SECTIONS]


def _select(name: str, options: list[tuple[str, str]], ident: str = "") -> str:
    opts = "".join(f'<option value="{e(v)}">{e(t)}</option>' for v, t in options)
    return f'<select name="{e(name)}"{f" id={ident!r}" if ident else ""}>{opts}</select>'


def relevant_form(lang: str, layout: str, naming: str, action: str, trademark: bool, pick: int, key: str) -> str:
    """The register search form (the page to find holds exactly this form)."""
    w = lambda k, i=pick: word(lang, k, i)  # noqa: E731
    n = lambda a, s="": field_name(a, naming, lang, s)  # noqa: E731
    attrs = ["a_keyword", "a_appno", "a_applicant", "a_class", "a_filed", "a_status"] if trademark else [
        "a_pubno", "a_appno", "a_applicant", "a_inventor", "a_title", "a_class", "a_filed", "a_status"]  # fmt: skip
    submit = f'<input type="submit" value="{e(w("go"))}"> <input type="reset" value="{e(w("reset"))}">'
    title = f"<h2>{e(w('tmsearch') if trademark else w('psearch'))}</h2>"
    if layout == "simple":
        return (f'{title}<form action="{e(action)}" method="get" class="simple-search">'
                f'<label for="sq">{e(w("a_keyword"))}</label> <input type="text" id="sq" name="{n("a_keyword")}" size="40"> '
                f'<label>{e(w("kind"))} {_select(n("kind"), _kinds(lang, trademark))}</label> '
                f'<input type="submit" value="{e(w("go"))}"></form>')  # fmt: skip
    if layout == "selects":
        years = [("", w("any"))] + [(str(y), str(y)) for y in range(2024, 1979, -1)]
        return (f'{title}<form action="{e(action)}" method="get"><p><label>{e(w("a_class"))} '
                f'{_select(n("a_class"), [("", w("any"))] + _classes(trademark))}</label></p>'
                f'<p><label>{e(w("year"))} {_select(n("a_filed", "year"), years)}</label></p>'
                f'<p><label>{e(w("a_status"))} {_select(n("a_status"), _statuses(lang))}</label></p>'
                f"<p>{submit}</p></form>")  # fmt: skip
    rows: list[tuple[str, str]] = []  # (label, control)
    for a in attrs:
        if a == "a_class":
            ctl = f'<input type="text" name="{n(a)}" size="12" placeholder="{"25" if trademark else "H04L 9/32"}">'
        elif a in ("a_filed", "a_published"):
            ctl = (f'{e(w("from"))} <input type="date" name="{n(a, "from")}"> '
                   f'{e(w("to"))} <input type="date" name="{n(a, "to")}">')  # fmt: skip
        elif a == "a_status":
            ctl = " ".join(
                f'<label><input type="radio" name="{n(a)}" value="{v}"{" checked" if not v else ""}> {e(t)}</label>'
                for v, t in _statuses(lang)
            )
        else:
            ctl = f'<input type="text" name="{n(a)}" size="30">'
        rows.append((w(a), ctl))
    if layout == "advanced":
        sort = _select("sort", [("pd", w("a_published")), ("ad", w("a_filed")), ("ti", w("a_title"))])
        size = _select("rows", [("10", "10"), ("25", "25"), ("50", "50")])
        body = "".join(f"<div class='row'><label>{e(lab)}</label> {ctl}</div>" for lab, ctl in rows)
        return (f'{title}<form action="{e(action)}" method="get" id="advanced">{body}'
                f"<div class='row'><label>{e(w('sort'))}</label> {sort} <label>{e(w('perpage'))}</label> {size}</div>"
                f"<div class='buttons'>{submit}</div></form>")  # fmt: skip
    if layout == "viewstate":
        pre = "ctl00$MainContent$"
        body = ""
        for a in attrs[:5]:
            lab = w(a)
            body += (f'<tr><td><span id="MainContent_lbl{PLAIN[a].title().replace("_", "")}">{e(lab)}</span></td>'
                     f'<td><input name="{pre}txt{PLAIN[a].title().replace("_", "")}" type="text"></td></tr>')  # fmt: skip
        state = _token("vs", key)
        return (f'{title}<form method="post" action="{e(action)}" id="form1">'
                f'<input type="hidden" name="__VIEWSTATE" value="/wEPDwUK{state[:30]}">'
                f'<input type="hidden" name="__VIEWSTATEGENERATOR" value="{state[30:38].upper()}">'
                f'<input type="hidden" name="__EVENTVALIDATION" value="/wEdAA{state[:24]}">'
                f"<table>{body}<tr><td>{e(w('a_status'))}</td><td>"
                f"{_select(pre + 'ddlStatus', _statuses(lang))}</td></tr></table>"
                f'<input type="submit" name="{pre}btnSearch" value="{e(w("go"))}"></form>')  # fmt: skip
    if layout == "csrf":
        body = "".join(f"<p><label>{e(lab)}<br>{ctl}</label></p>" for lab, ctl in rows[:6])
        return (f'{title}<form method="post" action="{e(action)}" accept-charset="UTF-8">'
                f'<input type="hidden" name="_token" value="{_token("csrf", key)}">'
                f'<input type="hidden" name="form_id" value="register_search">{body}<p>{submit}</p></form>')  # fmt: skip
    if layout == "table":
        body = "".join(f"<tr><td class='lbl'>{e(lab)}:</td><td>{ctl}</td></tr>" for lab, ctl in rows)
        return (f'{title}<form action="{e(action)}" method="get" name="frmSearch"><table class="form" border="0" '
                f'cellpadding="3">{body}<tr><td></td><td>{submit}</td></tr></table></form>')  # fmt: skip
    # placeholders only
    inputs = "".join(
        f'<input type="text" name="{n(a)}" placeholder="{e(w(a))}" aria-label="{e(w(a))}"> '
        for a in attrs
        if a not in ("a_filed", "a_status")
    )
    return (f'{title}<form action="{e(action)}" method="get" class="inline">{inputs}'
            f'{_select(n("kind"), _kinds(lang, trademark))} <button type="submit">{e(w("go"))}</button></form>')  # fmt: skip


# -- negative forms -----------------------------------------------------------------------------------------
def site_search(lang: str, action: str, rng: random.Random) -> str:
    """The one-box site search of a header (not the register)."""
    name = rng.choice(("q", "s", "query", "searchword", "keys", "text"))
    return (f'<form class="site-search" action="{e(action)}" method="get" role="search">'
            f'<input type="search" name="{name}" placeholder="{e(word(lang, "search"))}…">'
            f'<button type="submit">{e(word(lang, "search"))}</button></form>')  # fmt: skip


def _simple(action: str, method: str, fields: list[tuple[str, str, str]], button: str, title: str = "") -> str:
    body = ""
    for label, name, typ in fields:
        if typ == "textarea":
            ctl = f'<textarea name="{name}" rows="5" cols="40"></textarea>'
        elif typ.startswith("select:"):
            ctl = _select(name, [(o, o) for o in typ[7:].split("|")])
        else:
            ctl = f'<input type="{typ}" name="{name}">'
        body += f"<p><label>{e(label)} {ctl}</label></p>"
    head = f"<h2>{e(title)}</h2>" if title else ""
    return f'{head}<form action="{e(action)}" method="{method}">{body}<p><input type="submit" value="{e(button)}"></p></form>'


def negative_form(kind: str, lang: str, action: str, key: str = "") -> str:
    """A form that is not the register search: ``kind`` says which."""
    w = lambda k: word(lang, k)  # noqa: E731
    specialties = "|".join([w("patents"), w("trademarks"), w("designs"), w("ip")])
    if kind == "login":
        return _simple(action, "post", [(w("email"), "username", "text"), (w("password"), "password", "password")],
                       w("login"), w("efiling")).replace("</form>", f'<input type="hidden" name="csrf" value="{_token("l", key)}"></form>')  # fmt: skip
    if kind == "signup":
        return _simple(action, "post", [(w("name"), "fullname", "text"), (w("email"), "email", "email"),
                       (w("password"), "pass1", "password"), (w("password"), "pass2", "password")], w("signup"), w("signup"))  # fmt: skip
    if kind == "newsletter":
        return _simple(action, "post", [(w("email"), "email", "email")], w("send"), w("subscribe"))
    if kind == "contact":
        return _simple(action, "post", [(w("name"), "name", "text"), (w("email"), "email", "email"),
                       (w("message"), "message", "textarea")], w("send"), w("contact"))  # fmt: skip
    if kind == "fees":
        kinds = "|".join([w("patents"), w("utility"), w("designs"), w("trademarks")])
        return _simple(action, "get", [(w("fees"), "type", "select:" + kinds), ("Claims", "claims", "number"),
                       (w("year"), "years", "number")], w("calc"), w("fees"))  # fmt: skip
    if kind == "watch":
        return _simple(action, "post", [(w("trademarks"), "mark", "text"), ("Nice", "nice", "text"),
                       (w("email"), "email", "email")], w("subscribe"), w("watch"))  # fmt: skip
    if kind == "attorney_finder":
        return _simple(action, "get", [(w("name"), "name", "text"), (w("city"), "city", "text"),
                       (w("specialty"), "spec", "select:" + specialties)], w("search"), w("attorneys"))  # fmt: skip
    if kind == "courses":
        return _simple(action, "get", [(w("course"), "course", "text"), (w("year"), "semester", "select:2024|2025"),
                       (w("specialty"), "area", "select:" + specialties)], w("search"), w("courses"))  # fmt: skip
    if kind == "jobs":
        return _simple(
            action, "get", [(w("job"), "kw", "text"), (w("city"), "location", "text")], w("search"), w("jobs")
        )
    if kind == "company_register":
        return _simple(action, "get", [(w("company"), "company", "text"), ("Reg. No.", "regno", "text"),
                       (w("city"), "seat", "text")], w("search"), w("company"))  # fmt: skip
    if kind == "standards_shop":
        return _simple(action, "get", [(w("standard"), "std", "text"), (w("a_title"), "title", "text"),
                       ("ICS", "ics", "text")], w("search"), w("standard"))  # fmt: skip
    if kind == "literature":
        return _simple(action, "get", [(w("author"), "au", "text"), (w("a_title"), "ti", "text"),
                       (w("journal"), "jn", "text"), (w("year"), "py", "number")], w("search"), w("journal"))  # fmt: skip
    # off-topic category searches
    return OFFTOPIC_FORMS.get(kind, lambda a: _simple(a, "get", [("", "q", "text")], "Go"))(action)


OFFTOPIC_FORMS = {
    "travel": lambda a: _simple(a, "get", [("From", "from", "text"), ("To", "to", "text"), ("Departure", "dep", "date"),
                                           ("Return", "ret", "date")], "Find flights"),
    "realestate": lambda a: _simple(a, "get", [("City", "city", "text"), ("Max price", "price", "number"),
                                               ("Rooms", "rooms", "select:1|2|3|4|5+")], "Show listings"),
    "cars": lambda a: _simple(a, "get", [("Make", "make", "text"), ("Model", "model", "text"),
                                         ("Year", "year", "number")], "Search cars"),
    "recipes": lambda a: _simple(a, "get", [("Ingredient", "ing", "text"), ("Course", "course",
                                            "select:starter|main|dessert")], "Find recipes"),
    "music": lambda a: _simple(a, "get", [("Artist", "artist", "text"), ("Album", "album", "text")], "Search"),
    "weather": lambda a: _simple(a, "get", [("City", "city", "text")], "Forecast"),
    "shop": lambda a: _simple(a, "get", [("", "q", "search"), ("Category", "cat", "select:all|home|garden|fashion")],
                              "Search products"),
    "games": lambda a: _simple(a, "post", [("User", "user", "text"), ("Password", "pw", "password")], "Play"),
}  # fmt: skip


def labels_of(lang: str, attr: str) -> tuple[str, ...]:
    return variants(lang, attr)
