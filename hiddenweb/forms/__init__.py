"""Forms: read them, tell their kind, choose the search form and submit keywords through it.

=================  ==========================================================================
module             purpose
=================  ==========================================================================
``model``          :class:`Form`, :class:`Field`, :data:`FORM_TYPES` (Álvarez §III.4.1)
``parse``          HTML → forms, the page parsed once; cheap ranking of pages with many forms
``fields``         one control → :class:`Field` (type, default value, constraints)
``labels``         the texts that label a control (Álvarez §III.4.1, without a browser)
``classify``       a form's type: safety veto, trained SFC, rules (:func:`classify_form`)
``features``       the trained classifier's features (Barbosa & Freire SFC, §4)
``trained``        the trained classifier's model and its loading
``rules``          the hand-written form-type rules
``safety``         state-changing forms and the evidence of search (issue #12)
``keyword``        the keyword field, the page's search form, :func:`assess` (one call per form)
``relevance``      the fields a domain's attributes are matched with (Álvarez §III.4.2)
``links``          links to a site's search page
``template``       query templates (He et al. §3, Álvarez §III.4.4)
``resultpage``     result pages without the search form they repeat
``cli``            ``python -m hiddenweb.forms PAGE.html``
=================  ==========================================================================
"""

from hiddenweb.forms.classify import RULES_VETO, Classification, classify_form, form_type
from hiddenweb.forms.cli import main
from hiddenweb.forms.fields import MAX_OPTIONS
from hiddenweb.forms.keyword import FormAssessment, assess, choose_search_form, find_search_form, keyword_field
from hiddenweb.forms.labels import MAX_LABEL_CHARS
from hiddenweb.forms.links import search_links
from hiddenweb.forms.model import (
    BOUNDED_TYPES,
    DEFAULT_ENCTYPE,
    FORM_TYPES,
    SUBMIT_TYPES,
    UNSAFE_FORM_TYPES,
    Field,
    Form,
)
from hiddenweb.forms.parse import MAX_FIELDS_PER_FORM, MAX_FORM_HTML, MAX_FORMS, forms_from_root, parse_forms
from hiddenweb.forms.relevance import match_inputs
from hiddenweb.forms.resultpage import MAX_SEARCH_FORM_TEXT, without_search_form
from hiddenweb.forms.rules import rule_form_type
from hiddenweb.forms.template import (
    PLACEHOLDER,
    TEMPLATE_KINDS,
    QueryTemplate,
    query_template,
    script_submitted,
    urlencode_pairs,
)
from hiddenweb.forms.trained import FormModelError, load_model

#: The name :mod:`hiddenweb.results` imports (``urlencode_pairs`` is the public one).
_urlencode = urlencode_pairs

__all__ = [
    "BOUNDED_TYPES",
    "DEFAULT_ENCTYPE",
    "FORM_TYPES",
    "MAX_FIELDS_PER_FORM",
    "MAX_FORMS",
    "MAX_FORM_HTML",
    "MAX_LABEL_CHARS",
    "MAX_OPTIONS",
    "MAX_SEARCH_FORM_TEXT",
    "PLACEHOLDER",
    "RULES_VETO",
    "SUBMIT_TYPES",
    "TEMPLATE_KINDS",
    "UNSAFE_FORM_TYPES",
    "Classification",
    "Field",
    "Form",
    "FormAssessment",
    "FormModelError",
    "QueryTemplate",
    "assess",
    "choose_search_form",
    "classify_form",
    "find_search_form",
    "form_type",
    "forms_from_root",
    "keyword_field",
    "load_model",
    "main",
    "match_inputs",
    "parse_forms",
    "query_template",
    "rule_form_type",
    "script_submitted",
    "search_links",
    "urlencode_pairs",
    "without_search_form",
]
