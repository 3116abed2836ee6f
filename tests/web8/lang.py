"""Family H's languages: their charsets, host words and the words of every page, one table per language.

Each table is ``key=variant;variant`` lines; a site picks one variant per key (:func:`word`), and the domain
file collects all of them (:mod:`tests.web8.build`).
"""

from __future__ import annotations

import random
import re
import unicodedata
from dataclasses import dataclass

from tests.web8.words1 import EN, PL, PT, RU, SV, TR, ZH
from tests.web8.words2 import EL, FI, HE, RO, TH, UK

KEYS = (
    "home about news contact services eservices registers databases tools links sitemap publications guide quick "
    "privacy search more next prev page continue cookies lang patents trademarks utility designs psearch tmsearch "
    "pdb plist gazette efiling fees stats attorneys tto office infocentre ip a_keyword a_pubno a_appno a_applicant "
    "a_inventor a_title a_class a_filed a_published a_status from to sort perpage go reset granted pending lapsed "
    "results newsearch any name email password login signup subscribe message send city specialty course job company "
    "standard author journal watch calc year record description welcome start kind filter print calendar jobs "
    "courses announce"
).split()


@dataclass(frozen=True)
class Lang:
    code: str  # our key
    html: str  # the lang attribute
    prefix: str  # URL prefix of its language version (/pt-br/…)
    charsets: tuple[str, ...]  # the site picks one; UTF-8 always among them
    tlds: tuple[str, ...]
    hostwords: tuple[str, ...]
    rtl: bool = False
    latin: bool = True  # URL slugs from its own words (transliterated), else English slugs


LANGS: dict[str, Lang] = {
    lang.code: lang
    for lang in (
        Lang(
            "pt",
            "pt-BR",
            "pt-br",
            ("ISO-8859-1", "UTF-8"),
            ("com.br", "gov.br", "org.br"),
            ("patentes", "marcas", "inova", "propriedade", "invento", "registro", "industrial", "tecnologia"),
        ),
        Lang(
            "ru",
            "ru",
            "ru",
            ("windows-1251", "KOI8-R", "UTF-8"),
            ("ru", "gov.ru", "org.ru"),
            ("patent", "izobretenie", "fips", "znak", "intellekt", "innovatsii", "reestr", "tovznak"),
        ),
        Lang(
            "pl",
            "pl",
            "pl",
            ("ISO-8859-2", "UTF-8"),
            ("pl", "gov.pl", "com.pl"),
            ("patent", "wynalazki", "znaki", "innowacje", "rzecznik", "wlasnosc", "uprp", "wzory"),
        ),
        Lang(
            "tr",
            "tr",
            "tr",
            ("windows-1254", "UTF-8"),
            ("com.tr", "gov.tr", "org.tr"),
            ("patent", "marka", "bulus", "tescil", "sinai", "inovasyon", "vekil", "fikri"),
        ),
        Lang(
            "zh",
            "zh-CN",
            "zh",
            ("GB2312", "GBK", "UTF-8"),
            ("cn", "com.cn", "gov.cn"),
            ("zhuanli", "shangbiao", "zscq", "chuangxin", "jishu", "ipr", "faming", "zhishi"),
            latin=False,
        ),
        Lang(
            "sv",
            "sv",
            "sv",
            ("ISO-8859-1", "UTF-8"),
            ("se",),
            ("patent", "varumarke", "uppfinning", "innovation", "ombud", "monster", "prv", "ip"),
        ),
        Lang(
            "fi",
            "fi",
            "fi",
            ("ISO-8859-15", "UTF-8"),
            ("fi",),
            ("patentti", "tavaramerkki", "keksinto", "innovaatio", "prh", "teollisoikeus", "malli", "ip"),
        ),
        Lang(
            "el",
            "el",
            "el",
            ("ISO-8859-7", "UTF-8"),
            ("gr", "gov.gr", "com.gr"),
            ("obi", "diplomata", "simata", "kainotomia", "eurestexnia", "ipr", "texnologia", "patent"),
        ),
        Lang(
            "he",
            "he",
            "he",
            ("windows-1255", "UTF-8"),
            ("co.il", "gov.il", "org.il"),
            ("patent", "hamtzaa", "kinyan", "yozma", "simanim", "ip", "mitzvah", "rashut"),
            rtl=True,
            latin=False,
        ),
        Lang(
            "th",
            "th",
            "th",
            ("TIS-620", "UTF-8"),
            ("co.th", "go.th", "or.th"),
            ("sitthibat", "ipthai", "patent", "nawatkam", "trademark", "prayod", "khrueangmai", "sapsin"),
            latin=False,
        ),
        Lang(
            "ro",
            "ro",
            "ro",
            ("ISO-8859-16", "UTF-8"),
            ("ro", "gov.ro", "org.ro"),
            ("brevete", "marci", "inventii", "inovare", "proprietate", "osim", "tehnologic", "desene"),
        ),
        Lang(
            "uk",
            "uk",
            "uk",
            ("KOI8-U", "windows-1251", "UTF-8"),
            ("ua", "gov.ua", "com.ua"),
            ("patent", "vynahid", "ukrpatent", "marky", "innovatsii", "vlasnist", "reiestr", "znaky"),
        ),
        Lang(
            "en",
            "en",
            "en",
            ("UTF-8",),
            ("com", "org", "int", "net", "co.uk"),
            ("patent", "ip", "invent", "trademark", "register", "innovation", "tech", "design"),
        ),
    )
}

#: Every language but English: the languages a site's main version can be in (English is also one).
MAIN_LANGS = [code for code in LANGS if code != "en"]


def _parse(table: str) -> dict[str, tuple[str, ...]]:
    out: dict[str, tuple[str, ...]] = {}
    for line in table.strip().splitlines():
        key, _, value = line.partition("=")
        out[key.strip()] = tuple(v.strip() for v in value.split(";") if v.strip())
    missing = set(KEYS) - set(out)
    extra = set(out) - set(KEYS)
    if missing or extra:
        raise ValueError(f"word table: missing {sorted(missing)}, unknown {sorted(extra)}")
    return out


WORDS: dict[str, dict[str, tuple[str, ...]]] = {
    code: _parse(table)
    for code, table in (
        ("en", EN), ("pt", PT), ("ru", RU), ("pl", PL), ("tr", TR), ("zh", ZH), ("sv", SV),
        ("fi", FI), ("el", EL), ("he", HE), ("th", TH), ("ro", RO), ("uk", UK),
    )
}  # fmt: skip


def word(lang: str, key: str, pick: int = 0) -> str:
    """Variant ``pick`` (modulo the number of variants) of ``key`` in ``lang``."""
    variants = WORDS[lang][key]
    return variants[pick % len(variants)]


def variants(lang: str, key: str) -> tuple[str, ...]:
    return WORDS[lang][key]


_TRANSLIT = dict(
    zip(
        "абвгдеёжзийклмнопрстуфхцчшщъыьэюяієїґαβγδεζηθικλμνξοπρστυφχψωάέήίόύώςıłøæßđ",
        "a b v g d e e zh z i i k l m n o p r s t u f kh ts ch sh shch _ y _ e yu ya i ye yi g "
        "a v g d e z i th i k l m n x o p r s t y f ch ps o a e i i o y o s i l o ae ss d".split(),
        strict=True,
    )
)


def slug(text: str, lang: str = "en") -> str:
    """A URL path segment of ``text``: transliterated (Cyrillic, Greek), accents dropped, dashes."""
    out = []
    for ch in text.lower():
        t = _TRANSLIT.get(ch)
        out.append("" if t == "_" else t if t is not None else ch)
    ascii_text = unicodedata.normalize("NFKD", "".join(out)).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")[:40] or "page"


def slug_of(lang: str, key: str, pick: int = 0) -> str:
    """The URL segment of page ``key`` on a site in ``lang`` (English words for non-Latin scripts but Cyrillic/Greek)."""
    source = lang if (LANGS[lang].latin or lang in ("ru", "uk", "el")) else "en"
    return slug(word(source, key, pick), source)


def encode(text: str, charset: str) -> bytes:
    """``text`` in ``charset``; characters outside it as numeric character references."""
    return text.encode(charset, "xmlcharrefreplace")


def pick_charset(rng: random.Random, lang: str, prefer_legacy: bool = False) -> str:
    charsets = LANGS[lang].charsets
    if prefer_legacy:
        return charsets[0]
    return rng.choice(charsets + ("UTF-8",))
