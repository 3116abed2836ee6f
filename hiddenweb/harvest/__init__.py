"""Surfacing a hidden database through its search form (the core of the ``harvest`` spider).

Ntoulas, Zerfos and Cho (JCDL 2005, §2, Fig. 2) surface a site with the loop
``while budget: q = select_term(); R = query_site(q); download(R)`` and the
statistics updated from each result page. The package:

* :mod:`~hiddenweb.harvest.loop`: :class:`Harvest`, that loop for one site,
  turned inside out for a crawler driven by responses, kept in the crawl state;
* :mod:`~hiddenweb.harvest.harvester`: :class:`Harvester`, every harvest of a
  crawl: start pages, search forms, empty-page probes, queries, errors;
* :mod:`~hiddenweb.harvest.pages`: result pages read, records accounted and
  held until the feed has them, queries ended;
* :mod:`~hiddenweb.harvest.targets`: start pages, forms feeds, seeds, site words;
* :mod:`~hiddenweb.harvest.requests`: the requests a harvest makes, without Scrapy;
* :mod:`~hiddenweb.harvest.options`: spider arguments over settings;
* :mod:`~hiddenweb.harvest.keys`: :func:`record_key`, a record's identity.
"""

from __future__ import annotations

from hiddenweb.harvest.harvester import Harvester
from hiddenweb.harvest.keys import SESSION_PARAMS, record_key
from hiddenweb.harvest.loop import Harvest, HarvestLimits, OpenQuery, PageVerdict
from hiddenweb.harvest.options import HarvestOptions
from hiddenweb.harvest.pages import PageOutcome, ResultPages, Stats
from hiddenweb.harvest.requests import RequestSpec

__all__ = [
    "SESSION_PARAMS",
    "Harvest",
    "HarvestLimits",
    "HarvestOptions",
    "Harvester",
    "OpenQuery",
    "PageOutcome",
    "PageVerdict",
    "RequestSpec",
    "ResultPages",
    "Stats",
    "record_key",
]
