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

from scrapy.extensions.feedexport import FileFeedStorage


class DurableFileFeedStorage(FileFeedStorage):
    """``FEED_STORAGES = {"": ..., "file": "hiddenweb.feedstorage.DurableFileFeedStorage"}``."""

    def open(self, spider: Any) -> IO[bytes]:
        path = Path(self.path)
        path.parent.mkdir(parents=True, exist_ok=True)
        return path.open(self.write_mode, buffering=0)
