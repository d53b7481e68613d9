"""Reference solutions for lesson 09: the whiteboard tool loop (9.1), your own one-minute answer (9.2)."""

from __future__ import annotations

import json
import logging

log = logging.getLogger(__name__)


def run_tool_loop(client, model, messages, tools, registry, max_turns=5):
    """练习 9.1：ask, run every proposed call, answer each id, repeat; None when turns run out."""
    messages = list(messages)  # the caller's list stays as it was
    for _ in range(max_turns):
        completion = client.chat.completions.create(model=model, messages=messages, tools=tools)
        message = completion.choices[0].message
        if not message.tool_calls:
            return message.content
        messages.append(message.model_dump(exclude_none=True))  # keep the calls: results pair with them
        for call in message.tool_calls:
            answer = _run_one(call, registry, tools)  # never raises: a bad call is a result
            messages.append({"role": "tool", "tool_call_id": call.id, "content": answer})
    return None


def _error(message: str) -> str:
    return json.dumps({"ok": False, "error": message}, ensure_ascii=False)


def _parameters(tools, name: str) -> dict:
    """The JSON Schema of tool ``name`` as the request declared it (what the model was told)."""
    for tool in tools:
        if tool.get("function", {}).get("name") == name:
            return tool["function"].get("parameters") or {}
    return {}


def _run_one(call, registry, tools) -> str:
    """One call → the text the model reads. Never raises: a bad call is a result, not a crash.

    The model's own mistakes (a name, the JSON, the parameter names) go back in detail: it can
    fix them. A failure inside the tool goes back as a fact only; its exception text may hold a
    connection string or a path, so it goes to our log, never to the model (lesson 05 §8).
    """
    name = call.function.name
    if name not in registry:
        return _error(f"没有工具 {name!r}；可用：{sorted(registry)}")
    try:
        args = json.loads(call.function.arguments or "{}")
    except json.JSONDecodeError as exc:
        return _error(f"arguments 不是合法的 JSON（第 {exc.pos} 个字符：{exc.msg}）；请按 schema 重发")
    if not isinstance(args, dict):
        return _error("arguments 必须是一个 JSON 对象；请按 schema 重发")
    schema = _parameters(tools, name)  # the names are checked against what the model was told
    allowed = schema.get("properties") or {}
    unknown = sorted(set(args) - set(allowed))
    missing = [p for p in schema.get("required") or [] if p not in args]
    if unknown or missing:
        problems = ([f"不认识的参数 {unknown}"] if unknown else []) + ([f"缺少 {missing}"] if missing else [])
        return _error(f"{'；'.join(problems)}；{name} 的参数是 {sorted(allowed)}，请按 schema 重发")
    try:
        result = registry[name](**args)
    except Exception:
        log.exception("tool %s failed", name)  # the whole story, for us
        return _error(f"工具 {name} 执行失败（内部错误，已记录）；不要原样重试，换个做法或告诉用户")
    return json.dumps({"ok": True, "content": result}, ensure_ascii=False)


def my_answer(evidence):
    """练习 9.2：“工具报错了，怎么回给模型？” in my own words; the evidence is my own runs."""
    if evidence["real_models"]:
        who = f"模型是真实的 {'、'.join(evidence['real_models'])}，所以这也说明了它多常犯这些错。"
    else:
        who = "这些运行用的是课程的替身模型，它们证明的是程序怎么接住错误，不代表真模型多常犯错。"
    return {
        "结论": "先分清错在谁：模型自己能改的错，写成结构化的工具结果回给它；我们这边的故障不交给模型。",
        "原因": (
            "参数不合法、文件不存在、路径越界，模型读到哪个参数错了、允许什么、收到了什么，"
            "下一轮多半就能改对，所以回给它，成败放在 ok 字段里，不靠文字前缀判断；"
            "限流和网络抖动由程序在预算内退避重试；工具后端抛出的异常只写进日志，"
            "因为异常原文里可能带着连接串和口令，模型看了也修不好。"
        ),
        "代价/边界": (
            "报错写得再好也只能减少重试，拦截本身一步都不能省：模型可能换个路径再试，"
            "所以权限类的错误要说清为什么禁止，并且计数，反复越界就停下整个运行。"
        ),
        "证据": (
            f"我在课程的交叉编译 Agent 上跑了 {evidence['runs']} 次、{evidence['steps']} 步，"
            f"越界或不在白名单里的调用被拦下 {evidence['denials']} 次，"
            f"坏调用 {evidence['broken_calls']} 次，每一次都作为结构化结果回给了模型，下一轮照常请求。{who}"
        ),
    }
