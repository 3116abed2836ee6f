"""Datasette: a real database browser (PyPI ``datasette``) over a table of Debian packages.

Held out (issue 14 keeps Datasette for independent evaluation): nothing in
hiddenweb was tuned on it before its first figures were taken.

This module writes a SQLite file the way a publisher would before running
``datasette serve``: a ``packages`` table (``id`` primary key, name, version,
section, maintainer, summary) and an FTS5 index over name, summary and
maintainer (``content="packages"``, so Datasette detects it and shows its
search box; nothing else is configured). Datasette itself is untouched.

What the crawl meets there (the "64k-record table" case of issue 14): the
table page ``/debian/packages`` has one filter form whose first input is the
search box (``_search``) beside column/operator/value filter selects and a
sort select; 100 rows a page (``default_page_size``), ``_size=`` accepted up
to 1,000 (``_size=max``), keyset pagination with an opaque ``_next=`` token;
the total is written as "445 rows where search matches "term"" (and
"20,000 rows" for no search, which lists every record); column headers are
sort links (``_sort=``/``_sort_desc=``); suggested facets are ``_facet=``
links; each row's id links to its row page ``/debian/packages/123``. The
search is FTS5 on whole tokens, each word quoted (Datasette's default mode).

``start()`` fills the database (once per work directory and size) and runs
``python -m tests.testbed.datasette serve`` (Datasette's own CLI, uvicorn) on
a free port; the crawl starts from the table page, the page with the search
form a user would hand over (the instance root lists databases, not records).
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import re
import sqlite3
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

from tests.testbed.base import Missing, TestbedSite, free_port
from tests.testbed.corpus import Package, debian_packages
from tests.testbed.http import Client, start_server

__all__ = ["DEFAULT_SIZE", "fill", "record_id", "start"]

DEFAULT_SIZE = 20000
PAGE_SIZE = 100  # Datasette's default_page_size
MAX_PAGE_SIZE = 1000  # Datasette's max_returned_rows: the largest _size it accepts
DATABASE = "debian"
TABLE = "packages"
TABLE_PATH = f"/{DATABASE}/{TABLE}"
INSTALL = "pip install -e '.[testbed]' (datasette)"
_ROW = re.compile(rf"/{DATABASE}/{TABLE}/(\d+)$")


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Fill (once per work directory and size) a SQLite database of ``size`` packages and serve Datasette over it."""
    if importlib.util.find_spec("datasette") is None:
        raise Missing(f"datasette is not installed; install with: {INSTALL}")
    size = size or DEFAULT_SIZE
    packages = debian_packages(size)
    workdir.mkdir(parents=True, exist_ok=True)
    db = workdir / f"{size}" / f"{DATABASE}.db"
    fill(db, packages)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    stop = start_server(
        "tests.testbed.datasette",
        ["serve", "--db", str(db), "--port", str(port)],
        base + TABLE_PATH,
        workdir / "datasette.log",
    )
    texts = {str(i): _text(p) for i, p in enumerate(packages, 1)}
    return TestbedSite(
        name="datasette",
        start_url=base + TABLE_PATH,
        truth=frozenset(texts),
        record_id=record_id,
        notes={
            "page_size": PAGE_SIZE,
            "page_sizes": f"any up to {MAX_PAGE_SIZE} (_size=N, _size=max)",
            "max_page_size": MAX_PAGE_SIZE,
            "page_size_argument": "_size",
            "page_argument": "_next (an opaque keyset token)",
            "total": "'445 rows where search matches \"term\"' above the table",
            "empty_query": "lists every record",
            "detail_url": f"{TABLE_PATH}/<id>",
            "keyword_field": "_search (FTS5 over name, summary, maintainer; whole tokens)",
            "sort": "_sort= / _sort_desc= links in the column headers, a sort select in the form",
            "facets": "suggested _facet= links (section, ...)",
        },
        stop=stop,
        search=Searcher(base),
        documents=list(texts.values()),
        texts=texts,
    )


def _text(package: Package) -> str:
    """What the FTS index holds for a package (the oracle's candidate words come from it)."""
    return f"{package.name} {package.summary} {package.maintainer}"


def fill(db: Path, packages: list[Package]) -> None:
    """Write the ``packages`` table and its FTS5 index (ids 1..n in corpus order), unless ``db`` already has them."""
    if db.exists():
        with sqlite3.connect(db) as conn:
            try:
                if conn.execute(f"select count(*) from {TABLE}").fetchone()[0] == len(packages):
                    return
            except sqlite3.Error:
                pass
        db.unlink()
    db.parent.mkdir(parents=True, exist_ok=True)
    tmp = db.with_suffix(".tmp")
    tmp.unlink(missing_ok=True)
    conn = sqlite3.connect(tmp)
    try:
        conn.executescript(
            f"""
            create table {TABLE} (
                id integer primary key, name text not null unique, version text,
                section text, maintainer text, summary text
            );
            create virtual table {TABLE}_fts using fts5(
                name, summary, maintainer, content="{TABLE}", content_rowid="id"
            );
            """
        )
        conn.executemany(
            f"insert into {TABLE} (id, name, version, section, maintainer, summary) values (?, ?, ?, ?, ?, ?)",
            [(i, p.name, p.version, p.section, p.maintainer, p.summary) for i, p in enumerate(packages, 1)],
        )
        conn.execute(f"insert into {TABLE}_fts ({TABLE}_fts) values ('rebuild')")
        conn.commit()
    finally:
        conn.close()
    tmp.replace(db)


def record_id(row: Mapping[str, Any]) -> str | None:
    """The package's id: from its row-page link ``/debian/packages/123``, else the row's id field."""
    for url in [row.get("detail_url"), *(row.get("links") or [])]:
        if isinstance(url, str):
            found = _ROW.search(urlsplit(url).path)
            if found:
                return found.group(1)
    fields = row.get("fields") or {}
    for label, value in fields.items():
        if str(label).strip().lower() in {"id", "link"} and str(value).strip().isdigit():
            return str(value).strip()
    return None


class Searcher:
    """The table's ``_search`` asked over plain HTTP through Datasette's JSON API (for the oracle)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.client = Client()

    def __call__(self, term: str) -> tuple[list[str], int]:
        """Every package ``_search=term`` finds, and the result pages of 100 that takes.

        Fetched 1,000 a page (``_size=max``) following ``next_url``, counted in
        pages of the default size, as a client paging through the HTML spends.
        """
        import json

        query = urlencode({"_search": term, "_size": "max", "_shape": "objects", "_col": "name"})
        url: str | None = f"{self.base}{TABLE_PATH}.json?{query}"
        ids: list[str] = []
        while url:
            page = json.loads(self.client.get(url))
            ids += [str(row["id"]) for row in page["rows"]]
            url = page.get("next_url")
        return ids, max(1, math.ceil(len(ids) / PAGE_SIZE))


def serve(db: Path, port: int) -> None:
    """``datasette serve`` (its own CLI) over ``db`` on 127.0.0.1, until killed."""
    from datasette.cli import cli

    sys.argv = ["datasette", "serve", str(db), "-h", "127.0.0.1", "-p", str(port)]
    cli()


def main(argv: list[str] | None = None) -> None:
    """``fill`` a database of ``--size`` packages, or ``serve`` one (what :func:`start` runs in a subprocess)."""
    parser = argparse.ArgumentParser(description="Datasette over Debian packages (the hiddenweb test bed)")
    parser.add_argument("command", choices=("fill", "serve"))
    parser.add_argument("--db", type=Path, required=True)
    parser.add_argument("--size", type=int, default=DEFAULT_SIZE)
    parser.add_argument("--port", type=int, default=8001)
    args = parser.parse_args(argv)
    if args.command == "fill":
        fill(args.db, debian_packages(args.size))
    else:
        serve(args.db, args.port)


if __name__ == "__main__":
    main()
