"""Lesson 09's whiteboard checker: which scenarios a hand-written tool loop survives.

The reference solution survives all of them for several seeds; typical first drafts fail
exactly the scenarios they should; a loop that borrows the course's code, or never stops,
is caught without hanging the checker.
"""

from __future__ import annotations

import contextlib
import io
import json
from contextlib import redirect_stdout

from lab_code.exercises.ex09 import SCENARIOS, check_tool_loop, run_scenario
from solutions.ex09_interview import run_tool_loop


def first_call_only(client, model, messages, tools, registry, max_turns=5):
    for _ in range(max_turns):
        message = (
            client.chat.completions.create(model=model, messages=messages, tools=tools).choices[0].message
        )
        if not message.tool_calls:
            return message.content
        messages.append(message.model_dump(exclude_none=True))
        call = message.tool_calls[0]
        result = registry[call.function.name](**json.loads(call.function.arguments))
        messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
    return None


def swapped_results(client, model, messages, tools, registry, max_turns=5):
    """Answers every id, but with the results in reverse order: pairing is wrong."""
    for _ in range(max_turns):
        message = (
            client.chat.completions.create(model=model, messages=messages, tools=tools).choices[0].message
        )
        if not message.tool_calls:
            return message.content
        messages.append(message.model_dump(exclude_none=True))
        results = []
        for call in message.tool_calls:
            try:
                results.append(str(registry[call.function.name](**json.loads(call.function.arguments))))
            except Exception as exc:
                results.append(f"error: {exc}")
        for call, result in zip(message.tool_calls, reversed(results), strict=True):
            messages.append({"role": "tool", "tool_call_id": call.id, "content": result})
    return None


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
        "max_turns": True,
        "pairing": False,
    }


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
