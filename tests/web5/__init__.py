"""Family E (placeholder docstring)."""

from __future__ import annotations

from tests.web5.web import DOMAINS_DIR, TARGET, Site, Web, build_web, write_domains

__all__ = ["DOMAINS_DIR", "TARGET", "Site", "Web", "build_web", "write_domains"]
