"""What of a form is matched against a domain (Álvarez §III.4.2–III.4.3).

Álvarez decides whether a form is relevant to a domain by matching its
fields to the domain's attributes and summing ``Σ C_i · e_i`` over the
matches (C_i the match confidence, e_i the attribute's specificity) against
the threshold μ. The domain side (attributes, SoftTFIDF matching, the sum
and μ) is :class:`hiddenweb.domain.Domain`, shared with record labelling;
this module is the form side: which fields take part, with which texts
(label, other label texts, placeholder, name split into words: ``YearFrom``
→ "year from") and, for bounded fields, which values (the option labels; a
radio group's buttons are values, not labels; a checkbox's label is its value).
"""

from __future__ import annotations

from hiddenweb.domain import Domain
from hiddenweb.forms.model import Form
from hiddenweb.forms.rules import name_words

__all__ = ["MAX_FIELDS", "MAX_OPTIONS", "MatchInputs", "attribute_relevance", "match_inputs"]

#: Fields matched against the domain per form (a 600-input order form costs no more than this).
MAX_FIELDS = 40
#: Option labels of a bounded field compared with the domain's values.
MAX_OPTIONS = 200
#: Field key (``"<position>:<name>"``) → (its texts, its values when bounded else ``None``),
#: the argument of :meth:`hiddenweb.domain.Domain.match`.
MatchInputs = dict[str, tuple[list[str], list[str] | None]]
_NOT_MATCHED = frozenset({"hidden", "submit", "image", "button", "reset", "password", "file"})


def match_inputs(form: Form) -> MatchInputs:
    """The fields of ``form`` a domain's attributes are matched with (at most :data:`MAX_FIELDS`)."""
    inputs: MatchInputs = {}
    for i, f in enumerate(form.fields[: MAX_FIELDS * 3]):
        if len(inputs) >= MAX_FIELDS:
            break
        if f.type in _NOT_MATCHED:
            continue
        own = [t for t in [f.label, *f.texts, f.placeholder] if t]
        values: list[str] | None = None
        if f.type == "radio":
            # A radio group's buttons are its values, not its labels ("Sort on: ( ) title ( ) keyword").
            values = [label for _, label in f.options[:MAX_OPTIONS]]
            own = [t for t in own if t not in values]
        elif f.type == "checkbox":
            values = own[:1]  # a checkbox's label is the value it adds ("Talk" of the namespaces)
        elif f.bounded:
            values = [label for _, label in f.options[:MAX_OPTIONS]]
        texts = list(dict.fromkeys([*own, " ".join(name_words(f.name))]))
        texts = [t for t in texts if t]
        if not texts:
            continue
        inputs[f"{i}:{f.name}"] = (texts, values)
    return inputs


def attribute_relevance(domain: Domain, form: Form) -> tuple[float, dict[str, str]]:
    """``Σ C_i · e_i`` over the fields of ``form`` matched to ``domain``'s attributes, and field name → attribute."""
    if not domain.attributes:
        return 0.0, {}
    inputs = match_inputs(form)
    if not inputs:
        return 0.0, {}
    matches = domain.match(inputs)
    return domain.relevance(matches.values()), {k.split(":", 1)[1]: m.attribute for k, m in matches.items()}
