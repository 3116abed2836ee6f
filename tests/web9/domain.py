"""Family I's domain file: ``tests/web9/domains/tenders.json`` (keywords and search attributes)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.web9.lang import ATTRS, LANGS, label

TARGET = "tenders"
DOMAINS_DIR = Path(__file__).resolve().parent / "domains"

# what users type, beyond the navigation words the sites use
_EXTRA_KEYWORDS = (
    "public tenders|calls for tender|call for tenders|public procurement|tender notices|contract notices|"
    "procurement notices|awarded contracts|contract award notices|invitation to tender|e-procurement|"
    "government contracts|tender search|bid opportunities|licitaciones públicas|convocatorias de licitación|"
    "compras del estado|contrataciones públicas|adjudicaciones|appalti|gare d'appalto|bandi e gare|esiti di gara|"
    "avvisi di gara|közbeszerzés|közbeszerzési hirdetmények|ajánlattételi felhívás|обществена поръчка|"
    "търгове|обявления за поръчки|јавна набавка|позиви за подношење понуда|javna nabava|natječaji za nabavu|"
    "objave javne nabave|verejné obstarávanie|verejné súťaže|oznámenia o vyhlásení|viešasis pirkimas|"
    "pirkimų skelbimai|iepirkums|iepirkumu paziņojumi|riigihange|hanketeated|udbud|offentlige udbud|"
    "udbudsbekendtgørelser|anbud|anbudskonkurranser|kunngjøringer|perolehan kerajaan|iklan tender|sebut harga|"
    "مناقصه|مناقصات|آگهی مناقصه|مزایده|دরপত্র|দরপত্র বিজ্ঞপ্তি|ই-জিপি|সরকারি ক্রয়"
)

# (name, specificity, extra English/international aliases)
_ATTRIBUTES: tuple[tuple[str, str, float, tuple[str, ...]], ...] = (
    ("keyword", "keyword", 0.3, ("keyword", "keywords", "search text", "free text")),
    ("ref", "reference number", 0.85, ("reference", "tender number", "notice number", "procedure id", "CIG")),
    ("authority", "contracting authority", 0.7, ("buyer", "contracting entity", "purchaser", "procuring entity")),
    ("cpv", "CPV code", 0.95, ("CPV", "Common Procurement Vocabulary", "classification", "BVPŽ", "UNSPSC")),
    ("procedure", "procedure type", 0.75, ("procedure", "type of procedure", "award procedure", "open procedure")),
    ("pubdate", "publication date", 0.5, ("published", "date published", "dispatch date")),
    ("deadline", "submission deadline", 0.8, ("deadline", "closing date", "time limit for receipt of tenders")),
    ("value", "estimated value", 0.6, ("value", "contract value", "amount", "budget")),
    ("region", "place of performance", 0.4, ("region", "location", "NUTS code", "place of delivery")),
    ("status", "status", 0.45, ("status", "notice status", "state of the procedure")),
)


def domain() -> dict[str, Any]:
    """The domain definition as a JSON-able dict."""
    keywords: list[str] = []
    for lang in LANGS.values():
        keywords += [lang.procurement, lang.procurement2, lang.contracts]
    keywords += _EXTRA_KEYWORDS.split("|")
    attributes = []
    for attr, name, spec, extra in _ATTRIBUTES:
        aliases = [name, *extra] + [label(lang, attr) for lang in LANGS.values()]
        attributes.append({"name": name, "aliases": _unique(aliases), "specificity": spec})
    assert [a for a, *_ in _ATTRIBUTES] == list(ATTRS)
    return {"name": TARGET, "threshold": 0.9, "keywords": _unique(keywords), "attributes": attributes}


def _unique(items: list[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for item in items:
        if item.casefold() not in seen:
            seen.add(item.casefold())
            out.append(item)
    return out


def write_domains() -> Path:
    """Write ``domains/tenders.json`` (UTF-8, one-space indent like the other families) and return its path."""
    DOMAINS_DIR.mkdir(parents=True, exist_ok=True)
    path = DOMAINS_DIR / f"{TARGET}.json"
    text = json.dumps(domain(), ensure_ascii=False, indent=1) + "\n"
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
    return path
