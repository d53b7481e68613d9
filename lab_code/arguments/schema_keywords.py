"""The schema keywords beyond lesson 02's core — the ones real tool schemas use.

Lesson 02's ``schema_subset`` checks the core (``type``, ``properties``, ``enum`` …). Pydantic
(lesson 03) writes ``$defs``/``$ref`` for nested models and ``anyOf`` for optional fields;
provider strict mode and real tool catalogues add ``const``, ``pattern`` and exclusive bounds.
They live here, each with the meaning the JSON Schema 2020-12 specification gives it (and
property-tested against ``jsonschema``):

    const                        the value must equal it (JSON equality: 1 == 1.0, 1 != true)
    pattern                      strings only; ``re.search`` (unanchored), as jsonschema does
    exclusiveMinimum/Maximum     numbers only; strictly greater / smaller
    multipleOf                   numbers only; > 0; float arithmetic as jsonschema does it
    uniqueItems                  arrays only; no two items JSON-equal
    prefixItems                  arrays only; item i against schema i (``items`` then covers the rest)
    allOf / anyOf / oneOf / not  every / at least one / exactly one / none of the sub-schemas
    $defs, $ref                  local references only: ``#``, ``#/$defs/Name``, any JSON pointer

Annotations change nothing and are accepted: ``title``, ``description``, ``default``,
``examples``, ``$comment``, ``deprecated``, ``readOnly``, ``writeOnly``, ``format`` (an
annotation in 2020-12 unless a format checker is asked for), ``contentMediaType``,
``contentEncoding``; ``$schema`` (2020-12 only) and ``$id`` at the root. **Every other keyword
is refused when the schema is checked** — a misspelt ``requried`` too — so nothing is silently
ignored.

Lessons: 02, 03
"""

from __future__ import annotations

import contextlib
import contextvars
import difflib
import math
import re
from collections.abc import Callable, Iterator
from fractions import Fraction
from typing import Any, Protocol
from urllib.parse import unquote

from lab_code.arguments.json_values import is_type, json_equal, json_type, path_label, shown

IMPLEMENTED = (
    "const", "pattern", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "uniqueItems",
    "prefixItems", "allOf", "anyOf", "oneOf", "not", "$defs", "$ref",
)  # fmt: skip
ANNOTATIONS = (
    "title", "description", "default", "examples", "$comment", "deprecated", "readOnly", "writeOnly",
    "format", "contentMediaType", "contentEncoding", "$schema", "$id",
)  # fmt: skip
ROOT_ONLY = ("$schema", "$id")
DIALECTS = ("https://json-schema.org/draft/2020-12/schema", "https://json-schema.org/draft/2020-12/schema#")
_LISTS_OF_SCHEMAS = ("prefixItems", "allOf", "anyOf", "oneOf")
_ROOT: contextvars.ContextVar[Any] = contextvars.ContextVar("schema_root")
_MISSING = object()


@contextlib.contextmanager
def validating(root: Any) -> Iterator[None]:
    """While active, ``$ref`` resolves against ``root`` (the schema ``validate`` was given)."""
    token = _ROOT.set(root)
    try:
        yield
    finally:
        _ROOT.reset(token)


def resolve(root: Any, ref: str) -> Any:
    """The sub-schema a local ``$ref`` points at (``#/$defs/A``), or ``_MISSING``."""
    if not isinstance(ref, str) or not ref.startswith("#"):
        return _MISSING
    node = root
    pointer = unquote(ref[1:])
    for token in pointer.split("/")[1:] if pointer else []:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return _MISSING
    return node


def subschemas(node: dict) -> list[tuple[str, Any]]:
    """``(pointer suffix, sub-schema)`` for every sub-schema this module's keywords hold."""
    found = [
        (f"/{key}/{i}", sub)
        for key in _LISTS_OF_SCHEMAS
        if isinstance(node.get(key), list)
        for i, sub in enumerate(node[key])
    ]
    if "not" in node:
        found.append(("/not", node["not"]))
    if isinstance(node.get("$defs"), dict):
        found += [(f"/$defs/{name}", sub) for name, sub in node["$defs"].items()]
    return found


def _finite(value: Any) -> bool:
    return is_type(value, "number") and not (isinstance(value, float) and not math.isfinite(value))


def node_problems(node: dict, where: str, root: Any, is_root: bool, known: tuple) -> list[str]:
    """What is wrong with this node's own keywords (``known`` = the core's keywords)."""
    problems = []
    for key in node:
        if key not in known and key not in IMPLEMENTED and key not in ANNOTATIONS:
            close = difflib.get_close_matches(
                str(key), [*known, *IMPLEMENTED, *ANNOTATIONS], n=1, cutoff=0.75
            )
            hint = (
                f"是不是想写 {close[0]!r}？"
                if close
                else "去掉它、改用已支持的关键字，或改用 jsonschema 校验"
            )
            problems.append(f"{where}不支持关键字 {key!r}：本课的校验器没有实现它，也不会悄悄忽略它；{hint}")
        elif key in ROOT_ONLY and not is_root:
            problems.append(
                f"{where}{key} 只能写在根 schema 上（嵌套的 {key} 会改变 $ref 的解析方式，本校验器不支持）"
            )
    if "$schema" in node and node["$schema"] not in DIALECTS:
        problems.append(f"{where}$schema 只支持 2020-12（{DIALECTS[0]}），实际是 {shown(node['$schema'])}")
    if "pattern" in node:
        try:
            re.compile(node["pattern"])
        except (re.error, TypeError) as exc:
            problems.append(
                f"{where}pattern 应该是合法的正则表达式字符串，{shown(node['pattern'])} 不是（{exc}）"
            )
    for key in ("exclusiveMinimum", "exclusiveMaximum"):
        if key in node and not _finite(node[key]):
            problems.append(f"{where}{key} 应该是有限的数字，实际是 {shown(node[key])}")
    if "multipleOf" in node and not (_finite(node["multipleOf"]) and node["multipleOf"] > 0):
        problems.append(f"{where}multipleOf 应该是大于 0 的有限数字，实际是 {shown(node['multipleOf'])}")
    if "uniqueItems" in node and not isinstance(node["uniqueItems"], bool):
        problems.append(f"{where}uniqueItems 应该是 true 或 false，实际是 {shown(node['uniqueItems'])}")
    for key in _LISTS_OF_SCHEMAS:
        if key in node and not (isinstance(node[key], list) and node[key]):
            problems.append(f"{where}{key} 应该是非空的 schema 列表，实际是 {shown(node[key])}")
    if "$defs" in node and not isinstance(node["$defs"], dict):
        problems.append(f"{where}$defs 应该是 {{名字: schema}} 对象，实际是 {shown(node['$defs'])}")
    if "$ref" in node:
        ref = node["$ref"]
        if not isinstance(ref, str) or not ref.startswith("#"):
            problems.append(
                f"{where}$ref 只支持本 schema 内的引用（以 # 开头，例如 #/$defs/Name），实际是 {shown(ref)}"
            )
        elif resolve(root, ref) is _MISSING:
            problems.append(f"{where}$ref {ref!r} 指向的位置在 schema 里不存在")
        elif _in_place_cycle(node, root):
            problems.append(f"{where}$ref {ref!r} 绕回了自己，却没有深入参数的任何一层（会无限循环）")
    return problems


def _in_place_cycle(start: dict, root: Any) -> bool:
    """Does following ``$ref``/``allOf``/``anyOf``/``oneOf``/``not`` from ``start`` come back to it?"""
    todo, seen = [start], set()
    while todo and len(seen) < 10_000:
        node = todo.pop()
        following = [resolve(root, node["$ref"])] if isinstance(node, dict) and "$ref" in node else []
        if isinstance(node, dict):
            following += [
                s for key in ("allOf", "anyOf", "oneOf") if isinstance(node.get(key), list) for s in node[key]
            ]
            following += [node["not"]] if "not" in node else []
        for nxt in following:
            if nxt is start:
                return True
            if isinstance(nxt, dict) and id(nxt) not in seen:
                seen.add(id(nxt))
                todo.append(nxt)
    return False


def _multiple_of(value: int | float, step: int | float) -> bool:
    if isinstance(step, float):  # divide, as jsonschema does; exact fractions when that overflows
        try:
            quotient = value / step
            return int(quotient) == quotient
        except OverflowError:
            return (Fraction(value) / Fraction(step)).denominator == 1
    return value % step == 0


def _canonical(value: Any) -> Any:
    """A hashable key with ``_canonical(a) == _canonical(b)`` exactly when ``json_equal(a, b)``."""
    if isinstance(value, bool) or value is None:
        return ("literal", value)
    if isinstance(value, (int, float)):
        return ("number", value)  # 1 == 1.0 and hash(1) == hash(1.0): Python keeps that promise
    if isinstance(value, list):
        return ("array", tuple(_canonical(v) for v in value))
    if isinstance(value, dict):
        return ("object", frozenset((k, _canonical(v)) for k, v in value.items()))
    return (type(value).__name__, value)  # a str (or a non-JSON value, compared by ==)


def _first_duplicate(items: list) -> tuple[int, int] | None:
    """``(i, j)`` of the first item ``j`` equal to an earlier ``i``; linear, not pairwise."""
    first: dict = {}
    try:
        for j, item in enumerate(items):
            i = first.setdefault(_canonical(item), j)
            if i != j:
                return i, j
    except TypeError:  # an unhashable non-JSON value: compare pairwise
        return next(
            ((i, j) for j in range(len(items)) for i in range(j) if json_equal(items[i], items[j])), None
        )
    return None


class SubschemaCheck(Protocol):
    """How this module checks a value against a sub-schema one of its keywords holds (an
    ``anyOf`` option, the target of a ``$ref``, a ``prefixItems`` entry): the problems, ``[]``
    when it passes.

    It is the core validator's ``schema_subset.validate_node``, handed in by its one caller
    (``validate_node`` itself) rather than imported: ``schema_subset`` imports this module, so
    the two call each other at run time, and an import back would be a cycle. This Protocol is
    where that link is written down; the import graph cannot show it.
    """

    def __call__(self, value: Any, schema: Any, path: tuple) -> list[str]: ...


KeywordRule = Callable[[Any, dict, tuple, str, SubschemaCheck], list[str]]  # value, schema, path, label


def _const(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    if json_equal(value, schema["const"]):
        return []
    return [f"{label}只能是 {shown(schema['const'])}，收到的是 {shown(value)}"]


def _pattern(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    if not isinstance(value, str) or re.search(schema["pattern"], value):
        return []
    return [f"{label}应该匹配正则 {shown(schema['pattern'])}，收到的是 {shown(value)}"]


def _exclusive_minimum(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    if not is_type(value, "number") or value > schema["exclusiveMinimum"]:
        return []
    return [f"{label}必须大于 {shown(schema['exclusiveMinimum'])}，收到的是 {shown(value)}"]


def _exclusive_maximum(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    if not is_type(value, "number") or value < schema["exclusiveMaximum"]:
        return []
    return [f"{label}必须小于 {shown(schema['exclusiveMaximum'])}，收到的是 {shown(value)}"]


def _multiple_of_rule(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    if not is_type(value, "number") or _multiple_of(value, schema["multipleOf"]):
        return []
    return [f"{label}应该是 {shown(schema['multipleOf'])} 的整数倍，收到的是 {shown(value)}"]


def _unique_items(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    duplicate = _first_duplicate(value) if isinstance(value, list) and schema["uniqueItems"] else None
    if not duplicate:
        return []
    return [
        f"{label}的元素不能重复（第 {duplicate[0]} 项和第 {duplicate[1]} 项相同），收到的是 {shown(value)}"
    ]


def _prefix_items(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    if not isinstance(value, list):
        return []
    pairs = zip(value, schema["prefixItems"], strict=False)
    return [
        problem for index, (item, sub) in enumerate(pairs) for problem in check(item, sub, path + (index,))
    ]


def _ref(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    target = resolve(_ROOT.get(None), schema["$ref"])
    if target is _MISSING:  # validate_node called without validate(): no root to resolve against
        return [f"{label}无法检查：$ref {schema['$ref']!r} 只能在 validate() 里解析，收到的是 {shown(value)}"]
    return check(value, target, path)


def _all_of(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    return [problem for sub in schema["allOf"] for problem in check(value, sub, path)]


def _one_of(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    passing = [i + 1 for i, sub in enumerate(schema["oneOf"]) if not check(value, sub, path)]
    if len(passing) == 1:
        return []
    which = "任何一个" if not passing else f"{len(passing)} 个（第 {'、'.join(map(str, passing))} 个）"
    return [f"{label}应该恰好符合 oneOf 的一个选项，却符合了{which}，收到的是 {shown(value)}"]


def _not(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    if check(value, schema["not"], path):
        return []
    return [f"{label}不能符合 not 里的 schema {shown(schema['not'])}，收到的是 {shown(value)}"]


def _any_of(value: Any, schema: dict, path: tuple, label: str, check: SubschemaCheck) -> list[str]:
    options = schema["anyOf"]
    failures = []
    for option in options:
        found = check(value, option, path)
        if not found:
            return []
        failures.append(found)
    types = [o.get("type") for o in options if isinstance(o, dict)]
    if len(types) == len(options) and all(isinstance(t, str) and not is_type(value, t) for t in types):
        return [
            f"{label}应该是 {' 或 '.join(types)}，收到的是 {shown(value)}（{json_type(value)}）"
        ]  # Optional[X]
    each = "；".join(f"选项 {i + 1}：{found[0]}" for i, found in enumerate(failures))
    return [f"{label}不符合 anyOf 的任何一个选项，收到的是 {shown(value)}（{each}）"]


# The keywords that constrain a value, in the order their messages are listed. A rule is
# called only when its keyword is in the schema; the schema already passed ``node_problems``.
VALUE_RULES: dict[str, KeywordRule] = {
    "const": _const,
    "pattern": _pattern,
    "exclusiveMinimum": _exclusive_minimum,
    "exclusiveMaximum": _exclusive_maximum,
    "multipleOf": _multiple_of_rule,
    "uniqueItems": _unique_items,
    "prefixItems": _prefix_items,
    "$ref": _ref,
    "allOf": _all_of,
    "anyOf": _any_of,
    "oneOf": _one_of,
    "not": _not,
}


def keyword_problems(value: Any, schema: dict, path: tuple, check: SubschemaCheck) -> list[str]:
    """Every way ``value`` breaks this module's keywords in ``schema`` (``VALUE_RULES``, in order);
    ``check`` validates a sub-schema (see ``SubschemaCheck``)."""
    label = path_label(path) + (" " if path else "")
    return [
        problem
        for keyword, rule in VALUE_RULES.items()
        if keyword in schema
        for problem in rule(value, schema, path, label, check)
    ]
