"""Command line: let the agent cross-compile a CMake project and show every step as it happens.

    python -m lab_code.agent PROJECT_DIR [--target T] [--model rule|scripted|openai]
                             [--max-turns N] [--db PATH]

PROJECT_DIR is a directory (the agent works in it: ``.xbuild/`` and build dirs appear there)
or the name of a demo project (``hello_lib``, ``needs_dep``, ``traps``), which is first copied
to a fresh temporary workdir. The trace goes to ``<workdir>/.xbuild/runs.db`` unless ``--db``.

Exit code: 0 only when the program's own verification passed; 1 when the run ended any
other way (the stop reason is printed); 2 for bad command-line input; 130 after Ctrl-C.
Expected output::

    $ python -m lab_code.agent hello_lib
    演示项目 hello_lib 已复制到 /tmp/xbuild-hello_lib-…（智能体在这里工作）
    [1] list_files {"path": "."} → ok  1 ms
    …
    停止原因：verified（模型说完成，程序独立验收通过）

Lessons: 06, 07
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

MODELS = ("rule", "scripted", "openai")
LONG_COMMANDS = ("cmake --build", "ninja", "make")


class LiveTrace:
    """Observer of ``AgentLoop``: one readable line per step, a notice before slow commands."""

    def __init__(self, out=print, timing: bool = True):
        self.out, self.timing = out, timing  # timing=False: stable output for notebooks

    def after_model(self, turn: int, reply: dict) -> None:
        if reply.get("tool_calls") and reply.get("content"):  # the model's own words on this turn
            self.out(f"[{turn}] 模型：{reply['content']}")

    def before_call(self, turn: int, name: str, args: dict) -> None:
        command = args.get("command", "") if isinstance(args, dict) else ""
        if name == "run_command" and command.startswith(LONG_COMMANDS):
            self.out(f"    … 正在运行 {command}")

    def after_step(self, step) -> None:
        self.out(step_line(step, timing=self.timing))


def short_args(args, limit: int = 70) -> str:
    text = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
    return text if len(text) <= limit else text[:limit] + "…"


def step_line(step, timing: bool = True) -> str:
    """``[n] tool args → status`` (+ knowledge hits, + duration when ``timing``)."""
    if not step.ok:
        status = f"✗ {step.error_type}"
    elif step.exit_code not in (None, 0):
        status = f"exit={step.exit_code}"
    else:
        status = "ok" if step.exit_code is None else "exit=0"
    extra = f"（程序附加 {step.knowledge_hits} 条知识）" if step.knowledge_hits else ""
    took = f"  {step.duration_ms:.0f} ms" if timing else ""
    return f"[{step.turn}] {step.tool} {short_args(step.args)} → {status}{extra}{took}"


def summary_lines(result, timing: bool = True) -> list[str]:
    from lab_code.agent.loop import STOP_REASONS

    lines = [f"停止原因：{result.stop_reason}（{STOP_REASONS.get(result.stop_reason, '')}）"]
    if result.detail:
        lines.append(f"说明：{result.detail}")
    if result.final_text:
        lines.append(f"模型最后说：{result.final_text}")
    lines.append(f"工具步骤：{len(result.steps)}，模型轮数：{len(result.model_ms)}")
    if timing and result.steps:
        tool = sum(s.tool_ms + s.search_ms for s in result.steps)
        overhead = sum(s.overhead_ms + s.trace_ms for s in result.steps)  # parse, validate, record
        lines.append(
            f"工具耗时 {tool:.0f} ms；循环自身开销（含写 trace）{overhead:.1f} ms"
            f"（每步平均 {overhead / len(result.steps):.2f} ms）"
        )
    return lines


def _fail(message: str) -> int:
    print(f"错误：{message}", file=sys.stderr)
    return 2


def _workdir(project: str) -> tuple[Path | None, str]:
    """A directory as given, or a demo project copied to a fresh temp dir; else an error text."""
    path = Path(project)
    if path.exists():
        if not path.is_dir():
            return (
                None,
                f"{project} 是文件，不是目录。请给出 CMake 项目的目录（里面有 CMakeLists.txt），或一个演示项目名。",
            )
        return path.resolve(), ""
    from lab_code.agent import projects

    names = sorted(projects.PROJECTS)
    if project not in names:
        return None, (
            f"目录 {project} 不存在，也不是演示项目的名字。演示项目：{', '.join(names)}。"
            "请检查路径，或写一个演示项目名，例如 python -m lab_code.agent hello_lib。"
        )
    workdir = Path(
        projects.copy_project(project, Path(tempfile.mkdtemp(prefix=f"xbuild-{project}-")) / project)
    )
    print(f"演示项目 {project} 已复制到 {workdir}（智能体在这里工作）")
    return workdir, ""


def _model(name: str):
    from lab_code.agent import models
    from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call

    if name == "rule":
        return models.RuleBasedModel()
    if name == "openai":
        return models.OpenAIModel()
    # A model that claims success after one look: shows that the claim is checked.
    return ScriptedModel(
        [
            assistant_calls(tool_call("list_files", {"path": "."}, "call_1")),
            assistant_text("构建完成！（其实什么也没做）"),
        ]
    )


def main(argv: list[str] | None = None) -> int:
    from lab_code.agent.toolchain import DEFAULT_TARGET, TARGETS, check_target
    from lab_code.wire.tool_results import ToolError

    parser = argparse.ArgumentParser(
        prog="python -m lab_code.agent", description="让智能体交叉编译一个 CMake 项目，并由程序独立验收。"
    )
    parser.add_argument("project", help="项目目录，或演示项目名（hello_lib、needs_dep、traps）")
    parser.add_argument(
        "--target", default=DEFAULT_TARGET, help=f"目标平台，可选：{', '.join(sorted(TARGETS))}"
    )
    parser.add_argument(
        "--model",
        default="rule",
        choices=MODELS,
        help="rule = 离线的规则模型（不是大模型）；openai = 真实模型（需 LAB_BACKEND=openai）",
    )
    parser.add_argument("--max-turns", type=int, default=30)
    parser.add_argument("--db", help="trace 数据库路径（默认 <工作目录>/.xbuild/runs.db）")
    args = parser.parse_args(argv)
    try:
        check_target(args.target)
    except ToolError as exc:
        return _fail(exc.message)
    if args.max_turns < 1:
        return _fail(f"--max-turns 必须至少是 1，收到的是 {args.max_turns}。")
    try:
        model = _model(args.model)  # before anything is copied or written
    except ValueError as exc:
        return _fail(str(exc))
    workdir, problem = _workdir(args.project)
    if workdir is None:
        return _fail(problem)
    from lab_code.agent.crossbuild import run_crossbuild
    from lab_code.agent.trace import Trace

    db = Path(args.db) if args.db else workdir / ".xbuild" / "runs.db"
    trace = Trace(db)
    print(f"目标平台 {args.target}，模型 {getattr(model, 'name', args.model)}，trace 写入 {db}")
    try:
        result = run_crossbuild(
            workdir,
            model,
            args.target,
            trace=trace,
            max_turns=args.max_turns,
            observer=LiveTrace(),
            progress=lambda text: print(f"    … {text}"),
        )
    except KeyboardInterrupt:  # the steps so far are already committed to the trace
        print(f"已中断。已完成的步骤都在 {db} 里（这次运行没有停止原因）。", file=sys.stderr)
        return 130
    finally:
        trace.close()
    for line in summary_lines(result):
        print(line)
    return 0 if result.success else 1


if __name__ == "__main__":
    raise SystemExit(main())
