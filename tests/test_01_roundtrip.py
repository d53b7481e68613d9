"""Lesson 01: the round trip, the step-through widget and the exercise checkers' teeth."""

import dataclasses

import openai
import pytest

from lab_code.exercises import ex01
from lab_code.widgets.roundtrip_stepper import RoundTripStepper, render_step
from lab_code.wire import roundtrip
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import tool_call
from solutions import ex01_roundtrip as sol


@pytest.fixture
def steps():
    return roundtrip.run_roundtrip(FakeOpenAIServer(roundtrip.roundtrip_brain).client())


def test_five_steps_and_messages_grow(steps):
    assert [s.number for s in steps] == [1, 2, 3, 4, 5]
    assert [len(s.messages) for s in steps] == [2, 3, 5, 5, 6]
    assert steps[1].payload["choices"][0]["finish_reason"] == "tool_calls"
    assert steps[4].payload["choices"][0]["finish_reason"] == "stop"
    assert "ZLIB" in steps[4].messages[-1]["content"]


def test_each_step_keeps_what_was_true_when_it_happened(steps):
    # Step 1's request had 2 messages and step 4's had 5, although the conversation grew to 6.
    assert [
        len(s.payload["messages"]) for s in steps if isinstance(s.payload, dict) and "messages" in s.payload
    ] == [2, 5]
    assert steps[0].payload["messages"] == steps[0].messages
    assert steps[3].payload["messages"] == steps[3].messages
    # Frozen: changing what a later step holds (or the live conversation) leaves earlier steps alone.
    steps[4].messages[0]["content"] = "changed"
    steps[4].messages.append({"role": "user", "content": "more"})
    assert steps[0].payload["messages"][0]["content"] == roundtrip.SYSTEM_PROMPT
    assert [len(s.messages) for s in steps] == [2, 3, 5, 5, 7]
    with pytest.raises(dataclasses.FrozenInstanceError):
        steps[0].payload = {}


def test_dropping_a_result_is_rejected_by_the_fake(steps):
    client = FakeOpenAIServer(roundtrip.roundtrip_brain).client()
    with pytest.raises(openai.BadRequestError, match="call_b"):
        client.chat.completions.create(model="m", messages=roundtrip.drop_one_result(steps))


def test_naive_execute_crashes_on_missing_file():
    call = tool_call("read_file", {"path": "x"}, "c")
    with pytest.raises(FileNotFoundError):
        roundtrip.execute_call(call)


def test_stepper_moves_and_colours_ids(steps):
    stepper = RoundTripStepper(steps)
    assert stepper.back_button.disabled and "第 1 / 5 步" in stepper.view.value
    assert stepper.next() == 1 and "call_a" in stepper.view.value
    stepper.next()
    html = stepper.view.value
    assert "messages 现在有 <b>5</b> 条" in html and html.count("call_b") >= 2  # call and answer
    for _ in range(10):
        stepper.next()
    assert stepper.index == 4 and stepper.next_button.disabled
    assert stepper.back() == 3
    assert "lab-roundtrip-next" in stepper.next_button._dom_classes
    with pytest.raises(ValueError):
        RoundTripStepper([])
    assert "<script" not in render_step(steps[2], 5)  # tool output is escaped, not injected


# The checkers must reject plausible wrong answers, not only the stub.
def _all_read_only(calls):
    return all(c["name"] in ("read_file", "list_files") for c in calls)


def _missing_without_break(messages):
    missing = []
    answered = {m["tool_call_id"] for m in messages if m["role"] == "tool"}
    for m in messages:
        for call in m.get("tool_calls") or []:
            if call["id"] not in answered:
                missing.append(call["id"])
    return missing


def _execute_that_raises(call, registry):
    return {"ok": True, "content": sol.safe_execute(call, registry) and registry[call["function"]["name"]]()}


@pytest.mark.parametrize(
    "checker, wrong",
    [
        (ex01.check_may_run_concurrently, _all_read_only),
        (ex01.check_find_missing_results, _missing_without_break),
        (ex01.check_safe_execute, _execute_that_raises),
    ],
)
def test_checkers_reject_plausible_wrong_answers(checker, wrong):
    assert not checker(wrong, seed=3)
