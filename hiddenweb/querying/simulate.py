"""An in-process hidden database for measuring query policies without HTTP.

It models what a crawler sees of a keyword-search site: the matches of a single-term query in
the site's rank order, of which only the first ``cap`` are reachable, ``page_size`` per result
page, the reported total ("1–10 of 3,412"), and nothing about records it did not download.
The benchmarks and tests drive the real policies through :func:`harvest` exactly as the
scheduler does: ``select → mark_issued → pages (observe_document, continue_paging) →
observe_query``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from hiddenweb.text import record_terms as default_terms
from hiddenweb.text import tokenize

from .policies import QueryOutcome, QueryPolicy
from .probes import LONG_QUERY_PAGES, ProbePlan

if TYPE_CHECKING:
    from hiddenweb.demo.index import SearchIndex

__all__ = ["HarvestTrace", "SimulatedSite", "harvest"]


class Postings(Protocol):
    """term → the ids of the records it matches, in rank order (what the oracle reads)."""

    def items(self) -> Iterable[tuple[str, np.ndarray]]:
        """Every (term, matches) pair."""
        ...


class SimulatedSite:
    """Single-term keyword search over *texts* (record i = ``texts[i]``).

    Ranking: more occurrences of the term first, then shorter records, then record order —
    a plain relevance order, query-specific like a real engine's. ``order="static"`` ranks by
    record order alone (a site sorting by date/id), the hard case for capped crawling.
    """

    def __init__(
        self,
        texts: Sequence[str],
        cap: int | None = 1000,
        page_size: int = 10,
        report_totals: bool = True,
        order: str = "relevance",
        record_terms: Callable[[str], set[str]] | None = None,
    ) -> None:
        self.cap, self.page_size, self.report_totals = cap, page_size, report_totals
        to_terms = record_terms or default_terms
        self.record_terms: list[frozenset[str]] = []
        occurrences: dict[str, list[tuple[int, int]]] = {}
        lengths = np.zeros(len(texts), dtype=np.int64)
        for i, text in enumerate(texts):
            tokens = tokenize(text)
            lengths[i] = len(tokens)
            counts: dict[str, int] = {}
            for tok in tokens:
                counts[tok] = counts.get(tok, 0) + 1
            for tok, n in counts.items():
                occurrences.setdefault(tok, []).append((i, n))
            self.record_terms.append(frozenset(to_terms(text)))
        self._index: SearchIndex | None = None
        self._postings: dict[str, np.ndarray] = {}
        for tok, occ in occurrences.items():
            ids = np.fromiter((i for i, _ in occ), dtype=np.int64, count=len(occ))
            if order == "relevance":
                tf = np.fromiter((n for _, n in occ), dtype=np.int64, count=len(occ))
                ids = ids[np.lexsort((ids, lengths[ids], -tf))]
            elif order != "static":
                raise ValueError(f"unknown order {order!r}")
            self._postings[tok] = ids
        self.size = len(texts)

    @classmethod
    def from_index(
        cls, index: SearchIndex, cap: int | None = 1000, page_size: int = 10, report_totals: bool = True
    ) -> SimulatedSite:
        """Wrap the demo site's :class:`hiddenweb.demo.index.SearchIndex` (its own ranking)."""
        site = cls.__new__(cls)
        site.cap, site.page_size, site.report_totals = cap, page_size, report_totals
        site.record_terms = [frozenset(default_terms(f"{d.title} {d.text}")) for d in index.documents]
        site.size = len(index.documents)
        site._index = index
        site._postings = {}
        return site

    @property
    def postings(self) -> Postings:
        """term → all its matches in rank order (the cap not applied): what an oracle knows."""
        return _IndexPostings(self._index) if self._index is not None else self._postings

    def search(self, query: str) -> np.ndarray:
        """All matches of a one-word query, in rank order (multi-word: AND of the words)."""
        index = self._index
        if index is not None:
            return np.fromiter((index.position(doc_id) for doc_id in index.search(query)), dtype=np.int64)
        words = tokenize(query)
        if not words:
            return np.zeros(0, dtype=np.int64)
        result = self._postings.get(words[0], np.zeros(0, dtype=np.int64))
        for word in words[1:]:
            other = self._postings.get(word)
            if other is None:
                return np.zeros(0, dtype=np.int64)
            result = result[np.isin(result, other)]
        return result

    def reachable(self, query: str) -> np.ndarray:
        """The matches a crawler can read: the first ``cap`` of :meth:`search`."""
        matches = self.search(query)
        return matches if self.cap is None else matches[: self.cap]


class _IndexPostings:
    """term → matches in the index's rank order, computed on demand (for the oracle)."""

    def __init__(self, index: SearchIndex) -> None:
        self._index = index

    def items(self) -> Iterator[tuple[str, np.ndarray]]:
        """Every term of the index with its matches (the demo ranking, ties by document id)."""
        index = self._index
        for term in index.vocabulary:
            positions = index.term_postings(term)
            scores = index.scores(term, positions)
            order = np.lexsort((index._id_rank[positions], -scores))
            yield term, positions[order].astype(np.int64)


@dataclass
class HarvestTrace:
    """Per query: term, cumulative distinct records, cumulative requests."""

    terms: list[str] = field(default_factory=list)
    records: list[int] = field(default_factory=list)
    requests: list[int] = field(default_factory=list)
    outcomes: list[QueryOutcome] = field(default_factory=list)

    def records_after(self, n_queries: int) -> int:
        """Distinct records after the first ``n_queries`` queries."""
        if not self.records:
            return 0
        return self.records[min(n_queries, len(self.records)) - 1]

    def records_within(self, n_requests: int) -> int:
        """Distinct records after the last query that ended within ``n_requests`` requests."""
        best = 0
        for records, requests in zip(self.records, self.requests):
            if requests > n_requests:
                break
            best = records
        return best


def harvest(
    policy: QueryPolicy,
    site: SimulatedSite,
    max_queries: int,
    max_requests: int | None = None,
    seen: set[int] | None = None,
    on_query: Callable[[QueryOutcome], None] | None = None,
    probes: ProbePlan | None = None,
) -> HarvestTrace:
    """Crawl *site* with *policy*: 1 request per query + 1 per result page read.

    With *probes*, size probes are issued as :class:`~hiddenweb.harvest.loop.Harvest` issues
    them (:mod:`.probes`: due by share of the requests, first page only, counted as queries):
    as the next query, and beside a query paged for :data:`~.probes.LONG_QUERY_PAGES` pages
    (at the probes' base share), its outcome observed before the long query's.
    """
    return _Harvest(policy, site, max_queries, max_requests, seen, on_query, probes).run()


class _Harvest:
    """One :func:`harvest`: the loop and the counts its queries share."""

    def __init__(
        self,
        policy: QueryPolicy,
        site: SimulatedSite,
        max_queries: int,
        max_requests: int | None,
        seen: set[int] | None,
        on_query: Callable[[QueryOutcome], None] | None,
        probes: ProbePlan | None,
    ) -> None:
        self.policy, self.site, self.probes = policy, site, probes
        self.max_queries, self.max_requests, self.on_query = max_queries, max_requests, on_query
        self.seen = set() if seen is None else seen
        self.trace = HarvestTrace()
        self.requests = self.n_probes = self.queries = 0
        self.probe_only: set[int] = set()  # records only size probes found (checked again by the estimator)

    def run(self) -> HarvestTrace:
        while self.queries < self.max_queries and not self._spent():
            probe = self._probe_due(beside=False)
            term = self._probe_word() if probe else self.policy.select()
            if term is None:
                break
            self._query(term, probe)
        return self.trace

    def _spent(self) -> bool:
        return self.max_requests is not None and self.requests >= self.max_requests

    def _probe_due(self, beside: bool) -> bool:
        probes = self.probes
        return probes is not None and probes.due(
            self.requests,
            self.n_probes,
            len(self.seen),
            self.policy.size_estimator.interval(self.policy.num_docs),
            base_share=beside,
            returned=self.policy.size_estimator.probe_returns,
        )

    def _probe_word(self) -> str | None:
        assert self.probes is not None
        return self.probes.next_word(self.policy.issued, self.policy.size_estimator.probe_returns)

    def _query(self, term: str, probe: bool) -> None:
        """Issue *term*, read its pages (a probe: its first), observe the outcome."""
        policy, site, probes, seen, probe_only = self.policy, self.site, self.probes, self.seen, self.probe_only
        policy.mark_issued(term)
        self.queries += 1
        self.n_probes += probe
        matches = site.search(term)
        reach = matches if site.cap is None else matches[: site.cap]
        self.requests += 1
        returned = new = pages = 0
        weigh = probes is not None and (probe or term in probes.lexicon)
        sampled: list[tuple[str, frozenset[str], bool]] = []  # first page's records: (key, terms, seen before)
        recaptured: list[str] = []
        for start in range(0, len(reach), site.page_size):
            page = reach[start : start + site.page_size]
            pages += 1
            self.requests += 1
            page_new = 0
            for record in page.tolist():
                returned += 1
                if weigh and pages == 1:  # a probe's "seen": found by the crawler's own queries
                    sampled.append(
                        (str(record), site.record_terms[record], record in seen and record not in probe_only)
                    )
                if probe and record not in seen:
                    probe_only.add(record)
                elif not probe and record in probe_only:
                    probe_only.discard(record)
                    recaptured.append(str(record))
                if record not in seen:
                    seen.add(record)
                    new += 1
                    page_new += 1
                    policy.observe_document(site.record_terms[record])
            has_next = start + site.page_size < len(reach)
            if probe or not has_next or not policy.continue_paging(term, pages, page_new, len(page), new):
                break
            if self._spent():
                break
            if pages >= LONG_QUERY_PAGES and self.queries < self.max_queries and self._probe_due(beside=True):
                word = self._probe_word()
                if word is not None:
                    self._query(word, probe=True)
                    if self._spent():
                        break
        probe_seen, probe_mass, unseen = (
            probes.sample(sampled, probe and term in probes.drawn_common)
            if probes is not None and weigh
            else (0.0, 0.0, {})
        )
        outcome = QueryOutcome(
            term=term,
            reported_total=len(matches) if site.report_totals else None,
            returned=returned,
            new=new,
            pages=pages,
            capped=not probe and returned < len(matches),
            docs_after=len(seen),
            total_trusted=site.report_totals,  # a simulated site's totals are exact
            probe=probe,
            probe_seen=probe_seen,
            probe_mass=probe_mass,
            lexicon=len(probes.lexicon) if probes is not None and probe else 0,
            probe_unseen=unseen if probe else None,
            recaptured=recaptured,
        )
        policy.observe_query(outcome)
        if self.on_query is not None:
            self.on_query(outcome)
        trace = self.trace
        trace.terms.append(term)
        trace.records.append(len(seen))
        trace.requests.append(self.requests)
        trace.outcomes.append(outcome)


def oracle_postings(site: SimulatedSite, candidate: Callable[[str], bool]) -> dict[str, np.ndarray]:
    """Reachable result lists of every query-worthy term (for :func:`.oracle.greedy_oracle`)."""
    return {term: ids for term, ids in site.postings.items() if candidate(term)}


def reachable_postings(site: SimulatedSite, candidate: Callable[[str], bool]) -> dict[str, np.ndarray]:
    """Like :func:`oracle_postings`, truncated to the site's cap (smaller, same oracle)."""
    cap = site.cap
    return {term: (ids if cap is None else ids[:cap]) for term, ids in oracle_postings(site, candidate).items()}


def texts_of(records: Iterable[Any]) -> list[str]:
    """Searchable text of demo corpus documents (title, module and body)."""
    return [f"{r.title} {r.module} {r.text}" for r in records]
