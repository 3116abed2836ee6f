"""Family K — a generated web for held-out evaluation: official company and organisation registers.

Data sheet (defaults: ``build_web(seed=1, sites=3000, forms=22, net="127.150.0")``; built in under a second, pages render
lazily and deterministically per seed in ~0.15 ms; every site on its own host name, resolved through
:meth:`Web.hosts` to one loopback address per site under ``net`` by :func:`tests.kit.webs.host_address`).

Topic (``TARGET = "companies"``, domain file ``tests/web11/domains/companies.json``, written by :func:`write_domains`):
searching official registers of legal entities — commercial/business registers, charity and foundation registers,
cooperative and association registers, beneficial-ownership registers, insolvency registers — by company name,
registration number, VAT/tax id, legal form, seat/municipality, status, date of incorporation. Ten attributes
(company name 0.5, registration number 0.9, tax id 0.8, legal form 0.7, seat 0.4, status 0.5, date of
incorporation 0.6, business activity 0.5, officer 0.6, register 0.4) with their names in all fourteen languages;
~210 keywords (register names, "company information", legal forms, statuses) in all fourteen.

Sizes (3,000 sites; the proportions hold for other ``sites``)
    12 seeds (:meth:`Web.seeds`): 10 business portals and 2 web directories, each in one language (two of them in
    two), with a "For businesses · Registers" section (the on-topic sites of its languages, 15 % of them also in
    another seed), an "Other institutions" section (half the neighbours of its languages) and ten off-topic
    category sections (70 % of the off-topic sites, each in one random seed); 20 entries a page, ``?p=N``.
    240 on topic (8 %): 22 form sites and 218 on-topic sites without a relevant form — registers publishing only
    PDF/CSV extracts (28), law firms listing the companies they formed (28), business news on companies and
    insolvencies (27), chambers of commerce with an A–Z member list (27), accountants with a contact form (27),
    official gazettes publishing insolvency notices (27), ministries explaining the registers and linking to them
    (27), registers whose online search is "coming soon" (27).
    210 neighbours (7 %), 35 each, with another search form: job search, trade mark search, tender search, postcode
    lookup, library catalogue, statistics database.
    2,536 off-topic sites in ten categories (shop, news, travel, sport, recipes, music, cars, property, games,
    weather), 3–8 links each, 70 % within their category, 5 % into the topic.
    2 partner hosts (``portal.<domain of a form site>``) holding the search of the two ``subdomain`` form sites.
    Item pages: company records, notices, articles, jobs…, one URL template per site out of ten (``/news/{k}``,
    ``/article.php?id={k}``, ``/{year}/{month}/{slug}-{k}.html``, ``/records/view.aspx?rid={k}``,
    ``/item.jsp?itemId={k}``…), 40–400 per form site, 20–400 per decoy, 20–200 per neighbour, 20–300 per
    off-topic site; paginated lists of 15 (``?page=N``).

Languages (form site ``f`` speaks ``codes[f % 14]`` of a per-seed shuffle: eight languages have two form sites,
six have one) and charsets (declared in the Content-Type header and in a meta tag — ``<meta charset>`` or
``http-equiv`` — the bytes really in that charset, characters outside it as numeric references)
    Romanian (UTF-8, ISO-8859-2), Greek (UTF-8, windows-1253, ISO-8859-7), Turkish (UTF-8, windows-1254,
    ISO-8859-9), Vietnamese (UTF-8), Thai (UTF-8, TIS-620, windows-874), Hebrew (UTF-8, windows-1255; ``dir="rtl"``),
    Finnish (UTF-8, ISO-8859-15), Polish (UTF-8, ISO-8859-2), Portuguese of Brazil (UTF-8, ISO-8859-1), Arabic
    (UTF-8, windows-1256; ``dir="rtl"``), Chinese (UTF-8, GB2312), Indonesian, Swahili (UTF-8), English (UTF-8,
    ISO-8859-1). About a third of the form sites use the legacy charset. Navigation in each language's own words
    (Registrul Comerțului, Μητρώα, Sicil Kayıtları, Đăng ký kinh doanh, ทะเบียนนิติบุคคล, רשם החברות,
    Kaupparekisteri, Rejestry, Junta Comercial, السجل التجاري, 企业信息公示, Daftar Perseroan, Rejista ya Makampuni…),
    host names under the language's country domains (``.gov.ro``, ``.go.th``, ``.com.br``, ``.co.ke``…).

Hiding places (``HIDES``; form site ``f`` takes ``HIDES[f % 12]``; clicks from the site's home page)
    ==============  =====  ======  ===========================================================================
    hide            sites  clicks  how (and which real sites do it)
    ==============  =====  ======  ===========================================================================
    home_box        2      0       the search box is on the home page (Companies House's "Find and update
                                   company information", the Estonian e-Business Register, Finland's YTJ).
    footer_only     2      1       linked only from the footer, beside privacy and accessibility (ministry and
                                   chamber sites listing "Company search" in a footer column).
    cta_button      1      1       a "Free company search" call-to-action button in the home hero, not in the
                                   nav (commercial and state register portals: Brazil's CNPJ banners, gsxt.gov.cn).
    mega_menu       1      1       a plain-HTML mega menu under "Services" on every page (three headed ``<ul>``
                                   columns; the link under "Information services") (PRH.fi, gov.il, gov.br).
    registers_tab   2      2       a "Registers" page with one tab (``?tab=``) per register; the form on one tab,
                                   the others only CSV/PDF downloads (Israel's Corporations Authority, eKRS,
                                   charity regulators' register pages).
    brand_acronym   2      2       the nav link says only the system's brand or acronym (MERSİS, ΓΕΜΗ, RECOM, YTJ,
                                   eKRS, REDESIM, AHU Online, ORS, DBD DataWarehouse+…) → its info page → "go to
                                   the service" → search (Turkish MERSİS, Greek GEMI, Romanian ONRC RECOM).
    aspx_tabid      2      2       DotNetNuke ``Default.aspx?tabid=N`` site: the link only in the second-level
                                   menu of the "Services" page; ASP.NET POST form (``ctl00$ContentPlaceHolder1$…``,
                                   ``__VIEWSTATE``) (DNN registries and chambers in Africa, the Gulf, Caribbean).
    subdomain       2      2+302   "E-services" links to a partner host ``portal.<domain>`` whose ``/`` redirects
                                   to a Liferay-style ``/web/guest/home`` linking the search (Vietnam's national
                                   business registration portal beside the ministry site, Indonesia's AHU Online,
                                   Kenya's BRS on eCitizen, Brazilian Juntas Comerciais' portals).
    php_id_router   2      3       TYPO3-like ``index.php?id=N``: Registers → the register's page → "enter" → the
                                   search (``index.php?id=N``; the GET form sends the results' id as a hidden field)
                                   (TYPO3/Joomla sites of courts' registers and chambers in Central Europe).
    guide_steps     2      3       "Start a business" → "How to register a company" (five steps) → step 1 →
                                   "Check name availability", a search by name and legal form (Kenya BRS and
                                   Tanzania BRELA name search, Brazil's "consulta de viabilidade", BizFile).
    eservice_start  2      3+302   e-services catalogue (8 services) → the service page (description, who can use
                                   it, fees) → "Start service" (a 302) → the search; the other services start at a
                                   login (gov.gr catalogue, Turkish e-Devlet, Thai DBD e-Service, ONRC portal).
    portal_ut       2      4       IBM WebSphere Portal ``/wps/portal/<ctx>/!ut/p/z1/<opaque>/`` URLs: For
                                   businesses → Registers → the register → "go to the service" → the search, a JSF
                                   POST form (``searchForm:…``, ``javax.faces.ViewState``) posting to itself
                                   (Gulf ministries of economy, Brazilian state portals).
    ==============  =====  ======  ===========================================================================
    Everything is reachable by ``<a href>`` and HTTP redirects, without JavaScript (``tests/unit/test_web11.py``
    checks each form page's click count from its home page). Four form sites (``f % 5 == 4``: one ``subdomain``, one
    ``portal_ut``, one ``registers_tab``, one ``php_id_router``) are in no seed: only the "Links" pages of two or more
    on-topic sites of their language (ministries, law firms, chambers first) lead there.
    ~60 % of the form sites that hide the search elsewhere carry a look-alike "Register extracts" page of PDF/CSV
    files in their nav.

The relevant form (one per form site, exactly one page: :meth:`Web.form_pages`). Seven layouts (seed 1: 4, 2, 5, 5,
2, 2, 2 form sites): select + text (a
"search by name / number / tax id" select beside one box, and a register-type select; GET), advanced (name, number,
tax id, legal-form, seat and status selects, incorporation date from/to, activity, officer; GET), POST with a CSRF
token (name, number, tax id, status), simple (one box + hidden ``type``; GET), name check (name + legal form), ASP.NET
POST, JSF POST. Field names: plain English (``regno``), the language's words (``denumire_firma``, ``ticaret_unvani``),
bracketed (``search[name]``) or abbreviated (``rn``, ``tx``); labels as ``<label for>``, table cells or placeholders
only. Submitting gives a results table linking to records, never the form again.

Negative forms: a header site search (GET ``q``/``s``/``keys``/``searchword``) on ~60 % of the sites, login forms
(POST, ~70 % of the sites), newsletter pages and footer newsletter boxes, a contact form on every site, and the
neighbours' forms (keyword + location, mark + class, keyword + year, street + town, title + author).

Site templates (4: gov with crest and breadcrumb, table layout with a left menu, Bootstrap navbar, WebSphere-like
portal theme) and URL schemes (9: ``/seg/``, ``/seg``, ``/seg.html``, ``/index.php?id=N``, Joomla
``index.php?option=com_content&view=article&id=N&Itemid=M``, ``/Default.aspx?tabid=N``, ``/Pages/Seg.aspx``,
``/portal/seg.do``, ``/wps/portal/…/!ut/p/z1/…/``; segments in the language's words where it is written in Latin
letters), drawn independently per site, except where a hiding place needs its own.

Traps: session ids (``?sid=``/``&sid=`` at the end of every internal link, a new one on every page) on ~18 % of the
sites (never on the form page's URL or its action), endless month calendars (``?month=YYYY-MM``) on 15 % of the
decoys, neighbours and off-topic sites, endless "next" pages on 10 % of the off-topic sites and decoys, print variants
of every item (``?print=1``), A–Z member lists, PDF/CSV files under ``/files/``, a bare ``/index.php`` or
``/Default.aspx`` serving the home page again. robots.txt on ~30 % of the sites (``/admin/``, ``/cgi-bin/``,
``/intranet/``; 404 elsewhere), never the path to the search.

Shortest paths from the seeds (hops: links and redirects, breadth-first over every page but item pages, at most 300
pages a site, session ids removed; seed 1, min / max over the sites of each hiding place):
    home_box 2 / 3 · footer_only 2 / 3 · cta_button 3 · mega_menu 3 · registers_tab 3 / 5 · brand_acronym 3 / 5 ·
    aspx_tabid 3 / 4 · subdomain 5 / 6 · php_id_router 5 / 6 · guide_steps 5 / 5 · eservice_start 5 / 6 ·
    portal_ut 5 / 7; all 22: min 2, median 5, max 7, the last one found after ~73,000 pages (seed 2: min 2,
    median 4, max 7, ~79,000 pages).
"""

from __future__ import annotations

from tests.web11.build import HIDES, TARGET, Web, build_web, write_domains

__all__ = ["HIDES", "TARGET", "Web", "build_web", "write_domains"]
