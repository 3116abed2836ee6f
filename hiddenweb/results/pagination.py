"""The request for the next result page (Ntoulas et al. §3: "press next to get all result pages").

:func:`next_page` follows sequential chains only: ``rel=next``,
"Next"/"›"/"»" anchors, numbered page links, opaque-token links, "More
results" buttons rendered as forms and ASP.NET ``__doPostBack`` pagers. It
reads the whole page (the repeated search form and the links the rendering
middleware captured included): see :func:`hiddenweb.results.content.strip_page`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any
from urllib.parse import parse_qsl, quote_plus, unquote_plus, urldefrag, urljoin, urlsplit, urlunsplit

import lxml.html
from w3lib.url import canonicalize_url

from hiddenweb import forms as formlib
from hiddenweb.htmlinput import base_url, normalize_space, visible_text
from hiddenweb.results.content import as_root, class_words
from hiddenweb.text import tokenize

__all__ = ["FORM_MAX", "MAX_ANCHORS", "NUMBERED_MAX", "PageLink", "next_page"]

#: Most anchors (and pager elements) looked at on one page.
MAX_ANCHORS = 20_000


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
        """The link as JSON-safe data (the body as latin-1 text)."""
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
        """The link :meth:`to_dict` gave."""
        body = d.get("body")
        return cls(
            method=d["method"],
            url=d["url"],
            body=body.encode("latin-1") if body is not None else None,
            headers=dict(d.get("headers", {})),
            kind=d.get("kind", "next"),
            page=d.get("page"),
        )


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
        words = class_words(el)
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
    """Whether two URLs ask for the same page (compared as written when one does not parse)."""
    try:
        return _canonical(a) == _canonical(b)
    except ValueError:  # urllib's answer to a malformed URL (a bad port, an unclosed IPv6 bracket)
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


_ANY_DIGIT = re.compile(r"\d").search


def _page_of(el: lxml.html.HtmlElement) -> int | None:
    """The page number an element's visible text is (``2``, ``[3]``), if it is one."""
    # Every element of the page's kinds is asked (~900 on a 200-record page): a leaf without a digit in
    # its text is none, without assembling its visible text (issue 17). Not for elements with children:
    # their whole text can be the page's (a <font> around everything), visible_text reads 20 elements.
    if not len(el) and not _ANY_DIGIT(el.text or ""):
        return None
    m = _PAGE_NUMBER.match(visible_text(el, max_elements=20))
    return int(m.group(1)) if m else None


def _explicitly_current(items: list[tuple[int, lxml.html.HtmlElement]]) -> bool:
    for _, el in items:
        if el.get("aria-current") not in (None, "false"):
            return True
        for node in (el, el.getparent()):
            if node is not None and (class_words(node) & _CURRENT_WORDS):
                return True
    return False


def _is_current(el: lxml.html.HtmlElement) -> bool:
    if el.get("aria-current") not in (None, "false"):
        return True
    for node in (el, el.getparent()):
        if node is not None and (class_words(node) & _CURRENT_WORDS):
            return True
    if el.tag != "a" or not (el.get("href") or "").strip():
        return el.tag in ("span", "strong", "b", "em", "li", "a", "button", "font", "td")
    return False


#: Highest score of a numbered page link (:func:`_numbered_candidates`) and of a form button (:func:`_form_candidates`).
NUMBERED_MAX = 8.0
FORM_MAX = 6.5

_PAGER_ITEM_TAGS = frozenset({"li", "span", "td", "th", "em", "strong", "b", "font"})


def _numbered_candidates(
    root: lxml.html.HtmlElement, url: str, base: str, current_page: int | None
) -> list[tuple[float, PageLink]]:
    """Link to page current+1 among numbered page links (pagers grouped by their parent)."""
    groups: dict[Any, list[tuple[int, lxml.html.HtmlElement]]] = {}
    for n, el in enumerate(root.iter("a", "span", "strong", "b", "em", "li", "button", "font", "td")):
        if n > MAX_ANCHORS:
            break
        if len(el) and (el.tag in ("li", "td") or (el.tag != "a" and el.find(".//a") is not None)):
            continue  # the number is inside a child element (Trac: <span><a>22</a></span>, read as the link's)
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
            current = _linked_current(linked, base, url)
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


def _linked_current(linked: list[tuple[int, lxml.html.HtmlElement]], base: str, url: str) -> int | None:
    """The number of the pager link that leads back to this very page."""
    for num, el in linked:
        try:
            href = urldefrag(urljoin(base, el.get("href").strip()))[0]
        except ValueError:
            continue
        if _same_request(href, url):
            return num
    return None


def _postback_request(root: lxml.html.HtmlElement, target: str, argument: str, url: str) -> PageLink | None:
    """ASP.NET WebForms pager: re-post the page's form with ``__EVENTTARGET``."""
    for form in formlib.forms_from_root(root, url):
        if form.field_named("__EVENTTARGET") is None and form.field_named("__VIEWSTATE") is None:
            continue
        pairs = [(k, v) for k, v in form.defaults(submit=False) if k not in ("__EVENTTARGET", "__EVENTARGUMENT")]
        pairs = [("__EVENTTARGET", target), ("__EVENTARGUMENT", argument), *pairs]
        return _form_request(form, pairs, "more-form")
    return None


def _anchor_request(
    root: lxml.html.HtmlElement, href: str, base: str, url: str, kind: str, page: int | None = None
) -> PageLink | None:
    """The request an anchor's ``href`` makes (a postback re-posts the page's form); None for
    links that lead nowhere new: other hosts, this page, ``mailto:``, fragments."""
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
        if parts.scheme not in ("http", "https") or _same_request(target, url):
            return None
        if parts.hostname != urlsplit(url).hostname:
            return None
    except ValueError:  # a malformed URL
        return None
    return PageLink("GET", target, kind=_link_kind(url, target, kind), page=page)


def _encode(value: str, encoding: str) -> str:
    try:
        return quote_plus(value, encoding=encoding, errors="xmlcharrefreplace")
    except LookupError:  # a charset Python does not know
        return quote_plus(value, encoding="utf-8")


def _form_data(pairs: list[tuple[str, str]], encoding: str) -> str:
    """``application/x-www-form-urlencoded`` in order, in the form's charset (as browsers send it)."""
    return "&".join(f"{_encode(k, encoding)}={_encode(v, encoding)}" for k, v in pairs)


def _form_request(form: formlib.Form, pairs: list[tuple[str, str]], kind: str) -> PageLink:
    """The request submitting ``form`` with ``pairs``."""
    if form.method == "GET":
        parts = urlsplit(form.action)
        target = urlunsplit((parts.scheme, parts.netloc, parts.path, _form_data(pairs, form.encoding), ""))
        return PageLink("GET", target, kind=kind)
    body = _form_data(pairs, form.encoding).encode("ascii")
    return PageLink(
        "POST", form.action, body=body, headers={"Content-Type": "application/x-www-form-urlencoded"}, kind=kind
    )


_LETTER = re.compile(r"[^\W\d_]")


def _keeps_query(link: PageLink, query: str | None) -> bool:
    """Whether the request still asks the query (its words among the argument values of the URL or
    the body), when the query is known.

    A next page shows more results of the same query; a request without it
    is some other page (DokuWiki's tools menu posts ``do=`` with a ">" button).
    """
    if not query:
        return True
    words = set(tokenize(query))
    if not words:
        return True
    sent = urlsplit(link.url).query + "&" + (link.body or b"").decode("latin-1")
    try:
        values = " ".join(v for _, v in parse_qsl(sent, keep_blank_values=True))
    except ValueError:
        return False
    return words <= set(tokenize(values))


def _form_candidates(root: lxml.html.HtmlElement, url: str, query: str | None = None) -> list[tuple[float, PageLink]]:
    """ "Next"/"More results" submit buttons: post their form with that button clicked.

    A button captioned with a bare sign (">", "»") is taken only when its
    form keeps the query: such buttons also submit menus and selects.
    """
    out: list[tuple[float, PageLink]] = []
    for form in formlib.forms_from_root(root, url):
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
            try:
                link = _form_request(form, form.defaults(submit=sub), "more-form")
            except ValueError:  # an action URL that does not parse
                continue
            if link.method == "GET" and _same_request(link.url, url):
                continue
            if not _LETTER.search(caption) and not _keeps_query(link, query):
                continue
            out.append((score, link))
            break
    return out


def _anchor_score(a: lxml.html.HtmlElement) -> float | None:
    """How surely an anchor leads to the next page (None: not at all), from its rel, text,
    aria-label/title and class, and whether it sits in a pager."""
    rel = (a.get("rel") or "").lower().split()
    label = _label(a)
    aria = _aria_title(a)
    if "next" in rel:
        score = 9.0
    elif label and _NOT_NEXT.search(label) and not _NEXT_TEXT.match(label):
        return None
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
        return None
    if score < 9.0 and aria and _NOT_NEXT.search(aria) and not _NEXT_ANYWHERE.search(aria):
        return None
    if _in_pager(a):
        score += 1.5
    if _has_next_class(a):
        score += 0.5
    return score


def _link_candidates(
    root: lxml.html.HtmlElement, base: str, url: str, query: str | None
) -> list[tuple[float, PageLink]]:
    """``<link rel=next>`` and the anchors that read like "Next", scored."""
    cands: list[tuple[float, PageLink]] = []
    # on a page whose URL asks the query, weak links must keep asking it
    carried = bool(query) and _keeps_query(PageLink("GET", url), query)
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
        score = _anchor_score(a)
        if score is None:
            continue
        if score < 9.0 and query and normalize_space(_label(a)).lower() == normalize_space(query).lower():
            continue  # the query echoed as a link (MediaWiki's "Create the page 'next'"), not a "Next"
        link = _anchor_request(root, href, base, url, "next")
        if link is None:
            continue
        if score < 5.0 and carried and not _keeps_query(link, query):
            continue  # a bare "›" or a "more" link outside any pager that drops the query: another page
        if query and query.lower() in unquote_plus(link.url).lower():
            score += 0.3
        cands.append((score, link))
    return cands


def next_page(
    html: str | bytes | lxml.html.HtmlElement, url: str, current_page: int | None = None, query: str | None = None
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
    toward URLs that carry it, and the weakest evidence (a bare sign or a
    "More" outside any pager) must keep it: a next page shows more results
    of the same query. ``html`` may be the page already parsed.
    """
    root = as_root(html, url)
    base = base_url(root, url)
    cands = _link_candidates(root, base, url, query)
    # Numbered links score at most NUMBERED_MAX, form buttons at most FORM_MAX, and the
    # earlier candidate wins a tie: they are looked for only when they could win.
    best_score = max((c[0] for c in cands), default=None)
    if best_score is None or best_score < NUMBERED_MAX:
        cands.extend(_numbered_candidates(root, url, base, current_page))
        best_score = max((c[0] for c in cands), default=None)
    if best_score is None or best_score < FORM_MAX:
        cands.extend(_form_candidates(root, url, query))
    if not cands:
        return None
    cands.sort(key=lambda c: c[0], reverse=True)
    best = cands[0][1]
    if best.page is None and current_page is not None:
        best.page = current_page + 1
    return best
