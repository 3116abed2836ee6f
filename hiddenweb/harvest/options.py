"""What one harvest crawl is asked to do: its spider arguments over its settings, checked once."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from hiddenweb.config import HarvestConfig
from hiddenweb.domain import Domain, DomainError, load_domain
from hiddenweb.formitems import ZyteFormatError, from_zyte_template, is_zyte_template
from hiddenweb.handoff import is_queue_url
from hiddenweb.harvest.loop import HarvestLimits
from hiddenweb.harvest.structured import PLAN_MODES
from hiddenweb.harvest.targets import is_template, read_forms, read_seeds, template_page
from hiddenweb.spiderargs import BadArgument, float_arg, int_arg

__all__ = ["ESTIMATORS", "POLICIES", "HarvestOptions"]

POLICIES = ("adaptive", "generic-frequency", "random")
ESTIMATORS = ("independence", "zipf")


@dataclass
class HarvestOptions:
    """The ``harvest`` spider's arguments (``-a``), each defaulting to its setting."""

    #: (page to start from, target): the target is the start URL, or a query template from a forms feed.
    start_targets: list[tuple[str, str | dict]] = field(default_factory=list)
    #: ``-a forms=redis://…``: the form queue to take forms from.
    forms_queue: str = ""
    policy: str = "adaptive"
    estimator: str = "independence"
    seeds: list[str] = field(default_factory=list)
    domain: str | None = None
    domain_model: Domain | None = None
    limits: HarvestLimits = field(default_factory=HarvestLimits)
    #: ``-a plan=``: ``auto`` (default), ``keyword`` or ``structured`` (:mod:`hiddenweb.harvest.structured`).
    plan: str = "auto"
    #: ``-a queries=FILE``: the user's query tuples (attribute -> value), JSON lines.
    query_tuples: list[dict[str, str]] = field(default_factory=list)

    @classmethod
    def from_arguments(cls, args: dict[str, Any], config: HarvestConfig, domain: str | None = None) -> HarvestOptions:
        """Check the spider's arguments (``None``: not given) against ``config``; :class:`BadArgument` names the bad one."""
        options = cls()
        options._read_targets(args.get("url"), args.get("forms"))
        options.policy = args.get("policy") or config.policy
        if options.policy not in POLICIES:
            raise BadArgument(f"-a policy={options.policy!r}: expected one of {', '.join(POLICIES)}")
        options.estimator = args.get("estimator") or config.estimator
        if options.estimator not in ESTIMATORS:
            raise BadArgument(f"-a estimator={options.estimator!r}: expected one of {', '.join(ESTIMATORS)}")
        options.seeds = read_seeds(args["seeds"]) if args.get("seeds") else []
        options.domain = domain or config.domain or None
        try:
            options.domain_model = load_domain(options.domain) if options.domain else None
        except (OSError, DomainError) as error:
            raise BadArgument(f"-a domain={options.domain!r}: {error}") from None
        options.plan = args.get("plan") or "auto"
        if options.plan not in PLAN_MODES:
            raise BadArgument(f"-a plan={options.plan!r}: expected one of {', '.join(PLAN_MODES)}")
        queries = args.get("queries")
        if queries is not None and not re.fullmatch(r"\s*[-+]?\d+\s*", str(queries)):  # a number: int_arg checks it
            options.query_tuples = read_query_tuples(str(queries))
            args = {**args, "queries": None}
        options.limits = _limits(args, config)
        return options

    def _read_targets(self, url: str | None, forms: str | None) -> None:
        if bool(url) == bool(forms):
            raise BadArgument("give exactly one of -a url=<page with a search form> or -a forms=<forms.jsonl>")
        if url:
            parts = urlsplit(url)
            if parts.scheme not in ("http", "https") or not parts.netloc:
                raise BadArgument(f"-a url={url!r}: expected an http(s) URL")
            self.start_targets = [(url, url)]
        elif is_queue_url(forms or ""):
            self.forms_queue = forms or ""
        else:
            self.start_targets = [(template_page(t), t) for t in read_form_templates(forms or "")]


def read_form_templates(value: str) -> list[dict]:
    """Query templates from ``discover``'s feed (:func:`read_forms`), also in zyte-common-items' format.

    A JSON-lines file of ``SearchRequestTemplate`` items is converted
    (:func:`hiddenweb.formitems.from_zyte_template`); in a feed with both
    (``-a template_format=zyte``), the form items are taken and the zyte lines,
    the same forms again, are left out.
    """
    path = Path(value)
    try:
        rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    except (OSError, ValueError):
        return read_forms(value)  # its own clear errors: no such file, not JSON
    zyte = [row for row in rows if is_zyte_template(row)]
    if not zyte:
        return read_forms(value)
    ours = [row.get("template", row) for row in rows if isinstance(row, dict) and not is_zyte_template(row)]
    if ours and all(is_template(t) for t in ours):
        return ours
    try:
        return [from_zyte_template(row) for row in zyte]
    except ZyteFormatError as error:
        raise BadArgument(f"-a forms={value!r}: {error}") from None


def read_query_tuples(value: str) -> list[dict[str, str]]:
    """``-a queries=FILE``: query tuples, one JSON object of attribute -> value a line (issue 16)."""
    path = Path(value)
    if not path.is_file():
        raise BadArgument(f"-a queries={value!r}: expected a number of queries or a file of query tuples")
    tuples = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            row = json.loads(line)
        except ValueError:
            raise BadArgument(f"-a queries={value!r}: line {number} is not JSON") from None
        if not isinstance(row, dict) or not row:
            raise BadArgument(f"-a queries={value!r}: line {number} is not an object of attribute -> value")
        tuples.append({str(k): str(v) for k, v in row.items() if v is not None})
    return tuples


def _given(args: dict[str, Any], name: str, default: Any) -> Any:
    value = args.get(name)
    return value if value is not None else default


def _limits(args: dict[str, Any], config: HarvestConfig) -> HarvestLimits:
    """The harvest's limits: ``budget``, ``queries``, ``coverage``, ``min_new`` over their settings."""
    return HarvestLimits(
        budget=int_arg("budget", _given(args, "budget", config.budget)),
        max_queries=int_arg("queries", _given(args, "queries", config.max_queries)),
        target_coverage=float_arg("coverage", _given(args, "coverage", config.target_coverage), 0.0, 1.0),
        min_new_per_request=float_arg("min_new", _given(args, "min_new", config.min_new_per_request), 0.0, 1e6),
        concurrent_queries=max(1, config.concurrent_queries),
    )
