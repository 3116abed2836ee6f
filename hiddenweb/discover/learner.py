"""Adaptive link learner (ACHE, Barbosa & Freire 2007, §3.2, Alg. 1).

When the learning threshold is reached (every ``learn_every`` new relevant
forms, paper: 100), collect the paths of length up to ``levels`` that led to
pages with relevant forms, select features from the links on them (Alg. 2,
:func:`hiddenweb.discover.features.select_features`) and train a new link
classifier; the frontier then re-ranks every queued link with it.

Paths come from the crawl's page log: each visited page remembers the link
(terms of its anchor, URL and surroundings) and the parent page it was reached
from, so the path to a form page is followed backwards: the link into the form
page is a level-1 example, the link into its parent a level-2 example, and so
on. Followed links on no such path are the "far" class (a deterministic sample).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from hiddenweb.discover.features import SelectedFeatures, describe, select_features
from hiddenweb.discover.links import LEVELS, LinkClassifier
from hiddenweb.urls import site_of

#: Negative ("far") examples kept per positive example.
NEGATIVE_RATIO = 2.0


@dataclass
class LearningResult:
    """What one learning iteration produced."""

    classifier: LinkClassifier
    features: SelectedFeatures
    positives: int
    negatives: int

    def summary(self) -> str:
        """One log line: the examples and the features selected."""
        return f"{self.positives} path links, {self.negatives} far links; features {describe(self.features)}"


def path_examples(
    pages: Mapping[str, Mapping[str, Any]], form_pages: Iterable[str], levels: int = LEVELS
) -> tuple[list[tuple[dict, int]], list[tuple[dict, int]]]:
    """(positive, negative) ``(terms, level)`` examples from the page log.

    ``pages`` maps a visited URL to ``{"parent": url | None, "terms": {...}}``.
    A link on several paths keeps its smallest distance.
    """
    positives, negatives = path_example_urls(pages, form_pages, levels)
    return [(pages[u]["terms"], lvl) for u, lvl in positives], [(pages[u]["terms"], lvl) for u, lvl in negatives]


def path_example_urls(
    pages: Mapping[str, Mapping[str, Any]], form_pages: Iterable[str], levels: int = LEVELS
) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """:func:`path_examples` as ``(URL the link led to, level)`` pairs (its site is the URL's)."""
    level_of: dict[str, int] = {}
    for url in form_pages:
        current: str | None = url
        for level in range(1, levels + 1):
            entry = pages.get(current) if current else None
            if current is None or entry is None or not entry.get("terms"):
                break
            if level < level_of.get(current, levels + 1):
                level_of[current] = level
            current = entry.get("parent")
    positives = sorted(level_of.items())
    others = [u for u in pages if u not in level_of and pages[u].get("terms")]
    budget = int(NEGATIVE_RATIO * len(positives))
    step = max(1, len(others) // budget) if budget else len(others) + 1
    negatives = [(u, levels + 1) for u in others[::step][:budget]]
    return positives, negatives


def select_per_level(
    examples: Iterable[tuple[dict, int]], top_n: int = 10, top_k: int = 20, sites: Sequence[str] | None = None
) -> SelectedFeatures:
    """Alg. 2 once per distance: its input is "the set of links at distance d from a relevant form".

    Selecting from all path links at once lets the words every on-topic link
    carries (the topic, the site's name) fill the top ``n``, and crowds out
    the words that tell the levels apart ("advanced search" at level 1, "library"
    at level 2). The far links get their own selection too: without features
    of their own ("category", "item", "privacy") the classifier cannot tell a
    far link from a close one.
    """
    by_level: dict[int, list[dict]] = {}
    sites_of: dict[int, list[str]] = {}
    for i, (terms, level) in enumerate(examples):
        by_level.setdefault(level, []).append(terms)
        sites_of.setdefault(level, []).append(sites[i] if sites is not None else "")
    return SelectedFeatures.union(
        select_features(by_level[level], top_n=top_n, top_k=top_k, sites=sites_of[level] if sites else None)
        for level in sorted(by_level)
    )


def learn(
    pages: Mapping[str, Mapping[str, Any]],
    form_pages: Iterable[str],
    levels: int = LEVELS,
    top_n: int = 10,
    top_k: int = 20,
) -> LearningResult | None:
    """One learning iteration (Alg. 1): None when there are no paths yet."""
    positive_urls, negative_urls = path_example_urls(pages, form_pages, levels)
    if not positive_urls:
        return None
    positives = [(pages[u]["terms"], lvl) for u, lvl in positive_urls]
    negatives = [(pages[u]["terms"], lvl) for u, lvl in negative_urls]
    sites = [site_of(u) for u, _ in positive_urls + negative_urls]  # document frequency per site
    features = select_per_level(positives + negatives, top_n=top_n, top_k=top_k, sites=sites)
    classifier = LinkClassifier.train(features, positives + negatives, levels=levels)
    return LearningResult(classifier, features, len(positives), len(negatives))
