"""Checkers for lesson 06 (MCP). Cases are generated from a seeded RNG.

    6.1 ``pair_responses(sent, lines)``    — answers in any order, paired back to requests by id
    6.2 ``expected_answer(line, tools)``   — which answer the spec requires for one line
    6.3 ``merge_tool_lists(lines)``        — several servers' ``tools/list`` → one prefixed tool list

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
from lab_code.wire.tool_definitions import to_tool_name

NAMES = ["read_file", "list_files", "run_command", "get_weather", "search_docs", "add"]
ANSWERS = ("parse_error", "invalid_request", "method_not_found", "invalid_params", "tool_error", "ok")


def _word(rng: random.Random, k: int = 6) -> str:
    return "".join(rng.choices(string.ascii_lowercase, k=rng.randint(1, k)))


# ---- 6.1 ------------------------------------------------------------------------------
# The lesson's RawClient sends one request and waits for *its* id. 6.1 asks for the idea on a
# new case: many requests in flight, answers in any order, among notifications and noise.
def _pairing_case(rng: random.Random) -> tuple[list[dict], list[str], list[dict]]:
    """(messages the client sent, lines it received, the outcome of every request, in order)."""
    sent, lines, outcomes = [], [], []
    used: set = set()
    for _ in range(rng.randint(3, 6)):
        if rng.random() < 0.25:  # a notification: no id, never answered
            sent.append({"jsonrpc": "2.0", "method": "notifications/initialized"})
            continue
        request_id = rng.randint(1, 99) if rng.random() < 0.6 else f"req-{_word(rng)}"
        while request_id in used or str(request_id) in used:
            request_id = f"req-{_word(rng)}-{len(used)}"
        used |= {request_id, str(request_id)}
        sent.append(
            {
                "jsonrpc": "2.0",
                "id": request_id,
                "method": "tools/call",
                "params": {"name": rng.choice(NAMES)},
            }
        )
        fate = rng.choice(["result", "result", "error", "missing"])
        if fate == "result":
            lines.append(
                json.dumps({"jsonrpc": "2.0", "id": request_id, "result": {"content": [], "isError": False}})
            )
            outcomes.append({"id": request_id, "outcome": "result", "code": None})
        elif fate == "error":
            code = rng.choice([-32601, -32602, -32603])
            lines.append(
                json.dumps({"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": "x"}})
            )
            outcomes.append({"id": request_id, "outcome": "error", "code": code})
        else:
            outcomes.append({"id": request_id, "outcome": "missing", "code": None})
    # noise that must not be paired with anything
    lines.append(
        json.dumps({"jsonrpc": "2.0", "id": None, "error": {"code": -32700, "message": "Parse error"}})
    )
    lines.append(
        json.dumps({"jsonrpc": "2.0", "method": "notifications/progress", "params": {"progress": 1}})
    )
    ints = [o["id"] for o in outcomes if isinstance(o["id"], int) and o["outcome"] == "missing"]
    if ints:  # the same number as a string, or as true/false: a different id
        lines.append(json.dumps({"jsonrpc": "2.0", "id": str(ints[0]), "result": {}}))
    if any(o["id"] == 1 and o["outcome"] == "missing" for o in outcomes):
        lines.append(json.dumps({"jsonrpc": "2.0", "id": True, "result": {}}))
    lines.append(json.dumps({"jsonrpc": "2.0", "id": "no-such-request", "result": {}}))
    rng.shuffle(lines)
    return sent, lines, outcomes


def check_pair_responses(func, seed: int | None = None) -> CheckResult:
    seed, rng = seeded(seed)
    cases = []
    for i in range(12):
        sent, lines, outcomes = _pairing_case(rng)
        cases.append(
            Case(
                f"{len(sent)} 条发出、{len(lines)} 行收到 #{i}",
                (sent, lines),
                expected=outcomes,
                keep_inputs=True,
                hint="按 id 配对（类型也要一样：1、\"1\"、true 是三个不同的 id）；通知没有 id、不会有响应；"
                "id 为 null 的错误配不上任何请求；一个请求等不到响应就是 missing。",
            )
        )
    one = [{"jsonrpc": "2.0", "id": 1, "method": "ping"}]
    cases.append(
        Case(
            "响应的 id 是 true，不是 1",
            (one, [json.dumps({"jsonrpc": "2.0", "id": True, "result": {}})]),
            expected=[{"id": 1, "outcome": "missing", "code": None}],
            hint="Python 里 True == 1，JSON 里 true 和 1 是不同的 id。",
        )
    )
    return run_checks("6.1", func, cases, seed=seed, forbid=("lab_code.mcp.raw_client",))


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
# The lesson's host prefixes tool names when it merges servers. 6.3 applies the bridge to a
# new case: names the model's API would refuse (MCP allows "." and 128 characters, OpenAI
# function names only [a-zA-Z0-9_-] and 64: wire.tool_definitions), and two tools that end up
# with the same name.
SERVERS = ["github", "jira", "files", "build", "wiki"]
ODD_NAMES = ["issues.create", "admin.tools.list", "DATA_EXPORT_v2", "get-user"]
ALL_NAMES = sorted(set(NAMES + ODD_NAMES))


def _tool(rng: random.Random, name: str) -> dict:
    """A tools/list entry with MCP-only fields now and then (they must not reach the model)."""
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


def _merged(listings: dict[str, list[dict]]) -> tuple[list[dict], dict[str, list[str]]]:
    tools, routes = [], {}
    for server, entries in listings.items():
        for t in entries:
            name = to_tool_name(f"{server}__{t['name']}")
            tools.append(
                {
                    "type": "function",
                    "function": {
                        "name": name,
                        "description": t.get("description", ""),
                        "parameters": t["inputSchema"],
                    },
                }
            )
            routes[name] = [server, t["name"]]
    return tools, routes


def _listing_line(request_id: int, tools: list[dict]) -> str:
    return json.dumps({"jsonrpc": "2.0", "id": request_id, "result": {"tools": tools}}, ensure_ascii=False)


def check_merge_tool_lists(func, seed: int | None = None) -> CheckResult:
    seed, rng = seeded(seed)
    cases = []
    for i in range(8):
        listings = {
            server: [_tool(rng, name) for name in rng.sample(ALL_NAMES, rng.randint(1, 3))]
            for server in rng.sample(SERVERS, rng.randint(2, 3))
        }
        if i == 1:  # a name MCP allows and the model's API does not
            first, odd = next(iter(listings)), rng.choice(["issues.create", "admin.tools.list"])
            listings[first] = [t for t in listings[first] if t["name"] != odd] + [_tool(rng, odd)]
        if i % 2 == 0:  # two servers offering the same tool: both must stay reachable
            twin = rng.choice(NAMES)
            for entries in list(listings.values())[:2]:
                entries[:] = [t for t in entries if t["name"] != twin] + [_tool(rng, twin)]
        lines = {
            server: _listing_line(n + 1, entries) for n, (server, entries) in enumerate(listings.items())
        }
        tools, routes = _merged(listings)
        cases.append(
            Case(
                f"{len(listings)} 个服务、{len(tools)} 个工具 #{i}",
                (lines,),
                accept=lambda result, tools=tools, routes=routes: (
                    isinstance(result, tuple)
                    and len(result) == 2
                    and result[0] == tools
                    and {k: list(v) for k, v in dict(result[1]).items()} == routes
                ),
                shown_input=json.dumps(lines, ensure_ascii=False),
                hint="名字是 服务名__工具名，其中不属于 [a-zA-Z0-9_-] 的字符换成 _；inputSchema 改名为 parameters；"
                "没有 description 时用 \"\"；routes 把新名字映射回 (服务名, 原来的工具名)。",
            )
        )
    clash = {
        "files": _listing_line(1, [_tool(rng, "read.file"), _tool(rng, "read_file")]),
    }
    cases.append(
        Case(
            "换字符以后两个工具同名",
            (clash,),
            expect_exception=ValueError,
            hint="read.file 和 read_file 都变成 files__read_file：悄悄留下一个，另一个就再也调不到了，要抛 ValueError。",
        )
    )
    long_name = "x" * 60
    cases.append(
        Case(
            "加上前缀超过 64 个字符",
            ({"github": _listing_line(1, [_tool(rng, long_name)])},),
            expect_exception=ValueError,
            hint="OpenAI 的函数名最多 64 个字符；截断会让两个工具撞名，所以报错，说明是哪一个。",
        )
    )
    error = {"code": types.METHOD_NOT_FOUND, "message": "Method not found"}
    cases.append(
        Case(
            "有一个服务回的是错误",
            (
                {
                    "jira": json.dumps({"jsonrpc": "2.0", "id": 2, "error": error}),
                    "files": _listing_line(1, []),
                },
            ),
            expect_exception=ValueError,
            hint="错误响应里没有工具：抛 ValueError 说明是哪个服务，别悄悄当成没有工具。",
        )
    )
    return run_checks("6.3", func, cases, seed=seed, forbid=("lab_code.mcp.bridge", "lab_code.mcp.host"))
