"""A real text corpus that needs no download: the standard library's docstrings.

Every module, class and function docstring of the ``.py`` files under
``sysconfig.get_paths()["stdlib"]`` is a document.  Files are parsed with
:mod:`ast`, never imported (imports have side effects).  Test directories,
``idlelib``, ``lib2to3``, ``site-packages`` and files that are not UTF-8 or
do not parse are skipped.

About 7,700 docstrings exist on CPython 3.11.  Benchmarks that need more
(shorter) documents ask ``build_corpus(min_docs=50_000)``; the builder then
refines the granularity step by step until there are enough documents:

1. docstrings split into paragraphs (title ``name §2``);
2. plus comment blocks of the same files (kind ``comment``) and the help
   topics of ``pydoc_data`` (kind ``topic``), split into paragraphs;
3. paragraphs split into sentences;
4. sentences cut into windows of at most *k* words, *k* decreasing.

Order and ids are deterministic for a given Python installation.  The raw
extraction (~3 s) is cached in process and, unless disabled, in a JSON file
under the user cache directory keyed by Python version and stdlib path.
"""

from __future__ import annotations

import ast
import hashlib
import json
import logging
import os
import re
import sys
import sysconfig
import tempfile
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

logger = logging.getLogger(__name__)

SKIP_DIRS = frozenset(
    {"test", "tests", "idlelib", "lib2to3", "site-packages", "dist-packages", "__pycache__", "turtledemo", "__phello__"}
)
CACHE_VERSION = 2
_WORD = re.compile(r"[^\W_]+")
_PARAGRAPH = re.compile(r"\n[ \t]*\n")
_SENTENCE = re.compile(r"(?<=[.!?:;])\s+(?=[A-Z0-9(>\"'`])")


@dataclass(frozen=True, slots=True)
class Document:
    """One document: a docstring (or a piece of one)."""

    id: str
    title: str
    module: str
    kind: str
    text: str

    @property
    def package(self) -> str:
        """Top-level package or module (``json`` for ``json.decoder``): the site's category."""
        return self.module.split(".", 1)[0]

    def as_record(self) -> dict[str, str]:
        return {"id": self.id, "title": self.title, "module": self.module, "kind": self.kind, "text": self.text}


# --- raw extraction ----------------------------------------------------------

Unit = tuple[str, str, str, str]  # (module, title, kind, text)


def stdlib_root() -> Path:
    return Path(sysconfig.get_paths()["stdlib"])


def _module_files(root: Path, packages: Collection[str] | None = None) -> Iterator[tuple[str, Path]]:
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(
            d
            for d in dirnames
            if d not in SKIP_DIRS
            and not d.startswith(("test", "."))
            and (packages is None or dirpath != str(root) or d in packages)
        )
        rel = Path(dirpath).relative_to(root)
        if rel.parts and not all(p.isidentifier() for p in rel.parts):
            dirnames[:] = []
            continue
        for name in sorted(filenames):
            if not name.endswith(".py") or name.startswith("test_"):
                continue
            stem = name[:-3]
            if not stem.isidentifier():
                continue
            parts = list(rel.parts) + ([] if stem == "__init__" else [stem])
            if parts and (packages is None or parts[0] in packages):
                yield ".".join(parts), Path(dirpath) / name


def _docstrings(tree: ast.Module, module: str) -> Iterator[Unit]:
    """Module, class and function docstrings, depth-first in source order."""
    doc = ast.get_docstring(tree)
    if doc:
        yield module, module, "module", doc
    yield from _walk(module, module, tree.body)


def _walk(module: str, prefix: str, body: list[ast.stmt]) -> Iterator[Unit]:
    for node in body:
        if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            name = f"{prefix}.{node.name}"
            doc = ast.get_docstring(node)
            if doc:
                yield module, name, "class" if isinstance(node, ast.ClassDef) else "function", doc
            yield from _walk(module, name, node.body)
        elif isinstance(node, (ast.If, ast.Try)):
            for block in (node.body, node.orelse, getattr(node, "finalbody", [])):
                yield from _walk(module, prefix, block)
            for handler in getattr(node, "handlers", []):
                yield from _walk(module, prefix, handler.body)


def _comment_blocks(source: str, module: str) -> Iterator[Unit]:
    block: list[str] = []
    start = 0
    for lineno, line in enumerate(source.splitlines() + [""], 1):
        s = line.strip()
        if s.startswith("#") and not s.startswith("#!") and "coding" not in s[:20]:
            if not block:
                start = lineno
            block.append(s.lstrip("#").strip())
        elif block:
            text = "\n".join(block).strip()
            if len(_WORD.findall(text)) >= 6:
                yield module, f"{module}#L{start}", "comment", text
            block = []


def _topics(root: Path) -> Iterator[Unit]:
    path = root / "pydoc_data" / "topics.py"
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Dict):
                topics = ast.literal_eval(node.value)
                for name in sorted(topics):
                    yield "pydoc_data.topics", f"pydoc_data.topics.{name}", "topic", str(topics[name])
    except (OSError, ValueError, SyntaxError, UnicodeDecodeError) as exc:
        logger.debug("no pydoc topics: %s", exc)


def extract_units(root: Path | None = None, packages: Collection[str] | None = None) -> dict[str, list[Unit]]:
    """Parse the stdlib: ``{"docstrings": [...], "extra": [...]}`` units in deterministic order.

    ``packages`` restricts the walk to these top-level packages/modules.
    """
    root = root or stdlib_root()
    docstrings: list[Unit] = []
    extra: list[Unit] = []
    skipped = 0
    for module, path in _module_files(root, packages):
        try:
            source = path.read_text(encoding="utf-8")
            tree = ast.parse(source, filename=str(path))
        except (OSError, SyntaxError, UnicodeDecodeError, ValueError, RecursionError):
            skipped += 1
            continue
        docstrings.extend(_docstrings(tree, module))
        if module != "pydoc_data.topics":
            extra.extend(_comment_blocks(source, module))
    if packages is None or "pydoc_data" in packages:
        extra.extend(_topics(root))
    if skipped:
        logger.debug("corpus: skipped %d unreadable stdlib files", skipped)
    return {"docstrings": docstrings, "extra": extra}


def _cache_file(root: Path) -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "hiddenweb"
    key = hashlib.sha1(f"{CACHE_VERSION}|{sys.version}|{root}".encode()).hexdigest()[:12]
    return base / f"stdlib-corpus-{sys.version_info[0]}.{sys.version_info[1]}-{key}.json"


@lru_cache(maxsize=2)
def load_units(use_cache: bool = True) -> dict[str, list[Unit]]:
    """Raw units, from the file cache when present (``HIDDENWEB_CORPUS_CACHE=0`` disables it)."""
    root = stdlib_root()
    use_cache = use_cache and os.environ.get("HIDDENWEB_CORPUS_CACHE", "1") != "0"
    path = _cache_file(root)
    if use_cache:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return {k: [tuple(u) for u in v] for k, v in data.items()}
        except (OSError, ValueError, AttributeError):
            pass
    units = extract_units(root)
    if use_cache:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump(units, fh)
            os.replace(tmp, path)
        except OSError as exc:
            logger.debug("corpus cache not written: %s", exc)
    return units


# --- documents ---------------------------------------------------------------


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def _paragraphs(text: str) -> list[str]:
    return [p.strip() for p in _PARAGRAPH.split(text) if p.strip()]


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text) if s.strip()]


def _windows(text: str, k: int) -> list[str]:
    tokens = text.split()
    if len(tokens) <= k:
        return [text]
    n = -(-len(tokens) // k)
    size = -(-len(tokens) // n)  # even-sized windows
    return [" ".join(tokens[i : i + size]) for i in range(0, len(tokens), size)]


def _split(units: list[Unit], level: int) -> list[tuple[Unit, list[str]]]:
    """Pieces of each unit at granularity ``level`` (0 whole, 1-2 paragraphs, 3 sentences)."""
    out = []
    for unit in units:
        text = unit[3]
        if level == 0:
            pieces = [text]
        else:
            pieces = _paragraphs(text)
            if level >= 3:
                pieces = [s for p in pieces for s in _sentences(p)]
            pieces = [p for p in pieces if _words(p) >= 3] or ([text] if _words(text) else [])
        out.append((unit, pieces))
    return out


def _window_all(split: list[tuple[Unit, list[str]]], k: int) -> list[tuple[Unit, list[str]]]:
    out = []
    for unit, pieces in split:
        windows = [w for p in pieces for w in _windows(p, k)]
        out.append((unit, [w for w in windows if _words(w) >= 3] or pieces[:1]))
    return out


def _count(split: list[tuple[Unit, list[str]]]) -> int:
    return sum(len(pieces) for _, pieces in split)


def _documents(pieces: list[tuple[Unit, list[str]]]) -> list[Document]:
    docs: list[Document] = []
    seen: dict[str, int] = {}
    for (module, title, kind, _), texts in pieces:
        for n, text in enumerate(texts, 1):
            name = title if len(texts) == 1 else f"{title} §{n}"
            count = seen.get(name, 0)
            seen[name] = count + 1
            key = name if count == 0 else f"{name}\x00{count}"
            doc_id = hashlib.sha1(key.encode("utf-8")).hexdigest()[:12]
            docs.append(Document(doc_id, name, module, kind, text))
    return docs


@lru_cache(maxsize=8)
def _build(min_docs: int, use_cache: bool) -> tuple[Document, ...]:
    units = load_units(use_cache)
    base, everything = units["docstrings"], units["docstrings"] + units["extra"]
    split = _split(base, 0)
    for chosen, level in ((base, 1), (everything, 2), (everything, 3)):
        if _count(split) >= min_docs:
            return tuple(_documents(split))
        split = _split(chosen, level)
    if _count(split) < min_docs:
        sentences = split
        for k in (40, 30, 24, 20, 16, 12, 10, 8, 6, 5, 4, 3):
            split = _window_all(sentences, k)
            if _count(split) >= min_docs:
                break
        else:
            logger.warning("corpus: only %d documents available (asked for %d)", _count(split), min_docs)
    return tuple(_documents(split))


def build_corpus(min_docs: int = 0, *, use_cache: bool = True) -> list[Document]:
    """Documents from the stdlib docstrings; at least ``min_docs`` of them if the text allows.

    With ``min_docs`` at most the number of docstrings, one document per
    docstring; beyond that, finer pieces (see the module docstring).  The
    result is a new list of shared, immutable :class:`Document` objects.
    """
    return list(_build(max(0, int(min_docs)), use_cache))
