"""Robust HTML input: decode bytes and parse them with lxml without ever raising.

Every page analysis in the core (forms, result pages, records) starts here so
that malformed markup, wrong or missing charsets and multi-megabyte pages are
handled once, the same way:

* bytes are decoded like a browser would: BOM, then the declared charset
  (HTTP header value passed as ``encoding``), then ``<meta charset>`` / XML
  declaration, then strict UTF-8, then cp1252; undecodable bytes become U+FFFD;
* input is capped at :data:`MAX_HTML_CHARS` characters before parsing;
* parsing uses lxml's recovering HTML parser; any failure yields an empty
  document instead of an exception.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterator
from urllib.parse import urljoin

import lxml.etree
import lxml.html
from w3lib.encoding import html_to_unicode, resolve_encoding

from hiddenweb.text.tokens import normalize_space

__all__ = [
    "INVISIBLE_TAGS",
    "MAX_ELEMENTS",
    "MAX_HTML_CHARS",
    "base_url",
    "decode_html",
    "hidden_by_style",
    "is_hidden",
    "is_landmark",
    "iter_text",
    "normalize_space",
    "parse_html",
    "parse_text",
    "visible_text",
    "within_landmark",
]

logger = logging.getLogger(__name__)

#: Pages are truncated to this many characters before parsing (5 MB).
MAX_HTML_CHARS = 5 * 1024 * 1024
#: Upper bound of elements any whole-page scan visits.
MAX_ELEMENTS = 100_000

#: Elements whose text is never shown to a user.
INVISIBLE_TAGS = frozenset(
    {"script", "style", "noscript", "template", "head", "title", "meta", "link", "svg", "math", "iframe", "object"}
)

_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>", re.I)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")
#: The characters :data:`_CONTROL` matches: a page is searched for each (C's fast search) before the
#: substitution scans it (0.07 vs 0.34 ms on a 100 KB page, which seldom holds one).
_CONTROL_CHARS = tuple(chr(c) for c in [*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20), 0xFFFE, 0xFFFF])


def _sniff(data: bytes) -> str:
    """Auto-detection used when nothing is declared: UTF-8 if it decodes, else cp1252."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        # A multi-byte sequence cut by truncation at the very end is still UTF-8.
        if exc.start < len(data) - 3:
            return "cp1252"
    return "utf-8"


def decode_html(data: str | bytes | bytearray | memoryview | None, encoding: str | None = None) -> tuple[str, str]:
    """Return ``(text, encoding)`` for page bytes (or pass a ``str`` through).

    ``encoding`` is the charset declared by the transport (e.g. the
    ``Content-Type`` header); a BOM still wins, as in browsers.
    """
    if data is None:
        return "", "utf-8"
    if isinstance(data, str):
        return data[:MAX_HTML_CHARS], (encoding or "utf-8")
    if not isinstance(data, (bytes, bytearray, memoryview)):
        return "", "utf-8"
    data = bytes(data[: MAX_HTML_CHARS * 2])
    header = None
    if encoding and resolve_encoding(encoding):
        header = f"text/html; charset={encoding}"
    try:
        enc, text = html_to_unicode(header, data, default_encoding="utf-8", auto_detect_fun=_sniff)
    except (LookupError, ValueError):  # pragma: no cover - html_to_unicode is documented not to fail
        logger.warning("decoding failed, falling back to utf-8 with replacement", exc_info=True)
        enc, text = "utf-8", data.decode("utf-8", "replace")
    if enc.replace("-", "").replace("_", "").lower() in ("utf8",) and "\ufffd" in text:
        # Declared UTF-8 but written in a legacy charset (common): if invalid sequences
        # outnumber valid multi-byte characters, the page is really cp1252.
        bad = text.count("\ufffd")
        good = sum(1 for ch in text if ord(ch) > 0x7F) - bad
        if bad > good:
            text, enc = data.decode("cp1252", "replace"), "cp1252"
            if text.startswith("\ufeff"):
                text = text[1:]
    return text[:MAX_HTML_CHARS], enc


def _element_class_lookup() -> lxml.etree.ElementNamespaceClassLookup:
    """The element classes of :mod:`lxml.html` (``HtmlElement``, ``FormElement``…), looked up in C.

    ``lxml.html``'s own lookup calls back into Python for every element proxy
    lxml creates, i.e. on every element of every traversal: a large share of
    the cost of walking a page. The HTML parser lower-cases tag names, so a
    tag-name table gives the same classes.
    """
    lookup = lxml.etree.ElementNamespaceClassLookup(
        lxml.etree.ElementDefaultClassLookup(
            element=lxml.html.HtmlElement,
            comment=lxml.html.HtmlComment,
            pi=lxml.html.HtmlProcessingInstruction,
            entity=lxml.html.HtmlEntity,
        )
    )
    classes = lookup.get_namespace(None)
    for tag, cls in lxml.html.HtmlElementClassLookup._default_element_classes.items():
        classes[tag] = cls
    return lookup


_ELEMENT_CLASSES = _element_class_lookup()


def _empty_document() -> lxml.html.HtmlElement:
    """A parsed empty page: what unparseable input gives."""
    return lxml.html.document_fromstring("<html><head></head><body></body></html>")


def parse_html(
    data: str | bytes | bytearray | memoryview | None, url: str | None = None, encoding: str | None = None
) -> lxml.html.HtmlElement:
    """Parse a page into an lxml document root; never raises, never returns None.

    ``url`` becomes the document's base URL (used by ``make_links_absolute``
    and ``<base href>`` resolution in callers).
    """
    text, _ = decode_html(data, encoding)
    return parse_text(text, url)


def parse_text(text: str, url: str | None = None) -> lxml.html.HtmlElement:
    """Parse already decoded HTML text (see :func:`parse_html`)."""
    text = _XML_DECL.sub("", text[:MAX_HTML_CHARS], count=1)
    if any(c in text for c in _CONTROL_CHARS):
        text = _CONTROL.sub(" ", text)
    if not text.strip():
        return _empty_document()
    parser = lxml.html.HTMLParser(recover=True, remove_comments=True, remove_pis=True, no_network=True)
    parser.set_element_class_lookup(_ELEMENT_CLASSES)
    try:
        root = lxml.html.document_fromstring(text, parser=parser, base_url=url)
    except (lxml.etree.LxmlError, ValueError, TypeError):
        logger.debug("unparseable HTML at %s", url, exc_info=True)
        return _empty_document()
    if root is None:
        return _empty_document()
    return root


def hidden_by_style(style: str) -> bool:
    """Whether an inline ``style`` attribute hides its element (``display: none``, ``visibility:hidden``)."""
    style = style.replace(" ", "").lower()
    return "display:none" in style or "visibility:hidden" in style


#: Elements and ARIA roles of navigation and page furniture (landmarks): what is inside is no answer.
LANDMARK_TAGS = frozenset(("nav", "header", "footer", "aside"))
LANDMARK_ROLES = frozenset(("navigation", "banner", "contentinfo", "complementary", "menu", "menubar", "toolbar"))


def is_landmark(el: lxml.html.HtmlElement) -> bool:
    """Whether an element is a landmark of navigation or furniture, by its tag or its ARIA role."""
    return el.tag in LANDMARK_TAGS or (el.get("role") or "").lower() in LANDMARK_ROLES


def within_landmark(el: lxml.html.HtmlElement) -> bool:
    """Whether an element is a landmark (:func:`is_landmark`) or inside one."""
    return is_landmark(el) or any(is_landmark(ancestor) for ancestor in el.iterancestors())


def is_hidden(el: lxml.html.HtmlElement) -> bool:
    """True for elements a browser does not show (hidden attribute, display:none, aria-hidden)."""
    if not isinstance(el.tag, str):
        return True
    if el.tag in INVISIBLE_TAGS:
        return True
    get = el.get
    if get("hidden") is not None or get("aria-hidden") == "true":
        return True
    style = get("style")
    if style and hidden_by_style(style):
        return True
    return el.tag == "input" and (get("type") or "").lower() == "hidden"


def iter_text(
    el: lxml.html.HtmlElement, skip: frozenset[str] = frozenset(), max_elements: int = MAX_ELEMENTS
) -> Iterator[str]:
    """Yield the visible text chunks under ``el`` in document order.

    Invisible subtrees (scripts, styles, hidden elements) and tags in
    ``skip`` are left out; at most ``max_elements`` elements are visited.
    """
    count = 0
    stack: list[tuple[lxml.html.HtmlElement, bool]] = [(el, False)]
    while stack:
        node, tail_only = stack.pop()
        if tail_only:
            if node.tail:
                yield node.tail
            continue
        count += 1
        if count > max_elements:
            return
        if node is not el:
            stack.append((node, True))
        if not isinstance(node.tag, str) or is_hidden(node) or node.tag in skip:
            continue
        if node.text:
            yield node.text
        stack.extend((child, False) for child in node[::-1])  # reversed() on lxml is ~9x slower


def visible_text(
    el: lxml.html.HtmlElement, skip: frozenset[str] = frozenset(), max_elements: int = MAX_ELEMENTS
) -> str:
    """Visible text of ``el`` with whitespace normalised (see :func:`iter_text`)."""
    if not len(el) and max_elements > 0:
        # A leaf (most anchors, cells, spans): its own text unless hidden; no traversal.
        if not isinstance(el.tag, str) or is_hidden(el) or el.tag in skip:
            return ""
        return normalize_space(el.text)
    return normalize_space(" ".join(iter_text(el, skip, max_elements)))


def base_url(root: lxml.html.HtmlElement, url: str) -> str:
    """The URL relative links resolve against: the first ``<base href>`` (as in the HTML
    standard), resolved against ``url``; else ``url``. A malformed ``href`` is ignored."""
    for base in root.iterfind(".//base[@href]"):
        href = (base.get("href") or "").strip()
        if href:
            try:
                return urljoin(url, href)
            except ValueError:  # e.g. an unclosed IPv6 bracket
                return url
        break
    return url
