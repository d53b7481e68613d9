"""Optional OS-level isolation for build commands with bubblewrap (``bwrap``).

The command guard checks command *lines*; it cannot see what CMake does while it runs a
``CMakeLists.txt`` the model wrote (``execute_process``, ``file(READ /etc/...)``). The author's
evaluation really saw a model read host environment variables and scan ``/opt/homebrew``
that way. The honest fix is not a smarter guard but a smaller world: run the command in a
mount namespace that only contains what a build needs.

Inside the sandbox the process sees:

* the workdir and zig's cache -- read-write;
* ``/usr`` (system programs and the C runtime of cmake/ninja), the cmake, ninja and zig
  install directories -- read-only; ``/usr/include`` and ``/usr/local`` are empty;
* no ``/etc``, no home directories, no network, an empty ``/tmp``; only the variables of
  ``toolchain_env`` (``--clearenv``).

Off by default (``Workspace(sandbox=True)`` or ``run_command(..., sandbox=True)``); needs the
Debian package ``bubblewrap`` and unprivileged user namespaces.

    >>> wrap(["ls"], "/w", {"PATH": "/usr/bin"}, read_only=[], read_write=[])[:2]
    ['bwrap', '--unshare-all']

Lessons: 07
"""

from __future__ import annotations

import os
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

from lab_code.wire.tool_results import ToolError

EMPTY_DIRS = ("/usr/include", "/usr/local")  # host headers and locally installed libraries


def _root_links() -> list[str]:
    """Mirror /bin, /lib, /lib64 ...: symlinks into /usr on merged-/usr systems, else binds."""
    args: list[str] = []
    for name in ("bin", "sbin", "lib", "lib32", "lib64"):
        path = Path("/") / name
        if path.is_symlink():
            args += ["--symlink", os.readlink(path), str(path)]
        elif path.is_dir():
            args += ["--ro-bind", str(path), str(path)]
    return args


def wrap(
    argv: list[str],
    workdir: str | os.PathLike,
    env: dict[str, str],
    read_only: list[str],
    read_write: list[str],
) -> list[str]:
    """The bwrap command line that runs ``argv`` in ``workdir`` with exactly ``env``."""
    workdir = str(Path(workdir).resolve())
    args = [
        "bwrap",
        "--unshare-all",
        "--die-with-parent",
        "--new-session",
        "--ro-bind",
        "/usr",
        "/usr",
        *_root_links(),
    ]
    for empty in EMPTY_DIRS:
        if Path(empty).is_dir():
            args += ["--tmpfs", empty]
    # Mount order matters: the empty /tmp first, then the binds, which may live below /tmp.
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    for path in read_only:
        args += ["--ro-bind", path, path]
    for path in [*read_write, workdir]:
        args += ["--bind", path, path]
    args += ["--chdir", workdir, "--clearenv"]
    for name, value in sorted(env.items()):
        args += ["--setenv", name, value]
    return args + ["--", *argv]


@lru_cache(maxsize=1)
def sandbox_available() -> bool:
    """True when ``bwrap`` exists *and* may create namespaces here (containers often forbid it)."""
    if shutil.which("bwrap") is None:
        return False
    probe = ["bwrap", "--unshare-all", "--ro-bind", "/usr", "/usr", *_root_links(), "--", "true"]
    try:
        return subprocess.run(probe, capture_output=True, timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def sandboxed(argv: list[str], workdir: str | os.PathLike, env: dict[str, str]) -> list[str]:
    """``argv`` wrapped for the build sandbox, with the toolchain's directories mounted."""
    if not sandbox_available():
        raise ToolError(
            "要求在沙箱里运行命令，但 bubblewrap 不可用（Debian: apt-get install bubblewrap；"
            "容器里还需要允许非特权用户命名空间）。",
            error_type="internal_error",
        )
    import cmake
    import ninja

    from lab_code.agent.toolchain import zig_path

    read_only = sorted(
        {
            str(Path(cmake.CMAKE_DATA).resolve()),
            str(Path(ninja.BIN_DIR).resolve()),
            str(zig_path().parent.resolve()),
        }
    )
    cache = Path(env["ZIG_GLOBAL_CACHE_DIR"])
    cache.mkdir(parents=True, exist_ok=True)
    inner_env = {k: v for k, v in env.items() if k != "TMPDIR"}  # inside, /tmp is the empty tmpfs
    return wrap(argv, workdir, inner_env, read_only=read_only, read_write=[str(cache.resolve())])
