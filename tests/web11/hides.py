"""The pages particular to each kind of site: the hiding places of the relevant forms, the decoys, the neighbours."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from tests.web11.build import LAYOUTS, Page
from tests.web11.lang import slugify

if TYPE_CHECKING:
    from tests.web11.build import Site

_TABS = (
    ("companies", "t_reg"),
    ("charities", "t_charity"),
    ("coops", "t_coop"),
    ("associations", "t_assoc"),
    ("insolvency", "t_insolv"),
    ("owners", "t_ubo"),
)
_SERVICE_WORDS = (
    "t_extracts",
    "w_checkname",
    "t_ubo",
    "t_insolv",
    "w_startbiz",
    "w_fees",
    "t_coop",
    "w_opendata",
    "t_assoc",
    "t_charity",
)


def _form(s: Site, url: str, title: str, owner: Site | None = None, **data: object) -> str:
    """Make ``url`` the relevant form page of ``owner`` (default ``s``), with its results page."""
    owner = owner or s
    L = s.L
    if s.layout == "jsf":
        action = url  # JSF posts back to the view itself
    elif url.startswith("/index.php?id="):  # a GET form replaces the query: the page id goes as a hidden field
        results = s.page("results", L["w_results"], "results")
        action = "/index.php"
        data["hidden"] = [("id", results.rsplit("=", 1)[1])]
    else:
        action = s.page("results", L["w_results"], "results")
    s.add(url, Page("form", title, data={"action": action, **data}))
    owner.form_url = url
    s.no_sid.update({url, action})
    return url


def form_pages(s: Site, sites: list[Site], rng: random.Random) -> None:
    """The pages of a form site around its hiding place (``s.sub``)."""
    L, hide, f = s.L, s.sub, s.extra["f"]
    s.layout = {"aspx_tabid": "aspnet", "portal_ut": "jsf", "guide_steps": "namecheck"}.get(hide) or LAYOUTS[f % 4]
    reg = L[s.extra["register"]]
    if hide != "registers_tab" and rng.random() < 0.6:  # a look-alike: the register as downloadable extracts
        s.nav.append((L["t_extracts"], s.page("extracts", L["t_extracts"], "downloads")))
    if hide == "home_box":
        _form(s, "/", s.title, home=True)
        s.routes["/"] = [(k, p) for k, p in s.routes["/"] if p.kind == "form"]
    elif hide == "footer_only":
        url = _form(s, s.url("company-search", L["t_csearch"]), L["t_csearch"])
        s.footer.append((L["t_csearch"], url))
    elif hide == "cta_button":
        url = _form(s, s.url("free-search", L["w_free"]), L["w_free"])
        s.extra["cta"] = (L["w_free"], url)
    elif hide == "registers_tab":
        base = s.url("registers", L["w_registers"])
        tabs = [(key, L[word], f"{base}?tab={key}") for key, word in _TABS]
        s.add(base, Page("tabs", L["w_registers"], data={"tabs": tabs, "current": ""}))
        mine = rng.choice(tabs[:3])
        for key, label, url in tabs:
            if key == mine[0]:
                _form(s, url, label, tabs=tabs, current=key)
            else:
                s.add(url, Page("tabs", label, data={"tabs": tabs, "current": key}))
        s.nav.insert(2, (L["w_registers"], base))
    elif hide == "brand_acronym":
        brand = rng.choice(L.lists["brand"])
        form = _form(s, s.url("app", brand + " app"), f"{brand} – {reg}")
        info = s.page("brand", brand, topical=True, links=[(f"{brand} – {L['w_enter']}", form)])
        s.nav.insert(2, (brand, info))
    elif hide == "subdomain":
        s.nav.insert(2, (L["w_eservices"], f"@{s.partner}/"))
        s.extra["partner_note"] = True
    elif hide == "aspx_tabid":
        sub: list[tuple[str, str]] = []
        services = s.page("services", L["w_services"], sub=sub)
        for key in rng.sample(_SERVICE_WORDS, 5):
            sub.append((L[key], s.page(key, L[key], topical=True, sub=sub)))
        sub.insert(rng.randint(1, 4), (reg, _form(s, s.url("register", reg), reg, sub=sub)))
        s.nav.insert(2, (L["w_services"], services))
    elif hide == "eservice_start":
        form = _form(s, s.url("csearch-app", L["t_csearch"] + " app"), L["t_csearch"])
        start = s.page("start", L["w_start"] + " go", "redirect", to=form)
        login = s.page("eservice-login", L["w_login"] + " e", "login")
        services: list[tuple[str, str]] = []
        for key in rng.sample(_SERVICE_WORDS, 7):
            services.append((L[key], s.page(key, L[key], "service", start=login)))
        services.insert(rng.randint(2, 6), (L["t_csearch"], s.page("csearch", L["t_csearch"], "service", start=start)))
        s.nav.insert(2, (L["w_eservices"], s.page("eservices", L["w_eservices"], links=services)))
    elif hide == "php_id_router":
        form = _form(s, s.url("consult", reg + " consult"), f"{reg} – {L['w_search']}")
        pages = [(reg, s.page("register", reg, topical=True, links=[(L["w_enter"], form)]))]
        for key in ("t_coop", "t_assoc", "t_insolv"):
            if L[key] != reg:
                pages.append((L[key], s.page(key, L[key], "downloads")))
        rng.shuffle(pages)
        s.nav.insert(2, (L["w_registers"], s.page("registers", L["w_registers"], links=pages)))
    elif hide == "guide_steps":
        form = _form(s, s.url("name-check", L["w_checkname"]), L["w_checkname"])
        steps = [
            (
                f"{L['w_step']} 1: {L['w_checkname']}",
                s.page("step1", L["w_checkname"] + " 1", links=[(L["w_checkname"], form)]),
            )
        ]
        for i, key in enumerate(("t_extracts", "w_fees", "t_ubo", "w_eservices"), start=2):
            steps.append(
                (f"{L['w_step']} {i}: {L[key]}", s.page(f"step{i}", f"{L['w_step']} {i} {L[key]}", topical=True))
            )
        s.nav.insert(2, (L["w_startbiz"], s.page("guide", L["w_guide"], links=steps)))
    elif hide == "portal_ut":
        form = _form(s, s.url("search", reg + " search"), f"{reg} – {L['w_search']}")
        regpage = s.page("register", reg, topical=True, links=[(L["w_enter"], form)])
        regs = [(reg, regpage)] + [
            (L[k], s.page(k, L[k], "downloads")) for k in ("t_charity", "t_assoc") if L[k] != reg
        ]
        registers = s.page("registers", L["w_registers"], links=regs)
        others = [(L[k], s.page(k, L[k], topical=True)) for k in ("w_startbiz", "w_fees", "t_extracts")]
        s.nav.insert(
            2, (L["w_business"], s.page("business", L["w_business"], links=[(L["w_registers"], registers), *others]))
        )
    elif hide == "mega_menu":
        form = _form(s, s.url("company-info", L["t_csearch"]), L["t_csearch"])
        groups = []
        for head, keys in (
            ("w_info", ("t_extracts", "w_opendata", "w_pubs")),
            ("w_business", ("w_startbiz", "w_fees", "t_ubo")),
            ("w_services", ("w_checkname", "w_help", "t_coop")),
        ):
            items = [(L[k], s.page(k, L[k], topical=True)) for k in keys]
            if head == "w_info":
                items.insert(1, (L["t_csearch"], form))
            groups.append((L[head], items))
        s.mega = groups
    else:
        raise ValueError(hide)


def partner_pages(p: Site, owner: Site, rng: random.Random) -> None:
    """The partner host of a ``subdomain`` form site: ``/`` redirects to its portal page, which links the search."""
    L = owner.L
    p.layout, p.scheme, p.extra["register"] = owner.layout, "slash", owner.extra["register"]
    home = "/web/guest/home"
    p.add("/", Page("redirect", "", data={"to": home}))
    slug = slugify(L["t_csearch"]) if L.latin else "company-search"
    form = _form(p, f"/web/guest/{slug}", L["t_csearch"], owner)
    login = p.add("/web/guest/login", Page("login", L["w_login"]))
    helpp = p.add("/web/guest/help", Page("text", L["w_help"], data={"topical": True}))
    p.add(home, Page("text", L["w_eservices"], [(L["t_csearch"], form), (L["w_login"], login)], {"topical": True}))
    p.nav = [(L["w_home"], home), (L["w_help"], helpp), (L["w_login"], login)]
    p.footer = [(owner.title, f"@{owner.idx}/")]


def decoy_pages(s: Site, rng: random.Random) -> None:
    """On-topic sites without a relevant form: what they have instead."""
    L, sub = s.L, s.sub
    if sub == "pdf_register":
        s.nav.insert(2, (L["w_registers"], s.page("registers", L["w_registers"], "downloads")))
        s.nav.insert(3, (L["w_opendata"], s.page("opendata", L["w_opendata"], "downloads")))
        s.nav.insert(4, (L["t_csearch"], s.page("csearch", L["t_csearch"], topical=True)))
    elif sub == "lawfirm":
        s.nav.insert(2, (L["w_services"], s.page("services", L["w_services"], topical=True)))
        s.nav.insert(3, (L["t_companies"], s.page("clients", L["t_companies"], "news")))
    elif sub == "bnews":
        s.nav.insert(2, (L["t_insolv"], s.page("insolvency", L["t_insolv"], "news")))
        s.nav.insert(3, (L["t_companies"], s.page("companies", L["t_companies"], "news")))
    elif sub == "chamber":
        s.nav.insert(2, (L["w_members"], s.page("members", L["w_members"], "members")))
        s.nav.insert(3, (L["w_services"], s.page("services", L["w_services"], topical=True)))
    elif sub == "accountant":
        for key in ("w_startbiz", "t_extracts", "w_fees"):
            s.nav.insert(2, (L[key], s.page(key, L[key], topical=True)))
    elif sub == "gazette":
        s.nav.insert(2, (L["w_pubs"], s.page("issues", L["w_pubs"], "news")))
        s.nav.insert(3, (L["t_insolv"], s.page("insolvency", L["t_insolv"], "news")))
    elif sub == "ministry":
        s.nav.insert(2, (L["w_registers"], s.page("registers", L["w_registers"], topical=True, out=True)))
        s.nav.insert(3, (L["w_startbiz"], s.page("startbiz", L["w_guide"], topical=True)))
    elif sub == "soon":
        s.nav.insert(2, (L["t_csearch"], s.page("csearch", f"{L['t_csearch']} – {L['w_soon']}", topical=True)))
        s.nav.insert(3, (L["t_extracts"], s.page("extracts", L["t_extracts"], "downloads")))


def neighbour_pages(s: Site, rng: random.Random) -> None:
    """Institutions with other search forms (jobs, trade marks, tenders, postcodes, library, statistics)."""
    L = s.L
    label = L["n_" + s.sub]
    results = s.page("nresults", L["w_results"] + " n", "nresults")
    form = s.page("nsearch", label, "nform", action=results)
    s.nav.insert(2, (label, form))
    if rng.random() < 0.5:
        s.nav.insert(3, (L["w_services"], s.page("services", L["w_services"])))
