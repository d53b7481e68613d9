"""From MCP back to function calling: the host's side of the picture.

The model never speaks MCP. The host (the application holding the MCP client) does three
things, and only these:

1. ``tools/list`` → the model's ``tools`` parameter: ``inputSchema`` becomes ``parameters``
   (``openai_tools``), nothing else changes;
2. each ``tool_call`` the model writes → ``tools/call`` on the server (``agent_tools``);
3. the ``CallToolResult`` → the tool message the model reads (``result_of``).

``run_crossbuild_over_mcp`` is lesson 07's ``AgentLoop`` with tools that are served over MCP:
same model, same guards in the loop, same verification by the program — the loop cannot tell
where a tool came from.

Lessons: 06, 07
"""

from __future__ import annotations

import os

import mcp_types as types

from lab_code.agent.crossbuild import run_crossbuild
from lab_code.agent.loop import RunResult, Tool
from lab_code.wire.tool_results import error_result, ok_result


def openai_tools(tools: list[types.Tool]) -> list[dict]:
    """``tools/list`` entries → Chat Completions ``tools`` (MCP-only fields are dropped)."""
    return [
        {
            "type": "function",
            "function": {
                "name": tool.name,
                "description": tool.description or "",
                "parameters": tool.input_schema,
            },
        }
        for tool in tools
    ]


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


def run_crossbuild_over_mcp(
    client,
    workdir: str | os.PathLike,
    model,
    target: str,
    *,
    trace=None,
    observer=None,
    max_turns: int = 30,
) -> RunResult:
    """Lesson 07's cross-build (``run_crossbuild``), every tool call served by the MCP server
    behind ``client``. ``workdir`` and ``target`` must be the ones the server was started with:
    the program verifies the artifact there itself, whatever the server or the model says.
    """
    return run_crossbuild(
        workdir, model, target, trace=trace, observer=observer, max_turns=max_turns, tools=agent_tools(client)
    )
