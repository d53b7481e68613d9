"""A stand-in brain for the served fakes: it works with any tools and any agent framework, and says that it is a stand-in.

When a fake is served over HTTP for a client the course did not write (curl, another SDK, an
agent framework, an editor), no lesson brain knows that client's tools. ``demo_brain`` is a
deterministic stand-in, not a language model, and a ``ChatModel`` like every model of the
course (``lab_code.wire.chat_model``). It makes the moves a plausible model makes in an
agent loop, read from the conversation by ``lab_code.wire.tool_fit``:

1. a task arrives and tools are offered → it calls the tool that fits the task best (a named
   ``tool_choice`` or ``allowed_tools`` narrows the choice: ``lab_code.wire.tool_choice``), with
   arguments built from that tool's schema (``lab_code.wire.schema_instance``: required
   properties, ``"example"`` strings, enums' first values);
2. the results are back → it answers. If the request still forces a call (``tool_choice``
   ``required`` / Anthropic's ``any``), it calls the framework's finishing tool (pydantic-ai's
   ``final_result``, smolagents' ``final_answer``) and puts its answer there; with no finishing
   tool it calls the best-fitting tool not called yet;
3. the answer is text — or, when the request asks for structured output (``response_format``
   ``json_schema`` / ``json_object``, the Responses API's ``text.format``, Anthropic's
   ``output_config.format``), a JSON value valid for the schema.

Every answer is labelled: the text, and the first free-text string of a structured answer or a
finishing call, start with ``（课程的离线替身模型）``.

    >>> tools = [{"type": "function", "function": {"name": "get_weather", "parameters": {
    ...     "type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"]}}}]
    >>> demo_brain.next_message([{"role": "user", "content": "天气？"}], tools)["tool_calls"][0]["function"]
    {'name': 'get_weather', 'arguments': '{"city": "example"}'}

Lessons: shared
"""

from __future__ import annotations

import json

from lab_code.wire import tool_fit
from lab_code.wire.chat_model import ANY_REPLY, ReplyRules
from lab_code.wire.messages import assistant_calls, assistant_text, tool_call
from lab_code.wire.schema_instance import instance
from lab_code.wire.shorten import shorten

LABEL = "（课程的离线替身模型）"
ECHO_CHARS = 80


def _next_tool(tools: list[dict], state: tool_fit.Progress, forced: bool) -> dict | None:
    """The tool to call now, or ``None`` to answer in text."""
    finishing = [t for t in tools if tool_fit.is_finishing(t)]
    working = tool_fit.by_fit([t for t in tools if t not in finishing], state.task)
    if not state.called:
        return (working or finishing or [None])[0]
    if not forced:
        return None
    fresh = [t for t in working if t["name"] not in state.called]
    return (finishing or fresh or working)[0]


def _answer(state: tool_fit.Progress) -> str:
    if state.last_result is not None:
        return f"{LABEL}工具返回：{shorten(state.last_result, ECHO_CHARS)}"
    return f"{LABEL}收到：{shorten(state.task, ECHO_CHARS)}"


def _structured(rules: ReplyRules, text: str) -> str:
    """``text`` in the form the request asks for: as is, or as JSON valid for its schema."""
    wanted = rules.response_format or {}
    if wanted.get("type") == "json_schema":
        return json.dumps(instance(wanted["json_schema"].get("schema") or {}, text=text), ensure_ascii=False)
    if wanted.get("type") == "json_object":
        return json.dumps({"answer": text}, ensure_ascii=False)
    return text


class DemoStandIn:
    """The served fakes' default brain (a ``ChatModel``; see the module docstring)."""

    name = "demo"

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        allowed = rules.allowed_calls(tools)
        offered = [t["function"] for t in allowed.offered(tools)]
        state = tool_fit.progress(messages, [t["name"] for t in offered])
        tool = _next_tool(offered, state, allowed.required) if offered else None
        if tool is None:
            return assistant_text(_structured(rules, _answer(state)))
        label = _answer(state) if tool_fit.is_finishing(tool) else None
        arguments = instance(tool.get("parameters") or {"type": "object"}, text=label)
        turn = sum(1 for m in messages if m["role"] == "assistant") + 1  # unique call ids per turn
        return assistant_calls(tool_call(tool["name"], arguments, f"call_demo_{turn}"))


demo_brain = DemoStandIn()  # stateless: one instance serves every request
