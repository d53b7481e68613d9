"""Did the agent's build finish? Asked of each build directory without building anything.

The verifier must never finish a build for the agent. An early version rebuilt every build
directory and kept only those that rebuilt: a library whose vendored dependency built but whose
own link failed was then "verified" on the dependency's six files, and on Windows the
verifier's 600-second rebuild finished a build the model had given up on. So each build
directory is asked, with a **dry run** (``ninja -n -d explain``: nothing is compiled, no
command of the build runs), what is left to do:

* nothing, or only CMake *utility* commands (``add_custom_target`` without outputs: they run on
  every build by design, and ninja names them by their stamp ``CMakeFiles/<target>``) -- the
  directory is complete;
* anything else -- an object to compile, a library to link, a file to generate, CMake to run
  again because the build scripts changed since -- the directory is incomplete, and the run is
  not verified; the reason names the first steps left.

Which directory is the project's own (its *top-level* build): the one whose ``CMakeCache.txt``
records the project root as ``CMAKE_HOME_DIRECTORY`` -- the workdir, or the folder that holds the
project's top ``CMakeLists.txt`` when it is not at the top (``project_root``: zstd and lz4 keep
theirs in ``build/cmake/``). A build of a vendored dependency alone is not the project's build.

    >>> [s.text for s in pending_steps("ninja explain: output CMakeFiles/docs doesn't exist\\n[1/1] cd b && make docs")]
    []

Lessons: 07, 08
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from lab_code.workspace import workdir_layout
from lab_code.workspace.tree_walk import Walk

STEP = re.compile(r"^\[(\d+)/(\d+)\] (.*)$")
EXPLAIN = re.compile(
    r"^ninja explain: (?:output (\S+) doesn't exist|(\S+) is dirty|deps for '([^']+)' are missing"
    r"|output (\S+) older than|recorded mtime of (\S+) older|restat of output (\S+))"
)
UTILITY_STAMP = re.compile(r"(?:^|/)CMakeFiles/[^/]+$")  # add_custom_target's symbolic output
CACHE_LINE = re.compile(r"^(CMAKE_HOME_DIRECTORY|CMAKE_GENERATOR):[A-Z]+=(.*)$", re.M)
MAX_CACHE_BYTES = 4 * 1024 * 1024  # a CMakeCache.txt of a large project is a few hundred KB
MAX_LOG_BYTES = 16 * 1024 * 1024
SHOWN_STEPS = 3
PROJECT_CALL = re.compile(r"^\s*project\s*\(", re.I | re.M)
MAX_ROOT_DEPTH = 4


@dataclass(frozen=True)
class Pending:
    text: str  # ninja's description of the step ("Building C object …", "Linking …")
    outputs: tuple[str, ...] = ()  # what ``-d explain`` said was out of date


@dataclass
class BuildDir:
    path: Path
    home: Path | None  # CMAKE_HOME_DIRECTORY: the source folder its cmake configured
    generator: str
    complete: bool = False
    reason: str = ""  # why it is not complete (Chinese)
    pending: list[Pending] = field(default_factory=list)


def read_cache(build_dir: Path) -> tuple[Path | None, str]:
    """(CMAKE_HOME_DIRECTORY, CMAKE_GENERATOR) of a build directory's cache, as far as it says."""
    cache = build_dir / workdir_layout.CACHE_FILE
    with open(cache, "rb") as fh:
        text = fh.read(MAX_CACHE_BYTES).decode("utf-8", "replace")
    values = dict(CACHE_LINE.findall(text))
    home = values.get("CMAKE_HOME_DIRECTORY")
    return (Path(home) if home else None), values.get("CMAKE_GENERATOR", "")


def pending_steps(dry_run: str) -> list[Pending]:
    """The steps of a ``ninja -n -d explain`` output that are real, unfinished work."""
    steps, explained = [], []
    for line in dry_run.splitlines():
        said = EXPLAIN.match(line)
        if said:
            explained.append(next(g for g in said.groups() if g))
            continue
        step = STEP.match(line)
        if step:
            outputs, explained = tuple(explained), []
            utility = outputs and all(UTILITY_STAMP.search(o) for o in outputs)
            if not utility:
                steps.append(Pending(step.group(3).strip(), outputs))
    return steps


def project_root(workdir: Path) -> Path | None:
    """Where the project's top ``CMakeLists.txt`` is: the workdir, or the shallowest folder
    (at most ``MAX_ROOT_DEPTH`` deep, build and program folders skipped) whose CMakeLists.txt
    calls ``project()``; None when there is none."""
    if (workdir / "CMakeLists.txt").is_file():
        return workdir
    found = []
    for here, dirs, files in Walk(workdir, max_entries=20_000):
        depth = len(here.relative_to(workdir).parts)
        dirs[:] = sorted(
            d
            for d in dirs
            if d != workdir_layout.XBUILD
            and depth < MAX_ROOT_DEPTH
            and not (here / d / workdir_layout.CACHE_FILE).exists()
        )
        if "CMakeLists.txt" in files and not (here / "CMakeLists.txt").is_symlink():
            with open(here / "CMakeLists.txt", "rb") as fh:
                if PROJECT_CALL.search(fh.read(256 * 1024).decode("utf-8", "replace")):
                    found.append((depth, here.relative_to(workdir).as_posix(), here))
    return min(found)[2] if found else None


def inspect(check, build_dir: Path) -> BuildDir:
    """Ask ``build_dir`` what is left to build, by a dry run through ``check`` (the verifier's
    ``Checker``: in the sandbox when the workspace has one, within its time limits)."""
    home, generator = read_cache(build_dir)
    state = BuildDir(build_dir, home, generator)
    if generator and generator != "Ninja":
        state.reason = (
            f"它是用 {generator} 生成的，不是 Ninja：无法不构建就确认它已完成，请用新的构建目录重新配置"
        )
        return state
    if not (build_dir / "build.ninja").is_file():
        state.reason = "配置没有完成（没有 build.ninja）"
        return state
    step = check.run(["ninja", "-n", "-d", "explain", "-C", str(build_dir)])
    if step.timed_out:
        state.reason = f"检查它是否完成时超时（{step.timeout_s:g} 秒）"
        return state
    text = _full_log(check, step)
    if not step.succeeded:
        state.reason = "ninja 无法读取它的构建文件：" + (check.tail(step, 3) or "（没有输出）")
        return state
    state.pending = pending_steps(text)
    if state.pending:
        shown = "；".join(p.text[:120] for p in state.pending[:SHOWN_STEPS])
        state.reason = f"还有 {len(state.pending)} 步没有完成，例如：{shown}"
        return state
    state.complete = True
    return state


def _full_log(check, step) -> str:
    """The whole dry-run output (the step's summary keeps only its end)."""
    if not step.log_path:
        return step.output
    with open(check.ws.workdir / step.log_path, "rb") as fh:
        return fh.read(MAX_LOG_BYTES).decode("utf-8", "replace")


def agent_build_dirs(workdir: Path) -> list[Path]:
    """Build directories the agent configured (anything with a CMakeCache.txt, not .xbuild, and
    not CMake's own scratch projects under ``CMakeFiles/``: a configure step stopped by its time
    limit leaves a ``CMakeScratch/TryCompile-*`` with a cache of its own -- zlib-ng on Windows)."""
    found = []
    for here, dirs, files in Walk(workdir):
        dirs[:] = [
            d for d in dirs if d != "CMakeFiles" and not (here == workdir and d == workdir_layout.XBUILD)
        ]
        if workdir_layout.CACHE_FILE in files and not (here / workdir_layout.CACHE_FILE).is_symlink():
            found.append(here)
    return sorted(found)


def finished_builds(check) -> tuple[list[Path], str]:
    """Every build directory the agent configured, each asked by a dry run (``inspect``) whether
    it is complete; ``([], reason)`` when one is not, when there is none, or when none of them
    builds the project itself (only a vendored dependency's). Builds nothing."""
    workdir = check.ws.workdir
    found = agent_build_dirs(workdir)
    if not found:
        return [], "没有构建目录：智能体没有配置过任何构建（验收不会替它构建）。"
    states = [inspect(check, d) for d in found]
    for state in states:
        if not state.complete:
            rel = state.path.relative_to(workdir).as_posix()
            return [], f"构建目录 {rel} 没有完成：{state.reason}。验收不替智能体完成构建，判为失败。"
    root = project_root(workdir)
    if not any(s.home is not None and root is not None and _same(s.home, root) for s in states):
        where = (
            "（没有找到项目的 CMakeLists.txt）"
            if root is None
            else f"（{_rel(root, workdir)}/CMakeLists.txt）"
        )
        built = "、".join(_rel(s.home, workdir) if s.home else "?" for s in states)
        return [], f"没有项目顶层{where}的构建目录：配置过的只有 {built}。只构建依赖不算完成。"
    return found, ""


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False


def _rel(path: Path, workdir: Path) -> str:
    try:
        return path.resolve().relative_to(workdir).as_posix() or "."
    except ValueError:
        return str(path)
