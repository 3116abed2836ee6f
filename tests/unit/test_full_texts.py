"""Full texts where result pages show titles only (hiddenweb.harvest.fulltext, QueryPolicy.observe_full_text)."""

from __future__ import annotations

import pytest

from hiddenweb import meta
from hiddenweb.config import HarvestConfig
from hiddenweb.harvest import Harvest
from hiddenweb.harvest.fulltext import JUDGED_MIN, JUDGED_QUERIES, FullTextSample, shows_words
from hiddenweb.harvest.harvester import Harvester
from hiddenweb.harvest.loop import HarvestLimits
from hiddenweb.harvest.options import HarvestOptions
from hiddenweb.harvest.pages import record_data
from hiddenweb.items import Record
from hiddenweb.querying.base import MIN_FULL_TEXTS
from hiddenweb.querying.policies import make_policy
from hiddenweb.state import MemoryState
from tests.kit.stats import Stats

BASE = "http://wiki.example/"


def titles_only_policy():
    """100 records downloaded, each showing its own name only; 10 of them "libfoo"."""
    policy = make_policy("adaptive")
    for i in range(100):
        policy.observe_document({f"name{i}", "libfoo"} if i < 10 else {f"name{i}"})
    policy.mark_issued("perl")
    return policy


def test_a_word_of_the_full_texts_only_is_valued_at_their_share_of_the_database() -> None:
    policy = titles_only_policy()
    assert policy.select() == "libfoo"  # the titles' commonest word
    for _ in range(MIN_FULL_TEXTS - 1):
        policy.observe_full_text({"debian", "maintainers"})
    assert policy.select() == "libfoo" and policy.expected_new("debian") == 0  # too few texts to say
    policy.observe_full_text({"debian", "grammar"})
    assert policy.full_texts == MIN_FULL_TEXTS
    # "debian" in every text: the whole database matches it, the records not downloaded are new.
    size = policy.database_size()
    assert policy.expected_new("debian") == pytest.approx(size - 100)
    assert policy.expected_new("maintainers") == pytest.approx((size - 100) * 2 / 3)
    assert policy.expected_new("grammar") == 0  # held by one text only
    assert policy.select() == "debian"
    # A title word keeps its own evidence where it says more (its df among the records read).
    assert policy.expected_new("libfoo") > 0


def test_full_texts_come_from_the_crawl_state_in_any_order() -> None:
    a, b = titles_only_policy(), titles_only_policy()
    texts = [{"debian", "x"}, {"debian"}, {"y", "debian", "x"}]
    for text in texts:
        a.observe_full_text(text)
    for text in reversed(texts):
        b.observe_full_text(sorted(text))
    assert a.select() == b.select() == "debian"
    assert a.expected_new("x") == b.expected_new("x")
    with pytest.raises(TypeError):
        a.observe_full_text("debian")


def test_shows_words_takes_forms_of_one_stem() -> None:
    assert shows_words({"perl"}, {"libfoo", "perl"})
    assert shows_words({"book"}, {"books"}) and shows_words({"connections"}, {"connect"})
    assert not shows_words({"debian"}, {"libfoo", "perl"})
    assert not shows_words({"go"}, {"golang"})  # too short to be a stem


def harvest(state: MemoryState, budget: int = 300) -> Harvest:
    h = Harvest(state, lambda bootstrap: make_policy("adaptive"), HarvestLimits(budget=budget), namespace="h")
    h.set_target({"method": "GET", "url": BASE + "search?q={query}", "formdata": [], "keyword": "q"})
    return h


def record(i: int) -> Record:
    return Record(key=f"k{i}", url=BASE, query="", page=1, detail_url=f"{BASE}doku.php?id=p{i}")


def judge(sample: FullTextSample, term: str, words: list[set[str]]) -> None:
    sample.judge(term, 1, len(words), words.__getitem__)


def test_a_site_matching_what_its_records_do_not_show_gets_detail_pages_read_and_learnt() -> None:
    state = MemoryState()
    h = harvest(state, budget=300)
    sample = FullTextSample(h)
    assert sample.size == 9  # 3% of the budget
    for n in range(JUDGED_QUERIES):
        assert not sample.hidden and sample.pick([record(0)]) == set()
        judge(sample, f"word{n}", [{f"name{i}"} for i in range(JUDGED_MIN)])  # titles without the word
    assert sample.hidden
    picked = sample.pick([record(i) for i in range(30)])
    assert picked == {"k0", "k10", "k20"}  # spread over the page, a third of the sample
    assert sample.pick([Record(key="x", url=BASE, query="", page=1)]) == set()  # no detail link
    # Another worker, or the crawl resumed, shares the verdict and the count: 9 in all.
    again = FullTextSample(harvest(state, budget=300))
    assert again.hidden
    assert len(again.pick([record(i) for i in range(30, 60)]) | sample.pick([record(i) for i in range(60, 90)])) == 6
    assert sample.pick([record(i) for i in range(90, 120)]) == set()
    # Detail pages read: their words, the site's own left out, reach every worker's policy.
    sample.learn_site_words("Package Wiki Sitemap Backlinks nothing found")
    for text in ("Package Wiki libfoo debian Sitemap", "debian team", "debian perl Backlinks"):
        sample.read(text)
    later = harvest(state)
    assert later.policy.full_texts == 3
    assert later.policy.sample_df("debian") == 0 and later.policy.expected_new("debian") > 0
    assert later.policy.expected_new("sitemap") == 0


def test_records_that_show_the_searched_word_read_no_detail_page() -> None:
    h = harvest(MemoryState())
    sample = FullTextSample(h)
    for n in range(JUDGED_QUERIES + 2):
        judge(sample, f"word{n}", [{f"word{n}s", f"name{i}"} for i in range(10)])
    assert not sample.hidden and sample.pick([record(0)]) == set()
    judge(sample, "other", [{"name"}] * 50)  # decided: never judged again
    assert not sample.hidden
    # Plan queries (listings, page sizes) search no word and are not judged.
    fresh = FullTextSample(harvest(MemoryState()))
    for _ in range(5):
        judge(fresh, "plan:empty::", [{"name"}] * 50)
    assert fresh.harvest.counter("match_queries") == 0


def test_a_detail_page_feeds_the_policy_and_never_emits_a_record_recovered_while_it_waited() -> None:
    """A crawl resumed after its holds ran out emits the held records at its start; the detail pages its
    request queue still holds for some of them are read for their words, without emitting them again."""
    state = MemoryState()
    harvester = Harvester(state, Stats(), HarvestConfig(), HarvestOptions(start_targets=[(BASE, BASE)]))
    hid = next(iter(harvester.harvests))
    h = harvester.harvests[hid]
    h.set_target({"method": "GET", "url": BASE + "search?q={query}", "formdata": [], "keyword": "q"})
    held = [record_data(record(i)) for i in range(2)]
    h.page("perl", ["k0", "k1"], [{"perl"}, {"perl"}], held, lease=0.0)  # held, the lease run out at once
    recovered = list(harvester.recover_held())
    assert {item.key for item in recovered} == {"k0", "k1"}
    page = "<html><body><h1>p0</h1><p>debian maintainers</p></body></html>"
    assert harvester.detail_page({meta.HARVEST: hid}, held[0], BASE + "doku.php?id=p0", page) is None
    assert harvester.detail_failed(held[1]) is None
    assert harvester.stats.get_value("hiddenweb/detail_pages_of_recovered_records") == 1
    fresh = record_data(record(2))
    item = harvester.detail_page({meta.HARVEST: hid}, fresh, BASE + "doku.php?id=p2", page)
    assert item is not None and item.key == "k2" and "debian maintainers" in item.detail_text
    h.sync()
    assert h.policy.full_texts == 2  # both pages' words, recovered record or not
