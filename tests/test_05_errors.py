"""Lesson 05, error handling: policy, safe_call + redaction, timeouts, breaker, call log."""

import os
import random
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from lab_code.arguments.workdir_guard import resolve_inside
from lab_code.running.call_log import SUMMARY_CHARS, CallLog
from lab_code.running.circuit_breaker import CircuitBreaker, transition
from lab_code.running.error_policy import (
    POLICY,
    Backoff,
    DenialCounter,
    TaskStopped,
    backoff_waits,
    check_then_redo,
    decide,
    retry_transient,
)
from lab_code.running.safe_call import MAX_MESSAGE_CHARS, RunStopped, redact, safe_call
from lab_code.running.string_errors import call_tool_as_string, looks_failed
from lab_code.running.timeouts import within
from lab_code.wire.messages import function_tool
from lab_code.wire.shorten import shorten
from lab_code.wire.tool_results import ERROR_TYPES, ToolError, error_result, ok_result

FAKE_KEY = "sk-" + "test0123456789abcdef"
FAKE_DSN = "postgres://app_user:S3cretPass@db.internal:5432/orders"


# --- error_policy --------------------------------------------------------------------------


def test_every_error_type_has_a_decision():
    assert set(POLICY) == set(ERROR_TYPES)
    assert decide("internal_error").action == "stop" and not decide("internal_error").tell_model
    assert decide("transient").action == "retry"
    with pytest.raises(ValueError, match="可选"):
        decide("oops")


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10_000), budget=st.floats(0.1, 30), attempts=st.integers(1, 10))
def test_backoff_waits_stay_inside_budget_and_caps(seed, budget, attempts):
    policy = Backoff(budget_s=budget, max_attempts=attempts)
    waits = backoff_waits(policy, random.Random(seed))
    assert len(waits) <= attempts - 1
    assert sum(waits) <= budget + 1e-9
    for i, wait in enumerate(waits):
        assert 0 <= wait <= min(policy.max_wait_s, policy.base_s * policy.factor**i) + 0.005


def test_backoff_is_deterministic_per_seed():
    assert backoff_waits(Backoff(), random.Random(3)) == backoff_waits(Backoff(), random.Random(3))


def _flaky(failures: int, error_type: str = "transient"):
    calls = []

    def call():
        calls.append(1)
        if len(calls) <= failures:
            return error_result(error_type, "429 too many requests")
        return ok_result("done")

    return call, calls


def test_retry_transient_recovers_and_sleeps_the_planned_waits():
    call, calls = _flaky(2)
    slept = []
    result = retry_transient(call, rng=random.Random(0), sleep=slept.append)
    assert result["ok"] and result["attempts"] == 3 and len(calls) == 3
    assert slept == backoff_waits(Backoff(), random.Random(0))[:2]


def test_retry_transient_gives_up_inside_budget_and_tells_the_model():
    call, calls = _flaky(99)
    slept = []
    policy = Backoff(budget_s=2.0, max_attempts=10)
    result = retry_transient(call, policy=policy, rng=random.Random(1), sleep=slept.append)
    assert not result["ok"] and result["error_type"] == "transient"
    assert sum(slept) <= 2.0 and result["attempts"] == len(calls) == len(slept) + 1
    assert "重试" in result["message"]


@pytest.mark.parametrize("kind", ["not_found", "invalid_arguments", "timeout", "permission_denied"])
def test_non_transient_errors_are_not_retried(kind):
    call, calls = _flaky(5, kind)
    result = retry_transient(call, rng=random.Random(0), sleep=lambda s: pytest.fail("slept"))
    assert len(calls) == 1 and result["error_type"] == kind


def test_denial_counter_stops_on_the_nth_denial():
    counter = DenialCounter(limit=3)
    denied = error_result("permission_denied", "路径越界")
    counter.record(error_result("not_found", "x"))
    counter.record(denied)
    counter.record(denied)
    with pytest.raises(TaskStopped, match="3 次"):
        counter.record(denied)
    with pytest.raises(ValueError):
        DenialCounter(limit=0)


def test_check_then_redo_does_not_redo_what_already_happened():
    redone = []
    result = check_then_redo(lambda: ok_result("已扣款"), lambda: redone.append(1) or ok_result("x"))
    assert redone == [] and result["redone"] is False
    result = check_then_redo(lambda: None, lambda: ok_result("再做一次"))
    assert result["redone"] is True and result["content"] == "再做一次"


# --- safe_call + redaction -------------------------------------------------------------------


def test_redact_removes_common_secret_shapes():
    text = (
        f"connect {FAKE_DSN} failed; key {FAKE_KEY}; Authorization: Bearer abcdefgh12345678; "
        "AKIAABCDEFGHIJKLMNOP; api_key=zzz999 password: hunter2"
    )
    cleaned = redact(text)
    for secret in (
        "S3cretPass",
        "app_user",
        FAKE_KEY,
        "abcdefgh12345678",
        "AKIAABCDEFGHIJKLMNOP",
        "zzz999",
        "hunter2",
    ):
        assert secret not in cleaned
    assert "db.internal:5432/orders" in cleaned  # the useful part stays


@settings(max_examples=80, deadline=None)
@given(
    user=st.from_regex(r"[a-z][a-z0-9_]{0,10}", fullmatch=True),
    password=st.from_regex(r"[A-Za-z0-9!#%*+]{6,20}", fullmatch=True),
)
def test_redact_never_keeps_a_url_password(user, password):
    text = f"OperationalError: could not connect to mysql://{user}:{password}@10.0.0.5/db"
    assert f":{password}@" not in redact(text)


def test_tool_error_becomes_a_structured_result_without_secrets():
    def read_file(path: str):
        raise ToolError(f"文件 {path} 不存在（token={FAKE_KEY}）", "not_found")

    result = safe_call(read_file, {"path": "a.txt"})
    assert result["ok"] is False and result["error_type"] == "not_found"
    assert FAKE_KEY not in result["message"] and "a.txt" in result["message"]


def test_unexpected_exception_stops_the_run_without_trace_or_secret():
    def query(sql: str):
        raise RuntimeError(f"connection to {FAKE_DSN} refused\n  File \"db.py\", line 3")

    with pytest.raises(RunStopped) as info:
        safe_call(query, {"sql": "select 1"})
    record = info.value.result
    assert record["error_type"] == "internal_error"
    assert "S3cretPass" not in record["message"] and "File" not in record["message"]
    assert "S3cretPass" not in str(info.value)


def test_type_error_inside_the_tool_is_a_bug_not_bad_arguments():
    def tool(n: int):
        return len(n)  # our bug: TypeError raised inside

    with pytest.raises(RunStopped, match="TypeError"):
        safe_call(tool, {"n": 3})


def test_safe_call_does_not_check_argument_names_a_second_time():
    """Arguments reach safe_call checked (the pipeline's schema step, or lesson 04's binding):
    a wrong name is the calling program's bug, so it stops the run like any other TypeError."""

    def read_file(path: str, offset: int = 1):
        return "x"

    assert safe_call(read_file, {"path": "a"}) == ok_result("x")
    with pytest.raises(RunStopped, match="TypeError"):
        safe_call(read_file, {"file": "a"})


def test_guard_refusal_is_permission_denied(tmp_path):
    def read(path: str):
        return resolve_inside(tmp_path, path).read_text()

    result = safe_call(read, {"path": "../../etc/passwd"})
    assert result["error_type"] == "permission_denied"


def test_huge_and_multiline_messages_are_cut():
    def noisy():
        raise ToolError("x" * 100_000 + "\nsecond line", "business_error")

    message = safe_call(noisy, {})["message"]
    assert message == shorten("x" * 100_000, MAX_MESSAGE_CHARS) and "second" not in message


def test_a_tool_error_that_says_internal_error_stops_the_run():
    def tool():
        raise ToolError(f"配置缺失（token={FAKE_KEY}）", "internal_error")

    with pytest.raises(RunStopped) as info:
        safe_call(tool, {})
    assert info.value.result["error_type"] == "internal_error" and FAKE_KEY not in str(info.value)


def test_a_nested_run_stop_passes_through_unchanged():
    def inner():
        raise KeyError("bug")

    def outer():
        return safe_call(inner, {}, name="inner")

    with pytest.raises(RunStopped) as info:
        safe_call(outer, {})
    assert info.value.tool_name == "inner" and info.value.result["message"].startswith("KeyError")


def test_string_prefix_detection_misreads_file_content():
    def read_notes():
        return "工具失败：这是上次的笔记"

    assert looks_failed(call_tool_as_string(read_notes, {}))  # wrong, on purpose
    assert safe_call(read_notes, {})["ok"] is True  # right

    def buggy():
        raise KeyError(FAKE_DSN)

    assert "S3cretPass" in call_tool_as_string(buggy, {})  # the anti-pattern leaks


# --- timeouts -------------------------------------------------------------------------------


def test_a_hanging_call_gives_a_timeout_error():
    release = threading.Event()
    try:
        with pytest.raises(ToolError) as late:
            within(0.05, release.wait, name="hang")
    finally:
        release.set()
    assert late.value.error_type == "timeout" and late.value.details == {"timeout_s": 0.05}
    assert "hang" in late.value.message


def test_a_thread_can_be_asked_to_stop_but_not_killed(monkeypatch):
    """What timeouts.py and the exercise checker both say: a loop of Python code stops when
    asked; a thread waiting in C does not, and the checker reports it still running."""
    from lab_code.exercises import student_call
    from lab_code.exercises.student_call import StudentRunner

    monkeypatch.setattr(student_call, "STOP_ATTEMPTS", 500)  # a busy machine: ask for up to 5 s

    def spin():
        while True:
            pass

    read_end, write_end = os.pipe()  # nothing is written until the end: os.read blocks in C
    try:
        with StudentRunner(spin, time_limit=0.05) as runner:
            spun = runner.call((), {})
        monkeypatch.setattr(student_call, "STOP_ATTEMPTS", 20)  # asking longer changes nothing here
        # A second before asking: on a busy machine the thread must be inside the read by then
        # (asked while still in Python code on its way there, it would stop, which is the point).
        with StudentRunner(os.read, time_limit=1.0) as runner:
            waited = runner.call((read_end, 1), {})
            assert runner.thread.is_alive()
    finally:
        os.write(write_end, b"x")
        os.close(write_end)
    assert (spun.kind, spun.still_running) == ("timeout", False)
    assert (waited.kind, waited.still_running) == ("timeout", True)


def test_within_returns_the_value_and_raises_what_the_work_raised():
    assert within(5, lambda: 2) == 2

    def bug():
        raise ZeroDivisionError("division by zero")

    with pytest.raises(ZeroDivisionError):  # raised in the caller's thread, not lost in the worker
        within(5, bug)
    with pytest.raises(ValueError, match="正数"):
        within(0, bug)


# --- circuit breaker ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "state, failures, event, expected",
    [
        ("closed", 0, "failure", ("closed", 1)),
        ("closed", 2, "failure", ("open", 3)),
        ("closed", 2, "success", ("closed", 0)),
        ("open", 3, "cooldown_elapsed", ("half_open", 3)),
        ("open", 3, "failure", ("open", 4)),
        ("half_open", 3, "success", ("closed", 0)),
        ("half_open", 3, "failure", ("open", 4)),
        ("closed", 1, "cooldown_elapsed", ("closed", 1)),
    ],
)
def test_transition_table(state, failures, event, expected):
    assert transition(state, failures, event) == expected


def test_transition_rejects_unknown_input():
    with pytest.raises(ValueError):
        transition("broken", 0, "failure")
    with pytest.raises(ValueError):
        transition("closed", 0, "explode")


TOOLS = [function_tool(n, "…", {"type": "object", "properties": {}}) for n in ("weather", "search")]


def test_breaker_open_half_open_closed_with_a_fake_clock():
    now = [100.0]
    breaker = CircuitBreaker(threshold=3, cooldown_s=30, clock=lambda: now[0])
    for _ in range(3):
        breaker.record("weather", ok=False)
    assert breaker.state("weather") == "open"
    assert [t["function"]["name"] for t in breaker.offered(TOOLS)] == ["search"]
    now[0] += 29.9
    assert breaker.state("weather") == "open"
    now[0] += 0.1
    assert breaker.state("weather") == "half_open" and len(breaker.offered(TOOLS)) == 2
    breaker.record("weather", ok=False)  # trial failed: open again, cool-down restarts
    assert breaker.state("weather") == "open"
    now[0] += 20
    assert breaker.state("weather") == "open"
    now[0] += 10
    assert breaker.state("weather") == "half_open"
    assert breaker.record("weather", ok=True) == "closed" and breaker.failures("weather") == 0


def test_breaker_counts_only_consecutive_failures():
    breaker = CircuitBreaker(threshold=3, clock=lambda: 0.0)
    for ok in (False, False, True, False, False):
        breaker.record("search", ok)
    assert breaker.state("search") == "closed" and breaker.failures("search") == 2
    with pytest.raises(ValueError):
        CircuitBreaker(threshold=0)


# --- call log -------------------------------------------------------------------------------


def test_call_log_records_status_duration_and_redacts():
    log = CallLog()
    log.add("db_query", {"dsn": FAKE_DSN}, 0.25, ok_result("x" * 10_000))
    log.add("db_query", {"sql": "select"}, 0.5, error_result("timeout", "超时"))
    first, second = log.records
    assert first.duration_ms == 250 and first.status == "ok" and "S3cretPass" not in first.args
    assert first.summary == shorten("x" * 10_000, SUMMARY_CHARS)
    assert second.status == "timeout" and second.duration_ms == 500
    assert log.by_tool() == {"db_query": {"calls": 2, "failed": 1}}
    assert "db_query" in log.table()
    fixed = CallLog(durations=lambda seconds: 0.007)
    fixed.add("t", {}, 12.0, ok_result("x"))
    assert fixed.records[0].duration_ms == 7


def test_bugs_and_denials_are_logged_without_secrets(caplog):
    def query():
        raise RuntimeError(f"connection to {FAKE_DSN} refused")

    with caplog.at_level("INFO"):
        with pytest.raises(RunStopped):
            safe_call(query, {})
        DenialCounter(limit=5).record(error_result("permission_denied", "越界"))
    messages = [r.getMessage() for r in caplog.records]
    assert any("run stopped" in m and "RuntimeError" in m for m in messages)
    assert any("permission denied (1/5)" in m for m in messages)
    assert not any("S3cretPass" in m for m in messages)
