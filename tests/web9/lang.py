"""The sixteen languages of family I: procurement vocabulary, form labels, places and charsets.

Each language is written as ``key = value`` lines (lists separated by ``|``) and parsed into a
:class:`Lang`. Everything a page says comes from here, so a language's sites speak only it.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from tests.web9 import vocab_a, vocab_b

# the keys every language defines (the parser checks)
KEYS = (
    "name dir charsets tlds hostwords brand1 brand2 "
    "home about news contact procurement procurement2 suppliers business opendata transparency documents "
    "useful guide archive org profile sitemap print seeall last next prev login register newsletter complaints "
    "search related platforms privacy accessibility quick go calendar dirname cats "
    "f_keyword f_ref f_authority f_cpv f_procedure p_open p_restricted p_negotiated f_pubdate f_deadline "
    "f_value f_region f_status s_open s_closed s_awarded f_year f_from f_to f_sort f_pagesize f_submit f_all "
    "names subjects authorities cities regions obligations contracts lorem"
).split()
LIST_KEYS = {"charsets", "tlds", "hostwords", "brand1", "brand2", "cats", "names", "subjects", "authorities"}
LIST_KEYS |= {"cities", "regions", "obligations"}

_RAW: dict[str, str] = {**vocab_a.RAW, **vocab_b.RAW}

# the off-topic categories' and the neighbours' words (their pages are mostly in English)
OFF_WORDS = {
    "football": "match league goal coach stadium season transfer derby cup striker",
    "recipes": "soup cake bread sauce salad roast pasta dessert spices oven",
    "travel": "beach hotel island museum hiking cruise city-break old-town mountain lake",
    "music": "album concert guitar festival tour vinyl band chorus lyrics drummer",
    "cars": "engine sedan hybrid tyres gearbox coupe roadtest dealer mileage electric",
    "garden": "roses compost seeds tomatoes pruning hedge lawn greenhouse bulbs orchard",
    "games": "console level quest arcade puzzle multiplayer review patch controller boss",
    "fashion": "dress sneakers jacket collection runway denim scarf boots tailoring spring",
    "weather": "forecast rain frost storm sunshine humidity wind front radar heatwave",
    "pets": "puppy kitten aquarium grooming vet parrot leash adoption hamster training",
    "company_register": "company register extract shareholders incorporation annual-accounts",
    "job_board": "vacancy job career salary interview applicant employer",
    "grant_search": "grant funding call programme beneficiary co-financing",
    "auction": "auction property apartment plot bailiff starting-price",
    "chamber": "chamber member exporter trade-fair certificate-of-origin",
    "consultancy": "tender-writing bid consultancy compliance advisory workshop",
}


@dataclass(frozen=True)
class Lang:
    """One language: its code and every word the web's pages use in it."""

    code: str
    words: dict[str, str]
    lists: dict[str, tuple[str, ...]]

    def __getattr__(self, key: str) -> str:
        try:
            return self.words[key]
        except KeyError:
            raise AttributeError(key) from None

    def __getitem__(self, key: str) -> tuple[str, ...]:
        return self.lists[key]


def _parse(code: str, raw: str) -> Lang:
    words: dict[str, str] = {}
    lists: dict[str, tuple[str, ...]] = {}
    for line in raw.strip().splitlines():
        key, _, value = line.partition(" = ")
        key, value = key.strip(), value.strip()
        if key in LIST_KEYS:
            lists[key] = tuple(v.strip() for v in value.split("|"))
        else:
            words[key] = value
    missing = [k for k in KEYS if k not in words and k not in lists]
    if missing:
        raise ValueError(f"language {code}: missing {missing}")
    return Lang(code, words, lists)


LANGS: dict[str, Lang] = {code: _parse(code, raw) for code, raw in _RAW.items()}
CODES: tuple[str, ...] = tuple(LANGS)

# the ten search attributes, in the order of ``names`` (the field names in the language's own words)
ATTRS = ("keyword", "ref", "authority", "cpv", "procedure", "pubdate", "deadline", "value", "region", "status")
LABEL_KEYS = dict(zip(ATTRS, ("f_keyword", "f_ref", "f_authority", "f_cpv", "f_procedure", "f_pubdate")))
LABEL_KEYS |= {"deadline": "f_deadline", "value": "f_value", "region": "f_region", "status": "f_status"}

CPV = (
    ("03000000", "Agricultural products"),
    ("09000000", "Petroleum products and fuels"),
    ("30200000", "Computer equipment"),
    ("33600000", "Pharmaceutical products"),
    ("45000000", "Construction work"),
    ("45233000", "Road works"),
    ("50000000", "Repair and maintenance services"),
    ("72000000", "IT services"),
    ("79000000", "Business services"),
    ("90910000", "Cleaning services"),
)


def label(lang: Lang, attr: str) -> str:
    """The label of search attribute ``attr`` in ``lang``."""
    return lang.words[LABEL_KEYS[attr]]


def field_name(lang: Lang, attr: str) -> str:
    """The field name of ``attr`` in the language's own words (ASCII)."""
    return lang["names"][ATTRS.index(attr)]


def slug(text: str, fallback: str = "") -> str:
    """An ASCII URL segment of ``text`` (accents stripped), or ``fallback`` for non-Latin scripts."""
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    out = "".join(c if c.isalnum() else "-" for c in folded).strip("-")
    while "--" in out:
        out = out.replace("--", "-")
    return out if len(out) >= max(3, len(text) // 2) else fallback
