"""The twelve hiding places of the relevant form on a form site (see ``HIDES``/``CLICKS`` in the data sheet).

Each builder adds the nodes on the way to the form to the council's tree; the portal ones link to the council's
portal host (:mod:`tests.web13.portals`). ``listed``/``menu``/``sitemap`` keep every other way to the form longer
than the claimed number of clicks.
"""

from __future__ import annotations

from typing import Any

from tests.web13.build import Site
from tests.web13.lang import w
from tests.web13.tree import Tree

FRAMES = "/planreg/"


def _relevant(t: Tree, key: str, title: str, parent: str, **kw: Any) -> None:
    """The relevant form's node and its results node (answers the form; never listed anywhere)."""
    t.add(key, title, parent, "relevant", arg={"results": key + "_results", "text": "planning"}, **kw)
    path = kw.get("path", "")
    results_path = (path.rsplit("/", 1)[0] + "/results.html") if path else ""
    t.add(
        key + "_results",
        w("results", t.site.lang),
        key,
        "results",
        listed=False,
        menu=False,
        sitemap=False,
        path=results_path,
        arg={"form": key},
    )


def _portal(web: Any, site: Site) -> tuple[str, str]:
    from tests.web13.portals import entry_path

    portal = web.sites[site.portal]
    return portal, portal.base + entry_path(portal)


def home_widget(t: Tree, site: Site, web: Any) -> None:
    t.nodes["home"].kind = "home"
    t.nodes["home"].arg["relevant"] = True
    t.add(
        "home_results",
        w("results", site.lang),
        "home",
        "results",
        listed=False,
        menu=False,
        sitemap=False,
        arg={"form": "home"},
    )
    t.nodes["planning_apps"].arg["links"] = [(w("search_apps", site.lang), "/#planning-search")]


def dropdown(t: Tree, site: Site, web: Any) -> None:
    _relevant(t, "app_search", w("search_apps", site.lang), "planning")


def online_hub(t: Tree, site: Site, web: Any) -> None:
    if "online" not in t.nodes:
        t.add("online", w("online", site.lang), kind="tiles", listed=False, menu=False)
        t.header.insert(0, "online")
    _relevant(t, "online_planning", w("view_comment", site.lang), "online", menu=False)
    t.nodes["planning_apps"].arg["links"] = [(w("online", site.lang), "@online")]


def results_first(t: Tree, site: Site, web: Any) -> None:
    t.add("current", w("current", site.lang), "planning_apps", "current", arg={"search": "current_search"})
    _relevant(t, "current_search", w("advanced", site.lang), "current", listed=False, menu=False, sitemap=False)
    t.nodes["home"].arg["tasks"].insert(0, "current")


def cookie_gate(t: Tree, site: Site, web: Any) -> None:
    _, url = _portal(web, site)
    t.nodes["home"].arg["tasks"].insert(0, (w("search_apps", site.lang), url))
    t.nodes["planning_apps"].arg["links"] = [(w("search_apps", site.lang), url)]


def sitemap_only(t: Tree, site: Site, web: Any) -> None:
    _relevant(t, "app_search", w("search_register", site.lang), "planning", listed=False, menu=False)


def meta_refresh(t: Tree, site: Site, web: Any) -> None:
    from tests.web13.portals import form_path

    portal = web.sites[site.portal]
    t.add(
        "planning_online",
        w("planning_online", site.lang),
        "planning",
        "refresh",
        arg={"url": portal.base + form_path(portal)},
        menu=False,
    )
    t.nodes["home"].arg["tasks"].insert(0, "planning_online")


def az_services(t: Tree, site: Site, web: Any) -> None:
    if "az" not in t.nodes:
        t.add("az", w("az", site.lang), kind="az", listed=False, menu=False, sitemap=False)
        t.header.insert(0, "az")
    _relevant(t, "az_search", w("view_comment", site.lang), "az", listed=False, menu=False, sitemap=False)
    t.nodes["az_search"].arg["az"] = True


def frameset(t: Tree, site: Site, web: Any) -> None:
    lang = site.lang
    t.add(
        "reg_frames",
        w("register", lang),
        "planning",
        "frameset",
        path=FRAMES + "index.html",
        menu=False,
        arg={"frames": ["reg_menu", "reg_welcome"]},
    )
    t.add(
        "reg_menu",
        w("menu", lang),
        "reg_frames",
        "frame_menu",
        path=FRAMES + "menu.html",
        listed=False,
        menu=False,
        sitemap=False,
    )
    t.add(
        "reg_welcome",
        w("welcome_register", lang),
        "reg_frames",
        "info",
        path=FRAMES + "welcome.html",
        listed=False,
        menu=False,
        sitemap=False,
        arg={"text": "terms", "bare": True},
    )
    _relevant(
        t,
        "reg_search",
        w("search_register", lang),
        "reg_menu",
        path=FRAMES + "search.html",
        listed=False,
        menu=False,
        sitemap=False,
    )
    t.nodes["reg_menu"].arg = {"links": ["reg_search", "reg_welcome"]}
    t.nodes["home"].arg["tasks"].insert(0, "reg_frames")


def simple_advanced(t: Tree, site: Site, web: Any) -> None:
    _, url = _portal(web, site)
    t.nodes["planning"].arg["links"] = [(w("search_apps", site.lang), url)]
    t.nodes["planning_apps"].arg["links"] = [(w("search_apps", site.lang), url)]


def citizen_access(t: Tree, site: Site, web: Any) -> None:
    _, url = _portal(web, site)
    lang = site.lang
    t.add("departments", w("departments", lang), kind="section", arg={"text": "council"})
    t.add(
        "building_dept",
        w("building_dept", lang),
        "departments",
        menu=False,
        arg={"text": "planning", "links": [(w("portal_title", lang), url)]},
    )
    for key in ("libraries", "waste", "tax"):
        t.add("dept_" + key, w(key, lang), "departments", menu=False, arg={"text": "council"})
    t.top.insert(0, "departments")


def deep_register(t: Tree, site: Site, web: Any) -> None:
    lang = site.lang
    t.add("dev_mgmt", w("dev_mgmt", lang), "planning", menu=False, arg={"text": "planning"})
    t.add("register", w("register", lang), "dev_mgmt", menu=False, sitemap=False, arg={"text": "planning"})
    _relevant(t, "register_search", w("search_register", lang), "register", menu=False, sitemap=False)


HIDE_BUILDERS = {
    "home_widget": home_widget,
    "dropdown": dropdown,
    "online_hub": online_hub,
    "results_first": results_first,
    "cookie_gate": cookie_gate,
    "sitemap_only": sitemap_only,
    "meta_refresh": meta_refresh,
    "az_services": az_services,
    "frameset": frameset,
    "simple_advanced": simple_advanced,
    "citizen_access": citizen_access,
    "deep_register": deep_register,
}
