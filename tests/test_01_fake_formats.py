"""The Anthropic Messages and OpenAI Responses fakes: same brains, their own wire formats and errors.

Through the real ``anthropic`` and ``openai`` SDKs, both with strict response validation.
"""

import json

import anthropic
import httpx2
import openai
import pytest

from lab_code.wire import FakeAnthropicServer, FakeResponsesServer
from lab_code.wire.api_errors import is_course_wording
from lab_code.wire.messages import assistant_calls, assistant_text, scripted, tool_call
from lab_code.wire.three_formats import run_three_formats

TWO_CALLS = assistant_calls(
    tool_call("list_files", {}, "call_a"), tool_call("read_file", {"path": "a.c"}, "call_b")
)
SCHEMA = {
    "type": "object",
    "properties": {"path": {"type": "string"}},
    "required": ["path"],
    "additionalProperties": False,
}
EMPTY = {"type": "object", "properties": {}, "required": [], "additionalProperties": False}
A_TOOLS = [{"name": "list_files", "input_schema": EMPTY}, {"name": "read_file", "input_schema": SCHEMA}]
R_TOOLS = [
    {"type": "function", "name": "list_files", "parameters": EMPTY, "strict": True},
    {"type": "function", "name": "read_file", "parameters": SCHEMA, "strict": True},
]


def anthropic_client(brain):
    server = FakeAnthropicServer(brain)
    return server, server.client(_strict_response_validation=True)


def responses_client(brain):
    server = FakeResponsesServer(brain)
    return server, server.client(_strict_response_validation=True)


def ask_anthropic(client, messages, **kw):
    return client.messages.create(model="fake-model", max_tokens=200, messages=messages, tools=A_TOOLS, **kw)


# ---- Anthropic Messages ------------------------------------------------------------------------


def test_anthropic_tool_use_blocks_and_the_results_that_answer_them():
    seen = []

    def brain(body):
        seen.append(body)
        return TWO_CALLS if len(seen) == 1 else assistant_text("项目依赖 ZLIB。")

    _, client = anthropic_client(brain)
    first = ask_anthropic(client, [{"role": "user", "content": "看看依赖"}])
    assert first.stop_reason == "tool_use"
    assert [(b.type, b.id, b.name, b.input) for b in first.content] == [
        ("tool_use", "call_a", "list_files", {}),
        ("tool_use", "call_b", "read_file", {"path": "a.c"}),
    ]
    results = [
        {"type": "tool_result", "tool_use_id": "call_a", "content": "a.c"},
        {"type": "tool_result", "tool_use_id": "call_b", "content": "没有这个文件", "is_error": True},
    ]
    messages = [
        {"role": "user", "content": "看看依赖"},
        {"role": "assistant", "content": [b.model_dump(exclude_none=True) for b in first.content]},
        {"role": "user", "content": results},
    ]
    final = ask_anthropic(client, messages)
    assert final.stop_reason == "end_turn" and final.content[0].text == "项目依赖 ZLIB。"
    tool_messages = [m for m in seen[1]["messages"] if m["role"] == "tool"]  # what the brain read
    assert [(m["tool_call_id"], m["is_error"]) for m in tool_messages] == [
        ("call_a", False),
        ("call_b", True),
    ]


def test_anthropic_pairing_errors_are_anthropics_words():
    _, client = anthropic_client(scripted([]))
    use = [
        {"type": "tool_use", "id": "call_a", "name": "list_files", "input": {}},
        {"type": "tool_use", "id": "call_b", "name": "read_file", "input": {"path": "a.c"}},
    ]
    messages = [
        {"role": "user", "content": "hi"},
        {"role": "assistant", "content": use},
        {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "call_a", "content": "x"}]},
    ]
    with pytest.raises(anthropic.BadRequestError) as info:
        ask_anthropic(client, messages)
    assert info.value.body["error"]["message"] == (
        "messages.1: `tool_use` ids were found without `tool_result` blocks immediately after: call_b. "
        "Each `tool_use` block must have a corresponding `tool_result` block in the next message."
    )
    assert info.value.body["type"] == "error" and not is_course_wording(info.value)
    messages[-1]["content"].append({"type": "tool_result", "tool_use_id": "call_z", "content": "?"})
    messages[-1]["content"].append({"type": "tool_result", "tool_use_id": "call_b", "content": "y"})
    with pytest.raises(anthropic.BadRequestError, match="messages.2.content.1: unexpected `tool_use_id`"):
        ask_anthropic(client, messages)


def test_anthropic_request_errors():
    server, client = anthropic_client(scripted([]))
    body = {"model": "fake-model", "messages": [{"role": "user", "content": "hi"}]}  # no max_tokens
    for headers, message in [
        ({}, "anthropic-version: header is required"),
        ({"anthropic-version": "2026-10-21"}, "max_tokens: Field required"),
    ]:
        answer = server.handle(
            httpx2.Request("POST", "http://x.invalid/v1/messages", json=body, headers=headers)
        )
        assert answer.status_code == 400 and answer.json()["error"]["message"] == message
        assert not is_course_wording(answer)
    with pytest.raises(anthropic.BadRequestError) as info:
        client.messages.create(max_tokens=100, extra_body={"temprature": 1}, **body)
    assert info.value.body["error"]["message"] == "temprature: Extra inputs are not permitted"


def test_anthropic_tool_choice_is_translated_and_enforced():
    seen = []

    def brain(body):
        seen.append(body)
        return assistant_calls(tool_call("read_file", {"path": "a.c"}, "call_1"))

    _, client = anthropic_client(brain)
    user = [{"role": "user", "content": "hi"}]
    ask_anthropic(
        client, user, tool_choice={"type": "tool", "name": "read_file", "disable_parallel_tool_use": True}
    )
    assert seen[-1]["tool_choice"] == {"type": "function", "function": {"name": "read_file"}}
    assert seen[-1]["parallel_tool_calls"] is False
    ask_anthropic(client, user, tool_choice={"type": "any"})
    assert seen[-1]["tool_choice"] == "required"
    with pytest.raises(anthropic.InternalServerError, match="tool_choice is 'none'"):
        ask_anthropic(client, user, tool_choice={"type": "none"})


def test_anthropic_streaming_and_max_tokens():
    server, client = anthropic_client(
        scripted([TWO_CALLS, TWO_CALLS, assistant_text("项目依赖 ZLIB；交叉编译。")])
    )
    plain = ask_anthropic(client, [{"role": "user", "content": "hi"}])
    with client.messages.stream(
        model="fake-model", max_tokens=200, messages=[{"role": "user", "content": "hi"}], tools=A_TOOLS
    ) as stream:
        streamed = stream.get_final_message()
    assert [b.model_dump() for b in streamed.content] == [b.model_dump() for b in plain.content]
    assert streamed.stop_reason == "tool_use" and streamed.usage.output_tokens == plain.usage.output_tokens
    cut = client.messages.create(
        model="fake-model", max_tokens=4, messages=[{"role": "user", "content": "hi"}]
    )
    assert cut.stop_reason == "max_tokens" and cut.content[0].text == "项目依赖"


def test_anthropic_cannot_carry_arguments_that_are_not_an_object():
    _, client = anthropic_client(
        scripted([assistant_calls(tool_call("read_file", '{"path": "a.c",}', "c1"))])
    )
    with pytest.raises(anthropic.InternalServerError) as info:
        ask_anthropic(client, [{"role": "user", "content": "hi"}])
    assert "not a JSON object" in info.value.body["error"]["message"] and is_course_wording(info.value)


# ---- OpenAI Responses ------------------------------------------------------------------------


def test_responses_function_calls_are_paired_by_call_id():
    _, client = responses_client(scripted([TWO_CALLS, assistant_text("项目依赖 ZLIB。")]))
    first = client.responses.create(model="fake-model", input="看看依赖", tools=R_TOOLS)
    calls = [item for item in first.output if item.type == "function_call"]
    assert [(c.call_id, c.name, c.arguments) for c in calls] == [
        ("call_a", "list_files", "{}"),
        ("call_b", "read_file", '{"path": "a.c"}'),
    ]
    conversation = [
        {"role": "user", "content": "看看依赖"},
        *[c.model_dump(exclude_none=True) for c in calls],
    ]
    with pytest.raises(openai.BadRequestError) as info:
        client.responses.create(
            model="fake-model",
            tools=R_TOOLS,
            input=[*conversation, {"type": "function_call_output", "call_id": "call_a", "output": "a.c"}],
        )
    assert info.value.body["message"] == "No tool output found for function call call_b."
    outputs = [
        {"type": "function_call_output", "call_id": cid, "output": "x"} for cid in ("call_a", "call_b")
    ]
    final = client.responses.create(model="fake-model", tools=R_TOOLS, input=[*conversation, *outputs])
    assert final.output_text == "项目依赖 ZLIB。" and final.status == "completed"


def test_responses_orphan_output_unknown_parameter_and_output_budget():
    _, client = responses_client(scripted([]))
    orphan = [
        {"role": "user", "content": "hi"},
        {"type": "function_call_output", "call_id": "call_z", "output": "?"},
    ]
    with pytest.raises(
        openai.BadRequestError, match="No tool call found for function call output with call_id call_z."
    ):
        client.responses.create(model="fake-model", input=orphan)
    with pytest.raises(openai.BadRequestError, match=r"Unknown parameter: 'temprature'\."):
        client.responses.create(model="fake-model", input="hi", extra_body={"temprature": 1})
    with pytest.raises(openai.BadRequestError, match="Expected a value >= 16, but got 5 instead"):
        client.responses.create(model="fake-model", input="hi", max_output_tokens=5)


def test_responses_streaming_previous_response_id_and_incomplete():
    server, client = responses_client(
        scripted(
            [TWO_CALLS, TWO_CALLS, assistant_text("好的，继续。"), assistant_text("一二三四五六七八九十" * 3)]
        )
    )
    plain = client.responses.create(model="fake-model", input="hi", tools=R_TOOLS)
    with client.responses.stream(model="fake-model", input="hi", tools=R_TOOLS) as stream:
        streamed = stream.get_final_response()

    def strip(items):
        return [
            {k: v for k, v in i.model_dump().items() if k not in ("id", "parsed_arguments")} for i in items
        ]

    assert strip(streamed.output) == strip(plain.output)
    outputs = [
        {"type": "function_call_output", "call_id": cid, "output": "x"} for cid in ("call_a", "call_b")
    ]
    follow = client.responses.create(
        model="fake-model", previous_response_id=plain.id, input=outputs, tools=R_TOOLS
    )
    assert follow.output_text == "好的，继续。"
    with pytest.raises(openai.BadRequestError, match="Previous response with id 'resp_nope' not found."):
        client.responses.create(model="fake-model", previous_response_id="resp_nope", input="hi")
    cut = client.responses.create(model="fake-model", input="hi", max_output_tokens=16)
    assert cut.status == "incomplete" and cut.incomplete_details.reason == "max_output_tokens"
    assert len(cut.output_text) == 16


# ---- one brain, three formats ---------------------------------------------------------------


def test_lesson_01s_brain_answers_the_same_in_all_three_formats():
    seen = run_three_formats()
    assert {v["answer"] for v in seen.values()} == {"项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。"}
    chat, responses, claude = (
        seen["OpenAI Chat Completions"],
        seen["OpenAI Responses"],
        seen["Anthropic Messages"],
    )
    assert json.loads(chat["call"]["function"]["arguments"]) == {"path": "CMakeLists.txt"}  # a JSON string
    assert json.loads(responses["call"]["arguments"]) == claude["call"]["input"] == {"path": "CMakeLists.txt"}
    assert (
        chat["result"]["tool_call_id"] == responses["result"]["call_id"] == claude["call"]["id"] == "call_b"
    )
    assert [b["tool_use_id"] for b in claude["result"]["content"]] == ["call_a", "call_b"]  # one user message
    assert claude["stop"] == "stop_reason=tool_use" and chat["stop"] == "finish_reason=tool_calls"
