"""The words real sites name search with, in some thirty languages: one list for every judge.

A link to a search page (``discover``'s search-entry prior), a form's submit button (the form
classifier's button rule): both read names written by people in their own language, where the
trained models, which learned "search" from English, have no word for them. From real navigation
and form vocabulary, not from a test web. No Scrapy here.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["SEARCH_ENDINGS", "SEARCH_STEMS", "SEARCH_WORDS", "fold", "says_search"]

#: Stems of the words real sites name a search or finder page with (anchors and URLs): English, Spanish,
#: Portuguese, French, German, Italian, Dutch, Russian, Ukrainian, Polish, Czech, Hungarian, Greek, Turkish,
#: Hebrew, Arabic, Persian, Hindi, Chinese (both scripts), Japanese, Korean, Thai, Vietnamese, Indonesian,
#: Swahili, Latvian, Lithuanian, Estonian, Croatian/Serbian/Bosnian (both scripts), Slovak, Slovenian,
#: Romanian, Bulgarian, Macedonian, Albanian, the Scandinavian nouns, Filipino, Bengali, Urdu, Tamil,
#: Georgian, Armenian, Azerbaijani, Kazakh, Welsh and Irish (and :data:`SEARCH_WORDS`). Matched inside
#: words, accents removed, so compounds count too ("Katalogsuche", "jobsearch", "판례검색", "การค้นหา").
#: From navigation vocabulary, not from a test web.
SEARCH_STEMS = (
    "search",
    "find",
    "lookup",
    "advanced",
    "catalog",
    "query",
    "database",
    "busca",
    "buscar",
    "busqueda",
    "pesquisa",
    "consulta",
    "recherch",
    "cherche",
    "trouve",
    "suche",
    "finden",
    "abfrage",
    "katalog",
    "ricerca",
    "cerca",
    "zoek",
    "поиск",
    "пошук",
    "шукат",
    "искать",
    "найти",
    "каталог",
    "szukaj",
    "wyszuk",
    "hledat",
    "vyhledav",
    "kereses",
    "αναζητ",
    "arama",
    "sorgu",  # Turkish sorgu, sorgula, sorgulama: a query, a lookup ("Şirket sorgulama")
    "חיפוש",
    "بحث",
    "استعلام",  # Arabic: an inquiry, the name of most lookup services
    "جستجو",
    "खोज",
    "搜索",
    "检索",
    "查询",
    "查找",
    "搜尋",
    "檢索",
    "查詢",
    "検索",
    "探す",
    "さがす",
    "검색",
    "찾기",
    "조회",  # Korean: a lookup ("법인 조회")
    "ค้นหา",
    "tìm kiếm",
    "tra cứu",
    "pencarian",
    "tafuta",
    "mekle",  # Latvian meklēt, meklēšana
    "paiesk",  # Lithuanian paieška
    "ieskot",  # Lithuanian ieškoti
    "otsing",  # Estonian
    "pretrag",  # Croatian, Serbian, Bosnian pretraga
    "pretraz",  # pretraživanje, pretraži
    "trazilic",  # tražilica
    "претраг",
    "претраж",
    "vyhladav",  # Slovak vyhľadávanie (not "výhľad", an outlook)
    "hladat",
    "iskanj",  # Slovenian iskanje
    "cautare",  # Romanian căutare
    "търс",  # Bulgarian търсене, търси
    "пребар",  # Macedonian пребарување
    "kerkim",  # Albanian kërkim
    "søgning",  # Danish (ø is a letter of its own, not an accented o)
    "søking",  # Norwegian
    "sokning",  # Swedish sökning, accents removed
    "hanap",  # Filipino hanapin, paghahanap
    "অনুসন্ধান",
    "খুঁজ",
    "تلاش",
    "தேட",  # Tamil தேடு, தேடல்
    "ძიებ",  # Georgian ძიება
    "მოძებნ",  # მოძებნა, find
    "որոն",  # Armenian որոնում, որոնել
    "axtar",  # Azerbaijani axtarış
    "іздеу",  # Kazakh (its і, not Russian и: "изделие" is a product)
    "іздест",
    "chwilio",  # Welsh
    "cuardach",  # Irish
)
#: Search words too short to be looked for inside other words (Indonesian "cari", Malay "carian", Swedish
#: "sök", Norwegian "søk", Danish "søg", Finnish "haku", "hae" and "etsi", Turkish "ara", Estonian "otsi",
#: Croatian "traži", Serbian "тражи", Slovenian "išči", Romanian "caută", Albanian "kërko", Icelandic
#: "leit"): whole words only.
SEARCH_WORDS = (
    "cari",
    "carian",
    "sök",
    "søk",
    "søg",
    "haku",
    "hae",
    "etsi",
    "ara",
    "otsi",
    "traži",
    "тражи",
    "išči",
    "caută",
    "kërko",
    "leit",
    "leita",
)
#: Search words that end compounds of their language, matched at a word's end: Finnish "patenttihaku",
#: "tietokantahaku" (not at its start: "hakubutsukan"); Russian "poisk" as URLs write it (``/poisk/``).
SEARCH_ENDINGS = ("haku", "poisk")


def fold(text: str) -> str:
    """Lower case without accents ("Búsqueda" → "busqueda")."""
    if text.isascii():  # NFKD leaves ASCII as it is, and it has no combining marks
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


SEARCH_RE = re.compile(
    "|".join(
        [
            *(re.escape(fold(s)) for s in SEARCH_STEMS),
            *(rf"\b{re.escape(fold(w))}\b" for w in SEARCH_WORDS),
            *(rf"{re.escape(w)}\b" for w in SEARCH_ENDINGS),
        ]
    )
)


def says_search(text: str) -> bool:
    """Whether ``text`` (a name, a label, a button) has a search word of :data:`SEARCH_STEMS`,
    :data:`SEARCH_WORDS` or :data:`SEARCH_ENDINGS`, accents aside."""
    return bool(SEARCH_RE.search(fold(text)))
