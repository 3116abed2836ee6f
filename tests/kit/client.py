"""A minimal browser-like HTTP client for checking the test sites (urllib + lxml).

It submits forms the way a careful crawler would: the form's own default
values (hidden fields, checked boxes, selected options) plus overrides.
"""

from __future__ import annotations

import urllib.error
import urllib.request
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode, urljoin

import lxml.html


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: Any, **kwargs: Any) -> None:
        return None


@dataclass
class Page:
    url: str
    status: int
    headers: Mapping[str, str]
    body: bytes
    _doc: lxml.html.HtmlElement | None = field(default=None, repr=False)

    @property
    def content_type(self) -> str:
        return self.headers.get("Content-Type", "")

    @property
    def charset(self) -> str:
        ctype = self.content_type.lower()
        return ctype.split("charset=", 1)[1].split(";")[0].strip() if "charset=" in ctype else "utf-8"

    @property
    def text(self) -> str:
        return self.body.decode(self.charset, "replace")

    @property
    def doc(self) -> lxml.html.HtmlElement:
        if self._doc is None:
            self._doc = lxml.html.document_fromstring(self.text, base_url=self.url)
        return self._doc

    def css_text(self, xpath: str) -> list[str]:
        return [" ".join(e.text_content().split()) for e in self.doc.xpath(xpath)]

    def links(self, text: str | None = None) -> list[str]:
        """Absolute hrefs of ``<a>`` elements, optionally whose text contains ``text``."""
        out = []
        for a in self.doc.xpath("//a[@href]"):
            if text is None or text.lower() in a.text_content().lower():
                out.append(urljoin(self.url, a.get("href")))
        return out

    def form(self, selector: str | int = 0) -> lxml.html.FormElement:
        """A form by index or by id."""
        forms = self.doc.forms
        if isinstance(selector, int):
            return forms[selector]
        for f in forms:
            if f.get("id") == selector:
                return f
        raise LookupError(f"no form {selector!r} on {self.url}")


def fetch(
    url: str,
    data: Mapping[str, str] | Iterable[tuple[str, str]] | None = None,
    *,
    method: str | None = None,
    timeout: float = 10,
    follow: bool = True,
) -> Page:
    """GET (or POST urlencoded ``data``) without raising on HTTP error statuses."""
    body = (
        urlencode(list(data.items()) if isinstance(data, Mapping) else list(data)).encode()
        if data is not None
        else None
    )
    request = urllib.request.Request(url, data=body, method=method)
    if body is not None:
        request.add_header("Content-Type", "application/x-www-form-urlencoded")
    opener = urllib.request.build_opener() if follow else urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(request, timeout=timeout) as resp:
            return Page(resp.geturl(), resp.status, dict(resp.headers), resp.read())
    except urllib.error.HTTPError as err:
        return Page(url, err.code, dict(err.headers or {}), err.read() or b"")


def submit(
    page: Page, form: lxml.html.FormElement, values: Mapping[str, str] | None = None, drop: Iterable[str] = ()
) -> Page:
    """Submit ``form`` of ``page`` with its defaults, ``values`` overriding, ``drop`` removed."""
    values = dict(values or {})
    dropped = set(drop)
    pairs = [(k, v) for k, v in form.form_values() if k not in values and k not in dropped]
    pairs += list(values.items())
    action = urljoin(page.url, form.get("action") or page.url)
    if (form.get("method") or "get").lower() == "post":
        return fetch(action, pairs)
    sep = "&" if "?" in action else "?"
    return fetch(action + sep + urlencode(pairs))
