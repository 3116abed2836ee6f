"""Rendering JavaScript only where it is needed (Álvarez §III.3): the core, without a browser.

* :mod:`~hiddenweb.rendering.detection`: does a plain page need a browser
  (:func:`needs_rendering`), did rendering add anything (:func:`rendering_added`);
* :mod:`~hiddenweb.rendering.memory`: per site and kind of page, did it need
  the browser (:class:`RenderingMemory`, :func:`page_kind`);
* :mod:`~hiddenweb.rendering.modes`: ``HIDDENWEB_RENDER`` modes, per site;
* :mod:`~hiddenweb.rendering.page`: what the browser is asked to do on a page
  and what it reports (typed: :class:`PageOptions`, :class:`PageResult`…);
* :mod:`~hiddenweb.rendering.simulation`: event simulation's routes (§III.3.3);
* :mod:`~hiddenweb.rendering.links`: captured navigations as ordinary links;
* :mod:`~hiddenweb.rendering.chromium`: which Chromium, what a browser failure means;
* :mod:`~hiddenweb.rendering.processes`: the browser's processes and memory (``/proc``).

Import rule: this package imports no Scrapy, Twisted or Playwright, and no
code here calls a browser page. Code that drives a Playwright ``Page`` is
glue and lives in ``hiddenweb.middlewares`` (``browser.py``: page
instrumentation and automation; ``rendering.py``: the downloader
middleware; ``handlers.py``: the download handler), where it exchanges
the typed data of :mod:`~hiddenweb.rendering.page` with the middleware.
"""

from hiddenweb.rendering.detection import MAX_INSPECTED_CHARS, Verdict, measure, needs_rendering, rendering_added
from hiddenweb.rendering.links import SIMULATED_LINKS_ID, inject_links, route_url, without_simulated_links
from hiddenweb.rendering.memory import KindStats, RenderingMemory, page_kind
from hiddenweb.rendering.modes import MODES, mode_for, parse_mode
from hiddenweb.rendering.page import FormOutcome, FormSpec, PageOptions, PageResult, Simulation

__all__ = [
    "MAX_INSPECTED_CHARS",
    "MODES",
    "SIMULATED_LINKS_ID",
    "FormOutcome",
    "FormSpec",
    "KindStats",
    "PageOptions",
    "PageResult",
    "RenderingMemory",
    "Simulation",
    "Verdict",
    "inject_links",
    "measure",
    "mode_for",
    "needs_rendering",
    "page_kind",
    "parse_mode",
    "rendering_added",
    "route_url",
    "without_simulated_links",
]
