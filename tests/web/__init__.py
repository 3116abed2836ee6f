"""A web of many hosts on loopback, shaped like the real one, for ``discover``.

Every site is its own host on its own loopback address (127.x.y.z), so sites
are distinct hosts for politeness and per-site limits; with
``hostnames=True`` sites also get names (``riverside-books.test``) that
:class:`tests.web.resolver.TestWebResolver` resolves, so URLs carry words
the way real host names do. The web is generated from a seed: the same seed
gives the same web, another seed another web (for the benchmark's repeated
runs). Page bodies are written here (no third-party pages are copied); pages
are rendered on request, so a web of thousands of pages costs nothing until
it is crawled. All sites are served by one :class:`tests.kit.ServerGroup`
(one accepting thread; a thread per open connection).

What is in it (see :func:`build_web`); ``scale`` multiplies the site counts:

* **directories** (the seeds): category pages listing *some* of the sites of
  every kind, paginated (directories are incomplete, like real ones);
* **form sites** of five domains with different densities (books, hotels,
  jobs, cars, movies): stores, libraries, booking and job sites. Each has a
  navigation bar, category listings, many item pages (on-topic text, no
  form), info pages (about, help, privacy…), an account area with a login
  and a registration form, a newsletter form, and *one* searchable form of
  its domain 1–3 links deep behind a path drawn per site from realistic
  patterns ("Advanced search" → ``/search/advanced``, "Catalog" → "Search
  the catalog", "Reservations" → "Check availability", "Careers" → "Job
  search", and also opaque ones like "Start here"); the first step of the
  path is in the navigation of every page on most sites, on the home page
  only on others; a quick search box on some home pages;
* **blogs** of every domain: on-topic posts, archives and tag pages, comment
  and subscription forms, no searchable form; posts and blogrolls link to
  stores (home and item pages) and other blogs — most form sites are found
  through them, not through the directories;
* **neighbouring domains** (music stores, flight and car-rental booking) with
  their own search forms, and **portals** with co-located search forms of two
  domains (the critic must reject the neighbour's);
* **off-topic** sites (news, recipes, sports, tech) with site search boxes;
* **traps**: a link farm (endless distinct pages stuffed with topic words),
  an infinite calendar (pages that differ only in numbers), a bookshop whose
  search form is behind a robots.txt ``Disallow``, a page with hundreds of
  forms and a form with hundreds of inputs, a non-HTML seed, a dead host.

``web.hits`` counts requests per ``(site name, path)``; ``web.form_pages``
gives the URLs of a domain's relevant form pages (the ground truth).

Modules: :mod:`~tests.web.topics` (the domains' words, names and paths),
:mod:`~tests.web.generate` (:func:`build_web`, :func:`write_domains`),
:mod:`~tests.web.model` (:class:`Site`, :class:`Web`: serving, ground truth),
:mod:`~tests.web.render` (the pages), :mod:`~tests.web.resolver` (host names
for crawls). ``python -m tests.web`` serves the web and prints its seeds.
"""

from __future__ import annotations

from tests.web.generate import build_web, write_domains
from tests.web.model import Site, Web
from tests.web.topics import DOMAINS, DOMAINS_DIR, NEIGHBOURS, OFF_TOPIC_WORDS, TOPICS

__all__ = [
    "DOMAINS",
    "DOMAINS_DIR",
    "NEIGHBOURS",
    "OFF_TOPIC_WORDS",
    "TOPICS",
    "Site",
    "Web",
    "build_web",
    "write_domains",
]
