"""Shape 7: a topic-specific site over the demo corpus (stdlib docstrings).

The real demo caps results at 1,000 on a large corpus; for tests this variant
serves a deterministic 3,000-document subset with ``result_cap=100`` so query
policies can be compared in seconds.
"""

from __future__ import annotations

from functools import lru_cache

from hiddenweb.demo.corpus import Document, build_corpus
from hiddenweb.demo.site import DemoSite


@lru_cache(maxsize=4)
def topic_corpus(n_docs: int = 3000, min_docs: int = 0) -> tuple[Document, ...]:
    """``n_docs`` documents chosen by id (a hash: spread over all modules), in corpus order."""
    docs = build_corpus(min_docs)
    chosen = set(sorted(d.id for d in docs)[:n_docs])
    return tuple(d for d in docs if d.id in chosen)


class TopicSite(DemoSite):
    name = "topic"
    site_title = "PyDoc Topics"

    def __init__(self, *, n_docs: int = 3000, result_cap: int = 100, page_size: int = 10, min_docs: int = 0) -> None:
        # One page size and no listing for the empty query: policies are compared on their terms alone.
        super().__init__(
            topic_corpus(n_docs, min_docs),
            result_cap=result_cap,
            page_size=page_size,
            per_page=(),
            per_page_links=(),
            listing_cap=0,
        )
