"""Agent frameworks the course does not use cannot tell the fakes from a real API, and can finish.

openai-agents (its Chat Completions model and its default Responses model) and langchain-openai
each run a two-tool agent against lesson 01's brain, which asks for both tools in one turn
(parallel calls) and answers once both results are back — streaming and not.

pydantic-ai (Chat Completions, Responses and Anthropic Messages; output through its output tool
and through native structured output), smolagents' ToolCallingAgent and openai-agents with a
structured ``output_type`` run against the fakes *served over HTTP* with the stand-in model that
``python -m lab_code.wire serve`` uses: they force a call and list their finishing tool last, so
each run must call the tool that fits the question and then finish with a valid structured answer.

These packages are test-only (requirements-test.txt); students never install them.
"""

import asyncio
import json

import pytest
from pydantic import BaseModel, Field

from lab_code.wire import FakeAnthropicServer, FakeOpenAIServer, FakeResponsesServer
from lab_code.wire import roundtrip as lesson
from lab_code.wire.chat_model import as_chat_model, ask
from lab_code.wire.demo_brain import LABEL, demo_brain
from lab_code.wire.http_serve import serving

ANSWER = "项目依赖 ZLIB；交叉编译前要先为目标平台准备 zlib。"


def _tools(decorator):
    def list_files() -> str:
        """List the project's files."""
        return lesson.list_files()

    def read_file(path: str) -> str:
        """Read one project file."""
        return lesson.read_file(path)

    return [decorator(list_files), decorator(read_file)]


def _parallel_turn(requests: list[dict]) -> list[list[str]]:
    """For each request that carried tool results: the call ids it answered, in order."""
    answered = []
    for body in requests:
        if "messages" in body:
            ids = [m["tool_call_id"] for m in body["messages"] if m["role"] == "tool"]
        else:
            items = body["input"] if isinstance(body.get("input"), list) else []
            ids = [i["call_id"] for i in items if i.get("type") == "function_call_output"]
        if ids:
            answered.append(ids)
    return answered


# The frameworks are imported inside the tests: importing them costs about 1.5 s, and every test
# worker collects this module, while only one runs it.
@pytest.mark.parametrize("model_name", ["OpenAIChatCompletionsModel", "OpenAIResponsesModel"])
@pytest.mark.parametrize("streamed", [False, True])
def test_openai_agents_runs_a_parallel_two_tool_agent(model_name, streamed):
    import agents
    from agents import Agent, Runner, function_tool, set_tracing_disabled

    model_class = getattr(agents, model_name)
    set_tracing_disabled(True)  # no trace export: the run stays offline
    server = FakeResponsesServer(lesson.roundtrip_brain)
    model = model_class(model="fake-model", openai_client=server.async_client())
    agent = Agent(
        name="diagnose", instructions=lesson.SYSTEM_PROMPT, tools=_tools(function_tool), model=model
    )

    async def run():
        if not streamed:
            return (await Runner.run(agent, lesson.USER_QUESTION)).final_output
        result = Runner.run_streamed(agent, lesson.USER_QUESTION)
        async for _ in result.stream_events():
            pass
        return result.final_output

    assert asyncio.run(run()) == ANSWER
    assert _parallel_turn(server.requests) == [["call_a", "call_b"]]
    endpoint = "input" if model_name == "OpenAIResponsesModel" else "messages"
    assert all(endpoint in body for body in server.requests)
    assert all(body.get("stream", False) is streamed for body in server.requests)


@pytest.mark.parametrize("streaming", [False, True])
def test_langchain_openai_runs_a_parallel_two_tool_agent(streaming):
    from langchain_core.messages import HumanMessage, ToolMessage
    from langchain_core.tools import tool
    from langchain_openai import ChatOpenAI

    server = FakeOpenAIServer(lesson.roundtrip_brain)
    tools = {t.name: t for t in _tools(tool)}
    llm = ChatOpenAI(
        model="fake-model",
        api_key="sk-dummy-not-a-key",
        base_url="http://fake-openai.invalid/v1",
        http_client=server.http_client(),
        max_retries=0,
        streaming=streaming,
    ).bind_tools(list(tools.values()))
    messages = [HumanMessage(lesson.USER_QUESTION)]
    for _ in range(3):  # the agent loop: ask, run every call, answer every id, ask again
        reply = llm.invoke(messages)
        messages.append(reply)
        if not reply.tool_calls:
            break
        for call in reply.tool_calls:
            messages.append(ToolMessage(tools[call["name"]].invoke(call["args"]), tool_call_id=call["id"]))
    assert reply.content == ANSWER
    assert [c["id"] for c in messages[1].tool_calls] == ["call_a", "call_b"]
    assert _parallel_turn(server.requests) == [["call_a", "call_b"]]
    assert all(body.get("stream", False) is streaming for body in server.requests)


# ---- frameworks that force a call and finish with a tool of their own --------------------------

QUESTION = "What time is it in Paris?"
FINISHED = f"{LABEL}工具返回：example: 14:05"  # the stand-in's answer after get_time("example")


class Clock(BaseModel):
    city: str
    hour: int = Field(ge=0, le=23)


def get_weather(city: str) -> str:
    """Current weather of a city.

    Args:
        city: the city's name
    """
    return f"{city}: sunny"


def get_time(city: str) -> str:
    """Local time of a city.

    Args:
        city: the city's name
    """
    return f"{city}: 14:05"


def _calling(brain):
    """``brain``, and the list of the tool names it calls, in order."""
    calls = []

    def brain_that_records(body):
        reply = ask(as_chat_model(brain), body)
        calls.extend(c["function"]["name"] for c in reply.get("tool_calls") or [])
        return reply

    return brain_that_records, calls


@pytest.mark.parametrize("api", ["chat", "responses", "anthropic"])
@pytest.mark.parametrize("output", ["output tool", "native"])
def test_pydantic_ai_agents_call_the_fitting_tool_and_finish(api, output):
    from pydantic_ai import Agent, NativeOutput
    from pydantic_ai.models.anthropic import AnthropicModel
    from pydantic_ai.models.openai import OpenAIChatModel, OpenAIResponsesModel
    from pydantic_ai.providers.anthropic import AnthropicProvider
    from pydantic_ai.providers.openai import OpenAIProvider

    brain, calls = _calling(demo_brain)
    server = {"chat": FakeOpenAIServer, "responses": FakeResponsesServer, "anthropic": FakeAnthropicServer}[
        api
    ](brain)
    with serving(server, path="" if api == "anthropic" else "/v1") as url:
        if api == "anthropic":  # a real model id, so pydantic-ai uses its real Claude profile
            model = AnthropicModel(
                "claude-sonnet-4-6", provider=AnthropicProvider(api_key="sk-dummy", base_url=url)
            )
        else:
            model_class = OpenAIChatModel if api == "chat" else OpenAIResponsesModel
            model = model_class("fake-model", provider=OpenAIProvider(api_key="sk-dummy", base_url=url))
        agent = Agent(
            model,
            output_type=NativeOutput(Clock) if output == "native" else Clock,
            tools=[get_weather, get_time],
        )
        result = agent.run_sync(QUESTION)
    assert result.output == Clock(city=FINISHED, hour=1)
    assert calls == (["get_time"] if output == "native" else ["get_time", "final_result"])
    first = server.requests[0]
    if output == "native":
        asked = first.get("response_format") or first.get("text") or first.get("output_config")
        assert "json_schema" in json.dumps(asked)
    else:
        assert first["tool_choice"] in ("required", {"type": "any"})


def test_smolagents_tool_calling_agent_finishes_with_final_answer():
    from smolagents import OpenAIServerModel, ToolCallingAgent, tool

    brain, calls = _calling(demo_brain)
    server = FakeOpenAIServer(brain)
    with serving(server) as url:
        model = OpenAIServerModel(model_id="fake-model", api_base=url, api_key="sk-dummy")
        agent = ToolCallingAgent(
            tools=[tool(get_weather), tool(get_time)], model=model, max_steps=4, verbosity_level=0
        )
        answer = agent.run(QUESTION)
    assert answer == f"{LABEL}工具返回：Observation:\nexample: 14:05"  # smolagents reports results as text
    assert calls == ["get_time", "final_answer"]
    assert all(body["tool_choice"] == "required" for body in server.requests)
    assert [t["function"]["name"] for t in server.requests[0]["tools"]][-1] == "final_answer"  # listed last


@pytest.mark.parametrize("model_name", ["OpenAIChatCompletionsModel", "OpenAIResponsesModel"])
def test_openai_agents_structured_output_type(model_name):
    import agents
    from agents import Agent, Runner, function_tool, set_tracing_disabled

    set_tracing_disabled(True)
    brain, calls = _calling(demo_brain)
    server = FakeResponsesServer(brain)
    model = getattr(agents, model_name)(model="fake-model", openai_client=server.async_client())
    agent = Agent(
        name="clock",
        tools=[function_tool(get_weather), function_tool(get_time)],
        model=model,
        output_type=Clock,
    )
    result = asyncio.run(Runner.run(agent, QUESTION))
    assert result.final_output == Clock(city=FINISHED, hour=1) and calls == ["get_time"]
