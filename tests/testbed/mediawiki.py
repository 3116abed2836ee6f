"""MediaWiki from Debian's ``mediawiki`` package, on SQLite, filled with stdlib docstrings.

The Debian installation (``/usr/share/mediawiki``) is used read-only as the code and document
root; everything that changes lives in the working directory: ``LocalSettings.php`` (found
through ``MW_CONFIG_FILE``), the SQLite databases, caches. ``/etc/mediawiki`` and
``/var/lib/mediawiki`` are never touched. The fill runs ``maintenance/install.php --dbtype sqlite``,
imports an XML dump written here (``importDump.php``: one page per docstring, the title the
qualified name, the text the docstring), then ``rebuildtextindex.php`` so that
``Special:Search`` (MediaWiki's SQLite FTS search) finds them. ``php -S`` serves it.

Titles are MediaWiki's: underscores are spaces (``os.path.__init__`` is the page
``os.path. init``), runs of them one space; two docstrings that land on one title get
``(2)``, ``(3)``... The truth is every imported title; the installer's ``Main Page`` is not in
it (``record_id`` maps it to None).

The oracle's ``search(term)`` asks ``Special:Search`` itself (``fulltext=1``, ``limit=5000``, the largest
it accepts: every title and text match on one page) and reads the result headings' links; the result
pages it counts are those a reader paging at the default 20 goes through, whose "next" link stays while
``offset + 20`` is below the total the page writes (title hits + text hits).
"""

from __future__ import annotations

import math
import re
import urllib.parse
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from tests.testbed import debian
from tests.testbed.base import TestbedSite, free_port
from tests.testbed.corpus import Document, python_docs
from tests.testbed.http import Client

__all__ = ["DEFAULT_SIZE", "start"]

DEFAULT_SIZE = 3000
MEDIAWIKI = Path("/usr/share/mediawiki")
#: Bumped when the fill changes, so cached installations are rebuilt.
FILL_VERSION = "1"
MAIN_PAGE = "Main Page"
PAGE_SIZE = 20
#: The largest ``limit=`` Special:Search accepts.
MAX_LIMIT = 5000
_HEADING = re.compile(r'<div class="mw-search-result-heading">(.*?)</div>', re.S)
_TOTAL = re.compile(r'data-mw-num-results-total="(\d+)"')

_SETTINGS = """
# --- test bed (tests/testbed/mediawiki.py): a private, relocatable installation ---
$wgServer = getenv( 'TESTBED_SERVER' ) ?: WebRequest::detectServer();
$wgSQLiteDataDir = __DIR__ . '/data';
$wgCacheDirectory = __DIR__ . '/cache';
$wgUploadDirectory = __DIR__ . '/images';
$wgCapitalLinks = false;
$wgEnableEmail = false;
$wgJobRunRate = 0;
"""

NOTES: dict[str, Any] = {
    "search": "Special:Search: SQLite FTS3 (SearchSqlite), namespace Main; words AND-ed, TERM* prefix works",
    "page_size": PAGE_SIZE,
    "max_page_size": MAX_LIMIT,
    "page_size_arguments": "limit= (links offer 20, 50, 100, 250, 500; up to 5000 accepted), offset=",
    "pagination": 'div.mw-pager-navigation-bar: "View (previous 20 | next 20) (20 | 50 | 100 | 250 | 500)";'
    " a.mw-nextlink rel=next -> /index.php?title=Special:Search&limit=20&offset=20&profile=default&search=TERM",
    "first_page": 'first page: "Page title matches" (up to limit) above "Page text matches" (up to limit);'
    " a page matching both is listed twice; later pages list text matches only",
    "empty_query_lists_records": False,
    "wildcard_lists_records": False,
    "total": 'div.results-info (inside form#search) data-mw-num-results-total="711": "Results <strong>1 – 26'
    '</strong> of <strong>711</strong>"; total = title hits + text hits (711 for 708 distinct pages),'
    " the range counts title matches too",
    "no_results": 'p.mw-search-nonefound "There were no results matching the query."',
    "chrome": 'p.mw-search-createlink "Create the page "TERM" on this wiki!" (a red edit link) above the'
    ' results; per result div.mw-search-result-data "689 bytes (121 words) - 00:00, 1 January 2024"',
    "cap": None,
    "detail_url": "/index.php/TITLE (spaces as _; no query arguments)",
    "forms": "form#search (the page's: search, hidden title/profile/fulltext) and form#searchform (header:"
    " search, hidden title, buttons fulltext=Search and go=Go; Go opens a page whose title matches exactly)",
}


def mw_title(name: str) -> str:
    """The title MediaWiki makes of ``name``: underscores are spaces, runs of them one, trimmed."""
    return re.sub(r"[ _]+", " ", name).strip()


def page_texts(docs: list[Document]) -> dict[str, str]:
    """Title -> text for every docstring; a title taken twice gets ``(2)``, ``(3)``..."""
    pages: dict[str, str] = {}
    for doc in docs:
        title = base = mw_title(doc.title) or "untitled"
        n = 1
        while title in pages or title == MAIN_PAGE:
            n += 1
            title = f"{base} ({n})"
        # Templates and links would make the import expand wikitext it was never written as.
        pages[title] = doc.text.replace("{{", "&#123;&#123;").replace("[[", "&#91;&#91;")
    return pages


def _dump(pages: Mapping[str, str]) -> str:
    """A MediaWiki XML export (schema 0.11) with one revision per page."""
    out = ['<mediawiki xmlns="http://www.mediawiki.org/xml/export-0.11/" version="0.11" xml:lang="en">']
    for title, text in pages.items():
        out.append(
            f"<page><title>{escape(title)}</title><ns>0</ns><revision>"
            "<timestamp>2024-01-01T00:00:00Z</timestamp><contributor><username>Testbed</username></contributor>"
            "<model>wikitext</model><format>text/x-wiki</format>"
            f'<text xml:space="preserve">{escape(text)}</text></revision></page>'
        )
    out.append("</mediawiki>\n")
    return "\n".join(out)


def _fill(directory: Path, pages: Mapping[str, str]) -> None:
    (directory / "data").mkdir()
    (directory / "cache").mkdir()
    (directory / "images").mkdir()
    debian.run(
        [
            "php", "maintenance/install.php", "--dbtype", "sqlite", "--dbpath", str(directory / "data"),
            "--confpath", str(directory), "--server", "http://127.0.0.1", "--scriptpath", "",
            "--pass", "testbed-admin-password", "--skins", "Vector", "--quiet", "Testbed", "Admin",
        ],
        cwd=MEDIAWIKI,
    )  # fmt: skip
    settings = directory / "LocalSettings.php"
    text = settings.read_text(encoding="utf-8")
    # Paths and the server name the installer wrote are absolute: make the tree relocatable.
    text = re.sub(r"^\$wgServer = .*$", "", text, flags=re.M)
    text = re.sub(r"^\$wgSQLiteDataDir = .*$", "", text, flags=re.M)
    text = text.replace("'dbDirectory' => $wgSQLiteDataDir", "'dbDirectory' => __DIR__ . '/data'")
    settings.write_text(text.replace("<?php", "<?php" + _SETTINGS, 1), encoding="utf-8")
    dump = directory / "pages.xml"
    dump.write_text(_dump(pages), encoding="utf-8")
    env = {"MW_CONFIG_FILE": str(settings)}
    for script in (
        ["importDump.php", "--quiet", str(dump)],
        ["rebuildtextindex.php"],
        ["initSiteStats.php", "--update"],
        ["rebuildrecentchanges.php"],
        ["runJobs.php", "--quiet"],
        ["rebuildLocalisationCache.php", "--lang", "en", "--quiet"],
    ):
        debian.run(["php", f"maintenance/{script[0]}", *script[1:]], cwd=MEDIAWIKI, env=env)
    dump.unlink()
    debian.write_truth(directory, pages)


def title_of(url: str) -> str | None:
    """The page title a wiki URL shows (``/index.php/T``, ``/index.php?title=T``), spaces for underscores."""
    parts = urllib.parse.urlsplit(url)
    if parts.path.startswith("/index.php/"):
        raw = urllib.parse.unquote(parts.path[len("/index.php/") :])
    else:
        titles = urllib.parse.parse_qs(parts.query).get("title")
        if not titles:
            return None
        raw = titles[0]
    return mw_title(raw) or None


def texts(pages: Mapping[str, str]) -> dict[str, str]:
    """Title -> what Special:Search looks in: the title and the page's text as it reads (no escapes)."""
    return {title: f"{title}\n{text.replace('&#123;', '{').replace('&#91;', '[')}" for title, text in pages.items()}


def search(server_url: str, truth: frozenset[str], term: str, client: Client | None = None) -> tuple[list[str], int]:
    """Every page of ``truth`` Special:Search lists for ``term`` (title and text matches, one page of
    ``MAX_LIMIT``), and the result pages of 20 a reader following "next" would load."""
    url = f"{server_url}/index.php?" + urllib.parse.urlencode(
        {"title": "Special:Search", "search": term, "fulltext": "1", "limit": str(MAX_LIMIT)}
    )
    page = debian.result_page(client or Client(), url)
    ids = debian.linked_ids("\n".join(_HEADING.findall(page)), url, truth, title_of)
    total = _TOTAL.search(page)
    return ids, max(1, math.ceil(int(total.group(1)) / PAGE_SIZE) if total else 1)


def printed_total(server_url: str, term: str, client: Client | None = None) -> int | None:
    """The total Special:Search prints on its first result page for ``term`` (title hits + text hits)."""
    url = f"{server_url}/index.php?" + urllib.parse.urlencode(
        {"title": "Special:Search", "search": term, "fulltext": "1"}
    )
    total = _TOTAL.search(debian.result_page(client or Client(), url))
    return int(total.group(1)) if total else None


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Fill (or copy from the cache) a MediaWiki of ``size`` docstring pages and serve it on 127.0.0.1."""
    size = size or DEFAULT_SIZE
    version = debian.package_version("mediawiki")
    for package in ("php-cli", "php-sqlite3", "php-xml", "php-mbstring", "php-intl"):
        debian.package_version(package)
    pages = page_texts(python_docs(size))
    key = debian.digest([FILL_VERSION, version, *pages, *pages.values()])
    directory = debian.cached_fill("mediawiki", size, key, lambda d: _fill(d, pages), workdir)
    port = free_port()
    server_url = f"http://127.0.0.1:{port}"
    site = debian.serve(
        "mediawiki",
        directory,
        [*debian.PHP_SERVER, f"127.0.0.1:{port}", "-t", str(MEDIAWIKI)],
        f"{server_url}/index.php/Special:Search",
        title_of,
        {**NOTES, "version": version},
        env={
            "MW_CONFIG_FILE": str(directory / "LocalSettings.php"),
            "TESTBED_SERVER": server_url,
            "PHP_CLI_SERVER_WORKERS": "4",
        },
    )
    client = Client()
    site.search = lambda term: search(server_url, site.truth, term, client)
    site.printed_total = lambda term: printed_total(server_url, term, client)
    site.texts = texts(pages)
    site.documents = list(site.texts.values())
    return site
