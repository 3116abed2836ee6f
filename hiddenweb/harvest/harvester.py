"""Every harvest of one crawl: from a start page to its search form, probes, queries and result pages.

:class:`Harvester` is the core of the ``harvest`` spider, without Scrapy. Per
target (a start URL or a form template) it finds the search form
(:func:`~hiddenweb.harvest.targets.read_start_page`, on the page or one link
away), learns what an empty result page looks like from nonsense queries
(He et al.), then lets its :class:`~hiddenweb.harvest.loop.Harvest` choose one
query after another (Ntoulas et al. Fig. 2) while
:class:`~hiddenweb.harvest.pages.ResultPages` reads their result pages. It
answers with items and :class:`~hiddenweb.harvest.requests.RequestSpec`
descriptions that the spider turns into Scrapy requests.
"""

from __future__ import annotations

import logging
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from hiddenweb import meta
from hiddenweb.config import HarvestConfig
from hiddenweb.forms.fields import select_options
from hiddenweb.forms.safety import answers_like_a_search
from hiddenweb.handoff import FormQueue
from hiddenweb.harvest.loop import Harvest
from hiddenweb.harvest.options import HarvestOptions
from hiddenweb.harvest.pages import PageOutcome, ResultPages, Stats
from hiddenweb.harvest.plans import is_plan, query_text
from hiddenweb.harvest.reads import BrowserReads
from hiddenweb.harvest.requests import (
    PRIORITY_PROBE,
    PRIORITY_START,
    RequestSpec,
    next_page_request,
    query_request,
    start_request,
)
from hiddenweb.harvest.structured import MAX_VALUES, StructuredPlanner
from hiddenweb.harvest.targets import (
    TARGET_IDS,
    TARGETS,
    is_template,
    posts,
    read_start_page,
    target_id,
    template_page,
    template_words_last,
)
from hiddenweb.htmlinput import parse_text, visible_text
from hiddenweb.items import QueryResult, Record
from hiddenweb.querying.policies import QueryPolicy, generic_words, make_policy
from hiddenweb.querying.probes import ProbePlan
from hiddenweb.results import PageLink, nonsense_queries, parse_result_page
from hiddenweb.state import CrawlState

__all__ = ["MAX_DETAIL_CHARS", "Harvester"]

logger = logging.getLogger(__name__)

#: Characters of a detail page's text kept in its record.
MAX_DETAIL_CHARS = 20_000


class Harvester:
    """The harvests of one crawl, one per target form, and what each request's answer means to them."""

    def __init__(
        self,
        state: CrawlState,
        stats: Stats,
        config: HarvestConfig,
        options: HarvestOptions,
        form_queue: FormQueue | None = None,
        written: Callable[[], set[str]] = set,
    ) -> None:
        self.state, self.stats, self.config, self.options = state, stats, config, options
        #: The record keys the crawl's feeds already hold (read when held records are recovered).
        self.written = written
        self.harvests: dict[str, Harvest] = {}
        self.pages = ResultPages(state, stats, config, options.domain_model)
        #: Set when the whole crawl must stop (e.g. no target has a search form).
        self.close_reason: str | None = None
        self.start_targets = list(options.start_targets)
        self.form_queue = form_queue
        self._targets_read = 0
        self._start_pages: Counter[str] = Counter()  # candidate search pages in flight, per target
        self._found: set[str] = set()  # targets whose search form was found
        self._keywordless: dict[str, str] = {}  # target -> page of a search form without a keyword box
        #: Keys of the records recovered from the outbox by this process: a detail page of one of them
        #: still queued (a resumed crawl's request queue) must not emit it again.
        self._recovered: set[str] = set()
        #: Whether a browser may render a search page (its URL) whose labels are in doubt (render mode not never).
        self.layout_renders: Callable[[str], bool] = lambda url: False
        self._opened = time.monotonic()
        #: The browser reads of selects a script fills (issue 16).
        self.reads = BrowserReads(state, self.harvest_for)
        for _, target in self.start_targets:
            self.harvest_for(target_id(target))
        if form_queue is not None:
            self.join_targets()  # taken before a resume, or by another worker of the fleet

    # -- harvests, one per target form ------------------------------------------------------
    def harvest_for(self, hid: str) -> Harvest:
        """Harvest ``hid``, created (with its policy) on first use."""
        harvest = self.harvests.get(hid)
        if harvest is None:
            probes = (
                ProbePlan(self.config.size_probes, seed=self.config.random_seed) if self.config.size_probes else None
            )
            harvest = Harvest(
                self.state, self._policy, self.options.limits, namespace=hid, probes=probes, structured=self._structured
            )
            self.harvests[hid] = harvest
        return harvest

    def _policy(self, bootstrap: Sequence[str]) -> QueryPolicy:
        """A harvest's query policy; the adaptive one falls back on the site's words, then generic words."""
        config, options = self.config, self.options
        extra: dict[str, Any] = {}
        if options.policy == "adaptive":  # the baselines stay as the paper defines them
            extra["fallback_words"] = [*bootstrap, *generic_words()]
            extra["stop_word_probe"] = config.stop_word_probe
        return make_policy(
            options.policy,
            seeds=options.seeds,
            estimator=options.estimator,
            costs=self.costs(),
            patience=config.page_patience,
            min_new=config.page_min_new,
            capped_correction=config.capped_correction,
            stop_words_indexed=config.stop_words_indexed,
            rng_seed=config.random_seed,
            **extra,
        )

    def _structured(self, template: dict) -> StructuredPlanner:
        """A harvest's structured query planner (issue 16; the ``plan`` argument says when it plans)."""
        options = self.options
        planner = StructuredPlanner(template, options.domain_model, options.query_tuples, options.plan)
        logger.info("Form of %s: %s", template.get("url", ""), planner.describe())
        self.stats.set_value("hiddenweb/structured/active", planner.active)
        return planner

    def costs(self) -> tuple[float, float, float]:
        """Eq. 2's costs: by default a result page costs what it costs the limit in force."""
        page_cost = self.config.cost_result_page
        if page_cost is None:
            limits = self.options.limits
            page_cost = 0.0 if limits.max_queries and not limits.budget else 1.0
        return (self.config.cost_query, float(page_cost), self.config.cost_record)

    def harvest_of(self, request_meta: dict[str, Any]) -> Harvest | None:
        """The harvest a request belongs to (and whose budget it is charged to)."""
        hid = request_meta.get(meta.HARVEST)
        return self.harvests.get(hid) if hid is not None else None

    # -- choose a query -------------------------------------------------------------------------
    def wants_query(self) -> bool:
        """Whether some harvest may issue a query now."""
        return any(harvest.wants_query() for harvest in self.harvests.values())

    def next_query(self) -> RequestSpec | None:
        """The first result page of the next query of a harvest that wants one (Ntoulas et al.: select_term).

        The query is chosen, not claimed: the scheduler claims it once its request is queued.
        """
        for hid, harvest in self.harvests.items():
            term = harvest.choose_query()
            if term is not None:
                resume = harvest.plans.resume_link(term)  # a listing goes on from the empty query's page 2
                if resume is not None:
                    return next_page_request(PageLink.from_dict(resume), {meta.HARVEST: hid, meta.QUERY: term}, 2)
                text, extra = query_text(term), harvest.plans.request_args(term)
                return query_request(hid, harvest.target or {}, term, PRIORITY_START, text=text, extra=extra)
        return None

    # -- start: find the search form ------------------------------------------------------------
    def start(self) -> Iterator[Record | RequestSpec]:
        """What the crawl starts with: records a dead worker held, then each target's first requests."""
        yield from self.recover_held()
        for url, target in self.start_targets:
            hid = target_id(target)
            if self.harvests[hid].target is not None:
                continue  # resumed, or another worker found it
            if isinstance(target, dict):
                yield from self.begin(hid, target)
                continue
            self._start_pages[hid] += 1
            yield start_request(url, hid)
        if self.form_queue is not None and all(h.stop_reason for h in self.harvests.values()):
            yield from self.take_form() or ()

    def start_page(
        self, request_meta: dict[str, Any], url: str, body: bytes | None, encoding: str | None = None
    ) -> list[RequestSpec]:
        """Read a candidate search page (``body`` None: not an HTML page): the probes once the form is found."""
        hid = request_meta[meta.HARVEST]
        self._start_pages[hid] -= 1
        if hid in self._found:
            return []  # another candidate page had the form
        if body is None:
            return self.fail_target(hid, "not_html", f"{url} is not an HTML page")
        hops = request_meta[meta.HOPS]
        structured = self.options.plan != "keyword"
        boxes = request_meta.get(meta.FORM_BOXES)
        page = read_start_page(
            body, url, encoding, hops, tuple(self.config.allow_form_types), structured=structured, form_boxes=boxes
        )
        if page.template is None:
            if page.keywordless:
                self._keywordless[hid] = url
            if page.links:
                self._start_pages[hid] += len(page.links)
                return [start_request(link, hid, hops + 1) for link in page.links]
            if hid in self._keywordless:
                return self.fail_target(
                    hid, "no_keyword_field", f"the search form on {self._keywordless[hid]} has no keyword box"
                )
            return self.fail_target(hid, "no_search_form", f"no search form on {url}")
        if page.doubtful and structured and not request_meta.get(meta.LAYOUT_RENDER) and self.layout_renders(url):
            return [self._layout_request(hid, url, hops, page.doubtful)]
        self._found.add(hid)
        if page.relabelled:
            labels = ", ".join(f"{name}={label!r}" for name, label in page.relabelled.items())
            logger.info("Search form on %s labelled by its layout: %s", url, labels)
        logger.info(
            "Search form on %s: %s %s, %s",
            url,
            page.method,
            page.action,
            f"keyword field {page.keyword!r}" if page.keyword else "no keyword box (structured queries only)",
        )
        self.stats.set_value("hiddenweb/form", page.form)
        if structured and page.scripted and self.layout_renders(url):
            return self._dependent_reads(hid, page.template, page.bootstrap)
        return self.begin(hid, page.template, page.bootstrap)

    # -- selects a script fills, read in the browser (issue 16, :mod:`hiddenweb.harvest.dependent`) --------
    def _dependent_reads(self, hid: str, template: dict, bootstrap: Sequence[str]) -> list[RequestSpec]:
        """The browser reads the form still needs (Álvarez §III.3, §III.4.1.1); none: the harvest begins.

        The reads are requests of the harvest's budget, at most a quarter of it
        (:attr:`HarvestLimits.budget`); what they read is logged in the crawl
        state, so a resumed crawl or another worker reads no page twice.
        """
        budget = self.options.limits.budget
        limit = max(1, budget // 4) if budget else MAX_VALUES
        reads = self.reads.next(hid, template, bootstrap, limit)
        if reads is None:
            return []  # reads in flight: their answers go on
        if isinstance(reads, dict):  # every read logged: the harvest begins with what they read
            return self.begin(hid, reads, bootstrap)
        return reads

    def options_page(self, request_meta: dict[str, Any], url: str, html: str | None) -> list[RequestSpec]:
        """The form's page rendered (after its parents' values were chosen): the options of its empty selects."""
        spec = request_meta[meta.DEPENDENT]
        options: dict[str, list[list[str]]] = {}
        if html is not None:
            root = parse_text(html, url)
            for name in spec.get("selects") or [spec.get("child", "")]:
                for select in root.xpath("//select[@name=$name]", name=name)[:1]:
                    options[name] = [list(option) for option in select_options(select)]
        return self._options_read(request_meta, options)

    def options_failed(self, request_meta: dict[str, Any], url: str) -> list[RequestSpec]:
        """A browser read got no answer: the page is read as offering no option."""
        self.stats.inc_value("hiddenweb/structured/dependent_read_errors")
        logger.info("Reading the options of the selects on %s failed", url)
        return self._options_read(request_meta, {})

    def _options_read(self, request_meta: dict[str, Any], options: dict[str, list[list[str]]]) -> list[RequestSpec]:
        hid, spec = request_meta[meta.HARVEST], request_meta[meta.DEPENDENT]
        self.stats.inc_value("hiddenweb/structured/dependent_reads")
        real = sum(1 for found in options.values() for o in found if o[0].strip())
        self.stats.inc_value("hiddenweb/structured/dependent_options_read", real)
        self.reads.logged(hid, spec, options)
        return self._dependent_reads(hid, request_meta[meta.TEMPLATE], request_meta.get(meta.BOOTSTRAP, ()))

    def _layout_request(self, hid: str, url: str, hops: int, doubtful: Sequence[str]) -> RequestSpec:
        """The search page again, through the browser, to label its fields by layout (Álvarez §III.4.1).

        Once a page (its answer is read as it is, measured or not).
        """
        self._start_pages[hid] += 1
        self.stats.inc_value("hiddenweb/forms/layout_renders")
        logger.info("Rendering %s to read its search form's labels by layout (in doubt: %s)", url, ", ".join(doubtful))
        spec = start_request(url, hid, hops)
        spec.meta.update({meta.RENDER: True, meta.LAYOUT_RENDER: True, meta.NO_SIMULATION: True})
        return spec

    def fail_target(self, hid: str, reason: str, message: str) -> list[RequestSpec]:
        """Give up target ``hid`` (unless another of its candidate pages is still on its way)."""
        if hid in self._found or self._start_pages[hid] > 0:
            logger.debug("Not the search page: %s", message)
            return []  # another candidate page is still on its way
        if self.harvests[hid].stop_reason:
            return []  # said once already
        logger.error("Cannot harvest: %s", message)
        self.stats.inc_value(f"hiddenweb/targets_failed/{reason}")
        self.harvests[hid].stop(reason)
        if all(h.stop_reason and h.target is None for h in self.harvests.values()):
            self.close_reason = f"finished_{reason}"
        return []

    # -- probes: what an empty result page looks like (He et al.) ---------------------------------
    def begin(self, hid: str, template: dict, bootstrap: Sequence[str] = ()) -> list[RequestSpec]:
        """Learn the empty page first (probes); the first query follows the last probe.

        A form without a keyword box has nowhere to type a nonsense query (its
        default submission may list everything): no probes; it is a GET form
        (:func:`~hiddenweb.forms.keyword.structured_search_form`).
        """
        if self.config.empty_probes <= 0 or template.get("keyword") == "":
            self.harvests[hid].set_target(template, bootstrap)
            return []
        return list(self._probe_requests(hid, template, bootstrap))

    def _probe_requests(
        self, hid: str, template: dict, bootstrap: Sequence[str] = (), first: int = 0
    ) -> Iterator[RequestSpec]:
        """Nonsense queries that show what an empty result page looks like (He et al.).

        A POST form gets its first probe alone: its answer must read like a
        search's (:func:`~hiddenweb.forms.safety.answers_like_a_search`) before
        anything more is posted to it.
        """
        terms_ = nonsense_queries(self.config.empty_probes, seed=len(self.harvests))
        last = first + 1 if first == 0 and posts(template) else len(terms_)
        for term in terms_[first:last]:
            request = query_request(hid, template, term, PRIORITY_PROBE, kind="probe")
            request.meta[meta.TEMPLATE] = template
            request.meta[meta.BOOTSTRAP] = list(bootstrap)
            request.meta[meta.PROBE] = first
            yield request

    def _checks_first_probe(self, request_meta: dict[str, Any]) -> bool:
        """A POST form's first probe is checked alone before anything more is posted."""
        return request_meta.get(meta.PROBE) == 0 and posts(request_meta[meta.TEMPLATE]) and self.config.empty_probes > 1

    def probe_page(self, request_meta: dict[str, Any], url: str, html: str | None) -> list[RequestSpec]:
        """Learn a probe's result page (``html`` None: not an HTML page); the next probes of a POST form."""
        template = request_meta[meta.TEMPLATE]
        if request_meta.get(meta.FORM_FAILED):  # the page is the form's, not a result page
            html = None
        root = parse_result_page(html, url, template.get("keyword", "")) if html is not None else None
        requests: list[RequestSpec] = []
        if self._checks_first_probe(request_meta):
            if root is None or not answers_like_a_search(visible_text(root), request_meta[meta.QUERY]):
                return self._fail_unverified(request_meta, url)
            requests = list(
                self._probe_requests(
                    request_meta[meta.HARVEST], template, request_meta.get(meta.BOOTSTRAP, ()), first=1
                )
            )
        self._probe_done(request_meta, root)
        return requests

    def probe_failed(self, request_meta: dict[str, Any], url: str) -> list[RequestSpec]:
        """A probe got no answer: count it as done, unless it was a POST form's first."""
        self.stats.inc_value("hiddenweb/probe_errors")
        if self._checks_first_probe(request_meta):
            return self._fail_unverified(request_meta, url)
        self._probe_done(request_meta, None)
        return []

    def _fail_unverified(self, request_meta: dict[str, Any], url: str) -> list[RequestSpec]:
        """The first probe of a POST form did not come back as a search's answer: post nothing more."""
        self.stats.inc_value("hiddenweb/forms_unverified")
        hid = request_meta[meta.HARVEST]
        self._found.discard(hid)
        return self.fail_target(
            hid,
            "not_a_search_form",
            f"the POST form's answer on {url} does not read like search results; nothing more is submitted to it",
        )

    def _probe_done(self, request_meta: dict[str, Any], root: Any) -> None:
        hid = request_meta[meta.HARVEST]
        harvest = self.harvests[hid]
        if root is not None:
            reader = self.pages.reader(hid, harvest)
            reader.learn_empty(root, request_meta[meta.QUERY])
            reader.full_texts.learn_site_words(visible_text(root))
        if harvest.state.incr(harvest.COUNTERS, "probes") >= self.config.empty_probes and harvest.target is None:
            bootstrap = template_words_last(request_meta.get(meta.BOOTSTRAP, ()), root)
            harvest.set_target(request_meta[meta.TEMPLATE], bootstrap)

    # -- result and detail pages ----------------------------------------------------------------
    def result_page(self, request_meta: dict[str, Any], url: str, html: str | None) -> PageOutcome:
        """Read a result page of a query (``html`` None: not an HTML page); see :class:`ResultPages`."""
        return self.pages.read(self.harvests[request_meta[meta.HARVEST]], request_meta, url, html)

    def detail_page(
        self, request_meta: dict[str, Any], record: dict[str, Any], url: str, html: str | None
    ) -> Record | None:
        """A record with the text of its detail page (``html`` None: not an HTML page), a full text
        for its harvest's policy (:mod:`hiddenweb.harvest.fulltext`); None when the record was
        recovered, and emitted, while its detail page waited (a crawl resumed after its hold ran out)."""
        if html is not None:
            harvest = self.harvest_of(request_meta)
            text = visible_text(parse_text(html, url))[:MAX_DETAIL_CHARS]
            if harvest is not None:
                self.pages.reader(request_meta[meta.HARVEST], harvest).full_texts.read(text)
                self.stats.inc_value("hiddenweb/full_texts/read")
        self.stats.inc_value("hiddenweb/detail_pages")
        if record["key"] in self._recovered:
            self.stats.inc_value("hiddenweb/detail_pages_of_recovered_records")
            return None
        item = Record(**record)
        if html is not None:
            item.detail_text = text
        return item

    def detail_failed(self, record: dict[str, Any]) -> Record | None:
        """A record is never lost to its detail page: it is emitted without it (unless recovered before)."""
        self.stats.inc_value("hiddenweb/detail_errors")
        return None if record["key"] in self._recovered else Record(**record)

    def request_failed(
        self, request_meta: dict[str, Any], url: str, error: str, message: str
    ) -> list[QueryResult | RequestSpec]:
        """A start or result page got no answer (``error``: the exception's name)."""
        self.stats.inc_value(f"hiddenweb/errors/{error}")
        harvest = self.harvest_of(request_meta)
        if harvest is None:
            return []
        hid, term = request_meta[meta.HARVEST], request_meta.get(meta.QUERY)
        if term is None:  # a candidate search page
            self._start_pages[hid] -= 1
            reason, why = start_failure(error, message)
            logger.debug("Start page %s failed: %s", url, message)
            return list(self.fail_target(hid, reason, f"{url} {why}"))
        if is_plan(term):  # a page size or an empty query the site refuses (hiddenweb/plans/... stats)
            logger.info("Plan query %r refused (%s): %s", term, url, message)
        else:
            logger.warning("Result page %s of %r failed: %s", url, term, message)
        return _reported(self.pages.end_query(harvest, term, "error"))

    def request_unsendable(self, spec: RequestSpec, reason: str, message: str) -> list[QueryResult | RequestSpec]:
        """A request that cannot be sent (``reason``, e.g. ``url_too_long``): its target or query ends, said once.

        Without this a GET form with thousands of inputs ends the crawl as plain
        ``finished`` with nothing harvested: Scrapy drops its requests quietly.
        """
        self.stats.inc_value(f"hiddenweb/requests_unsendable/{reason}")
        hid, term = spec.meta.get(meta.HARVEST), spec.meta.get(meta.QUERY)
        harvest = self.harvests.get(hid) if hid is not None else None
        if hid is None or harvest is None:
            return []
        if spec.kind == "start":
            self._start_pages[hid] -= 1
        if spec.kind in ("start", "probe") or harvest.target is None:
            self._found.discard(hid)
            return list(self.fail_target(hid, reason, f"{spec.url[:200]}…: {message}"))
        logger.warning("Query %r cannot be sent: %s", term, message)
        return _reported(self.pages.end_query(harvest, term, reason)) if term is not None else []

    def page_unreadable(self, request_meta: dict[str, Any], url: str) -> list[QueryResult | RequestSpec]:
        """A result page whose reading raised (counted by the caller): its query ends as failed."""
        harvest = self.harvest_of(request_meta)
        term = request_meta.get(meta.QUERY)
        if harvest is None or term is None:
            return []
        return _reported(self.pages.end_query(harvest, term, "error"))

    # -- forms from a form queue (-a forms=redis://…) -----------------------------------------
    def join_targets(self) -> int:
        """Harvest the forms registered in the crawl state so far; how many were new here."""
        joined = 0
        for template in self.state.read(TARGETS, self._targets_read):
            self._targets_read += 1
            hid = target_id(template)
            if hid not in self.harvests:
                self.start_targets.append((template_page(template), template))
                self.harvest_for(hid)
                joined += 1
        return joined

    def take_form(self) -> list[RequestSpec] | None:
        """Take the next form of the queue and register its harvest; None when none is waiting.

        The form stays leased in the queue until its harvest is registered in the
        crawl state (with this worker's other workers, or in ``JOBDIR``), so a worker
        killed in between loses nothing.
        """
        assert self.form_queue is not None
        while (taken := self.form_queue.take()) is not None:
            token, entry = taken
            template = entry.get("template") if isinstance(entry, dict) else None
            if not is_template(template):
                logger.warning("Form queue %r: skipped an entry without a query template", self.form_queue.name)
                self.stats.inc_value("hiddenweb/forms_queue/bad_entries")
                self.form_queue.done(token)
                continue
            hid = target_id(template)
            new = self.state.add(TARGET_IDS, [hid], log=TARGETS, entries=[template])
            self.state.flush()
            self.form_queue.done(token)
            self.join_targets()
            if not new or not new[0]:
                continue
            self.stats.inc_value("hiddenweb/forms_queue/taken")
            logger.info(
                "Harvesting the form of %s (from the form queue %r)", template_page(template), self.form_queue.name
            )
            return self.begin(hid, template)
        return None

    def recover_held(self) -> Iterator[Record]:
        """The records a dead worker (or this crawl before it was killed) held and never wrote, whose
        hold has run out: at the start, and again when the crawl is idle (a crawl resumed on a shared
        state within the lease of the worker it replaces finds them held at its start)."""
        outbox = self.pages.outbox
        already = outbox.already_written
        for harvest in self.harvests.values():
            for item in outbox.recover(harvest, self.written):
                self.stats.inc_value("hiddenweb/records_recovered")
                self._recovered.add(item.key)
                yield item
        if outbox.already_written > already:
            self.stats.inc_value("hiddenweb/records_recovered_already_written", outbox.already_written - already)

    def held_elsewhere(self) -> int:
        """Records held by other workers, live or killed within their lease (see :meth:`Outbox.held_elsewhere`)."""
        return sum(self.pages.outbox.held_elsewhere(harvest) for harvest in self.harvests.values())

    def idle(self) -> tuple[bool, list[RequestSpec]]:
        """With a form queue, an idle worker takes the next form, or waits while forms may come.

        Returns whether to keep the crawl open, and the requests of a form just taken.
        """
        if self.form_queue is None or self.close_reason:
            return False, []
        if self.join_targets() and self.wants_query():
            return True, []
        requests = self.take_form()
        if requests is not None:
            return True, requests
        starting = time.monotonic() - self._opened < self.config.forms_queue_wait
        if starting or self.form_queue.pending() or self.form_queue.producers():
            self.stats.inc_value("hiddenweb/forms_queue/waits")
            return True, []
        return False, []

    def cut_queries(self) -> list[QueryResult]:
        """The reports of the queries whose next page the budget cut off (stop reason ``budget_exhausted``).

        The scheduler drops a request the budget has no room for; the query it
        belonged to would end without a report. Called when the crawl is idle.
        """
        reports = []
        for harvest in self.harvests.values():
            if harvest.stop_reason != "budget_exhausted":
                continue
            for term in list(harvest.open):
                report = self.pages.end_query(harvest, term, "budget_exhausted")
                if report is not None:
                    reports.append(report)
        return reports

    def close(self) -> None:
        """The crawl ends: let go of the form queue."""
        if self.form_queue is not None:
            self.form_queue.close()


def start_failure(error: str, message: str) -> tuple[str, str]:
    """The close reason and its words for a start page that got no usable answer.

    ``error`` is the exception's class name: robots.txt forbids the page
    (Scrapy's ``IgnoreRequest`` from its robots.txt middleware), the site
    answers with an HTTP error (``HttpError``: the site is there, it fails), or
    it does not answer at all (connection refused, DNS, time-out).
    """
    if error == "IgnoreRequest" and "robots.txt" in message:
        return "robots_disallowed", "is disallowed by the site's robots.txt (ROBOTSTXT_OBEY)"
    if error == "HttpError":
        return "site_errors", f"answers with an error ({message})"
    return "site_unreachable", f"is unreachable ({message})"


def _reported(result: QueryResult | None) -> list[QueryResult | RequestSpec]:
    """A query's report as outputs: none when it was reported before."""
    return [result] if result is not None else []
