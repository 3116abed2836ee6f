"""Moved to :mod:`hiddenweb.forms.trained` (model, loading) and :mod:`hiddenweb.forms.features`; kept as an alias."""

import sys

from hiddenweb.forms import trained

sys.modules[__name__] = trained
