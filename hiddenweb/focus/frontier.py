from hiddenweb.discover.frontier import *  # noqa: F403  (moved to hiddenweb.discover.frontier)
