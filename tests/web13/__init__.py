"""Family M — a generated web for held-out evaluation: municipal planning and building-permit applications.

Data sheet (defaults: ``build_web(seed=1, sites=3000, forms=24, net="127.170.0")``; built in ~0.05 s (0.3 s with the
imports); pages render lazily and deterministically per (seed, site, path, query) in ~0.15 ms; every site on its own
host name, resolved through :meth:`Web.hosts` to one loopback address per site under ``net`` by
:func:`tests.kit.webs.host_address`). Written blind: without looking at the crawler, its ranking of links, the other
families (but for web12's data sheet and domain file as formats) or any benchmark output.

Topic (``TARGET = "planning-applications"``, domain file ``tests/web13/domains/planning-applications.json``, written by
:func:`write_domains` from :mod:`tests.web13.lang`): searching a council's register of planning applications,
building permits, zoning and land-use decisions, development consents and appeals by reference number, site address,
applicant, ward or district, application type, decision, date received and date decided, description of the
proposal. Nine attributes (application reference 0.8, site address 0.4, applicant 0.6, ward or district 0.6,
application type 0.7, decision 0.7, date received 0.6, date decided 0.7, proposal 0.5) with their labels in all eleven
locales (13–32 aliases each); 179 keywords (the locales' words for planning applications, their search, the planning
register, weekly lists, appeals, building control, local plan, development management, the planning portal…).

Sizes (3,000 sites; the proportions hold for other ``sites``)
    12 seeds (:meth:`Web.seeds`), none with a relevant form: 4 council directories (home → one page per region and
    locale → council home pages; English/US, German/Dutch/Polish, Nordic, French/Italian/Spanish), 3 government
    portals (topics → "Planning permission" guide → "Find your council's planning department": deep links into 40 %
    of the councils' planning sections; a find-your-council postcode search), 3 planning news hubs (15 latest
    articles on the home page, a finite archive, 240 articles each linking one or two on-topic sites; site search,
    jobs search, newsletter), 2 general web directories (12 off-topic categories plus "Local government",
    "Architecture & planning", "Libraries & maps", 20 entries a page; submit-a-site and search forms).
    24 form sites (councils, ``kind == "form"``) and 8 portal hosts of theirs (``kind == "portal"``).
    200 on-topic sites without the relevant form, 25 of each of ``DECOYS``: councils publishing weekly lists as PDFs
    only, planning consultancies (client login), architects, planning news sites (jobs search), national planning
    guidance (guidance search), building/planning forums (phpBB ``viewtopic.php?t=N``, forum search, login),
    appeals help (register, login), residents' campaigns (petition).
    210 neighbours with another search form, 26–27 of each of ``NEIGHBOURS``: councils whose own form is a bin
    collection day lookup, a parking-permit application plus a permit-zone lookup, a council/property tax lookup, a
    vacancies search, a meetings-and-documents search, or an advanced site search; library catalogues (title,
    author, subject) and cadastre / land-register map searches (parcel, municipality, street).
    2,546 off-topic sites in twelve categories (shopping, news, travel, sport, recipes, music, cars, property,
    games, weather, health, tech), each with its category's search (products, hotels, tickets, recipes, cars,
    property, weather, find a doctor), 3–8 links each, 70 % within the category, 5 % into the topic.
    Item pages: one URL template per site, 20–300 items (40–300 on councils, 50–200 application details on
    portals; ~477,000 in all): ``/news/{slug}-{k}``, ``/listed-buildings/{slug}-{k}``,
    ``/council/meetings/minutes-{k}``, ``/aktuelles/meldung/{k}.html``, ``/index.php?id=900&tx_news={k}``,
    ``/sitzung/{k}/tagesordnung.html``, ``/archive/item{k}.htm``, ``/minutes/minutes_{k}.htm``,
    ``/cgi-bin/news.pl?id={k}``, ``/nyheter/{year}/{slug}-{k}.html``, ``/evenemang/{slug}-{k}.html``,
    ``/protokoll/{k}.html``, ``/?p={k}``, ``/{year}/{month}/{slug}-{k}/``, ``/agenda-item/{k}/``,
    ``/CivicAlerts.aspx?AID={k}``, ``/AgendaCenter/ViewFile/Item/{k}``, ``/Calendar.aspx?EID={k}``, ``/article/{k}/{slug}``,
    ``/node/{k}``, ``/products/{slug}-{k}.html``, ``/p/{k}``, ``/stories/{slug}-{k}``, ``/item.php?id={k}``,
    ``/posts/{k}``, ``/viewtopic.php?t={k}``, ``/news/{k}/{slug}`` and the portals' application details
    (``applicationDetails.do?activeTab=summary&keyVal={k}``, ``CapDetail.aspx?Module=Building&capID1={k}``,
    ``/<prefix>/application/{k}``); councils with a form also answer ``/planning-application/{k}`` (results rows).

Languages (form site ``f`` speaks ``codes[f % 11]`` of a per-seed shuffle: two or three form sites each; the others
draw theirs, off-topic sites 40 % English) and charsets (declared in the Content-Type header and in a meta tag, either
``<meta charset>`` or ``http-equiv``; the bytes really in that charset, characters outside it as numeric references)
    English UK/Ireland (UTF-8, windows-1252; ``.gov.uk``, ``.ie``), English US (UTF-8, ISO-8859-1; ``cityof….org``,
    ``.gov``, ``ci.….ca.us``), German (UTF-8, ISO-8859-1; ``stadt-….de``, ``gemeinde-….at``), Dutch (UTF-8,
    windows-1252; ``.nl``, ``.be``), Swedish (UTF-8, ISO-8859-1), Danish (UTF-8, windows-1252), Norwegian Bokmål (UTF-8,
    ISO-8859-1; ``.kommune.no``), French (UTF-8, ISO-8859-15; ``ville-….fr``, ``mairie-….fr``), Italian (UTF-8,
    ISO-8859-1; ``comune.….it``), Spanish (UTF-8, windows-1252; ``ayto-….es``, ``sede.….es``), Polish (UTF-8,
    ISO-8859-2; ``um.….pl``, ``bip.….pl``). Half the form sites (``(f + seed)`` even: 12 per seed) and ~30 % of all
    sites use the legacy charset. Navigation in real municipal words (Bauen und Wohnen, Omgevingsvergunning,
    Bygga, bo och miljö, Byggesøknad, Urbanisme, Edilizia e urbanistica, Licencias de obra, Architektura i
    budownictwo, Planning and building control, Planning & Development…).

Hiding places (``HIDES``; form site ``f`` takes ``HIDES[f % 12]``: two form sites each for 24 forms; ``CLICKS``: links,
frame sources and meta refreshes from the council's home page; ``tests/unit/test_web13.py`` checks each)
    ===============  =====  ======  ==========================================================================
    hide             sites  clicks  how (and which real sites do it)
    ===============  =====  ======  ==========================================================================
    home_widget      2      0       the home page's "Search planning applications" box (reference, address,
                                    ward): small councils' home-page widgets.
    dropdown         2      1       a JS-free dropdown menu (``<li class="dropdown"><a href="#">`` + nested
                                    ``<ul>``) on every page; one item of "Planning" is the search.
    online_hub       2      2       "Do it online" (header link) → a hub of image tiles (``<a><img alt></a>``,
                                    no text on the relevant tile) → the search (councils' online-services hubs).
    results_first    2      2       the home's top task "Current planning applications" is the results list of a
                                    default search (endless ``?page=N``, application details) → "Modify search".
    cookie_gate      2      2       a portal host (``eplanning.<council>``, ``<town>.planningregister.eu``…)
                                    whose ``/`` is a terms-of-use page; a plain "I accept – continue" link leads
                                    to ``/<prefix>/search`` (registers with a disclaimer before the plans).
    sitemap_only     2      2       the search is linked only from the footer's site map ("Search the planning
                                    register" under Planning), from no menu and no page.
    meta_refresh     2      2       the home's "Planning applications online" page is a ``<meta http-equiv=
                                    "refresh">`` to the vendor portal's search (``/app/search``), no text link.
    az_services      2      3       "A to Z of services" → letter (``?letter=``, the locale's alphabet) → the
                                    search, listed under its first letter (council A–Z indexes).
    frameset         2      3       "Planning register" → ``/planreg/index.html`` frameset → the menu frame →
                                    ``search.html`` (target=main): legacy register applications.
    simple_advanced  2      3       Planning → the Idox-like portal's "Simple search" (``search.do?action=
                                    simple``; a JS-only widget, ``<noscript>`` link) → "Advanced search"; every
                                    portal link carries ``;jsessionid=`` (stripped in the ground truth).
    citizen_access   2      4       "Departments" → "Building & Safety" → Accela-like ``/CitizenAccess/
                                    Default.aspx`` → the Building tab ``Cap/CapHome.aspx?module=Building&
                                    TabName=Building`` (ASP.NET postback); Planning/Enforcement tabs ask for a
                                    login, Licenses holds a licence search.
    deep_register    2      4       Planning → Development management → Planning register → Search the
                                    planning register (neither in mega menus nor in the site map).
    ===============  =====  ======  ==========================================================================
    Four form sites (two in each half of the form numbers, chosen per seed) are in no council directory: only news
    hub articles among each hub's 15 latest and the "Useful links" pages of two or three decoys lead there.

The relevant form (``id="planning-search"``, exactly one page per form site: :meth:`Web.form_pages`;
:meth:`Web.relevant` gives page, action and method). Layouts (:mod:`tests.web13.forms`): ``plain`` (GET, ``<label
for>``, names in the locale: ``aktenzeichen``, ``diarienummer``…), ``table`` (GET, label cells, ``ref addr wd typ
dec rf rt``), ``placeholder`` (GET, no labels, ``q[ref]``…), ``idox`` (POST, ``searchCriteria.reference``,
``date(applicationReceivedStart)``, CSRF token), ``accela`` (POST, ``ctl00$PlaceHolderMain$generalSearchForm$…``,
``__VIEWSTATE``, ``<span>`` labels), ``widget`` (home box). Reference and address always, then 75 % each of
applicant, proposal, ward, application type and decision selects, and the received/decided date ranges. Seed 1: idox 6,
plain 6, placeholder 4, table 4, widget 2, accela 2. Submitting gives a results table (3–6 applications linking to
their detail pages) and a "Search again" link, never the form again. GET actions with a query (``/index.php?id=N``,
``/?page_id=N``) carry it as hidden fields.

Other forms: a header site search on every council and non-off-topic site (``/search``, ``/suche.html``,
``/cgi-bin/search.pl``, ``/sok.html``, ``/search/``, ``/Search``); on councils (form sites included) login and
register, contact, report a problem, payment, "Comment on a planning application" (POST with a reference field and a
textarea), and with 35 % each the bin-day, parking permit and zone, tax, vacancies forms; newsletters; the
neighbours', decoys' and categories' searches above; portal login and licence search.

Site templates and URL schemes (``cms``/``nav`` of :class:`tests.web13.build.Site`): ``localgov`` nested slugs,
``typo3`` ``/index.php?id=N``, ``table`` ``/pages/<slug>.htm`` in a table layout with a ``td.nav`` column,
``sitevision`` ``/<section>/<page>.html`` with a mega menu, ``wordpress`` ``/?page_id=N`` with ``ul#menu-primary``,
``civicplus`` ``/N/Title-Words`` with a mega menu; navigation as ``<nav>``, ``div#menu``, table column, mega menu,
WordPress menu or dropdown; breadcrumbs (``ol.breadcrumb`` or "You are here" trails), header links (A–Z, Do it
online, Sign in, Contact), footers (contact, accessibility, privacy, cookies, site map, neighbouring councils).

Traps: endless month calendars (``?month=YYYY-MM``) on 35 % of the councils and some others, endless "next" pages
on ~12 % of decoys, neighbours and off-topic sites and on every ``results_first`` results list, session ids
(``?sid=…`` at the end of every same-site URL, new on every page) on ~6 % of decoys and off-topic sites, Idox
``;jsessionid=`` and detail tabs (``activeTab=``), previous/next item links. robots.txt on ~30 % of the sites
(``/admin/``, ``/intranet/``, ``/cgi-bin/admin/``), never on the way to a form.

Shortest paths from the seeds (hops: links, frames, meta refreshes and redirects, breadth-first over every page but
item pages and ``page``/``month``/``sid`` views, at most 300 pages a site; :func:`tests.web13.graph.hops`; min / max
over the two sites of each hiding place):
    seed 1: home_widget 2 / 2 · dropdown 3 / 3 · online_hub 4 / 4 · results_first 4 / 4 · cookie_gate 4 / 6 ·
    sitemap_only 4 / 6 · meta_refresh 4 / 4 · az_services 5 / 5 · frameset 5 / 5 · simple_advanced 5 / 5 ·
    citizen_access 6 / 8 · deep_register 6 / 8; all 24: min 2, median 4.5, max 8.
    seed 2: home_widget 2 / 2 · dropdown 3 / 3 · online_hub 4 / 4 · results_first 4 / 6 · cookie_gate 4 / 6 ·
    sitemap_only 4 / 4 · meta_refresh 4 / 4 · az_services 5 / 5 · frameset 5 / 5 · simple_advanced 5 / 7 ·
    citizen_access 6 / 8 · deep_register 6 / 6; all 24: min 2, median 4.5, max 8.
"""

from __future__ import annotations

from tests.web13.build import CLICKS, HIDES, PORTAL_OF, build_sites
from tests.web13.domain import TARGET, write_domains
from tests.web13.web import Web

__all__ = ["CLICKS", "HIDES", "PORTAL_OF", "TARGET", "Web", "build_web", "write_domains"]


def build_web(seed: int = 1, sites: int = 3000, forms: int = 24, net: str = "127.170.0") -> Web:
    """Family M with ``sites`` sites of which ``forms`` hold the relevant form; deterministic per ``seed``."""
    return Web(build_sites(seed, sites, forms), seed, net)
