"""Core of sessions: recognising lost sessions, login forms, credentials (no crawl)."""

from __future__ import annotations

from hiddenweb.sessions import credentials_for, find_login_form, session_problem

LOGIN = (
    "<html><body><h1>Sign in</h1><form action='/login' method='post'><input type='hidden' name='csrf' value='t0k'>"
    "<label>E-mail <input name='email'></label><label>Password <input type='password' name='pw'></label>"
    "<input type='submit' name='go' value='Sign in'></form></body></html>"
)
REGISTER = (
    "<form action='/register' method='post'><input name='user'><input type='password' name='p1'>"
    "<input type='password' name='p2'></form>"
)


def test_login_form_fields_and_formdata():
    form = find_login_form(LOGIN, "http://s.org/account")
    assert form is not None
    assert (form.action, form.method, form.user_field, form.password_field) == (
        "http://s.org/login",
        "POST",
        "email",
        "pw",
    )
    assert form.formdata("u", "p") == {"csrf": "t0k", "email": "u", "pw": "p", "go": "Sign in"}
    assert find_login_form(REGISTER, "http://s.org/") is None
    assert find_login_form("", "http://s.org/") is None
    assert find_login_form(b"\xff\xfe<form><input type=password name=p>", "http://s.org/") is not None


def test_credentials_by_site_and_parent_domain():
    creds = {
        "example.com": {"username": "a", "password": "x"},
        "127.0.0.3:8000": {"user": "b", "pass": "y"},
        "nopass.org": {"username": "c"},
    }
    assert credentials_for("https://www.example.com/a", creds) == {"username": "a", "password": "x"}
    assert credentials_for("http://127.0.0.3:8000/", creds) == {"username": "b", "password": "y"}
    assert credentials_for("http://127.0.0.3:9000/", creds) is None
    assert credentials_for("http://nopass.org/", creds) is None
    assert credentials_for("http://x.org/", {}) is None


def test_session_problems():
    base = dict(request_url="http://s/results?page=3", entry_urls=["http://s/"])
    assert session_problem(status=440, url="http://s/results?page=3", **base) == "status-440"
    assert session_problem(status=302, url="http://s/results?page=3", location="/", **base) == "redirect-to-entry"
    assert (
        session_problem(status=302, url="http://s/results?page=3", location="/signin?next=x", **base)
        == "redirect-to-login"
    )
    assert session_problem(status=302, url="http://s/results?page=3", location="http://other/", **base) is None
    assert session_problem(status=302, url="http://s/results?page=3", location="/results?page=4", **base) is None
    assert session_problem(status=200, url="http://s/", redirected=True, **base) == "redirect-to-entry"
    assert session_problem(status=200, url="http://s/login", html=LOGIN, redirected=True, **base) == "login-page"
    expired = "<html><body><h1>Sesión caducada</h1><p>Su sesión ha caducado. Vuelva a empezar.</p></body></html>"
    assert session_problem(status=200, url=base["request_url"], html=expired, **base) == "expired-text"
    assert (
        session_problem(status=200, url=base["request_url"], html="<p>Your session has expired</p>", **base)
        == "expired-text"
    )
    article = "<p>" + "An essay about how a session expired in parliament. " + "word " * 500 + "</p>"
    assert session_problem(status=200, url=base["request_url"], html=article, **base) is None
    assert (
        session_problem(status=200, url=base["request_url"], previous_results=10, results=0, **base) == "empty-results"
    )
    assert (
        session_problem(status=200, url=base["request_url"], html="<table><tr><td>r</td></tr></table>", **base) is None
    )


def test_judging_a_response_needs_a_session_bound_request():
    from hiddenweb.sessions import Exchange, judge_response

    entries = ["http://s/"]
    to_entry = Exchange(asked="http://s/results?page=3", status=302, url="http://s/results?page=3", location="/")
    assert (
        judge_response(to_entry, session_bound=True, credentials=False, entries=entries).problem == "redirect-to-entry"
    )
    assert judge_response(to_entry, session_bound=False, credentials=False, entries=entries).problem is None
    to_login = Exchange(asked="http://s/results", status=302, url="http://s/results", location="/login")
    # a login nobody configured: reported, never "fixed"
    verdict = judge_response(to_login, session_bound=False, credentials=False, entries=entries)
    assert verdict.problem is None and verdict.login_required
    verdict = judge_response(to_login, session_bound=True, credentials=False, entries=entries)
    assert verdict.problem is None and verdict.login_required
    assert (
        judge_response(to_login, session_bound=True, credentials=True, entries=entries).problem == "redirect-to-login"
    )
    # the entry page itself: only a login page we can answer is a problem
    entry = Exchange(asked="http://s/", status=200, url="http://s/", text=LOGIN)
    assert judge_response(entry, session_bound=True, credentials=True, entries=entries).problem == "login-page"
    assert judge_response(entry, session_bound=True, credentials=False, entries=entries).problem is None
    expired = Exchange(asked="http://s/r", status=200, url="http://s/r", text="<p>Your session has expired</p>")
    assert judge_response(expired, session_bound=True, credentials=False, entries=entries).problem == "expired-text"
    failed = Exchange(asked="http://s/r", status=500, url="http://s/r", text="<p>Your session has expired</p>")
    assert judge_response(failed, session_bound=True, credentials=False, entries=entries).problem is None


def test_cookies_travel_between_the_browser_and_http_headers():
    from hiddenweb.sessions.cookies import cookie_matches, cookies_from_header, set_cookie_header

    assert cookies_from_header("SID=1; theme=dark; ;", "http://s.org/a") == [
        {"name": "SID", "value": "1", "url": "http://s.org/a"},
        {"name": "theme", "value": "dark", "url": "http://s.org/a"},
    ]
    cookie = {"name": "SID", "value": "1", "domain": ".s.org", "path": "/app", "secure": True, "httpOnly": True}
    assert set_cookie_header(cookie) == "SID=1; Path=/app; Secure; HttpOnly"
    assert cookie_matches(cookie, "http://www.s.org/") and not cookie_matches(cookie, "http://other.org/")
    assert set_cookie_header({"name": "a"}) == "a=; Path=/"
