"""Reuse hiddenweb inside another Scrapy project, by dotted paths in its settings.

A throwaway project is created with ``scrapy startproject`` in a temporary
directory; its settings enable the hiddenweb add-on and name hiddenweb's
spiders, scheduler and pipelines by dotted path, next to the project's own
spider, pipeline, downloader middleware and extension. The crawl runs with
``scrapy crawl`` from the project directory, where only the installed
hiddenweb is importable (not the working tree), and the test checks that
both the project's components and hiddenweb's did their work, and that the
project's ``spiders``/``pipelines``/``middlewares`` modules are its own:
hiddenweb installs them as ``hiddenweb.spiders`` etc., never top-level.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

OWN_COMPONENTS = {
    "pipelines.py": '''
        """The shop project's own pipeline (must not be replaced by hiddenweb's)."""
        from itemadapter import ItemAdapter


        class ShopPipeline:
            def __init__(self, crawler):
                self.stats = crawler.stats

            @classmethod
            def from_crawler(cls, crawler):
                return cls(crawler)

            def process_item(self, item):
                self.stats.inc_value("shop/pipeline_items")
                if ItemAdapter(item).get("key"):
                    self.stats.inc_value("shop/pipeline_records")
                return item
    ''',
    "middlewares.py": '''
        """The shop project's own downloader middleware."""


        class ShopDownloaderMiddleware:
            def __init__(self, crawler):
                self.stats = crawler.stats

            @classmethod
            def from_crawler(cls, crawler):
                return cls(crawler)

            def process_request(self, request):
                request.headers["X-Shop"] = "1"
                self.stats.inc_value("shop/middleware_requests")
                return None
    ''',
    "extensions.py": '''
        """Writes the final stats and where modules came from, for the test to read."""
        import importlib.util
        import json
        import os
        import sys

        from scrapy import signals


        def _origin(name):
            try:
                spec = importlib.util.find_spec(name)
            except ImportError:
                return None
            return spec.origin if spec is not None else None


        class StatsDump:
            def __init__(self, crawler):
                self.crawler = crawler
                crawler.signals.connect(self.closed, signal=signals.spider_closed)

            @classmethod
            def from_crawler(cls, crawler):
                return cls(crawler)

            def closed(self, spider, reason):
                import shop.middlewares
                import shop.pipelines
                import shop.spiders

                report = {
                    "stats": self.crawler.stats.get_stats(),
                    "reason": reason,
                    "scheduler": type(self.crawler.engine._slot.scheduler).__module__
                    + "." + type(self.crawler.engine._slot.scheduler).__name__,
                    "modules": {
                        "shop.pipelines": shop.pipelines.__file__,
                        "shop.middlewares": shop.middlewares.__file__,
                        "shop.spiders": shop.spiders.__file__,
                        "top-level spiders": _origin("spiders"),
                        "top-level pipelines": _origin("pipelines"),
                        "top-level middlewares": _origin("middlewares"),
                        "hiddenweb": sys.modules["hiddenweb"].__file__,
                    },
                }
                with open(os.environ["SHOP_REPORT"], "w") as f:
                    json.dump(report, f, default=str)
    ''',
    "spiders/products.py": '''
        """hiddenweb's harvest spider class, reused under the shop's own name."""
        from hiddenweb.spiders.harvest import HarvestSpider


        class ProductsSpider(HarvestSpider):
            name = "products"
    ''',
    "spiders/catalog.py": '''
        """The shop project's own spider, next to hiddenweb's."""
        import scrapy

        from hiddenweb.forms import find_search_form, parse_forms


        class CatalogSpider(scrapy.Spider):
            name = "catalog"

            def __init__(self, url=None, *args, **kwargs):
                super().__init__(*args, **kwargs)
                self.url = url

            async def start(self):
                yield scrapy.Request(self.url)

            def parse(self, response):
                found = find_search_form(parse_forms(response.body, response.url, encoding=response.encoding))
                form, field = found
                yield {"form_action": form.action, "keyword_field": field.name}
    ''',
}

SETTINGS = """

# --- reuse of hiddenweb (added by tests/crawl/test_reuse.py) ---
ADDONS = {"hiddenweb.addon.HiddenWeb": 0}
SPIDER_MODULES = ["shop.spiders", "hiddenweb.spiders"]
ITEM_PIPELINES = {
    "hiddenweb.pipelines.records.RecordLabelPipeline": 300,
    "shop.pipelines.ShopPipeline": 800,
    "hiddenweb.pipelines.records.RecordValidationPipeline": 900,
}
DOWNLOADER_MIDDLEWARES = {
    "shop.middlewares.ShopDownloaderMiddleware": 543,
    "hiddenweb.middlewares.sessions.SessionMiddleware": 600,
}
EXTENSIONS = {"shop.extensions.StatsDump": 0}
AUTOTHROTTLE_ENABLED = False
DOWNLOAD_DELAY = 0  # the generated settings wait 1 s; the test site is ours
TELNETCONSOLE_ENABLED = False
LOG_LEVEL = "INFO"
"""


@pytest.fixture(scope="module")
def shop(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh ``scrapy startproject shop`` with its own components and hiddenweb's by dotted path."""
    tmp = tmp_path_factory.mktemp("reuse")
    done = subprocess.run(
        [sys.executable, "-m", "scrapy", "startproject", "shop"], cwd=tmp, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    project = tmp / "shop"
    package = project / "shop"
    assert (package / "spiders" / "__init__.py").exists() and (package / "pipelines.py").exists()
    for name, code in OWN_COMPONENTS.items():
        (package / name).write_text(textwrap.dedent(code).lstrip(), encoding="utf-8")
    with (package / "settings.py").open("a", encoding="utf-8") as settings:
        settings.write(SETTINGS)
    return project


def crawl(
    project: Path, spider: str, args: dict[str, str], settings: dict[str, str] | None = None, timeout: float = 240
) -> tuple[dict, list[dict], str]:
    """``scrapy crawl`` from the project directory; (report, items, log)."""
    feed = project / f"{spider}-items.jsonl"
    report = project / f"{spider}-report.json"
    command = [sys.executable, "-m", "scrapy", "crawl", spider, "-O", f"{feed}:jsonlines"]
    for key, value in args.items():
        command += ["-a", f"{key}={value}"]
    for key, value in (settings or {}).items():
        command += ["-s", f"{key}={value}"]
    # Only the installed hiddenweb: the working tree is not on the path.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "SCRAPY_SETTINGS_MODULE")}
    env["SHOP_REPORT"] = str(report)
    done = subprocess.run(command, cwd=project, capture_output=True, text=True, timeout=timeout, env=env)
    log = done.stdout + done.stderr
    assert done.returncode == 0, log
    assert report.exists(), log
    items = [json.loads(line) for line in feed.read_text(encoding="utf-8").splitlines() if line.strip()]
    return json.loads(report.read_text()), items, log


def assert_own_modules(project: Path, report: dict) -> None:
    modules = report["modules"]
    package = project / "shop"
    assert Path(modules["shop.pipelines"]) == package / "pipelines.py"
    assert Path(modules["shop.middlewares"]) == package / "middlewares.py"
    assert Path(modules["shop.spiders"]) == package / "spiders" / "__init__.py"
    # hiddenweb's glue is installed under hiddenweb.*, never as top-level packages.
    assert modules["top-level spiders"] is None
    assert modules["top-level pipelines"] is None
    assert modules["top-level middlewares"] is None


def test_hiddenweb_installs_its_glue_under_its_own_name(tmp_path: Path) -> None:
    code = (
        "import importlib.util, json, hiddenweb.spiders, hiddenweb.pipelines, hiddenweb.middlewares\n"
        "print(json.dumps({n: importlib.util.find_spec(n) is not None for n in "
        "('spiders', 'pipelines', 'middlewares')}))"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True, env=env)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"spiders": False, "pipelines": False, "middlewares": False}


def test_project_runs_its_own_spider_with_the_hiddenweb_addon(shop: Path, fresh_site) -> None:
    site = fresh_site("capped", n_records=60)
    report, items, _log = crawl(shop, "catalog", {"url": site.search_url})
    assert items == [{"form_action": items[0]["form_action"], "keyword_field": site.keyword_field}]
    stats = report["stats"]
    assert stats["shop/pipeline_items"] == 1
    assert stats["shop/middleware_requests"] >= 1
    assert_own_modules(shop, report)


@pytest.mark.parametrize("spider", ["harvest", "products"])
def test_project_harvests_with_hiddenweb_components(shop: Path, fresh_site, spider: str) -> None:
    """hiddenweb's spider (found through SPIDER_MODULES, or subclassed), scheduler and pipelines."""
    site = fresh_site("capped", n_records=120, result_cap=30)
    seeds = ",".join(site.vocabulary()[:2])
    report, items, log = crawl(shop, spider, {"url": site.search_url, "budget": "25", "seeds": seeds})
    records = [item for item in items if "key" in item]
    assert records, log
    assert site.coverage(records) > 0  # real records of the site
    assert len({r["key"] for r in records}) == len(records)
    stats = report["stats"]
    assert report["scheduler"] == "hiddenweb.schedulers.query.QueryScheduler"
    assert stats["hiddenweb/queries"] >= 1
    # The shop's own pipeline and middleware still run next to hiddenweb's.
    assert stats.get("shop/pipeline_records") == len(records), "the spider replaced the project's ITEM_PIPELINES"
    assert stats.get("shop/middleware_requests", 0) >= stats["hiddenweb/queries"]
    assert_own_modules(shop, report)
