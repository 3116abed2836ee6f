"""A local feed storage that hands each item to the OS as soon as it is exported.

Scrapy's :class:`~scrapy.extensions.feedexport.FileFeedStorage` buffers writes
in the process, so a crawl killed with SIGKILL loses the items still in the
buffer although the crawl state already counts them as seen. Unbuffered, each
exported line reaches the file with one ``write`` call; a resumed crawl then
finds in the feed every record its state has seen.
"""

from __future__ import annotations

from pathlib import Path
from typing import IO, Any
from urllib.parse import urlsplit

from scrapy.extensions.feedexport import FileFeedStorage


class DurableFileFeedStorage(FileFeedStorage):
    """``FEED_STORAGES = {"": ..., "file": "hiddenweb.feedstorage.DurableFileFeedStorage"}``."""

    def open(self, spider: Any) -> IO[bytes]:
        path = Path(self.path)
        path.parent.mkdir(parents=True, exist_ok=True)
        return path.open(self.write_mode, buffering=0)


def local_feed_paths(feeds: dict[str, Any]) -> list[Path]:
    """The local JSON-lines files among a crawl's ``FEEDS`` (URIs without ``%(…)s`` placeholders)."""
    paths = []
    for uri, options in feeds.items():
        uri = str(uri)
        fmt = (options or {}).get("format", "") if isinstance(options, dict) else ""
        if "%(" in uri or fmt not in ("jsonlines", "jl", ""):
            continue
        if uri.startswith("file://"):
            paths.append(Path(urlsplit(uri).path))
        elif "://" not in uri:
            paths.append(Path(uri))
    return paths
