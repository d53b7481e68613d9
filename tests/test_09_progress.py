"""Lesson 09 flashcard progress: the file is written atomically and never silently lost.

Missing, corrupt, old-format and newer-format files; two processes writing at once; a
directory nobody may write to; a crash in the middle of a write. Each test reads the file
back from disk, so it checks what a student would find the next day.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import subprocess
from pathlib import Path

import pytest

from lab_code.interview import progress as progress_module
from lab_code.interview.leitner import CardRecord
from lab_code.interview.progress import FORMAT, VERSION, Progress, ProgressNotSaved, ProgressStore

WRITES_PER_PROCESS = 40


def _saved(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_missing_file_starts_empty_and_says_so(tmp_path):
    progress, notes = ProgressStore(tmp_path / "cards.json").load()
    assert progress == Progress()
    assert "还没有进度文件 cards.json" in notes[0]
    assert not (tmp_path / "cards.json").exists()  # created by the first save, not by reading


def test_save_then_load_round_trips(tmp_path):
    store = ProgressStore(tmp_path / "sub" / "cards.json")  # the directory is created too
    mine = Progress(3, {"selftest.01": CardRecord(box=2, due=5, reviews=1, right=1)}, ["pair.a", "pair.b"])
    store.save(mine)
    data = _saved(store.path)
    assert data["format"] == FORMAT and data["version"] == VERSION
    loaded, notes = ProgressStore(store.path).load()
    assert loaded == mine
    assert "第 3 轮" in notes[0]


@pytest.mark.parametrize(
    "content",
    [
        '{"format": "tool-calling-lab/flashcards", "version": 2, "sess',
        "not json at all",
        "[1, 2]",
        '{"x": 1}',
        '{"format": "tool-calling-lab/flashcards", "version": 2, "session": 1, "queue": [], '
        '"cards": {"a": {"box": 9}}}',
    ],
    ids=["truncated", "garbage", "not-an-object", "foreign-json", "box-out-of-range"],
)
def test_corrupt_file_is_backed_up_not_discarded(tmp_path, content):
    path = tmp_path / "cards.json"
    path.write_text(content, encoding="utf-8")
    progress, notes = ProgressStore(path).load()
    assert progress == Progress()
    backup = tmp_path / "cards.corrupt-1.json"
    assert backup.read_text(encoding="utf-8") == content  # byte for byte what was there
    assert "坏了" in notes[0] and backup.name in notes[0]
    assert not path.exists()
    # a second corrupt file does not overwrite the first backup
    path.write_text("again broken", encoding="utf-8")
    ProgressStore(path).load()
    assert backup.read_text(encoding="utf-8") == content
    assert (tmp_path / "cards.corrupt-2.json").read_text(encoding="utf-8") == "again broken"


def test_old_format_is_migrated_and_backed_up(tmp_path):
    path = tmp_path / "cards.json"
    old = {"version": 1, "boxes": {"selftest.01": 3, "pair.fc-vs-mcp": 1}}
    path.write_text(json.dumps(old), encoding="utf-8")
    progress, notes = ProgressStore(path).load()
    assert progress.cards["selftest.01"].box == 3 and progress.cards["pair.fc-vs-mcp"].box == 1
    assert _saved(tmp_path / "cards.v1-backup.json") == old
    assert "旧格式" in notes[0] and "2 张卡" in notes[0]


def test_newer_format_is_left_alone_and_never_overwritten(tmp_path):
    path = tmp_path / "cards.json"
    newer = {"format": FORMAT, "version": VERSION + 1, "whatever": "a later course wrote this"}
    path.write_text(json.dumps(newer), encoding="utf-8")
    store = ProgressStore(path)
    progress, notes = store.load()
    assert "更新版本" in notes[0]
    with pytest.raises(ProgressNotSaved, match="更新版本"):
        store.save(Progress(1, {"a": CardRecord(reviews=1)}, []))
    assert _saved(path) == newer


def test_file_corrupted_between_load_and_save_is_backed_up_first(tmp_path):
    path = tmp_path / "cards.json"
    store = ProgressStore(path)
    store.load()
    path.write_text("someone else's half-written file", encoding="utf-8")
    store.save(Progress(1, {"a": CardRecord(reviews=1)}, []))
    assert (tmp_path / "cards.corrupt-1.json").read_text(
        encoding="utf-8"
    ) == "someone else's half-written file"
    assert _saved(path)["cards"]["a"]["reviews"] == 1
    assert "已备份为 cards.corrupt-1.json" in store.notes[0]


def test_a_crash_while_writing_leaves_the_old_file_whole(tmp_path, monkeypatch):
    path = tmp_path / "cards.json"
    store = ProgressStore(path)
    store.save(Progress(1, {"a": CardRecord(reviews=1)}, []))
    before = path.read_text(encoding="utf-8")

    def crash(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(progress_module.os, "replace", crash)
    with pytest.raises(ProgressNotSaved, match="No space left on device"):
        store.save(Progress(2, {"a": CardRecord(reviews=2)}, []))
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []  # no temp file left behind


def _rate_many(path: str, prefix: str, ready) -> None:
    """One writer: rates its own cards again and again, saving after each rating."""
    store = ProgressStore(path)
    mine, _ = store.load()
    ready.wait()
    for n in range(1, WRITES_PER_PROCESS + 1):
        mine.cards[f"{prefix}.{n % 5}"] = CardRecord(box=1 + n % 5, reviews=n)
        mine = store.save(mine)


def test_concurrent_writers_merge_and_never_tear_the_file(tmp_path):
    path = tmp_path / "cards.json"
    ctx = multiprocessing.get_context("spawn")  # no fork of a process that runs threads
    ready = ctx.Event()
    writers = [ctx.Process(target=_rate_many, args=(str(path), name, ready)) for name in ("tab1", "tab2")]
    for writer in writers:
        writer.start()
    ready.set()
    seen = 0
    while any(w.is_alive() for w in writers):  # a reader during the writes: never half a file
        if path.exists():
            json.loads(path.read_text(encoding="utf-8"))
            seen += 1
    for writer in writers:
        writer.join(timeout=60)
        assert writer.exitcode == 0
    cards = _saved(path)["cards"]
    for prefix in ("tab1", "tab2"):  # neither tab wiped out the other's ratings
        assert {cid for cid in cards if cid.startswith(prefix)} == {f"{prefix}.{k}" for k in range(5)}
        assert max(cards[f"{prefix}.{k}"]["reviews"] for k in range(5)) == WRITES_PER_PROCESS
    assert seen > 0


def _make_read_only(directory: Path) -> None:
    """chmod for a normal user; root ignores modes, so root gets the immutable attribute."""
    if os.geteuid() != 0:
        directory.chmod(0o555)
        return
    done = subprocess.run(["chattr", "+i", str(directory)], capture_output=True, text=True)
    if done.returncode != 0:
        pytest.skip(f"running as root on a file system without chattr +i: {done.stderr.strip()}")


def _make_writable(directory: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(directory)], capture_output=True)
    directory.chmod(0o755)


def test_read_only_directory_reports_and_keeps_everything(tmp_path):
    directory = tmp_path / "locked"
    directory.mkdir()
    path = directory / "cards.json"
    store = ProgressStore(path)
    store.save(Progress(1, {"a": CardRecord(reviews=1)}, []))
    before = path.read_text(encoding="utf-8")
    _make_read_only(directory)
    try:
        with pytest.raises(ProgressNotSaved) as caught:
            store.save(Progress(2, {"a": CardRecord(reviews=2)}, []))
        message = str(caught.value)
        assert "没有保存到 cards.json" in message and "还在内存里" in message
        assert path.read_text(encoding="utf-8") == before
        assert sorted(p.name for p in directory.iterdir()) == ["cards.json", "cards.json.lock"]
    finally:
        _make_writable(directory)


def test_unwritable_directory_simulated(tmp_path, monkeypatch):
    """The same promise where no real read-only directory can be made: mkstemp refuses."""

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    store = ProgressStore(tmp_path / "cards.json")
    monkeypatch.setattr(progress_module.tempfile, "mkstemp", refuse)
    with pytest.raises(ProgressNotSaved, match="Permission denied"):
        store.save(Progress(1, {}, []))
    assert not (tmp_path / "cards.json").exists()
