"""``DNS_RESOLVER`` for crawls of a test web with host names (``build_web(hostnames=True)``).

Resolves the names listed in the JSON file ``HIDDENWEB_TEST_HOSTS`` (written by
:meth:`tests.web.Web.write_hosts`) to their loopback addresses; every other
name goes to Scrapy's own resolver. Only tests and benchmarks use it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from scrapy.resolver import CachingThreadedResolver
from twisted.internet import defer


class TestWebResolver(CachingThreadedResolver):
    hosts: dict[str, str] = {}

    @classmethod
    def from_crawler(cls, crawler: Any, reactor: Any) -> TestWebResolver:
        resolver = super().from_crawler(crawler, reactor)
        path = crawler.settings.get("HIDDENWEB_TEST_HOSTS")
        resolver.hosts = json.loads(Path(path).read_text(encoding="utf-8")) if path else {}
        return resolver

    def getHostByName(self, name: str, timeout: Any = ()) -> defer.Deferred:
        address = self.hosts.get(name.lower())
        if address is not None:
            return defer.succeed(address)
        return super().getHostByName(name, timeout)
