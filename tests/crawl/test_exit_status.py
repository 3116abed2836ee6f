"""A broken installation stops a crawl at start; a failed crawl exits non-zero (issue #12, defects 7 and 8)."""

from __future__ import annotations

import socket
import subprocess
import sys
from pathlib import Path

import pytest

from tests.kit.crawl import run_crawl


def test_bad_arguments_exit_non_zero(tmp_path: Path) -> None:
    run = run_crawl("harvest", tmp_path, {"url": "http://127.0.0.1:9/", "budget": "lots"})
    assert run.reason == "bad_arguments"
    assert run.returncode == 1
    assert "Traceback" not in run.log


def test_a_site_outcome_exits_zero(tmp_path: Path, no_form_site) -> None:
    run = run_crawl("harvest", tmp_path, {"url": no_form_site.url, "budget": 10})
    assert run.reason == "finished_no_search_form"
    assert run.returncode == 0


def test_a_damaged_form_model_stops_the_crawl_at_start(
    tmp_path: Path, no_form_site, monkeypatch: pytest.MonkeyPatch
) -> None:
    model = tmp_path / "formtypes.json"
    model.write_text('{"classes": ["search"], "weights": [[1, 2]]}')
    monkeypatch.setenv("HIDDENWEB_FORMTYPES_MODEL", str(model))
    run = run_crawl("harvest", tmp_path, {"url": no_form_site.url, "budget": 10})
    assert run.reason == "broken_installation"
    assert run.returncode == 1
    assert str(model) in run.log
    assert run.stats.get("downloader/request_count", 0) == 0
    assert "Traceback" not in run.log, run.log[run.log.index("Traceback") - 500 :][:3000]


def test_serve_demo_on_a_busy_port_says_so_in_one_line() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "hiddenweb", "serve-demo", "--port", str(port)],
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert f"127.0.0.1:{port}" in done.stderr and "in use" in done.stderr
