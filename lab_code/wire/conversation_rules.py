"""The conversation rules a Chat Completions server enforces, written out by hand.

The fake server (``lab_code.wire.fake_openai``) runs these on every request and answers HTTP 400
with an OpenAI-style error body, so a student who drops a tool result sees
``openai.BadRequestError`` exactly as with a real provider. The wording of the two pairing
messages follows the real API's (its "preceeding" typo included).

    >>> calls = [{"id": "call_1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]
    >>> msgs = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": None, "tool_calls": calls}]
    >>> first_violation({"model": "m", "messages": msgs})["message"][-6:]
    'call_1'

Lessons: 01
"""

from __future__ import annotations

import re
from typing import Any

ROLES = ("system", "developer", "user", "assistant", "tool")
TOOL_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")


def _error(message: str, param: str | None, code: str | None = None) -> dict:
    return {"message": message, "type": "invalid_request_error", "param": param, "code": code}


def unanswered_tool_calls(messages: list[dict]) -> list[tuple[int, list[str]]]:
    """For every assistant message with tool_calls: the ids no directly following tool message answers.

    Tool results must come right after the assistant message that asked for them; the first
    non-tool message ends the block. Returns ``[(index_of_assistant_message, missing_ids)]``.
    """
    problems = []
    for i, msg in enumerate(messages):
        if msg.get("role") != "assistant" or not msg.get("tool_calls"):
            continue
        wanted = [call.get("id") for call in msg["tool_calls"]]
        answered = set()
        for later in messages[i + 1 :]:
            if later.get("role") != "tool":
                break
            answered.add(later.get("tool_call_id"))
        missing = [cid for cid in wanted if cid not in answered]
        if missing:
            problems.append((i, missing))
    return problems


def orphan_tool_messages(messages: list[dict]) -> list[int]:
    """Indexes of tool messages that answer no call of the assistant message before their block."""
    orphans, open_ids = [], set()
    for i, msg in enumerate(messages):
        role = msg.get("role")
        if role == "assistant":
            open_ids = {c.get("id") for c in msg.get("tool_calls") or []}
        elif role == "tool":
            if msg.get("tool_call_id") not in open_ids:
                orphans.append(i)
        else:
            open_ids = set()
    return orphans


def _check_shapes(body: dict) -> dict | None:
    if not isinstance(body.get("model"), str) or not body["model"]:
        return _error("you must provide a model parameter", "model")
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return _error(
            "Invalid 'messages': empty array. Expected an array with minimum length 1.",
            "messages",
            "empty_array",
        )
    for i, msg in enumerate(messages):
        if not isinstance(msg, dict) or msg.get("role") not in ROLES:
            return _error(
                f"Invalid value for 'messages[{i}].role': expected one of {list(ROLES)}.",
                f"messages[{i}].role",
            )
        if msg["role"] == "tool" and not isinstance(msg.get("tool_call_id"), str):
            return _error(
                f"Missing required parameter: 'messages[{i}].tool_call_id'.",
                f"messages[{i}].tool_call_id",
                "missing_required_parameter",
            )
        if msg["role"] == "tool" and not isinstance(msg.get("content"), (str, list)):
            return _error(
                f"Invalid type for 'messages[{i}].content': expected a string.",
                f"messages[{i}].content",
                "invalid_type",
            )
    return None


def _check_tools(body: dict) -> dict | None:
    tools = body.get("tools")
    names = []
    if tools is not None:
        if not isinstance(tools, list):
            return _error("Invalid type for 'tools': expected an array.", "tools", "invalid_type")
        for i, tool in enumerate(tools):
            fn = tool.get("function") if isinstance(tool, dict) else None
            if not isinstance(fn, dict) or tool.get("type") != "function":
                return _error(
                    f"Invalid value for 'tools[{i}]': expected an object with "
                    "type 'function' and a 'function' object.",
                    f"tools[{i}]",
                )
            name = fn.get("name")
            if not isinstance(name, str) or not TOOL_NAME.match(name):
                return _error(
                    f"Invalid 'tools[{i}].function.name': string does not match pattern. "
                    "Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
                    f"tools[{i}].function.name",
                    "invalid_value",
                )
            names.append(name)
    choice = body.get("tool_choice")
    if choice is not None:
        if not tools:
            return _error(
                "Invalid value for 'tool_choice': 'tool_choice' is only allowed when 'tools' are specified.",
                "tool_choice",
            )
        if isinstance(choice, dict):
            wanted = (choice.get("function") or {}).get("name")
            if wanted not in names:
                return _error(
                    f"Invalid value for 'tool_choice': no function named {wanted!r} "
                    "was specified in the 'tools' parameter.",
                    "tool_choice",
                )
        elif choice not in ("auto", "none", "required"):
            return _error(
                "Invalid value for 'tool_choice': expected 'none', 'auto', 'required' or a named function.",
                "tool_choice",
            )
    return None


def first_violation(body: Any) -> dict | None:
    """The error a real server would answer this request body with, or ``None`` if it is fine."""
    if not isinstance(body, dict):
        return _error("We could not parse the JSON body of your request.", None)
    problem = _check_shapes(body) or _check_tools(body)
    if problem:
        return problem
    messages = body["messages"]
    missing = unanswered_tool_calls(messages)
    if missing:
        index, ids = missing[0]
        return _error(
            "An assistant message with 'tool_calls' must be followed by tool messages "
            "responding to each 'tool_call_id'. The following tool_call_ids did not "
            f"have response messages: {', '.join(ids)}",
            f"messages.[{index + 1}].role",
        )
    orphans = orphan_tool_messages(messages)
    if orphans:
        return _error(
            "Invalid parameter: messages with role 'tool' must be a response to a "
            "preceeding message with 'tool_calls'.",
            f"messages.[{orphans[0]}].role",
        )
    return None
