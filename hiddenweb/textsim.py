"""Moved to :mod:`hiddenweb.text.similarity`; this alias keeps the old import path working."""

from hiddenweb.text.similarity import *  # noqa: F403
