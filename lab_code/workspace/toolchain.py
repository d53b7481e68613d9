"""The cross-compiling toolchain, prepared by the program so the model never has to pass it.

Poka-yoke (防呆) from the author's project: the model used to pass
``-DCMAKE_TOOLCHAIN_FILE=.xbuild/zig.cmake`` itself; from a sub-directory the relative path
broke (8 times in one evaluation), and ``../.xbuild/zig.cmake`` was then refused by the path
guard. Setting the environment variable ``CMAKE_TOOLCHAIN_FILE`` to an *absolute* path for
every command removed both failures: the best parameter is one the model does not fill in.

``prepare_toolchain(workdir, target)`` returns the run's one ``Toolchain`` and writes, under
``<workdir>/.xbuild/<target>/`` (paths from ``lab_code.workspace.workdir_layout``):

* ``bin/cc``, ``bin/c++``, ``bin/ar``, ``bin/ranlib`` -- shell wrappers that exec zig
  (from the PyPI ``ziglang`` wheel) with ``-target <target>``;
* ``toolchain.cmake`` -- system name/processor, the wrappers, and ``CMAKE_FIND_ROOT_PATH``
  pointing at the project sysroot so host libraries stay out;
* ``sysroot/`` -- where cross-built dependencies get installed.

``Toolchain.env`` is the whole environment of every command: built from an allowlist
(absolute toolchain file, Ninja generator, cmake and ninja from PyPI on PATH, zig's caches),
never the parent's API keys. ``Toolchain.write()`` writes the files again; the verifier calls
it first, because a build may have rewritten them.

The first build for a target compiles its runtime libraries into zig's cache (about a minute
on two cores): ``lab_code.workspace.runtimes`` does that once, outside any sandbox, with progress.

Lessons: 07
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from lab_code.wire.atomic_write import write_atomically
from lab_code.wire.settings import load_settings
from lab_code.wire.tool_results import ToolError
from lab_code.workspace import workdir_layout
from lab_code.workspace.process_runner import SYSTEM_PATH


@dataclass(frozen=True)
class TargetInfo:
    system_name: str  # CMAKE_SYSTEM_NAME
    processor: str  # CMAKE_SYSTEM_PROCESSOR
    machine: str  # what verify expects in the header: pyelftools name or PE name
    qemu: str | None  # user-mode emulator that can run the binary, if any
    exe_suffix: str


TARGETS: dict[str, TargetInfo] = {
    "aarch64-linux-musl": TargetInfo("Linux", "aarch64", "EM_AARCH64", "qemu-aarch64", ""),
    "riscv64-linux-musl": TargetInfo("Linux", "riscv64", "EM_RISCV", "qemu-riscv64", ""),
    "x86_64-windows-gnu": TargetInfo("Windows", "AMD64", "IMAGE_FILE_MACHINE_AMD64", None, ".exe"),
}
DEFAULT_TARGET = "aarch64-linux-musl"
# UBSan is on by default in zig's debug builds; turning it off keeps the runtime out of the
# first (cold) build of a target -- the platform notes measured musl ~70 s -> ~43 s.
WRAPPER_FLAGS = "-fno-sanitize=undefined"


# zig's resource compiler (``zig rc``) behind the name CMake expects for MinGW: ``windres``.
# The name matters: CMake then uses windres's rule and writes COFF objects (``.obj``), not
# ``.res`` files -- zig's linker would convert a ``.res`` with a resource compiler it builds
# on first use. (``zig rc`` itself is such a tool too: the first resource file of a *sandboxed*
# workdir compiles it into that workdir's cache layer, a few minutes; no warm-up recipe makes it
# yet.) The wrapper speaks windres's options
# (``-O coff -D X -I dir [-i] <source> [-o] <object>``, as CMake and projects like zlib write
# them) and rc.exe's (``/fo <object> <source>``), and calls
# ``zig rc /:target <cpu> … /fo <object> -- <source>``: the source path starts with "/", which
# zig rc would take for an option without the "--" before it.
RC_WRAPPER = """#!/bin/sh
in=; out=; take=
for a; do
  if [ -z "$started" ]; then set --; started=1; fi
  case "$take" in
    in) in=$a; take=; continue ;;
    out) out=$a; take=; continue ;;
    keep) set -- "$@" "$a"; take=; continue ;;
    drop) take=; continue ;;
  esac
  case "$a" in
    -i|--input) take=in ;;
    --input=*) in=${{a#--input=}} ;;
    -o|--output|/fo|-fo|/FO) take=out ;;
    --output=*) out=${{a#--output=}} ;;
    -O|--output-format|-J|--input-format|-F|--target|--preprocessor) take=drop ;;
    --output-format=*|--input-format=*|--target=*|--preprocessor=*|-O*|-J*) ;;
    -D|--define) set -- "$@" /d; take=keep ;;
    -I|--include-dir) set -- "$@" /i; take=keep ;;
    --define=*) set -- "$@" /d "${{a#--define=}}" ;;
    --include-dir=*) set -- "$@" /i "${{a#--include-dir=}}" ;;
    -*) set -- "$@" "$a" ;;
    /*/*|/*.*) if [ -z "$in" ]; then in=$a; elif [ -z "$out" ]; then out=$a; else set -- "$@" "$a"; fi ;;
    /*) set -- "$@" "$a" ;;
    *) if [ -z "$in" ]; then in=$a; elif [ -z "$out" ]; then out=$a; else set -- "$@" "$a"; fi ;;
  esac
done
if [ -n "$out" ]; then set -- "$@" /fo "$out"; fi
exec "{zig}" rc /:target {arch} "$@" -- "$in"
"""


def check_target(target: str) -> str:
    """Refuse an unknown target before anything is written (what is wrong, what is allowed)."""
    if target not in TARGETS:
        raise ToolError(
            f"不认识的目标平台 {target!r}；可选：{', '.join(sorted(TARGETS))}。"
            f"不指定时用默认的 {DEFAULT_TARGET}。",
            error_type="invalid_arguments",
        )
    return target


def zig_path() -> Path:
    """The zig binary inside the ``ziglang`` wheel (``python -m ziglang`` runs the same file)."""
    # The cross-compilers are imported where they are used: the Python 3.13 test environment
    # (requirements-py313.txt) leaves them out, and its tests import this package all the same.
    import ziglang

    binary = Path(ziglang.__file__).parent / ("zig.exe" if os.name == "nt" else "zig")
    if not binary.exists():
        raise ToolError(
            "没有找到 ziglang 包里的 zig；请按 requirements.txt 安装 ziglang。", error_type="internal_error"
        )
    # Resolved: the virtualenv may be reached through a symlink (CI links .venv to a cache),
    # the sandbox mounts real paths only, and zig's cache keys include this path.
    return binary.resolve()


def tool_dirs() -> dict[str, Path]:
    """Install directories of cmake, ninja and zig (the sandbox mounts them read-only)."""
    import cmake  # see zig_path: optional where no build runs
    import ninja

    return {
        "cmake": Path(cmake.CMAKE_DATA).resolve(),
        "ninja": Path(ninja.BIN_DIR).resolve(),
        "zig": zig_path().parent,
    }


def tool_bin_dirs() -> list[str]:
    """Directories of cmake and ninja from PyPI; they go first on PATH."""
    import cmake  # see zig_path: optional where no build runs
    import ninja

    return [str(Path(cmake.CMAKE_BIN_DIR).resolve()), str(Path(ninja.BIN_DIR).resolve())]


def zig_cache_dir() -> Path:
    return load_settings().zig_cache_dir


def path_placeholders() -> dict[str, str]:
    """Install paths that show up in build output, and the names the model sees instead."""
    dirs = tool_dirs()
    return {str(dirs["cmake"]): "<cmake>", str(dirs["zig"]): "<zig>", str(zig_cache_dir()): "<zig-cache>"}


@dataclass(frozen=True)
class Toolchain:
    """The one toolchain of a run: a workdir, a target, and the environment of its commands."""

    workdir: Path
    target: str
    env: dict[str, str]

    @property
    def root(self) -> Path:
        return workdir_layout.target_dir(self.workdir, self.target)

    @property
    def toolchain_file(self) -> Path:
        return workdir_layout.toolchain_file(self.workdir, self.target)

    @property
    def sysroot(self) -> Path:
        return workdir_layout.sysroot_dir(self.workdir, self.target)

    def write(self) -> None:
        """(Re)write wrappers and toolchain file: a half-written file would confuse CMake, so
        each one is written whole beside its place and renamed over it (``wire.atomic_write``)."""
        info = TARGETS[self.target]
        bin_dir = workdir_layout.bin_dir(self.workdir, self.target)
        for directory in (bin_dir, self.sysroot, *workdir_layout.writable_dirs(self.workdir, self.target)):
            directory.mkdir(parents=True, exist_ok=True)
        zig = zig_path()
        commands = {
            "cc": f"cc -target {self.target} {WRAPPER_FLAGS}",
            "c++": f"c++ -target {self.target} {WRAPPER_FLAGS}",
            "ar": "ar",
            "ranlib": "ranlib",
        }
        for name, sub in commands.items():
            _write_if_changed(bin_dir / name, f'#!/bin/sh\nexec "{zig}" {sub} "$@"\n', mode=0o777)
        if info.system_name == "Windows":
            _write_if_changed(
                bin_dir / "windres", RC_WRAPPER.format(zig=zig, arch=self.target.split("-")[0]), mode=0o777
            )
        _write_if_changed(self.toolchain_file, _toolchain_cmake(self.target, info, bin_dir, self.sysroot))


def _write_if_changed(path: Path, text: str, mode: int | None = None) -> None:
    """Write ``path`` whole, unless it already holds exactly ``text`` (and is a plain file): the
    toolchain file is an input of every build's ``build.ninja``, and a new time stamp on an
    unchanged file would make a finished build look unfinished (CMake would re-run)."""
    try:
        same = not path.is_symlink() and path.read_text(encoding="utf-8") == text
        if same and mode is not None:
            same = bool(path.stat().st_mode & 0o100) == bool(mode & 0o100)  # still executable
    except (OSError, UnicodeDecodeError):
        same = False
    if not same:
        write_atomically(path, text, **({"mode": mode} if mode is not None else {}))


def _toolchain_cmake(target: str, info: TargetInfo, bin_dir: Path, sysroot: Path) -> str:
    suffix = ".exe" if os.name == "nt" else ""
    # Windows resource files (.rc): CMake looks for MinGW's windres, which is not here; zig
    # ships a resource compiler (``zig rc``), reached through the ``windres`` wrapper (RC_WRAPPER).
    rc = (
        f'set(CMAKE_RC_COMPILER "{bin_dir.as_posix()}/windres{suffix}")\n'
        if info.system_name == "Windows"
        else ""
    )
    return f"""\
# Generated by lab_code.workspace.toolchain for {target}; do not edit (regenerated on demand).
set(CMAKE_SYSTEM_NAME {info.system_name})
set(CMAKE_SYSTEM_PROCESSOR {info.processor})
set(CMAKE_C_COMPILER "{bin_dir.as_posix()}/cc{suffix}")
set(CMAKE_CXX_COMPILER "{bin_dir.as_posix()}/c++{suffix}")
set(CMAKE_AR "{bin_dir.as_posix()}/ar{suffix}" CACHE FILEPATH "archiver")
set(CMAKE_RANLIB "{bin_dir.as_posix()}/ranlib{suffix}" CACHE FILEPATH "ranlib")
# Cross-built dependencies live in the project sysroot; host libraries must never be found.
set(CMAKE_FIND_ROOT_PATH "{sysroot.as_posix()}")
list(APPEND CMAKE_PREFIX_PATH "{sysroot.as_posix()}")
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# Installs stay in the run's tree: a project that fixes its install folders at configure time
# (zlib: "${{CMAKE_INSTALL_PREFIX}}/lib") would otherwise write into the host's /usr/local.
set(CMAKE_INSTALL_PREFIX "{sysroot.as_posix()}" CACHE PATH "install prefix: the run's sysroot")
set(CMAKE_STAGING_PREFIX "{sysroot.as_posix()}")
{rc}"""


def toolchain_env(workdir: Path, target: str) -> dict[str, str]:
    """The allowlist: what a build needs, nothing of the parent's environment but two harmless
    variables. ``cmake -E environment`` or a build script would print whatever we pass."""
    env = {
        "PATH": os.pathsep.join([*tool_bin_dirs(), SYSTEM_PATH]),
        "HOME": str(workdir_layout.home_dir(workdir)),  # ~/.cmake stays out of the real home
        "LANG": "C.UTF-8",
        "CMAKE_TOOLCHAIN_FILE": str(workdir_layout.toolchain_file(workdir, target)),
        "CMAKE_GENERATOR": "Ninja",
        "ZIG_GLOBAL_CACHE_DIR": str(zig_cache_dir()),
        "ZIG_LOCAL_CACHE_DIR": str(workdir_layout.zig_local_dir(workdir)),
        "XBUILD_TARGET": target,
        "XBUILD_SYSROOT": str(workdir_layout.sysroot_dir(workdir, target)),
    }
    for name in ("TMPDIR", "SOURCE_DATE_EPOCH"):
        if name in os.environ:
            env[name] = os.environ[name]
    return env


def prepare_toolchain(workdir: str | os.PathLike, target: str = DEFAULT_TARGET) -> Toolchain:
    """Write wrappers, toolchain file and sysroot for ``target``; the run's one ``Toolchain``."""
    root = Path(workdir).resolve()
    chain = Toolchain(root, check_target(target), toolchain_env(root, target))
    chain.write()
    return chain
