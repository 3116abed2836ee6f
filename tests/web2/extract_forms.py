"""``python -m tests.web2.extract_forms``: take real forms from the Formasaurus data into ``forms.json``.

Family B's sites use real form HTML as the bodies of their non-search forms
(login, registration, contact, newsletter, order) and of the search boxes of
off-topic sites. The forms are read from the installed ``formasaurus``
distribution's ``data/`` folder (``pip install --no-deps formasaurus``; the
package is never imported) and written, with their annotated type and
source URL, to ``tests/web2/forms.json``, so the web does not need the
package. Forms over 3 KB or with scripts are skipped.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import lxml.html

OUT = Path(__file__).with_name("forms.json")
#: Formasaurus' short type codes → the kinds family B uses.
KINDS = {"s": "search", "l": "login", "r": "registration", "c": "contact", "m": "newsletter", "o": "order"}
PER_KIND = 20
MAX_HTML = 3000


def main() -> int:
    """Write ``forms.json``: up to ``PER_KIND`` forms of every kind."""
    spec = importlib.util.find_spec("formasaurus")
    if spec is None or not spec.submodule_search_locations:
        sys.exit("formasaurus is not installed: pip install --no-deps formasaurus")
    data = Path(next(iter(spec.submodule_search_locations))) / "data"
    index = json.loads((data / "index.json").read_text(encoding="utf-8"))
    parser = lxml.html.HTMLParser(encoding="utf-8")
    out: dict[str, list[dict[str, str]]] = {kind: [] for kind in KINDS.values()}
    for path in sorted(index, key=lambda p: int(Path(p).stem)):
        info = index[path]
        doc = lxml.html.fromstring((data / path).read_bytes(), parser=parser)
        forms = doc.xpath("//form")
        if len(forms) != len(info["forms"]):
            continue
        for form, short in zip(forms, info["forms"]):
            kind = KINDS.get(short)
            if kind is None or len(out[kind]) >= PER_KIND or form.xpath(".//script|.//iframe"):
                continue
            form.set("action", "/submit")  # never point at the real site
            html = lxml.html.tostring(form, encoding="unicode")
            if len(html) <= MAX_HTML and form.xpath(".//input|.//select|.//textarea"):
                out[kind].append({"url": info["url"], "html": html})
    OUT.write_text(json.dumps(out, indent=0, ensure_ascii=False) + "\n", encoding="utf-8")
    print({k: len(v) for k, v in out.items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())
