"""Flashcard progress in one local JSON file: written atomically, never silently thrown away.

* **Where**: ``default_progress_path()``, under the course cache dir (``LAB_CACHE_DIR``,
  default ``~/.cache/tool-calling-lab``): it survives a kernel restart and the next sitting.
* **Atomic**: each save goes through ``wire.atomic_write`` (a temporary file in the same
  directory, created exclusively and never through a link, ``fsync``ed and ``os.replace``d over
  the old one) — a crash leaves the old file or the new one, never half.
* **Two writers** (two notebook tabs, a notebook and a script): saves hold an exclusive lock on
  ``<file>.lock`` and *merge* with what is on disk (per card, the record with more reviews wins),
  so one tab does not wipe out the other's ratings. The lock file is opened without following a
  link and must be a regular file: a link planted there would make every save create the file it
  points to (as root: anywhere). A lock held too long is reported, not waited on forever.
* **Missing** file: start empty and say so. **Corrupt** file (not JSON, wrong shape, nested
  deeper than any progress file, too big, not a regular file): moved to ``<name>.corrupt-N.json``
  and reported; start empty. **Old format** (version 1, ``{"boxes": …}``): backed up to
  ``<name>.v1-backup.json``, boxes migrated. **Newer format**: left untouched, and saving is
  refused, so an older course never overwrites a newer course's file.
* A directory you cannot write to gives ``ProgressNotSaved`` with the reason; your ratings stay in
  memory and the old file stays as it was.

    >>> import tempfile, pathlib
    >>> store = ProgressStore(pathlib.Path(tempfile.mkdtemp()) / "cards.json")
    >>> progress, notes = store.load()
    >>> notes[0][:9]
    '还没有进度文件 c'

Lessons: 09
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import time
from dataclasses import dataclass, field
from pathlib import Path

from lab_code.interview.leitner import BOXES, CardRecord
from lab_code.wire.atomic_write import write_atomically

FORMAT = "tool-calling-lab/flashcards"
VERSION = 2  # "mock" was added later as an optional key: older readers ignore it
MAX_BYTES = 4 * 1024 * 1024  # the whole bank rated for years is ~20 KB; more is not our file
MAX_HISTORY = 40  # mock-interview questions and follow-ups remembered, most recent last
LOCK_WAIT_S = 10.0  # another writer holds the lock for milliseconds; longer than this is stuck


class ProgressNotSaved(OSError):
    """The progress could not be written; the message says why and that nothing was lost."""


@dataclass
class MockHistory:
    """What the mock interview asked lately, so a new sitting does not start the same way."""

    rounds: int = 0  # questions asked so far, over all sittings
    asked: list[str] = field(default_factory=list)
    followups: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"rounds": self.rounds, "asked": list(self.asked), "followups": list(self.followups)}


@dataclass
class Progress:
    session: int = 0  # number of the current (or last) study session
    cards: dict[str, CardRecord] = field(default_factory=dict)
    queue: list[str] = field(default_factory=list)  # cards still to show in this session: resume here
    mock: MockHistory = field(default_factory=MockHistory)

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "session": self.session,
            "queue": list(self.queue),
            "cards": {cid: rec.to_json() for cid, rec in sorted(self.cards.items())},
            "mock": self.mock.to_json(),
        }


def _count(value, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{what} 应该是非负整数，收到 {type(value).__name__}")
    return value


def _ids(value, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(c, str) and len(c) <= 200 for c in value):
        raise ValueError(f"{what} 应该是卡片 id（字符串）的列表")
    return value


def _from_current(data: dict) -> Progress:
    cards = data.get("cards")
    if not isinstance(cards, dict):
        raise ValueError("cards 应该是对象")
    mock = data.get("mock", {})
    if not isinstance(mock, dict):
        raise ValueError("mock 应该是对象")
    history = MockHistory(
        _count(mock.get("rounds", 0), "mock.rounds"),
        _ids(mock.get("asked", []), "mock.asked")[-MAX_HISTORY:],
        _ids(mock.get("followups", []), "mock.followups")[-MAX_HISTORY:],
    )
    return Progress(
        _count(data.get("session"), "session"),
        {cid: CardRecord.from_json(rec) for cid, rec in cards.items()},
        _ids(data.get("queue"), "queue"),
        history,
    )


def _from_v1(data: dict) -> Progress:
    boxes = data.get("boxes")
    if not isinstance(boxes, dict):
        raise ValueError("版本 1 的文件应该有 boxes 对象")
    cards = {}
    for cid, box in boxes.items():
        if not isinstance(box, int) or isinstance(box, bool) or not 1 <= box <= BOXES:
            raise ValueError(f"卡片 {cid[:40]!r} 的 box 不是 1–{BOXES} 之间的整数")
        cards[cid] = CardRecord(box=box)  # version 1 kept no schedule: every card is due again
    return Progress(0, cards, [])


def merge(disk: Progress, mine: Progress) -> Progress:
    """Both writers' work: per card the record with more reviews (ties: mine), my queue."""
    cards = dict(disk.cards)
    for cid, rec in mine.cards.items():
        if cid not in cards or rec.reviews >= cards[cid].reviews:
            cards[cid] = rec
    mock = mine.mock if mine.mock.rounds >= disk.mock.rounds else disk.mock
    return Progress(max(disk.session, mine.session), cards, list(mine.queue), mock)


def _read_regular_file(path: Path) -> bytes:
    """The file's bytes, refusing what is not a small regular file (a FIFO would block the read)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)  # both POSIX-only
    fd = os.open(path, flags)
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise ValueError("不是普通文件")
        if info.st_size > MAX_BYTES:
            raise ValueError(f"有 {info.st_size} 字节，进度文件不会超过 {MAX_BYTES} 字节")
        return handle.read(MAX_BYTES + 1)


class ProgressStore:
    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self.read_only_reason: str | None = None  # set when saving would destroy something
        self.notes: list[str] = []  # what saving had to do besides writing (a backup), for the view
        self.loaded: str | None = None  # what load() found: "missing" | "ok" | "v1" | "newer" | "corrupt"

    # ---- reading ------------------------------------------------------------------------
    def _backup(self, kind: str) -> Path:
        """Move the file aside as ``<stem>.corrupt-N.json`` or ``<stem>.v1-backup.json``; returns where."""
        stem = self.path.name.removesuffix(".json")
        names = (f"{kind}-{n}" if kind == "corrupt" or n > 1 else kind for n in range(1, 10_000))
        # an earlier backup (or anything else already there, even a dangling link) is never replaced
        target = next(
            t for t in (self.path.with_name(f"{stem}.{x}.json") for x in names) if not os.path.lexists(t)
        )
        os.replace(self.path, target)  # renames a link itself, never what it points to
        return target

    def _read(self) -> tuple[str, Progress | None, str]:
        """("missing" | "ok" | "v1" | "newer" | "corrupt", progress, reason) — never raises."""
        try:
            text = _read_regular_file(self.path).decode("utf-8")
        except FileNotFoundError:
            return "missing", None, ""
        except ValueError as exc:  # not a regular file, too big, or not UTF-8
            return "corrupt", None, str(exc) if not isinstance(exc, UnicodeDecodeError) else "不是 UTF-8 文本"
        except OSError as exc:
            return "corrupt", None, f"读不出来（{exc.strerror or type(exc).__name__}）"
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError("顶层不是对象")
            version = data.get("version")
            if data.get("format") == FORMAT and isinstance(version, int) and version > VERSION:
                return "newer", None, f"版本 {version}"
            if data.get("format") == FORMAT and version == VERSION:
                return "ok", _from_current(data), ""
            if version in (1, None) and "boxes" in data:
                return "v1", _from_v1(data), ""
            raise ValueError("不是课程的闪卡进度文件（没有 format/version）")
        except RecursionError:  # json nests one Python call per level: thousands of levels is an attack
            return "corrupt", None, "嵌套层数太多，不是课程写的进度文件"
        except ValueError as exc:  # JSONDecodeError is a ValueError too
            return "corrupt", None, str(exc)

    def load(self) -> tuple[Progress, list[str]]:
        """The saved progress (or a fresh one) and what happened, in Chinese, for the student."""
        state, progress, reason = self._read()
        self.loaded = state
        name = self.path.name
        if state == "ok":
            return progress, [
                f"读到进度文件 {name}：第 {progress.session} 轮，{len(progress.cards)} 张卡有记录。"
            ]
        if state == "missing":
            return Progress(), [f"还没有进度文件 {name}：从头开始，第一次评分时创建。"]
        if state == "newer":
            self.read_only_reason = f"{name} 是更新版本的课程写的（{reason}）"
            return Progress(), [f"{self.read_only_reason}：不改动它，这次的进度只留在内存里。"]
        try:
            backup = self._backup("corrupt" if state == "corrupt" else "v1-backup")
        except OSError as exc:
            self.read_only_reason = f"{name} 需要备份但备份失败（{exc.strerror or exc}）"
            return (progress or Progress()), [
                f"{self.read_only_reason}：原文件保持原样，这次进度只留在内存里。"
            ]
        if state == "corrupt":
            return Progress(), [
                f"进度文件 {name} 坏了（{reason}）：原文件已改名为 {backup.name}，这次从头开始。"
            ]
        return progress, [
            f"进度文件 {name} 是旧格式（版本 1）：原文件已备份为 {backup.name}，"
            f"{len(progress.cards)} 张卡的盒子已迁移到新格式。"
        ]

    # ---- writing ------------------------------------------------------------------------
    @contextlib.contextmanager
    def _locked(self):
        try:
            import fcntl
        except ImportError:  # no POSIX locks (Windows): atomic replace still keeps the file whole
            yield
            return
        lock = self.path.with_name(self.path.name + ".lock")
        flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
        not_regular = ProgressNotSaved(
            f"没有保存：锁文件 {lock.name} 不是普通文件；删掉它再评分。你的评分还在内存里。"
        )
        try:
            fd = os.open(lock, flags, 0o600)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                raise ProgressNotSaved(
                    f"没有保存：锁文件 {lock.name} 是一个符号链接。为了安全不跟随它（保存会在它指向的地方"
                    f"建文件）；看看是谁放的，删掉它（rm {lock.name}）再评分。你的评分还在内存里。"
                ) from None
            if exc.errno == errno.EISDIR:
                raise not_regular from None
            raise
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise not_regular
            deadline = time.monotonic() + LOCK_WAIT_S
            while True:
                try:
                    fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() > deadline:
                        raise ProgressNotSaved(
                            f"没有保存：另一个进程占着 {lock.name} 超过 {LOCK_WAIT_S:g} 秒（另一个标签页卡住了？）。"
                            "你的评分还在内存里，下次评分时再试。"
                        ) from None
                    time.sleep(0.02)  # the other writer holds it for one small write
            yield
        finally:
            os.close(fd)  # closing releases the lock

    def _write_atomically(self, progress: Progress) -> None:
        text = json.dumps(progress.to_json(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        write_atomically(self.path, text, mode=0o600)  # one person's ratings: theirs to read

    def save(self, progress: Progress) -> Progress:
        """Merge ``progress`` with the file under the lock, write it; returns what was written."""
        if self.read_only_reason:
            raise ProgressNotSaved(
                f"没有保存：{self.read_only_reason}。你的评分还在内存里；换一个文件路径再存。"
            )
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self._locked():
                state, on_disk, reason = self._read()
                if state == "newer":
                    self.read_only_reason = f"{self.path.name} 在此期间被更新版本的课程改写了（{reason}）"
                    raise ProgressNotSaved(f"没有保存：{self.read_only_reason}。你的评分还在内存里。")
                if state in ("corrupt", "v1"):  # changed on disk since we loaded: keep it, then write
                    backup = self._backup("corrupt" if state == "corrupt" else "v1-backup")
                    self.notes.append(
                        f"保存前发现 {self.path.name} 已损坏或是旧格式：已备份为 {backup.name}。"
                    )
                merged = merge(on_disk, progress) if state == "ok" else progress
                self._write_atomically(merged)
            return merged
        except ProgressNotSaved:
            raise
        except OSError as exc:
            raise ProgressNotSaved(
                f"没有保存到 {self.path.name}：{exc.strerror or exc}（目录可写吗？）。"
                "你的评分还在内存里，原来的文件没有改动；换一个可写的路径再存。"
            ) from exc


def default_progress_path() -> Path:
    """Where a student's own progress lives between sittings: under the course cache dir."""
    from lab_code.wire.settings import load_settings  # read when asked, so LAB_CACHE_DIR is honoured

    return load_settings().cache_dir / "interview" / "flashcards.json"
