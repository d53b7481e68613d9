"""One model interface: every model is a ``ChatModel``, a brain function is wrapped once, and
``tool_choice`` and the tool-name rule are each read in one place that everybody uses."""

import itertools

import openai
import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from lab_code.options.native_calling import ChoiceBrain
from lab_code.options.tool_registry import Registry
from lab_code.wire.chat_model import ANY_REPLY, BrainModel, ReplyRules, as_chat_model, ask
from lab_code.wire.demo_brain import demo_brain
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call
from lab_code.wire.openai_model import OpenAIModel
from lab_code.wire.tool_choice import allowed_calls
from lab_code.wire.tool_definitions import MAX_NAME, check_name, is_tool_name, to_tool_name

CITY = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}
TOOLS = [
    {"type": "function", "function": {"name": name, "description": what, "parameters": CITY}}
    for name, what in [("get_weather", "城市的天气"), ("get_time", "城市的时间"), ("finish", "结束")]
]
ASK = [{"role": "user", "content": "杭州的天气和时间？"}]
CHOICES = [
    None,
    "auto",
    "none",
    "required",
    {"type": "function", "function": {"name": "get_time"}},
    {
        "type": "allowed_tools",
        "allowed_tools": {
            "mode": "required",
            "tools": [{"type": "function", "function": {"name": "finish"}}],
        },
    },
    {
        "type": "allowed_tools",
        "allowed_tools": {"mode": "auto", "tools": [{"type": "function", "function": {"name": "get_time"}}]},
    },
]


class RecordingModel:
    """A ChatModel that keeps what it was asked."""

    name = "recording"

    def __init__(self):
        self.asked = []

    def next_message(self, messages, tools, rules=ANY_REPLY):
        self.asked.append((messages, tools, rules))
        return assistant_text('{"答": "好"}')  # JSON: valid for any structured-output request here


@pytest.mark.parametrize("choice, parallel", list(itertools.product(CHOICES, [None, False])))
@pytest.mark.parametrize("make_model", [lambda: demo_brain, ChoiceBrain], ids=["demo_brain", "choice_brain"])
def test_the_stand_ins_obey_every_tool_choice_the_way_the_server_checks_it(make_model, choice, parallel):
    # The server refuses (HTTP 500) any reply that breaks the request; both stand-ins choose from
    # the same reading of tool_choice, so every combination must come back as a normal answer.
    client = FakeOpenAIServer(make_model()).client()
    extra = {
        k: v for k, v in {"tool_choice": choice, "parallel_tool_calls": parallel}.items() if v is not None
    }
    reply = client.chat.completions.create(model="fake-model", messages=ASK, tools=TOOLS, **extra)
    names = [c.function.name for c in reply.choices[0].message.tool_calls or []]
    assert allowed_calls(TOOLS, choice, parallel).problem(names) is None, names


def test_a_brain_that_ignores_tool_choice_is_caught_by_the_same_reading():
    client = FakeOpenAIServer(ScriptedModel([assistant_calls(tool_call("get_weather", {}, "c1"))])).client()
    with pytest.raises(openai.InternalServerError) as info:
        client.chat.completions.create(
            model="fake-model",
            messages=ASK,
            tools=TOOLS,
            tool_choice={"type": "function", "function": {"name": "get_time"}},
        )
    assert (
        allowed_calls(TOOLS, {"type": "function", "function": {"name": "get_time"}}).limit_rule
        in info.value.body["message"]
    )


def test_auto_and_required_do_not_limit_names_so_an_invented_tool_can_be_taught():
    assert allowed_calls(TOOLS, "required").problem(["delete_everything"]) is None
    assert allowed_calls(TOOLS, None).problem(["delete_everything"]) is None
    assert allowed_calls(TOOLS, "none").problem(["get_time"]) is not None
    assert allowed_calls([], None).problem(["get_time"])[1] == "send tools=[...] with the request"


def test_a_fake_server_hands_its_model_the_reply_rules_and_not_the_transport_fields():
    model = RecordingModel()
    client = FakeOpenAIServer(model).client()
    wanted = {"type": "json_object"}
    client.chat.completions.create(
        model="fake-model", messages=ASK, tools=TOOLS, tool_choice="auto", parallel_tool_calls=False, n=2
    )
    in_json = [{"role": "user", "content": "杭州的天气，用 JSON 回答"}]  # JSON mode needs the word
    client.chat.completions.create(
        model="fake-model", messages=in_json, response_format=wanted, max_tokens=50
    )
    (messages, tools, rules), second, third = model.asked  # n=2: the model is asked twice
    assert messages == ASK and tools == TOOLS and second[2] == rules
    assert rules == ReplyRules(tool_choice="auto", parallel_tool_calls=False)
    assert third[1] == [] and third[2] == ReplyRules(response_format=wanted)


def test_a_brain_function_is_wrapped_once_and_sees_only_what_a_model_sees():
    seen = []
    model = as_chat_model(lambda body: seen.append(body) or assistant_text("好"))
    assert isinstance(model, BrainModel) and as_chat_model(model) is model
    body = {"model": "m", "messages": ASK, "tools": TOOLS, "tool_choice": "required", "stream": True, "n": 1}
    assert ask(model, body)["content"] == "好"
    assert seen == [{"messages": ASK, "tools": TOOLS, "tool_choice": "required"}]
    with pytest.raises(TypeError, match="ChatModel"):
        as_chat_model("not a model")


def test_the_provider_adapter_sends_the_reply_rules_and_no_empty_tools():
    server = FakeOpenAIServer(demo_brain)
    model = OpenAIModel(server.client(), model="m1", name="offline")
    reply = model.next_message(
        ASK, TOOLS, ReplyRules(tool_choice={"type": "function", "function": {"name": "get_time"}})
    )
    assert reply["tool_calls"][0]["function"]["name"] == "get_time"
    assert model.next_message(ASK, [])["content"].startswith("（课程的离线替身模型）")
    first, second = server.requests
    assert (
        first["tool_choice"] == {"type": "function", "function": {"name": "get_time"}}
        and first["model"] == "m1"
    )
    assert "tools" not in second and "tool_choice" not in second
    assert model.name == "offline"


NAMES = st.text(alphabet=st.characters(codec="utf-8"), max_size=70) | st.text(
    alphabet="abcXYZ019_-.", min_size=0, max_size=70
)


@given(NAMES)
def test_one_tool_name_rule_for_the_fake_server_the_registry_and_the_converters(name):
    assume(name)  # an empty name means "use the function's own name" in the registry
    registry = Registry()

    def tool(city: str) -> str:
        return city

    try:
        registry.tool("测试", name=name)(tool)
        registered = True
    except ValueError:
        registered = False
    assert registered == is_tool_name(name) == (check_name(name, "tools[0].function.name") is None)
    converted = to_tool_name(name)
    assert len(converted) == len(name) and is_tool_name(converted[:MAX_NAME])
