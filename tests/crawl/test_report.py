"""``hiddenweb report``: the report of a real crawl, opened in headless Chromium.

A small harvest and a small discover crawl of the local test sites; each
report is opened, screenshotted, every plot must have rendered (an SVG of
non-zero size) and the numbers the page shows must be the feed's.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.kit.crawl import run_crawl
from tests.kit.paths import ROOT
from tests.web import build_web, write_domains

pytestmark = pytest.mark.skipif(
    not Path("/usr/bin/chromium").exists(), reason="needs Chromium: apt-get install -y chromium"
)

HARVEST_PLOTS = ("records", "coverage", "new-per-query", "new-per-request", "budget")
DISCOVER_PLOTS = ("harvest-rate", "forms-per-site", "page-verdicts")


def make_report(tmp: Path, *inputs: Path) -> Path:
    """``hiddenweb report INPUTS -o tmp/report.html`` as a user runs it."""
    out = tmp / "report.html"
    done = subprocess.run(
        [sys.executable, "-m", "hiddenweb", "report", *map(str, inputs), "-o", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"Report: {out}"
    return out


def open_report(report: Path, screenshot: Path, plots: tuple[str, ...]) -> dict[str, str]:
    """Open ``report`` in Chromium, screenshot it, check its plots rendered; the numbers it shows (data-value)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            requests: list[str] = []
            page.on("request", lambda request: requests.append(request.url))
            page.goto(report.as_uri())
            page.screenshot(path=str(screenshot), full_page=True)
            for plot in plots:
                figure = page.locator(f"figure#plot-{plot} svg")
                assert figure.count() == 1, f"plot {plot} missing"
                box = figure.bounding_box()
                assert box is not None and box["width"] > 100 and box["height"] > 50, (plot, box)
                assert page.locator(f"figure#plot-{plot} svg path").count() > 3, f"plot {plot} has nothing drawn"
            numbers = {
                element.get_attribute("id")[len("num-") :]: element.get_attribute("data-value")
                for element in page.locator(".num[data-value]").all()
            }
            assert requests == [report.as_uri()], "the report fetched something: it must be self-contained"
        finally:
            browser.close()
    assert screenshot.stat().st_size > 20_000
    return numbers


def test_harvest_report_in_chromium(capped_site, tmp_path: Path) -> None:
    run = run_crawl("harvest", tmp_path, {"url": capped_site.url, "budget": 60})
    assert run.returncode == 0, run.log[-3000:]
    assert (tmp_path / "items.crawl.jsonl").is_file()
    numbers = open_report(make_report(tmp_path, run.feed), tmp_path / "harvest.png", HARVEST_PLOTS)
    assert int(numbers["records"]) == len({record["key"] for record in run.records}) > 0
    assert int(numbers["queries"]) == len(run.queries) > 0
    last = [q for q in run.queries if q["coverage_high"] is not None][-1]
    html = (tmp_path / "report.html").read_text()
    if last["coverage"] is None:  # the size has no upper end yet: the coverage's upper end only, no figure
        assert "coverage" not in numbers and f"at most {last['coverage_high']:.2f}" in html
    else:
        assert float(numbers["coverage"]) == pytest.approx(last["coverage"], abs=1e-4)
    assert int(numbers["requests"]) >= run.stats["hiddenweb/requests"]
    assert numbers["finish-reason"] == run.reason
    # The queries table lists every query of the feed, in order.
    assert html.count("<tr>") >= len(run.queries)


@pytest.fixture(scope="module")
def web():
    write_domains()
    with build_web(seed=7, net="127.0.9") as started:
        yield started


def test_discover_report_in_chromium(web, tmp_path: Path) -> None:
    seeds = tmp_path / "seeds.txt"
    seeds.write_text("\n".join(web.seeds()) + "\n")
    run = run_crawl(
        "discover",
        tmp_path,
        {"seeds": seeds, "domain": web.domain_file("books"), "pages": 200, "learn_every": 2, "max_site_pages": 40},
    )
    assert run.returncode == 0, run.log[-3000:]
    events = [json.loads(line) for line in (tmp_path / "items.crawl.jsonl").read_text().splitlines()]
    learned = [e for e in events if e["event"] == "learning"]
    assert learned and all(e["features"] for e in learned)
    numbers = open_report(make_report(tmp_path, run.feed), tmp_path / "discover.png", DISCOVER_PLOTS)
    assert int(numbers["relevant-forms"]) == len(run.items) == run.stats["hiddenweb/forms_relevant"] > 0
    assert int(numbers["learning-iterations"]) == len(learned)
    assert int(numbers["pages"]) == sum(1 for e in events if e["event"] == "page")
    html = (tmp_path / "report.html").read_text()
    for item in run.items:  # the forms table links every form's page
        assert f'href="{item["url"]}"' in html


def test_report_of_nothing_is_one_clear_error(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hiddenweb", "report", str(tmp_path / "missing.jsonl")],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert done.stderr.strip() == f"hiddenweb report: {tmp_path / 'missing.jsonl'}: no such file or folder"
