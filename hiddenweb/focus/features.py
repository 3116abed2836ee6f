"""Link features and their automatic selection (ACHE, Barbosa & Freire 2007, §3.3, Alg. 2).

A link is seen through three *feature spaces*: the words of its anchor, the
words of its URL and the ``n`` words around it (before and after the anchor
in textual order). Terms are lower-cased, stop words removed and stemmed;
feature selection keeps the ``top_n`` terms of each space by document
frequency, after merging URL sub-terms ("jobsearch" also counts for "job").
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field
from functools import lru_cache
from typing import Any
from urllib.parse import unquote, urljoin, urlsplit

from hiddenweb.text import STOP_WORDS

SPACES = ("anchor", "url", "around")
#: Words taken before and after an anchor (ACHE's "around" space).
AROUND_WORDS = 10
MAX_LINKS_PER_PAGE = 500
MAX_PAGE_WORDS = 50_000

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)
_URL_NOISE = frozenset({"http", "https", "www", "com", "org", "net", "html", "htm", "php", "asp", "aspx", "jsp", "cgi", "index", "default"})
_SKIP_TAGS = frozenset({"script", "style", "noscript", "template", "head", "title", "select", "option", "textarea"})
_VOWEL_SEQ = re.compile(r"[aeiouy]+|[^aeiouy]+")


@dataclass
class LinkContext:
    """One out-link of a page as the link classifier sees it."""

    url: str
    anchor: str = ""
    around: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LinkContext:
        return cls(url=data.get("url", ""), anchor=data.get("anchor", ""), around=data.get("around", ""))


# -- stemming ---------------------------------------------------------------


def _measure(stem: str) -> int:
    """Porter's m: the number of vowel–consonant sequences in ``stem``."""
    parts = _VOWEL_SEQ.findall(stem)
    if parts and parts[0][0] not in "aeiouy":
        parts = parts[1:]
    return len(parts) // 2


_STEP2 = (
    ("ational", "ate"), ("tional", "tion"), ("ization", "ize"), ("fulness", "ful"), ("iveness", "ive"),
    ("ousness", "ous"), ("biliti", "ble"), ("ation", "ate"), ("alism", "al"), ("aliti", "al"), ("iviti", "ive"),
    ("ator", "ate"), ("entli", "ent"), ("ousli", "ous"), ("alli", "al"), ("izer", "ize"), ("bli", "ble"),
)
_STEP4 = (
    "ement", "ance", "ence", "able", "ible", "ment", "ant", "ent", "ism", "ate", "iti", "ous", "ive", "ize",
    "al", "er", "ic",
)


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """A light Porter-style stemmer (steps 1a–1c, 2 and 4 of Porter 1980), ours.

    Good enough to merge "books"/"book", "searching"/"search", "stores"/"store"
    as ACHE's feature selection needs; not a linguistic tool.
    """
    w = word.lower()
    if len(w) <= 3:
        return w
    # 1a: plurals
    if w.endswith("sses"):
        w = w[:-2]
    elif w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("s") and not w.endswith("ss") and not w.endswith("us"):
        w = w[:-1]
    # 1b: -ed / -ing
    for suffix in ("ing", "ed"):
        if w.endswith(suffix) and re.search(r"[aeiouy]", w[: -len(suffix)]) and len(w) - len(suffix) >= 3:
            w = w[: -len(suffix)]
            if w.endswith(("at", "bl", "iz")):
                w += "e"
            elif len(w) > 2 and w[-1] == w[-2] and w[-1] not in "lsz":
                w = w[:-1]
            break
    # 1c: y -> i
    if w.endswith("y") and len(w) > 2 and w[-2] not in "aeiou":
        w = w[:-1] + "i"
    for suffix, repl in _STEP2:
        if w.endswith(suffix) and _measure(w[: -len(suffix)]) > 0:
            w = w[: -len(suffix)] + repl
            break
    for suffix in _STEP4:
        if w.endswith(suffix) and _measure(w[: -len(suffix)]) > 1:
            w = w[: -len(suffix)]
            break
    if w.endswith("e") and _measure(w[:-1]) > 1:
        w = w[:-1]
    return w


def text_terms(text: str) -> list[str]:
    """Stemmed terms of running text, stop words and 1-letter words removed."""
    return [stem(w) for w in _WORD.findall(text.lower()) if len(w) > 1 and w not in STOP_WORDS]


def url_terms(url: str) -> list[str]:
    """Stemmed alphabetic terms of a URL's host (minus www/TLD), path and query."""
    parts = urlsplit(url)
    host = (parts.hostname or "").split(".")
    words = _WORD.findall(" ".join([*host[:-1], unquote(parts.path), unquote(parts.query)]).lower())
    return [stem(w) for w in words if len(w) > 1 and w not in _URL_NOISE and w not in STOP_WORDS]


def link_terms(link: LinkContext) -> dict[str, list[str]]:
    """The link's terms in each feature space."""
    return {"anchor": text_terms(link.anchor), "url": url_terms(link.url), "around": text_terms(link.around)}


# -- links of a page ---------------------------------------------------------


def page_links(root: Any, base_url: str, around: int = AROUND_WORDS, limit: int = MAX_LINKS_PER_PAGE) -> list[LinkContext]:
    """Every ``<a href>`` of a parsed page with its anchor text and the words around it.

    One pass over the document in textual order; ``around`` words before the
    anchor and after it (ACHE §3.3). Script, style and form option texts are skipped.
    """
    words: list[str] = []
    anchors: list[tuple[str, int, int]] = []  # (url, first word, end word)

    def add_text(text: str | None) -> None:
        if text and len(words) < MAX_PAGE_WORDS:
            words.extend(text.split())

    def walk(el: Any) -> None:
        tag = el.tag if isinstance(el.tag, str) else ""
        if tag in _SKIP_TAGS:
            return
        start = len(words)
        add_text(el.text)
        for child in el:
            walk(child)
            add_text(child.tail)
        if tag == "a" and len(anchors) < limit:
            href = (el.get("href") or "").strip()
            if href and not href.startswith(("#", "javascript:", "mailto:", "tel:", "data:")):
                anchors.append((href, start, len(words)))
        elif tag == "area" and len(anchors) < limit:
            href = (el.get("href") or "").strip()
            if href and not href.startswith(("#", "javascript:", "mailto:")):
                anchors.append((href, start, start))

    body = root.find("body") if root.tag == "html" else root
    walk(body if body is not None else root)
    links = []
    for href, first, end in anchors:
        url = urljoin(base_url, href).split("#", 1)[0]
        if not url.startswith(("http://", "https://")):
            continue
        before = words[max(0, first - around) : first]
        after = words[end : end + around]
        links.append(LinkContext(url=url, anchor=" ".join(words[first:end])[:300], around=" ".join(before + after)[:600]))
    return links


# -- automatic feature selection (Alg. 2) ------------------------------------


@dataclass
class SelectedFeatures:
    """The terms kept in each feature space, with their document frequencies."""

    terms: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SPACES})
    frequencies: dict[str, dict[str, int]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"terms": self.terms, "frequencies": self.frequencies}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SelectedFeatures:
        return cls(terms={s: list(data.get("terms", {}).get(s, [])) for s in SPACES}, frequencies=data.get("frequencies", {}))

    @classmethod
    def union(cls, selections: Iterable[SelectedFeatures]) -> SelectedFeatures:
        """Every term any of ``selections`` kept, in first-seen order; frequencies added."""
        merged = cls()
        for selected in selections:
            for space in SPACES:
                terms = merged.terms[space]
                terms.extend(t for t in selected.terms.get(space, ()) if t not in terms)
                counts = merged.frequencies.setdefault(space, {})
                for t, n in selected.frequencies.get(space, {}).items():
                    counts[t] = counts.get(t, 0) + n
        return merged

    def vector(self, link: LinkContext | dict[str, list[str]]) -> list[str]:
        """Names (``space:term``) of the selected features present in ``link``."""
        terms = link_terms(link) if isinstance(link, LinkContext) else link
        out = []
        for space in SPACES:
            selected = self.terms.get(space, ())
            if not selected:
                continue
            present = set(terms.get(space, ()))
            if space == "url":  # a selected URL sub-term matches inside longer URL terms
                out.extend(f"url:{t}" for t in selected if t in present or any(t in p for p in present))
            else:
                out.extend(f"{space}:{t}" for t in selected if t in present)
        return out


def select_features(links: Iterable[LinkContext | dict[str, list[str]]], top_n: int = 10, top_k: int = 20) -> SelectedFeatures:
    """ACHE Alg. 2: per space, the ``top_n`` stemmed terms by document frequency.

    For URLs, the ``top_k`` most frequent terms first absorb the frequency of
    every longer term that contains them as a substring, then the top ``top_n``
    are kept.
    """
    df = {space: Counter() for space in SPACES}
    for link in links:
        terms = link_terms(link) if isinstance(link, LinkContext) else link
        for space in SPACES:
            df[space].update(set(terms.get(space, ())))
    selected = SelectedFeatures()
    for space in SPACES:
        counts = df[space]
        if space == "url":
            merged = Counter(counts)
            for term, _ in counts.most_common(top_k):
                for other, n in counts.items():
                    if other != term and term in other and len(term) >= 3:
                        merged[term] += n
            counts = merged
        best = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:top_n]
        selected.terms[space] = [t for t, n in best if n >= 2 or len(counts) < top_n]
        selected.frequencies[space] = {t: n for t, n in best}
    return selected


def describe(selected: SelectedFeatures) -> str:
    """One log line: ``anchor: book(12) search(9) | url: … | around: …``."""
    parts = []
    for space in SPACES:
        freq = selected.frequencies.get(space, {})
        parts.append(f"{space}: " + " ".join(f"{t}({freq.get(t, 0)})" for t in selected.terms.get(space, [])))
    return " | ".join(parts)


def as_terms(links: Sequence[LinkContext]) -> list[dict[str, list[str]]]:
    return [link_terms(link) for link in links]
