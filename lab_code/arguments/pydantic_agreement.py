"""Does lesson 02's hand-written validator agree with Pydantic on Pydantic's own schemas?

Lesson 03 derives every tool's schema from a Pydantic model. ``compare(model)`` takes that
schema (``$defs``/``$ref``, ``title``, ``default`` and all), generates argument objects from it
— most valid, many with one deliberate mistake (a missing or unknown key, a wrong type, a value
out of range, a string too long) — and asks both checkers about each: the hand-written
``validate`` (layer 2 of lesson 02) and ``model.model_validate`` (Pydantic, strict).

They agree except in two documented places, and ``compare`` names them when they occur:

* ``null_means_default`` — ``null`` for an optional field: the schema says the field is an
  integer, so JSON Schema refuses ``null``; the course's ``ToolArgs`` reads it as "not given"
  (lesson 03, section 3), so Pydantic accepts it.
* ``integral_float`` — ``3.0`` for an integer field: JSON Schema calls it an integer (one
  number type), Pydantic's strict mode does not accept a float for ``int``.

Any other disagreement would be a bug in one of them; ``tests/test_03_pydantic_agreement.py``
checks there is none. Values are generated from a seeded ``random.Random``, so the numbers the
lesson prints are reproducible.

    $ python -m lab_code.arguments.pydantic_agreement
    read_file    200 个参数：都接受 …，都拒绝 …，不一致 …（integral_float …，null_means_default …）
    ...

Lessons: 03
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ValidationError

from lab_code.arguments.schema_keywords import resolve
from lab_code.arguments.schema_subset import validate

KNOWN_DIFFERENCES = ("null_means_default", "integral_float")
WORDS = ["a.txt", "src/main.c", "zlib", "中文", "CMakeLists.txt", "x" * 3]


@dataclass
class Agreement:
    model: str
    total: int = 0
    both_accept: int = 0
    both_refuse: int = 0
    differences: Counter = field(default_factory=Counter)  # reason -> count
    examples: dict = field(default_factory=dict)  # reason -> (value, hand-written says, pydantic says)

    @property
    def disagreed(self) -> int:
        return self.total - self.both_accept - self.both_refuse

    def line(self) -> str:
        reasons = "，".join(f"{r} {n}" for r, n in sorted(self.differences.items())) or "无"
        return (
            f"{self.model:<12} {self.total} 个参数：都接受 {self.both_accept}，都拒绝 {self.both_refuse}，"
            f"不一致 {self.disagreed}（{reasons}）"
        )


def _node(schema: Any, root: dict) -> Any:
    while isinstance(schema, dict) and "$ref" in schema:
        schema = resolve(root, schema["$ref"])
    return schema


def sample(schema: Any, root: dict, rng: random.Random) -> Any:
    """One value that satisfies ``schema`` (the keywords Pydantic emits)."""
    schema = _node(schema, root)
    if not isinstance(schema, dict):
        return rng.choice(WORDS)
    if "anyOf" in schema:
        return sample(rng.choice(schema["anyOf"]), root, rng)
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema.get("type", "string")
    if kind == "object":
        properties = schema.get("properties", {})
        optional = [k for k in properties if k not in schema.get("required", [])]
        keys = list(schema.get("required", [])) + [k for k in optional if rng.random() < 0.5]
        return {k: sample(properties[k], root, rng) for k in keys}
    if kind == "array":
        low, high = schema.get("minItems", 0), min(schema.get("maxItems", 3), 3)
        return [sample(schema.get("items", {}), root, rng) for _ in range(rng.randint(low, max(low, high)))]
    if kind == "integer":
        low, high = schema.get("minimum", -5), schema.get("maximum", 50)
        return rng.randint(low, high)
    if kind == "boolean":
        return rng.random() < 0.5
    text = rng.choice(WORDS)
    return text[: schema["maxLength"]] if "maxLength" in schema else text or "x"


def _mistake(value: dict, schema: dict, root: dict, rng: random.Random) -> dict:
    """``value`` with one mistake a model makes, somewhere in its top-level fields."""
    properties = schema.get("properties", {})
    key = rng.choice(sorted(properties))
    sub = _node(properties[key], root)
    kind = sub.get("type") if isinstance(sub, dict) else None
    broken = copy.deepcopy(value)
    choice = rng.choice(["drop", "unknown", "wrong_type", "null", "bound", "float", "nested"])
    if choice == "drop" and key in schema.get("required", []):
        broken.pop(key, None)
    elif choice == "unknown":
        broken[rng.choice(["file", "encoding", "Path"])] = "x"
    elif choice == "null":
        broken[key] = None
    elif choice == "float" and kind == "integer":
        broken[key] = float(sample(sub, root, rng))
    elif choice == "bound" and kind == "integer":
        broken[key] = sub.get("maximum", 10) + 1 if rng.random() < 0.5 else sub.get("minimum", 0) - 1
    elif choice == "bound" and kind == "string":
        broken[key] = "" if sub.get("minLength") else "y" * (sub.get("maxLength", 5) + 1)
    elif choice == "nested" and kind == "array" and broken.get(key):
        broken[key][0] = _mistake(broken[key][0], _node(sub["items"], root), root, rng)
    else:
        broken[key] = {"string": 7, "integer": "3", "boolean": 1, "array": "[]"}.get(kind, True)
    return broken


def _reasons(value: Any, schema: Any, root: dict) -> set[str]:
    """Which known difference ``value`` contains, anywhere (the fields' schemas say where)."""
    schema = _node(schema, root)
    found: set[str] = set()
    if isinstance(value, dict) and isinstance(schema, dict):
        for key, item in value.items():
            sub = _node(schema.get("properties", {}).get(key), root)
            if (
                item is None
                and key not in schema.get("required", [])
                and isinstance(sub, dict)
                and "null" not in str(sub.get("type"))
            ):
                found.add("null_means_default")
            elif (
                isinstance(item, float)
                and item.is_integer()
                and isinstance(sub, dict)
                and sub.get("type") == "integer"
            ):
                found.add("integral_float")
            else:
                found |= _reasons(item, sub, root)
    elif isinstance(value, list) and isinstance(schema, dict):
        for item in value:
            found |= _reasons(item, schema.get("items"), root)
    return found


def compare(model_cls: type[BaseModel], count: int = 200, seed: int = 0) -> Agreement:
    schema = model_cls.model_json_schema()
    rng = random.Random(seed)
    result = Agreement(schema.get("title", model_cls.__name__))
    for n in range(count):
        value = sample(schema, schema, rng)
        if n % 3:  # two in three carry one mistake
            value = _mistake(value, schema, schema, rng)
        value = json.loads(json.dumps(value))  # what a model sends is JSON text
        hand = validate(value, schema) == []
        try:
            model_cls.model_validate(value)
            pydantic = True
        except ValidationError:
            pydantic = False
        result.total += 1
        if hand == pydantic:
            result.both_accept += hand
            result.both_refuse += not hand
            continue
        reasons = _reasons(value, schema, schema) or {"unexplained"}
        for reason in reasons:
            result.differences[reason] += 1
            result.examples.setdefault(reason, (value, hand, pydantic))
    return result


def main() -> None:
    from lab_code.arguments.pydantic_args import TOOL_MODELS

    for name, model_cls in TOOL_MODELS.items():
        agreement = compare(model_cls)
        agreement.model = name
        print(agreement.line())


if __name__ == "__main__":
    main()
