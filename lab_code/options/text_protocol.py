"""Option 1 of lesson 04: tool calls as tagged text, parsed by hand with a regex.

The model is told, in the system prompt, to answer with
``<tool_call>{"name": ..., "arguments": {...}}</tool_call>`` when it wants a tool. Our program
cuts the tag out with a *non-greedy* ``re.DOTALL`` pattern (greedy would swallow everything
up to the last closing tag; without DOTALL a pretty-printed call across lines is missed),
``json.loads`` the inside, and checks the name against the tools it really has: a name it
does not know is plain text — the model is *talking about* a call, not making one.

A reply that cannot be parsed never raises: it becomes a plain answer, a warning goes to the
``logging`` log, and the ``ParseResult`` says why. Hand-written on purpose — this is the
lesson. ``python -m lab_code.options.text_protocol`` prints::

    calls   get_weather {'city': '杭州'}
    text    （不是调用）
    parse_error 第 1 个 <tool_call> 里不是合法 JSON：Expecting property name enclosed in double quotes（第 1 行第 2 列）

Lessons: 04
"""

from __future__ import annotations

import json
import logging
import re
from collections.abc import Callable, Collection
from dataclasses import dataclass, field

from lab_code.wire.messages import assistant_text
from lab_code.wire.openai_model import OpenAIModel
from lab_code.wire.tool_results import to_tool_content

log = logging.getLogger(__name__)
log.addHandler(logging.NullHandler())  # a library logs; the application decides where it goes

TOOL_CALL_PATTERN = re.compile(r"<tool_call>(.*?)</tool_call>", re.DOTALL)
OPEN_TAG, CLOSE_TAG = "<tool_call>", "</tool_call>"
# Real replies are a few KB. The limits keep a hostile or runaway reply from costing seconds:
# every unclosed opening tag makes the regex scan to the end of the text once.
MAX_REPLY_CHARS = 200_000
MAX_CALLS_PER_REPLY = 8
RESULT_ROLES = ("user", "tool", "function")


@dataclass(frozen=True)
class ParsedCall:
    name: str
    arguments: dict


@dataclass
class ParseResult:
    """``status``: "calls" (run them), "text" (a plain answer) or "parse_error" (shown as text)."""

    status: str
    calls: list[ParsedCall] = field(default_factory=list)
    text: str = ""  # what the user would see
    problems: list[str] = field(default_factory=list)  # why something was not a call


def describe_tools(tools: list[tuple[str, str, dict]]) -> str:
    """One line per tool: ``(name, description, properties-schema)`` → text for a prompt."""
    return "\n".join(
        f"- {name}：{description} 参数：{json.dumps(props, ensure_ascii=False)}"
        for name, description, props in tools
    )


def build_system_prompt(tool_list: str) -> str:
    """The protocol, told to the model. Examples matter more to a model than type names."""
    return (
        "你可以使用下面的工具：\n" + tool_list + "\n\n"
        "只有在确实需要外部信息或动作时才调用工具。调用时整条回复只写一个或多个\n"
        f'{OPEN_TAG}{{"name": "工具名", "arguments": {{参数对象}}}}{CLOSE_TAG}\n'
        "里面必须是标准 JSON（双引号，不要注释，不要尾逗号）。例如：\n"
        f'{OPEN_TAG}{{"name": "get_weather", "arguments": {{"city": "杭州"}}}}{CLOSE_TAG}\n'
        "不需要工具时直接用中文回答；解释调用格式时不要写出这个标签。"
    )


def _problem(problems: list[str], message: str) -> None:
    problems.append(message)
    log.warning("tool_call not used: %s", message)


def parse_reply(reply: str, known_tools: Collection[str]) -> ParseResult:
    """Extract the tool calls of one model reply. Never raises on bad model output."""
    if not isinstance(reply, str):
        raise TypeError(f"reply 必须是 str（模型回复的文本），收到的是 {type(reply).__name__}")
    problems: list[str] = []
    if len(reply) > MAX_REPLY_CHARS:
        _problem(problems, f"回复有 {len(reply)} 个字符，超过上限 {MAX_REPLY_CHARS}，不解析，按普通文本处理")
        return ParseResult("parse_error", text=reply, problems=problems)
    opened = reply.count(OPEN_TAG)
    if opened > MAX_CALLS_PER_REPLY:
        _problem(problems, f"回复里有 {opened} 个 {OPEN_TAG}，超过上限 {MAX_CALLS_PER_REPLY}，不解析")
        return ParseResult("parse_error", text=reply, problems=problems)

    calls: list[ParsedCall] = []
    unknown_names = 0  # pretend calls are text, not a format failure
    matches = list(TOOL_CALL_PATTERN.finditer(reply)) if CLOSE_TAG in reply else []
    if opened > len(matches):
        _problem(problems, f"有 {opened - len(matches)} 个 {OPEN_TAG} 没有配对的 {CLOSE_TAG}")
    for index, match in enumerate(matches, start=1):
        body = match.group(1).strip()
        try:
            payload = json.loads(body)
        except json.JSONDecodeError as exc:
            _problem(
                problems,
                f"第 {index} 个 {OPEN_TAG} 里不是合法 JSON：{exc.msg}（第 {exc.lineno} 行第 {exc.colno} 列）",
            )
            continue
        if not isinstance(payload, dict) or not isinstance(payload.get("name"), str):
            _problem(problems, f"第 {index} 个 {OPEN_TAG} 不是带 name 的 JSON 对象")
            continue
        arguments = payload.get("arguments", {})
        if not isinstance(arguments, dict):
            _problem(problems, f"第 {index} 个调用的 arguments 不是 JSON 对象")
            continue
        if payload["name"] not in known_tools:
            # The "pretend call" trap: a name we do not have means the model is not really calling.
            _problem(problems, f"工具名 {payload['name']!r} 不在工具列表里，按普通文本处理")
            unknown_names += 1
            continue
        calls.append(ParsedCall(payload["name"], arguments))

    if calls:
        return ParseResult("calls", calls, TOOL_CALL_PATTERN.sub("", reply).strip(), problems)
    status = "parse_error" if len(problems) > unknown_names else "text"
    return ParseResult(status, text=reply, problems=problems)


def result_message(name: str, content: str, role: str) -> dict:
    """A tool result in the role the model was trained to read.

    * ``"user"``: the only safe choice through a hosted chat API — a ``tool`` message there
      must answer a native ``tool_call_id``, and a text-protocol call has none.
    * ``"tool"``: self-hosted open models whose chat template has a tool role.
    * ``"function"``: the old OpenAI role (before ``tools``), still expected by some templates.
    A result in a role the model does not expect is text it was never trained to read as a result.
    """
    if role not in RESULT_ROLES:
        raise ValueError(f"result_role={role!r} 不支持；可选 {list(RESULT_ROLES)}，请对照模型文档选择。")
    if role == "user":
        return {"role": "user", "content": f"<tool_result name=\"{name}\">{content}</tool_result>"}
    if role == "function":
        return {"role": "function", "name": name, "content": content}
    return {"role": "tool", "name": name, "content": content}


@dataclass
class LoopResult:
    """How one run of a lesson-04 loop ended (this one, and option 3's ``run_native_loop``)."""

    answer: str
    stop_reason: str  # "answer" | "finish" (option 3 only) | "max_turns"
    turns: int
    messages: list[dict]  # the whole conversation, as sent
    parse_results: list[ParseResult] = field(default_factory=list)  # options 1–2: how each reply parsed


def run_text_loop(
    model: Callable[[list[dict]], str],
    execute: Callable[[str, dict], dict],
    known_tools: Collection[str],
    user_input: str,
    system_prompt: str,
    max_turns: int = 5,
    result_role: str = "user",
) -> LoopResult:
    """User question → reply → parse → run → feed back, until a plain answer or ``max_turns``.

    ``execute(name, arguments)`` returns a ``lab_code.wire.tool_results`` dict. The turn limit is
    what stops a model that keeps calling the same tool forever.
    """
    if max_turns < 1:
        raise ValueError(f"max_turns 必须 ≥ 1，收到 {max_turns}")
    result_message("probe", "", result_role)  # fail before the first request, not after
    messages = [{"role": "system", "content": system_prompt}, {"role": "user", "content": user_input}]
    parsed: list[ParseResult] = []
    for turn in range(1, max_turns + 1):
        reply = model(messages)
        result = parse_reply(reply, known_tools)
        parsed.append(result)
        messages.append(assistant_text(reply))
        if result.status != "calls":
            return LoopResult(result.text, "answer", turn, messages, parsed)
        for call in result.calls:
            outcome = execute(call.name, call.arguments)
            messages.append(result_message(call.name, to_tool_content(outcome), result_role))
    return LoopResult(f"达到最大轮数 {max_turns}，已停止。", "max_turns", max_turns, messages, parsed)


def chat_model(client, model_name: str) -> Callable[[list[dict]], str]:
    """The ``messages -> reply text`` shape of this loop, over the course's one provider adapter:
    option 1 offers no ``tools``, so the text is all there is."""
    model = OpenAIModel(client, model_name)
    return lambda messages: model.next_message(messages, []).get("content") or ""


if __name__ == "__main__":
    names = ["get_weather"]
    for reply in (
        '<tool_call>{"name": "get_weather", "arguments": {"city": "杭州"}}</tool_call>',
        "（不是调用）",
        "<tool_call>{'name': 'get_weather'}</tool_call>",
    ):
        r = parse_reply(reply, names)
        shown = (
            f"{r.calls[0].name} {r.calls[0].arguments}"
            if r.calls
            else (r.problems[0] if r.problems else r.text)
        )
        print(f"{r.status:<7} {shown}")
