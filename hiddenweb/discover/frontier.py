"""Level frontier of the focused form crawler (ACHE, Barbosa & Freire 2007, §2.2).

One priority queue per link-classifier level (queue 1 = links estimated one
step from a relevant form); within a queue, links are ordered by the
likelihood of their level. The crawler always takes the best link of the
first non-empty queue. Newly found links do not enter the queues directly:
they go to a *persistent frontier* that refills the queues only when all of
them are empty (batch updates give links with delayed benefit their turn).
Seeds start in queue 1.

Per-site stopping criteria (§2): a site is left after ``max_site_forms``
distinct relevant forms or ``max_site_pages`` pages. The online learner
(:mod:`hiddenweb.discover.learner`) retrains the link classifier every
``learn_every`` relevant forms, and then every queued link is re-ranked.

Everything lives in a :class:`~hiddenweb.state.CrawlState` (queues, the
persistent frontier as a priority queue, visited pages, relevant
forms, per-site counters, the learned model), so a resumed crawl (``JOBDIR``)
or another worker (Redis) continues with what was learned. A state written
with another stemmer (its queued links' terms, its page log) is refused at
start (:class:`~hiddenweb.discover.terms.StemmerMismatch`). No Scrapy here.

A link entry is a JSON dict: ``url``, ``parent`` (the page it was found on),
``terms`` (:func:`~hiddenweb.discover.terms.link_terms`, or raw ``anchor`` and
``around`` texts the frontier turns into terms), ``score`` (the parent page's
topic score), ``depth``, ``site``, and ``seed`` or ``off_topic`` flags; a link
taken by :meth:`LevelFrontier.next_link` also carries its ``lease``.
"""

from __future__ import annotations

import logging
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from hiddenweb import settings as defaults
from hiddenweb.discover.apprentice import Apprentice, link_features
from hiddenweb.discover.features import describe
from hiddenweb.discover.learner import learn
from hiddenweb.discover.linkentry import annotate, canonical
from hiddenweb.discover.links import LinkClassifier
from hiddenweb.discover.sitepriors import page_identity, url_template
from hiddenweb.discover.terms import STEMMER, check_stemmer
from hiddenweb.state import CrawlState
from hiddenweb.urls import site_of

logger = logging.getLogger(__name__)

#: ACHE's configurations, and ``bfs`` (breadth-first: least deep first, no link classifier) to measure against.
MODES = ("baseline", "offline", "online", "offline-online", "bfs")
P = "discover/"  # state name prefix
COUNTERS_EVERY = 2.0  # seconds between reloads of the per-site counters other workers share
#: A navigation link of an on-topic site: after its search entries (2.0) and links to sites not yet
#: visited (1.75), before classified links; a content link alone of its kind on its page (``lone``: a hub
#: page's next step) after the navigation; one of several links of one shape in the navigation
#: (categories, a listing's pages) after the others. Within each kind, sites take turns (``turn``).
_NEW_SITE, _NAV, _LONE, _NAV_REPEAT = (1, 1.75), (1, 1.5), (1, 1.4), (1, 1.25)
#: Links to sites not yet visited per crawled page that make a URL template a hub's (:meth:`LevelFrontier._credit_hub`).
HUB_SITES = 2
#: On-topic sites whose pages link to a site not yet visited that send it ahead of the batch (:meth:`LevelFrontier.cite`).
CITED_BY = 2
#: Sites a site may cite before its citations stop counting: a directory lists every site, a "Links" page a few.
MAX_CITES = 25
#: The apprentice's P(on topic) under which a link to a site not yet visited loses its place first.
ON_TOPIC = 0.5
#: A site's links of these kinds take turns with the other sites' (``turn``: the site's n-th of its kind).
_TURNS = (_NAV, _LONE, _NAV_REPEAT)
#: A site's links of one kind of :data:`_TURNS` that keep their place: its map. A flood of one kind
#: (family E's faceted listings: every combination of filters a navigation link of its own) took the
#: first queue, and with it the turns of every other site's links of the kinds after it: a hub page's
#: next step (``lone``) and the categories (``nav="repeat"``) of sites found later never came. The
#: rest wait for the batch, ranked as ACHE ranks every link. 20 cost family A, whose sites list long
#: categories in their navigation, 2–3 forms of 41 on seed 7; 50 none, and keeps E's fix.
MAX_TURNS = 50


@dataclass
class FrontierConfig:
    """The frontier's parameters; the defaults are the ``HIDDENWEB_DISCOVER_*`` settings' (:mod:`hiddenweb.settings`)."""

    mode: str = defaults.HIDDENWEB_DISCOVER_MODE
    levels: int = defaults.HIDDENWEB_DISCOVER_LEVELS
    learn_every: int = defaults.HIDDENWEB_DISCOVER_LEARN_EVERY
    #: Pages between learning iterations too (0: only ``learn_every``).
    learn_pages: int = defaults.HIDDENWEB_DISCOVER_LEARN_PAGES
    max_site_pages: int = defaults.HIDDENWEB_DISCOVER_MAX_SITE_PAGES
    max_site_forms: int = defaults.HIDDENWEB_DISCOVER_MAX_SITE_FORMS
    top_n: int = defaults.HIDDENWEB_DISCOVER_FEATURES
    lease: float = 600.0
    #: Links moved from the persistent frontier into the queues per refill (the best ones).
    refill_size: int = defaults.HIDDENWEB_DISCOVER_REFILL_SIZE
    #: Pages of one URL template per site before its other links wait after all the rest (0: off; learning modes).
    template_pages: int = 3
    #: Links whose anchor or URL names a search page go first on their site (learning modes only).
    search_entries: bool = True
    #: Links of an on-topic page's own site navigation go before its content links (learning modes only).
    navigation: bool = True
    #: Links to its legal, company and account pages wait after the site's other links (learning modes only).
    boilerplate: bool = True


class LevelFrontier:
    """ACHE's frontier manager over a crawl state."""

    def __init__(
        self,
        state: CrawlState,
        config: FrontierConfig | None = None,
        initial_model: LinkClassifier | None = None,
        on_learn: Callable[[int, str], None] | None = None,
    ) -> None:
        self.state = state
        self.config = config or FrontierConfig()
        if self.config.mode not in MODES:
            raise ValueError(f"mode must be one of {', '.join(MODES)}, got {self.config.mode!r}")
        self.on_learn = on_learn
        self._check_terms_format()
        stored = state.get(P + "link_model")
        if stored is not None:
            self.model: LinkClassifier | None = LinkClassifier.from_dict(stored)
        else:
            self.model = initial_model if self.config.mode in ("offline", "offline-online") else None
            if self.model is not None:
                state.put(P + "link_model", self.model.to_dict())
        self._iteration = self.learning_iterations
        # Per-site counters as last seen in the state (incr answers the global value).
        self._site_pages: dict[str, int] = state.counters(P + "site_pages")
        self._site_forms: dict[str, int] = state.counters(P + "site_forms")
        #: Relevant forms per site that matched the domain's attributes (:meth:`_served`).
        self._site_served: dict[str, int] = state.counters(P + "site_served")
        #: Pages taken per "site template" (see :mod:`hiddenweb.discover.sitepriors`).
        self._templates: dict[str, int] = state.counters(P + "templates")
        #: Pages taken per site and page whatever its language (:func:`~hiddenweb.discover.sitepriors.page_identity`).
        self._versions: dict[str, int] = state.counters(P + "versions")
        #: Links to sites not yet visited found on the pages of each "site template" (:meth:`_credit_hub`).
        self._hubs: dict[str, int] = state.counters(P + "hubs")
        self._counters_read = time.monotonic()
        self._pages: dict[str, dict[str, Any]] = {}
        self._pages_read = 0
        # Page-log length at the last learning and relevant forms, as this worker last saw them
        # (the state is read only when they say a learning iteration may be due).
        self._learned_pages = int(state.get(P + "learned_pages", 0))
        self._relevant = state.length(P + "relevant")
        self.dropped_sites = 0
        #: Which links to unvisited sites lead on topic, learned from the page classifier's verdicts.
        self.apprentice = Apprentice()
        self._apprentice_read = 0
        self._worker = uuid.uuid4().hex[:12]  # whose examples the apprentice learned already
        self._replay_apprentice()

    def _check_terms_format(self) -> None:
        """Refuse a state whose link terms another stemmer made; mark a new state with ours."""
        found = self.state.get(P + "stemmer")
        if found is None and self.state.size(P + "seen") == 0:
            self.state.put(P + "stemmer", STEMMER)
            return
        check_stemmer(found, "the crawl state (its frontier and page log)")

    def refresh(self) -> bool:
        """Load a model another worker learned (shared state); True when it changed.

        Every ``COUNTERS_EVERY`` seconds it also reloads the per-site counters,
        which other workers move too.
        """
        now = time.monotonic()
        if now - self._counters_read >= COUNTERS_EVERY:
            self._counters_read = now
            self._site_pages.update(self.state.counters(P + "site_pages"))
            self._site_forms.update(self.state.counters(P + "site_forms"))
            self._site_served.update(self.state.counters(P + "site_served"))
            self._templates.update(self.state.counters(P + "templates"))
            self._versions.update(self.state.counters(P + "versions"))
            self._hubs.update(self.state.counters(P + "hubs"))
            self._replay_apprentice()
        iteration = self.learning_iterations
        if iteration == self._iteration:
            return False
        self._iteration = iteration
        stored = self.state.get(P + "link_model")
        if stored is None:
            return False
        self.model = LinkClassifier.from_dict(stored)
        return True

    # -- names ------------------------------------------------------------------
    @property
    def learning(self) -> bool:
        """Whether this mode re-learns the link classifier (Online, Offline-Online)."""
        return self.config.mode in ("online", "offline-online")

    @property
    def uses_priors(self) -> bool:
        """Whether this mode ranks by the priors of :mod:`hiddenweb.discover.sitepriors` and the apprentice
        (the learning modes and Offline; Baseline and BFS stay as ACHE and breadth-first are)."""
        return self.learning or self.config.mode == "offline"

    def queue_name(self, level: int) -> str:
        """The state name of the queue of ``level``."""
        return f"{P}q{level}"

    @property
    def queue_count(self) -> int:
        """Queues: one per level, and the last one for "far" links."""
        return self.config.levels + 1

    # -- adding links -------------------------------------------------------------
    def add_seeds(self, links: Iterable[dict[str, Any]]) -> int:
        """Seeds go straight to queue 1, once."""
        n = 0
        for link in links:
            if self.mark_seen(link["url"]):
                self.state.push(self.queue_name(1), link, 1.0)
                n += 1
        return n

    def add_links(self, links: Iterable[dict[str, Any]]) -> int:
        """New links go to the persistent frontier (not yet to the queues).

        A link given with raw ``anchor``/``around`` texts instead of ``terms``
        gets its terms here, once, only if it is new.
        Search entries and navigation links of on-topic sites (:mod:`hiddenweb.discover.sitepriors`)
        skip the wait: they go straight to the first queue, as seeds do.
        """
        fresh = [annotate(link) for link in links if self.mark_seen(link["url"])]
        for link in fresh:
            if link.get("away") and not link.get("off_topic") and self.config.template_pages and self.uses_priors:
                self._credit_hub(link)
            if self._skips_batch(link):
                kind = self._site_prior(link)
                if kind in _TURNS:  # the site's n-th link of its kind: after every site's (n-1)-th
                    site = link.get("site") or site_of(link["url"])
                    link["turn"] = self.state.incr(P + "site_turns", f"{site} {kind[1]}") - 1
                    if link["turn"] >= MAX_TURNS and not self._entry_first(link):  # past the site's map
                        self.state.push(P + "frontier", link, self.priority(link))
                        continue
                self.state.push(self.queue_name(1), link, self.rank(link)[1])
            else:
                self.state.push(P + "frontier", link, self.priority(link))
        return len(fresh)

    def _entry_first(self, link: dict[str, Any]) -> bool:
        """Whether the link is a search entry of an on-topic page and this mode uses the prior."""
        wanted = (
            self.uses_priors
            and self.config.search_entries
            and link.get("entry")
            and not link.get("off_topic")
            # an item of a list whose title has the word; not a navigation link, a page kind even where
            # the site routes every page through one template (WordPress ?page_id=, Drupal ?q=node/)
            and not (link.get("listed") and not link.get("nav") and not link.get("search_url"))
        )
        return bool(wanted) and not self._template_known(link)  # search-result links of one template: no flood

    def _map_first(self, link: dict[str, Any]) -> bool:
        """Whether the link is the site map of an on-topic site whose search is not found yet.

        A site map links every page kind of its site by name; read early, it shows the search page's
        link to the search-entry prior, where the site's own navigation reaches it only 2–4 clicks
        down, past what a site's share of the budget allows (family H: 8 pages a site on average).
        """
        return self._ahead_on_site(link, "map")

    def _frame_first(self, link: dict[str, Any]) -> bool:
        """Whether the link is a frame or iframe of an on-topic page (``frame``): the rest of that page.

        A browser shows a frameset's menu and main page with it, and a council page its embedded
        portal; ranked as links of the page, a frameset's two frames (one shape, neither "lone")
        waited in the batch, and the search their menu links to was never reached (family M: two
        form sites a web, each frameset page crawled, its menu frame never).
        """
        return self._ahead_on_site(link, "frame")

    def _ahead_on_site(self, link: dict[str, Any], mark: str) -> bool:
        """Whether a link marked ``mark`` by an on-topic page goes ahead on its site: the navigation priors
        are on, the site's search is not found yet and the link's template is new on the site."""
        return bool(
            self.uses_priors
            and self.config.navigation
            and link.get(mark)
            and not link.get("off_topic")
            and not self._served(link)
            and not self._template_known(link)
        )

    def _skips_batch(self, link: dict[str, Any]) -> bool:
        """Whether a new link goes straight to the first queue: a search entry, or a navigation link.

        A site's navigation links come with its first page; waiting for the
        next batch, they came after the items of the sites found before it,
        and a site found late got a few items and never its hub pages. A link
        to a site not yet visited skips it only until the apprentice has an
        opinion (its first 10 examples of each kind); then it waits for the
        batch like any link, where it ranks by its P(on topic) (:meth:`_new_site`):
        the sites already found have their navigation crawled, and each refill
        brings the new sites most likely on topic first. Skipping the batch on
        its opinion instead cost forms on families A and C (39.7 and 18.3 of
        41–46 and 22, against 41.3 and 19.7). A link whose anchor names the topic
        (``topic``: a partner institution listed by name, "Biblioteka Uniwersytecka
        Toruń", "Μουσείο …") skips it always: on family F such links, P(on topic)
        near 0 by an apprentice that had learned the list words from off-topic
        credits, waited in the batch for the rest of the crawl, and 13 of 22 form
        sites were linked from crawled pages within the first 600 and never visited.
        """
        prior = self._site_prior(link)
        first = prior in _TURNS or (prior == _NEW_SITE and (not self.apprentice.ready or bool(link.get("topic"))))
        return (
            self._frame_first(link)
            or self._entry_first(link)
            or self._map_first(link)
            or (first and not self._template_known(link))
        )

    def cite(self, page_url: str, links: Iterable[dict[str, Any]]) -> int:
        """Count an on-topic page's links to sites not yet visited, once per citing site; a site that
        on-topic pages of :data:`CITED_BY` sites link to goes to the first queue with the new-site prior,
        whatever the apprentice says. Returns how many sites went ahead.

        Co-citation is evidence no model has to learn: the "Links" pages of two courts that both list
        "Ombudsman Utrecht" say more about it than words it shares with the off-topic links the
        apprentice learned from. On family G (session 22) 5 of 12 missed form sites were linked from
        7–10 crawled on-topic pages each and never visited: their links waited in the batch, ranked by
        an apprentice that had no words for their names. A site counts as a citer for its first
        :data:`MAX_CITES` sites only: on family B the directories, which list sites of every topic
        (and were taken for on topic), sent hundreds of off-topic sites ahead, and the wine sites' own
        navigation waited (19.3 forms of 22 against 21.3).
        """
        if not (self.uses_priors and self.config.navigation):
            return 0
        citer, ahead = site_of(page_url), 0
        for link in links:
            site = link.get("site") or site_of(link["url"])
            if site == citer or self._site_pages.get(site, 0) or not self._added(P + "citers", f"{site} {citer}"):
                continue
            if self.state.incr(P + "cites_made", citer) > MAX_CITES:
                continue  # a directory, which lists every site: its listing is no one's opinion of this one
            if self.state.incr(P + "citations", site) != CITED_BY:
                continue
            entry = annotate(dict(link, cited=True))
            self.state.add(P + "ahead", [canonical(entry["url"])])
            self.state.push(self.queue_name(1), entry, self.rank(entry)[1])
            ahead += 1
        return ahead

    def _taken_twice(self, link: dict[str, Any]) -> bool:
        """Whether the link is one of two copies of a cited site's link (:meth:`cite`) and the other was
        taken; or the cited copy of a site another worker visited meanwhile (the per-site counters a
        worker holds are up to ``COUNTERS_EVERY`` seconds old, so it may cite a site just visited)."""
        if not link.get("away"):
            return False
        if link.get("cited") and self.state.counter(P + "site_pages", link.get("site") or site_of(link["url"])):
            return True
        key = canonical(link["url"])
        return self.state.has(P + "ahead", key) and not self._added(P + "ahead_taken", key)

    def mark_seen(self, url: str) -> bool:
        """Remember ``url``; True when it was not seen before."""
        return self._added(P + "seen", canonical(url))

    def _added(self, name: str, member: str) -> bool:
        new = self.state.add(name, [member])
        return bool(new and new[0])

    def known(self, canonical_url: str) -> bool:
        """Whether a link to ``canonical_url`` (:func:`w3lib.url.canonicalize_url`) was seen already."""
        return self.state.has(P + "seen", canonical_url)

    # -- ranking --------------------------------------------------------------------
    def rank(self, link: dict[str, Any]) -> tuple[int, float]:
        """(queue level, priority within it) of a link.

        In a level's queue, links go by the likelihood of that level (§2.2). In
        the last queue (links classified "far", and links of off-topic pages),
        they go by the likelihood of being near after all: the least far first.
        """
        if self.config.mode == "bfs":
            return 1, 1.0 / (1.0 + float(link.get("depth", 0)))
        if self.uses_priors:
            if self._template_known(link):  # after every link not demoted, in the frontier too
                return self.queue_count, -1.0 + 0.5 * float(link.get("score", 0.0))
            if self._frame_first(link):
                return 1, 2.1  # the rest of a page already taken
            if self._entry_first(link):
                return 1, 2.0  # a search entry of an on-topic site: before every classified link
            if self._map_first(link):
                return 1, 1.9  # its site map: every page kind of the site, the search page among them
            site_prior = self._site_prior(link)
            if site_prior is not None:
                turn = int(link.get("turn", 0))
                return site_prior[0], site_prior[1] - 0.1 * turn / (turn + 1)
        if self.model is None:  # Baseline: best first by the parent page's topic score
            return 1, float(link.get("score", 0.0))
        scores = self.model.scores(link.get("terms") or {})
        best = int(scores.argmax())
        level = min(self.model.classes[best], self.queue_count)
        if level == self.queue_count or link.get("off_topic"):
            return self.queue_count, 1.0 - float(scores[-1])
        return level, float(scores[best])

    def _site_prior(self, link: dict[str, Any]) -> tuple[int, float] | None:
        """(level, priority) of an on-topic page's boilerplate link (last), its link to a site not yet
        visited or its navigation link (first, in that order), else None.

        A site's navigation is its map: the pages that lead to its search page
        are linked from it, its items from the content. Its boilerplate (legal,
        company, account pages) never holds a search form. Neither waits for a
        model learned from a few paths to find that out. The sites not yet
        visited go first, or the first sites found would spend the budget on
        their maps before the others were seen at all.
        """
        if not self.uses_priors or link.get("off_topic") or link.get("seed"):
            return None
        if self.config.boilerplate and link.get("boiler"):
            return self.queue_count, -1.0 + 0.5 * float(link.get("score", 0.0))
        if not self.config.navigation or self._served(link):
            return None
        if link.get("away") and not self._site_pages.get(link.get("site") or site_of(link["url"]), 0):
            return self._new_site(link)
        if link.get("nav"):
            kind = _NAV_REPEAT if link["nav"] == "repeat" else _NAV
        elif link.get("lone"):
            kind = _LONE
        else:
            return None
        return kind if int(link.get("turn", 0)) < MAX_TURNS else None

    def _new_site(self, link: dict[str, Any]) -> tuple[int, float] | None:
        """(level, priority) of an on-topic page's link to a site not yet visited: before every classified
        link, by the apprentice's P(on topic), unless the links that looked like it led off topic (the
        designer credited in a footer): under :data:`ON_TOPIC` it is a plain link of its page. A link whose
        anchor names the topic (``topic``, :meth:`~hiddenweb.discover.pages.PageClassifier.names_topic`) goes
        first whatever the apprentice says: the site's own name is better evidence than words it shares with
        the links around it; so does a site that on-topic sites cite (``cited``, :meth:`cite`)."""
        if link.get("topic") or link.get("cited"):
            return _NEW_SITE  # its name names the topic ("… Museum", "Biblioteka …"), or on-topic sites cite it
        p = self.apprentice.on_topic(link_features(link)) if self.apprentice.ready else None  # no opinion yet
        if p is None:
            return _NEW_SITE
        return (_NEW_SITE[0], _NEW_SITE[1] - 0.25 * (1.0 - p)) if p >= ON_TOPIC else None

    def _template_key(self, link: dict[str, Any]) -> str:
        return _site_template(
            link.get("site") or site_of(link["url"]), link.get("template") or url_template(link["url"])
        )

    def _version_key(self, link: dict[str, Any]) -> str:
        return _site_template(link.get("site") or site_of(link["url"]), page_identity(link["url"]))

    def _template_known(self, link: dict[str, Any]) -> bool:
        """Whether the link's URL template was crawled ``template_pages`` times on its site already, and
        is no hub template (:meth:`_credit_hub`); or another language version of its page was crawled."""
        limit = self.config.template_pages
        if not limit:
            return False
        if self._versions.get(self._version_key(link), 0):
            return True
        key = self._template_key(link)
        pages = self._templates.get(key, 0)
        return pages >= limit and self._hubs.get(key, 0) < HUB_SITES * pages

    def _credit_hub(self, link: dict[str, Any]) -> None:
        """Count a new on-topic page's link to a site not yet visited for its page's template.

        The n-th page of a template says nothing its first ones did not, unless it is a list of other
        sites: a directory's category pages and their next pages, an aggregator's partner list. Those
        pages are the web's map, as a site's navigation is the site's; a template whose pages each
        bring :data:`HUB_SITES` new sites or more keeps its place.
        """
        site = link.get("site") or site_of(link["url"])
        parent = link.get("parent")
        if not parent or self._site_pages.get(site, 0):
            return
        key = _site_template(site_of(parent), url_template(parent))
        self._hubs[key] = self.state.incr(P + "hubs", key)

    def priority(self, link: dict[str, Any]) -> float:
        """One number ordering links across levels: level 1 first, then by likelihood."""
        level, probability = self.rank(link)
        return float(self.queue_count - level) + probability

    def _push_ranked(self, links: Iterable[dict[str, Any]]) -> int:
        n = 0
        for link in links:
            level, priority = self.rank(link)
            self.state.push(self.queue_name(level), link, priority)
            n += 1
        return n

    def refill(self) -> int:
        """Move the best ``refill_size`` links of the persistent frontier into the queues.

        Done only when every queue is empty (ACHE's batch update). Links of
        sites that met their stopping criteria are dropped on the way.
        """
        name = P + "frontier"
        taken: list[dict[str, Any]] = []
        parked: list[dict[str, Any]] = []  # links of templates crawled enough on their site
        while (
            len(taken) < self.config.refill_size
            and (entry := self.state.pop(name, lease=self.config.lease)) is not None
        ):
            token, link = entry
            self.state.ack(name, token)
            if not link.get("seed") and self.site_exhausted(link.get("site") or site_of(link["url"])):
                self.dropped_sites += 1
                continue
            (parked if self._demoted(link) else taken).append(link)
        if not taken:  # nothing else is left: their turn
            taken, parked = parked, []
        for link in parked:  # back, ranked after every link not parked
            self.state.push(name, link, self.priority(link))
        return self._push_ranked(taken)

    def _drain(self, name: str) -> list[dict[str, Any]]:
        # Taken with a real lease, not 0: until the ack reaches a shared state, an
        # expired lease would hand the same link to another worker.
        taken = []
        while (entry := self.state.pop(name, lease=self.config.lease)) is not None:
            token, link = entry
            self.state.ack(name, token)
            taken.append(link)
        return taken

    def rerank(self) -> int:
        """Re-rank every link of the queues and of the persistent frontier (after learning)."""
        queued = [link for level in range(1, self.queue_count + 1) for link in self._drain(self.queue_name(level))]
        waiting = self._drain(P + "frontier")
        for link in waiting:
            self.state.push(P + "frontier", link, self.priority(link))
        return self._push_ranked(queued) + len(waiting)

    # -- taking links -------------------------------------------------------------------
    def pending(self) -> int:
        """Links queued or leased, in the queues and the persistent frontier."""
        queued = sum(self.state.pending(self.queue_name(level)) for level in range(1, self.queue_count + 1))
        return queued + self.state.pending(P + "frontier")

    def site_exhausted(self, site: str) -> bool:
        """Whether ``site`` met a stopping criterion (§2: pages or distinct relevant forms)."""
        pages = self._site_pages.get(site, 0)
        forms = self._site_forms.get(site, 0)
        return pages >= self.config.max_site_pages or forms >= self.config.max_site_forms

    def next_link(
        self, busy: Callable[[str], bool] = lambda site: False, lookahead: int = 256
    ) -> dict[str, Any] | None:
        """The best link of the first non-empty queue whose site is not busy.

        The link stays leased in the state until :meth:`done` (a crawl killed
        meanwhile gets it back on resume). Links of exhausted sites are
        dropped here (counted in :attr:`dropped_sites`); links of busy sites
        (politeness) are put back and the next best is tried, up to
        ``lookahead`` per queue, then the next queue: a busy site delays its
        own links, never the crawl. The lookahead is 256: with the site priors a
        queue's head holds many links of the few sites being explored, and with
        32 the crawl waited for them (Online on family B: 96 pages/s, 163 with 256).
        """
        busy_seen = False
        while True:
            for level in range(1, self.queue_count + 1):
                name = self.queue_name(level)
                deferred: list[dict[str, Any]] = []
                found = None
                while len(deferred) < lookahead:
                    entry = self.state.pop(name, lease=self.config.lease)
                    if entry is None:
                        break
                    token, link = entry
                    site = link.get("site") or site_of(link["url"])
                    if not link.get("seed") and self.site_exhausted(site):
                        self.state.ack(name, token)
                        self.dropped_sites += 1
                        continue
                    if busy(site):
                        self.state.ack(name, token)
                        deferred.append(link)
                        continue
                    if self._taken_twice(link):
                        self.state.ack(name, token)
                        continue
                    if level < self.queue_count and self._demoted(link):
                        self.state.ack(name, token)  # its template was crawled enough meanwhile: back to wait
                        self.state.push(P + "frontier", link, self.priority(link))
                        continue
                    # The global count: with several workers, the one that takes a site's
                    # last page wins and the others drop the site's links.
                    self._site_pages[site] = self.state.incr(P + "site_pages", site)
                    if not link.get("seed") and self._site_pages[site] > self.config.max_site_pages:
                        self.state.ack(name, token)
                        self.dropped_sites += 1
                        continue
                    if self.config.template_pages and self.uses_priors:
                        key = self._template_key(link)
                        self._templates[key] = self.state.incr(P + "templates", key)
                    found = dict(link, lease=[name, token])
                    break
                for link in deferred:
                    self.state.push(name, link, self.rank(link)[1])
                if found is not None:
                    return found
                if deferred:
                    busy_seen = True
            if busy_seen or not self.refill():
                return None  # everything left is busy (wait for a response), or nothing is left

    def _demoted(self, link: dict[str, Any]) -> bool:
        """Whether a queued link now belongs in the last queue (its template became known on its site)."""
        return self.uses_priors and not link.get("seed") and self._template_known(link)

    def _served(self, link: dict[str, Any]) -> bool:
        """Whether the link's site gave a relevant form that matched the domain's attributes.

        Once a site's search is found, the rest of the site (its items, facets, calendars) loses the
        navigation priors and is ranked by the link classifier alone, as ACHE ranks every link: its
        navigation no longer takes turns before every classified link of the other sites; its search
        entries ("Advanced search") still go first (every caller of :meth:`_site_prior` tries
        :meth:`_entry_first` before it). On family E the job boards whose search was their second
        page went on to their 100th through facet paths (``/jobs/filter/full-time/health/``, each its own
        template, every one a navigation link) while the sites not reached waited. Sending such a
        site's links to the last queue instead cost family A, whose sites hold up to two searches, 5
        and 12 forms (seeds 7 and 8: 34 of 41 and 33 of 46, against 39 and 45).

        Only a form that matched the domain's attributes serves its site: a site-search box in the header
        (one text box, relevant by its page's words alone) is no vacancy search, and on family E such
        boxes left two JSP job sites unexplored.
        """
        return bool(self._site_served.get(link.get("site") or site_of(link["url"]), 0))

    def done(self, link: dict[str, Any]) -> None:
        """The page of a link taken by :meth:`next_link` has been handled (or failed)."""
        lease = link.get("lease")
        if lease:
            self.state.ack(lease[0], lease[1])
        if link.get("url") and self.config.template_pages and self.uses_priors:
            # counted once read, not when taken: a link in flight when the crawl was killed is no version of itself
            version = self._version_key(link)
            self._versions[version] = self.state.incr(P + "versions", version)

    # -- feedback ---------------------------------------------------------------------
    def page_visited(self, url: str, parent: str | None, terms: dict[str, list[str]] | None) -> None:
        """Remember how a page was reached (for the learner's paths).

        Every ``learn_pages`` pages the learner runs again once there is a path
        at all (Alg. 1's other threshold, "after the crawler visits a
        pre-determined number of pages"): a model learned from the first paths
        compares them with the pages crawled so far, and if it sends the crawl
        where no form is, no new form would ever start the next iteration; the
        pages it led to are what corrects it.
        """
        pages = self.state.append(P + "pages", [{"url": url, "parent": parent, "terms": terms or {}}])
        every = self.config.learn_pages
        if not (self.learning and every and pages - self._learned_pages >= every):
            return
        self._relevant = self._relevant or self.state.length(P + "relevant")
        if self._relevant:
            self._learned_pages = int(self.state.get(P + "learned_pages", 0))  # another worker may have learned
            if pages - self._learned_pages >= every:
                self.learn_now()

    def site_reached(self, link: dict[str, Any], on_topic: bool) -> None:
        """The page classifier's verdict on a page reached by a link from another site (the apprentice's
        example): learned at once, and logged for the other workers and a resumed crawl."""
        if link.get("away") and self.uses_priors:
            features = link_features(link)
            self.apprentice.learn(features, on_topic)
            self.state.append(P + "apprentice", [[sorted(features), on_topic, self._worker]], wait=False)

    def _replay_apprentice(self) -> None:
        """Learn the examples logged since last time by the other workers (all of them after a resume)."""
        if not self.uses_priors:
            return
        for features, on_topic, worker in self.state.read(P + "apprentice", self._apprentice_read):
            if worker != self._worker:
                self.apprentice.learn(set(features), on_topic)
            self._apprentice_read += 1

    def form_found(self, page_url: str, form_key: str, serves_site: bool = True) -> bool:
        """Record a relevant form; True when it is new. May trigger a learning iteration. *serves_site*:
        the form matched the domain's attributes, the site's search is found (:meth:`_served`)."""
        if not self._added(P + "forms", form_key):
            return False
        site = site_of(page_url)
        self._site_forms[site] = self.state.incr(P + "site_forms", site)
        if serves_site:
            self._site_served[site] = self.state.incr(P + "site_served", site)
        total = self._relevant = self.state.append(P + "relevant", [{"url": page_url, "form": form_key}])
        if self.learning and total - int(self.state.get(P + "learned_at", 0)) >= self.config.learn_every:
            self.learn_now(total)
        return True

    def _replay_pages(self) -> dict[str, dict[str, Any]]:
        for entry in self.state.read(P + "pages", self._pages_read):
            self._pages.setdefault(entry["url"], entry)
            self._pages_read += 1
        return self._pages

    def learn_now(self, total: int | None = None) -> bool:
        """Alg. 1: learn from the paths to relevant forms, then re-rank the frontier."""
        total = self.state.length(P + "relevant") if total is None else total
        form_pages = sorted({e["url"] for e in self.state.read(P + "relevant")})
        result = learn(self._replay_pages(), form_pages, levels=self.config.levels, top_n=self.config.top_n)
        self.state.put(P + "learned_at", total)
        self._learned_pages = self._pages_read
        self.state.put(P + "learned_pages", self._learned_pages)
        if result is None:
            return False
        self.model = result.classifier
        self.state.put(P + "link_model", self.model.to_dict())
        iteration = self.state.incr(P + "counters", "learning_iterations")
        self._iteration = iteration
        self.state.append(P + "learning", [{"iteration": iteration, "forms": total, "features": result.features.terms}])
        moved = self.rerank()
        logger.info(
            "Learning iteration %d after %d relevant forms: %s; re-ranked %d queued links",
            iteration,
            total,
            result.summary(),
            moved,
        )
        if self.on_learn:
            self.on_learn(iteration, describe(result.features))
        return True

    @property
    def learning_iterations(self) -> int:
        """Learning iterations so far, by any worker."""
        return self.state.counter(P + "counters", "learning_iterations")

    # -- crawl counters (shared by the workers) -------------------------------------------
    def count(self, what: str) -> int:
        """Count one more ``what`` ("pages" crawled, "pages_scheduled"); return the crawl's total."""
        return self.state.incr(P + "counters", what)

    def counted(self, what: str) -> int:
        """The crawl's total of ``what`` so far (see :meth:`count`)."""
        return self.state.counter(P + "counters", what)

    @property
    def relevant_forms(self) -> int:
        """Distinct relevant forms found so far, by any worker."""
        return self.state.length(P + "relevant")

    def flush(self) -> None:
        """Make the frontier's state durable (at the end of a crawl)."""
        self.state.flush()


def _site_template(site: str, template: str) -> str:
    """The key of a URL template on its site: pages taken (``templates``) and new sites listed (``hubs``)."""
    return f"{site} {template}"
