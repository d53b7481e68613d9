"""Independent verification for a project that is not a course demo: a real library.

``verify.verify`` was made for the demo projects: it rebuilds in a fresh directory with
default options and runs *the* program, comparing its output with ``expected_output.txt``.
For a real library both steps go wrong: its default options may need the network (zlib-ng's
tests download GoogleTest), and its first executable may be a tool that needs arguments
(c-ares' ``adig``) -- failing it would judge the verifier, not the agent. So a project
without ``expected_output.txt`` (the CLI on any directory; lesson 08's real libraries) is
checked like this:

1. every build directory the agent configured must be **complete**: a dry run
   (``build_state``: ``ninja -n``, nothing compiled) finds nothing left to build. One that is not
   fails the run, with the steps left -- the verifier never finishes a build for the agent (an
   earlier version rebuilt them and dropped those that failed: a library whose own link had
   failed was "verified" on its vendored dependency's files);
2. one of them must be the project's own top-level build (its cache names the project root),
   not only a dependency's;
3. EVERY artifact in them and in the sysroot the agent installed into -- programs, shared
   libraries, static archives (every member, read by the archive's real layout:
   ``archive_reader``) and object files outside ``CMakeFiles/`` -- must be for the target's
   architecture, read from its header; and the project's build must hold a library or program;
4. only programs named in ``tests`` (lesson 08 lists, per library, the tests the project
   itself declares with ``add_test`` and that run offline without arguments) run, under
   ``qemu-<arch>``, and must exit 0; everything else is checked, never run. A test linked
   dynamically needs the target's loader; without it the run is skipped, with why.

    >>> archive_machine(b"!<arch>\\n")   # an empty archive has no object to read

Lessons: 07, 08
"""

from __future__ import annotations

from pathlib import Path

from lab_code.agent import archive_reader, build_state
from lab_code.agent.tools import Workspace
from lab_code.agent.verify import (
    READABLE,
    STEP_TIMEOUT_S,
    Checker,
    VerifyResult,
    find_executables,
    machine_name,
    run_under_qemu,
    within_deadline,
)
from lab_code.workspace.toolchain import TARGETS
from lab_code.workspace.tree_walk import Walk

LIBRARY_SUFFIXES = (".a", ".lib", ".so", ".dll", ".dylib")


def archive_machine(data: bytes) -> str | None:
    """The one machine of every object in archive ``data``; None when there is no object, an
    object is unreadable, or the objects disagree (``artifact_machines`` says which)."""
    machines = {m.machine for m in archive_reader.list_members(data)}
    return machines.pop() if len(machines) == 1 else None


def artifact_machines(path: Path, root: Path) -> list[tuple[str, str | None]]:
    """(what, machine) for one artifact: the file itself, or every member of an archive
    (``lib.a(member.o)``), each read from its own header."""
    with open(path, "rb") as fh:
        head = fh.read(4096)
    if not archive_reader.is_archive(head):
        return [("", machine_name(head))]
    try:
        members = archive_reader.read_archive(path, root)
    except archive_reader.ArchiveError as exc:
        return [(f"（{exc}）", None)]
    return [(f"({m.name})", m.machine) for m in members] or [("（空归档，没有目标文件）", None)]


def artifacts(build_dir: Path) -> list[Path]:
    """Programs, libraries and objects the build produced (CMake's probes excluded)."""
    found, names = [], []
    for here, dirs, files in Walk(build_dir):  # iterative and bounded: a build may nest deep
        dirs[:] = [d for d in dirs if d != "CMakeFiles"]
        names += [here / name for name in files]
    for path in sorted(names):
        if path.is_symlink() or not path.is_file():
            continue
        with open(path, "rb") as fh:
            head = fh.read(8)
        if head[:4] == b"\x7fELF" or head[:2] == b"MZ" or archive_reader.is_archive(head):
            found.append(path)
    return found


def missing_interpreter(program: Path) -> str | None:
    """The dynamic loader a program asks for (PT_INTERP) when this machine does not have it.

    A test linked against the library's *shared* build needs the target's loader (e.g.
    ``/lib/ld-musl-aarch64.so.1``); qemu-user looks for it on the host, and its absence says
    nothing about the agent's build -- so the run is skipped with that reason, not failed.
    """
    from elftools.elf.elffile import ELFFile

    with open(program, "rb") as fh:
        if fh.read(4) != b"\x7fELF":
            return None
        fh.seek(0)
        for segment in ELFFile(fh).iter_segments():
            if segment.header.p_type == "PT_INTERP":
                wanted = segment.get_interp_name()
                return None if Path(wanted).exists() else wanted
    return None


def verify_library(
    workspace: Workspace,
    tests: tuple[str, ...] = (),
    *,
    timeout_s: float = STEP_TIMEOUT_S,
    total_s: float | None = None,
) -> VerifyResult:
    """Check the agent's build dirs are complete, every artifact's architecture, run ``tests``;
    ``total_s`` bounds the whole check, as in ``verify.verify``."""
    workspace.toolchain.write()  # a build may have rewritten the wrappers
    check = Checker(workspace, timeout_s, total_s)
    return within_deadline(check, check_library(check, tests))


def check_library(check: Checker, tests: tuple[str, ...]) -> VerifyResult:
    """The steps of the check (module docstring), each run through ``check``: in the sandbox
    when the workspace has one, within the step timeout and the overall deadline."""
    workdir, target = check.ws.workdir, check.ws.target
    expected = TARGETS[target].machine
    verdict = VerifyResult(False, "", machine=expected)
    built, problem = build_state.finished_builds(check)
    if problem:
        verdict.reason = problem
        return verdict
    sysroot = check.ws.toolchain.sysroot
    top_artifacts = 0
    for place in [*built, sysroot]:
        for path in artifacts(place) if place.is_dir() else []:
            rel = path.relative_to(workdir).as_posix()
            readings = artifact_machines(path, workdir)
            verdict.artifacts[rel] = _one(readings)
            wrong = next(((what, m) for what, m in readings if m != expected), None)
            if wrong:
                what, machine = wrong
                verdict.reason = (
                    f"{rel}{what} 的架构是 {machine or '无法识别'}，不是 {target} 需要的 {expected}。"
                )
                verdict.artifact, verdict.machine = rel, machine
                return verdict
            top_artifacts += place != sysroot
    libraries = [p for p in verdict.artifacts if p.endswith(LIBRARY_SUFFIXES) or ".so." in p]
    programs = [p for d in built for p in find_executables(d)]
    if not top_artifacts or (not libraries and not programs):
        verdict.reason = "构建目录里既没有库文件（.a / .so / .lib / .dll），也没有程序。"
        return verdict
    verdict.artifact = libraries[0] if libraries else programs[0].relative_to(workdir).as_posix()
    notes, not_built = [], []
    for name in tests:
        program = next(
            (p for d in built for p in artifacts(d) if p.stem == name and p.suffix in ("", ".exe")), None
        )
        if program is None:
            not_built.append(name)
            continue
        loader = missing_interpreter(program)
        if loader:
            notes.append(f"{name} 是动态链接的，需要目标平台的 {loader}，本机没有，跳过运行")
            continue
        ran, matched, note = run_under_qemu(check, program)
        if ran and matched is False:
            verdict.reason = f"项目自己的测试 {name} 失败：{note}"
            return verdict
        if ran:
            verdict.tests_run.append(name)
            verdict.ran_under_qemu = True
        notes.append(f"{name}：{note}")
    if not_built:  # one note for all of them: a project may declare many (libdeflate: eight)
        notes.insert(0, f"项目声明的测试 {'、'.join(not_built)} 没有构建（测试被关掉了），没有运行")
    verdict.ok, verdict.notes = True, notes
    verdict.reason = (
        f"{len(built)} 个构建目录都已完成（验收没有编译任何东西）；{len(verdict.artifacts)} 个产物"
        f"（库 {len(libraries)} 个，程序 {len(programs)} 个）都是 "
        f"{READABLE.get(expected, expected)}（{expected}），静态库逐个成员检查。"
        + ("；".join(notes) if notes else "没有可以离线运行的测试清单，只检查了架构，没有运行任何程序。")
    )
    return verdict


def _one(readings: list[tuple[str, str | None]]) -> str:
    machines = {m or "无法识别" for _what, m in readings}
    return machines.pop() if len(machines) == 1 else "、".join(sorted(machines))
