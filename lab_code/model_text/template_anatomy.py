"""Where things land in a rendered prompt: tool definitions, calls, results, ids, special tokens.

Everything here *measures* a template by rendering it, instead of reading its Jinja: the text
a model reads is the only thing that matters, and a template can do surprising things (drop a
system prompt, leave a string unquoted) that are easier to see than to spot in the source.

* ``tool_result_frame(render, messages)`` — render the conversation with and without its last
  message (a tool result); after their longest common prefix comes the text the tool message
  added, and the result's content sits inside it. What is around the content is the *frame*.
* ``id_visibility(render, messages)`` — does the model see ``tool_call_id`` at all (rendering
  with another id gives other text), and what happens when the result drops it: the template
  fails (``error``), nothing changes (``same``: results are paired by *position*), or the text
  changes (``changed``).
* ``client_adapted(key, messages)`` — what the *client* must send each family, because the
  server does not fix the conversation for the template (vLLM copies a tool result's ``name``
  only when the client sent one, and rewrites ids only for Mistral's own tokenizer): Hermes
  needs the function ``name`` on every tool result, the Mistral template ids of at least 9
  characters, Llama 3.1's JSON template one call per turn.

    >>> frame = tool_result_frame(bound("llama3_json", []), [
    ...     {"role": "user", "content": "hi"},
    ...     {"role": "assistant", "tool_calls": [{"id": "c1", "type": "function",
    ...      "function": {"name": "f", "arguments": "{}"}}]},
    ...     {"role": "tool", "tool_call_id": "c1", "content": "42"}])
    >>> frame
    {'before': '<|start_header_id|>ipython<|end_header_id|>\\n\\n{"output": "', 'after': '"}<|eot_id|>'}

Lessons: 10
"""

from __future__ import annotations

import copy
import hashlib
import json
import os
import re
from collections.abc import Callable

from jinja2.exceptions import TemplateError

from lab_code.model_text.chat_templates import FAMILIES, render

Render = Callable[[list[dict]], str]
# Special tokens of the five families: <|...|>, DeepSeek's full-width <｜...｜>, Mistral's [TAGS], <s>.
SPECIAL_TOKEN = re.compile(r"<\|[a-z_]+\|>|<｜[^｜]+｜>|\[/?[A-Z_]+\]|</?s>|</?tool_call>|</?tool_response>")


def bound(key: str, tools: list[dict] | None) -> Render:
    """``render`` of one family with the tools fixed: messages → prompt text."""
    return lambda messages: render(key, messages, tools)


def special_tokens(text: str) -> list[str]:
    """The distinct special tokens in ``text``, in order of first appearance."""
    return list(dict.fromkeys(SPECIAL_TOKEN.findall(text)))


def try_render(render_fn: Render, messages: list[dict]) -> tuple[str | None, str | None]:
    """``(text, None)``, or ``(None, the template's error message)`` when it refuses."""
    try:
        return render_fn(messages), None
    except TemplateError as exc:  # raise_exception(...) and undefined values alike
        return None, str(exc)


def tool_result_frame(render_fn: Render, messages: list[dict]) -> dict:
    """The text right before and right after the last message's content (a tool result)."""
    content = messages[-1]["content"]
    full, without = render_fn(messages), render_fn(messages[:-1])
    added = full[len(os.path.commonprefix([full, without])) :]
    # Templates that wrap the result in JSON (tojson) show it escaped: look for both spellings.
    for spelling in (content, json.dumps(content, ensure_ascii=False)[1:-1]):
        at = added.find(spelling)
        if at >= 0:
            return {"before": added[:at], "after": added[at + len(spelling) :]}
    raise ValueError(f"渲染结果里找不到工具结果 {content!r}：这个模板改写了它")


def _other_id(old: str) -> str:
    return "".join("y" if c != "y" else "z" for c in old)  # same length, every character different


def id_visibility(render_fn: Render, messages: list[dict]) -> dict:
    """Does the model see the last message's ``tool_call_id`` (another id → other text), and
    what happens when that message drops it (``error`` / ``same`` / ``changed``)?"""
    full = render_fn(messages)
    old = messages[-1]["tool_call_id"]
    renamed = copy.deepcopy(messages)
    renamed[-1]["tool_call_id"] = _other_id(old)
    for message in renamed:
        for call in message.get("tool_calls") or []:
            if call["id"] == old:
                call["id"] = _other_id(old)
    dropped = copy.deepcopy(messages)
    dropped[-1].pop("tool_call_id", None)
    text, error = try_render(render_fn, dropped)
    if error is not None:
        without = "error"
    else:
        without = "same" if text == full else "changed"
    return {"shows_id": render_fn(renamed) != full, "without_id": without}


def with_tool_names(messages: list[dict]) -> list[dict]:
    """Each tool result gets the ``name`` of the call it answers, found through its id."""
    names = {c["id"]: c["function"]["name"] for m in messages for c in m.get("tool_calls") or []}
    named = copy.deepcopy(messages)
    for message in named:
        if message["role"] == "tool":
            message["name"] = names[message["tool_call_id"]]
    return named


def with_long_ids(messages: list[dict], length: int = 9) -> list[dict]:
    """Ids of ``length`` letters and digits, the same for a call and its result."""

    def long_id(old: str) -> str:
        return hashlib.sha256(old.encode()).hexdigest()[:length]

    renamed = copy.deepcopy(messages)
    for message in renamed:
        for call in message.get("tool_calls") or []:
            call["id"] = long_id(call["id"])
        if message["role"] == "tool":
            message["tool_call_id"] = long_id(message["tool_call_id"])
    return renamed


def first_call_only(messages: list[dict]) -> list[dict]:
    """The conversation cut to its first call and that call's result (one call per turn)."""
    cut = copy.deepcopy(messages)
    kept = None
    for message in cut:
        if message.get("tool_calls"):
            kept = message["tool_calls"][0]["id"]
            message["tool_calls"] = message["tool_calls"][:1]
    return [m for m in cut if m["role"] != "tool" or m["tool_call_id"] == kept]


# What a client has to send so that each template accepts lesson 01's conversation.
CLIENT_MUST_SEND = {
    "hermes": ("每条 tool 消息带上函数名 name：服务端不会按 tool_call_id 去找", with_tool_names),
    "llama3_json": ("一轮只发一个调用：这个模板拒绝并行调用", first_call_only),
    "mistral": ("id 至少 9 个字符：Hugging Face 模板看到的就是客户端发的 id", with_long_ids),
}


def client_adapted(key: str, messages: list[dict]) -> tuple[list[dict], str]:
    """``(messages the family's template accepts, what the client changed)``; unchanged when nothing is needed."""
    if key not in CLIENT_MUST_SEND:
        return copy.deepcopy(messages), "不用改"
    note, adapt = CLIENT_MUST_SEND[key]
    return adapt(messages), note


# Markers that open a system or a user turn in the five families.
TURN_MARKERS = {
    "<|im_start|>system": "系统轮",
    "<|start_header_id|>system": "系统轮",
    "<|im_start|>user": "用户轮",
    "<|start_header_id|>user": "用户轮",
    "[INST]": "用户轮",
    "<｜User｜>": "用户轮",
}


def where_tools_go(text: str, messages: list[dict], tool_name: str) -> str:
    """The turn that holds the tool definitions: system, user, or no turn at all (after bos)."""
    at = text.find(f'"{tool_name}"')
    if at < 0:
        return "模型看不到工具定义"
    position, turn = max((text.rfind(marker, 0, at), turn) for marker, turn in TURN_MARKERS.items())
    if position >= 0:
        return turn
    system = next((m["content"] for m in messages if m["role"] == "system"), None)
    if system and 0 <= text.find(system) < at:
        return "系统提示正文之后（这一家没有角色标记）"
    return "最前面，任何角色标记之前"


def family_rows(messages: list[dict], tools: list[dict]) -> list[dict]:
    """One row per family: does lesson 01's conversation render as the SDK sends it, what the
    client must change, where the tool definitions go, how a tool result is framed, whether ids are seen."""
    rows = []
    for key in FAMILIES:
        render_fn = bound(key, tools)
        _, as_is = try_render(render_fn, messages)
        adapted, note = client_adapted(key, messages)
        text, error = try_render(render_fn, adapted)
        last = max(i for i, m in enumerate(adapted) if m["role"] == "tool")  # the last tool result
        row = {"family": key, "as_is": as_is or "接受", "client_change": note, "error": error}
        if text is not None:
            row["tools_at"] = where_tools_go(text, adapted, tools[0]["function"]["name"])
            row["frame"] = tool_result_frame(render_fn, adapted[: last + 1])
            row["ids"] = id_visibility(render_fn, adapted[: last + 1])
            row["special"] = special_tokens(text)
        rows.append(row)
    return rows


if __name__ == "__main__":
    from lab_code.model_text.chat_templates import roundtrip_conversation

    conversation, tool_list = roundtrip_conversation()
    for family_row in family_rows(conversation, tool_list):
        print(family_row["family"], "|", family_row["as_is"][:50], "|", family_row.get("frame"))
