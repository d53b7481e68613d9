"""A hand-written checker for a small subset of JSON Schema (draft 2020-12) — layer 2 of the funnel.

The course writes this by hand to show what "the arguments match the schema" really means;
real code uses ``jsonschema`` or Pydantic (lesson 03), and the tests compare this module with
``jsonschema.Draft202012Validator`` on generated schemas and values.

The core keywords, checked in this file:

    type                  one of the seven names, or a list of them
    properties, required  objects, recursively (messages name the path, e.g. ``a.b[0]``)
    additionalProperties  ``false`` / ``true`` (or a sub-schema, as the spec allows)
    enum                  JSON equality: ``1 == 1.0`` but ``1 != True``
    minimum, maximum      numbers only; other types pass, as the spec says
    minLength, maxLength  counted in Unicode code points (``len(str)``), not UTF-16 units
    items                 one schema for every element (the 2020-12 meaning)
    minItems, maxItems

The keywords real tool schemas add (``$ref``/``$defs``, ``anyOf``, ``const``, ``pattern``,
exclusive bounds, ``multipleOf``, ``uniqueItems``, ``prefixItems`` …) live beside it in
``lab_code.arguments.schema_keywords`` (a table, ``VALUE_RULES``); ``validate_node`` hands them
over in one line, passing itself in to check their sub-schemas (``SubschemaCheck``). Any
other keyword — a misspelt ``requried`` too — makes ``check_schema`` refuse the schema: a
checker that silently ignores a keyword reports values valid that are not.

Where Python and JSON disagree, this follows JSON (``lab_code.arguments.json_values``):
``True`` is a boolean, never an integer or a number (``isinstance(True, int)`` is ``True`` in
Python); ``1.0`` *is* an integer (JSON has one number type; "integer" means "no fractional
part"). ``true``/``false`` are schemas too.

``validate`` never raises: a malformed schema part becomes a ``schema 有误`` message, values
that are not JSON (a tuple, a set) simply do not match any ``type``.

    >>> validate({"offset": 0}, {"properties": {"offset": {"type": "integer", "minimum": 1}}})
    ['参数 offset 不能小于 1，收到的是 0']
    >>> validate(True, {"type": "integer"})
    ['参数整体应该是 integer，收到的是 True（boolean）']
    >>> validate(1.0, {"type": "integer"})
    []

``python -m lab_code.arguments.schema_subset`` prints a few checks of that kind.

Lessons: 02, 03
"""

from __future__ import annotations

import math
import sys
from typing import Any

from lab_code.arguments import schema_keywords
from lab_code.arguments.json_values import is_member, is_type, json_equal, json_type, path_label, shown

__all__ = ["check_schema", "validate", "validate_checked", "validate_node"]
# Re-exported from json_values: older imports of these from here keep working.
__all__ += ["is_type", "json_equal", "json_type", "path_label", "shown"]

JSON_TYPES = ("null", "boolean", "object", "array", "number", "string", "integer")
CORE_KEYWORDS = (
    "type", "properties", "required", "additionalProperties", "enum",
    "minimum", "maximum", "minLength", "maxLength", "items", "minItems", "maxItems",
)  # fmt: skip
MAX_DEPTH = 64  # schema nesting we follow; deeper (or a cyclic dict) is a schema problem
MAX_SCHEMA_NODES = 10_000  # a tool's schema has tens of nodes; far more is a bug, not a schema
ALLOWED_SHOWN_CHARS = 300  # allowed values are what the model needs to see, so they get more room
_COUNT_KEYWORDS = ("minLength", "maxLength", "minItems", "maxItems")


def _is_count(value: Any) -> bool:
    return is_type(value, "integer") and value >= 0


def _node_problems(schema: Any, where: str, root: Any, is_root: bool) -> list[str]:
    """What is wrong with this one schema node itself (not with the value)."""
    if isinstance(schema, bool):
        return []
    if not isinstance(schema, dict):
        return [f"{where}每一层 schema 应该是对象或 true/false，实际是 {shown(schema)}"]
    problems = []
    types = schema.get("type", [])
    types = types if isinstance(types, list) else [types]
    if "type" in schema and not (types and all(isinstance(t, str) and t in JSON_TYPES for t in types)):
        problems.append(
            f"{where}type 只能是 {list(JSON_TYPES)} 之一或它们的列表，实际是 {shown(schema['type'])}"
        )
    properties = schema.get("properties", {})
    if not isinstance(properties, dict) or not all(isinstance(k, str) for k in properties):
        problems.append(f"{where}properties 应该是 {{参数名: schema}} 对象，实际是 {shown(properties)}")
    required = schema.get("required", [])
    if not isinstance(required, list) or not all(isinstance(r, str) for r in required):
        problems.append(f"{where}required 应该是参数名（字符串）的列表，实际是 {shown(required)}")
    if not isinstance(schema.get("enum", []), list):
        problems.append(f"{where}enum 应该是取值的列表，实际是 {shown(schema['enum'])}")
    for key in ("minimum", "maximum"):
        bound = schema.get(key, 0)
        if not is_type(bound, "number") or (isinstance(bound, float) and not math.isfinite(bound)):
            problems.append(
                f"{where}{key} 应该是有限的数字（不能是 NaN 或无穷大），实际是 {shown(schema[key])}"
            )
    for key in _COUNT_KEYWORDS:
        if key in schema and not _is_count(schema[key]):
            problems.append(f"{where}{key} 应该是非负整数，实际是 {shown(schema[key])}")
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), list):
            problems.append(f"{where}{key} 应该是一个 schema（2020-12 不再用列表写法），实际是列表")
    return problems + schema_keywords.node_problems(schema, where, root, is_root, CORE_KEYWORDS)


def check_schema(schema: Any) -> list[str]:
    """Problems of the whole schema tree, whatever the value; ``[]`` if this module can use it."""
    problems: list[str] = []
    budget = [MAX_SCHEMA_NODES]  # shared sub-schemas could make a small dict an exponential tree

    def walk(node: Any, pointer: str, ancestors: tuple) -> None:
        where = f"schema 有误（位置 {pointer or '/'}）："  # a JSON Pointer: what a schema author reads
        budget[0] -= 1
        if budget[0] < 0:
            if budget[0] == -1:
                problems.append(f"{where}schema 超过 {MAX_SCHEMA_NODES} 个节点，停止检查")
            return
        if len(ancestors) > MAX_DEPTH or any(node is a for a in ancestors):
            problems.append(f"{where}嵌套超过 {MAX_DEPTH} 层，或 schema 引用了自己")
            return
        own = _node_problems(node, where, schema, not ancestors)
        problems.extend(own)
        if own or isinstance(node, bool):
            return
        for name, sub in node.get("properties", {}).items():
            walk(sub, f"{pointer}/properties/{name}", ancestors + (node,))
        for key in ("items", "additionalProperties"):
            if key in node:
                walk(node[key], f"{pointer}/{key}", ancestors + (node,))
        for suffix, sub in schema_keywords.subschemas(node):
            walk(sub, pointer + suffix, ancestors + (node,))

    walk(schema, "", ())
    return problems


def validate(value: Any, schema: Any) -> list[str]:
    """Every way ``value`` breaks ``schema``, as Chinese messages for the model; ``[]`` = valid."""
    broken = check_schema(schema)  # checked whole and first: a broken schema is never half-applied
    return broken or validate_checked(value, schema)


def validate_checked(value: Any, schema: Any) -> list[str]:
    """``validate`` for a schema that already passed ``check_schema`` (so it is not walked twice)."""
    try:
        with schema_keywords.validating(schema):  # the root that $ref points into
            return validate_node(value, schema, ())
    except RecursionError:  # a value nested hundreds deep; json.loads itself stops near 1000
        return [
            f"参数嵌套太深（超过 Python 递归上限 {sys.getrecursionlimit()}），无法检查；请发送更扁平的参数"
        ]


def validate_node(value: Any, schema: dict | bool, path: tuple) -> list[str]:
    """One schema node against one value at ``path``; the schema must already pass ``check_schema``."""
    if schema is True:
        return []
    label = path_label(path) + (" " if path else "")  # '参数 offset 不能…' / '参数整体应该…'
    if schema is False:
        return [f"{label}在这里不允许出现，收到的是 {shown(value)}"]
    if "type" in schema:
        allowed = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(is_type(value, name) for name in allowed):
            # Type-specific keywords below would only add noise once the type is wrong.
            return [f"{label}应该是 {' 或 '.join(allowed)}，收到的是 {shown(value)}（{json_type(value)}）"]
    problems = []
    if "enum" in schema and not is_member(value, schema["enum"]):
        problems.append(
            f"{label}只能取 {shown(schema['enum'], ALLOWED_SHOWN_CHARS)} 之一，收到的是 {shown(value)}"
        )
    if is_type(value, "number"):
        if "minimum" in schema and value < schema["minimum"]:
            problems.append(f"{label}不能小于 {shown(schema['minimum'])}，收到的是 {shown(value)}")
        if "maximum" in schema and value > schema["maximum"]:
            problems.append(f"{label}不能大于 {shown(schema['maximum'])}，收到的是 {shown(value)}")
    if isinstance(value, str):
        problems += _count_problems(schema, label, value, len(value), "个字符", "Length")
    if isinstance(value, list):
        problems += _count_problems(schema, label, value, len(value), "项", "Items")
        if "items" in schema:
            start = len(schema.get("prefixItems", ()))  # 2020-12: items covers what prefixItems does not
            for index, item in enumerate(value[start:], start):
                problems += validate_node(item, schema["items"], path + (index,))
    if isinstance(value, dict):
        problems += _object_problems(value, schema, path)
    # The keywords beyond the core check their sub-schemas with this very function, passed in
    # as their ``SubschemaCheck`` (schema_keywords cannot import this module back).
    return problems + schema_keywords.keyword_problems(value, schema, path, validate_node)


def _count_problems(schema: dict, label: str, value: Any, count: int, unit: str, suffix: str) -> list[str]:
    low, high = schema.get("min" + suffix), schema.get("max" + suffix)
    if low is not None and count < low:
        return [f"{label}至少要 {int(low)} {unit}，收到的是 {shown(value)}（{count} {unit}）"]
    if high is not None and count > high:
        return [f"{label}最多 {int(high)} {unit}，收到的是 {shown(value)}（{count} {unit}）"]
    return []


def _object_problems(value: dict, schema: dict, path: tuple) -> list[str]:
    properties = schema.get("properties", {})
    problems = [
        f"缺少必填{path_label(path + (name,))}" for name in schema.get("required", []) if name not in value
    ]
    for key, item in value.items():
        if key in properties:
            problems += validate_node(item, properties[key], path + (key,))
        elif schema.get("additionalProperties") is False:
            problems.append(f"不认识的{path_label(path + (key,))}，可用参数: {sorted(properties)}")
        elif "additionalProperties" in schema:
            problems += validate_node(item, schema["additionalProperties"], path + (key,))
    return problems


if __name__ == "__main__":
    offset = {"type": "integer", "minimum": 1}
    for value in (3, 1.0, True, 0, "3"):
        print(f"{value!r:6} -> {validate(value, offset)}")
    # 3      -> []
    # 1.0    -> []
    # True   -> ['参数整体应该是 integer，收到的是 True（boolean）']
    # 0      -> ['参数整体不能小于 1，收到的是 0']
    # '3'    -> ["参数整体应该是 integer，收到的是 '3'（string）"]
