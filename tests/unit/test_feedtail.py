"""Records a feed already ends with are not emitted again on recovery (issue #12, kill soak)."""

from __future__ import annotations

import json
from pathlib import Path

from hiddenweb.feedstorage import local_feed_paths
from hiddenweb.feedtail import keys_in_feeds, keys_in_tail


def test_keys_in_tail_reads_written_records_and_skips_a_torn_line(tmp_path: Path) -> None:
    feed = tmp_path / "records.jsonl"
    lines = [json.dumps({"key": f"u:{n}", "fields": {}}) for n in range(5)]
    feed.write_text("\n".join(lines) + "\n" + json.dumps({"term": "x"}) + "\n" + '{"key": "u:torn", "fie')
    assert keys_in_tail(feed) == {f"u:{n}" for n in range(5)}


def test_only_the_tail_is_read(tmp_path: Path) -> None:
    feed = tmp_path / "records.jsonl"
    feed.write_text("".join(json.dumps({"key": f"u:{n:05d}"}) + "\n" for n in range(2000)))
    tail = keys_in_tail(feed, tail_bytes=1000)
    assert "u:01999" in tail and "u:00000" not in tail
    assert all(key.startswith("u:0") and len(key) == 7 for key in tail)  # no cut first line


def test_missing_feeds_and_remote_feeds(tmp_path: Path) -> None:
    assert keys_in_feeds([tmp_path / "none.jsonl"]) == set()
    paths = local_feed_paths(
        {
            str(tmp_path / "a.jsonl"): {"format": "jsonlines"},
            "s3://b/c": {"format": "jsonlines"},
            "d-%(time)s.jsonl": {"format": "jsonlines"},
            "e.csv": {"format": "csv"},
        }
    )
    assert paths == [tmp_path / "a.jsonl"]
