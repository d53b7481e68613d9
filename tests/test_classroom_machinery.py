"""The grading protocol's corner cases, without nbgrader and without the sandbox: a kernel-side
process (plain Python) hands functions to a ``GradingHost`` in this process.

What it must guarantee: the score is the share of cases passed, even when a function hangs or
kills its process on some inputs; nothing the kernel side sends can do more than answer the
cases (forged, malformed, oversized or out-of-turn messages end its session, never the host);
the values crossing the pipe keep their exact types. Also: reports can print a case whole.
"""

from __future__ import annotations

import json
import os
import socket
import struct
import subprocess
import sys
import textwrap

import pytest

from lab_code.classroom import course_view, frames
from lab_code.classroom.grading_host import GradedTest, GradingHost
from lab_code.exercises import ex00
from lab_code.exercises.checking import print_whole_case
from lab_code.exercises.plain import WireError, from_wire, same, to_wire

SECRET = bytes(range(32))


def _host(tmp_path, tests: dict[str, GradedTest]) -> GradingHost:
    run, cases = tmp_path / "run", tmp_path / "cases"
    run.mkdir(parents=True)
    cases.mkdir()
    host = GradingHost(
        run, scratch=cases, student="s1", tests=tests, secret=SECRET, view=course_view.unsandboxed()
    )
    host.start()
    return host


def _kernel(host: GradingHost, source: str, timeout: int = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "LAB_GRADER_SOCKET": str(host.socket_path)}
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(source)],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _test(exercise: str, checker: str, points: float = 1) -> dict[str, GradedTest]:
    grade_id = "tests_" + exercise.replace(".", "_")
    return {grade_id: GradedTest(grade_id, exercise, f"lab_code.exercises.{checker}", points)}


def test_a_function_that_hangs_or_dies_on_some_inputs_keeps_the_rest(tmp_path):
    """0.2 is_count: hangs on -1, kills its process on 2.0 (one of each per batch); right otherwise."""
    tests = _test("0.2", "ex00:check_is_count")
    host = _host(tmp_path, tests)
    host.running("tests_0_2")
    try:
        done = _kernel(
            host,
            """
            import os, time
            from lab_code.classroom.hand_in import check
            def is_count(value):
                if value == -1 and type(value) is int:
                    while True:
                        time.sleep(0.05)
                if value == 2.0 and type(value) is float:
                    os._exit(1)
                return type(value) is int and value >= 0
            check("0.2", is_count, "lab_code.exercises.ex00:check_is_count")
            """,
        )
    finally:
        host.stop()
    assert done.returncode == 0, done.stderr
    verdict = host.verdicts["tests_0_2"]
    assert verdict.passed == verdict.total - 4 and verdict.score == round(34 / 38, 2), verdict.report
    assert "超过 2 秒没有返回" in verdict.report and "意外结束" in verdict.report


def test_a_branch_left_unwritten_gets_partial_credit_a_stub_none(tmp_path):
    def half_done(value):
        if isinstance(value, bool):
            raise NotImplementedError("练习 0.2：bool 还没处理")
        return type(value) is int and value >= 0

    def stub(value):
        raise NotImplementedError("练习 0.2")

    partial, nothing = ex00.check_is_count(half_done, seed=1), ex00.check_is_count(stub, seed=1)
    assert partial.passed == partial.total - 2 and not partial
    assert nothing.passed == 0 and nothing.not_done


def test_whatever_the_kernel_sends_it_cannot_do_more_than_answer(tmp_path):
    tests = {**_test("0.1", "ex00:check_call_ids"), **_test("0.2", "ex00:check_is_count")}
    host = _host(tmp_path, tests)
    replies = []

    def raw(*messages: bytes) -> None:
        with socket.socket(socket.AF_UNIX) as s:
            s.connect(str(host.socket_path))
            for message in messages:
                s.sendall(message)
            try:
                replies.append(json.dumps(frames.receive(s, timeout=15)[0], ensure_ascii=False))
            except (OSError, frames.ChannelError) as exc:
                replies.append(repr(exc))

    def frame(header: dict) -> bytes:
        data = json.dumps(header).encode()
        return struct.pack(">I", len(data)) + data + struct.pack(">I", 0)

    try:
        raw(frame({"op": "hand_in", "exercise": "0.1"}))  # no tests cell is running
        host.running("tests_0_1")
        raw(b"\xff\xff\xff\xff")  # a header of 4 GB
        raw(frame({"op": "hand_in", "exercise": "0.2"}))  # another exercise than the running cell's
        raw(struct.pack(">I", 5) + b"[1,2]" + struct.pack(">I", 0))  # not an object
        raw(
            frame({"op": "hand_in", "exercise": "0.1"}),
            frame({"op": "outcome", "outcome": {"kind": "returned"}}),
        )
        raw(frame({"op": "hand_in", "exercise": "0.1"}))  # the cell already handed in
    finally:
        host.stop()
    said = " ".join(replies)
    assert "只有测试单元运行时" in said and "不是练习 0.2" in said and "已经交过了" in said
    verdict = host.verdicts["tests_0_1"]  # the forged outcome ended that session: every case failed
    assert verdict.score == 0 and verdict.total == 30 and not verdict.failed_to_grade


def test_an_input_changed_in_the_kernel_is_seen_by_the_grader(tmp_path):
    """3.2 (make_nullable) fails a function that changes its input: the kernel side reports the
    arguments as the call left them (that the unchanged ones compare equal is shown by the
    reference solution earning full marks in tests/test_classroom.py)."""
    tests = _test("3.2", "ex03:check_make_nullable", 3)
    host = _host(tmp_path, tests)
    host.running("tests_3_2")
    try:
        done = _kernel(
            host,
            """
            from lab_code.classroom.hand_in import check
            from solutions.ex03_pydantic_strict import make_nullable as right
            def make_nullable(schema):
                answer = right(schema)
                schema.clear()  # and then spoils the caller's copy
                return answer
            check("3.2", make_nullable, "lab_code.exercises.ex03:check_make_nullable")
            """,
        )
    finally:
        host.stop()
    assert done.returncode == 0, done.stderr
    verdict = host.verdicts["tests_3_2"]
    assert verdict.passed == 0 and "不要修改传进来的参数" in verdict.report


@pytest.mark.parametrize(
    "value",
    [
        None,
        True,
        1,
        1.0,
        "é\ud800",
        b"\x00",
        2j,
        (1, [2]),
        {3: {4}},
        frozenset({"a"}),
        float("inf"),
        -0.0,
        10**200,
    ],
)
def test_plain_values_cross_the_pipe_with_their_exact_types(value):
    wire = json.loads(json.dumps(to_wire(value)))
    assert same(from_wire(wire), value)


@pytest.mark.parametrize(
    "wire",
    [
        {"list": 1},
        {"set": [{"list": []}]},
        {"dict": [[{"list": []}, 1]]},
        {"exec": "print(1)"},
        {"a": 1, "b": 2},
        [1],
        {"float": "1e999"},
        {"complex": [1, 2]},
        {"bytes": "zz"},
    ],
)
def test_anything_else_is_refused(wire):
    with pytest.raises(WireError):
        from_wire(wire)


def test_too_deep_or_too_many_is_refused():
    deep = {"list": []}
    for _ in range(100):
        deep = {"list": [deep]}
    with pytest.raises(WireError):
        from_wire(deep)
    with pytest.raises(WireError):
        from_wire({"list": list(range(20))}, max_items=10)


def test_a_frame_over_the_limit_is_refused_before_it_is_read():
    a, b = socket.socketpair()
    a.sendall(struct.pack(">I", frames.HEADER_LIMIT + 1))
    with pytest.raises(frames.ChannelError):
        frames.receive(b, timeout=5)
    frames.send(a, {"op": "x"}, b"blob")
    with pytest.raises(frames.ChannelError):
        frames.receive(b, timeout=5, blob_limit=0)


def test_a_cut_report_says_how_to_see_the_case_whole(capsys):
    """1.4's streamed chunks are long: the report cuts them, and says how to see them whole."""
    from lab_code.exercises import ex01

    def accumulate_tool_calls(chunks):
        return []

    ex01.check_accumulate_tool_calls(accumulate_tool_calls, seed=4)
    cut = capsys.readouterr().out
    assert (
        "…（共" in cut
        and "print_whole_case(check_accumulate_tool_calls, accumulate_tool_calls, seed=4)" in cut
    )
    # Typed as printed where a lesson has only its checker and the student's function: it runs.
    line = cut.split("完整打印第一个没通过的用例：")[1].splitlines()[0]
    lesson = {"check_accumulate_tool_calls": ex01.check_accumulate_tool_calls}
    exec(line, lesson, {"accumulate_tool_calls": accumulate_tool_calls})
    assert capsys.readouterr().out.count("· 用例") == 1
    print_whole_case(ex01.check_accumulate_tool_calls, accumulate_tool_calls, seed=4)
    whole = capsys.readouterr().out
    assert "…（共" not in whole and whole.count("· 用例") == 1


def test_grading_without_the_courses_settings_fails_loudly(monkeypatch):
    """nbgrader run with another config would execute the tests cells in an unsandboxed kernel:
    the cell refuses, so every exercise fails visibly instead of being graded in the open."""
    from lab_code.classroom.hand_in import check

    monkeypatch.setenv("NBGRADER_EXECUTION", "autograde")
    monkeypatch.delenv("LAB_GRADER_SOCKET", raising=False)
    with pytest.raises(RuntimeError, match="批改设置不对"):
        check("0.2", lambda value: True, "lab_code.exercises.ex00:check_is_count")


# Answers to the exercises whose checkers probe what the function returns (an adapter), right and
# wrong in ways the probes must see: the grader runs the adapter on stand-ins, and every verdict
# must be the one the checker gives in-process.
PROBED = {
    "0.7": (
        "ex00_python:check_count_calls",
        "count_calls",
        [
            "import functools\ndef count_calls(func):\n    @functools.wraps(func)\n    def wrapper(*a, **k):\n"
            "        wrapper.calls += 1\n        return func(*a, **k)\n    wrapper.calls = 0\n    return wrapper",
            "def count_calls(func):\n    def wrapper(*a, **k):\n        return func(*a, **k)\n    wrapper.calls = 0\n"
            "    return wrapper",  # never counts, loses the name
        ],
    ),
    "0.8": (
        "ex00_python:check_call_class",
        "make_call_class",
        [
            "import json\nfrom dataclasses import dataclass, field\ndef make_call_class():\n    @dataclass\n"
            "    class ToolCall:\n        id: str\n        name: str\n        arguments: dict = field(default_factory=dict)\n"
            "        def key(self):\n            return self.name + ':' + json.dumps(self.arguments, sort_keys=True, ensure_ascii=False)\n"
            "    return ToolCall",
            "import json\nfrom dataclasses import dataclass, field\nSHARED = {}\ndef make_call_class():\n    @dataclass\n"
            "    class ToolCall:\n        id: str\n        name: str\n        arguments: dict = field(default_factory=lambda: SHARED)\n"
            "        def key(self):\n            return self.name + ':' + json.dumps(self.arguments, sort_keys=True, ensure_ascii=False)\n"
            "    return ToolCall",  # one dict shared by every instance
        ],
    ),
    "0.10": (
        "ex00_python:check_temporarily",
        "temporarily",
        [
            "from contextlib import contextmanager\n_MISSING = object()\n@contextmanager\n"
            "def temporarily(settings, key, value):\n    old = settings.get(key, _MISSING)\n    settings[key] = value\n"
            "    try:\n        yield\n    finally:\n        if old is _MISSING:\n            del settings[key]\n"
            "        else:\n            settings[key] = old",
            "from contextlib import contextmanager\n@contextmanager\ndef temporarily(settings, key, value):\n"
            "    old = settings.get(key)\n    settings[key] = value\n    try:\n        yield\n    except Exception:\n"
            "        pass\n    settings[key] = old",  # swallows the error, leaves None for a new key
        ],
    ),
    "0.14": (
        "ex00_python:check_fetch_all",
        "fetch_all",
        [
            "import asyncio\nasync def fetch_all(fetchers):\n    return list(await asyncio.gather(*(f() for f in fetchers)))",
            "async def fetch_all(fetchers):\n    return [await f() for f in fetchers]",  # one after the other
        ],
    ),
}


@pytest.mark.parametrize("exercise", sorted(PROBED))
def test_a_probed_answer_gets_the_verdict_the_checker_gives_in_process(tmp_path, exercise):
    import importlib

    checker, function, answers = PROBED[exercise]
    module, _, name = checker.partition(":")
    check = getattr(importlib.import_module(f"lab_code.exercises.{module}"), name)
    for n, answer in enumerate(answers):
        namespace: dict = {}
        exec(answer, namespace)
        local = check(namespace[function], seed=3)
        tests = _test(exercise, checker)
        grade_id = next(iter(tests))
        tests = {grade_id: GradedTest(grade_id, exercise, tests[grade_id].checker, 1, function)}
        host = _host(tmp_path / str(n), tests)
        host.base_seed, host.hidden_batches = 3, 0  # the student's own batch: seed 3, as above
        host.student = ""  # no student id mixed into the seed
        host.running(grade_id)
        try:
            done = _kernel(
                host,
                answer
                + f"\nfrom lab_code.classroom.hand_in import check\ncheck({exercise!r}, {function}, 'x')",
            )
        finally:
            host.stop()
        assert done.returncode == 0, done.stderr[-2000:]
        verdict = host.verdicts[grade_id]
        assert (verdict.passed, verdict.total) == (local.passed, local.total), (n, verdict.report)
        assert (local.passed == local.total) == (n == 0), (
            f"answer {n} of {exercise} should {'pass' if n == 0 else 'fail'}"
        )
