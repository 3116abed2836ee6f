from hiddenweb.discover.learner import *  # noqa: F403  (moved to hiddenweb.discover.learner)
