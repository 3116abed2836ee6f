"""Moved to :mod:`hiddenweb.forms.trained` (the trained classifier's model and loading; its features are in hiddenweb.forms.features); this name stays for existing imports."""

import sys

from hiddenweb.forms import trained

sys.modules[__name__] = trained
