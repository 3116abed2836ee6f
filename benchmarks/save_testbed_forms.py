"""Save the test bed's multi-field form pages once, as fixtures of the forms benchmark.

Starts each application of ``tests/testbed`` at a small size, fetches the page
that holds its full search or filter form over plain HTTP (logged in where the
application needs it) and writes it unchanged under ``benchmarks/data/forms/``.
The labels of their fields are in ``benchmarks/data/forms_labelled.json``.

    python benchmarks/save_testbed_forms.py [roundup flaskadmin mediawiki trac datasette djangoadmin wordpress]
"""

from __future__ import annotations

import re
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

from tests.testbed.base import Missing
from tests.testbed.http import Client
from tests.testbed.sites import start

OUT = Path(__file__).resolve().parent / "data" / "forms"


def _first_post(client: Client, base: str) -> str:
    """The path of the newest post: the first permalink (``YYYY/MM/DD/slug/``) of WordPress's home page."""
    found = re.search(r'href="' + re.escape(base) + r'(\d{4}/\d{2}/\d{2}/[^/"]+/)"', client.get(base))
    if not found:
        raise RuntimeError("no post permalink on WordPress's home page")
    return found.group(1)


#: application -> (size, [(file name, path on the site (or the function that finds it), how to get it)]):
#: "browser": render it logged in (Flask-Admin's login form); "django": fetch it logged in to Django's
#: admin; False: fetch it as an anonymous visitor.
#: DokuWiki's, Fossil's, Sphinx's and MkDocs' search pages have one field (tests/fixtures/realpages has them).
#: The second part (session 19's held-out forms): Trac, Datasette, Django's admin, WordPress.
PAGES: dict[str, tuple[int, list[tuple[str, str | Callable[[Client, str], str], bool | str]]]] = {
    "roundup": (
        100,
        [
            ("roundup-issue-search.html", "tracker/issue?@template=search", False),
            ("roundup-issue-index.html", "tracker/issue", False),
        ],
    ),
    "flaskadmin": (
        100,
        [
            # The list filters are built by script: saved as Chromium renders them, two filters active.
            ("flaskadmin-package-filters.html", "admin/package/?flt0_2=libs&flt1_0=lib", "browser"),
        ],
    ),
    "mediawiki": (100, [("mediawiki-advanced-search.html", "index.php?title=Special:Search&profile=advanced", False)]),
    "trac": (
        100,
        [
            # The custom query with filters added (as "And [field] +" adds them): the rows are in the served HTML.
            (
                "trac-ticket-query.html",
                "query?status=!closed&type=defect&priority=!trivial&component=libs&milestone=!"
                "&summary=~&reporter=~&keywords=~&time=..&order=priority",
                False,
            ),
            ("trac-search.html", "search", False),
        ],
    ),
    # The table page with two filters active (Datasette writes a row for each, then an empty one).
    "datasette": (100, [("datasette-package-filters.html", "debian/packages?name__contains=lib&section=libs", False)]),
    "djangoadmin": (
        100,
        [
            ("djangoadmin-login.html", "admin/login/?next=/admin/debian/package/", False),
            ("djangoadmin-package-changelist.html", "admin/debian/package/", "django"),
        ],
    ),
    "wordpress": (
        100,
        [
            # The theme's pages have no search box: a search finding nothing shows the form (tests/testbed/wordpress.py).
            ("wordpress-search-no-results.html", "?s=zqxjvbwkq", False),
            ("wordpress-post-comments.html", _first_post, False),
        ],
    ),
}


def _rendered(base: str, path: str) -> str:
    """The page as Chromium shows it after its scripts ran, logged in through the login form."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page()
        page.goto(base + "login")
        page.fill("input[name=username]", "admin")
        page.fill("input[name=password]", "hiddenweb-testbed")
        page.press("input[name=password]", "Enter")
        page.wait_for_load_state()
        page.goto(base + path)
        page.wait_for_load_state("networkidle")
        html: str = page.content()
        browser.close()
    return html


def main(argv: list[str]) -> int:
    """Fetch and write the pages of the applications named (all by default)."""
    OUT.mkdir(parents=True, exist_ok=True)
    for name in argv or list(PAGES):
        size, pages = PAGES[name]
        with tempfile.TemporaryDirectory(prefix=f"forms-{name}-") as tmp:
            try:
                site = start(name, Path(tmp), size)
            except Missing as e:
                print(f"{name}: skipped ({e})")
                continue
            try:
                parts = urlsplit(site.start_url)
                base = f"{parts.scheme}://{parts.netloc}/"
                client = Client()
                logged_in = False
                for fname, where, login in pages:
                    path = where if isinstance(where, str) else where(client, base)
                    if login == "django" and not logged_in:
                        from tests.testbed.djangoadmin import log_in

                        log_in(client, base.rstrip("/"))
                        logged_in = True
                    if login == "browser":
                        html = _rendered(base, path)
                        (OUT / fname).write_text(html, encoding="utf-8")
                        print(f"{name}: wrote {fname} ({base + path}, rendered)")
                        continue
                    html = client.get(base + path)
                    (OUT / fname).write_text(html if isinstance(html, str) else html.decode("utf-8"), encoding="utf-8")
                    print(f"{name}: wrote {fname} ({base + path})")
            finally:
                site.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
