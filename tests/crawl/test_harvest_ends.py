"""Every way a harvest ends has a reason: cookie checks work, unsendable requests are said (issue #12, defect 5)."""

from __future__ import annotations

from pathlib import Path

from tests.kit import Request, Response
from tests.kit.crawl import run_crawl
from tests.sites import CappedSite
from tests.sites.broken import NoFormSite, _SmallBookSite


class CookieCheckSite(CappedSite):
    """Every page without the cookie sets it and redirects back to the same URL (a common bot check)."""

    def handle(self, request: Request) -> Response:
        if request.path != "/robots.txt" and request.cookies.get("checked") != "1":
            target = request.path + (f"?{request.query}" if request.query else "")
            response = Response.redirect(target)
            response.headers.append(("Set-Cookie", "checked=1; Path=/"))
            self.hits.hit("GET cookie_check")
            return response
        return super().handle(request)


class HugeGetFormSite(NoFormSite):
    """The search form is a GET form with 2,000 inputs: every query URL is longer than Scrapy allows."""

    def search_page(self, request: Request) -> Response:
        many = "".join(f'<input type="hidden" name="opt{n}" value="value-{n}">' for n in range(2000))
        return self.page(
            "Search",
            f"""<h1>Search</h1><form role="search" method="get" action="/results">
<input type="search" name="q">{many}<button>Search</button></form>""",
            body_class="search",
        )


def test_a_cookie_check_redirect_to_the_same_url_is_followed(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(CookieCheckSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url, "queries": 3})
    assert site.hits["GET cookie_check"] >= 1
    assert run.reason == "finished_max_queries", run.log[-3000:]
    assert run.records


def test_a_form_whose_queries_are_too_long_to_send_says_so(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(HugeGetFormSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url + "search", "budget": 20})
    assert run.reason == "finished_url_too_long", run.log[-3000:]
    assert run.log.count("Cannot harvest") == 1 and "URLLENGTH_LIMIT" in run.log
    assert "Traceback" not in run.log


class BrokenEverywhereSite(_SmallBookSite):
    """Every page, robots.txt included, answers HTTP 500."""

    def handle(self, request: Request) -> Response:
        self.hits.hit("GET error")
        return Response.html("<html><body><h1>Internal Server Error</h1></body></html>", 500)


class RobotsForbidSearchSite(CappedSite):
    """robots.txt disallows the search page."""

    def robots(self, request: Request) -> Response:
        return Response.text("User-agent: *\nDisallow: /search\n")


def test_a_pdf_or_json_start_page_is_not_html(wrong_type_site, tmp_path: Path) -> None:
    for n, path in enumerate(("search", "api/search?q=history")):
        run = run_crawl("harvest", tmp_path / str(n), {"url": wrong_type_site.url + path, "budget": 10})
        assert run.reason == "finished_not_html", run.log[-3000:]


def test_errors_everywhere_are_site_errors(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(BrokenEverywhereSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 10}, {"RETRY_TIMES": "0"})
    assert run.reason == "finished_site_errors", run.log[-3000:]


def test_a_search_page_robots_txt_forbids_says_so(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(RobotsForbidSearchSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url + "search?q=x", "budget": 10})
    assert run.reason == "finished_robots_disallowed", run.log[-3000:]
    assert run.log.count("Cannot harvest") == 1 and "robots.txt" in run.log
    assert site.hits.of_kind("results") == 0


class WrongCharsetSite(CappedSite):
    """Result pages say UTF-8 but carry Latin-1 bytes."""

    def results(self, request: Request) -> Response:
        response = super().results(request)
        response.body = response.body.replace(b"</body>", b"<p>Caf\xe9 cr\xe8me</p></body>")
        return response


def test_pages_decoded_with_replacements_are_counted(fresh_site, tmp_path: Path) -> None:
    site = fresh_site(WrongCharsetSite)
    run = run_crawl("harvest", tmp_path, {"url": site.url, "queries": 4})  # the empty query and "*" first
    assert run.stats.get("hiddenweb/pages_decoded_with_replacements", 0) >= 2, run.log[-3000:]
    assert run.log.count("did not decode as") == 1
    assert run.records


def test_a_query_the_budget_cuts_off_is_reported(fresh_site, tmp_path: Path) -> None:
    """The budget runs out while a query still has pages: the query's report says so."""
    site = fresh_site(CappedSite)
    # 3 requests find the form and the empty page, 2 the empty query and "*": the terms get the rest
    run = run_crawl("harvest", tmp_path, {"url": site.url, "budget": 9})
    assert run.reason == "finished_budget_exhausted", run.log[-3000:]
    assert run.queries, run.log[-3000:]
    assert run.queries[-1]["stop_reason"] == "budget_exhausted"
    assert len({query["term"] for query in run.queries}) == len(run.queries)
    assert "Traceback" not in run.log
