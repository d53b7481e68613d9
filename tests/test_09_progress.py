"""Lesson 09 flashcard progress: the file is written atomically and never silently lost.

Missing, corrupt, old-format and newer-format files; two processes writing at once; a
directory nobody may write to; a crash in the middle of a write. Each test reads the file
back from disk, so it checks what a student would find the next day. Then crafted files in
the cache dir: a lock that is a link (five kinds), a FIFO or a directory, a lock held forever,
a progress file that is a link or a FIFO, files nested thousands deep (nine kinds), too big or
not UTF-8 — as root and as an unprivileged user where the user matters.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import select
import shutil
import signal
import subprocess
import tempfile
import time
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

    def crash(*args, **kwargs):
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
    """The same promise where no real read-only directory can be made: the temporary file is refused."""
    real_open = os.open

    def refuse(path, *args, **kwargs):
        if str(path).endswith(".tmp"):
            raise PermissionError(13, "Permission denied")
        return real_open(path, *args, **kwargs)

    store = ProgressStore(tmp_path / "cards.json")
    monkeypatch.setattr(os, "open", refuse)
    with pytest.raises(ProgressNotSaved, match="Permission denied"):
        store.save(Progress(1, {}, []))
    assert not (tmp_path / "cards.json").exists()


# ---- crafted files in the student's cache ---------------------------------------------------------
# The progress file and its lock live in the course cache dir. Anything found there may have been
# planted: it must never make a save write somewhere else, hang the notebook, or crash the load.
# Each attack runs in a child process (a hang becomes a failure, not a stuck suite): as the user
# running the tests (root in CI) and, when that is root, also as an unprivileged user (nobody).

NOBODY = 65534
CHILD_TIMEOUT_S = 20


def _in_child(uid, func, *args):
    """``func(*args)`` in a forked child, as ``uid`` (None: unchanged); ("ok", value) or ("raised", text)."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns into pytest
        try:
            os.close(read_end)
            if uid is not None:
                os.setgroups([])
                os.setgid(uid)
                os.setuid(uid)
            outcome = ("ok", func(*args))
        except BaseException as exc:
            outcome = ("raised", f"{type(exc).__name__}: {exc}")
        os.write(write_end, json.dumps(outcome, ensure_ascii=False).encode())
        os._exit(0)
    os.close(write_end)
    chunks, deadline = [], time.monotonic() + CHILD_TIMEOUT_S
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([read_end], [], [], 0.1)
            if ready:
                chunk = os.read(read_end, 65536)
                if not chunk:
                    break
                chunks.append(chunk)
        else:
            os.kill(pid, signal.SIGKILL)
            return ("hung", f"did not finish in {CHILD_TIMEOUT_S} s")
    finally:
        os.close(read_end)
        os.waitpid(pid, 0)
    return tuple(json.loads(b"".join(chunks)))


USERS = [
    pytest.param(None, id="this-user"),
    pytest.param(
        NOBODY,
        id="nobody",
        marks=pytest.mark.skipif(os.geteuid() != 0, reason="only root can run a case as another user"),
    ),
]


@pytest.fixture
def cache(request):
    """A cache dir and an "outside" dir, both owned by the user the case runs as (under /tmp, which
    every user can traverse; pytest's own tmp_path is root's only)."""
    uid = request.node.callspec.params.get("uid")
    root = Path(tempfile.mkdtemp(prefix="lab-progress-attack-"))
    mine, outside = root / "cache", root / "outside"
    for directory in (mine, outside):
        directory.mkdir()
    if uid is not None:
        for path in (root, mine, outside):
            os.chown(path, uid, uid)
    yield mine, outside
    shutil.rmtree(root, ignore_errors=True)


def _save_once(path: str):
    return ProgressStore(path).save(Progress(2, {"a": CardRecord(reviews=2)}, [])).session


LOCK_ATTACKS = {
    # name: (what to plant at flashcards.json.lock, given the lock path and the outside dir)
    "dangling-link": lambda lock, out: lock.symlink_to(out / "created-by-save"),
    "relative-link": lambda lock, out: lock.symlink_to(Path("..") / out.name / "created-by-save"),
    "link-chain": lambda lock, out: (
        (lock.parent / "hop").symlink_to(out / "created-by-save"),
        lock.symlink_to(lock.parent / "hop"),
    ),
    "link-to-existing-file": lambda lock, out: (
        (out / "existing").write_text("keep me", encoding="utf-8"),
        lock.symlink_to(out / "existing"),
    ),
    "fifo": lambda lock, out: os.mkfifo(lock),
    "directory": lambda lock, out: lock.mkdir(),
}


@pytest.mark.parametrize("uid", USERS)
@pytest.mark.parametrize("attack", sorted(LOCK_ATTACKS))
def test_a_planted_lock_is_never_followed(cache, uid, attack):
    mine, outside = cache
    path = mine / "flashcards.json"
    kind, value = _in_child(uid, _save_once, str(path))  # a first, honest save
    assert (kind, value) == ("ok", 2)
    before = path.read_bytes()
    (mine / "flashcards.json.lock").unlink()  # the honest save left one: the attacker replaces it
    LOCK_ATTACKS[attack](mine / "flashcards.json.lock", outside)
    if uid is not None:
        for planted in mine.iterdir():
            os.lchown(planted, uid, uid)
    kind, said = _in_child(uid, _save_once, str(path))
    assert kind == "raised" and "ProgressNotSaved" in said, (kind, said)  # refused, and it says why
    assert ("符号链接" if "link" in attack else "不是普通文件") in said and "还在内存里" in said
    assert sorted(p.name for p in outside.iterdir()) == (
        ["existing"] if attack == "link-to-existing-file" else []
    )
    if attack == "link-to-existing-file":
        assert (outside / "existing").read_text(encoding="utf-8") == "keep me"
    assert path.read_bytes() == before  # the old progress is untouched


@pytest.mark.parametrize("uid", USERS)
def test_a_lock_held_forever_is_reported_not_waited_on(cache, uid, monkeypatch):
    import fcntl

    mine, _ = cache
    path = mine / "flashcards.json"
    monkeypatch.setattr(progress_module, "LOCK_WAIT_S", 0.3)  # the child inherits it (fork)
    lock = mine / "flashcards.json.lock"
    lock.touch()
    if uid is not None:
        os.chown(lock, uid, uid)
    with open(lock) as holder:
        fcntl.flock(holder, fcntl.LOCK_EX)  # another tab that never lets go
        kind, said = _in_child(uid, _save_once, str(path))
    assert kind == "raised" and "占着" in said and "0.3 秒" in said, (kind, said)
    assert not path.exists()


@pytest.mark.parametrize("uid", USERS)
@pytest.mark.parametrize("planted", ["link-to-outside-file", "fifo", "link-to-fifo"])
def test_a_planted_progress_file_is_set_aside_not_followed(cache, uid, planted):
    """The progress file itself: a link is read through but never written through; a FIFO would
    block the read forever. Either is moved aside as corrupt, and the next save writes a real file."""
    mine, outside = cache
    path = mine / "flashcards.json"
    (outside / "target").write_text('{"not": "progress"}', encoding="utf-8")
    if planted == "link-to-outside-file":
        path.symlink_to(outside / "target")
    elif planted == "fifo":
        os.mkfifo(path)
    else:
        os.mkfifo(outside / "pipe")
        path.symlink_to(outside / "pipe")
    if uid is not None:
        for item in (*mine.iterdir(), *outside.iterdir()):
            os.lchown(item, uid, uid)

    def load_then_save(where: str):
        store = ProgressStore(where)
        _, notes = store.load()
        return notes[0], store.save(Progress(1, {"a": CardRecord(reviews=1)}, [])).session

    kind, value = _in_child(uid, load_then_save, str(path))
    assert kind == "ok", value
    note, session = value
    assert "坏了" in note and "flashcards.corrupt-1.json" in note and session == 1
    assert (outside / "target").read_text(encoding="utf-8") == '{"not": "progress"}'
    assert path.is_file() and not path.is_symlink() and _saved(path)["session"] == 1
    backup = mine / "flashcards.corrupt-1.json"
    assert os.path.lexists(backup)  # what was planted is kept (moved aside), not deleted


def _deep(depth: int, opener: str = "[", closer: str = "]", leaf: str = "1") -> str:
    return opener * depth + leaf + closer * depth


def _progress_with(**parts) -> str:
    body = {"format": FORMAT, "version": VERSION, "session": 1, "queue": [], "cards": {}}
    text = json.dumps(body)
    for key, raw in parts.items():
        text = text[:-1] + f', "{key}": {raw}}}'
    return text


NESTED = {
    "arrays": _deep(50_000),
    "objects": _deep(50_000, '{"a": ', "}"),
    "unterminated": "[" * 100_000,
    "mixed": _deep(30_000, '[{"a": ', "}]"),
    "in-an-unknown-key": _progress_with(extra=_deep(20_000)),
    "as-a-card": _progress_with().replace('"cards": {}', f'"cards": {{"x": {_deep(20_000)}}}'),
    "in-the-queue": _progress_with().replace('"queue": []', f'"queue": [{_deep(20_000)}]'),
    "in-the-mock-history": _progress_with(mock=f'{{"asked": [{_deep(20_000)}]}}'),
    "a-record-field": _progress_with().replace(
        '"cards": {}', f'"cards": {{"x": {{"box": {_deep(20_000)}}}}}'
    ),
}


@pytest.mark.parametrize("content", NESTED.values(), ids=NESTED.keys())
def test_deeply_nested_file_is_corrupt_not_a_crash(tmp_path, content):
    path = tmp_path / "flashcards.json"
    path.write_text(content, encoding="utf-8")
    progress, notes = ProgressStore(path).load()  # no RecursionError
    assert progress == Progress()
    assert "坏了" in notes[0] and "flashcards.corrupt-1.json" in notes[0], notes
    assert len(notes[0]) < 300  # the reason is named, the file is not echoed
    assert (tmp_path / "flashcards.corrupt-1.json").read_text(encoding="utf-8") == content  # kept as it was


def test_nested_file_written_between_load_and_save_is_set_aside_too(tmp_path):
    path = tmp_path / "flashcards.json"
    store = ProgressStore(path)
    store.load()
    path.write_text(NESTED["arrays"], encoding="utf-8")
    store.save(Progress(1, {"a": CardRecord(reviews=1)}, []))
    assert (tmp_path / "flashcards.corrupt-1.json").read_text(encoding="utf-8") == NESTED["arrays"]
    assert _saved(path)["cards"]["a"]["reviews"] == 1


def test_an_oversized_or_non_utf8_file_is_corrupt(tmp_path):
    path = tmp_path / "flashcards.json"
    with open(path, "wb") as handle:
        handle.write(b" " * (progress_module.MAX_BYTES + 1) + b"{}")
    _, notes = ProgressStore(path).load()
    assert (
        "字节" in notes[0]
        and (tmp_path / "flashcards.corrupt-1.json").stat().st_size > progress_module.MAX_BYTES
    )
    path.write_bytes(b'{"format": "\xff"}')
    _, notes = ProgressStore(path).load()
    assert (
        "UTF-8" in notes[0] and (tmp_path / "flashcards.corrupt-2.json").read_bytes() == b'{"format": "\xff"}'
    )
