"""A harvest posts to none of a dozen state-changing forms, and stops after one probe of a POST form that
answers like a contact form (issue #12, defect 1)."""

from __future__ import annotations

from pathlib import Path

from tests.kit.crawl import run_crawl
from tests.sites.hostile_forms import HostileFormsSite


def test_harvest_submits_none_of_a_dozen_state_changing_forms(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(HostileFormsSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url + "forms", "budget": 60})
    assert run.reason == "finished_no_search_form", run.log[-3000:]
    assert site.hits.of_kind("danger") == 0
    for kind in ("login", "newsletter", "contact", "register"):
        assert site.hits[f"POST {kind}"] == 0
    assert "Traceback" not in run.log


def test_a_post_form_that_answers_like_a_contact_form_gets_one_probe(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(HostileFormsSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url + "lookup", "budget": 60})
    assert run.reason == "finished_not_a_search_form", run.log[-3000:]
    assert site.hits.of_kind("lookup_send") == 1
    assert run.stats.get("hiddenweb/forms_unverified") == 1
    assert not run.records
