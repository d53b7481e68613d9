"""The grading kernel's sandbox: bubblewrap around ``ipykernel``, with only what the kernel needs.

The kernelspec that ``nbgrader_grading.SandboxedExecute`` starts runs
``python -m lab_code.classroom.sandbox -f {connection_file}``; this module turns that into

    bwrap <namespaces, mounts> [setpriv <to an unprivileged uid>] python -m ipykernel_launcher -f …

Inside: new PID, network (none at all: the kernel talks to nbgrader over Unix sockets in its run
folder), IPC, UTS and cgroup namespaces; read-only ``/usr``, Python and the virtualenv; the
course package as ``course_view`` copied it (no checkers, no forbidden modules, no
solutions); the submission folder read-only; an empty ``/tmp`` of limited size; the run folder
(connection file, kernel sockets, the grader's socket) and nothing else of the machine: not the
course directory, not the gradebook, not the exchange, not other students' folders, not the
course secret, not ``$HOME``. Resource limits (processes, memory, file size, CPU, open files)
are set before ``bwrap`` starts.

When the grader is root, bwrap runs as root only to set up the mounts; ``setpriv`` then becomes
``SANDBOX_USER`` (``nobody``) with no capabilities and ``no_new_privs`` before Python starts,
so the kernel is an unprivileged uid (process limits apply to it; it cannot signal anything
outside its PID namespace). A grader that is not root runs bwrap in a user namespace with its
own uid, nested user namespaces disabled.

Without bwrap (macOS, Windows, a container that forbids namespaces) ``available()`` says why,
and grading refuses to start unless the instructor allows it without a sandbox (see the guide).

Lessons: shared
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import pwd
import resource
import shutil
import subprocess
import sys
from pathlib import Path

from lab_code.workspace.sandbox import root_links  # the one place that knows merged-/usr layouts

PLAN_ENV = "LAB_SANDBOX_PLAN"
SANDBOX_USER = "nobody"
TMP_BYTES = 256 * 1024 * 1024
LIMITS = {  # per kernel; a tests cell's time is nbgrader's Execute.timeout, checked from outside
    resource.RLIMIT_AS: 4 * 1024**3,
    resource.RLIMIT_FSIZE: 64 * 1024**2,
    resource.RLIMIT_CPU: 900,
    resource.RLIMIT_NOFILE: 1024,
    resource.RLIMIT_CORE: 0,
}
PROCESSES = 256  # RLIMIT_NPROC counts every process of the uid: see _process_limit
SYSTEM_TOP = ("usr", "bin", "lib", "lib32", "lib64", "libx32", "sbin")


@functools.lru_cache(maxsize=1)
def available() -> str | None:
    """None when a sandbox can be built here; otherwise why not, in Chinese (probed once per process)."""
    if not sys.platform.startswith("linux"):
        return f"这台机器是 {sys.platform}：批改沙箱需要 Linux 和 bubblewrap（bwrap）"
    if shutil.which("bwrap") is None:
        return "没有 bwrap：Debian/Ubuntu 上 apt-get install bubblewrap"
    if os.geteuid() == 0 and shutil.which("setpriv") is None:
        return "以 root 批改需要 setpriv（util-linux）把内核降到普通用户"
    probe = subprocess.run(
        ["bwrap", *_namespaces(), "--ro-bind", "/", "/", "true"], capture_output=True, text=True
    )
    if probe.returncode != 0:
        return f"bwrap 在这里建不了命名空间：{probe.stderr.strip()[:200]}"
    return None


def _namespaces() -> list[str]:
    args = ["--unshare-ipc", "--unshare-pid", "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
    if os.geteuid() != 0:
        args += ["--unshare-user", "--disable-userns"]
    return args


def sandbox_user() -> pwd.struct_passwd | None:
    """The uid the kernel becomes when the grader is root (None: keep the grader's own uid)."""
    return pwd.getpwnam(os.environ.get("LAB_SANDBOX_USER", SANDBOX_USER)) if os.geteuid() == 0 else None


def _system() -> list[str]:
    """/usr read-only, and /bin, /lib … as the agent's sandbox mirrors them (links into /usr or binds)."""
    return ["--ro-bind", "/usr", "/usr", *root_links()]


def _inside(path: Path, roots: list[Path]) -> bool:
    return any(path == root or root in path.parents for root in roots)


def _ancestors(paths: list[str]) -> list[str]:
    """Folders bwrap creates above the mount points: make them traversable (it creates them 0700).

    Only folders bwrap made: never one inside a mounted tree (that is the real, read-only folder).
    """
    mounted = [Path(p) for p in paths] + [Path("/") / name for name in SYSTEM_TOP]
    made: set[Path] = set()
    for path in paths:
        parent = Path(path).parent
        while parent not in (Path("/"), Path("/tmp")) and not _inside(parent, mounted):
            made.add(parent)
            parent = parent.parent
    return [arg for folder in sorted(made) for arg in ("--chmod", "0755", str(folder))]


def command(plan: dict, python_argv: list[str]) -> list[str]:
    """The bwrap command line that runs ``python <python_argv>`` under ``plan`` (``SandboxedExecute``)."""
    python_dirs = sorted({os.path.realpath(sys.base_prefix), os.path.realpath(sys.prefix)})
    binds: list[tuple[str, str, str]] = [("--ro-bind", p, p) for p in python_dirs]
    binds.append(("--ro-bind", plan["lab_code_view"], plan["lab_code_dir"]))
    binds += [("--ro-bind", p, p) for p in plan["readonly"]]
    binds.append(("--bind", plan["rundir"], plan["rundir"]))
    binds.append(("--ro-bind", plan["workdir"], plan["workdir"]))
    args = ["bwrap", *_namespaces(), "--die-with-parent", "--new-session", *_system()]
    args += ["--proc", "/proc", "--dev", "/dev", "--size", str(TMP_BYTES), "--tmpfs", "/tmp"]
    for kind, source, target in binds:
        args += [kind, source, target]
    for path in plan.get("hidden_paths", []):  # forbidden third-party modules: an empty folder
        args += ["--tmpfs", path] if Path(path).is_dir() else ["--ro-bind", "/dev/null", path]
    for name in ("passwd", "group"):
        args += ["--ro-bind", os.path.join(plan["rundir"], name), f"/etc/{name}"]
    args += _ancestors([target for _, _, target in binds])
    args += ["--chmod", "1777", "/tmp"]  # bwrap's tmpfs is the caller's 0755; the kernel's uid must write
    args += ["--clearenv", "--chdir", plan["workdir"]]
    for key, value in sorted(plan["env"].items()):
        args += ["--setenv", key, value]
    user = sandbox_user()
    if user is not None:
        args += [
            "setpriv",
            f"--reuid={user.pw_uid}",
            f"--regid={user.pw_gid}",
            "--clear-groups",
            "--no-new-privs",
            "--bounding-set=-all",
            "--inh-caps=-all",
        ]
    return args + [python_inside(), *python_argv]


def python_inside() -> str:
    """This interpreter by a path that exists in the sandbox (``.venv`` may be a link to elsewhere)."""
    return os.path.join(os.path.realpath(os.path.dirname(sys.executable)), os.path.basename(sys.executable))


def write_identity(rundir: Path, uid: int, gid: int) -> None:
    """A two-line /etc/passwd and /etc/group for the sandbox: its own user, nobody else's names."""
    (rundir / "passwd").write_text(f"student:x:{uid}:{gid}:student:/tmp:/usr/sbin/nologin\n")
    (rundir / "group").write_text(f"student:x:{gid}:\n")
    for name in ("passwd", "group"):
        os.chmod(rundir / name, 0o644)


def _process_limit(uid: int) -> int:
    """RLIMIT_NPROC counts all processes of ``uid``: leave room for those it already has."""
    running = 0
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            with contextlib.suppress(OSError):  # a process that just ended
                running += os.stat(f"/proc/{entry}").st_uid == uid
    return running + PROCESSES


def set_limits() -> None:
    for kind, value in LIMITS.items():
        resource.setrlimit(kind, (value, value))
    user = sandbox_user()
    limit = _process_limit(user.pw_uid if user else os.getuid())
    resource.setrlimit(resource.RLIMIT_NPROC, (limit, limit))


def main(argv: list[str] | None = None) -> None:
    """The kernelspec's command: exec bwrap around ipykernel for the plan in ``LAB_SANDBOX_PLAN``."""
    argv = sys.argv[1:] if argv is None else argv
    plan = json.loads(os.environ[PLAN_ENV])
    args = command(plan, ["-m", "ipykernel_launcher", *argv])
    set_limits()
    null = os.open(os.devnull, os.O_WRONLY)  # ipykernel prints connection notes there; stderr stays
    os.dup2(null, 1)
    os.execvp(args[0], args)


if __name__ == "__main__":
    main()
