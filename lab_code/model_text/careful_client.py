"""What a careful client adds to the server's reply: the course's stricter rules, each named.

``tool_parsers.server_reply`` is what vLLM really sends. Each rule here guards against one of its
quirks, and each says what it needs: the **message** (any client can apply it to what it
received) or the **raw text** (only a server you run yourself, or a client that logs the
model's text, can). A rule that finds something adds a ``Problem``; it never rewrites a call.

* ``offered_tool`` (message) — the name must be one of the request's tools. No vLLM parser checks
  it: a made-up ``rm_rf`` reaches the client as a call.
* ``arguments_object`` (message) — ``arguments`` must be a JSON object. DeepSeek's parser passes
  its text on unchecked, Mistral's keeps a string as it is, Hermes encodes whatever it got.
  This is lesson 02's first layer, and the reason it exists.
* ``keyword_only`` (raw text) — a pythonic call with a positional argument. vLLM drops the value
  without a word: in ``[read_file(path='a.txt'), get_weather('Paris')]`` the second call arrives
  as ``get_weather()``.
* ``closed_call`` (raw text) — a call the output was cut off in (``max_tokens``): Hermes' last
  ``<tool_call>`` without ``</tool_call>``, DeepSeek without ``<｜tool▁calls▁end｜>``. vLLM takes
  the first as a call and the second's unfinished call silently vanishes.
* ``kept_text`` (raw text) — every character that is not a call stays in ``content``. vLLM drops
  text after a Hermes call, all text around a Llama JSON call, the text of a cut-off DeepSeek
  call, and (Mistral, when the JSON is broken) everything before ``[TOOL_CALLS]``.
* ``call_limit`` (message) — more than ``MAX_CALLS`` calls in one reply is a runaway (or hostile)
  output: none of them runs.

A call with a problem stays in the reply, so the loop can answer it with an error result
(lesson 01: every call gets an answer); a problem that ``blocks`` stops every call of the reply.

Lessons: 10
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from lab_code.model_text.server_pythonic import pythonic_calls
from lab_code.model_text.tool_parsers import DS_BEGIN, DS_END, TC_CLOSE, TC_OPEN, ServerReply, server_reply

MAX_CALLS = 16
# Markup that is neither a call nor text once the calls are cut out: a Llama tag, an empty code
# fence or tag pair that held a call, and what separates two calls.
_EMPTY_MARKUP = re.compile(r"<\|python_tag\|>|```[a-z]*\s*```|<tool_call>\s*</tool_call>")
_BETWEEN_CALLS = re.compile(r"[\s;]*")


@dataclass(frozen=True)
class Problem:
    rule: str
    call: int | None  # index into tool_calls; None for the reply as a whole
    message: str
    blocks: bool = False  # True: no call of this reply may run


@dataclass(frozen=True)
class Rule:
    name: str
    needs: str  # "message" or "raw text"
    guards: str  # the server's quirk, in one sentence
    find: Callable[[ServerReply, str, list[str]], list[Problem]]


def _offered_tool(reply: ServerReply, text: str, offered: list[str]) -> list[Problem]:
    return [
        Problem("offered_tool", i, f"请求里没有工具 {name!r}（可用：{', '.join(offered)}）")
        for i, (name, _) in enumerate(reply.calls)
        if name not in offered
    ]


def _arguments_object(reply: ServerReply, text: str, offered: list[str]) -> list[Problem]:
    problems = []
    for i, (name, arguments) in enumerate(reply.calls):
        try:
            value = json.loads(arguments)
        except ValueError as exc:
            problems.append(
                Problem("arguments_object", i, f"{name} 的参数不是 JSON（{exc.msg}）：{arguments[:40]!r}")
            )
            continue
        if not isinstance(value, dict):
            problems.append(
                Problem("arguments_object", i, f"{name} 的参数是 {type(value).__name__}，不是 JSON 对象")
            )
    return problems


def _keyword_only(reply: ServerReply, text: str, offered: list[str]) -> list[Problem]:
    if reply.family != "pythonic" or not reply.tool_calls:
        return []
    return [
        Problem("keyword_only", i, f"{reply.calls[i][0]} 有 {len(node.args)} 个位置参数，服务端把它们丢掉了")
        for i, node in enumerate(pythonic_calls(text) or [])
        if node.args
    ]


def _closed_call(reply: ServerReply, text: str, offered: list[str]) -> list[Problem]:
    body = text.rstrip()
    if reply.family == "hermes" and reply.tool_calls and body.rfind(TC_OPEN) > body.rfind(TC_CLOSE):
        return [
            Problem(
                "closed_call", None, f"最后一个 {TC_OPEN} 没有 {TC_CLOSE}：输出在调用中被截断", blocks=True
            )
        ]
    if reply.family == "deepseek_v3" and DS_BEGIN in text and DS_END not in text[text.find(DS_BEGIN) :]:
        return [Problem("closed_call", None, f"没有 {DS_END}：输出在调用中被截断", blocks=True)]
    return []


def not_a_call(reply: ServerReply, text: str) -> str | None:
    """The text of the completion outside the calls the reply carries (None when there is none)."""
    parsed = reply.parsed
    if not reply.tool_calls or parsed is None:
        kept = text
    else:
        kept, at = "", 0
        for start, end in sorted(set(parsed.spans)):
            gap = text[at:start]
            kept += "" if at and _BETWEEN_CALLS.fullmatch(gap) else gap
            at = max(at, end)
        kept += text[at:]
    kept = _EMPTY_MARKUP.sub("", kept).strip()
    return kept or None


def _kept_text(reply: ServerReply, text: str, offered: list[str]) -> list[Problem]:
    kept = not_a_call(reply, text)
    if (kept or "") == (reply.content or "").strip():
        return []
    return [
        Problem(
            "kept_text",
            None,
            f"content 换成调用之外的全部文字 {kept!r:.60}（服务端给的是 {reply.content!r:.40}）",
        )
    ]


def _call_limit(reply: ServerReply, text: str, offered: list[str]) -> list[Problem]:
    if len(reply.tool_calls) <= MAX_CALLS:
        return []
    return [
        Problem(
            "call_limit",
            None,
            f"一次 {len(reply.tool_calls)} 个调用，超过 {MAX_CALLS} 个：一个也不执行",
            blocks=True,
        )
    ]


RULES = {
    r.name: r
    for r in (
        Rule("offered_tool", "message", "没有一个解析器检查工具名是否在请求里", _offered_tool),
        Rule(
            "arguments_object",
            "message",
            "DeepSeek 的参数原样转发、Mistral 的字符串参数原样保留",
            _arguments_object,
        ),
        Rule("keyword_only", "raw text", "pythonic 的位置参数被悄悄丢掉", _keyword_only),
        Rule(
            "closed_call",
            "raw text",
            "截断的 Hermes 调用照样算调用、截断的 DeepSeek 调用连同文字消失",
            _closed_call,
        ),
        Rule(
            "kept_text",
            "raw text",
            "调用前后的文字被丢掉（Llama 全丢、Hermes 丢后面、Mistral 坏了丢前面）",
            _kept_text,
        ),
        Rule("call_limit", "message", "一次回复里的调用个数没有上限", _call_limit),
    )
}


@dataclass
class CarefulReply:
    server: ServerReply
    content: str | None
    tool_calls: list[dict]
    problems: list[Problem] = field(default_factory=list)

    @property
    def runnable(self) -> list[dict]:
        """The calls a loop may execute: no problem of their own, and no problem that blocks them all."""
        if any(p.blocks for p in self.problems):
            return []
        flagged = {p.call for p in self.problems}
        return [call for i, call in enumerate(self.tool_calls) if i not in flagged]

    def rules_found(self) -> list[str]:
        return list(dict.fromkeys(p.rule for p in self.problems))


def careful_reply(family: str, text: str, offered: list[str], rules: list[str] | None = None) -> CarefulReply:
    """The server's reply to ``text``, checked by ``rules`` (all of ``RULES`` by default)."""
    unknown = sorted(set(rules or []) - set(RULES))
    if unknown:
        raise KeyError(f"没有规则 {unknown}；可选：{', '.join(RULES)}")
    reply = server_reply(family, text)
    problems = [p for name in rules or list(RULES) for p in RULES[name].find(reply, text, offered)]
    content = not_a_call(reply, text) if any(p.rule == "kept_text" for p in problems) else reply.content
    return CarefulReply(reply, content, list(reply.tool_calls), problems)


if __name__ == "__main__":
    names = ["get_weather"]
    for fam, sample in {
        "llama3_json": 'Sure, checking. {"name": "get_weather", "parameters": {"city": "杭州"}}',
        "pythonic": "[get_weather('杭州')]".replace("[get_weather(", "[get_weather(city='x'), get_weather("),
        "deepseek_v3": f'先查一下。{DS_BEGIN}<｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{{"city": "杭',
    }.items():
        got = careful_reply(fam, sample, names)
        print(f"{fam:12} 服务端：{got.server.calls} {got.server.content!r}")
        print(
            f"{'':12} 细心的客户端：可以执行 {len(got.runnable)} 个；"
            + "；".join(f"{p.rule}: {p.message}" for p in got.problems)
        )
