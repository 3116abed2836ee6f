"""``python -m hiddenweb.forms PAGE.html``: see :mod:`hiddenweb.forms.cli`."""

import sys

from hiddenweb.forms.cli import main

sys.exit(main())
