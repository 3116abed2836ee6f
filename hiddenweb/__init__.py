"""hiddenweb: a Scrapy crawler for the hidden web.

The ``hiddenweb`` package is the core: algorithms and models over plain
inputs (HTML strings, URLs, token lists, numpy arrays) that import no crawl.
The Scrapy glue lives in ``hiddenweb.spiders``, ``hiddenweb.middlewares``
and ``hiddenweb.pipelines``.
"""

__version__ = "0.1.0"
