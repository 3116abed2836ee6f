"""Trac: a real issue tracker and wiki (PyPI ``Trac``) whose tickets are Debian packages.

Held out: nothing in hiddenweb was tuned on Trac before its first figures were taken.

``trac-admin ENV initenv`` makes an environment with the SQLite backend (the default wiki pages,
types, priorities and resolutions included), then Trac's own Python API (``Ticket.insert``, in
one transaction) files one ticket per package, ids 1..n in corpus order:

* summary: the package's one-line description; reporter: its maintainer's name;
* description: a Debian bug report's pseudo-header (``Package:``, ``Version:``) then the homepage
  and the debtags where the package has them (apt's lists carry no long descriptions here);
* keywords: the words of the package name (``python3-foo-bar`` -> ``python3 foo bar``);
* component: the package's section (a component per section used, the defaults removed);
* type, priority, severity (Debian's severities, created), milestone (Debian releases, some
  none), version (some none) and status chosen by a hash of the name: most tickets are new,
  about a fifth assigned or accepted, a fifth closed with a resolution;
* times one hour apart (ticket 1 oldest), so the search's newest-first order is fixed.

Anonymous users already have ``SEARCH_VIEW`` and ``TICKET_VIEW`` (Trac's defaults, unchanged).
``tracd -s`` (Trac's own server; ``python -m trac.web.standalone``) serves the one environment
at the root of 127.0.0.1:PORT; record pages are ``/ticket/N``.

What the crawl meets there, as fetched at 2,000 tickets (fixtures ``tests/fixtures/realpages/trac-*.html``):

* ``/search``, the start URL as ``/search?ticket=on``: the full-text search. Its GET form
  (``fullsearch``) has ``q``, a hidden ``noquickjump=1`` and a checkbox per filter: Changesets
  (shown though no repository exists), Milestones, Tickets, Wiki; every page also has the header's
  small search form (``q`` alone, no filter). With no filter in the URL, Milestones, Tickets and
  Wiki are checked, so a term also finds the ~60 help pages of the default wiki (``/wiki/...``,
  no records: "python" finds 215 results, 193 of them tickets) and milestones; the start URL
  checks only Tickets, the page a user searching tickets would hand over (a form submitted with
  ``noquickjump`` also stores its filters in the session, which a cookie keeps). Results: 10 a
  page, fixed (``RESULTS_PER_PAGE``; no argument changes it), ``page=N`` (past the last page: a
  warning "Page N is out of range." and page 1), newest first, no sort control; the total as
  "Results (1 - 10 of 193)" (one result: "(1 of 1)") and OpenSearch ``<meta name="totalResults">``
  / ``itemsPerPage`` / ``startIndex``; the pager (above and below) shows at most 21 page numbers
  (the current one unlinked) and ← / → links, plus ``<link rel="next|prev">``, every link with
  ``noquickjump=1`` and the filters. Each result is a ``dt`` link "#1983: enhancement: summary
  (new)" to ``/ticket/1983``, a ``dd`` excerpt of the description and "By reporter — date".
  No matches: "No matches found."; a single term under 3 characters: the warning "Search query
  too short. Query must be at least 3 characters long." and no results; an empty ``q``: the
  bare form (no listing anywhere on this page). A term that is a TracLink (``#12``,
  ``ticket:12``, ``/trunk``, the CamelCase name of an existing wiki page) is a *quick jump*: a
  302 to that resource, unless ``noquickjump=1``. No other format of the results.
* ``/query`` ("View Tickets" leads to ``/report``, whose "Custom query" is this): the structured
  ticket query. Anonymous users get their default query (``status!=closed``; 1,582 of the
  2,000, "Custom Query (1582 matches)", "Results (1 - 100 of 1582)"), ordered by priority. Its
  form is a POST with a ``__FORM_TOKEN`` (bound to a cookie) that redirects to the GET URL:
  Status as checkboxes (accepted, assigned, closed, new, reopened), an "And" select of fields
  (Cc, Component, Created, Description, Keywords, Milestone, Modified, Owner, Priority,
  Reporter, Resolution, Severity, Status, Summary, Ticket, Type, Version) whose "+" button adds
  a filter row (JavaScript does it in place; without it the form round-trips): text fields take
  a mode (contains, is, starts with...), bounded ones (component: 54 sections, milestone: 3,
  version: 3, priority: 5, severity: 7, type: 3, resolution: 5) are selects or checkboxes,
  dates ranges; an "Or" select adds a clause; Columns checkboxes, a "Group results by" select,
  "Show under each result: Description", "Max items per page" (``max``, default 100, ``max=0``
  all on one page) and a hidden ``order``. As a URL: ``?status=!closed&component=doc&
  summary=~word&order=id&desc=1&max=0&page=2``. Column headers are sort links (``order=``,
  ``desc=1``); the pager as above (``page=``); ``format=rss``, ``format=csv`` and ``format=tab``
  links (every matching ticket, no paging). Any filter set (even none) lists tickets: this is a
  listing interface, beside the keyword one.
* ``/ticket/N``: the fields in a table whose values link to queries (``/query?component=doc&
  status=!closed``, ``keywords=~word``...), the description rendered as wiki text (the homepage
  an external link), "← Previous Ticket" / "Next Ticket →". ``/report`` lists predefined reports
  (``/report/1`` "Active Tickets"...), which list tickets outside any form; ``/timeline`` and
  ``/roadmap`` link tickets too.

Search rule (``TicketModule.get_search_results``): the query is split on whitespace (quotes
group), every term must match, each as a substring (SQL ``LIKE '%term%'``, case-insensitive
for ASCII letters only) of any of summary, keywords, description, reporter, cc, the ticket
id as text (``123`` finds tickets 123, 1123, 1230...), a comment or a custom field.
:func:`matches` computes the same locally from the filled texts; the test checks they agree.
"""

from __future__ import annotations

import argparse
import dataclasses
import hashlib
import importlib.util
import json
import math
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

from tests.testbed.base import Missing, TestbedSite, free_port
from tests.testbed.corpus import Package, debian_packages
from tests.testbed.http import ROOT, Client, start_server

__all__ = ["DEFAULT_SIZE", "Ticket", "matches", "record_id", "start", "tickets"]

DEFAULT_SIZE = 2000
#: Bumped when the fill changes, so filled environments are made again.
FILL_VERSION = "1"
PAGE_SIZE = 10  # trac.search.web_ui.SearchModule.RESULTS_PER_PAGE: no argument changes it
MIN_QUERY_LENGTH = 3  # [search] min_query_length
START_PATH = "/search?ticket=on"
INSTALL = "pip install -e '.[testbed]' (Trac)"
FILLED = "testbed-filled.json"
_TICKET = re.compile(r"/ticket/(\d+)$")
_RESULT = re.compile(r'<dt>\s*<a href="[^"]*/ticket/(\d+)"')
_TOTAL = re.compile(r'class="numresults">\((?:\d+ - )?\d+ of (\d+)\)')  # "(1 - 10 of 411)", "(1 of 1)"

TYPES = ("defect",) * 3 + ("enhancement",) * 2 + ("task",)
PRIORITIES = ("major",) * 4 + ("minor",) * 3 + ("critical", "trivial", "blocker")
#: Debian's bug severities (Trac's severity list is empty by default).
SEVERITIES = ("wishlist", "minor", "normal", "important", "serious", "grave", "critical")
SEVERITY_WEIGHTS = ("normal",) * 5 + ("wishlist",) * 2 + ("minor",) * 2 + ("important", "serious", "grave", "critical")
MILESTONES = ("bookworm", "trixie", "forky")
VERSIONS = ("11", "12", "13")
RESOLUTIONS = ("fixed",) * 3 + ("invalid", "wontfix", "duplicate", "worksforme")
#: The searchable columns of the ticket table, in Trac's order.
SEARCHED = ("summary", "keywords", "description", "reporter", "cc")
#: The ticket fields filled (Ticket's others: its id and time).
FIELDS = SEARCHED + (
    "component",
    "type",
    "priority",
    "severity",
    "milestone",
    "version",
    "status",
    "resolution",
    "owner",
)
EPOCH = 1_672_531_200  # 2023-01-01 00:00 UTC: ticket N was filed N hours later


@dataclasses.dataclass(frozen=True)
class Ticket:
    """The values one package's ticket is filed with."""

    id: int
    summary: str
    keywords: str
    description: str
    reporter: str
    cc: str
    component: str
    type: str
    priority: str
    severity: str
    milestone: str
    version: str
    status: str
    resolution: str
    owner: str
    time: int  # seconds since the epoch

    def text(self) -> str:
        """What the ticket search looks in (the id as text included), the fields a newline apart (no term holds one)."""
        return "\n".join([str(self.id), *(getattr(self, name) for name in SEARCHED)])


def _pick(name: str, field: str, values: Sequence[str]) -> str:
    """A value for ``field`` chosen by a hash of the package name (stable across runs, unlike ``hash``)."""
    digest = hashlib.sha1(f"{field}:{name}".encode()).digest()
    return values[int.from_bytes(digest[:4], "big") % len(values)]


def _description(package: Package) -> str:
    """A Debian bug report's pseudo-header, then what else apt's lists say of the package."""
    header = f"Package: {package.name}\nVersion: {package.version}"
    extra = [f"{label}: {value}" for label, value in (("Homepage", package.homepage), ("Tags", package.tags)) if value]
    return "\n\n".join([header, "\n".join(extra)]) if extra else header


def tickets(size: int) -> list[Ticket]:
    """The tickets a Trac of ``size`` packages is filled with, ids 1..n in corpus order."""
    result = []
    for number, package in enumerate(debian_packages(size), 1):
        name = package.name
        words = [w for w in re.split(r"[-.+_~]", name) if len(w) >= 2]
        state = _pick(name, "status", ("new",) * 6 + ("assigned", "accepted") + ("closed",) * 2)
        maintainer = package.maintainer.partition("<")[0].strip() or "somebody"
        result.append(
            Ticket(
                id=number,
                summary=package.summary or name,
                keywords=" ".join(dict.fromkeys(words)),
                description=_description(package),
                reporter=maintainer,
                cc="",
                component=package.section,
                type=_pick(name, "type", TYPES),
                priority=_pick(name, "priority", PRIORITIES),
                severity=_pick(name, "severity", SEVERITY_WEIGHTS),
                milestone=_pick(name, "milestone", ("", *MILESTONES)),
                version=_pick(name, "version", ("", *VERSIONS)),
                status=state,
                resolution=_pick(name, "resolution", RESOLUTIONS) if state == "closed" else "",
                owner="" if state == "new" else maintainer,
                time=EPOCH + 3600 * number,
            )
        )
    return result


_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def _fold(text: str) -> str:
    """SQLite's LIKE folds the case of ASCII letters only."""
    return text.translate(_ASCII_LOWER)


def terms_of(query: str) -> list[str]:
    """Trac's split of a search query: on whitespace, quotes grouping (``SearchModule._get_search_terms``)."""
    terms = []
    for term in re.split(r"""(".*?")|('.*?')|(\s+)""", query):
        if term is not None and term.strip():
            if term[0] == term[-1] and term[0] in "'\"":
                term = term[1:-1]
            terms.append(term)
    return terms


def matches(query: str, texts: Mapping[str, str]) -> set[str]:
    """The record ids whose text (:meth:`Ticket.text`) Trac's ticket search finds for ``query``, computed locally."""
    terms = terms_of(query)
    if not terms or (len(terms) == 1 and len(terms[0]) < MIN_QUERY_LENGTH):
        return set()
    folded = [_fold(term) for term in terms]
    found = set()
    for rid, text in texts.items():
        fields = [_fold(field) for field in text.split("\n")]
        if all(any(term in field for field in fields) for term in folded):
            found.add(rid)
    return found


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Make and fill (once per work directory and size) a Trac environment of ``size`` tickets; serve it."""
    if importlib.util.find_spec("trac") is None:
        raise Missing(f"Trac is not installed; install with: {INSTALL}")
    size = size or DEFAULT_SIZE
    workdir.mkdir(parents=True, exist_ok=True)
    env = workdir / f"trac-{size}"
    filled = tickets(size)
    _environment(env, size, filled)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    stop = start_server(
        "tests.testbed.trac",
        ["serve", "-b", "127.0.0.1", "-p", str(port), "-s", str(env)],
        base + START_PATH,
        workdir / "tracd.log",
    )
    texts = {str(t.id): t.text() for t in filled}
    client = Client()
    return TestbedSite(
        name="trac",
        start_url=base + START_PATH,
        truth=frozenset(texts),
        record_id=record_id,
        notes={
            "page_size": PAGE_SIZE,
            "page_sizes": "10 only (no argument changes it)",
            "max_page_size": PAGE_SIZE,
            "page_size_argument": None,
            "page_argument": "page (1-based)",
            "total": "'Results (1 - 10 of 411)' above and below the list",
            "empty_query": "the bare form (no listing); a term under 3 characters warns, finds nothing",
            "detail_url": "/ticket/<id>",
            "keyword_field": "q (every term a substring of summary, keywords, description, reporter, cc or id)",
            "sort": None,
            "quickjump": "a TracLink term (#12, r12, CamelCase, ticket:12...) redirects unless noquickjump=1",
            "structured": "/query: status, type, priority, severity, component, milestone, version, resolution"
            " filters; max= (default 100, 0 = all), page=, order=/desc=, format=csv|tab|rss",
        },
        stop=stop,
        search=lambda term: search(base, term, client),
        documents=list(texts.values()),
        texts=texts,
    )


def _environment(env: Path, size: int, filled: list[Ticket]) -> None:
    """``trac-admin initenv`` then the fill, unless ``env`` already holds this fill of ``size`` tickets."""
    marker = env / FILLED
    if marker.exists():
        done = json.loads(marker.read_text())
        if done == {"version": FILL_VERSION, "size": size}:
            return
    if env.exists():
        shutil.rmtree(env)
    env.parent.mkdir(parents=True, exist_ok=True)
    values = env.parent / f"{env.name}-tickets.json"  # the child need not read apt's lists again
    values.write_text(json.dumps([dataclasses.asdict(t) for t in filled]))
    environ = {**os.environ, "PYTHONPATH": str(ROOT)}
    commands = [
        ["trac.admin.console", str(env), "initenv", "Debian packages", "sqlite:db/trac.db"],
        ["tests.testbed.trac", "fill", "--env", str(env), "--tickets", str(values)],
    ]
    try:
        for command in commands:
            done = subprocess.run(
                [sys.executable, "-m", *command], cwd=ROOT, capture_output=True, text=True, env=environ, check=False
            )
            if done.returncode != 0:
                raise RuntimeError(f"{' '.join(command[:3])} failed:\n{done.stdout[-2000:]}{done.stderr[-3000:]}")
    finally:
        values.unlink(missing_ok=True)
    marker.write_text(json.dumps({"version": FILL_VERSION, "size": size}))


def record_id(row: Mapping[str, Any]) -> str | None:
    """The ticket number: from its link ``/ticket/123``, else a field holding ``#123`` or ``123`` (id, ticket)."""
    for url in [row.get("detail_url"), *(row.get("links") or [])]:
        if isinstance(url, str):
            found = _TICKET.search(urlsplit(url).path)
            if found:
                return found.group(1)
    fields = row.get("fields") or {}
    for label, value in fields.items():
        if str(label).strip().lower() in {"id", "ticket", "#"}:
            number = str(value).strip().lstrip("#")
            if number.isdigit():
                return number
    return None


def search(base: str, term: str, client: Client | None = None) -> tuple[list[str], int]:
    """Every ticket ``/search?q=term&ticket=on`` finds, and its result pages of 10 (all of them fetched).

    ``noquickjump=1`` as the pager's own links carry it: a term that happens to be a TracLink is
    searched, not jumped to.
    """
    client = client or Client()
    ids: list[str] = []
    page = 1
    while True:
        query = urlencode({"q": term, "noquickjump": "1", "ticket": "on", "page": str(page)})
        html = client.get(f"{base}/search?{query}")
        found = _RESULT.findall(html)
        total = _TOTAL.search(html)
        if not found or total is None:
            break
        ids += found
        if len(ids) >= int(total.group(1)) or page >= math.ceil(int(total.group(1)) / PAGE_SIZE):
            break
        page += 1
    ids = list(dict.fromkeys(ids))
    return ids, max(1, math.ceil(len(ids) / PAGE_SIZE))


# -- in a subprocess ---------------------------------------------------------------------------------


def fill(env_path: Path, filled: list[Ticket]) -> None:
    """Replace the default components, milestones and versions, add severities, file the tickets."""
    from datetime import UTC, datetime

    from trac.env import Environment
    from trac.ticket import model

    env = Environment(str(env_path))
    with env.db_transaction:
        for old in list(model.Component.select(env)):
            old.delete()
        for old_milestone in list(model.Milestone.select(env, include_completed=True)):
            old_milestone.delete()
        for old_version in list(model.Version.select(env)):
            old_version.delete()
        for section in sorted({t.component for t in filled}):
            component = model.Component(env)
            component.name = section
            component.insert()
        for number, name in enumerate(MILESTONES):
            milestone = model.Milestone(env)
            milestone.name = name
            milestone.description = f"Debian {12 + number} ({name})"
            milestone.insert()
        for number, name in enumerate(VERSIONS):
            version = model.Version(env)
            version.name = name
            version.time = datetime.fromtimestamp(EPOCH - 86400 * 365 * (len(VERSIONS) - number), UTC)
            version.insert()
        for name in SEVERITIES:
            severity = model.Severity(env)
            severity.name = name
            severity.insert()
        for t in filled:
            ticket = model.Ticket(env)
            for field in FIELDS:
                ticket[field] = getattr(t, field)
            number = ticket.insert(when=datetime.fromtimestamp(t.time, UTC))
            if number != t.id:
                raise RuntimeError(f"ticket {t.id} was filed as {number}: the environment was not empty")
    env.shutdown()


def serve(args: list[str]) -> None:
    """Run ``tracd`` with ``args``, Trac seeing no ``multipart`` module but the one it was written for.

    Trac 1.6 parses headers with the ``multipart`` library when it can import one, else with
    ``cgi``. Datasette's dependencies install python-multipart, whose ``multipart`` shim has no
    ``parse_options_header``: once Babel is installed too (Sphinx brings it), Trac parses every
    request's ``Accept-Language`` with it and answers no request at all.
    """
    try:
        import multipart

        if not hasattr(multipart, "parse_options_header"):
            sys.modules["multipart"] = None  # type: ignore[assignment]  # Trac falls back to cgi
    except ImportError:
        pass
    from trac.web.standalone import main as tracd

    sys.argv = ["tracd", *args]
    tracd()


def main(argv: list[str] | None = None) -> None:
    """``fill`` an environment made by ``trac-admin initenv``, or ``serve`` one (what :func:`start` runs)."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:
        serve(argv[1:])
        return
    parser = argparse.ArgumentParser(description="Trac tickets of Debian packages (the hiddenweb test bed)")
    parser.add_argument("command", choices=("fill",))
    parser.add_argument("--env", type=Path, required=True)
    parser.add_argument("--tickets", type=Path, required=True, help="the tickets' values (JSON, as start writes)")
    args = parser.parse_args(argv)
    fill(args.env, [Ticket(**values) for values in json.loads(args.tickets.read_text())])


if __name__ == "__main__":
    main()
