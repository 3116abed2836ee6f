"""Which forms change state, and what makes a form a search form.

Two guards before hiddenweb submits anything (issue #12, defect 1):

* :func:`state_changing` finds the words of a form that deletes, removes,
  unsubscribes, cancels or reports something, in its action, identifiers,
  buttons, hidden method override or the text around it, in several
  languages. Such a form is never submitted unless the user allows the
  ``delete`` form type: a classifier's probability is no licence to POST to
  ``/delete`` up to the whole budget.
* :func:`search_evidence` lists the positive signs that a form searches
  (a search box, a search landmark, a search-like field name, search words
  in its labels, buttons or action). A POST form is only harvested with such
  evidence, and its first probe's answer is checked
  (:func:`answers_like_a_search`) before anything else is sent.
"""

from __future__ import annotations

import re
from urllib.parse import urlsplit

from hiddenweb.forms.model import Form

__all__ = [
    "SEARCH_FIELD_NAMES",
    "SEARCH_WORDS",
    "answers_like_a_search",
    "identifier_words",
    "search_evidence",
    "state_changing",
]

#: Verbs (and their nouns) of forms that change or destroy something, in several languages.
_DESTRUCTIVE = re.compile(
    r"""\b(?:
      delete|deleting|deletion|remove|removal|unsubscribe|unsubscription|opt[\s_-]?out|cancel|cancellation
      |destroy|erase|purge|wipe|deactivate|terminate|revoke|discard|trash|unregister|unlink|unfollow
      |drop[\s_-]?(?:table|database|account)|close[\s_-]?(?:my[\s_-]?|your[\s_-]?)?account
      |report[\s_-]?(?:abuse|spam|this|post|comment|user|a[\s_-]?problem)|flag[\s_-]?(?:as|this|post|comment)
      |löschen|lösche|entfernen|abbestellen|abmelden|kündigen|stornieren|austragen
      |eliminar|elimina|borrar|cancelar|anular|quitar|darse[\s_-]?de[\s_-]?baja|dar[\s_-]?de[\s_-]?baja
      |supprimer|supprime|suppression|effacer|désabonner|desabonner|désinscrire|desinscrire|annuler|retirer
      |cancella|rimuovi|rimuovere|annulla|disiscriviti|excluir|apagar|remover|verwijderen|opzeggen|annuleren
      |afmelden|usuń|usun|удалить|отписаться|отменить|削除|取消|删除|退订
    )\b""",
    re.I | re.X,
)
#: Identifier words that name the same acts (split from camelCase/snake_case names and paths).
_DESTRUCTIVE_IDENTIFIERS = frozenset(
    "delete del rm remove unsubscribe unsub optout cancel destroy erase purge wipe deactivate terminate revoke"
    " discard trash unregister unlink unfollow".split()
)
#: HTTP method overrides (``<input type=hidden name=_method value=DELETE>``) that change state.
_METHOD_OVERRIDES = frozenset({"delete", "put", "patch"})
_METHOD_OVERRIDE_NAMES = frozenset({"_method", "method", "x-http-method-override", "_http_method"})

#: Words that say "search" in several languages (labels, buttons, identifiers, headings).
SEARCH_WORDS = re.compile(
    r"\b(?:search|find|look\s?up|query|keywords?|suche|suchen|buscar|búsqueda|busqueda|recherche|rechercher"
    r"|ricerca|cerca|pesquisa|pesquisar|zoeken|sök|поиск|найти|検索|搜索)\b",
    re.I,
)
#: Names of keyword boxes that are evidence of search by themselves (``q``, ``query``, ``suche``…).
SEARCH_FIELD_NAMES = frozenset(
    "q query s search keyword keywords kw term terms searchterm searchtext searchstring wd qs qt find words"
    " fulltext ft suche busqueda buscar recherche query_string querystring search_query searchquery qry srch".split()
)
_IDENT_SPLIT = re.compile(r"[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])")

#: What a search answers to a nonsense query, or the query echoed back.
_NO_RESULTS = re.compile(
    r"no (?:results?|matches|matching|records?|items?|documents?|entries|hits)|nothing (?:was )?found|not found"
    r"|did not match|didn't match|0 (?:results?|matches|hits|records?|items?)|keine (?:treffer|ergebnisse)"
    r"|sin resultados|ningún resultado|aucun résultat|nessun risultato|nenhum resultado|geen resultaten"
    r"|results? for|search results|you searched for|your search",
    re.I,
)
#: What a state-changing form answers.
_CHANGED = re.compile(
    r"\b(?:has been|have been|was|were|successfully)\s+(?:deleted|removed|unsubscribed|cancell?ed|erased|"
    r"destroyed|deactivated|submitted|sent|received|saved|updated|subscribed|reported|processed)\b"
    r"|thank you for|thanks for|confirmation (?:e-?mail|link)|check your (?:e-?mail|inbox)|are you sure",
    re.I,
)


def identifier_words(value: str) -> set[str]:
    """The lower-case words of identifiers and paths (``searchForm``, ``/del_item.php`` → search, form…)."""
    return {w.lower() for w in _IDENT_SPLIT.split(value) if w}


def state_changing(form: Form) -> str | None:
    """Why ``form`` would change or destroy something on the site, or ``None``.

    Looks at the action path, the form's id/name/class, its buttons (label,
    value, name), a hidden HTTP method override and its visible and
    surrounding text. A GET form with clear signs of search that names such
    an act only in a secondary button ("Remove filters") is not vetoed: its
    primary button searches.
    """
    action_path = urlsplit(form.action).path
    for f in form.fields:
        if f.name.lower() in _METHOD_OVERRIDE_NAMES and f.type == "hidden" and f.value.lower() in _METHOD_OVERRIDES:
            return f"method override {f.name}={f.value}"
    where = {
        "action": " ".join(identifier_words(action_path)),
        "id": " ".join(identifier_words(f"{form.id} {form.name} {form.attrs.get('class', '')}")),
    }
    for key, words in where.items():
        hit = _DESTRUCTIVE_IDENTIFIERS.intersection(words.split()) or _DESTRUCTIVE.search(words)
        if hit:
            return f"{key} says {_word(hit)!r}"
    buttons = [s for s in form.submits if not s.disabled]
    flagged = [s for s in buttons if _button_hit(s.label, s.value, s.name)]
    if flagged and not (
        form.method == "GET" and search_evidence(form) and len(flagged) < len(buttons) and buttons[0] not in flagged
    ):
        s = flagged[0]
        return f"button says {(s.label or s.value or s.name)!r}"
    for key, text in (("text", form.text), ("context", form.attrs.get("context", ""))):
        hit = _DESTRUCTIVE.search(text or "")
        if hit and not (form.method == "GET" and search_evidence(form)):
            return f"{key} says {hit.group(0)!r}"
    return None


#: What a query builder's buttons remove or add: a part of the query, never a record ("–" named
#: ``rm_filter_0_priority_0`` beside each of Trac's filter rows, "Remove filters", "Delete condition").
_QUERY_PARTS = frozenset(
    "filter filters criterion criteria condition conditions clause clauses facet facets constraint constraints".split()
)


def _button_hit(*parts: str) -> bool:
    text = " ".join(p for p in parts if p)
    words = identifier_words(text)
    if _QUERY_PARTS.intersection(words):
        return False  # it edits the query the form builds, not the site
    return bool(_DESTRUCTIVE.search(text) or _DESTRUCTIVE_IDENTIFIERS.intersection(words))


def _word(hit: object) -> str:
    if isinstance(hit, re.Match):
        return hit.group(0)
    return sorted(hit)[0] if isinstance(hit, set) else str(hit)


def search_evidence(form: Form) -> list[str]:
    """The positive signs that ``form`` searches (empty: none, whatever a classifier says)."""
    signs = []
    if form.attrs.get("in_search_landmark"):
        signs.append("search landmark")
    for f in form.fields:
        if f.type == "search":
            signs.append(f"search box {f.name!r}")
        elif f.type in ("text", "textarea") and f.name.lower() in SEARCH_FIELD_NAMES:
            signs.append(f"field name {f.name!r}")
        elif f.type in ("text", "search") and any(SEARCH_WORDS.search(t) for t in (f.placeholder, *f.texts[:3])):
            signs.append(f"label of {f.name!r}")
    for s in form.submits:
        if SEARCH_WORDS.search(f"{s.label} {s.value} {s.name}"):
            signs.append(f"button {(s.label or s.value or s.name)!r}")
    idents = " ".join(
        identifier_words(f"{urlsplit(form.action).path} {form.id} {form.name} {form.attrs.get('class', '')}")
    )
    if SEARCH_WORDS.search(idents):
        signs.append("action or id")
    if SEARCH_WORDS.search(form.attrs.get("context", "")):
        signs.append("heading")
    return signs


def answers_like_a_search(text: str, term: str) -> bool:
    """Whether a page answering the nonsense query ``term`` reads like a search's answer.

    A search echoes the query or says it found nothing; a state-changing form
    thanks, confirms or reports what it deleted, sent or saved.
    """
    if _CHANGED.search(text):
        return False
    return term.lower() in text.lower() or bool(_NO_RESULTS.search(text))
