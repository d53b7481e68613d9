"""Two agent frameworks the course does not use cannot tell the fakes from a real API.

openai-agents (its Chat Completions model and its default Responses model) and langchain-openai
each run a two-tool agent against lesson 01's brain, which asks for both tools in one turn
(parallel calls) and answers once both results are back — streaming and not. These packages
are test-only (requirements-test.txt); students never install them.
"""

import asyncio

import pytest

from lab_code.wire import FakeOpenAIServer, FakeResponsesServer
from lab_code.wire import roundtrip as lesson

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
