"""An in-memory inverted index: the search engine behind the demo site.

Documents are addressed by their *position* (0 … n-1) in the list given to
:class:`SearchIndex`; postings are sorted ``numpy.int32`` arrays of positions,
so benchmarks can intersect them quickly to simulate the site in process or
to compute an offline greedy oracle.

Tokens are lowercase alphanumeric words (Unicode letters and digits; ``_``
separates words, so ``json_decoder`` gives ``json`` and ``decoder``).  Like
most real engines the index keeps stop words unless ``stopwords`` is given; a
query word that is a stop word of the index is then ignored, as Google-style
engines did.

API:

``SearchIndex(documents, stopwords=None)``
``index.search(query, category=None, kind=None, titles_only=False, sort="relevance", everything=False) -> list[str]``
    ids of the documents containing every query word (AND), ranked
    deterministically: relevance = summed term frequency (descending), then id;
    a query without words finds nothing, or every document (``everything=True``).
``index.match(query, ...) -> np.ndarray``  positions, unranked, sorted.
``index.term_postings(term) -> np.ndarray``  positions containing ``term`` (empty if none).
``index.df(term)``, ``index.vocabulary`` (term → df), ``index.position(id)``, ``index.documents``.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Protocol

import numpy as np

WORD_RE = re.compile(r"[^\W_]+")
EMPTY = np.zeros(0, dtype=np.int32)

#: a small English stop list, for indexes built with ``stopwords=ENGLISH_STOP_WORDS``
ENGLISH_STOP_WORDS = frozenset(
    """a an and are as at be but by for from has have if in into is it its no not of on
or such that the their then there these they this to was will with which you your""".split()
)

SORTS = ("relevance", "title", "module")


class IndexedDocument(Protocol):
    """What the index reads of a document (read-only, so frozen dataclasses such as ``Document`` fit)."""

    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def module(self) -> str: ...
    @property
    def kind(self) -> str: ...
    @property
    def text(self) -> str: ...


def tokenize(text: str) -> list[str]:
    """Lowercase alphanumeric words of ``text``."""
    return WORD_RE.findall(text.lower())


def package_of(module: str) -> str:
    return module.split(".", 1)[0]


class SearchIndex:
    """Inverted index over title + text, with title-only postings and facet filters."""

    def __init__(self, documents: Sequence[IndexedDocument], stopwords: Iterable[str] | None = None) -> None:
        self.documents = list(documents)
        self.stopwords = frozenset(stopwords or ())
        self.ids = [d.id for d in self.documents]
        self._position = {doc_id: i for i, doc_id in enumerate(self.ids)}
        if len(self._position) != len(self.ids):
            raise ValueError("document ids must be unique")
        postings: dict[str, list[int]] = {}
        freqs: dict[str, list[int]] = {}
        titles: dict[str, list[int]] = {}
        for pos, doc in enumerate(self.documents):
            title_words = [w for w in tokenize(doc.title) if w not in self.stopwords]
            counts = Counter(title_words)
            counts.update(w for w in tokenize(doc.text) if w not in self.stopwords)
            for term, tf in counts.items():
                postings.setdefault(term, []).append(pos)
                freqs.setdefault(term, []).append(tf)
            for term in set(title_words):
                titles.setdefault(term, []).append(pos)
        self._postings = {t: np.asarray(p, dtype=np.int32) for t, p in postings.items()}
        self._freqs = {t: np.asarray(f, dtype=np.int32) for t, f in freqs.items()}
        self._titles = {t: np.asarray(p, dtype=np.int32) for t, p in titles.items()}
        self.categories = sorted({package_of(d.module) for d in self.documents})
        self.kinds = sorted({d.kind for d in self.documents})
        cat_code = {c: i for i, c in enumerate(self.categories)}
        kind_code = {k: i for i, k in enumerate(self.kinds)}
        self._cat = np.asarray([cat_code[package_of(d.module)] for d in self.documents], dtype=np.int32)
        self._kind = np.asarray([kind_code[d.kind] for d in self.documents], dtype=np.int32)
        self._id_rank = np.argsort(np.argsort(np.asarray(self.ids)))
        self._title_rank = np.argsort(np.argsort(np.asarray([d.title.lower() for d in self.documents])))
        self._module_rank = np.argsort(
            np.argsort(np.asarray([f"{d.module}\x00{d.title.lower()}" for d in self.documents]))
        )
        self.vocabulary: dict[str, int] = {t: len(p) for t, p in self._postings.items()}

    def __len__(self) -> int:
        return len(self.documents)

    # --- term level ------------------------------------------------------------
    def term_postings(self, term: str) -> np.ndarray:
        """Sorted positions of the documents containing ``term`` (title or text)."""
        return self._postings.get(term.lower(), EMPTY)

    def df(self, term: str) -> int:
        return len(self.term_postings(term))

    def position(self, doc_id: str) -> int:
        return self._position[doc_id]

    def category_count(self, category: str) -> int:
        if category not in self.categories:
            return 0
        return int(np.count_nonzero(self._cat == self.categories.index(category)))

    def query_terms(self, query: str) -> list[str]:
        """Distinct indexable words of ``query`` in order (stop words of the index dropped)."""
        seen: dict[str, None] = {}
        for w in tokenize(query):
            if w not in self.stopwords:
                seen.setdefault(w)
        return list(seen)

    # --- queries -------------------------------------------------------------
    def match(
        self,
        query: str,
        category: str | None = None,
        kind: str | None = None,
        titles_only: bool = False,
        everything: bool = False,
    ) -> np.ndarray:
        """Positions of documents matching every query word and the filters (sorted).

        A query without words matches nothing, or every document with ``everything``.
        """
        terms = self.query_terms(query)
        if not terms and not everything:
            return EMPTY
        table = self._titles if titles_only else self._postings
        lists = sorted((table.get(t, EMPTY) for t in terms), key=len)
        result = lists[0] if lists else np.arange(len(self.documents), dtype=np.int32)
        for other in lists[1:]:
            if not len(result):
                break
            result = np.intersect1d(result, other, assume_unique=True)
        if category:
            code = self.categories.index(category) if category in self.categories else -1
            result = result[self._cat[result] == code]
        if kind:
            code = self.kinds.index(kind) if kind in self.kinds else -1
            result = result[self._kind[result] == code]
        return result

    def scores(self, query: str, positions: np.ndarray) -> np.ndarray:
        """Summed term frequency of the query words in each of ``positions``."""
        total = np.zeros(len(positions), dtype=np.int64)
        for term in self.query_terms(query):
            post = self._postings.get(term, EMPTY)
            if not len(post):
                continue
            idx = np.searchsorted(post, positions)
            idx = np.minimum(idx, len(post) - 1)
            found = post[idx] == positions
            total += np.where(found, self._freqs[term][idx], 0)
        return total

    def search(
        self,
        query: str,
        category: str | None = None,
        kind: str | None = None,
        titles_only: bool = False,
        sort: str = "relevance",
        everything: bool = False,
    ) -> list[str]:
        """Ids of the matching documents, ranked.

        ``sort``: ``relevance`` (summed tf desc, then id), ``title`` (A–Z, then
        id) or ``module`` (module, then title).
        """
        positions = self.match(query, category, kind, titles_only, everything)
        if not len(positions):
            return []
        if sort == "title":
            order = np.argsort(self._title_rank[positions], kind="stable")
        elif sort == "module":
            order = np.argsort(self._module_rank[positions], kind="stable")
        else:
            order = np.lexsort((self._id_rank[positions], -self.scores(query, positions)))
        return [self.ids[p] for p in positions[order]]
