"""What a function-calling training example is: a rendered conversation and a loss mask.

Fine-tuning for tool use trains on conversations like lesson 01's, rendered through the
model's own chat template. The loss is computed only on the spans the *model* writes (its tool
calls and its final answer); the system prompt, the tool definitions, the user's words and the
tool results are context it reads, not text it should learn to produce.

``assistant_spans`` finds those spans by rendering twice: the conversation up to an assistant
message *with* the generation prompt (what the server sends the model), then with the message
itself; the difference is exactly what the model should have written. That only works when a
template is *prefix-stable* (adding a message never changes the text before it). The other way,
which works for any template, is to let the template mark the spans itself:
``{% generation %}…{% endgeneration %}``, which transformers reads for
``apply_chat_template(..., return_assistant_tokens_mask=True)``. None of the five vendored
templates has the marks; ``with_generation_marks`` adds them to the Hermes one (the course's
change, same output text), and ``marked_spans`` reads them back.

Tokens here are **illustrative**: ``toy_tokens`` splits special tokens, words, CJK characters
and punctuation with a regular expression. The real tokenizers' files are not available
offline, and real token counts differ; the mask's *shape* is the point.

``completion_in(family, calls)`` writes a tool call the way each family's template shows it
(the course's construction): a model fine-tuned on one of these formats and served with
another family's parser produces text that parser does not recognise.

Lessons: 10
"""

from __future__ import annotations

import json
import re

from lab_code.model_text.chat_templates import FAMILIES, family, render, render_tracked
from lab_code.model_text.template_anatomy import SPECIAL_TOKEN
from lab_code.model_text.tool_parsers import server_reply

# One illustrative token: a special token, a run of letters/digits, one CJK character,
# a run of spaces or newlines, or one other character.
_TOY_TOKEN = re.compile(SPECIAL_TOKEN.pattern + r"|[A-Za-z0-9_]+|[\u4e00-\u9fff]|[ \t]+|\n+|.", re.S)


def assistant_spans(key: str, messages: list[dict], tools: list[dict]) -> list[tuple[int, int]]:
    """``(start, end)`` in the full render of every assistant message (what the model writes)."""
    full = render(key, messages, tools)
    spans = []
    for index, message in enumerate(messages):
        if message["role"] != "assistant":
            continue
        prompt = render(key, messages[:index], tools, add_generation_prompt=True)
        upto = render(key, messages[: index + 1], tools)
        if not (upto.startswith(prompt) and full.startswith(upto)):
            raise ValueError(
                f"{key} 的模板不是“前缀稳定”的：加上第 {index} 条消息后，前面的文字变了，"
                "两次渲染相减得不到模型该写的部分（这种模板要靠 {% generation %} 标记）"
            )
        spans.append((len(prompt), len(upto)))
    return spans


# (what the vendored Hermes template says, what the marked version says): the same text, with
# the model's part of each assistant turn inside {% generation %}.
_HERMES_MARKS = (
    (
        """{%- if message.role == "user" or message.role == "system" or (message.role == "assistant" and message.tool_calls is not defined) %}
        {{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>' + '\\n' }}""",
        """{%- if message.role == "user" or message.role == "system" %}
        {{- '<|im_start|>' + message.role + '\\n' + message.content + '<|im_end|>' + '\\n' }}
    {%- elif message.role == "assistant" and message.tool_calls is not defined %}
        {{- '<|im_start|>' + message.role + '\\n' }}
        {%- generation %}{{- message.content + '<|im_end|>' + '\\n' }}{%- endgeneration %}""",
    ),
    (
        """        {{- '<|im_start|>' + message.role  }}
        {%- for tool_call in message.tool_calls %}
            {{- '\\n<tool_call>\\n' }}""",
        """        {{- '<|im_start|>' + message.role + '\\n' }}
        {%- generation %}
        {%- for tool_call in message.tool_calls %}
            {{- ('' if loop.first else '\\n') + '<tool_call>\\n' }}""",
    ),
    (
        """        {{- '<|im_end|>\\n' }}
    {%- elif message.role == "tool" %}""",
        """        {{- '<|im_end|>\\n' }}{%- endgeneration %}
    {%- elif message.role == "tool" %}""",
    ),
)


def with_generation_marks(source: str | None = None) -> str:
    """The Hermes template with ``{% generation %}`` around what the model writes (the course's change)."""
    source = family("hermes").source if source is None else source
    for before, after in _HERMES_MARKS:
        if source.count(before) != 1:
            raise ValueError(f"Hermes 模板里找不到要加标记的地方（模板变了？）：{before[:60]!r}")
        source = source.replace(before, after)
    return source


def marked_spans(messages: list[dict], tools: list[dict]) -> tuple[str, list[tuple[int, int]]]:
    """``(text, spans)``: the Hermes render and the spans its ``{% generation %}`` marks cover."""
    return render_tracked("hermes", messages, tools, source=with_generation_marks())


def toy_tokens(text: str) -> list[tuple[str, int]]:
    """``(token, start offset)`` pairs — an illustrative tokenization, not a real tokenizer's."""
    return [(m.group(), m.start()) for m in _TOY_TOKEN.finditer(text)]


def labelled_tokens(text: str, spans: list[tuple[int, int]]) -> list[tuple[str, bool]]:
    """Every token with its loss-mask bit: True = the model is trained to produce it."""
    return [(token, any(a <= start < b for a, b in spans)) for token, start in toy_tokens(text)]


def marked(text: str, spans: list[tuple[int, int]], open_mark: str = "⟦", close_mark: str = "⟧") -> str:
    """The text with every trained span between marks, to read the mask by eye."""
    out, at = [], 0
    for start, end in spans:
        out += [text[at:start], open_mark, text[start:end], close_mark]
        at = end
    return "".join(out + [text[at:]])


def completion_in(family: str, calls: list[tuple[str, dict]]) -> str:
    """How a model trained on ``family``'s template writes these calls (the course's construction),
    as the engine hands it to the parser: the end-of-turn token stopped generation and is not in it."""
    if family == "hermes":
        body = "\n".join(
            f"<tool_call>\n{json.dumps({'name': n, 'arguments': a}, ensure_ascii=False)}\n</tool_call>"
            for n, a in calls
        )
        return body
    if family == "llama3_json":  # one call per turn in this family
        name, arguments = calls[0]
        return json.dumps({"name": name, "parameters": arguments}, ensure_ascii=False)
    if family == "mistral":
        payload = [{"name": n, "arguments": a} for n, a in calls]
        return "[TOOL_CALLS] " + json.dumps(payload, ensure_ascii=False)
    if family == "pythonic":
        parts = [f"{n}({', '.join(f'{k}={v!r}' for k, v in a.items())})" for n, a in calls]
        return "[" + ", ".join(parts) + "]"
    if family == "deepseek_v3":
        body = "\n".join(
            f"<｜tool▁call▁begin｜>function<｜tool▁sep｜>{n}\n```json\n{json.dumps(a, ensure_ascii=False)}\n```<｜tool▁call▁end｜>"
            for n, a in calls
        )
        return f"<｜tool▁calls▁begin｜>{body}<｜tool▁calls▁end｜>"
    raise KeyError(f"没有模板家族 {family!r}；可选：{', '.join(FAMILIES)}")


def format_matrix(calls: list[tuple[str, dict]]) -> dict[str, dict[str, str]]:
    """writer family -> parser family -> what the server returns (``calls`` / ``text``)."""
    return {
        writer: {parser: server_reply(parser, completion_in(writer, calls)).outcome for parser in FAMILIES}
        for writer in FAMILIES
    }


if __name__ == "__main__":
    from lab_code.model_text.chat_templates import roundtrip_conversation
    from lab_code.model_text.template_anatomy import client_adapted

    conversation, tool_list = roundtrip_conversation()
    adapted, _ = client_adapted("hermes", conversation)
    text = render("hermes", adapted, tool_list)
    tokens = labelled_tokens(text, assistant_spans("hermes", adapted, tool_list))
    print(f"示意性的 token：{len(tokens)} 个，其中参与训练（loss）的 {sum(t for _, t in tokens)} 个")
