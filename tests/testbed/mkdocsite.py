"""MkDocs (PyPI ``mkdocs``): a documentation site of stdlib docstrings, searched by JavaScript only.

Held out: nothing in hiddenweb was tuned on it before its first figures were taken.

This module writes a Markdown tree the way a project documents its API and builds it with
``mkdocs build`` (MkDocs 1.6, its built-in ``search`` plugin with its defaults): one page per
docstring of :func:`~tests.testbed.corpus.python_docs` (``docs/api/<qualified name>.md``: the name
as its ``#`` heading, the docstring as plain paragraphs: every Markdown character escaped), one
page per top-level package (``docs/packages/<name>.md``: "The json package" and a list of links to
its pages) and ``docs/index.md`` (the site's title, a sentence and a "Packages" section listing
the package pages). ``nav`` names the home page ("Home") and the package pages (a "Packages"
section): the theme writes the whole nav into every page, so a nav of every docstring page
would make 2,000 pages of 2,000 links each (over 500 MB).
A static server (``python -m http.server``) serves the output.

The theme: ``readthedocs``, one of MkDocs' two built-in themes, because only it has a search page
with its own URL. Its ``search.html`` holds a GET form and builds the results for the ``q`` of its
URL; the other theme, ``mkdocs``, searches in a modal dialog over whatever page is open (a form
with no action and an unnamed input: ``?q=`` opens the modal, but no form leads there). The
theme's ``highlightjs`` is turned off: it loads highlight.js from a CDN (the docstrings hold no
code blocks; offline, the request only fails and throws "hljs is not defined").

Records are every page the search can list: the docstring pages (id: the qualified name), the
package pages (``packages/<name>``) and the home page (``index``). The search index
(``search/search_index.json``) has one entry per page and one per heading (``api/NAME/`` and
``api/NAME/#anchor``: the heading's text), and a result is an entry, so most pages are listed twice
(the page, then its heading, or the other way round); :func:`page_id` maps both links to the page.

What the crawl meets there: the start page ``search.html`` ("Search Results") holds the form
``<form id="content_search" action="search.html">`` (GET: no method; one text input ``q``, no
submit button: Enter submits), and every page's sidebar a second one
(``<form id="rtd-search-form" action="./search.html" method="get">``, ``q``, "Search docs"). The
HTML as served holds no result: ``<div id="mkdocs-search-results">`` says "Searching...".
``search/main.js`` starts a web worker (``search/worker.js``) that downloads ``search_index.json``
(every page's whole text: 1.4 MB at 2,000 pages), builds a lunr.js 2.3.9 index of it in the
browser, and posts back; the page then reads ``q`` from its URL, puts it in the input and, if it
has 3 characters or more, posts it to the worker, whose answer it writes into the div: every
match as ``<article><h3><a href="./api/NAME/#anchor">TITLE</a></h3><p>the entry's first 200
characters</p></article>``, best score first, or "No results found". A query of one or two
characters answers "No results found" without a search; an empty ``q`` leaves "Searching..."; a
query that lunr cannot parse (``foo:bar``: no field "foo"; ``^``, ``~``, ``:`` alone...) throws in
the worker and leaves "Searching..." too. Three spaces or more (a query with no word) list every
entry, and so does a query of excluded words only (``-zzzz``); ``*`` is too short, ``***``
would list every entry but at 2,000 pages throws in the worker (lunr.js's token set makes up a
word its index lacks, see :class:`LunrSearch`) and leaves "Searching...". No total is printed, no
pagination, no cap: every match on one page. Typing in the input searches again on each key (no
reload). Other ways to the records, outside the form: the sidebar's navigation ("Home", then the
174 package pages under "Packages"; "Previous"/"Next" buttons between them) and the package
pages' links to their docstring pages; ``sitemap.xml`` is empty (MkDocs fills it only when
``site_url`` is set). The build of the default 2,000 pages takes 6 s on 2 idle cores, 10–36 s
on busy ones (82 MB of HTML); the oracle builds its index of them in 1–3 s.

How the search matches (lunr.js 2.3.9 as MkDocs' ``worker.js`` configures it; :class:`LunrSearch`
recomputes it with the ``lunr`` PyPI package's query parser, token sets and scoring over an index
built here as the page builds its own): each entry's ``title`` and ``text`` fields (no boosts) are
lowercased, split on white space and hyphens, trimmed of non-word characters (ASCII ``\\W``) at
both ends, stripped of lunr's 119 English stop words and Porter-stemmed (lunr's stemmer, which
differs from the ``lunr`` package's: "try" -> "tri"). The query is lunr's query language: its
words are OR-ed (an entry matching any word is listed), ``+word`` is required, ``-word`` excluded
(a query of excluded words only lists every other entry), ``title:word``/``text:word`` scopes a
word to a field, ``word*`` (``*`` anywhere) is a wildcard, ``word~1`` an edit distance,
``word^10`` a boost, ``\\`` escapes; each plain word is stemmed and must equal an indexed term
(no prefix match: "sock" does not find "socket"). The score is BM25 (k1 1.2, b 0.75, rounded to
3 decimals per term) divided by the query's length, summed over the fields; equal scores keep
the index's order (the order of the entries in ``search_index.json``, per matching term).
"""

from __future__ import annotations

import importlib.util
import json
import math
import re
import shutil
import subprocess
import sys
import time
import urllib.parse
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from tests.testbed.base import Missing, TestbedSite, built_once, free_port, serve_main
from tests.testbed.corpus import DocPage, Document, doc_pages, python_docs
from tests.testbed.debian import link_record_id
from tests.testbed.http import Client, serve_directory

__all__ = [
    "DEFAULT_SIZE",
    "INSTALL",
    "LunrSearch",
    "browser_search",
    "build",
    "page_id",
    "pages",
    "start",
    "stem",
    "write_sources",
]

DEFAULT_SIZE = 2000
INSTALL = "pip install -e '.[testbed]' (mkdocs, lunr)"
CHROMIUM = "/usr/bin/chromium"
#: Bumped when the source tree changes, so built sites are rebuilt.
FILL_VERSION = "1"
PROJECT = "Stdlib Notes"
_INTRO = "Notes on the Python standard library, one page per documented module, class and function."
_HOME = "Home"  # the home page's title in the nav (its entry's title in the search index)
_API = "api"
_PAGE = re.compile(rf"^/(?:{_API}/([^/]+)/|(packages/[^/]+)/|())(?:index\.html)?$")
#: Characters Python-Markdown unescapes after a backslash; every other ASCII character that could
#: start markup becomes an entity (``=`` and ``-`` lines make headings, ``|`` tables, ``~~~`` code).
_BACKSLASHED = frozenset("\\`*_{}[]()#+-.!")
_ENTITIES = {"<": "&lt;", ">": "&gt;", "&": "&amp;", "|": "&#124;", "~": "&#126;", "=": "&#61;"}

NOTES: dict[str, Any] = {
    "search": "search.html?q=TERM (GET): lunr.js 2.3.9 in a web worker over search/search_index.json, in the"
    " browser only; words OR-ed, Porter-stemmed, exact terms (no prefix match), lunr's query syntax"
    " (+required -excluded field:word word* word~1 word^2); 3 characters at least",
    "rendering": "required: the served HTML holds no results ('Searching...'; a script writes them)",
    "page_size": None,
    "page_size_arguments": None,
    "pagination": False,
    "cap": None,
    "first_page": "every matching entry of the index, best score first, in div#mkdocs-search-results: article >"
    " h3 > a (./api/NAME/ or ./api/NAME/#anchor: a page and its heading are two entries, most pages are"
    " listed twice) and p (the entry's first 200 characters)",
    "total": None,  # nothing counts the results
    "no_results": "'No results found' (also for a query under 3 characters); an empty q or a query lunr cannot"
    " parse ('foo:bar') leaves 'Searching...'",
    "empty_query_lists_records": False,
    "wildcard_lists_records": False,  # '*' is under 3 characters ('No results found'); '***' lists every entry
    "detail_url": "api/NAME/ (NAME: the qualified name, e.g. api/json.dumps/), #anchor for the heading's entry",
    "listing": "the sidebar's nav: Home, Packages -> packages/PKG/ -> api/NAME/; sitemap.xml is empty",
    "forms": "search.html: form#content_search action=search.html GET (q, no submit button); a sidebar form on"
    " every page (form#rtd-search-form action=./search.html method=get, q)",
}


def pages(docs: Iterable[Document]) -> list[DocPage]:
    """One page per docstring (:func:`~tests.testbed.corpus.doc_pages`; ``index`` and ``README``,
    MkDocs' directory pages, are taken from the start)."""
    return doc_pages(docs, reserved=("index", "README"))


def _markdown(text: str) -> str:
    """``text`` as Markdown that renders as the same plain text (no emphasis, link, list or heading)."""
    return "".join("\\" + c if c in _BACKSLASHED else _ENTITIES.get(c, c) for c in text)


def _paragraphs(text: str) -> str:
    """The docstring as plain paragraphs (lines stripped, blank lines kept): no markup survives."""
    out = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if lines:
            out.append("\n".join(_markdown(line) for line in lines))
    return "\n\n".join(out) + "\n"


def _package_title(package: str) -> str:
    return f"The {package} package"


def write_sources(src: Path, site_pages: list[DocPage]) -> None:
    """The MkDocs project: ``mkdocs.yml``, ``docs/index.md``, ``docs/packages/*.md``, ``docs/api/*.md``."""
    shutil.rmtree(src, ignore_errors=True)
    docs = src / "docs"
    (docs / _API).mkdir(parents=True)
    (docs / "packages").mkdir()
    by_package: dict[str, list[DocPage]] = {}
    for page in site_pages:
        by_package.setdefault(page.package, []).append(page)
        (docs / _API / f"{page.id}.md").write_text(f"# {_markdown(page.id)}\n\n{_paragraphs(page.text)}")
    for package, members in by_package.items():
        links = "".join(f"- [{_markdown(p.id)}](../{_API}/{p.id}.md)\n" for p in sorted(members, key=lambda p: p.id))
        (docs / "packages" / f"{package}.md").write_text(f"# {_markdown(_package_title(package))}\n\n{links}")
    links = "".join(f"- [{_markdown(_package_title(p))}](packages/{p}.md)\n" for p in sorted(by_package))
    (docs / "index.md").write_text(f"# {PROJECT}\n\n{_INTRO}\n\n## Packages\n\n{links}")
    nav = "".join(f"      - packages/{package}.md\n" for package in sorted(by_package))
    (src / "mkdocs.yml").write_text(
        "# MkDocs configuration of the hiddenweb test bed (tests/testbed/mkdocsite.py)\n"
        f"site_name: {PROJECT}\n"
        "theme:\n  name: readthedocs\n  highlightjs: false  # highlight.js comes from a CDN\n"
        "plugins:\n  - search\n"
        f"nav:\n  - {_HOME}: index.md\n  - Packages:\n{nav}",
        encoding="utf-8",
    )


def build(src: Path, out: Path) -> float:
    """``mkdocs build`` of ``src`` into ``out``; the seconds it took (a failure raises with its output)."""
    began = time.monotonic()
    shutil.rmtree(out, ignore_errors=True)
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(src / "mkdocs.yml"), "-d", str(out.resolve())],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or not (out / "search" / "search_index.json").exists():
        raise RuntimeError(f"mkdocs build failed ({done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return time.monotonic() - began


def _built(directory: Path, site_pages: list[DocPage]) -> Path:
    """The built site of ``site_pages`` under ``directory`` (built once: a stamp keys it to the pages)."""
    site = directory / "site"

    def run() -> float:
        write_sources(directory / "src", site_pages)
        return build(directory / "src", site)

    key = [FILL_VERSION, _mkdocs_version(), [(p.id, p.package, p.kind, p.text) for p in site_pages]]
    return built_once(directory, key, site, site / "search" / "search_index.json", run)


def _mkdocs_version() -> str:
    from mkdocs import __version__

    return str(__version__)


def page_id(url: str) -> str | None:
    """The record a URL shows (any query or fragment): ``api/NAME/`` -> NAME, ``packages/P/`` ->
    ``packages/P``, the site's root ``/`` -> ``index`` (``index.html`` after any of them too)."""
    found = _PAGE.match(urllib.parse.urlsplit(url).path or "/")
    if not found:
        return None
    if found.group(1) is not None:
        return urllib.parse.unquote(found.group(1))
    return found.group(2) or "index"


# -- lunr.js as the page runs it ---------------------------------------------------------------------

#: JavaScript's ``\\s``: MkDocs' separator ``[\\s\\-]+`` splits on these and on the hyphen.
_JS_SPACE = (
    "\t\n\v\f\r \u00a0\u1680" + "".join(map(chr, range(0x2000, 0x200B))) + "\u2028\u2029\u202f\u205f\u3000\ufeff"
)
_SEPARATORS = frozenset(_JS_SPACE + "-")
#: The white space lunr.py's query lexer does not split on (it knows " \\t\\n\\r\\f\\v\\xa0-" only).
_LEXER_BLIND = re.compile("[" + "".join(c for c in _JS_SPACE if c not in " \t\n\r\f\v\xa0") + "]")
#: ``\\W`` of a JavaScript regular expression: anything but ASCII letters, digits and "_".
_TRIM = re.compile(r"^[^A-Za-z0-9_]+|[^A-Za-z0-9_]+$")

# lunr.js's Porter stemmer (lunr.stemmer), regular expression for regular expression.
_C = "[^aeiou][^aeiouy]*"  # a consonant sequence
_V = "[aeiouy][aeiou]*"  # a vowel sequence
_MGR0 = re.compile(f"^({_C})?{_V}{_C}")
_MEQ1 = re.compile(f"^({_C})?{_V}{_C}({_V})?$")
_MGR1 = re.compile(f"^({_C})?{_V}{_C}{_V}{_C}")
_S_V = re.compile(f"^({_C})?[aeiouy]")
_RE_1A, _RE2_1A = re.compile(r"^(.+?)(ss|i)es$"), re.compile(r"^(.+?)([^s])s$")
_RE_1B, _RE2_1B = re.compile(r"^(.+?)eed$"), re.compile(r"^(.+?)(ed|ing)$")
_RE2_1B_2, _RE3_1B_2 = re.compile(r"(at|bl|iz)$"), re.compile(r"([^aeiouylsz])\1$")
_RE4_1B_2 = re.compile(f"^{_C}[aeiouy][^aeiouwxy]$")
_RE_1C = re.compile(r"^(.+?[^aeiou])y$")
_STEP2 = {
    "ational": "ate", "tional": "tion", "enci": "ence", "anci": "ance", "izer": "ize", "bli": "ble",
    "alli": "al", "entli": "ent", "eli": "e", "ousli": "ous", "ization": "ize", "ation": "ate", "ator": "ate",
    "alism": "al", "iveness": "ive", "fulness": "ful", "ousness": "ous", "aliti": "al", "iviti": "ive",
    "biliti": "ble", "logi": "log",
}  # fmt: skip
_STEP3 = {"icate": "ic", "ative": "", "alize": "al", "iciti": "ic", "ical": "ic", "ful": "", "ness": ""}
_RE_2 = re.compile(f"^(.+?)({'|'.join(_STEP2)})$")
_RE_3 = re.compile(f"^(.+?)({'|'.join(_STEP3)})$")
_RE_4 = re.compile(r"^(.+?)(al|ance|ence|er|ic|able|ible|ant|ement|ment|ent|ou|ism|ate|iti|ous|ive|ize)$")
_RE2_4 = re.compile(r"^(.+?)(s|t)(ion)$")
_RE_5 = re.compile(r"^(.+?)e$")


def _js_length(text: str) -> int:
    """A string's length in JavaScript: UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def stem(w: str) -> str:
    """The stem lunr.js's ``lunr.stemmer`` gives a lowercase token (its Porter stemmer, as written there)."""
    if _js_length(w) < 3:
        return w
    initial_y = w[0] == "y"
    if initial_y:
        w = "Y" + w[1:]
    if found := _RE_1A.match(w) or _RE2_1A.match(w):
        w = found.group(1) + found.group(2)
    if found := _RE_1B.match(w):
        if _MGR0.match(found.group(1)):
            w = w[:-1]
    elif (found := _RE2_1B.match(w)) and _S_V.match(found.group(1)):
        w = found.group(1)
        if _RE2_1B_2.search(w):
            w += "e"
        elif _RE3_1B_2.search(w):
            w = w[:-1]
        elif _RE4_1B_2.match(w):
            w += "e"
    if found := _RE_1C.match(w):
        w = found.group(1) + "i"
    if (found := _RE_2.match(w)) and _MGR0.match(found.group(1)):
        w = found.group(1) + _STEP2[found.group(2)]
    if (found := _RE_3.match(w)) and _MGR0.match(found.group(1)):
        w = found.group(1) + _STEP3[found.group(2)]
    if found := _RE_4.match(w):
        if _MGR1.match(found.group(1)):
            w = found.group(1)
    elif (found := _RE2_4.match(w)) and _MGR1.match(found.group(1) + found.group(2)):
        w = found.group(1) + found.group(2)
    if found := _RE_5.match(w):
        base = found.group(1)
        if _MGR1.match(base) or (_MEQ1.match(base) and not _RE4_1B_2.match(base)):
            w = base
    if w.endswith("ll") and _MGR1.match(w):
        w = w[:-1]
    return "y" + w[1:] if initial_y else w


def tokens(text: str | None) -> list[str]:
    """The terms lunr.js indexes of a field: lowercased, split, trimmed, stop words out, stemmed.

    A token of punctuation only is trimmed to "" and still counted (lunr.js keeps the empty token)."""
    from lunr.stop_word_filter import WORDS

    if text is None:
        return []
    out = []
    for token in re.split("[" + re.escape("".join(sorted(_SEPARATORS))) + "]", text.lower()):
        if token:
            trimmed = _TRIM.sub("", token)
            if trimmed not in WORDS:
                out.append(stem(trimmed))
    return out


def _js_round3(score: float) -> float:
    """``Math.round(score * 1000) / 1000`` (halves up, where Python's ``round`` rounds them to even)."""
    scaled = score * 1000
    whole = math.floor(scaled)
    return (whole + (1 if scaled - whole >= 0.5 else 0)) / 1000


def _js_key_order(root: Any) -> None:
    """Give every node of a lunr token set the edge order of ``Object.keys`` in JavaScript: the digits
    (integer keys) first, in ascending order, then the other characters as inserted. The order of the
    words a wildcard expands to follows it, and so does the order of results with equal scores."""
    stack, seen = [root], set()
    while stack:
        node = stack.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        digits = sorted(k for k in node.edges if len(k) == 1 and k in "0123456789")
        if digits and list(node.edges)[: len(digits)] != digits:
            node.edges = {**{k: node.edges[k] for k in digits}, **node.edges}
        stack.extend(node.edges.values())


class LunrSearch:
    """What ``search.html?q=TERM`` lists, computed in Python from the site's ``search_index.json``.

    The index is built here as ``worker.js`` builds it in the browser (``lunr(function () {
    this.field('title'); this.field('text'); this.ref('location'); ... })`` with MkDocs' separator)
    and searched with the ``lunr`` package's query parser and query code, which port lunr.js 2.3.9;
    what that package does otherwise than lunr.js is done here instead: the tokenizer's separator,
    the trimmer (ASCII ``\\W``), the stemmer, the rounding of term scores (halves up) and the order
    of a token set's edges. The index is fetched once over HTTP, as a browser gets it.
    """

    K1, B = 1.2, 0.75
    FIELDS = ("title", "text")

    def __init__(self, base: str, client: Client | None = None) -> None:
        self.base = base.rstrip("/") + "/"
        self.client = client or Client()
        self._index: Any = None
        self._titles: dict[str, str] = {}

    def _load(self) -> Any:
        if self._index is None:
            data = json.loads(self.client.get(self.base + "search/search_index.json"))
            self._index = self._build(data["docs"])
            self._titles = {doc["location"]: doc["title"] for doc in data["docs"]}
        return self._index

    def _build(self, docs: list[dict[str, Any]]) -> Any:
        from lunr.index import Index
        from lunr.pipeline import Pipeline
        from lunr.token_set import TokenSet
        from lunr.vector import Vector

        inverted: dict[str, dict[str, Any]] = {}
        frequencies: dict[str, dict[str, int]] = {}
        lengths: dict[str, int] = {}
        for doc in docs:
            ref = doc["location"]
            for field in self.FIELDS:
                terms = tokens(doc.get(field))
                counts = frequencies[f"{field}/{ref}"] = {}
                lengths[f"{field}/{ref}"] = len(terms)
                for term in terms:
                    counts[term] = counts.get(term, 0) + 1
                    if term not in inverted:
                        inverted[term] = {"_index": len(inverted), **{f: {} for f in self.FIELDS}}
                    inverted[term][field].setdefault(ref, {})
        average = {field: sum(lengths[f"{field}/{d['location']}"] for d in docs) / len(docs) for field in self.FIELDS}
        idf: dict[str, float] = {}
        vectors = {}
        for field_ref, counts in frequencies.items():
            field = field_ref.split("/", 1)[0]
            norm = self.K1 * (1 - self.B + self.B * (lengths[field_ref] / average[field]))
            elements = []
            for term, tf in counts.items():
                posting = inverted[term]
                if term not in idf:
                    with_term = sum(len(posting[f]) for f in self.FIELDS)
                    x = (len(docs) - with_term + 0.5) / (with_term + 0.5)
                    idf[term] = math.log(1 + abs(x))
                score = idf[term] * ((self.K1 + 1) * tf) / (norm + tf)
                elements.append((posting["_index"], _js_round3(score)))
            vectors[field_ref] = Vector([value for pair in sorted(elements) for value in pair])
        # lunr.js numbers token-set nodes from 1 (a fresh worker builds nothing before) and keys its
        # minimised nodes by "final flag, label, child id..." strings, which collide where labels are
        # digits ("1" + "648" is "16" + "48"): two words are lost and a word the index never held is
        # made up ("f(1", "f(5" and "f(1648" at 2,000 pages). Numbered as in the browser, the same
        # words are lost and made up here.
        TokenSet._next_id = 1
        token_set = TokenSet.from_list(sorted(inverted))
        _js_key_order(token_set)
        pipeline = Pipeline()
        pipeline.add(_stemmer)
        index = Index(inverted, vectors, token_set, list(self.FIELDS), pipeline)
        original = token_set.intersect

        def intersect(other: Any) -> Any:  # the query's token set and the output in JavaScript's key order
            _js_key_order(other)
            found = original(other)
            _js_key_order(found)
            return found

        token_set.intersect = intersect
        return index

    def results(self, term: str) -> list[tuple[str, str, float]]:
        """The entries listed, in the page's order: (location, title, score)."""
        query = term.replace("\r", "").replace("\n", "")  # what a text input keeps of it
        if not query or _js_length(query) < 3:  # main.js searches from 3 characters (min_search_length)
            return []
        index = self._load()
        from lunr.exceptions import QueryParseError
        from lunr.query_parser import QueryParser

        parsed = index.create_query()
        try:
            QueryParser(_LEXER_BLIND.sub(" ", query), parsed).parse()
        except QueryParseError:  # thrown in the worker: the page keeps "Searching..."
            return []
        if not parsed.clauses:  # white space only: lunr.js takes it for a query of exclusions, every entry scores 0
            return [(location, title, 0.0) for location, title in self._titles.items()]
        try:
            found = index.query(parsed)
        except KeyError:  # a made-up word of the token set (see _build): lunr.js throws a TypeError there
            return []
        return [(match["ref"], self._titles[match["ref"]], match["score"]) for match in found]

    def __call__(self, term: str) -> tuple[list[str], int]:
        """The records ``term`` finds, in the page's order (a page's first entry), and the result pages (one)."""
        ids: dict[str, None] = {}
        for location, _, _ in self.results(term):
            found = page_id("/" + location)
            if found is not None:
                ids[found] = None
        return list(ids), 1


def _stemmer(token: Any, i: int | None = None, tokens: Any = None) -> Any:
    """lunr.js's stemmer as a pipeline function of the ``lunr`` package (the page's search pipeline)."""
    return token.update(lambda string, metadata: stem(string))


_stemmer.label = "mkdocs-lunr-js-stemmer"  # type: ignore[attr-defined]  # what lunr's pipeline checks


# -- the page as Chromium renders it (the oracle's check, the fixtures) ---------------------------------

#: Counts the search worker's messages, so a test knows when the page is done: the worker says it is
#: ready (the page then posts the query, or for a query under 3 characters writes "No results found"
#: at once, or for an empty one nothing), answers the query (the page writes the results in the same
#: handler) or throws (a query lunr cannot parse: "Searching..." stays).
_WATCH_WORKER = """
(() => {
  if (window.__searchWatch) return;
  const watch = window.__searchWatch = {ready: false, queries: 0, answers: 0, errors: 0};
  const Native = window.Worker;
  window.Worker = function (url, options) {
    const worker = new Native(url, options);
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message, ...rest) => {
      if (message && message.query !== undefined) watch.queries += 1;
      return post(message, ...rest);
    };
    worker.addEventListener('message', e => {
      if (e.data.allowSearch) watch.ready = true; else if (e.data.results) watch.answers += 1;
    });
    worker.addEventListener('error', () => { watch.errors += 1; });
    return worker;
  };
})();
"""


def browser_search(page: Any, search_url: str, term: str, timeout_ms: float = 120_000) -> tuple[list[str], str, str]:
    """Render ``search.html?q=term`` in a Playwright page: (result hrefs in order, the results' text
    when there is none, the HTML)."""
    page.add_init_script(_WATCH_WORKER)  # idempotent: a second copy sees the first
    page.goto(search_url + "?" + urllib.parse.urlencode({"q": term}))
    page.wait_for_function(
        "() => { const w = window.__searchWatch; return w && w.ready && w.queries === w.answers + w.errors; }",
        timeout=timeout_ms,
    )
    hrefs = page.eval_on_selector_all("#mkdocs-search-results article h3 a", "els => els.map(e => e.href)")
    status = "" if hrefs else page.inner_text("#mkdocs-search-results")
    return [str(h) for h in hrefs], status.strip(), page.content()


def _texts(site_pages: list[DocPage]) -> dict[str, str]:
    """Record id -> what the index holds of it: a docstring page's name (title and heading) and
    docstring; a package page's title and its pages' names (the links); the home page's nav title,
    heading, sentence, section and package titles."""
    texts = {p.id: f"{p.id}\n{p.text}" for p in site_pages}
    by_package: dict[str, list[str]] = {}
    for page in site_pages:
        by_package.setdefault(page.package, []).append(page.id)
    for package, members in by_package.items():
        texts[f"packages/{package}"] = "\n".join([_package_title(package), *sorted(members)])
    texts["index"] = "\n".join(
        [_HOME, PROJECT, _INTRO, "Packages", *(_package_title(package) for package in sorted(by_package))]
    )
    return texts


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Build (once per work directory and size) the documentation of ``size`` docstrings and serve it."""
    for module, name in (("mkdocs", "MkDocs"), ("lunr", "lunr (the oracle's search)")):
        if importlib.util.find_spec(module) is None:
            raise Missing(f"{name} is not installed; install with: {INSTALL}")
    size = size or DEFAULT_SIZE
    site_pages = pages(python_docs(size))
    site = _built(workdir / str(size), site_pages)
    base, stop = serve_directory(site, free_port(), "search.html", workdir / "mkdocs.log")
    texts = _texts(site_pages)
    truth = frozenset(texts)
    return TestbedSite(
        name="mkdocs",
        start_url=base + "search.html",
        truth=truth,
        record_id=link_record_id(truth, page_id),
        notes={**NOTES, "version": _mkdocs_version(), "install": INSTALL},
        stop=stop,
        search=LunrSearch(base),
        documents=list(texts.values()),
        texts=texts,
    )


def main(argv: list[str] | None = None) -> None:
    """Build the site of ``--size`` docstrings into ``--dir`` and serve it until interrupted (to look at it)."""
    serve_main("MkDocs documentation of stdlib docstrings (the hiddenweb test bed)", start, DEFAULT_SIZE, argv)


if __name__ == "__main__":
    main()
