"""Family G — a generated web for held-out evaluation: legal information (case-law and legislation databases).

Data sheet (defaults: ``build_web(seed=1, sites=3000, forms=22, net="127.150.0")``; built in ~0.5 s, pages render
lazily and deterministically per seed; every site on its own host name ``www.<words>.<tld>``, resolved through
:meth:`Web.hosts` to one loopback address per site under ``net``).

Topic (``TARGET = "caselaw"``, domain file ``tests/web7/domains/caselaw.json``, written by :func:`write_domains`):
searching court decisions and legislation — supreme, constitutional, administrative and appeal courts, official
gazettes and parliaments, bar associations', law libraries', ombudsmen's and legal publishers' databases. Ten
attributes (keyword, case number, court, decision date, judge, parties, area of law, statute, document type,
ECLI; specificity 0.3–0.9) with their names in all thirteen languages.

Sizes (3,000 sites)
    25 directories (the seeds): 13 legal portals, one per language ("Rechtsportal", "Portail du droit", 法律ポータル…;
    a courts section and an "other institutions" section, 20 entries a page) and 12 web directories (ten off-topic
    categories plus "law and justice"); the seeds add the home pages of 4 courts and 4 off-topic sites.
    240 on topic (8 %): 22 form sites and 218 legal-information sites without a relevant form — courts that only
    list their decisions (66), courts with a cause list (33) or an e-filing status lookup (33), official gazettes
    publishing issues (33), ombudsmen (31), and portals aggregating courts' links whose database is "coming soon" (22).
    210 legal neighbours (7 %): law firms, legal blogs, notaries, law faculties (course search), lawyer directories
    (find a lawyer), legal job boards, law bookshops (title/author/ISBN), company registers, city councils.
    2,525 off-topic sites in ten categories (shop, news, travel, sport, recipes, music, cars, real estate, games,
    weather), linking mostly among themselves.
    Item pages: decisions, laws, issues, posts or products, 40–800 per on-topic site (20–300 elsewhere), one URL
    template per site; ~100,000 decisions on the topical sites alone.

Languages and charsets (declared in the Content-Type header and in a meta tag, the bytes really in that charset;
characters outside it, e.g. in Formasaurus forms, as numeric references)
    German (UTF-8, ISO-8859-1), French (UTF-8, windows-1252), Spanish/Latin America (UTF-8), Japanese (Shift_JIS,
    EUC-JP, UTF-8), Korean (EUC-KR, UTF-8), Arabic (windows-1256, UTF-8; ``dir="rtl"``), Italian, Dutch,
    Indonesian, Vietnamese, Hindi (UTF-8), Czech (ISO-8859-2, UTF-8), a little English. Sites in .ch speak
    de/fr/it, in .be fr/nl; half the others also English: every page has its language versions under ``/<lang>/``
    (the search page itself only in the site's main language; its other versions say so and link to it). Form sites
    cover all thirteen languages; their charsets include ISO-8859-1, windows-1252, EUC-JP, Shift_JIS,
    windows-1256, EUC-KR and ISO-8859-2. Navigation uses each language's own words (Rechtsprechung, Judikatur,
    Jurisprudence, Jurisprudencia, 判例集, 판례, أحكام, Giurisprudenza, Uitspraken, Putusan, Án lệ, Judikatura,
    निर्णय…), mostly without a word for "search".

Hiding places (``HIDES``; form site ``f`` takes ``HIDES[f % 12]``)
    disclaimer      a nav link (the database's name) leads to terms of use; only the "I accept the terms" link
                    goes on, through a 302 redirect (``…/accept?next=<search>``), to the search page.
    image_map       the search is an ``<area href>`` of the organisation chart image map on the "About us" page.
    iframe          a nav page embeds the search application in an ``<iframe src>`` (the iframe's document is
                    the page to find, without the site's frame).
    footer          the only link is in the footer among legal notice, privacy and accessibility.
    open_data       the "Open data" page (footer) lists downloadable datasets; one row is the web interface.
    news_item       the only link is in a news article announcing the new database, on page 2 of the news.
    faq             the answer to "Where can I find decisions?" on the FAQ page (footer) links "here".
    noscript        a header "Quick access" ``<select onchange>`` jump menu; only its ``<noscript>`` fallback list
                    has real links.
    icon_link       an icon-only header link: empty ``alt``, the words only in ``title``/``aria-label``.
    register_table  a "Public registers" table; the row's link reads only "Consult".
    legacy_site     footer link to the previous website ``/alt/``: meta refresh → ``start.htm`` frameset →
                    ``nav/menu.htm`` (``<base href="/alt/">``, relative links) → ``rsp/abfrage.htm``.
    typo3_ids       TYPO3-like ``/index.php?id=N`` URLs; the link appears only in the second-level menu of the
                    "Services" page; the search is ``index.php?id=417``, its GET form sends the id as a hidden field.
    Everything reachable by ``<a href>``, ``<area href>``, ``<frame src>``/``<iframe src>``, meta refresh and HTTP
    redirects, without JavaScript. On the other form sites the nav carries a decoy with the same words: a browsable,
    paginated list of decisions without a form.

The relevant form (one per form site, exactly one page: :meth:`Web.form_pages`; :meth:`Web.relevant` gives page,
action, method and field names). Seven layouts: advanced (keyword, case number, court, date from/to, judge,
parties, area of law, statute, document-type radios, ECLI, sort, page size), simple (box, court, type), selects
only, JSF POST (``j_idt23:searchForm:court`` ids, ``javax.faces.ViewState``), ASP.NET POST (``ctl00$MainContent$…``,
``__VIEWSTATE``/``__EVENTVALIDATION``), labels in table cells beside the fields, placeholders only. Legislation
databases (gazettes, parliaments) ask for statute, publication date and act type instead of court, judge and
parties. Field names: plain, the language's own words (``aktenzeichen``, ``juridiction``, ``nomor_perkara``…),
bracketed (``search[date][from]``), abbreviations (``cno``, ``dtf``). Submitting gives a list of decisions and a
link back, never a copy of the form.

Negative forms: a site-wide search box in the header of ~60 % of the sites (own, or real Formasaurus search forms),
real Formasaurus login, registration, contact and newsletter forms, and the neighbours' forms — lawyer finder
(name, city, practice area), cause list (date, courtroom), case status (case number + access code, POST), legal
jobs, course catalogue, law books, company register; e-filing and cause lists also on some form sites.

URL styles: ``/seg/``, ``/seg.html``, ``/seg.php``, ``/Pages/Seg.aspx``, ``/portal/seg.xhtml``, ``/index.php?id=N``
(segments in the language's words where it is written in Latin letters).

Traps: item pages with print (``?print=1``) and PDF variants, paginated decision lists, infinite facet
combinations (``?f=a0&f=t1&f=a0…``), endless hearing calendars (``?m=YYYY-MM``), session ids in URLs on ~30 % of
the php/aspx/jsf sites (``;jsessionid=…``, ASP.NET ``/(S(…))/``; never on the search page's own URL), language
versions of every page. robots.txt on ~30 % of the sites (``/admin/``, ``/intranet/``, ``/cgi-bin/``, some
calendars), never the path to the search.

Links: legal portals list the topical sites of their language (15 % also in another portal) and half the legal
neighbours; web directories list 70 % of the off-topic sites and some legal ones; topical sites' "Links" pages
point to 3–10 sites of their language (10–25 for the aggregators). Four form sites (``f % 5 == 4``) are in no
directory: only the "Links" pages of two courts of the same language lead to them.

Shortest paths from the seeds (hops; breadth-first over directory and on-topic pages, as
``tests/unit/test_web7.py`` computes them; min / mean / max over the two sites of each hiding place):
    disclaimer 5 / 5.0 / 5 · image_map 3 / 3.0 / 3 · iframe 3 / 4.0 / 5 · footer 3 / 3.5 / 4 ·
    open_data 4 / 5.0 / 6 · news_item 6 / 6.0 / 6 · faq 3 / 3.5 / 4 · noscript 2 / 3.0 / 4 ·
    icon_link 2 / 2.5 / 3 · register_table 4 / 4.5 / 5 · legacy_site 6 / 6.0 / 6 · typo3_ids 3 / 3.0 / 3;
    all 22: min 2, median 4, max 6 (about 7,000 pages expanded to find them).
"""

from __future__ import annotations

from tests.web7.build import HIDES, TARGET, Web, build_web, write_domains

__all__ = ["HIDES", "TARGET", "Web", "build_web", "write_domains"]
