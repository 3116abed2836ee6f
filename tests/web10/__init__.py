"""Family J — a generated web for held-out evaluation: clinical trials and medicines (registries and databases).

Data sheet (defaults: ``build_web(seed=1, sites=3000, forms=22, net="127.150.0")``; built in ~0.4 s, pages render
lazily and deterministically per (seed, site, path, query), ~0.1 ms a page; every site on its own host name,
resolved through :meth:`Web.hosts` to one loopback address per site under ``net``; :meth:`Web.respond` renders a
URL in-process).

Topic (``TARGET = "trials"``, domain file ``tests/web10/domains/trials.json``, written by :func:`write_domains`):
searching clinical-trial registries and medicines databases — medicines agencies' product databases, national
trial registers, hospital research departments' study registers, pharmacovigilance look-ups. 136 keywords (the
topic in all seventeen languages, :data:`tests.web10.lang.KW`), ten attributes (condition, trial id, sponsor,
active substance, phase, recruitment status, country, start date, age group and sex, marketing authorisation
holder; specificity 0.35–0.95), their aliases being the form labels of every language (``W[lang]["a_*"]``).

Sizes (3,000 sites; modules: ``lang`` words, ``site`` URL schemes, ``html`` templates, ``forms``, ``pages``,
``hides``, ``build``)
    12 seeds (:meth:`Web.seeds`): 9 health portals, one per language pair (ja+ko, de+nl, fr+ca, pt+sw, sl+is,
    ka+hy, az+kk, ur+ta, en; institutions 15 a page, "services" pages of half the neighbours) and 3 web
    directories (ten off-topic categories and "health", 25 a page).
    242 on topic (8 %): 22 form sites (agencies, registries, hospitals), 2 partner hosts running two of their
    registries, and 218 topical sites without a relevant form — hospitals listing a few trials statically under a
    "Find a clinical trial" heading (37), patients' associations (37, same decoy, donation form), ethics
    committees publishing meeting minutes (36), pharma companies' pipeline tables (36), health news (36) and
    agencies publishing PDF lists only (36, "Registers and databases" of PDF links).
    210 neighbours (7 %), 30 each: pharmacy finder (postcode), doctor finder, symptom checker (age, sex,
    symptoms), medical jobs, journal article search (title/author/keywords/year), drug-price lookup (product, pack),
    appointment booking (name, phone, date, department).
    2,536 off-topic sites in ten categories (cooking, football, travel, cars, gardening, music, real estate,
    fashion, games, weather), linking among their own category.
    Item pages: trial records (form sites, 100–600 each), news, minutes, products, entries, stories (30–400);
    one URL template per site; ~57,000 items on the topical sites.

Languages and charsets (Content-Type header and a meta tag declare it; the bytes are in it, characters outside it
as numeric references): Japanese (UTF-8, Shift_JIS, EUC-JP), Korean (UTF-8, EUC-KR), German (UTF-8,
ISO-8859-15), French (UTF-8, ISO-8859-15, windows-1252), Dutch (UTF-8, windows-1252), Portuguese of Portugal
(UTF-8, ISO-8859-15), Catalan (UTF-8, ISO-8859-15), Slovenian (UTF-8, windows-1250, ISO-8859-2), Icelandic
(UTF-8, ISO-8859-1), Georgian, Armenian, Azerbaijani, Kazakh, Tamil (UTF-8), Urdu (UTF-8, windows-1256;
``dir="rtl"``), Swahili (UTF-8, ISO-8859-1), English (UTF-8). Form sites cover all seventeen. A fifth of the
non-English topical sites and neighbours have an English version of every page (``?lang=en``) but the search.
Navigation in each language's own words (Für Fachkreise, Espace professionnels, 医療関係者の方へ, Raziskave,
Gögn og tölfræði, Huduma…); links to the search say the registry's brand name or acronym, never "search".

Hiding places (:data:`HIDES`; form site ``f`` takes ``HIDES[f % 12]``; pages each adds: :data:`hides.NEEDS`)
    audience             home page split "I am a patient" / "I am a healthcare professional"; the professionals'
                         page lists resources, one of them the registry's brand name → search.
    accordion            "Research" page rendered as a plain-HTML accordion; the 4th panel holds the brand link.
    cta_banner           "For patients" page: a banner image link whose only text is its ``alt`` ("Find a
                         clinical trial").
    wizard               "Services" → "<brand> – Start" → step 1 (text, no form) → step 2 (choose trials or
                         medicines) → the search as step 3.
    country_map          footer "Choose your country" → an image map; only the site's own country's ``<area>``
                         leads to the search, the others to "no register" pages.
    partner_host         the registry runs on a partner's host: footer "<brand> · powered by <partner>" →
                         ``/c/<code>/`` on the partner (meta refresh) → ``/t/<code>/search.do``.
    acronym_table        "Data and statistics" → "Registers and databases" table; the row's link is the acronym.
    data_hub             "Data and statistics" hub of RSS feeds, CSV downloads and open data; "<ACRONYM> – web"
                         → ``go`` → HTTP 302 → search.
    report_deeplink      "Publications" → annual reports as paged PDF-like HTML; footnote 17 on "page 5" of the
                         2023 report carries the search's absolute URL.
    tag_cloud            "News" page tag cloud; the acronym's tag page lists the launch article, which links it.
    iframe_embed         "For professionals" embeds the search in an ``<iframe src>`` (the bare document is the
                         page to find); on the frame-based legacy site (f = 10) the navigation is a menu frame.
    investigator_portal  "For professionals" → "Investigator portal" (a login form) → a small link "Public access
                         without registration" → search.
    Everything by ``<a href>``, ``<area href>``, ``<frame>``/``<iframe src>``, meta refresh and redirects, no
    JavaScript. Four form sites (shallow hiding places, ``hidden`` in ``site.extra``: f = 1, 4, 12, 14) are in no
    portal or directory: two same-language topical sites' "Links" pages lead to each.
    Decoys on the form sites: a paginated "Clinical trials" list of records in the navigation, "Find a clinical
    trial" over a fixed list on "For patients", the side-effect report form; on other topical sites the same
    heading and words, PDF lists, pipelines, minutes.

The relevant form (exactly one page per form site, :meth:`Web.form_pages`; no header search box on it, any other
URL of it is a 301 to it; form id ``reg<f>``). Seven layouts (``forms.LAYOUTS``, f % 7): simple (condition +
status select), advanced (ten fields, date range, sex radios), selects only (phase, status, country), POST with
hidden state tokens (``__state``, ``token``, ``wf``), labels in table cells, placeholders only, two fieldsets
(trials / medicines). Field names (f % 4): plain (``condition``, ``trial_id``), the language's words folded
(``studiennummer``, ``xestelik_ve_ya``), bracketed (``q[cond]``, ``filter[phase]``), abbreviated
(``cnd``, ``ph``, ``st``). Submitting returns ten records, "next" and a link back; never the form.

Negative forms: site-search box in the header of half the sites (three variants), login, newsletter, contact,
side-effect report (personal data, POST), appointment booking, donation, and the neighbours' finders.

URL styles (``site.SCHEMES``): ``/<lang>/<word>/``, ``/app?cmd=…``, ``/web/guest/…``, ``/content/123456``,
``/servlet/Main?op=…``, ``/portaal/….html``, ``/~unit/….htm``, ``/Pages/….aspx``, ``/index.php?page=…``;
segments in the language's words (romanised for non-Latin scripts).

Templates: HTML 5, HTML 4.01 tables with ``<font>``, portlets (div soup), drop-down menus, and two frame-based
legacy sites (a frameset home with a menu frame).

Traps: session ids on item links (~15 % of sites: ``sid=<hex>`` or ``;jsessionid=``, new on every page; never on
the search page), endless calendars (``month=YYYY-MM``), facet combinations (``f=…``, up to five), print
(``print=1``) and PDF (``format=pdf``) variants of every item, language versions, paginated lists (``p``, ``pg``,
``start``, ``from``), RSS/CSV/PDF files. robots.txt on ~30 % (``/admin/``, ``/intranet/``, ``/cgi-bin/``, some
calendars), never the path to a search.

Shortest paths from the seeds (hops, breadth-first through :meth:`Web.respond` over the portals, directories and
topical sites, as ``tests/unit/test_web10.py`` computes them; min / mean / max over each hiding place's sites):
    audience 4 / 4.5 / 5 · accordion 3 / 4.0 / 5 · cta_banner 3 / 4.0 / 5 · wizard 6 / 6.0 / 6 ·
    country_map 3 / 4.5 / 6 · partner_host 4 / 4.0 / 4 · acronym_table 4 / 4.0 / 4 · data_hub 5 / 5.0 / 5 ·
    report_deeplink 5 / 5.5 / 6 · tag_cloud 5 / 5.5 / 6 · iframe_embed 4 / 4.0 / 4 · investigator_portal 4 / 4.0 / 4;
    all 22: min 3, mean 4.5, median 5, max 6 (about 2,600 pages expanded to reach them all).
"""

from __future__ import annotations

from tests.web10.build import TARGET, Web, build_web, write_domains
from tests.web10.hides import HIDES

__all__ = ["HIDES", "TARGET", "Web", "build_web", "write_domains"]
