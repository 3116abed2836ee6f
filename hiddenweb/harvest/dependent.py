"""Selects a script fills, read in the browser: which reads a form needs, and what they read (issue 16).

Álvarez (§III.3, §III.4.1.1) enumerates a form's bounded fields on the form
as the browser shows it. Many forms leave selects empty in their HTML and
fill them by script: on load (a make select filled from a JSON list), or once
the select before them is chosen (the models of a make, the trims of a
model). :class:`ReadPlan` decides, from the reads logged in the crawl state
so far, which pages to read next, each a *path* (the values chosen on the
form's page, in order, before its selects are read):

1. when a select empty in the markup has no select with values before it,
   the form's page as it loads (the empty path): a select it fills there is
   enumerated like a plain select (``loaded``);
2. then the chains (:func:`~hiddenweb.harvest.structured.select_chains`),
   one level at a time: each root value (level 1), then each (root, child)
   value the level-1 reads offered (level 2), and so on, within ``limit``
   reads in all. A select that a level's reads already show filled is not
   the next level's child but its sibling (it depends on the same parents);
   one that shows the same options under every path is a plain select.

Everything is computed from the log, so a resumed crawl or a fleet's worker
plans the same reads and reads none that is logged.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from hiddenweb.forms.model import Field, Form
from hiddenweb.harvest.structured import MAX_VALUES, empty_selects, offered_options, select_chains

__all__ = ["Path", "ReadPlan", "with_loaded"]

#: The values chosen before a read, in order: ``(("mk", "Ford"), ("md", "Focus"))``; ``()``: the page as it loads.
Path = tuple[tuple[str, str], ...]
Options = list[list[str]]


def _real(options: Sequence[Sequence[str]]) -> bool:
    """Whether a read select offers a value that chooses something (not only "any")."""
    return bool(offered_options((str(o[0]), str(o[1])) for o in options))


def _path(entry: Mapping[str, Any]) -> Path:
    return tuple((str(n), str(v)) for n, v in entry.get("path") or ())


@dataclass
class ReadPlan:
    """The browser reads of one form (see the module's text) and what the logged ones read.

    ``entries``: the logged reads, ``{"path": [[name, value], …], "options": {select: options}}``
    (the first version logged ``{"value": v, "options": options}`` for its one dependent select).
    """

    form: Form
    entries: Iterable[Mapping[str, Any]]
    limit: int = MAX_VALUES
    #: The reads due now: not logged, and every read they follow logged.
    reads: list[Path] = field(default_factory=list)
    #: Selects a script fills on load: their options (read on the page as it loads).
    loaded: dict[str, Options] = field(default_factory=dict)
    #: Dependent selects read: ``{child: {"parent", "parents", "under": [[values, options], …]}}``.
    dependent: dict[str, dict[str, Any]] = field(default_factory=dict)
    #: Each read's purpose: the select it reads for (``""``: the page as it loads).
    purpose: dict[Path, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.log: dict[Path, dict[str, Options]] = {}
        legacy = dependent_pair(self.form)
        for entry in self.entries:
            options = entry.get("options")
            if "path" not in entry and legacy is not None and isinstance(options, list):
                self.log[((legacy[1], str(entry["value"])),)] = {legacy[0]: options}
            elif isinstance(options, dict):
                self.log[_path(entry)] = options
        self._plan()

    @property
    def done(self) -> bool:
        """Whether every read of the plan is logged (the harvest may begin)."""
        return not self.reads

    @property
    def selects(self) -> list[str]:
        """The selects a read reads: those empty in the markup."""
        return [f.name for f in empty_selects(self.form)]

    def _plan(self) -> None:
        empty = empty_selects(self.form)
        if not empty:
            return
        used = 0
        if any(not self._has_parent(f) for f in empty):
            if () not in self.log:
                self.reads, self.purpose[()] = [()], ""
                return
            used = 1
            self.loaded = {n: o for n, o in self.log[()].items() if _real(o)}
        chains = select_chains(self.form, self.loaded)
        levels: list[list[Path]] = [[()] for _ in chains]  # each chain's paths of the level read last
        for depth in range(1, max((len(c) for c in chains), default=0)):
            due: list[Path] = []
            for i, chain in enumerate(chains):
                if depth >= len(chain):
                    continue
                parent, child = chain[depth - 1], chain[depth]
                if depth > 1 and self._sibling(child, levels[i], chain[: depth - 1]):
                    del chain[depth:]  # filled before its parent was chosen: no deeper level
                    continue
                paths = [p + ((parent.name, v),) for p in levels[i] for v in self._values(parent, p)]
                paths = paths[: max(0, self.limit - used)]
                used += len(paths)
                due += [p for p in paths if p not in self.log]
                self.purpose.update((p, child.name) for p in paths)
                self._record(child, chain[:depth], paths)
                levels[i] = paths
            if due:
                self.reads = due
                return

    def _has_parent(self, f: Field) -> bool:
        return any(f in chain for chain in select_chains(self.form))

    def _values(self, parent: Field, path: Path) -> list[str]:
        """The values of ``parent`` to choose after ``path``: its markup's (or loaded), else those read there."""
        if not path:
            options = self.loaded.get(parent.name) or parent.options
            return [v for v, _ in offered_options((str(o[0]), str(o[1])) for o in options)][:MAX_VALUES]
        read = self.log.get(path, {}).get(parent.name) or []
        return [v for v, _ in offered_options((str(o[0]), str(o[1])) for o in read)][:MAX_VALUES]

    def _record(self, child: Field, parents: Sequence[Field], paths: Sequence[Path]) -> None:
        under = [[[v for _, v in p], self.log[p].get(child.name) or []] for p in paths if p in self.log]
        if under:
            names = [f.name for f in parents]
            self.dependent[child.name] = {"parent": names[-1], "parents": names, "under": under}

    def _sibling(self, child: Field, level: Sequence[Path], parents: Sequence[Field]) -> bool:
        """Whether ``child`` showed options on every page of the last level: its parents' sibling, not their child.

        The same options on every page: a plain select (filled on load); else a
        dependent of the parents chosen on those pages.
        """
        read = [self.log.get(p, {}).get(child.name) or [] for p in level]
        if not level or not all(_real(o) for o in read):
            return False
        if all(o == read[0] for o in read):
            self.loaded[child.name] = read[0]
        else:
            self._record(child, parents, level)
        return True


def dependent_pair(form: Form) -> tuple[str, str] | None:
    """The first dependent select and its parent (the one the first version read), if any."""
    chains = select_chains(form)
    return (chains[0][1].name, chains[0][0].name) if chains else None


def with_loaded(template: dict[str, Any], loaded: Mapping[str, Options]) -> dict[str, Any]:
    """``template`` whose form has the options a script filled on load: enumerated like a plain select's."""
    if not loaded or not template.get("form"):
        return template
    form = copy.deepcopy(template["form"])
    for f in form.get("fields", []):
        if f.get("type") == "select" and f.get("name") in loaded:
            f["options"] = [list(o) for o in loaded[f["name"]]]
    return {**template, "form": form}
