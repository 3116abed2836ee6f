"""``scrapy crawl discover`` end to end on the loopback test web (tests/web)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.kit.crawl import run_crawl
from tests.web import build_web, write_domains


@pytest.fixture(scope="module")
def web():
    write_domains()
    with build_web(seed=7, net="127.0.4") as started:
        yield started


@pytest.fixture(scope="module")
def seeds(web, tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("seeds") / "seeds.txt"
    path.write_text("# directories, a PDF and a dead host\n" + "\n".join(web.seeds()) + "\n")
    return path


@pytest.fixture(scope="module")
def books_run(web, seeds, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("books")
    before = dict(web.hits)
    # One request at a time: the order of pages (and so what 480 pages find) does not depend on timing.
    run = run_crawl(
        "discover",
        tmp,
        {
            "seeds": seeds,
            "domain": web.domain_file("books"),
            "pages": 480,
            "learn_every": 3,
            "max_site_pages": 40,
            "save_model": tmp / "links.json",
        },
        {"CONCURRENT_REQUESTS": "1"},
    )
    run.hits = {k: v - before.get(k, 0) for k, v in web.hits.items()}  # type: ignore[attr-defined]
    run.model_path = tmp / "links.json"  # type: ignore[attr-defined]
    return run


def test_finds_relevant_search_forms_only(web, books_run):
    assert books_run.returncode == 0, books_run.log[-3000:]
    items = books_run.items
    truth = web.form_pages("books")
    assert len(items) >= 6
    assert {i["url"] for i in items} <= truth
    for item in items:
        assert item["form_type"] == "search" and item["searchable"] >= 0.5
        assert item["template"]["keyword"] == "q"
        assert "{query}" in item["template"]["url"] or item["template"]["method"] == "POST"
        assert item["form"]["fields"]
    # Distinct forms only.
    assert len({i["key"] for i in items}) == len(items)
    assert books_run.stats["hiddenweb/forms_relevant"] == len(items)


def test_co_located_forms_of_a_neighbouring_domain_are_rejected(web, books_run):
    portal = web.url(web.site("Books and Films Portal"), "/search")
    assert books_run.hits.get(("Books and Films Portal", "/search"))
    actions = [i["form"]["action"] for i in books_run.items if i["url"] == portal]
    assert actions and all(a.endswith("/results/books") for a in actions)
    assert books_run.stats.get("hiddenweb/discover/forms_off_domain", 0) >= 1


def test_login_and_newsletter_forms_are_not_searchable(books_run):
    stats = books_run.stats
    assert stats.get("hiddenweb/discover/forms_type/login", 0) > 0
    assert stats.get("hiddenweb/discover/forms_type/mailing_list", 0) > 0


def test_online_learning_iterations_and_features_logged(books_run):
    assert books_run.stats["hiddenweb/discover/learning_iterations"] >= 1
    assert "Selected features, iteration 1: anchor:" in books_run.log
    assert books_run.stats["hiddenweb/discover/harvest_rate_per_1000"] > 0
    model = json.loads(books_run.model_path.read_text())
    assert model["features"]["terms"]["anchor"]


def test_traps_bad_seeds_and_robots(web, books_run):
    stats, hits = books_run.stats, books_run.hits
    assert hits.get(("Private Books", "/private/search"), 0) == 0  # robots.txt Disallow
    farm = sum(v for (site, path), v in hits.items() if site == "Mega Deals Farm" and path != "/robots.txt")
    assert farm <= 40  # per-site page limit
    calendar = sum(v for (site, path), v in hits.items() if site == "Book Club Calendar" and path == "/calendar")
    assert calendar <= 4  # near-duplicate pages: links not followed
    assert stats.get("hiddenweb/discover/bad_seeds") == 1  # the dead host
    assert stats.get("hiddenweb/discover/not_html") == 1  # the PDF
    assert books_run.log.count("is not an HTML page") == 1
    assert stats["hiddenweb/discover/pages"] <= 480


def test_offline_mode_uses_the_saved_link_model(web, seeds, books_run, tmp_path):
    run = run_crawl(
        "discover",
        tmp_path,
        {
            "seeds": seeds,
            "domain": web.domain_file("books"),
            "pages": 120,
            "mode": "offline",
            "link_model": books_run.model_path,
        },
    )
    assert run.returncode == 0
    assert run.stats.get("hiddenweb/discover/learning_iterations", 0) == 0
    assert run.items and {i["url"] for i in run.items} <= web.form_pages("books")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ({"mode": "psychic"}, "-a mode='psychic'"),
        ({"mode": "offline", "link_model": "/no/such/links.json"}, "-a link_model='/no/such/links.json'"),
        ({"pages": "many"}, "-a pages='many'"),
        ({"seeds": "ftp://nowhere"}, "is not an http(s) URL"),
        ({"domain": "/no/such/domain.json"}, "-a domain="),
    ],
)
def test_bad_arguments_close_cleanly(web, seeds, tmp_path, args, message):
    run = run_crawl("discover", tmp_path, {"seeds": seeds, "domain": web.domain_file("books"), **args}, timeout=60)
    assert run.reason == "bad_arguments"
    assert run.log.count("Bad argument") == 1 and message in run.log
    assert run.items == []


def test_resume_with_jobdir_keeps_model_and_frontier(web, seeds, tmp_path):
    args = {"seeds": seeds, "domain": web.domain_file("books"), "learn_every": 2}
    settings = {"JOBDIR": str(tmp_path / "job")}
    first = run_crawl("discover", tmp_path, {**args, "pages": 150}, settings, feed=tmp_path / "a.jsonl")
    assert first.returncode == 0
    iterations = first.stats["hiddenweb/discover/learning_iterations"]
    assert iterations >= 1
    second = run_crawl("discover", tmp_path, {**args, "pages": 260}, settings, feed=tmp_path / "b.jsonl")
    assert "Resuming discover with" in second.log
    assert f"{iterations} learning iterations" in second.log.split("Resuming discover with", 1)[1].splitlines()[0]
    # The second run continues: it crawls only the rest of the budget and emits no form twice.
    assert second.stats["hiddenweb/discover/pages"] <= 260
    assert not {i["key"] for i in first.items} & {i["key"] for i in second.items}


def test_generated_webs_are_deterministic_per_seed_and_forms_hide_behind_paths():
    """The benchmark's webs: the same seed gives the same web, another seed another one;
    every ground-truth form page is served, 1–3 links from its site's home page."""
    import urllib.request

    a, b, c = (
        build_web(seed=s, scale=2, net=n, hostnames=True)
        for s, n in ((11, "127.0.8"), (11, "127.0.9"), (12, "127.0.10"))
    )
    shape = lambda w: [(s.name, s.host, s.kind, tuple(s.path), s.item_pattern, tuple(s.out_links)) for s in w.sites]  # noqa: E731
    assert shape(a) == shape(b) and shape(a) != shape(c)
    assert len(a.hosts()) > 100 and len(set(a.hosts().values())) == len(a.hosts())
    anchors = {s.path[-1][0] for s in a.sites if s.kind == "topic"}
    assert len(anchors) >= 8  # no single magic word
    with a:
        books = [s for s in a.sites if s.kind == "topic" and s.topic == "books"]
        for site in books[:6]:
            ip_base = f"http://{site.ip}:{site.port}"
            html = urllib.request.urlopen(ip_base + "/").read().decode()
            assert f"href='{site.path[0][1]}'" in html or not site.nav_everywhere
            for i, (_, path) in enumerate(site.path):
                page = urllib.request.urlopen(ip_base + path).read().decode()
                if i + 1 < len(site.path):
                    assert f"href='{site.path[i + 1][1]}'" in page
                else:
                    assert "class='search-books'" in page
            item = urllib.request.urlopen(ip_base + site.item_url(3)).read().decode()
            assert "<form" not in item.split("</h1>", 1)[1].split("class='footer'")[0]  # item pages hold no form
        assert a.url(books[0], books[0].path[-1][1]) in a.form_pages("books")


def test_the_discover_spider_is_what_its_scheduler_needs():
    """The spider↔scheduler contract is a Protocol both sides name, not getattr."""
    import scrapy

    from hiddenweb.schedulers.frontier import FrontierSpider
    from hiddenweb.spiders.discover import DiscoverSpider

    assert isinstance(DiscoverSpider(), FrontierSpider)
    assert not isinstance(scrapy.Spider(name="plain"), FrontierSpider)
