"""One tool call from start to end: the course's one pipeline, its steps in a fixed order.

    parse → validate → authorise → execute → redact → shape

=========  ===============================================  ====================================
step       what happens                                     how it can say no
=========  ===============================================  ====================================
parse      find the tool; the raw ``arguments`` text of a   ``unknown_tool``, ``invalid_json``
           model, or the object a JSON-RPC front-end has
           already parsed (MCP), becomes one dict
validate   lesson 02's schema check, once                   ``invalid_arguments``
authorise  is the tool offered (circuit breaker)? the       ``transient`` (breaker open),
           tool's own rule (layer 3, ``check_business``),   ``permission_denied``, or what
           the side-effect tier (irreversible → the user    the rule says
           confirms first)
execute    the function under the tool's time limit and     ``timeout``; a ``ToolError`` as it
           the bug policy (``safe_call``); the breaker      says; our bug stops the run
           hears how it went                                (``RunStopped``)
redact     every string of what came out, on every path
shape      the tool's value → the result the model reads
           (``Tool.render``, default ``as_result``)
=========  ===============================================  ====================================

A refusal skips the steps after it except redact and shape: nothing leaves unredacted. The
order is the contract: a call that is both malformed and forbidden hears about the
malformation, and no rule ever sees arguments that did not validate.

A ``Tool`` carries its own policies as fields (``tier``, ``time_limit_s``, ``breaker_key``,
``render``); the pipeline holds what belongs to one run or one front-end: the redaction, who
confirms, the breaker, the call log and the denial count (``error_policy``'s
``DenialCounter``, the course's one rule for "refused too often"). Lesson 05 builds small
pipelines by hand; the capstone's agent loop (lesson 07) and its MCP server (lesson 06) run
every call through one.

    >>> echo = Tool("echo", lambda text: text, {"type": "object", "properties": {"text": {"type": "string"}},
    ...             "required": ["text"], "additionalProperties": False})
    >>> Pipeline({"echo": echo}).call("echo", '{"text": "hi"}')
    {'ok': True, 'content': 'hi'}
    >>> Pipeline({"echo": echo}).call("echo", {"txt": "hi"})["error_type"]
    'invalid_arguments'

    $ python -m lab_code.running.pipeline        (the step each call reached, and its answer)
    execute   ok                {"path": "a.txt"}
    validate  invalid_arguments {"path": ".env", "mode": 1}
    authorise permission_denied {"path": ".env"}
    parse     invalid_json      {"path":
    parse     unknown_tool      {}

Lessons: 05, 06, 07
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from lab_code.arguments.json_values import shown
from lab_code.arguments.validator import business_failure, read_arguments, schema_failure
from lab_code.running.call_log import CallLog
from lab_code.running.circuit_breaker import CircuitBreaker
from lab_code.running.error_policy import DenialCounter, TaskStopped
from lab_code.running.safe_call import RunStopped, call_value
from lab_code.running.secret_patterns import redact
from lab_code.running.timeouts import within
from lab_code.running.tool import Tool
from lab_code.wire.tool_results import ToolError, error_result

Redact = Callable[[str], str]
Confirm = Callable[[str, dict], bool]  # the user's answer for an irreversible call

# Failures that say the tool's backend is unwell, so the breaker counts them. A not_found or a
# refusal says nothing about the service: the model asked for the wrong thing.
BREAKER_FAILURES = ("transient", "timeout", "unknown_state")


def redact_all(value: Any, redact: Redact) -> Any:
    """``value`` (a result, arguments, a tool's structured return value) with ``redact`` applied to
    every string in it: dicts, lists and dataclass fields, however deep."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {k: redact_all(v, redact) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [redact_all(v, redact) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {
            f.name: redact_all(getattr(value, f.name), redact) for f in dataclasses.fields(value) if f.init
        }
        return dataclasses.replace(value, **changes)
    return value


def unparsed(arguments: Any) -> Any:
    """Arguments that did not parse, as the record keeps them: the text, or an object's short
    repr (3,000 levels deep, say), so nothing after this recurses over it."""
    return arguments if isinstance(arguments, str) else shown(arguments)


@dataclass
class CallReport:
    """What became of one call. ``result`` is what the model reads; the rest is for the program."""

    tool: str  # the name the caller asked for
    args: Any  # the parsed dict, or the raw text (an object: its short repr) when it did not parse
    result: dict  # redacted and shaped
    stage: str  # the last step reached: parse, validate, authorise or execute
    value: Any = None  # the tool's return value, redacted, before shaping (None if it did not run)
    tool_ms: float = 0.0  # time inside the execute step

    @property
    def ran(self) -> bool:
        return self.stage == "execute"


@dataclass
class Pipeline:
    """The tools of one front-end and the policies of one run; ``run`` is the whole pipeline."""

    tools: Mapping[str, Tool]
    redact: Redact = redact
    confirm: Confirm | None = None  # None: an irreversible call is refused, nobody can say yes
    breaker: CircuitBreaker | None = None
    log: CallLog | None = None
    denials: DenialCounter | None = None
    before_execute: Callable[[Tool, dict], None] | None = None  # e.g. a live view of the run
    _schemas_checked: dict[str, dict] = field(default_factory=dict, repr=False)

    def run(self, name: str, arguments: str | dict | None) -> CallReport:
        """One call through the six steps, in this order; ``RunStopped`` means our bug."""
        started = time.perf_counter()
        tool, args, refusal = self.parse(name, arguments)
        report = CallReport(name, args if refusal is None else unparsed(arguments), {}, "parse")
        try:
            if refusal is None:
                report.stage = "validate"
                refusal = self.validate(tool, args)
            if refusal is None:
                report.stage = "authorise"
                refusal = self.authorise(tool, args)
            if refusal is None:
                report.stage = "execute"
                report.value, refusal, report.tool_ms = self.execute(tool, args)
        except RunStopped as bug:  # the call log keeps the last line of a stopped run too
            self._log(report, started, bug.result)
            raise
        report.args, report.value, refusal = self.redact_step(report.args, report.value, refusal)
        report.result = refusal if refusal is not None else tool.render(report.value)  # shape
        return self._account(report, started)

    # ---- the steps ------------------------------------------------------------------------
    def parse(self, name: str, arguments: str | dict | None) -> tuple[Tool | None, dict | None, dict | None]:
        """``(tool, args, None)``, or a refusal. Text is parsed once; a parsed object is checked
        for what JSON text could not have held (NaN, a lone surrogate), never re-encoded."""
        tool = self.tools.get(name)
        if tool is None:
            return (
                None,
                None,
                error_result("unknown_tool", f"没有名为 {name!r} 的工具；可用：{sorted(self.tools)}。"),
            )
        args, failure = read_arguments({} if arguments is None else arguments, tool.schema)
        return tool, args, failure

    def validate(self, tool: Tool, args: dict) -> dict | None:
        """The schema, once per call; the schema itself is checked once per tool (a broken one
        is our bug: ``RunStopped``)."""
        known_good = self._schemas_checked.get(tool.name) is tool.schema
        failure = schema_failure(args, tool.schema, schema_known_good=known_good)
        if failure is not None and failure["error_type"] == "internal_error":
            raise RunStopped(tool.name, failure, stage="validate")
        self._schemas_checked[tool.name] = tool.schema
        return failure

    def authorise(self, tool: Tool, args: dict) -> dict | None:
        """Offered (breaker)? the tool's own rule (layer 3)? the tier? ``None`` = go ahead."""
        key = tool.breaker_key or tool.name
        if self.breaker is not None and not self.breaker.allows(key):
            return error_result(
                "transient",
                f"工具 {tool.name} 暂时停用：它依赖的服务连续失败了 {self.breaker.failures(key)} 次，"
                "冷却之后会重新提供。先做别的步骤，不要反复调用它。",
            )
        if tool.check_business is not None:
            refusal = business_failure(args, tool.check_business)
            if refusal is not None and refusal["error_type"] == "internal_error":
                raise RunStopped(tool.name, refusal, stage="authorise")
            if refusal is not None:
                return refusal
        if tool.tier == "irreversible" and not (self.confirm is not None and self.confirm(tool.name, args)):
            return error_result(
                "permission_denied",
                f"{tool.name} 是不可撤销的操作，用户没有确认，未执行。"
                "不要换工具或换参数重试；如确有需要，请先向用户说明要做什么、为什么。",
            )
        return None

    def execute(self, tool: Tool, args: dict) -> tuple[Any, dict | None, float]:
        """``(value, failure, ms)``: the function under its time limit and the bug policy."""
        if self.before_execute is not None:
            self.before_execute(tool, args)
        started = time.perf_counter()
        try:
            if tool.time_limit_s is None:
                value, failure = call_value(tool.func, args, name=tool.name)
            else:
                value, failure = within(
                    tool.time_limit_s, lambda: call_value(tool.func, args, name=tool.name), name=tool.name
                )
        except ToolError as late:  # only within() raises it here: the time limit ran out
            value, failure = None, late.to_result()
        finally:
            took = (time.perf_counter() - started) * 1000
        if self.breaker is not None:
            failed = failure is not None and failure["error_type"] in BREAKER_FAILURES
            self.breaker.record(tool.breaker_key or tool.name, not failed)
        return value, failure, took

    def redact_step(self, args: Any, value: Any, failure: dict | None) -> tuple[Any, Any, dict | None]:
        return redact_all(args, self.redact), redact_all(value, self.redact), redact_all(failure, self.redact)

    # ---- around the steps -----------------------------------------------------------------
    def _log(self, report: CallReport, started: float, result: dict) -> None:
        if self.log is not None:
            self.log.add(report.tool, report.args, time.perf_counter() - started, result)

    def _account(self, report: CallReport, started: float) -> CallReport:
        """The call log hears every call; the denial count may stop the run (``TaskStopped``,
        carrying this call's report: the model is still answered)."""
        self._log(report, started, report.result)
        if self.denials is not None:
            try:
                self.denials.record(report.result)
            except TaskStopped as stop:
                stop.report = report
                raise
        return report

    def call(self, name: str, arguments: str | dict | None) -> dict:
        """``run(...).result``: the result dict, for a front-end that needs nothing else."""
        return self.run(name, arguments).result

    def offered(self) -> list[dict]:
        """The ``tools`` list of the next request: every tool whose breaker lets it be offered."""
        return [
            t.definition()
            for t in self.tools.values()
            if self.breaker is None or self.breaker.allows(t.breaker_key or t.name)
        ]


__all__ = ["BREAKER_FAILURES", "CallReport", "Pipeline", "RunStopped", "TaskStopped", "Tool", "redact_all"]


if __name__ == "__main__":
    PATH = {
        "type": "object",
        "properties": {"path": {"type": "string"}},
        "required": ["path"],
        "additionalProperties": False,
    }
    secret_rule = lambda args: "凭据文件不能读" if args["path"] == ".env" else None  # noqa: E731
    demo = Pipeline({"read": Tool("read", lambda path: f"<{path} 的内容>", PATH, check_business=secret_rule)})
    for name, arguments in (
        ("read", '{"path": "a.txt"}'),
        ("read", '{"path": ".env", "mode": 1}'),  # invalid AND forbidden: validation answers
        ("read", '{"path": ".env"}'),
        ("read", '{"path": '),
        ("write", "{}"),
    ):
        report = demo.run(name, arguments)
        print(f"{report.stage:<9} {report.result.get('error_type', 'ok'):<17} {arguments}")
