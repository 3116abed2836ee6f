"""The serving of a generated web: every site on its own loopback address, one kit server group.

Shared by the generated web families (``tests/web`` and those written after it): each
defines how a site answers (:meth:`ServedWeb.site_app`), this starts and stops them all and
writes the host names the crawler resolves them by.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any

from tests.kit import Request, Response, ServerGroup


def host_address(net: str, i: int) -> str:
    """The i-th host address of a web: ``net.1`` … ``net.250``, then the next /24."""
    a, b, c = net.split(".")
    return f"{a}.{b}.{int(c) + i // 250}.{i % 250 + 1}"


class ServedWeb:
    """A web whose ``sites`` (each with ``ip`` and ``port``) are served by one :class:`ServerGroup`."""

    #: The server group's name and each site's listen backlog.
    server_name = "test-web"
    backlog = 256
    sites: list[Any]

    def __init__(self) -> None:
        self.stopping = threading.Event()
        self._group: ServerGroup | None = None

    def site_app(self, site: Any) -> Any:
        """The kit app that answers for ``site`` (``name``, ``stopping``, ``handle(request)``): by default,
        every request of the site goes to :meth:`serve`."""
        return _SiteApp(self, site)

    def serve(self, site: Any, request: Request) -> Response:
        """Answer ``request`` to ``site`` (the default :meth:`site_app`'s handler)."""
        raise NotImplementedError

    def start(self) -> Any:
        """Serve every site on its own address (any free port), all from one server group."""
        if self._group is not None:
            return self
        self.stopping.clear()
        group = ServerGroup(self.server_name)
        try:
            for site in self.sites:
                site.port = group.add(self.site_app(site), site.ip, 0, backlog=self.backlog)
        except OSError:
            group.stop()
            raise
        self._group = group.start()
        return self

    def stop(self) -> None:
        """Stop serving every site."""
        group, self._group = self._group, None
        if group is not None:
            group.stop()

    def hosts(self) -> dict[str, str]:
        """Host name → address, for :class:`tests.web.resolver.TestWebResolver`."""
        return {s.host: s.ip for s in self.sites if s.host}

    def write_hosts(self, path: Path) -> Path:
        """Write :meth:`hosts` as JSON for ``HIDDENWEB_TEST_HOSTS``; ``path``."""
        path = Path(path)
        path.write_text(json.dumps(self.hosts()), encoding="utf-8")
        return path

    def __enter__(self) -> Any:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()


class _SiteApp:
    """One site of a :class:`ServedWeb` as an app of the kit's server: every request goes to its ``serve``."""

    def __init__(self, web: ServedWeb, site: Any) -> None:
        self.web = web
        self.site = site
        self.name = site.host or site.ip
        self.stopping = web.stopping

    def handle(self, request: Request) -> Response:
        return self.web.serve(self.site, request)
