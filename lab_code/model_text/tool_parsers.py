"""What a server does with a completion: vLLM 0.33.0's tool parsers and serving steps, written by hand.

A server started with ``vllm serve --enable-auto-tool-choice --tool-call-parser <family>`` runs
that family's parser (``vllm/tool_parsers/<name>_tool_parser.py``) on the model's text, then its
serving layer builds the message the client receives (``parser/abstract_parser.py``,
``entrypoints/openai/chat_completion/message_assembly.py``). ``server_reply`` does the same steps
for the five families of lesson 10 and agrees with vLLM 0.33.0 on every completion of the
course's corpus (``data/server_parsing/``; how the expected results were recorded is in its
NOTICE). That includes vLLM's quirks, on purpose: they are what a client really receives.

* **hermes** — every ``<tool_call>…</tool_call>`` (an unclosed last one too) must be JSON with
  ``name`` and ``arguments``; one broken call and the *whole* text comes back as content.
  Content is the text before the first tag; text after the last call is dropped.
* **llama3_json** — every JSON object anywhere in the text (after prose, inside a code fence,
  inside someone else's tags) that has ``name`` and ``arguments``/``parameters`` is a call; a
  ``{`` that does not start such an object sends the whole text back. All other text is dropped.
* **mistral** — the JSON after ``[TOOL_CALLS]`` (the pre-v11 format of the vendored template);
  when it is broken, the content is the text *after* the marker: what came before is lost.
* **pythonic** — vLLM's pattern must match at the very start (no text before, no dotted name in
  the first call), then ``ast.parse``; positional arguments are silently dropped.
* **deepseek_v3** — each complete call block; the arguments are passed on **unchecked** (not
  even JSON), and a call cut off by ``max_tokens`` vanishes together with its text.

None of the parsers checks a name against the request's tools. ``careful_client`` adds those
checks, each as a named rule. Two things differ from vLLM by design: ids are derived from the
text (same form as vLLM's random ones, so outputs repeat), and a completion longer than
``MAX_CHARS`` is not parsed at all (vLLM bounds its regexes with a 1 s timeout instead). The
regular expressions vLLM uses for pythonic and DeepSeek can backtrack for a long time on hostile
text; ``server_pythonic.pythonic_start`` and ``_deepseek_calls`` do the same matching in one pass.

Lessons: 10
"""

from __future__ import annotations

import hashlib
import json
import re
import string
from dataclasses import dataclass, field

from lab_code.model_text import server_pythonic

MAX_CHARS = 100_000  # a completion is a few KB; parsing megabytes is a denial of service


@dataclass
class Parsed:
    """What one family's parser returns (vLLM's ``ExtractedToolCallInformation``)."""

    tools_called: bool
    content: str | None
    calls: list[tuple[str, str]] = field(default_factory=list)  # (name, arguments as sent)
    spans: list[tuple[int, int]] = field(default_factory=list)  # the text read as calls (with their markers)


def _text(text: str) -> Parsed:
    return Parsed(False, text)


# ---- hermes ------------------------------------------------------------------------------
TC_OPEN, TC_CLOSE = "<tool_call>", "</tool_call>"


def _tag_bodies(text: str):
    """``<tool_call>(.*?)</tool_call>|<tool_call>(.*)`` as ``findall`` scans it: (body, span)."""
    at = text.find(TC_OPEN)
    while at >= 0:
        end = text.find(TC_CLOSE, at + len(TC_OPEN))
        stop = len(text) if end < 0 else end + len(TC_CLOSE)
        yield text[at + len(TC_OPEN) : len(text) if end < 0 else end], (at, stop)
        at = text.find(TC_OPEN, stop)


def parse_hermes(text: str) -> Parsed:
    if TC_OPEN not in text:
        return _text(text)
    parsed = Parsed(True, text[: text.find(TC_OPEN)] or None)
    for body, span in _tag_bodies(text):
        try:
            call = json.loads(body)
            name, arguments = call["name"], json.dumps(call["arguments"], ensure_ascii=False)
        except (ValueError, KeyError, TypeError, IndexError, RecursionError):
            return _text(text)  # vLLM logs the error and sends the whole text back
        if not isinstance(name, str):
            return _text(text)
        parsed.calls.append((name, arguments))
        parsed.spans.append(span)
    return parsed


# ---- llama3_json -------------------------------------------------------------------------
def parse_llama3_json(text: str) -> Parsed:
    if "<|python_tag|>" not in text and "{" not in text:
        return _text(text)
    decoder, parsed, end = json.JSONDecoder(), Parsed(True, None), -1
    for match in re.finditer(r"\{", text):
        start = match.start()
        if start <= end:  # inside (or right after) the object just read: vLLM skips it
            continue
        try:
            obj, end = decoder.raw_decode(text, start)
            name = obj["name"]
            arguments = obj["arguments"] if "arguments" in obj else obj["parameters"]
        except (ValueError, KeyError, TypeError, RecursionError):
            return _text(text)
        if not isinstance(name, str):
            return _text(text)
        parsed.calls.append((name, json.dumps(arguments, ensure_ascii=False)))
        parsed.spans.append((start, end))
    return parsed if parsed.calls else _text(text)


# ---- mistral (pre-v11 tokenizer: "[TOOL_CALLS] [{...}, ...]") -------------------------------
TOOL_CALLS = "[TOOL_CALLS]"


def _mistral_json(payload: str) -> tuple[object, int]:
    """(the JSON value, how many characters of ``payload`` it took); (None, 0) when there is none."""
    try:
        return json.JSONDecoder().raw_decode(payload)  # trailing text after the array is ignored
    except ValueError:
        first, last = payload.find("[{"), payload.rfind("}]")  # vLLM's fallback regex \[{.*}\]
        if first < 0 or last < first + 2:
            return None, 0
        try:
            return json.loads(payload[first : last + 2]), len(payload)  # what is around it is not read
        except ValueError:
            return None, 0


def parse_mistral(text: str) -> Parsed:
    if TOOL_CALLS not in text:
        return _text(text)
    before, *segments = text.split(TOOL_CALLS)
    payload = next((s.strip() for s in segments if s.strip()), "")
    value, used = _mistral_json(payload)
    marker = text.find(TOOL_CALLS)
    call_text = (marker, text.find(payload, marker) + used if payload else len(text))
    parsed = Parsed(True, before if before.strip() else None)
    for call in [value] if isinstance(value, dict) else value if isinstance(value, list) else []:
        if not isinstance(call, dict) or ("name" not in call and "arguments" not in call):
            continue
        name, arguments = call.get("name"), call.get("arguments")
        if arguments is None:
            arguments = "{}"
        elif not isinstance(arguments, str):  # a string is passed on as it is, JSON or not
            arguments = json.dumps(arguments, ensure_ascii=False)
        parsed.calls.append((name if isinstance(name, str) else "", arguments))
        parsed.spans.append(call_text)
    # No call: the content is what followed the marker, not the whole text.
    return parsed if parsed.calls else Parsed(False, payload)


# ---- pythonic (server_pythonic reads it as vLLM does) ----------------------------------------
def parse_pythonic_family(text: str) -> Parsed:
    read = server_pythonic.read_calls(text)
    if read is None:
        return _text(text)
    calls, span = read
    return Parsed(True, None, calls, [span] * len(calls))


# ---- deepseek_v3 -----------------------------------------------------------------------------
DS_BEGIN, DS_END = "<｜tool▁calls▁begin｜>", "<｜tool▁calls▁end｜>"
DS_CALL, DS_CALL_END, DS_SEP = "<｜tool▁call▁begin｜>", "<｜tool▁call▁end｜>", "<｜tool▁sep｜>"
DS_FENCE, DS_ARGS_END = "\n```json\n", "\n```" + DS_CALL_END


def _deepseek_calls(text: str):
    """``findall`` of vLLM's ``<call▁begin>(?P<type>.*)<sep>(?P<name>.*)\\n```json\\n(?P<args>[\\s\\S]*?)
    \\n```<call▁end>`` in one pass: ``.`` stops at a newline, so ``type`` runs to the *last*
    separator on the line and ``name`` to the line's end; ``args`` to the first closing fence."""
    at = text.find(DS_CALL)
    while at >= 0:
        line_end = text.find("\n", at)
        sep = text.rfind(DS_SEP, at + len(DS_CALL), line_end if line_end >= 0 else len(text))
        if sep >= 0 and line_end >= 0 and text.startswith(DS_FENCE, line_end):
            close = text.find(DS_ARGS_END, line_end + len(DS_FENCE))
            if close >= 0:
                kind, name = text[at + len(DS_CALL) : sep], text[sep + len(DS_SEP) : line_end]
                yield kind, name, text[line_end + len(DS_FENCE) : close], (at, close + len(DS_ARGS_END))
                at = text.find(DS_CALL, close + len(DS_ARGS_END))
                continue
        at = text.find(DS_CALL, at + 1)


def parse_deepseek_v3(text: str) -> Parsed:
    if DS_BEGIN not in text:
        return _text(text)
    start, end = text.find(DS_BEGIN), text.rfind(DS_END)
    content = text[:start] + (text[end + len(DS_END) :] if end >= 0 else "")
    # tools_called is True even when no complete call was found: a cut-off call disappears.
    parsed = Parsed(True, content or None)
    for kind, name, arguments, span in _deepseek_calls(text):
        if kind != "function":  # vLLM's ToolCall accepts only type "function": a validation error
            return _text(text)
        parsed.calls.append((name, arguments))  # the arguments are not parsed, not even as JSON
        parsed.spans.append(span)
    if parsed.calls:  # the markers around the calls are part of them
        parsed.spans += [(start, start + len(DS_BEGIN))] + ([(end, end + len(DS_END))] if end >= 0 else [])
    return parsed


PARSERS = {
    "hermes": parse_hermes,
    "llama3_json": parse_llama3_json,
    "mistral": parse_mistral,
    "pythonic": parse_pythonic_family,
    "deepseek_v3": parse_deepseek_v3,
}


# ---- the serving layer -------------------------------------------------------------------------
@dataclass
class ServerReply:
    """The assistant message a client receives (``content``, ``tool_calls``) and how it came about."""

    family: str
    content: str | None
    tool_calls: list[dict] = field(default_factory=list)  # OpenAI shape: id, type, function{name, arguments}
    parsed: Parsed | None = None

    @property
    def finish_reason(self) -> str:
        return "tool_calls" if self.tool_calls else "stop"

    @property
    def outcome(self) -> str:
        return "calls" if self.tool_calls else "text"

    @property
    def calls(self) -> list[tuple[str, str]]:
        return [(c["function"]["name"], c["function"]["arguments"]) for c in self.tool_calls]


_ALNUM = string.ascii_letters + string.digits


def call_id(family: str, text: str, index: int) -> str:
    """An id of the form vLLM gives (random there; derived from the text here, so outputs repeat)."""
    digest = hashlib.sha256(f"{index}:{text}".encode()).digest()
    if family == "mistral":  # Mistral's own format: 9 letters and digits
        return "".join(_ALNUM[b % len(_ALNUM)] for b in digest[:9])
    return "chatcmpl-tool-" + digest[:8].hex()


def server_reply(family: str, text: str) -> ServerReply:
    """The message ``vllm serve --tool-call-parser family`` sends for the model's ``text`` (tool_choice auto)."""
    if family not in PARSERS:
        raise KeyError(f"没有解析器 {family!r}；可选：{', '.join(PARSERS)}")
    if not isinstance(text, str):
        raise TypeError(f"text 必须是模型输出的字符串，收到 {type(text).__name__}")
    if len(text) > MAX_CHARS:
        return ServerReply(family, text)
    parsed = PARSERS[family](text)
    if parsed.tools_called:
        content = parsed.content if parsed.content and parsed.content.strip() else None
    elif family == "mistral":  # an engine-based parser: its content, not the raw text
        content = parsed.content or None
    else:
        content = text
    calls = [
        {
            "id": call_id(family, text, i),
            "type": "function",
            "function": {"name": name, "arguments": arguments},
        }
        for i, (name, arguments) in enumerate(parsed.calls)
    ]
    return ServerReply(family, content, calls, parsed)


if __name__ == "__main__":
    for fam, sample in {
        "hermes": '好的。\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "杭州"}}\n</tool_call>',
        "llama3_json": 'Sure. {"name": "get_weather", "parameters": {"city": "杭州"}}',
        "mistral": '[TOOL_CALLS] [{"name": "get_weather", "arguments": {"city": "杭州"}}]',
        "pythonic": "[get_weather(city='杭州')]",
        "deepseek_v3": f'{DS_BEGIN}{DS_CALL}function{DS_SEP}get_weather\n```json\n{{"city": "杭州"\n```{DS_CALL_END}{DS_END}',
    }.items():
        reply = server_reply(fam, sample)
        print(f"{fam:12} {reply.finish_reason:10} {reply.calls}  content={reply.content!r}")
