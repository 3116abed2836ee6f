"""How big is the database behind the form? An estimate with an interval (for coverage and P(q)·N).

Sources, best first (:meth:`SizeEstimator.interval` says which one it used):

1. ``match_all`` — a query that lists the whole database (an empty query, a wildcard) with a
   *trusted* reported total: that total is N. The interval is that total, widened only by what
   disagrees with it (other match-all totals, more distinct records seen than it says).
2. ``totals`` — reported totals once trusted (read where the site's totals were validated). A
   query's total ``T(q)`` and its share of the downloaded sample *before* it was issued give
   ``N ≈ T(q) / P(q | sample)`` (Ntoulas et al. 2005, §3.1: the sample's term frequencies stand
   for the database's); the median over queries with enough sample support (over the size
   probes' alone once there are a few: the policy chooses terms frequent in the sample, whose
   ratios run low), its interval the spread over the queries, widened to the probes'
   capture–recapture interval (3.) where that disagrees. The policy's ratios are divided by the
   site's matching factor (:meth:`SizeEstimator.set_matching`), measured on the policy's own
   queries: where the site matches more than the downloaded records show (whole pages behind
   snippets, substrings), ``T(q)`` counts more than ``P(q | sample)·N``. The probes' words are
   another population (generic words, not the sample's frequent ones): theirs are not divided.
   Once the probes give a capture–recapture estimate (3.), its point is the point: it measures the
   coverage on the probes' own records and assumes nothing about how the site matches a word,
   while a ratio assumes the records show the text the site matched (MediaWiki matches whole pages
   and shows snippets: at 1,000 requests its third probe ratio took the estimate from 2,966 to
   7,280 for 3,000, every probe record having been seen); the totals' spread stays in the interval.
3. ``probes`` — capture–recapture corrected for the bias of queries drawn from the sample. The
   crawler's own queries come from the records it downloaded, so their results overlap what it
   has more than a random sample of the database would, and an overlap estimate collapses onto the
   records seen (the measured failure: "estimated coverage 100%" from the 10th query on). Bharat
   and Broder (WWW 1998: "query-based sampling" with random queries drawn from a lexicon built
   independently of the engines measured, then "checking" whether each sampled page is in the
   other engine) estimate P(B | A) from such independent samples. Here A is the database, B
   what the crawler downloaded: a few *probe* queries drawn from the shipped generic word list
   (:mod:`.probes`, seeded; not from the sample), and the share of their records already seen
   estimates coverage; each probe record weighs ``1/deg`` (deg: the lexicon words it contains),
   which undoes the sampling's bias towards long records (:mod:`.probes`). Pooled over probes
   made at different times (Schnabel): ``N ≈ Σ S_q·b_q / Σ a_q`` with ``S_q`` the records seen
   before probe q, ``b_q`` its records' weight, ``a_q`` the weight of those already seen; the
   lexicon words the policy issued itself (which probes skip) are a stratum known exactly
   (:meth:`SizeEstimator._probe_interval`). Records of one query are clustered, so the interval is a percentile bootstrap over probes,
   widened by a Wilson interval on the pooled share (so that it never collapses when every probe
   record was seen). The probes are checked again as the crawl goes on: a probe's record that
   the crawler's own queries return later counts as seen (``QueryOutcome.recaptured``), and the
   point compares the probes with the records those queries found by now — what "checking" means
   in Bharat and Broder, done at the end instead of at the probe (issue 14, item 3).
4. ``overlap`` — before any probe: the pooled overlap of all queries (Schnabel over the crawler's
   own queries, Bharat–Broder's |A|/|B| = P(A∩B | B) / P(A∩B | A)). Biased low, so it comes with
   no upper end (``high`` None).

Two floors hold for every estimate: never below the distinct records seen; and while the last
:attr:`SizeEstimator.recent_window` queries still brought unseen records, the point estimate
is above the records seen by at least those records (the crawl is not done while queries
still find new records, so it never reports coverage 1.0 then). A trusted match-all total is
exempt from the second floor: the site has said how many there are. An estimate raised by a
floor was contradicted by the records found, so it is biased low: its upper end is raised in
proportion (the interval keeps its relative width instead of collapsing onto the records seen).
A third floor is Schnabel's estimate over the crawler's own last
:attr:`SizeEstimator.new_share_window` queries (:attr:`SizeEstimator.recent_floor`): where they
still find one record in ten new, the coverage is not 0.97.
"""

from __future__ import annotations

import math
import statistics
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:  # policies imports this module
    from .base import QueryOutcome

__all__ = ["SizeEstimator", "SizeInterval", "combined", "coverage", "format_coverage"]

#: Resamples of the percentile bootstraps (deterministic: a fixed seed, so replay agrees).
BOOTSTRAP_RESAMPLES = 400
#: Two-sided level of the intervals.
LEVEL = 0.95
_Z = 1.959963984540054  # standard normal quantile of 1 − (1 − LEVEL) / 2
#: Ratio estimates needed before their spread gives the interval an upper end.
MIN_SPREAD = 3


@dataclass(frozen=True)
class SizeInterval:
    """A database-size estimate: point, interval (``high`` None: no upper end known) and source."""

    estimate: float
    low: float
    high: float | None
    method: str  # "match_all", "totals", "probes", "overlap" or "stated"

    def coverage(self, records: int) -> tuple[float | None, float | None, float]:
        """(coverage, its lower end, its upper end) of *records* distinct records; the point and the
        lower end are None while the size has no upper end: such an estimate is biased low (the
        crawler's own queries overlap what it has), so its coverage would be a figure that only looks
        good (Fossil: 0.98 for a true 0.83); the upper end, records over the size's lower end, holds."""
        if self.high is None:
            return None, None, coverage(records, self.low) or 0.0
        return coverage(records, self.estimate) or 0.0, coverage(records, self.high), coverage(records, self.low) or 0.0


class SizeEstimator:
    """Database-size estimate and interval from query outcomes; feed it every finished query."""

    #: queries whose new records keep the point estimate above the records seen
    recent_window = 10
    #: the crawler's own last queries whose recaptures give the estimate a floor (:meth:`recent_floor`)
    new_share_window = 20
    #: probes with a trusted total from which the ratio estimate is taken (their words are not
    #: chosen for a high frequency in the sample, as the policy's are: its ratios run low)
    min_probe_ratios = 3

    def __init__(self, min_sample_df: int = 5, min_sample_size: int = 30, min_ratio_estimates: int = 1) -> None:
        self.min_sample_df = min_sample_df
        self.min_sample_size = min_sample_size
        self.min_ratio_estimates = min_ratio_estimates
        self.match_all_totals: list[int] = []  # trusted totals of queries that list everything
        #: The total a listing stated where the site's totals were confirmed after it ended (see
        #: :meth:`confirm_listing_total`): a match-all total read late.
        self.listing_total: int | None = None
        #: The total a listing stated where totals were never confirmed (the first guess's reading, or
        #: a listing the budget cut off before a keyword query confirmed anything): the size, as the site
        #: states it, when nothing else is known (:meth:`_interval`).
        self.stated_listing_total: int | None = None
        self.ratio_estimates: list[float] = []  # T(q) / P(q | sample), trusted totals only
        self.probe_ratios: list[float] = []  # the same, of size probes only (words not chosen from the sample)
        self.max_reported_total = 0  # largest trusted total: a lower bound
        self.distinct_seen = 0  # lower bound: records downloaded so far
        self.probes: list[tuple[float, float, float, int]] = []  # (S_q, a_q, b_q, records returned), empty too
        #: Per probe: its records were keyed (:attr:`QueryOutcome.probe_unseen`), so it is checked
        #: against the crawler's own records now, and the weight of its records they found since.
        self._checked: list[bool] = []
        self._recaptured: list[float] = []
        #: Records only size probes have found: key → (probe, weight) of each probe that returned it.
        self._probe_only: dict[str, list[tuple[int, float]]] = {}
        self.lexicon_size = 0  # words the probes are drawn from
        self.first_pages: dict[str, float] = {}  # the policy's queries of lexicon words: first page's weight
        self._capture_num = 0.0  # Σ n1·n2 over the crawler's own queries
        self._capture_den = 0  # Σ m
        self._captures = 0
        self._recent: deque[int] = deque(maxlen=self.recent_window)
        #: (records returned, new, records known before) of the crawler's own last queries (not probes,
        #: not listings)
        self._returns: deque[tuple[int, int, int]] = deque(maxlen=self.new_share_window)
        #: The site's matches per sample match of a term (:meth:`set_matching`); divides the ratio estimates.
        self.matching = 1.0
        self._version = 0
        self._cache: tuple[tuple[int, int], SizeInterval | None] | None = None

    def observe(self, outcome: QueryOutcome, sample_df: int, sample_size: int) -> None:
        """Learn from a finished query; *sample_df*/*sample_size* describe the downloaded
        sample just *before* the query was issued (its df for the term, number of records)."""
        self._version += 1
        new = max(outcome.new, 0)
        self.distinct_seen = max(self.distinct_seen, sample_size + new)
        # A listing of the database that reached the total it states, or its last page with no cap
        # seen, enumerated the database: its new records are no sign that more are unseen (Datasette:
        # 20,000 listed counted as 20,000 more; WordPress's listing states no total: 2,000 for 2,000 more).
        listed = outcome.match_all and (
            (outcome.reported_total is not None and outcome.returned >= outcome.reported_total)
            or (outcome.complete and not outcome.capped)
        )
        self._recent.append(0 if listed else new)
        if outcome.returned > 0 and not outcome.probe and not outcome.match_all:
            self._returns.append((outcome.returned, new, sample_size))
        total = outcome.reported_total
        if (
            outcome.match_all
            and total
            and not outcome.total_trusted
            and outcome.pages >= 2
            and outcome.returned < total
        ):
            # a listing cut off on its way: its pages went on past the first towards what it states (a
            # page size misread as the total, Flask-Admin's 50, ends the listing's count at its first page)
            self.stated_listing_total = total
        if total is not None and total >= 0 and outcome.total_trusted:
            self.max_reported_total = max(self.max_reported_total, total)
            if outcome.match_all:
                self.match_all_totals.append(total)
            elif sample_df >= self.min_sample_df and sample_size >= self.min_sample_size and total > 0:
                self.ratio_estimates.append(total * sample_size / sample_df)
                if outcome.probe:
                    self.probe_ratios.append(total * sample_size / sample_df)
        returned = outcome.returned
        if outcome.probe:
            self.lexicon_size = max(self.lexicon_size, outcome.lexicon)
            seen_mass, mass = outcome.probe_seen, outcome.probe_mass
            if returned > 0 and mass <= 0:  # not weighed (read by a worker that did not know it for a probe)
                seen_mass, mass = float(max(0, returned - new)), float(returned)
            index = len(self.probes)
            self.probes.append((float(sample_size), seen_mass, mass, returned))
            self._checked.append(outcome.probe_unseen is not None)
            self._recaptured.append(0.0)
            for key, weight in (outcome.probe_unseen or {}).items():
                self._probe_only.setdefault(key, []).append((index, weight))
            return
        for key in outcome.recaptured:
            for index, weight in self._probe_only.pop(key, ()):
                self._recaptured[index] += weight
        if outcome.probe_mass > 0:
            self.first_pages[outcome.term] = outcome.probe_mass
        if sample_size > 0 and returned > 0 and not outcome.match_all:
            self._capture_num += sample_size * returned
            self._capture_den += max(0, returned - new)
            self._captures += 1

    @property
    def probe_returns(self) -> list[int]:
        """Records each size probe returned, in order (0: it matched nothing)."""
        return [int(returned) for *_, returned in self.probes]

    @property
    def lower_bound(self) -> int:
        """The database holds at least this many records: the largest trusted total, or the
        distinct records downloaded."""
        return max(self.max_reported_total, self.distinct_seen)

    @property
    def recent_new(self) -> int:
        """New records brought by the last :attr:`recent_window` queries."""
        return sum(self._recent)

    def estimate(self, seen: int | None = None) -> float | None:
        """Estimated number of records in the database, or None before there is evidence."""
        interval = self.interval(seen)
        return interval.estimate if interval is not None else None

    def interval(self, seen: int | None = None) -> SizeInterval | None:
        """The estimate with its interval (None before there is evidence); *seen*: the distinct
        records known now, if more than the queries observed so far account for."""
        seen = max(self.distinct_seen, seen or 0)
        key = (self._version, seen)
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        result = self._interval(seen)
        self._cache = (key, result)
        return result

    def set_matching(self, factor: float) -> None:
        """How many records the site matches for a term per downloaded record holding it, measured
        on queries read to their end: ``T(q) / P(q | sample)`` counts the site's matches, so it is
        ``factor`` times the size where the site matches more than words (substrings, whole pages)."""
        if factor > 0 and factor != self.matching:
            self.matching = factor
            self._version += 1

    def confirm_listing_total(self, total: int) -> None:
        """A query that lists everything stated ``total`` where the site's totals were confirmed after
        it ended (its outcome came with an unconfirmed total): from now on it sizes the database."""
        if total > 0 and total != self.listing_total:
            self.listing_total = total
            self._version += 1

    def _interval(self, seen: int) -> SizeInterval | None:
        totals = self.match_all_totals or ([self.listing_total] if self.listing_total else [])
        if totals and max(totals) < seen:
            # A listing cannot hold fewer records than were downloaded: every such total was misread
            # (the page size, a tab's count of something else) and says nothing of the size.
            totals = []
        if totals:  # disagreeing: other match-all totals, a larger total, more records seen
            point = max(float(statistics.median(totals)), float(seen))
            top = max(float(max(totals)), float(self.max_reported_total), point)
            return SizeInterval(point, max(float(min(totals)), float(seen)), top, "match_all")
        floor = float(max(seen, self.max_reported_total))
        raw = self._raw(seen)
        if raw is None:
            return self._stated(seen)
        raw_point, low, high, method = raw
        recent = self.recent_new
        point = max(raw_point, floor, float(seen + recent) if recent else floor)
        low = max(min(low, point), floor)
        if high is not None:
            # An estimate the records found contradict is biased low: its interval moves up with it
            # (keeping its relative width) rather than collapse onto the records seen.
            high = max(high * point / raw_point if raw_point > 0 else high, point)
        recent_floor = self.recent_floor
        if recent_floor is not None and recent_floor > point:
            point = recent_floor
            high = None if high is None else max(high, point)
        return SizeInterval(point, low, high, method)

    def _stated(self, seen: int) -> SizeInterval | None:
        """The size a listing stated, unconfirmed, when there is no other evidence (None: none stated,
        or not more than the records seen): at least the records seen, at most what it states.

        A harvest whose budget ends inside its first listing (Datasette's 20,000 rows at 1,000 a page,
        20 requests) has neither a keyword query to confirm where totals sit nor probes; the site's
        own statement, which nothing seen contradicts, is the estimate then, its interval from the
        records seen up to it (the log and the report name its source, ``stated``).
        """
        stated = self.stated_listing_total
        if stated is None or stated <= seen:
            return None
        return SizeInterval(float(stated), float(seen), float(stated), "stated")

    @property
    def recent_floor(self) -> float | None:
        """A floor of the size from the crawler's own last :attr:`new_share_window` queries: Schnabel's
        ``Σ n_q·M_q / Σ m_q`` over them (``n_q`` returned, ``M_q`` known before, ``m_q`` of those known).

        The estimates above may rest on a few probes or on the policy's own words, whose first pages
        it has seen; where the last queries still find one record in ten new, a coverage of 0.97 (Fossil
        at 100 requests, for a true 0.83) is a figure that only looks good. The policy's words come from
        the records it has, so these queries recapture more than random ones would: the floor is low if
        anything. None until the window is full or while its queries recaptured nothing.
        """
        if len(self._returns) < self.new_share_window:
            return None
        recaptured = sum(returned - new for returned, new, _ in self._returns)
        if recaptured <= 0:
            return None
        return sum(returned * known for returned, _, known in self._returns) / recaptured

    def _raw(self, seen: int) -> tuple[float, float, float | None, str] | None:
        """(estimate, low, high, method) before the floors."""
        probes = self._probe_interval(seen)
        if len(self.probe_ratios) >= self.min_probe_ratios:
            ratios = self.probe_ratios
        else:  # the policy's words: the population the matching factor was measured on
            ratios = [ratio / self.matching for ratio in self.ratio_estimates]
        if len(ratios) >= self.min_ratio_estimates:
            point, low, high = _median_interval(ratios)
            if probes is not None:  # the probes' capture–recapture gives the point; what disagrees widens
                probe_point, probe_low, probe_high = probes
                point = probe_point
                low = min(low, probe_low)
                if high is None:  # no spread yet: the probes' upper end, if they have one
                    high = None if probe_high is None else max(probe_high, point)
                else:  # an unbounded probe interval only says where its point is
                    high = max(high, probe_point if probe_high is None else probe_high)
            return point, low, high, "totals"
        if probes is not None:
            return (*probes, "probes")
        if self._captures and self._capture_den > 0:
            return self._capture_num / self._capture_den, 0.0, None, "overlap"
        return None

    def _probe_interval(self, seen: int) -> tuple[float, float, float | None] | None:
        """Weighted, stratified Schnabel estimate over the probes, with a bootstrap-and-Wilson interval.

        A probe word skips the words the policy issued (no query is issued twice), so the probes
        sample the rest of the lexicon; the policy's lexicon words are the other stratum, known
        exactly — their first pages are all seen. With ``f`` the rest of the lexicon per probe,
        ``B`` the issued words' first-page weight and ``S`` the records seen now:
        ``N ≈ (f·Σ S_q·b_q + S·B) / (f·Σ a_q + B)``. (Without that stratum the probes' words are
        those the policy left alone, whose records it has seen less: N came out 1.6–3× too high
        on the Debian package lists.)

        Checked again (Bharat & Broder's "checking", done now rather than at the probe): a probe's
        records the crawler's own queries have found *since* count as seen, and every such probe
        measures the records those queries found by now (``S_q`` = the records seen less those only
        probes hold). Its point is the estimate: it rests on the coverage reached, not the coverage
        at each probe, which on a small database was a handful of records (issue 14: DokuWiki's 20
        probe records gave 0.92 for a true 0.998). Its interval is widened to cover the estimate at
        the probes' own time: the check is not independent of the sample where the crawler's own
        queries learnt words from the probes' records, and a probe never shows the records no
        query ranks on its first page (measured on the development set: the checked interval
        alone held the true size in 158 of 180 crawls, 164 before).
        """
        if not self.probes:
            return None
        data = np.array(self.probes, dtype=np.float64)
        seen_at, seen_mass, mass, returned = data[:, 0], data[:, 1], data[:, 2], data[:, 3]
        at_probe = self._schnabel(seen_at, seen_mass, mass, returned, float(seen))
        checked = np.array(self._checked, dtype=bool)
        if not checked.any():
            return at_probe
        own = float(max(seen - len(self._probe_only), 0))
        seen_at = np.where(checked, own, seen_at)
        seen_mass = seen_mass + np.where(checked, np.array(self._recaptured, dtype=np.float64), 0.0)
        now = self._schnabel(seen_at, seen_mass, mass, returned, own)
        if now is None or at_probe is None:
            return now or at_probe
        point, low, high = now
        if high is not None and at_probe[2] is not None:
            high = max(high, at_probe[2])
        return point, min(low, at_probe[1]), high

    def _schnabel(
        self, seen_at: np.ndarray, seen_mass: np.ndarray, mass: np.ndarray, returned: np.ndarray, own: float
    ) -> tuple[float, float, float | None] | None:
        """The estimate of :meth:`_probe_interval` from per-probe ``S_q``, ``a_q``, ``b_q``, records returned;
        *own*: the records the issued lexicon words' first pages are checked against."""
        if seen_mass.sum() <= 0:
            return None  # no probe record was known yet: no estimate, only the floors
        k = len(seen_at)
        issued = sum(self.first_pages.values()) if self.lexicon_size else 0.0
        per_probe = max(self.lexicon_size - len(self.first_pages), k) / k if self.lexicon_size else 1.0
        num = seen_at * mass

        def size(num_sum: np.ndarray | float, den_sum: np.ndarray | float) -> np.ndarray | float:
            with np.errstate(divide="ignore", invalid="ignore"):
                return (per_probe * num_sum + own * issued) / (per_probe * den_sum + issued)

        point = float(size(num.sum(), seen_mass.sum()))
        # Wilson interval of the probes' pooled share Σa / Σb over their records.
        c_low, c_high = _wilson(float(seen_mass.sum() / mass.sum()), float(returned.sum()))
        low = float(size(num.sum(), c_high * mass.sum()))
        high: float | None = float(size(num.sum(), c_low * mass.sum())) if c_low > 0 else None
        records = float(returned.sum())
        if high is not None and issued > 0 and records > 0:
            # The rest of the lexicon's weight, f·Σb, is itself a count from a few probes (Fossil at 100
            # requests: one record in three probes) and may be several times larger: at its Poisson upper
            # end, with the share at its lower end. (Without it the known stratum held the interval at the
            # records seen: Fossil 1,637–1,974 for 2,000.)
            scale = _poisson_high(records) / records
            high = max(high, float(size(scale * num.sum(), scale * c_low * mass.sum())))
        if k >= 2:
            idx = np.random.default_rng(k).integers(0, k, size=(BOOTSTRAP_RESAMPLES, k))
            boot = np.nan_to_num(np.asarray(size(num[idx].sum(axis=1), seen_mass[idx].sum(axis=1))), nan=np.inf)
            tail = (1.0 - LEVEL) / 2.0
            low = min(low, float(np.quantile(boot, tail, method="lower")))
            b_high = float(np.quantile(boot, 1.0 - tail, method="higher"))
            high = None if high is None or not math.isfinite(b_high) else max(high, b_high)
        return point, low, high


def _median_interval(values: list[float]) -> tuple[float, float, float | None]:
    """Median of *values*; interval: the distribution-free interval of the median (order
    statistics n/2 ∓ z·√n/2, the binomial's normal approximation), widened to the interquartile
    range of the values — their spread: a term's ratio is biased by how the sample over- or
    under-represents it, which more queries do not average away. Fewer than
    :data:`MIN_SPREAD` values show no spread, so no end: not even the lowest is a lower end (Trac's
    result pages cut a ticket's description where the site searches all of it, so a term's share of
    the sample runs low and both ratios stood above the true size: "at most 0.54" for a true 0.84);
    the floors (the records seen, the largest trusted total) are the lower end then."""
    point = float(statistics.median(values))
    if len(values) < MIN_SPREAD:
        return point, 0.0, None
    data = np.sort(np.asarray(values, dtype=np.float64))
    n = len(data)
    half = _Z * math.sqrt(n) / 2.0
    low = min(float(data[max(0, math.floor(n / 2 - half))]), float(np.quantile(data, 0.25)))
    high = max(float(data[min(n - 1, math.ceil(n / 2 + half))]), float(np.quantile(data, 0.75)))
    return point, low, high


def _poisson_high(count: float) -> float:
    """Upper end of the two-sided :data:`LEVEL` interval of a Poisson mean after *count* events
    (Wilson–Hilferty's approximation of the chi-square quantile, within 1% from one event on)."""
    k = count + 1.0
    return k * (1.0 - 1.0 / (9.0 * k) + _Z / (3.0 * math.sqrt(k))) ** 3


def _wilson(share: float, n: float) -> tuple[float, float]:
    """Wilson score interval of a proportion *share* observed over *n* trials."""
    if n <= 0:
        return 0.0, 1.0
    z2 = _Z * _Z
    centre = (share + z2 / (2 * n)) / (1 + z2 / n)
    half = _Z * math.sqrt(share * (1 - share) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def coverage(distinct: int, estimated_size: float | None) -> float | None:
    """Share of the database downloaded (distinct records / estimated size), in [0, 1]."""
    if estimated_size is None or estimated_size <= 0:
        return None
    return min(1.0, distinct / estimated_size)


def combined(intervals: Sequence[SizeInterval | None]) -> SizeInterval | None:
    """The size of several databases crawled together (one per form): the sums, None unless all are known."""
    known = [interval for interval in intervals if interval is not None]
    if not known or len(known) < len(intervals):
        return None
    highs = [interval.high for interval in known]
    return SizeInterval(
        sum(interval.estimate for interval in known),
        sum(interval.low for interval in known),
        None if any(high is None for high in highs) else sum(high for high in highs if high is not None),
        "+".join(sorted({interval.method for interval in known})),
    )


def format_coverage(point: float | None, low: float | None, high: float | None) -> str:
    """``0.62 (0.55–0.70)`` for the logs; ``?`` for an end not known; ``n/a`` while unknown, ``at most
    0.98`` while only its upper end is (the size has no upper end yet)."""
    if point is None:
        return "n/a" if high is None else f"at most {high:.2f}"
    if high is None:
        return f"{point:.2f}"
    return f"{point:.2f} ({'?' if low is None else f'{low:.2f}'}–{high:.2f})"
