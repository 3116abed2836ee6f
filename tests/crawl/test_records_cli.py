"""``python -m hiddenweb.records``: the segmentation command line, run as a user runs it."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.kit import PAGES as ALL_PAGES

PAGES = ALL_PAGES / "records"


def test_cli_prints_json_lines():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "hiddenweb.records",
            str(PAGES / "table_books.html"),
            "--url",
            "http://books.example/search?q=java",
            "--query",
            "java",
        ],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    lines = [json.loads(x) for x in out.stdout.splitlines()]
    assert len(lines) == 5 and lines[0]["fields"]["author"] == "Bruce Eckel"
    assert lines[0]["detail_url"] == "http://books.example/book/0131872486"
    bad = subprocess.run(
        [sys.executable, "-m", "hiddenweb.records", str(PAGES / "nope.html")],
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and "cannot read" in bad.stderr
