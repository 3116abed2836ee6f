"""``harvest``: surface the database behind a site's search form.

::

    scrapy crawl harvest -a url=https://site.example/search -a budget=200 -O records.jsonl

The spider reads the start page, finds the keyword search form (on the page or
one link away), learns what an empty result page looks like, and then lets
the :class:`~hiddenweb.schedulers.query.QueryScheduler` issue one query after
another, chosen by the query policy. Each result page becomes records (one
item per distinct record) and feeds the policy; when a query's pagination
ends, a :class:`~hiddenweb.items.QueryResult` item reports what it brought.
"""

from __future__ import annotations

import hashlib
from dataclasses import asdict
import json
import logging
import time
from collections import Counter
from collections.abc import AsyncIterator, Iterator, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import scrapy
from scrapy import signals
from scrapy.exceptions import DontCloseSpider
from scrapy.http import Response, TextResponse
from twisted.python.failure import Failure

from hiddenweb.spiderargs import BadArgument, float_arg, int_arg
from hiddenweb import forms as formlib
from hiddenweb import meta
from hiddenweb.formsafety import answers_like_a_search
from hiddenweb import results
from hiddenweb.handoff import FormQueue, FormQueueError, is_queue_url
from hiddenweb.htmlinput import parse_text, visible_text
from hiddenweb.harvest import Harvest, HarvestLimits, record_key
from hiddenweb.items import QueryResult, Record
from hiddenweb.querying.policies import QueryPolicy, generic_words, make_policy
from hiddenweb.addon import HiddenWeb as HiddenWebAddon
from hiddenweb.addon import add_component
from hiddenweb.domain import DomainError, load_domain
from hiddenweb.pipelines.records import RecordLabelPipeline, RecordValidationPipeline
from hiddenweb.records import Wrapper, segment_page
from hiddenweb.rendering import without_simulated_links
from hiddenweb.routes import Route, Step
from hiddenweb.state.crawler import state_for
from hiddenweb.text import is_query_term, terms, tokenize

logger = logging.getLogger(__name__)

MAX_DETAIL_CHARS = 20_000
POLICIES = ("adaptive", "generic-frequency", "random")
ESTIMATORS = ("independence", "zipf")

# Request priorities: finish what earlier queries started before a new query.
PRIORITY_PROBE = 30
PRIORITY_PAGE = 20
PRIORITY_DETAIL = 15
PRIORITY_START = 10
TARGETS = "harvest:targets"  # log: the form templates taken from a form queue, in order
TARGET_IDS = "harvest:target_ids"  # set: their ids (a form is registered once per crawl state)


def _read_seeds(value: str) -> list[str]:
    """``seeds`` is a file of queries (one per line) or a comma-separated list."""
    path = Path(value)
    if path.is_file():
        lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    else:
        lines = value.split(",")
    return [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("#")]


def _read_forms(value: str) -> list[dict]:
    """Query templates from a ``discover`` feed (JSON lines) or a JSON file."""
    path = Path(value)
    if not path.is_file():
        raise BadArgument(f"-a forms={value!r}: no such file")
    text = path.read_text(encoding="utf-8")
    rows: list[Any]
    try:
        rows = [json.loads(line) for line in text.splitlines() if line.strip()]
    except ValueError:
        try:
            loaded = json.loads(text)
        except ValueError:
            raise BadArgument(f"-a forms={value!r}: not JSON lines nor JSON") from None
        rows = loaded if isinstance(loaded, list) else [loaded]
    templates = []
    for row in rows:
        template = row.get("template", row) if isinstance(row, dict) else None
        if not isinstance(template, dict) or "url" not in template or "keyword" not in template:
            raise BadArgument(f"-a forms={value!r}: a line is not a form item with a query template")
        templates.append(template)
    if not templates:
        raise BadArgument(f"-a forms={value!r}: no forms in the file")
    return templates


class HarvestSpider(scrapy.Spider):
    """Surfaces hidden databases through their keyword search forms."""

    name = "harvest"
    custom_settings = {"SCHEDULER": "hiddenweb.schedulers.query.QueryScheduler"}

    @classmethod
    def update_settings(cls, settings: Any) -> None:
        """Add hiddenweb's add-on, record pipelines and durable feeds to the project's own."""
        super().update_settings(settings)
        add_component(settings, "ADDONS", HiddenWebAddon, 0)
        add_component(settings, "ITEM_PIPELINES", RecordLabelPipeline, 300)
        add_component(settings, "ITEM_PIPELINES", RecordValidationPipeline, 900)
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
        *args: Any,
        **kwargs: Any,  # Scrapyd passes _job and others: accepted, ignored
    ) -> None:
        super().__init__(*args, **kwargs)
        self.close_reason: str | None = None
        self.harvests: dict[str, Harvest] = {}
        self._args = dict(url=url, forms=forms, budget=budget, queries=queries, coverage=coverage,
                          policy=policy, seeds=seeds, estimator=estimator, min_new=min_new)
        self.domain = domain
        self.domain_model = None
        self.start_targets: list[tuple[str, str | dict]] = []
        self.form_queue: FormQueue | None = None
        self._targets_read = 0
        self._opened = time.monotonic()

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> HarvestSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        try:
            spider._configure()
        except BadArgument as error:
            logger.error("Bad argument: %s", error)
            spider.close_reason = "bad_arguments"
        crawler.signals.connect(spider._on_idle, signal=signals.spider_idle)
        crawler.signals.connect(spider._on_close, signal=signals.spider_closed)
        return spider

    def _configure(self) -> None:
        settings = self.crawler.settings
        args = self._args
        if bool(args["url"]) == bool(args["forms"]):
            raise BadArgument("give exactly one of -a url=<page with a search form> or -a forms=<forms.jsonl>")
        if args["url"]:
            parts = urlsplit(args["url"])
            if parts.scheme not in ("http", "https") or not parts.netloc:
                raise BadArgument(f"-a url={args['url']!r}: expected an http(s) URL")
            self.start_targets = [(args["url"], args["url"])]
        elif is_queue_url(args["forms"]):
            try:
                self.form_queue = FormQueue(args["forms"], lease=settings.getfloat("HIDDENWEB_LEASE", 600.0))
            except FormQueueError as error:
                raise BadArgument(f"-a forms: {error}") from None
        else:
            self.start_targets = [(_template_page(t), t) for t in _read_forms(args["forms"])]
        self.policy_name = args["policy"] or settings.get("HIDDENWEB_POLICY", "adaptive")
        if self.policy_name not in POLICIES:
            raise BadArgument(f"-a policy={self.policy_name!r}: expected one of {', '.join(POLICIES)}")
        self.estimator = args["estimator"] or settings.get("HIDDENWEB_ESTIMATOR", "independence")
        if self.estimator not in ESTIMATORS:
            raise BadArgument(f"-a estimator={self.estimator!r}: expected one of {', '.join(ESTIMATORS)}")
        self.seeds = _read_seeds(args["seeds"]) if args["seeds"] else []
        self.domain = self.domain or settings.get("HIDDENWEB_DOMAIN") or None
        try:
            self.domain_model = load_domain(self.domain) if self.domain else None
        except (OSError, DomainError) as error:
            raise BadArgument(f"-a domain={self.domain!r}: {error}") from None
        budget = args["budget"] if args["budget"] is not None else settings.getint("HIDDENWEB_BUDGET", 0)
        max_queries = args["queries"] if args["queries"] is not None else settings.getint("HIDDENWEB_MAX_QUERIES", 0)
        target = args["coverage"] if args["coverage"] is not None else settings.getfloat("HIDDENWEB_TARGET_COVERAGE", 0)
        min_new = (args["min_new"] if args["min_new"] is not None
                   else settings.getfloat("HIDDENWEB_MIN_NEW_PER_REQUEST", 0.05))
        self.limits = HarvestLimits(
            budget=int_arg("budget", budget),
            max_queries=int_arg("queries", max_queries),
            target_coverage=float_arg("coverage", target, 0.0, 1.0),
            min_new_per_request=float_arg("min_new", min_new, 0.0, 1e6),
            concurrent_queries=max(1, settings.getint("HIDDENWEB_CONCURRENT_QUERIES", 1)),
        )
        self.empty_probes = settings.getint("HIDDENWEB_EMPTY_PROBES", 2)
        self.empty_similarity = settings.getfloat("HIDDENWEB_EMPTY_SIMILARITY", 0.85)
        self.allow_form_types = tuple(settings.getlist("HIDDENWEB_ALLOW_FORM_TYPES"))
        self.follow_details = settings.getbool("HIDDENWEB_FOLLOW_DETAILS", False)
        self.crawl_state = state_for(self.crawler)
        self._signatures: dict[str, results.EmptyPageSignatures] = {}
        self._wrappers: dict[str, Wrapper | None] = {}
        self._start_pages: Counter[str] = Counter()  # candidate search pages in flight, per target
        self._found: set[str] = set()  # targets whose search form was found
        self._keywordless: dict[str, str] = {}  # target -> page of a search form without a keyword box
        self._held: dict[str, tuple[str, str]] = {}  # record key -> (outbox, token) until the feed has it
        self.lease = settings.getfloat("HIDDENWEB_LEASE", 600.0)
        for _, target in self.start_targets:
            self._harvest_for(_target_id(target))
        if self.form_queue is not None:
            self._join_targets()  # taken before a resume, or by another worker of the fleet

    # -- harvests, one per target form ------------------------------------------------------
    def _harvest_for(self, hid: str) -> Harvest:
        harvest = self.harvests.get(hid)
        if harvest is None:
            settings = self.crawler.settings
            costs = self._costs()

            def policy(bootstrap: Sequence[str]) -> QueryPolicy:
                extra = {}
                if self.policy_name == "adaptive":  # the baselines stay as the paper defines them
                    extra["fallback_words"] = [*bootstrap, *generic_words()]
                return make_policy(self.policy_name, seeds=self.seeds, estimator=self.estimator, costs=costs,
                                   patience=settings.getint("HIDDENWEB_PAGE_PATIENCE", 10),
                                   min_new=settings.getint("HIDDENWEB_PAGE_MIN_NEW", 1),
                                   capped_correction=settings.getbool("HIDDENWEB_CAPPED_CORRECTION", False),
                                   stop_words_indexed=settings.getbool("HIDDENWEB_STOP_WORDS_INDEXED", False),
                                   rng_seed=settings.getint("HIDDENWEB_RANDOM_SEED", 0),
                                   **extra)

            harvest = Harvest(self.crawl_state, policy, self.limits, namespace=hid)
            self.harvests[hid] = harvest
        return harvest

    def _costs(self) -> tuple[float, float, float]:
        """Eq. 2's costs: by default a result page costs what it costs the limit in force."""
        settings = self.crawler.settings
        page_cost = settings.get("HIDDENWEB_COST_RESULT_PAGE")
        if page_cost is None:
            page_cost = 0.0 if self.limits.max_queries and not self.limits.budget else 1.0
        return (settings.getfloat("HIDDENWEB_COST_QUERY", 1.0), float(page_cost),
                settings.getfloat("HIDDENWEB_COST_RECORD", 0.0))

    def harvest_of(self, request: scrapy.Request) -> Harvest | None:
        hid = request.meta.get("hiddenweb_harvest")
        return self.harvests.get(hid) if hid is not None else None

    def next_query_request(self) -> scrapy.Request | None:
        """Called by the scheduler: the next query of a harvest that wants one."""
        for hid, harvest in self.harvests.items():
            term = harvest.choose_query()  # the scheduler claims it once its request is queued
            if term is not None:
                return self._query_request(hid, harvest.target, term, PRIORITY_START)
        return None

    def wants_query(self) -> bool:
        return any(harvest.wants_query() for harvest in self.harvests.values())

    def _query_request(self, hid: str, template: dict, term: str, priority: int,
                       callback: str = "parse_results") -> scrapy.Request:
        query_template = formlib.QueryTemplate.from_dict(template)
        method, url, body, headers = query_template.request_for(term)
        meta: dict[str, Any] = {"hiddenweb_harvest": hid, "hiddenweb_query": term, "hiddenweb_page": 1}
        if query_template.kind == "browser":
            # A script submits the form: the rendering middleware types the query into it on its page.
            meta["hiddenweb_form"] = query_template.browser_form(term)
        elif query_template.page_url != url:
            meta["hiddenweb_route"] = _query_route(query_template.page_url, method, url, body, headers)
        # Never filtered as duplicates: the harvest issues each term once, and the same URL
        # serves every query on sites that keep the result set in the session (a POST that
        # redirects to /results, a form typed into in a browser).
        return scrapy.Request(
            url, method=method, body=body, headers=headers, callback=getattr(self, callback),
            errback=self.on_error, priority=priority, dont_filter=True, meta=meta,
        )

    # -- start: find the search form ------------------------------------------------------------
    async def start(self) -> AsyncIterator[Any]:
        if self.close_reason:
            return
        # Connected now, after the feed exporter: a record is released once it is written.
        for signal in (signals.item_scraped, signals.item_dropped, signals.item_error):
            self.crawler.signals.connect(self._release, signal=signal)
        for harvest in self.harvests.values():
            for item in self._held_by_the_dead(harvest):
                yield item
        for url, target in self.start_targets:
            hid = _target_id(target)
            if self.harvests[hid].target is not None:
                continue  # resumed, or another worker found it
            if isinstance(target, dict):
                for request in self._begin(hid, target):
                    yield request
                continue
            self._start_pages[hid] += 1
            yield scrapy.Request(url, callback=self.parse_start, errback=self.on_error, priority=PRIORITY_START,
                                 meta={"hiddenweb_harvest": hid, "hiddenweb_hops": 0})
        if self.form_queue is not None and all(h.stop_reason for h in self.harvests.values()):
            for request in self._take_form() or ():
                yield request

    def _begin(self, hid: str, template: dict, bootstrap: Sequence[str] = ()) -> list[scrapy.Request]:
        """Learn the empty page first (probes); the first query follows the last probe."""
        if self.empty_probes <= 0:
            self.harvests[hid].set_target(template, bootstrap)
            return []
        return list(self._probe_requests(hid, template, bootstrap))

    # -- forms from a form queue (-a forms=redis://…) -----------------------------------------
    def _join_targets(self) -> int:
        """Harvest the forms registered in the crawl state so far; how many were new here."""
        joined = 0
        for template in self.crawl_state.read(TARGETS, self._targets_read):
            self._targets_read += 1
            hid = _target_id(template)
            if hid not in self.harvests:
                self.start_targets.append((_template_page(template), template))
                self._harvest_for(hid)
                joined += 1
        return joined

    def _take_form(self) -> list[scrapy.Request] | None:
        """Take the next form of the queue and register its harvest; None when none is waiting.

        The form stays leased in the queue until its harvest is registered in the
        crawl state (with this worker's other workers, or in ``JOBDIR``), so a worker
        killed in between loses nothing.
        """
        assert self.form_queue is not None
        while (taken := self.form_queue.take()) is not None:
            token, entry = taken
            template = entry.get("template") if isinstance(entry, dict) else None
            if not isinstance(template, dict) or "url" not in template or "keyword" not in template:
                logger.warning("Form queue %r: skipped an entry without a query template", self.form_queue.name)
                self.crawler.stats.inc_value("hiddenweb/forms_queue/bad_entries")
                self.form_queue.done(token)
                continue
            hid = _target_id(template)
            new = self.crawl_state.add(TARGET_IDS, [hid], log=TARGETS, entries=[template])[0]
            self.crawl_state.flush()
            self.form_queue.done(token)
            self._join_targets()
            if not new:
                continue
            self.crawler.stats.inc_value("hiddenweb/forms_queue/taken")
            logger.info("Harvesting the form of %s (from the form queue %r)", _template_page(template), self.form_queue.name)
            return self._begin(hid, template)
        return None

    def _on_idle(self, spider: scrapy.Spider) -> None:
        """With a form queue, an idle worker takes the next form, or waits while forms may come."""
        if spider is not self or self.form_queue is None or self.close_reason:
            return
        if self._join_targets() and self.wants_query():
            raise DontCloseSpider
        requests = self._take_form()
        if requests is not None:
            for request in requests:
                self.crawler.engine.crawl(request)
            raise DontCloseSpider
        starting = time.monotonic() - self._opened < self.crawler.settings.getfloat("HIDDENWEB_FORMS_QUEUE_WAIT", 60.0)
        if starting or self.form_queue.pending() or self.form_queue.producers():
            self.crawler.stats.inc_value("hiddenweb/forms_queue/waits")
            raise DontCloseSpider

    def _on_close(self, spider: scrapy.Spider, reason: str) -> None:
        if spider is self and self.form_queue is not None:
            self.form_queue.close()

    def parse_start(self, response: Response) -> Iterator[Any]:
        with self._handled(response.request):
            hid = response.meta["hiddenweb_harvest"]
            self._start_pages[hid] -= 1
            if hid in self._found:
                return []  # another candidate page had the form
            if not isinstance(response, TextResponse):
                return self._fail_target(hid, "not_html", f"{response.url} is not an HTML page")
            page_forms = formlib.parse_forms(response.body, response.url, encoding=response.encoding)
            found = formlib.find_search_form(page_forms, allow_types=self.allow_form_types)
            if found is None:
                if any(_looks_like_search(form) and formlib.keyword_field(form) is None for form in page_forms):
                    self._keywordless[hid] = response.url
                hops = response.meta["hiddenweb_hops"]
                links = formlib.search_links(response.body, response.url) if hops == 0 else []
                if links:
                    self._start_pages[hid] += len(links[:3])
                    return [scrapy.Request(link, callback=self.parse_start, errback=self.on_error,
                                           priority=PRIORITY_START,
                                           meta={"hiddenweb_harvest": hid, "hiddenweb_hops": hops + 1})
                            for link in links[:3]]
                if hid in self._keywordless:
                    return self._fail_target(hid, "no_keyword_field",
                                             f"the search form on {self._keywordless[hid]} has no keyword box")
                return self._fail_target(hid, "no_search_form", f"no search form on {response.url}")
            form, field = found
            self._found.add(hid)
            template = formlib.query_template(form, field).to_dict()
            logger.info("Search form on %s: %s %s, keyword field %r", response.url, form.method,
                        form.action, field.name)
            self.crawler.stats.set_value("hiddenweb/form", f"{form.method} {form.action} ({field.name})")
            return self._begin(hid, template, site_words(without_simulated_links(response.text)))

    def _probe_requests(self, hid: str, template: dict, bootstrap: Sequence[str] = (),
                        first: int = 0) -> Iterator[scrapy.Request]:
        """Nonsense queries that show what an empty result page looks like (He et al.).

        A POST form gets its first probe alone: its answer must read like a
        search's (:func:`~hiddenweb.formsafety.answers_like_a_search`) before
        anything more is posted to it.
        """
        terms_ = results.nonsense_queries(self.empty_probes, seed=len(self.harvests))
        last = first + 1 if first == 0 and _posts(template) else len(terms_)
        for term in terms_[first:last]:
            request = self._query_request(hid, template, term, PRIORITY_PROBE, callback="parse_probe")
            request.meta[meta.TEMPLATE] = template
            request.meta[meta.BOOTSTRAP] = list(bootstrap)
            request.meta[meta.PROBE] = first
            request.errback = self.on_probe_error
            yield request

    def parse_probe(self, response: Response) -> Iterator[scrapy.Request]:
        with self._handled(response.request):
            failed = response.meta.get(meta.FORM_FAILED)  # the page is the form's, not a result page
            template = response.meta[meta.TEMPLATE]
            html = (_page_for_analysis(response.text, template.get("keyword", ""), response.url)
                    if isinstance(response, TextResponse) and not failed else None)
            if response.meta.get(meta.PROBE) == 0 and _posts(template) and self.empty_probes > 1:
                if html is None or not answers_like_a_search(visible_text(parse_text(html, response.url)),
                                                             response.meta[meta.QUERY]):
                    yield from self._fail_unverified(response.request, response.url)
                    return
                yield from self._probe_requests(response.meta[meta.HARVEST], template,
                                                response.meta.get(meta.BOOTSTRAP, ()), first=1)
            self._probe_done(response, html)

    def on_probe_error(self, failure: Failure) -> Iterator[scrapy.Request]:
        request = failure.request  # type: ignore[attr-defined]
        with self._handled(request):
            self.crawler.stats.inc_value("hiddenweb/probe_errors")
            if request.meta.get(meta.PROBE) == 0 and _posts(request.meta[meta.TEMPLATE]) and self.empty_probes > 1:
                yield from self._fail_unverified(request, request.url)
                return
            self._probe_done(None, None, request)

    def _fail_unverified(self, request: scrapy.Request, url: str) -> list:
        """The first probe of a POST form did not come back as a search's answer: post nothing more."""
        self.crawler.stats.inc_value("hiddenweb/forms_unverified")
        hid = request.meta[meta.HARVEST]
        self._found.discard(hid)
        return self._fail_target(hid, "not_a_search_form",
                                 f"the POST form's answer on {url} does not read like search results; "
                                 "nothing more is submitted to it")

    def _probe_done(self, response: Response | None, html: str | None, request: scrapy.Request | None = None) -> None:
        request = request or response.request  # type: ignore[union-attr]
        hid = request.meta["hiddenweb_harvest"]
        harvest = self.harvests[hid]
        signatures = self.signatures(hid)
        if html is not None:
            signatures.learn(html, request.meta["hiddenweb_query"])
            self.crawl_state.put(harvest.EMPTY, signatures.to_dict())
        if harvest.state.incr(harvest.COUNTERS, "probes") >= self.empty_probes and harvest.target is None:
            harvest.set_target(request.meta["hiddenweb_template"], request.meta.get("hiddenweb_bootstrap", ()))

    def signatures(self, hid: str) -> results.EmptyPageSignatures:
        signatures = self._signatures.get(hid)
        if signatures is None:
            saved = self.crawl_state.get(self.harvests[hid].EMPTY)
            signatures = (results.EmptyPageSignatures.from_dict(saved) if saved
                          else results.EmptyPageSignatures(self.empty_similarity))
            self._signatures[hid] = signatures
        return signatures

    def _fail_target(self, hid: str, reason: str, message: str) -> list:
        if hid in self._found or self._start_pages[hid] > 0:
            logger.debug("Not the search page: %s", message)
            return []  # another candidate page is still on its way
        logger.error("Cannot harvest: %s", message)
        self.crawler.stats.inc_value(f"hiddenweb/targets_failed/{reason}")
        self.harvests[hid].stop(reason)
        if all(h.stop_reason and h.target is None for h in self.harvests.values()):
            self.close_reason = f"finished_{reason}"
        return []

    # -- result pages ----------------------------------------------------------------------------
    def parse_results(self, response: Response) -> Iterator[Any]:
        request = response.request
        with self._handled(request):
            yield from self._parse_results(response)

    def _parse_results(self, response: Response) -> Iterator[Any]:
        meta = response.meta
        hid, term, page_no = meta["hiddenweb_harvest"], meta["hiddenweb_query"], meta["hiddenweb_page"]
        harvest = self.harvests[hid]
        stats = self.crawler.stats
        stats.inc_value("hiddenweb/result_pages")
        if not isinstance(response, TextResponse):
            stats.inc_value("hiddenweb/result_pages_not_html")
            yield self._end_query(harvest, term, "not_html")
            return
        if meta.get("hiddenweb_form_failed"):  # the browser could not submit the form: no result page
            stats.inc_value(f"hiddenweb/forms_failed/{meta['hiddenweb_form_failed']}")
            logger.warning("The browser could not submit the form for %r (%s)", term, meta["hiddenweb_form_failed"])
            yield self._end_query(harvest, term, "error")  # failures in a row stop the harvest
            return
        # Appended links (captured JS navigation) and the repeated form serve pagination only.
        full_html = response.text
        html = _page_for_analysis(full_html, (harvest.target or {}).get("keyword", ""), response.url)
        root = parse_text(html, response.url)  # parsed once for the page analyses
        analysis = results.analyse(root, response.url, page_no, term)  # main-content text read once
        empty = analysis.empty
        found, by_wrapper = ([], False) if empty else self._segment(hid, html, response.url, term, root)
        # He et al.'s filter; a page the form's wrapper fits is shaped like a real result page.
        if not empty and not by_wrapper and self.signatures(hid).is_empty(root, term):
            empty, found = True, []
        if empty:
            stats.inc_value("hiddenweb/result_pages_empty")
        next_link = None if empty or not found else (
            analysis.next_link if html is full_html else results.next_page(full_html, response.url, page_no, term))
        keys = [record_key(r.detail_url, r.raw.values()) for r in found]
        site = urlsplit(response.url).netloc
        candidates = [
            Record(key=key, url=response.url, query=term, page=page_no, position=record.position,
                   fields=record.fields, raw=record.raw, types=record.types, links=record.links,
                   detail_url=record.detail_url, site=site)
            for record, key in zip(found, keys)
        ]
        # Each new record is claimed and held in the outbox in one step, until the feed has it.
        verdict = harvest.page(
            term, keys, [terms(r.text) for r in found], [asdict(item) for item in candidates],
            reported_total=analysis.total, empty=empty, has_next=next_link is not None, lease=self.lease,
        )
        items = []
        for item, token in zip(candidates, verdict.held):
            if token is not None:
                self._held[item.key] = (harvest.OUTBOX, token)
                items.append(item)
        stats.inc_value("hiddenweb/records_new", len(items))
        stats.inc_value("hiddenweb/records_seen_again", len(keys) - len(items))
        for item in items:
            yield self._detail_request(item, meta) if self.follow_details and item.detail_url else item
        if verdict.continue_paging and next_link is not None:
            yield scrapy.Request(
                next_link.url, method=next_link.method, body=next_link.body, headers=next_link.headers,
                callback=self.parse_results, errback=self.on_error, priority=PRIORITY_PAGE,
                meta={**_carry(meta), "hiddenweb_page": page_no + 1},
                dont_filter=True,  # /results?page=2 of a session result set is another page per query;
            )                      # loops end by the paging rule (no new records)
        else:
            reason = "last_page" if next_link is None else "few_new_records"
            yield self._end_query(harvest, term, "empty" if empty else reason)

    def _detail_request(self, item: Record, meta: dict) -> scrapy.Request:
        """The record waits for its detail page (``HIDDENWEB_FOLLOW_DETAILS``), a request of the budget."""
        return scrapy.Request(item.detail_url, callback=self.parse_detail, errback=self.on_detail_error,
                              priority=PRIORITY_DETAIL, cb_kwargs={"record": asdict(item)},
                              meta={"hiddenweb_harvest": meta["hiddenweb_harvest"]})

    def parse_detail(self, response: Response, record: dict) -> Iterator[Record]:
        with self._handled(response.request):
            item = Record(**record)
            if isinstance(response, TextResponse):
                item.detail_text = visible_text(parse_text(response.text, response.url))[:MAX_DETAIL_CHARS]
            self.crawler.stats.inc_value("hiddenweb/detail_pages")
            yield item

    def on_detail_error(self, failure: Failure) -> Iterator[Record]:
        """A record is never lost to its detail page: it is emitted without it."""
        request = failure.request  # type: ignore[attr-defined]
        with self._handled(request):
            self.crawler.stats.inc_value("hiddenweb/detail_errors")
            yield Record(**request.cb_kwargs["record"])

    def _segment(self, hid: str, html: str, url: str, term: str, root: Any = None) -> tuple[list, bool]:
        """Records on a result page, and whether the form's wrapper read them.

        The wrapper induced from the form's first result page reads later pages
        while it still fits; otherwise the page is segmented in full.
        """
        wrapper = self._wrappers.get(hid)
        if wrapper is not None:
            found = wrapper.apply(html, url, term, root=root)
            if found is not None:
                self.crawler.stats.inc_value("hiddenweb/wrapper_pages")
                return found, True
            self.crawler.stats.inc_value("hiddenweb/wrapper_misses")
        page = segment_page(root if root is not None else html, url, term, self.domain_model)
        if wrapper is None:
            self._wrappers[hid] = Wrapper.from_segmentation(page)
        return page.records, False

    def _end_query(self, harvest: Harvest, term: str, reason: str) -> QueryResult:
        data = harvest.end_query(term, reason)
        site = urlsplit((harvest.target or {}).get("url", "")).netloc
        stats = self.crawler.stats
        log = stats.get_value("hiddenweb/query_log")
        if log is None:
            stats.set_value("hiddenweb/query_log", log := [])
        log.append({k: data[k] for k in ("term", "reported_total", "pages", "new_records", "cumulative_records")})
        if data["empty"]:
            stats.inc_value("hiddenweb/queries_empty")
        if data["capped"]:
            stats.inc_value("hiddenweb/queries_capped")
        if data["coverage"] is not None:
            stats.set_value("hiddenweb/coverage", round(data["coverage"], 4))
        if data["estimated_size"]:
            stats.set_value("hiddenweb/estimated_size", round(data["estimated_size"]))
        logger.info("Query %r: %s reported, %d pages, %d records, %d new (%d in all)", term,
                    data["reported_total"], data["pages"], data["records"], data["new_records"],
                    data["cumulative_records"])
        return QueryResult(site=site, **data)

    # -- errors -----------------------------------------------------------------------------------
    def on_error(self, failure: Failure) -> Iterator[Any]:
        request = failure.request  # type: ignore[attr-defined]
        with self._handled(request):
            stats = self.crawler.stats
            stats.inc_value(f"hiddenweb/errors/{failure.type.__name__}")
            hid = request.meta.get("hiddenweb_harvest")
            term = request.meta.get("hiddenweb_query")
            harvest = self.harvests.get(hid) if hid else None
            if harvest is None:
                return
            if term is None:  # a candidate search page
                self._start_pages[hid] -= 1
                logger.error("Cannot reach %s: %s", request.url, failure.getErrorMessage())
                yield from self._fail_target(hid, "site_unreachable", f"{request.url} is unreachable")
                return
            logger.warning("Result page %s of %r failed: %s", request.url, term, failure.getErrorMessage())
            yield self._end_query(harvest, term, "error")

    # -- records in flight ------------------------------------------------------------------------
    # A new record stays held in the crawl state's outbox (claimed and held in one step by
    # Harvest.page) until the feed has it: its key is already seen, so a crawl killed before
    # the record is written would never find it again; a resumed crawl (or another worker,
    # once the lease has run out) emits the records still held instead.
    def _release(self, item: Any, **kwargs: Any) -> None:
        held = self._held.pop(item.key, None) if isinstance(item, Record) else None
        if held is not None:
            self.crawl_state.ack(*held)

    def _held_by_the_dead(self, harvest: Harvest) -> Iterator[Record]:
        while (taken := self.crawl_state.pop(harvest.OUTBOX, self.lease)) is not None:
            token, data = taken
            self._held[data["key"]] = (harvest.OUTBOX, token)
            self.crawler.stats.inc_value("hiddenweb/records_recovered")
            yield Record(**data)

    # -- leases -----------------------------------------------------------------------------------
    def _handled(self, request: scrapy.Request) -> _Handled:
        return _Handled(self, request)


class _Handled:
    """Acknowledge a request's lease once its response has been handled, whatever happens."""

    def __init__(self, spider: HarvestSpider, request: scrapy.Request) -> None:
        self.spider, self.request = spider, request

    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: Any) -> None:
        done = getattr(self.spider.crawler.engine.scheduler, "done", None)
        if done is not None:
            done(self.request)


def site_words(html: str, limit: int = 60) -> list[str]:
    """The site's own vocabulary, by frequency on its search page: queries to try
    before any record is known (a topical site names its topic)."""
    words = Counter(tokenize_terms(visible_text(parse_text(html))))
    return [word for word, _ in words.most_common(limit)]


def tokenize_terms(text: str) -> list[str]:
    """Words worth a query; tokens with digits are ids, dates and prices, not words."""
    return [token for token in tokenize(text) if is_query_term(token) and token.isalpha()]


def _looks_like_search(form: formlib.Form) -> bool:
    """A search form by its type, its landmark or its words (one without a keyword box may be typed "other")."""
    if formlib.form_type(form)[0] == "search" or form.attrs.get("in_search_landmark"):
        return True
    words = f"{form.action} {form.id} {form.name} {' '.join(s.label or s.value for s in form.submits)}".lower()
    return "search" in words or "find" in words


def _posts(template: dict) -> bool:
    """Whether a query template submits by POST (its probes are checked one at a time)."""
    return str(template.get("method", "GET")).upper() == "POST"


def _carry(meta: dict) -> dict:
    """What a next result page inherits from the page before it."""
    return {k: meta[k] for k in ("hiddenweb_harvest", "hiddenweb_query") if k in meta}


def _page_for_analysis(html: str, keyword: str, url: str) -> str:
    """A result page as the site shows its results: without the links the rendering
    middleware appended and without the search form the page repeats."""
    return formlib.without_search_form(without_simulated_links(html), keyword, url)


def _query_route(form_page: str, method: str, url: str, body: bytes | None, headers: dict[str, str]) -> dict:
    """A query's route (Álvarez §III.3.1): open the form's page, then submit. Sites that
    keep the result set in the session rebuild it by replaying this route."""
    if method == "GET" and not body:
        step = Step("goto", url=url)
    else:
        step = Step("request", url=url, method=method, body=(body or b"").decode("utf-8", "replace"),
                    headers={k: v for k, v in headers.items() if k.lower() == "content-type"})
    return Route.start(form_page).extended(step, url=url, kind="form").to_dict()


def _template_page(template: dict) -> str:
    """The page a query template's form was found on."""
    return template.get("form", {}).get("url") or template["url"]


def _target_id(target: str | dict) -> str:
    """A short stable id of a harvest target (start URL or form template)."""
    text = target if isinstance(target, str) else json.dumps(target, sort_keys=True)
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]
