"""OS-level isolation for every command and for verification, with bubblewrap (``bwrap``).

The command guard checks command *lines*; it cannot see what CMake does while it runs a
``CMakeLists.txt`` the model wrote (``file(READ …)``, ``execute_process``, the compile lines it
generates). The author's evaluation really saw a model read host environment variables and
scan ``/opt/homebrew`` that way. The honest fix is not a smarter guard but a smaller world.
Inside the sandbox a command sees:

* its own PID namespace: ``/proc`` shows only the sandbox, so ``/proc/<agent pid>/environ``
  (the agent's own environment, API key included) does not exist, and when the command ends
  every process it left behind dies with the namespace; no network;
* ``/usr`` read-only with ``/usr/include`` and ``/usr/local`` empty (no host headers or
  libraries); the cmake, ninja and zig install directories read-only; an empty ``/tmp``;
  no ``/etc``, no home directory;
* the workdir read-write, but: the project's original top-level files and directories
  read-only, ``.xbuild/`` read-only except ``home/``, ``zig-local/`` and the sysroot (the
  toolchain, wrappers and logs cannot be rewritten), credential files (``.env``, keys)
  replaced by empty ones;
* zig's shared cache with its compiled objects read-only (a build cannot plant a poisoned
  libc for the next workdir); only its manifests and temp files are writable. That is why
  a target's C runtime is compiled once *outside* (``toolchain.warm_up``) before the first
  sandboxed build;
* only the variables of ``Toolchain.env`` (``--clearenv``).

``mode``: ``"on"`` requires it (``SandboxUnavailable`` otherwise), ``"auto"`` uses it when
``bwrap`` works here, ``"off"`` never. Needs the Debian package ``bubblewrap`` and
unprivileged user namespaces (containers often forbid them).

Lessons: 07
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from lab_code.agent.toolchain import Toolchain, tool_dirs, zig_cache_dir
from lab_code.arguments.credentials import is_credential_dir, is_credential_path
from lab_code.running import workdir_layout
from lab_code.running.process_runner import run_to_file
from lab_code.running.tree_walk import Walk
from lab_code.running.workdir_layout import Originals

MODES = ("auto", "on", "off")
EMPTY_DIRS = ("/usr/include", "/usr/local")  # host headers and locally installed libraries
ZIG_WRITABLE = ("h", "tmp")  # zig's manifests and temp files; the objects in o/ stay read-only
MAX_MASKED = 200


class SandboxUnavailable(ValueError):
    """``--sandbox on`` was asked for, but bubblewrap cannot run here."""


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


@lru_cache(maxsize=1)
def available() -> bool:
    """True when ``bwrap`` exists *and* may create namespaces here (probed once, through the
    course's process runner like every other process)."""
    if shutil.which("bwrap") is None:
        return False
    probe = ["bwrap", "--unshare-all", "--ro-bind", "/usr", "/usr", *_root_links(), "--", "true"]
    with tempfile.TemporaryDirectory() as tmp:
        try:
            done = run_to_file(probe, cwd=tmp, log=Path(tmp) / "probe.log", timeout_s=10)
        except OSError:
            return False
    return done.exit_code == 0


def resolve_mode(mode: str | bool) -> bool:
    """Whether commands run sandboxed: ``"on"``/True, ``"auto"``, ``"off"``/False."""
    if isinstance(mode, bool):
        mode = "on" if mode else "off"
    if mode not in MODES:
        raise ValueError(f"sandbox 只能是 {', '.join(MODES)} 之一，收到的是 {mode!r}。")
    if mode == "on" and not available():
        raise SandboxUnavailable(
            "要求在沙箱里运行命令，但 bubblewrap 不可用（Debian: apt-get install bubblewrap；"
            "容器里还需要允许非特权用户命名空间）。可以改用 --sandbox auto 或 off。"
        )
    return mode == "on" or (mode == "auto" and available())


def _credentials(workdir: Path) -> tuple[list[Path], list[Path]]:
    """Credential files and directories in the workdir, to be replaced by empty ones inside."""
    files, dirs = [], []
    for current, subdirs, names in Walk(workdir):  # iterative, links never followed
        here = Path(current)
        subdirs[:] = [d for d in subdirs if d != workdir_layout.XBUILD]
        for name in list(subdirs):
            if is_credential_dir(name):
                dirs.append(here / name)
                subdirs.remove(name)
        for name in names:
            path = here / name
            if not path.is_symlink() and is_credential_path(path.relative_to(workdir).as_posix()):
                files.append(path)
        if len(files) + len(dirs) > MAX_MASKED:
            break
    return files, dirs


def wrap(
    argv: list[str],
    chain: Toolchain,
    originals: Originals,
    *,
    writable: Iterable[Path] = (),
    env: dict[str, str] | None = None,
) -> list[str]:
    """The bwrap command line that runs ``argv`` in the workdir with exactly ``env``
    (default: the toolchain's). ``writable``: extra program directories the command may write
    (the verifier's fresh build directory)."""
    workdir = chain.workdir
    args = ["bwrap", "--unshare-all", "--die-with-parent", "--new-session", "--ro-bind", "/usr", "/usr"]
    args += _root_links()
    for empty in EMPTY_DIRS:
        if Path(empty).is_dir():
            args += ["--tmpfs", empty]
    # Mount order matters: later mounts cover earlier ones (the empty /tmp first, because the
    # workdir or the caches may live below /tmp).
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    for path in sorted(tool_dirs().values()):
        args += ["--ro-bind", str(path), str(path)]
    cache = zig_cache_dir().resolve()
    for name in ZIG_WRITABLE:
        (cache / name).mkdir(parents=True, exist_ok=True)
    args += ["--ro-bind", str(cache), str(cache)]
    for name in ZIG_WRITABLE:
        args += ["--bind", str(cache / name), str(cache / name)]
    args += ["--bind", str(workdir), str(workdir)]
    for entry in originals.top_level():
        path = workdir / entry
        if path.exists() and not path.is_symlink():
            args += ["--ro-bind", str(path), str(path)]
    xbuild = workdir_layout.xbuild_dir(workdir)
    args += ["--ro-bind", str(xbuild), str(xbuild)]
    for path in [*workdir_layout.writable_dirs(workdir, chain.target), *writable]:
        path.mkdir(parents=True, exist_ok=True)
        args += ["--bind", str(path), str(path)]
    files, dirs = _credentials(workdir)
    for path in files:
        args += ["--ro-bind", "/dev/null", str(path)]
    for path in dirs:
        args += ["--tmpfs", str(path)]
    args += ["--chdir", str(workdir), "--clearenv"]
    inner = {k: v for k, v in (env if env is not None else chain.env).items() if k != "TMPDIR"}
    for name, value in sorted(inner.items()):
        args += ["--setenv", name, value]
    return args + ["--", *argv]
