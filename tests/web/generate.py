"""Generating the web from a seed: which sites, their paths to their forms, the link graph, host names."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from tests.web.model import Site, Web
from tests.web.topics import (
    BLOGS_PER_DOMAIN,
    DOMAINS,
    DOMAINS_DIR,
    GENERIC_FINAL,
    GENERIC_STEPS,
    INFO_PAGES,
    ITEM_PATTERNS,
    NEIGHBOURS,
    OFF_TOPIC_WORDS,
    POST_PATTERNS,
    PREFIXES,
    SITE_COUNTS,
    TOPICS,
)


def _form_path(rng: random.Random, topic: str, depth: int) -> list[tuple[str, str]]:
    """A site's path to its search form: ``depth - 1`` intermediate pages, then the form page.

    Anchors and URLs come from the domain's own patterns and generic ones, so
    no single word marks every path; URLs are nested on some sites.
    """
    t = TOPICS[topic]
    finals = t["final"] + GENERIC_FINAL
    final = rng.choice(finals)
    steps = rng.sample(t["steps"] + GENERIC_STEPS, depth - 1)
    path: list[tuple[str, str]] = []
    prefix = ""
    nested = rng.random() < 0.5
    for anchor, p in steps:
        p = prefix + p if nested else p
        path.append((anchor, p))
        prefix = p
    anchor, p = final
    p = (prefix + p) if nested and prefix else p
    if any(p == q for _, q in path):
        p += "/form"
    path.append((anchor.format(thing=t["thing"]), p))
    return path


def _site_name(rng: random.Random, nouns: list[str], used: set[str]) -> str:
    while True:
        name = f"{rng.choice(PREFIXES)} {rng.choice(nouns)}"
        if name not in used:
            used.add(name)
            return name
        nouns = nouns + [f"{n} {len(used)}" for n in nouns[:1]]


def _host_name(rng: random.Random, name: str, used: set[str]) -> str:
    words = re.findall(r"[a-z0-9]+", name.lower())
    style = rng.random()
    base = "-".join(words) if style < 0.4 else "".join(words)
    host = ("www." if style > 0.8 else "") + base + rng.choice([".test", ".test", ".example"])
    while host in used:
        host = host.replace(".", "1.", 1)
    used.add(host)
    return host


def build_web(seed: int = 7, scale: int = 1, net: str = "127.0.1", articles: int = 25, hostnames: bool = False) -> Web:
    """Generate the web; ``scale`` multiplies the number of form sites, blogs and others.

    ``articles`` is the number of item pages per form site (posts per blog).
    The sites named in the tests (portals, traps) are always there.
    """
    rng = random.Random(seed)
    sites: list[Site] = []
    used: set[str] = set()

    def form_site(topic: str, name: str) -> Site:
        t = TOPICS[topic]
        depth = rng.choice([1, 2, 2, 3, 3])
        nav = rng.sample(INFO_PAGES, rng.randint(3, 6))
        footer = rng.sample(INFO_PAGES, rng.randint(3, 6))
        return Site(
            name=name,
            kind="topic",
            topic=topic,
            articles=articles,
            form_depth=depth,
            path=_form_path(rng, topic, depth),
            nav=nav,
            nav_everywhere=rng.random() < 0.7,
            item_pattern=rng.choice(ITEM_PATTERNS),
            quick_search=rng.random() < 0.25,
            extra={
                "footer": footer,
                "nav_position": rng.randrange(8),
                "login_on_home": rng.random() < 0.5,
                "categories": rng.sample(t["categories"], min(len(t["categories"]), rng.randint(3, 6))),
            },
        )

    for topic, count in SITE_COUNTS.items():
        names = TOPICS[topic]["names"]
        for i in range(count * scale):
            name = names[i] if i < len(names) else _site_name(rng, TOPICS[topic]["nouns"], used)
            used.add(name)
            sites.append(form_site(topic, name))
        for _ in range(BLOGS_PER_DOMAIN * scale):
            sites.append(
                Site(
                    name=_site_name(rng, TOPICS[topic]["blog_nouns"], used),
                    kind="blog",
                    topic=topic,
                    articles=max(10, articles // 2),
                    item_pattern=rng.choice(POST_PATTERNS),
                )
            )
    for topic in ("music", "flights", "rentals"):
        for i in range(scale):
            name = (
                TOPICS[topic]["names"][i]
                if i < len(TOPICS[topic]["names"])
                else _site_name(rng, TOPICS[topic]["nouns"], used)
            )
            used.add(name)
            sites.append(form_site(topic, name))
    sites.append(
        Site(name="Books and Films Portal", kind="portal", topic="books", extra={"topics": ("books", "movies")})
    )
    sites.append(
        Site(name="Travel and Careers Portal", kind="portal", topic="hotels", extra={"topics": ("hotels", "jobs")})
    )
    for i in range(1, scale):
        sites.append(
            Site(
                name=f"Travel Deals Portal {i}", kind="portal", topic="hotels", extra={"topics": ("hotels", "flights")}
            )
        )
        sites.append(Site(name=f"Media Mall {i}", kind="portal", topic="movies", extra={"topics": ("movies", "music")}))
    for topic in OFF_TOPIC_WORDS:
        for i in range(scale if topic in ("sports", "tech") else 2 * scale):
            sites.append(Site(name=f"Daily {topic.title()} {i}", kind="offtopic", topic=topic, articles=articles))
    sites.append(Site(name="Mega Deals Farm", kind="farm"))
    sites.append(Site(name="Book Club Calendar", kind="calendar", topic="books"))
    sites.append(Site(name="Private Books", kind="robots", topic="books"))
    sites.append(Site(name="Bulk Books", kind="stress", topic="books"))
    sites.append(Site(name="Reports", kind="binary"))
    directories = [Site(name=f"Web Directory {i}", kind="directory") for i in range(3)]
    first_dir = len(sites)
    sites.extend(directories)

    # The link graph. Directories list some sites of every kind; blogs link to stores of
    # their topic and to other blogs; form sites have a few partner links; the rest link anywhere.
    linkable = [j for j, s in enumerate(sites) if s.kind not in ("directory", "binary")]
    by_topic = {t: [j for j in linkable if sites[j].topic == t and sites[j].kind == "topic"] for t in TOPICS}
    blogs = {t: [j for j in linkable if sites[j].topic == t and sites[j].kind == "blog"] for t in TOPICS}
    listed = 0.6 if scale == 1 else 0.3
    for j, s in enumerate(sites):
        others = [x for x in linkable if x != j]
        if s.kind == "directory":  # portals are big and known: every directory lists them
            k = j - first_dir
            s.out_links = sorted(
                x
                for x in linkable
                if (x % 3 == k and (scale == 1 or rng.random() < 1.5 * listed))
                or rng.random() < listed / 3
                or sites[x].kind == "portal"
            )
        elif s.kind == "blog":
            own = rng.sample(by_topic[s.topic], min(len(by_topic[s.topic]), rng.randint(3, 6)))
            peers = rng.sample([x for x in blogs[s.topic] if x != j], min(len(blogs[s.topic]) - 1, rng.randint(1, 3)))
            s.out_links = own + peers + rng.sample(others, 2)
            s.extra["blogroll"] = peers + rng.sample(others, 1)
        elif s.kind == "topic":
            near = [x for x in others if sites[x].topic in NEIGHBOURS.get(s.topic, ()) or sites[x].topic == s.topic]
            s.out_links = rng.sample(near, min(2, len(near))) + rng.sample(others, 2)
        else:
            s.out_links = rng.sample(others, 6)
    if hostnames:
        taken: set[str] = set()
        for s in sites:
            if s.kind not in ("binary",):
                s.host = _host_name(rng, s.name, taken)
    return Web(sites, seed, net)


def write_domains(folder: Path = DOMAINS_DIR) -> None:
    """(Re)write the domain definitions of the test web's domains."""
    folder.mkdir(parents=True, exist_ok=True)
    specificity = {0: 0.6, 1: 0.5, 2: 0.4}
    for topic in DOMAINS:
        t = TOPICS[topic]
        attributes = [
            {"name": name, "aliases": [label.lower()], "specificity": specificity.get(i, 0.3)}
            for i, (name, label) in enumerate(t["fields"])
        ]
        sname, slabel, options = t["select"]
        attributes.append({"name": sname, "aliases": [slabel.lower()], "specificity": 0.3, "values": options[1:3]})
        data = {"name": topic, "keywords": t["words"][:8], "threshold": 0.9, "attributes": attributes}
        (folder / f"{topic}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
