"""The JOBDIR journal of the in-process state: atomic changes, torn and damaged lines, compaction.

A process killed with SIGKILL stops between two journal lines (or in the
middle of one): the tests replay every prefix of a real journal, and torn or
damaged files, and check what a resumed crawl would see.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest

from hiddenweb.state import CrawlState, MemoryState, StateCorrupt, open_state


def _lines(path: Path) -> list[bytes]:
    return path.read_bytes().splitlines(keepends=True)


def _killed(state: CrawlState) -> None:
    """What SIGKILL leaves: the journal as written so far, no close (no compaction)."""
    assert isinstance(state, MemoryState) and state._journal is not None
    state._journal.close()
    state._journal = None


def _resume_from(lines: list[bytes], path: Path) -> MemoryState:
    path.write_bytes(b"".join(lines))
    return MemoryState(path)


# -- #12.2: a claim, its log entry and its hold are one journal line -------------------------------
def test_add_held_is_one_journal_line(tmp_path: Path) -> None:
    state = open_state(jobdir=str(tmp_path), prefix="t")
    journal = tmp_path / "t-state.jsonl"
    state.add_held(
        "keys",
        ["a", "b", "a"],
        log="docs",
        entries=["da", "db", "da2"],
        queue="outbox",
        items=[{"k": "a"}, {"k": "b"}, {"k": "a2"}],
        lease=600,
    )
    assert len(_lines(journal)) == 1
    state.add("claims", ["q1", "q2"], log="issued", entries=["e1", "e2"])
    assert len(_lines(journal)) == 2
    state.add_held("keys", ["a"], log="docs", entries=["da3"], queue="outbox", items=[{"k": "a3"}], lease=600)
    assert len(_lines(journal)) == 2  # nothing new: nothing written


def test_a_kill_between_any_two_lines_leaves_no_claimed_record_without_its_hold(tmp_path: Path) -> None:
    """Every record key the resumed state counts as seen is either still held (to be emitted) or was acked."""
    state = MemoryState(tmp_path / "run.jsonl")
    key_of: dict[str, str] = {}
    for page in range(4):
        keys = [f"r{page}-{i}" for i in range(3)] + ["r0-0"]  # one record seen on every page
        tokens = state.add_held(
            "keys",
            keys,
            log="docs",
            entries=[{"k": k} for k in keys],
            queue="outbox",
            items=[{"k": k} for k in keys],
            lease=600,
        )
        state.add("queries", [f"q{page}"], log="issued", entries=[f"q{page}"])
        for key, token in zip(keys, tokens):
            if token is not None:
                key_of[token] = key
                if page % 2:  # the feed wrote these: released
                    state.ack("outbox", token)
    _killed(state)
    lines = _lines(tmp_path / "run.jsonl")
    for cut in range(len(lines) + 1):
        resumed = _resume_from(lines[:cut], tmp_path / f"cut{cut}.jsonl")
        acked = {key_of[json.loads(line)[2]] for line in lines[:cut] if json.loads(line)[0] == "ack"}
        held = set()
        while (taken := resumed.pop("outbox")) is not None:
            held.add(taken[1]["k"])
        claimed = {entry["k"] for entry in resumed.read("docs")}
        assert resumed.size("keys") == len(claimed), f"a key claimed without its log entry (cut after {cut} lines)"
        assert claimed == held | acked, f"a claimed record was neither held nor emitted (cut after {cut} lines)"
        assert resumed.size("queries") == resumed.length("issued")


# -- #12.3: a torn last line is cut off; a damaged line in the middle is refused --------------------
def test_a_torn_last_line_is_cut_off_before_the_next_run_appends(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    journal = tmp_path / "t-state.jsonl"
    first = open_state(jobdir=str(tmp_path), prefix="t")
    first.add("s", ["a"])
    _killed(first)
    with journal.open("a", encoding="utf-8") as f:
        f.write('["add","s",["b"')  # what a kill in the middle of a write leaves
    caplog.set_level(logging.WARNING)
    second = open_state(jobdir=str(tmp_path), prefix="t")
    assert second.has("s", "a") and not second.has("s", "b")
    assert journal.read_bytes() == b'["add","s",["a"]]\n'  # the torn line is gone from the file
    assert "line 2: incomplete line" in caplog.text and "discarded it" in caplog.text
    assert "at the end" not in caplog.text
    second.add("s", ["c"])  # the resumed run's work
    second.incr("n", "pages", 5)
    _killed(second)
    third = open_state(jobdir=str(tmp_path), prefix="t")  # and the next resume sees all of it
    assert third.has("s", "a") and third.has("s", "c") and third.counter("n", "pages") == 5


def test_an_unreadable_complete_last_line_is_cut_off_too(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    journal.write_bytes(b'["add","s",["a"]]\n\x00\x00\x00\x00\n')  # what a crash of the machine may leave
    state = MemoryState(journal)
    assert state.has("s", "a")
    assert journal.read_bytes() == b'["add","s",["a"]]\n'


@pytest.mark.parametrize(
    "bad", [b"{garbage", b'["add","s",["x"]', b'"not an array"', b'["frobnicate","s"]', b'["add","s"]']
)
def test_a_damaged_line_in_the_middle_is_refused_naming_file_and_line(tmp_path: Path, bad: bytes) -> None:
    journal = tmp_path / "j.jsonl"
    content = b'["add","s",["a"]]\n' + bad + b'\n["add","s",["b"]]\n'
    journal.write_bytes(content)
    with pytest.raises(StateCorrupt, match=rf"{journal}, line 2: ") as raised:
        MemoryState(journal)
    assert raised.value.reason == "state_corrupt"
    assert journal.read_bytes() == content  # never cut silently


# -- compaction ------------------------------------------------------------------------------------
def test_the_journal_is_compacted_as_it_grows_and_resumes_from_the_compaction(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    state = MemoryState(journal, compact_min_bytes=2_000, compact_factor=2.0)
    sizes = []
    for i in range(3_000):
        state.incr("c", "pages")
        state.add("s", [f"m{i % 50}"])
        sizes.append(journal.stat().st_size)
    assert max(sizes) < 10_000  # 3,000 increments are ~90 kB of lines: compacted on the way
    assert journal.read_bytes().startswith(b'["snapshot",')
    _killed(state)
    resumed = MemoryState(journal)
    assert resumed.counter("c", "pages") == 3_000 and resumed.size("s") == 50


def test_a_long_journal_is_compacted_when_resumed(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    journal.write_bytes(b"".join(b'["incr","c","k",1]\n' for _ in range(5_000)))
    state = MemoryState(journal, compact_min_bytes=1_000)
    assert state.counter("c", "k") == 5_000
    assert len(_lines(journal)) == 1 and journal.read_bytes().startswith(b'["snapshot",')
    state.incr("c", "k")
    _killed(state)
    assert MemoryState(journal).counter("c", "k") == 5_001


def test_a_compaction_cut_short_leaves_the_journal_as_it_was(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    state = MemoryState(journal, compact_min_bytes=100)
    state.add("s", ["a"])
    _killed(state)
    # A kill while the snapshot was being written: the temporary file, never renamed over the journal.
    (tmp_path / "j.jsonl.compacting").write_bytes(b'["snapshot",1,{"sets":{"s":')
    resumed = MemoryState(journal, compact_min_bytes=100)
    assert resumed.has("s", "a")
    for i in range(20):
        resumed.add("s", [f"x{i}"])  # compacts again, over the leftover
    resumed.close()
    assert not (tmp_path / "j.jsonl.compacting").exists()
    assert MemoryState(journal).size("s") == 21


def test_a_snapshot_of_an_earlier_version_is_read_and_folded_in(tmp_path: Path) -> None:
    journal = tmp_path / "t-state.jsonl"
    legacy = tmp_path / "t-state.snapshot.json"
    legacy.write_text(
        json.dumps(
            {
                "sets": {"s": ["a"]},
                "counters": {"c": {"k": 2}},
                "logs": {"l": [1]},
                "values": {"v": 3},
                "queues": {"q": [["t1", 1.0, "item"]]},
            }
        ),
        encoding="utf-8",
    )
    journal.write_bytes(b'["add","s",["b"]]\n["incr","c","k",1]\n')
    state = MemoryState(journal)
    assert state.size("s") == 2 and state.counter("c", "k") == 3 and state.read("l") == [1]
    assert state.get("v") == 3 and state.pop("q") is not None
    state.close()
    assert not legacy.exists()
    reopened = MemoryState(journal)
    assert reopened.size("s") == 2 and reopened.counter("c", "k") == 3 and reopened.pending("q") == 1


def test_a_damaged_snapshot_of_an_earlier_version_is_refused(tmp_path: Path) -> None:
    legacy = tmp_path / "t-state.snapshot.json"
    legacy.write_text('{"sets": {"s": ["a"]}, "counte', encoding="utf-8")
    with pytest.raises(StateCorrupt, match=r"t-state\.snapshot\.json: not a crawl state snapshot"):
        MemoryState(tmp_path / "t-state.jsonl")
