"""Shape 2: a job board with a POST search form, table results and a "More results" button.

The form at ``/jobs/search`` POSTs (urlencoded) to ``/jobs/results``; the
results are a ``<table>`` with a ``<th>`` header row; the next page is reached
only through a small form (POST, hidden ``offset`` and the search fields) whose
submit button reads "More results".  A GET on the results URL redirects to
the search page, as many such sites do.
"""

from __future__ import annotations

from collections.abc import Mapping

from tests.kit import Request, Response, Route, esc
from tests.sites.base import RecordSite, fmt_int
from tests.sites.data import CITIES, JOB_FAMILIES, JOB_TYPES, make_jobs


class PostFormSite(RecordSite):
    name = "post_form"
    site_title = "CareerHarbour"
    tagline = "Find your next job"
    id_field = "ref"
    search_fields = ("title", "company", "location", "category", "description")
    keyword_field = "keywords"
    detail_prefix = "/job/"
    search_path = "/jobs/search"

    def __init__(self, *, n_records: int = 300, seed: int = 2, page_size: int = 20) -> None:
        super().__init__(make_jobs(n_records, seed))
        self.page_size = page_size

    def select(self, query: str, filters: Mapping[str, str]) -> list[dict]:
        """``filters``: category, location, type; results newest first."""
        found = self.matching(query)
        out = [
            r for r in found if all(not filters.get(k) or r[k] == filters[k] for k in ("category", "location", "type"))
        ]
        out.sort(key=lambda r: (r["posted"], r["id"]), reverse=True)
        return out

    def site_routes(self) -> list[Route]:
        return [
            Route(r"/", "home", self.home),
            Route(r"/jobs/search", "search", self.search_page),
            Route(r"/jobs/results", "results", self.results, ("GET", "HEAD", "POST")),
            Route(r"/job/[^/]+", "detail", self.detail),
        ]

    def home(self, request: Request) -> Response:
        cats = "".join(f"<li>{esc(c)}</li>" for c in JOB_FAMILIES)
        return self.page(
            "Jobs",
            f"""<h1>{fmt_int(len(self.records))} jobs waiting for you</h1>
<p><a href="{self.search_path}">Search jobs</a> by keyword, sector and location.</p>
<section><h2>Sectors</h2><ul>{cats}</ul></section>{self.home_common()}""",
            body_class="home",
        )

    def search_form(self) -> str:
        cats = "".join(f'<option value="{esc(c)}">{esc(c)}</option>' for c in JOB_FAMILIES)
        locs = "".join(f'<option value="{esc(c)}">{esc(c)}</option>' for c in CITIES)
        types = "".join(
            f'<input type="radio" name="type" id="t{i}" value="{t}"><label for="t{i}">{t}</label>'
            for i, t in enumerate(JOB_TYPES)
        )
        return f"""<form id="job-search" name="jobsearch" method="post" action="/jobs/results">
<label for="keywords">Job title, skills or company</label>
<input type="text" id="keywords" name="keywords" size="36">
<label for="category">Sector</label><select id="category" name="category"><option value="">All sectors</option>{cats}</select>
<label for="location">Location</label><select id="location" name="location"><option value="">Anywhere</option>{locs}</select>
<fieldset><legend>Contract type</legend><input type="radio" name="type" id="tany" value="any" checked><label for="tany">Any</label>{types}</fieldset>
<input type="hidden" name="form_id" value="job_search_v3"><input type="submit" value="Find jobs"></form>"""

    def search_page(self, request: Request) -> Response:
        return self.page("Search jobs", f"<h1>Search jobs</h1>{self.search_form()}", body_class="search")

    def results(self, request: Request) -> Response:
        if request.method != "POST":
            return Response.redirect(self.search_path)
        kw = request.arg("keywords")
        filters = {k: request.arg(k) for k in ("category", "location", "type")}
        if filters["type"] not in JOB_TYPES:
            filters["type"] = ""  # "any", or a value we do not know
        if not kw.strip():
            return self.page(
                "Search jobs",
                f"""<h1>Search jobs</h1><p class="error">Please enter a job title,
skill or company name.</p>{self.search_form()}""",
                body_class="search",
            )
        found = self.select(kw, filters)
        try:
            offset = max(0, int(request.arg("offset", "0")))
        except ValueError:
            offset = 0
        if not found:
            return self.page(
                "No jobs found",
                f"""<h1>0 jobs found</h1><p>We couldn't find any jobs matching
<em>{esc(kw)}</em>. Try a broader search.</p>{self.search_form()}""",
                body_class="results empty",
            )
        shown = found[offset : offset + self.page_size]
        rows = "".join(
            f"""<tr class="job"><td class="title"><a href="{self.detail_prefix}{r["id"]}">{esc(r["title"])}</a></td>
<td class="company">{esc(r["company"])}</td><td class="location">{esc(r["location"])}</td>
<td class="salary">{esc(r["salary"])}</td><td class="posted">{r["posted"]}</td><td class="ref">{r["ref"]}</td></tr>"""
            for r in shown
        )
        more = ""
        if offset + self.page_size < len(found):
            hidden = "".join(
                f'<input type="hidden" name="{k}" value="{esc(request.arg(k))}">'
                for k in ("keywords", "category", "location", "type", "form_id")
            )
            more = f"""<form class="more" method="post" action="/jobs/results">{hidden}
<input type="hidden" name="offset" value="{offset + self.page_size}"><button type="submit">More results</button></form>"""
        body = f"""<h1>{fmt_int(len(found))} jobs found</h1>
<p class="summary">Showing {offset + 1}–{offset + len(shown)} of {fmt_int(len(found))} jobs for <em>{esc(kw)}</em></p>
<table class="results"><thead><tr><th>Job title</th><th>Company</th><th>Location</th><th>Salary</th><th>Posted</th><th>Ref.</th></tr></thead>
<tbody>{rows}</tbody></table>{more}"""
        return self.page(f"Jobs: {kw}", body, body_class="results")

    def detail(self, request: Request) -> Response:
        r = self.record_from_path(request)
        if r is None:
            return self.no_such_record()
        return self.page(
            r["title"],
            f"""<article class="job-detail"><h1>{esc(r["title"])}</h1>
<dl><dt>Company</dt><dd>{esc(r["company"])}</dd><dt>Location</dt><dd>{esc(r["location"])}</dd>
<dt>Salary</dt><dd>{esc(r["salary"])}</dd><dt>Contract</dt><dd>{r["type"]}</dd><dt>Reference</dt><dd>{r["ref"]}</dd></dl>
<p>{esc(r["description"])}</p><p><a href="{self.search_path}">Back to search</a></p></article>""",
        )
