"""``discover``'s core: ACHE's adaptive focused crawler for search forms (Barbosa & Freire 2007).

One page goes through the loop of ACHE's Fig. 1, each step in its module:

* :mod:`~hiddenweb.discover.pages` — the page classifier (on topic?);
* :mod:`~hiddenweb.discover.neardup` — near-duplicate pages of a site (traps, mirrors);
* :mod:`~hiddenweb.discover.searchforms` — the searchable-form classifier, then
  :mod:`~hiddenweb.discover.dsfc`, the domain-specific form classifier; the
  relevant forms become :mod:`~hiddenweb.discover.items`;
* :mod:`~hiddenweb.discover.outlinks` — the page's links with their anchors and
  surrounding words, as :mod:`~hiddenweb.discover.terms` in three feature spaces;
* :mod:`~hiddenweb.discover.frontier` — the level queues and persistent frontier,
  ranked by the link classifier (:mod:`~hiddenweb.discover.links`) that
  :mod:`~hiddenweb.discover.learner` re-learns with feature selection
  (:mod:`~hiddenweb.discover.features`).

No Scrapy here: ``spiders/discover.py`` and ``hiddenweb/schedulers/frontier.py``
are the glue. ``hiddenweb.focus.*``, ``hiddenweb.dsfc`` and
``hiddenweb.formitems`` are the old names of these modules.
"""
