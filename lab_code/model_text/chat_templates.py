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

The environment copies what Hugging Face transformers' ``_compile_jinja_template`` sets up
(``src/transformers/utils/chat_template_utils.py``; vLLM renders Hugging Face templates through
it): ``ImmutableSandboxedEnvironment`` with ``trim_blocks`` and ``lstrip_blocks``, the
``loopcontrols`` extension, a ``tojson`` that does not escape HTML and keeps non-ASCII text,
``raise_exception`` and ``strftime_now``. The one difference is the clock: ``strftime_now``
returns a fixed date here, so a rendered prompt is the same on every run.

Before rendering, ``prepare_messages`` does what vLLM's ``_postprocess_messages`` does:
``function.arguments`` arrive as a JSON *string* (the OpenAI wire format) and templates expect
a dict, so the string is parsed first.

Lessons: 10
"""

from __future__ import annotations

import copy
import datetime
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import jinja2
import jinja2.ext
from jinja2.exceptions import TemplateError
from jinja2.sandbox import ImmutableSandboxedEnvironment

from lab_code.wire.fake_openai import FakeOpenAIServer
from lab_code.wire.roundtrip import TOOLS, roundtrip_brain, run_roundtrip

TEMPLATE_DIR = Path(__file__).resolve().parent / "templates"
# The date the Llama templates fall back to when no clock is given; fixed so renders repeat.
FIXED_TODAY = datetime.date(2024, 7, 26)


@dataclass(frozen=True)
class Family:
    key: str  # also vLLM's --tool-call-parser name
    file: str  # under templates/
    models: str  # examples, as vLLM's tool-calling docs list them
    bos: str  # the tokenizer's bos_token / eos_token for those models
    eos: str
    writes: str  # what a tool call looks like in the model's own output

    @property
    def path(self) -> Path:
        return TEMPLATE_DIR / self.file


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


def _raise_exception(message: str):
    raise TemplateError(message)


def _tojson(value, ensure_ascii=False, indent=None, separators=None, sort_keys=False) -> str:
    # Jinja's own tojson escapes <, >, & and ' for HTML; a prompt is not HTML.
    return json.dumps(
        value, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys
    )


def _strftime_now(fmt: str) -> str:
    return FIXED_TODAY.strftime(fmt)


def template_environment() -> ImmutableSandboxedEnvironment:
    """The sandbox a server renders untrusted templates in: no attribute tricks, no mutation."""
    env = ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True, extensions=[jinja2.ext.loopcontrols]
    )
    env.filters["tojson"] = _tojson
    env.globals["raise_exception"] = _raise_exception
    env.globals["strftime_now"] = _strftime_now
    return env


def family(key: str) -> Family:
    if key not in FAMILIES:
        raise KeyError(f"没有模板家族 {key!r}；可选：{', '.join(FAMILIES)}")
    return FAMILIES[key]


@cache
def load_template(key: str) -> jinja2.Template:
    return template_environment().from_string(family(key).path.read_text(encoding="utf-8"))


def prepare_messages(messages: list[dict]) -> list[dict]:
    """A copy ready for a template: every message has ``content``; call arguments are dicts."""
    prepared = copy.deepcopy(messages)
    for message in prepared:
        message.setdefault("content", None)
        for call in message.get("tool_calls") or []:
            arguments = call.get("function", {}).get("arguments")
            if isinstance(arguments, str):
                call["function"]["arguments"] = json.loads(arguments) if arguments.strip() else {}
    return prepared


def render(
    key: str,
    messages: list[dict],
    tools: list[dict] | None = None,
    *,
    add_generation_prompt: bool = False,
    parse_arguments: bool = True,
) -> str:
    """The exact text the model of family ``key`` reads for this conversation.

    ``parse_arguments=False`` skips ``prepare_messages``'s JSON step, to show what a server
    that forgets it sends the model (arguments encoded twice). Template errors propagate as
    ``jinja2.TemplateError``: a server answers them with an HTTP 400.
    """
    tokens = family(key)
    prepared = prepare_messages(messages) if parse_arguments else copy.deepcopy(messages)
    return load_template(key).render(
        messages=prepared,
        tools=tools,
        add_generation_prompt=add_generation_prompt,
        bos_token=tokens.bos,
        eos_token=tokens.eos,
    )


def roundtrip_conversation() -> tuple[list[dict], list[dict]]:
    """Lesson 01's round trip as it ended: (messages, tools), replayed against the offline fake."""
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
