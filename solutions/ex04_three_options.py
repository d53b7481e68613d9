"""Reference solutions of lesson 04's exercises (4.1 Llama 3.1 tag parser, 4.2 extras policy, 4.3 waves)."""

from __future__ import annotations

import inspect
import json
import re


def parse_tool_calls(reply, known_tools):
    """4.1: Llama 3.1's custom tool format, <function=NAME>{JSON}</function>: the name is in the
    opening tag, the body must be a JSON object; anything else is text, never an exception."""
    calls = []
    for match in re.finditer(r"<function=([^>]*)>(.*?)</function>", reply, flags=re.DOTALL):
        name, body = match.groups()
        if name not in known_tools:
            continue  # a name we do not have: the model is talking, not calling
        try:
            arguments = json.loads(body)
        except json.JSONDecodeError:
            continue
        if isinstance(arguments, dict):  # valid JSON is not enough: [..], "..", 3, null are no arguments
            calls.append((name, arguments))
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
