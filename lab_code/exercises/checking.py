"""Run an exercise's cases against a student's function and say, in Chinese, what failed.

Checkers in ``lab_code/exercises/exNN.py`` build the cases (generated from a seeded RNG
wherever they can, so hard-coding answers cannot pass) and call ``run_checks``. It never
raises: every exception from the student's code is caught and reported as that case's
result, and a stub that still raises ``NotImplementedError`` is reported as "not done yet".

    >>> ok = run_checks("0.0", lambda x: x * 2, [Case("两倍", (2,), expected=4)])
    ✅ 练习 0.0：1/1 个用例通过。
    >>> bool(ok)
    True

Lessons: shared
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from lab_code.wire.settings import load_settings
from lab_code.wire.text import shorten

_MISSING = object()
SHOWN_FAILURES = 3  # enough to see a pattern, few enough not to reveal the answer key
MAX_REPR = 160  # long inputs are cut in the report, never in the check


def case_rng(seed: int | None) -> random.Random:
    """The generator of a checker's cases: the course seed (``LAB_SEED``, read at each call) unless a
    test passes one."""
    return random.Random(load_settings().seed if seed is None else seed)


@dataclass
class Case:
    """One input and what a correct function does with it.

    Give ``expected`` (compared with ==) or ``accept`` (a predicate on the result, for
    answers with more than one right form). ``hint`` says what to think about, in Chinese.
    """

    label: str
    args: tuple = ()
    kwargs: dict = field(default_factory=dict)
    expected: Any = _MISSING
    accept: Callable[[Any], bool] | None = None
    hint: str = ""
    expect_exception: type[BaseException] | None = None


class CheckResult:
    """Truthy when every case passed. Displays nothing itself: run_checks already printed."""

    def __init__(self, exercise_id: str, passed: int, total: int, not_done: bool = False):
        self.exercise_id, self.passed, self.total, self.not_done = exercise_id, passed, total, not_done

    def __bool__(self) -> bool:
        return not self.not_done and self.total > 0 and self.passed == self.total

    def __repr__(self) -> str:
        return f"CheckResult({self.exercise_id!r}, passed={self.passed}, total={self.total})"

    def _ipython_display_(self) -> None:  # keep the notebook output to the printed report
        pass


def _short(value: Any) -> str:
    return shorten(repr(value), MAX_REPR)


def _judge(case: Case, func: Callable) -> tuple[bool, str]:
    """Run one case; return (passed, what actually happened)."""
    try:
        actual = func(*case.args, **case.kwargs)
    except NotImplementedError:
        raise
    except Exception as exc:  # the student's bug is this case's result, not a crash
        if case.expect_exception and isinstance(exc, case.expect_exception):
            return True, f"抛出 {type(exc).__name__}"
        return False, f"抛出 {type(exc).__name__}: {exc}"
    if case.expect_exception:
        return False, f"返回了 {_short(actual)}，没有抛出 {case.expect_exception.__name__}"
    if case.accept is not None:
        try:
            return bool(case.accept(actual)), _short(actual)
        except Exception as exc:
            return False, f"{_short(actual)}（检查它时出错：{type(exc).__name__}）"
    return actual == case.expected, _short(actual)


def run_checks(exercise_id: str, func: Callable, cases: Iterable[Case]) -> CheckResult:
    cases = list(cases)
    failures: list[tuple[Case, str]] = []
    for case in cases:
        try:
            passed, actual = _judge(case, func)
        except NotImplementedError:
            print(
                f"⏳ 练习 {exercise_id}：还没有完成——函数里仍是 NotImplementedError。"
                "写好后重新运行定义它的单元和这个单元。"
            )
            return CheckResult(exercise_id, 0, len(cases), not_done=True)
        if not passed:
            failures.append((case, actual))
    passed_count = len(cases) - len(failures)
    if not failures:
        print(f"✅ 练习 {exercise_id}：{passed_count}/{len(cases)} 个用例通过。")
        return CheckResult(exercise_id, passed_count, len(cases))
    print(f"❌ 练习 {exercise_id}：{passed_count}/{len(cases)} 个用例通过。没通过的前几个：")
    for case, actual in failures[:SHOWN_FAILURES]:
        shown_args = ", ".join(
            [_short(a) for a in case.args] + [f"{k}={_short(v)}" for k, v in case.kwargs.items()]
        )
        print(f"  · 用例：{case.label}")
        print(f"    输入：{shown_args}")
        if case.expect_exception:
            print(f"    期望：抛出 {case.expect_exception.__name__}")
        elif case.expected is not _MISSING:
            print(f"    期望：{_short(case.expected)}")
        print(f"    实际：{actual}")
        if case.hint:
            print(f"    提示：{case.hint}")
    return CheckResult(exercise_id, passed_count, len(cases))
