"""Where one site's result pages state their totals, learnt from the queries paged to the end.

The regular expressions of :mod:`hiddenweb.results.totals` are a first guess; a site may write
"445 rows where search matches …" or "List (5000)", and its records hold years, ids and counts of
their own. :class:`SiteTotals` learns the *locator* (:mod:`hiddenweb.results.numbers`) at which this
site writes its totals, from the one count the crawl knows for sure: the records that full
pagination of a query listed.

Evidence. When a query ends, each locator (and the regular expressions' guess, as one more
locator) is judged against the records its pages listed, ``n``:

* pagination ended on the last page (or the page said "no results": ``n`` = 0): the locator
  *agrees* when its number is ``n``; a number above ``n`` is no evidence when ``n`` is the largest
  count any query of its kind listed (the site's result cap lists that many of a larger total: "3,412
  results", 100 listed; a listing of the whole database, the empty query's, may have a cap of its
  own) and the query was not answered on one page holding fewer records than a page holds (a cap
  below one page is no cap), and a contradiction otherwise;
* paging stopped early (few new records, budget): ``n`` is a lower bound, only a number below it
  contradicts;
* a locator with different numbers on one page (a table column) or on two pages of one query
  (a page number) contradicts: a total is one number per query;
* a query teaches nothing when its count is unsound: pages read elsewhere (a resumed crawl), or
  pages before the last that held fewer records than the site's pages do, a number no other
  query's pages held (its records were misread: the site's header taken for a record).

A locator is *confirmed* when it agreed on at least two queries with different counts (its number
changes with the query), or agreed once with a query listed over several pages (the same number on
each, equal to a count no page holds) and showed another number on another query without being
contradicted (a long result list confirms it at the next query even when that one stops early), both
among queries of one kind, listings of the database (the empty query) or keyword queries (a note
"only the first 200 results are shown" agrees with every capped query, 2,000 for the listing and 200
for a word); or agreed with a long listing of the database and showed two different numbers on
keyword queries (the cap's note shows one); and at most one check in ten contradicts it (:data:`SHARE`: a record added
while a query was paged, or one record missed on one page, must not undo what many queries showed,
while a record's cell, a page count or a facet disagrees on most queries). The regular expressions'
guess stays in use until it fails the same share with at least two contradictions. A page's total
is read at the best confirmed locator present on it (``trusted``), else guessed by the regular
expressions; an empty page's total is 0.

The evidence is one small entry per query (the count, and the number of every locator seen on its
pages by a short id); the harvest keeps the entries in a log of the crawl state, so a resumed crawl
and the other workers of a fleet learn from every query (:meth:`SiteTotals.ingest` is idempotent).
"""

from __future__ import annotations

import hashlib
import logging
import sys
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import lxml.html

from hiddenweb.records import SegmentedRecord
from hiddenweb.records.extract import RecordValues
from hiddenweb.results.numbers import page_numbers

__all__ = ["COMPLETE", "PARTIAL", "REGEX", "SHARE", "PageTotal", "QueryCheck", "SiteTotals", "locator_id"]

logger = logging.getLogger(__name__)

#: The regular expressions' guess, judged as one more locator.
REGEX = "re"
#: At most this share of a source's checks may contradict it while it is used.
SHARE = 0.1
#: Queries with different counts a locator must agree on before it is confirmed.
MIN_AGREEMENTS = 2
#: Most locators of one query kept as evidence (in page order; the regular expressions' always).
MAX_LOCATORS = 100
#: Stop reasons of a query whose pagination was read to the end / stopped early.
COMPLETE = frozenset({"last_page", "empty"})
PARTIAL = frozenset({"few_new_records", "budget_exhausted"})


def locator_id(key: str) -> str:
    """A short stable id of a locator, for the crawl state's log (locators are long strings)."""
    return hashlib.blake2b(key.encode("utf-8", "surrogatepass"), digest_size=6).hexdigest()


@dataclass
class PageTotal:
    """The total of one result page, and the numbers it showed (evidence for its query's end)."""

    page: int
    #: Every number of the page by locator id (None: different numbers there); ``REGEX``: the guess.
    values: dict[str, int | None] = field(default_factory=dict)
    #: The locators by id (for the log line that names a confirmed locator).
    names: dict[str, str] = field(default_factory=dict)
    #: The total the page reports, as read; None when it states none (or only a guess not trusted).
    total: int | None = None
    #: Read at a confirmed locator.
    trusted: bool = False
    #: Records read on the page.
    records: int = 0


@dataclass
class QueryCheck:
    """What the end of a query showed about the site's totals."""

    #: The query's evidence, for the crawl state's log (None: the query teaches nothing).
    entry: dict[str, Any] | None = None
    #: Result pages with records whose total agreed / disagreed with what the query's pagination listed.
    agree: int = 0
    disagree: int = 0


@dataclass
class _Evidence:
    """What the ended queries said of one locator."""

    agree: int = 0
    wrong: int = 0
    #: By kind of query (True: a listing of the database, the empty query; False: keyword queries),
    #: each with its own cap: a "only the first 200 are shown" agrees with every capped query.
    counts: dict[bool, set[int]] = field(default_factory=lambda: {False: set(), True: set()})  # agreed with
    values: dict[bool, set[int]] = field(default_factory=lambda: {False: set(), True: set()})  # not contradicted
    paged: set[bool] = field(default_factory=set)  # kinds of which it agreed with a query of several pages
    multi: int = 0  # queries of several pages it was on
    varied: int = 0  # ... whose pages showed different numbers there ("1–10", "11–20": no total)


class SiteTotals:
    """What one site's result pages taught about where they state their totals."""

    def __init__(self, site: str = "") -> None:
        self.site = site
        self._entries: dict[str, dict[str, Any]] = {}  # the ended queries' evidence, by query
        self._listings: list[dict[str, Any]] = []  # those of listings (the empty query): read after every query
        self._evidence: dict[str, _Evidence] = {}
        #: Most records a query listed to its last page: the site's result cap, if it has one; a listing
        #: (the empty query) and the keyword queries each have theirs (a site lists 2,000, finds 200).
        self._caps: dict[bool, int] = {False: 0, True: 0}
        #: How many queries had each number of records on their pages before the last (page sizes).
        self._sizes: Counter[int] = Counter()
        self._sound_sizes: frozenset[int] = frozenset()
        self._trusted: list[str] = []
        self._regex_ok = True
        self._warned = False
        #: Locator ids → locators, for those seen agreeing here.
        self.names: dict[str, str] = {}

    # -- evidence ------------------------------------------------------------------
    def ingest(self, entries: Iterable[dict[str, Any]]) -> None:
        """Learn from ended queries' evidence (:attr:`QueryCheck.entry`; an entry seen before is skipped).

        When the site's cap or page size grows, earlier queries are judged again by them.
        """
        new = [e for e in entries if isinstance(e.get("q"), str) and e["q"] not in self._entries]
        if not new:
            return
        for entry in new:  # kept to judge again; a locator id is one string however many queries show it
            kept = self._entries[entry["q"]] = {**entry, "v": {sys.intern(lid): v for lid, v in entry["v"].items()}}
            if kept.get("l"):
                self._listings.append(kept)
        caps = {
            listing: max([cap] + [int(e["n"]) for e in new if e["c"] and bool(e.get("l")) == listing])
            for listing, cap in self._caps.items()
        }
        self._sizes.update(int(e["s"]) for e in new if e.get("s"))
        most = max(self._sizes, default=0)
        sizes = frozenset(size for size, queries in self._sizes.items() if size == most or queries > 1)
        if (caps, sizes) != (self._caps, self._sound_sizes):
            self._caps, self._sound_sizes = caps, sizes
            self._evidence = {}
            new = list(self._entries.values())
        for entry in new:
            if self._sound(entry):
                n, complete, listing = int(entry["n"]), bool(entry["c"]), bool(entry.get("l"))
                paged = bool(entry.get("s")) and n > int(entry["s"])
                for lid, value in entry["v"].items():
                    evidence = self._evidence.setdefault(lid, _Evidence())
                    verdict = self._verdict(value, n, complete, self._cap(entry))
                    self._account(evidence, verdict, value, listing, paged)
                    if entry.get("s"):  # a query of several pages: does its number stay?
                        evidence.multi += 1
                        evidence.varied += value is None
        self._update()

    def _sound(self, entry: dict[str, Any]) -> bool:
        """The query's count can be trusted: its pages before the last held the site's largest number
        of records a page, or a number other queries' pages held too (a page size asked for); a lone
        smaller number is a query whose records were read wrong (the site's header taken for them)."""
        size = int(entry.get("s") or 0)
        return not size or size in self._sound_sizes

    def _cap(self, entry: dict[str, Any]) -> int:
        """The most records a query of ``entry``'s kind listed (a listing's, or a keyword query's), or
        the page it asked for when it was answered on one page: a cap below one page is no cap."""
        return max(self._caps[bool(entry.get("l"))], int(entry.get("z") or 0))

    @staticmethod
    def _verdict(value: int | None, n: int, complete: bool, cap: int) -> bool | None:
        """Does ``value`` agree with ``n`` records listed (True), contradict it (False) or tell nothing (None)?

        ``cap``: the most records a query of its kind listed (a listing's, or a keyword query's)."""
        if value is None or value < n:
            return False
        if not complete:
            return None  # paging stopped early: n is only a lower bound
        if value == n:
            return True
        return None if n >= cap else False  # more than the site's cap lists, or wrong

    @staticmethod
    def _account(evidence: _Evidence, verdict: bool | None, value: int | None, listing: bool, paged: bool) -> None:
        """Count one query's verdict on a locator that showed ``value`` there (``listing``: the query's
        kind; ``paged``: listed over several pages)."""
        if verdict is False or value is None:  # no number there is a contradiction (see _verdict)
            evidence.wrong += 1
            return
        if len(evidence.values[listing]) < MIN_AGREEMENTS:
            evidence.values[listing].add(value)
        if verdict:
            evidence.agree += 1
            if paged:
                evidence.paged.add(listing)
            if len(evidence.counts[listing]) < MIN_AGREEMENTS:
                evidence.counts[listing].add(value)  # value == the query's count

    @staticmethod
    def _confirmed(evidence: _Evidence) -> bool:
        """Agreed with pagination on two different counts, or on one long listing and changed with the
        query, among queries of one kind (a cap's "only the first 200 are shown" agrees with a listing
        capped at 2,000 and a word capped at 200); or agreed with a long listing of the database and
        showed two different numbers on keyword queries, none contradicted (a cap's note shows one
        number on every capped word, and none on the others: a contradiction).

        The last rule is what confirms a site that lists its database first (Flask-Admin's "List
        (5000)"): once every record is known, few keyword queries are paged to their end.
        """
        return any(
            len(evidence.counts[kind]) >= MIN_AGREEMENTS
            or (kind in evidence.paged and len(evidence.values[kind]) >= MIN_AGREEMENTS)
            for kind in (False, True)
        ) or (True in evidence.paged and len(evidence.values[False]) >= MIN_AGREEMENTS)

    @staticmethod
    def _used(evidence: _Evidence) -> bool:
        """At most :data:`SHARE` of the checks of a source contradict it, and its number stayed the same
        over the pages of a query but for a few queries (a record added while one was paged): the end
        of a page's range ("1–200" of a capped query, "1–93" of one page) agrees with every query of
        one page, never with one of several."""
        if evidence.varied > 1 and evidence.varied > SHARE * evidence.multi:
            return False
        return evidence.wrong <= SHARE * (evidence.agree + evidence.wrong)

    def _update(self) -> None:
        """Recompute the confirmed locators and the guess's standing; log what changed."""
        ranked = []
        for lid, evidence in self._evidence.items():
            if lid == REGEX or not self._confirmed(evidence):
                continue
            if self._used(evidence):
                ranked.append((evidence.wrong / (evidence.agree + evidence.wrong), -evidence.agree, lid))
        trusted = [lid for *_, lid in sorted(ranked)]
        if trusted[:1] != self._trusted[:1]:
            if trusted:
                best = self._evidence[trusted[0]]
                logger.info(
                    "Totals of %s are read at %s: it agreed with full pagination on %d queries, contradicted by %d",
                    self.site or "the site",
                    self.names.get(trusted[0], trusted[0]),
                    best.agree,
                    best.wrong,
                )
            else:
                logger.info("Totals of %s: no confirmed place any more", self.site or "the site")
        self._trusted = trusted
        regex = self._evidence.get(REGEX)
        wrong = regex.wrong if regex else 0
        regex_ok = regex is None or wrong < 2 or self._used(regex)
        if self._regex_ok and not regex_ok:
            logger.info(
                "Totals of %s as the regular expressions read them disagreed with full pagination %d times "
                "(agreed %d): not used any more",
                self.site or "the site",
                wrong,
                regex.agree if regex else 0,
            )
        self._regex_ok = regex_ok

    # -- reading ------------------------------------------------------------------------
    @property
    def trusted(self) -> list[str]:
        """The confirmed locators, best first."""
        return list(self._trusted)

    @property
    def regex_trusted(self) -> bool:
        """The regular expressions' guess is still used (it has not kept disagreeing with pagination)."""
        return self._regex_ok

    def describe(self) -> str | None:
        """The locator the totals are read at, as text (None while none is confirmed)."""
        return self.names.get(self._trusted[0], self._trusted[0]) if self._trusted else None

    def read_page(
        self,
        root: lxml.html.HtmlElement,
        query: str,
        page: int,
        guess: int | None,
        *,
        empty: bool = False,
        records: Sequence[SegmentedRecord] = (),
    ) -> PageTotal:
        """The total of a parsed result page: at a confirmed locator, else ``guess`` (the regular
        expressions'), 0 on an empty page; and every number of the page, evidence for later.

        ``records`` were read on the page: their numbers are no totals.
        """
        reading = PageTotal(page, records=len(records))
        text = "\n".join(record.text for record in records)
        values = RecordValues(records)  # the records' fields built only if a number's text is in a cell
        for key, value in page_numbers(root, query, text, values).items():
            lid = locator_id(key)
            reading.values[lid], reading.names[lid] = value, key
        if guess is not None:
            reading.values[REGEX] = guess
        for lid in self._trusted:
            value = reading.values.get(lid)
            if value is not None:
                reading.total, reading.trusted = (0, value == 0) if empty else (value, True)
                return reading
        if empty:
            reading.total = 0
        elif self._regex_ok:
            reading.total = guess
        return reading

    def query_total(self, pages: Sequence[PageTotal]) -> int | None:
        """The total of an ended query at the best confirmed locator that showed one number on its
        pages (None: none did): what its report states when the place was confirmed while it ran."""
        return _one_number(pages, self._trusted, on_every_page=False)

    def query_guess(self, pages: Sequence[PageTotal]) -> int | None:
        """The total of an ended query for its report, once the regular expressions' guess is no longer
        used and no confirmed place showed one: the number at a place that agreed with a long listing
        of the database and was never contradicted (the ended query's pages included), one number on
        every page of the query; None when there is none (not the pages' guess, known to fail here).

        A guess, reported untrusted: the place that agreed with the empty query's listing is a better
        one than regular expressions that failed, and a few keyword queries will confirm or reject it.
        """
        ranked = sorted(
            (-evidence.agree, lid)
            for lid, evidence in self._evidence.items()
            if lid != REGEX and True in evidence.paged and not evidence.wrong
        )
        return _one_number(pages, [lid for _, lid in ranked], on_every_page=True)

    def listing_total(self) -> int | None:
        """What the listings of the database (the empty query) stated at the best confirmed locator they
        show, also those read before it was confirmed (the most common number), else in the best one's
        element in a sentence of their own (:meth:`_listing_sentence`); None: none there.

        A site may state a keyword query's total where a listing shows none: Django's admin writes "179
        results (5000 total)" above a search's rows and only "5000 packages" under its pager, which the
        listing shows too; the pager's locator, also confirmed, reads the listing's total."""
        for lid in self._trusted:
            values: Counter[int] = Counter()
            for entry in self._listings:
                if lid in entry["v"] and self._sound(entry):
                    value = entry["v"][lid]
                    if self._verdict(value, int(entry["n"]), bool(entry["c"]), self._cap(entry)) is False:
                        values.clear()  # not where the listings state their total ("1–10" of the first page)
                        break
                    values[value] += 1
            if values:
                return values.most_common(1)[0][0]
        return self._listing_sentence(self._trusted[0]) if self._trusted else None

    def _listing_sentence(self, lid: str) -> int | None:
        """The total the listings state in a sentence of their own, in the element where the confirmed
        locator ``lid`` sits: Datasette writes "20,000 rows" for the listing and "445 rows where search
        matches …" for a word, one ``h3``, two locators. Only a number that equals the records a
        listing listed over several pages to its last is taken (one such number; None otherwise)."""
        path = self.names.get(lid, "").partition(" | ")[0]
        if not path:
            return None
        found: set[int] = set()
        for entry in self._listings:
            n, size = int(entry["n"]), int(entry.get("s") or 0)
            if not (entry["c"] and size and n > size and self._sound(entry)):
                continue
            for other, value in entry["v"].items():
                if other != lid and value == n and self.names.get(other, "").partition(" | ")[0] == path:
                    found.add(n)
        return found.pop() if len(found) == 1 else None

    # -- checking --------------------------------------------------------------------
    def end_query(
        self,
        term: str,
        pages: Sequence[PageTotal],
        returned: int,
        reason: str,
        *,
        listing: bool = False,
        page_size: int | None = None,
    ) -> QueryCheck:
        """Judge the totals of a query that ended (``returned`` records on its ``pages``, for ``reason``).

        A query teaches only when every one of its pages was read here, in order, from the first
        (not a query picked up after a resume), its pagination ended (:data:`COMPLETE`) or was
        stopped early (:data:`PARTIAL`), and its count is sound (:func:`_counted`). ``listing``: the
        query lists the database (the empty query), judged against the cap of such listings.
        ``page_size``: the records a page of the query holds (a page size it asked for, or the
        site's): answered on one page with fewer, it was answered whole, whatever the site's cap.
        """
        complete = reason in COMPLETE
        if not (complete or reason in PARTIAL) or not _counted(pages):
            return QueryCheck()
        values: dict[str, int | None] = {}
        for reading in pages:
            for lid, value in reading.values.items():
                if lid in values:
                    if values[lid] != value:
                        values[lid] = None
                elif len(values) < MAX_LOCATORS or lid == REGEX:
                    values[lid] = value
                if value == returned and lid in reading.names:
                    self.names.setdefault(lid, reading.names[lid])
        entry = {"q": term, "n": returned, "c": complete, "s": pages[0].records if len(pages) > 1 else 0, "v": values}
        if listing:
            entry["l"] = 1
        if page_size and len(pages) == 1:
            entry["z"] = page_size
        self.ingest([entry])
        check = QueryCheck(entry)
        if not self._sound(entry):
            return check
        for reading in pages:
            if reading.total is None or not reading.records:
                continue  # an empty page's total is its own "no results": 0
            verdict = self._verdict(reading.total, returned, complete, self._cap(entry))
            if verdict:
                check.agree += 1
            elif verdict is not None:
                check.disagree += 1
                self._warn(term, reading.total, returned, complete)
        return check

    def _warn(self, term: str, total: int, returned: int, complete: bool) -> None:
        """One WARNING line per site, at its first total that disagrees with pagination."""
        if self._warned:
            return
        self._warned = True
        logger.warning(
            "The total %s reports for %r (%d) disagrees with the %d records its pagination listed%s; "
            "such totals are counted (hiddenweb/totals/disagree) and not trusted",
            self.site or "the site",
            term,
            total,
            returned,
            " to the last page" if complete else "",
        )


def _one_number(pages: Sequence[PageTotal], locators: Iterable[str], *, on_every_page: bool) -> int | None:
    """The number of the first of ``locators`` that showed one number on ``pages`` (``on_every_page``:
    present on each of them; else on those that have it); None when none did."""
    for lid in locators:
        if on_every_page:
            values = {reading.values.get(lid) for reading in pages}
        else:
            values = {reading.values[lid] for reading in pages if lid in reading.values}
        if len(values) == 1 and None not in values:
            return values.pop()
    return None


def _counted(pages: Sequence[PageTotal]) -> bool:
    """The records of ``pages`` were counted soundly: every page read here, in order from the first,
    and every page but the last as full as the first (a page with fewer records before the last one
    is a page whose records were read wrong, e.g. the site's header taken for the records)."""
    if not pages or [p.page for p in pages] != list(range(1, len(pages) + 1)):
        return False
    size = pages[0].records
    return all(p.records == size for p in pages[:-1]) and pages[-1].records <= size
