"""From MCP back to function calling: the host's side of the picture.

The model never speaks MCP. The host (the application holding the MCP client) does three
things, and only these:

1. ``tools/list`` → the model's ``tools`` parameter: ``inputSchema`` becomes ``parameters``
   (``openai_tools``), nothing else changes;
2. each ``tool_call`` the model writes → ``tools/call`` on the server (``agent_tools``);
3. the ``CallToolResult`` → the tool message the model reads (``result_of``).

``run_crossbuild_over_mcp`` is lesson 07's run with tools that are served over MCP: the one run
assembly (``agent.crossbuild``) with the design ``ServedOverMcp`` -- same model, same guards in
the loop, same redactor, same verification by the program. The loop cannot tell where a tool
came from.

Lessons: 06, 07
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass

import mcp_types as types

from lab_code.agent.crossbuild import CURRENT, run_crossbuild
from lab_code.agent.loop import RunResult, Tool
from lab_code.agent.rule_plan import PlanFactory
from lab_code.agent.tools import Workspace
from lab_code.wire.messages import function_tool
from lab_code.wire.tool_results import error_result, ok_result


def openai_tools(tools: list[types.Tool]) -> list[dict]:
    """``tools/list`` entries → Chat Completions ``tools`` (MCP-only fields are dropped)."""
    return [function_tool(tool.name, tool.description or "", tool.input_schema) for tool in tools]


def result_of(answer: types.CallToolResult) -> dict:
    """A ``CallToolResult`` as the structured result the agent's loop works with.

    Our server sends that result as ``structuredContent``; for any other server the text
    blocks and ``isError`` are all there is.
    """
    structured = answer.structured_content
    if isinstance(structured, dict) and "ok" in structured:
        return structured
    text = "\n".join(block.text for block in answer.content if isinstance(block, types.TextContent))
    return error_result("business_error", text) if answer.is_error else ok_result(text)


def agent_tools(client) -> dict[str, Tool]:
    """The server's tools as ``AgentLoop`` tools: each call is a ``tools/call`` via ``client``.

    A JSON-RPC error (unknown tool, the server's own bug) raises ``mcp.MCPError`` inside the
    loop's tool call, which the loop treats like any exception that is not a ``ToolError``:
    the run stops with ``internal_error`` instead of asking the model to "fix" it.
    """

    def bound(name: str):
        return lambda **arguments: result_of(client.call_tool(name, arguments))

    return {
        tool.name: Tool(tool.name, bound(tool.name), tool.input_schema, tool.description or "")
        for tool in client.list_tools()
    }


@dataclass(frozen=True)
class ServedOverMcp:
    """A design (``agent.crossbuild.Design``) whose tools are the MCP server's behind ``client``:
    the agent's own tools, reached another way, so the prompt and the stand-in's plan are the
    current design's. The run's local workspace is still the program's: it verifies there."""

    client: object
    name: str = "mcp"
    description: str = "当前设计的工具，经过 MCP（tools/call）调用"
    prompt_edits: tuple[tuple[str, str], ...] = CURRENT.prompt_edits
    stand_in: PlanFactory = CURRENT.stand_in

    def tools(self, workspace: Workspace) -> Mapping[str, Tool]:
        return agent_tools(self.client)


def run_crossbuild_over_mcp(client, workdir: str | os.PathLike, model, target: str, **fields) -> RunResult:
    """Lesson 07's cross-build (``run_crossbuild``), every tool call served by the MCP server
    behind ``client``. ``workdir`` and ``target`` must be the ones the server was started with:
    the program verifies the artifact there itself, whatever the server or the model says.
    ``fields``: ``agent.crossbuild.RunConfig``'s (``trace=``, ``observer=``, ``max_turns=`` …).
    """
    return run_crossbuild(workdir, model, target, design=ServedOverMcp(client), **fields)
