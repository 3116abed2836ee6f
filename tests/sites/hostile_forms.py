"""A site whose only one-box forms change state (issue #12, defect 1).

``/forms`` holds login, registration, contact and newsletter forms and
:data:`DANGEROUS_FORMS`: a dozen forms with one text box that delete, remove,
unsubscribe, cancel, deactivate or report something, in several languages and
in every place a form says so (action, id, button, hidden method override,
heading). ``/forms/<n>`` holds form ``n`` alone. Any request to their actions is
logged under the kind ``danger``; a crawl must never make one.

``/lookup`` holds a POST form that looks like a search (a "Search" label) but
answers like a contact form; its first probe must be the only request it gets.
"""

from __future__ import annotations

from tests.kit import Request, Response, Route
from tests.sites.broken import _SmallBookSite

#: (action path, form markup inside <form method=… action=…>, method, heading before the form)
DANGEROUS_FORMS: list[tuple[str, str, str, str]] = [
    ("/delete", '<input type="text" name="id"><button type="submit">Go</button>', "post", ""),
    ("/account/remove", '<input type="text" name="username"><button>Go</button>', "post", ""),
    ("/unsubscribe", '<input type="text" name="who"><input type="submit" value="OK">', "post", ""),
    (
        "/orders/process",
        '<input type="hidden" name="_method" value="DELETE"><input type="text" name="order"><button>Go</button>',
        "post",
        "",
    ),
    ("/subscription", '<input type="text" name="ref"><button>Submit</button>', "post", ""),
    ("/items", '<input type="text" name="q"><button type="submit">Delete</button>', "post", ""),
    ("/konto", '<input type="text" name="name"><button>Löschen</button>', "post", ""),
    ("/cuenta", '<input type="text" name="q"><button>Eliminar</button>', "post", ""),
    ("/compte", '<input type="text" name="nom"><button>Supprimer</button>', "post", ""),
    ("/r", '<input type="text" name="url"><button>Send</button>', "post", "Report abuse"),
    ("/items/destroy", '<input type="text" name="item"><button>Go</button>', "post", ""),
    ("/api", '<input type="text" name="reason"><button>Continue</button>', "post", "Deactivate your account"),
    ("/tools", '<input type="text" name="entry"><button name="op" value="remove">Remove</button>', "get", ""),
]
ANY = ("GET", "HEAD", "POST")
#: Form ids of the forms above (the fifth says what it does only in its id).
_IDS = {4: "cancel-subscription"}


class HostileFormsSite(_SmallBookSite):
    name = "hostile_forms"
    site_title = "Account Centre"
    search_path = "/forms"

    def site_routes(self) -> list[Route]:
        routes = [
            Route(r"/", "home", self.home),
            Route(r"/forms", "search", self.all_forms),
            Route(r"/forms/(\d+)", "search", self.one_form),
            Route(r"/lookup", "search", self.lookup),
            Route(r"/lookup/send", "lookup_send", self.lookup_send, ANY),
        ]
        routes += [Route(action, "danger", self.danger, ANY) for action, *_ in DANGEROUS_FORMS]
        return routes

    @staticmethod
    def form_html(n: int) -> str:
        action, inner, method, heading = DANGEROUS_FORMS[n]
        form_id = f' id="{_IDS[n]}"' if n in _IDS else ""
        head = f"<h2>{heading}</h2>" if heading else ""
        return f'{head}<form{form_id} method="{method}" action="{action}">{inner}</form>'

    def all_forms(self, request: Request) -> Response:
        forms = "".join(f"<div>{self.form_html(n)}</div>" for n in range(len(DANGEROUS_FORMS)))
        return self.page(
            "Your account",
            f"""<h1>Your account</h1>{self.login_form()}
<h2>Create an account</h2><form method="post" action="/register"><input type="text" name="user">
<input type="email" name="email"><input type="password" name="pw"><input type="password" name="pw2">
<button>Register</button></form>
<h2>Stay informed</h2><form method="post" action="/newsletter"><input type="email" name="email">
<button>Subscribe</button></form>{self.contact_form()}{forms}""",
            body_class="search",
        )

    def one_form(self, request: Request, n: str) -> Response:
        return self.page("Form", f"<h1>Manage</h1>{self.form_html(int(n))}", body_class="search")

    def lookup(self, request: Request) -> Response:
        return self.page(
            "Lookup",
            """<h1>Lookup</h1><form method="post" action="/lookup/send">
<label for="q">Search</label><input type="text" id="q" name="q"><button>Go</button></form>""",
        )

    def lookup_send(self, request: Request) -> Response:
        return self.page("Thanks", "<h1>Thank you</h1><p>Your request has been received; we will reply by e-mail.</p>")

    def danger(self, request: Request) -> Response:
        return self.page("Done", "<h1>Done</h1><p>The item has been deleted.</p>")

    def results(self, request: Request) -> Response:
        return Response.redirect("/forms")
