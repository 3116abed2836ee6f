"""Routes: how to reach a page again, even when its URL alone is not enough.

Álvarez (DeepBot, §III.3.1) replaces the URL by a *route* of three parts:
the URL (or a navigation program), a *session object* (cookies, storage)
that recreates the environment the crawler had when it found the page, and
the *navigation sequence* (NSEQL) that reached it. Any worker can load the
session and fetch the URL; when the session has expired it replays the
sequence instead.

A :class:`Route` here is exactly that, as plain JSON-serialisable data, so
that it can ride in ``request.meta``, a ``JOBDIR`` journal or Redis:

* ``url``: the page the route identifies (after the steps, the browser is
  there; for in-place XHR updates it is the page the steps were done on),
* ``session``: a :class:`SessionSnapshot` (Playwright ``storage_state``
  format: cookies and per-origin localStorage),
* ``steps``: :class:`Step` objects. ``goto`` and ``request`` steps can be
  replayed by a plain HTTP client; ``fill``, ``select``, ``click``,
  ``mouseover``, ``wait`` and ``submit`` need a browser; ``login`` is
  resolved from the configured credentials at replay time so that secrets
  never enter a route.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field, fields
from typing import Any
from urllib.parse import urlsplit

from hiddenweb.urls import server_of as site_of  # sessions are per host and port

__all__ = [
    "ALL_OPS",
    "BROWSER_OPS",
    "HTTP_OPS",
    "MAX_STEPS",
    "Route",
    "RouteError",
    "SessionSnapshot",
    "Step",
    "prune",
    "route_of",
    "site_of",
]

#: Step operations a plain HTTP client can replay.
HTTP_OPS = frozenset({"goto", "request", "login"})
#: Step operations that need a browser page.
BROWSER_OPS = frozenset({"fill", "select", "click", "mouseover", "wait", "submit", "press"})
ALL_OPS = HTTP_OPS | BROWSER_OPS

#: Default cap on the number of steps of a route (first and last kept).
MAX_STEPS = 12


class RouteError(ValueError):
    """A route or step that cannot be built or read."""


@dataclass
class Step:
    """One navigation step (an NSEQL command, Álvarez §III.1.2).

    ``selector`` is a CSS selector (browser steps); ``text`` is the element's
    visible text, used to find it again when the selector no longer matches;
    ``value`` is the value typed or selected; ``url``/``method``/``body``
    describe ``goto`` and ``request`` steps; ``timeout`` is in milliseconds.
    """

    op: str
    url: str = ""
    selector: str = ""
    text: str = ""
    value: str = ""
    method: str = "GET"
    body: str = ""
    headers: dict[str, str] = field(default_factory=dict)
    timeout: float = 0.0

    def __post_init__(self) -> None:
        if self.op not in ALL_OPS:
            raise RouteError(f"unknown step op {self.op!r}; expected one of {sorted(ALL_OPS)}")
        self.method = (self.method or "GET").upper()

    @property
    def needs_browser(self) -> bool:
        """Whether only a browser page can replay the step."""
        return self.op in BROWSER_OPS

    @property
    def changes_state(self) -> bool:
        """Whether the step may change server or page state (kept when routes are pruned)."""
        return not (self.op == "goto" and self.method == "GET") and self.op != "wait"

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict without default values (routes ride in every request's meta).

        Field by field, not ``dataclasses.asdict``: every out-link of a crawl gets a
        copy of its page's route, and ``asdict``'s recursion was 4% of a discover
        crawl's CPU. Only ``headers`` is mutable; it is copied.
        """
        data: dict[str, Any] = {}
        for name in _STEP_FIELDS:  # drop defaults: routes are stored many times over
            value = getattr(self, name)
            if value in ("", 0.0, {}) or (name == "method" and value == "GET"):
                continue
            data[name] = dict(value) if name == "headers" else value
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Step:
        """The step a :meth:`to_dict` dict stands for; unknown keys are ignored."""
        if not isinstance(data, dict) or "op" not in data:
            raise RouteError(f"not a step: {data!r}")
        known = {k: v for k, v in data.items() if k in cls.__dataclass_fields__}
        return cls(**known)


#: The fields of a :class:`Step`, in order (what :meth:`Step.to_dict` reads).
_STEP_FIELDS = tuple(f.name for f in fields(Step))


@dataclass
class SessionSnapshot:
    """Cookies and storage of a browser context (Playwright ``storage_state``)."""

    cookies: list[dict[str, Any]] = field(default_factory=list)
    origins: list[dict[str, Any]] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.cookies or self.origins)

    def to_dict(self) -> dict[str, Any]:
        """Playwright's ``storage_state`` format."""
        return {"cookies": list(self.cookies), "origins": list(self.origins)}

    @classmethod
    def from_dict(cls, data: dict[str, Any] | None) -> SessionSnapshot:
        """A snapshot from ``storage_state`` data (None: an empty session)."""
        data = data or {}
        return cls(cookies=list(data.get("cookies") or []), origins=list(data.get("origins") or []))

    def cookie_dict(self) -> dict[str, str]:
        """Cookie name → value, as a plain HTTP client would send them."""
        return {c["name"]: c.get("value", "") for c in self.cookies if "name" in c}


@dataclass
class Route:
    """URL + session snapshot + navigation steps (Álvarez §III.3.1)."""

    url: str
    steps: list[Step] = field(default_factory=list)
    session: SessionSnapshot = field(default_factory=SessionSnapshot)
    kind: str = "link"
    #: Result records seen on the route's page the last time it was fetched
    #: (-1: unknown); an empty page where there were records hints at a lost session.
    results: int = -1

    # -- construction ------------------------------------------------------
    @classmethod
    def start(cls, url: str, kind: str = "link") -> Route:
        """A route that is just a URL: one ``goto`` step."""
        return cls(url=url, steps=[Step("goto", url=url)], kind=kind)

    @property
    def site(self) -> str:
        """The site whose session the route belongs to."""
        return site_of(self.url)

    @property
    def start_url(self) -> str:
        """Where replaying the route starts: its first HTTP step's URL."""
        for step in self.steps:
            if step.op in ("goto", "request") and step.url:
                return step.url
        return self.url

    @property
    def needs_browser(self) -> bool:
        """Whether a step of the route can only be replayed in a browser page."""
        return any(step.needs_browser for step in self.steps)

    def extended(
        self, *steps: Step, url: str | None = None, kind: str | None = None, max_steps: int = MAX_STEPS
    ) -> Route:
        """A new route: these steps after this route's, pruned.

        Pruning keeps what rebuilds server state: a GET ``goto`` directly
        followed by another GET ``goto`` of the same path (a results page
        followed by its next page) is dropped, and beyond ``max_steps`` the
        oldest GET ``goto`` steps after the first step go first.
        """
        new = list(self.steps)
        for step in steps:
            if new and _same_page_kind(new[-1], step) and len(new) > 1:
                new[-1] = step
            else:
                new.append(step)
        new = prune(new, max_steps)
        return Route(
            url=url or _last_url(steps) or self.url, steps=new, session=self.session, kind=kind or self.kind, results=-1
        )

    def with_session(self, session: SessionSnapshot | dict[str, Any] | None) -> Route:
        """The same route with another session snapshot (the identity stays)."""
        snap = session if isinstance(session, SessionSnapshot) else SessionSnapshot.from_dict(session)
        return Route(url=self.url, steps=list(self.steps), session=snap, kind=self.kind, results=self.results)

    # -- identity ------------------------------------------------------------
    def key(self) -> str:
        """Stable identity of what the route reaches (URL and steps, not the session)."""
        payload = json.dumps([self.url, [s.to_dict() for s in self.steps]], sort_keys=True)
        return hashlib.sha1(payload.encode("utf-8")).hexdigest()[:20]

    # -- (de)serialisation ---------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict for ``request.meta``, ``JOBDIR`` journals and Redis."""
        data: dict[str, Any] = {"url": self.url, "steps": [s.to_dict() for s in self.steps], "kind": self.kind}
        if self.session:
            data["session"] = self.session.to_dict()
        if self.results >= 0:
            data["results"] = self.results
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Route:
        """The route a :meth:`to_dict` dict stands for; :class:`RouteError` if it is none."""
        if not isinstance(data, dict) or not data.get("url"):
            raise RouteError(f"not a route: {str(data)[:200]!r}")
        return cls(
            url=data["url"],
            steps=[Step.from_dict(s) for s in data.get("steps") or []],
            session=SessionSnapshot.from_dict(data.get("session")),
            kind=data.get("kind", "link"),
            results=int(data.get("results", -1)),
        )

    def to_json(self) -> str:
        """Compact, key-sorted JSON."""
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> Route:
        """The route of :meth:`to_json` text; :class:`RouteError` if it is none."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise RouteError(f"route is not JSON: {exc}") from exc
        return cls.from_dict(data)


def route_of(value: Route | dict[str, Any] | str | None) -> Route | None:
    """A Route from whatever a ``meta`` slot holds (Route, dict or JSON), else None."""
    if value is None or value == "":
        return None
    if isinstance(value, Route):
        return value
    if isinstance(value, (str, bytes)):
        return Route.from_json(value)
    return Route.from_dict(value)


def prune(steps: list[Step], max_steps: int = MAX_STEPS) -> list[Step]:
    """Keep at most ``max_steps``: the first, every state-changing one, the last."""
    if len(steps) <= max_steps:
        return steps
    keep = list(steps)
    i = 1
    while len(keep) > max_steps and i < len(keep) - 1:
        if not keep[i].changes_state:
            del keep[i]
        else:
            i += 1
    if len(keep) > max_steps:  # too many state changes: keep the first and the newest
        keep = keep[:1] + keep[-(max_steps - 1) :]
    return keep


def _same_page_kind(prev: Step, new: Step) -> bool:
    if not (prev.op == new.op == "goto" and prev.method == new.method == "GET"):
        return False
    a, b = urlsplit(prev.url), urlsplit(new.url)
    return (a.netloc, a.path) == (b.netloc, b.path)


def _last_url(steps: tuple[Step, ...]) -> str:
    for step in reversed(steps):
        if step.op in ("goto", "request") and step.url:
            return step.url
    return ""
