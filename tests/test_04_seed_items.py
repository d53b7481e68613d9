"""Lesson 04's seed items, run for real: old rounds summarised (and what that saves), Anthropic's
``tool_choice`` and ``disable_parallel_tool_use`` through the official SDK against the Anthropic
fake, and several results merged into one message, refused with the real API's text."""

from __future__ import annotations

import json

import anthropic
import openai
import pytest

from lab_code.options import native_calling
from lab_code.options.demo_data import demo_registry
from lab_code.options.history import MAX_LINES, compact, measured, split_rounds, with_compacted_history
from lab_code.options.native_calling import choice_brain, run_native_loop
from lab_code.options.text_protocol import run_text_loop
from lab_code.wire.api_errors import is_course_wording
from lab_code.wire.fake_anthropic import FakeAnthropicServer
from lab_code.wire.fake_openai import FakeOpenAIServer

ASK = '<tool_call>{"name": "get_weather", "arguments": {"city": "杭州"}}</tool_call>'
QUESTION = "杭州和北京的天气怎么样？"


def _sizes(keep: int | None, turns: int = 12) -> list[int]:
    tools, sizes = demo_registry(), []
    model = measured(lambda messages: ASK, sizes)
    model = model if keep is None else with_compacted_history(model, keep)
    run_text_loop(model, tools.dispatch, tools.names, "杭州天气？", "…", max_turns=turns)
    return sizes


def test_compacted_requests_stop_growing_while_whole_ones_grow_every_round():
    whole, short = _sizes(None), _sizes(2)
    steps = {b - a for a, b in zip(whole, whole[1:], strict=False)}
    assert len(steps) == 1 and steps.pop() > 0, "the whole history grows by one round per request"
    assert short[:3] == whole[:3], "nothing changes while there are at most `keep` rounds"
    assert len(set(short[4:])) == 1, "identical old rounds share one summary line: the size stays put"
    assert sum(short) < sum(whole) / 2


def test_a_summary_never_splits_a_round_and_stays_bounded():
    messages = [{"role": "user", "content": "q"}]
    for n in range(30):  # thirty different calls: more distinct lines than the summary keeps
        messages += [
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {
                        "id": f"c{n}",
                        "type": "function",
                        "function": {"name": "get_weather", "arguments": f'{{"n": {n}}}'},
                    }
                ],
            },
            {"role": "tool", "tool_call_id": f"c{n}", "content": f"结果 {n}"},
        ]
    short = compact(messages, keep=3)
    head, rounds = split_rounds(short)
    assert [m["role"] for m in head] == ["user", "user"] and "程序写的摘要" in head[1]["content"]
    assert rounds == split_rounds(messages)[1][-3:], "the kept rounds are untouched, each one whole"
    assert len(head[1]["content"].splitlines()) == 1 + 1 + MAX_LINES  # mark, "older … left out", lines
    with pytest.raises(ValueError, match="keep 至少是 1"):
        compact(messages, keep=0)


def test_a_compacted_native_history_is_accepted_and_a_split_one_is_refused():
    native = native_calling.demo("required", False).messages
    client = FakeOpenAIServer(choice_brain()).client()
    tools = demo_registry().openai_tools()
    client.chat.completions.create(model="fake-model", messages=compact(native, keep=2), tools=tools)
    with pytest.raises(openai.BadRequestError) as refused:
        client.chat.completions.create(model="fake-model", messages=native[:1] + native[-5:], tools=tools)
    assert not is_course_wording(refused.value)
    assert "must be a response to a preceeding message with 'tool_calls'" in refused.value.body["message"]


ANTHROPIC_TOOLS = [
    {
        "name": t["function"]["name"],
        "description": t["function"]["description"],
        "input_schema": t["function"]["parameters"],
    }
    for t in demo_registry().openai_tools()
]


@pytest.mark.parametrize(
    "choice, stop, names",
    [
        ({"type": "auto"}, "tool_use", ["get_weather", "get_weather"]),
        ({"type": "any"}, "tool_use", ["get_weather", "get_weather"]),
        ({"type": "tool", "name": "search_docs"}, "tool_use", ["search_docs"]),
        ({"type": "none"}, "end_turn", []),
        ({"type": "auto", "disable_parallel_tool_use": True}, "tool_use", ["get_weather"]),
        ({"type": "any", "disable_parallel_tool_use": True}, "tool_use", ["get_weather"]),
        (
            {"type": "tool", "name": "search_docs", "disable_parallel_tool_use": True},
            "tool_use",
            ["search_docs"],
        ),
    ],
)
def test_anthropic_tool_choice_through_the_sdk(choice, stop, names):
    reply = (
        FakeAnthropicServer(choice_brain())
        .client()
        .messages.create(
            model="fake-model",
            max_tokens=200,
            tools=ANTHROPIC_TOOLS,
            tool_choice=choice,
            messages=[{"role": "user", "content": QUESTION}],
        )
    )
    assert reply.stop_reason == stop
    assert [b.name for b in reply.content if b.type == "tool_use"] == names


def test_none_takes_no_disable_parallel_tool_use():
    """The SDK's type for {"type": "none"} has no such field; the fake refuses it (in its own words)."""
    with pytest.raises(anthropic.BadRequestError) as refused:
        FakeAnthropicServer(choice_brain()).client().messages.create(
            model="fake-model",
            max_tokens=200,
            tools=ANTHROPIC_TOOLS,
            tool_choice={"type": "none", "disable_parallel_tool_use": True},
            messages=[{"role": "user", "content": QUESTION}],
        )
    assert "disable_parallel_tool_use" in refused.value.body["error"]["message"]
    assert refused.value.response.headers.get("x-fake-wording") == "course"


def test_results_merged_into_one_message_are_refused_with_the_real_text():
    server = FakeOpenAIServer(choice_brain())
    run = run_native_loop(server.client(), demo_registry(), QUESTION)
    question, asked, results = run.messages[0], run.messages[1], run.messages[2:4]
    merged = {
        "role": "tool",
        "tool_call_id": results[0]["tool_call_id"],
        "content": "；".join(m["content"] for m in results),
    }
    with pytest.raises(openai.BadRequestError) as refused:
        server.client().chat.completions.create(
            model="fake-model", messages=[question, asked, merged], tools=demo_registry().openai_tools()
        )
    assert not is_course_wording(refused.value)
    assert refused.value.body["message"].endswith("did not have response messages: call_002")

    uses = [
        {
            "type": "tool_use",
            "id": c["id"],
            "name": c["function"]["name"],
            "input": json.loads(c["function"]["arguments"]),
        }
        for c in asked["tool_calls"]
    ]
    one_block = [{"type": "tool_result", "tool_use_id": uses[0]["id"], "content": merged["content"]}]
    with pytest.raises(anthropic.BadRequestError) as refused:
        FakeAnthropicServer(choice_brain()).client().messages.create(
            model="fake-model",
            max_tokens=200,
            messages=[
                question,
                {"role": "assistant", "content": uses},
                {"role": "user", "content": one_block},
            ],
        )
    assert (
        "`tool_use` ids were found without `tool_result` blocks immediately after: call_002"
        in (refused.value.body["error"]["message"])
    )
