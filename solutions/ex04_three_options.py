"""Reference solutions of lesson 04's exercises (4.1 tag parser, 4.2 extras policy, 4.3 waves)."""

from __future__ import annotations

import inspect
import json
import re


def parse_tool_calls(reply, known_tools):
    """4.1: every well-formed tagged call to a known tool, in order; anything else is text."""
    tag = re.compile(r"<tool_call>(.*?)</tool_call>", re.DOTALL)  # non-greedy, across lines
    calls = []
    for body in tag.findall(reply):
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
    """4.2: only named parameters take JSON keys; **kwargs takes any; keyword-only ones count as required."""
    params = inspect.signature(func).parameters.values()
    named = {p.name: p for p in params if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)}
    takes_any = any(p.kind is p.VAR_KEYWORD for p in params)
    unexpected = [] if takes_any else sorted(k for k in arguments if k not in named)
    missing = [name for name, p in named.items() if p.default is p.empty and name not in arguments]
    problems = []
    if unexpected and extras == "reject":
        problems.append(f"不接受参数 {unexpected}，允许的参数：{list(named)}")
    if missing:
        problems.append(f"缺少必填参数 {missing}")
    if problems:  # both at once, so the model can fix everything in one retry
        return {
            "ok": False,
            "error_type": "invalid_arguments",
            "message": "；".join(problems) + "。请改正后重试。",
        }
    kept = {k: v for k, v in arguments.items() if takes_any or k in named}
    return {"ok": True, "arguments": kept}


def plan_waves(calls, specs):
    """4.3: each call goes one wave after the latest earlier call it conflicts with."""

    def touches(call):
        spec = specs[call["name"]]
        arg = spec["resource_arg"]
        if spec["side_effects"] and (not arg or not spec["reversible"] or arg not in call["arguments"]):
            return None  # may touch anything
        return {str(call["arguments"][arg])} if arg and arg in call["arguments"] else set()

    def conflict(a, b):
        if not (specs[a["name"]]["side_effects"] or specs[b["name"]]["side_effects"]):
            return False
        ta, tb = touches(a), touches(b)
        return ta is None or tb is None or bool(ta & tb)

    known = [c for c in calls if c["name"] in specs]
    level = []
    for i, call in enumerate(known):
        level.append(max([level[j] + 1 for j in range(i) if conflict(known[j], call)], default=0))
    return [
        [c["id"] for c, lv in zip(known, level, strict=True) if lv == wave]
        for wave in range(max(level, default=-1) + 1)
    ]
