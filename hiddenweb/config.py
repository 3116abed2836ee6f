"""Typed views of the ``HIDDENWEB_*`` settings, built once per crawler.

Defaults live in :mod:`hiddenweb.settings` and nowhere else: a component
builds its config object once, in ``from_crawler``, with
``HarvestConfig.from_settings(crawler.settings)``, and reads attributes
afterwards. The settings object may be Scrapy's ``Settings`` or any mapping
(tests, other projects); this module does not import Scrapy.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, get_type_hints

from hiddenweb import settings as defaults

__all__ = [
    "CrawlLogConfig",
    "DiscoverConfig",
    "HarvestConfig",
    "RenderingConfig",
    "SessionConfig",
    "SettingsLike",
    "StateConfig",
    "from_settings",
    "setting",
]


class SettingsLike(Protocol):
    """What a config is read from: Scrapy's ``Settings`` or a plain mapping."""

    def get(self, name: str, default: Any = None) -> Any:
        """The raw value of setting ``name``."""


def setting(name: str) -> Any:
    """A config field read from setting ``name``, its default taken from :mod:`hiddenweb.settings`."""
    default = getattr(defaults, name)
    if isinstance(default, list | dict):
        return field(default_factory=lambda: type(default)(default), metadata={"setting": name})
    return field(default=default, metadata={"setting": name})


C = TypeVar("C")


def from_settings(cls: type[C], settings: SettingsLike | Mapping[str, Any]) -> C:
    """Build config class ``cls`` from ``settings``, each value coerced to its field's type."""
    hints = get_type_hints(cls)
    values = {}
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        name = f.metadata.get("setting")
        if name is None:
            continue
        raw = settings.get(name, None)
        if raw is None:
            continue
        values[f.name] = _coerce(name, raw, hints[f.name])
    return cls(**values)


def _coerce(name: str, raw: Any, hint: Any) -> Any:
    """Scrapy's ``getbool``/``getint``/``getlist``/``getdict`` rules, for any settings object."""
    text = str(hint)
    try:
        if hint is bool:
            if isinstance(raw, str):
                return raw.strip().lower() in ("1", "true", "yes", "on")
            return bool(raw)
        if hint is int:
            return int(raw)
        if hint is float:
            return float(raw)
        if text.startswith("float | None") or text.startswith("typing.Optional[float]"):
            return None if raw in ("", None) else float(raw)
        if text.startswith("list"):
            if isinstance(raw, str):
                return json.loads(raw) if raw.lstrip().startswith("[") else [p for p in raw.split(",") if p]
            return list(raw)
        if text.startswith("dict"):
            return json.loads(raw) if isinstance(raw, str) else dict(raw)
        return raw
    except (TypeError, ValueError) as error:
        raise ValueError(f"setting {name}={raw!r}: expected {text} ({error})") from None


class _FromSettings:
    @classmethod
    def from_settings(cls: type[C], settings: SettingsLike | Mapping[str, Any]) -> C:
        """This config as ``settings`` set it (defaults from :mod:`hiddenweb.settings`)."""
        return from_settings(cls, settings)


@dataclass(frozen=True)
class StateConfig(_FromSettings):
    """Where the crawl state lives (:mod:`hiddenweb.state`)."""

    redis_url: str = setting("HIDDENWEB_REDIS_URL")
    prefix: str = setting("HIDDENWEB_STATE_PREFIX")
    lease: float = setting("HIDDENWEB_LEASE")
    retry_seconds: float = setting("HIDDENWEB_STATE_RETRY_SECONDS")


@dataclass(frozen=True)
class HarvestConfig(_FromSettings):
    """The ``harvest`` spider's settings (spider arguments override some of them)."""

    policy: str = setting("HIDDENWEB_POLICY")
    estimator: str = setting("HIDDENWEB_ESTIMATOR")
    cost_query: float = setting("HIDDENWEB_COST_QUERY")
    cost_result_page: float | None = setting("HIDDENWEB_COST_RESULT_PAGE")
    cost_record: float = setting("HIDDENWEB_COST_RECORD")
    budget: int = setting("HIDDENWEB_BUDGET")
    max_queries: int = setting("HIDDENWEB_MAX_QUERIES")
    target_coverage: float = setting("HIDDENWEB_TARGET_COVERAGE")
    size_probes: float = setting("HIDDENWEB_SIZE_PROBES")
    min_new_per_request: float = setting("HIDDENWEB_MIN_NEW_PER_REQUEST")
    page_patience: int = setting("HIDDENWEB_PAGE_PATIENCE")
    page_min_new: int = setting("HIDDENWEB_PAGE_MIN_NEW")
    capped_correction: bool = setting("HIDDENWEB_CAPPED_CORRECTION")
    stop_words_indexed: bool = setting("HIDDENWEB_STOP_WORDS_INDEXED")
    stop_word_probe: bool = setting("HIDDENWEB_STOP_WORD_PROBE")
    random_seed: int = setting("HIDDENWEB_RANDOM_SEED")
    lease: float = setting("HIDDENWEB_LEASE")
    concurrent_queries: int = setting("HIDDENWEB_CONCURRENT_QUERIES")
    follow_details: bool = setting("HIDDENWEB_FOLLOW_DETAILS")
    log_interval: float = setting("HIDDENWEB_LOG_INTERVAL")
    empty_probes: int = setting("HIDDENWEB_EMPTY_PROBES")
    empty_similarity: float = setting("HIDDENWEB_EMPTY_SIMILARITY")
    domain: str = setting("HIDDENWEB_DOMAIN")
    allow_form_types: list[str] = setting("HIDDENWEB_ALLOW_FORM_TYPES")
    forms_queue_wait: float = setting("HIDDENWEB_FORMS_QUEUE_WAIT")


@dataclass(frozen=True)
class DiscoverConfig(_FromSettings):
    """The ``discover`` spider's settings (spider arguments of the same names override them)."""

    mode: str = setting("HIDDENWEB_DISCOVER_MODE")
    pages: int = setting("HIDDENWEB_DISCOVER_PAGES")
    learn_every: int = setting("HIDDENWEB_DISCOVER_LEARN_EVERY")
    learn_pages: int = setting("HIDDENWEB_DISCOVER_LEARN_PAGES")
    levels: int = setting("HIDDENWEB_DISCOVER_LEVELS")
    max_site_pages: int = setting("HIDDENWEB_DISCOVER_MAX_SITE_PAGES")
    max_site_forms: int = setting("HIDDENWEB_DISCOVER_MAX_SITE_FORMS")
    refill_size: int = setting("HIDDENWEB_DISCOVER_REFILL_SIZE")
    host_concurrency: int = setting("HIDDENWEB_DISCOVER_HOST_CONCURRENCY")
    soft_focus: bool = setting("HIDDENWEB_DISCOVER_SOFT_FOCUS")
    min_searchable: float = setting("HIDDENWEB_DISCOVER_MIN_SEARCHABLE")
    features: int = setting("HIDDENWEB_DISCOVER_FEATURES")
    max_links_per_page: int = setting("HIDDENWEB_DISCOVER_MAX_LINKS_PER_PAGE")
    forms_queue: str = setting("HIDDENWEB_FORMS_QUEUE")
    domain: str = setting("HIDDENWEB_DOMAIN")
    allow_form_types: list[str] = setting("HIDDENWEB_ALLOW_FORM_TYPES")
    lease: float = setting("HIDDENWEB_LEASE")


@dataclass(frozen=True)
class RenderingConfig(_FromSettings):
    """JavaScript rendering (:mod:`hiddenweb.middlewares.rendering`)."""

    render: str = setting("HIDDENWEB_RENDER")
    render_domains: dict[str, str] = setting("HIDDENWEB_RENDER_DOMAINS")
    simulate_events: bool = setting("HIDDENWEB_SIMULATE_EVENTS")
    simulation_max_events: int = setting("HIDDENWEB_SIMULATION_MAX_EVENTS")
    simulation_settle_ms: float = setting("HIDDENWEB_SIMULATION_SETTLE_MS")
    render_settle_ms: float = setting("HIDDENWEB_RENDER_SETTLE_MS")
    page_timeout: float = setting("HIDDENWEB_PAGE_TIMEOUT")
    render_retries: int = setting("HIDDENWEB_RENDER_RETRIES")
    block_resources: list[str] = setting("HIDDENWEB_RENDER_BLOCK_RESOURCES")
    context_idle: float = setting("HIDDENWEB_CONTEXT_IDLE")
    context_max_pages: int = setting("HIDDENWEB_CONTEXT_MAX_PAGES")
    memory_interval: float = setting("HIDDENWEB_BROWSER_MEMORY_INTERVAL")
    memory_trace: bool = setting("HIDDENWEB_BROWSER_MEMORY_TRACE")


@dataclass(frozen=True)
class SessionConfig(_FromSettings):
    """Sessions and routes (:mod:`hiddenweb.middlewares.sessions`)."""

    session_retries: int = setting("HIDDENWEB_SESSION_RETRIES")
    route_max_steps: int = setting("HIDDENWEB_ROUTE_MAX_STEPS")
    credentials: dict[str, dict[str, str]] = setting("HIDDENWEB_CREDENTIALS")
    allow_form_types: list[str] = setting("HIDDENWEB_ALLOW_FORM_TYPES")


@dataclass(frozen=True)
class CrawlLogConfig(_FromSettings):
    """The crawl log (:mod:`hiddenweb.crawllog`): where it goes, how often it samples progress."""

    crawl_log: str = setting("HIDDENWEB_CRAWL_LOG")
    log_interval: float = setting("HIDDENWEB_LOG_INTERVAL")
