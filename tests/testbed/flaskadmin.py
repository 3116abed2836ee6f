"""Flask-Admin: a real admin list view over Debian packages, behind a login form.

The application is Flask-Admin's own ``ModelView`` (PyPI ``flask-admin``) over a
flask-sqlalchemy model in SQLite; this module only configures it, the way an
administrator would: searchable columns (name, summary, maintainer), a filter
on section, a detail view per record, 50 rows a page with a page-size control
(20/50/100), and every admin page behind a Flask-Login login form.

What the crawl meets there (the duplicate-record case of issue 14): every
detail link carries the listing's state in a "return to" argument,
``/admin/package/details/?id=zlib1g&url=/admin/package/?search%3Dlib%26page%3D3%26page_size%3D50``,
so the same record shows under as many URLs as queries and pages list it.
The total is written in the "List (N)" tab; the pager links carry ``page=``
(0-based) and the page-size links ``page_size=``; an empty search lists every
record, 50 a page.

``start()`` runs this module as ``python -m tests.testbed.flaskadmin`` in a
subprocess (werkzeug's threaded server) on a free port and waits for it.
"""

from __future__ import annotations

import argparse
import importlib.util
import math
from collections.abc import Mapping
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlsplit

import lxml.html

from tests.testbed.base import Missing, TestbedSite, free_port
from tests.testbed.corpus import debian_packages
from tests.testbed.http import Client, start_server

__all__ = ["DEFAULT_SIZE", "PASSWORD", "USER", "start"]

DEFAULT_SIZE = 5000
PAGE_SIZE = 50
PAGE_SIZES = (20, 50, 100)
USER = "admin"
PASSWORD = "hiddenweb-testbed"
LIST_PATH = "/admin/package/"
INSTALL = "pip install -e '.[testbed]' (flask-admin, flask-sqlalchemy, flask-login)"


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Fill a SQLite database with ``size`` packages and serve Flask-Admin over it, logged-in only."""
    for module in ("flask_admin", "flask_sqlalchemy", "flask_login"):
        if importlib.util.find_spec(module) is None:
            raise Missing(f"{module} is not installed; install with: {INSTALL}")
    size = size or DEFAULT_SIZE
    packages = debian_packages(size)
    names = frozenset(p.name for p in packages)
    workdir.mkdir(parents=True, exist_ok=True)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    db = workdir / f"flaskadmin-{size}.sqlite"
    stop = start_server(
        "tests.testbed.flaskadmin",
        ["--db", str(db), "--size", str(size), "--port", str(port)],
        f"{base}/login",
        workdir / "flaskadmin.log",
    )
    return TestbedSite(
        name="flaskadmin",
        start_url=base + LIST_PATH,
        truth=names,
        record_id=record_id,
        settings={"HIDDENWEB_CREDENTIALS": {f"127.0.0.1:{port}": {"username": USER, "password": PASSWORD}}},
        notes={
            "page_size": PAGE_SIZE,
            "page_sizes": PAGE_SIZES,
            "max_page_size": PAGE_SIZES[-1],
            "page_size_argument": "page_size",
            "page_argument": "page (0-based)",
            "total": "the 'List (N)' tab",
            "empty_query": "lists every record",
            "detail_url": "/admin/package/details/?id=<name>&url=<the listing's URL>",
            "login": "/login form, username/password (Flask-Login)",
        },
        stop=stop,
        search=Searcher(base),
        documents=[f"{p.name} {p.summary} {p.maintainer}" for p in packages],
    )


def record_id(row: Mapping[str, Any]) -> str | None:
    """The package name: the ``id`` argument of the detail link, else the row's Name field."""
    for url in [row.get("detail_url"), *(row.get("links") or [])]:
        if isinstance(url, str) and "/details/" in url:
            ids = parse_qs(urlsplit(url).query).get("id")
            if ids:
                return _decode_id(ids[0])
    fields = row.get("fields") or {}
    for label, value in fields.items():
        if str(label).strip().lower() == "name" and value:
            return str(value).strip()
    return None


class Searcher:
    """The list view's search, asked over plain HTTP in one logged-in session (for the oracle)."""

    def __init__(self, base: str) -> None:
        self.base = base
        self.client: Client | None = None

    def __call__(self, term: str) -> tuple[list[str], int]:
        """Every package the search finds for ``term``, and the result pages of 50 that takes.

        Fetched 100 a page (the largest size the view offers), counted in
        pages of the default size, as a client that pages through them spends.
        """
        if self.client is None:
            self.client = Client()
            self.client.post(f"{self.base}/login", {"username": USER, "password": PASSWORD})
        ids: list[str] = []
        page = 0
        while True:
            url = f"{self.base}{LIST_PATH}?search={quote(term)}&page_size={PAGE_SIZES[-1]}&page={page}"
            found = _detail_ids(self.client.get(url))
            ids += found
            page += 1
            if len(found) < PAGE_SIZES[-1]:
                return ids, max(1, math.ceil(len(ids) / PAGE_SIZE))


def _detail_ids(html: str) -> list[str]:
    """The record ids of the detail links on one list page, in page order."""
    root = lxml.html.document_fromstring(html)
    ids = []
    for href in root.xpath("//table//a[contains(@href, '/details/')]/@href"):
        found = parse_qs(urlsplit(href).query).get("id")
        if found and _decode_id(found[0]) not in ids:
            ids.append(_decode_id(found[0]))
    return ids


def _decode_id(value: str) -> str:
    """A primary key as Flask-Admin writes it in URLs: ``.`` escapes the next character (``gir1..2`` is ``gir1.2``)."""
    out: list[str] = []
    escaped = False
    for char in value:
        if char == "." and not escaped:
            escaped = True
            continue
        escaped = False
        out.append(char)
    return "".join(out)


# -- the application (runs in the subprocess) ----------------------------------------------------------


def create_app(db_path: Path, size: int) -> Any:
    """Flask-Admin over a ``package`` table of ``size`` Debian packages, every admin page behind a login."""
    from flask import Flask, redirect, request, url_for
    from flask_admin import Admin, AdminIndexView, expose
    from flask_admin.contrib.sqla import ModelView
    from flask_login import LoginManager, UserMixin, current_user, login_user
    from flask_sqlalchemy import SQLAlchemy

    app = Flask("testbed_flaskadmin")
    app.config.update(
        SECRET_KEY="testbed-not-secret",
        SQLALCHEMY_DATABASE_URI=f"sqlite:///{db_path}",
        SQLALCHEMY_ENGINE_OPTIONS={"connect_args": {"check_same_thread": False}},
    )
    db = SQLAlchemy(app)

    class Package(db.Model):  # type: ignore[name-defined]
        name = db.Column(db.String(200), primary_key=True)
        version = db.Column(db.String(200))
        section = db.Column(db.String(100), index=True)
        maintainer = db.Column(db.String(300))
        summary = db.Column(db.String(500))

    class Admin_(UserMixin):
        id = USER

    logins = LoginManager(app)
    logins.login_view = "login"
    logins.user_loader(lambda user_id: Admin_() if user_id == USER else None)

    class Protected:
        def is_accessible(self) -> bool:
            return bool(current_user.is_authenticated)

        def inaccessible_callback(self, name: str, **kwargs: Any) -> Any:
            return redirect(url_for("login", next=request.url))

    class Home(Protected, AdminIndexView):
        @expose("/")
        def index(self) -> Any:
            return redirect(url_for("package.index_view"))

    class PackageView(Protected, ModelView):
        column_list = ("name", "version", "section", "maintainer", "summary")
        column_searchable_list = ("name", "summary", "maintainer")
        column_filters = ("section",)
        can_view_details = True
        can_create = can_edit = can_delete = False
        page_size = PAGE_SIZE
        can_set_page_size = True
        page_size_options = PAGE_SIZES

    @app.route("/login", methods=["GET", "POST"])
    def login() -> Any:
        error = ""
        if request.method == "POST":
            if request.form.get("username") == USER and request.form.get("password") == PASSWORD:
                login_user(Admin_())
                target = request.form.get("next") or ""
                return redirect(target if target.startswith("/") else url_for("package.index_view"))
            error = "<p class='error'>Wrong user name or password.</p>"
        nxt = request.args.get("next", "")
        nxt = urlsplit(nxt)._replace(scheme="", netloc="").geturl()
        return LOGIN_PAGE.format(error=error, next=nxt.replace('"', "&quot;"))

    @app.route("/")
    def home() -> Any:
        return redirect(url_for("package.index_view"))

    admin = Admin(app, name="Debian packages", index_view=Home())
    admin.add_view(PackageView(Package, db.session, name="Packages"))
    with app.app_context():
        db.create_all()
        if db.session.query(Package).count() != size:
            db.session.query(Package).delete()
            db.session.add_all(
                Package(name=p.name, version=p.version, section=p.section, maintainer=p.maintainer, summary=p.summary)
                for p in debian_packages(size)
            )
            db.session.commit()
    return app


LOGIN_PAGE = """<!doctype html>
<html><head><title>Log in - Debian packages admin</title></head>
<body><h1>Log in</h1>{error}
<form method="post" action="/login">
<input type="hidden" name="next" value="{next}">
<label>User name <input type="text" name="username"></label>
<label>Password <input type="password" name="password"></label>
<button type="submit">Log in</button>
</form></body></html>
"""


def main(argv: list[str] | None = None) -> None:
    """Serve the application (werkzeug's threaded server) until killed."""
    parser = argparse.ArgumentParser(description="Flask-Admin over Debian packages (the hiddenweb test bed)")
    parser.add_argument("--db", type=Path, required=True)
    parser.add_argument("--size", type=int, default=DEFAULT_SIZE)
    parser.add_argument("--port", type=int, required=True)
    args = parser.parse_args(argv)
    from werkzeug.serving import run_simple

    run_simple("127.0.0.1", args.port, create_app(args.db, args.size), threaded=True)


if __name__ == "__main__":
    main()
