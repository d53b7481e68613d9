"""A stand-in brain for the served fakes: it works with any tools, and says that it is a stand-in.

When a fake is served over HTTP for a client the course did not write (curl, another SDK, an
editor), no lesson brain knows that client's tools. ``demo_brain`` is a deterministic
stand-in, not a language model:

* a user just spoke and tools are offered (and ``tool_choice`` allows a call): it calls one
  tool — the named or first allowed one, else the first — with arguments made from that
  tool's schema (each required property gets a placeholder of its type, an enum its first
  value);
* the last message is a tool result: it answers with a short echo of that result;
* otherwise: it answers with a short echo of the user's words.

    >>> tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    ...     "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}]
    >>> demo_brain({"messages": [{"role": "user", "content": "天气？"}], "tools": tools})["tool_calls"][0]["function"]
    {'name': 'get_weather', 'arguments': '{"city": "example"}'}

Lessons: shared
"""

from __future__ import annotations

from typing import Any

from lab_code.wire.messages import assistant_calls, assistant_text, tool_call
from lab_code.wire.text import shorten

PLACEHOLDERS = {
    "string": "example",
    "integer": 1,
    "number": 1,
    "boolean": True,
    "array": [],
    "object": {},
    "null": None,
}
ECHO_CHARS = 80


def placeholder(schema: Any) -> Any:
    """A value of the schema's type (first enum member / const when there is one)."""
    if not isinstance(schema, dict):
        return "example"
    if "const" in schema:
        return schema["const"]
    if schema.get("enum"):
        return schema["enum"][0]
    kind = schema.get("type", "string")
    kind = next((k for k in kind if k != "null"), "null") if isinstance(kind, list) else kind
    if kind == "object":
        properties = schema.get("properties") or {}
        return {name: placeholder(properties.get(name)) for name in schema.get("required") or []}
    for option in schema.get("anyOf") or []:
        if isinstance(option, dict) and option.get("type") != "null":
            return placeholder(option)
    return PLACEHOLDERS.get(kind, "example")


def _text(content: Any) -> str:
    if isinstance(content, list):
        return " ".join(str(p.get("text", "")) for p in content if isinstance(p, dict))
    return str(content or "")


def _chosen_tool(body: dict) -> tuple[dict | None, bool]:
    """``(tool to call or None, whether the request forces a call)``."""
    tools = [t["function"] for t in body.get("tools") or []]
    choice = body.get("tool_choice", "auto")
    if not tools or choice == "none":
        return None, False
    if isinstance(choice, dict) and choice.get("type") == "function":
        return next(t for t in tools if t["name"] == choice["function"]["name"]), True
    if isinstance(choice, dict) and choice.get("type") == "allowed_tools":
        allowed = [(t.get("function") or {}).get("name") for t in choice["allowed_tools"]["tools"]]
        forced = choice["allowed_tools"]["mode"] == "required"
        return next(t for t in tools if t["name"] in allowed), forced
    return tools[0], choice == "required"


def demo_brain(body: dict) -> dict:
    last = body["messages"][-1]
    tool, forced = _chosen_tool(body)
    if not forced and last["role"] == "tool":
        return assistant_text(
            f"（课程的离线替身模型）工具返回：{shorten(_text(last['content']), ECHO_CHARS)}"
        )
    if tool is None or not (forced or last["role"] == "user"):
        return assistant_text(
            f"（课程的离线替身模型）收到：{shorten(_text(last.get('content')), ECHO_CHARS)}"
        )
    turn = sum(1 for m in body["messages"] if m["role"] == "assistant") + 1  # unique call ids per turn
    arguments = placeholder(tool.get("parameters") or {"type": "object"})
    return assistant_calls(tool_call(tool["name"], arguments, f"call_demo_{turn}"))
