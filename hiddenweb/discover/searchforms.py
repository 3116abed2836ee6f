"""The forms of a page that ``discover`` keeps (ACHE, Barbosa & Freire 2007, Fig. 1, §3.4).

A form of an on-topic page passes two classifiers: the searchable-form
classifier (SFC: :func:`hiddenweb.forms.assess`, rules, the trained model and the
safety veto, once per form), then the domain-specific form classifier
(:class:`~hiddenweb.discover.dsfc.DomainFormClassifier`). Each form gets a
:class:`FormVerdict` saying where it stopped; a relevant form is told apart
from the others by its :func:`form_key` and becomes a
:class:`~hiddenweb.discover.items.FormItem` with the query template
``harvest`` reads.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from hiddenweb import forms as formlib
from hiddenweb.discover.dsfc import DomainFormClassifier, FormRelevance
from hiddenweb.discover.frontier import site_of
from hiddenweb.discover.items import FormItem
from hiddenweb.discover.pages import PageText
from hiddenweb.forms.layout import label_by_layout
from hiddenweb.urls import without_session

#: Field types that are not part of what a form asks (buttons).
_BUTTONS = ("submit", "image", "button", "reset")


def form_key(form: formlib.Form) -> str:
    """Distinct forms: same action (without query and session), method and field names."""
    parts = urlsplit(without_session(form.action or form.url))
    names = sorted({f.name for f in form.fields if f.name and f.type not in _BUTTONS})
    raw = json.dumps([parts.netloc.lower(), parts.path, form.method, names])
    return hashlib.sha1(raw.encode()).hexdigest()[:20]


@dataclass
class FormVerdict:
    """What the SFC and the DSFC said of one form of a page."""

    form: formlib.Form
    kind: str
    searchable: float
    #: The form's keyword box (found once, with its classification).
    keyword: formlib.Field | None = None
    #: The DSFC's verdict; None when the form is not searchable, or no domain is given.
    relevance: FormRelevance | None = None
    key: str = ""

    @property
    def relevant(self) -> bool:
        """A searchable form of the domain (every searchable form when no domain is given)."""
        return bool(self.key)

    @property
    def serves_site(self) -> bool:
        """Whether the form is its site's search of the domain: the DSFC matched one of its fields to an
        attribute that is not generic (relevant by its fields, not only by its page's words; a site-search
        box matches a domain's keyword attribute, and its site's search of the domain is still to find)."""
        return self.relevance is not None and self.relevance.specific

    @property
    def stage(self) -> str:
        """Where the form stopped: ``type`` (not searchable), ``off_domain`` or ``relevant``."""
        return "relevant" if self.key else ("off_domain" if self.relevance is not None else "type")

    def item(self, url: str, depth: int) -> FormItem:
        """The item of a relevant form found on page ``url`` reached at ``depth``, with its query template."""
        keyword = self.keyword
        template = formlib.query_template(self.form, keyword).to_dict() if keyword is not None else None
        relevance = self.relevance or FormRelevance(True, 1.0)
        return FormItem(
            url=url,
            form=self.form.to_dict(),
            form_type=self.kind,
            searchable=round(self.searchable, 4),
            relevance=relevance.score,
            template=template,
            keyword_field=keyword.name if keyword else None,
            key=self.key,
            site=site_of(url),
            depth=depth,
            attribute_score=relevance.attribute_score,
            text_score=relevance.text_score,
            matches=relevance.matches,
        )


#: Fields of a form of no known type ("other": no login, order, contact… words) that must match the domain's
#: specific attributes for the form to count as a search of the domain whatever its P(search): a registry's
#: search with "Condition", "Active substance" and "Country" boxes and an arrow for a button reads as no
#: search to a classifier that learned search forms from their buttons and keyword boxes. GET forms only:
#: the forms that create a record (Redmine's new issue, phpLDAPadmin's new entry) match attributes too,
#: and post.
STRUCTURED_MATCHES = 2


class FormFilter:
    """SFC then DSFC over the forms of a page; a form of no known type whose fields match the domain's
    attributes (:data:`STRUCTURED_MATCHES`) is a search of the domain too."""

    def __init__(self, dsfc: DomainFormClassifier | None, min_searchable: float = 0.5) -> None:
        self.dsfc = dsfc
        self.min_searchable = min_searchable

    def assess(self, form: formlib.Form, page: PageText) -> FormVerdict:
        """The verdict on one form of a page whose text is ``page`` (the DSFC reads its title and headings)."""
        assessed = formlib.assess(form)  # type, P(search) and keyword box: the form is classified once
        kind, searchable, keyword = assessed.type, assessed.search_probability, assessed.keyword
        if kind != "search" or searchable < self.min_searchable:
            # a structured search the type classifier doubted; a GET form (a new issue, a new entry posts)
            if kind == "other" and form.method == "GET" and self.dsfc is not None:
                relevance = self.dsfc.assess(form, page)
                if relevance.relevant and relevance.specific and len(relevance.matches) >= STRUCTURED_MATCHES:
                    return FormVerdict(form, "search", searchable, keyword, relevance, form_key(form))
            return FormVerdict(form, kind, searchable, keyword)
        if self.dsfc is None:
            return FormVerdict(form, kind, searchable, keyword, key=form_key(form))
        relevance = self.dsfc.assess(form, page)
        return FormVerdict(form, kind, searchable, keyword, relevance, form_key(form) if relevance.relevant else "")

    def page_forms(
        self, root: Any, url: str, encoding: str, page: PageText, boxes: Sequence[Mapping[str, Any]] | None = None
    ) -> list[FormVerdict]:
        """The verdict on every form of a parsed page; ``boxes`` (a rendered page's, ``request.meta`` key
        ``hiddenweb_form_boxes``) label the fields the markup leaves in doubt by layout (Álvarez §III.4.1)."""
        forms = formlib.forms_from_root(root, url, encoding)
        if boxes:
            label_by_layout(forms, boxes)
        return [self.assess(form, page) for form in forms]
