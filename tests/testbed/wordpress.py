"""WordPress from Debian's ``wordpress`` package on its own MariaDB, a blog of Debian package posts.

Held out: nothing in hiddenweb was tuned on it before its first figures were taken.

The Debian installation (``/usr/share/wordpress``) is copied into the working directory with a
``wp-config.php`` of our own (Debian's reads ``/etc/wordpress/config-<host>.php``, which the test bed
never writes; its relative symlinks into ``/usr/share/php`` and ``/usr/share/javascript`` are made
absolute). ``/etc/wordpress``, ``/var/lib/wordpress`` and the system's MariaDB service are never
used: the module runs its own ``mariadbd`` (``mariadb-install-db --no-defaults`` into ``mysql/``,
served on a unix socket of its own, ``--skip-networking``, as root with ``--user=root``) and
``php -S`` with a router standing in for Debian's ``htaccess`` rewrites. The fill installs without the
web (``wp_install()`` from the command line), removes the sample content (the "Hello world!" post and
its comment, the "Sample Page", the draft privacy page) and inserts one post per Debian package with
``wp_insert_post`` as the administrator: the package name as title, its summary as a paragraph, a list
(section, version, maintainer, homepage) and its debtags as a paragraph, in the block markup
WordPress 6.1's editor saves; its section as the post's category; publish dates spread over
2019–2023, one per post, in an order unrelated to the names. Cron, update checks and HTTP to other
hosts are off (``DISABLE_WP_CRON``, ``AUTOMATIC_UPDATER_DISABLED``, ``WP_HTTP_BLOCK_EXTERNAL``).
Permalinks are "Day and name" (``/%year%/%monthnum%/%day%/%postname%/``), what the installer sets where
the server rewrites URLs: a typical install. The theme is the default one Debian recommends with 6.1,
Twenty Twenty-Three (a block theme), untouched. The first fill of 2,000 posts takes about 30 s (200: 7 s);
later starts copy the cached tree (about 100 MB) and start both servers in a few seconds.

Records are the posts (id: the package name; ``posts.json`` beside the truth maps slugs and post ids);
``record_id`` reads a post's permalink ``/YYYY/MM/DD/SLUG/`` or its shortlink ``/?p=ID``.

What a crawl meets there: the theme's pages have no search box: the search form (``form role=search``,
GET to ``/``, one ``input type=search name=s required``, an icon button labelled "Search") is only on
the 404 page and on a search page that shows "Sorry, but nothing matched your search terms. Please try
again with some different keywords." The start URL is such a page, the search for a word no post
holds (``/?s=zqxjvbwkq``: the form comes back holding it). Every page of WordPress 6.1 whose result
list holds exactly one post also shows that "Sorry, but nothing matched" block and the form below the
post (a search finding one post, or the last page of 11, 21... results: the featured-image block of
each result calls ``the_post()`` on the main query, which one post leaves at its end, where the
no-results block asks it ``have_posts()``): the message is no sign of an empty answer. Result pages
(``/?s=TERM``, then ``/page/2/?s=TERM``...) are titled "Search results for: “TERM”" and list 10 posts
in three columns (``ul.wp-block-post-template``, ``li.wp-block-post``: ``h2.wp-block-post-title`` linking
the permalink, ``div.wp-block-post-excerpt`` (the summary and the tags: the list is left out), a date
linking the permalink again); "← Newer Posts" and "Older Posts →" links page through them
(``a.wp-block-query-pagination-previous/next``), no page numbers, no total anywhere; past the last
page is a 404. The page size is the site's setting (10): no URL argument changes it (``posts_per_page``,
``posts``, ``showposts`` are ignored); ``orderby=``/``order=`` re-sort, ``exact=1`` matches whole
fields only, ``sentence=1`` the whole query as one phrase, ``feed=rss2`` gives 10 matches as RSS (by
date only). An empty ``s=`` lists every post by date (10 a page, no form on those pages); so, in their
order, do a space, a letter of the block markup ("a", "e"...) or "paragraph" (see below). A post's page has a comment form (POST
``/wp-comments-post.php``: comment, name, email, website, a consent checkbox; a new commenter's comment
waits for moderation, and comments are no records). Other ways to the posts, outside the search: the home page
(every post by date, 10 a page), each post's category link (``/category/SECTION/``), date and author
archives, ``/feed/``, ``/wp-sitemap.xml`` (named in ``/robots.txt``: every post's URL on one page) and
the REST API (``/wp-json/``, linked from every page's head; ``wp/v2/posts?search=`` up to 100 a page).

How WordPress searches (``WP_Query::parse_search``, what :func:`matches` reproduces): the query is split
on spaces, commas and plus signs ("quoted phrases" stay whole); words of one letter and the stop
words (about, an, are, as, at, be, by, com, for, from, how, in, is, it, of, on, or, that, the, this,
to, was, what, when, where, who, will, with, www) are dropped, and when none is left (or more than nine
are) the whole query is one term; a post matches when every term is a substring (``LIKE '%term%'``,
case- and accent-blind: ``utf8mb4_unicode_520_ci``) of its title, excerpt or content, as stored:
block comments and HTML included, so "paragraph", "wp", "list" or "li" find every post, and "lib"
finds "library" and "glibc". A term led by "-" excludes. One term: posts whose title holds it first,
then by date, newest first; several: a relevance CASE (the whole query in the title, every term in the
title, any term in the title, the whole query in the excerpt, in the content), then by date.

The oracle's ``search(term)`` asks the REST API (``/?rest_route=/wp/v2/posts&search=TERM&orderby=relevance
&per_page=100``: the same ``WP_Query`` search, posts only, which is all the site holds) page by page to
``X-WP-Total``; the result pages it counts are those of 10 a reader of the search pages goes through.
It was checked against the search pages read to their last page (:func:`html_search`) and against the
filled texts (:func:`matches`) on terms of every kind (rare, common, part of a word, two words, a
stop word, numbers, nonsense, a phrase, an exclusion, markup, an accent, empty): the same posts, in
the same order.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import shutil
import socket
import tempfile
import time
import unicodedata
import urllib.parse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from html import escape
from pathlib import Path
from typing import Any

from tests.testbed import debian
from tests.testbed.base import Missing, TestbedSite, free_port, need_commands
from tests.testbed.corpus import Package, debian_packages
from tests.testbed.http import Client

__all__ = ["DEFAULT_SIZE", "html_search", "matches", "start"]

DEFAULT_SIZE = 2000
WORDPRESS = Path("/usr/share/wordpress")
#: Bumped when the fill changes, so cached installations are rebuilt.
FILL_VERSION = "1"
#: WordPress's own default (Settings > Reading, "Blog pages show at most"): search pages list 10.
PAGE_SIZE = 10
#: The start page's query: a word no post holds, whose page is one of the few that show the search form.
START_QUERY = "zqxjvbwkq"
#: The largest ``per_page`` the REST API accepts.
REST_MAX = 100
#: What the installer sets where the web server rewrites URLs ("Day and name"): a typical install.
PERMALINKS = "/%year%/%monthnum%/%day%/%postname%/"
#: Post dates: spread over five years from this one, each post its own (search results tie on nothing).
FIRST_DATE = datetime(2019, 1, 1, 8, 0, 0)
DATE_SPAN = timedelta(days=5 * 365)
#: The English search stop words of ``WP_Query::get_search_stopwords`` (6.1).
STOPWORDS = frozenset(
    "about,an,are,as,at,be,by,com,for,from,how,in,is,it,of,on,or,that,the,this,to,was,what,when,where,who,will,"
    "with,www".split(",")
)
#: The longest unix socket path mariadbd takes (``sun_path`` is 108 bytes); longer ones go to /tmp.
_SOCKET_MAX = 100
_POST_PATH = re.compile(r"^/\d{4}/\d{2}/\d{2}/([^/]+)/?$")
_RESULT_TITLE = re.compile(r'<h2 class="wp-block-post-title"><a href="([^"]+)"')
_NEXT = re.compile(r'<a href="([^"]+)" class="wp-block-query-pagination-next"')

#: The installation's own configuration (Debian's wp-config.php reads /etc/wordpress, which is not ours):
#: the database socket and the URL (its port changes each start) come from the environment.
_WP_CONFIG = """<?php
// test bed (tests/testbed/wordpress.py): a private installation, its database on a socket of its own
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:' . getenv('TESTBED_DB_SOCKET'));
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
$table_prefix = 'wp_';
define('AUTH_KEY', 'testbed-auth-key');
define('SECURE_AUTH_KEY', 'testbed-secure-auth-key');
define('LOGGED_IN_KEY', 'testbed-logged-in-key');
define('NONCE_KEY', 'testbed-nonce-key');
define('AUTH_SALT', 'testbed-auth-salt');
define('SECURE_AUTH_SALT', 'testbed-secure-auth-salt');
define('LOGGED_IN_SALT', 'testbed-logged-in-salt');
define('NONCE_SALT', 'testbed-nonce-salt');
define('WP_HOME', getenv('TESTBED_SERVER') ?: 'http://127.0.0.1');
define('WP_SITEURL', WP_HOME);
// Nothing reaches the network: no cron, no update checks, no HTTP but to this host.
define('DISABLE_WP_CRON', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_DEBUG', false);
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
"""

#: ``php -S`` has no mod_rewrite: files are served as they are, every other path goes to index.php
#: (what Debian's /etc/wordpress/htaccess does under Apache).
_ROUTER = """<?php
// test bed (tests/testbed/wordpress.py): WordPress's rewrite rules for php -S
$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
if ($path !== '/' && file_exists($root . $path)) {
    return false;
}
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
chdir($root);
require $root . '/index.php';
"""

#: The installer without the web: the database, ``wp_install()``, pretty permalinks, no sample content.
_INSTALL = """<?php
// test bed (tests/testbed/wordpress.py): install WordPress from the command line
$db = new mysqli('localhost', 'root', '', '', 0, getenv('TESTBED_DB_SOCKET'));
$db->query('CREATE DATABASE IF NOT EXISTS wordpress');
$db->close();
$_SERVER['HTTP_HOST'] = '127.0.0.1';
define('WP_INSTALLING', true);
require __DIR__ . '/wordpress/wp-load.php';
// The installer mails the administrator; there is no mail here.
function wp_new_blog_notification($blog_title, $blog_url, $user_id, $password) {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$done = wp_install('Debian Package Notes', 'admin', 'admin@example.org', true, '', 'testbed-admin-password');
if (is_wp_error($done)) { fwrite(STDERR, $done->get_error_message()); exit(1); }
global $wp_rewrite;
$wp_rewrite->set_permalink_structure($argv[1]);
// The sample post, its comment, the sample page and the draft privacy page: the posts are the records.
foreach (get_posts(['post_type' => 'any', 'post_status' => 'any', 'numberposts' => -1]) as $post) {
    wp_delete_post($post->ID, true);
}
update_option('wp_page_for_privacy_policy', 0);
echo json_encode(['permalinks' => get_option('permalink_structure'), 'theme' => get_option('stylesheet')]);
"""

#: The posts, as the administrator writes them (unfiltered HTML, like the block editor saves).
_FILL = """<?php
// test bed (tests/testbed/wordpress.py): insert the posts of argv[1], then dump what search reads
$_SERVER['HTTP_HOST'] = '127.0.0.1';
define('WP_IMPORTING', true);
require __DIR__ . '/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/taxonomy.php';
wp_set_current_user(1);
wp_defer_term_counting(true);
$out = [];
foreach (json_decode(file_get_contents($argv[1]), true) as $p) {
    $id = wp_insert_post(wp_slash([
        'post_title' => $p['title'],
        'post_content' => $p['content'],
        'post_status' => 'publish',
        'post_author' => 1,
        'post_date' => $p['date'],
        'post_date_gmt' => $p['date'],
        'post_category' => [wp_create_category($p['category'])],
    ]), true);
    if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
    $post = get_post($id);
    $out[] = ['name' => $p['name'], 'id' => $id, 'slug' => $post->post_name, 'title' => $post->post_title,
              'excerpt' => $post->post_excerpt, 'content' => $post->post_content];
}
wp_defer_term_counting(false);
// The rewrite rules as Settings > Permalinks saves them (the installer's lack the taxonomies' archives).
flush_rewrite_rules(false);
echo json_encode($out);
"""

NOTES: dict[str, Any] = {
    "search": "/?s=TERM (GET; /search/TERM/ too): WP_Query's LIKE search; words AND-ed, each a substring of"
    " title, excerpt or raw content (block markup included), case- and accent-blind; stop words and one-letter"
    ' words dropped unless nothing else is left; "phrase" whole, -word excludes',
    "rendering": "not needed: the results are in the served HTML (scripts only open the menu and move the"
    " comment form)",
    "page_size": PAGE_SIZE,
    "max_page_size": PAGE_SIZE,
    "page_size_arguments": None,  # posts_per_page=, posts=, showposts= are ignored (the REST API's per_page sizes JSON, not these pages)
    "pagination": 'a.wp-block-query-pagination-next "Older Posts →" -> /page/2/?s=TERM (and'
    ' a.wp-block-query-pagination-previous "← Newer Posts"); no page numbers; past the last page: HTTP 404',
    "cap": None,
    "first_page": '"Search results for: “TERM”" (h1.wp-block-query-title), then 10 li.wp-block-post in'
    " ul.wp-block-post-template (3 columns): h2.wp-block-post-title a (permalink), div.wp-block-post-excerpt"
    " (summary and tags), div.wp-block-post-date (a to the permalink); a page holding exactly one post also"
    " shows the no-results block and the search form below it",
    "total": None,  # printed nowhere: neither a count nor page numbers
    "no_results": 'div.wp-block-query-no-results: "Sorry, but nothing matched your search terms. Please try'
    ' again with some different keywords." and the search form (body class search-no-results); shown too on'
    " any result page holding exactly one post (WordPress 6.1's block bug)",
    "empty_query_lists_records": True,  # every post by date, 10 a page, without a form
    "wildcard_lists_records": False,  # "*" and "%" are literal; but " ", "a" or "paragraph" list every post
    "detail_url": "/YYYY/MM/DD/SLUG/ (SLUG: WordPress's sanitize_title of the package name, -2 on a repeat);"
    " shortlink /?p=ID in the post's head",
    "listing": "the home page / (every post by date, /page/N/), /category/SECTION/ (linked from each post),"
    " /YYYY/, /YYYY/MM/, /author/admin/, /feed/, /wp-sitemap.xml -> /wp-sitemap-posts-post-1.xml (every"
    " post; named in /robots.txt), the REST API /wp-json/wp/v2/posts (linked from every head, per_page <= 100)",
    "forms": "the search form (role=search, GET action=/, input s required, an icon button) only on no-results"
    " pages, one-result pages and the 404 page; a comment form on every post (POST /wp-comments-post.php:"
    " comment, author, email, url, a consent checkbox, hidden comment_post_ID/comment_parent); /wp-login.php"
    " (not linked from the theme)",
}


@dataclass(frozen=True)
class Post:
    """One post to insert: a Debian package as a blog post."""

    name: str  # the package name: the record id
    title: str
    content: str  # block markup, as WordPress 6.1's editor saves it
    category: str
    date: str  # 'YYYY-MM-DD HH:MM:SS' (the site's time zone is UTC)


def _paragraph(text: str) -> str:
    return f"<!-- wp:paragraph -->\n<p>{escape(text, quote=False)}</p>\n<!-- /wp:paragraph -->"


def _list(items: list[str]) -> str:
    inner = "\n".join(
        f"<!-- wp:list-item -->\n<li>{escape(item, quote=False)}</li>\n<!-- /wp:list-item -->" for item in items
    )
    return f"<!-- wp:list -->\n<ul>{inner}</ul>\n<!-- /wp:list -->"


def posts(packages: list[Package]) -> list[Post]:
    """One post per package: the name as title, the summary, a list of its fields, its section as category.

    Dates are spread over five years in an order unrelated to the names (a hash of each), one post per
    date, so the order WordPress sorts by (the date, after title matches) never ties.
    """
    ranked = sorted(packages, key=lambda p: hashlib.sha1(p.name.encode()).hexdigest())
    step = DATE_SPAN / max(len(ranked), 1)
    dates = {p.name: FIRST_DATE + i * step for i, p in enumerate(ranked)}
    out = []
    for package in packages:
        fields = [f"Section: {package.section}", f"Version: {package.version}", f"Maintainer: {package.maintainer}"]
        if package.homepage:
            fields.append(f"Homepage: {package.homepage}")
        blocks = [_paragraph(package.summary or package.name), _list(fields)]
        if package.tags:
            blocks.append(_paragraph(f"Tags: {package.tags}"))
        out.append(
            Post(
                name=package.name,
                title=package.name,
                content="\n\n".join(blocks),
                category=package.section,
                date=dates[package.name].replace(microsecond=0).strftime("%Y-%m-%d %H:%M:%S"),
            )
        )
    return out


# -- MariaDB -------------------------------------------------------------------------------------------


def _socket_path(directory: Path) -> Path:
    """Where the database listens: in the installation, or under /tmp where that path is too long."""
    path = directory / "db.sock"
    if len(str(path)) <= _SOCKET_MAX:
        return path
    return Path(tempfile.mkdtemp(prefix="wp-db-")) / "db.sock"


def _mariadbd(datadir: Path, sock: Path) -> list[str]:
    """The database server: no option file read, no TCP, the socket and pid file where we say."""
    command = [
        shutil.which("mariadbd") or "/usr/sbin/mariadbd", "--no-defaults", f"--datadir={datadir}", f"--socket={sock}", "--skip-networking",
        f"--pid-file={sock.with_suffix('.pid')}", "--innodb-log-file-size=8M", "--innodb-buffer-pool-size=64M",
        "--skip-log-bin", "--skip-name-resolve",
    ]  # fmt: skip
    # mariadbd refuses to run as root unless told to; as another user it runs as that user.
    return [*command, "--user=root"] if os.geteuid() == 0 else command


class Database:
    """A private MariaDB server on a unix socket (no TCP): started from a data directory, stopped cleanly."""

    def __init__(self, datadir: Path, log: Path) -> None:
        self.sock = _socket_path(datadir.parent)
        self.server = debian.Server(_mariadbd(datadir, self.sock), cwd=datadir, log=log)
        deadline = time.monotonic() + 60
        while not self._answers():
            if self.server.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"mariadbd did not start:\n{log.read_text(errors='replace')[-2000:]}")
            time.sleep(0.1)

    def _answers(self) -> bool:
        with socket.socket(socket.AF_UNIX) as conn:
            try:
                conn.connect(str(self.sock))
                return bool(conn.recv(1))  # the server's greeting
            except OSError:
                return False

    def stop(self) -> None:
        """End the server (SIGTERM: a clean InnoDB shutdown) and remove its socket's private directory."""
        self.server.stop()
        if self.sock.parent.name.startswith("wp-db-"):
            shutil.rmtree(self.sock.parent, ignore_errors=True)


def _install_db(datadir: Path) -> None:
    command = [
        "mariadb-install-db", "--no-defaults", f"--datadir={datadir}", "--auth-root-authentication-method=normal",
        "--skip-test-db", "--skip-name-resolve", "--innodb-log-file-size=8M",
    ]  # fmt: skip
    debian.run([*command, "--user=root"] if os.geteuid() == 0 else command, cwd=datadir.parent)


# -- the fill ------------------------------------------------------------------------------------------


def _copy_wordpress(target: Path) -> None:
    """Debian's tree with our wp-config.php; its relative symlinks (into /usr/share/php, /usr/share/javascript)
    made absolute so that the copy still finds them."""
    shutil.copytree(WORDPRESS, target, symlinks=True)
    for path in list(target.rglob("*")):
        if path.is_symlink():
            real = os.path.realpath(WORDPRESS / path.relative_to(target))
            path.unlink()
            if path.name != ".htaccess":  # Apache's, for /etc/wordpress: php -S uses the router
                path.symlink_to(real)
    (target / "wp-config.php").write_text(_WP_CONFIG, encoding="utf-8")
    (target / "wp-content" / "uploads").mkdir(exist_ok=True)


def _php_env(sock: Path, server_url: str = "http://127.0.0.1") -> dict[str, str]:
    return {"TESTBED_DB_SOCKET": str(sock), "TESTBED_SERVER": server_url}


def _fill(directory: Path, items: list[Post]) -> None:
    _copy_wordpress(directory / "wordpress")
    (directory / "router.php").write_text(_ROUTER, encoding="utf-8")
    datadir = directory / "mysql"
    datadir.mkdir()
    _install_db(datadir)
    db = Database(datadir, directory / "mariadb.log")
    try:
        env = _php_env(db.sock)
        for name, text in (("install.php", _INSTALL), ("fill.php", _FILL)):
            (directory / name).write_text(text, encoding="utf-8")
        installed = json.loads(debian.run(["php", "install.php", PERMALINKS], cwd=directory, env=env))
        if installed != {"permalinks": PERMALINKS, "theme": "twentytwentythree"}:
            raise RuntimeError(f"WordPress installed as {installed}")
        data = directory / "insert.json"
        data.write_text(json.dumps([item.__dict__ for item in items]), encoding="utf-8")
        filled = json.loads(debian.run(["php", "fill.php", str(data)], cwd=directory, env=env))
    finally:
        db.stop()
    for name in ("install.php", "fill.php", "insert.json", "mariadb.log"):
        (directory / name).unlink(missing_ok=True)
    (directory / "posts.json").write_text(json.dumps(filled, ensure_ascii=False), encoding="utf-8")
    debian.write_truth(directory, [post["name"] for post in filled])


# -- records and search --------------------------------------------------------------------------------


def post_id_reader(filled: Sequence[Mapping[str, Any]]) -> Callable[[str], str | None]:
    """``id_of(url)``: the package a post URL shows (``/2021/03/04/SLUG/`` or ``/?p=ID``), else None."""
    by_slug = {str(post["slug"]): str(post["name"]) for post in filled}
    by_id = {str(post["id"]): str(post["name"]) for post in filled}

    def id_of(url: str) -> str | None:
        parts = urllib.parse.urlsplit(url)
        found = _POST_PATH.match(parts.path)
        if found:
            return by_slug.get(urllib.parse.unquote(found.group(1)))
        if parts.path in ("", "/"):
            ids = urllib.parse.parse_qs(parts.query).get("p")
            return by_id.get(ids[0]) if ids else None
        return None

    return id_of


def texts(filled: Sequence[Mapping[str, Any]]) -> dict[str, str]:
    """Package -> what the search looks in: the title, the excerpt (empty) and the content as stored
    (block comments and HTML included: "paragraph" finds every post)."""
    return {str(p["name"]): f"{p['title']}\n{p['excerpt']}\n{p['content']}" for p in filled}


def _fold(text: str) -> str:
    """What MariaDB's utf8mb4_unicode_520_ci compares: no case, no accents (near enough for tests)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).casefold()


_TERMS = re.compile(r'".*?("|$)|((?<=[\t ",+])|^)[^\t ",+]+')


def search_terms(query: str) -> list[str]:
    """The LIKE terms ``WP_Query::parse_search`` makes of a query: words (or "quoted phrases") without
    stop words and single letters; the whole query when none is left or more than nine are."""
    query = query.replace("\r", "").replace("\n", "")
    raw = [m.group(0) for m in _TERMS.finditer(query)]
    if not raw:
        return [query]
    terms = []
    for term in raw:
        term = term.strip("\"'") if re.fullmatch(r'".+"', term, re.S) else term.strip("\"' ")
        if not term or (len(term.encode()) == 1 and re.fullmatch(r"[a-zA-Z-]", term)):
            continue
        if term.lower() in STOPWORDS:
            continue
        terms.append(term)
    return terms if terms and len(terms) <= 9 else [query]


def matches(text: str, query: str) -> bool:
    """Whether WordPress's search finds a post whose title, excerpt and content ``text`` joins: every term a
    substring (case and accents aside); a term led by "-" must be in none of them."""
    folded = _fold(text)
    for term in search_terms(query):
        if term.startswith("-"):
            if _fold(term[1:]) in folded:
                return False
        elif _fold(term) not in folded:
            return False
    return True


def search(server_url: str, id_of: Callable[[str], str | None], term: str, client: Client) -> tuple[list[str], int]:
    """Every post WordPress's search finds for ``term`` in the order the search pages list them, asked of the
    REST API (the same ``WP_Query`` search, ``orderby=relevance`` as the search pages order, 100 a page), and
    the result pages of 10 a reader going through them would load."""
    ids: list[str] = []
    page, total = 1, 0
    while True:
        query = {"rest_route": "/wp/v2/posts", "search": term, "per_page": str(REST_MAX), "page": str(page)}
        if term:  # no search, no relevance (the REST API refuses it): the search pages sort by date then
            query["orderby"] = "relevance"
        url = f"{server_url}/?" + urllib.parse.urlencode({**query, "_fields": "id,link"})
        with client.opener.open(url, timeout=client.timeout) as response:
            total = int(response.headers.get("X-WP-Total") or 0)
            rows = json.loads(response.read())
        ids.extend(rid for rid in (id_of(row["link"]) for row in rows) if rid is not None)
        if page * REST_MAX >= total or not rows:
            break
        page += 1
    return list(dict.fromkeys(ids)), max(1, math.ceil(total / PAGE_SIZE))


def html_search(
    server_url: str, id_of: Callable[[str], str | None], term: str, client: Client | None = None
) -> tuple[list[str], int]:
    """What a reader of the search pages sees for ``term``: the posts their result titles link to, in order,
    following "Older Posts" to the end; and the pages it took."""
    client = client or Client()
    url: str | None = f"{server_url}/?" + urllib.parse.urlencode({"s": term})
    ids: list[str] = []
    pages = 0
    while url:
        page = client.get(url)
        pages += 1
        for link in _RESULT_TITLE.findall(page):
            rid = id_of(urllib.parse.urljoin(url, link.replace("&amp;", "&")))
            if rid is not None:
                ids.append(rid)
        nxt = _NEXT.search(page)
        url = urllib.parse.urljoin(url, nxt.group(1).replace("&#038;", "&").replace("&amp;", "&")) if nxt else None
    return ids, pages


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Fill (or copy from the cache) a WordPress blog of ``size`` package posts and serve it on 127.0.0.1."""
    size = size or DEFAULT_SIZE
    need_commands("mariadb-install-db", "php", install=debian.INSTALL)  # mariadbd: in /usr/sbin, off users' PATH
    version = debian.package_version("wordpress")
    mariadb = debian.package_version("mariadb-server")
    for package in ("wordpress-theme-twentytwentythree", "php-mysql", "php-cli"):
        debian.package_version(package)
    items = posts(debian_packages(size))
    key = debian.digest([FILL_VERSION, version, mariadb, *map(repr, items)])
    directory = debian.cached_fill("wordpress", size, key, lambda d: _fill(d, items), workdir)
    filled: list[dict[str, Any]] = json.loads((directory / "posts.json").read_text(encoding="utf-8"))
    id_of = post_id_reader(filled)
    db = Database(directory / "mysql", directory / "mariadb.log")
    port = free_port()
    server_url = f"http://127.0.0.1:{port}"
    php = [*debian.PHP_SERVER, f"127.0.0.1:{port}", "-t", str(directory / "wordpress"), str(directory / "router.php")]
    try:
        site = debian.serve(
            "wordpress",
            directory,
            php,
            f"{server_url}/?" + urllib.parse.urlencode({"s": START_QUERY}),
            id_of,
            {**NOTES, "version": version},
            env={**_php_env(db.sock, server_url), "PHP_CLI_SERVER_WORKERS": "4"},
        )
    except BaseException:
        db.stop()
        raise
    stop_php = site.stop

    def stop() -> None:
        try:
            stop_php()
        finally:
            db.stop()

    client = Client()
    site.stop = stop
    site.search = lambda term: search(server_url, id_of, term, client)
    site.texts = texts(filled)
    site.documents = list(site.texts.values())
    return site


if __name__ == "__main__":  # pragma: no cover - a manual look: python -m tests.testbed.wordpress WORKDIR [SIZE]
    import sys

    try:
        with start(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else None) as running:
            print(running.start_url, len(running.truth), flush=True)
            input("running; Enter stops it\n")
    except Missing as exc:
        raise SystemExit(str(exc)) from exc
