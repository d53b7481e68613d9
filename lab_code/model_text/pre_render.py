"""What a server does to a request's messages before the chat template sees them (vLLM 0.33.0's steps).

A template expects Python objects, a client sends the OpenAI wire format. vLLM converts one to
the other (``renderers/chat_utils/chat_message.py``: ``parse_chat_message_content`` for each
message, then ``_postprocess_messages``). ``prepare_messages`` does the same steps, and on the
course's 60 raw conversations gives what vLLM gives (``data/server_rendering/``):

* **content** becomes one string (text parts joined with ``\\n``; no content at all becomes
  ``""``), or, for a template that reads content as a list of parts (vLLM detects it; of the
  five only Llama 3.1 JSON), a list of ``{"type": "text", "text": ...}`` parts;
* a tool result's **name is copied only when the client sent one** — nothing is looked up by
  ``tool_call_id``; a tool result sent as text parts is joined into one string;
* **arguments** are parsed from their JSON string into a dict; arguments that are not valid JSON,
  or not a JSON object, become ``{}`` (a broken call in the history must not make every later
  turn fail);
* an **empty** ``tool_calls`` list is dropped, so the template takes the normal assistant path;
* fields a template never reads (``annotations``, ``refusal``, ...) are dropped;
* a ``developer`` message becomes ``system`` when the template does not know that role.

There is no other fix-up: a template that needs a name on tool results, ids of 9 characters or
one call per turn gets what the client sent, and refuses with a 400 (``error_body``). Tool-call
ids are rewritten only when a Mistral model is served with its own tokenizer
(``--tokenizer-mode mistral``); the vendored Mistral template is a Hugging Face one, so it
sees the client's ids as they are.

Lessons: 10
"""

from __future__ import annotations

import copy
import json

TEXT_PARTS = {
    "text": "text",
    "input_text": "text",
    "output_text": "text",
    "refusal": "refusal",
    "thinking": "thinking",
}
# Keys vLLM copies from a message into what the template sees; everything else is dropped.
KEPT_BY_ROLE = {"assistant": ("tool_calls",), "tool": ("tool_call_id",)}


class RequestRefused(ValueError):
    """A request the server answers with 400 before rendering (vLLM's ``VLLMValidationError``)."""

    def __init__(self, message: str, param: str | None = None):
        super().__init__(message)
        self.param = param


def error_body(message: str, param: str | None = None) -> dict:
    """The JSON body of vLLM's 400 (``ErrorResponse``): a template's refusal, or a refused request."""
    return {"error": {"message": message, "type": "BadRequestError", "param": param, "code": 400}}


def _parts(content) -> list:
    if content is None:
        return []
    if isinstance(content, str):
        return [content]
    if not isinstance(content, list):
        raise RequestRefused(
            f"content 必须是字符串、文字片段的列表或 null，收到 {type(content).__name__}", "content"
        )
    texts = []
    for part in content:
        if isinstance(part, str):
            texts.append(part)
            continue
        kind = part.get("type") if isinstance(part, dict) else None
        if kind not in TEXT_PARTS:
            raise RequestRefused(
                f"本课的渲染只接受文字片段（{', '.join(TEXT_PARTS)}），收到 {kind!r}", "type"
            )
        if part.get(TEXT_PARTS[kind]) is not None:  # a text part with no text is skipped
            texts.append(part[TEXT_PARTS[kind]])
    return texts


def _content(message: dict, content_format: str):
    texts = _parts(message.get("content"))
    if content_format == "openai":
        content = [{"type": "text", "text": text} for text in texts]
    else:
        content = "\n".join(texts)
    if message["role"] == "tool" and isinstance(content, list):
        content = "\n".join(part["text"] for part in content)  # tool results: always one string
    return content


def _arguments(value) -> dict:
    if not value:
        return {}
    if isinstance(value, dict):
        return value
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return {}  # vLLM logs a warning and carries on with an empty object
    return value if isinstance(value, dict) else {}


def _calls(message: dict, parse_arguments: bool) -> None:
    calls = message.get("tool_calls")
    if not isinstance(calls, list):
        return
    if not calls:
        del message["tool_calls"]
        return
    for call in calls:
        if not isinstance(call, dict):
            raise RequestRefused("assistant tool_calls entries must be objects.", "tool_calls")
        function = call.get("function")
        if call.get("type", "function") != "function" or not isinstance(function, dict):
            raise RequestRefused(
                "chat completions only support assistant tool_calls of type 'function'.", "tool_calls"
            )
        if parse_arguments:  # False only to show what forgetting this step does
            function["arguments"] = _arguments(function.get("arguments"))


def prepare_messages(
    messages: list[dict],
    content_format: str = "string",
    developer_role: bool = False,
    *,
    parse_arguments: bool = True,
) -> list[dict]:
    """The messages as vLLM hands them to the template (a new list; ``messages`` is not changed)."""
    prepared = []
    for original in copy.deepcopy(messages):
        role = original["role"]
        message = {"role": role, "content": _content(original, content_format)}
        for key in KEPT_BY_ROLE.get(role, ()):
            if key in original and (key != "tool_calls" or original[key] is not None):
                message[key] = original[key]
        if role == "assistant" and original.get("reasoning") is not None:
            message["reasoning"] = message["reasoning_content"] = original["reasoning"]
        for key in ("name", "task"):  # only what the client sent, and only a string
            if isinstance(original.get(key), str):
                message[key] = original[key]
        if role == "developer":
            message["tools"] = original.get("tools")
        _calls(message, parse_arguments)
        prepared.append(message)
    if not developer_role and any(m["role"] == "developer" for m in prepared):
        prepared = _developer_as_system(prepared)
    return prepared


def _developer_as_system(messages: list[dict]) -> list[dict]:
    """vLLM's ``_convert_developer_to_system`` and ``_consolidate_system_messages``."""
    converted = [
        {k: v for k, v in m.items() if k != "tools"} | {"role": "system"} if m["role"] == "developer" else m
        for m in messages
    ]
    systems, others, merge = [], [], False
    for i, message in enumerate(converted):
        if message["role"] != "system":
            others.append(message)
            continue
        merge = merge or i > 0 or bool(systems)
        content = message.get("content", "")
        if isinstance(content, list):
            content = "\n".join(
                p if isinstance(p, str) else p["text"] for p in content if isinstance(p, str) or "text" in p
            )
        if content:
            systems.append(content)
    return [{"role": "system", "content": "\n\n".join(systems)}, *others] if merge else converted
