"""Old home of :mod:`hiddenweb.sessions.routes` (routes, Álvarez §III.3.1); kept so that imports keep working."""

from hiddenweb.sessions.routes import *  # noqa: F403
