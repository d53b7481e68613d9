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
  mounted from a per-run copy (``source_view``: the build may edit its sources, the originals
  never change), ``.xbuild/`` read-only except ``home/``, ``zig-local/``, ``zig-cache/`` and the
  sysroot (the toolchain, wrappers and logs cannot be rewritten), credential files (``.env``,
  keys) replaced by empty ones;
* only the variables of ``Toolchain.env`` (``--clearenv``).

**Running as root changes nothing of that.** bubblewrap started by root keeps root's
capabilities inside: a build script could ``umount`` the empty file over ``.env`` or
``mount -o remount,rw`` any read-only part (the wrappers, earlier logs, the sources, ``/usr``,
zig's shared cache). So a command runs as an ordinary uid (``SANDBOX_UID``) in a user
namespace of its own, with every capability dropped and no way to create another user
namespace (in one it would be "root" again; mounts it inherits stay locked even there). Most
students and every CI run as root in a container: tests run these attacks as root.

**zig's cache: shared, but written only by trusted code.** zig compiles runtime libraries
(libc, compiler_rt, libc++ …) into its global cache on first use, one per variant
(``lab_code.workspace.runtimes``). Two wrong answers: a writable shared cache lets one build plant
a poisoned ``libc.a`` that every later build of every workdir links; a read-only one makes
every variant the warm-up did not foresee fail (``ReadOnlyFileSystem``; ``CrossDevice`` when
only ``tmp/`` is writable). The design, in two parts:

1. the shared cache is mounted read-only and written only outside the sandbox, by the
   warm-up (``runtimes.warm_up``), before the first command that compiles: the common
   variants (Debug and Release, programs and shared libraries, C and -- when the project
   enables it -- C++), with progress;
2. every workdir gets its own writable layer, ``.xbuild/zig-cache/`` (``cache_layer``): links
   to the shared entries, copies of their manifests, and whatever zig compiles anew. A build
   can add any variant there -- and nowhere else: no other workdir and no later run in
   another workdir ever reads it. bubblewrap 0.8 (Debian 12) has no overlay mounts; this is
   the same idea by hand.

``mode``: ``"on"`` requires it (``SandboxUnavailable`` otherwise), ``"auto"`` uses it when
``bwrap`` works here, ``"off"`` never. Needs the Debian package ``bubblewrap`` and user
namespaces (containers often forbid them; root without them still gets ``--cap-drop ALL``).

Lessons: 07
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path

from lab_code.workspace import cache_layer, source_view, workdir_layout
from lab_code.workspace.process_runner import run_to_file
from lab_code.workspace.toolchain import Toolchain, tool_dirs, zig_cache_dir
from lab_code.workspace.workdir_scan import WorkdirScan

# The one reading of a sandbox mode (the command lines, the MCP server and a run's config all use
# resolve_mode): what each mode means, as their --help says it.
MODES = {
    "auto": "本机能用 bubblewrap 就在沙箱里运行命令，否则不用",
    "on": "必须在沙箱里运行命令；本机没有 bubblewrap 就拒绝启动",
    "off": "不用沙箱（只有工具层的护栏）",
}
EMPTY_DIRS = ("/usr/include", "/usr/local")  # host headers and locally installed libraries
MAX_MASKED = 200
SANDBOX_UID = 1000  # any uid but 0; outside, the kernel maps it back to whoever started bwrap
# Who the command is inside: an ordinary uid in a user namespace of its own, no capabilities,
# no further user namespaces. bubblewrap 0.8 has all four options.
UNPRIVILEGED = (
    "--unshare-user", "--uid", str(SANDBOX_UID), "--gid", str(SANDBOX_UID), "--disable-userns", "--cap-drop", "ALL",
)  # fmt: skip
# A kernel where bwrap cannot limit nested user namespaces: still no uid 0, no capabilities
# (and mounts inherited into a nested namespace stay locked there).
NO_DISABLE_USERNS = tuple(o for o in UNPRIVILEGED if o != "--disable-userns")
CAPS_ONLY = ("--cap-drop", "ALL")  # where user namespaces are not allowed (root only)


class SandboxUnavailable(ValueError):
    """``--sandbox on`` was asked for, but bubblewrap cannot run here."""


def root_links() -> list[str]:
    """Mirror /bin, /lib, /lib64 ...: symlinks into /usr on merged-/usr systems, else binds."""
    args: list[str] = []
    for name in ("bin", "sbin", "lib", "lib32", "lib64"):
        path = Path("/") / name
        if path.is_symlink():
            args += ["--symlink", os.readlink(path), str(path)]
        elif path.is_dir():
            args += ["--ro-bind", str(path), str(path)]
    return args


def _works(options: tuple[str, ...]) -> bool:
    probe = ["bwrap", "--unshare-all", *options, "--ro-bind", "/usr", "/usr", *root_links(), "--", "true"]
    with tempfile.TemporaryDirectory() as tmp:
        try:
            done = run_to_file(probe, cwd=tmp, log=Path(tmp) / "probe.log", timeout_s=10)
        except OSError:
            return False
    return done.exit_code == 0


@lru_cache(maxsize=1)
def identity() -> tuple[str, ...] | None:
    """The options that make the command unprivileged, or None when bwrap cannot run here
    (probed once, through the course's process runner like every other process)."""
    if shutil.which("bwrap") is None:
        return None
    for options in (UNPRIVILEGED, NO_DISABLE_USERNS):
        if _works(options):
            return options
    # No user namespaces (a container that forbids them): only root can run bwrap at all then,
    # and dropping every capability keeps the mounts as they are made.
    if os.geteuid() == 0 and _works(CAPS_ONLY):
        return CAPS_ONLY
    return None


def available() -> bool:
    """True when ``bwrap`` exists *and* may create namespaces here."""
    return identity() is not None


def resolve_mode(mode: str | bool) -> bool:
    """Whether commands run sandboxed: ``"on"``/True, ``"auto"``, ``"off"``/False."""
    if isinstance(mode, bool):
        mode = "on" if mode else "off"
    if mode not in MODES:
        raise ValueError(f"sandbox 只能是 {' / '.join(MODES)} 之一，收到的是 {mode!r}。")
    if mode == "on" and not available():
        raise SandboxUnavailable(
            "要求在沙箱里运行命令，但 bubblewrap 不可用（Debian: apt-get install bubblewrap；"
            "容器里还需要允许非特权用户命名空间）。可以改用 --sandbox auto 或 off。"
        )
    return mode == "on" or (mode == "auto" and available())


def _masks(scan: WorkdirScan) -> list[str]:
    """bwrap arguments that replace the credential files and directories by empty ones. They were
    found when the run started (no walk per command); one that is gone or became a link since (a
    build dir the run removed) is not mounted over: bwrap would create it, or follow the link."""
    args = []
    for path in scan.masked_files()[:MAX_MASKED]:
        if path.is_file() and not path.is_symlink():
            args += ["--ro-bind", "/dev/null", str(path)]
    for path in scan.credential_dirs[:MAX_MASKED]:
        if path.is_dir() and not path.is_symlink():
            args += ["--tmpfs", str(path)]
    return args


def wrap(
    argv: list[str],
    chain: Toolchain,
    scan: WorkdirScan,
    *,
    writable: Iterable[Path] = (),
    env: dict[str, str] | None = None,
    view: bool = False,
) -> list[str]:
    """The bwrap command line that runs ``argv`` in the workdir with exactly ``env``
    (default: the toolchain's). ``writable``: extra program directories the command may write
    (the verifier's fresh build directory). ``view``: the sources as their writable copy
    (``source_view``, for the programs that run the project's build: cmake, ninja); otherwise
    the workdir as it is, its original entries read-only. Refreshes zig's cache layer first."""
    workdir = chain.workdir
    layer = cache_layer.sync(workdir, chain.target)  # zig's cache as this workdir's builds see it
    # No --new-session: the runner already starts every command in a session of its own with no
    # terminal (stdin is /dev/null; the sandbox's /dev has none of the host's), which is what that
    # flag guards; a second session would also be a second scheduling group at full priority
    # (autogroups), out of reach of the niceness the runner gave the command (process_tree).
    args = ["bwrap", "--unshare-all", *(identity() or CAPS_ONLY), "--die-with-parent"]
    args += ["--ro-bind", "/usr", "/usr", *root_links()]
    for empty in EMPTY_DIRS:
        if Path(empty).is_dir():
            args += ["--tmpfs", empty]
    # Mount order matters: later mounts cover earlier ones (the empty /tmp first, because the
    # workdir or the caches may live below /tmp).
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    for path in sorted(tool_dirs().values()):
        args += ["--ro-bind", str(path), str(path)]
    shared = zig_cache_dir().resolve()  # the layer's links point here: read-only, all of it
    shared.mkdir(parents=True, exist_ok=True)
    args += ["--ro-bind", str(shared), str(shared)]
    copy = source_view.view_dir(workdir)
    if view and copy.is_dir():  # the sources as the build's writable copy; the run's own entries real
        args += ["--bind", str(copy), str(workdir)]
        args += source_view.real_entries(workdir, scan)
    else:
        args += ["--bind", str(workdir), str(workdir)]
        for entry in scan.originals.top_level():
            path = workdir / entry
            if path.exists() and not path.is_symlink():
                args += ["--ro-bind", str(path), str(path)]
    xbuild = workdir_layout.xbuild_dir(workdir)
    args += ["--ro-bind", str(xbuild), str(xbuild)]
    for path in [*workdir_layout.writable_dirs(workdir, chain.target), *writable]:
        path.mkdir(parents=True, exist_ok=True)
        args += ["--bind", str(path), str(path)]
    args += _masks(scan)
    args += ["--chdir", str(workdir), "--clearenv"]
    inner = {k: v for k, v in (env if env is not None else chain.env).items() if k != "TMPDIR"}
    if "ZIG_GLOBAL_CACHE_DIR" in inner:
        inner["ZIG_GLOBAL_CACHE_DIR"] = str(layer)
    for name, value in sorted(inner.items()):
        args += ["--setenv", name, value]
    return args + ["--", *argv]
