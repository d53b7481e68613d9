"""Lesson 08's earlier tool design, for the ablation: what it is, and nothing else.

The author's project measured two tool changes (作者的项目, seed §4.8):

* ``read_file`` first returned only the *last* 100 lines. Reading a long ``CMakeLists.txt``
  the model could not see the options at the top and wrote CMake scripts to read the file
  in pieces: 15 such detours in 6 runs. Paging from the top, with "use offset=101 to go on"
  in the first line, brought it to 0 in the next 120 runs.
* The model passed ``-DCMAKE_TOOLCHAIN_FILE=.xbuild/zig.cmake`` itself. Configuring a
  sub-directory, the relative path was not found (8 times in v2), and ``../.xbuild/...``
  was then refused by the path guard. The program setting the environment variable to an
  absolute path brought both to 0 in v3.

``EARLY`` rebuilds that earlier design as an ``agent.crossbuild.Design`` around the *same*
workspace: a tail-only ``read_file``, no toolchain in the environment, a ``run_command`` that
lets the model pass the toolchain file if it lies inside the workdir, and a system prompt without
the sentence that says the toolchain is set. A run with it is the one run assembly with
``design=EARLY`` (``run_crossbuild``): the same redactor, sandbox, verifier and trace as any run
-- its commands go through ``Workspace.run_checked`` like the agent's own. ``DESIGNS`` names the
designs the batch compares (``current`` is the agent as it is). ``EarlyDesignPlan`` is the rule
model's plan taught to cope with the earlier tools the way the author's model did -- a wrapper
around the current plan that uses nothing but the public ``Plan`` interface
(``lab_code.agent.rule_plan``); the model registry gives it to the rule stand-in of this design.
Its reactions are *authored*, so what the batch measures is a simulation of the author's
effect, not a new measurement of a model.

Lessons: 08
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from lab_code.agent.crossbuild import CURRENT, Design
from lab_code.agent.models import CrossBuildPlan
from lab_code.agent.prompts import TOOLCHAIN_SET
from lab_code.agent.rule_plan import GeneratorPlan, Observation, PlanFactory, PlannedCall
from lab_code.agent.tool_specs import BY_NAME
from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.running.paging import MAX_LINES
from lab_code.running.tool import Tool
from lab_code.workspace.command_guard import check_command, split_command
from lab_code.workspace.command_result import CommandResult
from lab_code.workspace.workdir_files import read_file

if TYPE_CHECKING:  # annotations only: a design is handed the run's workspace, it never makes one
    from lab_code.agent.tools import Workspace

TOOLCHAIN_FLAG = re.compile(r"^-DCMAKE_TOOLCHAIN_FILE(?::FILEPATH)?=(.+)$")
TOTAL_LINES = re.compile(r"共 (\d+) 行")


def toolchain_flag(target: str) -> str:
    """What the early run_command description told the model to pass (relative to the workdir)."""
    return f"-DCMAKE_TOOLCHAIN_FILE=.xbuild/{target}/toolchain.cmake"


def read_tail(workdir, path: str) -> str:
    """The early ``read_file``: the last ``MAX_LINES`` lines, no offset, no hint how to go on."""
    head = read_file(workdir, path, offset=1, limit=1)  # same guards; the header has the total
    match = TOTAL_LINES.search(head.splitlines()[0])
    total = int(match.group(1)) if match else 1
    page = read_file(workdir, path, offset=max(1, total - MAX_LINES + 1))
    body = page.split("\n", 1)[1] if "\n" in page else ""
    shown = len(body.splitlines())
    return f"[文件末尾 {shown} 行，共 {total} 行]\n{body}"


def early_run_command(workspace: Workspace, command: str) -> CommandResult:
    """No toolchain in the environment; a ``-DCMAKE_TOOLCHAIN_FILE`` inside the workdir is allowed,
    and so is ``cmake -P <script inside the workdir>`` (the early guard knew only paths; today's
    refuses -P: a script file is a program). It runs as every command of the run runs
    (``run_checked``: the run's sandbox, time limit and redactor)."""
    workdir = workspace.workdir
    argv = split_command(command)
    flags = [a for a in argv if TOOLCHAIN_FLAG.match(a)]
    for flag in flags:  # the early guard: the path must stay inside the workdir, nothing more
        resolve_inside(workdir, TOOLCHAIN_FLAG.match(flag).group(1))
    if argv[:2] == ["cmake", "-P"] and len(argv) == 3:
        resolve_inside(workdir, argv[2])
        checked = argv
    else:
        checked = check_command(workdir, [a for a in argv if a not in flags])
    env = {k: v for k, v in workspace.toolchain.env.items() if k != "CMAKE_TOOLCHAIN_FILE"}
    return workspace.run_checked(checked[:1] + flags + checked[1:], env=env)


def early_tools(workspace: Workspace) -> dict[str, Tool]:
    """The workspace's tools, with the early ``read_file`` and ``run_command`` in their place."""
    read, run = BY_NAME["read_file"], BY_NAME["run_command"]
    early = {
        "read_file": read.tool(
            lambda path: read_tail(workspace.workdir, path),
            description=f"读取工作目录中文本文件的末尾 {MAX_LINES} 行。",
            schema={**read.parameters, "properties": {"path": read.parameters["properties"]["path"]}},
        ),
        "run_command": run.tool(
            lambda command: early_run_command(workspace, command),
            description="在工作目录里运行一条命令（不经过 shell）。允许的程序：cmake、ninja、make、ls、mkdir、rm、cp、mv。"
            f"配置时传 toolchain：'cmake -S . -B build {toolchain_flag(workspace.target)}'。",
        ),
    }
    return {name: early.get(name, tool) for name, tool in workspace.tools.items()}


# ---- the stand-in's authored reactions to the earlier tools ---------------------------------
DETOUR_SCRIPT = "read_part_{}.cmake"  # one script per piece, as a model writes them
DETOUR_BYTES = 3000  # a piece must fit the command output's last 100 lines
MAX_DETOURS_PER_FILE = 3
BEGIN, END = "<<<PART", "PART>>>"


def _detour_script(path: str, offset: int, size: int) -> str:
    return (
        f'file(READ "{path}" part OFFSET {offset} LIMIT {size})\n'
        f'message("{BEGIN}")\nmessage("${{part}}")\nmessage("{END}")\n'
    )


class EarlyDesignPlan(GeneratorPlan):
    """The current plan as the author's model followed it with the earlier tools (a simulation).

    It wraps ``CrossBuildPlan`` through the public ``Plan`` interface alone, translating steps:

    * reading: the early ``read_file`` shows only the tail. When the tail is not the whole
      file, write a CMake script that prints the missing part piece by piece (``cmake -P``):
      each piece is one *detour*. The plan then gets what was read as one page;
    * configuring: every ``cmake -S … -B …`` gets the toolchain flag, as the early description
      said; when CMake cannot find it from a sub-directory, retry with ``../`` -- which the
      guard refuses.
    """

    def __init__(self, task: str):
        self.plan = CrossBuildPlan(task)
        self.flag = toolchain_flag(self.plan.target)

    def steps(self):
        step = self.plan.next_step(None)
        while isinstance(step, PlannedCall):
            if step.tool == "read_file":
                seen = yield from self._read_with_detours(step.arguments["path"])
            elif _configures(step):
                seen = yield from self._configure_with_flag(step.note, step.arguments["command"])
            else:
                seen = yield step
            step = self.plan.next_step(seen)
        return step

    def _read_with_detours(self, path: str):
        page = yield PlannedCall("读构建脚本。", "read_file", {"path": path})
        if not page.succeeded:
            return page
        header, _, tail = page.text.partition("\n")
        total = int((TOTAL_LINES.search(header) or re.search(r"(\d+)", "0")).group(1))
        if len(tail.splitlines()) >= total:
            return _one_page(tail)
        head, offset = "", 0
        for n in range(1, MAX_DETOURS_PER_FILE + 1):  # the author's model: CMake scripts to read pieces
            script = DETOUR_SCRIPT.format(n)
            yield PlannedCall(
                "只看得到文件末尾，写个 CMake 脚本读前面的部分。",
                "write_file",
                {"path": script, "content": _detour_script(path, offset, DETOUR_BYTES)},
            )
            piece = yield PlannedCall(
                "用 cmake -P 运行这个脚本。", "run_command", {"command": f"cmake -P {script}"}
            )
            text = piece.text
            if BEGIN not in text or END not in text:
                break
            part = text.split(BEGIN + "\n", 1)[1].rsplit("\n" + END, 1)[0]
            head += part
            offset += DETOUR_BYTES
            if len(part) < DETOUR_BYTES:
                return _one_page(head)
        return _one_page(head + "\n# …（中间没读到）…\n" + tail)

    def _configure_with_flag(self, note: str, command: str):
        argv = command.split(" ")  # the plan joins plain words with single spaces
        after_build_dir = argv.index("-B") + 2
        command = " ".join([*argv[:after_build_dir], self.flag, *argv[after_build_dir:]])
        seen = yield PlannedCall(note, "run_command", {"command": command})
        if "Could not find toolchain file" in seen.text:
            depth = len(Path(argv[after_build_dir - 1]).parts)
            retry = command.replace(self.flag, self.flag.replace("=.xbuild", "=" + "../" * depth + ".xbuild"))
            seen = yield PlannedCall(
                "相对路径找不到 toolchain：改成相对构建目录的路径。", "run_command", {"command": retry}
            )
        return seen


def _configures(step: PlannedCall) -> bool:
    argv = step.arguments.get("command", "").split(" ") if step.tool == "run_command" else []
    return argv[:1] == ["cmake"] and "-S" in argv and "-B" in argv


def _one_page(text: str) -> Observation:
    """What the early reads found, handed to the plan as the last page of a paged read."""
    return Observation(True, f"[早期设计：读到的内容]\n{text}")


@dataclass(frozen=True)
class EarlyDesign:
    """The earlier tool design (a ``Design``): see the module docstring."""

    name: str = "early"
    description: str = "早期设计（模拟）：read_file 只返回末尾 100 行；toolchain 路径由模型在命令里传"
    prompt_edits: tuple[tuple[str, str], ...] = ((TOOLCHAIN_SET, ""),)  # its tools let the model pass it
    stand_in: PlanFactory = EarlyDesignPlan

    def tools(self, workspace: Workspace) -> Mapping[str, Tool]:
        return early_tools(workspace)


EARLY = EarlyDesign()
DESIGNS: dict[str, Design] = {design.name: design for design in (CURRENT, EARLY)}
