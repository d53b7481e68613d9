"""Lesson 09's whiteboard checker: which scenarios a hand-written tool loop survives.

The reference solution survives all of them for several seeds; typical first drafts fail
exactly the scenarios they should; a loop that borrows the course's code, or never stops,
is caught without hanging the checker.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
from contextlib import redirect_stdout

from exercise_corpus import as_student

from lab_code.exercises.ex09 import SCENARIOS, check_tool_loop, run_scenario

# The reference loop as a student would type it: importing it from solutions/ is what a checker refuses.
run_tool_loop = as_student("solutions.ex09_interview", "run_tool_loop")


def _loop_answering(answers):
    """A draft loop whose only difference is ``answers(tool_calls, registry) -> [(call, content)]``."""

    def loop(client, model, messages, tools, registry, max_turns=5):
        for _ in range(max_turns):
            message = (
                client.chat.completions.create(model=model, messages=messages, tools=tools).choices[0].message
            )
            if not message.tool_calls:
                return message.content
            messages.append(message.model_dump(exclude_none=True))
            for call, content in answers(message.tool_calls, registry):
                messages.append({"role": "tool", "tool_call_id": call.id, "content": content})
        return None

    return loop


def _run(call, registry) -> str:
    try:
        return str(registry[call.function.name](**json.loads(call.function.arguments)))
    except Exception as exc:
        return f"error: {exc}"


# The usual first draft: only the first call, no error handling at all.
first_call_only = _loop_answering(
    lambda calls, registry: [
        (calls[0], registry[calls[0].function.name](**json.loads(calls[0].function.arguments)))
    ]
)
# Every id answered, but with the results in reverse order: the pairing is wrong.
swapped_results = _loop_answering(
    lambda calls, registry: list(zip(calls, reversed([_run(c, registry) for c in calls]), strict=True))
)


def _forwarding(narrow: bool):
    """The earlier reference answer's error handling: argument errors *and* the tool's own
    ValueError/TypeError with their text; every other exception with its text (or, ``narrow``,
    only its class name)."""

    def answer(call, registry):
        name = call.function.name
        if name not in registry:
            return f"没有工具 {name!r}"
        try:
            return str(registry[name](**json.loads(call.function.arguments)))
        except (ValueError, TypeError) as exc:
            return f"参数有问题：{exc}"
        except Exception as exc:
            return type(exc).__name__ if narrow else f"{type(exc).__name__}: {exc}"

    return _loop_answering(lambda calls, registry: [(c, answer(c, registry)) for c in calls])


def _failure_class(seed: int) -> str:
    from lab_code.exercises.loop_scenarios import Conversation, tool_fails

    conv = Conversation(random.Random(f"{seed}:tool_fails"))
    tool_fails(conv)
    return type(next(iter(conv.failing.values()))).__name__


def _survived(func, seed=0):
    return {key: run_scenario(func, key, seed)[0] for key, *_ in SCENARIOS}


def test_reference_solution_survives_everything(capsys):
    for seed in (0, 1, 7, 2024, 99):
        assert check_tool_loop(run_tool_loop, seed=seed), capsys.readouterr().out


def test_first_draft_fails_exactly_the_scenarios_it_should():
    assert _survived(first_call_only) == {
        "single": True,
        "parallel": False,
        "broken_arguments": False,
        "unknown_tool": False,
        "tool_fails": False,
        "max_turns": True,
        "pairing": False,
    }


def test_forwarding_a_tools_exception_text_fails_only_that_scenario():
    """Lesson 05 §8 on the whiteboard: the earlier reference answer sent the exception's text (a
    connection string with its password) to the model, and the checker let it pass."""
    for seed in (0, 1, 7, 2024):
        survived = _survived(_forwarding(narrow=False), seed)
        assert [key for key, ok in survived.items() if not ok] == ["tool_fails"], (seed, survived)
    ok, said = run_scenario(_forwarding(narrow=False), "tool_fails", 0)
    assert not ok and "口令" in said and "日志" in said


def test_forwarding_only_what_looks_like_an_argument_error_fails_too():
    """Catching ValueError/TypeError as "the model's arguments" forwards the tool's own ones."""
    classes = {seed: _failure_class(seed) for seed in range(40)}
    assert {"ValueError", "TypeError", "KeyError"} <= set(classes.values())  # the seed varies the class
    for seed, name in classes.items():
        if name in ("ValueError", "TypeError", "KeyError"):
            ok, _ = run_scenario(_forwarding(narrow=True), "tool_fails", seed)
            assert ok == (name == "KeyError"), (seed, name)


def test_the_report_masks_the_password_it_planted():
    ok, said = run_scenario(first_call_only, "tool_fails", 0)  # crashes: the exception text is shown
    assert not ok and "循环崩溃" in said and "weather:***@" in said and "demo-" not in said


def test_a_tool_failure_still_needs_an_answer():
    def blank_on_error(calls, registry):
        texts = [_run(c, registry) for c in calls]
        return [(c, " " if t.startswith("error") else t) for c, t in zip(calls, texts, strict=True)]

    ok, said = run_scenario(_loop_answering(blank_on_error), "tool_fails", 3)
    assert not ok and "空的" in said


def test_swapped_results_are_caught_by_the_pairing_check():
    outcome = {key: run_scenario(swapped_results, key, 3) for key in ("parallel", "pairing")}
    assert not outcome["parallel"][0] and "配对" in outcome["parallel"][1]
    assert not outcome["pairing"][0]


def test_a_loop_that_never_stops_is_cut_off(capsys):
    def runaway(client, model, messages, tools, registry, max_turns=5):
        while True:
            with contextlib.suppress(Exception):  # swallowing everything does not keep the checker hanging
                client.chat.completions.create(model=model, messages=messages, tools=tools)

    result = check_tool_loop(runaway, seed=0)
    assert not result and "还在请求" in capsys.readouterr().out


def test_borrowing_the_course_code_is_reported(capsys):
    from lab_code.wire.messages import tool_message

    def borrowed(client, model, messages, tools, registry, max_turns=5):
        tool_message("x", "y")
        return run_tool_loop(client, model, messages, tools, registry, max_turns)

    result = check_tool_loop(borrowed, seed=0)
    out = capsys.readouterr().out
    assert not result and "tool_message（来自 lab_code.wire.messages）" in out
    assert result.passed == len(SCENARIOS)  # it works; it just is not the drill


def test_scenarios_change_with_the_seed():
    outputs = []
    for seed in (0, 1):
        buffer = io.StringIO()
        with redirect_stdout(buffer):
            check_tool_loop(first_call_only, seed=seed)
        outputs.append(buffer.getvalue())
    assert outputs[0] != outputs[1]
