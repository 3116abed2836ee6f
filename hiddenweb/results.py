"""Result-page analysis: pagination, reported totals, empty-result detection.

* :func:`next_page` finds the request for the *next* result page only
  (sequential chains, as Ntoulas et al. §3 "press next to get all result
  pages"): ``rel=next``, "Next"/"›"/"»" anchors, numbered page links,
  opaque-token links, "More results" buttons rendered as forms and ASP.NET
  ``__doPostBack`` pagers.
* :func:`reported_total` reads "1–20 of 3,412"-style totals, used for the
  capped-results correction (Ntoulas et al. §3.4) and size estimation.
* :func:`is_no_results` recognises explicit "no results" messages.
* :class:`EmptyPageSignatures` is He et al.'s empty-page filter (WSDM 2013,
  §3 / ALGORITHMS.md §5): result pages of nonsense queries are learnt, and a
  page whose signature is ≥ 0.85 similar to one of them is empty.
* :func:`analyse` gives a :class:`PageAnalysis` of a parsed page: the three
  answers a harvest needs per result page (empty, total, next link) from one
  parse and one pass over the main content's text.

Everything accepts ``str`` or ``bytes`` (any charset), caps its work on
huge pages and returns ``None``/``False``/``[]`` on bad input, never raises.
"""

from __future__ import annotations

import logging
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Any
from urllib.parse import parse_qsl, unquote_plus, urldefrag, urljoin, urlsplit, urlunsplit

import lxml.html
from w3lib.url import canonicalize_url

from hiddenweb.forms import Form, _urlencode, forms_from_root
from hiddenweb.htmlinput import (
    base_url,
    decode_html,
    is_hidden,
    normalize_space,
    parse_text,
    visible_text,
)

logger = logging.getLogger(__name__)

__all__ = [
    "PageLink",
    "PageAnalysis",
    "analyse",
    "next_page",
    "reported_total",
    "is_no_results",
    "EmptyPageSignatures",
    "nonsense_queries",
    "page_signature",
    "main_content",
]

MAX_ANCHORS = 20_000
MAX_SIGNATURE_ELEMENTS = 30_000


@dataclass
class PageLink:
    """The request for the next result page."""

    method: str
    url: str
    body: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    #: ``next`` (a next/more link), ``numbered`` (link to page current+1),
    #: ``token`` (next link whose URL differs by an opaque parameter),
    #: ``more-form`` (a form submission: "More results" button, ASP.NET postback).
    kind: str = "next"
    #: Number of the page it leads to, when the page says so.
    page: int | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "method": self.method,
            "url": self.url,
            "body": self.body.decode("latin-1") if self.body is not None else None,
            "headers": dict(self.headers),
            "kind": self.kind,
            "page": self.page,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PageLink:
        body = d.get("body")
        return cls(
            method=d["method"],
            url=d["url"],
            body=body.encode("latin-1") if body is not None else None,
            headers=dict(d.get("headers", {})),
            kind=d.get("kind", "next"),
            page=d.get("page"),
        )


# ---------------------------------------------------------------------------
# Shared parsing
# ---------------------------------------------------------------------------


def _root(html: str | bytes | lxml.html.HtmlElement, url: str | None = None) -> lxml.html.HtmlElement:
    if isinstance(html, lxml.html.HtmlElement):
        return html
    text, _ = decode_html(html)
    return parse_text(text, url)


_CHROME_TAGS = frozenset({"nav", "aside", "footer", "header"})
_CHROME_ROLES = frozenset({"navigation", "banner", "contentinfo", "complementary", "search", "menu", "menubar"})
_CHROME_WORDS = frozenset(
    """
    nav navbar navigation menu sidebar side footer breadcrumb breadcrumbs cookie cookies masthead topbar
    banner social share sharing advert ads ad promo related recommendations widget widgets subnav
    megamenu toolbar skip sitemap facets facet filters refine header
    """.split()
)
_SPLIT_CLASS = re.compile(r"[\s_\-]+")


#: ``class``/``id`` strings seen → their words; pages repeat a few class names thousands of times.
_CLASS_WORDS_CACHE: dict[str, frozenset[str]] = {}
_CLASS_WORDS_CACHE_SIZE = 4096


def _class_words(el: lxml.html.HtmlElement) -> frozenset[str]:
    key = (el.get("class") or "") + " " + (el.get("id") or "")
    words = _CLASS_WORDS_CACHE.get(key)
    if words is None:
        words = frozenset(w for w in _SPLIT_CLASS.split(key.lower()) if w)
        if len(key) <= 256:
            if len(_CLASS_WORDS_CACHE) >= _CLASS_WORDS_CACHE_SIZE:
                _CLASS_WORDS_CACHE.clear()
            _CLASS_WORDS_CACHE[key] = words
    return words


def _is_chrome(el: lxml.html.HtmlElement) -> bool:
    """Navigation, headers, footers, sidebars, cookie banners: the site chrome around the main content."""
    tag = el.tag
    if tag in _CHROME_TAGS:
        if tag in ("header", "footer"):
            # <header>/<footer> inside an article or a list item belong to the record.
            for anc in el.iterancestors():
                if anc.tag in ("article", "li", "td", "section", "main"):
                    return False
        return True
    if (el.get("role") or "").lower() in _CHROME_ROLES:
        return True
    words = _class_words(el)
    if words & _CHROME_WORDS:
        if "header" in words and not words & (_CHROME_WORDS - {"header"}):
            # "result-header" is part of a record; only page-level headers are chrome.
            return el.getparent() is not None and el.getparent().tag == "body"
        return True
    return False


def main_content(root: lxml.html.HtmlElement, query: str | None = None) -> lxml.html.HtmlElement:
    """The element holding a page's main content, ``<body>`` when unknown.

    Marked regions first (``<main>``, ``role=main``, ``#content``-like ids);
    else, given the query, the block that encloses every visible echo of the
    query words outside the site chrome (Álvarez §III.5: text nodes holding
    the query words locate the data region even in unmarked "div soup").
    """
    best = None
    for n, el in enumerate(root.iter("main", "div", "section", "article", "td")):
        if n > MAX_SIGNATURE_ELEMENTS:
            break
        if el.tag == "main" or (el.get("role") or "").lower() == "main":
            return el
        if best is None:
            ident = (el.get("id") or "").lower()
            if ident in (
                "content",
                "main",
                "main-content",
                "maincontent",
                "primary",
                "results",
                "search-results",
                "searchresults",
                "page-content",
                "pagecontent",
            ):
                best = el
    if best is not None:
        return best
    body = root.find("body")
    if body is None:
        body = root
    if query:
        region = _query_region(body, _query_words(query))
        if region is not None:
            return region
    return body


_TEXT_LEVEL = frozenset(
    """
    a b strong em i u span mark font small big code cite q abbr sup sub h1 h2 h3 h4 h5 h6 p label br dt
    dd li tr tbody thead caption blockquote center
    """.split()
)


def _query_region(body: lxml.html.HtmlElement, qwords: set[str]) -> lxml.html.HtmlElement | None:
    """Deepest common block ancestor of the visible text chunks that contain a query word."""
    if not qwords:
        return None
    hits: list[lxml.html.HtmlElement] = []
    budget = [MAX_SIGNATURE_ELEMENTS]
    for node, _ in _content_blocks(body, budget):
        if node.tag in ("form", "select", "option", "textarea", "title"):
            continue
        texts = [node.text] if node.text else []
        texts += [c.tail for c in node if c.tail]
        if any(qwords & set(_WORD.findall(t.lower())) for t in texts):
            hits.append(node)
        if len(hits) > 200:
            break
    if not hits:
        return None
    common = list(hits[0].iterancestors())[::-1] + [hits[0]]
    for el in hits[1:]:
        chain = list(el.iterancestors())[::-1] + [el]
        n = 0
        while n < len(common) and n < len(chain) and common[n] is chain[n]:
            n += 1
        common = common[:n]
        if not common:
            return None
    region = common[-1]
    while region is not body and region.tag in _TEXT_LEVEL and region.getparent() is not None:
        region = region.getparent()
    if region is body or region.tag in ("html", "body", "form"):
        return None
    return region


def _content_blocks(el: lxml.html.HtmlElement, budget: list[int]) -> Iterator[tuple[lxml.html.HtmlElement, str]]:
    """Yield ``(element, path)`` for the visible, non-chrome elements under ``el`` (depth first)."""
    stack: list[tuple[lxml.html.HtmlElement, str]] = [(el, el.tag if isinstance(el.tag, str) else "")]
    while stack:
        node, path = stack.pop()
        budget[0] -= 1
        if budget[0] < 0:
            return
        yield node, path
        for child in reversed(node):
            if not isinstance(child.tag, str) or is_hidden(child) or _is_chrome(child):
                continue
            stack.append((child, path + "/" + child.tag))


def _main_text(root: lxml.html.HtmlElement) -> str:
    """Visible text of the main content without navigation/sidebars/footers.

    The walk of :func:`_content_blocks` (depth first, at most
    :data:`MAX_SIGNATURE_ELEMENTS` elements) with each node's text followed by
    the tails of its children (except chrome's), each child classified once.
    """
    region = main_content(root)
    parts: list[str] = []
    budget = MAX_SIGNATURE_ELEMENTS
    stack = [region]
    while stack:
        node = stack.pop()
        budget -= 1
        if budget < 0:
            break
        if node.text:
            parts.append(node.text)
        kept = []
        for child in node:
            tail = child.tail
            if not isinstance(child.tag, str):
                if tail:
                    parts.append(tail)
                continue
            if is_hidden(child):
                if tail and not _is_chrome(child):
                    parts.append(tail)
                continue
            if _is_chrome(child):
                continue
            if tail:
                parts.append(tail)
            kept.append(child)
        if kept:
            kept.reverse()
            stack.extend(kept)
    return normalize_space(" ".join(parts))


# ---------------------------------------------------------------------------
# Pagination
# ---------------------------------------------------------------------------

_NEXT_TEXT = re.compile(
    r"^(?:next|next page|next results|next \d+(?: results)?|next set|go to next page|go to the next page|"
    r"next ?›|next ?»|next ?>|next ?>>|next ?→|›|»|>|>>|→|⟩|▶|►|⇢|"
    r"(?:página )?siguiente(?: página)?|sig\.?|próxima(?: página)?|próximo|seguinte|suivant|suivante|page suivante|weiter|nächste(?: seite)?|"
    r"vor|avanti|(?:pagina )?successiva|successivo|volgende(?: pagina)?|nästa|następna|další|dalej|"
    r"επόμενη|επόμενο|следующая|далее|次へ|次のページ|下一页|下一頁|다음)"
    r"(?: ?(?:›|»|>|>>|→))?$",
    re.I,
)
_OLDER_TEXT = re.compile(r"^(?:older(?: posts| entries| results)?|earlier(?: results)?)(?: ?(?:›|»|>|→))?$", re.I)
_MORE_TEXT = re.compile(
    r"^(?:(?:show|load|see|view|get) )?more(?: results| items| records| matches| hits)?(?: ?(?:›|»|>|→|\.\.\.|…))?$|"
    r"^(?:más resultados|plus de résultats|weitere ergebnisse|mehr ergebnisse|altri risultati)$",
    re.I,
)
_NOT_NEXT = re.compile(r"prev|previous|back|first|last|«|‹|<|anterior|précédent|zurück|vorherige|letzte|dernier", re.I)
_NEXT_WORD = re.compile(r"^next\b", re.I)
_NEXT_ANYWHERE = re.compile(r"next", re.I)
_PAGER_WORDS = re.compile(r"pag|pager|paging|pages|pagenav|page-nav|pnav|pagelinks|nav-links|navigation", re.I)
_CURRENT_WORDS = frozenset(
    """
    current active selected on cur is-current currentpage current-page active-page sel here this-page
    thispage
    """.split()
)
_PAGE_NUMBER = re.compile(r"^\[?\(?\s*(\d{1,5})\s*\)?\]?$")
_OPAQUE = re.compile(r"^(?!\d+$)[A-Za-z0-9_\-=+/.%~]{6,}$")
_POSTBACK = re.compile(r"""__doPostBack\(\s*['"]([^'"]*)['"]\s*,\s*['"]([^'"]*)['"]\s*\)""")


def _label(a: lxml.html.HtmlElement) -> str:
    text = visible_text(a, max_elements=50)
    if not text:
        bits = [a.get("aria-label") or "", a.get("title") or ""]
        bits += [img.get("alt") or "" for img in a.iter("img")]
        text = normalize_space(" ".join(b for b in bits if b))
    return text


def _aria_title(a: lxml.html.HtmlElement) -> str:
    aria, title = a.get("aria-label"), a.get("title")
    if not aria and not title:
        return ""
    return normalize_space(" ".join(x for x in (aria, title) if x))


def _in_pager(a: lxml.html.HtmlElement) -> bool:
    for depth, anc in enumerate(a.iterancestors()):
        if depth > 5 or anc.tag in ("body", "main"):
            break
        ident = " ".join(x for x in (anc.get("class"), anc.get("id"), anc.get("role"), anc.get("aria-label")) if x)
        if ident and _PAGER_WORDS.search(ident):
            return True
    return False


def _has_next_class(a: lxml.html.HtmlElement) -> bool:
    for el in (a, a.getparent()):
        if el is None:
            continue
        if "next" not in ((el.get("class") or "") + " " + (el.get("id") or "") + " " + (el.get("rel") or "")).lower():
            continue  # every test below needs "next" in the class, id or rel
        words = _class_words(el)
        if any(
            w in ("next", "nextpage", "next-page", "pagination-next", "page-next", "nav-next", "pager-next")
            or w.startswith("next")
            for w in words
        ):
            return True
        if (el.get("rel") or "").lower().split().count("next"):
            return True
    return False


@lru_cache(maxsize=2048)
def _canonical(url: str) -> str:
    return canonicalize_url(url)


def _same_request(a: str, b: str) -> bool:
    try:
        return _canonical(a) == _canonical(b)
    except Exception:
        return a == b


def _link_kind(url: str, target: str, default: str) -> str:
    """``token`` when the next URL differs from this one by an opaque (non-numeric) parameter value."""
    try:
        cur = dict(parse_qsl(urlsplit(url).query, keep_blank_values=True))
        new = parse_qsl(urlsplit(target).query, keep_blank_values=True)
    except ValueError:
        return default
    changed = [(k, v) for k, v in new if cur.get(k) != v]
    if changed and all(not v.isdigit() for _, v in changed) and any(_OPAQUE.match(v) for _, v in changed):
        return "token"
    return default


def _page_of(el: lxml.html.HtmlElement) -> int | None:
    m = _PAGE_NUMBER.match(visible_text(el, max_elements=20))
    return int(m.group(1)) if m else None


def _explicitly_current(items: list[tuple[int, lxml.html.HtmlElement]]) -> bool:
    for _, el in items:
        if el.get("aria-current") not in (None, "false"):
            return True
        for node in (el, el.getparent()):
            if node is not None and (_class_words(node) & _CURRENT_WORDS):
                return True
    return False


def _is_current(el: lxml.html.HtmlElement) -> bool:
    if el.get("aria-current") not in (None, "false"):
        return True
    for node in (el, el.getparent()):
        if node is not None and (_class_words(node) & _CURRENT_WORDS):
            return True
    if el.tag != "a" or not (el.get("href") or "").strip():
        return el.tag in ("span", "strong", "b", "em", "li", "a", "button", "font", "td")
    return False


#: Highest score of a numbered page link (:func:`_numbered_candidates`) and of a form button (:func:`_form_candidates`).
NUMBERED_MAX = 8.0
FORM_MAX = 6.5

_PAGER_ITEM_TAGS = frozenset({"li", "span", "td", "th", "em", "strong", "b", "font"})


def _numbered_candidates(root, url: str, base: str, current_page: int | None) -> list[tuple[float, PageLink]]:
    """Link to page current+1 among numbered page links (pagers grouped by their parent)."""
    groups: dict[Any, list[tuple[int, lxml.html.HtmlElement]]] = {}
    for n, el in enumerate(root.iter("a", "span", "strong", "b", "em", "li", "button", "font", "td")):
        if n > MAX_ANCHORS:
            break
        if el.tag in ("li", "td") and len(el):
            continue  # the number is inside a child element
        num = _page_of(el)
        if num is None:
            continue
        container = el.getparent()
        for _ in range(2):  # <li><a>2</a></li>, <td><span>1</span></td>: the pager is further up
            if container is not None and container.tag in _PAGER_ITEM_TAGS and container.getparent() is not None:
                container = container.getparent()
        groups.setdefault(container, []).append((num, el))
    out: list[tuple[float, PageLink]] = []
    for items in groups.values():
        linked = [(num, el) for num, el in items if el.tag == "a" and (el.get("href") or "").strip()]
        if len(items) < 2 or not linked:
            continue
        nums = sorted({num for num, _ in items})
        if len(nums) < 2 or nums[-1] - nums[0] > 10_000:
            continue
        current = None
        for num, el in items:
            if _is_current(el):
                current = num
                break
        if len(linked) < 2 and not (_explicitly_current(items) or _in_pager(linked[0][1])):
            continue  # one linked number next to a plain one: a table of data, not a pager
        if current is None:
            for num, el in linked:
                href = urldefrag(urljoin(base, el.get("href").strip()))[0]
                if _same_request(href, url):
                    current = num
                    break
        if current is None:
            current = current_page
        if current is None and nums[0] == 2:
            current = 1  # pages 2…N linked, no page 1 anywhere: this is page 1
        if current is None:
            continue
        for num, el in linked:
            if num != current + 1:
                continue
            href = el.get("href").strip()
            score = NUMBERED_MAX - (0.0 if _in_pager(el) else 1.0)
            link = _anchor_request(root, href, base, url, "numbered", num)
            if link is not None:
                out.append((score, link))
            break
    return out


def _postback_request(root, target: str, argument: str, url: str) -> PageLink | None:
    """ASP.NET WebForms pager: re-post the page's form with ``__EVENTTARGET``."""
    for form in forms_from_root(root, url):
        if form.field_named("__EVENTTARGET") is None and form.field_named("__VIEWSTATE") is None:
            continue
        pairs = [(k, v) for k, v in form.defaults(submit=False) if k not in ("__EVENTTARGET", "__EVENTARGUMENT")]
        pairs = [("__EVENTTARGET", target), ("__EVENTARGUMENT", argument)] + pairs
        return _form_request(form, pairs, "more-form")
    return None


def _anchor_request(root, href: str, base: str, url: str, kind: str, page: int | None = None) -> PageLink | None:
    if href.lower().startswith("javascript:"):
        m = _POSTBACK.search(unquote_plus(href))
        if not m:
            return None
        link = _postback_request(root, m.group(1), m.group(2), url)
        if link is not None:
            link.page = page
        return link
    if href.startswith("#") or href.lower().startswith(("mailto:", "tel:", "data:")):
        return None
    try:
        target = urldefrag(urljoin(base, href))[0]
        parts = urlsplit(target)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or _same_request(target, url):
        return None
    if parts.hostname != urlsplit(url).hostname:
        return None
    return PageLink("GET", target, kind=_link_kind(url, target, kind), page=page)


def _form_request(form: Form, pairs: list[tuple[str, str]], kind: str) -> PageLink:
    if form.method == "GET":
        parts = urlsplit(form.action)
        target = urlunsplit((parts.scheme, parts.netloc, parts.path, _urlencode(pairs, form.encoding), ""))
        return PageLink("GET", target, kind=kind)
    body = _urlencode(pairs, form.encoding).encode("ascii")
    return PageLink(
        "POST", form.action, body=body, headers={"Content-Type": "application/x-www-form-urlencoded"}, kind=kind
    )


def _form_candidates(root, url: str) -> list[tuple[float, PageLink]]:
    """ "Next"/"More results" submit buttons: post their form with that button clicked."""
    out: list[tuple[float, PageLink]] = []
    for form in forms_from_root(root, url):
        for sub in form.submits:
            caption = sub.label or sub.value
            if not caption or _NOT_NEXT.search(caption):
                continue
            caption = normalize_space(caption)
            if _NEXT_TEXT.match(caption):
                score = FORM_MAX
            elif _MORE_TEXT.match(caption) or _OLDER_TEXT.match(caption):
                score = 5.0
            else:
                continue
            link = _form_request(form, form.defaults(submit=sub), "more-form")
            if link.method == "GET" and _same_request(link.url, url):
                continue
            out.append((score, link))
            break
    return out


def next_page(
    html: str | bytes, url: str, current_page: int | None = None, query: str | None = None
) -> PageLink | None:
    """The request for the next result page, or ``None`` on the last page.

    Evidence, strongest first: ``rel=next`` (``<link>`` or ``<a>``), an
    anchor reading "Next"/"›"/"»"/"Older" (also via aria-label, title,
    ``class="next"``; i18n-light), the numbered link to the page after the
    current one (marked ``current``/``active``/``aria-current`` or without
    href; ``current_page`` when the page marks none), a "Next"/"More
    results" submit button (its form is submitted with that button; also
    ASP.NET ``__doPostBack`` pagers), "More results" anchors. Links to other
    hosts and back to this page are never returned. ``query`` breaks ties
    toward URLs that carry it.
    """
    try:
        root = _root(html, url)
        base = base_url(root, url)
        cands: list[tuple[float, PageLink]] = []
        for link_el in root.iter("link"):
            if "next" in (link_el.get("rel") or "").lower().split() and link_el.get("href"):
                link = _anchor_request(root, link_el.get("href").strip(), base, url, "next")
                if link is not None:
                    cands.append((10.0, link))
        for n, a in enumerate(root.iter("a")):
            if n > MAX_ANCHORS:
                break
            href = (a.get("href") or "").strip()
            if not href:
                continue
            rel = (a.get("rel") or "").lower().split()
            label = _label(a)
            aria = _aria_title(a)
            score = 0.0
            if "next" in rel:
                score = 9.0
            elif label and _NOT_NEXT.search(label) and not _NEXT_TEXT.match(label):
                continue
            elif _NEXT_TEXT.match(label) or (aria and (_NEXT_TEXT.match(aria) or _NEXT_WORD.match(aria))):
                score = 6.0
                if len(label) <= 2 and not (_in_pager(a) or _has_next_class(a)):
                    score = 4.0  # a bare "›" or ">" outside any pager
            elif _OLDER_TEXT.match(label):
                score = 5.5
            elif _has_next_class(a) and not (label and _NOT_NEXT.search(label)):
                score = 5.0
            elif _MORE_TEXT.match(label):
                score = 4.0
            else:
                continue
            if score < 9.0 and aria and _NOT_NEXT.search(aria) and not _NEXT_ANYWHERE.search(aria):
                continue
            if _in_pager(a):
                score += 1.5
            if _has_next_class(a):
                score += 0.5
            link = _anchor_request(root, href, base, url, "next")
            if link is None:
                continue
            if query:
                try:
                    if query.lower() in unquote_plus(link.url).lower():
                        score += 0.3
                except Exception:
                    pass
            cands.append((score, link))
        # Numbered links score at most NUMBERED_MAX, form buttons at most FORM_MAX, and the
        # earlier candidate wins a tie: they are looked for only when they could win.
        best_score = max((c[0] for c in cands), default=None)
        if best_score is None or best_score < NUMBERED_MAX:
            cands.extend(_numbered_candidates(root, url, base, current_page))
            best_score = max((c[0] for c in cands), default=None)
        if best_score is None or best_score < FORM_MAX:
            cands.extend(_form_candidates(root, url))
        if not cands:
            return None
        cands.sort(key=lambda c: c[0], reverse=True)
        best = cands[0][1]
        if best.page is None and current_page is not None:
            best.page = current_page + 1
        return best
    except Exception:
        logger.debug("next_page failed on %s", url, exc_info=True)
        return None


# ---------------------------------------------------------------------------
# Reported totals
# ---------------------------------------------------------------------------

_NUM = r"(\d{1,3}(?:[,.\u00a0\u202f\u2009' ]\d{3})+(?![\d])|\d+)"
_NOUNS = (
    r"(?:results?|matches|matching (?:records|documents|items|results)|hits|records?|items?|documents?|entries|"
    r"titles?|books?|products?|jobs?|listings?|articles?|publications?|cases?|pages?|objects?|references?|"
    r"papers?|posts?|people|persons|profiles?|compan(?:y|ies)|properties|homes|recipes?|songs?|tracks?|videos?|"
    r"images?|photos?|photographs?|files?|reports?|theses|patents?|datasets?|specimens?|maps?|letters?|works?|"
    r"courses?|events?|vacancies|positions?|offers?|hotels?|vehicles?|cars?|trials?|studies|genes?|proteins?|"
    r"resultados?|ergebnisse|ergebnis|treffer|résultats?|risultati|resultaten|wyników|результат\w*|αποτελέσματα)"
)
_APPROX = r"(?:about|approximately|approx\.?|around|over|more than|nearly|almost|ca\.?|circa|environ|etwa|aprox\.?|cerca de|~)?"
_RANGE = re.compile(
    rf"(\d[\d,.]*)\s*(?:-|–|—|to|bis|a|à|al|through)\s*(\d[\d,.]*)\s*(?:\)\s*)?(?:of|out of|from|de|von|sur|di|van|из|από|/)\s*{_APPROX}\s*{_NUM}",
    re.I,
)
_SHOWING = re.compile(rf"(?:showing|displaying|viewing|shown)\s+(\d[\d,.]*)\s+(?:of|out of)\s+{_APPROX}\s*{_NUM}", re.I)
_COUNT = re.compile(
    rf"(?<![\d,.\-–/])(?:(?:about|approximately|approx\.?|around|over|more than|nearly|almost|ca\.?|circa|environ|etwa|aprox\.?|total of|all)\s+)?"
    rf"{_NUM}(\+)?\s*(?:total\s+|matching\s+|search\s+)?{_NOUNS}(?![\w-])(?!\s*(?:per|on this|/)\s*page)",
    re.I,
)
_LABELLED = re.compile(
    rf"(?:total results|results found|total hits|results|matches|hits|records found|records|total|found|treffer|resultados|ergebnisse|résultats)\s*[:=]\s*{_NUM}(?![\d])",
    re.I,
)
_MULT_COUNT = re.compile(rf"(?<![\d,.])(\d+(?:[.,]\d+)?)\s*(million|thousand|billion|k|m)\s+{_NOUNS}(?![\w-])", re.I)
_OF_N_NOUN = re.compile(rf"\bof\s+{_APPROX}\s*{_NUM}\s+{_NOUNS}", re.I)
_PAGE_BEFORE = re.compile(r"(?:page|p\.|no\.|#|nr\.?)\s*$", re.I)
_PAGE_OF = re.compile(r"page\s*\d+\s*(?:of|/)\s*\d+", re.I)
#: "No results" phrasings, each with literals (lower case) one of which every match of it contains:
#: a page whose text holds none of them is not searched with the big pattern (most pages).
_NO_RESULTS_PHRASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        r"\bno (?:search )?(?:results?|matches|matching (?:results|records|documents|items|entries)|records|items|documents|"
        r"entries|hits|articles|products|listings|titles|books|jobs)(?: were| was)?(?: found| matched| available| returned)?\b",
        ("no search", "no result", "no match", "no record", "no item", "no document", "no entries", "no hit",
         "no article", "no product", "no listing", "no title", "no book", "no job"),
    ),
    (r"\bnothing (?:was )?found\b", ("nothing",)),
    (r"\bnothing matched\b", ("nothing",)),
    (r"\bfound nothing\b", ("nothing",)),
    (
        r"(?<![\d,.])\b0 (?:results?|matches|hits|records|items|documents|entries|titles|articles|products)\b",
        ("0 result", "0 match", "0 hit", "0 record", "0 item", "0 document", "0 entries", "0 title", "0 article",
         "0 product"),
    ),
    (r"\bfound 0\b", ("found 0",)),
    (r"\bzero results\b", ("zero results",)),
    (r"\bdid not match any\b", ("match any",)),
    (r"\bdoes not match any\b", ("match any",)),
    (r"\bdidn't match any\b", ("match any",)),
    (r"\bno documents match\b", ("no documents match",)),
    (r"\breturned no (?:results|matches|records|hits)\b", ("returned no ",)),
    (r"\bcould not find any\b", ("find any",)),
    (r"\bcouldn't find any\b", ("find any",)),
    (r"\bwe (?:could not|couldn't|did not|didn't) find (?:any|anything)\b", ("find any",)),
    (r"\bno (?:results|matches) for\b", ("no results for", "no matches for")),
    (r"\byour search (?:for .{0,80}? )?(?:did not|didn't|does not) (?:match|return)\b", ("your search ",)),
    (r"\bsorry, no\b", ("sorry, no",)),
    (r"\bkeine (?:ergebnisse|treffer)\b", ("keine ",)),
    (r"\baucun résultat\b", ("aucun résultat",)),
    (r"\baucun document\b", ("aucun document",)),
    (r"\bno se (?:encontraron|han encontrado)\b", ("no se ",)),
    (r"\bsin resultados\b", ("sin resultados",)),
    (r"\bningún resultado\b", ("ningún resultado",)),
    (r"\bnessun risultato\b", ("nessun risultato",)),
    (r"\bgeen resultaten\b", ("geen resultaten",)),
    (r"\bnenhum resultado\b", ("nenhum resultado",)),
    (r"\bbrak wyników\b", ("brak wyników",)),
    (r"ничего не найдено", ("ничего не найдено",)),
    (r"\bδεν βρέθηκαν\b", ("δεν βρέθηκαν",)),
    (r"見つかりませんでした", ("見つかりませんでした",)),
    (r"没有找到", ("没有找到",)),
    (r"未找到", ("未找到",)),
)
_NO_RESULTS = re.compile("|".join(pattern for pattern, _ in _NO_RESULTS_PHRASES), re.I)
#: One pattern per phrase: the text matches ``_NO_RESULTS`` iff it matches one of them, and only the
#: phrases whose literals occur in the text need a search.
_NO_RESULTS_CHECKS = tuple((hints, re.compile(pattern, re.I)) for pattern, hints in _NO_RESULTS_PHRASES)
#: Characters that ``re.I`` matches to a letter of the hints although ``str.lower()`` maps them elsewhere
#: (dotted/dotless i, long s, Greek/Cyrillic letter variants): a text holding one is always searched in full.
_CASE_VARIANTS = re.compile("[\u0130\u0131\u017f\u03d0\u03d1\u03f0\u03f1\u03f5\u1c81\u1c82]")


def _says_no_results(text: str) -> bool:
    """``_NO_RESULTS.search(text) is not None``, searching only the phrases whose literals the text holds.

    ``str.lower()`` agrees with ``re.I`` on every character of the literals except
    :data:`_CASE_VARIANTS`; a text holding one of those is searched with every phrase.
    """
    low = text.lower()
    every = _CASE_VARIANTS.search(text) is not None
    for hints, pattern in _NO_RESULTS_CHECKS:
        if (every or any(hint in low for hint in hints)) and pattern.search(text):
            return True
    return False
_MULTIPLIERS = {"billion": 1_000_000_000, "million": 1_000_000, "m": 1_000_000, "thousand": 1_000, "k": 1_000}
MAX_TOTAL = 10**12


def _to_int(s: str) -> int | None:
    digits = re.sub(r"[,.\u00a0\u202f\u2009' ]", "", s)
    if not digits.isdigit():
        return None
    n = int(digits)
    return n if n <= MAX_TOTAL else None


#: Totals and "no results" messages sit near the top (or the bottom) of a page:
#: only this much text from each end is searched.
MAX_TEXT_HEAD = 200_000
MAX_TEXT_TAIL = 50_000


def _ends(text: str) -> str:
    if len(text) <= MAX_TEXT_HEAD + MAX_TEXT_TAIL:
        return text
    return text[:MAX_TEXT_HEAD] + " … " + text[-MAX_TEXT_TAIL:]


_LONG_DIGITS = re.compile(r"[\d,.]{20,}")


def _total_in(text: str) -> int | None:
    text = _LONG_DIGITS.sub(" ", text)  # ids and hashes, never totals; they make the patterns quadratic
    for pat in (_RANGE, _SHOWING):
        for m in pat.finditer(text):
            total = _to_int(m.group(m.lastindex))
            first = _to_int(m.group(1))
            if total is None:
                continue
            if pat is _RANGE:
                last = _to_int(m.group(2))
                start = m.start()
                if _PAGE_OF.match(text, max(0, start - 6)) or re.search(
                    r"page\s*$", text[max(0, start - 8) : start], re.I
                ):
                    continue
                if last is None or first is None or first > last or last > total + 1 and total > 0:
                    continue
            return total
    for m in _OF_N_NOUN.finditer(text):
        total = _to_int(m.group(1))
        if total is not None:
            return total
    for m in _MULT_COUNT.finditer(text):
        try:
            return int(float(m.group(1).replace(",", ".")) * _MULTIPLIERS[m.group(2).lower()])
        except (ValueError, KeyError):
            continue
    for m in _COUNT.finditer(text):
        if _PAGE_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            continue  # "page 1 Title": a page number followed by a field label
        noun = m.group(0).lower()
        if re.search(r"\bpages?\b", noun) and not re.search(r"result", noun):
            continue  # "14 pages" is a page count
        n = _to_int(m.group(1))
        if n is None:
            continue
        return n
    for m in _LABELLED.finditer(text):
        n = _to_int(m.group(1))
        if n is not None:
            return n
    return None


def reported_total(text_or_html: str | bytes | lxml.html.HtmlElement) -> int | None:
    """The number of results a page says the query has, or ``None`` if it says none.

    Understands "1–20 of 3,412", "Showing 11-20 of 3412 results",
    "3,412 results", "About 1,200 matches", "Results 1 - 10 of about 523",
    "Results: 523", "10,000+ results"; "Page 2 of 14" is a page count
    (``None``); an explicit "no results" message gives ``0``. Ranges are
    preferred over bare counts; the first match in document order wins.
    Takes page HTML (``str``/``bytes``), an already parsed page (lxml root)
    or plain text.
    """
    try:
        if isinstance(text_or_html, lxml.html.HtmlElement):
            return PageAnalysis(text_or_html).total
        if not text_or_html:
            return None
        if isinstance(text_or_html, bytes) or "<" in text_or_html:
            return PageAnalysis(_root(text_or_html)).total
        return _total_of_text(_ends(normalize_space(text_or_html)))
    except Exception:
        logger.debug("reported_total failed", exc_info=True)
        return None


def _total_of_text(text: str) -> int | None:
    """The total a whole page's text reports; ``0`` when it only says "no results"."""
    if not text:
        return None
    total = _total_in(text)
    if total is not None:
        return total
    if _says_no_results(text):
        return 0
    return None


def _no_results_in(text: str, total: Callable[[], int | None]) -> bool:
    """``text`` (the main content) says "no results" and reports no positive total."""
    if not text or not _says_no_results(text):
        return False
    n = total()
    return not (n and n > 0)


def is_no_results(html: str | bytes | lxml.html.HtmlElement) -> bool:
    """True if the page's main content says the query matched nothing.

    Navigation, headers, footers, sidebars and hidden elements (JS-toggled
    "no results" templates) are ignored; a page that also reports a
    positive total ("no results for X, showing 1–10 of 40 for Y") is not
    empty. Takes page HTML, an already parsed page (lxml root) or plain text.
    """
    try:
        if isinstance(html, lxml.html.HtmlElement):
            return PageAnalysis(html).empty
        if not html:
            return False
        if isinstance(html, str) and "<" not in html:
            text = _ends(normalize_space(html))
            return _no_results_in(text, lambda: _total_in(text))
        return PageAnalysis(_root(html)).empty
    except Exception:
        logger.debug("is_no_results failed", exc_info=True)
        return False


class PageAnalysis:
    """Everything a harvest asks of one parsed result page, each part computed once.

    ``empty`` is :func:`is_no_results`, ``total`` is :func:`reported_total`,
    ``next_link`` is :func:`next_page`; they share one parse and one pass over
    the main content's text (the slow part of both) and are computed on first
    use only, so a spider that skips pagination on an empty page never pays
    for it. Like the functions, no attribute ever raises.
    """

    def __init__(
        self,
        root: lxml.html.HtmlElement,
        url: str = "",
        page: int | None = None,
        query: str | None = None,
    ) -> None:
        self.root = root
        self.url = url
        self.page = page
        self.query = query

    @cached_property
    def main_text(self) -> str:
        """Visible text of the main content (capped at both ends)."""
        return _ends(_main_text(self.root))

    @cached_property
    def _main_total(self) -> int | None:
        return _total_in(self.main_text) if self.main_text else None

    @cached_property
    def empty(self) -> bool:
        try:
            return _no_results_in(self.main_text, lambda: self._main_total)
        except Exception:
            logger.debug("is_no_results failed on %s", self.url, exc_info=True)
            return False

    @cached_property
    def total(self) -> int | None:
        # The results summary sits in the main content; site-wide statistics
        # ("40,000 photographs online") sit in the chrome around it.
        try:
            total = self._main_total
            if total is not None:
                return total
            body = self.root.find("body")
            return _total_of_text(_ends(visible_text(body if body is not None else self.root)))
        except Exception:
            logger.debug("reported_total failed on %s", self.url, exc_info=True)
            return None

    @cached_property
    def next_link(self) -> PageLink | None:
        return next_page(self.root, self.url, self.page, self.query)


def analyse(
    html: str | bytes | lxml.html.HtmlElement,
    url: str = "",
    page: int | None = None,
    query: str | None = None,
) -> PageAnalysis:
    """A result page's :class:`PageAnalysis` (``empty``, ``total``, ``next_link``), from its
    HTML or, cheaper, from the root :func:`hiddenweb.htmlinput.parse_text` already gave."""
    try:
        root = _root(html, url or None)
    except Exception:
        logger.debug("cannot parse %s", url, exc_info=True)
        root = _root("")
    return PageAnalysis(root, url, page, query)


# ---------------------------------------------------------------------------
# Empty-page signatures (He et al.)
# ---------------------------------------------------------------------------

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)


def _words(text: str, drop: set[str]) -> list[str]:
    out = []
    for w in _WORD.findall(text.lower()):
        if w in drop or len(w) < 2:
            continue
        out.append(w)
    return out


def _query_words(query: str | None) -> set[str]:
    if not query:
        return set()
    words = set(_WORD.findall(query.lower()))
    return words | {w + "s" for w in words} | {w + "es" for w in words}


#: Weight of site-chrome features (navigation, sidebars, footers, everything outside the main content)
#: in a signature: they keep tiny empty pages comparable without drowning the records.
CHROME_WEIGHT = 0.2
#: Weight of link text: menus are all links, records carry unlinked text too.
LINK_TEXT_WEIGHT = 0.3


def _inside_link(path: str) -> bool:
    """True if a tag path (``body/div.x/a.title/span``) passes through an anchor."""
    return any(step.partition(".")[0] == "a" for step in path.split("/"))


def _is_search_link(a: lxml.html.HtmlElement, words: list[str]) -> bool:
    """A link whose text is one of its own query values ("Did you mean <a href=?q=bigamy>bigamy</a>")."""
    href = a.get("href") or ""
    if "?" not in href or not words:
        return False
    try:
        values = {v.lower() for _, v in parse_qsl(urlsplit(href).query)}
    except ValueError:
        return False
    return " ".join(words) in values


_CLASS_WORD = re.compile(r"[a-z][a-z_\-]*[a-z]", re.I)


def _step(el: lxml.html.HtmlElement) -> str:
    """One tag-path step: the tag and its first class name (digits dropped: generated ids/classes vary)."""
    cls = (el.get("class") or "").split()
    if cls:
        m = _CLASS_WORD.search(cls[0])
        if m:
            return el.tag + "." + m.group(0).lower()
    return el.tag


def page_signature(html: str | bytes | lxml.html.HtmlElement, query: str | None = None) -> Counter[str]:
    """He et al. result-page signature: a weighted multiset of features, the query text removed.

    * ``t:`` tag paths (last four steps, each a tag name and its first class word);
    * ``w:`` word bigrams of each text chunk, lower-cased, numbers, the query's
      words and the text of query-suggestion links removed.

    Site chrome shared by every page of a site (``<nav>``, headers, footers,
    sidebars, anything outside ``<main>``/#content) counts
    :data:`CHROME_WEIGHT`; the main content counts 1, so that records weigh
    more than the menus around them.
    """
    root = _root(html)
    drop = _query_words(query)
    region = main_content(root, query)
    body = root.find("body")
    if body is None:
        body = root
    outside = region is not body
    sig: Counter[str] = Counter()
    stack: list[tuple[lxml.html.HtmlElement, str, bool]] = [(body, "body", outside)]
    visited = 0
    while stack:
        node, path, chrome = stack.pop()
        visited += 1
        if visited > MAX_SIGNATURE_ELEMENTS:
            break
        weight = CHROME_WEIGHT if chrome else 1.0
        sig["t:" + "/".join(path.split("/")[-4:])] += weight
        chunks = []
        if node.text:
            chunks.append(node.text)
        for child in node:
            if child.tail:
                chunks.append(child.tail)
        in_link = node.tag == "a" or _inside_link(path)
        text_weight = min(weight, LINK_TEXT_WEIGHT) if in_link else weight
        for chunk in chunks:
            words = _words(chunk, drop)
            if node.tag == "a" and _is_search_link(node, words):
                continue
            if len(words) == 1:
                sig["w:" + words[0]] += text_weight
            for a, b in zip(words, words[1:], strict=False):
                sig["w:" + a + " " + b] += text_weight
        for child in reversed(node):
            if not isinstance(child.tag, str) or is_hidden(child):
                continue
            if child is region:
                child_chrome = False
            else:
                child_chrome = chrome or _is_chrome(child)
            stack.append((child, path + "/" + _step(child), child_chrome))
    return sig


def _weighted_jaccard(a: Counter[str], b: Counter[str], prefix: str) -> float | None:
    keys = {k for k in a if k.startswith(prefix)} | {k for k in b if k.startswith(prefix)}
    if not keys:
        return None
    inter = sum(min(a.get(k, 0), b.get(k, 0)) for k in keys)
    union = sum(max(a.get(k, 0), b.get(k, 0)) for k in keys)
    return inter / union if union else 1.0


def signature_similarity(a: Counter[str], b: Counter[str]) -> float:
    """Similarity of two signatures: the lower of structure and text weighted Jaccard.

    Taking the minimum keeps a page whose records change only the text (or
    only the structure) from passing as empty.
    """
    sims = [s for s in (_weighted_jaccard(a, b, "t:"), _weighted_jaccard(a, b, "w:")) if s is not None]
    if not sims:
        return 1.0 if not a and not b else 0.0
    return min(sims)


class EmptyPageSignatures:
    """He et al.'s empty-page filter (WSDM 2013 §3; ALGORITHMS.md §5).

    ``learn()`` the result pages of a few nonsense queries (see
    :func:`nonsense_queries`); ``is_empty()`` is true for a page whose
    signature similarity to any learnt one is ≥ ``threshold`` (0.85 in
    the paper: precision 0.89, recall 0.9).
    """

    MAX_SIGNATURES = 8

    def __init__(self, threshold: float = 0.85) -> None:
        self.threshold = threshold
        self.signatures: list[Counter[str]] = []

    def __len__(self) -> int:
        return len(self.signatures)

    def learn(self, html: str | bytes, query: str) -> None:
        """Add the result page of a nonsense query."""
        try:
            sig = page_signature(html, query)
        except Exception:
            logger.debug("cannot learn empty-page signature", exc_info=True)
            return
        if not sig:
            return
        if len(self.signatures) >= self.MAX_SIGNATURES:
            self.signatures.pop(0)
        self.signatures.append(sig)

    def similarity(self, html: str | bytes, query: str) -> float:
        """Highest similarity of the page to a learnt empty page (0.0 if none learnt)."""
        if not self.signatures:
            return 0.0
        try:
            sig = page_signature(html, query)
        except Exception:
            logger.debug("cannot compute signature", exc_info=True)
            return 0.0
        return max(signature_similarity(sig, s) for s in self.signatures)

    def is_empty(self, html: str | bytes, query: str) -> bool:
        return bool(self.signatures) and self.similarity(html, query) >= self.threshold

    def to_dict(self) -> dict[str, Any]:
        return {"threshold": self.threshold, "signatures": [dict(s) for s in self.signatures]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> EmptyPageSignatures:
        obj = cls(float(d.get("threshold", 0.85)))
        obj.signatures = [Counter({str(k): float(v) for k, v in s.items()}) for s in d.get("signatures", [])]
        return obj


_CONSONANTS = "bdfgklmnprstvz"
_RARE = ("zq", "xj", "qv", "vx", "jq", "zx", "qk", "wx")
_VOWELS = "aeiou"


def nonsense_queries(n: int, seed: int = 0) -> list[str]:
    """``n`` distinct pronounceable-but-absent words (e.g. ``"bizqovema"``) for probing empty pages.

    Consonant–vowel syllables around a rare digraph (``zq``, ``xj``…) that
    no natural language uses, so a site's index will not contain them.
    """
    rng = random.Random(seed)
    out: list[str] = []
    seen: set[str] = set()
    while len(out) < max(0, n):
        left = "".join(rng.choice(_CONSONANTS) + rng.choice(_VOWELS) for _ in range(rng.randint(1, 2)))
        right = "".join(rng.choice(_VOWELS) + rng.choice(_CONSONANTS) for _ in range(rng.randint(1, 2)))
        word = left + rng.choice(_RARE) + right + rng.choice(_VOWELS)
        if word not in seen:
            seen.add(word)
            out.append(word)
    return out
