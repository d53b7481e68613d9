"""Real tool-calling chat templates, rendered the way serving libraries render them.

A model never sees ``tools`` or ``tool_calls`` as JSON fields. The server runs the model's
*chat template* (a Jinja program shipped with the model) over the request, and the model reads
the one string that comes out. The five templates in ``templates/`` are vLLM's published ones
(Apache-2.0, byte-for-byte copies; ``templates/NOTICE.md``), one per family:

    hermes       <tool_call>{"name": ..., "arguments": ...}</tool_call>      (Hermes, Qwen2.5)
    llama3_json  {"name": ..., "parameters": ...}<|eot_id|>                   (Llama 3.1)
    mistral      [TOOL_CALLS] [{"name": ..., "arguments": ..., "id": ...}]</s>
    pythonic     [get_weather(city='Paris')]<|eot_id|>                        (Llama 3.2)
    deepseek_v3  <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>name ```json ...

``render`` takes the messages as a client sends them, does what vLLM does before rendering
(``pre_render.prepare_messages``), and renders in ``template_sandbox`` (the environment
transformers uses) under ``bounded_render``'s time and memory limits. A template's refusal is a
``jinja2.TemplateError``; ``refusal_body`` is the 400 a vLLM server answers with.

Lessons: 10
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from jinja2.exceptions import TemplateError

from lab_code.model_text.bounded_render import render_template
from lab_code.model_text.pre_render import error_body, prepare_messages

TEMPLATE_DIR = Path(__file__).resolve().parent / "templates"


@dataclass(frozen=True)
class Family:
    key: str  # also vLLM's --tool-call-parser name
    file: str  # under templates/
    models: str  # examples, as vLLM's tool-calling docs list them
    bos: str  # the tokenizer's bos_token / eos_token for those models
    eos: str
    writes: str  # what a tool call looks like in the model's own output
    content_format: str = "string"  # how vLLM passes content to this template: one string, or "openai" parts

    @property
    def path(self) -> Path:
        return TEMPLATE_DIR / self.file

    @property
    def source(self) -> str:
        return _source(self.file)

    @property
    def knows_developer_role(self) -> bool:
        """vLLM's test: does the template mention the role at all? (Else developer becomes system.)"""
        return '"developer"' in self.source or "'developer'" in self.source


FAMILIES = {
    f.key: f
    for f in (
        Family(
            "hermes",
            "tool_chat_template_hermes.jinja",
            "NousResearch/Hermes-2-Pro-*, Hermes-3-*；Qwen2.5 用同样的格式",
            "<|begin_of_text|>",
            "<|im_end|>",
            '<tool_call>\n{"name": ..., "arguments": {...}}\n</tool_call>',
        ),
        Family(
            "llama3_json",
            "tool_chat_template_llama3.1_json.jinja",
            "meta-llama/Llama-3.1-*, Llama-3.2-*",
            "<|begin_of_text|>",
            "<|eot_id|>",
            '{"name": ..., "parameters": {...}}',
            "openai",  # the template reads message['content'] as a list of parts too
        ),
        Family(
            "mistral",
            "tool_chat_template_mistral_parallel.jinja",
            "mistralai/Mistral-7B-Instruct-v0.3（Transformers 格式）",
            "<s>",
            "</s>",
            '[TOOL_CALLS] [{"name": ..., "arguments": {...}}]',
        ),
        Family(
            "pythonic",
            "tool_chat_template_llama3.2_pythonic.jinja",
            "meta-llama/Llama-3.2-1B/3B-Instruct",
            "<|begin_of_text|>",
            "<|eot_id|>",
            "[name(arg=value, ...), ...]",
        ),
        Family(
            "deepseek_v3",
            "tool_chat_template_deepseekv3.jinja",
            "deepseek-ai/DeepSeek-V3-0324",
            "<｜begin▁of▁sentence｜>",
            "<｜end▁of▁sentence｜>",
            "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>name\n```json\n{...}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>",
        ),
    )
}


@cache
def _source(file: str) -> str:
    return (TEMPLATE_DIR / file).read_text(encoding="utf-8")


def family(key: str) -> Family:
    if key not in FAMILIES:
        raise KeyError(f"没有模板家族 {key!r}；可选：{', '.join(FAMILIES)}")
    return FAMILIES[key]


def render(
    key: str,
    messages: list[dict],
    tools: list[dict] | None = None,
    *,
    add_generation_prompt: bool = False,
    parse_arguments: bool = True,
) -> str:
    """The exact text the model of family ``key`` reads for this conversation.

    ``messages`` are what a client sends (the OpenAI wire format); ``parse_arguments=False``
    leaves ``function.arguments`` as the JSON strings they arrived as, to show what a server
    that forgot that step sends the model (arguments encoded twice). A template's refusal
    propagates as ``jinja2.TemplateError``: a server answers it with a 400 (``refusal_body``).
    """
    return _render(key, messages, tools, add_generation_prompt, parse_arguments, None, track=False)[0]


def render_tracked(
    key: str,
    messages: list[dict],
    tools: list[dict] | None = None,
    *,
    add_generation_prompt: bool = False,
    parse_arguments: bool = True,
    source: str | None = None,
) -> tuple[str, list[tuple[int, int]]]:
    """``(text, spans)``: the render and where its ``{% generation %}`` blocks are (``source``
    replaces the family's template, e.g. a version with those marks)."""
    return _render(key, messages, tools, add_generation_prompt, parse_arguments, source, track=True)


def _render(key, messages, tools, add_generation_prompt, parse_arguments, source, *, track):
    tokens = family(key)
    prepared = prepare_messages(
        messages, tokens.content_format, tokens.knows_developer_role, parse_arguments=parse_arguments
    )
    context = {
        "messages": prepared,
        "tools": tools,
        "documents": None,
        "add_generation_prompt": add_generation_prompt,
        "bos_token": tokens.bos,
        "eos_token": tokens.eos,
    }
    return render_template(source or tokens.source, context, track=track)


def refusal_body(key: str, messages: list[dict], tools: list[dict] | None = None) -> dict | None:
    """The JSON body of the 400 a vLLM server answers this conversation with; None when it renders."""
    try:
        render(key, messages, tools, add_generation_prompt=True)
    except TemplateError as exc:
        return error_body(str(exc))
    return None


def roundtrip_conversation() -> tuple[list[dict], list[dict]]:
    """Lesson 01's round trip as it ended: (messages, tools), replayed against the offline fake."""
    # Imported here, not at the top: the fake pulls in the OpenAI SDK and jsonschema (~0.6 s of
    # CPU), which rendering never needs. A grading sandbox imports this module inside a case's
    # time limit (10.2 hands ``render`` to the student's function), in a fresh process each time.
    from lab_code.wire.fake_openai import FakeOpenAIServer
    from lab_code.wire.roundtrip import TOOLS, roundtrip_brain, run_roundtrip

    steps = run_roundtrip(FakeOpenAIServer(roundtrip_brain).client())
    return copy.deepcopy(steps[-1].messages), copy.deepcopy(TOOLS)


if __name__ == "__main__":
    messages, tools = roundtrip_conversation()
    for key in FAMILIES:
        try:
            text = render(key, messages, tools)
            print(f"{key:12} {len(text):5} 个字符")
        except TemplateError as exc:
            print(f"{key:12} 模板拒绝：{exc}")
