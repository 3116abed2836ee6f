"""The portal hosts of four hiding places: Idox-like Public Access (``idox``: JavaScript-only simple search, the
advanced search, ``;jsessionid=`` in every link), Accela-like Citizen Access (``accela``: module tabs, ASP.NET
postback), a terms-of-use gate (``gate``) and a vendor portal reached by a meta refresh (``refresh``)."""

from __future__ import annotations

import hashlib
import random
from typing import Any

from tests.kit import esc
from tests.web13.build import Site
from tests.web13.chrome import Menu, links_list, page, paragraphs
from tests.web13.forms import ACCELA_PREFIX, detail, other_form, relevant_form, results
from tests.web13.lang import LISTS, TEXTS, w

IDOX = "/online-applications/"
ACA = "/CitizenAccess/"
GATE_PREFIX = {
    "en": "/eplanning/",
    "us": "/eplanning/",
    "de": "/bauportal/",
    "nl": "/vergunningen/",
    "sv": "/bygglov/",
    "da": "/byggesager/",
    "nb": "/byggesak/",
    "fr": "/urbanisme/",
    "it": "/edilizia/",
    "es": "/licencias/",
    "pl": "/wnioski/",
}
ITEM_TEMPLATES = {
    "idox": IDOX + "applicationDetails.do?activeTab=summary&keyVal={k}",
    "accela": ACA + "Cap/CapDetail.aspx?Module=Building&capID1={k}",
}
Result = tuple[int, str, dict[str, str]]


def prefix(site: Site) -> str:
    return GATE_PREFIX[site.lang] if site.sub == "gate" else "/app/"


def item_template(site: Site) -> str:
    return ITEM_TEMPLATES.get(site.sub) or prefix(site) + "application/{k}"


def form_path(site: Site) -> str:
    """The page of the relevant form on a portal."""
    if site.sub == "idox":
        return IDOX + "search.do?action=advanced"
    if site.sub == "accela":
        return ACA + "Cap/CapHome.aspx?module=Building&TabName=Building"
    return prefix(site) + "search"


def entry_path(site: Site) -> str:
    """Where the council's link to its portal goes."""
    return {"idox": IDOX + "search.do?action=simple", "accela": ACA + "Default.aspx", "gate": "/"}.get(
        site.sub, form_path(site)
    )


def relevant(site: Site) -> tuple[str, str, str]:
    """(form page path, action as written, method) of the portal's relevant form."""
    if site.sub == "idox":
        return form_path(site), IDOX + "advancedSearchResults.do?action=firstPage", "post"
    if site.sub == "accela":
        return form_path(site), form_path(site), "post"
    return form_path(site), prefix(site) + "results", "post" if site.layout == "idox" else "get"


def _session(site: Site, path: str, session: str | None) -> str:
    return session or hashlib.sha1(f"{site.host}|{path}".encode()).hexdigest()[:32].upper()


def _sid(url: str, session: str) -> str:
    p, q, rest = url.partition("?")
    return f"{p};jsessionid={session}{q}{rest}"


def render(
    web: Any, site: Site, method: str, path: str, query: dict[str, str], form: dict[str, str], session: str | None
) -> Result:
    council = web.sites[site.owner]
    if site.sub == "idox":
        return _idox(
            site, council, method, path, query, form, _session(site, path + str(sorted(query.items())), session)
        )
    if site.sub == "accela":
        return _accela(site, council, method, path, query, form)
    return _generic(site, council, method, path, query, form)


def _menu(site: Site, council: Site, links: list[tuple[str, str]]) -> Menu:
    return Menu(top=[(t, h, []) for t, h in links], footer=[(council.name, council.base + "/")])


def _not_found(site: Site) -> Result:
    return 404, page(site, "404", "<p>Not found</p>"), {}


def _idox(
    site: Site, council: Site, method: str, path: str, query: dict[str, str], form: dict[str, str], sid: str
) -> Result:
    lang = site.lang
    tabs = [
        (w("simple", lang), _sid(IDOX + "search.do?action=simple", sid)),
        (w("advanced", lang), _sid(IDOX + "search.do?action=advanced", sid)),
        (w("weekly", lang), _sid(IDOX + "search.do?action=weeklyList", sid)),
    ]
    menu = _menu(site, council, tabs)
    detail_url = _sid(ITEM_TEMPLATES["idox"], sid)
    if path in ("/", IDOX.rstrip("/")):
        return 302, IDOX, {}
    if path == IDOX:
        return 302, _sid(IDOX + "search.do?action=simple", sid), {}
    if path == IDOX + "search.do":
        action = query.get("action", "simple")
        if action == "simple":
            body = (
                f'<div id="simpleSearchWidget" data-module="planning-simple-search"></div>'
                f'<noscript><p>{esc(TEXTS["js_note"][lang])} <a href="{esc(tabs[1][1])}">{esc(w("advanced", lang))}</a>'
                "</p></noscript>"
            )
            return 200, page(site, w("simple", lang), body, menu), {}
        if action == "advanced":
            _, act, meth = relevant(site)
            body = relevant_form(site, site.layout, _sid(act, sid), meth)
            return 200, page(site, w("advanced", lang), body, menu), {}
        if action == "weeklyList":
            weeks = [
                (f"{w('weekly', lang)} {k}", _sid(IDOX + f"weeklyListResults.do?action=firstPage&week={k}", sid))
                for k in range(1, 9)
            ]
            return 200, page(site, w("weekly", lang), links_list(weeks), menu), {}
    if path == IDOX + "weeklyListResults.do":
        body = results(site, query, detail_url, tabs[2][1])
        return 200, page(site, w("weekly", lang), body, menu), {}
    if path == IDOX + "advancedSearchResults.do":
        if method != "POST":
            return 302, tabs[1][1], {}
        return 200, page(site, w("results", lang), results(site, form, detail_url, tabs[1][1]), menu), {}
    if path == IDOX + "applicationDetails.do" and query.get("keyVal", "").isdigit():
        k = int(query["keyVal"])
        active = query.get("activeTab", "summary")
        sub = " ".join(
            f'<a href="{esc(_sid(IDOX + f"applicationDetails.do?activeTab={t}&keyVal={k}", sid))}">{t}</a>'
            for t in ("summary", "details", "dates", "documents", "map")
            if t != active
        )
        return 200, page(site, w("detail", lang), f'<p class="tabs">{sub}</p>' + detail(site, k, tabs[0][1]), menu), {}
    return _not_found(site)


def _accela(site: Site, council: Site, method: str, path: str, query: dict[str, str], form: dict[str, str]) -> Result:
    lang = site.lang
    modules = ["Building", "Planning", "Licenses", "Enforcement"]
    tabs = [(w("home", lang), ACA + "Default.aspx")] + [
        (m, ACA + f"Cap/CapHome.aspx?module={m}&TabName={m}") for m in modules
    ]
    tabs.append((w("login", lang), ACA + "Login.aspx"))
    menu = _menu(site, council, tabs)
    if path in ("/", ACA.rstrip("/"), ACA):
        return 302, ACA + "Default.aspx", {}
    if path == ACA + "Default.aspx":
        body = paragraphs(TEXTS["planning"][lang], TEXTS["filler"][lang])
        return 200, page(site, w("portal_title", lang), body, menu), {}
    if path == ACA + "Cap/CapHome.aspx":
        module = query.get("module", "")
        if module == "Building":
            if method == "POST":
                detail_url = ITEM_TEMPLATES["accela"]
                return 200, page(site, w("results", lang), results(site, form, detail_url, form_path(site)), menu), {}
            body = relevant_form(site, site.layout, form_path(site), "post")
            return 200, page(site, f"{w('search', lang)} – Building", body, menu), {}
        if module == "Licenses":
            return 200, page(site, "Licenses", other_form(site, "jobs", ACA + "Cap/GlobalSearchResults.aspx"), menu), {}
        if module in modules:
            body = f"<p>{esc(w('login', lang))}</p>" + other_form(site, "login", ACA + "Login.aspx")
            return 200, page(site, module, body, menu), {}
    if path == ACA + "Login.aspx":
        if method == "POST":
            return 200, page(site, w("login", lang), "<p>Invalid user name or password.</p>", menu), {}
        return 200, page(site, w("login", lang), other_form(site, "login", ACA + "Login.aspx"), menu), {}
    if path == ACA + "Cap/GlobalSearchResults.aspx":
        return 200, page(site, w("results", lang), "<p>0</p>", menu), {}
    if path == ACA + "Cap/CapDetail.aspx" and query.get("capID1", "").isdigit():
        k = int(query["capID1"])
        return 200, page(site, w("detail", lang), detail(site, k, form_path(site)), menu), {}
    return _not_found(site)


def _generic(site: Site, council: Site, method: str, path: str, query: dict[str, str], form: dict[str, str]) -> Result:
    lang = site.lang
    p = prefix(site)
    links = [(w("search", lang), p + "search"), (w("current", lang), p + "list"), ("?", p + "help")]
    menu = _menu(site, council, links)
    detail_url = p + "application/{k}"
    if path == "/":
        if site.sub == "gate":
            body = paragraphs(TEXTS["terms"][lang]) + (
                f'<p class="choice"><a class="button" href="{esc(p + "search")}">{esc(w("accept", lang))}</a> '
                f'<a href="{esc(council.base + "/")}">{esc(w("decline", lang))}</a></p>'
            )
            return 200, page(site, w("terms_title", lang), body, Menu(footer=menu.footer)), {}
        return 200, page(site, w("portal_title", lang), paragraphs(TEXTS["planning"][lang]), menu), {}
    if path == p + "search":
        _, act, meth = relevant(site)
        return 200, page(site, w("search_apps", lang), relevant_form(site, site.layout, act, meth), menu), {}
    if path == p + "results":
        values = form if method == "POST" else query
        return 200, page(site, w("results", lang), results(site, values, detail_url, p + "search"), menu), {}
    if path == p + "list":
        rng = random.Random(f"list|{site.host}")
        rows = [
            (f"{rng.choice(LISTS[lang]['streets'])} {k}", detail_url.format(k=k)) for k in range(1, min(site.items, 25))
        ]
        return 200, page(site, w("current", lang), links_list(rows), menu), {}
    if path == p + "help":
        return 200, page(site, "?", paragraphs(TEXTS["planning"][lang], TEXTS["terms"][lang]), menu), {}
    if path.startswith(p + "application/") and path.rsplit("/", 1)[1].isdigit():
        k = int(path.rsplit("/", 1)[1])
        return 200, page(site, w("detail", lang), detail(site, k, p + "list"), menu), {}
    return _not_found(site)


__all__ = ["ACCELA_PREFIX", "entry_path", "form_path", "item_template", "relevant", "render"]
