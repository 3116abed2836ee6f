from hiddenweb.discover.items import *  # noqa: F403  (moved to hiddenweb.discover.items)
