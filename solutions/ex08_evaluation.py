"""Reference solutions for lesson 08 (evaluating tool use)."""

from __future__ import annotations

import re

IGNORED = re.compile(r"[\s,./\-_*^'\"]")


def _type_ok(value, schema: dict) -> bool:
    kind = schema.get("type")
    if isinstance(value, bool):
        return kind == "boolean"  # True == 1 in Python, but a JSON true is never a number
    if kind == "integer":
        return isinstance(value, int) or (isinstance(value, float) and value.is_integer())
    if kind == "number":
        return isinstance(value, int | float)
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return False
    if kind == "array":
        items = schema.get("items", {})
        return isinstance(value, list) and all(_type_ok(v, items) for v in value if "type" in items)
    return True


def _same(value, acceptable) -> bool:
    if isinstance(value, bool) or isinstance(acceptable, bool):
        return value is acceptable
    if isinstance(acceptable, str):
        return (
            isinstance(value, str) and IGNORED.sub("", value).lower() == IGNORED.sub("", acceptable).lower()
        )
    if isinstance(acceptable, list):
        return (
            isinstance(value, list)
            and len(value) == len(acceptable)
            and all(_same(v, a) for v, a in zip(value, acceptable, strict=True))
        )
    return isinstance(value, int | float) and value == acceptable


def match_tool_use(block: dict, tool: dict, expected: dict) -> bool:
    """练习 8.1：the AST check on an Anthropic tool_use block, with JSON Schema's types."""
    if block.get("type") != "tool_use" or block.get("name") != tool["name"]:
        return False
    given, schema = block.get("input"), tool["input_schema"]
    declared = schema.get("properties", {})
    if type(given) is not dict:  # the input must be an object to hold named arguments
        return False
    if any(name not in given for name in schema.get("required", [])) or any(k not in declared for k in given):
        return False
    if not all(_type_ok(value, declared[name]) for name, value in given.items()):
        return False
    for name, acceptable in expected.items():
        if name in given:
            if not any(_same(given[name], option) for option in acceptable if option != ""):
                return False
        elif "" not in acceptable:  # only an answer listing "" lets the argument be left out
            return False
    return True


def category_scores(results: list[tuple[str, bool]]) -> dict[str, float]:
    """练习 8.2：accuracy per category; overall is their unweighted mean."""
    table: dict[str, list[bool]] = {}
    for category, ok in results:
        table.setdefault(category, []).append(ok)
    scores = {c: sum(v) / len(v) for c, v in table.items()}
    scores["overall"] = sum(scores.values()) / len(scores) if scores else 0.0
    return scores


def tool_to_redesign(rows: list[dict], min_calls: int) -> str | None:
    """练习 8.3：highest failure rate among tools with enough calls; ties: more failures, then name."""
    eligible = [r for r in rows if r["calls"] >= min_calls and r["failures"] > 0]
    if not eligible:
        return None
    return min(eligible, key=lambda r: (-r["failures"] / r["calls"], -r["failures"], r["tool"]))["tool"]
