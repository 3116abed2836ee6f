"""The command line: ``python -m hiddenweb.forms PAGE.html [--url URL] [--encoding CHARSET]``.

Prints every form of a saved page as one JSON line: its type, probability,
P(search), keyword field, whether it is the page's search form, and the
query template of the safe ones.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import sys
from typing import Any

from hiddenweb.forms.keyword import FormAssessment, assess, choose_search_form
from hiddenweb.forms.model import UNSAFE_FORM_TYPES
from hiddenweb.forms.parse import parse_forms
from hiddenweb.forms.template import query_template
from hiddenweb.forms.trained import FormModelError, load_model


def _read(page: str, url: str | None) -> tuple[bytes, str]:
    """The page's bytes and URL (``-`` reads stdin); ``OSError`` when the file cannot be read."""
    if page == "-":
        return sys.stdin.buffer.read(), url or "http://localhost/"
    with open(page, "rb") as fh:
        return fh.read(), url or pathlib.Path(page).resolve().as_uri()


def _line(a: FormAssessment, chosen: FormAssessment | None) -> dict[str, Any]:
    form, kw = a.form, a.keyword
    out = {
        "index": form.index,
        "type": a.type,
        "probability": a.probability,
        "search_probability": round(a.search_probability, 4),
        "search_form": chosen is a,
        "keyword_field": kw.name if kw else None,
        "method": form.method,
        "action": form.action,
        "fields": [{"name": f.name, "type": f.type, "label": f.label, "value": f.value} for f in form.fields],
    }
    if kw is not None and a.type not in UNSAFE_FORM_TYPES:
        out["template"] = query_template(form, kw).to_dict() | {"form": None}
    return out


def main(argv: list[str] | None = None) -> int:
    """Print every form of a saved page as one JSON line: type, probability, keyword field."""
    parser = argparse.ArgumentParser(prog="python -m hiddenweb.forms", description=main.__doc__)
    parser.add_argument("page", help="HTML file to read ('-' for stdin)")
    parser.add_argument("--url", default=None, help="URL the page was fetched from (default: file:// URL)")
    parser.add_argument("--encoding", default=None, help="charset declared by the server, if known")
    args = parser.parse_args(argv)
    try:
        data, url = _read(args.page, args.url)
    except OSError as exc:
        print(f"error: cannot read {args.page}: {exc}", file=sys.stderr)
        return 2
    try:
        load_model()
    except FormModelError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 3
    assessed = [assess(form) for form in parse_forms(data, url, args.encoding)]
    chosen = choose_search_form(assessed)
    for a in assessed:
        try:
            print(json.dumps(_line(a, chosen), ensure_ascii=False), flush=True)
        except BrokenPipeError:  # `… | head`
            sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - silence the interpreter's final flush
            return 0
    return 0
