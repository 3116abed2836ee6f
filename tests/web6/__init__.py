"""Family F: a sixth generated web for ``discover``, written by someone who did not read the crawler.

Held out: written without reading ``hiddenweb/``, the spiders, the benchmarks
or the content of families A–E (only the serving plumbing ``tests/web/model.py``,
the kit and the real Formasaurus forms of ``tests/web2/forms.json``), and never
crawled by its author, so it is neither written towards nor against how the
crawler ranks links. What differs from A–E:

* **topic**: museum, archive and library collections ("search the
  collection"): museums, galleries, record offices and state archives,
  university and national libraries, heritage institutes, auction houses'
  sale archives and digital-collections portals, plus culture blogs and three
  Europeana-style aggregators (``Heritage Hub``, ``Acervos do Brasil``,
  ``Коллекции России``) that list partner institutions and deep-link their
  objects but have no search of their own ("coming soon"). The domain
  ``collections`` (:func:`write_domains`, ``domains/collections.json``) has ten
  attributes (keyword, title, artist/maker, object type, date/period,
  material/technique, place of origin, collection/department, accession
  number, has image) with aliases in every language of the web. Neighbours
  sharing its words and fields, none of whose forms counts: exhibition ticket
  booking (date, time slot, adults, children, exhibition), event calendars
  (month, category), art-supply shops (product, brand, price), auction houses
  (lot alerts with e-mail, artist and object type; bids), genealogy services
  (an order form: surname, birth year, parish, archive reference, delivery),
  tourism finders (city, what to visit, date) and university course searches
  (course, faculty = the museum departments' names, level);
* **languages and scripts**: Chinese (Simplified; UTF-8, GB18030 or GBK),
  Russian (UTF-8, windows-1251 or KOI8-R), Greek (ISO-8859-7), Turkish
  (ISO-8859-9, windows-1254), Hebrew (right to left, ``dir="rtl"``,
  windows-1255), Thai (TIS-620, running text without spaces between words),
  Brazilian Portuguese (UTF-8, ISO-8859-1), Polish (UTF-8, ISO-8859-2),
  Swahili and some English; declared in the ``Content-Type`` header and a
  ``<meta>`` (``charset`` or ``http-equiv``); characters a charset lacks (a
  Chinese partner's name on a Greek page) as numeric references;
* **the way to the search** says "Collection", "Online catalogue", "Fonds",
  "藏品", "馆藏", "典藏", "Коллекция", "Фонды", "Электронный каталог",
  "Συλλογές", "Koleksiyon", "Eserler", "אוסף", "คลังสะสม", "โบราณวัตถุ",
  "Acervo", "Zbiory", "Mkusanyiko"… (``vocab.py``: ``coll``, ``hub``,
  ``hub_link``), mostly without a word for "search";
* **where the search hides** (:data:`HIDES`, each form site taking the next in
  turn): ``home`` (on the home page itself; where ``/`` redirects, the page it
  redirects to is the truth); ``nav`` (a header navigation link); ``mega`` (a
  link in a nested list of a mega-menu whose top item is a ``<span>``, not a
  link); ``two_clicks`` (the "Research"/"Исследователям"/"מחקר" hub page, then
  "Collections database"); ``footer`` (only a footer link); ``subhost`` (a
  separate host, ``collections.<org>.<tld>`` whose home page holds the form,
  or ``<org>.<provider>`` whose ``/`` redirects to ``/search/simple``, the
  truth; linked from the institution's navigation); ``button`` (a
  ``role="button"`` link in the home page's hero); ``imagemap`` (an ``<area
  href>`` of the home page's floor plan); ``iframe`` (the collection page
  embeds the form page in an ``<iframe src>``; the iframe's page, holding the
  form, is the truth, the embedding page is not); ``jump`` (a ``<select
  onchange>`` quick-links menu with a ``<noscript>`` list of the same links,
  and ``<link rel="search" type="text/html">`` in every page's head);
  ``sitemap`` (only listed on the sitemap page, linked from the footer);
  ``browse`` (the facet sidebar form of the first, unfiltered, unsorted page
  of the collection browse list: that page without a query is the truth);
* **the relevant form**: a collection search in six layouts (a table of
  labels; labels above fields; placeholders only with the filters in a
  ``<details>``; selects only, no text box; an advanced search with eleven
  fields, AND/OR radios, sort and page size; a compact POST form) and six
  field naming styles (``q``/``artist``/``type``; ``search[creator]``;
  ``kw``/``au``/``ot``/``inv``; Dublin Core ``dc_creator``/``dc_type``;
  ASP.NET ``ctl00$MainContent$txtKeyword`` with ``__VIEWSTATE``, posting back
  to itself; each language's own words: ``guanjianci``/``zuozhe``,
  ``avtor``/``inv_nomer``, ``dimiourgos``, ``sanatci``/``envanter_no``,
  ``yotzer``/``mispar_rishum``, ``sinlapin``/``lek_thabian``,
  ``autor``/``tombo``, ``fraza``/``nr_inw``, ``msanii``/``namba``). Select
  values are codes, numbers or the native labels. One page per form site is
  the ground truth (:meth:`Web.form_pages`; links to it never carry a session
  id); results pages answer with objects and a "New search" link back, never
  a second copy of the form;
* **forms that are no collection search** (they do not count): ticket
  booking, event filters, shop product search, donations, workshop/course
  search, archives' and libraries' "order copies" (a genealogy-like order
  form), Formasaurus' real login, registration, contact and newsletter forms,
  the directories' "add your site", and a site-wide text search box in the
  header of three quarters of the heritage sites and half the others (a real
  Formasaurus one, or the site's own:
  ``/site-search/``, ``/?s=``, ``/search/node``, ``/cgi-bin/search.pl``,
  ``/SiteSearch.aspx``; it searches the site's pages, not its collection);
  on-topic sites without a collection search link "Collection" to a
  highlights page (browse lists, objects, "database coming soon") instead;
* **URL schemes** (six, over the heritage sites): clean
  (``/collection/object/12345/``, ``/explore/search/``); WordPress-like
  (``/?page_id=45``, ``/?p=12``, ``/objects.php?id=``, ``/catalogue.php``);
  Drupal-like (``/node/123`` for pages and objects, ``/collection-search``);
  localised (``/ru/коллекция/поиск/``, ``/zh-cn/藏品/文物/1234/``,
  ``/he/אוסף/``, percent-encoded; ``/`` redirects to ``/<lang>/``); CGI
  (``/index.html``, ``/cgi-bin/browse.pl?rec=``, ``/cgi-bin/opac.pl``; ``/``
  redirects 301); ASP.NET (``/Default.aspx?ID=12``,
  ``/Collections/Object.aspx?ObjectID=``, ``/Collections/Search.aspx``; ``/``
  redirects). Sessions on a quarter of them (``;jsessionid=``, ``?sid=``,
  cookieless ``/(S(…))/``), a new id on every page entered without one.
  Missing trailing slashes are redirected (301) on some sites, served as they
  are on others;
* **link structure and traps**: ten directories, one per language, list every
  directory-listed institution, the culture blogs and ticket/event
  neighbours in their "Museums, archives & libraries" category (25 a page,
  an A–Z toggle) and about half the other sites in nine other categories; two
  of them (Russian, Portuguese) link out through ``/go.php?id=`` redirects.
  The seeds (:meth:`Web.seeds`) are each directory's home and museums
  category and each aggregator's home. A third of the form sites are listed
  by a directory, a third only by an aggregator's paginated partner list, a
  third only from the home pages of two listed institutions ("Our network").
  Collections hold 100–1,000 objects behind paginated browse lists; facets
  (type, material, department, place, artist) combine in the order clicked
  without end, with sort toggles and "remove" links; "related objects";
  endless zoom levels; print pages; share links with ``utm_*``; exhibition
  calendars without end (prev/next month, day links); news and blogs with
  endless "older posts"; aggregators' record pages deep-link member objects;
  partner, sponsor (off-topic and neighbour sites) and web-designer credit
  links; off-topic sites sometimes link a museum; robots.txt on 30% of the
  sites disallows prints, shares, site searches and accounts (never the way to
  the collection search).

At the default scale: 3,000 sites, 221 of them heritage institutions, their
collection hosts and aggregators (7.4%; 60 culture blogs more), 22 with a
collection search. Shortest paths from a seed to the 22 form pages, following
only on-topic pages' links (``tests/unit/test_web6.py``'s ``walk``: ``<a>``,
``<area>``, ``<iframe src>``, ``<noscript>`` links, 60 pages a host, clicks:
forms): seed 1 {2: 9, 3: 10, 4: 3}; seed 2 {2: 8, 3: 9, 4: 5};
seed 3 {1: 2, 2: 4, 3: 10, 4: 6}.
"""

from __future__ import annotations

from tests.web6.web import DOMAINS_DIR, HIDES, TARGET, Site, Web, build_web, write_domains

__all__ = ["DOMAINS_DIR", "HIDES", "TARGET", "Site", "Web", "build_web", "write_domains"]
