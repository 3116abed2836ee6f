"""Requests per second of ``harvest`` against a plain Scrapy spider fetching the same pages.

Both crawls run as ``scrapy crawl`` subprocesses against the same local demo
site (served by this process), with the same concurrency, no politeness delay.
The harvest decides every request itself (forms, queries, pagination, record
segmentation, crawl state); the plain spider is handed the harvest's URL list
and only downloads. Their ratio is what the harvest's machinery costs.

    python benchmarks/bench_harvest_speed.py [--budget 400] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hiddenweb.demo.site import serve  # noqa: E402
from tests.kit.crawl import run_crawl  # noqa: E402

PLAIN_SPIDER = """
import json, scrapy
class Plain(scrapy.Spider):
    name = "plain"
    custom_settings = {"ROBOTSTXT_OBEY": False}
    async def start(self):
        for method, url, body in json.load(open(self.urls)):
            yield scrapy.Request(url, method=method, body=body.encode("latin-1"), dont_filter=True,
                                 headers={"Content-Type": "application/x-www-form-urlencoded"} if body else None)
    def parse(self, response):
        pass
"""

SETTINGS = {
    "AUTOTHROTTLE_ENABLED": "False",
    "CONCURRENT_REQUESTS": "8",
    "CONCURRENT_REQUESTS_PER_DOMAIN": "8",
    "LOG_LEVEL": "WARNING",
    "HIDDENWEB_CONCURRENT_QUERIES": "4",
}


def rate(stats: dict) -> float:
    return stats["downloader/response_count"] / float(stats["elapsed_time_seconds"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--budget", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    site = serve(result_cap=200)
    tmp = Path(tempfile.mkdtemp())
    spider_file = tmp / "plain.py"
    spider_file.write_text(PLAIN_SPIDER)
    harvest_rates, plain_rates = [], []
    try:
        for i in range(args.repeat):
            site.requests.clear()
            run = run_crawl("harvest", tmp / f"h{i}", {"url": site.url, "budget": args.budget}, SETTINGS)
            fetched = [
                (r.method, site.absolute(r.path) + (f"?{r.query}" if r.query else ""), "")
                for r in list(site.requests)
                if r.kind != "robots"
            ]
            urls = tmp / f"urls{i}.json"
            urls.write_text(json.dumps(fetched))
            stats_file = tmp / f"plain{i}.json"
            subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "scrapy",
                    "runspider",
                    str(spider_file),
                    "-a",
                    f"urls={urls}",
                    *[arg for k, v in SETTINGS.items() for arg in ("-s", f"{k}={v}")],
                    "-s",
                    "STATS_CLASS=tests.kit.crawl.JsonStatsCollector",
                    "-s",
                    f"HIDDENWEB_TEST_STATS_FILE={stats_file}",
                ],
                cwd=ROOT,
                check=True,
            )
            plain = json.loads(stats_file.read_text())
            harvest_rates.append(rate(run.stats))
            plain_rates.append(rate(plain))
            print(
                f"run {i + 1}: harvest {harvest_rates[-1]:.1f} req/s ({len(run.records)} records), "
                f"plain {plain_rates[-1]:.1f} req/s over the same {len(fetched)} requests"
            )
    finally:
        site.stop()
    h, p = statistics.median(harvest_rates), statistics.median(plain_rates)
    print(f"\nmedian requests/s: harvest {h:.1f}, plain Scrapy {p:.1f}; ratio {h / p:.2f}x (target >= 0.8x)")


if __name__ == "__main__":
    main()
