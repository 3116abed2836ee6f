"""Controls that say how results are shown, not which: sort orders (Álvarez §III.4.2).

A "Sort by: price" select, ``sort=price_asc`` or a radio group named
``ORDER_BY[PRICE]`` names an attribute, but it queries none: every record
comes back, in another order. Matching it to PRICE makes a form look like a
price filter it is not, and a harvest would partition a result set by it. The
harvest's split fields (:func:`hiddenweb.harvest.controls.split_fields`) and
the field↔attribute matching (:mod:`hiddenweb.forms.relevance`) both ask
:func:`is_sort_control`.
"""

from __future__ import annotations

import re

from hiddenweb.forms.model import Field
from hiddenweb.forms.rules import name_words

__all__ = ["SORT_NAME", "SORT_WORDS", "is_sort_control", "is_sort_name"]

#: A whole argument name (letters and digits only, lower case) that orders results.
SORT_NAME = re.compile(r"^(?:sort|order|orderby|sortby|sortorder|sortfield|sortkey|sortdir|dir|direction)$")
#: Words of a label that say "order the results by": English, French ("trier", "tri"), Spanish and
#: Portuguese ("ordenar"), Italian ("ordina"), German ("sortieren"), Danish/Swedish/Dutch/Polish
#: ("sorter", "sortera", "sorteer", "sortuj": all start "sort"), Russian ("сортировать", "упорядочить"),
#: Hungarian ("rendezés"), Japanese ("並び替え", "並べ替え"), Chinese ("排序").
SORT_WORDS = re.compile(
    r"\bsort|\border(?:ed)?\s+by\b|\btri(?:er)?\b(?!-)|\bordenar|\bordina(?:re)?\b|\bclassificar\b|сортир|упорядоч"
    r"|\brendez|並び替え|並べ替え|排序",
    re.I,
)
#: Words of an argument name that order results (``sortType``, ``ORDER_BY[PRICE]``, ``orderby``).
_SORT_NAME_WORDS = frozenset({"sort", "sortby", "orderby", "sortorder", "sorting", "tri", "ordenar", "sortieren"})


def is_sort_name(name: str) -> bool:
    """Whether an argument name orders results: ``sort``, ``sortType``, ``order_by[price]``, ``orderby``."""
    plain = re.sub(r"[^a-z0-9]", "", name.lower())
    if SORT_NAME.match(plain):
        return True
    words = name_words(name)
    return any(w in _SORT_NAME_WORDS for w in words) or words[:2] == ["order", "by"]


def is_sort_control(f: Field) -> bool:
    """Whether a field orders the results rather than filters them: its name (:func:`is_sort_name`) or
    its own label ("Sort by", "Trier par", "Сортировать") says so. Only the label, or the first text
    when there is none: a text read further off may be the label of the control before it."""
    if f.name and is_sort_name(f.name):
        return True
    own = f.label or (f.texts[0] if f.texts else "")
    return bool(own and SORT_WORDS.search(own))
