"""One control group per command: a ceiling on the processes and memory of its *whole* tree.

The ``RLIMIT_*`` limits a command gets before ``exec`` are per process (``RLIMIT_AS``: one
process may hold 4 GiB, so eight hold 32) or per user (``RLIMIT_NPROC``, and the kernel ignores
it for root — a container's usual user: one command ran 1,506 processes). A control group
(cgroup) counts everything a command starts, however it forks, detaches or re-parents, and the
kernel enforces the total: ``pids.max`` makes the next ``fork`` fail, ``memory.max`` (v1:
``memory.limit_in_bytes``) makes the kernel reclaim and then kill inside the group only.

Each command gets its own group *below the group this process is in* (so whatever limits a
container or a desktop session already sets still apply above ours), named
``tool-calling-lab-<pid>-<n>``; the child joins it between ``fork`` and ``exec`` (``join_fds``:
it writes ``0``, "me", into ``cgroup.procs``), so not even its first ``fork`` escapes. After
the command, every process still in the group is killed and the group removed.

Where it works: cgroup v2 when this process may create a child group with ``pids`` and
``memory`` enabled (root of a container's cgroup namespace, or a delegated subtree), or cgroup
v1 with writable ``pids`` and ``memory`` hierarchies (what root has here). Elsewhere
``CommandGroup.create`` returns ``None`` and the runner falls back to ``RLIMIT_NPROC`` (which a
non-root user does get) and to watching the tree itself (``process_tree``).

Lessons: 05, 07
"""

from __future__ import annotations

import contextlib
import itertools
import os
import signal
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

PREFIX = "tool-calling-lab"
_counter = itertools.count(1)
_cleaned: set[Path] = set()  # parents already cleared of a crashed run's groups


@dataclass(frozen=True)
class Hierarchy:
    version: int  # 1 or 2
    controller: str  # "pids", "memory", or "" for the unified v2 hierarchy
    directory: Path  # this process's own group in it


def _mounts() -> list[tuple[str, str, str, str]]:
    """``(mount point, root inside the hierarchy, fstype, super options)`` of cgroup mounts."""
    found = []
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/mountinfo").read_text().splitlines():
            left, _, right = line.partition(" - ")
            fields, tail = left.split(), right.split()
            if len(fields) >= 5 and len(tail) >= 3 and tail[0] in ("cgroup", "cgroup2"):
                found.append((fields[4], fields[3], tail[0], tail[2]))
    return found


def _own_paths() -> dict[str, str]:
    """``/proc/self/cgroup``: controller (or ``""`` for v2) → this process's path in it."""
    paths = {}
    with contextlib.suppress(OSError):
        for line in Path("/proc/self/cgroup").read_text().splitlines():
            _id, controllers, path = line.split(":", 2)
            for name in controllers.split(",") if controllers else [""]:
                paths[name] = path
    return paths


def _inside(mount: str, root: str, own: str) -> Path:
    relative = own[len(root) :] if root != "/" and own.startswith(root) else own
    return Path(mount) / relative.lstrip("/")


def _writable(directory: Path) -> bool:
    return directory.is_dir() and os.access(directory, os.W_OK)


@lru_cache(maxsize=1)
def hierarchies() -> tuple[Hierarchy, ...]:
    """Where per-command groups can be made here: ``(v2,)``, ``(pids v1, memory v1)`` or ``()``."""
    own = _own_paths()
    for mount, root, fstype, _options in _mounts():
        if fstype != "cgroup2" or "" not in own:
            continue
        directory = _inside(mount, root, own[""])
        try:
            enabled = (directory / "cgroup.subtree_control").read_text().split()
            if not {"pids", "memory"} <= set(enabled):
                # allowed only where the group holds no process itself (or is a namespace root)
                (directory / "cgroup.subtree_control").write_text("+pids +memory")
        except OSError:
            continue
        if _writable(directory):
            return (Hierarchy(2, "", directory),)
    found = {}
    for mount, root, fstype, options in _mounts():
        for controller in ("pids", "memory"):
            if fstype == "cgroup" and controller in options.split(",") and controller in own:
                directory = _inside(mount, root, own[controller])
                if _writable(directory):
                    found[controller] = Hierarchy(1, controller, directory)
    return (found["pids"], found["memory"]) if len(found) == 2 else ()


def available() -> str:
    """``"cgroup v2"``, ``"cgroup v1"`` or ``""``: what ``CommandGroup`` will use here."""
    found = hierarchies()
    return f"cgroup v{found[0].version}" if found else ""


def _write(path: Path, value: str) -> None:
    with open(path, "w") as fh:
        fh.write(value)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _remove_stale(parent: Path) -> None:
    """Groups a crashed earlier process of the course left behind (empty ones only)."""
    with contextlib.suppress(OSError):
        for entry in parent.iterdir():
            name = entry.name
            if name.startswith(PREFIX + "-") and entry.is_dir():
                pid = name[len(PREFIX) + 1 :].split("-")[0]
                if pid.isdigit() and int(pid) != os.getpid() and not _alive(int(pid)):
                    with contextlib.suppress(OSError):
                        entry.rmdir()


class CommandGroup:
    """The control group(s) of one command. Build with ``create``; always ``close``."""

    def __init__(self, directories: list[tuple[Hierarchy, Path]]):
        self.directories = directories
        self._fds: list[int] = []

    @classmethod
    def create(cls, processes: int, memory_bytes: int) -> CommandGroup | None:
        """A new group with these ceilings, or ``None`` where this machine cannot give one."""
        made: list[tuple[Hierarchy, Path]] = []
        name = f"{PREFIX}-{os.getpid()}-{next(_counter)}"
        try:
            for hierarchy in hierarchies():
                if hierarchy.directory not in _cleaned:
                    _cleaned.add(hierarchy.directory)
                    _remove_stale(hierarchy.directory)
                directory = hierarchy.directory / name
                directory.mkdir()
                made.append((hierarchy, directory))
                if hierarchy.controller in ("", "pids"):
                    _write(directory / "pids.max", str(processes))
                if hierarchy.version == 2:
                    _write(directory / "memory.max", str(memory_bytes))
                    with contextlib.suppress(OSError):  # no swap: the limit is the limit
                        _write(directory / "memory.swap.max", "0")
                elif hierarchy.controller == "memory":
                    _write(directory / "memory.limit_in_bytes", str(memory_bytes))
                    with contextlib.suppress(OSError):  # only with swap accounting on
                        _write(directory / "memory.memsw.limit_in_bytes", str(memory_bytes))
        except OSError:
            cls(made).close()
            return None
        return cls(made) if made else None

    def join_fds(self) -> list[int]:
        """Open ``cgroup.procs`` of each group (in the parent): the child writes ``0`` to each."""
        self._fds = [os.open(d / "cgroup.procs", os.O_WRONLY | os.O_CLOEXEC) for _h, d in self.directories]
        return self._fds

    def _count(self, hierarchy_filter, file: str, key: str) -> int:
        for hierarchy, directory in self.directories:
            if hierarchy_filter(hierarchy):
                with contextlib.suppress(OSError, ValueError):
                    for line in (directory / file).read_text().splitlines():
                        name, _, value = line.partition(" ")
                        if name == key:
                            return int(value)
        return 0

    def limit_hit(self) -> str:
        """``"memory"`` when the kernel killed inside the group for memory, ``"processes"`` when a
        fork was refused, else ``""``."""
        v2 = self._count(lambda h: h.version == 2, "memory.events", "oom_kill")
        v1 = self._count(lambda h: h.controller == "memory", "memory.oom_control", "oom_kill")
        if v1 or v2:
            return "memory"
        if self._count(lambda h: h.controller in ("", "pids"), "pids.events", "max"):
            return "processes"
        return ""

    def pids(self) -> set[int]:
        found: set[int] = set()
        for _hierarchy, directory in self.directories:
            with contextlib.suppress(OSError, ValueError):
                found |= {int(n) for n in (directory / "cgroup.procs").read_text().split()}
        return found

    def kill(self) -> int:
        """SIGKILL everything in the group until it stays empty; how many were killed."""
        killed: set[int] = set()
        for _round in range(50):  # a process forking while we kill: the next round gets the child
            left = self.pids() - {os.getpid()}
            if not left:
                break
            for pid in left:
                with contextlib.suppress(ProcessLookupError, PermissionError):
                    os.kill(pid, signal.SIGKILL)
            killed |= left
            time.sleep(0.002)
        return len(killed)

    def close(self) -> None:
        """Kill what is left, then remove the groups (a group with a zombie in it cannot go yet:
        retried briefly, then left for the next run's clean-up)."""
        for fd in self._fds:
            with contextlib.suppress(OSError):
                os.close(fd)
        self._fds = []
        self.kill()
        for _hierarchy, directory in self.directories:
            for _attempt in range(100):
                try:
                    directory.rmdir()
                    break
                except FileNotFoundError:
                    break
                except OSError:
                    time.sleep(0.01)
