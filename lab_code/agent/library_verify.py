"""Independent verification for a project that is not a course demo: a real library.

``verify.verify`` was made for the demo projects: it rebuilds in a fresh directory with
default options and runs *the* program, comparing its output with ``expected_output.txt``.
For a real library both steps go wrong: its default options may need the network (zlib-ng's
tests download GoogleTest), and its first executable may be a tool that needs arguments
(c-ares' ``adig``) -- failing it would judge the verifier, not the agent. So a project
without ``expected_output.txt`` (the CLI on any directory; lesson 08's real libraries) is
checked like this:

1. every build directory the agent configured is built again (``cmake --build``), in the
   sandbox when the workspace has one (the rebuild runs the model's build scripts again);
2. EVERY artifact in it -- programs, shared libraries, static archives (each object inside)
   and object files outside ``CMakeFiles/`` -- must be for the target's architecture, read
   from its header; and at least one library or program must be there;
3. only programs named in ``tests`` (lesson 08 lists, per library, the tests the project
   itself declares with ``add_test`` and that run offline without arguments) run, under
   ``qemu-<arch>``, and must exit 0; everything else is checked, never run. A test linked
   dynamically needs the target's loader; without it the run is skipped, with why.

    >>> archive_machine(b"!<arch>\\n")   # an empty archive has no object to read

Lessons: 07, 08
"""

from __future__ import annotations

import struct
from pathlib import Path

from lab_code.agent.tools import Workspace
from lab_code.agent.verify import (
    PE_MACHINES,
    READABLE,
    STEP_TIMEOUT_S,
    Checker,
    VerifyResult,
    agent_build_dirs,
    find_executables,
    machine_name,
    run_under_qemu,
    within_deadline,
)
from lab_code.workspace.toolchain import TARGETS
from lab_code.workspace.tree_walk import Walk

LIBRARY_SUFFIXES = (".a", ".lib", ".so", ".dll", ".dylib")


def archive_machine(data: bytes) -> str | None:
    """Machine of the first object inside an ``ar`` archive (ELF or COFF), or None."""
    pos = 8  # after "!<arch>\n"
    while pos + 60 <= len(data):
        name, size = data[pos : pos + 16].strip(), int(data[pos + 48 : pos + 58].strip() or 0)
        body = data[pos + 60 : pos + 60 + size]
        if not name.startswith(b"/") or name in (b"/",):  # skip symbol tables ("/", "//", "/SYM64/")
            machine = machine_name(body[:4096]) or _coff_machine(body)
            if machine:
                return machine
        pos += 60 + size + (size & 1)
    return None


def _coff_machine(body: bytes) -> str | None:
    if len(body) < 20:
        return None
    code = struct.unpack_from("<H", body, 0)[0]
    return PE_MACHINES.get(code)


def artifact_machine(path: Path) -> str | None:
    with open(path, "rb") as fh:
        head = fh.read(8)
        if head == b"!<arch>\n":
            return archive_machine(head + fh.read())
    with open(path, "rb") as fh:
        return machine_name(fh.read(4096))


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
        if head[:4] == b"\x7fELF" or head[:2] == b"MZ" or head == b"!<arch>\n":
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
    """Rebuild the agent's build dirs, check every artifact's architecture, run ``tests``;
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
    built = [d for d in agent_build_dirs(workdir) if check.run(["cmake", "--build", str(d)]).succeeded]
    if not built:
        verdict.reason = "没有能重新构建成功的构建目录。"
        return verdict
    for build_dir in built:
        for path in artifacts(build_dir):
            rel = path.relative_to(workdir).as_posix()
            machine = artifact_machine(path)
            verdict.artifacts[rel] = machine or "无法识别"
            if machine != expected:
                verdict.reason = f"{rel} 的架构是 {machine}，不是 {target} 需要的 {expected}。"
                verdict.artifact, verdict.machine = rel, machine
                return verdict
    libraries = [p for p in verdict.artifacts if p.endswith(LIBRARY_SUFFIXES) or ".so." in p]
    programs = [p for d in built for p in find_executables(d)]
    if not libraries and not programs:
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
        f"重新构建通过；{len(verdict.artifacts)} 个产物（库 {len(libraries)} 个，程序 {len(programs)} 个）都是 "
        f"{READABLE.get(expected, expected)}（{expected}）。"
        + ("；".join(notes) if notes else "没有可以离线运行的测试清单，只检查了架构，没有运行任何程序。")
    )
    return verdict
