"""Offer the forms ``discover`` finds to ``harvest`` workers through a Redis form queue.

Enabled by ``HIDDENWEB_FORMS_QUEUE`` (e.g. ``redis://127.0.0.1:6379/0#books``);
the ``discover`` spider installs it, another project can too::

    ITEM_PIPELINES = {"hiddenweb.pipelines.handoff.FormQueuePipeline": 800}

Forms with a query template go to the queue (best domain relevance first),
once per form key even across several ``discover`` workers; the items pass
on unchanged, so the forms feed still has them. While the spider runs the
pipeline says every few seconds that this producer is alive; waiting
``harvest -a forms=redis://…`` workers close only once no producer is.
"""

from __future__ import annotations

import logging
from typing import Any

from itemadapter import ItemAdapter
from scrapy.exceptions import NotConfigured
from twisted.internet.task import LoopingCall

from hiddenweb.handoff import PRODUCER_TTL, FormQueue, FormQueueError

logger = logging.getLogger(__name__)


class FormQueuePipeline:
    def __init__(self, crawler: Any, url: str) -> None:
        self.crawler = crawler
        try:
            self.queue = FormQueue(url)
        except FormQueueError as error:  # the discover spider reports it and closes (bad_arguments)
            raise NotConfigured(f"HIDDENWEB_FORMS_QUEUE: {error}") from None
        self._alive = LoopingCall(self.queue.producing)

    @classmethod
    def from_crawler(cls, crawler: Any) -> FormQueuePipeline:
        url = crawler.settings.get("HIDDENWEB_FORMS_QUEUE") or ""
        if not url:
            raise NotConfigured("HIDDENWEB_FORMS_QUEUE is not set")
        return cls(crawler, url)

    def open_spider(self) -> None:
        self._alive.start(PRODUCER_TTL / 3, now=True)
        logger.info("Offering relevant forms to the form queue %r", self.queue.name)

    def close_spider(self) -> None:
        if self._alive.running:
            self._alive.stop()
        self.queue.stopped_producing()
        self.queue.close()

    def process_item(self, item: Any) -> Any:
        adapter = ItemAdapter(item)
        template = adapter.get("template")
        if (
            template
            and adapter.get("key")
            and self.queue.offer(adapter["key"], template, float(adapter.get("relevance") or 0.0))
        ):
            self.crawler.stats.inc_value("hiddenweb/discover/forms_offered")
        return item
