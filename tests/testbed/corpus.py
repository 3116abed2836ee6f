"""Real offline corpora for the test bed: Debian's package list and the stdlib's docstrings.

``apt-cache dumpavail`` prints the package lists Debian's ``apt-get update``
fetched (about 63,000 packages for bookworm main): real, varied text with
names, sections, maintainers and versions, on every Debian machine after an
update, no download at fill time. The lists change with the day's package
index and with what the machine installs (a package installed adds its
record, or its other version), and every test-bed figure with them, so the
test bed reads the list it was measured on: :data:`SNAPSHOT`, pinned from
``apt-cache dumpavail`` on 2026-11-29 (63,681 packages) with
``python -m tests.testbed.corpus --pin`` (which changes every figure: the
test bed is measured again after it). Packages come sorted by name; a sample of
``n`` is a deterministic, evenly spread subset, so small and large databases
share their vocabulary's shape. The lists carry one-line summaries (the
long descriptions live in translation files apt does not fetch here), so
records are short (the homepage and the debtags, where a package has them,
are the only other free text). Longer texts: :func:`python_docs`, the standard library's
docstrings (the embedded demo's corpus, read by :mod:`hiddenweb.demo.corpus`).
"""

from __future__ import annotations

import argparse
import json
import lzma
import re
import subprocess
from collections.abc import Collection, Iterable
from dataclasses import astuple, dataclass
from functools import lru_cache
from pathlib import Path

from hiddenweb.demo.corpus import Document, build_corpus
from tests.testbed.base import Missing

__all__ = ["DocPage", "Document", "Package", "debian_packages", "doc_pages", "python_docs"]


@dataclass(frozen=True)
class Package:
    """One Debian package, a record of the test bed's databases."""

    name: str
    version: str
    section: str
    maintainer: str
    summary: str  # the description's first line
    priority: str = "optional"
    #: What the lists say beyond the summary: the long description where they carry one (rarely), the
    #: homepage and the debtags, one a line (Debian's long descriptions live in files apt did not fetch).
    description: str = ""
    homepage: str = ""
    tags: str = ""  # debtags, comma-separated (``game::strategy, use::gameplaying``); "" for most packages


#: The package list the test bed reads (:func:`pin` wrote it): one JSON array of :class:`Package`'s fields a line.
SNAPSHOT = Path(__file__).resolve().parent / "data" / "debian-packages.jsonl.xz"


@lru_cache(maxsize=1)
def _all_packages() -> tuple[Package, ...]:
    """The pinned package list (:data:`SNAPSHOT`)."""
    try:
        with lzma.open(SNAPSHOT, "rt", encoding="utf-8") as lines:
            return tuple(Package(*json.loads(line)) for line in lines)
    except FileNotFoundError as exc:
        raise Missing(f"{SNAPSHOT} is missing; write it with: python -m tests.testbed.corpus --pin") from exc


def pin() -> int:
    """Write :data:`SNAPSHOT` from this machine's package lists (``apt-cache dumpavail``); how many packages."""
    packages = _available_packages()
    SNAPSHOT.parent.mkdir(parents=True, exist_ok=True)
    data = "".join(json.dumps(astuple(p), ensure_ascii=False) + "\n" for p in packages)
    with lzma.open(SNAPSHOT, "wt", encoding="utf-8", preset=9 | lzma.PRESET_EXTREME) as out:
        out.write(data)
    _all_packages.cache_clear()
    return len(packages)


def _available_packages() -> tuple[Package, ...]:
    """Every package ``apt-cache dumpavail`` lists (:func:`parse_dumpavail`)."""
    try:
        out = subprocess.run(
            ["apt-cache", "dumpavail"], check=True, capture_output=True, text=True, errors="replace"
        ).stdout
    except (OSError, subprocess.CalledProcessError) as exc:
        raise Missing(f"apt-cache dumpavail failed ({exc}); run apt-get update first") from exc
    return parse_dumpavail(out)


def parse_dumpavail(out: str) -> tuple[Package, ...]:
    """The packages of ``apt-cache dumpavail``'s output, sorted by name (the first stanza of a name)."""
    packages: dict[str, Package] = {}
    for stanza in out.split("\n\n"):
        fields: dict[str, str] = {}
        key = ""
        for line in stanza.splitlines():
            if line.startswith((" ", "\t")) and key:
                fields[key] += "\n" + line.strip()
            elif ":" in line:
                key, _, value = line.partition(":")
                fields[key] = value.strip()
        name = fields.get("Package")
        if not name or name in packages:
            continue
        packages[name] = Package(
            name=name,
            version=fields.get("Version", ""),
            section=fields.get("Section", "misc").rsplit("/", 1)[-1],
            maintainer=fields.get("Maintainer", ""),
            summary=fields.get("Description", "").partition("\n")[0].strip(),
            priority=fields.get("Priority", "optional"),
            description="\n".join(
                text
                for text in (
                    fields.get("Description", "").partition("\n")[2].strip(),
                    fields.get("Homepage", ""),
                    " ".join(fields.get("Tag", "").split()),
                )
                if text
            ),
            homepage=fields.get("Homepage", ""),
            tags=" ".join(fields.get("Tag", "").split()),
        )
    if not packages:
        raise Missing("apt-cache dumpavail printed no packages; run apt-get update first")
    return tuple(sorted(packages.values(), key=lambda p: p.name))


def debian_packages(n: int | None = None) -> list[Package]:
    """``n`` packages spread evenly over the whole list (all of them when ``n`` is None)."""
    packages = _all_packages()
    if n is None or n >= len(packages):
        return list(packages)
    step = len(packages) / n
    return [packages[int(i * step)] for i in range(n)]


def python_docs(n: int | None = None) -> list[Document]:
    """``n`` stdlib docstrings spread evenly over all of them (title, module, kind, text)."""
    docs = build_corpus()
    if n is None or n >= len(docs):
        return docs
    step = len(docs) / n
    return [docs[int(i * step)] for i in range(n)]


@dataclass(frozen=True)
class DocPage:
    """One docstring's page of a documentation site: its id (the qualified name, also its file name),
    package and text."""

    id: str
    package: str
    kind: str
    text: str


def doc_pages(docs: Iterable[Document], reserved: Collection[str] = ()) -> list[DocPage]:
    """One page per docstring; a name taken twice (or ``reserved`` by the site generator) gets
    ``-2``..., characters unsafe in a file name ``_``."""
    out: dict[str, DocPage] = {}
    for doc in docs:
        name = base = re.sub(r"[^A-Za-z0-9_.-]", "_", doc.title) or "page"
        n = 1
        while name in out or name in reserved:
            n += 1
            name = f"{base}-{n}"
        out[name] = DocPage(name, doc.module.split(".")[0] or name, doc.kind, doc.text)
    return list(out.values())


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="The test bed's corpora.")
    parser.add_argument("--pin", action="store_true", help=f"write {SNAPSHOT.name} from apt-cache dumpavail")
    args = parser.parse_args(argv)
    if args.pin:
        print(f"{pin()} packages written to {SNAPSHOT}")
    else:
        print(f"{len(_all_packages())} packages in {SNAPSHOT}")


if __name__ == "__main__":
    main()
