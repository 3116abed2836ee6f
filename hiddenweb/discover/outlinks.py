"""The out-links of a page as ACHE's link classifier sees them (Barbosa & Freire 2007, §3.3).

:func:`page_links` reads every link of a parsed page with its anchor text and
the words around it, in one pass in textual order; :func:`frontier_entries`
turns the new ones into the frontier's link entries
(:class:`~hiddenweb.discover.frontier.LevelFrontier`).
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin, urlsplit

from hiddenweb.discover.frontier import site_of
from hiddenweb.discover.linkentry import canonical
from hiddenweb.discover.sitepriors import url_template
from hiddenweb.discover.terms import LinkContext
from hiddenweb.htmlinput import base_url

#: Words taken before and after an anchor (ACHE's "around" space).
AROUND_WORDS = 10
MAX_LINKS_PER_PAGE = 500
MAX_PAGE_WORDS = 50_000

#: ``noscript`` is read: the crawler is the client without script it is written for, and a script-driven
#: site's plain links are there (family E's hash-bang apps: ``/#!/candidates`` in the menu, its twin
#: ``/html/candidates`` only in ``<noscript>``).
_SKIP_TAGS = frozenset({"script", "style", "template", "head", "title", "select", "option", "textarea"})
#: Elements that hold a page's site navigation (HTML5 sectioning, ARIA roles, menu lists).
_NAV_TAGS = frozenset({"nav", "header", "footer", "aside", "menu"})
_NAV_ROLES = frozenset({"navigation", "banner", "contentinfo", "menubar", "menu"})
_NAV_CLASS = re.compile(r"(?:^|[\s_-])(?:nav|navbar|navigation|menu|menubar|footer|header|sidebar)(?:$|[\s_-])", re.I)


def _is_nav(el: Any, tag: str) -> bool:
    """Whether an element is a navigation region (``<nav>``, ``<footer>``, ``role=navigation``, ``class="menu"``…)."""
    if tag in _NAV_TAGS or (el.get("role") or "").lower() in _NAV_ROLES:
        return True
    return tag in ("div", "ul", "ol", "section") and bool(
        _NAV_CLASS.search(f"{el.get('class', '')} {el.get('id', '')}")
    )


def page_links(
    root: Any, base_url: str, around: int = AROUND_WORDS, limit: int = MAX_LINKS_PER_PAGE
) -> list[LinkContext]:
    """Every ``<a href>`` of a parsed page with its anchor text and the words around it.

    One pass over the document in textual order; ``around`` words before the
    anchor and after it (ACHE §3.3). Script, style and form option texts are skipped. An image
    reads as its ``alt`` text (an image link's anchor is its image's), a link without words as its
    ``aria-label`` or ``title`` (an icon button), an image map's area as its ``alt``. The page of an
    ``<iframe src>`` or ``<frame src>`` is a link too, named by its ``title`` or ``name``: a site that
    embeds its catalogue's search from the catalogue software's own pages has its form there.
    """
    return [link for link, _, _ in page_links_nav(root, base_url, around, limit)]


def page_links_nav(
    root: Any, base_url: str, around: int = AROUND_WORDS, limit: int = MAX_LINKS_PER_PAGE
) -> list[tuple[LinkContext, bool, bool]]:
    """:func:`page_links`, each with whether it sits in a navigation region of the page (:func:`_is_nav`)
    and whether it is a frame or iframe (the rest of the page, not a link of it)."""
    words: list[str] = []
    anchors: list[tuple[str, int, int, bool, bool]] = []  # (url, first word, end word, in navigation, frame)

    def add_text(text: str | None) -> None:
        if text and len(words) < MAX_PAGE_WORDS:
            words.extend(text.split())

    def walk(el: Any, nav: bool) -> None:
        tag = el.tag if isinstance(el.tag, str) else ""
        if tag in _SKIP_TAGS:
            return
        nav = nav or _is_nav(el, tag)
        start = len(words)
        add_text(el.get("alt") if tag == "img" else el.text)  # an image's words are its alt text
        for child in el:
            walk(child, nav)
            add_text(child.tail)
        if tag in ("a", "area") and len(anchors) < limit:
            href = (el.get("href") or "").strip()
            if href and not href.startswith(("#", "javascript:", "mailto:", "tel:", "data:")):
                if len(words) == start:  # no text of its own (an icon): the label it gives assistive technology
                    add_text(el.get("aria-label") or el.get("title") or (el.get("alt") if tag == "area" else None))
                anchors.append((href, start, len(words), nav, False))
        elif tag in ("iframe", "frame") and len(anchors) < limit:  # an embedded page is a page of its own
            src = (el.get("src") or "").strip()
            if src and not src.startswith(("about:", "javascript:", "data:")):
                add_text(el.get("title") or el.get("name"))
                anchors.append((src, start, len(words), nav, True))

    body = root.find("body") if root.tag == "html" else root
    walk(body if body is not None else root, False)
    links = []
    join = _joiner(base_url)
    for href, first, end, nav, frame in anchors:
        url = join(href).split("#", 1)[0]
        if not url.startswith(("http://", "https://")):
            continue
        before = words[max(0, first - around) : first]
        after = words[end : end + around]
        anchor = " ".join(words[first:end])[:300]
        links.append((LinkContext(url=url, anchor=anchor, around=" ".join(before + after)[:600]), nav, frame))
    return links


def _joiner(base: str) -> Callable[[str], str]:
    """``urljoin(base, href)``, cheaper for the hrefs whose result does not depend on the base's path.

    Joining every href of every page was 1.5% of a discover crawl. For an
    absolute href with a host, ``urljoin`` reads only the base's scheme: the
    result is remembered across pages (a site's navigation repeats on each of
    them). A plain root-relative href (:data:`_PLAIN_ROOTED`) comes out as the
    base's scheme and host followed by the href. Every other href goes to
    ``urljoin``; the results are the same.
    """
    try:
        parts = urlsplit(base)
    except ValueError:
        return functools.partial(urljoin, base)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return functools.partial(urljoin, base)
    origin = f"{parts.scheme}://{parts.netloc}"

    def join(href: str) -> str:
        if href.startswith("/") and _PLAIN_ROOTED.fullmatch(href) and "/." not in href.split("?", 1)[0]:
            return origin + href
        if href.startswith(("http://", "https://")) and _has_host(href):
            return _join_absolute(f"{parts.scheme}:", href)
        return urljoin(base, href)

    return join


#: A root-relative href ``urljoin`` leaves as it is: no ``//`` host, no params (``;``), no fragment,
#: no empty query, none of the tab/CR/LF that urlsplit drops (``/\n/`` is ``//``); dot segments are
#: ruled out apart (``"/." not in`` its path).
_PLAIN_ROOTED = re.compile(r"/(?!/)[^?#;\t\r\n]*(?:\?[^#\t\r\n]+)?")


@functools.lru_cache(maxsize=1 << 14)
def _join_absolute(base: str, href: str) -> str:
    return urljoin(base, href)


def _has_host(href: str) -> bool:
    """Whether an absolute href names a host (``http://`` alone takes the base's)."""
    try:
        return bool(urlsplit(href).netloc)
    except ValueError:
        return False


def frontier_entries(
    root: Any,
    url: str,
    link: dict[str, Any],
    score: float | None,
    known: Callable[[str], bool],
    limit: int = MAX_LINKS_PER_PAGE,
    names_topic: Callable[[str], bool] | None = None,
    citations: list[dict[str, Any]] | None = None,
) -> list[dict[str, Any]]:
    """The frontier entries of a page's out-links not seen before (ACHE §2.2: extracted links).

    ``link`` is the entry the page was reached by; ``score`` the page
    classifier's score of an on-topic page, None for an off-topic page followed
    under soft focus (its links go to the last queue). ``known(canonical_url)``
    tells a link the frontier has seen already: it gets no entry, so no request is
    built for it and no middleware sees it. ``names_topic(anchor)``: whether an on-topic
    page's link to another site names the topic in its anchor (the site's name: "Biblioteka
    Uniwersytecka", "Μουσείο …"); such a link is marked ``topic``. ``citations``, if given, receives
    an on-topic page's links to other sites, seen before or not (the frontier counts who cites a site).
    """
    depth = int(link.get("depth", 0)) + 1
    page_site = site_of(url)
    fresh: set[str] = set()
    entries = []
    links = page_links_nav(root, base_url(root, url), limit=limit)
    # the frames of an on-topic page (a link to the same URL elsewhere on the page is the frame too)
    frames = {canonical(out.url) for out, _, frame in links if frame} if score is not None else set()
    for out, nav, _ in links:
        key = canonical(out.url)
        if key in fresh:
            continue
        fresh.add(key)
        site = site_of(out.url)
        cites = citations is not None and score is not None and site != page_site
        seen = known(key)
        if seen and not cites:
            continue  # no entry to build: most of a page's links are its site's, seen on its first page
        entry = {
            "url": out.url,
            "parent": url,
            "anchor": out.anchor,
            "around": out.around,
            "score": round(score or 0.0, 4),
            "depth": depth,
            "site": site,
        }
        if cites and citations is not None:
            citations.append(entry)
        if seen:
            continue
        if score is None:
            entry["off_topic"] = True
        elif names_topic is not None and entry["site"] != page_site and names_topic(out.anchor or ""):
            entry["topic"] = True
        if nav:
            entry["nav"] = True
        if key in frames:
            entry["frame"] = True
        entries.append(entry)
    if score is not None:
        if link.get("map"):  # a site map's links are the site's navigation, not items of a list
            for entry in entries:
                if entry["site"] == page_site:
                    entry["nav"] = True
        _mark_page_kinds(entries, url)
    return entries


def page_kind_shape(template: str) -> str:
    """A URL template (:func:`~hiddenweb.discover.sitepriors.url_template`) with the last segment of a
    deeper path masked: the links of one list share it (``/category/*``, ``/blog/#/*``), a page of its own not."""
    path, sep, query = template.partition("?")
    head, _, last = path.rpartition("/")
    return (head + "/*" if head and last else path) + sep + query


def _mark_page_kinds(entries: list[dict[str, Any]], url: str) -> None:
    """Mark an on-topic page's new links into its own site by what they are among the page's links.

    A link that shares its URL template with others of the page's content (or of its navigation, for a
    navigation link) is ``listed``: one item of a list, whatever its anchor says ("Find the best…" is a
    post, not a search page); a content link whose template only the navigation shares is a page of
    its own (WordPress routes every page through ``?page_id=``). A navigation link one of several of
    one shape (the categories) is ``nav="repeat"``. A content link
    alone of its shape, to another path than the page's own, is ``lone``: a page kind of its own
    (a hub page's next step), not one item of a list nor the page's next page or sort order.
    The frontier ranks them (:mod:`hiddenweb.discover.frontier`); this is done here, where the page's
    links are known together, since the frontier receives them one at a time.
    """
    site = site_of(url)
    own = [e for e in entries if e["site"] == site]
    for e in own:
        e["template"] = url_template(e["url"])  # annotate keeps it
    kinds = [(bool(e.get("nav")), page_kind_shape(e["template"])) for e in own]
    shapes = Counter(kinds)
    templates = Counter((bool(e.get("nav")), e["template"]) for e in own)
    path = urlsplit(url).path
    for e, kind in zip(own, kinds):
        if templates[kind[0], e["template"]] > 1:
            e["listed"] = True
        nav = kind[0]
        alone = shapes[kind] == 1
        if nav and not alone:
            e["nav"] = "repeat"
        elif not nav and alone and urlsplit(e["url"]).path != path:
            e["lone"] = True
