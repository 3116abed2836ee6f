from hiddenweb.discover.features import *  # noqa: F403  (moved to hiddenweb.discover.features, .terms, .outlinks)
from hiddenweb.discover.outlinks import *  # noqa: F403
from hiddenweb.discover.terms import *  # noqa: F403
