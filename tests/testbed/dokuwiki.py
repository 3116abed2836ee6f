"""DokuWiki from Debian's ``dokuwiki`` package, filled with Debian's package list.

The Debian installation (``/usr/share/dokuwiki``) is the read-only code and document root. Its
configuration (``/etc/dokuwiki``) and data (``/var/lib/dokuwiki``) are never used: a
``prepend.php`` (PHP's ``auto_prepend_file``) points ``DOKU_CONF`` and ``DOKU_MAIN_CONF`` at a copy
of the configuration in the working directory, whose ``local.php`` puts ``savedir`` next to it.
The fill writes one page per package as a file into ``data/pages`` (the page id is DokuWiki's
``cleanID`` of the package name, asked of DokuWiki itself), then builds the search index with
``bin/indexer.php``. ``php -S`` serves it; ACLs are off, so anonymous visitors read and search.

The oracle's ``search(term)`` asks ``do=search`` itself and reads the ids its results link to, both lists
("Matching pagenames", the page ids holding the term anywhere; "Fulltext results", the indexed words):
one page, every match on it, no pagination.
"""

from __future__ import annotations

import json
import os
import shutil
import urllib.parse
from pathlib import Path
from typing import Any

from tests.testbed import debian
from tests.testbed.base import TestbedSite, free_port
from tests.testbed.corpus import Package, debian_packages
from tests.testbed.http import Client

__all__ = ["DEFAULT_SIZE", "start"]

DEFAULT_SIZE = 2000
DOKUWIKI = Path("/usr/share/dokuwiki")
DEBIAN_CONF = Path("/etc/dokuwiki")
#: Bumped when the fill changes, so cached installations are rebuilt.
FILL_VERSION = "1"
#: Page mtimes (the "Last modified" of results, the "Past week/month/year" filters): fixed, not the fill's time.
MTIME = 1_700_000_000
_DATA_DIRS = ("attic", "cache", "index", "locks", "log", "media", "media_attic", "media_meta", "meta", "pages", "tmp")
#: Where a result page's lists begin (page-name matches, full-text matches) and where the page's content ends.
_RESULTS_START = ('class="search_quickresult"', 'class="search_fulltextresult"')
_RESULTS_END = "<!-- wikipage stop -->"
#: Web-server snippets and the Debian-generated local settings are not DokuWiki's configuration.
_NOT_CONF = {"local.php", "apache.conf", "lighttpd.conf", "htaccess", "acl.auth.php", "users.auth.php"}

_PREPEND = """<?php
// test bed (tests/testbed/dokuwiki.py): this directory's configuration, not /etc/dokuwiki
if (!defined('DOKU_CONF')) define('DOKU_CONF', __DIR__ . '/conf/');
if (!defined('DOKU_MAIN_CONF')) define('DOKU_MAIN_CONF', __DIR__ . '/conf/');
if (PHP_SAPI === 'cli') {
    $_SERVER['HTTP_HOST'] = $_SERVER['HTTP_HOST'] ?? 'localhost';
    $_SERVER['SERVER_PORT'] = $_SERVER['SERVER_PORT'] ?? '80';
}
"""
_LOCAL = """<?php
$conf['title'] = 'Package Wiki';
$conf['savedir'] = __DIR__ . '/../data';
$conf['useacl'] = 0;
$conf['license'] = 'cc-by-sa';
"""
_CLEAN_IDS = """<?php
define('DOKU_INC', '/usr/share/dokuwiki/');
define('NOSESSION', 1);
require_once DOKU_INC . 'inc/init.php';
echo json_encode(array_map('cleanID', json_decode(stream_get_contents(STDIN), true)));
"""

NOTES: dict[str, Any] = {
    "search": "doku.php?do=search&id=start&q=TERM: DokuWiki's word index (bin/indexer.php); words of 3+"
    " letters, English stopwords dropped; TERM* starts with, *TERM ends with, *TERM* contains",
    "page_size": None,
    "page_size_arguments": None,
    "pagination": False,
    "first_page": 'every match on one page: "Matching pagenames:" (ul.search_quickhits, links doku.php?id=ID)'
    ' above "Fulltext results:" (dl.search_results: dt link, dd.meta "2 Hits, Last modified: ...",'
    " dd.snippet for the first 15 only)",
    "empty_query_lists_records": False,
    "wildcard_lists_records": False,
    "total": None,
    "cap": None,
    "chrome": 'p "You can find the results of your search below. ... create or edit the page :TERM" (edit link);'
    ' per result "N Hits" and "Last modified: 3 years ago"',
    "detail_url": "/doku.php?id=PAGEID&s[]=TERM in fulltext results (s[] echoes the query: highlight state);"
    " /doku.php?id=PAGEID in the pagename list",
    "forms": "form#dw__search (header: do=search, id=start, q) and, on result pages, the results form"
    " (do=search, id, sf=1, q) whose links switch match type (q=TERM*), time (min=1 week ago) and sort"
    " (srt=mtime)",
}


def _page_text(package: Package) -> str:
    """A package's page: its name as the heading, its summary, section, version and maintainer."""
    return (
        f"====== {package.name} ======\n\n{package.summary}\n\n"
        f"  * {package.section}\n  * %%{package.version}%%\n  * %%{package.maintainer}%%\n"
    )


def _prepare(directory: Path) -> None:
    """The private configuration and empty data directories (no page yet)."""
    conf = directory / "conf"
    conf.mkdir()
    for path in sorted(DEBIAN_CONF.iterdir()):
        if path.name not in _NOT_CONF and not path.name.endswith(".dist") and path.is_file():
            shutil.copyfile(path, conf / path.name)
    shutil.copyfile(DEBIAN_CONF / "acl.auth.php.dist", conf / "acl.auth.php")
    shutil.copyfile(DEBIAN_CONF / "users.auth.php.dist", conf / "users.auth.php")
    (conf / "local.php").write_text(_LOCAL, encoding="utf-8")
    (directory / "prepend.php").write_text(_PREPEND, encoding="utf-8")
    for name in _DATA_DIRS:
        (directory / "data" / name).mkdir(parents=True)


def _php(directory: Path) -> list[str]:
    return ["php", "-d", f"auto_prepend_file={directory / 'prepend.php'}"]


def _fill(directory: Path, packages: list[Package]) -> None:
    _prepare(directory)
    script = directory / "clean_ids.php"
    script.write_text(_CLEAN_IDS, encoding="utf-8")
    out = debian.run([*_php(directory), str(script)], cwd=DOKUWIKI, stdin=json.dumps([p.name for p in packages]))
    script.unlink()
    ids: list[str] = []
    for package, clean in zip(packages, json.loads(out[out.index("[") :]), strict=True):
        page_id, n = clean, 1
        while page_id in ids:  # g++ and g are both "g"
            n += 1
            page_id = f"{clean}_{n}"
        path = directory / "data" / "pages" / f"{page_id}.txt"
        path.write_text(_page_text(package), encoding="utf-8")
        os.utime(path, (MTIME, MTIME))
        ids.append(page_id)
    debian.run([*_php(directory), "bin/indexer.php", "--quiet"], cwd=DOKUWIKI)
    debian.write_truth(directory, ids)


def page_id(url: str) -> str | None:
    """The page id a DokuWiki URL shows (``doku.php?id=ID``)."""
    ids = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query).get("id")
    return ids[0] if ids else None


def texts(directory: Path) -> dict[str, str]:
    """Page id -> the page's text as filled (what the index holds), read from an installation."""
    return {path.stem: path.read_text(encoding="utf-8") for path in (directory / "data" / "pages").glob("*.txt")}


def search(doku_url: str, truth: frozenset[str], term: str, client: Client | None = None) -> tuple[list[str], int]:
    """Every page of ``truth`` the search page lists for ``term`` (page-name and full-text matches), on its
    one result page."""
    url = f"{doku_url}?" + urllib.parse.urlencode({"do": "search", "id": "start", "q": term})
    page = debian.result_page(client or Client(), url)
    starts = [i for i in (page.find(marker) for marker in _RESULTS_START) if i >= 0]
    if not starts:  # nothing found: only the "create this page" line, whose link is no result
        return [], 1
    end = page.find(_RESULTS_END, min(starts))
    return debian.linked_ids(page[min(starts) : end if end >= 0 else None], url, truth, page_id), 1


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Fill (or copy from the cache) a DokuWiki of ``size`` package pages and serve it on 127.0.0.1."""
    size = size or DEFAULT_SIZE
    version = debian.package_version("dokuwiki")
    debian.package_version("php-cli")
    packages = debian_packages(size)
    key = debian.digest([FILL_VERSION, version, *(_page_text(p) for p in packages)])
    directory = debian.cached_fill("dokuwiki", size, key, lambda d: _fill(d, packages), workdir)
    port = free_port()
    doku_url = f"http://127.0.0.1:{port}/doku.php"
    site = debian.serve(
        "dokuwiki",
        directory,
        [*_php(directory), *debian.PHP_SERVER[1:], f"127.0.0.1:{port}", "-t", str(DOKUWIKI)],
        f"{doku_url}?do=search",
        page_id,
        # One page holds every match: for the oracle, the page size is the database's.
        {**NOTES, "version": version, "page_size": size, "max_page_size": size},
        env={"PHP_CLI_SERVER_WORKERS": "4"},
    )
    client = Client()
    site.search = lambda term: search(doku_url, site.truth, term, client)
    site.texts = {pid: text for pid, text in texts(directory).items() if pid in site.truth}
    site.documents = list(site.texts.values())
    return site
