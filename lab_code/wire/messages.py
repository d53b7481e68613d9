"""The message builders of the course and its one scripted model.

Chat Completions messages are plain dicts; these helpers build the assistant side the way
the API returns it (``tool_calls`` with ``id``/``type``/``function.name``/``function.arguments``,
arguments as a JSON *string*), the ``tool`` message that answers one call, and the entry
of a request's ``tools`` list that defines a function. Lessons, misbehaviour scenarios,
tests and the agent's CLI all build their messages here, so a tool call has one shape in
the whole course.

``ScriptedModel`` replays a fixed list of assistant messages. It is a ``ChatModel``
(``lab_code.wire.chat_model``), so the same object drives the agent loop and, as its brain,
a fake server (``FakeOpenAIServer(ScriptedModel([...]))``): tests and lessons never need a
second fake.

    >>> reply = assistant_calls(tool_call("read_file", {"path": "a.txt"}, "call_1"))
    >>> reply["tool_calls"][0]["function"]["arguments"]
    '{"path": "a.txt"}'
    >>> tool_message("call_1", "hello")["tool_call_id"]
    'call_1'
    >>> function_tool("list_files", "列出文件", {"type": "object", "properties": {}})["type"]
    'function'

Lessons: shared
"""

from __future__ import annotations

import copy
import json

from lab_code.wire.chat_model import ANY_REPLY, ReplyRules


class ScriptExhausted(RuntimeError):
    """The scripted model was asked for more replies than it was given."""


def assistant_text(text: str) -> dict:
    return {"role": "assistant", "content": text}


def tool_call(name: str, arguments: dict | str, call_id: str) -> dict:
    """One entry of ``tool_calls``. A dict is JSON-encoded; a str is sent raw (broken JSON too)."""
    raw = arguments if isinstance(arguments, str) else json.dumps(arguments, ensure_ascii=False)
    return {"id": call_id, "type": "function", "function": {"name": name, "arguments": raw}}


def assistant_calls(*calls: dict, content: str | None = None) -> dict:
    return {"role": "assistant", "content": content, "tool_calls": list(calls)}


def tool_message(call_id: str, content: str) -> dict:
    """The answer to one call: a ``tool`` message paired with it by ``tool_call_id``."""
    return {"role": "tool", "tool_call_id": call_id, "content": content}


def function_tool(name: str, description: str, parameters: dict, *, strict: bool = False) -> dict:
    """One entry of a request's ``tools``: a function the model may call (``strict`` only when asked)."""
    function = {"name": name, "description": description, "parameters": parameters}
    if strict:
        function["strict"] = True
    return {"type": "function", "function": function}


class ScriptedModel:
    """Replays ``replies`` in order, whatever was asked; one more request is a script bug."""

    name = "scripted"

    def __init__(self, replies: list[dict]):
        self.replies = list(replies)
        self.asked = 0

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        """The next reply of the script, whatever was asked (a fake server still checks ``rules``)."""
        self.asked += 1
        if self.asked > len(self.replies):
            raise ScriptExhausted(
                f"scripted model has {len(self.replies)} replies; request "
                f"#{self.asked} has none. Add a reply or stop the loop earlier."
            )
        return copy.deepcopy(self.replies[self.asked - 1])


def scripted(replies: list[dict]) -> ScriptedModel:
    """A model that answers the n-th request with ``replies[n]`` (kept for readable lesson cells)."""
    return ScriptedModel(replies)
