"""Size probes: queries drawn independently of the downloaded sample, to estimate coverage.

Bharat & Broder (WWW 1998) measure how much of one engine another holds by sampling the first
with random queries from a lexicon built elsewhere ("query-based sampling"), then checking each
sampled page in the second ("checking"). Here the first is the hidden database and the second what the crawler downloaded:
a :class:`ProbePlan` draws words from the shipped generic word list
(:func:`hiddenweb.querying.policies.generic_words`, a seeded permutation), never from the
records, and the share of a probe's records already seen estimates the coverage
(:class:`hiddenweb.querying.sizing.SizeEstimator`).

Probes are ordinary queries of the harvest: their records are harvested, they are charged to the
budget, and they go through the same logs as every other query (so they survive resume and are
shared by a fleet); they are marked (``QueryOutcome.probe``) so that the policy does not learn
from them as its own choices. A probe reads its first result page only (one request).

Cost: a probe is due when the probes issued so far are fewer than ``share`` × the requests
spent, and only once some records are known, so the probes take at most ``share`` of the
budget, spread over the crawl. By need: while the size has no upper end (no coverage figure
yet) the share is :data:`NEED_SHARE` (10%). A probe that matches nothing costs one request and
samples nothing: until a probe has matched something, it counts half (:data:`EMPTY_CHARGE`), so
two empty probes of a 100-request crawl (Trac's "engineering" and "sydney") leave room for a
third, of a commoner word, before the end. Later empty probes count whole: where generic words
rarely match (a book search over 400 short titles: 1 of 21 probes matched), half-charged probes
took 18% of the budget, not 10%, and its coverage at three times its result pages fell from 0.92
to 0.88.

Commoner words: on a small database most generic words match nothing (Fossil's 2,000 wiki pages:
2 of 2 probes empty). A probe that comes back empty says the database is small or the word rare,
and both ask for commoner words: once most probes were empty, the next ones are drawn from the
:data:`COMMON_WORDS` most frequent words of the lexicon — still a seeded draw from the shipped
list, independent of the sample. Such a probe samples a record in proportion to the common words
it holds, so its records weigh 1/(those words) (the issued-words stratum of the estimator still
assumes draws from the whole lexicon: a small error where both kinds of probes mix).

Weights: a record containing ``deg`` words of the lexicon is ``deg`` times as likely to be
returned by a random probe as a record containing one — the bias of query-based sampling
towards long documents (Bar-Yossef & Gurevich, *Random sampling from a search engine's index*,
WWW 2006, correct it by weighing each sample by its probability of being sampled). Each probe
record counts ``1/deg``. On the long stdlib docstrings the
unweighted share put N at 0.6–0.75 of the truth, the weighted one at 0.9–1.2; on short records
(Debian package summaries) they agree.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

import numpy as np

from hiddenweb.text import is_query_term

from .policies import generic_words
from .sizing import SizeInterval

__all__ = ["DEFAULT_LEXICON_SIZE", "LONG_QUERY_PAGES", "ProbePlan"]

#: Probe words come from this many most frequent generic words: rarer ones mostly match nothing
#: in a database of a few thousand records (a wasted request), the most frequent ones match
#: most records and return only their top-ranked ones (ranking bias). Measured on the development
#: databases (``benchmarks/bench_sizing.py --quick``): 10,000 words left about 60% of the probes
#: empty and the final interval held the true size in 43 of 48 crawls; 3,000 words, 48 of 48.
DEFAULT_LEXICON_SIZE = 3_000
#: Words of the lexicon drawn from once most probes came back empty (:meth:`ProbePlan.commoner`).
COMMON_WORDS = 1_000
#: The probes' share of the requests while the size has no upper end (:meth:`ProbePlan.due`).
NEED_SHARE = 0.10
#: What a probe that matched nothing, before any probe matched something, counts for in the share
#: (:meth:`ProbePlan.due`): it cost one request and sampled nothing, and the next probe is drawn from
#: commoner words (:meth:`ProbePlan.commoner`).
EMPTY_CHARGE = 0.5
#: Pages of one query after which a probe due runs beside it, at the base share (:meth:`ProbePlan.due`'s
#: ``base_share``): a listing of 200 pages or a word paged for a hundred is one query, and the size would
#: have no estimate until it ended.
LONG_QUERY_PAGES = 10


class ProbePlan:
    """When the next size probe is due, which word it queries, and how its records weigh."""

    def __init__(
        self,
        share: float,
        words: Sequence[str] | None = None,
        seed: int = 0,
        lexicon_size: int = DEFAULT_LEXICON_SIZE,
        need_share: float | None = None,
    ) -> None:
        if not 0.0 <= share < 1.0:
            raise ValueError(f"the size probes' share of the budget must be in [0, 1), got {share!r}")
        self.share = share
        #: the share while the size has no upper end (:meth:`due`)
        self.need_share = max(share, NEED_SHARE if need_share is None else need_share) if share > 0 else 0.0
        source = generic_words() if words is None else words
        lexicon: dict[str, None] = {}  # ordered, without repeats
        for word in source:
            word = word.strip().lower()
            if is_query_term(word):
                lexicon[word] = None
                if len(lexicon) >= lexicon_size:
                    break
        self.lexicon = frozenset(lexicon)
        words = list(lexicon)
        order = np.random.default_rng(seed).permutation(len(words))
        self._words = [words[i] for i in order]
        self._pos = 0
        common = words[: min(len(words), COMMON_WORDS)]
        self._common = [common[i] for i in np.random.default_rng(seed).permutation(len(common))]
        self._common_pos = 0
        self.common_lexicon = frozenset(common)
        #: probe words drawn from the commonest words (:meth:`next_word`): their records weigh by those
        self.drawn_common: set[str] = set()

    def due(
        self,
        requests: int,
        probes: int,
        records: int,
        size: SizeInterval | None = None,
        base_share: bool = False,
        returned: Sequence[int] = (),
    ) -> bool:
        """Whether a probe should be issued now: *requests* spent so far, *probes* issued, *records*
        known, *size* the current estimate (no probe once a trusted total of a query that lists
        the whole database says the size: probes would only cost). *base_share*: at :attr:`share`
        even while the size has no upper end (a probe beside a long query interrupts a query worth
        paging). *returned*: the records each ended probe returned, in order; those that matched
        nothing before the first that matched something count :data:`EMPTY_CHARGE`."""
        if self.share <= 0 or records <= 0:
            return False
        unbounded = size is None or size.high is None  # no upper end yet: no coverage figure
        needed = not base_share and unbounded
        charged = probes - (1.0 - EMPTY_CHARGE) * _leading_empty(returned) if unbounded else probes
        if charged + 1 > (self.need_share if needed else self.share) * requests:
            return False
        return size is None or size.method != "match_all"

    def next_word(self, issued: Collection[str], returned: Sequence[int] = ()) -> str | None:
        """The next probe word not issued yet (None when the lexicon is spent); *returned*: the
        records each probe so far returned. When most came back empty, the word is drawn from the
        :data:`COMMON_WORDS` most frequent ones (:meth:`commoner`)."""
        if self.commoner(returned):
            common = self._common
            while self._common_pos < len(common) and (common[self._common_pos] in issued):
                self._common_pos += 1
            if self._common_pos < len(common):
                self.drawn_common.add(common[self._common_pos])
                return common[self._common_pos]
        words = self._words
        while self._pos < len(words) and words[self._pos] in issued:
            self._pos += 1
        return words[self._pos] if self._pos < len(words) else None

    @staticmethod
    def commoner(returned: Sequence[int]) -> bool:
        """Whether the probes so far argue for commoner words: at least two, most of them empty (a
        word matching nothing says the database is small or the word rare; both ask for commoner ones)."""
        empty = sum(1 for n in returned if n <= 0)
        return empty >= 2 and 2 * empty > len(returned)

    def weigh(self, records: Iterable[tuple[Collection[str], bool]]) -> tuple[float, float]:
        """(weight of the records seen before, weight of all) of a probe's records, given as
        (term set, seen before) pairs. A record weighs ``1/deg``, deg its lexicon words (at
        least 1: the probe's own word, even when the page does not show it)."""
        seen_mass = mass = 0.0
        for terms, seen in records:
            weight = self.weight(terms)
            mass += weight
            if seen:
                seen_mass += weight
        return seen_mass, mass

    def sample(
        self, records: Iterable[tuple[str, Collection[str], bool]], common: bool = False
    ) -> tuple[float, float, dict[str, float]]:
        """:meth:`weigh` of a probe's first page given as (key, term set, found by the crawler's own
        queries before) triples, and the weight of each record they had not found, by key: the
        records checked again at the end (:class:`~hiddenweb.querying.sizing.SizeEstimator`).
        *common*: the probe's word was drawn from the commonest words, which a record is sampled in
        proportion to (its weight 1/its words among them)."""
        seen_mass = mass = 0.0
        unseen: dict[str, float] = {}
        for key, terms, seen in records:
            weight = self.weight(terms, common)
            mass += weight
            if seen:
                seen_mass += weight
            else:
                unseen[key] = weight
        return seen_mass, mass, unseen

    def weight(self, terms: Collection[str], common: bool = False) -> float:
        """A record's weight in a probe's sample: ``1/deg``, deg its lexicon words (at least 1; of the
        commonest words when the probe's word was drawn from them)."""
        lexicon = self.common_lexicon if common else self.lexicon
        if isinstance(terms, set | frozenset):  # a record's terms: each once, counted in C
            return 1.0 / max(1, len(lexicon.intersection(terms)))
        return 1.0 / max(1, sum(1 for term in terms if term in lexicon))


def _leading_empty(returned: Sequence[int]) -> int:
    """How many probes matched nothing before the first that matched something."""
    return next((i for i, n in enumerate(returned) if n > 0), len(returned))
