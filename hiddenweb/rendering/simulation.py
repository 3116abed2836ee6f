"""Route discovery by event simulation (Álvarez §III.3.3): which events to fire, what routes they give.

The browser glue fires every event an element handles while the page
captures navigations instead of following them; :class:`RouteCollector`
turns what each event did into routes: a captured GET navigation is a
link (``goto``), a POST or script navigation and an XHR that changed the
page in place need the events that led to them (``click``, ``mouseover``
steps after the page's own route); links that only appear after an event
(a menu's items) are "revealed" routes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from hiddenweb.rendering.page import Simulation
from hiddenweb.sessions.routes import Route, Step

#: Events are fired in the order a user would cause them.
_EVENT_ORDER = {
    "mouseover": 0,
    "mouseenter": 1,
    "focus": 2,
    "mousedown": 3,
    "mouseup": 4,
    "change": 5,
    "click": 6,
    "dblclick": 7,
}
#: The route step that replays an event.
_EVENT_OP = {
    "mouseover": "mouseover",
    "mouseenter": "mouseover",
    "click": "click",
    "dblclick": "click",
    "mousedown": "click",
    "mouseup": "click",
}


def events_to_fire(events: list[str]) -> list[str]:
    """An element's handled events in firing order; ``focus``/``change`` only when nothing else is handled."""
    return [
        ev
        for ev in sorted(events, key=lambda e: _EVENT_ORDER.get(e, 9))
        if not (ev in ("focus", "change") and len(events) > 1)
    ]


def event_step(event: str, candidate: Mapping[str, Any]) -> Step:
    """The route step that replays ``event`` on a scanned element (by selector, else by its text)."""
    return Step(_EVENT_OP.get(event, "click"), selector=candidate["selector"], text=candidate["text"])


def _web_url(url: str) -> bool:
    return url.startswith(("http://", "https://"))


class RouteCollector:
    """The routes found on one page, each once, starting from the page's own route."""

    def __init__(self, base: Route, page_url: str) -> None:
        self.base = base
        self.routes: dict[str, Route] = {}
        self.texts: dict[str, str] = {}
        self._seen_urls = {page_url.split("#")[0]}
        self._seen_xhr: set[tuple[str, ...]] = set()

    def _add(self, route: Route, text: str) -> None:
        self.routes.setdefault(route.key(), route)
        self.texts.setdefault(route.key(), text)

    def navigations(self, navs: Iterable[Mapping[str, Any]], prefix: list[Step], step: Step, text: str) -> None:
        """Navigations an event would have made: a new GET URL is a link; a POST needs the event's steps."""
        for nav in navs:
            url = str(nav["url"]).split("#")[0]
            if nav["method"] == "GET":
                if url in self._seen_urls or not _web_url(url):
                    continue
                self._seen_urls.add(url)
                route = self.base.extended(Step("goto", url=url), url=url, kind="navigation")
            else:
                route = self.base.extended(*prefix, step, url=url, kind="navigation")
            self._add(route, text)

    def xhr(self, urls: Iterable[str], prefix: list[Step], step: Step, page_url: str, text: str) -> None:
        """An event that only fetched data (a script "Next"): a route the browser replays, once per set of URLs."""
        called = tuple(sorted(set(urls)))
        if called and called not in self._seen_xhr:
            self._seen_xhr.add(called)
            self._add(self.base.extended(*prefix, step, url=page_url, kind="xhr"), text)

    def revealed(self, candidates: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
        """Elements found after an event: new plain links become routes; the others are returned to be fired."""
        fresh = []
        for cand in candidates:
            if not cand["plain"]:
                fresh.append(cand)
                continue
            url = str(cand["href"]).split("#")[0]
            if url not in self._seen_urls and _web_url(url):
                self._seen_urls.add(url)
                self._add(self.base.extended(Step("goto", url=url), url=url, kind="revealed"), cand["text"])
        return fresh

    def result(self, events: int) -> Simulation:
        """The simulation's outcome after ``events`` fired events."""
        return Simulation(routes=list(self.routes.values()), events=events, texts=dict(self.texts))
