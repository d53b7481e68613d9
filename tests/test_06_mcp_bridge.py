"""Lesson 06, the host's side: tools/list → OpenAI tools, results back into the agent loop, the
same verified cross-build with every call served over stdio MCP, and the cost benchmark.
"""

from __future__ import annotations

from pathlib import Path

import mcp_types as types
import pytest
from mcp import MCPError

from lab_code.agent import crossbuild, models
from lab_code.agent.loop import AgentLoop
from lab_code.agent.projects import copy_project
from lab_code.mcp.bench import cost_per_call
from lab_code.mcp.blocking import BlockingClient
from lab_code.mcp.bridge import agent_tools, openai_tools, result_of, run_crossbuild_over_mcp
from lab_code.mcp.server import build_server
from lab_code.mcp.spawn import host_config, server_argv
from lab_code.mcp.toolbox import AgentToolbox
from lab_code.wire.messages import ScriptedModel, assistant_calls, assistant_text, tool_call

TARGET = "aarch64-linux-musl"


def _steps(run) -> list[tuple]:
    return [(s.tool, s.args, s.ok, s.error_type, s.exit_code, s.knowledge_hits) for s in run.steps]


@pytest.mark.slow
def test_the_agent_loop_over_mcp_gives_the_same_verified_crossbuild(tmp_path):
    local_dir = copy_project("hello_lib", tmp_path / "local" / "hello_lib")
    mcp_dir = copy_project("hello_lib", tmp_path / "mcp" / "hello_lib")
    local = crossbuild.run_crossbuild(local_dir, models.RuleBasedModel(), TARGET)
    # The server in process (the SDK's own memory streams): the stdio pipe under the same loop
    # is lesson 07's optional section, which nbval runs; stdio itself is test_06_mcp_stdio.py's.
    box = AgentToolbox.open(mcp_dir, TARGET, sandbox="off")
    with BlockingClient(build_server(box)) as client:
        served = run_crossbuild_over_mcp(client, mcp_dir, models.RuleBasedModel(), TARGET)
        cost = cost_per_call(box, client, calls=10)  # also checks both sides give the same result
    assert local.stop_reason == served.stop_reason == "verified"
    assert _steps(served) == _steps(local) and len(served.steps) >= 4
    assert served.verification["machine"] == local.verification["machine"] == "EM_AARCH64"
    assert cost.calls == 10 and cost.local_ms > 0 and cost.mcp_ms > 0


class _FakeClient:
    """Stands in for an MCP client: a fixed tool list, answers from a function."""

    def __init__(self, answer):
        self.answer = answer

    def list_tools(self):
        schema = {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]}
        return [types.Tool(name="read_file", description="读文件", input_schema=schema, title="Read")]

    def call_tool(self, name, arguments):
        return self.answer(name, arguments)


def test_openai_tools_keep_name_description_schema_and_drop_the_rest():
    tools = _FakeClient(None).list_tools()
    assert openai_tools(tools) == [
        {
            "type": "function",
            "function": {"name": "read_file", "description": "读文件", "parameters": tools[0].input_schema},
        }
    ]


def test_results_of_a_server_without_structured_content():
    text = [types.TextContent(type="text", text="line 1"), types.TextContent(type="text", text="line 2")]
    assert result_of(types.CallToolResult(content=text, is_error=False)) == {
        "ok": True,
        "content": "line 1\nline 2",
    }
    failed = result_of(types.CallToolResult(content=text[:1], is_error=True))
    assert failed["ok"] is False and failed["message"] == "line 1"


def test_a_protocol_error_from_the_server_stops_the_run_as_internal_error():
    def refuse(name, arguments):
        raise MCPError(types.INTERNAL_ERROR, "服务端内部出错")

    model = ScriptedModel(
        [assistant_calls(tool_call("read_file", {"path": "a.c"}, "call_1")), assistant_text("不该走到这里")]
    )
    run = AgentLoop(model, agent_tools(_FakeClient(refuse))).run([{"role": "user", "content": "go"}])
    assert run.stop_reason == "internal_error"
    assert run.steps[0].result["error_type"] == "internal_error"


def test_the_loop_validates_before_anything_goes_over_the_wire():
    sent = []
    model = ScriptedModel(
        [assistant_calls(tool_call("read_file", {"path": 3}, "call_1")), assistant_text("好")]
    )
    AgentLoop(model, agent_tools(_FakeClient(lambda *call: sent.append(call)))).run(
        [{"role": "user", "content": "go"}]
    )
    assert sent == [], "arguments that fail the schema are answered by the host, not sent"


def test_cost_per_call_refuses_to_compare_different_answers(tmp_path):
    box = AgentToolbox.open(copy_project("hello_lib", tmp_path / "hello_lib"), TARGET, sandbox="off")
    wrong = _FakeClient(
        lambda name, arguments: types.CallToolResult(
            content=[], structured_content={"ok": True, "content": "x"}
        )
    )
    with pytest.raises(AssertionError, match="differ"):
        cost_per_call(box, wrong, calls=2)


def test_the_host_config_starts_the_same_command():
    config = host_config("/projects/demo")
    entry = config["mcpServers"]["crossbuild"]
    assert [entry["command"], *entry["args"]] == server_argv("/projects/demo", python=entry["command"])
    assert entry["args"][:3] == ["-m", "lab_code.mcp", "serve"] and Path(entry["command"]).name == "python"
