"""Flashcard progress in one local JSON file: written atomically, never silently thrown away.

* **Atomic**: each save writes a temporary file in the same directory, ``fsync``s it and
  ``os.replace``s it over the old one — a crash leaves the old file or the new one, never half.
* **Two writers** (two notebook tabs, a notebook and a script): saves hold an exclusive lock on
  ``<file>.lock`` and *merge* with what is on disk (per card, the record with more reviews wins),
  so one tab does not wipe out the other's ratings.
* **Missing** file: start empty and say so. **Corrupt** file (not JSON, wrong shape): moved to
  ``<name>.corrupt-N.json`` and reported; start empty. **Old format** (version 1, ``{"boxes": …}``):
  backed up to ``<name>.v1-backup.json``, boxes migrated. **Newer format**: left untouched, and
  saving is refused, so an older course never overwrites a newer course's file.
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
import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from lab_code.interview.leitner import BOXES, CardRecord

FORMAT = "tool-calling-lab/flashcards"
VERSION = 2


class ProgressNotSaved(OSError):
    """The progress could not be written; the message says why and that nothing was lost."""


@dataclass
class Progress:
    session: int = 0  # number of the current (or last) study session
    cards: dict[str, CardRecord] = field(default_factory=dict)
    queue: list[str] = field(default_factory=list)  # cards still to show in this session: resume here

    def to_json(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "session": self.session,
            "queue": list(self.queue),
            "cards": {cid: rec.to_json() for cid, rec in sorted(self.cards.items())},
        }


def _from_current(data: dict) -> Progress:
    session, queue, cards = data.get("session"), data.get("queue"), data.get("cards")
    if not isinstance(session, int) or isinstance(session, bool) or session < 0:
        raise ValueError(f"session 应该是非负整数，收到 {session!r}")
    if not isinstance(queue, list) or not all(isinstance(c, str) for c in queue):
        raise ValueError("queue 应该是卡片 id 的列表")
    if not isinstance(cards, dict):
        raise ValueError("cards 应该是对象")
    return Progress(session, {cid: CardRecord.from_json(rec) for cid, rec in cards.items()}, queue)


def _from_v1(data: dict) -> Progress:
    boxes = data.get("boxes")
    if not isinstance(boxes, dict):
        raise ValueError("版本 1 的文件应该有 boxes 对象")
    cards = {}
    for cid, box in boxes.items():
        if not isinstance(box, int) or isinstance(box, bool) or not 1 <= box <= BOXES:
            raise ValueError(f"卡片 {cid!r} 的 box {box!r} 不在 1–{BOXES} 之间")
        cards[cid] = CardRecord(box=box)  # version 1 kept no schedule: every card is due again
    return Progress(0, cards, [])


def merge(disk: Progress, mine: Progress) -> Progress:
    """Both writers' work: per card the record with more reviews (ties: mine), my queue."""
    cards = dict(disk.cards)
    for cid, rec in mine.cards.items():
        if cid not in cards or rec.reviews >= cards[cid].reviews:
            cards[cid] = rec
    return Progress(max(disk.session, mine.session), cards, list(mine.queue))


class ProgressStore:
    def __init__(self, path: str | os.PathLike):
        self.path = Path(path)
        self.read_only_reason: str | None = None  # set when saving would destroy something
        self.notes: list[str] = []  # what saving had to do besides writing (a backup), for the view

    # ---- reading ------------------------------------------------------------------------
    def _backup(self, suffix: str) -> Path:
        stem = self.path.name.removesuffix(".json")
        if suffix == "corrupt":
            n = 1
            while (target := self.path.with_name(f"{stem}.corrupt-{n}.json")).exists():
                n += 1
        else:
            target = self.path.with_name(f"{stem}.{suffix}.json")
        os.replace(self.path, target)
        return target

    def _read(self) -> tuple[str, Progress | None, str]:
        """("missing" | "ok" | "v1" | "newer" | "corrupt", progress, reason) — never raises."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return "missing", None, ""
        except (OSError, UnicodeDecodeError) as exc:
            return "corrupt", None, f"读不出来（{type(exc).__name__}）"
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
        except ValueError as exc:  # JSONDecodeError is a ValueError too
            return "corrupt", None, str(exc)

    def load(self) -> tuple[Progress, list[str]]:
        """The saved progress (or a fresh one) and what happened, in Chinese, for the student."""
        state, progress, reason = self._read()
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
        with open(self.path.with_name(self.path.name + ".lock"), "a") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)
            try:
                yield
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    def _write_atomically(self, progress: Progress) -> None:
        text = json.dumps(progress.to_json(), ensure_ascii=False, indent=1, sort_keys=True) + "\n"
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                handle.write(text)
                handle.flush()
                os.fsync(handle.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise

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
