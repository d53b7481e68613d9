"""Where the program keeps its own files inside a workdir: the one module that knows ``.xbuild/``.

A workdir holds the model's project *and* a directory the program owns. Every path of that
directory is spelled here and nowhere else, so the tools that protect it, the toolchain that
fills it and the runner that logs into it cannot disagree::

    .xbuild/
      target                 the active target (one line)
      logs/cmd-0001.log      full output of every command (the model pages through them)
      home/                  HOME of the commands, so ~/.cmake stays out of the real home
      <target>/bin/          compiler wrappers        } written by the program only;
      <target>/toolchain.cmake                        } a tool call may not change them
      <target>/sysroot/      cross-built dependencies (the model installs into it)

    >>> is_program_owned(".xbuild/aarch64-linux-musl/bin/cc"), is_program_owned(".xbuild/logs")
    (True, False)

Lessons: 05, 07
"""

from __future__ import annotations

import os
from pathlib import Path, PurePosixPath

XBUILD = ".xbuild"
LOGS = PurePosixPath(XBUILD, "logs")
HOME = PurePosixPath(XBUILD, "home")
ACTIVE_TARGET = PurePosixPath(XBUILD, "target")
# Entries directly under .xbuild/ that a model may use (read logs, install into a sysroot).
_OPEN_TOP = {"logs", "home"}
# Entries of .xbuild/<target>/ that the program writes and a tool call must not change.
_OWNED_IN_TARGET = {"bin", "toolchain.cmake"}


def xbuild_dir(workdir: str | os.PathLike) -> Path:
    return Path(workdir).resolve() / XBUILD


def log_dir(workdir: str | os.PathLike) -> Path:
    return Path(workdir).resolve() / LOGS


def target_dir(workdir: str | os.PathLike, target: str) -> Path:
    return xbuild_dir(workdir) / target


def is_inside_xbuild(relative: str | PurePosixPath) -> bool:
    """Is this workdir-relative path the program's directory or below it?"""
    parts = PurePosixPath(relative).parts
    return bool(parts) and parts[0] == XBUILD


def is_program_owned(relative: str | PurePosixPath) -> bool:
    """``.xbuild`` itself, ``.xbuild/target``, ``.xbuild/<t>``, its ``bin/`` and toolchain file.

    Deleting ``.xbuild/target`` would silently switch the build back to the default target;
    the sysroot and the logs stay usable (``--prefix .xbuild/<t>/sysroot``).
    """
    parts = PurePosixPath(relative).parts
    if not is_inside_xbuild(relative):
        return False
    if len(parts) <= 2:
        return len(parts) == 1 or parts[1] not in _OPEN_TOP
    return parts[2] in _OWNED_IN_TARGET
