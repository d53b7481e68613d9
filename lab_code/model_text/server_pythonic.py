"""vLLM 0.33.0's pythonic tool-call parser, written by hand: ``[get_weather(city='Paris'), ...]`` → calls.

What vLLM does (``vllm/tool_parsers/pythonic_tool_parser.py`` and ``utils.py``): the text must
match its pattern *at the very start*; then ``ast.parse`` reads it (a parser: nothing runs), the
first statement must be a list of calls, and each keyword argument's value must be a literal —
``true``/``false``/``null`` count as JSON's, tuples and sets become lists. Positional arguments
are never read, so they disappear. Anything else sends the whole text back as content.

vLLM matches its pattern with backtracking (bounded by a 1 s timeout); ``pythonic_start`` gives
the same answer in one pass (the tests compare the two on generated text).

Lessons: 10
"""

from __future__ import annotations

import ast
import json
import re

_NAME = re.compile(r"[a-zA-Z]\w*")  # vLLM: [a-zA-Z]+\w*
_CLOSE = re.compile(r"\)\s*\]")
JSON_NAMES = {"null": None, "true": True, "false": False}


def pythonic_start(text: str) -> bool:
    """Does vLLM's ``TOOL_CALL_REGEX`` match at the start of ``text``? (Same answer, one pass.)

    The pattern is ``\\[`` then calls ``name(`` whose arguments are ``key=`` followed by ``.*``.
    Once a ``key=`` is seen, ``.*`` can swallow anything, so the rest only needs a ``)`` followed
    by optional whitespace and ``]`` somewhere later. Calls with no arguments chain as ``),``
    (only before the first call not followed by a comma) or ``)`` plus whitespace.
    """
    if not text.startswith("["):
        return False
    at, commas_allowed = 1, True
    while True:
        name = _NAME.match(text, at)
        if name is None or not text.startswith("(", name.end()):
            return False
        at = name.end() + 1
        key = _NAME.match(text, at)
        if key is not None and text.startswith("=", key.end()):
            return _CLOSE.search(text, key.end() + 1) is not None
        if not text.startswith(")", at):
            return False  # a positional argument (or anything else) right after "("
        at += 1
        ends_with_comma = commas_allowed and text.startswith(",", at)
        if ends_with_comma:
            at += 1
        commas_allowed = ends_with_comma
        while at < len(text) and text[at].isspace():
            at += 1
        if text.startswith("]", at) and not ends_with_comma:
            return True


class _NotLiteral(ValueError):
    pass


def _value(node: ast.expr):
    """vLLM's ``get_parameter_value``: literals, JSON's true/false/null, tuples and sets as lists."""
    if isinstance(node, ast.Constant):
        if node.value is None or isinstance(node.value, str | int | float):
            return node.value
        raise _NotLiteral("bytes, Ellipsis or complex")
    if isinstance(node, ast.Dict):
        if not all(isinstance(key, ast.Constant) for key in node.keys):
            raise _NotLiteral("dict keys must be literals")
        return {key.value: _value(value) for key, value in zip(node.keys, node.values, strict=True)}
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return [_value(item) for item in node.elts]
    if isinstance(node, ast.JoinedStr) and all(isinstance(part, ast.Constant) for part in node.values):
        return "".join(str(part.value) for part in node.values)
    if isinstance(node, ast.Name) and node.id in JSON_NAMES:
        return JSON_NAMES[node.id]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd):
        operand = _value(node.operand)
        if isinstance(operand, int | float) and not isinstance(operand, bool):
            return -operand if isinstance(node.op, ast.USub) else operand
    raise _NotLiteral(type(node).__name__)


def _dotted(func: ast.expr) -> str:
    parts = []
    while isinstance(func, ast.Attribute):
        parts.append(func.attr)
        func = func.value
    if not isinstance(func, ast.Name):
        raise _NotLiteral("a call needs a (dotted) name")
    return ".".join([func.id, *reversed(parts)])


def _list_node(text: str) -> ast.expr | None:
    try:
        module = ast.parse(text)  # a parser: nothing in the text runs
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return None
    return getattr(module.body[0], "value", None) if module.body else None


def pythonic_calls(text: str) -> list[ast.Call] | None:
    """The call nodes vLLM reads, or None where it sends the text back (careful rules read them too)."""
    if not pythonic_start(text):
        return None
    tree = _list_node(text)
    if not isinstance(tree, ast.List) or not all(isinstance(e, ast.Call) for e in tree.elts):
        return None
    return tree.elts


def read_calls(text: str) -> tuple[list[tuple[str, str]], tuple[int, int]] | None:
    """``([(name, arguments as JSON text)], span of the list)``, or None where vLLM sends the text back."""
    nodes = pythonic_calls(text)
    if nodes is None:
        return None
    segment = ast.get_source_segment(text, _list_node(text)) or text
    calls = []
    try:
        for node in nodes:
            # node.args (positional arguments) are never read: they disappear.
            arguments = {keyword.arg: _value(keyword.value) for keyword in node.keywords}
            calls.append((_dotted(node.func), json.dumps(arguments, ensure_ascii=False)))
    except (_NotLiteral, TypeError, ValueError, RecursionError):
        return None
    return calls, (0, len(segment))
