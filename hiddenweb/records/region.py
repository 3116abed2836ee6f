"""Locating the data region of a result page (Álvarez §III.5.3).

Text nodes are grouped by tag path; every pair of text nodes with the same path
gives one vote to their deepest common ancestor, and the node with most votes
roots the region. Values of one attribute share a path (property 2) and sit in
different records, whose deepest common ancestor is the list itself
(property 1), so the list with most records × attributes wins.

Refinement for crawling (same section): when the query is known, only text
nodes that contain a query word vote, so the records answering the query beat a
longer sidebar or menu.

A result list may come in sections of the same markup (MediaWiki's "Page
title matches" list above its "Page text matches" list): when the winner has
such twins beside it, also echoing the query, the region is their parent, so
a page's records do not depend on which section happened to be longer.

Votes are counted per path group in one pass: with c(n) members of a group
below node n, exactly ``C(c(n), 2) − Σ_children C(c(child), 2)`` pairs have n as
their deepest common ancestor, so no pair is enumerated (linear, not quadratic).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable

from hiddenweb.records.dom import Node, PageTree, mentions
from hiddenweb.text import STOP_WORDS, tokenize
from hiddenweb.text.html import within_landmark

__all__ = ["find_region", "mentions", "query_terms", "query_words", "vote"]


def query_terms(query: str | None) -> frozenset[str]:
    """The words of a query that identify echoing text (no stop words)."""
    if not query:
        return frozenset()
    toks = [t for t in tokenize(query) if t not in STOP_WORDS and len(t) > 1]
    return frozenset(toks)


def query_words(query: str | None) -> frozenset[str]:
    """Every word of a query, stop words too: what each record answering it may hold.

    Not template words of a result page, however many of its records say
    them: a query of "the" (the query policy's stop-word probe) has it in every
    title, and its records must keep it for the probe to be judged.
    """
    return frozenset(tokenize(query)) if query else frozenset()


def vote(text_nodes: Iterable[Node]) -> dict[Node, int]:
    """Votes of same-path text node pairs for their deepest common ancestor."""
    groups: dict[int, list[Node]] = defaultdict(list)
    for t in text_nodes:
        groups[t.sym].append(t)
    score: dict[Node, int] = defaultdict(int)
    for nodes in groups.values():
        if len(nodes) < 2:
            continue
        counts: dict[Node, int] = {}
        for t in nodes:
            n = t.parent
            while n is not None:
                counts[n] = counts.get(n, 0) + 1
                n = n.parent
        for n, c in counts.items():
            if c > 1:
                pairs = c * (c - 1) // 2
                score[n] += pairs
                if n.parent is not None:
                    score[n.parent] -= pairs
    return {n: s for n, s in score.items() if s > 0}


#: Phrasing elements: a query word highlighted inside one of them is still in its block's text.
PHRASING = frozenset(
    "a abbr b bdi bdo cite code em font i kbd label mark q s samp small span strong sub sup time tt u var".split()
)


def _one_per_block(qnodes: list[Node]) -> list[Node]:
    """The first echo of each text block: a snippet that highlights the query twice (Fossil's
    ``<mark>``) must not vote for itself as a list of records."""
    seen: set[int] = set()
    out = []
    for t in qnodes:
        block = t.parent
        while block is not None and block.tag in PHRASING and block.parent is not None:
            block = block.parent
        if id(block) not in seen:
            seen.add(id(block))
            out.append(t)
    return out


def best(scores: dict[Node, int]) -> Node | None:
    """The node with most votes (the deepest on a tie)."""
    if not scores:
        return None
    return max(scores, key=lambda n: (scores[n], n.depth))


def find_region(tree: PageTree, terms: frozenset[str] = frozenset()) -> tuple[Node | None, list[Node]]:
    """Return ``(region, query_nodes)``.

    ``query_nodes`` are the text nodes that mention the query; the region comes
    from their votes when they give any, else from all text nodes.
    """
    qnodes = [t for t in tree.all_text_nodes if mentions(t.text, terms)] if terms else []
    if qnodes:
        region = best(vote(_one_per_block(qnodes)))
        if region is not None:
            return _with_twin_sections(region, qnodes), qnodes
    return best(_outside_landmarks(vote(tree.all_text_nodes))), qnodes


def _outside_landmarks(scores: dict[Node, int]) -> dict[Node, int]:
    """The candidate regions outside navigation landmarks, if any (else all of them).

    Without a query word to vote (a stop word's page: Sphinx's search for "the", 12 results
    beside its sidebar's 174 package links, ``role="navigation"``), the longest list wins, and a
    site map in the sidebar is longer than most answers."""
    kept = {node: score for node, score in scores.items() if not _in_landmark(node)}
    return kept or scores


def _in_landmark(node: Node) -> bool:
    return node.el is not None and within_landmark(node.el)


def _with_twin_sections(region: Node, qnodes: list[Node]) -> Node:
    """The region's parent when a sibling of the same tag and class also holds query echoes.

    Votes favour the longer section of a sectioned list (C(20, 2) pairs inside
    the text matches beat 5 × 20 across both lists), so the shorter section's
    records would be lost on some pages and read on others."""
    parent = region.parent
    if parent is None or region.is_text:
        return region
    twins = {id(c) for c in parent.children if c is not region and c.tag == region.tag and c.key == region.key}
    if not twins:
        return region
    for t in qnodes:
        n = t.parent
        while n is not None and n is not parent:
            if id(n) in twins:
                return parent
            n = n.parent
    return region
