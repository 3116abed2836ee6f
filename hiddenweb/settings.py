"""Scrapy settings of the hiddenweb project, and every ``HIDDENWEB_*`` default.

This module is the one place where hiddenweb settings are documented. Other
projects get the same defaults (at add-on priority, below their own
settings) by enabling the add-on::

    ADDONS = {"hiddenweb.addon.HiddenWeb": 0}
"""

BOT_NAME = "hiddenweb"
SPIDER_MODULES = ["hiddenweb.spiders"]
NEWSPIDER_MODULE = "hiddenweb.spiders"
ADDONS = {"hiddenweb.addon.HiddenWeb": 0}

# Safe by default: obey robots.txt, adapt the request rate to the site.
ROBOTSTXT_OBEY = True
AUTOTHROTTLE_ENABLED = True
AUTOTHROTTLE_START_DELAY = 0.5
AUTOTHROTTLE_TARGET_CONCURRENCY = 2.0
CONCURRENT_REQUESTS_PER_DOMAIN = 4
DOWNLOAD_TIMEOUT = 30
DOWNLOAD_MAXSIZE = 32 * 1024 * 1024
DOWNLOAD_WARNSIZE = 8 * 1024 * 1024
USER_AGENT = "hiddenweb/0.1 (+https://github.com/hiddenweb/hiddenweb)"
FEED_EXPORT_ENCODING = "utf-8"
TELNETCONSOLE_ENABLED = False
# Scrapy 2.19's remote control runs Python code sent to a local HTTP port and writes its token to the
# user's profile: off, like the telnet console (Scrapy still imports it, with aiohttp, at start-up).
REMOTE_CONTROL_ENABLED = False
LOG_LEVEL = "INFO"

# ---------------------------------------------------------------------------
# hiddenweb settings (defaults). Spider arguments (-a) override the matching
# settings for one crawl.
# ---------------------------------------------------------------------------

#: State backend: ``redis://host:port/db`` shares the crawl state between
#: workers; empty keeps it in process (persisted in JOBDIR when set).
HIDDENWEB_REDIS_URL = ""
#: Key prefix of this crawl's state (Redis keys, JOBDIR file names).
HIDDENWEB_STATE_PREFIX = "hiddenweb"
#: Seconds a Redis outage may last: the crawl pauses and retries meanwhile, then
#: closes with ``finished_state_unavailable`` (what it emitted is kept).
HIDDENWEB_STATE_RETRY_SECONDS = 30.0

#: Query policy of ``harvest``: ``adaptive``, ``generic-frequency`` or ``random``.
HIDDENWEB_POLICY = "adaptive"
#: Estimator of the adaptive policy: ``independence`` or ``zipf``.
HIDDENWEB_ESTIMATOR = "independence"
#: Cost model of Ntoulas et al. Eq. 2: submitting a query, fetching a result
#: page, downloading a new record (relative units). The result-page cost
#: defaults to what a page costs the limit in force: 1 under a request budget,
#: 0 when only the number of queries is limited.
HIDDENWEB_COST_QUERY = 1.0
HIDDENWEB_COST_RESULT_PAGE = None
HIDDENWEB_COST_RECORD = 0.0
#: Request budget of ``harvest`` (every request counts); 0 = unlimited.
HIDDENWEB_BUDGET = 0
#: Maximum number of queries; 0 = unlimited.
HIDDENWEB_MAX_QUERIES = 0
#: Stop when estimated coverage reaches this fraction (the lower end of its
#: interval); 0 = never. The default, 1, stops a harvest once the database is
#: known to be complete: the site's confirmed total of a listing of everything
#: says how many records there are, and every one was found.
HIDDENWEB_TARGET_COVERAGE = 1.0
#: Share of the requests spent on size probes: queries drawn from a generic word
#: list, independent of the records found, that estimate the database's size
#: (Bharat & Broder); 0 = none (the size estimate then has no upper end unless
#: the site's totals are trusted).
HIDDENWEB_SIZE_PROBES = 0.03
#: Stop when the estimated new records per request fall below this.
HIDDENWEB_MIN_NEW_PER_REQUEST = 0.05
#: Stop paginating a query after this many result pages in a row that bring
#: fewer than HIDDENWEB_PAGE_MIN_NEW new records.
HIDDENWEB_PAGE_PATIENCE = 10
HIDDENWEB_PAGE_MIN_NEW = 1
#: Apply Ntoulas et al.'s §3.4 correction for sites that cap results (off:
#: it measured worse on the demo corpus, see README).
HIDDENWEB_CAPPED_CORRECTION = False
#: Whether the site indexes stop words (then stop-word queries are allowed).
HIDDENWEB_STOP_WORDS_INDEXED = False
#: Unless told they are indexed, the adaptive policy's first own query is "the": whether the
#: site indexes stop words is learnt from its records (README, "Structured forms").
HIDDENWEB_STOP_WORD_PROBE = True
#: Seed of the random policy.
HIDDENWEB_RANDOM_SEED = 0
#: Seconds a worker holds a request before another may take it over.
HIDDENWEB_LEASE = 600.0
#: Queries in flight at once (1 = every choice sees all earlier results).
HIDDENWEB_CONCURRENT_QUERIES = 1
#: Follow each new record's detail link and add the page's text to the record
#: as ``detail_text`` (each one costs a request of the budget).
HIDDENWEB_FOLLOW_DETAILS = False
#: Seconds between progress log lines (and progress samples of the crawl log).
HIDDENWEB_LOG_INTERVAL = 10.0
#: The garbage collector's first-generation threshold while a harvest runs (Python's: 700; a
#: result page makes tens of thousands of short-lived objects, issue 17); 0 = Python's own.
HIDDENWEB_GC_THRESHOLD = 10_000
#: Crawl log (JSON lines, read by ``hiddenweb report``): empty = ``JOBDIR/crawl.jsonl``, else
#: ``NAME.crawl.jsonl`` beside the first file feed ``NAME.EXT``, else none; a path; ``off`` = none.
HIDDENWEB_CRAWL_LOG = ""
#: Nonsense queries issued to learn the signature of empty result pages.
HIDDENWEB_EMPTY_PROBES = 2
#: Similarity at or above which a result page counts as empty (He et al.).
HIDDENWEB_EMPTY_SIMILARITY = 0.85

#: Domain definition (JSON/YAML: keywords, attributes with aliases and
#: specificity, threshold μ) naming record fields and judging forms;
#: ``-a domain=`` overrides it.
HIDDENWEB_DOMAIN = ""

# -- discover (spider arguments of the same names override) ---------------
#: Link learning: ``baseline``, ``offline``, ``online`` or ``offline-online`` (ACHE); ``bfs``
#: (breadth-first, least deep first: a baseline to measure against). ``offline-online`` starts from the
#: shipped link model: on every held-out family it found as many forms as ``online`` or more (README).
HIDDENWEB_DISCOVER_MODE = "offline-online"
#: Page budget of ``discover``; 0 = unlimited.
HIDDENWEB_DISCOVER_PAGES = 0
#: Relevant forms between learning iterations of the link classifier.
HIDDENWEB_DISCOVER_LEARN_EVERY = 100
#: Pages between learning iterations as well, once a relevant form is known; 0 = forms only.
HIDDENWEB_DISCOVER_LEARN_PAGES = 1000
#: Link-classifier levels (steps from a link to a relevant form).
HIDDENWEB_DISCOVER_LEVELS = 3
#: Leave a site after this many pages, or this many distinct relevant forms.
HIDDENWEB_DISCOVER_MAX_SITE_PAGES = 100
HIDDENWEB_DISCOVER_MAX_SITE_FORMS = 10
#: Best links moved from the persistent frontier into the level queues per refill.
HIDDENWEB_DISCOVER_REFILL_SIZE = 1000
#: Requests per site in the downloader at once; 0 = CONCURRENT_REQUESTS_PER_DOMAIN.
HIDDENWEB_DISCOVER_HOST_CONCURRENCY = 0
#: Also follow the links of off-topic pages (in the last queue).
HIDDENWEB_DISCOVER_SOFT_FOCUS = False
#: Learning modes: after this many pages of one URL template on a site, its other links of that
#: template wait after every other link (item pages, traps of one template).
HIDDENWEB_DISCOVER_TEMPLATE_PAGES = 3
#: Learning modes: a same-site link whose anchor or page name suggests a search page (seven
#: languages) goes straight to the first queue.
HIDDENWEB_DISCOVER_SEARCH_ENTRIES = True
#: Discover (learning modes): an on-topic page's site-navigation links into its own site are
#: explored before its other links (hub pages: "More", "Tools"; issue 15).
HIDDENWEB_DISCOVER_NAVIGATION = True
#: Discover (learning modes): links to legal, company, account and basket pages wait after a
#: site's other links.
HIDDENWEB_DISCOVER_BOILERPLATE = True
#: Minimum P(search) for a form to count as searchable.
HIDDENWEB_DISCOVER_MIN_SEARCHABLE = 0.5
#: Terms kept per feature space (anchor, URL, around) when learning links.
HIDDENWEB_DISCOVER_FEATURES = 10
#: ``zyte``: also emit each relevant form's query template as a zyte-common-items
#: ``SearchRequestTemplate`` item (needs ``pip install 'hiddenweb[zyte]'``); ``-a template_format=``.
HIDDENWEB_DISCOVER_TEMPLATE_FORMAT = ""
#: Links read per page at most.
HIDDENWEB_DISCOVER_MAX_LINKS_PER_PAGE = 500
#: Form queue ``redis://host:port/db#name`` that ``discover`` offers its relevant forms to,
#: for ``harvest -a forms=redis://host:port/db#name`` workers; empty: none.
HIDDENWEB_FORMS_QUEUE = ""
#: Seconds a ``harvest -a forms=redis://…`` worker waits after its start for a first form
#: or producer; later it waits only while forms are queued or a ``discover`` is running.
HIDDENWEB_FORMS_QUEUE_WAIT = 60.0

# -- JavaScript and sessions (hiddenweb.middlewares.rendering / .sessions) --
#: ``auto`` renders the pages detected or remembered as needing JavaScript;
#: ``always`` / ``never`` force it.
HIDDENWEB_RENDER = "auto"
#: Render mode per site, e.g. ``{"example.com": "always"}`` (subdomains included).
HIDDENWEB_RENDER_DOMAINS: dict[str, str] = {}
#: Fire handled events on rendered pages, capturing navigations and XHR as
#: routes (Álvarez §III.3.3).
HIDDENWEB_SIMULATE_EVENTS = True
#: Events fired per page at most, and how long to wait for a navigation after each.
HIDDENWEB_SIMULATION_MAX_EVENTS = 60
HIDDENWEB_SIMULATION_SETTLE_MS = 40
#: Longest wait for a rendered page's XHR/fetch to finish.
HIDDENWEB_RENDER_SETTLE_MS = 3000
#: Seconds for everything done on one page (goto, replay, submit, simulation).
HIDDENWEB_PAGE_TIMEOUT = 20.0
#: Retries after a browser crash; then the page is fetched without JavaScript.
HIDDENWEB_RENDER_RETRIES = 1
#: Resource types the browser never fetches.
HIDDENWEB_RENDER_BLOCK_RESOURCES = ["image", "media", "font"]
#: Seconds after which an idle browser context is closed; pages after which
#: a context is recycled (its cookies carried over).
HIDDENWEB_CONTEXT_IDLE = 60.0
HIDDENWEB_CONTEXT_MAX_PAGES = 200
#: Seconds between samples of the browser's memory (``hiddenweb/browser/memory``);
#: keep every sample in the stats too.
HIDDENWEB_BROWSER_MEMORY_INTERVAL = 5.0
HIDDENWEB_BROWSER_MEMORY_TRACE = False
#: Attempts to rebuild a lost session before its route is dropped.
HIDDENWEB_SESSION_RETRIES = 2
#: Steps kept in a route at most.
HIDDENWEB_ROUTE_MAX_STEPS = 12

#: Form types that are never submitted unless listed here, e.g. ``["login"]``.
HIDDENWEB_ALLOW_FORM_TYPES: list[str] = []
#: Per-site credentials ``{"host": {"username": ..., "password": ...}}``;
#: used only for login forms of that host, never logged.
HIDDENWEB_CREDENTIALS: dict[str, dict[str, str]] = {}
