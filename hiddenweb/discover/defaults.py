"""The default link model, shipped as package data (``hiddenweb/data/links-default.json``).

ACHE's Offline-Online starts from a link classifier learned beforehand, so the
first pages are not crawled blind. This one was learned on generated webs of
both test families (``benchmarks/bench_discover.py --train-model``), on seeds
the reported figures do not use. ``-a mode=offline-online`` without
``-a link_model=`` starts from it.
"""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from hiddenweb.discover.links import LinkClassifier

MODEL_RESOURCE = "links-default.json"


def default_link_model_path() -> Path | None:
    """The shipped model's file, or None when this installation has none."""
    path = Path(str(resources.files("hiddenweb").joinpath("data", MODEL_RESOURCE)))
    return path if path.is_file() else None


def load_default_link_model() -> LinkClassifier | None:
    """The shipped link model, or None when there is none (a damaged one raises ``ValueError``)."""
    path = default_link_model_path()
    if path is None:
        return None
    return LinkClassifier.from_dict(json.loads(path.read_text(encoding="utf-8")))
