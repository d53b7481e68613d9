"""Reference solutions for lesson 08 (evaluating tool use)."""

from __future__ import annotations

import re


def _type_ok(value, kind: str) -> bool:
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind in ("float", "number"):
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    return True


def _same(value, acceptable) -> bool:
    if isinstance(acceptable, str):
        norm = lambda s: re.sub(r"[\s,./\-_*^'\"]", "", s).lower()  # noqa: E731
        return isinstance(value, str) and norm(value) == norm(acceptable)
    if isinstance(acceptable, bool) or isinstance(value, bool):
        return value is acceptable
    return value == acceptable


def match_call(call: dict, doc: dict, expected: dict) -> bool:
    """练习 8.1：name, required, no invented parameters, types, acceptable values, omissions."""
    args = call["arguments"]
    params = doc["parameters"]
    props = params["properties"]
    if call["name"] != doc["name"]:
        return False
    if any(r not in args for r in params.get("required", [])):
        return False
    if any(k not in props for k in args):
        return False
    if not all(_type_ok(v, props[k].get("type", "any")) for k, v in args.items()):
        return False
    for key, options in expected.items():
        if key not in args:
            if "" not in options:
                return False
        elif not any(_same(args[key], o) for o in options if o != ""):
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
