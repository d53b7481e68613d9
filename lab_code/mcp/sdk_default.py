"""The SDK's high-level ``MCPServer`` next to the spec: the answers that differ, made visible.

``MCPServer`` is the quickest way to write a server (a decorated function is a tool; its
signature becomes the schema). Its defaults, in ``mcp`` 2.3:

* an unknown tool comes back as a *result* with ``isError: true`` — the spec calls it a
  protocol error (JSON-RPC -32602), which our server (``server.py``) answers instead;
* arguments are validated by Pydantic in lax mode: ``"1"`` for an integer is accepted as 1,
  and an argument the schema does not have is silently dropped (lesson 03: strict vs lax).

``answer_line`` describes any answer in one line, so a notebook can put both servers' answers
to the same kind of call next to each other.

Lessons: 06
"""

from __future__ import annotations

import logging

import mcp_types as types
from mcp import MCPError
from mcp.server import MCPServer


def sdk_default_server() -> MCPServer:
    """A one-tool ``MCPServer`` with every default left as the SDK ships it."""
    # Building an MCPServer calls logging.basicConfig(level=INFO) on the root logger (mcp 2.3):
    # every library's INFO lines would then reach stderr. Put the root logger back as it was.
    root = logging.getLogger()
    level, handlers = root.level, list(root.handlers)
    server = MCPServer("sdk-default-demo")
    root.setLevel(level)
    root.handlers[:] = handlers

    @server.tool()
    def add(a: int, b: int) -> int:
        """Add two integers."""
        return a + b

    return server


def answer_line(call, name: str, arguments: dict, limit: int = 110) -> str:
    """``call(name, arguments)`` → one line: a result (``isError`` and what it says) or the
    JSON-RPC error (code and message)."""
    try:
        result: types.CallToolResult = call(name, arguments)
    except MCPError as exc:
        return f"JSON-RPC 错误 {exc.error.code}：{exc.error.message[:limit]}"
    structured = result.structured_content or {}
    if "message" in structured:  # our server: the error type and the message the model reads
        said = f"[{structured.get('error_type')}] {structured['message']}"
    else:
        text = next((b.text for b in result.content if isinstance(b, types.TextContent)), "")
        said = text.strip().splitlines()[0] if text.strip() else ""
    return f"结果 isError={str(bool(result.is_error)).lower()}：{said[:limit]}"
