"""Controls that say how results are shown, not which: sort orders and a query builder's operators
(Álvarez §III.4.2); forms of controls that filter.

A page-size argument (``per_page``, ``limit``: :func:`is_page_size_name`) says how many.
A "Sort by: price" select, ``sort=price_asc`` or a radio group named
``ORDER_BY[PRICE]`` names an attribute, but it queries none: every record
comes back, in another order. Matching it to PRICE makes a form look like a
price filter it is not, and a harvest would partition a result set by it. The
harvest's split fields (:func:`hiddenweb.harvest.controls.split_fields`) and
the field↔attribute matching (:mod:`hiddenweb.forms.relevance`) both ask
:func:`is_sort_control`. A query builder's operator select ("is / is not /
contains" beside Trac's "Priority", "= / != / contains / starts with" between
Datasette's column and value) queries no attribute either: it says how the value
after it compares (:func:`is_operator_control`), and the row's label is that
value's (:mod:`hiddenweb.forms.labels`). A form made of controls that filter
records is a search form whatever its words say (:func:`is_filter_form`), and so is a form whose
submit button says "search" in its own language beside boxes to type in (:func:`is_button_search`);
a form of language, theme or style choices that saves them is none (:func:`is_preferences_form`).
"""

from __future__ import annotations

import re

from hiddenweb.forms.model import BOUNDED_TYPES, NO_INPUT_TYPES, Field, Form
from hiddenweb.forms.rules import asks_email, name_words
from hiddenweb.text.searchwords import says_search

__all__ = [
    "SORT_NAME",
    "SORT_WORDS",
    "is_button_search",
    "is_filter_form",
    "is_operator_control",
    "is_operator_options",
    "is_page_size_name",
    "is_preferences_form",
    "is_sort_control",
    "is_sort_name",
]

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


#: Argument names that say "page size" on their own (compared lowercased, without punctuation).
_STRICT_NAMES = frozenset(
    """perpage pagesize pagelen pagelength itemsperpage resultsperpage rowsperpage hitsperpage recordsperpage
    entriesperpage limit rows psize ipp numresults maxresults resultsize pagecount perpg resultcount""".split()
)
#: Names that may mean a page size when a label or the link's text says so, or the values are page sizes.
_LOOSE_NAMES = frozenset("num n results show count size hits display max items pp ps number amount".split())


def is_page_size_name(name: str, strict: bool = True) -> bool:
    """Whether an argument named ``name`` sets the page size (``per_page``, ``@pagesize``, ``limit``…).

    ``strict=False`` also accepts the names that need a label to tell (``num``, ``n``, ``show``…).
    """
    plain = re.sub(r"[^a-z0-9]", "", name.lower())
    return plain in _STRICT_NAMES or (not strict and plain in _LOOSE_NAMES)


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


#: An option label that is a comparison, not a value: "=", "!=", "≥", "is not", "isn't", "contains", "doesn't contain",
#: "starts with", "greater than", "is null", "not in list", "LIKE %...%", "NOT IN (...)"; English, German, French, Spanish, Portuguese, Italian.
_OPERATOR = re.compile(
    r"^(?:[=!<>≠≤≥~]{1,2}"
    r"|is ?n[o'’]t|does ?n[o'’]t|do ?n[o'’]t"
    r"|(?:(?:is|does|do|is ?n[o'’]t|does ?n[o'’]t|not|array|ist|n'est|no|não|non)\s+)*"
    r"(?:is|not|equals?|equal to|not equal(?: to)?|contains?|like|in|in list|exact(?:ly)?|match(?:es)?|glob|regexp?"
    r"|(?:begins|starts|ends) with|before|after|between|(?:greater|less|smaller|larger|more|fewer) than(?: or equal(?: to)?)?"
    r"|at (?:least|most)|null|blank|empty|ist|enthält|beginnt mit|endet mit|gleich|est|contient|commence par|finit par"
    r"|égal(?: à)?|es|contiene|empieza por|comienza con|termina (?:en|con)|igual(?: a)?|é|começa com|inizia con)"
    r")"
    # SQL front ends write the operand's shape after the comparison: "LIKE %...%", "IN (...)", "= ''".
    r"(?:\s+[%.^$()'’…]+)?$",
    re.I,
)
#: Share of a select's option labels that must be comparisons for it to be an operator select.
_OPERATOR_SHARE = 0.6


def is_operator_options(labels: list[str]) -> bool:
    """Whether a select offering ``labels`` picks a comparison ("is", "contains", "≥"), not a value: at
    least two of its labels and :data:`_OPERATOR_SHARE` of them are comparisons."""
    texts = [" ".join(label.split()) for label in labels if label and label.strip()]
    operators = sum(1 for t in texts if _OPERATOR.match(t))
    return operators >= 2 and operators >= _OPERATOR_SHARE * len(texts)


def is_operator_control(f: Field) -> bool:
    """Whether a field is a query builder's operator select (:func:`is_operator_options`)."""
    return f.type == "select" and is_operator_options([label for _, label in f.options])


#: Fields no search filter has: what a person types about themselves or a message, a file.
_PERSONAL_TYPES = frozenset({"password", "email", "tel", "textarea", "file"})
#: Names of controls that set the page's presentation (language, style, currency), not a query.
_PREFERENCE_NAME = re.compile(r"lang|locale|style|theme|skin|currency|template", re.I)
#: Names of a basket's fields (an order form's product options are selects too).
_BASKET_NAME = re.compile(r"cart|basket|checkout|quantity|qty|add_?to|buy", re.I)


def _named_fields(form: Form) -> list[Field]:
    """The fields a submission sends: named and enabled."""
    return [f for f in form.fields if f.name and not f.disabled]


def _asks_personal(named: list[Field]) -> bool:
    """Whether a field is one a person fills about themselves or a message, a file, or a basket's."""
    return any(f.type in _PERSONAL_TYPES or _BASKET_NAME.search(f.name) for f in named)


def is_filter_form(form: Form) -> bool:
    """Whether ``form`` is a structured search (a filter form), whatever its words say.

    A GET form of two or more bounded query controls (selects and radio groups:
    location, type, price band, rooms; not sort orders, not language or style
    pickers), at most four typed boxes, and no field a person fills about
    themselves (password, e-mail, phone, message, file) nor a basket's
    (quantity, checkout): it filters records. Issue 16, item 4: the trained
    classifier learned "search" from keyword boxes and their words, mostly in
    English, and gave such forms in Dutch, Polish or Swedish P(search) 0.25–0.50.
    On the 1,573 Formasaurus forms it holds for 16 search forms and none of
    another type (the language pickers, unnamed controls and a basket it would
    take otherwise are what the name rules leave out).
    """
    if form.method.upper() != "GET":
        return False
    named = _named_fields(form)
    if _asks_personal(named):
        return False
    bounded = [
        f
        for f in named
        if f.type in ("select", "radio")
        and len(f.options) >= 2
        and not is_sort_control(f)
        and not _PREFERENCE_NAME.search(f.name)
    ]
    typed = [f for f in named if f.type not in BOUNDED_TYPES and f.type not in NO_INPUT_TYPES]
    return len(bounded) >= 2 and len(typed) <= 4


#: What a settings form's button says: save or apply (the choices), in the languages of the search words.
_SAVE_WORDS = re.compile(
    r"\b(?:save|apply|speichern|übernehmen|enregistrer|appliquer|guardar|aplicar|salvar|salva|applica|opslaan"
    r"|toepassen|zapisz|zastosuj|uložit|mentés|kaydet|сохранить|применить|зберегти|αποθήκευση|שמור|حفظ|ذخیره"
    r"|simpan|lưu)\b|保存|应用|저장|บันทึก",
    re.I,
)


def is_preferences_form(form: Form) -> bool:
    """Whether ``form`` sets how a site looks and behaves (language, locale, theme, style): two or more
    such controls, a button that saves or applies them, and no box to type a query in.

    A search engine's preferences page (searx: 193 fields, categories and engines as checkboxes,
    language, locale, theme and safe-search selects, "save") has every word a search form has, and
    the trained model gave it P(search) 0.99; it queries nothing.
    """
    if not any(_SAVE_WORDS.search(" ".join(filter(None, (s.label, s.value)))) for s in form.submits):
        return False
    named = _named_fields(form)
    if sum(1 for f in named if f.type in BOUNDED_TYPES and _PREFERENCE_NAME.search(f.name)) < 2:
        return False
    typed = [f for f in named if f.type in ("text", "search") and not f.readonly]
    return len(typed) <= 1 and not any(f.name.lower() in ("q", "query", "search", "keywords") for f in typed)


def is_button_search(form: Form) -> bool:
    """Whether ``form``'s submit button says "search" (:func:`~hiddenweb.text.searchwords.says_search`:
    some thirty languages) and it has a box to type in, nothing a person fills about themselves nor
    a basket's field.

    The trained classifier knows the English and a few Western European words for it: a patent
    office's search in Ukrainian ("Шукати", a keyword box, an application number, a date range,
    sent by POST with a token) got P(search) 0.13 and the type *other* (family H). A login, a
    sign-up, a contact or a newsletter form has a password, an e-mail box or a message; a form
    that deletes or orders is vetoed before (:func:`hiddenweb.forms.classify.classify_form`).
    """
    if not any(says_search(" ".join(filter(None, (s.label, s.value)))) for s in form.submits):
        return False
    named = _named_fields(form)
    if asks_email(form) or _asks_personal(named):
        return False  # an e-mail box typed "text" too: a saved-search alert ("watch") is no search
    return any(f.type in ("text", "search") for f in named)
