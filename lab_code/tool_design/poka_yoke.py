"""Principle 3: the best parameter is the one the model never fills (poka-yoke, 防呆).

The author's project (source article §4.8): the model had to pass
``-DCMAKE_TOOLCHAIN_FILE=.xbuild/zig.cmake`` itself. Configuring inside a sub-directory made
that relative path point nowhere — 8 failures in the v2 evaluation, each costing a step. In
v3 the program set ``CMAKE_TOOLCHAIN_FILE`` to an absolute path in the environment and the
parameter disappeared: 0.

This toy replays the mechanism with a fake ``configure`` tool in a throwaway workdir. Like
CMake, it resolves a relative toolchain path against the directory it runs in. The scripted
"model" always passes the path it saw in the top-level README, as models do. Only the tool
changes between the two runs.

    $ python -m lab_code.tool_design.poka_yoke
    模型自己填 toolchain_file：30 次 configure 失败 24 次
    程序设置 toolchain（参数已删除）：30 次 configure 失败 0 次

Lessons: 05
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.wire.tool_results import ToolError
from lab_code.workspace.command_result import CommandResult

TOOLCHAIN = ".xbuild/zig.cmake"
PROJECTS = (".", "zlib", "libpng", "app")


def make_workdir(parent: str | Path | None = None) -> Path:
    """A fresh throwaway workdir (under ``parent`` if given, e.g. a test's tmp_path)."""
    root = Path(tempfile.mkdtemp(prefix="lab05-pokayoke-", dir=parent))
    (root / ".xbuild").mkdir()
    (root / TOOLCHAIN).write_text("set(CMAKE_SYSTEM_NAME Linux)\n", encoding="utf-8")
    for name in PROJECTS[1:]:
        (root / name).mkdir()
    return root


def configure_model_fills(workdir: Path, source_dir: str, toolchain_file: str) -> CommandResult:
    """Before: the model passes the toolchain path; relative paths resolve from source_dir."""
    build_dir = resolve_inside(workdir, source_dir)
    toolchain = Path(toolchain_file)
    if not toolchain.is_absolute():
        toolchain = build_dir / toolchain
    if not toolchain.is_file():
        raise ToolError(f"Could not find toolchain file: \"{toolchain_file}\"", "not_found")
    return CommandResult(0, "configure ok")


def configure_program_fills(workdir: Path, source_dir: str) -> CommandResult:
    """After: no toolchain parameter. The program passes the absolute path (env in real life)."""
    build_dir = resolve_inside(workdir, source_dir)
    toolchain = Path(workdir).resolve() / TOOLCHAIN  # fixed by the program, never by the model
    if not toolchain.is_file():  # the program set up the workdir: a missing file is OUR bug
        raise RuntimeError(f"toolchain 文件缺失：{TOOLCHAIN}；工作目录初始化有误")
    return CommandResult(0, f"configure ok in {build_dir.name or '.'}")


def tasks(count: int, seed: int) -> list[str]:
    """The source dirs a run configures, seeded: the top level and the sub-projects."""
    rng = random.Random(seed)
    return [rng.choice(PROJECTS) for _ in range(count)]


def count_failures(workdir: Path, source_dirs: list[str], model_fills: bool) -> int:
    failures = 0
    for source_dir in source_dirs:
        try:
            if model_fills:
                configure_model_fills(workdir, source_dir, toolchain_file=TOOLCHAIN)
            else:
                configure_program_fills(workdir, source_dir)
        except ToolError:
            failures += 1
    return failures


if __name__ == "__main__":
    workdir, dirs = make_workdir(), tasks(30, seed=0)
    print(
        f"模型自己填 toolchain_file：{len(dirs)} 次 configure 失败 "
        f"{count_failures(workdir, dirs, model_fills=True)} 次"
    )
    print(
        f"程序设置 toolchain（参数已删除）：{len(dirs)} 次 configure 失败 "
        f"{count_failures(workdir, dirs, model_fills=False)} 次"
    )
