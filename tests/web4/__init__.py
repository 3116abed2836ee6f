"""Family D: a fourth generated web for ``discover`` (placeholder docstring, rewritten below)."""

from __future__ import annotations

from tests.web4.web import DOMAINS_DIR, TARGET, Site, Web, build_web, write_domains

__all__ = ["DOMAINS_DIR", "TARGET", "Site", "Web", "build_web", "write_domains"]
