"""``discover`` hands the forms it finds to idle ``harvest -a forms=redis://…`` workers.

A real ``redis-server`` carries the form queue; ``discover`` and two harvest
workers run as separate ``scrapy crawl`` processes against record sites on
distinct loopback hosts.
"""

from __future__ import annotations

import collections
import itertools
from pathlib import Path

import pytest

from tests.kit.crawl import finish_crawl, run_crawl, start_crawl

_queues = itertools.count()


@pytest.fixture
def queue_url(redis_url: str) -> str:
    return f"{redis_url}#handoff-{next(_queues)}"


def test_discover_hands_its_forms_to_idle_harvest_workers(queue_url: str, fresh_site, tmp_path: Path) -> None:
    from hiddenweb.handoff import FormQueue

    sites = [fresh_site(name) for name in ("capped", "get_filters", "post_form")]
    # The workers start first: they wait for forms while discover runs, and close after it.
    seeds = ",".join(word for site in sites for word in site.vocabulary()[:2])
    workers = [
        start_crawl(
            "harvest",
            tmp_path,
            {"forms": queue_url, "budget": 25, "seeds": seeds},
            {"HIDDENWEB_FORMS_QUEUE_WAIT": 60},
            feed=tmp_path / f"worker-{i}.jsonl",
        )
        for i in range(2)
    ]
    discover = run_crawl(
        "discover",
        tmp_path,
        {"seeds": ",".join(site.search_url for site in sites), "soft_focus": 1, "pages": 40},
        {"HIDDENWEB_FORMS_QUEUE": queue_url},
        feed=tmp_path / "forms.jsonl",
    )
    runs = [finish_crawl(*worker, timeout=180) for worker in workers]
    assert discover.returncode == 0, discover.log[-3000:]
    offered = [form for form in discover.items if form.get("template")]
    assert len(offered) == len(sites), [form["url"] for form in discover.items]
    assert discover.stats.get("hiddenweb/discover/forms_offered") == len(sites)
    for run in runs:
        assert run.returncode == 0, run.log[-3000:]
        assert run.stats.get("finish_reason", "").startswith("finished"), run.log[-3000:]
        # The spider's own pipelines survive `scrapy crawl` merging the project settings in.
        assert "RecordValidationPipeline" in run.log.split("Enabled item pipelines:", 1)[1][:400]
    # Every form was harvested, by exactly one worker.
    assert sum(run.stats.get("hiddenweb/forms_queue/taken", 0) for run in runs) == len(sites)
    for site in sites:
        found_by = [i for i, run in enumerate(runs) if site.coverage(run.records) > 0]
        assert len(found_by) == 1, (site.search_url, found_by)
    keys = [record["key"] for run in runs for record in run.records]
    assert [k for k, n in collections.Counter(keys).items() if n > 1] == []
    queue = FormQueue(queue_url)
    try:
        assert queue.pending() == 0 and queue.producers() == 0
    finally:
        queue.close()


def test_a_worker_without_forms_or_producers_closes(queue_url: str, tmp_path: Path) -> None:
    run = run_crawl("harvest", tmp_path, {"forms": queue_url}, {"HIDDENWEB_FORMS_QUEUE_WAIT": 0})
    assert run.returncode == 0, run.log[-3000:]
    assert run.stats.get("finish_reason") == "finished", run.log[-3000:]
    assert run.items == []


def test_an_unreachable_form_queue_is_a_bad_argument(tmp_path: Path) -> None:
    run = run_crawl("harvest", tmp_path, {"forms": "redis://127.0.0.1:1/0#forms"})
    assert run.stats.get("finish_reason") == "bad_arguments", run.log[-3000:]
    assert "cannot reach the Redis server" in run.log
    assert "Traceback" not in run.log


def test_discover_with_an_unreachable_form_queue_closes_cleanly(tmp_path: Path) -> None:
    run = run_crawl(
        "discover", tmp_path, {"seeds": "http://127.0.0.1:1/"}, {"HIDDENWEB_FORMS_QUEUE": "redis://127.0.0.1:1/0#forms"}
    )
    assert run.stats.get("finish_reason") == "bad_arguments", run.log[-3000:]
    assert "HIDDENWEB_FORMS_QUEUE: cannot reach the Redis server" in run.log
    assert "Traceback" not in run.log
