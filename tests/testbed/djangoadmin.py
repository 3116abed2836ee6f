"""Django's admin: a real model admin (PyPI ``Django``) over Debian packages in SQLite, behind its login form.

Held out: nothing in hiddenweb was tuned on it before its first figures were taken.

The project is :mod:`tests.testbed.djangoadmin_app`, written the way a
developer writes one: a ``Package`` model (name, version, section, priority,
maintainer, summary, description) in an app labelled ``debian``, registered
with a ``ModelAdmin`` that searches name, summary and description, shows
name, version, section, priority and maintainer, filters on section and
priority, and keeps Django's page sizes (100 a page, "Show all" up to 200).
A superuser's user name and password reach the crawl the way Flask-Admin's
do (``HIDDENWEB_CREDENTIALS``). DEBUG is off; the admin's CSS and JavaScript
are served by the same process (Django's static files handler).

What the crawl meets there (Django 5.2, observed on the saved pages
``tests/fixtures/realpages/djangoadmin-*.html``):

* the start URL, the changelist ``/admin/debian/package/``, redirects to the
  login page ``/admin/login/?next=/admin/debian/package/``: a POST form with
  ``username``, ``password``, a hidden ``csrfmiddlewaretoken`` (the
  ``csrftoken`` cookie must come back with it) and a hidden ``next``;
* the changelist's search form (GET, ``id="changelist-search"``): one text
  box ``q`` and a "Search" button; an empty search lists every record, in
  name order; a search prints "N results (M total)" beside the box (the
  "M total" links back to the full list); the pager ends with "N packages"
  (with or without a search), then the "Show all" link where there is one;
* pagination ``p=`` 1-based (``?p=2&q=lib``), 100 rows a page; a page past
  the last redirects to ``?e=1``; "Show all" (``?all=&q=lib``) lists every
  match on one page when there are at most 200 (the link shows only then);
* sort links in the column headers (``o=1``, ``o=-1``, ``o=2.1``...), with
  sort-removal and sort-toggle links once sorted;
* the filter sidebar (``id="changelist-filter"``): "By section" (every
  section in the table, ``section=games``) and "By priority" (the five
  choices, ``priority__exact=optional``), each with "All", each keeping the
  search (``?q=lib&section=games``); a "Show counts" link (``_facets=True``)
  adds a count to each filter choice;
* around the results table, the actions form (POST, ``id="changelist-form"``):
  an ``action`` select whose one action is "Delete selected packages", a
  "Go" button, ``select_across``/``index`` hidden inputs, and a checkbox
  ``_selected_action`` (the record's id) on every row. Deleting asks a
  confirmation page first (a second POST with ``post=yes``). The database is
  compared with the corpus whenever the server starts, and filled again if a
  crawl changed it;
* each row's name links to its change page, the record page, with the
  listing's state in a "return to" argument, as on Flask-Admin:
  ``/admin/debian/package/85/change/?_changelist_filters=q%3Dscanner`` (ids
  1..N in corpus order): a POST change form (every field an input, Save /
  Save and add another / Save and continue editing), a "Delete" link and a
  "History" link;
* around it, the admin's other pages: "Add package"
  (``/admin/debian/package/add/?_changelist_filters=...``), the navigation
  sidebar (Users and Groups, each a changelist with its own search box, and
  their add forms), "View site" (``/``, a 404), the user's "Change password"
  form and a POST "Log out" form.

The search is Django's: the query is split into words (quotes keep a phrase
together), each word must be found, case-insensitively (SQLite's ``LIKE``:
ASCII letters only), as a substring of name, summary or description; records
match when every word does (:func:`matches` computes the same locally).

``start()`` runs ``python -m tests.testbed.djangoadmin`` in a subprocess:
migrate and fill the SQLite file (once per work directory and size), then
serve Django's ASGI application under uvicorn (one process) on a free port.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
import os
import re
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

import lxml.html

from tests.testbed.base import Missing, TestbedSite, free_port
from tests.testbed.corpus import Package, debian_packages
from tests.testbed.http import Client, start_server

__all__ = ["DEFAULT_SIZE", "PASSWORD", "USER", "RecordIds", "matches", "start"]

DEFAULT_SIZE = 5000
PAGE_SIZE = 100  # ModelAdmin.list_per_page
MAX_SHOW_ALL = 200  # ModelAdmin.list_max_show_all: "Show all" lists every match up to this many
USER = "admin"
PASSWORD = "hiddenweb-testbed"
LIST_PATH = "/admin/debian/package/"
LOGIN_PATH = "/admin/login/"
INSTALL = "pip install -e '.[testbed]' (Django; uvicorn comes with datasette)"
_CHANGE = re.compile(r"/admin/debian/package/(\d+)/change/?$")
_COUNT = re.compile(r"(\d+)\s+packages?\b")


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Fill (once per work directory and size) a SQLite database of ``size`` packages and serve Django's admin."""
    if importlib.util.find_spec("django") is None:
        raise Missing(f"Django is not installed; install with: {INSTALL}")
    if importlib.util.find_spec("uvicorn") is None:
        raise Missing(f"uvicorn is not installed; install with: {INSTALL}")
    size = size or DEFAULT_SIZE
    packages = debian_packages(size)
    workdir.mkdir(parents=True, exist_ok=True)
    db = workdir / f"{size}" / "djangoadmin.sqlite3"
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    stop = start_server(
        "tests.testbed.djangoadmin",
        ["--db", str(db), "--size", str(size), "--port", str(port)],
        base + LOGIN_PATH,
        workdir / "djangoadmin.log",
    )
    texts = {str(i): text(p) for i, p in enumerate(packages, 1)}
    return TestbedSite(
        name="djangoadmin",
        start_url=base + LIST_PATH,
        truth=frozenset(texts),
        record_id=RecordIds({p.name: str(i) for i, p in enumerate(packages, 1)}),
        settings={"HIDDENWEB_CREDENTIALS": {f"127.0.0.1:{port}": {"username": USER, "password": PASSWORD}}},
        notes={
            "page_size": PAGE_SIZE,
            "page_sizes": f"{PAGE_SIZE} a page; 'Show all' (all=) up to {MAX_SHOW_ALL} matches",
            "max_page_size": MAX_SHOW_ALL,
            "page_size_argument": None,
            "page_argument": "p (1-based)",
            "show_all_argument": f"all (every match on one page when at most {MAX_SHOW_ALL})",
            "total": "'N results (M total)' beside the search box; 'N packages' ending the pager",
            "empty_query": "lists every record",
            "detail_url": f"{LIST_PATH}<id>/change/?_changelist_filters=<the listing's query, quoted>",
            "keyword_field": "q (icontains on name, summary, description; every word must match)",
            "sort": "o= links in the column headers",
            "filters": "section=, priority__exact= links in the sidebar; _facets=True shows counts",
            "actions": "a POST form around the results: 'Delete selected packages', a checkbox a row",
            "login": f"{LOGIN_PATH} form, username/password and a CSRF token (Django's auth)",
        },
        stop=stop,
        search=Searcher(base),
        documents=list(texts.values()),
        texts=texts,
    )


def text(package: Package) -> str:
    """The searched fields of a package (name, summary, description), as the admin's search sees them."""
    return f"{package.name}\n{package.summary}\n{package.description}"


def matches(query: str, searched: str) -> bool:
    """Whether Django's admin search finds a record whose searched fields are ``searched`` (newline-joined).

    Every whitespace-separated word of ``query`` must be a substring of one
    field, ignoring the case of ASCII letters (SQLite's ``LIKE``). No word
    here spans two fields: each field is matched on its own.
    """
    fields = [_ascii_lower(field) for field in searched.split("\n")]
    words = [_ascii_lower(word) for word in query.split()]
    return bool(words) and all(any(word in field for field in fields) for word in words)


def _ascii_lower(value: str) -> str:
    return "".join(chr(ord(c) + 32) if "A" <= c <= "Z" else c for c in value)


class RecordIds:
    """A feed row's record id: the id in its change-page link, else its Name field's package."""

    def __init__(self, ids_by_name: Mapping[str, str]) -> None:
        self.ids_by_name = dict(ids_by_name)

    def __call__(self, row: Mapping[str, Any]) -> str | None:
        for url in [row.get("detail_url"), *(row.get("links") or [])]:
            if isinstance(url, str):
                found = _CHANGE.search(urlsplit(url).path)
                if found:
                    return found.group(1)
        fields = row.get("fields") or {}
        for label, value in fields.items():
            if str(label).strip().lower() == "name" and value:
                return self.ids_by_name.get(str(value).strip())
        return None


def log_in(client: Client, base: str) -> None:
    """Log ``client`` in to the admin at ``base`` (no trailing slash) through its login form, the CSRF
    token and cookie with it."""
    page = lxml.html.document_fromstring(client.get(base + LOGIN_PATH))
    token = page.xpath("string(//input[@name='csrfmiddlewaretoken']/@value)")
    after = client.post(
        base + LOGIN_PATH,
        {"csrfmiddlewaretoken": str(token), "username": USER, "password": PASSWORD, "next": LIST_PATH},
    )
    if 'id="changelist-search"' not in after:
        raise RuntimeError("could not log in to Django's admin")


class Searcher:
    """The changelist's search (``q``), asked over plain HTTP in one logged-in session (for the oracle)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.client: Client | None = None

    def _login(self) -> Client:
        client = Client()
        log_in(client, self.base)
        return client

    def __call__(self, term: str) -> tuple[list[str], int]:
        """Every package the search finds for ``term``, and the result pages of 100 that takes.

        Asked with "Show all" (one page of up to 200 matches), then, for more
        matches, page 2 onwards at 100; counted in pages of 100, as a client
        paging through them spends.
        """
        if self.client is None:
            self.client = self._login()
        html = self.client.get(f"{self.base}{LIST_PATH}?{urlencode({'all': '', 'q': term})}")
        ids, count = _page_ids(html)
        pages = max(1, math.ceil(count / PAGE_SIZE))
        if count > MAX_SHOW_ALL:
            for page in range(2, pages + 1):
                ids += _page_ids(self.client.get(f"{self.base}{LIST_PATH}?{urlencode({'p': page, 'q': term})}"))[0]
        if len(ids) != count or len(set(ids)) != count:
            raise RuntimeError(f"{term!r}: the admin says {count} packages, its pages list {len(ids)}")
        return ids, pages


def _page_ids(html: str) -> tuple[list[str], int]:
    """The record ids of one changelist page (in page order) and the match count its pager prints."""
    root = lxml.html.document_fromstring(html)
    ids = [str(v) for v in root.xpath("//table[@id='result_list']//input[@name='_selected_action']/@value")]
    pager = " ".join(root.xpath("string(//p[contains(@class, 'paginator')])").split())
    found = _COUNT.search(pager)
    if not found:
        raise RuntimeError(f"no 'N packages' in the pager: {pager!r}")
    return ids, int(found.group(1))


# -- the application (runs in the subprocess) ----------------------------------------------------------

_COLUMNS = ("name", "version", "section", "priority", "maintainer", "summary", "description")


def _rows(packages: list[Package]) -> list[tuple[Any, ...]]:
    return [(i, *(getattr(p, column) for column in _COLUMNS)) for i, p in enumerate(packages, 1)]


def _filled(db: Path, packages: list[Package]) -> bool:
    """Whether ``db`` holds exactly these packages (ids 1..n) and the superuser: a crawl may have changed it."""
    if not db.exists():
        return False
    try:
        with sqlite3.connect(db) as conn:
            rows = conn.execute(f"select id, {', '.join(_COLUMNS)} from debian_package order by id").fetchall()
            users = conn.execute(
                "select count(*) from auth_user where username = ? and is_superuser and is_staff and is_active",
                (USER,),
            ).fetchone()[0]
    except sqlite3.Error:
        return False
    return users == 1 and rows == _rows(packages)


def prepare(db: Path, size: int) -> None:
    """Migrate and fill ``db`` with ``size`` packages and the superuser, unless it already holds exactly them."""
    import django
    from django.core.management import call_command

    packages = debian_packages(size)
    fresh = not _filled(db, packages)
    if fresh:
        for path in (db, db.with_name(db.name + "-journal"), db.with_name(db.name + "-wal")):
            path.unlink(missing_ok=True)
        db.parent.mkdir(parents=True, exist_ok=True)
    os.environ["HIDDENWEB_DJANGOADMIN_DB"] = str(db)
    os.environ["DJANGO_SETTINGS_MODULE"] = "tests.testbed.djangoadmin_app.settings"
    django.setup()
    from django.contrib.auth.models import User

    from tests.testbed.djangoadmin_app.models import Package as Row

    if fresh:
        call_command("migrate", verbosity=0, interactive=False)
        Row.objects.bulk_create(
            [Row(id=i, **{column: getattr(p, column) for column in _COLUMNS}) for i, p in enumerate(packages, 1)],
            batch_size=500,
        )
        User.objects.create_superuser(USER, "admin@example.invalid", PASSWORD)
        return
    user = User.objects.get(username=USER)
    if not user.check_password(PASSWORD):  # the crawl reached the password form
        user.set_password(PASSWORD)
        user.save()


def main(argv: list[str] | None = None) -> None:
    """Prepare the database, then serve Django's ASGI application (static files too) under uvicorn until killed."""
    parser = argparse.ArgumentParser(description="Django's admin over Debian packages (the hiddenweb test bed)")
    parser.add_argument("--db", type=Path, required=True)
    parser.add_argument("--size", type=int, default=DEFAULT_SIZE)
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args(argv)
    prepare(args.db, args.size)
    import uvicorn
    from django.contrib.staticfiles.handlers import ASGIStaticFilesHandler
    from django.core.asgi import get_asgi_application

    app = ASGIStaticFilesHandler(get_asgi_application())
    uvicorn.run(app, host="127.0.0.1", port=args.port, lifespan="off", log_level="warning")


if __name__ == "__main__":
    main()
