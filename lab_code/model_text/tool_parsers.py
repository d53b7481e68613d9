"""The parsers servers run on a completion, written by hand: raw model text → OpenAI ``tool_calls``.

A server started with ``--tool-call-parser <family>`` does this after every completion. Each
family's output has its own markers (``chat_templates.FAMILIES[...].writes``), and real outputs
break them in the same few ways: text before the call, a trailing end-of-turn token, several
calls at once, JSON cut off by ``max_tokens``, Python spellings in JSON or JSON spellings in
Python. Every parser here answers with an ``Extracted``:

* ``calls``     — ``tool_calls`` in the OpenAI shape (ids made here: the model writes none,
  except Mistral's 9-character ones), plus any text before them as ``content``;
* ``text``      — no call was meant: the completion is the answer;
* ``fallback``  — a call was started but is broken: the whole completion goes back as text and
  ``problems`` says why. This is what vLLM's parsers do (they log the error and return the
  text); the other policies a server could choose are an HTTP error, or a repair.

The Hermes family reuses lesson 04's tag parser (``options.text_protocol.parse_reply``): option 1
of lesson 04 *is* what a server runs. Unlike vLLM's Hermes parser, which returns the whole reply
as text when any one call is broken, it keeps the good calls and reports the broken one.

Lessons: 10
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field

from lab_code.model_text.pythonic_calls import END_MARKERS, MAX_CHARS, parse_pythonic
from lab_code.options.text_protocol import OPEN_TAG, parse_reply
from lab_code.wire.messages import tool_call


@dataclass
class Extracted:
    family: str
    content: str | None = None
    tool_calls: list[dict] = field(default_factory=list)  # OpenAI shape: id, type, function{name, arguments}
    problems: list[str] = field(default_factory=list)
    repairs: list[str] = field(default_factory=list)

    @property
    def outcome(self) -> str:
        if self.tool_calls:
            return "calls"
        return "fallback" if self.problems else "text"

    @property
    def calls(self) -> list[dict]:
        """The calls as ``{"name", "arguments": dict}`` (lesson 08's checker reads this shape)."""
        return [
            {"name": c["function"]["name"], "arguments": json.loads(c["function"]["arguments"])}
            for c in self.tool_calls
        ]


def call_id(family: str, index: int) -> str:
    # Mistral's templates keep the last 9 characters of an id; its own ids are 9 alphanumerics.
    return f"call{index:05d}" if family == "mistral" else f"call_{index}"


def _strip_end(text: str, repairs: list[str], extra: tuple[str, ...] = ()) -> str:
    stripped = text.strip()
    for marker in (*extra, *END_MARKERS):
        if stripped.endswith(marker):
            stripped = stripped[: -len(marker)].rstrip()
            repairs.append(f"去掉了结尾的 {marker}")
    return stripped


def _finish(result: Extracted, pairs: list[tuple[str, dict]]) -> Extracted:
    result.tool_calls = [
        tool_call(name, args, call_id(result.family, i)) for i, (name, args) in enumerate(pairs)
    ]
    return result


def _fallback(result: Extracted, text: str, problem: str) -> Extracted:
    result.content, result.tool_calls = text, []
    result.problems.append(problem)
    return result


def parse_hermes(text: str, tool_names: list[str]) -> Extracted:
    result = Extracted("hermes")
    body = _strip_end(text, result.repairs)
    if OPEN_TAG not in body:
        result.content = body or None
        return result
    parsed = parse_reply(body, tool_names)  # lesson 04's parser: one home for <tool_call> tags
    result.problems += parsed.problems
    if parsed.status != "calls":
        return _fallback(result, text, "没有一个完整可用的 <tool_call>")
    before = body[: body.find(OPEN_TAG)].strip()
    result.content = before or None
    return _finish(result, [(c.name, c.arguments) for c in parsed.calls])


def _json_objects(body: str) -> list:
    """Consecutive JSON values separated by whitespace or ';' (Llama 3.1 writes one per call)."""
    decoder, values, at = json.JSONDecoder(), [], 0
    while at < len(body):
        while at < len(body) and body[at] in " \n\t;":
            at += 1
        if at < len(body):
            value, at = decoder.raw_decode(body, at)
            values.append(value)
    return values


def parse_llama_json(text: str, tool_names: list[str]) -> Extracted:
    result = Extracted("llama3_json")
    body = _strip_end(text, result.repairs)
    if body.startswith("<|python_tag|>"):
        body = body.removeprefix("<|python_tag|>").lstrip()
        result.repairs.append("去掉了开头的 <|python_tag|>")
    if not body.startswith("{"):  # vLLM's llama3_json parser looks only at the start
        result.content = body or None
        return result
    try:
        objects = _json_objects(body)
    except json.JSONDecodeError as exc:
        return _fallback(result, text, f"不是完整的 JSON（{exc.msg}，第 {exc.pos} 个字符）")
    pairs = []
    for obj in objects:
        arguments = obj.get("parameters", obj.get("arguments")) if isinstance(obj, dict) else None
        if not isinstance(arguments, dict) or obj.get("name") not in tool_names:
            return _fallback(
                result, text, f"不是 {{name, parameters}} 形式、或工具名不在请求里：{str(obj)[:60]}"
            )
        pairs.append((obj["name"], arguments))
    return _finish(result, pairs)


def parse_mistral(text: str, tool_names: list[str]) -> Extracted:
    result = Extracted("mistral")
    body = _strip_end(text, result.repairs)
    if "[TOOL_CALLS]" not in body:
        result.content = body or None
        return result
    before, _, calls_text = body.partition("[TOOL_CALLS]")
    result.content = before.strip() or None
    try:
        calls = json.loads(calls_text)
    except json.JSONDecodeError as exc:
        return _fallback(result, text, f"[TOOL_CALLS] 后面不是完整的 JSON 数组（{exc.msg}）")
    calls = calls if isinstance(calls, list) else [calls]
    if not all(isinstance(c, dict) and c.get("name") in tool_names for c in calls):
        return _fallback(result, text, "[TOOL_CALLS] 里有不是调用的东西，或工具名不在请求里")
    return _finish(result, [(c["name"], c.get("arguments") or {}) for c in calls])


def parse_pythonic_family(text: str, tool_names: list[str]) -> Extracted:
    result = Extracted("pythonic")
    parsed = parse_pythonic(text)
    result.repairs = parsed.repairs
    if parsed.problem:
        return _fallback(result, text, parsed.problem)
    unknown = [c["name"] for c in parsed.calls if c["name"] not in tool_names]
    if unknown:
        return _fallback(result, text, f"工具名 {unknown} 不在请求里")
    result.content = parsed.content
    return _finish(result, [(c["name"], c["arguments"]) for c in parsed.calls])


DS_BEGIN, DS_END = "<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"
MAX_CALLS = 16  # per completion; more is a runaway (or hostile) output
DS_CALL = re.compile(
    r"<｜tool▁call▁begin｜>(?P<type>[^<]*)<｜tool▁sep｜>(?P<name>[^\n]*)\n```json\n(?P<args>.*?)\n```<｜tool▁call▁end｜>",
    re.DOTALL,
)


def parse_deepseek_v3(text: str, tool_names: list[str]) -> Extracted:
    result = Extracted("deepseek_v3")
    body = _strip_end(text, result.repairs, ("<｜end▁of▁sentence｜>",))
    if DS_BEGIN not in body:
        result.content = body or None
        return result
    before, _, rest = body.partition(DS_BEGIN)
    result.content = before.strip() or None
    if DS_END not in rest:
        return _fallback(result, text, f"没有 {DS_END}：输出在调用中间被截断了")
    if rest.count("<｜tool▁call▁begin｜>") > MAX_CALLS:  # each unclosed one makes the regex rescan the rest
        return _fallback(result, text, f"一次超过 {MAX_CALLS} 个调用，不解析")
    pairs = []
    for match in DS_CALL.finditer(rest):
        try:
            arguments = json.loads(match["args"])
        except json.JSONDecodeError as exc:
            return _fallback(result, text, f"{match['name']} 的参数不是合法 JSON（{exc.msg}）")
        if match["name"] not in tool_names:
            return _fallback(result, text, f"工具名 {match['name']!r} 不在请求里")
        pairs.append((match["name"], arguments))
    if not pairs:
        return _fallback(result, text, "有调用标记，但没有一个完整的调用")
    return _finish(result, pairs)


PARSERS = {
    "hermes": parse_hermes,
    "llama3_json": parse_llama_json,
    "mistral": parse_mistral,
    "pythonic": parse_pythonic_family,
    "deepseek_v3": parse_deepseek_v3,
}


def extract(family: str, text: str, tool_names: list[str]) -> Extracted:
    """What the server started with ``--tool-call-parser family`` makes of one completion."""
    if family not in PARSERS:
        raise KeyError(f"没有解析器 {family!r}；可选：{', '.join(PARSERS)}")
    if not isinstance(text, str):
        raise TypeError(f"text 必须是模型输出的字符串，收到 {type(text).__name__}")
    if len(text) > MAX_CHARS:  # a completion is a few KB; regexes over megabytes are a denial of service
        return _fallback(Extracted(family), text, f"输出有 {len(text)} 个字符，超过 {MAX_CHARS}，不解析")
    return PARSERS[family](text, tool_names)


if __name__ == "__main__":
    names = ["get_weather"]
    for fam, sample in {
        "hermes": '好的。\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "杭州"}}\n</tool_call><|im_end|>',
        "llama3_json": '{"name": "get_weather", "parameters": {"city": "杭州"}}<|eot_id|>',
        "mistral": '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "杭州"}}]</s>',
        "pythonic": "[get_weather(city='杭州')]<|eot_id|>",
        "deepseek_v3": '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "杭州"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
    }.items():
        got = extract(fam, sample, names)
        print(f"{fam:12} {got.outcome:8} {got.calls}")
