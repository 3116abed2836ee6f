"""Session set-up that keeps one-time noise out of the crawls' logs."""

from __future__ import annotations

import logging

import pytest


@pytest.fixture(scope="session", autouse=True)
def public_suffix_list_cached() -> None:
    """Fill tldextract's cache before any crawl runs.

    Scrapy's cookie middleware splits cookie domains with a default
    ``TLDExtract``, which on first use tries to download the Public Suffix
    List. Offline (CI) that logs a warning with a traceback, once per fresh
    machine, into whichever crawl comes first, and then caches the bundled
    snapshot. Doing the same first use here, with the same default arguments
    (the cache key), keeps that one-time noise out of the crawls' logs.
    """
    import tldextract

    quiet = logging.getLogger("tldextract")
    level, quiet.level = quiet.level, logging.CRITICAL
    try:
        tldextract.TLDExtract(include_psl_private_domains=True)("example.com")
    finally:
        quiet.setLevel(level)
