"""Domain-specific form classifier (DSFC): does a searchable form belong to the user's domain?

ACHE (Barbosa & Freire 2007, §3.4) decides a searchable form's domain from
its textual content. We combine two judges, either of which can accept:

* **attributes** — Álvarez (DeepBot, §III.4.2–III.4.3): match the form's
  fields to the domain's attributes (SoftTFIDF + Jaro-Winkler over labels and
  aliases; option values against known values) and accept when
  ``Σ C_i · e_i > μ``. This is decisive for multi-field forms;
* **text** — the form's own words (labels, options, placeholders, buttons,
  action URL) and its page context (title, headings): a Naive Bayes text
  classifier when example forms are given, otherwise a score from the
  domain's topic keywords, each matched as its words in a row ("used cars" is
  no hit for a condition select's "Used"; own words count fully, page context
  partly, so a generic search box on a strongly on-topic page passes). The text
  judge speaks only for a form whose fields say nothing else: at most
  :data:`MAX_UNKNOWN_FIELDS` query fields the domain does not know (a keyword
  box, or one filter beside it). A form with more has been judged by its
  fields, and a keyword in its words does not overrule them, even where one
  field matched an attribute (a museum's shop, product, brand and price, is not
  its collection search because "Artist" matched; a car search whose option
  lists name a "catalog" is no product search).
"""

from __future__ import annotations

import itertools
import logging
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from hiddenweb import forms as formlib
from hiddenweb.discover.pages import PageClassifier, PageText
from hiddenweb.discover.terms import text_terms
from hiddenweb.domain import Domain
from hiddenweb.forms.relevance import MAX_FIELDS, MAX_OPTIONS, MatchInputs, match_inputs, matched_fields
from hiddenweb.forms.roles import is_page_size_name

logger = logging.getLogger(__name__)

#: Weight of one keyword hit in the page title / headings relative to one in the form.
TITLE_WEIGHT = 0.4
HEADING_WEIGHT = 0.2
#: Forms whose attribute matching a classifier remembers (then it starts again).
MEMO_SIZE = 2048
#: Query fields matching no attribute of the domain that a form relevant by its words alone may have:
#: the keyword box of a site-search form (or one filter beside it). Sort orders and page sizes are not
#: query fields. Of the 350 forms one crawl of family F (development) judged relevant, 160 had two or
#: more and no specific attribute; none of its 14 true ones did.
MAX_UNKNOWN_FIELDS = 1
#: Attributes of the domain a "search by" select's options must name
#: (:meth:`DomainFormClassifier._attribute_selector`).
SELECTOR_OPTIONS = 2


@dataclass
class FormRelevance:
    """The DSFC's verdict: ``score`` in [0, 1]; parts kept for the item and the log."""

    relevant: bool
    score: float
    attribute_score: float = 0.0
    text_score: float = 0.0
    matches: dict[str, str] = field(default_factory=dict)
    #: Whether a field matched an attribute that is not generic (:meth:`~hiddenweb.domain.Domain.is_generic`):
    #: the form searches the domain by its own fields. A keyword box matches the keyword attribute of
    #: any domain; a site's header search box is one, on every page of an on-topic site.
    specific: bool = False


def form_words(form: formlib.Form) -> str:
    """The form's own text: visible text, labels, placeholders, options, buttons, action path."""
    parts = [form.text, form.name, form.id, urlsplit(form.action).path.replace("/", " ")]
    for f in form.fields[: MAX_FIELDS * 3]:
        parts.extend([f.label, " ".join(f.texts), f.placeholder, f.name])
        if f.options:
            parts.append(" ".join(label for _, label in f.options[:MAX_OPTIONS]))
    for s in form.submits:
        parts.append(s.value)
    return " ".join(p for p in parts if p)


class DomainFormClassifier:
    """DSFC over a :class:`~hiddenweb.domain.Domain`."""

    def __init__(self, domain: Domain, text_model: PageClassifier | None = None, text_threshold: float = 0.5) -> None:
        self.domain = domain
        self.text_model = text_model
        self.text_threshold = text_threshold
        #: The keywords as phrases of stemmed terms, by their first term: "used cars" matches those two
        #: words in a row, not "used" anywhere ("Used" of a car form's condition select, "what's on" of
        #: an events domain would match every "on").
        self._phrases: dict[str, set[tuple[str, ...]]] = {}
        for keyword in domain.keywords:
            terms = tuple(text_terms(keyword))
            if terms:
                self._phrases.setdefault(terms[0], set()).add(terms)
        #: :meth:`attribute_relevance` by the fields matched (what ``Domain.match`` reads): a site
        #: repeats its search box on every page, and matching it was 1% of a discover crawl's CPU.
        #: The domain is not changed once the classifier is built.
        self._matched: dict[tuple[Any, ...], tuple[float, dict[str, str], bool]] = {}
        self._named: dict[tuple[str, ...], list[str]] = {}

    @classmethod
    def from_examples(cls, domain: Domain, folder: str | Path) -> DomainFormClassifier:
        """Train the text judge on ``folder/positive`` and ``folder/negative`` pages with forms."""
        root = Path(folder)
        texts: dict[str, list[PageText]] = {}
        for label in ("positive", "negative"):
            texts[label] = []
            for path in sorted((root / label).glob("*.htm*")):
                page = PageText.from_html(path.read_bytes())
                for form in formlib.parse_forms(path.read_bytes(), path.as_uri()):
                    texts[label].append(PageText(title=page.title, body=form_words(form)))
        return cls(domain, PageClassifier.train(texts["positive"], texts["negative"]))

    def attribute_relevance(self, form: formlib.Form) -> tuple[float, dict[str, str], bool]:
        """Σ C_i·e_i over the fields matched to domain attributes (Álvarez §III.4.3), field name →
        attribute, and whether the domain's rules call that relevant (:meth:`Domain.is_relevant`:
        μ scaled for small forms, an attribute that is not generic)."""
        return self._attribute_verdict(match_inputs(form))

    def _attribute_verdict(self, inputs: MatchInputs) -> tuple[float, dict[str, str], bool]:
        """:meth:`attribute_relevance` of the fields the form offers the matching — the form side shared
        with the forms benchmark and the structured plans (:func:`~hiddenweb.forms.relevance.match_inputs`:
        no sort orders or query-builder operators, a checkbox group as one control)."""
        if not self.domain.attributes or not inputs:
            return 0.0, {}, False
        key = tuple(
            (k, tuple(texts), None if values is None else tuple(values)) for k, (texts, values) in inputs.items()
        )
        found = self._matched.get(key)
        if found is None:
            if len(self._matched) >= MEMO_SIZE:
                self._matched.clear()
            matches = self.domain.match(inputs)
            found = self._matched[key] = (
                self.domain.relevance(matches.values()),
                {k.split(":", 1)[1]: m.attribute for k, m in matches.items()},
                self.domain.is_relevant(matches.values(), matched_fields(inputs)),
            )
        return found[0], dict(found[1]), found[2]

    def _attribute_selector(self, form: formlib.Form) -> dict[str, str]:
        """The select and text box of a "search by" pair whose options name attributes of the domain
        ("Επωνυμία", "Αριθμός ΓΕΜΗ", "ΑΦΜ": company name, registration number, tax id), both mapped to the
        first attribute named; empty when the form has none.

        The options are no values of an attribute (the bounded fields' match) but the attributes the box
        after them queries: the form searches the domain by its fields, though the matching saw a select
        of unknown values and a box without a label.
        """
        pair = _selector_and_box(form)
        if pair is None or not self.domain.attributes:
            return {}
        select, box = pair
        labels = tuple(label for _, label in select.options[:MAX_OPTIONS])
        named = self._named.get(labels)
        if named is None:  # a site's header form is on every page of it
            if len(self._named) >= MEMO_SIZE:
                self._named.clear()
            named = self._named[labels] = self._attributes_named(labels)
        if len(named) < SELECTOR_OPTIONS:
            return {}
        return {select.name: named[0], box.name: named[0]}

    def _attributes_named(self, labels: tuple[str, ...]) -> list[str]:
        """The attributes the labels name, each once, in the labels' order (the matcher
        :meth:`~hiddenweb.domain.Domain.similarity` would build for a label, built once for all attributes)."""
        named: list[str] = []
        for label in labels:
            matcher = self.domain.matcher([label])
            score, name = max(
                (self.domain.similarity(a, [label], matcher=matcher), a.name) for a in self.domain.attributes
            )
            if score >= self.domain.match_threshold and name not in named:
                named.append(name)
        return named

    def text_relevance(self, form: formlib.Form, context: PageText | None = None) -> float:
        """The text judge: the form's words (and its page's title and headings) against the domain."""
        context = context or PageText()
        if self.text_model is not None:
            return self.text_model.classify(PageText(title=context.title, body=form_words(form))).score
        if not self._phrases:
            return 0.0
        own = self._keywords_in(form_words(form))
        title = self._keywords_in(context.title)
        headings = self._keywords_in(context.headings)
        hits = own + min(1.0, TITLE_WEIGHT * title + HEADING_WEIGHT * headings)
        return 1.0 - math.exp(-hits)

    def _keywords_in(self, text: str) -> int:
        """How many of the domain's keywords ``text`` holds, each as its terms in a row."""
        terms = text_terms(text)
        found: set[tuple[str, ...]] = set()
        for i, term in enumerate(terms):
            for phrase in self._phrases.get(term, ()):
                if tuple(terms[i : i + len(phrase)]) == phrase:
                    found.add(phrase)
        return len(found)

    def assess(self, form: formlib.Form, context: PageText | None = None) -> FormRelevance:
        """The DSFC's verdict on a searchable form: either judge can accept it."""
        inputs = match_inputs(form)
        attr, matches, by_attributes = self._attribute_verdict(inputs)
        text = self.text_relevance(form, context)
        threshold = self.domain.threshold
        attr_norm = min(1.0, attr / threshold) if threshold > 0 else (1.0 if attr > 0 else 0.0)
        named = self._attribute_selector(form)
        specific = any(not self.domain.is_generic(attribute) for attribute in [*matches.values(), *named.values()])
        by_text = text >= self.text_threshold and _unknown_fields(inputs, {**named, **matches}) <= MAX_UNKNOWN_FIELDS
        relevant = by_attributes or by_text
        return FormRelevance(
            relevant, round(max(attr_norm, text), 4), round(attr, 4), round(text, 4), matches, specific
        )


def _selector_and_box(form: formlib.Form) -> tuple[formlib.Field, formlib.Field] | None:
    """A select of :data:`SELECTOR_OPTIONS` options or more followed by a text box ("Search by [Name ▾] [    ]"),
    the form's first such pair."""
    fields = [f for f in form.fields if f.name and f.type not in ("hidden", "submit", "button", "image", "reset")]
    for select, box in itertools.pairwise(fields):
        if select.type == "select" and len(select.options) >= SELECTOR_OPTIONS and box.type in ("text", "search"):
            return select, box
    return None


def _unknown_fields(inputs: MatchInputs, matches: dict[str, str]) -> int:
    """The form's query fields (by name; what the matching was offered, less page sizes) that matched
    no attribute of the domain."""
    names = {key.split(":", 1)[1] for key in inputs}
    return len({n for n in names if not is_page_size_name(n)} - matches.keys())
