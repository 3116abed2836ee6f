"""Checking spider arguments (``-a name=value``): one clear error per bad value."""

from __future__ import annotations

from typing import Any


class BadArgument(ValueError):
    """A spider argument (-a) has a value the spider cannot use."""


def int_arg(name: str, value: Any, minimum: int = 0) -> int:
    """Argument ``name`` as an integer of at least ``minimum``."""
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise BadArgument(f"-a {name}={value!r}: expected an integer") from None
    if number < minimum:
        raise BadArgument(f"-a {name}={value!r}: must be >= {minimum}")
    return number


def float_arg(name: str, value: Any, low: float, high: float) -> float:
    """Argument ``name`` as a number between ``low`` and ``high``."""
    try:
        number = float(value)
    except (TypeError, ValueError):
        raise BadArgument(f"-a {name}={value!r}: expected a number") from None
    if not low <= number <= high:
        raise BadArgument(f"-a {name}={value!r}: must be between {low} and {high}")
    return number


def bool_arg(value: Any) -> bool:
    """An argument's yes/no value (``1``, ``true``, ``yes``, ``on`` are yes)."""
    return str(value).strip().lower() in {"1", "true", "yes", "on"}
