"""Render modes: when to use the browser, by setting, per site and per request."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hiddenweb.sessions.routes import site_of

#: Render modes: ``auto`` (detect), ``always`` (every page through the browser), ``never``.
MODES = ("auto", "always", "never")


def parse_mode(value: Any, default: str = "auto") -> str:
    """``auto``/``always``/``never`` from a setting value (booleans accepted)."""
    if value is None or value == "":
        return default
    if isinstance(value, bool):
        return "always" if value else "never"
    text = str(value).strip().lower()
    aliases = {
        "on": "always",
        "true": "always",
        "1": "always",
        "yes": "always",
        "force": "always",
        "off": "never",
        "false": "never",
        "0": "never",
        "no": "never",
        "detect": "auto",
    }
    text = aliases.get(text, text)
    if text not in MODES:
        raise ValueError(f"render mode must be one of {MODES}, got {value!r}")
    return text


def mode_for(url: str, default: str = "auto", domains: Mapping[str, Any] | None = None) -> str:
    """The render mode of ``url``: the most specific matching entry of
    ``domains`` (``{"example.com": "always"}`` also matches subdomains),
    else ``default``."""
    if domains:
        host = site_of(url)
        hostname = host.split(":")[0]
        best: tuple[int, str] | None = None
        for name, mode in domains.items():
            name = str(name).lower().lstrip(".")
            matches = host == name or hostname == name or hostname.endswith("." + name)
            if matches and (best is None or len(name) > best[0]):
                best = (len(name), parse_mode(mode, default))
        if best is not None:
            return best[1]
    return parse_mode(default)


def spider_modes(default: str, domains: Mapping[str, Any], spider: Any) -> tuple[str, dict[str, Any]]:
    """The crawl's render mode and per-site modes: the spider's own (``-a render=`` or
    ``hiddenweb_render``; ``hiddenweb_render_domains``) over the settings' ``default`` and
    ``domains``. A bad mode raises :class:`ValueError`."""
    merged = {**domains, **(getattr(spider, "hiddenweb_render_domains", None) or {})}
    own = getattr(spider, "hiddenweb_render", None) or getattr(spider, "render", None)
    if isinstance(own, (str, bool)) and own != "":
        default = parse_mode(own)
    return default, merged
