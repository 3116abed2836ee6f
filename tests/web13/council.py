"""A council's site as a tree: residents, planning, council and business sections, news, and the forms of a
municipal site (site search, contact, login, report a problem, payment, bin day, parking permit, council tax,
vacancies, meetings, comment on an application). Form sites get their hiding place from :mod:`tests.web13.hides`."""

from __future__ import annotations

import random
from typing import Any

from tests.web13.build import Site
from tests.web13.lang import w
from tests.web13.tree import Tree

#: The neighbour type whose own form sits on which node (the other councils have it with some probability).
SPECIAL = {"bin_day": "waste", "parking": "parking", "council_tax": "tax", "jobs": "jobs", "meetings": "meetings"}
NODE_FORMS = {
    "waste": ["bin"],
    "parking": ["zone", "permit"],
    "tax": ["tax"],
    "jobs": ["jobs"],
    "meetings": ["meetings"],
}


def council_tree(web: Any, site: Site) -> Tree:
    from tests.web13.hides import HIDE_BUILDERS

    rng = random.Random(f"tree|{web.seed}|{site.host}")
    t = Tree(site)

    def word(key: str) -> str:
        return w(key, site.lang)

    t.add("home", site.name, None, "home", arg={"tasks": [], "text": "council"})
    for key in ("residents", "planning", "council", "business"):
        t.add(key, word(key), kind="section", arg={"text": "planning" if key == "planning" else "council"})
    for key in ("waste", "parking", "tax", "libraries", "schools"):
        forms = NODE_FORMS.get(key, [])
        keep = SPECIAL.get(site.sub) == key or rng.random() < 0.35
        t.add(key, word(key), "residents", arg={"forms": forms if keep else []})
    t.add("report", word("report"), "residents", "form", arg={"forms": ["report"]})
    t.add("planning_apps", word("planning_apps"), "planning", arg={"text": "planning", "links": []})
    for key in ("building_control", "policy", "appeals", "preapp"):
        t.add(key, word(key), "planning", arg={"text": "planning"})
    t.add("comment", word("comment"), "planning", "form", arg={"forms": ["comment"], "text": "planning"})
    t.add("meetings", word("meetings"), "council", arg={"forms": ["meetings"] if site.sub == "meetings" else []})
    t.add("jobs", word("jobs"), "council", arg={"forms": ["jobs"] if site.sub == "jobs" or rng.random() < 0.3 else []})
    t.add("neighbours", word("neighbours"), "council", "links")
    t.add("licences", word("licences"), "business")
    t.add("pay", word("pay"), "business", "form", arg={"forms": ["pay"]})
    t.add("news", word("news"), kind="news")
    t.add("contact", word("contact"), kind="form", arg={"forms": ["contact"]})
    t.add("account", word("login"), kind="form", arg={"forms": ["login"]}, listed=False, sitemap=False)
    t.add("register_acct", word("register_acct"), "account", "form", arg={"forms": ["register"]})
    if site.sub == "site_search":
        t.add("search_adv", word("search_site"), kind="form", arg={"forms": ["site_search", "meetings"]})
    if "calendar" in site.traps:
        t.add("events", word("events"), "residents", "calendar", menu=False)
    t.top = ["residents", "planning", "council", "business", "news", "contact"]
    t.header = ["account", "contact"]
    t.footer = ["contact", "accessibility", "privacy", "cookies", "sitemap", "neighbours"]
    for key in ("accessibility", "privacy", "cookies"):
        t.add(key, word(key), listed=False, menu=False)
    t.add("sitemap", word("sitemap"), kind="sitemap", listed=False, menu=False, sitemap=False)
    if rng.random() < 0.35:
        _az(t, site)
    if rng.random() < 0.3:
        t.add("online", word("online"), kind="tiles", listed=False, menu=False)
        t.header.insert(0, "online")
    tasks = t.nodes["home"].arg["tasks"]
    tasks += rng.sample(["waste", "tax", "report", "pay", "jobs", "parking", "libraries"], 4)
    if site.kind == "form":
        HIDE_BUILDERS[site.sub](t, site, web)
    else:
        _planning_elsewhere(t, site, web, rng)
    if rng.random() < 0.3:
        t.nodes["home"].arg["newsletter"] = True
    return t.finish()


def _az(t: Tree, site: Site) -> None:
    if "az" not in t.nodes:
        t.add("az", w("az", site.lang), kind="az", listed=False, menu=False, sitemap=False)
        t.header.insert(0, "az")


def _planning_elsewhere(t: Tree, site: Site, web: Any, rng: random.Random) -> None:
    """A council without the relevant form: weekly PDF lists, or the applications decided by another council."""
    apps = t.nodes["planning_apps"]
    if site.sub == "pdf_council" or rng.random() < 0.5:
        apps.kind = "weekly_pdfs"
        apps.arg["text"] = "not_online"
    elif site.links:
        other = web.sites[site.links[0]]
        apps.arg["links"] = [(f"{w('planning_apps', site.lang)}: {other.name}", other.base + "/")]
        apps.arg["text"] = "planning"
