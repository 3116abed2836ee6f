"""Full texts the result pages do not show: a sample of detail pages for the query policy's words.

Ntoulas et al. (2005, §2.2, Fig. 2) download every document a query returns and
learn the query statistics (§3.3) from its words. Many result pages show a record's
title only (DokuWiki's page names, a catalogue's short rows) while the site matches
the whole text: the policy then learns the titles' words, and the words that match
most of the site (DokuWiki's "debian", in 92% of its pages and almost no page name)
are never candidates. Two steps:

1. **Judge** (:meth:`FullTextSample.judge`): on the first result pages of
   :data:`JUDGED_QUERIES` keyword queries (:data:`JUDGED_MIN` records at least), the share of records that show a
   searched word (the word, or a word it begins or that begins it: stems). A site
   that matches what its records show shows it in nearly every record; below
   :data:`SHOWN` the site matches text they do not show. Decided once, kept in the
   crawl state.
2. **Sample** (:meth:`FullTextSample.pick`): then the detail pages of new records,
   spread over the pages that bring them, up to :data:`SAMPLE_SHARE` of the request
   budget (:data:`SAMPLE_MIN`–:data:`SAMPLE_MAX`), are read before their records are
   emitted; each page's words less the site's own (those of its empty result pages:
   navigation, footer, :meth:`FullTextSample.learn_site_words`) are one full text for the policy
   (:meth:`hiddenweb.querying.base.QueryPolicy.observe_full_text`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Collection, Sequence
from typing import TYPE_CHECKING

from hiddenweb.harvest.plans import is_plan, searched_text
from hiddenweb.text import record_terms, terms

if TYPE_CHECKING:
    from hiddenweb.harvest.loop import Harvest
    from hiddenweb.items import Record

__all__ = ["FullTextSample", "shows_words"]

logger = logging.getLogger(__name__)

#: Keyword queries whose first pages (with records) are judged before deciding, and records at least.
JUDGED_QUERIES = 3
JUDGED_MIN = 20
#: Records of one first page judged (the first ones).
JUDGED_RECORDS = 50
#: Below this share of the judged records showing a searched word, the site matches text they do not show.
SHOWN = 0.8
#: Detail pages read for full texts: this share of the request budget, within these bounds.
SAMPLE_SHARE = 0.03
SAMPLE_MIN = 3
SAMPLE_MAX = 20
#: A searched word and a record's word sharing a beginning this long, the shorter wholly, are one word's forms.
STEM = 4


def shows_words(words: Collection[str], record: Collection[str]) -> bool:
    """Whether a record's terms show one of the searched ``words`` (itself or a form of its stem)."""
    for word in words:
        if word in record:
            return True
        if len(word) >= STEM and any(
            len(term) >= STEM and (term.startswith(word) or word.startswith(term)) for term in record
        ):
            return True
    return False


class FullTextSample:
    """Whether one harvest's site matches text its records do not show, and which detail pages to read.

    Its counts live in the harvest's crawl-state counters, so every worker and a
    resumed crawl share them (``match_*``, ``full_texts_asked``); the verdict is
    the state value :attr:`~hiddenweb.harvest.loop.Harvest.HIDDEN_TEXT`.
    """

    def __init__(self, harvest: Harvest) -> None:
        self.harvest = harvest
        budget = harvest.limits.budget
        share = round(SAMPLE_SHARE * budget) if budget else SAMPLE_MAX
        #: Detail pages read for full texts, at most.
        self.size = max(SAMPLE_MIN, min(SAMPLE_MAX, share))
        self._verdict: bool | None = harvest.state.get(harvest.HIDDEN_TEXT)
        self._site_words: frozenset[str] | None = None
        self._sampled = False  # every detail page of the sample asked (the crawl-wide count never falls)

    @property
    def site_words(self) -> frozenset[str]:
        """The words of the site's empty result pages: its own, on every page (learnt by any worker)."""
        if self._site_words is None:
            self._site_words = frozenset(self.harvest.state.get(self.harvest.SITE_WORDS) or ())
        return self._site_words

    def learn_site_words(self, text: str) -> None:
        """The visible text of a result page without results (a nonsense query's)."""
        words = self.site_words | record_terms(text)
        if words != self._site_words:
            self._site_words = frozenset(words)
            self.harvest.state.put(self.harvest.SITE_WORDS, sorted(words))

    def read(self, text: str) -> None:
        """A detail page's visible text read: its words, the site's own left out, are one full text for
        the policy (every worker's, through the crawl state's log)."""
        self.harvest.state.append(self.harvest.FULL_TEXTS, [sorted(record_terms(text) - self.site_words)], wait=False)

    @property
    def hidden(self) -> bool:
        """The site matches text its records do not show: judged here, at the start (a resumed crawl), or
        by another worker as of this worker's last keyword query's first page (:meth:`judge` looks)."""
        return bool(self._verdict)

    def judge(self, term: str, page: int, count: int, record_words: Callable[[int], Collection[str]]) -> None:
        """Judge a result page of ``term`` holding ``count`` records (``record_words(i)``: record i's terms)."""
        if page != 1 or count == 0 or is_plan(term):
            return
        if self._verdict is None:  # another worker may have decided (once per query, not per page)
            self._verdict = self.harvest.state.get(self.harvest.HIDDEN_TEXT)
        if self._verdict is not None:
            return
        words = terms(searched_text(term))
        if not words:
            return
        judged = min(count, JUDGED_RECORDS)
        shown = sum(shows_words(words, record_words(i)) for i in range(judged))
        state, counters = self.harvest.state, self.harvest.COUNTERS
        state.incr(counters, "match_shown", shown, wait=False)
        all_judged = state.incr(counters, "match_judged", judged)
        if state.incr(counters, "match_queries") < JUDGED_QUERIES or all_judged < JUDGED_MIN:
            return
        all_shown = state.counter(counters, "match_shown")
        self._verdict = all_shown < SHOWN * all_judged
        state.put(self.harvest.HIDDEN_TEXT, self._verdict)
        logger.info(
            "%d of the %d records on the first result pages of %d queries show a searched word: %s",
            all_shown,
            all_judged,
            state.counter(counters, "match_queries"),
            f"the site matches text they do not show; up to {self.size} detail pages are read for words"
            if self._verdict
            else "the records show what the site matches",
        )

    def pick(self, new: Sequence[Record]) -> set[str]:
        """The keys of the new records of a page whose detail pages are read for full texts."""
        if not self.hidden or self._sampled:
            return set()
        linked = [record for record in new if record.detail_url]
        if not linked:
            return set()
        want = min(len(linked), max(1, self.size // JUDGED_QUERIES))  # spread over several pages
        asked = self.harvest.state.incr(self.harvest.COUNTERS, "full_texts_asked", want)
        self._sampled = asked >= self.size
        take = min(want, self.size - (asked - want))
        if take <= 0:
            return set()
        step = len(linked) / take
        return {linked[int(i * step)].key for i in range(take)}
