"""Reading result pages for the plan queries: listings, page sizes, splits (issue 14, item 4).

:class:`Planner` is called by :class:`~hiddenweb.harvest.pages.ResultPages` for
every result page read and every query ended; it writes what it learns into
the harvest's :class:`~hiddenweb.harvest.plans.PlanBook` (one event each), counts
it (``hiddenweb/plans/…``) and logs one INFO line per decision:

* the empty query's first page: a listing of every record (records, and a
  next page or a reported total larger than the page), or refused (an error,
  the empty-result page, "please enter a search term", a page of a few
  records and nothing more): :func:`judge_listing`;
* page-size candidates: in the search form, in the first result pages' links
  and forms (:mod:`hiddenweb.harvest.controls`); each is verified by a probe,
  the first page of a query already read asked again with the larger size,
  accepted only with more records, the smaller page's among them
  (:func:`judge_probe`);
* a listing whose pages repeat the same records: paging stops;
* a capped query (the site reported more than its pages reached): split over
  the bounded field of the form, or the sort order, that promises most records
  per request (:func:`choose_split`).
"""

from __future__ import annotations

import hashlib
import logging
import math
import re
from collections import Counter, OrderedDict
from collections.abc import Sequence
from typing import Any, Protocol
from urllib.parse import parse_qsl, urlsplit

import lxml.html

from hiddenweb.forms.model import Form
from hiddenweb.harvest.controls import SplitField, form_page_sizes, page_controls, split_fields
from hiddenweb.harvest.keys import field_key
from hiddenweb.harvest.loop import Harvest
from hiddenweb.harvest.plans import QueryPlan, merge_args, query_text
from hiddenweb.harvest.structured import MAX_LOGGED, check_record
from hiddenweb.htmlinput import parse_text
from hiddenweb.results import PageLink, ResultPage, main_text

__all__ = ["Planner", "asks_for_a_term", "choose_split", "judge_listing", "judge_probe"]

logger = logging.getLogger(__name__)

#: What :meth:`Planner.page` says of a page: read the query's next page; stop after this one;
#: stop and drop its records (a refused empty query's "records" are the page's chrome).
GO, STOP, DROP = "go", "stop", "drop"
#: Queries whose first page's record keys are kept (for the split of one that turns out capped).
MAX_FIRST_PAGES = 16
#: Result pages of a harvest read for page-size controls while none is chosen.
MAX_SCANNED_PAGES = 5
#: A probe must show at least this share of the smaller page's records.
MIN_PROBE_OVERLAP = 0.8
#: Split queries per capped query at most, and splits of splits at most this deep.
MAX_SPLIT_VALUES = 200
MAX_SPLIT_DEPTH = 2

_PROMPT = re.compile(
    r"\b(?:please\s+)?(?:enter|type|provide|specify|input|give)\s+(?:in\s+)?(?:a|an|at\s+least\s+one|one\s+or\s+more|"
    r"some|your)?\s*(?:search\s+)?(?:term|word|keyword|query|search|criteria|something|text)s?\b|"
    r"\b(?:search\s+)?(?:term|query|keyword|criteria)s?\s+(?:is\s+|are\s+)?(?:required|missing|empty|too\s+short)\b|"
    r"\b(?:empty|blank|missing)\s+(?:search|query)\b|\bno\s+(?:search\s+)?(?:terms?|query|keywords?)\s+"
    r"(?:given|entered|specified|provided)\b|\btype\s+what\s+you\b|\bwhat\s+(?:are\s+you|you're)\s+looking\s+for\b",
    re.I,
)


class Stats(Protocol):
    """Where decisions are counted (Scrapy's stats collector)."""

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None:
        """Add ``count`` to ``key``."""

    def set_value(self, key: str, value: Any) -> None:
        """Set ``key``."""


def asks_for_a_term(text: str) -> bool:
    """Whether a page's main text asks for a search term ("Please enter a search term")."""
    return bool(_PROMPT.search(text[:5000]))


def judge_listing(page: ResultPage, keys: Sequence[str], prompt: bool = False, keyword: str = "", url: str = "") -> str:
    """``listing`` when the empty query's first page lists records with more to come, else why not.

    More to come: a reported total larger than the page, or the search's own
    pager: a next page that carries the form's ``keyword`` argument, or, on a
    page ``url`` that still carries it (the search's result page, not one the
    empty query was sent back to), a next page on the same path (Flask-Admin
    leaves an empty ``search=`` out of its pager's links). Not the "Next
    month »" of a calendar on a page the empty query was sent back to.
    Refusals: ``empty`` (the no-results page, or one like the nonsense
    queries'), ``prompt`` ("please enter a term" and nothing more),
    ``no_records``, ``small`` (a few records, neither a next page nor a larger
    total: a "featured" box, not the database).
    """
    if page.empty:
        return "empty"
    if not keys:
        return "prompt" if prompt else "no_records"
    paged = page.next_link is not None and (
        not keyword or _carries(page.next_link, keyword) or _same_search_page(page.next_link, url, keyword)
    )
    more = paged or (page.total is not None and page.total > len(set(keys)))
    if not more:
        return "prompt" if prompt else "small"
    return "listing"


def _same_search_page(link: PageLink, url: str, keyword: str) -> bool:
    """Whether ``link`` pages the search result page ``url`` (which sends ``keyword``) on its own path.

    It keeps every other argument the page was asked with: on a site whose
    every page is one script (DokuWiki's ``doku.php?do=search&id=start&q=``),
    a link to ``doku.php?id=start&do=`` leaves the search; it does not page it.
    """
    here, there = urlsplit(url), urlsplit(link.url)
    asked = parse_qsl(here.query, keep_blank_values=True)
    if not url or not any(key == keyword for key, _ in asked) or (here.netloc, here.path) != (there.netloc, there.path):
        return False
    return {(key, value) for key, value in asked if value and key != keyword} <= set(
        parse_qsl(there.query, keep_blank_values=True)
    )


def _carries(link: PageLink, name: str) -> bool:
    """Whether a next-page request sends the argument ``name`` (in its URL or its form body)."""
    pairs = parse_qsl(urlsplit(link.url).query, keep_blank_values=True)
    if link.body:
        pairs += parse_qsl(link.body.decode("latin-1"), keep_blank_values=True)
    return any(key == name for key, _ in pairs)


def judge_probe(reference_keys: Sequence[str], reference_count: int, keys: Sequence[str], empty: bool) -> str:
    """``accepted`` when a larger page holds more records and the smaller page's among them, else why not.

    Rejections: ``error`` (an error or empty page: no records, or a few that
    are none of the smaller page's, its chrome read as records), ``fewer``,
    ``same_size`` (the argument was ignored or clamped to the default),
    ``different`` (other records: the argument is not a page size).
    """
    got, reference = set(keys), set(reference_keys)
    if empty or not got or (len(got) <= reference_count and reference and not reference & got):
        return "error"
    if len(got) < reference_count:
        return "fewer"
    if len(got) == reference_count:
        return "same_size"
    if reference and len(reference & got) < MIN_PROBE_OVERLAP * len(reference):
        return "different"
    return "accepted"


def _value_keys(page: ResultPage) -> list[str]:
    """Each record's key by its values alone (:func:`~hiddenweb.harvest.keys.field_key`)."""
    return [field_key(record.raw.values()) for record in page.records]


def _as_reference(reference: dict[str, Any], keys: Sequence[str], values: Sequence[str]) -> list[str]:
    """A probe page's keys, with the reference page's key for a record it showed with the same values.

    A probe's records are keyed before the site's identity rule may be known,
    and a detail link can carry its page's state: Flask-Admin's
    ``url=/admin/package/?page_size%3D50`` becomes ``…page_size%3D100`` on the
    probe, so the same record would look like another.
    """
    known, theirs = dict(zip(reference.get("values", ()), reference["keys"])), set(reference["keys"])
    return [key if key in theirs else known.get(value, key) for key, value in zip(keys, values)]


def choose_split(
    fields: Sequence[SplitField],
    total: int,
    reach: int,
    page_size: int,
    costs: tuple[float, float],
    match_all: bool = False,
) -> tuple[SplitField, list[tuple[str, float]]] | None:
    """The field that reaches most of a capped query's ``total`` per unit of cost, and each value's matches.

    A filter value matches its facet count (scaled to the query's total
    unless the query matches all), else an equal share; a sort order matches
    the whole total, of which it reaches ``reach`` again. Filters come first:
    they partition the result set, so their values under the cap reach all of
    it, where sort orders reach ``reach`` records each, and may overlap much
    (a title order that follows the module order). ``costs``: a query's and a
    result page's (Eq. 2).
    """
    for role in ("filter", "sort"):
        chosen = _best_field([f for f in fields if f.role == role], total, reach, page_size, costs, match_all)
        if chosen is not None:
            return chosen
    return None


def _best_field(
    fields: Sequence[SplitField],
    total: int,
    reach: int,
    page_size: int,
    costs: tuple[float, float],
    match_all: bool,
) -> tuple[SplitField, list[tuple[str, float]]] | None:
    best: tuple[float, SplitField, list[tuple[str, float]]] | None = None
    for f in fields:
        if not f.values or len(f.values) > MAX_SPLIT_VALUES:
            continue
        counts = [count for _, count in f.values if count is not None]
        trust = 1.0  # a guess of equal shares counts half as much as facet counts the page shows
        if f.role == "sort":
            matches = [(value, float(total)) for value, _ in f.values]
        elif len(counts) == len(f.values):
            scale = 1.0 if match_all or not sum(counts) else total / sum(counts)
            matches = [(value, count * scale) for value, count in f.values if count]
        else:
            matches, trust = [(value, total / len(f.values)) for value, _ in f.values], 0.5
        reached = [min(m, reach) for _, m in matches]
        if not reached or total - reach < len(reached):
            continue  # fewer records left out than queries to ask for them
        gain = sum(reached) * trust
        cost = sum(costs[0] + costs[1] * max(1, math.ceil(r / max(1, page_size))) for r in reached)
        if gain > reach and (best is None or gain / cost > best[0]):
            best = (gain / cost, f, matches)
    return (best[1], best[2]) if best is not None else None


class Planner:
    """Reads result pages and query ends for the harvests' plan books (see the module's text)."""

    def __init__(self, stats: Stats) -> None:
        self.stats = stats
        self._scanned: Counter[str] = Counter()  # result pages read for controls, per plan log
        self._form_read: set[str] = set()
        self._last_keys: dict[tuple[str, str], frozenset[str]] = {}
        #: First pages' record keys of the latest queries (a capped one's go into its split event).
        self._first_keys: OrderedDict[tuple[str, str], list[str]] = OrderedDict()

    # -- result pages -------------------------------------------------------------------------
    def page_keys(self, harvest: Harvest, key: str, page_no: int, page: ResultPage, keys: list[str]) -> list[str]:
        """The keys of a page-size probe's first page as the page it is judged against gave them (see
        :func:`_as_reference`), so a record both show is one record; any other page's ``keys``."""
        plan, ref = QueryPlan.from_key(key), harvest.plans.reference
        if plan is None or plan.kind != "pagesize" or page_no != 1 or ref is None:
            return keys
        return _as_reference(ref, keys, _value_keys(page))

    def page(
        self, harvest: Harvest, key: str, page_no: int, url: str, html: str, page: ResultPage, keys: Sequence[str]
    ) -> str:
        """Learn from result page ``page_no`` of query ``key``: :data:`GO` on, :data:`STOP` or :data:`DROP`."""
        plans = harvest.plans
        if page_no == 1 and keys:
            self._first_keys[(plans.log, key)] = list(dict.fromkeys(keys))
            while len(self._first_keys) > MAX_FIRST_PAGES:
                self._first_keys.popitem(last=False)
        self._read_form(harvest)
        plan = QueryPlan.from_key(key)
        root = None
        if plans.chosen is None and self._scanned[plans.log] < MAX_SCANNED_PAGES and not page.empty:
            self._scanned[plans.log] += 1
            root = parse_text(html, url)
            self._read_controls(harvest, root, url)
        kind = plan.kind if plan is not None and page_no == 1 else None
        listing = kind != "empty" or self._judge_empty(
            harvest, key, page, keys, root if root is not None else parse_text(html, url), url
        )
        if not listing:
            return DROP  # its "records" are the chrome of an error or "please enter a term" page
        verdict = GO
        if self._page_size(harvest, key, plan, page_no, page, keys) and kind in (None, "empty") and plans.probe_queue():
            verdict = STOP  # the reference page: the query's next pages come at the larger size, if one is accepted
        elif kind == "empty":
            plans.record({"event": "listing", "key": key})  # no page size to probe: this query pages the listing
        elif kind == "pagesize":
            verdict = self._judge_probe(harvest, key, page, keys)
        elif kind == "split" and keys and set(keys) <= set(plans.parent_first_page(key)):
            self.stats.inc_value("hiddenweb/plans/split_same_as_parent")
            verdict = STOP  # the value does not narrow this query: its next pages are the parent's
        if plan is None:
            return verdict
        seen, last = frozenset(keys), self._last_keys.get((plans.log, key))
        if page_no > 1 and seen and seen == last:
            self.stats.inc_value("hiddenweb/plans/listing_repeats")
            logger.info("Query %r: page %d repeats the records of the page before; paging stops", key, page_no)
            verdict = STOP
        self._last_keys[(plans.log, key)] = seen
        return verdict

    def _page_size(
        self, harvest: Harvest, key: str, plan: QueryPlan | None, page_no: int, page: ResultPage, keys: Sequence[str]
    ) -> bool:
        """The site's own page size, from the first page with a next page of a term or the empty query
        (the page probes compare with; True when this page is it); a larger page of the size chosen
        than thought so far."""
        plans, distinct = harvest.plans, len(set(keys))
        if page.next_link is None or page.empty or distinct < 2:
            return False
        if plans.chosen is not None:
            if distinct > plans.chosen["records"]:  # the probe's query had fewer records than the size
                plans.record({**plans.chosen, "event": "pagesize", "records": distinct})
                self.stats.set_value("hiddenweb/plans/page_size", distinct)
            return False
        if page_no == 1 and plans.reference is None and (plan is None or plan.kind == "empty"):
            values = dict(zip(keys, _value_keys(page)))
            plans.record(
                {
                    "event": "reference",
                    "key": key,
                    "text": query_text(key),
                    "args": [list(a) for a in plans.request_args(key)],
                    "keys": list(values),
                    "values": list(values.values()),
                    "count": distinct,
                }
            )
            return True
        return False

    def _read_form(self, harvest: Harvest) -> None:
        """The page-size fields of the harvest's search form, as candidates (once)."""
        plans = harvest.plans
        if plans.log in self._form_read or harvest.target is None:
            return
        self._form_read.add(plans.log)
        form = _form_of(harvest.target)
        for control in form_page_sizes(form, harvest.target.get("keyword", "")):
            if control.name not in plans.candidates:
                plans.record({"event": "candidate", **control.to_dict()})
                self.stats.inc_value("hiddenweb/plans/pagesize_candidates")
                logger.info("Page-size candidate in the search form: %s %s", control.name, control.values)

    def _read_controls(self, harvest: Harvest, root: lxml.html.HtmlElement, url: str) -> None:
        """Page-size and sort controls of a result page, as candidates."""
        plans = harvest.plans
        sizes, sorts = page_controls(root, url, (harvest.target or {}).get("keyword", ""))
        for control in sizes:
            known = plans.candidates.get(control.name)
            echoed = known is not None and (known["free"] or known["source"] == "form" or not control.free)
            if echoed and set(control.values) <= set(known["values"]):  # type: ignore[index]
                continue  # nothing new (a select's value echoed by the pager stays a select)
            plans.record({"event": "candidate", **control.to_dict()})
            self.stats.inc_value("hiddenweb/plans/pagesize_candidates")
            logger.info(
                "Page-size candidate on %s: %s %s (%s)", url, control.name, sorted(set(control.values)), control.source
            )
        for field in sorts:
            values = [value for value, _ in field.values]
            if not set(values) <= set(plans.sorts.get(field.name, ())):
                plans.record({"event": "sort", "name": field.name, "values": values})

    def _judge_empty(
        self, harvest: Harvest, key: str, page: ResultPage, keys: Sequence[str], root: Any, url: str
    ) -> bool:
        """Whether the empty query's first page lists the database (else it is refused, and said so)."""
        keyword = (harvest.target or {}).get("keyword", "")
        verdict = judge_listing(page, keys, asks_for_a_term(main_text(root)), keyword, url)
        text = query_text(key)
        event: dict[str, Any] = {"event": "empty", "text": text, "key": key, "verdict": verdict}
        if verdict == "listing" and page.next_link is not None:
            event["next"] = page.next_link.to_dict()
        harvest.plans.record(event)
        if verdict != "listing":
            self._refused(text, verdict)
            return False
        self.stats.inc_value("hiddenweb/plans/listing_found")
        logger.info(
            "The query %r lists the database: %d records on its first page, %s reported",
            text,
            len(set(keys)),
            page.total,
        )
        return True

    def _refused(self, text: str, why: str) -> None:
        self.stats.inc_value(f"hiddenweb/plans/empty_refused/{why}")
        logger.info("The query %r does not list the database (%s)", text, why)

    def _judge_probe(self, harvest: Harvest, key: str, page: ResultPage, keys: Sequence[str]) -> str:
        """A page-size probe's first page: accepted (the size every later query uses) or rejected."""
        plans = harvest.plans
        ref = plans.reference
        assert ref is not None  # probes are made from a reference page
        verdict = judge_probe(ref["keys"], ref["count"], keys, page.empty)
        return self._probe_verdict(harvest, key, verdict, len(set(keys)))

    def _probe_verdict(self, harvest: Harvest, key: str, verdict: str, records: int) -> str:
        plans = harvest.plans
        plan = QueryPlan.from_key(key)
        assert plan is not None and plan.args
        name, value = plan.args[-1]
        plans.record({"event": "probe", "key": key, "verdict": verdict})
        if verdict != "accepted":
            self.stats.inc_value(f"hiddenweb/plans/pagesize_rejected/{verdict}")
            logger.info("Page size %s=%s rejected: %s", name, value, verdict)
            return DROP
        plans.record({"event": "pagesize", "name": name, "value": int(value), "records": records})
        self.stats.set_value("hiddenweb/plans/page_size", records)
        logger.info(
            "Page size: %s=%s gives %d records a page (the site's own: %s); every later query uses it",
            name,
            value,
            records,
            plans.reference["count"] if plans.reference else "?",
        )
        if plans.reference is not None and plans.is_match_all(plans.reference["key"]):
            plans.record({"event": "listing", "key": key})  # this probe pages through the listing
        return GO  # and through the rest of the query the probe asked again

    def structured_page(
        self, harvest: Harvest, key: str, page_no: int, found: Sequence[Any], held: Sequence[str | None]
    ) -> None:
        """What a result page tells the structured planner (issue 16), and its records checked.

        One ``columns`` event per page (the new records' column values, and all
        of a structured query's records'); a structured query's first page gives
        its ISIT signature (its record keys, or ``empty``). Each record of a
        structured query is checked against the values queried
        (``hiddenweb/structured/checked``, ``…/mismatch``).
        """
        planner = harvest.structured
        if planner is None or not planner.active:
            return
        plan = QueryPlan.from_key(key)
        struct = plan is not None and plan.kind == "struct"
        new: dict[str, list[str]] = {}
        every: dict[str, list[str]] = {}
        for record, token in zip(found, held):
            for column, value in record.fields.items():
                if not planner.wants_column(column):
                    continue  # no input shows its values: not worth the log
                value = str(value)[:80]
                if struct:
                    every.setdefault(column, []).append(value)
                if token is not None:
                    new.setdefault(column, []).append(value)
        if new or every:
            event = {
                "event": "columns",
                "key": key,
                "new": {c: v[:MAX_LOGGED] for c, v in new.items()},
                "all": {c: v[:MAX_LOGGED] for c, v in every.items()},
            }
            harvest.plans.record(event)
        if not struct or plan is None:
            return
        if page_no == 1:
            keys = sorted(self._first_keys.get((harvest.plans.log, key), []))
            sig = hashlib.sha1("\n".join(keys).encode()).hexdigest()[:12] if keys else "empty"
            harvest.plans.record({"event": "struct", "key": key, "sig": sig})
        for record in found:
            checked, mismatched = check_record(plan.args, planner.inputs, record.fields)
            if checked:
                self.stats.inc_value("hiddenweb/structured/checked", checked)
            if mismatched:
                self.stats.inc_value("hiddenweb/structured/mismatch", mismatched)

    # -- query ends -----------------------------------------------------------------------------
    def ended(self, harvest: Harvest, report: dict[str, Any]) -> None:
        """A query ended (``report``: :meth:`Harvest.end_query`'s): a probe that never got judged; a split."""
        plans, key = harvest.plans, report["term"]
        plan = QueryPlan.from_key(key)
        self._last_keys.pop((plans.log, key), None)
        if plan is not None:
            self.stats.inc_value(f"hiddenweb/plans/queries/{plan.kind}")
            if plan.kind == "empty" and plan.term not in plans.empty:
                plans.record({"event": "empty", "text": plan.term, "key": key, "verdict": "error"})
                self._refused(plan.term, "error")
            elif plan.kind == "pagesize" and key not in plans.probes:
                self._probe_verdict(harvest, key, "error", 0)
        if report.get("capped") and key not in plans.split_parents and not (plan and plan.kind == "struct"):
            self._split(harvest, key, plan, report)
        self._first_keys.pop((plans.log, key), None)

    def _split(self, harvest: Harvest, key: str, plan: QueryPlan | None, report: dict[str, Any]) -> None:
        """Split a capped query over the bounded field (or sort order) that reaches most per request.

        A listing (and its splits) over the form's filters or sort orders; a
        term over sort orders only: its matches gather in a few of a filter's
        values (a "kettle" in the Kitchen department), so most of its filter
        queries would come back empty.
        """
        plans = harvest.plans
        total, reach = report.get("reported_total") or 0, report.get("records") or 0
        args = plan.args if plan is not None else ()
        if reach <= 0 or total <= reach or len([n for n, _ in args if n not in plans.candidates]) >= MAX_SPLIT_DEPTH:
            return
        parent = plans.splits.get(key)
        listed = plans.is_match_all(key) or bool(parent and parent["all"])
        policy = harvest.policy
        chosen = choose_split(
            self._split_fields(harvest, args, listed),
            total,
            reach,
            plans.page_size or policy.page_size or 10,
            (policy.cost_query, policy.cost_result_page),
            match_all=plans.is_match_all(key),
        )
        if chosen is None:
            self.stats.inc_value("hiddenweb/plans/capped_unsplit")
            return
        field, matches = chosen
        text = query_text(key)
        values = [
            [QueryPlan("split", text, merge_args(args, ((field.name, value),))).key, round(m, 1)]
            for value, m in matches
        ]
        plans.record(
            {
                "event": "split",
                "parent": key,
                "field": field.name,
                "total": parent["total"] if parent and listed else total,  # what the share of unseen is of
                "cap": reach,
                "text": text,
                "all": listed,
                "first": self._first_keys.get((plans.log, key), []),
                "values": values,
            }
        )
        self.stats.inc_value("hiddenweb/plans/splits")
        logger.info(
            "Query %r is capped (%d of %d reached): split over %s %r, %d values",
            key,
            reach,
            total,
            field.role,
            field.name,
            len(values),
        )

    @staticmethod
    def _split_fields(harvest: Harvest, args: Sequence[tuple[str, str]], listed: bool) -> list[SplitField]:
        """The fields a query with ``args`` may be split over: the form's, and the sort links' of its result pages."""
        plans, target = harvest.plans, harvest.target or {}
        used = {name for name, _ in args} | set(plans.candidates) | {name for name, _ in plans.presentation}
        fields = split_fields(_form_of(target), target.get("keyword", ""), exclude=frozenset(used))
        named = {f.name for f in fields}
        fields += [
            SplitField(name, "sort", [(v, None) for v in values])
            for name, values in plans.sorts.items()
            if name not in named and name not in used
        ]
        return fields if listed else [f for f in fields if f.role == "sort"]


def _form_of(target: dict[str, Any]) -> Form | None:
    form = target.get("form")
    return Form.from_dict(form) if form else None
