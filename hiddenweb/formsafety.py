"""Moved to :mod:`hiddenweb.forms.safety` (state-changing forms and the evidence of search); this name stays for existing imports."""

import sys

from hiddenweb.forms import safety

sys.modules[__name__] = safety
