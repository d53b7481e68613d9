"""Plain data: what a checker accepts back from a student's function, and how it compares it.

A checker must never run the student's code by accident. Comparing ``actual == expected``
calls ``actual.__eq__`` (an object whose ``__eq__`` always returns True passes); ``repr``
calls ``actual.__repr__`` (which may raise or loop); ``if actual:`` calls ``__bool__`` (a
numpy array raises). So a returned value is first checked to be *plain*: built only from
the exact builtin types below, whose methods are Python's own. Only then is it compared,
printed or handed to a predicate.

    >>> plain_problem({"ok": True, "ids": ["a", 1]}) is None
    True
    >>> same((1, "a"), (1, "a")), same(1, True), same([1], (1,))
    (True, False, False)

Lessons: shared
"""

from __future__ import annotations

from typing import Any

from lab_code.wire.shorten import shorten

SCALARS = (type(None), bool, int, float, complex, str, bytes)
CONTAINERS = (list, tuple, dict, set, frozenset)
MAX_DEPTH = 60  # deeper than any answer needs; also stops self-containing lists
MAX_ITEMS = 200_000  # a bigger answer is a mistake (or an attack on the report)


def plain_problem(value: Any) -> str | None:
    """None when ``value`` is plain data; otherwise what is wrong with it, in Chinese."""
    count = 0
    stack = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        kind = type(item)  # the exact type: a subclass of str can override __eq__ and __contains__
        count += 1
        if count > MAX_ITEMS:
            return f"返回值里的元素超过 {MAX_ITEMS} 个"
        if kind in SCALARS:
            continue
        if kind not in CONTAINERS:
            return f"返回值里有 {_type_name(kind)} 对象；只接受内置的 dict、list、tuple、set、str、int、float、bool、None"
        if depth >= MAX_DEPTH:
            return f"返回值嵌套超过 {MAX_DEPTH} 层（是不是把容器放进了它自己？）"
        children = [x for pair in item.items() for x in pair] if kind is dict else list(item)
        stack.extend((child, depth + 1) for child in children)
    return None


def _type_name(kind: type) -> str:
    try:
        return (
            f"{kind.__module__}.{kind.__qualname__}" if kind.__module__ != "builtins" else kind.__qualname__
        )
    except Exception:  # a metaclass can make even these attributes raise
        return "（名字读不出来的类型）"


def _canon(value: Any) -> Any:
    """A hashable form that keeps exact types: ``1``, ``1.0`` and ``True`` stay different."""
    kind = type(value)
    if kind in (list, tuple):
        return (kind.__name__, tuple(_canon(v) for v in value))
    if kind is dict:
        return ("dict", frozenset((_canon(k), _canon(v)) for k, v in value.items()))
    if kind in (set, frozenset):
        return (kind.__name__, frozenset(_canon(v) for v in value))
    return (kind.__name__, value)


def same(expected: Any, actual: Any) -> bool:
    """Equal and of the same exact types all the way down. Both sides must be plain data."""
    return _canon(expected) == _canon(actual)


def canon(value: Any) -> Any:
    """The comparison form of plain data, e.g. to see later whether an input was changed."""
    return _canon(value)


def type_note(expected: Any, actual: Any) -> str:
    """A hint when the value looks right but its type is not (``[1]`` for ``(1,)``, ``1`` for ``True``)."""
    if type(expected) is not type(actual):
        return f"（类型是 {type(actual).__name__}，应该是 {type(expected).__name__}）"
    return ""


def fresh(value: Any) -> Any:
    """A new copy of the containers in ``value`` (other objects are shared).

    Each case hands the student new lists and dicts, so a function that empties its
    ``allowed`` list or its ``registry`` cannot make the checker's own copy agree with it.
    """
    kind = type(value)
    if kind in (list, tuple, set, frozenset):
        return kind(fresh(v) for v in value)
    if kind is dict:
        return {k: fresh(v) for k, v in value.items()}
    return value


def short(value: Any, limit: int) -> str:
    """``repr`` of plain data, cut at ``limit`` characters; never calls a student's method."""
    if plain_problem(value) is not None:
        return f"<{_type_name(type(value))} 对象>"
    try:
        text = repr(value)
    except Exception as exc:  # e.g. an int too long to print (ValueError on 3.11+)
        return f"<{type(value).__name__}，无法显示：{type(exc).__name__}>"
    return shorten(text, limit)


# ---------------------------------------------------------------- plain data across a process boundary
#
# A graded function runs in a sandboxed process; what it returned crosses a pipe as JSON and is
# judged by a process that never ran the student's code. JSON alone would lose what the checkers
# compare: a tuple is not a list, 1 is not 1.0 or True, a set is not a list, dict keys need not
# be strings. So every value that JSON cannot say exactly travels as a one-key object naming its
# type; a bare JSON object never occurs otherwise, so reading it back is unambiguous.

WIRE_TAGS = ("list", "tuple", "set", "frozenset", "dict", "float", "bytes", "complex")


def to_wire(value: Any) -> Any:
    """A JSON-ready form of plain data (check ``plain_problem`` first: anything else raises)."""
    kind = type(value)
    if kind in (type(None), bool, int, str):
        return value
    if kind is float:
        return (
            value if value == value and value not in (float("inf"), float("-inf")) else {"float": repr(value)}
        )
    if kind is bytes:
        return {"bytes": value.hex()}
    if kind is complex:
        return {"complex": [to_wire(value.real), to_wire(value.imag)]}
    if kind is dict:
        return {"dict": [[to_wire(k), to_wire(v)] for k, v in value.items()]}
    if kind in (list, tuple, set, frozenset):
        return {kind.__name__: [to_wire(v) for v in value]}
    raise TypeError(f"not plain data: {kind.__name__}")


class WireError(ValueError):
    """A value read from the other side of a pipe is not an encoding ``to_wire`` writes."""


def from_wire(data: Any, *, max_items: int = MAX_ITEMS, max_depth: int = MAX_DEPTH) -> Any:
    """The plain value ``to_wire`` encoded. ``data`` comes from an untrusted process: anything
    else (unknown tags, unhashable keys, too deep, too many items) raises ``WireError``."""
    budget = [max_items]

    def read(item: Any, depth: int) -> Any:
        budget[0] -= 1
        if budget[0] < 0:
            raise WireError(f"more than {max_items} items")
        if depth > max_depth:
            raise WireError(f"nested deeper than {max_depth}")
        kind = type(item)
        if kind in (type(None), bool, int, str, float):
            return item
        if kind is not dict or len(item) != 1:
            raise WireError(f"unexpected {kind.__name__}")
        ((tag, body),) = item.items()
        if tag == "float" and body in ("nan", "inf", "-inf"):
            return float(body)
        if tag == "bytes" and type(body) is str:
            try:
                return bytes.fromhex(body)
            except ValueError:
                raise WireError("bad bytes") from None
        if type(body) is not list:
            raise WireError(f"bad {tag!r} body")
        if tag == "complex" and len(body) == 2:
            parts = [read(b, depth + 1) for b in body]
            if all(type(p) is float for p in parts):
                return complex(*parts)
            raise WireError("bad complex")
        items = [read(v, depth + 1) for v in body] if tag != "dict" else None
        try:
            if tag == "list":
                return items
            if tag == "tuple":
                return tuple(items)
            if tag == "set":
                return set(items)
            if tag == "frozenset":
                return frozenset(items)
            if tag == "dict":
                if not all(type(pair) is list and len(pair) == 2 for pair in body):
                    raise WireError("bad dict item")
                return {read(k, depth + 1): read(v, depth + 1) for k, v in body}
        except TypeError:  # an unhashable key or set member
            raise WireError(f"unhashable item in a {tag}") from None
        raise WireError(f"unknown tag {tag!r}")

    return read(data, 0)
