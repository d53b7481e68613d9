"""Demo C/CMake projects for the cross-compiling agent, shipped as package data.

* ``hello_lib`` -- a program and the static library it uses; builds as is.
* ``needs_dep`` -- a program that needs ``find_package(minicrc CONFIG REQUIRED)``: the
  library's source is in ``deps/minicrc`` and must be cross-built and installed into the
  project sysroot first (the situation of zlib in the author's project).
* ``traps`` -- ``cmake_minimum_required(VERSION 2.8)`` (CMake 4 refuses it), a hard-coded
  host library path (``/usr/lib/x86_64-linux-gnu/libm.so``) and a script with a relative
  toolchain path that is tempting to copy.

Each has ``expected_output.txt``: what the program prints on any target.

    >>> sorted(PROJECTS)
    ['hello_lib', 'needs_dep', 'traps']

Lessons: 06, 07
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from lab_code.workspace.workdir_layout import XBUILD

PROJECTS_DIR = Path(__file__).resolve().parent
PROJECTS = {
    "hello_lib": "程序 + 静态库，直接就能交叉编译",
    "needs_dep": "程序依赖 find_package(minicrc)：先把 deps/minicrc 交叉编译并安装到 sysroot",
    "traps": "老项目：cmake_minimum_required(2.8)、写死的主机库路径、相对路径的 toolchain 脚本",
}
# The executable each project produces (without the .exe suffix of Windows targets).
EXECUTABLES = {"hello_lib": "hello", "needs_dep": "checksum", "traps": "unitconv"}
EXPECTED_OUTPUT = "expected_output.txt"


def project_source(name: str) -> Path:
    if name not in PROJECTS:
        raise ValueError(f"没有名为 {name!r} 的示例项目；可选：{sorted(PROJECTS)}。")
    return PROJECTS_DIR / name


def copy_project(name: str, dest: str | os.PathLike) -> Path:
    """Copy project ``name`` into ``dest`` (which must be empty or not exist); return ``dest``.

    ``dest`` becomes the workdir: the project files sit at its top level.
    """
    source = project_source(name)
    dest = Path(dest)
    if dest.exists() and any(dest.iterdir()):
        raise ValueError("目标目录不是空的；请给一个新的或空的目录。")
    shutil.copytree(source, dest, dirs_exist_ok=True, ignore=_leftovers)
    return dest.resolve()


def _leftovers(directory: str, names: list[str]) -> set[str]:
    """Build output someone may have left in the package copy: never part of a fresh workdir."""
    return {
        n
        for n in names
        if n in ("__pycache__", XBUILD) or (n.startswith("build") and (Path(directory) / n).is_dir())
    }
