"""Dividing the data region into records (Álvarez §III.5.4.2–III.5.4.3).

1. The region's child subtrees become strings; ``m_ij = se(a_i, a_j)``.
2. Column similarity ``sc(i, j) = 1 − Σ_k |m_ik − m_jk| / n`` (Eq. III.5-2);
   bottom-up clustering merges the pair of groups with the highest
   self-similarity (Eq. III.5-3) while it is > Ω_g = 0.9 and every pair inside
   is > Ω_e = 0.8 (Fig. 43).
3. The children, written as group ids, are trimmed at both ends up to the first
   id that occurs more than once (result counts, pagers, refine forms).
4. Candidates (1 + 2k): "every record starts with group g", "every record ends
   with group g" for each group, and "one child per record".
5. The candidate with the highest length-weighted mean pairwise ``se`` of its
   records (Eq. III.5-4) wins.

Children with identical strings have identical columns in ``m`` (sc = 1), so
they are clustered as one weighted element: the work grows with the number of
*distinct* child shapes, not with the number of records. Record pairs are
likewise scored once per distinct pair of record strings.

Clean-up after the choice (the §III.5.5 trimming, done on whole subtrees): in
the first and last record, leading/trailing children of groups found in no
other record are dropped (a pager after the last record); when there are
three or more records, lone children unlike anything else (an advert between
two records) and whole records unlike the rest are dropped.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from hiddenweb.records.dom import Node
from hiddenweb.records.strings import edit_similarity, subtree_string

logger = logging.getLogger(__name__)

__all__ = ["OMEGA_E", "OMEGA_G", "Split", "cluster", "split_region"]

#: Group self-similarity threshold Ω_g (thesis: 0.9).
OMEGA_G = 0.9
#: Pairwise column-similarity threshold inside a group Ω_e (thesis: 0.8).
OMEGA_E = 0.8
#: Children of the region considered at most (huge flat lists are cut).
MAX_CHILDREN = 2000
#: Distinct child shapes clustered exactly; the rest join their nearest group.
MAX_SHAPES = 150
#: Distinct record shapes scored per candidate split.
MAX_SCORED_SHAPES = 60
#: A record (or lone child) whose mean similarity to the others is below this is noise.
NOISE_SIMILARITY = 0.5
#: A child trimmed off an end of the region comes back when this similar to a kept one.
KEEP_SIMILARITY = 0.75
#: Children of a group found in at most this share of the records are "rare".
RARE_SHARE = 0.5


class SimCache:
    """Memoised ``se`` between strings (symmetric)."""

    def __init__(self) -> None:
        self._cache: dict[tuple[tuple[int, ...], tuple[int, ...]], float] = {}

    def __call__(self, a: tuple[int, ...], b: tuple[int, ...]) -> float:
        if a == b:
            return 1.0
        key = (a, b) if hash(a) <= hash(b) else (b, a)
        v = self._cache.get(key)
        if v is None:
            v = self._cache[key] = edit_similarity(a, b)
        return v


@dataclass
class Split:
    """The chosen division of a region into records."""

    records: list[list[Node]]
    rule: tuple[str, int] = ("each", -1)
    #: Group id of each region child (in order) and the distinct strings of each group.
    child_groups: list[int] = field(default_factory=list)
    group_shapes: dict[int, list[tuple[int, ...]]] = field(default_factory=dict)
    score: float = 0.0


def cluster(
    strings: Sequence[tuple[int, ...]], sim: SimCache | None = None, omega_g: float = OMEGA_G, omega_e: float = OMEGA_E
) -> list[int]:
    """Group ids (0, 1, … in order of first appearance) for each string (Fig. 43)."""
    sim = sim or SimCache()
    if not strings:
        return []
    counts = Counter(strings)
    shapes = list(dict.fromkeys(strings))  # first-appearance order
    exact = shapes[:MAX_SHAPES]
    w = np.array([counts[s] for s in exact], dtype=float)
    group_of_shape: dict[tuple[int, ...], int] = {}
    for g, members in _merge(_column_similarity(exact, w, sim), w, omega_g, omega_e).items():
        for i in members:
            group_of_shape[exact[i]] = g
    for s in shapes[MAX_SHAPES:]:  # beyond the cap: nearest exactly clustered shape
        nearest = max(range(len(exact)), key=lambda i: sim(s, exact[i]))
        group_of_shape[s] = group_of_shape[exact[nearest]]
    # renumber by first appearance
    ids: dict[int, int] = {}
    out = []
    for s in strings:
        g = group_of_shape[s]
        if g not in ids:
            ids[g] = len(ids)
        out.append(ids[g])
    return out


def _column_similarity(exact: Sequence[tuple[int, ...]], w: np.ndarray, sim: SimCache) -> np.ndarray:
    """Column similarity ``sc`` of the distinct strings: how alike their rows of ``se``
    values are, each string weighted by its count ``w`` (§III.5.4.2)."""
    u = len(exact)
    m = np.ones((u, u))
    for i in range(u):
        for j in range(i + 1, u):
            m[i, j] = m[j, i] = sim(exact[i], exact[j])
    wn = w / w.sum()
    sc = np.empty((u, u))
    for i in range(u):
        sc[i] = 1.0 - np.abs(m - m[i]) @ wn
    np.fill_diagonal(sc, 1.0)
    return sc


def _merge(sc: np.ndarray, w: np.ndarray, omega_g: float, omega_e: float) -> dict[int, list[int]]:
    """Agglomerative grouping: merge the two groups whose mean pairwise ``sc`` (over their
    elements) is highest and above ``omega_g``, no pair of them at or below ``omega_e``;
    the surviving groups → their member string indexes."""
    u = len(w)
    members: list[list[int]] = [[i] for i in range(u)]
    size = [float(c) for c in w]
    within = [c * (c - 1) / 2.0 for c in w]  # identical elements: sc = 1
    alive = [True] * u
    cross = sc * np.outer(w, w)  # element-weighted cross sums between singletons
    mins = sc.copy()
    while True:
        best, pair = -1.0, None
        idx = [g for g in range(u) if alive[g]]
        for a_i, a in enumerate(idx):
            for b in idx[a_i + 1 :]:
                if mins[a, b] <= omega_e:
                    continue
                tot = size[a] + size[b]
                s = (within[a] + within[b] + cross[a, b]) / (tot * (tot - 1) / 2.0)
                if s > omega_g and s > best:
                    best, pair = s, (a, b)
        if pair is None:
            break
        a, b = pair
        members[a].extend(members[b])
        within[a] += within[b] + cross[a, b]
        size[a] += size[b]
        alive[b] = False
        cross[a, :] += cross[b, :]
        cross[:, a] = cross[a, :]
        mins[a, :] = np.minimum(mins[a, :], mins[b, :])
        mins[:, a] = mins[a, :]
    return {g: members[g] for g in range(u) if alive[g]}


def self_similarity(records: Sequence[tuple[int, ...]], sim: SimCache) -> float:
    """Length-weighted mean pairwise ``se`` of a candidate's records (Eq. III.5-4)."""
    counts = Counter(records)
    if sum(counts.values()) < 2:
        return 0.0
    shapes = [s for s, _ in counts.most_common(MAX_SCORED_SHAPES)]
    num = den = 0.0
    for i, a in enumerate(shapes):
        ca, la = counts[a], len(a)
        if ca > 1:
            pw = ca * (ca - 1) * 2.0 * la
            num += pw
            den += pw
        for b in shapes[i + 1 :]:
            cb, lb = counts[b], len(b)
            pw = 2.0 * ca * cb * (la + lb)
            num += pw * sim(a, b)
            den += pw
    return num / den if den else 0.0


def _candidates(seq: Sequence[int], lo: int, hi: int) -> list[tuple[tuple[str, int], list[list[int]]]]:
    """The 1 + 2k candidate divisions of ``seq[lo:hi]`` as lists of child indices."""
    part = list(range(lo, hi))
    cands: list[tuple[tuple[str, int], list[list[int]]]] = [(("each", -1), [[i] for i in part])]
    occurrences = Counter(seq[lo:hi])
    for g in sorted(occurrences):
        if occurrences[g] < 2:
            continue
        starts: list[list[int]] = []
        for i in part:
            if seq[i] == g or not starts:
                starts.append([i])
            else:
                starts[-1].append(i)
        cands.append((("start", g), starts))
        ends: list[list[int]] = [[]]
        for i in part:
            ends[-1].append(i)
            if seq[i] == g:
                ends.append([])
        if not ends[-1]:
            ends.pop()
        cands.append((("end", g), ends))
    return cands


def apply_rule(seq: Sequence[int], rule: tuple[str, int]) -> list[list[int]]:
    """Divide children (as group ids) with a stored rule (used by wrappers)."""
    kind, g = rule
    if kind == "each":
        return [[i] for i in range(len(seq))]
    out: list[list[int]] = []
    if kind == "start":
        for i, x in enumerate(seq):
            if x == g or not out:
                out.append([i])
            else:
                out[-1].append(i)
        return out
    cur: list[int] = []
    for i, x in enumerate(seq):
        cur.append(i)
        if x == g:
            out.append(cur)
            cur = []
    if cur:
        out.append(cur)
    return out


def trim_bounds(seq: Sequence[int]) -> tuple[int, int]:
    """Drop leading/trailing children up to the first group id seen twice."""
    occ = Counter(seq)
    lo, hi = 0, len(seq)
    while lo < hi and occ[seq[lo]] < 2:
        lo += 1
    while hi > lo and occ[seq[hi - 1]] < 2:
        hi -= 1
    if lo >= hi:  # nothing repeats: keep everything, one child per record
        return 0, len(seq)
    return lo, hi


def _resembles(s: tuple[int, ...], others: Sequence[tuple[int, ...]], sim: SimCache) -> bool:
    return any(sim(s, o) >= KEEP_SIMILARITY for o in dict.fromkeys(others))


def split_region(region: Node, sim: SimCache | None = None) -> Split:
    """Divide the region's children into records."""
    sim = sim or SimCache()
    children = region.children[:MAX_CHILDREN]
    if not children:
        return Split([])
    strings = [subtree_string(c) for c in children]
    seq = cluster(strings, sim)
    shapes: dict[int, list[tuple[int, ...]]] = {}
    for g, s in zip(seq, strings):
        lst = shapes.setdefault(g, [])
        if s not in lst:
            lst.append(s)
    lo, hi = trim_bounds(seq)
    # a trimmed end child that looks like the records is a record of an odd
    # shape (the only one without an optional field), not a pager
    kept = range(lo, hi)
    while lo > 0 and _resembles(strings[lo - 1], [strings[i] for i in kept], sim):
        lo -= 1
    while hi < len(seq) and _resembles(strings[hi], [strings[i] for i in kept], sim):
        hi += 1
    best_score, best_rule, best_recs = -1.0, ("each", -1), [[i] for i in range(lo, hi)]
    seen: set[tuple[tuple[int, ...], ...]] = set()
    for rule, recs in _candidates(seq, lo, hi):
        key = tuple(tuple(r) for r in recs)
        if key in seen:
            continue
        seen.add(key)
        rstrings = [sum((strings[i] for i in r), ()) for r in recs]
        score = self_similarity(rstrings, sim) if len(recs) > 1 else 0.0
        if score > best_score + 1e-9:
            best_score, best_rule, best_recs = score, rule, recs
    best_recs = _clean(best_recs, seq, strings, sim)
    records = [[children[i] for i in r] for r in best_recs if r]
    return Split(records, best_rule, list(seq), shapes, max(best_score, 0.0))


def _clean(
    recs: list[list[int]], seq: Sequence[int], strings: Sequence[tuple[int, ...]], sim: SimCache
) -> list[list[int]]:
    recs = [list(r) for r in recs if r]
    if len(recs) >= 2:
        # leading children of the first record / trailing of the last whose
        # group appears in no other record (§III.5.5 trimming, by subtrees)
        def groups_except(k: int) -> set[int]:
            """Groups of the children of every record but the ``k``-th."""
            return {seq[i] for j, r in enumerate(recs) if j != k for i in r}

        first_other = groups_except(0)
        while len(recs[0]) > 1 and seq[recs[0][0]] not in first_other:
            recs[0].pop(0)
        last_other = groups_except(len(recs) - 1)
        while len(recs[-1]) > 1 and seq[recs[-1][-1]] not in last_other:
            recs[-1].pop()
    if len(recs) >= 3:
        occ = Counter(seq[i] for r in recs for i in r)
        rare = max(1.0, RARE_SHARE * len(recs))
        # rare children unlike every child of another group: adverts between records
        for r in recs:
            if len(r) > 1:
                keep = []
                for i in r:
                    if (
                        occ[seq[i]] <= rare
                        and max(
                            (sim(strings[i], strings[j]) for rr in recs for j in rr if seq[j] != seq[i]), default=0.0
                        )
                        < NOISE_SIMILARITY
                    ):
                        continue
                    keep.append(i)
                r[:] = keep or r
        # whole records unlike the rest
        rstrings = [sum((strings[i] for i in r), ()) for r in recs]
        uniq = list(dict.fromkeys(rstrings))[:MAX_SCORED_SHAPES]
        counts = Counter(rstrings)
        total = len(rstrings)
        mean_sim: dict[tuple[int, ...], float] = {}
        for a in uniq:
            acc = (counts[a] - 1) * 1.0
            for b in uniq:
                if b is not a and b != a:
                    acc += counts[b] * sim(a, b)
            mean_sim[a] = acc / (total - 1)
        recs = [r for r, s in zip(recs, rstrings) if mean_sim.get(s, 1.0) >= NOISE_SIMILARITY]
    return recs
