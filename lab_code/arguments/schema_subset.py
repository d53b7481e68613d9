"""A hand-written checker for a small subset of JSON Schema (draft 2020-12) — layer 2 of the funnel.

The course writes this by hand to show what "the arguments match the schema" really means;
real code uses ``jsonschema`` or Pydantic (lesson 03), and the tests compare this module with
``jsonschema.Draft202012Validator`` on generated schemas and values.

Supported keywords (everything else — ``pattern``, ``format``, ``const``, ``$ref``,
``oneOf``, ``exclusiveMinimum``, ``prefixItems`` … — is *ignored*, as the spec says an
unknown keyword must be; so a schema that relies on them is checked less strictly here):

    type                  one of the seven names, or a list of them
    properties, required  objects, recursively (messages name the path, e.g. ``a.b[0]``)
    additionalProperties  ``false`` / ``true`` (or a sub-schema, as the spec allows)
    enum                  JSON equality: ``1 == 1.0`` but ``1 != True``
    minimum, maximum      numbers only; other types pass, as the spec says
    minLength, maxLength  counted in Unicode code points (``len(str)``), not UTF-16 units
    items                 one schema for every element (the 2020-12 meaning)
    minItems, maxItems

Where Python and JSON disagree, this follows JSON: ``True`` is a boolean, never an integer or
a number (``isinstance(True, int)`` is ``True`` in Python); ``1.0`` *is* an integer (JSON has
one number type; "integer" means "no fractional part"). ``true``/``false`` are schemas too.

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

import sys
from typing import Any

from lab_code.wire.text import shorten

JSON_TYPES = ("null", "boolean", "object", "array", "number", "string", "integer")
MAX_DEPTH = 64  # schema nesting we follow; deeper (or a cyclic dict) is a schema problem
MAX_SCHEMA_NODES = 10_000  # a tool's schema has tens of nodes; far more is a bug, not a schema
MAX_SHOWN_CHARS = 60  # values echoed back to the model are cut: the model sent them, it knows them
ALLOWED_SHOWN_CHARS = 300  # allowed values are what the model needs to see, so they get more room
_COUNT_KEYWORDS = ("minLength", "maxLength", "minItems", "maxItems")


def json_type(value: Any) -> str:
    """The JSON type name of a Python value; ``1.0`` → ``'integer'`` like the spec says."""
    if value is None:
        return "null"
    if isinstance(value, bool):  # before int: bool is a subclass of int in Python
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return f"Python {type(value).__name__}（不是 JSON 值）"


def is_type(value: Any, name: str) -> bool:
    actual = json_type(value)
    return actual == name or (name == "number" and actual == "integer")


def json_equal(a: Any, b: Any) -> bool:
    """Equality as JSON means it: numbers by value (``1 == 1.0``), booleans only with booleans."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if is_type(a, "number") and is_type(b, "number"):
        return a == b
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(json_equal(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(json_equal(a[k], b[k]) for k in a)
    return type(a) is type(b) and a == b


def shown(value: Any, limit: int = MAX_SHOWN_CHARS) -> str:
    """``repr`` for a message: cut when long, and safe for ints too long to print (> 4300 digits)."""
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"<一个太大、无法显示的 {json_type(value)}>"
    return shorten(text, limit)


def path_label(path: tuple) -> str:
    """``('a', 'b', 0)`` → ``'参数 a.b[0]'``; the empty path is the whole arguments object."""
    if not path:
        return "参数整体"
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        elif isinstance(part, str) and part.isidentifier():
            text += f".{part}" if text else part
        else:
            text += f"[{shown(part)}]"
    return f"参数 {text}"


def _is_count(value: Any) -> bool:
    return is_type(value, "integer") and value >= 0


def _node_problems(schema: Any, where: str) -> list[str]:
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
        if key in schema and not is_type(schema[key], "number"):
            problems.append(f"{where}{key} 应该是数字，实际是 {shown(schema[key])}")
    for key in _COUNT_KEYWORDS:
        if key in schema and not _is_count(schema[key]):
            problems.append(f"{where}{key} 应该是非负整数，实际是 {shown(schema[key])}")
    for key in ("items", "additionalProperties"):
        if isinstance(schema.get(key), list):
            problems.append(f"{where}{key} 应该是一个 schema（2020-12 不再用列表写法），实际是列表")
    return problems


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
        own = _node_problems(node, where)
        problems.extend(own)
        if own or isinstance(node, bool):
            return
        for name, sub in node.get("properties", {}).items():
            walk(sub, f"{pointer}/properties/{name}", ancestors + (node,))
        for key in ("items", "additionalProperties"):
            if key in node:
                walk(node[key], f"{pointer}/{key}", ancestors + (node,))

    walk(schema, "", ())
    return problems


def validate(value: Any, schema: Any) -> list[str]:
    """Every way ``value`` breaks ``schema``, as Chinese messages for the model; ``[]`` = valid."""
    broken = check_schema(schema)  # checked whole and first: a broken schema is never half-applied
    return broken or validate_checked(value, schema)


def validate_checked(value: Any, schema: Any) -> list[str]:
    """``validate`` for a schema that already passed ``check_schema`` (so it is not walked twice)."""
    try:
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
    if "enum" in schema and not any(json_equal(value, option) for option in schema["enum"]):
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
            for index, item in enumerate(value):
                problems += validate_node(item, schema["items"], path + (index,))
    if isinstance(value, dict):
        problems += _object_problems(value, schema, path)
    return problems


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
