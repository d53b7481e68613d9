"""Walk a directory tree the model's build may have shaped: iteratively, never through a link,
never deeper or wider than a bound.

``os.walk``, ``Path.rglob`` and ``shutil.rmtree`` recurse in Python 3.11 (one stack frame per
level): a build that leaves a chain of 1,500 nested directories makes them raise
``RecursionError``, and every later tool call that walks the workdir fails the same way, which
stops the whole run. A hostile tree can also be wide (a million empty files) to make each walk
take minutes. So every walk of a workdir goes through here:

* ``walk`` is ``os.walk`` with an explicit stack: top-down, ``dirs`` may be pruned in place,
  symlinks are *files* (never descended), and it stops at ``max_depth`` levels and
  ``max_entries`` entries, recording that in ``Walk.truncated`` so the caller can say so;
* ``remove_tree`` deletes bottom-up with the same stack, links removed as links.

    >>> import tempfile; root = Path(tempfile.mkdtemp())
    >>> deep = root.joinpath(*["d"] * 100); deep.mkdir(parents=True)
    >>> found = Walk(root, max_depth=10); len(list(found)), found.truncated
    (11, 'depth')
    >>> remove_tree(root); root.exists()
    False

Lessons: 05, 07
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path

MAX_DEPTH = 64  # levels below the start: real projects use about ten
MAX_ENTRIES = 200_000  # names seen in one walk: far above a real build tree


class Walk:
    """Iterate ``(directory, dirs, files)`` like ``os.walk(top)`` (see the module docstring).

    ``truncated`` is ``""`` after a complete walk, ``"depth"`` or ``"entries"`` when a bound
    stopped it, and ``"unreadable"`` when a directory could not be listed.
    """

    def __init__(self, top: str | os.PathLike, *, max_depth: int = MAX_DEPTH, max_entries: int = MAX_ENTRIES):
        self.top, self.max_depth, self.max_entries = Path(top), max_depth, max_entries
        self.truncated = ""
        self.entries = 0

    def __iter__(self) -> Iterator[tuple[Path, list[str], list[str]]]:
        stack = [(self.top, 0)]
        while stack:
            here, depth = stack.pop()
            dirs, files = [], []
            try:
                with os.scandir(here) as listing:
                    for entry in listing:
                        self.entries += 1
                        if self.entries > self.max_entries:
                            self.truncated = "entries"
                            break
                        try:
                            is_dir = entry.is_dir(follow_symlinks=False)
                        except OSError:
                            is_dir = False
                        (dirs if is_dir else files).append(entry.name)
            except OSError:
                self.truncated = self.truncated or "unreadable"
                continue
            dirs.sort()
            files.sort()
            yield here, dirs, files
            if self.truncated == "entries":
                return
            if dirs and depth >= self.max_depth:
                self.truncated = "depth"
                continue
            # reversed: popped in sorted order, so the walk visits directories as os.walk does
            stack.extend((here / name, depth + 1) for name in reversed(dirs))


def remove_tree(top: str | os.PathLike) -> None:
    """``shutil.rmtree(top, ignore_errors=True)`` without recursion: any depth, links removed
    as links (never followed), whatever cannot be removed left in place."""
    top = Path(top)
    try:
        if stat.S_ISLNK(top.lstat().st_mode) or not top.is_dir():
            top.unlink()
            return
    except OSError:
        return
    pending = [top]
    visited: list[Path] = []
    while pending:  # collect directories top-down, delete files on the way ...
        here = pending.pop()
        visited.append(here)
        try:
            with os.scandir(here) as listing:
                for entry in listing:
                    if entry.is_dir(follow_symlinks=False):
                        pending.append(Path(entry.path))
                    else:
                        with contextlib.suppress(OSError):
                            os.unlink(entry.path)
        except OSError:
            continue
    for directory in reversed(visited):  # ... then the directories, deepest first
        with contextlib.suppress(OSError):
            os.rmdir(directory)
