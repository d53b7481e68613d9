"""What clients ask the fakes besides a chat turn: versions, beta fields, counts, model lists, structured output.

Through the real ``anthropic`` and ``openai`` SDKs with strict response validation. Each real
behaviour cites its source in the module it tests; what is the course's own wording carries the
``x-fake-wording: course`` header, and the tests check which is which.
"""

import json

import anthropic
import jsonschema
import openai
import pytest
from anthropic import beta_tool

from lab_code.wire import FakeAnthropicServer, FakeOpenAIServer, FakeResponsesServer, anthropic_threads
from lab_code.wire.api_errors import is_course_wording
from lab_code.wire.chat_model import as_chat_model, ask
from lab_code.wire.demo_brain import LABEL, demo_brain
from lab_code.wire.messages import assistant_text, scripted

USER = [{"role": "user", "content": "巴黎现在几点？"}]
THREADS = "message-threads-2026-08-12"
CLOSED = {
    "type": "object",
    "properties": {"city": {"type": "string"}, "hour": {"type": "integer", "minimum": 0, "maximum": 23}},
    "required": ["city", "hour"],
    "additionalProperties": False,
}
OPEN = {
    "type": "object",
    "properties": {"city": {"type": "string"}, "hour": {"type": "integer"}},
    "required": ["city"],
}


def recording(brain):
    seen = []

    def brain_that_records(body):
        seen.append(body)
        return ask(as_chat_model(brain), body)

    return brain_that_records, seen


# ---- Anthropic: the version header, beta fields, count_tokens, models --------------------------


def test_the_version_header_decides_whether_sampling_parameters_exist():
    server = FakeAnthropicServer(scripted([assistant_text("好")] * 2))
    latest, pinned = server.client(), server.client(default_headers={"anthropic-version": "2023-06-01"})
    request = {"model": "fake-model", "max_tokens": 50, "messages": USER}
    with pytest.raises(anthropic.BadRequestError) as info:  # SDK 2.x sends 2026-10-21: no sampling there
        latest.messages.create(**request, extra_body={"temperature": 1.0})
    assert info.value.body["error"]["message"] == "temperature: Extra inputs are not permitted"
    assert not is_course_wording(info.value)
    sampled = pinned.messages.create(**request, extra_body={"temperature": 0.2, "top_p": 0.9, "top_k": 5})
    assert sampled.content[0].text == "好"
    with pytest.raises(anthropic.BadRequestError) as info:
        pinned.messages.create(**request, extra_body={"temperature": 1.5})
    assert "between 0 and 1" in info.value.body["error"]["message"] and is_course_wording(info.value)
    future = server.client(default_headers={"anthropic-version": "2099-01-01"})
    with pytest.raises(anthropic.BadRequestError) as info:
        future.messages.create(**request)
    assert "models the versions 2023-06-01 and 2026-10-21" in str(info.value) and is_course_wording(
        info.value
    )


def test_count_tokens_agrees_with_usage_and_the_model_list_says_whose_model_it_is():
    server = FakeAnthropicServer(scripted([assistant_text("好")]))
    client = server.client(_strict_response_validation=True)
    tools = [{"name": "get_time", "description": "当地时间", "input_schema": CLOSED}]
    counted = client.messages.count_tokens(model="fake-model", messages=USER, tools=tools, system="简短")
    reply = client.messages.create(
        model="fake-model", max_tokens=50, messages=USER, tools=tools, system="简短"
    )
    assert counted.input_tokens == reply.usage.input_tokens > 10
    with pytest.raises(anthropic.BadRequestError, match="max_tokens: Extra inputs are not permitted"):
        client.messages.count_tokens(model="fake-model", messages=USER, extra_body={"max_tokens": 5})
    models = client.models.list()
    assert [m.id for m in models] == ["fake-model"] and "课程" in models.data[0].display_name
    assert client.models.retrieve("claude-anything").id == "claude-anything"
    openai_models = FakeOpenAIServer(demo_brain).client(_strict_response_validation=True).models
    assert [(m.id, m.owned_by) for m in openai_models.list()] == [("fake-model", "tool-calling-lab")]
    assert openai_models.retrieve("gpt-anything").id == "gpt-anything"


@beta_tool
def get_time(city: str) -> str:
    """Local time of a city.

    Args:
        city: the city's name
    """
    return f"{city}: 14:05"


def test_the_sdks_tool_runner_threads_its_conversation_and_finishes():
    brain, seen = recording(demo_brain)
    server = FakeAnthropicServer(brain)
    runner = server.client().beta.messages.tool_runner(
        model="fake-model", max_tokens=200, tools=[get_time], messages=USER, system="简短"
    )
    replies = list(runner)
    assert [r.stop_reason for r in replies] == ["tool_use", "end_turn"]
    assert replies[-1].content[0].text == f"{LABEL}工具返回：example: 14:05"
    create, follow = server.requests
    assert create["thread"] == {"type": "create"} and "tools" in create and "system" in create
    assert follow["thread"] == {"type": "continue", "previous_message_id": replies[0].id}
    assert "tools" not in follow and "system" not in follow and len(follow["messages"]) == 1
    # … and the model still saw the whole conversation, its system prompt and its tools
    assert [m["role"] for m in seen[1]["messages"]] == ["system", "user", "assistant", "tool"]
    assert seen[1]["tools"][0]["function"]["name"] == "get_time"


def test_an_old_thread_is_dropped_and_the_runner_starts_a_new_one(monkeypatch):
    monkeypatch.setattr(anthropic_threads, "MAX_HELD", 1)
    server = FakeAnthropicServer(demo_brain)
    client = server.client()
    first = client.beta.messages.create(
        model="fake-model", max_tokens=50, messages=USER, thread={"type": "create"}, betas=[THREADS]
    )
    client.beta.messages.create(  # a second thread pushes the first one out
        model="fake-model", max_tokens=50, messages=USER, thread={"type": "create"}, betas=[THREADS]
    )
    more = [{"role": "user", "content": "再说一遍"}]
    with pytest.raises(anthropic.NotFoundError):
        client.beta.messages.create(
            model="fake-model",
            max_tokens=50,
            messages=more,
            thread={"type": "continue", "previous_message_id": first.id},
            betas=[THREADS],
        )


def test_thread_errors_and_unmodelled_beta_fields_are_the_courses_words():
    server = FakeAnthropicServer(scripted([]))
    beta = server.client().beta.messages
    request = {"model": "fake-model", "max_tokens": 50, "messages": USER}
    lost = {"type": "continue", "previous_message_id": "msg_gone"}
    with pytest.raises(anthropic.NotFoundError) as info:  # the SDK's helpers replay on this code
        beta.create(**request, thread=lost, betas=[THREADS])
    assert info.value.body["error"]["details"] == {"error_code": "thread_not_found"}
    assert is_course_wording(info.value)
    with pytest.raises(anthropic.BadRequestError) as info:
        beta.create(**request, thread={"type": "create"})  # without its beta header
    assert f"anthropic-beta: {THREADS}" in str(info.value) and is_course_wording(info.value)
    with pytest.raises(anthropic.BadRequestError) as info:
        beta.create(**request, context_management={"edits": []}, betas=["context-management-2025-06-27"])
    assert "does not model this beta field" in str(info.value) and is_course_wording(info.value)


def test_anthropic_structured_output_is_valid_for_the_schema():
    brain, seen = recording(demo_brain)
    client = FakeAnthropicServer(brain).client(_strict_response_validation=True)
    reply = client.messages.create(
        model="fake-model",
        max_tokens=200,
        messages=USER,
        output_config={"format": {"type": "json_schema", "schema": CLOSED}},
    )
    value = json.loads(reply.content[0].text)
    jsonschema.validate(value, CLOSED)
    assert value["city"].startswith(LABEL) and seen[0]["response_format"]["json_schema"]["strict"] is True


# ---- Responses: strict per the function-calling guide, text.format ---------------------------


def _responses_tool(parameters, **strict):
    return [{"type": "function", "name": "get_time", "parameters": parameters, **strict}]


def test_responses_strict_true_is_checked_omitted_is_normalised_false_is_kept():
    brain, seen = recording(lambda body: assistant_text("好"))
    client = FakeResponsesServer(brain).client(_strict_response_validation=True)
    with pytest.raises(openai.BadRequestError) as info:
        client.responses.create(model="fake-model", input="hi", tools=_responses_tool(OPEN, strict=True))
    assert "'additionalProperties' is required to be supplied and to be false" in info.value.body["message"]
    assert not is_course_wording(info.value)
    omitted = client.responses.create(model="fake-model", input="hi", tools=_responses_tool(OPEN))
    normalised = seen[-1]["tools"][0]["function"]["parameters"]
    assert normalised["additionalProperties"] is False and normalised["required"] == ["city", "hour"]
    assert omitted.tools[0].strict is True
    client.responses.create(model="fake-model", input="hi", tools=_responses_tool(OPEN, strict=False))
    assert seen[-1]["tools"][0]["function"]["parameters"] == OPEN
    free_form = {"type": "object", "properties": {"options": {"type": "object"}}}  # cannot be made strict
    kept = client.responses.create(model="fake-model", input="hi", tools=_responses_tool(free_form))
    assert kept.tools[0].strict is False and seen[-1]["tools"][0]["function"]["parameters"] == free_form


def test_responses_and_chat_structured_output():
    client = FakeResponsesServer(demo_brain).client(_strict_response_validation=True)
    wanted = {"type": "json_schema", "name": "clock", "schema": CLOSED, "strict": True}
    answer = client.responses.create(model="fake-model", input="几点？", text={"format": wanted})
    jsonschema.validate(json.loads(answer.output_text), CLOSED)
    assert answer.text.format.type == "json_schema"
    with pytest.raises(openai.BadRequestError) as info:
        client.responses.create(model="fake-model", input="x", text={"format": {**wanted, "schema": OPEN}})
    assert info.value.body["message"].startswith(
        "Invalid schema for response_format 'clock': In context=(), "
    )
    assert (info.value.body["param"], info.value.body["code"]) == (
        "text.format.schema",
        "invalid_json_schema",
    )
    with pytest.raises(openai.BadRequestError) as info:
        client.chat.completions.create(
            model="fake-model",
            messages=USER,
            response_format={
                "type": "json_schema",
                "json_schema": {"name": "clock", "schema": OPEN, "strict": True},
            },
        )
    assert (info.value.body["param"], info.value.body["code"]) == ("response_format", None)
    assert not is_course_wording(info.value)
    for schema, text, ours in [
        ({"type": 5}, "'clock'. Please ensure it is a valid JSON Schema.", False),
        (
            {"type": "array"},
            "schema must be a JSON Schema of 'type: \"object\"'",
            True,
        ),  # seen for functions only
    ]:
        with pytest.raises(openai.BadRequestError) as info:
            client.chat.completions.create(
                model="fake-model",
                messages=USER,
                response_format={"type": "json_schema", "json_schema": {"name": "clock", "schema": schema}},
            )
        assert text in info.value.body["message"] and is_course_wording(info.value) == ours
