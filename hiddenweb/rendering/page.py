"""What the browser is asked to do on a page, and what it reports back (typed).

The rendering middleware sends a request to the browser with
:class:`PageOptions`; the browser glue (``hiddenweb.middlewares.browser``)
loads the page, replays the route's steps, submits the form of a
:class:`FormSpec` (Álvarez §III.4.4), simulates events (§III.3.3) and
returns a :class:`PageResult`, which the middleware turns into the
response, the page's route and its captured links.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from hiddenweb.sessions.routes import Route, Step


@dataclass
class FormSpec:
    """A form the browser fills and submits on its page (``request.meta`` key ``hiddenweb_form``).

    The form is found by CSS selector (``form``), else by its position among
    the page's forms (``index``), else as the form holding the input named
    ``field_name`` (meta key ``field``); ``values`` are typed into its inputs by name.
    """

    form: str | None = None
    index: int | None = None
    field_name: str | None = None
    values: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_meta(cls, data: Mapping[str, Any]) -> FormSpec:
        """The spec of a ``hiddenweb_form`` meta value (a dict, as spiders write it)."""
        index = data.get("index")
        return cls(
            form=data.get("form") or None,
            index=int(index) if index is not None else None,
            field_name=data.get("field") or None,
            values=dict(data.get("values") or {}),
        )

    def to_dict(self) -> dict[str, Any]:
        """The ``hiddenweb_form`` meta dict."""
        return {"form": self.form, "index": self.index, "field": self.field_name, "values": dict(self.values)}

    def locator(self) -> list[Any]:
        """The arguments the page script finds the form by: selector, index, field name."""
        return [self.form, self.index, self.field_name]


@dataclass
class PageOptions:
    """Everything the browser does on one page, under one time limit (``timeout`` seconds)."""

    #: The route that reached the page: the base of the routes event simulation finds.
    route: Route
    timeout: float = 20.0
    #: Longest wait for the page's XHR/fetch to finish.
    settle_ms: float = 3000.0
    simulate: bool = True
    max_events: int = 60
    #: Wait for a navigation after each simulated event.
    sim_settle_ms: float = 40.0
    #: Route steps to replay on the page before anything else.
    steps: list[Step] = field(default_factory=list)
    form: FormSpec | None = None
    #: Resource types the page never fetches.
    block_resources: list[str] = field(default_factory=list)
    #: Sites (besides the page's) the page may navigate to.
    allowed_sites: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready dict (``request.meta`` key ``hiddenweb_page_options``)."""
        return {
            "route": self.route.to_dict(),
            "timeout": self.timeout,
            "settle_ms": self.settle_ms,
            "simulate": self.simulate,
            "max_events": self.max_events,
            "sim_settle_ms": self.sim_settle_ms,
            "steps": [s.to_dict() for s in self.steps],
            "form": self.form.to_dict() if self.form else None,
            "block_resources": list(self.block_resources),
            "allowed_sites": list(self.allowed_sites),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], url: str = "") -> PageOptions:
        """Options from :meth:`to_dict` data; a missing route is the start of ``url``."""
        route = Route.from_dict(data["route"]) if data.get("route") else Route.start(url)
        return cls(
            route=route,
            timeout=float(data.get("timeout", 20.0)),
            settle_ms=float(data.get("settle_ms", 3000.0)),
            simulate=bool(data.get("simulate", True)),
            max_events=int(data.get("max_events", 60)),
            sim_settle_ms=float(data.get("sim_settle_ms", 40.0)),
            steps=[Step.from_dict(s) for s in data.get("steps") or ()],
            form=FormSpec.from_meta(data["form"]) if data.get("form") else None,
            block_resources=list(data.get("block_resources") or ()),
            allowed_sites=list(data.get("allowed_sites") or ()),
        )


@dataclass
class FormOutcome:
    """How submitting a :class:`FormSpec` went."""

    ok: bool
    #: The steps that filled and submitted the form (part of the result page's route).
    steps: list[Step] = field(default_factory=list)
    #: The kind of control that submitted it (``submit``, ``image``, ``button``, ``nearby``, ``form.submit``).
    via: str = ""
    #: What showed the submission worked: ``navigation``, ``xhr`` or ``dom``.
    effect: str = ""
    #: The page after the submission.
    url: str = ""
    #: Why it failed: ``form-not-found``, ``no-submission-worked``.
    reason: str = ""


@dataclass
class Simulation:
    """The routes event simulation found on a page (Álvarez §III.3.3)."""

    routes: list[Route] = field(default_factory=list)
    events: int = 0
    #: Route key → visible text of the element that revealed it (the link text).
    texts: dict[str, str] = field(default_factory=dict)


@dataclass
class PageResult:
    """What the browser reports about a rendered page."""

    #: The page's HTML, taken before event simulation changed it.
    html: str
    url: str
    #: Route steps replayed on the page.
    steps: list[Step] = field(default_factory=list)
    form: FormOutcome | None = None
    simulation: Simulation | None = None
    #: The browser context's cookies (Playwright's format), to keep one session with plain requests.
    cookies: list[dict[str, Any]] = field(default_factory=list)
    #: Dialogs (alert/confirm/prompt) and ``window.close`` calls suppressed.
    dialogs: int = 0
    closes: int = 0
    #: Resources not fetched (``PageOptions.block_resources``).
    blocked: int = 0
    #: Navigations to other hosts that were stopped.
    cross_host: list[str] = field(default_factory=list)
    #: The boxes of the page's forms as first rendered (:func:`hiddenweb.forms.layout.boxes_script`,
    #: one entry a ``<form>``); None when the page has no form or was not measured.
    form_boxes: list[dict[str, Any]] | None = None

    def route(self, requested: Route) -> Route:
        """The route of the page as it was reached: the request's route, extended by the
        submitted form's steps or replaced by the replayed steps, with the browser's session."""
        route = requested
        if self.form is not None and self.form.ok:
            route = route.extended(*self.form.steps, url=self.url, kind="form")
        elif self.form is None and self.steps:
            route = Route(url=self.url, steps=list(self.steps), kind=route.kind)
        return route.with_session({"cookies": self.cookies})
