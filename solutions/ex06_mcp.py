"""Reference solutions for lesson 06 (MCP)."""

from __future__ import annotations

import json


def tools_call_request(request_id, name: str, arguments: dict) -> dict:
    """练习 6.1：a JSON-RPC 2.0 request; the id is echoed back by the answer, so keep its type."""
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "tools/call",
        "params": {"name": name, "arguments": arguments},
    }


def expected_answer(line: str, tools: dict) -> str:
    """练习 6.2：walk the checks in the order a server makes them."""
    import jsonschema

    try:
        message = json.loads(line)
    except ValueError:
        return "parse_error"
    if (
        not isinstance(message, dict)
        or message.get("jsonrpc") != "2.0"
        or not isinstance(message.get("method"), str)
    ):
        return "invalid_request"
    if message["method"] not in ("initialize", "ping", "tools/list", "tools/call"):
        return "method_not_found"
    if message["method"] != "tools/call":
        return "ok"
    params = message.get("params")
    if not isinstance(params, dict) or not isinstance(params.get("name"), str):
        return "invalid_params"
    arguments = params.get("arguments", {})
    if not isinstance(arguments, dict) or params["name"] not in tools:
        return "invalid_params"  # unknown tool: a protocol error, not a result
    if not jsonschema.Draft202012Validator(tools[params["name"]]).is_valid(arguments):
        return "tool_error"  # since 2025-11-25: isError, so the model can fix it
    return "ok"


def openai_tools_from_list(line: str) -> list[dict]:
    """练习 6.3：result.tools → Chat Completions tools; an error answer is an error."""
    answer = json.loads(line)
    if "error" in answer:
        raise ValueError(f"tools/list 失败：{answer['error'].get('code')} {answer['error'].get('message')}")
    return [
        {
            "type": "function",
            "function": {
                "name": tool["name"],
                "description": tool.get("description", ""),
                "parameters": tool["inputSchema"],
            },
        }
        for tool in answer["result"]["tools"]
    ]
