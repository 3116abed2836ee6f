"""A small web of many hosts on loopback, shaped like the real one, for ``discover``.

Every site is its own HTTP server on its own loopback address (127.0.1.x, or
127.0.2.x for a second web), so sites are distinct hosts for politeness and
per-site limits. The web is generated from a seed, so it is the same on every
run; page bodies are written here (the Formasaurus pages are third-party
pages without a data licence, so none is copied).

What is in it (see :func:`build_web`):

* **directories** (hubs): category pages listing sites of every topic, paginated;
* **topic sites** of five domains with different densities (books, hotels,
  jobs, cars, movies): home page, many article pages (on-topic text, links to
  other articles and other sites) and one search form 1–3 links deep behind
  "advanced search"/"catalog"/"find" links; login and newsletter forms on the
  home page; a quick search box on some home pages;
* **portals** with co-located search forms of two neighbouring domains;
* **off-topic** sites (news, recipes) with their own search forms;
* **traps**: a link farm (endless distinct pages), an infinite calendar
  (pages that differ only in numbers), a site whose search form is behind a
  robots.txt ``Disallow``, a page with hundreds of forms and a form with
  hundreds of inputs, a non-HTML seed.

``web.hits`` counts requests per ``(site name, path)``; ``web.search_pages``
maps each domain to the URLs of its relevant form pages (the ground truth).
"""

from __future__ import annotations

import json
import random
import threading
from collections import Counter
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Callable
from urllib.parse import parse_qs, urlsplit

DOMAINS_DIR = Path(__file__).resolve().parent / "domains"

TOPICS: dict[str, dict] = {
    "books": {
        "words": "book books novel author isbn publisher paperback hardcover fiction literature bookstore library reading chapter edition poetry biography".split(),
        "names": ["Page Turner Books", "The Reading Room", "Inkwell Bookshop", "Chapter One Books", "Paperback Alley",
                  "Novel Ideas", "The Book Nook", "Quill and Quire", "Folio Library", "Bindery Books", "Literati Store",
                  "Dog-Eared Books", "Spine and Cover", "Marginalia Books"],
        "fields": [("title", "Title"), ("author", "Author"), ("isbn", "ISBN"), ("publisher", "Publisher")],
        "select": ("format", "Format", ["Any format", "Paperback", "Hardcover", "E-book", "Audiobook"]),
        "thing": "books",
    },
    "hotels": {
        "words": "hotel hotels room rooms booking resort suite guest guests stay travel breakfast reservation lodging inn nights".split(),
        "names": ["Harbor View Hotels", "Sleepwell Inns", "Grand Resort Finder", "Cozy Stays", "Lodge Locator",
                  "Suite Dreams", "Travelers Rest", "Inn Keeper"],
        "fields": [("city", "Destination city"), ("checkin", "Check-in date"), ("checkout", "Check-out date")],
        "select": ("guests", "Guests", ["1 guest", "2 guests", "3 guests", "4 guests"]),
        "thing": "hotels",
    },
    "jobs": {
        "words": "job jobs career careers employer salary resume vacancy vacancies hiring position positions recruiter employment interview".split(),
        "names": ["Career Ladder", "Job Junction", "Hire Ground", "Work Finder", "Vacancy Board"],
        "fields": [("keywords", "Job title or keywords"), ("location", "Location"), ("employer", "Employer")],
        "select": ("category", "Job category", ["All categories", "Engineering", "Sales", "Nursing", "Teaching"]),
        "thing": "jobs",
    },
    "cars": {
        "words": "car cars auto autos vehicle vehicles dealer dealers mileage sedan engine used motors truck coupe".split(),
        "names": ["Auto Trader Hub", "Used Motors", "Car Corner", "Dealer Direct"],
        "fields": [("model", "Model"), ("maxprice", "Maximum price"), ("zip", "ZIP code")],
        "select": ("make", "Make", ["Any make", "Ford", "Toyota", "Honda", "Volkswagen"]),
        "thing": "cars",
    },
    "movies": {
        "words": "movie movies film films actor actors director cinema dvd genre trailer screenplay premiere documentary".split(),
        "names": ["Reel Archive", "Film Vault"],
        "fields": [("title", "Movie title"), ("actor", "Actor"), ("director", "Director")],
        "select": ("genre", "Genre", ["All genres", "Comedy", "Drama", "Horror", "Documentary"]),
        "thing": "movies",
    },
}
OFF_TOPIC_WORDS = {
    "news": "news politics election weather sports report government economy market city council storm".split(),
    "recipes": "recipe recipes cooking kitchen flour sugar bake oven dinner soup salad dessert spices".split(),
}
FILLER = ("the a of and to in is for on with that this from at by our we you are it be as more new "
          "about latest great best people day week year world story time find today").split()
#: How many sites each topic gets (density differs by domain).
SITE_COUNTS = {"books": 9, "hotels": 6, "jobs": 4, "cars": 3, "movies": 2}


@dataclass
class Site:
    name: str
    kind: str  # directory, topic, portal, offtopic, farm, calendar, robots, stress, binary
    topic: str = ""
    ip: str = ""
    port: int = 0
    articles: int = 0
    form_depth: int = 0  # 1..3 links from home to the search form
    path_style: int = 0
    quick_search: bool = False
    out_links: list[int] = field(default_factory=list)  # other sites' indexes linked from articles
    extra: dict = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"http://{self.ip}:{self.port}"


def _words(rng: random.Random, vocab: list[str], n: int, topical: float = 0.35) -> str:
    return " ".join(rng.choice(vocab) if rng.random() < topical else rng.choice(FILLER) for _ in range(n))


def _page(title: str, body: str, head: str = "") -> bytes:
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
            f"<body>{body}</body></html>").encode()


LOGIN_FORM = ("<form action='/account/login' method='post' class='login'><label>E-mail <input type='email' name='email'></label>"
              "<label>Password <input type='password' name='password'></label><input type='checkbox' name='remember'> Remember me"
              "<button type='submit'>Sign in</button> <a href='/account/forgot'>Forgot your password?</a></form>")
NEWSLETTER_FORM = ("<form action='/newsletter/subscribe' method='post' class='newsletter'><p>Get our weekly newsletter</p>"
                   "<input type='email' name='email' placeholder='Your e-mail address'><input type='submit' value='Subscribe'></form>")
# The path (anchors and URLs) to a site's search form, by depth and style.
PATH_STYLES = {
    1: [[("Advanced search", "/search/advanced")], [("Search the catalog", "/catalog/search")], [("Find {thing}", "/find")]],
    2: [[("Catalog", "/catalog"), ("Advanced catalog search", "/catalog/advanced-search")],
        [("Browse {thing}", "/browse"), ("Search all {thing}", "/browse/search")]],
    3: [[("Services", "/services"), ("Online catalog", "/services/catalog"), ("Advanced search", "/services/catalog/search")],
        [("Visit us", "/visit"), ("Our collection", "/visit/collection"), ("Search the collection", "/visit/collection/find")]],
}


class Web:
    """The generated web; :meth:`start` serves it, :meth:`stop` shuts it down."""

    def __init__(self, sites: list[Site], seed: int, net: str = "127.0.1") -> None:
        self.sites = sites
        self.seed = seed
        self.net = net
        self.hits: Counter[tuple[str, str]] = Counter()
        self._lock = threading.Lock()
        self._servers: list[ThreadingHTTPServer] = []
        self._threads: list[threading.Thread] = []

    # -- serving -------------------------------------------------------------------------
    def start(self) -> Web:
        for i, site in enumerate(self.sites):
            site.ip = f"{self.net}.{i + 1}"
            server = ThreadingHTTPServer((site.ip, 0), _handler_for(self, site))
            server.daemon_threads = True
            site.port = server.server_address[1]
            thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True)
            thread.start()
            self._servers.append(server)
            self._threads.append(thread)
        return self

    def stop(self) -> None:
        for server in self._servers:
            server.shutdown()
            server.server_close()
        self._servers.clear()

    def __enter__(self) -> Web:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- what tests need -------------------------------------------------------------------
    def site(self, name: str) -> Site:
        return next(s for s in self.sites if s.name == name)

    def url(self, site: Site | int, path: str = "/") -> str:
        s = self.sites[site] if isinstance(site, int) else site
        return s.base + path

    def seeds(self) -> list[str]:
        """Directory home pages, plus a non-HTML URL and an unreachable one (bad seeds)."""
        urls = [self.url(s) for s in self.sites if s.kind == "directory"]
        binary = next((s for s in self.sites if s.kind == "binary"), None)
        if binary is not None:
            urls.append(self.url(binary, "/report.pdf"))
        urls.append(f"http://{self.net}.254:9/")
        return urls

    def domain_file(self, topic: str) -> Path:
        return DOMAINS_DIR / f"{topic}.json"

    def form_pages(self, topic: str) -> set[str]:
        """URLs of the pages holding a relevant search form of ``topic`` (ground truth)."""
        out = set()
        for s in self.sites:
            if s.kind == "topic" and s.topic == topic:
                out.add(self.url(s, PATH_STYLES[s.form_depth][s.path_style][-1][1]))
                if s.quick_search:
                    out.add(self.url(s, "/"))
            if s.kind == "portal" and topic in s.extra["topics"]:
                out.add(self.url(s, "/search"))
        return out

    def render(self, site: Site, path: str, query: dict[str, list[str]]) -> tuple[int, str, bytes]:
        rng = random.Random(f"{self.seed}|{site.name}|{path}|{sorted(query.items())}")
        return RENDERERS[site.kind](self, site, path, query, rng)


def _handler_for(web: Web, site: Site) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_GET(self) -> None:  # noqa: N802
            parts = urlsplit(self.path)
            with web._lock:
                web.hits[(site.name, parts.path)] += 1
            status, ctype, body = web.render(site, parts.path, parse_qs(parts.query))
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    return Handler


# -- renderers ----------------------------------------------------------------------------------

HTML = "text/html; charset=utf-8"
NOT_FOUND = (404, HTML, _page("Not found", "<h1>Not found</h1>"))


def _robots(site: Site) -> tuple[int, str, bytes]:
    if site.kind == "robots":
        return 200, "text/plain", b"User-agent: *\nDisallow: /private/\n"
    return 404, "text/plain", b""


def _other_site_links(web: Web, site: Site, rng: random.Random, n: int = 3) -> str:
    links = []
    for j in rng.sample(site.out_links, min(n, len(site.out_links))):
        other = web.sites[j]
        label = other.name if other.kind != "farm" else "Cheap deals"
        links.append(f"<li><a href='{web.url(other)}'>{label}</a></li>")
        if other.articles and rng.random() < 0.5:
            k = rng.randrange(other.articles)
            links.append(f"<li><a href='{web.url(other, f'/articles/{k}')}'>{_words(rng, TOPICS.get(other.topic, {'words': FILLER})['words'], 5, 0.6)}</a></li>")
    return "<ul class='related'>" + "".join(links) + "</ul>"


def _search_form(site: Site, topic: str, action: str, rng: random.Random) -> str:
    t = TOPICS[topic]
    rows = [f"<p><label for='kw-{topic}'>Search {t['thing']}</label> <input id='kw-{topic}' type='text' name='q'></p>"]
    for name, label in t["fields"]:
        rows.append(f"<p><label>{label} <input type='text' name='{name}'></label></p>")
    sname, slabel, options = t["select"]
    opts = "".join(f"<option value='{i}'>{o}</option>" for i, o in enumerate(options))
    rows.append(f"<p><label>{slabel} <select name='{sname}'>{opts}</select></label></p>")
    return (f"<form action='{action}' method='get' class='search-{topic}'><fieldset><legend>Find {t['thing']}</legend>"
            + "".join(rows) + "<input type='submit' value='Search'></fieldset></form>")


def render_topic(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    t = TOPICS[site.topic]
    vocab = t["words"]
    steps = PATH_STYLES[site.form_depth][site.path_style]
    anchors = [(a.format(thing=t["thing"]), p) for a, p in steps]
    nav_paths = {p: i for i, (_, p) in enumerate(anchors)}
    head = f"<h1>{site.name}</h1>"
    if path == "/robots.txt":
        return _robots(site)
    if path == "/":
        quick = ""
        if site.quick_search:
            quick = (f"<form action='/results' method='get' role='search'><input type='search' name='q' placeholder='Search {t['thing']}'>"
                     "<button>Go</button></form>")
        arts = "".join(f"<li><a href='/articles/{k}'>{_words(rng, vocab, 4, 0.5)}</a></li>" for k in rng.sample(range(site.articles), min(8, site.articles)))
        nav = (f"<ul class='nav'><li><a href='/about'>About us</a></li><li><a href='{anchors[0][1]}'>{anchors[0][0]}</a></li>"
               "<li><a href='/news'>News</a></li><li><a href='/account/login'>My account</a></li></ul>")
        body = (f"{quick}{head}{nav}<p>{_words(rng, vocab, 60)}</p><h2>Latest {t['thing']} articles</h2><ul>{arts}</ul>"
                f"{_other_site_links(web, site, rng, 2)}{LOGIN_FORM}{NEWSLETTER_FORM}")
        return 200, HTML, _page(f"{site.name} - {t['thing']}", body)
    if path in nav_paths:
        i = nav_paths[path]
        if i == len(anchors) - 1:
            form = _search_form(site, site.topic, "/results", rng)
            body = f"{head}<h2>{anchors[i][0]}</h2><p>{_words(rng, vocab, 25)}</p>{form}"
            return 200, HTML, _page(f"{anchors[i][0]} - {site.name}", body)
        nxt_a, nxt_p = anchors[i + 1]
        body = (f"{head}<h2>{anchors[i][0]}</h2><p>{_words(rng, vocab, 40)}</p><ul><li><a href='/'>Home</a></li>"
                f"<li><a href='/about'>Opening hours</a></li><li><a href='{nxt_p}'>{nxt_a}</a></li>"
                f"<li><a href='/news'>Events</a></li></ul>")
        return 200, HTML, _page(f"{anchors[i][0]} - {site.name}", body)
    if path.startswith("/articles/"):
        try:
            k = int(path.rsplit("/", 1)[1])
        except ValueError:
            return NOT_FOUND
        if not 0 <= k < site.articles:
            return NOT_FOUND
        more = "".join(f"<li><a href='/articles/{j}'>{_words(rng, vocab, 5, 0.5)}</a></li>" for j in rng.sample(range(site.articles), min(6, site.articles)))
        body = (f"{head}<h2>{_words(rng, vocab, 6, 0.5)}</h2><p>{_words(rng, vocab, 120)}</p><h3>Read more</h3><ul>{more}</ul>"
                f"{_other_site_links(web, site, rng, 3)}<p><a href='/'>Home</a> | <a href='/about'>About</a></p>")
        return 200, HTML, _page(f"{_words(rng, vocab, 4, 0.5)} - {site.name}", body)
    if path in ("/about", "/news"):
        body = f"{head}<p>{_words(rng, vocab, 50)}</p><p><a href='/'>Home</a> <a href='/articles/0'>Our first story</a></p>"
        return 200, HTML, _page(f"About {site.name}", body)
    if path.startswith("/account/"):
        return 200, HTML, _page("Sign in", f"{head}{LOGIN_FORM}<p><a href='/account/register'>Create an account</a></p>")
    if path == "/results":
        return 200, HTML, _page("Results", f"{head}<p>No results.</p>")
    return NOT_FOUND


def render_directory(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    cats = sorted({web.sites[j].topic or web.sites[j].kind for j in site.out_links})
    if path == "/robots.txt":
        return _robots(site)
    if path == "/":
        items = "".join(f"<li><a href='/category/{c}'>{c.title()}</a> - sites about {c}</li>" for c in cats)
        return 200, HTML, _page(f"{site.name} - web directory", f"<h1>{site.name}</h1><p>The best sites, by category.</p><ul>{items}</ul>")
    if path.startswith("/category/"):
        cat = path.rsplit("/", 1)[1]
        members = [j for j in site.out_links if (web.sites[j].topic or web.sites[j].kind) == cat]
        page = int((query.get("page") or ["0"])[0] or 0)
        chunk = members[page * 6 : page * 6 + 6]
        if not chunk:
            return NOT_FOUND
        vocab = TOPICS.get(cat, {}).get("words") or OFF_TOPIC_WORDS.get(cat, FILLER)
        items = "".join(f"<li><a href='{web.url(web.sites[j])}'>{web.sites[j].name}</a> {_words(rng, vocab, 10, 0.5)}</li>" for j in chunk)
        nxt = f"<a href='/category/{cat}?page={page + 1}'>Next page</a>" if len(members) > (page + 1) * 6 else ""
        return 200, HTML, _page(f"{cat.title()} sites - {site.name}", f"<h1>{cat.title()}</h1><ul>{items}</ul>{nxt}<p><a href='/'>All categories</a></p>")
    return NOT_FOUND


def render_portal(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    a, b = site.extra["topics"]
    vocab = TOPICS[a]["words"] + TOPICS[b]["words"]
    if path == "/robots.txt":
        return _robots(site)
    if path == "/":
        body = (f"<h1>{site.name}</h1><p>{_words(rng, vocab, 60)}</p><ul><li><a href='/search'>Advanced search</a></li>"
                f"<li><a href='/articles/0'>Stories</a></li></ul>{_other_site_links(web, site, rng, 2)}")
        return 200, HTML, _page(f"{site.name} - {TOPICS[a]['thing']} and {TOPICS[b]['thing']}", body)
    if path == "/search":
        body = f"<h1>{site.name}</h1>{_search_form(site, a, '/results/' + a, rng)}{_search_form(site, b, '/results/' + b, rng)}"
        return 200, HTML, _page(f"Search {TOPICS[a]['thing']} and {TOPICS[b]['thing']}", body)
    if path.startswith("/articles/"):
        body = f"<h1>{site.name}</h1><p>{_words(rng, vocab, 80)}</p>{_other_site_links(web, site, rng, 3)}"
        return 200, HTML, _page(_words(rng, vocab, 4, 0.5), body)
    return NOT_FOUND


def render_offtopic(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    vocab = OFF_TOPIC_WORDS[site.topic]
    if path == "/robots.txt":
        return _robots(site)
    form = ("<form action='/search' method='get'><input type='text' name='q' placeholder='Search "
            f"{site.topic}'><input type='submit' value='Search'></form>")
    if path == "/" or path.startswith("/articles/"):
        arts = "".join(f"<li><a href='/articles/{k}'>{_words(rng, vocab, 5, 0.6)}</a></li>" for k in rng.sample(range(site.articles), 6))
        body = f"{form}<h1>{site.name}</h1><p>{_words(rng, vocab, 80)}</p><ul>{arts}</ul>{_other_site_links(web, site, rng, 2)}{NEWSLETTER_FORM}"
        return 200, HTML, _page(f"{site.name}", body)
    return NOT_FOUND


def render_farm(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A link farm: endless distinct spam pages stuffed with every topic's words."""
    if path == "/robots.txt":
        return _robots(site)
    vocab = [w for t in TOPICS.values() for w in t["words"]]
    links = "".join(f"<a href='/p/{rng.randrange(10**7)}'>{_words(rng, vocab, 3, 0.9)}</a> " for _ in range(25))
    return 200, HTML, _page(_words(rng, vocab, 6, 0.9), f"<h1>{_words(rng, vocab, 5, 0.9)}</h1><p>{_words(rng, vocab, 80, 0.8)}</p>{links}")


def render_calendar(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """An infinite events calendar of a bookshop: pages differ only in their numbers."""
    if path == "/robots.txt":
        return _robots(site)
    month = int((query.get("m") or ["0"])[0] or 0)
    days = "".join(f"<td>{d}</td>" for d in range(1, 29))
    body = (f"<h1>Book club events calendar</h1><p>Readings by authors, book signings, poetry nights, month {month}.</p>"
            f"<table><tr>{days}</tr></table><a href='/calendar?m={month + 1}'>Next month</a> <a href='/calendar?m={month - 1}'>Previous month</a>")
    return 200, HTML, _page(f"Book events {month}", body)


def render_robots(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A bookshop whose search form is under a path robots.txt disallows."""
    if path == "/robots.txt":
        return _robots(site)
    vocab = TOPICS["books"]["words"]
    if path == "/":
        body = f"<h1>{site.name}</h1><p>{_words(rng, vocab, 60)}</p><a href='/private/search'>Advanced search</a>"
        return 200, HTML, _page(f"{site.name} books", body)
    if path == "/private/search":
        return 200, HTML, _page("Search", _search_form(site, "books", "/private/results", rng))
    return NOT_FOUND


def render_stress(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A bookshop with a page of 300 forms and an order form with 600 inputs."""
    if path == "/robots.txt":
        return _robots(site)
    vocab = TOPICS["books"]["words"]
    if path == "/":
        body = (f"<h1>{site.name}</h1><p>{_words(rng, vocab, 60)}</p><a href='/wishlists'>Book wish lists</a> "
                "<a href='/bulk-order'>Bulk book order</a>")
        return 200, HTML, _page(f"{site.name} books", body)
    if path == "/wishlists":
        forms = "".join(f"<form action='/wish/{i}' method='post'><input type='hidden' name='id' value='{i}'><button>Add book {i}</button></form>" for i in range(300))
        return 200, HTML, _page("Wish lists of books", forms)
    if path == "/bulk-order":
        inputs = "".join(f"<label>Book {i} quantity <input type='number' name='qty{i}'></label>" for i in range(600))
        return 200, HTML, _page("Bulk book order", f"<form action='/order' method='post'>{inputs}<input type='submit' value='Order'></form>")
    return NOT_FOUND


def render_binary(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    if path == "/report.pdf":
        return 200, "application/pdf", b"%PDF-1.4\n" + bytes(range(256)) * 20
    return _robots(site) if path == "/robots.txt" else NOT_FOUND


RENDERERS: dict[str, Callable] = {
    "topic": render_topic, "directory": render_directory, "portal": render_portal, "offtopic": render_offtopic,
    "farm": render_farm, "calendar": render_calendar, "robots": render_robots, "stress": render_stress,
    "binary": render_binary,
}


def build_web(seed: int = 7, scale: int = 1, net: str = "127.0.1", articles: int = 25) -> Web:
    """Generate the web: ``scale`` multiplies the number of topic sites."""
    rng = random.Random(seed)
    sites: list[Site] = []
    for topic, count in SITE_COUNTS.items():
        names = TOPICS[topic]["names"]
        for i in range(count * scale):
            depth = rng.choice([1, 2, 2, 3, 3])
            sites.append(Site(name=f"{names[i % len(names)]} {i // len(names) or ''}".strip(), kind="topic", topic=topic,
                              articles=articles, form_depth=depth, path_style=rng.randrange(len(PATH_STYLES[depth])),
                              quick_search=rng.random() < 0.25))
    sites.append(Site(name="Books and Films Portal", kind="portal", topic="books", extra={"topics": ("books", "movies")}))
    sites.append(Site(name="Travel and Careers Portal", kind="portal", topic="hotels", extra={"topics": ("hotels", "jobs")}))
    for topic in ("news", "recipes"):
        for i in range(2):
            sites.append(Site(name=f"Daily {topic.title()} {i}", kind="offtopic", topic=topic, articles=articles))
    sites.append(Site(name="Mega Deals Farm", kind="farm"))
    sites.append(Site(name="Book Club Calendar", kind="calendar", topic="books"))
    sites.append(Site(name="Private Books", kind="robots", topic="books"))
    sites.append(Site(name="Bulk Books", kind="stress", topic="books"))
    sites.append(Site(name="Reports", kind="binary"))
    directories = [Site(name=f"Web Directory {i}", kind="directory") for i in range(3)]
    first_dir = len(sites)
    sites.extend(directories)
    linkable = [j for j, s in enumerate(sites) if s.kind not in ("directory", "binary")]
    for j, s in enumerate(sites):
        if s.kind == "directory":
            k = j - first_dir
            s.out_links = sorted(x for x in linkable if x % 3 == k or rng.random() < 0.3)
        else:
            s.out_links = rng.sample([x for x in linkable if x != j], 6)
    return Web(sites, seed, net)


def write_domains(folder: Path = DOMAINS_DIR) -> None:
    """(Re)write the domain definitions of the test web's topics."""
    folder.mkdir(parents=True, exist_ok=True)
    specificity = {0: 0.6, 1: 0.5, 2: 0.4}
    for topic, t in TOPICS.items():
        attributes = [{"name": name, "aliases": [label.lower()], "specificity": specificity.get(i, 0.3)}
                      for i, (name, label) in enumerate(t["fields"])]
        sname, slabel, options = t["select"]
        attributes.append({"name": sname, "aliases": [slabel.lower()], "specificity": 0.3, "values": options[1:3]})
        data = {"name": topic, "keywords": t["words"][:8], "threshold": 0.9, "attributes": attributes}
        (folder / f"{topic}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":  # python -m tests.web: serve the web and print the seeds
    import time

    write_domains()
    with build_web() as web:
        for url in web.seeds():
            print(url)
        print("serving; Ctrl-C to stop")
        try:
            while True:
                time.sleep(1)
        except KeyboardInterrupt:
            pass
