"""Which links to sites not yet visited lead to on-topic pages, learned during the crawl.

The frontier takes an on-topic page's links to sites it has not visited first
(:mod:`hiddenweb.discover.frontier`), or the first sites found would spend the
budget on their own pages before the others are seen. But an on-topic page also
links away from its topic: the web designer credited in the footer, a blogroll's
cooking blogs, a portal's members of every trade. Followed blindly, those links
took half of a 3,000-page budget on a web of 3,000 sites (family C, `tests/web3`):
1,100 off-topic home pages, while form sites found early never had their
navigation crawled.

The page classifier judges every page the crawler fetches, so each link that led
to another site comes back labelled: on topic or not. This is Chakrabarti,
Punera and Subramanyam's *apprentice* ("Accelerated focused crawling through
online relevance feedback", WWW 2002, §3): a second learner, trained online on
the critic's (the page classifier's) verdicts, that scores unvisited links by
the features of their context. Here it is a Naive Bayes over the binary
features present in the link: its terms in ACHE's three spaces (anchor, URL, around;
:mod:`hiddenweb.discover.terms`) and the character 4-grams of its host name,
since site names are compounds in most languages ("nilssonmaklare",
"immobiliare-rossi", "webdesign"). It knows only what this crawl showed it, in
the site's own language: no word list.

The examples are the crawl state's log ``discover/apprentice`` (one entry per
page reached by a link from another site): the worker that saw one learns it at
once, the others replay it, and a resumed crawl replays them all, so what was
learned survives a ``JOBDIR`` restart and is shared by a Redis fleet
(:meth:`hiddenweb.discover.frontier.LevelFrontier.site_reached`). No Scrapy here.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any
from urllib.parse import urlsplit

from hiddenweb.discover.terms import SPACES

#: Examples of each class (on topic, off topic) before the apprentice's opinion counts.
MIN_EXAMPLES = 10
_HOST_NOISE = frozenset({"www", "test", "localhost"})


def link_features(link: dict[str, Any]) -> set[str]:
    """A link's features: ``space:term`` of its terms, ``host:`` 4-grams of its host name's words."""
    terms = link.get("terms") or {}
    features = {f"{space}:{term}" for space in SPACES for term in terms.get(space, ())}
    host = (urlsplit(link.get("url", "")).hostname or "").lower()
    labels = [label for label in host.split(".")[:-1] if label not in _HOST_NOISE and not label.isdigit()]
    for label in labels:
        for word in label.replace("_", "-").split("-"):
            padded = f"^{word}$"
            features.update(f"host:{padded[i : i + 4]}" for i in range(max(1, len(padded) - 3)))
    return features


class Apprentice:
    """Naive Bayes P(on topic | the link's features), trained one example at a time.

    Only the features a link has count (a link's context holds a few of the
    crawl's thousands of words; their absence says little); each is smoothed
    (Laplace), and one never seen in training is ignored.
    """

    def __init__(self) -> None:
        self.examples = [0, 0]  # off topic, on topic
        self.counts: tuple[Counter[str], Counter[str]] = (Counter(), Counter())

    def learn(self, features: set[str], on_topic: bool) -> None:
        """One more labelled link."""
        k = int(on_topic)
        self.examples[k] += 1
        self.counts[k].update(features)

    @property
    def ready(self) -> bool:
        """Whether it has seen :data:`MIN_EXAMPLES` links of each class."""
        return min(self.examples) >= MIN_EXAMPLES

    def on_topic(self, features: set[str]) -> float | None:
        """P(the link leads to an on-topic page), or None before it is :attr:`ready`."""
        if not self.ready:
            return None
        off, on = self.examples
        log_odds = math.log(on / off)
        for feature in features:
            n_on, n_off = self.counts[1][feature], self.counts[0][feature]
            if not (n_on or n_off):
                continue
            p_on, p_off = (n_on + 1) / (on + 2), (n_off + 1) / (off + 2)
            log_odds += math.log(p_on / p_off)
        log_odds = max(-30.0, min(30.0, log_odds))
        return 1.0 / (1.0 + math.exp(-log_odds))
