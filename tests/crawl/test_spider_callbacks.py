"""Our spiders switch off Scrapy's per-response check of generator callbacks; it must stay needless."""

from __future__ import annotations

import inspect

import pytest
from scrapy.utils.misc import is_generator_with_return_value

from hiddenweb.spiders.discover import DiscoverSpider
from hiddenweb.spiders.harvest import HarvestSpider


@pytest.mark.parametrize("spider", [HarvestSpider, DiscoverSpider])
def test_no_generator_callback_returns_a_value(spider: type) -> None:
    assert spider.custom_settings["WARN_ON_GENERATOR_RETURN_VALUE"] is False
    callbacks = [f for _, f in inspect.getmembers(spider, inspect.isfunction) if inspect.isgeneratorfunction(f)]
    assert callbacks  # the check below looks at something
    assert [f.__name__ for f in callbacks if is_generator_with_return_value(f)] == []
