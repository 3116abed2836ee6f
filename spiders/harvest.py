"""``harvest``: surface the database behind a site's search form.

::

    scrapy crawl harvest -a url=https://site.example/search -a budget=200 -O records.jsonl

The spider reads the start page, finds the keyword search form (on the page or
one link away), learns what an empty result page looks like, and then lets
the :class:`~hiddenweb.schedulers.query.QueryScheduler` issue one query after
another, chosen by the query policy. Each result page becomes records (one
item per distinct record) and feeds the policy; when a query's pagination
ends, a :class:`~hiddenweb.items.QueryResult` item reports what it brought.

This module is Scrapy glue: what each answer means is decided by
:class:`hiddenweb.harvest.Harvester`; the spider turns its
:class:`~hiddenweb.harvest.RequestSpec` descriptions into requests and
yields its items.
"""

from __future__ import annotations

import gc
import logging
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Mapping
from dataclasses import asdict
from typing import Any

import scrapy
from scrapy import signals
from scrapy.exceptions import CloseSpider, DontCloseSpider
from scrapy.http import Response, TextResponse
from twisted.python.failure import Failure

from hiddenweb.addon import HiddenWeb as HiddenWebAddon
from hiddenweb.addon import add_component
from hiddenweb.config import HarvestConfig, RenderingConfig
from hiddenweb.feedstorage import local_feed_paths
from hiddenweb.feedtail import keys_in_feeds
from hiddenweb.handoff import FormQueue, FormQueueError
from hiddenweb.harvest import Harvest, Harvester, HarvestOptions, RequestSpec
from hiddenweb.harvest.harvester import MAX_DETAIL_CHARS
from hiddenweb.harvest.options import ESTIMATORS, POLICIES
from hiddenweb.harvest.requests import PRIORITY_DETAIL, PRIORITY_PAGE, PRIORITY_PROBE, PRIORITY_START
from hiddenweb.harvest.targets import TARGET_IDS, TARGETS, site_words, tokenize_terms
from hiddenweb.items import QueryResult, Record
from hiddenweb.pipelines.records import RecordLabelPipeline, RecordValidationPipeline
from hiddenweb.rendering.modes import mode_for, parse_mode, spider_modes
from hiddenweb.schedulers.query_contract import RequestLeases
from hiddenweb.spiderargs import BadArgument
from hiddenweb.state.crawler import state_for

__all__ = [  # the names this module published before the harvest core moved to hiddenweb.harvest
    "ESTIMATORS",
    "MAX_DETAIL_CHARS",
    "POLICIES",
    "PRIORITY_DETAIL",
    "PRIORITY_PAGE",
    "PRIORITY_PROBE",
    "PRIORITY_START",
    "TARGETS",
    "TARGET_IDS",
    "HarvestSpider",
    "site_words",
    "tokenize_terms",
]

logger = logging.getLogger(__name__)


class HarvestSpider(scrapy.Spider):
    """Surfaces hidden databases through their keyword search forms.

    The scheduler's side of the crawl is the
    :class:`~hiddenweb.schedulers.query_contract.QuerySource` contract:
    :meth:`wants_query`, :meth:`next_query_request`, :meth:`harvest_of`,
    :attr:`harvests` and :attr:`close_reason`.
    """

    name = "harvest"
    # Scrapy re-reads a generator callback's source on every response to warn about `return value`
    # (its cache never hits for bound methods): 2-3% of a harvest's CPU. Ours have none.
    custom_settings = {
        "SCHEDULER": "hiddenweb.schedulers.query.QueryScheduler",
        "WARN_ON_GENERATOR_RETURN_VALUE": False,
    }
    harvester: Harvester

    @classmethod
    def update_settings(cls, settings: Any) -> None:
        """Add hiddenweb's add-on, record pipelines and durable feeds to the project's own."""
        super().update_settings(settings)
        add_component(settings, "ADDONS", HiddenWebAddon, 0)
        add_component(settings, "ITEM_PIPELINES", RecordLabelPipeline, 300)
        add_component(settings, "ITEM_PIPELINES", RecordValidationPipeline, 900)
        # Scrapy starts this many worker tasks for every response (100 by default: 10% of discover's CPU);
        # they only overlap item pipelines that wait, and ours never do. A project's own setting wins.
        settings.set("CONCURRENT_ITEMS", 8, priority="addon")
        storages = settings.getdict("FEED_STORAGES")
        for scheme in ("", "file"):
            storages.setdefault(scheme, "hiddenweb.feedstorage.DurableFileFeedStorage")
        settings.set("FEED_STORAGES", storages, priority="spider")

    def __init__(
        self,
        url: str | None = None,
        forms: str | None = None,
        budget: Any = None,
        queries: Any = None,
        coverage: Any = None,
        policy: str | None = None,
        seeds: str | None = None,
        estimator: str | None = None,
        min_new: Any = None,
        domain: str | None = None,
        plan: str | None = None,
        *args: Any,
        **kwargs: Any,  # Scrapyd passes _job and others: accepted, ignored
    ) -> None:
        super().__init__(*args, **kwargs)
        self._bad_arguments = False
        self._url_limit = 0  # URLLENGTH_LIMIT, set in from_crawler
        self._args = dict(
            url=url,
            forms=forms,
            budget=budget,
            queries=queries,
            coverage=coverage,
            policy=policy,
            seeds=seeds,
            estimator=estimator,
            min_new=min_new,
            plan=plan,
        )
        self.domain = domain
        self._leases: RequestLeases | None = None
        self._leases_known = False
        self._waited_for_holds = False
        self._gc_before: tuple[int, int, int] | None = None

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> HarvestSpider:
        """The spider, its arguments checked (a bad one closes the crawl with ``bad_arguments``)."""
        spider = super().from_crawler(crawler, *args, **kwargs)
        config = HarvestConfig.from_settings(crawler.settings)
        state = state_for(crawler)
        try:
            options = HarvestOptions.from_arguments(spider._args, config, spider.domain)
            form_queue = FormQueue(options.forms_queue, lease=config.lease) if options.forms_queue else None
        except (BadArgument, FormQueueError) as error:
            message = f"-a forms: {error}" if isinstance(error, FormQueueError) else str(error)
            logger.error("Bad argument: %s", message)
            spider._bad_arguments = True
            options, form_queue = HarvestOptions(), None
        spider.domain = options.domain
        spider._url_limit = crawler.settings.getint("URLLENGTH_LIMIT")  # read once: _out runs on every page
        feeds = local_feed_paths(crawler.settings.getdict("FEEDS"))
        spider.harvester = Harvester(
            state, _CrawlerStats(crawler), config, options, form_queue, written=lambda: keys_in_feeds(feeds)
        )
        spider.harvester.layout_renders = _browser_allowed(crawler.settings, spider)
        crawler.signals.connect(spider._on_idle, signal=signals.spider_idle)
        crawler.signals.connect(spider._on_close, signal=signals.spider_closed)
        spider._gc_before = _raise_gc_threshold(crawler.settings.getint("HIDDENWEB_GC_THRESHOLD"))
        return spider

    # -- the QuerySource contract (hiddenweb.schedulers.query_contract) --------------------------
    @property
    def close_reason(self) -> str | None:
        """Why the crawl must close now (bad arguments, no target left), else None."""
        return "bad_arguments" if self._bad_arguments else self.harvester.close_reason

    @property
    def harvests(self) -> Mapping[str, Harvest]:
        """The crawl's harvests, one per target form."""
        return self.harvester.harvests

    def wants_query(self) -> bool:
        """Whether some harvest may issue a query now."""
        return self.harvester.wants_query()

    def next_query_request(self) -> scrapy.Request | None:
        """Ntoulas et al. Fig. 2, ``select_term()``: the next query of a harvest that wants one."""
        spec = self.harvester.next_query()
        return self._request(spec) if spec is not None else None

    def harvest_of(self, request: scrapy.Request) -> Harvest | None:
        """The harvest ``request`` belongs to (its budget pays for the request)."""
        return self.harvester.harvest_of(request.meta)

    # -- requests ---------------------------------------------------------------------------------
    def _request(self, spec: RequestSpec) -> scrapy.Request:
        """The Scrapy request of a harvest's request description, with the callbacks that read its answer."""
        readers: dict[str, tuple[Callable[..., Any], Callable[..., Any]]] = {
            "start": (self.parse_start, self.on_error),
            "probe": (self.parse_probe, self.on_probe_error),
            "options": (self.parse_options, self.on_options_error),
            "results": (self.parse_results, self.on_error),
            "detail": (self.parse_detail, self.on_detail_error),
        }
        callback, errback = readers[spec.kind]
        return scrapy.Request(
            spec.url,
            method=spec.method,
            body=spec.body,
            headers=spec.headers,
            callback=callback,
            errback=errback,
            priority=spec.priority,
            dont_filter=spec.dont_filter,
            meta=spec.meta,
            cb_kwargs={"record": spec.record} if spec.record is not None else None,
        )

    def _out(self, outputs: Iterable[Any]) -> Iterator[Any]:
        """Items as they are, request descriptions as Scrapy requests (or their failure, if unsendable)."""
        limit = self._url_limit
        for output in outputs:
            if not isinstance(output, RequestSpec):
                yield output
            elif limit and len(output.url) > limit:  # Scrapy's UrlLengthMiddleware would drop it without a word
                yield from self._out(
                    self.harvester.request_unsendable(
                        output, "url_too_long", f"its URL has {len(output.url)} characters (URLLENGTH_LIMIT {limit})"
                    )
                )
            else:
                yield self._request(output)

    # -- start: find the search form ------------------------------------------------------------
    async def start(self) -> AsyncIterator[Any]:
        """Records a killed run held, then each target's start page (or probes, for a form template)."""
        if self.close_reason:
            return
        # Connected now, after the feed exporter: a record is released once it is written.
        for signal in (signals.item_scraped, signals.item_dropped, signals.item_error):
            self.crawler.signals.connect(self._release, signal=signal)
        for output in self._out(self.harvester.start()):
            yield output

    def parse_start(self, response: Response) -> Iterator[scrapy.Request]:
        """A candidate search page: the form's probes, or links to more candidates."""
        with self._handled(response.request):
            body = response.body if _is_html(response) else None
            encoding = response.encoding if isinstance(response, TextResponse) else None
            yield from self._out(self.harvester.start_page(response.meta, response.url, body, encoding))

    def _count_bad_decoding(self, response: Response) -> None:
        """A page whose bytes did not fit its declared charset: counted, and said once per crawl."""
        stats = self.crawler.stats
        if not stats.get_value("hiddenweb/pages_decoded_with_replacements"):
            logger.warning(
                "%s did not decode as %s: some characters were replaced (a wrong charset header?); "
                "counted in hiddenweb/pages_decoded_with_replacements",
                response.url,
                getattr(response, "encoding", "?"),
            )
        stats.inc_value("hiddenweb/pages_decoded_with_replacements")

    def parse_probe(self, response: Response) -> Iterator[scrapy.Request]:
        """The result page of a nonsense query: what an empty result page looks like."""
        with self._handled(response.request):
            html = response.text if isinstance(response, TextResponse) else None
            yield from self._out(self.harvester.probe_page(response.meta, response.url, html))

    def on_probe_error(self, failure: Failure) -> Iterator[scrapy.Request]:
        """A probe got no answer."""
        request = failure.request  # type: ignore[attr-defined]
        with self._handled(request):
            yield from self._out(self.harvester.probe_failed(request.meta, request.url))

    def parse_options(self, response: Response) -> Iterator[scrapy.Request]:
        """The form's page rendered after a parent select's value was chosen: the dependent select's options."""
        with self._handled(response.request):
            html = response.text if isinstance(response, TextResponse) else None
            yield from self._out(self.harvester.options_page(response.meta, response.url, html))

    def on_options_error(self, failure: Failure) -> Iterator[scrapy.Request]:
        """A dependent select's read got no answer."""
        request = failure.request  # type: ignore[attr-defined]
        with self._handled(request):
            yield from self._out(self.harvester.options_failed(request.meta, request.url))

    # -- result pages: Ntoulas et al. Fig. 2, download(R) and update the statistics ----------------
    def parse_results(self, response: Response) -> Iterator[Any]:
        """One result page of a query: its new records, then its next page or the query's report."""
        with self._handled(response.request):
            html = response.text if isinstance(response, TextResponse) else None
            if html is not None and _decoded_with_replacements(response):
                self._count_bad_decoding(response)
            try:
                page = self.harvester.result_page(response.meta, response.url, html)
            except CloseSpider:  # the crawl state failed (StateFailed): the crawl closes, as its glue said
                raise
            except Exception:  # a bug in page reading must not leave the query open forever
                self.crawler.stats.inc_value("hiddenweb/errors/result_page")
                logger.warning("Cannot read the result page %s", response.url, exc_info=True)
                yield from self.harvester.page_unreadable(response.meta, response.url)
                return
            yield from self._out(page.emit)
            if page.next_page is not None:
                yield self._request(page.next_page)
            if page.ended is not None:
                yield page.ended

    def parse_detail(self, response: Response, record: dict) -> Iterator[Record]:
        """A record's detail page: the record with its text."""
        with self._handled(response.request):
            html = response.text if isinstance(response, TextResponse) else None
            item = self.harvester.detail_page(response.meta, record, response.url, html)
            if item is not None:
                yield item

    def on_detail_error(self, failure: Failure) -> Iterator[Record]:
        """A record is never lost to its detail page: it is emitted without it."""
        request = failure.request  # type: ignore[attr-defined]
        with self._handled(request):
            item = self.harvester.detail_failed(request.cb_kwargs["record"])
            if item is not None:
                yield item

    def on_error(self, failure: Failure) -> Iterator[Any]:
        """A start or result page got no answer."""
        request = failure.request  # type: ignore[attr-defined]
        with self._handled(request):
            yield from self._out(
                self.harvester.request_failed(
                    request.meta, request.url, failure.type.__name__, failure.getErrorMessage()
                )
            )

    # -- the crawl's life -------------------------------------------------------------------------
    def _on_idle(self, spider: scrapy.Spider) -> None:
        """Before the crawl may close: the reports of queries the budget cut off, the records a killed
        worker held, a wait while others hold records; with a form queue, the next form, or a wait
        while forms may come."""
        if spider is not self or self._bad_arguments:
            return
        reports = self.harvester.cut_queries()
        records = list(self.harvester.recover_held())  # held by a worker killed within its lease
        if reports or records:  # emitted through a request that costs nothing: no item can be yielded from here
            self.crawler.engine.crawl(
                scrapy.Request(
                    "data:,",
                    callback=self._emit,
                    cb_kwargs={"reports": [asdict(r) for r in reports], "records": [asdict(r) for r in records]},
                    dont_filter=True,
                )
            )
            raise DontCloseSpider
        held = self.harvester.held_elsewhere()
        if held:  # written by a live worker soon, or recovered here once a killed one's hold runs out
            if not self._waited_for_holds:
                self._waited_for_holds = True
                logger.info(
                    "Waiting for %d records held by another worker (or a killed crawl) to be written, "
                    "or recovered here when their hold runs out (HIDDENWEB_LEASE)",
                    held,
                )
            raise DontCloseSpider
        keep_open, requests = self.harvester.idle()
        for request in requests:
            self.crawler.engine.crawl(self._request(request))
        if keep_open:
            raise DontCloseSpider

    def _emit(
        self, response: Response, reports: list[dict[str, Any]], records: list[dict[str, Any]]
    ) -> Iterator[QueryResult | Record]:
        """The reports of queries the budget cut off (see :meth:`Harvester.cut_queries`) and the records
        recovered while the crawl was idle (see :meth:`Harvester.recover_held`)."""
        with self._handled(response.request):
            for report in reports:
                yield QueryResult(**report)
            for record in records:
                yield Record(**record)

    def _on_close(self, spider: scrapy.Spider, reason: str) -> None:
        if spider is self:
            self.harvester.close()
            if self._gc_before is not None:
                gc.set_threshold(*self._gc_before)

    def _release(self, item: Any, **kwargs: Any) -> None:
        """The feed has ``item`` (or dropped it): its hold in the crawl state can go."""
        self.harvester.pages.outbox.release(item)

    def _handled(self, request: scrapy.Request | None) -> _Handled:
        """A context in which ``request``'s answer is handled; its lease goes at the end."""
        if not self._leases_known:
            scheduler = self.crawler.engine.scheduler
            self._leases = scheduler if isinstance(scheduler, RequestLeases) else None
            self._leases_known = True
        return _Handled(self._leases, request)


def _raise_gc_threshold(threshold: int) -> tuple[int, int, int] | None:
    """Raise the collector's first-generation threshold to ``threshold`` (never lower it); the thresholds
    before, to restore when the spider closes (None: unchanged).

    ``HIDDENWEB_GC_THRESHOLD``: at Python's 700 the collector ran ~3,600 times in the demo's 295
    result pages, 28 of them full collections of a heap the crawl state keeps growing, 14% of the
    crawl's CPU; at 10,000 about 30 times (issue 17).
    """
    before = gc.get_threshold()
    if threshold <= before[0]:
        return None
    gc.set_threshold(threshold, before[1], before[2])
    return before


class _CrawlerStats:
    """The crawler's stats collector, looked up on each use: Scrapy sets it when the crawl starts."""

    def __init__(self, crawler: Any) -> None:
        self.crawler = crawler

    def get_value(self, key: str, default: Any = None) -> Any:
        """The value of stat ``key``."""
        return self.crawler.stats.get_value(key, default)

    def set_value(self, key: str, value: Any) -> None:
        """Set stat ``key``."""
        self.crawler.stats.set_value(key, value)

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None:
        """Add ``count`` to stat ``key``."""
        self.crawler.stats.inc_value(key, count, start)


class _Handled:
    """Acknowledge a request's lease once its response has been handled, whatever happens."""

    def __init__(self, leases: RequestLeases | None, request: scrapy.Request | None) -> None:
        self.leases, self.request = leases, request

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> None:
        if self.leases is not None and self.request is not None:
            self.leases.done(self.request)


def _browser_allowed(settings: Any, spider: scrapy.Spider) -> Callable[[str], bool]:
    """Whether a page may go through the browser: its render mode (the spider's, else
    ``HIDDENWEB_RENDER``, per site as the rendering middleware reads them) is not ``never``."""
    config = RenderingConfig.from_settings(settings)
    try:
        default, domains = spider_modes(parse_mode(config.render), config.render_domains, spider)
    except ValueError:  # a bad mode: the rendering middleware says so
        return lambda url: False
    return lambda url: mode_for(url, default, domains) != "never"


def _is_html(response: Response) -> bool:
    """An HTML (or XHTML) page: Scrapy makes a TextResponse of JSON and plain text too."""
    if not isinstance(response, TextResponse):
        return False
    ctype = response.headers.get(b"Content-Type", b"").decode("latin-1").split(";")[0].strip().lower()
    return not ctype or ctype in ("text/html", "application/xhtml+xml") or (ctype.endswith("+xml") and "html" in ctype)


def _decoded_with_replacements(response: TextResponse) -> bool:
    """Whether decoding put U+FFFD where the bytes had none (the charset was wrong)."""
    return "\ufffd" in response.text and b"\xef\xbf\xbd" not in response.body
