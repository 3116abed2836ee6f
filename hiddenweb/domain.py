"""Domain definitions: what a crawl is looking for (Álvarez §III.1.2, Fig. 27).

A domain lists the *attributes* of its entities (each with aliases, a
specificity index e_i in [0, 1] and optionally example values), the relevance
threshold μ and optional example queries. It drives

* field↔attribute matching of forms and record columns (§III.4.2): SoftTFIDF
  between attribute aliases and the texts of a field, ``sim1 = max`` over
  alias×text pairs (a label holding all of an alias's words counts
  :data:`CONTAINED`), and for bounded fields ``sim2 = mean`` over domain values of
  the best matching option, or the other way round, the mean over its
  options of the best matching domain value (a checkbox "Talk" is a value of
  the attribute NAMESPACE; a group of "Black", "White", "Red" boxes is a COLOR
  though the domain lists more colours); greedy assignment that leaves no matchable field
  unassigned;
* form relevance (§III.4.3): ``Σ C_i · e_i > μ``.

An attribute whose name or alias is a common one (title, author, date, price,
make, model, year, location, category, keywords) also matches that attribute's
words in other languages, shipped as ``hiddenweb/data/aliases.json`` ("titre",
"Mærke", "цена"): a domain written in English then matches a Danish or Russian
form (``"multilingual": false`` in the domain file turns this off).

File format (JSON; YAML when PyYAML is installed)::

    {"name": "books", "keywords": ["book", "novel"], "threshold": 0.9,
     "attributes": [{"name": "title", "aliases": ["title", "book title"],
                     "specificity": 0.6, "values": ["java"]},
                    {"name": "isbn", "aliases": ["isbn"], "specificity": 0.95}],
     "examples": [{"title": "thinking in java", "author": "bruce eckel"}]}
"""

from __future__ import annotations

import json
import logging
import os
import re
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any, TypeVar

from hiddenweb.textsim import SoftTfIdf, label_tokens

logger = logging.getLogger(__name__)

__all__ = ["Attribute", "AttributeMatch", "Domain", "DomainError", "load_domain"]

K = TypeVar("K", bound=Hashable)

VALUE_TYPES = ("text", "number", "date", "currency", "url", "email")
#: Similarity of a label that holds every word of an alias (and few others), see :func:`_label_similarity`.
CONTAINED = 0.85
#: Words a label may have beyond the alias's and still count as holding it.
CONTAINED_EXTRA = 2
#: Fields from which a form is judged by the threshold μ itself; a smaller form by μ × fields / SMALL_FORM.
SMALL_FORM = 3


#: Package data: common attributes' aliases by language.
ALIASES_RESOURCE = "aliases.json"


@cache
def _shipped_aliases() -> dict[str, Any]:
    """The shipped aliases file (:data:`ALIASES_RESOURCE`), read once."""
    data: dict[str, Any] = json.loads(
        (resources.files("hiddenweb") / "data" / ALIASES_RESOURCE).read_text(encoding="utf-8")
    )
    return data


@cache
def multilingual_aliases() -> dict[str, tuple[str, ...]]:
    """English word of a common attribute → its aliases in every language of the shipped data.

    Each English word of a concept ("make", "brand", "manufacturer") maps to all of the concept's
    words, so an attribute named or aliased by any of them gains the others.
    """
    out: dict[str, tuple[str, ...]] = {}
    for langs in _shipped_aliases()["concepts"].values():
        words = tuple(dict.fromkeys(w for ws in langs.values() for w in ws))
        for en in langs.get("en", []):
            out[en] = words
    return out


@cache
def generic_words() -> frozenset[str]:
    """English words of the concepts every kind of search form has (keywords, date, price, place,
    category): an attribute named by one of them says nothing of the form's domain on its own."""
    data = _shipped_aliases()
    return frozenset(w for c in data["generic"] for w in data["concepts"][c].get("en", []))


class DomainError(ValueError):
    """A domain definition is malformed; the message names the bad key."""


@dataclass
class Attribute:
    """One attribute of the domain's entities (e.g. TITLE, AUTHOR, ISBN)."""

    name: str
    aliases: list[str] = field(default_factory=list)
    specificity: float = 0.5
    values: list[str] = field(default_factory=list)
    #: Expected value type of record columns (``text``, ``number``, ``date``,
    #: ``currency``, ``url``, ``email``), or None for any.
    type: str | None = None

    @property
    def texts(self) -> list[str]:
        """The name and all aliases: the texts a label is compared with."""
        seen, out = set(), []
        for t in [self.name, *self.aliases]:
            if t not in seen:
                seen.add(t)
                out.append(t)
        return out


@dataclass
class AttributeMatch:
    """A field matched to an attribute with confidence C in [0, 1]."""

    attribute: str
    confidence: float


@dataclass
class Domain:
    """A domain definition (§III.1.2): attributes, keywords, threshold μ."""

    name: str
    attributes: list[Attribute] = field(default_factory=list)
    keywords: list[str] = field(default_factory=list)
    #: Relevance threshold μ of §III.4.3 (thesis: 0.9).
    threshold: float = 0.9
    #: Minimum field↔attribute similarity to keep a pair (§III.4.2 step 1).
    match_threshold: float = 0.75
    #: Example queries: lists of attribute → value (the thesis' set C).
    examples: list[dict[str, str]] = field(default_factory=list)
    #: Whether common attributes also match their shipped aliases in other languages.
    multilingual: bool = True

    def attribute(self, name: str) -> Attribute | None:
        for a in self.attributes:
            if a.name == name:
                return a
        return None

    def values_of(self, name: str) -> list[str]:
        """Known values of an attribute: its own plus those in the examples."""
        a = self.attribute(name)
        out = list(a.values) if a else []
        for ex in self.examples:
            v = ex.get(name)
            if v and v not in out:
                out.append(v)
        return out

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def alias_texts(self, attribute: Attribute) -> list[str]:
        """The texts a label is compared with: the attribute's name and aliases, and with
        :attr:`multilingual` the shipped aliases of the common attribute any of them names."""
        texts = attribute.texts
        if not self.multilingual:
            return texts
        shipped = multilingual_aliases()
        extra = [w for t in texts for w in shipped.get(t.lower(), ())]
        return list(dict.fromkeys([*texts, *extra]))

    # -- matching (§III.4.2) ------------------------------------------------

    def matcher(self, extra: Iterable[str] = ()) -> SoftTfIdf:
        """A SoftTFIDF whose IDF statistics come from the aliases, values and
        the page texts being matched (``extra``)."""
        sim = SoftTfIdf()
        for a in self.attributes:
            for t in self.alias_texts(a):
                sim.add(t)
            for v in self.values_of(a.name):
                sim.add(v)
        for t in extra:
            sim.add(t)
        return sim

    def similarity(
        self,
        attribute: Attribute | str,
        texts: Sequence[str],
        values: Sequence[str] | None = None,
        matcher: SoftTfIdf | None = None,
    ) -> float:
        """Similarity of a field to an attribute: ``max(sim1, sim2)`` (Eq. III.4-1/2).

        ``texts`` are the field's labels; ``values`` its possible values when the
        field is bounded (select options, or a record column's values).
        """
        attr = self.attribute(attribute) if isinstance(attribute, str) else attribute
        if attr is None:
            raise KeyError(f"unknown attribute {attribute!r} in domain {self.name!r}")
        sim = matcher or self.matcher([*texts, *(values or ())])
        sim1 = max(
            (_label_similarity(sim, alias, text) for alias in self.alias_texts(attr) for text in texts if text),
            default=0.0,
        )
        sim2 = 0.0
        known = self.values_of(attr.name)
        if values and known:
            cand = [label_tokens(v) for v in values if v]
            if cand:
                kv_tokens = [label_tokens(kv) for kv in known]
                sim2 = sum(max(sim.similarity(kv, c) for c in cand) for kv in kv_tokens) / len(known)
                # A checkbox, a yes/no choice or a short group ("Black", "White", "Red" of a colour
                # filter): its values are the attribute's values, though the domain lists more.
                few = sum(max(sim.similarity(kv, c) for kv in kv_tokens) for c in cand) / len(cand)
                sim2 = max(sim2, few)
        return max(sim1, sim2)

    def match(
        self,
        fields: Mapping[K, Sequence[str] | tuple[Sequence[str], Sequence[str] | None]],
    ) -> dict[K, AttributeMatch]:
        """Assign fields to attributes (§III.4.2).

        ``fields`` maps a field key to its texts, or to ``(texts, values)``.
        Pairs below :attr:`match_threshold` are dropped; each attribute gets the
        field it matches best, but when a field's only good attribute is taken
        by a field that has another, the assignment is rearranged so that no
        matchable field is left out (maximum matching, greedy by similarity).
        """
        norm: dict[K, tuple[list[str], list[str] | None]] = {}
        for key, spec in fields.items():
            if isinstance(spec, tuple) and len(spec) == 2 and not isinstance(spec[0], str):
                texts, values = list(spec[0]), (list(spec[1]) if spec[1] else None)
            else:
                texts, values = list(spec), None  # type: ignore[arg-type]
            norm[key] = (texts, values)
        extra = [t for texts, values in norm.values() for t in [*texts, *(values or ())]]
        sim = self.matcher(extra)
        scores: dict[K, dict[str, float]] = {}
        for key, (texts, values) in norm.items():
            row = {}
            for a in self.attributes:
                s = self.similarity(a, texts, values, matcher=sim)
                if s >= self.match_threshold:
                    row[a.name] = s
            if row:
                scores[key] = row
        return _assign(scores)

    def relevance(self, matches: Iterable[AttributeMatch]) -> float:
        """Σ C_i · e_i over matched attributes (Eq. III.4-3)."""
        total = 0.0
        for m in matches:
            a = self.attribute(m.attribute)
            if a is not None:
                total += m.confidence * a.specificity
        return total

    def is_generic(self, attribute: Attribute | str) -> bool:
        """Whether an attribute is one every kind of search form has (a keyword box, a date, a price,
        a place, a category: :func:`generic_words`), by its name or one of its aliases."""
        attr = self.attribute(attribute) if isinstance(attribute, str) else attribute
        return attr is not None and any(t.lower() in generic_words() for t in attr.texts)

    def is_relevant(self, matches: Iterable[AttributeMatch], fields: int | None = None) -> bool:
        """True when the form's matched attributes pass the threshold μ (§III.4.3) and one of them is
        not generic (:meth:`is_generic`): keyword, date, price, place and category fields fit a
        search form of any domain, so their sum alone would make an event search relevant to jobs.
        A domain made of generic attributes only is judged by the sum alone.

        ``fields``: how many fields the form offered the matching. A form of fewer than
        :data:`SMALL_FORM` fields cannot sum to μ however specific they are (Flask-Admin's filter
        form: SECTION alone, 0.8), so μ is scaled by ``fields / SMALL_FORM`` for it."""
        matches = list(matches)
        threshold = self.threshold
        if fields is not None and 0 < fields < SMALL_FORM:
            threshold *= fields / SMALL_FORM
        if self.relevance(matches) <= threshold:
            return False
        if all(self.is_generic(a) for a in self.attributes):
            return True
        return any(m.confidence > 0 and not self.is_generic(m.attribute) for m in matches)


def _label_similarity(sim: SoftTfIdf, alias: str, text: str) -> float:
    """SoftTFIDF of an alias and a label, or :data:`CONTAINED` when the label holds every word of
    the alias (the very word, or its plural) and at most :data:`CONTAINED_EXTRA` more ("Ancestor's
    First Name" is a FIRST NAME): SoftTFIDF alone dilutes the alias in the label's other words.
    Words must be equal here, not merely close: "publicado" holds no "publication". Japanese and Chinese
    write no spaces, so a CJK alias is held as a substring ("鉄道会社", railway company, holds "鉄道")."""
    score = sim.similarity(alias, text)
    if score >= CONTAINED:
        return score
    if _CJK.search(alias) and _holds_cjk(alias, text):
        return CONTAINED
    a, t = label_tokens(alias), label_tokens(text)
    holds = all(any(w == v or w + "s" == v or v + "s" == w for v in t) for w in a)
    if a and len(t) <= len(a) + CONTAINED_EXTRA and holds:
        return CONTAINED
    return score


#: Han ideographs and Japanese kana: scripts written without spaces between words.
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
#: Characters a CJK label may have beyond the alias's (two or three words of two characters).
CJK_EXTRA = 6
_CJK_KEEP = re.compile(r"\w", re.UNICODE)


def _holds_cjk(alias: str, text: str) -> bool:
    """Whether a label holds a CJK alias as a substring and is not much longer than it (punctuation
    and spaces not counted): :func:`label_tokens` sees "鉄道会社" as one word, never "鉄道"."""
    a = "".join(_CJK_KEEP.findall(alias.lower()))
    t = "".join(_CJK_KEEP.findall(text.lower()))
    return bool(a) and a in t and len(t) <= len(a) + CJK_EXTRA


def _assign(scores: Mapping[K, Mapping[str, float]]) -> dict[K, AttributeMatch]:
    """Greedy by similarity (on a tie, the field first in ``scores``' order), then augmenting paths so
    every field with a candidate gets an attribute when a one-to-one assignment allows it."""
    # Ties go to the field that comes first (``scores`` is in the form's order): "Children" before the
    # "Child 1" age boxes after it, "Number of children" before a "Children club" amenity further down.
    order = {k: i for i, k in enumerate(scores)}
    pairs = sorted(
        ((s, order[k], k, a) for k, row in scores.items() for a, s in row.items()),
        key=lambda p: (-p[0], p[1], p[3]),
    )
    field_of: dict[str, K] = {}
    attr_of: dict[K, str] = {}
    for _, _, k, a in pairs:
        if k not in attr_of and a not in field_of:
            attr_of[k], field_of[a] = a, k

    def augment(k: K, visited: set[str]) -> bool:
        for a in sorted(scores[k], key=lambda x: -scores[k][x]):
            if a in visited:
                continue
            visited.add(a)
            holder = field_of.get(a)
            if holder is None or augment(holder, visited):
                attr_of[k], field_of[a] = a, k
                return True
        return False

    for k in scores:
        if k not in attr_of:
            augment(k, set())
    return {k: AttributeMatch(a, scores[k][a]) for k, a in attr_of.items()}


# -- loading ----------------------------------------------------------------

_DOMAIN_KEYS = {"name", "keywords", "threshold", "match_threshold", "attributes", "examples", "queries", "multilingual"}
_ATTR_KEYS = {"name", "aliases", "specificity", "values", "type"}


def load_domain(source: str | os.PathLike[str] | Mapping[str, Any] | Domain) -> Domain:
    """Load and validate a domain definition from a JSON/YAML file or a dict.

    Raises :class:`DomainError` naming the offending key (e.g.
    ``attributes[2].specificity``) on any malformed or unknown entry.
    """
    if isinstance(source, Domain):
        return source
    if isinstance(source, Mapping):
        return _parse(source, "<dict>")
    path = Path(source)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise DomainError(f"cannot read domain file {str(path)!r}: {e}") from e
    except UnicodeDecodeError as e:
        raise DomainError(f"domain file {str(path)!r} is not UTF-8: {e}") from e
    data = _parse_text(text, path)
    if not isinstance(data, Mapping):
        raise DomainError(f"{path}: top level must be an object, got {type(data).__name__}")
    return _parse(data, str(path))


def _parse_text(text: str, path: Path) -> Any:
    suffix = path.suffix.lower()
    if suffix in (".yaml", ".yml"):
        return _parse_yaml(text, path)
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        if suffix == ".json":
            raise DomainError(f"{path}: invalid JSON: {e}") from e
        try:
            return _parse_yaml(text, path)
        except DomainError:
            raise DomainError(f"{path}: neither valid JSON ({e}) nor YAML") from None


def _parse_yaml(text: str, path: Path) -> Any:
    try:
        import yaml
    except ImportError:
        raise DomainError(f"{path}: YAML domain files need PyYAML (pip install pyyaml); use JSON") from None
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise DomainError(f"{path}: invalid YAML: {e}") from e


def _str(value: Any, where: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise DomainError(f"{where}: must be a non-empty string, got {value!r}")
    return value.strip()


def _str_list(value: Any, where: str) -> list[str]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)):
        raise DomainError(f"{where}: must be a list of strings, got {type(value).__name__}")
    return [_str(v, f"{where}[{i}]") for i, v in enumerate(value)]


def _unit(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0.0 <= float(value) <= 1.0:
        raise DomainError(f"{where}: must be a number in [0, 1], got {value!r}")
    return float(value)


def _parse(data: Mapping[str, Any], origin: str) -> Domain:
    """A :class:`Domain` from a loaded definition, each key checked with an error naming it.

    One flat run of checks, in the order of the file format, each with its own
    message: longer than ~60 lines, but splitting it would only scatter them.
    """
    unknown = sorted(set(data) - _DOMAIN_KEYS)
    if unknown:
        raise DomainError(f"{origin}: unknown key {unknown[0]!r} (known: {', '.join(sorted(_DOMAIN_KEYS))})")
    if "name" not in data:
        raise DomainError(f"{origin}: missing key 'name'")
    name = _str(data["name"], "name")
    keywords = _str_list(data.get("keywords", []), "keywords")
    threshold = data.get("threshold", 0.9)
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)) or threshold < 0:
        raise DomainError(f"threshold: must be a non-negative number, got {threshold!r}")
    match_threshold = _unit(data.get("match_threshold", 0.75), "match_threshold")
    multilingual = data.get("multilingual", True)
    if not isinstance(multilingual, bool):
        raise DomainError(f"multilingual: must be true or false, got {multilingual!r}")
    raw_attrs = data.get("attributes", [])
    if not isinstance(raw_attrs, (list, tuple)):
        raise DomainError(f"attributes: must be a list, got {type(raw_attrs).__name__}")
    attributes: list[Attribute] = []
    seen: set[str] = set()
    for i, ra in enumerate(raw_attrs):
        where = f"attributes[{i}]"
        if isinstance(ra, str):
            ra = {"name": ra}
        if not isinstance(ra, Mapping):
            raise DomainError(f"{where}: must be an object, got {type(ra).__name__}")
        bad = sorted(set(ra) - _ATTR_KEYS)
        if bad:
            raise DomainError(f"{where}.{bad[0]}: unknown key (known: {', '.join(sorted(_ATTR_KEYS))})")
        if "name" not in ra:
            raise DomainError(f"{where}.name: missing")
        aname = _str(ra["name"], f"{where}.name")
        if aname in seen:
            raise DomainError(f"{where}.name: duplicate attribute {aname!r}")
        seen.add(aname)
        vtype = ra.get("type")
        if vtype is not None and vtype not in VALUE_TYPES:
            raise DomainError(f"{where}.type: must be one of {', '.join(VALUE_TYPES)}, got {vtype!r}")
        attributes.append(
            Attribute(
                name=aname,
                aliases=_str_list(ra.get("aliases", []), f"{where}.aliases"),
                specificity=_unit(ra.get("specificity", 0.5), f"{where}.specificity"),
                values=_str_list(ra.get("values", []), f"{where}.values"),
                type=vtype,
            )
        )
    examples: list[dict[str, str]] = []
    for key in ("examples", "queries"):
        raw = data.get(key, [])
        if not isinstance(raw, (list, tuple)):
            raise DomainError(f"{key}: must be a list of objects, got {type(raw).__name__}")
        for i, ex in enumerate(raw):
            where = f"{key}[{i}]"
            if not isinstance(ex, Mapping):
                raise DomainError(f"{where}: must be an object of attribute: value, got {type(ex).__name__}")
            item = {}
            for k, v in ex.items():
                if k not in seen:
                    raise DomainError(f"{where}.{k}: not an attribute of the domain")
                if not isinstance(v, (str, int, float)) or isinstance(v, bool):
                    raise DomainError(f"{where}.{k}: must be a string, got {v!r}")
                item[k] = str(v)
            examples.append(item)
    return Domain(
        name=name,
        attributes=attributes,
        keywords=keywords,
        threshold=float(threshold),
        match_threshold=match_threshold,
        examples=examples,
        multilingual=multilingual,
    )
