"""Structured query plans: queries that set a form's fields, not only its keyword box (issue 16).

A search form's power is often in its structured fields (make, model, year,
a price range, author, title) and some forms have no free-text box at all.
:class:`StructuredPlanner` chooses the next such query for a harvest; each is
a :class:`~hiddenweb.harvest.plans.QueryPlan` of kind ``struct`` whose
``args`` set the fields (``plan:struct::mk=Ford&md=Focus``), so the crawl
state logs it like any plan query and JOBDIR resume and Redis fleets replay it.
Everything the planner learns comes from the plan log (the ``struct`` and
``columns`` events of :class:`~hiddenweb.harvest.plans.PlanBook`), so every
worker and a resumed crawl decide alike. In order:

1. **domain queries** (Álvarez §III.1.2, crawl tasks): the domain's
   ``examples`` tuples and ``-a queries=FILE`` tuples, each mapped onto the
   fields matched to the domain's attributes
   (:func:`hiddenweb.forms.relevance.attribute_relevance`);
2. **ISIT** (Madhavan et al., "Google's Deep-Web Crawl", VLDB 2008, §4):
   input templates of growing dimension. A template of dimension 1 is one
   input (a select, radio or checkbox group: Álvarez §III.4.1.1's bounded-field
   enumeration; a typed text box probed with typed values; a min/max pair as
   a range); a form's required inputs are in every template. A template is
   tried on :data:`SAMPLE` of its values first and enumerated only when
   *informative*: its result pages bring records and their distinct
   signatures (the first page's record keys) number at least
   :data:`INFORMATIVE` of its submissions; the smallest template (fewest
   values) goes first;
3. **refinement**: a query the site capped (it reports more than its pages
   reach) is extended by one more input of an informative (or untried)
   template, with the values its own records showed in that input's column
   (a range split at their quantiles), so its children reach what the cap hid
   (the templates of dimension 2 and 3, grown from informative ones only);
4. **per-attribute adaptive selection** (Ntoulas et al., JCDL 2005, §7): the
   words of a record column matched to a free-text field (the author column
   for the author box) are candidates for that field, valued with the
   harvest's own statistics: their share of the sample times the size
   estimate (the independence estimator, Eq. 3-4), per unit of Eq. 2's cost.

What the planner does with a keyword box beside the fields is the ``plan``
argument's rule (:func:`uses_structured`).
"""

from __future__ import annotations

import logging
import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from hiddenweb.domain import Domain
from hiddenweb.forms.model import NO_INPUT_TYPES, Field, Form
from hiddenweb.forms.relevance import attribute_relevance
from hiddenweb.forms.roles import is_page_size_name
from hiddenweb.harvest.controls import split_fields
from hiddenweb.harvest.plans import QueryPlan
from hiddenweb.querying.base import STOP_WORD_PROBE, normalize_query
from hiddenweb.text import STOP_WORDS, tokenize

if TYPE_CHECKING:
    from hiddenweb.harvest.plans import PlanBook
    from hiddenweb.querying.base import QueryPolicy

__all__ = [
    "INFORMATIVE",
    "PLAN_MODES",
    "SAMPLE",
    "Input",
    "StructuredPlanner",
    "check_record",
    "column_of",
    "dependent_selects",
    "empty_selects",
    "form_inputs",
    "offered_options",
    "select_chains",
    "uses_structured",
]

logger = logging.getLogger(__name__)

#: ``-a plan=``: keyword terms only, structured queries, or the rule of :func:`uses_structured`.
PLAN_MODES = ("auto", "keyword", "structured")
#: Madhavan et al.'s informativeness threshold: distinct result signatures per submission.
INFORMATIVE = 0.2
#: Submissions of a template before it is judged.
SAMPLE = 3
#: Values of one input at most in a template's enumeration (a select with thousands of options).
MAX_VALUES = 200
#: Inputs at most in a query (a refinement of a refinement of a dimension-1 query).
MAX_DIMENSION = 3
#: Column values logged per result page and column.
MAX_LOGGED = 40
_ANY_LABEL = re.compile(r"^(?:all|any|every|everything|both|all\s+\w+|any\s+\w+|-+|\*|none|—.*—|-+.*-+|\s*)$", re.I)
_MIN = re.compile(r"^(.*?)(?:min|from|lo|low|start|begin)(.*)$", re.I)
_MAX = re.compile(r"^(.*?)(?:max|to|hi|high|end|until)(.*)$", re.I)
_TYPED = (
    ("price", re.compile(r"price|cost|eur|usd|amount|€|\$|£", re.I)),
    ("year", re.compile(r"\byear\b|\byr\b|jahr|año", re.I)),
    ("zip", re.compile(r"\bzip|postcode|postal|\bplz\b", re.I)),
    ("date", re.compile(r"\bdate\b|\bdatum\b|\bfecha\b", re.I)),
    ("code", re.compile(r"isbn|issn|\bdoi\b|\bsku\b|\bean\b|\bupc\b|\bid\b", re.I)),
)
_NUMBER = re.compile(r"-?\d[\d,. ]*")
_PRICE_LADDER = (0, 1000, 2500, 5000, 7500, 10000, 15000, 20000, 30000, 50000, 100000, 1000000)
Args = tuple[tuple[str, str], ...]
#: Names of presentation and paging controls, not filters (Roundup's ``@columns``, ``@group``, ``@startwith``).
_PRESENTATION = re.compile(
    r"^(?:columns?|group|groupby|display|view|layout|startwith|start|offset|page|pageno|pg|sort\w*|order\w*|dir)$"
)
_SKIPPED = NO_INPUT_TYPES | {"file", "password", "email", "tel", "url"}


@dataclass(frozen=True)
class Input:
    """One input of a structured query: a bounded field, a typed or free-text box, or a min/max range."""

    name: str
    #: ``bounded`` (select, radio or checkbox group), ``range`` (a min/max pair), ``typed`` or ``text``.
    kind: str
    #: The words that name it (its label, else its name): matched with record columns.
    label: str
    #: A bounded input's values, ``(value, label)``, "any" values left out.
    values: tuple[tuple[str, str], ...] = ()
    required: bool = False
    #: A range's upper field (``name`` is its lower one).
    upper: str = ""
    #: A typed box's type: ``price``, ``year``, ``zip``, ``date``, ``number`` or ``code`` (ISBN, SKU: never enumerated).
    vtype: str = ""
    #: A dependent select's chain of parents, root first (make, model for a trim); ``(parent,)`` for one.
    parents: tuple[str, ...] = ()
    #: A dependent select's values per values of its parents, ``(((root value, …, parent value), values), …)``.
    under: tuple[tuple[tuple[str, ...], tuple[tuple[str, str], ...]], ...] = ()

    @property
    def parent(self) -> str:
        """A dependent select's parent, the select just before it (its options are filled by a script once
        the parent is chosen); "" for any other input."""
        return self.parents[-1] if self.parents else ""

    def values_under(self, chosen: str | Mapping[str, str]) -> tuple[tuple[str, str], ...] | None:
        """A dependent select's values once its parents are ``chosen`` (a query's arguments, or the
        parent's value); None when they were not read (the read budget ran out before them)."""
        key = (chosen,) if isinstance(chosen, str) else tuple(chosen.get(name, "") for name in self.parents)
        return next((values for path, values in self.under if path == key), None)


#: What :meth:`StructuredPlanner._dimensions` finds for an argument that is no input of the form.
_NO_INPUT = Input("", "text", "")


def _words(f: Field) -> str:
    return " ".join(dict.fromkeys(t for t in (f.label, *f.texts[:2], f.placeholder) if t)) or f.name.replace("_", " ")


def _typed(f: Field) -> str:
    """A text box's type by its input type and words ("" for free text)."""
    words = f"{f.name} {_words(f)}"
    for vtype, pattern in _TYPED:
        if pattern.search(words):
            return vtype
    return "number" if f.type == "number" else ("date" if f.type == "date" else "")


def _bounded_values(f: Field, group: Sequence[Field]) -> tuple[tuple[str, str], ...]:
    if f.type == "checkbox":
        return tuple((g.value or "on", _words(g)) for g in group)
    return offered_options(f.options)[:MAX_VALUES]


def offered_options(options: Iterable[tuple[str, str]]) -> tuple[tuple[str, str], ...]:
    """A select's options that choose something: "any" options and empty values left out."""
    return tuple((v, label) for v, label in options if v.strip() and not _ANY_LABEL.match(label.strip()))


def _empty(f: Field) -> bool:
    """A single select without a value of its own in the markup (a script may fill it)."""
    return f.type == "select" and bool(f.name) and not f.disabled and not f.multiple and not _bounded_values(f, [f])


def empty_selects(form: Form | None) -> list[Field]:
    """The selects of ``form`` without a value of their own in the markup (a script fills them, on a page with scripts)."""
    return [f for f in form.fields if _empty(f)] if form is not None else []


def select_chains(form: Form | None, loaded: Mapping[str, Any] | None = None) -> list[list[Field]]:
    """Chains of dependent selects, ``[root, child, grandchild, …]`` (make → model → trim).

    A select empty in the markup depends on the select just before it that
    has values or is itself dependent: a script fills it once that one is
    chosen (Álvarez §III.4.1.1 on the rendered form). ``loaded``: selects a
    script filled on load (read in the browser), which count as having values.
    Only chains with a dependent select are returned.
    """
    if form is None:
        return []
    loaded = loaded or {}
    chains: list[list[Field]] = []
    chain: list[Field] = []
    for f in form.fields:
        if f.type != "select" or not f.name or f.disabled:
            continue
        if _empty(f) and f.name not in loaded:
            if chain:
                chain.append(f)
        elif not f.multiple:
            chain = [f]
            chains.append(chain)
    return [c for c in chains if len(c) > 1]


def dependent_selects(form: Form | None) -> list[tuple[Field, Field]]:
    """``(child, parent)``: the dependent selects of ``form`` and the select each depends on (see :func:`select_chains`).

    On a page with scripts such a select is filled by a script once its
    parent is chosen (a model select after the make, a trim after the model):
    its options are read in the browser, per value of its parents.
    """
    return [(child, parent) for chain in select_chains(form) for parent, child in pairwise(chain)]


def _dependent_input(f: Field, spec: Mapping[str, Any]) -> Input | None:
    """The input of a dependent select whose options were read per value of its parents (see the harvester).

    ``spec``: ``{"parents": [root, …, parent], "under": [[[root value, …], options], …]}``,
    or the first version's ``{"parent": name, "options": {value: options}}``.
    """
    parents = tuple(str(p) for p in spec.get("parents") or [spec.get("parent", "")])
    rows = spec.get("under")
    if rows is None:
        rows = [[[value], options] for value, options in (spec.get("options") or {}).items()]
    under = []
    for path, options in rows:
        under.append((tuple(str(v) for v in path), offered_options((str(v), str(label)) for v, label in options)))
    values = tuple(dict.fromkeys(v for _, vs in under for v in vs))[:MAX_VALUES]
    if not values:
        return None
    return Input(
        f.name,
        "bounded",
        _words(f),
        values,
        required=f.required,
        parents=parents,
        under=tuple(under),
    )


def form_inputs(form: Form | None, keyword: str = "", dependent: Mapping[str, Any] | None = None) -> list[Input]:
    """The inputs of ``form`` a structured query may set (the keyword box and page-size fields left out).

    ``dependent``: the options of selects a script fills, read in the browser
    per value of their parent (``{child: {"parent": name, "options": {value: [[v, label], …]}}}``).
    """
    if form is None:
        return []
    dependent = dependent or {}
    out: list[Input] = []
    done = {f.name for f in split_fields(form, keyword) if f.role == "sort"}  # an order, not a filter
    boxes = [f for f in form.fields if f.type in ("text", "number", "date", "search") and f.name and f.name != keyword]
    pairs: dict[str, str] = {}
    for low in boxes:
        m = _MIN.match(low.name)
        for high in boxes if m else ():
            n = _MAX.match(high.name)
            if high is not low and n and (n.group(1), n.group(2)) == (m.group(1), m.group(2)):  # type: ignore[union-attr]
                pairs[low.name] = high.name
    for f in form.fields:
        if not f.name or f.name in done or f.name == keyword or f.disabled or f.type in _SKIPPED:
            continue
        if is_page_size_name(f.name) or _PRESENTATION.match(re.sub(r"[^a-z]", "", f.name.lower())):
            continue
        done.add(f.name)
        if f.bounded and f.name in dependent:
            item = _dependent_input(f, dependent[f.name])
            if item is not None:
                out.append(item)
        elif f.bounded:
            group = [g for g in form.fields if g.name == f.name and g.type == f.type]
            values = _bounded_values(f, group)
            if len(values) >= (1 if f.required else 2):
                out.append(Input(f.name, "bounded", _words(f), values, required=f.required))
        elif f.name in pairs:
            done.add(pairs[f.name])
            out.append(Input(f.name, "range", _words(f), upper=pairs[f.name], vtype=_typed(f) or "number"))
        elif f.name not in pairs.values():
            vtype = _typed(f)
            out.append(Input(f.name, "typed" if vtype else "text", _words(f), required=f.required, vtype=vtype))
    return out


def uses_structured(mode: str, keyword: str, inputs: Sequence[Input], tuples: Sequence[Mapping[str, str]]) -> bool:
    """Whether a harvest plans structured queries (the ``plan`` argument's rule).

    ``keyword``: never. ``structured``: whenever the form has inputs. ``auto``:
    when the form has no keyword box, or the user's tuples (domain examples,
    ``-a queries=FILE``) exist, or it has other free-text boxes (author beside
    title): there the per-attribute candidates compete with the keyword
    policy's terms on expected new records per unit of cost; bounded fields
    beside a keyword box are left to the split plans of a capped listing.
    """
    if mode == "keyword" or not inputs:
        return False
    if mode == "structured" or not keyword:
        return True
    return bool(tuples) or any(i.kind == "text" for i in inputs)


def column_of(item: Input, columns: Sequence[str]) -> str | None:
    """The record column that shows ``item``'s values (the same words as its label or name), if any."""
    best: tuple[float, str] | None = None
    mine = set(tokenize(item.label)) | set(tokenize(item.name.replace("_", " ")))
    mine -= {"from", "to", "min", "max", "any"}
    for column in columns:
        theirs = set(tokenize(column.replace("_", " ")))
        if not theirs or not mine:
            continue
        score = len(mine & theirs) / len(theirs)
        if score >= 0.5 and (best is None or score > best[0]):
            best = (score, column)
    return best[1] if best is not None else None


def _number(text: str) -> float | None:
    match = _NUMBER.search(text or "")
    if match is None:
        return None
    digits = re.sub(r"[ ,]", "", match.group(0))
    if digits.count(".") > 1 or re.search(r"\.\d{3}$", digits):
        digits = digits.replace(".", "")
    try:
        return float(digits)
    except ValueError:
        return None


def check_record(
    args: Sequence[tuple[str, str]], inputs: Sequence[Input], fields: Mapping[str, str]
) -> tuple[int, int]:
    """(values checked, mismatches) of a record a structured query returned, against the values queried.

    ``author=X``: the record's author column holds X's words; a select's value:
    its option's label; a range: the column's number within it. An input
    whose column the record lacks (a site drops a column all its records
    share) is not checked.
    """
    given = dict(args)
    checked = mismatched = 0
    for item in inputs:
        if item.name not in given and item.upper not in given:
            continue
        column = column_of(item, list(fields))
        if column is None:
            continue
        value = fields[column]
        if item.kind == "range":
            number = _number(value)
            low, high = _number(given.get(item.name, "")), _number(given.get(item.upper, ""))
            if number is None:
                continue
            ok = (low is None or number >= low) and (high is None or number <= high)
        else:
            wanted = given.get(item.name, "")
            label = dict(item.values).get(wanted, wanted) if item.kind == "bounded" else wanted
            ok = set(tokenize(label)) <= set(tokenize(value)) or set(tokenize(wanted)) <= set(tokenize(value))
        checked += 1
        mismatched += not ok
    return checked, mismatched


def _quantiles(numbers: Sequence[float], parts: int) -> list[tuple[str, str]]:
    """``parts`` ranges that split ``numbers`` in equal shares (the last one open above)."""
    ordered = sorted(numbers)
    cuts = sorted({ordered[min(len(ordered) - 1, (len(ordered) * i) // parts)] for i in range(1, parts)})
    bounds = [None, *cuts, None]
    out = []
    for low, high in pairwise(bounds):
        lo = "" if low is None else str(int(low))
        hi = "" if high is None else str(int(high) - 1 if high == int(high) else high)
        out.append((lo, hi))
    return out


class StructuredPlanner:
    """The next structured query of one harvest (see the module's text), from its plan book."""

    def __init__(
        self,
        template: dict[str, Any],
        domain: Domain | None = None,
        tuples: Sequence[Mapping[str, str]] = (),
        mode: str = "auto",
    ) -> None:
        form_data = template.get("form")
        self.form = Form.from_dict(form_data) if form_data else None
        self.keyword = str(template.get("keyword") or "")
        self.inputs = form_inputs(self.form, self.keyword, template.get("dependent"))
        if mode == "structured" and self.keyword and self.inputs:
            # the keyword box is one more text field: its column's words are its candidates (Ntoulas §7)
            box = next((f for f in self.form.fields if f.name == self.keyword), None) if self.form else None
            self.inputs.append(Input(self.keyword, "text", _words(box) if box is not None else self.keyword))
        self.by_name = {i.name: i for i in self.inputs}
        self.mode = mode
        self.required = [i for i in self.inputs if i.required]
        self.tuples = [dict(t) for t in (*(domain.examples if domain else ()), *tuples)]
        self.attributes: dict[str, str] = {}  # field name -> attribute
        if domain is not None and self.form is not None:
            self.attributes = attribute_relevance(domain, self.form)[1]
            if self.tuples and not self.attributes:
                logger.warning("The domain %r matches no field of the form: its queries are not used", domain.name)
        elif self.tuples:  # no domain: an attribute is the field whose label or name has its words
            names = {attribute for row in self.tuples for attribute in row}
            for item in self.inputs:
                attribute = column_of(item, sorted(names))
                if attribute is not None and attribute not in self.attributes.values():
                    self.attributes[item.name] = attribute
            if not self.attributes:
                logger.warning("No field of the form is named like the query tuples' attributes: they are not used")
        self.active = uses_structured(mode, self.keyword, self.inputs, self.tuples)
        self._said: set[tuple[tuple[str, str], ...]] = set()  # tuples said to be unusable (once each)
        self._columns: dict[str, bool] = {}  # record column -> whether an input shows in it

    def wants_column(self, column: str) -> bool:
        """Whether some input's values show in the record column ``column`` (its values are worth logging)."""
        wanted = self._columns.get(column)
        if wanted is None:
            wanted = self._columns[column] = any(column_of(i, [column]) for i in self.inputs if i.vtype != "code")
        return wanted

    # -- the queries ---------------------------------------------------------------------------
    def next_key(self, book: PlanBook, policy: QueryPolicy) -> str | None:
        """The next structured query not issued yet; None when none is due now (see :meth:`waiting`)."""
        if not self.active:
            return None
        for key in self._ordered(book, policy):
            if key not in book.issued:
                return key
        return None

    def waiting(self, book: PlanBook) -> bool:
        """Whether structured queries were issued whose end may bring more (a sample, a capped parent)."""
        return any(key not in book.struct_ended for key in book.issued if key.startswith("plan:struct:"))

    def _ordered(self, book: PlanBook, policy: QueryPolicy) -> Iterator[str]:
        yield from self._domain_queries()
        # auto: the bounded fields beside a keyword box are left to the split plans of a capped listing
        if not self.keyword or self.mode == "structured":
            for template in self._templates():
                yield from self._template_queries(template, book)
            yield from self._refinements(book)
        yield from self._per_attribute(book, policy)

    def _key(self, args: Sequence[tuple[str, str]]) -> str:
        return QueryPlan("struct", "", tuple(args)).key

    def _domain_queries(self) -> Iterator[str]:
        """The user's tuples mapped onto the matched fields (bounded fields: the option whose label matches)."""
        by_attribute = {attribute: name for name, attribute in self.attributes.items()}
        required = {i.name for i in self.required if i.kind == "bounded"}
        for row in self.tuples:
            args = []
            for attribute, value in row.items():
                item = self.by_name.get(by_attribute.get(attribute, ""))
                if item is None or not value:
                    continue
                if item.kind == "bounded":
                    option = next((v for v, label in item.values if label.strip().lower() == value.lower()), None)
                    if option is not None:
                        args.append((item.name, option))
                elif item.kind != "range":
                    args.append((item.name, value))
            missing = required - {name for name, _ in args}
            if args and missing and tuple(row.items()) not in self._said:
                self._said.add(tuple(row.items()))
                logger.info(
                    "Query tuple %r sets no value of the required field(s) %s: not issued", row, sorted(missing)
                )
            elif args and not missing:
                yield self._key(args)

    def _templates(self) -> list[list[Input]]:
        """Templates of dimension 1 (the required inputs with each other input), fewest values first."""
        base = [i for i in self.required if i.kind == "bounded"]
        if base:
            return [base]  # every query sets them; their values are the dimension-1 enumeration
        single = [[i] for i in self.inputs if i.kind in ("bounded", "range", "typed") and not i.parent]
        return sorted(single, key=lambda t: len(t[0].values) or 10)

    def _values(self, item: Input, book: PlanBook, numbers: Sequence[float] = (), parts: int = 4) -> list[Args]:
        """The values of ``item`` to enumerate (a range's bins, a typed box's typed values)."""
        if item.kind == "bounded":
            return [((item.name, value),) for value, _ in item.values]
        if item.kind == "range":
            if len(numbers) >= 2 * parts:
                bins = _quantiles(numbers, parts)
            else:
                ladder = [str(n) for n in _PRICE_LADDER]
                bins = [(lo, str(int(hi) - 1)) for lo, hi in pairwise(ladder)]
            return [tuple(p for p in ((item.name, lo), (item.upper, hi)) if p[1]) for lo, hi in bins]
        if item.vtype == "code":
            return []  # an identifier finds one record, one already seen
        seen = book.column_counts(column_of(item, book.columns) or "")
        return [((item.name, value),) for value, _ in seen.most_common(MAX_VALUES)]

    def _template_queries(self, template: Sequence[Input], book: PlanBook) -> Iterator[str]:
        """ISIT on one template: a sample, then the rest of its values while it is informative."""
        combos: list[Args] = [()]
        for item in template:
            combos = [c + v for c in combos for v in self._values(item, book)][:MAX_VALUES]
        keys = [self._key(c) for c in combos if c]
        sample = keys[:: max(1, len(keys) // SAMPLE)][:SAMPLE] if len(keys) > SAMPLE else keys
        yield from sample
        if len(keys) > len(sample) and self.informative(sample, book):
            yield from (k for k in keys if k not in sample)

    def informative(self, keys: Sequence[str], book: PlanBook) -> bool:
        """Madhavan et al.: distinct result signatures / submissions ≥ :data:`INFORMATIVE`, with records.

        Until every sampled query has ended, a template counts as informative
        only when one that ended already showed records (so the sample's end is
        waited for, not guessed).
        """
        sigs = [book.struct[k]["sig"] for k in keys if k in book.struct and "sig" in book.struct[k]]
        with_records = [s for s in sigs if s != "empty"]
        if not with_records:
            return False
        return len(set(sigs)) / max(1, len(sigs)) >= INFORMATIVE

    def _refinements(self, book: PlanBook) -> Iterator[str]:
        """Children of the capped structured queries: one more input, with values their records showed."""
        for parent in sorted(book.struct, key=lambda k: book.struct[k].get("order", 0)):
            info = book.struct[parent]
            if not info.get("capped"):
                continue
            plan = QueryPlan.from_key(parent)
            args = plan.args if plan is not None else ()
            if len(self._dimensions(args)) >= MAX_DIMENSION:
                continue
            yield from self._children(parent, args, info, book)

    def _dimensions(self, args: Args) -> set[str]:
        """The inputs a query sets, a dependent select counted with its parents (a model narrows its make:
        make → model → trim is one input of a template, as the form's chained selects are one choice)."""
        return {n for n, _ in args if not self.by_name.get(n, _NO_INPUT).parent}

    def _children(self, parent: str, args: Args, info: dict[str, Any], book: PlanBook) -> Iterator[str]:
        """The cheapest split of a capped query: the input with the fewest values that partition its records."""
        used = {n for n, _ in args}
        total, reach = int(info.get("total") or 0), int(info.get("returned") or 0)
        parts = max(2, math.ceil(total / max(1, reach)) + 1) if total else 3
        seen = book.struct_values.get(parent, {})
        best: tuple[int, list[Args]] | None = None
        for item in self.inputs:
            if item.name in used or item.upper in used or item.kind == "text":
                continue
            if item.parent and not set(item.parents) <= used:
                continue  # a dependent select has values only once its parents are chosen
            column = column_of(item, list(seen))
            values: list[Args]
            under = item.values_under(dict(args)) if item.parent else None
            if under is not None:  # every value the page offers under its parents' (read in the browser)
                values = [((item.name, v),) for v, _ in under]
            elif item.parent and column is None:
                continue  # not read under these parents, and its records do not show it
            elif item.kind == "range":
                numbers = [n for n in (_number(v) for v in seen.get(column or "", ())) if n is not None]
                values = self._values(item, book, numbers, parts)
            elif item.kind == "bounded" and column is not None:
                shown = {t for v in seen[column] for t in [" ".join(tokenize(v))]}
                values = [((item.name, v),) for v, label in item.values if " ".join(tokenize(label)) in shown]
            else:
                values = self._values(item, book)
            if len(values) >= 2 and (best is None or len(values) < best[0]):
                best = (len(values), values)
        if best is not None:
            for extra in best[1]:
                yield self._key((*args, *extra))

    def _per_attribute(self, book: PlanBook, policy: QueryPolicy) -> Iterator[str]:
        """Words of a text field's column, best expected new records per unit of cost first (Ntoulas §7).

        With a keyword box, a word goes only when it promises at least the
        keyword policy's best term (its ``best_efficiency``). Without one, the
        policy's stop-word probe is typed into each text field in turn until one
        brings records (the policy types it into a keyword box itself).
        """
        if not self.keyword and policy.stop_word_probe and not policy.stop_words_probed:
            yield from (self._key(((i.name, STOP_WORD_PROBE),)) for i in self.inputs if i.kind == "text")
        scored: list[tuple[float, str]] = []
        size = max(policy.database_size(), float(policy.num_docs) + 1.0)
        seen_docs = max(1, policy.num_docs)
        page = max(1, policy.page_size or 10)
        for item in self.inputs:
            if item.kind != "text":
                continue
            column = column_of(item, book.columns)
            if column is None:
                continue
            for word, df in book.column_words(column).most_common(MAX_VALUES):
                if item.name == self.keyword and normalize_query(word) in policy.issued:
                    continue  # typed into the keyword box already, as the keyword policy's term
                if word in STOP_WORDS and not policy.stop_words_indexed:
                    continue  # until the site is known to index stop words (the policy's stop-word probe)
                matches = df / seen_docs * size
                new = max(0.0, matches - df)
                cost = policy.cost_query + policy.cost_result_page * max(1, math.ceil(matches / page))
                scored.append((new / cost if cost > 0 else new, self._key(((item.name, word),))))
        floor = policy.best_efficiency if self.keyword and self.mode != "structured" else 0.0
        for value, key in sorted(scored, reverse=True):
            if value > 0 and value >= floor:
                yield key

    def describe(self) -> str:
        """One line for the log: the inputs and what the planner will do."""
        inputs = ", ".join(f"{i.name} ({i.kind}{', required' if i.required else ''})" for i in self.inputs)
        return f"structured plan {'on' if self.active else 'off'} ({self.mode}): {inputs or 'no inputs'}"
