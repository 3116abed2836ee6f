"""Family H — a generated web for held-out evaluation: patent, utility-model, design and trademark registers.

Data sheet (defaults: ``build_web(seed=1, sites=3000, forms=22, net="127.150.0")``; built in ~0.3 s, pages render
lazily and deterministically per (seed, site, path, query) in well under a millisecond; every site on its own
host name ``www.<words>.<tld>`` (the separate search hosts ``pub.|search.|register.|db.<office's domain>``),
resolved through :meth:`Web.hosts` to one loopback address per site under ``net``; :meth:`Web.respond` renders
a URL in process, without sockets).

Topic (``TARGET = "patents"``, domain file ``tests/web8/domains/patents.json``, written by :func:`write_domains`):
searching the registers of patents, utility models, designs and trademarks — national IP offices, patent
information centres, search hosts of the offices. 131 keywords (patents, trademarks, utility models, designs,
"patent search", "patent database", "intellectual property" in all thirteen languages). Ten attributes with
their names in every language: keyword/full text 0.3, publication number 0.9, application number 0.9,
applicant/owner 0.6, inventor 0.8, title 0.4, classification (IPC/CPC/Nice) 0.8, filing date 0.6, publication
date 0.6, status/type of right 0.4.

Sizes (3,000 sites)
    17 directories (the seeds): 13 IP portals, one per language, six sections each (offices, technology
    transfer, attorneys, gazettes & news, e-services, related sites; 15 entries a page, "recently added" on
    the home page) and 4 web directories (ten off-topic categories plus "Business & law", 25 % a page).
    240 on topic (8 %): 22 form sites (+ 2 separate search hosts) and 216 without a relevant form, 24 each of:
    offices publishing only lists, statistics and PDF gazettes; gazettes (PDF issues); e-filing portals (login,
    registration); fee calculators; attorney firms (contact, newsletter); university technology-transfer
    offices (static list of "our patents"); IP news; patent information centres (long link lists); trademark
    watch subscriptions.
    210 neighbours (7 %), 35 each: attorney finders (name, city, specialty), IP-law course catalogues, job boards,
    company registers, standards shops, scientific-literature searches.
    2,533 off-topic sites in ten categories (shop, news, travel, sport, recipes, music, cars, real estate, games,
    weather), in any of the languages but with English category words, linking mostly among themselves.
    Item pages: records, news, products…, 30–600 per on-topic site (20–300 elsewhere), one URL template per site;
    ~78,000 records on the topical sites.

Languages and charsets (declared in the Content-Type header and a meta tag; the bytes really in that charset,
characters outside it as numeric references)
    Portuguese/Brazil (ISO-8859-1, UTF-8), Russian (windows-1251, KOI8-R, UTF-8), Polish (ISO-8859-2), Turkish
    (windows-1254), Chinese (GB2312, GBK), Swedish (ISO-8859-1), Finnish (ISO-8859-15), Greek (ISO-8859-7),
    Hebrew (windows-1255, ``dir="rtl"``), Thai (TIS-620), Romanian (ISO-8859-16), Ukrainian (KOI8-U,
    windows-1251), English — all also in UTF-8. The first 13 form sites take their language's legacy charset.
    ~44 % of the sites also have an English version (``/<prefix>/…`` or ``locale=``/``language=``/``lang=``);
    the search page exists only in the site's main language (its other versions say so and link to it).
    Navigation in each language's own words (Serviços eletrônicos, Информационные ресурсы, Rejestry publiczne,
    e-Hizmetler, 信息资源, Sök i databaser, Tietopalvelut, Ηλεκτρονικές υπηρεσίες, מאגרי מידע, ฐานข้อมูล,
    Registre publice, Відкриті реєстри…), mostly without a word for "search"; the database itself is named by
    its brand (``PATnet``, ``IPview``, ``eDOK``…).

Hiding places (``HIDES``; form site ``f`` takes ``HIDES[f % 12]``; clicks from the home page in brackets)
    consent          nav link with the brand → 302 to a cookie page ``consent?return=…``; "Continue" → 302 to
                     the search (2).
    sitemap_acronym  only the "Site map" page (footer) lists it, anchor = the brand in capitals (2).
    eservices_portal "E-services" lists 12 services; the 8th (the brand) has a description page whose "Start
                     the service" link is the search; the others lead to the e-filing login (3).
    registers_tab    "Registers" page with tabs; the search is the tab ``registers?tab=search`` (2).
    user_guide       "Publications" → an HTML "User guide … (PDF, 2 MB)" page → its link to the database (3).
    mega_menu        "Databases / Information resources" shows a second menu level; the third level, with
                     the brand, appears only on the "Databases" section page (3).
    quicklinks_inner a "Quick links" sidebar on the inner pages only (not the home page) (2).
    lang_switch      the root is the English version without the link; only the main-language version's
                     "Online tools" page lists the brand (3: language switch, tools, search).
    services_cards   "Services" page of cards (e-filing, fees, gazette…), the brand's card says "More" (2).
    separate_host    "Online tools" links the organisation's other host (a different site of the web): ``/``
                     → 302 → start page → search (3).
    breadcrumb       only the breadcrumb of the news article announcing the database links it (2: the home
                     page teases the article).
    legacy_frames    frames site: ``/`` frameset → menu frame → "Databases" page → ``<iframe src>`` of the bare
                     search document (3).
    All without JavaScript, by ``<a href>``, ``<frame>``/``<iframe src>``, meta refresh (roots of some slug
    sites) and HTTP redirects. Decoys on the other sites: browsable, sortable, paginated patent lists,
    statistics tables, register overviews and gazettes with the same words but no form.

The relevant form (one per form site, on exactly one page: :meth:`Web.form_pages`). Seven layouts (``LAYOUTS``):
simple (box + type of right), advanced (numbers, applicant, inventor, title, IPC, filing date from/to, status
radios, sort, page size), selects only (class, year, status), ASP.NET POST (``ctl00$MainContent$txt…``,
``__VIEWSTATE``/``__EVENTVALIDATION``), CSRF POST (``_token``), labels in table cells, placeholders only.
Trademark registers (every 4th) ask for mark wording, application number, owner, Nice class, filing date and
status. Field names: plain (``publication_number``), the language's words (``numer_zgloszenia``), bracketed
(``q[applicant]``), abbreviations (``pn``, ``an``, ``pa``, ``in``, ``ipc``). Submitting gives ten records and
a "New search" link back, never the form again.

Negative forms: one-box site search in the header of ~50 % of the sites (never on a truth page), contact
(everywhere), newsletter, e-filing login and registration, fee calculator, trademark-watch subscription,
attorney finder, course search, job search, company register, standards shop, literature search, and the
off-topic searches (flights, property, cars, recipes, music, weather, products, game login).

URL styles (``tests.web8.router.STYLES``): ``/pt-br/servicos/busca-de-patentes/``, ``/portal/index.jsp?action=
Registers``, ``/cms/page/1234``, ``/Default.aspx?tabid=123``, ``/node/42``, ``/uslugi.html``,
``/index.php?page=rejestry`` (segments in the site's words, transliterated for Cyrillic and Greek).

Traps: session ids in links on ~12 % of the sites (``;jsessionid=…``, ``&sid=…``; never on links to the search
page), endless event calendars (``?m=YYYY-MM``, 21 %), facet combinations (``?f=a0&f=b1…``, 27 %), sort
orders, print variants (``?print=1``) and PDF versions of every record, language versions of every page.
robots.txt on ~30 % (``/admin/``, ``/cgi-bin/``, ``/intranet/``, old calendar months), never the search.

Links: portals list the topical sites and half the neighbours of their language (the English portal also
every 7th of the others); web directories list 70 % of the off-topic sites and 20 % of the topical sites and
neighbours; topical sites' "useful links" pages point to 3–10 others (10–20 for offices and information
centres), 70 % in their own language. Four form sites (the second-cycle sites of the shallow hiding places)
are in no directory: only the links pages of two on-topic sites of their language lead to them.

Shortest paths from the seeds, in clicks (redirects free; breadth-first over directory, form-site and
search-host pages and the home and links pages of the other topical sites, as ``tests/unit/test_web8.py``
computes it; min / mean / max over each hiding place's two sites):
    consent 3 / 3.5 / 4 · sitemap_acronym 3 / 4.0 / 5 · eservices_portal 4 / 4.0 / 4 · registers_tab 3 / 4.5 / 6 ·
    user_guide 4 / 4.5 / 5 · mega_menu 4 / 4.5 / 5 · quicklinks_inner 3 / 4.5 / 6 · lang_switch 4 / 4.0 / 4 ·
    services_cards 3 / 4.0 / 5 · separate_host 4 / 4.0 / 4 · breadcrumb 3 / 3.0 / 3 · legacy_frames 5 / 5.0 / 5;
    all 22: min 3, median 4, max 6 (4,014 pages expanded).
"""

from __future__ import annotations

from tests.web8.build import HIDES, TARGET, build_web, write_domains
from tests.web8.forms import LAYOUTS
from tests.web8.model import Web

__all__ = ["HIDES", "LAYOUTS", "TARGET", "Web", "build_web", "write_domains"]
