"""Who is who in family M: the sites, their roles, names, host names, languages and the links between sites."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field

from tests.web13.lang import CODES, COUNCIL_HOSTS, COUNCIL_NAME, LEGACY, LISTS, TLD, slug, w

#: Hiding places of the relevant form, ``HIDES[f % 12]`` for form site ``f``.
HIDES = (
    "home_widget",
    "dropdown",
    "online_hub",
    "results_first",
    "cookie_gate",
    "sitemap_only",
    "meta_refresh",
    "az_services",
    "frameset",
    "simple_advanced",
    "citizen_access",
    "deep_register",
)
#: Steps from the council's home page to the form page (links, frame sources and meta refreshes).
CLICKS = {
    "home_widget": 0,
    "dropdown": 1,
    "online_hub": 2,
    "results_first": 2,
    "cookie_gate": 2,
    "sitemap_only": 2,
    "meta_refresh": 2,
    "az_services": 3,
    "frameset": 3,
    "simple_advanced": 3,
    "citizen_access": 4,
    "deep_register": 4,
}
#: The hiding places whose form is on a portal host of its own, and that portal's software.
PORTAL_OF = {"cookie_gate": "gate", "meta_refresh": "refresh", "simple_advanced": "idox", "citizen_access": "accela"}
FIXED_LAYOUT = {"home_widget": "widget", "simple_advanced": "idox", "citizen_access": "accela"}
ROTATED_LAYOUTS = ("plain", "table", "placeholder", "idox")
DECOYS = ("pdf_council", "consultancy", "architect", "planning_news", "policy", "forum", "appeals_info", "objectors")
NEIGHBOURS = ("bin_day", "parking", "council_tax", "jobs", "meetings", "site_search", "library", "cadastre")
COUNCIL_NEIGHBOURS = NEIGHBOURS[:6]
CATEGORIES = (
    "shopping",
    "news",
    "travel",
    "sport",
    "recipes",
    "music",
    "cars",
    "property",
    "games",
    "weather",
    "health",
    "tech",
)
SEEDS = (("councildir", 4), ("govportal", 3), ("newshub", 3), ("webdir", 2))
#: Which locales each council directory and each government portal covers.
DIR_GROUPS = (("en", "us"), ("de", "nl", "pl"), ("sv", "da", "nb"), ("fr", "it", "es"))
GOV_GROUPS = (("en", "us", "fr"), ("de", "nl", "pl", "it"), ("sv", "da", "nb", "es"))
BRANDS = (
    "Oakwood Meridian Northpoint Harbour Summit Granite Willow Beacon Crescent Atlas Linden Cedar Falcon Kestrel "
    "Maple Orchard Pinnacle Quarry Sterling Aurora Nordic Alpine Coastal Metro Urban Vista Horizon Evergreen "
    "Bluebell Copper Silver Redwood Highland Lakeside Pioneer Heritage Central Civic Compass Keystone Landmark"
).split()
CATEGORY_WORDS = {
    "shopping": "store shop outlet market boutique",
    "news": "daily herald times gazette chronicle",
    "travel": "travel trips holidays journeys voyages",
    "sport": "sport scores league fans arena",
    "recipes": "kitchen recipes cooking bakes food",
    "music": "music records sound tunes live",
    "cars": "cars motors autos wheels drive",
    "property": "homes estates property lettings realty",
    "games": "games gaming play arcade pixel",
    "weather": "weather forecast climate skies radar",
    "health": "health clinic care wellbeing pharmacy",
    "tech": "tech gadgets digital devices bytes",
}
#: Item URL templates: ``{k}`` the item number, ``{slug}`` words, ``{year}``/``{month}`` from ``k``.
COUNCIL_ITEMS = {
    "localgov": ("/news/{slug}-{k}", "/listed-buildings/{slug}-{k}", "/council/meetings/minutes-{k}"),
    "typo3": ("/aktuelles/meldung/{k}.html", "/index.php?id=900&tx_news={k}", "/sitzung/{k}/tagesordnung.html"),
    "table": ("/archive/item{k}.htm", "/minutes/minutes_{k}.htm", "/cgi-bin/news.pl?id={k}"),
    "sitevision": ("/nyheter/{year}/{slug}-{k}.html", "/evenemang/{slug}-{k}.html", "/protokoll/{k}.html"),
    "wordpress": ("/?p={k}", "/{year}/{month}/{slug}-{k}/", "/agenda-item/{k}/"),
    "civicplus": ("/CivicAlerts.aspx?AID={k}", "/AgendaCenter/ViewFile/Item/{k}", "/Calendar.aspx?EID={k}"),
}
OTHER_ITEMS = (
    "/article/{k}/{slug}",
    "/node/{k}",
    "/{year}/{month}/{slug}-{k}/",
    "/products/{slug}-{k}.html",
    "/p/{k}",
    "/stories/{slug}-{k}",
    "/item.php?id={k}",
    "/posts/{k}",
)
COUNCIL_CMS = {
    "en": ("localgov", "table", "wordpress"),
    "us": ("civicplus", "wordpress", "table"),
    "de": ("typo3", "table", "localgov"),
    "nl": ("localgov", "wordpress"),
    "sv": ("sitevision",),
    "da": ("sitevision", "localgov"),
    "nb": ("sitevision", "wordpress"),
    "fr": ("wordpress", "typo3", "table"),
    "it": ("table", "typo3", "wordpress"),
    "es": ("typo3", "wordpress", "table"),
    "pl": ("table", "typo3"),
}
NAV_STYLES = ("nav", "div", "table", "mega", "wp")
_ITEM_PARTS = {"k": r"(?P<k>\d+)", "slug": r"[a-z0-9-]+", "year": r"\d{4}", "month": r"\d{2}"}


@dataclass
class Site:
    """One site of family M (a host of its own)."""

    idx: int
    kind: str  # seed, form, portal, decoy, neighbour, offtopic
    sub: str  # the seed's type, the form site's hiding place, the portal's software, the decoy's type, the category
    lang: str
    name: str = ""
    host: str = ""
    charset: str = "utf-8"
    ip: str = ""
    port: int = 0
    cms: str = "localgov"
    nav: str = "nav"
    items: int = 0
    item_tpl: str = "/news/{k}"
    traps: tuple[str, ...] = ()
    robots: bool = False
    links: list[int] = field(default_factory=list)
    f: int = -1  # number of the form site (form sites and their portals)
    portal: int = -1  # a form site's portal
    owner: int = -1  # a portal's council
    layout: str = ""  # the relevant form's layout
    town: str = ""
    region: int = 0
    listed: bool = True  # listed in its council directory
    pid: int = 100  # first page id of the id-numbered schemes
    council: bool = False

    @property
    def base(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def code(self) -> int:
        return CODES.index(self.lang)

    def item_path(self, k: int) -> str:
        rng = random.Random(f"{self.host}|{k}")
        words = LISTS[self.lang]["streets"] + LISTS[self.lang]["wards"]
        return self.item_tpl.format(
            k=k, slug=slug(rng.choice(words)) or "item", year=2010 + k % 15, month=f"{k % 12 + 1:02d}"
        )

    def item_of(self, path: str, query: dict[str, str]) -> int | None:
        """The item a request is for (path and the first values of its query), or None."""
        tpl_path, _, tpl_query = self.item_tpl.partition("?")
        m = re.fullmatch(_template_regex(tpl_path), path)
        if m is None:
            return None
        if "{k}" in tpl_path:
            k = int(m.group("k"))
        else:  # /?p={k}: the number is a query parameter, the other parameters must match
            pairs = dict(p.split("=", 1) for p in tpl_query.split("&"))
            if any(query.get(n) != v for n, v in pairs.items() if v != "{k}"):
                return None
            value = query.get(next(n for n, v in pairs.items() if v == "{k}"), "")
            if not value.isdigit():
                return None
            k = int(value)
        return k if 1 <= k <= self.items else None


def _template_regex(template: str) -> str:
    out = re.escape(template)
    for name, part in _ITEM_PARTS.items():
        out = out.replace(re.escape("{" + name + "}"), part)
    return out


def _plan(sites: int, forms: int) -> list[tuple[str, str, int]]:
    """(kind, sub, form number) of every site, in role order."""
    plan = [(kind, sub, -1) for sub, n in SEEDS for kind in ["seed"] * n]
    for f in range(forms):
        hide = HIDES[f % len(HIDES)]
        plan.append(("form", hide, f))
        if hide in PORTAL_OF:
            plan.append(("portal", PORTAL_OF[hide], f))
    on_topic = max(round(sites * 0.08), len(plan) - len(SEEDS) + 2 * len(DECOYS))
    decoys = on_topic - (len(plan) - len(SEEDS))
    plan += [("decoy", DECOYS[i % len(DECOYS)], -1) for i in range(decoys)]
    plan += [("neighbour", NEIGHBOURS[i % len(NEIGHBOURS)], -1) for i in range(max(round(sites * 0.07), 16))]
    plan += [("offtopic", CATEGORIES[i % len(CATEGORIES)], -1) for i in range(max(sites - len(plan), 24))]
    return plan


class _Names:
    """Unique host names, and the towns of each locale handed out in turn."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.taken: set[str] = set()
        self.towns = {code: rng.sample(LISTS[code]["towns"], len(LISTS[code]["towns"])) for code in CODES}
        self.used: dict[str, int] = {code: 0 for code in CODES}

    def unique(self, host: str) -> str:
        out, n = host, 1
        while out in self.taken:
            n += 1
            head, _, rest = host.partition(".")
            head2, _, rest2 = rest.partition(".")
            out = f"{head}.{head2}{n}.{rest2}" if head in ("www", "bip", "sede", "comune") else f"{head}{n}.{rest}"
        self.taken.add(out)
        return out

    def town(self, code: str) -> str:
        towns = self.towns[code]
        n = self.used[code]
        self.used[code] += 1
        return towns[n % len(towns)]


def _council(site: Site, names: _Names, rng: random.Random) -> None:
    site.council = True
    site.town = names.town(site.lang)
    site.name = rng.choice(COUNCIL_NAME[site.lang]).format(town=site.town)
    site.host = names.unique(rng.choice(COUNCIL_HOSTS[site.lang]).format(t=slug(site.town, "", site.lang)))
    site.cms = rng.choice(COUNCIL_CMS[site.lang])
    site.nav = {"table": "table", "wordpress": "wp", "sitevision": "mega", "civicplus": "mega"}.get(
        site.cms, rng.choice(("nav", "div"))
    )
    site.item_tpl = rng.choice(COUNCIL_ITEMS[site.cms])
    site.items = rng.randint(40, 300)
    site.region = rng.randrange(3)


def _portal_host(site: Site, council: Site, names: _Names, rng: random.Random) -> str:
    domain = council.host.removeprefix("www.")
    t = slug(council.town, "", council.lang)
    options = {
        "idox": [f"publicaccess.{domain}", f"pa.{domain}", f"{t}-pa.idox-hosted.co.uk"],
        "accela": [f"permits.{domain}", f"aca.{t}.permitcloud.net"],
        "gate": [f"eplanning.{domain}", f"{t}.planningregister.eu", f"bouwloket.{domain}"],
        "refresh": [f"{t}.e-planning-online.eu", f"online.{domain}", f"portal.{domain}"],
    }[site.sub]
    return names.unique(rng.choice(options))


def _other(site: Site, names: _Names, rng: random.Random) -> None:
    brand = rng.choice(BRANDS)
    tld = TLD[site.lang]
    if site.kind == "offtopic":
        word = rng.choice(CATEGORY_WORDS[site.sub].split())
        site.name = f"{brand} {word.title()}"
        site.host = names.unique(f"www.{slug(brand, '')}{word}.{tld}")
    else:
        site.name = f"{brand} {w('k_' + site.sub, site.lang)}"
        prefix = {"library": "bibliotheca", "cadastre": "geo", "forum": "forum", "planning_news": "news"}.get(
            site.sub, "www"
        )
        site.host = names.unique(f"{prefix}.{slug(brand, '')}-{slug(w('k_' + site.sub, 'en'))}.{tld}")
    site.cms = rng.choice(("localgov", "wordpress", "table", "typo3"))
    site.nav = {"table": "table", "wordpress": "wp"}.get(site.cms, rng.choice(("nav", "div", "mega")))
    site.item_tpl = rng.choice(OTHER_ITEMS)
    if site.sub == "forum":
        site.item_tpl = "/viewtopic.php?t={k}"
    site.items = rng.randint(20, 300)


def build_sites(seed: int, sites: int, forms: int) -> list[Site]:
    """Every site of one web: roles, names, hosts, languages, charsets, templates, traps and out-links."""
    rng = random.Random(f"web13|{seed}")
    plan = _plan(sites, forms)
    order = list(range(len(plan)))
    rng.shuffle(order)  # the address says nothing about the role
    perm = rng.sample(CODES, len(CODES))
    names = _Names(rng)
    out: list[Site | None] = [None] * len(plan)
    by_form: dict[int, Site] = {}
    for n, (kind, sub, f) in enumerate(plan):
        lang = perm[f % len(perm)] if f >= 0 else rng.choice(CODES)
        if kind == "offtopic" and rng.random() < 0.4:
            lang = rng.choice(("en", "us"))
        site = Site(idx=order[n], kind=kind, sub=sub, lang=lang, f=f, pid=rng.randint(10, 800))
        legacy = (f + seed) % 2 == 0 if f >= 0 else rng.random() < 0.3
        site.charset = LEGACY[lang] if legacy else "utf-8"
        if kind == "form" or (kind == "decoy" and sub == "pdf_council") or sub in COUNCIL_NEIGHBOURS:
            _council(site, names, rng)
            if kind == "form":
                site.items = rng.randint(60, 300)
                site.listed = (f % len(HIDES) + 5 * (f // len(HIDES)) + seed) % 6 != 5
                by_form[f] = site
                if sub == "dropdown":
                    site.nav = "dropdown"
                site.layout = FIXED_LAYOUT.get(sub) or ROTATED_LAYOUTS[(f + seed) % len(ROTATED_LAYOUTS)]
        elif kind == "portal":
            council = by_form[f]
            site.lang, site.charset, site.town = council.lang, council.charset, council.town
            site.name = f"{council.name} – {w('portal_title', site.lang)}"
            site.host = _portal_host(site, council, names, rng)
            site.owner, council.portal = site.idx, site.idx
            site.layout = council.layout
            site.items = rng.randint(50, 200)
        elif kind == "seed":
            site.lang = "en"
            site.charset = "utf-8"
        else:
            _other(site, names, rng)
        site.robots = rng.random() < 0.3
        traps = []
        if site.council and rng.random() < 0.35:
            traps.append("calendar")
        if kind in ("decoy", "neighbour", "offtopic") and rng.random() < 0.12:
            traps.append("endless")
        if kind in ("decoy", "offtopic") and not site.council and rng.random() < 0.06:
            traps.append("sid")
        site.traps = tuple(traps)
        out[order[n]] = site
    done = [s for s in out if s is not None]
    for s in done:  # a portal's owner was set to its own index above: point it at the council
        if s.kind == "portal":
            s.owner = by_form[s.f].idx
    _seed_names(done, names)
    _link(done, random.Random(f"web13|{seed}|links"))
    return done


def _seed_names(sites: list[Site], names: _Names) -> None:
    hosts = {
        "councildir": [
            "www.localauthorities-directory.org",
            "www.kommunen-verzeichnis.de",
            "www.nordiskakommuner.net",
            "www.annuaire-mairies.eu",
        ],
        "govportal": [
            "www.citizen-gateway.gov.example",
            "www.verwaltungsportal.example",
            "www.medborgarportalen.example",
        ],
        "newshub": ["www.planningresource-news.com", "www.municipal-builder.net", "www.urbanplanning-daily.eu"],
        "webdir": ["www.dmoz-links.org", "www.webkatalog-plus.net"],
    }
    titles = {
        "councildir": [
            "Local Authorities Directory",
            "Kommunen-Verzeichnis",
            "Nordiska kommuner",
            "Annuaire des mairies",
        ],
        "govportal": ["Citizen Gateway", "Verwaltungsportal", "Medborgarportalen"],
        "newshub": ["Planning Resource News", "The Municipal Builder", "Urban Planning Daily"],
        "webdir": ["Open Links Directory", "Webkatalog Plus"],
    }
    count: dict[str, int] = {}
    for s in sites:
        if s.kind == "seed":
            n = count.get(s.sub, 0)
            count[s.sub] = n + 1
            s.region = n
            s.host = names.unique(hosts[s.sub][n])
            s.name = titles[s.sub][n]
            s.cms = "table" if s.sub == "webdir" else "localgov"
            s.items = 240 if s.sub == "newshub" else 40 if s.sub == "govportal" else 0
            s.item_tpl = "/news/{k}/{slug}" if s.sub == "newshub" else "/guidance/{slug}-{k}"


def _link(sites: list[Site], rng: random.Random) -> None:
    """Out-links between sites (the seeds' lists are drawn at render time from the roles)."""
    councils = [s for s in sites if s.council]
    on_topic = [s for s in sites if s.kind in ("decoy", "form")]
    by_cat: dict[str, list[Site]] = {}
    for s in sites:
        if s.kind == "offtopic":
            by_cat.setdefault(s.sub, []).append(s)
    hidden = [s for s in sites if s.kind == "form" and not s.listed]
    for s in sites:
        if s.council:
            same = [c for c in councils if c.lang == s.lang and c is not s]
            s.links = [c.idx for c in rng.sample(same, min(len(same), rng.randint(2, 4)))]
        elif s.kind == "decoy":
            s.links = [c.idx for c in rng.sample(councils, 3)] + [d.idx for d in rng.sample(on_topic, 2)]
        elif s.kind == "neighbour":
            s.links = [c.idx for c in rng.sample(councils, 2)]
        elif s.kind == "offtopic":
            pool = by_cat[s.sub]
            links = []
            for _ in range(rng.randint(3, 8)):
                r = rng.random()
                target = rng.choice(pool) if r < 0.7 else rng.choice(sites) if r < 0.95 else rng.choice(on_topic)
                if target is not s and target.kind != "portal":
                    links.append(target.idx)
            s.links = links
        s.links = [i for i in dict.fromkeys(s.links) if sites[i].kind != "seed"]
    # each form site missing from the directories is on the links page of two or three decoys of its language
    decoys = [s for s in sites if s.kind == "decoy"]
    for h in hidden:
        same = [d for d in decoys if d.lang == h.lang] or decoys
        for d in rng.sample(same, min(len(same), rng.randint(2, 3))):
            d.links.append(h.idx)
