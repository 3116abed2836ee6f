"""Links that lead to a site's search page, for start pages without a search form.

Issue #2: "the spider finds the search form on it or one link away". The
anchors of a page are scored by their text, title, aria-label and image
alt ("Advanced search" > "Search" > "Catalogue") and by their URL paths
(``/search``, ``/advanced-search``); links to other sites,
``javascript:``/``mailto:`` links and help pages are left out.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urldefrag, urljoin, urlsplit

from hiddenweb.forms.rules import phrases
from hiddenweb.htmlinput import base_url, decode_html, parse_text, visible_text

__all__ = ["search_links"]

#: Anchors read per page.
MAX_ANCHORS = 20_000
_ADV_SEARCH = phrases(
    "advanced search|advanced|power search|detailed search|expert search|erweiterte suche"
    "|búsqueda avanzada|recherche avancée|ricerca avanzata"
)
_SEARCH_TEXT = phrases(
    "search|find|search the (?:catalog|catalogue|database|archive|collection|site)|suche|suchen"
    "|buscar|búsqueda|recherche|ricerca|cerca|pesquisa|zoeken|sök|αναζήτηση|поиск|検索|搜索"
    "|catalog(?:ue)?|database|look ?up|browse"
)
_NOT_SEARCH_TEXT = phrases(
    "search tips|search help|how to search|saved searches|recent searches|search history"
    "|research|searches|job search tips"
)
#: Words that name searching itself (a "Search" link), not a catalogue one can browse.
_SEARCH_STEM = re.compile(r"search|such|busc|recherch|ricerc|cerca|pesquis|zoek|sök", re.I)
_SEARCH_PATH = re.compile(
    r"(?:^|[/_.\-])(?:search|advanced[_-]?search|adv[_-]?search|find|query|lookup|catalog|"
    r"suche|buscar|recherche|ricerca)(?:$|[/_.\-?])",
    re.I,
)


def search_links(html: str | bytes | None, url: str) -> list[str]:
    """Links of a page that probably lead to a search page, best first.

    For start pages without a search form (issue #2: "the spider finds the
    search form on it or one link away"). Scores anchor text, title,
    aria-label and image alt ("Advanced search" > "Search" > "Catalogue")
    and URL paths (``/search``, ``/advanced-search``); links to other
    sites, ``javascript:``/``mailto:`` links and help pages are left out.
    """
    text, _ = decode_html(html)
    root = parse_text(text, url)
    base = base_url(root, url)
    page_host = urlsplit(url).hostname or ""
    page_dom = ".".join(page_host.split(".")[-2:])
    self_url = urldefrag(url)[0]
    scores: dict[str, float] = {}
    order: dict[str, int] = {}
    for n, a in enumerate(root.iter("a", "area")):
        if n > MAX_ANCHORS:
            break
        target = _same_site_target(a, base, self_url, page_host, page_dom)
        if target is None:
            continue
        score = _link_score(a, urlsplit(target).path)
        if score is not None and (target not in scores or score > scores[target]):
            scores[target] = score
            order.setdefault(target, n)
    return sorted(scores, key=lambda u: (-scores[u], order[u]))


def _same_site_target(a: Any, base: str, self_url: str, page_host: str, page_dom: str) -> str | None:
    """The http(s) URL an anchor leads to on the page's own site (not the page itself), else ``None``."""
    href = (a.get("href") or "").strip()
    if not href or href.startswith("#") or href.lower().startswith(("javascript:", "mailto:", "tel:", "data:")):
        return None
    try:
        target = urldefrag(urljoin(base, href))[0]
        parts = urlsplit(target)
        host = parts.hostname or ""
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or target == self_url:
        return None
    if host != page_host and not (page_dom and host.endswith("." + page_dom)):
        return None
    return target


def _link_score(a: Any, path: str) -> float | None:
    """How surely an anchor leads to a search page, by its words and path; ``None`` when it does not."""
    label = " ".join(
        x
        for x in (
            visible_text(a, max_elements=50),
            a.get("title") or "",
            a.get("aria-label") or "",
            " ".join(img.get("alt") or "" for img in a.iter("img")),
        )
        if x
    )
    score = 0.0
    if _ADV_SEARCH.search(label):
        score += 6.0
    if _SEARCH_TEXT.search(label):
        score += 4.0 if _SEARCH_STEM.search(label) else 1.5
    if _NOT_SEARCH_TEXT.search(label):
        score -= 5.0
    if _SEARCH_PATH.search(path):
        score += 3.0
        if re.search(r"advanced|adv[_-]", path, re.I):
            score += 2.0
    if re.search(r"(?:help|tips|faq)", path, re.I):
        score -= 3.0
    if score <= 0:
        return None
    return score - 0.2 * len(label) / 40.0  # long anchor texts are prose, not navigation
