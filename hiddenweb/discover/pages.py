"""Page classifier: is a page on the crawl's topic? (ACHE §2, after Chakrabarti's best-first crawler.)

Only on-topic pages have their links and forms extracted (hard focus); with
soft focus, links of off-topic pages are kept at the lowest priority.

Two ways to get one:

* :meth:`PageClassifier.from_folder` trains multinomial Naive Bayes on
  example pages (``positive/`` and ``negative/`` folders of HTML files, like
  ACHE's ``buildModel``);
* :meth:`PageClassifier.from_keywords` bootstraps from the domain's topic
  keywords: a page is on topic when enough keyword occurrences appear in its
  title, headings and text (title and headings weigh more). A keyword matches
  its singular and plural forms only, not every word of the same stem: the
  stem of "booking" is "book", and a hotel site is not a books page.
"""

from __future__ import annotations

import json
import math
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hiddenweb.discover.terms import STEMMER, check_stemmer, text_terms
from hiddenweb.htmlinput import parse_html, visible_text
from hiddenweb.text.tokens import has_unspaced, words

MAX_PAGE_TERMS = 20_000


@dataclass
class PageText:
    """What the page classifier reads: title, headings, body text (already extracted)."""

    title: str = ""
    headings: str = ""
    body: str = ""

    @classmethod
    def from_root(cls, root: Any) -> PageText:
        """The text of a parsed page."""
        title = " ".join(root.xpath("//title//text()"))[:500]
        headings = " ".join(root.xpath("//h1//text()|//h2//text()|//h3//text()"))[:2000]
        body = visible_text(root)[:200_000]
        return cls(title=title, headings=headings, body=body)

    @classmethod
    def from_html(cls, html: str | bytes, url: str = "") -> PageText:
        """The text of a page's HTML."""
        return cls.from_root(parse_html(html, url))


@dataclass
class PageDecision:
    on_topic: bool
    score: float


#: Letters of a keyword's stem that :meth:`PageClassifier.names_topic` matches, and the most it lets a word add.
NAME_STEM, NAME_ENDING = 5, 5
#: Letters a word of a keyword of several words needs to count alone (:meth:`PageClassifier._hits`):
#: "makampuni", "registro", "comercial" do; "de", "ya", "in", "și", "công", "dan" only within their keyword.
ALONE = 5


@dataclass
class PageClassifier:
    """On-topic test: keyword bootstrap, or Naive Bayes when trained on examples."""

    keywords: list[str] = field(default_factory=list)
    #: Weighted keyword hits needed to call a page on topic (keyword mode).
    min_hits: float = 2.0
    #: Naive Bayes: log P(term | class) for on/off topic, log priors, unseen-term log probabilities.
    log_likelihood: dict[str, list[float]] | None = None
    log_prior: list[float] = field(default_factory=lambda: [math.log(0.5), math.log(0.5)])
    log_unseen: list[float] = field(default_factory=lambda: [0.0, 0.0])
    threshold: float = 0.5

    def __post_init__(self) -> None:
        split = [k.lower().split() for k in self.keywords]
        # a keyword of several words is a phrase: its short words ("de", "ya", "in", "și", "công") are a
        # language's own, on every page of it; alone, only its words of ALONE letters or more count
        spelt = [w for ws in split for w in ws if len(ws) == 1 or len(w) >= ALONE or has_unspaced(w)]
        self._forms = frozenset(form for w in spelt if not has_unspaced(w) for form in _inflections(w))
        #: Keywords of several words, by their first word: each counts where its words stand in a row.
        self._sequences: dict[str, list[tuple[frozenset[str], ...]]] = {}
        for ws in split:
            if len(ws) > 1 and not any(has_unspaced(w) for w in ws):
                forms = tuple(frozenset(_inflections(w)) for w in ws)
                for first in forms[0]:
                    self._sequences.setdefault(first, []).append(forms[1:])
        #: Keywords of a script written without spaces between words: counted where they occur in the text.
        self._phrases = tuple(w for w in spelt if has_unspaced(w))
        #: Those keywords without their final combining marks (:meth:`names_topic`).
        self._bare_phrases = tuple(
            {bare for w in self._phrases if (bare := _without_final_marks(w)) != w and len(bare) >= 2}
        )
        #: Keywords' stems for :meth:`names_topic`, by their first :data:`NAME_STEM` letters: a keyword of 5
        #: letters or more without its last two (at least 5).
        self._stems: dict[str, set[str]] = {}
        for w in spelt:
            if len(w) >= NAME_STEM and not has_unspaced(w):
                self._stems.setdefault(w[:NAME_STEM], set()).add(w[: max(NAME_STEM, len(w) - 2)])

    # -- construction --------------------------------------------------------
    @classmethod
    def from_keywords(cls, keywords: Iterable[str], min_hits: float = 2.0) -> PageClassifier:
        """The keyword bootstrap: on topic with ``min_hits`` weighted keyword hits."""
        return cls(keywords=[k for k in keywords if k.strip()], min_hits=min_hits)

    @classmethod
    def train(
        cls,
        positives: Sequence[PageText],
        negatives: Sequence[PageText],
        vocabulary_size: int = 5000,
        alpha: float = 1.0,
    ) -> PageClassifier:
        """Multinomial Naive Bayes over the ``vocabulary_size`` most frequent stemmed terms."""
        if not positives or not negatives:
            raise ValueError("a page classifier needs positive and negative example pages")
        counts: list[Counter[str]] = [Counter(), Counter()]
        for label, pages in ((0, positives), (1, negatives)):
            for page in pages:
                counts[label].update(_page_terms(page))
        df = Counter(counts[0]) + Counter(counts[1])
        vocab = [t for t, _ in df.most_common(vocabulary_size)]
        totals = [sum(counts[c][t] for t in vocab) for c in (0, 1)]
        ll = {t: [math.log((counts[c][t] + alpha) / (totals[c] + alpha * len(vocab))) for c in (0, 1)] for t in vocab}
        n = len(positives) + len(negatives)
        prior = [math.log(len(positives) / n), math.log(len(negatives) / n)]
        unseen = [math.log(alpha / (totals[c] + alpha * len(vocab))) for c in (0, 1)]
        return cls(log_likelihood=ll, log_prior=prior, log_unseen=unseen)

    @classmethod
    def from_folder(cls, folder: str | Path) -> PageClassifier:
        """Train from ``folder/positive/*.htm*`` and ``folder/negative/*.htm*``."""
        root = Path(folder)
        pages = {}
        for label in ("positive", "negative"):
            files = sorted(p for p in (root / label).glob("*") if p.suffix.lower() in {".html", ".htm", ".txt"})
            if not files:
                raise ValueError(f"{root / label}: no .html/.htm/.txt example pages")
            pages[label] = [PageText.from_html(p.read_bytes()) for p in files]
        return cls.train(pages["positive"], pages["negative"])

    # -- decision --------------------------------------------------------------
    def classify(self, page: PageText) -> PageDecision:
        """On topic or not, with a score in [0, 1]."""
        if self.log_likelihood is not None:
            logp = list(self.log_prior)
            for term in _page_terms(page):
                ll = self.log_likelihood.get(term)
                if ll is None:
                    continue
                logp[0] += ll[0]
                logp[1] += ll[1]
            diff = max(-50.0, min(50.0, logp[1] - logp[0]))
            p = 1.0 / (1.0 + math.exp(diff))
            return PageDecision(p >= self.threshold, p)
        if not (self._forms or self._phrases or self._sequences):
            return PageDecision(True, 1.0)  # no topic given: every page is on topic
        hits = 3.0 * self._hits(page.title) + 2.0 * self._hits(page.headings) + self._hits(page.body, cap=10)
        score = 1.0 - math.exp(-hits / max(self.min_hits, 1e-9))
        return PageDecision(hits >= self.min_hits, score)

    def names_topic(self, text: str) -> bool:
        """Whether a short text — a link's anchor, mostly a site's name — names the topic: a keyword or its
        plural, a keyword's stem with a few more letters (a keyword declined: "arşivi" of "arşiv",
        "коллекции" of "коллекция", "archivo" of "archive"), a Hebrew or Arabic word without the
        prepositions and article written onto it ("למורשת", "האוסף"), or a keyword of a script written
        without spaces, also without its final mark (Thai compounds drop the silent ์: "พิพิธภัณฑสถาน"
        of "พิพิธภัณฑ์"). Keyword mode only: a trained model has no keywords to name."""
        if self.log_likelihood is not None or not text.strip():
            return False
        if self._hits(text):
            return True
        folded = text.lower()
        if self._bare_phrases and has_unspaced(folded) and any(p in folded for p in self._bare_phrases):
            return True
        for w in words(folded):
            for form in (w, *_without_proclitics(w)):
                if form in self._forms:
                    return True
                if len(form) >= NAME_STEM and any(
                    form.startswith(stem) and len(form) <= len(stem) + NAME_ENDING
                    for stem in self._stems.get(form[:NAME_STEM], ())
                ):
                    return True
        return False

    def _hits(self, text: str, cap: int | None = None) -> float:
        """Keyword occurrences in ``text``: its words that are a keyword's singular or plural, and the
        places a keyword written in Chinese, Japanese, Korean or Thai occurs (``中古車`` in ``中古車販売の…``:
        those scripts put no space between words)."""
        text = text[:200_000]
        found = words(text)
        n = sum(1 for w in found if w in self._forms)
        if self._sequences:
            for i, w in enumerate(found):
                for rest in self._sequences.get(w, ()):
                    if all(i + j + 1 < len(found) and found[i + j + 1] in forms for j, forms in enumerate(rest)):
                        n += 1
        if self._phrases and has_unspaced(text):
            folded = text.lower()
            n += sum(folded.count(phrase) for phrase in self._phrases)
        return float(min(n, cap) if cap is not None else n)

    def to_dict(self) -> dict[str, Any]:
        """The classifier as JSON; a Naive Bayes model names the stemmer of its terms."""
        data: dict[str, Any] = {
            "keywords": self.keywords,
            "min_hits": self.min_hits,
            "log_likelihood": self.log_likelihood,
            "log_prior": self.log_prior,
            "log_unseen": self.log_unseen,
            "threshold": self.threshold,
        }
        if self.log_likelihood is not None:
            data["stemmer"] = STEMMER
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> PageClassifier:
        """The classifier from :meth:`to_dict`'s JSON.

        A Naive Bayes model whose terms another stemmer made is refused
        (:class:`~hiddenweb.discover.terms.StemmerMismatch`): retrain it from
        its example folder. Keyword classifiers hold no stems.
        """
        data = dict(data)
        stemmer = data.pop("stemmer", None)
        if data.get("log_likelihood") is not None:
            check_stemmer(stemmer, "the page model")
        return cls(**data)

    def save(self, path: str | Path) -> None:
        """Write the classifier to a JSON file (``-a page_model=`` reads it)."""
        Path(path).write_text(json.dumps(self.to_dict()), encoding="utf-8")

    @classmethod
    def load(cls, path: str | Path) -> PageClassifier:
        """Read a classifier :meth:`save` wrote."""
        return cls.from_dict(json.loads(Path(path).read_text(encoding="utf-8")))


def _page_terms(page: PageText) -> list[str]:
    terms = text_terms(f"{page.title} {page.title} {page.headings} {page.body}")
    return terms[:MAX_PAGE_TERMS]


#: One-letter prepositions, conjunctions and articles written onto a Hebrew word (ו ה ב כ ל מ ש), and the
#: Arabic ones (و ف ب ك ل and the article ال), as :func:`_without_proclitics` strips them.
_HEBREW_PROCLITICS = frozenset("והבכלמש")
_ARABIC_PROCLITICS = ("وال", "بال", "فال", "كال", "لل", "ال", "و", "ف", "ب", "ك", "ل")


def _without_proclitics(word: str) -> list[str]:
    """A Hebrew or Arabic word without the particles written onto it (up to two Hebrew letters: "ולמורשת"
    → "למורשת", "מורשת"; Arabic "والمكتبة" → "مكتبة"), longest remainder first; [] for other words."""
    if not word or len(word) < 4:
        return []
    first = word[0]
    if "\u05d0" <= first <= "\u05ea":
        out: list[str] = []
        rest = word
        while len(out) < 2 and rest[0] in _HEBREW_PROCLITICS and len(rest) > 3:
            rest = rest[1:]
            out.append(rest)
        return out
    if "\u0621" <= first <= "\u064a":
        return [word[len(p) :] for p in _ARABIC_PROCLITICS if word.startswith(p) and len(word) - len(p) >= 3]
    return []


def _without_final_marks(word: str) -> str:
    """``word`` without the combining marks that end it (a Thai ์, an Indic virama)."""
    end = len(word)
    while end and unicodedata.category(word[end - 1]) == "Mn":
        end -= 1
    return word[:end]


def _inflections(word: str) -> set[str]:
    """A keyword's singular and plural: book/books, library/libraries, box/boxes."""
    forms = {word, word + "s", word + "es"}
    if word.endswith("ies"):
        forms.add(word[:-3] + "y")
    elif word.endswith("y"):
        forms.add(word[:-1] + "ies")
    if word.endswith("es"):
        forms.add(word[:-2])
    if word.endswith("s") and not word.endswith("ss"):
        forms.add(word[:-1])
    return forms
