"""The surfacing loop of one hidden database, kept in the crawl state.

Ntoulas, Zerfos and Cho (JCDL 2005, §2, Fig. 2) surface a site with the
loop ``while budget: q = select_term(); R = query_site(q); download(R)``.
:class:`Harvest` is that loop turned inside out for a crawler that is driven
by responses: it decides which query comes next and when to stop, and it
learns from each result page as it arrives. Everything it must not forget
(issued queries, seen record keys, the documents that feed the query
statistics, each query's outcome) goes through the :class:`CrawlState`, so a
resumed crawl or another worker rebuilds the same policy by replaying the
state's logs.
"""

from __future__ import annotations

import logging
import sys
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Generic, TypeVar, overload

from hiddenweb.harvest.caps import SilentCap
from hiddenweb.harvest.plans import PlanBook, QueryPlan, is_plan, is_probe_plan, searched_text
from hiddenweb.querying.policies import QueryOutcome, QueryPolicy
from hiddenweb.querying.probes import LONG_QUERY_PAGES, ProbePlan
from hiddenweb.querying.sizing import SizeInterval
from hiddenweb.state import CrawlState

if TYPE_CHECKING:
    from hiddenweb.harvest.structured import StructuredPlanner

logger = logging.getLogger(__name__)


T = TypeVar("T")


class OnAccess(Sequence[T], Generic[T]):
    """``make(i)`` for ``i`` in ``range(n)``, each computed on first access and kept.

    Most records of a result page were seen before (86% in the demo harvest); the
    crawl state reads a record's log entry only when the record is new, so its
    terms and their sorted list are computed for the new records only.
    """

    def __init__(self, n: int, make: Callable[[int], T]) -> None:
        self._make = make
        self._done: list[Any] = [_MISSING] * n

    def __len__(self) -> int:
        return len(self._done)

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> list[T]: ...

    def __getitem__(self, index: int | slice) -> T | list[T]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        value = self._done[index]
        if value is _MISSING:
            value = self._done[index] = self._make(index if index >= 0 else index + len(self._done))
        return value


_MISSING = object()

#: Different queries (a size probe among them) whose one-page answers of at least :data:`SAME_RECORDS_MIN`
#: records were the very same records, after which the harvest gives no size estimate (:meth:`Harvest._note_first_page`).
SAME_RECORDS_QUERIES = 3
SAME_RECORDS_MIN = 5


@dataclass
class HarvestLimits:
    """When a harvest must stop (0 means no limit)."""

    budget: int = 0
    max_queries: int = 0
    target_coverage: float = 0.0
    #: stop when the last ``window`` requests brought fewer new records per request
    min_new_per_request: float = 0.0
    window: int = 50
    concurrent_queries: int = 1
    #: queries in a row whose result pages failed before the site counts as broken
    max_failed_queries: int = 3


@dataclass
class OpenQuery:
    """Bookkeeping of a query whose result pages are still being read."""

    term: str
    reported_total: int | None = None
    pages: int = 0
    returned: int = 0
    new: int = 0
    empty: bool = False
    #: The reported total was read where the site's totals were validated (``hiddenweb.results.sitetotals``).
    total_trusted: bool = False
    #: What each result page showed of the site's totals (``PageTotal``s), judged when the query ends.
    totals: list[Any] = field(default_factory=list)
    #: of a query of a probe-lexicon word: its first page's weight, seen before and all (:meth:`ProbePlan.weigh`)
    probe_seen: float = 0.0
    probe_mass: float = 0.0
    #: of a size probe: its first page's records the crawler's own queries had not found, key → weight
    probe_unseen: dict[str, float] | None = None
    #: records only size probes had found that this query returned (their keys)
    recaptured: list[str] = field(default_factory=list)


@dataclass
class PageVerdict:
    """What one result page brought and whether to read the next one."""

    #: Per record of the page: the outbox token of a new record, None for one seen before.
    held: list[str | None] = field(default_factory=list)
    continue_paging: bool = False


class Harvest:
    """Query selection, stopping and bookkeeping of one site's harvest."""

    # Names in the crawl state, under ``harvest:<namespace>:``.
    ISSUED = "issued"  # set: a query term is claimed once, crawl-wide
    ISSUED_LOG = "issued-log"  # log of claimed terms (a size probe's as {"term", "probe"}), replayed into the policy
    RECORDS = "records"  # set of seen record keys
    DOCS = "docs"  # log: the terms of every new record, in order
    OUTCOMES = "outcomes"  # log: one dict per ended query
    ENDED = "ended"  # set: queries whose outcome is logged (once, even if a page is read twice)
    OUTBOX = "outbox"  # leased queue: new records not yet written to the feed
    COUNTERS = "counters"  # counters: requests, pages, queries, probes, ...
    TARGET = "target"  # value: the query template of the site
    EMPTY = "empty"  # value: signatures of empty result pages
    BOOTSTRAP = "bootstrap"  # value: the site's own words, first queries before any record is known
    TOTALS = "totals"  # log: what each ended query showed of where the site states its totals
    PLANS = "plans"  # log: what was learned about queries that are not terms (hiddenweb.harvest.plans)
    DEPENDENT = "dependent"  # log: a dependent select's options read in the browser, one entry per parent value
    SAME = "same-records"  # value: result pages list the same records whatever the query (see _note_first_page)
    HIDDEN_TEXT = "hidden-text"  # value: the site matches text its records do not show (hiddenweb.harvest.fulltext)
    FULL_TEXTS = "full-texts"  # log: the words of each detail page read, the site's own words left out
    SITE_WORDS = "site-words"  # value: the words of the site's empty result pages (its navigation, footer)

    #: Most requests of the budget reserved at once (see :meth:`count_request`).
    RESERVE_MAX = 8

    def __init__(
        self,
        state: CrawlState,
        make_policy: Callable[[Sequence[str]], QueryPolicy],
        limits: HarvestLimits | None = None,
        namespace: str = "",
        probes: ProbePlan | None = None,
        structured: Callable[[dict], StructuredPlanner | None] | None = None,
    ) -> None:
        for name in (
            "ISSUED",
            "ISSUED_LOG",
            "RECORDS",
            "DOCS",
            "OUTCOMES",
            "ENDED",
            "OUTBOX",
            "COUNTERS",
            "TARGET",
            "EMPTY",
            "BOOTSTRAP",
            "TOTALS",
            "PLANS",
            "DEPENDENT",
            "SAME",
            "HIDDEN_TEXT",
            "FULL_TEXTS",
            "SITE_WORDS",
        ):
            setattr(self, name, f"harvest:{namespace}:{getattr(Harvest, name)}")
        self.state = state
        self._make_policy = make_policy
        self.policy = make_policy(state.get(self.BOOTSTRAP) or ())
        self.limits = limits or HarvestLimits()
        self._failed_in_a_row = 0
        self.open: dict[str, OpenQuery] = {}
        #: What the result pages list does not depend on the query: no size estimate (:meth:`_note_first_page`).
        self.same_records = bool(state.get(self.SAME))
        self._first_pages: dict[int, set[str]] = {}  # one-page answers' records (hash of their keys) -> their queries
        self.stop_reason: str | None = None
        self._recent: deque[int] = deque(maxlen=max(1, self.limits.window))
        #: Queries that are not single terms (empty query, listing, page-size probes, splits).
        self.plans = PlanBook(state, self.PLANS)
        self._offsets = {self.DOCS: 0, self.OUTCOMES: 0, self.ISSUED_LOG: 0, self.PLANS: 0, self.FULL_TEXTS: 0}
        self._target: dict | None = None
        self._reserved = 0  # requests of the budget reserved by this worker and not spent yet
        self._charged = 0  # the crawl-wide requests counter when this worker last reserved
        self._observed: set[str] = set()  # queries whose outcome the policy saw (each once)
        self._fresh = False  # nothing happened here since the last sync
        self._followers: dict[str, Callable[[list[Any]], None]] = {}  # more logs read by sync()
        self._probes_issued = 0  # size probes and plan probes among the issued queries (see queries_issued)
        self.silent_cap = SilentCap()  # a cap the site never states (hiddenweb.harvest.caps)
        #: When size probes are due and which words they query (None: no probes).
        self.probe_plan = probes
        self.probes: set[str] = set()  # terms claimed as size probes, crawl-wide (from the issued log)
        self._probes_chosen: set[str] = set()  # probes chosen here and not claimed yet
        #: keys of the records only size probes have found (checked again at the end, SizeEstimator)
        self._probe_only: set[str] = set()
        self._pages_ended = 0  # result pages of the ended queries, crawl-wide (from the outcomes log)
        self._make_structured = structured
        self._structured: StructuredPlanner | None = None
        self.sync()

    @property
    def structured(self) -> StructuredPlanner | None:
        """The structured query planner of the form (issue 16), once the target is known; None without one."""
        if self._structured is None and self._make_structured is not None and self.target is not None:
            self._structured = self._make_structured(self.target)
            self._make_structured = None
        return self._structured

    # -- learning from the state ----------------------------------------------
    def sync(self) -> None:
        """Feed the policy what this or any other worker learned since last time.

        One round trip for the three logs, which also carries the writes the
        state deferred (counters, acknowledgements, a query's outcome).
        """
        logs = self.state.read_many(self._offsets)
        self._fresh = True
        for log, entries in logs.items():
            self._offsets[log] += len(entries)
            if entries and log in self._followers:
                self._followers[log](entries)

        for event in logs[self.PLANS]:
            self.plans.apply(event)
        self.policy.page_size = self.plans.page_size or self.policy.page_size  # the cost model's pages
        for terms in logs[self.DOCS]:
            self.policy.observe_document(set(terms))
        for terms in logs[self.FULL_TEXTS]:
            self.policy.observe_full_text(terms)
        for entry in logs[self.ISSUED_LOG]:
            if isinstance(entry, dict):  # a size probe
                if entry.get("common") and self.probe_plan is not None:
                    self.probe_plan.drawn_common.add(entry["term"])
                entry = entry["term"]
                self.probes.add(entry)
                self._probes_issued += 1
            elif is_probe_plan(entry):
                self._probes_issued += 1
            if is_plan(entry):
                self.plans.mark_issued(entry)
            else:
                self.policy.mark_issued(entry)
        for data in logs[self.OUTCOMES]:
            self._pages_ended += int(data.get("pages") or 0)
            if data.get("term") in self._observed:  # observed when it ended here
                continue
            outcome = QueryOutcome.from_dict(data)
            self._observed.add(outcome.term)
            self._observe(outcome)
            self.open.pop(outcome.term, None)  # ended, here or by another worker

    def follow(self, log: str, reader: Callable[[list[Any]], None]) -> None:
        """Hand ``reader`` the entries of ``log`` (those so far, now; later ones with each :meth:`sync`,
        in its one round trip), e.g. what the other workers learnt of the site's totals."""
        if log not in self._followers:
            self._followers[log] = reader
            entries = self.state.read(log)
            self._offsets[log] = len(entries)
            if entries:
                reader(entries)

    def _observe(self, outcome: QueryOutcome) -> None:
        """Tell the policy a query ended: a plan query's outcome counts for the size estimate only
        (and a structured query of one value may be the stop-word probe: what it searched is said)."""
        if outcome.probe_unseen:  # another worker's probe (this worker's were added by page())
            self._probe_only.update(outcome.probe_unseen)
        self._probe_only.difference_update(outcome.recaptured)
        if is_plan(outcome.term):
            self.plans.observe(outcome.term, outcome.returned, outcome.new, outcome.capped, outcome.reported_total)
            plan = QueryPlan.from_key(outcome.term)
            struct = plan is not None and plan.kind == "struct" and len(plan.args) == 1
            self.policy.observe_plan(outcome, searched_text(outcome.term) if struct else "")
        else:
            self.policy.observe_query(outcome)

    # -- target -------------------------------------------------------------------
    @property
    def target(self) -> dict | None:
        """The query template of the site being harvested (a dict), once known."""
        if self._target is None:  # set once, never changed: read until known
            self._target = self.state.get(self.TARGET)
        return self._target

    def set_target(self, template: dict, bootstrap: Sequence[str] = ()) -> None:
        """Start querying through ``template``.

        ``bootstrap`` are words of the site's own pages (e.g. the search page's
        categories), tried before generic words while no record is known yet.
        """
        if bootstrap and not self.state.get(self.BOOTSTRAP):
            self.state.put(self.BOOTSTRAP, list(bootstrap))
            self.policy = self._make_policy(bootstrap)
            self.plans = PlanBook(self.state, self.PLANS)  # rebuilt with the policy: every log is read again
            self._offsets = dict.fromkeys(self._offsets, 0)
            self._probes_issued = 0
            self._observed = set()
            self.probes = set()
            self._pages_ended = 0
            self.sync()
        self.state.put(self.TARGET, template)
        self._target = template

    # -- counters -------------------------------------------------------------------
    def counter(self, key: str) -> int:
        """One crawl-wide counter (see :meth:`counters`)."""
        return self.state.counter(self.COUNTERS, key)

    def counters(self) -> dict[str, int]:
        """The crawl-wide counters (requests, pages, queries, new_records, probes)."""
        return self.state.counters(self.COUNTERS)

    @property
    def records(self) -> int:
        """Distinct records claimed crawl-wide, as of the last :meth:`sync`.

        Every new record has exactly one entry in the documents log (claimed
        and logged in one atomic step), so the log's length read by the last
        sync is the count, without a round trip.
        """
        return self._offsets[self.DOCS]

    @property
    def queries_issued(self) -> int:
        """Queries claimed crawl-wide, as of the last :meth:`sync`, that ``max_queries`` counts.

        Probes are not among them: the empty-query and page-size probes of the
        plans and the size probes cost requests of the budget, not queries.
        """
        return self._offsets[self.ISSUED_LOG] - self._probes_issued

    def count_request(self) -> bool:
        """Charge one request to the budget; False once it is spent.

        Under a budget, requests are reserved from the crawl-wide counter a few
        at a time (:meth:`_reserve`), so most requests cost no round trip;
        :meth:`release` gives back what was reserved and not spent.
        """
        if self.stop_reason == "budget_exhausted":
            return False
        if self.limits.budget:
            if not self._reserved and not self._reserve():
                return False
            self._reserved -= 1
        else:
            self.state.incr(self.COUNTERS, "requests", wait=False)
        self._recent.append(0)
        return True

    def _reserve(self) -> bool:
        """Reserve requests of the crawl-wide budget for this worker (one round trip).

        The share shrinks as the budget runs out (an eighth of what was left at
        the last reservation, at most :attr:`RESERVE_MAX`), so that workers end
        together: when the budget is spent, the requests reserved and not yet
        sent are at most a few per worker.
        """
        budget = self.limits.budget
        share = max(1, min(self.RESERVE_MAX, (budget - self._charged) // 8))
        used = self.state.incr(self.COUNTERS, "requests", share)
        self._charged = used
        granted = max(0, min(share, budget - (used - share)))
        if granted < share:  # the others took the rest: give back what is over the budget
            self.state.incr(self.COUNTERS, "requests", granted - share, wait=False)
        self._reserved += granted
        if not granted:
            self.stop("budget_exhausted")
        return granted > 0

    def release(self) -> None:
        """Give back the reserved requests not spent (when the worker closes)."""
        if self._reserved:
            self.state.incr(self.COUNTERS, "requests", -self._reserved, wait=False)
            self._reserved = 0

    # -- choosing queries -----------------------------------------------------------
    def stop(self, reason: str) -> None:
        """Stop the harvest (the first reason given is kept and logged)."""
        if self.stop_reason is None:
            self.stop_reason = reason
            logger.info("Harvest stops: %s", reason)

    def wants_query(self) -> bool:
        """Whether a new query may be issued now (target known, limits not reached): a free query slot,
        or a size probe due beside a long query (:meth:`_probe_beside`)."""
        if self.stop_reason or self.target is None:
            return False
        if self._slots_full() and not self._probe_beside():
            return False
        return self._check_limits()

    def _slots_full(self) -> bool:
        return len(self.open) >= max(1, self.limits.concurrent_queries)

    def _probe_beside(self) -> bool:
        """Whether a size probe is due beside the open queries, one of which is long.

        Probes are chosen as the next query; a listing of 200 pages (WordPress) or a word paged for
        a hundred (Trac, ten a page) is one query, and the size had no estimate until it ended. After
        :data:`LONG_QUERY_PAGES` pages of one query, a probe due by the requests spent runs beside it,
        one at a time and at the probes' base share (it interrupts a query worth paging); short
        queries keep probes between them, so the order of queries stays the one the pages decide.
        """
        plan = self.probe_plan
        if plan is None or (self.target or {}).get("keyword") == "":
            return False
        if any(term in self.probes or term in self._probes_chosen for term in self.open):
            return False  # one probe beside at a time
        if not any(query.pages >= LONG_QUERY_PAGES for query in self.open.values()):
            return False
        return self._probe_is_due(beside=True)

    def _probe_is_due(self, beside: bool) -> bool:
        """Whether the probe plan says a probe is due; ``beside`` an open query, at the base share.

        The requests spent are counted as the result pages of the ended queries (from the outcomes
        log: the same for every worker, no round trip) and of the queries open here; the records, as
        of the last sync or found by the open queries since.
        """
        plan = self.probe_plan
        if plan is None:
            return False
        requests = self._pages_ended + sum(query.pages for query in self.open.values())
        probes = len(self.probes | self._probes_chosen)
        records = max(self.records, sum(query.new for query in self.open.values()))
        returned = self.policy.size_estimator.probe_returns
        return plan.due(requests, probes, records, self.size_interval(), base_share=beside, returned=returned)

    def _check_limits(self) -> bool:
        """Whether no limit is reached; a query needs a reserved request of the budget."""
        limits = self.limits
        if limits.budget and not self._reserved and not self._reserve():
            pass  # spent: _reserve() stopped the harvest
        elif limits.max_queries and self.queries_issued >= limits.max_queries:
            self.stop("max_queries")
        elif limits.target_coverage and (self.coverage_interval()[1] or 0.0) >= limits.target_coverage:
            self.stop("coverage_reached")
        elif (
            limits.min_new_per_request
            and len(self._recent) == self._recent.maxlen
            and sum(self._recent) / len(self._recent) < limits.min_new_per_request
        ):
            self.stop("low_yield")
        return self.stop_reason is None

    def next_query(self) -> str | None:
        """Claim the policy's next query, crawl-wide; None when none is left."""
        while (term := self.choose_query()) is not None:
            if self.claim_query(term):
                return term
        return None

    def choose_query(self) -> str | None:
        """The policy's next query, not claimed yet (see :meth:`claim_query`).

        The choice sees everything learned so far: the state is synced first,
        unless nothing happened here since the last sync (e.g. the one at the
        end of the query before).
        """
        if not self.wants_query():
            return None
        if not self._fresh:
            self.sync()
            if not self._check_limits():
                return None
        self._fresh = False
        keywordless = self.target is not None and self.target.get("keyword") == ""  # a structured form (issue 16)
        term = None if keywordless else self._probe_due()
        if term is None and self._slots_full():
            return None  # only a probe goes beside the open queries
        if term is None:
            term = None if keywordless else self.policy.select()
            structured = self.structured
            # the empty query, page sizes, listing, structured queries, splits
            plan = self.plans.next_query(self.policy, structured if structured and structured.active else None)
            if plan is not None:
                self.plans.mark_issued(plan)
                return plan
            if keywordless and self.open and structured is not None and structured.waiting(self.plans):
                return None  # a structured query's end decides what comes next (a sample, a capped parent)
        if term is None:
            self.stop("no_candidate_queries")
            return None
        self.policy.mark_issued(term)
        return term

    def _probe_due(self) -> str | None:
        """The next size probe's word when one is due (:class:`~hiddenweb.querying.probes.ProbePlan`,
        :meth:`_probe_is_due`; beside the open queries when no query slot is free)."""
        plan = self.probe_plan
        if plan is None or not self._probe_is_due(beside=self._slots_full()):
            return None
        term = plan.next_word(self.policy.issued, self.policy.size_estimator.probe_returns)
        if term is not None:
            self._probes_chosen.add(term)
        return term

    def claim_query(self, term: str) -> bool:
        """Claim ``term`` crawl-wide (False: another worker issued it first).

        A fleet must queue the query's request *before* claiming it: a
        worker that dies between the two then leaves a request that another
        worker runs, never a claimed query that nobody runs.
        """
        self._fresh = False
        probe = term in self._probes_chosen
        self._probes_chosen.discard(term)
        entry: str | dict = term
        if probe:  # a word drawn from the commonest ones weighs its records by those (ProbePlan.sample)
            common = self.probe_plan is not None and term in self.probe_plan.drawn_common
            entry = {"term": term, "probe": True, **({"common": True} if common else {})}
        added = self.state.add(self.ISSUED, [term], log=self.ISSUED_LOG, entries=[entry])
        if not added or not added[0]:
            return False
        self.state.incr(self.COUNTERS, "queries", wait=False)
        if probe:
            self.probes.add(term)
            self.state.incr(self.COUNTERS, "size_probes", wait=False)
        self.open[term] = OpenQuery(term)
        return True

    # -- learning from result pages -------------------------------------------------
    def page(
        self,
        term: str,
        keys: Sequence[str],
        texts: Sequence[set[str]],
        holds: Sequence[Any],
        reported_total: int | None = None,
        empty: bool = False,
        has_next: bool = False,
        lease: float = 600.0,
        total_trusted: bool = False,
        total_reading: Any = None,
    ) -> PageVerdict:
        """Account a result page of ``term``: which records are new, read on or not.

        Each new record's item (``holds``, one per key) is held in :attr:`OUTBOX`
        until the feed has it, leased for ``lease`` seconds, in the same atomic
        step as its claim: a worker killed right after the claim loses no record.
        ``total_trusted``: the total was read where the site's totals were validated;
        ``total_reading``: the page's numbers, kept for the query's end (:attr:`OpenQuery.totals`).
        """
        self._fresh = False
        query = self.open.setdefault(term, OpenQuery(term))
        query.pages += 1
        query.empty = query.empty or empty
        if reported_total is not None:
            query.reported_total, query.total_trusted = reported_total, total_trusted
        if total_reading is not None:
            query.totals.append(total_reading)
        # read for the new records only; their words interned: the log holds each record's, in memory
        # (MemoryState) one string per word of the site, not per occurrence (issue 17: 8 MB at 3,000 requests)
        docs = OnAccess(len(texts), lambda i: sorted(map(sys.intern, texts[i])))
        held = (
            self.state.add_held(
                self.RECORDS, keys, log=self.DOCS, entries=docs, queue=self.OUTBOX, items=holds, lease=lease
            )
            if keys
            else []
        )
        n_new = sum(token is not None for token in held)
        query.returned += len(keys)
        query.new += n_new
        plan = self.probe_plan
        probe_only = self._probe_only
        if plan is not None and query.pages == 1 and term in self.probes:
            # the size probes' sample (its first page): "seen" is found by the crawler's own queries
            sample = (
                (key, text, token is None and key not in probe_only) for key, text, token in zip(keys, texts, held)
            )
            query.probe_seen, query.probe_mass, query.probe_unseen = plan.sample(sample, term in plan.drawn_common)
            probe_only.update(query.probe_unseen)
        elif plan is not None and query.pages == 1 and term in plan.lexicon:
            # a stratum of the probes' sample (see SizeEstimator)
            query.probe_seen, query.probe_mass = plan.weigh(zip(texts, (token is None for token in held)))
        if probe_only and term not in self.probes:
            recaptured = [key for key in keys if key in probe_only]
            probe_only.difference_update(recaptured)
            query.recaptured.extend(recaptured)
        self.state.incr(self.COUNTERS, "pages", wait=False)
        if n_new:
            self.state.incr(self.COUNTERS, "new_records", n_new, wait=False)
        if self._recent:
            self._recent[-1] += n_new
        go_on = (
            has_next
            and not empty
            and bool(keys)
            and term not in self.probes  # a size probe reads its first page only
            and self.policy.continue_paging(
                term, query.pages, n_new, len(keys), query.new, query.reported_total if query.total_trusted else None
            )
        )
        if has_next and not go_on and not empty and keys:
            logger.debug("Stop paging %r after %d pages", term, query.pages)
        if query.pages == 1 and not has_next and len(keys) >= SAME_RECORDS_MIN and not self.same_records:
            self._note_first_page(term, keys)
        return PageVerdict(held=held, continue_paging=go_on)

    def _note_first_page(self, term: str, keys: Sequence[str]) -> None:
        """Watch for answers that do not depend on the query: the one-page answers of
        :data:`SAME_RECORDS_QUERIES` different queries, a size probe's word among them, that list the
        very same records are a page's own furniture read as results, the results themselves unread
        (Sphinx's and MkDocs' search pages read before their scripts had shown anything: each query
        "found" the sidebar's 174 links, the random word "engineering" too, and the size estimate said
        174 [174–178], coverage 1.00 for 0.08). The probe's word, drawn independently of the records,
        is what tells them from forms of one word a site stems alike ("return", "returns",
        "returned": 1,372 pages each on MkDocs). From then on the harvest gives no size estimate,
        and says why once."""
        queries = self._first_pages.setdefault(hash(frozenset(keys)), set())
        queries.add(term)
        if len(queries) < SAME_RECORDS_QUERIES or not queries & self.probes:
            return
        self.same_records = True
        self.state.put(self.SAME, True)
        logger.warning(
            "The result pages of %s list the same %d records whatever the query (%s): they are likely the"
            " page's own links, not its results; no size or coverage is estimated for this harvest",
            (self.target or {}).get("url", "the site"),
            len(keys),
            ", ".join(repr(q) for q in sorted(queries)),
        )

    def end_query(self, term: str, reason: str = "") -> dict:
        """Close ``term``: log its outcome for the policy and its size estimate.

        Two round trips: the sync (the policy must have seen this query's
        records before its outcome) and the outcome's log, exactly once
        crawl-wide; ``first_report`` is False when the query had ended before
        (its last page read again by a resumed crawl or another worker).
        """
        query = self.open.pop(term, None) or OpenQuery(term)
        self.sync()
        if is_plan(term):
            pass  # a refused plan query (an empty query, a page size) says nothing of the site's health
        elif reason == "error":
            self._failed_in_a_row += 1
            if self._failed_in_a_row >= self.limits.max_failed_queries:
                self.stop("site_errors")
        else:
            self._failed_in_a_row = 0
        probe = term in self.probes
        if probe and reason == "few_new_records":
            reason = "size_probe"  # it read its first page only, by design
        refuted = reason == "last_page" and self._whole_on_one_page(query)
        if refuted:
            query.reported_total = query.returned
        # The site's result cap: the last page came before the reported total did.
        capped = bool(reason == "last_page" and query.reported_total and query.returned < query.reported_total)
        capped = self.silent_cap.capped(query.returned, reason == "last_page", query.reported_total) or capped
        outcome = QueryOutcome(
            term=term,
            reported_total=query.reported_total,
            returned=query.returned,
            new=query.new,
            pages=query.pages,
            capped=capped,
            complete=reason == "last_page",
            docs_after=self.policy.num_docs,  # replay must see the outcome after exactly these records
            total_trusted=query.total_trusted,
            match_all=self.plans.is_match_all(term),
            probe=probe,
            probe_seen=query.probe_seen,
            probe_mass=query.probe_mass,
            lexicon=len(self.probe_plan.lexicon) if probe and self.probe_plan is not None else 0,
            probe_unseen=query.probe_unseen if probe else None,
            recaptured=query.recaptured,
        )
        # Exactly once, even when a worker died after logging it but before its page was acknowledged:
        # waited for, so that a page read again after a kill does not report its query twice.
        first = self.state.add(self.ENDED, [term], log=self.OUTCOMES, entries=[outcome.to_dict()])[0]
        if term not in self._observed:  # else another worker ended it first (a page read twice)
            self._observed.add(term)
            self._observe(outcome)
        report: dict[str, Any] = {
            "term": term,
            "reported_total": query.reported_total,
            "total_trusted": query.total_trusted,
            "pages": query.pages,
            "records": query.returned,
            "new_records": query.new,
            "cumulative_records": self.records,
            "capped": capped,
            "empty": query.empty or query.returned == 0,
            **self.estimates(),
            "stop_reason": reason,
            "probe": probe or is_probe_plan(term),
            "first_report": bool(first),
            "total_refuted": refuted,
        }
        return report

    def _whole_on_one_page(self, query: OpenQuery) -> bool:
        """A query answered on one page holding fewer records than the pages it asked for was answered
        whole, so an untrusted total above its records was misread, not a cap: a cap below one page is
        no cap (Flask-Admin's ``page_size=100`` read as the total of a three-record answer)."""
        size = self.plans.page_size
        total = query.reported_total
        return (
            query.pages == 1
            and not query.total_trusted
            and total is not None
            and size is not None
            and 0 < query.returned < min(size, total)
        )

    # -- progress -----------------------------------------------------------------------
    def size_interval(self) -> SizeInterval | None:
        """The database size the policy's estimator reckons, with its interval (None before it can
        tell, or when the result pages list the same records whatever the query)."""
        if self.same_records:
            return None
        return self.policy.size_estimator.interval(self.records)

    def estimated_size(self) -> float | None:
        """The database size the policy's estimator reckons (None before it can tell)."""
        interval = self.size_interval()
        return interval.estimate if interval is not None else None

    def coverage_interval(self) -> tuple[float | None, float | None, float | None]:
        """Distinct records known over the estimated size, and the interval's ends (None while unknown)."""
        interval = self.size_interval()
        return interval.coverage(self.records) if interval is not None else (None, None, None)

    def coverage(self) -> float | None:
        """Distinct records known over the estimated size (None while the size is unknown)."""
        return self.coverage_interval()[0]

    def estimates(self) -> dict[str, float | None]:
        """The size estimate and coverage with their intervals, as :class:`~hiddenweb.items.QueryResult` fields."""
        interval = self.size_interval()
        cov, cov_low, cov_high = interval.coverage(self.records) if interval is not None else (None, None, None)
        return {
            "estimated_size": interval.estimate if interval is not None else None,
            "estimated_size_low": interval.low if interval is not None else None,
            "estimated_size_high": interval.high if interval is not None else None,
            "coverage": cov,
            "coverage_low": cov_low,
            "coverage_high": cov_high,
        }
