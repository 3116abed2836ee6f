"""Scrapy add-on that installs hiddenweb's defaults in any project."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hiddenweb import settings as defaults

if TYPE_CHECKING:
    from scrapy.settings import BaseSettings


def hiddenweb_defaults() -> dict[str, object]:
    """Every ``HIDDENWEB_*`` setting with its default value."""
    return {k: v for k, v in vars(defaults).items() if k.startswith("HIDDENWEB_")}


class HiddenWeb:
    """Sets the ``HIDDENWEB_*`` defaults at add-on priority.

    Enable it with ``ADDONS = {"hiddenweb.addon.HiddenWeb": 0}``; a project's
    own settings and ``-s`` options still win.
    """

    def update_settings(self, settings: BaseSettings) -> None:
        for name, value in hiddenweb_defaults().items():
            settings.set(name, value, priority="addon")
