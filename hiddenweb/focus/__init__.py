"""The old name of :mod:`hiddenweb.discover`; its modules are aliases kept for existing imports."""
