"""The agent loop: ask the model, answer EVERY tool call, guard, record, stop for a stated reason.

What the loop guarantees (each point is tested in ``tests/test_07_agent.py``):

* Every ``tool_call`` of a model turn gets exactly one ``{"role": "tool"}`` answer, in order —
  also calls whose arguments are not JSON and calls of tools that do not exist (the
  LangGraph ``invalid_tool_calls`` lesson of the author's project: an unanswered id makes the
  next request fail with HTTP 400).
* Arguments pass the three-layer validator (``lab_code.arguments.validator.handle``) before any tool runs.
* ``ToolError`` from a tool is an expected failure → structured result back to the model.
  Any other exception is OUR bug → recorded, the run stops with ``internal_error``; it is
  never dressed up as a tool failure the model should "fix".
* Mandatory steps are code, not prompt: a command with ``[exit=N]``, N ≠ 0, makes the
  PROGRAM search the knowledge base with the error tail and append the hits (the author's
  model called the knowledge tool in only 8 of 30 runs although the prompt demanded it).
* Every run ends with a stop reason from ``STOP_REASONS``. "Done" from the model is only a
  claim: when a verifier is given, the program checks the artifact itself.
* Timing per step: ``tool_ms`` (inside the tool), ``search_ms`` (auto-search) and
  ``duration_ms`` (everything) are kept apart, so the agent's own overhead is measurable.

Lessons: 07
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from lab_code.running.safe_call import redact
from lab_code.running.tool import Tool
from lab_code.wire.tool_results import ToolError, as_result, error_result, to_tool_content

STOP_REASONS = {
    "verified": "模型说完成，程序独立验收通过",
    "verification_failed": "模型说完成，但程序验收没通过",
    "finished": "模型说完成（没有配置验收）",
    "max_turns": "模型轮数用完",
    "repeated_calls": "同一个调用（名字 + 参数）重复太多次",
    "permission_denied_repeated": "被权限拦截太多次",
    "internal_error": "我们自己的代码出错，停下排查",
    "model_error": "模型接口出错（网络、格式、额度）",
}

EXIT_LINE = re.compile(r"^\[exit=(-?\d+)\]")
# Lines that carry the diagnosis in CMake / compiler / linker output.
ERROR_HINT = re.compile(r"error|could not|not found|failed|undefined|incompatible|no such", re.I)


@dataclass
class Step:
    n: int
    turn: int
    call_id: str
    tool: str
    args: Any  # the parsed dict, or the raw string when it did not parse
    result: dict
    exit_code: int | None = None
    knowledge_hits: int = 0
    tool_ms: float = 0.0
    search_ms: float = 0.0
    duration_ms: float = 0.0
    trace_ms: float = 0.0  # writing this step to the trace (after duration_ms was taken)

    @property
    def ok(self) -> bool:
        return bool(self.result.get("ok"))

    @property
    def error_type(self) -> str | None:
        return self.result.get("error_type")

    @property
    def overhead_ms(self) -> float:
        return self.duration_ms - self.tool_ms - self.search_ms


@dataclass
class RunResult:
    stop_reason: str
    messages: list[dict]
    steps: list[Step] = field(default_factory=list)
    final_text: str = ""
    detail: str = ""  # for humans: the bug, the failed check … never sent to the model
    verification: dict | None = None
    model_ms: list[float] = field(default_factory=list)
    run_id: int | None = None

    @property
    def success(self) -> bool:
        return self.stop_reason == "verified"


def call_key(name: str, args: Any) -> str:
    """Key for repeated-call detection: name + canonical JSON (seed self-test Q12).

    ``sort_keys=True`` makes ``{"a":1,"b":2}`` and ``{"b":2,"a":1}`` one key. What it misses:
    arguments that MEAN the same but are spelled differently — ``"./src"`` vs ``"src"``,
    ``cmake --build build -j2`` vs ``cmake --build build  -j2`` or reordered flags, a default
    passed explicitly (``offset=1``) vs omitted. It also cannot tell a useless repeat from a
    legitimate one (re-running configure after installing a dependency): hence a limit > 1.
    """
    return name + " " + json.dumps(args, sort_keys=True, ensure_ascii=False)


def parse_exit_code(content: Any) -> int | None:
    """``[exit=N]`` from the first line of a command result, or None for other results."""
    if not isinstance(content, str):
        return None
    match = EXIT_LINE.match(content)
    return int(match.group(1)) if match else None


def error_query(content: str, max_lines: int = 6, max_chars: int = 400) -> str:
    """Search query from a failed command's output: the last lines that look like a diagnosis."""
    lines = [ln.strip() for ln in content.splitlines()[1:] if ln.strip()]
    hinted = [ln for ln in lines if ERROR_HINT.search(ln)] or lines
    return " ".join(hinted[-max_lines:])[:max_chars]


class StopPolicy:
    """Counts what the guards care about; says when a run must stop (and why)."""

    def __init__(self, repeat_limit: int = 3, permission_limit: int = 3):
        self.repeat_limit, self.permission_limit = repeat_limit, permission_limit
        self.seen: dict[str, int] = {}
        self.denials = 0

    def before_call(self, key: str) -> str | None:
        self.seen[key] = self.seen.get(key, 0) + 1
        return "repeated_calls" if self.seen[key] >= self.repeat_limit else None

    def after_result(self, result: dict) -> str | None:
        if result.get("error_type") == "permission_denied":
            self.denials += 1
        return "permission_denied_repeated" if self.denials >= self.permission_limit else None


def _validate(raw: Any, tool: Tool) -> dict:
    from lab_code.arguments.validator import handle  # lazy: the validator is its own lesson's module

    return handle(raw, tool.schema, tool.check_business)


def _now() -> float:
    return time.perf_counter() * 1000.0


class AgentLoop:
    """Runs one task. ``search(query) -> list`` and ``verify() -> dict(ok=...)`` are optional."""

    def __init__(
        self,
        model,
        tools: dict[str, Tool],
        *,
        search: Callable | None = None,
        verify: Callable[[], dict] | None = None,
        trace=None,
        max_turns: int = 30,
        repeat_limit: int = 3,
        permission_limit: int = 3,
        observer=None,
    ):
        self.model, self.tools, self.search, self.verify = model, tools, search, verify
        self.trace, self.max_turns, self.observer = trace, max_turns, observer
        self.policy = StopPolicy(repeat_limit, permission_limit)

    def run(self, messages: list[dict], *, task: str = "", target: str | None = None) -> RunResult:
        run = RunResult("max_turns", list(messages))
        if self.trace is not None:
            run.run_id = self.trace.start_run(task, getattr(self.model, "name", "model"), target)
        specs = [t.definition() for t in self.tools.values()]
        for turn in range(1, self.max_turns + 1):
            started = _now()
            try:
                reply = self.model.next_message(run.messages, specs)
            except Exception as exc:  # the model side failed: not the model's "decision"
                return self._finish(run, "model_error", f"{type(exc).__name__}: {exc}")
            run.model_ms.append(_now() - started)
            run.messages.append(reply)
            if self.observer is not None and hasattr(self.observer, "after_model"):
                self.observer.after_model(turn, reply)
            calls = reply.get("tool_calls") or []
            if not calls:
                run.final_text = reply.get("content") or ""
                return self._finish_claimed_done(run)
            stop = self._answer_all(run, turn, calls)
            if stop:
                return self._finish(run, *stop)
        return self._finish(run, "max_turns", f"{self.max_turns} 轮后仍未完成")

    # ---- one turn -----------------------------------------------------------------
    def _answer_all(self, run: RunResult, turn: int, calls: list[dict]) -> tuple[str, str] | None:
        stop: tuple[str, str] | None = None
        for call in calls:
            call_id = call.get("id", "")
            if stop is not None:  # keep the transcript valid: answer, but do not execute
                result = error_result("business_error", f"运行已停止（{stop[0]}），这个调用没有执行。")
                run.messages.append(
                    {"role": "tool", "tool_call_id": call_id, "content": to_tool_content(result)}
                )
                continue
            step, stop = self._one_call(run, turn, call)
            run.messages.append(
                {"role": "tool", "tool_call_id": call_id, "content": to_tool_content(step.result)}
            )
        return stop

    def _one_call(self, run: RunResult, turn: int, call: dict) -> tuple[Step, tuple[str, str] | None]:
        started = _now()
        function = call.get("function") or {}
        name, raw = function.get("name") or "", function.get("arguments") or ""
        step = Step(
            n=len(run.steps) + 1, turn=turn, call_id=call.get("id", ""), tool=name or "?", args=raw, result={}
        )
        stop = None
        tool = self.tools.get(name)
        if tool is None:
            step.result = error_result(
                "unknown_tool", f"没有名为 {name!r} 的工具；可用：{sorted(self.tools)}。"
            )
        else:
            checked = _validate(raw, tool)
            if not checked.get("ok") and checked.get("error_type") == "internal_error":
                step.result = error_result("internal_error", "参数检查代码出错，运行已停止。")
                stop = ("internal_error", f"{name} 的参数检查出错：{checked.get('message', '')}")
            elif not checked.get("ok"):
                step.result = error_result(
                    checked.get("error_type", "invalid_arguments"), checked.get("message", "参数不合法")
                )
            else:
                step.args = checked["args"]
                key = call_key(name, step.args)
                if self.policy.before_call(key):  # answered, not executed, not a trace step
                    times = self.policy.seen[key]
                    step.result = error_result("business_error", f"同一个调用已是第 {times} 次，运行停止。")
                    return step, ("repeated_calls", f"{key} 第 {times} 次出现")
                if self.observer is not None and hasattr(self.observer, "before_call"):
                    self.observer.before_call(turn, name, step.args)
                bug = self._execute(tool, step)
                if bug:
                    stop = ("internal_error", bug)
        if stop is None:
            reason = self.policy.after_result(step.result)
            stop = (reason, f"已被拦截 {self.policy.denials} 次") if reason else None
        step.duration_ms = _now() - started
        run.steps.append(step)
        self._record(run, step)
        return step, stop

    def _execute(self, tool: Tool, step: Step) -> str | None:
        """Run the tool; returns a description of OUR bug if one happened, else None."""
        t0 = _now()
        try:
            value = tool.func(**step.args)
        except ToolError as exc:
            step.tool_ms = _now() - t0
            step.result = exc.to_result()
            # a tool's message may quote command output or a path; keys never go to the model
            step.result["message"] = redact(step.result["message"])
            # a tool may itself classify a failure as ours (e.g. zig missing): stop, same as a crash
            return f"{tool.name}: {exc.message}" if exc.error_type == "internal_error" else None
        except Exception as exc:  # not an expected failure: stop, do not let the model "retry" our bug
            step.tool_ms = _now() - t0
            step.result = error_result("internal_error", "工具内部出错，运行已停止（不是参数的问题）。")
            return f"{tool.name} 抛出 {type(exc).__name__}: {exc}"
        step.tool_ms = _now() - t0
        step.result = as_result(value)
        step.exit_code = parse_exit_code(step.result.get("content"))
        if step.exit_code not in (None, 0) and self.search is not None:
            t1 = _now()
            try:
                found = self.search(error_query(step.result["content"]))
                hits = [found] if isinstance(found, str) else list(found)
            except Exception as exc:
                step.search_ms = _now() - t1
                return f"自动检索出错 {type(exc).__name__}: {exc}"
            step.search_ms = _now() - t1
            step.knowledge_hits = len(hits)
            step.result["knowledge_hits"] = hits  # appended by the program, not requested by the model
        return None

    # ---- bookkeeping --------------------------------------------------------------
    def _record(self, run: RunResult, step: Step) -> None:
        if self.trace is not None:
            t0 = _now()
            shown = step.result.get("content") if step.ok else step.result.get("message")
            self.trace.log_step(
                run.run_id,
                n=step.n,
                turn=step.turn,
                tool=step.tool,
                args=step.args,
                ok=step.ok,
                error_type=step.error_type,
                exit_code=step.exit_code,
                knowledge_hits=step.knowledge_hits,
                tool_ms=step.tool_ms,
                search_ms=step.search_ms,
                duration_ms=step.duration_ms,
                excerpt=shown or "",
            )
            step.trace_ms = _now() - t0
        if self.observer is not None and hasattr(self.observer, "after_step"):
            self.observer.after_step(step)

    def _finish_claimed_done(self, run: RunResult) -> RunResult:
        if self.verify is None:
            return self._finish(run, "finished", "没有配置验收")
        try:
            run.verification = self.verify()
        except Exception as exc:
            return self._finish(run, "internal_error", f"验收代码出错 {type(exc).__name__}: {exc}")
        ok = bool(run.verification.get("ok"))
        return self._finish(
            run,
            "verified" if ok else "verification_failed",
            str(run.verification.get("reason") or run.verification.get("message") or ""),
        )

    def _finish(self, run: RunResult, reason: str, detail: str) -> RunResult:
        run.stop_reason, run.detail = reason, detail
        if self.trace is not None:
            self.trace.finish_run(run.run_id, reason, len(run.steps), detail)
        return run
