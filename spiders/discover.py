"""``discover``: find the search forms of a domain with an adaptive focused crawl (ACHE).

::

    scrapy crawl discover -a seeds=seeds.txt -a domain=books.json -a pages=100000 -O forms.jsonl
    scrapy crawl harvest -a forms=forms.jsonl -a budget=200 -O records.jsonl

Each page goes through ACHE's loop (Barbosa & Freire 2007, Fig. 1): the page
classifier decides whether it is on topic; only then are its forms and links
extracted. Forms pass the searchable-form classifier (:mod:`hiddenweb.formtypes`)
and the domain-specific form classifier (:mod:`hiddenweb.dsfc`); every distinct
relevant form becomes a :class:`~hiddenweb.formitems.FormItem` with the query
template ``harvest`` reads. Links go to the
:class:`~hiddenweb.schedulers.frontier.FrontierScheduler`, whose link classifier
is re-learned every ``learn_every`` relevant forms (modes ``online`` and
``offline-online``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import scrapy
from scrapy.http import Response, TextResponse
from twisted.python.failure import Failure
from w3lib.url import canonicalize_url

from hiddenweb.spiderargs import BadArgument, bool_arg, float_arg, int_arg
from hiddenweb.addon import HiddenWeb as HiddenWebAddon
from hiddenweb.addon import add_component
from hiddenweb import forms as formlib
from hiddenweb.domain import Domain, DomainError, load_domain
from hiddenweb.dsfc import DomainFormClassifier
from hiddenweb.focus.features import page_links
from hiddenweb.focus.frontier import MODES, FrontierConfig, LevelFrontier, site_of
from hiddenweb.focus.links import LinkClassifier
from hiddenweb.focus.pages import PageClassifier, PageText
from hiddenweb.formitems import FormItem, PageItem
from hiddenweb.handoff import FormQueue, FormQueueError
from hiddenweb.pipelines.handoff import FormQueuePipeline
from hiddenweb.htmlinput import base_url, parse_html
from hiddenweb.schedulers.frontier import LINK
from hiddenweb.state.crawler import state_for

logger = logging.getLogger(__name__)

_DIGITS = re.compile(r"\d+")
_SPACE = re.compile(r"\s+")


def read_seeds(value: str) -> list[str]:
    """Seed URLs from a file (one per line, ``#`` comments) or a comma-separated list."""
    path = Path(value)
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines() if path.is_file() else value.split(",")
    seeds = []
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = urlsplit(line)
        if parts.scheme not in ("http", "https") or not parts.netloc:
            raise BadArgument(f"-a seeds: {line!r} is not an http(s) URL")
        seeds.append(line)
    if not seeds:
        raise BadArgument(f"-a seeds={value!r}: no seed URLs")
    return seeds


def form_key(form: formlib.Form) -> str:
    """Distinct forms: same action (without query), method and field names."""
    parts = urlsplit(form.action or form.url)
    names = sorted({f.name for f in form.fields if f.name and f.type not in ("submit", "image", "button", "reset")})
    raw = json.dumps([parts.netloc.lower(), parts.path, form.method, names])
    return hashlib.sha1(raw.encode()).hexdigest()[:20]


class DiscoverSpider(scrapy.Spider):
    """Finds searchable forms relevant to a domain, learning where they hide."""

    name = "discover"
    custom_settings = {"SCHEDULER": "hiddenweb.schedulers.frontier.FrontierScheduler", "DEPTH_PRIORITY": 0}

    @classmethod
    def update_settings(cls, settings: Any) -> None:
        """Add hiddenweb's add-on to the project's own add-ons."""
        super().update_settings(settings)
        add_component(settings, "ADDONS", HiddenWebAddon, 0)
        add_component(settings, "ITEM_PIPELINES", FormQueuePipeline, 800)

    def __init__(self, seeds: str | None = None, domain: str | None = None, pages: Any = None, mode: str | None = None,
                 link_model: str | None = None, learn_every: Any = None, page_model: str | None = None,
                 form_examples: str | None = None, max_site_pages: Any = None, max_site_forms: Any = None,
                 soft_focus: Any = None, save_model: str | None = None, page_items: Any = None,
                 levels: Any = None, learn_pages: Any = None, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._args = dict(seeds=seeds, domain=domain, pages=pages, mode=mode, link_model=link_model,
                          learn_every=learn_every, page_model=page_model, form_examples=form_examples,
                          max_site_pages=max_site_pages, max_site_forms=max_site_forms, soft_focus=soft_focus,
                          save_model=save_model, page_items=page_items, levels=levels, learn_pages=learn_pages)
        self.close_reason: str | None = None
        self.frontier: LevelFrontier | None = None
        self.max_pages = 0

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> DiscoverSpider:
        spider = super().from_crawler(crawler, *args, **kwargs)
        try:
            spider._configure()
        except BadArgument as error:
            logger.error("Bad argument: %s", error)
            spider.close_reason = "bad_arguments"
            spider.frontier = None
        crawler.signals.connect(spider._on_idle, signal=scrapy.signals.spider_idle)
        crawler.signals.connect(spider._on_close, signal=scrapy.signals.spider_closed)
        return spider

    # -- configuration ---------------------------------------------------------------------
    def _setting(self, arg: str, name: str, default: Any) -> Any:
        value = self._args.get(arg)
        return value if value not in (None, "") else self.crawler.settings.get(name, default)

    def _configure(self) -> None:
        args = self._args
        if not args["seeds"]:
            raise BadArgument("-a seeds=<file of URLs or comma-separated URLs> is required")
        self.seeds = read_seeds(args["seeds"])
        self.domain: Domain | None = None
        if args["domain"]:
            try:
                self.domain = load_domain(args["domain"])
            except (OSError, DomainError, ValueError) as error:
                raise BadArgument(f"-a domain={args['domain']!r}: {error}") from None
        mode = str(self._setting("mode", "HIDDENWEB_DISCOVER_MODE", "online")).lower()
        if mode not in MODES:
            raise BadArgument(f"-a mode={mode!r}: expected one of {', '.join(MODES)}")
        model = None
        if args["link_model"]:
            try:
                model = LinkClassifier.from_dict(json.loads(Path(args["link_model"]).read_text(encoding="utf-8")))
            except (OSError, ValueError, KeyError, TypeError) as error:
                raise BadArgument(f"-a link_model={args['link_model']!r}: not a link model file ({error})") from None
        if mode in ("offline", "offline-online") and model is None:
            raise BadArgument(f"-a mode={mode} needs -a link_model=<file saved by -a save_model=>")
        self.max_pages = int_arg("pages", self._setting("pages", "HIDDENWEB_DISCOVER_PAGES", 0))
        config = FrontierConfig(
            mode=mode,
            levels=int_arg("levels", self._setting("levels", "HIDDENWEB_DISCOVER_LEVELS", 3), 1),
            learn_every=int_arg("learn_every", self._setting("learn_every", "HIDDENWEB_DISCOVER_LEARN_EVERY", 100), 1),
            learn_pages=int_arg("learn_pages", self._setting("learn_pages", "HIDDENWEB_DISCOVER_LEARN_PAGES", 1000), 0),
            max_site_pages=int_arg("max_site_pages", self._setting("max_site_pages", "HIDDENWEB_DISCOVER_MAX_SITE_PAGES", 100), 1),
            max_site_forms=int_arg("max_site_forms", self._setting("max_site_forms", "HIDDENWEB_DISCOVER_MAX_SITE_FORMS", 10), 1),
            top_n=self.crawler.settings.getint("HIDDENWEB_DISCOVER_FEATURES", 10),
            refill_size=max(1, self.crawler.settings.getint("HIDDENWEB_DISCOVER_REFILL_SIZE", 1000)),
        )
        keywords = list(self.domain.keywords) if self.domain else []
        if args["page_model"]:
            path = Path(args["page_model"])
            try:
                self.page_classifier = PageClassifier.from_folder(path) if path.is_dir() else PageClassifier.load(path)
            except (OSError, ValueError, KeyError, TypeError) as error:
                raise BadArgument(f"-a page_model={args['page_model']!r}: {error}") from None
        else:
            self.page_classifier = PageClassifier.from_keywords(keywords)
        if self.domain is None:
            self.dsfc = None
        elif args["form_examples"]:
            try:
                self.dsfc = DomainFormClassifier.from_examples(self.domain, args["form_examples"])
            except (OSError, ValueError) as error:
                raise BadArgument(f"-a form_examples={args['form_examples']!r}: {error}") from None
        else:
            self.dsfc = DomainFormClassifier(self.domain)
        self.soft_focus = bool_arg(self._setting("soft_focus", "HIDDENWEB_DISCOVER_SOFT_FOCUS", False))
        self.min_searchable = float_arg("min_searchable", self.crawler.settings.get("HIDDENWEB_DISCOVER_MIN_SEARCHABLE", 0.5), 0.0, 1.0)
        self.page_items = bool_arg(args["page_items"] or False)
        self.save_model = args["save_model"]
        queue_url = self.crawler.settings.get("HIDDENWEB_FORMS_QUEUE")
        if queue_url:
            try:
                FormQueue(queue_url).close()
            except FormQueueError as error:
                raise BadArgument(f"HIDDENWEB_FORMS_QUEUE: {error}") from None
        self.max_links = self.crawler.settings.getint("HIDDENWEB_DISCOVER_MAX_LINKS_PER_PAGE", 500)
        self.mode = mode
        self.crawl_state = state_for(self.crawler)
        self.frontier = LevelFrontier(self.crawl_state, config, initial_model=model, on_learn=self._learned)
        self._pages = self.crawl_state.counter("discover/counters", "pages")
        self._relevant = self.crawl_state.length("discover/relevant")
        self._started = time.monotonic()

    # -- start -------------------------------------------------------------------------------
    async def start(self) -> AsyncIterator[Any]:
        if self.close_reason:
            return
        for url in self.seeds:
            yield self.request_for_link({"url": url, "parent": None, "terms": {}, "score": 1.0, "depth": 0,
                                         "site": site_of(url), "seed": True})

    def request_for_link(self, link: dict[str, Any]) -> scrapy.Request:
        return scrapy.Request(link["url"], callback=self.parse_page, errback=self.on_error,
                              meta={LINK: link, "depth": link.get("depth", 0)})

    # -- pages ----------------------------------------------------------------------------------
    def parse_page(self, response: Response) -> Iterator[Any]:
        link = response.meta.get(LINK) or {}
        try:
            yield from self._parse_page(response, link)
        finally:
            self.frontier.done(link)

    def _parse_page(self, response: Response, link: dict[str, Any]) -> Iterator[Any]:
        stats = self.crawler.stats
        self._pages = self.crawl_state.incr("discover/counters", "pages")
        stats.set_value("hiddenweb/discover/pages", self._pages)
        stats.set_value("hiddenweb/discover/harvest_rate_per_1000", round(1000.0 * self._relevant / self._pages, 2))
        if not isinstance(response, TextResponse) or b"html" not in (response.headers.get("Content-Type") or b"text/html").lower():
            stats.inc_value("hiddenweb/discover/not_html")
            if link.get("seed"):
                logger.warning("Seed %s is not an HTML page; skipped", response.url)
            return
        root = parse_html(response.body, response.url, response.encoding)
        page = PageText.from_root(root)
        decision = self.page_classifier.classify(page)
        url = response.url
        self.frontier.page_visited(url, link.get("parent"), link.get("terms") or {})
        if decision.on_topic:
            stats.inc_value("hiddenweb/discover/pages_on_topic")
        site = site_of(url)
        signature = hashlib.sha1(_SPACE.sub(" ", _DIGITS.sub("#", page.title + " " + page.body)).encode()).hexdigest()[:16]
        duplicate = not self.crawl_state.add("discover/signatures", [f"{site}|{signature}"])[0]
        if duplicate:  # a trap's next page (calendars, session URLs) or a mirror
            stats.inc_value("hiddenweb/discover/near_duplicates")
        relevant_here = 0
        forms_here = 0
        if decision.on_topic or self.soft_focus:
            for item in self._forms(root, response, page, link):
                relevant_here += 1
                yield item
            forms_here = len(root.xpath("//form"))
        if self.page_items:
            yield PageItem(url=url, on_topic=decision.on_topic, score=round(decision.score, 4), forms=forms_here,
                           relevant_forms=relevant_here, depth=link.get("depth", 0))
        if duplicate or not (decision.on_topic or self.soft_focus):
            return
        depth = int(link.get("depth", 0)) + 1
        score = decision.score if decision.on_topic else 0.0
        fresh: set[str] = set()
        for out in page_links(root, base_url(root, url), limit=self.max_links):
            canonical = canonicalize_url(out.url)
            if canonical in fresh or self.crawl_state.has("discover/seen", canonical):
                continue  # known already: no request to build, no middleware to pass
            fresh.add(canonical)
            entry = {"url": out.url, "parent": url, "anchor": out.anchor, "around": out.around, "score": round(score, 4),
                     "depth": depth, "site": site_of(out.url)}
            if not decision.on_topic:
                entry["off_topic"] = True
            yield self.request_for_link(entry)

    def _forms(self, root: Any, response: TextResponse, page: PageText, link: dict[str, Any]) -> Iterator[FormItem]:
        stats = self.crawler.stats
        try:
            forms = formlib.forms_from_root(root, response.url, response.encoding)
        except Exception:
            logger.debug("form parsing failed on %s", response.url, exc_info=True)
            return
        for form in forms:
            stats.inc_value("hiddenweb/discover/forms_seen")
            assessed = formlib.assess(form)  # type, P(search) and keyword box, classified once
            kind, searchable = assessed.type, assessed.search_probability
            if kind != "search" or searchable < self.min_searchable:
                stats.inc_value(f"hiddenweb/discover/forms_type/{kind}")
                continue
            stats.inc_value("hiddenweb/discover/forms_searchable")
            if self.dsfc is not None:
                verdict = self.dsfc.assess(form, page)
                if not verdict.relevant:
                    stats.inc_value("hiddenweb/discover/forms_off_domain")
                    continue
                relevance, attr, text, matches = verdict.score, verdict.attribute_score, verdict.text_score, verdict.matches
            else:
                relevance, attr, text, matches = 1.0, 0.0, 0.0, {}
            key = form_key(form)
            if not self.frontier.form_found(response.url, key):
                stats.inc_value("hiddenweb/discover/forms_duplicate")
                continue
            self._relevant += 1
            stats.set_value("hiddenweb/forms_relevant", self._relevant)
            keyword = assessed.keyword
            template = formlib.query_template(form, keyword).to_dict() if keyword is not None else None
            yield FormItem(url=response.url, form=form.to_dict(), form_type=kind, searchable=round(searchable, 4),
                           relevance=relevance, template=template, keyword_field=keyword.name if keyword else None,
                           key=key, site=site_of(response.url), depth=int(link.get("depth", 0)),
                           attribute_score=attr, text_score=text, matches=matches)

    def on_error(self, failure: Failure) -> None:
        request = failure.request if hasattr(failure, "request") else None
        link = (request.meta.get(LINK) if request is not None else None) or {}
        if self.frontier is not None:
            self.frontier.done(link)
        self.crawler.stats.inc_value("hiddenweb/discover/errors")
        if link.get("seed"):
            logger.warning("Seed %s failed: %s", link.get("url"), failure.getErrorMessage())
            self.crawler.stats.inc_value("hiddenweb/discover/bad_seeds")
        else:
            logger.debug("Failed %s: %s", link.get("url"), failure.getErrorMessage())

    # -- learning and the end ------------------------------------------------------------------
    def _learned(self, iteration: int, features: str) -> None:
        self.crawler.stats.set_value("hiddenweb/discover/learning_iterations", iteration)
        logger.info("Selected features, iteration %d: %s", iteration, features)

    def _on_idle(self, spider: scrapy.Spider) -> None:
        if spider is self and self.close_reason:
            raise scrapy.exceptions.CloseSpider(self.close_reason)

    def _on_close(self, spider: scrapy.Spider, reason: str) -> None:
        if spider is not self or self.frontier is None:
            return
        stats = self.crawler.stats
        pages = max(self._pages, 1)
        stats.set_value("hiddenweb/forms_relevant", self._relevant)
        stats.set_value("hiddenweb/discover/harvest_rate_per_1000", round(1000.0 * self._relevant / pages, 2))
        stats.set_value("hiddenweb/discover/learning_iterations", self.frontier.learning_iterations)
        if self.save_model:
            if self.frontier.model is not None:
                Path(self.save_model).write_text(json.dumps(self.frontier.model.to_dict()), encoding="utf-8")
                logger.info("Saved the link model to %s", self.save_model)
            else:
                logger.warning("No link model was learned (too few relevant forms); %s not written", self.save_model)
        logger.info("discover: %d pages, %d relevant forms (%.2f per 1,000 pages), %d learning iterations",
                    self._pages, self._relevant, 1000.0 * self._relevant / pages, self.frontier.learning_iterations)
