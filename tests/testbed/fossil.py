"""Fossil from Debian's ``fossil`` package: a repository whose wiki holds stdlib docstrings.

The fill runs ``fossil init``, creates one wiki page per docstring (``fossil wiki create``, plain
text; the page name is the qualified name, a name taken twice gets `` (2)``...), turns on the
full-text index for wiki pages (``fossil fts-config enable w``, ``index on``) and gives the
``nobody`` user (every anonymous visitor) the capabilities to read the wiki and follow links
(``gjorzh``). ``fossil server --localhost`` serves the repository; ``/search`` is its search page.

The oracle's ``search(term)`` asks ``/search`` itself and reads the wiki pages its result list links to:
at most the 100 the site shows (its silent cap), on its one result page.
"""

from __future__ import annotations

import urllib.parse
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from tests.testbed import debian
from tests.testbed.base import TestbedSite, free_port, need_commands
from tests.testbed.corpus import Document, python_docs
from tests.testbed.http import Client

__all__ = ["DEFAULT_SIZE", "start"]

DEFAULT_SIZE = 2000
#: Bumped when the fill changes, so cached installations are rebuilt.
FILL_VERSION = "1"
REPOSITORY = "repo.fossil"
#: Fossil's limit on wiki page names.
NAME_LIMIT = 100
#: The most results /search shows (the rest are cut, silently).
CAP = 100
#: Check out, clone, read wiki and tickets, download, follow hyperlinks: what a reader may do.
NOBODY_CAPABILITIES = "gjorzh"
_ENV = {"USER": "testbed"}  # fossil refuses to work without knowing who commits

NOTES: dict[str, Any] = {
    "search": "/search?s=TERM: Fossil's FTS5 index over the wiki; words AND-ed, TERM* prefix works",
    "page_size": CAP,  # one page, at most CAP results
    "max_page_size": CAP,
    "page_size_arguments": None,
    "pagination": False,
    "cap": CAP,
    "first_page": "the 100 best-scored matches in one ol (li: a 'Wiki: NAME' link, span.snippet with <mark>"
    " and the date); nothing says the list was cut",
    "empty_query_lists_records": False,
    "wildcard_lists_records": False,  # "*" answers HTTP 400
    "total": None,
    "detail_url": "/wiki?name=PAGENAME",
    "listing": "/wcontent lists every wiki page (linked from /sitemap), outside the search form",
    "forms": "one on /search: action=/search GET, input s, button 'Search Wiki'; /wiki has another (s)",
}


def page_texts(docs: list[Document]) -> dict[str, str]:
    """Page name -> text for every docstring; a name taken twice gets `` (2)``..."""
    pages: dict[str, str] = {}
    for doc in docs:
        name = base = " ".join(doc.title.split())[: NAME_LIMIT - 5]
        n = 1
        while name in pages:
            n += 1
            name = f"{base} ({n})"
        pages[name] = doc.text
    return pages


def _fill(directory: Path, pages: Mapping[str, str]) -> None:
    repo = str(directory / REPOSITORY)
    debian.run(["fossil", "init", "--admin-user", "admin", repo], cwd=directory, env=_ENV)
    debian.run(["fossil", "user", "default", "admin", "-R", repo], cwd=directory, env=_ENV)
    for name, text in pages.items():
        debian.run(["fossil", "wiki", "create", name, "-R", repo, "-M", "plain"], cwd=directory, env=_ENV, stdin=text)
    debian.run(["fossil", "fts-config", "enable", "w", "-R", repo], cwd=directory, env=_ENV)
    debian.run(["fossil", "fts-config", "index", "on", "-R", repo], cwd=directory, env=_ENV)
    debian.run(["fossil", "user", "capabilities", "nobody", NOBODY_CAPABILITIES, "-R", repo], cwd=directory, env=_ENV)
    debian.run(
        ["fossil", "sql", "-R", repo],
        cwd=directory,
        env=_ENV,
        stdin="REPLACE INTO config(name, value, mtime) VALUES('project-name', 'Stdlib Notes', now());\n",
    )
    debian.write_truth(directory, pages)


def page_name(url: str) -> str | None:
    """The wiki page a Fossil URL shows (``/wiki?name=NAME``)."""
    parts = urllib.parse.urlsplit(url)
    if not parts.path.endswith("/wiki"):
        return None
    names = urllib.parse.parse_qs(parts.query).get("name")
    return names[0] if names else None


def texts(pages: Mapping[str, str]) -> dict[str, str]:
    """Page name -> what the full-text index holds of it: its text (a word only the name holds finds nothing)."""
    return dict(pages)


def search(server_url: str, truth: frozenset[str], term: str, client: Client | None = None) -> tuple[list[str], int]:
    """The wiki pages of ``truth`` ``/search`` lists for ``term``: what the site shows, cap included."""
    url = f"{server_url}/search?" + urllib.parse.urlencode({"s": term})
    page = debian.result_page(client or Client(), url)
    start, end = page.find("<ol"), page.rfind("</ol>")
    if start < 0:
        return [], 1
    return debian.linked_ids(page[start : end if end > start else None], url, truth, page_name, limit=CAP), 1


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Fill (or copy from the cache) a Fossil wiki of ``size`` docstring pages and serve it on 127.0.0.1."""
    size = size or DEFAULT_SIZE
    version = debian.package_version("fossil")
    need_commands("fossil", install=debian.INSTALL)
    pages = page_texts(python_docs(size))
    key = debian.digest([FILL_VERSION, version, *pages, *pages.values()])
    directory = debian.cached_fill("fossil", size, key, lambda d: _fill(d, pages), workdir)
    port = free_port()
    server_url = f"http://127.0.0.1:{port}"
    site = debian.serve(
        "fossil",
        directory,
        ["fossil", "server", "--localhost", "--port", str(port), REPOSITORY],
        f"{server_url}/search",
        page_name,
        {**NOTES, "version": version},
        env=_ENV,
    )
    client = Client()
    site.search = lambda term: search(server_url, site.truth, term, client)
    site.texts = texts(pages)
    site.documents = list(site.texts.values())
    return site
