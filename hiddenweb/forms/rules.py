"""Hand-written form-type rules, in the spirit of Barbosa & Freire's SFC (§4).

Barbosa & Freire's searchable-form classifier (ACHE, WWW 2007, §4) decides
from a form's structure (counts of field kinds, password boxes, text areas)
and its words. :func:`rule_form_type` scores every type of
:data:`~hiddenweb.forms.model.FORM_TYPES` with structural evidence
(password, email, textarea and search-box counts, autocomplete tokens) and
phrase evidence (the form's visible text, field names and labels, action
path), and turns the scores into a probability with a softmax. The trained
model (:mod:`hiddenweb.forms.trained`) is the main classifier; the rules
know a type it does not (``delete``) and keep a veto on unsafe forms
(:mod:`hiddenweb.forms.classify`).
"""

from __future__ import annotations

import math
import re
from urllib.parse import urlsplit

from hiddenweb.forms.model import BOUNDED_TYPES, FORM_TYPES, NO_INPUT_TYPES, Field, Form
from hiddenweb.forms.safety import SEARCH_FIELD_NAMES

__all__ = ["KEYWORD_NAMES", "name_words", "phrases", "rule_form_type"]

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_NONWORD = re.compile(r"[^0-9a-zà-ÿ]+")
#: Names of keyword boxes: those that prove a search form, plus short ones that only suggest it.
KEYWORD_NAMES = SEARCH_FIELD_NAMES | {"k", "w", "text", "p"}


def name_words(text: str) -> list[str]:
    """Split names like ``searchTerm``, ``search_query[]``, ``txtKeyword`` into lowercase words."""
    if not text:
        return []
    text = _CAMEL.sub(" ", text)
    return [t for t in _NONWORD.split(text.lower()) if t]


def field_words(f: Field) -> list[str]:
    """The words of a field's name, id, placeholder, autocomplete token and first labels."""
    words = name_words(f.name) + name_words(f.id) + name_words(f.placeholder) + name_words(f.autocomplete)
    for t in f.texts[:4]:
        words += name_words(t)
    return words


def phrases(alternatives: str) -> re.Pattern[str]:
    """Case-insensitive whole-word alternation (``"log ?in|sign ?in"``)."""
    return re.compile(r"(?<![a-z])(?:" + alternatives + r")(?![a-z])", re.I)


_TYPE_PATTERNS: dict[str, list[tuple[re.Pattern[str], float]]] = {
    "search": [
        (
            phrases(
                "search|search for|find|look ?up|query|keywords?|go|suchen?|buscar|búsqueda|recherche"
                "|rechercher|cerca|ricerca|pesquisa|pesquisar|zoeken|sök|szukaj|αναζήτηση|поиск|検索|搜索"
            ),
            2.0,
        ),
        (phrases("advanced search|refine|filter|sort by|results per page|all words|exact phrase"), 1.5),
    ],
    "login": [
        (
            phrases(
                "log ?in|sign ?in|log ?on|username|user name|remember me|stay signed in|anmelden"
                "|iniciar sesión|connexion|accedi"
            ),
            2.5,
        ),
    ],
    "registration": [
        (
            phrases(
                "register|registration|sign ?up|create (?:an |your )?account|join( now| us)?"
                "|confirm (?:your )?password|repeat password|re-?enter password"
                "|terms (?:of service|and conditions)|i agree|registrieren|regístrate|inscription"
            ),
            2.5,
        ),
    ],
    "password_recovery": [
        (
            phrases(
                "forgot(?:ten)? (?:your )?password|reset (?:your )?password|recover (?:your )?password"
                "|lost (?:your )?password|password reminder|password recovery|send reset link|reset link"
                "|passwort vergessen|mot de passe oublié"
            ),
            4.0,
        ),
    ],
    "contact": [
        (
            phrases(
                "contact|contact us|message|your message|inquiry|enquiry|feedback|comments?|subject"
                "|get in touch|send message|kontakt|contacto|write to us"
            ),
            1.5,
        ),
    ],
    "mailing_list": [
        (
            phrases(
                "newsletter|subscribe|subscription|mailing list|sign up for|e-?mail updates|unsubscribe"
                "|join our list|stay (?:informed|updated)|abonnieren|suscribirse"
            ),
            2.5,
        ),
    ],
    "order": [
        (
            phrases(
                "checkout|check out|add to (?:cart|basket|bag)|buy now|place (?:your )?order|order now"
                "|payment|card number|credit card|cvv|cvc|billing|shipping address|quantity|qty|coupon"
                "|promo code|proceed to checkout|pay now|warenkorb|carrito|panier"
            ),
            2.0,
        ),
    ],
    "delete": [
        (
            phrases(
                "delete (?:my |your |this )?account|close (?:my |your )?account|deactivate"
                "|permanently delete|remove (?:my |your )?account|delete (?:my |all )?data|erase"
                "|konto löschen|eliminar cuenta|supprimer (?:mon )?compte"
            ),
            5.0,
        ),
        (phrases("delete|remove"), 1.5),
    ],
}


def _form_bag(form: Form) -> str:
    """The words of a form the phrase rules read: its text, identifiers, action path and field labels."""
    parts = [form.text, form.id, form.name, form.attrs.get("class", ""), urlsplit(form.action).path.replace("/", " ")]
    for f in form.fields:
        if f.type == "hidden":
            continue
        parts.append(" ".join(name_words(f.name)))
        parts.append(" ".join(name_words(f.id)))
        parts.append(f.placeholder)
        parts.extend(f.texts[:3])
    return " ".join(p for p in parts if p)


def rule_form_type(form: Form) -> tuple[str, float]:
    """``(type, probability)`` of a form by the hand-written rules.

    Structural evidence (password, email, textarea and search-box counts,
    autocomplete tokens) plus phrase evidence from the form's visible text,
    field names and labels and action path, in the spirit of Barbosa &
    Freire's structural searchable-form classifier (SFC, §4). Scores are
    turned into a probability with a softmax.
    """
    scores = {t: 0.0 for t in FORM_TYPES}
    scores["other"] = 1.0
    bag = _form_bag(form)
    for t, pats in _TYPE_PATTERNS.items():
        for pat, weight in pats:
            hits = len(pat.findall(bag))
            if hits:
                scores[t] += weight * min(hits, 3) ** 0.5
    _add_structure(form, scores)
    best = max(scores, key=lambda k: scores[k])
    top = max(scores.values())
    z = sum(math.exp(s - top) for s in scores.values())
    return best, round(1.0 / z, 4)


def is_email_field(field: Field) -> bool:
    """Whether a field asks for an e-mail address (its type, its name or its autocomplete token)."""
    return field.type == "email" or any(
        w in ("email", "mail", "e-mail") for w in name_words(field.name) + name_words(field.autocomplete)
    )


def asks_email(form: Form) -> bool:
    """Whether a form asks for an e-mail address in a field a person fills (not a hidden value)."""
    return any(f.type not in NO_INPUT_TYPES and is_email_field(f) for f in form.fields)


def _add_structure(form: Form, scores: dict[str, float]) -> None:
    """Add the evidence of the form's field kinds to ``scores``."""
    visible = [f for f in form.fields if f.type not in NO_INPUT_TYPES]
    typed = [f for f in visible if f.type not in BOUNDED_TYPES]
    n_pw = sum(f.type == "password" for f in visible)
    n_email = sum(map(is_email_field, visible))
    n_textarea = sum(f.type == "textarea" for f in visible)
    autocompletes = " ".join(f.autocomplete for f in visible)
    names = {w for f in visible for w in name_words(f.name)}
    if any(f.type == "search" for f in visible):
        scores["search"] += 3.0
    if form.attrs.get("in_search_landmark"):
        scores["search"] += 2.5
    if any(f.name.lower() in KEYWORD_NAMES for f in typed):
        scores["search"] += 1.5
    if form.method == "GET":
        scores["search"] += 0.5
    if n_pw:
        scores["search"] -= 5.0
        if n_pw >= 2 or "new-password" in autocompletes:
            scores["registration"] += 4.0
        elif len(typed) <= 3:
            scores["login"] += 4.0
        else:
            scores["registration"] += 2.0
        if "current-password" in autocompletes:
            scores["login"] += 1.5
    if n_textarea:
        scores["search"] -= 1.5
        if n_email or names & {"name", "subject", "phone"}:
            scores["contact"] += 3.0
    if n_email and not n_pw:
        if len(typed) <= 2 and not n_textarea:
            scores["mailing_list"] += 2.0
            scores["password_recovery"] += 0.5
        scores["search"] -= 1.0
    if "cc-" in autocompletes or names & {"cvv", "cvc", "ccnum", "cardnumber", "qty", "quantity"}:
        scores["order"] += 3.0
    if scores["password_recovery"] > 0 and n_pw == 0:
        scores["login"] -= 2.0
    if not typed:
        # Only buttons and bounded controls: a filter/sort/pager/cart/delete button.
        scores["search"] -= 1.0
