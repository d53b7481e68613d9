"""The Chat Completions fake refuses what the real API refuses, and enforces what a request asks.

Every request goes through the official ``openai`` SDK with strict response validation, so a
field the SDK cannot parse fails here as it would for a student.
"""

import json

import httpx2
import openai
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_01_fake_model import TOOLS

from lab_code.arguments.validator import parse_arguments
from lab_code.wire.api_errors import is_course_wording
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import assistant_calls, assistant_text, scripted, tool_call
from lab_code.wire.tokens import estimate_tokens

USER = [{"role": "user", "content": "看看依赖"}]
CALL_1 = tool_call("list_files", {}, "call_1")
CALL_2 = tool_call("read_file", {"path": "CMakeLists.txt"}, "call_2")


def client(brain=None):
    server = FakeOpenAIServer(brain or scripted([assistant_text("好")] * 4))
    return server, server.client(_strict_response_validation=True)


def bad_request(**kwargs) -> openai.BadRequestError:
    _, c = client()
    kwargs.setdefault("messages", USER)
    with pytest.raises(openai.BadRequestError) as info:
        c.chat.completions.create(model="fake-model", **kwargs)
    assert info.value.status_code == 400 and info.value.body["type"] == "invalid_request_error"
    return info.value


def with_call(call: dict) -> list[dict]:
    return [*USER, {"role": "assistant", "content": None, "tool_calls": [call]}]


# ---- 400s a student meets online, now offline too (real texts) -----------------------------


def test_arguments_sent_as_a_dict_is_the_real_400():
    call = {"id": "call_1", "type": "function", "function": {"name": "list_files", "arguments": {}}}
    error = bad_request(messages=with_call(call), tools=TOOLS)
    assert error.body["message"] == (
        "Invalid type for 'messages[1].tool_calls[0].function.arguments': expected a string, "
        "but got an object instead."
    )
    assert error.body["code"] == "invalid_type" and not is_course_wording(error)


@pytest.mark.parametrize(
    "kwargs, message, code",
    [
        ({"tools": []}, "Invalid 'tools': empty array.", "empty_array"),
        (
            {"tools": TOOLS[:1] * 129},
            "Expected an array with maximum length 128, but got an array with length 129",
            "array_above_max_length",
        ),
        (
            {"parallel_tool_calls": False},
            "'parallel_tool_calls' is only allowed when 'tools' are specified.",
            None,
        ),
        ({"tool_choice": "auto"}, "'tool_choice' is only allowed when 'tools' are specified.", None),
        ({"extra_body": {"temprature": 0.2}}, "Unrecognized request argument supplied: temprature", None),
        (
            {"n": 0},
            "Invalid 'n': integer below minimum value. Expected a value >= 1, but got 0 instead.",
            "integer_below_min_value",
        ),
        (
            {"max_tokens": "10"},
            "Invalid type for 'max_tokens': expected an integer, but got a string instead.",
            "invalid_type",
        ),
        (
            {"tools": TOOLS, "tool_choice": "sometimes"},
            "Invalid value: 'sometimes'. Supported values are: 'none', 'auto', and 'required'.",
            "invalid_value",
        ),
    ],
)
def test_request_parameters_are_checked(kwargs, message, code):
    error = bad_request(**kwargs)
    assert message in error.body["message"] and error.body["code"] == code


@pytest.mark.parametrize(
    "name, message",
    [
        (
            "read file",
            "string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
        ),
        (
            "a" * 65,
            "string too long. Expected a string with maximum length 64, but got a string with length 65 instead.",
        ),
        ("", "empty string. Expected a string with minimum length 1"),
    ],
)
def test_bad_function_names(name, message):
    tools = [{"type": "function", "function": {"name": name, "parameters": {"type": "object"}}}]
    assert message in bad_request(tools=tools).body["message"]


@pytest.mark.parametrize(
    "parameters, strict, message",
    [
        (
            {"type": "string"},
            False,
            'schema must be a JSON Schema of \'type: "object"\', got \'type: "string"\'.',
        ),
        ({"properties": {"a": {"type": "string"}}}, False, "got 'type: \"None\"'"),
        ({"type": "object", "required": None}, False, "None is not of type 'array'."),
        (
            {"type": "object", "properties": {"a": {"type": "string"}}, "required": ["a"]},
            True,
            "In context=(), 'additionalProperties' is required to be supplied and to be false.",
        ),
        (
            {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": False},
            True,
            "'required' is required to be supplied and to be an array including every key in properties. Missing 'a'.",
        ),
        (
            {
                "type": "object",
                "properties": {"o": {"type": "object", "properties": {}, "required": []}},
                "required": ["o"],
                "additionalProperties": False,
            },
            True,
            "In context=('properties', 'o'), 'additionalProperties'",
        ),
    ],
)
def test_parameter_schemas_are_checked_like_openai(parameters, strict, message):
    tools = [{"type": "function", "function": {"name": "f", "parameters": parameters, "strict": strict}}]
    error = bad_request(tools=tools)
    assert message in error.body["message"] and error.body["message"].startswith(
        "Invalid schema for function 'f': "
    )
    assert (
        error.body["param"] == "tools[0].function.parameters"
        and error.body["code"] == "invalid_function_parameters"
    )


def test_empty_tool_calls_and_missing_ids_are_400s():
    message = [*USER, {"role": "assistant", "content": None, "tool_calls": []}]
    assert "Invalid 'messages[1].tool_calls': empty array." in bad_request(messages=message).body["message"]
    no_id = {"type": "function", "function": {"name": "list_files", "arguments": "{}"}}
    error = bad_request(messages=with_call(no_id), tools=TOOLS)
    assert error.body["message"] == "Missing required parameter: 'messages[1].tool_calls[0].id'."


def test_json_mode_without_the_word_json_is_the_real_400_with_its_real_text():
    json_mode = {"type": "json_object"}
    refused = bad_request(response_format=json_mode, messages=[{"role": "user", "content": "把依赖列成对象"}])
    assert refused.body == {
        "message": "'messages' must contain the word 'json' in some form, to use 'response_format' of type "
        "'json_object'.",
        "type": "invalid_request_error",
        "param": "messages",
        "code": None,
    }
    assert not is_course_wording(refused), "the real API's words, not the course's"
    _, c = client(scripted([assistant_text('{"deps": ["zlib"]}')] * 3))
    for messages in (
        [{"role": "system", "content": "Answer in JSON."}, *USER],  # any message, any case
        [{"role": "user", "content": [{"type": "text", "text": "看看依赖，输出 json"}]}],  # a text part
    ):
        reply = c.chat.completions.create(model="fake-model", messages=messages, response_format=json_mode)
        assert json.loads(reply.choices[0].message.content) == {"deps": ["zlib"]}
    plain = c.chat.completions.create(model="fake-model", messages=USER, response_format={"type": "text"})
    assert plain.choices[0].message.content  # the rule is JSON mode's alone


def test_a_tool_message_without_tool_call_id_is_the_real_400():
    messages = [*with_call(CALL_1), {"role": "tool", "content": "a.txt"}]
    error = bad_request(messages=messages, tools=TOOLS)
    assert error.body["message"] == (
        "Missing parameter 'tool_call_id': messages with role 'tool' must have a 'tool_call_id'."
    )
    assert not is_course_wording(error)


@pytest.mark.parametrize(
    "tool_calls, message",
    [
        ("call_1", "Invalid type for 'messages[1].tool_calls': expected an array, but got a string instead."),
        (
            {"id": "call_1"},
            "Invalid type for 'messages[1].tool_calls': expected an array, but got an object instead.",
        ),
        (
            [{"id": ["call_1"], "type": "function", "function": {"name": "f", "arguments": "{}"}}],
            "Invalid type for 'messages[1].tool_calls[0].id': expected a string, but got an array instead.",
        ),
    ],
)
def test_malformed_tool_calls_are_400s_not_tracebacks(tool_calls, message):
    messages = [*USER, {"role": "assistant", "content": None, "tool_calls": tool_calls}]
    assert bad_request(messages=messages, tools=TOOLS).body["message"] == message


@pytest.mark.parametrize(
    "choice", [{"type": "function"}, {"type": "function", "function": "read_file"}, {"type": "fn"}, 3]
)
def test_malformed_tool_choice_is_a_400(choice):
    bad_request(tools=TOOLS, tool_choice=choice)


def test_the_legacy_function_role_is_accepted_and_needs_a_name():
    _, c = client()
    messages = [
        *USER,
        {"role": "assistant", "content": "我查一下"},
        {"role": "function", "name": "f", "content": "x"},
    ]
    assert c.chat.completions.create(model="fake-model", messages=messages).choices[0].message.content == "好"
    messages[-1].pop("name")
    error = bad_request(messages=messages)
    assert (
        error.body["message"] == "Missing parameter 'name': messages with role 'function' must have a 'name'."
    )


def test_bodies_that_are_not_json_or_too_deep_are_400s():
    server = FakeOpenAIServer(scripted([]))
    url = "http://fake-openai.invalid/v1/chat/completions"
    for content in (
        b"{not json",
        b"[1, 2]",
        json.dumps({"model": "m", "messages": [[[[[[[[1]]]]]]]] * 1}).encode(),
    ):
        answer = server.handle(httpx2.Request("POST", url, content=content))
        assert answer.status_code == 400 and answer.json()["error"]["message"]
    for depth in (150, 50_000):
        deep = b'{"model": "m", "messages": ' + b"[" * depth + b"]" * depth + b"}"
        answer = server.handle(httpx2.Request("POST", url, content=deep))
        assert answer.status_code == 400 and "nested" in answer.json()["error"]["message"]
        assert is_course_wording(answer)


def test_a_brain_that_raises_is_a_clear_500():
    def broken(body):
        raise KeyError("tools")

    _, c = client(broken)
    with pytest.raises(openai.InternalServerError) as info:
        c.chat.completions.create(model="fake-model", messages=USER)
    assert "brain raised KeyError" in info.value.body["message"] and is_course_wording(info.value)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    body=st.recursive(
        st.one_of(st.none(), st.booleans(), st.integers(-3, 200), st.text(max_size=4)),
        lambda inner: st.one_of(
            st.lists(inner, max_size=3),
            st.dictionaries(
                st.sampled_from(
                    [
                        "model",
                        "messages",
                        "role",
                        "content",
                        "tools",
                        "tool_calls",
                        "id",
                        "function",
                        "name",
                        "arguments",
                        "type",
                        "tool_choice",
                        "n",
                        "stream",
                        "tool_call_id",
                        "parameters",
                        "parallel_tool_calls",
                        "max_tokens",
                    ]
                ),
                inner,
                max_size=5,
            ),
        ),
        max_leaves=25,
    )
)
def test_no_body_makes_the_fake_raise(body):
    server = FakeOpenAIServer(lambda b: assistant_text("ok"))
    request = httpx2.Request(
        "POST", "http://x.invalid/v1/chat/completions", content=json.dumps(body).encode()
    )
    answer = server.handle(request)  # must not raise, whatever the body
    assert answer.status_code in (200, 400, 500)
    if answer.status_code != 200:
        assert answer.json()["error"]["code"] != "fake_server_bug", answer.json()


VALID_BODY = {
    "model": "fake-model",
    "messages": [
        *USER,
        {"role": "assistant", "content": None, "tool_calls": [CALL_1, CALL_2]},
        {"role": "tool", "tool_call_id": "call_1", "content": "a.txt"},
        {"role": "tool", "tool_call_id": "call_2", "content": "project(demo C)"},
    ],
    "tools": TOOLS,
    "tool_choice": {"type": "function", "function": {"name": "read_file"}},
    "max_tokens": 50,
}


def _paths(value, path=()):
    yield path
    children = (
        value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    )
    for key, child in children:
        yield from _paths(child, (*path, key))


def _replaced(value, path, new):
    if not path:
        return new
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[path[0]] = _replaced(value[path[0]], path[1:], new)
    return copy


JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-2, 2),
    st.text(max_size=3),
    st.just([]),
    st.just({}),
    st.just(["call_1"]),
    st.just({"id": "x"}),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_no_broken_part_of_a_valid_body_makes_the_fake_raise(data):
    # One part of a realistic request replaced by junk: the checks must answer, never crash.
    path = data.draw(st.sampled_from(list(_paths(VALID_BODY))), label="path")
    body = _replaced(VALID_BODY, path, data.draw(JUNK, label="junk"))
    server = FakeOpenAIServer(lambda b: assistant_calls(tool_call("read_file", {"path": "a"}, "c9")))
    request = httpx2.Request(
        "POST", "http://x.invalid/v1/chat/completions", content=json.dumps(body).encode()
    )
    answer = server.handle(request)
    assert answer.status_code in (200, 400, 500)
    if answer.status_code != 200:
        assert answer.json()["error"]["code"] != "fake_server_bug", (path, answer.json())


# ---- what the request asks is enforced on the brain ------------------------------------------


@pytest.mark.parametrize(
    "choice, reply, rule",
    [
        ("none", assistant_calls(CALL_1), "tool_choice is 'none'"),
        ("required", assistant_text("不调工具"), "tool_choice is 'required'"),
        (
            {"type": "function", "function": {"name": "read_file"}},
            assistant_calls(CALL_1),
            "names the function 'read_file'",
        ),
        (
            {
                "type": "allowed_tools",
                "allowed_tools": {
                    "mode": "required",
                    "tools": [{"type": "function", "function": {"name": "read_file"}}],
                },
            },
            assistant_calls(CALL_1),
            "allows only ['read_file']",
        ),
    ],
)
def test_a_brain_reply_the_request_forbids_fails_loudly(choice, reply, rule):
    _, c = client(scripted([reply]))
    with pytest.raises(openai.InternalServerError) as info:
        c.chat.completions.create(model="fake-model", messages=USER, tools=TOOLS, tool_choice=choice)
    assert rule in info.value.body["message"] and info.value.body["code"] == "fake_brain_broke_request"


def test_parallel_tool_calls_false_allows_one_call_and_no_tools_allows_none():
    _, c = client(scripted([assistant_calls(CALL_1, CALL_2)] * 2))
    with pytest.raises(openai.InternalServerError, match="at most one call"):
        c.chat.completions.create(model="fake-model", messages=USER, tools=TOOLS, parallel_tool_calls=False)
    with pytest.raises(openai.InternalServerError, match="has no 'tools'"):
        c.chat.completions.create(model="fake-model", messages=USER)


def test_n_asks_the_brain_once_per_choice():
    brain = scripted([assistant_text("一"), assistant_text("二")])
    _, c = client(brain)
    reply = c.chat.completions.create(model="fake-model", messages=USER, n=2)
    assert [ch.message.content for ch in reply.choices] == ["一", "二"] and [
        ch.index for ch in reply.choices
    ] == [0, 1]


def test_max_tokens_cuts_the_reply_and_says_length():
    _, c = client(scripted([assistant_text("项目依赖 ZLIB；交叉编译前要先准备 zlib。")]))
    reply = c.chat.completions.create(model="fake-model", messages=USER, max_tokens=4)
    assert reply.choices[0].finish_reason == "length" and reply.choices[0].message.content == "项目依赖"
    assert reply.usage.completion_tokens == 4


def test_max_tokens_can_cut_arguments_mid_json_a_lesson_02_case():
    call = tool_call("read_file", {"path": "src/very/long/path/to/main.c"}, "call_1")
    _, c = client(scripted([assistant_calls(call)]))
    reply = c.chat.completions.create(model="fake-model", messages=USER, tools=TOOLS, max_completion_tokens=6)
    choice = reply.choices[0]
    assert choice.finish_reason == "length"
    arguments = choice.message.tool_calls[0].function.arguments
    assert call["function"]["arguments"].startswith(arguments) and arguments != call["function"]["arguments"]
    _, failure = parse_arguments(arguments)
    assert failure["error_type"] == "invalid_json" and "截断" in failure["message"]


# ---- fields a real response has --------------------------------------------------------------


def test_a_response_has_the_fields_real_code_reads():
    _, c = client()
    raw = c.chat.completions.with_raw_response.create(model="fake-model", messages=USER)
    reply = raw.parse()
    assert raw.headers["x-request-id"] == reply._request_id and reply._request_id.startswith("req_")
    assert reply.system_fingerprint and reply.service_tier == "default"
    message = reply.choices[0].message
    assert message.refusal is None and message.annotations == [] and reply.choices[0].logprobs is None
    assert reply.usage.prompt_tokens_details.cached_tokens == 0
    assert reply.usage.completion_tokens_details.reasoning_tokens == 0


def test_the_token_estimate_counts_chinese_by_character():
    assert estimate_tokens("项目依赖什么") == 6  # about one token per CJK character …
    assert estimate_tokens("which libraries") == 4  # … and about four characters per token otherwise
    assert estimate_tokens("中" * 400) > 10 * estimate_tokens("a" * 400) / 4
