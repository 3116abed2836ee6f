"""What kind of form is this? One entry point: :func:`classify_form`.

The judges, in this order:

1. the safety veto (:func:`hiddenweb.forms.safety.state_changing`): a form
   that deletes, removes, unsubscribes or cancels is a ``delete`` form,
   whatever a classifier says (issue #12, defect 1);
2. the trained searchable-form classifier (Barbosa & Freire's SFC, §4;
   :mod:`hiddenweb.forms.trained`), which gives the type and P(search);
3. the hand-written rules (:mod:`hiddenweb.forms.rules`), which keep a veto:
   a form they call unsafe with probability ≥ :data:`RULES_VETO` stays
   unsafe whatever the model says, and they alone judge a form that has no
   markup to read features from;
4. the filter-form rule (:func:`hiddenweb.forms.roles.is_filter_form`): a GET
   form of several bounded filters and nothing personal is a search form with
   P(search) at least :data:`FILTER_SEARCH`, where the model, which learned
   "search" from keyword boxes, doubted it;
   and so is a form whose submit button says "search" in one of some thirty
   languages beside a box to type in and nothing personal
   (:func:`hiddenweb.forms.roles.is_button_search`: the model knows the word in
   English and a few Western European languages);
5. the preferences rule (:func:`hiddenweb.forms.roles.is_preferences_form`): a
   form of language, locale, theme or style controls that saves or applies
   them and has no query box sets how a site looks, whatever the model says
   (a search engine's preferences page has every word of a search form);
6. the e-mail rule (:func:`hiddenweb.forms.rules.asks_email`): a form that asks
   for an e-mail address is no search form, whatever its other fields. None of
   the 482 search forms of the Formasaurus data asks for one (one carries an
   e-mail flag as a hidden value), while job, price and saved-search alerts
   (an e-mail box beside the site's category and location selects) do, and the
   model took them for searches (P(search) 0.52–0.58 on a generated web).
"""

from __future__ import annotations

from dataclasses import dataclass

from hiddenweb.forms.model import UNSAFE_FORM_TYPES, Form
from hiddenweb.forms.roles import is_button_search, is_filter_form, is_preferences_form
from hiddenweb.forms.rules import asks_email, rule_form_type
from hiddenweb.forms.safety import state_changing
from hiddenweb.forms.trained import FormTypeModel, probabilities

__all__ = ["FILTER_SEARCH", "RULES_VETO", "Classification", "classify_form", "form_type"]

#: Probability above which the rules' "unsafe" verdict overrides the trained model.
RULES_VETO = 0.8
#: P(search) of a filter form the trained model doubted (over ACHE's SFC threshold of 0.5).
FILTER_SEARCH = 0.6


@dataclass(frozen=True)
class Classification:
    """The type of a form, its probability, and P(search) for ACHE's SFC threshold."""

    type: str
    probability: float
    #: P(search) by the trained model (the rules' own when the form has no markup;
    #: 0 for a state-changing form: it is never a search form).
    search_probability: float
    #: Which judge decided: ``safety``, ``model``, ``rules`` (no markup), ``rules-veto``, ``filter`` or ``email``.
    judge: str
    #: Why the safety veto applies (``"action says 'delete'"``), else empty.
    reason: str = ""


def classify_form(form: Form, model: FormTypeModel | None = None) -> Classification:
    """The type of ``form`` (one of :data:`~hiddenweb.forms.model.FORM_TYPES`) and the probabilities behind it.

    ``model`` defaults to the shipped model (:func:`hiddenweb.forms.trained.load_model`,
    which raises :class:`~hiddenweb.forms.trained.FormModelError` when it does not load).
    """
    why = state_changing(form)
    if why:
        # Whatever a classifier says: a form that deletes, removes, unsubscribes or
        # cancels is never taken for a search form (issue #12, defect 1).
        return Classification("delete", 1.0, 0.0, "safety", why)
    rules = rule_form_type(form)
    if form.element is None and not form.html:
        return Classification(*rules, rules[1] if rules[0] == "search" else 0.0, "rules")
    probs = probabilities(form, model=model)
    best = max(probs, key=probs.__getitem__)
    p_search = probs.get("search", 0.0)
    if best not in UNSAFE_FORM_TYPES and rules[0] in UNSAFE_FORM_TYPES and rules[1] >= RULES_VETO:
        # Safety first: what the rules confidently call unsafe (e.g. "delete", a
        # type the trained model does not know) is never submitted.
        return Classification(*rules, p_search, "rules-veto")
    if best == "search" and is_preferences_form(form):
        return Classification("other", FILTER_SEARCH, p_search, "preferences")
    if best == "search" and asks_email(form):
        kind = rules[0] if rules[0] in UNSAFE_FORM_TYPES else "mailing_list"
        return Classification(kind, max(rules[1], probs.get(kind, 0.0)), p_search, "email")
    if p_search < FILTER_SEARCH and best not in UNSAFE_FORM_TYPES:
        if is_filter_form(form):
            return Classification("search", FILTER_SEARCH, FILTER_SEARCH, "filter")
        if is_button_search(form):
            return Classification("search", FILTER_SEARCH, FILTER_SEARCH, "button")
    return Classification(best, probs[best], p_search, "model")


def form_type(form: Form, model: FormTypeModel | None = None) -> tuple[str, float]:
    """``(type, probability)`` of a form: :func:`classify_form` in short."""
    verdict = classify_form(form, model)
    return verdict.type, verdict.probability
