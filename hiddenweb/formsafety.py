"""Moved to :mod:`hiddenweb.forms.safety`; kept as an alias for existing imports."""

import sys

from hiddenweb.forms import safety

sys.modules[__name__] = safety
