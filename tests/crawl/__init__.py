"""Tests that start something: local HTTP servers, ``scrapy crawl`` subprocesses, Redis, Chromium, Scrapyd."""
