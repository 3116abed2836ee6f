"""The main content of a result page, and the parts of a page that are not the results.

* :func:`main_content` finds the element holding a page's main content
  (``<main>``, ``#content``-like ids, else the block around the visible
  echoes of the query) and :func:`main_text` its visible text without the
  site chrome (navigation, headers, footers, sidebars, cookie banners:
  :func:`is_chrome`).
* :func:`strip_page` takes out of a parsed page, in place and reversibly,
  what is not the site's own result list: the block of links the rendering
  middleware appends and the search form the page repeats. Result pages are
  read on that tree; pagination reads the page whole again after
  :meth:`Stripped.restore`, so a page is parsed once.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

import lxml.html

from hiddenweb.htmlinput import decode_html, is_hidden, normalize_space, parse_text
from hiddenweb.rendering import SIMULATED_LINKS_ID
from hiddenweb.text.html import INVISIBLE_TAGS, hidden_by_style
from hiddenweb.text.tokens import words

__all__ = [
    "MAX_SEARCH_FORM_TEXT",
    "MAX_SIGNATURE_ELEMENTS",
    "Stripped",
    "as_root",
    "class_words",
    "content_blocks",
    "is_chrome",
    "main_content",
    "main_text",
    "query_words",
    "strip_page",
]

#: Most elements a walk over a page's content visits.
MAX_SIGNATURE_ELEMENTS = 30_000
#: A repeated search form holds at most this much text (a whole-page form holding the results holds more).
MAX_SEARCH_FORM_TEXT = 1000

#: Words of a text: letters only (digits and underscores split words).


def as_root(html: str | bytes | lxml.html.HtmlElement, url: str | None = None) -> lxml.html.HtmlElement:
    """``html`` parsed (any charset, never raises); an lxml root is returned as it is."""
    if isinstance(html, lxml.html.HtmlElement):
        return html
    text, _ = decode_html(html)
    return parse_text(text, url)


def query_words(query: str | None) -> set[str]:
    """The words of a query and their plurals, as they may echo on its result page."""
    if not query:
        return set()
    found = set(words(query))
    return found | {w + "s" for w in found} | {w + "es" for w in found}


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


def class_words(el: lxml.html.HtmlElement) -> frozenset[str]:
    """The words of an element's ``class`` and ``id`` (``"result-list_main"`` → result, list, main)."""
    key = (el.get("class") or "") + " " + (el.get("id") or "")
    words = _CLASS_WORDS_CACHE.get(key)
    if words is None:
        words = frozenset(w for w in _SPLIT_CLASS.split(key.lower()) if w)
        if len(key) <= 256:
            if len(_CLASS_WORDS_CACHE) >= _CLASS_WORDS_CACHE_SIZE:
                _CLASS_WORDS_CACHE.clear()
            _CLASS_WORDS_CACHE[key] = words
    return words


def is_chrome(el: lxml.html.HtmlElement) -> bool:
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
    words = class_words(el)
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
        region = _query_region(body, query_words(query))
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
    for node, _ in content_blocks(body, budget):
        if node.tag in ("form", "select", "option", "textarea", "title"):
            continue
        texts = [node.text] if node.text else []
        texts += [c.tail for c in node if c.tail]
        if any(qwords & set(words(t)) for t in texts):
            hits.append(node)
        if len(hits) > 200:
            break
    if not hits:
        return None
    common = [*list(hits[0].iterancestors())[::-1], hits[0]]
    for el in hits[1:]:
        chain = [*list(el.iterancestors())[::-1], el]
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


def content_blocks(el: lxml.html.HtmlElement, budget: list[int]) -> Iterator[tuple[lxml.html.HtmlElement, str]]:
    """Yield ``(element, path)`` for the visible, non-chrome elements under ``el`` (depth first)."""
    stack: list[tuple[lxml.html.HtmlElement, str]] = [(el, el.tag if isinstance(el.tag, str) else "")]
    while stack:
        node, path = stack.pop()
        budget[0] -= 1
        if budget[0] < 0:
            return
        yield node, path
        for child in node[::-1]:  # a list of the children: 9x cheaper than reversed(node) on lxml
            if not isinstance(child.tag, str) or is_hidden(child) or is_chrome(child):
                continue
            stack.append((child, path + "/" + child.tag))


def main_text(root: lxml.html.HtmlElement) -> str:
    """Visible text of the main content without navigation/sidebars/footers, in document order.

    The walk of :func:`content_blocks` (depth first, at most
    :data:`MAX_SIGNATURE_ELEMENTS` elements), each child's tail after its
    subtree (except chrome's), so that "Results <b>1 – 20</b> of <b>711</b>"
    reads as written and not as "Results of 1 – 20 711". It runs on every result
    page: :func:`is_chrome` and :func:`~hiddenweb.text.html.is_hidden` are
    inlined (:func:`_kind`; 4.8 → 3 ms on the demo's 200-record page).
    """
    region = main_content(root)
    parts: list[str] = []
    budget = MAX_SIGNATURE_ELEMENTS
    stack: list[lxml.html.HtmlElement | str] = [region]
    kind = _kind
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            parts.append(node)
            continue
        budget -= 1
        if budget < 0:
            break
        if node.text:
            parts.append(node.text)
        for child in node[::-1]:  # a list of the children: 9x cheaper than reversed(node) on lxml
            tail = child.tail
            k = kind(child)
            if k == _CHROME:
                continue
            if tail:
                stack.append(tail)
            if k == _SHOWN:
                stack.append(child)
    return normalize_space(" ".join(parts))


_SHOWN, _HIDDEN, _CHROME = 0, 1, 2


def _kind(el: lxml.html.HtmlElement) -> int:
    """``_CHROME`` when :func:`is_chrome`, else ``_HIDDEN`` when :func:`~hiddenweb.text.html.is_hidden`
    (comments too), else ``_SHOWN``: both checks in one call, reading only the attributes the element has."""
    tag = el.tag
    if not isinstance(tag, str):
        return _HIDDEN
    if tag in _CHROME_TAGS:
        return _CHROME if is_chrome(el) else _HIDDEN if is_hidden(el) else _SHOWN
    names = el.keys()
    if not names:
        return _HIDDEN if tag in INVISIBLE_TAGS else _SHOWN
    get = el.get
    if "role" in names and (get("role") or "").lower() in _CHROME_ROLES:
        return _CHROME
    if ("class" in names or "id" in names) and class_words(el) & _CHROME_WORDS and is_chrome(el):
        return _CHROME
    if tag in INVISIBLE_TAGS or "hidden" in names or ("aria-hidden" in names and get("aria-hidden") == "true"):
        return _HIDDEN
    if "style" in names:
        style = get("style")
        if style and hidden_by_style(style):
            return _HIDDEN
    if tag == "input" and (get("type") or "").lower() == "hidden":
        return _HIDDEN
    return _SHOWN


# ---------------------------------------------------------------------------
# What is not the site's result list
# ---------------------------------------------------------------------------


class Stripped:
    """Elements taken out of a parsed page, each put back exactly where it was by :meth:`restore`.

    Taking an element out keeps the text that followed it (as
    ``lxml.html.HtmlElement.drop_tree`` does), so the stripped tree is the
    one that parsing the page without those elements gives.
    """

    def __init__(self) -> None:
        #: what puts each change back, in the order the changes were made
        self._undo: list[Callable[[], None]] = []

    def __bool__(self) -> bool:
        return bool(self._undo)

    def detach(self, el: lxml.html.HtmlElement) -> None:
        """Take ``el`` (with its subtree) out of its tree; its tail text stays in place."""
        parent = el.getparent()
        if parent is None:
            return
        index, previous = parent.index(el), el.getprevious()
        before = previous.tail if previous is not None else parent.text
        if el.tail:
            if previous is None:
                parent.text = (parent.text or "") + el.tail
            else:
                previous.tail = (previous.tail or "") + el.tail
        parent.remove(el)  # the element keeps its tail, for restore()

        def undo() -> None:
            if previous is None:
                parent.text = before
            else:
                previous.tail = before
            parent.insert(index, el)

        self._undo.append(undo)

    def lift(self, el: lxml.html.HtmlElement, parent: lxml.html.HtmlElement, index: int) -> None:
        """Move ``el`` (without its tail) to ``parent`` at ``index``, out of what is detached."""
        home = el.getparent()
        if home is None:
            return
        home_index, tail = home.index(el), el.tail
        el.tail = None
        home.remove(el)
        parent.insert(index, el)

        def undo() -> None:
            parent.remove(el)
            el.tail = tail
            home.insert(home_index, el)

        self._undo.append(undo)

    def restore(self) -> None:
        """Undo every change, the last one first: the tree is whole again."""
        while self._undo:
            self._undo.pop()()


_SIMULATED_LINKS = f"//div[@id='{SIMULATED_LINKS_ID}']"
#: "<form" in any case (as ``"<form" in html.lower()``, without lowering a whole page)
_FORM_TAG = re.compile("<form", re.IGNORECASE)
_SEARCH_FORMS = "//form[.//*[self::input or self::select or self::textarea][@name=$name]]"


def strip_page(root: lxml.html.HtmlElement, keyword: str = "", html: str | None = None) -> Stripped:
    """Take out of ``root`` (in place) what is not the site's result list; undo with ``restore()``.

    * the links the rendering middleware appended (captured script
      navigation, for pagination only);
    * the search form the page repeats (sites that show results under the
      search box repeat the form on every result page: its labels, "Language",
      "From year"…, are a repeated structure that record segmentation would
      take for records). A form goes when it has a control named ``keyword``
      and is small and table-free (a whole-page ASP.NET form holding the
      results stays).

    ``html``, the page's text, lets a page that holds neither skip the tree
    searches.
    """
    stripped = Stripped()
    if html is None or SIMULATED_LINKS_ID in html:
        for block in root.xpath(_SIMULATED_LINKS):
            stripped.detach(block)
    if not keyword or (html is not None and (_FORM_TAG.search(html) is None or keyword not in html)):
        return stripped
    for form in root.xpath(_SEARCH_FORMS, name=keyword):
        if form.xpath(".//table") or len(form.text_content() or "") > MAX_SEARCH_FORM_TEXT:
            continue
        parent, index = form.getparent(), form.getparent().index(form)
        stripped.detach(form)
        for n, block in enumerate(_count_blocks(form)):
            stripped.lift(block, parent, index + n)
    return stripped


_CONTROLS = "descendant-or-self::*[self::input or self::select or self::textarea or self::button or self::option]"
_DIGIT = re.compile(r"\d")


def _count_blocks(form: lxml.html.HtmlElement) -> list[lxml.html.HtmlElement]:
    """The largest blocks of a search form that hold no control but a number: MediaWiki writes
    "Results 1 – 20 of 711" inside its search form; that is the page's total, not the form's."""
    blocks = []
    stack = list(form)
    while stack:
        el = stack.pop(0)
        if not isinstance(el.tag, str):
            continue
        if not el.xpath(_CONTROLS):
            if _DIGIT.search(el.text_content() or ""):
                blocks.append(el)
        else:
            stack[:0] = list(el)
    return blocks
