"""Where the program keeps its own files inside a workdir: the one module that knows ``.xbuild/``.

A workdir holds the model's project *and* a directory the program owns. Every path of that
directory is spelled here and nowhere else, so the tools that protect it, the toolchain that
fills it, the sandbox that mounts it and the runner that logs into it cannot disagree::

    .xbuild/
      logs/cmd-0001.log      full output of every command (the model pages through them)
      home/                  HOME of the commands, so ~/.cmake stays out of the real home
      zig-local/             zig's per-compilation cache for this workdir
      zig-cache/             this workdir's layer over zig's shared cache (sandboxed builds)
      <target>/bin/          compiler wrappers            } written by the program only
      <target>/toolchain.cmake                            }
      <target>/verify-build/ the verifier's fresh build   }
      <target>/verify-logs/  what the verifier ran        }
      <target>/sysroot/      cross-built dependencies (the model installs into it)
      <target>/stage/        an install's DESTDIR, emptied by the program after each install

A tool call may read anything here (the logs are meant to be read) but may change only
``home/``, ``zig-local/`` and a target's ``sysroot/``; everything else, and the workdir itself,
is *protected*: no command may write, move or delete it.

    >>> is_protected(".xbuild/aarch64-linux-musl/bin/cc"), is_protected(".xbuild/logs/cmd-0001.log")
    (True, True)
    >>> is_protected(".xbuild/aarch64-linux-musl/sysroot/lib"), is_protected("src/main.c")
    (False, False)

The project's own files are protected too, by a snapshot taken when the run starts
(``Originals``, from the run's one walk of the workdir: ``workspace.workdir_scan``): a command may not delete, move or overwrite them (``write_file`` still
edits them, atomically), nor mix generated files into a directory that holds them.

Lessons: 05, 07
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

XBUILD = ".xbuild"
LOGS = PurePosixPath(XBUILD, "logs")
HOME = PurePosixPath(XBUILD, "home")
ZIG_LOCAL = PurePosixPath(XBUILD, "zig-local")
ZIG_LAYER = PurePosixPath(XBUILD, "zig-cache")
# Entries directly under .xbuild/ (and under .xbuild/<target>/) that a tool call may change.
_OPEN_TOP = {"home", "zig-local"}
_OPEN_IN_TARGET = {"sysroot"}
SYSROOT_HINT = f"{XBUILD}/<目标平台>/sysroot"  # how prompts and messages name it for any target
CACHE_FILE = "CMakeCache.txt"  # marks a CMake build directory (not the project's sources)
# Files CMake generates that decide which programs a build runs and with which flags: written by
# CMake only, never by a tool call (a hand-written cache or build.ninja would skip every check
# the command guard makes on -D values and flags).
BUILD_CONTROL_NAMES = {name.casefold() for name in (CACHE_FILE, "cmake_install.cmake", "CTestTestfile.cmake")}
BUILD_CONTROL_DIRS = {"cmakefiles"}


def xbuild_dir(workdir: str | os.PathLike) -> Path:
    return Path(workdir).resolve() / XBUILD


def log_dir(workdir: str | os.PathLike) -> Path:
    return Path(workdir).resolve() / LOGS


def home_dir(workdir: str | os.PathLike) -> Path:
    return Path(workdir).resolve() / HOME


def zig_local_dir(workdir: str | os.PathLike) -> Path:
    return Path(workdir).resolve() / ZIG_LOCAL


def zig_layer_dir(workdir: str | os.PathLike) -> Path:
    """Written by zig inside the sandbox, refreshed by the program before each command
    (``lab_code.workspace.cache_layer``); a tool call may not touch it."""
    return Path(workdir).resolve() / ZIG_LAYER


def target_dir(workdir: str | os.PathLike, target: str) -> Path:
    return xbuild_dir(workdir) / target


def bin_dir(workdir: str | os.PathLike, target: str) -> Path:
    return target_dir(workdir, target) / "bin"


def toolchain_file(workdir: str | os.PathLike, target: str) -> Path:
    return target_dir(workdir, target) / "toolchain.cmake"


def sysroot_dir(workdir: str | os.PathLike, target: str) -> Path:
    return target_dir(workdir, target) / "sysroot"


def verify_dir(workdir: str | os.PathLike, target: str) -> Path:
    return target_dir(workdir, target) / "verify-build"


def stage_dir(workdir: str | os.PathLike, target: str) -> Path:
    """Where an install command writes (its ``DESTDIR``) before the program moves the files that
    belong in the sysroot (``workspace.install_stage``)."""
    return target_dir(workdir, target) / "stage"


def verify_log_dir(workdir: str | os.PathLike, target: str) -> Path:
    return target_dir(workdir, target) / "verify-logs"


def sysroot_relative(target: str) -> str:
    """``.xbuild/<target>/sysroot``: what a model writes after ``--prefix``."""
    return PurePosixPath(XBUILD, target, "sysroot").as_posix()


def writable_dirs(workdir: str | os.PathLike, target: str) -> list[Path]:
    """The program's directories a command may write into (the sandbox mounts them read-write)."""
    return [
        home_dir(workdir),
        zig_local_dir(workdir),
        zig_layer_dir(workdir),
        sysroot_dir(workdir, target),
        stage_dir(workdir, target),
    ]


def is_inside_xbuild(relative: str | PurePosixPath) -> bool:
    """Is this workdir-relative path the program's directory or below it?"""
    parts = PurePosixPath(relative).parts
    return bool(parts) and parts[0] == XBUILD


def is_build_control(relative: str | PurePosixPath) -> bool:
    """Is this a file CMake generates to drive a build (cache, ``*.ninja``, ``CMakeFiles/``)?
    Compared without letter case: on macOS ``cmakecache.txt`` is the same file."""
    parts = [p.casefold() for p in PurePosixPath(relative).parts]
    if not parts:
        return False
    return (
        parts[-1] in BUILD_CONTROL_NAMES
        or parts[-1].endswith(".ninja")
        or bool(BUILD_CONTROL_DIRS & set(parts))
    )


def is_protected(relative: str | PurePosixPath) -> bool:
    """May no tool call change this workdir-relative path? The workdir itself and ``.xbuild``
    except ``home/``, ``zig-local/`` and ``<target>/sysroot/`` (see the module docstring)."""
    parts = PurePosixPath(relative).parts
    if not parts or parts == (".",):
        return True
    if parts[0] != XBUILD:
        return False
    if len(parts) >= 2 and parts[1] in _OPEN_TOP:
        return False
    return not (len(parts) >= 3 and parts[2] in _OPEN_IN_TARGET)


@dataclass(frozen=True)
class Originals:
    """The project's files and directories when the run started (``.xbuild`` and build
    directories excluded: a leftover ``build/`` with a ``CMakeCache.txt`` may be replaced).
    Made by ``workdir_scan.scan_workdir``."""

    paths: frozenset[str] = frozenset()
    holders: frozenset[str] = frozenset()  # directories that contain at least one of them

    def touches(self, relative: str) -> bool:
        """Would removing or replacing ``relative`` remove or replace a project file?"""
        return relative in self.paths or relative in self.holders

    def top_level(self) -> list[str]:
        """The project's entries directly in the workdir (the sandbox mounts them read-only)."""
        return sorted(p for p in self.paths if "/" not in p)
