"""The conversation rules a Chat Completions server enforces, written out by hand.

The fake server (``lab_code.wire.fake_openai``) runs these on every request and answers HTTP 400
with an OpenAI-style error body, so a student who drops a tool result sees
``openai.BadRequestError`` exactly as with a real provider. The wording of the two pairing
messages follows the real API's (its "preceeding" typo included).

JSON mode (``response_format: {"type": "json_object"}``) has a rule of its own: some message
must say "json" (in any case). The real API refuses the request otherwise, in the words kept
by ``json_mode_error`` — seen in public reports with ``param: 'messages'`` and no code, e.g.
meta-llama/PurpleLlama#94 and ultimatejimmy/xray.koplugin#33. LangChain's ``json_mode`` once
sent exactly such a request. Which texts the real service searches is not documented; the fake
reads the text of every message (a string, or the text parts of a list).

    >>> calls = [{"id": "call_1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]
    >>> msgs = [{"role": "user", "content": "hi"}, {"role": "assistant", "content": None, "tool_calls": calls}]
    >>> first_violation({"model": "m", "messages": msgs})["message"][-6:]
    'call_1'

Lessons: 01
"""

from __future__ import annotations

from typing import Any

from lab_code.wire.api_errors import ApiError, real
from lab_code.wire.request_checks import check_chat_request


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


def pairing_error(messages: list[dict]) -> ApiError | None:
    """The 400 a real server gives for broken call/result pairing, in its own words, or ``None``."""
    missing = unanswered_tool_calls(messages)
    if missing:
        index, ids = missing[0]
        return real(
            "An assistant message with 'tool_calls' must be followed by tool messages "
            "responding to each 'tool_call_id'. The following tool_call_ids did not "
            f"have response messages: {', '.join(ids)}",
            f"messages.[{index + 1}].role",
        )
    orphans = orphan_tool_messages(messages)
    if orphans:
        return real(
            "Invalid parameter: messages with role 'tool' must be a response to a "
            "preceeding message with 'tool_calls'.",
            f"messages.[{orphans[0]}].role",
        )
    return None


def mentions_json(messages: list[dict]) -> bool:
    """Does any message's text contain "json", in any case?"""
    for msg in messages:
        content = msg.get("content")
        parts = [content] if isinstance(content, str) else content if isinstance(content, list) else []
        for part in parts:
            text = part if isinstance(part, str) else part.get("text") if isinstance(part, dict) else None
            if isinstance(text, str) and "json" in text.lower():
                return True
    return False


def json_mode_error(body: dict) -> ApiError | None:
    """The real API's 400 for JSON mode without the word "json" in the messages, or ``None``."""
    wanted = body.get("response_format")
    if not isinstance(wanted, dict) or wanted.get("type") != "json_object" or mentions_json(body["messages"]):
        return None
    return real(
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
        "messages",
    )


def first_violation(body: Any) -> dict | None:
    """The error a real server would answer this request body with, or ``None`` if it is fine.

    Shape and parameters first (``lab_code.wire.request_checks``), then the pairing rules, then
    JSON mode's rule.
    """
    try:
        check_chat_request(body)
    except ApiError as exc:
        return exc.openai_body()["error"]
    problem = pairing_error(body["messages"]) or json_mode_error(body)
    return problem.openai_body()["error"] if problem else None
