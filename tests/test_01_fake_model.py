"""The offline model speaks the real wire format and enforces the real conversation rules."""

import json

import openai
import pytest

from lab_code.arguments.validator import handle  # lesson 02's three-layer check
from lab_code.wire.api_errors import is_course_wording
from lab_code.wire.conversation_rules import first_violation, orphan_tool_messages, unanswered_tool_calls
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import (
    ScriptExhausted,
    assistant_calls,
    assistant_text,
    scripted,
    tool_call,
    tool_message,
)
from lab_code.wire.misbehaviour import SCENARIOS, misbehaving_brain

TWO_CALLS = assistant_calls(
    tool_call("list_files", {}, "call_1"), tool_call("read_file", {"path": "CMakeLists.txt"}, "call_2")
)
TOOLS = [
    {
        "type": "function",
        "function": {"name": "list_files", "parameters": {"type": "object", "properties": {}}},
    },
    {
        "type": "function",
        "function": {
            "name": "read_file",
            "parameters": {
                "type": "object",
                "properties": {"path": {"type": "string"}},
                "required": ["path"],
            },
        },
    },
]


def _create(server, messages, **kw):
    kw.setdefault("tools", TOOLS)
    client = server.client(_strict_response_validation=True)
    return client.chat.completions.create(model="fake-model", messages=messages, **kw)


def test_full_completion_object_parses_through_the_sdk():
    server = FakeOpenAIServer(scripted([TWO_CALLS]))
    reply = _create(server, [{"role": "user", "content": "看看依赖"}])
    choice = reply.choices[0]
    assert choice.finish_reason == "tool_calls"
    assert [c.id for c in choice.message.tool_calls] == ["call_1", "call_2"]
    assert json.loads(choice.message.tool_calls[1].function.arguments) == {"path": "CMakeLists.txt"}
    assert reply.usage.total_tokens == reply.usage.prompt_tokens + reply.usage.completion_tokens
    assert server.requests[0]["messages"][0]["content"] == "看看依赖"


def test_dropping_a_tool_result_gives_the_real_400():
    server = FakeOpenAIServer(scripted([assistant_text("never")]))
    messages = [
        {"role": "user", "content": "hi"},
        TWO_CALLS,
        tool_message("call_1", "a.txt"),
    ]
    with pytest.raises(openai.BadRequestError) as info:
        _create(server, messages)
    assert info.value.status_code == 400
    assert info.value.body["message"].endswith("did not have response messages: call_2")
    assert info.value.body["type"] == "invalid_request_error"


def test_orphan_tool_message_is_rejected():
    messages = [
        {"role": "user", "content": "hi"},
        TWO_CALLS,
        tool_message("call_1", "x"),
        tool_message("call_2", "y"),
        tool_message("call_9", "z"),
    ]
    assert orphan_tool_messages(messages) == [4]
    assert (
        "preceeding message with 'tool_calls'"
        in first_violation({"model": "m", "messages": messages})["message"]
    )


def test_results_must_follow_directly():
    messages = [
        {"role": "user", "content": "hi"},
        TWO_CALLS,
        {"role": "user", "content": "?"},
        tool_message("call_1", "x"),
    ]
    assert unanswered_tool_calls(messages) == [(1, ["call_1", "call_2"])]


@pytest.mark.parametrize(
    "body, fragment",
    [
        ({"model": "m", "messages": []}, "empty array"),
        ({"model": "m", "messages": [{"role": "robot", "content": "x"}]}, "Invalid value: 'robot'"),
        (
            {"model": "m", "messages": [{"role": "user", "content": "x"}], "tool_choice": "auto"},
            "only allowed when 'tools'",
        ),
        (
            {
                "model": "m",
                "messages": [{"role": "user", "content": "x"}],
                "tools": [{"type": "function", "function": {"name": "read file"}}],
            },
            "does not match pattern",
        ),
        (
            {
                "model": "m",
                "messages": [{"role": "user", "content": "x"}],
                "tools": [{"type": "function", "function": {"name": "a"}}],
                "tool_choice": {"type": "function", "function": {"name": "b"}},
            },
            "no function named 'b'",
        ),
        ("not a dict", "must be a JSON object"),
    ],
)
def test_shape_errors(body, fragment):
    assert fragment in first_violation(body)["message"]


def test_script_exhaustion_is_a_clear_server_error():
    server = FakeOpenAIServer(scripted([]))
    with pytest.raises(openai.InternalServerError) as info:
        _create(server, [{"role": "user", "content": "hi"}])
    assert "has 0 replies" in info.value.body["message"]
    assert is_course_wording(info.value)  # the fake's own words, labelled as such
    with pytest.raises(ScriptExhausted):
        scripted([]).next_message([], [])


def test_every_scenario_is_deterministic_and_matches_its_guard():
    schema = {
        "type": "object",
        "properties": {"path": {"type": "string"}, "offset": {"type": "integer", "minimum": 1}},
        "required": ["path"],
        "additionalProperties": False,
    }

    def business(args):
        return "路径必须在工作目录内" if ".." in args["path"] else None

    for scenario in SCENARIOS.values():
        msg = scenario.apply("read_file", {"path": "a.txt", "offset": 2})
        assert msg == scenario.apply("read_file", {"path": "a.txt", "offset": 2})
        if scenario.expected_error == "no_call":
            assert "tool_calls" not in msg and "<tool_call>" in msg["content"]
            continue
        call = msg["tool_calls"][0]["function"]
        if scenario.expected_error == "unknown_tool":
            assert call["name"] != "read_file"
            continue
        result = handle(call["arguments"], schema, business)
        assert result["error_type"] == scenario.expected_error, scenario.name


def test_misbehaving_brain_corrects_after_an_error_result():
    brain = misbehaving_brain("trailing_comma", "read_file", {"path": "a.txt"}, "好了")
    server = FakeOpenAIServer(brain)
    first = _create(server, [{"role": "user", "content": "读 a.txt"}]).choices[0].message
    messages = [
        {"role": "user", "content": "读 a.txt"},
        first.model_dump(exclude_none=True),
        tool_message(first.tool_calls[0].id, json.dumps({"ok": False, "error_type": "invalid_json"})),
    ]
    second = _create(server, messages).choices[0].message
    assert json.loads(second.tool_calls[0].function.arguments) == {"path": "a.txt"}
    with pytest.raises(KeyError):
        misbehaving_brain("no_such_scenario", "f", {})


def test_unknown_url_is_404():
    server = FakeOpenAIServer(scripted([]))
    with pytest.raises(openai.NotFoundError):
        server.client().embeddings.create(model="m", input="x")
