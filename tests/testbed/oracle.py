"""The truth side of the test bed: a single-term greedy oracle per site, and the score of a crawl.

Oracle (issue 14, item 6): the candidate terms are the words of the site's
records (``TestbedSite.documents``), the ``k`` most frequent by document
frequency. Each is issued once through the application's own search
(``TestbedSite.search``: plain HTTP, full pagination), and the answers are
cached as JSON under ``~/.cache/hiddenweb/testbed/<site>-<size>.json``
(``HIDDENWEB_TESTBED_CACHE`` moves it). Knowing every answer, the greedy
oracle takes, one query after another, the term with the most new records per
request (a request is a result page at the site's default page size; an empty
answer costs one), so its coverage at a budget is what a single-term policy
could reach there at best, greedily. The *page-size bound* is what any
policy could reach if every request returned a full page of the largest size
the site accepts, all new: ``budget × largest page / N``.

Score: :func:`score` reads a harvest's feed rows the way the issue's targets
are stated (coverage, duplicates, rows without an id, the final estimate and
its interval, totals read right).
"""

from __future__ import annotations

import hashlib
import heapq
import json
import logging
import os
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.testbed.base import TestbedSite

__all__ = [
    "DEFAULT_K",
    "Oracle",
    "Score",
    "build_oracle",
    "cache_path",
    "candidate_terms",
    "greedy_coverage",
    "page_size_bound",
    "score",
]

logger = logging.getLogger(__name__)

DEFAULT_K = 2000
#: Words as a search box would take them: letters and digits, two characters or more.
_WORD = re.compile(r"[^\W_]{2,}")


def candidate_terms(documents: Iterable[str], k: int = DEFAULT_K) -> list[str]:
    """The ``k`` words found in most documents (ties by the word, so the list is stable)."""
    frequency: Counter[str] = Counter()
    for text in documents:
        frequency.update(set(_WORD.findall(text.lower())))
    return [word for word, _ in sorted(frequency.items(), key=lambda item: (-item[1], item[0]))[:k]]


def cache_path(site: str, size: int, cache_dir: Path | None = None) -> Path:
    """Where the answers of ``site`` at ``size`` records are kept."""
    root = cache_dir or Path(
        os.environ.get("HIDDENWEB_TESTBED_CACHE") or Path.home() / ".cache" / "hiddenweb" / "testbed"
    )
    return root / f"{site}-{size}.json"


@dataclass
class Oracle:
    """Every candidate term's answer on one site: the ids it finds and the result pages it costs."""

    site: str
    truth: frozenset[str]
    page_size: int
    max_page_size: int
    candidates: list[str]
    #: term -> (ids in the site's order, result pages at the default page size)
    answers: dict[str, tuple[list[str], int]] = field(default_factory=dict)
    #: term -> the total the site prints for it, where the site says (``TestbedSite.printed_total``).
    printed: dict[str, int | None] = field(default_factory=dict)

    def matches(self, term: str) -> int | None:
        """How many records ``term`` really matches (None: not asked)."""
        answer = self.answers.get(term)
        return None if answer is None else len(answer[0])

    def coverage(self, budgets: Sequence[int]) -> dict[int, float]:
        """The greedy single-term oracle's coverage at each budget."""
        pool = {term: self.answers[term] for term in self.candidates if term in self.answers}
        return greedy_coverage(pool, self.truth, self.page_size, budgets)

    def bound(self, budget: int) -> float:
        """The page-size bound at ``budget`` requests."""
        return page_size_bound(budget, self.max_page_size, len(self.truth))


def build_oracle(
    site: TestbedSite,
    size: int,
    k: int = DEFAULT_K,
    extra_terms: Iterable[str] = (),
    cache_dir: Path | None = None,
) -> Oracle:
    """Ask the site's search every candidate term (and ``extra_terms``) not already cached; the oracle.

    ``extra_terms`` are asked for their true match counts only (e.g. the
    terms a crawl issued, to judge its totals); the greedy oracle picks among
    the candidates.
    """
    if site.search is None or not site.documents:
        raise ValueError(f"{site.name} gives no search helper or documents: no oracle there")
    page_size = int(site.notes.get("page_size") or 1)
    max_page_size = int(site.notes.get("max_page_size") or page_size)
    oracle = Oracle(site.name, site.truth, page_size, max_page_size, candidate_terms(site.documents, k))
    path = cache_path(site.name, size, cache_dir)
    # The database is its records' ids and texts: Trac's, Roundup's, Datasette's and Django's ids are
    # 1..N whatever the corpus holds, and answers cached for other texts judged a crawl's totals wrong.
    digest = hashlib.sha1("\n".join([*sorted(site.truth), *sorted(site.documents)]).encode()).hexdigest()
    cached: dict[str, Any] = {}
    if path.exists():
        cached = json.loads(path.read_text())
        if cached.get("truth") != digest:
            logger.warning("%s: the cached answers were for another database; asking again", path)
            cached = {}
    answers = {term: (list(ids), int(pages)) for term, (ids, pages) in cached.get("answers", {}).items()}
    printed: dict[str, int | None] = dict(cached.get("printed", {}))
    extra = list(dict.fromkeys(extra_terms))
    missing = [term for term in dict.fromkeys([*oracle.candidates, *extra]) if term not in answers]
    unprinted = [term for term in extra if term not in printed] if site.printed_total else []
    for done, term in enumerate(missing, 1):
        answers[term] = site.search(term)
        if done % 200 == 0 or done == len(missing):
            logger.info("%s oracle: %d/%d terms asked", site.name, done, len(missing))
            _save(path, digest, answers, printed)
    for term in unprinted:
        printed[term] = site.printed_total(term) if site.printed_total else None
    if unprinted:
        _save(path, digest, answers, printed)
    oracle.answers, oracle.printed = answers, printed
    return oracle


def _save(
    path: Path, digest: str, answers: Mapping[str, tuple[list[str], int]], printed: Mapping[str, int | None]
) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps({"truth": digest, "answers": answers, "printed": printed}))
    tmp.replace(path)


def greedy_coverage(
    answers: Mapping[str, tuple[Sequence[str], int]], truth: frozenset[str], page_size: int, budgets: Sequence[int]
) -> dict[int, float]:
    """Coverage at each budget of the better of two greedy policies that know every answer.

    One takes the term with the most new records per request; it can lose to
    the other, which takes the term with the most new records within the
    requests left (a 95-page listing of nearly every record beats many
    one-page queries of 50 new records each when the budget is 100). The
    query that crosses a budget counts with the pages that fit (its first
    ``pages × page_size`` records, in the site's order).
    """
    if not truth:
        return {budget: 0.0 for budget in budgets}
    by_rate = _greedy_by_rate(answers, truth, page_size, budgets)
    return {budget: max(by_rate[budget], _greedy_by_gain(answers, truth, page_size, budget)) for budget in budgets}


def _greedy_by_rate(
    answers: Mapping[str, tuple[Sequence[str], int]], truth: frozenset[str], page_size: int, budgets: Sequence[int]
) -> dict[int, float]:
    """Most new records per request first: one pass serves every budget."""
    covered: set[str] = set()
    spent = 0
    result: dict[int, float] = {}
    pending = sorted(budgets)
    # lazy greedy: a term's rate only falls as records are covered, so a stale key is an upper bound
    heap = [(-_new(ids, covered) / max(pages, 1), term) for term, (ids, pages) in answers.items()]
    heapq.heapify(heap)
    while pending and heap:
        _, term = heapq.heappop(heap)
        ids, pages = answers[term]
        rate = _new(ids, covered) / max(pages, 1)
        if heap and rate < -heap[0][0]:
            heapq.heappush(heap, (-rate, term))
            continue
        if rate <= 0:
            break
        cost = max(pages, 1)
        while pending and spent + cost > pending[0]:
            fits = (pending[0] - spent) * page_size
            result[pending.pop(0)] = len((covered | set(ids[:fits])) & truth) / len(truth)
        covered |= set(ids)
        spent += cost
    for budget in pending:
        result[budget] = len(covered & truth) / len(truth)
    return result


def _greedy_by_gain(
    answers: Mapping[str, tuple[Sequence[str], int]], truth: frozenset[str], page_size: int, budget: int
) -> float:
    """Most new records within the requests left first (fewer pages on a tie), for one budget."""
    covered: set[str] = set()
    left = budget

    def gain(term: str) -> tuple[int, int]:
        ids, pages = answers[term]
        cost = min(max(pages, 1), left)
        return _new(ids[: cost * page_size], covered), -cost

    # lazy again: covering records and spending requests only lower a term's gain
    heap = [(tuple(-v for v in gain(term)), term) for term in answers]
    heapq.heapify(heap)
    while left > 0 and heap:
        _, term = heapq.heappop(heap)
        new, neg_cost = gain(term)
        if heap and (-new, -neg_cost) > heap[0][0]:
            heapq.heappush(heap, ((-new, -neg_cost), term))
            continue
        if new <= 0:
            break
        covered |= set(answers[term][0][: -neg_cost * page_size])
        left += neg_cost
    return len(covered & truth) / len(truth)


def _new(ids: Sequence[str], covered: set[str]) -> int:
    return sum(1 for i in ids if i not in covered)


def page_size_bound(budget: int, max_page_size: int, size: int) -> float:
    """``budget × largest page / N`` (at most 1): no policy can pass it."""
    return min(1.0, budget * max_page_size / size) if size else 0.0


# -- the score of a crawl --------------------------------------------------------------------------------


@dataclass
class Score:
    """One harvest measured against the truth (the issue's targets)."""

    coverage: float
    records: int  # Record rows in the feed
    duplicates: int  # rows whose id was already emitted
    no_id: int  # rows that are no record of the database
    requests: int
    records_per_request: float
    estimated_size: float | None
    estimated_low: float | None
    estimated_high: float | None
    estimated_coverage: float | None
    interval_holds_truth: bool | None
    totals_shown: int  # QueryResults that found something, on a page read that prints a total the oracle knows
    totals_right: int  # ... whose reported_total is the printed total
    totals_true: int = 0  # ... whose reported_total is also the number of records the query matches
    reason: str | None = None

    @property
    def totals_right_share(self) -> float | None:
        """Share of the totals read right (None: none to judge)."""
        return self.totals_right / self.totals_shown if self.totals_shown else None


def score(
    items: Sequence[Mapping[str, Any]],
    site: TestbedSite,
    stats: Mapping[str, Any] | None = None,
    oracle: Oracle | None = None,
) -> Score:
    """Score a harvest's feed (``Record`` and ``QueryResult`` rows) and stats against the site's truth."""
    stats = stats or {}
    seen: set[str] = set()
    records = duplicates = no_id = 0
    for row in items:
        if "key" not in row:
            continue
        records += 1
        rid = site.record_id(row)
        if rid is None:
            no_id += 1
        elif rid in seen:
            duplicates += 1
        else:
            seen.add(rid)
    found = len(seen & site.truth)
    queries = [row for row in items if "term" in row]
    last = queries[-1] if queries else {}
    low, high = last.get("estimated_size_low"), last.get("estimated_size_high")
    size = len(site.truth)
    shown = right = true_right = 0
    for query in queries:
        true = oracle.matches(str(query["term"])) if oracle else None
        if true is None or not true or ("total" in site.notes and site.notes["total"] is None):
            continue
        if query.get("pages") == 0:  # ended by the budget before its first page came: it showed no total
            continue
        printed = oracle.printed.get(str(query["term"])) if oracle and site.printed_total else true
        if printed is None:
            continue
        shown += 1
        right += query.get("reported_total") == printed
        true_right += query.get("reported_total") == true
    requests = int(stats.get("hiddenweb/requests") or stats.get("downloader/request_count") or 0)
    return Score(
        coverage=found / size if size else 0.0,
        records=records,
        duplicates=duplicates,
        no_id=no_id,
        requests=requests,
        records_per_request=found / requests if requests else 0.0,
        estimated_size=last.get("estimated_size"),
        estimated_low=low,
        estimated_high=high,
        estimated_coverage=last.get("coverage"),
        interval_holds_truth=None if low is None or high is None else low <= size <= high,
        totals_shown=shown,
        totals_right=right,
        totals_true=true_right,
        reason=stats.get("finish_reason"),
    )
