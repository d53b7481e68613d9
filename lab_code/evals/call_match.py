"""Is this tool call right? An AST/structure checker for BFCL-style cases, written by hand.

"AST matching" means: do not run the call, compare its *structure* with the possible
answers, field by field, and say which check failed first. For one call:

1. the function name is the expected one;
2. every parameter the function marks ``required`` is there;
3. no parameter the function does not have (an invented ``units=`` is a mistake);
4. every value has the documented type -- ``integer`` is an int and not a bool, a
   ``float`` may be written as an int (``5`` for ``5.0``), a number in a string is wrong;
5. every value is one of the acceptable ones; an optional parameter may be left out only
   when the answer lists ``""`` among its values.

Strings are compared after ``normalise`` (case, spaces and ``, . / - _ * ^ ' "`` ignored:
"New York, NY" equals "new york ny"), numbers by value, lists element by element, dicts key
by key. For a case, the category adds its own rule: exactly one call (simple, multiple),
the same number of calls matched in *any* order (parallel, parallel_multiple), or no call
at all (irrelevance).

    >>> doc = {"name": "area", "parameters": {"type": "dict", "required": ["r"],
    ...        "properties": {"r": {"type": "integer"}}}}
    >>> check_call({"name": "area", "arguments": {"r": "5"}}, doc, {"r": [5]}).kind
    'wrong_type'

Executable checks (run the call, compare results) complement this: they catch calls that
are structurally different yet equivalent, and need a runnable function for every case.

Lessons: 08
"""

from __future__ import annotations

import itertools
import re
from dataclasses import dataclass

KINDS = {
    "ok": "正确",
    "should_not_call": "不该调用却调用了",
    "no_call": "该调用却没调用",
    "wrong_count": "调用个数不对",
    "wrong_function": "函数选错了",
    "missing_required": "缺少必填参数",
    "unknown_parameter": "多了函数没有的参数",
    "wrong_type": "参数类型不对",
    "wrong_value": "参数值不在可接受范围里",
    "omitted_expected": "省略了答案要求的参数",
    "invalid_json": "参数不是合法的 JSON 对象",
}
_IGNORED = re.compile(r"[\s,./\-_*^'\"]")
NUMBER_TYPES = {"float", "number"}


@dataclass(frozen=True)
class Verdict:
    ok: bool
    kind: str  # a key of KINDS
    reason: str = ""  # Chinese, names the function / parameter

    @classmethod
    def good(cls) -> Verdict:
        return cls(True, "ok")


def normalise(text: str) -> str:
    return _IGNORED.sub("", text).lower()


def type_ok(value, schema: dict) -> bool:
    """Does ``value`` have the type ``schema`` documents (BFCL dialect or JSON Schema names)?"""
    kind = schema.get("type", "any")
    if kind == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if kind in NUMBER_TYPES:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if kind == "string":
        return isinstance(value, str)
    if kind == "boolean":
        return isinstance(value, bool)
    if kind in ("array", "tuple"):
        items = schema.get("items") or {}
        return isinstance(value, list) and all(type_ok(v, items) for v in value)
    if kind in ("dict", "object"):
        return isinstance(value, dict)
    return True  # "any", or a type we do not know: the value check still applies


def value_ok(value, acceptable) -> bool:
    """Is ``value`` equal to the acceptable value, by the comparison rules above?"""
    if isinstance(acceptable, str):
        return isinstance(value, str) and normalise(value) == normalise(acceptable)
    if isinstance(acceptable, bool) or isinstance(value, bool):
        return value is acceptable
    if isinstance(acceptable, int | float):
        return isinstance(value, int | float) and value == acceptable
    if isinstance(acceptable, list):
        return (
            isinstance(value, list)
            and len(value) == len(acceptable)
            and all(value_ok(v, a) for v, a in zip(value, acceptable, strict=True))
        )
    if isinstance(acceptable, dict):  # a dict parameter: each key has its own list of values
        return isinstance(value, dict) and _dict_ok(value, acceptable)
    return value == acceptable


def _dict_ok(value: dict, acceptable: dict) -> bool:
    if set(value) - set(acceptable):
        return False
    for key, options in acceptable.items():
        options = options if isinstance(options, list) else [options]
        if key not in value:
            if "" not in options:
                return False
        elif not any(value_ok(value[key], o) for o in options if o != ""):
            return False
    return True


def check_call(call: dict, doc: dict, expected: dict) -> Verdict:
    """One call ``{"name", "arguments"}`` against one function doc and its possible answer."""
    name, args = call.get("name"), call.get("arguments")
    if name != doc["name"]:
        return Verdict(False, "wrong_function", f"调用了 {name}，应该调用 {doc['name']}")
    if not isinstance(args, dict):
        return Verdict(False, "invalid_json", f"{name} 的参数不是 JSON 对象：{args!r:.60}")
    parameters = doc.get("parameters") or {}
    properties = parameters.get("properties") or {}
    for required in parameters.get("required") or []:
        if required not in args:
            return Verdict(False, "missing_required", f"{name} 缺少必填参数 {required}")
    for key in args:
        if key not in properties:
            return Verdict(False, "unknown_parameter", f"{name} 没有参数 {key}")
    for key, value in args.items():
        if not type_ok(value, properties[key]):
            want = properties[key].get("type", "any")
            return Verdict(False, "wrong_type", f"{name}.{key} 应为 {want}，收到 {value!r}")
    for key, options in expected.items():
        if key not in args:
            if "" not in options:
                return Verdict(False, "omitted_expected", f"{name} 省略了 {key}，答案要求给出")
            continue
        if not any(value_ok(args[key], option) for option in options if option != ""):
            return Verdict(False, "wrong_value", f"{name}.{key}={args[key]!r} 不在 {options!r} 里")
    return Verdict.good()


def _pair(call: dict, answer: dict, docs: dict[str, dict]) -> Verdict:
    ((name, expected),) = answer.items()
    if name not in docs:  # the answer names a function the case does not offer: data error
        return Verdict(False, "wrong_function", f"答案里的 {name} 不在提供的函数里")
    return check_call(call, docs[name], expected)


def check_case(category: str, calls: list[dict], functions, ground_truth) -> Verdict:
    """All calls of one reply against a case's answers, by the category's rule."""
    if category == "irrelevance" or not ground_truth:
        if calls:
            return Verdict(False, "should_not_call", f"调用了 {calls[0].get('name')}，但没有合适的函数")
        return Verdict.good()
    if not calls:
        return Verdict(False, "no_call", "没有调用任何函数")
    if len(calls) != len(ground_truth):
        return Verdict(False, "wrong_count", f"调用了 {len(calls)} 次，应为 {len(ground_truth)} 次")
    docs = {doc["name"]: doc for doc in functions}
    if len(calls) == 1:
        return _pair(calls[0], ground_truth[0], docs)
    # Parallel: any order is fine. Try every assignment (a handful of calls keeps this tiny);
    # when none fits, report the first problem of the assignment that got most calls right.
    best: tuple[int, Verdict] | None = None
    for order in itertools.permutations(ground_truth):
        verdicts = [_pair(c, a, docs) for c, a in zip(calls, order, strict=True)]
        bad = [v for v in verdicts if not v.ok]
        if not bad:
            return Verdict.good()
        if best is None or len(bad) < best[0]:
            best = (len(bad), bad[0])
    return best[1]
