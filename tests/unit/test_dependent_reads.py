"""Dependent selects' options read in the browser, without Scrapy (issue 16): the requests and their state.

The crawl with real Chromium: ``tests/crawl/test_dependent_selects.py``.
"""

from __future__ import annotations

from hiddenweb import meta
from hiddenweb.config import HarvestConfig
from hiddenweb.harvest.harvester import Harvester
from hiddenweb.harvest.loop import HarvestLimits
from hiddenweb.harvest.options import HarvestOptions
from hiddenweb.harvest.requests import RequestSpec
from hiddenweb.harvest.structured import StructuredPlanner
from hiddenweb.state.memory import MemoryState
from tests.kit.stats import Stats
from tests.sites.dependent import CHAIN, ChainCarSite, LoadedCarSite
from tests.sites.structured import MAKES, DependentCarSite

URL = "http://cars.example/find-a-car"


def _harvester(state: MemoryState) -> Harvester:
    harvester = Harvester(state, Stats(), HarvestConfig(), HarvestOptions(start_targets=[(URL, URL)]))
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


def _value(request: RequestSpec) -> str:
    """The value a read chooses last."""
    return request.meta[meta.DEPENDENT]["path"][-1][1]


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
        models = list(MAKES[_value(request)])
        harvester.options_page(request.meta, URL, _page(models))
    assert harvest.target is not None
    under = dict((tuple(path), options) for path, options in harvest.target["dependent"]["md"]["under"])
    assert under[("Ford",)][1:] == [[m, m] for m in MAKES["Ford"]]
    stats = harvester.stats
    assert stats.get_value("hiddenweb/structured/dependent_reads") == len(MAKES)
    assert stats.get_value("hiddenweb/structured/dependent_options_read") == sum(len(m) for m in MAKES.values())


def test_a_resumed_crawl_reads_only_the_makes_not_logged():
    state = MemoryState()
    first = _harvester(state)
    reads = _start(first)
    for request in reads[:3]:
        first.options_page(request.meta, URL, _page(list(MAKES[_value(request)])))
    again = _start(_harvester(state))  # the same crawl state, as after a JOBDIR resume or on another worker
    assert [_value(r) for r in again] == list(MAKES)[3:]


def test_without_the_browser_no_read():
    harvester = _harvester(MemoryState())
    harvester.layout_renders = lambda url: False
    assert not any(r.kind == "options" for r in _start(harvester))


# -- a chain (make → model → trim) and a select filled on load ------------------------------------------
def _chain_page(path: list[list[str]]) -> str:
    """The chain site's form as the browser shows it once ``path``'s values are chosen."""
    chosen = dict(path)
    form = ChainCarSite().search_form()
    models = list(CHAIN.get(chosen.get("mk", ""), {}))
    trims = list(CHAIN.get(chosen.get("mk", ""), {}).get(chosen.get("md", ""), ()))
    for any_label, values in (("Any model", models), ("Any trim", trims)):
        options = "".join(f'<option value="{v}">{v}</option>' for v in values)
        form = form.replace(f'<option value="">{any_label}</option>', f'<option value="">{any_label}</option>{options}')
    return f"<html><body>{form}</body></html>"


def _answer_all(harvester: Harvester, reads: list[RequestSpec], page=_chain_page) -> list[list[list[str]]]:
    """Answer the reads, and the reads they lead to, until none is left; the paths read, in order."""
    paths = []
    while reads:
        request = reads.pop(0)
        paths.append(request.meta[meta.DEPENDENT]["path"])
        reads += [r for r in harvester.options_page(request.meta, URL, page(paths[-1])) if r.kind == "options"]
    return paths


def test_a_chain_is_read_level_by_level_then_the_trims_are_planned_under_make_and_model(caplog):
    caplog.set_level("INFO")
    harvester = _harvester(MemoryState())
    (start,) = [r for r in harvester.start() if isinstance(r, RequestSpec)]
    reads = harvester.start_page(start.meta, URL, _chain_page([]).encode(), "utf-8")
    assert [_value(r) for r in reads] == list(CHAIN)  # level 1: the makes
    steps = reads[0].meta[meta.ROUTE]["steps"]
    paths = _answer_all(harvester, reads)
    models = [(mk, md) for mk in CHAIN for md in CHAIN[mk]]
    assert [tuple(v for _, v in p) for p in paths[len(CHAIN) :]] == models  # level 2: each make's models
    assert [s["op"] for s in steps] == ["goto", "select"]
    assert "trim's options are filled by a script after model; reading them in the browser" in caplog.text
    harvest = next(iter(harvester.harvests.values()))
    assert harvest.target is not None
    planner = StructuredPlanner(harvest.target)
    assert [v for v, _ in planner.by_name["tr"].values_under({"mk": "Kia", "md": "Ceed"})] == list(CHAIN["Kia"]["Ceed"])
    assert harvester.stats.get_value("hiddenweb/structured/dependent_reads") == len(CHAIN) + len(models)


def test_the_reads_stay_within_their_limit():
    budgeted = Harvester(
        MemoryState(),
        Stats(),
        HarvestConfig(),
        HarvestOptions(start_targets=[(URL, URL)], limits=HarvestLimits(budget=40)),
    )
    budgeted.layout_renders = lambda url: True
    (start,) = [r for r in budgeted.start() if isinstance(r, RequestSpec)]
    paths = _answer_all(budgeted, budgeted.start_page(start.meta, URL, _chain_page([]).encode(), "utf-8"))
    assert len(paths) == 10  # a quarter of the budget: the makes, then the first models' trims
    harvest = next(iter(budgeted.harvests.values()))
    trims = StructuredPlanner(harvest.target).by_name["tr"]
    assert (
        trims.values_under({"mk": "Audi", "md": "A3"}) and trims.values_under({"mk": "Toyota", "md": "Yaris"}) is None
    )


def _loaded_page(path: list[list[str]]) -> str:
    options = "".join(f'<option value="{m}">{m}</option>' for m in MAKES)
    form = (
        LoadedCarSite()
        .search_form()
        .replace('<option value="">— choose —</option>', '<option value="">— choose —</option>' + options)
    )
    return f"<html><body>{form}</body></html>"


def test_a_select_filled_on_load_is_read_once_then_enumerated_like_a_plain_select(caplog):
    caplog.set_level("INFO")
    harvester = _harvester(MemoryState())
    (start,) = [r for r in harvester.start() if isinstance(r, RequestSpec)]
    empty = f"<html><body>{LoadedCarSite().search_form()}</body></html>"
    reads = harvester.start_page(start.meta, URL, empty.encode(), "utf-8")
    assert len(reads) == 1 and reads[0].meta[meta.DEPENDENT]["path"] == [] and reads[0].meta[meta.RENDER]
    assert "filled by a script on load" in caplog.text
    assert _answer_all(harvester, reads, _loaded_page) == [[]]
    harvest = next(iter(harvester.harvests.values()))
    planner = StructuredPlanner(harvest.target)
    make = planner.by_name["mk"]
    assert make.required and not make.parent and [v for v, _ in make.values] == list(MAKES)
    assert "dependent" not in harvest.target


def test_a_select_filled_before_its_parent_is_chosen_is_not_read_under_it():
    """The trim select shows options under each make already: it is the model's sibling, no level 2."""

    def sibling_page(path: list[list[str]]) -> str:  # trims listed under the make alone (same for every model)
        chosen = dict(path)
        html = _chain_page(path)
        trims = sorted({t for ts in CHAIN.get(chosen.get("mk", ""), {}).values() for t in ts})
        options = "".join(f'<option value="{t}">{t}</option>' for t in trims)
        return html.replace('<option value="">Any trim</option>', '<option value="">Any trim</option>' + options)

    harvester = _harvester(MemoryState())
    (start,) = [r for r in harvester.start() if isinstance(r, RequestSpec)]
    reads = harvester.start_page(start.meta, URL, _chain_page([]).encode(), "utf-8")
    assert len(_answer_all(harvester, reads, sibling_page)) == len(CHAIN)  # no read under a model
    target = next(iter(harvester.harvests.values())).target
    assert target["dependent"]["tr"]["parents"] == ["mk"]


def test_reads_logged_by_the_first_version_are_read_as_the_first_level():
    state = MemoryState()
    harvester = _harvester(state)
    hid = next(iter(harvester.harvests))
    harvest = harvester.harvests[hid]
    state.append(harvest.DEPENDENT, [{"value": m, "options": [[x, x] for x in ms]} for m, ms in MAKES.items()])
    assert _start(harvester) == []  # nothing to read: the harvest begins (its probes: none without a keyword box)
    under = harvest.target["dependent"]["md"]["under"]
    assert [path for path, _ in under] == [[m] for m in MAKES]
