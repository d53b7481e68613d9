"""An exact process ceiling for a non-root command where no control group is ours to use.

``RLIMIT_NPROC`` counts every process (every task: threads too) of the *user*, not of the
command. Given as "what the user runs now + the tree's allowance", it is only as exact as that
snapshot: when other processes of the same user end while the command runs (a second build, a
test worker, the user's editor), the command inherits their places. Measured on a busy machine:
a flood allowed 64 started 95.

Since Linux 5.14 the kernel keeps that count per user *and user namespace*: a process that
enters a new user namespace of its own starts a fresh count there, with only itself in it, and
``RLIMIT_NPROC`` set inside then bounds exactly the tasks of its tree (every level above is
still checked against the limits it had before, so nothing is loosened). An unprivileged user
may create such a namespace; its only mapping is the user's own uid and gid, so files keep
their owner, the command has no capability it could use outside, and the tree runs as before.
A sandbox (bubblewrap) started from there makes its own namespace below it, as usual.

Where the kernel refuses (user namespaces switched off, or an older kernel), the child says so
by returning ``False`` and the runner keeps the snapshot limit: honest, but not exact. Root is
not bound by ``RLIMIT_NPROC`` at all; for root the control group (``cgroup_limits``) is the
ceiling.

Everything the child calls is prepared in the parent (the C function, the bytes to write), so
between ``fork`` and ``exec`` it makes system calls only.

Lessons: 07
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import sys
from collections.abc import Callable

CLONE_NEWUSER = 0x10000000


def preparer() -> Callable[[], bool] | None:
    """A function for the child (after ``fork``, before ``exec``) that moves it into a new user
    namespace mapping only its own ids; it returns whether that worked. ``None`` where this can
    never work (not Linux, or root: root's processes are not counted against the limit)."""
    if not sys.platform.startswith("linux") or os.getuid() == 0:
        return None
    try:
        unshare = ctypes.CDLL(None, use_errno=True).unshare
    except (OSError, AttributeError):
        return None
    uid, gid = os.getuid(), os.getgid()
    writes = (
        (b"/proc/self/setgroups", b"deny"),  # required before an unprivileged gid_map
        (b"/proc/self/uid_map", f"{uid} {uid} 1".encode()),
        (b"/proc/self/gid_map", f"{gid} {gid} 1".encode()),
    )

    def enter() -> bool:
        if unshare(CLONE_NEWUSER) != 0:
            return False
        for path, data in writes:
            try:
                fd = os.open(path, os.O_WRONLY)
            except OSError:
                return False
            with contextlib.suppress(OSError):
                os.write(fd, data)
            os.close(fd)
        return os.getuid() == uid  # unmapped, it would read as the overflow uid

    return enter
