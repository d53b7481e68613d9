"""The host's side of MCP, in a few lines: offer the servers' tools to a model, route its calls back.

A host (the application holding MCP clients) is where function calling and MCP meet. It does
three things for every model turn (``run_host_turns``):

1. ``tools/list`` of every server → the model's ``tools`` (``bridge.openai_tools``);
2. each ``tool_call`` the model writes → a ``tools/call`` on the server that owns the tool;
3. the result → one ``role: "tool"`` message per call id, in the model's order.

With one server, the tool names are the server's. With several, two servers may both have a
``read_file``; a host that merges the lists into one dict keeps only the last one and sends
every call there, silently. So ``merge_servers`` prefixes each tool with its server's name
(``app__read_file``) and keeps a route table back to ``(server, tool)``. The spec leaves this
to the host: it asks for names unique *within* one server (lesson 06, §6.1).

Arguments are parsed with lesson 02's parser before anything is sent: a model's broken JSON
becomes that call's ``invalid_json`` result, never a request to the server. A JSON-RPC error
from a server (``mcp.MCPError``: unknown tool there, or the server's own bug) is not a tool
result the model could fix, so it propagates and ends the turns.

Lessons: 06
"""

from __future__ import annotations

from dataclasses import dataclass

from lab_code.arguments.validator import parse_arguments
from lab_code.mcp.bridge import openai_tools, result_of
from lab_code.wire.messages import tool_message
from lab_code.wire.tool_results import error_result, to_tool_content

SEPARATOR = "__"  # OpenAI function names allow only [a-zA-Z0-9_-]: no "." or "/"


@dataclass
class ToolRoutes:
    """The model's tool list and, for every name in it, which client serves it under which name."""

    tools: list[dict]
    routes: dict[str, tuple[object, str]]  # model-facing name -> (client, the server's own name)

    def call(self, name: str, arguments: dict) -> dict:
        """One call the model asked for, sent to the server that owns it; a result dict back."""
        client, own_name = self.routes[name]
        return result_of(client.call_tool(own_name, arguments))


def single_server(client) -> ToolRoutes:
    """One server: the model sees the server's own names."""
    tools = openai_tools(client.list_tools())
    return ToolRoutes(tools, {t["function"]["name"]: (client, t["function"]["name"]) for t in tools})


def merge_servers(clients: dict[str, object]) -> ToolRoutes:
    """Several servers: ``<server>__<tool>`` for every tool, so equal names cannot shadow each other."""
    tools, routes = [], {}
    for server, client in clients.items():
        for tool in openai_tools(client.list_tools()):
            own = tool["function"]["name"]
            tool["function"]["name"] = f"{server}{SEPARATOR}{own}"
            tools.append(tool)
            routes[tool["function"]["name"]] = (client, own)
    return ToolRoutes(tools, routes)


def run_host_turns(
    model_client, routes: ToolRoutes, question: str, *, model: str, max_turns: int = 6
) -> list[dict]:
    """A user question, answered by a model that may call the servers' tools; returns the messages."""
    messages: list[dict] = [{"role": "user", "content": question}]
    for _ in range(max_turns):
        reply = model_client.chat.completions.create(model=model, messages=messages, tools=routes.tools)
        message = reply.choices[0].message.model_dump(exclude_none=True)
        messages.append(message)
        calls = message.get("tool_calls") or []
        if not calls:
            return messages
        for call in calls:
            name, raw = call["function"]["name"], call["function"]["arguments"]
            arguments, failure = parse_arguments(raw if raw.strip() else "{}")
            if failure is None and name not in routes.routes:
                failure = error_result(
                    "unknown_tool", f"没有名为 {name} 的工具；可用：{sorted(routes.routes)}。"
                )
            result = failure or routes.call(name, arguments)
            messages.append(tool_message(call["id"], to_tool_content(result)))
    return messages
