"""Aligning records into attribute columns (Álvarez §III.5.5).

Each record becomes its subtree string; all strings are aligned with a
variant of the *center star* approximation of multiple alignment:

1. the longest string is the master;
2. every other string is aligned with the master (insert/delete only); when
   the optimal alignment is *unique*, the symbols it matches with gaps of the
   master are inserted into the master (Fig. 47);
3. step 2 repeats until every string is used or the master stops changing.

Strings whose optimal alignment stays ambiguous are then aligned with a fixed
tie-break (leftmost matches; new positions after the master's own optional
positions), so every text of every record lands in a column and no data is
dropped. Text nodes aligned to the same master position form a column:
optional fields are columns some records lack; a repeated field (several
authors) gives consecutive columns of the same tag path.

Work is per *distinct* record string (records of one template mostly share a
handful of shapes) and the master is capped at :data:`MAX_TOKENS` symbols.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from hiddenweb.records.dom import TEXT, Node

__all__ = ["MAX_TOKENS", "Alignment", "align_records", "align_to", "record_tokens"]

#: Symbols of one record that take part in the alignment; the texts beyond go
#: to an overflow column so they are not lost.
MAX_TOKENS = 600
#: Passes of the fixpoint loop at most.
MAX_PASSES = 4
OVERFLOW = -2


def subtree_tokens(top: Node) -> list[Node]:
    """Pre-order nodes of one subtree."""
    out: list[Node] = []
    stack = [top]
    pop, push, add = stack.pop, stack.extend, out.append
    while stack:
        n = pop()
        add(n)
        ch = n.children
        if ch:
            push(ch[::-1])
    return out


def record_tokens(nodes: Sequence[Node], limit: int = MAX_TOKENS) -> tuple[list[Node], list[Node]]:
    """Pre-order nodes of a record's subtrees, and the text nodes beyond ``limit``."""
    out: list[Node] = []
    for top in nodes:
        out.extend(subtree_tokens(top))
    if len(out) <= limit:
        return out, []
    return out[:limit], [n for n in out[limit:] if n.tag == TEXT]


#: Weight of a matched symbol; a matched pair with equal class attributes gets
#: one more, which only breaks ties between alignments with as many matches.
MATCH = 1000


def align_to(
    master: Sequence[int],
    s: Sequence[int],
    master_keys: Sequence[str] | None = None,
    s_keys: Sequence[str] | None = None,
) -> tuple[list[int], bool]:
    """Align ``s`` to ``master`` (LCS, insert/delete only).

    Returns, for each symbol of ``s``, the master index it matches or -1, and
    whether this optimal alignment is the only one (same matched pairs and no
    gap where both strings have unmatched symbols). Among alignments with the
    most matches, the one pairing most equal ``keys`` (class attributes) wins:
    a "was $89" price and a "now $64" price share a tag path, not a class.
    """
    mk = master_keys if master_keys is not None else [""] * len(master)
    sk = s_keys if s_keys is not None else [""] * len(s)
    L, N = _suffix_tables(master, s, mk, sk)
    mapping, crossed_gaps = _trace(master, s, mk, sk, L)
    return mapping, N[0][0] == 1 and not crossed_gaps


def _suffix_tables(
    master: Sequence[int], s: Sequence[int], mk: Sequence[str], sk: Sequence[str]
) -> tuple[list[list[int]], list[list[int]]]:
    """``L[i][j]``: best weight of aligning ``master[i:]`` with ``s[j:]``; ``N[i][j]``: how
    many optimal match sets reach it (capped at 2: only "one or more" matters)."""
    lm, ls = len(master), len(s)
    L = [[0] * (ls + 1) for _ in range(lm + 1)]
    N = [[1] * (ls + 1) for _ in range(lm + 1)]
    for i in range(lm - 1, -1, -1):
        mi, mki = master[i], mk[i]
        Li, Ln = L[i], L[i + 1]
        Ni, Nn = N[i], N[i + 1]
        for j in range(ls - 1, -1, -1):
            down, right, diag = Ln[j], Li[j + 1], Ln[j + 1]
            best = max(down, right)
            cnt = 0
            if mi == s[j]:
                w = diag + MATCH + (1 if mki == sk[j] else 0)
                best = max(best, w)
                if w == best:
                    cnt = Nn[j + 1]
            if down == best:
                cnt += Nn[j]
            if right == best:
                cnt += Ni[j + 1]
            if diag == best:
                cnt -= Nn[j + 1]
            Li[j] = best
            Ni[j] = 2 if cnt > 2 else (cnt if cnt > 0 else 1)
    return L, N


def _trace(
    master: Sequence[int], s: Sequence[int], mk: Sequence[str], sk: Sequence[str], L: list[list[int]]
) -> tuple[list[int], bool]:
    """The optimal alignment read from ``L``: the master index of each symbol of ``s`` (or -1),
    and whether both strings have unmatched symbols in one gap (their order is then a guess)."""
    lm, ls = len(master), len(s)
    mapping = [-1] * ls
    i = j = 0
    crossed = False
    gap_m = gap_s = False
    while i < lm and j < ls:
        if master[i] == s[j] and L[i][j] == L[i + 1][j + 1] + MATCH + (1 if mk[i] == sk[j] else 0):
            mapping[j] = i
            if gap_m and gap_s:
                crossed = True
            gap_m = gap_s = False
            i += 1
            j += 1
        elif L[i + 1][j] == L[i][j]:
            gap_m = True
            i += 1
        else:
            gap_s = True
            j += 1
    if i < lm:
        gap_m = True
    if j < ls:
        gap_s = True
    return mapping, crossed or (gap_m and gap_s)


@dataclass
class Alignment:
    """Columns of a record list.

    ``master`` holds column ids in order and ``column_sym`` their symbols;
    ``cells[r]`` maps a text column id to the text node of record r there.
    """

    master: list[int] = field(default_factory=list)
    column_sym: dict[int, int] = field(default_factory=dict)
    column_key: dict[int, str] = field(default_factory=dict)
    cells: list[dict[int, Node]] = field(default_factory=list)
    #: column ids of the element tokens of each record (for wrappers / repeats); a
    #: wrapper reading a later page marks tokens that have no column with None
    tokens: list[Sequence[tuple[Node, int | None]]] = field(default_factory=list)

    def text_columns(self) -> list[int]:
        """Columns holding a text in some record, in master order (overflow last)."""
        used: set[int] = set()
        for c in self.cells:
            used.update(c)
        order = [c for c in self.master if c in used]
        if OVERFLOW in used:
            order.append(OVERFLOW)
        return order


def _extend(
    master: list[int],
    column_sym: dict[int, int],
    s: Sequence[int],
    mapping: list[int],
    column_key: dict[int, str],
    keys: Sequence[str],
) -> list[int]:
    """Insert the unmatched symbols of ``s`` into the master; return s's column ids."""
    new_master: list[int] = []
    cols = [0] * len(s)
    mi = 0
    for j, sym in enumerate(s):
        target = mapping[j]
        if target >= 0:
            while mi < target:
                new_master.append(master[mi])
                mi += 1
            cols[j] = master[mi]
            new_master.append(master[mi])
            mi += 1
        else:
            # unmatched: after the master symbols of this gap
            nxt = len(master)
            for k in range(j + 1, len(s)):
                if mapping[k] >= 0:
                    nxt = mapping[k]
                    break
            while mi < nxt:
                new_master.append(master[mi])
                mi += 1
            cid = len(column_sym)
            while cid in column_sym:
                cid += 1
            column_sym[cid] = sym
            column_key[cid] = keys[j]
            cols[j] = cid
            new_master.append(cid)
    new_master.extend(master[mi:])
    master[:] = new_master
    return cols


def _trim_ends(all_pairs: list[list[tuple[Node, int]]]) -> None:
    """Drop the first record's leading and the last record's trailing symbols
    that align with no other record (§III.5.5: leftovers of the region)."""
    usage = Counter(c for pairs in all_pairs for c in {c for _, c in pairs})
    first, last = all_pairs[0], all_pairs[-1]
    while len(last) > 1 and usage[last[-1][1]] == 1:
        last.pop()
    k = 0
    while k < len(first) - 1 and usage[first[k][1]] == 1:
        k += 1
    if k:
        # keep whole subtrees: only drop leading tokens that are not ancestors of kept ones
        del first[:k]


def align_records(records: Sequence[Sequence[Node]]) -> Alignment:
    """Center-star multiple alignment of the records' subtree strings."""
    toks: list[list[Node]] = []
    overflow: list[list[Node]] = []
    for r in records:
        t, o = record_tokens(r)
        toks.append(t)
        overflow.append(o)
    strings = [tuple(n.sym for n in t) for t in toks]
    keys_of: dict[tuple[int, ...], list[str]] = {}
    for t, s in zip(toks, strings):
        keys_of.setdefault(s, [n.key for n in t])
    counts = Counter(strings)
    shapes = sorted(counts, key=lambda s: (-len(s), -counts[s]))
    al = Alignment()
    if not shapes:
        return al
    first = shapes[0]
    al.master = list(range(len(first)))
    al.column_sym = {i: sym for i, sym in enumerate(first)}
    al.column_key = {i: k for i, k in enumerate(keys_of[first])}
    cols_of: dict[tuple[int, ...], list[int]] = {first: list(al.master)}

    def attempt(s: tuple[int, ...], force: bool) -> bool:
        """Align shape ``s`` to the master if the alignment is unambiguous (or ``force``)."""
        msyms = [al.column_sym[c] for c in al.master]
        mkeys = [al.column_key[c] for c in al.master]
        mapping, unique = align_to(msyms, s, mkeys, keys_of[s])
        if unique or force:
            cols_of[s] = _extend(al.master, al.column_sym, s, mapping, al.column_key, keys_of[s])
            return True
        return False

    pending = shapes[1:]
    for _ in range(MAX_PASSES):
        if not pending:
            break
        rest = [s for s in pending if not attempt(s, False)]
        changed = len(rest) < len(pending)
        pending = rest
        if not changed:
            break
    for s in pending:  # ambiguous to the end: fixed tie-break
        attempt(s, True)
    all_pairs = [list(zip(t, cols_of[s])) for t, s in zip(toks, strings)]
    if len(all_pairs) >= 3:
        _trim_ends(all_pairs)
    for pairs, o in zip(all_pairs, overflow):
        al.tokens.append(pairs)
        cells = {c: n for n, c in pairs if n.tag == TEXT}
        if o:
            node = Node(TEXT, -1, o[0].parent, " ".join(n.text for n in o))
            cells[OVERFLOW] = node
        al.cells.append(cells)
    return al
