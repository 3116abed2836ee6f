"""The domain file of family M's topic (``domains/planning-applications.json``), written from :mod:`lang`."""

from __future__ import annotations

import json
from pathlib import Path

from tests.web13.lang import CODES, WORDS

DOMAINS_DIR = Path(__file__).parent / "domains"
TARGET = "planning-applications"

# (attribute, specificity, the vocabulary keys of its labels, more aliases)
ATTRIBUTES = (
    ("application reference", 0.8, ["f_ref"], ["Reference", "Case number", "Planning reference", "Case reference"]),
    ("site address", 0.4, ["f_addr", "street", "f_postcode"], ["Address", "Location", "Property address"]),
    ("applicant", 0.6, ["f_applicant"], ["Applicant", "Agent", "Owner", "Developer"]),
    ("ward or district", 0.6, ["f_ward"], ["Ward", "Parish", "Area", "Neighbourhood"]),
    ("application type", 0.7, ["f_type"], ["Case type", "Application type", "Work class", "Record type"]),
    ("decision", 0.7, ["f_decision"], ["Decision", "Outcome", "Status"]),
    ("date received", 0.6, ["f_recv_from", "f_recv_to"], ["Received", "Validated", "Date received", "Applied"]),
    ("date decided", 0.7, ["f_dec_from", "f_dec_to"], ["Decided", "Decision date", "Issued"]),
    ("proposal", 0.5, ["f_keyword"], ["Proposal", "Description", "Development description", "Keyword"]),
)
KEYWORD_KEYS = (
    "planning_apps",
    "search_apps",
    "view_comment",
    "register",
    "search_register",
    "weekly",
    "appeals",
    "building_control",
    "policy",
    "dev_mgmt",
    "planning_online",
    "current",
    "building_dept",
    "preapp",
    "portal_title",
)
EXTRA_KEYWORDS = (
    "planning permission",
    "building permit",
    "development consent",
    "zoning",
    "land use",
    "Public Access",
    "Citizen Access",
    "Bauantrag",
    "omgevingsvergunning",
    "bygglov",
    "byggetilladelse",
    "permis de construire",
    "licencia de obra",
    "pozwolenie na budowę",
)


def domain() -> dict:
    attributes = []
    for name, spec, keys, more in ATTRIBUTES:
        aliases = [name] + [word for key in keys for word in WORDS[key]] + more
        attributes.append({"name": name, "aliases": list(dict.fromkeys(aliases)), "specificity": spec})
    keywords = [word for key in KEYWORD_KEYS for word in WORDS[key]] + list(EXTRA_KEYWORDS)
    return {"name": TARGET, "threshold": 0.9, "keywords": list(dict.fromkeys(keywords)), "attributes": attributes}


def write_domains() -> Path:
    """Write the domain file of :data:`TARGET`; its path."""
    DOMAINS_DIR.mkdir(exist_ok=True)
    path = DOMAINS_DIR / f"{TARGET}.json"
    path.write_text(json.dumps(domain(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


assert len(CODES) == 11
