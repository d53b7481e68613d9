"""What the checkers say: each rule of a statement has a case and its own hint, reports show
enough of the input to find the mistake, seeds differ per student and are printed, and the
rule of exercises 1.2 and 4.3 is the one lesson 04's planner uses.
"""

import random

import pytest
from exercise_corpus import NEAR_MISSES

from lab_code.exercises import ex00, ex01, ex02, ex04
from lab_code.exercises.checking import case_seed
from lab_code.options.parallel_exec import plan_execution


def test_natural_chinese_spelling_passes_2_4():
    def no_spaces(problems):
        if not problems:
            return ""
        rest = f"；另有{len(problems) - 5}个没有列出" if len(problems) > 5 else ""
        return (
            f"一共{len(problems)}个问题：" + "；".join(problems[:5]) + rest + "。请改正以上问题后重新调用。"
        )

    assert ex02.check_problems_to_message(no_spaces, seed=3)


@pytest.mark.parametrize(
    "exercise, checker, hint",
    [
        ("2.1", ex02.check_is_int_arg, "OverflowError"),
        ("2.4", ex02.check_problems_to_message, "其余"),
        ("4.1", ex04.check_parse_tool_calls, "re.DOTALL"),
        ("4.3", ex04.check_plan_waves, "冲突"),
        ("0.3", ex00.check_call_tool, "列出所有可用的工具名"),
    ],
)
def test_each_near_miss_fails_with_the_hint_of_the_rule_it_breaks(exercise, checker, hint, capsys):
    (near_miss,) = NEAR_MISSES[exercise].values()
    assert not checker(near_miss, seed=5)
    assert hint in capsys.readouterr().out


def test_a_wrong_answer_that_did_not_raise_is_not_told_to_stop_raising_0_3(capsys):
    def vague(registry, name, args):
        return registry[name](**args) if name in registry else "没有这个工具"

    assert not ex00.check_call_tool(vague, seed=1)
    out = capsys.readouterr().out
    assert "不要抛异常" not in out and "{name!r}" in out


def test_the_1_3_report_shows_the_whole_conversation(capsys):
    def answered_anywhere(messages):
        answered = {m["tool_call_id"] for m in messages if m["role"] == "tool"}
        return [c["id"] for m in messages for c in m.get("tool_calls") or [] if c["id"] not in answered]

    assert not ex01.check_find_missing_results(answered_anywhere, seed=2)
    out = capsys.readouterr().out
    assert "[2] user：快点" in out and "…" not in out, "every message of a failing case is shown"
    assert "之后才出现的 tool 消息不算回答" in out


def test_each_student_gets_their_own_seed_and_sees_it(monkeypatch, capsys):
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    monkeypatch.delenv("LAB_STUDENT", raising=False)
    assert case_seed() == 0
    seeds = set()
    for student in ("alice", "bob", "carol"):
        monkeypatch.setenv("LAB_STUDENT", student)
        seeds.add(case_seed())
        assert case_seed() == case_seed()  # the same student always gets the same cases
    assert len(seeds) == 3
    monkeypatch.setenv("LAB_STUDENT", "alice")
    assert not ex00.check_is_count(lambda value: True)
    assert f"种子 {case_seed()}" in capsys.readouterr().out


def test_exercise_4_3_follows_the_rule_of_lesson_04s_planner():
    """One batch is one wave exactly when parallel_exec.plan_execution says it may run concurrently."""
    for seed in range(400):
        rng = random.Random(seed)
        specs = ex04._random_specs(rng)
        names = [*specs, "no_such_tool"]
        calls = ex04._batch(
            specs, *[(rng.choice(names), rng.choice("abc")) for _ in range(rng.randint(2, 5))]
        )
        known = [c for c in calls if c["name"] in specs]
        one_wave = len(ex04.reference_plan_waves(calls, specs)) <= 1
        assert one_wave == (plan_execution(calls, specs).concurrent or len(known) <= 1), (specs, calls)
