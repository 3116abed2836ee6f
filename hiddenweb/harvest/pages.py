"""Result pages of a harvest: read one, account its records, read on or end the query.

For each result page (Ntoulas et al. Fig. 2: ``download(R)``, then update the
statistics), :class:`ResultPages` asks :func:`hiddenweb.results.read_result_page`
for its records, emptiness, reported total and next page; the harvest's
:meth:`~hiddenweb.harvest.loop.Harvest.page` says which records are new and
whether to read on; new records are held in the crawl state's outbox
(:class:`Outbox`) until the feed has them. When a query's pagination ends, a
:class:`~hiddenweb.items.QueryResult` reports what it brought.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, Protocol, overload
from urllib.parse import urlsplit

import lxml.html

from hiddenweb import meta
from hiddenweb.config import HarvestConfig
from hiddenweb.domain import Domain
from hiddenweb.harvest.fulltext import FullTextSample
from hiddenweb.harvest.identity import RecordIdentity
from hiddenweb.harvest.keys import record_key
from hiddenweb.harvest.loop import Harvest, OnAccess, OpenQuery
from hiddenweb.harvest.planner import DROP, GO, Planner
from hiddenweb.harvest.plans import is_listing, is_page_size_plan, is_probe_plan, searched_text
from hiddenweb.harvest.requests import RequestSpec, detail_request, next_page_request
from hiddenweb.items import QueryResult, Record
from hiddenweb.querying.sizing import format_coverage
from hiddenweb.records import SegmentedRecord, Wrapper
from hiddenweb.results import EmptyPageSignatures, ResultPage, read_result_page
from hiddenweb.results.sitetotals import SiteTotals
from hiddenweb.state import CrawlState
from hiddenweb.text import record_terms

__all__ = ["Outbox", "PageOutcome", "PageRecords", "ResultPages", "ResultReader", "Stats"]

logger = logging.getLogger(__name__)


class Stats(Protocol):
    """Where a harvest counts what it does (Scrapy's stats collector, ``hiddenweb/…`` keys)."""

    def get_value(self, key: str, default: Any = None) -> Any:
        """The value of ``key``."""

    def set_value(self, key: str, value: Any) -> None:
        """Set ``key``."""

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None:
        """Add ``count`` to ``key``."""


class ResultReader:
    """One harvest's result pages: its empty-page signatures, its form's wrapper, where its totals sit."""

    def __init__(self, harvest: Harvest, threshold: float = 0.85, domain: Domain | None = None) -> None:
        self.harvest = harvest
        self.threshold = threshold
        self.domain = domain
        #: Induced from the form's first segmented result page; reads the later ones while it fits.
        self.wrapper: Wrapper | None = None
        #: Which arguments of the site's detail links select a record (He et al. §7.3.1).
        self.identity = RecordIdentity(harvest)
        #: Whether the site matches text its records do not show, and which detail pages to read for it.
        self.full_texts = FullTextSample(harvest)
        self._signatures: EmptyPageSignatures | None = None
        self._totals: SiteTotals | None = None

    @property
    def signatures(self) -> EmptyPageSignatures:
        """He et al.'s signatures of the form's empty result pages (kept in the crawl state)."""
        if self._signatures is None:
            saved = self.harvest.state.get(self.harvest.EMPTY)
            self._signatures = EmptyPageSignatures.from_dict(saved) if saved else EmptyPageSignatures(self.threshold)
        return self._signatures

    @property
    def totals(self) -> SiteTotals:
        """Where the site's result pages state their totals, learnt by every worker (a log in the crawl state)."""
        if self._totals is None:
            self._totals = SiteTotals(urlsplit((self.harvest.target or {}).get("url", "")).netloc)
            self.harvest.follow(self.harvest.TOTALS, self._totals.ingest)
        return self._totals

    def check_totals(self, ended: OpenQuery, reason: str, stats: Stats) -> tuple[int | None, bool] | None:
        """Judge the site's totals by the records ``ended``'s pagination listed; count the pages
        whose total agreed or disagreed (``hiddenweb/totals/…``) and log the evidence for every worker.

        Returns ``ended``'s total for its report and whether it was read at the place confirmed by now;
        while none is, :meth:`~hiddenweb.results.sitetotals.SiteTotals.query_guess`'s once the regular
        expressions are no longer used or read no total; None: the total its pages read stands.
        """
        if not ended.totals:
            return None
        check = self.totals.end_query(
            ended.term,
            ended.totals,
            ended.returned,
            reason,
            listing=is_listing(ended.term),
            page_size=self.harvest.plans.page_size,
        )
        if check.entry is not None:
            self.harvest.state.append(self.harvest.TOTALS, [check.entry], wait=False)
        for key, count in (("agree", check.agree), ("disagree", check.disagree)):
            if count:
                stats.inc_value(f"hiddenweb/totals/{key}", count)
        agree, disagree = stats.get_value("hiddenweb/totals/agree", 0), stats.get_value("hiddenweb/totals/disagree", 0)
        if agree + disagree:
            stats.set_value("hiddenweb/totals/read_right", round(agree / (agree + disagree), 4))
        stats.set_value("hiddenweb/totals/locator", self.totals.describe())
        stats.set_value("hiddenweb/totals/guess_trusted", self.totals.regex_trusted)
        listing = self.totals.listing_total()  # the empty query's total, read where totals now sit
        if listing is not None:
            self.harvest.policy.size_estimator.confirm_listing_total(listing)
        total = self.totals.query_total(ended.totals)
        if total is not None:
            return total, True
        if not ended.returned:  # an empty query's total is its "no results": 0
            return None
        if self.totals.regex_trusted and any(page.total is not None for page in ended.totals):
            return None
        return self.totals.query_guess(ended.totals), False

    def learn_empty(self, root: lxml.html.HtmlElement, term: str) -> None:
        """Learn the result page of a nonsense query (parsed by :func:`hiddenweb.results.parse_result_page`)."""
        self.signatures.learn(root, term)
        self.harvest.state.put(self.harvest.EMPTY, self.signatures.to_dict())

    def read(self, html: str, url: str, term: str, page: int) -> ResultPage:
        """Read result page ``page`` of ``term`` (see :func:`hiddenweb.results.read_result_page`)."""
        result = read_result_page(
            html,
            url,
            term,
            page,
            keyword=(self.harvest.target or {}).get("keyword", ""),
            signatures=self.signatures,
            wrapper=self.wrapper,
            domain=self.domain,
            totals=self.totals,
        )
        self.wrapper = result.wrapper
        return result


#: The attributes of a :class:`~hiddenweb.items.Record`, in order.
_RECORD_ATTRIBUTES = tuple(f.name for f in fields(Record))


def record_data(item: Record) -> dict[str, Any]:
    """``dataclasses.asdict(item)``, 50x cheaper: a record's values are strings, numbers and flat
    dicts and lists of strings, so one level of copies is a deep copy (``asdict`` recurses
    through every value; it was 6% of a harvest's CPU, issue 17)."""
    data = {name: getattr(item, name) for name in _RECORD_ATTRIBUTES}
    data["fields"], data["raw"], data["types"] = dict(item.fields), dict(item.raw), dict(item.types)
    data["links"] = list(item.links)
    return data


class PageRecords(Sequence[dict[str, Any]]):
    """A result page's records as :class:`~hiddenweb.items.Record` items, each built on first use.

    Indexing gives an item's data (:func:`record_data`), what the crawl
    state holds for a new record: the state asks for the new records' only.
    """

    def __init__(
        self, found: Sequence[SegmentedRecord], url: str, term: str, page: int, keys: Sequence[str] | None = None
    ) -> None:
        self.found = found
        self.url, self.term, self.page = url, term, page
        self.site = urlsplit(url).netloc
        # ``keys``: as the site's learned identity gives them (hiddenweb.harvest.identity).
        self.keys = list(keys) if keys is not None else [record_key(r.detail_url, r.raw.values()) for r in found]
        self._items: list[Record | None] = [None] * len(found)

    def item(self, index: int) -> Record:
        """Record ``index`` of the page, as the item the spider yields."""
        item = self._items[index]
        if item is None:
            record = self.found[index]
            item = self._items[index] = Record(
                key=self.keys[index],
                url=self.url,
                query=self.term,
                page=self.page,
                position=record.position,
                fields=record.fields,
                raw=record.raw,
                types=record.types,
                links=record.links,
                detail_url=record.detail_url,
                site=self.site,
            )
        return item

    def __len__(self) -> int:
        return len(self.found)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...

    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...

    def __getitem__(self, index: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        return record_data(self.item(index))


class Outbox:
    """New records held in the crawl state until the feed has them.

    A new record is claimed and held in its harvest's outbox in one step
    (:meth:`~hiddenweb.harvest.loop.Harvest.page`): its key is already seen,
    so a crawl killed before the record is written would never find it again;
    a resumed crawl (or another worker, once the lease has run out) emits the
    records still held instead (:meth:`recover`).
    """

    def __init__(self, state: CrawlState, lease: float) -> None:
        self.state = state
        self.lease = lease
        self._held: dict[str, tuple[str, str]] = {}  # record key -> (outbox, token) until the feed has it
        #: Held records found already written by the feed (not emitted again).
        self.already_written = 0

    def hold(self, harvest: Harvest, records: PageRecords, tokens: Sequence[str | None]) -> list[Record]:
        """The page's new records (those with a hold token), remembered until :meth:`release`."""
        new = []
        for index, token in enumerate(tokens):
            if token is not None:
                item = records.item(index)
                self._held[item.key] = (harvest.OUTBOX, token)
                new.append(item)
        return new

    def release(self, item: Any) -> None:
        """The feed has ``item`` (or dropped it): forget its hold."""
        held = self._held.pop(item.key, None) if isinstance(item, Record) else None
        if held is not None:
            self.state.ack(*held)

    def held_elsewhere(self, harvest: Harvest) -> int:
        """Records of ``harvest`` held in the crawl state by another worker, or by a killed one whose
        lease has not run out yet: the crawl is not done while they are not written."""
        mine = sum(1 for outbox, _ in self._held.values() if outbox == harvest.OUTBOX)
        return max(0, self.state.pending(harvest.OUTBOX) - mine)

    def recover(self, harvest: Harvest, written: Callable[[], set[str]] = set) -> Iterator[Record]:
        """The records a dead worker (or this crawl before it was killed) held and never wrote.

        A crawl killed after its feed wrote a record but before the hold was
        acknowledged leaves a record both written and held: ``written()`` (read
        once, when a held record is found) gives the keys the feed already has,
        and those holds are acknowledged without emitting the record again.
        """
        known: set[str] | None = None
        while (taken := self.state.pop(harvest.OUTBOX, self.lease)) is not None:
            token, data = taken
            if known is None:
                known = written()
            if data["key"] in known:
                self.state.ack(harvest.OUTBOX, token)
                self.already_written += 1
                continue
            self._held[data["key"]] = (harvest.OUTBOX, token)
            yield Record(**data)


@dataclass
class PageOutcome:
    """What one result page brought, and what comes next."""

    #: The new records: items to emit, or detail pages to read first (``HIDDENWEB_FOLLOW_DETAILS``).
    emit: list[Record | RequestSpec] = field(default_factory=list)
    #: The next result page of the query, when paging goes on.
    next_page: RequestSpec | None = None
    #: The query's report, when its pagination ended with this page.
    ended: QueryResult | None = None


class ResultPages:
    """The result pages of every harvest of a crawl."""

    def __init__(self, state: CrawlState, stats: Stats, config: HarvestConfig, domain: Domain | None = None) -> None:
        self.stats = stats
        self.config = config
        self.domain = domain
        self.outbox = Outbox(state, config.lease)
        #: Listings, page sizes and splits (queries that are not single terms).
        self.planner = Planner(stats)
        self._readers: dict[str, ResultReader] = {}
        self._harvest_readers: dict[int, ResultReader] = {}  # by id() of the harvest, for its queries' ends

    def reader(self, hid: str, harvest: Harvest) -> ResultReader:
        """The reader of harvest ``hid``'s result pages."""
        reader = self._readers.get(hid)
        if reader is None:
            reader = self._readers[hid] = ResultReader(harvest, self.config.empty_similarity, self.domain)
            self._harvest_readers[id(harvest)] = reader
        return reader

    def read(self, harvest: Harvest, request_meta: dict[str, Any], url: str, html: str | None) -> PageOutcome:
        """Read a result page (``html`` None: not an HTML page), learn from it, read on or end the query."""
        hid, term, page_no = request_meta[meta.HARVEST], request_meta[meta.QUERY], request_meta[meta.PAGE]
        stats = self.stats
        stats.inc_value("hiddenweb/result_pages")
        if html is None:
            stats.inc_value("hiddenweb/result_pages_not_html")
            return PageOutcome(ended=self.end_query(harvest, term, "not_html"))
        failed = request_meta.get(meta.FORM_FAILED)
        if failed:  # the browser could not submit the form: no result page
            stats.inc_value(f"hiddenweb/forms_failed/{failed}")
            logger.warning("The browser could not submit the form for %r (%s)", term, failed)
            return PageOutcome(ended=self.end_query(harvest, term, "error"))  # failures in a row stop the harvest
        reader = self.reader(hid, harvest)
        wrapper = reader.wrapper
        page = reader.read(html, url, searched_text(term), page_no)
        if page.by_wrapper is not None:
            stats.inc_value("hiddenweb/wrapper_pages" if page.by_wrapper else "hiddenweb/wrapper_misses")
        if page.empty:
            stats.inc_value("hiddenweb/result_pages_empty")
        # a probe teaches no rule, but the next pages of an accepted page size page a listing
        probe = is_probe_plan(term) and (page_no == 1 or not is_page_size_plan(term))
        keys = reader.identity.keys(page.records, url, searched_text(term), page_no, stats, probe=probe)
        records = PageRecords(
            page.records, url, term, page_no, self.planner.page_keys(harvest, term, page_no, page, keys)
        )
        plan = self.planner.page(harvest, term, page_no, url, html, page, records.keys)
        total, trusted = page.total, page.total_trusted
        if plan == DROP:  # not records: a refused empty query's page, a rejected page size's
            reader.wrapper, records, total, trusted = wrapper, PageRecords([], url, term, page_no, []), None, False
        # Each new record is claimed and held in the outbox in one step, until the feed has it.
        words = OnAccess(len(records.found), lambda i: record_terms(records.found[i].text))  # read on demand
        reader.full_texts.judge(term, page_no, len(records), words.__getitem__)
        verdict = harvest.page(
            term,
            records.keys,
            words,
            records,
            reported_total=total,
            empty=page.empty,
            has_next=page.next_link is not None and plan == GO,
            lease=self.config.lease,
            total_trusted=trusted,
            total_reading=page.total_reading if plan != DROP else None,
        )
        if page.total is not None and page.records:  # an empty page's total is its "no results"
            stats.inc_value("hiddenweb/totals/read")
            if page.total_trusted:
                stats.inc_value("hiddenweb/totals/trusted")
        self.planner.structured_page(harvest, term, page_no, records.found, verdict.held)  # issue 16
        new = self.outbox.hold(harvest, records, verdict.held)
        stats.inc_value("hiddenweb/records_new", len(new))
        stats.inc_value("hiddenweb/records_seen_again", len(records) - len(new))
        sampled = reader.full_texts.pick(new)
        if sampled:
            stats.inc_value("hiddenweb/full_texts/asked", len(sampled))
        outcome = PageOutcome(emit=[self._detail_or_item(hid, item, item.key in sampled) for item in new])
        if verdict.continue_paging and page.next_link is not None:
            outcome.next_page = next_page_request(page.next_link, request_meta, page_no + 1)
        else:
            reason = "last_page" if page.next_link is None else "few_new_records"
            outcome.ended = self.end_query(harvest, term, "empty" if page.empty else reason)
        return outcome

    def _detail_or_item(self, hid: str, item: Record, sampled: bool = False) -> Record | RequestSpec:
        """The record, or its detail page to read first (``HIDDENWEB_FOLLOW_DETAILS``, or ``sampled`` for its words)."""
        if (self.config.follow_details or sampled) and item.detail_url:
            return detail_request(item.detail_url, hid, record_data(item))
        return item

    def end_query(self, harvest: Harvest, term: str, reason: str) -> QueryResult | None:
        """Close ``term``'s pagination: its outcome for the policy, its report and the progress stats.

        None when the query was reported before (its last page read again after a kill).
        """
        ended = harvest.open.get(term)
        data = harvest.end_query(term, reason)
        refuted = data.pop("total_refuted")
        if not data.pop("first_report"):
            self.stats.inc_value("hiddenweb/queries_reported_before")
            return None
        reader = self._harvest_readers.get(id(harvest))
        if ended is not None and reader is not None:
            checked = reader.check_totals(ended, reason, self.stats)
            if checked is not None and not data["total_trusted"]:  # confirmed while it ran, or a better guess
                data["reported_total"], data["total_trusted"] = checked
            data.update(harvest.estimates())  # a listing's total confirmed at this query's end sizes it now
        self.planner.ended(harvest, data)
        site = urlsplit((harvest.target or {}).get("url", "")).netloc
        stats = self.stats
        if data["empty"]:
            stats.inc_value("hiddenweb/queries_empty")
        if data["capped"]:
            stats.inc_value("hiddenweb/queries_capped")
        if refuted:
            stats.inc_value("hiddenweb/totals/refuted_one_page")
        for key in ("coverage", "coverage_low", "coverage_high"):  # None: not known now (no stale figure)
            stats.set_value(f"hiddenweb/{key}", None if data[key] is None else round(data[key], 4))
        for key in ("estimated_size", "estimated_size_low", "estimated_size_high"):
            if data[key]:
                stats.set_value(f"hiddenweb/{key}", round(data[key]))
        logger.info(
            "Query %r: %s reported, %d pages, %d records, %d new (%d in all), estimated coverage %s%s",
            term,
            data["reported_total"],
            data["pages"],
            data["records"],
            data["new_records"],
            data["cumulative_records"],
            format_coverage(data["coverage"], data["coverage_low"], data["coverage_high"]),
            " (a probe)" if data["probe"] else "",
        )
        return QueryResult(site=site, **data)
