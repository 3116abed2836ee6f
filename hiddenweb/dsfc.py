from hiddenweb.discover.dsfc import *  # noqa: F403  (moved to hiddenweb.discover.dsfc)
