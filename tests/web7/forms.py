"""Family G's forms: the relevant case-law / legislation search in seven layouts, the neighbours' forms, and
real Formasaurus forms (login, registration, contact, newsletter, search) for the negatives."""

from __future__ import annotations

import json
import random
from functools import cache
from html import escape
from pathlib import Path

from tests.web7.lang import W

FORMS_JSON = Path(__file__).resolve().parent.parent / "web2" / "forms.json"

LAYOUTS = ("advanced", "simple", "jsf", "table", "selects", "aspnet", "placeholder")
NAMINGS = ("plain", "native", "bracket", "abbr")
_KEYS = ("keyword", "caseno", "court", "date_from", "date_to", "judge", "parties", "area", "statute", "doctype", "ecli")
_KEYS += ("sort", "perpage")
_NAMES = {
    "plain": "q case_number court date_from date_to judge parties area statute doc_type ecli sort rows",
    "bracket": "search[text] search[caseNo] search[court] search[date][from] search[date][to] search[judge] "
    "search[parties] search[area] search[norm] search[type] search[ecli] search[sort] search[limit]",
    "abbr": "txt cno crt dtf dtt jdg pty aol stt dty ecl srt psz",
    "camel": "keyword caseNumber courtId dateFrom dateTo judgeName partyName lawArea statuteRef docType ecli "
    "sortOrder pageSize",
    "de": "suchbegriff aktenzeichen gericht datum_von datum_bis richter parteien rechtsgebiet norm dokumenttyp "
    "ecli sortierung anzahl",
    "fr": "mots_cles numero_affaire juridiction date_debut date_fin juge parties matiere texte_vise type_decision "
    "ecli tri nb_resultats",
    "es": "texto expediente tribunal fecha_desde fecha_hasta ponente partes materia norma tipo_resolucion ecli "
    "orden por_pagina",
    "it": "testo numero_ruolo autorita data_dal data_al relatore parti materia norma tipo_provvedimento ecli "
    "ordina risultati",
    "nl": "zoekterm zaaknummer instantie datum_van datum_tot rechter partijen rechtsgebied wetsartikel soort "
    "ecli sortering aantal",
    "id": "kata_kunci nomor_perkara pengadilan tgl_awal tgl_akhir hakim para_pihak klasifikasi peraturan jenis "
    "ecli urutan jumlah",
    "cs": "text spisova_znacka soud datum_od datum_do soudce ucastnici oblast predpis typ ecli razeni pocet",
    "vi": "tukhoa sobanan toaan tungay denngay thamphan duongsu linhvuc dieuluat loaivanban ecli sapxep soluong",
}
_WIDGET = {"court": "select", "area": "select", "sort": "select", "perpage": "select", "doctype": "select"}
_WIDGET |= {"date_from": "date", "date_to": "date"}
_FIELDS = {
    "advanced": ("keyword", "caseno", "court", "date_from", "date_to", "judge", "parties", "area", "statute")
    + ("doctype", "ecli", "sort", "perpage"),
    "simple": ("keyword", "court", "doctype"),
    "selects": ("court", "area", "doctype", "date_from", "sort"),
    "jsf": ("keyword", "caseno", "court", "date_from", "date_to", "area"),
    "aspnet": ("keyword", "caseno", "court", "judge", "date_from", "date_to", "doctype"),
    "table": ("keyword", "caseno", "court", "date_from", "date_to", "parties", "statute"),
    "placeholder": ("keyword", "caseno", "date_from", "date_to", "court"),
}
_CASE_ONLY = {"court", "judge", "parties", "ecli", "caseno"}


def field_keys(layout: str, db: str) -> tuple[str, ...]:
    """The attributes a relevant form of ``layout`` asks for (a legislation database has no court, judge…)."""
    keys = _FIELDS[layout]
    if db == "legislation":
        keys = tuple(k for k in keys if k not in _CASE_ONLY)
        if layout != "selects" and "statute" not in keys:
            keys = keys[:1] + ("statute",) + keys[1:]
        if "doctype" not in keys:
            keys += ("doctype",)
    return keys


def _name(key: str, naming: str, lang: str, layout: str, idt: int) -> str:
    i = _KEYS.index(key)
    camel = _NAMES["camel"].split()[i]
    if layout == "jsf":
        return f"j_idt{idt}:searchForm:{camel}"
    if layout == "aspnet":
        prefix = {"select": "ddl", "date": "txt"}.get(_WIDGET.get(key, ""), "txt")
        return f"ctl00$MainContent${prefix}{camel[0].upper()}{camel[1:]}"
    style = lang if naming == "native" and lang in _NAMES else ("camel" if naming == "native" else naming)
    return _NAMES[style].split()[i]


def _options(key: str, lang: str, db: str, rng: random.Random) -> list[tuple[str, str]]:
    w = W[lang]
    if key == "court":
        courts = [f"{o} {p}" if lang not in ("ja", "ko") else f"{p}{o}" for o in w["orgs"][:4] for p in w["places"][:3]]
        return [(str(i + 1), c) for i, c in enumerate(rng.sample(courts, 8))]
    if key == "area":
        return [(f"a{i}", a) for i, a in enumerate(w["areas"])]
    if key == "doctype":
        return [(f"t{i}", t) for i, t in enumerate(w["legtypes" if db == "legislation" else "doctypes"])]
    if key == "sort":
        return [("rel", w["relevance"]), ("date", w["newest"])]
    if key == "perpage":
        return [(n, n) for n in ("10", "25", "50", "100")]
    return [(str(y), str(y)) for y in range(2024, 1999, -1)]  # a year select (the selects-only layout)


def _label(key: str, lang: str, db: str) -> str:
    w = W[lang]
    if key in ("date_from", "date_to"):
        base = w["pubdate" if db == "legislation" else "date"]
        return f"{base} ({w['from' if key == 'date_from' else 'to']})"
    if key == "keyword":
        return w["keyword"]
    return w[key]


def relevant_form(lang: str, layout: str, naming: str, db: str, action: str, seed: str) -> tuple[str, list[str]]:
    """The site's case-law (or legislation) search form and the names of its fields (hidden ones included)."""
    rng = random.Random(f"form|{seed}")
    idt = rng.randrange(10, 90)
    w = W[lang]
    keys = field_keys(layout, db)
    post = layout in ("jsf", "aspnet")
    names: list[str] = []
    rows: list[str] = []
    for key in keys:
        name = _name(key, naming, lang, layout, idt)
        names.append(name)
        fid = name.replace("[", "_").replace("]", "").replace("$", "_") if layout != "jsf" else name
        label = _label(key, lang, db)
        widget = _WIDGET.get(key, "text")
        if layout == "selects":
            widget = "select"
        if key == "doctype" and layout == "advanced":
            widget = "radio"
        ph = f' placeholder="{escape(label)}"' if layout == "placeholder" else ""
        if widget == "select":
            opts = _options(key, lang, db, rng)
            first = f"— {label} —" if layout == "placeholder" else w["all"]
            body = f'<option value="">{escape(first)}</option>' if key not in ("sort", "perpage") else ""
            body += "".join(f'<option value="{v}">{escape(t)}</option>' for v, t in opts)
            ctl = f'<select name="{escape(name)}" id="{escape(fid)}">{body}</select>'
        elif widget == "radio":
            opts = _options(key, lang, db, rng)
            ctl = " ".join(
                f'<label><input type="radio" name="{escape(name)}" value="{v}"{" checked" if i == 0 else ""}> '
                f"{escape(t)}</label>"
                for i, (v, t) in enumerate([("", w["all"]), *opts])
            )
        elif widget == "date":
            kind = "date" if layout in ("advanced", "simple", "placeholder") else "text"
            fmt = ' placeholder="TT.MM.JJJJ"' if lang == "de" and kind == "text" and not ph else ph
            ctl = f'<input type="{kind}" name="{escape(name)}" id="{escape(fid)}" size="10"{fmt}>'
        else:
            size = 60 if key == "keyword" else 25
            ctl = f'<input type="text" name="{escape(name)}" id="{escape(fid)}" size="{size}"{ph}>'
        if layout == "table":
            rows.append(f'<tr><td class="lbl">{escape(label)}:</td><td>{ctl}</td></tr>')
        elif layout == "placeholder" or widget == "radio":
            rows.append(f'<div class="fld">{ctl}</div>')
        else:
            rows.append(f'<div class="fld"><label for="{escape(fid)}">{escape(label)}</label> {ctl}</div>')
    hidden, fields = "", names
    names = []
    if layout == "jsf":
        state = f"{rng.getrandbits(64):x}:{rng.getrandbits(64):x}"
        hidden = f'<input type="hidden" name="j_idt{idt}:searchForm" value="j_idt{idt}:searchForm">'
        hidden += f'<input type="hidden" name="javax.faces.ViewState" value="{state}">'
        names += [f"j_idt{idt}:searchForm", "javax.faces.ViewState"]
    elif layout == "aspnet":
        for hn in ("__VIEWSTATE", "__VIEWSTATEGENERATOR", "__EVENTVALIDATION"):
            hidden += f'<input type="hidden" name="{hn}" id="{hn}" value="/wEP{rng.getrandbits(96):x}">'
            names.append(hn)
    elif "?id=" in action:  # TYPO3: the page id of the result page travels as a hidden field
        action, _, pid = action.partition("?id=")
        hidden = f'<input type="hidden" name="id" value="{pid}">'
        names.append("id")
    names += fields
    if layout == "jsf":
        submit = f'<input type="submit" name="j_idt{idt}:searchForm:j_idt{idt + 7}" value="{escape(w["submit"])}">'
        names.append(f"j_idt{idt}:searchForm:j_idt{idt + 7}")
    elif layout == "aspnet":
        submit = f'<input type="submit" name="ctl00$MainContent$btnSearch" value="{escape(w["submit"])}">'
        names.append("ctl00$MainContent$btnSearch")
    else:
        submit = (
            f'<button type="submit">{escape(w["submit"])}</button> <input type="reset" value="{escape(w["reset"])}">'
        )
    inner = f"<table class='sf'>{''.join(rows)}</table>" if layout == "table" else "".join(rows)
    method = "post" if post else "get"
    fid = f"j_idt{idt}:searchForm" if layout == "jsf" else ("aspnetForm" if layout == "aspnet" else f"f{idt}")
    html = (
        f'<form id="{fid}" name="{fid}" method="{method}" action="{escape(action)}" class="sf-{layout}">{hidden}'
        f"<fieldset><legend>{escape(w['legdb' if db == 'legislation' else 'casedb'])}</legend>{inner}"
        f'<div class="actions">{submit}</div></fieldset></form>'
    )
    return html, names


def _hidden_query(html: str, action: str) -> str:
    """A GET form cannot carry a query in its action: ``/index.php?id=7`` becomes a hidden ``id`` field."""
    if "?" not in action:
        return html
    base, _, query = action.partition("?")
    html = html.replace(f'action="{escape(action)}"', f'action="{escape(base)}"', 1)
    hidden = "".join(
        f'<input type="hidden" name="{escape(k)}" value="{escape(v)}">'
        for k, _, v in (p.partition("=") for p in query.split("&"))
    )
    end = html.index(">") + 1
    return html[:end] + hidden + html[end:]


# -- neighbours' forms (they share words and fields with the relevant one, but do not count) --------------
NEIGHBOURS = ("lawyers", "causelist", "efiling", "jobs", "courses", "books", "company")


def neighbour_form(kind: str, lang: str, action: str, seed: str) -> str:
    """A neighbour's form: lawyer finder, hearing list, e-filing status (with access code), jobs, courses…"""
    w = W[lang]
    rng = random.Random(f"nb|{seed}")

    def text(key: str, name: str, kind_: str = "text") -> str:
        return f'<p><label for="{name}">{escape(w[key])}</label> <input type="{kind_}" name="{name}" id="{name}"></p>'

    def select(key: str, name: str, opts: list[str]) -> str:
        body = "".join(f'<option value="{i}">{escape(o)}</option>' for i, o in enumerate(opts))
        return f'<p><label for="{name}">{escape(w[key])}</label> <select name="{name}" id="{name}">{body}</select></p>'

    method = "get"
    if kind == "lawyers":
        inner = text("name", "name") + text("city", "city") + select("practice", "practice", w["areas"])
    elif kind == "causelist":
        rooms = [f"{w['courtroom']} {n}" for n in range(1, rng.randrange(4, 12))]
        inner = text("date", "day", "date") + select("courtroom", "room", rooms)
    elif kind == "efiling":
        method = "post"
        inner = text("caseno", "aktz" if lang == "de" else "caseref") + text("pin", "pin", "password")
    elif kind == "jobs":
        inner = text("jobtitle", "job") + text("city", "location")
    elif kind == "courses":
        inner = text("course", "course") + select("semester", "term", ["2023/24", "2024", "2024/25"])
    elif kind == "books":
        inner = text("booktitle", "title") + text("author", "author") + '<p>ISBN <input type="text" name="isbn"></p>'
    else:
        inner = text("company", "firm") + text("regno", "regno") + text("city", "seat")
    html = (
        f'<form action="{escape(action)}" method="{method}" class="nb-{kind}">{inner}'
        f'<p><input type="submit" value="{escape(w["submit"] if kind != "efiling" else w["go"])}"></p></form>'
    )
    return _hidden_query(html, action) if method == "get" else html


# -- real forms from Formasaurus ------------------------------------------------------------------------------
@cache
def _formasaurus() -> dict[str, list[str]]:
    data = json.loads(FORMS_JSON.read_text(encoding="utf-8"))
    return {k: [f["html"] for f in v] for k, v in data.items()}


def real_form(kind: str, i: int, action: str) -> str:
    """Real Formasaurus form ``i`` of ``kind`` (search, login, registration, contact, newsletter, order)."""
    forms = _formasaurus()[kind]
    return forms[i % len(forms)].replace('action="/submit"', f'action="{escape(action)}"', 1)


def site_search_box(lang: str, variant: int, action: str) -> str:
    """The header search box of the site's own pages (real Formasaurus search forms for some variants)."""
    if variant % 3 == 2:
        return _hidden_query(real_form("search", variant // 3, action), action)
    w = W[lang]
    name = "q" if variant % 3 == 0 else "searchterm"
    html = (
        f'<form action="{escape(action)}" method="get" role="search" class="site-search">'
        f'<input type="search" name="{name}" placeholder="{escape(w["sitesearch"])}" aria-label="{escape(w["sitesearch"])}">'
        f'<button type="submit">{escape(w["submit"])}</button></form>'
    )
    return _hidden_query(html, action)
