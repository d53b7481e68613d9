"""Tool-design variants for the ablation: the current tools and an earlier design.

The author's project measured two tool changes (作者的项目, seed §4.8):

* ``read_file`` first returned only the *last* 100 lines. Reading a long ``CMakeLists.txt``
  the model could not see the options at the top and wrote CMake scripts to read the file
  in pieces: 15 such detours in 6 runs. Paging from the top, with "use offset=101 to go on"
  in the first line, brought it to 0 in the next 120 runs.
* The model passed ``-DCMAKE_TOOLCHAIN_FILE=.xbuild/zig.cmake`` itself. Configuring a
  sub-directory, the relative path was not found (8 times in v2), and ``../.xbuild/...``
  was then refused by the path guard. The program setting the environment variable to an
  absolute path brought both to 0 in v3.

``DESIGNS["early"]`` rebuilds that earlier design around the *same* workdir functions (a
tail-only ``read_file``, no toolchain in the environment, a ``run_command`` that lets the
model pass the toolchain file if it lies inside the workdir); ``DESIGNS["current"]`` is the
agent as it is. The agent's defaults are not touched: ``run_task`` builds the loop with the
variant's tools. ``EarlyDesignPlan`` is the rule model's plan taught to cope with the earlier
tools the way the author's model did -- a wrapper around the current plan that uses nothing but
the public ``Plan`` interface (``lab_code.agent.rule_plan``); ``EarlyDesignRuleModel`` follows
it. Its reactions are *authored*, so what the batch measures is a simulation of the author's
effect, not a new measurement of a model.

Lessons: 08
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

from lab_code.agent import crossbuild
from lab_code.agent import verify as verification
from lab_code.agent.loop import AgentLoop, RunResult, Tool
from lab_code.agent.models import CrossBuildPlan, RuleBasedModel
from lab_code.agent.prompts import SYSTEM_PROMPT, task_message
from lab_code.agent.rule_plan import GeneratorPlan, Observation, PlannedCall
from lab_code.agent.tool_specs import TOOL_SPECS
from lab_code.agent.tools import Workspace
from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.running.paging import MAX_LINES
from lab_code.workspace.command_guard import check_command, split_command
from lab_code.workspace.command_result import CommandResult
from lab_code.workspace.process_runner import run_process
from lab_code.workspace.toolchain import check_target, path_placeholders, toolchain_env
from lab_code.workspace.workdir_files import read_file

DESIGNS = {
    "current": "当前设计：read_file 从头分页；toolchain 由程序用环境变量（绝对路径）设置",
    "early": "早期设计（模拟）：read_file 只返回末尾 100 行；toolchain 路径由模型在命令里传",
}
TOOLCHAIN_FLAG = re.compile(r"^-DCMAKE_TOOLCHAIN_FILE(?::FILEPATH)?=(.+)$")
TOTAL_LINES = re.compile(r"共 (\d+) 行")


def toolchain_flag(target: str) -> str:
    """What the early run_command description told the model to pass (relative to the workdir)."""
    return f"-DCMAKE_TOOLCHAIN_FILE=.xbuild/{target}/toolchain.cmake"


def read_tail(workdir: str | os.PathLike, path: str) -> str:
    """The early ``read_file``: the last ``MAX_LINES`` lines, no offset, no hint how to go on."""
    head = read_file(workdir, path, offset=1, limit=1)  # same guards; the header has the total
    match = TOTAL_LINES.search(head.splitlines()[0])
    total = int(match.group(1)) if match else 1
    page = read_file(workdir, path, offset=max(1, total - MAX_LINES + 1))
    body = page.split("\n", 1)[1] if "\n" in page else ""
    shown = len(body.splitlines())
    return f"[文件末尾 {shown} 行，共 {total} 行]\n{body}"


def early_run_command(
    workdir: str | os.PathLike, command: str, target: str, redact: Callable[[str], str] | None = None
) -> CommandResult:
    """No toolchain in the environment; a ``-DCMAKE_TOOLCHAIN_FILE`` inside the workdir is allowed,
    and so is ``cmake -P <script inside the workdir>`` (the early guard knew only paths; today's
    refuses -P: a script file is a program)."""
    argv = split_command(command)
    flags = [a for a in argv if TOOLCHAIN_FLAG.match(a)]
    for flag in flags:  # the early guard: the path must stay inside the workdir, nothing more
        resolve_inside(workdir, TOOLCHAIN_FLAG.match(flag).group(1))
    if argv[:2] == ["cmake", "-P"] and len(argv) == 3:
        resolve_inside(workdir, argv[2])
        checked = argv
    else:
        checked = check_command(workdir, [a for a in argv if a not in flags])
    root = Path(workdir).resolve()
    env = {k: v for k, v in toolchain_env(root, check_target(target)).items() if k != "CMAKE_TOOLCHAIN_FILE"}
    argv = checked[:1] + flags + checked[1:]
    return run_process(argv, workdir=workdir, env=env, placeholders=path_placeholders(), redact=redact)


def early_specs(target: str) -> list[dict]:
    specs = []
    for spec in TOOL_SPECS:
        spec = {**spec, "parameters": dict(spec["parameters"])}
        if spec["name"] == "read_file":
            spec["description"] = f"读取工作目录中文本文件的末尾 {MAX_LINES} 行。"
            spec["parameters"]["properties"] = {"path": TOOL_SPECS[1]["parameters"]["properties"]["path"]}
        if spec["name"] == "run_command":
            spec["description"] = (
                "在工作目录里运行一条命令（不经过 shell）。允许的程序：cmake、ninja、make、ls、mkdir、rm、cp、mv。"
                f"配置时传 toolchain：'cmake -S . -B build {toolchain_flag(target)}'。"
            )
        specs.append(spec)
    return specs


def early_tools(workspace: Workspace) -> dict[str, Tool]:
    target = workspace.target

    def call(name: str):
        if name == "read_file":
            return lambda path: read_tail(workspace.workdir, path)
        if name == "run_command":
            return lambda command: early_run_command(workspace.workdir, command, target, workspace.redactor)
        return workspace.tools[name].func

    return {
        s["name"]: Tool(s["name"], call(s["name"]), s["parameters"], s["description"])
        for s in early_specs(target)
    }


def run_task(workdir, model, target: str, design: str = "current", **fields) -> RunResult:
    """One agent run with the tools of ``design``; "current" is exactly ``run_crossbuild``.
    ``fields`` are ``crossbuild.RunConfig``'s; the early design reads ``trace``, ``max_turns`` and
    ``verify`` (its commands run outside the sandbox, as the early tools did)."""
    if design == "current":
        return crossbuild.run_crossbuild(workdir, model, target, **fields)
    config = crossbuild.RunConfig(**fields)
    if design != "early":
        raise ValueError(f"不认识的工具设计 {design!r}；可选：{', '.join(DESIGNS)}。")
    workspace = Workspace.create(workdir, check_target(target))

    def verify_now() -> dict:
        return verification.verify(workspace, require_agent_build=True).to_dict()

    loop = AgentLoop(
        model,
        early_tools(workspace),
        search=crossbuild.knowledge_search,
        verify=verify_now if config.verify else None,
        trace=config.trace,
        max_turns=config.max_turns,
        redact=workspace.redactor,  # the run's secrets, as run_crossbuild passes them
    )
    prompt = SYSTEM_PROMPT.replace(
        "交叉编译 toolchain 已经由程序通过环境变量设置好，不要传 -DCMAKE_TOOLCHAIN_FILE。", ""
    )
    messages = [{"role": "system", "content": prompt}, {"role": "user", "content": task_message(target)}]
    return loop.run(messages, task=f"{Path(workdir).name} → {target}", target=target)


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


class EarlyDesignRuleModel(RuleBasedModel):
    """The rule model following ``EarlyDesignPlan``; its runs are recorded as ``rule(early-design)``."""

    def __init__(self):
        super().__init__(plan=EarlyDesignPlan, name="rule(early-design)")
