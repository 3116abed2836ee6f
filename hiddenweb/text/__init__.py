"""Text utilities shared by every algorithm: one tokenizer family, label similarity, HTML input.

* :mod:`hiddenweb.text.tokens` — tokenizers, query terms, stop words (re-exported here:
  ``from hiddenweb.text import tokenize, terms``); its docstring says which tokenizer is for what;
* :mod:`hiddenweb.text.similarity` — SoftTFIDF and Jaro-Winkler for labels and field names;
* :mod:`hiddenweb.text.html` — decoding and parsing pages without ever raising, visible text.
"""

from hiddenweb.text import tokens as _tokens
from hiddenweb.text.tokens import *  # noqa: F403

__all__ = list(_tokens.__all__)
