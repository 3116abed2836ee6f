"""Our spiders switch off Scrapy's per-response check of generator callbacks and its 100 item workers a
response; both must stay needless."""

from __future__ import annotations

import inspect

import pytest
from scrapy.utils.misc import is_generator_with_return_value, load_object
from scrapy.utils.test import get_crawler

from hiddenweb.spiders.discover import DiscoverSpider
from hiddenweb.spiders.harvest import HarvestSpider


@pytest.mark.parametrize("spider", [HarvestSpider, DiscoverSpider])
def test_no_generator_callback_returns_a_value(spider: type) -> None:
    assert spider.custom_settings["WARN_ON_GENERATOR_RETURN_VALUE"] is False
    callbacks = [f for _, f in inspect.getmembers(spider, inspect.isfunction) if inspect.isgeneratorfunction(f)]
    assert callbacks  # the check below looks at something
    assert [f.__name__ for f in callbacks if is_generator_with_return_value(f)] == []


@pytest.mark.parametrize("spider", [HarvestSpider, DiscoverSpider])
def test_few_item_workers_suffice_as_every_item_pipeline_is_synchronous(spider: type) -> None:
    """Scrapy starts CONCURRENT_ITEMS worker tasks for every response (100 by default; 10% of discover's
    CPU); they only overlap pipelines that wait, and ours never wait."""
    crawler = get_crawler(spider, {"ADDONS": {"hiddenweb.addon.HiddenWeb": 0}})
    assert crawler.settings.getint("CONCURRENT_ITEMS") <= 8
    pipelines = [load_object(p) for p in crawler.settings.getwithbase("ITEM_PIPELINES")]
    if spider is HarvestSpider:
        assert pipelines  # the check below looks at something
    waiting = [p for p in pipelines if inspect.iscoroutinefunction(p.process_item)]
    assert waiting == []
    project = get_crawler(spider, {"ADDONS": {"hiddenweb.addon.HiddenWeb": 0}, "CONCURRENT_ITEMS": 50})
    assert project.settings.getint("CONCURRENT_ITEMS") == 50  # a project with pipelines that wait decides


def test_a_page_too_short_to_judge_is_vouched_for_by_the_link_that_led_to_it() -> None:
    from hiddenweb.discover.pages import PageText
    from hiddenweb.spiders.discover import _vouched_for

    splash = PageText(title="Welkom", body="Nederlands English Deutsch")
    article = PageText(title="Weather", body=" ".join(["rain and sun over the hills"] * 20))
    from_on_topic = {"url": "http://b.test/", "parent": "http://a.test/", "score": 0.9}
    assert _vouched_for("http://b.test/", splash, from_on_topic)  # a language choice reached from an on-topic page
    assert not _vouched_for("http://b.test/", article, from_on_topic)  # a page with text is judged by its text
    # …but not on its own site: an on-topic site's site map is no dead end.
    assert _vouched_for("http://a.test/map", article, dict(from_on_topic, url="http://a.test/map"))
    off = {"url": "http://b.test/", "parent": "http://a.test/", "score": 0.0, "off_topic": True}
    assert not _vouched_for("http://b.test/", splash, off)
    assert _vouched_for("http://dir.test/", article, {"url": "http://dir.test/", "seed": True})  # the user chose it
    # A page of a script written without spaces is no splash page for having few spaces in it.
    shop = PageText(
        title="电子产品 成都",
        body="首页 电子产品 博客 联系我们 " + "新可以免费预约本月参加时间免费开放于家庭冬季参加" * 4,
    )
    thai = PageText(title="อุปกรณ์ศิลปะ", body="หน้าแรก " + "ผู้เข้าชมเวลาช่วงฟรีห้องสมุดห้องจัดแสดงและเก่าทะเบียน" * 4)
    assert not _vouched_for("http://b.test/", shop, from_on_topic)
    assert not _vouched_for("http://b.test/", thai, from_on_topic)
    assert _vouched_for("http://b.test/", PageText(title="欢迎", body="中文 English ภาษาไทย"), from_on_topic)
