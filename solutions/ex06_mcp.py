"""Reference solutions for lesson 06 (MCP)."""

from __future__ import annotations

import json
import re


def pair_responses(sent: list[dict], lines: list[str]) -> list[dict]:
    """练习 6.1：every request (not notification) gets the answer that carries its id, type and all."""

    def key(request_id):  # 1, "1" and true are three different ids
        return (type(request_id).__name__, request_id)

    answers = {}
    for line in lines:
        message = json.loads(line)
        if "id" not in message or message["id"] is None or "method" in message:
            continue  # a notification, or an error about a line nobody could read
        answers.setdefault(key(message["id"]), message)
    outcomes = []
    for message in sent:
        if "id" not in message:
            continue  # a notification: no answer will come
        answer = answers.get(key(message["id"]))
        if answer is None:
            outcomes.append({"id": message["id"], "outcome": "missing", "code": None})
        elif "error" in answer:
            outcomes.append({"id": message["id"], "outcome": "error", "code": answer["error"]["code"]})
        else:
            outcomes.append({"id": message["id"], "outcome": "result", "code": None})
    return outcomes


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


def merge_tool_lists(lines: dict[str, str]) -> tuple[list[dict], dict[str, tuple[str, str]]]:
    """练习 6.3：server__tool names the model's API accepts, a route back for each, no silent clash."""
    tools, routes = [], {}
    for server, line in lines.items():
        answer = json.loads(line)
        if "error" in answer:
            error = answer["error"]
            raise ValueError(f"服务 {server} 的 tools/list 失败：{error.get('code')} {error.get('message')}")
        for tool in answer["result"]["tools"]:
            name = re.sub(r"[^a-zA-Z0-9_-]", "_", f"{server}__{tool['name']}")
            if len(name) > 64:
                raise ValueError(f"{server} 的工具 {tool['name']} 加上前缀后有 {len(name)} 个字符，超过 64。")
            if name in routes:
                raise ValueError(f"{routes[name]} 和 {(server, tool['name'])} 都会变成 {name}：重名。")
            routes[name] = (server, tool["name"])
            function = {
                "name": name,
                "description": tool.get("description", ""),
                "parameters": tool["inputSchema"],
            }
            tools.append({"type": "function", "function": function})
    return tools, routes
