"""Independent acceptance check: never believe the model's "build succeeded".

``verify(workspace)`` does what the author's project did, a little stricter:

0. the toolchain wrappers and file are written again (a build may have rewritten them);
1. every build directory the agent left (a ``CMakeCache.txt`` outside ``.xbuild``) must be
   complete -- asked by a dry run (``build_state``), never built by the verifier -- and one of
   them must be the project's own; its executables are checked -- a directory configured
   *before* the toolchain existed silently keeps the host compiler and yields an x86-64 program;
2. the project is configured and built again in a FRESH directory with the toolchain;
3. each executable's architecture is read from its header (ELF ``e_machine`` via pyelftools,
   PE ``Machine`` for Windows) and compared with the target;
4. if ``qemu-<arch>`` is on PATH, the program runs under it and its output is compared with
   the project's ``expected_output.txt``; otherwise that step is skipped with the reason.

The whole check has a deadline as well as each step (``total_s``, twice the step timeout by
default): a workdir with fifteen build directories that each hang would otherwise take fifteen
step timeouts. The build directories are found by an iterative, bounded walk
(``workspace.tree_walk``): a build may leave a tree thousands of levels deep.

Every step runs through the course's process runner, inside the sandbox when the workspace
has one: output to files under ``.xbuild/<target>/verify-logs/`` (a background child holding
a pipe would make the check wait out its timeout and report a false failure), the whole
process tree killed afterwards, the emulated program in its own session with the minimal
environment (the program is the model's code: it must not see the agent's API key).

    >>> machine_name(b"\\x7fELF")        # too short to be a real header
    >>> TARGETS["x86_64-windows-gnu"].machine
    'IMAGE_FILE_MACHINE_AMD64'

Lessons: 07
"""

from __future__ import annotations

import os
import shutil
import struct
import time
from dataclasses import asdict, dataclass, field
from io import BytesIO
from pathlib import Path

from lab_code.agent.build_state import finished_builds
from lab_code.agent.projects import EXPECTED_OUTPUT
from lab_code.agent.tools import Workspace
from lab_code.workspace import workdir_layout
from lab_code.workspace.command_result import CommandResult
from lab_code.workspace.process_runner import Window, minimal_env, redact_log, run_to_file, summarise
from lab_code.workspace.toolchain import TARGETS, path_placeholders
from lab_code.workspace.tree_walk import Walk, remove_tree

PE_MACHINES = {
    0x8664: "IMAGE_FILE_MACHINE_AMD64",
    0xAA64: "IMAGE_FILE_MACHINE_ARM64",
    0x14C: "IMAGE_FILE_MACHINE_I386",
}
READABLE = {
    "EM_AARCH64": "aarch64",
    "EM_RISCV": "riscv64",
    "EM_X86_64": "x86-64",
    "EM_386": "x86",
    "IMAGE_FILE_MACHINE_AMD64": "x86-64 (Windows)",
    "IMAGE_FILE_MACHINE_ARM64": "arm64 (Windows)",
    "IMAGE_FILE_MACHINE_I386": "x86 (Windows)",
}
STEP_TIMEOUT_S = 600.0  # a cold zig cache needs about a minute before the first link
TOTAL_FACTOR = 2  # the whole verification may take this many step timeouts
RUN_TIMEOUT_S = 30.0
OUTPUT_LIMIT = 64 * 1024  # characters of output a step keeps: far more than any expected_output.txt
STEP_WINDOW = Window(lines=OUTPUT_LIMIT, chars=OUTPUT_LIMIT)


@dataclass
class VerifyResult:
    ok: bool
    reason: str  # Chinese, one or two sentences
    artifact: str | None = None  # relative to the workdir
    machine: str | None = None  # e.g. 'EM_AARCH64'
    ran_under_qemu: bool = False
    output_matched: bool | None = None  # None: not run or nothing to compare with
    notes: list[str] = field(default_factory=list)
    artifacts: dict[str, str] = field(default_factory=dict)  # a library's check: path -> machine
    tests_run: list[str] = field(default_factory=list)  # a library's check: its own tests that ran

    def to_dict(self) -> dict:
        return asdict(self)


def machine_name(header: bytes) -> str | None:
    """Machine of an ELF or PE file from its first bytes, or None if it is neither."""
    if header[:4] == b"\x7fELF" and len(header) >= 20:
        # pyelftools is imported where it is used: the Python 3.13 test environment leaves the
        # build tools out, and lesson 08's tests import this module there.
        from elftools.elf.elffile import ELFFile

        try:
            return ELFFile(BytesIO(header)).header["e_machine"]
        except Exception:  # a truncated or damaged header: not a usable program
            return None
    if header[:2] == b"MZ" and len(header) >= 0x40:
        pe_offset = struct.unpack_from("<I", header, 0x3C)[0]
        if header[pe_offset : pe_offset + 4] == b"PE\x00\x00":
            code = struct.unpack_from("<H", header, pe_offset + 4)[0]
            return PE_MACHINES.get(code, f"PE machine 0x{code:04x}")
    return None


def _read_header(path: Path) -> bytes:
    with open(path, "rb") as fh:
        return fh.read(4096)


def _is_executable(path: Path) -> bool:
    if path.suffix == ".exe":
        return True
    if path.suffix in (".o", ".a", ".so", ".obj", ".lib", ".dll") or ".so." in path.name:
        return False
    head = _read_header(path)
    # ELF e_type at offset 16: 2 = EXEC, 3 = DYN (static-pie programs are DYN too)
    return head[:4] == b"\x7fELF" and len(head) > 17 and head[16] in (2, 3) and os.access(path, os.X_OK)


def find_executables(build_dir: Path) -> list[Path]:
    """Programs in a build dir, skipping CMake's own probes under ``CMakeFiles/``. Links are
    not followed: a link to ``/usr/bin/…`` is not a program the agent built."""
    found = []
    for here, dirs, files in Walk(build_dir):  # links are files here, and never followed
        dirs[:] = [d for d in dirs if d != "CMakeFiles"]
        for name in files:
            path = here / name
            if not path.is_symlink() and path.is_file() and _is_executable(path):
                found.append(path)
    return sorted(found)


def _head(path: Path, limit: int = OUTPUT_LIMIT) -> str:
    with open(path, "rb") as fh:
        return fh.read(limit).decode("utf-8", errors="replace")


class Checker:
    """One verification of one workspace: runs its steps and keeps their numbered logs."""

    def __init__(self, workspace: Workspace, timeout_s: float = STEP_TIMEOUT_S, total_s: float | None = None):
        self.ws, self.timeout_s, self.count = workspace, timeout_s, 0
        self.total_s = total_s if total_s is not None else TOTAL_FACTOR * timeout_s
        self.deadline = time.monotonic() + self.total_s
        self.expired = False  # a step was refused or cut short by the overall deadline
        self.logs = workdir_layout.verify_log_dir(workspace.workdir, workspace.target)
        remove_tree(self.logs)
        self.logs.mkdir(parents=True)

    def run(self, argv: list[str], *, timeout_s: float | None = None, env=None, writable=()) -> CommandResult:
        """One step, summarised by the same ``summarise`` as the agent's commands: its
        ``output`` is the log's last ``OUTPUT_LIMIT`` characters, redacted, paths masked."""
        left = self.deadline - time.monotonic()
        if left <= 0:
            self.expired = True
            return CommandResult(
                None, f"验收总时限（{self.total_s:g} 秒）已到，这一步没有运行", timed_out=True
            )
        self.count += 1
        log = self.logs / f"step-{self.count:02d}.log"
        done = run_to_file(
            self.ws.argv_for(argv, writable=writable, env=env),
            cwd=self.ws.workdir,
            log=log,
            env=self.ws.toolchain.env if env is None else env,
            timeout_s=min(timeout_s or self.timeout_s, left),
        )
        self.ws.settle()  # what the step made at the top of the workdir leaves the sources' copy
        redact_log(log, self.ws.redactor)  # the model's code ran: it may have printed a secret
        if done.timed_out:
            self.expired = self.expired or time.monotonic() >= self.deadline
        return summarise(done, log, self.ws.workdir, path_placeholders(), STEP_WINDOW)

    @staticmethod
    def tail(step: CommandResult, lines: int = 15) -> str:
        """The last lines of a step for a reason: its output, or that it timed out."""
        if step.timed_out and step.log_path:  # (a step the deadline refused has no log: its output says so)
            return f"超时（{step.timeout_s:g} 秒），进程树已结束"
        return "\n".join(step.output.splitlines()[-lines:])


def check_machine(path: Path, target: str, workdir: Path) -> tuple[bool, str | None, str]:
    expected = TARGETS[target].machine
    machine = machine_name(_read_header(path))
    rel = path.relative_to(workdir).as_posix()
    if machine == expected:
        return True, machine, f"{rel} 是 {READABLE.get(machine, machine)} 程序，符合 {target}"
    found = READABLE.get(machine, machine) if machine else "无法识别的格式"
    why = (
        f"{rel} 是 {found}（{machine}），不是 {target} 需要的 {READABLE.get(expected, expected)}"
        f"（{expected}）。"
    )
    if machine in ("EM_X86_64", "EM_386"):
        why += (
            "这是主机架构：这个构建目录多半是在 toolchain 生效前配置的，CMAKE_TOOLCHAIN_FILE 被静默忽略。"
            "请用新的构建目录，或 cmake --fresh 重新配置。"
        )
    return False, machine, why


def _normalise(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.replace("\r\n", "\n").strip().splitlines())


def run_under_qemu(check: Checker, program: Path) -> tuple[bool, bool | None, str]:
    """(ran, output_matched, note). Skips with a stated reason when it cannot run."""
    target, workdir = check.ws.target, check.ws.workdir
    qemu = TARGETS[target].qemu
    if qemu is None:
        return False, None, f"{target} 没有用户态模拟器（需要 wine），跳过运行，只检查了文件头。"
    qemu_path = shutil.which(qemu)
    if qemu_path is None:
        return (
            False,
            None,
            f"没有找到 {qemu}（Debian: apt-get install qemu-user），跳过运行，只检查了文件头。",
        )
    env = minimal_env(workdir_layout.home_dir(workdir))  # the model's program: no toolchain, no keys
    ran = check.run([qemu_path, str(program)], timeout_s=RUN_TIMEOUT_S, env=env)
    if ran.timed_out:
        return True, False, f"用 {qemu} 运行超过 {RUN_TIMEOUT_S:g} 秒，判为失败。"
    if not ran.succeeded:
        return True, False, f"用 {qemu} 运行，退出码不是 0。"
    expected_file = workdir / EXPECTED_OUTPUT
    if not expected_file.is_file() or expected_file.is_symlink():
        return True, None, f"用 {qemu} 运行成功；项目没有 {EXPECTED_OUTPUT}，没有比较输出。"
    output = ran.output
    matched = _normalise(output) == _normalise(_head(expected_file))
    if matched:
        return True, True, f"用 {qemu} 运行，输出与 {EXPECTED_OUTPUT} 一致。"
    return True, False, f"用 {qemu} 运行，输出与 {EXPECTED_OUTPUT} 不一致：\n{check.tail(ran, 10)}"


def verify(
    workspace: Workspace,
    *,
    require_agent_build: bool = False,
    timeout_s: float = STEP_TIMEOUT_S,
    total_s: float | None = None,
) -> VerifyResult:
    """Rebuild, check the architecture, run under qemu. See the module docstring.

    ``require_agent_build=True`` also fails when the agent left no program in a build dir
    of its own: a project that builds as is would otherwise pass although nothing was done.
    ``total_s`` bounds the whole check (default: ``TOTAL_FACTOR`` step timeouts).
    """
    check = Checker(workspace, timeout_s, total_s)
    return within_deadline(check, _verify(check, require_agent_build))


def within_deadline(check: Checker, result: VerifyResult) -> VerifyResult:
    """``result``, unless the check ran out of its overall time: then a failure that says so."""
    if not check.expired:
        return result
    return VerifyResult(
        False,
        f"验收用完了总时限 {check.total_s:g} 秒（运行了 {check.count} 步），判为失败："
        "构建目录太多，或有步骤一直挂着。",
        notes=result.notes,
    )


def _verify(check: Checker, require_agent_build: bool) -> VerifyResult:
    workspace = check.ws
    workdir, target = workspace.workdir, workspace.target
    workspace.toolchain.write()
    notes: list[str] = []
    agent_programs = 0
    built, problem = finished_builds(check)  # a dry run per build dir: the verifier builds none of them
    if problem and require_agent_build:
        return VerifyResult(False, problem, notes=notes)
    for build_dir in built:
        for program in find_executables(build_dir):
            good, machine, why = check_machine(program, target, workdir)
            if not good:
                return VerifyResult(False, why, program.relative_to(workdir).as_posix(), machine, notes=notes)
            notes.append(why)
            agent_programs += 1
    if require_agent_build and agent_programs == 0:
        return VerifyResult(
            False,
            "智能体的构建目录都已完成，但其中没有可执行文件。",
            notes=notes,
        )

    fresh = workdir_layout.verify_dir(workdir, target)
    remove_tree(fresh)
    fresh.mkdir(parents=True)
    # CMAKE_POLICY_VERSION_MINIMUM only lets CMake 4 read an old cmake_minimum_required; it is
    # a documented fix (knowledge base), so the agent may have used it on its command line.
    for what, step in (
        ("配置", ["cmake", "-S", str(workdir), "-B", str(fresh), "-DCMAKE_POLICY_VERSION_MINIMUM=3.5"]),
        ("构建", ["cmake", "--build", str(fresh)]),
    ):
        done = check.run(step, writable=[fresh])
        if not done.succeeded:
            return VerifyResult(False, f"在全新构建目录里{what}失败：\n{check.tail(done)}", notes=notes)
    programs = find_executables(fresh)
    if not programs:
        return VerifyResult(False, "全新构建成功，但没有找到可执行文件。", notes=notes)
    for program in programs:
        good, machine, why = check_machine(program, target, workdir)
        if not good:
            return VerifyResult(False, why, program.relative_to(workdir).as_posix(), machine, notes=notes)
    program = programs[0]
    rel, machine = program.relative_to(workdir).as_posix(), machine_name(_read_header(program))
    ran, matched, note = run_under_qemu(check, program)
    notes.append(note)
    if matched is False:
        return VerifyResult(False, note, rel, machine, ran, matched, notes)
    return VerifyResult(
        True,
        f"全新构建通过，{rel} 是 {READABLE.get(machine, machine)} 程序。" + note,
        rel,
        machine,
        ran,
        matched,
        notes,
    )
