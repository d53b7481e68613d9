"""Keep a submission inside its folder while nbgrader runs it (installed in the grading kernel).

nbgrader runs each student's notebook in ``autograded/<student>/<assignment>/``, next to the
source notebooks (solutions, hidden tests), the gradebook and everyone else's submissions.
``install()`` adds a Python audit hook (PEP 578; hooks cannot be removed) that lets the
notebook read only its own folder, a fresh temp directory, Python's own installation and the
course package, write only its folder and a temp directory of its own, and refuses what would step
around that: starting processes, loading native code, network connections, and walking the
garbage collector or other threads' stacks (where a checker's cases live). A refused action
raises ``PermissionError`` with a message saying what was refused, so the cell fails, the
feedback shows why, and grading goes on.

It is a guard rail for honest grading, not a sandbox: code that reaches native memory some
other way can still escape. For an exam, run nbgrader itself in a container as well.

nbgrader starts it through the kernel's command line (see ``nbgrader_course.CONFIG``)::

    --IPKernelApp.exec_lines=["import lab_code.classroom.grading_guard as g; g.install()"]

Lessons: shared
"""

from __future__ import annotations

import os
import re
import site
import sys
import sysconfig
import tempfile

import lab_code
from lab_code.exercises import student_call  # loads ctypes and resolves its one native call first

PATH_EVENTS = {  # event → (positions of its path arguments, what it does to them)
    "open": ((0,), "open"),  # read or write: decided from the mode and flags
    "os.listdir": ((0,), "list"),
    "os.scandir": ((0,), "list"),
    "glob.glob": ((0,), "list"),
    "os.remove": ((0,), "write"),
    "os.rmdir": ((0,), "write"),
    "os.mkdir": ((0,), "write"),
    "os.rename": ((0, 1), "write"),  # moving a file in from elsewhere is reading it
    "os.chmod": ((0,), "write"),
    "os.truncate": ((0,), "write"),
    "os.utime": ((0,), "write"),
    "os.symlink": ((1,), "write"),  # where it points is checked when it is opened (realpath)
    "os.link": ((0, 1), "write"),  # a hard link would carry an outside file in
    "shutil.rmtree": ((0,), "write"),
    "sqlite3.connect": ((0,), "write"),  # the gradebook is a SQLite file, opened in C, not via open()
}
REFUSED = {
    "subprocess.Popen": "启动子进程",
    "os.system": "执行系统命令",
    "os.exec": "替换进程",
    "os.posix_spawn": "启动子进程",
    "os.spawn": "启动子进程",
    "os.fork": "复制进程",
    "os.forkpty": "复制进程",
    "os.kill": "给进程发信号",
    "pty.spawn": "启动子进程",
    "socket.connect": "连网",
    "socket.bind": "连网",
    "ctypes.dlopen": "加载本地代码",
    "ctypes.dlsym": "加载本地代码",
    "ctypes.dlsym/handle": "加载本地代码",
    "ctypes.cdata": "直接读内存",
    "ctypes.cdata/buffer": "直接读内存",
    "ctypes.string_at": "直接读内存",
    "ctypes.wstring_at": "直接读内存",
    "gc.get_objects": "遍历所有对象（检查器的用例在里面）",
    "gc.get_referrers": "遍历所有对象（检查器的用例在里面）",
    "gc.get_referents": "遍历所有对象（检查器的用例在里面）",
    "sys._current_frames": "读别的线程的调用栈（检查器的用例在里面）",
}
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC


def _roots(temp: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """(readable roots, writable roots, listable roots), all real paths."""
    here = os.getcwd()  # nbgrader runs the notebook in the student's autograded folder
    python = {sys.prefix, sys.base_prefix, sys.exec_prefix, *sysconfig.get_paths().values()}
    python |= {*site.getsitepackages(), site.getusersitepackages()}
    package = os.path.dirname(lab_code.__file__)
    readable = {here, temp, package, os.devnull, "/dev/urandom", *python}
    writable = {here, temp, os.devnull}
    listable = readable | {p for p in sys.path if p}  # the import system lists them; it reads nothing else
    real = lambda paths: tuple(sorted({os.path.realpath(p) for p in paths if p}))  # noqa: E731
    return real(readable), real(writable), real(listable)


# ipykernel lists its child processes at shutdown (psutil reads /proc and each /proc/<pid>/stat);
# nothing else of /proc: /proc/<pid>/environ would show other processes' secrets.
PROCESS_TABLE = re.compile(r"^/proc(/\d+/stat|/stat)?$")


def _inside(path: str, roots: tuple[str, ...]) -> bool:
    return any(path == root or path.startswith(root.rstrip(os.sep) + os.sep) for root in roots)


def _wants_write(args: tuple) -> bool:
    mode, flags = (args[1] if len(args) > 1 else None), (args[2] if len(args) > 2 else 0)
    if isinstance(mode, str):
        return any(c in mode for c in "wax+")
    return bool((flags or 0) & WRITE_FLAGS)


def _check_path(event: str, args: tuple, roots: dict[str, tuple[str, ...]]) -> None:
    positions, action = PATH_EVENTS[event]
    if action == "open":
        action = "write" if _wants_write(args) else "read"
    for position in positions:
        path = args[position] if len(args) > position else None
        if path is None or isinstance(path, int):
            continue  # an already-open file descriptor: its opening was checked
        real = os.path.realpath(os.fsdecode(path))
        if action != "write" and PROCESS_TABLE.match(real):
            continue
        if not _inside(real, roots[action]):
            verb = "写" if action == "write" else "读"
            raise PermissionError(f"评分时只能{verb}提交目录里的文件，不能{verb} {real}。")


def make_hook(readable, writable, listable, allowed_native: int | None):
    """The audit hook: paths on an allowlist; escapes around it refused."""
    roots = {"read": readable, "write": writable, "list": listable}

    def hook(event: str, args: tuple) -> None:
        if event in PATH_EVENTS:
            _check_path(event, args, roots)
        elif event in REFUSED:
            raise PermissionError(f"评分时不允许{REFUSED[event]}（{event}）。")
        elif event == "ctypes.call_function" and args and args[0] != allowed_native:
            raise PermissionError("评分时不允许调用本地函数（ctypes.call_function）。")

    return hook


_installed = False


def install() -> None:
    """Add the audit hook to this process (once; it stays until the process ends).

    The temp directory becomes a fresh one of this kernel's own: the shared ``/tmp`` may hold
    the course directory itself (or other students' work).
    """
    global _installed
    if _installed:
        return
    temp = tempfile.mkdtemp(prefix="lab-grading-")
    tempfile.tempdir = temp
    os.environ["TMPDIR"] = temp
    sys.addaudithook(make_hook(*_roots(temp), student_call.native_address()))
    _installed = True


def assert_guarded() -> None:
    """Inside ``nbgrader autograde``, refuse to grade without the guard (a grader set up wrongly).

    Every tests cell calls it: if the kernel did not start with ``install()``, every test fails
    with this message, instead of grading quietly without the guard.
    """
    if os.environ.get("NBGRADER_EXECUTION") == "autograde" and not _installed:
        raise RuntimeError(
            "批改用的内核没有装上 grading_guard：用 python -m lab_code.classroom nbgrader 写出的 "
            "nbgrader_config.py（Execute.extra_arguments）来运行 nbgrader autograde。"
        )
