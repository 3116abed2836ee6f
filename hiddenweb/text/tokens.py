"""Tokenising, case folding and stop words: the one tokenizer family of the crawler.

Query selection (Ntoulas et al. 2005, §3.3) counts *terms* of downloaded records;
form/record code uses the same tokeniser so that a term learned from a record is
exactly what the site's keyword box receives. Every tokenizer here lower-cases
and reads any script; they differ only in what they keep:

=========================  ==========================================  ===============================
function                   gives                                       use it for
=========================  ==========================================  ===============================
:func:`tokenize`           words *and* numbers (``[^\\W_]+``), in       matching text against text:
                           order, with repetitions                     record values, labels, query
                                                                       echoes, simulated search
:func:`terms`              the distinct query-worthy tokens            what a keyword box may receive:
                           (:func:`is_query_term`)                     query candidates
:func:`record_terms`       :func:`terms` and the stop words            a downloaded record's terms as
                                                                       the policy learns them
:func:`words`              letters only (``[^\\W\\d_]+``): digits      text *features* (classifiers,
                           split words and are dropped                 page signatures) where ids,
                                                                       prices and dates are noise
:func:`identifier_words`   an identifier split at ``camelCase``,       field names, ids, CSS classes,
                           ``snake_case``, ``[brackets]``, ``-``…      URL paths
=========================  ==========================================  ===============================

:data:`STOP_WORDS` are English function words (our own list); :func:`normalize_space`
collapses whitespace.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

import regex

__all__ = [
    "MAX_TERM_LENGTH",
    "MAX_TEXT_CHARS",
    "STOP_WORDS",
    "cjk_bigrams",
    "has_cjk",
    "has_unspaced",
    "identifier_words",
    "is_query_term",
    "normalize_space",
    "record_terms",
    "terms",
    "tokenize",
    "word_count",
    "words",
]

#: Tokens longer than this are hashes, base64 blobs or run-together junk, never useful queries.
MAX_TERM_LENGTH = 40

#: Cap on characters read from one text, so a huge page cannot stall the crawler.
MAX_TEXT_CHARS = 2_000_000

_TOKEN = re.compile(r"[^\W_]+")
_WORD = re.compile(r"[^\W\d_]+")
#: The same for text beyond ASCII. Python's ``re`` takes ``\w`` for ``str.isalnum``, which leaves out
#: the combining marks (Unicode's category M): a Hindi word broke at each vowel sign ("नौकरियां" read
#: as न, कर, य), and so did Arabic with its vowel marks and Vietnamese decoded from windows-1258 (its
#: tone marks are combining characters). ``regex`` reads ``\w`` as Unicode defines it, marks included
#: (UTS #18); on ASCII text both agree, and ``re`` is faster there.
_TOKEN_ANY = regex.compile(r"[^\W_]+")
_WORD_ANY = regex.compile(r"[^\W\d_]+")
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
#: Scripts whose words are not separated by spaces (Han, kana) or carry their particles (Hangul):
#: CJK Unified Ideographs and extension A, compatibility ideographs, hiragana, katakana (and its
#: phonetic extensions, half-width forms), Hangul syllables and jamo.
_HAN_KANA_CHARS = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f"
_CJK_CHARS = _HAN_KANA_CHARS + "\uac00-\ud7af\u1100-\u11ff\u3130-\u318f"
_CJK = re.compile(f"[{_CJK_CHARS}]")
_CJK_RUNS = re.compile(f"[{_CJK_CHARS}]+|[^{_CJK_CHARS}]+")
#: Scripts written without spaces between words, by mean characters (code points) a word: Han and kana
#: (Chinese words average 1.5–2 characters), and Thai, Lao, Myanmar and Khmer, whose vowel and tone marks
#: are code points of their own (a Thai word averages about 5). Hangul is spaced (between phrases).
_HAN_KANA = re.compile(f"[{_HAN_KANA_CHARS}]")
_SOUTHEAST_ASIAN = re.compile("[\u0e00-\u0eff\u1000-\u109f\u1780-\u17ff]")
_UNSPACED_WORD_CHARS = ((_HAN_KANA, 2), (_SOUTHEAST_ASIAN, 5))

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


def _checked(text: str, caller: str) -> str:
    """``text`` capped at :data:`MAX_TEXT_CHARS`; non-``str`` input is a caller's bug."""
    if not isinstance(text, str):
        raise TypeError(f"{caller}() expects str, got {type(text).__name__}")
    return text[:MAX_TEXT_CHARS] if len(text) > MAX_TEXT_CHARS else text


def tokenize(text: str) -> list[str]:
    """Split *text* into lowercase word tokens (letters/digits of any script, no underscores).

    Non-``str`` input raises :class:`TypeError` (callers decode bytes themselves, they know
    the encoding). Only the first :data:`MAX_TEXT_CHARS` characters are read.
    """
    if not isinstance(text, str):
        raise TypeError(f"tokenize() expects str, got {type(text).__name__}")
    if len(text) > MAX_TEXT_CHARS:
        text = text[:MAX_TEXT_CHARS]
    text = text.lower()
    return (_TOKEN if text.isascii() else _TOKEN_ANY).findall(text)


def words(text: str) -> list[str]:
    """Lowercase runs of letters of *text* (any script): ``"mp3 players4u"`` → mp, players, u.

    For features of running text, where numbers are noise; same input rules as :func:`tokenize`.
    A word's combining marks stay in it, composed where Unicode composes them (NFC): a feature is the
    same word however the page's charset spelt it (windows-1258 decodes "việc" as "vie" + two marks + "c").
    """
    text = _checked(text, "words").lower()
    if text.isascii():
        return _WORD.findall(text)
    if not unicodedata.is_normalized("NFC", text):
        text = unicodedata.normalize("NFC", text)
    return _WORD_ANY.findall(text)


def has_cjk(text: str) -> bool:
    """Whether *text* holds a character of a script :func:`cjk_bigrams` segments."""
    return _CJK.search(text) is not None


def has_unspaced(text: str) -> bool:
    """Whether *text* holds a character of a script written without spaces between words (Chinese,
    Japanese, Thai, Lao, Myanmar, Khmer) or with its particles attached (Korean): a word of it is found
    by where it occurs, not between spaces."""
    return _CJK.search(text) is not None or _SOUTHEAST_ASIAN.search(text) is not None


def word_count(text: str, at_most: int) -> int:
    """About how many words *text* holds, counted no further than *at_most*.

    Words between spaces; a run of a script written without spaces counts its characters divided by the
    script's mean word length, so a sentence of Chinese or Thai is not one word (a page of them is not
    "too short to judge").
    """
    n = 0
    for chunk in _checked(text, "word_count").split(maxsplit=at_most):
        unspaced = 0.0
        if not chunk.isascii():
            chunk = chunk[: 8 * at_most]  # enough to reach at_most words; the rest of the text is not read
            unspaced = sum(len(chars.findall(chunk)) / per_word for chars, per_word in _UNSPACED_WORD_CHARS)
        n += max(1, round(unspaced))
        if n >= at_most:
            return at_most
    return n


def cjk_bigrams(tokens: list[str]) -> list[str]:
    """*tokens* with every run of Chinese, Japanese or Korean characters replaced by its overlapping
    character bigrams (a run of one character stays): ``中古車検索`` → 中古, 古車, 車検, 検索.

    Those scripts write no space between words (Korean writes one between phrases, particles
    attached), so a regex tokenizer returns whole sentences as one token and no keyword, anchor word
    or learnt feature ever matches inside them. Overlapping bigrams are the standard dictionary-free
    index terms for them (Lucene's ``CJKBigramFilter``; Kwok, *Comparing representations in Chinese
    information retrieval*, SIGIR 1997): a two-character word is one bigram, a longer one its
    bigrams. Letters of other scripts in the same token stay a word of their own (``bmwの車`` → bmw,
    の車). Tokens without such characters are returned as they are.
    """
    if not any(_CJK.search(token) for token in tokens):
        return tokens
    out: list[str] = []
    for token in tokens:
        if _CJK.search(token) is None:
            out.append(token)
            continue
        for run in _CJK_RUNS.findall(token):
            if len(run) < 2 or _CJK.match(run) is None:
                out.append(run)
            else:
                out.extend(run[i : i + 2] for i in range(len(run) - 1))
    return out


def identifier_words(name: str) -> list[str]:
    """The words of an identifier: ``loginForm[user_name]`` → login, form, user, name.

    ASCII ``camelCase`` boundaries split before lower-casing; the rest is :func:`tokenize`
    (digit runs are kept as tokens, callers drop them when they are noise).
    """
    return tokenize(_CAMEL.sub(" ", _checked(name, "identifier_words")))


def normalize_space(text: str | None) -> str:
    """Collapse whitespace runs (incl. NBSP) to one space and strip."""
    if not text:
        return ""
    # str.split() splits on exactly the characters ``\s`` matches (NBSP included)
    # and is several times faster than a regex substitution.
    return " ".join(text.split())


def is_query_term(token: str) -> bool:
    """Whether a (lowercase) token is worth issuing as a query: see :func:`terms`."""
    return 1 < len(token) <= MAX_TERM_LENGTH and not token.isdigit() and token not in STOP_WORDS


def terms(text: str | Iterable[str]) -> set[str]:
    """Distinct query-worthy terms of *text* (a string, or several strings joined):
    no stop words, no pure numbers, no 1-character tokens, no absurdly long tokens."""
    if not isinstance(text, str):
        text = " ".join(text)
    return {tok for tok in tokenize(text) if is_query_term(tok)}


def record_terms(text: str) -> set[str]:
    """A downloaded record's terms as the query policy learns them: :func:`terms` and the stop words.

    A stop word is no candidate until the site is known to index it (the
    policy's stop-word probe, :mod:`hiddenweb.querying.base`); its df must be
    known by then, so the records keep it.
    """
    # is_query_term or a stop word of 2 letters or more: any token of 2..MAX_TERM_LENGTH that is not a
    # number (every stop word is one: tests/unit/test_querying.py); each distinct token tested once (issue 17: the
    # probes weigh every record of their pages; 960,000 calls of is_query_term in a 300-page harvest)
    return {tok for tok in set(tokenize(text)) if 1 < len(tok) <= MAX_TERM_LENGTH and not tok.isdigit()}
