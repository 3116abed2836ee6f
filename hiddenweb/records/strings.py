"""Subtree strings and their edit similarity (Álvarez §III.5.4.1).

A sequence of sibling subtrees becomes a string by a depth-first walk that
emits one symbol per node: the node's tag path (text nodes included as a
``#text`` step), so equal symbols mean "same place in the template".

``se(a, b) = 1 − d(a, b) / (|a| + |b|)`` (Eq. III.5-1) with ``d`` the edit
distance allowing only insertions and deletions, i.e. ``|a| + |b| − 2·LCS``.
The LCS length is computed bit-parallel (Allison & Dix 1986; Hyyrö 2004) on
Python integers: one pass over the shorter string with a few big-integer
operations per symbol, instead of a quadratic table.
"""

from __future__ import annotations

from collections.abc import Sequence

from hiddenweb.records.dom import Node

__all__ = ["MAX_STRING", "edit_similarity", "lcs_length", "record_string", "subtree_string"]

#: Symbols kept per subtree string; longer subtrees are compared by their start.
MAX_STRING = 3000


def subtree_string(node: Node, limit: int = MAX_STRING) -> tuple[int, ...]:
    """Pre-order symbols of one subtree."""
    out: list[int] = []
    stack = [node]
    while stack and len(out) < limit:
        n = stack.pop()
        out.append(n.sym)
        if n.children:
            stack.extend(reversed(n.children))
    return tuple(out)


def record_string(nodes: Sequence[Node], strings: dict[Node, tuple[int, ...]] | None = None) -> tuple[int, ...]:
    """Concatenated strings of consecutive sibling subtrees (one record)."""
    out: tuple[int, ...] = ()
    for n in nodes:
        s = strings.get(n) if strings is not None else None
        out += s if s is not None else subtree_string(n)
    return out


def lcs_length(a: Sequence[int], b: Sequence[int]) -> int:
    """Length of the longest common subsequence, bit-parallel."""
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return 0
    masks: dict[int, int] = {}
    bit = 1
    for x in a:
        masks[x] = masks.get(x, 0) | bit
        bit <<= 1
    full = bit - 1
    v = full
    get = masks.get
    for y in b:
        m = get(y)
        if m:
            u = v & m
            v = ((v + u) | (v - u)) & full
    return len(a) - v.bit_count()


def edit_similarity(a: Sequence[int], b: Sequence[int]) -> float:
    """``se(a, b)`` of Eq. III.5-1 in [0, 1]."""
    total = len(a) + len(b)
    if total == 0:
        return 1.0
    if a == b:
        return 1.0
    return 2.0 * lcs_length(a, b) / total
