"""Query templates: how to submit one keyword through a form (He et al. §3, Álvarez §III.4.4).

He et al. (§3, URL templates) and Álvarez (§III.4.4) submit a query by
filling the form's keyword field and leaving every other field at the value
a browser would submit by default (hidden fields kept, selects at their
selected or first option, checked checkboxes and radios, the first named
submit button). A :class:`QueryTemplate` is that submission with the
keyword as ``{query}``: a GET URL, or a POST action and its form data; when
a script submits the form (:func:`script_submitted`) the query is typed into
the form in a browser instead.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote_plus, unquote_plus, urldefrag, urljoin, urlsplit, urlunsplit

import lxml.etree
import lxml.html

from hiddenweb.forms.model import DEFAULT_ENCTYPE, Field, Form

__all__ = [
    "PLACEHOLDER",
    "TEMPLATE_KINDS",
    "QueryTemplate",
    "query_template",
    "script_submitted",
    "url_with_args",
    "urlencode_pairs",
    "with_args",
]

#: What stands for the keyword in a template's URL or form data.
PLACEHOLDER = "{query}"


def _encode(value: str, encoding: str) -> str:
    try:
        return quote_plus(value, encoding=encoding, errors="xmlcharrefreplace")
    except LookupError:
        return quote_plus(value, encoding="utf-8")


def urlencode_pairs(pairs: list[tuple[str, str]], encoding: str, keep_index: int | None = None) -> str:
    """``application/x-www-form-urlencoded`` in order, in the form's charset; the value of pair
    ``keep_index`` is left as is (the ``{query}`` placeholder)."""
    out = []
    for i, (k, v) in enumerate(pairs):
        ev = v if i == keep_index else _encode(v, encoding)
        out.append(f"{_encode(k, encoding)}={ev}")
    return "&".join(out)


@dataclass
class QueryTemplate:
    """How to submit one keyword to a form (He et al. §3 URL templates; POST templates).

    For GET, ``url`` is the submission URL with the keyword value written as
    ``{query}``; for POST, ``url`` is the action and ``formdata`` holds every
    default pair with the keyword's value ``{query}``.
    """

    method: str
    url: str
    formdata: list[tuple[str, str]]
    keyword: str
    form: Form | None = None
    enctype: str = DEFAULT_ENCTYPE
    encoding: str = "utf-8"
    #: ``"http"``: the request is built here and sent by any HTTP client;
    #: ``"browser"``: a script submits the form, so the query is typed into
    #: the form on its page in a browser (see :meth:`browser_form`).
    kind: str = "http"

    @property
    def page_url(self) -> str:
        """The page that holds the form (where a browser query starts)."""
        return (self.form.url if self.form is not None and self.form.url else "") or self.url

    def browser_form(self, query: str, extra: Sequence[tuple[str, str]] = ()) -> dict[str, Any]:
        """What the rendering middleware needs to fill and submit the form in a
        browser (``meta["hiddenweb_form"]``, Álvarez §III.4.4): where the form is,
        its keyword box and the value to type. Other fields keep their defaults."""
        form = self.form
        selector = ""
        if form is not None and form.id:
            selector = f'form[id="{_css_string(form.id)}"]'
        elif form is not None and form.name:
            selector = f'form[name="{_css_string(form.name)}"]'
        return {
            "form": selector or None,
            "index": form.index if form is not None else None,
            "field": self.keyword,
            "values": {**dict(extra), self.keyword: query},
        }

    def pairs_for(self, query: str, extra: Sequence[tuple[str, str]] = ()) -> list[tuple[str, str]]:
        """Form data with the keyword filled in, and the ``extra`` arguments set (see :func:`with_args`)."""
        done = False
        out = []
        for k, v in self.formdata:
            if not done and k == self.keyword and v == PLACEHOLDER:
                out.append((k, query))
                done = True
            else:
                out.append((k, v))
        return with_args(out, extra)

    def request_for(
        self, query: str, extra: Sequence[tuple[str, str]] = ()
    ) -> tuple[str, str, bytes | None, dict[str, str]]:
        """``(method, url, body, headers)`` submitting ``query``, ready for a Request.

        ``extra`` sets other arguments than the keyword (a page size, a
        category: :mod:`hiddenweb.harvest.plans`): a field's default value is
        replaced, an argument the form lacks is added. For a ``"browser"``
        template this is the GET of the form's page; the submission itself is
        :meth:`browser_form`.
        """
        if self.kind == "browser":
            return "GET", self.page_url, None, {}
        if self.method == "GET":
            url = self.url.replace(PLACEHOLDER, _encode(query, self.encoding), 1)
            return "GET", url_with_args(url, extra, self.encoding) if extra else url, None, {}
        pairs = self.pairs_for(query, extra)
        if self.enctype == "multipart/form-data":
            boundary = "----hiddenweb" + uuid.uuid5(uuid.NAMESPACE_URL, self.url + query).hex
            body = _multipart(pairs, boundary, self.encoding)
            return "POST", self.url, body, {"Content-Type": f"multipart/form-data; boundary={boundary}"}
        if self.enctype == "text/plain":
            body = "".join(f"{k}={v}\r\n" for k, v in pairs).encode(self.encoding, "xmlcharrefreplace")
            return "POST", self.url, body, {"Content-Type": "text/plain"}
        body = urlencode_pairs(pairs, self.encoding).encode("ascii")
        return "POST", self.url, body, {"Content-Type": DEFAULT_ENCTYPE}

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (``discover`` writes it in its form items; ``harvest`` reads it)."""
        return {
            "method": self.method,
            "url": self.url,
            "formdata": [list(p) for p in self.formdata],
            "keyword": self.keyword,
            "enctype": self.enctype,
            "encoding": self.encoding,
            "form": self.form.to_dict() if self.form is not None else None,
            "kind": self.kind,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> QueryTemplate:
        """The template :meth:`to_dict` wrote."""
        form = d.get("form")
        return cls(
            method=d["method"],
            url=d["url"],
            formdata=[(str(k), str(v)) for k, v in d.get("formdata", [])],
            keyword=d["keyword"],
            form=Form.from_dict(form) if form else None,
            enctype=d.get("enctype", DEFAULT_ENCTYPE),
            encoding=d.get("encoding", "utf-8"),
            kind=str(d["kind"]) if d.get("kind") in TEMPLATE_KINDS else "http",
        )


#: How a query template is submitted: by an HTTP request, or by a browser filling the form.
TEMPLATE_KINDS = ("http", "browser")


def with_args(pairs: list[tuple[str, str]], extra: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """``pairs`` with each ``extra`` argument set: its first pair's value replaced (other pairs of
    the same name dropped, as when one checkbox of a group is chosen), or appended when absent."""
    if not extra:
        return pairs
    values = dict(extra)
    done: set[str] = set()
    out: list[tuple[str, str]] = []
    for k, v in pairs:
        if k not in values:
            out.append((k, v))
        elif k not in done:
            out.append((k, values[k]))
            done.add(k)
    out.extend((k, v) for k, v in values.items() if k not in done)
    return out


def url_with_args(url: str, extra: Sequence[tuple[str, str]], encoding: str) -> str:
    """A GET URL with ``extra`` arguments set (see :func:`with_args`); its other arguments are left as written."""
    parts = urlsplit(url)
    raw: list[tuple[str, str]] = []
    for piece in parts.query.split("&"):
        if piece:
            name, _, value = piece.partition("=")
            raw.append((name, value))
    written = {unquote_plus(name): name for name, _ in raw}
    encoded = [(written.get(k) or _encode(k, encoding), _encode(v, encoding)) for k, v in extra]
    query = "&".join(f"{k}={v}" for k, v in with_args(raw, encoded))
    return urlunsplit((parts.scheme, parts.netloc, parts.path, query, parts.fragment))


def _css_string(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"')


_FORM_TAG = re.compile(r"<form\b[^>]*>", re.I)


def _form_tag_attr(form: Form, name: str) -> str | None:
    """An attribute of the ``<form>`` tag as written (``Form.action`` is resolved)."""
    if name in form.attrs:
        return form.attrs[name]
    if form.element is not None:
        value: str | None = form.element.get(name)
        return value
    # A form rebuilt from the JSON of an older version, whose attrs lack the attribute.
    match = _FORM_TAG.match(form.html.lstrip()) if form.html else None
    if match is None:
        return None
    try:
        return lxml.html.fragment_fromstring(match.group(0) + "</form>").get(name)
    except (lxml.etree.ParserError, ValueError):
        return None


def script_submitted(form: Form) -> bool:
    """Whether a script, not the browser's own submission, sends this form.

    Then the query template computed from the markup would land back on the
    form's page, and the query must be typed into the form in a browser and
    submitted the way Álvarez §III.4.4 does. Signs (those of
    :func:`hiddenweb.rendering.needs_rendering`'s ``script-form``): a
    ``javascript:`` action, an ``onsubmit`` that cancels the submission, or
    no real action together with an ``onsubmit`` handler or, without any
    submit control, scripted controls.
    """
    action = (_form_tag_attr(form, "action") or "").strip().lower()
    onsubmit = (form.attrs.get("onsubmit") or _form_tag_attr(form, "onsubmit") or "").lower()
    if action.startswith("javascript:") or "return false" in onsubmit or "preventdefault" in onsubmit:
        return True
    if action not in ("", "#"):
        return False
    if onsubmit:
        return True
    return not form.submits and bool(re.search(r"\sonclick\s*=", form.html, re.I))


#: A form holding more text than this is a page layout (ASP.NET wraps whole pages in one), not a search box.
def _multipart(pairs: list[tuple[str, str]], boundary: str, encoding: str) -> bytes:
    chunks = []
    for k, v in pairs:
        name = k.replace('"', "%22").replace("\r", "%0D").replace("\n", "%0A")
        chunks.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{v}\r\n')
    chunks.append(f"--{boundary}--\r\n")
    return "".join(chunks).encode(encoding, "xmlcharrefreplace")


def query_template(form: Form, field: Field | None) -> QueryTemplate:
    """The template submitting keywords through ``field`` with every other field at its default.

    ``field`` None: a form without a keyword box (issue 16), submitted with
    its structured fields set by each query's arguments (``keyword`` is
    ``""`` and nothing stands for a keyword).
    GET: the form data replaces the action's query string (as browsers do).
    The first named submit button is included; a submit's ``formaction`` /
    ``formmethod`` override the form's.
    """
    submit = next((s for s in form.submits if s.name and not s.disabled), None)
    first_submit = submit or (form.submits[0] if form.submits else None)
    action, method, enctype = form.action, form.method, form.enctype
    if first_submit is not None:
        if first_submit.attrs.get("formaction"):
            action = urldefrag(urljoin(form.url or form.action, first_submit.attrs["formaction"].strip()))[0]
        fm = first_submit.attrs.get("formmethod", "").strip().upper()
        if fm in ("GET", "POST"):
            method = fm
        fe = first_submit.attrs.get("formenctype", "").strip().lower()
        if fe in (DEFAULT_ENCTYPE, "multipart/form-data", "text/plain"):
            enctype = fe
    pairs: list[tuple[str, str]] = []
    placed: int | None = None
    for f in form.fields:
        if f is field:
            placed = len(pairs)
            pairs.append((f.name, PLACEHOLDER))
        elif f is submit:
            pairs.extend(f.click_pairs())
        else:
            pairs.extend(f.defaults())
    if placed is None and field is not None:
        placed = len(pairs)
        pairs.append((field.name, PLACEHOLDER))
    if method == "GET":
        parts = urlsplit(action)
        query = urlencode_pairs(pairs, form.encoding, keep_index=placed)
        url = urlunsplit((parts.scheme, parts.netloc, parts.path, query, ""))
    else:
        url = action
    return QueryTemplate(
        method=method,
        url=url,
        formdata=pairs,
        keyword=field.name if field is not None else "",
        form=form,
        enctype=enctype,
        encoding=form.encoding,
        kind="browser" if script_submitted(form) else "http",
    )
