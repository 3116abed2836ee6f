"""Every number on a result page, each with a locator that stays the same across the site's result pages.

A site writes the total of a query in one place of its result pages: "445 rows where search
matches …", ``<span class=count>445</span> matches``, "List (5000)" in a tab, "1..50 out of 123"
in a table footer. :func:`page_numbers` finds every integer on a parsed page (thousands separators
of several locales: 3,412 · 3.412 · 3 412 · 3'412) and names where it sits with a *locator*: the
tag/class path of its element from the nearest ancestor with an id (at most :data:`MAX_PATH` steps),
and up to :data:`CONTEXT` tokens on either side of it in its block of text, numbers masked as ``#``
and the query's words left out ("div#content>h3 | [#] row where search"). The locator of the total is
the same on every result page of a site whatever the query, the empty query's listing among them
("of 7,660 results for" and "of 542 results for “function”" alike), while its number changes with the query;
:mod:`hiddenweb.results.sitetotals` learns which locator that is.

Never candidates, as they are never totals: page links (a link whose text is only the number),
form controls (options, buttons, text areas), scripts and styles, and text that belongs to the records
found on the page. A locator that holds different numbers at different places of one page (a table
column, a list of page numbers) is ambiguous there: its value is None.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Container, Iterator
from typing import Any

import lxml.etree
import lxml.html

from hiddenweb.htmlinput import normalize_space
from hiddenweb.results.totals import MAX_TOTAL

__all__ = ["CONTEXT", "MAX_NUMBERS", "MAX_PATH", "NUMBER", "page_numbers", "parse_int"]

#: Tokens of text kept on either side of a number in its locator.
CONTEXT = 3
#: Most elements in a locator's path (the nearest ones to the number).
MAX_PATH = 6
#: Most text nodes with digits read on one page (a page of 25,000 table cells stays cheap).
MAX_NUMBERS = 2000

#: An integer with thousands separators (one kind per number), or digits with decimal parts
#: (1.5, 2024.01.05: masked in the context, never a candidate). ASCII letters, digits and ``_`` never
#: touch a number ("x2", "12px", "id_42" are not numbers); other scripts may ("445件").
NUMBER = re.compile(
    r"(?<![0-9A-Za-z_])"
    r"(?:\d{1,3}(?P<sep>[,.'\u2019\u00a0\u202f\u2009 ])\d{3}(?:(?P=sep)\d{3})*(?![0-9])(?![.,]\d)"
    r"|\d+(?:[.,]\d+)*)"
    r"(?![0-9A-Za-z_])"
)
_SEPARATORS = re.compile(r"[,.'\u2019\u00a0\u202f\u2009 ]")
_TOKEN = re.compile(r"[^\W\d_]+|[^\w\s]")
_LETTER = re.compile(r"[^\W\d_]")
_DIGITS = re.compile(r"\d+")
#: A link whose text is a number and punctuation only: a page link ("2", "[3]", "‹ 10 ›").
_BARE = re.compile(r"[\W_]*\d[\d,.\s]*[\W_]*")
#: Every text node, in document order (filtered in Python: XPath's ``translate(., '0123456789', '') != .``
#: predicate costs 2.4 ms on the demo's 200-record page, this 1.1 ms).
_TEXTS = lxml.etree.XPath("//text()")
_ASCII_DIGIT = re.compile(r"[0-9]").search


def _digit_texts(root: lxml.html.HtmlElement) -> list[Any]:
    """The text nodes (smart strings: ``getparent``, ``is_tail``) that hold an ASCII digit, in document order."""
    found = []
    for node in _TEXTS(root):
        if _ASCII_DIGIT(node):
            found.append(node)
            if len(found) >= MAX_NUMBERS:
                break
    return found


_INLINE = frozenset(
    """a abbr acronym b bdi bdo big br cite code data del dfn em font i img ins kbd label mark nobr q s samp
    small span strike strong sub sup time tt u var wbr""".split()
)
#: Subtrees whose text is never a reported total.
_SKIP = frozenset("script style noscript template select option optgroup textarea button datalist svg math".split())
#: Classes that say an element's state, not what it is (``active`` tab, ``odd`` row): not in locators.
_STATE_CLASSES = frozenset("active current selected open closed odd even first last disabled visible hidden".split())
#: Elements that label the block after them (``<th>Total</th><td>445</td>``, ``<dt>``/``<dd>``).
_LABELS = frozenset({"th", "dt", "label"})


def parse_int(text: str) -> int | None:
    """The integer a :data:`NUMBER` match writes ("3,412" → 3412), None for a decimal or a huge number."""
    if _SEPARATORS.search(text):
        groups = _SEPARATORS.split(text)
        if len(groups[0]) > 3 or any(len(g) != 3 for g in groups[1:]) or len(set(_SEPARATORS.findall(text))) > 1:
            return None
        text = "".join(groups)
    if not text.isdigit():
        return None
    value = int(text)
    return value if value <= MAX_TOTAL else None


def _stem(word: str) -> str:
    """A plural English word's singular, roughly ("entries" → entry), so "1 result" and "2 results" share a locator."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


#: Quote marks: around the query on many result pages ("for “stone”"), absent from a listing's.
_QUOTES = frozenset("\"'“”‘’«»„‚`")


def _tokens(text: str, query: frozenset[str], out: list[str]) -> None:
    """Append the context tokens of ``text`` (no numbers in it) to ``out``: words lower-cased and
    singular, the query's words left out (and the quotes around them: a listing has neither),
    punctuation one token a character."""
    for token in _TOKEN.findall(text):
        if _LETTER.match(token):
            word = token.lower()
            if word not in query:
                out.append(_stem(word))
        elif token not in _QUOTES:
            out.append(token)


def _own_pieces(block: Any) -> Iterator[tuple[Any, bool, str]]:
    """The text of ``block`` outside its nested blocks, as ``(element, is_tail, text)`` in document order."""
    if block.text:
        yield block, False, block.text
    stack: list[Iterator[Any]] = [iter(block)]
    while stack:
        child = next(stack[-1], None)
        if child is None:
            stack.pop()
        elif isinstance(child, _TailOf):
            yield child.element, True, child.element.tail
        elif isinstance(child.tag, str) and child.tag.lower() in _INLINE:
            if child.text:
                yield child, False, child.text
            if child.tail:  # read after the inline element's children
                stack.append(iter([_TailOf(child)]))
            stack.append(iter(child))
        elif child.tail:  # a nested block, a skipped subtree or a comment: only its tail is this block's
            yield child, True, child.tail


class _TailOf:
    """The tail of an inline element, queued in :func:`_own_pieces`' walk behind its children."""

    def __init__(self, element: Any) -> None:
        self.element = element


class _Block:
    """A block's own text as tokens, and where each of its numbers sits among them."""

    def __init__(self, block: Any, query: frozenset[str]) -> None:
        self.tokens: list[str] = []
        #: (id(element), is_tail) → [(value or None, token index)] for each text node with numbers.
        self.numbers: dict[tuple[int, bool], list[tuple[int | None, int]]] = {}
        self.keep: list[Any] = []  # the elements keyed by id() stay alive while the block is read
        pieces = _own_pieces(block) if len(block) else ((block, False, block.text or ""),)
        for element, is_tail, text in pieces:
            self.keep.append(element)
            pos = 0
            found = []
            for m in NUMBER.finditer(text):
                _tokens(text[pos : m.start()], query, self.tokens)
                found.append((parse_int(m.group()), len(self.tokens)))
                self.tokens.append("#")
                pos = m.end()
            _tokens(text[pos:], query, self.tokens)
            if found:
                self.numbers[(id(element), is_tail)] = found


def page_numbers(
    root: lxml.html.HtmlElement,
    query: str = "",
    records_text: str = "",
    record_values: Container[str] = (),
    paths: Collection[str] | None = None,
) -> dict[str, int | None]:
    """Every integer of a parsed result page by locator (None: the locator holds different numbers).

    The text of the records read on the page is no candidate: ``records_text`` (normalised, any
    separator) holds every text node with words that belongs to a record, ``record_values`` holds
    their values (cells such as "1987"). ``paths``: only the numbers at these paths (the part of a
    locator before ``" | "``), when only they are wanted.
    """
    return _PageReader(query, records_text, record_values, paths).read(root)


class _PageReader:
    """:func:`page_numbers` of one page, with what it computes once per element."""

    def __init__(
        self, query: str, records_text: str, record_values: Container[str], paths: Collection[str] | None
    ) -> None:
        # The words as typed, not their stems: a site echoes the query as it was typed, and a stem may be
        # a word of the place itself (the query "lists" on Flask-Admin's "List (624)" tab).
        self.query = frozenset(w.lower() for w in _TOKEN.findall(query or "") if _LETTER.match(w))
        self.records_text = records_text
        # a list or tuple is made a set; other containers answer ``in`` as they are (RecordValues: lazily)
        self.record_values = set(record_values) if isinstance(record_values, list | tuple) else record_values
        self.only = paths
        self.blocks: dict[int, _Block] = {}
        self.paths: dict[int, tuple[tuple[str, ...], str]] = {}
        self.skipped: dict[int, bool] = {}
        self.keep: list[Any] = []  # the elements whose id() keys the caches stay alive

    def read(self, root: lxml.html.HtmlElement) -> dict[str, int | None]:
        found: dict[str, int | None] = {}
        for node in _digit_texts(root):
            holder = node.getparent()
            if holder is None:
                continue
            owner = holder.getparent() if node.is_tail else holder
            if owner is None or not isinstance(owner.tag, str):
                continue
            self.keep.append(holder)
            if _page_link(owner) or self.skip(owner):
                continue
            if self.records_text or self.record_values:
                text = normalize_space(node)
                if text in self.record_values or (_LETTER.search(text) and text in self.records_text):
                    continue
            path = self.path(owner)
            if self.only is not None and path not in self.only:
                continue
            block = _block_of(owner)
            read = self.blocks.get(id(block))
            if read is None:
                self.keep.append(block)
                read = self.blocks[id(block)] = _Block(block, self.query)
            for value, index in read.numbers.get((id(holder), bool(node.is_tail)), ()):
                if value is None:
                    continue
                before = read.tokens[max(0, index - CONTEXT) : index]
                if len(before) < CONTEXT:
                    before = _label(block, self.query, CONTEXT - len(before)) + before
                key = f"{path} | " + " ".join([*before, "[#]", *read.tokens[index + 1 : index + 1 + CONTEXT]])
                if key in found and found[key] != value:
                    found[key] = None
                else:
                    found.setdefault(key, value)
        return found

    def skip(self, element: Any) -> bool:
        """``element`` is inside a script, a form control, an SVG …: its text is no total."""
        chain = []
        node = element
        answer = False
        while node is not None:
            known = self.skipped.get(id(node))
            if known is not None:
                answer = known
                break
            chain.append(node)
            if isinstance(node.tag, str) and node.tag.lower() in _SKIP:
                answer = True
                break
            node = node.getparent()
        for visited in chain:
            self.skipped[id(visited)] = answer
        self.keep.extend(chain)
        return answer

    def path(self, element: Any) -> str:
        """Where ``element`` sits: its path from the nearest ancestor with an id (``div#content>h3``),
        its last :data:`MAX_PATH` steps, up to ``<body>`` (whose classes often change with the page)."""
        todo = []
        node = element
        base: tuple[str, ...] = ()
        while node is not None and isinstance(node.tag, str):
            known = self.paths.get(id(node))
            if known is not None:
                base = known[0]
                break
            todo.append(node)
            tag = node.tag.lower()
            ident = node.get("id")
            if tag in ("body", "html") or ident:
                break
            node = node.getparent()
        for node in reversed(todo):
            tag = node.tag.lower()
            ident = node.get("id")
            if tag in ("body", "html"):
                base = (tag,)
            elif ident:
                base = (f"{tag}#{_DIGITS.sub('#', ident.strip())}",)
            else:
                base = (*base, _step(node))[-MAX_PATH:]
            self.paths[id(node)] = (base, ">".join(base))
            self.keep.append(node)
        return self.paths[id(element)][1]


def _page_link(element: Any) -> bool:
    """``element`` is (inside) a link whose text is only a number: a page link."""
    node = element
    while node is not None and isinstance(node.tag, str) and node.tag.lower() in _INLINE:
        if node.tag.lower() == "a":
            return _BARE.fullmatch(node.text_content() or "") is not None
        node = node.getparent()
    return False


def _block_of(element: Any) -> Any:
    """The nearest block-level element around ``element`` (itself when it is one)."""
    node = element
    while isinstance(node.tag, str) and node.tag.lower() in _INLINE:
        parent = node.getparent()
        if parent is None:
            break
        node = parent
    return node


def _step(element: Any) -> str:
    """One step of a locator's path: ``tag.class.class`` (digits masked, state classes left out)."""
    classes = sorted(
        {_DIGITS.sub("#", c) for c in (element.get("class") or "").split() if c.lower() not in _STATE_CLASSES}
    )
    return ".".join([element.tag.lower(), *classes])


def _label(block: Any, query: frozenset[str], room: int) -> list[str]:
    """The last tokens of the label just before ``block`` (``<th>``, ``<dt>``, ``<label>``), if any."""
    previous = block.getprevious()
    while previous is not None and not isinstance(previous.tag, str):
        previous = previous.getprevious()
    if previous is None or previous.tag.lower() not in _LABELS:
        return []
    out: list[str] = []
    _tokens(NUMBER.sub(" # ", previous.text_content() or ""), query, out)
    return out[-room:]
