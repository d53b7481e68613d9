"""A value that is valid for a JSON Schema: what the stand-in model puts in arguments and structured output.

A real model writes tool arguments and structured output that fit the schema it was given
(with strict mode it cannot do otherwise). The course's stand-in model (``demo_brain``) has no
language model behind it, so it builds the *smallest* fitting value instead:

* an object gets its ``required`` properties; ``const`` and ``enum`` give their (first) value;
* ``$ref`` (into ``$defs`` / ``definitions``), ``anyOf`` / ``oneOf`` (the first option that is
  not ``null``), ``allOf`` (merged) and type lists are followed;
* numbers respect ``minimum`` / ``maximum`` / exclusive bounds / ``multipleOf``; strings
  ``minLength`` / ``maxLength`` and the common ``format`` values; arrays ``minItems`` and
  ``prefixItems``.

Strings are ``"example"`` — except the first free-text string when ``text`` is given: that one
carries ``text``, which is how the stand-in labels structured output as its own. The result is
checked with ``jsonschema``; a schema it cannot satisfy (a ``pattern``, say) raises
``SchemaInstanceError`` naming the failed rule, rather than sending an invalid value.

    >>> instance({"type": "object", "properties": {"city": {"type": "string"},
    ...     "people": {"type": "integer", "minimum": 5}}, "required": ["city", "people"]}, text="（替身）")
    {'city': '（替身）', 'people': 5}

Lessons: shared
"""

from __future__ import annotations

import math
from typing import Any

import jsonschema
from referencing.exceptions import Unresolvable

FORMATS = {
    "date-time": "2026-01-01T00:00:00Z",
    "date": "2026-01-01",
    "time": "00:00:00Z",
    "email": "student@example.com",
    "uri": "https://example.com/",
    "url": "https://example.com/",
    "uuid": "00000000-0000-4000-8000-000000000000",
    "ipv4": "127.0.0.1",
    "hostname": "example.com",
}
MAX_DEPTH = 32  # a recursive schema ($ref to itself) stops here
MAX_PARTS = 10_000  # values built in all; a schema asking for more (minItems: 10**9) is refused
MAX_LENGTH = 10_000  # characters of one string (minLength)


class SchemaInstanceError(ValueError):
    """No value the stand-in can build fits the schema."""


class _Builder:
    def __init__(self, root: dict, text: str | None):
        self.root, self.text = root, text
        self.parts = 0

    def resolve(self, schema: dict) -> dict:
        ref = schema.get("$ref")
        if not isinstance(ref, str) or not ref.startswith("#"):
            return schema
        node: Any = self.root
        for part in ref[2:].split("/") if ref != "#" else []:
            node = node.get(part.replace("~1", "/").replace("~0", "~")) if isinstance(node, dict) else None
        if not isinstance(node, dict):
            raise SchemaInstanceError(f"the schema's $ref {ref!r} points at nothing")
        rest = {k: v for k, v in schema.items() if k != "$ref"}
        return {**node, **rest}

    def value(self, schema: Any, depth: int = 0) -> Any:
        if depth > MAX_DEPTH:
            raise SchemaInstanceError(f"the schema nests deeper than {MAX_DEPTH} levels (a recursive $ref?)")
        self.parts += 1
        if self.parts > MAX_PARTS:
            raise SchemaInstanceError(f"the schema asks for more than {MAX_PARTS} values (its minItems?)")
        if schema is True or not isinstance(schema, dict):
            return self.string({})
        schema = self.resolve(schema)
        for merged in schema.get("allOf") or []:
            schema = {**schema, **self.resolve(merged)} if isinstance(merged, dict) else schema
        if "const" in schema:
            return schema["const"]
        if schema.get("enum"):
            return schema["enum"][0]
        for key in ("anyOf", "oneOf"):
            options = [o for o in schema.get(key) or [] if isinstance(o, dict)]
            if options:
                usable = [o for o in options if self.resolve(o).get("type") != "null"] or options
                return self.value({**{k: v for k, v in schema.items() if k != key}, **usable[0]}, depth + 1)
        kind = schema.get("type")
        if isinstance(kind, list):
            kind = next((k for k in kind if k != "null"), "null")
        if kind is None:
            kind = "object" if "properties" in schema else "array" if "items" in schema else "string"
        if kind == "object":
            properties = schema.get("properties") or {}
            return {
                name: self.value(properties.get(name, {}), depth + 1) for name in schema.get("required") or []
            }
        if kind == "array":
            return self.array(schema, depth)
        if kind in ("integer", "number"):
            return self.number(schema, kind == "integer")
        if kind == "boolean":
            return True
        if kind == "null":
            return None
        return self.string(schema)

    def string(self, schema: dict) -> str:
        if schema.get("format") in FORMATS:
            return FORMATS[schema["format"]]
        value = "example"
        if self.text is not None and "pattern" not in schema and "format" not in schema:
            value, self.text = self.text, None  # only the first free-text string carries the label
        shortest, longest = schema.get("minLength", 0), schema.get("maxLength")
        if isinstance(shortest, int) and shortest > MAX_LENGTH:
            raise SchemaInstanceError(f"the schema asks for a string of {shortest} characters at least")
        if len(value) < shortest:
            value += "x" * (shortest - len(value))
        return value[:longest] if isinstance(longest, int) else value

    def number(self, schema: dict, whole: bool) -> int | float:
        """1 if the bounds allow it, else the nearest value inside them (on ``multipleOf``)."""
        low, low_open = schema.get("minimum"), schema.get("exclusiveMinimum")
        high, high_open = schema.get("maximum"), schema.get("exclusiveMaximum")
        step = schema.get("multipleOf") or (1 if whole else 0)
        value = 1
        if low is not None and value < low:
            value = low
        if low_open is not None and value <= low_open:
            value = low_open + (step or 0.5)
        if high is not None and value > high:
            value = high
        if high_open is not None and value >= high_open:
            value = high_open - (step or (high_open - (low if low is not None else low_open or 0)) / 2)
        if step:
            up = math.ceil(value / step) * step
            ceiling = high if high is not None else high_open
            value = up if ceiling is None or up <= ceiling else math.floor(value / step) * step
        return int(value) if whole else value

    def array(self, schema: dict, depth: int) -> list:
        first = [self.value(item, depth + 1) for item in schema.get("prefixItems") or []]
        wanted = max(schema.get("minItems", 0), len(first))
        if wanted > MAX_PARTS:
            raise SchemaInstanceError(f"the schema asks for {wanted} array items at least")
        items = schema.get("items")
        return first + [self.value(items, depth + 1) for _ in range(wanted - len(first))]


def instance(schema: dict, text: str | None = None) -> Any:
    """The smallest value valid for ``schema`` (the first free-text string = ``text``, if given)."""
    value = _Builder(schema, text).value(schema)
    try:
        error = jsonschema.exceptions.best_match(jsonschema.Draft202012Validator(schema).iter_errors(value))
    except (jsonschema.exceptions.SchemaError, Unresolvable) as exc:
        raise SchemaInstanceError(f"the schema is not usable: {exc}") from None
    if error is not None:
        raise SchemaInstanceError(
            f"the course's stand-in model cannot build a value for this schema: its rule "
            f"{error.validator!r} at {'/'.join(map(str, error.absolute_schema_path)) or 'the root'} "
            f"was not met ({error.message}); answer such requests with a scripted brain instead"
        )
    return value
