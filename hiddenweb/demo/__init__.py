"""The embedded demo: a stdlib-docstring corpus, its search index and a hidden-web site serving it.

* :mod:`hiddenweb.demo.corpus`: ``build_corpus(min_docs=0) -> list[Document]``
* :mod:`hiddenweb.demo.index`: ``SearchIndex`` (AND search, ``term_postings``)
* :mod:`hiddenweb.demo.site`: ``DemoSite``, ``serve()``, ``main()``
* :mod:`hiddenweb.demo.server`: the small threaded web-app framework the sites share
"""

from .corpus import Document, build_corpus
from .index import SearchIndex, tokenize
from .site import DemoSite, main, serve

__all__ = ["DemoSite", "Document", "SearchIndex", "build_corpus", "main", "serve", "tokenize"]
