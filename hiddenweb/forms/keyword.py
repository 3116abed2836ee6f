"""Which field of a form takes the keywords, and which form of a page is its search form.

Álvarez (DeepBot, §III.4.4) fills a form's keyword field with the query and
leaves every other field at its default; He et al. (§3) do the same through
URL templates. :func:`keyword_field` finds that field: the free-text box a
user types search words into, by its type, its words and its constraints.
:func:`find_search_form` chooses the page's search form among its forms
(:func:`assess` says, in one call, all a crawler needs of one form: its type
and probabilities, its keyword field and the inputs of its domain relevance).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property
from urllib.parse import urlsplit

from hiddenweb.forms.classify import Classification, classify_form
from hiddenweb.forms.model import BOUNDED_TYPES, NO_INPUT_TYPES, UNSAFE_FORM_TYPES, Field, Form
from hiddenweb.forms.relevance import MatchInputs, match_inputs
from hiddenweb.forms.rules import KEYWORD_NAMES, field_words, name_words
from hiddenweb.forms.safety import search_evidence
from hiddenweb.forms.trained import FormTypeModel

logger = logging.getLogger(__name__)

__all__ = [
    "FormAssessment",
    "assess",
    "choose_search_form",
    "find_search_form",
    "keyword_field",
    "structured_search_form",
]


def _weights(table: str) -> dict[str, float]:
    """Parse ``"<weight> word word…"`` lines into a word → weight table."""
    out: dict[str, float] = {}
    for line in table.strip().splitlines():
        weight, *words = line.split()
        out.update(dict.fromkeys(words, float(weight)))
    return out


_KEYWORD_WORDS = _weights(
    """
    +3.0 q query keyword keywords searchterm
    +2.5 kw search fulltext qry srch suche buscar recherche freetext
    +2.0 term terms find words qs cerca zoeken
    +1.5 word anywhere s wd qt lookup
    +1.0 text phrase k w free contains look
    +0.5 all any
    +0.3 for
    """
)
_ANTI_WORDS = _weights(
    """
    -6.0 captcha
    -5.0 password cvv
    -4.0 email phone zip zipcode postcode postal login username firstname lastname coupon promo qty quantity
    -4.0 card dob birthday
    -3.0 mail tel mobile fax plz user fname lname city address street date year page goto radius distance
    -2.5 price message comment
    -2.0 first last name country min max isbn issn doi company jump url website age
    -1.5 from author publisher code location where
    -1.0 state to title subject number
    -0.5 id
    """
)
_NON_KEYWORD_TYPES = frozenset(
    """
    hidden password email tel url number date datetime-local datetime month week time file range color
    checkbox radio select submit image button reset
    """.split()
)


def _keyword_score(f: Field, position: int) -> float:
    """How much ``f`` looks like the keyword box (its type, words, constraints and position)."""
    score = {"search": 4.0, "text": 1.0, "textarea": -1.0}.get(f.type, 0.0)
    name_parts = name_words(f.name) + name_words(f.id)
    best_pos = 0.0
    worst = 0.0
    for w in field_words(f):
        if w in _KEYWORD_WORDS:
            best_pos = max(best_pos, _KEYWORD_WORDS[w])
        elif w in _ANTI_WORDS:
            worst = min(worst, _ANTI_WORDS[w])
    # Exact short keyword names are the strongest signal (q=, query=, s=).
    if f.name.lower() in KEYWORD_NAMES:
        best_pos += 1.5
    if any(w in ("search", "query", "keyword", "keywords", "q") for w in name_parts):
        best_pos += 0.5
    score += best_pos + worst
    ac = f.autocomplete
    if ac and ac not in ("off", "on"):
        score -= 2.0
    if f.attrs.get("inputmode") in ("numeric", "decimal", "tel", "email"):
        score -= 3.0
    pattern = f.attrs.get("pattern", "")
    if pattern and re.fullmatch(r"[\[\]\\d0-9\-{},]+", pattern):
        score -= 3.0
    if f.maxlength and f.maxlength <= 6:
        score -= 3.0
    if f.size:
        score += 0.5 if f.size >= 20 else (-1.0 if f.size <= 6 else 0.0)
    score -= 0.15 * min(position, 10)
    return score


def _best_keyword(form: Form) -> tuple[Field | None, float]:
    """The keyword box of ``form`` and its score (``None, 0.0`` when it has none)."""
    best: tuple[float, int, Field] | None = None
    pos = 0
    for f in form.fields:
        if f.type in _NON_KEYWORD_TYPES or not f.name or f.disabled or f.readonly or f.attrs.get("invisible"):
            continue
        score = _keyword_score(f, pos)
        if best is None or (score, -pos) > best[:2]:
            best = (score, -pos, f)
        pos += 1
    if best is None:
        return None, 0.0
    score, _, field = best
    return (field if score >= -0.5 else None), score


def keyword_field(form: Form) -> Field | None:
    """The free-text keyword box of a form, or ``None`` if it has none.

    Scores every named, enabled text-like input (never hidden, password,
    email, number, date… boxes) by its type (search > text > textarea), the
    words of its name/id/labels/placeholder (``q``, ``query``, ``keywords``…
    vs. ``email``, ``zip``, ``author``…), small ``maxlength``/``size``,
    numeric input modes and its position. A field with clearly negative
    evidence (e.g. the only text box is a zip code) is not a keyword box.
    """
    return _best_keyword(form)[0]


@dataclass
class FormAssessment:
    """All a crawler needs of one form, computed once: see :func:`assess`."""

    form: Form
    classification: Classification
    #: The keyword box (:func:`keyword_field`), or ``None``.
    keyword: Field | None
    #: How surely :attr:`keyword` is the keyword box (its score; 0 without one).
    keyword_score: float

    @property
    def type(self) -> str:
        """The form's type (one of :data:`~hiddenweb.forms.model.FORM_TYPES`)."""
        return self.classification.type

    @property
    def probability(self) -> float:
        """The probability of :attr:`type`."""
        return self.classification.probability

    @property
    def search_probability(self) -> float:
        """P(search) by the trained classifier: ACHE's SFC threshold applies to it."""
        return self.classification.search_probability

    @cached_property
    def relevance_inputs(self) -> MatchInputs:
        """The fields matched against a domain's attributes (Álvarez §III.4.2), computed on first use."""
        return match_inputs(self.form)


def assess(form: Form, model: FormTypeModel | None = None) -> FormAssessment:
    """Classify ``form`` and find its keyword box, once (what ``discover`` and ``harvest`` need of a form)."""
    keyword, score = _best_keyword(form)
    return FormAssessment(form, classify_form(form, model), keyword, score if keyword is not None else 0.0)


def _queryable_inputs(form: Form) -> int:
    return sum(
        1
        for f in form.fields
        if f.name and not f.disabled and f.type not in NO_INPUT_TYPES and f.type not in ("file", "password")
    )


def _blocking_required(form: Form, kw: Field | None) -> int:
    """Required free-text fields, other than the keyword box, with no default: submitting fails."""
    return sum(
        1
        for f in form.fields
        if f is not kw
        and f.required
        and not f.disabled
        and f.type not in BOUNDED_TYPES
        and f.type not in NO_INPUT_TYPES
        and not f.value
    )


def _search_form_score(a: FormAssessment, kw: Field | None) -> float:
    """Rank of a submittable form: type search first, then more inputs, then the keyword box's score.

    ``kw`` None: a structured form without a keyword box (ranked below any form that has one).
    """
    form = a.form
    score = 6.0 + 2.0 * a.probability if a.type == "search" else 0.0
    score += min(a.keyword_score, 8.0) * 0.5
    score += min(_queryable_inputs(form), 12) * 0.4
    score -= 4.0 * _blocking_required(form, kw)
    page_host = urlsplit(form.url).hostname
    action_host = urlsplit(form.action).hostname
    if page_host and action_host and page_host != action_host:
        page_dom = ".".join(page_host.split(".")[-2:])
        if not action_host.endswith(page_dom):
            score -= 5.0
    return score


def choose_search_form(
    assessed: Iterable[FormAssessment], allow_types: Iterable[str] = (), structured: bool = False
) -> FormAssessment | None:
    """The search form among assessed forms (see :func:`find_search_form`), or ``None``.

    ``structured``: a form without a keyword box may be chosen too (issue 16: a
    catalogue searched by make, model and year only), when it is a GET form of
    bounded or typed fields that shows it searches (:func:`structured_search_form`);
    a form with a keyword box still wins.
    """
    allowed = set(allow_types)
    best: tuple[float, int, FormAssessment] | None = None
    for a in assessed:
        if a.type in UNSAFE_FORM_TYPES and a.type not in allowed:
            continue
        if a.keyword is None and not (structured and structured_search_form(a)):
            continue
        if a.form.method == "POST" and a.type not in allowed and not search_evidence(a.form):
            # A POST changes things unless the form shows it searches: a "Go" box
            # posting to /process is not harvested on a classifier's word alone.
            logger.info("Not submitting the POST form to %s: nothing on it says it searches", a.form.action)
            continue
        rank = (_search_form_score(a, a.keyword) - (0.0 if a.keyword is not None else 20.0), -a.form.index, a)
        if best is None or rank[:2] > best[:2]:
            best = rank
    return best[2] if best is not None else None


def structured_search_form(a: FormAssessment) -> bool:
    """Whether a form without a keyword box is a structured search form a harvest may submit.

    A GET form (a GET changes nothing by HTTP's rules; a POST form needs a
    keyword box's first probe to show it searches) with at least one select,
    radio or checkbox group or a text box, that says it searches (its type, or
    :func:`~hiddenweb.forms.safety.search_evidence`: a "Find" button, a
    search action or heading).
    """
    form = a.form
    if form.method != "GET" or not (a.type == "search" or search_evidence(form)):
        return False
    return any(f.name and not f.disabled and (f.bounded or f.type in ("text", "number", "date")) for f in form.fields)


def find_search_form(forms: Iterable[Form], allow_types: Iterable[str] = ()) -> tuple[Form, Field] | None:
    """The site's keyword search form and its keyword field, or ``None``.

    Forms of an unsafe type (:data:`~hiddenweb.forms.model.UNSAFE_FORM_TYPES`)
    are never returned unless their type is in ``allow_types``; nor are POST
    forms that show no evidence of search. Among the rest, forms that have a
    keyword field are ranked by: type ``search`` first, then the number of
    query-able inputs (so a page's full/advanced search form wins over the
    header quick-search box: it is the page's main content and reaches the
    database the page is about, while the header box often searches the
    whole site), then the keyword field's score. Forms whose other required
    text boxes are empty, and forms posting to another host, are demoted.
    """
    chosen = choose_search_form((assess(form) for form in forms), allow_types)
    if chosen is None or chosen.keyword is None:
        return None
    return chosen.form, chosen.keyword
