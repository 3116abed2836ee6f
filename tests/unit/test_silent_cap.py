"""A result cap the site never states (Fossil lists its 100 best matches): learnt from repeated maximal counts."""

from __future__ import annotations

from pathlib import Path

from hiddenweb.harvest.caps import SilentCap
from hiddenweb.harvest.loop import Harvest
from hiddenweb.querying.policies import make_policy
from hiddenweb.state import MemoryState


def test_the_largest_count_returned_again_is_the_cap():
    cap = SilentCap()
    assert [cap.capped(n, True) for n in (37, 100, 4)] == [False, False, False]
    assert cap.cap is None
    assert cap.capped(100, True) and cap.cap == 100
    assert not cap.capped(99, True) and cap.capped(100, True)
    # a larger answer later shows 100 was no cap
    assert not cap.capped(140, True) and cap.cap is None and not cap.capped(100, True)


def test_answers_cut_by_us_or_stated_whole_or_small_are_no_evidence():
    cap = SilentCap()
    assert not cap.capped(50, False) and not cap.capped(50, False) and cap.cap is None  # paging stopped early
    assert not cap.capped(50, True, reported_total=50) and not cap.capped(50, True, reported_total=50)
    small = SilentCap()  # a tiny database answers every query with all of itself
    assert not any(small.capped(6, True) for _ in range(5)) and small.cap is None


def _query(harvest: Harvest, term: str, n: int) -> dict:
    harvest.open.pop(term, None)
    keys = [f"{term}-{i}" for i in range(n)]
    harvest.page(term, keys, [{term} for _ in keys], [{"key": k} for k in keys], has_next=False)
    return harvest.end_query(term, "last_page")


def test_the_harvest_reports_queries_at_the_silent_cap_as_capped_and_the_policy_learns_it(tmp_path: Path):
    harvest = Harvest(MemoryState(tmp_path / "state.jsonl"), lambda bootstrap: make_policy("generic-frequency"))
    harvest.set_target({"url": "http://fossil.test/search", "keyword": "s"})
    reports = [_query(harvest, term, n) for term, n in (("alpha", 100), ("beta", 12), ("gamma", 100), ("delta", 3))]
    assert [r["capped"] for r in reports] == [False, False, True, False]
    assert harvest.policy.cap == 100
