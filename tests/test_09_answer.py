"""Exercise 9.2's checker: your own one-minute answer, with your own numbers, in your own words.

The reference answer passes (tests/test_exercises.py runs it on several seeds); here every
mechanical rubric row is broken once, and each must be caught with a message that names it.
"""

from __future__ import annotations

import random

import pytest
from exercise_corpus import as_student

from lab_code.exercises.ex09_answer import _evidence, answer_problem, check_own_answer
from lab_code.interview.bank import load_bank

reference = as_student("solutions.ex09_interview", "my_answer")
STAND_INS = _evidence(random.Random(5), [])
REAL = _evidence(random.Random(6), ["openai:deepseek-v4-flash"])


def _with(evidence=STAND_INS, **parts) -> dict:
    answer = reference(evidence)
    answer.update(parts)
    return answer


def test_the_reference_answer_passes_both_kinds_of_evidence():
    assert answer_problem(reference(STAND_INS), STAND_INS) is None
    assert answer_problem(reference(REAL), REAL) is None


def test_the_evidence_reads_the_students_own_numbers():
    from lab_code.interview.evidence import RunEvidence

    numbers = RunEvidence(runs=3, steps=9, denials=2).numbers()
    assert numbers["runs"] == 3 and numbers["real_models"] == [] and set(numbers) >= {"broken_calls", "steps"}


BROKEN = {
    "不是 dict": (lambda: "结论：……", "dict"),
    "少一个部分": (lambda: {k: v for k, v in reference(STAND_INS).items() if k != "代价/边界"}, "键要依次是"),
    "结论不在最前": (lambda: dict(reversed(list(reference(STAND_INS).items()))), "键要依次是"),
    "str 的子类": (
        lambda: {k: type("S", (str,), {})(v) for k, v in reference(STAND_INS).items()},
        "非空的文字",
    ),
    "结论说了两句": (lambda: _with(结论="这要看情况。先分清错在谁，再决定回不回给模型。"), "只说一句"),
    "原因只有形容词": (lambda: _with(原因="这样更稳、更好。"), "机制"),
    "太短": (
        lambda: {
            "结论": "回给模型。",
            "原因": "模型读到哪个参数错了、允许什么、收到什么，就能改正参数、路径、文件名这些自己的错误。",
            "代价/边界": "报错写得再好，拦截也一步不能省掉。",
            "证据": "我在课程里跑了 21 次。",
        },
        "秒",
    ),
    "太长": (lambda: _with(原因=reference(STAND_INS)["原因"] * 3), "秒"),
    "借来的经历": (
        lambda: _with(证据=reference(STAND_INS)["证据"] + "我的项目里 60 次运行还有 5 次越界。"),
        "借来",
    ),
    "没说是作者的": (
        lambda: _with(证据=reference(STAND_INS)["证据"] + "报错写得再好，60 次运行还有 5 次越界。"),
        "作者的项目里",
    ),
    "数字写死了": (
        lambda: _with(证据="我在课程的 Agent 上跑了 99 次、拦下 98 次，坏调用都回给了模型，那些是替身模型。"),
        "从参数读",
    ),
    "只有运行次数": (
        lambda: _with(
            证据=f"我在课程的 Agent 上跑了 {STAND_INS['runs']} 次，坏调用都回给了模型，那些是替身模型。"
        ),
        "再说一个",
    ),
    "没说是替身": (lambda: _with(证据=reference(STAND_INS)["证据"].split("这些运行")[0]), "替身"),
}


@pytest.mark.parametrize("name", BROKEN)
def test_each_rubric_row_is_checked(name):
    make, expected = BROKEN[name]
    problem = answer_problem(make(), STAND_INS)
    assert problem and expected in problem, problem


def test_a_real_model_must_be_named():
    answer = reference(STAND_INS)  # says "替身" while a real model ran
    answer["证据"] = answer["证据"].replace(str(STAND_INS["runs"]), str(REAL["runs"]), 1)
    answer["证据"] = answer["证据"].replace(str(STAND_INS["denials"]), str(REAL["denials"]), 1)
    problem = answer_problem(answer, REAL)
    assert problem and "deepseek" in problem, problem


def test_the_banks_own_answer_is_not_your_own():
    card = load_bank().card("spoken.errors")
    parts = {p.role: p.text for p in card.parts}
    parts["证据"] = reference(STAND_INS)["证据"]  # even with the student's own evidence attached
    problem = answer_problem(parts, STAND_INS)
    assert problem and "spoken.errors" in problem and "自己的话" in problem, problem


def test_hiding_the_copy_behind_punctuation_or_invisible_characters_does_not_help():
    card = load_bank().card("spoken.errors")
    parts = {p.role: "\u200b".join(p.text) for p in card.parts}  # a zero-width space between every character
    parts["原因"] = parts["原因"].replace("，", " , ")
    parts["证据"] = reference(STAND_INS)["证据"]
    problem = answer_problem(parts, STAND_INS)
    assert problem and "spoken.errors" in problem, problem


def test_a_huge_answer_is_refused_before_it_is_scanned():
    problem = answer_problem(_with(原因="机制" * 500_000), STAND_INS)
    assert problem and "超过 2000 个字符" in problem


def test_numbers_typed_in_pass_one_case_at_most(capsys):
    fixed = reference(STAND_INS)
    result = check_own_answer(lambda evidence: dict(fixed), seed=5)
    assert not result and result.passed <= 1
    assert "从参数读" in capsys.readouterr().out


def test_the_course_code_may_not_write_it(capsys):
    def borrowed(evidence):
        from lab_code.interview.rubric import check_draft

        check_draft("x")
        return reference(evidence)

    assert not check_own_answer(borrowed, seed=0)
    assert "课程自己的实现" in capsys.readouterr().out
