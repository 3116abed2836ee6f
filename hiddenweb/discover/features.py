"""Automatic feature selection for the link classifier (ACHE, Barbosa & Freire 2007, §3.3, Alg. 2).

A link is seen through three *feature spaces* (:mod:`hiddenweb.discover.terms`):
the words of its anchor, the words of its URL and the ``n`` words around it.
Feature selection keeps the ``top_n`` terms of each space by document
frequency, after merging URL sub-terms ("jobsearch" also counts for "job").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from hiddenweb.discover.terms import SPACES, LinkContext, link_terms

# -- automatic feature selection (Alg. 2) ------------------------------------


@dataclass
class SelectedFeatures:
    """The terms kept in each feature space, with their document frequencies."""

    terms: dict[str, list[str]] = field(default_factory=lambda: {s: [] for s in SPACES})
    frequencies: dict[str, dict[str, int]] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The selection as JSON (part of the link model)."""
        return {"terms": self.terms, "frequencies": self.frequencies}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> SelectedFeatures:
        """The selection from :meth:`to_dict`'s JSON."""
        return cls(
            terms={s: list(data.get("terms", {}).get(s, [])) for s in SPACES}, frequencies=data.get("frequencies", {})
        )

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
        out: list[str] = []
        for space in SPACES:
            selected = self.terms.get(space, ())
            found = terms.get(space, ())
            if not selected or not found:
                continue
            if space == "url":  # a selected URL sub-term matches inside longer URL terms (no term holds a NUL)
                joined = "\0".join(found)
                out.extend("url:" + t for t in selected if t in joined)
            else:
                present = set(found)
                prefix = space + ":"
                out.extend(prefix + t for t in selected if t in present)
        return out


def select_features(
    links: Iterable[LinkContext | dict[str, list[str]]],
    top_n: int = 10,
    top_k: int = 20,
    sites: Sequence[str] | None = None,
    min_sites: int = 2,
) -> SelectedFeatures:
    """ACHE Alg. 2: per space, the ``top_n`` stemmed terms by document frequency.

    For URLs, the ``top_k`` most frequent terms first absorb the frequency of
    every longer term that contains them as a substring, then the top ``top_n``
    are kept.

    With ``sites`` (the site of each link), document frequency is counted per
    site, not per link, and a term needs ``min_sites`` sites (when the links
    span that many): the words that name one site (its host, its name in the
    anchors of the links into it) cannot fill the top ``n`` however many of its
    links are on paths (issue 15: the first models selected the site-name words
    of the links to the first home-page forms).
    """
    links = list(links)
    df: dict[str, Counter[str]] = {space: Counter() for space in SPACES}
    seen: set[tuple[str, str, str]] = set()
    for i, link in enumerate(links):
        terms = link_terms(link) if isinstance(link, LinkContext) else link
        for space in SPACES:
            present = set(terms.get(space, ()))
            if sites is not None:  # once per (site, space, term)
                present = {t for t in present if (sites[i], space, t) not in seen}
                seen.update((sites[i], space, t) for t in present)
            df[space].update(present)
    if sites is not None and len(set(sites)) >= min_sites:
        df = {space: Counter({t: n for t, n in counts.items() if n >= min_sites}) for space, counts in df.items()}
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
