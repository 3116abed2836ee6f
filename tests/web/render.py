"""The pages of the generated web: one renderer per kind of site, written here (nothing is copied).

A renderer gets ``(web, site, path, query, rng)`` and returns ``(status,
content type, body)``; ``rng`` is seeded by the site, the path and the query,
so a page is the same every time it is fetched.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from tests.kit import html_document
from tests.web.topics import DOMAINS, FILLER, INFO_PAGES, OFF_TOPIC_WORDS, TOPICS

if TYPE_CHECKING:
    from tests.web.model import Site, Web

#: A renderer: ``(web, site, path, query, rng) -> (status, content type, body)``.
Renderer = Callable[["Web", "Site", str, dict[str, list[str]], random.Random], tuple[int, str, bytes]]


def _words(rng: random.Random, vocab: list[str], n: int, topical: float = 0.35) -> str:
    return " ".join(rng.choice(vocab) if rng.random() < topical else rng.choice(FILLER) for _ in range(n))


def html_page(title: str, body: str, head: str = "") -> bytes:
    """A page of the web, encoded."""
    return html_document(title, body, head).encode()


LOGIN_FORM = (
    "<form action='/account/login' method='post' class='login'><label>E-mail <input type='email' name='email'></label>"
    "<label>Password <input type='password' name='password'></label><input type='checkbox' name='remember'> Remember me"
    "<button type='submit'>Sign in</button> <a href='/account/forgot'>Forgot your password?</a></form>"
)
REGISTER_FORM = (
    "<form action='/account/register' method='post'><label>Full name <input name='name'></label>"
    "<label>E-mail <input type='email' name='email'></label><label>Password <input type='password' name='password'></label>"
    "<label>Repeat password <input type='password' name='password2'></label><button>Create account</button></form>"
)
NEWSLETTER_FORM = (
    "<form action='/newsletter/subscribe' method='post' class='newsletter'><p>Get our weekly newsletter</p>"
    "<input type='email' name='email' placeholder='Your e-mail address'><input type='submit' value='Subscribe'></form>"
)
COMMENT_FORM = (
    "<form action='/comments' method='post' id='commentform'><h3>Leave a reply</h3><label>Name <input name='author'></label>"
    "<label>E-mail <input type='email' name='email'></label><label>Website <input name='url'></label>"
    "<label>Comment <textarea name='comment'></textarea></label><input type='submit' value='Post comment'></form>"
)


HTML = "text/html; charset=utf-8"
NOT_FOUND = (404, HTML, html_page("Not found", "<h1>Not found</h1>"))


def robots(site: Site) -> tuple[int, str, bytes]:
    """``/robots.txt``: only the robots trap has one."""
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
    links = [
        f"<li>{_link_to(web, web.sites[j], rng)}</li>" for j in rng.sample(site.out_links, min(n, len(site.out_links)))
    ]
    return "<ul class='related'>" + "".join(links) + "</ul>" if links else ""


def _search_form(site: Site, topic: str, action: str, rng: random.Random) -> str:
    t = TOPICS[topic]
    rows = [f"<p><label for='kw-{topic}'>Search {t['thing']}</label> <input id='kw-{topic}' type='text' name='q'></p>"]
    for name, label in t["fields"]:
        rows.append(f"<p><label>{label} <input type='text' name='{name}'></label></p>")
    sname, slabel, options = t["select"]
    opts = "".join(f"<option value='{i}'>{o}</option>" for i, o in enumerate(options))
    rows.append(f"<p><label>{slabel} <select name='{sname}'>{opts}</select></label></p>")
    return (
        f"<form action='{action}' method='get' class='search-{topic}'><fieldset><legend>Find {t['thing']}</legend>"
        + "".join(rows)
        + "<input type='submit' value='Search'></fieldset></form>"
    )


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
    return (
        f"<div class='footer'>{links}{_other_site_links(web, site, rng, partners) if partners else ''}"
        f"<p>&copy; {site.name}</p></div>"
    )


def render_topic(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A form site: store, library, booking or job site with one search form hidden 1–3 links deep."""
    t = TOPICS[site.topic]
    vocab = t["words"]
    head = f"<h1>{site.name}</h1>"
    steps = {p: i for i, (_, p) in enumerate(site.path)}
    if path == "/":
        quick = ""
        if site.quick_search:
            quick = (
                f"<form action='/results' method='get' role='search'><input type='search' name='q' placeholder='Search {t['thing']}'>"
                "<button>Go</button></form>"
            )
        items = "".join(
            f"<li><a href='{site.item_url(k)}'>{_words(rng, vocab, 4, 0.5)}</a></li>"
            for k in rng.sample(range(site.articles), min(10, site.articles))
        )
        body = (
            f"{quick}{head}{_nav(site, True)}<p>{_words(rng, vocab, 60)}</p><h2>Featured {t['thing']}</h2><ul>{items}</ul>"
            f"{_footer(web, site, rng, 2)}{LOGIN_FORM if site.extra.get('login_on_home') else ''}{NEWSLETTER_FORM}"
        )
        return 200, HTML, html_page(f"{site.name} - {t['thing']}", body)
    if path in steps:
        i = steps[path]
        if i == len(site.path) - 1:
            form = _search_form(site, site.topic, "/results", rng)
            body = f"{head}{_nav(site, False)}<h2>{site.path[i][0]}</h2><p>{_words(rng, vocab, 25)}</p>{form}{_footer(web, site, rng)}"
            return 200, HTML, html_page(f"{site.path[i][0]} - {site.name}", body)
        nxt_a, nxt_p = site.path[i + 1]
        siblings = [(a.format(name=site.name), p) for a, p in site.nav[:2]] + [(nxt_a, nxt_p)]
        rng.shuffle(siblings)
        lis = "".join(f"<li><a href='{p}'>{a}</a></li>" for a, p in siblings)
        body = (
            f"{head}{_nav(site, False)}<h2>{site.path[i][0]}</h2><p>{_words(rng, vocab, 40)}</p><ul>{lis}</ul>"
            f"{_footer(web, site, rng)}"
        )
        return 200, HTML, html_page(f"{site.path[i][0]} - {site.name}", body)
    if path.startswith("/category/"):
        page = int((query.get("page") or ["0"])[0] or 0) if (query.get("page") or ["0"])[0].isdigit() else 0
        per = 15
        start = (page * per + _slug_hash(path)) % max(site.articles, 1)
        if page * per >= site.articles:
            return NOT_FOUND
        items = "".join(
            f"<li><a href='{site.item_url((start + j) % site.articles)}'>{_words(rng, vocab, 5, 0.5)}</a></li>"
            for j in range(min(per, site.articles))
        )
        nxt = f"<a href='{path}?page={page + 1}'>Next page</a>" if (page + 1) * per < site.articles else ""
        body = f"{head}{_nav(site, False)}<h2>{path.rsplit('/', 1)[1].replace('-', ' ').title()}</h2><ul>{items}</ul>{nxt}{_footer(web, site, rng)}"
        return 200, HTML, html_page(f"{path.rsplit('/', 1)[1].replace('-', ' ').title()} - {site.name}", body)
    if path.startswith("/account/"):
        form = REGISTER_FORM if path.endswith("register") else LOGIN_FORM
        return (
            200,
            HTML,
            html_page(
                "Sign in", f"{head}{form}<p><a href='/account/register'>Create an account</a> <a href='/'>Home</a></p>"
            ),
        )
    if path == "/results" or path.startswith("/results/"):
        return 200, HTML, html_page("Results", f"{head}<p>No results.</p>")
    info = {p: a for a, p in INFO_PAGES}
    if path in info:
        body = f"{head}{_nav(site, False)}<h2>{info[path].format(name=site.name)}</h2><p>{_words(rng, vocab, 50, 0.2)}</p>{_footer(web, site, rng)}"
        return 200, HTML, html_page(f"{info[path].format(name=site.name)} - {site.name}", body)
    k = site.item_of(path, query)
    if k is not None and 0 <= k < site.articles:
        related = "".join(
            f"<li><a href='{site.item_url(j)}'>{_words(rng, vocab, 5, 0.5)}</a></li>"
            for j in rng.sample(range(site.articles), min(6, site.articles))
        )
        external = _other_site_links(web, site, rng, 1) if rng.random() < 0.3 else ""
        body = (
            f"{head}{_nav(site, False)}<h2>{_words(rng, vocab, 6, 0.5)}</h2><p>{_words(rng, vocab, 120)}</p>"
            f"<h3>You may also like</h3><ul>{related}</ul>{external}{_footer(web, site, rng)}"
        )
        return 200, HTML, html_page(f"{_words(rng, vocab, 4, 0.5)} - {site.name}", body)
    return NOT_FOUND


def _slug_hash(text: str) -> int:
    return sum(text.encode()) * 7


def render_blog(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """An on-topic blog: posts linking to stores and other blogs; comment forms, no search form."""
    vocab = _vocab(site.topic)
    head = f"<h1>{site.name}</h1><p class='tagline'>{_words(rng, vocab, 6, 0.5)}</p>"
    menu = (
        "<ul class='menu'><li><a href='/'>Home</a></li><li><a href='/about'>About</a></li>"
        "<li><a href='/archive'>Archive</a></li><li><a href='/contact'>Contact</a></li></ul>"
    )

    def recent(n: int) -> str:
        return "".join(
            f"<li><a href='{site.item_url(k)}'>{_words(rng, vocab, 5, 0.5)}</a></li>"
            for k in rng.sample(range(site.articles), min(n, site.articles))
        )

    roll = "".join(
        f"<li><a href='{web.url(web.sites[j])}'>{web.sites[j].name}</a></li>" for j in site.extra.get("blogroll", [])
    )
    side = f"<div class='sidebar'><h3>Recent posts</h3><ul>{recent(6)}</ul><h3>Blogroll</h3><ul>{roll}</ul>{NEWSLETTER_FORM}</div>"
    if path == "/" and not query.get("p"):
        posts = "".join(
            f"<article><h2><a href='{site.item_url(k)}'>{_words(rng, vocab, 6, 0.5)}</a></h2><p>{_words(rng, vocab, 40)}</p></article>"
            for k in rng.sample(range(site.articles), min(5, site.articles))
        )
        return 200, HTML, html_page(f"{site.name}", f"{head}{menu}{posts}{side}")
    if path == "/archive":
        page = int((query.get("page") or ["0"])[0]) if (query.get("page") or ["0"])[0].isdigit() else 0
        if page * 20 >= site.articles:
            return NOT_FOUND
        lis = "".join(
            f"<li><a href='{site.item_url(k)}'>{_words(rng, vocab, 5, 0.5)}</a></li>"
            for k in range(page * 20, min(site.articles, page * 20 + 20))
        )
        nxt = f"<a href='/archive?page={page + 1}'>Older posts</a>" if (page + 1) * 20 < site.articles else ""
        return 200, HTML, html_page(f"Archive - {site.name}", f"{head}{menu}<ul>{lis}</ul>{nxt}")
    if path in ("/about", "/contact"):
        return 200, HTML, html_page(f"About - {site.name}", f"{head}{menu}<p>{_words(rng, vocab, 60, 0.2)}</p>{side}")
    k = site.item_of(path, query)
    if k is None or not 0 <= k < site.articles:
        return NOT_FOUND
    # A post: running text with links to stores and other blogs in it.
    paragraphs = []
    for _ in range(3):
        inline = (
            _link_to(web, web.sites[rng.choice(site.out_links)], rng) if site.out_links and rng.random() < 0.7 else ""
        )
        paragraphs.append(f"<p>{_words(rng, vocab, 50)} {inline} {_words(rng, vocab, 30)}</p>")
    tags = "".join(f"<a href='/archive?tag={_slugify(w)}'>{w}</a> " for w in rng.sample(vocab, 3))
    body = (
        f"{head}{menu}<article><h2>{_words(rng, vocab, 6, 0.5)}</h2>{''.join(paragraphs)}<p>Tags: {tags}</p></article>"
        f"{COMMENT_FORM}{side}"
    )
    return 200, HTML, html_page(f"{_words(rng, vocab, 5, 0.5)} - {site.name}", body)


def render_directory(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    cats = sorted({web.sites[j].topic or web.sites[j].kind for j in site.out_links})
    if path == "/":
        items = "".join(f"<li><a href='/category/{c}'>{c.title()}</a> - sites about {c}</li>" for c in cats)
        featured = "".join(
            f"<li><a href='{web.url(web.sites[j])}'>{web.sites[j].name}</a></li>"
            for j in site.out_links
            if web.sites[j].kind == "portal"
        )
        return (
            200,
            HTML,
            html_page(
                f"{site.name} - web directory",
                f"<h1>{site.name}</h1><p>The best sites, by category.</p>"
                f"<ul>{items}</ul><h2>Featured portals</h2><ul>{featured}</ul>",
            ),
        )
    if path.startswith("/category/"):
        cat = path.rsplit("/", 1)[1]
        members = [j for j in site.out_links if (web.sites[j].topic or web.sites[j].kind) == cat]
        raw = (query.get("page") or ["0"])[0]
        page = int(raw) if raw.isdigit() else 0
        chunk = members[page * 6 : page * 6 + 6]
        if not chunk:
            return NOT_FOUND
        vocab = _vocab(cat)
        items = "".join(
            f"<li><a href='{web.url(web.sites[j])}'>{web.sites[j].name}</a> {_words(rng, vocab, 10, 0.5)}</li>"
            for j in chunk
        )
        nxt = f"<a href='/category/{cat}?page={page + 1}'>Next page</a>" if len(members) > (page + 1) * 6 else ""
        return (
            200,
            HTML,
            html_page(
                f"{cat.title()} sites - {site.name}",
                f"<h1>{cat.title()}</h1><ul>{items}</ul>{nxt}<p><a href='/'>All categories</a></p>",
            ),
        )
    return NOT_FOUND


def render_portal(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    a, b = site.extra["topics"]
    vocab = TOPICS[a]["words"] + TOPICS[b]["words"]
    if path == "/":
        body = (
            f"<h1>{site.name}</h1><p>{_words(rng, vocab, 60)}</p><ul><li><a href='/search'>Advanced search</a></li>"
            f"<li><a href='/articles/0'>Stories</a></li></ul>{_other_site_links(web, site, rng, 2)}"
        )
        return 200, HTML, html_page(f"{site.name} - {TOPICS[a]['thing']} and {TOPICS[b]['thing']}", body)
    if path == "/search":
        body = f"<h1>{site.name}</h1>{_search_form(site, a, '/results/' + a, rng)}{_search_form(site, b, '/results/' + b, rng)}"
        return 200, HTML, html_page(f"Search {TOPICS[a]['thing']} and {TOPICS[b]['thing']}", body)
    if path.startswith("/articles/"):
        body = f"<h1>{site.name}</h1><p>{_words(rng, vocab, 80)}</p>{_other_site_links(web, site, rng, 3)}"
        return 200, HTML, html_page(_words(rng, vocab, 4, 0.5), body)
    return NOT_FOUND


def render_offtopic(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    vocab = OFF_TOPIC_WORDS[site.topic]
    form = (
        "<form action='/search' method='get'><input type='text' name='q' placeholder='Search "
        f"{site.topic}'><input type='submit' value='Search'></form>"
    )
    if path == "/" or path.startswith("/articles/"):
        arts = "".join(
            f"<li><a href='/articles/{k}'>{_words(rng, vocab, 5, 0.6)}</a></li>"
            for k in rng.sample(range(site.articles), min(6, site.articles))
        )
        body = f"{form}<h1>{site.name}</h1><p>{_words(rng, vocab, 80)}</p><ul>{arts}</ul>{_other_site_links(web, site, rng, 2)}{NEWSLETTER_FORM}"
        return 200, HTML, html_page(f"{site.name}", body)
    return NOT_FOUND


def render_farm(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A link farm: endless distinct spam pages stuffed with every topic's words."""
    vocab = [w for t in DOMAINS for w in TOPICS[t]["words"]]
    links = "".join(f"<a href='/p/{rng.randrange(10**7)}'>{_words(rng, vocab, 3, 0.9)}</a> " for _ in range(25))
    return (
        200,
        HTML,
        html_page(
            _words(rng, vocab, 6, 0.9),
            f"<h1>{_words(rng, vocab, 5, 0.9)}</h1><p>{_words(rng, vocab, 80, 0.8)}</p>{links}",
        ),
    )


def render_calendar(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """An infinite events calendar of a bookshop: pages differ only in their numbers."""
    raw = (query.get("m") or ["0"])[0] or "0"
    month = int(raw) if raw.lstrip("-").isdigit() else 0
    days = "".join(f"<td>{d}</td>" for d in range(1, 29))
    body = (
        f"<h1>Book club events calendar</h1><p>Readings by authors, book signings, poetry nights, month {month}.</p>"
        f"<table><tr>{days}</tr></table><a href='/calendar?m={month + 1}'>Next month</a> <a href='/calendar?m={month - 1}'>Previous month</a>"
    )
    return 200, HTML, html_page(f"Book events {month}", body)


def render_robots(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A bookshop whose search form is under a path robots.txt disallows."""
    vocab = TOPICS["books"]["words"]
    if path == "/":
        body = f"<h1>{site.name}</h1><p>{_words(rng, vocab, 60)}</p><a href='/private/search'>Advanced search</a>"
        return 200, HTML, html_page(f"{site.name} books", body)
    if path == "/private/search":
        return 200, HTML, html_page("Search", _search_form(site, "books", "/private/results", rng))
    return NOT_FOUND


def render_stress(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    """A bookshop with a page of 300 forms and an order form with 600 inputs."""
    vocab = TOPICS["books"]["words"]
    if path == "/":
        body = (
            f"<h1>{site.name}</h1><p>{_words(rng, vocab, 60)}</p><a href='/wishlists'>Book wish lists</a> "
            "<a href='/bulk-order'>Bulk book order</a>"
        )
        return 200, HTML, html_page(f"{site.name} books", body)
    if path == "/wishlists":
        forms = "".join(
            f"<form action='/wish/{i}' method='post'><input type='hidden' name='id' value='{i}'><button>Add book {i}</button></form>"
            for i in range(300)
        )
        return 200, HTML, html_page("Wish lists of books", forms)
    if path == "/bulk-order":
        inputs = "".join(f"<label>Book {i} quantity <input type='number' name='qty{i}'></label>" for i in range(600))
        return (
            200,
            HTML,
            html_page(
                "Bulk book order",
                f"<form action='/order' method='post'>{inputs}<input type='submit' value='Order'></form>",
            ),
        )
    return NOT_FOUND


def render_binary(web: Web, site: Site, path: str, query: dict, rng: random.Random) -> tuple[int, str, bytes]:
    if path == "/report.pdf":
        return 200, "application/pdf", b"%PDF-1.4\n" + bytes(range(256)) * 20
    return NOT_FOUND


RENDERERS: dict[str, Renderer] = {
    "topic": render_topic,
    "blog": render_blog,
    "directory": render_directory,
    "portal": render_portal,
    "offtopic": render_offtopic,
    "farm": render_farm,
    "calendar": render_calendar,
    "robots": render_robots,
    "stress": render_stress,
    "binary": render_binary,
}
