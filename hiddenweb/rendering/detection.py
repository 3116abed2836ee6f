"""Does a page need a browser? Signs over its plain HTML, and whether rendering changed it.

About one site in five needs scripts to reach its search form or its
results (Álvarez, Table 2; §III.3 "Web Oculta del lado cliente"), yet a
browser is one to two orders of magnitude slower than an HTTP client. So
every page goes through plain HTTP first and :func:`needs_rendering` looks
at the HTML for the signs that scripts build what matters. Once the page
is rendered, :func:`rendering_added` says whether the browser added
anything (else the detection was a false alarm, which the per-site memory
unlearns).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import lxml.html
from lxml import etree

from hiddenweb.text.html import is_landmark, within_landmark

#: Only this much of a page is inspected (huge pages cost no more than this).
MAX_INSPECTED_CHARS = 1_000_000

_NOSCRIPT_JS = re.compile(
    r"(enable|activate|turn on|activa\w*|habilit\w*|aktivier\w*|activez|attiva\w*)\W+(\w+\W+){0,3}javascript"
    r"|javascript\W+(\w+\W+){0,3}(required|needed|disabled|is off|must be|necesari\w*|requerid\w*|erforderlich|nécessaire|obligatoire)"
    r"|(requires?|needs?|necesita|requiere|benötigt)\W+(\w+\W+){0,2}javascript"
    r"|(browser|navegador)\W+(\w+\W+){0,4}(does not|doesn't|no)\W+(\w+\W+){0,2}(support|soporta)\W+(\w+\W+){0,2}javascript",
    re.I,
)
_XHR_CALL = re.compile(
    r"\bfetch\s*\(|XMLHttpRequest|\$\.(ajax|get|getJSON|post)\s*\(|\baxios\b|\.load\s*\(\s*['\"]/", re.I
)
_DOM_WRITE = re.compile(
    r"innerHTML|appendChild|insertAdjacentHTML|document\.write|createElement|\.append\(|\.html\(", re.I
)
_CONTAINER_NAME = re.compile(
    r"result|list|item|record|content|grid|table|search|listing|app\b|root|main|hits|output", re.I
)
#: Name words of page furniture: an empty element so named is a hook for a widget (a menu, an icon,
#: a search box's suggestion pop-up, a float-clearing spacer), not a container awaiting results.
_FURNITURE_WORDS = frozenset(
    "menu menus nav navbar navigation icon icons sub tab tabs toolbar popup tooltip dropdown suggest"
    " suggestions autocomplete clear clearfix visualclear spacer separator divider badge btn button"
    " header masthead footer sidebar portlet breadcrumb breadcrumbs banner modal overlay".split()
)
#: Inline elements: a script may fill them, but results are not listed in a ``<span>``.
_INLINE_TAGS = frozenset("a abbr b code em i label small span strong sub sup".split())
_NAME_TOKEN = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")
#: What a container says while a script fills it: nothing, dots, or a "loading"/"searching" word
#: (MkDocs' search page serves its results box holding "Searching...").
_LOADING_TEXT = re.compile(
    r"^\s*(loading|searching|fetching|please wait|one moment|cargando|buscando|chargement|recherche en cours"
    r"|laden|wird geladen|suche läuft|caricamento|ricerca in corso|carregando|pesquisando|загрузка|поиск"
    r"|読み込み中|検索中|\.\.\.|…)?[\s.…]*$",
    re.I,
)
#: A box that filters what the page shows (its words in its placeholder, label, id or name).
_FILTER_BOX = re.compile(r"filt(er|r)", re.I)  # filter, filtre, filtro, filtern
_HANDLER_ATTRS = ("onclick", "onmouseover", "onmousedown", "onmouseup", "onmouseenter", "ondblclick")


@dataclass
class Verdict:
    """Whether a page needs rendering, and why (signal names)."""

    needed: bool
    reasons: list[str] = field(default_factory=list)

    def __bool__(self) -> bool:
        return self.needed


def needs_rendering(html: str | bytes, url: str = "") -> Verdict:
    """Look for the signs that the page's useful content is built by scripts.

    Signals (any one suffices):

    * ``noscript``: a ``<noscript>`` asking the user to enable JavaScript;
    * ``empty-body``: almost no visible text and hardly any links, but scripts;
    * ``xhr-container``: a script calling ``fetch``/``XMLHttpRequest``/``$.ajax``
      and an empty element named like a result container (``#results``…);
      ``script-container``: the same filled by an inline script (an in-page index);
    * ``script-form``: a form without a real ``action`` that a script submits
      (``onsubmit``, no submit control, or a formless text box and a
      scripted button);
    * ``script-links``: links that are ``javascript:`` or ``#`` with click
      handlers, or elements with click/mouseover handlers, at least as many
      as a third of the real links (navigation that only exists in scripts,
      Álvarez §III.3.3).
    """
    if isinstance(html, bytes):
        html = html[: MAX_INSPECTED_CHARS * 2].decode("utf-8", "replace")
    html = html[:MAX_INSPECTED_CHARS]
    lowered = html.lower()
    if not any(s in lowered for s in ("<script", "javascript:", "<noscript", "onclick", "onmouseover", "onsubmit")):
        return Verdict(False)
    try:
        root = lxml.html.document_fromstring(html)
    except (etree.ParserError, ValueError):
        return Verdict(False, ["unparsable"])
    reasons: list[str] = []

    scripts = root.xpath("//script")
    script_text = " ".join(
        (s.text or "")
        for s in scripts
        if not s.get("type") or "javascript" in s.get("type", "") or s.get("type") == "module"
    )
    has_scripts = bool(scripts)

    for nos in root.xpath("//noscript"):
        if _NOSCRIPT_JS.search(nos.text_content() or ""):
            reasons.append("noscript")
            break

    body_text, real_links = _visible_text_and_links(root)
    if has_scripts and len(body_text) < 150 and len(real_links) < 3:
        reasons.append("empty-body")

    script_built = has_scripts and bool(
        _XHR_CALL.search(script_text) or _DOM_WRITE.search(script_text) or _has_external_scripts(root)
    )
    if script_built and _empty_containers(root):
        reasons.append("xhr-container" if _XHR_CALL.search(script_text) else "script-container")

    if _script_forms(root):
        reasons.append("script-form")

    scripted = _scripted_link_count(root)
    if scripted and scripted * 3 >= max(len(real_links), 1):
        reasons.append("script-links")

    return Verdict(bool(reasons), reasons)


def _visible_text_and_links(root: Any) -> tuple[str, list[str]]:
    texts: list[str] = []
    body = root.find("body")
    node = body if body is not None else root
    for el in node.iter():
        if not isinstance(el.tag, str) or el.tag in ("script", "style", "noscript", "template"):
            continue
        if el.text:
            texts.append(el.text.strip())
    for el in node.iter():
        if el.tail and isinstance(el.tag, str):
            texts.append(el.tail.strip())
    links = [h for h in node.xpath(".//a/@href") if _is_real_href(h)]
    return " ".join(t for t in texts if t), links


def _is_real_href(href: str) -> bool:
    h = href.strip().lower()
    return bool(h) and not h.startswith(("javascript:", "#", "mailto:", "tel:"))


def _has_external_scripts(root: Any) -> bool:
    return bool(root.xpath("//script[@src]"))


def _empty_containers(root: Any) -> list[Any]:
    """Empty elements named like a result container that a script is expected to fill.

    Server-rendered applications leave empty hooks for their widgets too
    (MediaWiki's empty ``div#contentSub``, ``ul.vector-menu-content-list``
    in its navigation, ``span.oo-ui-icon-search``; DokuWiki's quick-search
    pop-up ``div#qsearch__out`` beside its search box): inline elements,
    elements named as furniture, inside navigation landmarks or next to a
    text box are not containers.
    """
    found = []
    for el in root.xpath("//body//*[@id or @class]"):
        if (
            el.tag
            in (
                "script",
                "style",
                "noscript",
                "input",
                "select",
                "textarea",
                "img",
                "br",
                "hr",
                "button",
                "option",
            )
            or el.tag in _INLINE_TAGS
        ):
            continue
        name = f"{el.get('id', '')} {el.get('class', '')}"
        if not _CONTAINER_NAME.search(name) or _is_furniture(el, name):
            continue
        children = [c for c in el if isinstance(c.tag, str) and c.tag not in ("script", "template")]
        text = el.text_content() or ""
        if (
            not children or all(c.tag in ("thead", "tr", "th") and not c.xpath(".//td") for c in children)
        ) and _LOADING_TEXT.match(text if not children else ""):
            found.append(el)
    return found


def is_furniture(el: Any) -> bool:
    """Whether an element is page furniture: navigation, a menu, header, footer, a sidebar, a widget.

    By its tag (``nav``, ``header``, ``footer``, ``aside``), its ARIA role or
    a word of its id or class (``menu``, ``vector-menu-content``, ``contentSub``...).
    """
    if not isinstance(el.tag, str):
        return False
    if is_landmark(el):
        return True
    return _furniture_name(f"{el.get('id', '')} {el.get('class', '')}")


def _furniture_name(name: str) -> bool:
    """An id or class naming furniture: one of its words is (or ends like) ``menu``, ``nav``, ``icon``..."""
    tokens = {token.lower() for token in _NAME_TOKEN.findall(name)}
    return bool(tokens & _FURNITURE_WORDS) or any(t.endswith(("menu", "nav", "navbar", "toolbar")) for t in tokens)


def _is_furniture(el: Any, name: str) -> bool:
    """A widget's hook rather than a results container (see :func:`_empty_containers`)."""
    if _furniture_name(name):
        return True
    parent = el.getparent()
    if parent is None:
        return False
    if within_landmark(parent):
        return True
    if el.tag in ("td", "th") and any((cell.text_content() or "").strip() for cell in parent if cell is not el):
        return True  # an empty field of a row that has others (Trac's "Cc:" cell, class "searchable")
    in_form = bool(el.xpath("ancestor::form"))
    if in_form and _hidden(el):
        return True  # a form's own pane, shown on demand (Trac's comment preview, ``display:none``)
    # a search box's pop-up or spacer: a sibling of the text box, inside its form
    return in_form and bool(
        parent.xpath(
            "./input[not(@type) or @type='text' or @type='search'] | ./*/input[not(@type) or @type='text' or @type='search']"
        )
    )


def _hidden(el: Any) -> bool:
    """Whether an element hides itself (``hidden``, or ``display: none`` in its own style)."""
    style = (el.get("style") or "").replace(" ", "").lower()
    return el.get("hidden") is not None or "display:none" in style


def _script_forms(root: Any) -> bool:
    for form in root.xpath("//form"):
        action = (form.get("action") or "").strip().lower()
        text_inputs = form.xpath(".//input[not(@type) or @type='text' or @type='search'] | .//textarea")
        if not text_inputs or form.xpath(".//input[@type='password']"):
            continue
        no_action = action in ("", "#") or action.startswith("javascript:")
        onsubmit = (form.get("onsubmit") or "").lower()
        submits = form.xpath(".//input[@type='submit' or @type='image'] | .//button[not(@type) or @type='submit']")
        scripted_controls = form.xpath(".//*[@onclick]")
        if action.startswith("javascript:") or "return false" in onsubmit or "preventdefault" in onsubmit:
            return True
        if no_action and (onsubmit or (not submits and scripted_controls)):
            return True
        if no_action and not submits and form.get("id") and root.xpath("//script"):
            return True  # a script finds the form by id and submits it (listener, not attribute)
    # a text box outside any form, next to a scripted button: search by script
    for box in root.xpath("//input[(not(@type) or @type='text' or @type='search') and not(ancestor::form)]"):
        if _names_a_filter(box):
            continue
        parent = box.getparent()
        for _ in range(3):
            if parent is None:
                break
            if parent.xpath(".//button | .//*[@onclick] | .//input[@type='button']") and root.xpath("//script"):
                return True
            parent = parent.getparent()
    return False


def _names_a_filter(box: Any) -> bool:
    """Whether a box says it filters what the page shows (Django admin's "Start typing to filter…" over
    its navigation): what it filters is in the HTML already, so it is no search a browser must run."""
    return any(_FILTER_BOX.search(box.get(attr) or "") for attr in ("placeholder", "aria-label", "title", "id", "name"))


def _scripted_link_count(root: Any) -> int:
    count = 0
    for a in root.xpath("//a"):
        href = (a.get("href") or "").strip().lower()
        if href.startswith("javascript:") or ((href in ("", "#")) and any(a.get(h) for h in _HANDLER_ATTRS)):
            count += 1
    for el in root.xpath("//body//*[not(self::a)][@onclick or @onmouseover or @onmouseenter or @ondblclick]"):
        if el.tag in ("input", "select", "textarea", "form", "option", "body"):
            continue
        if el.tag == "button" and el.xpath("ancestor::form"):
            continue  # a form control, judged with its form
        count += 1
    return count


# -- did rendering add anything? ----------------------------------------------

#: Visible text length and number of real links of a page.
PageMeasure = tuple[int, int]


def measure(html: str) -> PageMeasure:
    """Visible text length and real links of a page: what rendering is expected to add.

    Kept for the plain version of a page sent to the browser, to compare
    with its rendering (:func:`rendering_added`) without keeping its HTML.
    """
    try:
        root = lxml.html.document_fromstring(html[:MAX_INSPECTED_CHARS] or "<html/>")
    except (etree.ParserError, ValueError):
        return (0, 0)
    text, links = _visible_text_and_links(root)
    return (len(text), len(links))


def rendering_added(plain: Any, rendered_html: str, found_routes: bool) -> bool:
    """Whether rendering added content to a page whose plain version measured ``plain``.

    Visible text grew (by more than 5% and 20 characters) or real links
    appeared, or event simulation found routes. A rendering that added
    nothing was a false alarm of the detection. A ``plain`` that is no
    measure (a malformed meta value) counts as a change: nothing is unlearnt.
    """
    if found_routes:
        return True
    try:
        plain_text, plain_links = int(plain[0]), int(plain[1])
    except (TypeError, ValueError, IndexError):
        return True
    text, links = measure(rendered_html)
    return text > plain_text * 1.05 + 20 or links > plain_links
