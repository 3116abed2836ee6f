"""``discover``: find the search forms of a domain with an adaptive focused crawl (ACHE).

::

    scrapy crawl discover -a seeds=seeds.txt -a domain=books.json -a pages=100000 -O forms.jsonl
    scrapy crawl harvest -a forms=forms.jsonl -a budget=200 -O records.jsonl

Each page goes through ACHE's loop (Barbosa & Freire 2007, Fig. 1), in
:meth:`DiscoverSpider.parse_page`: the page classifier decides whether it is
on topic; only then are its forms and links extracted. Forms pass the
searchable-form classifier and the domain-specific form classifier
(:mod:`hiddenweb.discover.searchforms`); every distinct relevant form becomes
a :class:`~hiddenweb.discover.items.FormItem` with the query template
``harvest`` reads. Links go to the
:class:`~hiddenweb.schedulers.frontier.FrontierScheduler`, whose link
classifier is re-learned every ``learn_every`` relevant forms (modes
``online`` and ``offline-online``). The algorithms live in
:mod:`hiddenweb.discover`; this module is the Scrapy glue.
"""

from __future__ import annotations

import json
import logging
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard
from urllib.parse import urlsplit

import scrapy
from scrapy.http import Response, TextResponse
from twisted.python.failure import Failure

from hiddenweb import settings as defaults
from hiddenweb.addon import HiddenWeb as HiddenWebAddon
from hiddenweb.addon import add_component
from hiddenweb.crawllog import CRAWL_EVENT
from hiddenweb.discover.items import FormItem, PageItem
from hiddenweb.domain import Domain, DomainError, load_domain
from hiddenweb.formitems import ZyteFormatError, to_zyte_template
from hiddenweb.handoff import FormQueue, FormQueueError
from hiddenweb.htmlinput import parse_html
from hiddenweb.meta import FORM_BOXES, LINK
from hiddenweb.pipelines.handoff import FormQueuePipeline
from hiddenweb.report.events import LearningIteration, PageVisited
from hiddenweb.spiderargs import BadArgument, bool_arg, float_arg, int_arg
from hiddenweb.state.crawler import state_for
from hiddenweb.text.tokens import word_count
from hiddenweb.urls import site_of

if TYPE_CHECKING:
    from hiddenweb.discover.dsfc import DomainFormClassifier
    from hiddenweb.discover.frontier import FrontierConfig, LevelFrontier
    from hiddenweb.discover.links import LinkClassifier
    from hiddenweb.discover.pages import PageClassifier, PageText
    from hiddenweb.discover.searchforms import FormVerdict

logger = logging.getLogger(__name__)

__all__ = ["DiscoverSpider", "read_seeds"]


#: Words below which a page says too little for the page classifier to call it off topic.
SPLASH_WORDS = 40


def _vouched_for(url: str, page: PageText, link: dict[str, Any]) -> bool:
    """Whether an off-topic verdict is overruled by the link that led to the page: a seed (the user
    chose it: a directory's home page lists only category names); or a link of an on-topic page to a
    page too short to judge (a language choice, a splash page: a dozen words) or to a page of its own
    site (its site map, a list of page names, is no dead end of an on-topic site: the site's page limit
    and its templates bound what it adds). Its links are followed; the pages they lead to are judged again."""
    if link.get("seed"):
        return True
    if not link.get("score") or link.get("off_topic"):
        return False
    if site_of(link.get("parent") or "") == site_of(url):
        return True
    return word_count(page.body, SPLASH_WORDS) < SPLASH_WORDS  # counts no further than it needs


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


def _is_html(response: Response) -> TypeGuard[TextResponse]:
    content_type = (response.headers.get("Content-Type") or b"text/html").lower()
    return isinstance(response, TextResponse) and b"html" in content_type


class DiscoverSpider(scrapy.Spider):
    """Finds searchable forms relevant to a domain, learning where they hide.

    A :class:`~hiddenweb.schedulers.frontier.FrontierSpider`: ``frontier``,
    ``max_pages`` and ``request_for_link`` are what its scheduler uses.
    """

    name = "discover"
    # Scrapy re-reads a generator callback's source on every response to warn about `return value`
    # (its cache never hits for bound methods): 2-3% of a harvest's CPU. Ours have none.
    custom_settings = {
        "SCHEDULER": "hiddenweb.schedulers.frontier.FrontierScheduler",
        "DEPTH_PRIORITY": 0,
        "WARN_ON_GENERATOR_RETURN_VALUE": False,
    }

    @classmethod
    def update_settings(cls, settings: Any) -> None:
        """Add hiddenweb's add-on to the project's own add-ons."""
        super().update_settings(settings)
        add_component(settings, "ADDONS", HiddenWebAddon, 0)
        add_component(settings, "ITEM_PIPELINES", FormQueuePipeline, 800)
        # Scrapy starts this many worker tasks for every response (100 by default: 10% of discover's CPU);
        # they only overlap item pipelines that wait, and ours never do. A project's own setting wins.
        settings.set("CONCURRENT_ITEMS", 8, priority="addon")

    def __init__(
        self,
        seeds: str | None = None,
        domain: str | None = None,
        pages: Any = None,
        mode: str | None = None,
        link_model: str | None = None,
        learn_every: Any = None,
        page_model: str | None = None,
        form_examples: str | None = None,
        max_site_pages: Any = None,
        max_site_forms: Any = None,
        soft_focus: Any = None,
        save_model: str | None = None,
        page_items: Any = None,
        levels: Any = None,
        learn_pages: Any = None,
        template_format: str | None = None,
        *args: Any,
        **kwargs: Any,
    ) -> None:
        super().__init__(*args, **kwargs)
        self._args = dict(
            seeds=seeds,
            domain=domain,
            pages=pages,
            mode=mode,
            link_model=link_model,
            learn_every=learn_every,
            page_model=page_model,
            form_examples=form_examples,
            max_site_pages=max_site_pages,
            max_site_forms=max_site_forms,
            soft_focus=soft_focus,
            save_model=save_model,
            page_items=page_items,
            levels=levels,
            learn_pages=learn_pages,
            template_format=template_format,
        )
        self.close_reason: str | None = None
        self.frontier: LevelFrontier | None = None
        self.max_pages = 0

    @classmethod
    def from_crawler(cls, crawler: Any, *args: Any, **kwargs: Any) -> DiscoverSpider:
        """Configure the crawl from the arguments and settings; bad ones close it (``bad_arguments``)."""
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
    def _setting(self, arg: str, name: str) -> Any:
        """The spider argument ``arg`` if given, else setting ``name`` (default in :mod:`hiddenweb.settings`)."""
        value = self._args.get(arg)
        return value if value not in (None, "") else self.crawler.settings.get(name, getattr(defaults, name))

    def _int(self, arg: str, name: str, minimum: int) -> int:
        return int_arg(arg, self._setting(arg, name), minimum)

    def _configure(self) -> None:
        # deferred, like every import of discover's core here: Scrapy's spider loader imports this
        # module for every crawl of the project, ``crawl harvest`` too (issue 17: its start-up)
        from hiddenweb.discover.frontier import MODES, LevelFrontier
        from hiddenweb.discover.searchforms import FormFilter
        from hiddenweb.discover.terms import StemmerMismatch

        args = self._args
        if not args["seeds"]:
            raise BadArgument("-a seeds=<file of URLs or comma-separated URLs> is required")
        self.seeds = read_seeds(args["seeds"])
        self.domain = self._load_domain()
        mode = str(self._setting("mode", "HIDDENWEB_DISCOVER_MODE")).lower()
        if mode not in MODES:
            raise BadArgument(f"-a mode={mode!r}: expected one of {', '.join(MODES)}")
        model = self._load_link_model()
        if mode in ("offline", "offline-online") and model is None:
            model = self._default_link_model()  # the shipped one, learned on both test webs
        if mode in ("offline", "offline-online") and model is None:
            raise BadArgument(f"-a mode={mode} needs -a link_model=<file saved by -a save_model=>")
        self.max_pages = self._int("pages", "HIDDENWEB_DISCOVER_PAGES", 0)
        config = self._frontier_config(mode)
        self.page_classifier = self._load_page_classifier()
        settings = self.crawler.settings
        min_searchable = float_arg(
            "min_searchable",
            settings.get("HIDDENWEB_DISCOVER_MIN_SEARCHABLE", defaults.HIDDENWEB_DISCOVER_MIN_SEARCHABLE),
            0.0,
            1.0,
        )
        self.form_filter = FormFilter(self._load_dsfc(), min_searchable)
        self.soft_focus = bool_arg(self._setting("soft_focus", "HIDDENWEB_DISCOVER_SOFT_FOCUS"))
        self.page_items = bool_arg(args["page_items"] or False)
        self.save_model = args["save_model"]
        self.template_format = self._template_format()
        self._check_form_queue()
        self.max_links = settings.getint(
            "HIDDENWEB_DISCOVER_MAX_LINKS_PER_PAGE", defaults.HIDDENWEB_DISCOVER_MAX_LINKS_PER_PAGE
        )
        self.mode = mode
        self.crawl_state = state_for(self.crawler)
        try:
            self.frontier = LevelFrontier(self.crawl_state, config, initial_model=model, on_learn=self._learned)
        except StemmerMismatch as error:
            raise BadArgument(f"JOBDIR / HIDDENWEB_STATE_PREFIX: {error}") from None
        # datasketch (and scipy, which it imports) cost every crawl ~0.4 s CPU and ~50 MB when imported
        # at the top: Scrapy's spider loader imports this module for ``crawl harvest`` too (issue 17)
        from hiddenweb.discover.neardup import NearDuplicates

        self.near_duplicates = NearDuplicates(self.crawl_state)
        self._pages = self.frontier.counted("pages")
        self._relevant = self.frontier.relevant_forms

    def _template_format(self) -> str:
        """``zyte``: also emit each form's query template as a zyte-common-items SearchRequestTemplate."""
        value = str(self._setting("template_format", "HIDDENWEB_DISCOVER_TEMPLATE_FORMAT") or "").lower()
        if value not in ("", "zyte"):
            raise BadArgument(f"-a template_format={value!r}: expected zyte (or nothing)")
        if value == "zyte":
            try:
                import zyte_common_items  # noqa: F401
            except ImportError:
                raise BadArgument(
                    "-a template_format=zyte needs zyte-common-items: pip install 'hiddenweb[zyte]'"
                ) from None
        return value

    def _zyte_item(self, item: FormItem) -> Iterator[Any]:
        """The form's query template as a SearchRequestTemplate (none for a form only a browser can submit)."""
        if self.template_format != "zyte" or not item.template:
            return
        try:
            yield to_zyte_template(item.template)
        except ZyteFormatError as error:
            self.crawler.stats.inc_value("hiddenweb/discover/zyte_templates_skipped")
            logger.info("No SearchRequestTemplate for the form of %s: %s", item.url, error)

    def _frontier_config(self, mode: str) -> FrontierConfig:
        from hiddenweb.discover.frontier import FrontierConfig  # deferred: see _configure

        settings = self.crawler.settings
        return FrontierConfig(
            mode=mode,
            template_pages=int_arg(
                "HIDDENWEB_DISCOVER_TEMPLATE_PAGES",
                settings.get("HIDDENWEB_DISCOVER_TEMPLATE_PAGES", defaults.HIDDENWEB_DISCOVER_TEMPLATE_PAGES),
            ),
            search_entries=bool_arg(
                settings.get("HIDDENWEB_DISCOVER_SEARCH_ENTRIES", defaults.HIDDENWEB_DISCOVER_SEARCH_ENTRIES)
            ),
            navigation=bool_arg(settings.get("HIDDENWEB_DISCOVER_NAVIGATION", defaults.HIDDENWEB_DISCOVER_NAVIGATION)),
            boilerplate=bool_arg(
                settings.get("HIDDENWEB_DISCOVER_BOILERPLATE", defaults.HIDDENWEB_DISCOVER_BOILERPLATE)
            ),
            levels=self._int("levels", "HIDDENWEB_DISCOVER_LEVELS", 1),
            learn_every=self._int("learn_every", "HIDDENWEB_DISCOVER_LEARN_EVERY", 1),
            learn_pages=self._int("learn_pages", "HIDDENWEB_DISCOVER_LEARN_PAGES", 0),
            max_site_pages=self._int("max_site_pages", "HIDDENWEB_DISCOVER_MAX_SITE_PAGES", 1),
            max_site_forms=self._int("max_site_forms", "HIDDENWEB_DISCOVER_MAX_SITE_FORMS", 1),
            top_n=settings.getint("HIDDENWEB_DISCOVER_FEATURES", defaults.HIDDENWEB_DISCOVER_FEATURES),
            refill_size=max(
                1, settings.getint("HIDDENWEB_DISCOVER_REFILL_SIZE", defaults.HIDDENWEB_DISCOVER_REFILL_SIZE)
            ),
        )

    def _load_domain(self) -> Domain | None:
        path = self._args["domain"]
        if not path:
            return None
        try:
            return load_domain(path)
        except (OSError, DomainError, ValueError) as error:
            raise BadArgument(f"-a domain={path!r}: {error}") from None

    def _load_link_model(self) -> LinkClassifier | None:
        from hiddenweb.discover.links import LinkClassifier  # deferred: see _configure
        from hiddenweb.discover.terms import StemmerMismatch

        path = self._args["link_model"]
        if not path:
            return None
        try:
            return LinkClassifier.from_dict(json.loads(Path(path).read_text(encoding="utf-8")))
        except StemmerMismatch as error:
            raise BadArgument(f"-a link_model={path!r}: {error}") from None
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise BadArgument(f"-a link_model={path!r}: not a link model file ({error})") from None

    def _default_link_model(self) -> LinkClassifier | None:
        from hiddenweb.discover.defaults import load_default_link_model  # deferred: see _configure

        try:
            return load_default_link_model()
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise BadArgument(f"the shipped link model is damaged ({error}): pass -a link_model=") from None

    def _load_page_classifier(self) -> PageClassifier:
        from hiddenweb.discover.pages import PageClassifier  # deferred: see _configure

        path = self._args["page_model"]
        if not path:
            return PageClassifier.from_keywords(list(self.domain.keywords) if self.domain else [])
        try:
            return PageClassifier.from_folder(path) if Path(path).is_dir() else PageClassifier.load(path)
        except (OSError, ValueError, KeyError, TypeError) as error:
            raise BadArgument(f"-a page_model={path!r}: {error}") from None

    def _load_dsfc(self) -> DomainFormClassifier | None:
        from hiddenweb.discover.dsfc import DomainFormClassifier  # deferred: see _configure

        examples = self._args["form_examples"]
        if self.domain is None:
            return None
        if not examples:
            return DomainFormClassifier(self.domain)
        try:
            return DomainFormClassifier.from_examples(self.domain, examples)
        except (OSError, ValueError) as error:
            raise BadArgument(f"-a form_examples={examples!r}: {error}") from None

    def _check_form_queue(self) -> None:
        queue_url = self.crawler.settings.get("HIDDENWEB_FORMS_QUEUE")
        if queue_url:
            try:
                FormQueue(queue_url).close()
            except FormQueueError as error:
                raise BadArgument(f"HIDDENWEB_FORMS_QUEUE: {error}") from None

    # -- start -------------------------------------------------------------------------------
    async def start(self) -> AsyncIterator[Any]:
        """The seeds (they go to the frontier's first queue)."""
        if self.close_reason:
            return
        for url in self.seeds:
            yield self.request_for_link(
                {"url": url, "parent": None, "terms": {}, "score": 1.0, "depth": 0, "site": site_of(url), "seed": True}
            )

    def request_for_link(self, link: dict[str, Any]) -> scrapy.Request:
        """The request of a frontier link entry."""
        return scrapy.Request(
            link["url"],
            callback=self.parse_page,
            errback=self.on_error,
            meta={LINK: link, "depth": link.get("depth", 0)},
        )

    # -- ACHE's loop (Fig. 1) -------------------------------------------------------------------
    def parse_page(self, response: Response) -> Iterator[Any]:
        """One page through ACHE's loop; its link is done in the frontier whatever happens."""
        link = response.meta.get(LINK) or {}
        try:
            yield from self._visit(response, link)
        finally:
            if self.frontier is not None:
                self.frontier.done(link)

    def _visit(self, response: Response, link: dict[str, Any]) -> Iterator[Any]:
        from hiddenweb.discover.outlinks import frontier_entries  # deferred: see _configure
        from hiddenweb.discover.pages import PageText

        assert self.frontier is not None  # the scheduler crawls nothing without it
        self._count_page(self.frontier)
        if not _is_html(response):
            self.crawler.stats.inc_value("hiddenweb/discover/not_html")
            if link.get("seed"):
                logger.warning("Seed %s is not an HTML page; skipped", response.url)
            return
        url = response.url
        root = parse_html(response.body, url, response.encoding)
        page = PageText.from_root(root)
        decision = self.page_classifier.classify(page)  # the page classifier: on topic?
        self.frontier.page_visited(url, link.get("parent"), link.get("terms") or {})  # the learner's paths
        if decision.on_topic:
            self.crawler.stats.inc_value("hiddenweb/discover/pages_on_topic")
        vouched = not decision.on_topic and _vouched_for(url, page, link)
        self.frontier.site_reached(link, decision.on_topic or vouched)  # the apprentice's example
        focus = decision.on_topic or self.soft_focus or vouched
        # Traps and mirrors: a near-duplicate's links are not followed (only asked where links are).
        duplicate = focus and self.near_duplicates.seen(site_of(url), f"{page.title} {page.body}")
        if duplicate:
            self.crawler.stats.inc_value("hiddenweb/discover/near_duplicates")
        verdicts = self._page_forms(root, response, page) if focus else []  # SFC, then DSFC
        depth = int(link.get("depth", 0))
        relevant = [verdict.item(url, depth) for verdict in verdicts if self._relevant_form(url, verdict)]
        for item in relevant:
            yield item
            yield from self._zyte_item(item)
        forms = len(root.xpath("//form")) if focus else 0
        self._log_page(url, decision.on_topic, decision.score, forms, relevant, depth)
        if self.page_items:
            yield PageItem(
                url=url,
                on_topic=decision.on_topic,
                score=round(decision.score, 4),
                forms=forms,
                relevant_forms=len(relevant),
                depth=depth,
            )
        if duplicate or not focus:
            return
        # Links of off-topic pages go to the last queue; a page too short to judge takes its parent's score.
        score = decision.score if decision.on_topic else (link.get("score") if vouched else None)
        citations: list[dict[str, Any]] = []
        entries = frontier_entries(
            root, url, link, score, self.frontier.known, self.max_links, self.page_classifier.names_topic, citations
        )
        self.frontier.cite(url, citations)
        for entry in entries:
            yield self.request_for_link(entry)

    def _log_page(self, url: str, on_topic: bool, score: float, forms: int, relevant: list[Any], depth: int) -> None:
        """The page classifier's verdict, for the crawl log (``hiddenweb report``'s harvest-rate curve)."""
        self.crawler.signals.send_catch_log(
            CRAWL_EVENT,
            event=PageVisited(
                url=url,
                site=site_of(url),
                on_topic=on_topic,
                score=round(score, 4),
                forms=forms,
                relevant_forms=len(relevant),
                depth=depth,
                pages=self._pages,
                relevant=self._relevant,
            ),
        )

    def _count_page(self, frontier: LevelFrontier) -> None:
        stats = self.crawler.stats
        self._pages = frontier.count("pages")
        stats.set_value("hiddenweb/discover/pages", self._pages)
        stats.set_value("hiddenweb/discover/harvest_rate_per_1000", round(1000.0 * self._relevant / self._pages, 2))

    def _page_forms(self, root: Any, response: TextResponse, page: PageText) -> list[FormVerdict]:
        try:
            return self.form_filter.page_forms(
                root, response.url, response.encoding, page, response.meta.get(FORM_BOXES)
            )
        except Exception:  # a page the form parser or a classifier fails on must not stop the crawl
            self.crawler.stats.inc_value("hiddenweb/errors/discover_forms")
            logger.warning("Could not read the forms of %s", response.url, exc_info=True)
            return []

    def _relevant_form(self, url: str, verdict: FormVerdict) -> bool:
        """Count a form's verdict; True for a relevant form not found before (it goes to the frontier)."""
        stats = self.crawler.stats
        stats.inc_value("hiddenweb/discover/forms_seen")
        if verdict.stage == "type":
            stats.inc_value(f"hiddenweb/discover/forms_type/{verdict.kind}")
            return False
        stats.inc_value("hiddenweb/discover/forms_searchable")
        if verdict.stage == "off_domain":
            stats.inc_value("hiddenweb/discover/forms_off_domain")
            return False
        assert self.frontier is not None
        if not self.frontier.form_found(url, verdict.key, verdict.serves_site):  # may learn (Alg. 1)
            stats.inc_value("hiddenweb/discover/forms_duplicate")
            return False
        self._relevant += 1
        stats.set_value("hiddenweb/forms_relevant", self._relevant)
        return True

    def on_error(self, failure: Failure) -> None:
        """A link that could not be fetched: done in the frontier, counted; a failed seed is logged."""
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
        event = LearningIteration(iteration=iteration, features=features, pages=self._pages, relevant=self._relevant)
        self.crawler.signals.send_catch_log(CRAWL_EVENT, event=event)

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
        logger.info(
            "discover: %d pages, %d relevant forms (%.2f per 1,000 pages), %d learning iterations",
            self._pages,
            self._relevant,
            1000.0 * self._relevant / pages,
            self.frontier.learning_iterations,
        )
