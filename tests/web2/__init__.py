"""Family B: a second generated web for ``discover``, written apart from ``tests/web`` (family A).

Tune on one family, report on the other (issue 15). What differs from family A:

* **topics and languages**: twelve topics (the target is wine), one per site; half
  the sites in English, the rest in Spanish, French or German (page text, navigation,
  form labels);
* **navigation vocabulary**: the link to a search form says "Finder", "Lookup",
  "Browse the catalogue", "Query our records", "Buscar", "Recherche avancée",
  "Erweiterte Suche"… (:data:`tests.web2.vocab.SEARCH_ENTRIES`);
* **URL schemes**: ``index.php?page=…&id=``, ``.aspx`` pages, path dates, slugs;
* **layouts and where forms hide**: navigation bar, dropdown menus, sidebar, or
  navigation only in the footer; the form on the home page, one click behind the
  navigation, two clicks behind a "More"/"Tools"/"Mehr" page, or behind a
  footer-only link;
* **item share**: 40 to 600 item pages a site; listings of 24 items;
* **real forms**: login, registration, contact, newsletter and order forms are
  Formasaurus' annotated real forms (``forms.json``, written by
  ``python -m tests.web2.extract_forms``);
* **traps**: session ids in every internal link, an endless events calendar,
  faceted listings whose filters combine without end;
* **seeds**: four hubs (link lists) each listing a third of the sites; shops link
  to 1–3 sites of their topic and 2 others, forums to 10–20 of their topic.

At the default scale (:func:`build_web`): 3,000 sites, 225 of the target topic,
22 with a relevant search form; budget one page per site.
"""

from __future__ import annotations

from tests.web2.web import DOMAINS_DIR, TARGET, Site, Web, build_web, write_domains

__all__ = ["DOMAINS_DIR", "TARGET", "Site", "Web", "build_web", "write_domains"]
