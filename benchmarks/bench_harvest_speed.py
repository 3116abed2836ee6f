"""Requests per second and CPU per result page of ``harvest`` next to a plain Scrapy spider fetching the same pages.

Issue 17's honest version:

* the demo site runs in its own process (:func:`hiddenweb.demo.site.main`), so
  serving the pages costs neither crawl CPU time;
* the baseline is a plain ``scrapy runspider`` outside the hiddenweb project
  (no add-on, no hiddenweb settings, Scrapy's defaults but the same
  concurrency), handed the list of requests the harvest made, in order;
* both are timed from their first to their last response by
  :mod:`benchmarks.responseclock`: start-up (reactor, handlers, a browser
  stack if one started) is reported apart, never inside the rate;
* budgets 1,000 and 3,000 by default, several rounds alternating harvest and
  plain, medians reported; CPU milliseconds per response next to requests/s;
* issue 17's start-up and memory targets, for both crawls: the process tree's
  peak resident memory (the crawl and any process it starts, a browser driver:
  ``/proc`` sampled every 50 ms, plus the crawl process's own ``VmHWM``) and
  the time from spawning the process to its first request reaching the
  downloader, in wall seconds and in the process's CPU seconds (the CPU figure
  is the one to compare on a loaded machine).

With ``PYTHONDONTWRITEBYTECODE`` set, every crawl compiles hiddenweb's ~250
modules from source while Scrapy's, installed, come compiled: the start-up
figure then charges hiddenweb for that. ``--bytecode-cache`` gives the crawls
hiddenweb's compiled modules too (``__pycache__`` in the checkout), as an
installed hiddenweb has them.

    python benchmarks/bench_harvest_speed.py [--budgets 1000 3000] [--rounds 3] [--bytecode-cache]
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

PLAIN_SPIDER = """
import json, scrapy
class Plain(scrapy.Spider):
    name = "plain"
    async def start(self):
        for method, url, body in json.load(open(self.urls)):
            yield scrapy.Request(url, method=method, body=body.encode("latin-1"), dont_filter=True,
                                 headers={"Content-Type": "application/x-www-form-urlencoded"} if body else None)
    def parse(self, response):
        pass
"""

SERVE = "import sys; from hiddenweb.demo.site import main; sys.exit(main(sys.argv[1:]))"

#: Both crawls: the same concurrency, no politeness delay, the clock extension.
COMMON = {
    "AUTOTHROTTLE_ENABLED": "False",
    "ROBOTSTXT_OBEY": "False",
    "CONCURRENT_REQUESTS": "8",
    "CONCURRENT_REQUESTS_PER_DOMAIN": "8",
    "DOWNLOAD_DELAY": "0",
    "LOG_LEVEL": "WARNING",
    "TELNETCONSOLE_ENABLED": "False",
}
HARVEST = {
    "HIDDENWEB_CONCURRENT_QUERIES": "4",
    "HIDDENWEB_MIN_NEW_PER_REQUEST": "0",
    "EXTENSIONS": json.dumps({"benchmarks.responseclock.ResponseClock": 0}),
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_site(result_cap: int, plain: bool = False) -> tuple[subprocess.Popen, str]:
    """The demo site in a process of its own; its base URL once it answers. ``plain``: 10 results a
    page and no other page size, no listing of every record."""
    port = free_port()
    process = subprocess.Popen(
        [
            sys.executable,
            "-c",
            SERVE,
            "--port",
            str(port),
            "--result-cap",
            str(result_cap),
            *(["--plain"] if plain else []),
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    url = f"http://127.0.0.1:{port}/"
    for _ in range(600):
        try:
            urllib.request.urlopen(url, timeout=1).close()
            return process, url
        except OSError:
            time.sleep(0.1)
    process.kill()
    raise SystemExit("the demo site did not start")


def settings_args(settings: dict[str, str]) -> list[str]:
    return [arg for key, value in settings.items() for arg in ("-s", f"{key}={value}")]


def tree_rss_kb(root: int) -> int:
    """Resident memory of process ``root`` and all its descendants, in kB (Linux ``/proc``)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                ppid = int(stat.read().rpartition(b")")[2].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(ppid, []).append(int(entry))
    page_kb = os.sysconf("SC_PAGE_SIZE") // 1024
    total, todo = 0, [root]
    while todo:
        pid = todo.pop()
        todo.extend(children.get(pid, ()))
        try:
            with open(f"/proc/{pid}/statm", "rb") as statm:
                total += int(statm.read().split()[1]) * page_kb
        except (OSError, ValueError, IndexError):
            continue
    return total


class TreeMemory:
    """Samples a process tree's resident memory every ``every`` seconds in a thread; ``peak_kb``: the most seen."""

    def __init__(self, pid: int, every: float = 0.05) -> None:
        self.pid, self.every, self.peak_kb = pid, every, 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            self.peak_kb = max(self.peak_kb, tree_rss_kb(self.pid))
            self._stop.wait(self.every)

    def stop(self) -> int:
        self._stop.set()
        self._thread.join()
        return self.peak_kb


def timed(command: list[str], cwd: Path, clock: Path, env: dict[str, str]) -> dict[str, Any]:
    """Run a crawl; its clock's figures plus the whole process's wall and CPU seconds and its tree's peak RSS."""
    before = os.times()
    started = time.monotonic()
    process = subprocess.Popen(
        command, cwd=cwd, env={**env, "BENCH_SPAWNED": repr(started)},
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
    )  # fmt: skip
    memory = TreeMemory(process.pid)
    _, stderr = process.communicate()
    peak_kb = memory.stop()
    if process.returncode:
        raise SystemExit(f"{' '.join(command[:5])} failed:\n{stderr[-3000:]}")
    after = os.times()
    data = json.loads(clock.read_text())
    data["process_wall"] = time.monotonic() - started
    data["process_cpu"] = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    data["tree_peak_mb"] = max(peak_kb, data.get("vm_hwm_kb") or 0) / 1024
    return data


def harvest(url: str, budget: int, tmp: Path, env: dict[str, str]) -> dict[str, Any]:
    clock = tmp / "harvest-clock.json"
    command = [
        sys.executable, "-m", "scrapy", "crawl", "harvest", "-a", f"url={url}search", "-a", f"budget={budget}",
        "-O", str(tmp / "harvest.jsonl"), *settings_args({**COMMON, **HARVEST, "BENCH_CLOCK_FILE": str(clock)}),
    ]  # fmt: skip
    return timed(command, ROOT, clock, env)


def plain(requests: list[list[str]], tmp: Path, env: dict[str, str]) -> dict[str, Any]:
    """The same requests through plain Scrapy, run from a directory outside the hiddenweb project."""
    clock, urls, spider = tmp / "plain-clock.json", tmp / "urls.json", tmp / "plain.py"
    urls.write_text(json.dumps(requests))
    spider.write_text(PLAIN_SPIDER)
    command = [
        sys.executable, "-m", "scrapy", "runspider", str(spider), "-a", f"urls={urls}",
        *settings_args({**COMMON, "EXTENSIONS": json.dumps({"responseclock.ResponseClock": 0}),
                        "BENCH_CLOCK_FILE": str(clock)}),
    ]  # fmt: skip
    return timed(command, tmp, clock, {**env, "PYTHONPATH": str(ROOT / "benchmarks")})


def with_bytecode_cache(env: dict[str, str]) -> dict[str, str]:
    """``env`` letting Python read and write compiled modules; hiddenweb's compiled now (see the docstring)."""
    env = {key: value for key, value in env.items() if key != "PYTHONDONTWRITEBYTECODE"}
    sources = [str(ROOT / name) for name in ("hiddenweb", "spiders", "middlewares", "pipelines", "benchmarks")]
    subprocess.run([sys.executable, "-m", "compileall", "-q", *sources], env=env, check=True)
    return env


def rate(run: dict[str, Any]) -> float:
    return (run["responses"] - 1) / run["wall"] if run["wall"] > 0 else float("nan")


def cpu_ms(run: dict[str, Any]) -> float:
    return 1000 * run["cpu"] / max(1, run["responses"] - 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--budgets", type=int, nargs="+", default=[1000, 3000])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--result-cap", type=int, default=0, help="the demo's results per query (0: no cap)")
    parser.add_argument("--bytecode-cache", action="store_true", help="give the crawls hiddenweb compiled")
    args = parser.parse_args()
    env = with_bytecode_cache(dict(os.environ)) if args.bytecode_cache else dict(os.environ)
    process, url = start_site(args.result_cap)
    try:
        for budget in args.budgets:
            runs: dict[str, list[dict[str, Any]]] = {"harvest": [], "plain": []}
            for round_ in range(args.rounds):
                with tempfile.TemporaryDirectory() as tmp_name:
                    tmp = Path(tmp_name)
                    runs["harvest"].append(harvest(url, budget, tmp, env))
                    runs["plain"].append(plain(runs["harvest"][-1]["requests"], tmp, env))
                h, p = runs["harvest"][-1], runs["plain"][-1]
                print(
                    f"budget {budget} round {round_ + 1}: {h['responses']} responses; "
                    f"harvest {rate(h):.0f} req/s {cpu_ms(h):.2f} CPU ms/resp; "
                    f"plain {rate(p):.0f} req/s {cpu_ms(p):.2f} CPU ms/resp"
                )
            med = {name: {key: statistics.median(f(r) for r in rs) for key, f in (("rate", rate), ("cpu", cpu_ms))}
                   for name, rs in runs.items()}  # fmt: skip
            startup = {name: statistics.median(r["startup_wall"] for r in rs) for name, rs in runs.items()}
            process_cpu = {name: statistics.median(r["process_cpu"] for r in rs) for name, rs in runs.items()}
            figure = {
                key: {name: statistics.median(r.get(key, float("nan")) for r in rs) for name, rs in runs.items()}
                for key in ("tree_peak_mb", "first_request_wall", "first_request_cpu")
            }
            print(
                f"\nbudget {budget}, medians of {args.rounds} rounds:\n"
                f"  requests/s     harvest {med['harvest']['rate']:.0f}  plain {med['plain']['rate']:.0f}  "
                f"ratio {med['harvest']['rate'] / med['plain']['rate']:.2f}x\n"
                f"  CPU ms/resp    harvest {med['harvest']['cpu']:.2f}  plain {med['plain']['cpu']:.2f}  "
                f"extra {med['harvest']['cpu'] - med['plain']['cpu']:.2f} ms\n"
                f"  start-up wall  harvest {startup['harvest']:.2f} s  plain {startup['plain']:.2f} s (not in the rates)\n"
                f"  process CPU    harvest {process_cpu['harvest']:.1f} s  plain {process_cpu['plain']:.1f} s\n"
                f"  peak RSS, process tree  harvest {figure['tree_peak_mb']['harvest']:.0f} MB  "
                f"plain {figure['tree_peak_mb']['plain']:.0f} MB  (target <= 150 MB)\n"
                f"  spawn to first request  harvest {figure['first_request_wall']['harvest']:.2f} s wall "
                f"{figure['first_request_cpu']['harvest']:.2f} s CPU  plain {figure['first_request_wall']['plain']:.2f} s "
                f"wall {figure['first_request_cpu']['plain']:.2f} s CPU  (target <= 1 s)\n"
            )
    finally:
        process.kill()
        process.wait()


if __name__ == "__main__":
    main()
