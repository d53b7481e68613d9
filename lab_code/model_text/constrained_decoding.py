"""Constrained decoding from first principles: a teaching-size decoder that masks tokens.

A model produces one token at a time: it scores every token of its vocabulary, the decoder
picks one, and the loop repeats. *Constrained* decoding adds one step: before picking, remove
every token the grammar forbids after the text so far. Three modes, same stand-in model:

* ``none``   — nothing is masked: the model can write anything, prose and single quotes included;
* ``json``   — a grammar of JSON objects (what "JSON mode" guarantees): the result parses, but
  any key and any value are allowed;
* ``strict`` — a grammar built from the tool's schema (what strict mode / structured outputs
  guarantee): only the schema's keys, in its order, only values of the right type or enum.

Teaching-size means: a vocabulary of 27 tokens, each a whole JSON lexeme (real tokenizers cut
``"Beijing"`` into several tokens and real engines track characters inside tokens), a flat
object schema whose properties are all required (as OpenAI's strict mode requires), and a
*stand-in* model: ``stand_in_scores`` is a hand-written scoring table, not a neural network. It
"wants" to write ``Sure! {'town': 'Beijing', 'unit': 'kelvin'}``; the masks decide how much of
that survives. Real engines that do this inside servers include XGrammar, llguidance, Outlines,
lm-format-enforcer and llama.cpp's GBNF grammars (names only: none of them is used here).

    >>> decode("strict").text
    '{"city": "Beijing", "unit": "celsius"}'

Lessons: 10
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

VOCAB = (
    "{", "}", "[", "]", ":", ",",
    '"city"', '"unit"', '"town"', "'town'", "'unit'",
    '"Beijing"', '"Paris"', "'Beijing'", '"celsius"', '"fahrenheit"', '"kelvin"', "'kelvin'",
    "3", "7", "true", "false", "null",
    "Sure!", "I", "think", "<eos>",
)  # fmt: skip
EOS = "<eos>"
# The tool's parameters, as a strict-mode schema: every property required, nothing else allowed.
SCHEMA = {
    "type": "object",
    "properties": {"city": {"type": "string"}, "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]}},
    "required": ["city", "unit"],
    "additionalProperties": False,
}


def _kind(token: str) -> str:
    """The lexical class of a token, as JSON sees it ("junk" = not JSON at all)."""
    if token in "{}[]:,":
        return token
    if token.startswith('"'):
        return "string"
    if token.isdigit():
        return "number"
    if token in ("true", "false", "null"):
        return "literal"
    return "eos" if token == EOS else "junk"


def stand_in_scores(tokens: list[str]) -> dict[str, float]:
    """The stand-in model: how much it wants each next token, given the tokens so far.

    Written by hand so the lesson can say exactly what it prefers; any token it does not
    mention scores 0 (ties go to vocabulary order).
    """
    last = tokens[-1] if tokens else None
    keys = [t for i, t in enumerate(tokens) if i + 1 < len(tokens) and tokens[i + 1] == ":"]
    if last is None:
        wants = {"Sure!": 3, "{": 2}
    elif last == "Sure!":
        wants = {"{": 3}
    elif last in ("{", ","):
        wants = {"'unit'": 3, '"unit"': 2} if keys else {"'town'": 3, '"town"': 2, '"city"': 1}
    elif last == ":" and keys[-1].strip("'\"") == "unit":
        wants = {"'kelvin'": 3, '"kelvin"': 2, '"celsius"': 1}
    elif last == ":":
        wants = {"'Beijing'": 3, '"Beijing"': 2}
    elif _kind(last) in ("string", "junk") and tokens[-2] == ":":
        wants = {",": 3} if len(keys) < 2 else {"}": 3}
    elif _kind(last) in ("string", "junk"):
        wants = {":": 3}
    else:
        wants = {EOS: 3}
    return {token: wants.get(token, 0.0) for token in VOCAB}


def json_allowed(tokens: list[str]) -> set[str]:
    """JSON mode: the tokens that keep the text a prefix of some JSON object."""
    stack: list[str] = []  # open containers
    expect = "start"  # start | key_or_close | key | colon | value | value_or_close | comma_or_close | done
    for token in tokens:
        kind = _kind(token)
        if kind in ("{", "["):
            stack.append(kind)
            expect = "key_or_close" if kind == "{" else "value_or_close"
        elif kind in ("}", "]"):
            stack.pop()
            expect = "comma_or_close" if stack else "done"
        elif kind == ":":
            expect = "value"
        elif kind == ",":
            expect = "key" if stack[-1] == "{" else "value"
        elif expect in ("key_or_close", "key"):
            expect = "colon"
        else:  # a value
            expect = "comma_or_close" if stack else "done"
    close = {"}"} if stack and stack[-1] == "{" else {"]"}
    classes = {
        "start": {"{"},
        "key_or_close": {"string", "}"},
        "key": {"string"},
        "colon": {":"},
        "value": {"string", "number", "literal", "{", "["},
        "value_or_close": {"string", "number", "literal", "{", "[", "]"},
        "comma_or_close": {","} | close,
        "done": {"eos"},
    }[expect]
    return {token for token in VOCAB if _kind(token) in classes}


def strict_allowed(tokens: list[str], schema: dict = SCHEMA) -> set[str]:
    """Strict mode: the schema spelled out as one token per slot, keys in the schema's order."""
    slots: list[set[str]] = [{"{"}]
    for n, (name, spec) in enumerate(schema["properties"].items()):
        if n:
            slots.append({","})
        slots += [{json.dumps(name)}, {":"}, _values(spec)]
    slots += [{"}"}, {EOS}]
    return slots[len(tokens)] if len(tokens) < len(slots) else set()


def _values(spec: dict) -> set[str]:
    if "enum" in spec:
        return {json.dumps(value) for value in spec["enum"]} & set(VOCAB)
    kind = {"string": "string", "integer": "number", "boolean": "literal"}[spec["type"]]
    return {t for t in VOCAB if _kind(t) == kind and (kind != "literal" or t in ("true", "false"))}


MODES = {"none": lambda tokens: set(VOCAB), "json": json_allowed, "strict": strict_allowed}


@dataclass
class Step:
    wanted: str  # the model's favourite token before masking
    chosen: str
    allowed: int  # how many of the vocabulary's tokens the mask left


@dataclass
class Decoded:
    mode: str
    tokens: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    finish_reason: str = "stop"  # "length" when max_tokens ran out first

    @property
    def text(self) -> str:
        out = ""
        for token in self.tokens:
            out += token + (" " if token in (":", ",", "Sure!") else "")
        return out.strip()


def decode(mode: str, max_tokens: int = 20) -> Decoded:
    """Greedy decoding of the stand-in model under ``mode``'s mask."""
    if mode not in MODES:
        raise KeyError(f"没有解码模式 {mode!r}；可选：{', '.join(MODES)}")
    result = Decoded(mode)
    while len(result.tokens) < max_tokens:
        scores = stand_in_scores(result.tokens)
        allowed = MODES[mode](result.tokens)
        if not allowed:  # the grammar is complete: nothing may follow
            break
        ranked = sorted(VOCAB, key=lambda t: (-scores[t], VOCAB.index(t)))
        chosen = next(t for t in ranked if t in allowed)
        result.steps.append(Step(ranked[0], chosen, len(allowed)))
        if chosen == EOS:
            return result
        result.tokens.append(chosen)
    result.finish_reason = "length"
    return result


def check(text: str, schema: dict = SCHEMA) -> str:
    """Which guarantee the text meets: not JSON, JSON but not the schema, or schema-valid."""
    import jsonschema

    try:
        value = json.loads(text)
    except json.JSONDecodeError as exc:
        return f"不是 JSON（{exc.msg}）"
    errors = sorted(jsonschema.Draft202012Validator(schema).iter_errors(value), key=str)
    if errors:
        return "是 JSON，但不符合 schema：" + "；".join(e.message for e in errors)
    return "符合 schema"


if __name__ == "__main__":
    for name in MODES:
        decoded = decode(name)
        print(f"{name:7} {decoded.text:45} {check(decoded.text)}")
