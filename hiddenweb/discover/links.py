"""Link classifier with levels (ACHE, Barbosa & Freire 2007, §2.1 and §3.2).

Estimates how many steps a link is from a page with a relevant form: level
1 (the link's target has a form), 2, …, ``levels``; class ``levels + 1``
("far") collects links that were followed but led nowhere. Bernoulli Naive
Bayes over the selected features (:mod:`hiddenweb.discover.features`), in
numpy; the model is a JSON-able dict so the crawl state can keep it.

The dict has a format number (:data:`FORMAT`) and names the stemmer of its
terms: format 1 (no number) held terms of hiddenweb's own stemmer, which the
Snowball stemmer of format 2 does not reproduce, so such a model is refused
(:class:`~hiddenweb.discover.terms.StemmerMismatch`) rather than matched wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from hiddenweb.discover.features import SelectedFeatures
from hiddenweb.discover.terms import STEMMER, LinkContext, check_stemmer

LEVELS = 3
#: Version of :meth:`LinkClassifier.to_dict`'s format (2: Snowball stems, format and stemmer recorded).
FORMAT = 2
#: Pseudo-examples of the m-estimate of P(feature | level) (see :meth:`LinkClassifier.train`).
PSEUDO_EXAMPLES = 10.0


@dataclass
class LinkScore:
    """Predicted level (1 = closest) and the probability of that level."""

    level: int
    probability: float


class LinkClassifier:
    """Bernoulli Naive Bayes over ``space:term`` features; classes 1..levels+1."""

    def __init__(
        self,
        features: SelectedFeatures,
        classes: list[int],
        log_prior: np.ndarray,
        log_on: np.ndarray,
        log_off: np.ndarray,
    ) -> None:
        self.features = features
        self.classes = list(classes)
        self.names: list[str] = [
            f"{space}:{t}" for space in ("anchor", "url", "around") for t in features.terms.get(space, [])
        ]
        self.index = {name: i for i, name in enumerate(self.names)}
        self.log_prior = np.asarray(log_prior, dtype=float)
        self.log_on = np.asarray(log_on, dtype=float).reshape(len(self.classes), len(self.names))
        self.log_off = np.asarray(log_off, dtype=float).reshape(len(self.classes), len(self.names))
        self._base = self.log_prior + self.log_off.sum(axis=1)
        self._delta = self.log_on - self.log_off

    @classmethod
    def train(
        cls,
        features: SelectedFeatures,
        examples: Sequence[tuple[LinkContext | dict[str, list[str]], int]],
        levels: int = LEVELS,
        m: float = PSEUDO_EXAMPLES,
    ) -> LinkClassifier:
        """Fit on ``(link, level)`` pairs; levels beyond ``levels`` count as "far".

        P(feature | level) is an m-estimate (Cestnik 1990): ``m`` pseudo-examples
        at the feature's rate over all examples. The first learning iterations
        see a few dozen paths; with add-one smoothing every word that is a little
        more frequent on them (a topic word, a word of the page around) counts
        as evidence, and ten such words of one link outweigh the one word that
        matters ("search"). Shrunk to its overall rate, a word that is as common
        on far links as on path links weighs nothing.
        """
        classes = list(range(1, levels + 2))
        names = [f"{space}:{t}" for space in ("anchor", "url", "around") for t in features.terms.get(space, [])]
        index = {n: i for i, n in enumerate(names)}
        X = np.zeros((len(examples), len(names)))
        y = np.zeros(len(examples), dtype=int)
        for r, (link, level) in enumerate(examples):
            for name in features.vector(link):
                X[r, index[name]] = 1.0
            y[r] = min(max(level, 1), levels + 1) - 1
        counts = np.bincount(y, minlength=len(classes)).astype(float)
        log_prior = np.log((counts + 1.0) / (counts.sum() + len(classes)))
        overall = (X.sum(axis=0) + 1.0) / (len(examples) + 2.0)
        on = np.zeros((len(classes), len(names)))
        for c in range(len(classes)):
            on[c] = (X[y == c].sum(axis=0) + m * overall) / (counts[c] + m)
        return cls(features, classes, log_prior, np.log(on), np.log1p(-on))

    def scores(self, link: LinkContext | dict[str, list[str]]) -> np.ndarray:
        """Posterior probability of each class."""
        logp = self._base.copy()
        for name in self.features.vector(link):
            logp += self._delta[:, self.index[name]]
        logp -= logp.max()
        p = np.exp(logp)
        return p / p.sum()

    def classify(self, link: LinkContext | dict[str, list[str]]) -> LinkScore:
        """The most likely level of ``link`` and its probability."""
        p = self.scores(link)
        best = int(np.argmax(p))
        return LinkScore(self.classes[best], float(p[best]))

    def to_dict(self) -> dict[str, Any]:
        """The model as JSON (for the crawl state and ``-a save_model``)."""
        return {
            "format": FORMAT,
            "stemmer": STEMMER,
            "features": self.features.to_dict(),
            "classes": self.classes,
            "log_prior": np.round(self.log_prior, 5).tolist(),
            "log_on": np.round(self.log_on, 5).tolist(),
            "log_off": np.round(self.log_off, 5).tolist(),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LinkClassifier:
        """The model from :meth:`to_dict`'s JSON.

        Raises :class:`~hiddenweb.discover.terms.StemmerMismatch` (a
        ``ValueError``) for a model whose terms another stemmer made (every
        format 1 model), ``ValueError`` for an unknown format.
        """
        check_stemmer(data.get("stemmer"), f"the link model (format {data.get('format', 1)})")
        if data.get("format") != FORMAT:
            raise ValueError(f"link model format {data.get('format')!r}: this version reads format {FORMAT}")
        return cls(
            SelectedFeatures.from_dict(data["features"]),
            data["classes"],
            np.asarray(data["log_prior"]),
            np.asarray(data["log_on"]),
            np.asarray(data["log_off"]),
        )

    @property
    def levels(self) -> int:
        """Levels before the "far" class."""
        return len(self.classes) - 1
