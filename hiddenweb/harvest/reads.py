"""The browser reads of selects a script fills, as requests of a harvest (issue 16; Álvarez §III.3, §III.4.1.1).

:class:`~hiddenweb.harvest.dependent.ReadPlan` says which pages to read;
:class:`BrowserReads` turns them into ``options`` requests (a route: open the
form's page, choose the path's values one after another, each followed by
the page settling), logs what each read found in the crawl state and hands
the harvest its template, carrying what was read, once every read is logged.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from hiddenweb import meta
from hiddenweb.forms.model import Form
from hiddenweb.harvest.dependent import Path, ReadPlan, with_loaded
from hiddenweb.harvest.requests import PRIORITY_PROBE, RequestSpec
from hiddenweb.routes import Route, Step
from hiddenweb.state import CrawlState

__all__ = ["BrowserReads"]

logger = logging.getLogger(__name__)


class _Harvest(Protocol):
    DEPENDENT: str
    state: CrawlState


class BrowserReads:
    """The reads of every harvest of a crawl: those in flight here, and what was said of them."""

    def __init__(self, state: CrawlState, harvest_for: Callable[[str], _Harvest]) -> None:
        self.state, self.harvest_for = state, harvest_for
        self._flying: dict[str, set[Path]] = {}
        self._said: set[tuple[str, str]] = set()
        self._begun: set[str] = set()

    def next(self, hid: str, template: dict, bootstrap: Sequence[str], limit: int) -> list[RequestSpec] | dict | None:
        """The reads due now (requests); the template to begin with once all are logged; None while some are in flight."""
        if hid in self._begun:
            return None
        form_data = template.get("form")
        form = Form.from_dict(form_data) if form_data else None
        if form is None:
            return self._begin(hid, template)
        harvest = self.harvest_for(hid)
        plan = ReadPlan(form, harvest.state.read(harvest.DEPENDENT), limit)
        if plan.done:
            return self._begin(hid, self._template(template, plan))
        flying = self._flying.setdefault(hid, set())
        due = [path for path in plan.reads if path not in flying]
        if not due:
            return None
        self._say(hid, plan, form)
        flying.update(due)
        return [self._request(hid, template, bootstrap, form, plan, path) for path in due]

    def logged(self, hid: str, spec: dict[str, Any], options: dict[str, list[list[str]]]) -> None:
        """A read's answer, logged in the crawl state (``options``: the selects it read, by name)."""
        harvest = self.harvest_for(hid)
        path = spec.get("path")
        if path is None:  # a request of the first version, from a resumed JOBDIR queue
            path = [[spec["parent"], spec["value"]]]
            options = {spec["child"]: options.get(spec["child"], [])}
        self._flying.get(hid, set()).discard(tuple((str(n), str(v)) for n, v in path))
        harvest.state.append(harvest.DEPENDENT, [{"path": [list(p) for p in path], "options": options}])

    def _begin(self, hid: str, template: dict) -> dict:
        self._begun.add(hid)
        return template

    def _template(self, template: dict, plan: ReadPlan) -> dict:
        """The harvest's template: loaded options in its form, dependent selects' options beside it."""
        for name, options in plan.loaded.items():
            logger.info("Options of %s filled by a script on load: %d", name, sum(1 for o in options if o[0].strip()))
        for name, spec in plan.dependent.items():
            logger.info(
                "Options of %s read under %d values of %s: %d",
                name,
                len(spec["under"]),
                " and ".join(spec["parents"]),
                sum(1 for _, options in spec["under"] for o in options if o[0].strip()),
            )
        out = with_loaded(template, plan.loaded)
        return {**out, "dependent": plan.dependent} if plan.dependent else out

    def _say(self, hid: str, plan: ReadPlan, form: Form) -> None:
        """Once per select: why the browser opens the form's page."""
        labels = {f.name: (f.label or f.name).lower() for f in form.fields}
        for path in plan.reads:
            child = plan.purpose.get(path, "")
            if (hid, child) in self._said:
                continue
            self._said.add((hid, child))
            count = sum(1 for p in plan.reads if plan.purpose.get(p) == child)
            if not path:
                logger.info(
                    "Selects empty in the page's HTML may be filled by a script on load; reading the page in the browser"
                )
            else:
                logger.info(
                    "%s's options are filled by a script after %s; reading them in the browser (%d values)",
                    labels.get(child, child),
                    labels.get(path[-1][0], path[-1][0]),
                    count,
                )

    def _request(
        self, hid: str, template: dict, bootstrap: Sequence[str], form: Form, plan: ReadPlan, path: Path
    ) -> RequestSpec:
        """The form's page in the browser, the path's values chosen one after another."""
        page_url = form.url or template.get("url", "")
        route = Route.start(page_url, kind="form")
        steps = [Step("select", selector=f'select[name="{name}"]', value=value) for name, value in path]
        if steps:
            route = route.extended(*steps, url=page_url)
        request_meta = {
            meta.HARVEST: hid,
            meta.TEMPLATE: template,
            meta.BOOTSTRAP: list(bootstrap),
            meta.DEPENDENT: {"path": [list(p) for p in path], "selects": plan.selects},
            meta.ROUTE: route.to_dict(),
            meta.NO_SIMULATION: True,
        }
        if not path:
            request_meta[meta.RENDER] = True  # the page as it loads: no step needs a browser, the script does
        return RequestSpec("options", page_url, priority=PRIORITY_PROBE, dont_filter=True, meta=request_meta)
