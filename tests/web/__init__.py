"""A web of many hosts on loopback, shaped like the real one, for ``discover``.

Every site is its own host on its own loopback address (127.x.y.z), so sites
are distinct hosts for politeness and per-site limits; with
``hostnames=True`` sites also get names (``riverside-books.test``) that
:class:`tests.web.resolver.TestWebResolver` resolves, so URLs carry words
the way real host names do. The web is generated from a seed: the same seed
gives the same web, another seed another web (for the benchmark's repeated
runs). Page bodies are written here (no third-party pages are copied); pages
are rendered on request, so a web of thousands of pages costs nothing until
it is crawled. All sites are served by one asyncio loop in one thread.

What is in it (see :func:`build_web`); ``scale`` multiplies the site counts:

* **directories** (the seeds): category pages listing *some* of the sites of
  every kind, paginated (directories are incomplete, like real ones);
* **form sites** of five domains with different densities (books, hotels,
  jobs, cars, movies): stores, libraries, booking and job sites. Each has a
  navigation bar, category listings, many item pages (on-topic text, no
  form), info pages (about, help, privacy…), an account area with a login
  and a registration form, a newsletter form, and *one* searchable form of
  its domain 1–3 links deep behind a path drawn per site from realistic
  patterns ("Advanced search" → ``/search/advanced``, "Catalog" → "Search
  the catalog", "Reservations" → "Check availability", "Careers" → "Job
  search", and also opaque ones like "Start here"); the first step of the
  path is in the navigation of every page on most sites, on the home page
  only on others; a quick search box on some home pages;
* **blogs** of every domain: on-topic posts, archives and tag pages, comment
  and subscription forms, no searchable form; posts and blogrolls link to
  stores (home and item pages) and other blogs — most form sites are found
  through them, not through the directories;
* **neighbouring domains** (music stores, flight and car-rental booking) with
  their own search forms, and **portals** with co-located search forms of two
  domains (the critic must reject the neighbour's);
* **off-topic** sites (news, recipes, sports, tech) with site search boxes;
* **traps**: a link farm (endless distinct pages stuffed with topic words),
  an infinite calendar (pages that differ only in numbers), a bookshop whose
  search form is behind a robots.txt ``Disallow``, a page with hundreds of
  forms and a form with hundreds of inputs, a non-HTML seed, a dead host.

``web.hits`` counts requests per ``(site name, path)``; ``web.form_pages``
gives the URLs of a domain's relevant form pages (the ground truth).
"""

from __future__ import annotations

import asyncio
import json
import random
import re
import threading
from collections import Counter
from dataclasses import dataclass, field
from functools import partial
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
        "nouns": ["Books", "Bookshop", "Booksellers", "Public Library", "Library", "Book Exchange", "Rare Books", "Used Books"],
        "blog_nouns": ["Reading Notes", "Book Blog", "Shelf Life", "Bookworm Diary", "Literary Review", "Book Club"],
        "fields": [("title", "Title"), ("author", "Author"), ("isbn", "ISBN"), ("publisher", "Publisher")],
        "select": ("format", "Format", ["Any format", "Paperback", "Hardcover", "E-book", "Audiobook"]),
        "thing": "books",
        "categories": ["Fiction", "Mystery", "Children", "History", "Science", "Poetry", "Biography", "Cooking", "Travel writing"],
        "final": [("Find a book", "/find"), ("Book search", "/booksearch"), ("Search the catalog", "/catalog/search"),
                  ("Library catalog", "/opac"), ("Search our inventory", "/inventory/search"), ("Title search", "/titles/search")],
        "steps": [("Library", "/library"), ("Our bookstore", "/store"), ("Collections", "/collections"), ("For readers", "/readers")],
    },
    "hotels": {
        "words": "hotel hotels room rooms booking resort suite guest guests stay travel breakfast reservation lodging inn nights".split(),
        "names": ["Harbor View Hotels", "Sleepwell Inns", "Grand Resort Finder", "Cozy Stays", "Lodge Locator",
                  "Suite Dreams", "Travelers Rest", "Inn Keeper"],
        "nouns": ["Hotel", "Inn", "Resort", "Hotels", "Lodge", "Suites", "Guest House", "Hotel Group"],
        "blog_nouns": ["Travel Diary", "Hotel Reviews", "Weekend Getaways", "Road Notes", "Stay Report"],
        "fields": [("city", "Destination city"), ("checkin", "Check-in date"), ("checkout", "Check-out date")],
        "select": ("guests", "Guests", ["1 guest", "2 guests", "3 guests", "4 guests"]),
        "thing": "hotels",
        "categories": ["Rooms", "Suites", "Spa", "Meetings", "Weddings", "Dining", "Offers", "Location"],
        "final": [("Find a hotel", "/hotels/find"), ("Check availability", "/availability"), ("Book a room", "/book-room"),
                  ("Hotel search", "/hotelsearch"), ("Rates and availability", "/rates")],
        "steps": [("Reservations", "/reservations"), ("Stay with us", "/stay"), ("Plan your trip", "/plan"), ("Our hotels", "/properties")],
    },
    "jobs": {
        "words": "job jobs career careers employer salary resume vacancy vacancies hiring position positions recruiter employment interview".split(),
        "names": ["Career Ladder", "Job Junction", "Hire Ground", "Work Finder", "Vacancy Board"],
        "nouns": ["Jobs", "Careers", "Staffing", "Recruiting", "Job Board", "Employment Agency", "Talent"],
        "blog_nouns": ["Career Advice", "Job Hunt Journal", "Resume Tips", "Workplace Blog", "Hiring Notes"],
        "fields": [("keywords", "Job title or keywords"), ("location", "Location"), ("employer", "Employer")],
        "select": ("category", "Job category", ["All categories", "Engineering", "Sales", "Nursing", "Teaching"]),
        "thing": "jobs",
        "categories": ["Engineering", "Sales", "Nursing", "Teaching", "Finance", "Retail", "Hospitality", "Internships"],
        "final": [("Search jobs", "/jobs/search"), ("Job search", "/jobsearch"), ("Find a job", "/findjob"),
                  ("Browse vacancies", "/vacancies"), ("Search openings", "/openings/search")],
        "steps": [("Careers", "/careers"), ("Employment", "/employment"), ("Job seekers", "/seekers"), ("Work with us", "/work")],
    },
    "cars": {
        "words": "car cars auto autos vehicle vehicles dealer dealers mileage sedan engine used motors truck coupe".split(),
        "names": ["Auto Trader Hub", "Used Motors", "Car Corner", "Dealer Direct"],
        "nouns": ["Motors", "Auto Sales", "Cars", "Auto Mart", "Car Dealer", "Used Cars"],
        "blog_nouns": ["Car Reviews", "Auto Blog", "Garage Talk", "Drive Report"],
        "fields": [("model", "Model"), ("maxprice", "Maximum price"), ("zip", "ZIP code")],
        "select": ("make", "Make", ["Any make", "Ford", "Toyota", "Honda", "Volkswagen"]),
        "thing": "cars",
        "categories": ["Sedans", "Trucks", "SUVs", "Coupes", "Electric", "Certified", "Financing", "Service"],
        "final": [("Search inventory", "/inventory/search"), ("Find a car", "/findcar"), ("Used car search", "/usedcars/search"),
                  ("Vehicle finder", "/vehicle-finder")],
        "steps": [("Inventory", "/inventory"), ("Shop cars", "/shop"), ("Pre-owned", "/preowned")],
    },
    "movies": {
        "words": "movie movies film films actor actors director cinema dvd genre trailer screenplay premiere documentary".split(),
        "names": ["Reel Archive", "Film Vault"],
        "nouns": ["Films", "Video", "DVD Store", "Film Archive", "Cinema", "Movie Database"],
        "blog_nouns": ["Film Notes", "Movie Reviews", "Cinema Diary", "Screen Talk"],
        "fields": [("title", "Movie title"), ("actor", "Actor"), ("director", "Director")],
        "select": ("genre", "Genre", ["All genres", "Comedy", "Drama", "Horror", "Documentary"]),
        "thing": "movies",
        "categories": ["Comedy", "Drama", "Horror", "Documentary", "Classics", "New releases", "Box sets", "Animation"],
        "final": [("Search movies", "/movies/search"), ("Film finder", "/filmfinder"), ("DVD search", "/dvd/search"),
                  ("Search titles", "/titles/search"), ("Search the archive", "/archive/search")],
        "steps": [("Films", "/films"), ("DVD shop", "/dvd"), ("The archive", "/archive"), ("Screenings", "/screenings")],
    },
    # Neighbouring domains: their forms are co-located with, or look like, the ones above.
    "music": {
        "words": "music album albums cd cds artist band song songs vinyl concert lyrics record label track".split(),
        "names": ["Vinyl Revival", "Sound Cellar"],
        "nouns": ["Records", "Music", "Vinyl", "Music Store", "CD Shop"],
        "fields": [("artist", "Artist"), ("album", "Album"), ("label", "Record label")],
        "select": ("media", "Format", ["Any format", "CD", "Vinyl", "Download"]),
        "thing": "albums",
        "categories": ["Rock", "Jazz", "Classical", "Soul", "Folk"],
        "final": [("Search music", "/music/search"), ("Find an album", "/findalbum")],
        "steps": [("Shop music", "/shop"), ("Catalog", "/catalogue")],
    },
    "flights": {
        "words": "flight flights airfare airline airport ticket tickets departure arrival fare fares travel".split(),
        "names": ["Sky Fares", "Jet Deals"],
        "nouns": ["Airfares", "Flights", "Air Travel", "Fares"],
        "fields": [("origin", "From airport"), ("destination", "To airport"), ("depart", "Departure date")],
        "select": ("cabin", "Cabin class", ["Economy", "Premium", "Business"]),
        "thing": "flights",
        "categories": ["Deals", "Europe", "Asia", "Americas", "Last minute"],
        "final": [("Search flights", "/flights/search"), ("Find fares", "/fares")],
        "steps": [("Book travel", "/book"), ("Trip planner", "/planner")],
    },
    "rentals": {
        "words": "rental rentals car pickup dropoff airport vehicle travel daily rate insurance".split(),
        "names": ["Rent a Ride", "Drive Away Rentals"],
        "nouns": ["Car Rental", "Rent a Car", "Rentals"],
        "fields": [("pickup", "Pick-up location"), ("pickupdate", "Pick-up date"), ("dropoff", "Drop-off date")],
        "select": ("class", "Car class", ["Any class", "Economy", "Compact", "SUV"]),
        "thing": "rental cars",
        "categories": ["Locations", "Deals", "Fleet", "Long term"],
        "final": [("Reserve a car", "/reserve"), ("Find a rental", "/rentals/search")],
        "steps": [("Reservations", "/reservations"), ("Rent now", "/rent")],
    },
}
#: The domains discover is asked about (each has a domain file); the others are neighbours.
DOMAINS = ("books", "hotels", "jobs", "cars", "movies")
NEIGHBOURS = {"books": ("music", "movies"), "movies": ("music", "books"), "hotels": ("flights", "rentals"),
              "cars": ("rentals",), "jobs": ("books",)}
OFF_TOPIC_WORDS = {
    "news": "news politics election weather sports report government economy market city council storm".split(),
    "recipes": "recipe recipes cooking kitchen flour sugar bake oven dinner soup salad dessert spices".split(),
    "sports": "football match league score team season coach player goal tournament stadium fans".split(),
    "tech": "software laptop phone app update developer cloud security chip review gadget battery".split(),
}
FILLER = ("the a of and to in is for on with that this from at by our we you are it be as more new "
          "about latest great best people day week year world story time find today").split()
#: Form sites per domain at scale 1: the domains' form densities differ (books densest, movies sparsest).
SITE_COUNTS = {"books": 9, "hotels": 6, "jobs": 4, "cars": 3, "movies": 2}
#: Blogs per domain at scale 1, the same for every domain: a topic's pages do not shrink with its number
#: of databases, so what differs between domains is the density of forms among on-topic pages (ACHE,
#: Table 1), not the size of the on-topic region a crawl can exhaust.
BLOGS_PER_DOMAIN = 12
PREFIXES = ["City", "Riverside", "Oak Street", "Northern", "Blue Door", "Main Street", "Harbor", "Golden", "Union",
            "Pioneer", "Maple", "Summit", "Lakeside", "Old Town", "Westend", "Capital", "Red Brick", "Corner",
            "Evergreen", "Granite", "Willow", "Beacon", "Coastal", "Prairie", "Silver", "Highland"]

# Realistic path patterns that do not belong to one domain (mixed with the domain's own per site).
GENERIC_FINAL = [("Advanced search", "/search/advanced"), ("Advanced Search", "/advanced_search.php"),
                 ("Search", "/search.html"), ("Power search", "/powersearch"), ("Detailed search", "/search/detailed"),
                 ("Search our database", "/db/query"), ("Start here", "/start"), ("Go", "/go.asp")]
GENERIC_STEPS = [("Catalog", "/catalog"), ("Shop", "/shop"), ("Services", "/services"), ("Online services", "/online"),
                 ("Browse", "/browse"), ("Resources", "/resources"), ("Tools", "/tools"), ("Visit us", "/visit")]
INFO_PAGES = [("About us", "/about"), ("Contact", "/contact"), ("Help", "/help"), ("FAQ", "/faq"),
              ("Privacy policy", "/privacy"), ("Terms of use", "/terms"), ("Gift cards", "/gift-cards"),
              ("Events", "/events"), ("Press", "/press"), ("Sitemap", "/sitemap"), ("Store locator", "/locations"),
              ("News", "/news"), ("Careers at {name}", "/jobs-at-us"), ("Accessibility", "/accessibility")]
ITEM_PATTERNS = ["/item/{k}", "/product.php?id={k}", "/p/{k}.html", "/{thing}/{k}", "/detail?ref={k}", "/view/{k}-{slug}"]
POST_PATTERNS = ["/post/{k}", "/{year}/{month}/{slug}-{k}.html", "/blog/{k}/{slug}", "/?p={k}"]


@dataclass
class Site:
    name: str
    kind: str  # directory, topic (form site), blog, portal, offtopic, farm, calendar, robots, stress, binary
    topic: str = ""
    host: str = ""  # host name ("" = the IP address)
    ip: str = ""
    port: int = 0
    articles: int = 0  # item pages (form sites), posts (blogs), stories (off-topic sites)
    form_depth: int = 0  # 1..3 links from home to the search form
    path: list[tuple[str, str]] = field(default_factory=list)  # (anchor, path) steps to the form page
    nav: list[tuple[str, str]] = field(default_factory=list)  # info pages in the navigation bar
    nav_everywhere: bool = True  # the path's first step is in the navigation of every page
    item_pattern: str = "/item/{k}"
    quick_search: bool = False
    out_links: list[int] = field(default_factory=list)  # other sites' indexes linked from this one
    extra: dict = field(default_factory=dict)

    @property
    def base(self) -> str:
        return f"http://{self.host or self.ip}:{self.port}"

    def item_url(self, k: int) -> str:
        slug = _slug_words(random.Random(f"{self.name}|{k}"), TOPICS.get(self.topic, {"words": FILLER})["words"])
        return self.item_pattern.format(k=k, thing=TOPICS[self.topic]["thing"].replace(" ", "-"), slug=slug,
                                        year=2000 + k % 20, month=f"{k % 12 + 1:02d}")

    def item_of(self, path: str, query: dict[str, list[str]]) -> int | None:
        """The item number a request is for (it must match the site's URL pattern), or None."""
        pattern, _, key = self.item_pattern.partition("?")
        if key:  # /product.php?id={k}: the number is in the query
            name = key.split("=", 1)[0]
            values = query.get(name) or []
            ok = path == pattern and values and values[0].isdigit()
            return int(values[0]) if ok else None
        regex = re.escape(pattern)
        for placeholder, part in (("k", r"(?P<k>\d+)"), ("thing", r"[a-z-]+"), ("slug", r"[a-z-]+"),
                                  ("year", r"\d{4}"), ("month", r"\d{2}")):
            regex = regex.replace(re.escape("{" + placeholder + "}"), part)
        m = re.fullmatch(regex, path)
        return int(m.group("k")) if m else None


def _slug_words(rng: random.Random, vocab: list[str]) -> str:
    return "-".join(rng.choice(vocab) for _ in range(3))


def _words(rng: random.Random, vocab: list[str], n: int, topical: float = 0.35) -> str:
    return " ".join(rng.choice(vocab) if rng.random() < topical else rng.choice(FILLER) for _ in range(n))


def _page(title: str, body: str, head: str = "") -> bytes:
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
            f"<body>{body}</body></html>").encode()


def _ip(net: str, i: int) -> str:
    """The i-th host address of a web: ``net.1`` … ``net.250``, then the next /24."""
    a, b, c = net.split(".")
    return f"{a}.{b}.{int(c) + i // 250}.{i % 250 + 1}"


LOGIN_FORM = ("<form action='/account/login' method='post' class='login'><label>E-mail <input type='email' name='email'></label>"
              "<label>Password <input type='password' name='password'></label><input type='checkbox' name='remember'> Remember me"
              "<button type='submit'>Sign in</button> <a href='/account/forgot'>Forgot your password?</a></form>")
REGISTER_FORM = ("<form action='/account/register' method='post'><label>Full name <input name='name'></label>"
                 "<label>E-mail <input type='email' name='email'></label><label>Password <input type='password' name='password'></label>"
                 "<label>Repeat password <input type='password' name='password2'></label><button>Create account</button></form>")
NEWSLETTER_FORM = ("<form action='/newsletter/subscribe' method='post' class='newsletter'><p>Get our weekly newsletter</p>"
                   "<input type='email' name='email' placeholder='Your e-mail address'><input type='submit' value='Subscribe'></form>")
COMMENT_FORM = ("<form action='/comments' method='post' id='commentform'><h3>Leave a reply</h3><label>Name <input name='author'></label>"
                "<label>E-mail <input type='email' name='email'></label><label>Website <input name='url'></label>"
                "<label>Comment <textarea name='comment'></textarea></label><input type='submit' value='Post comment'></form>")


class Web:
    """The generated web; :meth:`start` serves it, :meth:`stop` shuts it down."""

    def __init__(self, sites: list[Site], seed: int, net: str = "127.0.1") -> None:
        self.sites = sites
        self.seed = seed
        self.net = net
        self.hits: Counter[tuple[str, str]] = Counter()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._servers: list[asyncio.AbstractServer] = []
        self._writers: set[asyncio.StreamWriter] = set()
        for i, site in enumerate(sites):
            site.ip = _ip(net, i)

    # -- serving -------------------------------------------------------------------------
    def start(self) -> Web:
        """Serve every site (its own address, any free port) from one asyncio loop in a thread."""
        loop = asyncio.new_event_loop()
        opened = threading.Event()
        errors: list[BaseException] = []

        def run() -> None:
            asyncio.set_event_loop(loop)
            try:
                loop.run_until_complete(self._open())
            except BaseException as error:  # noqa: BLE001 - reported to the caller
                errors.append(error)
                opened.set()
                return
            opened.set()
            loop.run_forever()

        self._loop = loop
        self._thread = threading.Thread(target=run, name="test-web", daemon=True)
        self._thread.start()
        opened.wait(60)
        if errors:
            raise errors[0]
        return self

    async def _open(self) -> None:
        for site in self.sites:
            server = await asyncio.start_server(partial(self._client, site), host=site.ip, port=0, backlog=256)
            site.port = server.sockets[0].getsockname()[1]
            self._servers.append(server)

    async def _client(self, site: Site, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """HTTP/1.1 with keep-alive, GET/HEAD; enough for Scrapy and for tests."""
        self._writers.add(writer)
        try:
            while True:
                line = await reader.readline()
                if not line.strip():
                    break
                headers: dict[str, str] = {}
                while True:
                    h = await reader.readline()
                    if h in (b"\r\n", b"\n", b""):
                        break
                    key, _, value = h.decode("latin-1").partition(":")
                    headers[key.strip().lower()] = value.strip()
                if int(headers.get("content-length") or 0):
                    await reader.readexactly(int(headers["content-length"]))
                method, target, version = (line.decode("latin-1").split() + ["", "", ""])[:3]
                parts = urlsplit(target)
                self.hits[(site.name, parts.path)] += 1
                try:
                    status, ctype, body = self.render(site, parts.path, parse_qs(parts.query))
                except Exception:  # a bug in a renderer must show as a server error, not a hang
                    status, ctype, body = 500, HTML, _page("Error", "<h1>Internal server error</h1>")
                close = headers.get("connection", "").lower() == "close" or version == "HTTP/1.0"
                head = (f"HTTP/1.1 {status} {'OK' if status == 200 else 'Error'}\r\nContent-Type: {ctype}\r\n"
                        f"Content-Length: {len(body)}\r\n" + ("Connection: close\r\n" if close else "") + "\r\n")
                writer.write(head.encode("latin-1") + (b"" if method == "HEAD" else body))
                await writer.drain()
                if close:
                    break
        except (ConnectionError, asyncio.IncompleteReadError, ValueError):
            pass
        finally:
            self._writers.discard(writer)
            writer.close()

    def stop(self) -> None:
        loop = self._loop
        if loop is None:
            return

        async def close() -> None:
            for server in self._servers:
                server.close()
            for writer in list(self._writers):
                writer.close()
            for server in self._servers:
                await server.wait_closed()

        try:
            asyncio.run_coroutine_threadsafe(close(), loop).result(30)
        except Exception:  # noqa: BLE001 - stopping anyway
            pass
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(30)
        self._servers.clear()
        self._loop = None

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

    def hosts(self) -> dict[str, str]:
        """Host name → address, for :class:`tests.web.resolver.TestWebResolver`."""
        return {s.host: s.ip for s in self.sites if s.host}

    def write_hosts(self, path: Path) -> Path:
        path.write_text(json.dumps(self.hosts()), encoding="utf-8")
        return path

    def domain_file(self, topic: str) -> Path:
        return DOMAINS_DIR / f"{topic}.json"

    def form_pages(self, topic: str) -> set[str]:
        """URLs of the pages holding a relevant search form of ``topic`` (ground truth)."""
        out = set()
        for s in self.sites:
            if s.kind == "topic" and s.topic == topic:
                out.add(self.url(s, s.path[-1][1]))
                if s.quick_search:
                    out.add(self.url(s, "/"))
            if s.kind == "portal" and topic in s.extra["topics"]:
                out.add(self.url(s, "/search"))
        return out

    def render(self, site: Site, path: str, query: dict[str, list[str]]) -> tuple[int, str, bytes]:
        if path == "/robots.txt":
            return _robots(site)
        rng = random.Random(f"{self.seed}|{site.name}|{path}|{sorted(query.items())}")
        return RENDERERS[site.kind](self, site, path, query, rng)


# -- renderers ----------------------------------------------------------------------------------

HTML = "text/html; charset=utf-8"
NOT_FOUND = (404, HTML, _page("Not found", "<h1>Not found</h1>"))


def _robots(site: Site) -> tuple[int, str, bytes]:
    if site.kind == "robots":
        return 200, "text/plain", b"User-agent: *\nDisallow: /private/\n"
    return 404, "text/plain", b""


def _vocab(topic: str) -> list[str]:
    return TOPICS[topic]["words"] if topic in TOPICS else OFF_TOPIC_WORDS.get(topic, FILLER)


def _link_to(web: Web, other: Site, rng: random.Random) -> str:
    """A link to another site as people write them: its name, or one of its pages with a title."""
    if other.kind == "farm":
        return f"<a href='{web.url(other, f'/p/{rng.randrange(10**6)}')}'>{_words(rng, [w for t in DOMAINS for w in TOPICS[t]['words']], 3, 0.9)}</a>"
    if other.articles and rng.random() < 0.5:
        k = rng.randrange(other.articles)
        target = other.item_url(k) if other.kind in ("topic", "blog") else f"/articles/{k}"
        return f"<a href='{web.url(other, target)}'>{_words(rng, _vocab(other.topic), 5, 0.6)}</a>"
    return f"<a href='{web.url(other)}'>{other.name}</a>"


def _other_site_links(web: Web, site: Site, rng: random.Random, n: int = 3) -> str:
    links = [f"<li>{_link_to(web, web.sites[j], rng)}</li>" for j in rng.sample(site.out_links, min(n, len(site.out_links)))]
    return "<ul class='related'>" + "".join(links) + "</ul>" if links else ""


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


def _nav(site: Site, home: bool) -> str:
    """The navigation bar: home, info pages, categories, and (on most sites) the path's first step."""
    t = TOPICS[site.topic]
    items = [("Home", "/")] + [(a.format(name=site.name), p) for a, p in site.nav]
    if site.nav_everywhere or home:
        first = site.path[0]
        items.insert(1 + site.extra.get("nav_position", 0) % len(items), first)
    cats = site.extra.get("categories", t["categories"][:4])
    items += [(c, f"/category/{_slugify(c)}") for c in cats]
    items.append(("My account", "/account/login"))
    return "<ul class='nav'>" + "".join(f"<li><a href='{p}'>{a}</a></li>" for a, p in items) + "</ul>"


def _slugify(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _footer(web: Web, site: Site, rng: random.Random, partners: int = 0) -> str:
    links = " | ".join(f"<a href='{p}'>{a.format(name=site.name)}</a>" for a, p in site.extra.get("footer", []))
    return (f"<div class='footer'>{links}{_other_site_links(web, site, rng, partners) if partners else ''}"
            f"<p>&copy; {site.name}</p></div>")


def render_topic(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A form site: store, library, booking or job site with one search form hidden 1–3 links deep."""
    t = TOPICS[site.topic]
    vocab = t["words"]
    head = f"<h1>{site.name}</h1>"
    steps = {p: i for i, (_, p) in enumerate(site.path)}
    if path == "/":
        quick = ""
        if site.quick_search:
            quick = (f"<form action='/results' method='get' role='search'><input type='search' name='q' placeholder='Search {t['thing']}'>"
                     "<button>Go</button></form>")
        items = "".join(f"<li><a href='{site.item_url(k)}'>{_words(rng, vocab, 4, 0.5)}</a></li>"
                        for k in rng.sample(range(site.articles), min(10, site.articles)))
        body = (f"{quick}{head}{_nav(site, True)}<p>{_words(rng, vocab, 60)}</p><h2>Featured {t['thing']}</h2><ul>{items}</ul>"
                f"{_footer(web, site, rng, 2)}{LOGIN_FORM if site.extra.get('login_on_home') else ''}{NEWSLETTER_FORM}")
        return 200, HTML, _page(f"{site.name} - {t['thing']}", body)
    if path in steps:
        i = steps[path]
        if i == len(site.path) - 1:
            form = _search_form(site, site.topic, "/results", rng)
            body = f"{head}{_nav(site, False)}<h2>{site.path[i][0]}</h2><p>{_words(rng, vocab, 25)}</p>{form}{_footer(web, site, rng)}"
            return 200, HTML, _page(f"{site.path[i][0]} - {site.name}", body)
        nxt_a, nxt_p = site.path[i + 1]
        siblings = [(a.format(name=site.name), p) for a, p in site.nav[:2]] + [(nxt_a, nxt_p)]
        rng.shuffle(siblings)
        lis = "".join(f"<li><a href='{p}'>{a}</a></li>" for a, p in siblings)
        body = (f"{head}{_nav(site, False)}<h2>{site.path[i][0]}</h2><p>{_words(rng, vocab, 40)}</p><ul>{lis}</ul>"
                f"{_footer(web, site, rng)}")
        return 200, HTML, _page(f"{site.path[i][0]} - {site.name}", body)
    if path.startswith("/category/"):
        page = int((query.get("page") or ["0"])[0] or 0) if (query.get("page") or ["0"])[0].isdigit() else 0
        per = 15
        start = (page * per + _slug_hash(path)) % max(site.articles, 1)
        if page * per >= site.articles:
            return NOT_FOUND
        items = "".join(f"<li><a href='{site.item_url((start + j) % site.articles)}'>{_words(rng, vocab, 5, 0.5)}</a></li>"
                        for j in range(min(per, site.articles)))
        nxt = f"<a href='{path}?page={page + 1}'>Next page</a>" if (page + 1) * per < site.articles else ""
        body = f"{head}{_nav(site, False)}<h2>{path.rsplit('/', 1)[1].replace('-', ' ').title()}</h2><ul>{items}</ul>{nxt}{_footer(web, site, rng)}"
        return 200, HTML, _page(f"{path.rsplit('/', 1)[1].replace('-', ' ').title()} - {site.name}", body)
    if path.startswith("/account/"):
        form = REGISTER_FORM if path.endswith("register") else LOGIN_FORM
        return 200, HTML, _page("Sign in", f"{head}{form}<p><a href='/account/register'>Create an account</a> <a href='/'>Home</a></p>")
    if path == "/results" or path.startswith("/results/"):
        return 200, HTML, _page("Results", f"{head}<p>No results.</p>")
    info = {p: a for a, p in INFO_PAGES}
    if path in info:
        body = f"{head}{_nav(site, False)}<h2>{info[path].format(name=site.name)}</h2><p>{_words(rng, vocab, 50, 0.2)}</p>{_footer(web, site, rng)}"
        return 200, HTML, _page(f"{info[path].format(name=site.name)} - {site.name}", body)
    k = site.item_of(path, query)
    if k is not None and 0 <= k < site.articles:
        related = "".join(f"<li><a href='{site.item_url(j)}'>{_words(rng, vocab, 5, 0.5)}</a></li>"
                          for j in rng.sample(range(site.articles), min(6, site.articles)))
        external = _other_site_links(web, site, rng, 1) if rng.random() < 0.3 else ""
        body = (f"{head}{_nav(site, False)}<h2>{_words(rng, vocab, 6, 0.5)}</h2><p>{_words(rng, vocab, 120)}</p>"
                f"<h3>You may also like</h3><ul>{related}</ul>{external}{_footer(web, site, rng)}")
        return 200, HTML, _page(f"{_words(rng, vocab, 4, 0.5)} - {site.name}", body)
    return NOT_FOUND


def _slug_hash(text: str) -> int:
    return sum(text.encode()) * 7


def render_blog(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """An on-topic blog: posts linking to stores and other blogs; comment forms, no search form."""
    vocab = _vocab(site.topic)
    head = f"<h1>{site.name}</h1><p class='tagline'>{_words(rng, vocab, 6, 0.5)}</p>"
    menu = ("<ul class='menu'><li><a href='/'>Home</a></li><li><a href='/about'>About</a></li>"
            "<li><a href='/archive'>Archive</a></li><li><a href='/contact'>Contact</a></li></ul>")
    recent = lambda n: "".join(f"<li><a href='{site.item_url(k)}'>{_words(rng, vocab, 5, 0.5)}</a></li>"  # noqa: E731
                               for k in rng.sample(range(site.articles), min(n, site.articles)))
    roll = "".join(f"<li><a href='{web.url(web.sites[j])}'>{web.sites[j].name}</a></li>" for j in site.extra.get("blogroll", []))
    side = f"<div class='sidebar'><h3>Recent posts</h3><ul>{recent(6)}</ul><h3>Blogroll</h3><ul>{roll}</ul>{NEWSLETTER_FORM}</div>"
    if path == "/" and not query.get("p"):
        posts = "".join(f"<article><h2><a href='{site.item_url(k)}'>{_words(rng, vocab, 6, 0.5)}</a></h2><p>{_words(rng, vocab, 40)}</p></article>"
                        for k in rng.sample(range(site.articles), min(5, site.articles)))
        return 200, HTML, _page(f"{site.name}", f"{head}{menu}{posts}{side}")
    if path == "/archive":
        page = int((query.get("page") or ["0"])[0]) if (query.get("page") or ["0"])[0].isdigit() else 0
        if page * 20 >= site.articles:
            return NOT_FOUND
        lis = "".join(f"<li><a href='{site.item_url(k)}'>{_words(rng, vocab, 5, 0.5)}</a></li>"
                      for k in range(page * 20, min(site.articles, page * 20 + 20)))
        nxt = f"<a href='/archive?page={page + 1}'>Older posts</a>" if (page + 1) * 20 < site.articles else ""
        return 200, HTML, _page(f"Archive - {site.name}", f"{head}{menu}<ul>{lis}</ul>{nxt}")
    if path in ("/about", "/contact"):
        return 200, HTML, _page(f"About - {site.name}", f"{head}{menu}<p>{_words(rng, vocab, 60, 0.2)}</p>{side}")
    k = site.item_of(path, query)
    if k is None or not 0 <= k < site.articles:
        return NOT_FOUND
    # A post: running text with links to stores and other blogs in it.
    paragraphs = []
    for _ in range(3):
        inline = _link_to(web, web.sites[rng.choice(site.out_links)], rng) if site.out_links and rng.random() < 0.7 else ""
        paragraphs.append(f"<p>{_words(rng, vocab, 50)} {inline} {_words(rng, vocab, 30)}</p>")
    tags = "".join(f"<a href='/archive?tag={_slugify(w)}'>{w}</a> " for w in rng.sample(vocab, 3))
    body = (f"{head}{menu}<article><h2>{_words(rng, vocab, 6, 0.5)}</h2>{''.join(paragraphs)}<p>Tags: {tags}</p></article>"
            f"{COMMENT_FORM}{side}")
    return 200, HTML, _page(f"{_words(rng, vocab, 5, 0.5)} - {site.name}", body)


def render_directory(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    cats = sorted({web.sites[j].topic or web.sites[j].kind for j in site.out_links})
    if path == "/":
        items = "".join(f"<li><a href='/category/{c}'>{c.title()}</a> - sites about {c}</li>" for c in cats)
        featured = "".join(f"<li><a href='{web.url(web.sites[j])}'>{web.sites[j].name}</a></li>"
                           for j in site.out_links if web.sites[j].kind == "portal")
        return 200, HTML, _page(f"{site.name} - web directory", f"<h1>{site.name}</h1><p>The best sites, by category.</p>"
                                                               f"<ul>{items}</ul><h2>Featured portals</h2><ul>{featured}</ul>")
    if path.startswith("/category/"):
        cat = path.rsplit("/", 1)[1]
        members = [j for j in site.out_links if (web.sites[j].topic or web.sites[j].kind) == cat]
        raw = (query.get("page") or ["0"])[0]
        page = int(raw) if raw.isdigit() else 0
        chunk = members[page * 6 : page * 6 + 6]
        if not chunk:
            return NOT_FOUND
        vocab = _vocab(cat)
        items = "".join(f"<li><a href='{web.url(web.sites[j])}'>{web.sites[j].name}</a> {_words(rng, vocab, 10, 0.5)}</li>" for j in chunk)
        nxt = f"<a href='/category/{cat}?page={page + 1}'>Next page</a>" if len(members) > (page + 1) * 6 else ""
        return 200, HTML, _page(f"{cat.title()} sites - {site.name}", f"<h1>{cat.title()}</h1><ul>{items}</ul>{nxt}<p><a href='/'>All categories</a></p>")
    return NOT_FOUND


def render_portal(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    a, b = site.extra["topics"]
    vocab = TOPICS[a]["words"] + TOPICS[b]["words"]
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
    form = ("<form action='/search' method='get'><input type='text' name='q' placeholder='Search "
            f"{site.topic}'><input type='submit' value='Search'></form>")
    if path == "/" or path.startswith("/articles/"):
        arts = "".join(f"<li><a href='/articles/{k}'>{_words(rng, vocab, 5, 0.6)}</a></li>" for k in rng.sample(range(site.articles), min(6, site.articles)))
        body = f"{form}<h1>{site.name}</h1><p>{_words(rng, vocab, 80)}</p><ul>{arts}</ul>{_other_site_links(web, site, rng, 2)}{NEWSLETTER_FORM}"
        return 200, HTML, _page(f"{site.name}", body)
    return NOT_FOUND


def render_farm(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A link farm: endless distinct spam pages stuffed with every topic's words."""
    vocab = [w for t in DOMAINS for w in TOPICS[t]["words"]]
    links = "".join(f"<a href='/p/{rng.randrange(10**7)}'>{_words(rng, vocab, 3, 0.9)}</a> " for _ in range(25))
    return 200, HTML, _page(_words(rng, vocab, 6, 0.9), f"<h1>{_words(rng, vocab, 5, 0.9)}</h1><p>{_words(rng, vocab, 80, 0.8)}</p>{links}")


def render_calendar(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """An infinite events calendar of a bookshop: pages differ only in their numbers."""
    raw = (query.get("m") or ["0"])[0] or "0"
    month = int(raw) if raw.lstrip("-").isdigit() else 0
    days = "".join(f"<td>{d}</td>" for d in range(1, 29))
    body = (f"<h1>Book club events calendar</h1><p>Readings by authors, book signings, poetry nights, month {month}.</p>"
            f"<table><tr>{days}</tr></table><a href='/calendar?m={month + 1}'>Next month</a> <a href='/calendar?m={month - 1}'>Previous month</a>")
    return 200, HTML, _page(f"Book events {month}", body)


def render_robots(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A bookshop whose search form is under a path robots.txt disallows."""
    vocab = TOPICS["books"]["words"]
    if path == "/":
        body = f"<h1>{site.name}</h1><p>{_words(rng, vocab, 60)}</p><a href='/private/search'>Advanced search</a>"
        return 200, HTML, _page(f"{site.name} books", body)
    if path == "/private/search":
        return 200, HTML, _page("Search", _search_form(site, "books", "/private/results", rng))
    return NOT_FOUND


def render_stress(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A bookshop with a page of 300 forms and an order form with 600 inputs."""
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
    return NOT_FOUND


RENDERERS: dict[str, Callable] = {
    "topic": render_topic, "blog": render_blog, "directory": render_directory, "portal": render_portal,
    "offtopic": render_offtopic, "farm": render_farm, "calendar": render_calendar, "robots": render_robots,
    "stress": render_stress, "binary": render_binary,
}


# -- generation --------------------------------------------------------------------------------


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
        return Site(name=name, kind="topic", topic=topic, articles=articles, form_depth=depth,
                    path=_form_path(rng, topic, depth), nav=nav, nav_everywhere=rng.random() < 0.7,
                    item_pattern=rng.choice(ITEM_PATTERNS), quick_search=rng.random() < 0.25,
                    extra={"footer": footer, "nav_position": rng.randrange(8), "login_on_home": rng.random() < 0.5,
                           "categories": rng.sample(t["categories"], min(len(t["categories"]), rng.randint(3, 6)))})

    for topic, count in SITE_COUNTS.items():
        names = TOPICS[topic]["names"]
        for i in range(count * scale):
            name = names[i] if i < len(names) else _site_name(rng, TOPICS[topic]["nouns"], used)
            used.add(name)
            sites.append(form_site(topic, name))
        for i in range(BLOGS_PER_DOMAIN * scale):
            sites.append(Site(name=_site_name(rng, TOPICS[topic]["blog_nouns"], used), kind="blog", topic=topic,
                              articles=max(10, articles // 2), item_pattern=rng.choice(POST_PATTERNS)))
    for topic in ("music", "flights", "rentals"):
        for i in range(scale):
            name = TOPICS[topic]["names"][i] if i < len(TOPICS[topic]["names"]) else _site_name(rng, TOPICS[topic]["nouns"], used)
            used.add(name)
            sites.append(form_site(topic, name))
    sites.append(Site(name="Books and Films Portal", kind="portal", topic="books", extra={"topics": ("books", "movies")}))
    sites.append(Site(name="Travel and Careers Portal", kind="portal", topic="hotels", extra={"topics": ("hotels", "jobs")}))
    for i in range(1, scale):
        sites.append(Site(name=f"Travel Deals Portal {i}", kind="portal", topic="hotels", extra={"topics": ("hotels", "flights")}))
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
            s.out_links = sorted(x for x in linkable if x % 3 == k and (scale == 1 or rng.random() < 1.5 * listed)
                                 or rng.random() < listed / 3 or sites[x].kind == "portal")
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
