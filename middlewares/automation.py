"""Browser glue: what hiddenweb does in a Playwright page (Álvarez §III.3.1, §III.3.3, §III.4.4).

Replaying a route's steps, filling and submitting a form the way a user
would, and simulating events to discover routes. Each function drives a
Playwright ``Page`` (through the ``window.__hw`` helpers of
``hiddenweb/data/simulation.js``) and returns the typed results of
:mod:`hiddenweb.rendering.page`; the decisions that need no page (which
events, which routes) are in :mod:`hiddenweb.rendering.simulation`.

This module is glue, not core: it is the only code besides
:mod:`hiddenweb.middlewares.browser` that calls a browser page.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl

from playwright.async_api import Error as PlaywrightError

from hiddenweb.rendering.page import FormOutcome, FormSpec, Simulation
from hiddenweb.rendering.simulation import RouteCollector, event_step, events_to_fire
from hiddenweb.sessions.routes import Route, Step

logger = logging.getLogger(__name__)

_SUBMIT_JS = (
    "id => { const f = __hw.el(id); if (!f) return false; HTMLFormElement.prototype.submit.call(f); return true; }"
)
_REQUEST_JS = """([url, method, pairs]) => {
    const f = document.createElement('form'); f.method = method; f.action = url;
    for (const [k, v] of pairs) { const i = document.createElement('input');
      i.type = 'hidden'; i.name = k; i.value = v; f.appendChild(i); }
    document.body.appendChild(f); HTMLFormElement.prototype.submit.call(f); return true; }"""


@dataclass
class PageTracker:
    """What hiddenweb knows of one open page: set up by the page init callback, read by the automation."""

    site: str
    opened: float
    allowed: set[str]
    context: Any = None
    #: Navigations are captured, not followed (event simulation).
    simulating: bool = False
    navs: list[dict[str, Any]] = field(default_factory=list)
    #: (``navigation`` | ``xhr``, url) of the requests seen, to tell whether a submission did anything.
    requests: list[tuple[str, str]] = field(default_factory=list)
    blocked: int = 0
    cross_host: list[str] = field(default_factory=list)
    nav_event: asyncio.Event = field(default_factory=asyncio.Event)

    def navigated_since(self, before: int) -> bool:
        """Whether a main-frame navigation started after the first ``before`` requests."""
        return any(kind == "navigation" for kind, _ in self.requests[before:])


class StepFailed(RuntimeError):
    """A navigation step could not be replayed (element gone, page changed)."""


def _destroyed_by_navigation(exc: PlaywrightError) -> bool:
    message = str(exc)
    return "context was destroyed" in message or "navigat" in message.lower()


#: Longest wait for a document to load (the page's time limit bounds every wait as well).
LOAD_WAIT_MS = 10_000


async def loaded(page: Any, max_ms: float = LOAD_WAIT_MS) -> bool:
    """Wait until the page's document has loaded (at most ``max_ms``); whether it did.

    Not Playwright's ``wait_for_load_state("load")`` (nor ``goto``'s): when a
    script starts a navigation that the router stops (to another host), Playwright
    forgets the first document's events and waits for a load that it never
    reports, though the document goes on and loads.
    """
    for _ in range(3):
        try:
            return bool(await page.evaluate("m => window.__hw ? __hw.loaded(m) : true", max_ms))
        except PlaywrightError as exc:  # a navigation replaced the document: wait for the new one
            if not _destroyed_by_navigation(exc):
                raise
    return False


async def settle(page: Any, max_ms: float, quiet_ms: float = 60) -> bool:
    """Wait until the page's requests are done and neither they nor its scripts changed its nodes
    for ``quiet_ms`` (at most ``max_ms``); if a navigation replaces the page meanwhile, settle the
    new one. False: the page was still busy at ``max_ms`` (it is read as it stands)."""
    for _ in range(2):
        try:
            return (
                await page.evaluate("([m, q]) => window.__hw ? __hw.settle(m, q) : true", [max_ms, quiet_ms])
                is not False
            )
        except PlaywrightError as exc:  # navigation destroyed the context: wait for the new page
            if not _destroyed_by_navigation(exc):
                raise
            await loaded(page)
    return False


async def act_and_follow(
    page: Any, expr: str, arg: Any, settle_ms: float, tracker: PageTracker | None = None, nav_wait_ms: float = 150
) -> bool:
    """Run ``expr`` in the page; if it starts a navigation, wait for the new page."""
    before = len(tracker.requests) if tracker else 0
    try:
        ok = await page.evaluate(expr, arg)
    except PlaywrightError as exc:
        if not _destroyed_by_navigation(exc):
            raise
        await loaded(page)
        await settle(page, settle_ms)
        return True
    await settle(page, settle_ms)
    if tracker is not None:
        deadline = time.monotonic() + nav_wait_ms / 1000
        while time.monotonic() < deadline and not tracker.navigated_since(before):
            await asyncio.sleep(0.01)
        if tracker.navigated_since(before):
            await loaded(page)
            await settle(page, settle_ms)
    return bool(ok)


async def appeared(page: Any, step: Step, max_ms: float) -> bool:
    """Wait until the element of ``step`` is on the page (at most ``max_ms``); whether it is.

    The page was settled (:func:`settle`), but a script may still draw the element one timer later,
    with no request pending and nothing changing in between: on a loaded machine the JS catalogue's
    "Next", drawn 40 ms after its last row, came after the 60 ms of quiet that :func:`settle` waits for,
    and the route's click found nothing.
    """
    try:
        return bool(await page.evaluate("([s, t, m]) => __hw.appear(s, t, m)", [step.selector, step.text, max_ms]))
    except PlaywrightError as exc:
        if not _destroyed_by_navigation(exc):
            raise
        await loaded(page)
        return True  # a new document: the step acts on it, or says it found nothing


async def replay_steps(
    page: Any, steps: Iterable[Step | dict[str, Any]], settle_ms: float = 3000, tracker: PageTracker | None = None
) -> list[Step]:
    """Replay a route's navigation steps on ``page`` (Álvarez §III.3.1); returns the steps done."""
    done: list[Step] = []
    for i, data in enumerate(steps):
        step = data if isinstance(data, Step) else Step.from_dict(data)
        if step.op == "goto":
            if not (i == 0 and step.url.split("#")[0] == page.url.split("#")[0]):
                await page.goto(step.url, wait_until="commit")
                await loaded(page)
                await settle(page, settle_ms)
        elif step.op == "request":
            pairs = parse_qsl(step.body, keep_blank_values=True)
            await act_and_follow(page, _REQUEST_JS, [step.url, step.method, pairs], settle_ms, tracker)
        elif step.op == "wait":
            if step.selector:
                await page.wait_for_selector(step.selector, state="attached")
            else:
                await asyncio.sleep(min(float(step.value or step.timeout or 0) / 1000, 10))
        elif step.op == "login":
            raise StepFailed("login steps are replayed over HTTP by the sessions middleware")
        elif not await appeared(page, step, settle_ms) or not await act_and_follow(
            page,
            "([op, s, t, v]) => __hw.act(op, s, t, v)",
            [step.op, step.selector, step.text, step.value],
            settle_ms,
            tracker,
        ):
            raise StepFailed(f"step {step.op} {step.selector or step.text!r} found no element on {page.url}")
        done.append(step)
    return done


async def submit_form(
    page: Any,
    spec: FormSpec | dict[str, Any],
    settle_ms: float = 3000,
    max_candidates: int = 8,
    tracker: PageTracker | None = None,
) -> FormOutcome:
    """Fill a form and submit it like a user would (Álvarez §III.4.4).

    Tries submit inputs, image inputs, buttons, then nearby elements with
    handlers ranked by distance and "search/go/submit" text, then
    ``form.submit()``. Success is a navigation or an XHR (or, beyond the
    paper, an in-page change for sites that filter an in-page index).
    """
    spec = spec if isinstance(spec, FormSpec) else FormSpec.from_meta(spec)
    filled = await page.evaluate("([s, i, f, v]) => __hw.fillForm(s, i, f, v)", [*spec.locator(), spec.values])
    steps = [Step(op=f["op"], selector=f["selector"], value=str(f["value"])) for f in filled or []]
    candidates = await page.evaluate("([s, i, f]) => __hw.submitCandidates(s, i, f)", spec.locator())
    if candidates is None:
        return FormOutcome(ok=False, steps=steps, reason="form-not-found")
    nearby = 0
    for cand in candidates:
        if cand["kind"] == "nearby":
            if nearby >= max_candidates:
                continue
            nearby += 1
        effect, step = await _try_submission(page, cand, settle_ms, tracker)
        if effect:
            await settle(page, settle_ms)
            return FormOutcome(ok=True, steps=[*steps, step], via=cand["kind"], effect=effect, url=page.url)
    return FormOutcome(ok=False, steps=steps, reason="no-submission-worked")


async def _try_submission(
    page: Any, cand: dict[str, Any], settle_ms: float, tracker: PageTracker | None
) -> tuple[str | None, Step]:
    """Activate one submission candidate; what showed it worked (navigation, xhr, dom) or None."""
    before = len(tracker.requests) if tracker else 0
    await page.evaluate("() => __hw.take()")
    if cand["kind"] == "form.submit":
        expr, step = _SUBMIT_JS, Step("submit", selector=cand["selector"])
    else:
        expr, step = "id => __hw.fire(id, 'click')", Step("click", selector=cand["selector"], text=cand["text"])
    try:
        await act_and_follow(page, expr, cand["id"], settle_ms, tracker, nav_wait_ms=300)
    except PlaywrightError as exc:  # this control does not work: the next candidate may
        logger.debug("submission candidate %s failed: %s", cand, exc)
        return None, step
    new = tracker.requests[before:] if tracker else []
    if any(kind == "navigation" for kind, _ in new):
        return "navigation", step
    if any(kind == "xhr" for kind, _ in new):
        return "xhr", step
    try:
        taken = await page.evaluate("() => window.__hw ? __hw.take() : {mutations: 0}")
    except PlaywrightError:  # the page was replaced: the submission navigated
        return "navigation", step
    return ("dom" if taken.get("mutations", 0) > 0 else None), step


async def simulate_events(
    page: Any,
    base: Route,
    max_events: int = 60,
    settle_ms: float = 40,
    xhr_wait_ms: float = 3000,
    tracker: PageTracker | None = None,
) -> Simulation:
    """Route discovery by event simulation (Álvarez §III.3.3).

    Every element with handlers gets each handled event fired while the
    page is in *simulation state*: navigations (links, ``location``,
    ``window.open``, form submissions) are captured, not followed; dialogs
    and ``window.close`` are suppressed. After each event the page is
    scanned again and new elements are processed first, carrying the steps
    that revealed them (a menu's mouseover). Returns the routes found.
    """
    if tracker is None:
        return Simulation()
    tracker.simulating = True
    found = RouteCollector(base, page.url)
    events = 0
    try:
        await page.evaluate("() => { __hw.simulating = true; __hw.take(); }")
        initial = await page.evaluate("n => __hw.scan(n)", 2000)
        queue: deque[tuple[dict[str, Any], list[Step]]] = deque((c, []) for c in initial if not c["plain"])
        while queue and events < max_events:
            cand, prefix = queue.popleft()
            for ev in events_to_fire(cand["events"]):
                if events >= max_events:
                    break
                events += 1
                outcome = await _fire(page, tracker, cand, ev, prefix, found, settle_ms, xhr_wait_ms)
                if outcome is None:
                    break  # element gone
                queue.extendleft(reversed(outcome))  # newly created elements first (bottom-up)
    finally:
        tracker.simulating = False
        try:
            await page.evaluate("() => { __hw.simulating = false; }")
        except PlaywrightError:
            pass  # the page is closing: nothing left to simulate on
    return found.result(events)


async def _fire(
    page: Any,
    tracker: PageTracker,
    cand: dict[str, Any],
    ev: str,
    prefix: list[Step],
    found: RouteCollector,
    settle_ms: float,
    xhr_wait_ms: float,
) -> list[tuple[dict[str, Any], list[Step]]] | None:
    """Fire one event and collect its routes; the elements it created (to fire next), None if the element is gone."""
    tracker.navs.clear()
    tracker.nav_event.clear()
    try:
        fired = await page.evaluate("([id, ev]) => __hw.fire(id, ev)", [cand["id"], ev])
    except PlaywrightError as exc:  # this element's handler broke: the others may still work
        logger.debug("firing %s on %s failed: %s", ev, cand["selector"], exc)
        return []
    if not fired:
        return None
    await settle(page, xhr_wait_ms, quiet_ms=0)
    if not tracker.navs:
        try:
            await asyncio.wait_for(tracker.nav_event.wait(), settle_ms / 1000)
        except TimeoutError:
            pass  # no navigation: the event changed the page in place, or did nothing
    taken = await page.evaluate("() => __hw.take()")
    step = event_step(ev, cand)
    navs = list(taken.get("captured") or []) + list(tracker.navs)
    found.navigations(navs, prefix, step, cand["text"])
    if navs:
        return []
    found.xhr([x["url"] for x in taken.get("xhr") or []], prefix, step, page.url, cand["text"])
    revealed = found.revealed(await page.evaluate("n => __hw.scan(n)", 500))
    return [(c, [*prefix, step]) for c in revealed]
