"""Sphinx (PyPI ``Sphinx``): HTML documentation of stdlib docstrings, searched by JavaScript only.

Held out: nothing in hiddenweb was tuned on it before its first figures were taken.

This module writes an reStructuredText tree the way a project documents its API
and builds it with ``sphinx-build -b html`` (Sphinx's defaults: the alabaster
theme, English search): one page per docstring of :func:`~tests.testbed.corpus.python_docs`
(``api/<qualified name>.rst``: the name as title, a ``py:function``/``py:class``
description, or a ``py:module`` target, holding the docstring as plain paragraphs),
one page per top-level package (``packages/<name>.rst``, a toctree of its
pages) and ``index.rst``, whose toctree lists the packages (the sidebar's
navigation). A static server (``python -m http.server``) serves the output.
Records are every page the search can list: the docstring pages (id: the qualified name), the package
pages (``packages/<name>``: title and toctree) and ``index``; the search finds the last two by their
titles and toctree entries ("package" lists 152 of the 174), as a user of the site gets them.

What the crawl meets there: the start page ``search.html`` holds the search
form (``<form action="" method="get">``: a text input ``q`` and a "search"
submit, nothing else: the hidden ``check_keywords`` and ``area`` of older
Sphinx templates are gone), above "Searching for multiple words only shows matches that contain
all words."; every other page's sidebar has a quick-search box
(``<form class="search" action="search.html" method="get">``, ``q``, "Go")
inside ``<search id="searchbox" style="display: none">``, shown by an inline
script. The HTML as served holds no result at all (an empty
``<div id="search-results">``): ``searchtools.js`` reads ``q`` from
the URL, loads ``searchindex.js`` (a script setting one JSON index of the whole
site: stemmed words, titles, objects, index entries) and builds the results in
the browser, so only a rendered page shows them. It first writes "Searching"
with pulsing dots, then appends the results to ``ul.search`` one at a time (a
``setTimeout`` of 5 ms between two, each ``li`` fetching its page for a
summary), and only when the last is shown writes the total: "Search finished,
found N pages matching the search query." ("found one page", or "Your search
did not match any documents..." for none). Every match is on that one page:
no pagination, no cap, no page size. A result is an ``li`` (class
``kind-object``, ``kind-text``, ``kind-title`` or ``kind-index``) holding a
link ``api/<name>.html`` (``#<name>`` added for an object: the terms for
highlighting are kept in ``localStorage``, not in the URL; the query's words
wrapped in ``span.highlighted``) and either " (Python function, in <name>)"
(objects) or a ``p.context`` summary. The total counts result entries, not
pages: a page found as an object and by its text is listed twice ("dump" at
2,000 pages: 17 entries, 9 pages; the oracle's ``printed_total``). Other ways
to the records, outside the form: the sidebar's navigation (every package) and
the toctrees of ``index.html``/``packages/*.html``, the general index
``genindex.html`` and the module index ``py-modindex.html``. The build of the
default 2,000 pages takes 3.5–4 minutes on 2 busy cores (``-j auto`` did not
help), about 80 MB of HTML; ``searchindex.js`` is 0.9 MB.

How Sphinx matches (``searchtools.js`` of Sphinx 8, as this module's
:class:`SphinxSearch` reproduces it; observed in Chromium): the query is split
on non-letters/digits/underscores; for each word, skipping English stop words
("the", "and", ...) and pure numbers, the Porter stem is looked up in the
word index (``terms``) and the title-word index (``titleterms``); a stem of
3 characters or more also matches every indexed stem that *contains* it
("sock" finds "socket" and "unixsocket"; partial matches are tried only where
the exact stem is not indexed). A page must match every word (AND). Besides:
each lowercased query word is looked for as a substring of every object's full
name (``py:function``/``py:class``/``py:module`` names: "dump" finds
``json.dumps`` and ``pickle.dump``, no stemming, no stop words), the whole
query as a substring of a section title at least half the title's length, and
of an index entry (``genindex``'s "module; json" gives the entries "module"
and "json") at least half the entry's length.
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
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from tests.testbed.base import Missing, TestbedSite, built_once, free_port, serve_main
from tests.testbed.corpus import DocPage, Document, doc_pages, python_docs
from tests.testbed.debian import link_record_id
from tests.testbed.http import Client, serve_directory

__all__ = [
    "DEFAULT_SIZE",
    "INSTALL",
    "SphinxSearch",
    "browser_search",
    "build",
    "page_id",
    "pages",
    "start",
    "write_sources",
]

DEFAULT_SIZE = 2000
INSTALL = "pip install -e '.[testbed]' (Sphinx)"
CHROMIUM = "/usr/bin/chromium"
#: Bumped when the source tree changes, so built sites are rebuilt.
FILL_VERSION = "1"
PROJECT = "Stdlib Notes"
_INTRO = "Notes on the Python standard library, one page per documented module, class and function."
#: What index.html's "Indices" section shows of its three links.
_INDICES = "Indices\nIndex\nModule Index\nSearch Page"
_API = "api"
_PAGE = re.compile(rf"/(?:{_API}/([^/]+)|(packages/[^/]+|index))\.html$")
#: Every character but ASCII letters, digits and white space gets a backslash: the text stays
#: plain paragraphs (no inline markup, references, lists or tables from a docstring's punctuation).
_SPECIAL = re.compile(r"([^A-Za-z0-9\s])")
#: A result entry of searchtools.js: docname, title, anchor, description, score, source file name.
_Result = tuple[str, str, str, str | None, int, str]
_DIRECTIVE = {"function": "py:function", "class": "py:class", "module": "py:module"}

_CONF = f"""# Sphinx configuration of the hiddenweb test bed (tests/testbed/sphinxdocs.py): Sphinx's defaults.
project = {PROJECT!r}
author = "hiddenweb test bed"
copyright = "2024, hiddenweb test bed"
language = "en"
html_theme = "alabaster"
"""

NOTES: dict[str, Any] = {
    "search": "search.html?q=TERM (GET): searchtools.js over"
    " searchindex.js, in the browser only; Porter stems AND-ed, a stem of 3+ characters also matches"
    " indexed stems containing it, words are also looked for in object names (substring)",
    "rendering": "required: the served HTML holds no results (scripts build them)",
    "page_size": None,
    "page_size_arguments": None,
    "pagination": False,
    "cap": None,
    "first_page": "every match in one ul.search, appended one li at a time (5 ms apart); li: a link"
    " api/NAME.html (#anchor for objects) and p.context (a summary fetched from the page) or"
    " ' (Python function, in NAME)'",
    "total": "'Search finished, found N pages matching the search query.' (p.search-summary), written by"
    " script after the last result; N counts result entries (a page can be listed twice)",
    "no_results": "'Your search did not match any documents. Please make sure that all words are spelled"
    " correctly and that you've selected enough categories.'",
    "empty_query_lists_records": False,
    "wildcard_lists_records": False,
    "detail_url": "api/NAME.html (NAME: the qualified name, e.g. api/json.dumps.html)",
    "listing": "index.html's toctree -> packages/PKG.html -> api/NAME.html; genindex.html; py-modindex.html",
    "forms": "search.html: form action='' GET (q, submit 'search'); a quick search on every other page's sidebar"
    " (action=search.html GET, q, submit 'Go'; hidden by style until a script shows it)",
}


def pages(docs: Iterable[Document]) -> list[DocPage]:
    """One page per docstring (:func:`~tests.testbed.corpus.doc_pages`)."""
    return doc_pages(docs)


def _escape(text: str) -> str:
    return _SPECIAL.sub(r"\\\1", text)


def _title(text: str) -> str:
    escaped = _escape(text)
    return f"{escaped}\n{'=' * len(escaped)}\n"


def _paragraphs(text: str, indent: str = "") -> str:
    """The docstring as plain paragraphs (lines stripped, blank lines kept): no markup survives."""
    out = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines = [line.strip() for line in block.splitlines() if line.strip()]
        if lines:
            out.append("\n".join(indent + _escape(line) for line in lines))
    return "\n\n".join(out) + "\n"


def _page_source(page: DocPage) -> str:
    directive = _DIRECTIVE.get(page.kind, "py:function")
    if directive == "py:module":
        body = f".. py:module:: {page.id}\n\n{_paragraphs(page.text)}"
    else:
        body = f".. {directive}:: {page.id}\n\n{_paragraphs(page.text, '   ')}"
    return f"{_title(page.id)}\n{body}"


def write_sources(src: Path, site_pages: list[DocPage]) -> None:
    """The rst tree: ``conf.py``, ``index.rst`` (packages), ``packages/*.rst`` (their pages), ``api/*.rst``."""
    shutil.rmtree(src, ignore_errors=True)
    (src / _API).mkdir(parents=True)
    (src / "packages").mkdir()
    (src / "conf.py").write_text(_CONF, encoding="utf-8")
    by_package: dict[str, list[DocPage]] = {}
    for page in site_pages:
        by_package.setdefault(page.package, []).append(page)
        (src / _API / f"{page.id}.rst").write_text(_page_source(page), encoding="utf-8")
    for package, members in by_package.items():
        entries = "".join(f"   ../{_API}/{p.id}\n" for p in sorted(members, key=lambda p: p.id))
        (src / "packages" / f"{package}.rst").write_text(
            _title(f"The {package} package") + f"\n.. toctree::\n   :maxdepth: 1\n\n{entries}", encoding="utf-8"
        )
    entries = "".join(f"   packages/{package}\n" for package in sorted(by_package))
    (src / "index.rst").write_text(
        _title(PROJECT)
        + f"\n{_INTRO}\n"
        + f"\n.. toctree::\n   :maxdepth: 1\n   :caption: Packages\n\n{entries}"
        + "\nIndices\n-------\n\n* :ref:`genindex`\n* :ref:`modindex`\n* :ref:`search`\n",
        encoding="utf-8",
    )


def build(src: Path, out: Path, jobs: str = "1") -> float:
    """``sphinx-build -b html -q`` of ``src`` into ``out``; the seconds it took (a failure raises with its output)."""
    began = time.monotonic()
    shutil.rmtree(out, ignore_errors=True)
    done = subprocess.run(
        [sys.executable, "-m", "sphinx", "-b", "html", "-q", "-j", jobs, str(src), str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0 or not (out / "searchindex.js").exists():
        raise RuntimeError(f"sphinx-build failed ({done.returncode}):\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return time.monotonic() - began


def _built(directory: Path, site_pages: list[DocPage], jobs: str) -> Path:
    """The built HTML of ``site_pages`` under ``directory`` (built once: a stamp keys it to the pages)."""
    html = directory / "html"

    def run() -> float:
        write_sources(directory / "src", site_pages)
        return build(directory / "src", html, jobs)

    key = [FILL_VERSION, _sphinx_version(), [(p.id, p.package, p.kind, p.text) for p in site_pages]]
    return built_once(directory, key, html, html / "searchindex.js", run)


def _sphinx_version() -> str:
    from sphinx import __version__

    return str(__version__)


def page_id(url: str) -> str | None:
    """The record a URL shows (any query or fragment): ``api/NAME.html`` -> NAME, ``packages/P.html`` ->
    ``packages/P``, ``index.html`` -> ``index``."""
    found = _PAGE.search(urllib.parse.urlsplit(url).path)
    return urllib.parse.unquote(found.group(1) or found.group(2)) if found else None


# The page's stemmer: Porter's algorithm as Sphinx's English ``language_data.js`` runs it. It differs
# from the ``snowballstemmer`` Sphinx indexes with: words under 3 characters stay as they are ("os",
# not "o"), and step 2 maps "bli" to "ble" and "logi" to "log" ("possibly": "possibl", not "possibli").
_CONS = "[^aeiou][^aeiouy]*"  # a consonant sequence ("y" after a consonant is a vowel)
_VOWS = "[aeiouy][aeiou]*"
_M_ABOVE_0 = re.compile(f"^({_CONS})?{_VOWS}{_CONS}")
_M_IS_1 = re.compile(f"^({_CONS})?{_VOWS}{_CONS}({_VOWS})?$")
_M_ABOVE_1 = re.compile(f"^({_CONS})?{_VOWS}{_CONS}{_VOWS}{_CONS}")
_HAS_VOWEL = re.compile(f"^({_CONS})?[aeiouy]")
_SHORT_CVC = re.compile(f"^{_CONS}[aeiouy][^aeiouwxy]$")
_DOUBLE = re.compile(r"([^aeiouylsz])\1$")
_STEP2 = {
    "ational": "ate", "tional": "tion", "enci": "ence", "anci": "ance", "izer": "ize", "bli": "ble",
    "alli": "al", "entli": "ent", "eli": "e", "ousli": "ous", "ization": "ize", "ation": "ate", "ator": "ate",
    "alism": "al", "iveness": "ive", "fulness": "ful", "ousness": "ous", "aliti": "al", "iviti": "ive",
    "biliti": "ble", "logi": "log",
}  # fmt: skip
_STEP3 = {"icate": "ic", "ative": "", "alize": "al", "iciti": "ic", "ical": "ic", "ful": "", "ness": ""}
_STEP4 = (
    "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ou", "ism", "ate", "iti",
    "ous", "ive", "ize",
)  # fmt: skip


def _longest_suffix(word: str, suffixes: Iterable[str]) -> str | None:
    """The longest of ``suffixes`` ending ``word`` with at least one character before it."""
    found = [s for s in suffixes if word.endswith(s) and len(word) > len(s)]
    return max(found, key=len) if found else None


def stem(word: str) -> str:
    """The Porter stem of a lowercase word, as the search page's JavaScript computes it."""
    if len(word) < 3:
        return word
    w = "Y" + word[1:] if word[0] == "y" else word  # an initial y is a consonant
    if w.endswith(("sses", "ies")) and len(w) > 4 - (w.endswith("ies")):
        w = w[:-2]
    elif len(w) > 2 and w.endswith("s") and w[-2] != "s":
        w = w[:-1]
    if w.endswith("eed") and len(w) > 3:
        if _M_ABOVE_0.match(w[:-3]):
            w = w[:-1]
    else:
        suffix = _longest_suffix(w, ("ed", "ing"))
        if suffix and _HAS_VOWEL.match(w[: -len(suffix)]):
            w = w[: -len(suffix)]
            if w.endswith(("at", "bl", "iz")) or _SHORT_CVC.match(w):
                w += "e"
            elif _DOUBLE.search(w):
                w = w[:-1]
    if len(w) > 1 and w.endswith("y") and _HAS_VOWEL.match(w[:-1]):
        w = w[:-1] + "i"
    for table in (_STEP2, _STEP3):
        suffix = _longest_suffix(w, table)
        if suffix and _M_ABOVE_0.match(w[: -len(suffix)]):
            w = w[: -len(suffix)] + table[suffix]
    suffix = _longest_suffix(w, _STEP4)
    if suffix:
        if _M_ABOVE_1.match(w[: -len(suffix)]):
            w = w[: -len(suffix)]
    elif w.endswith(("sion", "tion")) and len(w) > 4 and _M_ABOVE_1.match(w[:-3]):
        w = w[:-3]
    if len(w) > 1 and w.endswith("e"):
        base = w[:-1]
        if _M_ABOVE_1.match(base) or (_M_IS_1.match(base) and not _SHORT_CVC.match(base)):
            w = base
    if w.endswith("ll") and _M_ABOVE_1.match(w):
        w = w[:-1]
    return "y" + w[1:] if w[0] == "Y" else w


# -- the oracle: searchtools.js's matching over the site's searchindex.js ------------------------------


class SphinxSearch:
    """What ``search.html?q=TERM`` lists, computed in Python from the site's ``searchindex.js``.

    Rules, as ``searchtools.js`` (Sphinx 8) applies them: see the module docstring; query words
    are stemmed by :func:`stem`, as the page's own stemmer does (the test compares both in Chromium). The index and stop words are
    fetched once over HTTP, as a browser gets them.
    """

    def __init__(self, base: str, client: Client | None = None) -> None:
        self.base = base.rstrip("/") + "/"
        self.client = client or Client()
        self._index: dict[str, Any] | None = None
        self._stopwords: frozenset[str] = frozenset()

    def _load(self) -> dict[str, Any]:
        if self._index is None:
            script = self.client.get(self.base + "searchindex.js")
            self._index = json.loads(script[script.index("(") + 1 : script.rindex(")")])
            language = self.client.get(self.base + "_static/language_data.js")
            found = re.search(r"stopwords\s*=\s*(\[.*?\])", language, re.S)
            self._stopwords = frozenset(json.loads(found.group(1))) if found else frozenset()
        return self._index

    def results(self, query: str) -> list[tuple[str, str, str, str | None, int]]:
        """The result entries in display order: (docname, title, anchor, description, score)."""
        index = self._load()
        words = [w for w in re.split(r"[^\w]+", query.strip()) if w]  # the page splits on non-word characters
        object_terms = list(dict.fromkeys(w.lower() for w in words))
        search_terms = list(
            dict.fromkeys(
                stem(w.lower()) for w in words if w.lower() not in self._stopwords and not re.fullmatch("[0-9]+", w)
            )
        )
        docnames, titles, filenames = index["docnames"], index["titles"], index["filenames"]
        normal: list[_Result] = []
        non_main: list[_Result] = []
        q = query.lower().strip()
        for title, found in index["alltitles"].items():
            if q in title.lower().strip() and len(q) >= len(title) / 2:
                for file, anchor in found:
                    score = _js_round(15 * len(q) / len(title)) + (1 if titles[file] == title else 0)
                    shown = title if titles[file] == title else f"{titles[file]} > {title}"
                    normal.append((docnames[file], shown, f"#{anchor}" if anchor is not None else "", None, score,
                                   filenames[file]))  # fmt: skip
        for entry, found in index["indexentries"].items():
            if q in entry and len(q) >= len(entry) / 2:
                for file, anchor, main in found:
                    result = (docnames[file], titles[file], f"#{anchor}" if anchor else "", None,
                              _js_round(100 * len(q) / len(entry)), filenames[file])  # fmt: skip
                    (normal if main else non_main).append(result)
        for term in object_terms:
            normal += self._objects(index, term, object_terms)
        normal += self._terms(index, search_terms)
        ordered = _ordered(non_main) + _ordered(normal)
        seen: set[tuple[Any, ...]] = set()
        shown_order = []
        for item in reversed(ordered):  # the page pops from the end: the highest score first
            key = (item[0], item[1], item[2], item[3], item[5])
            if key not in seen:
                seen.add(key)
                shown_order.append(item[:5])
        return shown_order

    def _objects(self, index: Mapping[str, Any], term: str, object_terms: list[str]) -> list[_Result]:
        out: list[_Result] = []
        others = [t for t in object_terms if t != term]
        for prefix, entries in index["objects"].items():
            for file, typeindex, prio, anchor, name in entries:
                fullname = f"{prefix}.{name}" if prefix else name
                lower = fullname.lower()
                if term not in lower:
                    continue
                last = lower.split(".")[-1]
                score = 11 if lower == term or last == term else 6 if term in last else 0
                objname = index["objnames"][str(typeindex)][2]
                title = index["titles"][file]
                if others:
                    haystack = f"{prefix} {name} {objname} {title}".lower()
                    if any(t not in haystack for t in others):
                        continue
                if anchor == "":
                    anchor = fullname
                elif anchor == "-":
                    anchor = index["objnames"][str(typeindex)][1] + "-" + fullname
                score += {0: 15, 1: 5, 2: -5}.get(prio, 0)
                out.append((index["docnames"][file], fullname, f"#{anchor}", f"{objname}, in {title}", score,
                            index["filenames"][file]))  # fmt: skip
        return out

    def _terms(self, index: Mapping[str, Any], search_terms: list[str]) -> list[_Result]:
        terms, title_terms = index["terms"], index["titleterms"]
        score_map: dict[int, dict[str, int]] = {}
        file_map: dict[int, list[str]] = {}
        for word in search_terms:
            found: list[tuple[Any, int]] = [(terms.get(word), 5), (title_terms.get(word), 15)]
            if len(word) > 2:
                if word not in terms:
                    found += [(files, 2) for term, files in terms.items() if word in term]
                if word not in title_terms:
                    found += [(files, 7) for term, files in title_terms.items() if word in term]
            files_found: list[int] = []
            for files, score in found:
                if files is None:
                    continue
                files = files if isinstance(files, list) else [files]
                files_found += files
                for file in files:
                    score_map.setdefault(file, {})[word] = score
            for file in files_found:
                if word not in file_map.setdefault(file, []):
                    file_map[file].append(word)
        long_terms = sum(1 for t in search_terms if len(t) > 2)
        out: list[_Result] = []
        for file, word_list in file_map.items():
            if len(word_list) != len(search_terms) and len(word_list) != long_terms:
                continue
            score = max(score_map[file][w] for w in word_list)
            out.append((index["docnames"][file], index["titles"][file], "", None, score, index["filenames"][file]))
        return out

    def __call__(self, term: str) -> tuple[list[str], int]:
        """The records ``term`` finds, in the page's order, and the result pages that takes (one)."""
        ids: dict[str, None] = {}
        for docname, *_ in self.results(term):
            found = page_id(f"/{docname}.html")
            if found is not None:
                ids[found] = None
        return list(ids), 1

    def printed_total(self, term: str) -> int | None:
        """The N of "found N pages": result entries, a page listed as an object and by its text twice."""
        return len(self.results(term))


def _js_round(x: float) -> int:
    return math.floor(x + 0.5)


def _ordered(results: list[_Result]) -> list[_Result]:
    """searchtools.js's order before it pops: score ascending, then title descending (case-blind)."""
    by_title = sorted(results, key=lambda r: r[1].lower(), reverse=True)
    return sorted(by_title, key=lambda r: r[4])


# -- the page as Chromium renders it (the oracle's check, the fixtures) ---------------------------------


def browser_search(page: Any, search_url: str, term: str, timeout_ms: float = 60_000) -> tuple[list[str], str, str]:
    """Render ``search.html?q=term`` in a Playwright page: (result hrefs in order, status text, the HTML)."""
    page.goto(search_url + "?" + urllib.parse.urlencode({"q": term}))
    page.wait_for_function(
        "() => { const p = document.querySelector('#search-results p.search-summary');"
        " return p !== null && p.innerText.trim().length > 0; }",
        timeout=timeout_ms,
    )
    hrefs = page.eval_on_selector_all("#search-results ul.search li > a", "els => els.map(e => e.href)")
    status = page.inner_text("#search-results p.search-summary")
    return [str(h) for h in hrefs], status.strip(), page.content()


def _texts(site_pages: list[DocPage]) -> dict[str, str]:
    """Record id -> what the index holds of it: a docstring page's name (title and object name) and
    docstring; a package page's title and its pages' names (the toctree); the index's title, text,
    package titles and links."""
    texts = {p.id: f"{p.id}\n{p.text}" for p in site_pages}
    by_package: dict[str, list[str]] = {}
    for page in site_pages:
        by_package.setdefault(page.package, []).append(page.id)
    for package, members in by_package.items():
        texts[f"packages/{package}"] = "\n".join([f"The {package} package", *sorted(members)])
    texts["index"] = "\n".join(
        [PROJECT, _INTRO, "Packages", *(f"The {package} package" for package in sorted(by_package)), _INDICES]
    )
    return texts


def start(workdir: Path, size: int | None = None) -> TestbedSite:
    """Build (once per work directory and size) the documentation of ``size`` docstrings and serve it."""
    if importlib.util.find_spec("sphinx") is None:
        raise Missing(f"Sphinx is not installed; install with: {INSTALL}")
    size = size or DEFAULT_SIZE
    site_pages = pages(python_docs(size))
    html = _built(workdir / str(size), site_pages, "1")  # -j auto was slower on 2 busy cores (272 s against 237 s)
    base, stop = serve_directory(html, free_port(), "search.html", workdir / "sphinxdocs.log")
    texts = _texts(site_pages)
    truth = frozenset(texts)
    searcher = SphinxSearch(base)
    return TestbedSite(
        name="sphinxdocs",
        start_url=base + "search.html",
        truth=truth,
        record_id=link_record_id(truth, page_id),
        notes={**NOTES, "version": _sphinx_version(), "install": INSTALL},
        stop=stop,
        search=searcher,
        printed_total=searcher.printed_total,
        documents=list(texts.values()),
        texts=texts,
    )


def main(argv: list[str] | None = None) -> None:
    """Build the site of ``--size`` docstrings into ``--dir`` and serve it until interrupted (to look at it)."""
    serve_main("Sphinx documentation of stdlib docstrings (the hiddenweb test bed)", start, DEFAULT_SIZE, argv)


if __name__ == "__main__":
    main()
