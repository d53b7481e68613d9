"""How much disk one command may fill: the growth of its working directory, watched while it runs.

``RLIMIT_FSIZE`` caps one file (512 MiB), not a command: three files of 400 MiB, or a million
small ones, pass it. No kernel limit counts "bytes this process tree wrote to this directory"
without a dedicated file system, so the runner looks: it measures the directory when the
command starts and again every second (``DiskBudget.over``), and stops the command once the
directory has grown by more than the budget, or holds more names than a walk may visit. Between
two walks, one cheap ``statvfs`` per poll notices a file system filling fast (then the walk
runs at once), and ``DiskBudget.final`` measures once more after the command: a flood that
finished between two polls is still reported.

Measured is what is *allocated* (``st_blocks``), each inode once: a sparse 500 MiB file that
holds nothing costs nothing, and a thousand hard links to one file cost one file.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> budget = DiskBudget(d, 1024 * 1024); _ = (d / "big").write_bytes(b"x" * 2 * 1024 * 1024)
    >>> budget.over(now=budget.next_check)
    'disk'

Lessons: 05, 07
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from lab_code.workspace.tree_walk import Walk

CHECK_EVERY_S = 1.0
MAX_NAMES = 200_000  # more names than this in the workdir is itself too much


def allocated(root: Path) -> tuple[int, bool]:
    """Bytes allocated below ``root`` (each inode once), and whether the walk was cut short."""
    seen: set[tuple[int, int]] = set()
    total = 0
    walk = Walk(root, max_entries=MAX_NAMES)
    for here, _dirs, files in walk:
        for name in files:
            try:
                info = os.lstat(here / name)
            except OSError:
                continue
            key = (info.st_dev, info.st_ino)
            if key not in seen:
                seen.add(key)
                total += info.st_blocks * 512 if hasattr(info, "st_blocks") else info.st_size
    return total, walk.truncated == "entries"


def _file_system_used(root: Path) -> int:
    try:
        info = os.statvfs(root)
    except (OSError, AttributeError):
        return 0
    return (info.f_blocks - info.f_bfree) * info.f_frsize


class DiskBudget:
    """``over()`` → ``"disk"`` once ``root`` grew past ``budget_bytes`` since creation, else ``""``."""

    def __init__(self, root: str | os.PathLike, budget_bytes: int):
        self.root, self.budget = Path(root), budget_bytes
        self.start, _ = allocated(self.root)
        self.fs_start = _file_system_used(self.root)
        self.next_check = time.monotonic() + CHECK_EVERY_S

    def over(self, now: float | None = None) -> str:
        now = time.monotonic() if now is None else now
        fs_now = _file_system_used(self.root)
        if now < self.next_check and fs_now - self.fs_start <= self.budget:
            return ""
        reason, grown = self._measure()
        # Someone else may be filling the same file system: walk again only after another
        # budget's worth of it, not at every poll.
        self.fs_start = fs_now - max(0, grown)
        return reason

    def final(self) -> str:
        return self._measure()[0]

    def _measure(self) -> tuple[str, int]:
        used, too_many = allocated(self.root)
        self.next_check = time.monotonic() + CHECK_EVERY_S  # after the walk: never back to back
        grown = used - self.start
        return ("disk" if too_many or grown > self.budget else ""), grown
