"""The forms CLI, run as a module in a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PAGES = Path(__file__).parent.parent / "pages" / "forms"


def test_cli_as_module_and_missing_file():
    out = subprocess.run(
        [sys.executable, "-m", "hiddenweb.forms", str(PAGES / "jobs.html")], capture_output=True, text=True, check=True
    ).stdout
    assert json.loads(out.splitlines()[0])["keyword_field"] == "q"
    res = subprocess.run([sys.executable, "-m", "hiddenweb.forms", "/nonexistent.html"], capture_output=True, text=True)
    assert res.returncode == 2 and "cannot read" in res.stderr and "Traceback" not in res.stderr
