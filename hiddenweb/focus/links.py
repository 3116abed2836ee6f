from hiddenweb.discover.links import *  # noqa: F403  (moved to hiddenweb.discover.links)
