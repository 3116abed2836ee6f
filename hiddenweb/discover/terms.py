"""The terms of a link in ACHE's three feature spaces (Barbosa & Freire 2007, §3.3).

A link is seen through the words of its anchor, the words of its URL and the
words around it. Terms are lower-cased, stop words removed and stemmed with
the Snowball English stemmer (Porter2, through PyStemmer), so that "books" and
"book", "searching" and "search" count as one feature.

Every learned model keeps the name of the stemmer its terms were made with
(:data:`STEMMER`): stems of another stemmer would match silently wrong, so a
model or a crawl state made with another one is refused with a clear error.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any
from urllib.parse import unquote, urlsplit

import Stemmer

from hiddenweb.text import STOP_WORDS
from hiddenweb.text.tokens import cjk_bigrams, words

SPACES = ("anchor", "url", "around")
#: The stemmer every term is made with; saved with every model that holds terms.
STEMMER = "snowball-english"

_STEM = Stemmer.Stemmer("english", 100_000)
_URL_NOISE = frozenset(
    {"http", "https", "www", "com", "org", "net", "html", "htm", "php", "asp", "aspx", "jsp", "cgi", "index", "default"}
)


class StemmerMismatch(ValueError):
    """A model or crawl state holds terms of another stemmer than :data:`STEMMER`."""


def check_stemmer(found: object, what: str) -> None:
    """Refuse ``what`` (a model, a crawl state) whose terms were stemmed by another stemmer.

    ``found`` is the stemmer name the model recorded (None for models written
    before the name was recorded, whose terms came from hiddenweb's own stemmer).
    """
    if found != STEMMER:
        made_with = f"the {found!r} stemmer" if found else "hiddenweb's old built-in stemmer"
        raise StemmerMismatch(
            f"{what} holds terms made with {made_with}, this version stems with {STEMMER!r}: "
            "its terms would not match; learn it again with this version"
        )


@dataclass
class LinkContext:
    """One out-link of a page as the link classifier sees it."""

    url: str
    anchor: str = ""
    around: str = ""

    def to_dict(self) -> dict[str, Any]:
        """The link as JSON."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> LinkContext:
        """The link from :meth:`to_dict`'s JSON."""
        return cls(url=data.get("url", ""), anchor=data.get("anchor", ""), around=data.get("around", ""))


def stem(word: str) -> str:
    """The Snowball English stem of ``word`` (lower-cased): "libraries" → "librari"."""
    return str(_STEM.stemWord(word.lower()))


def text_terms(text: str) -> list[str]:
    """Stemmed terms of running text, stop words and 1-letter words removed; Chinese, Japanese and
    Korean text as its character bigrams (:func:`~hiddenweb.text.tokens.cjk_bigrams`)."""
    kept = [w for w in cjk_bigrams(words(text)) if len(w) > 1 and w not in STOP_WORDS]
    return list(_STEM.stemWords(kept))


def url_terms(url: str) -> list[str]:
    """Stemmed alphabetic terms of a URL's host (minus www/TLD), path and query."""
    parts = urlsplit(url)
    host = (parts.hostname or "").split(".")
    parts_words = cjk_bigrams(words(" ".join([*host[:-1], unquote(parts.path), unquote(parts.query)])))
    return list(_STEM.stemWords([w for w in parts_words if len(w) > 1 and w not in _URL_NOISE and w not in STOP_WORDS]))


def link_terms(link: LinkContext) -> dict[str, list[str]]:
    """The link's terms in each feature space (computed once per link: the frontier keeps them)."""
    return {"anchor": text_terms(link.anchor), "url": url_terms(link.url), "around": text_terms(link.around)}
