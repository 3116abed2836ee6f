"""Values of a record column: their data type, edge cleaning and common affixes (DeLa heuristics 3–4).

* :func:`value_type` — ``number``, ``date``, ``currency``, ``url``, ``email`` or ``text`` by pattern;
* :func:`clean_value` — a value without the column's common prefix/suffix and edge punctuation;
* :func:`common_prefix` / :func:`common_suffix` — whole-word affixes shared by a column's values;
* :func:`is_separator` — text made only of punctuation and currency signs.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

__all__ = ["SEPARATOR_CHARS", "clean_value", "common_prefix", "common_suffix", "is_separator", "value_type"]

SEPARATOR_CHARS = set(" .-:;\n\t(){}[]$%€£|/,·•–—*_~>«»\"'")
_EDGE_JUNK = " -–—:;|,·•/>»«*"

_NUMBER = re.compile(r"^[+-]?(?:\d{1,3}(?:[,.\s]\d{3})+|\d+)(?:[.,]\d+)?\s*%?$")
_CURRENCY = re.compile(
    r"^(?:(?:[$€£¥₹]|US\$|USD|EUR|GBP|JPY|CHF|CAD|AUD|Rs\.?)\s?[+-]?\d[\d,.\s]*"
    r"|[+-]?\d[\d,.\s]*\s?(?:[$€£¥₹]|USD|EUR|GBP|JPY|CHF|CAD|AUD|euros?|dollars?))$",
    re.IGNORECASE,
)
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE = re.compile(
    r"^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?"
    r"|\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}"
    rf"|\d{{1,2}}(?:st|nd|rd|th)?\.?\s+{_MONTH},?\s+\d{{2,4}}"
    rf"|{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?[.,]?\s+\d{{2,4}}"
    rf"|{_MONTH},?\s+\d{{4}}"
    r"|(?:19|20)\d{2})$",
    re.IGNORECASE,
)
_EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$")
_URL = re.compile(r"^(?:https?://|www\.)\S+$", re.IGNORECASE)
_HAS_DIGIT = re.compile(r"\d").search


@lru_cache(maxsize=16384)
def value_type(text: str) -> str:
    """``number``, ``date``, ``currency``, ``url``, ``email`` or ``text``.

    Cached: a harvest reads most records again and again (86% of the demo's), and every
    value of every record is typed (1.3 ms of a 200-record page uncached).
    """
    t = text.strip()
    if not t:
        return "text"
    if not _HAS_DIGIT(t):
        if "@" in t and _EMAIL.match(t):
            return "email"
        if _URL.match(t):
            return "url"
        return "text"
    if _EMAIL.match(t):
        return "email"
    if _URL.match(t):
        return "url"
    if _CURRENCY.match(t):
        return "currency"
    if _DATE.match(t):
        return "date"
    if _NUMBER.match(t):
        return "number"
    return "text"


def is_separator(text: str) -> bool:
    """Whether ``text`` holds only separator characters (a column of " | " or "(…)")."""
    return all(ch in SEPARATOR_CHARS for ch in text)


def clean_value(text: str, prefix: str = "", suffix: str = "") -> str:
    """Cut a column's common prefix/suffix and edge punctuation; keep the rest."""
    v = text
    if prefix and v.startswith(prefix):
        v = v[len(prefix) :]
    if suffix and v.endswith(suffix):
        v = v[: len(v) - len(suffix)]
    closed = v.rstrip().endswith(">") and "<" in v  # "Jane Doe <jane@example.org>": the address's bracket
    v = v.strip(_EDGE_JUNK)
    if closed and not v.endswith(">"):
        v += ">"
    if len(v) > 2 and v[0] == "(" and v[-1] == ")" and "(" not in v[1:-1]:
        v = v[1:-1].strip()
    if v.startswith("(") and ")" not in v:
        v = v[1:].strip()
    if v.endswith(")") and "(" not in v:
        v = v[:-1].strip()
    return v or text.strip()


def _spaced(text: str) -> list[str]:
    """A value cut at single spaces (values have their whitespace collapsed already)."""
    return text.split(" ")


def common_prefix(values: Sequence[str]) -> str:
    """Longest whole-word prefix shared by all values (leaving something after it)."""
    split = [_spaced(v) for v in values]
    k = 0
    while all(len(w) > k + 1 for w in split) and len({w[k] for w in split}) == 1:
        k += 1
    return " ".join(split[0][:k]) if k else ""


def common_suffix(values: Sequence[str]) -> str:
    """Longest whole-word suffix shared by all values (leaving something before it)."""
    split = [_spaced(v) for v in values]
    k = 0
    while all(len(w) > k + 1 for w in split) and len({w[-1 - k] for w in split}) == 1:
        k += 1
    return " ".join(split[0][len(split[0]) - k :]) if k else ""
