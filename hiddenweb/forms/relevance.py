"""What of a form is matched against a domain (Álvarez §III.4.2–III.4.3).

Álvarez decides whether a form is relevant to a domain by matching its
fields to the domain's attributes and summing ``Σ C_i · e_i`` over the
matches (C_i the match confidence, e_i the attribute's specificity) against
the threshold μ. The domain side (attributes, SoftTFIDF matching, the sum
and μ) is :class:`hiddenweb.domain.Domain`, shared with record labelling;
this module is the form side: which fields take part, with which texts
(label, other label texts, placeholder, name split into words: ``YearFrom``
→ "year from") and, for bounded fields, which values (the option labels; a
radio group's buttons are values, not labels; a checkbox's label is its value;
checkboxes sharing a name are one control's values — "Posts", "Forums" of a
vBulletin "Search Types" group say where to search, not what — so their labels
are values only, and the group is named by its name). A name's affixes that say
"form field" rather than what it holds (``searchdate``, ``txtKeyword``) are
dropped before it is compared; a control without a name sends nothing and is left out, and
so is a control that orders the results ("Sort by: price", ``ORDER_BY[PRICE]``,
:mod:`hiddenweb.forms.roles`): it names an attribute but queries none, and a query builder's
operator select ("is / is not" beside "Priority"): the value after it does the querying.
"""

from __future__ import annotations

import re
from collections import Counter

from hiddenweb.domain import Domain
from hiddenweb.forms.model import NO_INPUT_TYPES, Field, Form
from hiddenweb.forms.roles import is_operator_control, is_sort_control
from hiddenweb.forms.rules import name_words

__all__ = [
    "MAX_FIELDS",
    "MAX_OPTIONS",
    "MatchInputs",
    "attribute_relevance",
    "form_is_relevant",
    "match_inputs",
    "match_name_words",
    "matched_fields",
]

#: Fields matched against the domain per form (a 600-input order form costs no more than this).
MAX_FIELDS = 40
#: Option labels of a bounded field compared with the domain's values.
MAX_OPTIONS = 200
#: Field key (``"<position>:<name>"``) → (its texts, its values when bounded else ``None``),
#: the argument of :meth:`hiddenweb.domain.Domain.match`.
MatchInputs = dict[str, tuple[list[str], list[str] | None]]
_NOT_MATCHED = NO_INPUT_TYPES | {"password", "file"}
#: Words of a field name that say it is a search form's field, not what it holds: dropped whole
#: ("txt" of ``txtKeyword``, "q", "s") or as a prefix/suffix of a longer word (``searchdate``).
NAME_STOP_WORDS = frozenset(
    {"search", "find", "query", "q", "s", "f", "txt", "fld", "field", "input", "inp", "frm", "ddl", "cbo", "cmb"}
    | {"chk", "sel", "opt", "tb", "str", "box", "filter", "id"}
)
#: The stop words dropped from the start or end of a longer word, longest first.
_NAME_AFFIXES = ("search", "field", "input", "query", "find", "txt", "fld", "inp", "frm", "ddl", "cbo", "cmb", "box")
#: Letters a word keeps after its affix is dropped (``searchdate`` → "date"; ``boxer`` stays).
_AFFIX_REST = 4


def match_name_words(name: str) -> list[str]:
    """The words of a field name that say what it holds: ``searchdate`` → ["date"], ``txtKeyword`` →
    ["keyword"]. Jaro-Winkler rewards a shared prefix, so "searchdate" otherwise sits next to the
    alias "search" (a keyword box) rather than "date". A name of stop words only keeps them (``q``)."""
    words = name_words(name)
    out: list[str] = []
    for w in words:
        if w in NAME_STOP_WORDS:
            continue
        for a in _NAME_AFFIXES:
            rest = w[len(a) :] if w.startswith(a) else w[: -len(a)] if w.endswith(a) else ""
            if len(rest) >= _AFFIX_REST and rest.isalpha():
                w = rest
                break
        out.append(w)
    return out or words


_NAME_KEYS = re.compile(r"[\[\].]+")
#: Letters of a word that make a name's key say what it holds (``[M]``, ``[7]`` are values or positions).
_KEY_WORD = 4


def own_key_words(name: str) -> str:
    """The words of the innermost key of a structured name that says what the field holds:
    ``dnf_class_values[procurement_notice][set_aside][]`` → "set aside", ``size[M]`` → "" (a value,
    the base is the whole name's first word already). The whole name's many words dilute that key's
    in SoftTFIDF; a framework's nesting is no part of what the field queries."""
    keys = [k for k in _NAME_KEYS.split(name) if k]
    for key in reversed(keys[1:]):
        words = match_name_words(key)
        if any(len(w) >= _KEY_WORD and w.isalpha() for w in words):
            return " ".join(words)
    return ""


def match_inputs(form: Form) -> MatchInputs:
    """The fields of ``form`` a domain's attributes are matched with (at most :data:`MAX_FIELDS`)."""
    inputs: MatchInputs = {}
    checkbox_names = Counter(f.name for f in form.fields if f.type == "checkbox" and f.name)
    groups: set[str] = set()
    # each field's operator test once: a field's own, and its neighbours' for a column select
    operators = [is_operator_control(f) for f in form.fields[: MAX_FIELDS * 3 + 1]]
    for i, f in enumerate(form.fields[: MAX_FIELDS * 3]):
        if len(inputs) >= MAX_FIELDS:
            break
        if f.type in _NOT_MATCHED or not f.name:
            continue  # a control without a name sends nothing: a script's widget (Flask-Admin's operator box)
        if is_sort_control(f) or operators[i]:
            continue  # "Sort by: price" orders the records, "is not" compares: neither queries (forms.roles)
        if _column_select(form.fields, operators, i):
            continue  # "[name ▾] [contains ▾] [lib]": the column select says what the value after it queries
        own = [t for t in [f.label, *f.texts, f.placeholder] if t]
        values: list[str] | None = None
        if f.type == "radio":
            # A radio group's buttons are its values, not its labels ("Sort on: ( ) title ( ) keyword").
            values = [label for _, label in f.options[:MAX_OPTIONS]]
            own = [t for t in own if t not in values]
        elif f.type == "checkbox":
            values = own[:1]  # a checkbox's label is the value it adds ("Talk" of the namespaces)
            if checkbox_names[f.name] > 1:
                # One control whose values are its boxes' labels, as a select's are its options: its
                # name says what the group is. The caption before the group's first box ("Search
                # Types:") is read as that box's text, not the group's.
                if f.name in groups:
                    continue
                groups.add(f.name)
                own = []
                values = [g.label or (g.texts[0] if g.texts else "") for g in form.fields if g.name == f.name][
                    :MAX_OPTIONS
                ]
        elif f.bounded:
            values = [label for _, label in f.options[:MAX_OPTIONS]]
        texts = list(dict.fromkeys([*own, " ".join(match_name_words(f.name)), own_key_words(f.name)]))
        texts = [t for t in texts if t]
        if not texts:
            continue
        inputs[f"{i}:{f.name}"] = (texts, values)
    return inputs


def _column_select(fields: list[Field], operators: list[bool], i: int) -> bool:
    """Whether ``fields[i]`` is a query builder row's column select: a select an operator select follows
    and none comes before (then it would be the value of the row before: Trac's "Priority [is ▾]
    [major ▾]" next to the "[contains ▾]" of the row after). ``operators``: each field's
    :func:`~hiddenweb.forms.roles.is_operator_control`, one past ``i`` at least where there is one."""
    if fields[i].type != "select" or i + 1 >= len(operators) or not operators[i + 1]:
        return False
    return i == 0 or not operators[i - 1]


def matched_fields(inputs: MatchInputs) -> int:
    """How many fields ``inputs`` offers the matching, a group of checkboxes sharing a name counted once:
    the ``fields`` of :meth:`hiddenweb.domain.Domain.is_relevant`."""
    return len({key.split(":", 1)[1] for key in inputs})


def form_is_relevant(domain: Domain, form: Form) -> bool:
    """Whether ``form`` is relevant to ``domain`` (§III.4.3, with :meth:`~hiddenweb.domain.Domain.is_relevant`'s
    rules for generic attributes and small forms)."""
    inputs = match_inputs(form)
    return domain.is_relevant(domain.match(inputs).values(), matched_fields(inputs))


def attribute_relevance(domain: Domain, form: Form) -> tuple[float, dict[str, str]]:
    """``Σ C_i · e_i`` over the fields of ``form`` matched to ``domain``'s attributes, and field name → attribute."""
    if not domain.attributes:
        return 0.0, {}
    inputs = match_inputs(form)
    if not inputs:
        return 0.0, {}
    matches = domain.match(inputs)
    return domain.relevance(matches.values()), {k.split(":", 1)[1]: m.attribute for k, m in matches.items()}
