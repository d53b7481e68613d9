"""The one gate every tool call passes, whoever sends it: the agent loop, or a second front-end
such as lesson 06's MCP server serving the same tools to outside clients.

1. ``check(tool, arguments)`` — lesson 02's three layers, once: ``handle`` parses the raw
   ``arguments`` (a JSON string; a dict from a front-end that already parsed JSON is encoded
   first, so there is one parser), checks them against ``tool.schema`` and runs
   ``tool.check_business``. A refusal comes back as a result for the model; a broken schema
   or a crashing business check is our bug and raises ``RunStopped``.
2. ``execute(tool, args, redact)`` — ``safe_call``'s bug policy (a ``ToolError`` becomes a
   result, anything else raises ``RunStopped``), then ``redact`` on the whole result: no
   secret and no unencodable character leaves a tool.

``call(tools, name, arguments, redact)`` does both for a front-end that needs no stop policy;
the loop calls the two steps itself, because its repeated-call guard sits between them.

    >>> from lab_code.running.tool import Tool
    >>> echo = Tool("echo", lambda text: text, {"type": "object", "properties": {"text": {"type": "string"}},
    ...             "required": ["text"], "additionalProperties": False})
    >>> call({"echo": echo}, "echo", '{"text": "hi"}')
    {'ok': True, 'content': 'hi'}
    >>> call({"echo": echo}, "echo", '{"txt": "hi"}')["error_type"]
    'invalid_arguments'

Lessons: 07
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

from lab_code.arguments.json_values import MAX_NESTING, text_too_deep, too_deep
from lab_code.arguments.validator import handle
from lab_code.running.safe_call import RunStopped, safe_call
from lab_code.running.tool import Tool
from lab_code.wire.tool_results import error_result
from lab_code.workspace.redaction import Redactor, encodable

Redact = Callable[[str], str]
PATTERNS_ONLY = Redactor()  # key-shaped strings only, when the caller knows no secret values


def scrub(value: Any, redact: Redact) -> Any:
    """``value`` (a result, arguments, any JSON-like data) with ``redact`` applied to every string."""
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {k: scrub(v, redact) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [scrub(v, redact) for v in value]
    return value


def check(tool: Tool, arguments: str | dict) -> tuple[dict | None, dict | None]:
    """``(args, None)`` when the call may run, ``(None, refusal)`` when the model must fix it.

    Arguments nested deeper than ``MAX_NESTING`` are refused before anything recurses over them
    (a parsed dict from a front-end included: ``json.dumps`` of 3,000 levels raises)."""
    if too_deep(arguments) if not isinstance(arguments, str) else text_too_deep(arguments):
        return None, error_result(
            "invalid_arguments",
            f"参数嵌套超过 {MAX_NESTING} 层（数组或对象套数组或对象），没有哪个工具需要这么深；"
            "请发送扁平的参数，例如 {\"path\": \"src/main.c\"}。",
        )
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
    checked = handle(raw, tool.schema, tool.check_business)
    if checked["ok"]:
        return checked["args"], None
    if checked["error_type"] == "internal_error":
        raise RunStopped(tool.name, checked)
    return None, checked


def execute(tool: Tool, args: dict, redact: Redact = PATTERNS_ONLY) -> dict:
    """Run the tool with checked ``args`` under the bug policy; the result, redacted."""
    return scrub(safe_call(tool.func, args, name=tool.name), redact)


def unknown_tool(name: str, tools: Mapping[str, Tool]) -> dict:
    return error_result("unknown_tool", f"没有名为 {encodable(repr(name))} 的工具；可用：{sorted(tools)}。")


def call(tools: Mapping[str, Tool], name: str, arguments: str | dict, redact: Redact = PATTERNS_ONLY) -> dict:
    """One call through the whole gate; ``RunStopped`` means our bug, never the caller's."""
    tool = tools.get(name)
    if tool is None:
        return unknown_tool(name, tools)
    args, refusal = check(tool, arguments)
    return scrub(refusal, redact) if refusal else execute(tool, args, redact)
