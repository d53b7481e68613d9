"""What a request allows the model to answer, applied to the brain's reply.

A brain speaks the neutral format: request body in (Chat Completions shape), one assistant
message out. A real model never breaks the request's own rules, so neither may the fake:

* ``tool_choice`` and ``parallel_tool_calls``, as ``lab_code.wire.tool_choice`` reads them:
  ``"none"`` or no ``tools`` → no calls; ``"required"`` → at least one; a named function → only
  that function; ``allowed_tools`` → only those; ``parallel_tool_calls: false`` → at most one;
* strict structured output (``response_format``, see ``lab_code.wire.structured_output``) →
  a text answer is JSON valid for the schema.

A brain reply that breaks one of these is **never returned silently**: it is the lesson
author's bug, so the fake answers HTTP 500 in the course's own words (``code`` =
``fake_brain_broke_request``), naming the rule and what the brain sent. A malformed reply (not
a dict, ``arguments`` that is not a string …) is a 500 too (``code`` = ``fake_brain_bug``).

``max_tokens`` is *applied*, the way a real model runs out of room: ``limit_reply`` cuts the
text, then each call's ``arguments`` — possibly mid-JSON, a good lesson-02 case — drops calls
that do not start within the budget, and says ``finish_reason: "length"``.

    >>> limit_reply({"role": "assistant", "content": "项目依赖 ZLIB。"}, 3)
    ({'role': 'assistant', 'content': '项目依'}, 'length')

Lessons: shared
"""

from __future__ import annotations

from typing import Any

from lab_code.wire import api_errors as err
from lab_code.wire.structured_output import reply_problem
from lab_code.wire.tokens import cut_to_tokens, estimate_tokens
from lab_code.wire.tool_choice import allowed_calls


def _brain_error(message: str, code: str) -> err.ApiError:
    return err.ours(message, None, code, status=500, type="server_error")


def checked_reply(body: dict, reply: Any) -> dict:
    """The brain's reply as a clean assistant message, or a 500 that says what is wrong with it."""
    if not isinstance(reply, dict):
        raise _brain_error(
            f"The fake's brain must return an assistant message dict, got {type(reply).__name__}.",
            "fake_brain_bug",
        )
    content, calls = reply.get("content"), reply.get("tool_calls") or []
    if content is not None and not isinstance(content, str):
        raise _brain_error("The brain's message 'content' must be a string or None.", "fake_brain_bug")
    if not isinstance(calls, list):
        raise _brain_error(
            "The brain's 'tool_calls' must be a list (build it with wire.messages).", "fake_brain_bug"
        )
    for call in calls:
        function = call.get("function") if isinstance(call, dict) else None
        if not (
            isinstance(function, dict)
            and isinstance(call.get("id"), str)
            and isinstance(function.get("name"), str)
            and isinstance(function.get("arguments"), str)
        ):
            raise _brain_error(
                "Each tool call of the brain needs a string 'id', 'function.name' and 'function.arguments' "
                f"(a JSON *string*; build calls with wire.messages.tool_call). Got: {call!r:.200}",
                "fake_brain_bug",
            )
    if content is None and not calls:
        raise _brain_error("The brain's message has neither content nor tool calls.", "fake_brain_bug")
    _obey_request(body, [c["function"]["name"] for c in calls])
    problem = None if calls else reply_problem(body.get("response_format"), content)
    if problem:
        raise _brain_error(
            f"The fake's brain broke the request: it asks for structured output (response_format), so a "
            f"model answers with JSON valid for its schema, but the brain's text {content!r:.80} does not: "
            f"{problem}. To fix the lesson or test: make the brain read rules.response_format.",
            "fake_brain_broke_request",
        )
    message: dict = {"role": "assistant", "content": content}
    if calls:
        message["tool_calls"] = [
            {"id": c["id"], "type": "function", "function": dict(c["function"])} for c in calls
        ]
    return message


def _obey_request(body: dict, names: list[str]) -> None:
    broken = allowed_calls(
        body.get("tools"), body.get("tool_choice"), body.get("parallel_tool_calls")
    ).problem(names)
    if broken:
        rule, fix = broken
        raise _brain_error(
            f"The fake's brain broke the request: {rule}, but the brain returned {len(names)} "
            f"call(s) {names}. To fix the lesson or test: {fix}.",
            "fake_brain_broke_request",
        )


def reply_tokens(message: dict) -> int:
    """Completion tokens of one assistant message: its text, plus a name and the arguments per call."""
    calls = message.get("tool_calls") or []
    return estimate_tokens(message.get("content") or "") + sum(
        1 + estimate_tokens(c["function"]["arguments"]) for c in calls
    )


def limit_reply(message: dict, budget: int | None) -> tuple[dict, str]:
    """``(message cut to budget tokens, finish_reason)``: ``"length"`` if anything was cut."""
    calls = message.get("tool_calls") or []
    if budget is None or reply_tokens(message) <= budget:
        return message, "tool_calls" if calls else "stop"
    left = budget
    cut = dict(message)
    if message.get("content") is not None:
        cut["content"] = cut_to_tokens(message["content"], left)
        left -= estimate_tokens(cut["content"])
    kept = []
    for call in calls:
        if left < 1:  # not even the name fits: the model never started this call
            break
        left -= 1
        arguments = cut_to_tokens(call["function"]["arguments"], left)
        left -= estimate_tokens(arguments)
        kept.append({**call, "function": {**call["function"], "arguments": arguments}})
    cut.pop("tool_calls", None)
    if kept:
        cut["tool_calls"] = kept
    return cut, "length"
