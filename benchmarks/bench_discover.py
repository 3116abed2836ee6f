"""Benchmarks of ``discover`` (ACHE) on the loopback test web, and the SFC's cross-validated figures.

1. SFC: per-type F1 and accuracy from grouped 10-fold cross-validation on the
   Formasaurus data (as stored in the shipped model by
   ``benchmarks/train_formtypes.py``; ``--sfc-cv`` recomputes them).
2. Harvest rate (relevant forms per 1,000 pages) of Baseline, Offline,
   Online and Offline-Online with the same page budget, for domains of
   different density. Offline link models are learned by an Online run on a
   *different* test web (another seed), so no configuration sees the
   evaluation web in advance.
3. Pages per second of ``discover`` against a plain Scrapy spider that
   follows every link of the same web (same settings, same page count).

    python benchmarks/bench_discover.py [--pages 1500] [--domains books,movies] [--scale 2]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from importlib import resources
from pathlib import Path

import scrapy

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


class PlainSpider(scrapy.Spider):
    """The baseline for speed: follow every link, do nothing else."""

    name = "plain"
    custom_settings = {"ADDONS": {}}

    def __init__(self, seeds: str = "", *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.start_urls = [u for u in Path(seeds).read_text().split() if u and not u.startswith("#")]

    def parse(self, response):
        if not isinstance(response, scrapy.http.TextResponse):
            return
        for href in response.css("a::attr(href)").getall():
            yield response.follow(href, callback=self.parse)


def sfc_figures(recompute: bool) -> dict[str, float]:
    if recompute:
        subprocess.run([sys.executable, str(ROOT / "benchmarks" / "train_formtypes.py"), "--cv-only"], check=True)
    data = json.loads(resources.files("hiddenweb").joinpath("data", "formtypes.json").read_text(encoding="utf-8"))
    return data["cross_validation"]


REFILL = {"size": 100}


def run_discover(tmp: Path, seeds: Path, domain: Path, pages: int, mode: str, learn_every: int, model: Path | None,
                 save: Path | None = None) -> dict:
    from tests.crawl import run_crawl

    args = {"seeds": seeds, "domain": domain, "pages": pages, "mode": mode, "learn_every": learn_every}
    if model is not None:
        args["link_model"] = model
    if save is not None:
        args["save_model"] = save
    settings = {"CONCURRENT_REQUESTS": "16", "HIDDENWEB_DISCOVER_REFILL_SIZE": str(REFILL["size"]),
                "SPIDER_MODULES": "hiddenweb.spiders.discover"}  # load only the spider measured
    run = run_crawl("discover", tmp, args, settings, timeout=900)
    if run.returncode != 0:
        raise RuntimeError(run.log[-3000:])
    return run.stats


def pages_per_second(stats: dict) -> float:
    return stats.get("response_received_count", 0) / max(float(stats.get("elapsed_time_seconds", 1.0)), 1e-9)


def run_plain(tmp: Path, seeds: Path, pages: int) -> dict:
    from tests.crawl import FAST

    stats_file = tmp / "plain-stats.json"
    command = [sys.executable, "-m", "scrapy", "runspider", str(Path(__file__).resolve()), "-a", f"seeds={seeds}"]
    for key, value in {**FAST, "CONCURRENT_REQUESTS": "16", "CLOSESPIDER_PAGECOUNT": str(pages),
                       "STATS_CLASS": "tests.crawl.JsonStatsCollector", "HIDDENWEB_TEST_STATS_FILE": str(stats_file)}.items():
        command += ["-s", f"{key}={value}"]
    subprocess.run(command, cwd=ROOT, capture_output=True, check=True, timeout=900)
    return json.loads(stats_file.read_text())


def _fmt(rate: float | None) -> str:
    return "n/a" if rate is None else f"{rate:.2f}"


def _ratio(a: float | None, b: float | None) -> str:
    if a is None or b is None:
        return "n/a"
    return f"{a / b:.2f}x" if b else ("=" if not a else "inf")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pages", type=int, default=1500, help="page budget of every run")
    parser.add_argument("--domains", default="books,hotels,jobs,movies")
    parser.add_argument("--scale", type=int, default=2, help="topic sites per domain, multiplied")
    parser.add_argument("--articles", type=int, default=60, help="article pages per topic site")
    parser.add_argument("--learn-every", type=int, default=10, help="relevant forms between learning iterations")
    parser.add_argument("--refill", type=int, default=100, help="HIDDENWEB_DISCOVER_REFILL_SIZE (scaled to the small web)")
    parser.add_argument("--speed-only", action="store_true", help="only the pages-per-second comparison")
    parser.add_argument("--sfc-cv", action="store_true", help="recompute the SFC cross-validation (minutes)")
    args = parser.parse_args(argv)

    from tests.web import build_web, write_domains

    REFILL["size"] = args.refill
    figures = sfc_figures(args.sfc_cv)
    print("SFC, grouped 10-fold CV on Formasaurus (by site):")
    print("  " + " ".join(f"{k}={v:.3f}" for k, v in figures.items()))
    print(f"  search F1 {figures['search']:.3f} (Formasaurus 0.93; target 0.95), accuracy {figures['accuracy']:.3f} (Formasaurus 0.889)")

    write_domains()
    tmp = Path(tempfile.mkdtemp(prefix="bench-discover-"))
    training_web = build_web(seed=101, scale=args.scale, net="127.0.5", articles=args.articles).start()
    web = build_web(seed=7, scale=args.scale, net="127.0.6", articles=args.articles).start()
    try:
        train_seeds, seeds = tmp / "train-seeds.txt", tmp / "seeds.txt"
        train_seeds.write_text("\n".join(training_web.seeds()) + "\n")
        seeds.write_text("\n".join(web.seeds()) + "\n")
        print(f"\nHarvest rate (relevant forms per 1,000 pages), {args.pages} pages per run, learn every "
              f"{args.learn_every} forms, refill {args.refill} links:")
        print(f"  {'domain':<8} {'forms':>5} {'baseline':>9} {'offline':>8} {'online':>7} {'off-on':>7}  online/baseline  off-on/offline")
        for name in ([] if args.speed_only else args.domains.split(",")):
            domain = web.domain_file(name)
            model = tmp / f"{name}-links.json"
            # The offline link model: an Online crawl of the *training* web (learning every 2 forms).
            run_discover(tmp, train_seeds, domain, 2 * args.pages, "online", 2, None, save=model)
            rates: dict[str, float | None] = {}
            for mode in ("baseline", "offline", "online", "offline-online"):
                if mode.startswith("offline") and not model.exists():
                    rates[mode] = None  # no relevant forms on the training web: nothing to learn offline
                    continue
                stats = run_discover(tmp, seeds, domain, args.pages, mode, args.learn_every,
                                     model if mode.startswith("offline") else None)
                rates[mode] = stats.get("hiddenweb/discover/harvest_rate_per_1000", 0.0)
            print(f"  {name:<8} {len(web.form_pages(name)):>5} {_fmt(rates['baseline']):>9} {_fmt(rates['offline']):>8} "
                  f"{_fmt(rates['online']):>7} {_fmt(rates['offline-online']):>7}  "
                  f"{_ratio(rates['online'], rates['baseline']):>15}  {_ratio(rates['offline-online'], rates['offline']):>14}",
                  flush=True)
        # Speed: alternate the two spiders twice, keep each one's best run (the machine may be busy).
        first = web.domain_file(args.domains.split(",")[0])
        plain_speed, discover_speed = 0.0, 0.0
        for _ in range(2):
            plain_speed = max(plain_speed, pages_per_second(run_plain(tmp, seeds, args.pages)))
            discover_speed = max(discover_speed, pages_per_second(
                run_discover(tmp, seeds, first, args.pages, "online", args.learn_every, None)))
        print(f"\nPages per second: plain Scrapy spider {plain_speed:.1f}, discover (online) {discover_speed:.1f}: "
              f"ratio {discover_speed / plain_speed:.2f} (target >= 0.7)")
    finally:
        web.stop()
        training_web.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
