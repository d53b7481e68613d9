"""Checkers for lesson 06 (MCP). Cases are generated from a seeded RNG.

    6.1 ``tools_call_request(request_id, name, arguments)`` — the ``tools/call`` request by hand
    6.2 ``expected_answer(line, tools)``   — which answer the spec requires for one line
    6.3 ``openai_tools_from_list(line)``   — a ``tools/list`` response → Chat Completions tools

Each line of 6.2 is generated together with the answer the rules of the lesson require
(JSON-RPC 2.0 + MCP 2025-11-25), so the checker needs no second implementation to compare with.

Lessons: 06
"""

from __future__ import annotations

import json
import random
import string

import mcp_types as types

from lab_code.exercises.checking import Case, CheckResult, run_checks, seeded

NAMES = ["read_file", "list_files", "run_command", "get_weather", "search_docs", "add"]
ANSWERS = ("parse_error", "invalid_request", "method_not_found", "invalid_params", "tool_error", "ok")


def _word(rng: random.Random, k: int = 6) -> str:
    return "".join(rng.choices(string.ascii_lowercase, k=rng.randint(1, k)))


def _arguments(rng: random.Random) -> dict:
    values = [lambda: _word(rng), lambda: rng.randint(-5, 500), lambda: rng.random() < 0.5, lambda: "构建"]
    return {_word(rng): rng.choice(values)() for _ in range(rng.randint(0, 3))}


# ---- 6.1 ------------------------------------------------------------------------------
def _is_valid_call(message) -> bool:
    parsed = types.jsonrpc_message_adapter.validate_python(message, by_name=False)
    types.CallToolRequestParams.model_validate(message["params"], by_name=False)
    json.dumps(message)  # it has to go on the wire
    return isinstance(parsed, types.JSONRPCRequest)


def check_tools_call_request(func, seed: int | None = None) -> CheckResult:
    seed, rng = seeded(seed)
    cases = []
    for i in range(10):
        request_id = rng.randint(1, 10_000) if i % 3 else f"req-{_word(rng)}"
        name, arguments = rng.choice(NAMES), _arguments(rng)
        expected = {
            "jsonrpc": "2.0",
            "id": request_id,
            "method": "tools/call",
            "params": {"name": name, "arguments": arguments},
        }

        def accept(result, expected=expected) -> bool:
            return result == expected and _is_valid_call(result)

        cases.append(
            Case(
                f"id={request_id!r} 调用 {name} #{i}",
                (request_id, name, arguments),
                expected=expected,
                accept=accept,
                hint='四个键：jsonrpc 固定 "2.0"、id 原样（整数别变成字符串）、method、params{name, arguments}。',
            )
        )
    return run_checks("6.1", func, cases, seed=seed)


# ---- 6.2 ------------------------------------------------------------------------------
SCHEMAS = {
    "read_file": {
        "type": "object",
        "properties": {"path": {"type": "string"}, "limit": {"type": "integer", "minimum": 1}},
        "required": ["path"],
        "additionalProperties": False,
    },
    "run_command": {
        "type": "object",
        "properties": {"command": {"type": "string"}},
        "required": ["command"],
        "additionalProperties": False,
    },
}


def _call(request_id, name, arguments) -> dict:
    return {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "tools/call",
        "params": {"name": name, "arguments": arguments},
    }


def _lines(rng: random.Random) -> list[tuple[str, str, str]]:
    """(label, line, the answer it must get): every kind of line, details generated."""
    n = rng.randint(1, 99)
    good_read = {"path": f"src/{_word(rng)}.c", "limit": rng.randint(1, 50)}
    whole = json.dumps(_call(n, "read_file", good_read))
    bad_name = {"jsonrpc": "2.0", "id": n, "method": "tools/call", "params": {"name": n}}
    return [
        ("被截断的 JSON", whole[: rng.randint(5, len(whole) - 2)], "parse_error"),
        ("不是 JSON", f"tools/call {_word(rng)}", "parse_error"),
        ("JSON 数组（批量）", json.dumps([_call(n, "read_file", good_read)]), "invalid_request"),
        ('缺少 "jsonrpc"', json.dumps({"id": n, "method": "tools/list"}), "invalid_request"),
        (
            "没有这个方法",
            json.dumps({"jsonrpc": "2.0", "id": n, "method": f"tools/{_word(rng)}x"}),
            "method_not_found",
        ),
        ("工具名不是字符串", json.dumps(bad_name), "invalid_params"),
        (
            "arguments 不是对象",
            json.dumps(_call(n, "run_command", f"command=ls {_word(rng)}")),
            "invalid_params",
        ),
        ("没有这个工具", json.dumps(_call(n, f"delete_{_word(rng)}", {})), "invalid_params"),
        ("参数类型不对", json.dumps(_call(n, "read_file", {"path": rng.randint(1, 9)})), "tool_error"),
        ("缺少必填参数", json.dumps(_call(n, "run_command", {})), "tool_error"),
        (
            "多了一个参数",
            json.dumps(_call(n, "read_file", {**good_read, _word(rng) + "_x": 1})),
            "tool_error",
        ),
        (
            "limit 小于 1",
            json.dumps(_call(n, "read_file", {"path": "a.c", "limit": -rng.randint(0, 9)})),
            "tool_error",
        ),
        ("合法的调用", json.dumps(_call(n, "read_file", good_read)), "ok"),
        ("合法的命令", json.dumps(_call(n, "run_command", {"command": f"cmake --build {_word(rng)}"})), "ok"),
        ("tools/list", json.dumps({"jsonrpc": "2.0", "id": n, "method": "tools/list"}), "ok"),
    ]


HINTS = {
    "parse_error": "解析不了的 JSON 连 id 都读不出来：-32700。",
    "invalid_request": '能解析、但不是 JSON-RPC 请求（没有 "jsonrpc": "2.0"、不是对象、MCP 也不收批量数组）：-32600。',
    "method_not_found": "方法不存在：-32601。",
    "invalid_params": "请求本身的形状不对，或者工具名不存在：协议错误 -32602，模型很难自己修。",
    "tool_error": "工具存在、请求形状也对，只是参数值不符合 schema：2025-11-25 起是 isError 结果，交给模型改。",
    "ok": "形状、工具、参数都对。",
}


def check_expected_answer(func, seed: int | None = None) -> CheckResult:
    seed, rng = seeded(seed)
    cases = []
    for round_ in range(3):
        for label, line, answer in _lines(rng):
            cases.append(Case(f"{label} #{round_}", (line, SCHEMAS), expected=answer, hint=HINTS[answer]))
    rng.shuffle(cases)
    return run_checks("6.2", func, cases, seed=seed)


# ---- 6.3 ------------------------------------------------------------------------------
def _tool(rng: random.Random, name: str) -> dict:
    properties = {
        _word(rng): {"type": rng.choice(["string", "integer", "boolean"])} for _ in range(rng.randint(0, 3))
    }
    tool = {
        "name": name,
        "inputSchema": {"type": "object", "properties": properties, "required": sorted(properties)[:1]},
    }
    if rng.random() < 0.8:
        tool["description"] = f"{name} 的说明：{_word(rng)}"
    for extra, value in [
        ("title", name.replace("_", " ").title()),
        ("annotations", {"readOnlyHint": rng.random() < 0.5}),
        ("outputSchema", {"type": "object"}),
        ("_meta", {"example.com/x": 1}),
    ]:
        if rng.random() < 0.5:
            tool[extra] = value
    return tool


def _expected_tools(tools: list[dict]) -> list[dict]:
    return [
        {
            "type": "function",
            "function": {
                "name": t["name"],
                "description": t.get("description", ""),
                "parameters": t["inputSchema"],
            },
        }
        for t in tools
    ]


def check_openai_tools_from_list(func, seed: int | None = None) -> CheckResult:
    seed, rng = seeded(seed)
    cases = []
    for i in range(8):
        names = rng.sample(NAMES, rng.randint(0 if i == 0 else 1, 4))
        tools = [_tool(rng, name) for name in names]
        line = json.dumps({"jsonrpc": "2.0", "id": i + 1, "result": {"tools": tools}}, ensure_ascii=False)
        cases.append(
            Case(
                f"{len(tools)} 个工具 #{i}",
                (line,),
                expected=_expected_tools(tools),
                hint="inputSchema 改名为 parameters；没有 description 时用 \"\"；title、annotations 等 MCP 专有字段不要带给模型。",
            )
        )
    for i in range(2):
        error = {"code": types.METHOD_NOT_FOUND, "message": "Method not found"}
        cases.append(
            Case(
                f"服务端回的是错误 #{i}",
                (json.dumps({"jsonrpc": "2.0", "id": i + 20, "error": error}),),
                expect_exception=ValueError,
                hint="错误回答里没有工具：抛 ValueError 说明原因，别悄悄返回空列表。",
            )
        )
    return run_checks("6.3", func, cases, seed=seed, forbid=("lab_code.mcp.bridge",))
