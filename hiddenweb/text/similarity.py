"""Similarity of short texts: labels, aliases, field names.

Álvarez (§III.4.2) matches form fields and record columns to domain
attributes with the hybrid measure of Cohen, Ravikumar & Fienberg (2003),
*SoftTFIDF*: TF-IDF cosine where two tokens count as the same word when their
Jaro-Winkler similarity exceeds θ = 0.9. Their study found it the best measure
for names and short labels. A token of :data:`SHORT_TOKEN` letters or fewer is
close only to itself: on three letters Jaro-Winkler says little (``roe``, a
"rooms up to" select's name, and "role" score 0.93), and two longer ones must also be spellings of one
word (:func:`spelling_variants`: Jaro-Winkler's prefix bonus gives words sharing a stem, "section" and
"sector", 0.91). Texts are normalised first: stop words and
non-alphanumerics dropped, words sorted, no stemming (suffixes tell
"published" from "publisher").
"""

from __future__ import annotations

import math
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import lru_cache

from hiddenweb.text.tokens import STOP_WORDS, tokenize

__all__ = [
    "SHORT_TOKEN",
    "SoftTfIdf",
    "edit_distance",
    "jaro",
    "jaro_winkler",
    "label_tokens",
    "normalise_label",
    "spelling_variants",
]


#: Tokens this long or shorter match another token only when equal (abbreviated field names: ``roe``, ``cg``).
SHORT_TOKEN = 3
#: Letters of the longer token per edit two spellings of one word may differ by (:func:`spelling_variants`).
EDITS_PER = 4


@lru_cache(maxsize=65536)
def jaro(a: str, b: str) -> float:
    """Jaro similarity of two strings in [0, 1]."""
    if a == b:
        return 1.0 if a else 0.0
    la, lb = len(a), len(b)
    if not la or not lb:
        return 0.0
    window = max(la, lb) // 2 - 1
    window = max(window, 0)
    b_taken = [False] * lb
    a_matched: list[str] = []
    for i, ch in enumerate(a):
        lo, hi = max(0, i - window), min(lb, i + window + 1)
        for j in range(lo, hi):
            if not b_taken[j] and b[j] == ch:
                b_taken[j] = True
                a_matched.append(ch)
                break
    m = len(a_matched)
    if not m:
        return 0.0
    b_matched = [b[j] for j in range(lb) if b_taken[j]]
    transpositions = sum(x != y for x, y in zip(a_matched, b_matched)) / 2
    return (m / la + m / lb + (m - transpositions) / m) / 3


def jaro_winkler(a: str, b: str, prefix_scale: float = 0.1, max_prefix: int = 4) -> float:
    """Jaro-Winkler similarity (Winkler 1990): Jaro boosted by a common prefix."""
    j = jaro(a, b)
    prefix = 0
    for x, y in zip(a[:max_prefix], b[:max_prefix]):
        if x != y:
            break
        prefix += 1
    return j + prefix * prefix_scale * (1.0 - j)


@lru_cache(maxsize=65536)
def edit_distance(a: str, b: str) -> int:
    """Edit distance of two strings, a swap of two adjacent letters one edit ("offres", "offers"):
    the optimal string alignment distance."""
    rows = [list(range(len(b) + 1))]
    for i in range(1, len(a) + 1):
        row = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            row[j] = min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] != b[j - 1]))
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], rows[i - 2][j - 2] + 1)
        rows.append(row)
    return rows[-1][-1]


def spelling_variants(a: str, b: str) -> bool:
    """Whether two different tokens may be one word spelt two ways ("colour", "catalogue", a plural):
    one starts with the other, or at most one edit per :data:`EDITS_PER` letters of the longer (at least
    one), accents aside. Jaro-Winkler's prefix bonus alone puts words sharing a stem over θ ("section" and
    "sector" 0.91, "clauses" and "class" 0.93: a package's section matched an accountant's industry, a
    query's clauses a flight's cabin class)."""
    shorter, longer = sorted((_unaccented(a), _unaccented(b)), key=len)
    if len(shorter) > SHORT_TOKEN and longer.startswith(shorter):
        return True  # a word and a longer one it starts: a plural, a compound name ("titleonly")
    return edit_distance(shorter, longer) <= max(1, len(longer) // EDITS_PER)


@lru_cache(maxsize=65536)
def _unaccented(word: str) -> str:
    """``word`` without its diacritics ("kategóriák" → "kategoriak"): a language's accents are no edit."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", word) if not unicodedata.combining(ch))


def label_tokens(text: str) -> list[str]:
    """Tokens of a label as §III.4.2 normalises it: lower case, alphanumeric
    words only, stop words dropped, sorted, not stemmed."""
    return sorted(tok for tok in tokenize(text or "") if tok not in STOP_WORDS)


def normalise_label(text: str) -> str:
    """The normalised form of a label (§III.4.2): ``"The Book Title:"`` → ``"book title"``."""
    return " ".join(label_tokens(text))


class SoftTfIdf:
    """SoftTFIDF of Cohen et al. (2003) over a corpus of token lists.

    ``sim(S, T) = Σ_{w∈S, close(w,T)} V(w,S) · V(w*,T) · JW(w, w*)`` where w* is
    the token of T most similar to w, tokens are close when Jaro-Winkler > θ
    and V are unit-length TF-IDF weights (log(tf+1)·idf) learnt from the corpus.
    Strings passed to :meth:`similarity` are normalised with
    :func:`label_tokens`; token lists are used as given.
    """

    def __init__(self, corpus: Iterable[Sequence[str] | str] = (), theta: float = 0.9) -> None:
        self.theta = theta
        self.df: Counter[str] = Counter()
        self.n_docs = 0
        for doc in corpus:
            self.add(doc)

    def add(self, doc: Sequence[str] | str) -> None:
        """Count one more document (string or token list) in the IDF statistics."""
        tokens = label_tokens(doc) if isinstance(doc, str) else list(doc)
        self.df.update(set(tokens))
        self.n_docs += 1

    def idf(self, token: str) -> float:
        """Smoothed inverse document frequency; unseen tokens count as rare (df 0):
        they carry the most information."""
        return math.log((self.n_docs + 1.0) / (self.df.get(token, 0) + 0.5))

    def weights(self, tokens: Sequence[str]) -> dict[str, float]:
        """Unit-length TF-IDF weights of a token list."""
        tf = Counter(tokens)
        raw = {w: math.log(c + 1.0) * self.idf(w) for w, c in tf.items()}
        norm = math.sqrt(sum(v * v for v in raw.values()))
        if norm == 0.0:
            # Every token has zero idf (appears in all documents): fall back to
            # uniform weights so identical labels still score 1.
            n = len(raw)
            return {w: 1.0 / math.sqrt(n) for w in raw} if n else {}
        return {w: v / norm for w, v in raw.items()}

    def similarity(self, a: Sequence[str] | str, b: Sequence[str] | str) -> float:
        """SoftTFIDF similarity in [0, 1] (symmetrised: mean of both directions)."""
        ta = label_tokens(a) if isinstance(a, str) else list(a)
        tb = label_tokens(b) if isinstance(b, str) else list(b)
        if not ta or not tb:
            return 0.0
        if ta == tb:
            return 1.0
        va, vb = self.weights(ta), self.weights(tb)
        return min(1.0, 0.5 * (self._directed(va, vb) + self._directed(vb, va)))

    def _directed(self, va: dict[str, float], vb: dict[str, float]) -> float:
        total = 0.0
        for w, wa in va.items():
            best, best_v = 0.0, None
            for v in vb:
                if v == w:
                    s = 1.0
                elif len(w) <= SHORT_TOKEN or len(v) <= SHORT_TOKEN:
                    continue
                else:
                    s = jaro_winkler(w, v)
                # the edit distance only for a pair that would be the best: it costs more than Jaro-Winkler
                if s > best and (v == w or spelling_variants(w, v)):
                    best, best_v = s, v
            if best_v is not None and best > self.theta:
                total += wa * vb[best_v] * best
        return total
