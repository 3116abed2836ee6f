"""The query-statistics table of Ntoulas, Zerfos & Cho (JCDL 2005, §3.3, Fig. 7).

term → number of downloaded records containing it, updated by *adding* each new
record's terms: no rescans. Terms get dense integer ids so the policies can keep
numpy arrays indexed by term id and score every candidate in one vector operation.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

import numpy as np

__all__ = ["QueryStatistics", "TermIndex"]

_INITIAL_CAPACITY = 1024


class TermIndex:
    """Dense ids for terms (append-only; ids never change, so arrays indexed by id stay valid)."""

    def __init__(self) -> None:
        self._ids: dict[str, int] = {}
        self._terms: list[str] = []

    def __len__(self) -> int:
        return len(self._terms)

    def __contains__(self, term: object) -> bool:
        return term in self._ids

    def __iter__(self) -> Iterator[str]:
        return iter(self._terms)

    def get(self, term: str) -> int | None:
        """The id of *term*, None if it was never seen."""
        return self._ids.get(term)

    def term(self, term_id: int) -> str:
        """The term with id *term_id*."""
        return self._terms[term_id]

    def add(self, term: str) -> int:
        """The id of *term*, allocating one if it is new."""
        term_id = self._ids.get(term)
        if term_id is None:
            term_id = self._ids[term] = len(self._terms)
            self._terms.append(term)
        return term_id

    def add_many(self, terms: Iterable[str]) -> np.ndarray:
        """The ids of *terms* in order, allocating new ones (one loop: the per-record hot path)."""
        ids = self._ids
        out = []
        for term in terms:
            term_id = ids.get(term)
            if term_id is None:
                term_id = ids[term] = len(self._terms)
                self._terms.append(term)
            out.append(term_id)
        return np.fromiter(out, dtype=np.int64, count=len(out))


class QueryStatistics:
    """Incremental document-frequency table over the distinct records downloaded so far.

    ``add_document`` must be called once per *new distinct* record; duplicate terms
    inside one record count once (document frequency, not term frequency).
    """

    def __init__(self, index: TermIndex | None = None) -> None:
        self.index = index if index is not None else TermIndex()
        self.num_docs = 0
        self._df = np.zeros(_INITIAL_CAPACITY, dtype=np.int64)

    # -- mutation -------------------------------------------------------------------
    def add_document(self, terms: Iterable[str]) -> None:
        """Count one new record (set semantics: each distinct term +1)."""
        self.add_document_ids(terms)

    def add_document_ids(self, terms: Iterable[str]) -> np.ndarray:
        """Like :meth:`add_document`, returning the (distinct) term ids of the record."""
        if isinstance(terms, str):
            raise TypeError("add_document() expects an iterable of terms, not a str")
        ids = self.index.add_many(sorted(set(terms)))  # sorted: ids independent of hash seed
        self.count(ids)
        return ids

    def count(self, ids: np.ndarray) -> None:
        """Count one new record given the distinct ids of its terms (already in the index)."""
        self.ensure_capacity(len(self.index))
        if len(ids):
            self._df[ids] += 1  # ids are distinct: plain fancy-index increment is exact
        self.num_docs += 1

    def ensure_capacity(self, size: int) -> None:
        """Grow the df array (amortised doubling) to hold *size* term ids."""
        if size > len(self._df):
            new = np.zeros(max(size, 2 * len(self._df)), dtype=self._df.dtype)
            new[: len(self._df)] = self._df
            self._df = new

    # -- queries --------------------------------------------------------------------
    def df(self, term: str) -> int:
        """Number of downloaded records containing *term* (0 if never seen)."""
        term_id = self.index.get(term)
        return 0 if term_id is None else int(self._df[term_id])

    def df_array(self) -> np.ndarray:
        """Read-only view of df indexed by term id (length = number of known terms)."""
        view = self._df[: len(self.index)]
        view.flags.writeable = False
        return view

    def probability(self, term: str) -> float:
        """P(term | downloaded) — the paper's P(q | q1 ∨ … ∨ q(i-1))."""
        return self.df(term) / self.num_docs if self.num_docs else 0.0

    def __len__(self) -> int:
        """Number of distinct terms seen in downloaded records (or registered)."""
        return len(self.index)

    def __contains__(self, term: object) -> bool:
        return self.df(term) > 0 if isinstance(term, str) else False

    def most_common(self, n: int | None = None) -> list[tuple[str, int]]:
        """The *n* (default: all) terms of highest df with their df, ties in id order."""
        df = self._df[: len(self.index)]
        order = np.argsort(-df, kind="stable")
        if n is not None:
            order = order[:n]
        return [(self.index.term(int(i)), int(df[i])) for i in order if df[i] > 0]
