"""The form model: a form, its fields, and the form types hiddenweb tells apart.

Álvarez (DeepBot, §III.4.1) models a form as a set of fields, each with the
texts that label it, *bounded* (select, checkbox, radio: the values are
given by the page) or *unbounded* (free text), plus submission controls.
:class:`Form` and :class:`Field` are that model, with what a browser needs
to submit the form untouched (:meth:`Form.defaults`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "BOUNDED_TYPES",
    "DEFAULT_ENCTYPE",
    "FORM_TYPES",
    "SUBMIT_TYPES",
    "UNSAFE_FORM_TYPES",
    "Field",
    "Form",
]

#: The form types hiddenweb tells apart (the rules return any of them; the
#: trained model every one but ``delete``, see :data:`hiddenweb.forms.trained.TRAINED_TYPES`).
FORM_TYPES: tuple[str, ...] = (
    "search",
    "login",
    "registration",
    "password_recovery",
    "contact",
    "mailing_list",
    "order",
    "delete",
    "other",
)
#: Form types never submitted by default (issue #2: never log in, register,
#: write to people, subscribe, order or delete anything).
UNSAFE_FORM_TYPES = frozenset(
    {"login", "registration", "password_recovery", "contact", "mailing_list", "order", "delete"}
)
#: Field types whose values are given by the page (Álvarez §III.4.1).
BOUNDED_TYPES = frozenset({"select", "checkbox", "radio"})
#: Field types that submit a form.
SUBMIT_TYPES = frozenset({"submit", "image"})
#: Field types a person neither types into nor chooses from: the page's hidden values and its buttons.
NO_INPUT_TYPES = frozenset({"hidden", "submit", "image", "button", "reset"})
DEFAULT_ENCTYPE = "application/x-www-form-urlencoded"


@dataclass
class Field:
    """One form control (a radio group is one field whose ``options`` are its buttons)."""

    name: str
    type: str
    value: str = ""
    options: list[tuple[str, str]] = field(default_factory=list)
    checked: bool = False
    required: bool = False
    disabled: bool = False
    label: str = ""
    texts: list[str] = field(default_factory=list)
    id: str = ""
    placeholder: str = ""
    autocomplete: str = ""
    size: int = 0
    maxlength: int = 0
    multiple: bool = False
    readonly: bool = False
    #: Values selected by default in a ``<select multiple>``.
    selected: list[str] = field(default_factory=list)
    #: Other attributes that matter now and then (formaction, formmethod, pattern, inputmode, min, max, tag).
    attrs: dict[str, str] = field(default_factory=dict)

    @property
    def bounded(self) -> bool:
        """Values come from the page (select/checkbox/radio), Álvarez §III.4.1."""
        return self.type in BOUNDED_TYPES

    def defaults(self) -> list[tuple[str, str]]:
        """The ``(name, value)`` pairs a browser sends for this field when the form is
        submitted untouched (submit buttons excluded: they send only when clicked)."""
        if not self.name or self.disabled:
            return []
        t = self.type
        if t in SUBMIT_TYPES or t in ("button", "reset", "file"):
            return []
        if t == "checkbox":
            return [(self.name, self.value or "on")] if self.checked else []
        if t == "radio":
            return [(self.name, self.value)] if self.checked else []
        if t == "select":
            if self.multiple:
                return [(self.name, v) for v in self.selected]
            if not self.options and not self.value:
                return []
            return [(self.name, self.value)]
        return [(self.name, self.value)]

    def click_pairs(self) -> list[tuple[str, str]]:
        """The pairs this submit control adds when it is the one clicked."""
        if not self.name or self.disabled:
            return []
        if self.type == "image":
            return [(self.name + ".x", "0"), (self.name + ".y", "0")]
        return [(self.name, self.value)]

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (the form items of ``discover`` and the query templates carry it)."""
        return {
            "name": self.name,
            "type": self.type,
            "value": self.value,
            "options": [list(o) for o in self.options],
            "checked": self.checked,
            "required": self.required,
            "disabled": self.disabled,
            "label": self.label,
            "texts": list(self.texts),
            "id": self.id,
            "placeholder": self.placeholder,
            "autocomplete": self.autocomplete,
            "size": self.size,
            "maxlength": self.maxlength,
            "multiple": self.multiple,
            "readonly": self.readonly,
            "selected": list(self.selected),
            "attrs": dict(self.attrs),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Field:
        """The field :meth:`to_dict` wrote."""
        kwargs = {k: d[k] for k in cls.__dataclass_fields__ if k in d}
        kwargs["options"] = [(str(o[0]), str(o[1])) for o in d.get("options", [])]
        return cls(**kwargs)


@dataclass
class Form:
    """One ``<form>`` of a page, ready to be classified and submitted."""

    url: str
    action: str
    method: str = "GET"
    enctype: str = DEFAULT_ENCTYPE
    #: Position of the form among all the forms of its page (``document.forms[index]``).
    index: int = 0
    id: str = ""
    name: str = ""
    fields: list[Field] = field(default_factory=list)
    text: str = ""
    submits: list[Field] = field(default_factory=list)
    #: Charset queries are encoded in (accept-charset, else the page's encoding).
    encoding: str = "utf-8"
    #: class, role, in_search_landmark ("1" inside role=search/<search>), accept-charset, onsubmit...
    attrs: dict[str, str] = field(default_factory=dict)
    #: The form's markup (capped at :data:`hiddenweb.forms.parse.MAX_FORM_HTML`), kept in its JSON form.
    html: str = ""
    #: The parsed ``<form>`` element this form was read from, for the trained classifier's
    #: features (:mod:`hiddenweb.forms.features`); ``None`` for a form rebuilt from JSON.
    #: Not serialised, not compared.
    element: Any = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.submits:
            self.submits = [f for f in self.fields if f.type in SUBMIT_TYPES]

    def field_named(self, name: str) -> Field | None:
        """The first field called ``name``, or ``None``."""
        for f in self.fields:
            if f.name == name:
                return f
        return None

    def defaults(self, submit: Field | bool | None = True) -> list[tuple[str, str]]:
        """Form data a browser would send untouched, in document order.

        ``submit=True`` clicks the first submit button that has a name (many
        sites check it); a :class:`Field` clicks that one; ``False``/``None``
        clicks none.
        """
        if submit is True:
            submit = next((s for s in self.submits if s.name and not s.disabled), None)
        pairs: list[tuple[str, str]] = []
        for f in self.fields:
            if f is submit:
                pairs.extend(f.click_pairs())
                submit = None  # once
            else:
                pairs.extend(f.defaults())
        return pairs

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict (without :attr:`element`)."""
        return {
            "url": self.url,
            "action": self.action,
            "method": self.method,
            "enctype": self.enctype,
            "index": self.index,
            "id": self.id,
            "name": self.name,
            "text": self.text,
            "encoding": self.encoding,
            "attrs": dict(self.attrs),
            "fields": [f.to_dict() for f in self.fields],
            "html": self.html,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Form:
        """The form :meth:`to_dict` wrote."""
        fields = [Field.from_dict(x) for x in d.get("fields", [])]
        return cls(
            url=d.get("url", ""),
            action=d.get("action", ""),
            method=d.get("method", "GET"),
            enctype=d.get("enctype", DEFAULT_ENCTYPE),
            index=int(d.get("index", 0)),
            id=d.get("id", ""),
            name=d.get("name", ""),
            fields=fields,
            text=d.get("text", ""),
            encoding=d.get("encoding", "utf-8"),
            attrs=dict(d.get("attrs", {})),
            html=d.get("html", ""),
        )
