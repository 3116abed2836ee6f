"""Queries that are not single keyword terms, and what a harvest learned about them.

The query policy (Ntoulas et al.) chooses keyword terms. Issue 14, item 4,
adds queries of another shape, all valued by what they cost per record:

* ``empty``: the empty query (then ``*`` when the empty one is refused): many
  sites list every record for it. One page is read to tell a listing from an
  error or a "please enter a term" page;
* ``listing``: that listing, paged through at the largest page size the site
  accepts (a query that matches all: :attr:`QueryOutcome.match_all`);
* ``pagesize``: a probe of a page-size argument (``per_page=100``): the first
  page of a query already read, asked again with a larger page;
* ``split``: a capped query asked again with another sort order, or (a capped
  listing) with a bounded field of the form set (``cat=fiction``), to reach
  what the cap hid;
* ``struct``: a query that sets a form's structured fields (``mk=Ford&md=Focus``,
  ``author=Smith``), chosen by :mod:`hiddenweb.harvest.structured` (issue 16).

A :class:`QueryPlan` is such a query: its typed ``term``, the ``args`` it
fixes and its ``kind``. Its :attr:`~QueryPlan.key` (``plan:split:war:cat=7``) is
what the crawl state's issued and outcome logs hold, so resume and fleet
replay work as for terms; the policy never sees plan keys, only the records
their pages bring (the documents log).

A :class:`PlanBook` is one harvest's memory of these queries: its state is
rebuilt from a log of idempotent events (``harvest:<id>:plans``), replayed
by :meth:`hiddenweb.harvest.loop.Harvest.sync` like the other logs, and it
says which plan query comes next (:meth:`PlanBook.next_query`).
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qsl, quote, unquote, urlencode

from hiddenweb.text import tokenize

if TYPE_CHECKING:
    from hiddenweb.harvest.structured import StructuredPlanner
    from hiddenweb.querying.base import QueryPolicy
    from hiddenweb.state import CrawlState

__all__ = [
    "EMPTY_TERMS",
    "MAX_PAGE_SIZE_PROBES",
    "PLAN_KINDS",
    "PlanBook",
    "QueryPlan",
    "is_listing",
    "is_page_size_plan",
    "is_plan",
    "merge_args",
    "query_text",
    "searched_text",
]

PLAN_PREFIX = "plan:"
PLAN_KINDS = ("empty", "listing", "pagesize", "split", "struct")
#: What is typed to ask for every record: the empty query, then the wildcard if the empty one is refused.
EMPTY_TERMS = ("", "*")
#: Page-size probes per harvest at most (each costs a request).
MAX_PAGE_SIZE_PROBES = 5
#: Sizes tried above the offered ones when the argument is free (a link argument, a text input).
EXTRA_SIZES = (100, 200, 500, 1000)
#: Largest page size tried.
MAX_PAGE_SIZE = 1000
#: Sources of page-size candidates, most trusted first.
_SOURCES = ("form", "page-form", "link")
#: Weight, in records, of the model's share of new records against what a split value brought.
_PRIOR = 100.0
Args = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class QueryPlan:
    """A query that is not a single keyword term: what is typed, the arguments it fixes, its kind."""

    kind: str
    term: str = ""
    args: Args = ()

    @property
    def key(self) -> str:
        """The stable string the crawl state logs for this query (``plan:<kind>:<term>:<args>``)."""
        return f"{PLAN_PREFIX}{self.kind}:{quote(self.term, safe='')}:{urlencode(self.args)}"

    @staticmethod
    def from_key(key: str) -> QueryPlan | None:
        """The plan a key stands for; None for a keyword term."""
        return _plan_of(key) if key.startswith(PLAN_PREFIX) else None


@lru_cache(maxsize=4096)
def _plan_of(key: str) -> QueryPlan | None:
    """:meth:`QueryPlan.from_key` of a plan's key, kept: plans are immutable, and the planner reads
    the keys of every split it may issue each time it chooses a query (issue 17)."""
    parts = key[len(PLAN_PREFIX) :].split(":", 2)
    if len(parts) != 3 or parts[0] not in PLAN_KINDS:
        return None
    return QueryPlan(parts[0], unquote(parts[1]), tuple(parse_qsl(parts[2], keep_blank_values=True)))


def is_plan(key: str) -> bool:
    """Whether a query key is a plan's (else it is a keyword term the policy chose)."""
    return QueryPlan.from_key(key) is not None


def is_probe_plan(key: str) -> bool:
    """Whether a query key is a probe of the plans (the empty query, a page size): not a query of ``max_queries``."""
    plan = QueryPlan.from_key(key)
    return plan is not None and plan.kind in ("empty", "pagesize")


def is_page_size_plan(key: str) -> bool:
    """Whether a query key is a page-size probe (whose next pages, once it is accepted, page on)."""
    plan = QueryPlan.from_key(key)
    return plan is not None and plan.kind == "pagesize"


def is_listing(key: str) -> bool:
    """Whether a query key lists the database (the empty query or ``*``, at any page size, sort or split)."""
    plan = QueryPlan.from_key(key)
    return plan is not None and plan.kind != "struct" and not plan.term.strip("* ")


def query_text(key: str) -> str:
    """What is typed into the keyword box for the query ``key``."""
    plan = QueryPlan.from_key(key)
    return plan.term if plan is not None else key


def searched_text(key: str) -> str:
    """The words the query ``key`` searched for, as its result pages echo them: what is typed, and a
    structured query's values (``author=le guin`` → ``le guin``; numbers, a range's bounds, left out)."""
    plan = QueryPlan.from_key(key)
    if plan is None or plan.kind != "struct":
        return query_text(key)
    return " ".join(value for _, value in plan.args if value and not value.replace(".", "").isdigit())


def merge_args(base: Any, over: Any) -> Args:
    """``base`` arguments with those of ``over`` set on top (same name: ``over`` wins)."""
    names = {name for name, _ in over}
    return tuple((str(k), str(v)) for k, v in base if k not in names) + tuple((str(k), str(v)) for k, v in over)


class PlanBook:
    """One harvest's plan queries: what was learned (from the plan log) and what comes next."""

    def __init__(self, state: CrawlState | None = None, log: str = "") -> None:
        self.state, self.log = state, log
        self.issued: set[str] = set()
        #: Typed text of an empty-query probe -> ``listing`` or why it was refused.
        self.empty: dict[str, str] = {}
        #: Typed text of a listing -> its second page's request (:class:`~hiddenweb.results.PageLink` data).
        self.listing_next: dict[str, dict[str, Any]] = {}
        #: Keys of the queries that list the whole database.
        self.match_all: set[str] = set()
        #: Key of the query paging through the listing, once one does.
        self.listing: str | None = None
        #: The first page of a query with a next page, at the site's own page size: what probes compare with.
        self.reference: dict[str, Any] | None = None
        #: Page-size argument -> {"values", "free", "source"}.
        self.candidates: dict[str, dict[str, Any]] = {}
        #: Probe key -> verdict (``accepted`` or why it was rejected).
        self.probes: dict[str, str] = {}
        #: The page-size argument in force: {"name", "value", "records"}.
        self.chosen: dict[str, Any] | None = None
        #: Sort arguments seen in result-page links -> values.
        self.sorts: dict[str, list[str]] = {}
        #: Split query key -> {"matches", "cap", "total", "text", "all"}; parents already split.
        self.splits: dict[str, dict[str, Any]] = {}
        self.split_parents: set[str] = set()
        #: (field, value) -> [records its split queries returned, new ones among them].
        self.split_yield: dict[tuple[str, str], list[int]] = {}
        #: field -> [records its split queries were expected to reach, records they returned].
        self.split_reach: dict[str, list[float]] = {}
        #: A split parent's first page (record keys): a split value that gives it again does not narrow it.
        self.split_first: dict[str, list[str]] = {}
        # -- structured queries (hiddenweb.harvest.structured) --
        #: Structured query key -> {"sig", "order", and once it ended "returned", "new", "capped", "total"}.
        self.struct: dict[str, dict[str, Any]] = {}
        self.struct_ended: set[str] = set()
        #: Structured query key -> record column -> the values its records showed.
        self.struct_values: dict[str, dict[str, list[str]]] = {}
        #: Record columns seen on result pages, in order; the new records' values and words per column.
        self.columns: list[str] = []
        self._column_values: dict[str, Counter[str]] = {}
        self._column_words: dict[str, Counter[str]] = {}

    # -- events: the only way the book changes (idempotent, so a replay may repeat them) -------
    def record(self, event: dict[str, Any]) -> None:
        """Learn ``event`` here and log it for the other workers and a resumed crawl."""
        self.apply(event)
        if self.state is not None:
            self.state.append(self.log, [event], wait=False)

    def apply(self, event: dict[str, Any]) -> None:
        """Learn one logged event (see :meth:`record`)."""
        kind = event.get("event")
        if kind == "empty":
            self.empty[event["text"]] = event["verdict"]
            if event["verdict"] == "listing":
                self.match_all.add(event["key"])
                if event.get("next"):
                    self.listing_next[event["text"]] = event["next"]
        elif kind == "listing":
            self.listing = event["key"]
            self.match_all.add(event["key"])
        elif kind == "reference" and self.reference is None:
            self.reference = {k: event[k] for k in ("key", "text", "args", "keys", "values", "count") if k in event}
        elif kind == "candidate":
            self._add_candidate(event)
        elif kind == "probe":
            self.probes[event["key"]] = event["verdict"]
        elif kind == "pagesize":
            self.chosen = {k: event[k] for k in ("name", "value", "records")}
        elif kind == "sort":
            values = self.sorts.setdefault(event["name"], [])
            values.extend(v for v in event["values"] if v not in values)
        elif kind == "split":
            self.split_parents.add(event["parent"])
            if event.get("first"):
                self.split_first[event["parent"]] = list(event["first"])
            common = {k: event[k] for k in ("cap", "total", "text", "all", "parent")}
            for key, matches in event["values"]:
                self.splits.setdefault(key, {"matches": matches, **common})
        elif kind == "struct":
            self.struct.setdefault(event["key"], {"order": len(self.struct)})["sig"] = event["sig"]
        elif kind == "columns":
            self._add_columns(event)

    def _add_columns(self, event: dict[str, Any]) -> None:
        """A result page's column values: its new records' (per-attribute candidates), all of a structured query's."""
        for column, values in event.get("new", {}).items():
            if column not in self._column_values:
                self.columns.append(column)
            self._column_values.setdefault(column, Counter()).update(values)
            words = self._column_words.setdefault(column, Counter())
            for value in values:
                words.update({w for w in tokenize(value) if w.isalpha() and len(w) > 1})  # "of", "on", "ng"
        if event.get("all"):
            mine = self.struct_values.setdefault(event["key"], {})
            for column, values in event["all"].items():
                mine.setdefault(column, []).extend(values)

    def column_counts(self, column: str) -> Counter[str]:
        """How many new records showed each value in ``column`` (empty for an unknown column)."""
        return self._column_values.get(column, Counter())

    def column_words(self, column: str) -> Counter[str]:
        """In how many new records each word of ``column`` appears (the per-attribute sample's df)."""
        return self._column_words.get(column, Counter())

    def _add_candidate(self, event: dict[str, Any]) -> None:
        entry = self.candidates.setdefault(event["name"], {"values": [], "free": False, "source": event["source"]})
        entry["values"] = sorted(set(entry["values"]) | {int(v) for v in event["values"]})
        if entry["source"] != "form" or entry["free"]:  # a select's value echoed by the pager stays a select
            entry["free"] = entry["free"] or bool(event["free"])
        if _SOURCES.index(event["source"]) < _SOURCES.index(entry["source"]):
            entry["source"] = event["source"]

    def mark_issued(self, key: str) -> None:
        """The plan query ``key`` was issued (here or by another worker)."""
        self.issued.add(key)

    def observe(self, key: str, returned: int, new: int, capped: bool = False, total: int | None = None) -> None:
        """A plan query ended (from the outcome log, once per query): what its split value yields.

        Two corrections of the split model learn from it: the share of new
        records per field value, and per field the records reached against the
        records expected (a category that does not hold a term's matches
        returns nothing, whatever an equal share of the total promised).
        """
        plan = QueryPlan.from_key(key)
        if plan is not None and plan.kind == "struct":
            entry = self.struct.setdefault(key, {"order": len(self.struct)})
            entry.update(returned=returned, new=new, capped=capped, total=total)
            self.struct_ended.add(key)
            return
        if plan is None or plan.kind != "split" or not plan.args:
            return
        counts = self.split_yield.setdefault(plan.args[-1], [0, 0])
        counts[0] += max(0, returned)
        counts[1] += max(0, new)
        split = self.splits.get(key)
        if split is not None:
            reach = self.split_reach.setdefault(plan.args[-1][0], [0.0, 0.0])
            reach[0] += _reach(split)
            reach[1] += max(0, returned)

    def parent_first_page(self, key: str) -> list[str]:
        """The first page's record keys of the query ``key`` was split from (empty when unknown)."""
        split = self.splits.get(key)
        return self.split_first.get(split["parent"], []) if split is not None else []

    # -- what is known -------------------------------------------------------------------------
    @property
    def page_size(self) -> int | None:
        """Records a result page holds: the accepted larger size, else the site's own."""
        if self.chosen is not None:
            return int(self.chosen["records"])
        return int(self.reference["count"]) if self.reference is not None else None

    @property
    def presentation(self) -> Args:
        """The arguments every query is sent with from now on (the page size chosen)."""
        return ((self.chosen["name"], str(self.chosen["value"])),) if self.chosen is not None else ()

    def request_args(self, key: str) -> Args:
        """The arguments ``key`` is sent with besides its term: the page size, the plan's own."""
        plan = QueryPlan.from_key(key)
        return merge_args(self.presentation, plan.args if plan is not None else ())

    def resume_link(self, key: str) -> dict[str, Any] | None:
        """Where the listing ``key`` starts when no larger page was accepted: the empty query's page 2.

        Its first page was read already, at the same size (asked again, the
        page would bring nothing new, which a session check takes for a lost
        session).
        """
        plan = QueryPlan.from_key(key)
        if plan is None or plan.kind != "listing" or self.chosen is not None:
            return None
        return self.listing_next.get(plan.term)

    def is_match_all(self, key: str) -> bool:
        """Whether the query ``key`` lists the whole database."""
        return key in self.match_all or key.startswith(PLAN_PREFIX + "listing:")

    def listing_text(self) -> str | None:
        """What was typed for the query that lists every record, once one was found."""
        return next((text for text in EMPTY_TERMS if self.empty.get(text) == "listing"), None)

    def probe_queue(self) -> list[str]:
        """The page-size probes still to try, largest size first (the first accepted one stops them)."""
        ref = self.reference
        if ref is None or self.chosen is not None or len(self.probes_issued()) >= MAX_PAGE_SIZE_PROBES:
            return []
        base = int(ref["count"])
        dropped = {name for key, verdict in self.probes.items() if verdict == "different" for name, _ in _size_arg(key)}
        sizes: list[tuple[int, int, str]] = []
        for name, entry in self.candidates.items():
            if name in dropped:
                continue
            values = set(entry["values"])
            if entry["free"]:
                top = max(values | {base})
                values |= {size for size in EXTRA_SIZES if size > top}
            rank = _SOURCES.index(entry["source"])
            sizes.extend((value, rank, name) for value in values if base < value <= MAX_PAGE_SIZE)
        sizes.sort(key=lambda s: (-s[0], s[1], s[2]))
        keys = [
            QueryPlan("pagesize", ref["text"], merge_args(ref["args"], ((name, str(size)),))).key
            for size, _, name in sizes
        ]
        return [key for key in keys if key not in self.issued][: MAX_PAGE_SIZE_PROBES - len(self.probes_issued())]

    def probes_issued(self) -> list[str]:
        """Page-size probes issued so far."""
        return sorted(key for key in self.issued if key.startswith(PLAN_PREFIX + "pagesize:"))

    def probing(self) -> bool:
        """Whether the page size is still being probed (probes to send, or sent and not judged)."""
        if self.chosen is not None:
            return False
        return bool(self.probe_queue()) or any(key not in self.probes for key in self.probes_issued())

    # -- what comes next -----------------------------------------------------------------------
    def next_query(self, policy: QueryPolicy, structured: StructuredPlanner | None = None) -> str | None:
        """The next plan query, or None to let the policy's term go.

        The empty-query probes first, then the page-size probes, then the
        listing; then the ``structured`` planner's next query (a form without
        a keyword box tries the empty query only: ``*`` types into nothing);
        a split query when it promises more new records per unit of cost than
        the policy's best term (:meth:`split_value`).
        """
        keywordless = structured is not None and not structured.keyword
        for text in EMPTY_TERMS[:1] if keywordless else EMPTY_TERMS:
            key = QueryPlan("empty", text).key
            if key not in self.issued:
                return key
            verdict = self.empty.get(text)
            if verdict is None:
                return None  # its first page is still on its way (fleets, concurrent queries)
            if verdict == "listing":
                break
        queue = self.probe_queue()
        if queue:
            return queue[0]
        listed = self.listing_text()
        if listed is not None and self.listing is None and not self.probing():
            key = QueryPlan("listing", listed).key
            if key not in self.issued:
                return key
        if structured is not None and listed is None:  # a listing reaches every record already
            struct_key = structured.next_key(self, policy)
            if struct_key is not None:
                return struct_key
        return self._best_split(policy)

    def _best_split(self, policy: QueryPolicy) -> str | None:
        """The split query of most new records per unit of cost, if it beats the policy's best term.

        While the policy cannot tell what its terms bring (no records yet, a
        word list), only a listing's splits go: a term's are a bet on how its
        matches spread over the field's values.
        """
        known = policy.best_efficiency > 0
        best: tuple[float, str] | None = None
        for key in sorted(self.splits):
            if key in self.issued or not (known or self.splits[key]["all"]):
                continue
            value = self.split_value(key, policy)
            if best is None or value > best[0]:
                best = (value, key)
        if best is None or best[0] <= 0 or best[0] < policy.best_efficiency:
            return None
        return best[1]

    def split_value(self, key: str, policy: QueryPolicy) -> float:
        """Expected new records per unit of cost of a split query (Ntoulas et al. Eq. 2 with its page count).

        It reaches ``min(matches, cap)`` records in ``⌈reach / page size⌉``
        pages. The share of them not downloaded yet is the share of the parent
        query's total that no downloaded record matches (the records seen for a
        listing; those holding the term for a term), corrected by what this
        field value's split queries brought so far (a sort order that repeats
        another one brings nothing, whatever the model says).
        """
        split = self.splits[key]
        reach = _reach(split)
        total = max(1.0, float(split["total"]))
        seen = policy.num_docs if split["all"] else policy.sample_df(split["text"])
        unseen = max(0.0, 1.0 - seen / total)
        plan = QueryPlan.from_key(key)
        if plan is not None and plan.args:
            returned, new_seen = self.split_yield.get(plan.args[-1], (0, 0))
            unseen = min(unseen, (new_seen + unseen * _PRIOR) / (returned + _PRIOR))
            expected, reached = self.split_reach.get(plan.args[-1][0], (0.0, 0.0))
            reach *= min(1.0, (reached + reach) / (expected + reach)) if reach > 0 else 1.0
        new = reach * unseen
        pages = max(1, math.ceil(reach / max(1, self.page_size or policy.page_size or 10)))
        cost = policy.cost_query + policy.cost_result_page * pages + policy.cost_document * new
        return new / cost if cost > 0 else new


def _reach(split: dict[str, Any]) -> float:
    """Records a split query is expected to reach: its matches, up to the cap."""
    return float(min(split["matches"], split["cap"]) if split["cap"] else split["matches"])


def _size_arg(key: str) -> Args:
    """The page-size argument a probe tried (its last argument)."""
    plan = QueryPlan.from_key(key)
    return plan.args[-1:] if plan is not None and plan.args else ()
