"""Reference solution for lesson 09's whiteboard drill: a tool-use loop with no course code."""

from __future__ import annotations

import json


def run_tool_loop(client, model, messages, tools, registry, max_turns=5):
    """练习 9.1：ask, run every proposed call, answer each id, repeat; None when turns run out."""
    messages = list(messages)  # the caller's list stays as it was
    for _ in range(max_turns):
        reply = client.chat.completions.create(model=model, messages=messages, tools=tools)
        message = reply.choices[0].message
        if not message.tool_calls:
            return message.content
        messages.append(message.model_dump(exclude_none=True))  # keep the calls: results pair with them
        for call in message.tool_calls:
            messages.append({"role": "tool", "tool_call_id": call.id, "content": _run_one(call, registry)})
    return None


def _run_one(call, registry) -> str:
    """One call → the text the model reads. Never raises: a bad call is a result, not a crash."""
    name = call.function.name
    if name not in registry:
        return json.dumps(
            {"ok": False, "error": f"没有工具 {name!r}；可用：{sorted(registry)}"}, ensure_ascii=False
        )
    try:
        args = json.loads(call.function.arguments or "{}")
        if not isinstance(args, dict):
            raise ValueError("参数必须是 JSON 对象")
        result = registry[name](**args)
    except (ValueError, TypeError) as exc:  # bad JSON, not an object, wrong parameter names
        return json.dumps({"ok": False, "error": f"参数有问题：{exc}；请按 schema 重发"}, ensure_ascii=False)
    except Exception as exc:  # the tool failed: tell the model, keep the loop alive
        return json.dumps({"ok": False, "error": f"{type(exc).__name__}: {exc}"}, ensure_ascii=False)
    return json.dumps({"ok": True, "content": result}, ensure_ascii=False)
