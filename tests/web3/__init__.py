"""Family C: a third generated web for ``discover``, written after the crawler by someone who did not read its priors.

Held out (issue 15): nobody tunes on it. What differs from families A and B:

* **topic and languages**: the target is real estate (property for sale and to
  rent); pages in English, Italian, Dutch, Portuguese, Polish or Swedish;
* **navigation vocabulary**: the way to the property search says "Woningaanbod",
  "Immobili in vendita", "Wyszukiwarka ofert", "Till salu", "Homes for sale",
  "Trova casa"… (:data:`tests.web3.vocab.SEARCH_ENTRIES`), often without a
  "search" word; chrome words are those of real sites of each country;
* **URL schemes**: Drupal (``/?q=node/42``, ``?q=taxonomy/term/5&page=2``),
  DotNetNuke (``/Default.aspx?tabid=91``), Java portals (``/portal/list.do;jsessionid=…?cat=``),
  localised folders with a trailing slash (``/it/servizi/ricerca-avanzata/``),
  ``/cgi-bin/db.cgi?db=listings&view=…``, static ``.html`` files;
* **templates and where the search hides**: header navigation, mega-menus (a
  column per category, a link per town), breadcrumb-only sites (no navigation bar:
  tiles in the home page's body), an "Online services" landing page; the
  search on the home page, one click behind the navigation, behind the services
  page, only in the site map, in the sidebar of one inner listing page, or only
  linked from the text of the "About us" page; 12% of the non-English sites open
  on a language-selection splash page;
* **link structure**: six directories (the seeds, one per language) list about
  half the sites in paginated categories; regional portals and estate agents'
  associations list members; news sites link out from their articles; blogs
  keep blogrolls; businesses credit their web designers in the footer;
* **forms that are no search**: Formasaurus' real login, registration, contact
  and newsletter forms, real site-search boxes in the header of a quarter of the
  sites, valuation requests and viewing bookings on estate agents' sites
  (with property fields), mortgage calculators, removal quotes and furniture
  finders on neighbouring topics;
* **traps**: ``;jsessionid=`` in every link of Java portals, open-house
  calendars without end, sort facets that combine without end, listings whose
  "next" link never stops (every news site).

At the default scale: 3,000 sites, 240 of them real estate, 22 with a property
search (the ground truth: one page each); budget one page per site.
"""

from __future__ import annotations

from tests.web3.web import DOMAINS_DIR, TARGET, Site, Web, build_web, write_domains

__all__ = ["DOMAINS_DIR", "TARGET", "Site", "Web", "build_web", "write_domains"]
