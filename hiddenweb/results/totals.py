"""The number of results a page reports ("1–20 of 3,412"), and "no results" messages.

The reported total feeds size estimation and the capped-results correction
(Ntoulas et al. §3.4). :func:`reported_total` reads it from a page (its main
content first: the results summary sits there, site-wide statistics such as
"40,000 photographs online" sit in the chrome around it) or from plain text;
:func:`says_no_results` recognises explicit "no results" messages, a total of
``0``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

import lxml.html

from hiddenweb.htmlinput import normalize_space, visible_text
from hiddenweb.results.content import as_root, main_text

__all__ = [
    "MAX_TEXT_HEAD",
    "MAX_TEXT_TAIL",
    "MAX_TOTAL",
    "body_total",
    "ends",
    "no_results_in",
    "reported_total",
    "says_no_results",
    "total_in",
    "total_of_text",
]

_NUM = r"(\d{1,3}(?:[,.\u00a0\u202f\u2009' ]\d{3})+(?![\d])|\d+)"
_NOUNS = (
    r"(?:results?|matches|matching (?:records|documents|items|results)|hits|records?|rows?|items?|documents?|entries|"
    r"titles?|books?|products?|jobs?|listings?|articles?|publications?|cases?|pages?|objects?|references?|"
    r"papers?|posts?|people|persons|profiles?|compan(?:y|ies)|properties|homes|recipes?|songs?|tracks?|videos?|"
    r"images?|photos?|photographs?|files?|reports?|theses|patents?|datasets?|specimens?|maps?|letters?|works?|"
    r"courses?|events?|vacancies|positions?|offers?|hotels?|vehicles?|cars?|trials?|studies|genes?|proteins?|"
    r"resultados?|ergebnisse|ergebnis|treffer|résultats?|risultati|resultaten|wyników|результат\w*|αποτελέσματα)"
)
_APPROX = r"(?:about|approximately|approx\.?|around|over|more than|nearly|almost|ca\.?|circa|environ|etwa|aprox\.?|cerca de|~)?"
_RANGE = re.compile(
    rf"(\d[\d,.]*)\s*(?:-|–|—|\.\.|to|bis|a|à|al|through)\s*(\d[\d,.]*)\s*(?:\)\s*)?(?:of|out of|from|de|von|sur|di|van|из|από|/)\s*{_APPROX}\s*{_NUM}",
    re.I,
)
_SHOWING = re.compile(rf"(?:showing|displaying|viewing|shown)\s+(\d[\d,.]*)\s+(?:of|out of)\s+{_APPROX}\s*{_NUM}", re.I)
_COUNT = re.compile(
    rf"(?<![\d,.\-–/])(?:(?:about|approximately|approx\.?|around|over|more than|nearly|almost|ca\.?|circa|environ|etwa|aprox\.?|total of|all)\s+)?"
    rf"{_NUM}(\+)?\s*(?:total\s+|matching\s+|search\s+)?{_NOUNS}(?![\w-])(?!\s*(?:per|on this|/)\s*page)",
    re.I,
)
_LABELLED = re.compile(
    rf"(?:total results|results found|total hits|results|matches|hits|records found|records|total|found|treffer|resultados|ergebnisse|résultats)\s*[:=]\s*{_NUM}(?![\d])",
    re.I,
)
_MULT_COUNT = re.compile(rf"(?<![\d,.])(\d+(?:[.,]\d+)?)\s*(million|thousand|billion|k|m)\s+{_NOUNS}(?![\w-])", re.I)
_OF_N_NOUN = re.compile(rf"\bof\s+{_APPROX}\s*{_NUM}\s+{_NOUNS}", re.I)
_PAGE_BEFORE = re.compile(r"(?:page|p\.|no\.|#|nr\.?)\s*$", re.I)
_PAGE_OF = re.compile(r"page\s*\d+\s*(?:of|/)\s*\d+", re.I)
_YOUR_SEARCH = r"\byour search (?:for .{0,80}? )?(?:did not|didn't|does not) (?:match|return)\b"
#: "No results" phrasings, each with literals (lower case) one of which every match of it contains:
#: a page whose text holds none of them is not searched with the big pattern (most pages).
_NO_RESULTS_PHRASES: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        r"\bno (?:search )?(?:results?|matches|matching (?:results|records|documents|items|entries)|records|items|documents|"
        r"entries|hits|articles|products|listings|titles|books|jobs)(?: were| was)?(?: found| matched| available| returned)?\b",
        (
            "no search",
            "no result",
            "no match",
            "no record",
            "no item",
            "no document",
            "no entries",
            "no hit",
            "no article",
            "no product",
            "no listing",
            "no title",
            "no book",
            "no job",
        ),
    ),
    (r"\bnothing (?:was )?found\b", ("nothing",)),
    (r"\bnothing matched\b", ("nothing",)),
    (r"\bfound nothing\b", ("nothing",)),
    (
        # ``(?<![\d,.])\b0 …`` written with the literal first ("0", then: not after a word character, a
        # comma or a point): the regex engine then jumps from "0 " to "0 " instead of trying every
        # position (2 ms on the demo's 45 KB result page, whose "7,660 results" holds "0 result")
        r"0(?<![\w,.]0) (?:results?|matches|hits|records|items|documents|entries|titles|articles|products)\b",
        (
            "0 result",
            "0 match",
            "0 hit",
            "0 record",
            "0 item",
            "0 document",
            "0 entries",
            "0 title",
            "0 article",
            "0 product",
        ),
    ),
    (r"\bfound 0\b", ("found 0",)),
    (r"\bzero results\b", ("zero results",)),
    (r"\bdid not match any\b", ("match any",)),
    (r"\bdoes not match any\b", ("match any",)),
    (r"\bdidn't match any\b", ("match any",)),
    (r"\bno documents match\b", ("no documents match",)),
    (r"\breturned no (?:results|matches|records|hits)\b", ("returned no ",)),
    (r"\bcould not find any\b", ("find any",)),
    (r"\bcouldn't find any\b", ("find any",)),
    (r"\bwe (?:could not|couldn't|did not|didn't) find (?:any|anything)\b", ("find any",)),
    (r"\bno (?:results|matches) for\b", ("no results for", "no matches for")),
    (_YOUR_SEARCH, ("your search ",)),
    (r"\bsorry, no\b", ("sorry, no",)),
    (r"\bkeine (?:ergebnisse|treffer)\b", ("keine ",)),
    (r"\baucun résultat\b", ("aucun résultat",)),
    (r"\baucun document\b", ("aucun document",)),
    (r"\bno se (?:encontraron|han encontrado)\b", ("no se ",)),
    (r"\bsin resultados\b", ("sin resultados",)),
    (r"\bningún resultado\b", ("ningún resultado",)),
    (r"\bnessun risultato\b", ("nessun risultato",)),
    (r"\bgeen resultaten\b", ("geen resultaten",)),
    (r"\bnenhum resultado\b", ("nenhum resultado",)),
    (r"\bbrak wyników\b", ("brak wyników",)),
    (r"ничего не найдено", ("ничего не найдено",)),
    (r"\bδεν βρέθηκαν\b", ("δεν βρέθηκαν",)),
    (r"見つかりませんでした", ("見つかりませんでした",)),
    (r"没有找到", ("没有找到",)),
    (r"未找到", ("未找到",)),
)
_NO_RESULTS = re.compile("|".join(pattern for pattern, _ in _NO_RESULTS_PHRASES), re.I)
#: Phrases whose matches also hold one of these literals: "Your search matched 7,660 documents" holds
#: "your search " and is searched in vain over the whole page (1 ms on the demo's result page) without it.
_ALSO: dict[str, tuple[str, ...]] = {_YOUR_SEARCH: ("did not", "didn't", "does not")}


@cache
def _max_width(pattern: str) -> int | None:
    """The longest match of ``pattern`` (None: unbounded or too long to search in windows); computed on
    first use, not at import (parsing the phrases costs ~10 ms of every crawl's start-up)."""
    width = re._parser.parse(pattern, re.I).getwidth()[1]  # type: ignore[attr-defined]
    return int(width) if width < _WIDTH_LIMIT else None


#: The widest phrase searched in windows (``sre``'s bound of its matches; all phrases are narrower).
_WIDTH_LIMIT = 1000
#: One pattern per phrase: the text matches ``_NO_RESULTS`` iff it matches one of them, and only the
#: phrases whose literals occur in the text need a search.
_NO_RESULTS_CHECKS = tuple(
    (hints, _ALSO.get(pattern, ()), re.compile(pattern, re.I)) for pattern, hints in _NO_RESULTS_PHRASES
)
#: Characters that ``re.I`` matches to a letter of the hints although ``str.lower()`` maps them elsewhere
#: (dotted/dotless i, long s, Greek/Cyrillic letter variants): a text holding one is always searched in full.
_CASE_VARIANTS = re.compile("[\u0130\u0131\u017f\u03d0\u03d1\u03f0\u03f1\u03f5\u1c81\u1c82]")
#: More places of a phrase's literals than this: the text is searched whole.
_MAX_WINDOWS = 32


def says_no_results(text: str) -> bool:
    """``_NO_RESULTS.search(text) is not None``, searching only the phrases whose literals the text holds,
    and only around them (:func:`_found_near`).

    ``str.lower()`` agrees with ``re.I`` on every character of the literals except
    :data:`_CASE_VARIANTS`; a text holding one of those is searched with every phrase, in full.
    """
    low = text.lower()
    every = _CASE_VARIANTS.search(text) is not None
    for hints, also, pattern in _NO_RESULTS_CHECKS:
        if every:
            if pattern.search(text):
                return True
        elif (
            any(hint in low for hint in hints)
            and (not also or any(word in low for word in also))
            and _found_near(pattern, text, low, hints)
        ):
            return True
    return False


def _found_near(pattern: re.Pattern[str], text: str, low: str, hints: tuple[str, ...]) -> bool:
    """``pattern.search(text) is not None``, searched in windows around the places of ``hints`` in ``low``.

    Every match holds a hint and is at most ``width`` (:func:`_max_width`) characters long, so it lies in the window
    ``[place - width, place + len(hint) + width]`` of one of them; a search from ``pos`` sees the
    text before it (``\\b``, lookbehinds), and one cut at ``endpos`` can only invent a match that
    ends there, which is then checked by a search of the whole text. A page's text is tens of
    kilobytes: a phrase whose literal it holds ("nothing", "no result" in a snippet) cost a
    millisecond searched whole, the windows a few microseconds.
    """
    width = _max_width(pattern.pattern)
    if width is None:
        return pattern.search(text) is not None
    places: list[tuple[int, int]] = []
    for hint in hints:
        at = low.find(hint)
        while at >= 0:
            places.append((at, len(hint)))
            if len(places) > _MAX_WINDOWS:
                return pattern.search(text) is not None
            at = low.find(hint, at + 1)
    n = len(text)
    for at, size in sorted(places):
        end = min(n, at + size + width + 1)
        found = pattern.search(text, max(0, at - width), end)
        if found is not None:
            return found.end() < end or end == n or pattern.search(text) is not None
    return False


_MULTIPLIERS = {"billion": 1_000_000_000, "million": 1_000_000, "m": 1_000_000, "thousand": 1_000, "k": 1_000}
MAX_TOTAL = 10**12


def _to_int(s: str) -> int | None:
    digits = re.sub(r"[,.\u00a0\u202f\u2009' ]", "", s)
    if not digits.isdigit():
        return None
    n = int(digits)
    return n if n <= MAX_TOTAL else None


#: Totals and "no results" messages sit near the top (or the bottom) of a page:
#: only this much text from each end is searched.
MAX_TEXT_HEAD = 200_000
MAX_TEXT_TAIL = 50_000


def ends(text: str) -> str:
    """``text`` cut to its first :data:`MAX_TEXT_HEAD` and last :data:`MAX_TEXT_TAIL` characters."""
    if len(text) <= MAX_TEXT_HEAD + MAX_TEXT_TAIL:
        return text
    return text[:MAX_TEXT_HEAD] + " … " + text[-MAX_TEXT_TAIL:]


_LONG_DIGITS = re.compile(r"[\d,.]{20,}")


_FOUND_BEFORE = re.compile(r"\bfound\s*$", re.I)
_MATCHING_AFTER = re.compile(r"\s*(?:\(s\))?\s+(?:matching|that match|match(?:ed)?|containing)\b", re.I)


def _counts_found_pages(text: str, m: re.Match[str]) -> bool:
    """Whether the "N pages" of ``m`` counts found pages, not result pages: "found 136 pages matching the
    search query" (Sphinx's search, a documentation site's records are its pages)."""
    return bool(_FOUND_BEFORE.search(text, max(0, m.start() - 8), m.start()) or _MATCHING_AFTER.match(text, m.end()))


def total_in(text: str) -> int | None:
    """The first total ``text`` reports ("1–20 of 3,412", "Showing 11-20 of 3412", "3,412 results"…)."""
    text = _LONG_DIGITS.sub(" ", text)  # ids and hashes, never totals; they make the patterns quadratic
    for pat in (_RANGE, _SHOWING):
        for m in pat.finditer(text):
            total = _to_int(m.group(m.lastindex or 0))
            first = _to_int(m.group(1))
            if total is None:
                continue
            if pat is _RANGE:
                last = _to_int(m.group(2))
                start = m.start()
                if _PAGE_OF.match(text, max(0, start - 6)) or re.search(
                    r"page\s*$", text[max(0, start - 8) : start], re.I
                ):
                    continue
                if last is None or first is None or first > last or (last > total + 1 and total > 0):
                    continue
            return total
    for m in _OF_N_NOUN.finditer(text):
        total = _to_int(m.group(1))
        if total is not None:
            return total
    for m in _MULT_COUNT.finditer(text):
        try:
            return int(float(m.group(1).replace(",", ".")) * _MULTIPLIERS[m.group(2).lower()])
        except (ValueError, KeyError):
            continue
    for m in _COUNT.finditer(text):
        if _PAGE_BEFORE.search(text, max(0, m.start() - 8), m.start()):
            continue  # "page 1 Title": a page number followed by a field label
        noun = m.group(0).lower()
        if re.search(r"\bpages?\b", noun) and not re.search(r"result", noun) and not _counts_found_pages(text, m):
            continue  # "14 pages" is a page count
        n = _to_int(m.group(1))
        if n is None:
            continue
        return n
    for m in _LABELLED.finditer(text):
        n = _to_int(m.group(1))
        if n is not None:
            return n
    return None


def total_of_text(text: str) -> int | None:
    """The total a whole page's text reports; ``0`` when it only says "no results"."""
    if not text:
        return None
    total = total_in(text)
    if total is not None:
        return total
    if says_no_results(text):
        return 0
    return None


def no_results_in(text: str, total: Callable[[], int | None]) -> bool:
    """``text`` (the main content) says "no results" and reports no positive total."""
    if not text or not says_no_results(text):
        return False
    n = total()
    return not (n and n > 0)


def body_total(root: lxml.html.HtmlElement) -> int | None:
    """The total the whole visible page reports (when its main content reports none)."""
    body = root.find("body")
    return total_of_text(ends(visible_text(body if body is not None else root)))


def reported_total(text_or_html: str | bytes | lxml.html.HtmlElement) -> int | None:
    """The number of results a page says the query has, or ``None`` if it says none.

    Understands "1–20 of 3,412", "Showing 11-20 of 3412 results",
    "3,412 results", "About 1,200 matches", "Results 1 - 10 of about 523",
    "Results: 523", "10,000+ results"; "Page 2 of 14" is a page count
    (``None``); an explicit "no results" message gives ``0``. Ranges are
    preferred over bare counts; the first match in document order wins.
    Takes page HTML (``str``/``bytes``), an already parsed page (lxml root)
    or plain text; anything else gives ``None``.
    """
    if isinstance(text_or_html, lxml.html.HtmlElement):
        root = text_or_html
    elif isinstance(text_or_html, str) and "<" not in text_or_html:
        return total_of_text(ends(normalize_space(text_or_html)))
    elif isinstance(text_or_html, str | bytes) and text_or_html:
        root = as_root(text_or_html)
    else:
        return None
    text = ends(main_text(root))
    total = total_in(text) if text else None
    return total if total is not None else body_total(root)
