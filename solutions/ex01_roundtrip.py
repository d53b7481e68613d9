"""Reference solutions of lesson 01's exercises."""

import json


def safe_execute(call: dict, registry: dict) -> dict:
    """1.1: every problem becomes a structured tool result the model can act on."""
    name = call["function"]["name"]
    if name not in registry:
        return {
            "ok": False,
            "error_type": "unknown_tool",
            "message": f"没有名为 {name!r} 的工具，可用工具: {sorted(registry)}",
        }
    try:
        args = json.loads(call["function"]["arguments"])
    except json.JSONDecodeError as exc:
        return {
            "ok": False,
            "error_type": "invalid_json",
            "message": f"参数不是合法 JSON（{exc.msg}，第 {exc.pos} 个字符）；请重发一个 JSON 对象",
        }
    if not isinstance(args, dict):
        return {"ok": False, "error_type": "invalid_json", "message": "参数必须是 JSON 对象"}
    try:
        return {"ok": True, "content": registry[name](**args)}
    except FileNotFoundError as exc:
        return {
            "ok": False,
            "error_type": "not_found",
            "message": f"文件 {exc.args[0]} 不存在；可以先用 list_files 看有哪些文件",
        }
    except TypeError as exc:  # wrong or missing parameter names
        return {"ok": False, "error_type": "invalid_arguments", "message": f"参数不对：{exc}"}


def may_run_concurrently(calls: list) -> bool:
    """1.2: only reads, or writes that touch nothing any other call touches."""
    read_only = {"read_file", "list_files"}

    def touches(call):
        if call["name"] in ("list_files", "run_command"):
            return {"*"}
        return {call["arguments"]["path"]}

    for i, first in enumerate(calls):
        for second in calls[i + 1 :]:
            if first["name"] in read_only and second["name"] in read_only:
                continue
            a, b = touches(first), touches(second)
            if "*" in a or "*" in b or a & b:
                return False
    return True


def find_missing_results(messages: list) -> list:
    """1.3: ids of tool calls not answered by the tool messages that directly follow them."""
    missing = []
    for i, msg in enumerate(messages):
        if msg["role"] != "assistant" or not msg.get("tool_calls"):
            continue
        answered = set()
        for later in messages[i + 1 :]:
            if later["role"] != "tool":
                break
            answered.add(later["tool_call_id"])
        missing += [call["id"] for call in msg["tool_calls"] if call["id"] not in answered]
    return missing
