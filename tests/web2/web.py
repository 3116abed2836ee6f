"""Family B as objects: sites (:class:`Site`), their URL schemes, the web that serves them (:class:`Web`).

Generated from a seed by :func:`build_web`. Every site is its own host on its
own loopback address with a host name (served by one
:class:`tests.kit.ServerGroup`, resolved in crawls by
:class:`tests.web.resolver.TestWebResolver`, the plumbing family A uses).
"""

from __future__ import annotations

import json
import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.kit import Request, Response
from tests.web.model import Web as _ServedWeb
from tests.web2.vocab import FIELDS, LANGS, NAME_PARTS, SCHEMES, TOPICS

DOMAINS_DIR = Path(__file__).with_name("domains")
TARGET = "wine"

#: Per scheme: page kind → URL format ({n} number, {c} category, {s} slug, {f} facets, {ym} month, {form} slug).
URLS: dict[str, dict[str, str]] = {
    "php": {
        "home": "/index.php",
        "info": "/index.php?page={s}",
        "list": "/index.php?page=list&cat={c}&p={n}",
        "facet": "/index.php?page=list&cat={c}&f={f}",
        "item": "/index.php?page=item&id={n}",
        "more": "/index.php?page=tools",
        "form": "/index.php?page={form}",
        "acct": "/index.php?page=account&do={s}",
        "events": "/index.php?page=events&m={ym}",
    },
    "aspx": {
        "home": "/Default.aspx",
        "info": "/Pages/{s}.aspx",
        "list": "/Catalog/Category.aspx?c={c}&page={n}",
        "facet": "/Catalog/Category.aspx?c={c}&filter={f}",
        "item": "/Catalog/Item.aspx?ID={n}",
        "more": "/Pages/Tools.aspx",
        "form": "/Catalog/{form}.aspx",
        "acct": "/Account/{s}.aspx",
        "events": "/Events.aspx?month={ym}",
    },
    "dates": {
        "home": "/",
        "info": "/{s}/",
        "list": "/category/{c}/page/{n}/",
        "facet": "/category/{c}/filter/{f}/",
        "item": "/{ym}/{s}-{n}/",
        "more": "/more/",
        "form": "/{form}/",
        "acct": "/account/{s}/",
        "events": "/events/{ym}/",
    },
    "slugs": {
        "home": "/",
        "info": "/p/{s}",
        "list": "/c/{c}?page={n}",
        "facet": "/c/{c}?f={f}",
        "item": "/{thing}/{s}-{n}",
        "more": "/x/more",
        "form": "/{form}",
        "acct": "/me/{s}",
        "events": "/calendar?d={ym}",
    },
}
FORM_SLUGS = ["finder", "adv", "query", "db", "explore", "lookup", "busqueda", "recherche", "suche", "selector"]
_PART = {
    "n": r"(?P<n>\d+)",
    "c": r"(?P<c>[a-z0-9-]+)",
    "s": r"(?P<s>[A-Za-z0-9-]+)",
    "f": r"(?P<f>[a-z0-9-]+)",
    "ym": r"(?P<ym>\d{4}[-/]\d{2})",
    "thing": r"[a-z-]+",
    "form": r"(?P<form>[A-Za-z]+)",
}


def _regex(fmt: str) -> re.Pattern[str]:
    out = re.escape(fmt)
    for name, part in _PART.items():
        out = out.replace(re.escape("{" + name + "}"), part)
    return re.compile(out)


#: The form page first: its slug would otherwise read as an info page's.
REGEXES = {
    # The fixed paths first: "/more/" and "index.php?page=tools" are no info page's slug (they were: a 404).
    scheme: sorted(
        ((kind, _regex(fmt)) for kind, fmt in table.items()), key=lambda kr: (kr[0] != "form", kr[0] != "more")
    )
    for scheme, table in URLS.items()
}


@dataclass
class Site:
    """One site of family B."""

    name: str
    kind: str  # hub (seed), shop, forum
    topic: str = ""
    lang: str = "en"
    scheme: str = "slugs"
    template: str = "topbar"  # topbar, dropdown, sidebar, footer (navigation only in the footer)
    hide: str = ""  # where the search form is: home, nav (1 click), more (2 clicks), footer; "" = none
    entry: str = ""  # anchor of the link to the form page
    more: str = ""  # anchor of the "more" page
    form_slug: str = "finder"
    items: int = 0
    cats: list[str] = field(default_factory=list)
    info: list[int] = field(default_factory=list)  # indexes into vocab.INFO[lang]
    traps: set[str] = field(default_factory=set)  # sid, events, facets
    forms: dict[str, int] = field(default_factory=dict)  # kind → index into forms.json (real forms)
    out_links: list[int] = field(default_factory=list)
    host: str = ""
    ip: str = ""
    port: int = 0

    @property
    def base(self) -> str:
        """``http://host:port``."""
        return f"http://{self.host or self.ip}:{self.port}"

    def path(self, kind: str, **parts: Any) -> str:
        """The path of a page of ``kind`` in the site's URL scheme."""
        if kind == "item" and "s" not in parts:
            n = int(parts["n"])
            rng = random.Random(f"{self.name}|{n}")
            parts["s"] = "-".join(rng.choice(TOPICS[self.topic]["en"]) for _ in range(2))
            parts.setdefault("ym", f"{2010 + n % 14}/{n % 12 + 1:02d}")
        if kind == "events" and self.scheme == "dates":
            parts["ym"] = str(parts["ym"]).replace("-", "/")
        parts.setdefault("thing", self.topic)
        parts.setdefault("form", self.form_slug)
        return URLS[self.scheme][kind].format(**parts)

    def parse(self, target: str) -> tuple[str, dict[str, str]] | None:
        """(kind, parts) of a request target (path and query, session ids removed), or None."""
        if self.scheme in ("dates", "slugs") and target in ("/", ""):
            return "home", {}
        for kind, regex in REGEXES[self.scheme]:
            m = regex.fullmatch(target)
            if m and (kind != "form" or m.group("form") == self.form_slug):
                return kind, {k: v for k, v in m.groupdict().items() if v is not None}
        return None


class Web(_ServedWeb):
    """Family B's web; :meth:`start` serves it (the serving plumbing is family A's :class:`tests.web.Web`)."""

    def __init__(self, sites: list[Site], seed: int, net: str, target: str = TARGET) -> None:
        super().__init__(sites, seed, net)  # type: ignore[arg-type]
        self.sites: list[Site] = sites  # type: ignore[assignment]
        self.target = target
        self.forms: dict[str, list[dict[str, str]]] = json.loads(
            Path(__file__).with_name("forms.json").read_text(encoding="utf-8")
        )

    def serve(self, site: Site, request: Request) -> Response:  # type: ignore[override]
        """Count the hit and render the page."""
        from tests.web2.render import render

        with self._hits_lock:
            self.hits[(site.name, request.path)] += 1
        status, body = render(self, site, request.path, request.raw_query)
        return Response(body, status, "text/html; charset=utf-8")

    def url(self, site: Site, kind: str = "home", **parts: Any) -> str:  # type: ignore[override]
        """Absolute URL of a page of ``site``."""
        return site.base + site.path(kind, **parts)

    def seeds(self) -> list[str]:
        """The hubs' home pages."""
        return [self.url(s) for s in self.sites if s.kind == "hub"]

    def domain_file(self, topic: str = TARGET) -> Path:
        """The domain definition of ``topic``."""
        return DOMAINS_DIR / f"{topic}.json"

    def form_pages(self, topic: str = TARGET) -> set[str]:
        """URLs of the pages with a relevant search form of ``topic`` (ground truth)."""
        return {
            self.url(s, "home" if s.hide == "home" else "form")
            for s in self.sites
            if s.kind == "shop" and s.topic == topic and s.hide
        }

    def on_topic_sites(self, topic: str = TARGET) -> int:
        """Sites of ``topic`` (shops and forums)."""
        return sum(1 for s in self.sites if s.topic == topic)


def _name(rng: random.Random, site_lang: str, topic: str, used: set[str]) -> str:
    words = TOPICS[topic].get(site_lang) or TOPICS[topic]["en"]
    while True:
        name = f"{rng.choice(NAME_PARTS[site_lang])} {rng.choice(words).title()} {rng.choice(NAME_PARTS['en'])}"
        if name not in used:
            used.add(name)
            return name


def _host(rng: random.Random, site: Site, used: set[str]) -> str:
    words = re.findall(r"[a-z0-9]+", site.name.lower().encode("ascii", "ignore").decode())
    base = ("-" if rng.random() < 0.5 else "").join(words)
    tld = {"en": rng.choice([".test", ".example", ".co.test"]), "es": ".es.test", "fr": ".fr.test", "de": ".de.test"}
    host = ("www." if rng.random() < 0.3 else "") + base + tld[site.lang]
    while host in used:
        host = host.replace(".", "1.", 1)
    used.add(host)
    return host


def build_web(seed: int = 1, sites: int = 3000, forms: int = 22, net: str = "127.200.0", target: str = TARGET) -> Web:
    """Generate family B: ``sites`` sites, ``forms`` of them with a relevant search form of ``target``.

    About 7.5% of the sites are of the target topic (shops and forums), the
    rest spread over eleven other topics; 10% of the other topics' shops have
    their own (off-domain) search form; four hubs (the seeds) list a third of
    the sites each.
    """
    from tests.web2.vocab import INFO, MORE_PAGES, SEARCH_ENTRIES

    rng = random.Random(seed)
    others = [t for t in TOPICS if t != target]
    used: set[str] = set()
    out: list[Site] = [Site(name=f"Hub {i}", kind="hub", topic="", lang="en") for i in range(4)]
    n_target = max(forms * 10, int(sites * 0.075))
    topics = [target] * n_target + [others[i % len(others)] for i in range(sites - n_target - 4)]
    with_form = set(rng.sample(range(n_target), forms))
    for i, topic in enumerate(topics):
        lang = rng.choice(LANGS)
        kind = "forum" if rng.random() < 0.04 else "shop"
        site = Site(name=_name(rng, lang, topic, used), kind=kind, topic=topic, lang=lang, scheme=rng.choice(SCHEMES))
        site.template = rng.choice(["topbar", "dropdown", "sidebar", "footer"])
        site.items = rng.choice([40, 80, 150, 300, 600])
        site.cats = [f"{w}-{k}" for k, w in enumerate(rng.sample(TOPICS[topic]["en"], 4))][: rng.randint(2, 4)]
        site.info = rng.sample(range(len(INFO[lang])), rng.randint(3, 5))
        site.traps = {t for t in ("sid", "events", "facets") if rng.random() < 0.15}
        has_form = (i in with_form) if topic == target else rng.random() < 0.1
        if has_form and kind == "shop":
            site.hide = rng.choices(["home", "nav", "more", "footer"], [2, 3, 3, 2])[0]
            thing = TOPICS[topic]["en"][0]
            site.entry = rng.choice(SEARCH_ENTRIES[lang]).format(thing=thing, Thing=thing.title())
            site.more = rng.choice(MORE_PAGES[lang])
            site.form_slug = rng.choice(FORM_SLUGS)
        elif topic == target and i in with_form:  # a form site drawn as a forum: make it a shop
            site.kind, site.hide = "shop", "nav"
            site.entry = rng.choice(SEARCH_ENTRIES[lang]).format(thing="wine", Thing="Wine")
        site.forms = {k: rng.randrange(20) for k in ("login", "registration", "contact", "newsletter", "order")}
        out.append(site)
    by_topic: dict[str, list[int]] = {}
    for j, s in enumerate(out):
        by_topic.setdefault(s.topic, []).append(j)
    everyone = list(range(4, len(out)))
    for j, s in enumerate(out):
        if s.kind == "hub":
            s.out_links = sorted(x for x in everyone if rng.random() < 0.3)
        elif s.kind == "forum":
            peers = [x for x in by_topic[s.topic] if x != j]
            s.out_links = rng.sample(peers, min(len(peers), rng.randint(10, 20)))
        else:
            peers = [x for x in by_topic[s.topic] if x != j]
            s.out_links = rng.sample(peers, min(len(peers), rng.randint(1, 3))) + rng.sample(everyone, 2)
    taken: set[str] = set()
    for s in out:
        s.host = _host(rng, s, taken) if s.kind != "hub" else f"hub{s.name[-1]}.links.test"
    return Web(out, seed, net, target)


def write_domains(folder: Path = DOMAINS_DIR) -> Path:
    """(Re)write the domain definition of the target topic (wine), in four languages."""
    folder.mkdir(parents=True, exist_ok=True)
    words = TOPICS[TARGET]
    keywords = words["en"][:6] + words["es"][:4] + words["fr"][:4] + words["de"][:4]
    attributes = []
    for k, labels in enumerate(FIELDS[TARGET]):
        aliases = sorted({label.lower() for label in labels.values()})
        attributes.append(
            {"name": labels["en"].lower(), "aliases": aliases, "specificity": [0.6, 0.5, 0.4, 0.3, 0.3][k]}
        )
    data = {"name": TARGET, "keywords": keywords, "threshold": 0.9, "attributes": attributes}
    path = folder / f"{TARGET}.json"
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return path
