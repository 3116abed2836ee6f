"""Family L — a generated web for held-out evaluation: genealogical and historical person records.

Data sheet (defaults: ``build_web(seed=1, sites=3000, forms=24, net="127.160.0")``; built in ~0.8 s (under 1.5 s on a
busy machine), ~43,000 routes; pages render lazily and deterministically per seed in ~0.1 ms; every site on its own
host name, resolved through :meth:`Web.hosts` to one loopback address per site under ``net`` by
:func:`tests.kit.webs.host_address`). Written blind: without looking at the crawler.

Topic (``TARGET = "genealogy"``, domain file ``tests/web12/domains/genealogy.json``, written by :func:`write_domains`):
searching historical person records — civil registration (births, marriages, deaths), parish registers and church
books, census returns and population registers, burial and grave indexes, passenger and emigration lists, military
rolls, naturalisations, probate — by surname, given name, year or year range, place, parish, county, record type,
father's and mother's names, spouse, age. Ten attributes (surname 0.6, given name 0.4, year 0.5, place 0.4, parish
0.7, record type 0.6, father's name 0.8, mother's name 0.8, spouse 0.7, age 0.5) with their names in all twelve
languages; 186 keywords (the twelve record types, "family history", "person search", "searchable index",
"digitised church books") in all twelve.

Sizes (3,000 sites; the proportions hold for other ``sites``)
    12 seeds (:meth:`Web.seeds`), none of them a portal with a search: 4 English "genealogy links by country"
    directories (Cyndi's-List-like: a list of three countries, each country page listing its sites under
    "Archives & record offices", "Digitised registers", "Societies", "Blogs", "Forums & mailing lists",
    "Photographs", "Cemeteries", "DNA & shopping", "Libraries, museums & maps"), 4 genealogy wikis (MediaWiki:
    ``/`` redirects to ``/wiki/Main_Page``, one ``/wiki/<Country>_Genealogy`` article per country with its sites by
    section, an endless Recent changes), 2 genealogy blogs whose WordPress blogroll (``<ul id="sidebar">``) lists
    blogs, societies, forums, shops and the hubs of every language, and 2 general web directories (``.htm``, ten
    off-topic categories plus "Genealogy & family history", 20 entries a page). Every language is in one directory
    and one wiki; each on-topic site in one of them (15 % in a second, 10 % also in a web directory).
    240 on topic (8 %): 24 form sites and 216 genealogy sites without a relevant form, 27 of each kind — family
    history blogs (WordPress ``?p=N``, blogroll, comment form), societies (members' login, join form, events
    calendar), DNA-kit shops (order forms on the products), phpBB forums (``viewforum.php?f=N``,
    ``viewtopic.php?t=N``, a forum search by keyword and author), Omeka photo archives (``/items/browse`` facets,
    ``/items/show/N``), CONTENTdm-like digitised registers to browse (``/digital/collection/<alias>/``, facets, no
    search), archives whose database is "coming soon" (reading-room booking form), cemetery offices (grave
    maintenance order form, an image map of the cemetery's sections).
    210 neighbours (7 %), 35 each, with another search form: library catalogue (title, author, keyword), museum
    collections (object, maker, date), newspaper archive (keyword, newspaper, date), historic maps (place name,
    map sheet), place-name gazetteer (place name, municipality), ship register (vessel, vessel type, date); half
    of them with the form on the home page as well.
    2,536 off-topic sites in ten categories (shopping, news, travel, sport, recipes, music, cars, property, games,
    weather), 3–8 links each, 70 % within their category, 5 % into the topic.
    2 hubs: English database-hosting platforms (``gendata-hosting.net``…) holding the search of the two
    ``partner_hub`` form sites and pages of five other societies.
    Item pages: person records, posts, topics, photos, products, articles, one URL template per site
    (``/?p={k}``, ``/node/{k}``, ``/archive/records/{slug}-{k}``, ``/Lists/Records/DispForm.aspx?ID={k}``,
    ``/cgi-bin/show.pl?id={k}``, ``/wiki/Person:{k}``, ``/{year}/{month}/{slug}-{k}/``, ``/record/{k}/``,
    ``/items/show/{k}``, ``/entry/{k}``, ``/viewtopic.php?t={k}``, ``/digital/collection/<alias>/id/{k}``,
    ``/product/{slug}-{k}.html``), 40–400 per form site and hub, 20–300 elsewhere (~490,000 in all).

Languages (form site ``f`` speaks ``codes[f % 12]`` of a per-seed shuffle: two form sites each) and charsets (declared
in the Content-Type header and in a meta tag — ``<meta charset>`` or ``http-equiv`` — the bytes really in that charset,
characters outside it as numeric references)
    German (UTF-8, ISO-8859-1; .de/.at), Dutch (UTF-8, windows-1252; .nl/.be), Swedish (UTF-8, ISO-8859-1),
    Norwegian Bokmål (UTF-8, ISO-8859-1), Danish (UTF-8, windows-1252), Icelandic (UTF-8, ISO-8859-1; patronymics:
    "Föðurnafn"), Estonian (UTF-8, ISO-8859-15, windows-1257), Czech (UTF-8, windows-1250, ISO-8859-2), Hungarian
    (UTF-8, ISO-8859-2), Slovenian (UTF-8, windows-1250), Ukrainian (UTF-8, windows-1251, KOI8-U; .ua/.com.ua),
    English of Ireland and Scotland (UTF-8, ISO-8859-1; .ie/.org.uk/.scot). Half the form sites (odd addresses) and
    ~30 % of all sites (70 % of the ``.htm`` ones) use the legacy charset (seed 1: 9 form sites, seed 2: 14).
    Navigation in each language's own words (Kirchenbücher, DTB-registers, Husförhörslängder, Folketellinger,
    Lægdsruller, Manntöl, Hingeloendid, Matriky, Egyházi anyakönyvek, Matične knjige, Метричні книги, Parish
    registers…), rarely with a word for "search".

Hiding places (``HIDES``; form site ``f`` takes ``HIDES[f % 12]``; ``CLICKS``: links, and redirects as steps of their
own, from the site's home page; ``tests/unit/test_web12.py`` checks each)
    ==============  =====  ======  ===========================================================================
    hide            sites  clicks  how (and which real sites do it)
    ==============  =====  ======  ===========================================================================
    home_sidebar    2      0       a WordPress front page whose first sidebar widget (``<ul id="sidebar">``) is
                                   the search; the GET form posts to ``/`` with a hidden ``page_id`` (small
                                   societies' and one-place studies' WordPress sites, FreeBMD-style home boxes).
    image_map       2      1       the home page's collage of "our collections" is an image map; only an
                                   ``<area href alt>`` leads to the database's page, the other areas to
                                   browse-only collection pages (county record offices, heritage centres).
    dropdown        2      1       a plain-HTML "Research" dropdown (``<li class="dropdown"><a href="#">`` and a
                                   nested ``<ul>``) of guides on every page; one item is the database, named by
                                   its brand or acronym half the time (national archives' research menus).
    sitemap_only    2      2       the database appears only in the site map (footer icon and link) under an
                                   otherwise unlinked "Collections" folder (old council and record-office sites).
    logo_link       2      2       "Projects" page of logos: ``<a><img alt="ACRONYM"></a>`` only, no text; the
                                   others are project pages or partner sites (Digitalarkivet, DDD, SVAR, MACSE,
                                   Porta fontium logos on society and archive pages).
    databases       2      2       a "Databases" page listing 7–9 databases with descriptions; two of the others
                                   are library-catalogue searches (title, author), the rest "reading room only" or
                                   "coming soon" (Riksarkivet's and the National Archives of Ireland's lists).
    az_index        2      3       "Indexes A–Z" → letter page (``?letter=``; the language's alphabet, Cyrillic
                                   included) → the index; the other indexes are static tables of names
                                   (county record offices' A–Z index lists, GENUKI-style pages).
    transcription   2      3       "Volunteers" → the transcription project page (progress bar, "join" goes to a
                                   login) → "Search the transcribed records" (FreeREG/FreeCEN, Danish DDD,
                                   Norwegian "dugnad", Estonian Saaga volunteer projects).
    partner_hub     2      2+302   the nav's "Databases" leads to the society's page on a hosting platform
                                   (another host); its ``/go/N`` redirects (302) to the search, which the hub
                                   serves (Compgen/GEDBAS-, Geneanet-, RootsWeb-hosted society databases).
    mediawiki       2      302+2   a genealogy wiki: ``/`` redirects to the main page; the search is a special
                                   page (``/wiki/Special:<Brand>``) listed only on ``Special:SpecialPages`` (Tools
                                   box and header icon); GET to ``/index.php?title=Special:RecordSearch`` (GenWiki's
                                   data-entry databases, Slektswiki).
    finding_aid     2      4       an archive catalogue tree ``/archives/`` → ``/archives/fonds/N/`` →
                                   ``/archives/series/N/`` → ``/archives/file/N/`` (6–8 fonds, 3–5 series, 3–6
                                   files); one file is the searchable index (AtoM/ArchivesSpace finding aids,
                                   Estonian AIS, Czech and Slovenian archive systems).
    wizard          2      4       "Where do I start?" → "What are you looking for?" (``?what=``) → "Which period?"
                                   (``&when=``) → a recommendation: the database for its record types before 1900,
                                   a help page otherwise (FamilySearch's and national archives' research wizards).
    ==============  =====  ======  ===========================================================================
    Everything is reachable by ``<a href>``/``<area href>`` links and HTTP redirects, without JavaScript. Four form
    sites (``f % 5 == 4``: one ``logo_link``, one ``mediawiki``, one ``dropdown``, one ``transcription``) are in
    no seed: only the "Links" pages (and mega footers) of two or three decoys of their language lead there.
    60 % of the other form sites carry a look-alike "Digitised church books" / "Browse" page in the nav (faceted on
    the shallow hiding places, a paginated list of records on the deeper ones), without a form.

The relevant form (one per form site, exactly one page: :meth:`Web.form_pages`; :meth:`Web.relevant` gives page,
action and method). Seven layouts, ``LAYOUTS[(f + seed) % 7]`` (3–4 form sites each): full (surname, given name,
year from/to, place, record-type select, 1–3 of father, mother, spouse, age, county, sex; ``<label for>``), simple
(one name box + hidden ``db``; label or placeholder), POST with a CSRF token (surname, given name, year and parish
selects; labels in table cells), selects only (parish, year, record type: no text box), table (abbreviated names
``sn gn yf yt pl pa`` beside label cells), placeholders only (names in the language: ``efternamn``, ``jahr_von``,
``perekonnanimi``, ``prizvyshche``…), ASP.NET POST (``ctl00$MainContent$txtSurname``, ``__VIEWSTATE``,
``__EVENTVALIDATION``, ``<span>`` labels). Field names: plain English, the language's words, bracketed
(``search[surname]``) or abbreviated. The action is a results page of its own (or ``/?page_id=N``, or
``/index.php?title=Special:RecordSearch`` carried as hidden fields of a GET form); submitting gives a table of
records linking to record pages and a link back, never the form again.

Negative forms: a header site search on ~60 % of the sites, by URL scheme (WordPress ``/?s=``, Drupal
``/search/node?keys=``, Plone ``/@@search?SearchableText=``, SharePoint ``osssearchresults.aspx?k=``, ``/search/?q=``,
``/cgi-bin/search.pl?query=``, MediaWiki ``Special:Search``); login forms (POST) on ~70 % of the on-topic sites and
30 % of the others, newsletter and contact forms, society join forms, reading-room booking, grave-maintenance and
DNA-kit orders, blog comments, the forum search, the neighbours' searches, and library-catalogue searches on the
``databases`` form sites.

Site templates and URL schemes (drawn per site, except where a hiding place or decoy needs its own): ``/seg/`` with
navigation in ``<div class="menu">`` (and ``div.dropdown``), ``/seg.htm`` in a ``<table>`` layout with a left
``td.nav`` column, WordPress ``/?page_id=N`` with ``<ul id="sidebar">`` widgets, Drupal path aliases (each page also
at ``/node/N``, linked as its shortlink) in ``block-system-main-menu``, Plone nested folders in
``ul#portal-globalnav``, SharePoint ``/sites/<x>/Pages/Seg.aspx`` in ``ms-core-listMenu``, MediaWiki ``/wiki/Title``
with ``mw-panel`` portlets; plus Omeka, CONTENTdm, phpBB and archive-catalogue (``/archives/fonds/N/``) paths.
Every page has a header with icon-only links (``<a title><i class="icon-…"></i></a>``: contact, site map, login),
breadcrumbs, and a footer; on a third of the sites a mega footer (four columns, ~30 links). 20 % of the other sites
also have a plain-HTML dropdown; 15 % of the off-topic home pages and every cemetery an image map.

Traps: endless month calendars (``month=YYYY-MM``) on 30 % of the form sites, 15 % of the others and every society,
endless "next" pages on 10 % of the decoys, neighbours and off-topic sites, faceted browsing (``?facet=…&facet=…`` in
any order: explosion) on photo archives, digitised registers and look-alikes, MediaWiki Recent changes (20
``days``/``limit`` combinations, an endless "older 50"), wizard answer combinations, Drupal ``/node/N`` duplicates,
print variants of every item (``?print=1``) and previous/next item links. robots.txt on ~33 % of the sites
(``/admin/``, ``/intranet/``, ``/tmp/``, ``/wp-admin/``, ``/cgi-bin/admin/``, some calendars; 404 elsewhere),
never a path on the way to the search or its action.

Shortest paths from the seeds (hops: links and redirects, breadth-first over every page but item pages, at most 300
pages a site; min / max over the two sites of each hiding place):
    seed 1: home_sidebar 2 / 2 · image_map 3 / 3 · dropdown 4 / 4 · sitemap_only 3 / 3 · logo_link 4 / 4 ·
    databases 4 / 4 · az_index 5 / 6 · transcription 5 / 7 · partner_hub 4 / 4 · mediawiki 5 / 6 ·
    finding_aid 5 / 7 · wizard 6 / 6; all 24: min 2, median 4, max 7, the last one found after ~91,500 pages.
    seed 2: home_sidebar 2 / 2 · image_map 3 / 3 · dropdown 2 / 5 · sitemap_only 4 / 5 · logo_link 4 / 4 ·
    databases 4 / 5 · az_index 4 / 4 · transcription 5 / 6 · partner_hub 4 / 4 · mediawiki 4 / 7 ·
    finding_aid 6 / 6 · wizard 5 / 7; all 24: min 2, median 4, max 7, the last after ~92,300 pages.
"""

from __future__ import annotations

from tests.web12.build import CLICKS, HIDES, TARGET, Web, build_web, write_domains

__all__ = ["CLICKS", "HIDES", "TARGET", "Web", "build_web", "write_domains"]
