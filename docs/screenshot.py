"""Make docs/report.png, the README's screenshot of a crawl report.

    hiddenweb demo && python docs/screenshot.py demo-records-report.html

Opens the report in headless Chromium (Debian's /usr/bin/chromium) and keeps the top of the page.
"""

from __future__ import annotations

import sys
from pathlib import Path

from playwright.sync_api import sync_playwright


def main(report: str, out: str = str(Path(__file__).with_name("report.png")), height: int = 1500) -> None:
    """Screenshot the top ``height`` pixels of ``report`` to ``out``."""
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1180, "height": height})
        page.goto(Path(report).resolve().as_uri())
        page.screenshot(path=out)
        browser.close()
    print(out)


if __name__ == "__main__":
    main(*sys.argv[1:])
