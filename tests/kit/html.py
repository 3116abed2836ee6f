"""HTML shared by the local sites."""

from __future__ import annotations


def html_document(title: str, body: str, head: str = "") -> str:
    """A minimal UTF-8 HTML page around ``body``: the JS sites and the generated web wrap theirs in it.

    ``title`` and ``body`` are HTML already (not escaped here), so a site
    writes exactly the markup it wants a crawler to meet.
    """
    return (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
        f"<body>{body}</body></html>"
    )
