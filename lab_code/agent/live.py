"""The live report of a run: one readable line per step as it happens, and a summary at the end.

``LiveTrace`` is the loop's ``Observer`` for people: the CLI prints with it, and lesson 07
shows the same lines (with ``timing=False``: stable output for a notebook). A notice comes
before slow commands, so a minute-long first build is not a silent minute. Everything it
prints went through the pipeline's redaction (results, arguments) or the loop's (detail, last
words); the model's words of a turn are redacted here.

    >>> step_status(ok=False, error_type="permission_denied", exit_code=None)
    '✗ permission_denied'
    >>> step_status(ok=True, error_type="timeout", exit_code=None)
    '✗ timeout'

Lessons: 07
"""

from __future__ import annotations

import json
from collections.abc import Callable

from lab_code.agent.loop import RunResult, Step
from lab_code.agent.stop_policy import STOP_REASONS
from lab_code.running.safe_call import redact
from lab_code.wire.shorten import shorten

LONG_COMMANDS = ("cmake --build", "ninja")
ARGS_SHOWN = 70  # characters of a call's arguments in one line


def step_status(ok: bool, error_type: str | None, exit_code: int | None) -> str:
    if not ok or error_type:  # a command its time limit stopped ran (ok), but it did not finish
        return f"✗ {error_type}"
    if exit_code not in (None, 0):
        return f"exit={exit_code}"
    return "ok" if exit_code is None else "exit=0"


def step_line(step: Step, timing: bool = True) -> str:
    """``[n] tool args → status`` (+ knowledge hits, + duration when ``timing``); the loop has
    already redacted the step's arguments."""
    args = step.args if isinstance(step.args, str) else json.dumps(step.args, ensure_ascii=False)
    extra = f"（程序附加 {step.knowledge_hits} 条知识）" if step.knowledge_hits else ""
    took = f"  {step.duration_ms:.0f} ms" if timing else ""
    status = step_status(step.ok, step.error_type, step.exit_code)
    return f"[{step.turn}] {step.tool} {shorten(args, ARGS_SHOWN)} → {status}{extra}{took}"


class LiveTrace:
    """Observer of ``AgentLoop``: one readable line per step, a notice before slow commands."""

    def __init__(self, out: Callable[[str], None] = print, timing: bool = True):
        self.out, self.timing = out, timing  # timing=False: stable output for notebooks

    def after_model(self, turn: int, reply: dict) -> None:
        if reply.get("tool_calls") and reply.get("content"):  # the model's own words on this turn
            self.out(f"[{turn}] 模型：{redact(reply['content'])}")

    def before_call(self, turn: int, name: str, args: dict) -> None:
        command = args.get("command", "") if isinstance(args, dict) else ""
        if name == "run_command" and isinstance(command, str) and command.startswith(LONG_COMMANDS):
            self.out(f"    … 正在运行 {shorten(redact(command), ARGS_SHOWN)}")

    def after_step(self, step: Step) -> None:
        self.out(step_line(step, timing=self.timing))


def summary_lines(result: RunResult, timing: bool = True) -> list[str]:
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
