"""Tokenising, case folding and stop words shared by every algorithm.

Query selection (Ntoulas et al. 2005, §3.3) counts *terms* of downloaded records;
form/record code uses the same tokeniser so that a term learned from a record is
exactly what the site's keyword box receives.

* :func:`tokenize` — lowercase alphanumeric word tokens (any script: ``[^\\W_]+``),
  in order, with repetitions.
* :func:`terms` — the distinct, query-worthy tokens of a text: no stop words, no
  pure numbers, no 1-character tokens, no absurdly long tokens.
* :data:`STOP_WORDS` — English function words (our own list).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["tokenize", "terms", "is_query_term", "STOP_WORDS", "MAX_TERM_LENGTH"]

#: Tokens longer than this are hashes, base64 blobs or run-together junk, never useful queries.
MAX_TERM_LENGTH = 40

#: Cap on characters read from one text, so a huge page cannot stall the crawler.
MAX_TEXT_CHARS = 2_000_000

_WORD = re.compile(r"[^\W_]+")

STOP_WORDS: frozenset[str] = frozenset(
    """
    a about above after again against all almost also am among an and any are aren as at
    be became because become been before being below between both but by
    can cannot could couldn
    did didn do does doesn doing don done down during
    each either else etc ever every
    few for from further
    had hadn has hasn have haven having he her here hers herself him himself his how however
    i if in into is isn it its itself
    just
    least less let
    may me might more most much must mustn my myself
    neither no nor not now
    of off often on once only or other others otherwise ought our ours ourselves out over own
    per
    rather
    same shall shan she should shouldn since so some such
    than that the their theirs them themselves then there therefore these they this those though
    through thus to too
    under until up upon us
    very via
    was wasn we were weren what whatever when where whether which while who whom whose why will
    with within without won would wouldn
    yet you your yours yourself yourselves
    ll re ve
    """.split()
)


def tokenize(text: str) -> list[str]:
    """Split *text* into lowercase word tokens (letters/digits of any script, no underscores).

    Non-``str`` input raises :class:`TypeError` (callers decode bytes themselves, they know
    the encoding). Only the first :data:`MAX_TEXT_CHARS` characters are read.
    """
    if not isinstance(text, str):
        raise TypeError(f"tokenize() expects str, got {type(text).__name__}")
    if len(text) > MAX_TEXT_CHARS:
        text = text[:MAX_TEXT_CHARS]
    return _WORD.findall(text.lower())


def is_query_term(token: str) -> bool:
    """Whether a (lowercase) token is worth issuing as a query: see :func:`terms`."""
    return (
        1 < len(token) <= MAX_TERM_LENGTH
        and not token.isdigit()
        and token not in STOP_WORDS
    )


def terms(text: str | Iterable[str]) -> set[str]:
    """Distinct query-worthy terms of *text* (a string, or several strings joined)."""
    if not isinstance(text, str):
        text = " ".join(text)
    return {tok for tok in tokenize(text) if is_query_term(tok)}
