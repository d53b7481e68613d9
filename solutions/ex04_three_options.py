"""Reference solutions of lesson 04's exercises (4.1 tag parser, 4.2 extras policy, 4.3 concurrency)."""

from __future__ import annotations

import inspect
import json
import re

TAG = re.compile(r"<tool_call>(.*?)</tool_call>", re.DOTALL)  # non-greedy, across lines


def parse_tool_calls(reply, known_tools):
    """4.1: every well-formed tagged call to a known tool, in order; anything else is text."""
    calls = []
    for body in TAG.findall(reply):
        try:
            payload = json.loads(body.strip())
        except json.JSONDecodeError:
            continue
        if not isinstance(payload, dict) or payload.get("name") not in known_tools:
            continue
        arguments = payload.get("arguments", {})
        if isinstance(arguments, dict):
            calls.append((payload["name"], arguments))
    return calls


def bind_arguments(func, arguments, extras):
    """4.2: keep what the signature accepts; "reject" refuses unknown keys, both refuse gaps."""
    params = inspect.signature(func).parameters
    unexpected = sorted(set(arguments) - set(params))
    if unexpected and extras == "reject":
        return {
            "ok": False,
            "error_type": "invalid_arguments",
            "message": f"不接受参数 {unexpected}；允许的参数：{list(params)}。请去掉后重试。",
        }
    kept = {k: v for k, v in arguments.items() if k in params}
    missing = [p.name for p in params.values() if p.default is p.empty and p.name not in kept]
    if missing:
        return {
            "ok": False,
            "error_type": "invalid_arguments",
            "message": f"缺少必填参数 {missing}。请补上后重试。",
        }
    return {"ok": True, "arguments": kept}


def decide_mode(calls, specs):
    """4.3: "concurrent" | "limited" | "sequential" | "sequential_off"."""
    known = [c for c in calls if c["name"] in specs]
    if len(known) <= 1:
        return "sequential"
    writes = [c for c in known if specs[c["name"]]["side_effects"]]
    if not writes:
        services = [specs[c["name"]]["service"] for c in known if specs[c["name"]]["service"]]
        return "limited" if len(services) != len(set(services)) else "concurrent"
    if any(not specs[c["name"]]["resource_arg"] for c in writes):
        return "sequential_off"
    touched = {}  # resource → [is_write, ...]
    for c in known:
        arg = specs[c["name"]]["resource_arg"]
        if arg in c["arguments"]:
            touched.setdefault(str(c["arguments"][arg]), []).append(specs[c["name"]]["side_effects"])
    if any(len(kinds) > 1 and any(kinds) for kinds in touched.values()):
        return "sequential"
    return "concurrent" if all(specs[c["name"]]["reversible"] for c in writes) else "sequential"
