"""The query-policy contract and the machinery every policy shares (Ntoulas, Zerfos & Cho 2005).

The crawl loop is §2.2 (Fig. 4): select a term, query, download, repeat. A
:class:`QueryPolicy` is told what happened through ``observe_document`` /
``observe_query`` / ``mark_issued`` only, so a resumed crawl or another worker rebuilds it
exactly by replaying the crawl's logs (documents' term sets in order, issued terms, query
outcomes). Document counting is deferred until it is needed; a query's records are told
apart by :attr:`QueryOutcome.docs_after`, which makes the replay independent of how the
three logs are interleaved. It keeps the §3.3 statistics (:class:`.stats.QueryStatistics`,
read through its public API), the §3.4 weighted counts, the size estimate and the paging
rule; the concrete policies (:mod:`.policies`) only choose the next term.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from hiddenweb.text import STOP_WORDS, is_query_term, normalize_space

from .estimators import independence_matches
from .sizing import SizeEstimator
from .stats import QueryStatistics

__all__ = [
    "DEFAULT_PAGE_SIZE",
    "STOP_WORD_HOLDS",
    "STOP_WORD_PROBE",
    "QueryOutcome",
    "QueryPolicy",
    "QuerySnapshot",
    "normalize_query",
]

logger = logging.getLogger(__name__)

#: Page size assumed by the cost model while the site's is unknown.
DEFAULT_PAGE_SIZE = 10


#: Queries read to their end whose totals measure the site's matching (:meth:`QueryPolicy._calibrate`):
#: the latest ones, and how many are needed before the measure is used.
MATCHING_QUERIES = 50
MIN_MATCHING_QUERIES = 3

#: The commonest English stop word: one query of it tells whether the site indexes stop words.
STOP_WORD_PROBE = "the"
#: Share of the probe's new records that must hold it: a site that ignores it answers with nothing,
#: or with every record (many without it); a substring search ("other", "theme") fails it too.
STOP_WORD_HOLDS = 0.9

#: Full texts (:meth:`QueryPolicy.observe_full_text`) needed before they value words, and how many of
#: them must hold a word for it to be valued: a word of one sampled text says next to nothing of the site.
MIN_FULL_TEXTS = 3
MIN_FULL_TEXT_DF = 2

#: The chosen queries whose delivered efficiency measures the policy's promises (:attr:`QueryPolicy.promises_kept`),
#: and how many must have ended before the measure is used.
PROMISE_WINDOW = 10
MIN_PROMISES = 3


@dataclass
class QueryOutcome:
    """What one finished query (all its result pages read) taught the crawler."""

    term: str
    reported_total: int | None  # the site's "1–10 of 3,412", if shown
    returned: int  # records seen on its result pages
    new: int  # records not downloaded before
    pages: int  # result pages read
    capped: bool  # returned < reported_total (site cap, or paging stopped early)
    #: distinct records downloaded crawl-wide right after this query's records were counted;
    #: its ``new`` records are the last ``new`` before that. Optional; makes replay order-free.
    docs_after: int | None = None
    #: The query lists the whole database (an empty query or a wildcard that the site answers with
    #: every record): its reported total, once trusted, is the database's size.
    match_all: bool = False
    #: The reported total was read where this site's totals were validated against full pagination.
    total_trusted: bool = False
    #: A size probe (:mod:`.probes`): a word drawn independently of the sample to estimate coverage,
    #: not a choice of the policy (the policy learns its records, not from its choice).
    probe: bool = False
    #: Of a query of a word of the probes' lexicon (a probe or not): its first result page's records
    #: weighed (Σ 1/deg, :meth:`.probes.ProbePlan.weigh`): those seen before it, and all.
    probe_seen: float = 0.0
    probe_mass: float = 0.0
    #: Of a probe: how many words the lexicon it was drawn from holds.
    lexicon: int = 0
    #: Of a probe: its first page's records that no query of the crawler's own had returned (new, or
    #: found by earlier probes only), key → weight; checked again at the end (:mod:`.sizing`, 3.).
    #: None: not tracked (an older log).
    probe_unseen: dict[str, float] | None = None
    #: Of any other query: the records it returned that only size probes had found before (their keys).
    recaptured: list[str] = field(default_factory=list)
    #: Its pagination ended on its last page (not stopped early, not cut by the budget).
    complete: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON-ready data (the crawl state's query log)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> QueryOutcome:
        """The outcome :meth:`to_dict` gave (older logs lack the later fields)."""
        return cls(**data)


def normalize_query(term: str) -> str:
    """Queries are compared case-folded with collapsed whitespace."""
    return normalize_space(term.lower())


@dataclass
class QuerySnapshot:
    """The sample as it was when a query was issued (for size and §3.4 estimates)."""

    df: int
    wdf: float
    num_docs: int
    union_mass: float
    rank: float | None


class QueryPolicy(ABC):
    """Base policy: issued set, seeds, the query-statistics table and the paging rule.

    Every policy keeps the §3.3 statistics (cheap) so that :meth:`expected_new` and the paging
    rule work whatever chooses the terms.
    """

    name: str = "base"

    def __init__(
        self,
        seeds: Sequence[str] = (),
        *,
        costs: tuple[float, float, float] = (1.0, 1.0, 0.0),
        page_size: int | None = None,
        result_cap: int | None = None,
        stop_words_indexed: bool = False,
        stop_word_probe: bool = False,
        patience: int = 10,
        min_new: int = 1,
        capped_correction: bool = False,
    ) -> None:
        if len(costs) != 3 or any(c < 0 for c in costs) or not any(costs):
            raise ValueError(f"costs must be three non-negative numbers (c_q, c_r, c_d), not all 0: {costs!r}")
        if page_size is not None and page_size <= 0:
            raise ValueError(f"page_size must be positive, got {page_size!r}")
        if result_cap is not None and result_cap <= 0:
            raise ValueError(f"result_cap must be positive, got {result_cap!r}")
        self.cost_query, self.cost_result_page, self.cost_document = (float(c) for c in costs)
        self.page_size = page_size
        self.result_cap = result_cap
        self.stop_words_indexed = stop_words_indexed
        #: query :data:`STOP_WORD_PROBE` to learn whether the site indexes stop words (unless told it does)
        self.stop_word_probe = stop_word_probe and not stop_words_indexed
        #: the probe's outcome was observed (then :attr:`stop_words_indexed` is what it showed)
        self.stop_words_probed = False
        self.patience = max(1, patience)
        self.min_new = max(0, min_new)
        #: apply §3.4 (Eq. 5–6) to the statistics the independence estimator reads. Off by default:
        #: it makes them unbiased for the union of the issued queries' matches, but that union is
        #: itself dominated by the big capped queries' topics, and benchmarks/bench_policies.py
        #: measures lower coverage with it on capped sites (see the README figures).
        self.capped_correction = capped_correction
        self.seeds: list[str] = []
        for seed in seeds:
            seed = normalize_query(seed)
            if seed and seed not in self.seeds:
                self.seeds.append(seed)

        self.stats = QueryStatistics()
        self.size_estimator = SizeEstimator()
        self.issued: set[str] = set()
        self.queries_observed = 0
        self.learned_cap: int | None = None  # largest result list of a query the site cut short
        # term-id-indexed arrays
        self._wdf = np.zeros(1024, dtype=np.float64)  # §3.4 weighted df
        self._fdf = np.zeros(1024, dtype=np.float64)  # df among the sampled full texts
        self.full_texts = 0  # full texts observed (observe_full_text)
        self._issued_mask = np.zeros(1024, dtype=bool)
        self._eligible = np.zeros(1024, dtype=bool)
        self._known = 0  # ids whose eligibility is computed
        self.union_mass = 0.0  # W: estimated size of the union of issued queries' matches
        # documents: ids per record in order; counting is deferred to _ingest()
        self._docs: list[np.ndarray] = []
        self._ingested = 0
        self._issued_at: dict[str, int] = {}  # term -> documents observed when it was issued
        #: term -> trusted total of the latest queries read to their end (the site's matching, measured)
        self._matched: dict[str, int] = {}
        self._paging: dict[str, int] = {}  # term -> its consecutive pages bringing fewer than min_new
        self._stopped_by_us: set[str] = set()
        self._next_best = 0.0  # efficiency of the best candidate when the last query was chosen
        self._promised: dict[str, float] = {}  # term -> its efficiency when chosen (until it ends)
        #: (promised, delivered) efficiency of the last chosen queries that ended (:attr:`promises_kept`)
        self._kept: deque[tuple[float, float]] = deque(maxlen=PROMISE_WINDOW)

    # -- mutators (the only ones) ---------------------------------------------------------
    def observe_document(self, terms: Iterable[str]) -> None:
        """A new distinct record was downloaded; *terms* its term set (see hiddenweb.text.terms)."""
        if isinstance(terms, str):
            raise TypeError("observe_document() expects a set of terms, not a str")
        if not isinstance(terms, (set, frozenset)):
            terms = set(terms)
        # sorted: term ids (the tie-break order) must not depend on set iteration order
        self._docs.append(self.stats.index.add_many(sorted(terms)))

    def observe_full_text(self, terms: Iterable[str]) -> None:
        """The full text of a downloaded record (its detail page, the site's own words left out) was read.

        Ntoulas et al. (§2.2, Fig. 2) learn the statistics from the documents
        downloaded; a result page that shows a record's title only gives its
        title's words, while the site matches the whole text. A sample of full
        texts values each word at the share of them holding it (once
        :data:`MIN_FULL_TEXTS` are read and :data:`MIN_FULL_TEXT_DF` hold it):
        that share of the database matches it, and of the records downloaded,
        the same share (independence, §3.1), whatever their titles show.
        Order-free: a resumed crawl replays the texts in any order.
        """
        if isinstance(terms, str):
            raise TypeError("observe_full_text() expects a set of terms, not a str")
        ids = self.stats.index.add_many(sorted(set(terms)))
        self._grow()
        self._fdf[ids] += 1.0
        self.full_texts += 1

    def mark_issued(self, term: str) -> None:
        """*term* was issued (here or by another worker): never choose it again."""
        term = normalize_query(term)
        if not term or term in self.issued:
            return
        self.issued.add(term)
        self._issued_at[term] = len(self._docs)
        term_id = self.stats.index.add(term)
        self._grow()
        self._issued_mask[term_id] = True
        self._on_issued(term)

    def observe_query(self, outcome: QueryOutcome) -> None:
        """*outcome*'s pagination ended (its new records were observed before this call)."""
        term = normalize_query(outcome.term)
        if term not in self.issued:
            self.mark_issued(term)
        issued_at = self._issued_at.pop(term, None)
        if outcome.docs_after is not None:
            end = min(max(outcome.docs_after, 0), len(self._docs))
            start = max(0, end - max(outcome.new, 0))
        else:
            end = len(self._docs)
            start = min(issued_at if issued_at is not None else self._ingested, end)
        self._ingest(min(start, len(self._docs)))
        snap = self._snapshot(term, start)
        bucket = self._docs[start:end]
        self._ingest(end)
        self._calibrate(term, outcome)
        self.size_estimator.observe(outcome, snap.df, snap.num_docs)
        stopped_by_us = term in self._stopped_by_us
        self._stopped_by_us.discard(term)
        self._paging.pop(term, None)
        self.queries_observed += 1
        promised = self._promised.pop(term, None)
        if outcome.probe:  # its records are learnt (above); its choice and its cut-off first page are not
            return
        if promised and outcome.pages > 0:
            spent = self.cost_query + self.cost_result_page * outcome.pages + self.cost_document * max(outcome.new, 0)
            self._kept.append((promised, max(outcome.new, 0) / spent))
        if term == STOP_WORD_PROBE and self.stop_word_probe and not self.stop_words_probed:
            self._judge_stop_words(term, bucket, outcome)
        self._correct_capped(outcome, snap, bucket)
        if outcome.capped and not stopped_by_us and outcome.returned > 0:
            self.learned_cap = max(self.learned_cap or 0, outcome.returned)
        self._on_query(outcome, snap)

    def observe_plan(self, outcome: QueryOutcome, searched: str = "") -> None:
        """A query that is not a keyword term ended (an empty query, a listing, a split: hiddenweb.harvest.plans).

        Its new records were observed as documents, as every query's; it is no
        candidate term, so only the size estimate learns from it: a query that
        matches all (:attr:`QueryOutcome.match_all`) has the whole sample as its
        "df", so its reported total is a direct estimate of the size; the
        others add capture–recapture evidence only. ``searched``: the words it
        searched for; :data:`STOP_WORD_PROBE` alone (a structured query of a form
        without a keyword box, ``title=the``) is the stop-word probe, judged once
        one brings new records.
        """
        term = normalize_query(outcome.term)
        self._paging.pop(term, None)
        self._stopped_by_us.discard(term)
        end = len(self._docs) if outcome.docs_after is None else min(max(outcome.docs_after, 0), len(self._docs))
        before = max(0, end - max(outcome.new, 0))
        self.size_estimator.observe(outcome, before if outcome.match_all else 0, before)
        probe = normalize_query(searched) == STOP_WORD_PROBE and self.stop_word_probe and not self.stop_words_probed
        if probe and end > before:  # a box that found nothing new may not be the one that holds it: not settled
            self._judge_stop_words(STOP_WORD_PROBE, self._docs[before:end], outcome)

    def _judge_stop_words(self, term: str, bucket: list[np.ndarray], outcome: QueryOutcome) -> None:
        """Whether stop words are candidates, from the probe's new records (:data:`STOP_WORD_HOLDS`).

        One query settles it: where the site indexes the probe and answers it
        in full, the stop words of the records (their terms keep them,
        :func:`hiddenweb.text.record_terms`) become candidates, valued like any
        term. A book search's title box answers "the" with 207 of its 400
        books ("207 books found", all read); a site that drops it costs one
        request. In full means the site said how many it matched and all of
        them were read. Where the answer is capped, or its size unsaid, they
        stay out: a capped stop word reaches the site's top-ranked slice of
        nearly every record, which the estimate of its new records overvalues
        (``benchmarks/bench_policies.py``: 75.0% → 72.1% of the records after
        100 queries with them; Fossil, which cuts every answer at 100 without
        saying so: 0.829 → 0.798 at 100 requests).
        """
        total = outcome.reported_total
        full = not outcome.capped and total is not None and 0 < total <= outcome.returned
        self.stop_words_probed = True
        term_id = self.stats.index.get(term)
        holding = sum(1 for ids in bucket if term_id is not None and bool((ids == term_id).any()))
        indexed = bool(bucket) and holding >= STOP_WORD_HOLDS * len(bucket)
        logger.info(
            "Stop-word probe %r: %d of its %d new records hold it%s: stop words %s",
            term,
            holding,
            len(bucket),
            "" if full else f", its answer not known whole ({outcome.returned} of {total or 'an unsaid number'})",
            "are candidates" if indexed and full else "stay out",
        )
        if indexed and full:
            self.stop_words_indexed = True
            self._known = 0  # eligibility computed again, stop words now in
            self._grow()

    def _calibrate(self, term: str, outcome: QueryOutcome) -> None:
        """Tell the size estimator how the site's matching compares with the sample's words.

        The ratio estimates ``T(q) / P(q | sample)`` assume the site matches a
        term in the records where their text holds it. Sites match more (Flask-Admin's
        substring ``ILIKE``: "art" finds "party") or other text (a wiki searches whole
        pages; a record shows a snippet). A query read to its end has all its
        matches in the sample, so its total against the sample's df for its term
        measures that factor; the median over the latest such queries corrects the
        ratios (1.0 where the site matches words: simulation, most catalogues)."""
        total = outcome.reported_total
        if outcome.total_trusted and not outcome.capped and not outcome.match_all and total and total > 0:
            self._matched.pop(term, None)
            self._matched[term] = total
            while len(self._matched) > MATCHING_QUERIES:
                del self._matched[next(iter(self._matched))]
        if len(self._matched) < MIN_MATCHING_QUERIES:
            return
        df = self.stats.df_array()
        ratios = []
        for word, matched in self._matched.items():
            word_id = self.stats.index.get(word)
            if word_id is not None and word_id < len(df) and df[word_id] > 0:
                ratios.append(matched / float(df[word_id]))
        if len(ratios) >= MIN_MATCHING_QUERIES:
            self.size_estimator.set_matching(float(np.median(ratios)))

    def sample_df(self, term: str) -> int:
        """Downloaded records that hold *term* (all of its matches seen so far, when the site matches words)."""
        self._ingest(len(self._docs))
        term_id = self.stats.index.get(normalize_query(term))
        return 0 if term_id is None else int(self.stats.df_array()[term_id])

    @property
    def best_efficiency(self) -> float:
        """Expected new records per unit of cost of the term chosen last (0 when the policy cannot tell)."""
        return self._next_best

    # -- choosing -------------------------------------------------------------------------
    def select(self) -> str | None:
        """The next query (seeds first, in order); None when no candidate is left."""
        for seed in self.seeds:
            if seed not in self.issued:
                return seed
        term = self._choose()
        if term is not None and self._next_best > 0:
            self._promised[normalize_query(term)] = self._next_best
        return term

    @property
    def promises_kept(self) -> float:
        """What the last :data:`PROMISE_WINDOW` chosen queries delivered of the efficiency they were
        chosen for (at most 1; 1 before :data:`MIN_PROMISES` ended): it scales the next query's
        promise in the paging rule (Ntoulas et al. 2005, §3.3: read a page while it is worth its cost).

        The estimates assume a query's matches are a random draw of the database; where a site lists
        every answer in one order (Trac and WordPress: newest first), the first pages of any query are
        the records the first pages of the others brought, and each next query disappoints as the
        last did. Paging compares a page's yield with what the next query would bring
        (:meth:`_worth`): taken at its word, the next query always wins, and no answer is read deep
        enough to reach the records nobody's first pages show.
        """
        if len(self._kept) < MIN_PROMISES:
            return 1.0
        promised = sum(p for p, _ in self._kept)
        return min(1.0, sum(d for _, d in self._kept) / promised) if promised > 0 else 1.0

    @abstractmethod
    def _choose(self) -> str | None:
        """The policy's own next term (never an issued one)."""

    def expected_new(self, term: str) -> float:
        """Estimated number of new records *term* would bring (``P_new(q)·N``, capped reach)."""
        self._ingest(len(self._docs))
        term_id = self.stats.index.get(normalize_query(term))
        if term_id is None:
            return 0.0
        new, _cost = self._estimate(np.array([term_id]))
        return float(new[0])

    def continue_paging(
        self,
        term: str,
        page: int,
        page_new: int,
        page_returned: int,
        total_new: int,
        reported_total: int | None = None,
    ) -> bool:
        """Read the next result page of *term*? (*page* is the 1-based page just read.)

        Stop after ``patience`` consecutive pages bringing fewer than ``min_new`` new records, and
        — when result pages cost something — as soon as a page's yield per request falls below
        what the best other query was expected to give per request when this one was chosen.

        A page's yield says little of the pages after it where every query lists its matches in
        one order (Trac: newest first): the first pages of every query are the records the first
        pages of the others brought, the last ones hold the rest. With a trusted ``reported_total``
        whose matches are not all read, a page is expected to bring its records times the share
        of the database not downloaded (at the coverage's upper end: the estimate that pages on
        least); paging goes on while that passes the same tests (Ntoulas §3.3: a further page is
        worth its cost when its expected new records are).
        """
        term = normalize_query(term)
        if page_returned <= 0:
            return False
        poor = self._paging[term] = self._paging.get(term, 0) + 1 if page_new < self.min_new else 0
        go_on = self._worth(page, page_new, poor)
        if not go_on and reported_total and page * page_returned < reported_total:
            size = self.size_estimator.interval(self.num_docs)
            if size is not None:
                expected = page_returned * (1.0 - size.coverage(self.num_docs)[2])
                go_on = self._worth(page, expected, 0 if expected >= self.min_new else self.patience)
        if not go_on:
            self._stopped_by_us.add(term)
        return go_on

    def _worth(self, page: int, new: float, poor_pages: int) -> bool:
        """Whether a page bringing ``new`` records is worth reading, after ``poor_pages`` poor ones in a row."""
        if poor_pages >= self.patience:
            return False
        if self.cost_result_page > 0 and self._next_best > 0 and page > 1:
            page_cost = self.cost_result_page + self.cost_document * new
            return new / page_cost >= self._next_best * self.promises_kept * self.paging_efficiency_ratio
        return True

    #: A page is read on while its yield per request is at least this share of the best next query's.
    paging_efficiency_ratio = 0.5

    # -- hooks ----------------------------------------------------------------------------
    def _on_issued(self, term: str) -> None:  # noqa: B027 - an optional hook, not abstract
        """Called once per newly issued term (after the base class recorded it)."""

    def _on_query(self, outcome: QueryOutcome, snap: QuerySnapshot) -> None:  # noqa: B027 - optional hook
        """Called once per observed query outcome with the sample as it was at issue time."""

    # -- statistics internals -------------------------------------------------------------
    @property
    def num_docs(self) -> int:
        """Distinct records observed (counted or not yet)."""
        return len(self._docs)

    def _grow(self) -> None:
        size = len(self.stats.index)
        if size > len(self._wdf):
            cap = max(size, 2 * len(self._wdf))
            for attr in ("_wdf", "_fdf", "_issued_mask", "_eligible"):
                old = getattr(self, attr)
                new = np.zeros(cap, dtype=old.dtype)
                new[: len(old)] = old
                setattr(self, attr, new)
        if size > self._known:
            index = self.stats.index
            eligible = self._eligible
            for term_id in range(self._known, size):
                eligible[term_id] = self._is_candidate_term(index.term(term_id))
            self._known = size
        self.stats.ensure_capacity(size)

    def _is_candidate_term(self, term: str) -> bool:
        if is_query_term(term):
            return True
        return self.stop_words_indexed and term in STOP_WORDS and len(term) > 1

    def _ingest(self, upto: int) -> None:
        """Count the observed documents up to index *upto* (exclusive)."""
        if upto <= self._ingested:
            return
        self._grow()
        count = self.stats.count
        wdf = self._wdf
        for ids in self._docs[self._ingested : upto]:
            count(ids)
            if len(ids):
                wdf[ids] += 1.0
        self.union_mass += upto - self._ingested
        self._ingested = upto

    def _snapshot(self, term: str, start: int) -> QuerySnapshot:
        """df/wdf of *term* and sample size as they were before document *start*."""
        term_id = self.stats.index.add(term)
        self._grow()
        df = int(self.stats.df_array()[term_id])
        wdf = float(self._wdf[term_id])
        later = self._docs[start : self._ingested]  # already counted, but after the query began
        df_arr = None
        if later:
            hits = sum(1 for ids in later if term_id in ids)
            df -= hits
            wdf -= hits
            df_arr = self.stats.df_array().copy()
            for ids in later:
                df_arr[ids] -= 1
        num_docs = min(start, self._ingested)
        rank = None
        if df > 0:
            if df_arr is None:
                df_arr = self.stats.df_array()
            rank = float(np.count_nonzero(df_arr > df) + (np.count_nonzero(df_arr == df) + 1) / 2.0)
        return QuerySnapshot(df, wdf, num_docs, self.union_mass - len(later), rank)

    def _correct_capped(self, outcome: QueryOutcome, snap: QuerySnapshot, bucket: list[np.ndarray]) -> None:
        """§3.4, Eq. 5–6: the returned part q' of a capped query is a random sample of q.

        The union of the issued queries' matches grows by the matches of q not in it yet,
        ``T − |q ∧ (q1 ∨ … ∨ q(i-1))|``; only the new records of q' were seen, so each stands for
        ``(T − wdf_before(q)) / new`` records. Adding them with that weight keeps
        ``P(t | q1 ∨ … ∨ qi) = wdf(t) / W`` unbiased for every term t.
        """
        if not self.capped_correction or not outcome.capped or not bucket:
            return
        total: float | None = outcome.reported_total
        if total is None:
            total = self._estimated_total_at_issue(snap)
            if total is None:
                return
        added = max(float(total) - snap.wdf, float(len(bucket)))
        extra = added / len(bucket) - 1.0
        if extra <= 1e-12:
            return
        wdf = self._wdf
        for ids in bucket:
            if len(ids):
                wdf[ids] += extra
        self.union_mass += extra * len(bucket)

    def _estimated_total_at_issue(self, snap: QuerySnapshot) -> float | None:
        if snap.df <= 0 or snap.union_mass <= 0:
            return None
        return snap.wdf / snap.union_mass * self.database_size()

    # -- estimates ------------------------------------------------------------------------
    @property
    def cap(self) -> int | None:
        """The site's result cap: configured, else learned from truncated queries."""
        return self.result_cap or self.learned_cap

    def database_size(self) -> float:
        """N for the estimates: the size estimate, else a guess from what is known."""
        estimate = self.size_estimator.estimate(self.num_docs)
        if estimate is not None:
            return estimate
        return float(max(2 * self.size_estimator.lower_bound, 2 * self._ingested, 1))

    def _matches(self, ids: np.ndarray | None) -> np.ndarray:
        """Estimated database matches ``P(q)·N`` of the terms *ids* (None: all terms)."""
        wdf = self._wdf[: len(self.stats.index)] if ids is None else self._wdf[ids]
        return independence_matches(wdf, self.union_mass, self.database_size())

    def _full_text_share(self, ids: np.ndarray | None) -> np.ndarray | None:
        """Share of the sampled full texts holding each term *ids* (None: all), 0 below
        :data:`MIN_FULL_TEXT_DF`; None while fewer than :data:`MIN_FULL_TEXTS` are read."""
        if self.full_texts < MIN_FULL_TEXTS:
            return None
        fdf = self._fdf[: len(self.stats.index)] if ids is None else self._fdf[ids]
        return np.where(fdf >= MIN_FULL_TEXT_DF, fdf / self.full_texts, 0.0)

    def candidate_mask(self) -> np.ndarray:
        """Terms with evidence (in the records read, or valued by the full texts), issued or not."""
        df = self.stats.df_array()[: len(self.stats.index)]
        share = self._full_text_share(None)
        return df > 0 if share is None else (df > 0) | (share > 0)

    def _estimate(self, ids: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """(expected new records, cost) of the terms *ids* (None: all), Eq. 2 / §3.2.

        Written with in-place numpy operations: this is the inner loop of every selection.
        """
        df_all = self.stats.df_array()
        df = (df_all if ids is None else df_all[ids]).astype(np.float64)
        size = self.database_size()
        matches = np.array(self._matches(ids), dtype=np.float64)  # a private copy
        share = self._full_text_share(ids)
        if share is not None:  # the site matches text the records do not show: what the sample of it says
            np.maximum(matches, share * size, out=matches)
            np.maximum(df, share * self._ingested, out=df)
        np.maximum(matches, df, out=matches)
        np.minimum(matches, max(size, 1.0), out=matches)
        cap = self.cap
        reach = np.minimum(matches, cap) if cap else matches.copy()
        # share of the matches not downloaded yet: 1 − df / matches (0 where matches == 0)
        share_new = np.divide(df, matches, out=np.ones_like(df), where=matches > 0)
        np.subtract(1.0, share_new, out=share_new)
        new = share_new
        new *= reach
        if self.cost_result_page:
            cost = reach  # reused as the number of result pages
            cost *= 1.0 / (self.page_size or DEFAULT_PAGE_SIZE)
            np.ceil(cost, out=cost)
            np.maximum(cost, 1.0, out=cost)
            cost *= self.cost_result_page
            cost += self.cost_query
        else:
            cost = np.full_like(new, self.cost_query)
        if self.cost_document:
            cost += self.cost_document * new
        return new, cost

    def __repr__(self) -> str:
        return f"<{type(self).__name__} issued={len(self.issued)} docs={self.num_docs} terms={len(self.stats.index)}>"
