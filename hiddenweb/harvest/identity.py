"""Record identity learned per site: which arguments of its detail links select the record.

He, Xin, Ganti, Rajaraman and Shah (*Crawling Deep Web Entity Pages*, WSDM 2013,
§7.3.1 "Pre-crawl URL deduplication") split the query segments of a site's URLs
into *selection* segments, which change the set of entities (``mfgid=-652``),
*presentation* segments (``sort=4``, ``page=2``) and *content-irrelevant* ones
(click tracking, ``from=7``); two URLs are semantic duplicates when their selection
segments are equal. They take all URLs of a result page as the unit of analysis:
result pages of one site come from one template, so an argument found on many
of them (prevalence over 0.1 of the pages, §8: precision 0.98, recall 0.94) is not
specific to the query and is presentation or irrelevant.

A record key needs the same split for the detail links of the records, with one
guarantee He et al. trade away (their 0.7% wrongly merged URLs): two different
records are never merged. So here the unit is again the result page, and:

* **selection**: an argument whose value differs between two records of one result
  page, or without which two of its different detail links would become one;
* **state**: every other argument of the first two informative result pages (those
  with two or more different detail links; two pages of different queries or page
  numbers): constant within each page, it cannot tell their records apart. It is
  labelled by its evidence: a session or tracking name (``session``); a nested URL
  or a "return to / next / back / ref" name (``return_to``); the query term echoed,
  in any encoding, also inside a nested URL (``echo``); the page number, offset or
  a pager name (``page``); a page size (``page_size``); a sort order or direction
  (``sort``); a field of the search form (``form``); else by what the two pages show:
  a value that differs between them (``across_pages``, e.g. an opaque listing token)
  or the same value on both (``prevalent``: He et al.'s segment common to many pages,
  such as a constant ``table=``).

The key is the detail link, canonical, path kept, without its state arguments
(:func:`hiddenweb.harvest.keys.url_key`). On every page the rule is applied with two
guards: an argument that varies between the page's records is kept, and when
dropping arguments would give two different links of the page one key, the
arguments those links differ in are kept for them (``args_restored``). Records that
share one detail link with records of other values (a category link taken for a
detail link, a list page that is its own detail page) are keyed by their values; entries of one
page with the same link (its fragment aside) and the same title are one record listed twice
(Sphinx's object and text hits), not records sharing a link, and so is a page's own entry with
the entries of its sections that its text shows, title and text (MkDocs' "Home" ``/`` with
"Packages" ``/#packages``); anchors of a page that its entry does not show stay records.
Records without a link keep the hash of their values. An argument the rule has not
seen is kept (``args_unknown``), unless it is the page's query itself in every link of
the page (DokuWiki's highlight ``s[]=term``, on its full-text hits only, which the first
pages may lack). Per-record tracking arguments that vary within a page (``rank=3``) are
therefore kept: a duplicate is preferred to a merge.

**Stability**: a key, once given, must stay the key of its record on every page, after
a resume (``JOBDIR``) and on every worker of a fleet (Redis). The rule is therefore
decided once, from the first :data:`WINDOW` informative result pages (a second page
gets the chance to show an argument varying that the first showed constant), stored in
the crawl state (:attr:`RecordIdentity.RULE`, under the harvest's namespace) and never
changed. Until then each result page with detail links is logged
(:attr:`RecordIdentity.PAGES`: term, page number, links) and keyed by the rule the
same learning gives from the informative pages logged up to its first entry (at most
one): any worker, and a crawl that reads the page again after a kill, gives it the
same keys, and they are the decided rule's keys unless the second page changed the
rule. When a worker adopts the decided rule (it decides it, or finds it stored) it
re-keys the logged pages and, for every record whose earlier key is claimed in the
harvest's set of seen keys, claims its new key too, without a new record (it was
counted once, under its first key): a record read before the rule is not counted or
emitted again when it recurs. Its feed row keeps its first key. The same claim is made each
time the provisional rule changes (a first informative page after a listing's probe pages, which
teach no rule): a record the listing had is not new on that page either. Decided from two
pages, the rule is a bet He et al. make too: an argument constant on both pages that
selects records elsewhere (ids numbered per category) would merge those records on
pages where the guards above do not see it.

**Result-page URLs** (He et al.'s second-level URLs) are not keyed with this rule: for
a result page the page number, offset and sort order *select* what it shows (page 2
is not page 3), so the detail links' rule does not carry over; what remains (session,
tracking) is known by name (:data:`~hiddenweb.urls.VOLATILE_PARAMS`), the harvest
knows each result page's query and page number from its request, and a pager that
leads back to a page already read brings only records already seen, which ends the
query's pagination (the paging rule) after that one request.
"""

from __future__ import annotations

import functools
import logging
import re
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import unquote_plus, urldefrag, urlsplit

from hiddenweb.harvest.keys import field_key, url_key
from hiddenweb.urls import VOLATILE_PARAMS, canonical_url, query_args, without_args, without_session_path

if TYPE_CHECKING:
    from hiddenweb.harvest.loop import Harvest
    from hiddenweb.harvest.pages import Stats
    from hiddenweb.records import SegmentedRecord

__all__ = ["WINDOW", "IdentityRule", "Observation", "PageKeys", "RecordIdentity", "learn_rule"]

logger = logging.getLogger(__name__)

#: Informative result pages (of different queries or page numbers) the rule is decided from.
WINDOW = 2
#: Result pages with detail links (no probes) logged at most before the rule is decided from what
#: they showed (a site whose pages are never informative: one record each, one shared link).
PATIENCE = 30

# Argument names by what they say, compared without case or punctuation (``@sort``,
# ``per_page``, ``returnTo``), whole or by their last word (``tbl_page``).
_NAMES: dict[str, frozenset[str]] = {
    "session": frozenset(
        """sid sessid sessionid session sess jsessionid phpsessid aspsessionid cfid cftoken token csrf
        csrftoken csrfmiddlewaretoken xsrf nonce authenticitytoken utmsource utmmedium utmcampaign utmterm
        utmcontent gclid fbclid""".split()
    ),
    "return_to": frozenset(
        """url returnto returnurl return ret back backurl backto next nexturl ref referer referrer from
        camefrom redirect redirectto redirecturl redirecturi goto origin continue destination dest listurl
        returnpath""".split()
    ),
    "echo": frozenset("q query search kw keyword keywords term terms searchtext searchterm qs wd words".split()),
    "page_size": frozenset(
        """perpage pagesize psize limit rows num count size pagelen pagelength results max maxresults
        numresults ipp pp show display length itemsperpage resultsperpage""".split()
    ),
    "page": frozenset(
        """page p pg pageno pagenum pagenumber paged pn offset start startwith startindex skip first begin
        cursor pageindex currentpage""".split()
    ),
    "sort": frozenset(
        """sort sortby sortorder sortdir sortfield sortkey order orderby ordering ord dir direction desc asc
        sorted""".split()
    ),
}
_WORDS = re.compile(r"[a-z]+")
_NESTED_URL = re.compile(r"^(?:https?://|/|\?)|\?[^=]*=")


@dataclass
class Observation:
    """The detail links of one result page read before the rule was decided."""

    term: str
    page: int
    url: str
    #: Per record: its detail link (None: none) and its values' key (:func:`~hiddenweb.harvest.keys.field_key`).
    links: list[tuple[str | None, str]] = field(default_factory=list)
    #: A plan's probe (the empty query, ``*``, a page size): its records are keyed and aliased like
    #: any page's, but it teaches no rule — a refused empty query answers with the site's tools
    #: (DokuWiki's ``doku.php?id=start&do=…``), and an empty query echoes no term.
    probe: bool = False

    @property
    def slot(self) -> tuple[str, int]:
        """Which result page this is: a page read twice (after a kill) has one slot."""
        return (self.term, self.page)

    @property
    def informative(self) -> bool:
        """Whether it has two different detail links (only then can arguments be told apart)."""
        return len(_distinct(self.links)) >= 2

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (a log entry of the crawl state)."""
        data = {"term": self.term, "page": self.page, "url": self.url, "links": [list(x) for x in self.links]}
        return {**data, "probe": True} if self.probe else data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Observation:
        """The observation :meth:`to_dict` wrote."""
        links = [(u, k) for u, k in data["links"]]
        return cls(data["term"], int(data["page"]), data["url"], links, bool(data.get("probe")))


@dataclass
class PageKeys:
    """The keys of one page's records, and what keying them took."""

    keys: list[str]
    #: Arguments the rule drops, kept on this page: they vary between its records, or two of its
    #: links would otherwise share a key.
    restored: set[str] = field(default_factory=set)
    #: Records keyed by their values because records of other values share their link.
    shared: int = 0
    #: Those links (identity URLs).
    shared_links: set[str] = field(default_factory=set)
    #: Argument names the rule has not seen (kept).
    unknown: set[str] = field(default_factory=set)
    #: Records whose key dropped at least one argument of their link.
    stripped: int = 0


@dataclass
class IdentityRule:
    """Which arguments of a site's detail links select the record (``keep``) and which are state (``drop``)."""

    #: argument name -> why it is state (``session``, ``return_to``, ``echo``, ``page``, ...).
    drop: dict[str, str] = field(default_factory=dict)
    #: argument name -> why it is kept (``varies``, ``distinguishes``).
    keep: dict[str, str] = field(default_factory=dict)
    #: Identity URLs that records of different values shared on a page: not record identities.
    shared: list[str] = field(default_factory=list)
    #: Informative result pages it was learned from.
    pages: int = 0
    #: Decided (stored in the crawl state, never changed), or provisional.
    final: bool = False

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready (a value of the crawl state)."""
        return {"drop": self.drop, "keep": self.keep, "shared": self.shared, "pages": self.pages, "final": self.final}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> IdentityRule:
        """The rule :meth:`to_dict` wrote."""
        return cls(dict(data["drop"]), dict(data["keep"]), list(data["shared"]), int(data["pages"]), data["final"])

    def dropped(self, name: str) -> bool:
        """Whether argument ``name`` is state (unknown names: only session-like :data:`VOLATILE_PARAMS`)."""
        if name in self.drop:
            return True
        return name not in self.keep and name in VOLATILE_PARAMS

    def keys(self, links: Sequence[tuple[str | None, str]], term: str = "") -> PageKeys:
        """The keys of one page's records, each given as ``(detail link or None, its values' key)``."""
        return self.keys_of([url for url, _ in links], lambda i: links[i][1], term)

    def keys_of(self, urls: Sequence[str | None], values: Callable[[int], str], term: str = "") -> PageKeys:
        """:meth:`keys` of records given as their detail links and ``values(i)``, record ``i``'s values'
        key, asked for only where a record is keyed by its values or shares its link with another on the
        page (a page's records mostly have links of their own: their values are not hashed).

        ``term``: the page's query; an argument the rule has not seen that echoes it in every link of
        the page is state there (DokuWiki's highlight ``s[]=term``, on full-text hits only)."""
        canons = [_canonical(url) for url in urls]
        distinct: dict[str, list[tuple[str, str]]] = {}
        for canon in canons:
            if canon is not None and canon not in distinct:
                distinct[canon] = query_args(canon)
        known = {name for args in distinct.values() for name, _ in args}
        dropped = {
            name for name in known if self.dropped(name) or (name not in self.keep and _echoed(distinct, name, term))
        }
        drops = _separate(distinct, dropped - _varying(distinct.values()))
        idents = [without_args(canon, drops[canon]) if canon is not None else None for canon in canons]
        links_of: dict[str, list[int]] = {}
        for i, ident in enumerate(idents):
            if ident is not None:
                links_of.setdefault(ident, []).append(i)
        owners = {ident: len({values(i) for i in shown}) for ident, shown in links_of.items() if len(shown) > 1}
        restored = {name for canon, args in distinct.items() for name, _ in args if name in dropped - drops[canon]}
        unknown = {name for name in known if name not in self.drop and name not in self.keep and name not in dropped}
        out = PageKeys([], restored, unknown=unknown)
        shared = set(self.shared)
        for i, (url, canon, ident) in enumerate(zip(urls, canons, idents)):
            if url is None or not url.strip():
                out.keys.append(values(i))
            elif canon is None or ident is None:
                out.keys.append(url_key(url))  # not a URL: its own key, as written
            elif ident in shared or owners.get(ident, 1) > 1:
                out.keys.append(values(i))
                out.shared += 1
                out.shared_links.add(ident)
            else:
                out.keys.append("u:" + ident)
                out.stripped += ident != canon
        return out


def learn_rule(
    window: Sequence[Observation], *, final: bool, keyword: str = "", form_fields: Collection[str] = ()
) -> IdentityRule:
    """The rule learned from informative result pages (see the module docstring).

    ``final``: the window is complete (the rule is the one to store). ``keyword`` and
    ``form_fields`` name the search form's keyword box and fields (their echo in a link
    is listing state).
    """
    rule = IdentityRule(pages=len(window), final=final)
    pages = [_distinct(obs.links) for obs in window]
    for distinct in pages:
        rule.keep.update(dict.fromkeys(_varying(distinct.values()), "varies"))
    names = sorted({name for distinct in pages for args in distinct.values() for name, _ in args})
    for distinct in pages:
        candidates = {name for name in names if name not in rule.keep}
        for drop in _separate(distinct, candidates).values():
            rule.keep.update(dict.fromkeys(candidates - drop, "distinguishes"))
    for name in names:
        if name in rule.keep:
            continue
        values = [(_values(distinct, name), obs) for distinct, obs in zip(pages, window)]
        reason = _evidence(name, [(v, obs.term, obs.page) for vs, obs in values for v in vs], keyword, form_fields)
        if reason is None:
            reason = "across_pages" if len({vs for vs, _ in values}) > 1 else "prevalent"
        rule.drop[name] = reason
    rule.shared = sorted(set().union(*(rule.keys(obs.links, obs.term).shared_links for obs in window)))
    return rule


class RecordIdentity:
    """One harvest's record keys: the rule learned from its first result pages, kept in the crawl state."""

    # Names in the crawl state, under the harvest's ``harvest:<namespace>:``.
    RULE = "identity"  # value: the decided rule (IdentityRule.to_dict)
    PAGES = "identity-pages"  # log: result pages keyed before the rule was decided (Observation.to_dict)

    def __init__(self, harvest: Harvest) -> None:
        self.harvest = harvest
        self.state = harvest.state
        namespace = harvest.RECORDS[: -len(type(harvest).RECORDS)]  # "harvest:<namespace>:"
        self.RULE = namespace + RecordIdentity.RULE
        self.PAGES = namespace + RecordIdentity.PAGES
        #: The decided rule, once this worker knows it.
        self.rule: IdentityRule | None = None
        self._log: list[Observation] = []  # the pages logged before the rule, as read so far
        self._looked = False
        self._unknown: set[str] = set()
        #: The provisional rule the last page before the decision was keyed by.
        self._provisional: IdentityRule | None = None

    def keys(
        self, records: Sequence[SegmentedRecord], url: str, term: str, page: int, stats: Stats, probe: bool = False
    ) -> list[str]:
        """The keys of a result page's records (page ``page`` of ``term``, read from ``url``; ``probe``:
        a plan's probe, which teaches no rule, see :attr:`Observation.probe`)."""
        urls = [r.detail_url or None for r in records]
        hashed: dict[int, str] = {}
        listed_before = _listed_twice(records)

        def values(i: int) -> str:
            i = listed_before.get(i, i)
            key = hashed.get(i)
            if key is None:
                key = hashed[i] = field_key(records[i].raw.values())
            return key

        rule = self._decided(stats, url)
        if rule is None and any(urls):
            links = [(link, values(i)) for i, link in enumerate(urls)]
            rule = self._learn(Observation(term, page, url, links, probe), stats)
        keyed = (rule or IdentityRule()).keys_of(urls, values, term)
        for name, count in (("args_restored", len(keyed.restored)), ("shared_links", keyed.shared)):
            if count:
                stats.inc_value(f"hiddenweb/identity/{name}", count)
        if keyed.stripped:
            stats.inc_value("hiddenweb/identity/links_stripped", keyed.stripped)
        if rule is not None and rule.final and keyed.unknown - self._unknown:
            stats.inc_value("hiddenweb/identity/args_unknown", len(keyed.unknown - self._unknown))
            self._unknown |= keyed.unknown
        return keyed.keys

    def _form(self) -> tuple[str, set[str]]:
        """The search form's keyword box and field names."""
        target = self.harvest.target or {}
        return str(target.get("keyword", "")), {str(pair[0]) for pair in target.get("formdata", [])}

    def _rule(self, window: Sequence[Observation], final: bool) -> IdentityRule:
        keyword, fields = self._form()
        return learn_rule(window[:WINDOW], final=final, keyword=keyword, form_fields=fields)

    def _decided(self, stats: Stats, url: str) -> IdentityRule | None:
        """The decided rule, looked up in the crawl state once (a resumed crawl, another worker)."""
        if self.rule is None and not self._looked:
            self._looked = True
            stored = self.state.get(self.RULE)
            if stored:
                self._adopt(IdentityRule.from_dict(stored), None, stats, url)
        return self.rule

    def _learn(self, observation: Observation, stats: Stats) -> IdentityRule:
        """Log a page read before the rule, and the rule to key it by: decided, or provisional."""
        self.state.append(self.PAGES, [observation.to_dict()])
        log = self._logged()
        window = _window(log)
        if len(window) >= WINDOW or _waited(log) >= PATIENCE:
            rule = self._rule(window, final=True)
            self.state.put(self.RULE, rule.to_dict())
            self._adopt(rule, log, stats, observation.url)
            return rule
        stats.inc_value("hiddenweb/identity/pages_before_rule")
        provisional = self._rule(_window(log[: _first(log, observation.slot) + 1]), final=False)
        if provisional != self._provisional:
            # The first informative page changes the rule the pages before it were keyed by (a listing's
            # probe pages, keyed by the rule of no page): their records' keys under this one are claimed
            # before this page is keyed, or its records seen there would come again as new.
            self._provisional = provisional
            aliased = self._alias(provisional, log)
            if aliased:
                stats.inc_value("hiddenweb/identity/records_aliased", aliased)
        return provisional

    def _logged(self) -> list[Observation]:
        """The pages logged before the rule (read from where this worker left off)."""
        self._log += [Observation.from_dict(entry) for entry in self.state.read(self.PAGES, len(self._log))]
        return self._log

    def _adopt(self, rule: IdentityRule, log: list[Observation] | None, stats: Stats, url: str) -> None:
        """Key by ``rule`` from now on; claim the rule's keys of the records keyed before it."""
        self.rule = rule
        aliased = self._alias(rule, self._logged() if log is None else log)
        stats.set_value("hiddenweb/identity/args_kept", len(rule.keep))
        for reason in sorted(set(rule.drop.values())):
            stats.set_value(f"hiddenweb/identity/args_dropped/{reason}", sum(r == reason for r in rule.drop.values()))
        if aliased:
            stats.inc_value("hiddenweb/identity/records_aliased", aliased)
        selected = [f"{name} ({why})" for name, why in sorted(rule.keep.items())]
        logger.info(
            "Record identity on %s: detail links select records by their path%s; state: %s "
            "(learned from %d result pages; %d records read before it re-keyed)",
            urlsplit(url).netloc,
            f" and {', '.join(selected)}" if selected else "",
            ", ".join(f"{name} ({why})" for name, why in sorted(rule.drop.items())) or "none",
            rule.pages,
            aliased,
        )

    def _alias(self, rule: IdentityRule, log: Sequence[Observation]) -> int:
        """Claim the rule's key of every record whose provisional key was claimed (see the module docstring).

        Only claimed provisional keys count: a worker killed between logging a page and
        claiming its records must not leave them seen but never emitted.
        """
        records = self.harvest.RECORDS
        done: set[str] = set()
        for observation in log:
            position = _first(log, observation.slot)
            window = _window(log[: position + 1])
            if len(window) >= WINDOW or _waited(log[: position + 1]) >= PATIENCE:
                continue  # keyed by the decided rule
            before = self._rule(window, final=False).keys(observation.links, observation.term).keys
            after = rule.keys(observation.links, observation.term).keys
            for old, new in zip(before, after):
                if old != new and new not in done and self.state.has(records, old):
                    self.state.add(records, [new], wait=False)
                    done.add(new)
        return len(done)


def _listed_twice(records: Sequence[SegmentedRecord]) -> dict[int, int]:
    """Entries of one page that list a record listed before them, under one link (its fragment aside):
    the same title, or that title followed by one of its sections ("Stdlib Notes > Packages"), other
    values (Sphinx lists a page found as an object and by its text twice, one snippet each, and a page
    whose title and a section's both match as "Title" and "Title > Section"); or a section of a page
    listed with the page's own entry, whose text shows the section (:func:`_shows_section`: MkDocs lists
    its home page "Home" ``/`` and its sections "Stdlib Notes" ``/#stdlib-notes`` and "Packages"
    ``/#packages``, the page's text their headings and texts one after the other). They are that record:
    keyed by the values of its first entry, as if they were equal, so the link that both hold is no
    link "shared by records of other values" (:meth:`IdentityRule.keys_of`)."""
    parent = list(range(len(records)))

    def root(i: int) -> int:
        while parent[i] != i:
            i = parent[i] = parent[parent[i]]
        return i

    shown: dict[str, list[int]] = {}
    for i, record in enumerate(records):
        if record.detail_url:
            shown.setdefault(urldefrag(record.detail_url)[0], []).append(i)
    # a link listed once has nothing to join: its record's fields are not built for a title (a wrapper
    # builds them on first use, and most records of a page were seen before)
    documents = [
        [(i, title) for i in listed if (title := (records[i].raw.get("title") or "").strip().lower())]
        for listed in shown.values()
        if len(listed) > 1
    ]
    for entries in documents:
        for n, (i, title) in enumerate(entries):
            for j, other in entries[:n]:
                if root(i) != root(j) and (
                    _same_page(title, other)
                    or _shows_section(records[j], records[i])
                    or _shows_section(records[i], records[j])
                ):
                    first, last = sorted((root(i), root(j)))
                    parent[last] = first
    return {i: root(i) for i in range(len(records)) if root(i) != i}


def _same_page(title: str, other: str) -> bool:
    """Whether two entries' titles name one page: equal, or one is the other and then a section of
    it after a separator (not a longer word or name: "Ford Focus" and "Ford Focus ST" stay two)."""
    short, long = sorted((title, other), key=len)
    if long == short:
        return True
    rest = long[len(short) :] if long.startswith(short) else ""
    return bool(rest) and rest.lstrip()[:1] in _SECTION_MARKS


def _shows_section(page: SegmentedRecord, section: SegmentedRecord) -> bool:
    """Whether ``page`` is the entry of the page a ``section`` entry links into: its link is the
    section's without the fragment, and its text shows the section's title followed by the section's
    text, whole or up to where the page's text is cut (at least :data:`_SECTION_WORDS` words of it).

    What the page shows of itself holds the section: an anchor of a page is no record of its own
    there. Entries that only share a page (a glossary's terms, a page's functions listed as objects)
    are not shown inside its entry's text, and stay records of their own (keyed by their values)."""
    if urldefrag(page.detail_url)[1] or not urldefrag(section.detail_url)[1]:
        return False
    title = _plain(section.raw.get("title"))
    text = _plain(" ".join(str(value) for name, value in section.raw.items() if name != "title" and value), cut=True)
    if not title or not text:
        return False
    shown = _plain(" ".join(str(value) for value in page.raw.values() if value), cut=True)
    wanted = f"{title} {text}"
    enough = len(title) + len(" ".join(text.split()[:_SECTION_WORDS])) + 1
    at = shown.find(wanted[:enough])
    while at >= 0:
        rest = shown[at:]
        if (at == 0 or shown[at - 1] == " ") and (rest.startswith(wanted) or wanted.startswith(rest.rstrip())):
            return True
        at = shown.find(wanted[:enough], at + 1)
    return False


def _plain(value: object, cut: bool = False) -> str:
    """A value as compared: lowercase, white space collapsed (``cut``: a text that may be cut short,
    without the dots at its end)."""
    plain = " ".join(str(value or "").lower().split())
    return plain.rstrip(".… ") if cut else plain


#: Words of a section's text its page's entry must show after its title, when it shows less than all.
_SECTION_WORDS = 3


#: What separates a page's title from a section's in one entry ("Title > Section", "Title – Section").
_SECTION_MARKS = frozenset(">»›/|:–—")


def _waited(log: Sequence[Observation]) -> int:
    """The pages of a log that could have taught the rule (no probes): what :data:`PATIENCE` counts.

    A plan's probe pages teach nothing: Django's admin lists its 5,000 records on 50 pages of the
    empty query first, and the rule, decided after 30 of them, had learnt from no page at all.
    """
    return sum(not observation.probe for observation in log)


def _window(log: Sequence[Observation]) -> list[Observation]:
    """The informative pages of a log that are no probes, in order, each result page once."""
    slots: set[tuple[str, int]] = set()
    out = []
    for observation in log:
        if observation.informative and not observation.probe and observation.slot not in slots:
            slots.add(observation.slot)
            out.append(observation)
    return out


def _first(log: Sequence[Observation], slot: tuple[str, int]) -> int:
    """The position of a result page's first entry in the log."""
    return next(i for i, observation in enumerate(log) if observation.slot == slot)


# -- one page's links ------------------------------------------------------------------
def _canonical(url: str | None) -> str | None:
    """The canonical form of a detail link without the session its path carries (``;jsessionid=`` path
    parameters are no arguments the rule could learn to drop, as it drops ``sid=``: a Java site's
    every visit would list its records anew); None for no link or one that does not parse."""
    if not url or not url.strip():
        return None
    try:
        return _canonical_link(url)
    except ValueError:
        return None


@functools.lru_cache(maxsize=16384)
def _canonical_link(url: str) -> str:
    """:func:`_canonical` of a link, remembered: a capped site lists the same records again and again
    (the demo's result pages read each record about seven times), and w3lib's canonical form is the
    dearest step of a record's key."""
    return canonical_url(without_session_path(url))


def _distinct(links: Iterable[tuple[str | None, str]]) -> dict[str, list[tuple[str, str]]]:
    """The page's different detail links (canonical), each with its arguments."""
    out: dict[str, list[tuple[str, str]]] = {}
    for url, _ in links:
        canon = _canonical(url)
        if canon is not None and canon not in out:
            out[canon] = query_args(canon)
    return out


def _by_name(args: Iterable[tuple[str, str]]) -> dict[str, tuple[str, ...]]:
    """A link's arguments by name (a repeated argument: all its values)."""
    out: dict[str, list[str]] = {}
    for name, value in args:
        out.setdefault(name, []).append(value)
    return {name: tuple(values) for name, values in out.items()}


def _varying(links: Iterable[list[tuple[str, str]]]) -> set[str]:
    """Arguments with different values in two links of one page (links without them aside)."""
    seen: dict[str, tuple[str, ...]] = {}
    out: set[str] = set()
    for args in links:
        for name, values in _by_name(args).items():
            if seen.setdefault(name, values) != values:
                out.add(name)
    return out


def _separate(distinct: dict[str, list[tuple[str, str]]], drop: set[str]) -> dict[str, set[str]]:
    """Per link, the arguments to drop: ``drop``, less those without which two links would be one."""
    drops = {canon: set(drop) for canon in distinct}
    for _ in range(len(drop) + 1):
        groups: dict[str, list[str]] = {}
        for canon in distinct:
            groups.setdefault(without_args(canon, drops[canon]), []).append(canon)
        merged = [group for group in groups.values() if len(group) > 1]
        if not merged:
            break
        for group in merged:
            forms = [_by_name(distinct[canon]) for canon in group]
            differ = {name for name in set().union(*forms) if len({f.get(name) for f in forms}) > 1}
            for canon in group:
                drops[canon] -= differ
    return drops


def _values(distinct: dict[str, list[tuple[str, str]]], name: str) -> tuple[str, ...]:
    """The values argument ``name`` takes in a page's links, as written (percent-encoded; sorted, each once)."""
    found = set()
    for canon in distinct:
        for segment in canon.partition("?")[2].split("&"):
            key, _, value = segment.partition("=")
            if segment and unquote_plus(key) == name:
                found.add(value)
    return tuple(sorted(found))


# -- evidence --------------------------------------------------------------------------
def _evidence(
    name: str, seen: Sequence[tuple[str, str, int]], keyword: str, form_fields: Collection[str]
) -> str | None:
    """Why a constant argument is state, from its name and its ``(value, term, page number)`` samples; None: no sign.

    Values are as written in the link (percent-encoded).
    """
    flat = re.sub(r"[^a-z0-9]", "", name.lower())
    words = _WORDS.findall(name.lower())
    said = next((kind for kind, names in _NAMES.items() if flat in names or (words and words[-1] in names)), None)
    if said == "session":
        return "session"
    if said == "return_to" or any(_NESTED_URL.search(unquote_plus(value)) for value, _, _ in seen):
        return "return_to"
    if said == "echo" or name == keyword or any(_echoes(value, term) for value, term, _ in seen):
        return "echo"
    if said is None and any(page > 1 and value in (str(page), str(page - 1)) for value, _, page in seen):
        return "page"
    if said is not None:
        return said
    return "form" if name in form_fields else None


def _echoed(distinct: dict[str, list[tuple[str, str]]], name: str, term: str) -> bool:
    """Whether argument ``name`` is the query ``term`` itself in every link of a page that has it
    (equal, not holding it: a one-record page's ``id=libfoo-perl`` holds its query "perl")."""
    wanted = " ".join(term.lower().split())
    values = _values(distinct, name)
    return bool(wanted) and bool(values) and all(_decoded(value) == wanted for value in values)


def _decoded(value: str) -> str:
    """``value`` percent-decoded (up to four times), case-folded, spaces collapsed."""
    *_, last = _decodings(value, 4)
    return " ".join(last.lower().split())


def _decodings(value: str, times: int) -> Iterator[str]:
    """``value`` as written, then percent-decoded once, twice… up to ``times`` times, until it no longer changes."""
    yield value
    for _ in range(times):
        decoded = unquote_plus(value)
        if decoded == value:
            return
        yield decoded
        value = decoded


def _echoes(value: str, term: str) -> bool:
    """Whether ``value`` carries the query ``term`` (any case; percent-encoded up to four times, UTF-8 or Latin-1)."""
    wanted = " ".join(term.lower().split())
    if len(wanted) < 2:
        return False
    return any(
        wanted in " ".join(form.lower().split())
        for level in _decodings(value, 3)
        for form in (level, unquote_plus(level, encoding="latin-1"))
    )
