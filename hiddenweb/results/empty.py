"""Empty result pages: explicit "no results" messages and He et al.'s signature filter.

* :func:`is_no_results` recognises a main content that says the query
  matched nothing.
* :class:`EmptyPageSignatures` is He et al.'s empty-page filter (WSDM 2013,
  §3 / ALGORITHMS.md §5): result pages of nonsense queries
  (:func:`nonsense_queries`) are learnt, and a page whose signature
  (:func:`page_signature`) is ≥ 0.85 similar to one of them is empty.
"""

from __future__ import annotations

import random
import re
from collections import Counter, defaultdict
from itertools import pairwise
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import lxml.html

from hiddenweb.htmlinput import is_hidden, normalize_space
from hiddenweb.results.content import (
    MAX_SIGNATURE_ELEMENTS,
    as_root,
    is_chrome,
    main_content,
    main_text,
    query_words,
)
from hiddenweb.results.totals import ends, no_results_in, total_in
from hiddenweb.text.tokens import words

__all__ = [
    "CHROME_WEIGHT",
    "LINK_TEXT_WEIGHT",
    "EmptyPageSignatures",
    "is_no_results",
    "nonsense_queries",
    "page_signature",
    "signature_similarity",
]


def is_no_results(html: str | bytes | lxml.html.HtmlElement) -> bool:
    """True if the page's main content says the query matched nothing.

    Navigation, headers, footers, sidebars and hidden elements (JS-toggled
    "no results" templates) are ignored; a page that also reports a
    positive total ("no results for X, showing 1–10 of 40 for Y") is not
    empty. Takes page HTML, an already parsed page (lxml root) or plain text;
    anything else is not a "no results" page.
    """
    if isinstance(html, lxml.html.HtmlElement):
        root = html
    elif isinstance(html, str) and html and "<" not in html:
        text = ends(normalize_space(html))
        return no_results_in(text, lambda: total_in(text))
    elif isinstance(html, str | bytes) and html:
        root = as_root(html)
    else:
        return False
    text = ends(main_text(root))
    return no_results_in(text, lambda: total_in(text) if text else None)


# ---------------------------------------------------------------------------
# Empty-page signatures (He et al.)
# ---------------------------------------------------------------------------


def _words(text: str, drop: set[str]) -> list[str]:
    out = []
    for w in words(text):
        if w in drop or len(w) < 2:
            continue
        out.append(w)
    return out


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
    root = as_root(html)
    drop = query_words(query)
    region = main_content(root, query)
    body = root.find("body")
    if body is None:
        body = root
    outside = region is not body
    sig: defaultdict[str, float] = defaultdict(float)  # weights are fractions: a Counter at the end
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
            for a, b in pairwise(words):
                sig["w:" + a + " " + b] += text_weight
        for child in node[::-1]:  # a list of the children: 9x cheaper than reversed(node) on lxml
            if not isinstance(child.tag, str) or is_hidden(child):
                continue
            child_chrome = False if child is region else chrome or is_chrome(child)
            stack.append((child, path + "/" + _step(child), child_chrome))
    return Counter(sig)


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

    def learn(self, html: str | bytes | lxml.html.HtmlElement, query: str) -> None:
        """Add the result page of a nonsense query (its HTML or the page already parsed)."""
        sig = page_signature(html, query)
        if not sig:
            return
        if len(self.signatures) >= self.MAX_SIGNATURES:
            self.signatures.pop(0)
        self.signatures.append(sig)

    def similarity(self, html: str | bytes | lxml.html.HtmlElement, query: str) -> float:
        """Highest similarity of the page to a learnt empty page (0.0 if none learnt)."""
        if not self.signatures:
            return 0.0
        sig = page_signature(html, query)
        return max(signature_similarity(sig, s) for s in self.signatures)

    def is_empty(self, html: str | bytes | lxml.html.HtmlElement, query: str) -> bool:
        """Whether the page is as similar to a learnt empty page as the threshold asks."""
        return bool(self.signatures) and self.similarity(html, query) >= self.threshold

    def to_dict(self) -> dict[str, Any]:
        """The learnt signatures as JSON-safe data (for the crawl state)."""
        return {"threshold": self.threshold, "signatures": [dict(s) for s in self.signatures]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> EmptyPageSignatures:
        """The signatures :meth:`to_dict` gave."""
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
