"""The out-links of a page as ACHE's link classifier sees them (Barbosa & Freire 2007, §3.3).

:func:`page_links` reads every link of a parsed page with its anchor text and
the words around it, in one pass in textual order; :func:`frontier_entries`
turns the new ones into the frontier's link entries
(:class:`~hiddenweb.discover.frontier.LevelFrontier`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin

from w3lib.url import canonicalize_url

from hiddenweb.discover.frontier import site_of
from hiddenweb.discover.terms import LinkContext
from hiddenweb.htmlinput import base_url

#: Words taken before and after an anchor (ACHE's "around" space).
AROUND_WORDS = 10
MAX_LINKS_PER_PAGE = 500
MAX_PAGE_WORDS = 50_000

_SKIP_TAGS = frozenset({"script", "style", "noscript", "template", "head", "title", "select", "option", "textarea"})


def page_links(
    root: Any, base_url: str, around: int = AROUND_WORDS, limit: int = MAX_LINKS_PER_PAGE
) -> list[LinkContext]:
    """Every ``<a href>`` of a parsed page with its anchor text and the words around it.

    One pass over the document in textual order; ``around`` words before the
    anchor and after it (ACHE §3.3). Script, style and form option texts are skipped.
    """
    words: list[str] = []
    anchors: list[tuple[str, int, int]] = []  # (url, first word, end word)

    def add_text(text: str | None) -> None:
        if text and len(words) < MAX_PAGE_WORDS:
            words.extend(text.split())

    def walk(el: Any) -> None:
        tag = el.tag if isinstance(el.tag, str) else ""
        if tag in _SKIP_TAGS:
            return
        start = len(words)
        add_text(el.text)
        for child in el:
            walk(child)
            add_text(child.tail)
        if tag == "a" and len(anchors) < limit:
            href = (el.get("href") or "").strip()
            if href and not href.startswith(("#", "javascript:", "mailto:", "tel:", "data:")):
                anchors.append((href, start, len(words)))
        elif tag == "area" and len(anchors) < limit:
            href = (el.get("href") or "").strip()
            if href and not href.startswith(("#", "javascript:", "mailto:")):
                anchors.append((href, start, start))

    body = root.find("body") if root.tag == "html" else root
    walk(body if body is not None else root)
    links = []
    for href, first, end in anchors:
        url = urljoin(base_url, href).split("#", 1)[0]
        if not url.startswith(("http://", "https://")):
            continue
        before = words[max(0, first - around) : first]
        after = words[end : end + around]
        links.append(
            LinkContext(url=url, anchor=" ".join(words[first:end])[:300], around=" ".join(before + after)[:600])
        )
    return links


def frontier_entries(
    root: Any,
    url: str,
    link: dict[str, Any],
    score: float | None,
    known: Callable[[str], bool],
    limit: int = MAX_LINKS_PER_PAGE,
) -> list[dict[str, Any]]:
    """The frontier entries of a page's out-links not seen before (ACHE §2.2: extracted links).

    ``link`` is the entry the page was reached by; ``score`` the page
    classifier's score of an on-topic page, None for an off-topic page followed
    under soft focus (its links go to the last queue). ``known(canonical_url)``
    tells a link the frontier has seen already: it gets no entry, so no request is
    built for it and no middleware sees it.
    """
    depth = int(link.get("depth", 0)) + 1
    fresh: set[str] = set()
    entries = []
    for out in page_links(root, base_url(root, url), limit=limit):
        canonical = canonicalize_url(out.url)
        if canonical in fresh or known(canonical):
            continue
        fresh.add(canonical)
        entry = {
            "url": out.url,
            "parent": url,
            "anchor": out.anchor,
            "around": out.around,
            "score": round(score or 0.0, 4),
            "depth": depth,
            "site": site_of(out.url),
        }
        if score is None:
            entry["off_topic"] = True
        entries.append(entry)
    return entries
