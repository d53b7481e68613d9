"""Anthropic's Messages format, checked and translated to and from the brains' neutral format.

The brains of the course speak one format (a Chat Completions request body in, an assistant
message out). ``to_neutral(body)`` checks an Anthropic request the way Anthropic does and
turns it into that body; ``message_from(reply, …)`` turns the brain's reply back into an
Anthropic ``message``:

    Anthropic                                   neutral (Chat Completions)
    system                                      {"role": "system"}
    content block {"type": "tool_use", id,      tool_calls[{id, function: {name,
        name, input: {...}}}                        arguments: JSON string}}]
    user block {"type": "tool_result",          {"role": "tool", tool_call_id, content,
        tool_use_id, content, is_error}             "is_error": …}  (extra key a brain may read)
    tools[{name, description, input_schema}]    tools[{type: function, function: {…, parameters}}]
    tool_choice auto / any / tool / none        "auto" / "required" / named / "none"
    tool_choice.disable_parallel_tool_use       parallel_tool_calls: false
    output_config.format (json_schema)          response_format (see structured_output)
    stop_reason tool_use / end_turn / max_tokens  finish_reason tool_calls / stop / length

Which body fields a request may send depends on its ``anthropic-version`` header
(``lab_code.wire.anthropic_versions``); the caller passes that set in as ``allowed``.

The two pairing errors are Anthropic's own words (seen in anthropics/claude-code#5989 and
#13460): a ``tool_use`` must be answered by a ``tool_result`` in the very next message, and
a ``tool_result`` must answer a ``tool_use`` of the message before it.

Lessons: shared
"""

from __future__ import annotations

import json
from typing import Any

from lab_code.wire import api_errors as err
from lab_code.wire.anthropic_versions import KNOWN_PARAMETERS
from lab_code.wire.messages import function_tool
from lab_code.wire.structured_output import output_config_format
from lab_code.wire.tool_definitions import check_name, check_parameters, check_tool_list

CREATE_REQUIRED = ("model", "max_tokens", "messages")
CHOICES = {"auto": "auto", "any": "required", "none": "none"}


def _text(content: Any) -> str:
    """A string, or the text of a list of ``{"type": "text", "text": …}`` blocks."""
    if isinstance(content, str):
        return content
    return "".join(
        b.get("text", "") for b in content or [] if isinstance(b, dict) and b.get("type") == "text"
    )


def _blocks(content: Any) -> list[dict]:
    return [{"type": "text", "text": content}] if isinstance(content, str) else list(content)


def check_request(
    body: Any, allowed: frozenset[str] = KNOWN_PARAMETERS, required: tuple[str, ...] = CREATE_REQUIRED
) -> None:
    if not isinstance(body, dict):
        raise err.ours("The request body must be a JSON object.")
    for name in body:
        if name not in allowed:
            raise err.real(f"{name}: Extra inputs are not permitted")
    for name in required:
        if name not in body:  # seen for max_tokens, e.g. in public gateway reports
            raise err.real(f"{name}: Field required")
    budget = body.get("max_tokens")
    if "max_tokens" in body and (not isinstance(budget, int) or isinstance(budget, bool) or budget < 1):
        raise err.ours(f"max_tokens: must be a whole number of at least 1, got {budget!r}")
    config = body.get("output_config")
    if config is not None and not isinstance(config, dict):
        raise err.ours("output_config: must be an object")
    output_config_format((config or {}).get("format"))
    messages = body["messages"]
    if not isinstance(messages, list) or not messages:
        raise err.ours("messages: must be a non-empty list of messages")
    for i, msg in enumerate(messages):
        if not isinstance(msg, dict) or msg.get("role") not in ("user", "assistant"):
            raise err.ours(f"messages.{i}.role: Input should be 'user' or 'assistant'")
        content = msg.get("content")
        if not isinstance(content, (str, list)) or not all(isinstance(b, dict) for b in _blocks(content)):
            raise err.ours(f"messages.{i}.content: must be a string or a list of content blocks")
    _check_pairing(messages)
    tools = body.get("tools")
    if tools is not None:
        problem = check_tool_list(tools)
        if problem:
            raise err.ours(f"tools: {problem.message}")
        for i, tool in enumerate(tools):
            if not isinstance(tool, dict):
                raise err.ours(f"tools.{i}: must be an object")
            problem = check_name(tool.get("name"), f"tools.{i}.name")
            if problem is None and "input_schema" not in tool:
                problem = err.ours(f"tools.{i}.input_schema: Field required")
            problem = problem or check_parameters(
                tool["input_schema"], tool["name"], f"tools.{i}.input_schema"
            )
            if problem:
                raise err.ours(problem.message)


def _check_pairing(messages: list[dict]) -> None:
    for i, msg in enumerate(messages):
        blocks = _blocks(msg["content"])
        if msg["role"] == "assistant":
            asked = [b.get("id") for b in blocks if b.get("type") == "tool_use"]
            following = _blocks(messages[i + 1]["content"]) if i + 1 < len(messages) else []
            answered = {b.get("tool_use_id") for b in following if b.get("type") == "tool_result"}
            missing = [cid for cid in asked if cid not in answered]
            if missing and i + 1 < len(messages):
                raise err.real(
                    f"messages.{i}: `tool_use` ids were found without `tool_result` blocks immediately "
                    f"after: {', '.join(missing)}. Each `tool_use` block must have a corresponding "
                    "`tool_result` block in the next message."
                )
        else:
            before = _blocks(messages[i - 1]["content"]) if i > 0 else []
            asked = {b.get("id") for b in before if b.get("type") == "tool_use"}
            for j, block in enumerate(blocks):
                if block.get("type") == "tool_result" and block.get("tool_use_id") not in asked:
                    raise err.real(
                        f"messages.{i}.content.{j}: unexpected `tool_use_id` found in `tool_result` "
                        f"blocks: {block.get('tool_use_id')}. Each `tool_result` block must have a "
                        "corresponding `tool_use` block in the previous message."
                    )


def to_neutral(
    body: dict, allowed: frozenset[str] = KNOWN_PARAMETERS, required: tuple[str, ...] = CREATE_REQUIRED
) -> dict:
    """The checked Anthropic request as the Chat Completions body a brain reads."""
    check_request(body, allowed, required)
    messages = [{"role": "system", "content": _text(body["system"])}] if body.get("system") else []
    for msg in body["messages"]:
        blocks = _blocks(msg["content"])
        if msg["role"] == "assistant":
            calls = [
                {
                    "id": b["id"],
                    "type": "function",
                    "function": {
                        "name": b["name"],
                        "arguments": json.dumps(b.get("input", {}), ensure_ascii=False),
                    },
                }
                for b in blocks
                if b.get("type") == "tool_use"
            ]
            text = _text(blocks) or None
            messages.append(
                {"role": "assistant", "content": text, **({"tool_calls": calls} if calls else {})}
            )
            continue
        for b in blocks:
            if b.get("type") == "tool_result":
                messages.append(
                    {
                        "role": "tool",
                        "tool_call_id": b["tool_use_id"],
                        "content": _text(b.get("content", "")),
                        "is_error": bool(b.get("is_error", False)),
                    }
                )
        text = _text(blocks)
        if text or not any(b.get("type") == "tool_result" for b in blocks):
            messages.append({"role": "user", "content": text})
    neutral = {"model": body["model"], "messages": messages, "max_tokens": body.get("max_tokens")}
    wanted = output_config_format((body.get("output_config") or {}).get("format"))
    if wanted:
        neutral["response_format"] = wanted
    if body.get("tools"):
        neutral["tools"] = [
            function_tool(t["name"], t.get("description", ""), t["input_schema"]) for t in body["tools"]
        ]
    choice = body.get("tool_choice")
    if choice is not None and body.get("tools"):
        if not isinstance(choice, dict) or choice.get("type") not in (*CHOICES, "tool"):
            raise err.ours("tool_choice: expected {'type': 'auto' | 'any' | 'tool' | 'none'}")
        kind = choice["type"]
        fields = {
            "type",
            *(("name",) if kind == "tool" else ()),
            *(() if kind == "none" else ("disable_parallel_tool_use",)),
        }
        extra = sorted(set(choice) - fields)
        if extra:  # the SDK's types: none takes only its type; auto/any/tool add disable_parallel_tool_use
            raise err.ours(
                f"tool_choice: {{'type': '{kind}'}} takes no field {extra[0]!r} (allowed: {sorted(fields)})"
            )
        if kind == "tool":
            names = [t["name"] for t in body["tools"]]
            if choice.get("name") not in names:
                raise err.ours(f"tool_choice.name: no tool named {choice.get('name')!r} in tools")
            neutral["tool_choice"] = {"type": "function", "function": {"name": choice["name"]}}
        else:
            neutral["tool_choice"] = CHOICES[kind]
        if choice.get("disable_parallel_tool_use"):
            neutral["parallel_tool_calls"] = False
    return neutral


def content_blocks(reply: dict) -> list[dict]:
    """The brain's (checked, possibly cut) reply as Anthropic content blocks.

    A call whose arguments are not a complete JSON object cannot be a ``tool_use`` block (its
    ``input`` is an object): after a ``max_tokens`` cut such a call is left out; from a brain
    it is the author's bug and fails loudly.
    """
    blocks = [{"type": "text", "text": reply["content"]}] if reply.get("content") else []
    for call in reply.get("tool_calls") or []:
        try:
            arguments = json.loads(call["function"]["arguments"])
        except ValueError:
            arguments = None
        if not isinstance(arguments, dict):
            continue
        blocks.append(
            {"type": "tool_use", "id": call["id"], "name": call["function"]["name"], "input": arguments}
        )
    return blocks


def require_object_arguments(reply: dict) -> None:
    for call in reply.get("tool_calls") or []:
        try:
            ok = isinstance(json.loads(call["function"]["arguments"]), dict)
        except ValueError:
            ok = False
        if not ok:
            raise err.ours(
                "The fake's brain sent arguments that are not a JSON object "
                f"({call['function']['arguments']!r:.80}); Anthropic's tool_use.input is always an "
                "object, so this brain cannot be served in the Anthropic format.",
                code="fake_brain_bug",
                status=500,
                type="api_error",
            )


STOP_REASONS = {"tool_calls": "tool_use", "stop": "end_turn", "length": "max_tokens"}
