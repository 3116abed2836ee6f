"""Deploy hiddenweb to a real Scrapyd, the way the README says, and run jobs there.

The egg is built with ``scrapyd-deploy --build-egg`` (scrapyd-client) from a
copy of the project (so the build leaves nothing in the working tree), a
stock ``scrapyd`` runs on a free loopback port in a temporary directory, the
egg is uploaded with ``addversion.json``, jobs are started with
``schedule.json`` (spider arguments and ``setting=`` overrides) and followed
with ``listjobs.json``; their items are read from Scrapyd's items feed.

A small probe spider, added to the copied project only, reports from inside
the Scrapyd job where hiddenweb was imported from and the digest of every
package data file it can read with ``importlib.resources`` and
``pkgutil.get_data``: the test compares them with the files of the working
tree, so a data file that setuptools leaves out of the egg fails here.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest

from tests.kit import ROOT
from tests.kit.redis import free_port, missing_service

PACKAGE_DIRS = {
    "hiddenweb": "hiddenweb",
    "spiders": "hiddenweb/spiders",
    "middlewares": "hiddenweb/middlewares",
    "pipelines": "hiddenweb/pipelines",
}
PROJECT_FILES = ("pyproject.toml", "setup.py", "setup.cfg", "scrapy.cfg", "README.md", "MANIFEST.in", "LICENSE")

PROBE_SPIDER = '''
"""Reports, from inside a Scrapyd job, what the egg provides (added by tests/crawl/test_scrapyd.py)."""
import hashlib
import importlib.resources
import pkgutil

import scrapy

import hiddenweb


def _walk(node, prefix=""):
    for child in node.iterdir():
        if child.is_dir():
            if child.name != "__pycache__":
                yield from _walk(child, f"{prefix}{child.name}/")
        elif not child.name.endswith((".py", ".pyc")):
            yield f"{prefix}{child.name}", child


class EggCheckSpider(scrapy.Spider):
    name = "eggcheck"

    def __init__(self, greeting=None, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.greeting = greeting
        self.extra = {k: v for k, v in kwargs.items() if k != "name"}

    async def start(self):
        for item in self.report():
            yield item

    def report(self):
        yield {
            "kind": "job",
            "greeting": self.greeting,
            "extra_args": sorted(self.extra),
            "hiddenweb_file": hiddenweb.__file__,
            "policy": self.settings.get("HIDDENWEB_POLICY"),
            "timeout": self.settings.getint("DOWNLOAD_TIMEOUT"),
            "bot_name": self.settings.get("BOT_NAME"),
        }
        root = importlib.resources.files("hiddenweb")
        for path, node in _walk(root):
            data = node.read_bytes()
            via_pkgutil = pkgutil.get_data("hiddenweb", path)
            yield {
                "kind": "data",
                "path": path,
                "sha1": hashlib.sha1(data).hexdigest(),
                "pkgutil_sha1": hashlib.sha1(via_pkgutil).hexdigest() if via_pkgutil is not None else None,
            }
'''


# -- the project's data files, as the working tree has them ------------------------
def package_data_files() -> dict[str, str]:
    """``{path inside the hiddenweb package: sha1}`` of every non-Python file of the packages."""
    files = {}
    for source, target in PACKAGE_DIRS.items():
        base = ROOT / source
        for path in base.rglob("*"):
            if path.is_dir() or "__pycache__" in path.parts or path.suffix in (".py", ".pyc"):
                continue
            if any(part.endswith(".egg-info") or part.startswith(".") for part in path.relative_to(base).parts):
                continue
            inside = f"{target}/{path.relative_to(base).as_posix()}".split("/", 1)[1]
            files[inside] = hashlib.sha1(path.read_bytes()).hexdigest()
    return files


# -- build -------------------------------------------------------------------------------
def copy_project(dest: Path) -> Path:
    dest.mkdir(parents=True)
    for name in PROJECT_FILES:
        if (ROOT / name).exists():
            shutil.copy2(ROOT / name, dest / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build", "dist", ".*")
    for source in PACKAGE_DIRS:
        shutil.copytree(ROOT / source, dest / source, ignore=ignore)
    return dest


def build_egg(tmp: Path, extra_spiders: dict[str, str] | None = None) -> Path:
    """``scrapyd-deploy --build-egg`` in a copy of the project; the path of the egg."""
    deploy = shutil.which("scrapyd-deploy")
    if deploy is None:
        missing_service("scrapyd-deploy is not installed (pip install scrapyd-client)")
    project = copy_project(tmp / "project")
    for name, code in (extra_spiders or {}).items():
        (project / "spiders" / f"{name}.py").write_text(code, encoding="utf-8")
    egg = tmp / "hiddenweb.egg"
    done = subprocess.run(
        [deploy, "--build-egg", str(egg), "--debug"], cwd=project, capture_output=True, text=True, timeout=180
    )
    assert done.returncode == 0 and egg.exists(), f"scrapyd-deploy failed:\n{done.stdout}\n{done.stderr}"
    with zipfile.ZipFile(egg) as archive:
        entry_points = archive.read("EGG-INFO/entry_points.txt").decode()
    # Scrapyd finds the project's settings through this entry point.
    assert "[scrapy]" in entry_points and "settings = hiddenweb.settings" in entry_points, (
        "the egg has no 'scrapy' entry point, so Scrapyd cannot run it: pyproject.toml needs "
        '[project.entry-points.scrapy] settings = "hiddenweb.settings" (the entry point of the setup.py '
        f"that scrapyd-deploy writes is overridden by pyproject.toml):\n{entry_points}"
    )
    return egg


# -- a real Scrapyd ------------------------------------------------------------------------
class Scrapyd:
    """A stock ``scrapyd`` on a free loopback port, in its own directory."""

    def __init__(self, root: Path) -> None:
        import requests  # a dependency of scrapyd-client

        self.requests = requests
        self.root = root
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.process: subprocess.Popen | None = None

    def start(self, timeout: float = 60) -> Scrapyd:
        scrapyd = shutil.which("scrapyd")
        if scrapyd is None:
            missing_service("scrapyd is not installed (pip install scrapyd)")
        self.root.mkdir(parents=True, exist_ok=True)
        (self.root / "scrapyd.conf").write_text(
            "[scrapyd]\n"
            "bind_address = 127.0.0.1\n"
            f"http_port = {self.port}\n"
            "poll_interval = 0.2\n"
            "max_proc = 2\n"
            f"eggs_dir = {self.root / 'eggs'}\n"
            f"logs_dir = {self.root / 'logs'}\n"
            f"items_dir = {self.root / 'items'}\n"
            f"dbs_dir = {self.root / 'dbs'}\n"
        )
        self.log = (self.root / "scrapyd.log").open("w")
        # Jobs import hiddenweb from the egg only: no project on the path.
        env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SCRAPY_SETTINGS_MODULE")}
        self.process = subprocess.Popen([scrapyd], cwd=self.root, stdout=self.log, stderr=subprocess.STDOUT, env=env)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            assert self.process.poll() is None, f"scrapyd exited:\n{self.read_log()}"
            try:
                if self.get("daemonstatus.json")["status"] == "ok":
                    return self
            except self.requests.ConnectionError:
                time.sleep(0.1)
        raise AssertionError(f"scrapyd did not start:\n{self.read_log()}")

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()

    def read_log(self) -> str:
        return (self.root / "scrapyd.log").read_text(errors="replace")

    def get(self, endpoint: str, **params: Any) -> dict:
        response = self.requests.get(self.url + endpoint, params=params, timeout=30)
        response.raise_for_status()
        return response.json()

    def post(self, endpoint: str, data: Any, files: Any = None) -> dict:
        response = self.requests.post(self.url + endpoint, data=data, files=files, timeout=120)
        response.raise_for_status()
        reply = response.json()
        assert reply.get("status") == "ok", f"{endpoint}: {reply}\n{self.read_log()}"
        return reply

    def add_version(self, egg: Path, project: str = "hiddenweb", version: str = "1") -> dict:
        with egg.open("rb") as f:
            return self.post(
                "addversion.json", {"project": project, "version": version}, files={"egg": ("project.egg", f)}
            )

    def schedule(self, spider: str, args: dict[str, str], settings: dict[str, str], project: str = "hiddenweb") -> str:
        data = [("project", project), ("spider", spider)]
        data += [("setting", f"{k}={v}") for k, v in settings.items()]
        data += list(args.items())
        return self.post("schedule.json", data)["jobid"]

    def wait(self, job: str, project: str = "hiddenweb", timeout: float = 180) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            jobs = self.get("listjobs.json", project=project)
            for finished in jobs["finished"]:
                if finished["id"] == job:
                    return finished
            time.sleep(0.2)
        raise AssertionError(f"job {job} did not finish in {timeout}s:\n{self.job_log(job)}")

    def job_log(self, job: str, project: str = "hiddenweb") -> str:
        logs = list((self.root / "logs" / project).glob(f"*/{job}.log"))
        return logs[0].read_text(errors="replace") if logs else "(no job log)"

    def items(self, spider: str, job: str, project: str = "hiddenweb") -> list[dict]:
        path = self.root / "items" / project / spider / f"{job}.jl"
        assert path.exists(), f"no items feed for job {job}:\n{self.job_log(job)}"
        return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="module")
def deployed(tmp_path_factory: pytest.TempPathFactory):
    """A Scrapyd with the hiddenweb egg (plus the probe spider) deployed as version 1."""
    tmp = tmp_path_factory.mktemp("scrapyd")
    egg = build_egg(tmp, {"eggcheck": PROBE_SPIDER})
    server = Scrapyd(tmp / "scrapyd").start()
    try:
        added = server.add_version(egg)
        yield server, egg, added
    finally:
        server.stop()


def test_egg_built_by_scrapyd_deploy_runs_on_scrapyd(deployed) -> None:
    server, _egg, added = deployed
    spiders = server.get("listspiders.json", project="hiddenweb")["spiders"]
    assert "eggcheck" in spiders and added["spiders"] == len(spiders)
    job = server.schedule(
        "eggcheck",
        args={"greeting": "hello", "unknown_argument": "ignored"},
        settings={"HIDDENWEB_POLICY": "random", "DOWNLOAD_TIMEOUT": "7"},
    )
    server.wait(job)
    items = server.items("eggcheck", job)
    report = next((item for item in items if item["kind"] == "job"), None)
    assert report is not None, server.job_log(job)
    # The job ran hiddenweb from the uploaded egg, with the project's settings...
    assert ".egg" in report["hiddenweb_file"] and str(ROOT) not in report["hiddenweb_file"]
    assert report["bot_name"] == "hiddenweb"
    # ...with the spider arguments and the setting= overrides of schedule.json.
    assert report["greeting"] == "hello"
    assert "_job" in report["extra_args"] and "unknown_argument" in report["extra_args"]
    assert report["policy"] == "random" and report["timeout"] == 7
    # Every data file of the working tree loads from inside the egg, byte for byte.
    loaded = {item["path"]: item for item in items if item["kind"] == "data"}
    expected = package_data_files()
    missing = sorted(set(expected) - set(loaded))
    assert not missing, f"data files left out of the egg (see [tool.setuptools.package-data]): {missing}"
    for path, digest in expected.items():
        assert loaded[path]["sha1"] == digest, path
        assert loaded[path]["pkgutil_sha1"] == digest, path


def test_scrapyd_runs_a_harvest_of_a_local_site(deployed, fresh_site) -> None:
    server, _, _ = deployed
    site = fresh_site("capped", n_records=120, result_cap=30)
    job = server.schedule(
        "harvest",
        args={"url": site.search_url, "budget": "40", "seeds": ",".join(site.vocabulary()[:2])},
        settings={"AUTOTHROTTLE_ENABLED": "False", "HIDDENWEB_MAX_QUERIES": "4"},
    )
    server.wait(job)
    log = server.job_log(job)
    items = server.items("harvest", job)
    records = [item for item in items if "key" in item]
    queries = [item for item in items if "term" in item and not item["probe"]]
    assert records, log
    assert site.coverage(records) > 0, "the items are not records of the site"
    assert len({r["key"] for r in records}) == len(records)
    # setting=HIDDENWEB_MAX_QUERIES=4 reached the crawl: it stopped there, not at the budget.
    assert 1 <= len(queries) <= 4
    assert "(finished_max_queries)" in log, log[-2000:]
