"""The one tool-call pipeline: its steps in their documented order, and the policies a Tool carries."""

from __future__ import annotations

import inspect
import threading

import pytest

from lab_code.running import pipeline as pipeline_module
from lab_code.running.call_log import CallLog
from lab_code.running.circuit_breaker import CircuitBreaker
from lab_code.running.error_policy import DenialCounter, TaskStopped
from lab_code.running.pipeline import Pipeline, RunStopped
from lab_code.running.tool import Tool
from lab_code.wire.tool_results import ToolError, ok_result

pytestmark = pytest.mark.lesson05

PATH_SCHEMA = {
    "type": "object",
    "properties": {"path": {"type": "string", "minLength": 1}},
    "required": ["path"],
    "additionalProperties": False,
}
KEY = "sk-" + "pipelinetest" * 3


def recording_tool(events: list, **policies) -> Tool:
    def rule(args: dict) -> str | None:
        events.append(("authorise", args))
        return "不许读 secret" if "secret" in args["path"] else None

    def read(path: str) -> str:
        events.append(("execute", path))
        return f"内容 of {path}"

    return Tool("read", read, PATH_SCHEMA, check_business=rule, **policies)


def test_the_steps_run_in_the_documented_order():
    source = inspect.getsource(Pipeline.run)
    positions = [
        source.index(f"self.{step}(") for step in ("parse", "validate", "authorise", "execute", "redact_step")
    ]
    assert positions == sorted(positions)
    assert source.index("self.redact_step(") < source.index("tool.render(")  # shape comes last
    assert "parse → validate → authorise → execute → redact → shape" in pipeline_module.__doc__


def test_a_call_both_invalid_and_forbidden_gets_the_validation_error_and_never_reaches_the_guard():
    events: list = []
    pipe = Pipeline({"read": recording_tool(events)})
    hostile = '{"path": "secret.txt", "mode": "all"}'  # forbidden path AND a parameter that does not exist
    report = pipe.run("read", hostile)
    assert report.result["error_type"] == "invalid_arguments" and "mode" in report.result["message"]
    assert report.stage == "validate" and events == []  # the rule never saw it
    report = pipe.run("read", '{"path": "secret.txt"}')
    assert report.result["error_type"] == "permission_denied" and report.stage == "authorise"
    assert events == [("authorise", {"path": "secret.txt"})]  # checked, never executed
    assert pipe.run("read", '{"path": "a.txt"}').result == ok_result("内容 of a.txt")
    assert events[-1] == ("execute", "a.txt")


def test_text_and_a_parsed_object_take_the_same_path():
    events: list = []
    pipe = Pipeline({"read": recording_tool(events)})
    assert pipe.call("read", {"path": "a.txt"}) == pipe.call("read", '{"path": "a.txt"}')
    assert pipe.call("read", {"path": 3})["error_type"] == "invalid_arguments"
    assert pipe.call("read", "{'path': 'a'}")["error_type"] == "invalid_json"
    assert pipe.call("read", {"path": "a", "n": float("inf")})["error_type"] == "invalid_json"
    assert pipe.call("nope", "{}")["error_type"] == "unknown_tool"


def test_the_time_limit_of_a_tool_is_enforced_by_the_pipeline():
    release = threading.Event()
    slow = Tool("slow", lambda: release.wait(10) and "late", time_limit_s=0.05)
    try:
        report = Pipeline({"slow": slow}).run("slow", "{}")
    finally:
        release.set()
    assert report.result["error_type"] == "timeout" and report.result["timeout_s"] == 0.05
    assert report.tool_ms < 5_000  # it stopped waiting, it did not wait the 10 s
    unlimited = Tool("slow", lambda: "done")
    assert Pipeline({"slow": unlimited}).call("slow", "{}") == ok_result("done")
    with pytest.raises(ValueError, match="time_limit_s"):
        Tool("bad", lambda: 1, time_limit_s=0)


def test_a_bug_under_a_time_limit_still_stops_the_run():
    def buggy() -> str:
        raise KeyError("oops")

    with pytest.raises(RunStopped, match="KeyError") as stop:
        Pipeline({"b": Tool("b", buggy, time_limit_s=5)}).call("b", "{}")
    assert stop.value.stage == "execute"


def test_the_side_effect_tier_is_read():
    sent, asked = [], []
    mail = Tool("mail", lambda: sent.append(1) or "sent", tier="irreversible")
    draft = Tool("draft", lambda: "saved", tier="reversible_write")
    tools = {"mail": mail, "draft": draft}
    nobody = Pipeline(tools)  # no one to confirm: irreversible calls are refused
    assert nobody.call("mail", "{}")["error_type"] == "permission_denied" and sent == []
    assert nobody.call("draft", "{}") == ok_result("saved")
    says_no = Pipeline(tools, confirm=lambda name, args: asked.append(name) or False)
    assert (
        says_no.call("mail", "{}")["error_type"] == "permission_denied" and sent == [] and asked == ["mail"]
    )
    says_no.call("draft", "{}")
    assert asked == ["mail"]  # only the irreversible tier asks
    assert Pipeline(tools, confirm=lambda name, args: True).call("mail", "{}") == ok_result(
        "sent"
    ) and sent == [1]


def test_the_breaker_key_is_shared_by_the_tools_of_one_backend():
    now = [0.0]
    breaker = CircuitBreaker(threshold=2, cooldown_s=30, clock=lambda: now[0])

    def down() -> str:
        raise ToolError("503", "transient")

    def missing() -> str:
        raise ToolError("没有这个城市", "not_found")

    tools = {
        "weather": Tool("weather", down, breaker_key="weather_api"),
        "forecast": Tool("forecast", lambda: "晴", breaker_key="weather_api"),
        "lookup": Tool("lookup", missing),
    }
    pipe = Pipeline(tools, breaker=breaker)
    for _ in range(3):
        pipe.call("lookup", "{}")  # the model's mistakes say nothing about the service
    assert breaker.state("lookup") == "closed"
    pipe.call("weather", "{}")
    pipe.call("weather", "{}")
    refused = pipe.run("forecast", "{}")  # same backend: not offered, not run
    assert refused.stage == "authorise" and refused.result["error_type"] == "transient"
    assert [t["function"]["name"] for t in pipe.offered()] == ["lookup"]
    now[0] = 31
    assert pipe.call("forecast", "{}") == ok_result("晴")  # half-open trial succeeds
    assert len(pipe.offered()) == 3


def test_redaction_happens_on_every_path():
    def leaky(path: str) -> dict:
        if path == "fail":
            raise ToolError(f"cannot open with {KEY}", "not_found")
        return {"ok": True, "content": {"nested": [f"key={KEY}"]}}

    pipe = Pipeline({"leaky": Tool("leaky", leaky, PATH_SCHEMA)}, log=CallLog())
    for arguments in (
        '{"path": "ok"}',
        '{"path": "fail"}',
        f'{{"path": "{KEY}", "x": 1}}',
        f'{{"path": "{KEY}"',
    ):
        report = pipe.run("leaky", arguments)
        assert KEY not in repr(report.result) and KEY not in repr(report.args), report
    assert KEY not in repr(pipe.log.records)


def test_the_call_log_sees_refusals_results_and_stopped_runs():
    def buggy(path: str) -> str:
        raise RuntimeError("bug")

    log = CallLog(durations=lambda seconds: 0.007)
    pipe = Pipeline({"read": recording_tool([]), "buggy": Tool("buggy", buggy, PATH_SCHEMA)}, log=log)
    pipe.call("read", '{"path": "a"}')
    pipe.call("read", '{"path": "secret"}')
    pipe.call("read", "{")
    with pytest.raises(RunStopped):
        pipe.call("buggy", '{"path": "a"}')
    assert [r.status for r in log.records] == ["ok", "permission_denied", "invalid_json", "internal_error"]
    assert {r.duration_ms for r in log.records} == {7}


def test_the_one_denial_rule_stops_the_run_and_still_answers_the_call():
    pipe = Pipeline({"read": recording_tool([])}, denials=DenialCounter(limit=2))
    pipe.call("read", '{"path": "secret/1"}')
    pipe.call("read", '{"path": "ok"}')  # not necessarily in a row
    with pytest.raises(TaskStopped) as stop:
        pipe.call("read", '{"path": "secret/2"}')
    assert stop.value.reason == "permission_denied_repeated"
    assert stop.value.report.result["error_type"] == "permission_denied"


def test_a_broken_rule_or_schema_is_our_bug_not_the_model():
    def crashing_rule(args: dict) -> None:
        raise ZeroDivisionError

    ruled = Tool("r", lambda path: path, PATH_SCHEMA, check_business=crashing_rule)
    with pytest.raises(RunStopped) as stop:
        Pipeline({"r": ruled}).call("r", '{"path": "a"}')
    assert stop.value.stage == "authorise"
    broken = Tool("b", lambda: 1, {"type": "object", "properties": {"x": {"type": "strng"}}})
    with pytest.raises(RunStopped) as stop:
        Pipeline({"b": broken}).call("b", "{}")
    assert stop.value.stage == "validate"


def test_a_type_error_at_execution_is_a_bug_not_a_second_argument_check():
    """The schema is the one argument check; a function whose signature disagrees with its schema
    is our mistake, and the run stops instead of asking the model to fix it."""
    mismatched = Tool("m", lambda file: file, PATH_SCHEMA)
    with pytest.raises(RunStopped, match="TypeError"):
        Pipeline({"m": mismatched}).call("m", '{"path": "a"}')
