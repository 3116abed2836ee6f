"""Dependent selects' options read in the browser, without Scrapy (issue 16): the requests and their state.

The crawl with real Chromium: ``tests/crawl/test_dependent_selects.py``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from hiddenweb import meta
from hiddenweb.config import HarvestConfig
from hiddenweb.harvest.harvester import Harvester
from hiddenweb.harvest.options import HarvestOptions
from hiddenweb.harvest.requests import RequestSpec
from hiddenweb.state.memory import MemoryState
from tests.sites.structured import MAKES, DependentCarSite

URL = "http://cars.example/find-a-car"


class _Stats:
    def __init__(self) -> None:
        self.values: Counter[str] = Counter()

    def get_value(self, key: str, default: Any = None) -> Any:
        return self.values.get(key, default)

    def set_value(self, key: str, value: Any) -> None:
        self.values[key] = value

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None:
        self.values[key] += count


def _harvester(state: MemoryState) -> Harvester:
    harvester = Harvester(state, _Stats(), HarvestConfig(), HarvestOptions(start_targets=[(URL, URL)]))
    harvester.layout_renders = lambda url: True
    return harvester


def _page(models: list[str]) -> str:
    options = "".join(f'<option value="{m}">{m}</option>' for m in models)
    form = (
        DependentCarSite()
        .search_form()
        .replace('<option value="">Any model</option>', '<option value="">Any model</option>' + options)
    )
    return f"<html><body>{form}</body></html>"


def _start(harvester: Harvester) -> list[RequestSpec]:
    (start,) = [r for r in harvester.start() if isinstance(r, RequestSpec)]
    return harvester.start_page(start.meta, URL, _page([]).encode(), "utf-8")


def test_one_browser_read_per_make_then_the_harvest_begins_with_the_models(caplog):
    caplog.set_level("INFO")
    harvester = _harvester(MemoryState())
    reads = _start(harvester)
    assert [r.kind for r in reads] == ["options"] * len(MAKES)
    assert "model's options are filled by a script after make; reading them in the browser" in caplog.text
    route = reads[0].meta[meta.ROUTE]
    assert [s["op"] for s in route["steps"]] == ["goto", "select"] and route["steps"][1]["value"] == "Audi"
    harvest = next(iter(harvester.harvests.values()))
    for request in reads:
        assert harvest.target is None
        models = list(MAKES[request.meta[meta.DEPENDENT]["value"]])
        harvester.options_page(request.meta, URL, _page(models))
    assert harvest.target is not None
    assert harvest.target["dependent"]["md"]["options"]["Ford"][1:] == [[m, m] for m in MAKES["Ford"]]
    stats = harvester.stats.values  # type: ignore[attr-defined]
    assert stats["hiddenweb/structured/dependent_reads"] == len(MAKES)
    assert stats["hiddenweb/structured/dependent_options_read"] == sum(len(m) for m in MAKES.values())


def test_a_resumed_crawl_reads_only_the_makes_not_logged():
    state = MemoryState()
    first = _harvester(state)
    reads = _start(first)
    for request in reads[:3]:
        first.options_page(request.meta, URL, _page(list(MAKES[request.meta[meta.DEPENDENT]["value"]])))
    again = _start(_harvester(state))  # the same crawl state, as after a JOBDIR resume or on another worker
    assert [r.meta[meta.DEPENDENT]["value"] for r in again] == list(MAKES)[3:]


def test_without_the_browser_no_read():
    harvester = _harvester(MemoryState())
    harvester.layout_renders = lambda url: False
    assert not any(r.kind == "options" for r in _start(harvester))
