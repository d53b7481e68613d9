"""How much disk one command may fill: the growth of its working directory, watched while it runs.

``RLIMIT_FSIZE`` caps one file (here: never more than the whole budget), not a command: three
files of 400 MiB, or a million small ones, pass it. No kernel limit counts "bytes this process
tree wrote to this directory" without a file system of its own, so the runner looks: it
measures the directory when the command starts and then at every poll (``DiskBudget.over``),
and stops the command once the directory has grown past the budget, or holds more names than a
walk may visit.

How far past? Looked at once a second, a fast writer got through: three 400 MiB files were
stopped at 1,142 MiB of a 1,024 MiB budget. So the runner polls more often as the budget runs
out: the next poll is due when, at the fastest growth seen (at least ``FIRST_RATE``, writes into
the page cache), half of what is left would be gone, between ``POLL_MIN_S`` and ``POLL_MAX_S``.
Each poll walks the directory, unless walks are slow: a walk takes at most 1/``WALK_SHARE`` of a
core (on a tree whose walk takes 10 ms of CPU, one every 200 ms) -- except when the budget could
run out sooner at the fastest growth seen; then the walks follow the poll, up to half a core (one
walk, then at least as long a wait). At one twentieth throughout, a burst at 4 GB/s passed a
32 MiB budget by 88 MiB between two walks of a small tree. The file system's own counters
(``statvfs``) would be cheaper, but space another process frees at the same moment hides what
the command wrote. The stated margin (``margin()``): what the command writes at that speed in
one interval between walks near the budget (the shortest poll, or one walk), plus as much again
for the walk that notices it -- ~16 MiB at 4 GB/s on a small tree. The command also runs nicer
than the runner (``Limits.niceness``), so on a busy machine the watcher gets the CPU before the
writer does.
``DiskBudget.final`` measures once more after the command: a flood that finished between two
polls is still reported.

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

WALK_SHARE = 20  # a walk costs at most 1/20 of the time, unless the budget could run out sooner
POLL_MAX_S = 0.1  # the runner's own poll, far from the budget
POLL_MIN_S = 0.002  # near it: a burst into the page cache writes ~8 MiB in 2 ms
FIRST_RATE = 4 * 1024**3  # bytes/s assumed until a faster growth is seen: writes into the page cache
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


class DiskBudget:
    """``over()`` → ``"disk"`` once ``root`` grew past ``budget_bytes`` since creation, else ``""``;
    ``left`` is what the command may still write, as of the last walk."""

    def __init__(self, root: str | os.PathLike, budget_bytes: int):
        self.root, self.budget = Path(root), budget_bytes
        self.start, _ = allocated(self.root)
        self.left = budget_bytes
        self.rate = float(FIRST_RATE)  # the fastest growth seen, bytes per second
        self.walked_at, self.grown = time.monotonic(), 0
        self.walk_cost = 0.0  # CPU seconds the last walk took

    def poll_s(self) -> float:
        """How long the runner may wait before the next ``over()``: at the fastest growth seen,
        half of what is left would be gone by then."""
        return min(POLL_MAX_S, max(POLL_MIN_S, self.left / 2 / self.rate))

    def over(self, now: float | None = None) -> str:
        now = time.monotonic() if now is None else now
        # Every poll walks, unless the last walk was expensive: at most one walk per
        # ``WALK_SHARE`` walks' time while the budget surely lasts that long, so the watcher takes
        # a bounded share of a core on a big tree.
        # (The file system's own counters cannot stand in for the walk: space another process
        # frees at the same time hides what the command wrote. Measured: with another process
        # writing and deleting 64 MiB files, a burst passed a 32 MiB budget by 64 MiB unseen.)
        if now < self.walked_at + self.walk_interval():
            return ""
        return self._measure()

    def walk_interval(self) -> float:
        """The least time between the end of one walk and the next: twenty walks' time, or as
        long as the budget surely lasts (``poll_s``) if that is shorter -- never less than one walk."""
        return max(self.walk_cost, min(WALK_SHARE * self.walk_cost, self.poll_s()))

    def final(self) -> str:
        return self._measure()

    def margin(self) -> int:
        """Bytes a command may pass the budget by (the module docstring): writing at the fastest
        growth seen for one interval between walks, plus as much again for the walk that notices it."""
        return int(2 * self.rate * max(POLL_MIN_S, self.walk_cost))

    def _measure(self) -> str:
        began = time.thread_time()  # CPU time: a walk slowed by someone else's disk I/O costs us nothing
        used, too_many = allocated(self.root)
        now = time.monotonic()
        self.walk_cost = time.thread_time() - began
        grown = used - self.start
        if now > self.walked_at:
            self.rate = max(self.rate, (grown - self.grown) / (now - self.walked_at))
        self.walked_at, self.grown = now, grown
        self.left = max(0, self.budget - grown)
        return "disk" if too_many or grown > self.budget else ""
