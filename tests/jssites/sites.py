"""The JavaScript test sites (``js=True``) and their plain twins (``js=False``).

* :class:`ClientSearchSite` — search form submitted by script, results
  rendered client-side from a JSON endpoint, pagination as a JS button that
  re-renders in place (no URL).
* :class:`MenuSite` — categories only in a mouseover menu built by script,
  category pages rendered from an in-page index, record links only as click
  handlers.
* :class:`SessionSite` — a server-side result set in the session; result
  pages and "next" only work with the session cookie; sessions expire after
  N requests or T seconds (redirect to the entry page or a "session expired"
  page); the JS variant's "next" is a scripted button.
* :class:`LoginSite` — the search form is behind a login (CSRF token, a
  session cookie); the JS variant's search runs by XHR.
* :class:`BadSite` — scripts that loop forever, alert storms, pop-ups,
  downloads, redirects to other hosts, a page whose load never fires.
* :class:`MixedSite` — a plain site where one page kind in five needs JS
  (the benchmark).
"""

from __future__ import annotations

import json
import secrets
import threading
import time
from typing import Any
from urllib.parse import quote

from tests.jssites import Site, corpus, page, record_html, redirect, reply, search
from tests.kit import Request, Response

PAGE = 5
NOSCRIPT = "<noscript><p>Please enable JavaScript to use this catalogue.</p></noscript>"


#: Title words a search page suggests ("popular topics"): the harvest's first queries.
TOPICS = ("river", "garden", "market", "forest", "island")


def _topics(js: bool) -> str:
    """Suggested searches; with ``js`` they are written by a script (no words in the plain HTML)."""
    text = "Popular topics: " + ", ".join(TOPICS)
    if not js:
        return f"<p id='topics'>{text}</p>"
    return f"<p id='topics'></p><script>document.getElementById('topics').textContent = {json.dumps(text)};</script>"


def _filters() -> str:
    """Inputs around the keyword box, as real search forms have."""
    return (
        "<label>Language <select name='lang'><option value=''>any</option><option value='en'>English</option>"
        "<option value='es'>Spanish</option></select></label>"
        "<label>From year <input name='from' size='4'></label>"
        "<label><input type='checkbox' name='avail' value='1'> only available</label>"
        "<input type='hidden' name='src' value='home'>"
    )


class ClientSearchSite(Site):
    page_size = PAGE

    def serve(self, req: Request) -> Response:
        if req.path == "/":
            if self.js:
                body = (
                    f"<h1>Catalogue</h1>{NOSCRIPT}{_topics(True)}<form id='search' onsubmit='return doSearch()'>"
                    f"<label>Keywords <input name='q' id='q'></label>{_filters()}"
                    "<button type='submit'>Search</button></form>"
                    "<script>function doSearch(){var q=document.getElementById('q').value;"
                    "location.assign('/search?q='+encodeURIComponent(q));return false;}</script>"
                )
            else:
                body = (
                    f"<h1>Catalogue</h1>{_topics(False)}<form action='/search' method='get'>"
                    f"<label>Keywords <input name='q'></label>{_filters()}"
                    "<button type='submit'>Search</button></form>"
                )
            return reply(page("Catalogue", body))
        if req.path == "/api/search":
            q, n = req.arg("q"), int(req.arg("page", "1") or 1)
            hits = search(self.records, q)
            return Response.json(
                {
                    "records": hits[(n - 1) * self.page_size : n * self.page_size],
                    "page": n,
                    "pages": max(1, -(-len(hits) // self.page_size)),
                    "total": len(hits),
                }
            )
        if req.path == "/search":
            q, n = req.arg("q"), int(req.arg("page", "1") or 1)
            if self.js:
                script = """
<script>
var Q = new URLSearchParams(location.search).get('q') || '';
function load(n) {
  fetch('/api/search?q=' + encodeURIComponent(Q) + '&page=' + n).then(function (r) { return r.json(); })
  .then(function (d) {
    var body = document.querySelector('#results tbody');
    body.innerHTML = '';
    document.getElementById('pager').innerHTML = '';
    // one row at a time, as Sphinx's search page shows its results: no request between two rows
    function next(i) {
      if (i >= d.records.length) return done(d);
      var r = d.records[i];
      body.insertAdjacentHTML('beforeend', '<tr class="record" data-id="' + r.id + '"><td class="title">' +
        r.title + '</td><td class="author">' + r.author + '</td><td class="year">' + r.year + '</td></tr>');
      setTimeout(function () { next(i + 1); }, 40);
    }
    setTimeout(function () { next(0); }, 40);
  });
}
function done(d) {
  document.getElementById('info').textContent = d.total + ' results';
  if (d.page < d.pages) {
    var b = document.createElement('button'); b.textContent = 'Next'; b.className = 'next';
    b.addEventListener('click', function () { load(d.page + 1); });
    document.getElementById('pager').appendChild(b);
  }
}
load(1);
</script>"""
                body = (
                    f"<h1>Results</h1>{NOSCRIPT}<p id='info'></p><table id='results'><thead><tr><th>Title</th>"
                    f"<th>Author</th><th>Year</th></tr></thead><tbody></tbody></table><div id='pager'></div>{script}"
                )
                return reply(page("Results", body))
            hits = search(self.records, q)
            rows = "".join(record_html(r) for r in hits[(n - 1) * self.page_size : n * self.page_size])
            nxt = (
                f"<a class='next' href='/search?q={quote(q)}&page={n + 1}'>Next</a>"
                if n * self.page_size < len(hits)
                else ""
            )
            body = (
                f"<h1>Results</h1><p id='info'>{len(hits)} results</p><table id='results'><thead><tr><th>Title</th>"
                f"<th>Author</th><th>Year</th></tr></thead><tbody>{rows}</tbody></table><div id='pager'>{nxt}</div>"
            )
            return reply(page("Results", body))
        return reply("not found", 404)


class MenuSite(Site):
    def serve(self, req: Request) -> Response:
        cats = sorted({r["category"] for r in self.records})
        if req.path == "/":
            if self.js:
                items = json.dumps(cats)
                body = (
                    "<h1>Library</h1><div id='nav'><span id='browse' onmouseover='showMenu()'>Browse categories</span>"
                    "<div id='menu'></div></div>"
                    "<script>var shown=false;function showMenu(){if(shown)return;shown=true;"
                    f"var m=document.getElementById('menu');{items}.forEach(function(c){{"
                    "var s=document.createElement('span');s.className='cat';s.textContent='Category '+c;"
                    "s.onclick=function(){location.href='/cat/'+c;};m.appendChild(s);});}</script>"
                )
            else:
                body = (
                    "<h1>Library</h1><ul id='menu'>"
                    + "".join(f"<li><a href='/cat/{c}'>Category {c}</a></li>" for c in cats)
                    + "</ul>"
                )
            return reply(page("Library", body))
        if req.path.startswith("/cat/"):
            c = int(req.path.rsplit("/", 1)[1] or 0)
            rows = [{"id": r["id"], "title": r["title"]} for r in self.records if r["category"] == c]
            if self.js:
                body = (
                    f"<h1>Category {c}</h1><ul id='list'></ul><script>var DATA={json.dumps(rows)};"
                    "function openItem(id){window.location.href='/item/'+id;}"
                    "var ul=document.getElementById('list');DATA.forEach(function(r){var li=document.createElement('li');"
                    "li.innerHTML='<span class=\"row\" onclick=\"openItem(\\''+r.id+'\\')\">'+r.title+'</span>';"
                    "ul.appendChild(li);});</script>"
                )
            else:
                body = (
                    f"<h1>Category {c}</h1><ul id='list'>"
                    + "".join(f"<li><a class='row' href='/item/{r['id']}'>{r['title']}</a></li>" for r in rows)
                    + "</ul>"
                )
            return reply(page(f"Category {c}", body))
        if req.path.startswith("/item/"):
            rid = req.path.rsplit("/", 1)[1]
            rec = next((r for r in self.records if r["id"] == rid), None)
            if rec is None:
                return reply("not found", 404)
            return reply(page(rec["title"], record_html(rec, "div")))
        return reply("not found", 404)


class SessionSite(Site):
    """Server-side result set; sessions expire after ``expire_after`` requests or ``expire_seconds``."""

    page_size = PAGE

    def __init__(
        self,
        js: bool = True,
        expire_after: int = 0,
        expire_seconds: float = 0.0,
        expired: str = "redirect",
        **kwargs: Any,
    ) -> None:
        super().__init__(js, **kwargs)
        self.expire_after = expire_after
        self.expire_seconds = expire_seconds
        self.expired = expired
        self.sessions: dict[str, dict[str, Any]] = {}
        self.expirations = 0
        self._slock = threading.Lock()

    def _session(self, req: Request) -> dict[str, Any] | None:
        sid = req.cookies.get("SID", "")
        with self._slock:
            s = self.sessions.get(sid)
            if s is None:
                return None
            s["count"] += 1
            too_many = self.expire_after and s["count"] > self.expire_after
            too_old = self.expire_seconds and time.monotonic() - s["born"] > self.expire_seconds
            if too_many or too_old:
                del self.sessions[sid]
                self.expirations += 1
                return None
            return s

    def _gone(self) -> Response:
        if self.expired == "text":
            return reply(page("Session expired", "<h1>Your session has expired</h1><p>Please start a new search.</p>"))
        return redirect("/")

    def serve(self, req: Request) -> Response:
        if req.path == "/":
            s = self._session(req)
            headers = []
            if s is None:
                sid = secrets.token_hex(8)
                with self._slock:
                    self.sessions[sid] = {"count": 1, "born": time.monotonic(), "rs": None}
                headers.append(("Set-Cookie", f"SID={sid}; Path=/; HttpOnly"))
            body = (
                f"<h1>Archive search</h1>{_topics(False)}<form action='/search' method='post'>"
                f"<label>Keywords <input name='q'></label>{_filters()}<input type='submit' value='Search'></form>"
            )
            return reply(page("Archive", body), headers=headers)
        if req.path == "/search" and req.method == "POST":
            s = self._session(req)
            if s is None:
                return self._gone()
            s["rs"] = search(self.records, req.arg("q"))
            return redirect("/results?page=1")
        if req.path == "/results":
            s = self._session(req)
            if s is None or s.get("rs") is None:
                return self._gone()
            n = int(req.arg("page", "1") or 1)
            hits = s["rs"]
            rows = "".join(record_html(r) for r in hits[(n - 1) * self.page_size : n * self.page_size])
            nxt = ""
            if n * self.page_size < len(hits):
                nxt = (
                    f"<button class='next' onclick=\"location.href='/results?page={n + 1}'\">Next page</button>"
                    if self.js
                    else f"<a class='next' href='/results?page={n + 1}'>Next page</a>"
                )
            body = (
                f"<h1>Results</h1><p>{len(hits)} results</p><table class='results'><tbody>{rows}</tbody></table>"
                f"<div class='pager'>{nxt}</div>"
            )
            return reply(page("Results", body))
        return reply("not found", 404)


class LoginSite(Site):
    USER, PASSWORD = "reader", "s3cret!"
    #: How the login form is sent (a GET login puts the password in the URL).
    login_method = "post"

    def __init__(self, js: bool = True, **kwargs: Any) -> None:
        super().__init__(js, **kwargs)
        self.pre: dict[str, str] = {}  # pre-session id -> csrf token
        self.auth: set[str] = set()
        self.logins = 0
        self.bad_logins = 0
        self.referers: list[str] = []

    def serve(self, req: Request) -> Response:
        self.referers.append(req.headers.get("referer", ""))
        if req.path == "/login":
            if req.method == "POST" or req.arg("password"):
                pre = req.cookies.get("PRE", "")
                ok = (
                    req.arg("username") == self.USER
                    and req.arg("password") == self.PASSWORD
                    and pre in self.pre
                    and self.pre[pre] == req.arg("csrf")
                )
                if not ok:
                    self.bad_logins += 1
                    return reply(page("Login", "<p>Wrong user name or password.</p>" + self._login_form(pre)), 200)
                self.logins += 1
                token = secrets.token_hex(8)
                self.auth.add(token)
                return redirect("/", headers=[("Set-Cookie", f"AUTH={token}; Path=/")])
            pre = req.cookies.get("PRE") or secrets.token_hex(6)
            headers = [] if pre in self.pre else [("Set-Cookie", f"PRE={pre}; Path=/")]
            self.pre.setdefault(pre, secrets.token_hex(6))
            return reply(page("Sign in", "<h1>Sign in</h1>" + self._login_form(pre)), headers=headers)
        if req.cookies.get("AUTH") not in self.auth:
            return redirect("/login")
        if req.path == "/":
            if self.js:
                body = (
                    f"<h1>Members' search</h1>{_topics(True)}<form id='f' onsubmit='return find()'>"
                    f"<label>Keywords <input name='q' id='q'></label>{_filters()}<button>Find</button></form>"
                    "<div id='results'></div>"
                    "<script>function find(){fetch('/api/find?q='+encodeURIComponent(document.getElementById('q').value))"
                    ".then(function(r){return r.json();}).then(function(d){document.getElementById('results').innerHTML="
                    "'<table><tbody>'+d.map(function(r){return '<tr class=\"record\" data-id=\"'+r.id+'\"><td class=\"title\">'"
                    "+r.title+'</td><td class=\"author\">'+r.author+'</td><td class=\"year\">'+r.year+'</td></tr>';}).join('')"
                    "+'</tbody></table>';});return false;}</script>"
                )
            else:
                body = (
                    f"<h1>Members' search</h1>{_topics(False)}<form action='/find'><label>Keywords <input name='q'>"
                    f"</label>{_filters()}<button>Find</button></form>"
                )
            return reply(page("Members", body))
        if req.path == "/api/find":
            return Response.json(search(self.records, req.arg("q")))
        if req.path == "/find":
            rows = "".join(record_html(r) for r in search(self.records, req.arg("q")))
            return reply(page("Found", f"<table class='results'><tbody>{rows}</tbody></table>"))
        return reply("not found", 404)

    def _login_form(self, pre: str) -> str:
        csrf = self.pre.get(pre, "")
        return (
            f"<form action='/login' method='{self.login_method}'><input type='hidden' name='csrf' value='" + csrf + "'>"
            "<label>User <input name='username'></label><label>Password <input type='password' name='password'></label>"
            "<input type='submit' value='Sign in'></form><p><a href='/register'>Register</a></p>"
        )


class BadSite(Site):
    """Hostile pages; ``other`` is the URL of another host for redirects."""

    other = "http://127.0.0.1:9/"
    #: The pages the home page links to.
    LINKS = ("/loop", "/alerts", "/popup", "/download", "/away", "/jsaway", "/stalled", "/ok")

    def serve(self, req: Request) -> Response:
        rec = {r["id"]: r for r in self.records}
        if req.path == "/":
            links = "".join(f"<li><a href='{p}'>{p}</a></li>" for p in self.LINKS)
            return reply(page("Bad", f"<ul>{links}</ul>"))
        if req.path == "/loop":
            return reply(page("Loop", NOSCRIPT + "<div id='results'></div><script>while (true) {}</script>"))
        if req.path == "/alerts":
            r = rec["R001"]
            return reply(
                page(
                    "Alerts",
                    NOSCRIPT + "<div id='results'></div><script>for (var i = 0; i < 500; i++) alert(i);"
                    "confirm('sure?'); prompt('name?'); window.close();"
                    f"document.getElementById('results').innerHTML = {json.dumps(record_html(r, 'div'))};</script>",
                )
            )
        if req.path == "/popup":
            r = rec["R002"]
            return reply(
                page(
                    "Popup",
                    NOSCRIPT + "<div id='results'></div><script>window.open('/ok');"
                    f"window.open('{self.other}');"
                    f"document.getElementById('results').innerHTML = {json.dumps(record_html(r, 'div'))};</script>",
                )
            )
        if req.path == "/download":
            return reply(
                b"\x00\x01binary" * 100,
                ctype="application/octet-stream",
                headers=[("Content-Disposition", "attachment; filename=data.bin")],
            )
        if req.path == "/away":
            return redirect(self.other)
        if req.path == "/jsaway":
            r = rec["R003"]
            return reply(
                page(
                    "Away",
                    NOSCRIPT + "<div id='results'></div><script>"
                    f"document.getElementById('results').innerHTML = {json.dumps(record_html(r, 'div'))};"
                    # at once: the navigation starts before the page has loaded
                    f"setTimeout(function(){{location.replace('{self.other}');}}, 0);</script>",
                )
            )
        if req.path == "/stalled":  # its records come at once; its async script never does, nor its "load"
            r = rec["R005"]
            return reply(
                page(
                    "Stalled",
                    NOSCRIPT + "<div id='results'></div><script async src='/never'></script><script>"
                    f"document.getElementById('results').innerHTML = {json.dumps(record_html(r, 'div'))};</script>",
                )
            )
        if req.path == "/never":
            self.stopping.wait(60)
            return reply("not found", 404)
        if req.path == "/ok":
            return reply(page("OK", record_html(rec["R004"], "div")))
        return reply("not found", 404)


class MixedSite(Site):
    """``n`` list pages; every fifth record page needs JS (its content is built by a script)."""

    def __init__(self, js: bool = True, n_pages: int = 100, **kwargs: Any) -> None:
        super().__init__(js, records=kwargs.pop("records", None) or corpus(n_pages), **kwargs)
        self.n_pages = n_pages

    def serve(self, req: Request) -> Response:
        if req.path == "/":
            links = "".join(
                f"<li><a href='/{'js' if self.js and i % 5 == 0 else 'p'}/{i}'>Record {i}</a></li>"
                for i in range(len(self.records))
            )
            return reply(page("Index", f"<ul>{links}</ul>"))
        kind, _, num = req.path.strip("/").partition("/")
        if kind in ("p", "js") and num.isdigit() and int(num) < len(self.records):
            r = self.records[int(num)]
            text = "<p>" + "Some descriptive text about this record. " * 8 + "</p>"
            if kind == "js":
                return reply(
                    page(
                        r["title"],
                        NOSCRIPT + "<div id='content'></div><script>"
                        f"document.getElementById('content').innerHTML = {json.dumps(record_html(r, 'div') + text)};"
                        "</script>",
                    )
                )
            return reply(page(r["title"], record_html(r, "div") + text))
        return reply("not found", 404)
