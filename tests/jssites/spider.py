"""A small generic spider for the middleware tests (run with ``scrapy runspider``).

It knows nothing about JavaScript: it follows same-site links (including
the ones the rendering middleware appends for captured navigations),
submits every search-looking form with each query, and yields every
``.record[data-id]`` element as an item. Forms that a script submits are
handed to the browser with ``meta["hiddenweb_form"]``.

Arguments: ``urls`` (comma-separated), ``queries`` (comma-separated),
``stats_file`` (JSON dump of the stats at the end), ``max_pages``,
``kill_browser_after`` (SIGKILL the browser after that many responses, to
test recovery from a crash).
"""

from __future__ import annotations

import json
import os
import signal
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import scrapy
from scrapy.http import FormRequest, Request, Response, TextResponse

from hiddenweb.rendering.processes import descendants


def _script_submitted(form: Any) -> bool:
    action = (form.attrib.get("action") or "").strip().lower()
    return action in ("", "#") or action.startswith("javascript:") or bool(form.attrib.get("onsubmit"))


class ProbeSpider(scrapy.Spider):
    name = "probe"
    custom_settings: dict[str, Any] = {}

    def __init__(
        self,
        urls: str = "",
        queries: str = "",
        stats_file: str = "",
        max_pages: str = "400",
        kill_browser_after: str = "0",
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.urls = [u for u in urls.split(",") if u]
        self.queries = [q for q in queries.split(",") if q]
        self.stats_file = stats_file
        self.max_pages = int(max_pages)
        self.kill_after = int(kill_browser_after)
        self.pages = 0
        self.forms_done: set[tuple[str, int]] = set()
        self.killed = False

    async def start(self) -> Any:
        for url in self.urls:
            yield Request(url)

    def parse(self, response: Response) -> Iterator[Any]:
        self.pages += 1
        if self.kill_after and self.pages >= self.kill_after and not self.killed:
            self.killed = True
            self._kill_browser()
        if not isinstance(response, TextResponse):
            return
        for rec in response.css(".record[data-id]"):
            yield {
                "site": urlsplit(response.url).netloc,
                "id": rec.attrib["data-id"],
                "title": rec.css(".title::text").get(),
                "author": rec.css(".author::text").get(),
                "url": response.url,
            }
        if self.pages >= self.max_pages:
            return
        host = urlsplit(response.url).netloc
        for href in response.css("a::attr(href)").getall():
            url = response.urljoin(href)
            if urlsplit(url).netloc == host and not url.endswith(("/register", "/logout")):
                yield Request(url)
        for i, form in enumerate(response.css("form")):
            if form.css("input[type=password]"):
                continue  # never our business without credentials (the middleware logs in)
            box = form.css("input:not([type]), input[type=text], input[type=search]")
            if not box or not self.queries:
                continue
            key = (response.url.split("?")[0], i)
            if key in self.forms_done:
                continue
            self.forms_done.add(key)
            name = box[0].attrib.get("name") or box[0].attrib.get("id")
            for q in self.queries:
                if _script_submitted(form) or "playwright" in response.flags:
                    yield Request(
                        response.url, dont_filter=True, meta={"hiddenweb_form": {"index": i, "values": {name: q}}}
                    )
                else:
                    yield FormRequest.from_response(response, formnumber=i, formdata={name: q}, dont_filter=True)

    def _kill_browser(self) -> None:
        """SIGKILL the Chromium processes this crawl started (descendants of this process)."""
        me = os.getpid()
        children: dict[int, list[int]] = {}
        names: dict[int, str] = {}
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                stat = Path(f"/proc/{pid}/stat").read_text()
                names[int(pid)] = stat[stat.index("(") + 1 : stat.rindex(")")]
                children.setdefault(int(stat[stat.rindex(")") + 2 :].split()[1]), []).append(int(pid))
            except OSError:
                continue
        stack, victims = list(children.get(me, [])), []
        while stack:
            pid = stack.pop()
            stack.extend(children.get(pid, []))
            if "chrom" in names.get(pid, ""):
                victims.append(pid)
        for pid in victims:
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        self.logger.info("killed %d browser processes", len(victims))

    def closed(self, reason: str) -> None:
        if self.stats_file:
            raw = self.crawler.stats.get_stats()
            stats = {k: (v.isoformat() if hasattr(v, "isoformat") else v) for k, v in raw.items()}
            # the processes this crawl started (a Playwright driver is ``node``), still alive at the close
            stats["test/child_processes"] = sorted(p.name for p in descendants() or [])
            if raw.get("start_time"):
                import datetime

                stats["elapsed_seconds"] = (datetime.datetime.now(datetime.UTC) - raw["start_time"]).total_seconds()
            with open(self.stats_file, "w") as fh:
                json.dump(stats, fh, default=str)
