"""The served fakes' stand-in model: it picks the tool that fits, finishes when the work is done,
and answers structured output with a value valid for the schema — labelled as the course's.

Frameworks force a call (``tool_choice`` ``required``) and list their finishing tool last
(pydantic-ai's ``final_result``, smolagents' ``final_answer``): a stand-in that always called the
first tool kept them looping until their step limit.
"""

import json

import jsonschema
import openai
import pytest

from lab_code.wire.chat_model import ask
from lab_code.wire.demo_brain import LABEL, demo_brain
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import assistant_calls, scripted, tool_call, tool_message
from lab_code.wire.schema_instance import SchemaInstanceError, instance


def fn(name, description="", parameters=None):
    parameters = parameters or {"type": "object", "properties": {}, "required": []}
    return {
        "type": "function",
        "function": {"name": name, "description": description, "parameters": parameters},
    }


CITY = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}
WEATHER = fn("get_weather", "Current weather of a city", CITY)
TIME = fn("get_time", "Local time of a city", CITY)
FINAL = fn(
    "final_result",
    "The final response which ends this conversation",
    {
        "type": "object",
        "properties": {
            "summary": {"type": "string"},
            "stars": {"type": "integer", "minimum": 1, "maximum": 5},
        },
        "required": ["summary", "stars"],
        "additionalProperties": False,
    },
)


def called(reply):
    return [
        (c["function"]["name"], json.loads(c["function"]["arguments"])) for c in reply.get("tool_calls") or []
    ]


@pytest.mark.parametrize(
    "question, tools, expected",
    [
        ("What time is it in Paris?", [WEATHER, TIME, FINAL], "get_time"),
        ("Will it rain? Check the weather", [TIME, WEATHER, FINAL], "get_weather"),
        (
            "读取 CMakeLists.txt 的内容",
            [fn("list_files", "列出项目文件"), fn("read_file", "读取一个文件的内容")],
            "read_file",
        ),
        ("hello", [WEATHER, TIME], "get_weather"),  # nothing fits better: the first listed
        ("hello", [FINAL], "final_result"),  # only a finishing tool: it answers at once
    ],
)
def test_a_forced_call_goes_to_the_tool_that_fits_the_task(question, tools, expected):
    body = {"messages": [{"role": "user", "content": question}], "tools": tools, "tool_choice": "required"}
    assert called(ask(demo_brain, body))[0][0] == expected


def _after_one_call(tools, choice):
    return {
        "messages": [
            {"role": "user", "content": "What time is it in Paris?"},
            assistant_calls(tool_call("get_time", {"city": "example"}, "call_1")),
            tool_message("call_1", "14:05"),
        ],
        "tools": tools,
        "tool_choice": choice,
    }


def test_with_the_results_back_a_forced_call_finishes_with_the_answer_in_it():
    ((name, arguments),) = called(ask(demo_brain, _after_one_call([WEATHER, TIME, FINAL], "required")))
    assert name == "final_result"
    assert arguments == {"summary": f"{LABEL}工具返回：14:05", "stars": 1}  # valid: 1 <= stars <= 5
    jsonschema.validate(arguments, FINAL["function"]["parameters"])


def test_without_a_finishing_tool_a_forced_call_takes_a_tool_not_called_yet():
    assert called(ask(demo_brain, _after_one_call([TIME, WEATHER], "required")))[0][0] == "get_weather"


def test_with_the_results_back_and_no_force_it_answers_in_text():
    reply = ask(demo_brain, _after_one_call([WEATHER, TIME, FINAL], "auto"))
    assert reply["content"] == f"{LABEL}工具返回：14:05" and not reply.get("tool_calls")


def test_a_call_written_as_text_and_its_observation_count_as_done():
    # smolagents' ToolCallingAgent replays its calls as assistant text and the result as a user message
    body = {
        "messages": [
            {"role": "user", "content": [{"type": "text", "text": "New task:\nWhat time is it in Paris?"}]},
            {"role": "assistant", "content": "Calling tools:\n[{'function': {'name': 'get_time'}}]"},
            {"role": "user", "content": [{"type": "text", "text": "Observation:\n14:05"}]},
        ],
        "tools": [TIME, fn("final_answer", "Provides a final answer to the given problem.", CITY)],
        "tool_choice": "required",
    }
    assert called(ask(demo_brain, body)) == [
        ("final_answer", {"city": f"{LABEL}工具返回：Observation:\n14:05"})
    ]


def test_a_tool_named_in_prose_is_not_a_call_so_a_new_question_is_a_new_task():
    body = {
        "messages": [
            {"role": "user", "content": "What time is it in Paris?"},
            assistant_calls(tool_call("get_time", {"city": "Paris"}, "call_1")),
            tool_message("call_1", "14:05"),
            {"role": "assistant", "content": "get_time says 14:05."},
            {"role": "user", "content": "And the weather?"},
        ],
        "tools": [TIME, WEATHER],
    }
    assert called(ask(demo_brain, body)) == [("get_weather", {"city": "example"})]


def test_a_named_or_allowed_tool_choice_still_narrows_the_choice():
    body = {"messages": [{"role": "user", "content": "time?"}], "tools": [WEATHER, TIME, FINAL]}
    named = ask(
        demo_brain, {**body, "tool_choice": {"type": "function", "function": {"name": "get_weather"}}}
    )
    allowed = {"type": "allowed_tools", "allowed_tools": {"mode": "required", "tools": [WEATHER, FINAL]}}
    assert (
        called(named)[0][0] == "get_weather"
        and called(ask(demo_brain, {**body, "tool_choice": allowed}))[0][0] == "get_weather"
    )


STRICT_CITY = {
    "type": "object",
    "properties": {"name": {"type": "string"}, "country": {"$ref": "#/$defs/country"}},
    "required": ["name", "country"],
    "additionalProperties": False,
    "$defs": {"country": {"type": "string", "enum": ["FR", "DE"]}},
}


def test_structured_output_through_the_sdk_is_valid_for_the_schema_and_labelled():
    server = FakeOpenAIServer(demo_brain)
    wanted = {"type": "json_schema", "json_schema": {"name": "city", "schema": STRICT_CITY, "strict": True}}
    reply = server.client(_strict_response_validation=True).chat.completions.create(
        model="fake-model", messages=[{"role": "user", "content": "Paris?"}], response_format=wanted
    )
    value = json.loads(reply.choices[0].message.content)
    jsonschema.validate(value, STRICT_CITY)
    assert value == {"name": f"{LABEL}收到：Paris?", "country": "FR"}
    plain = server.client().chat.completions.create(
        model="fake-model",
        messages=[
            {"role": "user", "content": "hi, as JSON"}
        ],  # JSON mode needs the word (the real API's rule)
        response_format={"type": "json_object"},
    )
    assert json.loads(plain.choices[0].message.content) == {"answer": f"{LABEL}收到：hi, as JSON"}


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "integer", "exclusiveMinimum": 3, "multipleOf": 5},
        {"type": "number", "minimum": 0.5, "maximum": 0.75},
        {"type": "array", "items": {"type": "string", "minLength": 9}, "minItems": 2},
        {"type": "array", "prefixItems": [{"const": "x"}, {"type": "boolean"}]},
        {"anyOf": [{"type": "null"}, {"type": "string", "format": "date-time"}]},
        {
            "type": ["null", "object"],
            "properties": {"a": {"allOf": [{"type": "integer"}, {"minimum": 7}]}},
            "required": ["a"],
        },
        {"type": "string", "maxLength": 3},
    ],
)
def test_the_built_value_fits_each_kind_of_schema(schema):
    jsonschema.validate(instance(schema, text="labelled text"), schema)


def test_a_schema_it_cannot_satisfy_is_a_clear_course_error_not_an_invalid_value():
    with pytest.raises(SchemaInstanceError, match="'pattern'"):
        instance({"type": "string", "pattern": "^[0-9]{3}$"})
    server = FakeOpenAIServer(demo_brain)
    tools = [
        fn(
            "code",
            "",
            {
                "type": "object",
                "properties": {"zip": {"type": "string", "pattern": "^[0-9]{5}$"}},
                "required": ["zip"],
            },
        )
    ]
    with pytest.raises(openai.InternalServerError) as info:
        server.client().chat.completions.create(
            model="fake-model", messages=[{"role": "user", "content": "x"}], tools=tools
        )
    assert (
        "cannot build a value" in info.value.body["message"]
        and info.value.response.headers["x-fake-wording"] == "course"
    )


@pytest.mark.parametrize(
    "schema",
    [
        {"type": "array", "minItems": 10**9},
        {"type": "string", "minLength": 10**9},
        {"type": "array", "minItems": 100, "items": {"type": "array", "minItems": 100}},
        {"type": "object", "properties": {"child": {"$ref": "#"}}, "required": ["child"]},  # endless
    ],
)
def test_a_schema_that_asks_for_too_much_is_refused_not_built(schema):
    # any local client can send a tool schema: the stand-in must not try to build 10**9 items
    with pytest.raises(SchemaInstanceError):
        instance(schema)


def test_a_brain_that_ignores_strict_structured_output_fails_loudly():
    server = FakeOpenAIServer(scripted([{"role": "assistant", "content": "Paris is in France"}]))
    wanted = {"type": "json_schema", "json_schema": {"name": "city", "schema": STRICT_CITY, "strict": True}}
    with pytest.raises(openai.InternalServerError) as info:
        server.client().chat.completions.create(
            model="fake-model", messages=[{"role": "user", "content": "x"}], response_format=wanted
        )
    assert (
        info.value.body["code"] == "fake_brain_broke_request"
        and "it is not JSON" in info.value.body["message"]
    )
