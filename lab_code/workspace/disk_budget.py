"""How much disk one command may fill: the growth of its working directory, watched while it runs.

``RLIMIT_FSIZE`` caps one file (here: never more than the whole budget), not a command: three
files of 400 MiB, or a million small ones, pass it. No kernel limit counts "bytes this process
tree wrote to this directory" without a file system of its own, so the runner looks: it
measures the directory when the command starts, and again whenever it may have grown by half of
what is left — a ``statvfs`` of the file system at every poll says so cheaply — and at least once
a second (``DiskBudget.over``). It stops the command once the directory has grown past the
budget, or holds more names than a walk may visit.

How far past? Looked at once a second, a fast writer got through: three 400 MiB files were
stopped at 1,142 MiB of a 1,024 MiB budget. So the runner polls more often as the budget runs
out: the next poll is due when, at the fastest growth seen (at least ``FIRST_RATE``, writes into
the page cache), half of what is left would be gone, between ``POLL_MIN_S`` and ``POLL_MAX_S``.
The stated margin (``margin()``): what the command writes in one ``POLL_MIN_S`` at that speed,
plus one walk of the directory — ~10 MiB at 2 GB/s. ``DiskBudget.final`` measures once more after
the command: a flood that finished between two polls is still reported.

Measured is what is *allocated* (``st_blocks``), each inode once: a sparse 500 MiB file that
holds nothing costs nothing, and a thousand hard links to one file cost one file.

    >>> import tempfile; d = Path(tempfile.mkdtemp())
    >>> budget = DiskBudget(d, 1024 * 1024); _ = (d / "big").write_bytes(b"x" * 2 * 1024 * 1024)
    >>> budget.over(), budget.left
    ('disk', 0)

Lessons: 05, 07
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from lab_code.workspace.tree_walk import Walk

WALK_EVERY_S = 1.0  # a walk of the workdir at least this often, grown or not
POLL_MAX_S = 0.1  # the runner's own poll, far from the budget
POLL_MIN_S = 0.005  # near it: a statvfs every 5 ms costs microseconds
FIRST_RATE = 2 * 1024**3  # bytes/s assumed until a faster growth is seen: writes into the page cache
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
    """``over()`` → ``"disk"`` once ``root`` grew past ``budget_bytes`` since creation, else ``""``;
    ``left`` is what the command may still write, as of the last walk."""

    def __init__(self, root: str | os.PathLike, budget_bytes: int):
        self.root, self.budget = Path(root), budget_bytes
        self.start, _ = allocated(self.root)
        self.left = budget_bytes
        self.rate = float(FIRST_RATE)  # the fastest growth seen, bytes per second
        self.walked_at, self.grown = time.monotonic(), 0
        self.fs_at_walk = _file_system_used(self.root)
        self.next_walk = self.walked_at + WALK_EVERY_S

    def poll_s(self) -> float:
        """How long the runner may wait before the next ``over()``: at the fastest growth seen,
        half of what is left would be gone by then."""
        return min(POLL_MAX_S, max(POLL_MIN_S, self.left / 2 / self.rate))

    def over(self, now: float | None = None) -> str:
        now = time.monotonic() if now is None else now
        # The file system grew by half of what is left since the last walk (us, or someone else
        # on the same disk: the walk tells which), or a second passed: walk now.
        if now < self.next_walk and _file_system_used(self.root) - self.fs_at_walk <= self.left // 2:
            return ""
        return self._measure()

    def final(self) -> str:
        return self._measure()

    def margin(self) -> int:
        """Bytes a command may pass the budget by (the module docstring): one ``POLL_MIN_S`` of
        writing at the fastest growth seen, plus as much again for the walk that notices it."""
        return int(2 * self.rate * POLL_MIN_S)

    def _measure(self) -> str:
        used, too_many = allocated(self.root)
        now = time.monotonic()
        grown = used - self.start
        if now > self.walked_at:
            self.rate = max(self.rate, (grown - self.grown) / (now - self.walked_at))
        self.walked_at, self.grown = now, grown
        self.left = max(0, self.budget - grown)
        self.fs_at_walk = _file_system_used(self.root)
        self.next_walk = now + WALK_EVERY_S
        return "disk" if too_many or grown > self.budget else ""
