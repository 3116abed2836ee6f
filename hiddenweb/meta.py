"""Every ``request.meta`` key hiddenweb reads or writes, in one place.

The keys are the contract between spiders, middlewares and schedulers: a
component names a key through this module, never as a string literal, so a
reader can find every producer and consumer of a key with one search.
"""

from __future__ import annotations

# -- harvest (spiders/harvest.py, hiddenweb.harvest) --------------------------------------------
#: Id of the harvest (one per target form) a request belongs to.
HARVEST = "hiddenweb_harvest"
#: The query term (or template values) a result-page request answers.
QUERY = "hiddenweb_query"
#: 1-based number of a result page within its query.
PAGE = "hiddenweb_page"
#: Links followed from the start page while looking for the search form.
HOPS = "hiddenweb_hops"
#: The query template (dict) an empty-page probe was sent through.
TEMPLATE = "hiddenweb_template"
#: Site words read on the search page, the first queries once the probes are back.
BOOTSTRAP = "hiddenweb_bootstrap"
#: Index of an empty-page probe (0 = the first; a POST form's first probe is checked alone).
PROBE = "hiddenweb_probe"
#: A dependent select's options read in the browser: ``{"child", "parent", "value"}`` (issue 16).
DEPENDENT = "hiddenweb_dependent"

# -- plan queries (hiddenweb.harvest.plans: empty query, page size, splits) ---------------------
#: Arguments a query was sent with besides its term (``[[name, value], …]``), kept on its next pages.
ARGS = "hiddenweb_args"

# -- schedulers ---------------------------------------------------------------------------------
#: The request's lease token in the crawl state's request queue (QueryScheduler).
TOKEN = "hiddenweb_token"
#: The frontier entry of a discover link request (FrontierScheduler).
LINK = "hiddenweb_link"

# -- rendering (middlewares/rendering.py) -------------------------------------------------------
#: Force (True) or forbid (False) the browser for this request.
RENDER = "hiddenweb_render"
#: Set on a response that came through the browser.
RENDERED = "hiddenweb_rendered"
#: Why the request went through the browser (a detection rule, the site's memory, …).
RENDER_REASON = "hiddenweb_render_reason"
#: Browser attempts made for this request (bounded retries after a crash or time-out).
RENDER_ATTEMPTS = "hiddenweb_render_attempts"
#: Per-request page automation options (wait, scroll, click "more", …).
PAGE_OPTIONS = "hiddenweb_page_options"
#: The kind of page (search, results, detail, …) for the per-site rendering memory.
PAGE_KIND = "hiddenweb_page_kind"
#: Measurements of the plain page, kept to compare with its rendering.
PLAIN_MEASURE = "hiddenweb_plain_measure"
#: Do not simulate events (clicks on script links) on this page.
NO_SIMULATION = "hiddenweb_no_simulation"
#: A form the browser fills and submits on its page (script-submitted forms, Álvarez §III.4.4).
FORM = "hiddenweb_form"
#: Set when the browser could not submit :data:`FORM` (the reason); the page is the form's.
FORM_FAILED = "hiddenweb_form_failed"

# -- form layout (issue 16 item 1: middlewares/browser.py measures, the form readers apply) -------
#: The boxes of a rendered page's forms (``hiddenweb/data/formboxes.js``, one entry a ``<form>``).
FORM_BOXES = "hiddenweb_form_boxes"
#: Set on a search page fetched again in the browser to measure its forms' layout (once a page).
LAYOUT_RENDER = "hiddenweb_layout_render"

# -- routes and sessions (middlewares/sessions.py, Álvarez §III.3.1) -----------------------------
#: The replayable route (dict) that reaches this request's page.
ROUTE = "hiddenweb_route"
#: Routes the browser captured for the links it simulated on a page.
ROUTES = "hiddenweb_routes"
#: Key of a captured route in the rendering middleware's route table.
ROUTE_KEY = "hiddenweb_route_key"
#: URL a captured route stands for.
ROUTE_URL = "hiddenweb_route_url"
#: Set once a route placeholder URL was resolved to its route.
ROUTE_RESOLVED = "hiddenweb_route_resolved"
#: The session (site id) a request belongs to.
SESSION = "hiddenweb_session"
#: The cookie jar the session middleware assigned.
SESSION_JAR = "hiddenweb_session_jar"
#: Session rebuilds tried for this request.
SESSION_ATTEMPTS = "hiddenweb_session_attempts"
#: The session is rebuilt inline (within the request) rather than by a new login.
SESSION_INLINE = "hiddenweb_session_inline"
#: Do not attach or rebuild a session for this request.
NO_SESSION = "hiddenweb_no_session"
#: Set on a request made while replaying a route.
REPLAYED = "hiddenweb_replayed"
#: Set on a route step's request (not the route's final page).
REPLAY_STEP = "hiddenweb_replay_step"
#: The route step is fetched without the browser.
PLAIN_STEP = "hiddenweb_plain_step"
#: The request to send once the route replayed before it has rebuilt the session.
REPLAY_BEFORE = "hiddenweb_replay_before"
