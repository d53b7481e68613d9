"""Option 3 of lesson 04: native function calling through the real ``openai`` SDK.

The tools go into the request's ``tools`` field (from option 2's registry, so there is still
one home per tool); the model answers with a separate ``tool_calls`` list, each call with
an ``id``; we answer every id with exactly one ``{"role": "tool", "tool_call_id": ...}``
message, in the original order. Prose and calls no longer share one string, so "pretend
calls" disappear — but ``function.arguments`` is still a *string*: without strict mode it
can be invalid JSON, which becomes an ``invalid_json`` result for that id (never a crash,
never a skipped id, or the next request is refused).

The offline model is ``lab_code.wire.fake_openai``; ``choice_brain`` below is how *this lesson's*
fake model honours ``tool_choice`` and ``parallel_tool_calls``. ``python -m lab_code.options.native_calling``::

    auto      → 2 轮，answer：杭州：晴，22°C；北京：晴，22°C
    none      → 1 轮，answer：（没有调用工具）你问的是：杭州和北京的天气怎么样？
    required  → 5 轮，max_turns：达到最大轮数 5，已停止。
    required+finish → 2 轮，finish：杭州：晴，22°C；北京：晴，22°C
    get_weather → 5 轮，max_turns：达到最大轮数 5，已停止。

The last line is a lesson too: a named ``tool_choice`` forces that call on *every* request,
so a loop that keeps sending it never ends — send it for the first turn, then ``"auto"``.

Lessons: 04, 05
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from lab_code.arguments.validator import parse_arguments
from lab_code.options.demo_data import CITIES, demo_registry
from lab_code.options.text_protocol import LoopResult
from lab_code.options.tool_registry import Binding, Registry
from lab_code.wire.chat_model import ANY_REPLY, ReplyRules
from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.messages import assistant_calls, assistant_text, tool_call, tool_message
from lab_code.wire.settings import load_settings
from lab_code.wire.tool_results import to_tool_content

FINISH_TOOL = "finish"


@dataclass
class NativeCall:
    call_id: str
    name: str
    raw_arguments: str
    binding: Binding  # ok → run it; otherwise binding.error goes back for this id


def parse_native(message: dict, registry: Registry) -> list[NativeCall]:
    """The calls of one native assistant message, each bound (or refused) by the registry."""
    parsed = []
    for call in message.get("tool_calls") or []:
        name, raw = call["function"]["name"], call["function"]["arguments"]
        # Layer 1 is lesson 02's parser: Chinese messages, and never a crash (deep nesting,
        # 5000-digit numbers, NaN); an empty string means "no arguments".
        schema = registry.get(name).schema if name in registry else None
        arguments, failure = parse_arguments(raw if raw.strip() else "{}", schema)
        binding = Binding(name, error=failure) if failure else registry.bind(name, arguments)
        parsed.append(NativeCall(call["id"], name, raw, binding))
    return parsed


def add_finish_tool(registry: Registry) -> Registry:
    """With ``tool_choice="required"`` the model must call *something* every turn, so it can
    never end with plain text. A ``finish`` tool gives it a way to say "done"."""

    @registry.tool("任务完成时调用，answer 是给用户的最终回答。", name=FINISH_TOOL)
    def finish(answer: str) -> str:
        return answer

    return registry


def weather_planner(messages: list[dict]) -> list[tuple[str, dict]] | str:
    """A tiny deterministic 'model': weather for every city not asked about yet, then a summary."""
    asked = {
        json.loads(c["function"]["arguments"]).get("city")
        for m in messages
        if m["role"] == "assistant"
        for c in m.get("tool_calls") or []
    }
    cities = [c for c in CITIES if c in _question(messages) and c not in asked]
    if cities:
        return [("get_weather", {"city": c}) for c in cities]
    results = [json.loads(m["content"]) for m in messages if m["role"] == "tool"]
    if results:
        return "；".join(str(r.get("content", r.get("message"))) for r in results)
    return f"你问的是：{_question(messages)}"


class ChoiceBrain:
    """A fake-model brain that obeys ``tool_choice`` and ``parallel_tool_calls`` like a real one.

    auto → whatever the planner wants; none → text only; required → some call every turn
    (``finish`` if offered, else it repeats a call — a real model does the same kind of thing);
    a named function → a call to it and nothing else. It reads the request through
    ``rules.allowed_calls(tools)``, the course's one reading of ``tool_choice``.
    """

    name = "choice_brain"

    def __init__(self, planner: Callable[[list[dict]], list | str] = weather_planner):
        self.planner = planner
        self.calls = 0  # call ids stay unique over the whole conversation

    def next_message(self, messages: list[dict], tools: list[dict], rules: ReplyRules = ANY_REPLY) -> dict:
        plan = self.planner(messages)
        allowed = rules.allowed_calls(tools)
        offered = [t["function"]["name"] for t in allowed.offered(tools)]
        if isinstance(plan, list):
            plan = [call for call in plan if allowed.permits(call[0])]
        if offered and allowed.required and not (isinstance(plan, list) and plan):
            plan = (
                [(FINISH_TOOL, {"answer": plan})]
                if FINISH_TOOL in offered and isinstance(plan, str)
                else [(offered[0], _fill_required(tools, offered[0], messages))]
            )
        if not offered or not plan or isinstance(plan, str):
            return assistant_text(
                plan if isinstance(plan, str) else f"（没有调用工具）你问的是：{_question(messages)}"
            )
        if allowed.single:
            plan = plan[:1]  # at most one call per turn when parallel calls are switched off
        calls = []
        for name, args in plan:
            self.calls += 1
            calls.append(tool_call(name, args, f"call_{self.calls:03d}"))
        return assistant_calls(*calls)


def choice_brain(planner: Callable[[list[dict]], list | str] = weather_planner) -> ChoiceBrain:
    """A fresh ``ChoiceBrain`` (one per conversation: its call ids count up)."""
    return ChoiceBrain(planner)


def _question(messages: list[dict]) -> str:
    return next(m["content"] for m in reversed(messages) if m["role"] == "user")


def _fill_required(tools: list[dict], name: str, messages: list[dict]) -> dict:
    tool = next(t for t in tools if t["function"]["name"] == name)
    required = tool["function"]["parameters"].get("required", [])
    return {key: _question(messages) for key in required}


def run_native_loop(
    client,
    registry: Registry,
    user_input: str,
    *,
    tool_choice="auto",
    parallel_tool_calls: bool | None = None,
    max_turns: int = 5,
    system_prompt: str | None = None,
) -> LoopResult:
    """The option-3 loop. The program, not the model, decides when to stop: a plain answer,
    a call to ``finish``, or ``max_turns``."""
    if max_turns < 1:
        raise ValueError(f"max_turns 必须 ≥ 1，收到 {max_turns}")
    messages: list[dict] = [{"role": "system", "content": system_prompt}] if system_prompt else []
    messages.append({"role": "user", "content": user_input})
    extra = {} if parallel_tool_calls is None else {"parallel_tool_calls": parallel_tool_calls}
    model, tools = load_settings().model, registry.openai_tools()  # fixed for the whole loop
    for turn in range(1, max_turns + 1):
        reply = client.chat.completions.create(
            model=model, messages=messages, tools=tools, tool_choice=tool_choice, **extra
        )
        message = reply.choices[0].message.model_dump(exclude_none=True)
        messages.append(message)
        if not message.get("tool_calls"):
            return LoopResult(message.get("content") or "", "answer", turn, messages)
        finished = None
        for call in parse_native(message, registry):  # original order, one message per id
            # The binding parse_native made is the one that runs: checked once, bound once.
            messages.append(tool_message(call.call_id, to_tool_content(registry.run(call.binding))))
            if call.name == FINISH_TOOL and call.binding.ok:
                finished = call.binding.arguments["answer"]
        if finished is not None:
            return LoopResult(finished, "finish", turn, messages)
    return LoopResult(f"达到最大轮数 {max_turns}，已停止。", "max_turns", max_turns, messages)


def demo(tool_choice="auto", with_finish: bool = False) -> LoopResult:
    registry = add_finish_tool(demo_registry()) if with_finish else demo_registry()
    client = FakeOpenAIServer(choice_brain()).client()
    return run_native_loop(client, registry, "杭州和北京的天气怎么样？", tool_choice=tool_choice)


if __name__ == "__main__":
    for label, choice, finish in [
        ("auto", "auto", False),
        ("none", "none", False),
        ("required", "required", False),
        ("required+finish", "required", True),
        ("get_weather", {"type": "function", "function": {"name": "get_weather"}}, False),
    ]:
        result = demo(choice, finish)
        print(f"{label:<9} → {result.turns} 轮，{result.stop_reason}：{result.answer}")
