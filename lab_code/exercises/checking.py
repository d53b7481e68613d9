"""Run an exercise's cases against a student's function and say, in Chinese, what failed.

Checkers in ``lab_code/exercises/exNN.py`` build the cases (generated from a seeded RNG
wherever they can, so hard-coding answers cannot pass) and call ``run_checks``. It never
raises and never hangs: each case runs through ``student_call.StudentRunner`` (worker thread,
time limit, a watch for the course's own implementation), the returned value must be plain
data of the exact expected type (``plain``), and every exception from the student's code is
that case's result. A stub that still raises ``NotImplementedError`` is "not done yet".

    >>> ok = run_checks("0.0", lambda x: x * 2, [Case("两倍", (2,), expected=4)])
    ✅ 练习 0.0：1/1 个用例通过。
    >>> bool(ok)
    True

Each student gets their own cases: the seed comes from ``LAB_SEED`` and, when set, the
student id (``LAB_STUDENT``, or ``JUPYTERHUB_USER`` on a JupyterHub), and is printed so a
failure can be re-run with exactly the same cases. Long inputs are cut in the report;
``print_whole_case(check_xxx, func, seed=N)`` prints the first failing case in full.

Graded work runs the same checkers with ``func`` a handle on a sandboxed process
(``student_call.RemoteCases``): the cases and the verdict stay here, only inputs go out and only
plain data comes back.

Lessons: shared
"""

from __future__ import annotations

import contextvars
import hashlib
import pprint
import random
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from types import FunctionType
from typing import Any

from lab_code.exercises.plain import canon, fresh, plain_problem, same, short, type_note
from lab_code.exercises.student_call import StudentCallResult, StudentRunner, is_remote, static_forbidden
from lab_code.wire.shorten import shorten

_MISSING = object()
SHOWN_FAILURES = 3  # enough to see a pattern, few enough not to reveal the answer key
MAX_REPR = 160  # long inputs are cut in the report (unless a case says how to show them), never in the check
CASE_TIME_LIMIT = 2.0  # seconds per case: far above any right answer, short enough to wait for
MAX_TIMEOUTS = 3  # where a timed-out case can be killed and the rest still run: give up after this many
WHOLE_WIDTH = 100  # line width of an input printed in full
_WHOLE = contextvars.ContextVar("print_whole_case", default=False)


def student_seed(student: str | None, base_seed: int) -> int:
    """The seed a student's checks use: ``base_seed`` (``LAB_SEED``) mixed with the student id."""
    if not student:
        return base_seed
    digest = hashlib.sha256(f"{student}\n{base_seed}".encode()).hexdigest()
    return int(digest[:8], 16) % 1_000_000


def case_seed(seed: int | None = None) -> int:
    """The seed of a checker's cases: the one given, else from ``LAB_SEED`` and the student id."""
    if seed is not None:
        return seed
    from lab_code.wire.settings import load_settings  # read when checking, so changes are seen

    settings = load_settings()
    return student_seed(settings.student, settings.seed)


def seeded(seed: int | None = None) -> tuple[int, random.Random]:
    """``(seed, rng)`` for a checker: print the first, generate cases with the second."""
    chosen = case_seed(seed)
    return chosen, random.Random(chosen)


@dataclass
class Case:
    """One input and what a correct function does with it.

    Give ``expected`` (compared by value *and* exact type), ``accept`` (a predicate, for answers
    with more than one right form) or only ``why_wrong(result)``: the rule a result breaks,
    in Chinese, or None when it breaks none. A rule found by ``why_wrong`` is shown instead of
    the general ``hint``, which is for when no rule can be named (e.g. the function raised). ``shown_input`` replaces the cut repr of
    the arguments in the report; ``keep_inputs`` fails a function that changes its arguments.
    """

    label: str
    args: tuple = ()
    kwargs: dict = field(default_factory=dict)
    expected: Any = _MISSING
    accept: Callable[[Any], bool] | None = None
    hint: str = ""
    why_wrong: Callable[[Any], str | None] | None = None
    shown_input: str | None = None
    keep_inputs: bool = False
    expect_exception: type[BaseException] | None = None  # the right answer is to raise this


class CheckResult:
    """Truthy when every case passed. Displays nothing itself: run_checks already printed."""

    def __init__(self, exercise_id: str, passed: int, total: int, not_done: bool = False, seed=None):
        self.exercise_id, self.passed, self.total, self.not_done = exercise_id, passed, total, not_done
        self.seed = seed

    def __bool__(self) -> bool:
        return not self.not_done and self.total > 0 and self.passed == self.total

    def __repr__(self) -> str:
        return f"CheckResult({self.exercise_id!r}, passed={self.passed}, total={self.total})"

    def _ipython_display_(self) -> None:  # keep the notebook output to the printed report
        pass


def _trusted(value: Any) -> str:
    """The checker's own inputs (never the student's objects) may be shown by repr."""
    if _WHOLE.get():
        return pprint.pformat(value, width=WHOLE_WIDTH, sort_dicts=False)
    return shorten(repr(value), MAX_REPR)


def _limit() -> int:
    return sys.maxsize if _WHOLE.get() else MAX_REPR


def print_whole_case(check: Callable, func: Callable, seed: int | None = None, **options) -> Any:
    """Run ``check(func, seed=seed)`` again and print its first failing case whole, nothing cut.

    Reports cut long inputs (``…（共 265 个字符）``); when the deciding detail is in the cut part,
    this shows all of it::

        print_whole_case(check_find_missing_results, find_missing_results, seed=7)
    """
    token = _WHOLE.set(True)
    try:
        return check(func, seed=seed, **options)
    finally:
        _WHOLE.reset(token)


def _judge(case: Case, outcome: StudentCallResult, inputs: tuple) -> tuple[bool, str, str]:
    """(passed, what actually happened, hint) for a case whose function returned or raised."""
    if case.expect_exception is not None:
        if outcome.raised_is(case.expect_exception):
            return True, f"抛出 {outcome.error}", ""
        did = (
            f"抛出 {outcome.error}"
            if outcome.kind == "raised"
            else f"返回了 {short(outcome.value, _limit())}"
        )
        return False, f"{did}，没有抛出 {case.expect_exception.__name__}", case.hint
    if outcome.kind == "raised":
        return False, f"抛出 {outcome.error}", case.hint
    if outcome.problem:
        return False, outcome.problem, case.hint
    actual = outcome.value
    if case.keep_inputs and (plain_problem(inputs[1]) or canon(inputs[1]) != inputs[0]):  # (before, now)
        return False, short(actual, _limit()), "不要修改传进来的参数：先复制一份（copy.deepcopy）再改"
    shown = short(actual, _limit())
    if case.expected is not _MISSING:
        if same(case.expected, actual):
            return True, shown, ""
        shown += type_note(case.expected, actual)
    try:  # the checker's own predicates, on plain data; a wrong shape must not crash them
        if case.expected is _MISSING and case.accept is not None and case.accept(actual):
            return True, shown, ""
        rule = case.why_wrong(actual) if case.why_wrong else None
    except Exception as exc:
        return False, f"{shown}（检查它时出错：{type(exc).__name__}）", case.hint
    if case.expected is _MISSING and case.accept is None and rule is None:
        return True, shown, ""  # why_wrong alone decides: no broken rule is a pass
    return False, shown, rule or case.hint


def _shown_args(case: Case) -> str:
    if case.shown_input:
        return case.shown_input
    shown = [_trusted(a) for a in case.args] + [f"{k}={_trusted(v)}" for k, v in case.kwargs.items()]
    if _WHOLE.get():  # one argument per block, indented under the label
        return "\n" + "\n".join("      " + line for arg in shown for line in arg.splitlines())
    return ", ".join(shown)


def _shown_texts(failures: list[tuple[Case, str, str]]) -> list[str]:
    """What the report showed of each failure: where a cut mark would be."""
    shown = failures[:SHOWN_FAILURES]
    texts = [_shown_args(case) for case, _, _ in shown] + [actual for _, actual, _ in shown]
    return texts + [short(case.expected, MAX_REPR) for case, _, _ in shown if case.expected is not _MISSING]


def _report_failure(case: Case, actual: str, hint: str) -> None:
    shown_args = _shown_args(case)
    print(f"  · 用例：{case.label}")
    print(f"    输入：{shown_args}")
    if case.expect_exception is not None:
        print(f"    期望：抛出 {case.expect_exception.__name__}")
    elif case.expected is not _MISSING:
        print(f"    期望：{short(case.expected, _limit())}")
    print(f"    实际：{actual}")
    if hint:
        print(f"    提示：{hint}")


def run_checks(
    exercise_id: str,
    func: Callable,
    cases: Iterable[Case],
    *,
    seed: int | None = None,
    forbid: tuple[str, ...] = (),
    adapter: Callable | None = None,
    time_limit: float | None = None,
) -> CheckResult:
    """Run every case, print a report, return a ``CheckResult``.

    ``forbid`` names course code the exercise asks the student to write themselves
    (``"pkg.module"`` or ``"pkg.module:function"``); reference solutions and ``@oracle``
    functions are always forbidden. ``adapter(func, *args)`` lets a checker call the student's
    function its own way (e.g. twice), under the same watch and time limit.
    """
    cases = list(cases)
    checker = sys._getframe(1).f_code.co_name  # for the "run it again" line: check_xxx
    seed_note = "" if seed is None else f"（种子 {seed}）"
    limit = CASE_TIME_LIMIT if time_limit is None else time_limit
    used = static_forbidden(func, forbid)
    failures: list[tuple[Case, str, str]] = []
    skipped = not_done = timeouts = 0
    with StudentRunner(func, time_limit=limit, forbid=forbid, adapter=adapter) as runner:
        for index, case in enumerate([] if used else cases):
            args = fresh(case.args)  # the student gets copies: emptying them cannot fool the checker
            before = canon(args) if case.keep_inputs else None
            outcome = runner.call(args, fresh(case.kwargs))
            if outcome.kind == "not_done":  # a stub, or a branch still to write: that case fails
                not_done += 1
                failures.append((case, "抛出 NotImplementedError（这部分还没写）", case.hint))
                continue
            if outcome.kind == "forbidden":
                used = outcome.error
                break
            if outcome.kind == "timeout":
                running = (
                    "；它还在后台运行，重启内核（Kernel → Restart）可以停掉它"
                    if outcome.still_running
                    else ""
                )
                failures.append((case, f"超过 {limit:g} 秒没有返回（死循环？）{running}", case.hint))
                timeouts += 1
                if not runner.can_continue_after_timeout or timeouts >= MAX_TIMEOUTS:
                    skipped = len(cases) - index - 1
                    break
                continue
            after = outcome.args_after if runner.remote is not None else args
            passed, actual, hint = _judge(case, outcome, (before, after))
            if not passed:
                failures.append((case, actual, hint))
    if cases and not_done == len(cases):
        print(
            f"⏳ 练习 {exercise_id}：还没有完成——函数里仍是 NotImplementedError。"
            "写好后重新运行定义它的单元和这个单元。"
        )
        return CheckResult(exercise_id, 0, len(cases), not_done=True, seed=seed)
    if used:
        print(
            f"⛔ 练习 {exercise_id}：你的函数用到了课程自己的实现——{used}。"
            "这个练习要你自己写出来：可以先读懂它，再合上自己写。"
        )
        return CheckResult(exercise_id, 0, len(cases), seed=seed)
    passed_count = len(cases) - len(failures) - skipped
    if not failures:
        print(f"✅ 练习 {exercise_id}：{passed_count}/{len(cases)} 个用例通过{seed_note}。")
        return CheckResult(exercise_id, passed_count, len(cases), seed=seed)
    print(f"❌ 练习 {exercise_id}：{passed_count}/{len(cases)} 个用例通过{seed_note}。没通过的前几个：")
    for case, actual, hint in failures[: 1 if _WHOLE.get() else SHOWN_FAILURES]:
        _report_failure(case, actual, hint)
    if skipped:
        print(f"  （{timeouts} 次超时之后，剩下的 {skipped} 个用例没有运行）")
    if seed is not None and checker.startswith("check_") and not is_remote(func):
        name = func.__name__ if isinstance(func, FunctionType) else "你的函数"
        print(f"  同一批用例再跑一次：{checker}({name}, seed={seed})")
        if not _WHOLE.get() and any("…（共" in text for text in _shown_texts(failures)):
            print(
                # With its import: a lesson imports only its checkers, and the line must run as typed.
                "  输入被截短了；完整打印第一个没通过的用例："
                f"from lab_code.exercises.checking import print_whole_case; "
                f"print_whole_case({checker}, {name}, seed={seed})"
            )
    return CheckResult(exercise_id, passed_count, len(cases), seed=seed)
