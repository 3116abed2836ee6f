"""Trees of the sites that are not councils: on-topic sites without the form (consultancies, architects, planning
news, national guidance, forums, appeals help, residents' campaigns), neighbours with another search (library
catalogue, cadastre), and the off-topic sites of twelve categories."""

from __future__ import annotations

import random
from typing import Any

from tests.web13.build import Site
from tests.web13.forms import CATEGORY_FORM
from tests.web13.lang import WORDS, w
from tests.web13.tree import Tree

# sub: (sections, {node: forms}, forms on the home page)
KINDS: dict[str, tuple[list[str], dict[str, list[str]], list[str]]] = {
    "consultancy": (["services", "projects", "team", "about"], {"account": ["login"]}, []),
    "architect": (["projects", "services", "team", "about"], {}, ["newsletter"]),
    "planning_news": (["planning_apps", "policy", "appeals", "building_control", "jobs"], {"jobs": ["jobs"]}, []),
    "policy": (["guidance", "legislation", "planning_apps", "appeals", "preapp"], {"guidance": ["guidance"]}, []),
    "forum": (["forum", "planning_apps", "building_control"], {"account": ["login"], "forum": ["forum"]}, []),
    "appeals_info": (["appeals", "guidance", "planning_apps"], {"account": ["login"], "appeals": ["register"]}, []),
    "objectors": (["news", "about", "planning_apps"], {"about": ["petition"]}, []),
    "library": (["libraries", "events", "services", "about"], {"services": ["login"]}, ["library"]),
    "cadastre": (["services", "guidance", "legislation", "about"], {}, ["cadastre"]),
}
CATEGORY_SECTIONS = {
    "shopping": ["Women", "Men", "Kids", "Home & Garden", "Sale"],
    "news": ["World", "Politics", "Business", "Culture", "Opinion"],
    "travel": ["Destinations", "Hotels", "Flights", "Deals"],
    "sport": ["Football", "Tennis", "Cycling", "Results", "Fixtures"],
    "recipes": ["Starters", "Mains", "Desserts", "Vegetarian", "Baking"],
    "music": ["Albums", "Concerts", "Reviews", "Artists"],
    "cars": ["New cars", "Used cars", "Reviews", "Finance"],
    "property": ["Buy", "Rent", "Sell", "Valuation", "Mortgages"],
    "games": ["Reviews", "Walkthroughs", "Esports", "Hardware"],
    "weather": ["Forecast", "Radar", "Warnings", "Climate"],
    "health": ["Conditions", "Medicines", "Find a doctor", "Healthy living"],
    "tech": ["Phones", "Laptops", "How-to", "Deals"],
}
CHILDREN = {
    "services": ["planning_apps", "appeals", "preapp"],
    "guidance": ["planning_apps", "building_control", "appeals"],
    "legislation": ["policy"],
    "planning_apps": ["weekly", "comment"],
}


def _title(key: str, lang: str) -> str:
    return w(key, lang) if key in WORDS else key


def others_tree(web: Any, site: Site) -> Tree:
    rng = random.Random(f"tree|{web.seed}|{site.host}")
    t = Tree(site)
    lang = site.lang
    if site.kind == "offtopic":
        sections, node_forms, home_forms = CATEGORY_SECTIONS[site.sub], {}, [CATEGORY_FORM[site.sub]]
    else:
        sections, node_forms, home_forms = KINDS[site.sub]
    t.add("home", site.name, None, "home", arg={"tasks": [], "forms": list(home_forms)})
    on_topic = site.kind != "offtopic"
    for key in sections:
        t.add(
            key, _title(key, lang), arg={"text": "planning" if on_topic else "filler", "forms": node_forms.get(key, [])}
        )
        for child in CHILDREN.get(key, []) if on_topic else []:
            if child not in t.nodes:
                t.add(child, _title(child, lang), key, arg={"text": "planning"})
        if not on_topic:
            for i in range(rng.randint(0, 3)):
                t.add(f"{key}-{i}", f"{key} {i + 1}", key)
    if "news" not in t.nodes:
        t.add("news", w("news", lang) if site.sub != "forum" else w("forum", lang) + " – topics", kind="news")
    else:
        t.nodes["news"].kind = "news"
    t.add("contact", w("contact", lang), kind="form", arg={"forms": ["contact"]})
    if "account" in node_forms:
        t.add("account", w("login", lang), kind="form", arg={"forms": node_forms["account"]}, listed=False)
    t.add("links", w("links", lang), kind="links")
    t.add("privacy", w("privacy", lang), listed=False, menu=False)
    if "endless" in site.traps or "calendar" in site.traps:
        t.add("events", w("events", lang), kind="calendar")
    t.top = [k for k in sections if k in t.nodes] + ["news", "contact"]
    t.header = ["account"] if "account" in t.nodes else []
    t.footer = ["contact", "privacy", "links"]
    if rng.random() < 0.5:
        t.add("sitemap", w("sitemap", lang), kind="sitemap", listed=False, menu=False, sitemap=False)
        t.footer.append("sitemap")
    t.nodes["home"].arg["tasks"] = [k for k in t.top[:3]] + (["links"] if rng.random() < 0.5 else [])
    return t.finish()
