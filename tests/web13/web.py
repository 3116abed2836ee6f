"""The served web of family M: routing a request to its site's renderer, encoding, redirects, robots.txt."""

from __future__ import annotations

import logging
import re
import threading

from tests.kit import Request, Response
from tests.kit.webs import ServedWeb, host_address
from tests.web13 import portals, seeds
from tests.web13.build import Site
from tests.web13.chrome import add_sid, encode, page
from tests.web13.council import council_tree
from tests.web13.others import others_tree
from tests.web13.pages import relevant_html, render_tree_site
from tests.web13.tree import Tree

logger = logging.getLogger(__name__)
_SESSION = re.compile(r";jsessionid=([0-9A-Za-z]+)")
#: The node of the relevant form on a council that holds it itself.
FORM_NODE = {
    "home_widget": "home",
    "dropdown": "app_search",
    "online_hub": "online_planning",
    "results_first": "current_search",
    "sitemap_only": "app_search",
    "az_services": "az_search",
    "frameset": "reg_search",
    "deep_register": "register_search",
}


class Web(ServedWeb):
    """Family M: :meth:`start` serves every site on its own address."""

    server_name = "web13"

    def __init__(self, sites: list[Site], seed: int, net: str) -> None:
        super().__init__()
        self.sites = sites
        self.seed = seed
        self.net = net
        self._trees: dict[int, Tree] = {}
        self._lock = threading.Lock()
        for i, site in enumerate(sites):
            site.ip = host_address(net, i)
            if site.kind == "portal":
                site.item_tpl = portals.item_template(site)

    # -- the pages ---------------------------------------------------------------------------------------------------
    def tree(self, site: Site) -> Tree:
        """The (lazily built, cached) page tree of a council or other tree site."""
        t = self._trees.get(site.idx)
        if t is None:
            t = council_tree(self, site) if site.council else others_tree(self, site)
            with self._lock:
                t = self._trees.setdefault(site.idx, t)
        return t

    def serve(self, site: Site, request: Request) -> Response:
        query = {k: v[0] for k, v in request.query.items() if v and v[0]}
        form = {k: v[0] for k, v in request.form.items() if v and v[0]}
        status, ctype, body, headers = self.respond(site, request.method, request.path, query, form)
        if status in (301, 302):
            return Response.redirect(headers["location"], status)
        return Response(body, status, ctype)

    def respond(
        self, site: Site, method: str, path: str, query: dict[str, str], form: dict[str, str] | None = None
    ) -> tuple[int, str, bytes, dict[str, str]]:
        """(status, content type, body, headers) of a request; in process (the tests use it without serving)."""
        form = form or {}
        session = None
        m = _SESSION.search(path)
        if m:
            session, path = m.group(1), _SESSION.sub("", path)
        try:
            status, text, extra = self._render(site, method, path, query, form, session)
        except Exception:  # a bug must show as a server error, not a hang
            logger.exception("%s: failed on %s", site.host, path)
            status, text, extra = 500, page(site, "Error", "<h1>Internal server error</h1>"), {}
        if status in (301, 302):
            return status, "", b"", {"location": text}
        if "content-type" in extra:
            return status, extra["content-type"], text.encode("latin-1"), {}
        if path == "/robots.txt":
            return status, "text/plain; charset=utf-8", text.encode(), {}
        if "sid" in site.traps and status == 200:
            text = add_sid(text, site, path + "?" + "&".join(f"{k}={v}" for k, v in sorted(query.items())))
        ctype, body = encode(text, site.charset)
        return status, ctype, body, {}

    def _render(
        self, site: Site, method: str, path: str, query: dict[str, str], form: dict[str, str], session: str | None
    ) -> tuple[int, str, dict[str, str]]:
        if path == "/robots.txt":
            if not site.robots:
                return 404, "", {"content-type": "text/plain"}
            lines = ["User-agent: *", "Disallow: /admin/", "Disallow: /intranet/", "Disallow: /cgi-bin/admin/"]
            return 200, "\n".join(lines) + "\n", {}
        query = {k: v for k, v in query.items() if k != "sid"}
        if site.kind == "seed":
            return seeds.render(self, site, method, path, query, form)
        if site.kind == "portal":
            return portals.render(self, site, method, path, query, form, session)
        return render_tree_site(self, site, method, path, query, form)

    # -- what the benchmark and the tests need -----------------------------------------------------------------------
    def seeds(self) -> list[str]:
        """The start URLs: the twelve seed sites' home pages."""
        return [s.base + "/" for s in self.sites if s.kind == "seed"]

    def form_sites(self) -> list[Site]:
        return sorted((s for s in self.sites if s.kind == "form"), key=lambda s: s.f)

    def form_host(self, site: Site) -> Site:
        """The site that serves a form site's relevant form (its portal, or itself)."""
        return self.sites[site.portal] if site.portal >= 0 else site

    def relevant(self, site: Site) -> tuple[str, str, str]:
        """(form page URL, action as written in the form, method) of a form site's relevant form."""
        host = self.form_host(site)
        if host is not site:
            path, action, method = portals.relevant(host)
            return host.base + path, action, method
        t = self.tree(site)
        key = FORM_NODE[site.sub]
        html = relevant_html(t, key)
        action = re.search(r'action="([^"]*)"', html).group(1).replace("&amp;", "&")
        method = re.search(r'method="([a-z]+)"', html).group(1)
        return site.base + t.href(key), action, method

    def form_pages(self) -> set[str]:
        """Ground truth: the URLs (with port) of the pages holding the relevant search forms."""
        return {self.relevant(s)[0] for s in self.form_sites()}

    def site_of(self, url_host: str) -> Site | None:
        return next((s for s in self.sites if s.host == url_host), None)
