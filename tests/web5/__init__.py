"""Family E: a fifth generated web for ``discover``, written by someone who did not read the crawler.

Held out: written without reading ``hiddenweb/``, the spiders, the benchmarks
or the content of families A–D, and never crawled by its author, so it is
neither written towards nor against how the crawler ranks links. What differs
from A–D (movies, wine, real estate, vehicles; European languages and Japanese):

* **topic**: job vacancies: job boards, recruitment and staffing agencies,
  employers' careers sites, public-sector job portals, universities' vacancy
  pages, applicant-tracking hosts, plus HR blogs, career forums,
  labour-market news and job fairs, and three job aggregators. The domain
  ``jobs`` (:func:`write_domains`, ``domains/jobs.json``) has eight attributes
  (job title, location, sector, contract type, salary, date posted, company,
  experience level) with aliases in every language of the web. Neighbours that
  share its words and some of its fields, none of whose forms counts: CV
  writing (an order form with a file), training (a course search: keyword,
  city, mode, start), salary surveys (a salary calculator: job, region,
  years), coworking (a booking search: city, date, space, people) and
  freelance marketplaces (a gig search: keyword, category, budget, delivery;
  it searches services to buy, not vacancies, so it is not relevant);
* **languages and scripts**: Spanish (Latin America), Korean, Arabic (right to
  left, ``dir="rtl"``), Hindi (Devanagari), Indonesian, Finnish, Hungarian,
  Vietnamese and some English; pages in UTF-8 or in the language's legacy
  charset (EUC-KR, windows-1256, ISO-8859-2, windows-1258 with its tone marks
  as combining characters), declared in the header and a ``<meta>``;
  characters a charset lacks are numeric references;
* **the way to the search** says "Ofertas de empleo", "Bolsa de trabajo",
  "채용정보", "일자리 찾기", "الوظائف الشاغرة", "ابحث عن وظيفة", "नौकरियां",
  "Lowongan kerja", "Avoimet työpaikat", "Állásajánlatok", "Việc làm",
  "Open positions", "Join us", "Careers"… (``vocab.py``: ``entries``, ``hubs``),
  most often with no word for "search";
* **where the search hides** (:data:`tests.web5.web.HIDES`, every place in turn
  over the form sites): on the home page; behind a header navigation link;
  two clicks in, behind a "Para candidatos"/"지원자 센터"/"Candidates" hub page;
  only in the footer; on the home page of a separate host of the organisation
  (``jobs.org.tld``/``careers.org.tld`` or ``org.<ATS provider>``), linked
  from the organisation's own site (the form page is the host's home page);
  in one tab of a tabbed candidates page (CSS ``:target``, no script); behind
  a link whose only content is an icon with an ``aria-label`` or ``title``;
  in the sidebar of the first page of the vacancy list (only the first,
  unfiltered, unsorted page); and "refine": the home page has a GET form with
  only a "Search jobs" button whose action is a results page holding the full
  search as its refine form. There the results page (its URL without a query)
  is the relevant page and the button-only form is not (it has no field); the
  first list page also links the results page, so every way in is an
  ``<a href>`` (the button is a second way, a GET submission without input);
* **the relevant form**: a vacancy search in six layouts (a table of labels,
  labels above fields, placeholders with a ``<details>`` of filters, selects
  only, selects and radios only, a compact form sent by POST) and five field
  naming styles (``q``/``loc``, ``keywords``/``location_id``,
  ``search[title]``, ``kw``/``rg``, and each language's own:
  ``palabra_clave``, ``area_cd``, ``city_id``, ``qp``/``ql``, ``kata_kunci``,
  ``sijainti``, ``helyszin``, ``tu_khoa``, ``what``/``where``); some are POST,
  some have no text box at all. One page per form site is the ground truth
  (:meth:`Web.form_pages`, session ids left out: links to a form page never
  carry one); a result page answers a search with a link back to it, never a
  second copy (the refine page excepted, whose answers to a sent search hold
  it again);
* **forms that are no search (they do not count)**: applications and CV
  uploads (name, e-mail, file, letter), job alerts (e-mail plus the site's own
  category and location selects!), employers' "post a job" (company, title,
  location, salary, contract, description), salary calculators, Formasaurus'
  real login, registration, contact and newsletter forms, directories'
  "add your site", and a site-wide text search box in the header of a third of
  the sites (a real Formasaurus one, or the site's own: it searches the site's
  pages, not its vacancies), and the neighbours' forms above;
* **URL schemes**: applicant-tracking style (``/jobs/?page=2``,
  ``/vacancies/150123-staff-nurse``, ``/jobs/filter/it/remote/``); hash-bang
  apps (``/#!/jobs``) whose navigation has a plain twin in ``<noscript>``
  (``/html/jobs``); query-routed PHP (``/index.php?r=site/page&view=careers``,
  ``?r=job/view&id=123``); JSP (``/portal/ofertas.jsp?pag=2``,
  ``;jsessionid=``); ColdFusion (``/index.cfm?fuseaction=jobs.list``,
  ``/jobs/detail.cfm?id=12``, ``CFID``/``CFTOKEN``); static ``/p/123.html``;
  deep localised paths (``/es/empleos/ofertas/pagina/2/``), some in Korean,
  Arabic or Devanagari script, percent-encoded (``/ko/채용/공고/``). JSP,
  ColdFusion and localised sites redirect ``/`` to their home page (the
  ground truth names the home page itself);
* **link structure and traps**: nine directories (one per language) list about
  half the sites in paginated categories, three aggregators (Spanish, Korean,
  Arabic) list about half the vacancy sites of their language and deep-link
  vacancies; the seeds are each directory's home page and jobs category and
  each aggregator's home page and employers list. Job boards have 100–1,000
  vacancies behind paginated lists and "similar jobs" links; sector × city ×
  contract filters combine in the order clicked without end; sort toggles;
  "save job", "share" (``utm_source``/``utm_medium``) and ``?ref=`` links;
  session ids (a new one on every page) on some sites; job-fair and event
  calendars without end; news and blogs with endless "older posts"; HR blogs,
  career forums and labour-market news link out to employers, fairs list
  exhibitors, chambers of commerce list members, web designers are credited
  in footers and list their clients, off-topic sites link to careers sites and
  job sites link to CV writers and course providers; robots.txt on 30% of the
  sites disallows saves, prints and site searches (never a way to the search).

At the default scale: 3,000 sites, 240 of them on jobs (8%), 22 with a vacancy
search, every one of them at most two sites away from a seed listing over
on-topic sites. Shortest paths from a seed to the 22 form pages, following
only on-topic pages' links (``tests/unit/test_web5.py``): seed 1 {1: 1, 2: 11, 3: 9, 4: 1};
seed 2 {1: 1, 2: 9, 3: 9, 4: 3}; seed 3 {1: 2, 2: 10, 3: 5, 4: 2, 5: 3} (clicks: forms).
"""

from __future__ import annotations

from tests.web5.web import DOMAINS_DIR, TARGET, Site, Web, build_web, write_domains

__all__ = ["DOMAINS_DIR", "TARGET", "Site", "Web", "build_web", "write_domains"]
