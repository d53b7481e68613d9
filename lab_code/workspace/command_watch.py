"""While a command runs: the reasons to stop it early, checked every poll by the runner.

``run_to_file`` waits for its command in short polls; after each one, ``Watch.reason`` says
whether to stop it and why. In order:

* ``cancelled`` — the caller set the event given to ``cancelling`` (an MCP client cancelled
  the call: its command must die, not run on with nobody waiting, holding the one-call lock);
* ``output`` — the log passed ``max_output_bytes``;
* ``timeout`` — the command ran longer than ``timeout_s``;
* ``disk`` — its working directory grew past the budget (``disk_budget``; the runner polls as
  often as the budget's next check asks, and no file may be larger than the whole budget);
* ``processes`` / ``memory`` — only where no control group limits the tree
  (``cgroup_limits``): the runner counts the tree itself, twice a second.

What the model reads when a limit of the whole tree stopped or hurt its command is written
with the rest of a command's text, in ``workspace.command_result``.

Lessons: 05, 07
"""

from __future__ import annotations

import contextlib
import contextvars
import dataclasses
import os
import threading
from collections.abc import Iterator

from lab_code.workspace import process_tree
from lab_code.workspace.disk_budget import DiskBudget
from lab_code.workspace.process_tree import Limits

TREE_CHECK_S = 0.5  # how often the tree is counted where no control group does it
_cancel: contextvars.ContextVar[threading.Event | None] = contextvars.ContextVar("cancel", default=None)


@contextlib.contextmanager
def cancelling(event: threading.Event) -> Iterator[None]:
    """Every command run in this context stops (its tree killed) once ``event`` is set."""
    token = _cancel.set(event)
    try:
        yield
    finally:
        _cancel.reset(token)


class Watch:
    """The stop conditions of one command (see the module docstring)."""

    def __init__(self, limits: Limits, cwd, *, timeout_s: float, max_output_bytes: int, counted: bool):
        self.limits, self.timeout_s, self.max_output_bytes = limits, timeout_s, max_output_bytes
        self.cancel = _cancel.get()
        self.disk = DiskBudget(cwd, limits.disk_bytes) if limits.disk_bytes else None
        self.count_tree = not counted and limits.tree_processes > 0  # no control group does it
        self.next_count = TREE_CHECK_S

    def child_limits(self) -> Limits:
        """The limits to start the command with: no file larger than the whole disk budget, plus
        one byte — a file that reaches it has passed the budget, and ``after`` says so."""
        if self.disk is None or self.disk.left + 1 >= self.limits.file_bytes:
            return self.limits
        return dataclasses.replace(self.limits, file_bytes=self.disk.left + 1)

    def wait_s(self, poll_s: float) -> float:
        """How long the runner may wait before asking ``reason`` again."""
        return poll_s if self.disk is None else min(poll_s, self.disk.poll_s())

    def reason(self, pid: int, out_fd: int, elapsed: float) -> str:
        if self.cancel is not None and self.cancel.is_set():
            return "cancelled"
        if os.fstat(out_fd).st_size > self.max_output_bytes:
            return "output"
        if elapsed > self.timeout_s:
            return "timeout"
        if self.disk is not None and (over := self.disk.over()):
            return over
        if self.count_tree and elapsed >= self.next_count:
            self.next_count = elapsed + TREE_CHECK_S
            processes, resident = process_tree.tree_usage(pid)
            if processes >= self.limits.tree_processes:  # at the ceiling: the next fork fails
                return "processes"
            if self.limits.tree_memory_bytes and resident > self.limits.tree_memory_bytes:
                return "memory"
        return ""

    def after(self, left_behind: int = 0) -> str:
        """Once the command has ended: did it finish over the disk budget between two polls, or,
        where no control group counts refused forks, did it end still holding its whole process
        allowance (itself plus ``left_behind``, the processes killed after it)? A flood that
        forks until refused and exits is over before the next poll; what it left is not."""
        if self.disk is not None and (over := self.disk.final()):
            return over
        if self.count_tree and left_behind + 1 >= self.limits.tree_processes:
            return "processes"
        return ""
