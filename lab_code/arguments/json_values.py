"""JSON values as JSON sees them, not as Python does — and how to show one in a message.

Where Python and JSON disagree, JSON wins: ``True`` is a boolean, never an integer or a number
(``isinstance(True, int)`` is ``True`` in Python); ``1.0`` *is* an integer (JSON has one number
type; "integer" means "no fractional part"); ``1 == 1.0`` but ``1 != True``, all the way down
through lists and objects.

    >>> json_type(True), json_type(1.0), json_type(1.5)
    ('boolean', 'integer', 'number')
    >>> json_equal([1, {"a": 0}], [1.0, {"a": 0.0}]), json_equal([1], [True])
    (True, False)
    >>> shown(list(range(10_000)), 20)
    '[0, 1, 2, 3, 4, 5, 6…（共 10000 项）'

Lessons: 02, 03
"""

from __future__ import annotations

import re
from typing import Any

from lab_code.wire.shorten import shorten

MAX_SHOWN_CHARS = 60  # values echoed back to the model are cut: the model sent them, it knows them
MAX_NESTING = 64  # arrays/objects inside each other: no tool needs more; Python recurses per level


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


def is_member(value: Any, options: list) -> bool:
    """``any(json_equal(value, o) for o in options)``, fast for the common case of a string."""
    if isinstance(value, str):  # a str equals only a str, in JSON and in Python: let C scan the list
        return value in options
    return any(json_equal(value, option) for option in options)


def shown(value: Any, limit: int = MAX_SHOWN_CHARS) -> str:
    """``repr`` for a message, at most ``limit`` characters and about as much work.

    A container is written member by member until the budget is used (a 10 000-item enum costs
    the same as a short one); an int too long to print (> 4300 digits) is named, not printed.
    """
    try:
        if isinstance(value, (list, dict)) and len(value) > 1:
            return _shown_container(value, limit)
        return shorten(repr(value), limit)
    except (ValueError, RecursionError):
        return f"<一个太大、无法显示的 {json_type(value)}>"


def _shown_container(value: list | dict, limit: int) -> str:
    items = value.items() if isinstance(value, dict) else value
    opening, closing = ("{", "}") if isinstance(value, dict) else ("[", "]")
    text = opening
    for n, item in enumerate(items):
        part = f"{item[0]!r}: {item[1]!r}" if isinstance(value, dict) else repr(item)
        text += (", " if n else "") + part
        if len(text) > limit:
            return f"{text[:limit]}…（共 {len(value)} 项）"
    return text + closing


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


def too_deep(value: Any, limit: int = MAX_NESTING) -> bool:
    """Are lists/dicts nested more than ``limit`` levels? Checked without recursion, because
    everything after it (``json.dumps``, schema checks, redaction) recurses once per level and a
    3,000-level dict raises ``RecursionError``."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list | tuple) else ()
        if children and depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children if isinstance(child, dict | list | tuple))
    return False


_STRUCTURE = re.compile(rb'\\.|["\[\]{}]', re.DOTALL)  # an escape pair, a quote or a bracket


def text_too_deep(text: str | bytes, limit: int = MAX_NESTING) -> bool:
    """The same question for JSON *text*, before parsing it: one pass over the quotes and
    brackets only (brackets inside strings ignored), so a 4 MB message costs milliseconds."""
    data = text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text
    if data.count(b"[") + data.count(b"{") <= limit:
        return False  # not even that many openings
    depth, in_string = 0, False
    for match in _STRUCTURE.finditer(data):
        token = match.group()
        if token == b'"':
            in_string = not in_string
        elif in_string or len(token) == 2:  # inside a string, or an escape pair outside one
            continue
        elif token in (b"[", b"{"):
            depth += 1
            if depth > limit:
                return True
        else:
            depth -= 1
    return False
