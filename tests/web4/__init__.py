"""Family D: a fourth generated web for ``discover``, written by someone who did not read the crawler.

Held out (issue 15): nobody tunes on it, and it was written without reading
``hiddenweb/`` or the crawler's results on families A–C, so it is neither
written towards nor against how the crawler ranks links. What differs from
A (movies, English), B (wine; en/es/fr/de) and C (real estate; en/it/nl/pt/pl/sv):

* **topic**: used vehicles for sale (cars, vans, motorbikes): dealers,
  classifieds, auction houses. The domain ``vehicles``
  (:func:`write_domains`, ``domains/vehicles.json``) has nine attributes: make,
  model, price, first registration, mileage, fuel, gearbox, body type,
  location, with aliases in every language of the web. Neighbours that share
  its words and even its fields: car parts (a parts finder with make, model,
  year selects), car insurance (a quote form), car rental (a pick-up search);
* **languages and scripts**: German, French, Czech, Turkish, Greek, Russian,
  Japanese and English, three of them in non-Latin scripts (about 36% of the
  sites); pages in UTF-8 or in the language's legacy charset (ISO-8859-1/-7/-9,
  windows-1250/-1251/-1252, Shift_JIS), declared in the header and a ``<meta>``;
* **the way to the search** says "Fahrzeugsuche", "Detailsuche", "Traumauto
  finden", "Vyhledávání vozidel", "Araç ara", "Αναζήτηση οχημάτων", "Поиск
  авто", "中古車検索", "Find your next car", "Pre-owned selector"… and often has
  no word for "search" ("Autobörse", "Hayalindeki araç", "お探しの車");
  stock lists are "Bestand", "Our inventory", "В наличии", "在庫一覧"…;
* **URL schemes**: localised routes without extension (``/de/fahrzeuge/``,
  ``/de/fahrzeuge/f/vw/diesel/``), some in the site's own script and
  percent-encoded (``/ja/中古車検索/``, ``/ru/поиск-авто/``); WordPress
  (``/?page_id=57``, ``/?p=123``, ``&paged=2``); Joomla
  (``/index.php?option=com_vehiclemanager&view=list&Itemid=130&limitstart=40``);
  classic ASP (``/detail.asp?ID=12``); Rails (``/vehicles/123-vw-golf``,
  ``/pages/7``: numeric ids only); upper-case static paths (``/CARS/123.HTM``);
* **where the search hides** (every hiding place in turn over the form sites):
  a hero form on the home page; a header link; inside a dropdown mega-menu;
  behind an image link with only ``alt`` text; behind an icon button with
  only an ``aria-label``; in the sidebar of the stock list; two clicks deep
  behind a "Buy"/"Kaufen"/"購入" hub; only in the footer; only in a home-page
  banner. Every way in is an ``<a href>`` (no jump menus, no scripts);
* **the relevant form**: a multi-field vehicle search in five layouts (a table
  of labels, labels above fields, placeholders only, selects only with no text
  box, a compact bar) and four naming styles (``make``/``price_to``, ``mk``/``pt``,
  ``q[brand]``/``q[price][max]``, ``marke``/``preis_bis``); one page per form site
  is the ground truth (:meth:`Web.form_pages`);
* **forms that are no search (they do not count)**: trade-in valuations
  ("what's my car worth": make, model, year, mileage, and your name), finance
  calculators, test-drive bookings, Formasaurus' real login, registration,
  contact and newsletter forms, and a site-wide text search box in the header
  of a third of the sites (a real Formasaurus one, or the site engine's own: a
  text search of the site's pages, not a search of the vehicle database, so
  not relevant), parts finders, insurance quotes and rental searches on the
  neighbours' sites;
* **link structure and traps**: eight directories (one per language) list
  about half the sites in paginated categories; the seeds are each directory's
  home page and the first page of its vehicles category. Dealers have
  hundreds of vehicle pages each (120–800) behind paginated stock lists;
  make × fuel × body facet pages that combine in the order clicked, price-sort
  toggles, compare lists that grow, print views, session ids (``?sid=`` at the
  end on ASP sites, ``;jsessionid=`` on upper-case ones, ``&PHPSESSID=`` on
  Joomla lists and items but never on the search page's link), auction and
  club-meet calendars without end; news sites with endless "next" links;
  car forums and motoring news link out to dealers from their threads and
  articles; dealers' associations and motor portals list members; regional
  portals, blogrolls, web designers credited in footers; robots.txt on 30% of
  the sites disallows print, compare or site-search paths (never the search page).

At the default scale: 3,000 sites, 240 of them on vehicles (8%), 22 with a
vehicle search. Shortest paths from a seed to the 22 form pages, following
only on-topic pages' links (``tests/unit/test_web4.py``): seed 1
{2: 13, 3: 6, 4: 1, 5: 2}; seed 2
{1: 3, 2: 9, 3: 10}; seed 3 {1: 3, 2: 9, 3: 6, 4: 4} (clicks: forms; 1 = a home-page form
listed on a seed page).

Run: ``python benchmarks/bench_discover.py --family D --webs 3 --first-seed 1
--modes bfs,baseline,online,offline-online``.
"""

from __future__ import annotations

from tests.web4.web import DOMAINS_DIR, TARGET, Site, Web, build_web, write_domains

__all__ = ["DOMAINS_DIR", "TARGET", "Site", "Web", "build_web", "write_domains"]
