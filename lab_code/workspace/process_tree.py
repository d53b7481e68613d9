"""Everything a command started, found and ended: limits before exec, the whole tree after it.

Killing a command's process *group* is not enough: a child can call ``setsid`` (a daemon, a
build step that "detaches") and leave the group, and it then outlives the command, holding
files or pipes open or spending CPU. Two mechanisms close that, both Linux ones:

* while a command runs, this process is a **child subreaper** (``prctl(PR_SET_CHILD_SUBREAPER)``):
  a descendant whose parent dies is re-parented to *us*, not to init, so it cannot get lost;
* after the command (finished, timed out or stopped) every descendant still alive is found
  in ``/proc`` — the ones still under the command and the orphans re-parented to us — and
  killed; orphans are reaped so no zombie stays behind.

Inside the bubblewrap sandbox the same end comes for free: the command runs in its own PID
namespace, and when that namespace's first process dies the kernel kills the rest.

Resource limits are set in the child between ``fork`` and ``exec`` (``RLIMIT_CPU``,
``RLIMIT_FSIZE``, ``RLIMIT_AS``, ``RLIMIT_NPROC``, no core files), so even a build script the
model wrote cannot spin forever or fill the disk with one file. Those are per process (or per
user); the whole tree's processes and memory are limited by a control group
(``lab_code.workspace.cgroup_limits``), which the child joins in the same ``preexec_fn``. Where
there is none, a non-root command enters a user namespace of its own, where ``RLIMIT_NPROC``
counts exactly its tree (``own_user_namespace``), and ``tree_usage`` lets the runner watch the
tree for memory. Honest limits: ``RLIMIT_NPROC`` does not apply to root (without a control
group, root's tree is only watched, and a watcher that polls is slower than ``fork``); on macOS
there is no ``/proc`` and no subreaper, only the group kill.

Lessons: 05, 07
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import resource
import signal
import sys
import threading
import time
from dataclasses import dataclass, field

from lab_code.workspace import own_user_namespace

_PR_SET_CHILD_SUBREAPER = 36
_lock = threading.Lock()
# Held from before fork until the new pid is registered, and while orphans are looked for:
# otherwise a command starting in another thread looks, for a moment, like an orphan.
_spawn_lock = threading.Lock()
_adopters = 0  # commands running right now that want orphans re-parented to us
_started: set[int] = set()  # pids of commands this module started (not orphans to kill)


MIB = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    """Ceilings for a command: per process (rlimits) and for its whole tree (control group,
    disk budget). A tree limit of 0 switches that limit off."""

    cpu_s: int = 900  # CPU seconds per process: far above a build step, far below "forever"
    file_bytes: int = 512 * MIB  # largest file one process may write
    address_bytes: int = 4 * 1024 * MIB  # zig and clang need well under 1 GiB
    extra_processes: int = 512  # on top of what the user runs already (RLIMIT_NPROC is per user)
    tree_processes: int = 1024  # tasks (threads count) in the whole tree; zig runs a thread pool
    tree_memory_bytes: int = field(default_factory=lambda: default_tree_memory())  # the whole tree
    disk_bytes: int = 1024 * MIB  # growth of the working directory during one command
    # The command runs this much nicer than the runner that watches it. The disk budget is
    # watched, not enforced by the kernel: on a busy machine a watcher that gets the CPU after
    # the writer has already written more than its margin. Nicer, the command yields to the
    # watcher whenever both could run (weights 1024 : 110; its session's scheduling group too,
    # see ``_lower_own_autogroup``). Measured with six busy loops and another process writing and
    # deleting big files: a burst stopped at 32-47 MiB of a 32 MiB budget (up to 120 MiB when the
    # sandbox's own session ran at full priority). Builds lose nothing when the CPU is free.
    niceness: int = 10


def default_tree_memory() -> int:
    """Memory for one command's whole tree: 3 GiB, or 512 MiB per CPU where zig runs more
    compilers at once, but never more than half of this machine's memory."""
    wanted = max(3 * 1024 * MIB, 512 * MIB * (os.cpu_count() or 1))
    with contextlib.suppress(ValueError, OSError, AttributeError):
        wanted = min(wanted, os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") // 2)
    return wanted


def _user_processes() -> int:
    uid = os.getuid()
    with contextlib.suppress(OSError):
        return sum(1 for e in os.scandir("/proc") if e.name.isdigit() and _owner(e.path) == uid)
    return 0


def _owner(path: str) -> int | None:
    try:
        return os.stat(path).st_uid
    except OSError:
        return None


def limiter(limits: Limits, join_fds: list[int] | tuple[int, ...] = (), *, exact_processes: bool = False):
    """A ``preexec_fn`` that joins the command's control group (``0`` written to each of
    ``join_fds``, its ``cgroup.procs``: "this process") and applies ``limits`` in the child;
    the numbers are computed here, in the parent, so the child does nothing but system calls.

    ``exact_processes`` (the runner asks for it when no control group counts the tree): a
    non-root child first enters a user namespace of its own, where ``RLIMIT_NPROC`` counts
    only its tree (``own_user_namespace``), and gets exactly ``tree_processes``; where that is
    refused, the per-user snapshot below."""
    wanted = [
        (resource.RLIMIT_CPU, limits.cpu_s),
        (resource.RLIMIT_FSIZE, limits.file_bytes),
        (resource.RLIMIT_AS, limits.address_bytes),
        (resource.RLIMIT_CORE, 0),
    ]
    settings = [(which, _pair(which, value)) for which, value in wanted]
    processes = None  # (exact in an own namespace, per-user snapshot) for RLIMIT_NPROC
    enter_namespace = None
    if os.getuid() != 0 and sys.platform.startswith("linux"):  # root ignores RLIMIT_NPROC anyway
        allowance = limits.tree_processes or limits.extra_processes
        snapshot = _user_processes() + min(limits.extra_processes, allowance)
        processes = (_pair(resource.RLIMIT_NPROC, allowance), _pair(resource.RLIMIT_NPROC, snapshot))
        enter_namespace = own_user_namespace.preparer() if exact_processes else None

    def apply() -> None:
        for fd in join_fds:  # first: before this process can fork anything
            os.write(fd, b"0")
        for which, pair in settings:
            resource.setrlimit(which, pair)
        if processes is not None:
            # After entering the namespace, never before: the levels above keep the limit the
            # process had when it made the namespace (the user's own), and only this one is ours.
            exact = enter_namespace is not None and enter_namespace()
            resource.setrlimit(resource.RLIMIT_NPROC, processes[0] if exact else processes[1])
        os.nice(limits.niceness)
        _lower_own_autogroup(limits.niceness)

    return apply


def _lower_own_autogroup(niceness: int) -> None:
    """With autogroup scheduling (Linux's default on desktops and many servers) each session is
    scheduled as one group, and ``nice`` ranks a process only against its own session: a command
    in a session of its own (the runner starts it so) would compete with the watcher as an equal.
    Its session's group gets the niceness too -- only when this process leads the session, so
    no other process's group is touched. Nothing to do where the kernel has no autogroups."""
    if os.getsid(0) != os.getpid():
        return
    with contextlib.suppress(OSError):
        fd = os.open("/proc/self/autogroup", os.O_WRONLY)
        try:
            os.write(fd, str(niceness).encode())
        finally:
            os.close(fd)


def _pair(which: int, value: int) -> tuple[int, int]:
    """Soft and hard limit both ``value`` (never above the hard limit we were given): a hard
    limit left higher would let the command raise its own soft limit back (``ulimit -u``)."""
    _soft, hard = resource.getrlimit(which)
    if hard != resource.RLIM_INFINITY:
        value = min(value, hard)
    return (value, value)


def _set_subreaper(on: bool) -> None:
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_CHILD_SUBREAPER, int(on), 0, 0, 0)


@contextlib.contextmanager
def adopting_orphans():
    """Be the subreaper while at least one command runs (a counter: commands may overlap)."""
    global _adopters
    with _lock:
        _adopters += 1
        if _adopters == 1:
            _set_subreaper(True)
    try:
        yield
    finally:
        with _lock:
            _adopters -= 1
            if _adopters == 0:
                _set_subreaper(False)


@contextlib.contextmanager
def spawning():
    """Around ``Popen`` and ``register``: see ``_spawn_lock``."""
    with _spawn_lock:
        yield


def register(pid: int) -> None:
    with _lock:
        _started.add(pid)


def _strangers(known_children: set[int]) -> set[int]:
    """Children of ours that no command of this module started and that were not there before."""
    with _spawn_lock, _lock:
        return children_now() - known_children - _started


def unregister(pid: int) -> None:
    with _lock:
        _started.discard(pid)


def _children(pid: int) -> set[int] | None:
    """Children of ``pid`` from ``/proc/<pid>/task/*/children``; None where the kernel lacks it."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return set()  # gone already (or no /proc at all)
    found: set[int] = set()
    for tid in tasks:
        try:
            with open(f"/proc/{pid}/task/{tid}/children", "rb") as fh:
                found.update(int(n) for n in fh.read().split())
        except FileNotFoundError:
            return None if tid == tasks[0] and not found else found
        except (OSError, ValueError):
            continue
    return found


def _children_by_scan(pid: int) -> set[int]:
    """The slow way (a kernel without ``children`` files): read every process's parent."""
    found: set[int] = set()
    with contextlib.suppress(OSError):
        for entry in os.scandir("/proc"):
            if not entry.name.isdigit():
                continue
            with contextlib.suppress(OSError, ValueError, IndexError):
                with open(f"/proc/{entry.name}/stat", "rb") as fh:
                    stat = fh.read()
                # "pid (comm) state ppid ...": comm may contain spaces and parentheses
                if int(stat[stat.rindex(b")") + 2 :].split()[1]) == pid:
                    found.add(int(entry.name))
    return found


def children_of(pid: int) -> set[int]:
    found = _children(pid)
    return _children_by_scan(pid) if found is None else found


def children_now() -> set[int]:
    return children_of(os.getpid())


def _descendants(roots: set[int]) -> set[int]:
    found, frontier = set(), set(roots)
    while frontier:
        found |= frontier
        frontier = set().union(*(children_of(p) for p in frontier)) - found
    return found


def tree_usage(pid: int) -> tuple[int, int]:
    """``(processes, resident bytes)`` of ``pid`` and its descendants, from ``/proc``: what a
    runner without a control group can watch (orphans re-parented to us are counted by the
    caller's ``kill_tree`` later, not here)."""
    page = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
    members = _descendants({pid})
    resident = 0
    for member in members:
        with contextlib.suppress(OSError, ValueError, IndexError), open(f"/proc/{member}/statm", "rb") as fh:
            resident += int(fh.read().split()[1]) * page
    return len(members), resident


def kill_group(pid: int) -> None:
    """Kill the process group of a command started in its own session (and nothing else)."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


def kill_tree(pid: int, known_children: set[int]) -> int:
    """Kill ``pid``'s process group, every descendant of it and every orphan re-parented to
    us since (children of ours not in ``known_children`` and not started by this module).
    Returns how many processes besides the group were killed."""
    me = os.getpid()
    killed: set[int] = set()
    for _round in range(5):  # a parent killed in one round may hand its children to us
        # The group first: one call, while the walk of /proc below takes milliseconds (more on a
        # busy machine) in which a writer or a fork flood would go on. Its members' children are
        # then ours (we adopt orphans) or still below ``pid``: the walk finds them either way.
        kill_group(pid)
        orphans = _strangers(known_children) - {pid}
        victims = (_descendants({pid} | orphans) - {pid, me}) - killed
        if not victims:
            break
        for victim in victims:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(victim, signal.SIGKILL)
        killed |= victims
    return len(killed)


def reap_orphans(known_children: set[int], wait_s: float = 1.0) -> None:
    """After ``kill_tree`` and after the command itself was waited for: collect every process
    that became our child on the way (killed orphans, descendants whose parent died first),
    killing any that still runs, so no zombie and no straggler stays behind."""
    deadline = time.monotonic() + wait_s
    quiet = 0
    while time.monotonic() < deadline and quiet < 2:
        left = _strangers(known_children)
        quiet = 0 if left else quiet + 1
        for pid in left:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, os.WNOHANG)
        time.sleep(0.005)
