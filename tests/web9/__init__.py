"""Family I — a generated web for held-out evaluation: public procurement (calls for tenders, awarded contracts).

Data sheet (defaults: ``build_web(seed=1, sites=3000, forms=22, net="127.150.0")``; built in ~0.1 s, pages render
lazily and deterministically per (seed, site, path, query), ~0.3 ms a page; every site has its own host name
(``www.<word>-<word>.<tld>`` or ``<word><word><n>.<tld>`` with the language's TLDs: .gob.mx, .it, .hu, .bg, .rs,
.hr, .sk, .lt, .lv, .ee, .dk, .no, .gov.my, .ir, .gov.bd, .gov.uk …), resolved through :meth:`Web.hosts` to one
loopback address per site under ``net``; the seeds are the 22 directory home pages).

Topic (``TARGET = "tenders"``, domain file ``tests/web9/domains/tenders.json``, written by :func:`write_domains`):
searching public procurement notices — national and regional procurement portals, municipalities, utilities,
hospitals, defence agencies. 100 keywords in all sixteen languages; ten attributes (keyword 0.3, reference number
0.85, contracting authority 0.7, CPV code 0.95, procedure type 0.75, publication date 0.5, submission deadline 0.8,
estimated value 0.6, place of performance 0.4, status 0.45), each with its label in every language.

Sizes (3,000 sites; other sizes scale the shares)
    22 directories (the seeds): 16 procurement portals, one per language ("Directorio de entidades compradoras",
    "Elenco delle stazioni appaltanti", "Ajánlatkérők jegyzéke", "Регистър на възложителите" …): five authority
    categories (national, regional, municipal, utilities, health & defence) shown six entries each on the home
    page with "See all (n)" to lists of 8 a page, a sixth category of neighbours, links to the other portals; and
    6 web directories (ten off-topic categories plus "Government & business", 20 a page).
    240 on topic (8 %): 22 form sites and 218 procurement sites without the relevant form, ~36 each of: notices
    (tender notices as news items with PDFs), buyer profiles (static list), e-submission portals (login and
    registration on the home page), supplier-registration sites, procurement-law blogs, statistics pages (a
    year/region/indicator filter form). Every on-topic site has the same sections as a form site (transparency
    hub, suppliers, guide, business FAQ, open data with widget, useful links, archive, buyer profile) as decoys,
    without the search link; the procurement section is a paginated list of notices without a form.
    210 neighbours (7 %), 35 each: company registers, job boards, grant/funding search, real-estate auctions,
    chamber-of-commerce member search, procurement consultancies (contact form, tender vocabulary).
    2,528 off-topic sites in ten categories (football, recipes, travel, music, cars, garden, games, fashion,
    weather, pets), linking among themselves. Item pages: notices, posts or products, 30–600 per on-topic site
    (30–400 elsewhere), one URL template per site; ~77,000 notices on the topical sites.

Languages and charsets (declared in the Content-Type header and in a meta tag; the bytes really in that charset,
characters outside it as numeric references)
    Spanish/Latin America (UTF-8, ISO-8859-1), Italian (UTF-8, windows-1252), Hungarian (windows-1250,
    ISO-8859-2, UTF-8), Bulgarian (windows-1251, UTF-8), Serbian Cyrillic (windows-1251, UTF-8), Croatian
    (windows-1250, UTF-8), Slovak (windows-1250, ISO-8859-2, UTF-8), Lithuanian (ISO-8859-13, windows-1257, UTF-8),
    Latvian (windows-1257, ISO-8859-4, UTF-8), Estonian (ISO-8859-4, windows-1257, UTF-8), Danish and Norwegian
    (UTF-8, ISO-8859-1), Malay, Bengali, English (UTF-8), Persian (windows-1256, UTF-8; ``dir="rtl"``). Form sites
    cover all sixteen. Navigation uses the language's own words (Licitaciones, Bandi di gara, Közbeszerzések,
    Обществени поръчки, Јавне набавке, Javna nabava, Verejné obstarávanie, Viešieji pirkimai, Iepirkumi,
    Riigihanked, Udbud, Anbud, Perolehan, مناقصات, দরপত্র, Tenders); the link to the search is mostly the
    platform's brand name ("LicitaYa", "Tendre SK", "UdbudOnline", "ستاد الکترونیک" …), "See all", or a logo.
    About a third of the on-topic sites also have English versions (``?hl=en`` on every URL).

Hiding places (``HIDES``; form site ``f`` takes ``HIDES[f % 12]``; clicks counted from the site's home page)
    transparency_hub  footer "Transparency"/"Amministrazione trasparente" → hub of 24 legal-obligation links (to
                      PDFs) and one "Contracts" category → its list of yearly PDFs, one row the brand → search (3).
    supplier_details  nav "Business with us" → FAQ of ``<details>`` blocks; the answer under the procurement
                      question links the brand (2).
    buyer_profile     About us → organisation chart → buyer profile (a table) → row "Procurement": "See all" (4).
    archive_last      procurement list → "Archive of past calls" (9 pages) → its last page ("Last »»") →
                      "<archive>: <brand>" (4).
    toc_guide         Suppliers → guide for bidders: a table of contents of ``#anchors``, twelve sections; one
                      real link at the end of section 7 (3).
    jump_select       header "Quick links" ``<select onchange>``; real links only in its ``<noscript>`` list (1).
    print_only        procurement list → its print version (``print=1``) → a "See also" box with the brand (3).
    logo_table        footer "Useful links" → table of platforms, logos only (``<img alt>`` = brand) (2).
    see_all           procurement page: five latest notices and "See all (n)" = the search page (2).
    numeric_nav       a ``/?lang=xx&page=NN`` site: procurement page's numbered sub-page list → ``page=NNN`` (2).
    redirect_chain    nav link (brand) ``/go/<brand>`` → 301 → ``/redirect.php?target=…`` with a meta refresh →
                      search (1 click, 3 hops).
    widget_iframe     footer "Open data" → ``<iframe>`` of the latest-notices widget → "See all · <brand>" (2 clicks
                      and a frame).
    Everything by ``<a href>``, ``<frame>``/``<iframe src>``, meta refresh or HTTP redirects, without JavaScript.
    Form site 4 is a frame-based legacy site (banner, menu and main frames; chrome only in the menu frame).

The relevant form (one per form site, on exactly one URL: :meth:`Web.form_pages`; print, language or any other
query variant of that URL shows a notice instead). Six layouts (``LAYOUTS``, ``(5f + 1) % 6``): simple (keyword +
status select), advanced (keyword, reference, authority, CPV select, procedure radios, publication date, deadline
and value ranges, region, status, sort, page size), selects only (CPV division, region, year, status), POST with
hidden ``csrf_token``/``__state``/``step`` (keyword, authority, procedure, deadline range, status checkboxes),
labels in table cells (no ``<label>``), placeholders only. Field names plain (``keywords``, ``cpv_code``), in
the language's own words (``expediente``, ``ajanlatkero``, ``vazlozhitel``, ``tilbudsfrist``), bracketed
(``filter[cpv]``, ``filter[deadline][from]``) or abbreviated (``q``, ``ref``, ``ca``, ``cpv``, ``dl``). GET forms
of ``pageid``/``cgi``/``qs`` sites carry the page identity as hidden fields. Submitting gives a table of ten
notices and a link back, never the form again.

Negative forms: a header site-search box on half the sites (never on the truth page), e-submission login,
supplier registration (with CPV checkboxes and region), "tender alerts by e-mail" (e-mail + CPV + region),
complaints (with the procedure reference), contact, statistics filter, portal newsletters, "suggest a site" on
the directories, and the neighbours' forms (company register, job search, grant search with keyword/region/
deadline, auction search, member search, consultancy contact).

URL styles (``routes.SCHEMES``): ``/es/licitaciones/buscar/``, ``/licitaciones/buscar.html``,
``/portal/page?_dad=portal&_pageid=33,NNN&_schema=PORTAL``, Drupal ``/riigihanked/otsi`` + ``/node/N`` +
``/sites/default/files/…``, WebSphere ``/wps/portal/<brand>/<seg>/!ut/p/z1/<token>/``,
``/cgi-bin/proc.pl?op=tenders_search``, ``/p/NNN.html``, ``/?lang=xx&page=NN``.

Traps: paginated notice lists (15 a page) and archives, item print variants and PDFs, facet links that
accumulate (``?f=status:open&f=cpv:45000000…``) and sort orders on 40 % of the on-topic sites, endless opening
calendars (``?m=YYYY-MM``) on 30 %, session ids on list and item links of ~40 % of the sites
(``;jsessionid=…`` or a trailing ``sid=…``, new on every page, never on the path to the search), ``?hl=en``
language versions, robots.txt on ~30 % (``/admin/``, ``/intranet/``, some calendars; never the search path).

Links: portals list the listed on-topic sites of their language; web directories list 70 % of the off-topic sites,
a fifth of the on-topic sites, half the neighbours and the portals. On-topic sites link 3–10 others ("Other
procurement platforms": on the home page of 40 %, else on a "Related" page; mostly their language, a couple of
neighbours). Four form sites (``f`` = 1, 6, 11, 16) are in no directory: two on-topic sites of their language
link them, one from its home page.

Shortest paths from the seeds (hops, including redirects and frames; breadth-first over directory and on-topic
pages as ``tests/unit/test_web9.py`` computes them, seed 1; min / mean / max over the sites of each place):
    transparency_hub 4 / 4.0 / 4 · supplier_details 4 / 4.5 / 5 · buyer_profile 5 / 5.0 / 5 ·
    archive_last 5 / 5.5 / 6 · toc_guide 4 / 4.5 / 5 · jump_select 2 / 2.5 / 3 · print_only 4 / 5.0 / 6 ·
    logo_table 3 / 3.0 / 3 · see_all 3 / 3.5 / 4 · numeric_nav 4 / 4.0 / 4 · redirect_chain 5 / 5.0 / 5 ·
    widget_iframe 6 / 6.0 / 6; all 22: min 2, median 4, mean 4.3, max 6 (about 8,200 pages expanded).
"""

from __future__ import annotations

from tests.web9.build import HIDES, LAYOUTS, Web, build_web
from tests.web9.domain import TARGET, write_domains

__all__ = ["HIDES", "LAYOUTS", "TARGET", "Web", "build_web", "write_domains"]
