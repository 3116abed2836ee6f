"""A site's pages as a tree of nodes, and their URLs in the site's CMS scheme.

``localgov`` nested slugs (``/planning/planning-applications``), ``typo3`` ``/index.php?id=N``, ``table``
``/pages/<slug>.htm``, ``sitevision`` ``/<section>/<page>.html``, ``wordpress`` ``/?page_id=N``, ``civicplus``
``/N/Title-Words``. A node may have a fixed path of its own (an application mounted in a folder).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tests.web13.build import Site
from tests.web13.lang import slug

#: Query parameters that select a page (not just a view of it), in the order they are written.
ROUTE_PARAMS = ("id", "page_id", "f", "mode", "letter", "action", "module")


@dataclass
class Node:
    key: str
    title: str
    parent: str | None
    kind: str = "info"
    arg: Any = None
    listed: bool = True  # in the parent's list of sub-pages
    menu: bool = True  # in mega and dropdown menus
    sitemap: bool = True  # in the site map and the A–Z (only if at most two levels deep)
    path: str = ""
    children: list[str] = field(default_factory=list)


class Tree:
    """The nodes of one site, their paths and the reverse lookup."""

    def __init__(self, site: Site) -> None:
        self.site = site
        self.nodes: dict[str, Node] = {}
        self.routes: dict[str, str] = {}
        self.top: list[str] = []
        self.footer: list[str] = []
        self.header: list[str] = []

    def add(self, key: str, title: str, parent: str | None = "home", kind: str = "info", **kw: Any) -> Node:
        node = Node(key, title, parent, kind, **kw)
        self.nodes[key] = node
        if parent is not None:
            self.nodes[parent].children.append(key)
        return node

    def depth(self, key: str) -> int:
        d, node = 0, self.nodes[key]
        while node.parent is not None:
            d, node = d + 1, self.nodes[node.parent]
        return d

    def chain(self, key: str) -> list[Node]:
        out, node = [], self.nodes[key]
        while True:
            out.append(node)
            if node.parent is None:
                return out[::-1]
            node = self.nodes[node.parent]

    def finish(self) -> Tree:
        """Give every node without a fixed path its path in the site's scheme."""
        site, taken = self.site, set()
        for i, node in enumerate(self.nodes.values()):
            if not node.path:
                node.path = "/" if node.parent is None else self._path(node, site.pid + i)
            while node.path in taken:
                node.path = node.path.replace(".", "-2.", 1) if "." in node.path else node.path + "-2"
            taken.add(node.path)
            self.routes[node.path] = node.key
        return self

    def _path(self, node: Node, pid: int) -> str:
        names = [slug(n.title, "-", self.site.lang)[:40].strip("-") or n.key for n in self.chain(node.key)[1:]]
        cms = self.site.cms
        if cms == "typo3":
            return f"/index.php?id={pid}"
        if cms == "wordpress":
            return f"/?page_id={pid}"
        if cms == "table":
            return f"/pages/{names[-1]}.htm"
        if cms == "sitevision":
            return "/" + "/".join(names) + ".html"
        if cms == "civicplus":
            return f"/{pid}/" + "-".join(x.capitalize() for x in names[-1].split("-"))
        return "/" + "/".join(names)

    def lookup(self, path: str, query: dict[str, str]) -> Node | None:
        params = [p for p in ROUTE_PARAMS if p in query]
        for n in range(len(params), -1, -1):  # the page with the most selecting parameters that exists
            key = self.routes.get(path + ("?" + "&".join(f"{p}={query[p]}" for p in params[:n]) if n else ""))
            if key is not None:
                return self.nodes[key]
        return None

    def href(self, key: str) -> str:
        return self.nodes[key].path

    def link(self, key: str) -> tuple[str, str]:
        node = self.nodes[key]
        return node.title, node.path

    def mapped(self, max_depth: int = 2) -> list[Node]:
        """The nodes of the site map and the A–Z: listed ones at most ``max_depth`` levels deep."""
        return [n for n in self.nodes.values() if n.sitemap and n.parent is not None and self.depth(n.key) <= max_depth]
