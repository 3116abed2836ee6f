"""A light tree of a page for record segmentation (Álvarez §III.5.1.3).

Segmentation works on tag paths, so the lxml tree is turned once into a
smaller tree of :class:`Node` objects where

* every element and every visible text run is a node; its ``sym`` is an
  integer naming its tag path from the root (attributes ignored), the
  "character" of the subtree strings of §III.5.4.1;
* inline formatting that holds only text and sits inside running text
  (``<b>``, ``<em>``, ``<font>``, a ``<span>`` without a class or with a
  highlight class) is transparent: its text joins the surrounding run, so a
  highlighted query word does not split a title into three fields. After a
  label ("Price: <b>$5</b>") or on its own it stays a node: it holds a field;
* scripts, styles, comments and hidden elements are left out;
* the number of nodes is capped (:data:`MAX_NODES`) so a huge page costs
  bounded work.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Iterator
from urllib.parse import urljoin, urlsplit

import lxml.html

from hiddenweb.text import tokenize
from hiddenweb.text.html import base_url, hidden_by_style, parse_html

logger = logging.getLogger(__name__)

__all__ = ["MAX_CHILDREN", "MAX_NODES", "TEXT", "Links", "Node", "PageTree", "build_tree", "mentions"]

TEXT = "#text"
#: Nodes built for one page at most; the rest of a bigger page is ignored.
MAX_NODES = 40_000

#: Element children kept per element (a list of 60,000 items keeps its first ones).
MAX_CHILDREN = 2000
#: Formatting elements merged into the text around them when they hold only text.
INLINE_TAGS = frozenset(
    [
        "b",
        "i",
        "em",
        "strong",
        "u",
        "font",
        "mark",
        "small",
        "big",
        "sub",
        "sup",
        "tt",
        "abbr",
        "acronym",
        "cite",
        "q",
        "s",
        "strike",
        "del",
        "ins",
        "nobr",
        "bdi",
        "bdo",
        "kbd",
        "code",
        "var",
        "dfn",
        "samp",
        "span",
    ]
)
#: Elements that never hold record data.
SKIP_TAGS = frozenset(
    [
        "script",
        "style",
        "noscript",
        "template",
        "head",
        "title",
        "meta",
        "link",
        "svg",
        "math",
        "iframe",
        "object",
        "embed",
        "button",
        "select",
        "option",
        "optgroup",
        "textarea",
        "input",
        "map",
        "area",
        "canvas",
        "audio",
        "video",
        "source",
        "track",
    ]
)


class Node:
    """An element or a text run of the page."""

    __slots__ = ("children", "depth", "el", "key", "order", "parent", "sym", "tag", "text")

    def __init__(
        self,
        tag: str,
        sym: int,
        parent: Node | None,
        text: str = "",
        el: lxml.html.HtmlElement | None = None,
        key: str = "",
    ) -> None:
        self.tag = tag
        #: the class attribute (of the parent, for text): breaks alignment ties
        self.key = key
        self.sym = sym
        self.parent = parent
        self.children: list[Node] = []
        self.text = text
        self.el = el
        self.depth: int = 0 if parent is None else parent.depth + 1

    @property
    def is_text(self) -> bool:
        """Whether this is a text run (not an element)."""
        return self.tag == TEXT

    def iter(self) -> Iterator[Node]:
        """Pre-order traversal (iterative: pages can be deeply nested)."""
        stack = [self]
        while stack:
            n = stack.pop()
            yield n
            if n.children:
                stack.extend(reversed(n.children))

    def texts(self) -> Iterator[Node]:
        """The text runs of this subtree, in document order."""
        for n in self.iter():
            if n.tag == TEXT:
                yield n

    def text_content(self, sep: str = " ") -> str:
        """The text of this subtree, runs joined by ``sep``."""
        return sep.join(n.text for n in self.texts())

    def ancestors(self) -> Iterator[Node]:
        """Parent, grandparent, … up to the root."""
        n = self.parent
        while n is not None:
            yield n
            n = n.parent

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        if self.tag == TEXT:
            return f"<text {self.text[:30]!r}>"
        return f"<{self.tag} sym={self.sym} children={len(self.children)}>"


class Links:
    """Absolute URLs of a page's link targets (each href resolved once)."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url
        self._abs: dict[str, str | None] = {}
        parsed = urlsplit(base_url) if base_url else None
        self._origin = f"{parsed.scheme}://{parsed.netloc}" if parsed and parsed.scheme and parsed.netloc else ""

    def absolute(self, href: str | None) -> str | None:
        """Absolute URL of a link target; None for javascript:, #, mailto: …"""
        if not href:
            return None
        try:
            return self._abs[href]
        except KeyError:
            pass
        h = href.strip()
        out: str | None
        if not h or h.startswith(("javascript:", "#", "mailto:", "tel:", "data:", "JavaScript:")):
            out = None
        elif h.startswith(("http://", "https://")):
            out = h
        elif h.startswith("/") and not h.startswith("//") and self._origin:
            out = self._origin + h
        else:
            try:
                out = urljoin(self.base_url, h) if self.base_url else h
            except ValueError:
                out = None
        self._abs[href] = out
        return out


class PageTree:
    """The node tree of one page plus its path table and base URL."""

    def __init__(
        self,
        root: Node,
        paths: dict[tuple[int, str], int],
        base_url: str,
        truncated: bool,
        texts: list[Node] | None = None,
    ) -> None:
        self.root = root
        self.paths = paths
        self.base_url = base_url
        self.truncated = truncated
        self._path_names: dict[int, str] | None = None
        self._texts = texts
        self._ordered = False
        #: Absolute URL of a link target; None for javascript:, #, mailto: … (:meth:`Links.absolute`)
        self.absolute = Links(base_url).absolute

    @property
    def text_nodes(self) -> list[Node]:
        """Every text node (document order is computed on first use)."""
        if self._texts is None or not self._ordered:
            self._texts = [n for n in self.root.iter() if n.tag == TEXT]
            self._ordered = True
        return self._texts

    @property
    def all_text_nodes(self) -> list[Node]:
        """Every text node in no particular order (cheap)."""
        if self._texts is None:
            return self.text_nodes
        return self._texts

    def path_name(self, sym: int) -> str:
        """The tag path a symbol stands for, e.g. ``/html/body/div/a/#text``."""
        if self._path_names is None:
            names: dict[int, str] = {}
            for (parent, tag), s in sorted(self.paths.items(), key=lambda kv: kv[1]):
                names[s] = (names.get(parent, "") if parent >= 0 else "") + "/" + tag
            self._path_names = names
        return self._path_names.get(sym, "")


def _inline_only(el: lxml.html.HtmlElement) -> bool:
    """True when ``el`` is a formatting element with only text/formatting inside."""
    if not len(el):
        return True  # nothing inside
    stack = [el]
    while stack:
        e = stack.pop()
        if not isinstance(e.tag, str):
            continue
        if e.tag not in INLINE_TAGS and e is not el:
            return False
        stack.extend(e)
    return True


_HIGHLIGHT = re.compile(
    r"^(?:hl|highlight\w*|match\w*|hit|search\w*|term|keyword\w*|query|em|bold|mark\w*|b|i|strong)$", re.IGNORECASE
)


def _formatting(el: lxml.html.HtmlElement) -> bool:
    """Formatting, not a field container: ``<span>`` only without a class or
    with a highlight class (``<span class="hl">java</span>``)."""
    if el.tag != "span":
        return True
    return _highlight_class(el.get("class") or "")


@functools.lru_cache(maxsize=4096)
def _highlight_class(cls: str) -> bool:
    """Whether a span's class attribute is none or only highlight classes (a page repeats a few classes)."""
    names = cls.split()
    return not names or all(_HIGHLIGHT.match(c) for c in names)


def _has_text(el: lxml.html.HtmlElement) -> bool:
    """Whether ``el`` has non-blank text of its own (not inside a child element)."""
    if el.text and not el.text.isspace():
        return True
    return any(c.tail and not c.tail.isspace() for c in el)


_LABEL_END = re.compile(r"[^\W_]\s?[:：]$")


def _after_label(run: list[str]) -> bool:
    """True when the text so far ends with a label ("Price: <b>$5</b>"): a word and a colon
    (code in a snippet, ``user[:<mark>passwd</mark>]``, is no label)."""
    for part in reversed(run):
        stripped = part.rstrip()
        if stripped:  # the pattern ends with a colon and spans 3 characters at most: no scan of the text
            return stripped[-1] in ":：" and bool(_LABEL_END.search(stripped[-3:]))
    return False


def _inline_text(el: lxml.html.HtmlElement) -> str:
    """All text under ``el``, joined as written."""
    if not len(el):  # most are a bolded word: no text iterator for it
        return el.text or ""
    return "".join(el.itertext())


def mentions(text: str, terms: frozenset[str]) -> bool:
    """True when ``text`` contains a query word (or a word it is a prefix of)."""
    if not terms:
        return False
    for tok in tokenize(text):
        if tok in terms:
            return True
        for t in terms:
            if len(t) >= 4 and tok.startswith(t):
                return True
    return False


def _highlighted(el: lxml.html.HtmlElement, terms: frozenset[str]) -> bool:
    """A highlight of the query: the element's words are all query words (or words they begin).

    Search engines set the query's words in bold in their snippets, also right
    after a colon ("Arguments: fp : <b>file</b> pointer", "Internal: <b>read</b> an
    atomic part"): such a highlight is text like ``<mark>``'s, not the value of a
    label, or every snippet that happens to hold one splits into odd fields and no
    wrapper learnt on another page can read its record.
    """
    if not terms:
        return False
    tokens = tokenize(_inline_text(el))
    return bool(tokens) and all(tok in terms or any(len(t) >= 4 and tok.startswith(t) for t in terms) for tok in tokens)


def build_tree(
    html: str | bytes | bytearray | lxml.html.HtmlElement | None,
    url: str = "",
    max_nodes: int = MAX_NODES,
    start: lxml.html.HtmlElement | None = None,
    base: str | None = None,
    terms: frozenset[str] = frozenset(),
) -> PageTree:
    """Parse a page (bytes, text or lxml root) into a :class:`PageTree`.

    ``start`` (an element of ``html``) builds the tree of that subtree only,
    rooted at a path ``/html/<tag>``. ``terms`` are the query's words
    (:func:`hiddenweb.records.region.query_terms`): their highlights in running
    text never split it, even after a colon.
    """
    doc = parse_html(html, url or None) if isinstance(html, (str, bytes, bytearray)) or html is None else html
    if base is None:
        base = base_url(doc, url)
    if start is None:
        body = doc.find("body")
        start = body if body is not None else doc
    builder = _TreeBuilder(max_nodes, terms)
    root = builder.build(start)
    if builder.truncated:
        logger.info("page %s has more than %d nodes; the rest is ignored", url or "<html>", max_nodes)
    return PageTree(root, builder.paths, base, builder.truncated, builder.texts)


class _TreeBuilder:
    """Builds the :class:`Node` tree of one page, element by element (see :func:`build_tree`)."""

    def __init__(self, max_nodes: int, terms: frozenset[str] = frozenset()) -> None:
        self.max_nodes = max_nodes
        self.terms = terms
        self.paths: dict[tuple[int, str], int] = {}
        self.texts: list[Node] = []
        self.count = 0
        self.truncated = False

    def sym(self, parent_sym: int, tag: str) -> int:
        """The symbol of the tag path ``parent path/tag`` (numbered on first sight)."""
        key = (parent_sym, tag)
        s = self.paths.get(key)
        if s is None:
            s = self.paths[key] = len(self.paths)
        return s

    def build(self, start: lxml.html.HtmlElement) -> Node:
        """The node tree under ``start``, one element at a time from a stack (no recursion: pages nest deeply)."""
        start_tag = start.tag if isinstance(start.tag, str) else "body"
        root = Node(start_tag, self.sym(self.sym(-1, "html"), start_tag), None, el=start)
        self.count = 1
        stack = [(start, root)]
        while stack:
            el, node = stack.pop()
            pending = self._children(el, node)
            if pending:
                stack.extend(reversed(pending))
        return root

    def _children(self, el: lxml.html.HtmlElement, node: Node) -> list[tuple[lxml.html.HtmlElement, Node]]:
        """Add the text runs and element children of ``el`` under ``node``; the elements to expand next.

        It runs for every element of the page, the hot path of segmentation: the visibility
        tests, the path numbering and the text-run flush are inlined, not helpers (calls per
        child cost ~10% of tree building), hence its length.
        """
        out = node.children
        paths, texts = self.paths, self.texts
        run: list[str] = []
        text_sym = -1
        in_text: bool | None = None
        pending: list[tuple[lxml.html.HtmlElement, Node]] = []
        if el.text:
            run.append(el.text)
        skip, inline, max_nodes, max_children = SKIP_TAGS, INLINE_TAGS, self.max_nodes, MAX_CHILDREN
        for child in el:
            tag = child.tag
            tail = child.tail
            if type(tag) is not str:  # comment / processing instruction
                if tail:
                    run.append(tail)
                continue
            tag = tag.lower()
            get = child.get
            style = get("style")
            if (
                tag in skip
                or (style is not None and hidden_by_style(style))
                or get("hidden") is not None
                or get("aria-hidden") == "true"
            ):
                if tail:
                    run.append(tail)
                continue
            if tag in inline:
                # formatting inside running text (a highlighted query word,
                # "by <b>Kathy</b>") is part of that text; alone it may hold a field
                if in_text is None:
                    in_text = node.tag == "a" or _has_text(el)
                if (
                    in_text
                    and _formatting(child)
                    # <mark> highlights, it never holds a field; nor does the query's highlight
                    and (tag == "mark" or not _after_label(run) or _highlighted(child, self.terms))
                    and _inline_only(child)
                ):
                    run.append(_inline_text(child))
                    if tail:
                        run.append(tail)
                    continue
            if run:
                t = " ".join("".join(run).split())
                run.clear()
                if t:
                    if text_sym < 0:
                        text_sym = self.sym(node.sym, TEXT)
                    tn = Node(TEXT, text_sym, node, t, None, node.key)
                    out.append(tn)
                    texts.append(tn)
                    self.count += 1
            if self.count >= max_nodes or len(pending) >= max_children:
                self.truncated = True
                break
            key = (node.sym, tag)
            sym = paths.get(key)
            if sym is None:
                sym = paths[key] = len(paths)
            cls = get("class")
            cnode = Node(tag, sym, node, "", child, cls.strip() if cls else "")
            self.count += 1
            out.append(cnode)
            pending.append((child, cnode))
            if tail:
                run.append(tail)
        if run:
            self._text(node, run, text_sym)
        return pending

    def _text(self, node: Node, run: list[str], text_sym: int) -> int:
        """Add the text run ``run`` (whitespace collapsed) as a text child of ``node``, unless
        blank; returns the symbol of ``node``'s text path (``text_sym``, numbered on first use)."""
        t = " ".join("".join(run).split())
        if t:
            if text_sym < 0:
                text_sym = self.sym(node.sym, TEXT)
            tn = Node(TEXT, text_sym, node, t, None, node.key)
            node.children.append(tn)
            self.texts.append(tn)
            self.count += 1
        return text_sym
