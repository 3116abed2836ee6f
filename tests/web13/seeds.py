"""The twelve start sites: four council directories, three government portals, three planning news hubs and two
general web directories. None holds the relevant form."""

from __future__ import annotations

import random
import re
from typing import Any

from tests.kit import esc
from tests.web13.build import CATEGORIES, DIR_GROUPS, GOV_GROUPS, Site
from tests.web13.chrome import Menu, links_list, page, paragraphs
from tests.web13.forms import answer, other_form
from tests.web13.lang import LISTS, NAMES, TEXTS, slug

Result = tuple[int, str, dict[str, str]]
PER_PAGE = 20
WEBDIR_EXTRA = ("Local government", "Architecture & planning", "Libraries & maps")


def render(web: Any, site: Site, method: str, path: str, query: dict[str, str], form: dict[str, str]) -> Result:
    return {"councildir": _councildir, "govportal": _govportal, "newshub": _newshub, "webdir": _webdir}[site.sub](
        web, site, path, query
    )


def _nf(site: Site) -> Result:
    return 404, page(site, "Not found", '<p><a href="/">Home</a></p>'), {}


def _councils(web: Any, codes: tuple[str, ...]) -> list[Site]:
    return [s for s in web.sites if s.council and s.lang in codes]


def _councildir(web: Any, site: Site, path: str, query: dict[str, str]) -> Result:
    codes = DIR_GROUPS[site.region]
    menu = Menu(top=[("Home", "/", []), ("About", "/about.html", [])], footer=[("About", "/about.html")])
    if path == "/":
        blocks = []
        for code in codes:
            regions = [(r, f"/region/{code}-{i}.html") for i, r in enumerate(LISTS[code]["regions"])]
            blocks.append(f"<h2>{esc(NAMES[code])}</h2>{links_list(regions)}")
        portals = [(s.name, s.base + "/") for s in web.sites if s.kind == "seed" and s.sub == "govportal"]
        return 200, page(site, site.name, "".join(blocks) + "<h2>Related</h2>" + links_list(portals), menu), {}
    if path == "/about.html":
        return (
            200,
            page(site, "About", paragraphs("A volunteer-maintained list of local authority websites."), menu),
            {},
        )
    m = re.fullmatch(r"/region/([a-z]{2})-(\d)\.html", path)
    if m and m.group(1) in codes:
        code, r = m.group(1), int(m.group(2))
        listed = sorted(
            (s for s in _councils(web, (code,)) if s.region == r and s.listed and s.kind != "portal"),
            key=lambda s: s.name,
        )
        rows = "".join(
            f'<tr><td><a href="{esc(s.base)}/">{esc(s.name)}</a></td><td>{esc(s.host)}</td></tr>' for s in listed
        )
        title = f"{NAMES[code]}: {LISTS[code]['regions'][r]}"
        return 200, page(site, title, f'<table class="councils">{rows}</table>', menu, [("Home", "/")]), {}
    return _nf(site)


def _govportal(web: Any, site: Site, path: str, query: dict[str, str]) -> Result:
    codes = GOV_GROUPS[site.region]
    topics = ["housing", "business", "benefits", "transport"]
    menu = Menu(
        top=[(t.title(), f"/browse/{t}", []) for t in topics], footer=[("Help", "/help"), ("Cookies", "/help/cookies")]
    )
    if path == "/":
        body = paragraphs("Services and information from government and local councils.") + other_form(
            site, "find_council", "/find-your-council/result"
        )
        return 200, page(site, site.name, body, menu), {}
    if path in ("/help", "/help/cookies"):
        return 200, page(site, "Help", paragraphs(TEXTS["filler"]["en"]), menu), {}
    if path == "/find-your-council/result":
        return 200, page(site, "Your council", answer(site, "find_council", query), menu), {}
    m = re.fullmatch(r"/browse/([a-z]+)", path)
    if m and m.group(1) in topics:
        guides = [
            (f"Guide {k}", site.item_path(k))
            for k in range(1 + topics.index(m.group(1)) * 10, 11 + topics.index(m.group(1)) * 10)
        ]
        if m.group(1) == "housing":
            guides.insert(0, ("Planning permission", "/planning-permission"))
        return 200, page(site, m.group(1).title(), links_list(guides), menu, [("Home", "/")]), {}
    if path == "/planning-permission":
        policy = [
            (s.name, s.base + "/")
            for s in web.sites
            if s.kind == "decoy" and s.sub in ("policy", "appeals_info") and s.lang in codes
        ]
        body = paragraphs(TEXTS["planning"]["en"]) + links_list(
            [("Find your council's planning department", "/planning-permission/find-your-council")] + policy
        )
        return 200, page(site, "Planning permission", body, menu, [("Home", "/"), ("Housing", "/browse/housing")]), {}
    if path == "/planning-permission/find-your-council":
        rows = []
        for c in _councils(web, codes):
            if random.Random(f"gov|{web.seed}|{c.host}").random() < 0.4:
                t = web.tree(c)
                rows.append((f"{c.name} – planning", c.base + t.href("planning")))
        return 200, page(site, "Find your council's planning department", links_list(sorted(rows)), menu), {}
    k = site.item_of(path, query)
    if k is not None:
        return 200, page(site, f"Guide {k}", paragraphs(TEXTS["filler"]["en"], TEXTS["council"]["en"]), menu), {}
    return _nf(site)


def _targets(web: Any, site: Site) -> tuple[list[Site], list[Site]]:
    """(hidden form sites, other on-topic sites) a hub's articles link to."""
    hubs = [s for s in web.sites if s.kind == "seed" and s.sub == "newshub"]
    n = hubs.index(site)
    hidden = [s for s in web.sites if s.kind == "form" and not s.listed]
    others = [s for s in web.sites if s.kind in ("decoy", "form") and s.idx % len(hubs) == n]
    return hidden, others


def _newshub(web: Any, site: Site, path: str, query: dict[str, str]) -> Result:
    menu = Menu(
        top=[("News", "/news", []), ("Jobs", "/jobs", []), ("Subscribe", "/subscribe", [])],
        footer=[("About", "/about"), ("Advertise", "/advertise")],
        search=other_form(site, "site_search", "/search"),
    )

    def latest(start: int, n: int) -> str:
        return links_list(
            [(f"Planning news {k}", site.item_path(k)) for k in range(start, max(start - n, 0), -1)], "articles"
        )

    if path == "/":
        return 200, page(site, site.name, latest(site.items, 15), menu), {}
    if path == "/news":
        p = int(query.get("page", "1")) if query.get("page", "1").isdigit() else 1
        body = latest(site.items - (p - 1) * PER_PAGE, PER_PAGE)
        if p * PER_PAGE < site.items:
            body += f'<p><a href="/news?page={p + 1}">Older</a></p>'
        return 200, page(site, "News", body, menu), {}
    if path in ("/about", "/advertise"):
        return 200, page(site, path[1:].title(), paragraphs(TEXTS["filler"]["en"]), menu), {}
    if path == "/jobs":
        return 200, page(site, "Jobs", other_form(site, "jobs", "/jobs/results"), menu), {}
    if path == "/subscribe":
        return 200, page(site, "Subscribe", other_form(site, "newsletter", "/subscribe/done"), menu), {}
    if path in ("/search", "/jobs/results", "/subscribe/done"):
        return 200, page(site, "Results", answer(site, "site_search", query), menu), {}
    k = site.item_of(path, query)
    if k is not None:
        hidden, others = _targets(web, site)
        linked = [others[k % len(others)]] if others else []
        if k > site.items - 15 and hidden:
            linked.insert(0, hidden[(site.items - k) % len(hidden)])
        rng = random.Random(f"hub|{site.host}|{k}")
        linked += [others[rng.randrange(len(others))]] if others and rng.random() < 0.5 else []
        body = paragraphs(TEXTS["planning"][linked[0].lang] if linked else "", TEXTS["filler"]["en"])
        body += links_list([(s.name, s.base + "/") for s in linked], "mentioned")
        return 200, page(site, f"Planning news {k}", body, menu, [("News", "/news")]), {}
    return _nf(site)


def _webdir_members(web: Any, site: Site, cat: str) -> list[Site]:
    n = site.region
    if cat in CATEGORIES:
        return [s for s in web.sites if s.kind == "offtopic" and s.sub == cat and s.idx % 2 == n]
    if cat == "Local government":
        return [
            s
            for s in web.sites
            if s.council and s.listed and random.Random(f"wd|{s.host}").random() < 0.3 and s.idx % 2 == n
        ]
    if cat == "Architecture & planning":
        return [s for s in web.sites if s.kind == "decoy" and not s.council and s.idx % 2 == n]
    return [s for s in web.sites if s.sub in ("library", "cadastre") and s.idx % 2 == n]


def _webdir(web: Any, site: Site, path: str, query: dict[str, str]) -> Result:
    cats = list(CATEGORIES) + list(WEBDIR_EXTRA)
    menu = Menu(top=[("Top", "/", []), ("Submit a site", "/submit.htm", []), ("Search", "/search.htm", [])])
    if path == "/":
        return 200, page(site, site.name, links_list([(c.title(), f"/cat/{slug(c)}.htm") for c in cats]), menu), {}
    if path == "/submit.htm":
        return 200, page(site, "Submit a site", other_form(site, "contact", "/submit.htm"), menu), {}
    if path == "/search.htm":
        body = other_form(site, "site_search", "/search.htm") if not query else answer(site, "site_search", query)
        return 200, page(site, "Search", body, menu), {}
    m = re.fullmatch(r"/cat/([a-z0-9-]+)\.htm", path)
    if m:
        cat = next((c for c in cats if slug(c) == m.group(1)), None)
        if cat is None:
            return _nf(site)
        members = _webdir_members(web, site, cat)
        p = int(query.get("page", "1")) if query.get("page", "1").isdigit() else 1
        chunk = members[(p - 1) * PER_PAGE : p * PER_PAGE]
        body = links_list([(s.name, s.base + "/") for s in chunk], "entries")
        if p * PER_PAGE < len(members):
            body += f'<p><a href="/cat/{m.group(1)}.htm?page={p + 1}">Next &raquo;</a></p>'
        return 200, page(site, cat.title(), body, menu, [("Top", "/")]), {}
    return _nf(site)
