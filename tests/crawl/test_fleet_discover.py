"""A ``discover`` fleet: workers share the frontier, the learned link model and per-site counters on Redis.

Two ``scrapy crawl discover`` processes with the same ``HIDDENWEB_REDIS_URL``
and prefix crawl the loopback test web (tests/web) with one page budget.
"""

from __future__ import annotations

import collections
import itertools
from pathlib import Path

from w3lib.url import canonicalize_url

from hiddenweb.discover.frontier import site_of
from tests.kit.crawl import finish_crawl, start_crawl
from tests.web import build_web, write_domains

_prefixes = itertools.count()


def test_discover_workers_share_frontier_model_and_site_counters(redis_url: str, tmp_path: Path) -> None:
    from hiddenweb.state.redis import RedisState

    write_domains()
    prefix = f"discover-fleet-{next(_prefixes)}"
    budget, site_pages = 240, 12
    with build_web(seed=11, net="127.0.6") as web:
        seeds = tmp_path / "seeds.txt"
        seeds.write_text("\n".join(web.seeds()) + "\n")
        args = {
            "seeds": seeds,
            "domain": web.domain_file("books"),
            "pages": budget,
            "learn_every": 2,
            "max_site_pages": site_pages,
            "page_items": 1,
        }
        settings = {"HIDDENWEB_REDIS_URL": redis_url, "HIDDENWEB_STATE_PREFIX": prefix}
        workers = [
            start_crawl("discover", tmp_path, args, settings, feed=tmp_path / f"worker-{i}.jsonl") for i in range(2)
        ]
        runs = [finish_crawl(*worker) for worker in workers]
        truth = web.form_pages("books")
        seed_sites = collections.Counter(site_of(url) for url in web.seeds())
    for run in runs:
        assert run.returncode == 0, run.log[-3000:]
    pages = [item for run in runs for item in run.items if "on_topic" in item]
    forms = [item for run in runs for item in run.items if "form_type" in item]
    # Both worked, on one budget, and no page was crawled twice.
    assert all(run.stats.get("hiddenweb/discover/pages", 0) > 0 for run in runs)
    assert len(pages) <= budget + len(runs)
    crawled = collections.Counter(canonicalize_url(page["url"]) for page in pages)
    assert [url for url, n in crawled.items() if n > 1] == []
    # One set of forms: none emitted twice, all relevant.
    assert forms and len({form["key"] for form in forms}) == len(forms)
    assert {form["url"] for form in forms} <= truth
    # Per-site page limits hold for the fleet, not per worker (seeds are not limited).
    per_site = collections.Counter(site_of(page["url"]) for page in pages)
    assert max(n - seed_sites[site] for site, n in per_site.items()) <= site_pages
    # One learned model: iterations counted once, and a worker picked up what the other learned.
    state = RedisState(redis_url, prefix=prefix)
    try:
        iterations = state.counter("discover/counters", "learning_iterations")
        assert iterations >= 2, (len(forms), len(pages), iterations)
        assert state.get("discover/link_model") is not None
    finally:
        state.close()
    assert sum(run.stats.get("hiddenweb/discover/models_picked_up", 0) for run in runs) >= 1, [
        run.log[-2000:] for run in runs
    ]
    assert sum(run.log.count("Learning iteration") for run in runs) == iterations
