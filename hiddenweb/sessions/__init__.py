"""Sessions (Álvarez §III.3.1): replayable routes, lost-session detection, configured logins.

* :mod:`~hiddenweb.sessions.routes`: a :class:`Route` (URL, session
  snapshot, navigation steps) reaches a page again, even when its URL alone
  is not enough;
* :mod:`~hiddenweb.sessions.expiry`: :func:`session_problem` and
  :func:`judge_response` recognise a response from a lost session;
* :mod:`~hiddenweb.sessions.login`: login forms, filled only with the
  credentials configured for their site;
* :mod:`~hiddenweb.sessions.cookies`: browser cookies ↔ HTTP headers, so
  that plain and rendered requests share one session.

Core code: no Scrapy, Twisted or Playwright here; the glue is
``hiddenweb.middlewares.sessions`` (and ``.rendering`` for browser contexts).
"""

from hiddenweb.sessions.expiry import SESSION_STATUSES, Exchange, SessionVerdict, judge_response, session_problem
from hiddenweb.sessions.login import MAX_INSPECTED_CHARS, LoginForm, credentials_for, find_login_form
from hiddenweb.sessions.routes import Route, RouteError, SessionSnapshot, Step, route_of, site_of

__all__ = [
    "MAX_INSPECTED_CHARS",
    "SESSION_STATUSES",
    "Exchange",
    "LoginForm",
    "Route",
    "RouteError",
    "SessionSnapshot",
    "SessionVerdict",
    "Step",
    "credentials_for",
    "find_login_form",
    "judge_response",
    "route_of",
    "session_problem",
    "site_of",
]
