"""``cmake --install`` lands in the run's sysroot, or nowhere: never in the host's directories.

``--prefix`` does not decide where an install writes. A project may fix its install folders at
configure time as absolute paths (zlib caches ``INSTALL_LIB_DIR`` as
``${CMAKE_INSTALL_PREFIX}/lib``, so with the default prefix it is ``/usr/local/lib`` whatever
``--prefix`` says later), and a hostile ``install(FILES … DESTINATION /etc)`` names any folder.
Real case: with ``--sandbox off`` a vendored zlib installed aarch64 files into the host's
``/usr/local``; in the sandbox the same install "succeeded" into a throw-away ``/usr/local`` and
the run went round in circles until it was stopped for repeating itself.

Two parts fix that, for every install command, with or without the sandbox:

1. the toolchain file sets ``CMAKE_INSTALL_PREFIX`` and ``CMAKE_STAGING_PREFIX`` to the sysroot
   (``workspace.toolchain``): folders fixed at configure time are fixed inside the run's tree;
2. the install runs with ``DESTDIR`` set to an empty staging folder of the program
   (``.xbuild/<target>/stage``). CMake puts every installed file under ``DESTDIR`` -- absolute
   destinations included. Afterwards the program moves what was meant for the sysroot into it
   and removes the rest, telling the model which destinations it refused. Nothing is followed:
   links are moved as links, the stage is walked without entering them.

An ``install(CODE …)`` script can still write with ``file(WRITE …)``: that is a program, which
only the sandbox confines (``workspace.sandbox``); the command line says so when it is off.

    >>> is_install(["cmake", "--install", "build", "--prefix", "x"]), is_install(["cmake", "--build", "b"])
    (True, False)

Lessons: 07
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from lab_code.workspace import workdir_layout
from lab_code.workspace.command_result import CommandResult
from lab_code.workspace.tree_walk import Walk, remove_tree

SHOWN = 5  # refused destinations named in the result


def is_install(argv: list[str]) -> bool:
    return argv[:2] == ["cmake", "--install"]


def staged_install(
    run: Callable[[dict[str, str]], CommandResult], env: dict[str, str], workdir: Path, target: str
) -> CommandResult:
    """Run an install (``run(env)``) with ``DESTDIR`` = a fresh stage, then keep only what it
    put below the sysroot (moved there) and report every other destination as refused."""
    stage = workdir_layout.stage_dir(workdir, target)
    sysroot = workdir_layout.sysroot_dir(workdir, target)
    remove_tree(stage)
    stage.mkdir(parents=True)
    try:
        done = run({**env, "DESTDIR": str(stage)})
        refused = _unstage(stage, sysroot)
    finally:
        remove_tree(stage)
    if not refused:
        return done
    shown = "、".join(refused[:SHOWN]) + (f" 等 {len(refused)} 个" if len(refused) > SHOWN else "")
    note = (
        f"[程序没有安装这些文件：它们的目标在项目 sysroot 之外（{shown}）。"
        f"交叉编译的依赖只能装进 {workdir_layout.sysroot_relative(target)}；"
        "安装位置在配置时就写死的项目，请用新的构建目录重新配置（toolchain 已把安装前缀设为 sysroot）]"
    )
    return replace(done, notes=(*done.notes, note))


def _plain_folders(sysroot: Path, folder: Path) -> bool:
    """Make ``folder`` below ``sysroot``, one level at a time; False if a level is a link or a
    file: a build may have planted ``sysroot/lib -> /etc``, and the program moves files as
    whoever runs it (root, often) -- it must never write through such a link."""
    here = sysroot
    for part in folder.relative_to(sysroot).parts:
        here = here / part
        if here.is_symlink() or (here.exists() and not here.is_dir()):
            return False
        here.mkdir(exist_ok=True)
    return not sysroot.is_symlink()


def _unstage(stage: Path, sysroot: Path) -> list[str]:
    """Move ``stage/<sysroot>/…`` into ``sysroot``; return the other staged files' destinations."""
    inside = stage / sysroot.resolve().relative_to("/")
    refused: list[str] = []
    for here, _dirs, files in Walk(stage):  # links are files here, never entered
        for name in files:
            path = Path(here) / name
            relative = path.relative_to(stage)
            destination = sysroot / path.relative_to(inside) if inside in path.parents else None
            if destination is not None and _plain_folders(sysroot, destination.parent):
                if destination.is_dir() and not destination.is_symlink():
                    remove_tree(destination)
                os.replace(path, destination)  # a link stays a link: rename moves the entry
            else:
                refused.append("/" + relative.as_posix())
    return sorted(refused)
