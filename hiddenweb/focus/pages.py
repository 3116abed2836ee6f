from hiddenweb.discover.pages import *  # noqa: F403  (moved to hiddenweb.discover.pages)
