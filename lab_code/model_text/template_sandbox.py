"""Where lesson 10 renders a chat template, and exactly what that place protects against.

A chat template is a program that arrives with a model. Hugging Face transformers (and vLLM
through it) runs it in jinja2's *immutable sandbox*: a template cannot reach Python's internals
(``''.__class__.__mro__``), call methods the sandbox does not allow, or change the data it is
given (``messages.append``). ``environment()`` is that environment, with the same helpers
(``tojson`` without HTML escaping, ``raise_exception``, ``strftime_now`` — fixed to one date
here, so renders repeat — ``break``/``continue``, and the ``{% generation %}`` tag that marks
what the model writes, as transformers' ``AssistantTracker`` does).

The sandbox does **not** bound time or memory: two nested ``range(100000)`` loops are 10^10
steps, ``{{ 10 ** 10000000 }}`` is one 33-million-bit multiplication, ``{{ 'x' * 10**9 }}``
is a gigabyte. ``bounded_render`` therefore runs every render of the course in a child process
with a wall-clock and a memory limit; ``render_here`` is the bare render it runs there. What
neither protects against: a template that stays under the limits but writes a wrong or
misleading prompt (that is the model's problem, not the server's), and anything outside rendering.

Lessons: 10
"""

from __future__ import annotations

import contextvars
import datetime
import hashlib
import json

import jinja2
import jinja2.exceptions
import jinja2.ext
import jinja2.nodes
from jinja2.sandbox import ImmutableSandboxedEnvironment

# The date templates see from strftime_now: fixed, so a rendered prompt is the same on every run.
FIXED_TODAY = datetime.date(2024, 7, 26)
_TRACKING: contextvars.ContextVar = contextvars.ContextVar("generation_tracking", default=None)


def _raise_exception(message: str):
    raise jinja2.exceptions.TemplateError(message)


def _tojson(value, ensure_ascii=False, indent=None, separators=None, sort_keys=False) -> str:
    # Jinja's own tojson escapes <, >, & and ' for HTML; a prompt is not HTML.
    return json.dumps(
        value, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys
    )


def _strftime_now(fmt: str) -> str:
    return FIXED_TODAY.strftime(fmt)


class GenerationMarks(jinja2.ext.Extension):
    """``{% generation %}…{% endgeneration %}``: the text inside is what the model writes.

    It renders as if the tag were not there; while a render is tracked, each block's
    ``(start, end)`` in the output is recorded (the offset is what has been written so far,
    as in transformers' ``AssistantTracker``).
    """

    tags = {"generation"}

    def parse(self, parser):
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(("name:endgeneration",), drop_needle=True)
        return jinja2.nodes.CallBlock(self.call_method("_mark", []), [], [], body).set_lineno(lineno)

    def _mark(self, caller) -> str:
        text = caller()
        tracking = _TRACKING.get()
        if tracking is not None:
            blocks, spans = tracking
            start = sum(len(block) for block in blocks)
            spans.append((start, start + len(text)))
        return text


def environment() -> ImmutableSandboxedEnvironment:
    """The sandbox, set up as transformers sets it up (plus the course's fixed clock)."""
    env = ImmutableSandboxedEnvironment(
        trim_blocks=True, lstrip_blocks=True, extensions=[GenerationMarks, jinja2.ext.loopcontrols]
    )
    env.filters["tojson"] = _tojson
    env.globals["raise_exception"] = _raise_exception
    env.globals["strftime_now"] = _strftime_now
    return env


_COMPILED: dict[str, jinja2.Template] = {}


def template_key(source: str) -> str:
    return hashlib.sha256(source.encode()).hexdigest()


def compiled_already(key: str) -> bool:
    return key in _COMPILED


def _compiled(source: str, key: str | None = None) -> jinja2.Template:
    key = key or template_key(source)
    if key not in _COMPILED:
        if len(_COMPILED) >= 32:
            _COMPILED.pop(next(iter(_COMPILED)))
        _COMPILED[key] = environment().from_string(source)
    return _COMPILED[key]


def render_here(
    source: str, context: dict, track: bool = False, key: str | None = None
) -> tuple[str, list[tuple[int, int]]]:
    """Render in this process (the sandbox only, no limits): ``(text, generation spans)``."""
    template = _compiled(source, key)
    if not track:
        return template.render(**context), []
    blocks: list[str] = []
    spans: list[tuple[int, int]] = []
    token = _TRACKING.set((blocks, spans))
    try:
        for block in template.generate(**context):
            blocks.append(block)
    finally:
        _TRACKING.reset(token)
    return "".join(blocks), spans
