"""Save the test bed's multi-field form pages once, as fixtures of the forms benchmark.

Starts each application of ``tests/testbed`` at a small size, fetches the page
that holds its full search or filter form over plain HTTP (logged in where the
application needs it) and writes it unchanged under ``benchmarks/data/forms/``.
The labels of their fields are in ``benchmarks/data/forms_labelled.json``.

    python benchmarks/save_testbed_forms.py [roundup flaskadmin mediawiki ...]
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from urllib.parse import urlsplit

from tests.testbed.base import Missing
from tests.testbed.http import Client
from tests.testbed.sites import start

OUT = Path(__file__).resolve().parent / "data" / "forms"
#: application -> (size, [(file name, path on the site, "browser": render it logged in, else fetch it)]).
#: DokuWiki's and Fossil's search pages have one field (tests/fixtures/realpages has them).
PAGES: dict[str, tuple[int, list[tuple[str, str, bool | str]]]] = {
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
                for fname, path, login in pages:
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
