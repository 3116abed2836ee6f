"""Scrapy schedulers: the query frontier of ``harvest`` and the level frontier of ``discover``."""
