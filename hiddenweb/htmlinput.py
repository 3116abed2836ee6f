"""Moved to :mod:`hiddenweb.text.html`; this alias keeps the old import path working."""

from hiddenweb.text.html import *  # noqa: F403
