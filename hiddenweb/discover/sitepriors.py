"""Priors of the frontier that hold on any web: URL templates and search entries (issue 15).

Two things the link classifier cannot know before it has learned, and that the
first models learned from a handful of paths get wrong:

* **URL templates** (:func:`url_template`): most pages of a site are instances
  of a few templates (item, listing, calendar, faceted listing); the n-th item
  page of a site says nothing the first ones did not. The frontier counts the
  pages taken per (site, template) and sends a link whose template was crawled
  ``template_pages`` times on its site to the last queue: a site's budget goes
  to its page kinds not yet seen (the search page among them), and traps made
  of one template (calendars, session ids, facets) stop early.
* **Search entries** (:func:`is_search_entry`): a link whose anchor or URL
  names a search or finder page, in the words real sites use for it in several
  languages, is explored early on every on-topic site.
* **Boilerplate** (:func:`is_boilerplate`): the legal, company, contact and
  account pages every shop and portal links from every page (privacy, terms,
  imprint, about us, contact, sign in, basket…) hold no search form; on an
  on-topic site they wait after the site's other new page kinds, so its few
  pages go to the navigation links whose name says nothing (a "More", "Tools"
  or "Resources" hub page that leads to the search page).
* **Language versions** (:func:`page_identity`): ``/de/services/`` and
  ``/services/`` (or ``?lang=de``) are one page in two languages; once one of
  them was crawled, the others wait with the known templates' links. A site's
  navigation links every page's versions, and crawling them all spent a
  quarter of family G's budget (879 of 3,357 pages) on pages already read.
* **Site maps** (:func:`link_kind` ``map``): a site's map names every page kind of
  it; on an on-topic site it is read right after the search entries, and its
  links count as the site's navigation. A URL that names a search page itself
  (:func:`names_search_page`: ``?tab=search``) is a search entry even as one
  link of a list.
* **Navigation** (see :mod:`hiddenweb.discover.outlinks`): a link of the site's
  own navigation (``nav``, ``header``, ``footer``, ``aside``, menus) is the
  site's map; search pages are linked from it, item pages from the content.

No Scrapy here.
"""

from __future__ import annotations

import functools
import re
from urllib.parse import parse_qsl, unquote, urlsplit

from hiddenweb.text.boilerwords import names_boilerplate
from hiddenweb.text.searchwords import SEARCH_RE, fold
from hiddenweb.urls import SESSION_PARAMS, without_session

#: Names of a site map in the languages of :data:`~hiddenweb.text.searchwords.SEARCH_STEMS`, folded: the
#: page that links every page kind of its site, the search page among them (:func:`link_kind` ``map``).
SITE_MAP_WORDS = (
    r"site ?map|sitemap|mapa (?:do|del) (?:site|sitio|lloc)|plan (?:du|de) site|"
    r"mapa (?:strony|webu|stranek|serwisu|weba|stranic[ae]?|sajta|stranky|strani)|karta weba|"
    r"mappa del sito|webbkarta|sivukartta|oldalterkep|site harita(?:si|sı)|карта (?:на )?сайт|мапа сајта|"
    r"χαρτης (?:του )?ιστο|lapas karte|vietnes karte|svetaines (?:medis|zemelapis)|sisukaart|saidikaart|"
    r"zemljevid strani|harta site|harta e faqes|nettstedskart|sidekort|veftre|peta (?:laman|situs)|"
    r"מפת האתר|خريطة الموقع|نقشه سایت|साइट ?मैप|网站地图|網站地圖|サイトマップ|사이트맵|แผนผังเว็บไซต์|so do (?:trang|web)"
)
_SITE_MAP_RE = re.compile(rf"(?:^|\b)(?:{fold(SITE_MAP_WORDS)})")
#: Query keys that route to a page kind in common web frameworks (``index.php?page=about``,
#: Joomla's ``option``/``view``/``task``, ``action``, ``mode``…): their word values name the page kind and
#: stay in the template; every other value (ids, filters, facets, sort orders) is masked.
ROUTING_KEYS = frozenset(
    {"page", "p", "do", "action", "act", "view", "section", "module", "mod", "option", "task", "cmd", "op", "mode"}
)
#: Query keys whose number names one page of a content system's menu, not one item of many: WordPress's
#: ``?page_id=`` (its posts are ``?p=``), Joomla's ``Itemid``, DotNetNuke's ``tabid``. A site without
#: pretty URLs routes every page of its menu through one of them; masked, the whole menu was one template,
#: demoted after three pages with the search page among the rest (family F, session 19).
MENU_PAGE_KEYS = frozenset({"page_id", "pageid", "itemid", "tabid"})
#: Paths whose lone ``?id=`` names a page of the site's menu: TYPO3's ``/index.php?id=417`` (family G: a
#: court's database one click from its home page, never taken after three pages of that "template").
#: Anywhere else, and beside other keys (``?page=item&id=7``), an id is one item of many.
FRONT_CONTROLLERS = frozenset({"/", "/index.php"})
_WORD = re.compile(r"[a-z0-9]+")
_SLUG = re.compile(r"^[a-z0-9]+(?:[-_][a-z0-9]+){1,}$")
_ID = re.compile(r"^(?=.*\d)[0-9a-f-]{6,}$|^\d+$")


def _url_names(url: str) -> list[str]:
    """What names the page a URL leads to: its last path segment without extension, then its query values."""
    parts = urlsplit(url)
    last = unquote(parts.path.rstrip("/").rsplit("/", 1)[-1].rsplit(".", 1)[0])  # /ru/поиск/ is percent-encoded
    return [last, *(value for _, value in parse_qsl(parts.query))]


def _page_name(anchor: str, url: str) -> str:
    """A link's anchor and the name of the page it leads to (:func:`_url_names`), folded."""
    return fold(" ".join([anchor, *_url_names(url)]))


def is_search_entry(anchor: str, url: str) -> bool:
    """Whether a link's anchor or URL names a search or finder page (a word of
    :mod:`hiddenweb.text.searchwords`).

    Of the URL, only what names the page itself counts: the last path segment and
    the query's values (``/catalog/item.aspx`` is an item of the catalogue,
    ``/catalog/query.aspx`` and ``index.php?page=finder`` are search pages); the
    host never does (a site called "Finders Keepers" is not a search page).
    """
    return link_kind(anchor, url) == "entry"


def names_search_page(url: str) -> bool:
    """Whether the URL itself names a search page: its last path segment or a query value is a short
    name (three words at most) with a search word (``?tab=search``, ``/advanced-search``, ``action=Search``).

    A list's items carry their titles in long slugs ("find-the-best-wines-of-2023"); a page kind's
    name in the URL is short. A tab among a page's tabs (``?tab=overview``, ``?tab=search``) is one
    item of a list by its URL template, and the search page all the same.
    """
    for name in _url_names(url):
        words = re.split(r"[-_+\s]+", fold(name).strip())
        if 0 < len(words) <= 3 and SEARCH_RE.search(" ".join(words)):
            return True
    return False


def is_boilerplate(anchor: str, url: str) -> bool:
    """Whether a link names a legal, company, contact or account page (:mod:`hiddenweb.text.boilerwords`).

    Its anchor and the name of the page it leads to (last path segment, query
    values; ``-`` and ``_`` read as spaces) count; a link that is a search entry
    too (:func:`is_search_entry`) is not boilerplate.
    """
    return link_kind(anchor, url) == "boiler"


def link_kind(anchor: str, url: str) -> str:
    """``entry`` (:func:`is_search_entry`), ``map`` (a site map, :data:`SITE_MAP_WORDS`), ``boiler``
    (:func:`is_boilerplate`) or ``""``: read at once."""
    # words joined by - _ / + apart: a URL's "perolehan_cari" holds the whole word "cari"
    spaced = re.sub(r"[-_/+]", " ", _page_name(anchor, url))
    if SEARCH_RE.search(spaced):
        return "entry"
    if _SITE_MAP_RE.search(spaced):
        return "map"
    return "boiler" if names_boilerplate(spaced) else ""


#: ISO 639-1 language codes: a first path segment that is one of them (``/de/``, ``/pt-br/``, ``/zh_hans/``)
#: names the language version of the page the rest of the path names.
LANGUAGE_CODES = frozenset(
    "aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz"
    " ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik"
    " io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml"
    " mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd"
    " se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi"
    " vo wa wo xh yi yo za zh zu".split()
)
#: Query keys whose value names the page's language.
LANGUAGE_KEYS = frozenset({"lang", "language", "locale", "lng", "hl"})
_LANGUAGE_SEGMENT = re.compile(r"^([a-z]{2})(?:[-_][a-z]{2,4})?$")


@functools.lru_cache(maxsize=4096)  # the frontier asks it of one link several times as it ranks it
def page_identity(url: str) -> str:
    """The page a URL shows, whatever its language: the path without a leading language segment
    (:data:`LANGUAGE_CODES`), the query without :data:`LANGUAGE_KEYS` or session parameters.

    ``/fr/Pages/Decisions.aspx``, ``/Pages/Decisions.aspx`` and ``/Pages/Decisions.aspx?lang=it`` are
    one page; ``/fr/`` is the home page. A URL without a language mark is its own identity.
    """
    parts = urlsplit(without_session(url))
    path = parts.path or "/"
    first, _, rest = path[1:].partition("/")
    match = _LANGUAGE_SEGMENT.match(first.lower())
    if match and match.group(1) in LANGUAGE_CODES:
        path = "/" + rest
    query = sorted(
        (key, value)
        for key, value in parse_qsl(parts.query, keep_blank_values=True)
        if key.lower() not in LANGUAGE_KEYS and key.lower() not in SESSION_PARAMS
    )
    return path + ("?" + "&".join(f"{k}={v}" for k, v in query) if query else "")


def _segment(seg: str) -> str:
    """A path segment as a template part: numbers and ids become ``#``, slugs ``*``."""
    low = seg.lower()
    stem, dot, ext = low.rpartition(".") if "." in low else (low, "", "")
    if _ID.match(stem):
        return "#" + dot + ext
    if _SLUG.match(stem) and (any(c.isdigit() for c in stem) or stem.count("-") + stem.count("_") >= 2):
        return "*" + dot + ext
    return re.sub(r"\d+", "#", low)


def url_template(url: str) -> str:
    """The page kind a URL is an instance of: its path with ids and slugs masked, its query keys.

    ``/item/123`` and ``/item/456`` share ``/item/#``; ``/2019/04/red-wine-12/`` is
    ``/#/#/*/``; ``/index.php?page=item&id=7`` is ``/index.php?id=#&page=item``
    (the word values of :data:`ROUTING_KEYS` name the page kind and stay, and so
    do the numbers of :data:`MENU_PAGE_KEYS`, ``?page_id=12``, and a front controller's lone
    ``?id=`` (:data:`FRONT_CONTROLLERS`, TYPO3's ``/index.php?id=417``); every other value
    goes: ``?f=red`` and ``?f=white`` are one faceted listing);
    session parameters are dropped.
    """
    parts = urlsplit(without_session(url))  # ``;jsessionid=`` path parameters too
    path = "/".join(_segment(seg) for seg in parts.path.split("/"))
    query = []
    pairs = [(key.lower(), value) for key, value in parse_qsl(parts.query, keep_blank_values=True)]
    pairs = [(key, value) for key, value in pairs if key not in SESSION_PARAMS]
    menu_keys = MENU_PAGE_KEYS | (
        {"id"} if len(pairs) == 1 and (parts.path or "/").lower() in FRONT_CONTROLLERS else set()
    )
    for key, value in pairs:
        folded = fold(value)
        if key in ROUTING_KEYS and folded.isalpha() and len(folded) <= 20:
            kept = folded
        elif key in menu_keys and value.isdigit() and len(value) <= 6:
            kept = value
        else:
            kept = "#"
        query.append(f"{key}={kept}")
    return path + ("?" + "&".join(sorted(set(query))) if query else "")
