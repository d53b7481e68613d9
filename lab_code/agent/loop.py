"""The agent loop: ask the model, answer EVERY tool call, guard, record, stop for a stated reason.

What the loop guarantees (each point is tested in ``tests/test_07_agent.py``):

* Every ``tool_call`` of a model turn gets exactly one ``{"role": "tool"}`` answer, in order —
  also calls whose arguments are not JSON and calls of tools that do not exist (the
  LangGraph ``invalid_tool_calls`` lesson of the author's project: an unanswered id makes the
  next request fail with HTTP 400).
* Each call passes the one tool-call pipeline (``lab_code.running.pipeline``): parse,
  validate, authorise, execute under the bug policy, redact, shape. A ``ToolError`` is an
  expected failure → structured result back to the model. Anything else is OUR bug →
  recorded, the run stops with ``internal_error``; it is never dressed up as a tool failure
  the model should "fix". The loop adds its stop rules to that pipeline: the one denial rule
  (``error_policy.DenialCounter``) and, just before a call executes, the repeated-call rule.
* Mandatory steps are code, not prompt: a command whose ``exit_code`` field is not 0 makes the
  PROGRAM search the knowledge base with the error tail and append the hits (the author's
  model called the knowledge tool in only 8 of 30 runs although the prompt demanded it).
* Every run ends with a stop reason from ``STOP_REASONS`` — also when the trace cannot be
  written (``trace_error``) or the run is interrupted (``interrupted``). "Done" from the
  model is only a claim: when a verifier is given, the program checks the artifact itself.
* Nothing secret leaves: results and arguments are redacted by the pipeline, and the run's
  detail (a model error may quote the key), the model's last words and the trace rows by
  ``redact``.
* Timing per step: ``tool_ms`` (inside the tool), ``search_ms`` (auto-search) and
  ``duration_ms`` (everything) are kept apart, so the agent's own overhead is measurable.

Lessons: 07
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from lab_code.agent.stop_policy import STOP_REASONS, StopPolicy, call_key, error_query
from lab_code.agent.trace import Trace, TraceError
from lab_code.running.error_policy import DenialCounter, TaskStopped
from lab_code.running.pipeline import Confirm, Pipeline, redact_all, unparsed
from lab_code.running.safe_call import RunStopped
from lab_code.running.tool import Tool
from lab_code.wire.chat_model import ChatModel
from lab_code.wire.messages import tool_message
from lab_code.wire.tool_results import error_result, to_tool_content
from lab_code.workspace.redaction import Redactor

PATTERNS_ONLY = Redactor()  # key-shaped strings only, when the caller knows no secret values

__all__ = ["AgentLoop", "LoopOptions", "Observer", "RunResult", "STOP_REASONS", "Step", "Tool"]


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
    excerpt: str = ""  # what the trace keeps of the result: redacted again as it is cut (_record)

    @property
    def ok(self) -> bool:
        return bool(self.result.get("ok"))

    @property
    def error_type(self) -> str | None:
        """The tool's error type; ``"timeout"`` for a command its time limit stopped (it ran, so
        its result is ``ok``, but it did not finish: never shown or counted as a success)."""
        return self.result.get("error_type") or ("timeout" if self.result.get("timed_out") else None)

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


class Observer(Protocol):
    """Watches a run as it happens (``lab_code.agent.live.LiveTrace`` prints it)."""

    def after_model(self, turn: int, reply: dict) -> None: ...

    def before_call(self, turn: int, name: str, args: dict) -> None: ...

    def after_step(self, step: Step) -> None: ...


def _now() -> float:
    return time.perf_counter() * 1000.0


@dataclass(frozen=True)
class LoopOptions:
    """What a loop does besides asking the model and running its calls; every field is optional."""

    search: Callable[[str], Any] | None = None  # the program's search after a failed command
    verify: Callable[[], dict] | None = None  # the program's check when the model says it is done
    trace: Trace | None = None
    max_turns: int = 30
    repeat_limit: int = 3  # the same call this often: the run stops
    permission_limit: int = 3  # this many refusals: the run stops (error_policy.DenialCounter)
    observer: Observer | None = None
    redact: Callable[[str], str] = PATTERNS_ONLY  # the run's Redactor (crossbuild passes the workspace's)
    confirm: Confirm | None = None  # the user's yes for an irreversible call; None: refused


class AgentLoop:
    """Runs one task. Options (``LoopOptions``) come as one object, or by name, or both (names win):
    ``AgentLoop(model, tools, search=..., verify=...)``. ``agent.crossbuild`` builds the capstone's."""

    def __init__(
        self, model: ChatModel, tools: Mapping[str, Tool], options: LoopOptions | None = None, **fields
    ):
        options = replace(options or LoopOptions(), **fields)  # an unknown name is a TypeError
        self.model, self.tools, self.search, self.verify = model, tools, options.search, options.verify
        self.trace, self.max_turns, self.observer = options.trace, options.max_turns, options.observer
        self.redact = options.redact
        self.policy = StopPolicy(options.repeat_limit)
        self.pipeline = Pipeline(
            tools,
            redact=options.redact,
            confirm=options.confirm,
            denials=DenialCounter(options.permission_limit),
            before_execute=self._before_execute,
        )
        self._turn = 0
        self._key = ""  # call_key of the call that is about to run (for the repeated-call rule)

    def run(self, messages: list[dict], *, task: str = "", target: str | None = None) -> RunResult:
        run = RunResult("max_turns", list(messages))
        try:
            return self._run(run, task, target)
        except TraceError as exc:  # the record cannot be written: stop, and say so (not to it)
            run.stop_reason, run.detail = "trace_error", str(exc)
            return run
        except BaseException:  # Ctrl-C, or a kill turned into an exception: mark, then let it go
            if self.trace is not None and run.run_id is not None:
                with contextlib.suppress(Exception):
                    self.trace.finish_run(run.run_id, "interrupted", len(run.steps), "运行被中断")
            raise

    def _run(self, run: RunResult, task: str, target: str | None) -> RunResult:
        if self.trace is not None:
            run.run_id = self.trace.start_run(task, self.model.name, target)
        definitions = [t.definition() for t in self.tools.values()]
        for turn in range(1, self.max_turns + 1):
            started = _now()
            try:
                reply = self.model.next_message(run.messages, definitions)
            except Exception as exc:  # the model side failed: not the model's "decision"
                return self._finish(run, "model_error", f"{type(exc).__name__}: {exc}")
            run.model_ms.append(_now() - started)
            run.messages.append(reply)
            if self.observer is not None:
                self.observer.after_model(turn, reply)
            calls = reply.get("tool_calls") or []
            if not calls:
                run.final_text = self.redact(reply.get("content") or "")
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
                run.messages.append(tool_message(call_id, to_tool_content(result)))
                continue
            step, stop = self._one_call(run, turn, call)
            run.messages.append(tool_message(call_id, to_tool_content(step.result)))
        return stop

    def _one_call(self, run: RunResult, turn: int, call: dict) -> tuple[Step, tuple[str, str] | None]:
        started = _now()
        function = call.get("function") or {}
        name, raw = function.get("name") or "", function.get("arguments") or ""
        step = Step(
            n=len(run.steps) + 1, turn=turn, call_id=call.get("id", ""), tool=name or "?", args=raw, result={}
        )
        self._turn, stop = turn, None
        try:
            report = self.pipeline.run(name, raw)
        except RunStopped as bug:  # ours, not the model's: a broken schema or rule, or a tool's bug
            report = None
            where = (
                "工具内部出错，运行已停止（不是参数的问题）。"
                if bug.stage == "execute"
                else "参数检查代码出错，运行已停止。"
            )
            step.result, step.args = (
                error_result("internal_error", where),
                redact_all(unparsed(raw), self.redact),
            )
            stop = ("internal_error", f"{name} ({bug.stage}): {bug.result['message']}")
        except TaskStopped as stopped:
            report, stop = stopped.report, (stopped.reason, str(stopped))
            if report is None:  # the repeated-call rule: answered, not executed, not a trace step
                step.result = error_result("business_error", str(stopped))
                return step, stop
        if report is not None:  # its arguments and result are redacted already: the pipeline did it
            step.args, step.result, step.tool_ms = report.args, report.result, report.tool_ms
            if report.ran:
                self.policy.after_call(self._key, report.result)
            if report.ran and stop is None:
                stop = self._after_command(step)
        step.duration_ms = _now() - started
        run.steps.append(step)
        self._record(run, step)
        return step, stop

    def _before_execute(self, tool: Tool, args: dict) -> None:
        """The pipeline's last word before a tool runs: the repeated-call rule, then the observer."""
        key = self._key = call_key(tool.name, args)
        if self.policy.before_call(key):
            times = self.policy.seen[key]
            raise TaskStopped(f"同一个调用已是第 {times} 次，运行停止。", "repeated_calls")
        if self.observer is not None:
            self.observer.before_call(self._turn, tool.name, args)

    def _after_command(self, step: Step) -> tuple[str, str] | None:
        """A failed or timed-out command makes the PROGRAM search the knowledge base; a stop if that
        search broke."""
        step.exit_code = step.result.get("exit_code")  # a field of a command's result; None for others
        unfinished = step.exit_code not in (None, 0) or step.error_type == "timeout"
        if unfinished and self.search is not None:
            t1 = _now()
            try:
                timed_out = "命令超时 timeout " if step.error_type == "timeout" else ""
                found = self.search(timed_out + error_query(step.result["content"]))
                hits = [found] if isinstance(found, str) else list(found)
            except Exception as exc:  # our search code: a bug, not the model's business
                step.search_ms = _now() - t1
                return "internal_error", f"自动检索出错 {type(exc).__name__}: {exc}"
            step.search_ms = _now() - t1
            step.knowledge_hits = len(hits)
            step.result["knowledge_hits"] = hits  # appended by the program, not requested by the model
        return None

    # ---- bookkeeping --------------------------------------------------------------
    def _record(self, run: RunResult, step: Step) -> None:
        # From here on the step is a record (trace, observer, RunResult): its arguments and
        # result were redacted above; the excerpt is redacted again as it is cut from them.
        if self.trace is not None:
            t0 = _now()
            shown = step.result.get("content") if step.ok else step.result.get("message")
            step.excerpt = self.redact(shown if isinstance(shown, str) else str(shown or ""))
            self.trace.log_step(run.run_id, step)
            step.trace_ms = _now() - t0
        if self.observer is not None:
            self.observer.after_step(step)

    def _finish_claimed_done(self, run: RunResult) -> RunResult:
        if self.verify is None:
            return self._finish(run, "finished", "没有配置验收")
        try:
            run.verification = redact_all(self.verify(), self.redact)  # may quote program output
        except Exception as exc:
            return self._finish(run, "internal_error", f"验收代码出错 {type(exc).__name__}: {exc}")
        ok = bool(run.verification.get("ok"))
        return self._finish(
            run,
            "verified" if ok else "verification_failed",
            str(run.verification.get("reason") or run.verification.get("message") or ""),
        )

    def _finish(self, run: RunResult, reason: str, detail: str) -> RunResult:
        run.stop_reason, run.detail = reason, self.redact(detail)
        if self.trace is not None:
            self.trace.finish_run(run.run_id, reason, len(run.steps), run.detail)
        return run
